package bestreply

import (
	"context"
	"fmt"
	"math"

	"cctree/engine/eval"
	"cctree/engine/game"
	"cctree/engine/search"
)

// Inf is an unlimited branching factor for OPPS's l1 and l2.
const Inf = math.MaxInt

// OPPS is an Opponent-Pruning Paranoid searcher (Algorithm 1 of Baier & Kaisers, with
// alpha-beta). Make it with NewOPPS or NewBRSPlus and reuse it.
type OPPS struct {
	n1, l1, l2 int
	prune      bool
	name       string
	ctl        search.Ctl
	ord        eval.Orderer
	st         *game.State
	root       int
	best       game.Move
	moves      [search.MaxPly][game.MaxMoves]game.Move
}

// NewOPPS returns OPPS(n1,l1,l2); l1 and l2 may be Inf; prune false gives the unpruned twin.
// It panics unless 0 <= n1 and 1 <= l2 <= l1 (the registry checks user input first).
func NewOPPS(n1, l1, l2 int, prune bool) *OPPS {
	if n1 < 0 || l2 < 1 || l1 < l2 {
		panic(fmt.Sprintf("bestreply: OPPS(%d,%d,%d): want 0 <= n1 and 1 <= l2 <= l1", n1, l1, l2))
	}
	o := &OPPS{n1: n1, l1: l1, l2: l2, prune: prune}
	o.name = fmt.Sprintf("opps(%d,%s,%s", n1, limitString(l1), limitString(l2))
	if !prune {
		o.name += ",noprune"
	}
	o.name += ")"
	return o
}

// NewBRSPlus returns BRS+, which is OPPS(1,∞,1) under the name "brs+" (or "brs+(noprune)").
func NewBRSPlus(prune bool) *OPPS {
	o := NewOPPS(1, Inf, 1, prune)
	o.name = "brs+"
	if !prune {
		o.name = "brs+(noprune)"
	}
	return o
}

func limitString(l int) string {
	if l == Inf {
		return "inf"
	}
	return fmt.Sprint(l)
}

// Name returns the searcher's spec, e.g. "opps(1,5,1)", "opps(2,inf,1,noprune)" or "brs+".
func (o *OPPS) Name() string { return o.name }

// Reset does nothing: OPPS keeps nothing between searches.
func (o *OPPS) Reset() {}

// Search searches s for the player to move.
func (o *OPPS) Search(ctx context.Context, s *game.State, lim search.Limits) search.Result {
	o.st, o.root = s, s.ToMove
	r := search.Run(ctx, s, lim, &o.ctl, &o.ord, o)
	o.st = nil
	return r
}

// SearchDepth implements search.DepthSearcher.
func (o *OPPS) SearchDepth(d int) (game.Move, search.Value) {
	o.best = game.Pass
	v := o.ab(d, 0, 0, -search.Inf, search.Inf)
	return o.best, search.Scalar(v)
}

// ab is Algorithm 1's OPPS(s, d, m, i) with alpha-beta on the current state at ply ply.
func (o *OPPS) ab(d, ply, m int, alpha, beta int64) int64 {
	c := &o.ctl
	if !c.Enter() {
		return 0
	}
	s := o.st
	if s.Winner >= 0 { // line 5
		c.Stats.Leaves++
		return eval.Terminal(s, o.root)
	}
	if d == 0 { // line 6
		c.Stats.Leaves++
		c.Stats.Evals++
		return eval.Value(s, o.root)
	}
	moves := s.Moves(o.moves[ply][:0]) // line 8
	if s.ToMove == o.root {            // lines 9, 11, 14-18 (max)
		o.ord.Order(s, moves)
		best := int64(-search.Inf)
		for i, a := range moves {
			s.Make(a)
			v := o.ab(d-1, ply+1, 0, alpha, beta)
			s.Unmake(a)
			if c.Stopped() {
				return 0
			}
			if v > best {
				best = v
				if ply == 0 {
					o.best = a
				}
				if v > alpha {
					alpha = v
				}
			}
			if o.prune && alpha >= beta {
				if i < len(moves)-1 {
					c.Stats.Cutoffs++
				}
				break
			}
		}
		return best
	}
	limit := o.l1 // lines 12-13
	if m == o.n1 {
		limit = o.l2
	}
	if limit < len(moves) { // line 9, sorting only as far as the cut needs
		o.ord.OrderFirst(s, moves, limit)
		moves = moves[:limit]
	} else {
		o.ord.Order(s, moves)
	}
	best := int64(search.Inf)
	for i, a := range moves {
		m1 := m // line 16, opponent nodes only
		if i >= o.l2 {
			m1++
		}
		s.Make(a)
		v := o.ab(d-1, ply+1, m1, alpha, beta)
		s.Unmake(a)
		if c.Stopped() {
			return 0
		}
		if v < best {
			best = v
			if v < beta {
				beta = v
			}
		}
		if o.prune && alpha >= beta {
			if i < len(moves)-1 {
				c.Stats.Cutoffs++
			}
			break
		}
	}
	return best
}
