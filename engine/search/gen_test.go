package search_test

import (
	"context"
	"github.com/cctree/cctree/engine/internal/pick"
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/ads"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/internal/monomorph"
)

// TestGeneratedUpToDate: Chinese Checkers' kernels are alphabeta.go's and vector.go's, with
// the types written in (gen.go).
func TestGeneratedUpToDate(t *testing.T) {
	monomorph.CheckGenerated(t, "alphabeta_cc_gen.go", "vector_cc_gen.go")
}

// generic is the generic kernel instantiated for Chinese Checkers, as any other game's is.
type generic = search.AlphaBetaOf[*game.State, game.Move, *pick.Pick, pick.Picks, *pick.Picks]

// TestGenericIsGenerated runs the generic kernel and the generated one with the options of every
// alpha-beta family on random positions of both boards and 3-6 players, and asks for the same
// move, value, Node Count and statistics: the written-in copy is the same algorithm.
func TestGenericIsGenerated(t *testing.T) {
	opts := []search.ABOptions{
		{Prune: true, L1: search.Unlimited, L2: search.Unlimited},
		{L1: search.Unlimited, L2: search.Unlimited},
		{Prune: true, BestReply: true, L1: search.Unlimited, L2: search.Unlimited, Learn: true},
		{Prune: true, BestReply: true, L1: search.Unlimited, L2: search.Unlimited, OppOrder: search.OrderHistory},
		{Prune: true, BestReply: true, L1: search.Unlimited, L2: search.Unlimited, OppOrder: search.OrderRandom},
		{Prune: true, N1: 1, L1: 5, L2: 1},
		{Prune: true, N1: 1, L1: search.Unlimited, L2: 1, Line16Literal: true},
		{Prune: true, L1: search.Unlimited, L2: search.Unlimited, Tune: search.Tuning{Eval: eval.Franks3, Best: 4}},
	}
	positions := searchtest.Positions(41, 16, 60)
	for _, o := range opts {
		for _, p := range positions {
			for d := 1; d <= 3; d++ {
				var gen search.AlphaBeta
				var gnr generic
				gen.ABOptions, gnr.ABOptions = o, o
				if o.BestReply && o.Learn {
					var l1, l2 ads.List
					items := []int{}
					for i := 1; i < p.State.Players; i++ {
						items = append(items, (p.State.ToMove+i)%p.State.Players)
					}
					l1, _ = ads.New(ads.MoveToFront, ads.DefaultK, items)
					l2, _ = ads.New(ads.MoveToFront, ads.DefaultK, items)
					gen.Threat, gnr.Threat = &l1, &l2
				}
				s := *p.State
				a := gen.Search(context.Background(), &s, search.Limits{Depth: d})
				b := gnr.Search(context.Background(), &s, search.Limits{Depth: d})
				a.Elapsed, b.Elapsed = 0, 0
				if a != b {
					t.Fatalf("%+v depth %d on %s: generated %+v, generic %+v", o, d, p.State, a, b)
				}
			}
		}
	}
}
