package paranoid_test

import (
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/paranoid"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// minimax is equation 2 of the OPPS paper written plainly (no alpha-beta, states copied, the
// insertion-sort eval.Order): it returns the value, the first best move and the node count.
func minimax(s *game.State, d, root int) (int64, game.Move, int64) {
	switch {
	case s.Winner >= 0:
		return eval.Terminal(s, root), game.Pass, 1
	case d == 0:
		return eval.Value(s, root), game.Pass, 1
	}
	moves := s.Moves(make([]game.Move, 0, game.MaxMoves))
	eval.Order(s, moves)
	var best int64
	var bestMove game.Move
	nodes := int64(1)
	for i, m := range moves {
		c := *s
		c.Make(m)
		v, _, n := minimax(&c, d-1, root)
		nodes += n
		if i == 0 || s.ToMove == root && v > best || s.ToMove != root && v < best {
			best, bestMove = v, m
		}
	}
	return best, bestMove, nodes
}

func TestMatchesReference(t *testing.T) {
	pos := append(searchtest.Positions(41, 40, 120), searchtest.EndgamePositions(42, 24)...)
	for i, p := range pos {
		d := 1 + i%3
		s := p.State
		v, mv, n := minimax(s, d, s.ToMove)
		for _, sr := range []*paranoid.Searcher{paranoid.New(false), paranoid.New(true)} {
			r := searchtest.Search(t, sr, s, d)
			if r.Value != search.Scalar(v) || r.Move != mv || sr.Name() == "paranoid(noprune)" && r.NC != n {
				t.Errorf("%s depth %d on %s: value %s move %s NC %d, reference %d %s %d", sr.Name(), d, s,
					r.Value, s.MoveString(r.Move), r.NC, v, s.MoveString(mv), n)
			}
		}
	}
}
