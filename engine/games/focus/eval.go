package focus

import (
	"slices"

	"github.com/cctree/cctree/engine/gamekit"
)

// Evaluation weights of strength (docs/games/focus.md): per stack controlled, per piece on the
// board, per reserve piece, per piece captured.
const (
	wStack   = 3
	wPiece   = 1
	wReserve = 3
	wCapture = 2
)

// strength is player p's material: 0 once out.
func (s *State) strength(p int) int64 {
	if s.out&(1<<p) != 0 {
		return 0
	}
	return wStack*int64(s.ctrl[p]) + wPiece*int64(s.pieces[p]) + wReserve*int64(s.reserve[p]) +
		wCapture*int64(s.capTot[p])
}

// Value is the value of s for player p: on a finished game S for the winner and 0 for the others,
// otherwise p's share of the players' strengths, strength_p * S / sum_q strength_q (integer
// division).
func (s *State) Value(p int) int64 {
	if s.winner >= 0 {
		if int(s.winner) == p {
			return gamekit.S
		}
		return 0
	}
	var sum int64
	for q := range int(s.n) {
		sum += s.strength(q)
	}
	if sum == 0 {
		return 0
	}
	return s.strength(p) * gamekit.S / sum
}

// Vector writes every player's Value into v.
func (s *State) Vector(v *[gamekit.MaxPlayers]int64) {
	*v = [gamekit.MaxPlayers]int64{}
	if s.winner >= 0 {
		v[s.winner] = gamekit.S
		return
	}
	var sum int64
	for q := range int(s.n) {
		v[q] = s.strength(q)
		sum += v[q]
	}
	if sum == 0 {
		return
	}
	for q := range int(s.n) {
		v[q] = v[q] * gamekit.S / sum
	}
}

// Bounds: every value lies in [0, S] and a vector sums to at most S (exactly S on a finished
// game; the integer division of the shares may leave a little less).
func (s *State) Bounds() gamekit.Bounds {
	return gamekit.Bounds{Max: gamekit.S, Sum: gamekit.S}
}

// orderScore is the static ordering key of move m for the mover (higher first): 64 per opponent
// piece it captures, 16 per own piece it sends to the reserve, 8 if it lands on a stack another
// player controls, plus the number of pieces moved (1 for an entry).
func (s *State) orderScore(m Move) int {
	if m&movePass != 0 {
		return 0
	}
	p := s.mover
	var t, n uint8
	if m&moveReserve != 0 {
		t, n = uint8(m&moveSquare), 1
	} else {
		n = uint8(m>>moveNBits) & 7
		t = dest[m&moveSquare][(m>>moveDirBits)&3][n-1]
	}
	score := int(n)
	h := s.height[t]
	if h == 0 {
		return score
	}
	v := s.cell[t]
	if uint8(v>>(2*(h-1))&3) != p {
		score += 8
	}
	if h+n > MaxHeight {
		for i := range h + n - MaxHeight {
			if uint8(v>>(2*i)&3) == p {
				score += 16
			} else {
				score += 64
			}
		}
	}
	return score
}

// orderKeys is the capacity of Order's key array: above Focus's bound of 260 moves
// (docs/games/focus.md, "Moves"), and the 512 it was before gamekit.MaxMoves grew for Blokus, so
// that Order clears no more than it did.
const orderKeys = 512

// Order sorts moves into the static ordering: by orderScore, highest first, ties by the smaller
// move value (so stack moves before entries, and the order does not depend on the input order).
func (s *State) Order(moves []Move) {
	var keys [orderKeys]uint64
	k := keys[:len(moves)]
	for i, m := range moves {
		k[i] = uint64(1023-s.orderScore(m))<<32 | uint64(m)
	}
	slices.Sort(k)
	for i := range moves {
		moves[i] = Move(uint32(k[i]))
	}
}
