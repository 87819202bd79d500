package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"golang.org/x/perf/benchfmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/cctree/cctree/analysis/compare"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// gateHeader heads the baseline file.
const gateHeader = `# Node-count baseline of the CI gate (cctree gate): the perft cases and the default selection of
# the search benchmarks, per group (BenchmarkSearch) and per position (BenchmarkSearchPos), exact
# counts only. Regenerate on purpose with: make baseline
# Then the other games' counts (game=): their perft cases and the gate's game selection (gateGames).
`

// gateGameAlgos are the other games' searchers in the gate (gateGames), at depths 1-4.
var gateGameAlgos = []string{"paranoid", "brs", "brs+", "opps(1,5,1)", "brs(threat=mtf)"}

// gateGameRows are the games whose gate rows are not gateGameAlgos at depths 1-4: the card
// games' are max^n and speculative max^n (Sturtevant's pruning on Hearts and Spades), Paranoid
// and BRS+ (the MP-Mix and Best-Reply players), at depths 2 and 4, and one MCTS spec. Blokus's
// are gateGameAlgos at depths 1 and 2 (a mid position has a few hundred placements: depth 3
// is 10^4-10^5 nodes each) and one MCTS spec on its four-player group (a 100-iteration search
// plays about 6,000 playout plies, each a full move generation).
var gateGameRows = map[string]struct{ depth, mcts sweep.Selection }{
	"hearts": {sweep.Selection{Algos: gateCardAlgos, Depths: "2,4"}, sweep.Selection{Algos: gateGameMCTS[:1], Iters: "100"}},
	"spades": {sweep.Selection{Algos: gateCardAlgos, Depths: "2,4"}, sweep.Selection{Algos: gateGameMCTS[:1], Iters: "100"}},
	"blokus": {sweep.Selection{Algos: gateGameAlgos, Depths: "1,2"}, sweep.Selection{Game: "blokus(players=4)", Algos: gateGameMCTS[:1], Iters: "100"}},
}

var (
	gateCardAlgos = []string{"maxn", "maxn(speculative)", "paranoid", "brs+"}
	// gateMCTS are Chinese Checkers' Monte Carlo tree search cases of the gate (beside the
	// default selection, which has no MCTS row: its budgets are iterations, not depths), and
	// gateGameMCTS the other games', at 100 iterations.
	gateMCTS     = sweep.Selection{Algos: []string{"mcts", "mcts(policy=paranoid,ph=on)", "mcts(policy=brs,oma=on,pw=on,solver)"}, Iters: "500"}
	gateGameMCTS = []string{"mcts", "mcts(policy=paranoid,ph=on)"}
)

// gateGames returns the other games' search cases of the gate (with the default selection):
// every game of the registry that has suites, in registry order, on its mid suite with every
// player count (the depth rows of every game, then their MCTS rows), so a game gets its gate
// rows with its suites and no edit here.
func gateGames() []sweep.Selection {
	var depth, mcts []sweep.Selection
	for _, name := range gamereg.Names() {
		if len(positions.GameSuites(name)) == 0 {
			continue
		}
		rows, ok := gateGameRows[name]
		if !ok {
			rows.depth = sweep.Selection{Algos: gateGameAlgos, Depths: "1-4"}
			rows.mcts = sweep.Selection{Algos: gateGameMCTS, Iters: "100"}
		}
		if rows.depth.Game == "" {
			rows.depth.Game = name
		}
		if rows.mcts.Game == "" {
			rows.mcts.Game = name
		}
		depth, mcts = append(depth, rows.depth), append(mcts, rows.mcts)
	}
	return append(depth, mcts...)
}

// runGate is the node-count regression gate of CI: it measures the exact counts of the perft
// cases (sweep.PerftCases, sweep.GamePerftCases) and of the default search selection with the
// other games' cases (gateGames), per group and per position,
// in-process on -workers goroutines, and compares them with the committed baseline
// (-require-all: a baseline benchmark missing from the new counts fails too). Exit 1 if a
// tree grew or a benchmark is gone, 2 on unreadable input; -update rewrites the baseline
// instead. The selection flags (as for sweep; default: the default selection and gateGames) are there for
// tests and for gating a part; CI runs the default. It writes its counts to DIR/new.txt and the full comparison to DIR/compare.txt.
// The counts are written Chinese Checkers' first (perft, search), then the other games' (perft,
// search), so the games' lines follow Chinese Checkers' in the baseline.
func runGate(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("gate", "[-update] [-baseline FILE] [-dir DIR] [-workers N] [-perft=false] [selection flags as for sweep]", stdout)
	update := fs.Bool("update", false, "rewrite the baseline from the new counts instead of comparing (then review git diff and commit)")
	baseline := fs.String("baseline", "bench/testdata/baseline.txt", "the committed node-count baseline")
	dir := fs.String("dir", "tmp/gate", "where to write new.txt (the new counts) and compare.txt (the full comparison)")
	workers := fs.Int("workers", 0, "goroutines searching positions (default GOMAXPROCS); the counts do not depend on it")
	perft := fs.Bool("perft", true, "include the perft cases")
	sf := addSelectionFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if *workers < 0 {
		return usagef("gate: -workers %d: want a number of goroutines >= 1 (0 for GOMAXPROCS)", *workers)
	}
	cases, err := sf.cases(fs)
	if err != nil {
		return usagef("gate: %v", err)
	}
	var gameCases []benchname.Case // after Chinese Checkers' cases (see gateGames)
	if !anySelectionFlag(fs) {
		sel := gateMCTS
		sel.Suites = sf.suites
		cs, err := sel.Cases()
		if err != nil {
			return fmt.Errorf("gate: %w", err)
		}
		cases = append(cases, cs...)
		for _, sel := range gateGames() {
			sel.Suites = sf.suites
			cs, err := sel.Cases()
			if err != nil {
				return fmt.Errorf("gate: %w", err)
			}
			gameCases = append(gameCases, cs...)
		}
	}
	var counts bytes.Buffer
	opt := sweep.Options{Workers: *workers, PerPos: true, Counts: true, Suites: sf.suites}
	if *perft {
		if err := sweep.RunPerft(ctx, &counts, sweep.PerftCases, opt); err != nil {
			return fmt.Errorf("gate: %w", err)
		}
	}
	if err := sweep.Run(ctx, &counts, cases, opt); err != nil {
		return fmt.Errorf("gate: %w", err)
	}
	if *perft {
		if err := sweep.RunGamePerft(ctx, &counts, sweep.GamePerftCases, opt); err != nil {
			return fmt.Errorf("gate: %w", err)
		}
	}
	if len(gameCases) > 0 {
		if err := sweep.Run(ctx, &counts, gameCases, opt); err != nil {
			return fmt.Errorf("gate: %w", err)
		}
	}
	if err := os.MkdirAll(*dir, 0o777); err != nil {
		return err
	}
	newPath := filepath.Join(*dir, "new.txt")
	if err := atomicfile.WriteFile(newPath, counts.Bytes()); err != nil {
		return err
	}
	if *update {
		body, err := canonical(counts.Bytes())
		if err != nil {
			return err
		}
		if err := atomicfile.WriteFile(*baseline, append([]byte(gateHeader), body...)); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "gate: wrote %s (%d benchmarks)\n", *baseline, strings.Count(counts.String(), "\nBenchmark"))
		return nil
	}
	oldSet, err := compare.ReadFile(*baseline)
	if err != nil {
		return usageError{err}
	}
	newSet, err := compare.Read(bytes.NewReader(counts.Bytes()), newPath)
	if err != nil {
		return err
	}
	rep := compare.Compare(oldSet, newSet, compare.DefaultOptions)
	var full bytes.Buffer
	if err := rep.Write(&full); err != nil {
		return err
	}
	if err := atomicfile.WriteFile(filepath.Join(*dir, "compare.txt"), full.Bytes()); err != nil {
		return err
	}
	regs := rep.Regressions()
	for _, r := range regs {
		fmt.Fprintf(stdout, "REGRESSION %s %s: %v -> %v\n", r.Name, r.Unit, r.Old.Center, r.New.Center)
	}
	for _, k := range rep.OnlyOld {
		fmt.Fprintf(stdout, "only in the baseline: %s\n", k)
	}
	fmt.Fprintf(stdout, "gate: %d counts compared with %s, %d grew, %d missing, %d new (full report: %s)\n",
		len(rep.Rows), *baseline, len(regs), len(rep.OnlyOld), len(rep.OnlyNew), filepath.Join(*dir, "compare.txt"))
	if len(rep.OnlyNew) > 0 {
		// New benchmarks pass, ungated, until the baseline has them: say how it gets them.
		fmt.Fprintf(stdout, "gate: the %d new count(s) are not gated until the baseline has them: run make baseline and commit %s\n", len(rep.OnlyNew), *baseline)
	}
	if len(regs) > 0 || len(rep.OnlyOld) > 0 {
		return fmt.Errorf("gate: FAIL: %d count(s) grew, %d baseline benchmark(s) missing. If the change is meant to grow a tree or drop a benchmark, run make baseline and commit %s with the reason",
			len(regs), len(rep.OnlyOld), *baseline)
	}
	return nil
}

// anySelectionFlag reports whether a selection flag (addSelectionFlags) was given.
func anySelectionFlag(fs *flag.FlagSet) bool {
	for _, name := range caseFlags {
		if flagSet(fs, name) {
			return true
		}
	}
	return flagSet(fs, "games")
}

// canonical rewrites benchmark lines through one benchfmt writer: one block of unit metadata and
// configuration however many runs wrote them (perft, then search). The baseline is kept in this
// form, so rewriting it from unchanged counts changes no byte.
func canonical(data []byte) ([]byte, error) {
	var out bytes.Buffer
	w := benchfmt.NewWriter(&out)
	r := benchfmt.NewReader(bytes.NewReader(data), "counts")
	for r.Scan() {
		rec := r.Result()
		if e, ok := rec.(*benchfmt.SyntaxError); ok {
			return nil, e
		}
		if err := w.Write(rec); err != nil {
			return nil, err
		}
	}
	return out.Bytes(), r.Err()
}
