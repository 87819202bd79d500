package match

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/engine/searchers/sampled"
)

// Contestant is one contestant of a match, parsed once (ParseContestant): a registry searcher
// (Spec; Random is the registry's random strategy), the greedy player, or an external engine,
// each with its own budget or none. It is a comparable value: two contestants are the same
// contestant exactly when they are ==, however they were spelt ("opps(noprune,1,5,1)" and
// "opps(1,5,1,noprune)" are one). Parsing makes no searcher.
type Contestant struct {
	Spec   searchers.Spec // the searcher; the zero Spec for the greedy player and engines
	Greedy bool           // the greedy player (Greedy)
	Engine string         // an external engine as written, "engine:NAME" or "engine:COMMAND"; "" otherwise
	Cards  string         // a hidden-card player of the card games (package sampled: "sampled(algo=maxn,samples=20)", "wrt"), its canonical spec; "" otherwise
	Budget Budget         // its own budget; the zero Budget: the match's
	own    *own           // a searcher of the caller's own (Own); nil otherwise
}

// ParseContestant reads a contestant as -players and match records write it: SPEC, random,
// greedy, engine:NAME, or a hidden-card player of the card games (sampled(algo=SPEC,samples=N),
// wrt), each optionally followed by @BUDGET (its own budget, e.g. brs+@depth=5).
// An engine is only read here; Config.Validate resolves it. Errors are *FieldErrors of players
// naming text.
func ParseContestant(text string) (Contestant, error) {
	var x Contestant
	who, bud, hasBudget := strings.Cut(text, "@")
	if hasBudget {
		b, err := ParseBudget(bud)
		if err != nil {
			return Contestant{}, &FieldError{"players", strconv.Quote(text), err.Error()}
		}
		x.Budget = b
	}
	switch {
	case strings.HasPrefix(who, ccp.Prefix):
		x.Engine = who
	case who == Greedy:
		x.Greedy = true
	case sampled.IsSpec(who):
		sp, err := sampled.ParseSpec(who)
		if err != nil {
			return Contestant{}, &FieldError{"players", strconv.Quote(text), err.Error()}
		}
		x.Cards = sp.String()
	default:
		sp, err := searchers.Parse(who)
		if err != nil {
			return Contestant{}, &FieldError{"players", strconv.Quote(text), err.Error()}
		}
		x.Spec = sp
	}
	return x, nil
}

// ParseContestants reads each of texts with ParseContestant.
func ParseContestants(texts []string) ([]Contestant, error) {
	out := make([]Contestant, len(texts))
	for i, t := range texts {
		x, err := ParseContestant(t)
		var fe *FieldError
		if errors.As(err, &fe) && i > 0 && strings.HasPrefix(texts[i-1], ccp.Prefix) {
			// Likely the rest of an inline engine command split at a space.
			hint := *fe
			hint.Problem += fmt.Sprintf("; if %q belongs to the engine command %s before it, name engines in an {engines} file (engine:NAME), or give an inline engine:COMMAND without spaces", t, texts[i-1])
			return nil, &hint
		}
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

// MustParseContestants is ParseContestants for contestants known to be valid (tables, tests,
// examples); it panics on an error.
func MustParseContestants(texts ...string) []Contestant {
	out, err := ParseContestants(texts)
	if err != nil {
		panic(err)
	}
	return out
}

// Who returns the contestant without its budget: the canonical spec of its searcher, Greedy, or
// the engine as written.
func (x Contestant) Who() string {
	switch {
	case x.own != nil:
		return x.own.name
	case x.Engine != "":
		return x.Engine
	case x.Cards != "":
		return x.Cards
	case x.Greedy:
		return Greedy
	}
	return x.Spec.String()
}

// String returns the contestant as records write it and ParseContestant reads it: Who(), with
// "@" and its own budget when it has one ("brs+@depth=5").
func (x Contestant) String() string {
	if x.Budget == (Budget{}) {
		return x.Who()
	}
	return x.Who() + "@" + x.Budget.String()
}

// ContestantStrings returns the String() of each contestant (Record.Contestants).
func ContestantStrings(xs []Contestant) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.String()
	}
	return out
}

// CanonicalContestant returns the String() of the contestant text names, the one spelling of it
// that this build writes, or text itself if it does not parse (a reader of records then reports
// it as the stranger it is). Records written by older builds spelt a searcher's arguments as they
// were given ("opps(noprune,1,5,1)"); read through it, they name their contestants as new records do.
func CanonicalContestant(text string) string {
	x, err := ParseContestant(text)
	if err != nil {
		return text
	}
	return x.String()
}

// sameContestants reports whether a and b, contestants as records write them, name the same
// contestants in the same order, however each was spelt.
func sameContestants(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] && CanonicalContestant(a[i]) != CanonicalContestant(b[i]) {
			return false
		}
	}
	return true
}
