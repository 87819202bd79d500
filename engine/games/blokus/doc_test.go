package blokus

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// TestDocPerft recomputes every count of the perft table of docs/games/blokus.md, the page a
// second implementation is written from: a row per player count and options, a column per depth.
func TestDocPerft(t *testing.T) {
	section := gametest.DocSection(t, "blokus.md", "Perft")
	checked := 0
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if !strings.HasPrefix(line, "|") || len(cells) < 3 {
			continue
		}
		players, err := strconv.Atoi(strings.TrimSpace(cells[0]))
		if err != nil {
			continue // the header and the rule under it
		}
		s := mustNew(t, players, strings.Trim(strings.TrimSpace(cells[1]), "`"))
		checked += gametest.CheckDocCounts(t, "blokus.md", s, fmt.Sprintf("%d players %s", players, cells[1]), cells[2:])
	}
	if checked < 25 {
		t.Errorf("checked %d counts: the page's table was not found or not read", checked)
	}
}

// TestDocNumbers holds the rest of docs/games/blokus.md to the code: the cell names, the pieces
// (counts, the table of shapes, squares and orientations), the three-player movers, the bonus,
// the defaults, the start's notation, the move examples, the pass and the first move's count.
func TestDocNumbers(t *testing.T) {
	doc := gametest.ReadDocPage(t, "blokus.md")
	ints := doc.Ints
	start := mustNew(t, 4, "")

	m := doc.Find("\x60a1\x60 is cell (\\d+), \x60t1\x60 cell (\\d+), \x60t20\x60 cell (\\d+)")
	for i, name := range []string{"a1", "t1", "t20"} {
		if c, _ := strconv.Atoi(m[i]); CellName(c) != name {
			t.Errorf("docs/games/blokus.md: cell %d is %s, the code names it %s", c, name, CellName(c))
		}
	}
	n := ints(`A colour has (\d+) pieces, all the polyominoes of 1 to 5 squares: (\d+) monomino, (\d+) domino, (\d+) trominoes, (\d+) tetrominoes and (\d+) pentominoes, (\d+) squares in all`)
	var bySize [6]int
	for p := range NumPieces {
		bySize[PieceSize(p)]++
	}
	if fmt.Sprint(n) != fmt.Sprint([]int{NumPieces, bySize[1], bySize[2], bySize[3], bySize[4], bySize[5], NumSquares}) {
		t.Errorf("docs/games/blokus.md: pieces %v, the code's %d by size %v, %d squares", n, NumPieces, bySize, NumSquares)
	}
	if n := ints(`the distinct ones number (\d+) over the set`); n[0] != NumOrientations {
		t.Errorf("docs/games/blokus.md: %d orientations, the code's %d", n[0], NumOrientations)
	}
	rows := regexp.MustCompile("(?m)^\\| (\\d+) \\| (\\w\\d) \\| \x60([X./]+)\x60 \\| (\\d) \\| (\\d) \\|$").FindAllStringSubmatch(doc.Text, -1)
	if len(rows) != NumPieces {
		t.Fatalf("docs/games/blokus.md: %d rows of the pieces' table, want %d", len(rows), NumPieces)
	}
	for _, r := range rows {
		p, _ := strconv.Atoi(r[1])
		if r[2] != PieceName(p) || r[3] != pieceDefs[p].shape || r[4] != strconv.Itoa(PieceSize(p)) || r[5] != strconv.Itoa(Orientations(p)) {
			t.Errorf("docs/games/blokus.md: piece %s, the code's %s %s %d squares %d orientations", r[0], PieceName(p), pieceDefs[p].shape, PieceSize(p), Orientations(p))
		}
	}
	m = doc.Find("The movers repeat every (\\d+) turns: \x60([0-9 ]+)\x60")
	three := mustNew(t, 3, "")
	var movers []string
	for range three.cycle {
		movers = append(movers, strconv.Itoa(three.Mover()))
		three.Make(Pass)
	}
	if m[0] != strconv.Itoa(three.cycle) || m[1] != strings.Join(movers, " ") {
		t.Errorf("docs/games/blokus.md: three players' movers %v, the code's %d: %s", m, three.cycle, strings.Join(movers, " "))
	}
	if n := ints(`all its pieces scores (\d+) instead, or (\d+) when the last piece it placed was the monomino \((\d+) \+ (\d+)\)`); fmt.Sprint(n) != fmt.Sprint([]int{BonusAll, BonusAll + BonusMonoLast, BonusAll, BonusMonoLast}) {
		t.Errorf("docs/games/blokus.md: bonus %v, the code's %d and %d", n, BonusAll, BonusMonoLast)
	}
	if m := doc.Find("The empty list is the defaults, \x60([^\x60]+)\x60"); DefaultOptions().String() != m[0] {
		t.Errorf("docs/games/blokus.md: the defaults %s, the code's %s", m[0], DefaultOptions())
	}
	if notation := gametest.DocSection(t, "blokus.md", "Notation"); !strings.Contains(notation, "\n"+start.String()+"\n") {
		t.Errorf("docs/games/blokus.md, Notation: the four-player start is not the page's line; the code writes\n%s", start)
	}
	m = doc.Find("\x60(I5\\.1@a1)\x60 is the vertical bar down the left edge from \x60a1\x60, \x60(X5\\.0@b1)\x60 the cross covering \x60(b1)\x60, \x60(a2)\x60, \x60(b2)\x60, \x60(c2)\x60 and \x60(b3)\x60")
	for i, want := range []string{"a1 a2 a3 a4 a5", strings.Join(m[2:], " ")} {
		mv, err := readMove(m[i], 20)
		if err != nil {
			t.Fatal(err)
		}
		or := &orients[mv.orient()]
		var got []string
		for k := range int(or.n) {
			got = append(got, CellName(mv.box()+int(or.sq[k][0])*Size+int(or.sq[k][1])))
		}
		if !sameSet(got, strings.Fields(want)) {
			t.Errorf("docs/games/blokus.md: %s covers %s, the code's %v", m[i], want, got)
		}
	}
	if m := doc.Find("the pass is \x60(0x[0-9a-f]+)\x60"); fmt.Sprintf("%#x", uint16(Pass)) != m[0] || start.MoveIndex(Pass) != 0 {
		t.Errorf("docs/games/blokus.md: the pass is %s, the code's %#x", m[0], uint16(Pass))
	}
	corner := 0
	for o := range orients {
		if orients[o].rows[0]&1 != 0 {
			corner++
		}
	}
	var buf [gamekit.MaxMoves]Move
	if n := ints(`: (\d+) of the (\d+) orientations have that square`); n[0] != corner || n[0] != len(start.Moves(buf[:0])) || n[1] != NumOrientations {
		t.Errorf("docs/games/blokus.md: %v orientations with the corner, the code's %d of %d, %d first moves", n, corner, NumOrientations, len(start.Moves(buf[:0])))
	}
	m = doc.Find(`58\^2 = ([\d,]+), 58\^3 = ([\d,]+) and 58\^4 = ([\d,]+);`)
	for i, cell := range m {
		want := uint64(58 * 58)
		for range i {
			want *= 58
		}
		if strings.ReplaceAll(cell, ",", "") != strconv.FormatUint(want, 10) {
			t.Errorf("docs/games/blokus.md: 58^%d is %s, not %d", i+2, cell, want)
		}
	}
}
