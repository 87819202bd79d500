// Package boardsvg draws Chinese Checkers positions (a *game.State, on star73 or star121) as
// standalone SVG, and whole games as a self-contained HTML page that steps through them.
//
// Picture: every board cell is one <circle> at its place on the hex grid (cube coordinates of
// docs/rules.md: column 2x+z, row z, so the top corner is at the top), filled with its player's
// colour (Palette, the colour-blind-safe Okabe-Ito colours, by player index as in CCN) or light
// grey when empty; a legend names the players; an optional caption goes on top; the move that
// led to the position may be marked by a dashed ring on its from cell, a solid ring on its to
// cell and an arrow between them.
//
// Guarantees:
//   - Deterministic: the same position and options give the same bytes, on every machine (all
//     coordinates are integers except the arrow's ends, which are rounded to 0.1).
//   - The circles are exactly the board's cells in cell order (each with data-cell, its index,
//     and data-p, its CCN character), then two rings when a move is highlighted; legend swatches
//     are <rect>s. Tests and the replay page's script count on this.
//   - Standalone: no external files, fonts, scripts or styles; text is XML-escaped.
//   - Text fits without the viewer's font: the picture is widened, when a caption or player name
//     needs it, to the width the widest usual sans-serif may draw it in (textRoom).
package boardsvg

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

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
)

// sans is Liberation Sans at fontSize, whose widths are Arial's and Helvetica's.
var sans = font.NewCache(liberation.Collection()).Lookup(font.Font{Typeface: "Liberation", Variant: "Sans"}, fontSize)

// textRoom is the width, in whole pixels, that a viewer's sans-serif may take for s at fontSize:
// its width in Liberation Sans times svgfig.FallbackWidth (DejaVu Sans, the widest usual
// fallback, is up to that much wider), so a long caption or player name widens the picture
// instead of running past its edge.
func textRoom(s string) int {
	return int(math.Ceil(float64(sans.Width(s)) * svgfig.FallbackWidth(sans.Font)))
}

// Palette is the fill of each player's pieces by player index: six Okabe-Ito colours
// (vermillion, blue, bluish green, orange, reddish purple, sky blue), distinguishable with the
// common colour-vision deficiencies. Yellow and black are left out: poor on grey and on the
// outlines.
var Palette = [game.MaxPlayers]string{"#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9"}

// Colours of empty cells and of outlines.
const (
	EmptyFill   = "#E6E6E6"
	EmptyStroke = "#B3B3B3"
	PieceStroke = "#333333"
	MarkColor   = "#000000"
)

// Grid of the picture, in pixels: neighbours in a row are 2*HalfStep apart, rows RowStep apart
// (15*sqrt(3) = 25.98, so every neighbour is 30 px away within 0.1%).
const (
	HalfStep = 15
	RowStep  = 26
	Radius   = 11 // of a cell
	RingR    = 14 // of the rings of the last move
	margin   = 16
	lineH    = 18 // caption and legend lines
	fontSize = 13
)

// Layout is where a board's cells are drawn.
type Layout struct {
	Width, Height int // of the board part, margins included
	X, Y          []int
}

// LayoutOf returns the centres of g's cells by cell index: hexagonal rows on the star and
// triangle boards, a square grid (orthogonal neighbours 30 px apart) on the square boards.
func LayoutOf(g *board.Geometry) *Layout {
	l := &Layout{X: make([]int, g.Cells), Y: make([]int, g.Cells)}
	minCol, maxCol, minRow, maxRow := math.MaxInt, math.MinInt, math.MaxInt, math.MinInt
	rowStep, shear := RowStep, 1
	if g.Dirs == 8 { // square: Coord is (column, 0, row)
		rowStep, shear = 2*HalfStep, 0
	}
	for c := range g.Cells {
		x, z := int(g.Coord[g.CellBit[c]][0]), int(g.Coord[g.CellBit[c]][2])
		l.X[c], l.Y[c] = 2*x+shear*z, z
		minCol, maxCol = min(minCol, l.X[c]), max(maxCol, l.X[c])
		minRow, maxRow = min(minRow, z), max(maxRow, z)
	}
	for c := range g.Cells {
		l.X[c] = margin + Radius + HalfStep*(l.X[c]-minCol)
		l.Y[c] = margin + Radius + rowStep*(l.Y[c]-minRow)
	}
	l.Width = 2*(margin+Radius) + HalfStep*(maxCol-minCol)
	l.Height = 2*(margin+Radius) + rowStep*(maxRow-minRow)
	return l
}

// Options say what to draw besides the position.
type Options struct {
	// Last is the move that led to the position (in layout bits, as game.Move), marked by rings
	// and an arrow; nil or game.Pass for no mark.
	Last *game.Move
	// Caption is a line of text above the board ("ply 17, player 2 to move"); "" for none.
	Caption string
	// Players names each player index in the legend (the contestants of a match); missing or
	// empty names show only "player i".
	Players []string
	// Numbers writes each cell's index on it, so a move such as 36-37 can be found by eye.
	Numbers bool

	// keepMark writes the last-move group even without a move (hidden), for the page's script.
	keepMark bool
}

// SVG returns the picture of s.
func SVG(s *game.State, o Options) ([]byte, error) {
	var b bytes.Buffer
	if err := Write(&b, s, o); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Write writes the picture of s to w. It fails only on a write error or a move in o.Last that
// names a bit off the board.
func Write(w io.Writer, s *game.State, o Options) error {
	if s == nil || s.Geo == nil {
		return fmt.Errorf("boardsvg: no position")
	}
	g := s.Geo
	var from, to = -1, -1
	if o.Last != nil && *o.Last != game.Pass {
		if int(o.Last.From) >= len(g.BitCell) || int(o.Last.To) >= len(g.BitCell) || g.BitCell[o.Last.From] < 0 || g.BitCell[o.Last.To] < 0 || o.Last.From == o.Last.To {
			return fmt.Errorf("boardsvg: last move %d-%d (layout bits) is not a move between two cells of %s", o.Last.From, o.Last.To, g.Name)
		}
		from, to = int(g.BitCell[o.Last.From]), int(g.BitCell[o.Last.To])
	}
	l := LayoutOf(g)
	top := 0
	if o.Caption != "" {
		top = lineH
	}
	width, height := l.Width, top+l.Height+s.Players*lineH
	names := make([]string, s.Players)
	for i := range names {
		names[i] = fmt.Sprintf("player %d (corner %d)", i, s.Seats[i])
		if i < len(o.Players) && o.Players[i] != "" {
			names[i] += ": " + o.Players[i]
		}
		width = max(width, margin+18+textRoom(names[i])+margin)
	}
	if o.Caption != "" {
		width = max(width, 2*margin+textRoom(o.Caption))
	}
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	ccn := s.String()
	p(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="%d" data-board="%s">`+"\n",
		width, height, width, height, fontSize, g.Name)
	p("<title>%s</title>\n", esc(ccn))
	p(`<rect width="%d" height="%d" fill="#FFFFFF"/>`+"\n", width, height)
	if o.Caption != "" {
		p(`<text class="caption" x="%d" y="%d" text-anchor="middle">%s</text>`+"\n", width/2, margin+fontSize/2, esc(o.Caption))
	}
	p(`<g class="cells" transform="translate(0 %d)" stroke-width="1.5">`+"\n", top)
	rows := strings.Split(ccn, " ")[3]
	rows = strings.ReplaceAll(rows, "/", "")
	for c := range g.Cells {
		ch := rows[c]
		fill, stroke := EmptyFill, EmptyStroke
		if ch != '.' {
			fill, stroke = Palette[ch-'0'], PieceStroke
		}
		p(`<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="%s" data-cell="%d" data-p="%c"/>`+"\n", l.X[c], l.Y[c], Radius, fill, stroke, c, ch)
	}
	p("</g>\n")
	if o.Numbers {
		p(`<g class="numbers" transform="translate(0 %d)" font-size="%d" text-anchor="middle" fill="#202020">`+"\n", top, Radius)
		for c := range g.Cells {
			p(`<text x="%d" y="%d">%d</text>`+"\n", l.X[c], l.Y[c]+Radius/3, c)
		}
		p("</g>\n")
	}
	if from >= 0 || o.keepMark {
		writeMark(p, l, top, from, to)
	}
	y := top + l.Height - margin/2
	for i, name := range names {
		p(`<rect x="%d" y="%d" width="12" height="12" fill="%s" stroke="%s"/>`, margin, y+i*lineH, Palette[i], PieceStroke)
		p(`<text x="%d" y="%d">%s</text>`+"\n", margin+18, y+i*lineH+11, esc(name))
	}
	p("</svg>\n")
	return bw.Flush()
}

// writeMark writes the last move's marks: the arrow from the from cell's ring to the to cell's,
// a dashed ring on from and a solid ring on to. Without a move (from < 0) the group is hidden
// and its shapes sit on cell 0.
func writeMark(p func(string, ...any), l *Layout, top, from, to int) {
	hidden := ""
	if from < 0 {
		from, to, hidden = 0, 0, ` display="none"`
	}
	x1, y1, x2, y2 := arrow(l.X[from], l.Y[from], l.X[to], l.Y[to])
	p(`<defs><marker id="cctree-arrowhead" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="%s"/></marker></defs>`+"\n", MarkColor)
	p(`<g class="last" transform="translate(0 %d)" fill="none" stroke="%s" stroke-width="2"%s>`+"\n", top, MarkColor, hidden)
	p(`<line class="last-arrow" x1="%s" y1="%s" x2="%s" y2="%s" marker-end="url(#cctree-arrowhead)"/>`+"\n", x1, y1, x2, y2)
	p(`<circle class="last-from" cx="%d" cy="%d" r="%d" stroke-dasharray="4 3"/>`+"\n", l.X[from], l.Y[from], RingR)
	p(`<circle class="last-to" cx="%d" cy="%d" r="%d"/>`+"\n", l.X[to], l.Y[to], RingR)
	p("</g>\n")
}

// arrow returns the ends of the segment from (ax, ay) to (bx, by) shortened at both ends by the
// ring radius, formatted to 0.1 px. Each product is converted explicitly, so that no machine
// fuses it into a multiply-add with another rounding.
func arrow(ax, ay, bx, by int) (x1, y1, x2, y2 string) {
	dx, dy := float64(bx-ax), float64(by-ay)
	d := math.Sqrt(float64(dx*dx) + float64(dy*dy))
	if d == 0 {
		f := strconv.Itoa
		return f(ax), f(ay), f(bx), f(by)
	}
	ux, uy := float64(dx*RingR)/d, float64(dy*RingR)/d
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }
	return f(float64(ax) + ux), f(float64(ay) + uy), f(float64(bx) - ux), f(float64(by) - uy)
}

func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}
