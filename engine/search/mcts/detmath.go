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
