package risk

import "github.com/cctree/cctree/engine/gamekit"

// This file: battles. A battle is one attack of a bid, from a territory of a armies (a-1 of
// which may attack) on one of d armies, rolled until the defender has no army left (the
// territory falls) or the attacker has one (the attack fails). Each roll the attacker throws
// min(3, a-1) dice and the defender min(2, d); the highest dice are compared pairwise, and on
// each pair the lower die loses an army, the defender winning ties.
//
// The dice come from a stream keyed by the position's dice key, the position's hash and the move
// (diceStream), so a game replays bit for bit and a search's node counts are exact. A position
// whose dice key is "expected" (the searchers' default view, docs/games/risk.md) rolls nothing:
// meanBattle resolves the battle by its expected losses instead.

// diceFor is the number of dice each side throws with a attacker armies on the attacking
// territory (a-1 may attack) and d defending armies.
func diceFor(a, d uint32) (na, nd int) {
	return int(min(3, a-1)), int(min(2, d))
}

// rollLosses compares one roll: att[:na] and def[:nd] are the dice (1 to 6, in any order). It
// returns the armies the attacker and the defender lose: the highest dice of each side are
// paired, as many pairs as the side with fewer dice has, and each pair costs its lower die's
// side an army, the attacker on a tie.
func rollLosses(att [3]uint8, na int, def [2]uint8, nd int) (la, ld uint32) {
	a := sortDesc3(att, na)
	if nd == 2 && def[1] > def[0] {
		def[0], def[1] = def[1], def[0]
	}
	for i := range min(na, nd) {
		if a[i] > def[i] {
			ld++
		} else {
			la++
		}
	}
	return la, ld
}

func sortDesc3(x [3]uint8, n int) [3]uint8 {
	if n > 1 && x[1] > x[0] {
		x[0], x[1] = x[1], x[0]
	}
	if n > 2 {
		if x[2] > x[1] {
			x[1], x[2] = x[2], x[1]
		}
		if x[1] > x[0] {
			x[0], x[1] = x[1], x[0]
		}
	}
	return x
}

// diceStream is SplitMix64 over a 64-bit state: the dice of one move.
type diceStream struct{ x gamekit.SplitMix64 }

func (r *diceStream) next() uint64 { return r.x.Next() }

// die returns a fair die, 1 to 6: a 64-bit draw below the largest multiple of 6 (rejection, so
// every face has exactly the same probability), reduced mod 6.
func (r *diceStream) die() uint8 {
	const limit = ^uint64(0) - ^uint64(0)%6 // a multiple of 6 (2^64 - 4)
	for {
		if v := r.next(); v < limit {
			return uint8(v%6) + 1
		}
	}
}

// mix64 is SplitMix64's finaliser.
func mix64(x uint64) uint64 {
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// battle rolls the attack of a armies on d until one side is exhausted (d = 0, or a = 1) and
// returns what is left of both: each roll the attacker's dice drawn first, then the defender's.
func battle(a, d uint32, r *diceStream) (uint32, uint32) {
	for attacking(a, d) {
		na, nd := diceFor(a, d)
		var att [3]uint8
		var def [2]uint8
		for i := range na {
			att[i] = r.die()
		}
		for i := range nd {
			def[i] = r.die()
		}
		a, d = afterRoll(a, d, att, def)
	}
	return a, d
}

// attacking reports whether an attack of a armies on d goes on: the defender has an army and
// the attacker one to attack with beside the one that stays.
func attacking(a, d uint32) bool { return a >= 2 && d >= 1 }

// afterRoll is the armies left after one roll of the attack of a on d with the dice att and def
// (diceFor's number of each).
func afterRoll(a, d uint32, att [3]uint8, def [2]uint8) (uint32, uint32) {
	na, nd := diceFor(a, d)
	la, ld := rollLosses(att, na, def, nd)
	return a - la, d - ld
}

// rollDenom is 6^5, the common denominator of every roll's probabilities (at most five dice).
const rollDenom = 7776

// expectedLoss[na-1][nd-1] is a roll's expected losses of the attacker and of the defender, in
// units of 1/rollDenom of an army (the enumeration of rollLosses, TestExpectedLosses): with 3
// dice against 2, 2275/7776 of the rolls cost the attacker two armies, 2611/7776 each side one,
// 2890/7776 the defender two, so 7161 and 8391.
var expectedLoss = [3][2][2]uint32{
	{{4536, 3240}, {5796, 1980}},
	{{3276, 4500}, {9492, 6060}},
	{{2646, 5130}, {7161, 8391}},
}

// meanBattle is battle without dice: every roll costs each side its expected losses, carried as
// exact fractions of 1/rollDenom, an army lost whenever a side's carried loss reaches a whole
// army (the side never losing more than it can: the attacker keeps one army). Deterministic, it
// is what a bid is expected to do: the ranking of bids (Moves) and, under the expected view,
// the searchers' battles.
func meanBattle(a, d uint32) (uint32, uint32) {
	var ca, cd uint32 // carried losses, in 1/rollDenom of an army
	for attacking(a, d) {
		na, nd := diceFor(a, d)
		e := expectedLoss[na-1][nd-1]
		ca, cd = ca+e[0], cd+e[1]
		la, ld := min(ca/rollDenom, a-1), min(cd/rollDenom, d)
		ca, cd = ca-la*rollDenom, cd-ld*rollDenom
		a, d = a-la, d-ld
	}
	return a, d
}
