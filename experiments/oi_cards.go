package experiments

import (
	"bytes"
	"context"
	"fmt"

	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/sweep"
)

// The Opponent Impact of Hearts (MP-Mix paper §5, Fig. 5): the paper's game and its heuristic,
// beside Chinese Checkers' (opponent-impact).
// heartsOIReproductions is opponent-impact-hearts.
func heartsOIReproductions() (out []reproduction) {
	return append(out, reproduction{
		name:    "opponent-impact-hearts",
		summary: "the Opponent Impact factor of Hearts (MP-Mix paper §5, Fig. 5), 4 players, the paper's heuristic (eval=mpmix) and the points taken, depths 1-6",
		run:     reproduceOIHearts,
	})
}

// oiHearts is the measurement: 4-player Hearts (the paper's), 1,000 states sampled from deals
// 1-100 (the paper ran 100 tournaments per depth) after 0-60 cards (a hand has 52: draws that end
// the hand are drawn again), under the paper's heuristic and under the points taken so far.
var oiHearts = struct {
	specs          []string
	depths         int
	samples, deals int
}{[]string{"hearts(eval=mpmix)", "hearts(eval=points)"}, 6, 1000, 100}

func reproduceOIHearts(ctx context.Context, data, dir string, opt Options) ([]string, error) {
	var raw bytes.Buffer
	for _, g := range oiHearts.specs {
		for d := 1; d <= oiHearts.depths; d++ {
			o := sweep.GameOI{Game: g, Deals: oiHearts.deals, Samples: oiHearts.samples, Seed: 1, Depth: d, Plies: 60}
			if err := o.Run(ctx, &raw); err != nil {
				return nil, err
			}
		}
	}
	if err := atomicfile.WriteFile(data, raw.Bytes()); err != nil {
		return nil, err
	}
	rows := fieldRows(raw.String(), "game", "depth", "samples", "oi", "pair_oi")
	header := []string{"game", "depth", "states", "OI", "OI per opponent"}
	intro := "Opponent Impact (Zuckerman, Felner & Kraus §5) of 4-player Hearts: the share of sampled states in which the player to move has cards " +
		"that give some opponent at least two different values, searched with max^n to the depth below each card; \"OI per opponent\" counts (state, opponent) pairs. " +
		"eval=mpmix is the paper's heuristic features (docs/games/hearts.md gives the weights), eval=points the points the others have taken so far. " +
		fmt.Sprintf("States: %d per depth, from deals 1-%d after 0-60 cards, each the mover's pick among its three best in static order (data: reports/data/opponent-impact-hearts.txt, from cctree oi -game).\n\n", oiHearts.samples, oiHearts.deals)
	return writeTablePage(ctx, dir, "opponent-impact-hearts", "Opponent Impact of Hearts by depth", intro, header, "LRRRR", rows)
}
