package spades

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// TestDocCounts recomputes the perft counts docs/games/spades.md prints: for each "N players: a, b,
// ..." of its Counts section, perft of the start of deal 1 with N players at depths 1, 2, ...
func TestDocCounts(t *testing.T) {
	section := gametest.DocSection(t, "spades.md", "Counts")
	lists := regexp.MustCompile(`(\d)\s+players[^:.]*: ((?:\d+,\s+)*\d+)`).FindAllStringSubmatch(section, -1)
	if len(lists) != 2 {
		t.Fatalf("found %d lists of counts in the page's Counts section, want 2 (4 and 3 players)", len(lists))
	}
	for _, m := range lists {
		players, _ := strconv.Atoi(m[1])
		s, err := NewWithOptions(players, "")
		if err != nil {
			t.Fatal(err)
		}
		gametest.CheckDocCounts(t, "spades.md", s, fmt.Sprintf("%d players", players), regexp.MustCompile(`,\s+`).Split(m[2], -1))
	}
}
