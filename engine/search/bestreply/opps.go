package bestreply

import (
	"context"
	"fmt"
	"strconv"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/spec"
)

// Inf is an unlimited branching factor for OPPS's l1 and l2.
const Inf = search.Unlimited

// OPPS is an Opponent-Pruning Paranoid searcher (Algorithm 1 of Baier & Kaisers, with
// alpha-beta): the alpha-beta kernel of package search with the opponents' moves cut by n1, l1
// and l2. Make it with NewOPPS or NewBRSPlus and reuse it.
type OPPS struct {
	cfg OPPSConfig
	ab  search.AlphaBeta
}

// OPPSConfig is the configuration of an OPPS searcher, what a spec of the opps or brs+ family
// means (spec.Config).
type OPPSConfig struct {
	N1, L1, L2 int  // OPPS's parameters; L1 and L2 may be Inf
	Prune      bool // alpha-beta cutoffs; false for the unpruned twin
	Literal    bool // line 16 of Algorithm 1 read literally (line16=literal; see family.go)
	BRSPlus    bool // named brs+: N1, L1, L2 are 1, Inf, 1
	TT         int  // transposition table entries (search.ParseTT; 0 for none)
}

// String returns the canonical spec: "opps(n1,l1,l2)" or "brs+", then ",line16=literal", ",tt=N"
// and ",noprune" when they apply ("opps(2,inf,1,noprune)", "brs+(line16=literal)", "brs+(tt=1M)").
func (c OPPSConfig) String() string {
	var lit, np string
	if c.Literal {
		lit = "line16=literal"
	}
	if !c.Prune {
		np = "noprune"
	}
	if c.BRSPlus {
		return spec.Join("brs+", lit, search.TTArg(c.TT), np)
	}
	return spec.Join("opps", strconv.Itoa(c.N1), limitString(c.L1), limitString(c.L2), lit, search.TTArg(c.TT), np)
}

// AlphaBeta returns what c means to the alpha-beta kernel, on any game.
func (c OPPSConfig) AlphaBeta() search.ABOptions {
	return search.ABOptions{Prune: c.Prune, N1: c.N1, L1: c.L1, L2: c.L2, Line16Literal: c.Literal, TT: c.TT}
}

// Threats returns c's Threat-ADS lists: none.
func (c OPPSConfig) Threats() search.Threats { return search.Threats{} }

// New returns a new OPPS searcher of c.
func (c OPPSConfig) New() search.Searcher { return newOPPS(c) }

// newOPPS returns the searcher of c. It panics unless 0 <= n1 and 1 <= l2 <= l1 (the registry
// checks user input first).
func newOPPS(c OPPSConfig) *OPPS {
	if c.N1 < 0 || c.L2 < 1 || c.L1 < c.L2 {
		panic(fmt.Sprintf("bestreply: OPPS(%d,%d,%d): want 0 <= n1 and 1 <= l2 <= l1", c.N1, c.L1, c.L2))
	}
	return &OPPS{cfg: c, ab: search.AlphaBeta{ABOptions: c.AlphaBeta()}}
}

// NewOPPS returns OPPS(n1,l1,l2); l1 and l2 may be Inf; prune false gives the unpruned twin.
// It panics unless 0 <= n1 and 1 <= l2 <= l1 (the registry checks user input first).
func NewOPPS(n1, l1, l2 int, prune bool) *OPPS {
	return newOPPS(OPPSConfig{N1: n1, L1: l1, L2: l2, Prune: prune})
}

// NewBRSPlus returns BRS+, which is OPPS(1,∞,1) under the name "brs+" (or "brs+(noprune)").
func NewBRSPlus(prune bool) *OPPS {
	return newOPPS(OPPSConfig{N1: 1, L1: Inf, L2: 1, Prune: prune, BRSPlus: true})
}

func limitString(l int) string {
	if l == Inf {
		return "inf"
	}
	return strconv.Itoa(l)
}

// Name returns the searcher's spec, its OPPSConfig's String(): e.g. "opps(1,5,1)",
// "opps(2,inf,1,noprune)" or "brs+".
func (o *OPPS) Name() string { return o.cfg.String() }

// Reset does nothing: OPPS keeps nothing between searches.
func (o *OPPS) Reset() {}

// Search searches s for the player to move.
func (o *OPPS) Search(ctx context.Context, s *game.State, lim search.Limits) search.Result {
	return o.ab.Search(ctx, s, lim)
}
