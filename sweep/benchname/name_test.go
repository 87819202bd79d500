package benchname

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/perf/benchfmt"
)

// nameCases are cases whose names must read back exactly: both families, every board, ids of
// both suites (with "-" inside, and an initial id that ends in digits), specs with parentheses,
// commas and "=".
var nameCases = []Case{
	{Board: "star73", Seats: "0134", Suite: "mid", Algo: "paranoid", Depth: 4},
	{Board: "star73", Seats: "0134", Suite: "mid", Algo: "paranoid", Depth: 4, Pos: "star73-0134-017"},
	{Board: "star73", Seats: "024", Suite: "initial", Algo: "brs", Depth: 1, Pos: "star73-024"},
	{Board: "star121", Seats: "012345", Suite: "mid", Algo: "opps(1,inf,2)", Depth: 12, Pos: "star121-012345-000"},
	{Board: "star73", Seats: "03", Suite: "mid", Algo: "brs(threat=mtf)", Depth: 0},
	{Board: "star73", Seats: "03", Suite: "mid", Algo: "opps(1,5,1,noprune)", Depth: 6, Pos: "star73-03-2"},
	{Board: "star73", Seats: "0134", Suite: "mid", Algo: "maxn", Depth: 3, Pos: "p17-4"},    // a foreign id ending in -digits
	{Board: "star73", Seats: "0134", Suite: "mid", Algo: "maxn", Depth: 3, Pos: "a"},        // no "-" at all
	{Board: "star73", Seats: "0134", Suite: "mid", Algo: "mpmix(td=3,to=5)", Depth: 2},      // "=" inside a value
	{Board: "star73", Seats: "0134", Suite: "mid", Algo: "paranoid", Depth: 4, Pos: "x-1-"}, // trailing "-"
	// Other games: game= in place of board= and seats=, specs with parentheses, "=" and ",".
	{Game: "virus(players=4)", Suite: "mid", Algo: "brs(threat=mtf)", Depth: 4},
	{Game: "virus(players=4)", Suite: "mid", Algo: "brs(threat=mtf)", Depth: 4, Pos: "virus-4-017"},
	{Game: "virus(players=5,size=6,adj=8)", Suite: "initial", Algo: "opps(1,5,1)", Depth: 12, Pos: "virus-5"},
	{Game: "focus(players=3,moves=whole)", Suite: "mid", Algo: "paranoid", Depth: 0},
	{Game: "tictactoe(players=2)", Suite: "games-x", Algo: "brs", Depth: 2, Pos: "g1-2"}, // an id ending in -digits
}

// TestNamesUnchanged pins the bytes of Chinese Checkers' names (old result files must still
// compare) and the game form.
func TestNamesUnchanged(t *testing.T) {
	for c, want := range map[Case]string{
		{Board: "star73", Seats: "0134", Suite: "mid", Algo: "paranoid", Depth: 4}:                              "Search/board=star73/seats=0134/suite=mid/algo=paranoid/depth=4",
		{Board: "star121", Seats: "03", Suite: "initial", Algo: "brs(threat=mtf)", Depth: 2, Pos: "star121-03"}: "SearchPos/board=star121/seats=03/suite=initial/algo=brs(threat=mtf)/depth=2/pos=star121_03",
		{Game: "virus(players=4)", Suite: "mid", Algo: "brs", Depth: 3}:                                         "Search/game=virus(players=4)/suite=mid/algo=brs/depth=3",
		{Game: "focus(players=3)", Suite: "mid", Algo: "brs+", Depth: 1, Pos: "focus-3-000"}:                    "SearchPos/game=focus(players=3)/suite=mid/algo=brs+/depth=1/pos=focus_3_000",
	} {
		if got := string(c.Name()); got != want {
			t.Errorf("%+v: name %q, want %q", c, got, want)
		}
	}
	if got := string(PerftGame("virus(players=4)", 6)); got != "Perft/game=virus(players=4)/depth=6" {
		t.Errorf("PerftGame: %q", got)
	}
	if got := string(MoveGenGame("focus(players=2)", "mid", "list")); got != "MoveGen/game=focus(players=2)/suite=mid/op=list" {
		t.Errorf("MoveGenGame: %q", got)
	}
	// Not search names: ParseName leaves them alone, Split reads them.
	for _, n := range []benchfmt.Name{PerftGame("virus(players=4)", 6), MoveGenGame("focus(players=2)", "mid", "list")} {
		if _, ok, err := ParseName(n); ok || err != nil {
			t.Errorf("ParseName(%q): %v, %v; want not a search name", n, ok, err)
		}
		if f, err := Split(benchfmt.Name(string(n) + "-2")); err != nil || f.Keys[0] != "game" || f.Procs != 2 {
			t.Errorf("Split(%q-2) = %+v, %v", n, f, err)
		}
	}
}

// TestNameRoundTrip: ParseName inverts Case.Name, with or without "Benchmark", with or without
// a GOMAXPROCS suffix, and on the name as benchfmt reads it from a file.
func TestNameRoundTrip(t *testing.T) {
	for _, c := range nameCases {
		n := c.Name()
		if _, pos, hasPos := strings.Cut(string(n), "/pos="); hasPos != (c.Pos != "") || strings.Contains(pos, "-") {
			t.Errorf("%v: name %q: want a pos= part only with a position, written without '-'", c, n)
		}
		if want := map[bool]string{false: Search, true: SearchPos}[c.Pos != ""]; c.Family() != want || !strings.HasPrefix(string(n), want+"/") {
			t.Errorf("%v: family %q, name %q; want %q", c, c.Family(), n, want)
		}
		if c.String() != "Benchmark"+string(n) {
			t.Errorf("%v: String %q", c, c.String())
		}
		for _, s := range []string{string(n), c.String(), c.String() + "-2", string(n) + "-16", c.String() + "-1"} {
			got, ok, err := ParseName(benchfmt.Name(s))
			if err != nil || !ok || got != c {
				t.Errorf("ParseName(%q) = %+v, %v, %v; want %+v", s, got, ok, err, c)
			}
		}
		// The way results reach ParseName: a line of a file, read by benchfmt.
		for _, procs := range []string{"", "-2"} {
			line := c.String() + procs + " \t 1\t 812 nodes/op\n"
			r := benchfmt.NewReader(strings.NewReader(line), "f.txt")
			if !r.Scan() {
				t.Fatalf("%q: no record", line)
			}
			res, isRes := r.Result().(*benchfmt.Result)
			if !isRes {
				t.Fatalf("%q: %v", line, r.Result())
			}
			got, ok, err := ParseName(res.Name)
			if err != nil || !ok || got != c {
				t.Errorf("file line %q: ParseName = %+v, %v, %v; want %+v", line, got, ok, err, c)
			}
			f, err := Split(res.Name)
			if wantProcs := map[string]int{"": 0, "-2": 2}[procs]; err != nil || f.Procs != wantProcs {
				t.Errorf("file line %q: Split procs %d, %v; want %d", line, f.Procs, err, wantProcs)
			}
		}
		if g := c.Group(); g != (Case{Game: c.Game, Board: c.Board, Seats: c.Seats, Suite: c.Suite, Algo: c.Algo, Depth: c.Depth}) || g.Family() != Search {
			t.Errorf("%v: group %v", c, g)
		}
	}
}

func TestPosName(t *testing.T) {
	for id, name := range map[string]string{"star73-0134-017": "star73_0134_017", "star73-024": "star73_024", "a": "a", "": ""} {
		if got := PosName(id); got != name {
			t.Errorf("PosName(%q) = %q, want %q", id, got, name)
		}
		if got := PosID(name); got != id {
			t.Errorf("PosID(%q) = %q, want %q", name, got, id)
		}
	}
}

func TestSplit(t *testing.T) {
	for _, c := range []struct {
		name   string
		family string
		keys   []string
		vals   []string
		procs  int
	}{
		{"BenchmarkProtocol/board=star73/seats=024/suite=initial/algo=brs/depth=4/trial=0-2", "Protocol",
			[]string{"board", "seats", "suite", "algo", "depth", "trial"}, []string{"star73", "024", "initial", "brs", "4", "0"}, 2},
		{"Perft/board=star73/seats=0134/depth=6", "Perft", []string{"board", "seats", "depth"}, []string{"star73", "0134", "6"}, 0},
		{"BenchmarkMoveGen-8", "MoveGen", nil, nil, 8},
		{"BenchmarkX/algo=brs(threat=mtf)", "X", []string{"algo"}, []string{"brs(threat=mtf)"}, 0},
	} {
		f, err := Split(benchfmt.Name(c.name))
		if err != nil || f.Family != c.family || !slices.Equal(f.Keys, c.keys) || !slices.Equal(f.Vals, c.vals) || f.Procs != c.procs {
			t.Errorf("Split(%q) = %+v, %v; want %s %q %q procs %d", c.name, f, err, c.family, c.keys, c.vals, c.procs)
		}
		if v, ok := f.Get("board"); len(c.keys) > 0 && c.keys[0] == "board" && (!ok || v != c.vals[0]) {
			t.Errorf("Split(%q).Get(board) = %q, %v", c.name, v, ok)
		}
		if _, ok := f.Get("nothing"); ok {
			t.Errorf("Split(%q).Get(nothing) found", c.name)
		}
	}
	for name, want := range map[string]string{
		"BenchmarkX/board=star73/positional":        `part "positional" is not key=value`,
		"BenchmarkX/=v":                             `part "=v" is not key=value`,
		"BenchmarkX/k=":                             `part "k=" is not key=value`,
		"BenchmarkX//k=v":                           `part "" is not key=value`,
		"BenchmarkX/board=star73/depth=3/board=x":   `key "board" twice`,
		"BenchmarkX/depth=3/depth=3-2":              `key "depth" twice`,
		"BenchmarkX/k=v-99999999999999999999999999": "bad GOMAXPROCS suffix",
	} {
		if _, err := Split(benchfmt.Name(name)); err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), name) {
			t.Errorf("Split(%q): error %v, want one naming it and containing %q", name, err, want)
		}
	}
}

func TestParseNameErrors(t *testing.T) {
	// Names of other families are not search cases, whatever their shape.
	for _, n := range []string{"BenchmarkPerft/board=star73/seats=0134/depth=6-2", "BenchmarkProtocol/board=star73/seats=024/suite=initial/algo=brs/depth=4/trial=0",
		"MoveGen/positional", "BenchmarkSearchy/board=star73", "BenchmarkX/k=v/k=v"} {
		if c, ok, err := ParseName(benchfmt.Name(n)); ok || err != nil || c != (Case{}) {
			t.Errorf("ParseName(%q) = %+v, %v, %v; want not a search name", n, c, ok, err)
		}
	}
	const head = "BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=brs"
	for n, want := range map[string]string{
		"BenchmarkSearch/seats=0134/board=star73/suite=mid/algo=brs/depth=2":                  "want BenchmarkSearch/board=.../seats=.../suite=.../algo=.../depth=...", // out of order
		"BenchmarkSearch/board=star73/seats=0134/suite=mid/depth=2":                           "want BenchmarkSearch/board=",                                           // algo missing
		"BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=brs":                          "want BenchmarkSearch/board=",                                           // depth missing
		head + "/depth=2/pos=star73_0134_000":                                                 "want BenchmarkSearch/board=",                                           // pos on the aggregate
		"BenchmarkSearchPos" + head[len("BenchmarkSearch"):] + "/depth=2":                     "want BenchmarkSearchPos/board=.../seats=.../suite=.../algo=.../depth=.../pos=...",
		"BenchmarkSearchPos" + head[len("BenchmarkSearch"):] + "/pos=star73_0134_000/depth=2": "want BenchmarkSearchPos/",
		head + "/depth=2/extra=1":                                                             "want BenchmarkSearch/", // another key
		head + "/depth=two":                                                                   "depth=two is not a depth",
		head + "/depth=-1":                                                                    `part "depth=" is not key=value`, // "-1" reads as GOMAXPROCS
		head + "/depth=2/depth=3":                                                             `key "depth" twice`,
		head + "/depth=2/positional":                                                          "is not key=value",
		// The game form: its own keys in its own order, never mixed with board= and seats=.
		"BenchmarkSearch/game=virus(players=4)/suite=mid/algo=brs":                                 "want BenchmarkSearch/game=.../suite=.../algo=.../depth=...",
		"BenchmarkSearch/game=virus(players=4)/board=star73/seats=0134/suite=mid/algo=brs/depth=2": "want BenchmarkSearch/game=.../suite=.../algo=.../depth=...",
		"BenchmarkSearch/board=star73/seats=0134/game=virus(players=4)/suite=mid/algo=brs/depth=2": "want BenchmarkSearch/board=.../seats=.../suite=.../algo=.../depth=...",
		"BenchmarkSearch/game=virus(players=4)/suite=mid/algo=brs/depth=2/pos=virus_4_000":         "want BenchmarkSearch/game=",
		"BenchmarkSearchPos/game=virus(players=4)/suite=mid/algo=brs/depth=2":                      "want BenchmarkSearchPos/game=.../suite=.../algo=.../depth=.../pos=...",
		"BenchmarkSearch/suite=mid/game=virus(players=4)/algo=brs/depth=2":                         "want BenchmarkSearch/board=",
		"BenchmarkSearch/game=virus(players=4)/suite=mid/algo=brs/depth=02":                        "depth=02 is not a depth",
		"BenchmarkSearchPos/game=virus(players=4)/suite=mid/algo=brs/depth=2/pos=virus-4-000":      "names write it with",
	} {
		c, ok, err := ParseName(benchfmt.Name(n))
		if !ok || err == nil || !strings.Contains(err.Error(), want) || c != (Case{}) {
			t.Errorf("ParseName(%q) = %+v, %v, %v; want an error containing %q", n, c, ok, err, want)
		}
	}
}

func TestIsExact(t *testing.T) {
	r := benchfmt.NewReader(strings.NewReader("Unit foo assume=exact\nUnit bar better=higher\nBenchmarkS 1 5 foo 3 bar\n"), "u.txt")
	for r.Scan() {
		if e, ok := r.Result().(*benchfmt.SyntaxError); ok {
			t.Fatal(e)
		}
	}
	declared := r.Units()
	for _, c := range []struct {
		m     benchfmt.UnitMetadataMap
		unit  string
		exact bool
	}{
		{nil, "nodes/op", true}, {nil, "nodes/pos", true}, {nil, "leaves/op", true},
		{nil, "leaves/s", false}, {nil, "sec/op", false}, {nil, "foo", false}, {nil, "ns/node", false},
		{declared, "foo", true}, {declared, "bar", false}, {declared, "nodes/op", true}, {declared, "sec/op", false},
	} {
		if got := IsExact(c.m, c.unit); got != c.exact {
			t.Errorf("IsExact(%v, %q) = %v, want %v", c.m != nil, c.unit, got, c.exact)
		}
	}
	// Every exact unit of Units is declared so by UnitLines, which files start with.
	lines := strings.Join(UnitLines(), "\n")
	for _, u := range []string{"nodes/op", "nodes/pos", "leaves/op"} {
		if !strings.Contains(lines, "Unit "+u+" assume=exact") {
			t.Errorf("UnitLines %q do not declare %s exact", lines, u)
		}
	}
}

// TestItersNames: a case with an iteration budget is named iters=N in place of depth=D, in both
// forms and with a position, and ParseName inverts it; iters=0 or a depth and iters together are
// errors.
func TestItersNames(t *testing.T) {
	for _, c := range []Case{
		{Board: "star73", Seats: "0134", Suite: "mid", Algo: "mcts(policy=paranoid,ph=on)", Iters: 1000},
		{Board: "star121", Seats: "03", Suite: "mid", Algo: "mcts", Iters: 7, Pos: "star121-03-004"},
		{Game: "focus(players=3)", Suite: "mid", Algo: "mcts(policy=brs)", Iters: 10000},
	} {
		n := c.Name()
		if !strings.Contains(string(n), "/iters=") || strings.Contains(string(n), "depth=") {
			t.Errorf("%+v: name %s", c, n)
		}
		back, ok, err := ParseName(n)
		if !ok || err != nil || back != c {
			t.Errorf("%s: parsed %+v (%v, %v), want %+v", n, back, ok, err, c)
		}
	}
	for _, bad := range []string{
		"Search/board=star73/seats=0134/suite=mid/algo=mcts/iters=0",
		"Search/board=star73/seats=0134/suite=mid/algo=mcts/iters=010",
		"Search/board=star73/seats=0134/suite=mid/algo=mcts/depth=2/iters=10",
	} {
		if _, _, err := ParseName(benchfmt.Name(bad)); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
