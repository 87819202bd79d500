package claims

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// simBound is the bound on a simulated rate whose true value is at most 5%: 5% plus twice the
// simulation's own error at that rate (runs draws).
func simBound(runs int) float64 { return 0.05 + 2*math.Sqrt(0.05*0.95/float64(runs)) }

// TestLevelSimulated: the level rule on an exact replication at the paper's n (ours' and the
// paper's true values both the paper's, each sample redrawn) gives "reproduced" at its stated
// power within 5 points; with ours' true value at the paper's ± the tolerance (an outcome that
// contradicts the value claimed) at most 5% of the time.
func TestLevelSimulated(t *testing.T) {
	const runs = 4000
	rng := rand.New(rand.NewPCG(45, 1))
	for _, c := range []struct {
		p float64
		n int
	}{{0.562, 1000}, {0.38, 960}, {0.75, 500}, {0.12, 960}, {0.30, 2000}} {
		tol := levelTolerance("share", paperShare(c.p, c.n), 0)
		power := levelPower(paperShare(c.p, c.n), share(c.p, c.n), tol)
		rep, off := 0, [2]int{}
		for range runs {
			pp, oo := binomial(rng, c.n, c.p), binomial(rng, c.n, c.p)
			if levelRule(paperShare(pp, c.n), share(oo, c.n), tol, Alpha, false).Verdict == Reproduced {
				rep++
			}
			for i, s := range []float64{-1, 1} {
				pp, oo := binomial(rng, c.n, c.p), binomial(rng, c.n, c.p+s*tol)
				if levelRule(paperShare(pp, c.n), share(oo, c.n), tol, Alpha, false).Verdict == Reproduced {
					off[i]++
				}
			}
		}
		r, lo, hi := float64(rep)/runs, float64(off[0])/runs, float64(off[1])/runs
		t.Logf("share %.3f of %d, tolerance %.3f: replication reproduced %.3f (stated %.3f); ours off by -tol %.3f, +tol %.3f", c.p, c.n, tol, r, power, lo, hi)
		if math.Abs(r-power) > 0.05 {
			t.Errorf("share %.3f of %d: replications reproduced %.3f, stated power %.3f", c.p, c.n, r, power)
		}
		if lo > simBound(runs) || hi > simBound(runs) {
			t.Errorf("share %.3f of %d: ours a tolerance away reproduced %.3f, %.3f of the time", c.p, c.n, lo, hi)
		}
	}
	// Savings (normal numbers): the paper's from its 50 trials, ours from ours.
	for _, c := range []struct{ p, sp, so float64 }{{0.14, 0.047, 0.047}, {0.14, 0.047, 0.02}, {0.10, 0.015, 0.01}, {0.20, 0.01, 0.012}} {
		paper := normal(c.p, c.sp, 50)
		tol := levelTolerance("saving", paper, 0)
		power := levelPower(paper, normal(c.p, c.so, 50), tol)
		rep, off := 0, 0
		for range runs {
			pp := normal(c.p+c.sp*rng.NormFloat64(), c.sp, 50)
			if levelRule(pp, normal(c.p+c.so*rng.NormFloat64(), c.so, 50), tol, Alpha, false).Verdict == Reproduced {
				rep++
			}
			if levelRule(pp, normal(c.p+tol+c.so*rng.NormFloat64(), c.so, 50), tol, Alpha, false).Verdict == Reproduced {
				off++
			}
		}
		r, f := float64(rep)/runs, float64(off)/runs
		t.Logf("saving %.3f ± %.3f, ours ± %.3f, tolerance %.3f: replication reproduced %.3f (stated %.3f); ours a tolerance off %.3f", c.p, c.sp, c.so, tol, r, power, f)
		if math.Abs(r-power) > 0.05 {
			t.Errorf("saving %.3f: replications reproduced %.3f, stated power %.3f", c.p, r, power)
		}
		if f > simBound(runs) {
			t.Errorf("saving %.3f: ours a tolerance off reproduced %.3f of the time", c.p, f)
		}
	}
	// A value far from the paper's is not reproduced, never "direction".
	if d := Decide(Level, paperShare(0.04, 36400), share(0.526, 1000), 0, 0, [2]float64{}); d.Verdict != NotReproduced {
		t.Errorf("an OI of 52.6%% against the paper's 4%%: %s (%s)", d.Verdict, d.Basis)
	}
}

// TestRangeSimulated: a range rule on ours at the middle of the range reproduces at its stated
// power within 5 points; at a bound (an outcome the claim excludes, or just) at most 5% of the
// time; several values must all be inside.
func TestRangeSimulated(t *testing.T) {
	const runs = 4000
	rng := rand.New(rand.NewPCG(45, 2))
	for _, c := range []struct {
		bounds [2]float64
		truth  float64
		se     float64
		parts  int
	}{
		{[2]float64{1, 3}, 2, 0.5, 1}, {[2]float64{1, 3}, 2, 0.3, 1}, {[2]float64{1, 3}, 1.5, 0.2, 1},
		{[2]float64{math.Inf(-1), 0.4}, 0.35, 0.02, 1}, {[2]float64{math.Inf(-1), 0.4}, 0.35, 0.02, 3},
	} {
		mk := func(v float64) Estimate {
			var e Estimate
			for range c.parts {
				e.Parts = append(e.Parts, normal(v+c.se*rng.NormFloat64(), c.se, 50))
			}
			return e
		}
		theirs := normal(c.truth, 0, 0)
		power := rangePower(theirs, mk(c.truth), c.bounds)
		rep, edge := 0, [2]int{}
		for range runs {
			if rangeVerdict(mk(c.truth), c.bounds) == Reproduced {
				rep++
			}
			for i, b := range c.bounds {
				if !math.IsInf(b, 0) && rangeVerdict(mk(b), c.bounds) == Reproduced {
					edge[i]++
				}
			}
		}
		r := float64(rep) / runs
		t.Logf("range %v, truth %.2f ± %.2f, %d values: reproduced %.3f (stated %.3f); at the bounds %.3f, %.3f", c.bounds, c.truth, c.se, c.parts, r, power, float64(edge[0])/runs, float64(edge[1])/runs)
		if math.Abs(r-power) > 0.05 {
			t.Errorf("range %v, truth %.2f ± %.2f: reproduced %.3f, stated power %.3f", c.bounds, c.truth, c.se, r, power)
		}
		for i := range edge {
			if f := float64(edge[i]) / runs; f > simBound(runs) {
				t.Errorf("range %v: the truth at bound %d reproduced %.3f of the time", c.bounds, i, f)
			}
		}
	}
}

// TestOrderingSimulated: an ordering of contestants' shares, replicated at the paper's n,
// reproduces at its stated power within 5 points, for independent runs (experiment 3's four
// players, 500 tournaments each) and for shares of the same games (a multinomial, the
// covariance given); with the two contestants it claims apart equal, at most 5% of the time.
func TestOrderingSimulated(t *testing.T) {
	const runs = 4000
	rng := rand.New(rand.NewPCG(45, 3))
	names := []string{"a", "b", "c", "d"}
	for _, c := range []struct {
		p     []float64
		n     int
		pairs [][2]int
		same  bool // shares of the same games (one multinomial) rather than separate runs
	}{
		{[]float64{0.32, 0.28, 0.20, 0.16}, 500, [][2]int{{0, 1}, {0, 2}, {0, 3}}, false},
		{[]float64{0.32, 0.28, 0.20, 0.16}, 500, [][2]int{{0, 3}, {1, 3}, {2, 3}}, false},
		{[]float64{0.40, 0.30, 0.20, 0.10}, 1000, [][2]int{{0, 1}, {0, 2}, {0, 3}}, false},
		{[]float64{0.43, 0.38, 0.15, 0.04}, 1200, [][2]int{{0, 1}, {0, 2}, {0, 3}}, true},
	} {
		est := func(p []float64) Estimate {
			es := make([]Estimate, len(p))
			var cov [][]float64
			if c.same {
				w := make([]float64, len(p))
				for range c.n {
					u, i := rng.Float64(), 0
					for ; i < len(p)-1 && u >= p[i]; i++ {
						u -= p[i]
					}
					w[i]++
				}
				cov = make([][]float64, len(p))
				for i := range p {
					cov[i] = make([]float64, len(p))
					for j := range p {
						q := [2]float64{w[i] / float64(c.n), w[j] / float64(c.n)}
						cov[i][j] = -q[0] * q[1] / float64(c.n)
						if i == j {
							cov[i][j] = q[0] * (1 - q[0]) / float64(c.n)
						}
					}
					es[i] = normal(w[i]/float64(c.n), math.Sqrt(cov[i][i]), c.n)
				}
			} else {
				for i, v := range p {
					es[i] = share(binomial(rng, c.n, v), c.n)
				}
			}
			return rankingOf(names, c.pairs, es, cov)
		}
		// The stated power: ours' errors at the paper's values, the paper's differences.
		exact := make([]Estimate, len(c.p))
		var cov [][]float64
		for i, v := range c.p {
			exact[i] = share(v, c.n)
		}
		if c.same {
			cov = make([][]float64, len(c.p))
			for i := range c.p {
				cov[i] = make([]float64, len(c.p))
				for j := range c.p {
					cov[i][j] = -c.p[i] * c.p[j] / float64(c.n)
				}
				cov[i][i] = c.p[i] * (1 - c.p[i]) / float64(c.n)
			}
		}
		truth := rankingOf(names, c.pairs, exact, cov)
		power := ordering(truth, truth, Alpha, true).Power
		// The contradicting outcome: the closest claimed pair's two contestants equal.
		tied := append([]float64(nil), c.p...)
		a, b := c.pairs[0][0], c.pairs[0][1]
		for _, q := range c.pairs {
			if c.p[q[0]]-c.p[q[1]] < tied[a]-tied[b] {
				a, b = q[0], q[1]
			}
		}
		tied[a], tied[b] = (c.p[a]+c.p[b])/2, (c.p[a]+c.p[b])/2
		rep, tie := 0, 0
		for range runs {
			if e := est(c.p); orderingVerdict(values(e.Parts), partSEs(e), Alpha) == Reproduced {
				rep++
			}
			if e := est(tied); orderingVerdict(values(e.Parts), partSEs(e), Alpha) == Reproduced {
				tie++
			}
		}
		r, f := float64(rep)/runs, float64(tie)/runs
		t.Logf("shares %v of %d, pairs %v, same games %v: reproduced %.3f (stated %.3f); with a claimed pair equal %.3f", c.p, c.n, c.pairs, c.same, r, power, f)
		if math.Abs(r-power) > 0.05 {
			t.Errorf("shares %v: reproduced %.3f, stated power %.3f", c.p, r, power)
		}
		if f > simBound(runs) {
			t.Errorf("shares %v: a claimed pair equal reproduced %.3f of the time", c.p, f)
		}
	}
}

// TestTrendSimulated: a trend over three player counts, replicated at the paper's n, reproduces
// at its stated power within 5 points; flat (no trend) it reproduces at most 5% of the time, and
// a monotone claim with one flat step at most 5% of the time.
func TestTrendSimulated(t *testing.T) {
	const runs = 4000
	rng := rand.New(rand.NewPCG(45, 4))
	xs := []float64{3, 4, 6}
	for _, c := range []struct {
		p, flat  []float64
		n        int
		side     int
		monotone bool
	}{
		{[]float64{0.952, 0.880, 0.712}, []float64{0.88, 0.88, 0.88}, 1000, -1, false},
		{[]float64{0.55, 0.53, 0.51}, []float64{0.53, 0.53, 0.53}, 1000, -1, false},
		{[]float64{0.30, 0.33, 0.37}, []float64{0.30, 0.34, 0.34}, 1000, 1, true},
		{[]float64{0.30, 0.36, 0.42}, []float64{0.30, 0.36, 0.36}, 1000, 1, true},
	} {
		est := func(p []float64) Estimate {
			var es []Estimate
			for _, v := range p {
				es = append(es, share(binomial(rng, c.n, v), c.n))
			}
			return seriesOf("x", xs, "share", es)
		}
		var exact []Estimate
		for _, v := range c.p {
			exact = append(exact, share(v, c.n))
		}
		truth := seriesOf("x", xs, "share", exact)
		power := trend(truth, truth, xs, c.side, c.monotone, Alpha, true).Power
		rep, flat := 0, 0
		for range runs {
			if e := est(c.p); trendVerdict(xs, values(e.Parts), partSEs(e), c.side, c.monotone, Alpha) == Reproduced {
				rep++
			}
			if e := est(c.flat); trendVerdict(xs, values(e.Parts), partSEs(e), c.side, c.monotone, Alpha) == Reproduced {
				flat++
			}
		}
		r, f := float64(rep)/runs, float64(flat)/runs
		t.Logf("trend %v of %d, monotone %v: reproduced %.3f (stated %.3f); contradicting %v: %.3f", c.p, c.n, c.monotone, r, power, c.flat, f)
		if math.Abs(r-power) > 0.05 {
			t.Errorf("trend %v: reproduced %.3f, stated power %.3f", c.p, r, power)
		}
		if f > simBound(runs) {
			t.Errorf("trend %v: the contradicting outcome %v reproduced %.3f of the time", c.p, c.flat, f)
		}
	}
}

// TestCriteria: the replication criteria of known cases, and d33 the effect a study has 33%
// power to detect.
func TestCriteria(t *testing.T) {
	se := 0.02
	d := d33(se)
	if pw := 1 - normalCDF(z975-d/se) + normalCDF(-z975-d/se); math.Abs(pw-1.0/3) > 1e-9 || math.Abs(d/se-1.53) > 0.01 {
		t.Errorf("d33(%v) = %v (power %v), want about 1.53 SE at power 1/3", se, d, pw)
	}
	c := Claim{Rule: Compare, Theirs: paperShare(0.6, 1000), Null: 0.5}
	// Ours 0.52 of 2,000: not significant (z = 1.79), the paper's 0.6 outside our CI and ours
	// outside its PI (0.08 against 1.96 x 0.019), and our one-sided upper bound, 0.5 + 0.038,
	// above 0.5 + d33 (1.53 x 0.0155 = 0.024): not ruled out.
	k := criteriaOf(c, share(0.52, 2000))
	if k == nil || k.Significant || k.InOurCI || k.InPI || !k.Telescope || k.RulesOut {
		t.Errorf("0.52 of 2,000 against 0.6 of 1,000: %+v", k)
	}
	// Ours 0.505 of 10,000: rules out the small telescope's effect.
	if k := criteriaOf(c, share(0.505, 10000)); k == nil || !k.RulesOut {
		t.Errorf("0.505 of 10,000 against 0.6 of 1,000: %+v", k)
	}
	// An exact paper number or a row of several numbers has none.
	if criteriaOf(Claim{Rule: Level, Theirs: exact(2)}, share(0.5, 10)) != nil {
		t.Error("criteria for an exact paper number")
	}
}

func normalCDF(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }

// TestSignSimulated: the sign rule, for an effect claimed with no size, on shares of n games
// (one value, and two independent values as a row against two opponents): with no effect it
// gives "reproduced" at most 2.5% of the time (a two-sided test at 5%, one side of it); with
// a true effect of the margin "not reproduced" at most 5% (the one-sided test of "smaller than
// the margin"); and at that effect "reproduced" at its stated power within 5 points.
func TestSignSimulated(t *testing.T) {
	const runs = 4000
	rng := rand.New(rand.NewPCG(46, 1))
	const null, margin = 0.5, 0.05
	for _, c := range []struct{ n, k int }{{112, 1}, {1008, 1}, {4000, 1}, {1008, 2}} {
		draw := func(p float64) Estimate {
			es := make([]Estimate, c.k)
			for i := range es {
				es[i] = share(binomial(rng, c.n, p), c.n)
			}
			return Estimate{Value: math.NaN(), Parts: es}
		}
		at := make([]Estimate, c.k)
		for i := range at {
			at[i] = share(null+margin, c.n)
		}
		power := signPower(at, null, 1, margin, Alpha)
		noEffect, missed, rep := 0, 0, 0
		for range runs {
			if signRule(draw(null), null, 1, margin, Alpha, false).Verdict == Reproduced {
				noEffect++
			}
			switch signRule(draw(null+margin), null, 1, margin, Alpha, false).Verdict {
			case NotReproduced:
				missed++
			case Reproduced:
				rep++
			}
		}
		f, m, r := float64(noEffect)/runs, float64(missed)/runs, float64(rep)/runs
		t.Logf("%d value(s) of %d games: no effect reproduced %.3f; an effect of the margin not reproduced %.3f, reproduced %.3f (stated power %.3f)", c.k, c.n, f, m, r, power)
		if f > 0.025+2*math.Sqrt(0.025*0.975/runs) {
			t.Errorf("%d of %d games: no effect reproduced %.3f of the time", c.k, c.n, f)
		}
		if m > simBound(runs) {
			t.Errorf("%d of %d games: an effect of the margin not reproduced %.3f of the time", c.k, c.n, m)
		}
		if math.Abs(r-power) > 0.05 {
			t.Errorf("%d of %d games: an effect of the margin reproduced %.3f, stated power %.3f", c.k, c.n, r, power)
		}
	}
	// A large effect is reproduced, one significantly the other way contradicted, a precise
	// null not reproduced, too few games inconclusive with the sample that would decide.
	for _, c := range []struct {
		o    Estimate
		want string
	}{
		{share(0.62, 1008), Reproduced},
		{share(0.44, 1008), Contradicted},
		{share(0.505, 4000), NotReproduced},
		{share(0.53, 112), Inconclusive},
		{Estimate{Value: math.NaN(), Parts: []Estimate{share(0.62, 1008), share(0.51, 1008)}}, NotReproduced},
		{Estimate{Value: math.NaN(), Parts: []Estimate{share(0.62, 1008), share(0.58, 1008)}}, Reproduced},
	} {
		d := decide(Claim{Rule: Sign, Unit: "share", Null: null, Side: 1}, c.o, Alpha)
		if d.Verdict != c.want {
			t.Errorf("%v: %s (%s), want %s", c.o.parts(), d.Verdict, d.Basis, c.want)
		}
		if c.want == Inconclusive && !strings.Contains(d.Basis, "would reproduce it 80% of the time at that effect") {
			t.Errorf("inconclusive without the sample that would decide: %s", d.Basis)
		}
	}
}
