package sampled

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/engine/searchers/games"
)

// This file: the hidden-card players as contestants of a match (engine/match), by spec:
//
//	sampled(algo=SPEC,samples=N)   the sampling player (Config): a registry searcher's spec,
//	                               parentheses and all ("mpmix(td=25,to=inf)"), and the deals per
//	                               move (default DefaultSamples); the match gives the budget of a
//	                               move, which the samples share, and the seed
//	wrt                            the MP-Mix paper's weak rational player (hearts.State.WeakRational)
//
// The MP-Mix paper's other players see every card of a sampled deal: RND is the registry's
// random, PAR paranoid, MAXN maxn, MIX mpmix(td=...,to=...), OMIX mpmix(td=inf,to=...) and DMIX
// mpmix(td=...,to=inf), each inside sampled(algo=...) to play with hidden cards.

// DefaultSamples is the deals per move of a sampled spec without samples=.
const DefaultSamples = 20

// IsSpec reports whether text names a hidden-card player of this package (sampled(...) or wrt),
// before checking it: the match reads such a contestant with ParseSpec.
func IsSpec(text string) bool {
	name, _, _ := strings.Cut(strings.TrimSpace(text), "(")
	return name == "sampled" || name == "wrt"
}

// Spec is a hidden-card player by spec: the sampling player (Algo, Samples) or WRT.
type Spec struct {
	WRT     bool
	Algo    string // the canonical registry spec searched on each deal
	Samples int
}

// String is the canonical spec: "wrt", or "sampled(algo=SPEC,samples=N)" with Algo canonical.
func (sp Spec) String() string {
	if sp.WRT {
		return "wrt"
	}
	return fmt.Sprintf("sampled(algo=%s,samples=%d)", sp.Algo, sp.Samples)
}

// ParseSpec reads a hidden-card player's spec (see the file's comment). Errors are one line
// naming the argument and what it accepts.
func ParseSpec(text string) (Spec, error) {
	s := strings.TrimSpace(text)
	if s == "wrt" {
		return Spec{WRT: true}, nil
	}
	inner, ok := strings.CutPrefix(s, "sampled(")
	if ok {
		inner, ok = strings.CutSuffix(inner, ")")
	}
	if !ok {
		return Spec{}, fmt.Errorf("sampled: %q: want sampled(algo=SPEC,samples=N) or wrt", text)
	}
	sp := Spec{Samples: DefaultSamples}
	seen := map[string]bool{}
	for _, arg := range splitTop(inner) {
		k, v, _ := strings.Cut(arg, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if seen[k] {
			return Spec{}, fmt.Errorf("sampled: %q: %s given twice", text, k)
		}
		seen[k] = true
		switch k {
		case "algo":
			p, err := searchers.Parse(v)
			if err != nil {
				return Spec{}, fmt.Errorf("sampled: algo=%s: %v", v, err)
			}
			sp.Algo = p.String()
		case "samples":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > MaxSamples {
				return Spec{}, fmt.Errorf("sampled: samples=%s: want 1 to %d deals per move", v, MaxSamples)
			}
			sp.Samples = n
		default:
			return Spec{}, fmt.Errorf("sampled: %q: unknown argument %q; want algo=SPEC and samples=N", text, arg)
		}
	}
	if sp.Algo == "" {
		return Spec{}, fmt.Errorf("sampled: %q: want algo=SPEC, the registry searcher run on each sampled deal (e.g. sampled(algo=maxn,samples=20))", text)
	}
	return sp, nil
}

// splitTop splits s at the commas outside parentheses.
func splitTop(s string) []string {
	var out []string
	depth, from := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[from:i])
				from = i + 1
			}
		}
	}
	return append(out, s[from:])
}

// NewSearcher returns the player sp names for positions of p's game as a games.Searcher, with
// seed 0 (the match seeds it per game and player: search.Seeder). It refuses a game that is not
// a card game (WRT: not Hearts) and a searcher that does not run on the game.
func NewSearcher(sp Spec, p games.Position) (games.Searcher, error) {
	if sp.WRT {
		if _, ok := games.State(p).(*hearts.State); !ok {
			return nil, fmt.Errorf("wrt: the weak rational player plays Hearts, not %s", p.Game().Name)
		}
		return wrt{}, nil
	}
	if !cardGame(p) {
		return nil, fmt.Errorf("%s: game %s: want a card game (hearts or spades); its other players see every piece", sp, p.Game().Name)
	}
	if _, err := p.NewSearcher(sp.Algo); err != nil {
		return nil, fmt.Errorf("%s: algo: %v", sp, err)
	}
	pl, err := New(Config{Algo: sp.Algo, Samples: sp.Samples, Limits: search.Limits{Depth: 1}})
	if err != nil {
		return nil, err
	}
	return pl.Searcher(), nil
}

func cardGame(p games.Position) bool {
	_, ok := games.Deal(p, 0)
	return ok
}

// wrt is the weak rational player as a games.Searcher: no search, the card of
// hearts.State.WeakRational whatever the limits.
type wrt struct{}

func (wrt) Name() string { return "wrt" }
func (wrt) Reset()       {}

func (wrt) Search(_ context.Context, p games.Position, _ search.Limits) (search.ResultOf[string], error) {
	start := time.Now()
	s, ok := games.State(p).(*hearts.State)
	if !ok {
		return search.ResultOf[string]{}, fmt.Errorf("wrt: the weak rational player plays Hearts, not %s", p.Game().Name)
	}
	m := s.WeakRational()
	if m == 0 {
		return search.ResultOf[string]{}, fmt.Errorf("wrt: the hand is over")
	}
	return search.ResultOf[string]{Move: m.String(), Elapsed: time.Since(start), Strategy: "wrt"}, nil
}
