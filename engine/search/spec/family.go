package spec

import (
	"maps"

	"github.com/cctree/cctree/engine/search"
)

// Family describes one searcher family, the searchers whose specs share a name. Each family
// package exports its Family (maxn.Family, bestreply.OPPSFamily, ...), and the registry
// (engine/searchers) lists them, one line each; nothing else needs to know a family.
type Family struct {
	// Name is the spec name of the family: "paranoid", "opps".
	Name string
	// Usage lists the accepted forms, as error messages and help texts show them after "want":
	// "paranoid or paranoid(noprune)".
	Usage string
	// Parse reads the arguments of a spec whose name is Name into the family's Config, without
	// making a searcher. It reads them with a's methods, ends with a.Done, and reports bad
	// arguments with a.Errorf. The Config's String() is the canonical spec, and the searcher its
	// New makes has that Name().
	Parse func(a *Args) (Config, error)
	// Twin returns the unpruned twin of sp, a valid spec of this family in the form ParseSpec
	// gives: the spec of the searcher that explores the same tree without cutoffs and finds the
	// same value and move. It returns false when sp is already unpruned. Nil means the family
	// prunes nothing (every spec is its own twin). NoPruneTwin serves the families whose twin
	// is the spec with the flag noprune.
	Twin func(sp Spec) (Spec, bool)
	// Rows are the family's searchers in the benchmark tables. A family with no rows runs in
	// the benchmarks only when asked for by spec (-cctree.algo, cctree sweep -algo).
	Rows []Row
}

// Config is what a valid spec of a family means: the searcher's configuration with every default
// filled in, as the family's Parse reads it. It is a comparable value (a struct of numbers, flags
// and strings), and two Configs of one family are equal exactly when their String()s are, so
// equivalent spellings ("opps(noprune,1,5,1)", "opps(1,5,1,noprune)") give equal Configs.
type Config interface {
	// String returns the canonical spec, the searcher's one name: defaults left out, arguments
	// in the family's order ("brs(threat=ahead)" for "brs(k=2, threat=ahead)"). It parses back
	// into an equal Config, and it is the Name() of the searcher New makes.
	String() string
	// New makes a fresh searcher of this configuration. Kernel searchers own their per-ply
	// buffers (about 148 KB), so callers make one per spec and reuse it.
	New() search.Searcher
}

// Row is one searcher of the benchmark tables: its spec, the depth per board of the default
// selection, and the deepest depth per board of the full matrix.
type Row struct {
	// Spec is the canonical spec (the searcher's Name()): "opps(1,5,1)".
	Spec string
	// Depth is the default selection's depth per board ("star73", "star121"), run on every
	// group of the mid suite; chosen so that one pass over a group takes at most a few seconds
	// on one core.
	Depth map[string]int
	// Full is the full matrix's deepest depth per board: depths 1..Full[board] on every group of
	// every suite, what the searcher finishes in about two minutes per group or less.
	Full map[string]int
	// Order places the row in the benchmark tables: rows run in increasing Order, rows with the
	// same Order in registry order. The rows of today's families use 10, 20, ..., 190 (the
	// order of the table they came from); a new family takes numbers above the largest in use.
	Order int
}

// Depths returns a depth per board, for Row.Depth and Row.Full.
func Depths(star73, star121 int) map[string]int {
	return map[string]int{"star73": star73, "star121": star121}
}

// Clone returns a copy of r whose maps the caller may change.
func (r Row) Clone() Row {
	r.Depth, r.Full = maps.Clone(r.Depth), maps.Clone(r.Full)
	return r
}

// NoPruneTwin is the Twin of the families whose unpruned twin is the spec with the bare flag
// noprune appended: paranoid -> paranoid(noprune), opps(1,5,1) -> opps(1,5,1,noprune),
// brs(threat=mtf) -> brs(threat=mtf,noprune). A spec that has noprune already has no twin.
func NoPruneTwin(sp Spec) (Spec, bool) {
	if sp.Has("noprune") {
		return sp, false
	}
	return sp.With("noprune"), true
}
