// Package timedepth reports what a search costs in time, beside what it costs in nodes: the
// seconds each searcher takes per position at each depth, and the depth each completes within a
// time budget per move (the OPPS paper's controls: 50 ms, 250 ms, 1 s, 5 s).
//
// It reads per-position results (BenchmarkSearchPos lines with sec/op and nodes/op, as cctree
// sweep -per-pos writes them without -counts) and assumes iterative deepening that starts again
// at depth 1 and keeps nothing between iterations, as cctree's searchers do: the time to
// complete depth d is the sum of the times of depths 1 to d on that position. Timings depend on
// the machine and its load; the package only summarises them (mean, 95% t interval).
package timedepth

import (
	"fmt"
	"github.com/cctree/cctree/analysis/svgfig"
	"io"
	"math"
	"slices"
	"strconv"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/benchfile"
	"github.com/cctree/cctree/analysis/stats"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/sweep/benchname"
)

// Budgets are the OPPS paper's time controls per move.
var Budgets = []time.Duration{50 * time.Millisecond, 250 * time.Millisecond, time.Second, 5 * time.Second}

// Data holds one group's per-position seconds and nodes, by searcher and depth.
type Data struct {
	Group analysis.Group
	Algos []string                     // in order of first appearance
	sec   map[string]map[int][]float64 // algo -> depth -> seconds per position, in position order
	nodes map[string]map[int][]float64 // the same positions' node counts
	ids   map[string]map[int][]string  // their ids
}

// Read collects the SearchPos results of files, one Data per group.
func Read(paths ...string) ([]*Data, error) {
	byGroup := map[analysis.Group]*Data{}
	var groups []analysis.Group
	for _, p := range paths {
		f, err := benchfile.ReadFile(p)
		if err != nil {
			return nil, err
		}
		for _, r := range f.Results {
			c, ok, err := benchname.ParseName(r.Name)
			if err != nil || !ok || c.Pos == "" {
				continue
			}
			sec, okS := r.Value("sec/op")
			nc, okN := r.Value("nodes/op")
			if !okS || !okN {
				return nil, fmt.Errorf("timedepth: %s: %s has no sec/op (a -counts file?): want a timed sweep", p, r.Name)
			}
			g := analysis.Group{Family: analysis.Search, Game: c.Game, Board: c.Board, Seats: c.Seats, Suite: c.Suite}
			d := byGroup[g]
			if d == nil {
				d = &Data{Group: g, sec: map[string]map[int][]float64{}, nodes: map[string]map[int][]float64{}, ids: map[string]map[int][]string{}}
				byGroup[g] = d
				groups = append(groups, g)
			}
			if d.sec[c.Algo] == nil {
				d.Algos = append(d.Algos, c.Algo)
				d.sec[c.Algo], d.nodes[c.Algo], d.ids[c.Algo] = map[int][]float64{}, map[int][]float64{}, map[int][]string{}
			}
			d.sec[c.Algo][c.Depth] = append(d.sec[c.Algo][c.Depth], sec)
			d.nodes[c.Algo][c.Depth] = append(d.nodes[c.Algo][c.Depth], nc)
			d.ids[c.Algo][c.Depth] = append(d.ids[c.Algo][c.Depth], c.Pos)
		}
	}
	if len(groups) == 0 {
		return nil, fmt.Errorf("timedepth: no per-position search results in %v", paths)
	}
	var out []*Data
	for _, g := range groups {
		out = append(out, byGroup[g])
	}
	return out, nil
}

// Depths returns the depths measured for algo, ascending.
func (d *Data) Depths(algo string) []int {
	var ds []int
	for k := range d.sec[algo] {
		ds = append(ds, k)
	}
	slices.Sort(ds)
	return ds
}

// Row is one searcher at one depth.
type Row struct {
	Algo    string
	Depth   int
	Seconds stats.Summary // per position
	NsNode  float64       // total time / total nodes
}

// Rows returns seconds per position against depth, every searcher.
func (d *Data) Rows() []Row {
	var out []Row
	for _, a := range d.Algos {
		for _, k := range d.Depths(a) {
			var t, n float64
			for i, s := range d.sec[a][k] {
				t += s
				n += d.nodes[a][k][i]
			}
			out = append(out, Row{Algo: a, Depth: k, Seconds: stats.Summarize(d.sec[a][k]), NsNode: 1e9 * t / n})
		}
	}
	return out
}

// Reach is the depths a searcher completes within one budget over the positions.
type Reach struct {
	Algo   string
	Budget time.Duration
	// Depths counts the positions by the deepest depth completed (index = depth; 0: none), and
	// Capped the positions where the deepest depth measured completed within the budget (the
	// true reach may be deeper).
	Depths []int
	Capped int
	Mean   float64
}

// Reaches returns, per searcher and budget, the depth iterative deepening completes on each
// position: the largest d with the sum of its times at depths 1..d within the budget. A position
// must be measured at every depth from 1 to the searcher's deepest.
func (d *Data) Reaches(budgets []time.Duration) ([]Reach, error) {
	var out []Reach
	for _, a := range d.Algos {
		ds := d.Depths(a)
		for i, k := range ds {
			if k != i+1 {
				return nil, fmt.Errorf("timedepth: %s %s: depths %v; want every depth from 1", d.Group, a, ds)
			}
			if !slices.Equal(d.ids[a][k], d.ids[a][1]) {
				return nil, fmt.Errorf("timedepth: %s %s: depth %d has other positions than depth 1", d.Group, a, k)
			}
		}
		for _, b := range budgets {
			r := Reach{Algo: a, Budget: b, Depths: make([]int, len(ds)+1)}
			var sum float64
			for p := range d.ids[a][1] {
				var t float64
				reach := 0
				for _, k := range ds {
					t += d.sec[a][k][p]
					if t > b.Seconds() {
						break
					}
					reach = k
				}
				r.Depths[reach]++
				if reach == ds[len(ds)-1] {
					r.Capped++
				}
				sum += float64(reach)
			}
			r.Mean = sum / float64(len(d.ids[a][1]))
			out = append(out, r)
		}
	}
	return out, nil
}

// WriteTables writes the seconds-against-depth table and the depth-within-budget table.
func (d *Data) WriteTables(w io.Writer, f table.Format, budgets []time.Duration) error {
	var rows [][]string
	for _, r := range d.Rows() {
		rows = append(rows, []string{r.Algo, strconv.Itoa(r.Depth), strconv.Itoa(r.Seconds.N), secs(r.Seconds.Mean),
			"[" + secs(r.Seconds.CILo) + ", " + secs(r.Seconds.CIHi) + "]", fmt.Sprintf("%.1f", r.NsNode)})
	}
	fmt.Fprintf(w, "Seconds per position against depth (%s): mean with its 95%% t interval over the positions, and ns per node.\n\n", d.Group)
	if err := table.Write(w, f, []string{"searcher", "depth", "positions", "seconds", "95% CI", "ns/node"}, "LRRRRR", rows); err != nil {
		return err
	}
	reaches, err := d.Reaches(budgets)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nDepth completed within a time budget per move (iterative deepening from depth 1, the sum of the depths' times): the mean over the positions; (N+): N positions completed the deepest depth measured, so their reach, and the mean, may be deeper.\n\n")
	header := []string{"searcher"}
	for _, b := range budgets {
		header = append(header, b.String())
	}
	rows = nil
	for _, a := range d.Algos {
		row := []string{a}
		for _, r := range reaches {
			if r.Algo != a {
				continue
			}
			cell := fmt.Sprintf("%.2f", r.Mean)
			if r.Capped > 0 {
				cell += fmt.Sprintf(" (%d+)", r.Capped)
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	align := "L"
	for range budgets {
		align += "R"
	}
	return table.Write(w, f, header, align, rows)
}

func secs(s float64) string {
	switch {
	case math.IsNaN(s):
		return "n/a"
	case s < 1e-3:
		return fmt.Sprintf("%.0f µs", s*1e6)
	case s < 1:
		return fmt.Sprintf("%.1f ms", s*1e3)
	}
	return fmt.Sprintf("%.2f s", s)
}

// Figure plots seconds per position against depth (log scale, 95% intervals), one line per
// searcher, with the budgets as dotted horizontal lines.
func (d *Data) Figure(budgets []time.Duration) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = "Time to depth: " + d.Group.String()
	p.X.Label.Text = "search depth (plies)"
	p.Y.Label.Text = "seconds per position (mean, log scale; bars: 95% CI)"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = analysis.LogTicks()
	// The legend at the bottom right, below the deep searches' times and right of the shallow
	// ones', where the curves do not reach; the budgets' labels are at the top left.
	p.Legend.Top, p.Legend.Left = false, false
	p.Legend.XOffs, p.Legend.YOffs = -vg.Points(6), vg.Points(6)
	styles := analysis.Styles(d.Algos)
	rows := d.Rows()
	maxDepth := 1
	for _, a := range d.Algos {
		var pts analysis.ErrPoints
		for _, r := range rows {
			if r.Algo != a || !(r.Seconds.Mean > 0) {
				continue
			}
			lo := math.Max(r.Seconds.CILo, r.Seconds.Mean/10) // a log axis takes no value <= 0
			pts.Add(float64(r.Depth), r.Seconds.Mean, r.Seconds.Mean-lo, r.Seconds.CIHi-r.Seconds.Mean)
			maxDepth = max(maxDepth, r.Depth)
		}
		if pts.Len() == 0 {
			continue
		}
		st := styles[a]
		line, points, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, err
		}
		line.Color, line.Dashes = st.Color, st.Dashes
		points.Color, points.Shape = st.Color, st.Shape
		bars, err := plotter.NewYErrorBars(pts)
		if err != nil {
			return nil, err
		}
		bars.Color = st.Color
		p.Add(line, points, bars)
		p.Legend.Add(a, line, points)
	}
	for _, b := range budgets {
		fn := plotter.NewFunction(func(float64) float64 { return b.Seconds() })
		fn.Dashes = []vg.Length{vg.Points(1), vg.Points(3)}
		fn.Color = analysis.Palette[0]
		fn.Width = vg.Points(0.5)
		p.Add(fn)
		lbl, err := plotter.NewLabels(plotter.XYLabels{XYs: []plotter.XY{{X: 1, Y: b.Seconds()}}, Labels: []string{b.String()}})
		if err == nil {
			p.Add(lbl)
		}
	}
	p.X.Min, p.X.Max = 0.8, float64(maxDepth)+0.2
	p.X.Tick.Marker = plot.TickerFunc(func(min, max float64) []plot.Tick {
		var ts []plot.Tick
		for k := 1; k <= maxDepth; k++ {
			ts = append(ts, plot.Tick{Value: float64(k), Label: strconv.Itoa(k)})
		}
		return ts
	})
	return p, nil
}

// WriteSVG renders the figure as SVG (svgfig.Paint: the Y label centred beside the axis).
func WriteSVG(p *plot.Plot, w io.Writer) error {
	svg, err := svgfig.SVG(7*vg.Inch, 4.5*vg.Inch, svgfig.Paint(p))
	if err != nil {
		return err
	}
	_, err = w.Write(svg)
	return err
}
