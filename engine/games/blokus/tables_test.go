package blokus

import (
	"testing"

	"github.com/cctree/cctree/internal/gentables"
	"github.com/cctree/cctree/internal/golden"
)

// tablesSource renders the tables as buildPieces and buildZobrist make them.
func tablesSource() ([]byte, error) {
	p, z := buildPieces(), buildZobrist()
	return gentables.Source("blokus", "go test -run TestTablesGenerated -update (pieces.go's go:generate)",
		gentables.Var{Name: "orients", Type: "[NumOrientations]orient", Doc: "orients are the orientations of the pieces (pieceTables).", Value: p.orients},
		gentables.Var{Name: "pieceOrient", Type: "[NumPieces + 1]uint8", Doc: "pieceOrient[p] is the first orientation of piece p and pieceOrient[p+1] the end.", Value: p.pieceOrient},
		gentables.Var{Name: "pieceSize", Type: "[NumPieces]uint8", Doc: "pieceSize[p] is the number of squares of piece p.", Value: p.pieceSize},
		gentables.Var{Name: "orientIndex", Type: "[NumOrientations]uint8", Doc: "orientIndex[o] is o's number among its piece's orientations (the notation's).", Value: p.orientIndex},
		gentables.Var{Name: "zCell", Type: "[numCells][NumColours]uint64", Doc: "zCell[i][c] is the Zobrist key of colour c on cell i (zobristKeys).", Value: z.zCell, Hex: true},
		gentables.Var{Name: "zTurn", Type: "[12]uint64", Doc: "zTurn[i] is the Zobrist key of turn i of the cycle.", Value: z.zTurn, Hex: true},
	)
}

// TestTablesGenerated: tables_gen.go holds what buildPieces and buildZobrist make, and the
// package's tables are those values (-update rewrites the file).
func TestTablesGenerated(t *testing.T) {
	src, err := tablesSource()
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "tables_gen.go", src)
	if golden.Updating() {
		return
	}
	p, z := buildPieces(), buildZobrist()
	if p.orients != orients || p.pieceOrient != pieceOrient || p.pieceSize != pieceSize || p.orientIndex != orientIndex ||
		z.zCell != zCell || z.zTurn != zTurn {
		t.Error("the package's tables differ from the builders': run go generate ./engine/games/blokus")
	}
}
