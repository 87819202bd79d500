// Package bench holds cctree's benchmarks (test files only): perft and move generation
// (bench_test.go), and every searcher over the position suites at fixed depths (search_test.go,
// driven by one table, searchTable). Names are key=value sub-benchmarks so benchstat can pivot
// them; counts that must not change (leaves/op, nodes/op, nodes/pos) are declared exact by
// TestMain, so `cctree compare` and benchstat compare them exactly, and the CI gate compares them
// with testdata/baseline.txt.
//
//	go test ./bench -bench . -benchmem -benchtime 1x       # the default selection once (make bench)
//	go test ./bench -bench . -benchtime 1x -cctree.matrix full   # every searcher, every depth it finishes
//	go test ./bench -bench Perft -count 10 > new.txt        # timings: compare with benchstat
package bench

import (
	"fmt"
	"os"
	"testing"

	"cctree/engine/board"
	"cctree/engine/game"
	"cctree/positions"
)

// units is the unit metadata printed before the benchmarks run, in the Go benchmark format
// ("Unit <unit> <key>=<value>"), so that benchfmt readers (benchstat, cctree compare) treat node
// and leaf counts as exact and rates as higher-is-better.
var units = []string{
	"Unit nodes/op assume=exact",
	"Unit nodes/pos assume=exact",
	"Unit leaves/op assume=exact",
	"Unit leaves/s better=higher",
	"Unit moves/s better=higher",
	"Unit nodes/s better=higher",
}

func TestMain(m *testing.M) {
	for _, u := range units {
		fmt.Println(u)
	}
	os.Exit(m.Run())
}

// start returns the start position of seats on board under the free rule set.
func start(tb testing.TB, boardName, seats string) *game.State {
	tb.Helper()
	g := board.ByName(boardName)
	if g == nil {
		tb.Fatalf("unknown board %q", boardName)
	}
	ss, err := game.ParseSeats(seats)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := game.NewState(g, ss, game.Free)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// perftCases are the perft benchmarks, with RULES.md's counts as a check that the benchmark
// measures the right tree. mode "bulk" counts the last ply by popcount (Perfter.Perft); "full"
// makes and unmakes every leaf (Perfter.PerftFull). threads > 1 shares the perft among that many
// goroutines (game.PerftParallel; it allocates its tasks and workers); the others run on one.
var perftCases = []struct {
	board, seats, mode string
	depth, threads     int
	leaves             uint64
}{
	{"star73", "0134", "bulk", 6, 1, 3408403},
	{"star73", "024", "bulk", 6, 1, 5838480},
	{"star73", "0134", "full", 6, 1, 3408403},
	{"star73", "024", "full", 5, 1, 324120},
	{"star73", "0134", "full", 6, 2, 3408403},
}

func BenchmarkPerft(b *testing.B) {
	for _, c := range perftCases {
		name := fmt.Sprintf("board=%s/seats=%s/depth=%d", c.board, c.seats, c.depth)
		if c.mode != "bulk" {
			name += "/mode=" + c.mode
		}
		if c.threads > 1 {
			name += fmt.Sprintf("/threads=%d", c.threads)
		}
		b.Run(name, func(b *testing.B) {
			benchPerft(b, start(b, c.board, c.seats), c.depth, c.threads, c.mode == "full", c.leaves)
		})
	}
}

// benchPerft is the one perft helper: one op is one perft of s to depth with a reused Perfter
// (or, with threads > 1, one PerftParallel). It reports leaves/op (exact) and leaves/s, and fails
// if the count is not want.
func benchPerft(b *testing.B, s *game.State, depth, threads int, full bool, want uint64) {
	pf := new(game.Perfter)
	b.ReportAllocs()
	var n uint64
	for b.Loop() {
		switch {
		case threads > 1:
			n, _ = game.PerftParallel(s, depth, threads, full)
		case full:
			n = pf.PerftFull(s, depth)
		default:
			n = pf.Perft(s, depth)
		}
	}
	if n != want {
		b.Fatalf("perft %d = %d, want %d", depth, n, want)
	}
	b.ReportMetric(float64(n), "leaves/op")
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// suiteGroup returns the positions of suite on boardName with seats, in file order, and their
// parsed states. It fails the benchmark if the group is empty.
func suiteGroup(tb testing.TB, suite, boardName, seats string) ([]positions.Position, []game.State) {
	tb.Helper()
	s, err := positions.Load(suite)
	if err != nil {
		tb.Fatal(err)
	}
	var pos []positions.Position
	var states []game.State
	for _, p := range s.Positions {
		if p.Board() != boardName || p.Seats() != seats {
			continue
		}
		st, err := p.State()
		if err != nil {
			tb.Fatal(err)
		}
		pos = append(pos, p)
		states = append(states, *st)
	}
	if len(pos) == 0 {
		tb.Fatalf("suite %s has no positions on %s %s", suite, boardName, seats)
	}
	return pos, states
}

// BenchmarkMoveGen generates the moves of every position of the mid suite, per board and seat
// set (50 positions on star73, 20 on star121).
func BenchmarkMoveGen(b *testing.B) {
	for _, boardName := range board.Names {
		for _, seats := range positions.SeatSets[boardName] {
			_, pos := suiteGroup(b, "mid", boardName, seats)
			for _, op := range []string{"list", "count"} {
				b.Run(fmt.Sprintf("board=%s/seats=%s/suite=mid/op=%s", boardName, seats, op), func(b *testing.B) { benchMoveGen(b, pos, op == "count") })
			}
		}
	}
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
// allocate nothing.
func TestZeroAllocs(t *testing.T) {
	pf := new(game.Perfter)
	s := start(t, "star73", "0134")
	_, pos := suiteGroup(t, "mid", "star121", "012345")
	buf := make([]game.Move, 0, game.MaxMoves)
	for name, f := range map[string]func(){
		"Perft":      func() { pf.Perft(s, 3) },
		"PerftFull":  func() { pf.PerftFull(s, 3) },
		"Moves":      func() { pos[0].Moves(buf) },
		"CountMoves": func() { pos[1].CountMoves() },
	} {
		if n := testing.AllocsPerRun(10, f); n != 0 {
			t.Errorf("%s: %v allocs per run, want 0", name, n)
		}
	}
}
