package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	gamereg "github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/positions/generate"
	"github.com/cctree/cctree/sweep"
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
		fmt.Fprintln(stdout, "usage: cctree positions gen [-dir D] [-game G] | cctree positions list  (Chinese Checkers' suites and the other games')")
		return nil
	}
	return usagef("positions: unknown subcommand %q (want gen or list)", args[0])
}

// runPositionsGen regenerates every suite file into -dir, each written atomically: Chinese
// Checkers' as <suite>.txt (generate.Suite), the other games' as <game>/<suite>.txt
// (generate.GameSuite; the folder of each game is made when missing).
func runPositionsGen(ctx context.Context, stdout io.Writer, args []string) error {
	fs := newFlagSet("positions gen", "[-dir D] [-game G]", stdout)
	dir := fs.String("dir", filepath.Join("positions", "suites"), "folder to write <suite>.txt and <game>/<suite>.txt into (run from the module root for the default; with -game: "+gameSuitesDir+")")
	gameName := fs.String("game", "", "only this game's suites, <game>/initial.txt and mid.txt: any game of the registry, "+strings.Join(gamereg.Names(), ", ")+" (one without committed suites gets the self-play recipe's defaults)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *gameName != "" {
		if _, err := gamereg.Lookup(*gameName); err != nil {
			return usagef("positions gen: -game: %v", err)
		}
		if !flagSet(fs, "dir") {
			*dir = gameSuitesDir
		}
		if err := os.MkdirAll(filepath.Join(*dir, *gameName), 0o777); err != nil {
			return usagef("positions gen: -dir %s: %v", *dir, err)
		}
		return writeGameSuites(ctx, stdout, *dir, *gameName)
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
		if err := writeGameSuites(ctx, stdout, *dir, game); err != nil {
			return err
		}
	}
	return nil
}

// writeGameSuites writes game's suites (generate.GameSuite) as dir/<game>/<suite>.txt.
func writeGameSuites(ctx context.Context, stdout io.Writer, dir, game string) error {
	for _, name := range generate.GameNames(game) {
		if err := ctx.Err(); err != nil {
			return err
		}
		data, err := generate.GameSuite(game, name)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Join(dir, game), 0o755); err != nil {
			return fmt.Errorf("positions gen: %w", err)
		}
		path := filepath.Join(dir, game, name+".txt")
		if err := atomicfile.WriteFile(path, data); err != nil {
			return fmt.Errorf("positions gen: %w", err)
		}
		fmt.Fprintf(stdout, "wrote %s (%d bytes)\n", path, len(data))
	}
	return nil
}

// gameSuitesDir is where the suites of a game without committed ones are written and cached.
var gameSuitesDir = filepath.Join("tmp", "suites")

// ensureGameSuites gives su the suites of the game spec's game when it has no committed ones:
// read from gameSuitesDir/<game>/<suite>.txt, or made there by generate.GameSuite (the mid
// suite's self-play recipe with its defaults; deterministic, so the cache is only a saving), and
// says which on notes. A game with committed suites, or not of the registry, is left to the
// selection to check.
func ensureGameSuites(su *sweep.Suites, spec string, notes io.Writer) error {
	name, _, _ := strings.Cut(spec, "(")
	if _, err := gamereg.Lookup(name); err != nil || len(su.GameSuites(name)) > 0 {
		return nil
	}
	for _, suite := range generate.GameNames(name) {
		path := filepath.Join(gameSuitesDir, name, suite+".txt")
		if data, err := os.ReadFile(path); err == nil && su.AddGameSuite(name, suite, data) == nil {
			if notes != nil {
				fmt.Fprintf(notes, "cctree: %s has no committed suites: %s from %s (delete it to make it again)\n", name, suite, path)
			}
			continue
		}
		data, err := generate.GameSuite(name, suite)
		if err != nil {
			return fmt.Errorf("-game %s: making its %s suite: %v", spec, suite, err)
		}
		if err := su.AddGameSuite(name, suite, data); err != nil {
			return err
		}
		where := "kept in memory only"
		if os.MkdirAll(filepath.Dir(path), 0o777) == nil && atomicfile.WriteFile(path, data) == nil {
			where = "cached in " + path
		}
		if notes != nil {
			fmt.Fprintf(notes, "cctree: %s has no committed suites: made its %s suite (cctree positions gen -game %s), %s\n", name, suite, name, where)
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
