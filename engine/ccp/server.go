package ccp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
)

// ServedBoards are the boards a served cctree searcher declares: every board of CCN.
var ServedBoards = []string{"star73", "star121", "triangle", "square:6", "square:7", "square:8", "square:9", "square:10", "square:11"}

// server is the engine side of one session.
type server struct {
	mu  sync.Mutex // guards w and its flushes: the search goroutine writes too
	w   *bufio.Writer
	buf []byte

	algo         string
	sr           search.Searcher
	seed, stream uint64

	inGame bool
	board  string
	seats  string
	rules  game.Rules
	s      *game.State
	cancel context.CancelFunc
	done   chan struct{} // closed when the running search has written its bestmove
	perft  game.Perfter
}

// Serve speaks CCP as an engine over in and out, serving the registry searcher algo (a spec, which
// the option "algo" can change). It returns nil after "quit" or at the end of in, the error of
// the first failed write, or a handshake error (after writing it as an "error" line). ctx ends
// the session like quit. A search runs in its own goroutine, so stop and isready are answered
// while it runs; perft runs to the end. The goroutine reading in ends when in does.
func Serve(ctx context.Context, in io.Reader, out io.Writer, algo string) error {
	sp, err := searchers.Parse(algo)
	if err != nil {
		return fmt.Errorf("ccp: serve: %w", err)
	}
	// the canonical name has no spaces: the option line's default is one token
	sv := &server{w: bufio.NewWriterSize(out, MaxLine), algo: sp.String(), sr: sp.New()}
	defer sv.stopSearch()
	lines := make(chan string)
	readErr := make(chan error, 1)
	stopRead := make(chan struct{})
	defer close(stopRead)
	go func() {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 0, 4096), 4*MaxLine) // the host keeps to MaxLine; be lenient reading it
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			case <-stopRead:
				return
			}
		}
		readErr <- sc.Err()
	}()
	handshaken := false
	for {
		var line string
		select {
		case <-ctx.Done():
			return nil
		case err := <-readErr:
			if err != nil {
				return fmt.Errorf("ccp: serve: reading commands: %w", err)
			}
			return sv.flushErr(nil)
		case line = <-lines:
		}
		f := strings.Fields(strings.TrimSuffix(line, "\r"))
		if len(f) == 0 {
			continue
		}
		if !handshaken {
			if f[0] != "ccp" {
				sv.say("error want \"ccp 1\" first, got " + trim(line))
				if err := sv.flushErr(nil); err != nil {
					return err
				}
				continue
			}
			if len(f) != 2 || f[1] != strconv.Itoa(Version) {
				sv.say("error unsupported version")
				return sv.flushErr(fmt.Errorf("ccp: serve: host asked for %q, want \"ccp %d\"", line, Version))
			}
			handshaken = true
			sv.say(sv.hello().Lines()...)
			if err := sv.flushErr(nil); err != nil {
				return err
			}
			continue
		}
		if f[0] == "quit" {
			return sv.flushErr(nil)
		}
		sv.command(ctx, f, line)
		if err := sv.flushErr(nil); err != nil {
			return err
		}
	}
}

// hello is the handshake of the served searcher.
func (sv *server) hello() Hello {
	h := Hello{Name: "cctree " + sv.sr.Name(), Author: "cctree",
		Options: []Option{{Name: "algo", Type: "string", Default: sv.algo}},
		Boards:  ServedBoards, Rules: []string{"free", "nostop", "goallock"},
		DetDepth: true, DetNodes: true, Reuse: true}
	if _, ok := sv.sr.(search.Seeder); ok {
		h.Options = append(h.Options, Option{Name: "seed", Type: "spin", Default: "0", Min: "0", Max: "18446744073709551615"},
			Option{Name: "stream", Type: "spin", Default: "0", Min: "0", Max: "18446744073709551615"})
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
		if searching {
			sv.cancel()
			<-sv.done
			sv.cancel, sv.done = nil, nil
		}
	case "setoption", "newgame", "position", "go", "perft":
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
		case "perft":
			err = sv.doPerft(f)
		}
		if err != nil {
			sv.say("error " + strings.TrimPrefix(err.Error(), "ccp: "))
		}
	default:
		sv.say("error unknown command " + strconv.Quote(trim(f[0])))
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
}

func (sv *server) newgame(f []string) error {
	if len(f) != 4 {
		return errors.New("newgame: want \"newgame BOARD SEATS RULES\"")
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
	sv.sr.Reset()
	sv.reseed()
	return nil
}

func (sv *server) position(line string) error {
	if !sv.inGame {
		return errors.New("position: no game (send newgame first)")
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
	if sv.s == nil {
		return errors.New("go: no position (send position first)")
	}
	g, err := ParseGo(line)
	if err != nil {
		return err
	}
	if v, ok := sv.sr.(search.Validator); ok {
		if err := v.Validate(sv.s); err != nil {
			return fmt.Errorf("go: %s: %v", sv.sr.Name(), err)
		}
	}
	sctx, cancel := context.WithCancel(ctx)
	if g.MoveTime > 0 {
		sctx, cancel = context.WithTimeout(ctx, g.MoveTime)
	}
	done := make(chan struct{})
	sv.cancel, sv.done = cancel, done
	s, sr := sv.s, sv.sr
	go func() {
		r := sr.Search(sctx, s, search.Limits{Depth: g.Depth, Nodes: g.Nodes})
		in := InfoOf(r)
		sv.mu.Lock()
		defer sv.mu.Unlock()
		sv.buf = in.Append(sv.buf[:0])
		sv.buf = append(sv.buf, "\nbestmove "...)
		sv.buf = append(sv.buf, s.MoveString(r.Move)...)
		sv.buf = append(sv.buf, '\n')
		sv.w.Write(sv.buf)
		close(done)  // before the flush: a command the host sends after bestmove finds no search
		sv.w.Flush() // a write error shows at the next flushErr
	}()
	return nil
}

func (sv *server) doPerft(f []string) error {
	if sv.s == nil {
		return errors.New("perft: no position (send position first)")
	}
	d, err := strconv.Atoi(safe(f, 1))
	if len(f) != 2 || err != nil || d < 0 || d >= game.MaxDepth {
		return fmt.Errorf("perft: want \"perft D\" with D 0 to %d", game.MaxDepth-1)
	}
	n := uint64(1)
	if d > 0 {
		n = sv.perft.Perft(sv.s, d)
	}
	sv.say("perft " + strconv.Itoa(d) + " " + strconv.FormatUint(n, 10))
	return nil
}

// say writes lines (the flush follows each command).
func (sv *server) say(lines ...string) {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	for _, l := range lines {
		sv.w.WriteString(l)
		sv.w.WriteByte('\n')
	}
}

// flushErr flushes the output and returns err, or the write error if there is one.
func (sv *server) flushErr(err error) error {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	if ferr := sv.w.Flush(); ferr != nil {
		return fmt.Errorf("ccp: serve: writing replies: %w", ferr)
	}
	return err
}
