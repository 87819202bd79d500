package maxn

import (
	"cctree/engine/search"
	"cctree/engine/search/spec"
)

// Family is the max^n family for the registry: maxn, maxn(shallow), maxn(lastbranch) and
// maxn(speculative). The unpruned twin of every pruning variant is plain maxn.
var Family = spec.Family{
	Name:  "maxn",
	Usage: "maxn, maxn(shallow), maxn(lastbranch) or maxn(speculative)",
	New: func(a *spec.Args) (search.Searcher, error) {
		var opts Options
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
		return New(opts), nil
	},
	Twin: func(sp spec.Spec) (spec.Spec, bool) {
		if len(sp.Args) == 0 {
			return sp, false
		}
		return spec.Spec{Name: sp.Name}, true
	},
	Rows: []spec.Row{
		{Spec: "maxn", Depth: spec.Depths(4, 3), Full: spec.Depths(5, 4), Order: 10},
		{Spec: "maxn(shallow)", Depth: spec.Depths(4, 3), Full: spec.Depths(5, 4), Order: 120},
		{Spec: "maxn(lastbranch)", Depth: spec.Depths(4, 3), Full: spec.Depths(5, 4), Order: 130},
		{Spec: "maxn(speculative)", Depth: spec.Depths(4, 3), Full: spec.Depths(5, 4), Order: 140},
	},
}
