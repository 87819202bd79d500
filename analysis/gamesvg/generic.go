package gamesvg

import (
	"strings"
	"unicode/utf8"
)

// TextBoarder is the drawing a game may declare for a position this package has no picture of:
// its board as rows of one character per square, '.' for an empty square, a player's digit
// (0-5) for that player's piece or mark, any other character drawn as text on its square.
// gamesvg draws the rows as a grid of squares, the players' in their colours. A game package
// declares it with a method of its position (it imports nothing of gamesvg):
//
//	func (s *State) TextBoard() []string
type TextBoarder interface {
	TextBoard() []string
}

// Generic is what this package needs of a position of any game to draw it without a picture of
// its own: the gamekit.State methods below. Positions of the registry's games all have them.
type Generic interface {
	String() string
	NumPlayers() int
}

// wrapAt is the width in characters of the rows of a position drawn from its notation.
const wrapAt = 40

// The side of a square of a generic picture: a TextBoard's, and a character's of a notation.
const (
	cellSide = 18
	charSide = 12
)

// genericGame draws a position of a game this package does not know: its TextBoard as a grid of
// squares, or lacking one its notation, wrapped at wrapAt characters, as a grid of characters
// (nothing coloured: the notation's digits are not known to be players). Below the legend a line
// gives the last move, which is not marked on the board (this package cannot check it).
type genericGame struct {
	name, text string
	rows       []string
	board      bool // rows are the game's TextBoard
	players    int
	out        func(p int) bool // nil when the position cannot tell
	nrows      int              // the grid's size; at least the rows' (a page's frames share the largest)
	ncols      int
}

func genericOf(pos Generic) genericGame {
	g := genericGame{text: pos.String(), players: pos.NumPlayers()}
	g.name, _, _ = strings.Cut(g.text, " ")
	if tb, ok := pos.(TextBoarder); ok {
		g.rows, g.board = tb.TextBoard(), true
	} else {
		for t := []rune(g.text); len(t) > 0; {
			n := min(wrapAt, len(t))
			g.rows, t = append(g.rows, string(t[:n])), t[n:]
		}
	}
	if ig, ok := pos.(interface{ InGame(int) bool }); ok {
		g.out = func(p int) bool { return !ig.InGame(p) }
	}
	g.nrows = max(1, len(g.rows))
	for _, r := range g.rows {
		g.ncols = max(g.ncols, utf8.RuneCountInString(r))
	}
	g.ncols = max(1, g.ncols)
	return g
}

func (g genericGame) notation() string { return g.text }

func (g genericGame) layout(caption bool) *layout {
	top := 0
	if caption {
		top = captionH
	}
	ox, oy := margin, top+margin
	l := &layout{game: g.name, caption: caption, players: g.players, slotStrokeW: "1"}
	side := charSide
	if g.board {
		side = cellSide
	}
	for r := range g.nrows {
		for c := range g.ncols {
			b := box{ox + c*side, oy + r*side, side}
			l.cells = append(l.cells, b)
			if g.board {
				l.slots = append(l.slots, slot{cell: len(l.cells) - 1, level: -1, x: b.x + 1, y: b.y + 1, w: b.s - 2, h: b.s - 2})
			}
			l.boardTexts = append(l.boardTexts, label{b.x + b.s/2, b.y + b.s/2 + 4, "middle", smallSize, ""})
		}
	}
	l.width = ox + g.ncols*side + margin
	l.legendY = oy + g.nrows*side + 10
	lastY := l.legendY + g.players*lineH + smallSize
	l.boardTexts = append(l.boardTexts, label{margin, lastY, "start", smallSize, ""})
	l.height = lastY + margin/2
	return l
}

func (g genericGame) fill(l *layout, f *frame) {
	for i := range f.codes {
		f.codes[i] = '.'
	}
	for r, row := range g.rows {
		c := 0
		for _, ch := range row {
			i := r*g.ncols + c
			c++
			if g.board && ch >= '0' && ch < rune('0'+g.players) {
				f.codes[i] = byte(ch)
				continue
			}
			if ch != '.' || !g.board {
				f.boardTexts[i] = strings.TrimSpace(string(ch))
			}
		}
	}
	if f.lastMove != "" {
		f.boardTexts[len(f.boardTexts)-1] = "last move: " + f.lastMove
	}
}

func (g genericGame) legend(p int) string {
	if g.out != nil && g.out(p) {
		return "out"
	}
	return ""
}

// last accepts any move: without the game's rules here it can be neither checked nor placed, so
// it is written below the legend instead of marked.
func (g genericGame) last(string) (from, to int, err error) { return -1, -1, nil }
