package bench

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// Selection flags of the search benchmarks (each falls back to the environment variable in
// brackets, then to the default; see sweep.Selection):
//
//	-cctree.matrix default|full  [CCTREE_MATRIX]  which table depths and suites run
//	-cctree.algo SPEC[ SPEC...]  [CCTREE_ALGO]    only these specs (space-separated; any registry spec)
//	-cctree.depth D|A-B|D,D      [CCTREE_DEPTH]   only these depths
//	-cctree.suite NAME           [CCTREE_SUITE]   only this suite
//	-cctree.board NAME           [CCTREE_BOARD]   only this board
//	-cctree.seats SEATS          [CCTREE_SEATS]   only this seat set
//
// The -bench regexp filters further, one "/" level at a time: to pick a searcher by name write
// every level, -bench '^BenchmarkSearch$/board=star73/seats=0134/suite=mid/algo=paranoid$/', or
// use -cctree.algo.
var (
	flagMatrix = flag.String("cctree.matrix", "", "search benchmarks: default or full (env CCTREE_MATRIX)")
	flagAlgo   = flag.String("cctree.algo", "", "search benchmarks: only these space-separated specs, any registry spec (env CCTREE_ALGO)")
	flagDepth  = flag.String("cctree.depth", "", "search benchmarks: only these depths, D, A-B or D,D,... (env CCTREE_DEPTH)")
	flagSuite  = flag.String("cctree.suite", "", "search benchmarks: only this suite (env CCTREE_SUITE)")
	flagBoard  = flag.String("cctree.board", "", "search benchmarks: only this board (env CCTREE_BOARD)")
	flagSeats  = flag.String("cctree.seats", "", "search benchmarks: only this seat set (env CCTREE_SEATS)")
)

// suites holds the positions the benchmarks of this test binary search, each group parsed once.
var suites = sweep.NewSuites()

func parseFlags() {
	if !flag.Parsed() {
		flag.Parse()
	}
}

// setting returns the flag's value, else the environment variable's.
func setting(f *string, env string) string {
	if *f != "" {
		return *f
	}
	return os.Getenv(env)
}

// quick reports whether nothing chose the selection or the run time: no -cctree.* flag or
// CCTREE_* variable and no -benchtime. Then `go test ./bench -bench .` (the first thing a Go user
// types) runs a selection that finishes in a few minutes at the default -benchtime (each
// benchmark at least a second): the search benchmarks of the 4-player star73 group only, and no
// per-position benchmarks unless -bench names SearchPos.
func quick() bool {
	set := false
	flag.Visit(func(f *flag.Flag) {
		if strings.HasPrefix(f.Name, "cctree.") || f.Name == "test.benchtime" {
			set = true
		}
	})
	for _, env := range []string{"CCTREE_MATRIX", "CCTREE_ALGO", "CCTREE_DEPTH", "CCTREE_SUITE", "CCTREE_BOARD", "CCTREE_SEATS"} {
		if os.Getenv(env) != "" {
			set = true
		}
	}
	return !set
}

// quickNotice says what a quick run leaves out and how to ask for it.
const quickNotice = `# cctree bench: quick selection (no -benchtime or -cctree.* flag given): search benchmarks of star73 seats 0134 only, per-position ones only when -bench names SearchPos.
# cctree bench: the CI selection once: -benchtime 1x (make bench); everything: -benchtime 1x -cctree.matrix full -timeout 0 (about an hour); timings: -count 10 with a -bench pattern`

// namesSearchPos reports whether the -bench pattern asks for BenchmarkSearchPos by name.
func namesSearchPos() bool {
	f := flag.Lookup("test.bench")
	return f != nil && strings.Contains(f.Value.String(), "SearchPos")
}

// selection returns the search cases the flags select.
func selection() ([]benchname.Case, error) {
	sel := sweep.Selection{
		Matrix: setting(flagMatrix, "CCTREE_MATRIX"),
		Depths: setting(flagDepth, "CCTREE_DEPTH"),
		Suite:  setting(flagSuite, "CCTREE_SUITE"),
		Board:  setting(flagBoard, "CCTREE_BOARD"),
		Seats:  setting(flagSeats, "CCTREE_SEATS"),
		Flag:   "-cctree.",
		Suites: suites,
	}
	if algo := setting(flagAlgo, "CCTREE_ALGO"); algo != "" {
		sel.Algos = strings.Fields(algo)
	}
	if quick() {
		sel.Board, sel.Seats, sel.Suite = "star73", "0134", "mid"
	}
	return sel.Cases()
}

// cutFamily splits "Family/rest" into the sub-benchmark name rest.
func cutFamily(name string) (string, bool) {
	_, rest, ok := strings.Cut(name, "/")
	return rest, ok
}

// BenchmarkSearch: one op searches every position of one (board, seats) group of a suite once,
// in file order, with one searcher that is Reset before each position (sweep.Pass). It reports
// nodes/op (the pass's total NC, exact), nodes/pos (its mean per position, exact), ns/node
// and allocations.
func BenchmarkSearch(b *testing.B) { forSelection(b, false) }

// BenchmarkSearchPos: the same selection, one sub-benchmark per position (/pos=ID, with the
// id's "-" written "_": benchname.PosName); one op is one search of that position by a Reset
// searcher, and nodes/op is its NC (exact): the per-position samples the reports use.
func BenchmarkSearchPos(b *testing.B) { forSelection(b, true) }

func forSelection(b *testing.B, perPos bool) {
	if perPos && quick() && !namesSearchPos() {
		b.Skip("per-position benchmarks run when -bench names SearchPos or a -benchtime is given (see the notice above)")
	}
	cases, err := selection()
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range cases {
		name, _ := cutFamily(string(c.Name()))
		b.Run(name, func(b *testing.B) {
			if !perPos {
				benchSearch(b, c)
				return
			}
			pcs, err := suites.Positions(c)
			if err != nil {
				b.Fatal(err)
			}
			for _, pc := range pcs {
				b.Run("pos="+benchname.PosName(pc.Pos), func(b *testing.B) { benchSearch(b, pc) })
			}
		})
	}
}

// benchSearch is the one search helper: one op is one sweep.Pass of the case.
func benchSearch(b *testing.B, c benchname.Case) {
	sr, err := searchers.New(c.Algo)
	if err != nil {
		b.Fatal(err)
	}
	p, err := suites.NewPass(c, profiling())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var nodes int64
	for b.Loop() {
		nodes = p.Run(sr)
	}
	b.ReportMetric(float64(nodes), "nodes/op")
	if c.Pos == "" { // BenchmarkSearch; for BenchmarkSearchPos it would repeat nodes/op
		b.ReportMetric(float64(nodes)/float64(p.Len()), "nodes/pos")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes)/float64(b.N), "ns/node")
}

// profiling reports whether go test was asked for a CPU or memory profile: then each search runs
// inside pprof.Do with the labels algo, depth and suite (see make profile).
func profiling() bool {
	for _, name := range []string{"test.cpuprofile", "test.memprofile"} {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "" {
			return true
		}
	}
	return false
}
