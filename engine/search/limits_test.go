package search_test

import (
	"context"
	"testing"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
)

// TestZeroLimits: the zero Limits is a bounded search (search.DefaultNodes), not an endless one,
// for every family; an explicit budget or depth is unchanged by Resolve.
func TestZeroLimits(t *testing.T) {
	s, err := game.NewState(board.Star73(), []int{0, 1, 3, 4}, game.Free)
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"paranoid", "brs+", "maxn", "mpmix(td=0.05,to=0.1)"} {
		r := searchers.MustParse(spec).New().Search(context.Background(), s, search.Limits{})
		// The budget is checked every few nodes, so NC may pass it by a little.
		if r.Depth < 1 || r.NC > search.DefaultNodes+search.DefaultNodes/8 {
			t.Errorf("%s, Limits{}: depth %d, NC %d; want depth >= 1 and NC within about %d", spec, r.Depth, r.NC, search.DefaultNodes)
		}
	}
	for _, c := range []struct {
		lim      search.Limits
		deadline bool
		depth    int
		nodes    int64
	}{
		{search.Limits{}, false, search.MaxPly - 1, search.DefaultNodes},
		{search.Limits{}, true, search.MaxPly - 1, 0},
		{search.Limits{Depth: 3}, false, 3, 0},
		{search.Limits{Nodes: 500}, false, search.MaxPly - 1, 500},
		{search.Limits{Depth: 99}, false, search.MaxPly - 1, 0},
	} {
		if d, n := c.lim.Resolve(c.deadline); d != c.depth || n != c.nodes {
			t.Errorf("%+v.Resolve(%v) = %d, %d; want %d, %d", c.lim, c.deadline, d, n, c.depth, c.nodes)
		}
	}
}
