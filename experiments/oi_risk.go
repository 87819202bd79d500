package experiments

import (
	"bytes"
	"context"
	"fmt"

	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/sweep"
)

// The Opponent Impact of Risk (MP-Mix paper §5, Fig. 5): 6 players, our evaluation (each player's
// share of the players' strengths) and each player's strength itself, depths 1-9 as the paper's
// figure, beside Hearts' (opponent-impact-hearts).
// riskOIReproductions is opponent-impact-risk.
func riskOIReproductions() (out []reproduction) {
	return append(out, reproduction{
		name:    "opponent-impact-risk",
		summary: "the Opponent Impact factor of Risk (MP-Mix paper §5, Fig. 5), 6 players, our evaluation (shares of the strengths) and the strengths themselves, depths 1-9",
		run:     reproduceOIRisk,
	})
}

// oiRisk is the measurement: 6-player Risk (the paper's experiments), 1,000 states per depth
// sampled from deals 1-100 (the paper ran 100 games per depth) after 0-200 moves (our 6-player
// games at depth 6 last 150 to 500 moves; draws that end the game are drawn again), each a
// position as the searchers see it (every battle its expected losses).
var oiRisk = struct {
	spec                          string
	depths, samples, deals, plies int
}{riskGame, 9, 1000, 100, 200}

func reproduceOIRisk(ctx context.Context, data, dir string, opt Options) ([]string, error) {
	var raw bytes.Buffer
	for _, ev := range []mpmix.Eval{mpmix.EvalShare, mpmix.EvalProgress} {
		for d := 1; d <= oiRisk.depths; d++ {
			o := sweep.GameOI{Game: oiRisk.spec, Deals: oiRisk.deals, Samples: oiRisk.samples, Seed: 1, Depth: d, Plies: oiRisk.plies, Eval: ev}
			if err := o.Run(ctx, &raw); err != nil {
				return nil, err
			}
		}
	}
	if err := atomicfile.WriteFile(data, raw.Bytes()); err != nil {
		return nil, err
	}
	rows := fieldRows(raw.String(), "game", "eval", "depth", "samples", "oi", "pair_oi")
	for _, r := range rows {
		if r[1] == "" {
			r[1] = "share"
		}
	}
	header := []string{"game", "values", "depth", "states", "OI", "OI per opponent"}
	intro := "Opponent Impact (Zuckerman, Felner & Kraus §5) of 6-player Risk: the share of sampled states in which the player to move has bids " +
		"that give some opponent at least two different values, searched with max^n to the depth below each of the mover's three bids; \"OI per opponent\" counts (state, opponent) pairs. " +
		"The values are our evaluation's, each player's share of the players' strengths (share, docs/games/risk.md: what our searchers and MP-Mix compare), or each player's strength itself (progress, cctree oi -eval progress: a bid changes it only by changing what that player holds or what borders him), on the position as the searchers see it (every battle its expected losses). " +
		fmt.Sprintf("States: %d per depth, from deals 1-%d after 0-%d moves, each the mover's pick among its three best (data: reports/data/opponent-impact-risk.txt, from cctree oi -game). The paper: 83.12%% at depth 1, around 88.53%% at depth 9 (rows mpmix-risk-oi-* of REPRODUCTION.md).\n\n", oiRisk.samples, oiRisk.deals, oiRisk.plies)
	return writeTablePage(ctx, dir, "opponent-impact-risk", "Opponent Impact of Risk by depth", intro, header, "LLRRRR", rows)
}
