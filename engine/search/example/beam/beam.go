// Package beam is the worked example of docs/adding-a-searcher.md: a complete searcher family,
// compiled and tested with the rest of the module, but not registered in engine/searchers, so no
// benchmark, match or command line runs it.
//
// Beam Paranoid searches as Paranoid does (the player to move at the root maximises its own value
// of the game's evaluation, every other player minimises it, with alpha-beta) but expands only
// the width best moves of every node in the game's static move ordering. beam(noprune)
// is the unpruned twin: the same tree in the same order without cutoffs, so it finds the same
// value and move with at least as many nodes. NC counts every node entered: the root, interior
// nodes, horizon leaves and terminal positions.
//
// With width=1 the tree is one line of depth+1 nodes: a searcher whose tree stays small, which
// the full conformance checks cannot stop with a budget (its tests run
// searchtest.ConformanceSmallTree).
//
// The algorithm is written once, over the game abstraction (SearcherOf, for any game: its
// position S, move M and move source P, Src), and runs on every game; Chinese Checkers' instance
// is generated from this file as Searcher and New (gen.go, go generate), with its types written in
// so that its calls inline.
package beam

//go:generate go run gen.go

import (
	"context"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search"
)

// DefaultWidth is the width of the spec without width=.
const DefaultWidth = 3

// SearcherOf is a Beam Paranoid searcher of any game: S its position, M its move, P and Src (with
// PSrc = *Src) its move source (search.Source: gamekit.Plies for a game without its own). Make it
// with NewOf and reuse it; it is not safe for concurrent use.
type SearcherOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}] struct {
	width int
	prune bool
	root  int // the player to move at the root
	ctl   search.Ctl
	src   Src                                // the game's move ordering and leaf evaluation
	moves [search.MaxPly][gamekit.MaxMoves]M // one move buffer per ply: nothing is allocated per node
}

// NewOf returns a Beam Paranoid searcher that expands the width best moves of every node (width
// >= 1); prune false gives the unpruned twin.
func NewOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}](width int, prune bool) *SearcherOf[S, M, P, Src, PSrc] {
	return &SearcherOf[S, M, P, Src, PSrc]{width: width, prune: prune}
}

// Name returns the canonical spec, its Config's String(): "beam", "beam(width=2,noprune)".
func (b *SearcherOf[S, M, P, Src, PSrc]) Name() string {
	return Config{Width: b.width, Prune: b.prune}.String()
}

// Reset does nothing: Beam Paranoid keeps nothing from one search to the next.
func (b *SearcherOf[S, M, P, Src, PSrc]) Reset() {}

// Search searches s for the player to move; search.RunOf decides between one fixed-depth search
// and iterative deepening (see package search for Limits and Result).
func (b *SearcherOf[S, M, P, Src, PSrc]) Search(ctx context.Context, s S, lim search.Limits) search.ResultOf[M] {
	b.root = s.Mover()
	return search.RunOf(ctx, s, lim, &b.ctl, b)
}

// First returns the mover's first move in static ordering (s not terminal): the move when no
// iteration completed.
func (b *SearcherOf[S, M, P, Src, PSrc]) First(s S) M {
	moves := s.Moves(b.moves[0][:0])
	PSrc(&b.src).Order(s, moves)
	return moves[0]
}

// SearchDepth implements search.DepthSearcherOf: one search of s to depth d, counting nodes
// through b.ctl and returning at once when it stops.
func (b *SearcherOf[S, M, P, Src, PSrc]) SearchDepth(s S, d int) (M, search.Value) {
	best := s.PassMove()
	v := b.alphaBeta(s, d, 0, -search.Inf, search.Inf, &best)
	return best, search.Scalar(v)
}

// alphaBeta returns the value of s for the root player, searched to depth d at ply ply within the
// window (alpha, beta). At the root (best != nil) it also writes the first move of the best value.
func (b *SearcherOf[S, M, P, Src, PSrc]) alphaBeta(s S, d, ply int, alpha, beta int64, best *M) int64 {
	c := &b.ctl
	if !c.Enter() {
		return 0 // stopped: the caller checks c.Stopped and discards the value
	}
	if d == 0 || s.Terminal() {
		c.Stats.Leaves++
		if !s.Terminal() {
			c.Stats.Evals++
		}
		return PSrc(&b.src).Leaf(s, b.root) // the game's value of s for the root player
	}
	moves := s.Moves(b.moves[ply][:0]) // a player without a move gets the pass alone
	PSrc(&b.src).Order(s, moves)
	moves = moves[:min(len(moves), b.width)]
	maximise := s.Mover() == b.root
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
