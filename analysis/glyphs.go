package analysis

import (
	"image/color"
	"math"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// The markers Shapes adds to plotutil's eight, drawn as draw's own glyphs are (outlines at half a
// point, the same radius).

// diamondGlyph draws the outline of a square standing on a corner.
type diamondGlyph struct{}

func (diamondGlyph) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	c.SetLineStyle(draw.LineStyle{Color: sty.Color, Width: vg.Points(0.5)})
	c.Stroke(diamond(sty.Radius, pt))
}

// filledDiamondGlyph draws a filled diamond.
type filledDiamondGlyph struct{}

func (filledDiamondGlyph) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	c.SetColor(sty.Color)
	c.Fill(diamond(sty.Radius, pt))
}

// downTriangleGlyph draws the outline of a triangle pointing down.
type downTriangleGlyph struct{}

func (downTriangleGlyph) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	c.SetLineStyle(draw.LineStyle{Color: sty.Color, Width: vg.Points(0.5)})
	c.Stroke(downTriangle(sty.Radius, pt))
}

// filledDownTriangleGlyph draws a filled triangle pointing down.
type filledDownTriangleGlyph struct{}

func (filledDownTriangleGlyph) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	c.SetColor(sty.Color)
	c.Fill(downTriangle(sty.Radius, pt))
}

func diamond(r vg.Length, pt vg.Point) vg.Path {
	var p vg.Path
	p.Move(vg.Point{X: pt.X, Y: pt.Y + r})
	p.Line(vg.Point{X: pt.X + r, Y: pt.Y})
	p.Line(vg.Point{X: pt.X, Y: pt.Y - r})
	p.Line(vg.Point{X: pt.X - r, Y: pt.Y})
	p.Close()
	return p
}

func downTriangle(r vg.Length, pt vg.Point) vg.Path {
	r += (r - r*0.5) / 2 // as draw.TriangleGlyph enlarges its radius (sin(pi/6) = 0.5)
	cos := vg.Length(math.Sqrt(3) / 2)
	var p vg.Path
	p.Move(vg.Point{X: pt.X, Y: pt.Y - r})
	p.Line(vg.Point{X: pt.X - r*cos, Y: pt.Y + r/2})
	p.Line(vg.Point{X: pt.X + r*cos, Y: pt.Y + r/2})
	p.Close()
	return p
}

// deltaE is the CIE76 distance of two colours in CIELAB (D65): about 2 is a just noticeable
// difference; the palette's closest pair, tab10's purple and pink, is about 28 apart.
func deltaE(a, b color.Color) float64 {
	la, aa, ba := lab(a)
	lb, ab, bb := lab(b)
	return math.Sqrt((la-lb)*(la-lb) + (aa-ab)*(aa-ab) + (ba-bb)*(ba-bb))
}

// lab converts an sRGB colour to CIELAB (D65 white).
func lab(c color.Color) (l, a, b float64) {
	r16, g16, b16, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x > 0.04045 {
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return x / 12.92
	}
	r, g, bl := lin(r16), lin(g16), lin(b16)
	x := (0.4124*r + 0.3576*g + 0.1805*bl) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*bl
	z := (0.0193*r + 0.1192*g + 0.9505*bl) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return 116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))
}
