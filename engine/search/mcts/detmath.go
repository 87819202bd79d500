package mcts

import "math"

// ln is the natural logarithm of n >= 1, computed so that every machine gets the same bits:
// math.Log is assembly on some architectures and may fuse operations on others, so UCT's scores
// (and the moves they choose) could differ between machines. n = m 2^e with m in [1, 2), and
// ln m = 2 atanh(z) = 2 (z + z^3/3 + z^5/5 + ...) with z = (m-1)/(m+1) < 1/3; the 19 terms to
// z^37 leave an error below 2^-60. Every product is rounded by an explicit conversion before it
// is added, so no compiler fuses it (the Go spec's rule for fused multiply-add).
func ln(n int64) float64 {
	frac, exp := math.Frexp(float64(n)) // exact: n = frac 2^exp, frac in [0.5, 1)
	m := frac * 2                       // exact
	z := (m - 1) / (m + 1)
	z2 := float64(z * z)
	term, sum := z, z
	for k := 3; k <= 37; k += 2 {
		term = float64(term * z2)
		sum += term / float64(k)
	}
	return float64(float64(exp-1)*math.Ln2) + 2*sum
}

// exp is e^x for |x| < 700, computed as ln is, the same on every machine: x = j ln 2 + r with
// |r| <= ln 2 / 2 (ln 2 in two parts, so that r is exact to about 2^-60), e^r by its Taylor
// series to r^22 in Horner's form, scaled by 2^j exactly.
func exp(x float64) float64 {
	const ln2Hi, ln2Lo = 6.93147180369123816490e-01, 1.90821492927058770002e-10 // ln2Hi has trailing zeros: j ln2Hi is exact
	j := math.Round(x / math.Ln2)
	r := (x - float64(j*ln2Hi)) - float64(j*ln2Lo)
	p := 1.0
	for k := 22; k >= 1; k-- {
		p = 1 + float64(r*p)/float64(k)
	}
	return math.Ldexp(p, int(j))
}
