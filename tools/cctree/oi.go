package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"strings"

	"github.com/cctree/cctree/engine/search/mpmix"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep"
)

// runOI estimates the Opponent Impact factor of the MP-Mix paper (§5; sweep.OI) on
// states sampled from a position suite, and prints one line per player count:
//
//	players=P suite=S depth=D eval=E plies=N seed=N samples=N influential=I oi=F pairs=N influential_pairs=N pair_oi=F
//
// samples is the number of states the estimate oi = influential/samples rests on; pair_oi is the
// same over (state, opponent) pairs. -board and -seats keep only the suite's positions on that
// board or with those seats (empty: all); states are sampled separately for each player count
// (the two 5-player seatings together).
//
// With -game (a game of the registry other than Chinese Checkers, e.g. 'hearts(eval=mpmix)', the
// MP-Mix paper's Hearts heuristic) it measures that game under the evaluation its spec selects, on
// states sampled from deals 1 to -deals (sweep.GameOI), and prints one line:
//
//	game=G [eval=progress] players=P depth=D plies=N seed=N deals=N samples=N influential=I oi=F pairs=N influential_pairs=N pair_oi=F
//
// -eval progress compares, with -game, each player's raw measure instead of the game's vector,
// for a game that has one (Risk: each player's strength, not his share of them); it is refused
// for the others, whose spec selects their evaluation. -suite, -board and -seats are Chinese
// Checkers' and are refused with -game.
func runOI(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("oi", "[-suite initial|mid] [-board B] [-seats S] [-samples N] [-seed N] [-depth D] [-plies N] [-eval share|progress] | -game SPEC [-deals N] [-samples N] [-seed N] [-depth D] [-plies N]", stdout)
	gameSpec := fs.String("game", "", "a game other than Chinese Checkers, e.g. 'hearts(eval=mpmix)' (its spec selects the evaluation); empty: Chinese Checkers")
	deals := fs.Int("deals", 100, "with -game: the deals (seeds 1 to N) the samples start from, for a dealt game")
	suiteName := fs.String("suite", "initial", "position suite to sample from (cctree positions list)")
	boardName := fs.String("board", "", "keep only positions on this board, star73 or star121 (empty: all)")
	seats := fs.String("seats", "", "keep only positions with these seats, e.g. 0134 (empty: all)")
	samples := fs.Int("samples", 200, "states sampled per player count")
	seed := fs.Uint64("seed", 1, "random seed of the sampling")
	depth := fs.Int("depth", 1, "search depth of the estimate: 1 evaluates the children of the player to move")
	plies := fs.Int("plies", 60, "each sample plays 0 to this many plies from its suite position (players pick among their 3 best moves)")
	evalName := fs.String("eval", "share", "evaluation: share (the default heuristic, normalised) or progress (unnormalised)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *gameSpec != "" {
		ev, err := mpmix.ParseEval(*evalName)
		if err != nil {
			return usagef("-eval: %v", err)
		}
		return runGameOI(ctx, stdout, fs, sweep.GameOI{Game: *gameSpec, Deals: *deals, Samples: *samples, Seed: *seed, Depth: *depth, Plies: *plies, Eval: ev})
	}
	suite, err := positions.Load(*suiteName)
	if err != nil {
		return usagef("-suite: %v", err)
	}
	ev, err := mpmix.ParseEval(*evalName)
	if err != nil {
		return usagef("-eval: %v", err)
	}
	switch {
	case *samples < 1:
		return usagef("-samples: want at least 1, got %d", *samples)
	case *depth < 1 || *depth > mpmix.MaxOIDepth:
		return usagef("-depth: want 1 to %d, got %d", mpmix.MaxOIDepth, *depth)
	case *plies < 0:
		return usagef("-plies: want 0 or more, got %d", *plies)
	}
	o := sweep.OI{Suite: suite, Board: *boardName, Seats: *seats, Samples: *samples, Seed: *seed, Depth: *depth, Plies: *plies, Eval: ev}
	if err := o.Run(ctx, stdout); err != nil {
		if errors.Is(err, sweep.ErrNoOIPositions) {
			return usagef("no position of suite %s matches -board %q -seats %q (cctree positions list shows them)", suite.Name, *boardName, *seats)
		}
		return err
	}
	return nil
}

// runGameOI is cctree oi -game: the flags of Chinese Checkers' estimate are refused, the others
// checked, and sweep.GameOI run.
func runGameOI(ctx context.Context, stdout io.Writer, fs *flag.FlagSet, o sweep.GameOI) error {
	var ccOnly []string
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "suite", "board", "seats":
			ccOnly = append(ccOnly, "-"+f.Name)
		}
	})
	switch {
	case len(ccOnly) > 0:
		return usagef("%s: Chinese Checkers' only; with -game the samples start from -deals deals", strings.Join(ccOnly, ", "))
	case o.Samples < 1:
		return usagef("-samples: want at least 1, got %d", o.Samples)
	case o.Depth < 1 || o.Depth > mpmix.MaxOIDepth:
		return usagef("-depth: want 1 to %d, got %d", mpmix.MaxOIDepth, o.Depth)
	case o.Plies < 0:
		return usagef("-plies: want 0 or more, got %d", o.Plies)
	case o.Deals < 1:
		return usagef("-deals: want at least 1, got %d", o.Deals)
	}
	p, err := gamereg.Start(o.Game)
	if err != nil {
		return usagef("-game: %v", err)
	}
	if o.Eval == mpmix.EvalProgress && !p.Game().Progress {
		return usagef("-eval progress: %s has no raw measure per player beside its value vector (its game spec selects its evaluation, e.g. 'hearts(eval=points)'); risk has one, its strengths", p.Game().Name)
	}
	return o.Run(ctx, stdout)
}
