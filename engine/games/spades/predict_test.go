package spades

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
	"github.com/cctree/cctree/engine/games/cards"
)

// predictStarts are starts' deals under eval=predict (a list of their own, so that starts, which
// seeds the committed perft table, stays as it is).
func predictStarts(t testing.TB) []*State {
	t.Helper()
	var out []*State
	for _, s := range starts(t) {
		o := s.Options()
		o.Eval = EvalPredict
		n, err := New(s.NumPlayers(), o)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, n)
	}
	return out
}

// withEval is s read back under another evaluation: the same cards, mover and tricks.
func withEval(t testing.TB, s *State, e Eval) *State {
	t.Helper()
	o := s.Options()
	o.Eval = e
	r, err := Parse(strings.Replace(s.String(), s.Options().String(), o.String(), 1))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// handMade is a 4-player position of eval=predict after 10 tricks, three cards a hand, nothing
// in the trick, seat 0 to lead: hands as written (clubs.diamonds.hearts.spades), the other 40
// cards won, lowest first, 4, 3, 2 and 1 tricks by seats 0 to 3.
func handMade(t *testing.T, hands [4]string) *State {
	t.Helper()
	rest := cards.Deck(4)
	for _, h := range hands {
		s, err := cards.ParseSet(h)
		if err != nil {
			t.Fatal(err)
		}
		rest &^= s
	}
	var won [4]string
	for p, tricks := range []int{4, 3, 2, 1} {
		var w cards.Set
		for range 4 * tricks {
			c := rest.Lowest()
			w |= cards.Bit(c)
			rest &^= cards.Bit(c)
		}
		won[p] = w.String()
	}
	s, err := Parse(fmt.Sprintf("spades deal=1,spades=broken,eval=predict 4 0 %s - %s", strings.Join(hands[:], "/"), strings.Join(won[:], "/")))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestPredictValues: eval=predict's vector on hand-made positions, counted by hand.
func TestPredictValues(t *testing.T) {
	for _, c := range []struct {
		name  string
		hands [4]string
		want  [4]int64 // tricks taken plus predicted, in tricks
	}{
		// Spades As Ks Qs live: seat 0's As Ks are sure tricks (2). Hearts: seat 1's Ah Kh top
		// the live hearts but seat 0, holding spades, has no heart: 0 quick tricks. Clubs: seat
		// 3's 6c 5c top the live clubs, and the opponents holding a spade (seats 0 and 2) hold
		// one club each: 1 quick trick (seat 1 holds no spade and does not cap it). 3 predicted,
		// 3 tricks to play: no scaling.
		{"sure and quick tricks", [4]string{"2...KA", "3..AK.", "4..3.Q", "56..2."}, [4]int64{4 + 2, 3, 2, 1 + 1}},
		// No spade left: nobody can trump, each of seats 0-2 holds the top three cards of a suit
		// (9 predicted) but 3 tricks are left, so each is scaled by 3/9: one trick each.
		{"capped at the tricks left", [4]string{"QKA...", ".QKA..", "..QKA.", "2.2.2."}, [4]int64{4 + 1, 3 + 1, 2 + 1, 1}},
	} {
		s := handMade(t, c.hands)
		var v [gamekit.MaxPlayers]int64
		s.Vector(&v)
		u := s.TrickUnit()
		for p := range 4 {
			if v[p] != c.want[p]*u || s.Value(p) != v[p] {
				t.Errorf("%s: %s: player %d value %d (%.2f tricks), want %d tricks", c.name, s, p, v[p], float64(v[p])/float64(u), c.want[p])
			}
		}
		var tr [gamekit.MaxPlayers]int64
		withEval(t, s, EvalTricks).Vector(&tr)
		if tr != [gamekit.MaxPlayers]int64{4 * u, 3 * u, 2 * u, 1 * u} {
			t.Errorf("%s: eval=tricks %v", c.name, tr)
		}
	}
	// A scaled prediction rounds down. No spade left: seat 0 holds the top two clubs, seat 1 the
	// top two hearts, seat 2 the top diamond: 5 predicted, 3 tricks left, so 2*3/5, 2*3/5 and
	// 1*3/5 tricks, each rounded down in units of S/13.
	s := handMade(t, [4]string{"KA.2..", "2..KA.", "3.A.4.", "4.5.5."})
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	u := s.TrickUnit()
	want := [4]int64{4*u + 6*u/5, 3*u + 6*u/5, 2*u + 3*u/5, 1 * u}
	for p := range 4 {
		if v[p] != want[p] {
			t.Errorf("rounding: %s: player %d value %d, want %d", s, p, v[p], want[p])
		}
	}
}

// TestPredictBounds: on many positions of random play (3 and 4 players, both rules of leading
// spades, tricks in progress) eval=predict keeps eval=tricks' bounds (the same Bounds, entries in
// [0, Max], their sum at most Sum), never values a player below its tricks taken, allocates
// nothing, and equals eval=tricks at the end of the hand; the positions also pass the
// conformance check under it.
func TestPredictBounds(t *testing.T) {
	ps := gametest.Playouts(predictStarts(t), (*State).Clone, 3000, 60, 3)
	gametest.Conform(t, gametest.Game[*State, Move]{Parse: Parse, Naive: naiveMoves}, ps)
	ends := 0
	for _, s := range ps {
		tr := withEval(t, s, EvalTricks)
		b := s.Bounds()
		if b != tr.Bounds() || b.Max != b.Sum || b.ConstantSum {
			t.Fatalf("%s: bounds %+v, eval=tricks %+v", s, b, tr.Bounds())
		}
		var v, w [gamekit.MaxPlayers]int64
		s.Vector(&v)
		tr.Vector(&w)
		var sum int64
		for p := range gamekit.MaxPlayers {
			if v[p] < w[p] || v[p] > b.Max || (p >= s.NumPlayers() && v[p] != 0) {
				t.Fatalf("%s: player %d value %d, tricks taken %d, max %d", s, p, v[p], w[p], b.Max)
			}
			sum += v[p]
		}
		if sum > b.Sum {
			t.Fatalf("%s: values sum to %d > %d", s, sum, b.Sum)
		}
		if s.Terminal() {
			ends++
			if v != w {
				t.Fatalf("%s: at the end of the hand %v, eval=tricks %v", s, v, w)
			}
		}
	}
	if ends == 0 {
		t.Fatal("no playout reached the end of a hand")
	}
	s := ps[1]
	var v [gamekit.MaxPlayers]int64
	if a := testing.AllocsPerRun(100, func() { s.Vector(&v); s.Value(0) }); a != 0 {
		t.Errorf("Vector and Value allocate %v times", a)
	}
}

// TestPredictPlaysToTheEnd: random hands played to the end under eval=predict end on
// eval=tricks' vector, and every position on the way has a prediction no larger than the tricks
// still to play.
func TestPredictPlaysToTheEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var buf [gamekit.MaxMoves]Move
	for _, s := range predictStarts(t) {
		g := s.Clone()
		for !g.Terminal() {
			moves := g.Moves(buf[:0])
			g.Make(moves[rng.IntN(len(moves))])
		}
		var v, w [gamekit.MaxPlayers]int64
		g.Vector(&v)
		withEval(t, g, EvalTricks).Vector(&w)
		if v != w {
			t.Fatalf("%s: %v, eval=tricks %v", g, v, w)
		}
	}
}

func TestPredictOptions(t *testing.T) {
	o, err := ParseOptions("eval=predict,deal=5")
	if err != nil || o.Eval != EvalPredict || o.Deal != 5 || o.String() != "deal=5,spades=broken,eval=predict" {
		t.Fatalf("eval=predict: %+v %s, %v", o, o, err)
	}
	if back, err := ParseOptions(o.String()); err != nil || back != o {
		t.Errorf("%s read back as %+v, %v", o, back, err)
	}
	for _, c := range []struct{ args, want string }{
		{"eval=predicted", `spades: eval "predicted": want tricks, share or predict`},
		{"eval=", `spades: eval "": want tricks, share or predict`},
		{"eval=predict,eval=tricks", "spades: option eval given twice"},
		{"predict", `spades: option "predict": want deal=N, spades=broken|any, eval=tricks|share|predict or before=a/b/c[/d]`},
	} {
		if _, err := ParseOptions(c.args); err == nil || err.Error() != c.want {
			t.Errorf("ParseOptions(%q): %v, want %q", c.args, err, c.want)
		}
	}
	s, err := NewWithOptions(3, "eval=predict")
	if err != nil || !strings.HasPrefix(s.String(), "spades deal=1,spades=broken,eval=predict 3 ") {
		t.Fatalf("NewWithOptions: %v, %v", s, err)
	}
}
