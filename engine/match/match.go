// Package match plays complete games between searchers: the seatings of a match, per-move
// budgets, seeded openings shared by every seating, a game-length cap, and the record of each
// game. It does no I/O: Play returns a Result, Run hands results on in game order, NewRecord
// makes a game's record (package record, the format of results files, with their one reader and
// writer), and the command line (cctree match) writes them.
//
// A match either seats its contestants block by block by a Design (every seating, a balanced
// orbit, seatings drawn at random, the MP-Mix paper's tables drawn with replacement, or the
// legacy rotations) or, with Config.Seating, one fixed seating in which a contestant may hold
// several seats (Franks' configuration-file runs, package franks: player.0 on seat 0, and so
// on). Games start after a seeded random opening, or, with OpeningPlies = NoOpening, from the
// start position.
//
// The game is Chinese Checkers (Config.Board, Seats, Rules) or any game of the registry
// engine/searchers/games (Config.Game, a game spec such as "virus(players=4)"). The plan, the
// designs and seatings, budgets, openings, the cap, sharding, merging and the records are one
// code for every game; only the moves differ (a table: Chinese Checkers' searchers and engines
// on *game.State, or the registry's searchers on a games.Position), and a game's records name
// it (record.Record.GameSpec) and hold its positions and moves in its own notation. A game of
// the registry with a shared result (a draw, a tie for the win) has no winner; its record's
// values say how the result was shared (Outcome). External engines play every game they declare (CCP 1.1).
// A card game's hands are dealt from the seed (DealSeed), and a game is a series of hands
// (Hearts' tournament to 100 points, Spades' game to 26 tricks), its records holding every hand
// (hands.go).
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
//
// A contestant may be an external engine ("engine:NAME" of Config.Engines, or "engine:COMMAND"
// inline; package ccp): each of its players runs its own engine process, started at its first
// move and ended with the game (also when the game fails or the match is cancelled), so no
// process outlives its game and engines run in parallel up to the workers. An engine that
// misbehaves (a *ccp.Failure: crash, hang, illegal move, garbage, flood, refusal) forfeits the
// game: the game ends there without a winner and the result says who and why (Result.Forfeit).
// A cancelled context is an interrupt, never a forfeit. The games of engines are deterministic
// only as far as the engines file promises (Config.Deterministic).
package match

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/engine/searchers/sampled"
	"github.com/cctree/cctree/internal/ordered"
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
	// Game is the game played: "" for Chinese Checkers, on Board with Seats under Rules; else a
	// game spec of the registry engine/searchers/games ("virus(players=4)", "focus(players=3)",
	// "tictactoe(players=2,size=3)"), which says the players and options, and Board, Seats and
	// Rules stay empty. Everything but the moves themselves (the plan, designs, seatings,
	// budgets, openings, the cap, sharding) is the same for every game.
	Game         string
	Board, Seats string       // as in CCN: the board and the seat of each player index in turn order ("" seats: the board's default, 0134 on the stars)
	Rules        game.Rules   // docs/rules.md's rule set
	Players      []Contestant // the k >= 2 distinct contestants (k >= 1 with Seating): searchers (Random among them), Greedy or engines ("engine:NAME" of Engines, "engine:COMMAND" inline), each with its own budget or none (ParseContestants reads "brs+@depth=5")
	Seating      []int        // nil: the seatings of Design; else the one seating played, the contestant index of each player index (repeats allowed, every contestant at least once)
	Design       Design       // how blocks seat the contestants ("": full up to MaxSeatings seatings, else rotations, as before designs were recorded; DefaultDesign for new matches)
	Budget       Budget       // the budget of every contestant without its own
	Games        int          // at least this many games: whole blocks of every seating, rounded up
	Openings     int          // distinct openings, reused in turn (0: a new opening per block)
	OpeningPlies int          // random plies of an opening (0: one per player; NoOpening: none, every game from the start position)
	Cap          int          // plies after the opening; a game that reaches it ends capped (no winner); 0: DefaultCap
	Seed         uint64       // seeds the openings and the random players

	// Engines are the external engines that contestants "engine:NAME" name (ccp.ParseEngines).
	// Validate resolves every engine contestant and finds its program without starting it.
	Engines map[string]ccp.Config
}

// Validate checks every field; an error is a *FieldError, naming the field and saying what is
// accepted.
func (c *Config) Validate() error {
	var n int              // players at the board
	var pos games.Position // the start position of a game other than Chinese Checkers
	if c.Game != "" {
		var err error
		if pos, err = c.validateGame(); err != nil {
			return err
		}
		n = pos.NumPlayers()
	} else {
		g := board.ByName(c.Board)
		if g == nil {
			return &FieldError{"board", quote(c.Board), "want one of " + board.Accepted}
		}
		seats, err := game.ParseSeats(c.seats())
		if err != nil {
			return &FieldError{"seats", quote(c.Seats), err.Error()}
		}
		if _, err := game.NewState(g, seats, c.Rules); err != nil {
			return &FieldError{"seats", quote(c.seats()), err.Error()}
		}
		n = len(seats)
	}
	switch {
	case c.Seating == nil && len(c.Players) < 2 && !c.selfPlay():
		return &FieldError{"players", "", fmt.Sprintf("want at least two contestants (searcher specs, random or greedy), or one with {design} counts=N for self-play; got %d", len(c.Players))}
	case len(c.Players) < 1:
		return &FieldError{"players", "", "want at least one contestant (searcher specs, random or greedy) for the fixed seating"}
	}
	for i, x := range c.Players {
		if x.own != nil {
			if err := c.checkOwn(x); err != nil {
				return &FieldError{"players", quote(x.String()), err.Error()}
			}
		} else if pos != nil && (x.Engine != "" || x.Greedy || x.Cards != "" || !x.Spec.IsZero()) {
			if err := runsOn(x, pos); err != nil {
				return &FieldError{"players", quote(x.String()), err.Error()}
			}
		} else if x.Cards != "" {
			return &FieldError{"players", quote(x.String()), "a player of the card games; give the game (hearts or spades)"}
		}
		switch {
		case x.Engine != "":
			if err := c.checkEngine(x.Engine); err != nil {
				return &FieldError{"players", quote(x.String()), err.Error()}
			}
		case !x.Greedy && x.Spec.IsZero() && x.own == nil && x.Cards == "":
			return &FieldError{"players", "", fmt.Sprintf("contestant %d is empty; want a searcher spec, random, greedy or engine:NAME", i)}
		}
		if x.Budget == (Budget{}) && c.Budget == (Budget{}) {
			return &FieldError{"budget", "", fmt.Sprintf("missing, and contestant %s has no budget of its own (depth=D, nodes=N or time=T; or SPEC@BUDGET)", x)}
		}
		if why := c.budget(x).fits(x.Spec); why != "" {
			field, value := "budget", c.Budget.String()
			if x.Budget != (Budget{}) {
				field, value = "players", quote(x.String())
			}
			return &FieldError{field, value, why}
		}
		if slices.Index(c.Players, x) < i {
			return &FieldError{"players", "", fmt.Sprintf("%s given twice; each contestant once", x)}
		}
	}
	if len(c.Players) > n && c.Design != DesignDraw {
		return &FieldError{"players", "", fmt.Sprintf("%d contestants but %d players at the board; want at most one contestant per player (or {design} draw)", len(c.Players), n)}
	}
	if c.Seating != nil {
		if len(c.Seating) != n {
			return &FieldError{"seating", fmt.Sprint(c.Seating), fmt.Sprintf("%d entries for %d players; want the contestant index of every player index", len(c.Seating), n)}
		}
		used := make([]bool, len(c.Players))
		for p, x := range c.Seating {
			if x < 0 || x >= len(c.Players) {
				return &FieldError{"seating", fmt.Sprint(c.Seating), fmt.Sprintf("player %d plays contestant %d; want 0 to %d", p, x, len(c.Players)-1)}
			}
			used[x] = true
		}
		if x := slices.Index(used, false); x >= 0 {
			return &FieldError{"seating", fmt.Sprint(c.Seating), fmt.Sprintf("contestant %d (%s) has no seat; want every contestant seated", x, c.Players[x])}
		}
	}
	if err := c.validateDesign(); err != nil {
		return err
	}
	switch {
	case c.Games < 1:
		return &FieldError{"games", fmt.Sprint(c.Games), "want at least 1"}
	case c.Openings < 0:
		return &FieldError{"openings", fmt.Sprint(c.Openings), "want 0 (one per block) or more"}
	case c.OpeningPlies < NoOpening:
		return &FieldError{"openingPlies", fmt.Sprint(c.OpeningPlies), "want -1 (no opening), 0 (one per player) or more"}
	case c.Cap < 0:
		return &FieldError{"cap", fmt.Sprint(c.Cap), "want at least 1 ply (0: DefaultCap)"}
	}
	return nil
}

// validateGame checks a Config of a game other than Chinese Checkers: the game spec names a game
// of the registry with a player count and options it allows, and no field of Chinese Checkers
// is set. It returns the start position.
func (c *Config) validateGame() (games.Position, error) {
	switch {
	case c.Board != "":
		return nil, &FieldError{"board", quote(c.Board), fmt.Sprintf("a board of Chinese Checkers; the {game} %s takes its board in the game spec (e.g. virus(players=4,size=6))", c.Game)}
	case c.Seats != "":
		return nil, &FieldError{"seats", quote(c.Seats), fmt.Sprintf("seats of Chinese Checkers; the {game} %s takes its players in the game spec (players=N)", c.Game)}
	case c.Rules != game.Free:
		return nil, &FieldError{"rules", quote(c.Rules.String()), fmt.Sprintf("a rule set of Chinese Checkers; the {game} %s takes its options in the game spec", c.Game)}
	}
	pos, err := games.Start(c.Game)
	if err != nil {
		problem := strings.TrimPrefix(err.Error(), "game "+quote(c.Game)+": ")
		return nil, &FieldError{"game", quote(c.Game), problem}
	}
	if canon, err := games.Start(pos.Spec()); err == nil && dealt(pos) && canon.String() != pos.String() {
		return nil, &FieldError{"game", quote(c.Game), "names a deal (deal=N), but a match deals every game's hands from its seed (DealSeed); drop deal= and set the seed instead"}
	}
	return pos, nil
}

// runsOn reports why contestant x cannot play the game of pos, nil if it can: the registry's
// searchers that the registry instantiates for the game do, and the greedy player (max^n to
// depth 1); an external engine may (CCP 1.1 names the game in newgame), which is known only when
// it has started and declared its games: one that does not play the game fails the match then.
func runsOn(x Contestant, pos games.Position) error {
	if x.Engine != "" {
		return nil
	}
	_, err := gameSearcher(x, pos)
	return err
}

// gameSearcher makes contestant x's searcher for the game of pos: a registry searcher, or a
// hidden-card player of package sampled.
func gameSearcher(x Contestant, pos games.Position) (games.Searcher, error) {
	if x.Cards != "" {
		sp, err := sampled.ParseSpec(x.Cards)
		if err != nil {
			return nil, err
		}
		return sampled.NewSearcher(sp, pos)
	}
	return pos.NewSearcher(gameSpec(x))
}

// gameSpec is the registry spec of contestant x's searcher on a game other than Chinese
// Checkers: the greedy player is max^n, searched to depth 1 whatever the budget, as on Chinese
// Checkers.
func gameSpec(x Contestant) string {
	if x.Greedy {
		return "maxn"
	}
	return x.Spec.String()
}

// quote is a text value as a FieldError shows it.
func quote(s string) string { return strconv.Quote(s) }

// checkEngine resolves an engine contestant and finds its program, starting nothing.
func (c *Config) checkEngine(spec string) error {
	cfg, _, err := ccp.Lookup(spec, c.Engines)
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), "ccp: "+spec+": ")
		if _, named := c.Engines[strings.TrimPrefix(spec, ccp.Prefix)]; !named {
			msg += "; name engines in an {engines} file (engine:NAME), or give an inline engine:COMMAND without spaces"
		}
		return errors.New(msg)
	}
	prog := cfg.Command[0]
	if !strings.Contains(prog, "/") {
		if _, err := exec.LookPath(prog); err != nil {
			return fmt.Errorf("engine command %s: not found in PATH", prog)
		}
		return nil
	}
	if !filepath.IsAbs(prog) && cfg.Dir != "" {
		prog = filepath.Join(cfg.Dir, prog)
	}
	if st, err := os.Stat(prog); err != nil || st.IsDir() || st.Mode()&0o111 == 0 {
		return fmt.Errorf("engine command %s: not an executable file", prog)
	}
	return nil
}

// engine returns the engine of an engine contestant (validated).
func (c *Config) engine(x Contestant) (ccp.Config, bool) {
	if x.Engine == "" {
		return ccp.Config{}, false
	}
	cfg, ok, err := ccp.Lookup(x.Engine, c.Engines)
	return cfg, ok && err == nil
}

// budget returns the budget of contestant x: its own, or the match's.
func (c *Config) budget(x Contestant) Budget {
	if x.Budget == (Budget{}) {
		return c.Budget
	}
	return x.Budget
}

// Deterministic reports whether the match's games depend only on the code and the Config: no
// contestant has a time budget, and every engine contestant is promised deterministic for its
// budget by the engines file ("det = depth" for a depth budget, "det = nodes" for a node budget;
// an inline engine, which has no such line, never is). It is known without starting an engine;
// a game fails if the engine's handshake does not declare what the file promised.
func (c *Config) Deterministic() bool {
	for _, x := range c.Players {
		b := c.budget(x)
		if !b.Deterministic() {
			return false
		}
		if cfg, ok := c.engine(x); ok && !engineDet(cfg, b) {
			return false
		}
	}
	return true
}

// engineDet reports whether the engines file promises cfg deterministic under budget b.
func engineDet(cfg ccp.Config, b Budget) bool {
	switch {
	case b.Depth > 0:
		return cfg.DetDepth
	case b.Nodes > 0:
		return cfg.DetNodes
	}
	return false
}

// DefaultCap is the cap of a Config whose Cap is 0: longer than any game of the papers' settings
// (cctree match -cap's default).
const DefaultCap = 1000

// seats returns Seats, or the board's default seats when it is "" (for Chinese Checkers).
func (c *Config) seats() string {
	if g := board.ByName(c.Board); c.Seats == "" && c.Game == "" && g != nil {
		return g.DefaultSeats
	}
	return c.Seats
}

// plyCap returns Cap, or DefaultCap when it is 0.
func (c *Config) plyCap() int {
	if c.Cap == 0 {
		return DefaultCap
	}
	return c.Cap
}

// start returns the start position of Chinese Checkers (nil for a board and seats that make none).
func (c *Config) start() *game.State {
	seats, _ := game.ParseSeats(c.seats())
	s, _ := game.NewState(board.ByName(c.Board), seats, c.Rules)
	return s
}

// NumPlayers returns the players at the board: one per seat of Chinese Checkers, else the
// game's (0 when the Config names no valid game).
func (c *Config) NumPlayers() int {
	if c.Game == "" {
		return len(c.seats())
	}
	if p, err := games.Start(c.Game); err == nil {
		return p.NumPlayers()
	}
	return 0
}

// Game is one game of the plan.
type Game struct {
	Index   int // place in the plan
	Block   int // its block: one opening played over every seating of the block
	Seating int // index into Seatings; for the random and draw designs the seating as a base-k number (SeatingOf)
	Opening int // the opening's index
}

// Plan returns the games of the match in order: block by block, every seating of the block in
// each (BlockSeatings); nil for a Config whose seatings are empty (one that would not Validate).
func (c *Config) Plan() []Game {
	per := c.BlockSize()
	if per <= 0 {
		return nil
	}
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
// Chinese Checkers only (GameOpening is the same for the other games).
func (c *Config) Opening(o int) ([]game.Move, *game.State) {
	s := c.start()
	var buf [game.MaxMoves]game.Move
	moves := randomPlies(c.Seed, o, c.openingPlies(s.Players), s.Terminal,
		func() []game.Move { return s.Moves(buf[:0]) }, s.Make)
	return moves, s
}

// GameOpening is Opening for a game other than Chinese Checkers (Config.Game): the opening's
// moves in the game's notation, drawn alike from the game's legal moves in generation order, and
// the position they reach (nil for a Config that names no valid game).
//
// A dealt game (the card games, games.Deal) starts from the deal DealSeed(Seed, o, 0), which is
// its opening: with OpeningPlies 0 it plays no random cards (a positive OpeningPlies still
// does, within the first hand).
func (c *Config) GameOpening(o int) ([]string, games.Position) {
	p := c.gameStart(o)
	if p == nil {
		return nil, nil
	}
	plies := c.openingPlies(p.NumPlayers())
	if c.OpeningPlies == 0 && dealt(p) {
		plies = 0
	}
	moves := randomPlies(c.Seed, o, plies, p.Terminal, p.Moves, func(m string) {
		if err := p.Play(m); err != nil {
			panic("match: the game refuses a move it listed: " + err.Error())
		}
	})
	return moves, p
}

// openingPlies is the random plies of an opening on a board of n players.
func (c *Config) openingPlies(n int) int {
	switch c.OpeningPlies {
	case NoOpening:
		return 0
	case 0:
		return n
	}
	return c.OpeningPlies
}

// randomPlies plays plies moves drawn uniformly from the mover's legal moves (moves, in
// generation order), by a generator seeded by the match seed and the opening o, stopping at a
// terminal position, and returns them: every game's openings are drawn by it.
func randomPlies[M any](seed uint64, o, plies int, terminal func() bool, moves func() []M, play func(M)) []M {
	rng := rand.New(rand.NewPCG(seed, 0x6f70656e00000000|uint64(o))) // "open"
	var out []M
	for range plies {
		if terminal() {
			break
		}
		ms := moves()
		m := ms[rng.IntN(len(ms))]
		out = append(out, m)
		play(m)
	}
	return out
}

// Move is one move of a game with what finding it cost.
type Move struct {
	Move  game.Move     // Chinese Checkers' move
	Text  string        // the move of another game (Config.Game), in its notation; "" for Chinese Checkers
	Nodes int64         // NC of the search (0 for a random move)
	Depth int           // depth of the last completed iteration (0 for a random move)
	Time  time.Duration // wall time of the search
}

// Result is one played game.
type Result struct {
	Game
	Players      []string    // the contestant of each player index, in turn order
	OpeningMoves []game.Move // Chinese Checkers: the opening's moves
	Start        *game.State // Chinese Checkers: the position after the opening
	Moves        []Move
	Winner       int             // player index, or -1 (capped, forfeited, or no single winner)
	Capped       bool            // the cap ended the game
	Forfeit      *record.Forfeit // an engine misbehaved and forfeited: the game ended there; nil otherwise

	// A game other than Chinese Checkers (Config.Game) has its opening and the position after
	// it here, in the game's notation, instead of OpeningMoves and Start (nil), its moves in
	// Move.Text, and, when it ended (not capped), the value vector of its final position:
	// Winner is the player it gives the whole scale gamekit.S, if any (Outcome).
	OpeningText []string
	GameStart   games.Position
	Values      []int64
	// Hands are the hands of a game played as a series of hands (games.HandsOf: Hearts'
	// tournament), in order; nil otherwise. Winner and Values are then the series' (hands.go).
	Hands []record.Hand
}

// player makes the moves of one player index in one game.
type player struct {
	who    Contestant
	budget Budget
	sr     search.Searcher // Chinese Checkers
	engine *ccp.Searcher   // sr, for an engine contestant
	det    bool            // the engines file promises the engine deterministic under budget
	game   games.Searcher  // the searcher of another game (Config.Game); sr is nil
}

// newPlayer makes player index p of game g, contestant x. A searcher that randomises
// (search.Seeder: the random strategy, tie randomisation) is seeded by the match seed and one
// stream per game and player index, so every game and player draws differently and a replayed
// plan draws alike. Random is the registry's random strategy (package random), whose draws are
// the uniformly random legal moves this player has always made for that seed and stream.
func newPlayer(c *Config, x Contestant, g Game, p int) (player, error) {
	pl := player{who: x, budget: c.budget(x)}
	switch cfg, ok := c.engine(x); {
	case ok && c.Game != "":
		pl.engine = ccp.NewSearcher(x.Engine, cfg)
		pl.det = engineDet(cfg, pl.budget)
		seedSearcher(pl.engine, c.Seed, uint64(g.Index)<<8|uint64(p))
		return pl, nil
	case c.Game != "":
		pos, err := games.Start(c.Game)
		if err == nil {
			pl.game, err = gameSearcher(x, pos)
		}
		if err != nil {
			return pl, fmt.Errorf("%s: %v", x.Who(), err) // a valid Config holds only contestants that run on its game
		}
		seedSearcher(pl.game, c.Seed, uint64(g.Index)<<8|uint64(p))
		return pl, nil
	case ok:
		pl.engine = ccp.NewSearcher(x.Engine, cfg)
		pl.sr, pl.det = pl.engine, engineDet(cfg, pl.budget)
	case x.Greedy:
		pl.sr = searchers.MustParse("maxn").New()
	case x.own != nil:
		pl.sr = x.own.new()
	default:
		pl.sr = x.Spec.New() // a valid Config holds only valid contestants
	}
	seedSearcher(pl.sr, c.Seed, uint64(g.Index)<<8|uint64(p))
	return pl, nil
}

// close ends the player's engine process, if it has one.
func (pl *player) close() {
	if pl.engine != nil {
		pl.engine.Close()
	}
}

// seedSearcher seeds sr (a searcher of any game) if it randomises.
func seedSearcher(sr any, seed, stream uint64) {
	if sd, ok := sr.(search.Seeder); ok {
		sd.Seed(seed, stream)
	}
}

// move asks the player for its move in t within its budget.
func (pl *player) move(ctx context.Context, t table) (Move, error) {
	b := pl.budget
	start := time.Now()
	lim := b.limits()
	if pl.who.Greedy {
		lim = search.Limits{Depth: 1}
	}
	sctx := ctx
	if b.Time > 0 && !pl.who.Greedy {
		var cancel context.CancelFunc
		sctx, cancel = context.WithTimeout(ctx, b.Time)
		defer cancel()
	}
	m, err := t.search(sctx, pl, lim)
	if err := ctx.Err(); err != nil {
		return Move{}, err // the match was cancelled, not the move's time
	}
	if err != nil {
		var f *ccp.Failure
		if !errors.As(err, &f) {
			err = fmt.Errorf("%s: %w", pl.who.Who(), err)
		}
		return Move{}, err // a *ccp.Failure is the forfeit of the game
	}
	if pl.det && !pl.engine.Exact(lim) {
		return Move{}, fmt.Errorf("%s: the engines file promises det for budget %s, but the engine does not declare it in its handshake; correct the file's det line", pl.who.Who(), pl.budget)
	}
	m.Time = time.Since(start)
	if pl.engine != nil {
		m.Time -= pl.engine.TakeStartup() // an engine's start-up is not its move's time
	}
	return m, nil
}

// table is a game in progress as Play's loop sees it: Chinese Checkers (ccTable) or a game of
// the registry (posTable). The loop, the cap, the players and their budgets are one code for
// every game; what a table does is the part that differs: searching its own kind of position
// and making the move.
type table interface {
	mover() int
	terminal() bool
	// search asks pl for its move within lim (ctx carries a time budget's deadline); the Move's
	// Time is left to the caller.
	search(ctx context.Context, pl *player, lim search.Limits) (Move, error)
	play(m Move) error
	// result is the winner (-1 for none) of a terminal position and, for another game, its values.
	result() (int, []int64)
}

// ccTable is a game of Chinese Checkers.
type ccTable struct{ s game.State }

func (t *ccTable) mover() int     { return t.s.ToMove }
func (t *ccTable) terminal() bool { return t.s.Terminal() }
func (t *ccTable) play(m Move) error {
	t.s.Make(m.Move)
	return nil
}
func (t *ccTable) result() (int, []int64) { return t.s.Winner, nil }

func (t *ccTable) search(ctx context.Context, pl *player, lim search.Limits) (Move, error) {
	if pl.engine != nil {
		r, err := pl.engine.Play(ctx, &t.s, lim)
		return Move{Move: r.Move, Nodes: r.NC, Depth: r.Depth}, err
	}
	r := pl.sr.Search(ctx, &t.s, lim)
	return Move{Move: r.Move, Nodes: r.NC, Depth: r.Depth}, nil
}

// posTable is a game of the registry (Config.Game): the position searched is the hand in play
// (a series of hands goes on in walk).
type posTable struct{ w *walk }

func (t *posTable) mover() int             { return t.w.p.Mover() }
func (t *posTable) terminal() bool         { return t.w.over() }
func (t *posTable) result() (int, []int64) { return t.w.outcome() }

func (t *posTable) search(ctx context.Context, pl *player, lim search.Limits) (Move, error) {
	if pl.engine != nil {
		r, err := pl.engine.PlayOf(ctx, t.w.p, lim)
		return Move{Text: r.Move, Nodes: r.NC, Depth: r.Depth}, err
	}
	r, err := pl.game.Search(ctx, t.w.p, lim)
	return Move{Text: r.Move, Nodes: r.NC, Depth: r.Depth}, err
}

func (t *posTable) play(m Move) error {
	if err := t.w.play(m.Text); err != nil {
		return fmt.Errorf("the searcher's move in %s: %v", t.w.p, err) // a refused move leaves the position as it was
	}
	return nil
}

// Outcome returns the result of a finished game of the registry: the value vector of its final
// position p (one entry per player index, scale gamekit.S) and its winner, the player the
// vector gives the whole scale, or -1 when none has it (a draw, or a win shared by a tie).
func Outcome(p games.Position) (winner int, values []int64) {
	v := p.Values()
	values = slices.Clone(v.Vec[:v.N])
	return slices.Index(values, gamekit.S), values
}

// Play plays game g of the match after validating c (an invalid c is its Validate error). A player's engine that fails (a
// *ccp.Failure) forfeits: the game ends there, without a winner, and r.Forfeit says why. Every
// engine process of the game has ended when Play returns.
func Play(ctx context.Context, c *Config, g Game) (*Result, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return play(ctx, c, g)
}

// play is Play for a Config already validated.
func play(ctx context.Context, c *Config, g Game) (*Result, error) {
	seating := c.SeatingOf(g)
	r := &Result{Game: g, Winner: -1}
	var t table
	if c.Game == "" {
		r.OpeningMoves, r.Start = c.Opening(g.Opening)
		t = &ccTable{*r.Start}
	} else {
		r.OpeningText, r.GameStart = c.GameOpening(g.Opening)
		if r.GameStart == nil {
			return nil, fmt.Errorf("game %q: not a game of the registry", c.Game)
		}
		pt := &posTable{newWalk(r.GameStart.Clone(), c.Seed, g.Opening)}
		t = pt
		defer func() { r.Hands = pt.w.hands }()
	}
	players := make([]player, len(seating))
	defer func() {
		for p := range players {
			players[p].close()
		}
	}()
	for p, x := range seating {
		r.Players = append(r.Players, c.Players[x].String())
		var err error
		if players[p], err = newPlayer(c, c.Players[x], g, p); err != nil {
			return nil, err
		}
	}
	for !t.terminal() {
		if len(r.Moves) == c.plyCap() {
			r.Capped = true
			break
		}
		mover := t.mover()
		m, err := players[mover].move(ctx, t)
		var f *ccp.Failure
		if errors.As(err, &f) {
			r.Forfeit = &record.Forfeit{Player: mover, Reason: string(f.Kind), Line: f.Line, Detail: f.Detail}
			return r, nil
		}
		if err != nil {
			return nil, err
		}
		if err := t.play(m); err != nil {
			return nil, fmt.Errorf("game %d, move %d by %s: %v", g.Index, len(r.Moves)+1, players[mover].who.Who(), err)
		}
		r.Moves = append(r.Moves, m)
	}
	if !r.Capped {
		r.Winner, r.Values = t.result()
	}
	return r, nil
}

// Run validates c (an invalid c is its Validate error, and nothing is played), then plays games
// on workers goroutines (GOMAXPROCS for workers <= 0) and calls emit with each result in the
// order of games, each as soon as it and every game before it are done.
func Run(ctx context.Context, c *Config, games []Game, workers int, emit func(*Result) error) error {
	if err := c.Validate(); err != nil {
		return err
	}
	results := make([]*Result, len(games))
	itemOf := make([]int, len(games))
	for i := range itemOf {
		itemOf[i] = i
	}
	do := func(_, k int) error {
		r, err := play(ctx, c, games[k])
		results[k] = r
		return err
	}
	return ordered.Run(ctx, workers, itemOf, do, func(k int) error {
		err := emit(results[k])
		results[k] = nil
		return err
	})
}
