package main

import (
	"flag"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
)

// posFlags are the flags that choose a position: -pos CCN, or -board and -seats for a start position.
type posFlags struct {
	pos, board, seats, rules string
}

func (p *posFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&p.pos, "pos", "", "position in CCN (overrides -board and -seats)")
	fs.StringVar(&p.board, "board", "star73", "board of the start position: "+board.Accepted)
	fs.StringVar(&p.seats, "seats", "", "seats of the start position, e.g. 03, 024, 0134, 012345 (default: the board's, 0134 on the stars, 024 on triangle, 0123 on the squares)")
	fs.StringVar(&p.rules, "rules", "free", "rule set: free, nostop or goallock, with +allhome for Franks' win rule (every own piece home; e.g. free+allhome) instead of RULES.md's")
}

func (p *posFlags) state() (*game.State, error) {
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
