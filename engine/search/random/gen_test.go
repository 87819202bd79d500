package random_test

import (
	"testing"

	"github.com/cctree/cctree/internal/monomorph"
)

// TestGeneratedUpToDate: Chinese Checkers' random player is random.go's, with the types written
// in (gen.go).
func TestGeneratedUpToDate(t *testing.T) { monomorph.CheckGenerated(t, "random_cc_gen.go") }
