package mcts_test

import (
	"testing"

	"github.com/cctree/cctree/internal/monomorph"
)

// TestGeneratedUpToDate: Chinese Checkers' MCTS searcher is mcts.go's, with the types written in
// (gen.go).
func TestGeneratedUpToDate(t *testing.T) { monomorph.CheckGenerated(t, "mcts_cc_gen.go") }
