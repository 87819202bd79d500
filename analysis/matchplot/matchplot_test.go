package matchplot

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/analysis/internal/testmatch"
	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/cctree/cctree/analysis/rating"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/internal/golden"
)

// TestGolden: the win-rate and rating figures of testmatch's two matches (their numbers are
// checked by hand in matchstat's tests) against the golden files.
func TestGolden(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name string
		recs func() []*record.Record
	}{{"two", testmatch.Two}, {"three", testmatch.Three}} {
		s, err := matchstat.Summarize(c.recs())
		if err != nil {
			t.Fatal(err)
		}
		files := map[string][]byte{}
		svg := filepath.Join(dir, c.name+".svg")
		if err := Plot(s, svg); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(svg)
		if err != nil {
			t.Fatal(err)
		}
		files[c.name+".svg"] = b
		svg = filepath.Join(dir, c.name+"-ratings.svg")
		if err := PlotRatings(s, svg); err != nil {
			t.Fatal(err)
		}
		if b, err = os.ReadFile(svg); err != nil {
			t.Fatal(err)
		}
		files[c.name+"-ratings.svg"] = b
		for name, got := range files {
			golden.Check(t, filepath.Join("testdata", name), got)
		}
	}
}

// TestRatingNeverWon: a contestant that never won is labelled so in the ratings figure, and a
// summary without ratings has no ratings figure but an error that says why.
func TestRatingNeverWon(t *testing.T) {
	recs := testmatch.Three()
	w := 2
	recs[1].Winner = &w // brs's only win goes to paranoid
	s, err := matchstat.Summarize(recs)
	if err != nil {
		t.Fatal(err)
	}
	if s.Ratings == nil || s.Ratings.Contestants[2].Status != rating.NeverWon {
		t.Fatalf("ratings %+v (%s), want brs never won", s.Ratings, s.RatingError)
	}
	path := filepath.Join(t.TempDir(), "r.svg")
	if err := PlotRatings(s, path); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(path); err != nil || !strings.Contains(string(b), "never won") {
		t.Errorf("figure: %v; want brs labelled never won", err)
	}
	s.Ratings, s.RatingError = nil, "no game with a winner"
	if _, err := RatingFigure(s); err == nil || !strings.Contains(err.Error(), "no game with a winner") {
		t.Errorf("no ratings: error %v", err)
	}
}

// TestPlotAtomic: Plot leaves no temporary file, and into a missing directory it fails
// without writing anything.
func TestPlotAtomic(t *testing.T) {
	s, err := matchstat.Summarize(testmatch.Two())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "win.svg")
	if err := os.WriteFile(path, []byte("old"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := Plot(s, path); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("files after Plot: %v, want win.svg only", entries)
	}
	b, _ := os.ReadFile(path)
	if !bytes.Contains(b, []byte("<svg")) || !bytes.Contains(b, []byte(testmatch.P)) {
		t.Errorf("win.svg is not the figure: %.200s", b)
	}
	if err := Plot(s, filepath.Join(dir, "missing", "win.svg")); err == nil {
		t.Error("Plot into a missing directory: no error")
	}
	entries, _ = os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("files after a failed Plot: %v", entries)
	}
}

// TestPlotBudgets: the figure has every budget's label and every contestant; it compares the
// golden file; summaries of other contestants or a budget twice are errors; the write is
// atomic as Plot's.
func TestPlotBudgets(t *testing.T) {
	sums, err := matchstat.SummarizeBudgets(slices.Concat(testmatch.AtBudget(testmatch.Two(), "depth=3"), testmatch.AtBudget(testmatch.Two()[:6], "depth=1")))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "budgets.svg")
	if err := PlotBudgets(path, []*matchstat.Summary{sums[1], sums[0]}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<svg", "depth=1", "depth=3", testmatch.P, testmatch.B, "fair share"} {
		if !bytes.Contains(b, []byte(want)) {
			t.Errorf("budgets.svg lacks %q", want)
		}
	}
	if i, j := bytes.Index(b, []byte("depth=1")), bytes.Index(b, []byte("depth=3")); i > j {
		t.Error("depth=3 is drawn before depth=1")
	}
	golden.Check(t, filepath.Join("testdata", "budgets.svg"), b)
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files after PlotBudgets: %v", entries)
	}
	three, err := matchstat.Summarize(testmatch.Three())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		sums []*matchstat.Summary
		want string
	}{
		{nil, "no summaries"},
		{[]*matchstat.Summary{sums[0], three}, "contestants"},
		{[]*matchstat.Summary{sums[0], sums[1], sums[0]}, "appears twice"},
	} {
		if err := PlotBudgets(filepath.Join(dir, "bad.svg"), c.sums); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want one containing %q", err, c.want)
		}
	}
	if err := PlotBudgets(filepath.Join(dir, "missing", "b.svg"), sums); err == nil {
		t.Error("PlotBudgets into a missing directory: no error")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files after failed PlotBudgets: %v", entries)
	}
}
