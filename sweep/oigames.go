package sweep

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/games/focus"
	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/games/spades"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/games/virus"
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
}

// ErrOIGame is GameOI.Run's error for a game the measure has no instance for.
var ErrOIGame = errors.New("sweep: oi: no Opponent Impact instance for the game")

// oiGames instantiates the generic measure for each game of the registry: its position type, read
// back from the position's notation (games.Position hides the type), and its copy.
var oiGames = map[string]func(ctx context.Context, starts []string, rng *rand.Rand, o GameOI) (mpmix.OI, error){
	"hearts":    oiOf(hearts.Parse, (*hearts.State).Clone),
	"spades":    oiOf(spades.Parse, (*spades.State).Clone),
	"virus":     oiOf(virus.Parse, (*virus.State).Clone),
	"focus":     oiOf(focus.Parse, (*focus.State).Clone),
	"tictactoe": oiOf(tictactoe.Parse, (*tictactoe.State).Clone),
}

func oiOf[S gamekit.Evaluated[M], M comparable](parse func(string) (S, error), clone func(S) S) func(context.Context, []string, *rand.Rand, GameOI) (mpmix.OI, error) {
	return func(ctx context.Context, starts []string, rng *rand.Rand, o GameOI) (mpmix.OI, error) {
		ss := make([]S, len(starts))
		for i, t := range starts {
			s, err := parse(t)
			if err != nil {
				return mpmix.OI{}, err
			}
			ss[i] = s
		}
		states := mpmix.SampleStatesOf(rng, ss, clone, o.Samples, o.Plies)
		return mpmix.OpponentImpactOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M]](ctx, states, o.Depth, mpmix.EvalShare)
	}
}

// OIGames lists the games GameOI measures, sorted.
func OIGames() []string {
	var out []string
	for g := range oiGames {
		out = append(out, g)
	}
	slices.Sort(out)
	return out
}

// Run writes one line:
//
//	game=G players=P depth=D plies=N seed=N deals=N samples=N influential=I oi=F pairs=N influential_pairs=N pair_oi=F
//
// game is the spec as given, deals the starts sampled from (1 for a game that is not dealt).
func (o GameOI) Run(ctx context.Context, w io.Writer) error {
	p, err := games.Start(o.Game)
	if err != nil {
		return err
	}
	measure, ok := oiGames[p.Game().Name]
	if !ok {
		return fmt.Errorf("%w %s (have %s)", ErrOIGame, p.Game().Name, strings.Join(OIGames(), ", "))
	}
	starts := []string{p.String()}
	if _, dealt := games.Deal(p, 1); dealt {
		starts = starts[:0]
		for k := range o.Deals {
			d, _ := games.Deal(p, uint64(k+1))
			starts = append(starts, d.String())
		}
	}
	rng := rand.New(rand.NewPCG(o.Seed, uint64(p.NumPlayers())))
	r, err := measure(ctx, starts, rng, o)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "game=%s players=%d depth=%d plies=%d seed=%d deals=%d samples=%d influential=%d oi=%.4f pairs=%d influential_pairs=%d pair_oi=%.4f\n",
		o.Game, p.NumPlayers(), o.Depth, o.Plies, o.Seed, len(starts), r.States, r.Influential, r.Factor(), r.Pairs, r.PairsInfl, r.PairFactor())
	return err
}
