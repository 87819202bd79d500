package sweep

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep/benchname"
)

// benchLines returns the Benchmark lines of out.
func benchLines(out []byte) []string {
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(l, "Benchmark") {
			lines = append(lines, l)
		}
	}
	return lines
}

func run(t *testing.T, cases []benchname.Case, opt Options) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Run(context.Background(), &b, cases, opt); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestRunWorkers checks what lets the CI gate and merged shards compare counts exactly: the
// benchmark lines of a run (exact counts, per position and per group, on every seat set of
// both boards) are the same bytes for 1, 2 and 3 workers, in the same order, and the group
// lines are the sums of their position lines.
func TestRunWorkers(t *testing.T) {
	sel := Selection{Algos: []string{"paranoid", "brs+", "maxn(shallow)", "brs(threat=mtf)", "offensive"}, Depths: "1-2"}
	if testing.Short() {
		sel.Board, sel.Seats = "star73", "0134"
	}
	cases, err := sel.Cases()
	if err != nil {
		t.Fatal(err)
	}
	whole := run(t, cases, Options{Workers: 1, PerPos: true, Counts: true})
	one := benchLines(whole)
	for _, w := range []int{2, 3} {
		got := run(t, cases, Options{Workers: w, PerPos: true, Counts: true})
		if !bytes.Equal(got, whole) {
			t.Fatalf("workers %d: the counts file differs from workers 1's (%d lines, %d)", w, len(benchLines(got)), len(one))
		}
	}
	// No machine fact in a counts file: the same bytes on every machine.
	for _, key := range []string{"goos:", "goarch:", "cpu:", "workers:"} {
		if bytes.Contains(whole, []byte("\n"+key)) {
			t.Errorf("a counts file holds %q", key)
		}
	}
	if want := len(cases); countPrefix(one, "BenchmarkSearch/") != want {
		t.Errorf("%d Search lines, want %d", countPrefix(one, "BenchmarkSearch/"), want)
	}
	// Group line = sum of its positions.
	var sum float64
	for _, l := range one {
		f := strings.Fields(l)
		v := parseFloat(t, f[2])
		if strings.HasPrefix(l, "BenchmarkSearchPos/") {
			sum += v
			continue
		}
		if v != sum {
			t.Errorf("%s: nodes/op %v, its positions sum to %v", f[0], v, sum)
		}
		sum = 0
	}
}

// TestRunLeaves: with Options.Leaves, each line also holds leaves/op, the sum of its searches'
// Stats.Leaves, and the other values are unchanged.
func TestRunLeaves(t *testing.T) {
	c := benchname.Case{Board: "star73", Seats: "0134", Suite: "mid", Algo: "brs+", Depth: 3}
	pcs, err := (*Suites)(nil).Positions(c)
	if err != nil {
		t.Fatal(err)
	}
	var want int64
	for _, pc := range pcs {
		want += perPositionLeaves(t, pc)
	}
	plain := benchLines(run(t, []benchname.Case{c}, Options{Workers: 2, Counts: true}))
	with := benchLines(run(t, []benchname.Case{c}, Options{Workers: 2, Counts: true, Leaves: true}))
	if len(with) != 1 || len(plain) != 1 {
		t.Fatalf("lines %q and %q, want one each", plain, with)
	}
	if got := with[0]; got != fmt.Sprintf("%s %d leaves/op", plain[0], want) {
		t.Fatalf("with leaves: %q, want %q plus %d leaves/op", got, plain[0], want)
	}
}

func perPositionLeaves(t *testing.T, c benchname.Case) int64 {
	t.Helper()
	p, err := NewSuites().NewPass(c, false)
	if err != nil {
		t.Fatal(err)
	}
	sr, err := searchers.New(c.Algo)
	if err != nil {
		t.Fatal(err)
	}
	return p.Search(context.Background(), sr, 0).Stats.Leaves
}

func countPrefix(lines []string, p string) int {
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, p) {
			n++
		}
	}
	return n
}

// TestSearchDeterministic checks that the NC of every default row is the same on a second
// pass, when the positions are searched in the opposite order by the same (Reset) searcher, and
// when they are searched concurrently, one searcher per goroutine, under another GOMAXPROCS.
func TestSearchDeterministic(t *testing.T) {
	n := 5
	if testing.Short() {
		n = 2
	}
	for _, g := range []struct{ board, seats string }{{"star73", "0134"}, {"star121", "024"}} {
		for _, r := range Table() {
			c := benchname.Case{Board: g.board, Seats: g.seats, Suite: "mid", Algo: r.Spec, Depth: r.Depth[g.board]}
			pcs, err := (*Suites)(nil).Positions(c)
			if err != nil {
				t.Fatal(err)
			}
			pcs = pcs[:n]
			t.Run(string(c.Name()), func(t *testing.T) {
				first := perPosition(t, pcs)
				if again := perPosition(t, pcs); !slices.Equal(first, again) {
					t.Errorf("second run: NC %v, first run %v", again, first)
				}
				rev := slices.Clone(pcs)
				slices.Reverse(rev)
				back := perPosition(t, rev)
				slices.Reverse(back)
				if !slices.Equal(first, back) {
					t.Errorf("reverse order: NC %v, in order %v", back, first)
				}
				prev := runtime.GOMAXPROCS(4)
				defer runtime.GOMAXPROCS(prev)
				conc := make([]int64, len(pcs))
				var wg sync.WaitGroup
				for i := range pcs {
					wg.Go(func() { conc[i] = perPosition(t, pcs[i:i+1])[0] })
				}
				wg.Wait()
				if !slices.Equal(first, conc) {
					t.Errorf("concurrent, GOMAXPROCS 4: NC %v, sequential %v", conc, first)
				}
			})
		}
	}
}

// perPosition searches the positions in order with one searcher and returns the NC of each.
func perPosition(t *testing.T, pcs []benchname.Case) []int64 {
	sr, err := searchers.New(pcs[0].Algo)
	if err != nil {
		t.Error(err)
		return nil
	}
	out := make([]int64, len(pcs))
	for i, pc := range pcs {
		p, err := NewSuites().NewPass(pc, false)
		if err != nil {
			t.Error(err)
			return nil
		}
		out[i] = p.Run(sr)
	}
	return out
}

// TestSelection checks the defaults and the validation of every field.
func TestSelection(t *testing.T) {
	for in, want := range map[string][]int{"": nil, "4": {4}, "1-3": {1, 2, 3}, "3,5": {3, 5}} {
		if got, err := ParseDepths(in); err != nil || !slices.Equal(got, want) {
			t.Errorf("ParseDepths(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"x", "0", "3-1", "1-", "2,,3", "3,3", "1-99", "70"} {
		if _, err := ParseDepths(in); err == nil {
			t.Errorf("ParseDepths(%q): no error", in)
		}
	}
	cases, err := Selection{}.Cases()
	if err != nil {
		t.Fatal(err)
	}
	mid, err := positions.Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	// Every row on every star-board group of the mid suite, at its default depth (the rows have
	// depths for the boards of docs/rules.md; Franks' boards are selected by name).
	var groups []positions.Count
	for _, g := range mid.Counts() {
		if slices.Contains(board.Names, g.Board) {
			groups = append(groups, g)
		}
	}
	if len(groups) == len(mid.Counts()) {
		t.Error("the mid suite has no group on Franks' boards")
	}
	if want := len(Table()) * len(groups); len(cases) != want {
		t.Errorf("default selection: %d cases, want %d", len(cases), want)
	}
	for _, fam := range searchers.Names() {
		if !slices.ContainsFunc(Table(), func(r Row) bool { return strings.HasPrefix(r.Spec, fam) }) {
			continue // a family without benchmark rows (see searchers.Rows)
		}
		for _, g := range groups {
			if !slices.ContainsFunc(cases, func(c benchname.Case) bool {
				return strings.HasPrefix(c.Algo, fam) && c.Board == g.Board && c.Seats == g.Seats && c.Suite == "mid"
			}) {
				t.Errorf("default selection has no %s case on %s %s", fam, g.Board, g.Seats)
			}
		}
	}
	for _, r := range Table() {
		for _, b := range []string{"star73", "star121"} {
			if r.Depth[b] < 1 || r.Full[b] < r.Depth[b] {
				t.Errorf("%s on %s: default depth %d, full matrix to %d; want 1 <= default <= full", r.Spec, b, r.Depth[b], r.Full[b])
			}
		}
	}
	full, err := Selection{Matrix: Full, Algos: []string{"paranoid"}, Board: "star73", Seats: "0134"}.Cases()
	if err != nil {
		t.Fatal(err)
	}
	if len(full) != 2*6 { // initial and mid, depths 1-6
		t.Errorf("full matrix of paranoid on star73 0134: %d cases, want 12: %v", len(full), full)
	}
	sp := Selection{Algos: []string{"opps(1, 5, 1)"}, Depths: "2", Board: "star121", Seats: "03", Flag: "-cctree."}
	got, err := sp.Cases()
	if err != nil || len(got) != 1 || got[0].Algo != "opps(1,5,1)" || got[0].Depth != 2 {
		t.Errorf("%+v: %v, %v; want one canonical opps(1,5,1) case at depth 2", sp, got, err)
	}
	// Every spelling of one searcher is one searcher with one name, at its row's depth.
	one := Selection{Algos: []string{"brs(threat=ahead,k=2)", "brs(threat=ahead)", "opps(noprune,1,5,1)", "opps(1,5,1,noprune)", "paranoid", "paranoid"}, Board: "star73", Seats: "0134"}
	got, err = one.Cases()
	var names []string
	for _, c := range got {
		names = append(names, string(c.Name()))
	}
	if err != nil || !slices.Equal(names, []string{
		"Search/board=star73/seats=0134/suite=mid/algo=brs(threat=ahead)/depth=4",
		"Search/board=star73/seats=0134/suite=mid/algo=opps(1,5,1,noprune)/depth=3",
		"Search/board=star73/seats=0134/suite=mid/algo=paranoid/depth=5",
	}) {
		t.Errorf("%v: %q, %v; want one case per searcher, canonically named", one.Algos, names, err)
	}

	for _, bad := range []struct {
		sel         Selection
		field, want string
	}{
		{Selection{Algos: []string{"parnoid"}}, "algo", "unknown searcher"},
		{Selection{Algos: []string{"opps(1,2)"}}, "algo", "opps"},
		{Selection{Board: "star99"}, "board", "star73, star121"},
		{Selection{Board: "star73", Seats: "0135"}, "seats", "0134"},
		{Selection{Suite: "late"}, "suite", "initial, mid"},
		{Selection{Depths: "0"}, "depth", "depths 1 to"},
		{Selection{Matrix: "big"}, "matrix", "default or full"},
		{Selection{Algos: []string{}}, "algo", "no searcher"},
	} {
		_, err := bad.sel.Cases()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != bad.field || !strings.Contains(err.Error(), bad.want) || !strings.HasPrefix(err.Error(), bad.field+" ") {
			t.Errorf("%+v: error %v; want a %s error mentioning %q", bad.sel, err, bad.field, bad.want)
		}
		bad.sel.Flag = "-"
		if _, err := bad.sel.Cases(); err == nil || !strings.HasPrefix(err.Error(), "-"+bad.field+" ") {
			t.Errorf("%+v: error %v; want it to start with the flag -%s", bad.sel, err, bad.field)
		}
	}
	// A valid field that matches nothing (star121 has no 5-player sets) is an error too.
	if _, err := (Selection{Board: "star121", Seats: "01245"}).Cases(); err == nil {
		t.Error("star121 01245: no error")
	}
}

// TestProtocolTrial checks that a trial is deterministic, leaves its start point alone, and
// that trials with different seeds differ.
func TestProtocolTrial(t *testing.T) {
	tr := Trial{benchname.Case{Board: "star73", Seats: "0134", Suite: "initial", Algo: "brs", Depth: 2}, 1, ""}
	start, err := tr.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	before := *start
	sr, _ := searchers.New("brs")
	a, la, err1 := tr.Play(context.Background(), sr, start)
	b, lb, err2 := tr.Play(context.Background(), sr, start)
	if a != b || la != lb || a == 0 || la == 0 || la >= a || err1 != nil || err2 != nil {
		t.Fatalf("same trial twice: NC %d leaves %d (%v), NC %d leaves %d (%v)", a, la, err1, b, lb, err2)
	}
	if *start != before {
		t.Fatal("a trial changed its start position")
	}
	differ := false
	for seed := 2; seed < 6 && !differ; seed++ {
		tr.T = seed
		n, _, _ := tr.Play(context.Background(), sr, start)
		differ = n != a
	}
	if !differ {
		t.Error("trials with seeds 1-5 all gave the same NC: the opponents' random moves have no effect")
	}
	// Greedy opponents: deterministic, and their moves are not the random ones.
	tr.T = 1
	tr.Opp = OppGreedy
	g1, _, err1 := tr.Play(context.Background(), sr, start)
	tr.T = 2
	g2, _, err2 := tr.Play(context.Background(), sr, start)
	if g1 != g2 || g1 == a || err1 != nil || err2 != nil {
		t.Errorf("greedy opponents: NC %d (seed 1, %v) and %d (seed 2, %v), want equal and not %d (random opponents)", g1, err1, g2, err2, a)
	}
	if n := tr.Name(); !strings.HasSuffix(string(n), "/trial=2/opp=greedy") {
		t.Errorf("greedy trial name %s", n)
	}
	tr.Opp = "clever"
	if _, _, err := tr.Play(context.Background(), sr, start); err == nil || !strings.Contains(err.Error(), "greedy") {
		t.Errorf("opponents clever: %v, want an error naming the policies", err)
	}
	tr.Opp = ""
	// RunProtocol writes the same counts for any worker count.
	trials, err := ProtocolTrials(Default)
	if err != nil {
		t.Fatal(err)
	}
	var one, two bytes.Buffer
	if err := RunProtocol(context.Background(), &one, trials, Options{Workers: 1}); err != nil {
		t.Fatal(err)
	}
	if err := RunProtocol(context.Background(), &two, trials, Options{Workers: 2}); err != nil {
		t.Fatal(err)
	}
	if l1, l2 := benchLines(one.Bytes()), benchLines(two.Bytes()); !slices.Equal(l1, l2) || len(l1) != len(trials) {
		t.Errorf("protocol lines: %d with 1 worker, %d with 2, %d trials; or they differ", len(l1), len(l2), len(trials))
	}
}

// TestRunCancel checks that a cancelled run returns the context's error.
func TestRunCancel(t *testing.T) {
	cases, err := Selection{Algos: []string{"maxn"}, Depths: "4", Board: "star73", Seats: "012345"}.Cases()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Run(ctx, &bytes.Buffer{}, cases, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: %v, want context.Canceled", err)
	}
}

// TestPerftCases checks every perft case's count (RunPerft fails on a wrong one).
func TestPerftCases(t *testing.T) {
	var b bytes.Buffer
	if err := RunPerft(context.Background(), &b, PerftCases, Options{Counts: true}); err != nil {
		t.Fatal(err)
	}
	if n := len(benchLines(b.Bytes())); n != len(PerftCases) {
		t.Errorf("%d lines, want %d", n, len(PerftCases))
	}
}

func parseFloat(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestPrinted checks the rounding against what go test prints (testing's prettyPrint formats).
func TestPrinted(t *testing.T) {
	for x, want := range map[float64]float64{63694.34: 63694, 2575.94: 2576, 999.96: 1000, 999.94: 999.9, 118.6: 118.6, 38.25: 38.25, 5.12345: 5.123, 0.5: 0.5, 0.123456: 0.1235, 0: 0, 43275.5: 43276} {
		if got := Printed(x); got != want {
			t.Errorf("Printed(%v) = %v, want %v", x, got, want)
		}
	}
}

// TestGamesSource plays a few games, writes their records and sweeps the searched positions:
// one case per position that a move was chosen from, with ids g<game>-<ply>, and bad files fail.
func TestGamesSource(t *testing.T) {
	c := &match.Config{Board: "star73", Seats: "024", Players: match.MustParseContestants("paranoid", "brs"), Budget: match.Budget{Depth: 1}, Games: 6, Cap: 30, Seed: 3}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	var lines []string
	want := 0
	err := match.Run(context.Background(), c, c.Plan(), 2, func(r *match.Result) error {
		b, _ := json.Marshal(match.NewRecord(c, r, "test"))
		lines = append(lines, string(b))
		want += len(r.Moves) // every move was chosen from a non-terminal position
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "m.jsonl")
	os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o666)
	su := NewSuites()
	name, err := su.LoadGames(path)
	if err != nil || name != "games-m" {
		t.Fatalf("LoadGames: %q, %v", name, err)
	}
	cases, err := Selection{Suite: name, Algos: []string{"paranoid"}, Depths: "1", Suites: su}.Cases()
	if err != nil || len(cases) != 1 || cases[0].Board != "star73" || cases[0].Seats != "024" {
		t.Fatalf("cases %v, %v", cases, err)
	}
	// Only the Suites it was loaded into know the games source: another sweep's, or none, do not.
	for _, other := range []*Suites{nil, NewSuites()} {
		var fe *FieldError
		if _, err := (Selection{Suite: name, Algos: []string{"paranoid"}, Depths: "1", Suites: other}).Cases(); !errors.As(err, &fe) || fe.Field != "suite" {
			t.Errorf("games source %s seen by another Suites (%p): %v", name, other, err)
		}
		if err := Run(context.Background(), io.Discard, cases, Options{Suites: other}); err == nil {
			t.Errorf("Run with another Suites (%p) found the games source %s", other, name)
		}
	}
	pcs, err := su.Positions(cases[0])
	if err != nil || len(pcs) != want {
		t.Fatalf("%d positions (%v), want %d (one per move)", len(pcs), err, want)
	}
	if pcs[0].Pos != "g0-003" { // the opening is one ply per player
		t.Errorf("first id %q, want g0-003", pcs[0].Pos)
	}
	out := benchLines(run(t, cases, Options{PerPos: true, Counts: true, Suites: su}))
	if len(out) != want+1 {
		t.Errorf("%d lines, want %d", len(out), want+1)
	}
	// A tampered game is rejected.
	bad := strings.Replace(lines[0], `"moves":["`, `"moves":["0-0","`, 1)
	os.WriteFile(path, []byte(bad+"\n"), 0o666)
	if _, err := NewSuites().LoadGames(path); err == nil || !strings.Contains(err.Error(), "m.jsonl:1") {
		t.Errorf("tampered game: %v", err)
	}
}

// TestShard: shards partition the cases, keep their order, and balance estimated cost.
func TestShard(t *testing.T) {
	cases, err := Selection{Algos: []string{"paranoid", "brs+", "maxn"}, Depths: "1-5", Board: "star73"}.Cases()
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]float64{}
	for _, c := range cases {
		if c.Depth <= 3 {
			known[string(c.Name())] = float64(c.Depth * 1000) // partial knowledge: the rest is extrapolated
		}
	}
	costs := Estimate(nil, cases, known)
	for i, c := range cases {
		if c.Depth > 3 && costs[i] <= costs[i-1] {
			t.Errorf("%s: estimate %v not above depth %d's %v", c.Name(), costs[i], c.Depth-1, costs[i-1])
		}
	}
	for _, n := range []int{1, 3, 4} {
		var all []benchname.Case
		var loads []float64
		p := &Plan{Cases: cases, Owner: assign(costs, n)}
		for i := range n {
			sh := p.Shard(i)
			var load float64
			for _, c := range sh {
				load += costs[slices.Index(cases, c)]
			}
			loads = append(loads, load)
			all = append(all, sh...)
		}
		slices.SortFunc(all, func(a, b benchname.Case) int { return slices.Index(cases, a) - slices.Index(cases, b) })
		if !slices.Equal(all, cases) {
			t.Fatalf("%d shards do not partition the %d cases", n, len(cases))
		}
		if lo, hi := slices.Min(loads), slices.Max(loads); n > 1 && hi > 1.5*lo {
			t.Errorf("%d shards: loads %v, unbalanced", n, loads)
		}
	}
	for env, want := range map[string][2]int{"3,0,3,4": {3, 4}, "5,2,5,": {3, 4}, "2,,,": {2, 3}} {
		f := strings.Split(env, ",")
		get := func(k string) string {
			return map[string]string{"SLURM_ARRAY_TASK_ID": f[0], "SLURM_ARRAY_TASK_MIN": f[1], "SLURM_ARRAY_TASK_MAX": f[2], "SLURM_ARRAY_TASK_COUNT": f[3]}[k]
		}
		i, n, ok, err := ShardFromEnv(get)
		if !ok || err != nil || i != want[0] || n != want[1] {
			t.Errorf("env %s: %d/%d %v %v, want %d/%d", env, i, n, ok, err, want[0], want[1])
		}
	}
	if _, _, ok, _ := ShardFromEnv(func(string) string { return "" }); ok {
		t.Error("no array task: ok")
	}
	env := func(k string) string {
		return map[string]string{"SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4"}[k]
	}
	if i, n, err := ResolveShard("1/3", env); i != 1 || n != 3 || err != nil {
		t.Errorf("-shard 1/3 in array task 2 of 4: %d/%d %v; the flag wins", i, n, err)
	}
	if i, n, err := ResolveShard("", env); i != 2 || n != 4 || err != nil {
		t.Errorf("no -shard in array task 2 of 4: %d/%d %v", i, n, err)
	}
	if i, n, err := ResolveShard("", func(string) string { return "" }); i != 0 || n != 1 || err != nil {
		t.Errorf("no -shard, no array: %d/%d %v", i, n, err)
	}
	var fe *FieldError
	if _, _, err := ResolveShard("3/3", env); !errors.As(err, &fe) || fe.Field != "shard" || !strings.HasPrefix(err.Error(), `shard "3/3": `) {
		t.Errorf("bad shard: %v, want a FieldError of shard", err)
	}
	for _, bad := range []string{"1", "2/2", "-1/3", "a/b", "0/0"} {
		if _, _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q): no error", bad)
		}
	}
}

// TestOneSearcherPerSpec: a worker keeps one searcher per canonical spec, however many depths its
// cases have and however the spec is spelt (a sweep over -depth 1-10 used to build one per case).
func TestOneSearcherPerSpec(t *testing.T) {
	var cases []benchname.Case
	for d := 1; d <= 10; d++ {
		for _, algo := range []string{"opps(noprune,1,5,1)", "opps(1,5,1,noprune)", "paranoid"} {
			cases = append(cases, benchname.Case{Board: "star73", Seats: "0134", Suite: "mid", Algo: algo, Depth: d})
		}
	}
	specs, err := parseAlgos(cases, caseAlgo, nil)
	if err != nil || len(specs) != 3 || specs["opps(noprune,1,5,1)"] != specs["opps(1,5,1,noprune)"] {
		t.Fatalf("parseAlgos: %v, %v; want the three texts, two of them one Spec", specs, err)
	}
	var own map[string]search.Searcher
	made := map[search.Searcher]bool{}
	for _, c := range cases {
		sr := cached(&own, specs, c.Algo, nil)
		made[sr] = true
		if sr.Name() != specs[c.Algo].String() {
			t.Errorf("%s: searcher %s", c.Algo, sr.Name())
		}
	}
	if len(made) != 2 || len(own) != 2 {
		t.Errorf("%d cases of two searchers made %d searchers (cache of %d); want 2", len(cases), len(made), len(own))
	}
	if _, err := parseAlgos([]benchname.Case{{Algo: "opps(1,2)"}}, caseAlgo, nil); err == nil || !strings.HasPrefix(err.Error(), "sweep: searchers: ") {
		t.Errorf("an invalid spec: %v", err)
	}
}

// TestRunWorkersMCTS: Monte Carlo tree search's cases (iters=N) write the same counts file for
// any worker count, declare their exact tree units, and write them on every line; a selection
// of mcts without iterations, or iterations without mcts, is an error naming -iters.
func TestRunWorkersMCTS(t *testing.T) {
	sel := Selection{Algos: []string{"mcts", "mcts(policy=brs,ph=on)", "paranoid"}, Depths: "2", Iters: "20,60", Board: "star73", Seats: "0134"}
	cases, err := sel.Cases()
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 5 {
		t.Fatalf("%d cases, want 2 iteration budgets of 2 specs and paranoid at depth 2", len(cases))
	}
	whole := run(t, cases, Options{Workers: 1, PerPos: true, Counts: true})
	if got := run(t, cases, Options{Workers: 2, PerPos: true, Counts: true}); !bytes.Equal(got, whole) {
		t.Fatal("workers 2: the counts file differs from workers 1's")
	}
	for _, u := range []string{"Unit tree-nodes/op assume=exact", "Unit mean-depth/iter assume=exact"} {
		if !bytes.Contains(whole, []byte(u)) {
			t.Errorf("no %q", u)
		}
	}
	for _, l := range benchLines(whole) {
		if strings.Contains(l, "/iters=") != strings.Contains(l, "tree-nodes/op") {
			t.Errorf("line %q: iters= and tree-nodes/op go together", l)
		}
	}
	for _, bad := range []Selection{{Algos: []string{"mcts"}, Flag: "-"}, {Algos: []string{"paranoid"}, Iters: "10", Flag: "-"}} {
		if _, err := bad.Cases(); err == nil || !strings.Contains(err.Error(), "-iters") {
			t.Errorf("%+v: error %v, want one naming -iters", bad, err)
		}
	}
}
