package risk

import (
	"math/bits"
	"slices"

	"github.com/cctree/cctree/engine/gamekit"
)

// Move is a bid or the pass. A bid is its number of steps (1 to MaxSteps) in bits 0-1, its
// source territory in bits 2-7 and its targets in bits 8-13, 14-19 and 20-25, in order; the pass
// is 1<<26. The zero Move is never legal.
type Move uint32

const movePass Move = 1 << 26

func (m Move) steps() int         { return int(m & 3) }
func (m Move) src() int           { return int(m>>2) & 63 }
func (m Move) target(i int) int   { return int(m>>(8+6*i)) & 63 }
func (m Move) with(t, i int) Move { return m&^3 | Move(i+1) | Move(t)<<(8+6*i) }

// MoveIndex maps m into [0, 1765): 0 for the pass, else 1 + 42 * source + last target.
func (s *State) MoveIndex(m Move) int {
	if m.steps() == 0 {
		return 0
	}
	return 1 + NumTerritories*m.src() + m.target(m.steps()-1)
}

// rankKey orders candidate moves, lowest first: the mover's value after the move's expected
// attack (highest first), then fewer steps (the pass first), then the smaller Move.
func rankKey(value int64, m Move) uint64 {
	return uint64(gamekit.S-value)<<32 | uint64(m.steps())<<28 | uint64(m)
}

// top keeps the best keys seen, at most w, in increasing order.
type top struct {
	k [MaxWidth]uint64
	n int
	w int
}

func (b *top) add(k uint64) {
	if b.n == b.w {
		if k >= b.k[b.n-1] {
			return
		}
		b.n--
	}
	i := b.n
	for i > 0 && b.k[i-1] > k {
		b.k[i] = b.k[i-1]
		i--
	}
	b.k[i] = k
	b.n++
}

// Moves lists the mover's Options.Width best moves, best first (the order of Order): every bid
// and the pass are ranked by the mover's Value once the bid's battles are resolved by their
// expected losses (meanBattle; the pass: the position as it is), ties broken by fewer steps and
// then the smaller Move. A bid starts from a territory of the mover with at least 2 armies and
// goes on from a territory it is expected to conquer only while at least 2 armies moved in (an
// attack needs two); its targets are enemy territories, each bordering the one before, at most
// MaxSteps of them.
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	if s.Terminal() {
		return buf
	}
	r := ranking{top: top{w: s.opt.Width}}
	for q := range int(s.n) {
		r.base[q] = s.strength(q)
		r.sum += r.base[q]
	}
	p := s.mover
	r.add(rankKey(r.base[p]*gamekit.S/r.sum, movePass))
	for m := s.own[p]; m != 0; m &= m - 1 {
		src := bits.TrailingZeros64(m)
		if s.armies[src] >= 2 {
			s.extend(&r, src, Move(src)<<2, 0, 1<<p)
		}
	}
	b := &r.top
	for i := range b.n {
		buf = append(buf, Move(uint32(b.k[i]&(1<<28-1))))
	}
	return buf
}

// ranking is Moves' state: the best keys so far and the players' strengths in the position
// itself.
type ranking struct {
	top
	base [MaxPlayers]int64
	sum  int64
}

// moverValue is Value(mover) of s, a position of the bids being ranked, when only the players of
// the mask touched (the mover and the defenders of the bid) may differ from the position ranked
// from: a bid changes no other player's territories or armies, so no other strength.
func (s *State) moverValue(r *ranking, touched uint8) int64 {
	if s.winner >= 0 {
		return gamekit.S
	}
	sum := r.sum
	var mine int64
	for m := touched; m != 0; m &= m - 1 {
		q := bits.TrailingZeros8(m)
		v := s.strength(q)
		sum += v - r.base[q]
		if q == int(s.mover) {
			mine = v
		}
	}
	return mine * gamekit.S / sum
}

// extend ranks the bids m followed by an attack from cur (its step-th step) on each enemy
// neighbour of cur, and after an expected conquest their continuations, on the board itself
// (restored); touched holds the mover and the defenders of m.
func (s *State) extend(r *ranking, cur int, m Move, step int, touched uint8) {
	p := s.mover
	for e := neighbours[cur] &^ s.own[p]; e != 0; e &= e - 1 {
		t := bits.TrailingZeros64(e)
		mt := m.with(t, step)
		ac, dt, def := s.armies[cur], s.armies[t], s.owner[t]
		tt := touched | 1<<def
		a, d := meanBattle(ac, dt)
		if d > 0 {
			s.armies[cur], s.armies[t] = a, d
			r.add(rankKey(s.moverValue(r, tt), mt))
			s.armies[cur], s.armies[t] = ac, dt
			continue
		}
		s.take(t, p)
		s.armies[t], s.armies[cur] = a-1, 1
		r.add(rankKey(s.moverValue(r, tt), mt))
		if step+1 < MaxSteps && a-1 >= 2 && s.winner < 0 {
			s.extend(r, t, mt, step+1, tt)
		}
		s.take(t, def)
		s.winner = -1
		s.armies[cur], s.armies[t] = ac, dt
	}
}

// expectedValue is the mover's Value after m's battles resolved by their expected losses (the
// pass: the position as it is): what Moves ranks m by.
func (s *State) expectedValue(m Move) int64 {
	if m.steps() == 0 {
		return s.Value(int(s.mover))
	}
	saved, own, winner := s.armies, s.own, s.winner
	owner := s.owner
	expected := s.expected
	s.expected = true
	s.attack(m)
	v := s.Value(int(s.mover))
	s.armies, s.own, s.winner, s.owner, s.expected = saved, own, winner, owner, expected
	return v
}

// orderKeys is the capacity of Order's key array: above Risk's at most MaxWidth moves, and the
// 512 it was before gamekit.MaxMoves grew for Blokus, so that Order clears no more than it did.
const orderKeys = 512

// Order sorts moves into the ranking of Moves: by the mover's Value after the move's expected
// battles, highest first, then fewer steps, then the smaller Move.
func (s *State) Order(moves []Move) {
	var keys [orderKeys]uint64
	k := keys[:len(moves)]
	for i, m := range moves {
		k[i] = rankKey(s.expectedValue(m), m)
	}
	slices.Sort(k)
	for i := range moves {
		moves[i] = Move(uint32(k[i] & (1<<28 - 1)))
	}
}
