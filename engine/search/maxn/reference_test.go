package maxn_test

import (
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// reference is equation 1 of the OPPS paper written plainly (states copied, the insertion-sort
// eval.Order): it returns the value vector, the first best move and the node count.
func reference(s *game.State, d int) ([game.MaxPlayers]int64, game.Move, int64) {
	var h [game.MaxPlayers]int64
	if s.Winner >= 0 || d == 0 {
		eval.Heuristic(s, &h)
		return h, game.Pass, 1
	}
	moves := s.Moves(make([]game.Move, 0, game.MaxMoves))
	eval.Order(s, moves)
	var bestMove game.Move
	nodes := int64(1)
	p := s.ToMove
	for i, m := range moves {
		c := *s
		c.Make(m)
		v, _, n := reference(&c, d-1)
		nodes += n
		if i == 0 || v[p] > h[p] {
			h, bestMove = v, m
		}
	}
	return h, bestMove, nodes
}

func TestMatchesReference(t *testing.T) {
	sr := maxn.New(maxn.Options{})
	pos := append(searchtest.Positions(51, 40, 120), searchtest.EndgamePositions(52, 24)...)
	for i, p := range pos {
		d := 1 + i%3
		s := p.State
		v, mv, n := reference(s, d)
		r := searchtest.Search(t, sr, s, d)
		if r.Value.Vec != v || r.Value.N != s.Players || r.Move != mv || r.NC != n {
			t.Errorf("depth %d on %s: value %s move %s NC %d, reference %v %s %d", d, s,
				r.Value, s.MoveString(r.Move), r.NC, v, s.MoveString(mv), n)
		}
	}
}
