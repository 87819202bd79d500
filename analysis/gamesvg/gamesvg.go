// Package gamesvg draws positions of the games other than Chinese Checkers (engine/games: the
// Virus Game, Focus, tic-tac-toe, Hearts and Spades) as standalone SVG, and whole games as a self-contained HTML
// page that steps through them, as package analysis/boardsvg does for Chinese Checkers, with its
// player colours (boardsvg.Palette, by player index) and its colours of empty cells and outlines.
//
// Pictures:
//   - Virus Game: the n x n squares, each filled with its owner's colour or light grey when
//     empty; the legend gives each player's squares (or "out"); the last move's infected square
//     is marked by a ring (a square outline inside it).
//   - Focus: the 52 squares; each stack is drawn bottom to top as up to five coloured bands (the
//     top band is the player who controls it), with its height beside it from two pieces up; the
//     legend gives each player's reserve and captures (and "out"); the last move is a dashed ring
//     on its from square, a solid ring on its to square and an arrow between them (an entry has
//     the solid ring only).
//   - Tic-tac-toe: the grid, each mark a disc of its player's colour; the last mark is ringed.
//   - Hearts and Spades: the deck as a table, suits (c, d, h, s) by ranks (2 to A); a card in a
//     hand is filled with its holder's colour and shows its rank, a card of the trick in
//     progress its player's colour and its place in the trick (t1, t2, ...), a card of a
//     completed trick is empty; the legend gives each player's cards left and its points (this
//     hand's and the tournament total) or tricks; the last card is ringed.
//   - Any other game (a position with String and NumPlayers, as every game of the registry
//     has): the board the position declares (TextBoarder: rows of characters, a player's digit
//     filled with its colour), or lacking one its notation as a grid of characters; the legend
//     says who is out where the position tells (InGame), and a line below it gives the last
//     move, written but not marked or checked (generic.go).
//
// Every picture of the games named above has the column letters and row numbers of the game's
// square names (a1 at the top left); every picture a legend line per player (with the
// contestant's name when given) and an optional caption.
//
// Text does not depend on the viewer's font: every <text> is pinned to the width it has in
// Liberation Sans, measured with gonum's copy of that font (textLength with
// lengthAdjust="spacingAndGlyphs"), and the font is named with its metric twin Arial and the
// generic sans-serif after it, as svgfig.SVG does for the figures; the picture is laid out with
// room for the widest usual fallback (svgfig.FallbackWidth times those widths), so a viewer that
// ignores textLength, such as librsvg, still draws every text inside it.
//
// Guarantees:
//   - Deterministic: the same position and options give the same bytes, on every machine.
//   - Standalone: no external files, fonts, scripts or styles; text is XML-escaped.
//   - The shapes a position colours carry data-slot (their place in document order), data-cell
//     (the cell: row by row from the top left on the Virus Game and tic-tac-toe, the square
//     number 0-51 on Focus), data-level on Focus (0 the bottom piece) and data-p, "." or the
//     player's digit: on the Virus Game the squares' data-p read as the notation's rows. The
//     texts a position sets carry data-t. The replay page's script and the tests count on this.
package gamesvg

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"fmt"
	"github.com/cctree/cctree/analysis/svgfig"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"

	"github.com/cctree/cctree/analysis/boardsvg"
	"github.com/cctree/cctree/engine/games/focus"
	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/games/spades"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/games/virus"
)

// FontFamily is the font the pictures name: Liberation Sans, whose widths lay the text out, then
// Arial (the same widths) and the generic family.
const FontFamily = "'Liberation Sans',Arial,Helvetica,sans-serif"

// Sizes in pixels.
const (
	margin    = 16
	lineH     = 18 // legend lines
	captionH  = 20 // the caption's band above the board
	fontSize  = 13 // caption and legend
	smallSize = 11 // coordinates and heights
	labelW    = 16 // the row numbers' column left of the board
	labelH    = 14 // the column letters' row above the board
	swatch    = 12
	ringInset = 3 // the last-move ring lies this far inside its cell
	arrowCut  = 10
)

// Options say what to draw besides the position.
type Options struct {
	// Last is the move that led to the position, in the game's notation ("c3" on the Virus Game
	// and tic-tac-toe, "c3-c5" or "r:e5" on Focus), marked on the board; "" or "pass" for no
	// mark. It must be a move the player before the one to move could have played to reach the
	// position (CheckLast); Write refuses one that is not.
	Last string
	// Caption is a line of text above the board ("player 2 to move"); "" for none.
	Caption string
	// Players names each player index in the legend (the contestants of a match); missing or
	// empty names show only the player's number.
	Players []string
}

// SVG returns the picture of pos: a position of one of the games above, or of any game (Generic).
func SVG(pos any, o Options) ([]byte, error) {
	var b bytes.Buffer
	if err := Write(&b, pos, o); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Write writes the picture of pos to w. It fails on a position of another type, a Last move that
// could not have led to pos, or a write error.
func Write(w io.Writer, pos any, o Options) error {
	g, err := gameOf(pos)
	if err != nil {
		return err
	}
	f, err := frameOf(g, pos, o.Last, o.Caption, o.Players)
	if err != nil {
		return err
	}
	l := g.layout(o.Caption != "")
	return render(w, l, f, widthOf(l, []*frame{f}), false)
}

// CheckLast reports whether move, in the game's notation, is one the player before the player to
// move in pos could have played to reach pos: its squares are on the board, the position shows
// its effect (the infected square and, with conversion, its neighbours the mover's; the moved
// pieces on top of their target, as many as the squares moved, the mover's on top; the mark
// placed), and, where that can be known from pos alone, the position before it was one where it
// was legal (tic-tac-toe: the game was not over). "" is no move; "pass" is accepted where the
// rules have passes (the Virus Game with target=empty). The error is one line.
func CheckLast(pos any, move string) error {
	g, err := gameOf(pos)
	if err != nil {
		return err
	}
	_, _, err = g.last(move)
	return err
}

// game is a position of one of the games, with what the picture needs of it.
type game interface {
	// layout is the fixed part of the picture: it depends on the game and its board only.
	layout(caption bool) *layout
	// fill sets the codes of f's slots and its board texts.
	fill(l *layout, f *frame)
	// legend is the line of player p (without the name).
	legend(p int) string
	// last parses and checks the move that led to the position (CheckLast) and returns the cells
	// of its marks, -1 for none.
	last(move string) (from, to int, err error)
	notation() string
}

// layout is where everything of a picture goes.
type layout struct {
	game           string
	width, height  int   // of the whole picture, before widening for the texts
	caption        bool  // a caption band on top
	cells          []box // every cell by index, for the marks
	background     []box // cells drawn empty under the slots (Focus, tic-tac-toe)
	slots          []slot
	labels         []label // the coordinates
	boardTexts     []label // the texts a position sets on the board (Focus's heights); Text unused
	legendY        int     // the first legend line's top
	players        int
	fromMark       bool // moves have a from square (Focus): a dashed ring and an arrow
	slotStrokeW    string
	backgroundFill string
}

type box struct{ x, y, s int } // top left corner and side

// slot is a shape a position colours: a rect (x, y, w, h) or, when round, a circle of centre
// (x, y) and radius w.
type slot struct {
	cell, level int // level -1: the whole cell
	x, y, w, h  int
	round       bool
	hide        bool // hidden when empty, else drawn as an empty cell
}

// label is a text at a place: anchor start, middle or end.
type label struct {
	x, y   int
	anchor string
	size   int
	text   string
}

// frame is what one position puts on a layout.
type frame struct {
	codes      []byte   // per slot: '.' or the player's digit
	boardTexts []string // per layout.boardTexts
	legend     []string // per player, with the name
	caption    string
	from, to   int // cells of the last-move marks, -1 for none
	title      string
	lastMove   string // the move that led to the position, for a picture that writes it (genericGame)
}

func gameOf(pos any) (game, error) {
	switch s := pos.(type) {
	case *virus.State:
		if s != nil {
			return virusGame{s}, nil
		}
	case *focus.State:
		if s != nil {
			return focusGame{s}, nil
		}
	case *tictactoe.State:
		if s != nil {
			return tttGame{s}, nil
		}
	case *hearts.State:
		if s != nil {
			return heartsGame(s), nil
		}
	case *spades.State:
		if s != nil {
			return spadesGame(s), nil
		}
	case Generic:
		if s != nil {
			return genericOf(s), nil
		}
	default:
		return nil, fmt.Errorf("gamesvg: cannot draw a %T (want a position of a game: its String and NumPlayers)", pos)
	}
	return nil, fmt.Errorf("gamesvg: no position")
}

// frameOf is the frame of pos.
func frameOf(g game, pos any, last, caption string, players []string) (*frame, error) {
	from, to, err := g.last(last)
	if err != nil {
		return nil, err
	}
	l := g.layout(caption != "")
	f := &frame{codes: make([]byte, len(l.slots)), boardTexts: make([]string, len(l.boardTexts)), caption: caption, from: from, to: to, title: g.notation(), lastMove: last}
	g.fill(l, f)
	for p := range l.players {
		line := fmt.Sprintf("player %d", p)
		if p < len(players) && players[p] != "" {
			line += " (" + players[p] + ")"
		}
		if s := g.legend(p); s != "" {
			line += ": " + s
		}
		f.legend = append(f.legend, line)
	}
	return f, nil
}

// widthOf is the picture's width: the board's, or more for the longest caption or legend line
// of the frames at the width a viewer's fallback font may draw it (svgfig.FallbackWidth: librsvg
// ignores the textLength that pins the text in browsers).
func widthOf(l *layout, frames []*frame) int {
	w := l.width
	k := svgfig.FallbackWidth(font.Font{Typeface: "Liberation", Variant: "Sans"})
	for _, f := range frames {
		if f.caption != "" {
			w = max(w, 2*margin+ceil(k*textWidth(fontSize, f.caption)))
		}
		for _, line := range f.legend {
			w = max(w, margin+swatch+6+ceil(k*textWidth(fontSize, line))+margin)
		}
	}
	return w
}

func ceil(v float64) int { return int(math.Ceil(v)) }

// render writes the picture of f on l, width px wide. page keeps the marks' group (hidden when
// the frame has no move) and the caption's text for the replay page's script.
func render(w io.Writer, l *layout, f *frame, width int, page bool) error {
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	p(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="%s" font-size="%d" data-game="%s">`+"\n",
		width, l.height, width, l.height, FontFamily, fontSize, l.game)
	p("<title>%s</title>\n", esc(f.title))
	p(`<rect width="%d" height="%d" fill="#FFFFFF"/>`+"\n", width, l.height)
	t := 0 // data-t of the next text a position sets
	if l.caption {
		p(`<text class="caption" data-t="%d" x="%d" y="%d" text-anchor="middle"%s>%s</text>`+"\n", t, width/2, margin+4, pin(fontSize, f.caption), esc(f.caption))
		t++
	}
	if len(l.labels) > 0 {
		p(`<g class="coords" font-size="%d" fill="#505050">`+"\n", smallSize)
		for _, lb := range l.labels {
			p(`<text x="%d" y="%d" text-anchor="%s"%s>%s</text>`+"\n", lb.x, lb.y, lb.anchor, pin(lb.size, lb.text), esc(lb.text))
		}
		p("</g>\n")
	}
	if len(l.background) > 0 {
		p(`<g class="squares" fill="%s" stroke="%s">`+"\n", l.backgroundFill, boardsvg.EmptyStroke)
		for _, b := range l.background {
			p(`<rect x="%d" y="%d" width="%d" height="%d"/>`+"\n", b.x, b.y, b.s, b.s)
		}
		p("</g>\n")
	}
	p(`<g class="slots" stroke-width="%s">`+"\n", l.slotStrokeW)
	for i, s := range l.slots {
		ch := f.codes[i]
		fill, stroke, extra := boardsvg.EmptyFill, boardsvg.EmptyStroke, ""
		if ch != '.' {
			fill, stroke = boardsvg.Palette[ch-'0'], boardsvg.PieceStroke
		}
		if s.hide {
			extra = ` data-hide="1"`
			if ch == '.' {
				extra += ` display="none"`
			}
		}
		level := ""
		if s.level >= 0 {
			level = fmt.Sprintf(` data-level="%d"`, s.level)
		}
		if s.round {
			p(`<circle data-slot="%d" data-cell="%d" data-p="%c" cx="%d" cy="%d" r="%d" fill="%s" stroke="%s"%s/>`+"\n", i, s.cell, ch, s.x, s.y, s.w, fill, stroke, extra)
		} else {
			p(`<rect data-slot="%d" data-cell="%d"%s data-p="%c" x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="%s"%s/>`+"\n", i, s.cell, level, ch, s.x, s.y, s.w, s.h, fill, stroke, extra)
		}
	}
	p("</g>\n")
	if len(l.boardTexts) > 0 {
		p(`<g class="heights" font-size="%d" fill="#202020">`+"\n", smallSize)
		for i, lb := range l.boardTexts {
			p(`<text data-t="%d" x="%d" y="%d" text-anchor="%s"%s>%s</text>`+"\n", t, lb.x, lb.y, lb.anchor, pin(lb.size, f.boardTexts[i]), esc(f.boardTexts[i]))
			t++
		}
		p("</g>\n")
	}
	if f.to >= 0 || page {
		m := markOf(l, f)
		hide := func(b bool) string {
			if b {
				return ` display="none"`
			}
			return ""
		}
		p(`<defs><marker id="cctree-game-arrowhead" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="%s"/></marker></defs>`+"\n", boardsvg.MarkColor)
		p(`<g class="last" fill="none" stroke="%s" stroke-width="2"%s>`+"\n", boardsvg.MarkColor, hide(f.to < 0))
		if l.fromMark {
			p(`<line class="last-arrow" x1="%s" y1="%s" x2="%s" y2="%s" marker-end="url(#cctree-game-arrowhead)"%s/>`+"\n", m.arrow[0], m.arrow[1], m.arrow[2], m.arrow[3], hide(m.from == nil))
			fx, fy := m.to[0], m.to[1]
			if m.from != nil {
				fx, fy = m.from[0], m.from[1]
			}
			p(`<rect class="last-from" x="%d" y="%d" width="%d" height="%d" stroke-dasharray="4 3"%s/>`+"\n", fx, fy, m.side, m.side, hide(m.from == nil))
		}
		p(`<rect class="last-to" x="%d" y="%d" width="%d" height="%d"/>`+"\n", m.to[0], m.to[1], m.side, m.side)
		p("</g>\n")
	}
	for i, line := range f.legend {
		y := l.legendY + i*lineH
		p(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="%s"/>`, margin, y, swatch, swatch, boardsvg.Palette[i], boardsvg.PieceStroke)
		p(`<text data-t="%d" x="%d" y="%d"%s>%s</text>`+"\n", t, margin+swatch+6, y+swatch-1, pin(fontSize, line), esc(line))
		t++
	}
	p("</svg>\n")
	return bw.Flush()
}

// mark is where the last-move marks go: the rings' top left corners (from nil for none) and
// side, and the arrow's ends.
type mark struct {
	from, to []int
	side     int
	arrow    [4]string
}

// markOf places f's marks on l; without a move they sit on cell 0 (hidden).
func markOf(l *layout, f *frame) mark {
	to := f.to
	if to < 0 {
		to = 0
	}
	b := l.cells[to]
	m := mark{to: []int{b.x + ringInset, b.y + ringInset}, side: b.s - 2*ringInset}
	m.arrow = [4]string{"0", "0", "0", "0"}
	if f.from >= 0 {
		a := l.cells[f.from]
		m.from = []int{a.x + ringInset, a.y + ringInset}
		m.arrow = arrow(a.x+a.s/2, a.y+a.s/2, b.x+b.s/2, b.y+b.s/2)
	}
	return m
}

// arrow returns the ends of the segment from (ax, ay) to (bx, by) shortened at both ends by
// arrowCut, formatted to 0.1 px. The moves are along rows and columns, so the products are exact.
func arrow(ax, ay, bx, by int) [4]string {
	dx, dy := float64(bx-ax), float64(by-ay)
	d := math.Sqrt(float64(dx*dx) + float64(dy*dy))
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }
	if d == 0 {
		return [4]string{f(float64(ax)), f(float64(ay)), f(float64(bx)), f(float64(by))}
	}
	ux, uy := float64(dx*arrowCut)/d, float64(dy*arrowCut)/d
	return [4]string{f(float64(ax) + ux), f(float64(ay) + uy), f(float64(bx) - ux), f(float64(by) - uy)}
}

var (
	faceOnce sync.Once
	faces    map[int]font.Face
)

// textWidth is the width of s in Liberation Sans at size px.
func textWidth(size int, s string) float64 {
	faceOnce.Do(func() {
		cache := font.NewCache(liberation.Collection())
		faces = map[int]font.Face{}
		for _, sz := range []int{fontSize, smallSize} {
			faces[sz] = cache.Lookup(font.Font{Typeface: "Liberation", Variant: "Sans"}, font.Length(sz))
		}
	})
	face, ok := faces[size]
	if !ok {
		panic(fmt.Sprintf("gamesvg: no face of size %d", size))
	}
	return face.Width(s).Points()
}

// pin is the attributes that hold a text to its width in Liberation Sans ("" for no text).
func pin(size int, s string) string {
	if s == "" {
		return ""
	}
	return ` textLength="` + widthText(size, s) + `" lengthAdjust="spacingAndGlyphs"`
}

func widthText(size int, s string) string {
	if s == "" {
		return ""
	}
	return strconv.FormatFloat(textWidth(size, s), 'f', 1, 64)
}

func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}
