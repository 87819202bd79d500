//go:build ignore

// gen writes mcts_cc_gen.go: Searcher and New, the MCTS kernel of mcts.go (SearcherOf, NewOf)
// with Chinese Checkers' types written in by internal/monomorph, so that its calls inline.
//
// Usage: go run gen.go [-o DIR] (go generate runs it)
package main

import "github.com/cctree/cctree/internal/monomorph"

func main() {
	monomorph.Main(monomorph.File{Src: "mcts.go", Out: "mcts_cc_gen.go", Instance: monomorph.ChineseCheckers(map[string]string{
		"SearcherOf": "Searcher", "NewOf": "New",
	})})
}
