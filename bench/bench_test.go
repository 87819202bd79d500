// Package bench holds cctree's go test benchmarks (test files; baseline.go only builds the gate's
// node counts in: Baseline), thin wrappers over the measurement engine, package sweep, and the engine: perft (sweep.PerftCases), move generation,
// every searcher over the position suites at fixed depths (the cases of a sweep.Selection), and
// Polk & Oommen's protocol (sweep.Trial). Names are key=value sub-benchmarks so benchstat can
// pivot them; the counts that must not change (leaves/op, nodes/op, nodes/pos) are declared exact
// by TestMain (benchname.Units), so `cctree compare` and benchstat compare them exactly. `cctree
// sweep` runs the same search cases in-process on several cores and writes the same lines.
//
//	go test ./bench -bench .                                # a quick selection, a few minutes (see quick)
//	go test ./bench -bench . -benchmem -benchtime 1x       # the default selection once (make bench)
//	go test ./bench -bench . -benchtime 1x -cctree.matrix full -timeout 0   # every searcher, every depth it finishes
//	go test ./bench -bench Perft -count 10 > new.txt        # timings: compare with benchstat
//	go test ./bench -run '^$' -bench 'Search$' -benchtime 1x -cctree.game virus   # another game (game= names)
//	go test ./bench -run '^$' -bench Protocol -benchtime 1x -cctree.protocol games -timeout 0   # the protocol on Virus and Focus
package bench

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// TestMain prints the unit metadata (benchname.Units) before the benchmarks run, and checks the
// -cctree.* selection first: a mistyped selection ends the test binary with one line and exit
// status 2 instead of running nothing.
func TestMain(m *testing.M) {
	parseFlags()
	if _, err := selection(); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(2)
	}
	if _, err := sweep.ProtocolTrials(protocolMatrix()); err != nil {
		fmt.Fprintln(os.Stderr, "bench: -cctree.protocol:", strings.TrimPrefix(err.Error(), "sweep: "))
		os.Exit(2)
	}
	if quick() && benchSelectsSearch(flag.Lookup("test.bench").Value.String()) {
		fmt.Fprintln(os.Stderr, quickNotice)
	}
	for _, u := range benchname.UnitLines() {
		fmt.Println(u)
	}
	os.Exit(m.Run())
}

// BenchmarkPerft: Chinese Checkers' perft cases (sweep.PerftCases), then the other games'
// (sweep.GamePerftCases, Perft/game=G/depth=D).
func BenchmarkPerft(b *testing.B) {
	for _, c := range sweep.PerftCases {
		name, _ := cutFamily(string(c.Name()))
		b.Run(name, func(b *testing.B) {
			s, err := c.Start()
			if err != nil {
				b.Fatal(err)
			}
			benchPerft(b, c, s)
		})
	}
	for _, c := range sweep.GamePerftCases {
		name, _ := cutFamily(string(c.Name()))
		b.Run(name, func(b *testing.B) {
			p, err := c.Start()
			if err != nil {
				b.Fatal(err)
			}
			var n uint64
			for b.Loop() {
				n = p.Perft(c.Depth)
			}
			if n != c.Leaves {
				b.Fatalf("perft %d = %d, want %d", c.Depth, n, c.Leaves)
			}
			b.ReportMetric(float64(n), "leaves/op")
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

// benchPerft is the one perft helper: one op is one perft of s (sweep.PerftCase.Count, with a
// reused Perfter). It reports leaves/op (exact) and leaves/s, and fails if the count is wrong.
func benchPerft(b *testing.B, c sweep.PerftCase, s *game.State) {
	pf := new(game.Perfter)
	b.ReportAllocs()
	var n uint64
	for b.Loop() {
		n = c.Count(pf, s)
	}
	if n != c.Leaves {
		b.Fatalf("perft %d = %d, want %d", c.Depth, n, c.Leaves)
	}
	b.ReportMetric(float64(n), "leaves/op")
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// suiteStates returns the parsed states of the positions of suite on board with seats.
func suiteStates(tb testing.TB, suite, board, seats string) []game.State {
	tb.Helper()
	s, err := positions.Load(suite)
	if err != nil {
		tb.Fatal(err)
	}
	var states []game.State
	for _, p := range s.Positions {
		if p.Board() == board && p.Seats() == seats {
			st, err := p.State()
			if err != nil {
				tb.Fatal(err)
			}
			states = append(states, *st)
		}
	}
	if len(states) == 0 {
		tb.Fatalf("suite %s has no positions on %s %s", suite, board, seats)
	}
	return states
}

// BenchmarkMoveGen generates the moves of every position of the mid suite, per board and seat
// set (50 positions on star73, 20 on star121), then per player count of the other games' mid
// suites (MoveGen/game=G/suite=mid/op=list, 50 positions each; the games have no move counter,
// so no op=count).
func BenchmarkMoveGen(b *testing.B) {
	for _, boardName := range board.Names {
		for _, seats := range positions.SeatSets[boardName] {
			pos := suiteStates(b, "mid", boardName, seats)
			for _, op := range []string{"list", "count"} {
				b.Run(fmt.Sprintf("board=%s/seats=%s/suite=mid/op=%s", boardName, seats, op), func(b *testing.B) { benchMoveGen(b, pos, op == "count") })
			}
		}
	}
	for _, g := range positions.Games() {
		specs, err := suites.GameGroups(g, "mid")
		if err != nil {
			b.Fatal(err)
		}
		for _, spec := range specs {
			name, _ := cutFamily(string(benchname.MoveGenGame(spec, "mid", "list")))
			b.Run(name, func(b *testing.B) { benchGameMoveGen(b, gameListers(b, spec, "mid")) })
		}
	}
}

// gameListers returns a move lister (games.MoveLister) of every position of a game's group.
func gameListers(tb testing.TB, spec, suite string) []func() int {
	tb.Helper()
	pos, err := suites.GamePositions(benchname.Case{Game: spec, Suite: suite})
	if err != nil {
		tb.Fatal(err)
	}
	var out []func() int
	for _, p := range pos {
		out = append(out, games.MoveLister(p))
	}
	return out
}

// benchGameMoveGen is benchMoveGen for another game: one op generates the moves of every
// position once (gamekit.State.Moves into a buffer of the lister's own).
func benchGameMoveGen(b *testing.B, listers []func() int) {
	b.ReportAllocs()
	var moves int
	for b.Loop() {
		moves = 0
		for _, l := range listers {
			moves += l()
		}
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(sec*1e9/float64(b.N)/float64(len(listers)), "ns/pos")
	b.ReportMetric(float64(moves)*float64(b.N)/sec, "moves/s")
}

// benchMoveGen is the one move-generation helper: one op generates (op=list, State.Moves into a
// reused buffer) or counts (op=count, State.CountMoves) the moves of every position once. It
// reports ns/pos and moves/s.
func benchMoveGen(b *testing.B, pos []game.State, count bool) {
	buf := make([]game.Move, 0, game.MaxMoves)
	b.ReportAllocs()
	var moves int
	for b.Loop() {
		moves = 0
		for i := range pos {
			if count {
				moves += pos[i].CountMoves()
			} else {
				moves += len(pos[i].Moves(buf))
			}
		}
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(sec*1e9/float64(b.N)/float64(len(pos)), "ns/pos")
	b.ReportMetric(float64(moves)*float64(b.N)/sec, "moves/s")
}

// TestZeroAllocs checks what the benchmarks report with -benchmem: perft and move generation
// allocate nothing (the other games' move generation neither).
func TestZeroAllocs(t *testing.T) {
	pf := new(game.Perfter)
	s, err := sweep.PerftCases[0].Start()
	if err != nil {
		t.Fatal(err)
	}
	pos := suiteStates(t, "mid", "star121", "012345")
	buf := make([]game.Move, 0, game.MaxMoves)
	virus, focus := gameListers(t, "virus(players=6)", "mid"), gameListers(t, "focus(players=4)", "mid")
	for name, f := range map[string]func(){
		"Perft":       func() { pf.Perft(s, 3) },
		"PerftFull":   func() { pf.PerftFull(s, 3) },
		"Moves":       func() { pos[0].Moves(buf) },
		"CountMoves":  func() { pos[1].CountMoves() },
		"virus Moves": func() { virus[0]() },
		"focus Moves": func() { focus[7]() },
	} {
		if n := testing.AllocsPerRun(10, f); n != 0 {
			t.Errorf("%s: %v allocs per run, want 0", name, n)
		}
	}
}
