package rolit

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
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

// TestDocNumbers holds the rest of docs/games/rolit.md to the code: the square names, the drawn
// starts, the defaults, the four-player start's notation, the worked example and the square
// weights.
func TestDocNumbers(t *testing.T) {
	doc := gametest.ReadDocPage(t, "rolit.md")
	page := doc.Text
	find := doc.Find
	four := mustNew(t, 4, "")
	m := find("\x60a1\x60 is cell (\\d+), \x60d3\x60 is cell (\\d+) of 8x8, \x60h8\x60 cell (\\d+)")
	for i, name := range []string{"a1", "d3", "h8"} {
		c, _ := strconv.Atoi(m[i])
		if got := four.MoveString(Move(c + 1)); got != name {
			t.Errorf("docs/games/rolit.md: cell %d is %s, the code names it %s", c, name, got)
		}
	}
	drawn := 0
	for _, m := range regexp.MustCompile(`(?m)^(\d) players  ([.0-9x/]+)$`).FindAllStringSubmatch(page, -1) {
		players, _ := strconv.Atoi(m[1])
		rows := strings.Split(strings.Fields(mustNew(t, players, "").String())[4], "/")
		if got := strings.Join(rows[2:6], "/"); got != m[2] {
			t.Errorf("docs/games/rolit.md: %d players: rows 3 to 6 drawn %s, the start's %s", players, m[2], got)
		}
		drawn++
	}
	if drawn != 3 {
		t.Errorf("docs/games/rolit.md: %d starts drawn, want 3", drawn)
	}
	if m := find("The empty list is the defaults, \x60([^\x60]+)\x60"); DefaultOptions().String() != m[0] {
		t.Errorf("docs/games/rolit.md: the defaults %s, the code's %s", m[0], DefaultOptions())
	}
	if notation := gametest.DocSection(t, "rolit.md", "Notation"); !strings.Contains(notation, "\n"+four.String()+"\n") {
		t.Errorf("docs/games/rolit.md, Notation: the four-player start is not the page's line; the code writes\n%s", four)
	}
	m = find("from the start red can play \x60([a-h]\\d)\x60, \x60([a-h]\\d)\x60 or \x60([a-h]\\d)\x60; after \x60([a-h]\\d)\x60 yellow has no ball left and (\\d+) squares")
	var buf [gamekit.MaxMoves]Move
	var moves []string
	for _, mv := range four.Moves(buf[:0]) {
		moves = append(moves, four.MoveString(mv))
	}
	slices.Sort(moves)
	if strings.Join(moves, " ") != strings.Join(slices.Sorted(slices.Values(m[:3])), " ") {
		t.Errorf("docs/games/rolit.md: red's first moves %v, the code's %v", m[:3], moves)
	}
	after := four.Clone()
	mv, err := after.ParseMove(m[3])
	if err != nil {
		t.Fatal(err)
	}
	after.Make(mv)
	if n, _ := strconv.Atoi(m[4]); after.Count(1) != 0 || len(after.Moves(buf[:0])) != n {
		t.Errorf("docs/games/rolit.md: after %s yellow has %d discs and %d moves; the page says none and %d", m[3], after.Count(1), len(after.Moves(buf[:0])), n)
	}
	if m := find("the pass is \x60(0x[0-9a-f]+)\x60"); fmt.Sprintf("%#x", Pass) != m[0] || four.MoveIndex(Pass) != 0 {
		t.Errorf("docs/games/rolit.md: the pass is %s, the code's %#x", m[0], Pass)
	}
	m = find(`each weighted by its square: (\d) a corner, (\d) another edge square, (\d) inside`)
	if fmt.Sprint(m) != fmt.Sprint([]int{weightCorner, weightEdge, weightInner}) {
		t.Errorf("docs/games/rolit.md: square weights %v, the code's %d, %d, %d", m, weightCorner, weightEdge, weightInner)
	}
}
