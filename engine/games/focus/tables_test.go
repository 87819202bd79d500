package focus

import (
	"testing"

	"github.com/cctree/cctree/internal/gentables"
	"github.com/cctree/cctree/internal/golden"
)

// TestTablesGenerated: tables_gen.go holds what buildGeometry and buildZobrist make, and the
// package's tables are those values (-update rewrites the file).
func TestTablesGenerated(t *testing.T) {
	g, z := buildGeometry(), buildZobrist()
	src, err := gentables.Source("focus", "go test -run TestTablesGenerated -update (focus.go's go:generate)",
		gentables.Var{Name: "squareAt", Type: "[8][8]int8", Doc: "squareAt[r][c] is the square of row r, column c, or -1 off the board.", Value: g.squareAt},
		gentables.Var{Name: "rowOf", Type: "[NumSquares]int8", Doc: "rowOf[sq] is the row of a square, 0 at the top.", Value: g.rowOf},
		gentables.Var{Name: "colOf", Type: "[NumSquares]int8", Doc: "colOf[sq] is the column of a square, 0 at the left.", Value: g.colOf},
		gentables.Var{Name: "dest", Type: "[NumSquares][4][MaxHeight]uint8", Doc: "dest[sq][dir][n-1] is the square n steps away, or noSquare.", Value: g.dest},
		gentables.Var{Name: "hasDest", Type: "[NumSquares][MaxHeight + 1]bool", Doc: "hasDest[sq][n]: some direction has a square n steps away.", Value: g.hasDest},
		gentables.Var{Name: "zPiece", Type: "[NumSquares][MaxHeight][MaxPlayers]uint64", Doc: "zPiece[sq][l][p] is the key of a piece of player p at level l of square sq.", Value: z.zPiece, Hex: true},
		gentables.Var{Name: "zReserve", Type: "[MaxPlayers][maxCount + 1]uint64", Doc: "zReserve[p][n] is the key of player p's reserve count n.", Value: z.zReserve, Hex: true},
		gentables.Var{Name: "zCapt", Type: "[MaxPlayers][MaxPlayers][maxCount + 1]uint64", Doc: "zCapt[p][q][n] is the key of n pieces of q captured by p.", Value: z.zCapt, Hex: true},
		gentables.Var{Name: "zOut", Type: "[MaxPlayers]uint64", Doc: "zOut[p] is the key of player p out of the game.", Value: z.zOut, Hex: true},
		gentables.Var{Name: "zMover", Type: "[MaxPlayers]uint64", Doc: "zMover[p] is the key of player p to move.", Value: z.zMover, Hex: true},
	)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "tables_gen.go", src)
	if !golden.Updating() && (g != geometry{squareAt, rowOf, colOf, dest, hasDest} || z != zobristKeys{zPiece, zReserve, zCapt, zOut, zMover}) {
		t.Error("the package's tables differ from the builders': run go generate ./engine/games/focus")
	}
}
