// Package mctsgrowth reads the per-position lines of a sweep of Monte Carlo tree search at
// iteration budgets (iters=N, with the exact tree units) beside alpha-beta searchers at depths,
// and tabulates and draws how an MCTS tree grows: its nodes and depths against iterations, and the
// depth its tree reaches beside the depth each alpha-beta searcher completes for the same work
// (Node Count, which both families count alike: every position entered).
package mctsgrowth

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/benchfile"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/sweep/benchname"
)

// Level is the means over the positions of one searcher at one budget (an MCTS iteration
// budget, or an alpha-beta depth).
type Level struct {
	Algo      string
	Budget    int     // iterations (MCTS) or depth (alpha-beta)
	N         int     // positions
	NC        float64 // mean Node Count
	Tree      float64 // MCTS: mean tree nodes
	MaxDepth  float64 // MCTS: mean of each search's deepest tree node
	MeanDepth float64 // MCTS: mean depth of the nodes playouts started from (over every iteration)
}

// Data is one group's levels: the MCTS searchers' and the alpha-beta searchers'.
type Data struct {
	Group      analysis.Group
	MCTS, Deep []Level // in the file's order of searchers, budgets ascending
}

// Read collects the per-position lines of path (one group: the first it meets; lines of other
// groups are an error, so a file is one figure).
func Read(path string) (*Data, error) {
	f, err := benchfile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	type acc struct {
		n                                   int
		nc, tree, maxDepth, iters, depthSum float64
		isMCTS                              bool
	}
	var d *Data
	sums := map[[2]string]*acc{}
	var order [][2]string
	for _, r := range f.Results {
		c, ok, err := benchname.ParseName(r.Name)
		if err != nil {
			return nil, fmt.Errorf("mctsgrowth: %s: %v", path, err)
		}
		if !ok || c.Pos == "" {
			continue
		}
		g := analysis.Group{Family: analysis.Search, Game: c.Game, Board: c.Board, Seats: c.Seats, Suite: c.Suite}
		if d == nil {
			d = &Data{Group: g}
		} else if g != d.Group {
			return nil, fmt.Errorf("mctsgrowth: %s: lines of %s and of %s: want one group", path, d.Group, g)
		}
		budget := c.Depth
		if c.Iters > 0 {
			budget = c.Iters
		}
		k := [2]string{c.Algo, strconv.Itoa(budget)}
		a := sums[k]
		if a == nil {
			a = &acc{isMCTS: c.Iters > 0}
			sums[k] = a
			order = append(order, k)
		}
		nc, _ := r.Value("nodes/op")
		a.n++
		a.nc += nc
		if a.isMCTS {
			tree, ok1 := r.Value("tree-nodes/op")
			md, ok2 := r.Value("max-depth/op")
			mean, ok3 := r.Value("mean-depth/iter")
			if !ok1 || !ok2 || !ok3 {
				return nil, fmt.Errorf("mctsgrowth: %s: %s lacks the tree units (tree-nodes/op, max-depth/op, mean-depth/iter)", path, r.Name)
			}
			a.tree += tree
			a.maxDepth += md
			a.depthSum += mean * float64(c.Iters) // the line's depths summed (mean over its iterations)
			a.iters += float64(c.Iters)
		}
	}
	if d == nil {
		return nil, fmt.Errorf("mctsgrowth: %s: no per-position search lines (sweep with -per-pos)", path)
	}
	for _, k := range order {
		a := sums[k]
		b, _ := strconv.Atoi(k[1])
		l := Level{Algo: k[0], Budget: b, N: a.n, NC: a.nc / float64(a.n)}
		if a.isMCTS {
			l.Tree, l.MaxDepth, l.MeanDepth = a.tree/float64(a.n), a.maxDepth/float64(a.n), a.depthSum/a.iters
			d.MCTS = append(d.MCTS, l)
		} else {
			d.Deep = append(d.Deep, l)
		}
	}
	byBudget := func(a, b Level) int { return a.Budget - b.Budget }
	for _, ls := range [][]Level{d.MCTS, d.Deep} {
		slices.SortStableFunc(ls, byBudget) // stable: the file's order of searchers among equal budgets
	}
	return d, nil
}

// algos returns the searchers of levels in their first appearance's order.
func algos(ls []Level) []string {
	var out []string
	for _, l := range ls {
		if !slices.Contains(out, l.Algo) {
			out = append(out, l.Algo)
		}
	}
	return out
}

// Completes returns the deepest depth algo (an alpha-beta searcher of d) completes within nc
// nodes on average (its mean NC at that depth at most nc), 0 if none.
func (d *Data) Completes(algo string, nc float64) int {
	best := 0
	for _, l := range d.Deep {
		if l.Algo == algo && l.NC <= nc {
			best = max(best, l.Budget)
		}
	}
	return best
}

// WriteTables writes the MCTS levels with, for each alpha-beta searcher, the depth it completes
// for the same mean work.
func (d *Data) WriteTables(w io.Writer, f table.Format) error {
	deep := algos(d.Deep)
	header := []string{"searcher", "iterations", "n", "mean NC", "tree nodes", "mean max depth", "mean depth"}
	align := "LRRRRRR"
	for _, a := range deep {
		header = append(header, a+" depth at that NC")
		align += "R"
	}
	var rows [][]string
	for _, l := range d.MCTS {
		row := []string{l.Algo, strconv.Itoa(l.Budget), strconv.Itoa(l.N), fmt.Sprintf("%.0f", l.NC), fmt.Sprintf("%.0f", l.Tree),
			fmt.Sprintf("%.2f", l.MaxDepth), fmt.Sprintf("%.2f", l.MeanDepth)}
		for _, a := range deep {
			row = append(row, strconv.Itoa(d.Completes(a, l.NC)))
		}
		rows = append(rows, row)
	}
	if err := table.Write(w, f, header, align, rows); err != nil {
		return err
	}
	rows = nil
	for _, l := range d.Deep {
		rows = append(rows, []string{l.Algo, strconv.Itoa(l.Budget), strconv.Itoa(l.N), fmt.Sprintf("%.0f", l.NC)})
	}
	fmt.Fprintln(w)
	return table.Write(w, f, []string{"alpha-beta searcher", "depth", "n", "mean NC"}, "LRRR", rows)
}

// Figure plots depth against mean Node Count (log): each MCTS searcher's mean max depth (its
// style's line) and mean depth (dotted, unlabelled) over its iteration budgets, and each
// alpha-beta searcher's completed depth at its mean NC.
func (d *Data) Figure() (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Depth against work: %s %s, %s", d.Group.Board, d.Group.Seats, d.Group.Suite)
	if d.Group.Game != "" {
		p.Title.Text = fmt.Sprintf("Depth against work: %s, %s", d.Group.Game, d.Group.Suite)
	}
	p.X.Label.Text = "Node Count (mean per position, log scale)"
	p.Y.Label.Text = "depth (plies)"
	p.X.Scale, p.X.Tick.Marker = plot.LogScale{}, analysis.LogTicks()
	p.Legend.Top, p.Legend.Left = false, false // bottom right: below the alpha-beta steps, right of the MCTS curves' start
	p.Legend.XOffs, p.Legend.YOffs = -vg.Points(6), vg.Points(6)
	styles := analysis.Styles(append(algos(d.MCTS), algos(d.Deep)...))
	add := func(algo string, xys plotter.XYs, dotted, legend bool) error {
		if len(xys) == 0 {
			return nil
		}
		st := styles[algo]
		l, s, err := plotter.NewLinePoints(xys)
		if err != nil {
			return err
		}
		l.Color, l.Width, l.Dashes = st.Color, vg.Points(1.5), st.Dashes
		if dotted {
			l.Dashes, l.Width = []vg.Length{vg.Points(1), vg.Points(3)}, vg.Points(1)
		}
		s.Color, s.Shape, s.Radius = st.Color, st.Shape, vg.Points(3)
		p.Add(l, s)
		if legend {
			p.Legend.Add(algo, l, s)
		}
		return nil
	}
	ymax := 1.0
	for _, a := range algos(d.MCTS) {
		var top, mean plotter.XYs
		for _, l := range d.MCTS {
			if l.Algo == a {
				top = append(top, plotter.XY{X: l.NC, Y: l.MaxDepth})
				mean = append(mean, plotter.XY{X: l.NC, Y: l.MeanDepth})
				ymax = math.Max(ymax, l.MaxDepth)
			}
		}
		if err := add(a, top, false, true); err != nil {
			return nil, err
		}
		if err := add(a, mean, true, false); err != nil {
			return nil, err
		}
	}
	for _, a := range algos(d.Deep) {
		var xys plotter.XYs
		for _, l := range d.Deep {
			if l.Algo == a && l.NC > 0 {
				xys = append(xys, plotter.XY{X: l.NC, Y: float64(l.Budget)})
				ymax = math.Max(ymax, float64(l.Budget))
			}
		}
		if err := add(a, xys, false, true); err != nil {
			return nil, err
		}
	}
	p.Y.Min, p.Y.Max = 0, ymax+0.5
	p.Y.Tick.Marker = plot.TickerFunc(func(min, max float64) []plot.Tick {
		var ts []plot.Tick
		for k := 0.0; k <= max; k++ {
			ts = append(ts, plot.Tick{Value: k, Label: strconv.Itoa(int(k))})
		}
		return ts
	})
	return p, nil
}
