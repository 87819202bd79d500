package matchstat

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
