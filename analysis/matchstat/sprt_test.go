package matchstat

import (
	"math"
	"math/rand/v2"
	"testing"
)

// sixPlayerBlock is one block of a two-contestant match on six seats: every seating (2^6 - 2),
// the tested contestant's fair share in each its seats over 6.
func sixPlayerBlock() []float64 {
	var p0 []float64
	for mask := 1; mask < 1<<6-1; mask++ {
		k := 0
		for m := mask; m > 0; m >>= 1 {
			k += m & 1
		}
		p0 = append(p0, float64(k)/6)
	}
	return p0
}

// simulateSPRT plays runs matches of up to maxBlocks blocks of six-player games in which the
// tested contestant's chance in a game is its fair share plus excess plus a shift u_b ~ N(0, τ²)
// shared by the games of block b, and returns the fractions that accepted H1 and H0.
func simulateSPRT(seed uint64, runs, maxBlocks int, excess, tau float64, blocks bool) (h1, h0 float64) {
	rng := rand.New(rand.NewPCG(seed, 1))
	p0 := sixPlayerBlock()
	var a1, a0 int
	for range runs {
		var trials []trial
		for b := range maxBlocks {
			u := tau * rng.NormFloat64()
			for _, p := range p0 {
				q := min(0.999, max(0.001, p+excess+u))
				trials = append(trials, trial{won: rng.Float64() < q, p0: p, block: b})
			}
			if s := sprt("a", trials, blocks); s.DecidedAt > 0 {
				if s.Decision == AcceptH1 {
					a1++
				} else {
					a0++
				}
				break
			}
		}
	}
	return float64(a1) / float64(runs), float64(a0) / float64(runs)
}

// blockTau is the SD of the per-block shift that makes six-player block totals 1.8 times their
// binomial variance, as measured in match-opps-brsplus-6p.jsonl: n²τ² = 0.8 Σ p0(1-p0).
func blockTau() float64 {
	var v float64
	p0 := sixPlayerBlock()
	for _, p := range p0 {
		v += p * (1 - p)
	}
	n := float64(len(p0))
	return math.Sqrt(0.8 * v / (n * n))
}

// TestSPRTErrorRatesWithBlocks: with six players and games correlated within blocks as in the
// committed data, the SPRT accepts H1 under H0 (no excess) and H0 under H1 (excess δ) each
// 5% ± 1.5% of the time; the same test without the inflation (games as independent trials)
// does not, which shows the simulation can tell.
func TestSPRTErrorRatesWithBlocks(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates 3,000 matches")
	}
	const runs = 2000
	tau := blockTau()
	alpha, _ := simulateSPRT(1, runs, 400, 0, tau, true)
	_, beta := simulateSPRT(2, runs, 400, SPRTDelta, tau, true)
	t.Logf("block SD %.4f: P(accept H1 | H0) = %.3f, P(accept H0 | H1) = %.3f (%d runs each)", tau, alpha, beta, runs)
	for _, c := range []struct {
		name string
		rate float64
	}{{"alpha", alpha}, {"beta", beta}} {
		if math.Abs(c.rate-0.05) > 0.015 {
			t.Errorf("%s = %.3f, want 0.05 ± 0.015", c.name, c.rate)
		}
	}
	// Games taken as independent trials: alpha well above 5% with these blocks.
	naive, _ := simulateSPRT(1, runs/2, 400, 0, tau, false)
	t.Logf("games as independent trials: P(accept H1 | H0) = %.3f", naive)
	if naive < 0.08 {
		t.Errorf("without the inflation alpha = %.3f; the simulation's blocks should push it above 0.08", naive)
	}
}
