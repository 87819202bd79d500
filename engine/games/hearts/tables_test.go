package hearts

import (
	"testing"

	"github.com/cctree/cctree/internal/gentables"
	"github.com/cctree/cctree/internal/golden"
)

// TestTablesGenerated: tables_gen.go holds what buildPipSum makes, and pipSum is that (-update
// rewrites the file).
func TestTablesGenerated(t *testing.T) {
	p := buildPipSum()
	src, err := gentables.Source("hearts", "go test -run TestTablesGenerated -update (hearts.go's go:generate)",
		gentables.Var{Name: "pipSum", Type: "[1 << 13]uint8", Doc: "pipSum[m] is the pips (2 for the two ... 14 for the ace) of the ranks in the 13-bit mask m.", Value: p})
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "tables_gen.go", src)
	if !golden.Updating() && p != pipSum {
		t.Error("pipSum differs from buildPipSum's: run go generate ./engine/games/hearts")
	}
}
