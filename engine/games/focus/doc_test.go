package focus

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
)

// TestDocPerft recomputes every count of the perft table of docs/games/focus.md, the page a
// second implementation is written from: a row per player count and options, a column per depth.
func TestDocPerft(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "games", "focus.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(data), "\n## Perft\n")
	section, _, _ = strings.Cut(section, "\n## ")
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
		for d, cell := range cells[2:] {
			cell = strings.ReplaceAll(strings.TrimSpace(cell), ",", "")
			if cell == "" {
				continue
			}
			want, err := strconv.ParseUint(cell, 10, 64)
			if err != nil {
				t.Fatalf("%q: depth %d: %v", line, d+1, err)
			}
			if got := gamekit.Perft(s, d+1); got != want {
				t.Errorf("docs/games/focus.md: %d players %s depth %d: the page says %d, perft %d", players, cells[1], d+1, want, got)
			}
			checked++
		}
	}
	if checked < 30 {
		t.Errorf("checked %d counts of the page's table: it was not found or not read", checked)
	}
}
