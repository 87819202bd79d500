//go:build ignore

// gen writes offensive_cc_gen.go and mpmix_cc_gen.go: Offensive, NewOffensive, MPMix and
// NewMPMix, the searchers of offensive.go and mpmix.go (OffensiveOf, MPMixOf) with Chinese
// Checkers' types written in by internal/monomorph, so that their calls inline.
//
// Usage: go run gen.go [-o DIR] (go generate runs it)
package main

import "github.com/cctree/cctree/internal/monomorph"

func main() {
	names := map[string]string{
		"OffensiveOf": "Offensive", "NewOffensiveOf": "NewOffensive", "MPMixOf": "MPMix", "NewMPMixOf": "NewMPMix",
		"search.VectorOf": "search.Vector", "search.AlphaBetaOf": "search.AlphaBeta",
		"maxn.SearcherOf": "maxn.Searcher", "maxn.NewOf": "maxn.New",
	}
	monomorph.Main(
		monomorph.File{Src: "offensive.go", Out: "offensive_cc_gen.go", Instance: monomorph.ChineseCheckers(names)},
		monomorph.File{Src: "mpmix.go", Out: "mpmix_cc_gen.go", Instance: monomorph.ChineseCheckers(names)},
	)
}
