package matchplot

import (
	"fmt"
	"image/color"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/cctree/cctree/analysis/stats"
)

// BudgetFigure draws the win rate of each contestant against the budget: the budgets of sums
// as ordered categories along the X axis (CompareBudgets order, equally spaced, each labelled
// with the budget and its non-capped games; node budgets are not put on a log axis, since
// studies usually space them geometrically and categories then look the same), the win rate
// on a 0-1 Y axis with its Wilson interval as an error bar, one line per contestant, and each
// contestant's fair share as a dashed line in its colour. The points of the contestants at one
// budget are spread sideways a little so their bars do not hide each other; a contestant
// without games at a budget (every one capped) has no point there. Every summary must be of
// the same game (board, seats and rules, or game spec) and contestants, and no budget may appear twice.
func BudgetFigure(sums []*matchstat.Summary) (*plot.Plot, error) {
	sums, err := matchstat.ByBudget(sums)
	if err != nil {
		return nil, err
	}
	first := sums[0]
	k := len(first.Contestants)
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Win rate by budget: %s", first.GameRules())
	p.Title.TextStyle.Font.Size = vg.Points(12)
	p.X.Label.Text = "budget per move (non-capped games)"
	p.Y.Label.Text = fmt.Sprintf("win rate (%.0f%% Wilson interval)", stats.Confidence*100)
	// Room above 1 for the legend (an entry is about 14pt of the data area's ~200pt).
	p.Y.Min, p.Y.Max = 0, 1+0.075*float64(k+1)
	p.Y.Tick.Marker = plot.ConstantTicks([]plot.Tick{{Value: 0, Label: "0"}, {Value: 0.2, Label: "0.2"},
		{Value: 0.4, Label: "0.4"}, {Value: 0.6, Label: "0.6"}, {Value: 0.8, Label: "0.8"}, {Value: 1, Label: "1"}})
	p.X.Min, p.X.Max = -0.5, float64(len(sums))-0.5
	p.Add(plotter.NewGrid())
	var ticks []plot.Tick
	for i, s := range sums {
		ticks = append(ticks, plot.Tick{Value: float64(i), Label: matchstat.BudgetText(s.Budget) + "\n(" + strconv.Itoa(s.Games-s.Capped) + ")"})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)

	drawn := 0
	for c, name := range first.Contestants {
		dx := 0.0
		if k > 1 {
			dx = 0.12 * (float64(c)/float64(k-1) - 0.5)
		}
		var line, fair plotter.XYs
		var bars analysis.ErrPoints
		for i, s := range sums {
			o := s.Overall[c]
			if o.Games == 0 {
				continue
			}
			x := float64(i) + dx
			line = append(line, plotter.XY{X: x, Y: o.P})
			fair = append(fair, plotter.XY{X: x, Y: o.FairShare})
			bars.Add(x, o.P, o.Lo, o.Hi)
		}
		if len(line) == 0 {
			continue
		}
		drawn++
		col := plotutil.DarkColors[c%len(plotutil.DarkColors)]
		l, sc, err := plotter.NewLinePoints(line)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		l.Color, l.Width = col, vg.Points(1.5)
		sc.Color, sc.Shape, sc.Radius = col, plotutil.DefaultGlyphShapes[c%len(plotutil.DefaultGlyphShapes)], vg.Points(3.5)
		eb, err := plotter.NewYErrorBars(bars)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		eb.Color, eb.Width, eb.CapWidth = col, vg.Points(1), vg.Points(6)
		fl, err := plotter.NewLine(fair)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		fl.Color, fl.Width, fl.Dashes = col, vg.Points(0.8), []vg.Length{vg.Points(4), vg.Points(3)}
		p.Add(fl, l, eb, sc)
		p.Legend.Add(name, l, sc)
	}
	if drawn == 0 {
		return nil, fmt.Errorf("nothing to plot: every game was capped")
	}
	legendFair := &plotter.Line{LineStyle: draw.LineStyle{Color: color.Gray{Y: 0x60}, Width: vg.Points(0.8), Dashes: []vg.Length{vg.Points(4), vg.Points(3)}}}
	p.Legend.Add("fair share (dashed)", legendFair)
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.XOffs, p.Legend.YOffs = vg.Points(8), vg.Points(-6)
	p.Legend.ThumbnailWidth = vg.Points(30)
	return p, nil
}

// PlotBudgets writes BudgetFigure of sums as an SVG file at path, through a temporary file in
// the same directory renamed into place, so that path is either left as it was or holds the
// whole figure.
func PlotBudgets(path string, sums []*matchstat.Summary) error {
	p, err := BudgetFigure(sums)
	if err != nil {
		return err
	}
	return writeSVG(p, path)
}
