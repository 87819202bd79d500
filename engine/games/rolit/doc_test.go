package rolit

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
)

// TestDocPerft recomputes every count of the perft table of docs/games/rolit.md, the page a second
// implementation is written from: a row per player count and options, a column per depth.
func TestDocPerft(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "games", "rolit.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(data), "\n## Perft\n")
	section, _, _ = strings.Cut(section, "\n## ")
	checked := 0
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(strings.Trim(line, "|"), "|")
		players, err := strconv.Atoi(strings.TrimSpace(cells[0]))
		if !strings.HasPrefix(line, "|") || len(cells) < 3 || err != nil {
			continue // prose, the header or the rule under it
		}
		s := mustNew(t, players, strings.Trim(strings.TrimSpace(cells[1]), "`"))
		for d, cell := range cells[2:] {
			cell = strings.ReplaceAll(strings.TrimSpace(cell), ",", "")
			if cell == "" {
				continue
			}
			want, err := strconv.ParseUint(cell, 10, 64)
			if err != nil {
				t.Fatalf("docs/games/rolit.md: %q is not a count", cell)
			}
			if got := gamekit.Perft(s, d+1); got != want {
				t.Errorf("docs/games/rolit.md: %d players %s depth %d: the page says %d, perft %d", players, cells[1], d+1, want, got)
			}
			checked++
		}
	}
	if checked < 50 {
		t.Errorf("checked %d counts: the page's table was not found or not read", checked)
	}
}
