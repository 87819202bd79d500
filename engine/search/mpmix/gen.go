//go:build ignore

// gen writes offensive_cc_gen.go and mpmix_cc_gen.go: Offensive, NewOffensive, MPMix and
// NewMPMix, the searchers of offensive.go and mpmix.go (OffensiveOf, MPMixOf) with Chinese
// Checkers' types written in by internal/monomorph, so that their calls inline.
//
// Usage: go run gen.go [-o DIR] (go generate runs it)
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/cctree/cctree/internal/monomorph"
)

func main() {
	dir := flag.String("o", ".", "output folder")
	flag.Parse()
	names := map[string]string{
		"OffensiveOf": "Offensive", "NewOffensiveOf": "NewOffensive", "MPMixOf": "MPMix", "NewMPMixOf": "NewMPMix",
		"search.VectorOf": "search.Vector", "search.AlphaBetaOf": "search.AlphaBeta",
		"maxn.SearcherOf": "maxn.Searcher", "maxn.NewOf": "maxn.New",
	}
	for _, f := range []string{"offensive", "mpmix"} {
		src, err := os.ReadFile(f + ".go")
		if err != nil {
			log.Fatal(err)
		}
		b, err := monomorph.Instantiate(src, monomorph.Instance{
			Names:     names,
			Params:    []string{"S", "M", "P", "Src", "PSrc"},
			Args:      []string{"*game.State", "game.Move", "*eval.Pick", "eval.Picks", "(*eval.Picks)"},
			Imports:   []string{"github.com/cctree/cctree/engine/eval", "github.com/cctree/cctree/engine/game"},
			Doc:       "%s is %s with Chinese Checkers' types written in (gen.go); see %s.",
			Generator: "gen.go from " + f + ".go",
		})
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(*dir, f+"_cc_gen.go"), b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
