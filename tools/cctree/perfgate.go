package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/perf/benchfmt"

	"github.com/cctree/cctree/analysis/compare"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// The instruction-count gate (cctree perfgate): a fixed selection of the bench package's
// benchmarks, each run once in its own process under Valgrind's Callgrind, counting the
// instructions of one pass of the benchmark (one search of each of its positions, or one perft)
// divided by the nodes (or leaves) it visited. Instruction counts, unlike timings, do not depend
// on the machine's load: two runs of one binary agree to a few thousand instructions in a
// hundred million, so a 2% rise is a change of the code, not noise, and CI can fail on it.
//
// What is counted, and why:
//   - The instructions from the benchmark loop's first b.Loop call to its last. b.Loop calls
//     testing.(*B).loopSlowPath exactly there, and callgrind writes a profile part on each entry
//     (--dump-before): part 1 is the start-up (the suites' parsing, the testing harness), the
//     file written at exit the end; the parts between are the pass, with the loop's bookkeeping
//     (tens of thousands of instructions, about the same in every run). Callgrind takes a Go
//     goroutine switch inside loopSlowPath (its timer reads the memory statistics, which stops
//     the world) back into it for a new entry now and then, which splits the bookkeeping into
//     one more part: so the pass is the sum of the parts between the first and the file written
//     at exit, never one part by its index. Not --toggle-collect on the search function: a Go
//     stack that grows inside the search moves to a new address, callgrind takes the jump for
//     returns from every frame, and the collection stopped after a few thousand instructions of
//     some positions. A process that writes fewer than two parts is an error, never a count.
//   - One benchmark per process: go test runs a benchmark whose name is a prefix of the selected
//     one to look for it below (Perft/.../depth=6 above .../depth=6/mode=full), and that run
//     would count. So the full perft is star73 with seats 024 at depth 5, which no other name
//     is a prefix of.
//   - The benchmark's thread only (--separate-threads, passParts): the runtime's monitor thread
//     wakes by the clock, and counted with the rest it made two runs differ by 0.5% on the
//     smallest benchmark. GOMAXPROCS=1 (one thread runs Go code), GODEBUG=asyncpreemptoff=1 (no
//     preemption signals landing at load-dependent points), GOGC=off (the collector's pacing
//     depends on time; the searches allocate nothing, so no collection is lost from the
//     measure).
//   - The bench test binary is built with -trimpath, so the profiles' file names are import
//     paths and a baseline made on one machine compares on another.
//
// A count depends on the code, the Go toolchain, Valgrind's version and the CPU features the Go
// runtime chooses code by; the file records the first three (go, valgrind) and the CPU (cpu).

// perfCase is one benchmark of the gate.
type perfCase struct {
	name  string   // the benchmark name without "Benchmark", as benchfmt holds it
	count string   // the exact unit the instructions are divided by: nodes/op or leaves/op
	flags []string // the bench package's -cctree.* flags that select it (none for perft)
}

// unit is the gate's unit of the case: instructions/node or instructions/leaf.
func (c perfCase) unit() string {
	if c.count == "leaves/op" {
		return "instructions/leaf"
	}
	return "instructions/node"
}

// benchArgs are the go test flags that run exactly c: -test.bench its name, every level
// anchored and quoted (names hold "(", "+", "," and "."), and -test.skip the levels below it,
// which go test would run too (Perft/.../depth=6 has mode=full below it).
func (c perfCase) benchArgs() []string {
	parts := strings.Split(c.name, "/")
	for i, p := range parts {
		if i == 0 {
			p = "Benchmark" + p
		}
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	re := strings.Join(parts, "/")
	return []string{"-test.run", "^$", "-test.bench", re, "-test.skip", re + "/.", "-test.benchtime", "1x"}
}

// The gate's selection: small enough for about forty seconds of CPU under callgrind, and
// covering each kernel the searchers run on.
var (
	// perftGatePicks are the perft cases of sweep.PerftCases the gate counts: star73 with four
	// players to depth 6, bulk (leaves counted from move lists), and with two players to depth
	// 5, full (every leaf made: the assembly leaf loop). 2-80 ms natively; a deeper perft would
	// cost a minute of the gate's three under callgrind and count nothing the depth-6 tree does
	// not.
	perftGatePicks = func(c sweep.PerftCase) bool {
		return c.Board == "star73" && c.Threads == 1 &&
			(c.Seats == "0134" && c.Depth == 6 && c.Mode == "bulk" || c.Seats == "024" && c.Depth == 5 && c.Mode == "full")
	}
	// perfGroups are searches of every position of the star73 0134 mid group (50 positions),
	// where that costs at most about 2e8 instructions.
	perfGroups = []perfRow{
		{"paranoid", []int{3}, nil},
		{"brs+", []int{3, 4, 5}, nil},
		{"opps(1,5,1)", []int{3, 4, 5}, nil},
	}
	// perfPosRows are the other searches, per position (SearchPos) on three positions of that
	// group spread over it: paranoid at depths 4-5, max^n and maxn(speculative) at depth 3
	// (their group costs 1.2e9 instructions each) and 4. max^n at depth 4 costs 1.2e9 a
	// position, so one; neither max^n at depth 5 (3e10 a position) nor maxn(speculative) at
	// depth 5 (2.5e9).
	perfPosRows = []perfRow{
		{"paranoid", []int{4, 5}, perfPositions},
		{"maxn", []int{3}, perfPositions},
		{"maxn", []int{4}, perfPositions[1:2]},
		{"maxn(speculative)", []int{3, 4}, perfPositions},
	}
	perfPositions = []string{"star73-0134-000", "star73-0134-017", "star73-0134-033"}
	// perfGameCases are one search of each other game, on its 4-player mid group (50
	// positions): the generic kernels as the games instantiate them (paranoid on the Virus
	// Game, BRS+ on Focus, whose paranoid tree at depth 3 is 5e8 instructions), and Blokus's
	// move generator (paranoid at depth 1: the root's placements listed, each made, evaluated
	// and unmade; its depth 2 is 4e5 nodes).
	perfGameCases = []benchname.Case{
		{Game: "virus(players=4)", Suite: "mid", Algo: "paranoid", Depth: 4},
		{Game: "focus(players=4)", Suite: "mid", Algo: "brs+", Depth: 3},
		{Game: "blokus(players=4)", Suite: "mid", Algo: "paranoid", Depth: 1},
	}
	// perfMCTSCases are Monte Carlo tree search's: the star73 0134 mid group at 100 iterations
	// (its selection, expansion, 20-ply playouts and backpropagation; about 1e8 instructions),
	// with Progressive History, so its history tables are counted too.
	perfMCTSCases = []benchname.Case{
		{Board: "star73", Seats: "0134", Suite: "mid", Algo: "mcts(ph=on)", Iters: 100},
	}
)

// perfRow is a searcher of the selection at some depths (on some positions, for SearchPos).
type perfRow struct {
	algo      string
	depths    []int
	positions []string
}

// perfGateCases returns the gate's selection in the order of its file: perft, the star73
// groups, the per-position searches, the other games, MCTS.
func perfGateCases() []perfCase {
	var out []perfCase
	for _, c := range sweep.PerftCases {
		if perftGatePicks(c) {
			out = append(out, perfCase{name: string(c.Name()), count: "leaves/op"})
		}
	}
	search := func(c benchname.Case) perfCase {
		pc := perfCase{name: string(c.Name()), count: "nodes/op",
			flags: []string{"-cctree.suite", c.Suite, "-cctree.algo", c.Algo, "-cctree.depth", strconv.Itoa(c.Depth)}}
		if c.Iters > 0 {
			pc.flags[5], pc.flags[4] = strconv.Itoa(c.Iters), "-cctree.iters"
		}
		if c.Game != "" {
			pc.flags = append(pc.flags, "-cctree.game", c.Game)
		} else {
			pc.flags = append(pc.flags, "-cctree.board", c.Board, "-cctree.seats", c.Seats)
		}
		return pc
	}
	star := benchname.Case{Board: "star73", Seats: "0134", Suite: "mid"}
	for _, r := range perfGroups {
		for _, d := range r.depths {
			c := star
			c.Algo, c.Depth = r.algo, d
			out = append(out, search(c))
		}
	}
	for _, r := range perfPosRows {
		for _, d := range r.depths {
			for _, pos := range r.positions {
				c := star
				c.Algo, c.Depth, c.Pos = r.algo, d, pos
				out = append(out, search(c))
			}
		}
	}
	for _, c := range perfGameCases {
		out = append(out, search(c))
	}
	for _, c := range perfMCTSCases {
		out = append(out, search(c))
	}
	return out
}

// perfResult is one case measured: the instructions of its pass, the nodes or leaves of the
// benchmark, and the instructions per function.
type perfResult struct {
	Instructions int64 `json:"instructions"`
	Count        int64 `json:"count"` // nodes or leaves
	// Functions are the instructions executed in each function's own code (callgrind's
	// exclusive cost), keyed "function (file)": code inlined from another file is counted
	// apart, under the file it came from. Only functions with at least perfKeepShare of
	// Instructions are kept in the baseline.
	Functions map[string]int64 `json:"functions"`
	config    []benchfmt.Config
	elapsed   time.Duration
}

// perInstr is the gate's number: instructions per node or leaf.
func (r *perfResult) perInstr() float64 { return float64(r.Instructions) / float64(r.Count) }

// perfKeepShare is the smallest share of a case's instructions a function must have to be kept
// in the baseline's profile: a rise of the tolerance (2%) is 200 times as large, so the function
// that grew most is never one left out.
const perfKeepShare = 1e-4

// perfHeader heads the baseline file.
const perfHeader = `# Instruction-count baseline of the CI perf gate (cctree perfgate, make perf-gate): for each
# benchmark of the gate's fixed selection, the instructions of one pass (every position searched
# once, or one perft; Valgrind's callgrind, one thread), per node (searches) or per leaf (perft).
# Rewrite it on purpose with: make perf-baseline (then review git diff and commit it with the
# reason). The functions' own counts of the same run are in instructions.functions.json.
`

// runPerfGate is the instruction-count gate of CI (see the comment at the top of this file):
// it builds the bench test binary, counts every case of the selection under callgrind on
// -workers processes at a time, writes DIR/new.txt (benchfmt) and DIR/new.functions.json, and
// compares instructions per node or leaf with the baseline: exit 1 if one rose by more than
// -tolerance (naming the benchmark and the function whose own instructions grew most) or a
// baseline benchmark is missing or a benchmark has none; -update rewrites the baseline and its
// profile file (BASELINE without .txt, plus .functions.json) instead.
func runPerfGate(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("perfgate", "[-update] [-baseline FILE] [-tolerance 2%] [-run REGEXP] [-list] [-dir DIR] [-workers N] [-tags TAGS] [-timeout D]", stdout)
	update := fs.Bool("update", false, "rewrite the baseline from the new counts instead of comparing (then review git diff and commit)")
	baseline := fs.String("baseline", "bench/testdata/instructions.txt", "the committed instruction-count baseline (its per-function profile is beside it, .functions.json)")
	tolerance := fs.String("tolerance", "2%", "how much instructions per node or leaf may rise before the gate fails")
	runRE := fs.String("run", "", "only the gate's benchmarks whose name (without Benchmark) matches this regexp")
	list := fs.Bool("list", false, "print the gate's benchmarks and exit")
	dir := fs.String("dir", "tmp/perfgate", "where to write the test binary, the callgrind profiles, new.txt and new.functions.json")
	workers := fs.Int("workers", 0, "callgrind processes at a time (default: the number of CPUs); the counts do not depend on it")
	tags := fs.String("tags", "", "build tags of the bench test binary (perfslow: the slowdown the gate's own test must catch)")
	timeout := fs.Duration("timeout", 10*time.Minute, "the longest one benchmark may take under callgrind")
	if err := parse(fs, args); err != nil {
		return err
	}
	tol, err := compare.ParseThreshold(*tolerance)
	if err != nil || tol <= 0 {
		return usagef("perfgate: -tolerance: want a percentage > 0 such as 2%% or 0.5%%, got %q", *tolerance)
	}
	if *workers < 0 {
		return usagef("perfgate: -workers %d: want a number of processes >= 1 (0 for the number of CPUs)", *workers)
	}
	if *workers == 0 {
		*workers = runtime.NumCPU()
	}
	if *timeout <= 0 {
		return usagef("perfgate: -timeout %v: want a duration > 0 such as 10m", *timeout)
	}
	cases := perfGateCases()
	if *runRE != "" {
		re, err := regexp.Compile(*runRE)
		if err != nil {
			return usagef("perfgate: -run %q: not a regexp: %v", *runRE, err)
		}
		cases = slices.DeleteFunc(cases, func(c perfCase) bool { return !re.MatchString(c.name) })
		if len(cases) == 0 {
			return usagef("perfgate: -run %q matches none of the gate's benchmarks (cctree perfgate -list names them)", *runRE)
		}
	}
	if *update && *runRE != "" && !flagSet(fs, "baseline") {
		return usagef("perfgate: -update with -run would write part of the selection over %s: give -baseline FILE for a partial baseline", *baseline)
	}
	if *list {
		for _, c := range cases {
			fmt.Fprintf(stdout, "%s\t%s\n", c.name, c.unit())
		}
		return nil
	}
	funcPath := strings.TrimSuffix(*baseline, ".txt") + ".functions.json"
	var old map[string]*perfResult
	if !*update {
		if old, err = readPerfBaseline(*baseline, funcPath); err != nil {
			return usageError{err}
		}
	}
	if _, err := exec.LookPath("valgrind"); err != nil {
		return errors.New("perfgate: valgrind not found: install Debian's valgrind (tools/perf-gate.sh, which make perf-gate runs, installs it)")
	}
	if err := os.MkdirAll(filepath.Join(*dir, "callgrind"), 0o777); err != nil {
		return err
	}
	absDir, err := filepath.Abs(*dir)
	if err != nil {
		return err
	}
	start := time.Now()
	bin := filepath.Join(absDir, "bench.test")
	root, err := buildBenchBinary(ctx, bin, *tags)
	if err != nil {
		return err
	}
	versions, err := toolVersions(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "perfgate: %d benchmarks under callgrind, %d at a time (built in %v)\n", len(cases), *workers, time.Since(start).Round(time.Second))
	results, err := runPerfCases(ctx, stderr, cases, old, perfRun{bin: bin, benchDir: filepath.Join(root, "bench"), outDir: filepath.Join(absDir, "callgrind"), workers: *workers, timeout: *timeout})
	if err != nil {
		return err
	}
	body, err := perfFile(cases, results, versions)
	if err != nil {
		return err
	}
	profiles, err := perfProfiles(cases, results)
	if err != nil {
		return err
	}
	newPath := filepath.Join(*dir, "new.txt")
	if err := atomicfile.WriteFile(newPath, body); err != nil {
		return err
	}
	if err := atomicfile.WriteFile(filepath.Join(*dir, "new.functions.json"), profiles); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "perfgate: measured in %v; counts in %s\n", time.Since(start).Round(time.Second), newPath)
	if *update {
		if err := atomicfile.WriteFile(*baseline, body); err != nil {
			return err
		}
		if err := atomicfile.WriteFile(funcPath, profiles); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "perfgate: wrote %s and %s (%d benchmarks)\n", *baseline, funcPath, len(cases))
		return nil
	}
	return judgePerf(stdout, cases, results, old, tol, *baseline, *runRE == "")
}

// buildBenchBinary builds the bench package's test binary at bin (-trimpath, with tags) from the
// module the working directory is in, and returns the module's root.
func buildBenchBinary(ctx context.Context, bin, tags string) (string, error) {
	gomod, err := exec.CommandContext(ctx, goTool(), "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("perfgate: go env GOMOD: %v", err)
	}
	mod := strings.TrimSpace(string(gomod))
	if mod == "" || mod == os.DevNull {
		return "", usagef("perfgate: not inside the cctree module: run it from the repository (make perf-gate)")
	}
	root := filepath.Dir(mod)
	args := []string{"test", "-c", "-trimpath", "-o", bin}
	if tags != "" {
		args = append(args, "-tags", tags)
	}
	cmd := exec.CommandContext(ctx, goTool(), append(args, "./bench")...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("perfgate: go %s ./bench: %v\n%s", strings.Join(args, " "), err, out)
	}
	return root, nil
}

// goTool is the go command: $GO if set (as the Makefile passes it), else go.
func goTool() string {
	if g := os.Getenv("GO"); g != "" {
		return g
	}
	return "go"
}

// toolVersions returns the go and valgrind configuration lines of the gate's file.
func toolVersions(ctx context.Context) ([]benchfmt.Config, error) {
	gov, err := exec.CommandContext(ctx, goTool(), "env", "GOVERSION").Output()
	if err != nil {
		return nil, fmt.Errorf("perfgate: go env GOVERSION: %v", err)
	}
	vg, err := exec.CommandContext(ctx, "valgrind", "--version").Output()
	if err != nil {
		return nil, fmt.Errorf("perfgate: valgrind --version: %v", err)
	}
	return []benchfmt.Config{
		{Key: "go", Value: bytes.TrimSpace(gov), File: true},
		{Key: "valgrind", Value: bytes.TrimSpace(vg), File: true},
		{Key: "measure", Value: []byte("callgrind instructions of one pass (b.Loop's first call to its last); GOMAXPROCS=1 GOGC=off GODEBUG=asyncpreemptoff=1"), File: true},
	}, nil
}

// perfRun is how runPerfCases runs: the binary, its working directory, where profiles go.
type perfRun struct {
	bin, benchDir, outDir string
	workers               int
	timeout               time.Duration
}

// runPerfCases measures every case under callgrind, run.workers processes at a time, the most
// expensive first (by the baseline's counts) so the last to finish is a short one. The results
// are in case order; the first failure stops the rest.
func runPerfCases(ctx context.Context, stderr io.Writer, cases []perfCase, old map[string]*perfResult, run perfRun) ([]*perfResult, error) {
	order := make([]int, len(cases))
	for i := range order {
		order[i] = i
	}
	cost := func(i int) int64 {
		if o, ok := old[cases[i].name]; ok {
			return o.Instructions
		}
		return math.MaxInt64 // unknown: start it early
	}
	sort.SliceStable(order, func(a, b int) bool { return cost(order[a]) > cost(order[b]) })
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]*perfResult, len(cases))
	jobs := make(chan int)
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		firstErr error
	)
	for range run.workers {
		wg.Go(func() {
			for i := range jobs {
				r, err := runPerfCase(ctx, cases[i], i, run)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
					cancel()
				}
				if err == nil {
					results[i] = r
					fmt.Fprintf(stderr, "perfgate: %s: %.2f %s (%v)\n", cases[i].name, r.perInstr(), cases[i].unit(), r.elapsed.Round(100*time.Millisecond))
				}
				mu.Unlock()
			}
		})
	}
	for _, i := range order {
		if ctx.Err() != nil {
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return results, nil
}

// perfEnv is the environment of a measured process: the caller's, without the variables that
// would change what is measured (the bench package's CCTREE_* selection, Go's scheduler and
// collector settings, VALGRIND_OPTS), plus the gate's own settings.
func perfEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "CCTREE_") || k == "GOMAXPROCS" || k == "GODEBUG" || k == "GOGC" || k == "GOMEMLIMIT" || k == "VALGRIND_OPTS" {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "GOMAXPROCS=1", "GODEBUG=asyncpreemptoff=1", "GOGC=off")
}

// perfDumpAt is the function on whose entry callgrind writes a profile part: what b.Loop calls
// on its first call, before the pass, and on its last, after it (Go 1.24's testing package; a
// Go whose b.Loop no longer calls it makes every run an error, not a wrong count).
const perfDumpAt = "testing.(*B).loopSlowPath"

// runPerfCase measures one case: the benchmark once (-test.benchtime 1x) under callgrind, its
// count from the benchmark line, the pass's instructions from the profile parts between the
// start-up and the exit (passParts, readCallgrind).
func runPerfCase(ctx context.Context, c perfCase, i int, run perfRun) (*perfResult, error) {
	ctx, cancel := context.WithTimeout(ctx, run.timeout)
	defer cancel()
	out := filepath.Join(run.outDir, fmt.Sprintf("%02d.out", i))
	stale, _ := filepath.Glob(out + "*")
	for _, f := range stale {
		if err := os.Remove(f); err != nil {
			return nil, err
		}
	}
	args := append([]string{"--tool=callgrind", "--separate-threads=yes", "--callgrind-out-file=" + out, "--dump-before=*" + perfDumpAt, run.bin}, c.benchArgs()...)
	args = append(args, c.flags...)
	cmd := exec.CommandContext(ctx, "valgrind", args...)
	cmd.Dir = run.benchDir
	cmd.Env = perfEnv()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 5 * time.Second
	t0 := time.Now()
	err := cmd.Run()
	elapsed := time.Since(t0)
	if ctx.Err() == context.DeadlineExceeded {
		return nil, fmt.Errorf("perfgate: %s: no result after %v under callgrind (raise -timeout if the machine is that slow)", c.name, run.timeout)
	}
	if err != nil {
		return nil, fmt.Errorf("perfgate: %s: valgrind %s: %v\n%s%s", c.name, strings.Join(args, " "), err, tail(stdout.String(), 10), tail(stderr.String(), 10))
	}
	r, err := benchResult(stdout.Bytes(), c)
	if err != nil {
		return nil, err
	}
	parts, err := passParts(out)
	if err != nil {
		return nil, fmt.Errorf("perfgate: %s: %v", c.name, err)
	}
	r.Functions = map[string]int64{}
	for _, part := range parts {
		total, funcs, err := readCallgrindFile(part)
		if err != nil {
			return nil, fmt.Errorf("perfgate: %s: %v", c.name, err)
		}
		r.Instructions += total
		for f, n := range funcs {
			r.Functions[f] += n
		}
	}
	r.elapsed = elapsed
	return r, nil
}

// passPart is a profile part callgrind wrote with --separate-threads: OUT.K-TT, part K of
// thread TT.
var passPart = regexp.MustCompile(`\.([0-9]+)-([0-9]+)$`)

// passParts returns the profile parts of the pass: callgrind writes a dump's part for the thread
// that entered the function only (--separate-threads), so the parts are the benchmark's thread,
// and the runtime's monitor thread (sysmon), which wakes by the clock, stays out of the count
// (it was most of the run-to-run difference: 66 thousand instructions in 13 million). The
// parts after the first are the pass; they must all be of one thread, or the benchmark's
// goroutine moved to another thread in between and part of the pass would be elsewhere.
func passParts(out string) ([]string, error) {
	files, err := filepath.Glob(out + ".*-*")
	if err != nil {
		return nil, err
	}
	byPart := map[int]string{}
	thread := ""
	for _, f := range files {
		m := passPart.FindStringSubmatch(f)
		if m == nil {
			continue
		}
		k, _ := strconv.Atoi(m[1])
		if thread != "" && m[2] != thread {
			return nil, fmt.Errorf("the benchmark loop ran on threads %s and %s: its pass cannot be told from the other threads' work; run again", thread, m[2])
		}
		thread, byPart[k] = m[2], f
	}
	if len(byPart) < 2 {
		return nil, fmt.Errorf("callgrind wrote %d profile part(s) before the exit, want 2 or more (the start-up, the pass): does b.Loop still call %s?", len(byPart), perfDumpAt)
	}
	var parts []string
	for k := 2; k <= len(byPart); k++ {
		f, ok := byPart[k]
		if !ok {
			return nil, fmt.Errorf("profile part %d of %d missing", k, len(byPart))
		}
		parts = append(parts, f)
	}
	return parts, nil
}

// tail returns the last n lines of s.
func tail(s string, n int) string {
	lines := strings.SplitAfter(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "")
}

// benchResult reads the test binary's output: exactly one benchmark line, the case's, with its
// count (nodes/op or leaves/op), and the configuration lines go test printed (goos, cpu, ...).
func benchResult(out []byte, c perfCase) (*perfResult, error) {
	rd := benchfmt.NewReader(bytes.NewReader(out), c.name)
	var got []*benchfmt.Result
	for rd.Scan() {
		switch rec := rd.Result().(type) {
		case *benchfmt.SyntaxError:
			return nil, fmt.Errorf("perfgate: %s: the benchmark's output: %v", c.name, rec)
		case *benchfmt.Result:
			got = append(got, rec.Clone())
		}
	}
	if err := rd.Err(); err != nil {
		return nil, err
	}
	if len(got) != 1 || string(got[0].Name.Full()) != c.name {
		var names []string
		for _, g := range got {
			names = append(names, string(g.Name.Full()))
		}
		return nil, fmt.Errorf("perfgate: %s: the bench package ran %q for it, want exactly this benchmark (renamed in package bench or sweep?)", c.name, names)
	}
	n, ok := got[0].Value(c.count)
	if !ok || n <= 0 {
		return nil, fmt.Errorf("perfgate: %s: the benchmark reported no %s", c.name, c.count)
	}
	return &perfResult{Count: int64(n), config: got[0].Config}, nil
}

// readCallgrind reads a callgrind profile (Valgrind's callgrind format, version 1, as
// callgrind writes it with positions "line" and one event, Ir) and returns the total
// instructions and each function's own (exclusive) instructions, keyed "function (file)" with the
// module path dropped from both and callgrind's recursion levels ('2, '3, ...) added into the
// function. The functions must add up to the total, which checks the reading of every line.
//
// Why not callgrind_annotate's --inclusive=no table: in a profile part written by a dump, a call
// still in progress at the dump has "calls=0", and callgrind_annotate (3.19) then adds that
// call's inclusive cost to the caller's own, so main.main owned every instruction of the pass.
// TestReadCallgrindAsAnnotate checks this reader against callgrind_annotate on a profile
// without such calls.
func readCallgrind(r io.Reader) (int64, map[string]int64, error) {
	names := map[string]map[string]string{"fl": {}, "fn": {}, "ob": {}} // compressed names: (id) -> name, per kind
	kind := map[string]string{"fl": "fl", "fi": "fl", "fe": "fl", "cfi": "fl", "cfl": "fl", "jfi": "fl",
		"fn": "fn", "cfn": "fn", "jfn": "fn", "ob": "ob", "cob": "ob"}
	name := func(k, v string) (string, error) { // a name, defining or using "(id)"
		if !strings.HasPrefix(v, "(") {
			return v, nil
		}
		id, rest, ok := strings.Cut(v[1:], ")")
		if !ok {
			return "", fmt.Errorf("bad compressed name %q", v)
		}
		if rest = strings.TrimPrefix(rest, " "); rest != "" {
			names[k][id] = rest
			return rest, nil
		}
		n, ok := names[k][id]
		if !ok {
			return "", fmt.Errorf("name (%s) used before it is defined", id)
		}
		return n, nil
	}
	var (
		total, sum       int64
		haveTotal        bool
		fl, fi, fn       string
		skipNext         bool // the next cost line is a call's inclusive cost
		funcs            = map[string]int64{}
		sc               = bufio.NewScanner(r)
		line             int
		positions, evnts = "line", "Ir"
	)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line++
		t := sc.Text()
		switch {
		case t == "" || t[0] == '#':
		case t[0] >= '0' && t[0] <= '9' || t[0] == '+' || t[0] == '-' || t[0] == '*':
			f := strings.Fields(t)
			if skipNext {
				skipNext = false
				continue
			}
			var n int64
			if len(f) > 1 { // a line without counts costs nothing
				var err error
				if n, err = strconv.ParseInt(f[1], 10, 64); err != nil {
					return 0, nil, fmt.Errorf("line %d: cost %q: %v", line, f[1], err)
				}
			}
			if fn == "" {
				return 0, nil, fmt.Errorf("line %d: a cost before any fn=", line)
			}
			file := fl
			if fi != "" {
				file = fi
			}
			funcs[modRel(recursionSuffix.ReplaceAllString(fn, ""))+" ("+modRel(file)+")"] += n
			sum += n
		default:
			if k, v, ok := strings.Cut(t, "="); ok && kind[k] != "" {
				n, err := name(kind[k], v)
				if err != nil {
					return 0, nil, fmt.Errorf("line %d: %v", line, err)
				}
				switch k {
				case "fl":
					fl, fi = n, ""
				case "fi", "fe":
					fi = n
				case "fn":
					fn = n
				}
				continue
			}
			if strings.HasPrefix(t, "calls=") {
				skipNext = true
				continue
			}
			if strings.HasPrefix(t, "jump=") || strings.HasPrefix(t, "jcnd=") {
				return 0, nil, fmt.Errorf("line %d: jump costs (callgrind --collect-jumps) are not read", line)
			}
			k, v, ok := strings.Cut(t, ":")
			if !ok {
				return 0, nil, fmt.Errorf("line %d: not a callgrind line: %q", line, t)
			}
			v = strings.TrimSpace(v)
			switch k {
			case "positions":
				positions = v
			case "events":
				evnts = v
			case "summary", "totals":
				n, err := strconv.ParseInt(v, 10, 64)
				if err != nil {
					return 0, nil, fmt.Errorf("line %d: %s %q: %v", line, k, v, err)
				}
				total, haveTotal = n, true
			}
		}
	}
	if err := sc.Err(); err != nil {
		return 0, nil, err
	}
	if positions != "line" || evnts != "Ir" {
		return 0, nil, fmt.Errorf("positions %q and events %q: want line and Ir (callgrind's defaults)", positions, evnts)
	}
	if !haveTotal {
		return 0, nil, errors.New("no summary: or totals: line")
	}
	if sum != total {
		return 0, nil, fmt.Errorf("the functions add up to %d instructions, the total is %d", sum, total)
	}
	return total, funcs, nil
}

// recursionSuffix is callgrind's mark of a recursive call's level ('2, '3, ...).
var recursionSuffix = regexp.MustCompile(`'[0-9]+$`)

// readCallgrindFile is readCallgrind of a file, its errors naming it.
func readCallgrindFile(path string) (int64, map[string]int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, nil, err
	}
	defer f.Close()
	total, funcs, err := readCallgrind(f)
	if err != nil {
		return 0, nil, fmt.Errorf("%s: %v", path, err)
	}
	return total, funcs, nil
}

// modRel drops the module path from a function or file name (-trimpath writes import paths,
// which callgrind writes after "./").
func modRel(s string) string {
	return strings.TrimPrefix(strings.TrimPrefix(s, "./"), "github.com/cctree/cctree/")
}

// perfFile writes the gate's results in the Go benchmark format: the header, the unit lines,
// the configuration of the run, and per case instructions/node (or /leaf), instructions/op and
// the exact count it divides by.
func perfFile(cases []perfCase, results []*perfResult, versions []benchfmt.Config) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(perfHeader)
	w := benchfmt.NewWriter(&buf)
	if err := benchname.WriteUnits(w); err != nil {
		return nil, err
	}
	for i, c := range cases {
		r := results[i]
		res := &benchfmt.Result{Name: benchfmt.Name(c.name), Iters: 1}
		for _, cfg := range r.config {
			if cfg.File {
				res.Config = append(res.Config, cfg)
			}
		}
		res.Config = append(res.Config, versions...)
		res.Values = []benchfmt.Value{
			{Value: math.Round(r.perInstr()*100) / 100, Unit: c.unit()},
			{Value: float64(r.Instructions), Unit: "instructions/op"},
			{Value: float64(r.Count), Unit: c.count},
		}
		if err := w.Write(res); err != nil {
			return nil, err
		}
	}
	return buf.Bytes(), nil
}

// perfProfiles is the profile file: per benchmark, the counts and the functions that hold at
// least perfKeepShare of its instructions (encoding/json writes map keys sorted, so an unchanged
// profile is an unchanged file).
func perfProfiles(cases []perfCase, results []*perfResult) ([]byte, error) {
	out := map[string]*perfResult{}
	for i, c := range cases {
		r := *results[i]
		r.Functions = map[string]int64{}
		for f, n := range results[i].Functions {
			if float64(n) >= perfKeepShare*float64(r.Instructions) {
				r.Functions[f] = n
			}
		}
		out[c.name] = &r
	}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// readPerfBaseline reads the baseline (benchfmt: each benchmark's instructions/op and its count)
// with its profile file; every benchmark of one must be in the other.
func readPerfBaseline(path, funcPath string) (map[string]*perfResult, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("perfgate: -baseline: %v (make perf-baseline writes it)", err)
	}
	defer f.Close()
	out := map[string]*perfResult{}
	rd := benchfmt.NewReader(f, path)
	for rd.Scan() {
		switch rec := rd.Result().(type) {
		case *benchfmt.SyntaxError:
			return nil, fmt.Errorf("perfgate: %v", rec)
		case *benchfmt.Result:
			name := string(rec.Name.Full())
			instr, ok1 := rec.Value("instructions/op")
			n, ok2 := rec.Value("nodes/op")
			if !ok2 {
				n, ok2 = rec.Value("leaves/op")
			}
			if !ok1 || !ok2 || n <= 0 {
				return nil, fmt.Errorf("perfgate: %s: %s has no instructions/op and nodes/op or leaves/op (make perf-baseline rewrites it)", path, name)
			}
			if out[name] != nil {
				return nil, fmt.Errorf("perfgate: %s: %s twice", path, name)
			}
			out[name] = &perfResult{Instructions: int64(instr), Count: int64(n)}
		}
	}
	if err := rd.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("perfgate: %s holds no benchmark (make perf-baseline writes it)", path)
	}
	data, err := os.ReadFile(funcPath)
	if err != nil {
		return nil, fmt.Errorf("perfgate: the baseline's profile: %v (make perf-baseline writes it with the baseline)", err)
	}
	var profiles map[string]*perfResult
	if err := json.Unmarshal(data, &profiles); err != nil {
		return nil, fmt.Errorf("perfgate: %s: %v", funcPath, err)
	}
	for name, r := range out {
		p := profiles[name]
		if p == nil || p.Instructions != r.Instructions || p.Count != r.Count {
			return nil, fmt.Errorf("perfgate: %s and %s are not of one run (%s differs): run make perf-baseline", path, funcPath, name)
		}
		r.Functions = p.Functions
	}
	if len(profiles) != len(out) {
		return nil, fmt.Errorf("perfgate: %s has %d benchmarks, %s %d: run make perf-baseline", funcPath, len(profiles), path, len(out))
	}
	return out, nil
}

// funcRise is one function's change of own instructions per node (or leaf), with the files its
// code came from (code inlined from another file is counted under that file).
type funcRise struct {
	name     string
	old, new float64 // instructions per node or leaf
	files    map[string][2]float64
}

// funcRises returns every function's change of own instructions per node or leaf from old to
// new, largest rise first (a function absent from old's kept profile counts 0 there). A function
// is ranked whole, whatever files its code came from: a call that stops being inlined moves the
// callee's code out of its caller, and only the function the new code runs in grew.
func funcRises(old, new *perfResult) []funcRise {
	byFunc := map[string]*funcRise{}
	add := func(key string, n int64, count int64, side int) {
		fn, file := key, ""
		if i := strings.LastIndex(key, " ("); i >= 0 && strings.HasSuffix(key, ")") {
			fn, file = key[:i], key[i+2:len(key)-1]
		}
		r := byFunc[fn]
		if r == nil {
			r = &funcRise{name: fn, files: map[string][2]float64{}}
			byFunc[fn] = r
		}
		v := float64(n) / float64(count)
		f := r.files[file]
		f[side] += v
		r.files[file] = f
		if side == 0 {
			r.old += v
		} else {
			r.new += v
		}
	}
	for k, n := range old.Functions {
		add(k, n, old.Count, 0)
	}
	for k, n := range new.Functions {
		add(k, n, new.Count, 1)
	}
	var out []funcRise
	for _, r := range byFunc {
		out = append(out, *r)
	}
	sort.Slice(out, func(a, b int) bool {
		da, db := out[a].new-out[a].old, out[b].new-out[b].old
		if da != db {
			return da > db
		}
		return out[a].name < out[b].name
	})
	return out
}

// fileRises writes a function's change per file of its code, largest rise first.
func (r funcRise) fileRises() string {
	type fr struct {
		file string
		d    float64
	}
	var fs []fr
	for f, v := range r.files {
		if d := v[1] - v[0]; math.Abs(d) >= 0.005 {
			fs = append(fs, fr{f, d})
		}
	}
	sort.Slice(fs, func(a, b int) bool {
		if fs[a].d != fs[b].d {
			return fs[a].d > fs[b].d
		}
		return fs[a].file < fs[b].file
	})
	var parts []string
	for _, f := range fs {
		parts = append(parts, fmt.Sprintf("%s %+.2f", f.file, f.d))
	}
	return strings.Join(parts, ", ")
}

// judgePerf prints each benchmark's change against the baseline and fails on a rise above tol,
// naming the function that grew most; with all, a baseline benchmark the run did not measure
// fails too (the selection and the baseline must move together).
func judgePerf(stdout io.Writer, cases []perfCase, results []*perfResult, old map[string]*perfResult, tol float64, baseline string, all bool) error {
	var rises, missing []string
	measured := map[string]bool{}
	fmt.Fprintf(stdout, "perfgate: instructions per node (per leaf for perft) against %s, tolerance +%.3g%%\n", baseline, 100*tol)
	for i, c := range cases {
		measured[c.name] = true
		r := results[i]
		o := old[c.name]
		if o == nil {
			fmt.Fprintf(stdout, "  %-8s %s: %.2f %s, not in the baseline\n", "new", c.name, r.perInstr(), c.unit())
			missing = append(missing, c.name)
			continue
		}
		change := r.perInstr()/o.perInstr() - 1
		fmt.Fprintf(stdout, "  %+7.3f%% %s: %.2f -> %.2f %s\n", 100*change, c.name, o.perInstr(), r.perInstr(), c.unit())
		if r.Count != o.Count {
			fmt.Fprintf(stdout, "           (the count changed, %d -> %d %s: the node-count gate judges the tree; this compares the cost per node)\n", o.Count, r.Count, c.count)
		}
		if change > tol {
			fr := funcRises(o, r)
			line := fmt.Sprintf("REGRESSION %s: %s %.2f -> %.2f (%+.2f%%, tolerance %.3g%%)", c.name, c.unit(), o.perInstr(), r.perInstr(), 100*change, 100*tol)
			if len(fr) > 0 {
				top := fr[0]
				line += fmt.Sprintf("; grew most: %s, %+.2f %s (%.2f -> %.2f; its code by file: %s)", top.name, top.new-top.old, c.unit(), top.old, top.new, top.fileRises())
			}
			fmt.Fprintln(stdout, line)
			for _, f := range fr[1:min(len(fr), 3)] {
				if f.new > f.old {
					fmt.Fprintf(stdout, "           then: %s, %+.2f %s\n", f.name, f.new-f.old, c.unit())
				}
			}
			if len(fr) > 0 && fr[len(fr)-1].new < fr[len(fr)-1].old {
				f := fr[len(fr)-1]
				fmt.Fprintf(stdout, "           fell most: %s, %+.2f %s\n", f.name, f.new-f.old, c.unit())
			}
			rises = append(rises, c.name)
		}
	}
	if all {
		for name := range old {
			if !measured[name] {
				fmt.Fprintf(stdout, "only in the baseline: %s\n", name)
				missing = append(missing, name)
			}
		}
	}
	if len(rises) > 0 || len(missing) > 0 {
		return fmt.Errorf("perfgate: FAIL: %d benchmark(s) rose above %.3g%% instructions per node or leaf, %d not in both the run and the baseline. If the change is meant to cost more (or changes the selection), run make perf-baseline and commit %s with the reason",
			len(rises), 100*tol, len(missing), baseline)
	}
	fmt.Fprintf(stdout, "perfgate: %d benchmarks within +%.3g%% of %s\n", len(cases), 100*tol, baseline)
	return nil
}
