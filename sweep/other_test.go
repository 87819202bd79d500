package sweep

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/sweep/benchname"
)

// names returns the names of cases.
func names(cs []benchname.Case) []string {
	var out []string
	for _, c := range cs {
		out = append(out, string(c.Name()))
	}
	return out
}

// TestGameSelection: a game's cases (every player count of its suite, or the one named; the
// table's rows that run on the game at its depth, or the given ones) and every field's errors.
func TestGameSelection(t *testing.T) {
	runs, row := 0, "" // the table's rows that run on a game, and the first of them
	start, _ := games.Start("virus")
	for _, r := range Table() {
		if _, err := start.NewSearcher(r.Spec); err == nil {
			if runs++; row == "" {
				row = r.Spec
			}
		}
	}
	if runs < 10 {
		t.Fatalf("%d of the %d table rows run on virus: the alpha-beta family should at least", runs, len(Table()))
	}
	for _, c := range []struct {
		sel   Selection
		n     int
		first string
	}{
		{Selection{Game: "virus"}, 4 * runs, "Search/game=virus(players=3)/suite=mid/algo=" + row + "/depth=4"},
		{Selection{Game: "virus(limit=200)"}, 4 * runs, "Search/game=virus(players=3)/suite=mid/algo=" + row + "/depth=4"}, // a default option spelt out
		{Selection{Game: "focus", Matrix: Full}, 2 * 3 * runs * 4, "Search/game=focus(players=2)/suite=initial/algo=" + row + "/depth=1"},
		{Selection{Game: "focus(players=3)", Suite: "initial", Algos: []string{"brs", "brs(threat=ahead,k=2)"}, Depths: "1-3"}, 6, "Search/game=focus(players=3)/suite=initial/algo=brs/depth=1"},
		{Selection{Game: "virus(players=5)", Algos: []string{"brs+"}, Depths: "2,5"}, 2, "Search/game=virus(players=5)/suite=mid/algo=brs+/depth=2"},
	} {
		cs, err := c.sel.Cases()
		if err != nil || len(cs) != c.n || string(cs[0].Name()) != c.first {
			t.Errorf("%+v: %d cases (%v), first %q; want %d, %q", c.sel, len(cs), err, names(cs[:min(1, len(cs))]), c.n, c.first)
			continue
		}
		for _, cs := range cs {
			if cs.Board != "" || cs.Seats != "" || !strings.HasPrefix(cs.Game, c.sel.Game[:5]) {
				t.Errorf("%+v: case %+v", c.sel, cs)
			}
		}
	}
	cs, _ := Selection{Game: "focus(players=3)", Suite: "initial", Algos: []string{"brs", "brs(threat=ahead,k=2)"}, Depths: "3"}.Cases()
	if got := names(cs); !slices.Equal(got, []string{"Search/game=focus(players=3)/suite=initial/algo=brs/depth=3", "Search/game=focus(players=3)/suite=initial/algo=brs(threat=ahead)/depth=3"}) {
		t.Errorf("canonical names: %q", got)
	}
	if cs, err := (Selection{Game: "chinesecheckers", Board: "star73", Seats: "0134", Algos: []string{"brs"}, Depths: "1"}).Cases(); err != nil || len(cs) != 1 || cs[0].Game != "" {
		t.Errorf("game chinesecheckers: %v, %v; want the Chinese Checkers case", cs, err)
	}
	for _, bad := range []struct {
		sel         Selection
		field, want string
	}{
		{Selection{Game: "chess"}, "game", "want one of virus, focus"},
		{Selection{Game: "virus(players=9)"}, "game", "want 2 to 6"},
		{Selection{Game: "virus(size=99)"}, "game", "size 99"},
		{Selection{Game: "virus(size=6)"}, "game", "no positions of it in the suites mid of virus (they hold virus(players=3), "},
		{Selection{Game: "virus(players=2)"}, "game", "no positions of it"},
		{Selection{Game: "tictactoe"}, "game", "no position suites"},
		{Selection{Game: "virus", Board: "star73"}, "board", "a board of Chinese Checkers, but game virus is selected"},
		{Selection{Game: "virus", Seats: "0134"}, "seats", "a seat set of Chinese Checkers"},
		{Selection{Game: "virus", Suite: "late"}, "suite", "not a suite of virus (have initial, mid"},
		{Selection{Game: "virus", Algos: []string{"brs", "maxn(eval=franks2)"}}, "algo", "eval=franks2 is an evaluation of Chinese Checkers"},
		{Selection{Game: "virus", Algos: []string{"brs(eval=franks1)"}}, "algo", "eval=franks1 is an evaluation of Chinese Checkers"},
		{Selection{Game: "virus", Algos: []string{"parnoid"}}, "algo", "unknown searcher"},
		{Selection{Game: "virus", Depths: "0"}, "depth", "depths 1 to"},
		{Selection{Game: "virus", Matrix: "big"}, "matrix", "default or full"},
	} {
		_, err := bad.sel.Cases()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != bad.field || !strings.Contains(err.Error(), bad.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%+v: error %v; want a one-line %s error mentioning %q", bad.sel, err, bad.field, bad.want)
		}
		bad.sel.Flag = "-"
		if _, err := bad.sel.Cases(); err == nil || !strings.HasPrefix(err.Error(), "-"+bad.field+" ") {
			t.Errorf("%+v: error %v; want it to start with the flag -%s", bad.sel, err, bad.field)
		}
	}
}

// TestGameRunWorkers: the counts of game cases, per position and per group, mixed with
// Chinese Checkers' in one run, are the same bytes for 1, 2 and 3 workers; a group's line is the
// sum of its positions; and a position searched alone, in reverse order or by a fresh searcher
// has the same count.
func TestGameRunWorkers(t *testing.T) {
	var cases []benchname.Case
	for _, sel := range []Selection{
		{Game: "virus", Algos: []string{"paranoid", "brs", "brs(threat=mtf)", "opps(1,5,1)"}, Depths: "1-3"},
		{Game: "focus(players=3)", Algos: []string{"brs+", "brs(threat=pos)"}, Depths: "2"},
		{Board: "star73", Seats: "024", Algos: []string{"brs"}, Depths: "1"},
	} {
		cs, err := sel.Cases()
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, cs...)
	}
	whole := run(t, cases, Options{Workers: 1, PerPos: true, Counts: true})
	for _, w := range []int{2, 3} {
		if got := run(t, cases, Options{Workers: w, PerPos: true, Counts: true}); !bytes.Equal(got, whole) {
			t.Fatalf("workers %d: the counts file differs from workers 1's", w)
		}
	}
	lines := benchLines(whole)
	if n := countPrefix(lines, "BenchmarkSearch/game="); n != len(cases)-1 {
		t.Errorf("%d game Search lines, want %d", n, len(cases)-1)
	}
	var sum float64
	perPos := map[string]string{}
	for _, l := range lines {
		f := strings.Fields(l)
		if strings.HasPrefix(l, "BenchmarkSearchPos/") {
			sum += parseFloat(t, f[2])
			perPos[f[0]] = f[2]
			continue
		}
		if v := parseFloat(t, f[2]); v != sum || v == 0 {
			t.Errorf("%s: nodes/op %v, its positions sum to %v", f[0], v, sum)
		}
		sum = 0
	}
	// Each position again, alone, in reverse order, each by a fresh searcher.
	for i := len(cases) - 2; i >= 0; i -= 3 {
		pcs, err := NewSuites().Positions(cases[i])
		if err != nil {
			t.Fatal(err)
		}
		for k := len(pcs) - 1; k >= 0; k -= 7 {
			p, err := NewSuites().NewPass(pcs[k], false)
			if err != nil {
				t.Fatal(err)
			}
			sr, err := p.GameSearcher()
			if err != nil {
				t.Fatal(err)
			}
			nc, err := p.RunGame(sr)
			if want := perPos["Benchmark"+string(pcs[k].Name())]; err != nil || fmt.Sprint(nc) != want {
				t.Errorf("%s alone: NC %d (%v), in the run %s", pcs[k].Name(), nc, err, want)
			}
		}
	}
	// A searcher that does not run on the game (Franks' evaluations are Chinese Checkers') fails
	// the run before it writes anything.
	var b bytes.Buffer
	bad := []benchname.Case{cases[0], {Game: "virus(players=4)", Suite: "mid", Algo: "paranoid(eval=franks1)", Depth: 1}}
	if err := Run(context.Background(), &b, bad, Options{Counts: true}); err == nil || !strings.Contains(err.Error(), "evaluation of Chinese Checkers") || b.Len() != 0 {
		t.Errorf("eval=franks1 on virus: %v, %d bytes written; want an error and nothing written", err, b.Len())
	}
	if _, err := NewSuites().NewPass(benchname.Case{Game: "virus(players=2)", Suite: "mid", Algo: "brs", Depth: 1}, false); err == nil || !strings.Contains(err.Error(), "no positions of virus(players=2)") {
		t.Errorf("a game spec the suite does not hold: %v", err)
	}
}

// TestGamePlanMerge: game cases shard and merge like Chinese Checkers' (the merge writes the
// unsharded run's bytes), their estimates come from known counts, and a costs file of them reads.
func TestGamePlanMerge(t *testing.T) {
	cases, err := Selection{Game: "virus", Algos: []string{"paranoid", "brs"}, Depths: "1-3"}.Cases()
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Workers: 2, PerPos: true, Counts: true}
	one := run(t, cases, opt)
	costs, err := ReadCosts(one, "one")
	if err != nil || len(costs.Known) != len(cases) {
		t.Fatalf("ReadCosts of a game sweep: %d known, %v", len(costs.Known), err)
	}
	est := Estimate(nil, cases, map[string]float64{string(cases[0].Name()): 10, string(cases[1].Name()): 100})
	if est[0] != 10 || est[1] != 100 || est[2] != 1000 || est[3] != 50*30 {
		t.Errorf("estimates %v: want the known 10 and 100, 1000 extrapolated, 50*30 for an unknown group", est[:4])
	}
	plan := NewPlan(cases, costs, 3, map[string]string{"game": "virus"}, opt)
	var files []ShardFile
	for i := range 3 {
		var b bytes.Buffer
		if err := plan.WriteHeader(&b, i); err != nil {
			t.Fatal(err)
		}
		b.Write(run(t, plan.Shard(i), opt))
		files = append(files, ShardFile{Name: fmt.Sprint(i), Data: b.Bytes()})
	}
	m, err := Merge([]ShardFile{files[1], files[2], files[0]})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := m.Write(&b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), one) || !slices.Equal(m.Plan.Cases, cases) {
		t.Error("the merged shards of a game sweep differ from the unsharded run")
	}
}

// TestGamePerftCases: every game perft case counts what the game's perft table says, under its
// canonical name.
func TestGamePerftCases(t *testing.T) {
	var b bytes.Buffer
	if err := RunGamePerft(context.Background(), &b, GamePerftCases, Options{Counts: true}); err != nil {
		t.Fatal(err)
	}
	lines := benchLines(b.Bytes())
	if len(lines) != len(GamePerftCases) {
		t.Fatalf("%d lines, want %d", len(lines), len(GamePerftCases))
	}
	for i, c := range GamePerftCases {
		f := strings.Fields(lines[i])
		if want := fmt.Sprintf("BenchmarkPerft/game=%s/depth=%d", c.Game, c.Depth); len(f) != 4 || f[0] != want || parseFloat(t, f[2]) != float64(c.Leaves) || f[3] != "leaves/op" {
			t.Errorf("line %q, want %s with %d leaves/op", lines[i], want, c.Leaves)
		}
	}
	bad := []GamePerftCase{{"virus(players=4)", 3, 28}}
	if err := RunGamePerft(context.Background(), &b, bad, Options{Counts: true}); err == nil || !strings.Contains(err.Error(), "27 leaves, want 28") {
		t.Errorf("a wrong count: %v", err)
	}
	if err := RunGamePerft(context.Background(), &b, []GamePerftCase{{"virus(players=4,size=5)", 3, 27}}, Options{Counts: true}); err == nil || !strings.Contains(err.Error(), "not the canonical spec (virus(players=4))") {
		t.Errorf("a spec not canonical: %v", err)
	}
}

// TestAddGameSuite: a suite file added to a Suites is the suite of a game without embedded ones
// for the selections and runs given those Suites (and only them); a game with embedded suites,
// or a file that does not read, is refused.
func TestAddGameSuite(t *testing.T) {
	p, err := games.Start("tictactoe(players=2)")
	if err != nil {
		t.Fatal(err)
	}
	q := p.Clone()
	if err := q.Play(q.Moves()[0]); err != nil {
		t.Fatal(err)
	}
	data := fmt.Sprintf("# game: tictactoe\n# count: 2\ntictactoe-2-000 %s\ntictactoe-2-001 %s\n", p, q)
	su := NewSuites()
	if err := su.AddGameSuite("tictactoe", "mid", []byte(data)); err != nil {
		t.Fatal(err)
	}
	if got := su.GameSuites("tictactoe"); !slices.Equal(got, []string{"mid"}) {
		t.Errorf("GameSuites = %v, want [mid]", got)
	}
	cs, err := Selection{Game: "tictactoe", Algos: []string{"paranoid"}, Depths: "1", Suites: su}.Cases()
	if err != nil || len(cs) != 1 || cs[0].Game != "tictactoe(players=2)" {
		t.Fatalf("cases %v, %v", cs, err)
	}
	out := run(t, cs, Options{PerPos: true, Counts: true, Suites: su})
	if n := countPrefix(benchLines(out), "BenchmarkSearchPos/game=tictactoe(players=2)/suite=mid/algo=paranoid/depth=1/pos="); n != 2 {
		t.Errorf("%d per-position lines, want the suite's 2:\n%s", n, out)
	}
	if _, err := (Selection{Game: "tictactoe", Algos: []string{"paranoid"}, Depths: "1"}).Cases(); err == nil || !strings.Contains(err.Error(), "cctree positions gen -game tictactoe") {
		t.Errorf("without the Suites: %v, want the command that makes them", err)
	}
	for _, c := range []struct{ game, data, want string }{
		{"virus", strings.ReplaceAll(data, "tictactoe", "virus"), "has an embedded suite mid"},
		{"tictactoe", "# game: tictactoe\n# count: 3\ntictactoe-2-000 " + p.String() + "\n", "header says"},
	} {
		if err := su.AddGameSuite(c.game, "mid", []byte(c.data)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("AddGameSuite(%s): %v, want %q", c.game, err, c.want)
		}
	}
}
