package matchplot

import (
	"fmt"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/cctree/cctree/analysis"
)

// LeadSeries is one setting's leads (Lead: a contestant's win rate minus the best other's) over
// the labels of a LeadFigure, in points: Value[i] with its interval [Lo[i], Hi[i]], NaN where the
// setting has no measure for label i. A series without intervals (Lo and Hi nil) is drawn as
// crosses: the values a paper prints.
type LeadSeries struct {
	Name          string
	Value, Lo, Hi []float64
}

// LeadFigure draws each series' leads against labels (one group of points per label, the
// series side by side), with a line at 0: above it the contestant led, below it another did.
func LeadFigure(title, ylabel string, labels []string, series []LeadSeries) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.Title.TextStyle.Font.Size = vg.Points(12)
	p.Y.Label.Text = ylabel
	p.X.Min, p.X.Max = -0.5, float64(len(labels))-0.5
	p.Add(plotter.NewGrid())
	var ticks []plot.Tick
	for i, l := range labels {
		ticks = append(ticks, plot.Tick{Value: float64(i), Label: l})
	}
	setTicks(p, ticks)
	zero, err := plotter.NewLine(plotter.XYs{{X: p.X.Min, Y: 0}, {X: p.X.Max, Y: 0}})
	if err != nil {
		return nil, err
	}
	zero.Color = color.Gray{Y: 0x40}
	p.Add(zero)
	lo, hi, measured := 0.0, 0.0, false
	for k, s := range series {
		if len(s.Value) != len(labels) || (s.Lo != nil && (len(s.Lo) != len(labels) || len(s.Hi) != len(labels))) {
			return nil, fmt.Errorf("series %s: %d values for %d labels", s.Name, len(s.Value), len(labels))
		}
		// Side by side: series k of n at -0.15 ... +0.15 of its label.
		dx := 0.0
		if len(series) > 1 {
			dx = 0.3 * (float64(k)/float64(len(series)-1) - 0.5)
		}
		var xys plotter.XYs
		var bars analysis.ErrPoints
		for i, v := range s.Value {
			if math.IsNaN(v) {
				continue
			}
			measured = measured || s.Lo != nil
			xys = append(xys, plotter.XY{X: float64(i) + dx, Y: v})
			lo, hi = min(lo, v), max(hi, v)
			if s.Lo != nil {
				bars.Add(float64(i)+dx, v, s.Lo[i], s.Hi[i])
				lo, hi = min(lo, s.Lo[i]), max(hi, s.Hi[i])
			}
		}
		if len(xys) == 0 {
			continue
		}
		if s.Lo != nil {
			if err := addPoints(p, xys, bars, plotutil.DarkColors[k%len(plotutil.DarkColors)], s.Name); err != nil {
				return nil, err
			}
			continue
		}
		sc, err := plotter.NewScatter(xys)
		if err != nil {
			return nil, err
		}
		sc.Color, sc.Shape, sc.Radius = color.Black, draw.CrossGlyph{}, vg.Points(5)
		p.Add(sc)
		p.Legend.Add(s.Name, sc)
	}
	if !measured {
		return nil, fmt.Errorf("no lead to plot: no series with intervals has a value")
	}
	// Room above the points for the legend.
	pad := max((hi-lo)*0.08, 1)
	p.Y.Min, p.Y.Max = lo-pad, hi+float64(len(series)+1)*2*pad
	p.Legend.Top = true
	return p, nil
}

// PlotLeads writes LeadFigure as an SVG file at path, atomically as Plot does.
func PlotLeads(path, title, ylabel string, labels []string, series []LeadSeries) error {
	p, err := LeadFigure(title, ylabel, labels, series)
	if err != nil {
		return err
	}
	return writeSVG(p, path)
}
