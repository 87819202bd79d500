package main

import (
	"flag"
	"strings"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
)

// posFlags are the flags that choose a position: -pos CCN, or -board and -seats for a start
// position; or, for another game, -game with its options and -pos in its notation.
type posFlags struct {
	pos, board, seats, rules, game string
	fs                             *flag.FlagSet
}

// gameUsage is -game's help.
func gameUsage() string {
	return "game: chinesecheckers (the default; -board, -seats, -rules) or one of " + strings.Join(gamereg.Names(), ", ") +
		", with options, e.g. 'virus(players=5,size=6)' (docs/games/)"
}

func (p *posFlags) register(fs *flag.FlagSet) {
	p.fs = fs
	fs.StringVar(&p.game, "game", "", gameUsage())
	fs.StringVar(&p.pos, "pos", "", "position in CCN, or in the notation of -game's game (overrides -board and -seats)")
	fs.StringVar(&p.board, "board", "star73", "board of the start position: "+board.Accepted)
	fs.StringVar(&p.seats, "seats", "", "seats of the start position, e.g. 03, 024, 0134, 012345 (default: the board's, 0134 on the stars, 024 on triangle, 0123 on the squares)")
	fs.StringVar(&p.rules, "rules", "free", "rule set: free, nostop or goallock, with +allhome for Franks' win rule (every own piece home; e.g. free+allhome) instead of docs/rules.md's")
}

// other returns the position of a game other than Chinese Checkers that -game (or a -pos whose
// first word names a game) chooses, or nil for Chinese Checkers.
func (p *posFlags) other() (gamereg.Position, error) {
	name := p.game
	if name == "" && p.pos != "" {
		first, _, _ := strings.Cut(strings.TrimSpace(p.pos), " ")
		if _, err := gamereg.Lookup(first); err == nil {
			name = first
		}
	}
	if name == "" || name == "chinesecheckers" {
		return nil, nil
	}
	for _, f := range []string{"board", "seats", "rules"} {
		set := false
		p.fs.Visit(func(fl *flag.Flag) { set = set || fl.Name == f })
		if set {
			return nil, usagef("-%s is a flag of Chinese Checkers: the game %s takes its options in -game (e.g. -game 'virus(players=5)')", f, name)
		}
	}
	if p.pos != "" {
		pos, err := gamereg.Parse(p.pos)
		if err != nil {
			return nil, usagef("-pos: %v", err)
		}
		if gn, _, _ := strings.Cut(name, "("); pos.Game().Name != gn {
			return nil, usagef("-pos: a position of %s, but -game is %s", pos.Game().Name, name)
		}
		return pos, nil
	}
	pos, err := gamereg.Start(name)
	if err != nil {
		return nil, usagef("-game: %v", err)
	}
	return pos, nil
}

// state returns the Chinese Checkers position the flags choose; a -game of another game (or a
// -pos of one) is refused: the command runs on Chinese Checkers only.
func (p *posFlags) state() (*game.State, error) {
	if other, err := p.other(); err != nil || other != nil {
		if err != nil {
			return nil, err
		}
		if p.game == "" { // name the flag given: the game came from -pos's first word
			return nil, usagef("-pos: a position of %s: this command runs on Chinese Checkers only", other.Game().Name)
		}
		return nil, usagef("-game %s: this command runs on Chinese Checkers only", other.Game().Name)
	}
	rules, err := game.ParseRules(p.rules)
	if err != nil {
		return nil, usagef("-%v", err)
	}
	if p.pos != "" {
		s, err := game.Parse(p.pos, rules)
		if err != nil {
			return nil, usagef("-pos: %v", err)
		}
		return s, nil
	}
	g := board.ByName(p.board)
	if g == nil {
		return nil, usagef("-board: unknown board %q (want %s)", p.board, board.Accepted)
	}
	if p.seats == "" {
		p.seats = g.DefaultSeats
	}
	seats, err := game.ParseSeats(p.seats)
	if err != nil {
		return nil, usagef("-%v", err)
	}
	s, err := game.NewState(g, seats, rules)
	if err != nil {
		return nil, usagef("-%v", err) // seats the board does not have
	}
	return s, nil
}
