package main

import (
	"context"
	"fmt"
	"io"

	"github.com/cctree/cctree/analysis/compare"
)

// runCompare compares two benchmark result files (read by analysis/benchfile; see package
// analysis/compare for the rules) and fails with exit status 1 on a regression (or, with
// -require-all, when a result of -old is missing from -new), 2 on bad usage, on unreadable
// input (missing, empty, truncated or malformed files, see benchfile) and when the two files
// have no benchmark result (name and unit) in common.
func runCompare(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("compare", "-old A.txt -new B.txt [-threshold 15%] [-alpha 0.05] [-require-all]", stdout)
	oldPath := fs.String("old", "", "benchmark results of the old code (go test -bench output)")
	newPath := fs.String("new", "", "benchmark results of the new code")
	threshold := fs.String("threshold", "15%", "how much worse a timing may get before it fails, in percent")
	alpha := fs.Float64("alpha", compare.DefaultOptions.Alpha, "largest p-value at which a timing change counts")
	requireAll := fs.Bool("require-all", false, "also fail (exit 1) if a benchmark result of -old is missing from -new (for a gate against a baseline)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *oldPath == "" || *newPath == "" {
		return usagef("compare: want both -old and -new files (e.g. cctree compare -old old.txt -new new.txt)")
	}
	thr, err := compare.ParseThreshold(*threshold)
	if err != nil {
		return usagef("compare: -threshold: want a percentage >= 0 such as 15%% or 2.5%%, got %q", *threshold)
	}
	if *alpha <= 0 || *alpha >= 1 {
		return usagef("compare: -alpha: want a p-value between 0 and 1, got %v", *alpha)
	}
	oldSet, err := compare.ReadFile(*oldPath)
	if err != nil {
		return usageError{err}
	}
	newSet, err := compare.ReadFile(*newPath)
	if err != nil {
		return usageError{err}
	}
	rep := compare.Compare(oldSet, newSet, compare.Options{Threshold: thr, Alpha: *alpha})
	if len(rep.Rows) == 0 {
		// Two unrelated files (or one of them not the run meant) would otherwise pass.
		return usagef("compare: nothing to compare: %s (%d results by name and unit) and %s (%d) have no benchmark in common; check you passed the right files",
			*oldPath, oldSet.Len(), *newPath, newSet.Len())
	}
	if err := rep.Write(stdout); err != nil {
		return err
	}
	if n := len(rep.OnlyOld); *requireAll && n > 0 {
		return fmt.Errorf("compare: %d benchmark result(s) of %s missing from %s (-require-all: a benchmark that is no longer run must be removed from the baseline on purpose), first: %s",
			n, *oldPath, *newPath, rep.OnlyOld[0])
	}
	if n := len(rep.Regressions()); n > 0 {
		return fmt.Errorf("compare: %d regression(s) from %s to %s (exact metrics must not grow; timings may not get more than %s worse at p <= %v)",
			n, *oldPath, *newPath, *threshold, *alpha)
	}
	return nil
}
