package match

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cctree/engine/game"
)

func config(t *testing.T, players ...string) *Config {
	t.Helper()
	c := &Config{Board: "star73", Seats: "024", Rules: game.Free, Players: players, Budget: Budget{Depth: 2}, Games: 6, Cap: 300, Seed: 1}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestSeatings checks the seating counts: 2^n - 2 for two contestants, n! for n, and that every
// contestant plays every player index equally often.
func TestSeatings(t *testing.T) {
	for _, tc := range []struct {
		seats   string
		players []string
		want    int
	}{
		{"024", []string{"paranoid", "maxn"}, 6},
		{"0134", []string{"paranoid", "maxn"}, 14},
		{"012345", []string{"paranoid", "maxn"}, 62},
		{"024", []string{"paranoid", "maxn", "brs"}, 6},
		{"0134", []string{"paranoid", "maxn", "brs"}, 36},
		{"012345", []string{"paranoid", "maxn", "brs", "brs+", "random", "greedy"}, 720},
		{"012345", []string{"paranoid", "maxn", "brs", "brs+", "random"}, 10}, // 1800 surjections: the 2k balanced ones
	} {
		c := &Config{Board: "star73", Seats: tc.seats, Players: tc.players, Budget: Budget{Depth: 1}, Games: 1, Cap: 1}
		if err := c.Validate(); err != nil {
			t.Fatal(err)
		}
		ss := c.Seatings()
		if len(ss) != tc.want {
			t.Errorf("%s %v: %d seatings, want %d", tc.seats, tc.players, len(ss), tc.want)
		}
		count := make([][]int, len(tc.players)) // contestant x player index
		for i := range count {
			count[i] = make([]int, len(tc.seats))
		}
		for _, s := range ss {
			for p, x := range s {
				count[x][p]++
			}
		}
		for _, st := range ss {
			if n := len(slices.Compact(slices.Sorted(slices.Values(st)))); n != len(tc.players) {
				t.Errorf("%s %v: seating %v seats %d contestants, want all %d", tc.seats, tc.players, st, n, len(tc.players))
			}
		}
		sorted := slices.Clone(ss)
		slices.SortFunc(sorted, slices.Compare)
		if len(slices.CompactFunc(sorted, slices.Equal)) != len(ss) {
			t.Errorf("%s %v: a seating repeats", tc.seats, tc.players)
		}
		for x := range count {
			for p := range count[x] {
				if count[x][p] != count[0][0] {
					t.Errorf("%s %v: contestant %d sits at player %d %d times, contestant 0 at player 0 %d times", tc.seats, tc.players, x, p, count[x][p], count[0][0])
				}
			}
		}
	}
}

// TestGamesReplay plays a small match (searchers, random and greedy players, a cap that some
// games reach) and replays every record through the engine: every move legal, every winner right.
func TestGamesReplay(t *testing.T) {
	for _, players := range [][]string{{"paranoid", "maxn"}, {"random", "greedy"}, {"brs+", "opps(1,5,1)", "random"}} {
		c := config(t, players...)
		c.Cap = 80
		games := c.Plan()
		var recs []*Record
		err := Run(context.Background(), c, games, 2, func(r *Result) error {
			recs = append(recs, NewRecord(c, r, "test"))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(recs) != len(games) {
			t.Fatalf("%v: %d records, %d games", players, len(recs), len(games))
		}
		for i, rec := range recs {
			if rec.Game != i {
				t.Errorf("%v: record %d is game %d: out of order", players, i, rec.Game)
			}
			if err := rec.Replay(); err != nil {
				t.Errorf("%v: %v", players, err)
			}
			// A record survives JSON.
			b, _ := json.Marshal(rec)
			var back Record
			if err := json.Unmarshal(b, &back); err != nil || back.Replay() != nil {
				t.Errorf("%v: game %d does not round-trip through JSON: %v", players, i, err)
			}
		}
		// A tampered record fails the replay.
		bad := *recs[0]
		bad.Moves = slices.Clone(bad.Moves)
		bad.Moves[1] = bad.Moves[0]
		if bad.Replay() == nil {
			t.Errorf("%v: a record with move 2 = move 1 replays", players)
		}
	}
}

// TestDeterministic: with a depth or node budget the games do not depend on the worker count,
// and every seating of a block starts from the same opening.
func TestDeterministic(t *testing.T) {
	for _, b := range []Budget{{Depth: 2}, {Nodes: 3000}} {
		c := config(t, "paranoid", "brs")
		c.Budget, c.Cap = b, 60
		play := func(workers int) []string {
			var out []string
			err := Run(context.Background(), c, c.Plan(), workers, func(r *Result) error {
				rec := NewRecord(c, r, "test")
				rec.TimesUS = nil
				j, _ := json.Marshal(rec)
				out = append(out, string(j))
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			return out
		}
		one, two := play(1), play(2)
		if !slices.Equal(one, two) {
			t.Errorf("%s: 1 and 2 workers play different games", b)
		}
		var starts []string
		for _, g := range c.Plan() {
			if g.Block == 0 {
				_, s := c.Opening(g.Opening)
				starts = append(starts, s.String())
			}
		}
		if len(starts) != 6 || slices.ContainsFunc(starts, func(s string) bool { return s != starts[0] }) {
			t.Errorf("block 0's %d games start from %q, want one position", len(starts), starts)
		}
	}
}

func TestParseBudget(t *testing.T) {
	for in, want := range map[string]Budget{"depth=4": {Depth: 4}, "nodes=20000": {Nodes: 20000}, "time=250ms": {Time: 250e6}} {
		got, err := ParseBudget(in)
		if err != nil || got != want || got.String() != in {
			t.Errorf("ParseBudget(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "depth", "depth=0", "depth=99", "nodes=-1", "time=0s", "time=soon", "plies=3"} {
		if _, err := ParseBudget(in); err == nil {
			t.Errorf("ParseBudget(%q): no error", in)
		}
	}
}

// TestOwnBudgets: a contestant's own budget (SPEC@BUDGET) applies to its moves alone.
func TestOwnBudgets(t *testing.T) {
	c := &Config{Board: "star73", Seats: "024", Players: []string{"brs+@depth=3", "brs+ @ depth=2"}, Games: 6, Cap: 40, Seed: 1}
	if err := c.Validate(); err == nil {
		t.Error("a spec with spaces around @ validated")
	}
	c.Players = []string{"brs+@depth=3", "brs+@depth=2"}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	err := Run(context.Background(), c, c.Plan(), 2, func(r *Result) error {
		toMove := r.Start.ToMove
		for i, m := range r.Moves {
			p := (toMove + i) % len(r.Players)
			want := map[string]int{"brs+@depth=3": 3, "brs+@depth=2": 2}[r.Players[p]]
			if m.Depth != want {
				t.Fatalf("game %d move %d by %s: depth %d", r.Index, i, r.Players[p], m.Depth)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if (&Config{Board: "star73", Seats: "024", Players: []string{"brs+", "maxn"}, Games: 1, Cap: 1}).Validate() == nil {
		t.Error("no -budget and no own budgets: validated")
	}
}

// TestCommittedGamesReplay replays every game of the committed match results (reports/data)
// through the engine: every move legal, every winner and cap as recorded.
func TestCommittedGamesReplay(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "reports", "data", "*.jsonl"))
	if len(files) == 0 {
		t.Skip("no committed match results")
	}
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
			var rec Record
			if err := json.Unmarshal([]byte(line), &rec); err != nil {
				t.Fatalf("%s:%d: %v", f, i+1, err)
			}
			if err := rec.Replay(); err != nil {
				t.Errorf("%s:%d: %v", f, i+1, err)
			}
			n++
		}
	}
	t.Logf("%d games replayed from %d files", n, len(files))
}
