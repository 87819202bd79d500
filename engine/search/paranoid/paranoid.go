// Package paranoid is Paranoid search (Sturtevant & Korf; equation 2 of the OPPS paper): the
// player to move at the root (the root player) maximises its own heuristic value and every other
// player minimises it, searched with alpha-beta.
//
// Paranoid with Prune false ("paranoid(noprune)") is the unpruned twin: the same tree, the same
// move order, no cutoffs, so its NC is perft(0)+...+perft(d) when no terminal position lies within
// d plies, and its value and move are the ones alpha-beta must reproduce.
//
// Choices: the alpha-beta is fail-soft over the static move ordering of package eval; a terminal
// node scores eval.S if the root player has won and 0 otherwise, before the depth test; the best
// root move is the first in ordering order that reaches the best value (later equal moves never
// replace it), which alpha-beta and its twin agree on because the root window stays open.
package paranoid

import (
	"context"

	"cctree/engine/eval"
	"cctree/engine/game"
	"cctree/engine/search"
)

// Searcher is a Paranoid searcher. Make it with New and reuse it: it owns its per-ply move
// buffers (about 64 KB), so a search allocates nothing per node.
type Searcher struct {
	prune bool
	ctl   search.Ctl
	ord   eval.Orderer
	st    *game.State
	root  int
	best  game.Move
	moves [search.MaxPly][game.MaxMoves]game.Move
}

// New returns a Paranoid searcher; prune false gives the unpruned twin.
func New(prune bool) *Searcher { return &Searcher{prune: prune} }

// Name returns "paranoid" or "paranoid(noprune)".
func (p *Searcher) Name() string {
	if p.prune {
		return "paranoid"
	}
	return "paranoid(noprune)"
}

// Reset does nothing: Paranoid keeps nothing between searches.
func (p *Searcher) Reset() {}

// Search searches s for the player to move; see package search for Limits and Result.
func (p *Searcher) Search(ctx context.Context, s *game.State, lim search.Limits) search.Result {
	p.st, p.root = s, s.ToMove
	r := search.Run(ctx, s, lim, &p.ctl, &p.ord, p)
	p.st = nil
	return r
}

// SearchDepth implements search.DepthSearcher.
func (p *Searcher) SearchDepth(d int) (game.Move, search.Value) {
	p.best = game.Pass
	v := p.ab(d, 0, -search.Inf, search.Inf)
	return p.best, search.Scalar(v)
}

// ab returns the paranoid value of the current state searched to depth d at ply ply.
func (p *Searcher) ab(d, ply int, alpha, beta int64) int64 {
	c := &p.ctl
	if !c.Enter() {
		return 0
	}
	s := p.st
	if s.Winner >= 0 {
		c.Stats.Leaves++
		return eval.Terminal(s, p.root)
	}
	if d == 0 {
		c.Stats.Leaves++
		c.Stats.Evals++
		return eval.Value(s, p.root)
	}
	moves := s.Moves(p.moves[ply][:0])
	p.ord.Order(s, moves)
	if s.ToMove == p.root {
		best := int64(-search.Inf)
		for i, m := range moves {
			s.Make(m)
			v := p.ab(d-1, ply+1, alpha, beta)
			s.Unmake(m)
			if c.Stopped() {
				return 0
			}
			if v > best {
				best = v
				if ply == 0 {
					p.best = m
				}
				if v > alpha {
					alpha = v
				}
			}
			if p.prune && alpha >= beta {
				if i < len(moves)-1 {
					c.Stats.Cutoffs++
				}
				break
			}
		}
		return best
	}
	best := int64(search.Inf)
	for i, m := range moves {
		s.Make(m)
		v := p.ab(d-1, ply+1, alpha, beta)
		s.Unmake(m)
		if c.Stopped() {
			return 0
		}
		if v < best {
			best = v
			if v < beta {
				beta = v
			}
		}
		if p.prune && alpha >= beta {
			if i < len(moves)-1 {
				c.Stats.Cutoffs++
			}
			break
		}
	}
	return best
}
