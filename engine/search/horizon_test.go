package search_test

import (
	"fmt"
	"testing"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/ads"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// TestHorizonChangesNothing holds the kernel's horizon leaves (Horizon: the children of a node
// one ply above the horizon valued from their moves, not made) against the same kernel making
// every child: on random-play, midgame and endgame positions of 3 to 6 players and both boards
// (the endgames put wins one move away, where State.MayWin makes the child), every configuration
// of the alpha-beta family must return the same move and value with the same node count, cutoffs,
// leaves and evaluations, at every depth to 4 and under node budgets that stop a search among a
// node's leaves. make test searches to depth 3; make test-long adds depth 4 on the boards and
// player counts where it is affordable (TestLongHorizonChangesNothing), most of the test's work.
func TestHorizonChangesNothing(t *testing.T) { checkHorizon(t, false) }

// TestLongHorizonChangesNothing is TestHorizonChangesNothing with depth 4.
func TestLongHorizonChangesNothing(t *testing.T) { checkHorizon(t, !testing.Short()) }

func checkHorizon(t *testing.T, depth4 bool) {
	u := search.Unlimited
	configs := []struct {
		name string
		opt  search.ABOptions
	}{
		{"paranoid", search.ABOptions{Prune: true, L1: u, L2: u}},
		{"paranoid-unpruned", search.ABOptions{L1: u, L2: u}},
		{"brs", search.ABOptions{Prune: true, BestReply: true, L1: u, L2: u}},
		{"brs-unpruned", search.ABOptions{BestReply: true, L1: u, L2: u}},
		{"brs+", search.ABOptions{Prune: true, BestReply: true, N1: 1, L1: u, L2: 1}},
		{"opps(1,5,1)", search.ABOptions{Prune: true, N1: 1, L1: 5, L2: 1}},
		{"opps(1,inf,2,literal)", search.ABOptions{Prune: true, N1: 1, L1: u, L2: 2, Line16Literal: true}},
		{"brs(order=history)", search.ABOptions{Prune: true, BestReply: true, L1: u, L2: u, OppOrder: search.OrderHistory}},
		{"paranoid(order=random)", search.ABOptions{Prune: true, L1: u, L2: u, OppOrder: search.OrderRandom}},
		{"paranoid(best=3)", search.ABOptions{Prune: true, L1: u, L2: u, Tune: search.Tuning{Best: 3}}},
		{"paranoid(ties=0.5)", search.ABOptions{Prune: true, L1: u, L2: u, Tune: search.Tuning{Ties: 0.5}}},
	}
	positions := searchtest.Positions(46, 24, 60)
	positions = append(positions, searchtest.EndgamePositions(46, 24)...)
	for i, s := range searchtest.Midgame(46, 8, "star73", "0134") {
		positions = append(positions, searchtest.Position{Name: fmt.Sprintf("mid%d", i), State: s})
	}
	limits := []search.Limits{{Depth: 1}, {Depth: 2}, {Depth: 3}, {Depth: 4}, {Nodes: 3000}, {Nodes: 45}, {Depth: 2, Nodes: 77}}
	for _, cf := range configs {
		t.Run(cf.name, func(t *testing.T) {
			var nodes int64
			for _, p := range positions {
				for _, lim := range limits {
					if lim.Depth == 4 && (!depth4 || p.State.Geo.Name == "star121" || p.State.Players > 4) {
						continue
					}
					var k [2]*search.AlphaBeta
					for j := range k {
						k[j] = &search.AlphaBeta{ABOptions: cf.opt}
						k[j].Tie.Seed(7, 46)
						k[j].Tie.SetP(cf.opt.Tune.Ties)
					}
					search.Plain(k[1])
					got, want := runKernel(p.State, k[0], lim, false), runKernel(p.State, k[1], lim, false)
					if got != want {
						t.Errorf("%s %+v: with the horizon %+v, every child made %+v", p.Name, lim, got, want)
					}
					nodes += got.NC
				}
			}
			t.Logf("%d nodes each way", nodes)
		})
	}
	// Threat-ADS learns from the opponent that reached a node's value: the lists after the
	// searches must agree too.
	t.Run("brs(threat=mtf)", func(t *testing.T) {
		for _, p := range positions {
			var k [2]*search.AlphaBeta
			for j := range k {
				opp := make([]int, 0, p.State.Players-1)
				for o := 1; o < p.State.Players; o++ {
					opp = append(opp, (p.State.ToMove+o)%p.State.Players)
				}
				l, err := ads.New(ads.MoveToFront, 1, opp)
				if err != nil {
					t.Fatal(err)
				}
				k[j] = &search.AlphaBeta{ABOptions: search.ABOptions{Prune: true, BestReply: true, L1: u, L2: u, Learn: true}, Threat: &l}
			}
			search.Plain(k[1])
			for _, d := range []int{1, 2, 3} {
				got, want := runKernel(p.State, k[0], search.Limits{Depth: d}, false), runKernel(p.State, k[1], search.Limits{Depth: d}, false)
				if got != want || fmt.Sprint(k[0].Threat) != fmt.Sprint(k[1].Threat) {
					t.Errorf("%s depth %d: with the horizon %+v (list %v), every child made %+v (list %v)", p.Name, d, got, k[0].Threat, want, k[1].Threat)
				}
			}
		}
	})
}
