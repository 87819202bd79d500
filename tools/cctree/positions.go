package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

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
		fmt.Fprintln(stdout, "usage: cctree positions gen [-dir D] | cctree positions list  (Chinese Checkers' suites and the other games')")
		return nil
	}
	return usagef("positions: unknown subcommand %q (want gen or list)", args[0])
}

// runPositionsGen regenerates every suite file into -dir, each written atomically: Chinese
// Checkers' as <suite>.txt (generate.Suite), the other games' as <game>/<suite>.txt
// (generate.GameSuite; the folder of each game is made when missing).
func runPositionsGen(ctx context.Context, stdout io.Writer, args []string) error {
	fs := newFlagSet("positions gen", "[-dir D]", stdout)
	dir := fs.String("dir", filepath.Join("positions", "suites"), "folder to write <suite>.txt and <game>/<suite>.txt into (run from the module root for the default)")
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
	for _, game := range generate.Games() {
		for _, name := range generate.GameNames(game) {
			if err := ctx.Err(); err != nil {
				return err
			}
			data, err := generate.GameSuite(game, name)
			if err != nil {
				return err
			}
			if err := os.MkdirAll(filepath.Join(*dir, game), 0o755); err != nil {
				return fmt.Errorf("positions gen: %w", err)
			}
			path := filepath.Join(*dir, game, name+".txt")
			if err := atomicfile.WriteFile(path, data); err != nil {
				return fmt.Errorf("positions gen: %w", err)
			}
			fmt.Fprintf(stdout, "wrote %s (%d bytes)\n", path, len(data))
		}
	}
	return nil
}

// runPositionsList prints every embedded suite with its count per board and seat set, then the
// other games' suites with their count per game spec (the players, from each position's id).
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
	for _, game := range positions.Games() {
		for _, name := range positions.GameSuites(game) {
			s, err := positions.LoadGame(game, name)
			if err != nil {
				return err
			}
			fmt.Fprintf(stdout, "%s/%s: %d positions (%s)\n", game, name, len(s.Positions), s.Header.Get("description"))
			var specs []string
			count := map[string]int{}
			for _, p := range s.Positions {
				// Ids are <game>-<players> or <game>-<players>-NNN (positions.ParseGame's rule).
				players := strings.Split(strings.TrimPrefix(p.ID, game+"-"), "-")[0]
				spec := fmt.Sprintf("%s(players=%s)", game, players)
				if count[spec] == 0 {
					specs = append(specs, spec)
				}
				count[spec]++
			}
			for _, spec := range specs {
				fmt.Fprintf(stdout, "  %-17s %d\n", spec, count[spec])
			}
		}
	}
	return nil
}
