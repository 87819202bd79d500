package virus

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
)

// TestDocPerft recomputes every count of the two tables of docs/games/virus.md's Counts section:
// the start positions with the default options, then with start=single (the table after the
// line that names it), a row per player count, a column per depth.
func TestDocPerft(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "games", "virus.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(data), "\n## Counts\n")
	section, _, _ = strings.Cut(section, "\n## ")
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
		for d, cell := range cells[1:] {
			cell = strings.ReplaceAll(strings.TrimSpace(cell), ",", "")
			if cell == "" {
				continue
			}
			want, _ := strconv.ParseUint(cell, 10, 64)
			if got := gamekit.Perft(s, d+1); got != want {
				t.Errorf("docs/games/virus.md: %d players %q depth %d: the page says %d, perft %d", players, opts, d+1, want, got)
			}
			checked++
		}
	}
	if checked < 50 || opts == "" {
		t.Errorf("checked %d counts (options %q): the page's tables were not found or not read", checked, opts)
	}
}
