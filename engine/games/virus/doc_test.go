package virus

import (
	"fmt"
	"os"
	"regexp"
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

// TestDocNumbers holds the rest of what docs/games/virus.md prints to the code: the start squares
// of 5x5, the default starts and their empty squares, the six-player start's holdings, the starts
// New refuses, the square names, the default options, the notation's examples and the leaves of
// the whole game tree under target=empty (from testdata/perft.txt, which TestPerftTable checks).
func TestDocNumbers(t *testing.T) {
	doc := gametest.ReadDocPage(t, "virus.md")
	page := doc.Text
	find := doc.Find
	atoi := func(s string) int {
		n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
		if err != nil {
			t.Fatalf("docs/games/virus.md: %q is not a number", s)
		}
		return n
	}
	start := func(players int, opts string) *State {
		t.Helper()
		o, err := ParseOptions(opts)
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(players, o)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	square := func(s *State, c int) string { return s.MoveString(MoveAt(c)) }

	// The start squares of 5x5.
	rows := 0
	for _, m := range regexp.MustCompile(`\| (\d) \| ([a-e1-5 ]+?)(?: \(.*\))? \|`).FindAllStringSubmatch(gametest.DocSection(t, "virus.md", "Board and players"), -1) {
		k := atoi(m[1])
		s := start(k, "")
		var names []string
		for _, c := range startCells(5, k) {
			names = append(names, square(s, c))
		}
		if got := strings.Join(names, " "); got != m[2] {
			t.Errorf("docs/games/virus.md: %d players start on %s, the code on %s", k, m[2], got)
		}
		rows++
	}
	if rows != 5 {
		t.Errorf("docs/games/virus.md: %d rows of start squares, want 5 (2 to 6 players)", rows)
	}

	// The default starts, drawn with their empty squares.
	drawn := 0
	for _, m := range regexp.MustCompile(`(?m)^(\d) players  ([0-9./]+)\s+(\d+)(?: of 25 squares)? empty$`).FindAllStringSubmatch(page, -1) {
		s := start(atoi(m[1]), "")
		f := strings.Fields(s.String())
		if b := f[len(f)-1]; b != m[2] || strings.Count(b, ".") != atoi(m[3]) {
			t.Errorf("docs/games/virus.md: %s players start %s with %s empty; the code's start is %s", m[1], m[2], m[3], b)
		}
		drawn++
	}
	if drawn != 4 {
		t.Errorf("docs/games/virus.md: %d starts drawn, want 4 (3 to 6 players)", drawn)
	}
	m := find(`on 5x5 with six players, players 0, 1, 3 and 4 start with (\d), (\d), (\d) and (\d) squares and players 2 and 5 with (\d)`)
	six := start(6, "")
	for i, p := range []int{0, 1, 3, 4, 2, 5} {
		if got := six.Count(p); got != atoi(m[min(i, 4)]) {
			t.Errorf("docs/games/virus.md: six players: player %d starts with %s squares, the code %d", p, m[min(i, 4)], got)
		}
	}
	m = find(`With \x60adj=4\x60 a player in a corner starts with (\d) squares and one elsewhere on the edge with (\d); with \x60adj=8\x60, (\d) and (\d)`)
	for i, adj := range []string{"adj=4", "adj=8"} {
		s := start(3, adj) // players 0 in a corner, 1 and 2 elsewhere on the edge of 5x5
		if s.Count(0) != atoi(m[2*i]) || s.Count(1) != atoi(m[2*i+1]) {
			t.Errorf("docs/games/virus.md: %s: a corner start holds %d, an edge start %d; the page says %s and %s", adj, s.Count(0), s.Count(1), m[2*i], m[2*i+1])
		}
	}

	// The starts New refuses under target=empty.
	refused := map[string]bool{}
	list := find(`\x60New\x60 refuses it with a one-line error \(([^)]*)\)`)[0]
	for _, part := range strings.Split(list, ";") {
		m := regexp.MustCompile(`(\d)x\d with \x60adj=(\d)\x60 and (\d)(?:, (\d))?(?: or (\d)| to (\d)) players`).FindStringSubmatch(part)
		if m == nil {
			t.Fatalf("docs/games/virus.md: %q is not read", part)
		}
		var ks []int
		if m[6] != "" {
			for k := atoi(m[3]); k <= atoi(m[6]); k++ {
				ks = append(ks, k)
			}
		} else {
			ks = append(ks, atoi(m[3]), atoi(m[5]))
			if m[4] != "" {
				ks = append(ks, atoi(m[4]))
			}
		}
		for _, k := range ks {
			refused[fmt.Sprintf("size=%s,adj=%s %d", m[1], m[2], k)] = true
		}
	}
	for size := MinSize; size <= MaxSize; size++ {
		for _, adj := range []int{4, 8} {
			for k := MinPlayers; k <= MaxPlayers; k++ {
				o, err := ParseOptions(fmt.Sprintf("size=%d,adj=%d,target=empty", size, adj))
				if err != nil {
					t.Fatal(err)
				}
				_, err = New(k, o)
				if key := fmt.Sprintf("size=%d,adj=%d %d", size, adj, k); (err != nil) != refused[key] {
					t.Errorf("docs/games/virus.md: %s players, target=empty: the page refused=%v, New: %v", key, refused[key], err)
				}
			}
		}
	}

	// Names, options and the notation's examples.
	m = find("\x60a1\x60 is the top left corner \\(cell (\\d+)\\), \x60e5\x60 the bottom right corner of 5x5 \\(cell (\\d+)\\), \x60c2\x60 is cell (\\d+)")
	for i, name := range []string{"a1", "e5", "c2"} {
		if got := square(six, atoi(m[i])); got != name {
			t.Errorf("docs/games/virus.md: cell %s is %s, the code names it %s", m[i], name, got)
		}
	}
	if m := find("The empty list is the defaults, \x60([^\x60]+)\x60"); DefaultOptions().String() != m[0] {
		t.Errorf("docs/games/virus.md: the defaults %s, the code's %s", m[0], DefaultOptions())
	}
	notation := gametest.DocSection(t, "virus.md", "Notation")
	for _, opts := range []string{"", "start=single"} {
		if s := start(4, opts); !strings.Contains(notation, "\n"+s.String()+"\n") {
			t.Errorf("docs/games/virus.md, Notation: the four-player start with %q is not on the page; the code writes\n%s", opts, s)
		}
	}

	if m := find("\x60Pass\x60 is \x60(0x[0-9a-f]+)\x60"); fmt.Sprintf("%#x", Pass) != m[0] || six.MoveIndex(Pass) != 0 || six.MoveIndex(MoveAt(7)) != 8 {
		t.Errorf("docs/games/virus.md: the pass is %s, the code's %#x", m[0], Pass)
	}

	// The whole game tree under target=empty, from both starts.
	table, err := os.ReadFile("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	m = find(`the whole game tree of four players has ([\d,]+) leaves; from \x60start=single\x60, [^)]*? and ([\d,]+) leaves`)
	for i, opts := range []string{"target=empty,limit=0", "start=single,target=empty,limit=0"} {
		s := start(4, opts)
		found := false
		for _, r := range gametest.ParseTable(t, string(table)) {
			n := len(r.Counts)
			if r.Pos == s.String() && n >= 2 && r.Counts[n-1] == r.Counts[n-2] {
				found = true
				if r.Counts[n-1] != uint64(atoi(m[i])) {
					t.Errorf("docs/games/virus.md: the game tree from %q has %s leaves, testdata/perft.txt %d", opts, m[i], r.Counts[n-1])
				}
			}
		}
		if !found {
			t.Errorf("testdata/perft.txt has no row of the whole game tree from %q", opts)
		}
	}
}
