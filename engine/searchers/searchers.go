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
// Spaces around arguments are ignored. Parse reads a spec once into a Spec value, whose String()
// is the searcher's one canonical name (its Name()), the same for every spelling of it. Known specs (Usage prints each family's accepted forms):
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
//	mcts, mcts(policy=P,c=X,ph=on|W,eps=E,cut=N,tree=N)  (P: maxn, paranoid, brs; Monte Carlo tree
//	                                     search, budgeted by iterations, nodes or time, not depth)
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
	"github.com/cctree/cctree/engine/search/mcts"
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
	&mcts.Family,
}

// Row is a benchmark row of package spec, for callers of the registry.
type Row = spec.Row

// Spec is a parsed, validated searcher spec: the family and its spec.Config, every default filled
// in. Its String() is the one canonical name of the searcher (the name of benchmarks, match
// records, plots and plot styles), equal to the Name() of the searcher New makes, and Parse of
// that name gives an equal Spec. Every spelling of one searcher parses to one Spec
// ("brs(threat=ahead,k=2)" and "brs(threat=ahead)"; "opps(noprune,1,5,1)" and
// "opps(1,5,1,noprune)"), and Specs are comparable: a == b exactly when a.String() == b.String().
// Parsing makes no searcher; New makes one. The zero Spec is no searcher (String() is "").
type Spec struct {
	family *spec.Family
	config spec.Config
}

// Parse parses text (a spec such as "opps(1, 5, 1)"; spaces around arguments are ignored) into
// its Spec, without making a searcher. Errors say what was wrong and list the accepted forms.
func Parse(text string) (Spec, error) {
	sp, err := spec.ParseSpec(text)
	if err != nil {
		return Spec{}, err
	}
	return fromSyntax(sp)
}

// fromSyntax reads the parsed syntax sp with its family.
func fromSyntax(sp spec.Spec) (Spec, error) {
	f, err := family(sp.Name)
	if err != nil {
		return Spec{}, err
	}
	a, err := spec.NewArgs(sp, f.Usage)
	if err != nil {
		return Spec{}, err
	}
	c, err := f.Parse(a)
	if err != nil {
		return Spec{}, err
	}
	return Spec{family: f, config: c}, nil
}

// MustParse is Parse for specs known to be valid (tables, tests); it panics on an error.
func MustParse(text string) Spec {
	s, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return s
}

// String returns the canonical spec ("" for the zero Spec).
func (s Spec) String() string {
	if s.config == nil {
		return ""
	}
	return s.config.String()
}

// IsZero reports whether s is the zero Spec.
func (s Spec) IsZero() bool { return s.config == nil }

// Family returns the name of s's family ("opps" for "opps(1,5,1)").
func (s Spec) Family() string {
	if s.family == nil {
		return ""
	}
	return s.family.Name
}

// Config returns the family's configuration, for callers that read a family's parameters (a
// *bestreply.OPPSConfig's N1, L1, L2, say, by a type assertion on the value).
func (s Spec) Config() spec.Config { return s.config }

// New makes a new searcher of s, whose Name() is s.String(). It panics on the zero Spec.
func (s Spec) New() search.Searcher { return s.config.New() }

// Twin returns the unpruned twin of s: the spec of the searcher that explores the same tree
// without cutoffs and finds the same value and move ("paranoid" -> "paranoid(noprune)",
// "opps(1,5,1)" -> "opps(1,5,1,noprune)", "maxn(shallow)" -> "maxn"). A spec that is already
// unpruned is its own twin ("paranoid(noprune)", "maxn"), and so is every spec of a family that
// prunes nothing ("offensive", "offensive(target=K)").
func (s Spec) Twin() Spec {
	if s.family == nil || s.family.Twin == nil {
		return s
	}
	sp, err := spec.ParseSpec(s.String())
	if err != nil {
		panic(fmt.Sprintf("searchers: canonical spec %q does not parse: %v", s, err))
	}
	tw, ok := s.family.Twin(sp)
	if !ok {
		return s
	}
	t, err := fromSyntax(tw)
	if err != nil {
		panic(fmt.Sprintf("searchers: twin %s of %s: %v", tw, s, err))
	}
	return t
}

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

// New parses text and returns a new searcher for it (Parse, then Spec.New). Errors say what was
// wrong and list the accepted forms.
func New(text string) (search.Searcher, error) {
	s, err := Parse(text)
	if err != nil {
		return nil, err
	}
	return s.New(), nil
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
