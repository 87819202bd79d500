package beam

import (
	"strconv"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/spec"
)

// Family is the Beam Paranoid family as the registry would list it (engine/searchers); this
// example is not listed there.
var Family = spec.Family{
	Name:  "beam",
	Usage: "beam, beam(width=W), beam(noprune) or beam(width=W,noprune) with W an integer >= 1",
	New: func(a *spec.Args) (search.Searcher, error) {
		prune := !a.Flag("noprune")
		wText, hasW := a.Key("width")
		if err := a.Done(0); err != nil { // no positional argument, no other key left
			return nil, err
		}
		width := DefaultWidth
		if hasW {
			var err error
			if width, err = strconv.Atoi(wText); err != nil || width < 1 {
				return nil, a.Errorf("width = %q is not an integer >= 1", wText)
			}
		}
		return New(width, prune), nil
	},
	Twin: spec.NoPruneTwin, // beam(width=2) -> beam(width=2,noprune)
	Rows: []spec.Row{
		{Spec: "beam", Depth: spec.Depths(6, 5), Full: spec.Depths(8, 7), Order: 500},
		{Spec: "beam(noprune)", Depth: spec.Depths(5, 5), Full: spec.Depths(6, 6), Order: 510},
	},
}
