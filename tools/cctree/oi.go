package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/positions"
)

// runOI estimates the Opponent Impact factor of the MP-Mix paper (§5; mpmix.OpponentImpact) on
// states sampled from a position suite, and prints one line per player count:
//
//	players=P suite=S depth=D eval=E plies=N seed=N samples=N influential=I oi=F pairs=N influential_pairs=N pair_oi=F
//
// samples is the number of states the estimate oi = influential/samples rests on; pair_oi is the
// same over (state, opponent) pairs. -board and -seats keep only the suite's positions on that
// board or with those seats (empty: all); states are sampled separately for each player count
// (the two 5-player seatings together).
func runOI(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("oi", "[-suite initial|mid] [-board B] [-seats S] [-samples N] [-seed N] [-depth D] [-plies N] [-eval share|progress]", stdout)
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
	byPlayers := map[int][]*game.State{}
	for _, p := range suite.Positions {
		if *boardName != "" && p.Board() != *boardName || *seats != "" && p.Seats() != *seats {
			continue
		}
		s, err := p.State()
		if err != nil {
			return err
		}
		byPlayers[s.Players] = append(byPlayers[s.Players], s)
	}
	if len(byPlayers) == 0 {
		return usagef("no position of suite %s matches -board %q -seats %q (cctree positions list shows them)", suite.Name, *boardName, *seats)
	}
	counts := make([]int, 0, len(byPlayers))
	for k := range byPlayers {
		counts = append(counts, k)
	}
	slices.Sort(counts)
	for _, k := range counts {
		rng := rand.New(rand.NewPCG(*seed, uint64(k)))
		states := mpmix.SampleStates(rng, byPlayers[k], *samples, *plies)
		r, err := mpmix.OpponentImpact(ctx, states, *depth, ev)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "players=%d suite=%s depth=%d eval=%s plies=%d seed=%d samples=%d influential=%d oi=%.4f pairs=%d influential_pairs=%d pair_oi=%.4f\n",
			k, suite.Name, *depth, ev, *plies, *seed, r.States, r.Influential, r.Factor(), r.Pairs, r.PairsInfl, r.PairFactor())
	}
	return nil
}
