//go:build ignore

// gen writes the kernels' Chinese Checkers copies: alphabeta_cc_gen.go (AlphaBeta, from
// alphabeta.go's AlphaBetaOf) and vector_cc_gen.go (Vector, from vector.go's VectorOf), with the
// types written in by internal/monomorph so that their calls inline.
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
	for _, f := range []struct{ src, out, generic, concrete string }{
		{"alphabeta.go", "alphabeta_cc_gen.go", "AlphaBetaOf", "AlphaBeta"},
		{"vector.go", "vector_cc_gen.go", "VectorOf", "Vector"},
	} {
		src, err := os.ReadFile(f.src)
		if err != nil {
			log.Fatal(err)
		}
		b, err := monomorph.Instantiate(src, monomorph.Instance{
			Names:     map[string]string{f.generic: f.concrete},
			Params:    []string{"S", "M", "P", "Src", "PSrc"},
			Args:      []string{"*game.State", "game.Move", "*eval.Pick", "eval.Picks", "(*eval.Picks)"},
			Imports:   []string{"github.com/cctree/cctree/engine/eval", "github.com/cctree/cctree/engine/game"},
			Doc:       "%s is %s with Chinese Checkers' types written in (gen.go); see %s.",
			Generator: "gen.go from " + f.src,
		})
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(*dir, f.out), b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
