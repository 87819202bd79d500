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

// TestRowsValid checks every row: its spec is accepted, canonical (equal to its Spec's String()
// and to its searcher's Name()), named once, with positive depths on both boards and Full >= Depth.
func TestRowsValid(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range searchers.Rows() {
		sp, err := searchers.Parse(r.Spec)
		if err != nil {
			t.Errorf("row %s: %v", r.Spec, err)
			continue
		}
		if sp.String() != r.Spec || sp.New().Name() != r.Spec {
			t.Errorf("row %s: String() %q, Name() %q; want the row's spec", r.Spec, sp, sp.New().Name())
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

// TestParse checks that equivalent spellings parse to one Spec with one name (the searcher's
// Name()), and that Parse fails exactly as New does.
func TestParse(t *testing.T) {
	for _, tc := range []struct {
		spellings []string
		want      string
	}{
		{[]string{"opps(1,5,1)", "opps(1, 5, 1)", " opps( 1,5 ,1 ) ", "opps(1,5,1,line16=opponents)"}, "opps(1,5,1)"},
		{[]string{"opps(1,5,1,noprune)", "opps(noprune,1,5,1)", "opps(1,noprune,5,1)", "opps(line16=opponents,noprune,1,5,1)"}, "opps(1,5,1,noprune)"},
		{[]string{"opps(2,inf,1,line16=literal,noprune)", "opps(noprune,line16=literal,2,inf,1)"}, "opps(2,inf,1,line16=literal,noprune)"},
		{[]string{"brs(threat=ahead)", "brs(threat=ahead,k=2)", "brs(k=2,threat=ahead)", "brs(threat=ahead,order=static)"}, "brs(threat=ahead)"},
		{[]string{"brs(threat=pos,k=3,noprune)", "brs(noprune,k=3,threat=pos)"}, "brs(threat=pos,k=3,noprune)"},
		{[]string{"brs( threat=mtf , noprune )", "brs(noprune,threat=mtf)"}, "brs(threat=mtf,noprune)"},
		{[]string{"paranoid(eval=franks3,best=6,ties=0.25)", "paranoid(ties=0.250,best=6,eval=franks3)", "paranoid(best=6,eval=franks3,ties=.25)"}, "paranoid(eval=franks3,best=6,ties=0.25)"},
		{[]string{"paranoid", "paranoid(eval=default)", "paranoid(best=-1)", "paranoid(ties=0)"}, "paranoid"},
		{[]string{"maxn(eval=franks1,best=-1)", "maxn(eval=franks1)"}, "maxn(eval=franks1)"},
		{[]string{"mpmix(td=0.05,to=0.1)", "mpmix(to=0.10, td=5e-2)"}, "mpmix(td=0.05,to=0.1)"},
		{[]string{"random(best=3,eval=franks2)", "random(eval=franks2,best=3)"}, "random(eval=franks2,best=3)"},
		{[]string{"brs+", "brs+(line16=opponents)"}, "brs+"},
	} {
		first := searchers.MustParse(tc.want)
		for _, text := range tc.spellings {
			sp, err := searchers.Parse(text)
			if err != nil {
				t.Errorf("Parse(%q): %v", text, err)
				continue
			}
			if sp != first || sp.String() != tc.want || sp.New().Name() != tc.want {
				t.Errorf("Parse(%q) = %s (Name %s), equal to Parse(%q) %v; want one Spec named %s", text, sp, sp.New().Name(), tc.want, sp == first, tc.want)
			}
		}
	}
	for _, bad := range []string{"", "alphabeta", "opps(1,2)", "paranoid(x)", "brs(threat=foo)", "maxn(shallow,eval=franks1)"} {
		sp, errP := searchers.Parse(bad)
		_, errN := searchers.New(bad)
		if errP == nil || errN == nil || errP.Error() != errN.Error() || !sp.IsZero() {
			t.Errorf("Parse(%q) = %q, %v; want the zero Spec and New's error %v", bad, sp, errP, errN)
		}
	}
	var zero searchers.Spec
	if zero.String() != "" || zero.Family() != "" || !zero.IsZero() || zero.Twin() != zero {
		t.Errorf("the zero Spec: %q, family %q", zero, zero.Family())
	}
	if sp := searchers.MustParse("opps(1,5,1)"); sp.Family() != "opps" || sp.Config() == nil {
		t.Errorf("opps(1,5,1): family %q, config %v", sp.Family(), sp.Config())
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
		{"paranoid(eval=franks2)", "paranoid(eval=franks2,noprune)"},
		{"brs", "brs(noprune)"},
		{"brs(noprune)", "brs(noprune)"},
		{"brs+", "brs+(noprune)"},
		{"brs+(noprune)", "brs+(noprune)"},
		{"opps(1,5,1)", "opps(1,5,1,noprune)"},
		{"opps(1, 5, 1)", "opps(1,5,1,noprune)"},
		{"opps(1,5,1,noprune)", "opps(1,5,1,noprune)"},
		{"opps(noprune,1,5,1)", "opps(1,5,1,noprune)"},
		{"opps(2,8,5)", "opps(2,8,5,noprune)"},
		{"opps(1,inf,2)", "opps(1,inf,2,noprune)"},
		{"opps(1,inf,2,line16=literal)", "opps(1,inf,2,line16=literal,noprune)"},
		{"brs(threat=mtf)", "brs(threat=mtf,noprune)"},
		{"brs(threat=transpose)", "brs(threat=transpose,noprune)"},
		{"brs(threat=ahead)", "brs(threat=ahead,noprune)"},
		{"brs(threat=ahead,k=2)", "brs(threat=ahead,noprune)"},
		{"brs(threat=pos,k=3)", "brs(threat=pos,k=3,noprune)"},
		{"offensive", "offensive"},
		{"offensive(target=2)", "offensive(target=2)"},
		{"mpmix(td=0.05,to=0.1)", "mpmix(td=0.05,to=0.1,noprune)"},
		{"mpmix(td=0.05,to=0.1,noprune)", "mpmix(td=0.05,to=0.1,noprune)"},
	} {
		sp, err := searchers.Parse(tc.spec)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.spec, err)
			continue
		}
		tw := sp.Twin()
		if tw.String() != tc.want || tw.New().Name() != tc.want {
			t.Errorf("Parse(%q).Twin() = %q (Name %q); want %q", tc.spec, tw, tw.New().Name(), tc.want)
			continue
		}
		if again := tw.Twin(); again != tw {
			t.Errorf("twin %s has the twin %s; a twin is its own twin", tw, again)
		}
	}
}

// TestTwinsAgree searches every row and its twin at depth 2 on start positions: the twin parses,
// finds the same value and move, and visits at least as many nodes. (The families' own tests
// compare twins on hundreds of positions; this checks that the registry pairs them right.)
func TestTwinsAgree(t *testing.T) {
	for _, r := range searchers.Rows() {
		sp := searchers.MustParse(r.Spec)
		tw := sp.Twin()
		if tw == sp {
			continue
		}
		pruned, unpruned := sp.New(), tw.New()
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
		if f := searchers.MustParse(r.Spec).Family(); !slices.Contains(names, f) {
			t.Errorf("row %s: no family %s", r.Spec, f)
		}
	}
}
