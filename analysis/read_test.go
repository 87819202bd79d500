package analysis

import (
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func td(name string) string { return filepath.Join("testdata", name) }

// The synthetic files (testdata/gen.go): split_a.txt and split_b.txt are one star73 4-player
// sweep split across two machines (GOMAXPROCS 2 and 8), split_a with -count 2 and split_b
// repeating its paranoid and maxn runs; procs1.txt a 3-player sweep at GOMAXPROCS 1;
// protocol.txt Polk & Oommen trials; agg_only.txt BenchmarkSearch aggregates only; games.txt
// searches and trials of games other than Chinese Checkers (game= names).
var allFiles = []string{td("split_a.txt"), td("split_b.txt"), td("procs1.txt"), td("protocol.txt"), td("agg_only.txt"), td("games.txt")}

func mustRead(t *testing.T, files ...string) *Results {
	t.Helper()
	r, err := ReadFiles(files...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func find(t *testing.T, r *Results, g Group, algo string, depth int) *Sample {
	t.Helper()
	for _, s := range r.Samples() {
		if s.Group == g && s.Algo == algo && s.Depth == depth {
			return s
		}
	}
	t.Fatalf("no sample %v %s depth %d", g, algo, depth)
	return nil
}

var mid4 = Group{Family: Search, Board: "star73", Seats: "0134", Suite: "mid"}

func TestReadMergesSplitSweep(t *testing.T) {
	r := mustRead(t, allFiles...)
	if len(r.Warnings) != 0 || len(r.Check()) != 0 {
		t.Errorf("warnings %q, check %q", r.Warnings, r.Check())
	}
	var groups []string
	for _, g := range r.Groups() {
		groups = append(groups, g.BaseName())
	}
	want := []string{"protocol-star73-024-initial", "protocol-star73-0134-initial", "protocol-focus_players3-initial", "protocol-focus_players4-initial",
		"search-star73-024-mid", "search-star73-0134-mid", "search-star121-0134-initial", "search-virus_players3-mid", "search-virus_players4-mid"}
	if !slices.Equal(groups, want) {
		t.Errorf("groups %q, want %q", groups, want)
	}
	if got, want := r.Algos(), []string{"brs", "brs(threat=mtf)", "maxn", "opps(1,inf,2)", "paranoid"}; !slices.Equal(got, want) {
		t.Errorf("algos %q, want %q", got, want)
	}
	// The paranoid runs appear three times (twice in split_a, once in split_b): kept once.
	s := find(t, r, mid4, "paranoid", 3)
	if s.Source != FromPositions || len(s.NC) != 12 || s.Size != 12 {
		t.Fatalf("paranoid depth 3: %v, %d values, size %d; want 12 positions", s.Source, len(s.NC), s.Size)
	}
	// The GOMAXPROCS suffixes (-2, -8) are gone from the ids.
	if s.IDs[0] != "star73-0134-000" || s.IDs[11] != "star73-0134-011" {
		t.Errorf("ids %q", s.IDs)
	}
	// Line 7 of split_a.txt... the values come from the file: position 005 at depth 3 is 4264.
	if s.NC[5] != 4264 {
		t.Errorf("paranoid depth 3 position 005 = %v, want 4264", s.NC[5])
	}
	if s := find(t, r, mid4, "opps(1,inf,2)", 4); len(s.NC) != 12 {
		t.Errorf("opps(1,inf,2) depth 4: %d values", len(s.NC))
	}
	// GOMAXPROCS 1: no suffix, the ids are whole.
	s = find(t, r, Group{Family: Search, Board: "star73", Seats: "024", Suite: "mid"}, "brs", 2)
	if s.IDs[5] != "star73-024-005" {
		t.Errorf("procs1 ids %q", s.IDs)
	}
	// Protocol trials in natural order.
	s = find(t, r, Group{Family: Protocol, Board: "star73", Seats: "0134", Suite: "initial"}, "brs(threat=mtf)", 4)
	if s.Source != FromTrials || len(s.IDs) != 10 || s.IDs[1] != "2" || s.IDs[9] != "10" {
		t.Errorf("protocol: %v %q", s.Source, s.IDs)
	}
	// Aggregates only: the nodes/pos value, suite size from nodes/op ÷ nodes/pos.
	s = find(t, r, Group{Family: Search, Board: "star121", Seats: "0134", Suite: "initial"}, "paranoid", 2)
	if s.Source != FromAggregate || !slices.Equal(s.NC, []float64{641}) || s.Size != 1 {
		t.Errorf("aggregate: %v %v size %d", s.Source, s.NC, s.Size)
	}
}

// TestReadGames: the names of games other than Chinese Checkers (game=G in place of board= and
// seats=) group per game spec and suite, for searches and protocol trials alike; a game's group
// has no board or seats, and is named, titled and written by its spec.
func TestReadGames(t *testing.T) {
	r := mustRead(t, td("games.txt"))
	if len(r.Warnings) != 0 || len(r.Check()) != 0 {
		t.Errorf("warnings %q, check %q", r.Warnings, r.Check())
	}
	var got []string
	for _, g := range r.Groups() {
		got = append(got, g.String())
	}
	if want := []string{"protocol focus(players=3)/initial", "protocol focus(players=4)/initial", "search virus(players=3)/mid", "search virus(players=4)/mid"}; !slices.Equal(got, want) {
		t.Errorf("groups %q, want %q", got, want)
	}
	v4 := Group{Family: Search, Game: "virus(players=4)", Suite: "mid"}
	s := find(t, r, v4, "brs(threat=mtf)", 2)
	if s.Source != FromPositions || s.Size != 5 || s.IDs[4] != "virus-4-004" {
		t.Errorf("virus(players=4) brs(threat=mtf) depth 2: %v size %d ids %q", s.Source, s.Size, s.IDs)
	}
	f4 := Group{Family: Protocol, Game: "focus(players=4)", Suite: "initial"}
	if s := find(t, r, f4, "brs", 4); s.Source != FromTrials || s.Size != 8 || s.IDs[7] != "7" {
		t.Errorf("focus(players=4) brs: %v size %d ids %q", s.Source, s.Size, s.IDs)
	}
	rep := r.Report(f4, "brs")
	if want := "Tree size vs depth — focus(players=4), Polk & Oommen trials from start positions (n=8)"; rep.Title() != want {
		t.Errorf("title %q, want %q", rep.Title(), want)
	}
	if len(rep.Pairs) != 1 || rep.Pairs[0].Other != "brs(threat=mtf)" || rep.Pairs[0].N != 8 {
		t.Errorf("pairs %+v", rep.Pairs)
	}
	for g, want := range map[Group]string{f4: "protocol-focus_players4-initial", v4: "search-virus_players4-mid",
		{Family: Search, Game: "virus(players=4,size=6,adj=8)", Suite: "mid"}: "search-virus_players4_size6_adj8-mid"} {
		if g.BaseName() != want {
			t.Errorf("%v: base name %q, want %q", g, g.BaseName(), want)
		}
	}
	var csv strings.Builder
	if err := rep.WriteCSV(&csv); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(csv.String(), "\n")
	if !strings.HasPrefix(lines[0], "family,game,suite,extra,algo,depth,") || !strings.HasPrefix(lines[1], "protocol,focus(players=4),initial,,brs,4,trials,8,") {
		t.Errorf("csv starts %q", lines[:2])
	}
	// Chinese Checkers' groups come first, then the games', in each family.
	r = mustRead(t, td("games.txt"), td("protocol.txt"))
	if g := r.Groups(); g[0].Board != "star73" || g[0].Game != "" || g[2].Game != "focus(players=3)" {
		t.Errorf("groups %v", g)
	}
	// A game name with board= or seats=, or keys out of order, is rejected.
	for _, c := range []struct{ name, want string }{
		{"BenchmarkProtocol/game=virus(players=3)/board=star73/suite=mid/algo=brs/depth=4/trial=0", "want BenchmarkProtocol/game=.../suite=.../algo=.../depth=.../trial=..."},
		{"BenchmarkProtocol/game=virus(players=3)/suite=mid/algo=brs/trial=0/depth=4", "want BenchmarkProtocol/game="},
		{"BenchmarkProtocol/game=virus(players=3)/suite=mid/algo=brs/depth=4/trial=x", "trial=x is not a trial number"},
		{"BenchmarkSearchPos/game=virus(players=3)/seats=012/suite=mid/algo=brs/depth=4/pos=a", "want BenchmarkSearchPos/game="},
	} {
		err := NewResults().Read(strings.NewReader(c.name+" 1 9 nodes/op\n"), "g.txt")
		if err == nil || !strings.Contains(err.Error(), "g.txt:1: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one at g.txt:1 containing %q", c.name, err, c.want)
		}
	}
	// The same trial twice with another count is a conflict naming the trial.
	twice := "BenchmarkProtocol/game=focus(players=3)/suite=mid/algo=brs/depth=4/trial=0 1 9 nodes/op\n" +
		"BenchmarkProtocol/game=focus(players=3)/suite=mid/algo=brs/depth=4/trial=0-2 1 8 nodes/op\n"
	if err := NewResults().Read(strings.NewReader(twice), "t.txt"); err == nil || !strings.Contains(err.Error(), "Protocol/game=focus(players=3)/suite=mid/algo=brs/depth=4/trial=0 nodes/op is 8") {
		t.Errorf("conflicting trial: %v", err)
	}
}

// TestReadOrder: the merged result does not depend on the order of the files.
func TestReadOrder(t *testing.T) {
	a := mustRead(t, allFiles...)
	rev := slices.Clone(allFiles)
	slices.Reverse(rev)
	b := mustRead(t, rev...)
	if !reflect.DeepEqual(a.Samples(), b.Samples()) {
		t.Error("samples differ with the files in reverse order")
	}
}

func TestReadErrors(t *testing.T) {
	for _, c := range []struct {
		file string
		want []string // substrings of the error
	}{
		{"empty.txt", []string{"empty.txt: empty file", "go test ./bench"}},
		{"truncated.txt", []string{"truncated.txt: truncated", "rerun"}},
		{"malformed.txt", []string{"malformed.txt: line 3 is not a valid benchmark", "malformed.txt:3: ", "fix the line"}},
		{"foreign.txt", []string{"foreign.txt: 2 benchmark results, but none of BenchmarkSearch", "not a search benchmark file"}},
		{"badname.txt", []string{"badname.txt:2:", "want BenchmarkSearchPos/board=.../seats=.../suite=.../algo=.../depth=.../pos=..."}},
		{"missing.txt", []string{"missing.txt: no such file", "run the benchmarks first"}},
	} {
		t.Run(c.file, func(t *testing.T) {
			r := mustRead(t, td("split_a.txt"))
			before := r.Samples()
			err := r.ReadFile(td(c.file))
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error has several lines: %q", err)
			}
			if !reflect.DeepEqual(before, r.Samples()) || len(r.Files) != 1 {
				t.Error("a rejected file changed the results")
			}
		})
	}
}

// TestReadConflict: the same position measured twice with different node counts is an error
// naming both places, whether across files or within one (-count 2).
func TestReadConflict(t *testing.T) {
	_, err := ReadFiles(td("split_a.txt"), td("conflict.txt"))
	if err == nil {
		t.Fatal("no error for conflicting node counts")
	}
	for _, w := range []string{"conflict.txt:2:", "algo=paranoid/depth=3/pos=star73_0134_005 nodes/op is 4265", "but 4264 at testdata/split_a.txt:", "deterministic"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not contain %q", err, w)
		}
	}
	one := "Unit nodes/op assume=exact\n" +
		"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_000-2 1 812 nodes/op\n" +
		"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_000-2 1 813 nodes/op\n"
	r := NewResults()
	if err := r.Read(strings.NewReader(one), "one.txt"); err == nil || !strings.Contains(err.Error(), "one.txt:3:") {
		t.Errorf("conflict within a file: %v", err)
	}
	// A timing that differs is not a conflict.
	timing := "BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=brs/depth=2-2 1 100 nodes/op 50 nodes/pos 3 ns/node\n" +
		"BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=brs/depth=2-2 1 100 nodes/op 50 nodes/pos 4 ns/node\n"
	if err := NewResults().Read(strings.NewReader(timing), "timing.txt"); err != nil {
		t.Errorf("differing timings: %v", err)
	}
}

// TestCheckAggregate: per-position results that do not add up to the aggregate are reported.
func TestCheckAggregate(t *testing.T) {
	in := "BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=brs/depth=2-2 1 300 nodes/op 100 nodes/pos\n" +
		"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_000-2 1 90 nodes/op\n" +
		"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_001-2 1 110 nodes/op\n"
	r := NewResults()
	if err := r.Read(strings.NewReader(in), "part.txt"); err != nil {
		t.Fatal(err)
	}
	w := r.Check()
	if len(w) != 1 || !strings.Contains(w[0], "sum to 200 nodes, but BenchmarkSearch nodes/op is 300") {
		t.Errorf("check: %q", w)
	}
	// The per-position sample wins over the aggregate.
	if s := r.Samples()[0]; s.Source != FromPositions || len(s.NC) != 2 {
		t.Errorf("sample %v %v", s.Source, s.NC)
	}
}

// TestReadPosIDs: position ids are written with '_' in names (benchname.PosName), so a GOMAXPROCS
// suffix is never ambiguous: every id reads back with '-', at any GOMAXPROCS, with or without
// a BenchmarkSearch line in the file.
func TestReadPosIDs(t *testing.T) {
	for _, procs := range []string{"", "-2", "-16"} {
		in := "BenchmarkSearchPos/board=star73/seats=0134/suite=initial/algo=brs/depth=2/pos=star73_0134" + procs + " 1 7 nodes/op\n" +
			"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_017" + procs + " 1 8 nodes/op\n" +
			"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_2" + procs + " 1 9 nodes/op\n" +
			"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=p17_4" + procs + " 1 10 nodes/op\n"
		r := NewResults()
		if err := r.Read(strings.NewReader(in), "ids.txt"); err != nil {
			t.Fatal(err)
		}
		if len(r.Warnings) != 0 {
			t.Errorf("GOMAXPROCS %q: warnings %q", procs, r.Warnings)
		}
		var ids []string
		for _, s := range r.Samples() {
			ids = append(ids, s.IDs...)
		}
		if want := []string{"star73-0134", "p17-4", "star73-0134-2", "star73-0134-017"}; !slices.Equal(ids, want) {
			t.Errorf("GOMAXPROCS %q: ids %q, want %q", procs, ids, want)
		}
	}
}

// TestReadDashedIDs: ids written with '-' (files from before the '_' rule) are rejected: a
// trailing -<digits> is GOMAXPROCS, so "pos=star73-0134-000" at GOMAXPROCS 1 would silently read
// as id star73-0134. The error names the line and says how the id must be written.
func TestReadDashedIDs(t *testing.T) {
	in := "BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_000-2 1 8 nodes/op\n" +
		"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73-0134-001-2 1 9 nodes/op\n"
	r := NewResults()
	err := r.Read(strings.NewReader(in), "old.txt")
	if err == nil || !strings.Contains(err.Error(), "old.txt:2") || !strings.Contains(err.Error(), "pos=star73_0134_001") {
		t.Errorf("error %v; want one naming old.txt:2 and the id written with '_'", err)
	}
	if len(r.Samples()) != 0 {
		t.Error("a rejected file was merged")
	}
}

// TestReadNames: names are parsed with package benchname; a search name with keys missing, out of
// order or extra is an error naming the line and the name wanted, and so is a Protocol name.
func TestReadNames(t *testing.T) {
	const pos = "BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2"
	const prot = "BenchmarkProtocol/board=star73/seats=0134/suite=initial/algo=brs/depth=4"
	for _, c := range []struct{ name, want string }{
		{pos + "/pos=a/extra=1", "want BenchmarkSearchPos/board=.../seats=.../suite=.../algo=.../depth=.../pos=..."},
		{"BenchmarkSearch/seats=0134/board=star73/suite=mid/algo=brs/depth=2", "want BenchmarkSearch/board="},
		{pos + "/pos=a/pos=b", `key "pos" twice`},
		{prot, "want BenchmarkProtocol/board=.../seats=.../suite=.../algo=.../depth=.../trial=..."},
		{prot + "/trial=1/x=2", "want BenchmarkProtocol/"},
		{"BenchmarkProtocol/board=star73/seats=0134/suite=initial/algo=brs/trial=1/depth=4", "want BenchmarkProtocol/"},
		{prot + "/trial=one", "trial=one is not a trial number"},
		{"BenchmarkProtocol/board=star73/seats=0134/suite=initial/algo=brs/depth=four/trial=1", "depth=four is not a depth"},
		{prot + "/trial", "is not key=value"},
	} {
		in := "BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=x 1 8 nodes/op\n" + c.name + " 1 9 nodes/op\n"
		err := NewResults().Read(strings.NewReader(in), "n.txt")
		if err == nil || !strings.HasPrefix(err.Error(), "analysis: n.txt:2: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one at n.txt:2 containing %q", c.name, err, c.want)
		}
	}
	// Protocol trials, at any GOMAXPROCS; other families are skipped.
	in := prot + "/trial=0-2 1 8 nodes/op\n" + prot + "/trial=1 1 9 nodes/op\nBenchmarkPerft/board=star73/seats=0134/depth=3-2 1 5 leaves/op\n"
	r := NewResults()
	if err := r.Read(strings.NewReader(in), "p.txt"); err != nil {
		t.Fatal(err)
	}
	if s := r.Samples(); len(s) != 1 || s[0].Family != Protocol || s[0].Source != FromTrials || !slices.Equal(s[0].IDs, []string{"0", "1"}) || s[0].Depth != 4 {
		t.Errorf("samples %+v", s[0])
	}
}

// TestReadRejectsWhole: a file with an error after good lines merges nothing, including a
// missing metric detected late.
func TestReadRejectsWhole(t *testing.T) {
	r := mustRead(t, td("split_a.txt"))
	before := r.Samples()
	in := "BenchmarkSearchPos/board=star73/seats=024/suite=mid/algo=brs/depth=1/pos=a 1 8 nodes/op\n" +
		"BenchmarkSearch/board=star73/seats=024/suite=mid/algo=brs/depth=1 1 8 nodes/op\n"
	err := r.Read(strings.NewReader(in), "late.txt")
	if err == nil || !strings.Contains(err.Error(), "late.txt:2: BenchmarkSearch result without a nodes/pos metric") {
		t.Fatalf("error %v", err)
	}
	if !reflect.DeepEqual(before, r.Samples()) || len(r.Files) != 1 {
		t.Error("a rejected file changed the results")
	}
}

func TestNaturalCompare(t *testing.T) {
	in := []string{"10", "9", "t10", "t2", "star121", "star73", "a", "007"}
	slices.SortFunc(in, naturalCompare)
	if want := []string{"007", "9", "10", "a", "star73", "star121", "t2", "t10"}; !slices.Equal(in, want) {
		t.Errorf("sorted %q, want %q", in, want)
	}
}

// TestReadFailedRun: results of a run that failed are read, with a warning.
func TestReadFailedRun(t *testing.T) {
	in := "BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=a/depth=1/pos=star73_0134_000-2 1 10 nodes/op\n" +
		"--- FAIL: BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=a/depth=1/pos=star73-0134-001\n" +
		"FAIL\n"
	r := NewResults()
	if err := r.Read(strings.NewReader(in), "fail.txt"); err != nil {
		t.Fatal(err)
	}
	if len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0], "fail.txt:2: the run failed") {
		t.Errorf("warnings %q", r.Warnings)
	}
}

// TestIterationsFamily: lines at iteration budgets (iters=N) are read into the Iterations family,
// one level per budget, and never merged into a depth.
func TestIterationsFamily(t *testing.T) {
	data := "BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=mcts/iters=100 1 2148 nodes/op 42.96 nodes/pos\n" +
		"BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=mcts/iters=1000 1 21831 nodes/op 436.6 nodes/pos\n" +
		"BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=paranoid/depth=2 1 5930 nodes/op 118.6 nodes/pos\n"
	r := &Results{}
	if err := r.Read(strings.NewReader(data), "x.txt"); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, s := range r.Samples() {
		got[string(s.Family)+" "+s.Algo+" "+strconv.Itoa(s.Depth)]++
	}
	for _, want := range []string{"iters mcts 100", "iters mcts 1000", "search paranoid 2"} {
		if got[want] != 1 {
			t.Errorf("no sample %q: %v", want, got)
		}
	}
}
