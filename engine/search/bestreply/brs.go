// Package bestreply is the best-reply family of paranoid searchers: Best-Reply Search (BRS,
// Schadd & Winands), Opponent-Pruning Paranoid Search (OPPS, Baier & Kaisers, Algorithm 1) and
// BRS+ (Esser et al.), which is exactly OPPS(1,∞,1). All search with alpha-beta on the root
// player's value (the player to move at the root): the root player maximises, every opponent
// minimises, a terminal node scores eval.S if the root player has won and 0 otherwise (tested
// before the depth), a horizon leaf scores eval.Value for the root player. Every searcher has an
// unpruned twin (Prune false) that searches the same tree in the same order without cutoffs.
//
// Interpretations made where the papers leave a choice open:
//
// BRS. A search alternates a max layer (the root player moves) and a min layer (exactly one
// opponent moves, every other opponent passes), and each layer is one ply of depth: depth 4 is
// root, opponents, root, opponents. The min layer is one node whose children are, for each
// opponent in turn order after the root player and for each of that opponent's legal moves in
// static ordering, the state after the opponents before it pass, it moves, and the opponents after
// it pass (the move list of the Schadd & Winands pseudocode: the opponents' move lists
// concatenated in turn order). Passes are made with State.Make(game.Pass); they are not nodes.
// If the opponent's move wins the game, the later opponents do not pass: the child is terminal.
// An opponent with no legal move contributes its pass (a child in which everyone passes).
// With two players BRS is Paranoid.
//
// OPPS. Line 11 resets m at the root player's nodes; lines 12-13 cut an opponent's ordered move
// list to its first l2 moves when m = n1 and to its first l1 moves otherwise; line 16 applies only
// to opponent nodes: an opponent's move outside its first l2 moves raises m by one, the root
// player's moves never do (so m counts, since the root player's last move, the opponents' moves
// that a group-two opponent could not have made). A pass is an opponent's only move and so always
// among its first l2 (l2 >= 1). l1 and l2 may be infinite (Inf); the registry requires
// 0 <= n1, 1 <= l2 <= l1. Hence OPPS(0,x,l2) does not depend on x, and OPPS(k-1,∞,∞) in a k-player
// game (indeed OPPS(n1,∞,∞) for any n1) is Paranoid, node for node.
//
// In all of them the alpha-beta is fail-soft, and the best root move is the first in ordering
// order that reaches the best value, as in package paranoid.
package bestreply

import (
	"context"

	"cctree/engine/eval"
	"cctree/engine/game"
	"cctree/engine/search"
)

// BRS is a Best-Reply searcher. Make it with NewBRS and reuse it.
type BRS struct {
	prune bool
	ctl   search.Ctl
	ord   eval.Orderer
	st    *game.State
	root  int
	best  game.Move
	moves [search.MaxPly][game.MaxMoves]game.Move
}

// NewBRS returns a BRS searcher; prune false gives the unpruned twin.
func NewBRS(prune bool) *BRS { return &BRS{prune: prune} }

// Name returns "brs" or "brs(noprune)".
func (b *BRS) Name() string {
	if b.prune {
		return "brs"
	}
	return "brs(noprune)"
}

// Reset does nothing: BRS keeps nothing between searches.
func (b *BRS) Reset() {}

// Search searches s for the player to move; Limits.Depth counts layers.
func (b *BRS) Search(ctx context.Context, s *game.State, lim search.Limits) search.Result {
	b.st, b.root = s, s.ToMove
	r := search.Run(ctx, s, lim, &b.ctl, &b.ord, b)
	b.st = nil
	return r
}

// SearchDepth implements search.DepthSearcher.
func (b *BRS) SearchDepth(d int) (game.Move, search.Value) {
	b.best = game.Pass
	v := b.maxLayer(d, 0, -search.Inf, search.Inf)
	return b.best, search.Scalar(v)
}

// leaf scores the current state if it is terminal or d == 0; ok reports whether it did.
func (b *BRS) leaf(d int) (v int64, ok bool) {
	s := b.st
	if s.Winner >= 0 {
		b.ctl.Stats.Leaves++
		return eval.Terminal(s, b.root), true
	}
	if d == 0 {
		b.ctl.Stats.Leaves++
		b.ctl.Stats.Evals++
		return eval.Value(s, b.root), true
	}
	return 0, false
}

// maxLayer searches a node where the root player is to move.
func (b *BRS) maxLayer(d, ply int, alpha, beta int64) int64 {
	c := &b.ctl
	if !c.Enter() {
		return 0
	}
	if v, ok := b.leaf(d); ok {
		return v
	}
	s := b.st
	moves := s.Moves(b.moves[ply][:0])
	b.ord.Order(s, moves)
	best := int64(-search.Inf)
	for i, m := range moves {
		s.Make(m)
		v := b.minLayer(d-1, ply+1, alpha, beta)
		s.Unmake(m)
		if c.Stopped() {
			return 0
		}
		if v > best {
			best = v
			if ply == 0 {
				b.best = m
			}
			if v > alpha {
				alpha = v
			}
		}
		if b.prune && alpha >= beta {
			if i < len(moves)-1 {
				c.Stats.Cutoffs++
			}
			break
		}
	}
	return best
}

// minLayer searches a node right after the root player's move: one opponent moves, the others pass.
func (b *BRS) minLayer(d, ply int, alpha, beta int64) int64 {
	c := &b.ctl
	if !c.Enter() {
		return 0
	}
	if v, ok := b.leaf(d); ok {
		return v
	}
	s := b.st
	k := s.Players
	best := int64(search.Inf)
	passed := 0 // opponents before the current one, made to pass
	cut := false
	for j := 1; j < k && !cut; j++ {
		if j > 1 {
			s.Make(game.Pass)
			passed++
		}
		moves := s.Moves(b.moves[ply][:0])
		b.ord.Order(s, moves)
		for i, m := range moves {
			s.Make(m)
			after := 0
			if s.Winner < 0 {
				for ; after < k-1-j; after++ {
					s.Make(game.Pass)
				}
			}
			v := b.maxLayer(d-1, ply+1, alpha, beta)
			for ; after > 0; after-- {
				s.Unmake(game.Pass)
			}
			s.Unmake(m)
			if c.Stopped() {
				for ; passed > 0; passed-- {
					s.Unmake(game.Pass)
				}
				return 0
			}
			if v < best {
				best = v
				if v < beta {
					beta = v
				}
			}
			if b.prune && alpha >= beta {
				if i < len(moves)-1 || j < k-1 {
					c.Stats.Cutoffs++
				}
				cut = true
				break
			}
		}
	}
	for ; passed > 0; passed-- {
		s.Unmake(game.Pass)
	}
	return best
}
