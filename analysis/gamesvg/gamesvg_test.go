package gamesvg

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/analysis/boardsvg"
	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/games/focus"
	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/games/spades"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/games/virus"
	"github.com/cctree/cctree/internal/golden"
)

// state is what the tests need of the three games' positions.
type state[M comparable] interface {
	gamekit.Evaluated[M]
	MoveString(M) string
}

// play makes plies moves from s, each the (7i+3)-th legal move (mod their number) as boardsvg's
// golden game does, and returns the last move's text and every position after a move with the
// move that led to it.
func play[M comparable, S state[M]](s S, plies int, clone func(S) S) (last string, after []S, moves []string) {
	return playBy(s, plies, clone, 0)
}

// playBy is play with another choice of moves for k > 0: the moves in the game's static order
// (captures first on Focus), and of those the (i*k)-th mod k+1 at ply i.
func playBy[M comparable, S state[M]](s S, plies int, clone func(S) S, k int) (last string, after []S, moves []string) {
	var buf [gamekit.MaxMoves]M
	for i := range plies {
		ms := s.Moves(buf[:0])
		if len(ms) == 0 {
			break
		}
		m := ms[(7*i+3)%len(ms)]
		if k > 0 {
			s.Order(ms)
			m = ms[(i*k)%min(len(ms), k+1)]
		}
		last = s.MoveString(m)
		s.Make(m)
		after, moves = append(after, clone(s)), append(moves, last)
	}
	return last, after, moves
}

func newVirus(t testing.TB, players int, opts string) *virus.State {
	t.Helper()
	o, err := virus.ParseOptions(opts)
	if err != nil {
		t.Fatal(err)
	}
	s, err := virus.New(players, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func newFocus(t testing.TB, players int, opts string) *focus.State {
	t.Helper()
	o, err := focus.ParseOptions(opts)
	if err != nil {
		t.Fatal(err)
	}
	s, err := focus.New(players, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func newTTT(t testing.TB, players, n int) *tictactoe.State {
	t.Helper()
	s, err := tictactoe.New(players, n)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

type sample struct {
	name string
	pos  any
	o    Options
}

func samples(t *testing.T) []sample {
	v5 := newVirus(t, 5, "")
	vLast, _, _ := play(v5, 9, (*virus.State).Clone)
	f4 := newFocus(t, 4, "")
	fLast, _, _ := play(f4, 81, (*focus.State).Clone)
	t3 := newTTT(t, 3, 4)
	tLast, _, _ := play(t3, 7, (*tictactoe.State).Clone)
	for _, c := range []struct {
		got, want string
	}{
		{v5.String(), "virus size=5,adj=4,start=infected,convert,target=any,limit=200 5 4 9 00101/01212/02222/043.3/43333"},
		{f4.String(), "focus - players=4 mover=1 out=- res=1,0,0,0 cap=0.3.1.2,0.0.1.0,1.0.0.0,0.0.0.0 board=21,.,0,./.,.,.,.,3,./.,2,02,.,.,.,03,./.,.,.,0,21,21330,120,./20,3,.,0,13,3,1,./.,.,3,.,2332,.,1,0/.,1,.,031,.,./1,.,22,0"},
		{t3.String(), "tictactoe 4 3 1 ...02..201.1..0."},
	} {
		if c.got != c.want {
			t.Fatalf("sample position %q, want %q", c.got, c.want)
		}
	}
	h4, err := hearts.New(4, hearts.Options{Deal: 3})
	if err != nil {
		t.Fatal(err)
	}
	hLast, _, _ := play(h4, 22, (*hearts.State).Clone)
	if h4, err = h4.SetScores([]int{12, 40, 7, 33}); err != nil {
		t.Fatal(err)
	}
	s3, err := spades.New(3, spades.Options{Deal: 4})
	if err != nil {
		t.Fatal(err)
	}
	sLast, _, _ := play(s3, 18, (*spades.State).Clone)
	return []sample{
		{"virus-start-4", newVirus(t, 4, ""), Options{Caption: "player 0 to move"}},
		{"virus-mid-5", v5, Options{Last: vLast, Caption: "ply 9, player 4 to move", Players: []string{"paranoid", "brs", "maxn", "brs+ <&>", "random"}}},
		{"virus-6x6-adj8-3", newVirus(t, 3, "size=6,adj=8"), Options{}},
		{"focus-start-2", newFocus(t, 2, ""), Options{Caption: "player 0 to move"}},
		{"focus-mid-4", f4, Options{Last: fLast, Caption: "ply 81, player 1 to move", Players: []string{"paranoid", "maxn", "brs", "brs+"}}},
		{"tictactoe-mid-3", t3, Options{Last: tLast, Caption: "ply 7, player 1 to move"}},
		{"hearts-mid-4", h4, Options{Last: hLast, Caption: "ply 22, player 0 to move", Players: []string{"mpmix(td=25,to=inf)", "maxn", "paranoid", "wrt"}}},
		{"spades-mid-3", s3, Options{Last: sLast, Caption: "ply 18"}},
	}
}

// TestGolden compares each sample with testdata/NAME.svg (go test ./analysis/gamesvg -run
// TestGolden -update rewrites them; look at the pictures before committing).
func TestGolden(t *testing.T) {
	for _, c := range samples(t) {
		t.Run(c.name, func(t *testing.T) {
			got, err := SVG(c.pos, c.o)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := SVG(c.pos, c.o)
			if !bytes.Equal(got, again) {
				t.Fatal("two renderings of the same position differ")
			}
			golden.Check(t, filepath.Join("testdata", c.name+".svg"), got)
		})
	}
}

var (
	slotRE  = regexp.MustCompile(`<(?:rect|circle) data-slot="(\d+)" data-cell="(\d+)"(?: data-level="(\d)")? data-p="(.)"[^>]*>`)
	fillRE  = regexp.MustCompile(` fill="(#[0-9A-F]{6})"`)
	textRE  = regexp.MustCompile(`<text ([^>]*)>([^<]*)</text>`)
	titleRE = regexp.MustCompile(`<title>([^<]*)</title>`)
)

// TestSlotsFollowThePosition: the slots are in document order and say, cell by cell, what the
// position says (the Virus Game's squares read as its rows; Focus's bands as its stacks bottom
// to top; tic-tac-toe's discs as its cells), each filled with its player's colour, or empty
// (grey, or hidden for bands and discs); the title is the notation.
func TestSlotsFollowThePosition(t *testing.T) {
	for _, c := range samples(t) {
		t.Run(c.name, func(t *testing.T) {
			svg, err := SVG(c.pos, c.o)
			if err != nil {
				t.Fatal(err)
			}
			want := wantSlots(t, c.pos)
			slots := slotRE.FindAllStringSubmatch(string(svg), -1)
			if len(slots) != len(want) {
				t.Fatalf("%d slots, want %d", len(slots), len(want))
			}
			for i, m := range slots {
				w := want[i]
				if m[1] != strconv.Itoa(i) || m[2] != strconv.Itoa(w.cell) || m[4][0] != w.code || (w.level >= 0) != (m[3] != "") {
					t.Fatalf("slot %d is %s, want cell %d level %d code %c", i, m[0], w.cell, w.level, w.code)
				}
				fill := fillRE.FindStringSubmatch(m[0])[1]
				hidden := strings.Contains(m[0], `display="none"`)
				switch {
				case w.code != '.' && (fill != boardsvg.Palette[w.code-'0'] || hidden):
					t.Errorf("slot %d (%c): fill %s, hidden %v", i, w.code, fill, hidden)
				case w.code == '.' && w.hide != hidden:
					t.Errorf("slot %d: empty, hidden %v, want %v", i, hidden, w.hide)
				case w.code == '.' && !w.hide && fill != boardsvg.EmptyFill:
					t.Errorf("slot %d: empty, fill %s", i, fill)
				}
			}
			if got := titleRE.FindStringSubmatch(string(svg))[1]; got != esc(fmt.Sprint(c.pos)) {
				t.Errorf("title %q, want the notation", got)
			}
			if c.o.Caption != "" && !strings.Contains(string(svg), ">"+esc(c.o.Caption)+"</text>") {
				t.Errorf("caption %q missing", c.o.Caption)
			}
		})
	}
}

type wantSlot struct {
	cell, level int
	code        byte
	hide        bool
}

// wantSlots reads the slots a position should have from its notation alone.
func wantSlots(t *testing.T, pos any) []wantSlot {
	var out []wantSlot
	f := strings.Fields(fmt.Sprint(pos))
	switch f[0] {
	case "virus":
		rows := strings.ReplaceAll(f[len(f)-1], "/", "")
		for i := range len(rows) {
			out = append(out, wantSlot{i, -1, rows[i], false})
		}
	case "tictactoe":
		for i := range len(f[4]) {
			out = append(out, wantSlot{i, -1, f[4][i], true})
		}
	case "focus":
		board := strings.TrimPrefix(f[7], "board=")
		sq := 0
		for _, row := range strings.Split(board, "/") {
			for _, st := range strings.Split(row, ",") {
				st = strings.Trim(st, ".")
				for l := range focus.MaxHeight {
					ch := byte('.')
					if l < len(st) {
						ch = st[l]
					}
					out = append(out, wantSlot{sq, l, ch, true})
				}
				sq++
			}
		}
	case "hearts", "spades":
		// Every card, c2 to sA: its holder's digit from the hands field, or the trick's player.
		code := map[string]byte{}
		for p, hand := range strings.Split(f[4], "/") {
			for s, ranks := range strings.Split(hand, ".") {
				for _, r := range ranks {
					code[string(r)+"cdhs"[s:s+1]] = byte('0' + p)
				}
			}
		}
		if f[5] != "-" {
			for _, play := range strings.Split(f[5], ",") {
				seat, card, _ := strings.Cut(play, ":")
				code[card] = seat[0]
			}
		}
		for i := range 52 {
			ch, ok := code[string("23456789TJQKA"[i%13])+"cdhs"[i/13:i/13+1]]
			if !ok {
				ch = '.'
			}
			out = append(out, wantSlot{i, -1, ch, false})
		}
	default:
		t.Fatalf("no slots known for %s", f[0])
	}
	return out
}

// TestTextsPinned: every text but the empty ones is pinned to its width in Liberation Sans, and
// lies inside the picture by that width (anchor start, middle or end).
func TestTextsPinned(t *testing.T) {
	for _, c := range samples(t) {
		svg, err := SVG(c.pos, c.o)
		if err != nil {
			t.Fatal(err)
		}
		width, _ := strconv.Atoi(regexp.MustCompile(`<svg [^>]*width="(\d+)"`).FindStringSubmatch(string(svg))[1])
		n := 0
		for _, m := range textRE.FindAllStringSubmatch(string(svg), -1) {
			attrs, text := m[1], m[2]
			if text == "" {
				if strings.Contains(attrs, "textLength") {
					t.Errorf("%s: an empty text is pinned: %s", c.name, m[0])
				}
				continue
			}
			n++
			tl := regexp.MustCompile(`textLength="([0-9.]+)" lengthAdjust="spacingAndGlyphs"`).FindStringSubmatch(attrs)
			if tl == nil {
				t.Errorf("%s: text %q not pinned", c.name, text)
				continue
			}
			size := fontSize
			if strings.HasPrefix(text, "player ") == false && !strings.Contains(attrs, `class="caption"`) {
				size = smallSize
			}
			w, _ := strconv.ParseFloat(tl[1], 64)
			plain := strings.NewReplacer("&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(text)
			if want := textWidth(size, plain); fmt.Sprintf("%.1f", want) != tl[1] {
				t.Errorf("%s: %q pinned to %s, its width at %d px is %.1f", c.name, text, tl[1], size, want)
			}
			x, _ := strconv.ParseFloat(regexp.MustCompile(`(?:^| )x="([0-9.]+)"`).FindStringSubmatch(attrs)[1], 64)
			lo, hi := x, x+w
			switch {
			case strings.Contains(attrs, `text-anchor="middle"`):
				lo, hi = x-w/2, x+w/2
			case strings.Contains(attrs, `text-anchor="end"`):
				lo, hi = x-w, x
			}
			if lo < 0 || hi > float64(width) {
				t.Errorf("%s: %q spans %.1f-%.1f, outside the picture's %d px", c.name, text, lo, hi, width)
			}
		}
		if n == 0 {
			t.Errorf("%s: no text", c.name)
		}
	}
}

// TestLegend: one line per player, saying what the game's legend says.
func TestLegend(t *testing.T) {
	all := samples(t)
	for _, c := range []struct {
		sample int
		want   []string
	}{
		{1, []string{"player 0 (paranoid): 6 squares", "player 3 (brs+ &lt;&amp;&gt;): 6 squares", "player 4 (random): 2 squares"}},
		{4, []string{"player 0 (paranoid): reserve 1, captured 6 (3 of player 1, 1 of player 2, 2 of player 3)", "player 3 (brs+): reserve 0, captured 0"}},
		{5, []string{">player 0</text>", ">player 2</text>"}},
		{6, []string{"player 0 (mpmix(td=25,to=inf)): 8 cards, 0 points this hand, total 12", "player 2 (paranoid): 7 cards, 4 points this hand, total 11"}},
		{7, []string{"player 1: 11 cards, 0 tricks", "player 2: 11 cards, 4 tricks"}},
	} {
		svg, err := SVG(all[c.sample].pos, all[c.sample].o)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(string(svg), w) {
				t.Errorf("%s: no %q in the legend", all[c.sample].name, w)
			}
		}
	}
}

// TestMarks: the last move's rings sit on its cells (inside them by ringInset), Focus's arrow
// goes from the from cell's centre towards the to cell's; no move, no marks.
func TestMarks(t *testing.T) {
	s := newFocus(t, 2, "")
	m, err := s.ParseMove("b2-b3")
	if err != nil {
		t.Fatal(err)
	}
	s.Make(m)
	svg, err := SVG(s, Options{Last: "b2-b3"})
	if err != nil {
		t.Fatal(err)
	}
	l := focusGame{s}.layout(false)
	from, to := l.cells[focus.SquareAt(1, 1)], l.cells[focus.SquareAt(2, 1)]
	for _, want := range []string{
		fmt.Sprintf(`<rect class="last-from" x="%d" y="%d" width="%d"`, from.x+ringInset, from.y+ringInset, focusSide-2*ringInset),
		fmt.Sprintf(`<rect class="last-to" x="%d" y="%d" width="%d"`, to.x+ringInset, to.y+ringInset, focusSide-2*ringInset),
		fmt.Sprintf(`<line class="last-arrow" x1="%d.0" y1="%d.0" x2="%d.0" y2="%d.0"`, from.x+20, from.y+20+arrowCut, to.x+20, to.y+20-arrowCut),
	} {
		if !strings.Contains(string(svg), want) {
			t.Errorf("no %s in\n%s", want, svg)
		}
	}
	for _, pos := range []any{s, newVirus(t, 3, ""), newTTT(t, 2, 3)} {
		svg, err := SVG(pos, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(svg, []byte("last")) {
			t.Errorf("%T: marks without a move", pos)
		}
	}
	v := newVirus(t, 4, "")
	mv, _ := v.ParseMove("b2")
	v.Make(mv)
	svg, err = SVG(v, Options{Last: "b2"})
	if err != nil {
		t.Fatal(err)
	}
	vl := virusGame{v}.layout(false)
	b2 := vl.cells[1*5+1]
	if want := fmt.Sprintf(`<rect class="last-to" x="%d" y="%d"`, b2.x+ringInset, b2.y+ringInset); !strings.Contains(string(svg), want) || strings.Contains(string(svg), "last-from") {
		t.Errorf("virus: want only a ring %s", want)
	}
}

// TestCheckLastAcceptsEveryMove: along games of every game and player count (each move the
// (7i+3)-th, and a second series with other choices), every move passes CheckLast on the
// position it led to: the check refuses no legal move.
func TestCheckLastAcceptsEveryMove(t *testing.T) {
	check := func(name string, after []any, moves []string) {
		t.Helper()
		if len(moves) == 0 {
			t.Fatalf("%s: no moves", name)
		}
		for i, pos := range after {
			if err := CheckLast(pos, moves[i]); err != nil {
				t.Fatalf("%s: ply %d: %s refused after it was played: %v", name, i+1, moves[i], err)
			}
		}
	}
	anys := func(s any) []any {
		switch s := s.(type) {
		case []*virus.State:
			out := make([]any, len(s))
			for i := range s {
				out[i] = s[i]
			}
			return out
		case []*focus.State:
			out := make([]any, len(s))
			for i := range s {
				out[i] = s[i]
			}
			return out
		case []*tictactoe.State:
			out := make([]any, len(s))
			for i := range s {
				out[i] = s[i]
			}
			return out
		case []*hearts.State:
			out := make([]any, len(s))
			for i := range s {
				out[i] = s[i]
			}
			return out
		case []*spades.State:
			out := make([]any, len(s))
			for i := range s {
				out[i] = s[i]
			}
			return out
		}
		return nil
	}
	for players := 3; players <= 4; players++ {
		for k := range 3 {
			h, _ := hearts.New(players, hearts.Options{Deal: uint64(k + 1)})
			_, after, moves := playBy(h, 60, (*hearts.State).Clone, k)
			check(fmt.Sprintf("hearts(%d) series %d", players, k), anys(after), moves)
			sp, _ := spades.New(players, spades.Options{Deal: uint64(k + 1)})
			_, safter, smoves := playBy(sp, 60, (*spades.State).Clone, k)
			check(fmt.Sprintf("spades(%d) series %d", players, k), anys(safter), smoves)
		}
	}
	// The games must reach what the checks have to get right: players out, passes, Focus's
	// finished games (the last player left, a capture win).
	var virusOut, virusPass, focusOut, focusLast, focusCapture bool
	for players := 2; players <= 6; players++ {
		for _, opts := range []string{"", "noconvert", "target=empty,limit=0", "size=4,adj=8,start=single", "size=6,adj=8,noconvert,limit=40", "size=3,start=single,target=empty,limit=0"} {
			for k := range 3 {
				_, after, moves := playBy(newVirus(t, players, opts), 250, (*virus.State).Clone, k)
				check(fmt.Sprintf("virus(%d,%s) series %d", players, opts, k), anys(after), moves)
				virusOut = virusOut || slices.ContainsFunc(after, func(s *virus.State) bool { return !s.InGame(0) || !s.InGame(players-1) })
				virusPass = virusPass || slices.Contains(moves, "pass")
			}
		}
	}
	for players := 2; players <= 4; players++ {
		for _, opts := range []string{"", "moves=whole", "win=capture"} {
			for k := range 4 {
				_, after, moves := playBy(newFocus(t, players, opts), 600, (*focus.State).Clone, k)
				check(fmt.Sprintf("focus(%d,%s) series %d", players, opts, k), anys(after), moves)
				end := after[len(after)-1]
				focusOut = focusOut || slices.ContainsFunc(after, func(s *focus.State) bool { return !s.InGame(0) || !s.InGame(players-1) })
				focusLast = focusLast || end.Terminal() && opts == "" && players > 2
				focusCapture = focusCapture || end.Terminal() && opts == "win=capture" && players > 2
			}
		}
		for n := 3; n <= 5; n++ {
			for k := range 3 {
				_, after, moves := playBy(newTTT(t, players, n), 40, (*tictactoe.State).Clone, k)
				check(fmt.Sprintf("tictactoe(%d,%d) series %d", players, n, k), anys(after), moves)
			}
		}
	}
	if !virusOut || !virusPass || !focusOut || !focusLast || !focusCapture {
		t.Errorf("the games did not reach every case: virus players out %v, passes %v; focus players out %v, won by the last player left %v, by captures %v",
			virusOut, virusPass, focusOut, focusLast, focusCapture)
	}
}

// TestCheckLastRefuses: moves that could not have led to the position, each with its reason.
func TestCheckLastRefuses(t *testing.T) {
	v := newVirus(t, 4, "")
	mv, _ := v.ParseMove("b2")
	v.Make(mv) // player 0 infected b2; player 1 to move
	vNoConvert := newVirus(t, 3, "noconvert,target=empty,limit=0")
	f := newFocus(t, 2, "")
	fm, err := f.ParseMove("b2-b3")
	if err != nil {
		t.Fatal(err)
	}
	f.Make(fm)
	isolated, err := virus.Parse("virus size=5,adj=4,start=single,noconvert,target=empty,limit=0 3 0 0...1/...../..2../..2../....2")
	if err != nil {
		t.Fatal(err)
	}
	tt := newTTT(t, 2, 3)
	for _, c := range []string{"a1", "b2", "a2"} { // 0 a1, 1 b2, 0 a2
		m, _ := tt.ParseMove(c)
		tt.Make(m)
	}
	for _, c := range []struct {
		pos       any
		move      string
		wantError string
	}{
		{v, "e1", "is not player 0's"},
		{v, "b1", "converts every neighbour of the infected square, but c1"},
		{v, "z9", "want a square a1 to e5"},
		{v, "b22", "want a square"},
		{v, "pass", "nobody passes"},
		{newVirus(t, 4, ""), "a5", "counts no infection made"},
		{vNoConvert, "c3", "is not player 2's"},
		{isolated, "e5", "player 2 has no square next to it"},
		{f, "b3-b2", "does not control"},
		{f, "c3-c5", "does not control"},
		{f, "b6-b3", "3 pieces moved onto b3, which holds 2"},
		{f, "c4-e6", "along a row or column"},
		{f, "a1-a2", "want FROM-TO"},
		{f, "r:a1", "is not a square"},
		{f, "pass", "null move"},
		{tt, "c3", "is not player 0's mark"},
		{tt, "b2", "is not player 0's mark"},
		{tt, "d4", "want a cell a1 to c3"},
		{tt, "pass", "null move"},
		{"not a position", "a1", "cannot draw a string"},
	} {
		err := CheckLast(c.pos, c.move)
		if err == nil || !strings.Contains(err.Error(), c.wantError) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s after %v: %v, want one line with %q", c.move, c.pos, err, c.wantError)
		}
		if _, err := SVG(c.pos, Options{Last: c.move}); err == nil {
			t.Errorf("SVG drew %s after %v", c.move, c.pos)
		}
	}
	for _, ok := range []struct {
		pos  any
		move string
	}{{v, "b2"}, {f, "b2-b3"}, {tt, "a2"}, {tt, "a1"}, {v, ""}, {vNoConvert, "pass"}, {isolated, "c3"}} {
		if err := CheckLast(ok.pos, ok.move); err != nil {
			t.Errorf("%s after %v: %v", ok.move, ok.pos, err)
		}
	}
	// Tic-tac-toe's check is exact: a mark after which the game was over is refused.
	won, _ := tictactoe.Parse("tictactoe 3 2 1 000.11...")
	if err := CheckLast(won, "a1"); err != nil {
		t.Errorf("the winning mark a1 refused: %v", err)
	}
	late, _ := tictactoe.Parse("tictactoe 3 2 0 00011...1")
	if err := CheckLast(late, "c3"); err == nil || !strings.Contains(err.Error(), "already over") {
		t.Errorf("a mark after the game was won: %v", err)
	}
}

// TestPage: the page holds every frame's data, opens on the last frame (its SVG is the last
// frame's picture with every text a frame sets), and refuses frames of two games or an
// impossible move.
func TestPage(t *testing.T) {
	s := newFocus(t, 3, "")
	frames := []Frame{{Pos: s.Clone(), Player: -1, Caption: "start"}}
	_, after, moves := play(s, 12, (*focus.State).Clone)
	for i, pos := range after {
		frames = append(frames, Frame{Pos: pos, Ply: i + 1, Player: i % 3, Move: moves[i], Caption: fmt.Sprintf("ply %d", i+1)})
	}
	var b bytes.Buffer
	if err := WritePage(&b, &Page{Title: "focus <3>", Info: []string{"a & b"}, Players: []string{"x", "y", "z"}, Frames: frames}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	m := regexp.MustCompile(`<script id="game-data" type="application/json">(.*)</script>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("no game data")
	}
	var data struct {
		Frames []pageFrame `json:"frames"`
	}
	if err := json.Unmarshal([]byte(m[1]), &data); err != nil {
		t.Fatal(err)
	}
	if len(data.Frames) != len(frames) {
		t.Fatalf("%d frames in the data, want %d", len(data.Frames), len(frames))
	}
	texts := len(regexp.MustCompile(`<text [^>]*data-t=`).FindAllString(page, -1))
	for i, f := range data.Frames {
		want := wantSlots(t, frames[i].Pos)
		var codes []byte
		for _, w := range want {
			codes = append(codes, w.code)
		}
		if f.Codes != string(codes) || f.Pos != fmt.Sprint(frames[i].Pos) || f.Move != frames[i].Move || len(f.Texts) != texts || len(f.Widths) != texts {
			t.Fatalf("frame %d: %+v", i, f)
		}
		if (f.To == nil) != (i == 0) || (f.From == nil) != (i == 0) || (f.Arrow == nil) != (i == 0) {
			t.Errorf("frame %d: marks %v %v %v", i, f.To, f.From, f.Arrow)
		}
	}
	last, _ := SVG(frames[len(frames)-1].Pos, Options{Last: moves[len(moves)-1], Caption: "ply 12", Players: []string{"x", "y", "z"}})
	lastSlots := slotRE.FindAllString(string(last), -1)
	pageSlots := slotRE.FindAllString(page, -1)
	if strings.Join(lastSlots, "") != strings.Join(pageSlots, "") {
		t.Error("the page's picture is not the last frame's")
	}
	for _, want := range []string{"<title>focus &lt;3&gt;</title>", `<p class="info">a &amp; b</p>`, `<output id="ply">12</output> of 12`, "ply 12: player 2 plays " + moves[11]} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	mixed := append(frames[:2:2], Frame{Pos: newVirus(t, 3, ""), Ply: 2})
	if err := WritePage(&b, &Page{Frames: mixed}); err == nil || !strings.Contains(err.Error(), "another game") {
		t.Errorf("frames of two games: %v", err)
	}
	bad := append(frames[:2:2], Frame{Pos: frames[2].Pos, Ply: 2, Move: "c3-c5"})
	if err := WritePage(&b, &Page{Frames: bad}); err == nil || !strings.Contains(err.Error(), "frame 2 (ply 2)") {
		t.Errorf("an impossible move: %v", err)
	}
	if err := WritePage(&b, &Page{}); err == nil {
		t.Error("a page without frames")
	}
}
