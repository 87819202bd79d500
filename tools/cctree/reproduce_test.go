package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestReproduceUsage(t *testing.T) {
	for _, args := range [][]string{
		{"reproduce", "-only", "no-such-reproduction"},
		{"reproduce", "-workers", "-1"},
		{"reproduce", "-bogus"},
	} {
		var out, errb bytes.Buffer
		err := run(context.Background(), &out, &errb, args)
		if code := exitCode(err, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%v)", args, code, err)
		}
		if lines := strings.Count(errb.String(), "\n"); lines != 1 {
			t.Errorf("%v: %d lines on stderr, want 1: %q", args, lines, errb.String())
		}
	}
	var out bytes.Buffer
	if err := run(context.Background(), &out, &out, []string{"reproduce", "-list"}); err != nil {
		t.Fatal(err)
	}
	for _, r := range reproductions {
		if !strings.Contains(out.String(), r.name) {
			t.Errorf("-list lacks %s", r.name)
		}
	}
}

// TestReproduceOpponentImpact runs the one reproduction that needs no benchmarks into a
// temporary folder and checks its data and table.
func TestReproduceOpponentImpact(t *testing.T) {
	if testing.Short() {
		t.Skip("samples 1,200 states; run without -short")
	}
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if err := run(context.Background(), &out, &errb, []string{"reproduce", "-only", "opponent-impact", "-out", dir, "-show"}); err != nil {
		t.Fatalf("%v: %s", err, errb.String())
	}
	data, err := os.ReadFile(filepath.Join(dir, "data", "opponent-impact.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "players="); n != 30 { // 2 evaluations x 3 depths x 5 player counts
		t.Errorf("%d oi lines, want 30", n)
	}
	if !strings.Contains(out.String(), "Opponent Impact of Chinese Checkers") || !strings.Contains(out.String(), "| progress   |") {
		t.Errorf("-show printed no table:\n%s", out.String())
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "opponent-impact"))
	if len(entries) != 2 {
		t.Errorf("%d files in the figure folder, want 2 (no staging left)", len(entries))
	}
}

// TestReproduceInProcess measures a small reproduction in-process twice (1 and 2 workers) and
// checks its data (one SearchPos line per position and one Search line per case, the same lines
// for both runs) and that it renders its figure and tables.
func TestReproduceInProcess(t *testing.T) {
	r := reproduction{name: "tiny", runs: searchRuns("star73", "024", "mid", "paranoid brs:1-2"), baseline: "brs"}
	var lines []string
	for _, workers := range []int{1, 2} {
		dir := t.TempDir()
		data := filepath.Join(dir, "tiny.txt")
		var errb bytes.Buffer
		paths, err := reproduceOne(context.Background(), r, data, filepath.Join(dir, "tiny"), "tiny", false, workers, false, &errb)
		if err != nil {
			t.Fatalf("workers %d: %v\n%s", workers, err, errb.String())
		}
		b, err := os.ReadFile(data)
		if err != nil {
			t.Fatal(err)
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
	}
	if lines[0] != lines[1] {
		t.Error("the data of 1 and 2 workers differ")
	}
}
