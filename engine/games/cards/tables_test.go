package cards

import (
	"testing"

	"github.com/cctree/cctree/internal/gentables"
	"github.com/cctree/cctree/internal/golden"
)

// TestTablesGenerated: tables_gen.go holds what buildBinom and buildZobrist make, and the
// package's tables are those values (-update rewrites the file).
func TestTablesGenerated(t *testing.T) {
	b, z := buildBinom(), buildZobrist()
	src, err := gentables.Source("cards", "go test -run TestTablesGenerated -update (table.go's go:generate)",
		gentables.Var{Name: "binom", Type: "[14][14]uint64", Doc: "binom[n][k] is n choose k for n up to 13, a suit's cards.", Value: b},
		gentables.Var{Name: "zHand", Type: "[NumCards][MaxPlayers]uint64", Doc: "zHand[c][p] is the key of card c in player p's hand.", Value: z.zHand, Hex: true},
		gentables.Var{Name: "zWon", Type: "[NumCards][MaxPlayers]uint64", Doc: "zWon[c][p] is the key of card c among player p's won cards.", Value: z.zWon, Hex: true},
		gentables.Var{Name: "zTrick", Type: "[NumCards][MaxPlayers][MaxPlayers]uint64", Doc: "zTrick[c][i][p] is the key of card c at place i of the trick, played by player p.", Value: z.zTrick, Hex: true},
		gentables.Var{Name: "zMover", Type: "[MaxPlayers]uint64", Doc: "zMover[p] is the key of player p to move.", Value: z.zMover, Hex: true},
	)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "tables_gen.go", src)
	if !golden.Updating() && (b != binom || z != zobristKeys{zHand, zWon, zTrick, zMover}) {
		t.Error("the package's tables differ from the builders': run go generate ./engine/games/cards")
	}
}
