//go:build !lean

package main

import (
	"context"
	"fmt"
	"io"

	"github.com/cctree/cctree/analysis/profsum"
)

// runProfile writes a text summary of CPU and/or memory profiles (as written by `make profile`):
// the top functions overall and, for the CPU profile, per value of a label (default algo).
func runProfile(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("profile", "[-cpu cpu.prof] [-mem mem.prof] [-top 15] [-label algo]", stdout)
	cpu := fs.String("cpu", "", "CPU profile (go test -cpuprofile)")
	mem := fs.String("mem", "", "memory profile (go test -memprofile); summarised by alloc_space")
	top := fs.Int("top", 15, "functions per table")
	label := fs.String("label", "algo", "pprof label to break the samples down by (\"\" for none)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *cpu == "" && *mem == "" {
		return usagef("profile: want -cpu and/or -mem profile files (e.g. cctree profile -cpu tmp/profile/cpu.prof)")
	}
	if *top < 1 {
		return usagef("profile: -top: want at least 1, got %d", *top)
	}
	// Heap profiles carry no pprof labels (only CPU and goroutine profiles do), so the memory
	// summary has no per-label tables.
	for _, f := range []struct{ kind, path, sampleType, label string }{{"CPU", *cpu, "", *label}, {"memory", *mem, "alloc_space", ""}} {
		if f.path == "" {
			continue
		}
		p, err := profsum.Read(f.path)
		if err != nil {
			return usageError{err}
		}
		fmt.Fprintf(stdout, "== %s profile %s\n", f.kind, f.path)
		if err := profsum.Write(stdout, p, profsum.Options{SampleType: f.sampleType, Top: *top, Label: f.label}); err != nil {
			return usageError{err}
		}
		fmt.Fprintln(stdout)
	}
	return nil
}
