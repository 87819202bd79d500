// Package searchers is the registry: it parses a searcher spec into a configured search.Searcher.
// It is the only package that knows every family.
//
// A spec is a name, optionally followed by arguments in parentheses:
//
//	spec  = name [ "(" [ arg { "," arg } ] ")" ]
//	name  = letter { letter | digit | "+" | "_" | "-" }
//	arg   = value | key "=" value        (a bare value is positional or a flag such as noprune)
//
// Spaces around arguments are ignored. Every searcher's Name() is its canonical spec and parses
// back into an equal searcher. Known specs:
//
//	maxn, maxn(shallow), maxn(lastbranch), maxn(speculative)
//	paranoid, paranoid(noprune)
//	brs, brs(noprune)
//	brs(threat=R), brs(threat=R,k=N), brs(threat=R,noprune)  (R: mtf, transpose, ahead, pos; k >= 1,
//	                                     default 2, only with ahead and pos: Threat-ADS)
//	brs+, brs+(noprune)                  (BRS+, exactly opps(1,inf,1))
//	opps(n1,l1,l2), opps(n1,l1,l2,noprune)  (0 <= n1; 1 <= l2 <= l1; l1 and l2 may be inf)
//	offensive, offensive(target=K)      (0 <= K <= 5 here; K must also be an opponent of the player
//	                                     to move, which only the position can tell: see mpmix.Offensive.Validate)
//	mpmix(td=X,to=Y), mpmix(td=X,to=Y,noprune)  (X, Y fractions of eval.S >= 0, or inf)
//
// Adding a family is one entry in the families table and a function that reads its Args.
package searchers

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"cctree/engine/game"
	"cctree/engine/search"
	"cctree/engine/search/ads"
	"cctree/engine/search/bestreply"
	"cctree/engine/search/maxn"
	"cctree/engine/search/mpmix"
	"cctree/engine/search/paranoid"
)

// Spec is a parsed spec: the name and its arguments in order.
type Spec struct {
	Name string
	Args []Arg
}

// Arg is one argument: Key is empty for a bare value.
type Arg struct{ Key, Value string }

// String formats the spec canonically (no spaces).
func (sp Spec) String() string {
	if len(sp.Args) == 0 {
		return sp.Name
	}
	parts := make([]string, len(sp.Args))
	for i, a := range sp.Args {
		parts[i] = a.Value
		if a.Key != "" {
			parts[i] = a.Key + "=" + a.Value
		}
	}
	return sp.Name + "(" + strings.Join(parts, ",") + ")"
}

// ParseSpec parses the syntax of a spec without knowing the names.
func ParseSpec(text string) (Spec, error) {
	var sp Spec
	s := strings.TrimSpace(text)
	name, rest, hasArgs := strings.Cut(s, "(")
	sp.Name = strings.TrimSpace(name)
	if !validName(sp.Name) {
		return sp, fmt.Errorf("searchers: %q: want a name such as paranoid or opps(1,5,1)", text)
	}
	if !hasArgs {
		return sp, nil
	}
	inner, ok := strings.CutSuffix(rest, ")")
	if !ok || strings.ContainsAny(inner, "()") {
		return sp, fmt.Errorf("searchers: %q: want name(arg,...) with one closing parenthesis at the end", text)
	}
	if strings.TrimSpace(inner) == "" {
		return sp, fmt.Errorf("searchers: %q: empty parentheses; write %s without them", text, sp.Name)
	}
	for _, part := range strings.Split(inner, ",") {
		var a Arg
		k, v, isKV := strings.Cut(part, "=")
		if isKV {
			a.Key, a.Value = strings.TrimSpace(k), strings.TrimSpace(v)
			if !validName(a.Key) {
				return sp, fmt.Errorf("searchers: %q: %q is not a key=value argument", text, strings.TrimSpace(part))
			}
		} else {
			a.Value = strings.TrimSpace(part)
		}
		if a.Value == "" || strings.ContainsAny(a.Value, " =") {
			return sp, fmt.Errorf("searchers: %q: empty or malformed argument %q", text, strings.TrimSpace(part))
		}
		sp.Args = append(sp.Args, a)
	}
	return sp, nil
}

func validName(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	for i := range len(s) {
		c := s[i]
		if !isLetter(c) && !(c >= '0' && c <= '9') && c != '+' && c != '_' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// family makes a searcher from a parsed spec of its name.
type family struct {
	usage string // the accepted forms, for error messages
	make  func(a *args) (search.Searcher, error)
}

var families = map[string]family{
	"maxn": {"maxn, maxn(shallow), maxn(lastbranch) or maxn(speculative)", func(a *args) (search.Searcher, error) {
		var opts maxn.Options
		for _, v := range []string{"shallow", "lastbranch", "speculative"} {
			if a.flag(v) {
				if opts.Prune != maxn.None {
					return nil, a.errorf("%s and %s both given; want one pruning variant", opts.Prune, v)
				}
				opts.Prune, _ = maxn.ParsePrune(v)
			}
		}
		if err := a.done(0); err != nil {
			return nil, err
		}
		return maxn.New(opts), nil
	}},
	"paranoid": {"paranoid or paranoid(noprune)", func(a *args) (search.Searcher, error) {
		prune := !a.flag("noprune")
		if err := a.done(0); err != nil {
			return nil, err
		}
		return paranoid.New(prune), nil
	}},
	"brs": {"brs, brs(noprune), brs(threat=mtf|transpose|ahead|pos[,k=N][,noprune])", func(a *args) (search.Searcher, error) {
		prune := !a.flag("noprune")
		rname, hasThreat := a.key("threat")
		kText, hasK := a.key("k")
		if err := a.done(0); err != nil {
			return nil, err
		}
		if !hasThreat {
			if hasK {
				return nil, a.errorf("k=%s needs threat=ahead or threat=pos", kText)
			}
			return bestreply.NewBRS(prune), nil
		}
		rule, err := ads.ParseRule(rname)
		if err != nil {
			return nil, a.errorf("unknown threat rule %q (want mtf, transpose, ahead or pos)", rname)
		}
		k := ads.DefaultK
		if hasK {
			if rule != ads.MoveAhead && rule != ads.POS {
				return nil, a.errorf("k=%s applies only to threat=ahead and threat=pos", kText)
			}
			k, err = strconv.Atoi(kText)
			if err != nil || k < 1 {
				return nil, a.errorf("k = %q is not an integer >= 1", kText)
			}
		}
		return bestreply.NewBRSThreat(rule, k, prune), nil
	}},
	"offensive": {"offensive or offensive(target=K) with K a player index 0 to 5", func(a *args) (search.Searcher, error) {
		t, hasT := a.key("target")
		if err := a.done(0); err != nil {
			return nil, err
		}
		if !hasT {
			return mpmix.NewOffensive(mpmix.AutoTarget), nil
		}
		k, err := strconv.Atoi(t)
		if err != nil || k < 0 || k >= game.MaxPlayers {
			return nil, a.errorf("target = %q is not a player index 0 to %d", t, game.MaxPlayers-1)
		}
		return mpmix.NewOffensive(k), nil
	}},
	"mpmix": {"mpmix(td=X,to=Y) or mpmix(td=X,to=Y,noprune) with X, Y fractions of S >= 0 or inf, e.g. mpmix(td=0.05,to=0.1)", func(a *args) (search.Searcher, error) {
		prune := !a.flag("noprune")
		tdText, hasTd := a.key("td")
		toText, hasTo := a.key("to")
		if err := a.done(0); err != nil {
			return nil, err
		}
		if !hasTd || !hasTo {
			return nil, a.errorf("want both td and to")
		}
		td, err := a.fraction("td", tdText)
		if err != nil {
			return nil, err
		}
		to, err := a.fraction("to", toText)
		if err != nil {
			return nil, err
		}
		return mpmix.NewMPMix(td, to, prune), nil
	}},
	"brs+": {"brs+ or brs+(noprune)", func(a *args) (search.Searcher, error) {
		prune := !a.flag("noprune")
		if err := a.done(0); err != nil {
			return nil, err
		}
		return bestreply.NewBRSPlus(prune), nil
	}},
	"opps": {"opps(n1,l1,l2) or opps(n1,l1,l2,noprune) with 0 <= n1, 1 <= l2 <= l1, l1 and l2 integers or inf", func(a *args) (search.Searcher, error) {
		prune := !a.flag("noprune")
		if err := a.done(3); err != nil {
			return nil, err
		}
		n1, err := a.count(0, "n1", false)
		if err != nil {
			return nil, err
		}
		l1, err := a.count(1, "l1", true)
		if err != nil {
			return nil, err
		}
		l2, err := a.count(2, "l2", true)
		if err != nil {
			return nil, err
		}
		if l2 < 1 {
			return nil, a.errorf("l2 = 0 leaves the opponents no move; want l2 >= 1")
		}
		if l1 < l2 {
			return nil, a.errorf("l1 = %s is smaller than l2 = %s; want l1 >= l2", a.pos[1], a.pos[2])
		}
		return bestreply.NewOPPS(n1, l1, l2, prune), nil
	}},
}

// Names lists the registered family names, sorted.
func Names() []string {
	var n []string
	for k := range families {
		n = append(n, k)
	}
	slices.Sort(n)
	return n
}

// New parses spec and returns a new searcher for it. Errors say what was wrong and list the
// accepted forms.
func New(spec string) (search.Searcher, error) {
	sp, err := ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	f, ok := families[sp.Name]
	if !ok {
		return nil, fmt.Errorf("searchers: unknown searcher %q (known: %s)", sp.Name, strings.Join(Names(), ", "))
	}
	a := &args{spec: sp, usage: f.usage, kv: map[string]string{}}
	for _, x := range sp.Args {
		if x.Key == "" {
			a.pos = append(a.pos, x.Value)
			continue
		}
		if _, dup := a.kv[x.Key]; dup {
			return nil, a.errorf("argument %s given twice", x.Key)
		}
		a.kv[x.Key] = x.Value
	}
	return f.make(a)
}

// args is a spec's arguments as a family reads them: flags and key=value pairs are taken out as
// they are read, and done checks that nothing unknown is left.
type args struct {
	spec  Spec
	usage string
	pos   []string
	kv    map[string]string
}

func (a *args) errorf(format string, v ...any) error {
	return fmt.Errorf("searchers: %s: %s (want %s)", a.spec, fmt.Sprintf(format, v...), a.usage)
}

// flag removes the bare argument name from the positional arguments and reports whether it was there.
func (a *args) flag(name string) bool {
	i := slices.Index(a.pos, name)
	if i < 0 {
		return false
	}
	a.pos = slices.Delete(a.pos, i, i+1)
	return true
}

// key removes the key=value argument key and returns its value.
func (a *args) key(name string) (string, bool) {
	v, ok := a.kv[name]
	delete(a.kv, name)
	return v, ok
}

// fraction reads a threshold: a finite number >= 0 or inf.
func (a *args) fraction(name, v string) (float64, error) {
	if v == "inf" {
		return mpmix.Never, nil
	}
	x, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || x < 0 {
		return 0, a.errorf("%s = %q is not a number >= 0 or inf", name, v)
	}
	return x, nil
}

// done checks that exactly n positional arguments and no key=value arguments are left.
func (a *args) done(n int) error {
	for k := range a.kv {
		return a.errorf("unknown argument %s=%s", k, a.kv[k])
	}
	switch {
	case len(a.pos) != n && n == 0:
		return a.errorf("unknown argument %q", a.pos[0])
	case len(a.pos) != n:
		return a.errorf("want %d numbers, got %d", n, len(a.pos))
	}
	return nil
}

// count reads positional argument i as a non-negative integer, or inf if allowed.
func (a *args) count(i int, name string, allowInf bool) (int, error) {
	v := a.pos[i]
	if allowInf && v == "inf" {
		return bestreply.Inf, nil
	}
	n, err := strconv.Atoi(v)
	switch {
	case err != nil && allowInf:
		return 0, a.errorf("%s = %q is not an integer or inf", name, v)
	case err != nil:
		return 0, a.errorf("%s = %q is not an integer", name, v)
	case n < 0:
		return 0, a.errorf("%s = %d is negative", name, n)
	}
	return n, nil
}
