package blokus

import (
	"math/bits"

	"github.com/cctree/cctree/engine/gamekit"
)

// counts reports whether colour c's score counts for player p: with two players p plays
// colours p and p+2; with three the shared colour 3 counts for nobody.
func (s *State) counts(c, p int) bool {
	switch s.players {
	case 2:
		return c&1 == p
	case 3:
		return c == p
	}
	return c == p
}

// ColourScore is colour c's score: minus the squares of its pieces left, and with bonus=on 15
// when it has placed all its pieces, 20 when the monomino was the last.
func (s *State) ColourScore(c int) int {
	if s.left[c] != 0 {
		return -(s.squares - s.placed[c])
	}
	if !s.opt.Bonus {
		return 0
	}
	if s.monoLast[c] {
		return BonusAll + BonusMonoLast
	}
	return BonusAll
}

// Score is player p's score: the sum of the scores of its colours (docs/games/blokus.md).
func (s *State) Score(p int) int {
	n := 0
	for c := range NumColours {
		if s.counts(c, p) {
			n += s.ColourScore(c)
		}
	}
	return n
}

// FreeCorners is the number of colour c's free corner cells: where its next piece may go.
func (s *State) FreeCorners(c int) int {
	var bad, corner [Size]uint32
	s.masks(c, &bad, &corner)
	n := 0
	for _, r := range corner {
		n += bits.OnesCount32(r)
	}
	return n
}

// Value is player p's entry of Vector.
func (s *State) Value(p int) int64 {
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	if p < 0 || p >= gamekit.MaxPlayers {
		return 0
	}
	return v[p]
}

// Vector writes every player's value: on a terminal position the result (S split equally
// between the players of the highest score), otherwise each player's share of the weights
// 1 + (squares placed + free corner cells, summed over its colours). The units lost to rounding
// go one each to the first players in turn order with a weight, so every vector sums to S.
func (s *State) Vector(v *[gamekit.MaxPlayers]int64) {
	*v = [gamekit.MaxPlayers]int64{}
	var w [MaxPlayers]int64
	var total int64
	if s.over {
		best := s.Score(0)
		for p := 1; p < s.players; p++ {
			best = max(best, s.Score(p))
		}
		for p := range s.players {
			if s.Score(p) == best {
				w[p] = 1
				total++
			}
		}
	} else {
		for p := range s.players {
			w[p] = 1
		}
		for c := range NumColours {
			for p := range s.players {
				if s.counts(c, p) {
					w[p] += int64(s.placed[c] + s.FreeCorners(c))
				}
			}
		}
		for p := range s.players {
			total += w[p]
		}
	}
	gamekit.Share(v, w[:s.players], total)
}

// Bounds: every entry lies in [0, S] and every vector sums to exactly S.
func (s *State) Bounds() gamekit.Bounds {
	return gamekit.Bounds{Max: gamekit.S, Sum: gamekit.S, ConstantSum: true}
}

// Order sorts the mover's moves best first: larger pieces first, the moves of one size in the
// order they come (a stable counting sort by size: Moves' order within a size). Pass, the only
// move when it is one, stays.
func (s *State) Order(moves []Move) {
	n := len(moves)
	if n < 2 || n > gamekit.MaxMoves || moves[0] == Pass {
		return
	}
	var at [7]int // at[6-size]: where the moves of a size start
	for _, m := range moves {
		at[6-m.Size()]++
	}
	for i, sum := 0, 0; i < len(at); i++ {
		at[i], sum = sum, sum+at[i]
	}
	var tmp [gamekit.MaxMoves]Move
	for _, m := range moves {
		k := 6 - m.Size()
		tmp[at[k]] = m
		at[k]++
	}
	copy(moves, tmp[:n])
}
