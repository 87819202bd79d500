package ccp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
)

// Config says how to run an engine.
type Config struct {
	Command []string          // the program and its arguments
	Dir     string            // working directory ("" for the host's)
	Env     []string          // extra environment variables, "KEY=VALUE", added to the host's
	Options map[string]string // setoption after the handshake, in name order
	// Grace is how long past its budget an engine may take to answer (default DefaultGrace).
	Grace time.Duration
	// Handshake bounds the handshake (default DefaultHandshake).
	Handshake time.Duration
	// Timeout is the budget of a request without a movetime: go depth, go nodes, perft and
	// isready (default DefaultTimeout); the grace comes on top.
	Timeout time.Duration
	// MaxLines bounds the lines of one reply (default MaxLines).
	MaxLines int
	// Stderr receives the engine's standard error (nil: discarded).
	Stderr io.Writer
	// DetDepth and DetNodes are the determinism the engines file promises for the engine ("det =
	// depth nodes", copied from what the engine declares in its handshake), known without
	// starting it: a match's record is deterministic only with them (match.Config.Deterministic).
	// A running engine's own declaration is its Hello.
	DetDepth, DetNodes bool
	// V10 offers the engine version 1 instead of 1.1 (the host sets it after an engine refused
	// 1.1, so that it is not offered 1.1 again).
	V10 bool
}

// Defaults of Config.
const (
	DefaultGrace     = time.Second
	DefaultHandshake = 10 * time.Second
	DefaultTimeout   = 5 * time.Minute
)

// Kind is the kind of an engine failure.
type Kind string

// The failures of docs/protocol.md.
const (
	Crash   Kind = "crash"   // the process exited or closed its output while a reply was due
	Hang    Kind = "hang"    // no complete reply before budget plus grace
	Illegal Kind = "illegal" // a bestmove that is not legal in the position
	Garbage Kind = "garbage" // a line that is not a valid reply at that point
	Flood   Kind = "flood"   // a line longer than MaxLine or too many lines for one command
	Refused Kind = "refused" // an "error" line
)

// Failure is an engine's misbehaviour: its kind, the offending line (up to 200 bytes; "" when
// there is none, as for a hang) and what was wrong. After a Failure the engine is dead: its
// process group is killed and every later request returns the same Failure. It is the forfeit
// reason of a match.
type Failure struct {
	Kind   Kind
	Line   string
	Detail string

	handshake bool // it happened before the end of the handshake
}

func (f *Failure) Error() string {
	s := "ccp: engine " + string(f.Kind) + ": " + f.Detail
	if f.Line != "" {
		s += " (line " + strconv.Quote(f.Line) + ")"
	}
	return s
}

// ErrUnsupported is returned by NewGame for a board or rule set the engine did not declare.
var ErrUnsupported = errors.New("ccp: the engine does not play this board or rule set")

var errTooLong = errors.New("line too long")

type event struct {
	line string
	err  error // io.EOF, errTooLong (line holds its start) or a read error
}

// Engine is a running engine process. Its methods are not safe for concurrent use.
type Engine struct {
	Hello Hello // what the engine said in the handshake
	// Startup is how long the start took: the process's start and the handshake (and the
	// second attempt of an engine offered 1 after refusing 1.1). The first search's time does
	// not include it.
	Startup time.Duration
	// AutoStop (on by default for a 1.1 engine) sends stop when a search's movetime has passed
	// without a bestmove; engine-check turns it off to see whether the engine keeps the time itself.
	AutoStop bool

	cfg     Config
	cmd     *exec.Cmd
	pgid    int
	stdin   *os.File
	stdout  *os.File
	stderr  *os.File // nil when cfg.Stderr is an *os.File given to the process directly
	events  chan event
	quit    chan struct{} // closed by Close: the goroutines stop
	exited  chan struct{} // closed when the process has been waited for
	waitErr error
	wg      sync.WaitGroup
	failed  *Failure
	closed  bool
	wbuf    []byte
}

// Start starts the engine, performs the handshake and sets cfg.Options. The engine's process
// group is killed when ctx ends. A misbehaving engine gives a *Failure (the process is gone).
//
// The host offers version 1.1; an engine that refuses it (an error line, or an exit, before
// its handshake ends) is started again and offered 1, as a 1.0 engine expects. Startup is the
// time from the start of the process to the end of the handshake, both attempts included.
func Start(ctx context.Context, cfg Config) (*Engine, error) {
	t0 := time.Now()
	e, err := startOnce(ctx, cfg)
	var f *Failure
	if !cfg.V10 && errors.As(err, &f) && f.handshake && (f.Kind == Refused || f.Kind == Crash) {
		cfg.V10 = true
		e, err = startOnce(ctx, cfg)
	}
	if e != nil {
		e.Startup = time.Since(t0)
	}
	return e, err
}

func startOnce(ctx context.Context, cfg Config) (*Engine, error) {
	if len(cfg.Command) == 0 {
		return nil, errors.New("ccp: no engine command")
	}
	if cfg.Grace <= 0 {
		cfg.Grace = DefaultGrace
	}
	if cfg.Handshake <= 0 {
		cfg.Handshake = DefaultHandshake
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.MaxLines <= 0 {
		cfg.MaxLines = MaxLines
	}
	e := &Engine{cfg: cfg, events: make(chan event), quit: make(chan struct{}), exited: make(chan struct{})}
	cmd := exec.Command(cfg.Command[0], cfg.Command[1:]...)
	cmd.Dir = cfg.Dir
	if len(cfg.Env) > 0 {
		cmd.Env = append(os.Environ(), cfg.Env...)
	}
	cmd.SysProcAttr = sysProcAttr()
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("ccp: %w", err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, fmt.Errorf("ccp: %w", err)
	}
	cmd.Stdin, cmd.Stdout = inR, outW
	var errR, errW *os.File
	if f, ok := cfg.Stderr.(*os.File); ok {
		cmd.Stderr = f
	} else if errR, errW, err = os.Pipe(); err == nil {
		cmd.Stderr = errW
	}
	closeAll := func(fs ...*os.File) {
		for _, f := range fs {
			if f != nil {
				f.Close()
			}
		}
	}
	if err != nil {
		closeAll(inR, inW, outR, outW)
		return nil, fmt.Errorf("ccp: %w", err)
	}
	if err := cmd.Start(); err != nil {
		closeAll(inR, inW, outR, outW, errR, errW)
		return nil, fmt.Errorf("ccp: starting %s: %w", cfg.Command[0], err)
	}
	closeAll(inR, outW, errW) // the child's ends
	e.cmd, e.pgid, e.stdin, e.stdout, e.stderr = cmd, cmd.Process.Pid, inW, outR, errR
	e.wg.Add(3)
	go func() { // the only waiter of the process
		defer e.wg.Done()
		e.waitErr = cmd.Wait()
		close(e.exited)
	}()
	go e.read()
	go func() { // ctx ends: kill the group; the request in progress sees the exit
		defer e.wg.Done()
		select {
		case <-ctx.Done():
			e.kill()
		case <-e.quit:
		}
	}()
	if errR != nil {
		e.wg.Add(1)
		go func() {
			defer e.wg.Done()
			w := cfg.Stderr
			if w == nil {
				w = io.Discard
			}
			io.Copy(w, errR)
		}()
	}
	if err := e.handshake(ctx); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

// read sends each line of the engine's output to e.events until the output ends.
func (e *Engine) read() {
	defer e.wg.Done()
	br := bufio.NewReaderSize(e.stdout, MaxLine)
	send := func(ev event) bool {
		select {
		case e.events <- ev:
			return true
		case <-e.quit:
			return false
		}
	}
	for {
		b, err := br.ReadSlice('\n')
		switch {
		case err == nil:
			b = b[:len(b)-1]
			if n := len(b); n > 0 && b[n-1] == '\r' {
				b = b[:n-1]
			}
			if !send(event{line: string(b)}) {
				return
			}
			continue
		case errors.Is(err, bufio.ErrBufferFull):
			send(event{line: trim(string(b)), err: errTooLong})
		default:
			if len(b) > 0 && !send(event{line: trim(string(b))}) { // a last line without newline
				return
			}
			send(event{err: err})
		}
		return
	}
}

// PGID returns the engine's process group id.
func (e *Engine) PGID() int { return e.pgid }

// Err returns the engine's failure, or nil while it is healthy.
func (e *Engine) Err() error {
	if e.failed == nil {
		return nil
	}
	return e.failed
}

// kill kills the engine's process group (and the process itself, where groups do not exist).
func (e *Engine) kill() {
	select {
	case <-e.exited:
	default:
		killGroup(e.pgid)
		e.cmd.Process.Kill()
	}
}

// fail kills the engine and records f.
func (e *Engine) fail(kind Kind, line, format string, args ...any) *Failure {
	if e.failed == nil {
		e.failed = &Failure{Kind: kind, Line: trim(line), Detail: fmt.Sprintf(format, args...), handshake: e.Hello.Version == ""}
	}
	e.kill()
	return e.failed
}

// Close ends the engine: quit, then (after the grace at most) the kill of its process group,
// which reaps whatever the engine started. It waits for the process and for every goroutine of e.
func (e *Engine) Close() error {
	if e.closed {
		return nil
	}
	e.closed = true
	if e.failed == nil {
		e.stdin.SetWriteDeadline(time.Now().Add(100 * time.Millisecond))
		e.stdin.WriteString("quit\n")
	}
	e.stdin.Close()
	t := time.NewTimer(e.cfg.Grace)
	select {
	case <-e.exited:
	case <-t.C:
	}
	t.Stop()
	killGroup(e.pgid) // also what the engine left behind in its group
	e.kill()
	<-e.exited
	close(e.quit)
	e.stdout.Close()
	if e.stderr != nil {
		e.stderr.Close()
	}
	e.wg.Wait()
	return nil
}

// send writes lines to the engine; a failed write means it died.
func (e *Engine) send(deadline time.Time, lines ...string) error {
	if e.failed != nil {
		return e.failed
	}
	if err := e.drain(); err != nil {
		return err
	}
	e.wbuf = e.wbuf[:0]
	for _, l := range lines {
		e.wbuf = append(e.wbuf, l...)
		e.wbuf = append(e.wbuf, '\n')
	}
	e.stdin.SetWriteDeadline(deadline)
	if _, err := e.stdin.Write(e.wbuf); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return e.fail(Hang, "", "not reading its input")
		}
		return e.crash("", "its input closed: "+err.Error())
	}
	return nil
}

// drain takes the lines the engine wrote when no reply was due (a second bestmove, say), so that
// none is taken for the reply to the next request: any but an empty line or info string is
// garbage, the end of the output a crash.
func (e *Engine) drain() error {
	for {
		select {
		case ev := <-e.events:
			if ev.err == errTooLong {
				return e.fail(Flood, ev.line, "a line longer than %d bytes", MaxLine)
			}
			if ev.err != nil {
				return e.crash("", "closed its output")
			}
			if f := strings.Fields(ev.line); len(f) > 0 && !(f[0] == "info" && len(f) > 1 && f[1] == "string") {
				return e.fail(Garbage, ev.line, "a line when no reply was due")
			}
		default:
			return nil
		}
	}
}

// crash records a crash, with the exit status when the process exits within the grace.
func (e *Engine) crash(line, what string) *Failure {
	t := time.NewTimer(e.cfg.Grace)
	defer t.Stop()
	select {
	case <-e.exited:
		what = "exited"
		if e.waitErr != nil {
			what = e.waitErr.Error()
		} else {
			what += " with status 0"
		}
	case <-t.C:
	}
	return e.fail(Crash, line, "%s", what)
}

// reply reads the lines of one reply until done says it is complete. done returns an error for a
// line that is garbage (or worse: it may return a *Failure itself).
func (e *Engine) reply(ctx context.Context, deadline time.Time, done func(line string) (bool, error)) error {
	return e.replyStop(ctx, deadline, time.Time{}, nil, done)
}

// replyStop is reply that, if stopAt is not zero, sends stop at stopAt when the reply has not
// ended by then, and records that it did in *stopped.
func (e *Engine) replyStop(ctx context.Context, deadline, stopAt time.Time, stopped *bool, done func(line string) (bool, error)) error {
	if e.failed != nil {
		return e.failed
	}
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	var stopC <-chan time.Time
	if !stopAt.IsZero() {
		st := time.NewTimer(time.Until(stopAt))
		defer st.Stop()
		stopC = st.C
	}
	for n := 0; ; {
		select {
		case <-stopC:
			stopC = nil
			*stopped = true
			e.stdin.SetWriteDeadline(deadline)
			if _, err := e.stdin.Write([]byte("stop\n")); err != nil {
				return e.crash("", "its input closed: "+err.Error())
			}
		case ev := <-e.events:
			if ev.err == errTooLong {
				return e.fail(Flood, ev.line, "a line longer than %d bytes", MaxLine)
			}
			if ev.err != nil {
				if ctx.Err() != nil { // the watcher killed it
					return ctx.Err()
				}
				return e.crash("", "closed its output")
			}
			if n++; n > e.cfg.MaxLines {
				return e.fail(Flood, ev.line, "more than %d lines in one reply", e.cfg.MaxLines)
			}
			f := strings.Fields(ev.line)
			if len(f) == 0 || (f[0] == "info" && len(f) > 1 && f[1] == "string") {
				continue
			}
			if f[0] == "error" {
				return e.fail(Refused, ev.line, "the engine reported an error")
			}
			ok, err := done(ev.line)
			if err != nil {
				var fl *Failure
				if errors.As(err, &fl) {
					return fl
				}
				return e.fail(Garbage, ev.line, "%s", strings.TrimPrefix(err.Error(), "ccp: "))
			}
			if ok {
				return nil
			}
		case <-t.C:
			return e.fail(Hang, "", "no complete reply within its budget plus the grace of %v", e.cfg.Grace)
		case <-ctx.Done():
			e.kill()
			return ctx.Err()
		}
	}
}

func (e *Engine) handshake(ctx context.Context) error {
	deadline := time.Now().Add(e.cfg.Handshake)
	offer := Version
	if e.cfg.V10 {
		offer = V10
	}
	if err := e.send(deadline, "ccp "+offer); err != nil {
		return err
	}
	var h Hello
	if err := e.reply(ctx, deadline, func(line string) (bool, error) { return h.add(offer, line) }); err != nil {
		return err
	}
	e.Hello = h
	e.AutoStop = h.Version != V10
	return e.SetOptions(ctx, e.cfg.Options)
}

// V11 reports whether the engine speaks 1.1.
func (e *Engine) V11() bool { return e.Hello.Version == Version }

// SetOptions sends setoption for each option (in name order), then isready. An option the engine
// did not declare is an error, and nothing is sent.
func (e *Engine) SetOptions(ctx context.Context, opts map[string]string) error {
	if len(opts) == 0 {
		return nil
	}
	var lines []string
	for _, name := range sortedKeys(opts) {
		if !e.hasOption(name) {
			return fmt.Errorf("ccp: engine %s has no option %q", e.Hello.Name, name)
		}
		lines = append(lines, "setoption name "+name+" value "+opts[name])
	}
	return e.sync(ctx, lines...)
}

func (e *Engine) hasOption(name string) bool {
	for _, o := range e.Hello.Options {
		if o.Name == name {
			return true
		}
	}
	return false
}

// sync sends lines and then isready, and waits for readyok.
func (e *Engine) sync(ctx context.Context, lines ...string) error {
	deadline := time.Now().Add(e.cfg.Timeout + e.cfg.Grace)
	if err := e.send(deadline, append(lines, "isready")...); err != nil {
		return err
	}
	return e.reply(ctx, deadline, func(line string) (bool, error) {
		if line == "readyok" || strings.TrimSpace(line) == "readyok" {
			return true, nil
		}
		return false, fmt.Errorf("want readyok")
	})
}

// IsReady sends isready and waits for readyok.
func (e *Engine) IsReady(ctx context.Context) error { return e.sync(ctx) }

// NewGame starts a game of Chinese Checkers: newgame BOARD SEATS RULES, then isready. A board,
// seat set or rule set the engine did not declare gives ErrUnsupported and sends nothing.
func (e *Engine) NewGame(ctx context.Context, board, seats, rules string) error {
	if !e.Hello.Plays(board, seats, rules) {
		return fmt.Errorf("%w: %s %s %s (engine %s)", ErrUnsupported, board, seats, rules, e.Hello.Name)
	}
	return e.sync(ctx, "newgame "+board+" "+seats+" "+rules)
}

// NewGameOf starts a game of the registry (1.1): newgame SPEC, spec being the canonical game
// spec of its start position (Position.Spec), then isready. A game the engine did not declare
// gives ErrUnsupported and sends nothing.
func (e *Engine) NewGameOf(ctx context.Context, spec string) error {
	if !e.Hello.PlaysGame(spec) {
		return fmt.Errorf("%w: %s (engine %s)", ErrUnsupported, spec, e.Hello.Name)
	}
	return e.sync(ctx, "newgame "+spec)
}

// Send sends a command to the engine and then isready, and waits for readyok: any other line
// but info string in between is garbage (engine-check's checks that stop when idle and unknown
// commands get no reply).
func (e *Engine) Send(ctx context.Context, line string) error { return e.sync(ctx, line) }

// Reply is the answer to a search: the result (Elapsed measured by the host around the request;
// Stats entries the engine did not report are 0; Move set for Chinese Checkers only), the move
// as the engine wrote it, the info lines seen and the last one.
type Reply struct {
	Result  search.Result
	Move    string // the bestmove's move (a ponder move after it is ignored)
	Final   Info
	Infos   int
	Line    string // the bestmove line
	Stopped bool   // the host sent stop (a 1.1 engine's movetime ran out)
}

// Search searches s (the current game's board and seats) under g.
func (e *Engine) Search(ctx context.Context, s *game.State, g Go) (Reply, error) {
	return e.searchCC(ctx, Position(s, nil), s, g)
}

// SearchFrom searches the position reached from start by moves, sent as start plus moves.
func (e *Engine) SearchFrom(ctx context.Context, start *game.State, moves []game.Move, g Go) (Reply, error) {
	line, s := positionFrom(start, moves)
	return e.searchCC(ctx, line, s, g)
}

// positionFrom returns the position line of start plus moves and the position they reach (a copy).
func positionFrom(start *game.State, moves []game.Move) (string, *game.State) {
	s := *start
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = s.MoveString(m)
		s.Make(m)
	}
	return Position(start, texts), &s
}

func (e *Engine) searchCC(ctx context.Context, pos string, s *game.State, g Go) (Reply, error) {
	rep, err := e.search(ctx, pos, g, e.stopAfter(g), func(line, move string) error {
		if s.Terminal() {
			if move != "pass" {
				return e.fail(Illegal, line, "the position is terminal: want bestmove pass")
			}
			return nil
		}
		if _, err := s.ParseMove(move); err != nil {
			return e.fail(Illegal, line, "%s", strings.TrimPrefix(err.Error(), "move: "))
		}
		return nil
	})
	if err != nil {
		return rep, err
	}
	rep.Result.Move = game.Pass
	if !s.Terminal() {
		rep.Result.Move, _ = s.ParseMove(rep.Move)
	}
	return rep, nil
}

// SearchOf searches p, a position of the current game of the registry, under g; the move is in
// the game's notation (Reply.Move), checked legal ("pass" in a terminal position).
func (e *Engine) SearchOf(ctx context.Context, p games.Position, g Go) (Reply, error) {
	return e.searchOf(ctx, PositionOf(p.String(), nil), p, g, e.stopAfter(g))
}

// SearchStop is engine-check's search: stopAfter > 0 sends stop that long after go (whatever
// AutoStop says), 0 sends none. A position of Chinese Checkers is s, of another game p (s nil).
func (e *Engine) SearchStop(ctx context.Context, s *game.State, p games.Position, g Go, stopAfter time.Duration) (Reply, error) {
	if s != nil {
		auto := e.AutoStop
		defer func() { e.AutoStop = auto }()
		e.AutoStop = false
		if stopAfter > 0 {
			rep, err := e.search(ctx, Position(s, nil), g, stopAfter, func(line, move string) error {
				if _, err := s.ParseMove(move); err != nil && !(s.Terminal() && move == "pass") {
					return e.fail(Illegal, line, "%s", strings.TrimPrefix(err.Error(), "move: "))
				}
				return nil
			})
			return rep, err
		}
		return e.searchCC(ctx, Position(s, nil), s, g)
	}
	return e.searchOf(ctx, PositionOf(p.String(), nil), p, g, stopAfter)
}

func (e *Engine) searchOf(ctx context.Context, pos string, p games.Position, g Go, stopAfter time.Duration) (Reply, error) {
	return e.search(ctx, pos, g, stopAfter, func(line, move string) error {
		if p.Terminal() {
			if move != "pass" {
				return e.fail(Illegal, line, "the position is terminal: want bestmove pass")
			}
			return nil
		}
		if err := p.Clone().Play(move); err != nil {
			return e.fail(Illegal, line, "%v", err)
		}
		return nil
	})
}

// stopAfter is when the host sends stop during a search under g: at its movetime, to an engine
// of 1.1 with AutoStop; never otherwise.
func (e *Engine) stopAfter(g Go) time.Duration {
	if e.AutoStop && e.V11() && g.MoveTime > 0 {
		return g.MoveTime
	}
	return 0
}

// search sends pos and g and reads the info lines and the bestmove, whose move legal checks
// (returning a *Failure for an illegal one). stopAfter > 0 sends stop that long after go if no
// bestmove came; the engine then has the grace to answer.
func (e *Engine) search(ctx context.Context, pos string, g Go, stopAfter time.Duration, legal func(line, move string) error) (Reply, error) {
	var rep Reply
	budget := e.cfg.Timeout
	if g.MoveTime > 0 {
		budget = g.MoveTime
	}
	start := time.Now()
	deadline := start.Add(budget + e.cfg.Grace)
	if stopAfter > 0 {
		deadline = start.Add(stopAfter + e.cfg.Grace)
	}
	if err := e.send(deadline, pos, g.String()); err != nil {
		return rep, err
	}
	var stopAt time.Time
	if stopAfter > 0 {
		stopAt = start.Add(stopAfter)
	}
	err := e.replyStop(ctx, deadline, stopAt, &rep.Stopped, func(line string) (bool, error) {
		f := strings.Fields(line)
		switch f[0] {
		case "info":
			in, err := ParseInfo(line)
			if err != nil {
				return false, err
			}
			rep.Final, rep.Infos = in, rep.Infos+1
			return false, nil
		case "bestmove":
			if len(f) != 2 && !(len(f) == 4 && f[2] == "ponder") {
				return false, errors.New("want \"bestmove MOVE\" (or UCI's \"bestmove MOVE ponder MOVE\")")
			}
			if rep.Infos == 0 {
				return false, errors.New("bestmove without an info line before it (depth and nodes)")
			}
			rep.Line, rep.Move = line, f[1]
			if err := legal(line, f[1]); err != nil {
				return false, err
			}
			return true, nil
		}
		return false, errors.New("want info or bestmove")
	})
	if err != nil {
		return rep, err
	}
	in := rep.Final
	r := &rep.Result
	r.Elapsed = time.Since(start)
	r.Depth, r.NC, r.Value = in.Depth, in.Nodes, in.Value
	r.Stats = search.Stats{Cutoffs: max(in.Cutoffs, 0), Leaves: max(in.Leaves, 0), Evals: max(in.Evals, 0)}
	r.Stopped, r.Strategy = in.Stopped == 1, in.Strategy
	return rep, nil
}

// Perft asks the engine for perft(s, depth).
func (e *Engine) Perft(ctx context.Context, s *game.State, depth int) (uint64, error) {
	return e.PerftLine(ctx, Position(s, nil), depth)
}

// PerftFrom asks for the perft of the position reached from start by moves, sent as start plus moves.
func (e *Engine) PerftFrom(ctx context.Context, start *game.State, moves []game.Move, depth int) (uint64, error) {
	line, _ := positionFrom(start, moves)
	return e.PerftLine(ctx, line, depth)
}

// PerftLine sends the position command pos and asks for perft depth.
func (e *Engine) PerftLine(ctx context.Context, pos string, depth int) (uint64, error) {
	deadline := time.Now().Add(e.cfg.Timeout + e.cfg.Grace)
	d := strconv.Itoa(depth)
	if err := e.send(deadline, pos, "perft "+d); err != nil {
		return 0, err
	}
	var n uint64
	err := e.reply(ctx, deadline, func(line string) (bool, error) {
		f := strings.Fields(line)
		if len(f) != 3 || f[0] != "perft" || f[1] != d {
			return false, fmt.Errorf("want \"perft %s COUNT\"", d)
		}
		var err error
		if n, err = strconv.ParseUint(f[2], 10, 64); err != nil {
			return false, fmt.Errorf("want \"perft %s COUNT\"", d)
		}
		return true, nil
	})
	return n, err
}

// Divided is one line of an engine's divide: a move and the perft below it.
type Divided struct {
	Move  string
	Count uint64
}

// DivideLine (1.1) sends the position command pos and asks for divide depth: the engine's
// moves with the perft of depth-1 below each (in the engine's order) and its perft total.
func (e *Engine) DivideLine(ctx context.Context, pos string, depth int) ([]Divided, uint64, error) {
	deadline := time.Now().Add(e.cfg.Timeout + e.cfg.Grace)
	d := strconv.Itoa(depth)
	if err := e.send(deadline, pos, "divide "+d); err != nil {
		return nil, 0, err
	}
	var out []Divided
	var total uint64
	err := e.reply(ctx, deadline, func(line string) (bool, error) {
		f := strings.Fields(line)
		switch {
		case len(f) == 3 && f[0] == "divide":
			n, err := strconv.ParseUint(f[2], 10, 64)
			if err != nil {
				return false, errors.New("want \"divide MOVE COUNT\"")
			}
			out = append(out, Divided{f[1], n})
			return false, nil
		case len(f) == 3 && f[0] == "perft" && f[1] == d:
			var err error
			if total, err = strconv.ParseUint(f[2], 10, 64); err != nil {
				return false, fmt.Errorf("want \"perft %s COUNT\"", d)
			}
			return true, nil
		}
		return false, fmt.Errorf("want \"divide MOVE COUNT\" or \"perft %s COUNT\"", d)
	})
	return out, total, err
}

func sortedKeys(m map[string]string) []string { return slices.Sorted(maps.Keys(m)) }
