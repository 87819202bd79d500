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
	Usage: "mcts or mcts(policy=maxn|paranoid|brs,c=X,ph=on|off|W,eps=E,cut=N,tree=N), each argument optional " +
		"(defaults policy=maxn, c=0.7, ph=off (on: W=3), eps=0.1, cut=20 (0: to the end), tree=4194304; X, W >= 0, 0 <= E <= 1, N >= 0, tree >= 2)",
	Parse: parse,
}

// Config is an MCTS searcher's configuration, what a spec of the family means (spec.Config).
type Config struct {
	Options
}

// DefaultOptions are the options of the spec without arguments, "mcts".
func DefaultOptions() Options {
	return Options{Policy: MaxN, C: DefaultC, Eps: DefaultEps, Cut: DefaultCut, Tree: DefaultTree}
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
	if v, ok := a.Key("ph"); ok {
		switch v {
		case "on":
			o.PH = DefaultW
		case "off":
			o.PH = 0
		default:
			w, err := strconv.ParseFloat(v, 64)
			if err != nil || math.IsNaN(w) || math.IsInf(w, 0) || w < 0 {
				return nil, a.Errorf("ph = %q: want on, off or a weight W >= 0", v)
			}
			o.PH = w
		}
	}
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
// the order policy, c, ph, eps, cut, tree ("mcts(policy=paranoid,ph=on)").
func (c Config) String() string {
	d := DefaultOptions()
	num := func(key string, x, def float64) string {
		if x == def {
			return ""
		}
		return key + "=" + strconv.FormatFloat(x, 'g', -1, 64)
	}
	args := []string{"", num("c", c.C, d.C), "", num("eps", c.Eps, d.Eps), "", ""}
	if c.Policy != d.Policy {
		args[0] = "policy=" + c.Policy.String()
	}
	switch c.PH {
	case 0:
	case DefaultW:
		args[2] = "ph=on"
	default:
		args[2] = num("ph", c.PH, 0)
	}
	if c.Cut != d.Cut {
		args[4] = "cut=" + strconv.Itoa(c.Cut)
	}
	if c.Tree != d.Tree {
		args[5] = "tree=" + strconv.Itoa(c.Tree)
	}
	return spec.Join("mcts", args...)
}

// Anytime implements search.Anytime: MCTS has no depth.
func (Config) Anytime() {}

// New returns a new Chinese Checkers searcher of c.
func (c Config) New() search.Searcher { return New(c.Options) }
