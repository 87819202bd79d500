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

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/spec"
)

// Searcher is a Paranoid searcher: the alpha-beta kernel of package search with every
// opponent's moves as children. Make it with New and reuse it: the kernel owns its per-ply move
// buffers and destination sets (about 734 KB, see search.AlphaBeta), so a search allocates
// nothing per node.
type Searcher struct {
	ab search.AlphaBeta
}

// New returns a Paranoid searcher; prune false gives the unpruned twin.
func New(prune bool) *Searcher { return NewTuned(prune, search.Tuning{}) }

// NewTuned returns a Paranoid searcher with Franks' options t.
func NewTuned(prune bool, t search.Tuning) *Searcher {
	return newSearcher(Config{Prune: prune, Tune: t})
}

func newSearcher(c Config) *Searcher {
	p := &Searcher{ab: search.AlphaBeta{ABOptions: c.AlphaBeta()}}
	p.ab.Tie.SetP(c.Tune.Ties)
	return p
}

// Name returns the canonical spec, its Config's String().
func (p *Searcher) Name() string {
	return Config{Prune: p.ab.Prune, Tune: p.ab.Tune, TT: p.ab.TT}.String()
}

// Config is a Paranoid searcher's configuration, what a spec of the family means (spec.Config).
type Config struct {
	Prune bool          // alpha-beta cutoffs; false for the unpruned twin paranoid(noprune)
	Tune  search.Tuning // Franks' options
	TT    int           // transposition table entries (search.ParseTT; 0 for none)
}

// String returns the canonical spec: "paranoid", "paranoid(noprune)", with the tuning and then
// the table before noprune ("paranoid(eval=franks2,tt=1M,noprune)").
func (c Config) String() string {
	np := ""
	if !c.Prune {
		np = "noprune"
	}
	return spec.Join("paranoid", c.Tune.Args(), search.TTArg(c.TT), np)
}

// AlphaBeta returns what c means to the alpha-beta kernel, on any game.
func (c Config) AlphaBeta() search.ABOptions {
	return search.ABOptions{Prune: c.Prune, L1: search.Unlimited, L2: search.Unlimited, Tune: c.Tune, TT: c.TT}
}

// Threats returns c's Threat-ADS lists: none.
func (c Config) Threats() search.Threats { return search.Threats{} }

// New returns a new searcher of c.
func (c Config) New() search.Searcher { return newSearcher(c) }

// Reset returns the tie generator to its seed; Paranoid keeps nothing else between searches.
func (p *Searcher) Reset() { p.ab.Tie.Reset() }

// Seed implements search.Seeder (tie randomisation).
func (p *Searcher) Seed(seed, stream uint64) { p.ab.Tie.Seed(seed, stream) }

// Search searches s for the player to move; see package search for Limits and Result.
func (p *Searcher) Search(ctx context.Context, s *game.State, lim search.Limits) search.Result {
	return p.ab.Search(ctx, s, lim)
}
