// Package svgfig is the one SVG writer of cctree's figures and pictures (SVG) and the text layout
// that makes them render whole in any viewer: gonum lays text out with Liberation fonts, which few
// viewers have, and librsvg ignores textLength and @font-face, so every text is measured as wide as
// the widest usual fallback draws it (FallbackWidth, applied by TextHandler, gonum's default text
// handler from this package's initialisation on), anchored where it is aligned, drawn smaller when
// it would still leave the figure, inside a FigurePad margin; Paint places a plot's Y label beside
// the axis. It imports gonum only, so the pictures of positions (analysis/boardsvg, analysis/gamesvg)
// use it without the statistics of package analysis.
package svgfig

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"regexp"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// SVG draws a figure of w x h with paint and returns it as SVG. It is the one SVG writer of the
// figures, and their text fits without the viewer's font:
//
//   - gonum lays text out with Liberation Serif, which most viewers do not have; they draw it in a
//     fallback up to a third wider (DejaVu Serif, Debian's default serif, is 9-32% wider per string),
//     and librsvg, the usual converter, ignores both textLength and @font-face, so neither pinning
//     widths nor embedding the font reaches it. So the layout leaves room instead: TextHandler (every
//     plot's text handler) tells gonum each text is as wide as the widest fallback draws it, and each
//     <text> is anchored where gonum aligned it (text-anchor middle or end), so a wider font grows
//     into that room instead of past its end;
//   - a text that would still leave the figure at that width (a long title or axis label) is drawn
//     smaller, just enough to fit;
//   - the figure keeps a white margin of FigurePad, so nothing touches its edge;
//   - the font is named with its metric twins and a generic family last.
//
// The tests render every committed figure in librsvg and Chromium to check it (svgrender_test.go).
func SVG(w, h vg.Length, paint func(draw.Canvas)) ([]byte, error) {
	c := &measuringCanvas{Canvas: vgsvg.New(w, h), size: vg.Point{X: w, Y: h}}
	dc := draw.New(c)
	dc.SetColor(color.White)
	dc.Fill(dc.Rectangle.Path())
	paint(Padded(dc))
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("svg: %w", err)
	}
	out := bytes.ReplaceAll(buf.Bytes(), []byte("font-family:Liberation Serif;"), []byte("font-family:'Liberation Serif','Times New Roman',Times,serif;"))
	out = bytes.ReplaceAll(out, []byte("font-family:Liberation Sans;"), []byte("font-family:'Liberation Sans',Arial,Helvetica,sans-serif;"))
	out = bytes.ReplaceAll(out, []byte("font-family:Liberation Mono;"), []byte("font-family:'Liberation Mono','Courier New',Courier,monospace;"))
	i := 0
	var bad error
	out = textOpen.ReplaceAllFunc(out, func(tag []byte) []byte {
		if i >= len(c.texts) {
			return tag // not drawn by FillString: leave it
		}
		tx := c.texts[i]
		i++
		m := textOpen.FindSubmatch(tag)
		x, err := strconv.ParseFloat(string(m[1]), 64)
		if err != nil {
			bad = err
			return tag
		}
		anchor := ""
		switch tx.align {
		case draw.XCenter:
			anchor = "middle"
		case draw.XRight:
			anchor = "end"
		default:
			return tag
		}
		x -= float64(tx.align) * tx.width.Points()
		return fmt.Appendf(nil, `<text x="%.5g" y="%s" text-anchor="%s" transform="scale(1, -1)"`, x, m[2], anchor)
	})
	if bad != nil {
		return nil, fmt.Errorf("svg: %w", bad)
	}
	if i != len(c.texts) {
		return nil, fmt.Errorf("svg: %d strings drawn but %d <text> elements written", len(c.texts), i)
	}
	return out, nil
}

// FigurePad is the white margin SVG leaves around every figure, in points.
const FigurePad vg.Length = 5

// Padded is c less FigurePad on every side: the area SVG (and the PNG copies) paint into.
func Padded(c draw.Canvas) draw.Canvas {
	return draw.Crop(c, FigurePad, -FigurePad, FigurePad, -FigurePad)
}

// textOpen is the start of a <text> element as vgsvg writes it (FillString), up to its
// transform attribute.
var textOpen = regexp.MustCompile(`<text x="([^"]*)" y="([^"]*)" transform="scale\(1, -1\)"`)

// measuringCanvas is an SVG canvas that records, in order, the width of every string drawn in
// gonum's font and how TextHandler aligned it.
type measuringCanvas struct {
	*vgsvg.Canvas
	size  vg.Point
	align draw.XAlignment // of the text TextHandler is drawing
	texts []drawnText
}

type drawnText struct {
	width vg.Length
	align draw.XAlignment
}

func (c *measuringCanvas) FillString(f font.Face, pt vg.Point, s string) {
	c.texts = append(c.texts, drawnText{f.Width(s), c.align})
	c.Canvas.FillString(f, pt, s)
}

// FallbackWidth is how much wider than gonum's Liberation font of the variant a viewer without
// it may draw a text: DejaVu, the fallback of Debian and most Linux viewers and the widest of the
// usual ones, measured on the figures' strings (labels, titles, digits, searcher names) at 1.09-1.32
// times Liberation Serif and 0.99-1.25 times Liberation Sans (Times New Roman and Arial, the
// fallbacks elsewhere, have Liberation's widths).
func FallbackWidth(f font.Font) float64 {
	switch f.Variant {
	case "Sans":
		return 1.25
	case "Mono":
		return 1.05
	}
	return 1.35
}

// TextHandler is the text handler of every figure (plot.DefaultTextHandler from this package's
// initialisation on, so that the plots of the packages drawing with SVG, such as matchstat's, get
// it too): gonum's plain text, measured FallbackWidth times wider so that the layout leaves room
// for a viewer's fallback font, and drawn anchored where it is aligned (see SVG), smaller when
// even so it would leave the figure.
type TextHandler struct{ text.Plain }

func init() {
	plot.DefaultTextHandler = TextHandler{text.Plain{Fonts: font.DefaultCache}}
}

// Box is text.Plain's, with the width a fallback font may take.
func (h TextHandler) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	width, height, depth = h.Plain.Box(txt, fnt)
	return width * vg.Length(FallbackWidth(fnt)), height, depth
}

// Draw draws as text.Plain does, telling an SVG canvas how each line is aligned, and at a smaller
// size when a line as wide as a fallback font may draw it would leave the figure (its extent
// along the text's direction from its anchor, checked against the figure less half FigurePad).
func (h TextHandler) Draw(c vg.Canvas, txt string, sty text.Style, pt vg.Point) {
	mc := svgCanvas(c)
	if mc == nil {
		h.Plain.Draw(c, txt, sty, pt)
		return
	}
	mc.align = sty.XAlign
	defer func() { mc.align = 0 }()
	if scale := fitScale(h, txt, sty, pt, mc.size); scale < 1 {
		sty.Font.Size *= vg.Length(scale)
	}
	h.Plain.Draw(c, txt, sty, pt)
}

// svgCanvas returns the measuringCanvas under c (draw.Crop nests draw.Canvas values), or nil.
func svgCanvas(c vg.Canvas) *measuringCanvas {
	for {
		switch x := c.(type) {
		case *measuringCanvas:
			return x
		case *draw.Canvas:
			c = x.Canvas
		case draw.Canvas:
			c = x.Canvas
		default:
			return nil
		}
	}
}

// fitScale returns the factor (at most 1, at least 1/2) by which the text's size must shrink so
// that each line, at the fallback width, stays inside the figure of the given size less half
// FigurePad. A line aligned at pt runs along u = (cos, sin) of its rotation from pt+s0·u to
// pt+s1·u, s0 = XAlign·w and s1 = (1+XAlign)·w; shrinking the size by f shrinks both by f.
func fitScale(h TextHandler, txt string, sty text.Style, pt vg.Point, size vg.Point) float64 {
	lo := [2]float64{float64(FigurePad / 2), float64(FigurePad / 2)}
	hi := [2]float64{float64(size.X - FigurePad/2), float64(size.Y - FigurePad/2)}
	p := [2]float64{float64(pt.X), float64(pt.Y)}
	sin, cos := math.Sincos(sty.Rotation)
	u := [2]float64{cos, sin}
	scale := 1.0
	for _, line := range h.Lines(txt) {
		w, _, _ := h.Box(line, sty.Font)
		for _, s := range []float64{float64(sty.XAlign) * float64(w), (1 + float64(sty.XAlign)) * float64(w)} {
			for i := range 2 {
				d := s * u[i]
				if end := p[i] + d; end > hi[i] && p[i] < hi[i] {
					scale = min(scale, (hi[i]-p[i])/d)
				} else if end < lo[i] && p[i] > lo[i] {
					scale = min(scale, (lo[i]-p[i])/d)
				}
			}
		}
	}
	return max(scale, 0.5)
}

// Paint returns the painter of p for SVG (and for a PNG canvas): p drawn with its Y axis label
// (p.Y.Label.Text) beside the axis, centred on the data area, on two lines (broken at the "; " or
// space nearest its middle) when one would not fit the data area's height at the width a
// fallback font may draw it (TextHandler). gonum itself centres the label on the middle of the
// data range, off-centre on a log axis, and shrinks the plot until the label's glyph box fits,
// which at the fallback width can take a third of the figure.
func Paint(p *plot.Plot) func(draw.Canvas) {
	return func(c draw.Canvas) {
		label := p.Y.Label.Text
		p.Y.Label.Text = ""
		defer func() { p.Y.Label.Text = label }()
		drawFigure(p, label, c)
	}
}

// drawFigure draws p, whose Y axis has no label of gonum's, on c with ylabel as Paint says.
func drawFigure(p *plot.Plot, ylabel string, c draw.Canvas) {
	if ylabel == "" {
		p.Draw(c)
		return
	}
	sty := p.Y.Label.TextStyle
	sty.Rotation = math.Pi / 2
	sty.XAlign, sty.YAlign = draw.XCenter, draw.YCenter
	layout := func(label string) (draw.Canvas, vg.Length) {
		strip := sty.Height(label) + vg.Points(6)
		return draw.Crop(c, strip, -vg.Points(6), 0, 0), strip
	}
	inner, strip := layout(ylabel)
	if dc := p.DataCanvas(inner); sty.Width(ylabel) > dc.Max.Y-dc.Min.Y {
		ylabel = breakLine(ylabel)
		inner, strip = layout(ylabel)
	}
	p.Draw(inner)
	dc := p.DataCanvas(inner)
	c.FillText(sty, vg.Point{X: c.Min.X + strip/2, Y: (dc.Min.Y + dc.Max.Y) / 2}, ylabel)
}

// breakLine splits s in two lines after the "; " nearest its middle, or else at the space
// nearest its middle; s without a space is returned whole.
func breakLine(s string) string {
	best := -1
	for _, sep := range []string{"; ", " "} {
		for i := 0; i+len(sep) <= len(s); i++ {
			if s[i:i+len(sep)] == sep && (best < 0 || abs(2*i-len(s)) < abs(2*best-len(s))) {
				best = i
			}
		}
		if best >= 0 {
			return s[:best+len(sep)-1] + "\n" + s[best+len(sep):]
		}
	}
	return s
}

func abs(x int) int { return max(x, -x) }
