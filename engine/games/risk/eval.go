package risk

import (
	"math/bits"

	"github.com/cctree/cctree/engine/gamekit"
)

// The evaluation's weights (docs/games/risk.md, "Evaluation"): Johansson and Olsson's features,
// our weights. Per territory held, per army, per bonus army of a continent held, less per bonus
// army of a held continent an enemy borders, per bonus army of a continent partly held (times the
// share of it held), less per border territory and per enemy territory bordering ours.
const (
	wTerritory  = 8
	wArmy       = 2
	wContinent  = 12
	wThreatened = 4
	wPartial    = 8
	wBorder     = 2
	wEnemy      = 1
)

// strength is player p's material and position, at least 1 while he is in the game, 0 once out.
func (s *State) strength(p int) int64 {
	own := s.own[p]
	if own == 0 {
		return 0
	}
	enemy := allTerritories &^ own
	var armies, border int64
	var reach uint64
	for m := own; m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		armies += int64(s.armies[t])
		if neighbours[t]&enemy != 0 {
			border++
		}
		reach |= neighbours[t]
	}
	v := wTerritory*int64(bits.OnesCount64(own)) + wArmy*armies - wBorder*border -
		wEnemy*int64(bits.OnesCount64(reach&enemy))
	for c, ct := range continents {
		held := own & ct.mask
		switch {
		case held == ct.mask:
			v += wContinent * int64(ct.bonus)
			if outside[c]&enemy != 0 {
				v -= wThreatened * int64(ct.bonus)
			}
		case held != 0:
			v += wPartial * int64(ct.bonus) * int64(bits.OnesCount64(held)) / int64(bits.OnesCount64(ct.mask))
		}
	}
	return max(v, 1)
}

// Value is player p's value: on a won game S to the winner and 0 to the others; on a capped game
// his share of the territories, S * held / 42 (rounded down); otherwise his share of the
// players' strengths, strength_p * S / sum of strengths (rounded down).
func (s *State) Value(p int) int64 {
	if s.winner >= 0 {
		if int(s.winner) == p {
			return gamekit.S
		}
		return 0
	}
	if s.Capped() {
		return gamekit.S * int64(bits.OnesCount64(s.own[p])) / NumTerritories
	}
	var sum int64
	for q := range int(s.n) {
		sum += s.strength(q)
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
	if s.Capped() {
		for q := range int(s.n) {
			v[q] = gamekit.S * int64(bits.OnesCount64(s.own[q])) / NumTerritories
		}
		return
	}
	var sum int64
	for q := range int(s.n) {
		v[q] = s.strength(q)
		sum += v[q]
	}
	for q := range int(s.n) {
		v[q] = v[q] * gamekit.S / sum
	}
}

// ProgressVector writes every player's strength, not his share of them (0 for a player out):
// the raw measure the Opponent Impact sampler's EvalProgress scores (cctree oi -game risk -eval
// progress), under which a bid changes an opponent's value only by changing what he holds or
// what borders him.
func (s *State) ProgressVector(v *[gamekit.MaxPlayers]int64) {
	*v = [gamekit.MaxPlayers]int64{}
	for q := range int(s.n) {
		v[q] = s.strength(q)
	}
}

// Bounds: every value lies in [0, S] and a vector sums to at most S (the shares' rounding may
// leave a little less; a won game sums to S).
func (s *State) Bounds() gamekit.Bounds { return gamekit.Bounds{Max: gamekit.S, Sum: gamekit.S} }
