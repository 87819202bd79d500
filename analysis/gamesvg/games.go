package gamesvg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cctree/cctree/analysis/boardsvg"
	"github.com/cctree/cctree/engine/games/focus"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/games/virus"
)

// Cell sides in pixels.
const (
	virusSide = 36
	focusSide = 40
	tttSide   = 40
)

// Focus's stacks: five bands of bandH px, bandGap apart, from bandBottom px above the square's
// bottom edge, bandW px wide from bandLeft px inside its left edge; the height's right end
// heightRight px inside the left edge.
const (
	bandH       = 6
	bandGap     = 0
	bandBottom  = 4
	bandLeft    = 5
	bandW       = 22
	heightRight = 34
	discR       = 13 // tic-tac-toe's marks
)

// grid lays out an n x n board of side px cells, cellAt giving each place's cell index (-1 for
// none): the coordinates around it, the legend below it.
func grid(name string, n, side, cells, players int, caption bool, cellAt func(r, c int) int) *layout {
	top := 0
	if caption {
		top = captionH
	}
	ox, oy := margin+labelW, top+margin+labelH
	l := &layout{game: name, caption: caption, players: players, cells: make([]box, cells)}
	for r := range n {
		for c := range n {
			if i := cellAt(r, c); i >= 0 {
				l.cells[i] = box{ox + c*side, oy + r*side, side}
			}
		}
	}
	for c := range n {
		l.labels = append(l.labels, label{ox + c*side + side/2, oy - 4, "middle", smallSize, string(rune('a' + c))})
	}
	for r := range n {
		l.labels = append(l.labels, label{ox - 5, oy + r*side + side/2 + 4, "end", smallSize, strconv.Itoa(r + 1)})
	}
	l.width = ox + n*side + margin
	l.legendY = oy + n*side + 10
	l.height = l.legendY + players*lineH + margin/2
	return l
}

// squareAt reads a square name of an n x n board as the games write them, the column's letter
// from a at the left and the row's number from 1 at the top ("c2": row 1, column 2).
func squareAt(name string, n int) (r, c int, ok bool) {
	if len(name) < 2 || name[0] < 'a' || int(name[0]-'a') >= n {
		return 0, 0, false
	}
	row, err := strconv.Atoi(name[1:])
	if err != nil || row < 1 || row > n || name[1] == '+' || name[1] == '0' {
		return 0, 0, false
	}
	return row - 1, int(name[0] - 'a'), true
}

// prevInGame is the player who moved last in a game that skips the players out: the nearest
// player in the game before mover in turn order (mover itself when no other is left).
func prevInGame(players, mover int, in func(int) bool) int {
	for k := 1; k < players; k++ {
		if q := (mover - k + players) % players; in(q) {
			return q
		}
	}
	return mover
}

// --- the Virus Game

type virusGame struct{ s *virus.State }

func (g virusGame) notation() string { return g.s.String() }

func (g virusGame) layout(caption bool) *layout {
	n := g.s.Options().Size
	l := grid("virus", n, virusSide, n*n, g.s.NumPlayers(), caption, func(r, c int) int { return r*n + c })
	for i, b := range l.cells {
		l.slots = append(l.slots, slot{cell: i, level: -1, x: b.x + 1, y: b.y + 1, w: b.s - 2, h: b.s - 2})
	}
	l.slotStrokeW = "1"
	return l
}

func (g virusGame) fill(l *layout, f *frame) {
	for i, s := range l.slots {
		f.codes[i] = code(g.s.At(s.cell))
	}
}

func (g virusGame) legend(p int) string {
	switch n := g.s.Count(p); {
	case !g.s.InGame(p):
		return "out"
	case n == 1:
		return "1 square"
	default:
		return fmt.Sprintf("%d squares", n)
	}
}

// last: the infected square and, with conversion, its neighbours are the infecting player's, who
// had a square next to it (still his: only the mover gains squares).
func (g virusGame) last(move string) (int, int, error) {
	s, o := g.s, g.s.Options()
	n := o.Size
	switch move {
	case "":
		return -1, -1, nil
	case "pass":
		if o.AnyTarget {
			return 0, 0, fmt.Errorf("pass: with target=any a player in the game always has a square to infect, so nobody passes")
		}
		return -1, -1, nil
	}
	r, c, ok := squareAt(move, n)
	if !ok {
		return 0, 0, fmt.Errorf("%q: want a square a1 to %s, or pass", move, virus.CellName(n, n*n-1))
	}
	t := r*n + c
	p := prevInGame(s.NumPlayers(), s.Mover(), s.InGame)
	if s.At(t) != p {
		return 0, 0, fmt.Errorf("%s is not player %d's, and player %d moved last (the player in the game before player %d, to move)", move, p, p, s.Mover())
	}
	mine, others := 0, ""
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			rr, cc := r+dr, c+dc
			if (dr == 0 && dc == 0) || rr < 0 || rr >= n || cc < 0 || cc >= n || (o.Adj == 4 && dr != 0 && dc != 0) {
				continue
			}
			if s.At(rr*n+cc) == p {
				mine++
			} else if others == "" {
				others = virus.CellName(n, rr*n+cc)
			}
		}
	}
	switch {
	case o.Convert && others != "":
		return 0, 0, fmt.Errorf("%s: an infection converts every neighbour of the infected square, but %s is not player %d's", move, others, p)
	case mine == 0:
		return 0, 0, fmt.Errorf("%s: player %d has no square next to it, so could not infect it", move, p)
	case o.Limit > 0 && s.Made() == 0:
		return 0, 0, fmt.Errorf("%s: the position counts no infection made", move)
	}
	return -1, t, nil
}

// --- Focus

type focusGame struct{ s *focus.State }

func (g focusGame) notation() string { return g.s.String() }

func (g focusGame) layout(caption bool) *layout {
	l := grid("focus", 8, focusSide, focus.NumSquares, g.s.NumPlayers(), caption, focus.SquareAt)
	l.background = l.cells
	l.backgroundFill = boardsvg.EmptyFill
	for sq, b := range l.cells {
		for lv := range focus.MaxHeight {
			y := b.y + b.s - bandBottom - (lv+1)*(bandH+bandGap) + bandGap
			l.slots = append(l.slots, slot{cell: sq, level: lv, x: b.x + bandLeft, y: y, w: bandW, h: bandH, hide: true})
		}
		l.boardTexts = append(l.boardTexts, label{b.x + heightRight, b.y + b.s/2 + 4, "end", smallSize, ""})
	}
	l.fromMark = true
	l.slotStrokeW = "0.75"
	return l
}

func (g focusGame) fill(l *layout, f *frame) {
	for i, s := range l.slots {
		f.codes[i] = '.'
		if s.level < g.s.Height(s.cell) {
			f.codes[i] = code(g.s.Piece(s.cell, s.level))
		}
	}
	for sq := range f.boardTexts {
		if h := g.s.Height(sq); h >= 2 {
			f.boardTexts[sq] = strconv.Itoa(h)
		}
	}
}

func (g focusGame) legend(p int) string {
	s := g.s
	total := 0
	var of []string
	for q := range s.NumPlayers() {
		if k := s.Captured(p, q); k > 0 {
			total += k
			of = append(of, fmt.Sprintf("%d of player %d", k, q))
		}
	}
	line := fmt.Sprintf("reserve %d, captured %d", s.Reserve(p), total)
	if len(of) > 0 {
		line += " (" + strings.Join(of, ", ") + ")"
	}
	if !s.InGame(p) {
		line += ", out"
	}
	return line
}

// focusSquare reads a square name of Focus's board.
func focusSquare(name string) int {
	r, c, ok := squareAt(name, 8)
	if !ok {
		return -1
	}
	return focus.SquareAt(r, c)
}

// last: the player who moved (the nearest player in the game before the mover: those between were
// out or put out; on a finished game the winner, who is the mover or, after a capture win, the
// player in the game before him) controls the target; a move of n squares left its n pieces on
// top there; under moves=whole the from square is empty.
func (g focusGame) last(move string) (int, int, error) {
	s := g.s
	switch move {
	case "":
		return -1, -1, nil
	case "pass":
		return 0, 0, fmt.Errorf("pass: the searchers' null move, never a move of a Focus game")
	}
	p := prevInGame(s.NumPlayers(), s.Mover(), s.InGame)
	controls := func(t int) error {
		if h := s.Height(t); h == 0 || s.Piece(t, h-1) != p {
			return fmt.Errorf("%s: player %d moved last, but does not control the stack on its target", move, p)
		}
		return nil
	}
	if sq, ok := strings.CutPrefix(move, "r:"); ok {
		t := focusSquare(sq)
		if t < 0 {
			return 0, 0, fmt.Errorf("%q: %q is not a square of the board", move, sq)
		}
		return -1, t, controls(t)
	}
	a, b, ok := strings.Cut(move, "-")
	f, t := focusSquare(a), focusSquare(b)
	if !ok || f < 0 || t < 0 {
		return 0, 0, fmt.Errorf("%q: want FROM-TO (c3-c5) with two squares of the board, or r:SQUARE", move)
	}
	fr, fc := focus.RowCol(f)
	tr, tc := focus.RowCol(t)
	n := max(tr-fr, fr-tr, tc-fc, fc-tc)
	if (fr != tr && fc != tc) || n == 0 || n > focus.MaxHeight {
		return 0, 0, fmt.Errorf("%s: not 1 to %d squares along a row or column", move, focus.MaxHeight)
	}
	if err := controls(t); err != nil {
		return 0, 0, err
	}
	if h := s.Height(t); h < n {
		return 0, 0, fmt.Errorf("%s: %d pieces moved onto %s, which holds %d", move, n, b, h)
	}
	if s.Options().WholeStacks && s.Height(f) > 0 {
		return 0, 0, fmt.Errorf("%s: under moves=whole a stack moves whole, but %s is not empty", move, a)
	}
	return f, t, nil
}

// --- tic-tac-toe

type tttGame struct{ s *tictactoe.State }

func (g tttGame) notation() string { return g.s.String() }

func (g tttGame) layout(caption bool) *layout {
	n := g.s.Size()
	l := grid("tictactoe", n, tttSide, n*n, g.s.NumPlayers(), caption, func(r, c int) int { return r*n + c })
	l.background = l.cells
	l.backgroundFill = "#F7F7F7"
	for i, b := range l.cells {
		l.slots = append(l.slots, slot{cell: i, level: -1, x: b.x + b.s/2, y: b.y + b.s/2, w: discR, round: true, hide: true})
	}
	l.slotStrokeW = "1.5"
	return l
}

func (g tttGame) fill(l *layout, f *frame) {
	for i, s := range l.slots {
		f.codes[i] = code(g.s.At(s.cell))
	}
}

func (g tttGame) legend(int) string { return "" }

// last: the mark is the previous player's, and without it the game was not over.
func (g tttGame) last(move string) (int, int, error) {
	s := g.s
	n := s.Size()
	switch move {
	case "":
		return -1, -1, nil
	case "pass":
		return 0, 0, fmt.Errorf("pass: the searchers' null move, never a move of a tic-tac-toe game")
	}
	r, c, ok := squareAt(move, n)
	if !ok {
		return 0, 0, fmt.Errorf("%q: want a cell a1 to %c%d", move, 'a'+n-1, n)
	}
	t := r*n + c
	p := (s.Mover() + s.NumPlayers() - 1) % s.NumPlayers()
	if s.At(t) != p {
		return 0, 0, fmt.Errorf("%s is not player %d's mark, and player %d moved last", move, p, p)
	}
	f := strings.Fields(s.String())
	cells := []byte(f[4])
	cells[t] = '.'
	before, err := tictactoe.Parse(fmt.Sprintf("tictactoe %s %s %d %s", f[1], f[2], p, cells))
	if err != nil {
		return 0, 0, fmt.Errorf("%s: the position before it: %v", move, err)
	}
	if before.Terminal() {
		return 0, 0, fmt.Errorf("%s: the game was already over before it", move)
	}
	return -1, t, nil
}

// code is the slot code of an owner: '.' for none (-1), else the player's digit.
func code(p int) byte {
	if p < 0 {
		return '.'
	}
	return byte('0' + p)
}
