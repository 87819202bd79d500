package claims

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// KindOf is the claim's kind: its rule's, or the one it declares where no rule applies.
func (c Claim) KindOf() Kind {
	if k := c.Rule.kind(); k != "" {
		return k
	}
	return c.Kind
}

// Result is one claim with our number and the computed decision, or, when its data does not yet
// hold the sample the claim declares (Claim.Needs), Pending: the claim listed among the claims
// without a row, with no number and no decision.
type Result struct {
	Claim
	Ours     Estimate
	Decision Decision
	Pending  *MissingClaim
}

// Evaluate measures every claim on the data folder and decides it. The claims of one Family are
// tested together: each test's level is Holm's for the family (holm), so the chance that any of
// them is significant when none has an effect stays at most Alpha.
//
// A claim whose Needs its data does not meet is not measured: its Result is Pending, and it takes
// no part in its family's correction (a family's levels are those of the rows decided).
func Evaluate(data string, claims []Claim) ([]Result, error) {
	pending := make([]*MissingClaim, len(claims))
	for i, c := range claims {
		p, err := shortOf(data, c)
		if err != nil {
			return nil, fmt.Errorf("claim %s: %w", c.ID, err)
		}
		pending[i] = p
	}
	ours := make([]Estimate, len(claims))
	for i, c := range claims {
		if pending[i] != nil {
			continue
		}
		o, err := c.Measure(data)
		if err != nil {
			return nil, fmt.Errorf("claim %s: %w", c.ID, err)
		}
		ours[i] = o
	}
	levels := familyLevels(claims, ours, pending)
	var out []Result
	for i, c := range claims {
		if pending[i] != nil {
			out = append(out, Result{Claim: c, Pending: pending[i]})
			continue
		}
		d := decide(c, ours[i], levels[i])
		if c.Rule == NotComparable && c.Reason != "" {
			d.Basis = c.Reason
		}
		o := ours[i]
		if c.Alt != nil {
			// The other setting's number, decided by the same rule at the same level; a setting
			// not run is left out.
			if a, err := c.Alt.Measure(data); err == nil {
				da := decide(c, a, levels[i])
				o.Text = value(c.Unit, o) + "; " + c.Alt.Label + ": " + value(c.Unit, a)
				if a.Parts != nil {
					d.Basis += fmt.Sprintf(" [%s: ours would be **%s**]", c.Alt.Label, da.Verdict)
				} else {
					d.Basis += fmt.Sprintf(" [%s: ours %s, which would be **%s**]", c.Alt.Label, num(a.Value), da.Verdict)
				}
			}
		}
		out = append(out, Result{Claim: c, Ours: o, Decision: d})
	}
	return out, nil
}

// familyLevels is each claim's test level: Alpha, or Holm's within its Family (of the claims not
// pending).
func familyLevels(claims []Claim, ours []Estimate, pending []*MissingClaim) []float64 {
	levels := make([]float64, len(claims))
	fam := map[string][]int{}
	for i, c := range claims {
		levels[i] = Alpha
		if c.Family != "" && pending[i] == nil {
			fam[c.Family] = append(fam[c.Family], i)
		}
	}
	for _, idx := range fam {
		ps := make([]float64, len(idx))
		for j, i := range idx {
			ps[j] = rawP(claims[i], ours[i])
		}
		for j, l := range holm(ps) {
			levels[idx[j]] = l
		}
	}
	return levels
}

// Validate checks the registry itself: unique ids, known papers, a quote, a measure, and the
// fields each rule needs; a rule that cannot pass by construction (a compare against a paper
// value at the null, a zero margin) is an error.
func Validate(claims []Claim) error {
	seen := map[string]bool{}
	var errs []error
	for _, c := range claims {
		switch {
		case c.ID == "" || seen[c.ID]:
			errs = append(errs, fmt.Errorf("claim %q: empty or repeated id", c.ID))
		case paperOf(c.Paper) == nil:
			errs = append(errs, fmt.Errorf("claim %s: unknown paper %q", c.ID, c.Paper))
		case isField(c.Paper) && (len(c.Quote) > 0 || c.Finding == ""):
			errs = append(errs, fmt.Errorf("claim %s: a finding of the field (%s) is stated in our words (Finding), with no quote: our copies hold its abstract only", c.ID, c.Paper))
		case !isField(c.Paper) && (len(c.Quote) == 0 || c.Finding != ""):
			errs = append(errs, fmt.Errorf("claim %s: a claim of the five papers quotes its paper, and has no Finding", c.ID))
		case c.Setting == "" || c.Measure == nil || c.Command == "":
			errs = append(errs, fmt.Errorf("claim %s: setting, measure and command are required", c.ID))
		case c.Rule == Sign && ((c.Side != 1 && c.Side != -1) || !(signMargin(c.Unit, c.Margin) > 0)):
			errs = append(errs, fmt.Errorf("claim %s: a sign rule needs the claimed side (+1 or -1) and a margin above 0 (declare one for unit %q)", c.ID, c.Unit))
		case c.Rule == Range && !(c.Bounds[0] < c.Bounds[1]):
			errs = append(errs, fmt.Errorf("claim %s: a range rule needs its bounds, the lower below the upper", c.ID))
		case c.Rule == Level && (math.IsNaN(c.Theirs.Value) || !(levelTolerance(c.Unit, c.Theirs, c.Margin) > z95*c.Theirs.SE)):
			errs = append(errs, fmt.Errorf("claim %s: a level rule needs the paper's value and a tolerance its own error does not fill (declare one for unit %q)", c.ID, c.Unit))
		case c.Rule == Trend && (len(c.X) < 2 || (c.Side != 1 && c.Side != -1) || !slices.IsSorted(c.X)):
			errs = append(errs, fmt.Errorf("claim %s: a trend rule needs at least two values of its parameter, in order, and the claimed side (+1 or -1)", c.ID))
		case c.Rule == Majority && !majorityValid(c):
			errs = append(errs, fmt.Errorf("claim %s: a majority rule needs the circumstances it speaks of (Of, at least 2), each of its paper's Parts in one of them (Groups, 0 to Of-1) and a margin above 0 (declare one for unit %q)", c.ID, c.Unit))
		case c.Rule == NotComparable && c.Kind == "":
			errs = append(errs, fmt.Errorf("claim %s: a claim not comparable still declares its kind", c.ID))
		case c.Rule != NotComparable && c.Kind != "" && c.Kind != c.Rule.kind():
			errs = append(errs, fmt.Errorf("claim %s: kind %s, but rule %s judges kind %s", c.ID, c.Kind, c.Rule, c.Rule.kind()))
		case c.Rule == Null && !(c.Margin > 0):
			errs = append(errs, fmt.Errorf("claim %s: a null rule needs a margin above 0 (with margin 0 it cannot pass)", c.ID))
		case c.Rule == Compare && c.Theirs.Value == c.Null:
			errs = append(errs, fmt.Errorf("claim %s: the paper's value is the null: a claim of no effect takes the null rule (compare's margin would be 0)", c.ID))
		case c.Rule == Compare && (c.Margin < 0 || math.IsNaN(c.Theirs.Value) || c.Theirs.SE < 0):
			errs = append(errs, fmt.Errorf("claim %s: compare needs the paper's value, an SE of at least 0 and a margin of at least 0", c.ID))
		case c.Rule == Compare && c.Theirs.SE > 0 && defaultMargin(c.Theirs, c.Null, c.Margin) <= z95*c.Theirs.SE:
			errs = append(errs, fmt.Errorf("claim %s: compare cannot pass: the paper's own error (SE %.3g) leaves no room inside the margin %.3g, whatever our sample", c.ID, c.Theirs.SE, defaultMargin(c.Theirs, c.Null, c.Margin)))
		case c.Rule == Joint && (len(c.Theirs.Counts) < 2 || sum(c.Theirs.Counts) == 0):
			errs = append(errs, fmt.Errorf("claim %s: a joint rule needs the paper's counts of at least two categories", c.ID))
		case c.Rule == NotComparable && c.Reason == "":
			errs = append(errs, fmt.Errorf("claim %s: not comparable needs its reason", c.ID))
		case !needsValid(c.Needs):
			errs = append(errs, fmt.Errorf("claim %s: each of its needs names a results file, at least one game (or, for a table, one search and no game) and the command that makes it", c.ID))
		}
		seen[c.ID] = true
	}
	return errors.Join(errs...)
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

func paperOf(key string) *Paper {
	for _, ps := range [][]Paper{Papers, FieldPapers} {
		for i := range ps {
			if ps[i].Key == key {
				return &ps[i]
			}
		}
	}
	return nil
}

// isField reports whether key is one of FieldPapers.
func isField(key string) bool {
	return slices.ContainsFunc(FieldPapers, func(p Paper) bool { return p.Key == key })
}

// normalizers are Normalize's expressions, compiled on first use: compiling \pL (every Unicode
// letter) took 5M instructions, which every cctree process paid at start-up, a search included.
var normalizers = sync.OnceValue(func() [2]*regexp.Regexp {
	return [2]*regexp.Regexp{
		regexp.MustCompile(`(\pL)-\s*\n\s*(\pL)`), // a word broken across lines by a hyphen
		regexp.MustCompile(`\s+`),
	}
})

// Normalize makes a text and a quote comparable: words broken across lines by a hyphen are
// joined, and every run of white space is one space.
func Normalize(s string) string {
	re := normalizers()
	s = re[0].ReplaceAllString(s, "$1$2")
	return strings.TrimSpace(re[1].ReplaceAllString(s, " "))
}

// maxGap is how far apart two fragments of one quote may lie in a paper's text (the other
// column of a two-column page, a table cell left out).
const maxGap = 2000

// Texts reads the papers' texts from dir (any .txt files) and assigns each paper the file
// in which its Title appears earliest. A paper without a file is an error.
func Texts(dir string) (map[string]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	// A paper's file is the one in which its title appears earliest: the others may cite it.
	texts := map[string]string{}
	at := map[string]int{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		t := Normalize(string(b))
		for _, p := range Papers {
			i := strings.Index(t, Normalize(p.Title))
			if j, ok := at[p.Key]; i >= 0 && (!ok || i < j) {
				texts[p.Key], at[p.Key] = t, i
			}
		}
	}
	var errs []error
	for _, p := range Papers {
		if _, ok := texts[p.Key]; !ok {
			errs = append(errs, fmt.Errorf("claims: %s: no text in %s contains %q", p.Key, dir, p.Title))
		}
	}
	return texts, errors.Join(errs...)
}

// CheckQuote reports whether the quote's fragments occur in text in order, each within maxGap
// characters of the one before.
func CheckQuote(text string, quote []string) error {
	at := -1
	for i, q := range quote {
		q = Normalize(q)
		var j int
		if at < 0 {
			j = strings.Index(text, q)
		} else {
			j = strings.Index(text[at:min(len(text), at+maxGap+len(q))], q)
			if j >= 0 {
				j += at
			}
		}
		if j < 0 {
			if at >= 0 && strings.Contains(text, q) {
				return fmt.Errorf("fragment %d %q is not within %d characters after fragment %d", i+1, q, maxGap, i)
			}
			return fmt.Errorf("fragment %d %q is not in the text", i+1, q)
		}
		at = j + len(q)
	}
	return nil
}

// CheckQuotes checks every claim's quote against its paper's text.
func CheckQuotes(texts map[string]string, claims []Claim) error {
	var errs []error
	for _, c := range claims {
		if err := CheckQuote(texts[c.Paper], c.Quote); err != nil {
			errs = append(errs, fmt.Errorf("claim %s (%s %s): %v", c.ID, c.Paper, c.Where, err))
		}
	}
	return errors.Join(errs...)
}

// CheckMissing checks the quote of every claim without a row against its paper's text.
func CheckMissing(texts map[string]string, missing []MissingClaim) error {
	var errs []error
	for _, m := range missing {
		if err := CheckQuote(texts[m.Paper], m.Quote); err != nil {
			errs = append(errs, fmt.Errorf("claim without a row (%s %s): %v", m.Paper, m.Where, err))
		}
	}
	return errors.Join(errs...)
}

// value prints an estimate in a claim's unit.
func value(unit string, e Estimate) string {
	if e.Text != "" {
		return e.Text
	}
	if math.IsNaN(e.Value) {
		return "n/a"
	}
	switch unit {
	case "ratio":
		return ratio(e.Value)
	}
	s := pct(e.Value)
	if e.SE > 0 {
		s += fmt.Sprintf(" [%s, %s]", pct1(e.Lo), pct1(e.Hi))
	}
	if e.N > 0 {
		s += fmt.Sprintf(" (n = %s)", thousands(e.N))
	}
	return s
}

func pct(x float64) string  { return fmt.Sprintf("%.1f%%", 100*x) }
func pct1(x float64) string { return fmt.Sprintf("%.1f", 100*x) }
func ratio(x float64) string {
	if x >= 10 {
		return fmt.Sprintf("%.0fx", x)
	}
	return fmt.Sprintf("%.2fx", x)
}

func fmtNC(x float64) string {
	if x >= 100 {
		return thousands(int(math.Round(x)))
	}
	return fmt.Sprintf("%.1f", x)
}

func thousands(n int) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}
