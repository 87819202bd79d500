package sweep

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"runtime/pprof"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep/benchname"
)

// group is the positions of one (suite, board, seats) group, or of one (suite, game spec) group
// of another game, parsed once.
type group struct {
	ids    []string
	states []game.State     // Chinese Checkers
	gpos   []games.Position // another game's (shared: Clone before searching)
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
	added  map[string][]byte    // "game suite" -> a suite file of a game without embedded suites (AddGameSuite)
}

// NewSuites returns an empty Suites: the embedded suites, no games source yet.
func NewSuites() *Suites {
	return &Suites{groups: map[string]any{}, games: map[string][2]string{}, added: map[string][]byte{}}
}

// AddGameSuite makes data, a suite file of game in positions' form (positions.ParseGame), the
// suite named suite of game in su: for a game of the registry without embedded suites, whose
// suites are generated on demand (positions/generate.GameSuite; cctree sweep does it, cached
// under tmp/suites), or a games source of any game (LoadGames). An embedded suite is not
// replaced: adding one of its name is an error.
func (su *Suites) AddGameSuite(game, suite string, data []byte) error {
	if su == nil {
		return fmt.Errorf("sweep: suite %s of %s: no Suites to add it to (NewSuites makes one)", suite, game)
	}
	if slices.Contains(positions.GameSuites(game), suite) {
		return fmt.Errorf("sweep: %s has an embedded suite %s: it is not replaced", game, suite)
	}
	if _, err := positions.ParseGame(game, suite, data); err != nil {
		return fmt.Errorf("sweep: %v", err)
	}
	su.mu.Lock()
	defer su.mu.Unlock()
	su.added[game+" "+suite] = slices.Clone(data)
	delete(su.groups, "game "+game+" "+suite)
	return nil
}

// GameSuites returns the suites of game a sweep of su can read, sorted: the embedded ones
// (positions.GameSuites) and those added to su (AddGameSuite, LoadGames).
func (su *Suites) GameSuites(game string) []string {
	out := positions.GameSuites(game)
	if su == nil {
		return out
	}
	su.mu.Lock()
	defer su.mu.Unlock()
	for k := range su.added {
		if g, suite, _ := strings.Cut(k, " "); g == game {
			out = append(out, suite)
		}
	}
	slices.Sort(out)
	return out
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

// cache returns what make returns for key, made once per su (every time for a nil su).
func (su *Suites) cache(key string, make func() any) any {
	if su == nil {
		return make()
	}
	su.mu.Lock()
	defer su.mu.Unlock()
	v, ok := su.groups[key]
	if !ok {
		v = make()
		su.groups[key] = v
	}
	return v
}

// loadGroup returns the positions of c's group (or, with c.Pos, that position alone), in file
// order. The states and positions are shared: copy one before searching it.
func (su *Suites) loadGroup(c benchname.Case) (*group, error) {
	var v any
	where := c.Board + " " + c.Seats
	if c.Game != "" {
		where = c.Game
		name, _, _ := strings.Cut(c.Game, "(")
		gs, err := su.gameSuite(name, c.Suite)
		if err != nil {
			return nil, err
		}
		g := gs.groups[c.Game]
		if g == nil {
			return nil, fmt.Errorf("sweep: suite %s of %s has no positions of %s (it has %s)", c.Suite, name, c.Game, strings.Join(gs.specs, ", "))
		}
		v = g
	} else {
		v = su.cache(c.Suite+" "+c.Board+" "+c.Seats, func() any { return newGroup(c.Suite, c.Board, c.Seats) })
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
		return nil, fmt.Errorf("sweep: suite %s has no position %q on %s", c.Suite, c.Pos, where)
	}
	one := &group{ids: g.ids[i : i+1]}
	if c.Game != "" {
		one.gpos = g.gpos[i : i+1]
	} else {
		one.states = g.states[i : i+1]
	}
	return one, nil
}

// gameSuite is a suite of a game other than Chinese Checkers, parsed: its groups (one per game
// spec, positions.GameSuite's positions read by the game registry) in file order.
type gameSuite struct {
	specs  []string
	groups map[string]*group
}

// gameSuite returns the suite of the game name, parsed once per su.
func (su *Suites) gameSuite(name, suite string) (*gameSuite, error) {
	var added []byte
	if su != nil {
		su.mu.Lock()
		added = su.added[name+" "+suite]
		su.mu.Unlock()
	}
	v := su.cache("game "+name+" "+suite, func() any { return newGameSuite(name, suite, added) })
	if err, bad := v.(error); bad {
		return nil, err
	}
	return v.(*gameSuite), nil
}

// newGameSuite parses the suite of the game name: the embedded one, or added, a file of
// AddGameSuite.
func newGameSuite(name, suite string, added []byte) any {
	s, err := positions.LoadGame(name, suite)
	if added != nil {
		s, err = positions.ParseGame(name, suite, added)
	}
	if err != nil {
		return fmt.Errorf("sweep: %v", err)
	}
	gs := &gameSuite{groups: map[string]*group{}}
	for _, p := range s.Positions {
		pos, err := games.Parse(p.Text)
		if err != nil {
			return fmt.Errorf("sweep: suite %s of %s: %s: %v", suite, name, p.ID, err)
		}
		spec := pos.Spec()
		g := gs.groups[spec]
		if g == nil {
			g = &group{}
			gs.groups[spec] = g
			gs.specs = append(gs.specs, spec)
		}
		g.ids = append(g.ids, p.ID)
		g.gpos = append(g.gpos, pos)
	}
	return gs
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

// GameGroups returns the groups (canonical game specs, "virus(players=4)") of the suite of the
// game name (positions.GameSuites), in file order.
func (su *Suites) GameGroups(name, suite string) ([]string, error) {
	gs, err := su.gameSuite(name, suite)
	if err != nil {
		return nil, err
	}
	return slices.Clone(gs.specs), nil
}

// GamePositions returns copies of the positions of the game case c's group (or its one
// position), in the suite's file order.
func (su *Suites) GamePositions(c benchname.Case) ([]games.Position, error) {
	if c.Game == "" {
		return nil, fmt.Errorf("sweep: %s is not a case of a game other than Chinese Checkers", c.Name())
	}
	g, err := su.loadGroup(c)
	if err != nil {
		return nil, err
	}
	out := make([]games.Position, len(g.gpos))
	for i, p := range g.gpos {
		out[i] = p.Clone()
	}
	return out, nil
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
// A Pass of Chinese Checkers searches with a search.Searcher (Run, Search), one of another game
// (Case.Game) with a games.Searcher of that game (GameSearcher, RunGame, SearchGame).
type Pass struct {
	benchname.Case
	states []game.State
	gpos   []games.Position
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
	for _, pos := range g.gpos {
		p.gpos = append(p.gpos, pos.Clone())
	}
	if labels {
		l := pprof.Labels("algo", c.Algo, "depth", strconv.Itoa(c.Depth), "iters", strconv.Itoa(c.Iters), "suite", c.Suite)
		p.labels = &l
	}
	return p, nil
}

// limits are the search limits of the case: its depth, or its iterations.
func (p *Pass) limits() search.Limits {
	if p.Iters > 0 {
		return search.Limits{Iterations: int64(p.Iters)}
	}
	return search.Limits{Depth: p.Depth}
}

// Len is the number of positions of the pass.
func (p *Pass) Len() int { return len(p.states) + len(p.gpos) }

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
	lim := p.limits()
	if p.labels == nil {
		return sr.Search(ctx, &p.states[i], lim)
	}
	var r search.Result
	pprof.Do(ctx, *p.labels, func(ctx context.Context) { r = sr.Search(ctx, &p.states[i], lim) })
	return r
}

// GameSearcher returns a searcher of the case's spec for the case's game (Position.NewSearcher):
// an error if the case is of Chinese Checkers or the spec does not run on the game.
func (p *Pass) GameSearcher() (games.Searcher, error) {
	if len(p.gpos) == 0 {
		return nil, fmt.Errorf("sweep: %s is not a case of a game other than Chinese Checkers", p.Name())
	}
	sr, err := p.gpos[0].NewSearcher(p.Algo)
	if err != nil {
		return nil, fmt.Errorf("sweep: %s: %v", p.Name(), err)
	}
	return sr, nil
}

// RunGame searches every position of a game's pass once with sr and returns the total NC.
func (p *Pass) RunGame(sr games.Searcher) (int64, error) {
	var nodes int64
	for i := range p.gpos {
		r, err := p.SearchGame(context.Background(), sr, i)
		if err != nil {
			return 0, err
		}
		nodes += r.NC
	}
	return nodes, nil
}

// SearchGame searches position i of a game's pass with sr (Reset first) at the case's depth
// under ctx. The result is a search.Result without its move (the counts, statistics, value and
// time of the search).
func (p *Pass) SearchGame(ctx context.Context, sr games.Searcher, i int) (search.Result, error) {
	sr.Reset()
	lim := p.limits()
	var r search.ResultOf[string]
	var err error
	if p.labels == nil {
		r, err = sr.Search(ctx, p.gpos[i], lim)
	} else {
		pprof.Do(ctx, *p.labels, func(ctx context.Context) { r, err = sr.Search(ctx, p.gpos[i], lim) })
	}
	return search.Result{Value: r.Value, NC: r.NC, Depth: r.Depth, Stats: r.Stats, Stopped: r.Stopped, Elapsed: r.Elapsed, Strategy: r.Strategy}, err
}
