package experiments

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/stats"
	"github.com/cctree/cctree/sweep"
)

// threatGames is Polk & Oommen's Threat-ADS experiments on their other two games, the Virus
// Game and Focus (sweep.ProtocolGames: the cells of their Tables 2, 3, 6, 7 and 10-15), run in
// full: BRS and Threat-ADS with each update rule, 50 trials per cell. It renders the tables of
// every group (one per game spec and start) and one summary table of the savings.
var threatGames = reproduction{
	name: "threat-ads-games",
	summary: "Polk & Oommen's protocol on the Virus Game and Focus: BRS against Threat-ADS (every update rule); Virus 3-6 players at 4 plies and 4-5 players at 6 plies (10 turns), Focus 3-4 players at 4 plies (3 turns); " +
		"initial and intermediate starts, 50 trials each (the full matrix: 61 s of CPU, 73 s on the shared 2-core dev machine)",
	protocol: sweep.ProtocolGames,
	baseline: "brs",
	table:    threatGamesTable,
}

// threatRuleNames are the columns of the summary: the update rules in the paper's order.
var threatRuleNames = []struct{ spec, name string }{
	{"brs(threat=mtf)", "Move-to-Front"},
	{"brs(threat=transpose)", "Transposition"},
	{"brs(threat=ahead)", "Move-Ahead-k"},
	{"brs(threat=pos)", "POS(k)"},
}

// threatGamesTable writes threat-ads-games.md and .txt into dir: one row per game, player count,
// start and depth, in the order of the matrix, with BRS's mean NC and SD and each update rule's
// saving against it and the Mann-Whitney p.
func threatGamesTable(ctx context.Context, res *analysis.Results, dir string) ([]string, error) {
	trials, err := sweep.ProtocolTrials(sweep.ProtocolGames)
	if err != nil {
		return nil, err
	}
	type cell struct {
		game, suite string
		depth       int
	}
	var cells []cell
	for _, t := range trials {
		if c := (cell{t.Game, t.Suite, t.Depth}); !slices.Contains(cells, c) {
			cells = append(cells, c)
		}
	}
	header := []string{"game", "start", "depth", "n", "BRS mean NC", "BRS SD"}
	for _, r := range threatRuleNames {
		header = append(header, r.name)
	}
	var rows [][]string
	for _, c := range cells {
		rep := res.Report(analysis.Group{Family: analysis.Protocol, Game: c.game, Suite: c.suite}, "brs")
		savings := map[string]string{}
		var base stats.Summary
		for _, p := range rep.Pairs {
			if p.Depth != c.depth || p.Base != "brs" {
				continue
			}
			base = p.BaseSum
			savings[p.Other] = fmt.Sprintf("%.1f%% (p %s)", -p.DiffPct, fmtP(p.Test.P))
		}
		if base.N == 0 {
			return nil, fmt.Errorf("no trials of brs against Threat-ADS on %s, %s, depth %d in the data: rerun make reports ONLY=threat-ads-games", c.game, c.suite, c.depth)
		}
		row := []string{c.game, map[string]string{"initial": "start", "mid": "intermediate"}[c.suite], fmt.Sprint(c.depth), fmt.Sprint(base.N),
			commas(base.Mean), commas(base.SD)}
		for _, r := range threatRuleNames {
			s, ok := savings[r.spec]
			if !ok {
				return nil, fmt.Errorf("no trials of %s on %s, %s, depth %d in the data: rerun make reports ONLY=threat-ads-games", r.spec, c.game, c.suite, c.depth)
			}
			row = append(row, s)
		}
		rows = append(rows, row)
	}
	intro := "Polk & Oommen's protocol on the Virus Game and Focus (the rules cctree settled for them: docs/games/virus.md, docs/games/focus.md): " +
		"from the game's start (\"start\") or one of its intermediate positions (50 per player count, 2-ply BRS self-play: 15 turns of the Virus Game, 3 of Focus), " +
		"the perspective player searches with BRS or Threat-ADS at the given depth on 10 of its turns (Virus Game) or 3 (Focus), or until it is out of the game, while the opponents play random moves; " +
		"a trial's NC is summed over those searches; 50 trials per row, trial t seeded with t, the same trials for every searcher. " +
		"Each update rule's cell is its saving, 1 - mean NC / BRS's mean NC, and the two-sided Mann-Whitney U test's p against BRS. " +
		"With two opponents every rule orders them alike, and with three Move-Ahead-2 is Move-to-Front and POS(2) Transposition, so those columns agree there. " +
		"The per-group tables beside this one (protocol-GAME-START.md) have every searcher's mean, SD, interval and effect sizes. " +
		"Data: reports/data/threat-ads-games.txt; command: make reports ONLY=threat-ads-games.\n\n"
	return writeTablePage(ctx, dir, "threat-ads-games", "Threat-ADS on the Virus Game and Focus: saving against BRS per update rule", intro, header, "LLRRRRRRRR", rows)
}

// fmtP prints a p-value in two significant digits ("-" when there is none).
func fmtP(p float64) string {
	if p != p {
		return "-"
	}
	return strings.TrimSpace(fmt.Sprintf("%.2g", p))
}

// commas prints x rounded to a whole number with thousands separators.
func commas(x float64) string {
	s := fmt.Sprintf("%.0f", x)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 && s[i-1] != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
