package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/reports"
)

// stdin is the input of cctree engine (a variable for the tests).
var stdin io.Reader = os.Stdin

// runEngine serves a registry searcher over CCP (docs/protocol.md) on stdin and stdout.
func runEngine(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("engine", `-algo SPEC

Serves the searcher SPEC as a CCP engine (docs/protocol.md) on stdin and stdout, so that other
harnesses, and cctree's own engine contestants, can use it. It declares every board and rule set,
"det depth nodes" and "reuse newgame", and the option algo (seed and stream too for searchers that
draw random numbers). "go depth D" alone is one direct search, as cctree search -depth D runs it;
nodes and movetime deepen iteratively. The final info line carries the search's result: completed
depth, node count, value, cutoffs, leaves, evals, stopped (and strategy). It ends at quit or at the
end of stdin.

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
	cfg      ccp.Config
	e        *ccp.Engine
	hello    ccp.Hello
	rows     []checkRow
	divides  []string
	depth    int
	midDepth int
	per      int
	nodes    int64
	movetime time.Duration
	suite    *positions.Suite
	stderr   io.Writer
}

// runEngineCheck is the conformance run of an engine.
func runEngineCheck(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("engine-check", `[flags] CMD [ARGS...]

Runs the engine CMD ARGS (any program that speaks CCP, docs/protocol.md) and checks it:
  handshake      it completes within 10 s and declares what it plays
  perft          on every board, seat set and rule set of the suites that the engine declares: the
                 start position to -depth and -per suite positions at -mid-depth, against cctree's
                 counts; the first divergence is located with divides (printed below the table)
  search         per board and seat set, on -per suite positions: go depth 1, go nodes -nodes (at
                 most that many nodes) and go movetime -movetime answer legal moves in time
  det depth/nodes  for each kind the engine declares deterministic: the same search after
                 newgame twice gives the same depth, node count, value and move
A crash, a hang past the budget plus -grace, an illegal move, garbage, an output flood or an error
line fails its check (the engine is restarted for the next). Prints a pass/fail table; exit status
1 if a check failed, 2 for bad usage.

flags:`, stdout)
	depth := fs.Int("depth", 3, "perft depth on the start positions")
	midDepth := fs.Int("mid-depth", 2, "perft depth on the suite positions")
	suite := fs.String("suite", "mid", "position suite of the perft and search checks")
	per := fs.Int("per", 2, "positions of the suite per board and seat set")
	nodes := fs.Int64("nodes", 1000, "node budget of the budget check (go nodes N)")
	movetime := fs.Duration("movetime", 200*time.Millisecond, "time budget of the budget check (go movetime)")
	grace := fs.Duration("grace", ccp.DefaultGrace, "how long past its budget an engine may take before it counts as hung")
	timeout := fs.Duration("timeout", time.Minute, "budget of a request without a movetime (perft, go depth, go nodes)")
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
	su, err := positions.Load(*suite)
	if err != nil {
		return usagef("-suite: %v", err)
	}
	c := &engineCheck{depth: *depth, midDepth: *midDepth, per: *per, nodes: *nodes, movetime: *movetime, suite: su, stderr: stderr,
		cfg: ccp.Config{Command: fs.Args(), Dir: *dir, Grace: *grace, Timeout: *timeout}}
	if *log {
		c.cfg.Stderr = stderr
	}
	err = c.run(ctx)
	if werr := reports.WriteTable(stdout, reports.Text, []string{"check", "result", "detail"}, "LLL", c.table()); werr != nil {
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

// game is a board, seat set and rule set to check.
type gameKey struct{ board, seats, rules string }

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
	boards := "all"
	if h.Boards != nil {
		boards = strings.Join(h.Boards, " ")
	}
	rules := []string{"free"}
	if h.Rules != nil {
		rules = h.Rules
	}
	reuse := "fresh"
	if h.Reuse {
		reuse = "newgame"
	}
	c.add("handshake", "pass", "%s by %s; boards %s; rules %s; det %s; reuse %s", h.Name, h.Author, boards, strings.Join(rules, " "),
		det, reuse)
	var games []gameKey
	for _, b := range positions.Boards {
		for _, seats := range positions.SeatSets[b] {
			for _, r := range []string{"free", "nostop", "goallock"} {
				if h.Plays(b, r) {
					games = append(games, gameKey{b, seats, r})
				}
			}
		}
	}
	if len(games) == 0 {
		c.add("boards", "FAIL", "the engine plays none of the suites' boards (%s) under a rule set cctree knows", strings.Join(positions.Boards, ", "))
		return nil
	}
	for _, g := range games {
		if err := c.perft(ctx, g); err != nil {
			return err
		}
	}
	for _, g := range games {
		if g.rules != "free" && slices.Contains(rules, "free") {
			continue // searches once per board and seat set
		}
		if err := c.searches(ctx, g); err != nil {
			return err
		}
	}
	if h.DetDepth || h.DetNodes {
		if err := c.determinism(ctx, games[0]); err != nil {
			return err
		}
	}
	return nil
}

// states returns the start position and c.per suite positions of g, and their ids.
func (c *engineCheck) states(g gameKey) (*game.State, []*game.State, []string, error) {
	geo := board.ByName(g.board)
	rules, _ := game.ParseRules(g.rules)
	seats, _ := game.ParseSeats(g.seats)
	start, err := game.NewState(geo, seats, rules)
	if err != nil {
		return nil, nil, nil, err
	}
	var mid []*game.State
	var ids []string
	for _, p := range c.suite.Positions {
		if p.Board() != g.board || p.Seats() != g.seats || len(mid) == c.per {
			continue
		}
		s, err := game.Parse(p.CCN, rules)
		if err != nil {
			return nil, nil, nil, err
		}
		mid, ids = append(mid, s), append(ids, p.ID)
	}
	return start, mid, ids, nil
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
// on its suite positions (depth c.midDepth); a difference is located by descending into the
// first child whose count differs.
func (c *engineCheck) perft(ctx context.Context, g gameKey) error {
	check := fmt.Sprintf("perft %s %s %s", g.board, g.seats, g.rules)
	start, mid, ids, err := c.states(g)
	if err != nil {
		return c.failed(check, err)
	}
	e := c.engine(ctx)
	if e == nil {
		return nil
	}
	if err := e.NewGame(ctx, g.board, g.seats, g.rules); err != nil {
		return c.failed(check, err)
	}
	type job struct {
		s     *game.State
		depth int
		what  string
	}
	var jobs []job
	for d := 1; d <= c.depth; d++ {
		jobs = append(jobs, job{start, d, "the start position"})
	}
	for i, s := range mid {
		jobs = append(jobs, job{s, c.midDepth, c.suite.Name + " position " + ids[i]})
	}
	pf := new(game.Perfter)
	for _, j := range jobs {
		want := pf.Perft(j.s, j.depth)
		got, err := e.Perft(ctx, j.s, j.depth)
		if err != nil {
			return c.failed(check, err)
		}
		if got != want {
			c.add(check, "FAIL", "perft %d = %d, cctree %d on %s%s", j.depth, got, want, j.what, c.diverge(ctx, e, j.s, j.depth))
			return nil
		}
	}
	c.add(check, "pass", "%d counts: start position to depth %d, %d %s positions at depth %d", len(jobs), c.depth, len(mid), c.suite.Name, c.midDepth)
	return nil
}

// diverge descends from root (where perft(depth) differs) to the deepest position whose count
// differs, asking the engine for each child as root plus moves, and records the divides on the
// way (for the first divergence of the run only).
func (c *engineCheck) diverge(ctx context.Context, e *ccp.Engine, root *game.State, depth int) string {
	s := *root
	var path []game.Move
	var texts []string
	pf := new(game.Perfter)
	first := len(c.divides) == 0 // the divides of the first divergence only: enough to go on
	for d := depth; d > 1; d-- {
		var divide []string
		next := game.Pass
		found := false
		for _, de := range pf.Divide(&s, d) {
			got, err := e.PerftFrom(ctx, root, append(path, de.Move), d-1)
			if err != nil {
				return fmt.Sprintf("; divide stopped: %v", err)
			}
			mark := ""
			if got != de.Count && !found {
				found, next, mark = true, de.Move, "   <- first difference"
			}
			divide = append(divide, fmt.Sprintf("  %-8s %12d %12d%s", s.MoveString(de.Move), de.Count, got, mark))
		}
		if first {
			c.divides = append(c.divides, fmt.Sprintf("divide %d of %s (after %q):\n  %-8s %12s %12s\n%s", d, &s,
				strings.Join(texts, " "), "move", "cctree", "engine", strings.Join(divide, "\n")))
		}
		if !found {
			return fmt.Sprintf("; after %q every move of cctree's has its count: the move lists differ", strings.Join(texts, " "))
		}
		texts = append(texts, s.MoveString(next))
		path = append(path, next)
		s.Make(next)
	}
	return fmt.Sprintf("; first divergence after %q: the move lists differ", strings.Join(texts, " "))
}

// searches checks bestmove legality and budgets on g's suite positions.
func (c *engineCheck) searches(ctx context.Context, g gameKey) error {
	check := fmt.Sprintf("search %s %s", g.board, g.seats)
	_, mid, _, err := c.states(g)
	if err != nil {
		return c.failed(check, err)
	}
	e := c.engine(ctx)
	if e == nil {
		return nil
	}
	if err := e.NewGame(ctx, g.board, g.seats, g.rules); err != nil {
		return c.failed(check, err)
	}
	var maxNodes int64
	var maxTime time.Duration
	for _, s := range mid {
		for _, req := range []ccp.Go{{Depth: 1}, {Nodes: c.nodes}, {MoveTime: c.movetime}} {
			rep, err := e.Search(ctx, s, req)
			if err != nil {
				return c.failed(check, fmt.Errorf("%s on %s: %w", req, s, err))
			}
			r := rep.Result
			switch {
			case req.Depth > 0 && r.Depth > req.Depth:
				c.add(check, "FAIL", "%s: completed depth %d on %s", req, r.Depth, s)
				return nil
			case req.Nodes > 0:
				if r.NC > req.Nodes {
					c.add(check, "FAIL", "%s: %d nodes on %s", req, r.NC, s)
					return nil
				}
				maxNodes = max(maxNodes, r.NC)
			case req.MoveTime > 0:
				maxTime = max(maxTime, r.Elapsed)
			}
		}
	}
	c.add(check, "pass", "%d positions: legal moves at depth 1, at most %d nodes of %d, at most %v of %v", len(mid), maxNodes, c.nodes,
		maxTime.Round(time.Millisecond), c.movetime)
	return nil
}

// determinism checks the declared kinds: the same search after newgame twice gives the same
// depth, nodes, value and move.
func (c *engineCheck) determinism(ctx context.Context, g gameKey) error {
	_, mid, _, err := c.states(g)
	if err != nil || len(mid) == 0 {
		return c.failed("determinism", fmt.Errorf("no suite position of %s %s", g.board, g.seats))
	}
	s := mid[0]
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
		for i := range res {
			e := c.engine(ctx)
			if e == nil {
				return nil
			}
			if err := e.NewGame(ctx, g.board, g.seats, g.rules); err != nil {
				return c.failed(check, err)
			}
			rep, err := e.Search(ctx, s, req)
			if err != nil {
				return c.failed(check, err)
			}
			res[i] = rep.Result
			res[i].Elapsed = 0
		}
		if res[0] != res[1] {
			c.add(check, "FAIL", "%s twice on %s: depth %d nodes %d value %s move %s, then depth %d nodes %d value %s move %s", req, s,
				res[0].Depth, res[0].NC, res[0].Value, s.MoveString(res[0].Move), res[1].Depth, res[1].NC, res[1].Value, s.MoveString(res[1].Move))
			continue
		}
		c.add(check, "pass", "%s twice: %d nodes, move %s both times", req, res[0].NC, s.MoveString(res[0].Move))
	}
	return nil
}
