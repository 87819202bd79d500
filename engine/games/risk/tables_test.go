package risk

import (
	"testing"

	"github.com/cctree/cctree/internal/gentables"
	"github.com/cctree/cctree/internal/golden"
)

// TestTablesGenerated: the map's lists are well formed, tables_gen.go holds what buildMap makes of
// them, and the package's tables are those values (-update rewrites the file).
func TestTablesGenerated(t *testing.T) {
	m, err := buildMap()
	if err != nil {
		t.Fatal(err)
	}
	src, err := gentables.Source("risk", "go test -run TestTablesGenerated -update (map.go's go:generate)",
		gentables.Var{Name: "continents", Type: "[NumContinents]continent", Doc: "continents are continentDefs with their territories' masks.", Value: m.continents},
		gentables.Var{Name: "neighbours", Type: "[NumTerritories]uint64", Doc: "neighbours[t] are the territories bordering t.", Value: m.neighbours, Hex: true},
		gentables.Var{Name: "numBorders", Type: "int", Doc: "numBorders is the number of undirected borders.", Value: m.numBorders},
		gentables.Var{Name: "outside", Type: "[NumContinents]uint64", Doc: "outside[c] are the territories outside continent c that border it.", Value: m.outside, Hex: true},
	)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "tables_gen.go", src)
	if !golden.Updating() && m != (mapTables{continents, neighbours, numBorders, outside}) {
		t.Error("the package's tables differ from buildMap's: run go generate ./engine/games/risk")
	}
}
