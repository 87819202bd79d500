package experiments

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/sweep"
	"gonum.org/v1/gonum/stat"
)

// gameGrowthBudget is the node budget of the depth column: the field's matches' nodes=20000.
const gameGrowthBudget = 20000

// gameGrowthSearchers are the alpha-beta and max^n searchers whose growth the games are compared
// by, in the table's order.
const gameGrowthSearchers = "maxn maxn(speculative) paranoid brs brs+ opps(1,5,1)"

// gameGrowthGames are the games and their depths, chosen from probe sweeps: each searcher to the
// first depth whose mean NC passes about 100,000 (so that a search of 20,000 nodes stops inside
// the measured depths on nearly every position), short of one whose mean would pass about a
// million (max^n on Chinese Checkers and Focus stops a depth earlier: its next depth is 64M and
// 4M nodes a position). The slow growers go further where their trees stay small (Rolit, Risk);
// positions near a game's end fit the budget at every depth, which the table marks.
var gameGrowthGames = []struct {
	game, board, seats string
	depths             []string // "searchers:depths", as searchRuns takes them
}{
	{"", "star73", "0134", []string{"maxn maxn(speculative):1-4", "paranoid brs:1-5", "brs+:1-8", "opps(1,5,1):1-9"}},
	{"focus(players=4)", "", "", []string{"maxn:1-3", "maxn(speculative) paranoid brs:1-4", "brs+:1-7", "opps(1,5,1):1-9"}},
	{"rolit(players=4)", "", "", []string{"maxn:1-5", "maxn(speculative) brs:1-6", "paranoid:1-8", "brs+ opps(1,5,1):1-12"}},
	{"virus(players=4)", "", "", []string{"maxn maxn(speculative):1-6", "paranoid:1-8", "brs:1-7", "brs+ opps(1,5,1):1-12"}},
	{"risk(players=4)", "", "", []string{"maxn maxn(speculative):1-9", "paranoid:1-12", "brs:1-10", "brs+ opps(1,5,1):1-16"}},
	// Blokus: hundreds of placements a move, so most stop at depth 2 (probes, mean NC: max^n 481k
	// at 2, Paranoid 10.2M at 3, BRS+ 85k at 3, OPPS 630k at 5 and 1.29M at 6); BRS's depth 2 is
	// 66k, its depth 3 12-15M on the three positions tried (cctree search -depth 3).
	{"blokus(players=4)", "", "", []string{"maxn maxn(speculative) paranoid brs:1-2", "brs+:1-3", "opps(1,5,1):1-5"}},
}

// gameGrowthReproductions is game-growth.
func gameGrowthReproductions() (out []reproduction) {
	return append(out, reproduction{
		name: "game-growth",
		summary: "tree growth on every board game of the registry: max^n, speculative max^n, Paranoid, BRS, BRS+ and OPPS(1,5,1), 4 players, intermediate positions of Chinese Checkers (star73), Focus, Rolit, the Virus Game, Risk and Blokus: " +
			"Node Count per depth, growth per ply, and the depth a search of 20,000 nodes completes",
		runs:     gameGrowthRuns(),
		baseline: "paranoid",
		table:    gameGrowthTable,
	})
}

// gameGrowthRuns are the sweep selections of gameGrowthGames.
func gameGrowthRuns() []sweep.Selection {
	var runs []sweep.Selection
	for _, g := range gameGrowthGames {
		for _, sel := range searchRuns(g.board, g.seats, "mid", g.depths...) {
			sel.Game = g.game
			runs = append(runs, sel)
		}
	}
	return runs
}

// gameGrowthTable writes game-growth.md and .txt: per game and searcher, the mean NC at the
// deepest depth measured, the growth per ply (the geometric mean of NC(d)/NC(d-1) over the
// measured depths, of the means) and the last ply's, and the depth a search of
// gameGrowthBudget nodes completes (depthWithin), its mean and range over the positions.
func gameGrowthTable(ctx context.Context, res *analysis.Results, dir string) ([]string, error) {
	type key struct {
		group analysis.Group
		algo  string
	}
	byKey := map[key][]*analysis.Sample{}
	for _, s := range res.Samples() {
		if s.Source != analysis.FromPositions {
			continue
		}
		k := key{s.Group, s.Algo}
		byKey[k] = append(byKey[k], s)
	}
	header := []string{"game", "searcher", "depths", "mean NC at the deepest", "growth per ply", "last ply", "depth within 20,000 nodes", "range"}
	var rows [][]string
	for _, g := range gameGrowthGames {
		group := analysis.Group{Family: analysis.Search, Game: g.game, Board: g.board, Seats: g.seats, Suite: "mid"}
		name := g.game
		if name == "" {
			name = "chinese checkers (" + g.board + ", " + g.seats + ")"
		}
		for _, algo := range strings.Fields(gameGrowthSearchers) {
			samples := byKey[key{group, algo}]
			if len(samples) == 0 {
				return nil, fmt.Errorf("no counts of %s on %s in the data: rerun make reports ONLY=game-growth", algo, name)
			}
			slices.SortFunc(samples, func(a, b *analysis.Sample) int { return cmp.Compare(a.Depth, b.Depth) })
			row, err := gameGrowthRow(samples)
			if err != nil {
				return nil, fmt.Errorf("%s on %s: %w", algo, name, err)
			}
			rows = append(rows, append([]string{name, algo}, row...))
		}
	}
	intro := "Each searcher at every depth it is measured at (the per-game tables and figures beside this one give every depth), on the 50 intermediate positions of each game with 4 players " +
		"(Chinese Checkers on star73, seats 0134; the other games' suites as `positions/suites/` holds them), the default evaluation and move ordering of each game. " +
		"Growth per ply is the geometric mean of mean NC(d) / mean NC(d-1) over the measured depths; the last ply's is that of the deepest step. " +
		"Depth within 20,000 nodes is the depth whose move a search with the budget nodes=20000 (the field's matches') plays: iterative deepening from depth 1, each iteration as large as the fixed-depth search, " +
		"so per position the deepest d whose NC summed over depths 1..d stays within the budget; mean and range over the positions " +
		"(\"≥\": on some positions even the deepest measured depth fits, so the mean is a lower bound). " +
		"Data: reports/data/game-growth.txt; command: make reports ONLY=game-growth.\n\n"
	return writeTablePage(ctx, dir, "game-growth", "Tree growth per game: growth per ply and the depth 20,000 nodes reach", intro, header, "LLRRRRRR", rows)
}

// gameGrowthRow is a searcher's cells after its name: its samples, one per depth, ascending from
// depth 1 without a gap, every one over the same positions.
func gameGrowthRow(samples []*analysis.Sample) ([]string, error) {
	for i, s := range samples {
		if s.Depth != i+1 {
			return nil, fmt.Errorf("depth %d missing from the data: rerun make reports ONLY=game-growth", i+1)
		}
		if !slices.Equal(s.IDs, samples[0].IDs) {
			return nil, fmt.Errorf("depth %d has other positions than depth 1", s.Depth)
		}
	}
	means := make([]float64, len(samples))
	for i, s := range samples {
		means[i] = stat.Mean(s.NC, nil)
	}
	deep := len(samples)
	growth, last := "-", "-"
	if deep > 1 {
		growth = fmt.Sprintf("%.1f", math.Pow(means[deep-1]/means[0], 1/float64(deep-1)))
		last = fmt.Sprintf("%.1f", means[deep-1]/means[deep-2])
	}
	depths := make([]int, len(samples[0].NC))
	censored := false
	for p := range depths {
		nc := make([]float64, deep)
		for d, s := range samples {
			nc[d] = s.NC[p]
		}
		depths[p] = depthWithin(nc, gameGrowthBudget)
		censored = censored || depths[p] == deep
	}
	mark := ""
	if censored {
		mark = "≥ "
	}
	lo, hi := slices.Min(depths), slices.Max(depths)
	var sum float64
	for _, d := range depths {
		sum += float64(d)
	}
	return []string{fmt.Sprintf("1-%d", deep), commas(means[deep-1]), growth, last,
		fmt.Sprintf("%s%.2f", mark, sum/float64(len(depths))), fmt.Sprintf("%d-%d", lo, hi)}, nil
}

// depthWithin is the deepest depth whose iteration completes within budget nodes when iterative
// deepening runs depths 1, 2, ... and nc[d-1] is the NC of depth d alone (search.RunOf: the
// budget is checked at every node and every iteration counts), 0 when even depth 1 does not.
func depthWithin(nc []float64, budget float64) int {
	var sum float64
	for d, n := range nc {
		sum += n
		if sum > budget {
			return d
		}
	}
	return len(nc)
}
