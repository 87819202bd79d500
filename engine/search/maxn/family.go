package maxn

import "github.com/cctree/cctree/engine/search/spec"

// Family is the max^n family for the registry: maxn, maxn(shallow), maxn(lastbranch) and
// maxn(speculative). The unpruned twin of every pruning variant is plain maxn.
var Family = spec.Family{
	Name:  "maxn",
	Usage: "maxn, maxn(shallow), maxn(lastbranch) or maxn(speculative), each with " + spec.TTUsage + "; plain maxn with any of " + spec.TuningUsage + " (ties not with tt)",
	Parse: func(a *spec.Args) (spec.Config, error) {
		var opts Options
		t, err := a.Tuning()
		if err != nil {
			return nil, err
		}
		opts.Tune = t
		if opts.TT, err = a.TT(); err != nil {
			return nil, err
		}
		for _, v := range []string{"shallow", "lastbranch", "speculative"} {
			if a.Flag(v) {
				if opts.Prune != None {
					return nil, a.Errorf("%s and %s both given; want one pruning variant", opts.Prune, v)
				}
				opts.Prune, _ = ParsePrune(v)
			}
		}
		if err := a.Done(0); err != nil {
			return nil, err
		}
		if opts.Prune != None && !t.IsZero() {
			return nil, a.Errorf("eval, best and ties apply to plain maxn only; the pruning variants rely on the default evaluation's bounds")
		}
		if opts.TT > 0 && t.Ties > 0 {
			return nil, a.Errorf("ties does not combine with tt: a tie's draw depends on the children searched before it, which a table skips")
		}
		return opts, nil
	},
	Twin: func(sp spec.Spec) (spec.Spec, bool) {
		for _, v := range []string{"shallow", "lastbranch", "speculative"} {
			if sp.Has(v) {
				tw := spec.Spec{Name: sp.Name}
				for _, a := range sp.Args {
					if a.Key == "tt" {
						tw.Args = append(tw.Args, a)
					}
				}
				return tw, true
			}
		}
		return sp, false
	},
	Rows: []spec.Row{
		{Spec: "maxn", Depth: spec.Depths(4, 3), Full: spec.Depths(5, 4), Order: 10},
		{Spec: "maxn(shallow)", Depth: spec.Depths(4, 3), Full: spec.Depths(5, 4), Order: 120},
		{Spec: "maxn(lastbranch)", Depth: spec.Depths(4, 3), Full: spec.Depths(5, 4), Order: 130},
		{Spec: "maxn(speculative)", Depth: spec.Depths(4, 3), Full: spec.Depths(5, 4), Order: 140},
		{Spec: "maxn(tt=1M)", Depth: spec.Depths(4, 3), Full: spec.Depths(5, 4), Order: 240},
	},
}
