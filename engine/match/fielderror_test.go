package match

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

// TestFieldError: Validate's errors are *FieldErrors naming the field in the package's terms,
// with no command-line flag in them; Format names every field (its own and those the problem
// mentions) as a front end does.
func TestFieldError(t *testing.T) {
	cliFlag := regexp.MustCompile(` -[a-z]`)
	ok := func() *Config {
		return &Config{Board: "star73", Seats: "024", Players: MustParseContestants("paranoid", "maxn"), Budget: Budget{Depth: 1}, Games: 1, Cap: 10}
	}
	flag := func(f string) string { return "-" + f }
	for _, tc := range []struct {
		edit       func(c *Config)
		field, lib string
	}{
		{func(c *Config) { c.Board = "x" }, "board", `match: board "x": want one of`},
		{func(c *Config) { c.Seats = "9" }, "seats", `match: seats "9": `},
		{func(c *Config) { c.Players = c.Players[:1] }, "players", "match: players: want at least two contestants"},
		{func(c *Config) { c.Budget = Budget{} }, "budget", "match: budget: missing"},
		{func(c *Config) { c.Design = "counts=x" }, "design", `match: design "counts=x": want counts=C0,C1,... with every count a whole number >= 1 (the seats of each contestant, in players order)`},
		{func(c *Config) { c.Players = MustParseContestants("paranoid", "maxn", "brs", "brs+") }, "players", "(or design draw)"},
		{func(c *Config) { c.Games = 0 }, "games", "match: games 0: want at least 1"},
		{func(c *Config) { c.Openings = -1 }, "openings", "match: openings -1: "},
		{func(c *Config) { c.OpeningPlies = -2 }, "openingPlies", "match: openingPlies -2: "},
		{func(c *Config) { c.Cap = -1 }, "cap", "match: cap -1: "},
		{func(c *Config) { c.Seating = []int{0} }, "seating", "match: seating [0]: "},
	} {
		c := ok()
		tc.edit(c)
		err := c.Validate()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field || !strings.Contains(err.Error(), tc.lib) || cliFlag.MatchString(err.Error()) {
			t.Errorf("%v: want a %s error with %q and no flag", err, tc.field, tc.lib)
			continue
		}
		if got := fe.Format(flag); !strings.HasPrefix(got, "match: -"+tc.field) || strings.Contains(got, "{") {
			t.Errorf("Format(flag) = %q; want it to name -%s", got, tc.field)
		}
	}
	fe := &FieldError{"players", "", "want at most one contestant per player (or {design} draw; {nosuch} stays)"}
	if got, want := fe.Format(flag), "match: -players: want at most one contestant per player (or -design draw; {nosuch} stays)"; got != want {
		t.Errorf("Format: %q, want %q", got, want)
	}
}
