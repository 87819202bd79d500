package rolit

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// TestDocPerft recomputes every count of the perft table of docs/games/rolit.md, the page a second
// implementation is written from: a row per player count and options, a column per depth.
func TestDocPerft(t *testing.T) {
	section := gametest.DocSection(t, "rolit.md", "Perft")
	checked := 0
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(strings.Trim(line, "|"), "|")
		players, err := strconv.Atoi(strings.TrimSpace(cells[0]))
		if !strings.HasPrefix(line, "|") || len(cells) < 3 || err != nil {
			continue // prose, the header or the rule under it
		}
		s := mustNew(t, players, strings.Trim(strings.TrimSpace(cells[1]), "`"))
		checked += gametest.CheckDocCounts(t, "rolit.md", s, fmt.Sprintf("%d players %s", players, cells[1]), cells[2:])
	}
	if checked < 50 {
		t.Errorf("checked %d counts: the page's table was not found or not read", checked)
	}
}
