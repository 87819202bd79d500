package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/positions/generate"
)

// runPositions is `cctree positions gen|list`.
func runPositions(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	if len(args) == 0 {
		return usagef("positions: want a subcommand, gen or list (e.g. cctree positions list)")
	}
	switch args[0] {
	case "gen":
		return runPositionsGen(ctx, stdout, args[1:])
	case "list":
		return runPositionsList(stdout, args[1:])
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(stdout, "usage: cctree positions gen [-dir D] | cctree positions list")
		return nil
	}
	return usagef("positions: unknown subcommand %q (want gen or list)", args[0])
}

// runPositionsGen regenerates every suite file into -dir (generate.Suite), each written atomically.
func runPositionsGen(ctx context.Context, stdout io.Writer, args []string) error {
	fs := newFlagSet("positions gen", "[-dir D]", stdout)
	dir := fs.String("dir", filepath.Join("positions", "suites"), "folder to write <suite>.txt into (run from the module root for the default)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		return usagef("positions gen: -dir: %q is not a folder (run from the module root, or pass -dir)", *dir)
	}
	for _, name := range generate.Names() {
		if err := ctx.Err(); err != nil {
			return err
		}
		data, err := generate.Suite(name)
		if err != nil {
			return err
		}
		path := filepath.Join(*dir, name+".txt")
		if err := atomicfile.WriteFile(path, data); err != nil {
			return fmt.Errorf("positions gen: %w", err)
		}
		fmt.Fprintf(stdout, "wrote %s (%d bytes)\n", path, len(data))
	}
	return nil
}

// runPositionsList prints every embedded suite with its count per board and seat set.
func runPositionsList(stdout io.Writer, args []string) error {
	fs := newFlagSet("positions list", "", stdout)
	if err := parse(fs, args); err != nil {
		return err
	}
	for _, name := range positions.Names() {
		s, err := positions.Load(name)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: %d positions, rules %s (%s)\n", s.Name, len(s.Positions), s.Rules, s.Header.Get("description"))
		for _, c := range s.Counts() {
			fmt.Fprintf(stdout, "  %-8s %-7s %d\n", c.Board, c.Seats, c.N)
		}
	}
	return nil
}
