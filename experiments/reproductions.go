package experiments

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/matchplot"
	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/match/results"
	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep"
)

// reproductions are the experiments, in the order cctree reproduce runs and lists them, built on
// first use: their run lists parse searcher specs and build match plans, work a command that runs
// no experiment (a sweep, a search) should not pay at start-up (0.7M instructions of a depth-1
// sweep's 9.5M, reports/perf-log.md 2026-12-02).
var reproductions = sync.OnceValue(func() []reproduction {
	out := firstReproductions()
	for _, more := range []func() []reproduction{fieldReproductions, gameGrowthReproductions, heartsReproductions,
		heartsOIReproductions, riskOIReproductions, laterReproductions, riskReproductions} {
		out = append(out, more()...)
	}
	return out
})

// firstReproductions are the papers' search reproductions, which the others follow.
func firstReproductions() []reproduction {
	return []reproduction{
		{
			name:     "opps-fig3",
			summary:  "OPPS paper Fig. 3: tree growth of max^n, Paranoid, BRS+ and OPPS(1,5,1), OPPS(1,inf,2), OPPS(2,8,5), 4-player star73 intermediate positions",
			runs:     searchRuns("star73", "0134", "mid", "maxn:1-5", "paranoid:1-6", "brs+:1-9", "opps(1,5,1):1-10", "opps(1,inf,2):1-8", "opps(2,8,5):1-8"),
			baseline: "paranoid",
		},
		{
			name:     "sturtevant",
			summary:  "Sturtevant 2003: max^n against shallow, last-branch (depths 1-4) and speculative max^n (1-6), 3-player star73 intermediate positions",
			runs:     searchRuns("star73", "024", "mid", "maxn maxn(shallow) maxn(lastbranch):1-4", "maxn(speculative):1-6"),
			baseline: "maxn",
		},
		{
			name:    "threat-ads-search",
			summary: "Polk & Oommen: BRS against Threat-ADS (every update rule), one search per position, 3-6 players, start and intermediate positions, depths 1-4",
			runs: func() []sweep.Selection {
				var runs []sweep.Selection
				for _, seats := range []string{"024", "0134", "01245", "02345", "012345"} {
					for _, suite := range []string{"initial", "mid"} {
						runs = append(runs, searchRuns("star73", seats, suite, "brs brs(threat=mtf) brs(threat=transpose) brs(threat=ahead) brs(threat=pos):1-4")...)
					}
				}
				return runs
			}(),
			baseline: "brs",
		},
		{
			name:    "opps-grid",
			summary: "OPPS parameter grid: NC at depth 5 for n1 in 0-3, l1 in 1-10 and inf, l2 in 1-5 (l1 >= l2), 4-player star73 intermediate positions",
			runs:    searchRuns("star73", "0134", "mid", strings.Join(oppsGrid(), " ")+":5"),
			grids:   true,
		},
		{
			name:     "threat-ads-protocol",
			summary:  "Polk & Oommen's protocol: BRS against Threat-ADS (every update rule), 3-6 players, initial and intermediate starts, 50 trials of 5 turns",
			protocol: sweep.Full,
			baseline: "brs",
		},
		threatGames,
		{
			name:     "line16",
			summary:  "OPPS Algorithm 1 line 16, both readings: BRS+, OPPS(1,5,1), OPPS(1,inf,2), OPPS(2,8,5) default and line16=literal, depths 1-5, 4-player star73 intermediate positions",
			runs:     searchRuns("star73", "0134", "mid", "brs+ brs+(line16=literal) opps(1,5,1) opps(1,5,1,line16=literal) opps(1,inf,2) opps(1,inf,2,line16=literal) opps(2,8,5) opps(2,8,5,line16=literal):1-5"),
			baseline: "brs+",
		},
		{
			name:     "line16-grid",
			summary:  "OPPS Algorithm 1 line 16, both readings: eight parameter-grid settings at depth 5, 4-player star73 intermediate positions",
			runs:     searchRuns("star73", "0134", "mid", "opps(0,inf,1) opps(0,inf,1,line16=literal) opps(0,5,2) opps(0,5,2,line16=literal) opps(1,3,1) opps(1,3,1,line16=literal) opps(1,10,2) opps(1,10,2,line16=literal) opps(1,inf,3) opps(1,inf,3,line16=literal) opps(2,inf,1) opps(2,inf,1,line16=literal) opps(2,5,3) opps(2,5,3,line16=literal) opps(3,inf,1) opps(3,inf,1,line16=literal):5"),
			baseline: "opps(1,3,1)",
		},
		matchReproduction("match-opps-brsplus", "OPPS paper Table 1: OPPS(1,5,1) against BRS+ with 3, 4 and 6 players, 20,000 nodes per move, about 1,000 games each; and 4 players at the paper's 250 ms per move (56 games, timed on the machine it runs on)",
			matchRun{"3p", "'opps(1,5,1) brs+'", "024", "nodes=20000", 1002, "", "", ""},
			matchRun{"4p", "'opps(1,5,1) brs+'", "0134", "nodes=20000", 1008, "", "", ""},
			matchRun{"6p", "'opps(1,5,1) brs+'", "012345", "nodes=20000", 1054, "", "", ""},
			// The paper's 250 ms control, 4 players: timings, not node counts, decide the moves, so
			// these games are the machine's (the records say which build; the summary which depths).
			matchRun{"4p-250ms", "'opps(1,5,1) brs+'", "0134", "time=250ms", 56, "", "", ""}),
		{
			name:    "opps-fig3-games",
			summary: "OPPS paper Fig. 3 as the paper measures it: tree growth over every position searched in complete games (the first 28 games of match-opps-brsplus 4p: OPPS(1,5,1) against BRS+, 4 players)",
			run:     reproduceFig3Games,
		},
		matchReproduction("match-opps-classic", "OPPS paper Table 2: OPPS(1,5,1) against max^n and against Paranoid with 3, 4 and 6 players, 20,000 nodes per move",
			matchRun{"maxn-3p", "'opps(1,5,1) maxn'", "024", "nodes=20000", 504, "", "", ""},
			matchRun{"maxn-4p", "'opps(1,5,1) maxn'", "0134", "nodes=20000", 1008, "", "", ""},
			matchRun{"maxn-6p", "'opps(1,5,1) maxn'", "012345", "nodes=20000", 496, "", "", ""},
			matchRun{"paranoid-3p", "'opps(1,5,1) paranoid'", "024", "nodes=20000", 504, "", "", ""},
			matchRun{"paranoid-4p", "'opps(1,5,1) paranoid'", "0134", "nodes=20000", 1008, "", "", ""},
			matchRun{"paranoid-6p", "'opps(1,5,1) paranoid'", "012345", "nodes=20000", 496, "", "", ""}),
		matchReproduction("match-brsplus-depth", "OPPS paper §5.1: BRS+ at fixed depths against itself one ply shallower (and 5 against 6), 4 players, 504 games each",
			matchRun{"3v2", "'brs+@depth=3 brs+@depth=2'", "0134", "", 504, "", "", ""},
			matchRun{"4v3", "'brs+@depth=4 brs+@depth=3'", "0134", "", 504, "", "", ""},
			matchRun{"5v4", "'brs+@depth=5 brs+@depth=4'", "0134", "", 504, "", "", ""},
			matchRun{"5v6", "'brs+@depth=5 brs+@depth=6'", "0134", "", 504, "", "", ""}),
		matchReproduction("match-mpmix", "MP-Mix paper experiment 2 on Chinese Checkers: random, greedy, Paranoid, max^n and MP-Mix(td=0.05, to=inf), 20,000 nodes per move: the paper's design (4-player tables drawn with replacement, 1,200 games), a neighbour-balanced 6-player design (1,000 games), and the first run's 6-player rotations, which confound seat neighbours (kept to show it)",
			matchRun{"4p-draw", "'random greedy paranoid maxn mpmix(td=0.05,to=inf)'", "0134", "nodes=20000", 1200, "draw", "", ""},
			matchRun{"6p-balanced", "'random greedy paranoid maxn mpmix(td=0.05,to=inf)'", "012345", "nodes=20000", 1000, "balanced", "", ""},
			matchRun{"6p", "'random greedy paranoid maxn mpmix(td=0.05,to=inf)'", "012345", "nodes=20000", 1000, "rotations", "", ""}),
		matchReproduction("match-mpmix-fixed", "MP-Mix paper experiments 1 and 3 on Chinese Checkers (4 players, star73 0134): a fixed field with one player plugged in, every arrangement of the table each block (design counts=...). Experiment 1: the fourth player MP-Mix(td=T, to=inf) for T = 0, 0.02, 0.05, 0.1 (the paper's Td = 0, 10, 25, 50 Hearts points at 1/500 of our scale, as experiment 2 maps 25 to 0.05), max^n or Paranoid against Paranoid, Paranoid, max^n, depth 4 (the paper's 6 is out of reach for max^n on this board). Experiment 3: OMIX (to=0.04, td=inf), DMIX (td=0.04, to=inf), MIX (both 0.04) or Paranoid against three max^n, 50,000 nodes",
			matchRun{"exp1-mix0", "'mpmix(td=0,to=inf) paranoid maxn'", "0134", "depth=4", 240, "counts=1,2,1", "", ""},
			matchRun{"exp1-mix0.02", "'mpmix(td=0.02,to=inf) paranoid maxn'", "0134", "depth=4", 240, "counts=1,2,1", "", ""},
			matchRun{"exp1-mix0.05", "'mpmix(td=0.05,to=inf) paranoid maxn'", "0134", "depth=4", 240, "counts=1,2,1", "", ""},
			matchRun{"exp1-mix0.1", "'mpmix(td=0.1,to=inf) paranoid maxn'", "0134", "depth=4", 240, "counts=1,2,1", "", ""},
			matchRun{"exp1-maxn", "'paranoid maxn'", "0134", "depth=4", 240, "counts=2,2", "", ""},
			matchRun{"exp1-par", "'paranoid maxn'", "0134", "depth=4", 240, "counts=3,1", "", ""},
			matchRun{"exp3-mix", "'mpmix(td=0.04,to=0.04) maxn'", "0134", "nodes=50000", 500, "counts=1,3", "", ""},
			matchRun{"exp3-dmix", "'mpmix(td=0.04,to=inf) maxn'", "0134", "nodes=50000", 500, "counts=1,3", "", ""},
			matchRun{"exp3-omix", "'mpmix(td=inf,to=0.04) maxn'", "0134", "nodes=50000", 500, "counts=1,3", "", ""},
			matchRun{"exp3-par", "'paranoid maxn'", "0134", "nodes=50000", 500, "counts=1,3", "", ""}),
		{
			name:    "opponent-impact",
			summary: "the Opponent Impact factor of Chinese Checkers per player count (MP-Mix paper §5), star73 intermediate positions, depths 1-3",
			run:     reproduceOI,
		},
	}
}

// laterReproductions are the gap reproductions, time-to-depth, mcts-growth, tt-growth and franks.
func laterReproductions() (out []reproduction) {
	out = append(out, gapReproductions()...)
	out = append(out, reproduction{
		name:    "time-to-depth",
		summary: "time to depth: seconds per position against depth of max^n, speculative max^n, Paranoid, BRS, BRS+ and OPPS(1,5,1), and the depth each completes within 50 ms, 250 ms, 1 s and 5 s per move, 4-player star73 intermediate positions (timings of the machine it runs on)",
		run:     reproduceTimeDepth,
		render:  renderTimeDepth,
	})
	out = append(out, reproduction{
		name:    "mcts-growth",
		summary: "Monte Carlo tree search's growth: Node Count, tree nodes and depths of MCTS-max^n, -paranoid, -BRS and MCTS-OMA-PW at 100 to 10,000 iterations, beside the depth Paranoid and BRS+ complete for the same work, 4-player star73 intermediate positions",
		run:     reproduceMCTSGrowth,
		render:  renderMCTSGrowth,
	})
	return append(out, reproduction{
		name:     "franks-growth",
		summary:  "tree growth of max^n, Paranoid and BRS on Franks' boards (default evaluation and with his heuristic 3 and best 6 children): triangle, 3 players, and square:8, 4 players, intermediate positions",
		runs:     append(searchRuns("triangle", "024", "mid", "maxn:1-4", "paranoid brs:1-5", "maxn(eval=franks3,best=6) paranoid(eval=franks3,best=6) brs(eval=franks3,best=6):1-6"), searchRuns("square:8", "0123", "mid", "maxn:1-4", "paranoid brs:1-5", "maxn(eval=franks3,best=6) paranoid(eval=franks3,best=6) brs(eval=franks3,best=6):1-6")...),
		baseline: "paranoid",
	}, reproduction{
		name:     "tt-growth",
		summary:  "tree growth with and without a transposition table (tt=1M): max^n, Paranoid and BRS+, 3 and 4 players, star73 intermediate positions, fixed-depth searches (each with an empty table)",
		runs:     append(searchRuns("star73", "024", "mid", "maxn maxn(tt=1M):1-4", "paranoid paranoid(tt=1M):1-6", "brs+ brs+(tt=1M):1-7"), searchRuns("star73", "0134", "mid", "maxn maxn(tt=1M):1-4", "paranoid paranoid(tt=1M):1-6", "brs+ brs+(tt=1M):1-7")...),
		baseline: "paranoid",
	}, reproduction{
		name:    "franks",
		summary: "Franks' thesis Figs 4-16: max^n, Paranoid and BRS (lookahead 7 with 2 players, 6 with more, his heuristic 3, best 6 children, 25% ties), 2 players on star, 3 on triangle and star, 4 on square and star, 30 games per seating, each from a configuration file in his format",
		run:     reproduceFranks,
		render:  renderFranks,
	})
}

// matchRun is one match of a match reproduction: its label (the files' names), contestants
// (quoted for the printed command), seats, budget ("" when every contestant has its own) and games.
type matchRun struct {
	label, players, seats, budget string
	games                         int
	design                        string // -design ("" for the match's default)
	game                          string // a game spec of the registry (-game; seats then ""), "" for Chinese Checkers on star73
	file                          string // the results file in the data folder, "" for <name>-<label>.jsonl
}

// play plays the run into its results file, resuming it (results.Play), as the command line
// args() plays it: the match's defaults for everything args leaves out.
func (m matchRun) play(ctx context.Context, path string, opt Options) error {
	c, err := m.config()
	if err != nil {
		return err
	}
	if m.design == "" {
		results.AdoptDesign(c, []string{path})
	}
	_, err = results.Play(ctx, c, c.Plan(), path, results.Options{Version: opt.Version, Workers: opt.Workers})
	return err
}

// config is the run's match, validated: the match's defaults for everything args leaves out.
func (m matchRun) config() (*match.Config, error) {
	c := &match.Config{Board: "star73", Seats: m.seats, Rules: game.Free, Games: m.games, Cap: 1000, Seed: 1, Design: match.Design(m.design)}
	if m.game != "" {
		c.Game, c.Board, c.Seats = m.game, "", ""
	}
	var err error
	if c.Players, err = match.ParseContestants(strings.Fields(strings.Trim(m.players, "'"))); err != nil {
		return nil, err
	}
	if m.budget != "" {
		if c.Budget, err = match.ParseBudget(m.budget); err != nil {
			return nil, err
		}
	}
	return c, c.Validate()
}

// args is the cctree match command line of the run.
func (m matchRun) args() []string {
	a := []string{"match", "-players", strings.Trim(m.players, "'"), "-board", "star73", "-seats", m.seats, "-games", strconv.Itoa(m.games)}
	if m.game != "" {
		a = []string{"match", "-game", "'" + m.game + "'", "-players", strings.Trim(m.players, "'"), "-games", strconv.Itoa(m.games)}
	}
	if m.budget != "" {
		a = append(a, "-budget", m.budget)
	}
	if m.design != "" {
		a = append(a, "-design", m.design)
	}
	return a
}

// matchReproduction plays each match into reports/data/<name>-<label>.jsonl (resuming what is
// there: the games are deterministic, so a finished file is kept as it is) and writes its summary
// to reports/<name>/<label>.{txt,md,svg}. With -render-only it summarises the files the data
// folder holds, without playing, and says which it lacks (an error when it holds none).
func matchReproduction(name, summary string, runs ...matchRun) reproduction {
	path := func(data string, m matchRun) string {
		if m.file != "" {
			return filepath.Join(filepath.Dir(data), m.file)
		}
		return strings.TrimSuffix(data, ".txt") + "-" + m.label + ".jsonl"
	}
	return reproduction{name: name, summary: summary,
		run: func(ctx context.Context, data, dir string, opt Options) ([]string, error) {
			var paths []string
			for _, m := range runs {
				if err := m.play(ctx, path(data, m), opt); err != nil {
					return nil, fmt.Errorf("%s: %w", m.label, err)
				}
				ps, err := m.summarize(ctx, path(data, m), dir)
				if err != nil {
					return nil, err
				}
				paths = append(paths, ps...)
			}
			return paths, nil
		},
		render: func(ctx context.Context, data, dir string, opt Options) ([]string, error) {
			var paths, missing []string
			for _, m := range runs {
				p := path(data, m)
				if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
					missing = append(missing, filepath.Base(p))
					continue
				}
				ps, err := m.summarize(ctx, p, dir)
				if err != nil {
					return nil, err
				}
				paths = append(paths, ps...)
			}
			if len(paths) == 0 {
				return nil, fmt.Errorf("no match file of it in %s (play them: make reports ONLY=%s)", filepath.Dir(data), name)
			}
			if len(missing) > 0 {
				opt.logf("%s: not yet played, not summarised: %s", name, strings.Join(missing, ", "))
			}
			return paths, nil
		}}
}

// summarize writes the summary of the match file at path (its games so far) to
// dir/<label>.{txt,md,svg}, and the ratings' figure where the summary has ratings.
func (m matchRun) summarize(ctx context.Context, path, dir string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	recs, err := record.Read(f, path)
	f.Close()
	if err != nil {
		return nil, err
	}
	sum, err := matchstat.Summarize(recs)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	cmd := "go run ./tools/cctree " + m.command() + " -out " + filepath.ToSlash(path)
	for ext, f := range map[string]table.Format{".txt": table.Text, ".md": table.Markdown} {
		var b bytes.Buffer
		if err := sum.WriteText(&b, f); err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "\nMade by: %s\n", cmd)
		files[m.label+ext] = b.Bytes()
	}
	paths, err := analysis.WriteFiles(ctx, dir, []string{m.label + ".md", m.label + ".txt"}, files)
	if err != nil {
		return nil, err
	}
	svg := filepath.Join(dir, m.label+".svg")
	if err := matchplot.Plot(sum, svg); err != nil {
		return nil, err
	}
	paths = append(paths, svg)
	if sum.Ratings != nil {
		rsvg := filepath.Join(dir, m.label+"-ratings.svg")
		if err := matchplot.PlotRatings(sum, rsvg); err != nil {
			return nil, err
		}
		paths = append(paths, rsvg)
	}
	return paths, nil
}

// reproduceFig3Games takes the first two blocks (28 games) of the 4-player OPPS-BRS+ match as
// a games source (written to reports/data/opps-fig3-games.jsonl, the committed copy of what was
// swept) and measures the searchers of Fig. 3 over every position searched in them.
func reproduceFig3Games(ctx context.Context, data, dir string, opt Options) ([]string, error) {
	folder := filepath.Dir(data)
	src := filepath.Join(folder, "match-opps-brsplus-4p.jsonl")
	f, err := os.Open(src)
	if err != nil {
		return nil, fmt.Errorf("%v (run the experiment match-opps-brsplus first)", err)
	}
	recs, err := record.Read(f, src)
	f.Close()
	if err != nil {
		return nil, err
	}
	if len(recs) < 28 {
		return nil, fmt.Errorf("%s has %d games, want at least 28 (run the experiment match-opps-brsplus)", src, len(recs))
	}
	var b bytes.Buffer
	for _, r := range recs[:28] {
		if err := record.Write(&b, r); err != nil {
			return nil, err
		}
	}
	games := filepath.Join(folder, "opps-fig3-games.jsonl")
	if err := atomicfile.WriteFile(games, b.Bytes()); err != nil {
		return nil, err
	}
	su := sweep.NewSuites()
	suite, err := su.LoadGames(games)
	if err != nil {
		return nil, err
	}
	r := reproduction{name: "opps-fig3-games", baseline: "paranoid",
		runs: searchRuns("star73", "0134", suite, "maxn:1-3", "paranoid:1-4", "brs+:1-6", "opps(1,5,1):1-6", "opps(1,inf,2):1-5", "opps(2,8,5):1-5")}
	opt.RenderOnly, opt.Log, opt.Progress = false, nil, nil // measured quietly, as part of this experiment
	return r.benchmark(ctx, su, data, dir, "opps-fig3-games", opt)
}

// quick is make run's sweep: a minute or two on two cores.
var quick = reproduction{
	name:     "tree-growth",
	summary:  "a small tree-growth sweep: max^n at depths 1-4, Paranoid, BRS, BRS+ and OPPS(1,5,1) at 1-6, on the 4-player star73 intermediate positions",
	runs:     searchRuns("star73", "0134", "mid", "maxn:1-4", "paranoid brs brs+ opps(1,5,1):1-6"),
	baseline: "paranoid",
}

// searchRuns selects one group of a suite; each spec is "ALGO[ ALGO...]:DEPTHS" with DEPTHS as
// sweep.ParseDepths reads them (D, A-B or D,D).
func searchRuns(board, seats, suite string, specs ...string) []sweep.Selection {
	var runs []sweep.Selection
	for _, spec := range specs {
		i := strings.LastIndex(spec, ":")
		runs = append(runs, sweep.Selection{Board: board, Seats: seats, Suite: suite, Algos: strings.Fields(spec[:i]), Depths: spec[i+1:]})
	}
	return runs
}

// oppsGrid lists the OPPS paper's tuning grid: n1 in 0-3, l1 in 1-10 and inf, l2 in 1-5, l1 >= l2.
func oppsGrid() []string {
	var specs []string
	for n1 := 0; n1 <= 3; n1++ {
		for l2 := 1; l2 <= 5; l2++ {
			for l1 := l2; l1 <= 11; l1++ {
				l1s := strconv.Itoa(l1)
				if l1 == 11 {
					l1s = "inf"
				}
				specs = append(specs, fmt.Sprintf("opps(%d,%s,%d)", n1, l1s, l2))
			}
		}
	}
	return specs
}

// reproduceOI estimates the Opponent Impact factor as cctree oi does (sweep.OI) on the star73 intermediate
// positions, at depths 1-3, with the default (normalised) heuristic and with raw progress, keeps
// the oi lines in data and renders them as one table.
func reproduceOI(ctx context.Context, data, dir string, opt Options) ([]string, error) {
	suite, err := positions.Load("mid")
	if err != nil {
		return nil, err
	}
	var raw bytes.Buffer
	for _, name := range []string{"share", "progress"} {
		ev, err := mpmix.ParseEval(name)
		if err != nil {
			return nil, err
		}
		for d := 1; d <= 3; d++ {
			o := sweep.OI{Suite: suite, Board: "star73", Samples: 200, Seed: 1, Depth: d, Plies: 60, Eval: ev}
			if err := o.Run(ctx, &raw); err != nil {
				return nil, err
			}
		}
	}
	if err := atomicfile.WriteFile(data, raw.Bytes()); err != nil {
		return nil, err
	}
	rows := fieldRows(raw.String(), "eval", "depth", "players", "samples", "oi", "pair_oi")
	header := []string{"evaluation", "depth", "players", "states", "OI", "OI per opponent"}
	intro := "Opponent Impact (Zuckerman, Felner & Kraus §5): the share of sampled states in which the player to move has moves " +
		"that give some opponent at least two different values; \"OI per opponent\" counts (state, opponent) pairs. " +
		"share is the default heuristic (normalised progress), progress the unnormalised distance gain. States: star73 " +
		"intermediate positions played on 0-60 plies, 200 per player count (data: reports/data/opponent-impact.txt, from cctree oi).\n\n"
	return writeTablePage(ctx, dir, "opponent-impact", "Opponent Impact of Chinese Checkers by player count", intro, header, "LRRRRR", rows)
}

// fieldRows reads lines of space-separated key=value fields (what sweep.OI and sweep.GameOI
// write) into table rows of the values of keys, in that order ("" for a key a line lacks).
func fieldRows(text string, keys ...string) [][]string {
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		kv := map[string]string{}
		for _, f := range strings.Fields(line) {
			k, v, _ := strings.Cut(f, "=")
			kv[k] = v
		}
		row := make([]string, len(keys))
		for i, k := range keys {
			row[i] = kv[k]
		}
		rows = append(rows, row)
	}
	return rows
}

// writeTablePage writes dir/<name>.md and dir/<name>.txt: a title, an introduction and one table,
// in Markdown and in plain text.
func writeTablePage(ctx context.Context, dir, name, title, intro string, header []string, align string, rows [][]string) ([]string, error) {
	files := map[string][]byte{}
	for _, f := range []struct {
		ext string
		fmt table.Format
	}{{".md", table.Markdown}, {".txt", table.Text}} {
		var b bytes.Buffer
		if f.fmt == table.Markdown {
			b.WriteString("## " + title + "\n\n")
		} else {
			b.WriteString(title + "\n" + strings.Repeat("=", len(title)) + "\n\n")
		}
		b.WriteString(intro)
		if err := table.Write(&b, f.fmt, header, align, rows); err != nil {
			return nil, err
		}
		files[name+f.ext] = b.Bytes()
	}
	return analysis.WriteFiles(ctx, dir, []string{name + ".md", name + ".txt"}, files)
}
