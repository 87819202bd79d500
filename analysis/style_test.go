package analysis

import (
	"reflect"
	"testing"

	"gonum.org/v1/plot/plotutil"

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
