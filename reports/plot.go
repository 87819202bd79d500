package reports

import (
	"encoding/csv"
	"fmt"
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

// Styles assigns each searcher a style by its position in algos sorted alphabetically: the
// i-th gets colour i mod 7 (plotutil.DarkColors), marker i mod 7 (plotutil.DefaultGlyphShapes)
// and, from the eighth on, a dash pattern. Pass every searcher of a run, so that one searcher
// looks the same in every figure of the run.
func Styles(algos []string) map[string]Style {
	algos = slices.Clone(algos)
	slices.Sort(algos)
	algos = slices.Compact(algos)
	m := map[string]Style{}
	for i, a := range algos {
		s := Style{Color: plotutil.DarkColors[i%len(plotutil.DarkColors)], Shape: plotutil.DefaultGlyphShapes[i%len(plotutil.DefaultGlyphShapes)]}
		if k := i / len(plotutil.DarkColors); k > 0 {
			s.Dashes = plotutil.DefaultDashes[k%len(plotutil.DefaultDashes)]
		}
		m[a] = s
	}
	return m
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
// interval, NaN without one), bar_lo, bar_hi (the error bar as drawn), growth.
func (rep *Report) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"family", "board", "seats", "suite", "extra", "algo", "depth", "source", "n", "mean", "sd", "ci_lo", "ci_hi", "bar_lo", "bar_hi", "growth"})
	g := rep.Group
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	for _, p := range rep.Points() {
		cw.Write([]string{string(g.Family), g.Board, g.Seats, g.Suite, g.Extra, p.Algo, strconv.Itoa(p.Depth), p.Source.String(),
			strconv.Itoa(p.Size), f(p.Mean), f(p.SD), f(p.CILo), f(p.CIHi), f(p.Lo), f(p.Hi), f(p.Growth)})
	}
	cw.Flush()
	return cw.Error()
}

// errPoints feeds plotter.YErrorBars.
type errPoints struct {
	xys  plotter.XYs
	errs plotter.YErrors
}

func (e errPoints) Len() int                        { return len(e.xys) }
func (e errPoints) XY(i int) (float64, float64)     { return e.xys[i].X, e.xys[i].Y }
func (e errPoints) YError(i int) (float64, float64) { return e.errs[i].Low, e.errs[i].High }

// Plot draws NC against depth on a log Y axis (plot.LogScale, ticks from plot.LogTicks), one
// line with markers per searcher and error bars for the confidence interval of the mean.
// Points of different searchers at one depth are spread sideways by a few hundredths of a ply
// so their bars do not hide each other. styles comes from Styles; a searcher missing from it
// gets a style by its place in the report.
func (rep *Report) Plot(styles map[string]Style) (*plot.Plot, error) {
	pts := rep.Points()
	if len(pts) == 0 {
		return nil, fmt.Errorf("reports: %s: nothing to plot (no mean NC > 0)", rep.Group)
	}
	if styles == nil {
		styles = map[string]Style{}
	}
	local := Styles(rep.Algos())
	p := plot.New()
	p.Title.Text = rep.Title()
	p.Title.TextStyle.Font.Size = vg.Points(12)
	p.X.Label.Text = XLabel
	// The Y label is drawn by drawFigure: gonum places an axis label's glyph box at the
	// arithmetic middle of the data range, which on a log axis is near the top, and shrinks
	// the plot to make room for it.
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = commaTicks{plot.LogTicks{Prec: -1}}
	p.X.Tick.Marker = depthTicks{}
	p.Add(plotter.NewGrid())

	algos := rep.Algos()
	lo, hi := math.Inf(1), math.Inf(-1)
	dmin, dmax := math.MaxInt, math.MinInt
	for i, algo := range algos {
		dx := 0.0
		if len(algos) > 1 {
			dx = 0.12 * (float64(i)/float64(len(algos)-1) - 0.5)
		}
		var line plotter.XYs
		var bars errPoints
		for _, pt := range pts {
			if pt.Algo != algo {
				continue
			}
			x := float64(pt.Depth) + dx
			line = append(line, plotter.XY{X: x, Y: pt.Mean})
			lo, hi = min(lo, pt.Lo), max(hi, pt.Hi)
			dmin, dmax = min(dmin, pt.Depth), max(dmax, pt.Depth)
			if pt.Hi > pt.Lo {
				bars.xys = append(bars.xys, plotter.XY{X: x, Y: pt.Mean})
				bars.errs = append(bars.errs, struct{ Low, High float64 }{pt.Mean - pt.Lo, pt.Hi - pt.Mean})
			}
		}
		if len(line) == 0 {
			continue
		}
		st, ok := styles[algo]
		if !ok {
			st = local[algo]
		}
		l, s, err := plotter.NewLinePoints(line)
		if err != nil {
			return nil, fmt.Errorf("reports: %s %s: %w", rep.Group, algo, err)
		}
		l.Color, l.Width, l.Dashes = st.Color, vg.Points(1.5), st.Dashes
		s.Color, s.Shape, s.Radius = st.Color, st.Shape, vg.Points(3.5)
		p.Add(l, s)
		if len(bars.xys) > 0 {
			eb, err := plotter.NewYErrorBars(bars)
			if err != nil {
				return nil, fmt.Errorf("reports: %s %s: %w", rep.Group, algo, err)
			}
			eb.Color, eb.Width, eb.CapWidth = st.Color, vg.Points(1), vg.Points(6)
			p.Add(eb)
		}
		p.Legend.Add(algo, l, s)
	}
	// Room for the legend (top left) above the data: the legend takes a fraction f of the
	// data area's height (an entry is about 14pt, the area about FigureHeight - 90pt), so
	// the data may use 1-f of it, and the axis extends by f/(1-f) of the decades shown.
	decades := math.Max(1, math.Log10(hi/lo))
	f := (14*float64(len(algos)) + 12) / (FigureHeight.Points() - 90)
	p.Y.Min = lo / math.Pow(10, 0.04*decades)
	p.Y.Max = hi * math.Pow(10, decades*(0.02+f/(1-f)))
	p.X.Min, p.X.Max = float64(dmin)-0.4, float64(dmax)+0.4
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.XOffs, p.Legend.YOffs = vg.Points(8), vg.Points(-6)
	p.Legend.ThumbnailWidth = vg.Points(30)
	return p, nil
}

// drawFigure draws p on c with ylabel beside the Y axis, centred on the data area.
func drawFigure(p *plot.Plot, ylabel string, c draw.Canvas) {
	sty := p.X.Label.TextStyle
	sty.Rotation = math.Pi / 2
	sty.XAlign, sty.YAlign = draw.XCenter, draw.YCenter
	strip := sty.Height(ylabel) + vg.Points(8)
	inner := draw.Crop(c, strip, -vg.Points(12), 0, -vg.Points(6))
	p.Draw(inner)
	dc := p.DataCanvas(inner)
	c.FillText(sty, vg.Point{X: c.Min.X + strip/2 + vg.Points(2), Y: (dc.Min.Y + dc.Max.Y) / 2}, ylabel)
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
				ts[i].Label = strconv.FormatFloat(ts[i].Value, 'g', -1, 64)
			}
		}
	}
	return ts
}
