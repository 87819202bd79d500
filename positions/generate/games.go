package generate

import (
	"bytes"
	"context"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/positions"
)

// The suites of the games other than Chinese Checkers: suites/<game>/<suite>.txt, written by
// GameSuite. `cctree positions gen` (the Makefile's positions target) writes them beside Chinese
// Checkers' suites (Names, Suite), as does `go test ./positions/generate -run TestRegenerateGames
// -update`; TestRegenerateGames proves the committed files are what GameSuite writes.

// gameSuite is a game whose suites are generated: its player counts and the turns its mid
// positions are played for.
type gameSuite struct {
	game    string
	players []int
	turns   int // Polk & Oommen's turns of 2-ply BRS play before their measurements; tricks for a card game
	// random is how many of the turns, the first ones, are played by uniformly random moves: for
	// a game whose evaluation seldom ties (Rolit), where the tie-breaking of brs(ties=0.5) alone
	// plays too few distinct games.
	random int
}

// gameSuites are the games with suites. The Virus Game with 3 to 6 players and Focus with 3 and
// 4 are the Threat-ADS paper's; Focus with 2 players is there too, for completeness. The turns
// are the paper's: "The number of turns we advanced into the game in this way was fifteen for
// the Virus Game, ten for Chinese Checkers, and, given its short duration, three for Focus."
//
// Hearts and Spades (3 and 4 players, as Sturtevant and the MP-Mix paper play them) are dealt
// games: a position is a hand, and its deal is the position's (games.Deal). Their initial suites
// are the starts of cardDeals deals and their mid suites positions after 4 tricks of 2-ply BRS
// play (a third of a 4-player hand), each game of another deal. Risk (3 to 6 players; the MP-Mix
// paper plays 6) is dealt too, its territories and dice from the deal: its mid suite is 10
// rounds in, a quarter to a third of a game of 2-ply searchers.
var gameSuites = []gameSuite{
	{"virus", []int{3, 4, 5, 6}, 15, 0},
	{"focus", []int{2, 3, 4}, 3, 0},
	{"rolit", []int{2, 3, 4}, 5, 1},
	{"blokus", []int{2, 3, 4}, 3, 0},
	{"hearts", []int{3, 4}, 4, 0},
	{"spades", []int{3, 4}, 4, 0},
	{"risk", []int{3, 4, 5, 6}, 10, 0},
}

// defaultTurns are the turns of self-play before the mid positions of a game of the registry
// that gameSuites does not list (Focus's, the shortest of the listed non-card games).
const defaultTurns = 3

// suiteOf returns game's line of gameSuites, or for another game of the registry the same
// recipe with its every player count and defaultTurns turns (listed false): the suites
// `cctree positions gen -game G` and `cctree sweep -game G` make of a game without committed ones.
func suiteOf(game string) (g gameSuite, listed bool, err error) {
	if i := slices.IndexFunc(gameSuites, func(g gameSuite) bool { return g.game == game }); i >= 0 {
		return gameSuites[i], true, nil
	}
	reg, err := games.Lookup(game)
	if err != nil {
		return gameSuite{}, false, err
	}
	g = gameSuite{game: game, turns: defaultTurns}
	for n := reg.MinPlayers; n <= reg.MaxPlayers; n++ {
		g.players = append(g.players, n)
	}
	return g, false, nil
}

// Rolit (docs/games/rolit.md), the testbed of Schadd & Winands' BRS and Nijssen & Winands'
// search policies, has no published intermediate-position protocol: its mid positions are 5
// turns in (a third of a four-player game of 60 placements on 8x8, a quarter of a three-player
// one), the first turn random, since Rolit's evaluation almost never ties and the tie-breaking
// self-play alone finds only a handful of distinct games.

// Blokus (docs/games/blokus.md), Nijssen & Winands' testbed, has no published
// intermediate-position protocol either: its mid positions are Polk & Oommen's 3 turns of 2-ply
// BRS (12 placements with four players, each colour's third piece; with two players a turn is
// one move of each player, so 6 placements), where a position has a few hundred placements; its
// evaluation ties often enough that the tie-breaking self-play finds distinct games. Later
// positions would make every search of its gate rows and every regeneration of the suite
// (twice in each run of this package's tests) slower still.

// cardDeals is the number of deals of a card game's initial suite per player count (deals 1 to
// cardDeals): one deal is one hand's luck.
const cardDeals = 10

// gameSuiteNames are the suites every game of gameSuites has, in generation order.
var gameSuiteNames = []string{"initial", "mid"}

// The mid suites' parameters. Changing any of them changes the suite files (and every baseline
// count that uses them): regenerate (make positions) and update the baseline (make baseline).
const (
	gameMidCount    = 50              // positions per player count
	gameMidSearcher = "brs(ties=0.5)" // 2-ply BRS; among root moves of equal value, a later one replaces the best with probability 1/2
	gameMidDepth    = 2
	gameMidRandom   = "random" // the player of a game's random turns (gameSuite.random)
)

// Games returns the games with suites and GameNames their suites, in generation order.
func Games() []string {
	var out []string
	for _, g := range gameSuites {
		out = append(out, g.game)
	}
	return out
}

// GameNames returns the suites GameSuite can make for game, in generation order: those of every
// game of the registry (Games lists the ones committed).
func GameNames(game string) []string {
	if _, _, err := suiteOf(game); err != nil {
		return nil
	}
	return slices.Clone(gameSuiteNames)
}

// GameSuite returns the file contents of game's suite, byte for byte what is committed in
// positions/suites/<game>/<suite>.txt. It reads its output back with positions.ParseGame and
// the game's own parser (games.Parse), and fails if a position does not read back as written,
// is terminal, is of another player count than its group, or the counts disagree.
//
//   - initial: the start position of each player count (games.Start), ids <game>-<players>;
//     for a dealt game (Hearts, Spades) the starts of deals 1 to cardDeals, ids
//     <game>-<players>-NNN from 000 (deal NNN+1).
//   - mid: gameMidCount positions per player count, made as Polk & Oommen made their
//     intermediate positions: from the start every player plays the move of a 2-ply BRS for the
//     game's turns (a turn is one move of every player still in the game: 15 for the Virus Game,
//     3 for Focus). A deterministic BRS plays one game only, so the searcher is
//     brs(ties=0.5): among root moves of equal value, each later one replaces the best with
//     probability 1/2 (search.Tuning's ties; every move is still a best move of the 2-ply BRS),
//     from a generator seeded per game: PCG(FNV-1a 64 of the group's game spec, the game's
//     index). Chinese Checkers' mid suite randomises the first turn instead; here that would
//     make a third of Focus's three turns random moves, against the paper's "each player use a
//     simple 2-ply BRS". A game that reaches a terminal position, or a position already drawn
//     for its group, is discarded and the next game drawn, so the file is reproducible. Ids
//     <game>-<players>-NNN, numbered from 000 in drawing order. A dealt game's game k is
//     played from the start of deal k+1 (so its positions are of many hands, not one), and a
//     turn is a trick (one card of every player: the winner of a trick leads the next, so the
//     turn order does not wrap as the seats do).
//
// A game of the registry that gameSuites does not list gets the same suites with its every
// player count and defaultTurns turns, headed as made on demand (not committed).
func GameSuite(game, suite string) ([]byte, error) {
	g, listed, err := suiteOf(game)
	if err != nil || !slices.Contains(gameSuiteNames, suite) {
		return nil, fmt.Errorf("generate: no generator for the suite %q of %q (have %s of %s, or of any game of the registry)", suite, game, strings.Join(gameSuiteNames, ", "), strings.Join(Games(), ", "))
	}
	var fields positions.Header
	var pos []positions.GamePosition
	var desc string
	counts := map[int]int{}
	var turnsOf []string // an unlisted game's turns per player count
	for _, n := range g.players {
		spec := fmt.Sprintf("%s(players=%d)", game, n)
		var group []positions.GamePosition
		var err error
		switch {
		case suite == "initial":
			group, err = gameInitial(spec, game, n)
		case listed:
			group, err = gameMid(spec, game, n, g.turns, g.random, 100*gameMidCount)
		default:
			// A game without a line of its own: the most turns up to defaultTurns after which
			// self-play leaves it unfinished, as many distinct positions as 20 games per
			// position wanted find (a small game has fewer than gameMidCount).
			for t := g.turns; t >= 1; t-- {
				group, err = gameMid(spec, game, n, t, 0, 20*gameMidCount)
				if len(group) > 0 {
					turnsOf = append(turnsOf, fmt.Sprintf("%d players %d", n, t))
					break
				}
			}
			if len(group) == 0 {
				err = fmt.Errorf("%s: self-play finishes the game within one turn every time: give it a line of gameSuites in positions/generate/games.go", spec)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("generate: %s %s: %w", game, suite, err)
		}
		counts[n] = len(group)
		pos = append(pos, group...)
	}
	ps := strings.Trim(strings.ReplaceAll(fmt.Sprint(g.players), " ", ", "), "[]")
	dealer, turn := "cards.Deal", "tricks"
	if !cardGame(game) {
		dealer, turn = "the game's deal, games.Deal", "rounds"
	}
	if suite == "initial" && dealt(game) {
		desc = fmt.Sprintf("the start positions of deals 1 to %d of %s with %s players (the default options)", cardDeals, game, ps)
		fields = positions.Header{
			{Key: "generator", Value: "generate.GameSuite (start positions, games.Start and games.Deal)"},
			{Key: "seed", Value: fmt.Sprintf("the deals 1 to %d (%s)", cardDeals, dealer)},
			{Key: "parameters", Value: fmt.Sprintf("%s(players=N) for N = %s", game, ps)},
		}
	} else if suite == "initial" {
		desc = fmt.Sprintf("the start position of %s with %s players (the default options)", game, ps)
		fields = positions.Header{
			{Key: "generator", Value: "generate.GameSuite (start positions, games.Start)"},
			{Key: "seed", Value: "none (deterministic)"},
			{Key: "parameters", Value: fmt.Sprintf("%s(players=N) for N = %s", game, ps)},
		}
	} else if dealt(game) {
		desc = fmt.Sprintf("intermediate positions after %d %s of 2-ply BRS self-play, game k from the start of deal k+1", g.turns, turn)
		move := "card"
		if !cardGame(game) {
			move = "move"
		}
		fields = positions.Header{
			{Key: "generator", Value: fmt.Sprintf("generate.GameSuite (self-play: every %s the move of %s at depth %d for every player)", move, gameMidSearcher, gameMidDepth)},
			{Key: "seed", Value: "game k of a group is deal k+1, its ties drawn from PCG(FNV-1a 64 of the group's game spec, k); a terminal or repeated position is discarded and the next game drawn"},
			{Key: "parameters", Value: fmt.Sprintf("%d %s; %d positions per player count, %s(players=N) for N = %s", g.turns, turn, gameMidCount, game, ps)},
		}
	} else if !listed {
		desc = "intermediate positions of 2-ply BRS self-play from the start, as for the games with committed suites, with the defaults of a game without a line of its own"
		fields = positions.Header{
			{Key: "generator", Value: fmt.Sprintf("generate.GameSuite (self-play: every move the move of %s at depth %d for every player)", gameMidSearcher, gameMidDepth)},
			{Key: "seed", Value: "the tie generator of game k of a group seeded PCG(FNV-1a 64 of the group's game spec, k); a terminal or repeated position is discarded and the next game drawn"},
			{Key: "parameters", Value: fmt.Sprintf("turns (at most %d, fewer where self-play finishes the game first): %s; up to %d positions per player count from %d games, %s(players=N) for N = %s", defaultTurns, strings.Join(turnsOf, ", "), gameMidCount, 20*gameMidCount, game, ps)},
		}
	} else if g.random > 0 {
		first := "the first turn"
		if g.random > 1 {
			first = fmt.Sprintf("the first %d turns", g.random)
		}
		desc = fmt.Sprintf("intermediate positions of self-play for %d turns per player from the start, %s uniformly random and the rest 2-ply BRS", g.turns, first)
		fields = positions.Header{
			{Key: "generator", Value: fmt.Sprintf("generate.GameSuite (self-play: every move of %s the move of %s, then the move of %s at depth %d, for every player)", first, gameMidRandom, gameMidSearcher, gameMidDepth)},
			{Key: "seed", Value: "the random player and the tie generator of game k of a group both seeded PCG(FNV-1a 64 of the group's game spec, k); a terminal or repeated position is discarded and the next game drawn"},
			{Key: "parameters", Value: fmt.Sprintf("%d turns, %d of them random (a turn is one move of every player still in the game); %d positions per player count, %s(players=N) for N = %s", g.turns, g.random, gameMidCount, game, ps)},
		}
	} else {
		desc = fmt.Sprintf("intermediate positions as Polk & Oommen made theirs: 2-ply BRS self-play for %d turns per player from the start", g.turns)
		fields = positions.Header{
			{Key: "generator", Value: fmt.Sprintf("generate.GameSuite (self-play: every move the move of %s at depth %d for every player)", gameMidSearcher, gameMidDepth)},
			{Key: "seed", Value: "the tie generator of game k of a group seeded PCG(FNV-1a 64 of the group's game spec, k); a terminal or repeated position is discarded and the next game drawn"},
			{Key: "parameters", Value: fmt.Sprintf("%d turns (a turn is one move of every player still in the game); %d positions per player count, %s(players=N) for N = %s", g.turns, gameMidCount, game, ps)},
		}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "# cctree position suite of %s, one position per line as <id> <notation>.\n", game)
	if listed {
		fmt.Fprintf(&b, "# Code generated by go test ./positions/generate -run TestRegenerateGames -update (generate.GameSuite). DO NOT EDIT.\n")
	} else {
		fmt.Fprintf(&b, "# Generated on demand by cctree positions gen -game %s (generate.GameSuite: the recipe's defaults for a game without a line in positions/generate/games.go's gameSuites). Not committed.\n", game)
	}
	fmt.Fprintf(&b, "# suite: %s\n", suite)
	fmt.Fprintf(&b, "# game: %s\n", game)
	fmt.Fprintf(&b, "# description: %s\n", desc)
	for _, f := range fields {
		fmt.Fprintf(&b, "# %s: %s\n", f.Key, f.Value)
	}
	fmt.Fprintf(&b, "# count: %d\n", len(pos))
	for _, n := range g.players {
		fmt.Fprintf(&b, "# count %d players: %d\n", n, counts[n])
	}
	for _, p := range pos {
		fmt.Fprintf(&b, "%s %s\n", p.ID, p.Text)
	}
	if err := checkGameSuite(game, suite, b.Bytes(), counts); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// checkGameSuite reads a game's suite file back: positions.ParseGame's checks, then every
// position through the game's parser (the same notation back, not terminal) and the counts per
// player count.
func checkGameSuite(game, suite string, data []byte, counts map[int]int) error {
	back, err := positions.ParseGame(game, suite, data)
	if err != nil {
		return fmt.Errorf("generate: generated %s %s does not read back: %w", game, suite, err)
	}
	got := map[int]int{}
	for _, p := range back.Positions {
		s, err := games.Parse(p.Text)
		if err != nil {
			return fmt.Errorf("generate: %s %s: %s: %w", game, suite, p.ID, err)
		}
		if s.String() != p.Text {
			return fmt.Errorf("generate: %s %s: %s reads back as %q", game, suite, p.ID, s.String())
		}
		if s.Terminal() {
			return fmt.Errorf("generate: %s %s: generated position %s is terminal", game, suite, p.ID)
		}
		if want := fmt.Sprintf("%s-%d", game, s.NumPlayers()); p.ID != want && !strings.HasPrefix(p.ID, want+"-") {
			return fmt.Errorf("generate: %s %s: %s has %d players", game, suite, p.ID, s.NumPlayers())
		}
		got[s.NumPlayers()]++
	}
	for n, c := range counts {
		if got[n] != c {
			return fmt.Errorf("generate: %s %s: %d positions of %d players, the header says %d", game, suite, got[n], n, c)
		}
	}
	return nil
}

// gameInitial is the initial suite's group of spec: its start position, or the starts of deals
// 1 to cardDeals of a dealt game.
func gameInitial(spec, game string, players int) ([]positions.GamePosition, error) {
	s, err := games.Start(spec)
	if err != nil {
		return nil, err
	}
	if !dealt(game) {
		return []positions.GamePosition{{ID: fmt.Sprintf("%s-%d", game, players), Text: s.String()}}, nil
	}
	var out []positions.GamePosition
	for k := range cardDeals {
		d, _ := games.Deal(s, uint64(k+1))
		out = append(out, positions.GamePosition{ID: fmt.Sprintf("%s-%d-%03d", game, players, k), Text: d.String()})
	}
	return out, nil
}

// cardGame reports whether game is played as a series of hands (games.HandsOf: the card games,
// whose turns are tricks).
func cardGame(game string) bool {
	s, err := games.Start(game)
	if err != nil {
		return false
	}
	_, ok := games.HandsOf(s)
	return ok
}

// dealt reports whether game's start is a deal (games.Deal: the card games, Risk).
func dealt(game string) bool {
	s, err := games.Start(game)
	if err != nil {
		return false
	}
	_, ok := games.Deal(s, 1)
	return ok
}

// gameMid draws gameMidCount distinct non-terminal mid positions of spec (see GameSuite), the
// first random of the turns played at random.
func gameMid(spec, game string, players, turns, random, attempts int) ([]positions.GamePosition, error) {
	root, err := games.Start(spec)
	if err != nil {
		return nil, err
	}
	sr, err := root.NewSearcher(gameMidSearcher)
	if err != nil {
		return nil, err
	}
	rnd, err := root.NewSearcher(gameMidRandom)
	if err != nil {
		return nil, err
	}
	seeder, ok := sr.(search.Seeder)
	rndSeeder, rndOK := rnd.(search.Seeder)
	if !ok || !rndOK {
		return nil, fmt.Errorf("%s or %s on %s cannot be seeded", gameMidSearcher, gameMidRandom, spec)
	}
	h := fnv.New64a()
	h.Write([]byte(spec))
	seed := h.Sum64()
	seen := map[string]bool{}
	var out []positions.GamePosition
	for k := 0; len(out) < gameMidCount; k++ {
		if k >= attempts {
			if attempts < 100*gameMidCount {
				return out, nil // an unlisted game's: what the games found (see GameSuite)
			}
			return nil, fmt.Errorf("%s: only %d distinct non-terminal positions in %d games", spec, len(out), k)
		}
		from := root
		if d, ok := games.Deal(root, uint64(k+1)); ok {
			from = d
		}
		rndSeeder.Seed(seed, uint64(k))
		s, err := playTurns(from, sr, seeder, seed, uint64(k), turns, random, rnd)
		if err != nil {
			return nil, err
		}
		text := s.String()
		if s.Terminal() || seen[text] {
			continue
		}
		seen[text] = true
		out = append(out, positions.GamePosition{ID: fmt.Sprintf("%s-%d-%03d", game, players, len(out)), Text: text})
	}
	return out, nil
}

// playTurns plays game k of a group from root: the 2-ply BRS sr, its ties drawn from PCG(seed,
// k), moves for every player until turns turns are complete (the turn order has wrapped around
// turns times; in a card game, turns tricks: turns cards of every player) or the game is over.
// The first random turns (not in a card game) are played by rnd instead. root is left as it was.
func playTurns(root games.Position, sr games.Searcher, seeder search.Seeder, seed, k uint64, turns, random int, rnd games.Searcher) (games.Position, error) {
	s := root.Clone()
	sr.Reset()
	seeder.Seed(seed, k)
	if _, ok := games.HandsOf(root); ok {
		for range turns * s.NumPlayers() {
			r, err := sr.Search(context.Background(), s, search.Limits{Depth: gameMidDepth})
			if err != nil {
				return nil, err
			}
			if err := s.Play(r.Move); err != nil {
				return nil, fmt.Errorf("the searcher's move: %w", err)
			}
		}
		return s, nil
	}
	for done := 0; done < turns && !s.Terminal(); {
		prev := s.Mover()
		player := sr
		if done < random {
			player = rnd
		}
		r, err := player.Search(context.Background(), s, search.Limits{Depth: gameMidDepth})
		if err != nil {
			return nil, err
		}
		if err := s.Play(r.Move); err != nil {
			return nil, fmt.Errorf("the searcher's move: %w", err)
		}
		if s.Mover() <= prev {
			done++
		}
	}
	return s, nil
}
