package mcts

import (
	"math"
	"strconv"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/spec"
)

// Family is MCTS for the registry:
// mcts(policy=maxn|paranoid|brs,c=X,ph=on|W,eps=E,cut=N,tree=N), every argument optional.
var Family = spec.Family{
	Name: "mcts",
	Usage: "mcts or mcts(policy=maxn|paranoid|brs,c=X,ph=on|off|W,oma=on|off|K,pw=on|off|C,pwa=A,solver[=order|same],ps=maxn|paranoid|brs|off,eps=E,cut=N,tree=N,reuse), each argument optional " +
		"(defaults policy=maxn, c=0.7, ph=off (on: W=3), oma=off (on: K=10), pw=off (on: C=1), pwa=0.5, no solver (solver: ties among a node's proven results broken by static order; solver=same: proven only where they agree), ps=off, eps=0.1, cut=20 (0: to the end), tree=4194304; " +
		"X, W, K, C, A >= 0, 0 <= E <= 1, N >= 0, tree >= 2)",
	Parse: parse,
}

// Config is an MCTS searcher's configuration, what a spec of the family means (spec.Config).
type Config struct {
	Options
}

// DefaultOptions are the options of the spec without arguments, "mcts".
func DefaultOptions() Options {
	return Options{Policy: MaxN, C: DefaultC, Eps: DefaultEps, Cut: DefaultCut, Tree: DefaultTree, PWA: DefaultPWA}
}

var policyNames = [...]string{MaxN: "maxn", Paranoid: "paranoid", BRS: "brs"}

// String returns the policy's spec name: maxn, paranoid or brs.
func (p Policy) String() string { return policyNames[p] }

func parse(a *spec.Args) (spec.Config, error) {
	o := DefaultOptions()
	if v, ok := a.Key("policy"); ok {
		found := false
		for p, name := range policyNames {
			if v == name {
				o.Policy, found = Policy(p), true
			}
		}
		if !found {
			return nil, a.Errorf("policy = %q: want maxn, paranoid or brs", v)
		}
	}
	number := func(key string, x *float64, hi float64) error {
		v, ok := a.Key(key)
		if !ok {
			return nil
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || f < 0 || f > hi {
			if hi < math.MaxFloat64 {
				return a.Errorf("%s = %q: want a number between 0 and %g", key, v, hi)
			}
			return a.Errorf("%s = %q: want a number >= 0", key, v)
		}
		*x = f
		return nil
	}
	count := func(key string, x *int, lo int) error {
		v, ok := a.Key(key)
		if !ok {
			return nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < lo {
			return a.Errorf("%s = %q: want an integer >= %d", key, v, lo)
		}
		*x = n
		return nil
	}
	if err := number("c", &o.C, math.MaxFloat64); err != nil {
		return nil, err
	}
	onOff := func(key string, x *float64, on float64) error {
		v, ok := a.Key(key)
		switch {
		case !ok:
		case v == "on":
			*x = on
		case v == "off":
			*x = 0
		default:
			w, err := strconv.ParseFloat(v, 64)
			if err != nil || math.IsNaN(w) || math.IsInf(w, 0) || w < 0 {
				return a.Errorf("%s = %q: want on, off or a number >= 0", key, v)
			}
			*x = w
		}
		return nil
	}
	if err := onOff("ph", &o.PH, DefaultW); err != nil {
		return nil, err
	}
	if err := onOff("oma", &o.OMA, DefaultOMA); err != nil {
		return nil, err
	}
	if err := onOff("pw", &o.PW, DefaultPW); err != nil {
		return nil, err
	}
	pwaText, pwaGiven := a.Key("pwa")
	if pwaGiven {
		f, err := strconv.ParseFloat(pwaText, 64)
		if err != nil || math.IsNaN(f) || f < 0 || f > 1 {
			return nil, a.Errorf("pwa = %q: want a number between 0 and 1", pwaText)
		}
		o.PWA = f
	}
	if pwaGiven && o.PW == 0 {
		return nil, a.Errorf("pwa without pw: the exponent is progressive widening's; give pw=on or pw=C too")
	}
	if v, ok := a.Key("ps"); ok && v != "off" {
		found := false
		for p, name := range policyNames {
			if v == name {
				o.PS, found = uint8(p)+1, true
			}
		}
		if !found {
			return nil, a.Errorf("ps = %q: want off, maxn, paranoid or brs (the playout search's policy)", v)
		}
	}
	o.Solver = a.Flag("solver")
	if v, ok := a.Key("solver"); ok {
		switch v {
		case "order":
			o.Solver = true
		case "same":
			o.Solver, o.SolverSame = true, true
		default:
			return nil, a.Errorf("solver = %q: want order (the bare solver: ties among the chooser's best proven results broken by static order) or same (a node proven only where those results agree)", v)
		}
	}
	o.Reuse = a.Flag("reuse")
	if err := number("eps", &o.Eps, 1); err != nil {
		return nil, err
	}
	if err := count("cut", &o.Cut, 0); err != nil {
		return nil, err
	}
	if o.Cut > MaxPlayout {
		return nil, a.Errorf("cut = %d: want at most %d (cut=0 plays to the end, at most %d plies)", o.Cut, MaxPlayout, MaxPlayout)
	}
	if err := count("tree", &o.Tree, 2); err != nil {
		return nil, err
	}
	if err := a.Done(0); err != nil {
		return nil, err
	}
	return Config{o}, nil
}

// String returns the canonical spec: "mcts" and the arguments that differ from the defaults, in
// the order policy, c, ph, oma, pw, pwa, solver, ps, eps, cut, tree, reuse ("mcts(policy=paranoid,ph=on)");
// a weight equal to its "on" value is written on. pwa is written only with pw.
func (c Config) String() string {
	d := DefaultOptions()
	num := func(key string, x, def float64) string {
		if x == def {
			return ""
		}
		return key + "=" + strconv.FormatFloat(x, 'g', -1, 64)
	}
	onOff := func(key string, x, on float64) string {
		if x == on {
			return key + "=on"
		}
		return num(key, x, 0)
	}
	policy, pwa, solver, cut, tree, reuse, ps := "", "", "", "", "", "", ""
	if c.Policy != d.Policy {
		policy = "policy=" + c.Policy.String()
	}
	if c.PW > 0 {
		pwa = num("pwa", c.PWA, d.PWA)
	}
	if c.Solver {
		solver = "solver"
	}
	if c.SolverSame {
		solver = "solver=same"
	}
	if c.Cut != d.Cut {
		cut = "cut=" + strconv.Itoa(c.Cut)
	}
	if c.Reuse {
		reuse = "reuse"
	}
	if c.PS != 0 {
		ps = "ps=" + Policy(c.PS-1).String()
	}
	if c.Tree != d.Tree {
		tree = "tree=" + strconv.Itoa(c.Tree)
	}
	return spec.Join("mcts", policy, num("c", c.C, d.C), onOff("ph", c.PH, DefaultW), onOff("oma", c.OMA, DefaultOMA),
		onOff("pw", c.PW, DefaultPW), pwa, solver, ps, num("eps", c.Eps, d.Eps), cut, tree, reuse)
}

// Anytime implements search.Anytime: MCTS has no depth.
func (Config) Anytime() {}

// New returns a new Chinese Checkers searcher of c.
func (c Config) New() search.Searcher { return New(c.Options) }
