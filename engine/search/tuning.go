package search

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/eval"
)

// Tuning holds the options of Franks' framework ("Multiplayer Search Algorithms and Strategies",
// §5.2.2.1, §7.2, §7.3) that a kernel applies on top of its searcher: the spec keys eval=, best=
// and ties=. The zero Tuning is the searcher as it is without them (every node count unchanged).
//
//   - Eval: the evaluation of horizon leaves and won positions (see eval.Eval).
//   - Best: "limited to the best x moves": at every node the mover's children are all scored by
//     Eval for the mover and only the best Best are searched, best first (eval.Orderer.Best); 0
//     searches every child in static ordering.
//   - Ties: "when a strategy encountered another board with the same heuristic value, it used the
//     newly-found value 25% of the time": a child whose value equals the best so far replaces it
//     with probability Ties (drawn from the searcher's seeded generator, see Seeder).
type Tuning struct {
	Eval eval.Eval
	Best int
	Ties float64
}

// IsZero reports whether t changes nothing.
func (t Tuning) IsZero() bool { return t == Tuning{} }

// Args returns t as spec arguments in canonical order ("eval=franks3,best=6,ties=0.25"), empty
// for the zero Tuning.
func (t Tuning) Args() string {
	var args []string
	if t.Eval != eval.Default {
		args = append(args, "eval="+t.Eval.String())
	}
	if t.Best > 0 {
		args = append(args, "best="+strconv.Itoa(t.Best))
	}
	if t.Ties > 0 {
		args = append(args, "ties="+strconv.FormatFloat(t.Ties, 'g', -1, 64))
	}
	return strings.Join(args, ",")
}

// Seeder is implemented by searchers that draw random numbers (tie randomisation, the random
// strategy). Seed sets the generator to PCG(seed, stream); Reset returns it there. A searcher
// that is never seeded draws as if seeded with (0, 0), so its moves are still reproducible. The
// match engine seeds each player of each game with the match seed and the game and player index.
type Seeder interface {
	Seed(seed, stream uint64)
}

// Tie is a kernel's seeded tie breaker for Tuning.Ties.
type Tie struct {
	p            float64
	seed, stream uint64
	pcg          rand.PCG
	rng          *rand.Rand
}

// SetP sets the replacement probability; 0 disables drawing.
func (t *Tie) SetP(p float64) { t.p = p; t.Seed(t.seed, t.stream) }

// Seed implements Seeder.
func (t *Tie) Seed(seed, stream uint64) {
	t.seed, t.stream = seed, stream
	t.pcg.Seed(seed, stream)
	if t.rng == nil {
		t.rng = rand.New(&t.pcg)
	}
}

// Reset returns the generator to its seed.
func (t *Tie) Reset() { t.pcg.Seed(t.seed, t.stream) }

// Replace reports whether a newly found equal value replaces the best: true with probability p.
func (t *Tie) Replace() bool {
	return t.p > 0 && t.rng.Float64() < t.p
}

// IntN returns a uniform draw in [0, n) from the same generator (the random strategy).
func (t *Tie) IntN(n int) int {
	if t.rng == nil {
		t.Seed(0, 0)
	}
	return t.rng.IntN(n)
}
