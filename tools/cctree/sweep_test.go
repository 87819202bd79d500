package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/analysis/benchfile"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/positions"
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
	// A benchmark the baseline lacks passes, and the gate says how to gate it.
	i := bytes.Index(data, []byte("\nBenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=paranoid/depth=2/pos=star73_0134_007 "))
	j := bytes.IndexByte(data[i+1:], '\n')
	fewer := append(slices.Clone(data[:i+1]), data[i+1+j+1:]...)
	if err := os.WriteFile(base, fewer, 0o666); err != nil {
		t.Fatal(err)
	}
	if out, stderr, code := gate(); code != 0 || !strings.Contains(out, "1 new") || !strings.Contains(out, "the 1 new count(s) are not gated until the baseline has them: run make baseline and commit "+base) {
		t.Errorf("a new benchmark: exit %d, %q %q", code, out, stderr)
	}
	if err := os.WriteFile(base, data[:len(data)-3], 0o666); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := gate(); code != 2 || !strings.Contains(stderr, "truncated") {
		t.Errorf("truncated baseline: exit %d, %q", code, stderr)
	}
}

// TestSweepShardsMerge: three shards, merged from their files alone in another directory than
// the one they were made in, give the bytes of one unsharded run, and the shard files read as the
// run's results (the plan lines are comments to benchfmt); selection flags given to the merge must
// agree with the recorded plan; a missing shard, a shard given twice or shards split by other
// costs fail the merge with exit 2, one line naming them, and nothing written; a Slurm array
// task picks its shard.
func TestSweepShardsMerge(t *testing.T) {
	dir, made, elsewhere := t.TempDir(), t.TempDir(), t.TempDir()
	sel := []string{"-algo", "paranoid brs+", "-depth", "1-3", "-board", "star73", "-seats", "0134", "-per-pos", "-counts"}
	one, _, code := runCmd(t, append([]string{"sweep"}, sel...)...)
	if code != 0 {
		t.Fatal("unsharded sweep failed")
	}
	t.Chdir(made)
	var files []string
	for i := range 3 {
		if _, stderr, code := runCmd(t, append([]string{"sweep", "-shard", fmt.Sprintf("%d/3", i), "-out", fmt.Sprintf("s%d.txt", i)}, sel...)...); code != 0 {
			t.Fatal(stderr)
		}
		files = append(files, filepath.Join(made, fmt.Sprintf("s%d.txt", i)))
	}
	t.Chdir(elsewhere)
	var shardResults []string
	for _, f := range files {
		bf, err := benchfile.ReadFile(f)
		if err != nil {
			t.Fatalf("a shard file is not a results file: %v", err)
		}
		for _, r := range bf.Results {
			shardResults = append(shardResults, string(r.Name))
		}
	}
	if got := strings.Count(benchmarkLines(one), "\n"); len(shardResults) != got {
		t.Errorf("the shard files read as %d results, the run has %d", len(shardResults), got)
	}
	merged := filepath.Join(dir, "merged.txt")
	if _, stderr, code := runCmd(t, "sweep", "-merge", filepath.Join(made, "s*.txt"), "-out", merged); code != 0 {
		t.Fatalf("merge of the files alone: exit %d, %s", code, stderr)
	}
	if data, _ := os.ReadFile(merged); string(data) != one {
		t.Fatalf("merged shards differ from one run's bytes:\n%s\n---\n%s", data, one)
	}
	if again, stderr, code := runCmd(t, append([]string{"sweep", "-merge", strings.Join(files, " ")}, sel...)...); code != 0 || again != one {
		t.Errorf("merge with the shards' own selection flags: exit %d, %s", code, stderr)
	}
	// The same cases in other words agree: another spelling of the depths, the searchers in
	// another order.
	if again, stderr, code := runCmd(t, "sweep", "-merge", strings.Join(files, " "), "-depth", "1,2,3", "-algo", "brs+  paranoid"); code != 0 || again != one {
		t.Errorf("merge with -depth 1,2,3 -algo 'brs+ paranoid' for the plan's -depth 1-3 -algo 'paranoid brs+': exit %d, %s", code, stderr)
	}
	other := filepath.Join(dir, "costs.txt") // other costs: the run's own counts
	os.WriteFile(other, []byte(one), 0o666)
	otherShard := filepath.Join(dir, "other-1.txt")
	if _, stderr, code := runCmd(t, append([]string{"sweep", "-shard", "1/3", "-costs", other, "-out", otherShard}, sel...)...); code != 0 {
		t.Fatal(stderr)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-merge", files[0] + " " + files[1]}, "shard 2/3 of the plan is missing ("},
		{[]string{"-merge", strings.Join(files, " ") + " " + files[2]}, "both hold shard 2/3"},
		{[]string{"-merge", files[0] + " " + otherShard + " " + files[2]}, "its costs (sha256:"},
		{[]string{"-merge", strings.Join(files, " "), "-depth", "1-4"}, `-depth "1-4" disagrees with the plan the shard files record (-depth "1-3"`},
		{[]string{"-merge", strings.Join(files, " "), "-leaves"}, `-leaves "true" disagrees with the plan the shard files record (no -leaves`},
		{[]string{"-merge", strings.Join(files, " "), "-depth", "1,2,3", "-leaves"}, `-leaves "true" disagrees with the plan the shard files record (no -leaves`},
		{[]string{"-merge", strings.Join(files, " "), "-costs", other}, "-costs " + other},
		{[]string{"-merge", strings.Join(files, " "), "-shard", "1/3"}, "does not combine with -shard"},
		{[]string{"-merge", strings.Join(files, " "), "-costs", filepath.Join(dir, "none.txt")}, "-costs " + filepath.Join(dir, "none.txt")},
	} {
		m := filepath.Join(dir, "m2.txt")
		_, stderr, code := runCmd(t, append(append([]string{"sweep"}, tc.args...), "-out", m)...)
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want exit 2 and one line with %q", tc.args[2:], code, stderr, tc.want)
		}
		if _, err := os.Stat(m); err == nil {
			t.Fatalf("%v: %s was written", tc.args, m)
		}
	}
	_, stderr, _ := runCmd(t, "sweep", "-merge", files[0]+" "+files[1])
	if !strings.Contains(stderr, "cctree sweep -algo 'paranoid brs+' -depth 1-3 -board star73 -seats 0134 -per-pos -counts -shard 2/3") {
		t.Errorf("the missing shard's error does not give the command that runs it: %q", stderr)
	}
	foreign := filepath.Join(dir, "foreign.txt")
	os.WriteFile(foreign, []byte("not a results file\n"), 0o666)
	for _, tc := range []struct {
		out, want string
		extra     []string
		code      int
	}{
		{files[0], "one of the files merged", nil, 2},
		{files[0], "one of the files merged", []string{"-replace"}, 2},
		{foreign, "give -replace", nil, 2},
		{merged, "", nil, 0}, // this sweep's results: an earlier merge
		{foreign, "", []string{"-replace"}, 0},
	} {
		_, stderr, code := runCmd(t, append([]string{"sweep", "-merge", strings.Join(files, " "), "-out", tc.out}, tc.extra...)...)
		if code != tc.code || !strings.Contains(stderr, tc.want) {
			t.Errorf("-merge -out %s %v: exit %d, %q; want %d with %q", filepath.Base(tc.out), tc.extra, code, stderr, tc.code, tc.want)
		}
	}
	if data, _ := os.ReadFile(foreign); string(data) != one {
		t.Error("-merge -out foreign -replace did not write the merge")
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

// TestSweepShardListAnyDir: a shard's cases are the same from any working directory (the costs
// are the baseline built into cctree, the same as the committed file), and a -costs file that
// cannot be read is exit 2, never a silent fall back to extrapolation.
func TestSweepShardListAnyDir(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join(wd, "..", "..")
	list := func(dir string, extra ...string) string {
		t.Helper()
		t.Chdir(dir)
		out, stderr, code := runCmd(t, append([]string{"sweep", "-shard", "0/3", "-list"}, extra...)...)
		if code != 0 || out == "" {
			t.Fatalf("-list in %s: exit %d, %q", dir, code, stderr)
		}
		return out
	}
	fromRoot := list(root)
	for _, dir := range []string{wd, t.TempDir()} {
		if got := list(dir); got != fromRoot {
			t.Errorf("shard 0/3 listed in %s differs from the module root's:\n%s\n---\n%s", dir, got, fromRoot)
		}
	}
	if got := list(root, "-costs", "bench/testdata/baseline.txt"); got != fromRoot {
		t.Errorf("the built-in costs split otherwise than bench/testdata/baseline.txt")
	}
	t.Chdir(t.TempDir())
	_, stderr, code := runCmd(t, "sweep", "-shard", "0/3", "-list", "-costs", "bench/testdata/baseline.txt")
	if code != 2 || !strings.Contains(stderr, "-costs bench/testdata/baseline.txt") || !strings.Contains(stderr, "leave -costs out") {
		t.Errorf("a -costs file that is not there: exit %d, %q", code, stderr)
	}
}

// TestSweepGame: -game sweeps a game other than Chinese Checkers (every player count of its
// suite, or the one named), with game= names; its shards merge into the unsharded run's bytes
// and a merge checks -game against the plan; bad input is one line, exit 2, nothing written;
// the gate runs a game selection; cctree report reads a game sweep's file.
func TestSweepGame(t *testing.T) {
	dir := t.TempDir()
	sel := []string{"sweep", "-game", "virus", "-algo", "brs brs(threat=mtf)", "-depth", "1-4", "-suite", "mid", "-counts"}
	one, stderr, code := runCmd(t, sel...)
	lines := strings.Split(strings.TrimSpace(benchmarkLines(one)), "\n")
	if code != 0 || len(lines) != 4*2*4 || !strings.HasPrefix(lines[0], "BenchmarkSearch/game=virus(players=3)/suite=mid/algo=brs/depth=1 ") ||
		!strings.HasPrefix(lines[31], "BenchmarkSearch/game=virus(players=6)/suite=mid/algo=brs(threat=mtf)/depth=4 ") {
		t.Fatalf("sweep -game virus: exit %d, %s, %d lines: %q", code, stderr, len(lines), lines)
	}
	five, _, code := runCmd(t, "sweep", "-game", "virus(players=5)", "-algo", "brs", "-depth", "2", "-per-pos", "-counts")
	if code != 0 || strings.Count(five, "BenchmarkSearchPos/game=virus(players=5)/suite=mid/algo=brs/depth=2/pos=virus_5_") != 50 || !strings.Contains(benchmarkLines(one), strings.TrimSpace(strings.SplitAfter(benchmarkLines(five), "\n")[50])) {
		t.Errorf("sweep -game 'virus(players=5)': exit %d, or its group line is not the one of -game virus:\n%s", code, benchmarkLines(five))
	}
	var files []string
	for i := range 2 {
		f := filepath.Join(dir, fmt.Sprintf("s%d.txt", i))
		if _, stderr, code := runCmd(t, append(sel, "-shard", fmt.Sprintf("%d/2", i), "-out", f)...); code != 0 {
			t.Fatal(stderr)
		}
		files = append(files, f)
	}
	if merged, stderr, code := runCmd(t, "sweep", "-merge", strings.Join(files, " "), "-game", "virus"); code != 0 || merged != one {
		t.Errorf("merge of a game sweep's shards: exit %d, %s; or not the unsharded bytes", code, stderr)
	}
	if _, stderr, code := runCmd(t, "sweep", "-merge", strings.Join(files, " "), "-game", "focus"); code != 2 || !strings.Contains(stderr, `-game "focus" disagrees with the plan`) {
		t.Errorf("merge with another -game: exit %d, %q", code, stderr)
	}
	out := filepath.Join(dir, "r.txt")
	for _, tc := range []struct{ args, want []string }{
		{[]string{"-game", "chess"}, []string{`-game "chess"`, "virus, focus"}},
		{[]string{"-game", "virus", "-board", "star73"}, []string{`-board "star73"`, "-game virus"}},
		{[]string{"-game", "virus", "-seats", "0134"}, []string{`-seats "0134"`, "-game virus"}},
		{[]string{"-game", "virus", "-algo", "brs paranoid(eval=franks1)"}, []string{`-algo "paranoid(eval=franks1)"`, "evaluation of Chinese Checkers"}},
		{[]string{"-game", "virus(size=6)"}, []string{`-game "virus(size=6)"`, "no positions of it"}},
		{[]string{"-game", "virus(players=9)"}, []string{`-game "virus(players=9)"`, "want 2 to 6"}},
		{[]string{"-game", "virus", "-suite", "late"}, []string{`-suite "late"`, "initial, mid"}},
		{[]string{"-game", "virus", "-games", "m.jsonl"}, []string{"-games m.jsonl: ", "m.jsonl"}},
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
	base := filepath.Join(dir, "baseline.txt")
	gsel := []string{"-perft=false", "-game", "focus(players=3)", "-algo", "brs", "-depth", "2", "-dir", dir, "-baseline", base}
	if out, stderr, code := runCmd(t, append([]string{"gate", "-update"}, gsel...)...); code != 0 || !strings.Contains(out, "51 benchmarks") {
		t.Fatalf("gate -update of a game: exit %d, %q %q", code, out, stderr)
	}
	if out, stderr, code := runCmd(t, append([]string{"gate"}, gsel...)...); code != 0 || !strings.Contains(out, "0 grew, 0 missing") {
		t.Errorf("gate of a game on its own baseline: exit %d, %q %q", code, out, stderr)
	}
	res := filepath.Join(dir, "five.txt")
	os.WriteFile(res, []byte(five), 0o666)
	if _, stderr, code := runCmd(t, "report", "-out", filepath.Join(dir, "report"), res); code != 0 {
		t.Errorf("cctree report of a game sweep: exit %d, %s", code, stderr)
	}
}

// TestGateGames: the gate's default selection adds the other games' cases after Chinese
// Checkers' (gateGames: every game of the registry with suites, every player count of its mid
// suite), and the committed baseline holds every one of them.
func TestGateGames(t *testing.T) {
	var withSuites, gated []string
	for _, name := range gamereg.Names() {
		if len(positions.GameSuites(name)) > 0 {
			withSuites = append(withSuites, name)
		}
	}
	base, err := os.ReadFile("../../bench/testdata/baseline.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, sel := range gateGames() {
		name, _, _ := strings.Cut(sel.Game, "(") // a row may hold one player count (Blokus's MCTS row)
		gated = append(gated, name)
		cs, err := sel.Cases()
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cs {
			if !strings.Contains(string(base), "\nBenchmark"+string(c.Name())+" ") {
				t.Errorf("the baseline has no Benchmark%s line: run make baseline", c.Name())
			}
		}
		n += len(cs)
	}
	if !slices.Equal(gated, slices.Concat(withSuites, withSuites)) || n < 100 {
		t.Errorf("the gate has %d cases of %v, want the games with suites %v in registry order, their depth rows then their MCTS rows", n, gated, withSuites)
	}
	data, err := os.ReadFile("../../bench/testdata/baseline.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\nBenchmarkPerft/game=focus(players=4)/depth=4 ",
		"\nBenchmarkSearch/game=virus(players=6)/suite=mid/algo=brs(threat=mtf)/depth=4 ",
		"\nBenchmarkSearchPos/game=focus(players=2)/suite=mid/algo=opps(1,5,1)/depth=1/pos=focus_2_049 ",
		"\nBenchmarkSearch/board=star121/seats=012345/suite=mid/algo=mcts(policy=brs,oma=on,pw=on,solver)/iters=500 ",
		"\nBenchmarkSearch/game=hearts(players=3)/suite=mid/algo=mcts/iters=100 ",
	} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the baseline has no %s line: run make baseline", strings.TrimSpace(want))
		}
	}
	if i, j := strings.Index(string(data), "\nBenchmarkPerft/game="), strings.LastIndex(string(data), "\nBenchmarkSearchPos/board="); i < j || j < 0 {
		t.Error("the baseline has Chinese Checkers' counts after the other games'")
	}
}
