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
	"github.com/cctree/cctree/sweep/benchname"
)

// PerftCase is one perft benchmark: a start position, a depth and its leaf count (RULES.md's
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
	bw := bufio.NewWriter(w)
	out := benchfmt.NewWriter(bw)
	if err := benchname.WriteUnits(out); err != nil {
		return err
	}
	cfg := config(opt.Counts)
	pf := new(game.Perfter)
	for _, c := range cases {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("sweep: %w", err)
		}
		s, err := c.Start()
		if err != nil {
			return err
		}
		start := time.Now()
		n := c.Count(pf, s)
		el := time.Since(start)
		if n != c.Leaves {
			return fmt.Errorf("sweep: %s: %d leaves, want %d", c.Name(), n, c.Leaves)
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
