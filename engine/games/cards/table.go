package cards

import (
	"fmt"
	"github.com/cctree/cctree/engine/gamekit"
	"math/bits"
	"strconv"
	"strings"
)

// Move is a card played, stored as the card's index plus one, or Pass. The zero Move is never
// legal.
type Move uint8

// Pass is the null move: the mover plays no card and the next seat is to move. The rules know no
// pass; the Best-Reply searchers make it for the opponents who do not move in a layer, and a
// player whose hand is empty while others still hold cards (which only passes can bring about)
// has it as the one move.
const Pass Move = 0xff

// Play is the move playing c.
func Play(c Card) Move { return Move(c + 1) }

// Card returns the card m plays (undefined for Pass).
func (m Move) Card() Card { return Card(m - 1) }

// String writes m as its card ("Qs") or "pass".
func (m Move) String() string {
	if m == Pass {
		return "pass"
	}
	return m.Card().String()
}

// ParseMove reads a move as Move.String writes it.
func ParseMove(text string) (Move, error) {
	if text == "pass" {
		return Pass, nil
	}
	c, err := ParseCard(text)
	if err != nil {
		return 0, fmt.Errorf("move %.10q: want a card such as Qs, or pass", text)
	}
	return Play(c), nil
}

// ParseLegal reads a move as ParseMove does and holds it to legal, the mover's playable cards:
// a card among them, or a pass when there is none.
func ParseLegal(text string, legal Set) (Move, error) {
	m, err := ParseMove(text)
	switch {
	case err != nil:
		return 0, err
	case m == Pass && legal != 0:
		return 0, fmt.Errorf("move pass: the mover has a card to play (%s)", legal)
	case m != Pass && !legal.Has(m.Card()):
		if legal == 0 {
			return 0, fmt.Errorf("move %s: the mover has no card to play: pass", m)
		}
		return 0, fmt.Errorf("move %s is not playable here (playable: %s)", m, legal)
	}
	return m, nil
}

// done is what Unmake needs of a card move that completed a trick: the trick as it was.
type done struct {
	completed bool
	tn        int8
	trick     [MaxPlayers]Card
	by        [MaxPlayers]int8
	winner    int8
}

// Table is one hand of a trick game in play, every hand visible: the players' hands, the trick
// in progress (its cards and who played each), the cards each player has won, and the mover.
// A card completes the trick when the trick holds as many cards as there are players; its winner
// (the highest card of the trump suit if any was played, else the highest of the suit led) takes
// the cards and moves next. Otherwise the next seat moves. Copy a Table by assignment.
type Table struct {
	n     int
	trump int // the trump suit, or -1 for none
	mover int
	hands [MaxPlayers]Set
	won   [MaxPlayers]Set
	trick [MaxPlayers]Card
	by    [MaxPlayers]int8
	tn    int
	key   uint64
	sp    int
	undo  [NumCards]done
}

//go:generate go test -run TestTablesGenerated -update

// zobristKeys are the Zobrist keys (tables_gen.go's zHand, zWon, zTrick and zMover) from a
// fixed-seed SplitMix64: a card in a player's hand, among a player's won cards, or at a place of
// the trick played by a player; the mover.
type zobristKeys struct {
	zHand  [NumCards][MaxPlayers]uint64
	zWon   [NumCards][MaxPlayers]uint64
	zTrick [NumCards][MaxPlayers][MaxPlayers]uint64
	zMover [MaxPlayers]uint64
}

// buildZobrist draws the keys: the test's source of tables_gen.go.
func buildZobrist() (z zobristKeys) {
	x := gamekit.SplitMix64(0x747269636b73) // "tricks"
	next := x.Next
	for c := range NumCards {
		for p := range MaxPlayers {
			z.zHand[c][p] = next()
			z.zWon[c][p] = next()
			for i := range MaxPlayers {
				z.zTrick[c][i][p] = next()
			}
		}
	}
	for p := range z.zMover {
		z.zMover[p] = next()
	}
	return z
}

// NewTable returns the table of players players (3 or 4) with the given hands, nothing won, no
// trick in progress and mover to lead; trump is the trump suit or -1.
func NewTable(players, trump, mover int, hands [MaxPlayers]Set) Table {
	t := Table{n: players, trump: trump, mover: mover, hands: hands}
	t.key = t.computeKey()
	return t
}

func (t *Table) computeKey() uint64 {
	k := zMover[t.mover]
	for p := range t.n {
		for x := t.hands[p]; x != 0; x &= x - 1 {
			k ^= zHand[bits.TrailingZeros64(uint64(x))][p]
		}
		for x := t.won[p]; x != 0; x &= x - 1 {
			k ^= zWon[bits.TrailingZeros64(uint64(x))][p]
		}
	}
	for i := range t.tn {
		k ^= zTrick[t.trick[i]][i][t.by[i]]
	}
	return k
}

// NumPlayers is the number of seats.
func (t *Table) NumPlayers() int { return t.n }

// Mover is the player to move.
func (t *Table) Mover() int { return t.mover }

// Trump is the trump suit, or -1.
func (t *Table) Trump() int { return t.trump }

// Hand returns player p's cards.
func (t *Table) Hand(p int) Set { return t.hands[p] }

// Won returns the cards of the tricks player p has taken.
func (t *Table) Won(p int) Set { return t.won[p] }

// Tricks returns the number of tricks player p has taken.
func (t *Table) Tricks(p int) int { return t.won[p].Len() / t.n }

// AllWon is the cards of every completed trick.
func (t *Table) AllWon() Set {
	var s Set
	for p := range t.n {
		s |= t.won[p]
	}
	return s
}

// TrickLen is the number of cards in the trick in progress.
func (t *Table) TrickLen() int { return t.tn }

// TrickCard returns the i-th card played to the trick in progress and the player who played it.
func (t *Table) TrickCard(i int) (Card, int) { return t.trick[i], int(t.by[i]) }

// Led returns the suit led to the trick in progress, or -1 when the trick is empty.
func (t *Table) Led() int {
	if t.tn == 0 {
		return -1
	}
	return t.trick[0].Suit()
}

// Terminal reports whether the hand is over: every card played, no trick in progress.
func (t *Table) Terminal() bool {
	if t.tn != 0 {
		return false
	}
	for p := range t.n {
		if t.hands[p] != 0 {
			return false
		}
	}
	return true
}

// CardsLeft is the number of cards still in the players' hands: the plies left in the hand.
func (t *Table) CardsLeft() int {
	n := 0
	for p := range t.n {
		n += t.hands[p].Len()
	}
	return n
}

// Key is the Zobrist key of the hands, the won cards, the trick and the mover.
func (t *Table) Key() uint64 { return t.key }

// Follow returns the cards the mover may play under the follow-suit rule alone: the cards of
// the suit led if it holds any, else its whole hand.
func (t *Table) Follow() Set {
	h := t.hands[t.mover]
	if t.tn > 0 {
		if f := h.Suit(t.trick[0].Suit()); f != 0 {
			return f
		}
	}
	return h
}

// AppendMoves appends a move per card of s to buf in card order and returns it: [Pass] when s
// is empty.
func AppendMoves(buf []Move, s Set) []Move {
	if s == 0 {
		return append(buf, Pass)
	}
	for ; s != 0; s &= s - 1 {
		buf = append(buf, Move(bits.TrailingZeros64(uint64(s))+1))
	}
	return buf
}

// beats reports whether card a beats b, the best card of the trick so far.
func (t *Table) beats(a, b Card) bool {
	if a.Suit() == b.Suit() {
		return a > b
	}
	return a.Suit() == t.trump
}

// Winning returns the index in the trick of the card winning it so far (the trick not empty).
func (t *Table) Winning() int {
	best := 0
	for i := 1; i < t.tn; i++ {
		if t.beats(t.trick[i], t.trick[best]) {
			best = i
		}
	}
	return best
}

// Beats reports whether c, played now, would beat the card winning the trick in progress (true
// on an empty trick: a card led wins until beaten).
func (t *Table) Beats(c Card) bool {
	return t.tn == 0 || t.beats(c, t.trick[t.Winning()])
}

func (t *Table) setMover(p int) {
	t.key ^= zMover[t.mover] ^ zMover[p]
	t.mover = p
}

// Make plays m (a card of the mover's hand, or Pass) for the mover.
func (t *Table) Make(m Move) {
	p := t.mover
	if m == Pass {
		t.setMover((p + 1) % t.n)
		return
	}
	c := m.Card()
	t.hands[p] &^= Bit(c)
	t.key ^= zHand[c][p] ^ zTrick[c][t.tn][p]
	t.trick[t.tn], t.by[t.tn] = c, int8(p)
	t.tn++
	d := &t.undo[t.sp]
	t.sp++
	if t.tn < t.n {
		d.completed = false
		t.setMover((p + 1) % t.n)
		return
	}
	w := int(t.by[t.Winning()])
	*d = done{completed: true, tn: int8(t.tn), trick: t.trick, by: t.by, winner: int8(w)}
	for i := range t.tn {
		ci := t.trick[i]
		t.won[w] |= Bit(ci)
		t.key ^= zTrick[ci][i][t.by[i]] ^ zWon[ci][w]
	}
	t.tn = 0
	t.setMover(w)
}

// Unmake takes back m, the last move made.
func (t *Table) Unmake(m Move) {
	if m == Pass {
		t.setMover((t.mover + t.n - 1) % t.n)
		return
	}
	t.sp--
	d := &t.undo[t.sp]
	if d.completed {
		w := int(d.winner)
		t.tn, t.trick, t.by = int(d.tn), d.trick, d.by
		for i := range t.tn {
			ci := t.trick[i]
			t.won[w] &^= Bit(ci)
			t.key ^= zTrick[ci][i][t.by[i]] ^ zWon[ci][w]
		}
	}
	t.tn--
	c, p := t.trick[t.tn], int(t.by[t.tn])
	t.hands[p] |= Bit(c)
	t.key ^= zHand[c][p] ^ zTrick[c][t.tn][p]
	t.setMover(p)
}

// Notation writes the table's fields of a game's position, separated by single spaces:
// "<mover> <hands> <trick> <won>", hands and won player by player separated by '/', the trick
// "-" when empty, else its cards in the order played as seat:card separated by ','.
func (t *Table) Notation(b *strings.Builder) {
	b.WriteString(strconv.Itoa(t.mover))
	b.WriteByte(' ')
	for p := range t.n {
		if p > 0 {
			b.WriteByte('/')
		}
		b.WriteString(t.hands[p].String())
	}
	b.WriteByte(' ')
	if t.tn == 0 {
		b.WriteByte('-')
	}
	for i := range t.tn {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(t.by[i])))
		b.WriteByte(':')
		b.WriteString(t.trick[i].String())
	}
	b.WriteByte(' ')
	for p := range t.n {
		if p > 0 {
			b.WriteByte('/')
		}
		b.WriteString(t.won[p].String())
	}
}

// ParseTable reads the fields Notation writes (mover, hands, trick, won) for a game of players
// players with the deck Deck(players) and trump suit trump. Every card of the deck must be in
// exactly one place, every player's won cards must make whole tricks, and the trick in progress
// must hold fewer cards than there are players. Errors are one line naming the field.
func ParseTable(players, trump int, mover, hands, trick, won string) (Table, error) {
	var t Table
	p, err := strconv.Atoi(mover)
	if err != nil || p < 0 || p >= players {
		return t, fmt.Errorf("mover %.10q: want a player 0 to %d", mover, players-1)
	}
	t = Table{n: players, trump: trump, mover: p}
	var seen Set
	take := func(field string, s Set) error {
		if dup := seen & s; dup != 0 {
			return fmt.Errorf("%s: %s is in two places", field, dup.Lowest())
		}
		seen |= s
		return nil
	}
	for i, part := range [2]string{hands, won} {
		field := [2]string{"hands", "won"}[i]
		sets := strings.Split(part, "/")
		if len(sets) != players {
			return t, fmt.Errorf("%s %.80q: want %d sets of cards separated by '/', one per player", field, part, players)
		}
		for q, text := range sets {
			s, err := ParseSet(text)
			if err != nil {
				return t, fmt.Errorf("%s of player %d: %v", field, q, err)
			}
			if i == 1 && s.Len()%players != 0 {
				return t, fmt.Errorf("won of player %d: %d cards are not whole tricks of %d", q, s.Len(), players)
			}
			if err := take(field, s); err != nil {
				return t, err
			}
			if i == 0 {
				t.hands[q] = s
			} else {
				t.won[q] = s
			}
		}
	}
	if trick != "-" {
		plays := strings.Split(trick, ",")
		if len(plays) >= players {
			return t, fmt.Errorf("trick %.40q: want fewer than %d cards (a full trick is taken at once), or - for none", trick, players)
		}
		for i, play := range plays {
			seat, card, ok := strings.Cut(play, ":")
			q, err := strconv.Atoi(seat)
			if !ok || err != nil || q < 0 || q >= players {
				return t, fmt.Errorf("trick %.40q: %.10q: want seat:card, such as 0:2c, the seat 0 to %d", trick, play, players-1)
			}
			c, err := ParseCard(card)
			if err != nil {
				return t, fmt.Errorf("trick: %v", err)
			}
			if err := take("trick", Bit(c)); err != nil {
				return t, err
			}
			t.trick[i], t.by[i] = c, int8(q)
			t.tn++
		}
	}
	if deck := Deck(players); seen != deck {
		if extra := seen &^ deck; extra != 0 {
			return t, fmt.Errorf("cards: %s is not in the deck of %d players", extra.Lowest(), players)
		}
		return t, fmt.Errorf("cards: %s is missing (every card of the deck is in a hand, the trick or a player's won cards)", (deck &^ seen).Lowest())
	}
	t.key = t.computeKey()
	return t, nil
}
