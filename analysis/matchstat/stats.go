package matchstat

import (
	"math"
	"slices"

	"gonum.org/v1/gonum/stat/distuv"
)

// Wilson returns the Wilson score interval of a binomial proportion with wins successes in n
// trials at the given confidence (e.g. 0.95):
// (p̂ + z²/(2n) ± z·sqrt(p̂(1-p̂)/n + z²/(4n²))) / (1 + z²/n), p̂ = wins/n,
// z = Φ⁻¹(1 - (1-confidence)/2). NaN, NaN when n = 0.
func Wilson(wins, n int, confidence float64) (lo, hi float64) {
	if n <= 0 {
		return math.NaN(), math.NaN()
	}
	z := distuv.UnitNormal.Quantile(1 - (1-confidence)/2)
	nf := float64(n)
	p := float64(wins) / nf
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	// At wins = 0 or n one end is exactly 0 or 1; keep rounding from putting it outside.
	return max(0, c-h), min(1, c+h)
}

// SPRT parameters (see the package documentation).
const (
	SPRTDelta = 0.05 // H1: P(win) = fair share + SPRTDelta
	SPRTAlpha = 0.05 // probability of accepting H1 when H0 holds
	SPRTBeta  = 0.05 // probability of accepting H0 when H1 holds
)

// SPRT decisions.
const (
	AcceptH1 = "accept H1"
	AcceptH0 = "accept H0"
	Continue = "continue"
)

// SPRT is Wald's sequential probability ratio test on one contestant's wins against its fair
// share, with the log-likelihood ratio divided by the variance inflation of the block totals
// (games of a block share an opening, so they are not independent trials), decided at block ends.
type SPRT struct {
	Contestant         string  // the contestant tested (the match's first)
	Delta, Alpha, Beta float64 // SPRTDelta, SPRTAlpha, SPRTBeta
	Games              int     // trials: the non-capped games, in game order
	Blocks             int     // the blocks they fall in
	// Inflation is the variance inflation of the block totals estimated from all the blocks
	// (at least 1; 1 with fewer than two blocks); LLR is the binomial log-likelihood ratio
	// after all the games divided by it.
	Inflation    float64
	LLR          float64
	Lower, Upper float64 // ln(β/(1-α)) and ln((1-β)/α)
	Decision     string  // AcceptH1, AcceptH0 or Continue
	// DecidedAt is the number of games at the end of the first block after which the LLR (with
	// the inflation estimated from the blocks so far) first left (Lower, Upper), and
	// LLRAtDecision the LLR then; 0 and NaN when it has not.
	DecidedAt     int
	LLRAtDecision float64
}

// trial is one game of the SPRT: whether the contestant won, its fair share p0, and its block.
type trial struct {
	won   bool
	p0    float64
	block int
}

// newSPRT runs the test over trials in order (the games of a block together).
func newSPRT(name string, trials []trial) SPRT { return sprt(name, trials, true) }

// sprt is newSPRT, or with blocks false the test of independent games: every game its own
// block, no inflation, a decision after any game (what the package did before; kept to show in
// a test what the blocks change).
func sprt(name string, trials []trial, blocks bool) SPRT {
	if !blocks {
		trials = slices.Clone(trials)
		for i := range trials {
			trials[i].block = i
		}
	}
	s := SPRT{
		Contestant: name, Delta: SPRTDelta, Alpha: SPRTAlpha, Beta: SPRTBeta,
		Games:    len(trials),
		Lower:    math.Log(SPRTBeta / (1 - SPRTAlpha)),
		Upper:    math.Log((1 - SPRTBeta) / SPRTAlpha),
		Decision: Continue, LLRAtDecision: math.NaN(), Inflation: 1,
	}
	var llr float64
	var totals []blockTotal
	for i, t := range trials {
		p1 := t.p0 + s.Delta
		if t.won {
			llr += math.Log(p1 / t.p0)
		} else {
			llr += math.Log((1 - p1) / (1 - t.p0))
		}
		if len(totals) == 0 || totals[len(totals)-1].id != t.block {
			totals = append(totals, blockTotal{id: t.block})
		}
		b := &totals[len(totals)-1]
		b.n++
		b.v += t.p0 * (1 - t.p0)
		b.x -= t.p0
		if t.won {
			b.x++
		}
		if i+1 < len(trials) && trials[i+1].block == t.block {
			continue // decide at block ends only
		}
		s.Inflation = 1
		if blocks {
			s.Inflation = inflation(totals)
		}
		s.LLR = llr / s.Inflation
		if s.DecidedAt == 0 && (!blocks || len(totals) >= sprtMinBlocks) {
			switch {
			case s.LLR >= s.Upper:
				s.Decision = AcceptH1
			case s.LLR <= s.Lower:
				s.Decision = AcceptH0
			default:
				continue
			}
			s.DecidedAt, s.LLRAtDecision = i+1, s.LLR
		}
	}
	s.Blocks = len(totals)
	return s
}

// sprtMinBlocks is the first block end at which the SPRT may decide: the inflation is estimated
// from the blocks, and from fewer it is too often underestimated (in the simulation of six-player
// blocks of TestSPRTErrorRatesWithBlocks, deciding from the first block on put both error rates
// at 6.5-7%; from the fifth, at 5-6%).
const sprtMinBlocks = 5

// blockTotal is one block's games of the SPRT: n games, wins minus the fair shares x, and the
// binomial variance of the wins under H0 v.
type blockTotal struct {
	id   int
	n    int
	x, v float64
}

// inflation is the variance of the block totals over their binomial variance: φ = B/(B-1) ·
// Σ_b (x_b - d̂·n_b)² / Σ_b v_b, d̂ = Σ x_b / Σ n_b the mean excess per game, at least 1 (and 1
// with fewer than two blocks). B/(B-1) makes it unbiased for independent games with blocks of
// equal size; dividing the LLR by φ is the quasi-likelihood ratio of over-dispersed trials.
func inflation(blocks []blockTotal) float64 {
	if len(blocks) < 2 {
		return 1
	}
	var x, n, v float64
	for _, b := range blocks {
		x += b.x
		n += float64(b.n)
		v += b.v
	}
	d := x / n
	var ss float64
	for _, b := range blocks {
		r := b.x - d*float64(b.n)
		ss += r * r
	}
	k := float64(len(blocks))
	return max(1, ss/v*k/(k-1))
}
