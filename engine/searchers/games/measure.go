package games

import (
	"fmt"

	"github.com/cctree/cctree/engine/gamekit"
)

// This file is what the measurement layer (package sweep: suites, sweeps, the protocol, the
// benchmarks) asks of a position beyond the Position interface, as functions over any Position
// of the registry: whether a player is still in the game, the legal moves generated into a
// buffer without notation (what BenchmarkMoveGen times), and a move chosen by its index (the
// protocol's random opponents draw an index).

// measured is implemented by every Position of the registry (pos).
type measured interface {
	measureInGame(player int) bool
	measureLister() func() int
	measurePlayNth(i int) error
}

// PlayerIn reports whether player still plays in p (gamekit.State.InGame: false once the
// player is eliminated).
func PlayerIn(p Position, player int) bool {
	return p.(measured).measureInGame(player)
}

// MoveLister returns a function that generates the legal moves of p, as p is when it is called,
// into a buffer of its own (gamekit.State.Moves) and returns their number; it allocates nothing
// per call.
func MoveLister(p Position) func() int {
	return p.(measured).measureLister()
}

// PlayNth makes the i-th legal move of p in generation order (the order of Moves), 0 <= i <
// len(Moves()).
func PlayNth(p Position, i int) error {
	return p.(measured).measurePlayNth(i)
}

func (p *pos[S, M]) measureInGame(player int) bool { return p.s.InGame(player) }

func (p *pos[S, M]) measureLister() func() int {
	buf := make([]M, 0, gamekit.MaxMoves)
	return func() int { return len(p.s.Moves(buf[:0])) }
}

func (p *pos[S, M]) measurePlayNth(i int) error {
	var buf [gamekit.MaxMoves]M
	moves := p.s.Moves(buf[:0])
	if i < 0 || i >= len(moves) {
		return fmt.Errorf("move %d of %s: the position has %d legal moves", i, p.s.String(), len(moves))
	}
	p.s.Make(moves[i])
	return nil
}
