package search_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/ads"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// TestRestChangesNothing holds the kernel's unsorted rest (Picker.Rest at nodes one ply above the
// horizon, see AlphaBeta) against the same kernel sorting every node's children: on random-play,
// midgame and endgame positions of 3 to 6 players and both boards, every configuration of the
// kernel the rest applies to must return the same move and value with the same node count,
// cutoffs, leaves and evaluations, at every depth to 4 and under a node budget. The endgame
// positions put wins one move away (State.WinInOne), where the rest must not be used.
func TestRestChangesNothing(t *testing.T) {
	configs := []struct {
		name string
		new  func() *search.AlphaBeta
	}{
		{"paranoid", func() *search.AlphaBeta {
			return &search.AlphaBeta{ABOptions: search.ABOptions{Prune: true, L1: search.Unlimited, L2: search.Unlimited}}
		}},
		{"paranoid-unpruned", func() *search.AlphaBeta {
			return &search.AlphaBeta{ABOptions: search.ABOptions{L1: search.Unlimited, L2: search.Unlimited}}
		}},
		{"brs", func() *search.AlphaBeta {
			return &search.AlphaBeta{ABOptions: search.ABOptions{Prune: true, BestReply: true, L1: search.Unlimited, L2: search.Unlimited}}
		}},
		{"opps(1,inf,2)", func() *search.AlphaBeta {
			return &search.AlphaBeta{ABOptions: search.ABOptions{Prune: true, N1: 1, L1: search.Unlimited, L2: 2}}
		}},
		{"opps(1,5,1)", func() *search.AlphaBeta {
			return &search.AlphaBeta{ABOptions: search.ABOptions{Prune: true, N1: 1, L1: 5, L2: 1}}
		}},
	}
	positions := searchtest.Positions(27, 24, 60)
	positions = append(positions, searchtest.EndgamePositions(27, 24)...)
	for i, s := range searchtest.Midgame(27, 8, "star73", "0134") {
		positions = append(positions, searchtest.Position{Name: fmt.Sprintf("mid%d", i), State: s})
	}
	winInOne := 0
	for _, p := range positions {
		if p.State.WinInOne() {
			winInOne++
		}
	}
	if winInOne == 0 || winInOne == len(positions) {
		t.Fatalf("%d of %d positions have a win in one: the test needs both kinds", winInOne, len(positions))
	}
	for _, cf := range configs {
		t.Run(cf.name, func(t *testing.T) {
			var nodes int64
			for _, p := range positions {
				for _, lim := range []search.Limits{{Depth: 1}, {Depth: 2}, {Depth: 3}, {Depth: 4}, {Nodes: 3000}} {
					if lim.Depth == 4 && (testing.Short() || p.State.Geo.Name == "star121" || p.State.Players > 4) {
						continue
					}
					got := runKernel(p.State, cf.new(), lim, false)
					want := runKernel(p.State, cf.new(), lim, true)
					if got != want {
						t.Errorf("%s %+v: with the rest unsorted %+v, sorted %+v", p.Name, lim, got, want)
					}
					nodes += got.NC
				}
			}
			t.Logf("%d nodes each way", nodes)
		})
	}
	// Threat-ADS learns from the opponent that reached a node's value: the rest must not change
	// which one that is, so the lists after many searches must agree too.
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
				k[j] = &search.AlphaBeta{ABOptions: search.ABOptions{Prune: true, BestReply: true, L1: search.Unlimited, L2: search.Unlimited, Learn: true}, Threat: &l}
			}
			for _, d := range []int{1, 2, 3} {
				got, want := runKernel(p.State, k[0], search.Limits{Depth: d}, false), runKernel(p.State, k[1], search.Limits{Depth: d}, true)
				if got != want || fmt.Sprint(k[0].Threat) != fmt.Sprint(k[1].Threat) {
					t.Errorf("%s depth %d: with the rest unsorted %+v (list %v), sorted %+v (list %v)", p.Name, d, got, k[0].Threat, want, k[1].Threat)
				}
			}
		}
	})
}

// kernelRun is what TestRestChangesNothing compares of one search.
type kernelRun struct {
	Move    game.Move
	Value   search.Value
	NC      int64
	Depth   int
	Stats   search.Stats
	Stopped bool
}

func runKernel(s *game.State, k *search.AlphaBeta, lim search.Limits, sortAll bool) kernelRun {
	if sortAll {
		search.SortAll(k)
	}
	c := *s
	r := k.Search(context.Background(), &c, lim)
	return kernelRun{r.Move, r.Value, r.NC, r.Depth, r.Stats, r.Stopped}
}
