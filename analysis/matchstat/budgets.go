package matchstat

import (
	"cmp"
	"fmt"
	"image/color"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// OtherThanBudget reports which match field of a, other than the budget, differs from b's (""
// if none): the records of a budget study (SummarizeBudgets) may differ only in their budget.
func OtherThanBudget(a, b *record.Record) string {
	c := *b
	c.Budget = a.Budget
	return match.SameMatch(a, &c)
}

// CompareBudgets orders two Record.Budget texts: "" (every contestant has its own) first, then
// depth budgets by depth, node budgets by nodes and time budgets by duration, in that order of
// kinds. A text that match.ParseBudget rejects is an error.
func CompareBudgets(a, b string) (int, error) {
	ka, va, err := budgetKey(a)
	if err != nil {
		return 0, err
	}
	kb, vb, err := budgetKey(b)
	if err != nil {
		return 0, err
	}
	return cmp.Or(cmp.Compare(ka, kb), cmp.Compare(va, vb)), nil
}

// budgetKey returns the kind of a budget ("" 0, depth 1, nodes 2, time 3) and its amount.
func budgetKey(s string) (int, int64, error) {
	if s == "" {
		return 0, 0, nil
	}
	b, err := match.ParseBudget(s)
	if err != nil {
		return 0, 0, err
	}
	switch {
	case b.Depth > 0:
		return 1, int64(b.Depth), nil
	case b.Nodes > 0:
		return 2, b.Nodes, nil
	}
	return 3, int64(b.Time), nil
}

// SummarizeBudgets summarizes records of matches that differ only in their budget (the
// Record.Budget field; a contestant's own budget, SPEC@BUDGET, is part of its name and must
// agree): one Summary per budget, in budget order (CompareBudgets). A record whose match
// differs from the first record's in anything else is an error naming the field, as is anything
// Summarize rejects. Records of a single match give a single Summary, as Summarize does.
func SummarizeBudgets(recs []*record.Record) ([]*Summary, error) {
	if len(recs) == 0 {
		return nil, fmt.Errorf("no records: nothing to summarize")
	}
	first := recs[0]
	groups := map[string][]*record.Record{}
	var budgets []string
	for i, r := range recs {
		if f := OtherThanBudget(first, r); f != "" {
			return nil, fmt.Errorf("record %d (game %d): its %s differs from the first record's (game %d): matches summarized together may differ only in their budget", i+1, r.Game, f, first.Game)
		}
		if _, ok := groups[r.Budget]; !ok {
			if _, _, err := budgetKey(r.Budget); err != nil {
				return nil, fmt.Errorf("record %d (game %d): %v", i+1, r.Game, err)
			}
			budgets = append(budgets, r.Budget)
		}
		groups[r.Budget] = append(groups[r.Budget], r)
	}
	sortBudgets(budgets, func(b string) string { return b })
	var sums []*Summary
	for _, b := range budgets {
		s, err := Summarize(groups[b])
		if err != nil {
			return nil, err
		}
		sums = append(sums, s)
	}
	return sums, nil
}

// sortBudgets sorts xs by the budget of each (checked already: CompareBudgets cannot fail).
func sortBudgets[T any](xs []T, budget func(T) string) {
	slices.SortStableFunc(xs, func(a, b T) int {
		c, _ := CompareBudgets(budget(a), budget(b))
		return c
	})
}

// BudgetFigure draws the win rate of each contestant against the budget: the budgets of sums
// as ordered categories along the X axis (CompareBudgets order, equally spaced, each labelled
// with the budget and its non-capped games; node budgets are not put on a log axis, since
// studies usually space them geometrically and categories then look the same), the win rate
// on a 0-1 Y axis with its Wilson interval as an error bar, one line per contestant, and each
// contestant's fair share as a dashed line in its colour. The points of the contestants at one
// budget are spread sideways a little so their bars do not hide each other; a contestant
// without games at a budget (every one capped) has no point there. Every summary must be of
// the same game (board, seats and rules, or game spec) and contestants, and no budget may appear twice.
func BudgetFigure(sums []*Summary) (*plot.Plot, error) {
	if len(sums) == 0 {
		return nil, fmt.Errorf("no summaries: nothing to plot")
	}
	first := sums[0]
	for _, s := range sums[1:] {
		var f string
		switch {
		case s.Game != first.Game:
			f = "game"
		case s.Board != first.Board:
			f = "board"
		case s.Seats != first.Seats:
			f = "seats"
		case s.Rules != first.Rules:
			f = "rules"
		case !slices.Equal(s.Contestants, first.Contestants):
			f = "contestants"
		}
		if f != "" {
			return nil, fmt.Errorf("the summary of budget %s has another %s than that of budget %s: one figure compares one match at several budgets", budgetText(s.Budget), f, budgetText(first.Budget))
		}
	}
	for _, s := range sums {
		if _, _, err := budgetKey(s.Budget); err != nil {
			return nil, err
		}
	}
	sums = slices.Clone(sums)
	sortBudgets(sums, func(s *Summary) string { return s.Budget })
	for i := 1; i < len(sums); i++ {
		if sums[i].Budget == sums[i-1].Budget {
			return nil, fmt.Errorf("budget %s appears twice; one summary per budget", budgetText(sums[i].Budget))
		}
	}

	k := len(first.Contestants)
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Win rate by budget: %s", first.gameRules())
	p.Title.TextStyle.Font.Size = vg.Points(12)
	p.X.Label.Text = "budget per move (non-capped games)"
	p.Y.Label.Text = fmt.Sprintf("win rate (%.0f%% Wilson interval)", analysis.Confidence*100)
	// Room above 1 for the legend (an entry is about 14pt of the data area's ~200pt).
	p.Y.Min, p.Y.Max = 0, 1+0.075*float64(k+1)
	p.Y.Tick.Marker = plot.ConstantTicks([]plot.Tick{{Value: 0, Label: "0"}, {Value: 0.2, Label: "0.2"},
		{Value: 0.4, Label: "0.4"}, {Value: 0.6, Label: "0.6"}, {Value: 0.8, Label: "0.8"}, {Value: 1, Label: "1"}})
	p.X.Min, p.X.Max = -0.5, float64(len(sums))-0.5
	p.Add(plotter.NewGrid())
	var ticks []plot.Tick
	for i, s := range sums {
		ticks = append(ticks, plot.Tick{Value: float64(i), Label: budgetText(s.Budget) + "\n(" + strconv.Itoa(s.Games-s.Capped) + ")"})
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
func PlotBudgets(path string, sums []*Summary) error {
	p, err := BudgetFigure(sums)
	if err != nil {
		return err
	}
	return writeSVG(p, path)
}
