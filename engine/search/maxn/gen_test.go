package maxn_test

import (
	"testing"

	"github.com/cctree/cctree/internal/monomorph"
)

// TestGeneratedUpToDate: Chinese Checkers' max^n searcher is maxn.go's, with the types written
// in (gen.go).
func TestGeneratedUpToDate(t *testing.T) { monomorph.CheckGenerated(t, "maxn_cc_gen.go") }
