package boardsvg

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/internal/golden"
)

// midMoves are 17 plies from the star73 024 start (each the (7i+3)-th legal move, mod their
// number): the golden mid-game position, ply 17 with player 2 to move.
var midMoves = strings.Fields("2-12 47-39 58-60 3-9 64-54 40-33 9-8 54-46 33-40 12-2 55-38 48-58 8-9 66-47 60-50 5-18 56-55")

type sample struct {
	name string
	s    *game.State
	o    Options
}

func start(t *testing.T, g *board.Geometry, seats string) *game.State {
	t.Helper()
	ss, err := game.ParseSeats(seats)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.NewState(g, ss, game.Free)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play makes the moves (checked legal) from s and returns the last one.
func play(t *testing.T, s *game.State, moves []string) game.Move {
	t.Helper()
	var m game.Move
	for i, text := range moves {
		var err error
		if m, err = s.ParseMove(text); err != nil {
			t.Fatalf("ply %d: %v", i+1, err)
		}
		s.Make(m)
	}
	return m
}

func samples(t *testing.T) []sample {
	mid := start(t, board.Star73(), "024")
	last := play(t, mid, midMoves)
	if got, want := mid.String(), "star73 024 2 0/00/.0./...0....../..0....../......../.....11/2.....11/.22....1./222.....1./.../../."; got != want {
		t.Fatalf("mid position %q, want %q", got, want)
	}
	return []sample{
		{"start-star73-0134", start(t, board.Star73(), "0134"), Options{}},
		{"start-star121-03", start(t, board.Star121(), "03"), Options{Caption: "star121, 2 players: start"}},
		{"mid-star73-024", mid, Options{Last: &last, Caption: "ply 17, player 2 to move", Players: []string{"paranoid", "maxn", "brs+ <&>"}}},
		// Names and a caption wider than the board: the picture widens for them (the figure
		// render test, reports/svgrender_test.go, checks that they fit in librsvg and Chromium).
		{"names-star73-0134", start(t, board.Star73(), "0134"), Options{Caption: "ply 0, player 0 to move; a caption wider than the board",
			Players: []string{"mpmix(td=0.05,to=inf)", "opps(2,8,5,noprune)", "brs(threat=transpose)", "paranoid(eval=franks3,ties=0.25)"}}},
	}
}

// TestGolden compares each sample with testdata/NAME.svg (go test ./analysis/boardsvg -run
// TestGolden -update rewrites them; look at the pictures before committing).
func TestGolden(t *testing.T) {
	for _, c := range samples(t) {
		t.Run(c.name, func(t *testing.T) {
			got, err := SVG(c.s, c.o)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := SVG(c.s, c.o)
			if !bytes.Equal(got, again) {
				t.Fatal("two renderings of the same position differ")
			}
			golden.Check(t, filepath.Join("testdata", c.name+".svg"), got)
		})
	}
}

var (
	circleRE = regexp.MustCompile(`<circle [^>]*>`)
	cellRE   = regexp.MustCompile(`data-cell="(\d+)" data-p="(.)"`)
	fillRE   = regexp.MustCompile(`fill="(#[0-9A-F]{6})"`)
)

// TestCounts: one circle per cell in cell order (plus two rings with a last move), each cell's
// data-p and fill agree with the CCN, and every player has the board's piece count in its colour.
func TestCounts(t *testing.T) {
	for _, c := range samples(t) {
		t.Run(c.name, func(t *testing.T) {
			svg, err := SVG(c.s, c.o)
			if err != nil {
				t.Fatal(err)
			}
			circles := circleRE.FindAllString(string(svg), -1)
			rings := 0
			if c.o.Last != nil {
				rings = 2
			}
			if len(circles) != c.s.Geo.Cells+rings {
				t.Fatalf("%d circles, want %d cells + %d rings", len(circles), c.s.Geo.Cells, rings)
			}
			rows := strings.ReplaceAll(strings.Fields(c.s.String())[3], "/", "")
			pieces := map[string]int{}
			for i, el := range circles[:c.s.Geo.Cells] {
				m := cellRE.FindStringSubmatch(el)
				if m == nil || m[1] != fmt.Sprint(i) || m[2][0] != rows[i] {
					t.Fatalf("circle %d is %s, want cell %d with data-p %q", i, el, i, rows[i])
				}
				fill := fillRE.FindStringSubmatch(el)[1]
				want := EmptyFill
				if rows[i] != '.' {
					want = Palette[rows[i]-'0']
				}
				if fill != want {
					t.Errorf("cell %d (%c) filled %s, want %s", i, rows[i], fill, want)
				}
				pieces[fill]++
			}
			for p := range c.s.Players {
				if pieces[Palette[p]] != c.s.Geo.Pieces {
					t.Errorf("player %d: %d pieces in %s, want %d", p, pieces[Palette[p]], Palette[p], c.s.Geo.Pieces)
				}
			}
			if n := pieces[EmptyFill]; n != c.s.Geo.Cells-c.s.Players*c.s.Geo.Pieces {
				t.Errorf("%d empty cells, want %d", n, c.s.Geo.Cells-c.s.Players*c.s.Geo.Pieces)
			}
			for _, ring := range circles[c.s.Geo.Cells:] {
				if !strings.Contains(ring, `class="last-`) || !strings.Contains(ring, fmt.Sprintf(`r="%d"`, RingR)) {
					t.Errorf("ring %s is not a last-move ring", ring)
				}
			}
			if c.o.Caption != "" && !bytes.Contains(svg, []byte(">"+esc(c.o.Caption)+"</text>")) {
				t.Errorf("caption %q missing", c.o.Caption)
			}
		})
	}
}

// TestLastMoveRings: the rings sit on the move's cells; a pass or no move draws none.
func TestLastMoveRings(t *testing.T) {
	s := start(t, board.Star73(), "03")
	m := play(t, s, []string{"2-12"})
	svg, err := SVG(s, Options{Last: &m})
	if err != nil {
		t.Fatal(err)
	}
	l := LayoutOf(s.Geo)
	for cls, cell := range map[string]int{"last-from": 2, "last-to": 12} {
		want := fmt.Sprintf(`<circle class="%s" cx="%d" cy="%d"`, cls, l.X[cell], l.Y[cell])
		if !bytes.Contains(svg, []byte(want)) {
			t.Errorf("no %s in\n%s", want, svg)
		}
	}
	for _, o := range []Options{{}, {Last: &game.Pass}} {
		svg, err := SVG(s, o)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(circleRE.FindAll(svg, -1)); n != s.Geo.Cells || bytes.Contains(svg, []byte("last-")) {
			t.Errorf("options %+v: %d circles and marks %v, want %d cells and no marks", o, n, bytes.Contains(svg, []byte("last-")), s.Geo.Cells)
		}
	}
	bad := game.Move{From: 0, To: 0}
	if _, err := SVG(s, Options{Last: &bad}); err == nil {
		t.Error("a move from a cell to itself was drawn")
	}
}

// TestLayout: neighbours are 30 px apart (rows 26 px, 15*sqrt(3) rounded; on the square boards
// orthogonal neighbours 30 px and diagonal ones 30 px in both axes), distinct cells never share a
// centre, and every circle lies inside the picture.
func TestLayout(t *testing.T) {
	for _, g := range []*board.Geometry{board.Star73(), board.Star121(), board.ByName("triangle"), board.ByName("square:6"), board.ByName("square:11")} {
		l := LayoutOf(g)
		seen := map[[2]int]bool{}
		for c := range g.Cells {
			x, y := l.X[c], l.Y[c]
			if seen[[2]int{x, y}] {
				t.Fatalf("%s: two cells at (%d, %d)", g.Name, x, y)
			}
			seen[[2]int{x, y}] = true
			if x-RingR < 0 || y-RingR < 0 || x+RingR > l.Width || y+RingR > l.Height {
				t.Errorf("%s: cell %d at (%d, %d) outside %dx%d", g.Name, c, x, y, l.Width, l.Height)
			}
			b := g.CellBit[c]
			for _, n := range g.Step[b] {
				if n == board.NoBit {
					continue
				}
				nc := g.BitCell[n]
				dx, dy := l.X[nc]-x, l.Y[nc]-y
				if g.Dirs == 8 {
					if dx != 0 && dx != 30 && dx != -30 || dy != 0 && dy != 30 && dy != -30 || dx == 0 && dy == 0 {
						t.Errorf("%s: neighbours %d and %d are (%d, %d) apart", g.Name, c, nc, dx, dy)
					}
					continue
				}
				if !(dy == 0 && (dx == 30 || dx == -30)) && !((dy == 26 || dy == -26) && (dx == 15 || dx == -15)) {
					t.Errorf("%s: neighbours %d and %d are (%d, %d) apart", g.Name, c, nc, dx, dy)
				}
			}
		}
	}
}

// TestNumbers: with Options.Numbers every cell carries its index, at its centre; without, none.
func TestNumbers(t *testing.T) {
	for _, c := range samples(t) {
		o := c.o
		o.Numbers = true
		svg, err := SVG(c.s, o)
		if err != nil {
			t.Fatal(err)
		}
		l := LayoutOf(c.s.Geo)
		for cell := range c.s.Geo.Cells {
			want := fmt.Sprintf(`<text x="%d" y="%d">%d</text>`, l.X[cell], l.Y[cell]+Radius/3, cell)
			if !strings.Contains(string(svg), want) {
				t.Fatalf("%s: no %s", c.name, want)
			}
		}
		plain, _ := SVG(c.s, c.o)
		if strings.Contains(string(plain), `class="numbers"`) {
			t.Errorf("%s: numbers without Options.Numbers", c.name)
		}
	}
}
