package paranoid

import (
	"cctree/engine/search"
	"cctree/engine/search/spec"
)

// Family is the Paranoid family for the registry: paranoid (alpha-beta) and its unpruned twin
// paranoid(noprune).
var Family = spec.Family{
	Name:  "paranoid",
	Usage: "paranoid or paranoid(noprune)",
	New: func(a *spec.Args) (search.Searcher, error) {
		prune := !a.Flag("noprune")
		if err := a.Done(0); err != nil {
			return nil, err
		}
		return New(prune), nil
	},
	Twin: spec.NoPruneTwin,
	Rows: []spec.Row{
		{Spec: "paranoid", Depth: spec.Depths(5, 4), Full: spec.Depths(6, 5), Order: 20},
		{Spec: "paranoid(noprune)", Depth: spec.Depths(3, 3), Full: spec.Depths(5, 4), Order: 30},
	},
}
