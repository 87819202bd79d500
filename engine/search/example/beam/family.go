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
	Parse: func(a *spec.Args) (spec.Config, error) {
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
		return Config{Width: width, Prune: prune}, nil // the default filled in: beam(width=3) is beam
	},
	Twin: spec.NoPruneTwin, // beam(width=2) -> beam(width=2,noprune)
	Rows: []spec.Row{
		{Spec: "beam", Depth: spec.Depths(6, 5), Full: spec.Depths(8, 7), Order: 500},
		{Spec: "beam(noprune)", Depth: spec.Depths(5, 5), Full: spec.Depths(6, 6), Order: 510},
	},
}

// Config is what a spec of the family means (spec.Config): a comparable value with every default
// filled in, whose String() is the one canonical name.
type Config struct {
	Width int  // the moves expanded at every node, >= 1
	Prune bool // alpha-beta cutoffs; false for the unpruned twin
}

// String returns the canonical spec: "beam", "beam(width=W)", each with "noprune" for the twin.
// The default width is left out, so every spelling of one searcher has one name.
func (c Config) String() string {
	width := ""
	if c.Width != DefaultWidth {
		width = "width=" + strconv.Itoa(c.Width)
	}
	noprune := ""
	if !c.Prune {
		noprune = "noprune"
	}
	return spec.Join("beam", width, noprune)
}

// New returns a new Chinese Checkers searcher of c, without the registry (New(c.Width, c.Prune)).
func (c Config) New() search.Searcher { return New(c.Width, c.Prune) }
