package reports

import (
	"math"
	"testing"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.IsNaN(want) {
		if !math.IsNaN(got) {
			t.Errorf("%s = %v, want NaN", what, got)
		}
		return
	}
	if math.Abs(got-want) > tol {
		t.Errorf("%s = %.10g, want %.10g (±%g)", what, got, want, tol)
	}
}

// TestSummarize checks mean, SD and interval against a hand computation.
//
//	x = 2 4 4 4 5 5 7 9, n = 8
//	mean = 40/8 = 5
//	Σ(x-5)² = 9+1+1+1+0+0+4+16 = 32;  SD = sqrt(32/7) = 2.138089935
//	t(0.975, 7) = 2.365 (any t table; 2.364624252 to more places)
//	half width = 2.364624252 · 2.138089935 / sqrt(8) = 1.787480…  →  [3.212520, 6.787480]
func TestSummarize(t *testing.T) {
	s := Summarize([]float64{2, 4, 4, 4, 5, 5, 7, 9})
	if s.N != 8 {
		t.Errorf("N = %d", s.N)
	}
	near(t, "mean", s.Mean, 5, 1e-12)
	near(t, "SD", s.SD, math.Sqrt(32.0/7), 1e-12)
	near(t, "CI low", s.CILo, 5-2.364624252*math.Sqrt(32.0/7)/math.Sqrt(8), 1e-8)
	near(t, "CI high", s.CIHi, 5+2.364624252*math.Sqrt(32.0/7)/math.Sqrt(8), 1e-8)
	near(t, "half width", s.HalfWidth(), 1.78748, 1e-5)

	one := Summarize([]float64{42})
	near(t, "mean of one", one.Mean, 42, 0)
	near(t, "SD of one", one.SD, math.NaN(), 0)
	near(t, "CI of one", one.CILo, math.NaN(), 0)
	near(t, "mean of none", Summarize(nil).Mean, math.NaN(), 0)
}

// TestTQuantile checks Student t quantiles against a printed table (two-sided 95%).
func TestTQuantile(t *testing.T) {
	for _, c := range []struct {
		df   int
		want float64
	}{{1, 12.706}, {2, 4.303}, {7, 2.365}, {9, 2.262}, {49, 2.010}, {1000000, 1.960}} {
		near(t, "t(0.975)", TQuantile(0.975, c.df), c.want, 0.0005)
	}
}

// TestGrowth checks the growth factors by hand.
//
//	per ply: 450/100 = 4.5
//	overall from depth 1 (10) to depth 4 (10,000): (10,000/10)^(1/3) = 1000^(1/3) = 10
func TestGrowth(t *testing.T) {
	near(t, "GrowthFactor", GrowthFactor(100, 450), 4.5, 1e-12)
	near(t, "GrowthFactor from 0", GrowthFactor(0, 450), math.NaN(), 0)
	near(t, "OverallGrowth", OverallGrowth(1, 10, 4, 10000), 10, 1e-12)
	near(t, "OverallGrowth of one depth", OverallGrowth(3, 10, 3, 10), math.NaN(), 0)
}

// TestMannWhitney checks the U test against published and hand-computed examples.
func TestMannWhitney(t *testing.T) {
	// Hollander & Wolfe (1973), p. 69, permeability constants of the human chorioamnion, the
	// example of R's ?wilcox.test: wilcox.test(x, y, alternative = "greater") gives W = 35,
	// p-value = 0.1272, so the two-sided p is 2 · 0.1272 = 0.2544. U counts pairs with x > y:
	// 1+1+5+3+5+5+5+5+0+5 = 35.
	x := []float64{0.80, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46}
	y := []float64{1.15, 0.88, 0.90, 0.74, 1.21}
	mw, err := MannWhitneyTest(x, y)
	if err != nil {
		t.Fatal(err)
	}
	near(t, "U", mw.U, 35, 0)
	near(t, "p", mw.P, 0.2544, 0.00005)

	// By hand: {1,2} against {3,4,5}. U = 0 (no pair with the first larger). Under the null
	// hypothesis each of the C(5,2) = 10 rank sets of the first sample is equally likely and
	// only {1,2} gives U = 0, so P(U <= 0) = 1/10 and the two-sided p = 2/10 = 0.2.
	mw, err = MannWhitneyTest([]float64{1, 2}, []float64{3, 4, 5})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "U", mw.U, 0, 0)
	near(t, "p", mw.P, 0.2, 1e-12)

	// Identical trees (a heuristic that changes nothing): no difference, p = 1.
	mw, err = MannWhitneyTest([]float64{7, 7, 7}, []float64{7, 7})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "p of equal samples", mw.P, 1, 0)
}

// TestEffectSize checks Cohen's d and Glass's Δ by hand.
//
//	a = 2 4 4 4 5 5 7 9: mean 5, s² = 32/7;  b = 1 2 3: mean 2, s² = 1
//	pooled SD = sqrt((7·32/7 + 2·1) / (8+3-2)) = sqrt(34/9) = 1.943650631
//	d = (5-2)/1.943650631 = 1.543487
//	Δ = (5-2)/sqrt(32/7) = 1.403122
func TestEffectSize(t *testing.T) {
	a := []float64{2, 4, 4, 4, 5, 5, 7, 9}
	b := []float64{1, 2, 3}
	near(t, "PooledSD", PooledSD(a, b), math.Sqrt(34.0/9), 1e-12)
	near(t, "d", EffectSize(a, b), 3/math.Sqrt(34.0/9), 1e-12)
	near(t, "d reversed", EffectSize(b, a), -3/math.Sqrt(34.0/9), 1e-12)
	near(t, "Δ", GlassDelta(a, b), 3/math.Sqrt(32.0/7), 1e-12)
	near(t, "d equal constants", EffectSize([]float64{3, 3}, []float64{3, 3}), 0, 0)
	near(t, "d of one value", EffectSize([]float64{3}, []float64{1, 2}), math.NaN(), 0)
}

// TestPolkOommenEffectSize recomputes an effect size of Polk & Oommen's Table 4 (4-player
// Chinese Checkers, initial position; None: 1,380,000 ± 379,000, Transposition: 1,248,000 ±
// 398,000, printed effect size 0.35) from two-value samples with those means and SDs (x ± s/√2
// has mean x and sample SD s). Glass's Δ gives the printed 0.35; Cohen's d gives 0.34.
func TestPolkOommenEffectSize(t *testing.T) {
	sample := func(mean, sd float64) []float64 {
		return []float64{mean - sd/math.Sqrt2, mean + sd/math.Sqrt2}
	}
	none, trans := sample(1380000, 379000), sample(1248000, 398000)
	if got := math.Round(GlassDelta(none, trans)*100) / 100; got != 0.35 {
		t.Errorf("Glass's Δ = %.2f, want the printed 0.35", got)
	}
	if got := math.Round(EffectSize(none, trans)*100) / 100; got != 0.34 {
		t.Errorf("Cohen's d = %.2f, want 0.34", got)
	}
}
