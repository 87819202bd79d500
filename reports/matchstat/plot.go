package matchstat

import (
	"bytes"
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"cctree/reports"
)

// Figure size of Plot.
const (
	FigureWidth  = 6 * vg.Inch
	FigureHeight = 4 * vg.Inch
)

// Figure draws the win rate of each contestant (filled circle) with its Wilson interval (error
// bar) and its fair share (cross), contestants along the X axis in match order, the rate on a
// 0-1 Y axis.
func (s *Summary) Figure() (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Win rates: %s %s, budget %s, %d non-capped games", s.Board, s.Seats, budgetText(s.Budget), s.Games-s.Capped)
	p.Title.TextStyle.Font.Size = vg.Points(12)
	p.Y.Label.Text = "win rate (95% Wilson interval)"
	p.Y.Min, p.Y.Max = 0, 1
	p.X.Min, p.X.Max = -0.5, float64(len(s.Overall))-0.5
	p.Add(plotter.NewGrid())

	var rates, fair plotter.XYs
	var bars reports.ErrPoints
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
		return nil, fmt.Errorf("matchstat: nothing to plot: every game was capped")
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)

	col := plotutil.DarkColors[0]
	sc, err := plotter.NewScatter(rates)
	if err != nil {
		return nil, fmt.Errorf("matchstat: %w", err)
	}
	sc.Color, sc.Shape, sc.Radius = col, draw.CircleGlyph{}, vg.Points(4)
	eb, err := plotter.NewYErrorBars(bars)
	if err != nil {
		return nil, fmt.Errorf("matchstat: %w", err)
	}
	eb.Color, eb.Width, eb.CapWidth = col, vg.Points(1.2), vg.Points(10)
	fs, err := plotter.NewScatter(fair)
	if err != nil {
		return nil, fmt.Errorf("matchstat: %w", err)
	}
	fs.Color, fs.Shape, fs.Radius = color.Gray{Y: 0x60}, draw.CrossGlyph{}, vg.Points(5)
	p.Add(eb, sc, fs)
	p.Legend.Add("win rate", sc)
	p.Legend.Add("fair share", fs)
	p.Legend.Top = true
	return p, nil
}

// Plot writes Figure as an SVG file at path, through a temporary file in the same directory
// renamed into place, so that path is either left as it was or holds the whole figure.
func (s *Summary) Plot(path string) error {
	p, err := s.Figure()
	if err != nil {
		return err
	}
	return writeSVG(p, path)
}

// writeSVG draws p (FigureWidth x FigureHeight) as an SVG file at path, through a temporary
// file in the same directory renamed into place: path is either left as it was or holds the
// whole figure.
func writeSVG(p *plot.Plot, path string) error {
	wt, err := p.WriterTo(FigureWidth, FigureHeight, "svg")
	if err != nil {
		return fmt.Errorf("matchstat: %w", err)
	}
	var buf bytes.Buffer
	if _, err := wt.WriteTo(&buf); err != nil {
		return fmt.Errorf("matchstat: %w", err)
	}
	if err := reports.WriteFileAtomic(path, buf.Bytes()); err != nil {
		return fmt.Errorf("matchstat: %w", err)
	}
	return nil
}
