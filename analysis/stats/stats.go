// Package stats holds the sample statistics of cctree's reports: a sample's mean, SD and Student-t
// interval (Summarize, at Confidence), growth factors, the Mann-Whitney U test and effect sizes.
// It imports no plotting or table library, so a command that only prints numbers links none.
package stats

import (
	"errors"
	"math"
	"slices"

	mstats "github.com/aclements/go-moremath/stats"
	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/gonum/stat/distuv"
)

// Confidence is the level of every confidence interval in the reports.
const Confidence = 0.95

// Summary describes a sample of node counts.
type Summary struct {
	N    int
	Mean float64
	// SD is the sample standard deviation, sqrt(Σ(x-mean)²/(N-1)); NaN when N < 2.
	SD float64
	// CILo and CIHi bound the Confidence interval of the mean, mean ± t(1-α/2, N-1)·SD/√N
	// (Student t, α = 1-Confidence); NaN when N < 2. CILo may be <= 0 for a wide interval.
	CILo, CIHi float64
}

// HalfWidth returns the half width of the confidence interval (NaN when there is none).
func (s Summary) HalfWidth() float64 { return s.CIHi - s.Mean }

// Summarize computes the Summary of xs with gonum/stat (mean, unbiased variance) and
// gonum/stat/distuv (the Student t quantile).
func Summarize(xs []float64) Summary {
	s := Summary{N: len(xs), SD: math.NaN(), CILo: math.NaN(), CIHi: math.NaN()}
	switch len(xs) {
	case 0:
		s.Mean = math.NaN()
		return s
	case 1:
		s.Mean = xs[0]
		return s
	}
	s.Mean, s.SD = stat.MeanStdDev(xs, nil)
	h := TQuantile(1-(1-Confidence)/2, len(xs)-1) * s.SD / math.Sqrt(float64(len(xs)))
	s.CILo, s.CIHi = s.Mean-h, s.Mean+h
	return s
}

// TQuantile returns the p quantile of Student's t distribution with df degrees of freedom.
func TQuantile(p float64, df int) float64 {
	return distuv.StudentsT{Mu: 0, Sigma: 1, Nu: float64(df)}.Quantile(p)
}

// GrowthFactor is the effective branching factor between two consecutive depths,
// mean(d) / mean(d-1): how many times larger the tree gets per extra ply.
func GrowthFactor(meanPrev, mean float64) float64 {
	if meanPrev <= 0 {
		return math.NaN()
	}
	return mean / meanPrev
}

// OverallGrowth is the geometric mean growth per ply from depth dmin to dmax,
// (mean(dmax)/mean(dmin))^(1/(dmax-dmin)); NaN unless dmax > dmin and both means are > 0.
func OverallGrowth(dmin int, meanMin float64, dmax int, meanMax float64) float64 {
	if dmax <= dmin || meanMin <= 0 || meanMax <= 0 {
		return math.NaN()
	}
	return math.Pow(meanMax/meanMin, 1/float64(dmax-dmin))
}

// MannWhitney is the outcome of a two-sided Mann-Whitney U test.
type MannWhitney struct {
	N1, N2 int
	// U is the U statistic of the first sample (pairs (x1, x2) with x1 > x2, ties counting ½).
	U float64
	// Exact is true when P comes from the exact U distribution, false for the normal
	// approximation.
	Exact bool
	// Z is the standardised statistic of the normal approximation (|U - n1·n2/2| - ½)/σ_U,
	// with continuity and tie corrections (>= 0; NaN when Exact).
	Z float64
	// P is the two-sided p-value: exact U distribution for small samples (up to 50 each
	// without ties, 25 with: github.com/aclements/go-moremath/stats.MannWhitneyUTest), beyond
	// that the normal approximation with tie and continuity corrections, its tail taken
	// through erfc (P = erfc(Z/√2)) so that it is accurate far into the tail and reaches 0
	// only where the true value is below the smallest float64 (Z above about 38.5). 1 when
	// every value is equal.
	P float64
}

// MannWhitneyTest tests whether a and b come from populations with different locations.
// Like Polk & Oommen it treats the samples as independent, although cctree's samples are
// usually paired by position.
//
// U and the exact p-value come from go-moremath. Its normal approximation computes the tail
// as 1 - Φ(z) (or Φ(-z) = (1 + erf(-z/√2))/2), which cancels to exactly 0 once |z| exceeds
// about 8.3 (p below about 1e-16 is lost entirely); there this function recomputes the
// same approximation with the two-sided tail 2·Φ(-|z|) = erfc(|z|/√2) (math.Erfc, accurate
// to full relative precision down to the underflow of float64):
//
//	μ_U = n1·n2/2
//	σ_U² = n1·n2/12 · ((N+1) - Σ_j (t_j³ - t_j) / (N(N-1))),  N = n1+n2
//	z = (|U - μ_U| - ½) / σ_U
//
// with t_j the size of the j-th group of tied values in the pooled sample: the tie-corrected
// variance of go-moremath (stats/utest.go, tieCorrection), of R's wilcox.test (SIGMA in
// wilcox.test.default, with correct = TRUE) and of Wikipedia's "Mann–Whitney U test",
// section "Normal approximation and tie correction".
func MannWhitneyTest(a, b []float64) (MannWhitney, error) {
	r, err := mstats.MannWhitneyUTest(a, b, mstats.LocationDiffers)
	if errors.Is(err, mstats.ErrSamplesEqual) {
		return MannWhitney{N1: len(a), N2: len(b), U: float64(len(a)*len(b)) / 2, P: 1, Exact: true, Z: math.NaN()}, nil
	}
	if err != nil {
		return MannWhitney{}, err
	}
	mw := MannWhitney{N1: r.N1, N2: r.N2, U: r.U, P: r.P, Exact: true, Z: math.NaN()}
	ties := tieGroups(a, b)
	hasTies := len(ties) < len(a)+len(b)
	limit := mstats.MannWhitneyExactLimit
	if hasTies {
		limit = mstats.MannWhitneyTiesExactLimit
	}
	if r.N1 <= limit && r.N2 <= limit {
		return mw, nil // go-moremath's exact distribution
	}
	mw.Exact = false
	mw.Z = mannWhitneyZ(r.N1, r.N2, r.U, ties)
	mw.P = math.Erfc(mw.Z / math.Sqrt2)
	return mw, nil
}

// mannWhitneyZ is |z| of the normal approximation with tie and continuity corrections (see
// MannWhitneyTest); ties holds the size of every group of equal values in the pooled sample.
func mannWhitneyZ(n1, n2 int, u float64, ties []int) float64 {
	N := float64(n1 + n2)
	var t float64
	for _, tj := range ties {
		x := float64(tj)
		t += x*x*x - x
	}
	sigma := math.Sqrt(float64(n1) * float64(n2) / 12 * ((N + 1) - t/(N*(N-1))))
	numer := math.Abs(u-float64(n1)*float64(n2)/2) - 0.5
	if numer <= 0 {
		return 0 // U at its mean: |U - μ| is 0 (or ½, then within the continuity correction)
	}
	return numer / sigma
}

// tieGroups returns the size of each group of equal values in a and b pooled, in increasing
// order of value (a group of one for a value that occurs once).
func tieGroups(a, b []float64) []int {
	all := append(append(make([]float64, 0, len(a)+len(b)), a...), b...)
	slices.Sort(all)
	var groups []int
	for i := 0; i < len(all); {
		j := i + 1
		for j < len(all) && all[j] == all[i] {
			j++
		}
		groups = append(groups, j-i)
		i = j
	}
	return groups
}

// PooledSD is sqrt(((n1-1)·s1² + (n2-1)·s2²) / (n1+n2-2)), s the sample SDs; NaN if either
// sample has fewer than two values.
func PooledSD(a, b []float64) float64 {
	n1, n2 := float64(len(a)), float64(len(b))
	if n1 < 2 || n2 < 2 {
		return math.NaN()
	}
	v1, v2 := stat.Variance(a, nil), stat.Variance(b, nil)
	return math.Sqrt(((n1-1)*v1 + (n2-1)*v2) / (n1 + n2 - 2))
}

// EffectSize is the standardised mean difference (Cohen's d) of a over b,
// (mean(a) - mean(b)) / PooledSD(a, b). With a the baseline it is positive when b grows the
// smaller tree, the sign of Polk & Oommen's tables. NaN when the pooled SD is NaN or 0 (unless
// the means are equal too: then 0).
func EffectSize(a, b []float64) float64 {
	return standardise(stat.Mean(a, nil)-stat.Mean(b, nil), PooledSD(a, b))
}

// GlassDelta is (mean(a) - mean(b)) / SD(a): the difference in units of the baseline's sample
// SD. Polk & Oommen only say "the standardized mean difference" (citing Coe 2002, which allows
// either SD), but their Chinese Checkers tables match this one: Table 4, Transposition,
// (1,380,000 - 1,248,000)/379,000 = 0.35 as printed, where the pooled SD
// sqrt((379,000² + 398,000²)/2) = 388,600 would give 0.34; Table 5, Move-Ahead-k,
// 336,000/850,000 = 0.40 as printed, pooled 0.39.
func GlassDelta(a, b []float64) float64 {
	sd := math.NaN()
	if len(a) >= 2 {
		sd = stat.StdDev(a, nil)
	}
	return standardise(stat.Mean(a, nil)-stat.Mean(b, nil), sd)
}

func standardise(diff, sd float64) float64 {
	if diff == 0 && sd == 0 {
		return 0
	}
	if sd == 0 {
		return math.NaN()
	}
	return diff / sd
}
