package claims

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"gonum.org/v1/gonum/mat"
	"gonum.org/v1/gonum/stat/distuv"
)

// The rules of the kinds beyond an effect and no effect (rules.go): level, range, ordering and
// trend. Each is declared with its claim; their error rates are simulated in kinds_test.go.

// defaultTolerance is a level's tolerance where the row declares none, for a share (win rate,
// OI) or a saving: 5 points, the margin of the null rows (the SPRT's smallest difference worth
// detecting; a third of the Threat-ADS four-player saving).
const defaultTolerance = 0.05

// levelTolerance is a level claim's tolerance: the declared one, or for a share or a saving the
// default, widened to twice the paper's 90% half-width where that is larger (as compare's
// margin), so the paper's own error never leaves the test without power.
func levelTolerance(unit string, p Estimate, tol float64) float64 {
	if tol == 0 && (unit == "share" || unit == "saving") {
		tol = defaultTolerance
	}
	return max(tol, 2*z95*p.SE)
}

// levelGap is ours minus the paper's and its SE with both errors.
func levelGap(p, o Estimate) (diff, se float64) { return o.Value - p.Value, math.Hypot(o.SE, p.SE) }

// levelP is the two-sided p-value of ours against the paper's value, both errors.
func levelP(p, o Estimate) float64 {
	diff, se := levelGap(p, o)
	switch {
	case se > 0:
		return 2 * distuv.UnitNormal.CDF(-math.Abs(diff)/se)
	case diff == 0:
		return 1
	}
	return 0
}

// levelVerdict is the level rule's decision from its two tests: equivalence inside the tolerance
// decides first (a difference shown smaller than the tolerance is no disagreement with the value
// claimed, though it be significant), then a significant difference.
func levelVerdict(equiv, differs bool) string {
	switch {
	case equiv:
		return Reproduced
	case differs:
		return NotReproduced
	}
	return Inconclusive
}

// levelPower is the chance of "reproduced" when ours' and the paper's true values are both the
// paper's: the difference, normal with both SEs (ours at the paper's value), inside tol - 1.645 se.
func levelPower(p, o Estimate, tol float64) float64 {
	se := math.Hypot(o.seAt(p.Value), p.SE)
	if se == 0 {
		return 1
	}
	return max(0, 2*distuv.UnitNormal.CDF(tol/se-z95)-1)
}

// levelRule decides a level claim; without explain it gives the verdict alone.
func levelRule(p, o Estimate, tol, level float64, explain bool) Decision {
	diff, se := levelGap(p, o)
	equiv := math.Abs(diff)+z95*se < tol
	pv := levelP(p, o)
	d := Decision{Verdict: levelVerdict(equiv, pv <= level)}
	if !explain {
		return d
	}
	d.Power, d.P, d.Level = levelPower(p, o, tol), pv, level
	gap := fmt.Sprintf("ours %s - paper's %s = %s, 90%% interval [%s, %s] (both errors), p = %s at level %s", num(o.Value), num(p.Value), signed(diff), signed(diff-z95*se), signed(diff+z95*se), pText(pv), num(level))
	switch d.Verdict {
	case Reproduced:
		d.Basis = fmt.Sprintf("%s: inside the tolerance ±%s", gap, num(tol))
		if pv <= level {
			d.Basis += " (the difference is significant, but smaller than the tolerance)"
		}
	case NotReproduced:
		d.Basis = fmt.Sprintf("%s: ours differs from the paper's value, not shown inside the tolerance ±%s", gap, num(tol))
	default:
		d.Basis = fmt.Sprintf("%s: neither inside the tolerance ±%s nor a significant difference; %s", gap, num(tol), levelNeed(p, o, tol))
	}
	return d
}

// levelNeed says how large our sample must be for the level rule's power to reach 80%: se² =
// (so²/k + sp²) with tol = (1.645 + 1.282) se.
func levelNeed(p, o Estimate, tol float64) string {
	so, sp := o.seAt(p.Value), p.SE
	se := tol / (z95 + z90)
	if se <= sp || so == 0 {
		return fmt.Sprintf("power %.2f; no sample of ours reaches %.0f%%: the paper's own error (SE %s) leaves the tolerance too little room", levelPower(p, o, tol), 100*targetPower, num(sp))
	}
	k := so * so / (se*se - sp*sp)
	if o.N > 0 {
		return fmt.Sprintf("power %.2f; a sample of about %s (ours: %s) would reproduce it %.0f%% of the time if the paper's value holds", levelPower(p, o, tol), thousands(int(math.Ceil(k*float64(o.N)))), thousands(o.N), 100*targetPower)
	}
	return fmt.Sprintf("power %.2f; %.1f times our sample would reproduce it %.0f%% of the time if the paper's value holds", levelPower(p, o, tol), k, 100*targetPower)
}

// parts are the values a rule judges: e's Parts, or e itself.
func (e Estimate) parts() []Estimate {
	if len(e.Parts) > 0 {
		return e.Parts
	}
	return []Estimate{e}
}

// rangeSides reports whether e is shown inside [lo, hi] (each finite bound by a one-sided test
// at 5%: its 90% interval inside) and whether it is shown outside (its 90% interval wholly
// beyond one bound). An exact value is inside or outside as it lies.
func rangeSides(e Estimate, bounds [2]float64) (inside, outside bool) {
	lo, hi := e.Value, e.Value
	if e.SE > 0 {
		lo, hi = e.interval(2 * (1 - 0.95))
	}
	if e.SE == 0 {
		return bounds[0] <= lo && hi <= bounds[1], hi < bounds[0] || lo > bounds[1]
	}
	return lo > bounds[0] && hi < bounds[1], hi < bounds[0] || lo > bounds[1]
}

// rangeVerdict: every value shown inside, reproduced; any shown outside, not reproduced.
func rangeVerdict(o Estimate, bounds [2]float64) string {
	all := true
	for _, e := range o.parts() {
		in, out := rangeSides(e, bounds)
		if out {
			return NotReproduced
		}
		all = all && in
	}
	if all {
		return Reproduced
	}
	return Inconclusive
}

// rangePower is the chance that every value is shown inside the bounds when each is the paper's
// (its Parts, or its value; the parts taken as independent), NaN where the paper gives none or
// ours are exact (no sampling error: no rate applies).
func rangePower(p, o Estimate, bounds [2]float64) float64 {
	ps, os := p.parts(), o.parts()
	if !slices.ContainsFunc(os, func(e Estimate) bool { return e.SE > 0 }) {
		return math.NaN()
	}
	if len(ps) != len(os) {
		ps = slices.Repeat([]Estimate{p}, len(os))
	}
	pw := 1.0
	for i, e := range os {
		t := ps[i].Value
		if math.IsNaN(t) {
			return math.NaN()
		}
		se := e.seAt(t)
		if se == 0 {
			if t < bounds[0] || t > bounds[1] {
				return 0
			}
			continue
		}
		in := 1.0
		if !math.IsInf(bounds[0], -1) {
			in -= distuv.UnitNormal.CDF(z95 - (t-bounds[0])/se)
		}
		if !math.IsInf(bounds[1], 1) {
			in -= distuv.UnitNormal.CDF(z95 - (bounds[1]-t)/se)
		}
		pw *= max(0, in)
	}
	return pw
}

func rangeRule(p, o Estimate, bounds [2]float64, explain bool) Decision {
	d := Decision{Verdict: rangeVerdict(o, bounds), P: math.NaN(), Level: math.NaN()}
	if !explain {
		return d
	}
	d.Power = rangePower(p, o, bounds)
	var parts []string
	for _, e := range o.parts() {
		if e.SE == 0 {
			parts = append(parts, num(e.Value))
			continue
		}
		lo, hi := e.interval(2 * (1 - 0.95))
		parts = append(parts, fmt.Sprintf("%s, 90%% interval [%s, %s]", num(e.Value), num(lo), num(hi)))
	}
	ours := "ours " + strings.Join(parts, "; ")
	rng := fmt.Sprintf("[%s, %s]", num(bounds[0]), num(bounds[1]))
	switch d.Verdict {
	case Reproduced:
		d.Basis = fmt.Sprintf("%s: inside %s, the range the paper's words state", ours, rng)
	case NotReproduced:
		d.Basis = fmt.Sprintf("%s: shown outside %s, the range the paper's words state", ours, rng)
	default:
		d.Basis = fmt.Sprintf("%s: neither shown inside %s, the range the paper's words state, nor outside it", ours, rng)
	}
	return d
}

// partSEs are the standard errors of e's parts, from Cov where it is given.
func partSEs(e Estimate) []float64 {
	se := make([]float64, len(e.Parts))
	for i, q := range e.Parts {
		se[i] = q.SE
		if e.Cov != nil {
			se[i] = math.Sqrt(e.Cov[i][i])
		}
	}
	return se
}

// orderingVerdict decides an ordering from its claimed differences: every one significantly
// above 0 (an intersection of tests: each at the level, no correction), reproduced; one
// significantly below 0 at Holm's level over the row's differences, contradicted.
func orderingVerdict(vals, se []float64, level float64) string {
	z := distuv.UnitNormal.Quantile(1 - level/2)
	all := true
	ps := make([]float64, len(vals))
	for i, v := range vals {
		all = all && v > z*se[i]
		ps[i] = 2 * distuv.UnitNormal.CDF(-math.Abs(v)/se[i])
	}
	if all {
		return Reproduced
	}
	for i, l := range holmAt(ps, level) {
		if vals[i] < 0 && ps[i] <= l {
			return Contradicted
		}
	}
	return Inconclusive
}

// holmAt is holm at another family level than Alpha.
func holmAt(ps []float64, level float64) []float64 {
	ls := holm(ps)
	for i := range ls {
		ls[i] *= level / Alpha
	}
	return ls
}

// powerRuns is the number of seeded draws of a simulated power.
const powerRuns = 4000

// drawer returns draws of e's parts at the means mu: jointly normal with Cov, or independent
// with the parts' SEs; seeded, so a power is a fixed number for fixed inputs.
func drawer(e Estimate, mu []float64) func() []float64 {
	src := rand.New(rand.NewPCG(45, uint64(len(mu))))
	se := partSEs(e)
	if e.Cov != nil {
		// x = mu + L z with L L' = Cov (gonum's Cholesky; distmv would add a module).
		k := len(mu)
		sym := mat.NewSymDense(k, nil)
		for i := range k {
			for j := i; j < k; j++ {
				sym.SetSym(i, j, e.Cov[i][j])
			}
		}
		var ch mat.Cholesky
		if ch.Factorize(sym) {
			var l mat.TriDense
			ch.LTo(&l)
			return func() []float64 {
				z := make([]float64, k)
				for i := range z {
					z[i] = src.NormFloat64()
				}
				x := slices.Clone(mu)
				for i := range k {
					for j := 0; j <= i; j++ {
						x[i] += l.At(i, j) * z[j]
					}
				}
				return x
			}
		}
	}
	return func() []float64 {
		x := make([]float64, len(mu))
		for i := range x {
			x[i] = mu[i] + se[i]*src.NormFloat64()
		}
		return x
	}
}

// simulatedPower is the share of powerRuns draws of ours' parts at the paper's values that ok
// accepts; NaN when the paper gives no value per part.
func simulatedPower(p, o Estimate, ok func([]float64) bool) float64 {
	if len(p.Parts) != len(o.Parts) {
		return math.NaN()
	}
	mu := make([]float64, len(p.Parts))
	for i, q := range p.Parts {
		mu[i] = q.Value
		if math.IsNaN(q.Value) {
			return math.NaN()
		}
	}
	draw := drawer(o, mu)
	pass := 0
	for range powerRuns {
		if ok(draw()) {
			pass++
		}
	}
	return float64(pass) / powerRuns
}

func values(es []Estimate) []float64 {
	v := make([]float64, len(es))
	for i, e := range es {
		v[i] = e.Value
	}
	return v
}

// ordering decides an ordering claim: ours' Parts are the differences it claims above 0 (each
// labelled in its Text), the paper's Parts the same differences as the paper prints them (for
// the power).
func ordering(p, o Estimate, level float64, explain bool) Decision {
	se := partSEs(o)
	d := Decision{Verdict: orderingVerdict(values(o.Parts), se, level), P: math.NaN(), Level: level}
	if !explain {
		return d
	}
	d.Power = simulatedPower(p, o, func(x []float64) bool { return orderingVerdict(x, se, level) == Reproduced })
	var parts []string
	for i, q := range o.Parts {
		parts = append(parts, fmt.Sprintf("%s %s ± %s", q.Text, signed(q.Value), num(z975*se[i])))
	}
	list := strings.Join(parts, "; ")
	switch d.Verdict {
	case Reproduced:
		d.Basis = "every difference the ranking claims is significantly above 0 (95%): " + list
	case Contradicted:
		d.Basis = "a difference the ranking claims above 0 is significantly below it (Holm over the row's differences): " + list
	default:
		d.Basis = "not every difference the ranking claims is significantly above 0, none significantly below: " + list
	}
	return d
}

// slope is the weighted least-squares slope of ys on xs with weights 1/se², and its SE (the
// estimates independent).
func slope(xs, ys, se []float64) (b, sb float64) {
	var sw, swx float64
	for i := range xs {
		w := 1 / (se[i] * se[i])
		sw += w
		swx += w * xs[i]
	}
	xbar := swx / sw
	var sxx, sxy float64
	for i := range xs {
		w := 1 / (se[i] * se[i])
		sxx += w * (xs[i] - xbar) * (xs[i] - xbar)
		sxy += w * (xs[i] - xbar) * ys[i]
	}
	return sxy / sxx, 1 / math.Sqrt(sxx)
}

// trendVerdict decides a trend: the slope's test, and for a monotone claim the steps between
// neighbouring X (in X's order): every step must be significantly on the claimed side (an
// intersection of tests, so one flat step keeps "reproduced" at most 2.5% likely), and a step
// significantly against it (Holm over the steps) makes a claim of every step not reproduced.
func trendVerdict(xs, ys, se []float64, side int, monotone bool, level float64) string {
	b, sb := slope(xs, ys, se)
	z := distuv.UnitNormal.Quantile(1 - level/2)
	stepsOK, against := true, false
	if monotone {
		ps := make([]float64, len(xs)-1)
		steps := make([]float64, len(xs)-1)
		for i := range ps {
			sd := math.Hypot(se[i], se[i+1])
			steps[i] = float64(side) * (ys[i+1] - ys[i])
			ps[i] = 2 * distuv.UnitNormal.CDF(-math.Abs(steps[i])/sd)
			stepsOK = stepsOK && steps[i] > z*sd
		}
		for i, l := range holmAt(ps, level) {
			against = against || (steps[i] < 0 && ps[i] <= l)
		}
	}
	switch t := float64(side) * b / sb; {
	case t < -z:
		return Contradicted
	case against:
		return NotReproduced
	case t > z && stepsOK:
		return Reproduced
	}
	return Inconclusive
}

// trend decides a trend claim over xs from ours' Parts, the paper's Parts (where it gives values
// per X) for the power.
func trend(p, o Estimate, xs []float64, side int, monotone bool, level float64, explain bool) Decision {
	se := partSEs(o)
	ys := values(o.Parts)
	d := Decision{Verdict: trendVerdict(xs, ys, se, side, monotone, level), P: math.NaN(), Level: level}
	if !explain {
		return d
	}
	b, sb := slope(xs, ys, se)
	d.P = 2 * distuv.UnitNormal.CDF(-math.Abs(b)/sb)
	d.Power = simulatedPower(p, o, func(x []float64) bool { return trendVerdict(xs, x, se, side, monotone, level) == Reproduced })
	dir := map[int]string{1: "rises", -1: "falls"}[side]
	s := fmt.Sprintf("weighted least-squares slope %s ± %s a unit of the parameter (95%%), p = %s", signed(b), num(z975*sb), pText(d.P))
	var steps []string
	for i := 1; i < len(xs); i++ {
		steps = append(steps, fmt.Sprintf("%g to %g: %s ± %s", xs[i-1], xs[i], signed(ys[i]-ys[i-1]), num(z975*math.Hypot(se[i-1], se[i]))))
	}
	s += "; steps " + strings.Join(steps, ", ")
	claim := "it " + dir + " with the parameter"
	if monotone {
		claim = "it " + dir + " at every step"
	}
	switch d.Verdict {
	case Reproduced:
		d.Basis = fmt.Sprintf("the paper: %s; so does ours, significantly: %s", claim, s)
	case Contradicted:
		d.Basis = fmt.Sprintf("the paper: %s; ours' slope is significantly the other way: %s", claim, s)
	case NotReproduced:
		d.Basis = fmt.Sprintf("the paper: %s; a step of ours goes significantly the other way (Holm over the steps): %s", claim, s)
	default:
		d.Basis = fmt.Sprintf("the paper: %s; ours not shown to, nor significantly the other way: %s", claim, s)
	}
	return d
}

// The sign rule (kind effect) judges an effect whose source states its direction but no size:
// the field's findings, of which our copies hold only the abstracts ("an improvement", "beats
// both"). With no size there is no margin around the paper's value (compare's TOST); the margin
// is instead the smallest effect that matters (signMargin), and the rule is the null rule's
// mirror image: an effect shown smaller than it is no effect the claim means, though it be
// significant. Each value it names (one, or one per opponent: Parts) must be significantly on
// the claimed side; its error rates are simulated in kinds_test.go.

// signMargin is a sign claim's margin: the declared one, or for a share 5 points (the null rows'
// margin, the SPRT's smallest difference worth detecting).
func signMargin(unit string, margin float64) float64 {
	if margin == 0 && unit == "share" {
		return defaultTolerance
	}
	return margin
}

// signVerdict decides a sign claim on its values es against null on side s at the level:
// contradicted when one is significantly on the other side (Holm over the values); else not
// reproduced when one is shown smaller than the margin on the claimed side (smallP, Holm over
// the values: equivalence decides first, as for a null); else
// reproduced when every one is significant on the claimed side (an intersection of tests, each
// at the level); else inconclusive.
func signVerdict(es []Estimate, null float64, s int, margin, level float64) string {
	ps, pSmall := make([]float64, len(es)), make([]float64, len(es))
	all := true
	for i, e := range es {
		ps[i] = e.pNull(null)
		all = all && ps[i] <= level && side(e.Value, null) == s
		pSmall[i] = smallP(e, null, s, margin)
	}
	for i, l := range holmAt(ps, level) {
		if side(es[i].Value, null) == -s && ps[i] <= l {
			return Contradicted
		}
	}
	small := false
	for i, l := range holm(pSmall) {
		small = small || pSmall[i] <= l
	}
	switch {
	case small:
		return NotReproduced
	case all:
		return Reproduced
	}
	return Inconclusive
}

// smallP is the one-sided p-value of e's effect toward s being smaller than the margin (against
// an effect of the margin or more); "shown smaller" at 5% is its 90% interval's bound toward s
// below null + s margin. Over several values Holm's correction keeps the chance of calling
// any of them smaller, when each is of the margin, at 5%.
func smallP(e Estimate, null float64, s int, margin float64) float64 {
	d := float64(s)*(e.Value-null) - margin
	switch {
	case e.SE > 0:
		return distuv.UnitNormal.CDF(d / e.SE)
	case d < 0:
		return 0
	}
	return 1
}

// signPower is the chance of "reproduced" when every value's true effect is the margin (the
// smallest effect the claim means; its source gives no other): each value significant on the
// claimed side and not shown smaller than the margin, the values taken as independent. For a
// share the significance threshold is the score test's, its SD at the null.
func signPower(es []Estimate, null float64, s int, margin, level float64) float64 {
	zl := distuv.UnitNormal.Quantile(1 - level/2)
	// With every effect at the margin, Holm calls none smaller exactly when its first step,
	// at Alpha over the values, calls none.
	zs := distuv.UnitNormal.Quantile(1 - Alpha/float64(len(es)))
	pw := 1.0
	for _, e := range es {
		t := null + float64(s)*margin
		se := e.seAt(t)
		sd0 := se
		if e.share() && null > 0 && null < 1 {
			sd0 = math.Sqrt(null * (1 - null) / e.Neff)
		}
		if se == 0 {
			if zl*sd0 < margin {
				continue
			}
			return 0
		}
		// s(x - null) must exceed both the test's threshold and margin - zs se.
		c := max(zl*sd0, margin-zs*se)
		pw *= distuv.UnitNormal.CDF((margin - c) / se)
	}
	return pw
}

// signNeed says how many times our sample would make signPower reach 80%, or that none would.
func signNeed(es []Estimate, null float64, s int, margin, level float64) string {
	pw := func(k float64) float64 {
		sc := make([]Estimate, len(es))
		for i, e := range es {
			sc[i] = e.scaled(k)
		}
		return signPower(sc, null, s, margin, level)
	}
	hi := 1.0
	for pw(hi) < targetPower {
		if hi *= 2; hi > 1<<20 {
			return fmt.Sprintf("power %.2f at an effect of the margin; no sample of ours reaches %.0f%%", pw(1), 100*targetPower)
		}
	}
	lo := hi / 2
	for range 40 {
		if m := (lo + hi) / 2; pw(m) >= targetPower {
			hi = m
		} else {
			lo = m
		}
	}
	if hi <= 1 {
		return fmt.Sprintf("power %.2f at an effect of the margin", pw(1))
	}
	n := 0
	for _, e := range es {
		n = max(n, e.N)
	}
	if n > 0 {
		return fmt.Sprintf("power %.2f at an effect of the margin; a sample of about %s (ours: %s) would reproduce it %.0f%% of the time at that effect", pw(1), thousands(int(math.Ceil(hi*float64(n)))), thousands(n), 100*targetPower)
	}
	return fmt.Sprintf("power %.2f at an effect of the margin; %.1f times our sample would reproduce it %.0f%% of the time at that effect", pw(1), hi, 100*targetPower)
}

// signRule decides a sign claim; without explain it gives the verdict alone.
func signRule(o Estimate, null float64, s int, margin, level float64, explain bool) Decision {
	es := o.parts()
	d := Decision{Verdict: signVerdict(es, null, s, margin, level), P: math.NaN(), Level: level}
	if !explain {
		return d
	}
	d.Power = signPower(es, null, s, margin, level)
	if len(es) == 1 {
		d.P = es[0].pNull(null)
	}
	var parts []string
	for _, e := range es {
		lo, hi := e.interval(level)
		bound := float64(s)*(e.Value-null) + z95*e.SE
		label := ""
		if e.Text != "" && len(es) > 1 {
			label = e.Text + ": "
		}
		parts = append(parts, fmt.Sprintf("%sours %s, %s interval [%s, %s] against no effect (%s), p = %s, the effect's one-sided 95%% bound %s", label, num(e.Value), levelText(level), num(lo), num(hi), num(null), pText(e.pNull(null)), signed(float64(s)*bound)))
	}
	list := strings.Join(parts, "; ") + fmt.Sprintf("; power %.2f at an effect of the margin", d.Power)
	claim := map[int]string{1: "above", -1: "below"}[s]
	m := fmt.Sprintf("the margin %s, the smallest effect that matters (ours: the source states no size)", signed(float64(s)*margin))
	switch d.Verdict {
	case Reproduced:
		d.Basis = fmt.Sprintf("every value significantly %s no effect and none shown smaller than %s: %s", claim, m, list)
	case Contradicted:
		d.Basis = fmt.Sprintf("a value significantly on the other side of no effect (Holm over the row's values): %s", list)
	case NotReproduced:
		d.Basis = fmt.Sprintf("a value's effect shown smaller than %s (one-sided at 5%%, Holm over the row's values; equivalence decides first): %s", m, list)
	default:
		d.Basis = fmt.Sprintf("not every value significantly %s no effect, none shown smaller than %s nor significantly on the other side: %s; %s", claim, m, strings.Join(parts, "; "), signNeed(es, null, s, margin, level))
	}
	return d
}
