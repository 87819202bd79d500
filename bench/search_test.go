package bench

import (
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// Selection flags of the search benchmarks (each falls back to the environment variable in
// brackets, then to the default; see sweep.Selection):
//
//	-cctree.matrix default|full  [CCTREE_MATRIX]  which table depths and suites run
//	-cctree.algo SPEC[ SPEC...]  [CCTREE_ALGO]    only these specs (space-separated; any registry spec)
//	-cctree.depth D|A-B|D,D      [CCTREE_DEPTH]   only these depths
//	-cctree.iters N,N,...        [CCTREE_ITERS]   the iteration budgets of the searchers without depth (mcts)
//	-cctree.suite NAME           [CCTREE_SUITE]   only this suite
//	-cctree.board NAME           [CCTREE_BOARD]   only this board
//	-cctree.seats SEATS          [CCTREE_SEATS]   only this seat set
//	-cctree.game SPEC            [CCTREE_GAME]    only this game other than Chinese Checkers
//	                                              (sweep.Selection.Game: 'virus', 'focus(players=3)')
//	-cctree.protocol MATRIX      [CCTREE_PROTOCOL] BenchmarkProtocol's matrix (sweep.ProtocolTrials:
//	                                              default, full, games, virus, focus; default: -cctree.matrix's)
//
// Which games: with -cctree.game, that game alone; with no selection flag at all, Chinese
// Checkers' selection and the other games' (every game with suites, sweep.Selection{Game: G}:
// the table's rows that run on it at its default depth on every player count of its mid suite;
// the quick selection has a few rows on four players, quickGames); with any other selection
// flag, Chinese Checkers' alone, as before the other games.
//
// The -bench regexp filters further, one "/" level at a time: to pick a searcher by name write
// every level, -bench '^BenchmarkSearch$/board=star73/seats=0134/suite=mid/algo=paranoid$/', or
// use -cctree.algo.
var (
	flagMatrix = flag.String("cctree.matrix", "", "search benchmarks: default or full (env CCTREE_MATRIX)")
	flagAlgo   = flag.String("cctree.algo", "", "search benchmarks: only these space-separated specs, any registry spec (env CCTREE_ALGO)")
	flagDepth  = flag.String("cctree.depth", "", "search benchmarks: only these depths, D, A-B or D,D,... (env CCTREE_DEPTH)")
	flagIters  = flag.String("cctree.iters", "", "search benchmarks: the iteration budgets N,N,... of mcts, which has no depth (env CCTREE_ITERS)")
	flagSuite  = flag.String("cctree.suite", "", "search benchmarks: only this suite (env CCTREE_SUITE)")
	flagBoard  = flag.String("cctree.board", "", "search benchmarks: only this board (env CCTREE_BOARD)")
	flagSeats  = flag.String("cctree.seats", "", "search benchmarks: only this seat set (env CCTREE_SEATS)")
	flagGame   = flag.String("cctree.game", "", "search benchmarks: only this game other than Chinese Checkers, e.g. virus or 'focus(players=3)' (env CCTREE_GAME)")
	flagProto  = flag.String("cctree.protocol", "", "BenchmarkProtocol's matrix: default, full, games, virus or focus (env CCTREE_PROTOCOL; default: -cctree.matrix's)")
)

// selectionEnv are the environment variables of the selection flags.
var selectionEnv = []string{"CCTREE_MATRIX", "CCTREE_ALGO", "CCTREE_DEPTH", "CCTREE_ITERS", "CCTREE_SUITE", "CCTREE_BOARD", "CCTREE_SEATS", "CCTREE_GAME"}

// quickGames are the other games' search cases of the quick selection: a few rows on four
// players of each game's mid suite, at the game's default depth.
var quickGames = []sweep.Selection{
	{Game: "virus(players=4)", Algos: []string{"paranoid", "brs", "brs+", "brs(threat=mtf)"}},
	{Game: "focus(players=4)", Algos: []string{"paranoid", "brs", "brs+", "brs(threat=mtf)"}},
}

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
	for _, env := range append(selectionEnv, "CCTREE_PROTOCOL") {
		if os.Getenv(env) != "" {
			set = true
		}
	}
	return !set
}

// noSelection reports whether no selection flag or variable was given (a -benchtime may be).
func noSelection() bool {
	set := false
	flag.Visit(func(f *flag.Flag) {
		if strings.HasPrefix(f.Name, "cctree.") && f.Name != "cctree.protocol" {
			set = true
		}
	})
	for _, env := range selectionEnv {
		if os.Getenv(env) != "" {
			set = true
		}
	}
	return !set
}

// quickNotice says what a quick run leaves out and how to ask for it.
const quickNotice = `# cctree bench: quick selection (no -benchtime or -cctree.* flag given): search benchmarks of star73 seats 0134 and of four players of the other games (a few searchers) only, per-position ones only when -bench names SearchPos.
# cctree bench: the CI selection once: -benchtime 1x (make bench); everything: -benchtime 1x -cctree.matrix full -timeout 0 (about an hour); timings: -count 10 with a -bench pattern`

// benchSelectsSearch reports whether the -bench pattern's first level selects BenchmarkSearch or
// BenchmarkSearchPos, which the quick selection shrinks (the notice is noise for -bench Perft). A
// pattern that does not compile selects nothing here; the testing package reports it.
func benchSelectsSearch(pattern string) bool {
	if pattern == "" {
		return false
	}
	first, _, _ := strings.Cut(pattern, "/")
	re, err := regexp.Compile(first)
	return err == nil && (re.MatchString("BenchmarkSearch") || re.MatchString("BenchmarkSearchPos"))
}

// namesSearchPos reports whether the -bench pattern asks for BenchmarkSearchPos by name.
func namesSearchPos() bool {
	f := flag.Lookup("test.bench")
	return f != nil && strings.Contains(f.Value.String(), "SearchPos")
}

// selection returns the search cases the flags select (see the flags for which games).
func selection() ([]benchname.Case, error) {
	sel := sweep.Selection{
		Matrix: setting(flagMatrix, "CCTREE_MATRIX"),
		Depths: setting(flagDepth, "CCTREE_DEPTH"),
		Iters:  setting(flagIters, "CCTREE_ITERS"),
		Suite:  setting(flagSuite, "CCTREE_SUITE"),
		Board:  setting(flagBoard, "CCTREE_BOARD"),
		Seats:  setting(flagSeats, "CCTREE_SEATS"),
		Game:   setting(flagGame, "CCTREE_GAME"),
		Flag:   "-cctree.",
		Suites: suites,
	}
	if algo := setting(flagAlgo, "CCTREE_ALGO"); algo != "" {
		sel.Algos = strings.Fields(algo)
	}
	var others []sweep.Selection // the other games' selections after Chinese Checkers'
	switch {
	case quick():
		sel.Board, sel.Seats, sel.Suite = "star73", "0134", "mid"
		others = quickGames
	case noSelection():
		for _, g := range positions.Games() {
			others = append(others, sweep.Selection{Game: g})
		}
	}
	cases, err := sel.Cases()
	if err != nil {
		return nil, err
	}
	for _, o := range others {
		o.Suites, o.Flag = suites, sel.Flag
		cs, err := o.Cases()
		if err != nil {
			return nil, err
		}
		cases = append(cases, cs...)
	}
	return cases, nil
}

// protocolMatrix is BenchmarkProtocol's matrix: -cctree.protocol's, else -cctree.matrix's.
func protocolMatrix() string {
	if m := setting(flagProto, "CCTREE_PROTOCOL"); m != "" {
		return m
	}
	return setting(flagMatrix, "CCTREE_MATRIX")
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

// benchSearch is the one search helper: one op is one sweep.Pass of the case (with a searcher of
// the registry, or for another game's case a searcher made for that game, Pass.GameSearcher).
func benchSearch(b *testing.B, c benchname.Case) {
	p, err := suites.NewPass(c, profiling())
	if err != nil {
		b.Fatal(err)
	}
	run := func() int64 { return 0 }
	if c.Game != "" {
		gs, err := p.GameSearcher()
		if err != nil {
			b.Fatal(err)
		}
		run = func() int64 {
			n, err := p.RunGame(gs)
			if err != nil {
				b.Fatal(err)
			}
			return n
		}
	} else {
		sr, err := searchers.New(c.Algo)
		if err != nil {
			b.Fatal(err)
		}
		run = func() int64 { return p.Run(sr) }
	}
	b.ReportAllocs()
	var nodes int64
	for b.Loop() {
		nodes = run()
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

// TestQuickSelectionGames: the quick selection (what go test ./bench -bench . runs) holds the
// other games' quickGames after Chinese Checkers' star73 0134 cases, under their game= names.
func TestQuickSelectionGames(t *testing.T) {
	if !quick() {
		t.Skip("a -cctree.* flag, CCTREE_* variable or -benchtime chose the selection")
	}
	cases, err := selection()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i, c := range cases {
		switch {
		case c.Game != "":
			names = append(names, string(c.Name()))
		case len(names) > 0 || c.Board != "star73" || c.Seats != "0134":
			t.Errorf("case %d: %s, want star73 0134 cases before the other games'", i, c.Name())
		}
	}
	if len(names) != 8 || names[0] != "Search/game=virus(players=4)/suite=mid/algo=paranoid/depth=4" || names[7] != "Search/game=focus(players=4)/suite=mid/algo=brs(threat=mtf)/depth=3" {
		t.Errorf("the other games' quick cases: %q", names)
	}
}

// TestBenchSelectsSearch: the quick selection's notice is printed for the patterns that reach the
// search benchmarks only (-bench . and -bench Search do; -bench Perft and -bench MoveGen do not).
func TestBenchSelectsSearch(t *testing.T) {
	for pattern, want := range map[string]bool{".": true, "Search": true, "SearchPos/board=star73": true, "^BenchmarkSearch$": true,
		"Perft": false, "^BenchmarkPerft$/board=star73": false, "MoveGen|Perft": false, "": false, "[": false} {
		if got := benchSelectsSearch(pattern); got != want {
			t.Errorf("benchSelectsSearch(%q) = %v, want %v", pattern, got, want)
		}
	}
}
