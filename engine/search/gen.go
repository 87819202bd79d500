//go:build ignore

// gen writes the kernels' Chinese Checkers copies: alphabeta_cc_gen.go (AlphaBeta, from
// alphabeta.go's AlphaBetaOf) and vector_cc_gen.go (Vector, from vector.go's VectorOf), with the
// types written in by internal/monomorph so that their calls inline.
//
// Usage: go run gen.go [-o DIR] (go generate runs it)
package main

import "github.com/cctree/cctree/internal/monomorph"

func main() {
	monomorph.Main(
		monomorph.File{Src: "alphabeta.go", Out: "alphabeta_cc_gen.go", Instance: monomorph.ChineseCheckers(map[string]string{"AlphaBetaOf": "AlphaBeta"})},
		monomorph.File{Src: "vector.go", Out: "vector_cc_gen.go", Instance: monomorph.ChineseCheckers(map[string]string{"VectorOf": "Vector"})},
	)
}
