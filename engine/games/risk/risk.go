// Package risk is Risk as the MP-Mix paper (§4.2) plays it and docs/games/risk.md settles what
// it leaves open: the classic map of 42 territories, six continents and 83 borders, 2 to 6
// players, no cards; territories dealt at random and the starting armies placed uniformly; at the
// start of his turn a player receives floor(territories/3) armies, at least 3, plus the bonus of
// every continent he holds; he attacks with min(3, armies-1) dice against min(2, armies), ties
// to the defender; a conquest moves the attacking armies in; then he fortifies; a player left
// without territory is out, and the last player left wins. A game that reaches its cap on rounds
// ends without a winner.
//
// Moves are the paper's: a move is a bid, a path of conquests from a territory the mover holds
// (one to MaxSteps enemy territories, each bordering the one before, attacked in turn until it
// falls or the attack fails), or the pass (no attack); the children of a position are the
// Options.Width best of them under the evaluation, each bid resolved by its expected losses
// (meanBattle). Reinforcement and fortification are fixed policies, made inside Make: a move
// ends the mover's turn (his bid, then his fortification, then the next player's
// reinforcement), so a position is always a player about to attack with his reinforcements
// placed.
//
// Chance: a bid's dice come from a stream keyed by the position's dice key, its hash and the
// move, so a game replays bit for bit; a searcher of the registry searches the position's
// SearchView (Options.View: by default every battle resolved by its expected losses, so the
// searchers do not foresee the game's dice).
//
// Guarantees: Make followed by Unmake restores a State exactly (String and Hash), for the last
// 256 Makes (an undo ring of gamekit.MaxLine entries); Moves, Make, Unmake, Order, Value and
// Vector allocate nothing; a deal seed gives the same start everywhere, and a position the same
// dice.
package risk

import (
	"fmt"
	"math/bits"

	"github.com/cctree/cctree/engine/gamekit"
)

// The player counts New accepts.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// MaxSteps is the longest bid: the territories one move may conquer.
const MaxSteps = 3

// MaxWidth bounds Options.Width.
const MaxWidth = 8

// MaxRounds bounds Options.Rounds.
const MaxRounds = 1000

// MaxArmies bounds the armies of a territory in a position Parse reads (no game of MaxRounds
// rounds comes near it: at most 38 armies a turn are received).
const MaxArmies = 1_000_000

// allTerritories is the mask of the whole map.
const allTerritories = 1<<NumTerritories - 1

// startArmies is each player's starting armies by player count (Parker Brothers' rules: 40 for
// two players, 35 for three, five fewer per further player).
var startArmies = [MaxPlayers + 1]uint32{2: 40, 3: 35, 4: 30, 5: 25, 6: 20}

// State is a position of Risk, made and unmade in place. Copy it with Clone.
type State struct {
	opt      Options
	n        uint8
	mover    uint8
	round    uint16 // the round in play, from 1; Rounds+1 once the cap has ended the game
	winner   int8   // the player holding every territory, -1 if none
	expected bool   // battles resolved by their expected losses (dice=expected)
	dice     uint64 // the dice key
	owner    [NumTerritories]uint8
	armies   [NumTerritories]uint32
	own      [MaxPlayers]uint64 // own[p]: p's territories
	hash     uint64
	sp       uint8 // undo ring index: the last 256 Makes can be unmade
	undo     [undoSize]undo
}

const undoSize = 256

// undo is the position before a Make: a move rewrites the board wholesale (fortification moves
// armies everywhere), so the board is kept whole.
type undo struct {
	owner  [NumTerritories]uint8
	armies [NumTerritories]uint32
	round  uint16
	mover  uint8
	hash   uint64
}

var _ gamekit.Evaluated[Move] = (*State)(nil)

// New returns the start of the game of players players (2 to 6) under o: the territories dealt
// and the armies placed from the seed o.Deal, the dice key drawn from it too, player 0 to move
// with his first reinforcements placed.
func New(players int, o Options) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("risk: players %d: want %d to %d", players, MinPlayers, MaxPlayers)
	}
	if err := o.check(); err != nil {
		return nil, err
	}
	s := &State{opt: o, n: uint8(players), round: 1, winner: -1}
	r := diceStream{gamekit.SplitMix64(mix64(o.Deal ^ 0x7465727269746f72))} // "territor"
	var order [NumTerritories]uint8
	for i := range order {
		order[i] = uint8(i)
	}
	for i := NumTerritories - 1; i > 0; i-- { // Fisher-Yates
		j := r.below(uint64(i + 1))
		order[i], order[j] = order[j], order[i]
	}
	var dealt [MaxPlayers][]uint8 // each player's territories in the order dealt
	var store [NumTerritories]uint8
	k := 0
	for p := range players {
		start := k
		for i := p; i < NumTerritories; i += players {
			store[k] = order[i]
			k++
		}
		dealt[p] = store[start:k]
	}
	for p := range players {
		ts := dealt[p]
		left := startArmies[players] - uint32(len(ts))
		for _, t := range ts {
			s.owner[t], s.armies[t] = uint8(p), 1
		}
		switch o.Place {
		case PlaceEven:
			each, extra := left/uint32(len(ts)), int(left%uint32(len(ts)))
			for i, t := range ts {
				s.armies[t] += each
				if i < extra {
					s.armies[t]++
				}
			}
		case PlaceRandom:
			for range left {
				s.armies[ts[r.below(uint64(len(ts)))]]++
			}
		}
	}
	s.dice = mix64(o.Deal ^ 0x6469636500000000) // "dice"
	s.derive()
	s.reinforce()
	s.hash = s.fullHash()
	return s, nil
}

// NewWithOptions is New with the options read by ParseOptions.
func NewWithOptions(players int, options string) (*State, error) {
	o, err := ParseOptions(options)
	if err != nil {
		return nil, err
	}
	return New(players, o)
}

// Dealt returns the start of s's game (its players and options) dealt by seed: the territories,
// the placement and the dice key.
func (s *State) Dealt(seed uint64) *State {
	o := s.opt
	o.Deal = seed
	d, err := New(int(s.n), o)
	if err != nil {
		panic("risk: Dealt: " + err.Error()) // s was made with these players and options
	}
	return d
}

// below returns a uniform draw in [0, n) (n >= 1): rejection below the largest multiple of n.
func (r *diceStream) below(n uint64) uint64 {
	limit := ^uint64(0) - ^uint64(0)%n
	for {
		if v := r.next(); v < limit {
			return v % n
		}
	}
}

// derive computes what the State keeps beside the board: the players' masks and the winner.
func (s *State) derive() {
	s.own = [MaxPlayers]uint64{}
	for t := range NumTerritories {
		s.own[s.owner[t]] |= 1 << t
	}
	s.winner = -1
	for p := range int(s.n) {
		if s.own[p] == allTerritories {
			s.winner = int8(p)
		}
	}
}

// fullHash is the position's key: every territory's owner and armies, the mover and the round,
// each mixed by SplitMix64's finaliser (fixed keys: the same on every machine). The dice key and
// the options are not in it.
func (s *State) fullHash() uint64 {
	h := mix64(uint64(s.mover) | uint64(s.round)<<8 | 0x5249534b<<32) // "RISK"
	for t := range NumTerritories {
		h ^= mix64(uint64(t+1)<<56 ^ uint64(s.owner[t])<<48 ^ uint64(s.armies[t]))
	}
	return h
}

// Clone returns an independent copy of s (its undo ring included).
func (s *State) Clone() *State { c := *s; return &c }

// Options returns the options of s's game.
func (s *State) Options() Options { return s.opt }

// NumPlayers is the number of players.
func (s *State) NumPlayers() int { return int(s.n) }

// Mover is the player to move: on a won game the winner, on a capped one the player who would
// have moved next.
func (s *State) Mover() int { return int(s.mover) }

// InGame reports whether player p still holds a territory.
func (s *State) InGame(p int) bool { return p >= 0 && p < int(s.n) && s.own[p] != 0 }

// Terminal reports whether the game is over: one player holds the map, or the cap on rounds has
// ended it.
func (s *State) Terminal() bool { return s.winner >= 0 || s.Capped() }

// Capped reports whether the cap on rounds ended the game.
func (s *State) Capped() bool { return int(s.round) > s.opt.Rounds }

// Winner is the player holding every territory, -1 if none.
func (s *State) Winner() int { return int(s.winner) }

// Round is the round in play, from 1 (Rounds+1 on a capped game).
func (s *State) Round() int { return int(s.round) }

// Owner and Armies are territory t's holder and armies.
func (s *State) Owner(t int) int { return int(s.owner[t]) }

// Armies is the armies on territory t.
func (s *State) Armies(t int) int { return int(s.armies[t]) }

// Territories is the number of territories player p holds.
func (s *State) Territories(p int) int { return bits.OnesCount64(s.own[p]) }

// DiceKey is the key of the position's dice, and Expected whether it rolls none (battles
// resolved by their expected losses).
func (s *State) DiceKey() (key uint64, expected bool) { return s.dice, s.expected }

// Hash is the position's key.
func (s *State) Hash() uint64 { return s.hash }

// PassMove is the pass: no attack (the mover fortifies and the turn goes on).
func (s *State) PassMove() Move { return movePass }

// Make plays m (a bid of Moves, or the pass) for the mover: the bid's battles, then the
// mover's fortification, the next player's turn and his reinforcement.
func (s *State) Make(m Move) {
	u := &s.undo[s.sp]
	s.sp++
	u.owner, u.armies, u.round, u.mover, u.hash = s.owner, s.armies, s.round, s.mover, s.hash
	if m != movePass {
		s.attack(m)
	}
	if s.winner < 0 {
		s.fortify()
		s.nextTurn()
	}
	s.hash = s.fullHash()
}

// Unmake takes back the last Make.
func (s *State) Unmake(Move) {
	s.sp--
	u := &s.undo[s.sp]
	s.owner, s.armies, s.round, s.mover, s.hash = u.owner, u.armies, u.round, u.mover, u.hash
	s.derive()
}

// attack plays bid m: each target in turn is attacked from the territory before it until it
// falls or the attacker is down to one army; a conquest moves every attacking army in (all but
// the one left behind), and the bid goes on from there; a failed attack ends it.
func (s *State) attack(m Move) {
	p := s.mover
	r := diceStream{gamekit.SplitMix64(mix64(s.dice ^ mix64(s.hash^uint64(m))))}
	cur := m.src()
	for i := range m.steps() {
		t := m.target(i)
		var a, d uint32
		if s.expected {
			a, d = meanBattle(s.armies[cur], s.armies[t])
		} else {
			a, d = battle(s.armies[cur], s.armies[t], &r)
		}
		if d > 0 {
			s.armies[cur], s.armies[t] = a, d
			return
		}
		s.take(t, p)
		s.armies[t], s.armies[cur] = a-1, 1
		if s.winner >= 0 {
			return
		}
		cur = t
	}
}

// take hands territory t to player p.
func (s *State) take(t int, p uint8) {
	s.own[s.owner[t]] &^= 1 << t
	s.owner[t] = p
	s.own[p] |= 1 << t
	if s.own[p] == allTerritories {
		s.winner = int8(p)
	}
}

// nextTurn passes the turn to the next player in the game, counting rounds (a round ends when
// the turn goes back past player 0's seat), and places his reinforcements; past the cap on
// rounds the game ends instead.
func (s *State) nextTurn() {
	p := s.mover
	for {
		p = (p + 1) % s.n
		if s.own[p] != 0 {
			break
		}
	}
	if p <= s.mover {
		s.round++
	}
	s.mover = p
	if !s.Capped() {
		s.reinforce()
	}
}

// Income is the armies player p receives at the start of his turn: his territories divided by
// three (rounded down), at least 3, plus the bonus of every continent he holds.
func (s *State) Income(p int) int {
	n := max(3, bits.OnesCount64(s.own[p])/3)
	for _, c := range continents {
		if s.own[p]&c.mask == c.mask {
			n += c.bonus
		}
	}
	return n
}

// reinforce places the mover's income by the fixed policy: all of it on his most threatened
// border territory, the one whose enemy neighbours' armies exceed its own by the most (ties:
// the lowest index).
func (s *State) reinforce() {
	p := s.mover
	enemy := allTerritories &^ s.own[p]
	best, bestScore := -1, int64(0)
	for m := s.own[p]; m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		nb := neighbours[t] & enemy
		if nb == 0 {
			continue
		}
		score := -int64(s.armies[t])
		for e := nb; e != 0; e &= e - 1 {
			score += int64(s.armies[bits.TrailingZeros64(e)])
		}
		if best < 0 || score > bestScore {
			best, bestScore = t, score
		}
	}
	if best < 0 { // no border: only the winner, who does not get here
		best = bits.TrailingZeros64(s.own[p])
	}
	s.armies[best] += uint32(s.Income(int(p)))
}

// fortify moves the mover's armies by the fixed policy of Options.Fortify towards his borders:
// every interior territory (no enemy neighbour) sends armies to its neighbour of his one step
// closer to a border (the lowest index among them), leaving one army behind. FortifyLux (Lux's
// rule, every army may move once) does so from every interior territory at once, each sending
// the armies it had when the phase began (armies arriving move no further); FortifySingle (the
// 1963 rules' one move) only from the interior territory with the most armies (ties: the lowest
// index).
func (s *State) fortify() {
	p := s.mover
	own := s.own[p]
	enemy := allTerritories &^ own
	var frontier uint64
	for m := own; m != 0; m &= m - 1 {
		if t := bits.TrailingZeros64(m); neighbours[t]&enemy != 0 {
			frontier |= 1 << t
		}
	}
	// layer[k]: the territories of p k steps from a border, through his own territories.
	var layer [NumTerritories]uint64
	layer[0] = frontier
	seen := frontier
	depth := 1
	for ; depth < NumTerritories; depth++ {
		var next uint64
		for m := layer[depth-1]; m != 0; m &= m - 1 {
			next |= neighbours[bits.TrailingZeros64(m)]
		}
		next &= own &^ seen
		if next == 0 {
			break
		}
		layer[depth] = next
		seen |= next
	}
	start := s.armies
	single := -1
	for k := 1; k < depth; k++ {
		for m := layer[k]; m != 0; m &= m - 1 {
			t := bits.TrailingZeros64(m)
			if start[t] < 2 {
				continue
			}
			if s.opt.Fortify == FortifySingle {
				if single < 0 || start[t] > start[single] || start[t] == start[single] && t < single {
					single = t
				}
				continue
			}
			to := bits.TrailingZeros64(neighbours[t] & layer[k-1])
			s.armies[t] -= start[t] - 1
			s.armies[to] += start[t] - 1
		}
	}
	if single >= 0 {
		k := 1
		for layer[k]>>single&1 == 0 {
			k++
		}
		to := bits.TrailingZeros64(neighbours[single] & layer[k-1])
		s.armies[to] += s.armies[single] - 1
		s.armies[single] = 1
	}
}

// SearchView returns the position a searcher of the registry searches in place of s, by
// Options.View: ViewExpected a copy whose battles are resolved by their expected losses,
// ViewSample a copy whose dice come from another key (one sample of the dice, which the game's
// dice never follow), ViewKnown s itself (the searchers foresee the game's dice).
func (s *State) SearchView() *State {
	switch s.opt.View {
	case ViewExpected:
		if s.expected {
			return s
		}
		c := s.Clone()
		c.expected = true
		return c
	case ViewSample:
		c := s.Clone()
		c.dice = mix64(s.dice ^ 0x7365617263680000) // "search"
		return c
	}
	return s
}

// PointUnit is what one point of the MP-Mix paper's Risk thresholds is worth on the scale S: one
// per cent of it (docs/games/risk.md), so mpmix(td=10,to=inf) reads as the paper's Td = 10.
func (s *State) PointUnit() int64 { return gamekit.S / 100 }
