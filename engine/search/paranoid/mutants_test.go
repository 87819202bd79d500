package paranoid_test

import (
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/paranoid"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/positions"
)

// abCount is what the reference alpha-beta counts: nodes entered (NC) and nodes that skipped at
// least one child because of a cutoff (search.Stats.Cutoffs).
type abCount struct{ nodes, cutoffs int64 }

// alphaBeta is textbook fail-soft alpha-beta on the root player's value (Knuth & Moore), written
// independently of the kernel: states copied, the insertion-sort eval.Order, the same node and
// cutoff accounting as package search. The cutoff test is alpha >= beta; weak replaces it with
// alpha > beta (the under-pruning mutant of issue 15), so the tests can show that their positions
// tell the two apart.
func alphaBeta(s *game.State, d, root int, alpha, beta int64, weak bool, n *abCount) int64 {
	n.nodes++
	switch {
	case s.Winner >= 0:
		return eval.Terminal(s, root)
	case d == 0:
		return eval.Value(s, root)
	}
	cut := func() bool {
		if weak {
			return alpha > beta
		}
		return alpha >= beta
	}
	moves := s.Moves(make([]game.Move, 0, game.MaxMoves))
	eval.Order(s, moves)
	maxNode := s.ToMove == root
	best := int64(search.Inf)
	if maxNode {
		best = -search.Inf
	}
	for i, m := range moves {
		c := *s
		c.Make(m)
		v := alphaBeta(&c, d-1, root, alpha, beta, weak, n)
		if maxNode && v > best {
			best = v
			alpha = max(alpha, v)
		}
		if !maxNode && v < best {
			best = v
			beta = min(beta, v)
		}
		if cut() {
			if i < len(moves)-1 {
				n.cutoffs++
			}
			break
		}
	}
	return best
}

// midPositions returns the first n positions of the mid suite for each board and seats given.
func midPositions(t *testing.T, n int, groups ...[2]string) []*game.State {
	t.Helper()
	su, err := positions.Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	var out []*game.State
	for _, g := range groups {
		k := 0
		for _, p := range su.Positions {
			if k == n || p.Board() != g[0] || p.Seats() != g[1] {
				continue
			}
			s, err := p.State()
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, s)
			k++
		}
	}
	return out
}

// TestCutoffIsTextbook pins Paranoid's pruning, not only its value: on 3-, 4- and 6-player mid
// suite positions at depths 2 to 4 its NC and cutoff count equal exactly those of the textbook
// alpha-beta above (same ordering, so the same tree), and on these positions that count is
// strictly smaller than with the weakened cutoff alpha > beta. A searcher that prunes less (or
// more, or differently) than alpha-beta fails here, even when its value and move stay right; the
// pruned-equals-unpruned checks cannot see that.
func TestCutoffIsTextbook(t *testing.T) {
	states := midPositions(t, 3, [2]string{"star73", "024"}, [2]string{"star73", "0134"}, [2]string{"star73", "012345"}, [2]string{"star121", "024"})
	sr := paranoid.New(true)
	var strict, weak abCount
	for i, s := range states {
		d := 2 + i%3
		if s.Players == 6 && d == 4 {
			d = 3
		}
		var want, w abCount
		v := alphaBeta(s, d, s.ToMove, -search.Inf, search.Inf, false, &want)
		alphaBeta(s, d, s.ToMove, -search.Inf, search.Inf, true, &w)
		r := searchtest.Search(t, sr, s, d)
		if r.Value != search.Scalar(v) || r.NC != want.nodes || r.Stats.Cutoffs != want.cutoffs {
			t.Errorf("paranoid depth %d on %s: value %s NC %d cutoffs %d; textbook alpha-beta: value %d NC %d cutoffs %d (with alpha > beta: NC %d)",
				d, s, r.Value, r.NC, r.Stats.Cutoffs, v, want.nodes, want.cutoffs, w.nodes)
		}
		strict.nodes += want.nodes
		weak.nodes += w.nodes
	}
	t.Logf("%d positions: textbook alpha-beta %d nodes, with alpha > beta %d", len(states), strict.nodes, weak.nodes)
	if strict.nodes >= weak.nodes {
		t.Errorf("the positions do not separate alpha >= beta (%d nodes) from alpha > beta (%d)", strict.nodes, weak.nodes)
	}
}
