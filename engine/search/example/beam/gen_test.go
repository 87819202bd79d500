package beam_test

import (
	"testing"

	"github.com/cctree/cctree/internal/monomorph"
)

// TestGeneratedUpToDate: Chinese Checkers' beam searcher is beam.go's, with the types written in
// (gen.go).
func TestGeneratedUpToDate(t *testing.T) { monomorph.CheckGenerated(t, "beam_cc_gen.go") }
