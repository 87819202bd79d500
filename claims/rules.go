package claims

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"gonum.org/v1/gonum/integrate/quad"
	"gonum.org/v1/gonum/stat/distuv"
)

// Rule is how a claim's verdict is decided from the paper's number and ours. Every rule is
// declared in the registry with the claim, before any data is read.
type Rule int

const (
	// Compare decides a claim of an effect (kind effect: the paper's value differs from the
	// null) with both samples' errors: reproduced when ours is significant on the paper's side
	// of the null and ours minus the paper's is shown inside ±Margin (TOST at 5%) without being
	// significantly different from 0; direction when ours is significant on the paper's side
	// otherwise; contradicted when significant on the other side; not reproduced when ours
	// shows no significant effect and the difference to the paper's value is significant; else
	// inconclusive, with the sample that would decide it. Margin defaults to the paper's
	// distance from the null: ours, significant on the paper's side, is shown nearer the
	// paper's value than the paper's whole effect (half of it, the older default, left most
	// claims untestable: the paper's own error alone exceeded it); where the paper's effect is
	// smaller than its own 90% interval (a result the paper itself could not tell from no
	// effect), twice that half-width, so the test keeps some power.
	Compare Rule = iota
	// Range (kind range): the claim is a range or a bound ("1-3 ply", "do not exceed 40%",
	// "about an order of magnitude"), Bounds[0] to Bounds[1] (either infinite); ours, and each
	// of its Parts where it has them, must be shown inside by one-sided tests at 5% against each
	// finite bound (levelRange).
	Range
	// Null (kind null): the paper claims no effect ("only 51.6%", "no improvement"); ours must
	// be shown inside null ± Margin (TOST at 5%). Equivalence decides first: an effect shown
	// smaller than the margin is no effect the claim cares about, though it be significant; an
	// effect not shown inside the margin and significant contradicts the claim.
	Null
	// Joint (kind level, of several shares at once): shares of the same games (one figure's
	// player types) compared with the paper's counts together, by a chi-square test of
	// homogeneity of the two samples' counts: not reproduced when they differ, else
	// inconclusive (a few dozen games cannot show agreement).
	Joint
	// NotComparable: a stated setting differs in a way the claim depends on; ours is shown,
	// no verdict is drawn. The claim still declares its Kind.
	NotComparable
	// Level (kind level): the paper reports a value as the finding (an OI, a share, a saving, a
	// lead): reproduced when ours minus the paper's, both errors, is shown inside ±Margin, the
	// tolerance (TOST at 5%); else not reproduced when the difference is significant; else
	// inconclusive. No "direction": a value on the paper's side of no effect but unlike the
	// paper's is not the paper's value.
	Level
	// Ordering (kind ordering): a ranking of the contestants of one table ("X came in second",
	// "the best player was ..."), given as the differences it claims positive (ours' Parts,
	// with their covariance): reproduced when every one is significantly above 0, contradicted
	// when one is significantly below 0 (Holm over the row's differences), else inconclusive.
	Ordering
	// Trend (kind trend): the claimed sign Side of a trend over the parameter X ("increased
	// almost linearly", "the more opponents"), ours' Parts the estimates at X: reproduced when
	// the weighted least-squares slope is significant on the claimed side (and, for a Monotone
	// claim, every step between neighbouring X significantly on that side too), contradicted
	// when the slope is significant against it, not reproduced when a monotone claim has a step
	// significantly against it (Holm over the steps), else inconclusive.
	Trend
	// Sign (kind effect): an effect whose source states its direction Side but no size (the
	// field's findings, "an improvement"), judged on ours (or each of its Parts) against the
	// null: contradicted when one is significantly on the other side (Holm over the values);
	// not reproduced when one is shown smaller than Margin, the smallest effect that matters
	// (5 points for a share); reproduced when every one is significant on the claimed side;
	// else inconclusive. Power is at an effect of the margin.
	Sign
	// Majority (kind ordering): one contestant better than each other "under most
	// circumstances", ours' Parts its claimed differences, each in one of the claim's Of
	// circumstances (Groups; those we cannot play count among Of): a circumstance won when
	// every difference of it is significantly above 0 (Holm over the circumstances), lost when
	// one is shown smaller than Margin (5 points for a share; Holm over the differences),
	// against when one is significantly below 0. Reproduced when more than half of Of are won;
	// not reproduced when so many are lost that the rest cannot be more than half;
	// contradicted when more than half are against; else inconclusive (majority.go).
	Majority
)

var ruleNames = [...]string{"effect", "range", "null", "level (counts)", "not comparable", "level", "ordering", "trend", "effect (sign)", "ordering (majority)"}

func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rule(%d)", int(r))
}

// Kind is what a claim asserts, which decides the rule that judges it.
type Kind string

// The kinds of claim.
const (
	KindEffect   Kind = "effect"   // an effect exists (against no effect), of about the paper's size
	KindLevel    Kind = "level"    // the value itself is the finding
	KindRange    Kind = "range"    // a range or a bound
	KindOrdering Kind = "ordering" // a ranking of contestants
	KindTrend    Kind = "trend"    // a trend over a parameter
	KindNull     Kind = "null"     // no effect
)

// Kinds in the order the tables print them.
var Kinds = []Kind{KindEffect, KindLevel, KindRange, KindOrdering, KindTrend, KindNull}

// kind is the kind a rule judges ("" for NotComparable, whose claim declares its own).
func (r Rule) kind() Kind {
	switch r {
	case Compare, Sign:
		return KindEffect
	case Level, Joint:
		return KindLevel
	case Range:
		return KindRange
	case Ordering, Majority:
		return KindOrdering
	case Trend:
		return KindTrend
	case Null:
		return KindNull
	}
	return ""
}

// The verdicts a rule can give.
const (
	Reproduced    = "reproduced"
	Direction     = "direction"
	NotReproduced = "not reproduced"
	Contradicted  = "contradicted"
	Inconclusive  = "inconclusive"
	NotComp       = "not comparable"
)

// Verdicts in the order the tally prints them.
var Verdicts = []string{Reproduced, Direction, NotReproduced, Contradicted, Inconclusive, NotComp}

// Alpha is the level of every test before a family's Holm correction.
const Alpha = 0.05

// Estimate is one number with its uncertainty. SE is 0 for exact quantities. Lo and Hi are the
// 95% interval shown for it (for a share the Wilson interval; else Value -+ 1.96 SE).
type Estimate struct {
	Value, SE, Lo, Hi float64
	N                 int // sample size (games, trials, positions); 0 if unknown or exact
	// Neff marks a share (a win rate): the number of independent trials it is worth, its
	// games, or fewer where games share blocks (games over the variance inflation of the
	// block totals). Its interval is Wilson's and its test against a null the score test, both
	// with Neff trials, so neither collapses at 0 or all wins. 0 for other quantities.
	Neff float64
	// Counts are a Joint claim's counts per category (wins of each player type), in the same
	// order for the paper's and ours.
	Counts []int
	// Parts are the several numbers an Ordering, Trend or Range claim is judged on: an
	// ordering's claimed differences (each claimed above 0), a trend's estimates at the claim's
	// X, a range's values that must all lie inside it. Cov is their covariance matrix (nil:
	// independent, each part's SE²), where they come from the same games.
	Parts []Estimate
	Cov   [][]float64
	Text  string // how it is printed, if not by the claim's unit
}

// The normal quantiles the rules use.
var (
	z975 = distuv.UnitNormal.Quantile(0.975)
	z95  = distuv.UnitNormal.Quantile(0.95)
	z90  = distuv.UnitNormal.Quantile(0.90)
)

// normal returns the estimate v with standard error se and its normal 95% interval.
func normal(v, se float64, n int) Estimate {
	return Estimate{Value: v, SE: se, Lo: v - z975*se, Hi: v + z975*se, N: n}
}

// wilson is the Wilson score interval of a share p of n (possibly fractional) trials with
// quantile z: the set of true shares the score test at that level does not reject.
func wilson(p, n, z float64) (lo, hi float64) {
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return max(0, c-h), min(1, c+h)
}

// shareOf is a share p of n games worth neff independent trials (neff = n for independent
// games): its Wilson interval, and as SE the larger of the binomial one and the Wilson
// interval's half-width over 1.96, which stays positive at 0 or n wins.
func shareOf(p float64, n int, neff float64) Estimate {
	lo, hi := wilson(p, neff, z975)
	se := max(math.Sqrt(p*(1-p)/neff), (hi-lo)/(2*z975))
	return Estimate{Value: p, SE: se, Lo: lo, Hi: hi, N: n, Neff: neff}
}

// share reports whether e is a share (Wilson interval, score test).
func (e Estimate) share() bool { return e.Neff > 0 }

// interval is e's interval at level 1 - alpha.
func (e Estimate) interval(alpha float64) (lo, hi float64) {
	z := distuv.UnitNormal.Quantile(1 - alpha/2)
	if e.share() {
		return wilson(e.Value, e.Neff, z)
	}
	return e.Value - z*e.SE, e.Value + z*e.SE
}

// pNull is the two-sided p-value of e against the value null: the score test for a share (the
// inversion of its Wilson interval), the z test with SE otherwise; an exact quantity differs or
// does not.
func (e Estimate) pNull(null float64) float64 {
	var z float64
	switch {
	case e.share() && null > 0 && null < 1:
		z = (e.Value - null) / math.Sqrt(null*(1-null)/e.Neff)
	case e.SE > 0:
		z = (e.Value - null) / e.SE
	case e.Value == null:
		return 1
	default:
		return 0
	}
	return 2 * distuv.UnitNormal.CDF(-math.Abs(z))
}

// seAt is the standard error e would have if its true value were v: a share's binomial one
// with Neff trials, else e's own.
func (e Estimate) seAt(v float64) float64 {
	if e.share() && v > 0 && v < 1 {
		return math.Sqrt(v * (1 - v) / e.Neff)
	}
	return e.SE
}

// scaled is e with k times its sample: its standard error over sqrt(k).
func (e Estimate) scaled(k float64) Estimate {
	e.SE /= math.Sqrt(k)
	if e.share() {
		e.Neff *= k
	}
	e.N = int(math.Ceil(float64(e.N) * k))
	return e
}

// Decision is a computed verdict with what it rests on.
type Decision struct {
	Verdict string
	// Basis says in one sentence which comparison gave the verdict, with the numbers.
	Basis string
	// Power is the chance that the rule gives "reproduced" when the truth is what the paper
	// claims (for compare: ours' and the paper's true values both the paper's; for null: ours'
	// the null), computed for the whole decision; NaN where it does not apply.
	Power float64
	// P is the test's two-sided p-value against the null (compare, null) or the paper's counts
	// (joint), before the family's correction; Level the level it was tested at (Alpha, or
	// Holm's for a member of a family); NaN where no test applies.
	P, Level float64
}

// Decide applies rule r at level Alpha to the paper's number p, the null (no-effect) value, ours
// o, for Compare, Null and Level the margin (0: the rule's default) and for Range its bounds.
func Decide(r Rule, p, o Estimate, null, margin float64, bounds [2]float64) Decision {
	return decide(Claim{Rule: r, Theirs: p, Null: null, Margin: margin, Bounds: bounds}, o, Alpha)
}

// decide is c's rule applied to ours o at the test level (Alpha, or Holm's in a family).
func decide(c Claim, o Estimate, level float64) Decision {
	p := c.Theirs
	switch c.Rule {
	case Compare:
		return compare(p, o, c.Null, c.Margin, level, true)
	case Range:
		return rangeRule(p, o, c.Bounds, true)
	case Null:
		return nullRule(o, c.Null, c.Margin, level)
	case Joint:
		return joint(p, o, level)
	case Level:
		return levelRule(p, o, levelTolerance(c.Unit, p, c.Margin), level, true)
	case Ordering:
		return ordering(p, o, level, true)
	case Trend:
		return trend(p, o, c.X, c.Side, c.Monotone, level, true)
	case Sign:
		return signRule(o, c.Null, c.Side, signMargin(c.Unit, c.Margin), level, true)
	case Majority:
		return majority(p, o, c.Groups, c.Of, signMargin(c.Unit, c.Margin), level, true)
	}
	return Decision{Verdict: NotComp, Basis: "a setting the claim depends on differs (see the setting column)", Power: math.NaN(), P: math.NaN(), Level: math.NaN()}
}

// side is the sign of x - null.
func side(x, null float64) int {
	switch {
	case x > null:
		return 1
	case x < null:
		return -1
	}
	return 0
}

// rawP is the p-value of a claim's test before its family's correction (NaN for rules without
// one).
func rawP(c Claim, o Estimate) float64 {
	p, null := c.Theirs, c.Null
	switch c.Rule {
	case Level:
		return levelP(p, o)
	case Compare, Null:
		if o.Counts != nil {
			_, _, pv := goodnessOfFit(o.Counts, null)
			return pv
		}
		return o.pNull(null)
	case Joint:
		_, _, pv := chiSquare(p.Counts, o.Counts)
		return pv
	}
	return math.NaN()
}

// defaultMargin is Compare's margin when the registry gives none: the larger of the paper's
// distance from the null and twice its 90% half-width.
func defaultMargin(p Estimate, null, margin float64) float64 {
	if margin == 0 {
		return max(math.Abs(p.Value-null), 2*z95*p.SE)
	}
	return margin
}

// compare decides a claim of an effect; without explain it gives the verdict alone (no basis,
// no power: what a simulation of many outcomes needs). The verdict is compareVerdict's in both.
func compare(p, o Estimate, null, margin, level float64, explain bool) Decision {
	margin = defaultMargin(p, null, margin)
	pv := o.pNull(null)
	sig := pv <= level
	paperSide := side(o.Value, null) == side(p.Value, null)
	diff := o.Value - p.Value
	se := math.Hypot(o.SE, p.SE)
	tost := math.Abs(diff)+z95*se < margin
	differs := math.Abs(diff) > z975*se
	d := Decision{Verdict: compareVerdict(sig, paperSide, tost, differs)}
	if !explain {
		return d
	}
	d.Power, d.P, d.Level = comparePower(p, o, null, margin, level), pv, level
	lo, hi := o.interval(level)
	against := fmt.Sprintf("ours %s, %s interval [%s, %s] against no effect (%s): p = %s", num(o.Value), levelText(level), num(lo), num(hi), num(null), pText(pv))
	gap := fmt.Sprintf("ours - paper's = %s ± %s (95%%, both errors)", signed(diff), num(z975*se))
	switch {
	case d.Verdict == Reproduced:
		d.Basis = fmt.Sprintf("%s, on the paper's side; %s, 90%% interval inside the margin ±%s", against, gap, num(margin))
	case d.Verdict == Direction && differs:
		d.Basis = fmt.Sprintf("%s, on the paper's side; but %s: ours differs from the paper's value", against, gap)
	case d.Verdict == Direction:
		d.Basis = fmt.Sprintf("%s, on the paper's side; %s, 90%% interval not inside the margin ±%s (%s)", against, gap, num(margin), need(p, o, null, margin, level))
	case d.Verdict == Contradicted:
		d.Basis = against + ", on the other side from the paper's"
	case d.Verdict == NotReproduced:
		d.Basis = fmt.Sprintf("%s, no effect shown; %s rejects the paper's value", against, gap)
	default:
		d.Basis = fmt.Sprintf("%s, no effect shown; %s, the paper's value not rejected either; %s", against, gap, need(p, o, null, margin, level))
	}
	return d
}

// compareVerdict is compare's decision from its tests: ours significant against the null, on
// the paper's side of it, the difference to the paper's shown inside the margin (TOST), and that
// difference significant.
func compareVerdict(sig, paperSide, tost, differs bool) string {
	switch {
	case sig && paperSide && tost && !differs:
		return Reproduced
	case sig && paperSide:
		return Direction
	case sig:
		return Contradicted
	case differs:
		return NotReproduced
	}
	return Inconclusive
}

// comparePower is the chance that compare gives "reproduced" when ours' true value and the
// paper's are both the paper's printed value: ours (normal with its SE at that value) beyond
// the significance threshold on the paper's side, and the difference to the paper's estimate
// (normal with the paper's SE) inside min(margin - 1.645 se, 1.96 se), se both errors. The
// integral over ours is Gauss-Legendre on ±8 SE.
func comparePower(p, o Estimate, null, margin, level float64) float64 {
	t, s := p.Value, side(p.Value, null)
	so, sp := o.seAt(t), p.SE
	se := math.Hypot(so, sp)
	w := min(margin-z95*se, z975*se)
	if w <= 0 || s == 0 {
		return 0
	}
	// ours is significant on the paper's side beyond c: for a share, the score test's threshold.
	zl := distuv.UnitNormal.Quantile(1 - level/2)
	sd0 := so
	if o.share() && null > 0 && null < 1 {
		sd0 = math.Sqrt(null * (1 - null) / o.Neff)
	}
	c := null + float64(s)*zl*sd0
	inside := func(x float64) float64 { // P(|x - paper's estimate| < w)
		if sp == 0 {
			if math.Abs(x-t) < w {
				return 1
			}
			return 0
		}
		return distuv.UnitNormal.CDF((x-t+w)/sp) - distuv.UnitNormal.CDF((x-t-w)/sp)
	}
	if so == 0 {
		if float64(s)*(t-c) > 0 {
			return inside(t)
		}
		return 0
	}
	a, b := t-8*so, t+8*so
	if s > 0 {
		a = max(a, c)
	} else {
		b = min(b, c)
	}
	if sp == 0 { // the paper's value is exact: the window is [t-w, t+w]
		a, b = max(a, t-w), min(b, t+w)
	}
	if a >= b {
		return 0
	}
	f := func(x float64) float64 { return distuv.UnitNormal.Prob((x-t)/so) / so * inside(x) }
	return min(1, max(0, quad.Fixed(f, a, b, 400, quad.Legendre{}, 0)))
}

// targetPower is the power a sample must reach to "decide" a claim.
const targetPower = 0.8

// need says how large our sample must be for compare's stated power to reach 80%, or that none
// is: the paper's own error leaves the margin test too little room.
func need(p, o Estimate, null, margin, level float64) string {
	pw := func(k float64) float64 { return comparePower(p, o.scaled(k), null, margin, level) }
	if pw(1) >= targetPower {
		return fmt.Sprintf("power %.2f", pw(1))
	}
	hi := 1.0
	for pw(hi) < targetPower {
		hi *= 2
		if hi > 1<<20 {
			return fmt.Sprintf("power %.2f; no sample of ours reaches %.0f%%: the paper's own error (SE %s) leaves the margin too little room", pw(1), 100*targetPower, num(p.SE))
		}
	}
	lo := hi / 2
	for range 40 {
		m := (lo + hi) / 2
		if pw(m) >= targetPower {
			hi = m
		} else {
			lo = m
		}
	}
	if o.N > 0 {
		return fmt.Sprintf("power %.2f; a sample of about %s (ours: %s) would reproduce it %.0f%% of the time if the paper's value holds", pw(1), thousands(int(math.Ceil(hi*float64(o.N)))), thousands(o.N), 100*targetPower)
	}
	return fmt.Sprintf("power %.2f; %.1f times our sample would reproduce it %.0f%% of the time if the paper's value holds", pw(1), hi, 100*targetPower)
}

// nullPower is the chance of the null rule's TOST passing when ours' true value is the null.
func nullPower(o Estimate, null, margin float64) float64 {
	se := o.seAt(null)
	if se == 0 {
		return 1
	}
	return max(0, 2*distuv.UnitNormal.CDF((margin-z95*se)/se)-1)
}

func nullRule(o Estimate, null, margin, level float64) Decision {
	if o.Counts != nil {
		return evenShares(o, null, margin, level)
	}
	diff := o.Value - null
	lo90, hi90 := diff-z95*o.SE, diff+z95*o.SE
	pv := o.pNull(null)
	lo, hi := o.interval(level)
	d := Decision{Power: nullPower(o, null, margin), P: pv, Level: level}
	switch {
	case -margin < lo90 && hi90 < margin:
		d.Verdict = Reproduced
		d.Basis = fmt.Sprintf("ours %s, 90%% interval of the effect [%s, %s] inside the margin ±%s", num(o.Value), signed(lo90), signed(hi90), num(margin))
		if pv <= level {
			d.Basis += fmt.Sprintf(" (the effect is significant, p = %s, but shown smaller than the margin: equivalence decides)", pText(pv))
		}
	case pv <= level:
		d.Verdict = Contradicted
		d.Basis = fmt.Sprintf("the paper finds no effect; ours %s, %s interval [%s, %s] excludes %s (p = %s)", num(o.Value), levelText(level), num(lo), num(hi), num(null), pText(pv))
	default:
		d.Verdict = Inconclusive
		// The sample at which the TOST passes 80% of the time under no effect:
		// margin = (z95 + z90) se/sqrt(k).
		k := math.Pow((z95+z90)*o.seAt(null)/margin, 2)
		more := fmt.Sprintf("%.1f times our sample", k)
		if o.N > 0 {
			more = fmt.Sprintf("a sample of about %s (ours: %s)", thousands(int(math.Ceil(k*float64(o.N)))), thousands(o.N))
		}
		d.Basis = fmt.Sprintf("ours %s, 90%% interval of the effect [%s, %s]: neither inside the margin ±%s nor significantly different from %s (p = %s); %s would show no effect %.0f%% of the time if there is none", num(o.Value), signed(lo90), signed(hi90), num(margin), num(null), pText(pv), more, 100*targetPower)
	}
	return d
}

// goodnessOfFit is Pearson's chi-square test of counts against every category's share being
// null (1 / the categories): the statistic, its degrees of freedom and p-value.
func goodnessOfFit(counts []int, null float64) (x2 float64, df int, p float64) {
	n := float64(sum(counts))
	for _, c := range counts {
		e := n * null
		x2 += (float64(c) - e) * (float64(c) - e) / e
	}
	df = len(counts) - 1
	return x2, df, 1 - distuv.ChiSquared{K: float64(df)}.CDF(x2)
}

// evenTOST reports whether every share of counts is shown inside null ± margin: each share's
// 90% interval (its SE non-collapsing, shareOf) inside the margin. An intersection of one-sided
// tests at 5% each needs no correction: all must pass.
func evenTOST(counts []int, null, margin float64) bool {
	n := sum(counts)
	for _, c := range counts {
		e := shareOf(float64(c)/float64(n), n, float64(n))
		if math.Abs(e.Value-null)+z95*e.SE >= margin {
			return false
		}
	}
	return true
}

// evenPower is the chance that evenTOST passes for n games when every share is null: a
// multinomial simulation, seeded, so it is a fixed number for fixed inputs.
func evenPower(k, n int, null, margin float64) float64 {
	key := fmt.Sprint(k, n, null, margin)
	evenPowers.Lock()
	defer evenPowers.Unlock()
	if p, ok := evenPowers.m[key]; ok {
		return p
	}
	if evenPowers.m == nil {
		evenPowers.m = map[string]float64{}
	}
	p := simulateEven(k, n, null, margin)
	evenPowers.m[key] = p
	return p
}

// evenPowers remembers evenPower's simulations.
var evenPowers struct {
	sync.Mutex
	m map[string]float64
}

func simulateEven(k, n int, null, margin float64) float64 {
	const runs = 2000
	rng := rand.New(rand.NewPCG(uint64(k), uint64(n)))
	pass := 0
	c := make([]int, k)
	for range runs {
		clear(c)
		for range n {
			c[rng.IntN(k)]++
		}
		if evenTOST(c, null, margin) {
			pass++
		}
	}
	return float64(pass) / runs
}

// evenShares is the null rule for a claim that shares of the same games are even ("fairly
// evenly distributed"): reproduced when every share is shown inside null ± margin (evenTOST),
// contradicted when the chi-square test of goodness of fit rejects even shares, else
// inconclusive.
func evenShares(o Estimate, null, margin, level float64) Decision {
	x2, df, pv := goodnessOfFit(o.Counts, null)
	n := sum(o.Counts)
	d := Decision{Power: evenPower(len(o.Counts), n, null, margin), P: pv, Level: level}
	fit := fmt.Sprintf("chi-square against even shares %.2f, %d df, p = %s", x2, df, pText(pv))
	switch {
	case evenTOST(o.Counts, null, margin):
		d.Verdict = Reproduced
		d.Basis = fmt.Sprintf("every share's 90%% interval lies inside %s ± %s (%s)", num(null), num(margin), fit)
	case pv <= level:
		d.Verdict = Contradicted
		d.Basis = fmt.Sprintf("the paper finds even shares; ours %v of %d games: %s", o.Counts, n, fit)
	default:
		d.Verdict = Inconclusive
		d.Basis = fmt.Sprintf("ours %v of %d games: not every share shown inside %s ± %s, and %s", o.Counts, n, num(null), num(margin), fit)
	}
	return d
}

// chiSquare is Pearson's test of homogeneity of two rows of counts over the same categories
// (categories empty in both are left out): the statistic, its degrees of freedom and p-value
// (gonum's chi-square distribution).
func chiSquare(a, b []int) (x2 float64, df int, p float64) {
	var ta, tb float64
	for i := range a {
		ta += float64(a[i])
		tb += float64(b[i])
	}
	if ta == 0 || tb == 0 {
		return math.NaN(), 0, math.NaN()
	}
	for i := range a {
		col := float64(a[i] + b[i])
		if col == 0 {
			continue
		}
		df++
		for _, c := range [][2]float64{{float64(a[i]), ta}, {float64(b[i]), tb}} {
			e := c[1] * col / (ta + tb)
			x2 += (c[0] - e) * (c[0] - e) / e
		}
	}
	df--
	if df < 1 {
		return 0, 0, 1
	}
	return x2, df, 1 - distuv.ChiSquared{K: float64(df)}.CDF(x2)
}

func joint(p, o Estimate, level float64) Decision {
	x2, df, pv := chiSquare(p.Counts, o.Counts)
	d := Decision{Power: math.NaN(), P: pv, Level: level}
	basis := fmt.Sprintf("ours against the paper's counts %v: chi-square %.2f, %d df, p = %s at level %s", o.Counts, x2, df, pText(pv), num(level))
	if pv <= level {
		d.Verdict = NotReproduced
		d.Basis = basis + ": the shares differ"
	} else {
		d.Verdict = Inconclusive
		d.Basis = basis + ": no difference shown, which with so few of the paper's games does not show agreement either (its counts are descriptive; the claims are its sentences)"
	}
	return d
}

// holm returns each p-value's level under Holm's step-down correction of the family at Alpha:
// a test is significant (p <= its level) exactly when Holm's adjusted p-value is at most Alpha.
// NaN p-values take no part and get level Alpha.
func holm(ps []float64) []float64 {
	idx := make([]int, 0, len(ps))
	for i, p := range ps {
		if !math.IsNaN(p) {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case ps[a] < ps[b]:
			return -1
		case ps[a] > ps[b]:
			return 1
		}
		return 0
	})
	levels := make([]float64, len(ps))
	for i := range levels {
		levels[i] = Alpha
	}
	m := len(idx)
	adj := 0.0
	for j, i := range idx {
		adj = max(adj, min(1, float64(m-j)*ps[i]))
		switch {
		case adj == ps[i]:
			levels[i] = Alpha // exactly: Alpha*p/p may miss Alpha by an ulp and print as a Holm level
		case ps[i] > 0 && adj > 0:
			levels[i] = Alpha * ps[i] / adj
		}
	}
	return levels
}

func levelText(level float64) string {
	if level == Alpha {
		return "95%"
	}
	return fmt.Sprintf("%.3g%% (Holm)", 100*(1-level))
}

func pText(p float64) string {
	if p < 1e-4 {
		return "<0.0001"
	}
	return fmt.Sprintf("%.2g", p)
}

// num prints a number with three significant digits.
func num(x float64) string { return fmt.Sprintf("%.3g", x) }

func signed(x float64) string { return fmt.Sprintf("%+.3g", x) }
