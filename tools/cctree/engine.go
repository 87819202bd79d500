package main

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/spec"
	"github.com/cctree/cctree/engine/searchers"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/positions"
)

// stdin is the input of cctree engine (a variable for the tests).
var stdin io.Reader = os.Stdin

// runEngine serves a registry searcher over CCP (docs/protocol.md) on stdin and stdout.
func runEngine(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("engine", `-algo SPEC

Serves the searcher SPEC as a CCP engine (docs/protocol.md) on stdin and stdout, so that other
harnesses, and cctree's own engine contestants, can use it. It speaks CCP 1.1 (and 1 to a host
that offers 1) and declares Chinese Checkers on every board, seat set and rule set, every game of
the games registry (1.1), "det depth nodes" and "reuse newgame", and the option algo (seed and
stream too for searchers that draw random numbers). "go depth D" alone is one direct search, as
cctree search -depth D runs it; nodes and movetime deepen iteratively. The final info line carries
the search's result: completed depth, node count, value, cutoffs, leaves, evals, stopped (and
strategy). Unknown commands are ignored. It ends at quit or at the end of stdin.

flags:`, stdout)
	algo := fs.String("algo", "", "searcher spec to serve (the engine option \"algo\" can change it), one of the forms (by family):\n"+searchers.Usage())
	if err := parse(fs, args); err != nil {
		return err
	}
	if *algo == "" {
		return usagef("-algo: missing searcher spec (e.g. -algo paranoid)")
	}
	if _, err := searchers.Parse(*algo); err != nil { // checked here, without a searcher, for exit status 2
		return usagef("-algo: %v", err)
	}
	return ccp.Serve(ctx, stdin, stdout, *algo)
}

// checkRow is one line of engine-check's table.
type checkRow struct {
	check, result, detail string
}

// engineCheck is one conformance run.
type engineCheck struct {
	cfg       ccp.Config
	e         *ccp.Engine
	hello     ccp.Hello
	rows      []checkRow
	divides   []string
	depth     int
	midDepth  int
	per       int
	nodes     int64
	movetime  time.Duration
	tolerance float64
	stopAfter time.Duration
	suite     string
	ccSuite   *positions.Suite
	only      []string // -games: the games to check ("chinesecheckers" or canonical specs); nil for all declared
	stderr    io.Writer
}

// runEngineCheck is the conformance run of an engine.
func runEngineCheck(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("engine-check", `[flags] CMD [ARGS...]

Runs the engine CMD ARGS (any program that speaks CCP, docs/protocol.md) and checks it on exactly
what it declares: every game of its games line (Chinese Checkers alone without one), and on
Chinese Checkers every declared board (the suites' boards without a boards line), seat set and
rule set:
  handshake      it completes within 10 s and declares what it plays (the start-up time is shown)
  perft          per game: the start position to -depth and -per positions at -mid-depth (of the
                 -suite where it has them, else of random playouts from the start), against
                 cctree's counts; a divergence is located down the tree and diagnosed (the move
                 lists differ, or the engine's perft disagrees with its own divide), with the
                 position and both move lists printed below the table
  moves          per game: positions sent as the start plus the moves played since give the perft
                 of the same positions sent whole (the "moves" form of position)
  search         per game (per board and seat set on Chinese Checkers): go depth 1, go nodes -nodes
                 (at most that many nodes) and go movetime -movetime (answered within the movetime
                 plus -tolerance of it, at least 50ms, net of the round trip of an isready sent
                 after it, on one of three tries; no stop sent) give legal moves
  stop           1.1: stop 100ms into an unbounded search gets its bestmove within the tolerance;
                 stop when no search runs and an unknown command get no reply
  det depth/nodes  for each kind the engine declares deterministic: the same search after
                 newgame twice gives the same depth, node count, value and move
A crash, a hang past the budget plus -grace, an illegal move, garbage, an output flood or an error
line fails its check (the engine is restarted for the next). Prints a pass/fail table; exit status
1 if a check failed, 2 for bad usage.

flags:`, stdout)
	depth := fs.Int("depth", 3, "perft depth on the start positions")
	midDepth := fs.Int("mid-depth", 2, "perft depth on the suite positions")
	suite := fs.String("suite", "mid", "position suite of the perft and search checks (Chinese Checkers' and each game's of that name)")
	per := fs.Int("per", 2, "positions per game (board and seat set)")
	nodes := fs.Int64("nodes", 1000, "node budget of the budget check (go nodes N)")
	movetime := fs.Duration("movetime", 200*time.Millisecond, "time budget of the budget check (go movetime)")
	tolerance := fs.Float64("tolerance", 0.3, "how far past -movetime (a fraction of it, at least 50ms) an answer passes the movetime and stop checks")
	grace := fs.Duration("grace", ccp.DefaultGrace, "how long past its budget an engine may take before it counts as hung")
	timeout := fs.Duration("timeout", time.Minute, "budget of a request without a movetime (perft, go depth, go nodes)")
	only := fs.String("games", "", "check only these games, each declared by the engine: chinesecheckers and game specs, a variant each ('chinesecheckers virus(players=3,size=6,adj=8)'); default: every game it declares, a game declared by name at its default options")
	dir := fs.String("dir", "", "working directory of the engine")
	log := fs.Bool("log", false, "pass the engine's standard error on to cctree's (default: discarded)")
	if err := parseArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usagef("engine-check: no engine command (e.g. cctree engine-check python3 examples/engines/python/greedy.py)")
	}
	if *depth < 1 || *depth > 6 || *midDepth < 1 || *midDepth > 6 {
		return usagef("engine-check: -depth and -mid-depth: want 1 to 6")
	}
	if *per < 1 || *nodes < 1 || *movetime < time.Millisecond {
		return usagef("engine-check: -per, -nodes and -movetime: want at least 1 (1ms)")
	}
	if *tolerance < 0 || *tolerance > 10 {
		return usagef("engine-check: -tolerance: want a fraction of -movetime from 0 to 10, got %g", *tolerance)
	}
	su, err := positions.Load(*suite)
	if err != nil {
		return usagef("-suite: %v", err)
	}
	var onlyGames []string
	for _, g := range strings.Fields(*only) {
		if g != ccp.ChineseCheckers {
			p, err := gamereg.Start(g)
			if err != nil {
				return usagef("engine-check: -games: %v", err)
			}
			g = p.Spec()
		}
		onlyGames = append(onlyGames, g)
	}
	c := &engineCheck{depth: *depth, midDepth: *midDepth, per: *per, nodes: *nodes, movetime: *movetime, tolerance: *tolerance,
		stopAfter: 100 * time.Millisecond, suite: *suite, ccSuite: su, stderr: stderr, only: onlyGames,
		cfg: ccp.Config{Command: fs.Args(), Dir: *dir, Grace: *grace, Timeout: *timeout}}
	if *log {
		c.cfg.Stderr = stderr
	}
	err = c.run(ctx)
	if werr := table.Write(stdout, table.Text, []string{"check", "result", "detail"}, "LLL", c.table()); werr != nil {
		return werr
	}
	for _, d := range c.divides {
		fmt.Fprintln(stdout, d)
	}
	if err != nil {
		return err
	}
	failed := 0
	for _, r := range c.rows {
		if r.result == "FAIL" {
			failed++
		}
	}
	if failed > 0 {
		return fmt.Errorf("engine-check: %d of %d checks failed", failed, len(c.rows))
	}
	fmt.Fprintf(stdout, "%s: all %d checks passed\n", c.hello.Name, len(c.rows))
	return nil
}

func (c *engineCheck) table() [][]string {
	var t [][]string
	for _, r := range c.rows {
		t = append(t, []string{r.check, r.result, r.detail})
	}
	return t
}

func (c *engineCheck) add(check, result, format string, args ...any) {
	c.rows = append(c.rows, checkRow{check, result, fmt.Sprintf(format, args...)})
}

// lateTries is how many times a search that answers later than the tolerance allows is tried
// before its check fails (punctual): a loaded machine makes a punctual engine late now and then
// (measured: at a load of 16-20 on 2 cores, cctree's served searchers 40-170% late).
const lateTries = 3

// allowed is the longest answer to a movetime (or stop) of d that passes.
func (c *engineCheck) allowed(d time.Duration) time.Duration {
	return d + max(time.Duration(float64(d)*c.tolerance), 50*time.Millisecond)
}

// engine returns a running engine, started again after a failure; nil (with a FAIL row) if it
// cannot be started.
func (c *engineCheck) engine(ctx context.Context) *ccp.Engine {
	if c.e != nil && c.e.Err() == nil {
		return c.e
	}
	if c.e != nil {
		c.e.Close()
		c.e = nil
	}
	e, err := ccp.Start(ctx, c.cfg)
	if err != nil {
		c.add("restart", "FAIL", "%v", err)
		return nil
	}
	c.e = e
	return e
}

// checkGame is one game to check: Chinese Checkers on a board, seat set and rule set, or a game
// of the registry (its start position), with its positions and what the engine is told.
type checkGame struct {
	board, seats, rules string           // Chinese Checkers
	start               gamereg.Position // another game (nil for Chinese Checkers)

	ccStart *game.State
	ccMid   []*game.State
	mid     []gamereg.Position
	ids     []string
	from    string // where the positions come from
}

func (g *checkGame) name() string {
	if g.start != nil {
		return g.start.Spec()
	}
	return g.board + " " + g.seats + " " + g.rules
}

func (g *checkGame) newGame(ctx context.Context, e *ccp.Engine) error {
	if g.start != nil {
		return e.NewGameOf(ctx, g.start.Spec())
	}
	return e.NewGame(ctx, g.board, g.seats, g.rules)
}

// node is a position of a game as engine-check walks it: the root plus moves in the game's
// notation.
type node struct {
	g     *checkGame
	root  int // -1: the start; else the index of a mid position
	moves []string
}

func (n node) cc() *game.State {
	s := *n.g.ccStart
	if n.root >= 0 {
		s = *n.g.ccMid[n.root]
	}
	for _, t := range n.moves {
		m, _ := s.ParseMove(t)
		s.Make(m)
	}
	return &s
}

func (n node) pos() gamereg.Position {
	p := n.g.start
	if n.root >= 0 {
		p = n.g.mid[n.root]
	}
	p = p.Clone()
	for _, t := range n.moves {
		p.Play(t)
	}
	return p
}

// line is the position command of the node: whole (its notation) or as its root plus moves.
func (n node) line(whole bool) string {
	if n.g.start == nil {
		if whole {
			return ccp.Position(n.cc(), nil)
		}
		root := *n.g.ccStart
		if n.root >= 0 {
			root = *n.g.ccMid[n.root]
		}
		return ccp.Position(&root, n.moves)
	}
	if whole {
		return ccp.PositionOf(n.pos().String(), nil)
	}
	root := n.g.start
	if n.root >= 0 {
		root = n.g.mid[n.root]
	}
	return ccp.PositionOf(root.String(), n.moves)
}

func (n node) String() string {
	if n.g.start == nil {
		return n.cc().String()
	}
	return n.pos().String()
}

// perft is cctree's perft of the node.
func (n node) perft(d int) uint64 {
	if n.g.start == nil {
		return new(game.Perfter).Perft(n.cc(), d)
	}
	return n.pos().Perft(d)
}

// divide is cctree's divide of the node.
func (n node) divide(d int) []ccp.Divided {
	var out []ccp.Divided
	if n.g.start == nil {
		s := n.cc()
		for _, de := range new(game.Perfter).Divide(s, d) {
			out = append(out, ccp.Divided{Move: s.MoveString(de.Move), Count: de.Count})
		}
		return out
	}
	for _, de := range n.pos().Divide(d) {
		out = append(out, ccp.Divided{Move: de.Move, Count: de.Count})
	}
	return out
}

func (n node) child(m string) node {
	return node{n.g, n.root, append(slices.Clone(n.moves), m)}
}

func (c *engineCheck) run(ctx context.Context) error {
	e, err := ccp.Start(ctx, c.cfg)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		c.add("handshake", "FAIL", "%v", err)
		return nil
	}
	c.e, c.hello = e, e.Hello
	defer func() {
		if c.e != nil {
			c.e.Close()
		}
	}()
	h := e.Hello
	det := "none"
	switch {
	case h.DetDepth && h.DetNodes:
		det = "depth nodes"
	case h.DetDepth:
		det = "depth"
	case h.DetNodes:
		det = "nodes"
	}
	list := func(l []string, none string) string {
		if l == nil {
			return none
		}
		return strings.Join(l, " ")
	}
	reuse := "fresh"
	if h.Reuse {
		reuse = "newgame"
	}
	c.add("handshake", "pass", "%s by %s; CCP %s; started in %v; games %s; boards %s; seats %s; rules %s; det %s; reuse %s", h.Name, h.Author,
		h.Version, e.Startup.Round(time.Millisecond), list(h.Games, ccp.ChineseCheckers), list(h.Boards, "all"), list(h.Seats, "all"),
		list(h.Rules, "free"), det, reuse)
	gs, err := c.games()
	if err != nil {
		return err
	}
	if len(gs) == 0 {
		c.add("games", "FAIL", "the engine declares no game cctree can check (Chinese Checkers on a board of CCN with a seat set and rule set of its own, or a game of %s)",
			strings.Join(gamereg.Names(), ", "))
		return nil
	}
	for _, g := range gs {
		if err := c.perft(ctx, g); err != nil {
			return err
		}
		if err := c.movesForm(ctx, g); err != nil {
			return err
		}
	}
	searched := map[string]bool{}
	for _, g := range gs {
		key := g.name()
		if g.start == nil {
			key = g.board + " " + g.seats // searches once per board and seat set
		}
		if searched[key] {
			continue
		}
		searched[key] = true
		if err := c.searches(ctx, g); err != nil {
			return err
		}
	}
	if e := c.engine(ctx); e != nil && e.V11() {
		if err := c.stop(ctx, gs[0]); err != nil {
			return err
		}
	}
	if h.DetDepth || h.DetNodes {
		if err := c.determinism(ctx, gs[0]); err != nil {
			return err
		}
	}
	return nil
}

// games lists what the engine declares: Chinese Checkers on each declared board (the suites'
// without a boards line), seat set (those of the suites on the board without a seats line) and
// rule set; then each game of its games line: a game's name at each player count with the
// default options, a spec at each player count it allows (or its own players=).
func (c *engineCheck) games() ([]*checkGame, error) {
	h := c.hello
	var out []*checkGame
	boards := h.Boards
	if boards == nil {
		boards = positions.Boards
	}
	var allSeats []string
	for _, b := range positions.Boards {
		for _, x := range positions.SeatSets[b] {
			if !slices.Contains(allSeats, x) {
				allSeats = append(allSeats, x)
			}
		}
	}
	if c.only != nil && !slices.Contains(c.only, ccp.ChineseCheckers) {
		boards = nil
	}
	for _, b := range boards {
		seatSets := h.Seats
		if seatSets == nil {
			seatSets = positions.SeatSets[b]
			if seatSets == nil {
				seatSets = allSeats
			}
		}
		geo := board.ByName(b)
		for _, seats := range seatSets {
			ss, err := game.ParseSeats(seats)
			if err != nil || game.CheckSeatsOn(geo, ss) != nil {
				continue // a declared seat set of another board
			}
			for _, r := range h.RuleSets() {
				if !h.Plays(b, seats, r.String()) {
					continue
				}
				g := &checkGame{board: b, seats: seats, rules: r.String()}
				if err := c.ccPositions(g); err != nil {
					return nil, err
				}
				out = append(out, g)
			}
		}
	}
	if c.only != nil {
		for _, sp := range c.only {
			if sp == ccp.ChineseCheckers {
				continue
			}
			if !h.PlaysGame(sp) {
				c.add("games", "FAIL", "-games %s: the engine does not declare it (games %s)", sp, strings.Join(h.Games, " "))
				continue
			}
			start, _ := gamereg.Start(sp)
			g := &checkGame{start: start}
			if err := c.gamePositions(g); err != nil {
				return nil, err
			}
			out = append(out, g)
		}
		return out, nil
	}
	seen := map[string]bool{}
	for _, decl := range h.Games {
		if decl == ccp.ChineseCheckers {
			continue
		}
		sp, err := spec.ParseSpec(decl)
		if err != nil {
			continue
		}
		gm, err := gamereg.Lookup(sp.Name)
		if err != nil {
			continue
		}
		var texts []string
		if slices.ContainsFunc(sp.Args, func(a spec.Arg) bool { return a.Key == "players" }) {
			texts = []string{decl}
		} else {
			for n := gm.MinPlayers; n <= gm.MaxPlayers; n++ {
				if len(sp.Args) == 0 {
					texts = append(texts, fmt.Sprintf("%s(players=%d)", sp.Name, n))
				} else {
					texts = append(texts, fmt.Sprintf("%s,players=%d)", strings.TrimSuffix(decl, ")"), n))
				}
			}
		}
		for _, t := range texts {
			start, err := gamereg.Start(t)
			if err != nil || seen[start.Spec()] || !h.PlaysGame(start.Spec()) {
				continue // a player count the variant does not allow
			}
			seen[start.Spec()] = true
			g := &checkGame{start: start}
			if err := c.gamePositions(g); err != nil {
				return nil, err
			}
			out = append(out, g)
		}
	}
	return out, nil
}

// playoutSeed seeds the random playouts of a game without suite positions: the same positions
// on every run.
const playoutSeed = 0x63637470

// streamOf is the playouts' random stream of a game: its own, the same on every run.
func streamOf(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64()
}

// ccPositions fills g's start and c.per positions: the suite's of its board and seat set, else
// random playouts from the start.
func (c *engineCheck) ccPositions(g *checkGame) error {
	rules, _ := game.ParseRules(g.rules)
	seats, _ := game.ParseSeats(g.seats)
	start, err := game.NewState(board.ByName(g.board), seats, rules)
	if err != nil {
		return err
	}
	g.ccStart = start
	for _, p := range c.ccSuite.Positions {
		if p.Board() != g.board || p.Seats() != g.seats || len(g.ccMid) == c.per {
			continue
		}
		s, err := game.Parse(p.CCN, rules)
		if err != nil {
			return err
		}
		g.ccMid, g.ids = append(g.ccMid, s), append(g.ids, c.suite+" "+p.ID)
	}
	g.from = c.suite + " suite"
	if len(g.ccMid) > 0 {
		return nil
	}
	g.from = "random playouts"
	rng := rand.New(rand.NewPCG(playoutSeed, streamOf(g.name())))
	for i := 0; len(g.ccMid) < c.per && i < 10*c.per; i++ {
		s := *start
		last := s // the last position before the end, if the playout ends the game
		var buf [game.MaxMoves]game.Move
		for ply := 0; ply < 8+8*i && !s.Terminal(); ply++ {
			last = s
			ms := s.Moves(buf[:0])
			if len(ms) == 0 {
				s.Make(game.Pass)
				continue
			}
			s.Make(ms[rng.IntN(len(ms))])
		}
		if s.Terminal() {
			s = last
		}
		if !s.Terminal() && s.String() != start.String() {
			p := s
			g.ccMid, g.ids = append(g.ccMid, &p), append(g.ids, fmt.Sprintf("playout %d", i+1))
		}
	}
	return nil
}

// gamePositions fills g's c.per positions: those of the game's suite c.suite of g's spec, else
// random playouts from the start.
func (c *engineCheck) gamePositions(g *checkGame) error {
	spec := g.start.Spec()
	g.from = c.suite + " suite"
	if su, err := positions.LoadGame(g.start.Game().Name, c.suite); err == nil {
		for _, gp := range su.Positions {
			if len(g.mid) == c.per {
				break
			}
			p, err := gamereg.Parse(gp.Text)
			if err != nil || p.Spec() != spec || p.Terminal() {
				continue
			}
			g.mid, g.ids = append(g.mid, p), append(g.ids, c.suite+" "+gp.ID)
		}
	}
	if len(g.mid) > 0 {
		return nil
	}
	g.from = "random playouts"
	rng := rand.New(rand.NewPCG(playoutSeed, streamOf(spec)))
	for i := 0; len(g.mid) < c.per && i < 10*c.per; i++ {
		p := g.start.Clone()
		last := p // the last position before the end, if the playout ends the game
		for ply := 0; ply < 4+4*i && !p.Terminal(); ply++ {
			last = p.Clone()
			ms := p.Moves()
			p.Play(ms[rng.IntN(len(ms))])
		}
		if p.Terminal() {
			p = last
		}
		if !p.Terminal() && p.String() != g.start.String() && !slices.ContainsFunc(g.mid, func(q gamereg.Position) bool { return q.String() == p.String() }) {
			g.mid, g.ids = append(g.mid, p), append(g.ids, fmt.Sprintf("playout %d", i+1))
		}
	}
	return nil
}

// failed records a failed check: a *Failure or context error of the engine, else a mismatch.
func (c *engineCheck) failed(check string, err error) error {
	if err != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
		return err
	}
	c.add(check, "FAIL", "%v", err)
	return nil
}

// perft compares the engine's perft with cctree's on g's start position (depths 1..c.depth) and
// on its positions (depth c.midDepth); a difference is diagnosed by diverge.
func (c *engineCheck) perft(ctx context.Context, g *checkGame) error {
	check := "perft " + g.name()
	e := c.engine(ctx)
	if e == nil {
		return nil
	}
	if err := g.newGame(ctx, e); err != nil {
		return c.failed(check, err)
	}
	type job struct {
		n     node
		depth int
		what  string
	}
	var jobs []job
	for d := 1; d <= c.depth; d++ {
		jobs = append(jobs, job{node{g, -1, nil}, d, "the start position"})
	}
	for i := range g.ids {
		jobs = append(jobs, job{node{g, i, nil}, c.midDepth, "position " + g.ids[i]})
	}
	for _, j := range jobs {
		want := j.n.perft(j.depth)
		got, err := e.PerftLine(ctx, j.n.line(true), j.depth)
		if err != nil {
			return c.failed(check, err)
		}
		if got != want {
			c.add(check, "FAIL", "perft %d = %d, cctree %d on %s; %s", j.depth, got, want, j.what, c.diverge(ctx, e, j.n, j.depth, got))
			return nil
		}
	}
	c.add(check, "pass", "%d counts: start position to depth %d, %d positions (%s) at depth %d", len(jobs), c.depth, len(g.ids), g.from, c.midDepth)
	return nil
}

// diverge descends from n (where the engine's perft(depth), got, differs from cctree's) to the
// position where the difference starts and says what it is there: the move lists differ, or the
// engine's perft disagrees with its own divide (the sum of the counts below its moves). A 1.1
// engine is asked for its divide; a 1.0 engine for the perft below each of cctree's moves and its
// perft 1 (its number of moves). The tables of the first divergence of the run are printed.
func (c *engineCheck) diverge(ctx context.Context, e *ccp.Engine, n node, depth int, got uint64) string {
	first := len(c.divides) == 0
	record := func(text string) {
		if first {
			c.divides = append(c.divides, text)
		}
	}
	after := func(n node) string {
		if len(n.moves) == 0 {
			return ""
		}
		return fmt.Sprintf(" after %q", strings.Join(n.moves, " "))
	}
	moveList := func(ds []ccp.Divided) string {
		var l []string
		for _, d := range ds {
			l = append(l, d.Move)
		}
		if len(l) == 0 {
			return "(none)"
		}
		return strings.Join(l, " ")
	}
	for d := depth; d >= 1; d-- {
		ours := n.divide(d)
		var theirs []ccp.Divided
		total := got
		if e.V11() {
			var err error
			theirs, total, err = e.DivideLine(ctx, n.line(false), d)
			if err != nil {
				return fmt.Sprintf("divide %d%s: %v", d, after(n), err)
			}
		} else if d == 1 {
			// 1.0 at depth 1: the engine's perft 1 is its number of moves.
			return fmt.Sprintf("at %s%s the move lists differ: the engine counts %d moves, cctree %d (cctree: %s; an engine of CCP 1.1 would be asked for its divide)",
				n, after(n), got, len(ours), moveList(ours))
		} else {
			for _, de := range ours {
				k, err := e.PerftLine(ctx, n.child(de.Move).line(false), d-1)
				var f *ccp.Failure
				if errors.As(err, &f) && f.Kind == ccp.Refused {
					return fmt.Sprintf("at %s%s the engine refused cctree's move %s (%q): the move lists differ (cctree: %s)", n, after(n), de.Move, f.Line, moveList(ours))
				}
				if err != nil {
					return fmt.Sprintf("perft %d below %s%s: %v", d-1, de.Move, after(n), err)
				}
				theirs = append(theirs, ccp.Divided{Move: de.Move, Count: k})
			}
		}
		var sum uint64
		theirCount := map[string]uint64{}
		for _, de := range theirs {
			sum += de.Count
			theirCount[de.Move] = de.Count
		}
		var rows []string
		next := ""
		for _, de := range ours {
			k, ok := theirCount[de.Move]
			mark, their := "", "-"
			if ok {
				their = strconv.FormatUint(k, 10)
			}
			if (!ok || k != de.Count) && next == "" && ok {
				next, mark = de.Move, "   <- first difference"
			}
			rows = append(rows, fmt.Sprintf("  %-10s %12d %12s%s", de.Move, de.Count, their, mark))
		}
		ourSet := map[string]bool{}
		for _, de := range ours {
			ourSet[de.Move] = true
		}
		var extra []string
		for _, de := range theirs {
			if !ourSet[de.Move] {
				extra = append(extra, de.Move)
				rows = append(rows, fmt.Sprintf("  %-10s %12s %12d", de.Move, "-", de.Count))
			}
		}
		record(fmt.Sprintf("divide %d of %s%s:\n  %-10s %12s %12s\n%s", d, n, after(n), "move", "cctree", "engine", strings.Join(rows, "\n")))
		var missing []string
		for _, de := range ours {
			if _, ok := theirCount[de.Move]; !ok {
				missing = append(missing, de.Move)
			}
		}
		switch {
		case e.V11() && sum != total:
			return fmt.Sprintf("at %s%s the engine's perft %d is %d but its own divide sums to %d: its perft disagrees with its own divide", n, after(n), d, total, sum)
		case e.V11() && (len(missing) > 0 || len(extra) > 0):
			return fmt.Sprintf("at %s%s the move lists differ: cctree's moves the engine lacks: %s; the engine's moves cctree lacks: %s (cctree: %s; engine: %s)",
				n, after(n), orNone(missing), orNone(extra), moveList(ours), moveList(theirs))
		case next != "":
			n = n.child(next)
			got = theirCount[next]
			continue
		case e.V11():
			return fmt.Sprintf("at %s%s the engine's divide %d agrees with cctree's move by move, yet its perft differed", n, after(n), d)
		}
		// 1.0: every child of cctree's has its count; the engine's number of moves tells the rest.
		k, err := e.PerftLine(ctx, n.line(false), 1)
		if err != nil {
			return fmt.Sprintf("perft 1%s: %v", after(n), err)
		}
		if int(k) != len(ours) {
			return fmt.Sprintf("at %s%s the move lists differ: the engine counts %d moves, cctree %d (cctree: %s; an engine of CCP 1.1 would be asked for its divide)",
				n, after(n), k, len(ours), moveList(ours))
		}
		return fmt.Sprintf("at %s%s the engine's perft %d is %d but its counts below the %d moves sum to %d: its perft disagrees with its own divide", n, after(n), d, got, len(ours), sum)
	}
	return fmt.Sprintf("at %s%s the counts differ at depth 0", n, after(n))
}

func orNone(l []string) string {
	if len(l) == 0 {
		return "none"
	}
	return strings.Join(l, " ")
}

// movesForm checks the "moves" form of position: on g's start position played forward by a few
// moves (and on its first position likewise), the engine's perft of the position sent as its
// root plus the moves equals its perft of the position sent whole, and cctree's.
func (c *engineCheck) movesForm(ctx context.Context, g *checkGame) error {
	check := "moves " + g.name()
	e := c.engine(ctx)
	if e == nil {
		return nil
	}
	if err := g.newGame(ctx, e); err != nil {
		return c.failed(check, err)
	}
	roots := []int{-1}
	if len(g.ids) > 0 {
		roots = append(roots, 0)
	}
	checked := 0
	for _, root := range roots {
		n := node{g, root, nil}
		for range 4 { // the first move of cctree's divide, four times: deterministic
			ds := n.divide(1)
			if len(ds) == 0 {
				break
			}
			n = n.child(ds[len(ds)/2].Move)
		}
		if len(n.moves) == 0 {
			continue
		}
		want := n.perft(c.midDepth)
		got, err := e.PerftLine(ctx, n.line(false), c.midDepth)
		if err != nil {
			return c.failed(check, err)
		}
		if got != want {
			whole, err := e.PerftLine(ctx, n.line(true), c.midDepth)
			if err != nil {
				return c.failed(check, err)
			}
			if whole == got {
				c.add(check, "FAIL", "perft %d = %d of the position sent as %q, as sent whole, but cctree %d: its perft differs (see the perft checks), not its reading of moves",
					c.midDepth, got, trimLine(n.line(false)), want)
				return nil
			}
			c.add(check, "FAIL", "perft %d = %d of the position sent as %q, but %d sent whole and cctree %d: does the engine play the moves of \"position ... moves\"?",
				c.midDepth, got, trimLine(n.line(false)), whole, want)
			return nil
		}
		checked++
	}
	c.add(check, "pass", "%d positions sent as a root plus %d moves: perft %d as sent whole", checked, 4, c.midDepth)
	return nil
}

func trimLine(l string) string {
	if len(l) > 120 {
		return l[:60] + " ... " + l[len(l)-50:]
	}
	return l
}

// search is one search of the engine at node n (whole) under req; stopAfter > 0 sends stop then.
func (c *engineCheck) search(ctx context.Context, e *ccp.Engine, n node, req ccp.Go, stopAfter time.Duration) (ccp.Reply, error) {
	if n.g.start == nil {
		return e.SearchStop(ctx, n.cc(), nil, req, stopAfter)
	}
	return e.SearchStop(ctx, nil, n.pos(), req, stopAfter)
}

// searches checks bestmove legality and budgets on g's positions.
func (c *engineCheck) searches(ctx context.Context, g *checkGame) error {
	check := "search " + g.name()
	if g.start == nil {
		check = "search " + g.board + " " + g.seats
	}
	e := c.engine(ctx)
	if e == nil {
		return nil
	}
	if err := g.newGame(ctx, e); err != nil {
		return c.failed(check, err)
	}
	if len(g.ids) == 0 {
		c.add(check, "FAIL", "no position to search (no suite position and every playout ended the game)")
		return nil
	}
	var maxNodes int64
	var maxTime time.Duration
	limit := c.allowed(c.movetime)
	for i := range g.ids {
		n := node{g, i, nil}
		for _, req := range []ccp.Go{{Depth: 1}, {Nodes: c.nodes}, {MoveTime: c.movetime}} {
			rep, err := c.search(ctx, e, n, req, 0)
			if err != nil {
				return c.failed(check, fmt.Errorf("%s on %s: %w", req, n, err))
			}
			r := rep.Result
			switch {
			case req.Depth > 0 && r.Depth > req.Depth:
				c.add(check, "FAIL", "%s: completed depth %d on %s", req, r.Depth, n)
				return nil
			case req.Nodes > 0:
				if r.NC > req.Nodes {
					c.add(check, "FAIL", "%s: %d nodes on %s", req, r.NC, n)
					return nil
				}
				maxNodes = max(maxNodes, r.NC)
			case req.MoveTime > 0:
				rep, ok, took, err := c.punctual(ctx, e, n, req, 0, rep, c.movetime)
				if err != nil {
					return c.failed(check, fmt.Errorf("%s on %s: %w", req, n, err))
				}
				if !ok {
					c.add(check, "FAIL", "%s: answered in %s, more than the movetime plus the tolerance (%v) every time, on %s", req, took, limit, n)
					return nil
				}
				r = rep.Result
				maxTime = max(maxTime, r.Elapsed)
			}
		}
	}
	c.add(check, "pass", "%d positions (%s): legal moves at depth 1, at most %d nodes of %d, at most %v of %v (tolerance to %v, net of an isready's round trip)", len(g.ids), g.from, maxNodes, c.nodes,
		maxTime.Round(time.Millisecond), c.movetime, limit)
	return nil
}

// punctual judges the time of rep, a search at n under req (stopAfter: the stop sent, if any)
// that was due after due: it passes when it answered within c.allowed(due) once the exchange's
// own latency is taken off, that latency being the round trip of an isready sent right after
// (on a loaded machine the engine and the host wait their turns for the processor, an engine's
// lateness no host can tell from it); a late answer is tried again, lateTries in all. It returns
// the last reply, whether it passed, and the times taken ("287ms (isready 130ms)", ...).
func (c *engineCheck) punctual(ctx context.Context, e *ccp.Engine, n node, req ccp.Go, stopAfter time.Duration, rep ccp.Reply, due time.Duration) (ccp.Reply, bool, string, error) {
	limit := c.allowed(due)
	var took []string
	for try := 1; ; try++ {
		el := rep.Result.Elapsed
		if el <= limit {
			return rep, true, "", nil
		}
		t0 := time.Now()
		if err := e.IsReady(ctx); err != nil {
			return rep, false, "", err
		}
		rtt := time.Since(t0)
		took = append(took, fmt.Sprintf("%v (isready after it %v)", el.Round(time.Millisecond), rtt.Round(time.Millisecond)))
		if el-rtt <= limit {
			return rep, true, "", nil
		}
		if try == lateTries {
			return rep, false, strings.Join(took, ", "), nil
		}
		var err error
		if rep, err = c.search(ctx, e, n, req, stopAfter); err != nil {
			return rep, false, "", err
		}
	}
}

// stop checks 1.1's stop: 100ms into a search without a limit it can reach (go depth 63) the
// host sends stop and the bestmove must come within the tolerance; stop when no search runs and
// an unknown command get no reply (isready after each gets readyok and nothing else).
func (c *engineCheck) stop(ctx context.Context, g *checkGame) error {
	e := c.engine(ctx)
	if e == nil {
		return nil
	}
	if err := g.newGame(ctx, e); err != nil {
		return c.failed("stop", err)
	}
	n := node{g, -1, nil}
	if len(g.ids) > 0 {
		n.root = 0
	}
	req := ccp.Go{Depth: game.MaxDepth - 1}
	limit := c.allowed(c.stopAfter)
	rep, err := c.search(ctx, e, n, req, c.stopAfter)
	if err != nil {
		return c.failed("stop", fmt.Errorf("%s, stop after %v, on %s: %w", req, c.stopAfter, n, err))
	}
	rep, ok, took, err := c.punctual(ctx, e, n, req, c.stopAfter, rep, c.stopAfter)
	if err != nil {
		return c.failed("stop", fmt.Errorf("%s, stop after %v, on %s: %w", req, c.stopAfter, n, err))
	}
	switch {
	case !ok:
		c.add("stop", "FAIL", "%s, stop after %v: bestmove after %s, more than the tolerance allows (%v) every time", req, c.stopAfter, took, limit)
	case !rep.Stopped:
		c.add("stop", "pass", "%s finished in %v, before the stop due at %v (nothing to stop)", req, rep.Result.Elapsed.Round(time.Millisecond), c.stopAfter)
	default:
		c.add("stop", "pass", "%s, stop after %v: bestmove after %v (tolerance to %v)", req, c.stopAfter, rep.Result.Elapsed.Round(time.Millisecond), limit)
	}
	for _, cmd := range []string{"stop", "xyzzy 1 2 3"} {
		check := "ignored " + strings.Fields(cmd)[0]
		if err := e.Send(ctx, cmd); err != nil {
			if err := c.failed(check, fmt.Errorf("%q when no search runs, then isready: %w", cmd, err)); err != nil {
				return err
			}
			if e = c.engine(ctx); e == nil {
				return nil
			}
			continue
		}
		c.add(check, "pass", "%q when no search runs: no reply (isready after it answered readyok alone)", cmd)
	}
	return nil
}

// determinism checks the declared kinds: the same search after newgame twice gives the same
// depth, nodes, value and move.
func (c *engineCheck) determinism(ctx context.Context, g *checkGame) error {
	if len(g.ids) == 0 {
		return c.failed("determinism", fmt.Errorf("no position of %s", g.name()))
	}
	n := node{g, 0, nil}
	var kinds []ccp.Go
	if c.hello.DetDepth {
		kinds = append(kinds, ccp.Go{Depth: 2})
	}
	if c.hello.DetNodes {
		kinds = append(kinds, ccp.Go{Nodes: c.nodes})
	}
	for _, req := range kinds {
		check := "det " + strings.Fields(req.String())[1]
		var res [2]search.Result
		var moves [2]string
		for i := range res {
			e := c.engine(ctx)
			if e == nil {
				return nil
			}
			if err := g.newGame(ctx, e); err != nil {
				return c.failed(check, err)
			}
			rep, err := c.search(ctx, e, n, req, 0)
			if err != nil {
				return c.failed(check, err)
			}
			res[i], moves[i] = rep.Result, rep.Move
			res[i].Elapsed = 0
		}
		if res[0] != res[1] || moves[0] != moves[1] {
			c.add(check, "FAIL", "%s twice on %s: depth %d nodes %d value %s move %s, then depth %d nodes %d value %s move %s", req, n,
				res[0].Depth, res[0].NC, res[0].Value, moves[0], res[1].Depth, res[1].NC, res[1].Value, moves[1])
			continue
		}
		c.add(check, "pass", "%s twice on %s: %d nodes, move %s both times", req, g.name(), res[0].NC, moves[0])
	}
	return nil
}
