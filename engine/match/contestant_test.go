package match

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/game"
)

// TestParseContestant: every spelling of a contestant parses to one value whose String() is the
// spelling records hold; bad budgets and specs are errors naming the text.
func TestParseContestant(t *testing.T) {
	for _, tc := range []struct {
		spellings []string
		want      string
	}{
		{[]string{"opps(1,5,1,noprune)", "opps(noprune,1,5,1)", "opps(noprune, 1, 5, 1)"}, "opps(1,5,1,noprune)"},
		{[]string{"brs(threat=ahead)@depth=3", "brs(k=2,threat=ahead)@depth=3"}, "brs(threat=ahead)@depth=3"},
		{[]string{"paranoid(eval=franks3,best=6,ties=0.25)@depth=6", "paranoid(ties=0.25,best=6,eval=franks3)@depth=6"}, "paranoid(eval=franks3,best=6,ties=0.25)@depth=6"},
		{[]string{"random"}, "random"},
		{[]string{"greedy"}, "greedy"},
		{[]string{"greedy@nodes=100"}, "greedy@nodes=100"},
		{[]string{"brs+@time=250ms", "brs+@time=0.25s"}, "brs+@time=250ms"},
		{[]string{"engine:par"}, "engine:par"},
		{[]string{"engine:par@depth=2"}, "engine:par@depth=2"},
	} {
		var first Contestant
		for i, text := range tc.spellings {
			x, err := ParseContestant(text)
			if err != nil {
				t.Errorf("ParseContestant(%q): %v", text, err)
				continue
			}
			if i == 0 {
				first = x
			}
			if x != first || x.String() != tc.want || CanonicalContestant(text) != tc.want {
				t.Errorf("ParseContestant(%q) = %v (%s); want the value of %q, written %s", text, x, x, tc.spellings[0], tc.want)
			}
			if again, err := ParseContestant(x.String()); err != nil || again != x {
				t.Errorf("%s does not parse back: %v, %v", x, again, err)
			}
		}
	}
	if x := MustParseContestants("brs+@depth=5")[0]; x.Spec.String() != "brs+" || x.Budget != (Budget{Depth: 5}) || x.Who() != "brs+" {
		t.Errorf("brs+@depth=5: %+v", x)
	}
	for _, bad := range []string{"parnoid", "opps(1,2)", "brs+@plies=3", "brs+@", "brs+ @ depth=2", ""} {
		if x, err := ParseContestant(bad); err == nil || !strings.Contains(err.Error(), "players \""+bad+"\"") {
			t.Errorf("ParseContestant(%q) = %v, %v; want an error naming it", bad, x, err)
		}
	}
}

// TestValidateKeepsConfig: Validate reads the Config and changes nothing of it (it used to
// rewrite Players into their canonical text).
func TestValidateKeepsConfig(t *testing.T) {
	engines := map[string]ccp.Config{"sh": {Command: []string{"sh"}}}
	c := &Config{Board: "star73", Seats: "024", Rules: game.Free, Players: MustParseContestants("opps(noprune,1,5,1)@depth=2", "engine:sh", "random"),
		Budget: Budget{Depth: 1}, Games: 6, Cap: 10, Seed: 1, Engines: engines}
	before := *c
	before.Players = slices.Clone(c.Players)
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(before, *c) {
		t.Errorf("Validate changed the Config:\n%+v\nnow\n%+v", before, *c)
	}
	// The same searcher spelt twice is one contestant given twice.
	c.Players = MustParseContestants("brs(threat=ahead)", "brs(threat=ahead,k=2)")
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "brs(threat=ahead) given twice") {
		t.Errorf("brs(threat=ahead) and brs(threat=ahead,k=2): %v, want given twice", err)
	}
	// Different budgets make different contestants.
	c.Players = MustParseContestants("brs+@depth=2", "brs+@depth=3")
	if err := c.Validate(); err != nil {
		t.Errorf("brs+ at two depths: %v", err)
	}
	c.Players = []Contestant{{}, MustParseContestants("brs+")[0]}
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "contestant 0 is empty") {
		t.Errorf("an empty contestant: %v", err)
	}
}

// TestSameMatchSpellings: records of one match whose contestants an older build spelt as given
// ("opps(noprune,1,5,1)") are the same match as this build's records, which spell them
// canonically; other contestants, or the same ones in another order, are not.
func TestSameMatchSpellings(t *testing.T) {
	c := config(t, "opps(1,5,1,noprune)", "brs(threat=ahead)@depth=1")
	now := MatchRecord(c, "test")
	if !slices.Equal(now.Contestants, []string{"opps(1,5,1,noprune)", "brs(threat=ahead)@depth=1"}) {
		t.Errorf("contestants written as %q", now.Contestants)
	}
	old := *now
	old.Contestants = []string{"opps(noprune,1,5,1)", "brs(k=2,threat=ahead)@depth=1"}
	if f := SameMatch(now, &old); f != "" {
		t.Errorf("the older spelling: SameMatch = %q, want the same match", f)
	}
	for _, other := range [][]string{
		{"opps(1,5,1)", "brs(threat=ahead)@depth=1"},
		{"brs(threat=ahead)@depth=1", "opps(1,5,1,noprune)"},
		{"opps(1,5,1,noprune)", "brs(threat=ahead,k=3)@depth=1"},
		{"opps(1,5,1,noprune)", "brs(threat=ahead)@depth=2"},
		{"opps(1,5,1,noprune)"},
	} {
		o := *now
		o.Contestants = other
		if f := SameMatch(now, &o); f != "contestants" {
			t.Errorf("contestants %q: SameMatch = %q, want contestants", other, f)
		}
	}
}
