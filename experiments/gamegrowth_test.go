package experiments

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/positions"
)

// TestDepthWithinIsTheBudgetsDepth holds the game-growth table's depth column to the search it
// stands for: on positions of every game of the table, the depth depthWithin computes from the
// fixed-depth counts is the depth a search with that node budget reports (search.RunOf's
// iterative deepening), for budgets that stop it at several depths. A game's searchers are those
// of paranoid, brs+ and maxn its table measures to depth 3 or deeper (on Blokus, whose depth 3
// is millions of nodes for the others, brs+ alone).
func TestDepthWithinIsTheBudgetsDepth(t *testing.T) {
	ctx := context.Background()
	checked := map[int]bool{}
	for _, g := range gameGrowthGames {
		if g.game == "" {
			continue // Chinese Checkers runs through the same search.RunOf
		}
		name := g.game[:len(g.game)-len("(players=4)")]
		suite, err := positions.LoadGame(name, "mid")
		if err != nil {
			t.Fatal(err)
		}
		specs := deepTo(g.depths, 3, "paranoid", "brs+", "maxn")
		if len(specs) == 0 {
			t.Errorf("%s: none of paranoid, brs+ and maxn is measured to depth 3: the test checks nothing there", g.game)
		}
		n := 0
		for _, sp := range suite.Positions {
			p, err := games.Parse(sp.Text)
			if err != nil {
				t.Fatal(err)
			}
			if p.NumPlayers() != 4 || p.Terminal() {
				continue
			}
			if n++; n > 2 {
				break
			}
			for _, spec := range specs {
				s, err := p.NewSearcher(spec)
				if err != nil {
					t.Fatal(err)
				}
				var nc []float64
				for d := 1; d <= 3; d++ {
					r, err := s.Search(ctx, p, search.Limits{Depth: d})
					if err != nil {
						t.Fatal(err)
					}
					nc = append(nc, float64(r.NC))
				}
				for _, budget := range []float64{nc[0] - 1, nc[0], nc[0] + nc[1] - 1, nc[0] + nc[1], nc[0] + nc[1] + nc[2]} {
					want := depthWithin(nc, budget)
					r, err := s.Search(ctx, p, search.Limits{Depth: 3, Nodes: int64(budget)})
					if err != nil {
						t.Fatal(err)
					}
					if r.Depth != want {
						t.Errorf("%s %s %s: budget %.0f: the search completed depth %d, depthWithin says %d (NC per depth %v)", g.game, sp.ID, spec, budget, r.Depth, want, nc)
					}
					checked[want] = true
				}
			}
		}
	}
	for d := 0; d <= 3; d++ {
		if !checked[d] {
			t.Errorf("no budget stopped the search after depth %d: the test checks less than it says", d)
		}
	}
}

// deepTo returns those of specs that depths ("searchers:A-B", as gameGrowthGames gives them)
// measure to depth d or deeper.
func deepTo(depths []string, d int, specs ...string) []string {
	var out []string
	for _, run := range searchRuns("", "", "", depths...) {
		last := run.Depths[strings.LastIndex(run.Depths, "-")+1:]
		if n, err := strconv.Atoi(last); err == nil && n >= d {
			for _, a := range run.Algos {
				if slices.Contains(specs, a) {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

func TestDepthWithin(t *testing.T) {
	for _, c := range []struct {
		nc     []float64
		budget float64
		want   int
	}{
		{[]float64{10, 100, 1000}, 9, 0},
		{[]float64{10, 100, 1000}, 10, 1},
		{[]float64{10, 100, 1000}, 110, 2},
		{[]float64{10, 100, 1000}, 1109, 2},
		{[]float64{10, 100, 1000}, 1110, 3},
	} {
		if got := depthWithin(c.nc, c.budget); got != c.want {
			t.Errorf("depthWithin(%v, %.0f) = %d, want %d", c.nc, c.budget, got, c.want)
		}
	}
}
