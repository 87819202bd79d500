package mpmix

import (
	"context"
	"math"
	"strconv"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/paranoid"
)

// Never is a threshold that no leading edge reaches ("inf" in a spec): td=inf never plays
// Paranoid, to=inf never plays Offensive (the paper's DMIX and OMIX players).
var Never = math.Inf(1)

// MPMix is the MP-Mix algorithm (the paper's Algorithm 1). Before each search it evaluates the
// root (eval.Heuristic, the vector H), sorts H in decreasing order and takes
//
//	leadingEdge = H[1] - H[2]   (the largest entry minus the second largest; 0 on a tie)
//	leader      = the player with the largest entry, ties to the first in turn order starting
//	              with the root player (so a root player tied for the lead is the leader)
//
// and then runs, to the full depth of the Limits:
//
//   - Paranoid (alpha-beta, package paranoid) if the leader is the root player and
//     leadingEdge >= Td;
//   - Offensive against the leader if the leader is another player and leadingEdge >= To;
//   - max^n (package maxn) otherwise.
//
// The comparisons are >= as in the pseudocode (the prose says >). Td and To are given as
// fractions of eval.S (td=0.05 is 0.05*S) and compared in fixed point: a threshold x becomes
// ceil(x*S), so "leadingEdge >= x*S" holds exactly; inf never holds.
//
// Result.Strategy is "paranoid", "maxn" or "offensive(target=K)", and Result.Value is the value of
// the strategy that ran: one integer for Paranoid, one per player for max^n and Offensive. With
// noprune, Paranoid runs as paranoid(noprune), the unpruned twin (same value, move and strategy).
//
// MPMixOf is MP-Mix on any game (the leader and the edge from the game's default evaluation, in
// the scale gamekit.S); Chinese Checkers' instance is generated from this source as MPMix
// (gen.go).
type MPMixOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}] struct {
	td, to   float64 // thresholds as fractions of S (Never for inf)
	tdS, toS int64   // in fixed point; math.MaxInt64 for Never
	prune    bool
	par      *search.AlphaBetaOf[S, M, P, Src, PSrc]
	mx       *maxn.SearcherOf[S, M, P, Src, PSrc]
	off      *OffensiveOf[S, M, P, Src, PSrc]
}

// NewMPMixOf returns an MP-Mix searcher with thresholds td and to (fractions of eval.S, >= 0, or
// Never); prune false runs paranoid(noprune) instead of paranoid.
func NewMPMixOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}](td, to float64, prune bool) *MPMixOf[S, M, P, Src, PSrc] {
	return &MPMixOf[S, M, P, Src, PSrc]{
		td: td, to: to, tdS: fixed(td), toS: fixed(to), prune: prune,
		par: &search.AlphaBetaOf[S, M, P, Src, PSrc]{ABOptions: paranoid.Config{Prune: prune}.AlphaBeta()},
		mx:  maxn.NewOf[S, M, P, Src, PSrc](maxn.Options{}), off: NewOffensiveOf[S, M, P, Src, PSrc](AutoTarget),
	}
}

// fixed converts a fraction of S to the smallest integer threshold T with T >= x*S.
func fixed(x float64) int64 {
	if math.IsInf(x, 1) || x*eval.S > math.MaxInt64/2 {
		return math.MaxInt64
	}
	return int64(math.Ceil(x * eval.S))
}

// Name returns the canonical spec, its MPMixConfig's String().
func (m *MPMixOf[S, M, P, Src, PSrc]) Name() string {
	return MPMixConfig{TD: m.td, TO: m.to, Prune: m.prune}.String()
}

// MPMixConfig is an MP-Mix searcher's configuration, what a spec of the family means
// (spec.Config).
type MPMixConfig struct {
	TD, TO float64 // the thresholds as fractions of S (>= 0, or Never)
	Prune  bool    // false runs paranoid(noprune): the unpruned twin
}

// String returns "mpmix(td=X,to=Y)" or "mpmix(td=X,to=Y,noprune)", thresholds in shortest form.
func (c MPMixConfig) String() string {
	n := "mpmix(td=" + fracString(c.TD) + ",to=" + fracString(c.TO)
	if !c.Prune {
		n += ",noprune"
	}
	return n + ")"
}

// New returns a new MP-Mix searcher of c.
func (c MPMixConfig) New() search.Searcher { return NewMPMix(c.TD, c.TO, c.Prune) }

func fracString(x float64) string {
	if math.IsInf(x, 1) {
		return "inf"
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// Reset does nothing: MP-Mix decides afresh before each search.
func (m *MPMixOf[S, M, P, Src, PSrc]) Reset() {}

// Strategy is what MP-Mix chose for a position.
type Strategy struct {
	Kind   string // "paranoid", "offensive" or "maxn"
	Target int    // the leader, for offensive; -1 otherwise
	Leader int    // the leader of Algorithm 1 (the root player included)
	Edge   int64  // leadingEdge in fixed point
}

// Choose is Algorithm 1's decision for s (see MPMix).
func (m *MPMixOf[S, M, P, Src, PSrc]) Choose(s S) Strategy {
	var h [gamekit.MaxPlayers]int64
	PSrc(&m.off.v.Source).Vector(s, &h)
	return choose(&h, s.NumPlayers(), s.Mover(), s.InGame, m.tdS, m.toS)
}

// choose is Algorithm 1's decision for the root's value vector h.
func choose(h *[gamekit.MaxPlayers]int64, k, mover int, inGame func(int) bool, tdS, toS int64) Strategy {
	leader := mover
	for i := 1; i < k; i++ {
		if p := (mover + i) % k; inGame(p) && h[p] > h[leader] {
			leader = p
		}
	}
	second := int64(math.MinInt64)
	for p := range k {
		if p != leader && inGame(p) && h[p] > second {
			second = h[p]
		}
	}
	if second == math.MinInt64 { // nobody else left: no edge to speak of
		second = h[leader]
	}
	st := Strategy{Kind: "maxn", Target: -1, Leader: leader, Edge: h[leader] - second}
	switch {
	case leader == mover && st.Edge >= tdS:
		st.Kind = "paranoid"
	case leader != mover && st.Edge >= toS:
		st.Kind, st.Target = "offensive", leader
	}
	return st
}

// Search chooses a strategy for s (Choose) and runs it.
func (m *MPMixOf[S, M, P, Src, PSrc]) Search(ctx context.Context, s S, lim search.Limits) search.ResultOf[M] {
	st := m.Choose(s)
	var r search.ResultOf[M]
	switch st.Kind {
	case "paranoid":
		r = m.par.Search(ctx, s, lim)
		r.Strategy = "paranoid"
	case "offensive":
		r = m.off.searchTarget(ctx, s, lim, st.Target)
		r.Strategy = strategyName(st.Target)
	default:
		r = m.mx.Search(ctx, s, lim)
		r.Strategy = "maxn"
	}
	return r
}
