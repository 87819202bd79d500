package experiments

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// benchmarkLines keeps the benchmark lines of a result file.
func benchmarkLines(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "Benchmark") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// TestRunInProcess measures a small experiment in-process twice (1 and 2 workers) and checks its
// data (one SearchPos line per position and one Search line per case, the same lines for both
// runs, mode 0644) and that it renders its figure and tables.
func TestRunInProcess(t *testing.T) {
	r := reproduction{name: "tiny", runs: searchRuns("star73", "024", "mid", "paranoid brs:1-2"), baseline: "brs"}
	var lines []string
	for _, workers := range []int{1, 2} {
		dir := t.TempDir()
		var log strings.Builder
		paths, err := r.Run(context.Background(), dir, "", Options{Workers: workers, Log: &log})
		if err != nil {
			t.Fatalf("workers %d: %v\n%s", workers, err, log.String())
		}
		data := filepath.Join(dir, "data", "tiny.txt")
		b, err := os.ReadFile(data)
		if err != nil {
			t.Fatal(err)
		}
		if st, _ := os.Stat(data); st.Mode().Perm() != 0o644 {
			t.Errorf("%s: mode %v, want 0644", data, st.Mode().Perm())
		}
		got := benchmarkLines(string(b))
		if n := strings.Count(got, "BenchmarkSearchPos/"); n != 4*50 {
			t.Errorf("workers %d: %d SearchPos lines, want 200", workers, n)
		}
		if n := strings.Count(got, "BenchmarkSearch/"); n != 4 {
			t.Errorf("workers %d: %d Search lines, want 4", workers, n)
		}
		if strings.Contains(got, "ns/op") {
			t.Errorf("workers %d: the data holds timings", workers)
		}
		lines = append(lines, got)
		if !slices.ContainsFunc(paths, func(p string) bool { return strings.HasSuffix(p, "search-star73-024-mid.svg") }) {
			t.Errorf("workers %d: rendered %v, want search-star73-024-mid.svg among them", workers, paths)
		}
		if !strings.Contains(log.String(), "tiny: done in") {
			t.Errorf("workers %d: no end line on Log: %q", workers, log.String())
		}
	}
	if lines[0] != lines[1] {
		t.Error("the data of 1 and 2 workers differ")
	}
}

// TestList: names are distinct, every experiment has a summary and something to do, Lookup finds
// each and Quick, and All is a copy.
func TestList(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range All() {
		if seen[e.Name()] || e.Summary() == "" || e.run == nil && len(e.runs) == 0 && e.protocol == "" {
			t.Errorf("%s: repeated, without a summary or with nothing to do", e.Name())
		}
		seen[e.Name()] = true
		if got, ok := Lookup(e.Name()); !ok || got.Name() != e.Name() {
			t.Errorf("Lookup(%s) = %v, %v", e.Name(), got.Name(), ok)
		}
	}
	if _, ok := Lookup(Quick().Name()); !ok || seen[Quick().Name()] {
		t.Errorf("Quick %s: not found, or among All", Quick().Name())
	}
	if _, ok := Lookup("no-such-experiment"); ok {
		t.Error("Lookup found no-such-experiment")
	}
	all := All()
	all[0].name = "changed"
	if All()[0].Name() == "changed" {
		t.Error("All returns the list itself")
	}
}
