package maxn_test

import (
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/searchtest"
)

func TestNodeCountIsPerftSum(t *testing.T) {
	searchtest.PerftSuite(t, maxn.New(maxn.Options{}))
}

func TestConformance(t *testing.T) {
	searchtest.Conformance(t, maxn.New(maxn.Options{}))
}

// TestDepthOne checks max^n at depth 1 against a direct computation: the first move in ordering
// order that maximises the mover's entry of the child's heuristic vector.
func TestDepthOne(t *testing.T) {
	var o eval.Orderer
	var buf [game.MaxMoves]game.Move
	sr := maxn.New(maxn.Options{})
	for _, pos := range searchtest.Positions(3, 60, 100) {
		s := pos.State
		moves := s.Moves(buf[:0])
		o.Order(s, moves)
		p := s.ToMove
		var best [game.MaxPlayers]int64
		var bestMove game.Move
		for i, m := range moves {
			var h [game.MaxPlayers]int64
			s.Make(m)
			eval.Heuristic(s, &h)
			s.Unmake(m)
			if i == 0 || h[p] > best[p] {
				best, bestMove = h, m
			}
		}
		r := searchtest.Search(t, sr, s, 1)
		if r.Move != bestMove || r.Value.Vec != best || r.Value.N != s.Players {
			t.Fatalf("%s: move %s value %v, want %s %v", s, s.MoveString(r.Move), r.Value, s.MoveString(bestMove), best)
		}
	}
}
