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

	notation := strings.Join(strings.Fields(gametest.DocSection(t, "tictactoe.md", "Notation")), " ")
	if m := regexp.MustCompile("the pass is \x60(\\d+)\x60").FindStringSubmatch(notation); m == nil || m[1] != strconv.Itoa(int(Pass)) {
		t.Errorf("docs/games/tictactoe.md: the pass is %v, the code's %d", m, Pass)
	}
	if s, _ := New(3, 4); !strings.Contains(notation, s.String()) {
		t.Errorf("docs/games/tictactoe.md: the default start %s is not on the page", s)
	}

	board := strings.Join(strings.Fields(gametest.DocSection(t, "tictactoe.md", "Board and players")), " ")
	if m := regexp.MustCompile("\x60a1\x60 is cell (\\d+), \x60c2\x60 is cell (\\d+) of 4x4").FindStringSubmatch(board); m == nil {
		t.Error("docs/games/tictactoe.md: the square names were not found")
	} else if s, _ := New(3, 4); s.MoveString(Move(atoi(m[1])+1)) != "a1" || s.MoveString(Move(atoi(m[2])+1)) != "c2" {
		t.Errorf("docs/games/tictactoe.md: a1 is cell %s and c2 cell %s; not the code's names", m[1], m[2])
	}
	// The hash as the page writes it: mix(8*cell + player + 1) per mark and mix(1000 + mover),
	// mix one SplitMix64 step.
	mix := func(x uint64) uint64 {
		x += 0x9e3779b97f4a7c15
		x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
		x = (x ^ x>>27) * 0x94d049bb133111eb
		return x ^ x>>31
	}
	for _, pos := range []string{"tictactoe 4 3 0 ................", "tictactoe 4 3 1 0.1..2..0.1.....", "tictactoe 3 2 0 00.11...."} {
		s, err := Parse(pos)
		if err != nil {
			t.Fatal(err)
		}
		f := strings.Fields(pos)
		want := mix(uint64(1000 + atoi(f[3])))
		for c, ch := range f[4] {
			if ch != '.' {
				want ^= mix(uint64(8*c + int(ch-'0') + 1))
			}
		}
		if s.Hash() != want {
			t.Errorf("%s: hash %#x, the page's %#x", pos, s.Hash(), want)
		}
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

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

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

// pagePerft is perft written from docs/games/tictactoe.md alone, on the notation's cells as
// text: a player who completes three of its marks in a row, column or diagonal has won, a full
// board without that is a draw, and a finished position is one leaf.
func pagePerft(n, players, mover int, cells []byte, last, d int) uint64 {
	if last >= 0 {
		r, c, p := last/n, last%n, cells[last]
		for _, dir := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
			run := 1
			for _, sign := range []int{1, -1} {
				for k := 1; ; k++ {
					rr, cc := r+sign*k*dir[0], c+sign*k*dir[1]
					if rr < 0 || rr >= n || cc < 0 || cc >= n || cells[rr*n+cc] != p {
						break
					}
					run++
				}
			}
			if run >= 3 {
				return 1 // won
			}
		}
	}
	if d == 0 {
		return 1
	}
	var total uint64
	for i, ch := range cells {
		if ch == '.' {
			cells[i] = byte('0' + mover)
			total += pagePerft(n, players, (mover+1)%players, cells, i, d-1)
			cells[i] = '.'
		}
	}
	if total == 0 {
		return 1 // a full board: a draw
	}
	return total
}

// TestPagePerft: the page's rules, implemented on their own, count what the package counts for
// every row of the page's table (to a few hundred thousand leaves).
func TestPagePerft(t *testing.T) {
	checked := 0
	for _, line := range strings.Split(gametest.DocSection(t, "tictactoe.md", "Perft"), "\n") {
		cells := strings.Split(strings.Trim(line, "|"), "|")
		pos := strings.Trim(strings.TrimSpace(cells[0]), "`")
		if !strings.HasPrefix(line, "|") || !strings.HasPrefix(pos, "tictactoe ") {
			continue
		}
		f := strings.Fields(pos)
		n, _ := strconv.Atoi(f[1])
		players, _ := strconv.Atoi(f[2])
		mover, _ := strconv.Atoi(f[3])
		for d, cell := range cells[1:] {
			want, err := strconv.ParseUint(strings.ReplaceAll(strings.TrimSpace(cell), ",", ""), 10, 64)
			if err != nil || want > 600_000 {
				continue
			}
			if got := pagePerft(n, players, mover, []byte(f[4]), -1, d+1); got != want {
				t.Errorf("%s depth %d: the page's rules count %d, the page prints %d", pos, d+1, got, want)
			}
			checked++
		}
	}
	if checked < 40 {
		t.Errorf("checked %d counts", checked)
	}
}
