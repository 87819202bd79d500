package bestreply_test

import (
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/bestreply"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// The references below are the papers' definitions written as plainly as possible: no
// alpha-beta, no per-ply buffers, states copied instead of unmade, the insertion-sort eval.Order
// instead of the searchers' Orderer. The searchers' unpruned twins must match them in value, move
// and NC, and the pruned searchers in value and move.

type reference struct {
	root       int
	n1, l1, l2 int
	literal    bool // line 16 read literally: also at the root player's nodes
	nodes      int64
}

func (r *reference) moves(s *game.State) []game.Move {
	m := s.Moves(make([]game.Move, 0, game.MaxMoves))
	eval.Order(s, m)
	return m
}

// leaf scores s if it is terminal or d == 0.
func (r *reference) leaf(s *game.State, d int) (int64, bool) {
	switch {
	case s.Winner >= 0:
		return eval.Terminal(s, r.root), true
	case d == 0:
		return eval.Value(s, r.root), true
	}
	return 0, false
}

// opps is Algorithm 1 of the OPPS paper; it returns the value and the best move.
func (r *reference) opps(s *game.State, d, m int) (int64, game.Move) {
	r.nodes++
	if v, ok := r.leaf(s, d); ok {
		return v, game.Pass
	}
	a := r.moves(s)
	rootTurn := s.ToMove == r.root
	switch {
	case rootTurn:
		m = 0
	case m == r.n1:
		a = a[:min(r.l2, len(a))]
	default:
		a = a[:min(r.l1, len(a))]
	}
	var best int64
	var bestMove game.Move
	for i, mv := range a {
		m1 := m
		if (!rootTurn || r.literal) && i >= r.l2 {
			m1++
		}
		c := *s
		c.Make(mv)
		v, _ := r.opps(&c, d-1, m1)
		if i == 0 || rootTurn && v > best || !rootTurn && v < best {
			best, bestMove = v, mv
		}
	}
	return best, bestMove
}

// brs is Best-Reply Search: maxTurn layers for the root player, min layers in which one opponent
// moves and the others pass.
func (r *reference) brs(s *game.State, d int, maxTurn bool) (int64, game.Move) {
	r.nodes++
	if v, ok := r.leaf(s, d); ok {
		return v, game.Pass
	}
	var best int64
	var bestMove game.Move
	first := true
	if maxTurn {
		for _, mv := range r.moves(s) {
			c := *s
			c.Make(mv)
			if v, _ := r.brs(&c, d-1, false); first || v > best {
				best, bestMove, first = v, mv, false
			}
		}
		return best, bestMove
	}
	for j := 1; j < s.Players; j++ {
		c := *s
		for range j - 1 {
			c.Make(game.Pass)
		}
		for _, mv := range r.moves(&c) {
			cc := c
			cc.Make(mv)
			for cc.ToMove != r.root && cc.Winner < 0 {
				cc.Make(game.Pass)
			}
			if v, _ := r.brs(&cc, d-1, true); first || v < best {
				best, first = v, false
			}
		}
	}
	return best, game.Pass
}

func referencePositions() []searchtest.Position {
	return append(searchtest.Positions(31, 40, 120), searchtest.EndgamePositions(32, 24)...)
}

func refDepth(i int, p searchtest.Position) int {
	d := 1 + i%3
	if p.State.Geo.Name == "star121" && p.State.Players >= 5 {
		d = min(d, 2)
	}
	return d
}

func check(t *testing.T, sr search.Searcher, s *game.State, d int, v int64, mv game.Move, nodes int64, exactNC bool) {
	t.Helper()
	r := searchtest.Search(t, sr, s, d)
	if r.Value != search.Scalar(v) || r.Move != mv || exactNC && r.NC != nodes {
		t.Errorf("%s depth %d on %s: value %s move %s NC %d, reference %d %s %d", sr.Name(), d, s,
			r.Value, s.MoveString(r.Move), r.NC, v, s.MoveString(mv), nodes)
	}
}

func TestOPPSMatchesReference(t *testing.T) {
	params := [][3]int{{1, inf, 1}, {1, 5, 1}, {2, 8, 5}, {1, inf, 2}, {0, 4, 2}, {2, 3, 1}, {3, inf, inf}, {1, 2, 2}}
	for i, pos := range referencePositions() {
		d := refDepth(i, pos)
		for _, p := range params {
			r := &reference{root: pos.State.ToMove, n1: p[0], l1: p[1], l2: p[2]}
			v, mv := r.opps(pos.State, d, 0)
			check(t, bestreply.NewOPPS(p[0], p[1], p[2], false), pos.State, d, v, mv, r.nodes, true)
			check(t, bestreply.NewOPPS(p[0], p[1], p[2], true), pos.State, d, v, mv, r.nodes, false)
			r = &reference{root: pos.State.ToMove, n1: p[0], l1: p[1], l2: p[2], literal: true}
			v, mv = r.opps(pos.State, d, 0)
			check(t, bestreply.NewOPPSLiteral(p[0], p[1], p[2], false), pos.State, d, v, mv, r.nodes, true)
			check(t, bestreply.NewOPPSLiteral(p[0], p[1], p[2], true), pos.State, d, v, mv, r.nodes, false)
		}
	}
}

func TestBRSMatchesReference(t *testing.T) { brsMatchesReference(t, false) }

// TestLongBRSMatchesReference is the long part of TestBRSMatchesReference (make test-long): the
// depth-4 searches, which the fast part makes at depth 3.
func TestLongBRSMatchesReference(t *testing.T) { brsMatchesReference(t, true) }

func brsMatchesReference(t *testing.T, long bool) {
	for i, pos := range referencePositions() {
		d := 2 + i%2 // 2 or 3 layers; 4 only on 3-player star73 (a min layer has (k-1)*b children)
		deep := d == 3 && pos.State.Players == 3 && pos.State.Geo.Name == "star73"
		// The fast part: two layers everywhere, three on one position in four; the long part the
		// other three-layer searches, four layers where deep.
		fast := d == 2 || i%8 == 1
		if long == fast {
			continue
		}
		if long && deep {
			d = 4
		}
		r := &reference{root: pos.State.ToMove}
		v, mv := r.brs(pos.State, d, true)
		check(t, bestreply.NewBRS(false), pos.State, d, v, mv, r.nodes, true)
		check(t, bestreply.NewBRS(true), pos.State, d, v, mv, r.nodes, false)
	}
}
