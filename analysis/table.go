package analysis

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/cctree/cctree/analysis/stats"
	"github.com/cctree/cctree/analysis/table"
)

// WriteTables writes the report's tables in format f: tree growth per searcher and depth,
// overall growth per searcher, and (with two or more searchers) the comparison with the
// baseline in the layout of Polk & Oommen's tables; then the notes.
func (rep *Report) WriteTables(w io.Writer, f table.Format) error {
	ew := &table.ErrWriter{W: w}
	heading := func(level int, s string) {
		if f == table.Markdown {
			fmt.Fprintf(ew, "%s %s\n\n", strings.Repeat("#", level), s)
		} else {
			fmt.Fprintf(ew, "%s\n%s\n\n", s, strings.Repeat("=-"[level-1:level], len([]rune(s))))
		}
	}
	heading(1, rep.Title())
	if f == table.Markdown {
		// The figure Render writes beside the tables.
		fmt.Fprintf(ew, "![%s](%s.svg)\n\n", rep.Title(), rep.Group.BaseName())
	}
	unit := "position"
	if rep.Group.Family == Protocol {
		unit = "trial"
		fmt.Fprintf(ew, "Each trial follows Polk & Oommen's protocol: the perspective player searches on each of its turns while the opponents play random moves; a trial's NC is the sum over the player's turns.\n\n")
	}
	fmt.Fprintf(ew, "NC is the Node Count (nodes searched) per %s; n the number of %ss; SD the sample standard deviation; CI the %.0f%% confidence interval of the mean (Student t); growth = mean NC / mean NC one ply shallower (effective branching factor).\n\n", unit, unit, stats.Confidence*100)
	if rep.Group.Family == Iterations {
		fmt.Fprintf(ew, "Monte Carlo tree search: each level is an iteration budget (iters), NC counts every position the search entered (its playouts included); growth = mean NC / mean NC at the budget below.\n\n")
	}

	heading(2, "Tree growth")
	rows := make([][]string, 0, len(rep.Rows))
	for _, r := range rep.Rows {
		n := strconv.Itoa(r.Size)
		if r.Source == FromAggregate {
			n = "agg"
			if r.Size > 0 {
				n = fmt.Sprintf("agg (%d)", r.Size)
			}
		}
		rows = append(rows, []string{r.Algo, strconv.Itoa(r.Depth), n, fmtNC(r.Mean), fmtNC(r.SD), fmtCI(r.Summary), fmtFactor(r.Growth)})
	}
	ew.Check(table.Write(ew, f, []string{"searcher", rep.Level(), "n", "mean NC", "SD", "95% CI", "growth"}, "LRRRRRR", rows))

	if len(rep.Overall) > 0 {
		heading(2, "Overall growth per ply")
		rows = rows[:0]
		for _, o := range rep.Overall {
			rows = append(rows, []string{o.Algo, fmt.Sprintf("%d–%d", o.DMin, o.DMax), fmtFactor(o.Factor)})
		}
		fmt.Fprintf(ew, "(mean NC at the deepest depth / mean NC at the shallowest)^(1 / (deepest - shallowest)).\n\n")
		ew.Check(table.Write(ew, f, []string{"searcher", "depths", "growth per ply"}, "LRR", rows))
	}

	if len(rep.Pairs) > 0 {
		heading(2, "Compared with "+rep.Baseline)
		fmt.Fprintf(ew, "On the %ss both searchers have. diff = (mean - baseline mean) / baseline mean; p = two-sided Mann-Whitney U test; d = (baseline mean - mean) / pooled SD (Cohen's d, pooled SD = sqrt(((n1-1)s1² + (n2-1)s2²) / (n1+n2-2))); Δ = (baseline mean - mean) / baseline SD (Glass's Δ, which Polk & Oommen's published effect sizes match). Positive d and Δ: a smaller tree than the baseline.\n\n", unit)
		rows = rows[:0]
		depth := -1
		for _, p := range rep.Pairs {
			if p.Depth != depth {
				depth = p.Depth
				rows = append(rows, []string{strconv.Itoa(p.Depth), p.Base + " (baseline)", nStr(p.N), fmtNC(p.BaseSum.Mean), fmtNC(p.BaseSum.SD), "-", "-", "-", "-"})
			}
			rows = append(rows, []string{strconv.Itoa(p.Depth), p.Other, nStr(p.N), fmtNC(p.OthSum.Mean), fmtNC(p.OthSum.SD),
				fmtPct(p.DiffPct), fmtP(p.Test.P), fmtEffect(p.D), fmtEffect(p.Delta)})
		}
		ew.Check(table.Write(ew, f, []string{rep.Level(), "searcher", "n", "mean NC", "SD", "diff", "p", "d", "Δ"}, "RLRRRRRRR", rows))
	}
	if len(rep.Notes) > 0 {
		heading(2, "Notes")
		for _, n := range rep.Notes {
			fmt.Fprintf(ew, "- %s\n", n)
		}
		fmt.Fprintln(ew)
	}
	return ew.Err
}

func nStr(n int) string {
	if n == 0 {
		return "agg"
	}
	return strconv.Itoa(n)
}

// fmtNC prints a node count: whole numbers with thousands separators from 1,000 up, four
// significant digits below, "-" for NaN.
func fmtNC(x float64) string {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return "-"
	case math.Abs(x) >= 1000:
		return commas(math.Round(x))
	case math.Abs(x) >= 100:
		return strconv.FormatFloat(x, 'f', 1, 64)
	case math.Abs(x) >= 10:
		return strconv.FormatFloat(x, 'f', 2, 64)
	}
	return strconv.FormatFloat(x, 'f', 3, 64)
}

func commas(x float64) string {
	s := strconv.FormatFloat(math.Abs(x), 'f', 0, 64)
	var b strings.Builder
	if x < 0 {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func fmtCI(s stats.Summary) string {
	if math.IsNaN(s.CILo) {
		return "-"
	}
	return "[" + fmtNC(s.CILo) + ", " + fmtNC(s.CIHi) + "]"
}

func fmtFactor(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "-"
	}
	return strconv.FormatFloat(x, 'f', 2, 64)
}

func fmtPct(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "-"
	}
	return fmt.Sprintf("%+.1f%%", x)
}

// fmtP prints a p-value like Polk & Oommen: three decimals, scientific below 0.001. A p of 0
// is one whose true value is below the smallest float64 (stats.MannWhitneyTest takes the tail
// through erfc, which underflows only there, at z above about 38.5).
func fmtP(p float64) string {
	switch {
	case math.IsNaN(p):
		return "-"
	case p >= 0.001:
		return strconv.FormatFloat(p, 'f', 3, 64)
	case p == 0:
		return "< 5e-324"
	}
	return strconv.FormatFloat(p, 'e', 1, 64)
}

func fmtEffect(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "-"
	}
	return strconv.FormatFloat(x, 'f', 2, 64)
}
