//go:build ignore

// gen writes beam_cc_gen.go: Searcher and New, Beam Paranoid of beam.go (SearcherOf, NewOf) with
// Chinese Checkers' types written in by internal/monomorph, so that its calls inline.
//
// Usage: go run gen.go [-o DIR] (go generate runs it)
package main

import "github.com/cctree/cctree/internal/monomorph"

func main() {
	monomorph.Main(monomorph.File{Src: "beam.go", Out: "beam_cc_gen.go", Instance: monomorph.ChineseCheckers(map[string]string{
		"SearcherOf": "Searcher", "NewOf": "New",
	})})
}
