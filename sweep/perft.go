package sweep

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"time"

	"golang.org/x/perf/benchfmt"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/sweep/benchname"
)

// PerftCase is one perft benchmark: a start position, a depth and its leaf count (docs/rules.md's
// table, so the benchmark checks it measures the right tree). Mode "bulk" counts the last ply by
// popcount (Perfter.Perft); "full" makes and unmakes every leaf (Perfter.PerftFull). Threads > 1
// shares the perft among that many goroutines (game.PerftParallel).
type PerftCase struct {
	Board, Seats, Mode string
	Depth, Threads     int
	Leaves             uint64
}

// PerftCases are the perft benchmarks (BenchmarkPerft) and the perft part of the gate.
var PerftCases = []PerftCase{
	{"star73", "0134", "bulk", 6, 1, 3408403},
	{"star73", "024", "bulk", 6, 1, 5838480},
	{"star73", "0134", "full", 6, 1, 3408403},
	{"star73", "024", "full", 5, 1, 324120},
	{"star73", "0134", "full", 6, 2, 3408403},
}

// Name is Perft/board=B/seats=S/depth=D[/mode=full][/threads=T].
func (c PerftCase) Name() benchfmt.Name {
	s := fmt.Sprintf("%s/board=%s/seats=%s/depth=%d", benchname.Perft, c.Board, c.Seats, c.Depth)
	if c.Mode != "bulk" {
		s += "/mode=" + c.Mode
	}
	if c.Threads > 1 {
		s += fmt.Sprintf("/threads=%d", c.Threads)
	}
	return benchfmt.Name(s)
}

// Start returns the start position of the case under the free rule set.
func (c PerftCase) Start() (*game.State, error) {
	g := board.ByName(c.Board)
	if g == nil {
		return nil, fmt.Errorf("sweep: unknown board %q (want %s)", c.Board, board.Accepted)
	}
	seats, err := game.ParseSeats(c.Seats)
	if err != nil {
		return nil, err
	}
	return game.NewState(g, seats, game.Free)
}

// Count runs the perft once with pf (reused between calls; ignored with Threads > 1).
func (c PerftCase) Count(pf *game.Perfter, s *game.State) uint64 {
	switch {
	case c.Threads > 1:
		n, _ := game.PerftParallel(s, c.Depth, c.Threads, c.Mode == "full")
		return n
	case c.Mode == "full":
		return pf.PerftFull(s, c.Depth)
	default:
		return pf.Perft(s, c.Depth)
	}
}

// RunPerft runs every case once, one after another, checks its count and writes one Perft
// line per case (leaves/op, and leaves/s unless opt.Counts) in the Go benchmark format.
func RunPerft(ctx context.Context, w io.Writer, cases []PerftCase, opt Options) error {
	pf := new(game.Perfter)
	return runPerft(ctx, w, cases, opt, func(c PerftCase) (func() uint64, error) {
		s, err := c.Start()
		if err != nil {
			return nil, err
		}
		return func() uint64 { return c.Count(pf, s) }, nil
	})
}

// runPerft runs the cases and writes their lines (RunPerft, RunGamePerft): prepare makes a
// case's start position and returns the perft, which alone is timed.
func runPerft[C interface {
	Name() benchfmt.Name
	Want() uint64
}](ctx context.Context, w io.Writer, cases []C, opt Options, prepare func(C) (func() uint64, error)) error {
	bw := bufio.NewWriter(w)
	out := benchfmt.NewWriter(bw)
	if err := benchname.WriteUnits(out); err != nil {
		return err
	}
	cfg := config(opt.Counts)
	for _, c := range cases {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("sweep: %w", err)
		}
		count, err := prepare(c)
		if err != nil {
			return err
		}
		start := time.Now()
		n := count()
		el := time.Since(start)
		if n != c.Want() {
			return fmt.Errorf("sweep: %s: %d leaves, want %d", c.Name(), n, c.Want())
		}
		res := &benchfmt.Result{Config: cfg, Name: timedName(c.Name(), opt.Counts), Iters: 1}
		if !opt.Counts {
			res.Values = append(res.Values, benchfmt.Value{Value: float64(el.Nanoseconds()), Unit: "sec/op", OrigValue: float64(el.Nanoseconds()), OrigUnit: "ns/op"})
		}
		res.Values = append(res.Values, benchfmt.Value{Value: float64(n), Unit: "leaves/op"})
		if !opt.Counts {
			res.Values = append(res.Values, benchfmt.Value{Value: float64(n) / el.Seconds(), Unit: "leaves/s"})
		}
		if err := out.Write(res); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// Want is the case's leaf count.
func (c PerftCase) Want() uint64 { return c.Leaves }

// GamePerftCase is a perft benchmark of a game other than Chinese Checkers: the start position of
// a canonical game spec (benchname.Case.Game), a depth and its leaf count (from the game's perft
// table, engine/games/<game>/testdata/perft.txt, or its rules page's, docs/games/<game>.md, so
// the benchmark checks it measures the right tree). gamekit.Perft counts the last ply by the length of the move list.
type GamePerftCase struct {
	Game   string
	Depth  int
	Leaves uint64
}

// GamePerftCases are the perft benchmarks of the other games (BenchmarkPerft) and the games'
// perft part of the gate.
var GamePerftCases = []GamePerftCase{
	{"virus(players=4)", 6, 1627},
	{"virus(players=4)", 8, 31445},
	{"virus(players=6)", 7, 12312},
	{"focus(players=2)", 3, 299912},
	{"focus(players=4)", 3, 77835},
	{"focus(players=4)", 4, 3143327},
	{"rolit(players=3)", 7, 161368},
	{"rolit(players=4)", 6, 44154},
	{"rolit(players=4)", 8, 2792637},
	{"blokus(players=4)", 2, 3364},
	{"blokus(players=4)", 3, 195112},
	{"tictactoe(players=3)", 4, 43680},
	{"tictactoe(players=3)", 5, 524160},
}

// Name is Perft/game=G/depth=D (benchname.PerftGame).
func (c GamePerftCase) Name() benchfmt.Name { return benchname.PerftGame(c.Game, c.Depth) }

// Want is the case's leaf count.
func (c GamePerftCase) Want() uint64 { return c.Leaves }

// Start returns the start position of the case's game; an error if the spec is not canonical
// (its name would not be the one the game's positions give).
func (c GamePerftCase) Start() (games.Position, error) {
	p, err := games.Start(c.Game)
	if err != nil {
		return nil, fmt.Errorf("sweep: perft %s: %v", c.Game, err)
	}
	if p.Spec() != c.Game {
		return nil, fmt.Errorf("sweep: perft %s: not the canonical spec (%s)", c.Game, p.Spec())
	}
	return p, nil
}

// RunGamePerft is RunPerft for the cases of the other games.
func RunGamePerft(ctx context.Context, w io.Writer, cases []GamePerftCase, opt Options) error {
	return runPerft(ctx, w, cases, opt, func(c GamePerftCase) (func() uint64, error) {
		p, err := c.Start()
		if err != nil {
			return nil, err
		}
		return func() uint64 { return p.Perft(c.Depth) }, nil
	})
}
