package analysis

import (
	"encoding/csv"
	"fmt"
	"hash/fnv"
	"image/color"
	"io"
	"math"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/cctree/cctree/engine/searchers"
)

// Figure size of every tree-growth plot.
const (
	FigureWidth  = 8 * vg.Inch
	FigureHeight = 5.5 * vg.Inch
)

// Style is how one searcher is drawn.
type Style struct {
	Color  color.Color
	Shape  draw.GlyphDrawer
	Dashes []vg.Length
}

// Palette is the colours of the figures: matplotlib's "tab10" (Tableau 10), ten colours told
// apart more easily than plotutil's seven.
var Palette = []color.Color{
	color.RGBA{0x1f, 0x77, 0xb4, 0xff}, // 0 blue
	color.RGBA{0xff, 0x7f, 0x0e, 0xff}, // 1 orange
	color.RGBA{0x2c, 0xa0, 0x2c, 0xff}, // 2 green
	color.RGBA{0xd6, 0x27, 0x28, 0xff}, // 3 red
	color.RGBA{0x94, 0x67, 0xbd, 0xff}, // 4 purple
	color.RGBA{0x8c, 0x56, 0x4b, 0xff}, // 5 brown
	color.RGBA{0xe3, 0x77, 0xc2, 0xff}, // 6 pink
	color.RGBA{0x7f, 0x7f, 0x7f, 0xff}, // 7 grey
	color.RGBA{0xbc, 0xbd, 0x22, 0xff}, // 8 olive
	color.RGBA{0x17, 0xbe, 0xcf, 0xff}, // 9 cyan
	// Two more, so twelve series of one figure have twelve colours: black and magenta, each
	// at least 49 CIELAB units from every colour above (TestPalette).
	color.RGBA{0x00, 0x00, 0x00, 0xff}, // 10 black
	color.RGBA{0xff, 0x00, 0xff, 0xff}, // 11 magenta
}

// Shapes are the markers of the figures: plotutil's eight and four of this package, so twelve
// series of one figure have twelve markers. knownStyles indexes it.
var Shapes = append(slices.Clone(plotutil.DefaultGlyphShapes), diamondGlyph{}, filledDiamondGlyph{}, downTriangleGlyph{}, filledDownTriangleGlyph{})

// knownStyles fixes the colour (index into Palette) and marker (index into Shapes) of the
// searchers the reproductions plot, keyed by canonical name
// (searchers.Spec.String()). No two share both, and the searchers drawn together (Fig. 3; max^n
// and its prunings; BRS and its Threat-ADS rules) have different colours.
var knownStyles = map[string][2]int{
	"maxn":                  {3, 0},
	"paranoid":              {0, 1},
	"brs":                   {2, 2},
	"brs+":                  {1, 3},
	"opps(1,5,1)":           {4, 4},
	"opps(1,inf,2)":         {5, 5},
	"opps(2,8,5)":           {6, 6},
	"maxn(shallow)":         {7, 1},
	"maxn(lastbranch)":      {8, 2},
	"maxn(speculative)":     {9, 4},
	"brs(threat=mtf)":       {7, 3},
	"brs(threat=transpose)": {8, 5},
	"brs(threat=ahead)":     {9, 0},
	"brs(threat=pos)":       {5, 6},
	"offensive":             {6, 2},
}

// StyleOf is how the searcher spec is drawn in every figure: a fixed colour and marker for the
// searchers in knownStyles, otherwise a colour, marker and dash pattern chosen by the FNV-1a hash
// of the spec (two unknown specs may then share a style). Both go by the spec's canonical name
// (searchers.Parse), so every spelling of a searcher is drawn alike; text that is no spec of this
// build (an engine, a searcher of another build) goes by itself. It depends on the spec alone,
// never on the other searchers of a figure or their order.
func StyleOf(spec string) Style {
	if sp, err := searchers.Parse(spec); err == nil {
		spec = sp.String()
	}
	c, sh, dash := styleIndex(spec)
	return Style{Color: Palette[c], Shape: Shapes[sh], Dashes: dash}
}

// styleIndex is StyleOf as indexes into Palette and Shapes, and the dash pattern.
func styleIndex(spec string) (c, sh int, dash []vg.Length) {
	if cs, ok := knownStyles[spec]; ok {
		return cs[0], cs[1], nil
	}
	h := fnv.New32a()
	h.Write([]byte(spec))
	x := h.Sum32()
	// tab10 and plotutil's markers only, as before Shapes and Palette grew, so a figure drawn
	// before draws alike; Styles hands out the other colours and markers on a clash.
	nc, ns := uint32(10), uint32(len(plotutil.DefaultGlyphShapes))
	// A dash pattern (never the solid one) marks a searcher without a fixed style.
	dashes := plotutil.DefaultDashes[1:]
	return int(x % nc), int(x / nc % ns), dashes[x/nc/ns%uint32(len(dashes))]
}

// Styles returns the styles of the searchers algos drawn in one figure: each its StyleOf,
// except that a searcher without a fixed style (knownStyles) does not take a colour or a marker
// another series of the figure has: it takes the free colour farthest in CIELAB from the
// colours already used and the first free marker, in sorted order of the specs, so up to twelve
// series (the known ones not clashing among themselves, as the reproductions' groups do not)
// have twelve colours and twelve markers, and two new searchers are never pink and purple
// squares. The searchers of knownStyles are drawn alike in every figure; the others depend on
// the set of algos, never on their order.
func Styles(algos []string) map[string]Style {
	canon := map[string]string{}
	var other []string
	usedC, usedS := make([]bool, len(Palette)), make([]bool, len(Shapes))
	m := map[string]Style{}
	for _, a := range algos {
		c := a
		if sp, err := searchers.Parse(a); err == nil {
			c = sp.String()
		}
		canon[a] = c
		if cs, ok := knownStyles[c]; ok {
			usedC[cs[0]], usedS[cs[1]] = true, true
			m[a] = StyleOf(a)
		} else {
			other = append(other, a)
		}
	}
	slices.Sort(other)
	for _, a := range slices.Compact(other) {
		c, sh, dash := styleIndex(canon[a])
		if usedC[c] {
			c = farthestFree(usedC)
		}
		if usedS[sh] {
			if i := slices.Index(usedS, false); i >= 0 {
				sh = i
			}
		}
		usedC[c], usedS[sh] = true, true
		m[a] = Style{Color: Palette[c], Shape: Shapes[sh], Dashes: dash}
	}
	return m
}

// farthestFree returns the unused colour of Palette whose nearest used colour is farthest away
// in CIELAB (ties: the lowest index); when every colour is used, the one farthest from the rest.
func farthestFree(used []bool) int {
	best, bestD := -1, -1.0
	for pass := 0; pass < 2 && best < 0; pass++ {
		for i := range Palette {
			if used[i] && pass == 0 {
				continue
			}
			d := math.Inf(1)
			for j := range Palette {
				if used[j] && j != i {
					d = min(d, deltaE(Palette[i], Palette[j]))
				}
			}
			if d > bestD {
				best, bestD = i, d
			}
		}
	}
	return best
}

// Algos returns every searcher of the results, sorted.
func (r *Results) Algos() []string {
	var out []string
	for k := range r.entries {
		out = append(out, k.Algo)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// AlgosAsNamed returns the searchers of the results in the order the files first name them
// (the order of a sweep's -algo, file after file), where Algos sorts them.
func (r *Results) AlgosAsNamed() []string { return slices.Clone(r.named) }

// DefaultBaseline is the searcher a report compares the others with when none is asked for:
// paranoid where the results have it (the papers' common reference), else the first searcher
// the files name; "" for results without searchers.
func (r *Results) DefaultBaseline() string {
	if slices.Contains(r.named, "paranoid") {
		return "paranoid"
	}
	if len(r.named) == 0 {
		return ""
	}
	return r.named[0]
}

// Point is one plotted point: a searcher's mean NC at a depth and its error bar.
type Point struct {
	Row
	// Lo and Hi are the plotted ends of the error bar, in NC: the confidence interval with
	// its lower end raised to the smallest NC of the sample when it would be below it (a log
	// axis cannot show values <= 0). Both equal Mean when there is no interval (n < 2).
	Lo, Hi float64
}

// Points returns the plotted data, by algo then depth; rows with a mean <= 0 are left out.
func (rep *Report) Points() []Point {
	var pts []Point
	for _, r := range rep.Rows {
		if !(r.Mean > 0) {
			continue
		}
		p := Point{Row: r, Lo: r.Mean, Hi: r.Mean}
		if !math.IsNaN(r.CILo) {
			p.Lo, p.Hi = max(r.CILo, r.Min), r.CIHi
		}
		pts = append(pts, p)
	}
	return pts
}

// WriteCSV writes the plotted data with full precision, one line per point, with a header:
// family, board, seats, suite, extra, algo, depth, source, n, mean, sd, ci_lo, ci_hi (the
// interval, NaN without one), bar_lo, bar_hi (the error bar as drawn), growth. A group of
// another game has one column game (its spec) in place of board and seats, as its benchmark
// names have game= in place of board= and seats=.
func (rep *Report) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	g := rep.Group
	where := []string{"board", "seats"}
	if g.Game != "" {
		where = []string{"game"}
	}
	cw.Write(slices.Concat([]string{"family"}, where, []string{"suite", "extra", "algo", "depth", "source", "n", "mean", "sd", "ci_lo", "ci_hi", "bar_lo", "bar_hi", "growth"}))
	where = []string{g.Board, g.Seats}
	if g.Game != "" {
		where = []string{g.Game}
	}
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	for _, p := range rep.Points() {
		cw.Write(slices.Concat([]string{string(g.Family)}, where, []string{g.Suite, g.Extra, p.Algo, strconv.Itoa(p.Depth), p.Source.String(),
			strconv.Itoa(p.Size), f(p.Mean), f(p.SD), f(p.CILo), f(p.CIHi), f(p.Lo), f(p.Hi), f(p.Growth)}))
	}
	cw.Flush()
	return cw.Error()
}

// ErrPoints are points with asymmetric error bars, for plotter.NewYErrorBars (the tree-growth
// figures here, the win-rate figures of package matchstat).
type ErrPoints struct {
	XYs  plotter.XYs
	Errs plotter.YErrors
}

// Add appends the point (x, y) with its bar from lo to hi.
func (e *ErrPoints) Add(x, y, lo, hi float64) {
	e.XYs = append(e.XYs, plotter.XY{X: x, Y: y})
	e.Errs = append(e.Errs, struct{ Low, High float64 }{y - lo, hi - y})
}

func (e ErrPoints) Len() int                        { return len(e.XYs) }
func (e ErrPoints) XY(i int) (float64, float64)     { return e.XYs[i].X, e.XYs[i].Y }
func (e ErrPoints) YError(i int) (float64, float64) { return e.Errs[i].Low, e.Errs[i].High }

// Plot draws NC against depth on a log Y axis (plot.LogScale, ticks from plot.LogTicks), one
// line with markers per searcher and error bars for the confidence interval of the mean.
// Points of different searchers at one depth are spread sideways by a few hundredths of a ply
// so their bars do not hide each other. styles comes from Styles; a searcher missing from it
// gets StyleOf its spec. The Y axis spans the data (bar ends included) with a small margin; the
// legend sits top left, where tree-growth curves (small at shallow depths) rarely reach, on a
// white background so that it stays readable where they do.
func (rep *Report) Plot(styles map[string]Style) (*plot.Plot, error) {
	pts := rep.Points()
	if len(pts) == 0 {
		return nil, fmt.Errorf("analysis: %s: nothing to plot (no mean NC > 0)", rep.Group)
	}
	if styles == nil {
		styles = map[string]Style{}
	}
	p := plot.New()
	p.Title.Text = rep.Title()
	p.Title.TextStyle.Font.Size = vg.Points(12)
	p.X.Label.Text = XLabel
	iters := rep.Group.Family == Iterations
	if iters {
		p.X.Label.Text = IterLabel
	}
	// Draw the plot with Paint, which places the Y label better than gonum does on a log axis.
	p.Y.Label.Text = rep.YLabel()
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = LogTicks()
	p.X.Tick.Marker = depthTicks{}
	if iters {
		p.X.Scale, p.X.Tick.Marker = plot.LogScale{}, LogTicks()
	}
	p.Add(plotter.NewGrid())

	algos := rep.Algos()
	lo, hi := math.Inf(1), math.Inf(-1)
	dmin, dmax := math.MaxInt, math.MinInt
	for i, algo := range algos {
		dx := 0.0
		if len(algos) > 1 && !iters {
			dx = 0.12 * (float64(i)/float64(len(algos)-1) - 0.5)
		}
		var line plotter.XYs
		var bars ErrPoints
		for _, pt := range pts {
			if pt.Algo != algo {
				continue
			}
			x := float64(pt.Depth) + dx
			line = append(line, plotter.XY{X: x, Y: pt.Mean})
			lo, hi = min(lo, pt.Lo), max(hi, pt.Hi)
			dmin, dmax = min(dmin, pt.Depth), max(dmax, pt.Depth)
			if pt.Hi > pt.Lo {
				bars.Add(x, pt.Mean, pt.Lo, pt.Hi)
			}
		}
		if len(line) == 0 {
			continue
		}
		st, ok := styles[algo]
		if !ok {
			st = StyleOf(algo)
		}
		l, s, err := plotter.NewLinePoints(line)
		if err != nil {
			return nil, fmt.Errorf("analysis: %s %s: %w", rep.Group, algo, err)
		}
		l.Color, l.Width, l.Dashes = st.Color, vg.Points(1.5), st.Dashes
		s.Color, s.Shape, s.Radius = st.Color, st.Shape, vg.Points(3.5)
		p.Add(l, s)
		if len(bars.XYs) > 0 {
			eb, err := plotter.NewYErrorBars(bars)
			if err != nil {
				return nil, fmt.Errorf("analysis: %s %s: %w", rep.Group, algo, err)
			}
			eb.Color, eb.Width, eb.CapWidth = st.Color, vg.Points(1), vg.Points(6)
			p.Add(eb)
		}
		p.Legend.Add(algo, l, s)
	}
	margin := 0.04 * math.Max(1, math.Log10(hi/lo)) // in decades
	p.Y.Min = lo / math.Pow(10, margin)
	p.Y.Max = hi * math.Pow(10, margin)
	p.X.Min, p.X.Max = float64(dmin)-0.4, float64(dmax)+0.4
	if iters { // a log axis: a tenth of a decade each side
		p.X.Min, p.X.Max = float64(dmin)/math.Pow(10, 0.1), float64(dmax)*math.Pow(10, 0.1)
	}
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.XOffs, p.Legend.YOffs = vg.Points(8), vg.Points(-6)
	p.Legend.ThumbnailWidth = vg.Points(30)
	p.Add(legendBox{&p.Legend})
	return p, nil
}

// legendBox fills the area of the plot's legend (top left, as Plot places it) with a
// translucent white box with a grey frame. Added as the last plotter, it is drawn over the data
// and under the legend, which gonum draws after every plotter and without a background.
type legendBox struct{ l *plot.Legend }

func (b legendBox) Plot(c draw.Canvas, _ *plot.Plot) {
	size := b.l.Rectangle(c).Size()
	if size.X <= 0 {
		return
	}
	pad := vg.Points(4)
	descent := b.l.TextStyle.FontExtents().Descent
	top := c.Max.Y + b.l.YOffs - descent + pad
	left := c.Min.X + b.l.XOffs - pad
	r := vg.Rectangle{Min: vg.Point{X: left, Y: top - size.Y - 2*pad}, Max: vg.Point{X: left + size.X + 2*pad, Y: top}}
	c.SetColor(color.NRGBA{0xff, 0xff, 0xff, 0xe6})
	c.Fill(r.Path())
	c.SetLineStyle(draw.LineStyle{Color: color.Gray{0x99}, Width: vg.Points(0.5)})
	c.Stroke(r.Path())
}

// depthTicks labels every whole depth.
type depthTicks struct{}

func (depthTicks) Ticks(min, max float64) []plot.Tick {
	var ts []plot.Tick
	for d := math.Ceil(min); d <= max; d++ {
		ts = append(ts, plot.Tick{Value: d, Label: strconv.Itoa(int(d))})
	}
	return ts
}

// LogTicks is the tick marker of the figures' log axes: plot.LogTicks within the axis, the powers
// of ten labelled with thousands separators, the minor ticks too within about a decade.
func LogTicks() plot.Ticker { return commaTicks{plot.LogTicks{Prec: -1}} }

// commaTicks keeps the ticks of plot.LogTicks that fall within the axis (LogTicks extends them
// to whole decades, and a label outside the range shrinks the plot to make room for it) and
// labels the powers of ten with thousands separators ("100,000" rather than "1e+05").
type commaTicks struct{ plot.LogTicks }

func (t commaTicks) Ticks(min, max float64) []plot.Tick {
	var ts []plot.Tick
	labelled := 0
	for _, tk := range t.LogTicks.Ticks(min, max) {
		if tk.Value < min || tk.Value > max {
			continue
		}
		if n := len(ts); n > 0 && ts[n-1].Value == tk.Value {
			continue // LogTicks gives each power of ten twice, labelled and not
		}
		if tk.Label != "" {
			labelled++
		}
		ts = append(ts, tk)
	}
	for i := range ts {
		// Within about a decade, label the minor ticks too.
		if ts[i].Label != "" || labelled < 2 {
			ts[i].Label = commas(ts[i].Value)
			if ts[i].Value < 1 {
				ts[i].Label = strconv.FormatFloat(ts[i].Value, 'g', 6, 64) // 6 digits: LogTicks gives 9.999999999999999e-05 for 1e-04
			}
		}
	}
	return ts
}
