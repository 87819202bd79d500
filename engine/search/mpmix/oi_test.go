package mpmix_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/engine/search/searchtest"
)

func oiStates(t *testing.T, n int) []*game.State {
	t.Helper()
	var starts []*game.State
	for _, b := range []string{"star73", "star121"} {
		for _, seats := range searchtest.Seatings {
			s, err := game.Parse(searchtest.StartCCN(b, seats), game.Free)
			if err != nil {
				t.Fatal(err)
			}
			starts = append(starts, s)
		}
	}
	return mpmix.SampleStates(rand.New(rand.NewPCG(3, 4)), starts, n, 80)
}

// refOI counts influential states and pairs the direct way: the max^n value vector (package
// maxn; the child's heuristic vector at depth 1) of every child of the player to move, compared
// for each opponent.
func refOI(t *testing.T, states []*game.State, depth int) (infl, pairs int) {
	var buf [game.MaxMoves]game.Move
	mx := maxn.New(maxn.Options{})
	for _, s := range states {
		a := s.ToMove
		values := map[int]map[int64]bool{}
		for _, m := range s.Moves(buf[:0]) {
			s.Make(m)
			var v [game.MaxPlayers]int64
			if depth == 1 {
				eval.Heuristic(s, &v)
			} else {
				v = mx.Search(context.Background(), s, search.Limits{Depth: depth - 1}).Value.Vec
			}
			s.Unmake(m)
			for b := range s.Players {
				if values[b] == nil {
					values[b] = map[int64]bool{}
				}
				values[b][v[b]] = true
			}
		}
		any := false
		for b := range s.Players {
			if b != a && len(values[b]) > 1 {
				pairs++
				any = true
			}
		}
		if any {
			infl++
		}
	}
	return infl, pairs
}

func TestOpponentImpactMatchesReference(t *testing.T) {
	states := oiStates(t, 60)
	if len(states) != 60 {
		t.Fatalf("sampled %d states, want 60", len(states))
	}
	for _, d := range []int{1, 2, 3} {
		if d == 3 && testing.Short() {
			continue
		}
		sub := states
		if d == 3 {
			sub = states[:12]
		}
		before := make([]game.State, len(sub))
		for i, s := range sub {
			before[i] = *s
		}
		r, err := mpmix.OpponentImpact(context.Background(), sub, d, mpmix.EvalShare)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range sub {
			if *s != before[i] {
				t.Fatalf("OpponentImpact changed state %d", i)
			}
		}
		infl, pairs := refOI(t, sub, d)
		wantPairs := 0
		for _, s := range sub {
			wantPairs += s.Players - 1
		}
		if r.States != len(sub) || r.Influential != infl || r.PairsInfl != pairs || r.Pairs != wantPairs {
			t.Errorf("depth %d: %+v, want %d states, %d influential, %d of %d pairs", d, r, len(sub), infl, pairs, wantPairs)
		}
		t.Logf("depth %d share: %+v oi=%.3f", d, r, r.Factor())
	}
}

// TestOpponentImpactProgress checks what must hold with the unnormalised evaluation: a move never
// changes another player's own progress, so OI is 0 at depth 1; at depth 2 only the next player
// replies, so at most one opponent per state can be influenced.
func TestOpponentImpactProgress(t *testing.T) {
	states := oiStates(t, 60)
	r1, err := mpmix.OpponentImpact(context.Background(), states, 1, mpmix.EvalProgress)
	if err != nil || r1.Influential != 0 || r1.PairsInfl != 0 || r1.States != 60 || r1.Factor() != 0 {
		t.Errorf("progress depth 1: %+v %v, want no influential state", r1, err)
	}
	r2, err := mpmix.OpponentImpact(context.Background(), states, 2, mpmix.EvalProgress)
	if err != nil || r2.PairsInfl != r2.Influential || r2.Influential == 0 {
		t.Errorf("progress depth 2: %+v %v, want some influential states, one pair each", r2, err)
	}
	t.Logf("progress depth 2: %+v oi=%.3f", r2, r2.Factor())
}

func TestOpponentImpactEdges(t *testing.T) {
	if _, err := mpmix.OpponentImpact(context.Background(), nil, 0, mpmix.EvalShare); err == nil {
		t.Error("depth 0: no error")
	}
	r, err := mpmix.OpponentImpact(context.Background(), nil, 1, mpmix.EvalShare)
	if err != nil || r != (mpmix.OI{}) || r.Factor() != 0 || r.PairFactor() != 0 {
		t.Errorf("no states: %+v %v", r, err)
	}
	// A terminal state is skipped.
	term := searchtest.Endgame(1, 1, "star73", "024")[0]
	var buf [game.MaxMoves]game.Move
	for !term.Terminal() {
		moves := term.Moves(buf[:0])
		eval.Order(term, moves)
		term.Make(moves[0])
	}
	if r, _ := mpmix.OpponentImpact(context.Background(), []*game.State{term}, 1, mpmix.EvalShare); r.States != 0 {
		t.Errorf("terminal state counted: %+v", r)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := mpmix.OpponentImpact(ctx, oiStates(t, 2), 1, mpmix.EvalShare); err == nil {
		t.Error("cancelled context: no error")
	}
	if e, err := mpmix.ParseEval("progress"); err != nil || e != mpmix.EvalProgress || e.String() != "progress" {
		t.Errorf("ParseEval(progress) = %v %v", e, err)
	}
	if _, err := mpmix.ParseEval("x"); err == nil {
		t.Error("ParseEval(x): no error")
	}
}

// lateCancel is a context that reports itself cancelled from the second Err call on: the check
// before the first state passes, the node checks inside it fail.
type lateCancel struct {
	context.Context
	calls int
}

func (c *lateCancel) Err() error {
	if c.calls++; c.calls > 1 {
		return context.Canceled
	}
	return nil
}

// TestOpponentImpactStopsInsideState checks that a context cancelled while a state is searched
// stops OpponentImpact there with ctx's error and leaves the state as it was.
func TestOpponentImpactStopsInsideState(t *testing.T) {
	s := searchtest.RandomPlay(nil, "star73", "012345", game.Free, 0)
	before := *s
	ctx := &lateCancel{Context: context.Background()}
	r, err := mpmix.OpponentImpact(ctx, []*game.State{s}, 3, mpmix.EvalShare)
	if err == nil || r.States != 0 {
		t.Errorf("cancelled inside the state: %+v %v, want no state and an error", r, err)
	}
	if *s != before {
		t.Errorf("state not restored: %s, want %s", s, &before)
	}
}

func TestSampleStatesDeterministic(t *testing.T) {
	a, b := oiStates(t, 30), oiStates(t, 30)
	plies := 0
	for i := range a {
		if *a[i] != *b[i] {
			t.Fatalf("sample %d differs between runs", i)
		}
		if a[i].Terminal() {
			t.Fatalf("sample %d is terminal", i)
		}
		if a[i].String() != searchtest.StartCCN(a[i].Geo.Name, seatString(a[i])) {
			plies++
		}
	}
	if plies == 0 {
		t.Error("every sample is a start position")
	}
}

func seatString(s *game.State) string {
	b := make([]byte, s.Players)
	for i := range b {
		b[i] = '0' + s.Seats[i]
	}
	return string(b)
}
