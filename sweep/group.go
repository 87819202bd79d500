package sweep

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync"

	"runtime/pprof"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep/benchname"
)

// group is the positions of one (suite, board, seats) group, parsed once.
type group struct {
	ids    []string
	states []game.State
}

var groups sync.Map // "suite board seats" -> *group or error

// loadGroup returns the positions of c's group (or, with c.Pos, that position alone), in file
// order. The states are shared: copy one before searching it.
func loadGroup(c benchname.Case) (*group, error) {
	key := c.Suite + " " + c.Board + " " + c.Seats
	v, ok := groups.Load(key)
	if !ok {
		v = newGroup(c.Suite, c.Board, c.Seats)
		v, _ = groups.LoadOrStore(key, v)
	}
	if err, bad := v.(error); bad {
		return nil, err
	}
	g := v.(*group)
	if c.Pos == "" {
		return g, nil
	}
	i := slices.Index(g.ids, c.Pos)
	if i < 0 {
		return nil, fmt.Errorf("sweep: suite %s has no position %q on %s %s", c.Suite, c.Pos, c.Board, c.Seats)
	}
	return &group{g.ids[i : i+1], g.states[i : i+1]}, nil
}

func newGroup(suite, board, seats string) any {
	s, err := positions.Load(suite)
	if err != nil {
		return err
	}
	g := &group{}
	for _, p := range s.Positions {
		if p.Board() != board || p.Seats() != seats {
			continue
		}
		st, err := p.State()
		if err != nil {
			return err
		}
		g.ids = append(g.ids, p.ID)
		g.states = append(g.states, *st)
	}
	if len(g.ids) == 0 {
		return fmt.Errorf("sweep: suite %s has no positions on %s %s", suite, board, seats)
	}
	return g
}

// Positions returns the per-position cases of c's group, in the suite's file order.
func Positions(c benchname.Case) ([]benchname.Case, error) {
	g, err := loadGroup(c.Group())
	if err != nil {
		return nil, err
	}
	out := make([]benchname.Case, len(g.ids))
	for i, id := range g.ids {
		out[i] = c
		out[i].Pos = id
	}
	return out, nil
}

// Pass is one search of every position of a case (its group, or its one position) by one
// searcher, Reset before each position so that adaptive searchers start every position from
// scratch and the pass does not depend on the order of the positions. It is what a benchmark
// op and a runner job do; a Pass owns copies of the states and is not safe for concurrent use.
type Pass struct {
	benchname.Case
	states []game.State
	labels *pprof.LabelSet
}

// NewPass prepares the pass of c. With labels, each search runs inside pprof.Do with the labels
// algo, depth and suite (pprof.Do allocates a little, so allocs of a labelled pass are not the
// searcher's alone).
func NewPass(c benchname.Case, labels bool) (*Pass, error) {
	g, err := loadGroup(c)
	if err != nil {
		return nil, err
	}
	p := &Pass{Case: c, states: slices.Clone(g.states)}
	if labels {
		l := pprof.Labels("algo", c.Algo, "depth", strconv.Itoa(c.Depth), "suite", c.Suite)
		p.labels = &l
	}
	return p, nil
}

// Len is the number of positions of the pass.
func (p *Pass) Len() int { return len(p.states) }

// Run searches every position once with sr and returns the total NC.
func (p *Pass) Run(sr search.Searcher) int64 {
	var nodes int64
	for i := range p.states {
		nodes += p.Search(context.Background(), sr, i).NC
	}
	return nodes
}

// Search searches position i with sr (Reset first) at the case's depth under ctx.
func (p *Pass) Search(ctx context.Context, sr search.Searcher, i int) search.Result {
	sr.Reset()
	lim := search.Limits{Depth: p.Depth}
	if p.labels == nil {
		return sr.Search(ctx, &p.states[i], lim)
	}
	var r search.Result
	pprof.Do(ctx, *p.labels, func(ctx context.Context) { r = sr.Search(ctx, &p.states[i], lim) })
	return r
}
