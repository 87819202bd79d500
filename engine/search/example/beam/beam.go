// Package beam is the worked example of docs/adding-a-searcher.md: a complete searcher family,
// compiled and tested with the rest of the module, but not registered in engine/searchers, so no
// benchmark, match or command line runs it.
//
// Beam Paranoid searches as Paranoid does (the player to move at the root maximises its own value
// of the default evaluation, every other player minimises it, with alpha-beta) but expands only
// the width best moves of every node in the static move ordering of package eval. beam(noprune)
// is the unpruned twin: the same tree in the same order without cutoffs, so it finds the same
// value and move with at least as many nodes. NC counts every node entered: the root, interior
// nodes, horizon leaves and terminal positions.
//
// With width=1 the tree is one line of depth+1 nodes: a searcher whose tree stays small, which
// the full conformance checks cannot stop with a budget (its tests run
// searchtest.ConformanceSmallTree).
package beam

import (
	"context"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
)

// DefaultWidth is the width of the spec without width=.
const DefaultWidth = 3

// Searcher is a Beam Paranoid searcher. Make it with New and reuse it; it is not safe for
// concurrent use.
type Searcher struct {
	width int
	prune bool
	root  int // the player to move at the root
	ctl   search.Ctl
	ord   eval.Orderer
	moves [search.MaxPly][game.MaxMoves]game.Move // one move buffer per ply: nothing is allocated per node
}

// New returns a Beam Paranoid searcher that expands the width best moves of every node (width
// >= 1); prune false gives the unpruned twin.
func New(width int, prune bool) *Searcher { return &Searcher{width: width, prune: prune} }

// Name returns the canonical spec, its Config's String(): "beam", "beam(width=2,noprune)".
func (b *Searcher) Name() string { return Config{Width: b.width, Prune: b.prune}.String() }

// Reset does nothing: Beam Paranoid keeps nothing from one search to the next.
func (b *Searcher) Reset() {}

// Search searches s for the player to move; search.Run decides between one fixed-depth search
// and iterative deepening (see package search for Limits and Result).
func (b *Searcher) Search(ctx context.Context, s *game.State, lim search.Limits) search.Result {
	b.root = s.ToMove
	return search.Run(ctx, s, lim, &b.ctl, &b.ord, b)
}

// SearchDepth implements search.DepthSearcher: one search of s to depth d, counting nodes
// through b.ctl and returning at once when it stops.
func (b *Searcher) SearchDepth(s *game.State, d int) (game.Move, search.Value) {
	best := game.Pass
	v := b.alphaBeta(s, d, 0, -search.Inf, search.Inf, &best)
	return best, search.Scalar(v)
}

// alphaBeta returns the value of s for the root player, searched to depth d at ply ply within the
// window (alpha, beta). At the root (best != nil) it also writes the first move of the best value.
func (b *Searcher) alphaBeta(s *game.State, d, ply int, alpha, beta int64, best *game.Move) int64 {
	c := &b.ctl
	if !c.Enter() {
		return 0 // stopped: the caller checks c.Stopped and discards the value
	}
	if d == 0 || s.Terminal() {
		c.Stats.Leaves++
		if !s.Terminal() {
			c.Stats.Evals++
		}
		return eval.Value(s, b.root)
	}
	moves := s.Moves(b.moves[ply][:0]) // a player without a move gets the pass alone
	b.ord.Order(s, moves)
	moves = moves[:min(len(moves), b.width)]
	maximise := s.ToMove == b.root
	value := int64(search.Inf)
	if maximise {
		value = -search.Inf
	}
	for i, m := range moves {
		s.Make(m)
		v := b.alphaBeta(s, d-1, ply+1, alpha, beta, nil)
		s.Unmake(m)
		if c.Stopped() {
			return 0
		}
		if maximise {
			if v > value {
				value = v
				if best != nil {
					*best = m
				}
			}
			alpha = max(alpha, value)
		} else {
			value = min(value, v)
			beta = min(beta, value)
		}
		if b.prune && alpha >= beta {
			if i < len(moves)-1 {
				c.Stats.Cutoffs++
			}
			break
		}
	}
	return value
}
