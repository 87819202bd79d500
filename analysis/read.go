package analysis

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"

	"github.com/cctree/cctree/analysis/benchfile"
	"github.com/cctree/cctree/sweep/benchname"
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
	// Iterations is BenchmarkSearch and BenchmarkSearchPos at iteration budgets (iters=N: Monte
	// Carlo tree search, which has no depth): the same samples, with Key.Depth holding the
	// iterations, and their own figures, against iterations on a log axis.
	Iterations Family = "iters"
)

// Group identifies one figure and one set of tables: a family on one board, seat set and suite
// of Chinese Checkers, or on one suite of another game.
type Group struct {
	Family Family
	// Game is the game spec of a game other than Chinese Checkers as its names carry it
	// (game=G, benchname.Case.Game: the canonical spec, "virus(players=4)", when cctree wrote
	// them); "" for Chinese Checkers. A game's group has no Board or Seats.
	Game                string
	Board, Seats, Suite string
	// Extra is always empty: names with keys other than the family's are rejected (see the
	// package comment). It stays so that the tables and the CSV keep their shape.
	Extra string
}

// Key identifies one sample: a searcher at a depth within a group (for the Iterations family, at
// an iteration budget, which Depth holds).
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
	named   []string        // the searchers in the order the files first name them
}

type seen struct {
	v     float64
	where string
}

// entry accumulates the results of one Key.
type entry struct {
	items   map[string]float64 // id -> NC (per position or trial)
	family  string             // benchname.SearchPos or benchname.Protocol once items exist
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
		return nil, errors.New("analysis: no result files given")
	}
	return r, nil
}

// ReadFile reads one file (with benchfile.ReadFile) and merges it into r.
func (r *Results) ReadFile(path string) error {
	f, err := benchfile.ReadFile(path)
	if err != nil {
		return err
	}
	return r.merge(f)
}

// Read reads the results of one file from rd (file names it in errors, with benchfile.Read)
// and merges them into r. On error nothing of the file is merged.
func (r *Results) Read(rd io.Reader, file string) error {
	f, err := benchfile.Read(rd, file)
	if err != nil {
		return err
	}
	return r.merge(f)
}

// rec is one search result of a file, before merging.
type rec struct {
	key    Key
	family string // benchname.Search, benchname.SearchPos or benchname.Protocol
	id     string // position id or trial ("" for Search)
	canon  string // canonical name (no GOMAXPROCS) for the exact-value check
	values []benchfmt.Value
	where  string
}

// merge checks the search results of f and merges them into r; on error r is unchanged.
func (r *Results) merge(f *benchfile.File) error {
	if r.entries == nil {
		*r = *NewResults()
	}
	var warns []string
	if f.Failed != "" {
		warns = append(warns, fmt.Sprintf("%s:%d: the run failed (%q): its results may be incomplete", f.Name, f.FailedLine, f.Failed))
	}
	var recs []rec
	other := 0 // results of other benchmarks (Perft, MoveGen, ...)
	for _, res := range f.Results {
		fname, line := res.Pos()
		where := fmt.Sprintf("%s:%d", fname, line)
		rc, ok, err := parseName(res.Name, where)
		if err != nil {
			return err
		}
		if !ok {
			other++
			continue
		}
		rc.values = res.Values
		rc.where = where
		recs = append(recs, rc)
	}
	if len(recs) == 0 {
		what := "no benchmark results"
		if other > 0 {
			what = fmt.Sprintf("%d benchmark results, but none of BenchmarkSearch, BenchmarkSearchPos or BenchmarkProtocol", other)
		}
		return fmt.Errorf("analysis: %s: %s: not a search benchmark file; make one with go test ./bench -run '^$' -bench 'Search|Protocol' > results.txt", f.Name, what)
	}
	// Check against what is already merged and within the file before changing r.
	exact := map[string]seen{}
	for _, rc := range recs {
		for _, v := range rc.values {
			if !f.IsExact(v.Unit) {
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
				return fmt.Errorf("analysis: %s: %s %s is %s here but %s at %s; node counts are deterministic, so the two runs used different code, suites or rules: rerun them from one commit",
					rc.where, rc.canon, v.Unit, fmtExact(v.Value), fmtExact(prev.v), prev.where)
			}
		}
	}
	for _, rc := range recs {
		if err := r.check(rc); err != nil {
			return err
		}
	}
	for _, rc := range recs {
		r.add(rc)
	}
	for k, v := range exact {
		r.exact[k] = v
	}
	r.Files = append(r.Files, f.Name)
	r.Warnings = append(r.Warnings, warns...)
	return nil
}

func fmtExact(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// value returns the value of rc in unit.
func (rc rec) value(unit string) (float64, bool) {
	for _, v := range rc.values {
		if v.Unit == unit {
			return v.Value, true
		}
	}
	return 0, false
}

// check reports what would keep rc from being merged: a missing node count.
func (r *Results) check(rc rec) error {
	switch rc.family {
	case benchname.Search:
		if _, ok := rc.value("nodes/pos"); !ok {
			return fmt.Errorf("analysis: %s: BenchmarkSearch result without a nodes/pos metric (a truncated line, or an old benchmark: rerun go test ./bench -bench Search)", rc.where)
		}
	default:
		if _, ok := rc.value("nodes/op"); !ok {
			return fmt.Errorf("analysis: %s: Benchmark%s result without a nodes/op metric (a truncated line, or an old benchmark: rerun it)", rc.where, rc.family)
		}
	}
	return nil
}

// add merges one checked record into r. (Key.Family keeps SearchPos and Protocol results
// apart, so an entry's items come from one family.)
func (r *Results) add(rc rec) {
	e := r.entries[rc.key]
	if e == nil {
		e = &entry{}
		r.entries[rc.key] = e
		if !slices.Contains(r.named, rc.key.Algo) {
			r.named = append(r.named, rc.key.Algo)
		}
	}
	switch rc.family {
	case benchname.Search:
		e.hasAgg, e.aggFrom = true, rc.where
		e.aggPos, _ = rc.value("nodes/pos")
		if op, ok := rc.value("nodes/op"); ok {
			e.aggOp = op
		}
	default:
		e.family = rc.family
		if e.items == nil {
			e.items = map[string]float64{}
		}
		e.items[rc.id], _ = rc.value("nodes/op")
	}
}

// protocolKeys are the keys of a BenchmarkProtocol name of Chinese Checkers, in order, and
// protocolGameKeys those of another game's (game=G in place of board=B/seats=S).
var (
	protocolKeys     = []string{"board", "seats", "suite", "algo", "depth", "trial"}
	protocolGameKeys = []string{"game", "suite", "algo", "depth", "trial"}
)

// parseName reads a benchmark name (as benchfmt holds it) with package benchname: Search and
// SearchPos names with benchname.ParseName, Protocol names with benchname.Split. Both families
// have the board= form of Chinese Checkers and the game= form of the other games. ok is false for
// benchmarks of other families.
func parseName(name benchfmt.Name, where string) (rc rec, ok bool, err error) {
	c, ok, err := benchname.ParseName(name)
	if err != nil {
		return rec{}, false, fmt.Errorf("analysis: %s: %v", where, err)
	}
	if ok {
		rc.family = c.Family()
		rc.key = Key{Group: Group{Family: Search, Game: c.Game, Board: c.Board, Seats: c.Seats, Suite: c.Suite}, Algo: c.Algo, Depth: c.Depth}
		if c.Iters > 0 {
			rc.key.Family, rc.key.Depth = Iterations, c.Iters
		}
		rc.id = c.Pos
		rc.canon = string(c.Name())
		return rc, true, nil
	}
	f, err := benchname.Split(name)
	if f.Family != benchname.Protocol {
		return rec{}, false, nil
	}
	if err != nil {
		return rec{}, false, fmt.Errorf("analysis: %s: %v", where, err)
	}
	keys := protocolKeys
	if len(f.Keys) > 0 && f.Keys[0] == "game" {
		keys = protocolGameKeys
	}
	if !slices.Equal(f.Keys, keys) {
		return rec{}, false, fmt.Errorf("analysis: %s: name %q: want BenchmarkProtocol/%s=...", where, name, strings.Join(keys, "=.../"))
	}
	g := Group{Family: Protocol}
	v := f.Vals
	if keys[0] == "game" {
		g.Game, v = v[0], v[1:]
	} else {
		g.Board, g.Seats, v = v[0], v[1], v[2:]
	}
	g.Suite = v[0]
	d, err := strconv.Atoi(v[2])
	if err != nil || d < 0 {
		return rec{}, false, fmt.Errorf("analysis: %s: name %q: depth=%s is not a depth", where, name, v[2])
	}
	trial := v[3]
	if _, err := strconv.Atoi(trial); err != nil {
		return rec{}, false, fmt.Errorf("analysis: %s: name %q: trial=%s is not a trial number", where, name, trial)
	}
	rc.family = benchname.Protocol
	rc.key = Key{Group: g, Algo: v[1], Depth: d}
	rc.id = trial
	on := fmt.Sprintf("board=%s/seats=%s", g.Board, g.Seats)
	if g.Game != "" {
		on = "game=" + g.Game
	}
	rc.canon = fmt.Sprintf("%s/%s/suite=%s/algo=%s/depth=%d/trial=%s", benchname.Protocol, on, g.Suite, v[1], d, trial)
	return rc, true, nil
}

// Groups returns the groups present, sorted by family, game (Chinese Checkers first), board,
// seats, suite, extra.
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
	return cmp.Or(cmp.Compare(a.Family, b.Family), naturalCompare(a.Game, b.Game), naturalCompare(a.Board, b.Board),
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
	if e.family == benchname.Protocol {
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

// String names the group as "family board/seats/suite[/extra]", or for another game
// "family game/suite[/extra]" ("protocol virus(players=4)/mid").
func (g Group) String() string {
	s := fmt.Sprintf("%s %s/%s/%s", g.Family, g.Board, g.Seats, g.Suite)
	if g.Game != "" {
		s = fmt.Sprintf("%s %s/%s", g.Family, g.Game, g.Suite)
	}
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
