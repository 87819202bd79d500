package sweep

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/perf/benchfmt"

	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/internal/ordered"
	"github.com/cctree/cctree/sweep/benchname"
)

// Options tune Run.
type Options struct {
	// Workers is the number of goroutines searching positions; <= 0 means GOMAXPROCS. Node
	// counts and the order of the output do not depend on it.
	Workers int
	// PerPos also writes one SearchPos line per position, before its group's Search line.
	PerPos bool
	// Counts writes only the exact counts (nodes/op, nodes/pos): no timings, so the benchmark
	// lines are the same bytes on every run and machine.
	Counts bool
	// Labels runs each search inside pprof.Do with the labels algo, depth and suite.
	Labels bool
	// Progress, if set, is called after each position with the positions done and the total.
	Progress func(done, total int)
	// Engines are the external engines that cases with Algo "engine:NAME" run (package ccp; a
	// Selection with the same Engines chooses them). Each worker runs one process per engine,
	// ended when Run returns; an engine's failure ends the run with its error.
	Engines map[string]ccp.Config
	// Leaves also writes the leaves (leaves/op: horizon and terminal nodes, search.Stats.Leaves)
	// beside the NC, on Run's Search and SearchPos lines and on RunProtocol's trial lines; NC minus
	// leaves is the interior nodes, the ones that generate moves.
	Leaves bool
	// Suites holds the positions of the cases' suites (a games source must be loaded into it,
	// Suites.LoadGames); nil: Run and RunProtocol make one of their own for the run, which knows
	// the embedded suites only.
	Suites *Suites
}

// Run searches every position of every case (group cases: Case.Pos empty, or single positions)
// on opt.Workers goroutines, one searcher per spec per worker, and writes the results to w in
// the Go benchmark format (benchfmt.Writer): the unit metadata of benchname.Units, the configuration
// (goos, goarch, pkg, cpu; pkg only with opt.Counts), then per case, in the order of cases, its SearchPos lines
// (opt.PerPos) and its Search line. Timings (sec/op, ns/node) are the sums of the searches'
// own wall times, so they stay per-search costs whatever the worker count. A case is written
// as soon as it and every case before it are done; on error or cancellation Run stops and
// returns the error, having written only whole lines.
//
// A case of a game other than Chinese Checkers (Case.Game) searches its positions with a searcher
// of the game registry made for that game (Pass.GameSearcher), one per worker per game spec and
// canonical searcher spec; a spec that does not run on the game is an error before any search.
//
// An engine case (Algo "engine:NAME") searches on the engine's process with "go depth D"; its
// nodes are the engine's reported counts and its time the host's, around each request. Its
// counts are written under the exact units (nodes/op, nodes/pos, leaves/op) only when the
// engine declares "det depth" in its handshake, and otherwise under benchname.ReportedUnits, which are
// not exact: a count without the engine's promise is a measurement, compared with statistics.
func Run(ctx context.Context, w io.Writer, cases []benchname.Case, opt Options) error {
	return runCases(ctx, w, cases, opt, runHooks{})
}

// runHooks are what a resumable run (FileRun) adds to Run.
type runHooks struct {
	// appending: w continues a file that holds Run's header (units and configuration) and the
	// lines of the cases before these, so runCases writes only the cases' lines and the file reads as
	// one run's.
	appending bool
	// caseDone, if set, is called after each case's lines are handed to w (flushed), with its
	// index in cases.
	caseDone func(ci int) error
}

func runCases(ctx context.Context, w io.Writer, cases []benchname.Case, opt Options, hooks runHooks) error {
	if len(cases) == 0 {
		return fmt.Errorf("sweep: no cases to run")
	}
	workers := opt.workers()
	specs, err := parseAlgos(cases, caseAlgo, opt.Engines)
	if err != nil {
		return err
	}
	opt.Suites = opt.Suites.orNew()
	passes := make([]*Pass, len(cases))
	var itemOf []int // the case of each job (one job per position)
	for ci, c := range cases {
		p, err := opt.Suites.NewPass(c, opt.Labels)
		if err != nil {
			return err
		}
		passes[ci] = p
		for range p.Len() {
			itemOf = append(itemOf, ci)
		}
	}
	first := make([]int, len(cases)) // the job of each case's first position
	for k := len(itemOf) - 1; k >= 0; k-- {
		first[itemOf[k]] = k
	}
	gameSrs, err := checkGameAlgos(cases, passes, specs)
	if err != nil {
		return err
	}
	results := make([]search.Result, len(itemOf))
	inexact := make([]bool, len(itemOf))               // an engine's count without its det promise
	own := make([]map[string]search.Searcher, workers) // each worker's searcher per canonical spec
	ownGame := make([]map[string]games.Searcher, workers)
	defer func() {
		for _, m := range own {
			for _, sr := range m {
				if x, ok := sr.(*ccp.Searcher); ok {
					x.Close()
				}
			}
		}
	}()
	prog := opt.progress(len(itemOf))
	do := func(w, k int) error {
		c := cases[itemOf[k]]
		if c.Game != "" {
			sr := cachedGame(&ownGame[w], gameSrs, c, specs)
			start := time.Now()
			r, err := passes[itemOf[k]].SearchGame(ctx, sr, k-first[itemOf[k]])
			r.Elapsed = time.Since(start)
			if err != nil {
				return fmt.Errorf("%s, position %d of %s: %w", c.Algo, k-first[itemOf[k]]+1, c.Name(), err)
			}
			if r.Stopped {
				return context.Cause(ctx)
			}
			results[k] = r
			prog()
			return nil
		}
		sr := cached(&own[w], specs, c.Algo, opt.Engines)
		start := time.Now()
		r := passes[itemOf[k]].Search(ctx, sr, k-first[itemOf[k]])
		if x, ok := sr.(*ccp.Searcher); ok {
			// r.Elapsed is the host's time around the request (not the engine's start).
			if err := ctx.Err(); err != nil {
				return context.Cause(ctx)
			}
			if err := x.Err(); err != nil {
				return fmt.Errorf("%s, position %d of %s: %w", c.Algo, k-first[itemOf[k]]+1, c.Name(), err)
			}
			inexact[k] = !x.Exact(search.Limits{Depth: c.Depth})
		} else {
			r.Elapsed = time.Since(start)
		}
		if r.Stopped {
			return context.Cause(ctx)
		}
		results[k] = r
		prog()
		return nil
	}
	bw := bufio.NewWriter(w)
	out := benchfmt.NewWriter(bw)
	if hooks.appending {
		// benchfmt.Writer writes the configuration before its first result; a writer that has
		// written one result of this configuration into nothing writes none.
		bw.Reset(io.Discard)
		if err := out.Write(&benchfmt.Result{Config: config(opt.Counts), Name: benchfmt.Name("Header"), Iters: 1}); err != nil {
			return err
		}
		bw.Reset(w)
	} else if err := benchname.WriteUnits(out, slices.ContainsFunc(cases, func(c benchname.Case) bool { return c.Iters > 0 })); err != nil {
		return err
	}
	emit := func(ci int) error {
		rs := results[first[ci] : first[ci]+passes[ci].Len()]
		exact := !slices.Contains(inexact[first[ci]:first[ci]+passes[ci].Len()], true)
		if err := writeCase(out, cases[ci], rs, exact, opt); err != nil {
			return err
		}
		if err := bw.Flush(); err != nil {
			return err
		}
		if hooks.caseDone != nil {
			return hooks.caseDone(ci)
		}
		return nil
	}
	if err := ordered.Run(ctx, workers, itemOf, do, emit); err != nil {
		return fmt.Errorf("sweep: %w", err)
	}
	return nil
}

func (opt Options) workers() int {
	if opt.Workers <= 0 {
		return runtime.GOMAXPROCS(0)
	}
	return opt.Workers
}

// progress returns a function that counts one job done and reports it to opt.Progress.
func (opt Options) progress(total int) func() {
	if opt.Progress == nil {
		return func() {}
	}
	var mu sync.Mutex
	done := 0
	return func() {
		mu.Lock()
		done++
		opt.Progress(done, total)
		mu.Unlock()
	}
}

// parseAlgos parses the Algo of every case once, without making a searcher: the Spec of each
// distinct searcher Algo, by its text; an engine Algo ("engine:NAME" of engines) is checked and
// left out.
func parseAlgos[C any](cases []C, algo func(C) string, engines map[string]ccp.Config) (map[string]searchers.Spec, error) {
	specs := map[string]searchers.Spec{}
	for _, c := range cases {
		text := algo(c)
		if _, seen := specs[text]; seen {
			continue
		}
		if _, ok, err := ccp.Lookup(text, engines); ok {
			if err != nil {
				return nil, fmt.Errorf("sweep: %v", strings.TrimPrefix(err.Error(), "ccp: "))
			}
			continue
		}
		sp, err := searchers.Parse(text)
		if err != nil {
			return nil, fmt.Errorf("sweep: %v", err)
		}
		specs[text] = sp
	}
	return specs, nil
}

// caseAlgo is the searcher text of a case.
func caseAlgo(c benchname.Case) string { return c.Algo }

// cached returns the searcher of the Algo text from a worker's cache, making it on first use:
// one searcher per canonical spec (specs holds the Spec of every searcher text, parsed before
// any worker starts, so the cases of one searcher at every depth, however spelt, share it), and
// an engine's (ccp.Searcher, its process started at the first search) for "engine:..." texts of
// engines.
func cached(own *map[string]search.Searcher, specs map[string]searchers.Spec, text string, engines map[string]ccp.Config) search.Searcher {
	if *own == nil {
		*own = map[string]search.Searcher{}
	}
	sp, isSearcher := specs[text]
	key := text
	if isSearcher {
		key = sp.String()
	}
	sr := (*own)[key]
	if sr == nil {
		if isSearcher {
			sr = sp.New()
		} else if cfg, ok, err := ccp.Lookup(text, engines); ok && err == nil {
			sr = ccp.NewSearcher(text, cfg)
		}
		(*own)[key] = sr
	}
	return sr
}

// gameKey is the key of a game case's searcher in a worker's cache: one searcher per game spec
// and canonical searcher spec.
func gameKey(c benchname.Case, specs map[string]searchers.Spec) string {
	return c.Game + " " + specs[c.Algo].String()
}

// checkGameAlgos makes, before any search, one searcher of every game case's searcher for its
// game (a spec that does not run on the game, one with Franks' eval= for instance, or an external engine, is an
// error then, before anything is written), and returns the first position of each to make the
// workers' searchers from.
func checkGameAlgos(cases []benchname.Case, passes []*Pass, specs map[string]searchers.Spec) (map[string]*Pass, error) {
	out := map[string]*Pass{}
	for ci, c := range cases {
		if c.Game == "" {
			continue
		}
		if _, ok := specs[c.Algo]; !ok {
			return nil, fmt.Errorf("sweep: %s: %s is not a searcher spec of the registry (external engines play Chinese Checkers only)", c.Name(), c.Algo)
		}
		key := gameKey(c, specs)
		if _, done := out[key]; done {
			continue
		}
		if _, err := passes[ci].GameSearcher(); err != nil {
			return nil, err
		}
		out[key] = passes[ci]
	}
	return out, nil
}

// cachedGame returns the searcher of a game case from a worker's cache, making it on first use
// (from the case's pass in first, checkGameAlgos's).
func cachedGame(own *map[string]games.Searcher, first map[string]*Pass, c benchname.Case, specs map[string]searchers.Spec) games.Searcher {
	if *own == nil {
		*own = map[string]games.Searcher{}
	}
	key := gameKey(c, specs)
	sr := (*own)[key]
	if sr == nil {
		sr, _ = first[key].GameSearcher() // checkGameAlgos made one already: no error
		(*own)[key] = sr
	}
	return sr
}

// config is the file configuration of every result Run writes: the keys go test writes (goos,
// goarch, pkg, cpu), so a sweep's file and a go test file compare in one benchstat table; with
// counts only pkg, so a counts file is the same bytes on every machine and for any worker count.
func config(counts bool) []benchfmt.Config {
	kv := [][2]string{{"goos", runtime.GOOS}, {"goarch", runtime.GOARCH}, {"pkg", "github.com/cctree/cctree/bench"}, {"cpu", cpuName()}}
	if counts {
		kv = [][2]string{{"pkg", "github.com/cctree/cctree/bench"}}
	}
	var cfg []benchfmt.Config
	for _, x := range kv {
		if x[1] != "" {
			cfg = append(cfg, benchfmt.Config{Key: x[0], Value: []byte(x[1]), File: true})
		}
	}
	return cfg
}

// writeCase writes the lines of one finished case; exact is false for an engine's counts
// without its promise of determinism (benchname.ReportedUnits).
func writeCase(out *benchfmt.Writer, c benchname.Case, rs []search.Result, exact bool, opt Options) error {
	cfg := config(opt.Counts)
	unit := func(u string) string {
		if exact {
			return u
		}
		return benchname.ReportedUnits[u]
	}
	line := func(c benchname.Case, rs []search.Result) error {
		var nodes, leaves int64
		var mc search.Stats // Monte Carlo tree search's units, summed (MaxDepth: the largest)
		var ns time.Duration
		for _, r := range rs {
			nodes += r.NC
			leaves += r.Stats.Leaves
			ns += r.Elapsed
			mc.Iterations += r.Stats.Iterations
			mc.TreeNodes += r.Stats.TreeNodes
			mc.PlayoutPlies += r.Stats.PlayoutPlies
			mc.DepthSum += r.Stats.DepthSum
			mc.MaxDepth = max(mc.MaxDepth, r.Stats.MaxDepth)
		}
		res := &benchfmt.Result{Config: cfg, Name: timedName(c.Name(), opt.Counts), Iters: 1}
		if !opt.Counts {
			res.Values = append(res.Values, benchfmt.Value{Value: float64(ns.Nanoseconds()), Unit: "sec/op", OrigValue: float64(ns.Nanoseconds()), OrigUnit: "ns/op"})
		}
		res.Values = append(res.Values, benchfmt.Value{Value: float64(nodes), Unit: unit("nodes/op")})
		if c.Pos == "" { // a Search line; on a SearchPos line it would repeat nodes/op
			res.Values = append(res.Values, benchfmt.Value{Value: Printed(float64(nodes) / float64(len(rs))), Unit: unit("nodes/pos")})
		}
		if opt.Leaves {
			res.Values = append(res.Values, benchfmt.Value{Value: float64(leaves), Unit: unit("leaves/op")})
		}
		if c.Iters > 0 && mc.Iterations > 0 { // MCTS: the tree's growth, exactly
			res.Values = append(res.Values,
				benchfmt.Value{Value: float64(mc.TreeNodes), Unit: "tree-nodes/op"},
				benchfmt.Value{Value: float64(mc.PlayoutPlies), Unit: "playout-plies/op"},
				benchfmt.Value{Value: float64(mc.MaxDepth), Unit: "max-depth/op"},
				benchfmt.Value{Value: Printed(float64(mc.DepthSum) / float64(mc.Iterations)), Unit: "mean-depth/iter"})
			if !opt.Counts {
				res.Values = append(res.Values, benchfmt.Value{Value: float64(ns.Nanoseconds()) / float64(mc.Iterations), Unit: "ns/iter"})
			}
		}
		if !opt.Counts && nodes > 0 {
			res.Values = append(res.Values, benchfmt.Value{Value: float64(ns.Nanoseconds()) / float64(nodes), Unit: "ns/node"})
		}
		return out.Write(res)
	}
	if opt.PerPos && c.Pos == "" {
		pcs, err := opt.Suites.Positions(c)
		if err != nil {
			return err
		}
		for i, pc := range pcs {
			if err := line(pc, rs[i:i+1]); err != nil {
				return err
			}
		}
	}
	return line(c, rs)
}

// timedName is the name of a result line: with timings, the GOMAXPROCS suffix go test writes
// ("-2"; none for 1), so a timed sweep's rows and a go test run's pair in one benchstat table; a
// counts file has none, so it is the same bytes on every machine.
func timedName(n benchfmt.Name, counts bool) benchfmt.Name {
	if procs := runtime.GOMAXPROCS(0); !counts && procs != 1 {
		return fmt.Appendf(n, "-%d", procs)
	}
	return n
}

// Printed rounds x as go test prints a benchmark metric (testing's prettyPrint: no decimals
// from 999.95 up, then one more decimal per decade down to seven). nodes/pos is a mean, so it
// is written rounded this way: then the lines of the runner and of the go test benchmarks
// carry the same exact value for the same case, and the files of both merge and compare.
func Printed(x float64) float64 {
	prec := 7
	for i, lim := range []float64{999.95, 99.995, 9.9995, 0.99995, 0.099995, 0.0099995, 0.00099995} {
		if y := math.Abs(x); y >= lim {
			prec = i
			break
		}
	}
	if x == 0 {
		prec = 0
	}
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', prec, 64), 64)
	return v
}

// cpuName is the processor's name as go test prints it in its "cpu:" line, so that a sweep's
// file and a go test file of the same machine pair in benchstat: the testing package asks the
// processor for CPUID's brand string on x86, which Linux gives as /proc/cpuinfo's model name
// and macOS as sysctl machdep.cpu.brand_string (cpuBrand). Read from the system, not by a CPUID
// library, whose package initialisation queries the processor at every start (half a
// millisecond in a virtual machine, where CPUID traps), sweep or not.
func cpuName() string {
	if name := cpuBrand(); name != "" {
		return name
	}
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}
