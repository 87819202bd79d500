// Package searchers is the registry: it lists the searcher families and parses a spec into a
// configured search.Searcher. It is the only package that knows every family; each family package
// describes itself (spec.Family: name, usage, constructor, unpruned twin, benchmark rows).
//
// A spec is a name, optionally followed by arguments in parentheses (package spec):
//
//	spec  = name [ "(" [ arg { "," arg } ] ")" ]
//	name  = letter { letter | digit | "+" | "_" | "-" | "." }
//	arg   = value | key "=" value        (a bare value is positional or a flag such as noprune)
//
// Spaces around arguments are ignored. Every searcher's Name() is its canonical spec and parses
// back into an equal searcher. Known specs (Usage prints each family's accepted forms):
//
//	maxn, maxn(shallow), maxn(lastbranch), maxn(speculative)
//	paranoid, paranoid(noprune)
//	brs, brs(noprune)
//	brs(threat=R), brs(threat=R,k=N), brs(threat=R,noprune)  (R: mtf, transpose, ahead, pos; k >= 1,
//	                                     default 2, only with ahead and pos: Threat-ADS)
//	brs+, brs+(noprune)                  (BRS+, exactly opps(1,inf,1))
//	opps(n1,l1,l2), opps(n1,l1,l2,noprune)  (0 <= n1; 1 <= l2 <= l1; l1 and l2 may be inf)
//	opps(n1,l1,l2,line16=literal[,noprune]), brs+(line16=literal[,noprune])  (line 16 of OPPS's Algorithm 1 read literally)
//	offensive, offensive(target=K)      (0 <= K <= 5 here; K must also be an opponent of the player
//	                                     to move, which only the position can tell: see mpmix.Offensive.Validate)
//	mpmix(td=X,to=Y), mpmix(td=X,to=Y,noprune)  (X, Y fractions of eval.S >= 0, or inf)
//	random, random(best=N), random(eval=E,best=N)  (Franks' random strategy; the match's random player)
//
// maxn (plain), paranoid and brs (with or without threat=, noprune) also take Franks' options,
// in this order before noprune: eval=E (E: default, franks1, franks2, franks3), best=N (N >= 1,
// the best N children by E), ties=P (0 <= P <= 1: an equal value replaces the best with
// probability P); see search.Tuning. Searchers that draw (ties, random) implement search.Seeder.
//
// The benchmark tables (Rows) are the families' rows: mpmix has none, so the default and full
// benchmarks do not run it; any spec still runs when asked for by name.
//
// Adding a family is a package that exports a spec.Family, one line in families below and its
// forms in the list above (docs/adding-a-searcher.md).
package searchers

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/bestreply"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/engine/search/paranoid"
	"github.com/cctree/cctree/engine/search/random"
	"github.com/cctree/cctree/engine/search/spec"
)

// families are the registered families, one line each. Their order breaks ties of Row.Order.
var families = []*spec.Family{
	&maxn.Family,
	&paranoid.Family,
	&bestreply.BRSFamily,
	&bestreply.BRSPlusFamily,
	&bestreply.OPPSFamily,
	&mpmix.OffensiveFamily,
	&mpmix.MPMixFamily,
	&random.Family,
}

// Spec, Arg and Row are the types of package spec, for callers of the registry.
type (
	Spec = spec.Spec
	Arg  = spec.Arg
	Row  = spec.Row
)

// ParseSpec parses the syntax of a spec without knowing the names (spec.ParseSpec).
func ParseSpec(text string) (Spec, error) { return spec.ParseSpec(text) }

// family returns the family named name.
func family(name string) (*spec.Family, error) {
	for _, f := range families {
		if f.Name == name {
			return f, nil
		}
	}
	return nil, fmt.Errorf("searchers: unknown searcher %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the registered family names, sorted.
func Names() []string {
	n := make([]string, len(families))
	for i, f := range families {
		n[i] = f.Name
	}
	slices.Sort(n)
	return n
}

// New parses spec and returns a new searcher for it. Errors say what was wrong and list the
// accepted forms.
func New(text string) (search.Searcher, error) {
	_, sr, err := parse(text)
	return sr, err
}

// parse parses text and makes its searcher.
func parse(text string) (Spec, search.Searcher, error) {
	sp, err := spec.ParseSpec(text)
	if err != nil {
		return sp, nil, err
	}
	f, err := family(sp.Name)
	if err != nil {
		return sp, nil, err
	}
	a, err := spec.NewArgs(sp, f.Usage)
	if err != nil {
		return sp, nil, err
	}
	sr, err := f.New(a)
	return sp, sr, err
}

// Canonical validates text as New does and returns it in the canonical syntax of
// ParseSpec(text).String(): no spaces, the arguments as written ("opps(1, 5, 1)" gives
// "opps(1,5,1)"). It does not reorder arguments or drop defaults as the searcher's Name() may
// ("opps(noprune,1,5,1)" stays as it is; its searcher's Name() is "opps(1,5,1,noprune)"); for
// every Row.Spec the two agree.
func Canonical(text string) (string, error) {
	sp, _, err := parse(text)
	if err != nil {
		return "", err
	}
	return sp.String(), nil
}

// Twin returns the unpruned twin of text, in the syntax of Canonical: the spec of the searcher
// that explores the same tree without cutoffs and finds the same value and move ("paranoid" ->
// "paranoid(noprune)", "opps(1,5,1)" -> "opps(1,5,1,noprune)", "maxn(shallow)" -> "maxn"). A spec
// that is already unpruned is its own twin ("paranoid(noprune)", "maxn"), and so is every spec of
// a family that prunes nothing ("offensive", "offensive(target=K)"). An invalid spec is an error.
func Twin(text string) (string, error) {
	sp, _, err := parse(text)
	if err != nil {
		return "", err
	}
	f, _ := family(sp.Name)
	if f.Twin != nil {
		if tw, ok := f.Twin(sp); ok {
			return tw.String(), nil
		}
	}
	return sp.String(), nil
}

// Rows returns the benchmark rows of every family, in increasing Row.Order (ties in registry
// order, then in the family's order). The caller owns the result, maps included.
func Rows() []Row {
	var rows []Row
	for _, f := range families {
		for _, r := range f.Rows {
			rows = append(rows, r.Clone())
		}
	}
	slices.SortStableFunc(rows, func(a, b Row) int { return cmp.Compare(a.Order, b.Order) })
	return rows
}

// Usage returns one line per family, "name: accepted forms", sorted by name, for help texts.
func Usage() string {
	var lines []string
	for _, name := range Names() {
		f, _ := family(name)
		lines = append(lines, name+": "+f.Usage)
	}
	return strings.Join(lines, "\n")
}
