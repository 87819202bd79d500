// Package cards is what the trick-taking games of cctree (engine/games/hearts and
// engine/games/spades) share: cards and sets of cards with their notation, the deck of 3 or 4
// players, a seeded deal that gives the same hands on every machine and Go version, and Table,
// one hand of a trick game played card by card with every hand visible (full information), with
// the follow-suit rule, trick winners (with or without a trump suit), make and unmake in place
// and a Zobrist key. Each game adds its own restrictions on the legal cards, its scoring, its
// evaluation and its notation's first fields.
//
// Guarantees: Table.Make followed by Table.Unmake restores a Table exactly (its notation and
// key); Follow, Make and Unmake allocate nothing; a Table never holds more than 52 pending card
// moves, so its undo stack is a fixed array (passes keep no record).
package cards

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
)

// Card is one of the 52 cards: suit*13 + rank, rank 0 the two up to 12 the ace.
type Card uint8

// NumCards is the number of cards of the full deck.
const NumCards = 52

// The suits, in the order of a card's index (clubs, diamonds, hearts, spades: bridge order).
const (
	Clubs = iota
	Diamonds
	Hearts
	Spades
)

// The player counts of the trick games: 3 or 4.
const (
	MinPlayers = 3
	MaxPlayers = 4
)

const (
	rankChars = "23456789TJQKA"
	suitChars = "cdhs"
)

// Of returns the card of suit suit and rank rank (0 the two ... 12 the ace).
func Of(suit, rank int) Card { return Card(suit*13 + rank) }

// Suit returns the suit of c.
func (c Card) Suit() int { return int(c) / 13 }

// Rank returns the rank of c: 0 the two ... 12 the ace.
func (c Card) Rank() int { return int(c) % 13 }

// String writes c as rank and suit: "2c", "Td", "Qs", "Ah".
func (c Card) String() string {
	if c >= NumCards {
		return "?"
	}
	return string([]byte{rankChars[c.Rank()], suitChars[c.Suit()]})
}

// ParseCard reads a card written as String writes it (rank 2-9, T, J, Q, K, A; suit c, d, h, s;
// lower or upper case).
func ParseCard(text string) (Card, error) {
	if len(text) == 2 {
		r := strings.IndexByte(rankChars, upper(text[0]))
		s := strings.IndexByte(suitChars, lower(text[1]))
		if r >= 0 && s >= 0 {
			return Of(s, r), nil
		}
	}
	return 0, fmt.Errorf("card %.10q: want a rank 2-9, T, J, Q, K or A and a suit c, d, h or s, such as Qs", text)
}

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

func lower(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b - 'A' + 'a'
	}
	return b
}

// Set is a set of cards, bit i the card i.
type Set uint64

// Full is the deck of 52 cards.
const Full Set = 1<<NumCards - 1

// SuitSet returns the 13 cards of suit suit.
func SuitSet(suit int) Set { return Set(0x1fff) << (13 * suit) }

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return s>>c&1 != 0 }

// Len is the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Suit returns the cards of s of suit suit.
func (s Set) Suit(suit int) Set { return s & SuitSet(suit) }

// Lowest returns the card of s with the lowest index (s not empty): within a suit, the lowest.
func (s Set) Lowest() Card { return Card(bits.TrailingZeros64(uint64(s))) }

// Highest returns the card of s with the highest index (s not empty): within a suit, the highest.
func (s Set) Highest() Card { return Card(63 - bits.LeadingZeros64(uint64(s))) }

// Bit is the set holding c only.
func Bit(c Card) Set { return 1 << c }

// Deck returns the deck of a game of players players: 52 cards for 4, and for 3 the 51 left when
// the two of diamonds is taken out (so 17 cards each; the two of clubs, which leads in Hearts,
// stays).
func Deck(players int) Set {
	if players == 3 {
		return Full &^ Bit(Of(Diamonds, 0))
	}
	return Full
}

// String writes s as its ranks suit by suit, clubs, diamonds, hearts, spades, separated by '.',
// each suit's ranks from low to high, an empty suit as nothing: "25T.QA..3".
func (s Set) String() string {
	var b strings.Builder
	for suit := range 4 {
		if suit > 0 {
			b.WriteByte('.')
		}
		for x := s.Suit(suit); x != 0; x &= x - 1 {
			b.WriteByte(rankChars[Card(bits.TrailingZeros64(uint64(x))).Rank()])
		}
	}
	return b.String()
}

// ParseSet reads a set written as Set.String writes it (ranks may come in any order, each once).
func ParseSet(text string) (Set, error) {
	parts := strings.Split(text, ".")
	if len(parts) != 4 {
		return 0, fmt.Errorf("cards %.60q: want four suits (clubs, diamonds, hearts, spades) separated by '.', such as 25T.QA..3", text)
	}
	var s Set
	for suit, p := range parts {
		for i := 0; i < len(p); i++ {
			r := strings.IndexByte(rankChars, upper(p[i]))
			if r < 0 {
				return 0, fmt.Errorf("cards %.60q: %q is not a rank (2-9, T, J, Q, K, A)", text, p[i])
			}
			c := Of(suit, r)
			if s.Has(c) {
				return 0, fmt.Errorf("cards %.60q: %s is there twice", text, c)
			}
			s |= Bit(c)
		}
	}
	return s, nil
}

// Deal shuffles the deck of players players with a generator seeded by seed and deals it one
// card at a time to seats 0, 1, ..., as a dealer does, so every player gets the same number of
// cards. The shuffle is Fisher-Yates over SplitMix64 with Lemire's multiply-shift reduction,
// written out here so a seed gives the same hands on every machine and Go version.
func Deal(players int, seed uint64) [MaxPlayers]Set {
	var deck [NumCards]Card
	n := 0
	for x := Deck(players); x != 0; x &= x - 1 {
		deck[n] = Card(bits.TrailingZeros64(uint64(x)))
		n++
	}
	r := NewRand(seed)
	for i := n - 1; i > 0; i-- {
		j := r.N(uint64(i + 1))
		deck[i], deck[j] = deck[j], deck[i]
	}
	var hands [MaxPlayers]Set
	for i := range n {
		hands[i%players] |= Bit(deck[i])
	}
	return hands
}

// Rand is the deterministic generator of the deals and the samples: SplitMix64, with Lemire's
// multiply-shift reduction for a number below n. It is written out (not math/rand's) so that a
// seed gives the same numbers on every machine and with every Go version.
type Rand struct{ state gamekit.SplitMix64 }

// NewRand returns the generator seeded by seed.
func NewRand(seed uint64) *Rand { return &Rand{gamekit.SplitMix64(seed)} }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	return r.state.Next()
}

// N returns a number in [0, n) (n >= 1). The multiply-shift reduction is biased by at most
// n/2^64, far below anything a sample of deals could show.
func (r *Rand) N(n uint64) uint64 {
	hi, _ := bits.Mul64(r.Uint64(), n)
	return hi
}
