// Package matchplot draws the figures of package matchstat's summaries as SVG (gonum/plot):
// Plot the win rates with their Wilson intervals and fair shares, PlotRatings the ratings and
// seat effects, PlotBudgets the win rates against the budget, PlotLeads a lead per setting.
// Each writes through a temporary file renamed into place. It is apart from matchstat so that
// a command that plays or summarizes a match links no plotting library.
package matchplot

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/cctree/cctree/analysis/rating"
	"github.com/cctree/cctree/analysis/svgfig"
	"github.com/cctree/cctree/internal/atomicfile"
)

// Figure size of Plot.
const (
	FigureWidth  = 6 * vg.Inch
	FigureHeight = 4 * vg.Inch
)

// Figure draws the win rate of each contestant (filled circle) with its Wilson interval (error
// bar) and its fair share (cross), contestants along the X axis in match order, the rate on a
// 0-1 Y axis.
func Figure(s *matchstat.Summary) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Win rates: %s, budget %s, %d non-capped games", s.Testbed(), matchstat.BudgetText(s.Budget), s.Games-s.Capped)
	p.Title.TextStyle.Font.Size = vg.Points(12)
	p.Y.Label.Text = "win rate (95% Wilson interval)"
	p.Y.Min, p.Y.Max = 0, 1
	p.X.Min, p.X.Max = -0.5, float64(len(s.Overall))-0.5
	p.Add(plotter.NewGrid())

	var rates, fair plotter.XYs
	var bars analysis.ErrPoints
	var ticks []plot.Tick
	for i, o := range s.Overall {
		x := float64(i)
		ticks = append(ticks, plot.Tick{Value: x, Label: o.Name})
		if o.Games == 0 {
			continue
		}
		rates = append(rates, plotter.XY{X: x, Y: o.P})
		fair = append(fair, plotter.XY{X: x, Y: o.FairShare})
		bars.Add(x, o.P, o.Lo, o.Hi)
	}
	if len(rates) == 0 {
		return nil, fmt.Errorf("nothing to plot: every game was capped")
	}
	setTicks(p, ticks)

	if err := addPoints(p, rates, bars, plotutil.DarkColors[0], "win rate"); err != nil {
		return nil, err
	}
	fs, err := plotter.NewScatter(fair)
	if err != nil {
		return nil, err
	}
	fs.Color, fs.Shape, fs.Radius = color.Gray{Y: 0x60}, draw.CrossGlyph{}, vg.Points(5)
	p.Add(fs)
	p.Legend.Add("fair share", fs)
	p.Legend.Top = true
	return p, nil
}

// Plot writes Figure as an SVG file at path, through a temporary file in the same directory
// renamed into place, so that path is either left as it was or holds the whole figure.
func Plot(s *matchstat.Summary, path string) error {
	p, err := Figure(s)
	if err != nil {
		return err
	}
	return writeSVG(p, path)
}

// writeSVG draws p (FigureWidth x figureHeight(p)) as an SVG file at path, through a temporary
// file in the same directory renamed into place: path is either left as it was or holds the
// whole figure.
func writeSVG(p *plot.Plot, path string) error {
	svg, err := svgfig.SVG(FigureWidth, figureHeight(p), svgfig.Paint(p))
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, svg); err != nil {
		return err
	}
	return nil
}

// RatingFigure draws each contestant's rating (filled circle) with its bootstrap interval
// (error bar) and, after them, each player index's seat effect (grey), on one rating axis.
// A contestant or seat that never won, or has no games, is labelled so and has no point; an
// interval end at -inf (resamples in which it never won) is drawn to the bottom of the axis.
// It is an error when the summary has no ratings.
func RatingFigure(s *matchstat.Summary) (*plot.Plot, error) {
	r := s.Ratings
	if r == nil {
		return nil, fmt.Errorf("no ratings to plot: %s", s.RatingError)
	}
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Ratings: %s, budget %s, %d games with a winner", s.Testbed(), matchstat.BudgetText(s.Budget), r.Ranked)
	p.Title.TextStyle.Font.Size = vg.Points(12)
	p.Y.Label.Text = fmt.Sprintf("400·log10 strength (%.0f%% bootstrap interval)", r.Confidence*100)
	p.Add(plotter.NewGrid())

	type point struct {
		x    float64
		e    rating.Estimate
		seat bool
	}
	var pts []point
	var ticks []plot.Tick
	lo, hi := math.Inf(1), math.Inf(-1)
	add := func(x float64, e rating.Estimate, label string, seat bool) {
		switch e.Status {
		case rating.NeverWon:
			label += "\n(never won)"
		case rating.NoGames:
			label += "\n(no games)"
		default:
			pts = append(pts, point{x, e, seat})
			for _, v := range []float64{e.Rating, e.Lo, e.Hi} {
				if !math.IsNaN(v) && !math.IsInf(v, 0) {
					lo, hi = min(lo, v), max(hi, v)
				}
			}
		}
		ticks = append(ticks, plot.Tick{Value: x, Label: label})
	}
	for i, e := range r.Contestants {
		add(float64(i), e, e.Name, false)
	}
	for i, e := range r.Seats {
		add(float64(len(r.Contestants)+i)+0.5, e, "seat "+e.Name, true)
	}
	if len(pts) == 0 {
		return nil, fmt.Errorf("no ratings to plot: no contestant has a finite one")
	}
	// Room above the bars for the legend.
	pad := max((hi-lo)*0.1, 10)
	p.Y.Min, p.Y.Max = lo-pad, hi+3*pad
	p.X.Min, p.X.Max = -0.5, float64(len(r.Contestants)+len(r.Seats))
	setTicks(p, ticks)

	for _, seat := range []bool{false, true} {
		var xys plotter.XYs
		var bars analysis.ErrPoints
		for _, pt := range pts {
			if pt.seat != seat {
				continue
			}
			xys = append(xys, plotter.XY{X: pt.x, Y: pt.e.Rating})
			if !math.IsNaN(pt.e.Lo) && !math.IsNaN(pt.e.Hi) {
				bars.Add(pt.x, pt.e.Rating, max(pt.e.Lo, p.Y.Min), min(pt.e.Hi, p.Y.Max))
			}
		}
		if len(xys) == 0 {
			continue
		}
		col, name := plotutil.DarkColors[0], "contestant rating"
		if seat {
			col, name = color.Color(color.Gray{Y: 0x70}), "seat effect"
		}
		if err := addPoints(p, xys, bars, col, name); err != nil {
			return nil, err
		}
	}
	p.Legend.Top = true
	return p, nil
}

// addPoints adds points to p as filled circles of col with their error bars (none when bars is
// empty), under name in the legend.
func addPoints(p *plot.Plot, xys plotter.XYs, bars analysis.ErrPoints, col color.Color, name string) error {
	sc, err := plotter.NewScatter(xys)
	if err != nil {
		return err
	}
	sc.Color, sc.Shape, sc.Radius = col, draw.CircleGlyph{}, vg.Points(4)
	if bars.Len() > 0 {
		eb, err := plotter.NewYErrorBars(bars)
		if err != nil {
			return err
		}
		eb.Color, eb.Width, eb.CapWidth = col, vg.Points(1.2), vg.Points(10)
		p.Add(eb)
	}
	p.Add(sc)
	p.Legend.Add(name, sc)
	return nil
}

// PlotRatings writes RatingFigure as an SVG file at path, atomically as Plot does.
func PlotRatings(s *matchstat.Summary, path string) error {
	p, err := RatingFigure(s)
	if err != nil {
		return err
	}
	return writeSVG(p, path)
}

// longTick is the longest tick label, in bytes, drawn on one line.
const longTick = 18

// setTicks puts the contestants' labels on p's X axis so that they do not run into each other:
// level when every one is short and there are at most 6, slanted when there are more, and when
// one is long (the card games' sampled(algo=...,samples=N)) wrapped at their commas and stood
// upright: slanted, a long name would reach past the figure's left edge, which the axis layout
// does not reserve, while an upright label's height it does (figureHeight adds it).
func setTicks(p *plot.Plot, ticks []plot.Tick) {
	long := false
	for _, t := range ticks {
		long = long || len(t.Label) > longTick
	}
	switch {
	case long:
		for i := range ticks {
			ticks[i].Label = wrapAtCommas(ticks[i].Label, longTick)
		}
		p.X.Tick.Label.Rotation = math.Pi / 2
		p.X.Tick.Label.XAlign, p.X.Tick.Label.YAlign = draw.XRight, draw.YCenter
	case len(ticks) > 6:
		p.X.Tick.Label.Rotation = math.Pi / 6
		p.X.Tick.Label.XAlign, p.X.Tick.Label.YAlign = draw.XRight, draw.YCenter
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
}

// figureHeight is FigureHeight, taller by what upright tick labels take beyond an inch, so that
// the plot keeps its height however long the contestants' names are.
func figureHeight(p *plot.Plot) vg.Length {
	if p.X.Tick.Label.Rotation != math.Pi/2 {
		return FigureHeight
	}
	var most vg.Length
	for _, t := range p.X.Tick.Marker.Ticks(p.X.Min, p.X.Max) {
		most = max(most, p.X.Tick.Label.Width(t.Label))
	}
	return FigureHeight + max(most-vg.Inch, 0)
}

// wrapAtCommas breaks s after commas into lines of at most n bytes where it can (a part without
// a comma stays whole).
func wrapAtCommas(s string, n int) string {
	var lines []string
	line := ""
	for _, part := range strings.SplitAfter(s, ",") {
		if line != "" && len(line)+len(part) > n {
			lines = append(lines, line)
			line = ""
		}
		line += part
	}
	return strings.Join(append(lines, line), "\n")
}
