package claims

import (
	"fmt"
	"math"
	"strings"
)

// The majority rule: a contestant claimed better than the others "under most circumstances"
// (MP-Mix's abstract). Ours' Parts are its claimed differences (each claimed above 0), each
// in one circumstance (Claim.Groups); the claim speaks of Claim.Of circumstances, those we
// cannot play included, so "most" is more than half of the paper's count, not of ours.

// majorityTally is what a majority claim's differences show, per circumstance.
type majorityTally struct {
	won, lost, against []bool
}

// count is the number of true entries.
func count(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

// tallyMajority classifies the circumstances 0..of-1 from the differences vals (SEs se, the
// circumstance of each in groups):
//   - lost: one of its differences shown smaller than the margin (one-sided at 5%, Holm over
//     the row's differences: equivalence decides first, as for Sign);
//   - won: not lost, and every difference of it significantly above 0 at the level (an
//     intersection-union test: the circumstance's p-value is the largest of its differences'),
//     Holm over the circumstances played, so a circumstance with a difference of 0 is counted
//     won at most the level of the time over the whole row;
//   - against: one of its differences significantly below 0 (Holm over the row's differences).
//
// A circumstance without a difference (not played) is none of the three.
func tallyMajority(vals, se []float64, groups []int, of int, margin, level float64) majorityTally {
	t := majorityTally{won: make([]bool, of), lost: make([]bool, of), against: make([]bool, of)}
	pDiff, pSmall := make([]float64, len(vals)), make([]float64, len(vals))
	pWin := make([]float64, of)
	played := make([]bool, of)
	for i, v := range vals {
		e := Estimate{Value: v, SE: se[i]}
		pDiff[i] = e.pNull(0)
		pSmall[i] = smallP(e, 0, 1, margin)
		g := groups[i]
		p := 1.0
		if v > 0 {
			p = pDiff[i]
		}
		pWin[g], played[g] = max(pWin[g], p), true
	}
	for i, l := range holm(pSmall) {
		t.lost[groups[i]] = t.lost[groups[i]] || pSmall[i] <= l
	}
	for i, l := range holmAt(pDiff, level) {
		t.against[groups[i]] = t.against[groups[i]] || (vals[i] < 0 && pDiff[i] <= l)
	}
	var gs []int
	var ps []float64
	for g := range of {
		if played[g] {
			gs, ps = append(gs, g), append(ps, pWin[g])
		}
	}
	for k, l := range holmAt(ps, level) {
		t.won[gs[k]] = !t.lost[gs[k]] && ps[k] <= l
	}
	return t
}

// majorityValid reports whether a majority claim declares its circumstances: at least two, a
// circumstance for each of the paper's differences, and a margin.
func majorityValid(c Claim) bool {
	if c.Of < 2 || len(c.Groups) == 0 || len(c.Groups) != len(c.Theirs.Parts) || !(signMargin(c.Unit, c.Margin) > 0) {
		return false
	}
	for _, g := range c.Groups {
		if g < 0 || g >= c.Of {
			return false
		}
	}
	return true
}

// verdict: against in more than half of the circumstances, contradicted; lost in so many that
// the rest cannot be more than half, not reproduced; won in more than half, reproduced; else
// inconclusive.
func (t majorityTally) verdict() string {
	of := len(t.won)
	switch {
	case count(t.against) > of/2:
		return Contradicted
	case count(t.lost) >= of-of/2:
		return NotReproduced
	case count(t.won) > of/2:
		return Reproduced
	}
	return Inconclusive
}

// majority decides a majority claim: ours' Parts the claimed differences (labelled
// "circumstance: difference" in their Text), the paper's Parts the same differences as the
// paper prints them (for the power, simulated at them with ours' covariance).
func majority(p, o Estimate, groups []int, of int, margin, level float64, explain bool) Decision {
	se := partSEs(o)
	vals := values(o.Parts)
	if len(vals) != len(groups) {
		return Decision{Verdict: Inconclusive, Basis: fmt.Sprintf("ours has %d differences, the claim's circumstances %d", len(vals), len(groups)), Power: math.NaN(), P: math.NaN(), Level: level}
	}
	t := tallyMajority(vals, se, groups, of, margin, level)
	d := Decision{Verdict: t.verdict(), P: math.NaN(), Level: level}
	if !explain {
		return d
	}
	d.Power = simulatedPower(p, o, func(x []float64) bool {
		return tallyMajority(x, se, groups, of, margin, level).verdict() == Reproduced
	})
	var cs []string
	for g := range of {
		var name string
		var diffs []string
		for i, q := range o.Parts {
			if groups[i] != g {
				continue
			}
			n, diff, ok := strings.Cut(q.Text, ": ")
			if !ok {
				n, diff = fmt.Sprintf("circumstance %d", g+1), q.Text
			}
			name = n
			diffs = append(diffs, fmt.Sprintf("%s %s ± %s", diff, signed(q.Value), num(z975*se[i])))
		}
		state := map[bool]string{true: "won", false: "open"}[t.won[g]]
		switch {
		case name == "":
			continue
		case t.against[g]:
			state = "against"
		case t.lost[g]:
			state = "lost"
		}
		cs = append(cs, fmt.Sprintf("%s, %s (%s)", name, state, strings.Join(diffs, "; ")))
	}
	played := len(cs)
	tally := fmt.Sprintf("won %d, lost %d, against %d of the %d circumstances the claim speaks of (%d played; more than half is %d)", count(t.won), count(t.lost), count(t.against), of, played, of/2+1)
	list := strings.Join(cs, "; ")
	m := "the margin " + signed(margin) + ", the smallest difference that matters"
	switch d.Verdict {
	case Reproduced:
		d.Basis = fmt.Sprintf("%s: more than half won (every difference significantly above 0, Holm over the circumstances, none shown smaller than %s): %s", tally, m, list)
	case NotReproduced:
		d.Basis = fmt.Sprintf("%s: so many lost (a difference shown smaller than %s, Holm over the row's differences) that the rest cannot be most: %s", tally, m, list)
	case Contradicted:
		d.Basis = fmt.Sprintf("%s: in more than half, a difference significantly below 0: %s", tally, list)
	default:
		d.Basis = fmt.Sprintf("%s: neither more than half won nor enough lost to rule it out: %s; power %.2f at the paper's differences", tally, list, d.Power)
	}
	return d
}

// circumstance is one circumstance of a majority claim: its name, the number of differences
// its measure gives, and the measure (an ordering's differences, with their covariance).
type circumstance struct {
	name    string
	diffs   int
	measure Measure
	paper   Estimate // the paper's differences (Parts), for the power
}

// circumstanceGroups is each difference's circumstance, in the order circumstancesOf gives
// them.
func circumstanceGroups(cs []circumstance) []int {
	var g []int
	for i, c := range cs {
		for range c.diffs {
			g = append(g, i)
		}
	}
	return g
}

// circumstancesOf is the circumstances' differences as one Estimate: Parts concatenated, each
// labelled "name: difference", the covariance block-diagonal (separate runs are independent).
func circumstancesOf(cs []circumstance) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		for _, c := range cs {
			e, err := c.measure(data)
			if err != nil {
				return Estimate{}, err
			}
			if len(e.Parts) != c.diffs {
				return Estimate{}, fmt.Errorf("claims: circumstance %s: %d differences, declared %d", c.name, len(e.Parts), c.diffs)
			}
			es = append(es, e)
		}
		return concatParts(cs, es), nil
	}
}

// concatParts joins the circumstances' estimates es (one per circumstance, in cs's order).
func concatParts(cs []circumstance, es []Estimate) Estimate {
	k := 0
	for _, e := range es {
		k += len(e.Parts)
	}
	out := Estimate{Value: math.NaN(), Cov: make([][]float64, k)}
	for i := range out.Cov {
		out.Cov[i] = make([]float64, k)
	}
	var texts []string
	at := 0
	for n, e := range es {
		se := partSEs(e)
		for i, q := range e.Parts {
			q.Text = cs[n].name + ": " + q.Text
			out.Parts = append(out.Parts, q)
			for j := range e.Parts {
				switch {
				case e.Cov != nil:
					out.Cov[at+i][at+j] = e.Cov[i][j]
				case i == j:
					out.Cov[at+i][at+j] = se[i] * se[i]
				}
			}
		}
		at += len(e.Parts)
		if e.Text != "" {
			texts = append(texts, cs[n].name+": "+e.Text)
		}
	}
	out.Text = strings.Join(texts, "; ")
	return out
}
