package bestreply

import (
	"context"
	"fmt"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
)

// Inf is an unlimited branching factor for OPPS's l1 and l2.
const Inf = search.Unlimited

// OPPS is an Opponent-Pruning Paranoid searcher (Algorithm 1 of Baier & Kaisers, with
// alpha-beta): the alpha-beta kernel of package search with the opponents' moves cut by n1, l1
// and l2. Make it with NewOPPS or NewBRSPlus and reuse it.
type OPPS struct {
	name string
	ab   search.AlphaBeta
}

// NewOPPS returns OPPS(n1,l1,l2); l1 and l2 may be Inf; prune false gives the unpruned twin.
// It panics unless 0 <= n1 and 1 <= l2 <= l1 (the registry checks user input first).
func NewOPPS(n1, l1, l2 int, prune bool) *OPPS {
	if n1 < 0 || l2 < 1 || l1 < l2 {
		panic(fmt.Sprintf("bestreply: OPPS(%d,%d,%d): want 0 <= n1 and 1 <= l2 <= l1", n1, l1, l2))
	}
	o := &OPPS{ab: search.AlphaBeta{Prune: prune, N1: n1, L1: l1, L2: l2}}
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
	return search.Run(ctx, s, lim, &o.ab.Ctl, &o.ab.Ord, &o.ab)
}
