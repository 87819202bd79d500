// Package spec is the vocabulary of searcher specs shared by the family packages and the registry
// (engine/searchers): the syntax of a spec (Spec, Arg, ParseSpec), the reader a family's Parse
// takes its arguments from (Args), what a spec means once parsed (Config: the searcher's
// configuration, whose String() is the canonical name), and the descriptor every family package
// exports (Family) with the benchmark rows it contributes (Row).
//
// A spec is a name, optionally followed by arguments in parentheses:
//
//	spec  = name [ "(" [ arg { "," arg } ] ")" ]
//	name  = letter { letter | digit | "+" | "_" | "-" | "." }
//	arg   = value | key "=" value        (a bare value is positional or a flag such as noprune)
//
// Spaces around arguments are ignored. The errors of this package start with "searchers: ",
// because users meet them through the registry (cctree search -algo, the benchmarks).
//
// Dependencies: spec imports engine/search (Family.New returns a search.Searcher) and engine/eval
// (the evaluations Tuning names) and nothing else of the module; family packages import spec, and the registry imports the families.
package spec

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/search"
)

// Spec is a spec's syntax: the name and its arguments in the order written. Its meaning, with
// defaults filled in and one canonical name, is the family's Config (searchers.Parse).
type Spec struct {
	Name string
	Args []Arg
}

// Arg is one argument: Key is empty for a bare value.
type Arg struct{ Key, Value string }

// String formats the syntax without spaces, keeping the arguments in their order; it is the
// canonical name only when the arguments were written in the family's order without defaults.
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

// Has reports whether the bare argument (flag) value is among the arguments.
func (sp Spec) Has(value string) bool {
	return slices.Contains(sp.Args, Arg{Value: value})
}

// With returns a copy of sp with the bare argument value appended.
func (sp Spec) With(value string) Spec {
	return Spec{Name: sp.Name, Args: append(slices.Clone(sp.Args), Arg{Value: value})}
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

// Args is a spec's arguments as a family's constructor reads them: flags and key=value pairs are
// taken out as they are read, and Done checks that nothing unknown is left. Errors made by its
// methods name the spec and end with the family's usage.
type Args struct {
	spec  Spec
	usage string
	pos   []string
	kv    map[string]string
}

// NewArgs splits sp's arguments into positional ones and key=value pairs for a family whose
// accepted forms are usage. A key given twice is an error.
func NewArgs(sp Spec, usage string) (*Args, error) {
	a := &Args{spec: sp, usage: usage, kv: map[string]string{}}
	for _, x := range sp.Args {
		if x.Key == "" {
			a.pos = append(a.pos, x.Value)
			continue
		}
		if _, dup := a.kv[x.Key]; dup {
			return nil, a.Errorf("argument %s given twice", x.Key)
		}
		a.kv[x.Key] = x.Value
	}
	return a, nil
}

// Spec returns the spec being read.
func (a *Args) Spec() Spec { return a.spec }

// Errorf returns the one-line error "searchers: SPEC: MESSAGE (want USAGE)".
func (a *Args) Errorf(format string, v ...any) error {
	return fmt.Errorf("searchers: %s: %s (want %s)", a.spec, fmt.Sprintf(format, v...), a.usage)
}

// Flag removes the bare argument name from the positional arguments and reports whether it was there.
func (a *Args) Flag(name string) bool {
	i := slices.Index(a.pos, name)
	if i < 0 {
		return false
	}
	a.pos = slices.Delete(a.pos, i, i+1)
	return true
}

// Key removes the key=value argument key and returns its value.
func (a *Args) Key(name string) (string, bool) {
	v, ok := a.kv[name]
	delete(a.kv, name)
	return v, ok
}

// Done checks that exactly n positional arguments and no key=value arguments are left.
func (a *Args) Done(n int) error {
	for k := range a.kv {
		return a.Errorf("unknown argument %s=%s", k, a.kv[k])
	}
	switch {
	case len(a.pos) != n && n == 0:
		return a.Errorf("unknown argument %q", a.pos[0])
	case len(a.pos) != n:
		return a.Errorf("want %d numbers, got %d", n, len(a.pos))
	}
	return nil
}

// Pos returns positional argument i as written (after Done has checked how many there are).
func (a *Args) Pos(i int) string { return a.pos[i] }

// Count reads positional argument i, called name in errors, as a non-negative integer.
func (a *Args) Count(i int, name string) (int, error) {
	return a.count(i, name, false, 0)
}

// CountOrInf reads positional argument i, called name in errors, as a non-negative integer, or
// "inf", which it returns as the family's sentinel inf.
func (a *Args) CountOrInf(i int, name string, inf int) (int, error) {
	return a.count(i, name, true, inf)
}

func (a *Args) count(i int, name string, allowInf bool, inf int) (int, error) {
	v := a.pos[i]
	if allowInf && v == "inf" {
		return inf, nil
	}
	n, err := strconv.Atoi(v)
	switch {
	case err != nil && allowInf:
		return 0, a.Errorf("%s = %q is not an integer or inf", name, v)
	case err != nil:
		return 0, a.Errorf("%s = %q is not an integer", name, v)
	case n < 0:
		return 0, a.Errorf("%s = %d is negative", name, n)
	}
	return n, nil
}

// Fraction reads the value v of argument name as a finite number >= 0, or "inf", which it returns
// as the family's sentinel inf.
func (a *Args) Fraction(name, v string, inf float64) (float64, error) {
	if v == "inf" {
		return inf, nil
	}
	x, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || x < 0 {
		return 0, a.Errorf("%s = %q is not a number >= 0 or inf", name, v)
	}
	return x, nil
}

// TuningUsage is the usage of the keys Tuning reads, for a family's Usage.
const TuningUsage = "eval=default|franks1|franks2|franks3, best=N (N >= 1), ties=P (0 <= P <= 1)"

// Tuning removes the keys of Franks' options (search.Tuning) from the arguments and reads them:
// eval=default|franks1|franks2|franks3, best=N with N >= 1 (best=-1, Franks' "all", is the
// same as leaving it out) and ties=P with 0 <= P <= 1.
func (a *Args) Tuning() (search.Tuning, error) {
	var t search.Tuning
	if v, ok := a.Key("eval"); ok {
		e, err := eval.ParseEval(v)
		if err != nil {
			return t, a.Errorf("eval = %q: want default, franks1, franks2 or franks3", v)
		}
		t.Eval = e
	}
	if v, ok := a.Key("best"); ok {
		n, err := strconv.Atoi(v)
		switch {
		case err != nil || n == 0 || n < -1:
			return t, a.Errorf("best = %q: want an integer >= 1 (the children searched), or -1 for all", v)
		case n > 0:
			t.Best = n
		}
	}
	if v, ok := a.Key("ties"); ok {
		p, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(p) || p < 0 || p > 1 {
			return t, a.Errorf("ties = %q: want a probability between 0 and 1 (Franks: 0.25)", v)
		}
		t.Ties = p
	}
	return t, nil
}

// TTUsage is the usage of the key TT reads, for a family's Usage.
const TTUsage = "tt=N (a transposition table of N entries, rounded down to a power of two; K and M multiply by 1024 and 1048576; 0 or absent: none)"

// TT removes the key tt (a transposition table's size, search.ParseTT) from the arguments and
// reads it: the entries, a power of two, or 0 when it is absent or 0.
func (a *Args) TT() (int, error) {
	v, ok := a.Key("tt")
	if !ok {
		return 0, nil
	}
	n, err := search.ParseTT(v)
	if err != nil {
		return 0, a.Errorf("%v", err)
	}
	return n, nil
}

// Join formats a canonical spec from its name and its arguments, leaving out empty ones:
// Join("paranoid", "eval=franks3", "noprune") = "paranoid(eval=franks3,noprune)", Join("maxn", "") = "maxn".
func Join(name string, args ...string) string {
	args = slices.DeleteFunc(slices.Clone(args), func(a string) bool { return a == "" })
	if len(args) == 0 {
		return name
	}
	return name + "(" + strings.Join(args, ",") + ")"
}
