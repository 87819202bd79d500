package mpmix

import (
	"strconv"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/spec"
)

// OffensiveFamily is the Directed Offensive family for the registry: offensive (against the
// leading opponent) and offensive(target=K). Offensive prunes nothing, so it has no Twin: every
// spec of it is its own unpruned twin.
var OffensiveFamily = spec.Family{
	Name:  "offensive",
	Usage: "offensive or offensive(target=K) with K a player index 0 to 5",
	Parse: func(a *spec.Args) (spec.Config, error) {
		t, hasT := a.Key("target")
		if err := a.Done(0); err != nil {
			return nil, err
		}
		if !hasT {
			return OffensiveConfig{Target: AutoTarget}, nil
		}
		k, err := strconv.Atoi(t)
		if err != nil || k < 0 || k >= game.MaxPlayers {
			return nil, a.Errorf("target = %q is not a player index 0 to %d", t, game.MaxPlayers-1)
		}
		return OffensiveConfig{Target: k}, nil
	},
	Rows: []spec.Row{
		{Spec: "offensive", Depth: spec.Depths(3, 3), Full: spec.Depths(5, 4), Order: 150},
	},
}

// MPMixFamily is the MP-Mix family for the registry: mpmix(td=X,to=Y) and its unpruned twin
// mpmix(td=X,to=Y,noprune) (Paranoid runs as paranoid(noprune)). It has no benchmark rows: its
// thresholds are a research parameter, so the benchmarks run it only when asked for by spec.
var MPMixFamily = spec.Family{
	Name:  "mpmix",
	Usage: "mpmix(td=X,to=Y) or mpmix(td=X,to=Y,noprune) with X, Y fractions of S >= 0 or inf, e.g. mpmix(td=0.05,to=0.1)",
	Parse: func(a *spec.Args) (spec.Config, error) {
		prune := !a.Flag("noprune")
		tdText, hasTd := a.Key("td")
		toText, hasTo := a.Key("to")
		if err := a.Done(0); err != nil {
			return nil, err
		}
		if !hasTd || !hasTo {
			return nil, a.Errorf("want both td and to")
		}
		td, err := a.Fraction("td", tdText, Never)
		if err != nil {
			return nil, err
		}
		to, err := a.Fraction("to", toText, Never)
		if err != nil {
			return nil, err
		}
		return MPMixConfig{TD: td, TO: to, Prune: prune}, nil
	},
	Twin: spec.NoPruneTwin,
}
