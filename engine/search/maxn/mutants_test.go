package maxn_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/searchers"
)

// pinnedSpecs are the max^n-family searchers whose node counts are pinned: the three max^n
// prunings, Directed Offensive and MP-Mix (which runs Paranoid, Offensive or max^n by position).
var pinnedSpecs = []string{"maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)", "offensive", "mpmix(td=0.05,to=0.1)"}

// pinnedGroups are the mid suite groups of the pinned positions and how many of each (the first
// ones of the group in suite order): 10 positions, 3, 4 and 6 players, both boards.
var pinnedGroups = []searchtest.Group{{Board: "star73", Seats: "024", N: 4}, {Board: "star73", Seats: "0134", N: 2}, {Board: "star73", Seats: "012345", N: 2}, {Board: "star121", Seats: "024", N: 2}}

// pinnedDepth is the depth of the pinned searches: 4 for 3 players (where speculative pruning's
// chains of three bounds reach), 3 otherwise; all of it runs in well under a second.
func pinnedDepth(s *game.State) int {
	if s.Players == 3 && s.Geo.Name == "star73" {
		return 4
	}
	return 3
}

// TestPinnedNodeCounts pins how much each max^n-family searcher prunes: its NC, cutoff count,
// re-expansions (speculative max^n) and chosen strategy (MP-Mix) on 10 mid suite positions, against
// testdata/pinned.txt. Pruning that changes (a bound, a tie rule, a chain condition; for example
// speculative max^n with the literal Lemma 1 bound, sum of bounds >= S, instead of the integer
// thresholds) keeps every value right, so only counts show it; this test fails on such a change
// in short mode. After a change that is meant to change the counts, rewrite the file on purpose
// (like `make baseline` for the CI gate) and say so in the commit:
//
//	go test ./engine/search/maxn -run TestPinnedNodeCounts -update
func TestPinnedNodeCounts(t *testing.T) {
	searchtest.Pinned(t, filepath.Join("testdata", "pinned.txt"), searchtest.Pins{
		Header: []string{
			"Pinned node counts of the max^n-family searchers on mid suite positions: spec, position, depth, NC,",
			"cutoffs, re-expansions, strategy, move. Written by `go test ./engine/search/maxn -run TestPinnedNodeCounts -update`:",
			"regenerate only on purpose, when a change is meant to change how much a searcher prunes.",
		},
		Specs:     pinnedSpecs,
		Positions: searchtest.MidPositions(t, pinnedGroups),
		New:       searchers.New,
		Depth:     pinnedDepth,
		Fields: func(_ string, sr search.Searcher, s *game.State, r search.Result) string {
			var reexp int64
			if m, ok := sr.(*maxn.Searcher); ok {
				reexp = m.Reexpansions()
			}
			strategy := r.Strategy
			if strategy == "" {
				strategy = "-"
			}
			return fmt.Sprintf(" reexp=%d strategy=%s move=%s", reexp, strategy, s.MoveString(r.Move))
		},
	})
}
