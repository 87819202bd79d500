package searchers_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/searchers"
)

// specToken finds spec-like text: a name, optionally with parenthesised arguments.
var specToken = regexp.MustCompile(`[A-Za-z][A-Za-z0-9+_.-]*(\([^()\n]*\))?`)

// placeholder marks a form that stands for many specs rather than being one: alternatives
// (a|b), optional parts ([,k=N]), ellipses and the usage's variables (N, K, X, Y, W, E, R, P,
// n1, l1, l2, k-1).
var placeholder = regexp.MustCompile(`[|\[\]]|\.\.\.|[=(,]\s*(N|K|X|Y|W|E|R|P|S|D|n1|l1|l2|k-1|x)\s*[,)]|=[A-Z]\b`)

// documentedSpecs returns the searcher specs written in the documentation and the help: every
// spec-like text of a registered family in README.md, docs/*.md, bench/README.md, the help of
// cctree search (tools/cctree/search.go) and Usage(), without the forms with placeholders.
func documentedSpecs(t *testing.T) map[string][]string {
	t.Helper()
	root := filepath.Join("..", "..")
	files := []string{"README.md", filepath.Join("bench", "README.md"), filepath.Join("tools", "cctree", "search.go")}
	docs, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	for _, d := range docs {
		rel, _ := filepath.Rel(root, d)
		files = append(files, rel)
	}
	texts := map[string]string{"searchers.Usage()": searchers.Usage()}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		texts[f] = string(data)
	}
	names := searchers.Names()
	found := map[string][]string{} // spec -> where
	for where, text := range texts {
		for _, loc := range specToken.FindAllStringIndex(text, -1) {
			tok := text[loc[0]:loc[1]]
			name, _, _ := strings.Cut(tok, "(")
			if !slices.Contains(names, name) || placeholder.MatchString(tok) {
				continue
			}
			if loc[0] > 0 && text[loc[0]-1] == '/' {
				continue // a package path (engine/search/paranoid), not a spec
			}
			if _, err := searchers.Parse(tok); err != nil && tok == name {
				continue // a family's name in prose ("mpmix", "opps"), which alone is no spec
			}
			if !slices.Contains(found[tok], where) {
				found[tok] = append(found[tok], where)
			}
		}
	}
	return found
}

// TestDocumentedSpellings: every spec written in the docs and the help parses, its canonical
// name parses back to the same Spec, and that name is the Name() of the searcher it makes.
func TestDocumentedSpellings(t *testing.T) {
	found := documentedSpecs(t)
	if len(found) < 20 {
		t.Fatalf("found %d documented specs, want the docs' many: %v", len(found), found)
	}
	for text, where := range found {
		sp, err := searchers.Parse(text)
		if err != nil {
			t.Errorf("%s (in %s): %v", text, strings.Join(where, ", "), err)
			continue
		}
		again, err := searchers.Parse(sp.String())
		if err != nil || again != sp {
			t.Errorf("%s (in %s): its name %s parses to %s (%v), want the same Spec", text, strings.Join(where, ", "), sp, again, err)
		}
		if name := sp.New().Name(); name != sp.String() {
			t.Errorf("%s (in %s): name %s, its searcher's Name() %s", text, strings.Join(where, ", "), sp, name)
		}
	}
}

// slot is one argument of a generated spec: its alternatives, "" for leaving it out.
type slot []string

// familyGrids spans every family's options, defaults written out and left out alike.
var familyGrids = map[string]struct {
	positional []slot // in this order
	others     []slot // keys and flags, in any order
}{
	"maxn":      {nil, []slot{{"", "shallow", "lastbranch", "speculative"}, {"", "eval=default", "eval=franks1", "eval=franks3"}, {"", "best=-1", "best=1", "best=6"}, {"", "ties=0", "ties=0.25", "ties=1"}, {"", "tt=0", "tt=1K", "tt=1000"}}},
	"paranoid":  {nil, []slot{{"", "noprune"}, {"", "eval=default", "eval=franks2", "eval=franks3"}, {"", "best=-1", "best=2", "best=6"}, {"", "ties=0", "ties=0.25", "ties=.250"}, {"", "tt=1M", "tt=1048576", "tt=3"}}},
	"brs":       {nil, []slot{{"", "noprune"}, {"", "threat=mtf", "threat=transpose", "threat=ahead", "threat=pos"}, {"", "k=1", "k=2", "k=3"}, {"", "order=static", "order=none", "order=random", "order=history"}, {"", "eval=franks1"}, {"", "best=-1", "best=6"}, {"", "ties=0.25"}, {"", "tt=64K"}}},
	"brs+":      {nil, []slot{{"", "noprune"}, {"", "line16=opponents", "line16=literal"}, {"", "tt=0", "tt=2K", "tt=2048"}}},
	"opps":      {[]slot{{"0", "1", "2"}, {"1", "2", "5", "inf"}, {"1", "2", "inf"}}, []slot{{"", "noprune"}, {"", "line16=opponents", "line16=literal"}, {"", "tt=4"}}},
	"offensive": {nil, []slot{{"", "target=0", "target=1", "target=5"}}},
	"mpmix":     {nil, []slot{{"td=0", "td=0.05", "td=5e-2", "td=inf"}, {"to=0", "to=0.1", "to=0.10", "to=inf"}, {"", "noprune"}}},
	"random":    {nil, []slot{{"", "eval=default", "eval=franks2"}, {"", "best=-1", "best=1", "best=4"}}},
	"mcts":      {nil, []slot{{"", "policy=maxn", "policy=brs"}, {"", "c=0.25"}, {"", "ph=on", "ph=1.5"}, {"", "eps=1"}, {"", "cut=0"}, {"", "tree=100"}, {"", "oma=2"}, {"", "pw=1,pwa=0.25"}, {"", "solver"}, {"", "reuse"}, {"", "ps=brs"}}},
}

// product returns every choice of one alternative per slot.
func product(slots []slot) [][]string {
	out := [][]string{nil}
	for _, s := range slots {
		var next [][]string
		for _, prefix := range out {
			for _, alt := range s {
				next = append(next, append(slices.Clone(prefix), alt))
			}
		}
		out = next
	}
	return out
}

// spell writes a spec from its arguments, leaving out the empty ones.
func spell(name string, args []string) string {
	args = slices.DeleteFunc(slices.Clone(args), func(a string) bool { return a == "" })
	if len(args) == 0 {
		return name
	}
	return name + "(" + strings.Join(args, ",") + ")"
}

// spelling is one spec written two ways: forward, and backward with its keys and flags first.
type spelling struct{ family, forward, backward string }

// spellings returns the spellings TestNamesDistinct checks: every family's grid, and for a
// registered family without one (a new family) what the registry knows of it, its bare name,
// its benchmark rows' specs and their twins, each as written, so registering a family needs no
// edit here (a grid only checks more).
func spellings(t *testing.T) []spelling {
	t.Helper()
	var out []spelling
	for family := range familyGrids {
		if !slices.Contains(searchers.Names(), family) {
			t.Errorf("familyGrids has %s, which the registry does not (%v): drop its grid", family, searchers.Names())
		}
	}
	for _, family := range searchers.Names() {
		g, ok := familyGrids[family]
		if !ok {
			texts := []string{family}
			for _, r := range searchers.Rows() {
				if sp := searchers.MustParse(r.Spec); sp.Family() == family {
					texts = append(texts, r.Spec, sp.Twin().String())
				}
			}
			t.Logf("%s has no grid: checking %v", family, texts)
			for _, text := range texts {
				out = append(out, spelling{family, text, text})
			}
			continue
		}
		for _, pos := range product(g.positional) {
			for _, oth := range product(g.others) {
				rev := slices.Clone(oth)
				slices.Reverse(rev)
				// flags and keys first: positional order kept
				out = append(out, spelling{family, spell(family, append(slices.Clone(pos), oth...)), spell(family, append(rev, pos...))})
			}
		}
	}
	return out
}

// TestNamesDistinct: over every family's options (defaults written and left out, keys and flags
// in both orders) every valid spec parses to one Spec whatever the order, whose name parses back
// to it and is its searcher's Name(); two Specs share a name only when they are equal, and a
// name belongs to its own family.
func TestNamesDistinct(t *testing.T) {
	byName := map[string]searchers.Spec{}
	valid := 0
	for _, sg := range spellings(t) {
		family, forward, backward := sg.family, sg.forward, sg.backward
		sp, err := searchers.Parse(forward)
		sp2, err2 := searchers.Parse(backward)
		if (err == nil) != (err2 == nil) {
			t.Errorf("%s: %v; %s: %v; want both valid or both not", forward, err, backward, err2)
			continue
		}
		if err != nil {
			continue
		}
		valid++
		if sp != sp2 {
			t.Errorf("%s is %s, %s is %s: one searcher spelt two ways, two Specs", forward, sp, backward, sp2)
		}
		if sp.Family() != family || !strings.HasPrefix(sp.String(), family) {
			t.Errorf("%s: family %s, name %s", forward, sp.Family(), sp)
		}
		name := sp.String()
		if other, seen := byName[name]; seen {
			if other != sp {
				t.Errorf("%s: name %s is also the name of another Spec (%#v, %#v)", forward, name, other.Config(), sp.Config())
			}
			continue
		}
		byName[name] = sp
		if again, err := searchers.Parse(name); err != nil || again != sp {
			t.Errorf("%s: name %s parses to %s (%v), want the same Spec", forward, name, again, err)
		}
		if n := sp.New().Name(); n != name {
			t.Errorf("%s: name %s, its searcher's Name() %s", forward, name, n)
		}

	}
	t.Logf("%d valid spellings, %d distinct searchers", valid, len(byName))
	if valid < 1000 || len(byName) < 500 {
		t.Errorf("%d valid spellings of %d searchers: the grids check too little", valid, len(byName))
	}
}
