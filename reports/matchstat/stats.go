package matchstat

import (
	"math"

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
// share.
type SPRT struct {
	Contestant         string  // the contestant tested (the match's first)
	Delta, Alpha, Beta float64 // SPRTDelta, SPRTAlpha, SPRTBeta
	Games              int     // trials: the non-capped games, in game order
	LLR                float64 // the log-likelihood ratio after all of them
	Lower, Upper       float64 // ln(β/(1-α)) and ln((1-β)/α)
	Decision           string  // AcceptH1, AcceptH0 or Continue
	// DecidedAt is the number of games after which the LLR first left (Lower, Upper), and
	// LLRAtDecision the LLR then; 0 and NaN when it has not.
	DecidedAt     int
	LLRAtDecision float64
}

// trial is one game of the SPRT: whether the contestant won and its fair share p0.
type trial struct {
	won bool
	p0  float64
}

// newSPRT runs the test over trials in order.
func newSPRT(name string, trials []trial) SPRT {
	s := SPRT{
		Contestant: name, Delta: SPRTDelta, Alpha: SPRTAlpha, Beta: SPRTBeta,
		Games:    len(trials),
		Lower:    math.Log(SPRTBeta / (1 - SPRTAlpha)),
		Upper:    math.Log((1 - SPRTBeta) / SPRTAlpha),
		Decision: Continue, LLRAtDecision: math.NaN(),
	}
	for i, t := range trials {
		p1 := t.p0 + s.Delta
		if t.won {
			s.LLR += math.Log(p1 / t.p0)
		} else {
			s.LLR += math.Log((1 - p1) / (1 - t.p0))
		}
		if s.DecidedAt == 0 {
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
	return s
}
