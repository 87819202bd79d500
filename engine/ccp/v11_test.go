package ccp

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
)

// TestStopAtMovetime: the host sends stop to a 1.1 engine when a search's movetime has passed
// (testdata/broken -mode waitstop answers only then), and not to a 1.0 engine, which then hangs.
func TestStopAtMovetime(t *testing.T) {
	s, _ := game.NewState(board.Star73(), []int{0, 3}, game.Free)
	for _, v := range []string{Version, V10} {
		cfg := broken(t, "waitstop", "-ready", v, "-hello", "boards star73")
		cfg.Grace = 2 * time.Second // a loaded machine may delay the answer to stop
		e := start(t, cfg)
		if err := e.NewGame(context.Background(), "star73", "03", "free"); err != nil {
			t.Fatal(err)
		}
		t0 := time.Now()
		rep, err := e.Search(context.Background(), s, Go{MoveTime: 150 * time.Millisecond})
		el := time.Since(t0)
		var f *Failure
		switch {
		case v == Version && (err != nil || !rep.Stopped || el < 150*time.Millisecond || el > 150*time.Millisecond+e.cfg.Grace):
			t.Errorf("1.1: %v after %v, stop sent %v; want the bestmove after the stop at 150ms", err, el, rep.Stopped)
		case v == V10 && (!errors.As(err, &f) || f.Kind != Hang):
			t.Errorf("1.0: %v; want a hang (no stop is sent to a 1.0 engine)", err)
		}
		e.Close()
	}
}

// TestBudgetToGo: a Searcher's limits become the go line the docs state: a deadline of 100ms with
// the match's "no depth limit" is "go movetime 100", a node budget drops that depth too, a depth
// stays; and a slow start-up is not part of the budget but TakeStartup's.
func TestBudgetToGo(t *testing.T) {
	s, _ := game.NewState(board.Star73(), []int{0, 3}, game.Free)
	cfg := broken(t, "correct", "-ready", Version, "-hello", "boards star73", "-startup", "300ms")
	cfg.Grace = time.Second
	x := NewSearcher("engine:correct", cfg)
	defer x.Close()
	for _, c := range []struct {
		lim      search.Limits
		deadline time.Duration
		want     string
	}{
		{search.Limits{Depth: search.MaxPly - 1}, 100 * time.Millisecond, "go_movetime_100"},
		{search.Limits{Depth: search.MaxPly - 1, Nodes: 500}, 0, "go_nodes_500"},
		{search.Limits{Depth: 3}, 0, "go_depth_3"},
		{search.Limits{}, 0, "go_depth_63"},
	} {
		ctx := context.Background()
		if c.deadline > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, c.deadline)
			defer cancel()
		}
		r, err := x.Play(ctx, s, c.lim)
		if err != nil || r.Strategy != c.want {
			t.Errorf("%+v with a deadline of %v: sent %q, %v; want %q", c.lim, c.deadline, r.Strategy, err, c.want)
		}
		if su := x.TakeStartup(); (su >= 300*time.Millisecond) != (c.deadline > 0) {
			// only the first search started the engine (its handshake slept 300ms)
			t.Errorf("start-up %v after the search of %+v", su, c.lim)
		}
	}
}

// TestFallbackTo10: an engine that refuses "ccp 1.1" (as a strict 1.0 engine does) is started
// again and offered 1; one that answers "ready 1" to 1.1 is taken as 1.0 at once.
func TestFallbackTo10(t *testing.T) {
	for _, mode := range []string{"strict10", "correct"} {
		e := start(t, broken(t, mode))
		if e.Hello.Version != V10 || e.V11() || e.Hello.Name != "broken "+mode {
			t.Errorf("%s: version %q, name %q", mode, e.Hello.Version, e.Hello.Name)
		}
		if err := e.IsReady(context.Background()); err != nil {
			t.Error(err)
		}
		e.Close()
	}
}

// TestServedGames: a served searcher plays every game of the registry as the searcher of the
// registry does in-process (same move, value and node count), perft and divide agree with the
// registry's, and an unknown command gets no reply.
func TestServedGames(t *testing.T) {
	e := start(t, served("paranoid"))
	defer e.Close()
	if !e.V11() {
		t.Fatalf("served searcher speaks %q", e.Hello.Version)
	}
	ctx := context.Background()
	for _, name := range games.Names() {
		p, err := games.Start(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.NewGameOf(ctx, p.Spec()); err != nil {
			t.Fatalf("%s: %v", p.Spec(), err)
		}
		p.Play(p.Moves()[0])
		sr, err := p.NewSearcher("paranoid")
		if err != nil {
			t.Fatal(err)
		}
		want, _ := sr.Search(ctx, p, search.Limits{Depth: 3})
		rep, err := e.SearchOf(ctx, p, Go{Depth: 3})
		got := rep.Result
		if err != nil || rep.Move != want.Move || got.NC != want.NC || got.Value != want.Value || got.Depth != want.Depth {
			t.Errorf("%s: served %s nodes %d value %v, %v; in-process %s nodes %d value %v", p.Spec(), rep.Move, got.NC, got.Value, err, want.Move, want.NC, want.Value)
		}
		div, total, err := e.DivideLine(ctx, PositionOf(p.String(), nil), 2)
		if err != nil || total != p.Perft(2) || len(div) != len(p.Divide(2)) {
			t.Errorf("%s: divide 2: %d moves, total %d, %v; want %d moves, perft %d", p.Spec(), len(div), total, err, len(p.Divide(2)), p.Perft(2))
		}
		if err := e.Send(ctx, "xyzzy "+strings.Repeat("x", 10)); err != nil {
			t.Errorf("an unknown command: %v, want no reply", err)
		}
	}
	if err := e.NewGameOf(ctx, "virus(players=4,size=9)"); !errors.Is(err, ErrUnsupported) {
		t.Errorf("a game spec the registry refuses: %v, want ErrUnsupported", err)
	}
}
