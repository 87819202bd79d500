package analysis

import (
	"bytes"
	"context"
	"github.com/cctree/cctree/analysis/svgfig"
	"github.com/cctree/cctree/analysis/table"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// countdown is a context whose Err turns to context.Canceled after n calls: a cancel that
// arrives in the middle of a run.
type countdown struct {
	context.Context
	n int
}

func (c *countdown) Err() error {
	if c.n--; c.n < 0 {
		return context.Canceled
	}
	return nil
}

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// TestRenderCancelled: a run cancelled before, early in, or late in rendering leaves the output
// directory exactly as it was: no new file, no staging directory, old figures untouched.
func TestRenderCancelled(t *testing.T) {
	res := mustRead(t, allFiles...)
	total := len(res.Groups()) * len(Extensions)
	for _, n := range []int{0, 1, 7, total} {
		dir := t.TempDir()
		old := filepath.Join(dir, "search-star73-0134-mid.svg")
		if err := os.WriteFile(old, []byte("old figure"), 0o666); err != nil {
			t.Fatal(err)
		}
		_, err := Render(&countdown{context.Background(), n}, res, dir, Options{})
		if err != context.Canceled {
			t.Errorf("cancel after %d checks: err %v, want context.Canceled", n, err)
		}
		if got := listDir(t, dir); !slices.Equal(got, []string{"search-star73-0134-mid.svg"}) {
			t.Errorf("cancel after %d checks: dir holds %q", n, got)
		}
		if b, _ := os.ReadFile(old); string(b) != "old figure" {
			t.Errorf("cancel after %d checks: old figure overwritten", n)
		}
	}
	// Not cancelled: everything is written and the staging directory is gone.
	dir := t.TempDir()
	paths, err := Render(&countdown{context.Background(), total + 2}, res, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := listDir(t, dir); len(got) != total || len(paths) != total {
		t.Errorf("%d files in dir, %d paths; want %d: %q", len(got), len(paths), total, got)
	}
}

// TestPairs: the comparison uses the positions both searchers have, falls back to the first
// searcher for an unknown baseline, and leaves aggregates out of the tests.
func TestPairs(t *testing.T) {
	in := "BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=a/depth=1/pos=star73_0134_000-2 1 10 nodes/op\n" +
		"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=a/depth=1/pos=star73_0134_001-2 1 20 nodes/op\n" +
		"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=a/depth=1/pos=star73_0134_002-2 1 30 nodes/op\n" +
		"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=b/depth=1/pos=star73_0134_001-2 1 10 nodes/op\n" +
		"BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=b/depth=1/pos=star73_0134_002-2 1 20 nodes/op\n" +
		"BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=c/depth=1-2 1 45 nodes/op 15 nodes/pos\n"
	r := NewResults()
	if err := r.Read(strings.NewReader(in), "pairs.txt"); err != nil {
		t.Fatal(err)
	}
	rep := r.Report(r.Groups()[0], "zz")
	if rep.Baseline != "a" || len(rep.Pairs) != 2 {
		t.Fatalf("baseline %q, %d pairs", rep.Baseline, len(rep.Pairs))
	}
	ab := rep.Pairs[0]
	// Common positions 001 and 002: a = 20 30 (mean 25), b = 10 20 (mean 15).
	// diff = (15-25)/25 = -40%; SDs both sqrt(50) so d = Δ = 10/sqrt(50) = 1.414214.
	if ab.N != 2 || ab.BaseSum.Mean != 25 || ab.OthSum.Mean != 15 {
		t.Errorf("a vs b: n %d, means %v %v", ab.N, ab.BaseSum.Mean, ab.OthSum.Mean)
	}
	// U test on {20,30} vs {10,20}: U = 1 (30>10) + 1 (30>20) + 1 (20>10) + ½ (20=20) = 3.5.
	for _, c := range []struct {
		what           string
		got, want, tol float64
	}{{"diff", ab.DiffPct, -40, 1e-12}, {"d", ab.D, 1.414214, 1e-6}, {"Δ", ab.Delta, 1.414214, 1e-6}, {"U", ab.Test.U, 3.5, 0}} {
		if math.Abs(c.got-c.want) > c.tol {
			t.Errorf("a vs b: %s = %.10g, want %.10g (±%g)", c.what, c.got, c.want, c.tol)
		}
	}
	ac := rep.Pairs[1]
	if ac.N != 0 || !isNaN(ac.Test.P) || !isNaN(ac.D) || ac.OthSum.Mean != 15 {
		t.Errorf("a vs aggregate c: %+v", ac)
	}
	var b strings.Builder
	if err := rep.WriteTables(&b, table.Text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Baseline \"zz\" has no results here; compared with a instead.", "compared on the 2 positions both have (3 and 2 in all)", "| agg (3) |"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("tables lack %q:\n%s", want, b.String())
		}
	}
}

func isNaN(x float64) bool { return x != x }

// TestFontFallback: every font the figures name ends in a generic family, and no text is pinned
// to a width (textLength, which librsvg ignores): the layout leaves the room instead.
func TestFontFallback(t *testing.T) {
	svgs, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.svg"))
	if len(svgs) == 0 {
		t.Fatal("no golden figures")
	}
	for _, f := range svgs {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(b, []byte("font-family:")); n == 0 || n != bytes.Count(b, []byte("Times,serif;")) {
			t.Errorf("%s: %d font-family declarations, %d with the generic fallback", f, n, bytes.Count(b, []byte("Times,serif;")))
		}
		if bytes.Contains(b, []byte("textLength")) {
			t.Errorf("%s: a text is pinned to its width", f)
		}
	}
}

// TestSVGTextRoom: TextHandler measures a text FallbackWidth times wider than gonum's font; SVG
// anchors each text where gonum aligned it (the title in its middle, the Y ticks at their end)
// at the same place gonum's left-aligned text would start; a title too long for the figure at
// that width is drawn smaller, to fit; and nothing is drawn in the svgfig.FigurePad margin's outer half.
func TestSVGTextRoom(t *testing.T) {
	sty := plot.New().Title.TextStyle
	plain := text.Plain{Fonts: font.DefaultCache}
	w, _, _ := plain.Box("Search depth", sty.Font)
	if got, want := sty.Width("Search depth"), w*vg.Length(svgfig.FallbackWidth(sty.Font)); math.Abs(float64(got-want)) > 1e-9 {
		t.Errorf("width %v, want %v (%v times %v)", got, want, svgfig.FallbackWidth(sty.Font), w)
	}

	for _, c := range []struct {
		title string
		size  string // of the title's font
	}{{"A short title", "12px"}, {strings.TrimSpace(strings.Repeat("A title far too long for the figure ", 2)), ""}} {
		p := plot.New()
		p.Title.Text = c.title
		p.Title.TextStyle.Font.Size = vg.Points(12)
		p.Y.Min, p.Y.Max = 10, 1000
		const fw, fh = 300, 200
		b, err := svgfig.SVG(fw, fh, p.Draw)
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`<text x="([-0-9.]+)" y="[^"]*" text-anchor="middle" transform="scale\(1, -1\)"\s+style="[^"]*font-size:([0-9.]+)px">` + regexp.QuoteMeta(c.title) + `<`).FindSubmatch(b)
		if m == nil {
			t.Fatalf("%q: no title anchored in its middle:\n%s", c.title, b)
		}
		x, _ := strconv.ParseFloat(string(m[1]), 64)
		size, _ := strconv.ParseFloat(string(m[2]), 64)
		if math.Abs(x-fw/2) > 0.01 {
			t.Errorf("%q: anchored at x %v, want the middle %v", c.title, x, fw/2)
		}
		if c.size != "" && string(m[2])+"px" != c.size {
			t.Errorf("%q: font-size %spx, want %s", c.title, m[2], c.size)
		}
		if c.size == "" {
			sty.Font.Size = vg.Length(size)
			if tw := float64(sty.Width(c.title)); size >= 12 || tw > fw-float64(svgfig.FigurePad)+0.01 || tw < fw-float64(svgfig.FigurePad)-2 {
				t.Errorf("%q: drawn at %vpx, %v wide at the fallback width; want smaller than 12px and %v wide (the figure less svgfig.FigurePad)", c.title, size, tw, fw-float64(svgfig.FigurePad))
			}
		}
		if !regexp.MustCompile(`text-anchor="end" transform="scale\(1, -1\)"\s+style="[^"]*">1000<`).Match(b) {
			t.Errorf("the Y axis' tick label 1000 is not anchored at its end:\n%s", b)
		}
	}
}
