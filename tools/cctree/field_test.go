package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/claims"
	"github.com/cctree/cctree/experiments"
)

// TestFieldMatchesAgree holds the two declarations of the field's matches to each other: the
// rows of the field's findings (claims.FieldMatches, each with the command its Need names) and
// the experiment match-field that plays and summarises them (experiments.FieldMatches; the
// experiments do not import the claims). Every node-budget match of a row must be played by the
// experiment with the same games, and the experiment must play nothing no row reads.
func TestFieldMatchesAgree(t *testing.T) {
	key := func(file string, players [2]string, game, seats string, games int, budget string) string {
		return strings.Join([]string{file, players[0], players[1], game, seats, budget, strconv.Itoa(games)}, " | ")
	}
	var rows, plays []string
	for _, m := range claims.FieldMatches() {
		if !m.Timed {
			rows = append(rows, key(m.File, m.Players, m.Game, m.Seats, m.Games, m.Budget))
		}
	}
	for _, m := range experiments.FieldMatches() {
		if m.Design != "full" {
			t.Errorf("%s: design %q, the rows' commands play design full", m.File, m.Design)
		}
		plays = append(plays, key(m.File, m.Players, m.Game, m.Seats, m.Games, m.Budget))
	}
	slices.Sort(rows)
	slices.Sort(plays)
	if len(rows) == 0 {
		t.Fatal("claims.FieldMatches lists no node-budget match")
	}
	for _, r := range rows {
		if _, ok := slices.BinarySearch(plays, r); !ok {
			t.Errorf("a row reads %s; match-field does not play it so", r)
		}
	}
	for _, p := range plays {
		if _, ok := slices.BinarySearch(rows, p); !ok {
			t.Errorf("match-field plays %s; no row reads it so", p)
		}
	}
}
