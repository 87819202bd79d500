package analysis

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/cctree/cctree/analysis/stats"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/engine/search/bestreply"
	"github.com/cctree/cctree/engine/searchers"
)

// OPPSGrid is the tree size of OPPS(n1,l1,l2) over a grid of its parameters, at one depth on the
// positions of one group: the mean Node Count per position for each (n1, l1, l2) that was run.
// It shows how the three parameters tune tree size (the OPPS paper's §4).
type OPPSGrid struct {
	Group Group
	Depth int
	N1s   []int    // sorted
	L1s   []string // "1", "2", ..., "inf", numerically sorted
	L2s   []int    // sorted
	Mean  map[[3]string]float64
	N     int // positions behind each mean (the smallest over the cells)
}

// parseOPPS reads the spec algo with the registry (searchers.Parse) and returns the three
// arguments of a pruned OPPS(n1,l1,l2) with line 16 as the paper means it (l1 written as its
// spec writes it: a number or inf); ok is false for every other searcher, and for text that is no
// spec.
func parseOPPS(algo string) (n1 int, l1 string, l2 int, ok bool) {
	sp, err := searchers.Parse(algo)
	if err != nil {
		return 0, "", 0, false
	}
	c, isOPPS := sp.Config().(bestreply.OPPSConfig)
	if !isOPPS || c.BRSPlus || !c.Prune || c.Literal || c.L2 == bestreply.Inf {
		return 0, "", 0, false
	}
	l1 = strconv.Itoa(c.L1)
	if c.L1 == bestreply.Inf {
		l1 = "inf"
	}
	return c.N1, l1, c.L2, true
}

// l1Order sorts l1 values numerically with "inf" last.
func l1Order(a, b string) int {
	x, errA := strconv.Atoi(a)
	y, errB := strconv.Atoi(b)
	if errA != nil {
		x = math.MaxInt
	}
	if errB != nil {
		y = math.MaxInt
	}
	return cmp.Compare(x, y)
}

// OPPSGrids returns one grid per group and depth that has at least two OPPS settings.
func (r *Results) OPPSGrids() []*OPPSGrid {
	type gk struct {
		g Group
		d int
	}
	grids := map[gk]*OPPSGrid{}
	var order []gk
	for _, smp := range r.Samples() {
		n1, l1, l2, ok := parseOPPS(smp.Algo)
		if !ok || len(smp.NC) == 0 {
			continue
		}
		k := gk{smp.Group, smp.Depth}
		g := grids[k]
		if g == nil {
			g = &OPPSGrid{Group: smp.Group, Depth: smp.Depth, Mean: map[[3]string]float64{}, N: math.MaxInt}
			grids[k] = g
			order = append(order, k)
		}
		g.Mean[[3]string{strconv.Itoa(n1), l1, strconv.Itoa(l2)}] = stats.Summarize(smp.NC).Mean
		g.N = min(g.N, max(smp.Size, len(smp.NC)))
		if !slices.Contains(g.N1s, n1) {
			g.N1s = append(g.N1s, n1)
		}
		if !slices.Contains(g.L1s, l1) {
			g.L1s = append(g.L1s, l1)
		}
		if !slices.Contains(g.L2s, l2) {
			g.L2s = append(g.L2s, l2)
		}
	}
	var out []*OPPSGrid
	for _, k := range order {
		g := grids[k]
		if len(g.Mean) < 2 {
			continue
		}
		slices.Sort(g.N1s)
		slices.Sort(g.L2s)
		slices.SortFunc(g.L1s, l1Order)
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b *OPPSGrid) int {
		return cmp.Or(compareGroups(a.Group, b.Group), cmp.Compare(a.Depth, b.Depth))
	})
	return out
}

// BaseName names the grid's files: opps-grid-<board>-<seats>-<suite>-depth<D>.
func (g *OPPSGrid) BaseName() string {
	base := g.Group
	base.Family = "grid"
	return fmt.Sprintf("opps-%s-depth%d", base.BaseName(), g.Depth)
}

// WriteTables writes the grid as one table: a row per (n1, l2), a column per l1, cells the
// mean NC per position ("" where l1 < l2 or the setting was not run).
func (g *OPPSGrid) WriteTables(w io.Writer, f table.Format) error {
	title := fmt.Sprintf("OPPS(n1,l1,l2) tree size at depth %d — %s, %s, %s (n=%d)", g.Depth, g.Group.Board,
		players(g.Group.Seats), suiteDescription(g.Group.Suite), g.N)
	ew := &table.ErrWriter{W: w}
	if f == table.Markdown {
		fmt.Fprintf(ew, "## %s\n\n", title)
	} else {
		fmt.Fprintf(ew, "%s\n%s\n\n", title, strings.Repeat("=", len([]rune(title))))
	}
	fmt.Fprintf(ew, "Mean Node Count per position. Between two turns of the root player, n1 opponents (chosen by the search) may try their "+
		"first l1 moves in static order, the other opponents only their first l2 (Baier & Kaisers, Algorithm 1). "+
		"brs+ is opps(1,inf,1); opps(k-1,inf,inf) is paranoid in a k-player game.\n\n")
	header := []string{"n1", "l2"}
	align := "RR"
	for _, l1 := range g.L1s {
		header = append(header, "l1="+l1)
		align += "R"
	}
	var rows [][]string
	for _, n1 := range g.N1s {
		for _, l2 := range g.L2s {
			row := []string{strconv.Itoa(n1), strconv.Itoa(l2)}
			any := false
			for _, l1 := range g.L1s {
				cell := ""
				if m, ok := g.Mean[[3]string{strconv.Itoa(n1), l1, strconv.Itoa(l2)}]; ok {
					cell, any = fmtNC(m), true
				}
				row = append(row, cell)
			}
			if any {
				rows = append(rows, row)
			}
		}
	}
	if ew.Err != nil {
		return ew.Err
	}
	if err := table.Write(w, f, header, align, rows); err != nil {
		return err
	}
	return ew.Err
}

// RenderGrids writes every OPPS grid of res into dir as BASE.md and BASE.txt, atomically as a
// set (see Render), and returns the paths written.
func RenderGrids(ctx context.Context, res *Results, dir string) ([]string, error) {
	files := map[string][]byte{}
	var names []string
	for _, g := range res.OPPSGrids() {
		for _, f := range []struct {
			ext string
			fmt table.Format
		}{{".md", table.Markdown}, {".txt", table.Text}} {
			var b bytes.Buffer
			if err := g.WriteTables(&b, f.fmt); err != nil {
				return nil, err
			}
			files[g.BaseName()+f.ext] = b.Bytes()
			names = append(names, g.BaseName()+f.ext)
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("no OPPS grid in the results (want opps(n1,l1,l2) searches of at least two settings at one depth)")
	}
	return WriteFiles(ctx, dir, names, files)
}
