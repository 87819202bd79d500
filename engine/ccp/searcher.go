package ccp

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
)

// Searcher is an engine as a contestant: a search.Searcher whose searches go to an engine process,
// started on the first search and restarted after a failure. Play is the search with its error
// (a *Failure is the forfeit of the game); Search, for callers of the interface, returns the
// result and keeps the error for Err. Reset starts a new game: newgame to an engine that declared
// "reuse newgame", a fresh process otherwise. Close ends the process.
//
// Limits map to a go line losslessly for cctree's own searchers: Depth (1 to search.MaxPly-1) to
// depth, Nodes to nodes, and a deadline of ctx to movetime, rounded to the millisecond (the
// host's grace comes on top, so the engine is not killed when the deadline passes; cancelling
// ctx kills it; a 1.1 engine is sent stop at the movetime). A depth of search.MaxPly-1 (a match's
// "no depth limit") is not sent beside a node or time budget: `-budget time=100ms` is `go movetime
// 100`. The engine's start-up is not part of the search's time: the budget starts after it, and
// TakeStartup returns it for the caller to take off its own clock.
//
// PlayOf plays a game of the registry (CCP 1.1): newgame names the game spec, positions and
// moves are in the game's notation.
type Searcher struct {
	cfg     Config
	name    string
	e       *Engine
	game    string // "board seats rules" or the game spec of the engine's current game; "" for none
	fresh   bool   // Reset was called: the next search starts a new game
	err     error
	seed    *[2]uint64 // Seed's seed and stream, set before each newgame
	startup time.Duration
}

// TakeStartup returns the time spent starting engines (process and handshake) since the last
// call, and forgets it.
func (x *Searcher) TakeStartup() time.Duration {
	d := x.startup
	x.startup = 0
	return d
}

// Seed implements search.Seeder for engines that declare the options seed and stream (as cctree's
// served searchers that draw random numbers do): they are set before the next newgame, which
// returns the engine's generator to them. Other engines ignore it.
func (x *Searcher) Seed(seed, stream uint64) {
	x.seed = &[2]uint64{seed, stream}
	x.fresh = true
}

// NewSearcher returns a contestant named name ("engine:NAME" in records) running cfg.
func NewSearcher(name string, cfg Config) *Searcher { return &Searcher{cfg: cfg, name: name} }

// Name implements search.Searcher.
func (x *Searcher) Name() string { return x.name }

// Reset implements search.Searcher: the next search starts a new game.
func (x *Searcher) Reset() { x.fresh = true }

// Err returns the error of the last Search (a *Failure when the engine misbehaved).
func (x *Searcher) Err() error { return x.err }

// Engine returns the running engine, nil before the first search and after a failure.
func (x *Searcher) Engine() *Engine { return x.e }

// Search implements search.Searcher. On an error the result's move is the first legal move (so
// that a caller that ignores Err still plays legally) and Err says what happened.
func (x *Searcher) Search(ctx context.Context, s *game.State, lim search.Limits) search.Result {
	r, err := x.Play(ctx, s, lim)
	x.err = err
	if err != nil {
		var buf [game.MaxMoves]game.Move
		if ms := s.Moves(buf[:0]); len(ms) > 0 {
			r.Move = ms[0]
		} else {
			r.Move = game.Pass
		}
	}
	return r
}

// Play searches s under lim on the engine and returns the result or the error: a *Failure (the
// engine is closed and will be restarted by the next Play), ErrUnsupported, or ctx's error.
func (x *Searcher) Play(ctx context.Context, s *game.State, lim search.Limits) (search.Result, error) {
	key := s.Geo.Name + " " + s.SeatString() + " " + s.Rules.String()
	var r search.Result
	err := x.play(ctx, lim, key, func(ctx context.Context) error {
		return x.e.NewGame(ctx, s.Geo.Name, s.SeatString(), s.Rules.String())
	}, func(ctx context.Context, g Go) error {
		rep, err := x.e.Search(ctx, s, g)
		r = rep.Result
		return err
	})
	if err != nil {
		return search.Result{Move: game.Pass}, err
	}
	return r, nil
}

// PlayOf searches p, a position of a game of the registry, under lim on a 1.1 engine that
// declared the game; the move is in the game's notation. Errors as Play's.
func (x *Searcher) PlayOf(ctx context.Context, p games.Position, lim search.Limits) (search.ResultOf[string], error) {
	spec := p.Spec()
	var r search.ResultOf[string]
	err := x.play(ctx, lim, spec, func(ctx context.Context) error {
		return x.e.NewGameOf(ctx, spec)
	}, func(ctx context.Context, g Go) error {
		rep, err := x.e.SearchOf(ctx, p, g)
		q := rep.Result
		r = search.ResultOf[string]{Move: rep.Move, Value: q.Value, NC: q.NC, Depth: q.Depth, Stats: q.Stats, Stopped: q.Stopped,
			Elapsed: q.Elapsed, Strategy: q.Strategy}
		return err
	})
	if err != nil {
		return search.ResultOf[string]{Move: "pass"}, err
	}
	return r, nil
}

// play is Play's and PlayOf's common part: the go line of lim and ctx's deadline, an engine in
// the game key (newgame starting it), then the search.
func (x *Searcher) play(ctx context.Context, lim search.Limits, key string, newgame func(context.Context) error, run func(context.Context, Go) error) error {
	g := Go{Nodes: lim.Nodes}
	if lim.Depth >= 1 && lim.Depth < search.MaxPly {
		g.Depth = lim.Depth
	}
	dl, hasDL := ctx.Deadline()
	hctx := ctx
	if hasDL {
		// The host enforces movetime plus grace itself; only a cancellation of ctx kills the engine.
		c, cancel := context.WithCancel(context.WithoutCancel(ctx))
		defer cancel()
		stop := context.AfterFunc(ctx, func() {
			if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
				cancel()
			}
		})
		defer stop()
		hctx = c
	}
	t0 := time.Now()
	if err := x.ready(hctx, key, newgame); err != nil {
		return err
	}
	if hasDL {
		// The budget starts after the engine's start-up.
		g.MoveTime = max((time.Until(dl) + time.Since(t0)).Round(time.Millisecond), time.Millisecond)
	}
	if g.Depth == search.MaxPly-1 && (g.Nodes > 0 || g.MoveTime > 0) {
		g.Depth = 0 // the deepest depth: no limit beside the other budget
	}
	if g.Depth == 0 && g.Nodes == 0 && g.MoveTime == 0 {
		g.Depth = search.MaxPly - 1
	}
	if err := run(hctx, g); err != nil {
		x.drop()
		return err
	}
	return nil
}

// ready makes sure an engine runs and plays the game key (newgame starts it).
func (x *Searcher) ready(ctx context.Context, key string, newgame func(context.Context) error) error {
	if x.e != nil && x.fresh && !x.e.Hello.Reuse {
		x.drop()
	}
	if x.e == nil {
		e, err := Start(context.WithoutCancel(ctx), x.cfg)
		if err != nil {
			return err
		}
		x.e, x.game = e, ""
		x.startup += e.Startup
		if e.Hello.Version == V10 {
			x.cfg.V10 = true // offer 1 directly from now on
		}
	}
	if x.game != key || x.fresh {
		err := error(nil)
		if x.seed != nil && x.e.hasOption("seed") && x.e.hasOption("stream") {
			err = x.e.SetOptions(ctx, map[string]string{"seed": strconv.FormatUint(x.seed[0], 10), "stream": strconv.FormatUint(x.seed[1], 10)})
		}
		if err == nil {
			err = newgame(ctx)
		}
		if err != nil {
			if !errors.Is(err, ErrUnsupported) {
				x.drop()
			}
			return err
		}
		x.game, x.fresh = key, false
	}
	return nil
}

// drop closes the engine.
func (x *Searcher) drop() {
	if x.e != nil {
		x.e.Close()
		x.e, x.game = nil, ""
	}
}

// Exact reports whether the node count of a search under lim (without a deadline) is exact by
// the engine's declaration: "det depth" for a depth alone, "det nodes" for a node budget. It is
// false before the first search (no engine has declared anything yet).
func (x *Searcher) Exact(lim search.Limits) bool {
	if x.e == nil {
		return false
	}
	if lim.Nodes > 0 {
		return x.e.Hello.DetNodes
	}
	return x.e.Hello.DetDepth
}

// Close ends the engine process, if one runs.
func (x *Searcher) Close() error {
	x.drop()
	return nil
}
