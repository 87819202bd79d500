package mctsgrowth_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/analysis/mctsgrowth"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// TestReadAndCompletes sweeps MCTS at two budgets and Paranoid at depths 1-3 on one group, reads
// the file back, and checks the means against the lines' own totals, the depth Paranoid
// completes within each MCTS budget's work, and that the tables name every level.
func TestReadAndCompletes(t *testing.T) {
	var cases []benchname.Case
	for _, sel := range []sweep.Selection{
		{Board: "star73", Seats: "024", Algos: []string{"mcts"}, Iters: "20,80"},
		{Board: "star73", Seats: "024", Algos: []string{"paranoid"}, Depths: "1-3"},
	} {
		cs, err := sel.Cases()
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, cs...)
	}
	var b bytes.Buffer
	if err := sweep.Run(context.Background(), &b, cases, sweep.Options{PerPos: true, Counts: true}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "g.txt")
	if err := os.WriteFile(path, b.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	d, err := mctsgrowth.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.MCTS) != 2 || len(d.Deep) != 3 || d.MCTS[0].Budget != 20 || d.MCTS[1].Budget != 80 {
		t.Fatalf("levels %+v %+v", d.MCTS, d.Deep)
	}
	for _, l := range d.MCTS {
		if l.N != 50 || l.Tree < 2 || l.Tree > float64(l.Budget)+1 || l.MeanDepth <= 0 || l.MaxDepth < l.MeanDepth || l.NC <= float64(l.Budget) {
			t.Errorf("implausible level %+v", l)
		}
		want := 0
		for _, p := range d.Deep {
			if p.NC <= l.NC {
				want = max(want, p.Budget)
			}
		}
		if got := d.Completes("paranoid", l.NC); got != want || got == 0 {
			t.Errorf("%d iterations (NC %.0f): paranoid completes depth %d, want %d", l.Budget, l.NC, got, want)
		}
	}
	var w bytes.Buffer
	if err := d.WriteTables(&w, table.Markdown); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"| mcts ", "paranoid depth at that NC", "| paranoid "} {
		if !strings.Contains(w.String(), s) {
			t.Errorf("tables lack %q:\n%s", s, w.String())
		}
	}
	if _, err := d.Figure(); err != nil {
		t.Fatal(err)
	}
}
