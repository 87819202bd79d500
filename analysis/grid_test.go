package analysis

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/analysis/table"
)

// gridInput is per-position results of four OPPS settings and one other searcher on two
// positions; the means are worked out by hand in TestOPPSGrid.
const gridInput = `Unit nodes/op assume=exact
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=opps(1,inf,1)/depth=4/pos=a-2 1 1 ns/op 100 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=opps(1,inf,1)/depth=4/pos=b-2 1 1 ns/op 300 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=opps(1,5,1)/depth=4/pos=a-2 1 1 ns/op 50 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=opps(1,5,1)/depth=4/pos=b-2 1 1 ns/op 70 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=opps(2,8,5)/depth=4/pos=a-2 1 1 ns/op 1000 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=opps(2,8,5)/depth=4/pos=b-2 1 1 ns/op 3000 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=opps(1,10,2)/depth=4/pos=a-2 1 1 ns/op 7 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=opps(1,10,2)/depth=4/pos=b-2 1 1 ns/op 9 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=opps(1,5,1,noprune)/depth=4/pos=a-2 1 1 ns/op 9999 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=paranoid/depth=4/pos=a-2 1 1 ns/op 5000 nodes/op
`

func TestOPPSGrid(t *testing.T) {
	res := NewResults()
	if err := res.Read(strings.NewReader(gridInput), "grid.txt"); err != nil {
		t.Fatal(err)
	}
	grids := res.OPPSGrids()
	if len(grids) != 1 {
		t.Fatalf("%d grids, want 1", len(grids))
	}
	g := grids[0]
	// Means by hand: (100+300)/2 = 200, (50+70)/2 = 60, (1000+3000)/2 = 2000, (7+9)/2 = 8; the
	// unpruned twin and paranoid are not OPPS settings of the grid.
	want := map[[3]string]float64{{"1", "inf", "1"}: 200, {"1", "5", "1"}: 60, {"2", "8", "5"}: 2000, {"1", "10", "2"}: 8}
	if len(g.Mean) != len(want) {
		t.Fatalf("grid has %d cells, want %d: %v", len(g.Mean), len(want), g.Mean)
	}
	for k, v := range want {
		if g.Mean[k] != v {
			t.Errorf("mean of opps(%s,%s,%s) = %v, want %v", k[0], k[1], k[2], g.Mean[k], v)
		}
	}
	if strings.Join(g.L1s, " ") != "5 8 10 inf" || g.N != 2 || g.Depth != 4 {
		t.Errorf("l1 columns %v, n %d, depth %d", g.L1s, g.N, g.Depth)
	}
	var b bytes.Buffer
	if err := g.WriteTables(&b, table.Markdown); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	// The row n1=1, l2=1 holds 60 under l1=5 and 200 under l1=inf (four significant digits); n1=2, l2=5 holds 2,000 under l1=8.
	for _, row := range []string{"| 1 | 1 | 60.00 | | | 200.0 |", "| 2 | 5 | | 2,000 | | |"} {
		if !strings.Contains(strings.ReplaceAll(out, " ", ""), strings.ReplaceAll(row, " ", "")) {
			t.Errorf("table lacks row %q:\n%s", row, out)
		}
	}
	dir := t.TempDir()
	paths, err := RenderGrids(context.Background(), res, dir)
	if err != nil || len(paths) != 2 {
		t.Fatalf("RenderGrids: %v, %v", paths, err)
	}
	if filepath.Base(paths[0]) != "opps-grid-star73-0134-mid-depth4.md" {
		t.Errorf("file %s", paths[0])
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d entries in the output directory, want 2 (no staging left behind)", len(entries))
	}
	if _, err := RenderGrids(context.Background(), NewResults(), t.TempDir()); err == nil {
		t.Error("RenderGrids of no OPPS results gave no error")
	}
}

// TestParseOPPS: the grid reads OPPS settings through the registry's spec value: a pruned
// opps(n1,l1,l2) with the paper's line 16, whatever its spelling; not its unpruned twin, the
// literal line 16, brs+ (which is opps(1,inf,1) under another name), an l2 of inf (no grid row)
// or text that is no spec.
func TestParseOPPS(t *testing.T) {
	for _, tc := range []struct {
		algo   string
		n1, l2 int
		l1     string
		ok     bool
	}{
		{"opps(1,5,1)", 1, 1, "5", true},
		{"opps(2,inf,1)", 2, 1, "inf", true},
		{"opps(1, 5, 1)", 1, 1, "5", true},
		{"opps(1,5,1,line16=opponents)", 1, 1, "5", true},
		{"opps(1,5,1,noprune)", 0, 0, "", false},
		{"opps(noprune,1,5,1)", 0, 0, "", false},
		{"opps(1,5,1,line16=literal)", 0, 0, "", false},
		{"opps(1,inf,inf)", 0, 0, "", false},
		{"brs+", 0, 0, "", false},
		{"paranoid", 0, 0, "", false},
		{"opps(1,5)", 0, 0, "", false},
		{"opps(x", 0, 0, "", false},
	} {
		n1, l1, l2, ok := parseOPPS(tc.algo)
		if ok != tc.ok || n1 != tc.n1 || l1 != tc.l1 || l2 != tc.l2 {
			t.Errorf("parseOPPS(%q) = %d, %q, %d, %v; want %d, %q, %d, %v", tc.algo, n1, l1, l2, ok, tc.n1, tc.l1, tc.l2, tc.ok)
		}
	}
}
