package matchstat

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"gonum.org/v1/gonum/stat"
)

// Inflation is the variance inflation of a contestant's win rate from its blocks: the variance
// of the mean of its per-block rates (SD²/B) over the binomial variance of its rate
// (p(1-p)/n), at least 1, and 1 with fewer than two blocks or a rate of 0 or 1. Its games are
// worth n / Inflation independent trials.
func Inflation(c *Contestant) float64 {
	if c.Blocks.N < 2 || c.Games == 0 || c.P <= 0 || c.P >= 1 {
		return 1
	}
	return max(1, (c.Blocks.SD*c.Blocks.SD/float64(c.Blocks.N))/(c.P*(1-c.P)/float64(c.Games)))
}

// LeadResult is a contestant's win rate minus the best other contestant's (Lead).
type LeadResult struct {
	Value       float64 // Mine - Other
	Mine, Other float64 // the two win rates
	Best        string  // the best other contestant on all the data
	// SE is the SD of the bootstrap leads, Lo and Hi their 2.5% and 97.5% percentiles.
	SE, Lo, Hi float64
	Blocks     int
}

// Lead is contestant's win rate minus the best other contestant's in s, bootstrapped over
// blocks: each of resamples resamples draws the blocks with replacement (a PCG stream seeded
// with seed) and recomputes both rates and which other contestant is best from the drawn
// blocks. The two rates come from the same games, so the difference is paired; and because the
// best other contestant is chosen anew in every resample, the selection made after seeing the
// data is part of the spread (the observed lead, the best of the others picked by the data, is
// biased against the contestant, not for it). At least two blocks.
func Lead(s *Summary, contestant string, resamples int, seed uint64) (LeadResult, error) {
	me := slices.Index(s.Contestants, contestant)
	if me < 0 {
		return LeadResult{}, fmt.Errorf("no contestant %s (have %v)", contestant, s.Contestants)
	}
	if len(s.Contestants) < 2 || len(s.PerBlock) < 2 {
		return LeadResult{}, fmt.Errorf("a lead needs another contestant and at least two blocks (have %d contestants, %d blocks)", len(s.Contestants), len(s.PerBlock))
	}
	if resamples < 1 {
		return LeadResult{}, fmt.Errorf("resamples %d: want at least 1", resamples)
	}
	k := len(s.Contestants)
	lead := func(weight []int) (v, mine, other float64, best int) {
		games, wins := make([]float64, k), make([]float64, k)
		for i, b := range s.PerBlock {
			w := float64(weight[i])
			for c := range k {
				games[c] += w * float64(b.Games[c])
				wins[c] += w * float64(b.Wins[c])
			}
		}
		best, other = -1, math.Inf(-1)
		for c := range k {
			if c == me || games[c] == 0 {
				continue
			}
			if r := wins[c] / games[c]; r > other {
				best, other = c, r
			}
		}
		mine = wins[me] / games[me]
		return mine - other, mine, other, best
	}
	ones := make([]int, len(s.PerBlock))
	for i := range ones {
		ones[i] = 1
	}
	v, mine, other, best := lead(ones)
	if best < 0 || math.IsNaN(v) {
		return LeadResult{}, fmt.Errorf("%s or every other contestant has no games", contestant)
	}
	rng := rand.New(rand.NewPCG(seed, 0x1ead))
	boot := make([]float64, 0, resamples)
	w := make([]int, len(s.PerBlock))
	for range resamples {
		clear(w)
		for range w {
			w[rng.IntN(len(w))]++
		}
		if b, _, _, _ := lead(w); !math.IsNaN(b) && !math.IsInf(b, 0) {
			boot = append(boot, b)
		}
	}
	slices.Sort(boot)
	return LeadResult{Value: v, Mine: mine, Other: other, Best: s.Contestants[best], SE: stat.StdDev(boot, nil),
		Lo: stat.Quantile(0.025, stat.Empirical, boot, nil), Hi: stat.Quantile(0.975, stat.Empirical, boot, nil), Blocks: len(s.PerBlock)}, nil
}
