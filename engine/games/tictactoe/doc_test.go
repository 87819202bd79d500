package tictactoe

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// TestDocPerft recomputes every count of docs/games/tictactoe.md's perft table (a row per
// position, given by its notation; a column per depth) and the numbers of lines it gives per size.
func TestDocPerft(t *testing.T) {
	section := gametest.DocSection(t, "tictactoe.md", "Perft")
	checked := 0
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(strings.Trim(line, "|"), "|")
		pos := strings.Trim(strings.TrimSpace(cells[0]), "`")
		if !strings.HasPrefix(line, "|") || !strings.HasPrefix(pos, "tictactoe ") {
			continue // prose, the header or the rule under it
		}
		s, err := Parse(pos)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		checked += gametest.CheckDocCounts(t, "tictactoe.md", s, pos, cells[1:])
	}
	if checked < 50 {
		t.Errorf("checked %d counts: the page's table was not found or not read", checked)
	}

	rules := gametest.DocSection(t, "tictactoe.md", "End and result")
	m := regexp.MustCompile(`(\d+) on 3x3, (\d+) on 4x4, (\d+) on 5x5,\s+(\d+) on 6x6`).FindStringSubmatch(rules)
	if m == nil {
		t.Fatal("docs/games/tictactoe.md: the numbers of lines per size were not found")
	}
	for i, n := range []int{3, 4, 5, 6} {
		want, _ := strconv.Atoi(m[i+1])
		if got := len(linesOf(n, 3)); got != want || got != 2*n*(n-2)+2*(n-2)*(n-2) {
			t.Errorf("docs/games/tictactoe.md: %dx%d has %d lines, the page says %d", n, n, got, want)
		}
	}
}

// TestOrderPass: the pass goes last and ordering a list with it does not panic.
func TestOrderPass(t *testing.T) {
	s, err := New(3, 4)
	if err != nil {
		t.Fatal(err)
	}
	moves := []Move{Pass, 1, 6}
	s.Order(moves)
	if moves[0] != 6 || moves[1] != 1 || moves[2] != Pass {
		t.Errorf("Order = %v, want [6 1 %d]: the centre first, the corner, the pass last", moves, Pass)
	}
}
