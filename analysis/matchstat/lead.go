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
	Value       float64 // the cross-fitted lead (Lead)
	Mine, Other float64 // the contestant's rate and the chosen others' in the halves they were measured on, averaged over the two halves
	Best        string  // the best other contestant on all the data (for display)
	// SE is the SD of the bootstrap leads, Lo and Hi their 2.5% and 97.5% percentiles.
	SE, Lo, Hi float64
	Blocks     int
}

// Lead is contestant's win rate minus the best other contestant's in s, with the choice of the
// best other made on half the data: the blocks are split into two halves (alternate blocks in
// block order); the best other is picked on one half and the difference measured on the other,
// both ways round, and the lead is the mean of the two differences. Picking the best on the
// same games it is measured on biases the lead against the contestant (the others' best rate
// is partly luck), and a bootstrap of that biased statistic carries the bias twice; measured on
// the other half, each difference is unbiased for the contestant chosen. The two rates of a
// difference come from the same games, so it is paired. SE and the percentile interval are
// from resamples resamples of the blocks within each half (a PCG stream seeded with seed). At
// least two blocks.
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
	// rates are the win rates of the blocks drawn (weight: how often each block is drawn).
	rates := func(weight []int) []float64 {
		games, wins := make([]float64, k), make([]float64, k)
		for i, b := range s.PerBlock {
			w := float64(weight[i])
			for c := range k {
				games[c] += w * float64(b.Games[c])
				wins[c] += w * float64(b.Wins[c])
			}
		}
		r := make([]float64, k)
		for c := range k {
			r[c] = wins[c] / games[c] // NaN without games
		}
		return r
	}
	bestOther := func(r []float64) int {
		best := -1
		for c := range k {
			if c != me && !math.IsNaN(r[c]) && (best < 0 || r[c] > r[best]) {
				best = c
			}
		}
		return best
	}
	// lead cross-fits over the halves: weights of the blocks of half 0 and of half 1.
	lead := func(w [2][]int) (v, mine, other float64) {
		r := [2][]float64{rates(w[0]), rates(w[1])}
		for h := range 2 {
			b := bestOther(r[h])
			if b < 0 {
				return math.NaN(), math.NaN(), math.NaN()
			}
			mine += r[1-h][me] / 2
			other += r[1-h][b] / 2
		}
		return mine - other, mine, other
	}
	n := len(s.PerBlock)
	var half [2][]int // block indices of each half
	for i := range n {
		half[i%2] = append(half[i%2], i)
	}
	weights := func(draw func(h int) []int) [2][]int {
		var w [2][]int
		for h := range 2 {
			w[h] = make([]int, n)
			for _, i := range draw(h) {
				w[h][i]++
			}
		}
		return w
	}
	v, mine, other := lead(weights(func(h int) []int { return half[h] }))
	best := bestOther(rates(weights(func(int) []int { return append(slices.Clone(half[0]), half[1]...) })[0]))
	if math.IsNaN(v) || best < 0 {
		return LeadResult{}, fmt.Errorf("%s, or every other contestant, has no games in one half of the blocks", contestant)
	}
	rng := rand.New(rand.NewPCG(seed, 0x1ead))
	boot := make([]float64, 0, resamples)
	for range resamples {
		b, _, _ := lead(weights(func(h int) []int {
			d := make([]int, len(half[h]))
			for j := range d {
				d[j] = half[h][rng.IntN(len(half[h]))]
			}
			return d
		}))
		if !math.IsNaN(b) {
			boot = append(boot, b)
		}
	}
	slices.Sort(boot)
	return LeadResult{Value: v, Mine: mine, Other: other, Best: s.Contestants[best], SE: stat.StdDev(boot, nil),
		Lo: stat.Quantile(0.025, stat.Empirical, boot, nil), Hi: stat.Quantile(0.975, stat.Empirical, boot, nil), Blocks: n}, nil
}

// PerSeat is s with each block's games of a contestant counted once per seat it holds there
// (seats, by contestant: a design's counts), so that a contestant on k seats of every table is
// compared with the others as one player, its rate its wins over its seats. It is an error when a
// contestant has no seat count.
func PerSeat(s *Summary, seats map[string]int) (*Summary, error) {
	ps := *s
	ps.PerBlock = make([]BlockCount, len(s.PerBlock))
	for i, b := range s.PerBlock {
		g := make([]int, len(b.Games))
		for c, name := range s.Contestants {
			k, ok := seats[name]
			if !ok || k < 1 {
				return nil, fmt.Errorf("contestant %s has no seat count (have %v)", name, seats)
			}
			g[c] = b.Games[c] * k
		}
		ps.PerBlock[i] = BlockCount{Block: b.Block, Games: g, Wins: b.Wins}
	}
	return &ps, nil
}
