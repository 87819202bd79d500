package claims

import (
	"fmt"
	"math"
	"strings"

	"gonum.org/v1/gonum/stat/distuv"
)

// Criteria are the replication criteria replication studies report beside a verdict, so a
// reader can apply their own: computed for a row where the paper gives or implies its sample
// (its number has an SE) and both numbers are single values.
type Criteria struct {
	// Significant: ours significant (95%, two-sided) against no effect on the paper's side of it;
	// HasNull is false where the paper's value is the null (a claim of no effect).
	HasNull, Significant bool
	// InOurCI: the paper's estimate inside our 95% interval.
	InOurCI bool
	// InPI: ours inside the paper's 95% prediction interval for a replication, paper ± 1.96
	// hypot(SE paper, SE ours) (Patil, Peng & Leek 2016).
	InPI bool
	// Telescope (effects only): D33 is the effect the paper's study had 33% power to detect
	// (two-sided 5%), and RulesOut reports whether ours' one-sided 95% bound toward the paper's
	// side lies below it: our data rule out an effect the paper's study could have seen
	// (Simonsohn 2015, "small telescopes").
	Telescope bool
	D33       float64
	RulesOut  bool
}

// criteriaOf is a row's criteria, or nil where they do not apply: no sample behind the paper's
// number (SE 0), several numbers (Parts, Counts), or no number of ours.
func criteriaOf(c Claim, o Estimate) *Criteria {
	p := c.Theirs
	if !(p.SE > 0) || math.IsNaN(p.Value) || math.IsNaN(o.Value) || p.Parts != nil || o.Parts != nil || p.Counts != nil || o.Counts != nil || c.Rule == NotComparable {
		return nil
	}
	k := &Criteria{
		InOurCI: o.Lo <= p.Value && p.Value <= o.Hi,
		InPI:    math.Abs(o.Value-p.Value) <= z975*math.Hypot(p.SE, o.SE),
	}
	s := side(p.Value, c.Null)
	if c.Rule != Null && s != 0 {
		k.HasNull = true
		k.Significant = o.pNull(c.Null) <= Alpha && side(o.Value, c.Null) == s
	}
	if c.Rule == Compare && s != 0 {
		k.Telescope = true
		k.D33 = d33(p.SE)
		k.RulesOut = float64(s)*(o.Value-c.Null)+z95*o.SE < k.D33
	}
	return k
}

// d33 is the effect a two-sided z test at 5% with standard error se detects with probability
// 1/3: P(Z > 1.96 - d/se) + P(Z < -1.96 - d/se) = 1/3, the far tail included (bisection).
func d33(se float64) float64 {
	pw := func(d float64) float64 {
		return distuv.UnitNormal.Survival(z975-d/se) + distuv.UnitNormal.CDF(-z975-d/se)
	}
	lo, hi := 0.0, 10*se
	for range 60 {
		m := (lo + hi) / 2
		if pw(m) < 1.0/3 {
			lo = m
		} else {
			hi = m
		}
	}
	return (lo + hi) / 2
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// text prints the criteria in a table cell.
func (k *Criteria) text() string {
	if k == nil {
		return "n/a"
	}
	var parts []string
	if k.HasNull {
		parts = append(parts, "significant on its side: "+yesNo(k.Significant))
	}
	parts = append(parts, "its estimate in our 95% CI: "+yesNo(k.InOurCI), "ours in its 95% PI: "+yesNo(k.InPI))
	if k.Telescope {
		parts = append(parts, fmt.Sprintf("d33 %s ruled out: %s", num(k.D33), yesNo(k.RulesOut)))
	}
	return strings.Join(parts, "; ")
}

// criteriaSummary is the per-paper table of the criteria: of the rows they apply to, how many
// meet each.
func criteriaSummary(results []Result) string {
	var b strings.Builder
	b.WriteString("| paper | rows with the paper's sample | ours significant on its side | its estimate in our 95% CI | ours in its 95% PI | effects: d33 ruled out |\n")
	b.WriteString("|---|---|---|---|---|---|\n")
	frac := func(a, n int) string {
		if n == 0 {
			return "-"
		}
		return fmt.Sprintf("%d of %d", a, n)
	}
	var tot [7]int
	row := func(name string, n [7]int) {
		fmt.Fprintf(&b, "| %s | %d | %s | %s | %s | %s |\n", name, n[0], frac(n[1], n[2]), frac(n[3], n[0]), frac(n[4], n[0]), frac(n[5], n[6]))
	}
	for _, p := range Papers {
		var n [7]int
		for _, r := range results {
			if r.Paper != p.Key || r.Pending != nil {
				continue
			}
			k := criteriaOf(r.Claim, r.Ours)
			if k == nil {
				continue
			}
			n[0]++
			if k.HasNull {
				n[2]++
				if k.Significant {
					n[1]++
				}
			}
			if k.InOurCI {
				n[3]++
			}
			if k.InPI {
				n[4]++
			}
			if k.Telescope {
				n[6]++
				if k.RulesOut {
					n[5]++
				}
			}
		}
		for i := range n {
			tot[i] += n[i]
		}
		row(p.Key, n)
	}
	row("all", tot)
	return b.String()
}
