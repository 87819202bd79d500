package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"cctree/engine/searchers"
	"cctree/sweep"
)

// runSweep runs a selection of search cases in-process on several goroutines (package sweep)
// and writes Go benchmark lines: one Search line per case (nodes/op, nodes/pos, ns/node) and,
// with -per-pos, one SearchPos line per position before it. Node counts and the order of the
// lines do not depend on -workers. With -out the file is written atomically: on any error or an
// interrupt nothing is left at that path (an existing file is kept as it was).
func runSweep(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("sweep", "[-algo 'SPEC ...'] [-depth D|A-B|D,D] [-board B] [-seats S] [-suite K] [-matrix default|full] [-per-pos] [-counts] [-workers N] [-out FILE] [-list]", stdout)
	sf := addSelectionFlags(fs)
	perPos := fs.Bool("per-pos", false, "also write one SearchPos line per position (the samples cctree report computes statistics from)")
	counts := fs.Bool("counts", false, "write only the exact counts, no timings: the same bytes on every run and machine")
	workers := fs.Int("workers", 0, "goroutines searching positions (default GOMAXPROCS)")
	out := fs.String("out", "", "write the results to FILE (atomically) instead of stdout")
	list := fs.Bool("list", false, "print the selected cases' benchmark names and exit")
	if err := parse(fs, args); err != nil {
		return err
	}
	cases, err := sf.cases(fs)
	if err != nil {
		return usagef("sweep: %v", err)
	}
	if *workers < 0 {
		return usagef("sweep: -workers %d: want a number of goroutines >= 1 (0 for GOMAXPROCS)", *workers)
	}
	if *list {
		for _, c := range cases {
			fmt.Fprintln(stdout, c)
		}
		return nil
	}
	opt := sweep.Options{Workers: *workers, PerPos: *perPos, Counts: *counts}
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
}

func addSelectionFlags(fs *flag.FlagSet) *selectionFlags {
	return &selectionFlags{
		algo:   fs.String("algo", "", "searcher specs, space-separated (default: every row of the benchmark table); the forms, by family:\n"+searchers.Usage()),
		depth:  fs.String("depth", "", "depths: D, A-B or D,D,... (default: each row's depth of the matrix)"),
		board:  fs.String("board", "", "only this board (star73, star121)"),
		seats:  fs.String("seats", "", "only this seat set, e.g. 0134"),
		suite:  fs.String("suite", "", "only this suite (default: mid; every suite with -matrix full)"),
		matrix: fs.String("matrix", sweep.Default, "default (each row at its default depth) or full (depths 1 to each row's full depth, every suite)"),
		games:  fs.String("games", "", "a cctree match results file: its searched positions are the suite (every position a move was chosen from)"),
	}
}

// cases returns the selected cases; errors name the flag (-algo, -depth, ...).
func (f *selectionFlags) cases(fs *flag.FlagSet) ([]sweep.Case, error) {
	sel := sweep.Selection{Matrix: *f.matrix, Depths: *f.depth, Board: *f.board, Seats: *f.seats, Suite: *f.suite, Flag: "-"}
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

// writeResults runs write into stdout, or with a path into a temporary file next to it that is
// renamed over path only when write succeeded.
func writeResults(ctx context.Context, stdout io.Writer, path string, write func(io.Writer) error) error {
	if path == "" {
		return write(stdout)
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usagef("-out %s: folder %s does not exist; create it first", path, dir)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := write(tmp); err != nil {
		tmp.Close()
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			return fmt.Errorf("interrupted; %s not written", path)
		}
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
