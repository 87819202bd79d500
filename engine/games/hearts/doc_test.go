package hearts

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// TestDocCounts recomputes the perft counts docs/games/hearts.md prints: for each "N players: a, b,
// ..." of its Counts section, perft of the start of deal 1 with N players at depths 1, 2, ...
func TestDocCounts(t *testing.T) {
	section := gametest.DocSection(t, "hearts.md", "Counts")
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
		gametest.CheckDocCounts(t, "hearts.md", s, fmt.Sprintf("%d players", players), regexp.MustCompile(`,\s+`).Split(m[2], -1))
	}
}

// TestDocNumbers holds the other numbers docs/games/hearts.md prints to the code: the start of
// deal 1 in the notation, the points of a hand, the tournament's limit and scores, the MP-Mix
// heuristic's weights and bound, and the size of the perft table.
func TestDocNumbers(t *testing.T) {
	doc := gametest.ReadDocPage(t, "hearts.md")
	find := doc.Ints

	s, err := NewWithOptions(4, "")
	if err != nil {
		t.Fatal(err)
	}
	if notation := gametest.DocSection(t, "hearts.md", "Notation"); !strings.Contains(notation, "\n    "+s.String()+"\n") {
		t.Errorf("docs/games/hearts.md, Notation: the start of deal 1 is not the page's line; the code writes\n%s", s)
	}
	if n := find(`Each heart taken is \*\*(\d+) point\*\* and the \*\*queen of spades (\d+)\*\*, so (\d+) points in a hand`); n[0] != 1 || n[1] != 13 || n[2] != HandPoints {
		t.Errorf("docs/games/hearts.md: %v points (a heart, the queen, a hand); the code's hand is %d", n, HandPoints)
	}
	if n := find(`"until one of the players has reached or exceeded (\d+) points`); n[0] != Limit {
		t.Errorf("docs/games/hearts.md: the tournament's limit %d, the code's %d", n[0], Limit)
	}
	if n := find(`the score \*\*before\*\* the hand, 0 to (\d+) per player`); n[0] != MaxScore {
		t.Errorf("docs/games/hearts.md: scores up to %d, the code's %d", n[0], MaxScore)
	}
	weights := map[string]int{}
	for _, m := range regexp.MustCompile(`\| ([^|]*?) \| ([-+]\d+) \|`).FindAllStringSubmatch(gametest.DocSection(t, "hearts.md", "Evaluations"), -1) {
		w, _ := strconv.Atoi(strings.TrimPrefix(m[2], "+"))
		switch {
		case strings.HasPrefix(m[1], "each penalty point"):
			weights["point"] = w
		case strings.Contains(m[1], "**will take**"):
			weights["take"] = w
		case strings.HasPrefix(m[1], "each pip"):
			weights["pip"] = w
		case strings.Contains(m[1], "**will duck**"):
			weights["duck"] = w
		case strings.HasPrefix(m[1], "each empty suit"):
			weights["void"] = w
		}
	}
	want := map[string]int{"point": -mpmixPoint, "take": -mpmixTake, "pip": -mpmixPip, "duck": mpmixDuck, "void": mpmixVoid}
	if fmt.Sprint(weights) != fmt.Sprint(want) {
		t.Errorf("docs/games/hearts.md: the MP-Mix weights %v, the code's %v", weights, want)
	}
	if n := find(`A constant offset keeps the heuristic in \[0, (\d+)\] for any hand of up to (\d+) cards and any score up to (\d+)`); n[0] != mpmixMax || n[1] != maxHand || n[2] != MaxScore {
		t.Errorf("docs/games/hearts.md: the heuristic's range [0, %d] for %d cards and scores to %d; the code's %d, %d, %d", n[0], n[1], n[2], mpmixMax, maxHand, MaxScore)
	}
	if n := find(`One penalty point is worth (\d+) heuristic units`); n[0] != mpmixPoint {
		t.Errorf("docs/games/hearts.md: a point is %d heuristic units, the code's %d", n[0], mpmixPoint)
	}
	table, err := os.ReadFile("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	if n := find("`engine/games/hearts/testdata/perft.txt` has (\\d+) positions"); n[0] != len(gametest.ParseTable(t, string(table))) {
		t.Errorf("docs/games/hearts.md: the perft table has %d positions, the file %d", n[0], len(gametest.ParseTable(t, string(table))))
	}
}
