//go:build !lean

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/cctree/cctree/experiments"
)

// runReproduce runs every experiment of package experiments (or those named with -only)
// in-process, on -workers goroutines, and renders their figures and tables: it parses the flags
// and dispatches to experiments.Experiment.Run, adding a progress bar on a terminal.
func runReproduce(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("reproduce", "[-only NAME,...] [-render-only] [-list] [-out DIR] [-workers N] [-show]", stdout)
	only := fs.String("only", "", "comma-separated reproductions to run (default: all; see -list)")
	renderOnly := fs.Bool("render-only", false, "render from the data already in reports/data, without running benchmarks")
	list := fs.Bool("list", false, "list the reproductions and exit")
	outDir := fs.String("out", "reports", "write figures to DIR/<name> and data to DIR/data (default: reports, the committed ones, from the module root)")
	workers := fs.Int("workers", 0, "goroutines searching positions (default GOMAXPROCS); the data do not depend on it")
	show := fs.Bool("show", false, "print the plain-text tables after rendering")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *list {
		q := experiments.Quick()
		fmt.Fprintf(stdout, "%-24s %s (make run's job; -only %s runs it alone, it is not among the ones run without -only)\n", q.Name(), q.Summary(), q.Name())
		for _, e := range experiments.All() {
			fmt.Fprintf(stdout, "%-24s %s\n", e.Name(), e.Summary())
		}
		return nil
	}
	if *workers < 0 {
		return usagef("reproduce: -workers %d: want a number of goroutines >= 1 (0 for GOMAXPROCS)", *workers)
	}
	todo := experiments.All()
	if *only == experiments.Quick().Name() {
		todo = []experiments.Experiment{experiments.Quick()}
	} else if *only != "" {
		todo = nil
		for _, n := range strings.Split(*only, ",") {
			e, ok := experiments.Lookup(n)
			if !ok {
				return usagef("reproduce: -only: no reproduction %q (cctree reproduce -list shows them)", n)
			}
			todo = append(todo, e)
		}
	}
	opt := experiments.Options{RenderOnly: *renderOnly, Workers: *workers, Version: version(), Log: stderr}
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		opt.Progress = func(desc string) (func(done, total int), func()) {
			bar := progressbar.NewOptions(-1, progressbar.OptionSetWriter(stderr), progressbar.OptionSetDescription(desc),
				progressbar.OptionShowCount(), progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))
			return func(done, total int) {
				bar.ChangeMax(total)
				bar.Set(done)
			}, func() { bar.Finish() }
		}
	}
	for i, e := range todo {
		paths, err := e.Run(ctx, *outDir, fmt.Sprintf("[%d/%d] %s", i+1, len(todo), e.Name()), opt)
		if err != nil {
			return fmt.Errorf("reproduce: %w", err)
		}
		for _, p := range paths {
			fmt.Fprintln(stdout, p)
		}
		if *show {
			for _, p := range paths {
				if strings.HasSuffix(p, ".txt") {
					b, err := os.ReadFile(p)
					if err != nil {
						return err
					}
					fmt.Fprintf(stdout, "\n%s", b)
				}
			}
		}
	}
	return nil
}
