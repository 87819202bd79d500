package virus

import (
	"reflect"
	"testing"

	"github.com/cctree/cctree/internal/gentables"
	"github.com/cctree/cctree/internal/golden"
)

// TestTablesGenerated: tables_gen.go holds what buildGeos and buildZobrist make, and the
// package's tables are those values (-update rewrites the file).
func TestTablesGenerated(t *testing.T) {
	g, z := buildGeos(), buildZobrist()
	src, err := gentables.Source("virus", "go test -run TestTablesGenerated -update (virus.go's go:generate)",
		gentables.Var{Name: "geos", Type: "[MaxSize + 1][2]*geometry", Doc: "geos[size][adj==8] is the geometry of each board.", Value: g},
		gentables.Var{Name: "zCell", Type: "[maxCells][MaxPlayers]uint64", Doc: "zCell[i][p] is the key of player p on cell i.", Value: z.zCell, Hex: true},
		gentables.Var{Name: "zMover", Type: "[MaxPlayers]uint64", Doc: "zMover[p] is the key of player p to move.", Value: z.zMover, Hex: true},
		gentables.Var{Name: "zMade", Type: "uint64", Doc: "zMade times the number of infections made, in games with a limit.", Value: z.zMade, Hex: true},
	)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "tables_gen.go", src)
	if !golden.Updating() && (!reflect.DeepEqual(g, geos) || z != zobristKeys{zCell, zMover, zMade}) {
		t.Error("the package's tables differ from the builders': run go generate ./engine/games/virus")
	}
}
