package bestreply_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/ads"
	"github.com/cctree/cctree/engine/search/bestreply"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/searchers"
)

// pinnedSpecs are the alpha-beta-family searchers whose node counts are pinned.
var pinnedSpecs = []string{
	"paranoid", "brs", "brs+", "opps(1,5,1)", "opps(2,8,5)", "opps(1,inf,2)",
	"brs(threat=mtf)", "brs(threat=transpose)", "brs(threat=ahead)", "brs(threat=pos)",
}

// pinnedGroups are the mid suite groups of the pinned positions and how many of each (the first
// ones of the group in suite order): 10 positions, 3, 4 and 6 players, both boards.
var pinnedGroups = []searchtest.Group{{Board: "star73", Seats: "024", N: 3}, {Board: "star73", Seats: "0134", N: 3}, {Board: "star73", Seats: "012345", N: 2}, {Board: "star121", Seats: "024", N: 1}, {Board: "star121", Seats: "0134", N: 1}}

// pinnedDepth is the depth of every pinned search: two max and two min layers.
const pinnedDepth = 4

// TestPinnedNodeCounts pins how much each alpha-beta-family searcher prunes: its NC and cutoff
// count on 10 mid suite positions at depth 4, each searched by a fresh searcher, and for
// Threat-ADS the root player's list after the search, against testdata/pinned.txt. A change in a
// cutoff condition, an OPPS limit or counter, or where Threat-ADS queries its list (for example
// only at the first min layer) keeps every value right, so only counts show it: this test fails on
// such a change in short mode. After a change that is meant to change the counts, rewrite the file
// on purpose (like `make baseline` for the CI gate) and say so in the commit:
//
//	go test ./engine/search/bestreply -run TestPinnedNodeCounts -update
func TestPinnedNodeCounts(t *testing.T) {
	searchtest.Pinned(t, filepath.Join("testdata", "pinned.txt"), searchtest.Pins{
		Header: []string{
			"Pinned node counts of the alpha-beta-family searchers on mid suite positions: spec, position, depth, NC,",
			"cutoffs, move, and for Threat-ADS the root player's list after the search (fresh searcher, turn order before).",
			"Written by `go test ./engine/search/bestreply -run TestPinnedNodeCounts -update`: regenerate only on purpose,",
			"when a change is meant to change how much a searcher prunes.",
		},
		Specs:     pinnedSpecs,
		Positions: searchtest.MidPositions(t, pinnedGroups),
		New:       searchers.New,
		Depth:     func(*game.State) int { return pinnedDepth },
		Fields: func(sp string, sr search.Searcher, s *game.State, r search.Result) string {
			f := " move=" + s.MoveString(r.Move)
			if brs, ok := sr.(*bestreply.BRS); ok && strings.Contains(sp, "threat") {
				f += fmt.Sprintf(" list=%v", brs.Order(s.ToMove, nil))
			}
			return f
		},
	})
}

// refThreat is BRS with Threat-ADS and alpha-beta written from Polk & Oommen's Algorithm 1 and
// the textbook fail-soft alpha-beta, independently of the kernel: a min layer takes a snapshot of
// the list, collects the opponents' moves in that order (the opponents before the mover pass, those
// after it pass unless the move wins) until alpha >= beta, and at the end of every min layer, at
// every depth, queries the list with the opponent of the first move that reached the layer's
// value. It returns the value and counts nodes and cutoffs as package search does.
func refThreat(s *game.State, d, root int, alpha, beta int64, l *ads.List, nc, cutoffs *int64) int64 {
	*nc++
	switch {
	case s.Winner >= 0:
		return eval.Terminal(s, root)
	case d == 0:
		return eval.Value(s, root)
	}
	k := s.Players
	if s.ToMove == root {
		moves := s.Moves(make([]game.Move, 0, game.MaxMoves))
		eval.Order(s, moves)
		best := int64(-search.Inf)
		for i, m := range moves {
			s.Make(m)
			v := refThreat(s, d-1, root, alpha, beta, l, nc, cutoffs)
			s.Unmake(m)
			if v > best {
				best, alpha = v, max(alpha, v)
			}
			if alpha >= beta {
				if i < len(moves)-1 {
					*cutoffs++
				}
				break
			}
		}
		return best
	}
	best, bestOpp := int64(search.Inf), -1
	order := l.Order(nil) // the snapshot
	cut := false
	for g, opp := range order {
		pre, post := (opp-s.ToMove+k)%k, (root-opp-1+k)%k
		for range pre {
			s.Make(game.Pass)
		}
		moves := s.Moves(make([]game.Move, 0, game.MaxMoves))
		eval.Order(s, moves)
		for i, m := range moves {
			s.Make(m)
			after := 0
			for ; after < post && s.Winner < 0; after++ {
				s.Make(game.Pass)
			}
			v := refThreat(s, d-1, root, alpha, beta, l, nc, cutoffs)
			for ; after > 0; after-- {
				s.Unmake(game.Pass)
			}
			s.Unmake(m)
			if v < best {
				best, bestOpp, beta = v, opp, min(beta, v)
			}
			if alpha >= beta {
				if i < len(moves)-1 || g < len(order)-1 {
					*cutoffs++
				}
				cut = true
				break
			}
		}
		for range pre {
			s.Unmake(game.Pass)
		}
		if cut {
			break
		}
	}
	l.Query(bestOpp)
	return best
}

// TestThreatQueriesEveryMinLayer checks Threat-ADS at depth 4 (two min layers) on the 3-, 4- and
// 6-player pinned positions against refThreat: the same value, NC and cutoffs, and the same list
// after every search (the lists persisting from one position to the next, as in a game). A
// searcher that queries only at the first min layer orders the second min layers differently
// (another NC) and ends with other lists.
func TestThreatQueriesEveryMinLayer(t *testing.T) {
	for _, rule := range rules {
		sr := bestreply.NewBRSThreat(rule, ads.DefaultK, true)
		refs := map[int]*ads.List{}
		players := 0
		changed := false
		for _, p := range searchtest.MidPositions(t, pinnedGroups) {
			s := p.State
			if s.Players != players { // the searcher resets its lists when the player count changes
				players, refs = s.Players, map[int]*ads.List{}
			}
			root := s.ToMove
			if refs[root] == nil {
				var items []int
				for i := 1; i < s.Players; i++ {
					items = append(items, (root+i)%s.Players)
				}
				l, err := ads.New(rule, ads.DefaultK, items)
				if err != nil {
					t.Fatal(err)
				}
				refs[root] = &l
			}
			before := refs[root].Order(nil)
			var nc, cutoffs int64
			v := refThreat(s, pinnedDepth, root, -search.Inf, search.Inf, refs[root], &nc, &cutoffs)
			r := searchtest.Search(t, sr, s, pinnedDepth)
			got, want := sr.Order(root, nil), refs[root].Order(nil)
			if r.Value != search.Scalar(v) || r.NC != nc || r.Stats.Cutoffs != cutoffs || !slices.Equal(got, want) {
				t.Errorf("%s depth %d on %s: value %s NC %d cutoffs %d list %v; Algorithm 1: value %d NC %d cutoffs %d list %v (before %v)",
					sr.Name(), pinnedDepth, p.Name, r.Value, r.NC, r.Stats.Cutoffs, got, v, nc, cutoffs, want, before)
			}
			changed = changed || !slices.Equal(before, want)
		}
		if !changed {
			t.Errorf("%s: no search changed its list; the test checks nothing", sr.Name())
		}
	}
}
