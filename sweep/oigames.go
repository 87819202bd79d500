package sweep

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/engine/searchers/games"
)

// GameOI estimates the Opponent Impact factor of the MP-Mix paper (§5; mpmix.OpponentImpactOf)
// of a game of the registry other than Chinese Checkers, under the evaluation its game spec
// selects (hearts(eval=mpmix): the paper's Hearts heuristic), on states sampled as the paper
// samples states met in play: each sample a start drawn from deals 1 to Deals (a game that is not
// dealt has its one start), then 0 to Plies moves, each among the mover's three best in the game's
// static ordering (mpmix.SampleStatesOf). What `cctree oi -game` prints.
type GameOI struct {
	Game    string // the game spec: "hearts(players=4,eval=mpmix)"
	Deals   int    // deals the samples start from (seeds 1 to Deals); ignored by a game that is not dealt
	Samples int    // states sampled
	Seed    uint64 // seeds the sampling, with the player count
	Depth   int    // search depth of the estimate, 1 to mpmix.MaxOIDepth
	Plies   int    // each sample plays 0 to this many moves from its start
	// Eval is the values compared: the game's vector (mpmix.EvalShare, the default) or each
	// player's raw measure where the game has one (mpmix.EvalProgress: Risk's strengths; a game
	// without one, its vector).
	Eval mpmix.Eval
}

// Run writes one line:
//
//	game=G [eval=progress] players=P depth=D plies=N seed=N deals=N samples=N influential=I oi=F pairs=N influential_pairs=N pair_oi=F
//
// game is the spec as given, deals the starts sampled from (1 for a game that is not dealt);
// eval=progress is written for Eval = mpmix.EvalProgress only (the game's vector is the default,
// as the lines written before Eval existed).
func (o GameOI) Run(ctx context.Context, w io.Writer) error {
	p, err := games.Start(o.Game)
	if err != nil {
		return err
	}
	starts := []games.Position{p}
	if _, dealt := games.Deal(p, 1); dealt {
		starts = starts[:0]
		for k := range o.Deals {
			d, _ := games.Deal(p, uint64(k+1))
			starts = append(starts, d)
		}
	}
	rng := rand.New(rand.NewPCG(o.Seed, uint64(p.NumPlayers())))
	r, err := p.Game().OpponentImpact(ctx, starts, rng, o.Samples, o.Plies, o.Depth, o.Eval)
	if err != nil {
		return err
	}
	ev := ""
	if o.Eval == mpmix.EvalProgress {
		ev = " eval=progress"
	}
	_, err = fmt.Fprintf(w, "game=%s%s players=%d depth=%d plies=%d seed=%d deals=%d samples=%d influential=%d oi=%.4f pairs=%d influential_pairs=%d pair_oi=%.4f\n",
		o.Game, ev, p.NumPlayers(), o.Depth, o.Plies, o.Seed, len(starts), r.States, r.Influential, r.Factor(), r.Pairs, r.PairsInfl, r.PairFactor())
	return err
}
