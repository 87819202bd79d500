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

// Suites are the position suites a sweep reads: the embedded ones (package positions) and the
// games sources loaded into it (LoadGames), with each (suite, board, seats) group parsed once and
// kept. The caller makes one (NewSuites) and hands it to whatever should share it (Selection,
// Options, NewPass, Positions, Trial.Start, Estimate); two Suites share nothing, so two sweeps in
// one process cannot see each other's games sources or groups. A Suites is safe for concurrent
// use. The nil *Suites is the embedded suites alone, each group parsed again whenever it is asked
// for (Run and RunProtocol make a Suites of their own when Options.Suites is nil).
type Suites struct {
	mu     sync.Mutex
	groups map[string]any       // "suite board seats" -> *group or error
	games  map[string][2]string // a games source's name -> its board and seats
}

// NewSuites returns an empty Suites: the embedded suites, no games source yet.
func NewSuites() *Suites {
	return &Suites{groups: map[string]any{}, games: map[string][2]string{}}
}

// orNew is su, or a new Suites for a nil su.
func (su *Suites) orNew() *Suites {
	if su == nil {
		return NewSuites()
	}
	return su
}

// gamesSource returns the board and seats of the games source name, if su holds one.
func (su *Suites) gamesSource(name string) ([2]string, bool) {
	if su == nil {
		return [2]string{}, false
	}
	su.mu.Lock()
	defer su.mu.Unlock()
	bs, ok := su.games[name]
	return bs, ok
}

// loadGroup returns the positions of c's group (or, with c.Pos, that position alone), in file
// order. The states are shared: copy one before searching it.
func (su *Suites) loadGroup(c benchname.Case) (*group, error) {
	key := c.Suite + " " + c.Board + " " + c.Seats
	var v any
	if su == nil {
		v = newGroup(c.Suite, c.Board, c.Seats)
	} else {
		su.mu.Lock()
		var ok bool
		if v, ok = su.groups[key]; !ok {
			v = newGroup(c.Suite, c.Board, c.Seats)
			su.groups[key] = v
		}
		su.mu.Unlock()
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
func (su *Suites) Positions(c benchname.Case) ([]benchname.Case, error) {
	g, err := su.loadGroup(c.Group())
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

// NewPass prepares the pass of c, whose positions su holds. With labels, each search runs inside pprof.Do with the labels
// algo, depth and suite (pprof.Do allocates a little, so allocs of a labelled pass are not the
// searcher's alone).
func (su *Suites) NewPass(c benchname.Case, labels bool) (*Pass, error) {
	g, err := su.loadGroup(c)
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
