package sweep

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/positions"
)

// OI estimates the Opponent Impact factor of the MP-Mix paper (§5; mpmix.OpponentImpact) on
// states sampled from a position suite, separately for each player count (the two 5-player
// seatings together): what `cctree oi` prints and the opponent-impact experiment keeps.
type OI struct {
	Suite   *positions.Suite
	Board   string // only positions on this board ("": every board)
	Seats   string // only positions with these seats ("": every seat set)
	Samples int    // states sampled per player count
	Seed    uint64 // seeds the sampling, with the player count
	Depth   int    // search depth of the estimate, 1 to mpmix.MaxOIDepth
	Plies   int    // each sample plays 0 to this many plies from its suite position
	Eval    mpmix.Eval
}

// ErrNoOIPositions is OI.Run's error when no position of the suite has the board and seats.
var ErrNoOIPositions = errors.New("sweep: oi: no position of the suite has the board and seats")

// Run writes one line per player count, in increasing order:
//
//	players=P suite=S depth=D eval=E plies=N seed=N samples=N influential=I oi=F pairs=N influential_pairs=N pair_oi=F
//
// samples is the number of states the estimate oi = influential/samples rests on; pair_oi is the
// same over (state, opponent) pairs.
func (o OI) Run(ctx context.Context, w io.Writer) error {
	byPlayers := map[int][]*game.State{}
	for _, p := range o.Suite.Positions {
		if o.Board != "" && p.Board() != o.Board || o.Seats != "" && p.Seats() != o.Seats {
			continue
		}
		s, err := p.State()
		if err != nil {
			return err
		}
		byPlayers[s.Players] = append(byPlayers[s.Players], s)
	}
	if len(byPlayers) == 0 {
		return ErrNoOIPositions
	}
	counts := make([]int, 0, len(byPlayers))
	for k := range byPlayers {
		counts = append(counts, k)
	}
	slices.Sort(counts)
	for _, k := range counts {
		rng := rand.New(rand.NewPCG(o.Seed, uint64(k)))
		states := mpmix.SampleStates(rng, byPlayers[k], o.Samples, o.Plies)
		r, err := mpmix.OpponentImpact(ctx, states, o.Depth, o.Eval)
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "players=%d suite=%s depth=%d eval=%s plies=%d seed=%d samples=%d influential=%d oi=%.4f pairs=%d influential_pairs=%d pair_oi=%.4f\n",
			k, o.Suite.Name, o.Depth, o.Eval, o.Plies, o.Seed, r.States, r.Influential, r.Factor(), r.Pairs, r.PairsInfl, r.PairFactor()); err != nil {
			return err
		}
	}
	return nil
}
