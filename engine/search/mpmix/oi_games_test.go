package mpmix_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/mpmix"
)

type (
	hPly   = *gamekit.Ply[*hearts.State, hearts.Move]
	hPlies = gamekit.Plies[*hearts.State, hearts.Move]
)

// heartsStates samples n states of Hearts deals (the paper's heuristic, eval=mpmix) with
// SampleStatesOf: deals 1-10, 0 to 40 cards played among the three best in static ordering.
func heartsStates(t *testing.T, players, n int) []*hearts.State {
	t.Helper()
	var starts []*hearts.State
	for deal := range 10 {
		o := hearts.DefaultOptions()
		o.Deal, o.Eval = uint64(deal+1), hearts.EvalMPMix
		s, err := hearts.New(players, o)
		if err != nil {
			t.Fatal(err)
		}
		starts = append(starts, s)
	}
	return mpmix.SampleStatesOf(rand.New(rand.NewPCG(5, uint64(players))), starts, (*hearts.State).Clone, n, 40)
}

// TestOpponentImpactOfHearts checks the generic measure on a card game, whose next player is the
// trick's winner, against the direct count: every child's max^n vector (package maxn's generic
// searcher; the child's own evaluation at depth 1), compared for each opponent.
func TestOpponentImpactOfHearts(t *testing.T) {
	for _, players := range []int{3, 4} {
		states := heartsStates(t, players, 40)
		if len(states) != 40 {
			t.Fatalf("%d players: sampled %d states, want 40", players, len(states))
		}
		played := 0
		for _, s := range states {
			if s.Terminal() {
				t.Fatalf("sampled a terminal state %s", s)
			}
			if s.Table().AllWon().Len() > 0 || s.Table().TrickLen() > 0 {
				played++
			}
		}
		if played == 0 {
			t.Errorf("%d players: every sample is a deal's start", players)
		}
		for _, d := range []int{1, 2, 3} {
			before := make([]string, len(states))
			for i, s := range states {
				before[i] = s.String()
			}
			r, err := mpmix.OpponentImpactOf[*hearts.State, hearts.Move, hPly, hPlies](context.Background(), states, d, mpmix.EvalShare)
			if err != nil {
				t.Fatal(err)
			}
			infl, pairs := 0, 0
			mx := maxn.NewOf[*hearts.State, hearts.Move, hPly, hPlies](maxn.Options{})
			buf := make([]hearts.Move, 0, gamekit.MaxMoves)
			for i, s := range states {
				if s.String() != before[i] {
					t.Fatalf("state %d changed: %s, want %s", i, s, before[i])
				}
				a := s.Mover()
				values := map[int]map[int64]bool{}
				for _, m := range s.Moves(buf[:0]) {
					s.Make(m)
					var v [gamekit.MaxPlayers]int64
					if d == 1 || s.Terminal() {
						s.Vector(&v)
					} else {
						v = mx.Search(context.Background(), s, search.Limits{Depth: d - 1}).Value.Vec
					}
					s.Unmake(m)
					for b := range players {
						if values[b] == nil {
							values[b] = map[int64]bool{}
						}
						values[b][v[b]] = true
					}
				}
				any := false
				for b := range players {
					if b != a && len(values[b]) > 1 {
						pairs++
						any = true
					}
				}
				if any {
					infl++
				}
			}
			if r.States != len(states) || r.Influential != infl || r.PairsInfl != pairs || r.Pairs != len(states)*(players-1) {
				t.Errorf("%d players, depth %d: %+v, want %d states, %d influential, %d of %d pairs", players, d, r, len(states), infl, pairs, len(states)*(players-1))
			}
			t.Logf("%d players, depth %d: %+v oi=%.3f", players, d, r, r.Factor())
		}
	}
}
