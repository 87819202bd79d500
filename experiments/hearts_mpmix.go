package experiments

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/cctree/cctree/analysis/matchplot"
	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/cctree/cctree/engine/match/record"
)

// The MP-Mix paper's Hearts experiments (its §4.1) on our Hearts: tournaments to 100 points
// (engine/match/hands.go), the paper's heuristic for every searcher (hearts(eval=mpmix)), its
// thresholds in points. Each run's command is the one that made the committed data, so `make
// reports` resumes those files (a finished file is kept as it is) and renders their summaries
// under reports/match-hearts/ and reports/match-hearts-sampled/. The claims (package claims,
// registry_cards.go) read the same files.
//
// Sizes are the paper's: experiment 1 804 tournaments per fourth player (its 800 in whole blocks)
// with hidden cards, the paper's setting (10 sampled deals a move, each searched to depth 6), and
// with every hand visible; experiment 2 1,200; experiment 3 500 per plugged-in player. The
// hidden-card players sample 10 deals a move (the paper says only "a large number of times").

// heartsGame is the game of every Hearts run: 4 players, the paper's heuristic.
const heartsGame = "hearts(eval=mpmix)"

func heartsRun(label, players, budget string, games int, design string) matchRun {
	return matchRun{label: label, players: players, budget: budget, games: games, design: design, game: heartsGame}
}

// sampledPlayer is a contestant playing with hidden cards: 10 sampled deals a move, each searched
// by algo with every hand visible.
func sampledPlayer(algo string) string { return "sampled(algo=" + algo + ",samples=10)" }

// heartsRuns are the runs of match-hearts (experiments 1-3) and match-hearts-sampled (experiment 1
// with hidden cards).
var heartsRuns = sync.OnceValues(heartsMatches)

// heartsReproductions are match-hearts and match-hearts-sampled.
func heartsReproductions() (out []reproduction) {
	runs, sampledRuns := heartsRuns()
	sampled := matchReproduction("match-hearts-sampled", "MP-Mix paper §4.1 experiment 1 on Hearts in the paper's setting, hidden cards (10 sampled deals a move, each searched to depth 6): MIX(Td = 0, 5, 10, 25, 50 points, To = inf), MAXN or PAR as the fourth player against PAR, PAR, MAXN, 804 tournaments each (the paper's 800 in whole blocks); and the paper's Fig. 2 from both experiment 1 runs (fig2)", sampledRuns...)
	play := sampled.run
	sampled.run = func(ctx context.Context, data, dir string, opt Options) ([]string, error) {
		paths, err := play(ctx, data, dir, opt)
		if err != nil {
			return nil, err
		}
		fig, err := heartsFig2(ctx, filepath.Dir(data), dir)
		return append(paths, fig...), err
	}
	return append(out,
		matchReproduction("match-hearts", "MP-Mix paper §4.1 on Hearts (4 players, tournaments to 100 points, the paper's heuristic). Experiment 1: PAR, PAR, MAXN and a fourth player, MIX(Td = 0, 5, 10, 25, 50 points, To = inf), MAXN or PAR, every hand visible, depth 6, 804 tournaments each (the paper's 800 in whole blocks). Experiment 2: four players drawn with replacement from RND, WRT, PAR, MAXN and MIX(Td = 25, To = inf) per tournament, hidden cards (10 sampled deals a move), 20,000 nodes, 1,200 tournaments. Experiment 3: OMIX (To = 20), DMIX (Td = 20), MIX (both 20) or PAR against three MAXN, hidden cards, 50,000 nodes, 500 tournaments each", runs...), sampled)
}

func heartsMatches() (runs, sampledRuns []matchRun) {
	exp1 := func(label, players, design string) matchRun {
		return heartsRun("exp1-"+label, "'"+players+"'", "depth=6", 804, design)
	}
	for _, td := range []string{"0", "5", "10", "25", "50"} {
		runs = append(runs, exp1("mix"+td, "mpmix(td="+td+",to=inf) paranoid maxn", "counts=1,2,1"))
	}
	runs = append(runs, exp1("maxn", "maxn paranoid", "counts=2,2"), exp1("par", "paranoid maxn", "counts=3,1"))
	// Experiment 2: four players drawn with replacement from the five types per tournament
	// (design draw), 20,000 nodes a move, 1,200 tournaments.
	runs = append(runs, heartsRun("exp2", "'random wrt "+sampledPlayer("paranoid")+" "+sampledPlayer("maxn")+" "+sampledPlayer("mpmix(td=25,to=inf)")+"'", "nodes=20000", 1200, "draw"))
	// Experiment 3: one player plugged in against three MAXN, in every seat of each block (design
	// counts=1,3), 50,000 nodes a move: OMIX (To = 20, Td = ∞), DMIX (Td = 20, To = ∞), MIX (both
	// 20) and PAR.
	for _, p := range [][2]string{{"omix", "mpmix(td=inf,to=20)"}, {"dmix", "mpmix(td=20,to=inf)"}, {"mix", "mpmix(td=20,to=20)"}, {"par", "paranoid"}} {
		runs = append(runs, heartsRun("exp3-"+p[0], "'"+sampledPlayer(p[1])+" "+sampledPlayer("maxn")+"'", "nodes=50000", 500, "counts=1,3"))
	}
	// And MAXN plugged into the same environment: four MAXN (self-play, design counts=4), whose
	// share per seat is what the paper's "MAXN player in the same environment" won.
	runs = append(runs, heartsRun("exp3-maxn", "'"+sampledPlayer("maxn")+"'", "nodes=50000", 500, "counts=4"))
	sampled := func(label, players, design string) matchRun {
		var ps []string
		for _, p := range strings.Fields(players) {
			ps = append(ps, sampledPlayer(p))
		}
		return heartsRun("exp1-"+label, "'"+strings.Join(ps, " ")+"'", "depth=6", 804, design)
	}
	for _, td := range []string{"0", "5", "10", "25", "50"} {
		sampledRuns = append(sampledRuns, sampled("mix"+td, "mpmix(td="+td+",to=inf) paranoid maxn", "counts=1,2,1"))
	}
	return runs, append(sampledRuns, sampled("maxn", "maxn paranoid", "counts=2,2"), sampled("par", "paranoid maxn", "counts=3,1"))
}

// heartsFig2Players are experiment 1's fourth players in the order of the paper's Fig. 2 (PAR
// leftmost, MIX by Td, MAXN rightmost), each with its run's label, the seats of each type at its
// tables (the design's counts) and the lead the paper's text prints (NaN: drawn only).
var heartsFig2Players = []struct {
	label, name, algo string
	seats             map[string]int
	paper             float64
}{
	{"par", "PAR", "paranoid", map[string]int{"paranoid": 3, "maxn": 1}, -11},
	{"mix0", "MIX Td=0", "mpmix(td=0,to=inf)", map[string]int{"mpmix(td=0,to=inf)": 1, "paranoid": 2, "maxn": 1}, math.NaN()},
	{"mix5", "MIX Td=5", "mpmix(td=5,to=inf)", map[string]int{"mpmix(td=5,to=inf)": 1, "paranoid": 2, "maxn": 1}, math.NaN()},
	{"mix10", "MIX Td=10", "mpmix(td=10,to=inf)", map[string]int{"mpmix(td=10,to=inf)": 1, "paranoid": 2, "maxn": 1}, math.NaN()},
	{"mix25", "MIX Td=25", "mpmix(td=25,to=inf)", map[string]int{"mpmix(td=25,to=inf)": 1, "paranoid": 2, "maxn": 1}, 6},
	{"mix50", "MIX Td=50", "mpmix(td=50,to=inf)", map[string]int{"mpmix(td=50,to=inf)": 1, "paranoid": 2, "maxn": 1}, math.NaN()},
	{"maxn", "MAXN", "maxn", map[string]int{"maxn": 2, "paranoid": 2}, -5},
}

// heartsFig2 renders the paper's Fig. 2 from experiment 1's runs in the data folder: the fourth
// player's win rate per seat minus the best other type's (matchstat.Lead on matchstat.PerSeat,
// the best chosen on alternate blocks, its interval ±1.96 SE over 2,000 bootstrap resamples of the
// blocks, seed 1: the claims' rows' numbers), with hidden cards and with every hand visible, beside the paper's
// printed values. A run not in the data folder is a gap in the figure and "not played" in the
// table.
func heartsFig2(ctx context.Context, folder, dir string) ([]string, error) {
	kinds := []struct{ name, prefix string }{
		{"hidden cards", "match-hearts-sampled-exp1-"},
		{"every hand visible", "match-hearts-exp1-"},
	}
	var labels []string
	series := make([]matchplot.LeadSeries, len(kinds)+1)
	for k, kind := range kinds {
		series[k].Name = kind.name
	}
	paper := &series[len(kinds)]
	paper.Name = "the paper's text"
	var rows [][]string
	for _, f := range heartsFig2Players {
		labels = append(labels, f.name)
		row := []string{f.name}
		for k, kind := range kinds {
			contestant, seats := f.algo, f.seats
			if k == 0 {
				hidden := map[string]int{}
				for c, n := range seats {
					hidden[sampledPlayer(c)] = n
				}
				contestant, seats = sampledPlayer(f.algo), hidden
			}
			l, games, err := seatLeadOf(filepath.Join(folder, kind.prefix+f.label+".jsonl"), contestant, seats)
			s := &series[k]
			switch {
			case errors.Is(err, fs.ErrNotExist):
				s.Value, s.Lo, s.Hi = append(s.Value, math.NaN()), append(s.Lo, math.NaN()), append(s.Hi, math.NaN())
				row = append(row, "not played", "")
				continue
			case err != nil:
				return nil, err
			}
			v, lo, hi := 100*l.Value, 100*(l.Value-1.96*l.SE), 100*(l.Value+1.96*l.SE)
			s.Value, s.Lo, s.Hi = append(s.Value, v), append(s.Lo, lo), append(s.Hi, hi)
			row = append(row, fmt.Sprintf("%+.1f [%+.1f, %+.1f] (best other: %s)", v, lo, hi, strings.TrimSuffix(strings.TrimPrefix(l.Best, "sampled(algo="), ",samples=10)")), fmt.Sprint(games))
		}
		paper.Value = append(paper.Value, f.paper)
		if math.IsNaN(f.paper) {
			row = append(row, "drawn only")
		} else {
			row = append(row, fmt.Sprintf("%+.0f", f.paper))
		}
		rows = append(rows, row)
	}
	svg := filepath.Join(dir, "fig2.svg")
	if err := matchplot.PlotLeads(svg, "MP-Mix Fig. 2 on our Hearts: the fourth player's lead (depth 6)", "lead per seat (points, 95% interval)", labels, series); err != nil {
		return nil, err
	}
	header := []string{"fourth player", "lead, hidden cards (10 sampled deals a move, each to depth 6)", "tournaments", "lead, every hand visible (depth 6)", "tournaments", "paper"}
	intro := "The MP-Mix paper's experiment 1 (§4.1, Fig. 2) on our Hearts: PAR, PAR, MAXN and a fourth player, tournaments to 100 points, each seating of a block on the same deals (design counts). " +
		"A lead is the fourth player's win rate per seat minus the best other type's per seat, in points, the best chosen on alternate blocks and measured on the rest, " +
		"with its 95% interval (±1.96 SE, the SE from 2,000 bootstrap resamples of the blocks, as the rows of REPRODUCTION.md take it); where the fourth player is a type of the field (PAR, MAXN), its rate is over all its seats. " +
		"The paper's text prints three of its bars (PAR -11, MIX at Td = 25 +6, MAXN -5); the rows `mpmix-hearts-exp1-*` of REPRODUCTION.md decide them. Figure: fig2.svg. " +
		"Data: reports/data/match-hearts-sampled-exp1-*.jsonl and match-hearts-exp1-*.jsonl; command: make reports ONLY=match-hearts,match-hearts-sampled.\n\n"
	paths, err := writeTablePage(ctx, dir, "fig2", "MP-Mix Fig. 2 on Hearts: the fourth player's lead", intro, header, "LLRLRR", rows)
	return append(paths, svg), err
}

// seatLeadOf is the lead per seat of contestant in the results file at path, and its games.
func seatLeadOf(path, contestant string, seats map[string]int) (matchstat.LeadResult, int, error) {
	if _, err := os.Stat(path); err != nil {
		return matchstat.LeadResult{}, 0, err
	}
	recs, err := record.ReadFile(path)
	if err != nil {
		return matchstat.LeadResult{}, 0, err
	}
	s, err := matchstat.Summarize(recs)
	if err != nil {
		return matchstat.LeadResult{}, 0, fmt.Errorf("%s: %w", path, err)
	}
	ps, err := matchstat.PerSeat(s, seats)
	if err != nil {
		return matchstat.LeadResult{}, 0, fmt.Errorf("%s: %w", path, err)
	}
	l, err := matchstat.Lead(ps, contestant, 2000, 1)
	if err != nil {
		return matchstat.LeadResult{}, 0, fmt.Errorf("%s: %w", path, err)
	}
	return l, s.Games, nil
}
