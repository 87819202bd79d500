//go:build ignore

// gen writes random_cc_gen.go: Searcher and New, the random player of random.go (SearcherOf,
// NewOf) with Chinese Checkers' types written in by internal/monomorph, so that its calls
// inline.
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
	src, err := os.ReadFile("random.go")
	if err != nil {
		log.Fatal(err)
	}
	b, err := monomorph.Instantiate(src, monomorph.Instance{
		Names:     map[string]string{"SearcherOf": "Searcher", "NewOf": "New"},
		Params:    []string{"S", "M", "P", "Src", "PSrc"},
		Args:      []string{"*game.State", "game.Move", "*eval.Pick", "eval.Picks", "(*eval.Picks)"},
		Imports:   []string{"github.com/cctree/cctree/engine/eval", "github.com/cctree/cctree/engine/game"},
		Doc:       "%s is %s with Chinese Checkers' types written in (gen.go); see %s.",
		Generator: "gen.go from random.go",
	})
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*dir, "random_cc_gen.go"), b, 0o644); err != nil {
		log.Fatal(err)
	}
}
