package ads

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func mustNew(t *testing.T, r Rule, k int, items ...int) List {
	t.Helper()
	l, err := New(r, k, items)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestRulesByHand checks each rule on query sequences worked out by hand from the paper's
// descriptions (§3.1).
func TestRulesByHand(t *testing.T) {
	tests := []struct {
		name    string
		rule    Rule
		k       int
		queries []int
		want    [][]int // order after each query
	}{
		{"move-to-front", MoveToFront, 0, []int{3, 5, 1, 1}, [][]int{{3, 1, 2, 4, 5}, {5, 3, 1, 2, 4}, {1, 5, 3, 2, 4}, {1, 5, 3, 2, 4}}},
		{"transposition", Transpose, 0, []int{5, 5, 1, 2}, [][]int{{1, 2, 3, 5, 4}, {1, 2, 5, 3, 4}, {1, 2, 5, 3, 4}, {2, 1, 5, 3, 4}}},
		{"move-ahead-2", MoveAhead, 2, []int{5, 4, 2, 3}, [][]int{{1, 2, 5, 3, 4}, {1, 2, 4, 5, 3}, {2, 1, 4, 5, 3}, {2, 1, 3, 4, 5}}},
		// POS(2), 5 items: positions 1-2 transpose; behind position 2 jump to position 2.
		{"pos-2", POS, 2, []int{5, 5, 2, 1, 4}, [][]int{{1, 5, 2, 3, 4}, {5, 1, 2, 3, 4}, {5, 2, 1, 3, 4}, {5, 1, 2, 3, 4}, {5, 4, 1, 2, 3}}},
		// POS(3): position 3 itself transposes; position 4 jumps to 3.
		{"pos-3", POS, 3, []int{3, 5}, [][]int{{1, 3, 2, 4, 5}, {1, 3, 5, 2, 4}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			k := tc.k
			if k == 0 {
				k = 1
			}
			l := mustNew(t, tc.rule, k, 1, 2, 3, 4, 5)
			for i, q := range tc.queries {
				l.Query(q)
				if got := l.Order(nil); !slices.Equal(got, tc.want[i]) {
					t.Fatalf("after query %d (%d): %v, want %v", i+1, q, got, tc.want[i])
				}
			}
		})
	}
}

// TestEquivalences checks the identities the paper states, on random query sequences:
// Move-Ahead-2 is Move-to-Front and POS(2) is Transposition with three opponents;
// POS(1) is Move-to-Front and POS(n), Move-Ahead-1 are Transposition for any length.
func TestEquivalences(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pairs := []struct {
		name   string
		n      int
		a, b   Rule
		ka, kb int
	}{
		{"ahead2=mtf/3", 3, MoveAhead, MoveToFront, 2, 1},
		{"pos2=transpose/3", 3, POS, Transpose, 2, 1},
		{"pos1=mtf/5", 5, POS, MoveToFront, 1, 1},
		{"pos5=transpose/5", 5, POS, Transpose, 5, 1},
		{"ahead1=transpose/5", 5, MoveAhead, Transpose, 1, 1},
		{"ahead4=mtf/5", 5, MoveAhead, MoveToFront, 4, 1},
	}
	for _, p := range pairs {
		items := []int{0, 1, 2, 3, 4, 5}[:p.n]
		a, b := mustNew(t, p.a, p.ka, items...), mustNew(t, p.b, p.kb, items...)
		for i := range 2000 {
			q := rng.IntN(p.n)
			a.Query(q)
			b.Query(q)
			if !slices.Equal(a.Order(nil), b.Order(nil)) {
				t.Fatalf("%s: after %d queries %v != %v", p.name, i+1, a.Order(nil), b.Order(nil))
			}
		}
	}
	// And the rules do differ with four opponents, so the identities above are not vacuous.
	a, b := mustNew(t, MoveAhead, 2, 1, 2, 3, 4), mustNew(t, MoveToFront, 1, 1, 2, 3, 4)
	a.Query(4)
	b.Query(4)
	if slices.Equal(a.Order(nil), b.Order(nil)) {
		t.Errorf("Move-Ahead-2 and Move-to-Front agree on 4 items: %v", a.Order(nil))
	}
}

func TestBadInput(t *testing.T) {
	if _, err := New(MoveAhead, 0, []int{1, 2}); err == nil {
		t.Error("k=0 accepted")
	}
	if _, err := New(MoveToFront, 1, []int{1, 2, 3, 4, 5, 6, 7}); err == nil {
		t.Error("7 items accepted")
	}
	if _, err := ParseRule("splay"); err == nil {
		t.Error("unknown rule accepted")
	}
	for _, n := range ruleNames {
		if r, err := ParseRule(n); err != nil || r.String() != n {
			t.Errorf("ParseRule(%q) = %v, %v", n, r, err)
		}
	}
	l := mustNew(t, MoveToFront, 1, 1, 2, 3)
	l.Query(9) // not in the list: ignored
	if !slices.Equal(l.Order(nil), []int{1, 2, 3}) {
		t.Errorf("query of a missing item changed the list: %v", l.Order(nil))
	}
}

func TestQueryAllocatesNothing(t *testing.T) {
	l := mustNew(t, POS, 2, 1, 2, 3, 4, 5)
	if a := testing.AllocsPerRun(100, func() { l.Query(5); l.Query(3) }); a != 0 {
		t.Errorf("Query allocates %v", a)
	}
}
