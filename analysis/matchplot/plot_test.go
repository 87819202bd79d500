package matchplot

import (
	"math"
	"strings"
	"testing"

	"gonum.org/v1/plot"
)

// TestSetTicks: the contestants' labels stay level when few and short, slant when many, and
// when one is long stand upright, wrapped at commas, in a figure taller by their length, so that
// the plot area keeps its height.
func TestSetTicks(t *testing.T) {
	layout := func(names ...string) (*plot.Plot, []plot.Tick) {
		p := plot.New()
		var ticks []plot.Tick
		for i, n := range names {
			ticks = append(ticks, plot.Tick{Value: float64(i), Label: n})
		}
		p.X.Min, p.X.Max = -0.5, float64(len(names))-0.5
		setTicks(p, ticks)
		return p, p.X.Tick.Marker.Ticks(p.X.Min, p.X.Max)
	}
	p, _ := layout("random", "greedy", "paranoid", "maxn")
	if p.X.Tick.Label.Rotation != 0 || figureHeight(p) != FigureHeight {
		t.Errorf("4 short names: rotation %v, height %v; want level, %v", p.X.Tick.Label.Rotation, figureHeight(p), FigureHeight)
	}
	p, _ = layout("a", "b", "c", "d", "e", "f", "g")
	if p.X.Tick.Label.Rotation != math.Pi/6 || figureHeight(p) != FigureHeight {
		t.Errorf("7 short names: rotation %v, height %v; want slanted, %v", p.X.Tick.Label.Rotation, figureHeight(p), FigureHeight)
	}
	p, ticks := layout("random", "sampled(algo=paranoid,samples=10)", "sampled(algo=mpmix(td=25,to=inf),samples=10)")
	if p.X.Tick.Label.Rotation != math.Pi/2 {
		t.Errorf("long names: rotation %v, want upright", p.X.Tick.Label.Rotation)
	}
	if got := ticks[2].Label; got != "sampled(algo=mpmix(td=25,\nto=inf),\nsamples=10)" {
		t.Errorf("long name wrapped as %q", got)
	}
	short := figureHeight(p)
	if short <= FigureHeight {
		t.Errorf("upright long names: height %v, want more than %v", short, FigureHeight)
	}
	p, _ = layout("random", "sampled(algo=mpmix(td=25,to=inf),samples=10,an_option_name_longer_than_any_other=1)")
	if figureHeight(p) <= short {
		t.Errorf("a longer line: height %v, want more than %v", figureHeight(p), short)
	}
	for _, tk := range ticks {
		for _, line := range strings.Split(tk.Label, "\n") {
			if len(line) > longTick && strings.Contains(line[:len(line)-1], ",") {
				t.Errorf("line %q is longer than %d and could have been broken at a comma", line, longTick)
			}
		}
	}
}

// TestLeadFigure: series side by side with their intervals, the paper's values as crosses, a gap
// where a series has no value; a series of the wrong length, or nothing measured, is an error.
func TestLeadFigure(t *testing.T) {
	nan := math.NaN()
	labels := []string{"PAR", "MIX Td=25", "MAXN"}
	ours := LeadSeries{Name: "ours", Value: []float64{-3, nan, 2}, Lo: []float64{-8, nan, -1}, Hi: []float64{2, nan, 5}}
	paper := LeadSeries{Name: "paper", Value: []float64{-11, 6, -5}}
	p, err := LeadFigure("t", "points", labels, []LeadSeries{ours, paper})
	if err != nil {
		t.Fatal(err)
	}
	if p.Y.Min > -11 || p.Y.Max < 6 {
		t.Errorf("Y axis [%v, %v] does not hold every value", p.Y.Min, p.Y.Max)
	}
	if _, err := LeadFigure("t", "points", labels, []LeadSeries{paper}); err == nil || !strings.Contains(err.Error(), "no lead") {
		t.Errorf("only the paper's values: %v", err)
	}
	short := LeadSeries{Name: "short", Value: []float64{1}, Lo: []float64{0}, Hi: []float64{2}}
	if _, err := LeadFigure("t", "points", labels, []LeadSeries{short}); err == nil || !strings.Contains(err.Error(), "series short") {
		t.Errorf("a short series: %v", err)
	}
}
