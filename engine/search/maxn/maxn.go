// Package maxn is max^n (Luckhardt & Irani; equation 1 of the OPPS paper): every player maximises
// its own entry of the heuristic vector of package eval.
//
// Plain max^n prunes nothing, so its NC is perft(0)+...+perft(d) when no terminal position lies
// within d plies; it is itself the unpruned reference for the pruning variants (shallow,
// last-branch, speculative) that Options will switch on.
//
// Choices: a terminal node scores eval.S for the winner and 0 for the others, before the depth
// test; at every node the first child in static ordering order that maximises the mover's entry
// wins ties (a later child replaces it only with a strictly larger entry), at the root too.
package maxn

import (
	"context"

	"cctree/engine/eval"
	"cctree/engine/game"
	"cctree/engine/search"
)

// Options select the max^n variant. The zero value is plain max^n.
type Options struct{}

// Searcher is a max^n searcher. Make it with New and reuse it: it owns its per-ply move buffers
// and value vectors, so a search allocates nothing per node.
type Searcher struct {
	opts  Options
	ctl   search.Ctl
	ord   eval.Orderer
	st    *game.State
	best  game.Move
	vals  [search.MaxPly + 1][game.MaxPlayers]int64 // vals[ply]: value of the node at ply
	moves [search.MaxPly][game.MaxMoves]game.Move
}

// New returns a max^n searcher with opts.
func New(opts Options) *Searcher { return &Searcher{opts: opts} }

// Name returns the spec "maxn".
func (m *Searcher) Name() string { return "maxn" }

// Reset does nothing: max^n keeps nothing between searches.
func (m *Searcher) Reset() {}

// Search searches s for the player to move; the result's value has one entry per player.
func (m *Searcher) Search(ctx context.Context, s *game.State, lim search.Limits) search.Result {
	m.st = s
	r := search.Run(ctx, s, lim, &m.ctl, &m.ord, m)
	m.st = nil
	return r
}

// SearchDepth implements search.DepthSearcher.
func (m *Searcher) SearchDepth(d int) (game.Move, search.Value) {
	m.best = game.Pass
	m.node(d, 0)
	return m.best, search.Value{Vec: m.vals[0], N: m.st.Players}
}

// node leaves the max^n value of the current state searched to depth d in m.vals[ply].
func (m *Searcher) node(d, ply int) {
	c := &m.ctl
	if !c.Enter() {
		return
	}
	s := m.st
	if s.Winner >= 0 || d == 0 {
		c.Stats.Leaves++
		if s.Winner < 0 {
			c.Stats.Evals++
		}
		eval.Heuristic(s, &m.vals[ply])
		return
	}
	moves := s.Moves(m.moves[ply][:0])
	m.ord.Order(s, moves)
	p := s.ToMove
	v, child := &m.vals[ply], &m.vals[ply+1]
	for i, mv := range moves {
		s.Make(mv)
		m.node(d-1, ply+1)
		s.Unmake(mv)
		if c.Stopped() {
			return
		}
		if i == 0 || child[p] > v[p] {
			*v = *child
			if ply == 0 {
				m.best = mv
			}
		}
	}
}
