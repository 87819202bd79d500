package stats

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
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

// erfcCF is erfc(x) for x >= 2 from its continued fraction (Abramowitz & Stegun 7.1.14),
// erfc(x) = exp(-x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + ...))))), evaluated from
// the bottom up: a computation of the tail that shares nothing with math.Erfc or distuv.
func erfcCF(x float64) float64 {
	f := x
	for k := 400; k >= 1; k-- {
		f = x + float64(k)/2/f
	}
	return math.Exp(-x*x) / math.SqrtPi / f
}

// TestErfcCF checks the test's own tail against printed values (A&S Table 7.1 and
// erfc(5) = 1.5374597944280e-12, erfc(10) = 2.0884875837625e-45).
func TestErfcCF(t *testing.T) {
	for _, c := range []struct{ x, want float64 }{{2, 4.677734981047266e-3}, {5, 1.5374597944280e-12}, {10, 2.0884875837625e-45}} {
		if got := erfcCF(c.x); math.Abs(got/c.want-1) > 1e-10 {
			t.Errorf("erfcCF(%v) = %.13g, want %.13g", c.x, got, c.want)
		}
	}
}

// TestMannWhitneyExactSmall checks the exact path by counting: {1,2,3} against {4,5,6}, U = 0;
// of the C(6,3) = 20 equally likely rank sets only {1,2,3} gives U = 0, so the two-sided
// p = 2/20 = 0.1. {1,3} against {2,4}: U = 1 (3 > 2); U takes 0,1,2,2,3,4 over the C(4,2) = 6
// rank sets, P(U <= 1) = 2/6 and p = 2·2/6 = 2/3.
func TestMannWhitneyExactSmall(t *testing.T) {
	for _, c := range []struct {
		a, b []float64
		u, p float64
	}{
		{[]float64{1, 2, 3}, []float64{4, 5, 6}, 0, 0.1},
		{[]float64{4, 5, 6}, []float64{1, 2, 3}, 9, 0.1},
		{[]float64{1, 3}, []float64{2, 4}, 1, 2.0 / 3},
	} {
		mw, err := MannWhitneyTest(c.a, c.b)
		if err != nil {
			t.Fatal(err)
		}
		if !mw.Exact {
			t.Errorf("%v vs %v: not exact", c.a, c.b)
		}
		near(t, "U", mw.U, c.u, 0)
		near(t, "p", mw.P, c.p, 1e-12)
	}
}

// TestMannWhitneyTail checks the normal approximation far in the tail, where 1 - Φ(z) is 0,
// against the closed form and erfcCF.
//
// 50 vs 50, fully separated, each value twice within its sample (25 tie groups of 2 per
// sample, so the exact path does not apply): U = 0, μ = 1250, Σ(t³-t) = 50·6 = 300,
// σ² = 2500/12 · (101 - 300/(100·99)), z = (1250 - ½)/σ = 8.6159…, p = erfc(z/√2) ≈ 6.96e-18.
// 200 vs 200 without ties: σ² = 40000·401/12, z = 19999.5/σ = 17.298…, p ≈ 4.8e-67.
// 2000 vs 2000: z = 54.7…, p = erfc(38.7…) ≈ 1e-652, below the smallest float64: 0.
func TestMannWhitneyTail(t *testing.T) {
	sep := func(n int, dup bool) (a, b []float64) {
		for i := range n {
			v := float64(i)
			if dup {
				v = float64(i / 2)
			}
			a, b = append(a, v), append(b, v+1e6)
		}
		return a, b
	}
	for _, c := range []struct {
		n    int
		dup  bool
		z    float64
		zero bool
	}{
		{50, true, 1249.5 / math.Sqrt(2500.0/12*(101-300.0/(100*99))), false},
		{200, false, 19999.5 / math.Sqrt(40000.0*401/12), false},
		{2000, false, (2e6 - 0.5) / math.Sqrt(4e6*4001/12), true},
	} {
		a, b := sep(c.n, c.dup)
		for _, swap := range []bool{false, true} {
			if swap {
				a, b = b, a
			}
			mw, err := MannWhitneyTest(a, b)
			if err != nil {
				t.Fatal(err)
			}
			if mw.Exact {
				t.Errorf("n=%d: exact, want the normal approximation", c.n)
			}
			wantU := 0.0
			if swap {
				wantU = float64(c.n * c.n)
			}
			near(t, "U", mw.U, wantU, 0)
			near(t, "z", mw.Z, c.z, 1e-12*c.z)
			want := erfcCF(c.z / math.Sqrt2)
			if c.zero {
				if mw.P != 0 || want != 0 {
					t.Errorf("n=%d: p = %g, erfcCF = %g; want both 0 (true value about 1e-652)", c.n, mw.P, want)
				}
				continue
			}
			if !(mw.P > 0) || math.Abs(mw.P/want-1) > 1e-9 {
				t.Errorf("n=%d: p = %.10g, want erfc(z/√2) = %.10g", c.n, mw.P, want)
			}
		}
	}
}

// TestMannWhitneyIssue15 recomputes the case of issue 15 from the committed data: 4-player star73
// intermediate positions, depth 3, paranoid (the baseline, first as in the report) against brs+ (50
// vs 50, ties present). U counts the pairs with paranoid > brs+ by brute force; the tie groups by a map; z as in MannWhitneyTest's
// formula; the tail with erfcCF. p must be the tie-corrected tail, about 8.5e-18, within 1%
// (it agrees to far better), where 1 - Φ(z) printed "< 1e-300".
func TestMannWhitneyIssue15(t *testing.T) {
	read := func(algo string) []float64 {
		raw, err := os.ReadFile(filepath.Join("..", "..", "reports", "data", "opps-fig3.txt"))
		if err != nil {
			t.Fatal(err)
		}
		var xs []float64
		prefix := "BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=" + algo + "/depth=3/pos="
		for _, line := range strings.Split(string(raw), "\n") {
			if f := strings.Fields(line); len(f) == 4 && strings.HasPrefix(f[0], prefix) {
				x, err := strconv.ParseFloat(f[2], 64)
				if err != nil {
					t.Fatal(err)
				}
				xs = append(xs, x)
			}
		}
		return xs
	}
	par, brs := read("paranoid"), read("brs+")
	if len(par) != 50 || len(brs) != 50 {
		t.Fatalf("%d paranoid and %d brs+ positions, want 50 each", len(par), len(brs))
	}
	var u float64
	count := map[float64]float64{}
	for _, x := range par {
		count[x]++
		for _, y := range brs {
			switch {
			case x > y:
				u++
			case x == y:
				u += 0.5
			}
		}
	}
	for _, y := range brs {
		count[y]++
	}
	var tie float64
	for _, c := range count {
		tie += c*c*c - c
	}
	if tie == 0 {
		t.Fatal("no ties: the case no longer tests the tie correction")
	}
	sigma := math.Sqrt(2500.0 / 12 * (101 - tie/(100*99)))
	z := (math.Abs(u-1250) - 0.5) / sigma
	want := erfcCF(z / math.Sqrt2)

	mw, err := MannWhitneyTest(par, brs)
	if err != nil {
		t.Fatal(err)
	}
	near(t, "U", mw.U, u, 0)
	near(t, "U of the issue", mw.U, 2497, 0)
	if math.Abs(mw.P/want-1) > 0.01 || math.Abs(mw.P/8.5e-18-1) > 0.01 {
		t.Errorf("p = %.6g, want erfc(z/√2) = %.6g (about 8.5e-18)", mw.P, want)
	}
	t.Logf("U = %v, z = %.6f, p = %.6g, independent %.6g", mw.U, mw.Z, mw.P, want)
}
