package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/cctree/cctree/engine/game"
)

func runPerft(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("perft", "[-pos CCN | -board B -seats S] -depth N [-rules R] [-full] [-threads T] [-stats]", stdout)
	var pf posFlags
	pf.register(fs)
	depth := fs.Int("depth", 0, "largest depth `N`; prints a line \"perft D COUNT\" for each D = 1..N")
	full := fs.Bool("full", false, "make and unmake every leaf instead of counting the last ply in bulk")
	threads := fs.Int("threads", 1, "goroutines sharing each perft (counts do not depend on it)")
	stats := fs.Bool("stats", false, "print time and leaves per second of each depth to stderr")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *depth < 1 || *depth >= game.MaxDepth {
		return usagef("-depth: want 1 to %d, got %d", game.MaxDepth-1, *depth)
	}
	if *threads < 1 || *threads > 256 {
		return usagef("-threads: want 1 to 256, got %d", *threads)
	}
	if other, err := pf.other(); err != nil || other != nil {
		if err != nil {
			return err
		}
		for d := 1; d <= *depth; d++ {
			if err := ctx.Err(); err != nil {
				return err
			}
			start := time.Now()
			n := other.Perft(d)
			el := time.Since(start)
			fmt.Fprintf(stdout, "perft %d %d\n", d, n)
			if *stats {
				fmt.Fprintf(stderr, "depth %d: %v, %.1f million leaves/s\n", d, el.Round(time.Microsecond), float64(n)/el.Seconds()/1e6)
			}
		}
		return nil
	}
	s, err := pf.state()
	if err != nil {
		return err
	}
	p := new(game.Perfter)
	for d := 1; d <= *depth; d++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		start := time.Now()
		var n uint64
		switch {
		case *threads > 1:
			n, _ = game.PerftParallel(s, d, *threads, *full)
		case *full:
			n = p.PerftFull(s, d)
		default:
			n = p.Perft(s, d)
		}
		el := time.Since(start)
		fmt.Fprintf(stdout, "perft %d %d\n", d, n)
		if *stats {
			fmt.Fprintf(stderr, "depth %d: %v, %.1f million leaves/s\n", d, el.Round(time.Microsecond), float64(n)/el.Seconds()/1e6)
		}
	}
	return nil
}

func runDivide(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("divide", "[-pos CCN | -board B -seats S] -depth N [-rules R]", stdout)
	var pf posFlags
	pf.register(fs)
	depth := fs.Int("depth", 0, "depth `N` of the perft below the root; prints a line \"MOVE COUNT\" per root move, then \"total SUM\"")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *depth < 1 || *depth >= game.MaxDepth {
		return usagef("-depth: want 1 to %d, got %d", game.MaxDepth-1, *depth)
	}
	var total uint64
	if other, err := pf.other(); err != nil || other != nil {
		if err != nil {
			return err
		}
		for _, e := range other.Divide(*depth) {
			fmt.Fprintf(stdout, "%s %d\n", e.Move, e.Count)
			total += e.Count
		}
		fmt.Fprintf(stdout, "total %d\n", total)
		return nil
	}
	s, err := pf.state()
	if err != nil {
		return err
	}
	for _, e := range new(game.Perfter).Divide(s, *depth) {
		fmt.Fprintf(stdout, "%s %d\n", s.MoveString(e.Move), e.Count)
		total += e.Count
	}
	fmt.Fprintf(stdout, "total %d\n", total)
	return nil
}
