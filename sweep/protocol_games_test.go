package sweep

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/sweep/benchname"
)

// counting counts the searches of a game searcher.
type counting struct {
	games.Searcher
	n int
}

func (c *counting) Search(ctx context.Context, p games.Position, lim search.Limits) (search.ResultOf[string], error) {
	c.n++
	return c.Searcher.Search(ctx, p, lim)
}

// TestGameProtocol: a game trial searches for the game's turns (ten in the Virus Game, three
// in Focus), is deterministic, leaves its start point alone, differs between seeds, and
// RunProtocol writes the same lines for any worker count; the games' matrix is the paper's.
func TestGameProtocol(t *testing.T) {
	su := NewSuites()
	for _, c := range []struct {
		game, suite string
		turns       int
	}{{"virus(players=5)", "initial", 10}, {"virus(players=3)", "mid", 10}, {"focus(players=4)", "mid", 3}, {"focus(players=3)", "initial", 3}} {
		tr := Trial{benchname.Case{Game: c.game, Suite: c.suite, Algo: "brs(threat=mtf)", Depth: 2}, 1, ""}
		if tr.Turns() != c.turns {
			t.Errorf("%s: %d turns, want %d", tr.Name(), tr.Turns(), c.turns)
		}
		start, err := tr.StartGame(su)
		if err != nil {
			t.Fatal(err)
		}
		before := start.String()
		inner, err := tr.NewGameSearcher(start)
		if err != nil {
			t.Fatal(err)
		}
		sr := &counting{Searcher: inner}
		a, la, err1 := tr.PlayGame(context.Background(), sr, start)
		if sr.n != c.turns {
			t.Errorf("%s: %d searches, want %d", tr.Name(), sr.n, c.turns)
		}
		b, lb, err2 := tr.PlayGame(context.Background(), sr, start)
		if a != b || la != lb || a == 0 || la == 0 || la >= a || err1 != nil || err2 != nil {
			t.Errorf("%s twice: NC %d leaves %d (%v), NC %d leaves %d (%v)", tr.Name(), a, la, err1, b, lb, err2)
		}
		if start.String() != before {
			t.Errorf("%s changed its start position", tr.Name())
		}
		differ := false
		for seed := 2; seed < 6 && !differ; seed++ {
			tr.T = seed
			s, _ := tr.StartGame(su)
			n, _, _ := tr.PlayGame(context.Background(), sr, s)
			differ = n != a
		}
		if !differ {
			t.Errorf("%s: trials 1-5 all gave NC %d", tr.Name(), a)
		}
		tr.Opp = OppGreedy
		g1, _, err1 := tr.PlayGame(context.Background(), sr, start)
		tr.T = 7
		g2, _, err2 := tr.PlayGame(context.Background(), sr, start)
		if c.suite == "initial" && (g1 != g2 || err1 != nil || err2 != nil) {
			t.Errorf("%s greedy opponents from the start: NC %d (%v) and %d (%v), want equal", tr.Name(), g1, err1, g2, err2)
		}
	}
	tr := Trial{benchname.Case{Game: "virus(players=4)", Suite: "mid", Algo: "brs", Depth: 4}, 12, ""}
	if got := string(tr.Name()); got != "Protocol/game=virus(players=4)/suite=mid/algo=brs/depth=4/trial=12" {
		t.Errorf("name %q", got)
	}
	if _, err := tr.Start(su); err == nil {
		t.Error("Start of a game trial: no error")
	}
	all, err := ProtocolTrials(ProtocolGames)
	if err != nil {
		t.Fatal(err)
	}
	virus, _ := ProtocolTrials(ProtocolVirus)
	focus, _ := ProtocolTrials(ProtocolFocus)
	// Virus: 4 player counts at 4 plies, 2 at 6; Focus: 2 at 4 plies; 2 suites, 5 rules, 50 trials.
	if len(virus) != (4+2)*2*5*50 || len(focus) != 2*2*5*50 || len(all) != len(virus)+len(focus) {
		t.Errorf("matrices: %d virus, %d focus, %d games trials", len(virus), len(focus), len(all))
	}
	seen := map[string]bool{}
	for _, tr := range all {
		n := string(tr.Name())
		if seen[n] {
			t.Fatalf("%s twice", n)
		}
		seen[n] = true
	}
	for _, n := range []string{
		"Protocol/game=virus(players=5)/suite=initial/algo=brs(threat=pos)/depth=4/trial=49",
		"Protocol/game=virus(players=4)/suite=mid/algo=brs(threat=transpose)/depth=6/trial=0",
		"Protocol/game=virus(players=3)/suite=mid/algo=brs(threat=mtf)/depth=4/trial=7",
		"Protocol/game=focus(players=4)/suite=mid/algo=brs(threat=ahead)/depth=4/trial=0",
		"Protocol/game=focus(players=3)/suite=initial/algo=brs/depth=4/trial=30",
	} {
		if !seen[n] {
			t.Errorf("the games' matrix has no %s", n)
		}
	}
	if _, err := ProtocolTrials("chess"); err == nil || !strings.Contains(err.Error(), "default, full, games, virus, focus") {
		t.Errorf("an unknown matrix: %v", err)
	}
	// RunProtocol: the same lines for any worker count; Chinese Checkers' and games' trials mixed.
	var trials []Trial
	for _, m := range [][]Trial{all[:3], all[len(virus)-2 : len(virus)+2]} {
		for _, tr := range m {
			tr.Depth = 2
			trials = append(trials, tr)
		}
	}
	cc, _ := ProtocolTrials(Default)
	trials = append(trials, cc[0])
	var one, two bytes.Buffer
	if err := RunProtocol(context.Background(), &one, trials, Options{Workers: 1, Leaves: true}); err != nil {
		t.Fatal(err)
	}
	if err := RunProtocol(context.Background(), &two, trials, Options{Workers: 2, Leaves: true}); err != nil {
		t.Fatal(err)
	}
	if l1, l2 := benchLines(one.Bytes()), benchLines(two.Bytes()); !slices.Equal(l1, l2) || len(l1) != len(trials) || !strings.HasPrefix(l1[0], "BenchmarkProtocol/game=virus(players=3)/suite=initial/algo=brs/depth=2/trial=0 ") {
		t.Errorf("protocol lines with 1 and 2 workers: %q, %q", l1, l2)
	}
	// A searcher that does not run on the game: an error before anything is written.
	var b bytes.Buffer
	trials[0].Algo = "paranoid(eval=franks1)"
	if err := RunProtocol(context.Background(), &b, trials, Options{}); err == nil || !strings.Contains(err.Error(), "evaluation of Chinese Checkers") || b.Len() != 0 {
		t.Errorf("eval=franks1 on virus: %v, %d bytes", err, b.Len())
	}
}
