package board

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// docPage reads docs/<page>.
func docPage(t *testing.T, page string) string {
	t.Helper()
	data, err := os.ReadFile("../../docs/" + page)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// cornerCells is the cell indices of corner k of g, increasing.
func cornerCells(g *Geometry, k int) []int {
	var out []int
	for b := range 128 {
		if g.Corner[k].Has(uint8(b)) {
			out = append(out, int(g.BitCell[b]))
		}
	}
	slices.Sort(out)
	return out
}

func ints(t *testing.T, s string) []int {
	t.Helper()
	var out []int
	for _, f := range strings.Fields(s) {
		n, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("%q is not a list of numbers", s)
		}
		out = append(out, n)
	}
	return out
}

// TestDocTables holds the board tables of docs/rules.md and docs/boards.md (cells, pieces, rows,
// corners, apexes, centre and tip cells, default seats) to the generated geometry.
func TestDocTables(t *testing.T) {
	rules := docPage(t, "rules.md")
	checked := 0
	for _, m := range regexp.MustCompile("(?m)^\\| \x60(star\\d+)\x60 \\| (\\d) \\| (\\d+) \\| (\\d+) \\| ([\\d ]+) \\|$").FindAllStringSubmatch(rules, -1) {
		g := ByName(m[1])
		n, _ := strconv.Atoi(m[2])
		cells, _ := strconv.Atoi(m[3])
		pieces, _ := strconv.Atoi(m[4])
		if g == nil || g.N != n || g.Cells != cells || g.Pieces != pieces || !slices.Equal(g.RowLen, ints(t, m[5])) {
			t.Errorf("docs/rules.md: %s n=%d, %d cells, %d pieces, rows %s: not the board's", m[1], n, cells, pieces, m[5])
		}
		checked++
	}
	for _, m := range regexp.MustCompile("(?m)^\\| (\\d) \\| [a-z ]+ \\| \x60[^\x60]+\x60 \\| ([\\d ]+) \\|$").FindAllStringSubmatch(rules, -1) {
		k, _ := strconv.Atoi(m[1])
		if got := cornerCells(Star73(), k); !slices.Equal(got, ints(t, m[2])) {
			t.Errorf("docs/rules.md: star73 corner %d is cells %s, the board's %v", k, m[2], got)
		}
		checked++
	}
	flat := strings.Join(strings.Fields(rules), " ")
	m := regexp.MustCompile(`Cell 0 is the top tip, the last cell \((\d+) or (\d+)\) the bottom tip, and the centre \x60\(0, 0, 0\)\x60 is cell (\d+) on star73 and cell (\d+) on star121`).FindStringSubmatch(flat)
	if m == nil {
		t.Fatal("docs/rules.md: the tips and centres were not found")
	}
	for i, g := range []*Geometry{Star73(), Star121()} {
		last, _ := strconv.Atoi(m[1+i])
		centre, _ := strconv.Atoi(m[3+i])
		if last != g.Cells-1 || g.Coord[g.CellBit[centre]] != [3]int8{} || g.Coord[g.CellBit[0]][2] != int8(-2*g.N) || g.Coord[g.CellBit[last]][2] != int8(2*g.N) {
			t.Errorf("docs/rules.md: %s: last cell %d, centre %d: not the board's", g.Name, last, centre)
		}
		checked++
	}

	boards := docPage(t, "boards.md")
	m = regexp.MustCompile("(?m)^\\| \x60triangle\x60 \\| (\\d+) \\| ([\\d ]+) \\| (\\d) \\(hex\\) \\| ([\\d, ]+) \\| [^|]+ \\| [^|]+ \\| \x60(\\d+)\x60 \\|$").FindStringSubmatch(boards)
	if m == nil {
		t.Fatal("docs/boards.md: the triangle's row was not found")
	}
	tr := Triangle()
	var corners []string
	for k := range 6 {
		if !tr.Corner[k].IsZero() {
			corners = append(corners, strconv.Itoa(k))
		}
	}
	if fmt.Sprintln(tr.Cells, tr.RowLen, tr.Dirs, strings.Join(corners, ", "), tr.DefaultSeats) != fmt.Sprintln(m[1], ints(t, m[2]), m[3], m[4], m[5]) {
		t.Errorf("docs/boards.md: triangle %v; the board's %d cells, rows %v, %d directions, corners %v, seats %s", m[1:], tr.Cells, tr.RowLen, tr.Dirs, corners, tr.DefaultSeats)
	}
	checked++
	for _, m := range regexp.MustCompile("(?m)^\\| (\\d) \\([a-z ]+\\) \\| \x60[^\x60]+\x60 \\| ([\\d ]+) \\| \x60\\([-\\d, ]+\\)\x60 = cell (\\d+) \\|$").FindAllStringSubmatch(boards, -1) {
		k, _ := strconv.Atoi(m[1])
		apex, _ := strconv.Atoi(m[3])
		if got := cornerCells(tr, k); !slices.Equal(got, ints(t, m[2])) || int(tr.BitCell[tr.Apex[k]]) != apex {
			t.Errorf("docs/boards.md: triangle corner %d is cells %s with apex %d; the board's %v, apex %d", k, m[2], apex, got, tr.BitCell[tr.Apex[k]])
		}
		checked++
	}
	for _, g := range Squares() { // N² cells in N rows of N, 8 directions, seats 0123
		if g.Cells != len(g.RowLen)*g.RowLen[0] || g.Dirs != 8 || g.DefaultSeats != "0123" {
			t.Errorf("docs/boards.md: %s is not N² cells in N rows of N, 8 directions, seats 0123", g.Name)
		}
	}
	if checked != 2+6+2+1+3 {
		t.Errorf("checked %d rows of the pages' board tables, want 14", checked)
	}
}
