package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"maps"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// TestPerfGateSelection: every case of the gate's selection is a benchmark name of the bench
// package's grammar (benchname.ParseName inverts it, or it is one of sweep.PerftCases'), named
// once; its -test.bench pattern matches its name level by level as go test matches them, its
// -test.skip pattern does not (and skips a level below), and no other case's name is a prefix
// of it, which go test would run too (see perfCase.benchArgs).
func TestPerfGateSelection(t *testing.T) {
	cases := perfGateCases()
	if len(cases) < 20 || cases[0].count != "leaves/op" || cases[1].count != "leaves/op" || !strings.HasSuffix(cases[1].name, "/mode=full") {
		t.Errorf("the selection does not start with perft bulk and full, or is short: %d cases", len(cases))
	}
	// go test's rules (testing's matcher): -test.bench runs a name whose levels match as far
	// as both go; -test.skip skips one only when the pattern has no more levels than the name.
	levels := func(pattern, name string) (ok, partial bool) {
		p, n := strings.Split(pattern, "/"), strings.Split("Benchmark"+name, "/")
		for i := range min(len(p), len(n)) {
			if !regexp.MustCompile(p[i]).MatchString(n[i]) {
				return false, false
			}
		}
		return true, len(n) < len(p)
	}
	matches := func(pattern, name string) bool { ok, _ := levels(pattern, name); return ok }
	skips := func(pattern, name string) bool { ok, partial := levels(pattern, name); return ok && !partial }
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.name] {
			t.Errorf("%s twice in the selection", c.name)
		}
		seen[c.name] = true
		if c.count == "nodes/op" {
			bc, ok, err := benchname.ParseName([]byte(c.name))
			if err != nil || !ok || string(bc.Name()) != c.name {
				t.Errorf("%s: not a search benchmark name (%v)", c.name, err)
			}
		}
		args := c.benchArgs()
		bench, skip := args[3], args[5]
		if !matches(bench, c.name) || skips(skip, c.name) || !skips(skip, c.name+"/threads=2") {
			t.Errorf("%s: -test.bench %q, -test.skip %q do not select it alone", c.name, bench, skip)
		}
		others := []string{}
		for _, o := range cases {
			others = append(others, o.name)
		}
		for _, p := range sweep.PerftCases {
			others = append(others, string(p.Name()))
		}
		for _, o := range others {
			if o != c.name && matches(bench, o) && strings.Count(o, "/") < strings.Count(c.name, "/") {
				t.Errorf("%s: go test would run %s too, whose name is a prefix of it", c.name, o)
			}
		}
	}
}

// TestPerfGateBaselineCurrent: the committed baseline and its profile are one run's, and hold
// exactly the selection's benchmarks, so a change of the selection without make perf-baseline
// fails here (as the gate itself would in CI).
func TestPerfGateBaselineCurrent(t *testing.T) {
	old, err := readPerfBaseline("../../bench/testdata/instructions.txt", "../../bench/testdata/instructions.functions.json")
	if err != nil {
		t.Fatal(err)
	}
	var want, got []string
	for _, c := range perfGateCases() {
		want = append(want, c.name)
	}
	for name, r := range old {
		got = append(got, name)
		if len(r.Functions) == 0 {
			t.Errorf("%s: no functions in the profile", name)
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("the baseline's benchmarks are not the selection's: run make perf-baseline\nbaseline:  %q\nselection: %q", got, want)
	}
}

// TestPerfGateUsage: bad flags are one-line usage errors (exit status 2), before anything is
// built or run.
func TestPerfGateUsage(t *testing.T) {
	for _, args := range [][]string{
		{"-tolerance", "x"},
		{"-tolerance", "0%"},
		{"-workers", "-1"},
		{"-run", "("},
		{"-run", "NoSuchBenchmark"},
		{"-timeout", "0s"},
		{"-baseline", filepath.Join(t.TempDir(), "missing.txt")},
		{"-update", "-run", "paranoid"}, // a partial baseline over the committed one
	} {
		_, _, err := call(t, append([]string{"perfgate"}, args...)...)
		var u usageError
		if !errors.As(err, &u) || strings.Contains(err.Error(), "\n") {
			t.Errorf("perfgate %q: %v, want a one-line usage error", args, err)
		}
	}
}

// testProfile is a callgrind profile in the format's compressed form, as callgrind writes it:
// names defined once as "(id) name" and used as "(id)", inlined code under fi=/fe=, calls whose
// inclusive cost line is not the caller's own (calls=0: a call in progress when a dump began),
// a recursion level ('2), a position line without counts, and summary.
const testProfile = `# callgrind format
version: 1
creator: callgrind-3.19.0
positions: line
events: Ir
summary: 1111

ob=(1) /x/bench.test
fl=(1) ./github.com/cctree/cctree/engine/search/alphabeta.go
fn=(1) github.com/cctree/cctree/engine/search.node
10 100
+2 200
fi=(2) ./github.com/cctree/cctree/engine/eval/eval.go
5 10
fe=(1)
-3 1
cfi=(2)
cfn=(2) github.com/cctree/cctree/engine/eval.Value
calls=0 5
* 9999
fn=(3) github.com/cctree/cctree/engine/search.node'2
12 700
*
fl=(2)
fn=(2)
7 100
`

// TestReadCallgrind: the reader's own costs of testProfile, by hand: node's 300 in its file, 10
// inlined from eval.go and 1 back in its file, 700 at recursion level 2 added in, the call's
// 9999 left out; Value's 100.
func TestReadCallgrind(t *testing.T) {
	total, funcs, err := readCallgrind(strings.NewReader(testProfile))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int64{
		"engine/search.node (engine/search/alphabeta.go)": 1001,
		"engine/search.node (engine/eval/eval.go)":        10,
		"engine/eval.Value (engine/eval/eval.go)":         100,
	}
	if total != 1111 || !maps.Equal(funcs, want) {
		t.Errorf("got %d %v, want 1111 %v", total, funcs, want)
	}
	for _, bad := range []string{
		strings.Replace(testProfile, "summary: 1111", "summary: 1112", 1), // the costs do not add up
		strings.Replace(testProfile, "fn=(2)\n7 100", "fn=(9)\n7 100", 1), // a name never defined
		strings.Replace(testProfile, "events: Ir", "events: Ir Dr", 1),    // another event set
		strings.Replace(testProfile, "summary: 1111\n", "", 1),            // no total
		strings.Replace(testProfile, "+2 200", "+2 x", 1),                 // a bad count
	} {
		if _, _, err := readCallgrind(strings.NewReader(bad)); err == nil {
			t.Errorf("no error for a broken profile:\n%s", bad)
		}
	}
}

// ensureValgrind returns when valgrind is on PATH, installing it with tools/perf-gate.sh
// --install-only when it is not; it skips the test only when that fails (not root and no sudo,
// no apt-get). CI runs as root, so there the tests below run.
func ensureValgrind(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("valgrind"); err == nil {
		return
	}
	script, err := filepath.Abs(filepath.Join("..", "perf-gate.sh"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	t.Logf("valgrind not on PATH: running %s --install-only", script)
	if out, err := exec.CommandContext(ctx, "bash", script, "--install-only").CombinedOutput(); err != nil {
		t.Skipf("valgrind is not installed and %s could not install it (%v): %s", script, err, strings.TrimSpace(string(out)))
	}
	if _, err := exec.LookPath("valgrind"); err != nil {
		t.Skip("valgrind installed but not on PATH")
	}
}

// TestReadCallgrindAsAnnotate runs a small Go program under real callgrind and reads its
// profile with readCallgrind and with callgrind_annotate, Valgrind's own reader: every
// function's own cost must agree. It uses the part before the first dump, which has no call in
// progress from an earlier part (there callgrind_annotate misreads calls=0, see readCallgrind);
// the later part must still add up (readCallgrind checks) and hold the dumped function.
func TestReadCallgrindAsAnnotate(t *testing.T) {
	ensureValgrind(t)
	if _, err := exec.LookPath("callgrind_annotate"); err != nil {
		t.Skip("callgrind_annotate not installed")
	}
	dir := t.TempDir()
	src := `package main

import "fmt"

//go:noinline
func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

//go:noinline
func work(n int) int { return fib(n) * 2 }

func main() {
	s := 0
	for i := range 3 {
		s += work(18 + i)
	}
	fmt.Println(s)
}
`
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	build := exec.Command(goTool(), "build", "-trimpath", "-o", "prog", "main.go")
	build.Dir = dir
	build.Env = append(os.Environ(), "GO111MODULE=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out := filepath.Join(dir, "cg.out")
	cmd := exec.Command("valgrind", "--tool=callgrind", "--callgrind-out-file="+out, "--dump-before=main.work", filepath.Join(dir, "prog"))
	cmd.Env = perfEnv() // as the gate runs its benchmarks: without async preemption, whose signals callgrind 3.19 can trip on (an assertion in vgCallgrind_post_signal under load)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("valgrind: %v\n%s", err, b)
	}
	total, mine, err := readCallgrindFile(out + ".1")
	if err != nil {
		t.Fatal(err)
	}
	ann, annTotal := annotateTable(t, out+".1")
	if total != annTotal || !maps.Equal(mine, ann) {
		t.Errorf("readCallgrind and callgrind_annotate differ: total %d against %d", total, annTotal)
		for k, v := range mine {
			if ann[k] != v {
				t.Errorf("  %s: %d against %d", k, v, ann[k])
			}
		}
		for k, v := range ann {
			if _, ok := mine[k]; !ok {
				t.Errorf("  %s: only callgrind_annotate's, %d", k, v)
			}
		}
	}
	_, funcs, err := readCallgrindFile(out + ".2")
	if err != nil {
		t.Fatal(err)
	}
	if !hasFunc(funcs, "main.fib") {
		t.Errorf("the part from the first work call holds no main.fib: %v", funcs)
	}
}

func hasFunc(funcs map[string]int64, fn string) bool {
	for k := range funcs {
		if strings.HasPrefix(k, fn+" (") {
			return true
		}
	}
	return false
}

// annotateTable runs callgrind_annotate's table of own costs (--inclusive=no) and returns it
// keyed as readCallgrind keys functions.
func annotateTable(t *testing.T, profile string) (map[string]int64, int64) {
	t.Helper()
	out, err := exec.Command("callgrind_annotate", "--inclusive=no", "--threshold=100", "--auto=no", profile).Output()
	if err != nil {
		t.Fatalf("callgrind_annotate: %v", err)
	}
	line := regexp.MustCompile(`^\s*([0-9,]+) \(\s*[0-9.]+%\)\s+(.*)$`)
	funcs := map[string]int64{}
	var total int64
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		m := line.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		n, err := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		rest := m[2]
		if rest == "PROGRAM TOTALS" {
			total = n
			continue
		}
		if j := strings.LastIndex(rest, " [/"); j >= 0 && strings.HasSuffix(rest, "]") {
			rest = rest[:j] // the object
		}
		file, fn, ok := strings.Cut(rest, ":")
		if !ok {
			t.Fatalf("callgrind_annotate line %q", sc.Text())
		}
		funcs[modRel(recursionSuffix.ReplaceAllString(fn, ""))+" ("+modRel(file)+")"] += n
	}
	return funcs, total
}

// TestLongPerfGateCatchesSlowdown is the gate's proof, on one benchmark (paranoid at depth 3 over
// the 50 star73 0134 mid positions) under real callgrind: a baseline from the tree as it is; a
// second run of the same code passes and agrees with it within 0.5% (whatever else loads the
// machine); a build with the perfslow tag (engine/internal/pick/perfslow.go: the alpha-beta leaf
// evaluation about 5% slower) fails, naming the benchmark and the function whose own
// instructions grew most, Picks.Leaf with its code from perfslow.go. A TestLong: two builds of the
// benchmarks and three callgrind runs are make test's costliest minute; make test-long (in CI) runs it.
func TestLongPerfGateCatchesSlowdown(t *testing.T) {
	t.Parallel() // a minute of child processes, run beside the other slow ones: the package is the last of make test
	if testing.Short() {
		t.Skip("-short: three builds and callgrind runs, about a minute")
	}
	ensureValgrind(t)
	const name = "Search/board=star73/seats=0134/suite=mid/algo=paranoid/depth=3"
	dir := t.TempDir()
	base := filepath.Join(dir, "base.txt")
	only := "^" + regexp.QuoteMeta(name) + "$"
	gate := func(sub string, extra ...string) (string, error) {
		args := append([]string{"perfgate", "-baseline", base, "-dir", filepath.Join(dir, sub), "-run", only}, extra...)
		stdout, stderr, err := call(t, args...)
		t.Logf("cctree %s:\n%s%s", strings.Join(args, " "), stderr, stdout)
		return stdout, err
	}
	if _, err := gate("base", "-update"); err != nil {
		t.Fatal(err)
	}
	if _, err := gate("same"); err != nil {
		t.Fatalf("the unchanged tree fails the gate: %v", err)
	}
	a, b := perInstrOf(t, base, name), perInstrOf(t, filepath.Join(dir, "same", "new.txt"), name)
	if d := math.Abs(b/a - 1); d > 0.005 {
		t.Errorf("two runs of one binary: %.2f and %.2f instructions/node, %.3f%% apart, want within 0.5%%", a, b, 100*d)
	}
	out, err := gate("slow", "-tags", "perfslow")
	var u usageError
	if err == nil || errors.As(err, &u) {
		t.Fatalf("the perfslow build passes the gate (or fails as bad usage): %v", err)
	}
	slow := perInstrOf(t, filepath.Join(dir, "slow", "new.txt"), name)
	if r := slow/a - 1; r < 0.03 || r > 0.08 {
		t.Errorf("perfslow: %+.2f%% instructions per node, want the ~5%% it was made for", 100*r)
	}
	for _, want := range []string{"REGRESSION " + name + ":", "grew most: engine/internal/pick.(*Picks).Leaf", "engine/internal/pick/perfslow.go +"} {
		if !strings.Contains(out, want) {
			t.Errorf("the failing gate's report lacks %q", want)
		}
	}
}

// perInstrOf returns a benchmark's instructions per node from a gate file.
func perInstrOf(t *testing.T, path, name string) float64 {
	t.Helper()
	rs, err := readPerfBaseline(path, strings.TrimSuffix(path, ".txt")+".functions.json")
	if err != nil {
		t.Fatal(err)
	}
	r := rs[name]
	if r == nil {
		t.Fatalf("%s: no %s", path, name)
	}
	return r.perInstr()
}
