package focus

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// TestDocPerft recomputes every count of the perft table of docs/games/focus.md, the page a
// second implementation is written from: a row per player count and options, a column per depth.
func TestDocPerft(t *testing.T) {
	section := gametest.DocSection(t, "focus.md", "Perft")
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
		checked += gametest.CheckDocCounts(t, "focus.md", s, fmt.Sprintf("%d players %s", players, cells[1]), cells[2:])
	}
	if checked < 30 {
		t.Errorf("checked %d counts of the page's table: it was not found or not read", checked)
	}
}

// TestDocNumbers holds the rest of docs/games/focus.md to the code: the board's rows, the three
// start diagrams, the pieces each player starts with, the capture goals of win=capture, the
// notation of the two-player start, the move values, and the weights of the evaluation and the
// ordering.
func TestDocNumbers(t *testing.T) {
	doc := gametest.ReadDocPage(t, "focus.md")
	find := doc.Ints
	start := func(players int) *State {
		s, err := New(players, DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		return s
	}

	// The board: 52 squares in rows of 4, 6, 8, 8, 8, 8, 6 and 4.
	n := find(`(\d+) squares, in rows of (\d), (\d), (\d), (\d), (\d), (\d), (\d) and (\d) squares`)
	var perRow [8]int
	for sq := range NumSquares {
		r, _ := RowCol(sq)
		perRow[r]++
	}
	if n[0] != NumSquares || fmt.Sprint(n[1:]) != fmt.Sprint(perRow[:]) {
		t.Errorf("docs/games/focus.md: %d squares in rows %v; the code's %d in %v", n[0], n[1:], NumSquares, perRow)
	}

	// The start diagrams: three boards side by side, a row per line.
	_, diagrams, _ := strings.Cut(gametest.DocSection(t, "focus.md", "Start positions"), "two players            three players          four players\n")
	diagrams, _, _ = strings.Cut(diagrams, "```")
	drawn := 0
	for _, line := range strings.Split(diagrams, "\n") {
		if line == "" || line[0] < '1' || line[0] > '8' {
			continue
		}
		for i, players := range []int{2, 3, 4} {
			seg := line[min(len(line), 23*i):min(len(line), 23*(i+1))]
			f := strings.Fields(seg)
			row := int(f[0][0] - '1')
			s := start(players)
			var want []string
			for sq := range NumSquares {
				if r, _ := RowCol(sq); r == row {
					if s.Height(sq) == 0 {
						want = append(want, ".")
					} else {
						want = append(want, strconv.Itoa(s.Piece(sq, 0)))
					}
				}
			}
			if got := strings.Join(f[1:], " "); got != strings.Join(want, " ") {
				t.Errorf("docs/games/focus.md: %d players, row %d: the page draws %s, the start has %s", players, row+1, got, strings.Join(want, " "))
			}
			drawn++
		}
	}
	if drawn != 24 {
		t.Errorf("docs/games/focus.md: %d rows of start diagrams read, want 24", drawn)
	}
	n = find(`the pieces per player: (\d+) each for 2 players, (\d+) each for 3 and for 4 players`)
	for i, players := range []int{2, 3, 4} {
		s := start(players)
		for p := range players {
			if got := s.pieces[p]; int(got) != n[min(i, 1)] {
				t.Errorf("docs/games/focus.md: %d players: player %d starts with %d pieces, the page says %d", players, p, got, n[min(i, 1)])
			}
		}
	}

	// The capture goals of win=capture.
	n = find(`with 2 players (\d+) pieces; with 3 players (\d+) pieces in all, or (\d+) of each opponent; with 4 players (\d+) in all, or (\d+) of each opponent`)
	for _, g := range []struct{ players, total, each int }{{2, n[0], 0}, {3, n[1], n[2]}, {4, n[3], n[4]}} {
		s, err := New(g.players, Options{Win: WinCapture})
		if err != nil {
			t.Fatal(err)
		}
		reached := func(capt map[int]int) bool {
			s.capt, s.capTot = [MaxPlayers][MaxPlayers]uint8{}, [MaxPlayers]uint8{}
			for q, c := range capt {
				s.capt[0][q] = uint8(c)
				s.capTot[0] += uint8(c)
			}
			return s.reachedGoal(0)
		}
		if !reached(map[int]int{1: g.total}) || reached(map[int]int{1: g.total - 1}) {
			t.Errorf("docs/games/focus.md: %d players: the goal of %d pieces in all is not the code's", g.players, g.total)
		}
		if g.each == 0 {
			continue
		}
		each, short := map[int]int{}, map[int]int{}
		for q := 1; q < g.players; q++ {
			each[q], short[q] = g.each, g.each
		}
		short[1] = g.each - 1
		if !reached(each) || reached(short) {
			t.Errorf("docs/games/focus.md: %d players: the goal of %d of each opponent is not the code's", g.players, g.each)
		}
	}

	// The notation of the two-player start and the move values.
	if notation := gametest.DocSection(t, "focus.md", "Notation"); !strings.Contains(notation, "\n"+start(2).String()+"\n") {
		t.Errorf("docs/games/focus.md, Notation: the two-player start is not the page's line; the code writes\n%s", start(2))
	}
	n = find("a stack move is \x60from \\| dir<<(\\d+) \\| n<<(\\d+)\x60 .*? an entry is \x60(\\d+) \\| square\x60; the pass is \x60(\\d+)\x60")
	if n[0] != moveDirBits || n[1] != moveNBits || n[2] != moveReserve || n[3] != movePass {
		t.Errorf("docs/games/focus.md: move values %v; the code's %d, %d, %d, %d", n, moveDirBits, moveNBits, moveReserve, movePass)
	}
	// The weights.
	n = find(`strength = (\d) x \(stacks he controls\) \+ \(his pieces on the board\) \+ (\d) x \(his reserve pieces\) \+ (\d) x \(pieces he has captured\)`)
	if n[0] != wStack || wPiece != 1 || n[1] != wReserve || n[2] != wCapture {
		t.Errorf("docs/games/focus.md: strength weights %v; the code's %d, %d, %d, %d", n, wStack, wPiece, wReserve, wCapture)
	}
	n = find(`- (\d+) for each opponent's piece it captures .*?- (\d+) for each of the mover's own pieces it sends to his reserve, - (\d+) if the target stack is controlled by another player`)
	// Every move of positions along seeded random games, scored by the page's rule from what the
	// notation shows (the target square, the stack on it, the pieces moved), against Order's score.
	cuts := [2]int{}
	for _, players := range []int{2, 3, 4} {
		s := start(players)
		var buf [gamekit.MaxMoves]Move
		for ply := 0; ply < 200 && !s.Terminal(); ply++ {
			moves := s.Moves(buf[:0])
			for _, m := range moves {
				text := s.MoveString(m)
				if text == "pass" {
					continue
				}
				moved, to := 1, text[2:]
				if from, dest, ok := strings.Cut(text, "-"); ok {
					fr, fc := int(from[1]-'1'), int(from[0]-'a')
					tr, tc := int(dest[1]-'1'), int(dest[0]-'a')
					moved, to = max(fr-tr, tr-fr, fc-tc, tc-fc), dest
				}
				t0 := SquareAt(int(to[1]-'1'), int(to[0]-'a'))
				h := s.Height(t0)
				want := moved
				if h > 0 && s.Piece(t0, h-1) != s.Mover() {
					want += n[2]
				}
				for l := range max(0, h+moved-MaxHeight) {
					if s.Piece(t0, l) == s.Mover() {
						want += n[1]
						cuts[1]++
					} else {
						want += n[0]
						cuts[0]++
					}
				}
				if got := s.orderScore(m); got != want {
					t.Fatalf("docs/games/focus.md: %s: move %s scores %d by the page, %d by the code", s, text, want, got)
				}
			}
			s.Make(moves[(ply*7+3)%len(moves)])
		}
	}
	if cuts[0] == 0 || cuts[1] == 0 {
		t.Errorf("the random games cut %d opponents' and %d own pieces: the weights of cuts were not checked", cuts[0], cuts[1])
	}
}
