package hearts

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
)

// TestDocCounts recomputes the perft counts docs/games/hearts.md prints: for each "N players: a, b,
// ..." of its Counts section, perft of the start of deal 1 with N players at depths 1, 2, ...
func TestDocCounts(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "games", "hearts.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(data), "\n## Counts\n")
	section, _, _ = strings.Cut(section, "\n## ")
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
		for d, text := range regexp.MustCompile(`,\s+`).Split(m[2], -1) {
			want, _ := strconv.ParseUint(text, 10, 64)
			if got := gamekit.Perft(s, d+1); got != want {
				t.Errorf("docs/games/hearts.md: %d players, depth %d: the page says %d, perft %d", players, d+1, want, got)
			}
		}
	}
}
