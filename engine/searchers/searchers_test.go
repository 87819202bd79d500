package searchers_test

import (
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/search/spec"
	"github.com/cctree/cctree/engine/searchers"
)

func TestNew(t *testing.T) {
	for _, tc := range []struct{ spec, name string }{
		{"maxn", "maxn"},
		{"maxn(shallow)", "maxn(shallow)"},
		{"maxn(lastbranch)", "maxn(lastbranch)"},
		{"maxn( speculative )", "maxn(speculative)"},
		{"paranoid", "paranoid"},
		{"paranoid(noprune)", "paranoid(noprune)"},
		{" paranoid( noprune ) ", "paranoid(noprune)"},
		{"brs", "brs"},
		{"brs(noprune)", "brs(noprune)"},
		{"brs+", "brs+"},
		{"brs+(noprune)", "brs+(noprune)"},
		{"opps(1,inf,1)", "opps(1,inf,1)"},
		{"opps(1,5,1)", "opps(1,5,1)"},
		{"opps(2,8,5,noprune)", "opps(2,8,5,noprune)"},
		{"opps(noprune,2,8,5)", "opps(2,8,5,noprune)"},
		{"opps(0,inf,inf)", "opps(0,inf,inf)"},
		{"opps(0,3,3)", "opps(0,3,3)"},
		{"brs(threat=mtf)", "brs(threat=mtf)"},
		{"brs(noprune, threat=transpose)", "brs(threat=transpose,noprune)"},
		{"brs(threat=ahead,k=2)", "brs(threat=ahead)"},
		{"brs(threat=pos,k=3,noprune)", "brs(threat=pos,k=3,noprune)"},
		{"offensive", "offensive"},
		{"offensive(target=2)", "offensive(target=2)"},
		{"offensive(target=0)", "offensive(target=0)"},
		{"mpmix(td=0.05,to=0.1)", "mpmix(td=0.05,to=0.1)"},
		{"mpmix(to=0.10, td=5e-2)", "mpmix(td=0.05,to=0.1)"},
		{"mpmix(td=0,to=inf,noprune)", "mpmix(td=0,to=inf,noprune)"},
	} {
		sr, err := searchers.New(tc.spec)
		if err != nil {
			t.Errorf("New(%q): %v", tc.spec, err)
			continue
		}
		if sr.Name() != tc.name {
			t.Errorf("New(%q).Name() = %q, want %q", tc.spec, sr.Name(), tc.name)
		}
		again, err := searchers.New(sr.Name())
		if err != nil || again.Name() != sr.Name() {
			t.Errorf("canonical spec %q does not parse back: %v", sr.Name(), err)
		}
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct{ spec, want string }{
		{"", "want a name"},
		{"alphabeta", `unknown searcher "alphabeta" (known: ` + strings.Join(searchers.Names(), ", ") + ")"},
		{"Paranoid", "unknown searcher"},
		{"paranoid(", "closing parenthesis"},
		{"paranoid)", "want a name"},
		{"paranoid()", "empty parentheses"},
		{"paranoid(noprune))", "closing parenthesis"},
		{"paranoid(noprune)x", "closing parenthesis"},
		{"paranoid(prune)", `unknown argument "prune"`},
		{"paranoid(noprune,noprune)", `unknown argument "noprune"`},
		{"paranoid(depth=3)", "unknown argument depth=3"},
		{"maxn(noprune)", `unknown argument "noprune"`},
		{"maxn(shallow,speculative)", "shallow and speculative both given; want one pruning variant"},
		{"maxn(speculative,speculative)", `unknown argument "speculative"`},
		{"maxn(prune=shallow)", "unknown argument prune=shallow"},
		{"opps", "want 3 numbers, got 0"},
		{"opps(1,2)", "opps(1,2): want 3 numbers, got 2 (want opps(n1,l1,l2)"},
		{"opps(1,2,3,4)", "want 3 numbers, got 4"},
		{"opps(1,2,5)", "l1 = 2 is smaller than l2 = 5; want l1 >= l2"},
		{"opps(-1,2,1)", "n1 = -1 is negative"},
		{"opps(1,-2,1)", "l1 = -2 is negative"},
		{"opps(1,2,-1)", "l2 = -1 is negative"},
		{"opps(1,2,0)", "want l2 >= 1"},
		{"opps(inf,2,1)", `n1 = "inf" is not an integer`},
		{"opps(1,x,1)", `l1 = "x" is not an integer or inf`},
		{"opps(1,,1)", "empty or malformed argument"},
		{"opps(1,2,1,n1=2)", "unknown argument n1=2"},
		{"opps(1,2,1,k=2)", "unknown argument k=2"},
		{"opps(1,5,1,k=2,k=3)", "given twice"},
		{"opps(1,99999999999999999999,1)", "is not an integer"},
		{"brs(=3)", "not a key=value argument"},
		{"brs(threat=foo)", `unknown threat rule "foo" (want mtf, transpose, ahead or pos)`},
		{"brs(threat=mtf,k=3)", "k=3 applies only to threat=ahead and threat=pos"},
		{"brs(k=3)", "k=3 needs threat=ahead or threat=pos"},
		{"brs(threat=pos,k=0)", `k = "0" is not an integer >= 1`},
		{"brs(threat=pos,k=x)", "not an integer >= 1"},
		{"brs(threat=mtf,depth=2)", "unknown argument depth=2"},
		{"offensive(target=9)", `target = "9" is not a player index 0 to 5`},
		{"offensive(target=-1)", "not a player index"},
		{"offensive(target=x)", "not a player index"},
		{"offensive(2)", `unknown argument "2"`},
		{"mpmix", "want both td and to"},
		{"mpmix(td=0.1)", "want both td and to"},
		{"mpmix(td=x,to=0.1)", `td = "x" is not a number >= 0 or inf`},
		{"mpmix(td=0.1,to=-1)", `to = "-1" is not a number >= 0 or inf`},
		{"mpmix(td=NaN,to=1)", "is not a number"},
		{"mpmix(td=0.1,to=0.1,x=1)", "unknown argument x=1"},
	} {
		_, err := searchers.New(tc.spec)
		if err == nil {
			t.Errorf("New(%q): no error, want one containing %q", tc.spec, tc.want)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "searchers: ") || strings.Contains(err.Error(), "\n") {
			t.Errorf("New(%q): error %q, want one line starting searchers: and containing %q", tc.spec, err, tc.want)
		}
	}
}

// TestParseSpecExtensible checks that the syntax issue 4's specs need already parses.
func TestParseSpecExtensible(t *testing.T) {
	for _, tc := range []struct{ spec, canon string }{
		{"maxn(shallow)", "maxn(shallow)"},
		{"offensive(target=2)", "offensive(target=2)"},
		{"mpmix(td=0.05, to=0.1)", "mpmix(td=0.05,to=0.1)"},
		{"brs(threat=mtf)", "brs(threat=mtf)"},
	} {
		sp, err := spec.ParseSpec(tc.spec)
		if err != nil {
			t.Errorf("ParseSpec(%q): %v", tc.spec, err)
		} else if sp.String() != tc.canon {
			t.Errorf("ParseSpec(%q) = %s, want %s", tc.spec, sp, tc.canon)
		}
	}
}
