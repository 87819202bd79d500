package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/cctree/cctree/engine/board"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/perf/benchfmt"
	"golang.org/x/term"

	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/reports"
	"github.com/cctree/cctree/reports/benchfile"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// runSweep runs a selection of search cases in-process on several goroutines (package sweep)
// and writes Go benchmark lines: one Search line per case (nodes/op, nodes/pos, ns/node) and,
// with -per-pos, one SearchPos line per position before it. Node counts and the order of the
// lines do not depend on -workers. With -out the file is written atomically: on any error or an
// interrupt nothing is left at that path (an existing file is kept as it was).
//
// -shard i/n (or, without it, a Slurm array task's SLURM_ARRAY_TASK_* variables) runs only shard
// i of n, split by estimated cost (sweep.Shard, sweep.Estimate with -costs); -merge FILES writes
// the shards' files as one: the lines of an unsharded sweep of the same selection, in its order,
// checked to hold every case once.
func runSweep(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("sweep", "[-algo 'SPEC ...'] [-engines FILE] [-depth D|A-B|D,D] [-board B] [-seats S] [-suite K] [-games FILE] [-matrix default|full] [-per-pos] [-counts] [-leaves] [-workers N] [-shard i/n] [-costs FILE] [-out FILE] [-list] [-merge 'GLOB ...']", stdout)
	sf := addSelectionFlags(fs)
	perPos := fs.Bool("per-pos", false, "also write one SearchPos line per position (the samples cctree report computes statistics from)")
	counts := fs.Bool("counts", false, "write only the exact counts, no timings: the same bytes on every run and machine")
	leaves := fs.Bool("leaves", false, "also write leaves/op, the horizon and terminal nodes (NC minus leaves: the nodes that generate moves)")
	workers := fs.Int("workers", 0, "goroutines searching positions (default GOMAXPROCS)")
	out := fs.String("out", "", "write the results to FILE (atomically) instead of stdout")
	list := fs.Bool("list", false, "print the selected cases' benchmark names and exit")
	shard := fs.String("shard", "", "i/n: run only shard i of n, split by estimated cost (default: the Slurm array task's, if any)")
	costs := fs.String("costs", "bench/testdata/baseline.txt", "a benchmark file whose nodes/op estimate the cases' costs for -shard (every shard must use the same); missing: extrapolated")
	merge := fs.String("merge", "", "merge these shard files (space-separated globs) into -out instead of running")
	check := fs.Bool("check", false, "check the flags (and that the shard has work) and exit, running nothing")
	enginesFile := fs.String("engines", "", "the engines file naming the engines of -algo engine:NAME (docs/protocol.md); their counts are exact units only when the engine declares det depth, else reported-nodes/op etc.")
	if err := parse(fs, args); err != nil {
		return err
	}
	engines, err := readEngines(*enginesFile)
	if err != nil {
		return err
	}
	sf.engines = engines
	cases, err := sf.cases(fs)
	if err != nil {
		return usagef("sweep: %v", err)
	}
	if *workers < 0 {
		return usagef("sweep: -workers %d: want a number of goroutines >= 1 (0 for GOMAXPROCS)", *workers)
	}
	if *merge != "" {
		files, err := globs(*merge)
		if err != nil {
			return err
		}
		return writeResults(ctx, stdout, *out, func(w io.Writer) error { return mergeSweep(w, cases, *perPos, files) })
	}
	si, sn, err := sweep.ResolveShard(*shard, os.Getenv)
	if err != nil {
		return usagef("sweep: %v", err)
	}
	announceShard(stderr, "sweep", *shard, si, sn)
	if sn > 1 {
		known, err := knownCosts(*costs)
		if err != nil {
			return err
		}
		cases = sweep.Shard(cases, sweep.Estimate(cases, known), si, sn)
		if len(cases) == 0 {
			return usagef("sweep: shard %d/%d holds no case: the selection has fewer cases than shards; use fewer shards", si, sn)
		}
	}
	if *check {
		return nil
	}
	if *list {
		for _, c := range cases {
			fmt.Fprintln(stdout, c)
		}
		return nil
	}
	opt := sweep.Options{Workers: *workers, PerPos: *perPos, Counts: *counts, Leaves: *leaves, Engines: engines}
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		bar := progressbar.NewOptions(-1, progressbar.OptionSetWriter(stderr), progressbar.OptionSetDescription("sweep: positions"),
			progressbar.OptionShowCount(), progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))
		opt.Progress = func(done, total int) {
			bar.ChangeMax(total)
			bar.Set(done)
		}
		defer bar.Finish()
	}
	return writeResults(ctx, stdout, *out, func(w io.Writer) error { return sweep.Run(ctx, w, cases, opt) })
}

// selectionFlags are the flags of a sweep.Selection, shared by sweep and gate.
type selectionFlags struct {
	algo, depth, board, seats, suite, matrix, games *string
	engines                                         map[string]ccp.Config // of -engines, where a command has it
}

func addSelectionFlags(fs *flag.FlagSet) *selectionFlags {
	return &selectionFlags{
		algo:   fs.String("algo", "", "searcher specs, space-separated (default: every row of the benchmark table); the forms, by family:\n"+searchers.Usage()),
		depth:  fs.String("depth", "", "depths: D, A-B or D,D,... (default: each row's depth of the matrix)"),
		board:  fs.String("board", "", "only this board: "+board.Accepted),
		seats:  fs.String("seats", "", "only this seat set, e.g. 0134"),
		suite:  fs.String("suite", "", "only this suite (default: mid; every suite with -matrix full)"),
		matrix: fs.String("matrix", sweep.Default, "default (each row at its default depth) or full (depths 1 to each row's full depth, every suite)"),
		games:  fs.String("games", "", "a cctree match results file: its searched positions are the suite (every position a move was chosen from)"),
	}
}

// cases returns the selected cases; errors name the flag (-algo, -depth, ...).
func (f *selectionFlags) cases(fs *flag.FlagSet) ([]benchname.Case, error) {
	sel := sweep.Selection{Matrix: *f.matrix, Depths: *f.depth, Board: *f.board, Seats: *f.seats, Suite: *f.suite, Flag: "-", Engines: f.engines}
	if *f.games != "" {
		if *f.suite != "" {
			return nil, fmt.Errorf("-games %s and -suite %s: give one of them", *f.games, *f.suite)
		}
		name, err := sweep.LoadGames(*f.games)
		if err != nil {
			return nil, fmt.Errorf("-games %s: %v", *f.games, strings.TrimPrefix(err.Error(), "sweep: "))
		}
		sel.Suite = name
	}
	if flagSet(fs, "algo") {
		sel.Algos = strings.Fields(*f.algo)
	}
	return sel.Cases()
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	found := false
	fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

// writeResults runs write into stdout, or with a path atomically into that file
// (reports.WriteAtomic); the path's folder must exist.
func writeResults(ctx context.Context, stdout io.Writer, path string, write func(io.Writer) error) error {
	if path == "" {
		return write(stdout)
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usagef("-out %s: folder %s does not exist; create it first", path, dir)
	}
	err := reports.WriteAtomic(path, write)
	if err != nil && errors.Is(err, context.Canceled) && ctx.Err() != nil {
		return fmt.Errorf("interrupted; %s not written", path)
	}
	return err
}

// knownCosts reads the nodes/op of the Search lines of a benchmark file, by name (nil if the
// file does not exist: the costs are then extrapolated).
func knownCosts(path string) (map[string]float64, error) {
	f, err := benchfile.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, usagef("sweep: -costs: %v", err)
	}
	known := map[string]float64{}
	for _, r := range f.Results {
		c, ok, err := benchname.ParseName(r.Name)
		if !ok || err != nil || c.Pos != "" {
			continue
		}
		if v, ok := r.Value("nodes/op"); ok {
			known[string(c.Name())] = v
		}
	}
	return known, nil
}

// globs expands space-separated glob patterns; each must match a file.
func globs(patterns string) ([]string, error) {
	var files []string
	for _, p := range strings.Fields(patterns) {
		m, err := filepath.Glob(p)
		if err != nil || len(m) == 0 {
			return nil, usagef("-merge: %q matches no file", p)
		}
		files = append(files, m...)
	}
	return files, nil
}

// mergeSweep writes the results of the shard files in the order an unsharded sweep of cases
// writes them (with perPos, each case's SearchPos lines before its Search line), after checking
// that every line belongs to the selection, none is in two files, and none is missing.
func mergeSweep(w io.Writer, cases []benchname.Case, perPos bool, files []string) error {
	byName := map[string]*benchfmt.Result{}
	where := map[string]string{}
	for _, path := range files {
		f, err := benchfile.ReadFile(path)
		if err != nil {
			return usageError{err}
		}
		for _, r := range f.Results {
			c, ok, err := benchname.ParseName(r.Name)
			if !ok || err != nil {
				return usagef("sweep: -merge: %s: %s is not a search case of a sweep", path, r.Name)
			}
			name := string(c.Name())
			if prev, dup := where[name]; dup {
				return usagef("sweep: -merge: %s is in both %s and %s: merge each shard's file once", name, prev, path)
			}
			byName[name], where[name] = r, path
		}
	}
	var order []benchname.Case
	for _, c := range cases {
		if perPos {
			pcs, err := sweep.Positions(c)
			if err != nil {
				return err
			}
			order = append(order, pcs...)
		}
		order = append(order, c)
	}
	bw := bufio.NewWriter(w)
	out := benchfmt.NewWriter(bw)
	if err := benchname.WriteUnits(out); err != nil {
		return err
	}
	for _, c := range order {
		r, ok := byName[string(c.Name())]
		if !ok {
			return usagef("sweep: -merge: no file holds %s: a shard is missing or failed (rerun it, then merge again)", c)
		}
		delete(byName, string(c.Name()))
		if err := out.Write(r); err != nil {
			return err
		}
	}
	for name := range byName {
		return usagef("sweep: -merge: %s (in %s) is not in the selection: merge with the shards' own selection flags", name, where[name])
	}
	return bw.Flush()
}

// announceShard says on stderr which shard a command runs when it took it from a Slurm array
// task's environment rather than from -shard, so a log shows what each task did.
func announceShard(stderr io.Writer, cmd, flag string, i, n int) {
	if flag == "" && n > 1 {
		fmt.Fprintf(stderr, "cctree: %s: running shard %d/%d, from the Slurm array task (SLURM_ARRAY_TASK_ID=%s); -shard overrides it\n", cmd, i, n, os.Getenv("SLURM_ARRAY_TASK_ID"))
	}
}
