package gamesvg

import (
	"fmt"

	"github.com/cctree/cctree/engine/games/cards"
	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/games/spades"
	"github.com/cctree/cctree/internal/english"
)

// cardSide is the side of a card's cell.
const cardSide = 28

// cardGame is a position of Hearts or Spades: the deck as a table of 4 suits (rows, clubs to
// spades) by 13 ranks (columns, two to ace). A card in a player's hand is filled with the
// player's colour and shows its rank; a card of the trick in progress is filled with the colour
// of the player who played it and shows its place in the trick (t1, t2, ...); a card of a
// completed trick is empty. The legend gives each player's cards left and points (Hearts: this
// hand's and the tournament total) or tricks (Spades: this hand's and the game's total over its hands);
// the last card is ringed.
type cardGame struct {
	name string
	t    *cards.Table
	text string
	line func(p int) string
}

func heartsGame(s *hearts.State) cardGame {
	return cardGame{"hearts", s.Table(), s.String(), func(p int) string {
		return fmt.Sprintf("%s, %s this hand, total %d", english.Count(s.Table().Hand(p).Len(), "card"), english.Count(s.Points(p), "point"), s.Score(p)+s.Points(p))
	}}
}

func spadesGame(s *spades.State) cardGame {
	return cardGame{"spades", s.Table(), s.String(), func(p int) string {
		return fmt.Sprintf("%s, %s this hand, total %d", english.Count(s.Table().Hand(p).Len(), "card"), english.Count(s.Table().Tricks(p), "trick"), s.Score(p)+s.Table().Tricks(p))
	}}
}

func (g cardGame) notation() string { return g.text }

func (g cardGame) layout(caption bool) *layout {
	top := 0
	if caption {
		top = captionH
	}
	ox, oy := margin+labelW, top+margin+labelH
	l := &layout{game: g.name, caption: caption, players: g.t.NumPlayers(), cells: make([]box, cards.NumCards)}
	for c := range cards.NumCards {
		card := cards.Card(c)
		b := box{ox + card.Rank()*cardSide, oy + card.Suit()*cardSide, cardSide}
		l.cells[c] = b
		l.slots = append(l.slots, slot{cell: c, level: -1, x: b.x + 2, y: b.y + 2, w: b.s - 4, h: b.s - 4})
		l.boardTexts = append(l.boardTexts, label{b.x + b.s/2, b.y + b.s/2 + 4, "middle", smallSize, ""})
	}
	for r := range 13 {
		l.labels = append(l.labels, label{ox + r*cardSide + cardSide/2, oy - 4, "middle", smallSize, cards.Of(0, r).String()[:1]})
	}
	for s := range 4 {
		l.labels = append(l.labels, label{ox - 5, oy + s*cardSide + cardSide/2 + 4, "end", smallSize, cards.Of(s, 0).String()[1:]})
	}
	l.slotStrokeW = "1"
	l.width = ox + 13*cardSide + margin
	l.legendY = oy + 4*cardSide + 10
	l.height = l.legendY + l.players*lineH + margin/2
	return l
}

func (g cardGame) fill(l *layout, f *frame) {
	t := g.t
	for i := range f.codes {
		f.codes[i] = '.'
	}
	for p := range t.NumPlayers() {
		for c := range cards.NumCards {
			if t.Hand(p).Has(cards.Card(c)) {
				f.codes[c] = code(p)
				f.boardTexts[c] = cards.Card(c).String()[:1]
			}
		}
	}
	for i := range t.TrickLen() {
		c, p := t.TrickCard(i)
		f.codes[c] = code(p)
		f.boardTexts[c] = fmt.Sprintf("t%d", i+1)
	}
}

func (g cardGame) legend(p int) string { return g.line(p) }

// last: the card was played, so it is in no hand; it is the last card of the trick in progress,
// or, when no trick is in progress, among the cards of the completed tricks.
func (g cardGame) last(move string) (int, int, error) {
	switch move {
	case "":
		return -1, -1, nil
	case "pass":
		return 0, 0, fmt.Errorf("pass: the searchers' null move, never a card played in a game")
	}
	c, err := cards.ParseCard(move)
	if err != nil {
		return 0, 0, err
	}
	t := g.t
	for p := range t.NumPlayers() {
		if t.Hand(p).Has(c) {
			return 0, 0, fmt.Errorf("%s is still in player %d's hand", move, p)
		}
	}
	switch n := t.TrickLen(); {
	case n > 0:
		if last, _ := t.TrickCard(n - 1); last != c {
			return 0, 0, fmt.Errorf("%s is not the last card of the trick in progress (%s is)", move, last)
		}
	case !t.AllWon().Has(c):
		return 0, 0, fmt.Errorf("%s is not among the cards played", move)
	}
	return -1, int(c), nil
}
