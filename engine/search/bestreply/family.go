package bestreply

import (
	"strconv"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/ads"
	"github.com/cctree/cctree/engine/search/spec"
)

// BRSFamily is the Best-Reply Search family for the registry: brs, with Threat-ADS move ordering
// brs(threat=R[,k=N]), each with its unpruned twin (noprune), and each with Franks' options
// (search.Tuning), e.g. brs(eval=franks3,best=6,ties=0.25).
var BRSFamily = spec.Family{
	Name:  "brs",
	Usage: "brs, brs(noprune), brs(threat=mtf|transpose|ahead|pos[,k=N][,noprune]), with order=static|none|random|history (the opponents' move ordering) and any of " + spec.TuningUsage + ", " + spec.TTUsage,
	Parse: func(a *spec.Args) (spec.Config, error) {
		prune := !a.Flag("noprune")
		rname, hasThreat := a.Key("threat")
		kText, hasK := a.Key("k")
		order := search.OrderStatic
		if v, ok := a.Key("order"); ok {
			if order, ok = search.ParseOppOrder(v); !ok {
				return nil, a.Errorf("order = %q: want static, none, random or history", v)
			}
		}
		t, err := a.Tuning()
		if err != nil {
			return nil, err
		}
		tt, err := a.TT()
		if err != nil {
			return nil, err
		}
		if err := a.Done(0); err != nil {
			return nil, err
		}
		if !hasThreat {
			if hasK {
				return nil, a.Errorf("k=%s needs threat=ahead or threat=pos", kText)
			}
			return BRSConfig{Prune: prune, Order: order, Tune: t, TT: tt}, nil
		}
		rule, err := ads.ParseRule(rname)
		if err != nil {
			return nil, a.Errorf("unknown threat rule %q (want mtf, transpose, ahead or pos)", rname)
		}
		k := ads.DefaultK
		if hasK {
			if rule != ads.MoveAhead && rule != ads.POS {
				return nil, a.Errorf("k=%s applies only to threat=ahead and threat=pos", kText)
			}
			k, err = strconv.Atoi(kText)
			if err != nil || k < 1 {
				return nil, a.Errorf("k = %q is not an integer >= 1", kText)
			}
		}
		return BRSConfig{Prune: prune, Threat: true, Rule: rule, K: k, Order: order, Tune: t, TT: tt}, nil
	},
	Twin: spec.NoPruneTwin,
	Rows: []spec.Row{
		{Spec: "brs", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 40},
		{Spec: "brs(noprune)", Depth: spec.Depths(3, 3), Full: spec.Depths(4, 3), Order: 50},
		{Spec: "brs(threat=mtf)", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 160},
		{Spec: "brs(threat=transpose)", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 170},
		{Spec: "brs(threat=ahead)", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 180},
		{Spec: "brs(threat=pos)", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 190},
		{Spec: "brs(tt=1M)", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 210},
	},
}

// Line 16 of OPPS's Algorithm 1 (m' = m + 1 for a move outside the first l2) has two readings,
// chosen per spec with the key line16:
//
//   - line16=opponents, the default (left out of Name()): line 16 applies at opponent nodes only;
//     the root player's moves never raise m. m then counts, since the root player's last move,
//     the opponents' moves a group-two opponent could not have made, as the paper's text says,
//     and OPPS(1,inf,1) is BRS+ (Fig. 2(b)) and OPPS(0,x,l2) does not depend on x (Fig. 2(d),
//     footnote 4).
//   - line16=literal: line 16 as printed, at every node, so a root-player move outside its
//     first l2 gives its child m = 1. Then opps(1,inf,1) lets no opponent choose freely after
//     such a move (not BRS+), and opps(0,x,l2) cuts the opponents there to l1 = x (m = 1 is not
//     n1 = 0), contradicting the paper's own statements; it is here to measure what the
//     reading changes.
//
// The option combines with noprune; the canonical order is opps(n1,l1,l2,line16=literal,noprune)
// and brs+(line16=literal,noprune), so that spec.NoPruneTwin gives the twin's Name().

// line16Literal reads the key line16 of a: true for literal, false for opponents or absent.
func line16Literal(a *spec.Args) (bool, error) {
	v, ok := a.Key("line16")
	switch {
	case !ok || v == "opponents":
		return false, nil
	case v == "literal":
		return true, nil
	}
	return false, a.Errorf("line16 = %q: want opponents (the default) or literal", v)
}

// NewOPPSLiteral returns OPPS(n1,l1,l2) with line 16 of Algorithm 1 read literally
// (opps(n1,l1,l2,line16=literal)); see NewOPPS for the parameters.
func NewOPPSLiteral(n1, l1, l2 int, prune bool) *OPPS {
	return newOPPS(OPPSConfig{N1: n1, L1: l1, L2: l2, Prune: prune, Literal: true})
}

// NewBRSPlusLiteral returns OPPS(1,inf,1) with line 16 read literally, under the name
// "brs+(line16=literal)" (or "brs+(line16=literal,noprune)"). It is not BRS+: see above.
func NewBRSPlusLiteral(prune bool) *OPPS {
	return newOPPS(OPPSConfig{N1: 1, L1: Inf, L2: 1, Prune: prune, Literal: true, BRSPlus: true})
}

// BRSPlusFamily is the BRS+ family for the registry: brs+ (exactly opps(1,inf,1)) and its
// unpruned twin brs+(noprune), each also with line16=literal (not BRS+; see above).
var BRSPlusFamily = spec.Family{
	Name:  "brs+",
	Usage: "brs+, brs+(noprune), brs+(line16=literal) or brs+(line16=literal,noprune), each with " + spec.TTUsage,
	Parse: func(a *spec.Args) (spec.Config, error) {
		prune := !a.Flag("noprune")
		literal, err := line16Literal(a)
		if err != nil {
			return nil, err
		}
		tt, err := a.TT()
		if err != nil {
			return nil, err
		}
		if err := a.Done(0); err != nil {
			return nil, err
		}
		return OPPSConfig{N1: 1, L1: Inf, L2: 1, Prune: prune, Literal: literal, BRSPlus: true, TT: tt}, nil
	},
	Twin: spec.NoPruneTwin,
	Rows: []spec.Row{
		{Spec: "brs+", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 60},
		{Spec: "brs+(noprune)", Depth: spec.Depths(3, 3), Full: spec.Depths(4, 4), Order: 70},
		{Spec: "brs+(tt=1M)", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 220},
	},
}

// OPPSFamily is the OPPS family for the registry: opps(n1,l1,l2) and its unpruned twin
// opps(n1,l1,l2,noprune), each also with line16=literal (see above).
var OPPSFamily = spec.Family{
	Name:  "opps",
	Usage: "opps(n1,l1,l2), opps(n1,l1,l2,noprune), opps(n1,l1,l2,line16=literal) or opps(n1,l1,l2,line16=literal,noprune) with 0 <= n1, 1 <= l2 <= l1, l1 and l2 integers or inf, each with " + spec.TTUsage,
	Parse: func(a *spec.Args) (spec.Config, error) {
		prune := !a.Flag("noprune")
		literal, err := line16Literal(a)
		if err != nil {
			return nil, err
		}
		tt, err := a.TT()
		if err != nil {
			return nil, err
		}
		if err := a.Done(3); err != nil {
			return nil, err
		}
		n1, err := a.Count(0, "n1")
		if err != nil {
			return nil, err
		}
		l1, err := a.CountOrInf(1, "l1", Inf)
		if err != nil {
			return nil, err
		}
		l2, err := a.CountOrInf(2, "l2", Inf)
		if err != nil {
			return nil, err
		}
		if l2 < 1 {
			return nil, a.Errorf("l2 = 0 leaves the opponents no move; want l2 >= 1")
		}
		if l1 < l2 {
			return nil, a.Errorf("l1 = %s is smaller than l2 = %s; want l1 >= l2", a.Pos(1), a.Pos(2))
		}
		return OPPSConfig{N1: n1, L1: l1, L2: l2, Prune: prune, Literal: literal, TT: tt}, nil
	},
	Twin: spec.NoPruneTwin,
	Rows: []spec.Row{
		{Spec: "opps(1,5,1)", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 80},
		{Spec: "opps(1,5,1,noprune)", Depth: spec.Depths(3, 3), Full: spec.Depths(4, 4), Order: 90},
		{Spec: "opps(2,8,5)", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 100},
		{Spec: "opps(1,inf,2)", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 110},
		{Spec: "opps(1,5,1,tt=1M)", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 230},
	},
}
