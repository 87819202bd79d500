package spades

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// unrooted is s read back without before=: the same cards, mover, tricks and evaluation.
func unrooted(t testing.TB, s *State) *State {
	t.Helper()
	o := s.Options()
	o.Before, o.BeforeN = [MaxPlayers]int8{}, 0
	r, err := Parse(strings.Replace(s.String(), s.Options().String(), o.String(), 1))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestRooted: from positions of random play under every evaluation (3 and 4 players, tricks in
// progress), Rooted's copy reads back from its notation, passes the conformance check, and on
// every position of a random play from it to the end of the hand its vector is the unrooted
// one less the tricks taken before the root (S/tricks a trick; under eval=share players times
// that in its unit), inside Bounds that shrink by the same tricks: entries in [0, Max], summing
// to at most Sum (exactly Sum under eval=share, and at the end of the hand under every one).
func TestRooted(t *testing.T) {
	starts := append(starts(t), predictStarts(t)...)
	ps := gametest.Playouts(starts, (*State).Clone, 600, 60, 11)
	var roots []*State
	for _, s := range ps {
		roots = append(roots, s.Rooted())
	}
	gametest.Conform(t, gametest.Game[*State, Move]{Parse: Parse, Naive: naiveMoves}, roots)
	rng := rand.New(rand.NewPCG(12, 13))
	var buf [gamekit.MaxMoves]Move
	ends := 0
	for _, r := range roots {
		back, err := Parse(r.String())
		if err != nil || back.String() != r.String() || back.Options() != r.Options() {
			t.Fatalf("%s read back as %v, %v", r, back, err)
		}
		n := r.NumPlayers()
		before := 0
		for p := range n {
			before += r.Table().Tricks(p)
		}
		unit := r.TrickUnit()
		if r.Options().Eval == EvalShare {
			unit = int64(n) * r.shareUnit()
		}
		b, ub := r.Bounds(), unrooted(t, r).Bounds()
		if b.Sum != ub.Sum-int64(before)*unit || b.Max != b.Sum || b.ConstantSum != ub.ConstantSum {
			t.Fatalf("%s: bounds %+v, unrooted %+v, %d tricks before", r, b, ub, before)
		}
		g := r.Clone()
		for {
			var v, w [gamekit.MaxPlayers]int64
			g.Vector(&v)
			unrooted(t, g).Vector(&w)
			var sum int64
			for p := range gamekit.MaxPlayers {
				if p < n {
					w[p] -= int64(r.Table().Tricks(p)) * unit
				}
				if v[p] != w[p] || v[p] < 0 || v[p] > b.Max || g.Value(p) != v[p] {
					t.Fatalf("%s (root %s): player %d value %d, unrooted less the root's tricks %d, max %d", g, r, p, v[p], w[p], b.Max)
				}
				sum += v[p]
			}
			if sum > b.Sum || (b.ConstantSum || g.Terminal()) && sum != b.Sum {
				t.Fatalf("%s (root %s): values sum to %d, bounds %+v", g, r, sum, b)
			}
			if g.Terminal() {
				ends++
				break
			}
			moves := g.Moves(buf[:0])
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
	if ends != len(roots) {
		t.Fatalf("%d of %d plays reached the end of the hand", ends, len(roots))
	}
	s := roots[len(roots)/2]
	var v [gamekit.MaxPlayers]int64
	if a := testing.AllocsPerRun(100, func() { s.Vector(&v); s.Value(0) }); a != 0 {
		t.Errorf("Vector and Value allocate %v times", a)
	}
}

// TestRootedOptions: before= is printed after the other options and read back; a position
// refuses one naming another number of seats or more tricks than a seat has taken; a start
// refuses it, and the next deal and the next hand drop it (it is the position's, not the game's).
func TestRootedOptions(t *testing.T) {
	o, err := ParseOptions("before=5/4/0,eval=predict")
	if err != nil || o.BeforeN != 3 || o.Before != [MaxPlayers]int8{5, 4, 0, 0} || o.String() != "deal=1,spades=broken,eval=predict,before=5/4/0" {
		t.Fatalf("before=5/4/0: %+v %s, %v", o, o, err)
	}
	if back, err := ParseOptions(o.String()); err != nil || back != o {
		t.Errorf("%s read back as %+v, %v", o, back, err)
	}
	for _, c := range []struct{ args, want string }{
		{"before=1/2", `spades: before "1/2": want each seat's tricks taken before the root, 3 or 4 numbers separated by /`},
		{"before=1/2/x", `spades: before "1/2/x": seat 2's tricks "x": want 0 to 17`},
		{"before=1/2/18", `spades: before "1/2/18": seat 2's tricks "18": want 0 to 17`},
	} {
		if _, err := ParseOptions(c.args); err == nil || err.Error() != c.want {
			t.Errorf("ParseOptions(%q): %v, want %q", c.args, err, c.want)
		}
	}
	if _, err := NewWithOptions(3, "before=0/0/0"); err == nil {
		t.Error("a start with before= was made")
	}
	// The 4-player start of deal 1, its first trick played: seat 1 wins it (TestRooted plays
	// many more).
	s, err := NewWithOptions(4, "")
	if err != nil {
		t.Fatal(err)
	}
	for range 4 {
		moves := s.Moves(nil)
		s.Order(moves)
		s.Make(moves[0])
	}
	var winner int
	for p := range 4 {
		if s.Table().Tricks(p) == 1 {
			winner = p
		}
	}
	r := s.Rooted()
	if r.Options().BeforeN != 4 || r.Options().Before[winner] != 1 || r.Bounds().Sum != 12*r.TrickUnit() {
		t.Fatalf("rooted after one trick: %+v, bounds %+v", r.Options(), r.Bounds())
	}
	text := r.String()
	_, list, _ := strings.Cut(r.Options().String(), ",before=")
	seats := strings.Split(list, "/")
	two := slices.Clone(seats)
	two[winner] = "2"
	for _, bad := range []string{
		strings.Join(seats[:3], "/"), // 3 seats of 4
		strings.Join(two, "/"),       // 2 tricks before the root, 1 taken
	} {
		if p, err := Parse(strings.Replace(text, "before="+strings.Join(seats, "/"), "before="+bad, 1)); err == nil {
			t.Errorf("%s read", p)
		}
	}
	if d := r.Dealt(9); d.Options().BeforeN != 0 || strings.Contains(d.String(), "before=") {
		t.Errorf("Dealt keeps before=: %s", d)
	}
	g := r.Clone()
	for !g.Terminal() {
		g.Make(g.Moves(nil)[0])
	}
	if next, err := g.NextHand(3); err != nil || next.Options().BeforeN != 0 {
		t.Errorf("NextHand: %v, %v", next, err)
	}
}
