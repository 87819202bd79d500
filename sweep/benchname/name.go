// Package benchname is the vocabulary of cctree's result files: the benchmark names the runners
// of package sweep write and every reader parses (Case, its Name and the exact inverse ParseName,
// for Chinese Checkers' board= names and the other games' game= names; PerftGame and
// MoveGenGame; Split for any key=value name, PosName and PosID for position ids), and the units (Units and
// UnitLines, the exact counts IsExact decides, WriteUnits, ReportedUnits). It is a leaf: it
// imports only the Go benchmark format (golang.org/x/perf), nothing of cctree, so a reader of
// result files (package benchfile, package analysis) does not link the engine or any searcher.
// The grammar is specified in docs/architecture.md ("Benchmark names", "Units and exactness").
package benchname

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"
	"golang.org/x/perf/benchmath"
)

// Benchmark families cctree writes (the base name after "Benchmark").
const (
	// Search: one line per case without a position: one search of every position of a
	// (board, seats) group of a suite; nodes/op is their total NC, nodes/pos the mean.
	Search = "Search"
	// SearchPos: one line per position (Case.Pos); nodes/op is that position's NC.
	SearchPos = "SearchPos"
	// Protocol: one line per trial of Polk & Oommen's protocol (package sweep, protocol.go).
	Protocol = "Protocol"
	// Perft: one line per perft case (package sweep, perft.go); leaves/op is the leaf count.
	Perft = "Perft"
	// MoveGen: one line per suite group and operation of the move generation benchmarks
	// (package bench); moves/s and ns/pos are rates and timings.
	MoveGen = "MoveGen"
)

// Case is one measurement of the search benchmarks: a searcher at a fixed depth on the
// positions of one group of a suite, or on one of them (Pos). A group is a board and seat set of
// Chinese Checkers, or a game other than Chinese Checkers with its players and options (Game).
type Case struct {
	// Game is the canonical spec of a game other than Chinese Checkers, as the game registry
	// writes it (engine/searchers/games: Position.Spec, "virus(players=4)"); "" for Chinese
	// Checkers. A case of another game has no Board or Seats: its name has game= in their place.
	Game                string
	Board, Seats, Suite string
	Algo                string // the searcher spec, canonical (no spaces)
	Depth               int
	// Iters, for a searcher without depth (Monte Carlo tree search), is the iteration budget of
	// every search, and Depth is 0: the name has iters=N in place of depth=D.
	Iters int
	Pos   string // a position id of the suite; "" for the whole group
}

// level is the last part of c's name before the position: depth=D, or iters=N.
func (c Case) level() string {
	if c.Iters > 0 {
		return "iters=" + strconv.Itoa(c.Iters)
	}
	return "depth=" + strconv.Itoa(c.Depth)
}

// Family is the benchmark family of c: SearchPos with a position, Search without.
func (c Case) Family() string {
	if c.Pos != "" {
		return SearchPos
	}
	return Search
}

// Group is c without its position: the case whose line totals c's group.
func (c Case) Group() Case { c.Pos = ""; return c }

// Name is c's benchmark name without the "Benchmark" prefix and without a GOMAXPROCS suffix,
// as benchfmt holds it: Search/board=B/seats=S/suite=K/algo=SPEC/depth=D[/pos=ID] for Chinese
// Checkers, Search/game=G/suite=K/algo=SPEC/depth=D[/pos=ID] for another game (Board and Seats
// are not written), with every "-" of the position id written "_" (PosName), and iters=N in
// place of depth=D for a case with Iters. ParseName is its exact inverse.
func (c Case) Name() benchfmt.Name {
	s := fmt.Sprintf("%s/board=%s/seats=%s/suite=%s/algo=%s/%s", c.Family(), c.Board, c.Seats, c.Suite, c.Algo, c.level())
	if c.Game != "" {
		s = fmt.Sprintf("%s/game=%s/suite=%s/algo=%s/%s", c.Family(), c.Game, c.Suite, c.Algo, c.level())
	}
	if c.Pos != "" {
		s += "/pos=" + PosName(c.Pos)
	}
	return benchfmt.Name(s)
}

// String is the full benchmark name, as go test prints it (without GOMAXPROCS).
func (c Case) String() string { return "Benchmark" + string(c.Name()) }

// PosName writes a position id as benchmark names carry it: every "-" as "_". benchfmt reads a
// name's trailing "-<digits>" as the GOMAXPROCS suffix (which go test omits at GOMAXPROCS 1), so
// "pos=star73-0134-017" would be ambiguous; position ids never contain "_" (package positions
// rejects them), so PosID inverts PosName exactly.
func PosName(id string) string { return strings.ReplaceAll(id, "-", "_") }

// PosID is the inverse of PosName.
func PosID(name string) string { return strings.ReplaceAll(name, "_", "-") }

// Fields is a benchmark name split with benchfmt.Name.Parts: its family (the base name
// without "Benchmark"), its key=value parts in order, and the GOMAXPROCS suffix (0 if none).
type Fields struct {
	Family     string
	Keys, Vals []string
	Procs      int
}

// Get returns the value of key.
func (f Fields) Get(key string) (string, bool) {
	for i, k := range f.Keys {
		if k == key {
			return f.Vals[i], true
		}
	}
	return "", false
}

// Split splits a benchmark name (with or without the "Benchmark" prefix). Every part after
// the base must be key=value with a non-empty key and value, each key once; the only other
// part allowed is the final -GOMAXPROCS.
func Split(n benchfmt.Name) (Fields, error) {
	base, parts := n.Parts()
	f := Fields{Family: strings.TrimPrefix(string(base), "Benchmark")}
	for _, p := range parts {
		if p[0] == '-' {
			procs, err := strconv.Atoi(string(p[1:]))
			if err != nil {
				return f, fmt.Errorf("name %q: bad GOMAXPROCS suffix %q", n, p)
			}
			f.Procs = procs
			continue
		}
		k, v, ok := strings.Cut(string(p[1:]), "=")
		if !ok || k == "" || v == "" {
			return f, fmt.Errorf("name %q: part %q is not key=value", n, p[1:])
		}
		if _, dup := f.Get(k); dup {
			return f, fmt.Errorf("name %q: key %q twice", n, k)
		}
		f.Keys, f.Vals = append(f.Keys, k), append(f.Vals, v)
	}
	return f, nil
}

// searchKeys are the keys of a Search name of Chinese Checkers, in order, and gameKeys those of
// another game's; SearchPos adds pos.
var (
	searchKeys = []string{"board", "seats", "suite", "algo", "depth"}
	gameKeys   = []string{"game", "suite", "algo", "depth"}
)

// ParseName reads a Search or SearchPos benchmark name back into its Case: the exact inverse
// of Case.Name (a GOMAXPROCS suffix is dropped). ok is false for names of other families; a
// Search or SearchPos name that does not have exactly the keys of Case.Name, in its order (the
// board= form, or the game= form when its first key is game), is an error.
func ParseName(n benchfmt.Name) (c Case, ok bool, err error) {
	f, err := Split(n)
	if f.Family != Search && f.Family != SearchPos {
		return Case{}, false, nil
	}
	if err != nil {
		return Case{}, true, err
	}
	want := searchKeys
	if len(f.Keys) > 0 && f.Keys[0] == "game" {
		want = gameKeys
	}
	if len(f.Keys) >= len(want) && f.Keys[len(want)-1] == "iters" {
		want = append(want[:len(want)-1:len(want)-1], "iters")
	}
	if f.Family == SearchPos {
		want = append(want[:len(want):len(want)], "pos")
	}
	if strings.Join(f.Keys, "/") != strings.Join(want, "/") {
		return Case{}, true, fmt.Errorf("name %q: want Benchmark%s/%s=...", n, f.Family, strings.Join(want, "=.../"))
	}
	v := f.Vals
	if want[0] == "game" {
		c = Case{Game: v[0], Suite: v[1], Algo: v[2]}
		v = v[3:]
	} else {
		c = Case{Board: v[0], Seats: v[1], Suite: v[2], Algo: v[3]}
		v = v[4:]
	}
	if want[len(want)-1] == "iters" || (f.Family == SearchPos && want[len(want)-2] == "iters") {
		if c.Iters, err = strconv.Atoi(v[0]); err != nil || c.Iters < 1 || strconv.Itoa(c.Iters) != v[0] {
			return Case{}, true, fmt.Errorf("name %q: iters=%s is not an iteration count (want an integer >= 1 written without sign or leading zeros)", n, v[0])
		}
	} else if c.Depth, err = strconv.Atoi(v[0]); err != nil || c.Depth < 0 || strconv.Itoa(c.Depth) != v[0] {
		return Case{}, true, fmt.Errorf("name %q: depth=%s is not a depth (want an integer written without sign or leading zeros)", n, v[0])
	}
	if f.Family == SearchPos {
		if strings.Contains(v[1], "-") {
			// "pos=star73-0134-017" at GOMAXPROCS 1 reads as pos=star73-0134 at GOMAXPROCS 17.
			return Case{}, true, fmt.Errorf("name %q: pos=%s writes the position id with \"-\"; names write it with \"_\" (pos=%s) because a trailing -<digits> is the GOMAXPROCS suffix: rerun the benchmark", n, v[1], PosName(v[1]))
		}
		c.Pos = PosID(v[1])
	}
	return c, true, nil
}

// PerftGame is the name of a perft benchmark of a game other than Chinese Checkers:
// Perft/game=G/depth=D, G the game's canonical spec (Case.Game), from its start position.
func PerftGame(game string, depth int) benchfmt.Name {
	return benchfmt.Name(fmt.Sprintf("%s/game=%s/depth=%d", Perft, game, depth))
}

// MoveGenGame is the name of a move generation benchmark of a game other than Chinese
// Checkers: MoveGen/game=G/suite=K/op=OP (Chinese Checkers' are
// MoveGen/board=B/seats=S/suite=K/op=OP).
func MoveGenGame(game, suite, op string) benchfmt.Name {
	return benchfmt.Name(fmt.Sprintf("%s/game=%s/suite=%s/op=%s", MoveGen, game, suite, op))
}

// Units is the unit metadata every writer of cctree results declares, in the Go benchmark
// format's "Unit <unit> <key>=<value>" lines: node and leaf counts are exact (any change is a
// change, compared without statistics), rates are higher-is-better.
var Units = []struct{ Unit, Key, Value string }{
	{"nodes/op", "assume", "exact"},
	{"nodes/pos", "assume", "exact"},
	{"leaves/op", "assume", "exact"},
	{"leaves/s", "better", "higher"},
	{"moves/s", "better", "higher"},
	{"nodes/s", "better", "higher"},
}

// UnitLines returns Units as the lines go test prints (TestMain) and files start with.
func UnitLines() []string {
	var out []string
	for _, u := range Units {
		out = append(out, fmt.Sprintf("Unit %s %s=%s", u.Unit, u.Key, u.Value))
	}
	return out
}

// TreeUnits are the exact units of Monte Carlo tree search's lines (cases with Iters): the tree's
// nodes, the playouts' plies, the deepest tree node and the mean depth of the nodes playouts
// start from. A file declares them after Units when it holds such lines (WriteUnits), so the
// files of the other searchers keep their bytes.
var TreeUnits = []struct{ Unit, Key, Value string }{
	{"tree-nodes/op", "assume", "exact"},
	{"playout-plies/op", "assume", "exact"},
	{"max-depth/op", "assume", "exact"},
	{"mean-depth/iter", "assume", "exact"},
}

// IsExact reports whether unit is an exact count: one of Units or TreeUnits declared exact, or declared
// "assume=exact" by the file itself (m, as benchfmt.Reader.Units returns it; may be nil).
func IsExact(m benchfmt.UnitMetadataMap, unit string) bool {
	for _, u := range slices.Concat(Units, TreeUnits) {
		if u.Unit == unit && u.Key == "assume" && u.Value == "exact" {
			return true
		}
	}
	return m != nil && m.GetAssumption(unit) == benchmath.AssumeExact
}

// WriteUnits writes the unit metadata of Units, as every results file of cctree starts, and
// with tree set those of TreeUnits too (a file with Monte Carlo tree search's lines).
func WriteUnits(out *benchfmt.Writer, tree ...bool) error {
	units := Units
	if len(tree) > 0 && tree[0] {
		units = slices.Concat(Units, TreeUnits)
	}
	for _, u := range units {
		if err := out.Write(&benchfmt.UnitMetadata{UnitMetadataKey: benchfmt.UnitMetadataKey{Unit: u.Unit, Key: u.Key}, OrigUnit: u.Unit, Value: u.Value}); err != nil {
			return err
		}
	}
	return nil
}

// ReportedUnits name the counts of an engine that does not declare them deterministic: its
// reported nodes/op, nodes/pos and leaves/op, written under these units, which no file declares
// exact.
var ReportedUnits = map[string]string{"nodes/op": "reported-nodes/op", "nodes/pos": "reported-nodes/pos", "leaves/op": "reported-leaves/op"}
