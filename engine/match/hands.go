package match

import (
	"fmt"
	"slices"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/searchers/games"
)

// This file: the games of the registry whose start is a deal of cards (Hearts, Spades:
// games.Deal) and those played as a series of hands (Hearts' tournament to 100 points:
// games.HandsOf). A match deals every hand from its seed: hand k of the games of opening o is
// dealt by DealSeed(Seed, o, k), so every seating of a block plays the same deals (the card
// games' openings; the deal is the position's, not the game's, and a game spec that names one
// is refused). The searchers search one hand at a time; the series above them is this file's:
// when a hand is over and the series is not, the next hand is dealt, carrying the totals, and
// the game ends when the series does (Hearts: at the end of a trick where a total reached 100;
// Spades: at the end of a hand where a total reached its target), won by the one player with the
// best total (Hearts' lowest, Spades' highest: games.Hands.HighWins), or by nobody when players
// tie for it (the values then share the scale equally among them).

// DealSeed is the seed of the deal of hand hand (0 the first) of the games of opening o of a
// match seeded seed (SplitMix64's finaliser over the three).
func DealSeed(seed uint64, o, hand int) uint64 {
	x := seed ^ (uint64(o)<<20|uint64(hand)+0x6465616c)*0x9e3779b97f4a7c15 // "deal"
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// dealt reports whether the game of p has a dealt start.
func dealt(p games.Position) bool {
	_, ok := games.Deal(p, 0)
	return ok
}

// gameStart returns the start position of the games of opening o: the game's start, dealt by
// DealSeed(Seed, o, 0) for a dealt game; nil for a Config that names no valid game.
func (c *Config) gameStart(o int) games.Position {
	p, err := games.Start(c.Game)
	if err != nil {
		return nil
	}
	if d, ok := games.Deal(p, DealSeed(c.Seed, o, 0)); ok {
		return d
	}
	return p
}

// walk is a game of the registry being played from its start (after the opening): the position
// of the hand in play and, for a series of hands, the hands so far.
type walk struct {
	p       games.Position
	seed    uint64
	opening int
	plies   int           // moves played from the start
	hands   []record.Hand // nil for a game of one hand
}

func newWalk(start games.Position, seed uint64, opening int) *walk {
	w := &walk{p: start, seed: seed, opening: opening}
	if _, ok := games.HandsOf(start); ok {
		w.hands = []record.Hand{{First: 0, Deal: DealSeed(seed, opening, 0)}}
	}
	return w
}

// over reports whether the game has ended: the series, for a series of hands; else the position.
func (w *walk) over() bool {
	if h, ok := games.HandsOf(w.p); ok {
		return h.SeriesOver() || w.p.Terminal() // a hand ends the series only if it cannot go on
	}
	return w.p.Terminal()
}

// play makes a move in the hand in play and, when that ends the hand and not the series, deals
// the next hand.
func (w *walk) play(move string) error {
	if err := w.p.Play(move); err != nil {
		return err
	}
	w.plies++
	h, ok := games.HandsOf(w.p)
	if !ok {
		return nil
	}
	last := &w.hands[len(w.hands)-1]
	if h.SeriesOver() {
		last.Totals = h.Totals()
		return nil
	}
	if !w.p.Terminal() {
		return nil
	}
	last.Totals = h.Totals()
	deal := DealSeed(w.seed, w.opening, len(w.hands))
	next, err := h.NextHand(deal)
	if err != nil {
		return fmt.Errorf("hand %d: %v", len(w.hands), err)
	}
	w.p = next
	w.hands = append(w.hands, record.Hand{First: w.plies, Deal: deal})
	return nil
}

// outcome is the winner (-1 for none) and the values of a game that is over: Outcome of the
// final position, or for a series the players with the best total sharing the scale.
func (w *walk) outcome() (int, []int64) {
	h, ok := games.HandsOf(w.p)
	if !ok {
		return Outcome(w.p)
	}
	return SeriesOutcome(h.Totals(), h.HighWins())
}

// SeriesOutcome is the result of a series of hands whose players ended with totals (the lowest
// wins, as Hearts' penalty points, or with high the highest, as Spades' tricks): the whole scale
// gamekit.S to the one player with the best total, who wins; players tied for it share it
// equally (S/ties each, rounded down) and nobody wins.
func SeriesOutcome(totals []int, high bool) (winner int, values []int64) {
	best := slices.Min(totals)
	if high {
		best = slices.Max(totals)
	}
	var leaders []int
	for p, v := range totals {
		if v == best {
			leaders = append(leaders, p)
		}
	}
	values = make([]int64, len(totals))
	for _, p := range leaders {
		values[p] = gamekit.S / int64(len(leaders))
	}
	if len(leaders) == 1 {
		return leaders[0], values
	}
	return -1, values
}

// GamePositions replays rec, a record of a game of the registry, after checking it with Replay,
// and returns every position of the game: the start before the opening first, then the
// position after each ply, opening included. hand[i] is the hand (0 the first) that position i
// belongs to: a ply that ends a hand but not the series is followed by the next hand's start.
func GamePositions(rec *record.Record) (pos []games.Position, hand []int, err error) {
	if err := Replay(rec); err != nil {
		return nil, nil, err
	}
	c := Config{Game: rec.GameSpec, Seed: rec.Seed}
	p := c.gameStart(rec.OpeningIndex)
	if p == nil {
		return nil, nil, fmt.Errorf("game %d: %s is not a game of the registry", rec.Game, rec.GameSpec)
	}
	pos, hand = []games.Position{p.Clone()}, []int{0}
	for _, text := range rec.Opening {
		if err := p.Play(text); err != nil { // Replay has checked every move
			return nil, nil, err
		}
		pos, hand = append(pos, p.Clone()), append(hand, 0)
	}
	w := newWalk(p, rec.Seed, rec.OpeningIndex)
	for _, text := range rec.Moves {
		if err := w.play(text); err != nil {
			return nil, nil, err
		}
		pos, hand = append(pos, w.p.Clone()), append(hand, max(0, len(w.hands)-1))
	}
	return pos, hand, nil
}
