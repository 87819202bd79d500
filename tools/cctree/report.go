//go:build !lean

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cctree/cctree/analysis"
)

// inputs is the repeatable -in flag: each value a file or a glob.
type inputs []string

func (in *inputs) String() string     { return strings.Join(*in, ",") }
func (in *inputs) Set(s string) error { *in = append(*in, s); return nil }

// runReport renders the tree-growth figures and tables of package analysis from benchmark result
// files, and prints the paths written.
func runReport(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("report", "-in RESULTS.txt [-in MORE.txt | 'glob*.txt' ...] [FILE...] -out DIR [-baseline ALGO]", stdout)
	var in inputs
	fs.Var(&in, "in", "benchmark results file or glob (go test -bench output); repeat it, or list files after the flags")
	out := fs.String("out", "", "directory to write the figures (.svg .csv) and tables (.md .txt) into")
	png := fs.Bool("png", false, "also write each figure as a PNG (150 dpi) beside its SVG")
	baseline := fs.String("baseline", "", "searcher the others are compared with (default: paranoid where the results have it, else the first searcher they name)")
	// Files may also be given as arguments, before or between the flags.
	for rest := args; ; {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return err
			}
			return usagef("report: %v (run cctree report -h for the flags)", strings.TrimSpace(err.Error()))
		}
		if fs.NArg() == 0 {
			break
		}
		in = append(in, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	if len(in) == 0 {
		return usagef("report: no result files: give them with -in (e.g. cctree report -in bench.txt -out reports/out)")
	}
	if *out == "" {
		return usagef("report: no output directory: give one with -out (e.g. -out reports/out)")
	}
	if st, err := os.Stat(*out); err == nil && !st.IsDir() {
		return usagef("report: -out %s is a file, not a directory: give a directory (it is created if missing)", *out)
	}
	files, err := expand(in)
	if err != nil {
		return err
	}
	res, err := analysis.ReadFiles(files...)
	if err != nil {
		return usageError{err}
	}
	if algos := res.Algos(); *baseline != "" && !slices.Contains(algos, *baseline) {
		return usagef("report: -baseline %q: no such searcher in the results; they have %s", *baseline, strings.Join(algos, ", "))
	}
	for _, w := range append(res.Warnings, res.Check()...) {
		fmt.Fprintln(stderr, "cctree: report: warning:", w)
	}
	if *baseline == "" && len(res.Algos()) > 1 {
		// Not alphabetical: a new searcher named "killer" would become everyone's reference.
		*baseline = res.DefaultBaseline()
		fmt.Fprintf(stderr, "cctree: report: the searchers are compared with %s (the default: paranoid where present, else the first searcher the files name; -baseline to choose)\n", *baseline)
	}
	paths, err := analysis.Render(ctx, res, *out, analysis.Options{Baseline: *baseline, PNG: *png})
	if err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("report: interrupted; nothing written to %s", *out)
		}
		return fmt.Errorf("report: %w", err)
	}
	for _, p := range paths {
		fmt.Fprintln(stdout, p)
	}
	return nil
}

// expand replaces globs by the files they match, in order, without duplicates. A pattern
// without glob characters, or naming an existing file, is kept as is (a missing file is reported when it is read); a glob
// that matches nothing is an error.
func expand(in []string) ([]string, error) {
	var files []string
	seen := map[string]bool{}
	for _, pat := range in {
		matches := []string{pat}
		if _, err := os.Stat(pat); err != nil && strings.ContainsAny(pat, "*?[") {
			m, err := filepath.Glob(pat)
			if err != nil {
				return nil, usagef("report: -in %q: %v", pat, err)
			}
			if len(m) == 0 {
				return nil, usagef("report: -in %q matches no file (run the benchmarks first: go test ./bench -run '^$' -bench Search > results.txt)", pat)
			}
			matches = m
		}
		for _, f := range matches {
			if !seen[f] {
				seen[f] = true
				files = append(files, f)
			}
		}
	}
	return files, nil
}
