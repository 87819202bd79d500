package searchers_test

import (
	"go/parser"
	"go/token"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/searchers"
)

// d is a depth per board.
func d(star73, star121 int) map[string]int {
	return map[string]int{"star73": star73, "star121": star121}
}

// TestRows checks that the families' rows hold the benchmark table as it was before the families
// described themselves (bench/search_test.go's searchTable, issue 11): the same specs with the same
// depths, in the same order. A new family's rows may come anywhere among them.
func TestRows(t *testing.T) {
	want := []searchers.Row{
		{Spec: "maxn", Depth: d(4, 3), Full: d(5, 4)},
		{Spec: "paranoid", Depth: d(5, 4), Full: d(6, 5)},
		{Spec: "paranoid(noprune)", Depth: d(3, 3), Full: d(5, 4)},
		{Spec: "brs", Depth: d(4, 4), Full: d(5, 5)},
		{Spec: "brs(noprune)", Depth: d(3, 3), Full: d(4, 3)},
		{Spec: "brs+", Depth: d(6, 5), Full: d(7, 6)},
		{Spec: "brs+(noprune)", Depth: d(3, 3), Full: d(4, 4)},
		{Spec: "opps(1,5,1)", Depth: d(6, 5), Full: d(7, 6)},
		{Spec: "opps(1,5,1,noprune)", Depth: d(3, 3), Full: d(4, 4)},
		{Spec: "opps(2,8,5)", Depth: d(6, 5), Full: d(7, 6)},
		{Spec: "opps(1,inf,2)", Depth: d(6, 5), Full: d(7, 6)},
		{Spec: "maxn(shallow)", Depth: d(4, 3), Full: d(5, 4)},
		{Spec: "maxn(lastbranch)", Depth: d(4, 3), Full: d(5, 4)},
		{Spec: "maxn(speculative)", Depth: d(4, 3), Full: d(5, 4)},
		{Spec: "offensive", Depth: d(3, 3), Full: d(5, 4)},
		{Spec: "brs(threat=mtf)", Depth: d(4, 4), Full: d(5, 5)},
		{Spec: "brs(threat=transpose)", Depth: d(4, 4), Full: d(5, 5)},
		{Spec: "brs(threat=ahead)", Depth: d(4, 4), Full: d(5, 5)},
		{Spec: "brs(threat=pos)", Depth: d(4, 4), Full: d(5, 5)},
	}
	all := searchers.Rows()
	got := slices.DeleteFunc(slices.Clone(all), func(r searchers.Row) bool {
		return !slices.ContainsFunc(want, func(w searchers.Row) bool { return w.Spec == r.Spec })
	})
	if len(got) != len(want) {
		t.Fatalf("Rows() has %d of the %d rows of the table: %v", len(got), len(want), all)
	}
	for i, w := range want {
		g := got[i]
		if g.Spec != w.Spec || !maps.Equal(g.Depth, w.Depth) || !maps.Equal(g.Full, w.Full) {
			t.Errorf("row %d of the table: %s depth %v full %v, want %s depth %v full %v", i, g.Spec, g.Depth, g.Full, w.Spec, w.Depth, w.Full)
		}
	}
	// The caller owns the result.
	all[0].Depth["star73"] = 99
	if searchers.Rows()[0].Depth["star73"] == 99 {
		t.Errorf("Rows() shares its maps with the family descriptors")
	}
}

// TestRowsValid checks every row: its spec is accepted, canonical (equal to Canonical and to its
// searcher's Name()), named once, with positive depths on both boards and Full >= Depth.
func TestRowsValid(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range searchers.Rows() {
		sr, err := searchers.New(r.Spec)
		if err != nil {
			t.Errorf("row %s: %v", r.Spec, err)
			continue
		}
		if c, err := searchers.Canonical(r.Spec); err != nil || c != r.Spec || sr.Name() != r.Spec {
			t.Errorf("row %s: Canonical %q (%v), Name() %q; want the row's spec", r.Spec, c, err, sr.Name())
		}
		if seen[r.Spec] {
			t.Errorf("row %s listed twice", r.Spec)
		}
		seen[r.Spec] = true
		for _, b := range []string{"star73", "star121"} {
			if r.Depth[b] < 1 || r.Full[b] < r.Depth[b] {
				t.Errorf("row %s on %s: depth %d, full %d; want 1 <= depth <= full", r.Spec, b, r.Depth[b], r.Full[b])
			}
		}
		if len(r.Depth) != 2 || len(r.Full) != 2 {
			t.Errorf("row %s: depths for %v and %v, want star73 and star121", r.Spec, slices.Sorted(maps.Keys(r.Depth)), slices.Sorted(maps.Keys(r.Full)))
		}
	}
}

func TestCanonical(t *testing.T) {
	for _, tc := range []struct{ spec, want string }{
		{"opps(1, 5, 1)", "opps(1,5,1)"},
		{" paranoid ", "paranoid"},
		{"brs( threat=mtf , noprune )", "brs(threat=mtf,noprune)"},
		{"opps(noprune,2,8,5)", "opps(noprune,2,8,5)"}, // syntax only: arguments as written
		{"mpmix(to=0.1, td=0.05)", "mpmix(to=0.1,td=0.05)"},
	} {
		if got, err := searchers.Canonical(tc.spec); err != nil || got != tc.want {
			t.Errorf("Canonical(%q) = %q, %v; want %q", tc.spec, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "alphabeta", "opps(1,2)", "paranoid(x)", "brs(threat=foo)"} {
		_, errC := searchers.Canonical(bad)
		_, errN := searchers.New(bad)
		if errC == nil || errN == nil || errC.Error() != errN.Error() {
			t.Errorf("Canonical(%q): error %v, want New's %v", bad, errC, errN)
		}
	}
}

func TestTwin(t *testing.T) {
	for _, tc := range []struct{ spec, want string }{
		{"maxn", "maxn"},
		{"maxn(shallow)", "maxn"},
		{"maxn(lastbranch)", "maxn"},
		{"maxn(speculative)", "maxn"},
		{"paranoid", "paranoid(noprune)"},
		{"paranoid(noprune)", "paranoid(noprune)"},
		{"brs", "brs(noprune)"},
		{"brs(noprune)", "brs(noprune)"},
		{"brs+", "brs+(noprune)"},
		{"brs+(noprune)", "brs+(noprune)"},
		{"opps(1,5,1)", "opps(1,5,1,noprune)"},
		{"opps(1, 5, 1)", "opps(1,5,1,noprune)"},
		{"opps(1,5,1,noprune)", "opps(1,5,1,noprune)"},
		{"opps(2,8,5)", "opps(2,8,5,noprune)"},
		{"opps(1,inf,2)", "opps(1,inf,2,noprune)"},
		{"brs(threat=mtf)", "brs(threat=mtf,noprune)"},
		{"brs(threat=transpose)", "brs(threat=transpose,noprune)"},
		{"brs(threat=ahead)", "brs(threat=ahead,noprune)"},
		{"brs(threat=pos,k=3)", "brs(threat=pos,k=3,noprune)"},
		{"offensive", "offensive"},
		{"offensive(target=2)", "offensive(target=2)"},
		{"mpmix(td=0.05,to=0.1)", "mpmix(td=0.05,to=0.1,noprune)"},
		{"mpmix(td=0.05,to=0.1,noprune)", "mpmix(td=0.05,to=0.1,noprune)"},
	} {
		got, err := searchers.Twin(tc.spec)
		if err != nil || got != tc.want {
			t.Errorf("Twin(%q) = %q, %v; want %q", tc.spec, got, err, tc.want)
			continue
		}
		if again, err := searchers.Twin(got); err != nil || again != got {
			t.Errorf("Twin(%q) = %q, %v; a twin is its own twin", got, again, err)
		}
	}
	for _, bad := range []string{"", "alphabeta", "opps(1,2)", "maxn(shallow,speculative)"} {
		if tw, err := searchers.Twin(bad); err == nil {
			t.Errorf("Twin(%q) = %q, want an error", bad, tw)
		}
	}
}

// TestTwinsAgree searches every row and its twin at depth 2 on start positions: the twin parses,
// finds the same value and move, and visits at least as many nodes. (The families' own tests
// compare twins on hundreds of positions; this checks that the registry pairs them right.)
func TestTwinsAgree(t *testing.T) {
	for _, r := range searchers.Rows() {
		tw, err := searchers.Twin(r.Spec)
		if err != nil {
			t.Fatal(err)
		}
		if tw == r.Spec {
			continue
		}
		pruned, err1 := searchers.New(r.Spec)
		unpruned, err2 := searchers.New(tw)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s, twin %s: %v, %v", r.Spec, tw, err1, err2)
		}
		for _, seats := range []string{"024", "0134"} {
			s := searchtest.RandomPlay(nil, "star73", seats, game.Free, 0)
			searchtest.SameAsUnpruned(t, pruned, unpruned, s, 2)
		}
	}
}

func TestUsage(t *testing.T) {
	lines := strings.Split(searchers.Usage(), "\n")
	names := searchers.Names()
	if len(lines) != len(names) {
		t.Fatalf("Usage() has %d lines for %d families:\n%s", len(lines), len(names), searchers.Usage())
	}
	for i, name := range names {
		if !strings.HasPrefix(lines[i], name+": ") || !strings.Contains(lines[i][len(name)+2:], name) {
			t.Errorf("Usage() line %d = %q, want %q followed by its forms", i, lines[i], name+": ")
		}
	}
	// The usage ends every argument error.
	_, err := searchers.New("paranoid(x)")
	if err == nil || !strings.HasSuffix(err.Error(), "(want "+lines[slices.Index(names, "paranoid")][len("paranoid: "):]+")") {
		t.Errorf("New(paranoid(x)) = %v, want it to end with the family's usage", err)
	}
}

// TestFamilies checks the family list: names unique and in the package doc's list of known specs,
// every row of a registered family.
func TestFamilies(t *testing.T) {
	names := searchers.Names()
	if len(slices.Compact(slices.Clone(names))) != len(names) {
		t.Errorf("family names repeat: %v", names)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "searchers.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, line := range strings.Split(f.Doc.Text(), "\n") {
		if strings.HasPrefix(line, "\t") {
			listed = append(listed, strings.FieldsFunc(line, func(r rune) bool { return r == '\t' || r == ' ' || r == '(' || r == ',' })[0])
		}
	}
	for _, name := range names {
		if !slices.Contains(listed, name) {
			t.Errorf("family %s is not in the package doc's list of known specs (%v)", name, listed)
		}
	}
	for _, r := range searchers.Rows() {
		sp, _ := searchers.ParseSpec(r.Spec)
		if !slices.Contains(names, sp.Name) {
			t.Errorf("row %s: no family %s", r.Spec, sp.Name)
		}
	}
}
