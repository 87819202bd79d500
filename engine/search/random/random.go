// Package random is the random strategy of Franks' framework (§7.3: "The random strategy picks a
// child at random; when the children are restricted to the best children, this will slowly
// progress towards winning") and the match engine's random player: a uniformly random legal move,
// or, with best=N, a uniformly random one of the N best children by the evaluation (eval=).
//
// Guarantees: the draws come from the searcher's seeded generator (search.Seeder), one IntN per
// move, so a seeded random player makes the same moves on every machine; unseeded it draws as if
// seeded with (0, 0). It searches nothing: NC is 0 and Depth 0.
package random

//go:generate go run gen.go

import (
	"context"
	"time"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/spec"
)

// Family is the random strategy for the registry: random, random(best=N), random(eval=E,best=N).
var Family = spec.Family{
	Name:  "random",
	Usage: "random, random(best=N) or random(eval=default|franks1|franks2|franks3,best=N) with N >= 1",
	Parse: func(a *spec.Args) (spec.Config, error) {
		t, err := a.Tuning()
		if err != nil {
			return nil, err
		}
		if err := a.Done(0); err != nil {
			return nil, err
		}
		if t.Ties > 0 {
			return nil, a.Errorf("ties does not apply: a random player has no best move to keep")
		}
		if t.Eval != eval.Default && t.Best == 0 {
			return nil, a.Errorf("eval=%s without best=N changes nothing; give best=N", t.Eval)
		}
		return Config{Tune: t}, nil
	},
}

// Config is a random player's configuration, what a spec of the family means (spec.Config).
type Config struct {
	Tune search.Tuning // the evaluation and best-x limit (Ties is always 0)
}

// String returns the canonical spec: "random", "random(best=N)", "random(eval=E,best=N)".
func (c Config) String() string { return spec.Join("random", c.Tune.Args()) }

// New returns a new random player of c.
func (c Config) New() search.Searcher { return New(c.Tune) }

// Searcher is a random player. Make it with New; it is not safe for concurrent use.
//
// SearcherOf is the random player of any game (best-x by the game's Source); Chinese Checkers'
// instance is generated from this source as Searcher (gen.go).
type SearcherOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}] struct {
	tune search.Tuning
	tie  search.Tie
	src  Src
	buf  [gamekit.MaxMoves]M
}

// NewOf returns a random player with t's evaluation and best-x limit (t.Ties is not used).
func NewOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}](t search.Tuning) *SearcherOf[S, M, P, Src, PSrc] {
	r := &SearcherOf[S, M, P, Src, PSrc]{tune: t}
	r.tie.Seed(0, 0)
	return r
}

// Name returns the canonical spec.
func (r *SearcherOf[S, M, P, Src, PSrc]) Name() string { return Config{Tune: r.tune}.String() }

// Seed implements search.Seeder.
func (r *SearcherOf[S, M, P, Src, PSrc]) Seed(seed, stream uint64) { r.tie.Seed(seed, stream) }

// Reset returns the generator to its seed.
func (r *SearcherOf[S, M, P, Src, PSrc]) Reset() { r.tie.Reset() }

// Search picks the move: moves[IntN(n)] of s's legal moves in generation order, or of the best
// best=N in their order by the evaluation. A terminal s gets the pass.
func (r *SearcherOf[S, M, P, Src, PSrc]) Search(_ context.Context, s S, _ search.Limits) search.ResultOf[M] {
	start := time.Now()
	res := search.ResultOf[M]{Move: s.PassMove()}
	if !s.Terminal() {
		moves := s.Moves(r.buf[:0])
		if r.tune.Best > 0 {
			moves = PSrc(&r.src).Best(s, moves, uint8(r.tune.Eval), 0, r.tune.Best)
		}
		res.Move = moves[r.tie.IntN(len(moves))]
	}
	res.Elapsed = time.Since(start)
	return res
}
