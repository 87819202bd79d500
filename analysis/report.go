package analysis

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/cctree/cctree/analysis/stats"
)

// Row is the summary of one searcher at one depth.
type Row struct {
	Algo   string
	Depth  int
	Source Source
	// Size is the number of positions (trials) behind the row; for an aggregate the suite size
	// (0 if unknown), while stats.Summary.N is 1.
	Size int
	stats.Summary
	// Growth is Mean / (Mean at Depth-1) of the same searcher; NaN without a row at Depth-1.
	Growth float64
	// Min is the smallest value of the sample.
	Min float64
}

// Overall is a searcher's geometric mean growth per ply over the depths it reached (only for
// searchers with results at two depths or more).
type Overall struct {
	Algo       string
	DMin, DMax int
	Factor     float64 // stats.OverallGrowth; NaN with a single depth
}

// Pair compares a searcher with the baseline at one depth, on the positions (trials) both have.
type Pair struct {
	Depth       int
	Base, Other string
	// N is the number of positions in common; 0 when either side is an aggregate only.
	N               int
	BaseSum, OthSum stats.Summary // over the common positions
	// DiffPct is 100·(mean other - mean baseline)/mean baseline: negative when Other's tree
	// is smaller.
	DiffPct float64
	// Test is the two-sided Mann-Whitney U test of baseline against other (P NaN if N == 0).
	Test stats.MannWhitney
	// D is stats.EffectSize(baseline, other) (pooled SD) and Delta stats.GlassDelta(baseline, other)
	// (baseline SD, what Polk & Oommen's numbers match): positive when Other is smaller.
	D, Delta float64
}

// Report holds every number of one group: the rows of the growth table and plot, the overall
// growth per searcher, and the pairwise comparisons with the baseline.
type Report struct {
	Group    Group
	Rows     []Row // by algo, then depth
	Overall  []Overall
	Baseline string // "" when the group has a single searcher
	Pairs    []Pair // by depth, then algo
	Notes    []string

	samples map[string]map[int]*Sample
}

// Reports builds the report of every group. baseline names the searcher the others are
// compared with; if it is "" or absent from a group, that group's first searcher in
// alphabetical order is used (and a note says so when it was given).
func (r *Results) Reports(baseline string) []*Report {
	var reps []*Report
	for _, g := range r.Groups() {
		reps = append(reps, r.Report(g, baseline))
	}
	return reps
}

// Report builds the report of one group.
func (r *Results) Report(g Group, baseline string) *Report {
	rep := &Report{Group: g, samples: map[string]map[int]*Sample{}}
	for _, s := range r.Samples() {
		if s.Group != g {
			continue
		}
		if rep.samples[s.Algo] == nil {
			rep.samples[s.Algo] = map[int]*Sample{}
		}
		rep.samples[s.Algo][s.Depth] = s
		row := Row{Algo: s.Algo, Depth: s.Depth, Source: s.Source, Size: s.Size, Summary: stats.Summarize(s.NC), Growth: math.NaN(), Min: slices.Min(s.NC)}
		if s.Source == FromAggregate {
			rep.Notes = appendOnce(rep.Notes, "Rows marked \"agg\" have no per-position results: their mean is BenchmarkSearch's nodes/pos, without SD or interval, and they are left out of the tests.")
		}
		if !(row.Mean > 0) {
			rep.Notes = append(rep.Notes, fmt.Sprintf("%s at depth %d has mean NC %v: not plotted on the log scale.", s.Algo, s.Depth, row.Mean))
		}
		rep.Rows = append(rep.Rows, row)
	}
	for i := range rep.Rows {
		if i > 0 && rep.Rows[i-1].Algo == rep.Rows[i].Algo && rep.Rows[i-1].Depth == rep.Rows[i].Depth-1 {
			rep.Rows[i].Growth = stats.GrowthFactor(rep.Rows[i-1].Mean, rep.Rows[i].Mean)
		}
	}
	for _, algo := range rep.Algos() {
		o := Overall{Algo: algo, DMin: -1, Factor: math.NaN()}
		var mMin, mMax float64
		for _, row := range rep.Rows {
			if row.Algo != algo || !(row.Mean > 0) {
				continue
			}
			if o.DMin < 0 {
				o.DMin, mMin = row.Depth, row.Mean
			}
			o.DMax, mMax = row.Depth, row.Mean
		}
		if o.DMin < 0 || o.DMax == o.DMin {
			continue // growth needs two depths
		}
		o.Factor = stats.OverallGrowth(o.DMin, mMin, o.DMax, mMax)
		rep.Overall = append(rep.Overall, o)
	}
	algos := rep.Algos()
	if len(algos) < 2 {
		return rep
	}
	rep.Baseline = algos[0]
	if baseline != "" {
		if _, ok := rep.samples[baseline]; ok {
			rep.Baseline = baseline
		} else {
			rep.Notes = append(rep.Notes, fmt.Sprintf("Baseline %q has no results here; compared with %s instead.", baseline, rep.Baseline))
		}
	}
	for _, d := range rep.Depths() {
		base := rep.samples[rep.Baseline][d]
		if base == nil {
			continue
		}
		for _, algo := range algos {
			oth := rep.samples[algo][d]
			if algo == rep.Baseline || oth == nil {
				continue
			}
			rep.Pairs = append(rep.Pairs, pair(base, oth, &rep.Notes))
		}
	}
	return rep
}

// pair compares two samples of one depth on their common positions.
func pair(base, oth *Sample, notes *[]string) Pair {
	p := Pair{Depth: base.Depth, Base: base.Algo, Other: oth.Algo, Test: stats.MannWhitney{P: math.NaN()}, D: math.NaN(), Delta: math.NaN()}
	a, b := base.NC, oth.NC
	if base.Source != FromAggregate && oth.Source != FromAggregate {
		a, b = common(base, oth)
		if len(a) < len(base.NC) || len(b) < len(oth.NC) {
			*notes = append(*notes, fmt.Sprintf("Depth %d, %s vs %s: compared on the %d positions both have (%d and %d in all).",
				base.Depth, base.Algo, oth.Algo, len(a), len(base.NC), len(oth.NC)))
		}
		p.N = len(a)
	}
	p.BaseSum, p.OthSum = stats.Summarize(a), stats.Summarize(b)
	p.DiffPct = 100 * (p.OthSum.Mean - p.BaseSum.Mean) / p.BaseSum.Mean
	if p.N > 0 {
		if t, err := stats.MannWhitneyTest(a, b); err == nil {
			p.Test = t
		}
		p.D, p.Delta = stats.EffectSize(a, b), stats.GlassDelta(a, b)
	}
	return p
}

// common returns the values of the ids both samples have, in the same order.
func common(x, y *Sample) (a, b []float64) {
	idx := map[string]int{}
	for i, id := range y.IDs {
		idx[id] = i
	}
	for i, id := range x.IDs {
		if j, ok := idx[id]; ok {
			a, b = append(a, x.NC[i]), append(b, y.NC[j])
		}
	}
	return a, b
}

func appendOnce(s []string, v string) []string {
	if slices.Contains(s, v) {
		return s
	}
	return append(s, v)
}

// Algos returns the searchers of the report in alphabetical order.
func (rep *Report) Algos() []string {
	var out []string
	for a := range rep.samples {
		out = append(out, a)
	}
	slices.Sort(out)
	return out
}

// Depths returns the depths present in the report, ascending.
func (rep *Report) Depths() []int {
	var out []int
	for _, row := range rep.Rows {
		if !slices.Contains(out, row.Depth) {
			out = append(out, row.Depth)
		}
	}
	slices.Sort(out)
	return out
}

// SampleSize describes the sample sizes of the report's rows: "n=50", or "n=20–50" when they
// differ.
func (rep *Report) SampleSize() string {
	lo, hi := math.MaxInt, 0
	for _, row := range rep.Rows {
		if row.Size > 0 { // 0: an aggregate without nodes/op
			lo, hi = min(lo, row.Size), max(hi, row.Size)
		}
	}
	switch {
	case hi == 0:
		return "n unknown"
	case lo == hi:
		return fmt.Sprintf("n=%d", lo)
	}
	return fmt.Sprintf("n=%d–%d", lo, hi)
}

// Title is the figure and table title, readable without knowing cctree's names:
// "Tree size vs depth — star73, 4 players (seats 0134), intermediate positions (n=50)"; for
// another game its spec in place of board and players: "Tree size vs depth — virus(players=4),
// Polk & Oommen trials from start positions (n=50)".
func (rep *Report) Title() string {
	g := rep.Group
	n := rep.SampleSize()
	what := suiteDescription(g.Suite)
	if g.Family == Protocol {
		what = "Polk & Oommen trials from " + what
	}
	vs := "Tree size vs depth"
	if g.Family == Iterations {
		vs = "Work vs iterations (Monte Carlo tree search)"
	}
	t := fmt.Sprintf("%s — %s, %s, %s (%s)", vs, g.Board, players(g.Seats), what, n)
	if g.Game != "" {
		// The game spec says the game, its players and its options.
		t = fmt.Sprintf("%s — %s, %s (%s)", vs, g.Game, what, n)
	}
	if g.Extra != "" {
		t += " [" + g.Extra + "]"
	}
	return t
}

// YLabel is the label of the figure's Y axis; it says what the error bars are.
func (rep *Report) YLabel() string {
	unit := "position"
	if rep.Group.Family == Protocol {
		unit = "trial"
	}
	return fmt.Sprintf("Node Count (mean per %s, log scale; bars: %.0f%% CI of the mean)", unit, stats.Confidence*100)
}

// XLabel is the label of the figure's X axis; IterLabel the Iterations family's.
const (
	XLabel    = "Search depth (plies)"
	IterLabel = "Iterations per search (log scale)"
)

// Level is the name of the report's level: "depth", or for the Iterations family "iters".
func (rep *Report) Level() string {
	if rep.Group.Family == Iterations {
		return "iters"
	}
	return "depth"
}

func players(seats string) string {
	if len(seats) == 1 {
		return "1 player (seat " + seats + ")"
	}
	return fmt.Sprintf("%d players (seats %s)", len(seats), seats)
}

func suiteDescription(suite string) string {
	switch suite {
	case "mid":
		return "intermediate positions"
	case "initial":
		return "start positions"
	}
	return "suite " + suite
}

// BaseName is the file name of the group's outputs without extension:
// "search-star73-0134-mid"; for another game the game spec in place of board and seats, its
// parentheses and "=" dropped and commas written "_": "protocol-virus_players4-mid" for
// virus(players=4), "search-virus_players4_size6-mid" for virus(players=4,size=6).
func (g Group) BaseName() string {
	parts := []string{string(g.Family), g.Board, g.Seats, g.Suite}
	if g.Game != "" {
		parts = []string{string(g.Family), gameFileName.Replace(g.Game), g.Suite}
	}
	if g.Extra != "" {
		parts = append(parts, g.Extra)
	}
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte('-')
		}
		for _, c := range p {
			switch {
			case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '.', c == '_':
				b.WriteRune(c)
			default:
				b.WriteByte('_')
			}
		}
	}
	return b.String()
}

// gameFileName writes a game spec in file names: "virus(players=4,size=6)" as
// "virus_players4_size6".
var gameFileName = strings.NewReplacer("(", "_", ")", "", "=", "", ",", "_")
