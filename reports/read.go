package reports

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"
	"golang.org/x/perf/benchmath"
)

// Family is the benchmark family a sample comes from.
type Family string

const (
	// Search is BenchmarkSearch (aggregate) and BenchmarkSearchPos (per position): one search
	// of each position of a suite at a fixed depth.
	Search Family = "search"
	// Protocol is BenchmarkProtocol: Polk & Oommen's trials (the perspective player searches
	// for several turns, the opponents play random moves), NC summed over the player's turns.
	Protocol Family = "protocol"
)

// Group identifies one figure and one set of tables: a family on one board, seat set and suite.
type Group struct {
	Family              Family
	Board, Seats, Suite string
	// Extra holds any other name keys, "k=v" joined by "/", sorted; usually empty.
	Extra string
}

// Key identifies one sample: a searcher at a depth within a group.
type Key struct {
	Group
	Algo  string
	Depth int
}

// Source says where a sample's values come from.
type Source int

const (
	FromPositions Source = iota // BenchmarkSearchPos: one NC per position
	FromTrials                  // BenchmarkProtocol: one NC per trial
	FromAggregate               // BenchmarkSearch nodes/pos only: one mean, no spread
)

func (s Source) String() string {
	return [...]string{"positions", "trials", "aggregate"}[s]
}

// Sample is the node counts of one Key.
type Sample struct {
	Key
	Source Source
	// IDs are the position ids (or trial numbers), in natural order; NC[i] is the node count
	// of IDs[i]. For FromAggregate, IDs is nil and NC holds the single mean nodes/pos.
	IDs []string
	NC  []float64
	// Size is the number of positions (or trials) behind the sample: len(NC), or for an
	// aggregate nodes/op ÷ nodes/pos rounded (0 if nodes/op is missing).
	Size int
}

// Results is the merged content of any number of result files.
type Results struct {
	// Files are the files read, in order.
	Files []string
	// Warnings are things worth telling the reader that do not invalidate the results
	// (for example an aggregate that disagrees with its per-position results).
	Warnings []string

	entries map[Key]*entry
	exact   map[string]seen // canonical name + " " + unit -> first value
}

type seen struct {
	v     float64
	where string
}

// entry accumulates the results of one Key.
type entry struct {
	items   map[string]float64 // id -> NC (per position or trial)
	family  string             // "SearchPos" or "Protocol" once items exist
	aggPos  float64            // nodes/pos of BenchmarkSearch, if hasAgg
	aggOp   float64            // nodes/op of BenchmarkSearch, 0 if absent
	hasAgg  bool
	aggFrom string
}

// NewResults returns an empty Results.
func NewResults() *Results {
	return &Results{entries: map[Key]*entry{}, exact: map[string]seen{}}
}

// ReadFiles reads and merges the given files (see the package comment for the rules).
func ReadFiles(paths ...string) (*Results, error) {
	r := NewResults()
	for _, p := range paths {
		if err := r.ReadFile(p); err != nil {
			return nil, err
		}
	}
	if len(r.Files) == 0 {
		return nil, errors.New("reports: no result files given")
	}
	return r, nil
}

// ReadFile reads one file and merges it into r.
func (r *Results) ReadFile(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("reports: %s: no such file (check the path, or run the benchmarks first: go test ./bench -run '^$' -bench Search > %s)", path, path)
		}
		return fmt.Errorf("reports: %w", err)
	}
	return r.Read(bytes.NewReader(data), path)
}

// rec is one search result of a file, before merging.
type rec struct {
	key    Key
	family string // Search, SearchPos, Protocol
	id     string // pos or trial ("" for Search)
	rawID  string // pos value as written, for the GOMAXPROCS decision
	canon  string // canonical name (no GOMAXPROCS) for the exact-value check
	values []benchfmt.Value
	where  string
}

// Read reads the results of one file from rd (file names it in errors) and merges them into r.
// On error nothing of the file is merged.
func (r *Results) Read(rd io.Reader, file string) error {
	if r.entries == nil {
		*r = *NewResults()
	}
	data, err := io.ReadAll(rd)
	if err != nil {
		return fmt.Errorf("reports: %s: %w", file, err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return fmt.Errorf("reports: %s: empty file: want the output of go test ./bench -run '^$' -bench 'Search|Protocol' redirected to it", file)
	}
	if data[len(data)-1] != '\n' {
		return fmt.Errorf("reports: %s: truncated (the last line ends without a newline): rerun the benchmark, or delete the partial last line", file)
	}
	var warns []string
	for i, line := range bytes.Split(data, []byte("\n")) {
		if bytes.HasPrefix(line, []byte("--- FAIL")) || bytes.HasPrefix(line, []byte("FAIL")) || bytes.HasPrefix(line, []byte("panic:")) {
			warns = append(warns, fmt.Sprintf("%s:%d: the run failed (%q): its results may be incomplete", file, i+1, strings.TrimSpace(string(line))))
			break
		}
	}
	var recs []rec
	procs := map[string]bool{} // GOMAXPROCS suffixes seen on unambiguous names
	other := 0                 // results of other benchmarks (Perft, MoveGen, ...)
	br := benchfmt.NewReader(bytes.NewReader(data), file)
	for br.Scan() {
		switch x := br.Result().(type) {
		case *benchfmt.SyntaxError:
			return fmt.Errorf("reports: %v (a malformed or truncated benchmark line: rerun the benchmark, or fix the line)", x)
		case *benchfmt.Result:
			fname, line := x.Pos()
			where := fmt.Sprintf("%s:%d", fname, line)
			rc, ok, err := parseName(string(x.Name), where)
			if err != nil {
				return err
			}
			if !ok {
				other++
				continue
			}
			if rc.family != "SearchPos" {
				procs[rc.rawID] = true // rawID holds the suffix for unambiguous names
				rc.rawID = ""
			}
			rc.values = slices.Clone(x.Values)
			rc.where = where
			recs = append(recs, rc)
		}
	}
	if err := br.Err(); err != nil {
		return fmt.Errorf("reports: %s: %w", file, err)
	}
	if len(recs) == 0 {
		what := "no benchmark results"
		if other > 0 {
			what = fmt.Sprintf("%d benchmark results, but none of BenchmarkSearch, BenchmarkSearchPos or BenchmarkProtocol", other)
		}
		return fmt.Errorf("reports: %s: %s: not a search benchmark file; make one with go test ./bench -run '^$' -bench 'Search|Protocol' > results.txt", file, what)
	}
	suffix, known := "", false
	if len(procs) == 1 {
		for s := range procs {
			suffix, known = s, true
		}
	}
	for i := range recs {
		rc := &recs[i]
		if rc.family != "SearchPos" {
			continue
		}
		id, w := splitPosProcs(rc.rawID, rc.key.Board+"-"+rc.key.Seats, suffix, known)
		if w != "" {
			warns = append(warns, fmt.Sprintf("%s: %s", rc.where, w))
		}
		rc.id = id
		rc.canon += "/pos=" + id
	}
	units := br.Units()
	// Check against what is already merged and within the file before changing r.
	exact := map[string]seen{}
	for _, rc := range recs {
		for _, v := range rc.values {
			if !isExact(units, v.Unit) {
				continue
			}
			k := rc.canon + " " + v.Unit
			prev, ok := r.exact[k]
			if !ok {
				prev, ok = exact[k]
			}
			if !ok {
				exact[k] = seen{v.Value, rc.where}
				continue
			}
			if prev.v != v.Value {
				return fmt.Errorf("reports: %s: %s %s is %s here but %s at %s; node counts are deterministic, so the two runs used different code, suites or rules: rerun them from one commit",
					rc.where, rc.canon, v.Unit, fmtExact(v.Value), fmtExact(prev.v), prev.where)
			}
		}
	}
	for _, rc := range recs {
		if err := r.add(rc); err != nil {
			return err
		}
	}
	for k, v := range exact {
		r.exact[k] = v
	}
	r.Files = append(r.Files, file)
	r.Warnings = append(r.Warnings, warns...)
	return nil
}

func fmtExact(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// isExact reports whether unit is exact: nodes/op and nodes/pos always (the benchmark contract),
// others when the file says so.
func isExact(m benchfmt.UnitMetadataMap, unit string) bool {
	return unit == "nodes/op" || unit == "nodes/pos" || m.GetAssumption(unit) == benchmath.AssumeExact
}

// add merges one checked record into r.
func (r *Results) add(rc rec) error {
	e := r.entries[rc.key]
	if e == nil {
		e = &entry{}
		r.entries[rc.key] = e
	}
	val := func(unit string) (float64, bool) {
		for _, v := range rc.values {
			if v.Unit == unit {
				return v.Value, true
			}
		}
		return 0, false
	}
	switch rc.family {
	case "Search":
		np, ok := val("nodes/pos")
		if !ok {
			return fmt.Errorf("reports: %s: BenchmarkSearch result without a nodes/pos metric (a truncated line, or an old benchmark: rerun go test ./bench -bench Search)", rc.where)
		}
		e.hasAgg, e.aggPos, e.aggFrom = true, np, rc.where
		if op, ok := val("nodes/op"); ok {
			e.aggOp = op
		}
	default:
		nc, ok := val("nodes/op")
		if !ok {
			return fmt.Errorf("reports: %s: Benchmark%s result without a nodes/op metric (a truncated line, or an old benchmark: rerun it)", rc.where, rc.family)
		}
		if e.family != "" && e.family != rc.family {
			return fmt.Errorf("reports: %s: Benchmark%s and Benchmark%s results under the same keys", rc.where, e.family, rc.family)
		}
		e.family = rc.family
		if e.items == nil {
			e.items = map[string]float64{}
		}
		e.items[rc.id] = nc
	}
	return nil
}

// parseName splits a benchmark name. ok is false for benchmarks of other families. For Search
// and Protocol names rc.rawID is the GOMAXPROCS suffix ("-2" or ""); for SearchPos it is the pos
// value as written (the suffix is decided per file, see splitPosProcs).
func parseName(name, where string) (rc rec, ok bool, err error) {
	parts := strings.Split(strings.TrimPrefix(name, "Benchmark"), "/")
	family := parts[0]
	switch family {
	case "Search", "SearchPos", "Protocol":
	default:
		return rec{}, false, nil
	}
	rc.family = family
	rc.key.Family = Search
	if family == "Protocol" {
		rc.key.Family = Protocol
	}
	last := map[string]string{"Search": "depth", "SearchPos": "pos", "Protocol": "trial"}[family]
	if len(parts) < 2 || !strings.HasPrefix(parts[len(parts)-1], last+"=") {
		return rec{}, false, fmt.Errorf("reports: %s: Benchmark%s name %q does not end in /%s=...: want %s", where, family, name, last, contractName(family))
	}
	seen := map[string]bool{}
	var extra []string
	var depth, trial string
	for i, p := range parts[1:] {
		k, v, found := strings.Cut(p, "=")
		if !found || k == "" || v == "" {
			return rec{}, false, fmt.Errorf("reports: %s: name part %q of %q is not key=value: want %s", where, p, name, contractName(family))
		}
		if seen[k] {
			return rec{}, false, fmt.Errorf("reports: %s: key %q twice in %q", where, k, name)
		}
		seen[k] = true
		if i == len(parts)-2 && k != "pos" {
			// The last part carries the GOMAXPROCS suffix, if any; depth and trial values
			// are integers, so the suffix is whatever follows their last '-'.
			if j := strings.LastIndexByte(v, '-'); j > 0 {
				v, rc.rawID = v[:j], v[j:]
			}
		}
		switch k {
		case "board":
			rc.key.Board = v
		case "seats":
			rc.key.Seats = v
		case "suite":
			rc.key.Suite = v
		case "algo":
			rc.key.Algo = v
		case "depth":
			depth = v
		case "pos":
			rc.rawID = v
		case "trial":
			trial = v
		default:
			extra = append(extra, k+"="+v)
		}
	}
	for _, k := range []string{"board", "seats", "suite", "algo", "depth"} {
		if !seen[k] {
			return rec{}, false, fmt.Errorf("reports: %s: %q has no %s=: want %s", where, name, k, contractName(family))
		}
	}
	d, err := strconv.Atoi(depth)
	if err != nil || d < 0 {
		return rec{}, false, fmt.Errorf("reports: %s: depth=%s in %q is not a depth (want a non-negative integer)", where, depth, name)
	}
	rc.key.Depth = d
	if family == "Protocol" {
		if _, err := strconv.Atoi(trial); err != nil {
			return rec{}, false, fmt.Errorf("reports: %s: trial=%s in %q is not a trial number", where, trial, name)
		}
		rc.id = trial
	}
	slices.Sort(extra)
	rc.key.Extra = strings.Join(extra, "/")
	rc.canon = fmt.Sprintf("%s/board=%s/seats=%s/suite=%s/algo=%s/depth=%d", family, rc.key.Board, rc.key.Seats, rc.key.Suite, rc.key.Algo, d)
	if rc.key.Extra != "" {
		rc.canon += "/" + rc.key.Extra
	}
	if family == "Protocol" {
		rc.canon += "/trial=" + trial
	}
	return rc, true, nil
}

func contractName(family string) string {
	s := "Benchmark" + family + "/board=B/seats=S/suite=K/algo=SPEC/depth=D"
	switch family {
	case "SearchPos":
		s += "/pos=ID"
	case "Protocol":
		s += "/trial=T"
	}
	return s
}

// splitPosProcs separates a pos value from the -GOMAXPROCS suffix go test appends to the name
// (and omits when GOMAXPROCS is 1). Position ids are "<board>-<seats>" (the initial suite) or
// "<board>-<seats>-<index>", so "star73-0134-017-2" is id star73-0134-017 at GOMAXPROCS 2, but
// "star73-0134-017" alone could be either that id at GOMAXPROCS 1 or id star73-0134 at 17.
// The file decides: if its other search names carry one suffix (suffix, known), that suffix is
// used; otherwise the ambiguous case is read as a suffix, with a warning.
func splitPosProcs(v, prefix, suffix string, known bool) (id, warning string) {
	if known {
		if suffix != "" && strings.HasSuffix(v, suffix) && len(v) > len(suffix) {
			return v[:len(v)-len(suffix)], ""
		}
		return v, ""
	}
	if v == prefix {
		return v, ""
	}
	trailing := func(s string) (string, bool) {
		j := strings.LastIndexByte(s, '-')
		if j <= 0 || j == len(s)-1 {
			return s, false
		}
		if _, err := strconv.Atoi(s[j+1:]); err != nil {
			return s, false
		}
		return s[:j], true
	}
	if rest, ok := strings.CutPrefix(v, prefix+"-"); ok {
		if !strings.Contains(rest, "-") {
			return prefix, fmt.Sprintf("pos=%s read as id %s at GOMAXPROCS %s (it could also be id %s at GOMAXPROCS 1; add a BenchmarkSearch result to the file to decide)", v, prefix, rest, v)
		}
		id, _ = trailing(v)
		return id, ""
	}
	id, _ = trailing(v)
	return id, ""
}

// Groups returns the groups present, sorted by family, board, seats, suite, extra.
func (r *Results) Groups() []Group {
	set := map[Group]bool{}
	for k := range r.entries {
		set[k.Group] = true
	}
	var gs []Group
	for g := range set {
		gs = append(gs, g)
	}
	slices.SortFunc(gs, compareGroups)
	return gs
}

func compareGroups(a, b Group) int {
	return cmp.Or(cmp.Compare(a.Family, b.Family), naturalCompare(a.Board, b.Board),
		cmp.Compare(len(a.Seats), len(b.Seats)), cmp.Compare(a.Seats, b.Seats),
		cmp.Compare(a.Suite, b.Suite), cmp.Compare(a.Extra, b.Extra))
}

// Samples returns every sample, sorted by group, algo and depth.
func (r *Results) Samples() []*Sample {
	var out []*Sample
	for k, e := range r.entries {
		out = append(out, e.sample(k))
	}
	slices.SortFunc(out, func(a, b *Sample) int {
		return cmp.Or(compareGroups(a.Group, b.Group), cmp.Compare(a.Algo, b.Algo), cmp.Compare(a.Depth, b.Depth))
	})
	return out
}

// sample builds the Sample of one entry.
func (e *entry) sample(k Key) *Sample {
	s := &Sample{Key: k}
	if len(e.items) == 0 {
		s.Source = FromAggregate
		s.NC = []float64{e.aggPos}
		if e.aggPos > 0 && e.aggOp > 0 {
			s.Size = int(e.aggOp/e.aggPos + 0.5)
		}
		return s
	}
	s.Source = FromPositions
	if e.family == "Protocol" {
		s.Source = FromTrials
	}
	for id := range e.items {
		s.IDs = append(s.IDs, id)
	}
	slices.SortFunc(s.IDs, naturalCompare)
	for _, id := range s.IDs {
		s.NC = append(s.NC, e.items[id])
	}
	s.Size = len(s.NC)
	return s
}

// Check returns warnings about samples whose aggregate disagrees with their per-position
// results (a different suite, or positions missing from the merged files).
func (r *Results) Check() []string {
	var out []string
	for _, s := range r.Samples() {
		e := r.entries[s.Key]
		if s.Source != FromPositions || !e.hasAgg {
			continue
		}
		var sum float64
		for _, v := range s.NC {
			sum += v
		}
		if e.aggOp > 0 && sum != e.aggOp {
			out = append(out, fmt.Sprintf("%s algo=%s depth=%d: the %d per-position results sum to %s nodes, but BenchmarkSearch nodes/op is %s (%s): positions missing from the files?",
				s.Group.String(), s.Algo, s.Depth, len(s.NC), fmtExact(sum), fmtExact(e.aggOp), e.aggFrom))
		}
	}
	return out
}

// String names the group as "family board/seats/suite[/extra]".
func (g Group) String() string {
	s := fmt.Sprintf("%s %s/%s/%s", g.Family, g.Board, g.Seats, g.Suite)
	if g.Extra != "" {
		s += "/" + g.Extra
	}
	return s
}

// naturalCompare orders strings with embedded numbers by value ("t2" < "t10").
func naturalCompare(a, b string) int {
	for a != "" && b != "" {
		da, db := digitPrefix(a), digitPrefix(b)
		if da > 0 && db > 0 {
			na, nb := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
			if c := cmp.Or(cmp.Compare(len(na), len(nb)), cmp.Compare(na, nb)); c != 0 {
				return c
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return cmp.Compare(a[0], b[0])
		}
		a, b = a[1:], b[1:]
	}
	return cmp.Compare(len(a), len(b))
}

func digitPrefix(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}
