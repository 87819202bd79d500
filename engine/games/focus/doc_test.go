package focus

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// TestDocPerft recomputes every count of the perft table of docs/games/focus.md, the page a
// second implementation is written from: a row per player count and options, a column per depth.
func TestDocPerft(t *testing.T) {
	section := gametest.DocSection(t, "focus.md", "Perft")
	checked := 0
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) < 3 {
			continue
		}
		players, err := strconv.Atoi(strings.TrimSpace(cells[0]))
		if err != nil {
			continue // the header and the rule under it
		}
		o, err := ParseOptions(strings.Trim(strings.TrimSpace(cells[1]), "`"))
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		s, err := New(players, o)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		checked += gametest.CheckDocCounts(t, "focus.md", s, fmt.Sprintf("%d players %s", players, cells[1]), cells[2:])
	}
	if checked < 30 {
		t.Errorf("checked %d counts of the page's table: it was not found or not read", checked)
	}
}
