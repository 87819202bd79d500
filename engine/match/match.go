// Package match plays complete games between searchers: the seatings of a match, per-move
// budgets, seeded openings shared by every seating, a game-length cap, and the record of each
// game. It does no I/O: Play returns a Record, Run hands records on in game order, and the
// command line (cctree match) writes them.
//
// A match either seats its contestants block by block by a Design (every seating, a balanced
// orbit, seatings drawn at random, the MP-Mix paper's tables drawn with replacement, or the
// legacy rotations) or, with Config.Seating, one fixed seating in which a contestant may hold
// several seats (Franks' configuration-file runs, package franks: player.0 on seat 0, and so
// on). Games start after a seeded random opening, or, with OpeningPlies = NoOpening, from the
// start position.
//
// Guarantees: with depth or node budgets a game depends only on the code, the Config and the
// game's place in the plan, never on the machine, the worker count or which other games run
// (every player of every game is a fresh searcher; random players, searchers that randomise
// (those with a Seed(seed, stream uint64) method, e.g. a ties= option) and openings draw from
// generators seeded by Config.Seed and the game's or opening's index, and for players the player
// index). Every recorded move was legal in the position it was played from (Replay checks a
// record against the engine). Over every block of the full and balanced designs, every
// contestant holds every player index equally often and every ordered pair of contestants sits
// at every relative position equally often (Balance counts it for any seatings).
package match

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"cctree/engine/board"
	"cctree/engine/game"
	"cctree/engine/search"
	"cctree/engine/searchers"
	"cctree/internal/ordered"
)

// Players that are not searchers.
const (
	Random = "random" // a uniformly random legal move (the registry's random strategy), from a generator seeded per game and player
	Greedy = "greedy" // the best static move: max^n to depth 1 (each child by eval.Heuristic, the mover's own entry), whatever the budget
)

// NoOpening as Config.OpeningPlies plays every game from the start position (no random plies).
const NoOpening = -1

// MaxSeatings bounds the seatings of the full design that a match plays by default; beyond it
// (k contestants on n seats with many surjections) a new match plays the balanced design, and a
// record without a design field means the rotations (see Design).
const MaxSeatings = 720

// Config is a match.
type Config struct {
	Board, Seats string     // as in CCN: the board and the seat of each player index in turn order
	Rules        game.Rules // RULES.md's rule set
	Players      []string   // the k >= 2 distinct contestants (k >= 1 with Seating): searcher specs, Random or Greedy, each optionally "@BUDGET" (its own budget, e.g. brs+@depth=5)
	Seating      []int      // nil: the seatings of Design; else the one seating played, the contestant index of each player index (repeats allowed, every contestant at least once)
	Design       Design     // how blocks seat the contestants ("": full up to MaxSeatings seatings, else rotations, as before designs were recorded; DefaultDesign for new matches)
	Budget       Budget     // the budget of every contestant without its own
	Games        int        // at least this many games: whole blocks of every seating, rounded up
	Openings     int        // distinct openings, reused in turn (0: a new opening per block)
	OpeningPlies int        // random plies of an opening (0: one per player; NoOpening: none, every game from the start position)
	Cap          int        // plies after the opening; a game that reaches it ends capped (no winner)
	Seed         uint64     // seeds the openings and the random players
}

// Validate checks every field; errors name the field and say what is accepted.
func (c *Config) Validate() error {
	g := board.ByName(c.Board)
	if g == nil {
		return fmt.Errorf("match: -board %q: want one of %s", c.Board, board.Accepted)
	}
	seats, err := game.ParseSeats(c.Seats)
	if err != nil {
		return fmt.Errorf("match: -seats %q: %v", c.Seats, err)
	}
	if _, err := game.NewState(g, seats, c.Rules); err != nil {
		return fmt.Errorf("match: -seats %q: %v", c.Seats, err)
	}
	switch {
	case c.Seating == nil && len(c.Players) < 2:
		return fmt.Errorf("match: -players: want at least two contestants (searcher specs, random or greedy), got %d", len(c.Players))
	case len(c.Players) < 1:
		return fmt.Errorf("match: -players: want at least one contestant (searcher specs, random or greedy) for the fixed seating")
	}
	for i, p := range c.Players {
		spec, bud, hasBudget := strings.Cut(p, "@")
		if spec != Random && spec != Greedy {
			canon, err := searchers.Canonical(spec)
			if err != nil {
				return fmt.Errorf("match: -players %q: %v", p, err)
			}
			spec = canon
		}
		c.Players[i] = spec
		if hasBudget {
			b, err := ParseBudget(bud)
			if err != nil {
				return fmt.Errorf("match: -players %q: %v", p, err)
			}
			c.Players[i] += "@" + b.String()
		} else if c.Budget == (Budget{}) {
			return fmt.Errorf("match: -budget: missing, and contestant %s has no budget of its own (depth=D, nodes=N or time=T; or SPEC@BUDGET)", spec)
		}
		if slices.Index(c.Players, c.Players[i]) < i {
			return fmt.Errorf("match: -players: %s given twice; each contestant once", c.Players[i])
		}
	}
	if len(c.Players) > len(seats) && c.Design != DesignDraw {
		return fmt.Errorf("match: -players: %d contestants but %d players at the board; want at most one contestant per player (or -design draw)", len(c.Players), len(seats))
	}
	if c.Seating != nil {
		if len(c.Seating) != len(seats) {
			return fmt.Errorf("match: seating %v: %d entries for %d players; want the contestant index of every player index", c.Seating, len(c.Seating), len(seats))
		}
		used := make([]bool, len(c.Players))
		for p, x := range c.Seating {
			if x < 0 || x >= len(c.Players) {
				return fmt.Errorf("match: seating %v: player %d plays contestant %d; want 0 to %d", c.Seating, p, x, len(c.Players)-1)
			}
			used[x] = true
		}
		if x := slices.Index(used, false); x >= 0 {
			return fmt.Errorf("match: seating %v: contestant %d (%s) has no seat; want every contestant seated", c.Seating, x, c.Players[x])
		}
	}
	if err := c.validateDesign(); err != nil {
		return err
	}
	switch {
	case c.Games < 1:
		return fmt.Errorf("match: -games %d: want at least 1", c.Games)
	case c.Openings < 0:
		return fmt.Errorf("match: -openings %d: want 0 (one per block) or more", c.Openings)
	case c.OpeningPlies < NoOpening:
		return fmt.Errorf("match: -opening-plies %d: want -1 (no opening), 0 (one per player) or more", c.OpeningPlies)
	case c.Cap < 1:
		return fmt.Errorf("match: -cap %d: want at least 1 ply", c.Cap)
	}
	return nil
}

// contestant returns the spec and the budget of contestant x.
func (c *Config) contestant(x int) (string, Budget) {
	spec, bud, ok := strings.Cut(c.Players[x], "@")
	if !ok {
		return spec, c.Budget
	}
	b, _ := ParseBudget(bud) // checked by Validate
	return spec, b
}

// Deterministic reports whether the match's games depend only on the code and the Config: no
// contestant has a time budget.
func (c *Config) Deterministic() bool {
	for x := range c.Players {
		if _, b := c.contestant(x); !b.Deterministic() {
			return false
		}
	}
	return true
}

// start returns the start position.
func (c *Config) start() *game.State {
	seats, _ := game.ParseSeats(c.Seats)
	s, _ := game.NewState(board.ByName(c.Board), seats, c.Rules)
	return s
}

// Game is one game of the plan.
type Game struct {
	Index   int // place in the plan
	Block   int // its block: one opening played over every seating of the block
	Seating int // index into Seatings; for the random and draw designs the seating as a base-k number (SeatingOf)
	Opening int // the opening's index
}

// Plan returns the games of the match in order: block by block, every seating of the block in
// each (BlockSeatings).
func (c *Config) Plan() []Game {
	per := c.BlockSize()
	blocks := (c.Games + per - 1) / per
	drawn := c.EffectiveDesign().drawn()
	fixed := c.Seatings()
	var out []Game
	for b := range blocks {
		o := b
		if c.Openings > 0 {
			o = b % c.Openings
		}
		seatings := fixed
		if drawn {
			seatings = c.BlockSeatings(b)
		}
		for s, st := range seatings {
			if drawn {
				s = seatingCode(st, len(c.Players))
			}
			out = append(out, Game{Index: len(out), Block: b, Seating: s, Opening: o})
		}
	}
	return out
}

// Opening returns the opening o: the moves played from the start position, uniformly at random
// from a generator seeded by the match seed and o, and the position they reach (with NoOpening,
// no moves and the start position).
func (c *Config) Opening(o int) ([]game.Move, *game.State) {
	s := c.start()
	plies := c.OpeningPlies
	switch plies {
	case NoOpening:
		return nil, s
	case 0:
		plies = s.Players
	}
	rng := rand.New(rand.NewPCG(c.Seed, 0x6f70656e00000000|uint64(o))) // "open"
	var buf [game.MaxMoves]game.Move
	var moves []game.Move
	for range plies {
		if s.Terminal() {
			break
		}
		ms := s.Moves(buf[:0])
		m := ms[rng.IntN(len(ms))]
		moves = append(moves, m)
		s.Make(m)
	}
	return moves, s
}

// Move is one move of a game with what finding it cost.
type Move struct {
	Move  game.Move
	Nodes int64         // NC of the search (0 for a random move)
	Depth int           // depth of the last completed iteration (0 for a random move)
	Time  time.Duration // wall time of the search
}

// Result is one played game.
type Result struct {
	Game
	Players      []string // the contestant of each player index, in turn order
	OpeningMoves []game.Move
	Start        *game.State // the position after the opening
	Moves        []Move
	Winner       int  // player index, or -1 (capped, or no winner)
	Capped       bool // the cap ended the game
}

// player makes the moves of one player index in one game.
type player struct {
	spec   string
	budget Budget
	sr     search.Searcher
}

// newPlayer makes player index p of game g. A searcher that randomises (search.Seeder: the
// random strategy, tie randomisation) is seeded by the match seed and one stream per game and
// player index, so every game and player draws differently and a replayed plan draws alike.
// Random is the registry's random strategy (package random), whose draws are the uniformly
// random legal moves this player has always made for that seed and stream.
func newPlayer(spec string, budget Budget, seed uint64, g Game, p int) player {
	pl := player{spec: spec, budget: budget}
	if spec == Greedy {
		pl.sr, _ = searchers.New("maxn")
	} else {
		pl.sr, _ = searchers.New(spec) // validated by Config.Validate
	}
	seedSearcher(pl.sr, seed, uint64(g.Index)<<8|uint64(p))
	return pl
}

// seedSearcher seeds sr if it randomises.
func seedSearcher(sr search.Searcher, seed, stream uint64) {
	if sd, ok := sr.(search.Seeder); ok {
		sd.Seed(seed, stream)
	}
}

func (pl *player) move(ctx context.Context, s *game.State) (Move, error) {
	b := pl.budget
	start := time.Now()
	lim := b.limits()
	if pl.spec == Greedy {
		lim = search.Limits{Depth: 1}
	}
	sctx := ctx
	if b.Time > 0 && pl.spec != Greedy {
		var cancel context.CancelFunc
		sctx, cancel = context.WithTimeout(ctx, b.Time)
		defer cancel()
	}
	r := pl.sr.Search(sctx, s, lim)
	if err := ctx.Err(); err != nil {
		return Move{}, err // the match was cancelled, not the move's time
	}
	return Move{Move: r.Move, Nodes: r.NC, Depth: r.Depth, Time: time.Since(start)}, nil
}

// Play plays game g of the match (c must be valid).
func Play(ctx context.Context, c *Config, g Game) (*Result, error) {
	seating := c.SeatingOf(g)
	r := &Result{Game: g, Winner: -1}
	r.OpeningMoves, r.Start = c.Opening(g.Opening)
	players := make([]player, len(seating))
	for p, x := range seating {
		r.Players = append(r.Players, c.Players[x])
		spec, b := c.contestant(x)
		players[p] = newPlayer(spec, b, c.Seed, g, p)
	}
	s := *r.Start
	for !s.Terminal() {
		if len(r.Moves) == c.Cap {
			r.Capped = true
			break
		}
		m, err := players[s.ToMove].move(ctx, &s)
		if err != nil {
			return nil, err
		}
		r.Moves = append(r.Moves, m)
		s.Make(m.Move)
	}
	if !r.Capped {
		r.Winner = s.Winner
	}
	return r, nil
}

// Run plays games on workers goroutines (GOMAXPROCS for workers <= 0) and calls emit with each
// result in the order of games, each as soon as it and every game before it are done.
func Run(ctx context.Context, c *Config, games []Game, workers int, emit func(*Result) error) error {
	results := make([]*Result, len(games))
	itemOf := make([]int, len(games))
	for i := range itemOf {
		itemOf[i] = i
	}
	do := func(_, k int) error {
		r, err := Play(ctx, c, games[k])
		results[k] = r
		return err
	}
	return ordered.Run(ctx, workers, itemOf, do, func(k int) error {
		err := emit(results[k])
		results[k] = nil
		return err
	})
}
