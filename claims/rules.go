package claims

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/stat/distuv"
)

// Rule is how a claim's verdict is decided from the paper's number and ours. Every rule is
// declared in the registry with the claim, before any data is read.
type Rule int

const (
	// Within: the paper's value must lie inside our 95% interval, and our sample must be large
	// enough to tell the paper's value from the no-effect value (the difference detectable 80%
	// of the time at the 5% level is smaller than |paper - null|). Otherwise the verdict is
	// direction, contradicted or inconclusive by our significance against the null.
	Within Rule = iota
	// Equivalence (TOST): the 90% interval of ours minus the paper's (both samples' errors)
	// must lie inside +-Margin; Margin defaults to half the distance of the paper's value from
	// the null, so an outcome with no effect can never pass.
	Equivalence
	// Band: an exact, deterministic quantity (a node-count ratio on a fixed suite) must lie in
	// [Band[0], Band[1]], the range the paper's wording allows ("about an order of magnitude").
	Band
	// Null: the paper claims no effect; ours must be equivalent to the null within +-Margin
	// (TOST at 5%).
	Null
	// NotComparable: a stated setting differs in a way the claim depends on; ours is shown,
	// no verdict is drawn.
	NotComparable
)

var ruleNames = [...]string{"within", "equivalence", "band", "null", "not comparable"}

func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rule(%d)", int(r))
}

// The verdicts a rule can give.
const (
	Reproduced   = "reproduced"
	Direction    = "direction"
	Contradicted = "contradicted"
	Inconclusive = "inconclusive"
	NotComp      = "not comparable"
)

// Estimate is one number with its uncertainty. SE is 0 for exact quantities. Lo and Hi are the
// 95% interval shown for it (for a win rate the Wilson interval; else Value -+ 1.96 SE).
type Estimate struct {
	Value, SE, Lo, Hi float64
	N                 int    // sample size (games, trials, positions); 0 if unknown or exact
	Text              string // how it is printed, if not by the claim's unit
}

// z95 and friends are the normal quantiles the rules use.
var (
	z975 = distuv.UnitNormal.Quantile(0.975)
	z95  = distuv.UnitNormal.Quantile(0.95)
	z80  = distuv.UnitNormal.Quantile(0.80)
)

// normal returns the estimate v with standard error se and its normal 95% interval.
func normal(v, se float64, n int) Estimate {
	return Estimate{Value: v, SE: se, Lo: v - z975*se, Hi: v + z975*se, N: n}
}

// proportion is a share p of n trials with its binomial standard error and the normal interval.
func proportion(p float64, n int) Estimate {
	return normal(p, math.Sqrt(p*(1-p)/float64(n)), n)
}

// Decision is a computed verdict with what it rests on.
type Decision struct {
	Verdict string
	// Basis says in one sentence which comparison gave the verdict, with the numbers.
	Basis string
	// Power is the difference the comparison detects 80% of the time at the 5% level (in the
	// claim's unit), or for an equivalence test the chance of passing when ours equals the
	// paper's exactly; NaN where it does not apply (exact quantities).
	Power float64
}

// Decide applies rule r to the paper's number p, the null (no-effect) value, ours o, and for
// Equivalence and Null the margin (0: the default of the rule).
func Decide(r Rule, p, o Estimate, null, margin float64, band [2]float64) Decision {
	switch r {
	case Within:
		return within(p, o, null)
	case Equivalence:
		return equivalence(p, o, null, margin)
	case Band:
		return inBand(p, o, null, band)
	case Null:
		return nullRule(o, null, margin)
	}
	return Decision{Verdict: NotComp, Basis: "a setting the claim depends on differs (see the setting column)", Power: math.NaN()}
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

// againstNull decides, when ours does not agree with the paper's value, whether it at least
// shows the paper's direction: significant (ours' 95% interval excludes the null) on the same
// side as the paper's value, or on the other side.
func againstNull(p, o Estimate, null float64) string {
	sig := o.Lo > null || o.Hi < null
	switch {
	case sig && side(o.Value, null) == side(p.Value, null):
		return Direction
	case sig:
		return Contradicted
	}
	return Inconclusive
}

func within(p, o Estimate, null float64) Decision {
	mde := (z975 + z80) * o.SE
	d := Decision{Power: mde}
	inside := o.Lo <= p.Value && p.Value <= o.Hi
	switch {
	case inside && mde < math.Abs(p.Value-null):
		d.Verdict = Reproduced
		d.Basis = fmt.Sprintf("the paper's %s lies inside our 95%% interval [%s, %s]", num(p.Value), num(o.Lo), num(o.Hi))
	case inside:
		d.Verdict = Inconclusive
		d.Basis = fmt.Sprintf("the paper's %s lies inside our interval [%s, %s], but our sample detects (80%% of the time) only differences of %s, not less than the paper's effect %s over no effect (%s)", num(p.Value), num(o.Lo), num(o.Hi), num(mde), num(math.Abs(p.Value-null)), num(null))
	default:
		d.Verdict = againstNull(p, o, null)
		d.Basis = fmt.Sprintf("the paper's %s lies outside our 95%% interval [%s, %s]; ours against no effect (%s): %s", num(p.Value), num(o.Lo), num(o.Hi), num(null), sigText(o, null))
	}
	return d
}

func equivalence(p, o Estimate, null, margin float64) Decision {
	if margin == 0 {
		margin = math.Abs(p.Value-null) / 2
	}
	diff := o.Value - p.Value
	se := math.Hypot(o.SE, p.SE)
	lo90, hi90 := diff-z95*se, diff+z95*se
	lo95, hi95 := diff-z975*se, diff+z975*se
	// The chance of declaring equivalence when the true difference is 0.
	power := math.Max(0, 2*distuv.UnitNormal.CDF((margin-z95*se)/se)-1)
	d := Decision{Power: power}
	inside := o.Lo <= p.Value && p.Value <= o.Hi
	switch {
	case -margin < lo90 && hi90 < margin && inside:
		d.Verdict = Reproduced
		d.Basis = fmt.Sprintf("ours - paper's = %s, 90%% interval [%s, %s] inside the margin ±%s", signed(diff), signed(lo90), signed(hi90), num(margin))
	case lo95 > 0 || hi95 < 0:
		d.Verdict = againstNull(p, o, null)
		d.Basis = fmt.Sprintf("ours - paper's = %s, 95%% interval [%s, %s] excludes 0; ours against no effect (%s): %s", signed(diff), signed(lo95), signed(hi95), num(null), sigText(o, null))
	default:
		d.Verdict = Inconclusive
		d.Basis = fmt.Sprintf("ours - paper's = %s, 90%% interval [%s, %s] not inside the margin ±%s, 95%% interval includes 0: too few games on one side or both", signed(diff), signed(lo90), signed(hi90), num(margin))
	}
	return d
}

func inBand(p, o Estimate, null float64, band [2]float64) Decision {
	d := Decision{Power: math.NaN()}
	switch {
	case band[0] <= o.Value && o.Value <= band[1]:
		d.Verdict = Reproduced
		d.Basis = fmt.Sprintf("ours %s lies in [%s, %s], the range the paper's wording allows", num(o.Value), num(band[0]), num(band[1]))
	case side(o.Value, null) == side(p.Value, null):
		d.Verdict = Direction
		d.Basis = fmt.Sprintf("ours %s lies outside [%s, %s] but on the paper's side of %s", num(o.Value), num(band[0]), num(band[1]), num(null))
	default:
		d.Verdict = Contradicted
		d.Basis = fmt.Sprintf("ours %s is on the other side of %s from the paper's", num(o.Value), num(null))
	}
	return d
}

func nullRule(o Estimate, null, margin float64) Decision {
	diff := o.Value - null
	lo90, hi90 := diff-z95*o.SE, diff+z95*o.SE
	power := math.Max(0, 2*distuv.UnitNormal.CDF((margin-z95*o.SE)/o.SE)-1)
	d := Decision{Power: power}
	switch {
	case -margin < lo90 && hi90 < margin:
		d.Verdict = Reproduced
		d.Basis = fmt.Sprintf("ours %s, 90%% interval of the effect [%s, %s] inside the margin ±%s", num(o.Value), signed(lo90), signed(hi90), num(margin))
	case o.Lo > null || o.Hi < null:
		d.Verdict = Contradicted
		d.Basis = fmt.Sprintf("the paper finds no effect; ours %s, 95%% interval [%s, %s] excludes %s", num(o.Value), num(o.Lo), num(o.Hi), num(null))
	default:
		d.Verdict = Inconclusive
		d.Basis = fmt.Sprintf("ours %s: neither inside the margin ±%s nor significantly different from %s", num(o.Value), num(margin), num(null))
	}
	return d
}

func sigText(o Estimate, null float64) string {
	if o.Lo > null || o.Hi < null {
		return "significant"
	}
	return "not significant"
}

// num prints a number with three significant digits.
func num(x float64) string { return fmt.Sprintf("%.3g", x) }

func signed(x float64) string { return fmt.Sprintf("%+.3g", x) }
