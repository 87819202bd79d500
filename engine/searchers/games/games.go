// Package games is the registry of the games other than Chinese Checkers (whose own packages,
// engine/game and engine/eval, the rest of cctree is built on): each game's name, players and
// options, its start positions and notation, and every searcher of the registry that runs on any
// game, instantiated for it from the one generic kernel (search.AlphaBetaOf). The command line
// reaches a game through it by name ("virus", "focus(players=3)") and handles its positions as
// Position values, without knowing the game's types.
//
// Adding a game is a package under engine/games implementing gamekit.Evaluated and one entry
// in the list below (docs/adding-a-game.md). Every searcher of the registry runs on every game:
// Position.NewSearcher instantiates its family's generic searcher (the alpha-beta kernel for
// Paranoid, BRS, BRS+, OPPS and Threat-ADS; maxn.SearcherOf; mpmix's OffensiveOf and MPMixOf;
// random.SearcherOf; mcts.SearcherOf) with the game's types; on a game that scores points (its state has
// PointUnit: Hearts) MP-Mix's thresholds are in those points, as the MP-Mix paper gives them
// (mpmix(td=25,to=inf)), and elsewhere fractions of the scale. Franks' evaluations (eval=franks1..3) are Chinese
// Checkers' and are refused on the other games.
package games

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/games/blokus"
	"github.com/cctree/cctree/engine/games/focus"
	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/games/risk"
	"github.com/cctree/cctree/engine/games/rolit"
	"github.com/cctree/cctree/engine/games/spades"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/games/virus"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/mcts"
	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/engine/search/random"
	"github.com/cctree/cctree/engine/search/spec"
	"github.com/cctree/cctree/engine/searchers"
)

// all is the registry: one entry per game.
var all = []*Game{
	Of(Def[*virus.State, virus.Move]{
		Name: "virus", Doc: "the Virus Game of the Threat-ADS paper, 2-6 players (docs/games/virus.md; options: size=3..8, adj=4|8, start=infected|single, convert|noconvert, target=any|empty, limit=N)",
		MinPlayers: virus.MinPlayers, MaxPlayers: virus.MaxPlayers, DefaultPlayers: 4,
		New: func(players int, opts string) (*virus.State, error) {
			o, err := virus.ParseOptions(opts)
			if err != nil {
				return nil, err
			}
			return virus.New(players, o)
		},
		Parse: virus.Parse, Clone: (*virus.State).Clone, ParseMove: (*virus.State).ParseMove,
		Options: func(s *virus.State) string { return s.Options().String() },
	}),
	Of(Def[*focus.State, focus.Move]{
		Name: "focus", Doc: "Sackson's Focus, 2-4 players (docs/games/focus.md; options: moves=whole, win=capture)",
		MinPlayers: focus.MinPlayers, MaxPlayers: focus.MaxPlayers, DefaultPlayers: 4,
		New: func(players int, opts string) (*focus.State, error) {
			o, err := focus.ParseOptions(opts)
			if err != nil {
				return nil, err
			}
			return focus.New(players, o)
		},
		Parse: focus.Parse, Clone: (*focus.State).Clone, ParseMove: (*focus.State).ParseMove,
		Options: func(s *focus.State) string { return s.Options().String() },
	}),
	Of(Def[*rolit.State, rolit.Move]{
		Name: "rolit", Doc: "Rolit, Othello for 2-4 players (docs/games/rolit.md; options: size=4|6|8, stuck=adjacent|pass)",
		MinPlayers: rolit.MinPlayers, MaxPlayers: rolit.MaxPlayers, DefaultPlayers: 4,
		New: func(players int, opts string) (*rolit.State, error) {
			o, err := rolit.ParseOptions(opts)
			if err != nil {
				return nil, err
			}
			return rolit.New(players, o)
		},
		Parse: rolit.Parse, Clone: (*rolit.State).Clone, ParseMove: (*rolit.State).ParseMove,
		Options: func(s *rolit.State) string { return s.Options().String() },
	}),
	Of(Def[*blokus.State, blokus.Move]{
		Name: "blokus", Doc: "Blokus, 21 polyominoes per colour on 20x20, 2-4 players (docs/games/blokus.md; options: size=5..20, bonus=on|off)",
		MinPlayers: blokus.MinPlayers, MaxPlayers: blokus.MaxPlayers, DefaultPlayers: 4,
		New: blokus.NewWithOptions, Parse: blokus.Parse, Clone: (*blokus.State).Clone, ParseMove: (*blokus.State).ParseMove,
		Options: func(s *blokus.State) string { return s.Options().String() },
	}),
	Of(Def[*tictactoe.State, tictactoe.Move]{
		Name: "tictactoe", Doc: "k-in-a-row for 2-4 players, the worked example of docs/adding-a-game.md (option: size=3..6, default 4)",
		MinPlayers: tictactoe.MinPlayers, MaxPlayers: tictactoe.MaxPlayers, DefaultPlayers: 3,
		New: tictactoe.NewWithOptions, Parse: tictactoe.Parse, Clone: (*tictactoe.State).Clone, ParseMove: (*tictactoe.State).ParseMove,
		Options: (*tictactoe.State).Options,
	}),
	Of(Def[*hearts.State, hearts.Move]{
		Name: "hearts", Doc: "one hand of Hearts with every hand visible, 3-4 players (docs/games/hearts.md; options: deal=N, hearts=any|broken, first=any|clean, eval=points|share|mpmix)",
		MinPlayers: hearts.MinPlayers, MaxPlayers: hearts.MaxPlayers, DefaultPlayers: 4,
		New: hearts.NewWithOptions, Parse: hearts.Parse, Clone: (*hearts.State).Clone, ParseMove: (*hearts.State).ParseMove,
		Options: func(s *hearts.State) string {
			o := s.Options()
			o.Deal = hearts.DefaultOptions().Deal
			return o.String()
		},
		Deal: func(s *hearts.State, seed uint64) *hearts.State { return s.Dealt(seed) },
		Series: &Series[*hearts.State]{
			Over:   func(s *hearts.State) bool { return s.TournamentOver(hearts.Limit) },
			Next:   func(s *hearts.State, deal uint64) (*hearts.State, error) { return s.NextHand(deal) },
			Totals: (*hearts.State).Totals,
		},
	}),
	Of(Def[*spades.State, spades.Move]{
		Name: "spades", Doc: "one hand of Spades with every hand visible, no bidding, 3-4 players (docs/games/spades.md; options: deal=N, spades=broken|any, eval=tricks|share|predict; a position's before=a/b/c[/d])",
		MinPlayers: spades.MinPlayers, MaxPlayers: spades.MaxPlayers, DefaultPlayers: 4,
		New: spades.NewWithOptions, Parse: spades.Parse, Clone: (*spades.State).Clone, ParseMove: (*spades.State).ParseMove,
		Options: func(s *spades.State) string {
			o := s.Options().Game() // before= is the position's root, as the deal is its
			o.Deal = spades.DefaultOptions().Deal
			return o.String()
		},
		Deal: func(s *spades.State, seed uint64) *spades.State { return s.Dealt(seed) },
		Series: &Series[*spades.State]{
			Over:   func(s *spades.State) bool { return s.GameOver(spades.Target) },
			Next:   func(s *spades.State, deal uint64) (*spades.State, error) { return s.NextHand(deal) },
			Totals: (*spades.State).Totals,
			High:   true,
		},
	}),
	Of(Def[*risk.State, risk.Move]{
		Name: "risk", Doc: "Risk on the classic map without cards, moves the MP-Mix paper's bids, 2-6 players (docs/games/risk.md; options: deal=N, fortify=lux|single, place=even|random, width=1..8, rounds=N, view=expected|sample|known)",
		MinPlayers: risk.MinPlayers, MaxPlayers: risk.MaxPlayers, DefaultPlayers: 6,
		New: risk.NewWithOptions, Parse: risk.Parse, Clone: (*risk.State).Clone, ParseMove: (*risk.State).ParseMove,
		Options: func(s *risk.State) string {
			o := s.Options()
			o.Deal = risk.DefaultOptions().Deal
			return o.String()
		},
		Deal: func(s *risk.State, seed uint64) *risk.State { return s.Dealt(seed) },
		View: (*risk.State).SearchView,
	}),
}

// Game is one game of the registry.
type Game struct {
	Name string
	// Doc is one line: what the game is and its options.
	Doc                                    string
	MinPlayers, MaxPlayers, DefaultPlayers int
	// Progress reports whether the game has a raw measure per player beside its value vector
	// (gamekit.ProgressVectorer: Risk's strengths), which OpponentImpact compares under
	// mpmix.EvalProgress.
	Progress bool
	start    func(players int, opts string) (Position, error)
	parse    func(text string) (Position, error)
	oi       func(ctx context.Context, starts []Position, rng *rand.Rand, samples, plies, depth int, ev mpmix.Eval) (mpmix.OI, error)
}

// OpponentImpact estimates the Opponent Impact factor of the MP-Mix paper (§5) of the game, the
// one generic measure (mpmix.OpponentImpactOf) on its types: samples states drawn from starts
// (positions of this game; mpmix.SampleStatesOf, 0 to plies moves among the mover's three best),
// each searched at depth, under the game's vector (mpmix.EvalShare) or its raw measure
// (mpmix.EvalProgress: a game's gamekit.ProgressVectorer, else its vector).
func (g *Game) OpponentImpact(ctx context.Context, starts []Position, rng *rand.Rand, samples, plies, depth int, ev mpmix.Eval) (mpmix.OI, error) {
	return g.oi(ctx, starts, rng, samples, plies, depth, ev)
}

// Names returns the registered games' names in registry order.
func Names() []string {
	out := make([]string, len(all))
	for i, g := range all {
		out[i] = g.Name
	}
	return out
}

// Lookup returns the game named name.
func Lookup(name string) (*Game, error) {
	for _, g := range all {
		if g.Name == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("game %q: want one of %s (or chinesecheckers, the default)", name, strings.Join(Names(), ", "))
}

// Start returns the start position a game spec names: the game's name with optional arguments,
// players=N and the game's own options ("virus", "virus(players=5,size=6)").
func Start(text string) (Position, error) {
	sp, err := spec.ParseSpec(text)
	if err != nil {
		return nil, fmt.Errorf("game %q: %v", text, err)
	}
	g, err := Lookup(sp.Name)
	if err != nil {
		return nil, err
	}
	players := g.DefaultPlayers
	var opts []string
	for _, a := range sp.Args {
		switch {
		case a.Key == "":
			opts = append(opts, a.Value)
			continue
		case a.Key != "players":
			opts = append(opts, a.Key+"="+a.Value)
			continue
		}
		n, err := strconv.Atoi(a.Value)
		if err != nil || n < g.MinPlayers || n > g.MaxPlayers {
			return nil, fmt.Errorf("game %q: players %q: want %d to %d", text, a.Value, g.MinPlayers, g.MaxPlayers)
		}
		players = n
	}
	return g.start(players, strings.Join(opts, ","))
}

// Parse reads a position in its game's notation, which starts with the game's name.
func Parse(text string) (Position, error) {
	name, _, _ := strings.Cut(strings.TrimSpace(text), " ")
	g, err := Lookup(name)
	if err != nil {
		return nil, fmt.Errorf("position %q: the first word names the game: %v", text, err)
	}
	return g.parse(text)
}

// Position is a position of some game, with what the command line does with it.
type Position interface {
	Game() *Game
	// Spec is the game spec of the position's game, canonical: the name, players=N, and the
	// options that differ from the defaults, in the game's order ("virus(players=4)",
	// "virus(players=5,size=6,adj=8)"). Start(Spec()) gives the game's start position; for a
	// dealt game (the card games) the start of the default deal, the deal being the position's
	// and not the game's (Deal).
	Spec() string
	// String is the position in its game's notation (Parse reads it back).
	String() string
	NumPlayers() int
	Mover() int
	// InGame reports whether player p still plays (false once eliminated).
	InGame(p int) bool
	Terminal() bool
	// Values is the game's value vector of the position (one entry per player, scale gamekit.S).
	Values() search.Value
	// Moves lists the mover's legal moves in the game's notation, in generation order.
	Moves() []string
	// Play makes a move given in the game's notation.
	Play(move string) error
	// Perft counts the leaves of the move tree to depth d (gamekit.Perft).
	Perft(d int) uint64
	// Divide is perft of depth d-1 below each legal move.
	Divide(d int) []Divided
	Clone() Position
	// NewSearcher returns a searcher of the registry (a spec of package searchers) for this game.
	NewSearcher(spec string) (Searcher, error)
}

// Divided is one root move of Divide and the perft below it.
type Divided struct {
	Move  string
	Count uint64
}

// Searcher is a registry searcher instantiated for one game.
type Searcher interface {
	Name() string
	// Search searches p, a position of the searcher's game, for the player to move; the move
	// is in the game's notation. It leaves p as it found it.
	Search(ctx context.Context, p Position, lim search.Limits) (search.ResultOf[string], error)
	// Reset forgets what the searcher carries between searches (Threat-ADS's lists).
	Reset()
}

// Def is what a game's entry in the registry says: its name and players, and the functions of
// its package that make, read and copy positions. New makes the start position of players
// players under the game's options ("size=6,adj=8": the game spec's arguments but players=).
type Def[S gamekit.Evaluated[M], M comparable] struct {
	Name, Doc                              string
	MinPlayers, MaxPlayers, DefaultPlayers int
	New                                    func(players int, options string) (S, error)
	Parse                                  func(text string) (S, error)
	Clone                                  func(S) S
	// ParseMove reads a move in the game's notation and returns it only if it is legal in the
	// position (an error naming why otherwise): Play makes what it returns without a second
	// check, so a replay lists each position's moves once.
	ParseMove func(S, string) (M, error)
	// Options is the game's canonical options string of a position ("size=6,adj=8"; every
	// option, defaults included, or only those that differ: Spec drops the defaults). A dealt
	// game leaves its deal out: the deal is the position's, not the game's (see Deal).
	Options func(S) string
	// Deal, for a game whose start is a deal of cards (Hearts, Spades), returns the start of
	// s's game dealt by seed: the game's "opening", which Spec does not name (a match deals
	// each game's hands from its seed). nil for the other games.
	Deal func(s S, seed uint64) S
	// Series, for a game played as a series of hands (Hearts' tournament to 100 points), is
	// how a hand ends the series and deals the next; nil for a game of one hand.
	Series *Series[S]
	// View, for a game whose moves roll dice (Risk), returns the position a searcher searches in
	// place of s, so that searchers need not foresee the game's dice (Risk's expected battles);
	// it leaves s as it is. nil: s itself. Opponent Impact samples are searched through it too.
	View func(s S) S

	defaults map[string]bool // the parts of the default options' string
}

// Of makes the registry's Game of a definition. A definition that lacks a required field, or
// whose start position with the default options cannot be made, is a programming error of the
// registry's list: Of panics with one line naming the game, the field and the fix, at start-up
// of every binary (and every test), rather than a nil dereference later.
func Of[S gamekit.Evaluated[M], M comparable](d Def[S, M]) *Game {
	if err := d.check(); err != nil {
		panic(err.Error())
	}
	g := &Game{Name: d.Name, Doc: d.Doc, MinPlayers: d.MinPlayers, MaxPlayers: d.MaxPlayers, DefaultPlayers: d.DefaultPlayers}
	_, g.Progress = any(*new(S)).(gamekit.ProgressVectorer)
	def := &d
	if s, err := d.New(d.DefaultPlayers, ""); err == nil {
		def.defaults = map[string]bool{}
		for _, part := range strings.Split(d.Options(s), ",") {
			def.defaults[part] = true
		}
	} else {
		panic(fmt.Sprintf("games: Def %q: New(%d, \"\") (the start with the default options) fails: %v", d.Name, d.DefaultPlayers, err))
	}
	g.start = func(players int, opts string) (Position, error) {
		s, err := d.New(players, opts)
		if err != nil {
			return nil, err
		}
		return &pos[S, M]{g, def, s}, nil
	}
	g.oi = func(ctx context.Context, starts []Position, rng *rand.Rand, samples, plies, depth int, ev mpmix.Eval) (mpmix.OI, error) {
		ss := make([]S, len(starts))
		for i, p := range starts {
			q, ok := p.(*pos[S, M])
			if !ok {
				return mpmix.OI{}, fmt.Errorf("games: %s: a start position of another game: %s", d.Name, p)
			}
			ss[i] = q.s
		}
		states := mpmix.SampleStatesOf(rng, ss, d.Clone, samples, plies)
		if d.View != nil {
			for i, s := range states {
				states[i] = d.View(s)
			}
		}
		return mpmix.OpponentImpactOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M]](ctx, states, depth, ev)
	}
	g.parse = func(text string) (Position, error) {
		s, err := d.Parse(text)
		if err != nil {
			return nil, err
		}
		return &pos[S, M]{g, def, s}, nil
	}
	return g
}

// check reports the first required field d lacks (every field but Doc, Deal, Series and View), and
// player counts out of order, naming the field and what to give it (docs/adding-a-game.md).
func (d *Def[S, M]) check() error {
	name := d.Name
	if name == "" {
		name = "(no Name)"
	}
	missing := func(field, want string) error {
		return fmt.Errorf("games: Def %q has no %s: give %s (docs/adding-a-game.md, \"The registry entry\")", name, field, want)
	}
	switch {
	case d.Name == "":
		return missing("Name", "the game's name, the first word of its notation")
	case d.New == nil:
		return missing("New", "func(players int, options string) (S, error), the start position")
	case d.Parse == nil:
		return missing("Parse", "the package's Parse, which reads the notation")
	case d.Clone == nil:
		return missing("Clone", "(*State).Clone")
	case d.ParseMove == nil:
		return missing("ParseMove", "(*State).ParseMove")
	case d.Options == nil:
		return missing("Options", "func(S) string, the canonical options of a position (\"\" for a game without options)")
	case d.MinPlayers < 1 || d.MinPlayers > d.DefaultPlayers || d.DefaultPlayers > d.MaxPlayers || d.MaxPlayers > gamekit.MaxPlayers:
		return fmt.Errorf("games: Def %q: MinPlayers %d, DefaultPlayers %d, MaxPlayers %d: want 1 <= MinPlayers <= DefaultPlayers <= MaxPlayers <= %d", name, d.MinPlayers, d.DefaultPlayers, d.MaxPlayers, gamekit.MaxPlayers)
	}
	return nil
}

// Series is what a game played as a series of hands says of it (Def.Series): a position of the
// registry is one hand, which the searchers search, and the series above it (the match engine
// plays it, HandsOf) ends when Over says so (checked after every move: Hearts ends at the end of
// a trick, Spades at the end of a hand), and otherwise goes on with Next when a hand is over.
type Series[S any] struct {
	// Over reports whether the series ends at s (Hearts: a player's total has reached 100 at
	// the end of a trick).
	Over func(s S) bool
	// Next returns the start of the hand after s's finished hand, dealt by deal, carrying the
	// totals.
	Next func(s S, deal uint64) (S, error)
	// Totals is each player's score in the series so far, the hand in play included.
	Totals func(s S) []int
	// High: the highest total wins (Spades' tricks); false, the lowest (Hearts' penalty points).
	High bool
}

// Hands is a position of a game played as a series of hands (Def.Series), seen as the series:
// a match plays hands until SeriesOver and ranks the players by their totals (the lowest wins,
// or the highest where HighWins: Hearts' points are penalties, Spades' tricks are not).
type Hands interface {
	// SeriesOver reports whether the series ends at this position.
	SeriesOver() bool
	// NextHand returns the start of the next hand after this finished hand, dealt by deal.
	NextHand(deal uint64) (Position, error)
	// Totals is each player's score in the series so far, this hand included.
	Totals() []int
	// HighWins reports whether the highest total wins the series (else the lowest).
	HighWins() bool
}

// HandsOf returns p as a series of hands, false when p's game is of one hand.
func HandsOf(p Position) (Hands, bool) {
	h, ok := p.(interface{ series() (Hands, bool) })
	if !ok {
		return nil, false
	}
	return h.series()
}

// Deal returns the start position of p's game dealt by seed, false for a game that is not dealt
// (Def.Deal): the card games' start is a deal, which Spec does not name.
func Deal(p Position, seed uint64) (Position, bool) {
	d, ok := p.(interface{ deal(uint64) (Position, bool) })
	if !ok {
		return nil, false
	}
	return d.deal(seed)
}

func (p *pos[S, M]) deal(seed uint64) (Position, bool) {
	if p.def.Deal == nil {
		return nil, false
	}
	return &pos[S, M]{p.g, p.def, p.def.Deal(p.s, seed)}, true
}

func (p *pos[S, M]) series() (Hands, bool) {
	if p.def.Series == nil {
		return nil, false
	}
	return hands[S, M]{p}, true
}

type hands[S gamekit.Evaluated[M], M comparable] struct{ p *pos[S, M] }

func (h hands[S, M]) SeriesOver() bool { return h.p.def.Series.Over(h.p.s) }
func (h hands[S, M]) Totals() []int    { return h.p.def.Series.Totals(h.p.s) }
func (h hands[S, M]) HighWins() bool   { return h.p.def.Series.High }
func (h hands[S, M]) NextHand(deal uint64) (Position, error) {
	s, err := h.p.def.Series.Next(h.p.s, deal)
	if err != nil {
		return nil, err
	}
	return &pos[S, M]{h.p.g, h.p.def, s}, nil
}

type pos[S gamekit.Evaluated[M], M comparable] struct {
	g   *Game
	def *Def[S, M]
	s   S
}

func (p *pos[S, M]) Game() *Game { return p.g }

func (p *pos[S, M]) Spec() string {
	parts := []string{"players=" + strconv.Itoa(p.s.NumPlayers())}
	for _, part := range strings.Split(p.def.Options(p.s), ",") {
		if part != "" && !p.def.defaults[part] {
			parts = append(parts, part)
		}
	}
	return p.g.Name + "(" + strings.Join(parts, ",") + ")"
}
func (p *pos[S, M]) String() string    { return p.s.String() }
func (p *pos[S, M]) NumPlayers() int   { return p.s.NumPlayers() }
func (p *pos[S, M]) Mover() int        { return p.s.Mover() }
func (p *pos[S, M]) Terminal() bool    { return p.s.Terminal() }
func (p *pos[S, M]) InGame(q int) bool { return p.s.InGame(q) }
func (p *pos[S, M]) Clone() Position   { return &pos[S, M]{p.g, p.def, p.def.Clone(p.s)} }
func (p *pos[S, M]) Perft(d int) uint64 {
	return gamekit.Perft(p.s, d)
}

func (p *pos[S, M]) Values() search.Value {
	v := search.Value{N: p.s.NumPlayers()}
	p.s.Vector(&v.Vec)
	return v
}

func (p *pos[S, M]) Moves() []string {
	var buf [gamekit.MaxMoves]M
	var out []string
	for _, m := range p.s.Moves(buf[:0]) {
		out = append(out, p.s.MoveString(m))
	}
	return out
}

func (p *pos[S, M]) Play(move string) error {
	if p.s.Terminal() {
		return fmt.Errorf("move %q: the game is over", move)
	}
	m, err := p.def.ParseMove(p.s, move) // legal in p.s, or an error (Def.ParseMove)
	if err != nil {
		return err
	}
	p.s.Make(m)
	return nil
}

func (p *pos[S, M]) Divide(d int) []Divided {
	var out []Divided
	for _, e := range gamekit.Divide(p.s, d) {
		out = append(out, Divided{p.s.MoveString(e.Move), e.Count})
	}
	return out
}

// alphaBeta is what a family's configuration says to the alpha-beta kernel (paranoid.Config,
// bestreply.BRSConfig, bestreply.OPPSConfig).
type alphaBeta interface {
	AlphaBeta() search.ABOptions
	Threats() search.Threats
}

// NewSearcher instantiates a registry searcher for the position's game: every family's generic
// searcher (search.AlphaBetaOf, maxn.SearcherOf, mpmix.OffensiveOf and MPMixOf,
// random.SearcherOf) with the game's types and gamekit.Plies as its Source.
func (p *pos[S, M]) NewSearcher(text string) (Searcher, error) {
	sp, err := searchers.Parse(text)
	if err != nil {
		return nil, err
	}
	var tune search.Tuning
	var sr any
	switch c := sp.Config().(type) {
	case alphaBeta:
		o := c.AlphaBeta()
		tune = o.Tune
		k := new(kernel[S, M])
		k.ABOptions = o
		k.Tie.SetP(o.Tune.Ties)
		sr = &abSearcher[S, M]{k: k, threats: c.Threats()}
	case maxn.Options:
		tune = c.Tune
		sr = maxn.NewOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M]](c)
	case mpmix.OffensiveConfig:
		sr = mpmix.NewOffensiveOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M]](c.Target)
	case mpmix.MPMixConfig:
		td, to := c.TD, c.TO
		if pu, ok := any(p.s).(interface{ PointUnit() int64 }); ok {
			// A game that scores points (Hearts) takes the thresholds in its points, as the
			// MP-Mix paper gives them ("Td = 25"): one point is PointUnit of the scale S.
			td, to = td*float64(pu.PointUnit())/float64(gamekit.S), to*float64(pu.PointUnit())/float64(gamekit.S)
		}
		sr = mpmix.NewMPMixOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M]](td, to, c.Prune)
	case random.Config:
		tune = c.Tune
		sr = random.NewOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M]](c.Tune)
	case mcts.Config:
		sr = mcts.NewOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M]](c.Options)
	default:
		return nil, fmt.Errorf("algo %q runs on Chinese Checkers only so far (its family is not written over gamekit)", sp)
	}
	if tune.Eval != 0 {
		return nil, fmt.Errorf("algo %q: eval=%s is an evaluation of Chinese Checkers; %s has its own (drop eval=)", sp, tune.Eval, p.g.Name)
	}
	return &searcher[S, M]{name: sp.String(), g: p.g, sr: sr.(generic[S, M]), view: p.def.View}, nil
}

type kernel[S gamekit.Evaluated[M], M comparable] = search.AlphaBetaOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M], *gamekit.Plies[S, M]]

// generic is a family's searcher instantiated for a game.
type generic[S gamekit.Evaluated[M], M comparable] interface {
	Search(ctx context.Context, s S, lim search.Limits) search.ResultOf[M]
	Reset()
}

// searcher is a registry searcher on one game.
type searcher[S gamekit.Evaluated[M], M comparable] struct {
	name string
	g    *Game
	sr   generic[S, M]
	view func(S) S // Def.View
}

func (a *searcher[S, M]) Name() string { return a.name }
func (a *searcher[S, M]) Reset()       { a.sr.Reset() }

// Seed implements search.Seeder (tie randomisation, the random player).
func (a *searcher[S, M]) Seed(seed, stream uint64) {
	if sd, ok := a.sr.(search.Seeder); ok {
		sd.Seed(seed, stream)
	}
}

// Validate reports a configuration that does not fit the position (search.Validator).
func (a *searcher[S, M]) Validate(p Position) error {
	q, ok := p.(*pos[S, M])
	if !ok || q.g != a.g {
		return fmt.Errorf("searcher of %s given a position of %s", a.g.Name, p.Game().Name)
	}
	if v, ok := a.sr.(interface{ Validate(S) error }); ok {
		return v.Validate(q.s)
	}
	return nil
}

func (a *searcher[S, M]) Search(ctx context.Context, p Position, lim search.Limits) (search.ResultOf[string], error) {
	q, ok := p.(*pos[S, M])
	if !ok || q.g != a.g {
		return search.ResultOf[string]{}, fmt.Errorf("searcher of %s given a position of %s", a.g.Name, p.Game().Name)
	}
	s := q.s
	if a.view != nil {
		s = a.view(s)
	}
	r := a.sr.Search(ctx, s, lim)
	out := search.ResultOf[string]{Value: r.Value, NC: r.NC, Depth: r.Depth, Stats: r.Stats, Stopped: r.Stopped, Elapsed: r.Elapsed, Strategy: r.Strategy}
	out.Move = s.MoveString(r.Move)
	return out, nil
}

// abSearcher is an alpha-beta family's searcher on one game: the generic kernel and, for
// Threat-ADS, the opponents' lists.
type abSearcher[S gamekit.Evaluated[M], M comparable] struct {
	k       *kernel[S, M]
	threats search.Threats
}

func (a *abSearcher[S, M]) Reset() { a.threats.Reset(); a.k.Tie.Reset() }

// Seed implements search.Seeder (tie randomisation).
func (a *abSearcher[S, M]) Seed(seed, stream uint64) { a.k.Tie.Seed(seed, stream) }

func (a *abSearcher[S, M]) Search(ctx context.Context, s S, lim search.Limits) search.ResultOf[M] {
	a.k.Threat = a.threats.For(s.NumPlayers(), s.Mover())
	r := a.k.Search(ctx, s, lim)
	a.k.Threat = nil
	return r
}
