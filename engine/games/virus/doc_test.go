package virus

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// TestDocPerft recomputes every count of the two tables of docs/games/virus.md's Counts section:
// the start positions with the default options, then with start=single (the table after the
// line that names it), a row per player count, a column per depth.
func TestDocPerft(t *testing.T) {
	section := gametest.DocSection(t, "virus.md", "Counts")
	opts, checked := "", 0
	for _, line := range strings.Split(section, "\n") {
		if strings.Contains(line, "The same with `start=single`") {
			opts = "start=single"
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		players, err := strconv.Atoi(strings.TrimSpace(cells[0]))
		if !strings.HasPrefix(line, "|") || err != nil {
			continue // prose, a header or the rule under it
		}
		o, err := ParseOptions(opts)
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(players, o)
		if err != nil {
			t.Fatal(err)
		}
		checked += gametest.CheckDocCounts(t, "virus.md", s, fmt.Sprintf("%d players %q", players, opts), cells[1:])
	}
	if checked < 50 || opts == "" {
		t.Errorf("checked %d counts (options %q): the page's tables were not found or not read", checked, opts)
	}
}
