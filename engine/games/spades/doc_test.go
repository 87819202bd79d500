package spades

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
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

// TestDocNumbers holds the other numbers docs/games/spades.md prints to the code: the start of
// deal 1 in the notation, the game's target and the scores' range, and the size of the perft
// table.
func TestDocNumbers(t *testing.T) {
	doc := gametest.ReadDocPage(t, "spades.md")
	find := doc.Ints
	s, err := NewWithOptions(4, "")
	if err != nil {
		t.Fatal(err)
	}
	if notation := gametest.DocSection(t, "spades.md", "Notation"); !strings.Contains(notation, "\n    "+s.String()+"\n") {
		t.Errorf("docs/games/spades.md, Notation: the start of deal 1 is not the page's line; the code writes\n%s", s)
	}
	if n := find("reaches (\\d+) tricks at the end of a hand\\*\\* \\(`spades.Target`\\)"); n[0] != Target {
		t.Errorf("docs/games/spades.md: the game's target %d, the code's %d", n[0], Target)
	}
	if n := find("each player's tricks in the game's earlier hands separated by `,` \\(0 to (\\d+)\\)"); n[0] != MaxScore {
		t.Errorf("docs/games/spades.md: scores up to %d, the code's %d", n[0], MaxScore)
	}
	table, err := os.ReadFile("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	if n := find("`engine/games/spades/testdata/perft.txt` has (\\d+) positions"); n[0] != len(gametest.ParseTable(t, string(table))) {
		t.Errorf("docs/games/spades.md: the perft table has %d positions, the file %d", n[0], len(gametest.ParseTable(t, string(table))))
	}
}
