package ccp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/engine/searchers/games"
)

// ServedBoards are the boards a served cctree searcher declares: every board of CCN.
var ServedBoards = []string{"star73", "star121", "triangle", "square:6", "square:7", "square:8", "square:9", "square:10", "square:11"}

// ServedRules are the rule sets a served cctree searcher declares: every move restriction with
// either win rule.
var ServedRules = []string{"free", "nostop", "goallock", "free+allhome", "nostop+allhome", "goallock+allhome"}

// maxInt64 is the bound of the served options seed and stream: 1.1 keeps every option's bounds
// within a signed 64-bit integer.
const maxInt64 = "9223372036854775807"

// server is the engine side of one session.
type server struct {
	mu     sync.Mutex // guards w, closed and the flushes: the search goroutine writes too
	w      *bufio.Writer
	buf    []byte
	closed bool // Serve returned (its context ended): nothing more is written

	cmdMu sync.Mutex // held while a command runs, so that Serve's return waits for it

	algo         string
	sr           search.Searcher
	seed, stream uint64
	version      string // the version of the handshake: V10 or Version

	inGame bool
	// Chinese Checkers (spec == ""):
	board string
	seats string
	rules game.Rules
	s     *game.State
	// another game of the registry:
	spec   string         // its canonical game spec
	gsr    games.Searcher // the searcher instantiated for it
	p      games.Position // the position to search
	cancel context.CancelFunc
	done   chan struct{} // closed when the running search has written its bestmove
	perft  game.Perfter
}

// Serve speaks CCP as an engine over in and out, serving the registry searcher algo (a spec, which
// the option "algo" can change) on Chinese Checkers and, under 1.1, on every game of the games
// registry. It returns nil after "quit" or at the end of in, the error of the first failed
// write, or a handshake error (after writing it as an "error" line). ctx ends the session like
// quit. A search runs in its own goroutine, so stop and isready are answered while it runs;
// perft and divide run to the end. Commands it does not know are ignored (1.1), as are stop
// when no search runs. The goroutine reading in ends when in does.
//
// The commands are read and answered on one goroutine, with no hand-off between a reader and a
// worker: a round trip of isready is one read, one write and one flush. A search that go starts
// runs on the reading goroutine's thread at once (goSearch yields to it before the next read).
func Serve(ctx context.Context, in io.Reader, out io.Writer, algo string) error {
	sp, err := searchers.Parse(algo)
	if err != nil {
		return fmt.Errorf("ccp: serve: %w", err)
	}
	// the canonical name has no spaces: the option line's default is one token
	sv := &server{w: bufio.NewWriterSize(out, MaxLine), algo: sp.String(), sr: sp.New()}
	result := make(chan error, 1)
	go func() { result <- sv.loop(ctx, in) }()
	select {
	case err := <-result:
		sv.stopSearch()
		return err
	case <-ctx.Done():
		sv.cmdMu.Lock()
		sv.mu.Lock()
		sv.closed = true
		sv.mu.Unlock()
		sv.stopSearch()
		sv.cmdMu.Unlock()
		return nil
	}
}

// loop reads and runs commands until quit, the end of in, a write error or a handshake error.
func (sv *server) loop(ctx context.Context, in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 4096), 4*MaxLine) // the host keeps to MaxLine; be lenient reading it
	for sc.Scan() {
		line := sc.Text()
		f := strings.Fields(strings.TrimSuffix(line, "\r"))
		if len(f) == 0 {
			continue
		}
		sv.cmdMu.Lock()
		if sv.isClosed() {
			sv.cmdMu.Unlock()
			return nil
		}
		done, err := sv.run(ctx, f, line)
		sv.cmdMu.Unlock()
		if done || err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("ccp: serve: reading commands: %w", err)
	}
	return sv.flushErr(nil)
}

func (sv *server) isClosed() bool {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	return sv.closed
}

// run runs one command line and flushes the replies; done is true after quit or a failed handshake.
func (sv *server) run(ctx context.Context, f []string, line string) (done bool, err error) {
	if sv.version == "" {
		if f[0] != "ccp" {
			sv.say("error want \"ccp " + Version + "\" first, got " + trim(line))
			return false, sv.flushErr(nil)
		}
		switch v := safe(f, 1); {
		case len(f) != 2:
		case v == V10:
			sv.version = V10
		case strings.HasPrefix(v, "1.") && v != "1.0":
			if minor, err := strconv.Atoi(v[2:]); err == nil && minor >= 1 {
				sv.version = Version // the highest version the host offers that this side speaks
			}
		}
		if sv.version == "" {
			sv.say("error unsupported version")
			return true, sv.flushErr(fmt.Errorf("ccp: serve: host asked for %q, want \"ccp %s\" or \"ccp %s\"", line, Version, V10))
		}
		sv.say(sv.hello().Lines()...)
		return false, sv.flushErr(nil)
	}
	if f[0] == "quit" {
		return true, sv.flushErr(nil)
	}
	sv.command(ctx, f, line)
	return false, sv.flushErr(nil)
}

// hello is the handshake of the served searcher.
func (sv *server) hello() Hello {
	h := Hello{Name: "cctree " + sv.sr.Name(), Author: "cctree",
		Options: []Option{{Name: "algo", Type: "string", Default: sv.algo}},
		Boards:  ServedBoards, Rules: ServedRules,
		DetDepth: true, DetNodes: true, Reuse: true, Version: sv.version}
	if _, anytime := sv.sr.(search.Anytime); anytime {
		// Monte Carlo tree search has no depth: a go depth D alone searches its default node
		// budget, so only node budgets are promised deterministic.
		h.DetDepth = false
	}
	if sv.version != V10 {
		// The games of the registry on which the searcher runs (Franks' evaluations, say, are
		// Chinese Checkers' only).
		h.Games = []string{ChineseCheckers}
		for _, name := range games.Names() {
			if p, err := games.Start(name); err == nil {
				if _, err := p.NewSearcher(sv.algo); err == nil {
					h.Games = append(h.Games, name)
				}
			}
		}
	}
	if _, ok := sv.sr.(search.Seeder); ok {
		h.Options = append(h.Options, Option{Name: "seed", Type: "spin", Default: "0", Min: "0", Max: maxInt64},
			Option{Name: "stream", Type: "spin", Default: "0", Min: "0", Max: maxInt64})
	}
	return h
}

// command runs one command after the handshake.
func (sv *server) command(ctx context.Context, f []string, line string) {
	searching := sv.searching()
	switch f[0] {
	case "isready":
		sv.say("readyok")
	case "stop":
		if searching { // stop when no search runs is ignored
			sv.cancel()
			<-sv.done
			sv.cancel, sv.done = nil, nil
		}
	case "setoption", "newgame", "position", "go", "perft", "divide":
		if searching {
			sv.say("error " + f[0] + " during a search (send stop first)")
			return
		}
		var err error
		switch f[0] {
		case "setoption":
			err = sv.setoption(f)
		case "newgame":
			err = sv.newgame(f)
		case "position":
			err = sv.position(line)
		case "go":
			err = sv.goSearch(ctx, line)
		case "perft", "divide":
			err = sv.doPerft(f)
		}
		if err != nil {
			sv.say("error " + strings.TrimPrefix(err.Error(), "ccp: "))
		}
	default:
		// An unknown command is ignored, as UCI engines do: a host may probe with commands of
		// later versions.
	}
}

// searching reports whether a search is running (a finished one is collected first).
func (sv *server) searching() bool {
	if sv.done == nil {
		return false
	}
	select {
	case <-sv.done:
		sv.cancel()
		sv.cancel, sv.done = nil, nil
		return false
	default:
		return true
	}
}

func (sv *server) stopSearch() {
	if sv.done != nil {
		sv.cancel()
		<-sv.done
		sv.cancel, sv.done = nil, nil
	}
}

func (sv *server) setoption(f []string) error {
	if len(f) < 5 || f[1] != "name" || f[3] != "value" {
		return errors.New("setoption: want \"setoption name NAME value VALUE\"")
	}
	value := strings.Join(f[4:], " ") // a spec may hold spaces

	switch f[2] {
	case "algo":
		sp, err := searchers.Parse(value)
		if err != nil {
			return fmt.Errorf("setoption algo: %v", err)
		}
		if sv.spec != "" { // the game's searcher must exist for the new spec
			gsr, err := sv.gameSearcher(sp.String())
			if err != nil {
				return fmt.Errorf("setoption algo: %v", err)
			}
			sv.gsr = gsr
		}
		sv.algo, sv.sr = sp.String(), sp.New()
		sv.reseed()
	case "seed", "stream":
		if _, ok := sv.sr.(search.Seeder); !ok {
			return fmt.Errorf("setoption: %s draws no random numbers: no option %s", sv.sr.Name(), f[2])
		}
		n, err := strconv.ParseUint(value, 10, 64)
		if err != nil {
			return fmt.Errorf("setoption %s: want an unsigned integer, got %q", f[2], value)
		}
		if f[2] == "seed" {
			sv.seed = n
		} else {
			sv.stream = n
		}
		sv.reseed()
	default:
		return fmt.Errorf("setoption: unknown option %q", f[2])
	}
	return nil
}

func (sv *server) reseed() {
	if sd, ok := sv.sr.(search.Seeder); ok {
		sd.Seed(sv.seed, sv.stream)
	}
	if sd, ok := sv.gsr.(search.Seeder); ok {
		sd.Seed(sv.seed, sv.stream)
	}
}

// gameSearcher instantiates algo for the current game of the registry.
func (sv *server) gameSearcher(algo string) (games.Searcher, error) {
	start, err := games.Start(sv.spec)
	if err != nil {
		return nil, err
	}
	return start.NewSearcher(algo)
}

func (sv *server) newgame(f []string) error {
	if len(f) == 2 && sv.version != V10 {
		start, err := games.Start(f[1])
		if err != nil {
			return fmt.Errorf("newgame: %v", err)
		}
		gsr, err := start.NewSearcher(sv.algo)
		if err != nil {
			return fmt.Errorf("newgame: %v", err)
		}
		sv.inGame, sv.spec, sv.gsr, sv.p, sv.s = true, start.Spec(), gsr, nil, nil
		sv.reseed()
		return nil
	}
	if len(f) != 4 {
		return errors.New("newgame: want \"newgame BOARD SEATS RULES\" (Chinese Checkers) or \"newgame GAME-SPEC\" (1.1)")
	}
	g := board.ByName(f[1])
	if g == nil || g.Name != f[1] {
		return fmt.Errorf("newgame: board: %q is not a CCN board (%s)", f[1], board.AcceptedCCN)
	}
	seats, err := game.ParseSeats(f[2])
	if err == nil {
		err = game.CheckSeatsOn(g, seats)
	}
	if err != nil {
		return fmt.Errorf("newgame: %v", err)
	}
	rules, err := game.ParseRules(f[3])
	if err != nil {
		return fmt.Errorf("newgame: %v", err)
	}
	sv.inGame, sv.board, sv.seats, sv.rules, sv.s = true, f[1], f[2], rules, nil
	sv.spec, sv.gsr, sv.p = "", nil, nil
	sv.sr.Reset()
	sv.reseed()
	return nil
}

func (sv *server) position(line string) error {
	if !sv.inGame {
		return errors.New("position: no game (send newgame first)")
	}
	if sv.spec != "" {
		p, err := ParseGamePosition(line)
		if err != nil {
			return err
		}
		if p.Spec() != sv.spec {
			return fmt.Errorf("position: a position of %s, not of the game's %s", p.Spec(), sv.spec)
		}
		sv.p = p
		return nil
	}
	s, err := ParsePosition(line, sv.rules)
	if err != nil {
		return err
	}
	if s.Geo.Name != sv.board || s.SeatString() != sv.seats {
		return fmt.Errorf("position: %s %s is not the game's %s %s", s.Geo.Name, s.SeatString(), sv.board, sv.seats)
	}
	sv.s = s
	return nil
}

func (sv *server) goSearch(ctx context.Context, line string) error {
	if sv.s == nil && sv.p == nil {
		return errors.New("go: no position (send position first)")
	}
	g, err := ParseGo(line)
	if err != nil {
		return err
	}
	var run func(context.Context, search.Limits) (Info, string)
	if sv.p != nil {
		p, gsr := sv.p, sv.gsr
		if v, ok := gsr.(interface{ Validate(games.Position) error }); ok {
			if err := v.Validate(p); err != nil {
				return fmt.Errorf("go: %s: %v", gsr.Name(), err)
			}
		}
		run = func(ctx context.Context, lim search.Limits) (Info, string) {
			r, err := gsr.Search(ctx, p, lim)
			if err != nil { // the position is the game's: cannot happen
				return Info{Depth: 0, Nodes: 0, Time: -1, Cutoffs: -1, Leaves: -1, Evals: -1, Stopped: -1}, "pass"
			}
			in := InfoOf(search.Result{Depth: r.Depth, NC: r.NC, Elapsed: r.Elapsed, Value: r.Value, Stats: r.Stats, Stopped: r.Stopped, Strategy: r.Strategy})
			if r.Move == "" {
				r.Move = "pass"
			}
			return in, r.Move
		}
	} else {
		s, sr := sv.s, sv.sr
		if v, ok := sr.(search.Validator); ok {
			if err := v.Validate(s); err != nil {
				return fmt.Errorf("go: %s: %v", sr.Name(), err)
			}
		}
		run = func(ctx context.Context, lim search.Limits) (Info, string) {
			r := sr.Search(ctx, s, lim)
			return InfoOf(r), s.MoveString(r.Move)
		}
	}
	sctx, cancel := context.WithCancel(ctx)
	if g.MoveTime > 0 {
		sctx, cancel = context.WithTimeout(ctx, g.MoveTime)
	}
	done := make(chan struct{})
	sv.cancel, sv.done = cancel, done
	go func() {
		in, move := run(sctx, search.Limits{Depth: g.Depth, Nodes: g.Nodes})
		sv.mu.Lock()
		defer sv.mu.Unlock()
		sv.buf = in.Append(sv.buf[:0])
		sv.buf = append(sv.buf, "\nbestmove "...)
		sv.buf = append(sv.buf, move...)
		sv.buf = append(sv.buf, '\n')
		if !sv.closed {
			sv.w.Write(sv.buf)
		}
		close(done) // before the flush: a command the host sends after bestmove finds no search
		if !sv.closed {
			sv.w.Flush() // a write error shows at the next flushErr
		}
	}()
	// Yield to the search before reading on: the read blocks this goroutine's thread in a
	// system call, which keeps its processor, and the search would wait for another thread to
	// wake and take it (measured: BenchmarkRoundTrip +60% without this, docs/protocol.md).
	runtime.Gosched()
	return nil
}

// doPerft answers perft D, and divide D (1.1): a line "divide MOVE COUNT" per legal move, then
// "perft D TOTAL".
func (sv *server) doPerft(f []string) error {
	if sv.s == nil && sv.p == nil {
		return fmt.Errorf("%s: no position (send position first)", f[0])
	}
	d, err := strconv.Atoi(safe(f, 1))
	if len(f) != 2 || err != nil || d < 0 || d >= game.MaxDepth || (f[0] == "divide" && d < 1) {
		return fmt.Errorf("%s: want \"%s D\" with D %d to %d", f[0], f[0], b2i(f[0] == "divide"), game.MaxDepth-1)
	}
	if f[0] == "divide" {
		var total uint64
		if sv.p != nil {
			for _, de := range sv.p.Divide(d) {
				sv.say("divide " + de.Move + " " + strconv.FormatUint(de.Count, 10))
				total += de.Count
			}
			if sv.p.Terminal() {
				total = sv.p.Perft(d) // a finished game is one leaf, with no move below it
			}
		} else {
			for _, de := range sv.perft.Divide(sv.s, d) {
				sv.say("divide " + sv.s.MoveString(de.Move) + " " + strconv.FormatUint(de.Count, 10))
				total += de.Count
			}
		}
		sv.say("perft " + strconv.Itoa(d) + " " + strconv.FormatUint(total, 10))
		return nil
	}
	n := uint64(1)
	switch {
	case d > 0 && sv.p != nil:
		n = sv.p.Perft(d)
	case d > 0:
		n = sv.perft.Perft(sv.s, d)
	}
	sv.say("perft " + strconv.Itoa(d) + " " + strconv.FormatUint(n, 10))
	return nil
}

// say writes lines (the flush follows each command).
func (sv *server) say(lines ...string) {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	if sv.closed {
		return
	}
	for _, l := range lines {
		sv.w.WriteString(l)
		sv.w.WriteByte('\n')
	}
}

// flushErr flushes the output and returns err, or the write error if there is one.
func (sv *server) flushErr(err error) error {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	if sv.closed {
		return err
	}
	if ferr := sv.w.Flush(); ferr != nil {
		return fmt.Errorf("ccp: serve: writing replies: %w", ferr)
	}
	return err
}
