package analysis

import (
	"bytes"
	"fmt"
	"image/color"
	"reflect"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/cctree/cctree/engine/searchers"
)

// TestStyleOf: a searcher's style depends on its spec alone (not on the other searchers or their
// order), the known searchers have distinct colour-marker pairs, and the searchers drawn
// together in the reproductions have distinct colours.
func TestStyleOf(t *testing.T) {
	a := Styles([]string{"paranoid", "brs+", "zzz(1)"})
	b := Styles([]string{"zzz(1)", "aaa", "brs+", "maxn", "paranoid"})
	for _, k := range []string{"paranoid", "brs+", "zzz(1)"} {
		if !reflect.DeepEqual(a[k], b[k]) || !reflect.DeepEqual(a[k], StyleOf(k)) {
			t.Errorf("%s: style depends on the other searchers", k)
		}
	}
	// Styles go by canonical name: every key of knownStyles is one, and other spellings of a
	// searcher are drawn as it is.
	for spec := range knownStyles {
		if sp, err := searchers.Parse(spec); err != nil || sp.String() != spec {
			t.Errorf("knownStyles key %s: parses to %s (%v); want a canonical spec", spec, sp, err)
		}
	}
	for spelling, canon := range map[string]string{
		"brs(k=2,threat=ahead)": "brs(threat=ahead)", "opps(1, 5, 1)": "opps(1,5,1)",
		"opps(noprune,2,8,5)": "opps(2,8,5,noprune)", "paranoid(ties=0.25,eval=franks3)": "paranoid(eval=franks3,ties=0.25)",
	} {
		if !reflect.DeepEqual(StyleOf(spelling), StyleOf(canon)) {
			t.Errorf("%s is drawn unlike %s", spelling, canon)
		}
	}
	if len(StyleOf("zzz(1)").Dashes) == 0 {
		t.Errorf("an unknown spec is drawn solid; want a dash pattern")
	}
	pairs := map[[2]int]string{}
	for spec, cs := range knownStyles {
		if o, ok := pairs[cs]; ok {
			t.Errorf("%s and %s share colour and marker", spec, o)
		}
		pairs[cs] = spec
		if cs[0] >= len(Palette) || cs[1] >= len(plotutil.DefaultGlyphShapes) {
			t.Errorf("%s: index out of range", spec)
		}
	}
	for _, group := range [][]string{
		{"maxn", "paranoid", "brs+", "opps(1,5,1)", "opps(1,inf,2)", "opps(2,8,5)"},
		{"maxn", "maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)"},
		{"brs", "brs(threat=mtf)", "brs(threat=transpose)", "brs(threat=ahead)", "brs(threat=pos)"},
	} {
		seen := map[int]string{}
		for _, spec := range group {
			c := knownStyles[spec][0]
			if o, ok := seen[c]; ok {
				t.Errorf("%s and %s, drawn together, share a colour", spec, o)
			}
			seen[c] = spec
		}
	}
}

// TestPalette: twelve colours, each pair at least 25 CIELAB units apart (tab10's closest pair,
// purple and pink, is 28), and twelve markers of twelve kinds; up to twelve series of a figure get
// distinct colours and distinct markers, whether new searchers alone or beside a reproduction's
// group, whatever their order; two new searchers of similar names are not drawn alike (the
// issue's pink and purple squares); and every marker draws.
func TestPalette(t *testing.T) {
	if len(Palette) != 12 || len(Shapes) != 12 {
		t.Fatalf("%d colours, %d markers: want 12 of each", len(Palette), len(Shapes))
	}
	for i := range Palette {
		for j := i + 1; j < len(Palette); j++ {
			if d := deltaE(Palette[i], Palette[j]); d < 25 {
				t.Errorf("colours %d and %d are %.1f CIELAB units apart, want >= 25", i, j, d)
			}
		}
	}
	kinds := map[string]bool{}
	for _, s := range Shapes {
		kinds[fmt.Sprintf("%T", s)] = true
	}
	if len(kinds) != len(Shapes) {
		t.Errorf("%d kinds of markers among %d", len(kinds), len(Shapes))
	}
	fresh := []string{"killer", "killer(2)", "beam(3)", "beam(4)", "paranoid(best=2)", "brs(order=random)",
		"brs(order=none)", "engine:greedy", "mcts", "mcts(c=2)", "uct", "x"}
	for _, set := range [][]string{
		fresh,
		fresh[:2],
		append([]string{"maxn", "paranoid", "brs+", "opps(1,5,1)", "opps(1,inf,2)", "opps(2,8,5)"}, fresh[:6]...),
		append([]string{"brs", "brs(threat=mtf)", "brs(threat=transpose)", "brs(threat=ahead)", "brs(threat=pos)"}, fresh[5:]...),
	} {
		st := Styles(set)
		rev := slices.Clone(set)
		slices.Reverse(rev)
		if !reflect.DeepEqual(Styles(rev), st) {
			t.Errorf("%v: the styles depend on the order of the searchers", set)
		}
		colours, markers := map[color.Color]string{}, map[draw.GlyphDrawer]string{}
		for _, a := range set {
			s := st[a]
			if o, ok := colours[s.Color]; ok {
				t.Errorf("%v: %s and %s share a colour", set, a, o)
			}
			if o, ok := markers[s.Shape]; ok {
				t.Errorf("%v: %s and %s share a marker", set, a, o)
			}
			colours[s.Color], markers[s.Shape] = a, a
		}
	}
	if st := Styles(fresh[:2]); deltaE(st["killer"].Color, st["killer(2)"].Color) < 40 {
		t.Errorf("two new searchers drawn together are %.1f CIELAB units apart", deltaE(st["killer"].Color, st["killer(2)"].Color))
	}
	c := vgsvg.New(vg.Points(40), vg.Points(40))
	dc := draw.New(c)
	for _, s := range Shapes {
		dc.DrawGlyph(draw.GlyphStyle{Color: Palette[0], Radius: vg.Points(3), Shape: s}, vg.Point{X: 20, Y: 20})
	}
	var svg bytes.Buffer
	if _, err := c.WriteTo(&svg); err != nil || strings.Count(svg.String(), "<path") < len(Shapes) {
		t.Errorf("the markers drew %d paths (%v), want at least %d", strings.Count(svg.String(), "<path"), err, len(Shapes))
	}
}
