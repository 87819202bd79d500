package bestreply

import (
	"strconv"

	"cctree/engine/search"
	"cctree/engine/search/ads"
	"cctree/engine/search/spec"
)

// BRSFamily is the Best-Reply Search family for the registry: brs, with Threat-ADS move ordering
// brs(threat=R[,k=N]), each with its unpruned twin (noprune).
var BRSFamily = spec.Family{
	Name:  "brs",
	Usage: "brs, brs(noprune), brs(threat=mtf|transpose|ahead|pos[,k=N][,noprune])",
	New: func(a *spec.Args) (search.Searcher, error) {
		prune := !a.Flag("noprune")
		rname, hasThreat := a.Key("threat")
		kText, hasK := a.Key("k")
		if err := a.Done(0); err != nil {
			return nil, err
		}
		if !hasThreat {
			if hasK {
				return nil, a.Errorf("k=%s needs threat=ahead or threat=pos", kText)
			}
			return NewBRS(prune), nil
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
		return NewBRSThreat(rule, k, prune), nil
	},
	Twin: spec.NoPruneTwin,
	Rows: []spec.Row{
		{Spec: "brs", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 40},
		{Spec: "brs(noprune)", Depth: spec.Depths(3, 3), Full: spec.Depths(4, 3), Order: 50},
		{Spec: "brs(threat=mtf)", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 160},
		{Spec: "brs(threat=transpose)", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 170},
		{Spec: "brs(threat=ahead)", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 180},
		{Spec: "brs(threat=pos)", Depth: spec.Depths(4, 4), Full: spec.Depths(5, 5), Order: 190},
	},
}

// BRSPlusFamily is the BRS+ family for the registry: brs+ (exactly opps(1,inf,1)) and its
// unpruned twin brs+(noprune).
var BRSPlusFamily = spec.Family{
	Name:  "brs+",
	Usage: "brs+ or brs+(noprune)",
	New: func(a *spec.Args) (search.Searcher, error) {
		prune := !a.Flag("noprune")
		if err := a.Done(0); err != nil {
			return nil, err
		}
		return NewBRSPlus(prune), nil
	},
	Twin: spec.NoPruneTwin,
	Rows: []spec.Row{
		{Spec: "brs+", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 60},
		{Spec: "brs+(noprune)", Depth: spec.Depths(3, 3), Full: spec.Depths(4, 4), Order: 70},
	},
}

// OPPSFamily is the OPPS family for the registry: opps(n1,l1,l2) and its unpruned twin
// opps(n1,l1,l2,noprune).
var OPPSFamily = spec.Family{
	Name:  "opps",
	Usage: "opps(n1,l1,l2) or opps(n1,l1,l2,noprune) with 0 <= n1, 1 <= l2 <= l1, l1 and l2 integers or inf",
	New: func(a *spec.Args) (search.Searcher, error) {
		prune := !a.Flag("noprune")
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
		return NewOPPS(n1, l1, l2, prune), nil
	},
	Twin: spec.NoPruneTwin,
	Rows: []spec.Row{
		{Spec: "opps(1,5,1)", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 80},
		{Spec: "opps(1,5,1,noprune)", Depth: spec.Depths(3, 3), Full: spec.Depths(4, 4), Order: 90},
		{Spec: "opps(2,8,5)", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 100},
		{Spec: "opps(1,inf,2)", Depth: spec.Depths(6, 5), Full: spec.Depths(7, 6), Order: 110},
	},
}
