package mpmix_test

import (
	"testing"

	"github.com/cctree/cctree/internal/monomorph"
)

// TestGeneratedUpToDate: Chinese Checkers' Offensive and MP-Mix are offensive.go's and
// mpmix.go's, with the types written in (gen.go).
func TestGeneratedUpToDate(t *testing.T) {
	monomorph.CheckGenerated(t, "offensive_cc_gen.go", "mpmix_cc_gen.go")
}
