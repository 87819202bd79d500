package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// runCmd runs cctree with args and returns stdout, stderr and the exit status.
func runCmd(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), &out, &errb, args)
	code := exitCode(err, &errb)
	return out.String(), errb.String(), code
}

// benchmarkLines keeps the Benchmark lines of a results text.
func benchmarkLines(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(l, "Benchmark") {
			b.WriteString(l)
		}
	}
	return b.String()
}

// TestSweepBadSelection: every bad field is one line naming it, exit 2, and -out not written.
func TestSweepBadSelection(t *testing.T) {
	out := filepath.Join(t.TempDir(), "r.txt")
	for _, tc := range []struct{ args, want []string }{
		{[]string{"-algo", "parnoid", "-depth", "2"}, []string{"-algo \"parnoid\"", "unknown searcher", "paranoid"}},
		{[]string{"-algo", "opps(1,2)"}, []string{"-algo \"opps(1,2)\"", "want 3 numbers"}},
		{[]string{"-board", "star99"}, []string{"-board \"star99\"", "star73, star121"}},
		{[]string{"-board", "star73", "-seats", "0135"}, []string{"-seats \"0135\"", "0134"}},
		{[]string{"-suite", "late"}, []string{"-suite \"late\"", "initial, mid"}},
		{[]string{"-depth", "0"}, []string{"-depth \"0\"", "depths 1 to"}},
		{[]string{"-depth", "1-"}, []string{"-depth \"1-\""}},
		{[]string{"-matrix", "huge"}, []string{"-matrix \"huge\""}},
		{[]string{"-algo", ""}, []string{"-algo", "no searcher"}},
		{[]string{"-workers", "-2"}, []string{"-workers -2"}},
	} {
		_, stderr, code := runCmd(t, append([]string{"sweep", "-out", out}, tc.args...)...)
		if code != 2 || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line", tc.args, code, stderr)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%v: stderr %q lacks %q", tc.args, stderr, w)
			}
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%v: %s was written", tc.args, out)
		}
	}
}

// TestSweepOut: the lines written to -out are those printed to stdout, the same for 1 and 2
// workers, byte for byte with -counts, whose header names no machine fact.
func TestSweepOut(t *testing.T) {
	dir := t.TempDir()
	args := []string{"sweep", "-algo", "paranoid brs+", "-depth", "1-2", "-board", "star73", "-seats", "024", "-per-pos", "-counts"}
	stdout, stderr, code := runCmd(t, append(args, "-workers", "1")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	path := filepath.Join(dir, "r.txt")
	if _, stderr, code := runCmd(t, append(args, "-workers", "2", "-out", path)...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// With -counts: the same bytes for any worker count, and no machine facts.
	if stdout != string(data) || benchmarkLines(stdout) == "" {
		t.Errorf("-workers 1 stdout and -workers 2 -out differ:\n%s\n---\n%s", stdout, data)
	}
	for _, want := range []string{"pkg: github.com/cctree/cctree/bench\n", "Unit nodes/op assume=exact\n"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	for _, not := range []string{"workers:", "goos:", "cpu:"} {
		if strings.Contains(stdout, not) {
			t.Errorf("a -counts file holds %q", not)
		}
	}
	// 2 algos x 2 depths: 4 Search lines, each after its 50 SearchPos lines.
	if n := strings.Count(stdout, "BenchmarkSearch/"); n != 4 {
		t.Errorf("%d Search lines, want 4", n)
	}
	if n := strings.Count(stdout, "BenchmarkSearchPos/"); n != 200 {
		t.Errorf("%d SearchPos lines, want 200", n)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the output folder, want 1 (no temporary left)", len(entries))
	}
	out, _, code := runCmd(t, "sweep", "-list", "-algo", "maxn", "-board", "star121")
	if code != 0 || strings.Count(out, "\n") != 4 || !strings.Contains(out, "BenchmarkSearch/board=star121/seats=03/suite=mid/algo=maxn/depth=3\n") {
		t.Errorf("-list: exit %d, %q", code, out)
	}
}

// TestGate writes a baseline of a small selection, then checks that the gate passes on it,
// fails (exit 1) when a count of the baseline is lower than the new one or a baseline
// benchmark is missing, and fails with 2 on an unreadable baseline.
func TestGate(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "baseline.txt")
	sel := []string{"-perft=false", "-algo", "paranoid", "-depth", "2", "-board", "star73", "-seats", "0134", "-dir", dir}
	if out, stderr, code := runCmd(t, append([]string{"gate", "-update", "-baseline", base}, sel...)...); code != 0 || !strings.Contains(out, "51 benchmarks") {
		t.Fatalf("gate -update: exit %d, %q %q", code, out, stderr)
	}
	gate := func() (string, string, int) { return runCmd(t, append([]string{"gate", "-baseline", base}, sel...)...) }
	if out, stderr, code := gate(); code != 0 || !strings.Contains(out, "0 grew, 0 missing") {
		t.Fatalf("gate on its own baseline: exit %d, %q %q", code, out, stderr)
	}
	data, err := os.ReadFile(base)
	if err != nil {
		t.Fatal(err)
	}
	// Lower one position's count in the baseline: the new tree "grew".
	re := regexp.MustCompile(`(pos=star73_0134_007 1 )(\d+)( nodes/op)`)
	m := re.FindSubmatch(data)
	if m == nil {
		t.Fatalf("no count of position 007 in the baseline:\n%s", data)
	}
	grown := re.ReplaceAll(data, []byte("${1}1${3}"))
	if err := os.WriteFile(base, grown, 0o666); err != nil {
		t.Fatal(err)
	}
	if out, stderr, code := gate(); code != 1 || !strings.Contains(out, "REGRESSION SearchPos/board=star73/seats=0134/suite=mid/algo=paranoid/depth=2/pos=star73_0134_007 nodes/op") || !strings.Contains(stderr, "1 count(s) grew") {
		t.Errorf("grown tree: exit %d, %q %q", code, out, stderr)
	}
	// A baseline benchmark the selection no longer runs.
	extra := append(data, []byte("BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=gone/depth=2 1 5 nodes/op\n")...)
	if err := os.WriteFile(base, extra, 0o666); err != nil {
		t.Fatal(err)
	}
	if out, stderr, code := gate(); code != 1 || !strings.Contains(out, "only in the baseline: Search/board=star73/seats=0134/suite=mid/algo=gone/depth=2") || !strings.Contains(stderr, "1 baseline benchmark(s) missing") {
		t.Errorf("missing benchmark: exit %d, %q %q", code, out, stderr)
	}
	if err := os.WriteFile(base, data[:len(data)-3], 0o666); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := gate(); code != 2 || !strings.Contains(stderr, "truncated") {
		t.Errorf("truncated baseline: exit %d, %q", code, stderr)
	}
}

// TestSweepShardsMerge: three shards, merged, give the lines of one unsharded run; a missing
// shard or a shard given twice fails the merge with exit 2; a Slurm array task picks its shard.
func TestSweepShardsMerge(t *testing.T) {
	dir := t.TempDir()
	sel := []string{"-algo", "paranoid brs+", "-depth", "1-3", "-board", "star73", "-seats", "0134", "-per-pos", "-counts"}
	one, _, code := runCmd(t, append([]string{"sweep"}, sel...)...)
	if code != 0 {
		t.Fatal("unsharded sweep failed")
	}
	var files []string
	for i := range 3 {
		f := filepath.Join(dir, fmt.Sprintf("s%d.txt", i))
		if _, stderr, code := runCmd(t, append([]string{"sweep", "-shard", fmt.Sprintf("%d/3", i), "-out", f}, sel...)...); code != 0 {
			t.Fatal(stderr)
		}
		files = append(files, f)
	}
	merged, stderr, code := runCmd(t, append([]string{"sweep", "-merge", strings.Join(files, " ")}, sel...)...)
	if code != 0 || benchmarkLines(merged) != benchmarkLines(one) {
		t.Fatalf("merged shards differ from one run (exit %d, %s)", code, stderr)
	}
	for _, bad := range []string{files[0] + " " + files[1], strings.Join(files, " ") + " " + files[2]} {
		if _, stderr, code := runCmd(t, append([]string{"sweep", "-merge", bad}, sel...)...); code != 2 || strings.Count(stderr, "\n") != 1 {
			t.Errorf("merge %q: exit %d, %q", bad, code, stderr)
		}
	}
	t.Setenv("SLURM_ARRAY_TASK_ID", "1")
	t.Setenv("SLURM_ARRAY_TASK_COUNT", "3")
	t.Setenv("SLURM_ARRAY_TASK_MIN", "0")
	fromEnv, envErr, _ := runCmd(t, append([]string{"sweep"}, sel...)...)
	s1, _ := os.ReadFile(files[1])
	if benchmarkLines(fromEnv) != benchmarkLines(string(s1)) {
		t.Error("the Slurm array task 1 of 3 did not run shard 1/3")
	}
	if !strings.Contains(envErr, "running shard 1/3, from the Slurm array task") {
		t.Errorf("no notice of the shard taken from the environment: %q", envErr)
	}
}
