package bestreply_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/ads"
	"github.com/cctree/cctree/engine/search/bestreply"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// Threat-ADS measurement (issue 4, "Measure"): BRS against brs(threat=mtf) on star73 midgame
// positions (searchtest.Midgame, seed 1; the mid suite is not on main yet) at depth 4, for 3, 4
// and 6 players. Rerun with
//
//	go test ./engine/search/bestreply -run TestLongMeasureThreatADS -v
//
// Two protocols, both paired (the same positions for both searchers):
//
//   - fresh: one search per position, the list reset before it (learning within one tree only);
//   - game: the paper's multi-turn protocol: from each position the game goes on for
//     measureTurns turns of the root player, every player moving by BRS at depth 4 (Threat-ADS
//     never changes the move, so both searchers see the same game), and the NC of the root
//     player's searches is summed; the list is reset at the start of each game only.
const (
	measurePositions = 30
	measureDepth     = 4
	measureTurns     = 5
)

func TestLongMeasureThreatADS(t *testing.T) {
	if testing.Short() {
		t.Skip("measurement: about 10 s")
	}
	fmt.Printf("%-8s %-6s %9s %14s %14s %8s\n", "seats", "proto", "positions", "brs NC/pos", "threat NC/pos", "diff")
	for _, seats := range []string{"024", "0134", "012345"} {
		suite := searchtest.Midgame(1, measurePositions, "star73", seats)
		var fb, ft, gb, gt int64
		for _, s0 := range suite {
			brs := bestreply.NewBRS(true)
			thr := bestreply.NewBRSThreat(ads.MoveToFront, ads.DefaultK, true)
			// fresh
			rb := searchtest.Search(t, brs, s0, measureDepth)
			thr.Reset()
			rt := searchtest.Search(t, thr, s0, measureDepth)
			if rb.Move != rt.Move || rb.Value != rt.Value {
				t.Fatalf("threat changed the move on %s", s0)
			}
			fb += rb.NC
			ft += rt.NC
			// game
			thr.Reset()
			s := *s0
			root := s.ToMove
			mover := bestreply.NewBRS(true)
			for turn := 0; turn < measureTurns && !s.Terminal(); {
				var m game.Move
				if s.ToMove == root {
					rb := brs.Search(context.Background(), &s, search.Limits{Depth: measureDepth})
					rt := thr.Search(context.Background(), &s, search.Limits{Depth: measureDepth})
					if rb.Move != rt.Move || rb.Value != rt.Value {
						t.Fatalf("threat changed the move on %s", &s)
					}
					gb += rb.NC
					gt += rt.NC
					m = rb.Move
					turn++
				} else {
					m = mover.Search(context.Background(), &s, search.Limits{Depth: measureDepth}).Move
				}
				s.Make(m)
			}
		}
		n := float64(len(suite))
		fmt.Printf("%-8s %-6s %9d %14.0f %14.0f %+7.1f%%\n", seats, "fresh", len(suite), float64(fb)/n, float64(ft)/n, 100*float64(ft-fb)/float64(fb))
		fmt.Printf("%-8s %-6s %9d %14.0f %14.0f %+7.1f%%\n", seats, "game", len(suite), float64(gb)/n, float64(gt)/n, 100*float64(gt-gb)/float64(gb))
	}
}
