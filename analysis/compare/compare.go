// Package compare compares two files of Go benchmark results, old and new, and decides whether new
// regresses: the statistics behind `cctree compare` and the CI node-count gate.
//
// Files are read with package analysis/benchfile (the project's one reader of result files, on
// golang.org/x/perf/benchfmt), which rejects missing, empty, truncated and malformed files and
// files without results. Samples are grouped by package, benchmark name (without the
// -GOMAXPROCS suffix, so runs on machines with different core counts still pair up) and unit;
// each pair of samples is summarised and compared with golang.org/x/perf/benchmath. A file
// whose run failed (a FAIL or panic line) is compared, with a warning in the report.
//
// A unit that is exact in either file (benchfile's File.IsExact, that is benchname.IsExact: the
// project's node and leaf counts, or a unit the file declares "assume=exact") is compared with
// benchmath.AssumeExact: any change in its worse direction is a regression, however small.
// Every other unit is compared with benchmath.AssumeNothing (medians, Mann-Whitney U test): a
// change is a regression when it is worse by more than Options.Threshold and its p-value is at most
// Options.Alpha. With one run per side (-count 1) the U test cannot reach p <= 0.05, so timing
// comparisons need -count >= 4 per side to fail anything, and -count 10 to be worth trusting.
//
// Which direction is worse: the unit's "better=higher|lower" metadata if a file declares it, else
// benchfmt's defaults (sec/op, B/op, allocs/op lower; B/s higher), else rates (units ending in
// "/s") are higher-is-better and everything else (ns/node, nodes/op, ...) lower-is-better.
package compare

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"golang.org/x/perf/benchfmt"
	"golang.org/x/perf/benchmath"
	"golang.org/x/perf/benchunit"

	"github.com/cctree/cctree/analysis/benchfile"
)

// Options tune the comparison.
type Options struct {
	// Threshold is the fraction (0.15 for 15%) by which a non-exact metric must get worse to
	// count as a regression. For higher-is-better units it is measured on the reciprocal
	// (old/new - 1), so 15% means the same for sec/op and for leaves/s.
	Threshold float64
	// Alpha is the largest p-value at which a non-exact change counts (0.05).
	Alpha float64
}

// DefaultOptions are the options of `cctree compare` without flags.
var DefaultOptions = Options{Threshold: 0.15, Alpha: 0.05}

// key identifies one sample: a benchmark of a package measured in a unit.
type key struct {
	pkg, name, unit string
}

// Set is the contents of one results file: samples by benchmark and unit, in file order.
type Set struct {
	File string
	// Failed is the first "--- FAIL", "FAIL" or "panic:" line of the file if its run failed
	// ("" otherwise): its results are compared, with a warning.
	Failed  string
	keys    []key
	samples map[key][]float64
	f       *benchfile.File
}

// Len returns the number of (benchmark, unit) samples in s.
func (s *Set) Len() int { return len(s.keys) }

// ReadFile reads a results file with benchfile.ReadFile: its errors (missing, empty,
// truncated, malformed or without results) are benchfile's, one line naming the file.
func ReadFile(path string) (*Set, error) {
	f, err := benchfile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return newSet(f), nil
}

// Read reads Go benchmark results from r with benchfile.Read; file names r in errors. A
// Benchmark line that does not parse is an error (a gate must not skip what it cannot read),
// and so is input without a single result or cut off mid-line.
func Read(r io.Reader, file string) (*Set, error) {
	f, err := benchfile.Read(r, file)
	if err != nil {
		return nil, err
	}
	return newSet(f), nil
}

// newSet groups the results of f by package, name (without GOMAXPROCS) and unit.
func newSet(f *benchfile.File) *Set {
	s := &Set{File: f.Name, Failed: f.Failed, samples: map[key][]float64{}, f: f}
	for _, rec := range f.Results {
		name := benchName(rec.Name)
		pkg := rec.GetConfig("pkg")
		for _, v := range rec.Values {
			k := key{pkg, name, v.Unit}
			if _, ok := s.samples[k]; !ok {
				s.keys = append(s.keys, k)
			}
			s.samples[k] = append(s.samples[k], v.Value)
		}
	}
	return s
}

// benchName is the full name without the "Benchmark" prefix and the -GOMAXPROCS suffix.
func benchName(n benchfmt.Name) string {
	base, parts := n.Parts()
	var b strings.Builder
	b.Write(base)
	for _, p := range parts {
		if len(p) > 0 && p[0] == '-' {
			continue // GOMAXPROCS
		}
		b.Write(p)
	}
	return strings.TrimPrefix(b.String(), "Benchmark")
}

// Verdict classifies one row.
type Verdict int

const (
	Same        Verdict = iota // no significant change (or none at all)
	Improvement                // significantly better
	Worse                      // worse, but within the threshold
	Regression                 // fails the comparison
	// Unresolved is a timing that looks significantly better in a comparison where some timing
	// sample spreads beyond the threshold (the spread warning): on a machine that noisy a
	// change of the threshold's size cannot be told from noise, so no improvement is claimed.
	Unresolved
)

func (v Verdict) String() string {
	return [...]string{"~", "better", "worse", "REGRESSION", "better? (noisy)"}[v]
}

// Row is the comparison of one benchmark in one unit.
type Row struct {
	Pkg, Name, Unit string
	Exact           bool
	Better          int // +1 if higher values are better, -1 if lower
	Old, New        benchmath.Summary
	Cmp             benchmath.Comparison
	Delta           float64 // (new-old)/old; ±Inf or NaN when old is 0
	Verdict         Verdict
	Warnings        []string
}

// Report is the outcome of comparing two Sets.
type Report struct {
	Old, New         string // file names
	Rows             []Row
	OnlyOld, OnlyNew []string // "name unit" of samples present in one file only
	// Failed are warnings about files whose run failed ("file: the run failed (line)").
	Failed  []string
	showPkg bool
	noisy   bool // a timing sample spreads beyond the threshold (the spread warning)
}

// Regressions returns the rows that fail the comparison.
func (r *Report) Regressions() []Row {
	var out []Row
	for _, row := range r.Rows {
		if row.Verdict == Regression {
			out = append(out, row)
		}
	}
	return out
}

// Compare compares every sample present in both sets.
func Compare(old, new *Set, opt Options) *Report {
	rep := &Report{Old: old.File, New: new.File}
	for _, s := range []*Set{old, new} {
		if s.Failed != "" {
			rep.Failed = append(rep.Failed, fmt.Sprintf("%s: the run failed (%q): its results may be incomplete", s.File, s.Failed))
		}
	}
	pkgs := map[string]bool{}
	thr := &benchmath.Thresholds{CompareAlpha: opt.Alpha}
	for _, k := range old.keys {
		pkgs[k.pkg] = true
		nv, ok := new.samples[k]
		if !ok {
			rep.OnlyOld = append(rep.OnlyOld, k.name+" "+k.unit)
			continue
		}
		exact := old.f.IsExact(k.unit) || new.f.IsExact(k.unit)
		row := Row{Pkg: k.pkg, Name: k.name, Unit: k.unit, Exact: exact, Better: better(old.f.Units, new.f.Units, k.unit)}
		var assume benchmath.Assumption = benchmath.AssumeNothing
		if exact {
			assume = benchmath.AssumeExact
		}
		s1, s2 := benchmath.NewSample(old.samples[k], thr), benchmath.NewSample(nv, thr)
		row.Old, row.New = assume.Summary(s1, 0.95), assume.Summary(s2, 0.95)
		var warns []error
		if constantEqual(s1.Values, s2.Values) {
			// Nothing to test (typically 0 allocs/op on both sides); the U test would only warn
			// that all samples are equal.
			row.Cmp = benchmath.Comparison{P: 1, N1: len(s1.Values), N2: len(s2.Values), Alpha: opt.Alpha}
			if exact {
				row.Cmp.P = 0
			}
		} else {
			row.Cmp = assume.Compare(s1, s2)
			warns = row.Cmp.Warnings
		}
		warns = slices.Concat(s1.Warnings, s2.Warnings, warns)
		if exact {
			// A spread in an exact metric means a non-deterministic count: say so. (The
			// median's confidence-interval warnings of other units are left out: this report
			// shows no intervals.)
			warns = slices.Concat(warns, row.Old.Warnings, row.New.Warnings)
		}
		for _, w := range warns {
			row.Warnings = append(row.Warnings, w.Error())
		}
		if !exact && (noisy(row.Old, opt.Threshold) || noisy(row.New, opt.Threshold)) {
			rep.noisy = true
			row.Warnings = append(row.Warnings, fmt.Sprintf("a sample spreads more than the threshold (the 95%% interval of its median reaches beyond ±%.3g%%): a change of the threshold's size cannot be told from noise here; time both builds alternated on a quiet machine (make bench-timing, COUNT=10 or more) before calling it a regression", opt.Threshold*100))
		}
		o, n := row.Old.Center, row.New.Center
		row.Delta = (n - o) / o
		if o == n {
			row.Delta = 0
		}
		row.Verdict = verdict(row, opt)
		rep.Rows = append(rep.Rows, row)
	}
	for _, k := range new.keys {
		pkgs[k.pkg] = true
		if _, ok := old.samples[k]; !ok {
			rep.OnlyNew = append(rep.OnlyNew, k.name+" "+k.unit)
		}
	}
	rep.showPkg = len(pkgs) > 1
	if rep.noisy {
		// The spread warning fired: the machine's noise is as large as the threshold, so a
		// timing that came out better (on a slowed build, a faster MoveGen by chance) is not
		// reported as an improvement. Regressions stay: the gate errs on the side of failing.
		for i := range rep.Rows {
			if r := &rep.Rows[i]; !r.Exact && r.Verdict == Improvement {
				r.Verdict = Unresolved
			}
		}
	}
	slices.SortStableFunc(rep.Rows, func(a, b Row) int {
		return cmp.Or(cmp.Compare(a.Pkg, b.Pkg), cmp.Compare(a.Name, b.Name), cmp.Compare(a.Unit, b.Unit))
	})
	return rep
}

func verdict(row Row, opt Options) Verdict {
	o, n := row.Old.Center, row.New.Center
	if o == n {
		return Same
	}
	worse := (n > o) == (row.Better < 0)
	if row.Exact {
		if worse {
			return Regression
		}
		return Improvement
	}
	if row.Cmp.P > opt.Alpha {
		return Same
	}
	if !worse {
		return Improvement
	}
	// How much worse, as a fraction of the old cost: for lower-is-better units new/old - 1, for
	// rates old/new - 1 (a rate that halves is a cost that doubles).
	loss := n/o - 1
	if row.Better > 0 {
		loss = o/n - 1
	}
	if loss > opt.Threshold || math.IsNaN(loss) {
		return Regression
	}
	return Worse
}

// noisy reports whether a summary's 95% interval of the median reaches further than the
// threshold from the median on either side: then a difference of the threshold's size between
// two such samples is within their noise, and a verdict on it (either way) needs better data.
// An interval benchmath could not compute (too few runs) is left to benchmath's own warning.
func noisy(s benchmath.Summary, threshold float64) bool {
	c := s.Center
	if c == 0 || math.IsInf(s.Lo, 0) || math.IsInf(s.Hi, 0) || math.IsNaN(s.Lo) || math.IsNaN(s.Hi) {
		return false
	}
	return (c-s.Lo)/math.Abs(c) > threshold || (s.Hi-c)/math.Abs(c) > threshold
}

// constantEqual reports whether every value of a and b is the same number.
func constantEqual(a, b []float64) bool {
	v := a[0]
	for _, x := range slices.Concat(a, b) {
		if x != v {
			return false
		}
	}
	return true
}

// better returns +1 if higher values of unit are better, -1 if lower ones are.
func better(m1, m2 benchfmt.UnitMetadataMap, unit string) int {
	if b := m1.GetBetter(unit); b != 0 {
		return b
	}
	if b := m2.GetBetter(unit); b != 0 {
		return b
	}
	if strings.HasSuffix(unit, "/s") || strings.HasSuffix(unit, "/sec") {
		return 1
	}
	return -1
}

// Write prints one line per compared sample (name, unit, old, new, delta, p, verdict), then the
// samples present in only one file, then warnings and a summary line.
func (r *Report) Write(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "name\tunit\told\tnew\tdelta\tp\tverdict\n")
	var warnings []string             // in first-seen order
	warnRows := map[string][]string{} // message -> rows
	for _, row := range r.Rows {
		name := row.Name
		if r.showPkg {
			name = row.Pkg + "." + name
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", name, unitLabel(row), format(row, row.Old.Center), format(row, row.New.Center),
			formatDelta(row), row.Cmp.String(), row.Verdict)
		for _, msg := range row.Warnings {
			if _, ok := warnRows[msg]; !ok {
				warnings = append(warnings, msg)
			}
			warnRows[msg] = append(warnRows[msg], name+" "+row.Unit)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, s := range r.OnlyOld {
		fmt.Fprintf(w, "only in old (%s): %s\n", r.Old, s)
	}
	for _, s := range r.OnlyNew {
		fmt.Fprintf(w, "only in new (%s): %s\n", r.New, s)
	}
	for _, msg := range r.Failed {
		fmt.Fprintf(w, "warning: %s\n", msg)
	}
	for _, msg := range warnings {
		if rows := warnRows[msg]; len(rows) == 1 {
			fmt.Fprintf(w, "warning: %s: %s\n", rows[0], msg)
		} else {
			fmt.Fprintf(w, "warning: %d rows (%s, ...): %s\n", len(rows), rows[0], msg)
		}
	}
	var better, worse, unresolved int
	for _, row := range r.Rows {
		switch row.Verdict {
		case Improvement:
			better++
		case Worse:
			worse++
		case Unresolved:
			unresolved++
		}
	}
	if r.noisy {
		// No "improvements" count at all: the spread warning says the timings cannot show one.
		looked := ""
		if unresolved > 0 {
			looked = fmt.Sprintf(" (%d looked better)", unresolved)
		}
		_, err := fmt.Fprintf(w, "compared %d, regressions %d, worse within threshold %d, only in one file %d; timings too noisy to claim an improvement%s: rerun alternated on a quiet machine, or use make perf-gate\n",
			len(r.Rows), len(r.Regressions()), worse, len(r.OnlyOld)+len(r.OnlyNew), looked)
		return err
	}
	_, err := fmt.Fprintf(w, "compared %d, regressions %d, worse within threshold %d, improvements %d, only in one file %d\n",
		len(r.Rows), len(r.Regressions()), worse, better, len(r.OnlyOld)+len(r.OnlyNew))
	return err
}

func unitLabel(row Row) string {
	if row.Exact {
		return row.Unit + " (exact)"
	}
	return row.Unit
}

// format prints exact values in full (a node count must not be rounded) and others with
// benchunit's SI prefixes.
func format(row Row, v float64) string {
	if row.Exact {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return benchunit.Scale(v, benchunit.ClassOf(row.Unit))
}

// formatDelta prints the relative change, and for exact metrics also the absolute one (a tree
// that grows by one node is a change worth seeing).
func formatDelta(row Row) string {
	d := row.Delta
	var pct string
	switch {
	case d == 0:
		return "0.00%"
	case math.IsNaN(d) || math.IsInf(d, 0):
		pct = "?"
	default:
		pct = fmt.Sprintf("%+.2f%%", d*100)
	}
	if row.Exact {
		pct += fmt.Sprintf(" (%+.10g)", row.New.Center-row.Old.Center)
	}
	return pct
}

// ParseThreshold reads a threshold given in percent, with or without the % sign ("15%", "15",
// "2.5%"), and returns it as a fraction.
func ParseThreshold(s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "%"), 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
		return 0, errors.New("compare: threshold: want a percentage >= 0 such as 15% or 2.5%, got " + strconv.Quote(s))
	}
	return v / 100, nil
}
