package paranoid

import "github.com/cctree/cctree/engine/search/spec"

// Family is the Paranoid family for the registry: paranoid (alpha-beta) and its unpruned twin
// paranoid(noprune), each with Franks' options (search.Tuning), e.g. paranoid(eval=franks3,best=6,ties=0.25).
var Family = spec.Family{
	Name:  "paranoid",
	Usage: "paranoid, paranoid(noprune), with any of " + spec.TuningUsage + ", " + spec.TTUsage,
	Parse: func(a *spec.Args) (spec.Config, error) {
		prune := !a.Flag("noprune")
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
		return Config{Prune: prune, Tune: t, TT: tt}, nil
	},
	Twin: spec.NoPruneTwin,
	Rows: []spec.Row{
		{Spec: "paranoid", Depth: spec.Depths(5, 4), Full: spec.Depths(6, 5), Order: 20},
		{Spec: "paranoid(noprune)", Depth: spec.Depths(3, 3), Full: spec.Depths(5, 4), Order: 30},
		// With a transposition table (issue 46): beside the row without, at its depths.
		{Spec: "paranoid(tt=1M)", Depth: spec.Depths(5, 4), Full: spec.Depths(6, 5), Order: 200},
	},
}
