package blokus

import (
	"fmt"
	"github.com/cctree/cctree/engine/gamekit"
	"math/bits"
	"strconv"
	"strings"
)

// String is the canonical form of o, which ParseOptions reads back ("size=20,pieces=21,bonus=on").
func (o Options) String() string {
	bonus := ",bonus=off"
	if o.Bonus {
		bonus = ",bonus=on"
	}
	return "size=" + strconv.Itoa(o.Size) + ",pieces=" + strconv.Itoa(o.Pieces) + bonus
}

// ParseOptions reads comma-separated options over the defaults: size=5..20, pieces=1..21,
// bonus=on|off. "" is the defaults. Errors are one line naming the option and what it accepts.
func ParseOptions(args string) (Options, error) {
	o := DefaultOptions()
	if strings.TrimSpace(args) == "" {
		return o, nil
	}
	var seen [3]bool
	for _, item := range strings.Split(args, ",") {
		item = strings.TrimSpace(item)
		key, val, _ := strings.Cut(item, "=")
		k := 0
		switch key {
		case "size":
			n, ok := gamekit.Decimal(val, 2)
			if !ok || n < MinSize || n > MaxSize {
				return DefaultOptions(), fmt.Errorf("blokus: size %s: want %d to %d", gamekit.ShowValue(val), MinSize, MaxSize)
			}
			o.Size = n
		case "pieces":
			k = 2
			n, ok := gamekit.Decimal(val, 2)
			if !ok || n < 1 || n > NumPieces {
				return DefaultOptions(), fmt.Errorf("blokus: pieces %s: want 1 to %d", gamekit.ShowValue(val), NumPieces)
			}
			o.Pieces = n
		case "bonus":
			k = 1
			switch val {
			case "on":
				o.Bonus = true
			case "off":
				o.Bonus = false
			default:
				return DefaultOptions(), fmt.Errorf("blokus: bonus %s: want on or off", gamekit.ShowValue(val))
			}
		default:
			return DefaultOptions(), fmt.Errorf("blokus: unknown option %s (want size, pieces, bonus)", gamekit.ShowValue(item))
		}
		if seen[k] {
			return DefaultOptions(), fmt.Errorf("blokus: option %s given twice", key)
		}
		seen[k] = true
	}
	return o, nil
}

// String is s in the notation of docs/games/blokus.md:
// "blokus <options> <players> <turn> <rows> <monomino last>": rows top to bottom, '/'-separated,
// a colour's letter (b, y, r, g) a square of it and a number a run of empty squares; the last
// field the colours that have placed every piece with the monomino last, or "-".
func (s *State) String() string {
	var b strings.Builder
	b.Grow(160)
	b.WriteString("blokus ")
	b.WriteString(s.opt.String())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.players))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.turn))
	b.WriteByte(' ')
	for r := range s.n {
		if r > 0 {
			b.WriteByte('/')
		}
		run := 0
		for c := range s.n {
			k := s.At(r*Size + c)
			if k < 0 {
				run++
				continue
			}
			if run > 0 {
				b.WriteString(strconv.Itoa(run))
				run = 0
			}
			b.WriteByte(colourLetters[k])
		}
		if run > 0 {
			b.WriteString(strconv.Itoa(run))
		}
	}
	b.WriteByte(' ')
	mono := false
	for c := range NumColours {
		if s.left[c] == 0 && s.monoLast[c] {
			b.WriteByte(colourLetters[c])
			mono = true
		}
	}
	if !mono {
		b.WriteByte('-')
	}
	return b.String()
}

// TextBoard is the board as rows of characters, top to bottom: '.' empty, otherwise the digit of
// the player of the square's colour ('x' for the shared colour of three players): what
// analysis/gamesvg draws.
func (s *State) TextBoard() []string {
	rows := make([]string, s.n)
	row := make([]byte, s.n)
	for r := range s.n {
		for c := range s.n {
			switch k := s.At(r*Size + c); {
			case k < 0:
				row[c] = '.'
			case s.players == 3 && k == 3:
				row[c] = 'x'
			default:
				row[c] = '0' + byte(s.playerOf(k, 0))
			}
		}
		rows[r] = string(row)
	}
	return rows
}

// Parse reads a position in the notation State.String writes. A text of another game or a
// malformed one is a one-line error naming the field at fault. Each colour's squares must fall
// into pieces of its set, each at most once: a colour's pieces never touch along an edge, so
// every group of its squares joined along edges is one piece.
func Parse(text string) (*State, error) {
	f := strings.Split(text, " ")
	if f[0] != "blokus" {
		return nil, fmt.Errorf("blokus: not a Blokus position: %.40q does not start with \"blokus \"", text)
	}
	if len(f) != 6 {
		return nil, fmt.Errorf("blokus: want 6 fields separated by single spaces: blokus <options> <players> <turn> <rows> <monomino last>, got %d", len(f))
	}
	o, err := ParseOptions(f[1])
	if err != nil {
		return nil, err
	}
	players, ok := gamekit.Decimal(f[2], 2)
	if !ok || players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("blokus: players %.20q: want %d to %d", f[2], MinPlayers, MaxPlayers)
	}
	s := newState(o, players)
	turn, ok := gamekit.Decimal(f[3], 2)
	if !ok || turn >= s.cycle {
		return nil, fmt.Errorf("blokus: turn %.20q: want 0 to %d", f[3], s.cycle-1)
	}
	rows := strings.Split(f[4], "/")
	n := o.Size
	if len(rows) != n {
		return nil, fmt.Errorf("blokus: rows: want %d rows for size %d, got %d", n, n, len(rows))
	}
	for r, row := range rows {
		c := 0
		for i := 0; i < len(row); i++ {
			ch := row[i]
			if ch >= '1' && ch <= '9' {
				j := i + 1
				for j < len(row) && row[j] >= '0' && row[j] <= '9' {
					j++
				}
				e, ok := gamekit.Decimal(row[i:j], 2)
				if !ok || c+e > n {
					return nil, fmt.Errorf("blokus: rows: row %d: run %.8q of empty squares past the board's %d columns", r+1, row[i:j], n)
				}
				c += e
				i = j - 1
				continue
			}
			k := strings.IndexByte(colourLetters, ch)
			if k < 0 {
				return nil, fmt.Errorf("blokus: rows: row %d: %q is neither a colour (b, y, r, g) nor a run of empty squares", r+1, ch)
			}
			if c >= n {
				return nil, fmt.Errorf("blokus: rows: row %d: more than %d squares", r+1, n)
			}
			s.occ[r] |= 1 << c
			s.own[k][r] |= 1 << c
			s.hash ^= zCell[r*Size+c][k]
			c++
		}
		if c != n {
			return nil, fmt.Errorf("blokus: rows: row %d: want %d squares, got %d", r+1, n, c)
		}
	}
	for k := range NumColours {
		s.left[k] = s.set
		if err := s.readPieces(k); err != nil {
			return nil, err
		}
	}
	if f[5] == "" {
		return nil, fmt.Errorf("blokus: monomino last \"\": want the letters of colours (b, y, r, g) or -")
	}
	if f[5] != "-" {
		for i := 0; i < len(f[5]); i++ {
			k := strings.IndexByte(colourLetters, f[5][i])
			switch {
			case k < 0:
				return nil, fmt.Errorf("blokus: monomino last %.20q: want the letters of colours (b, y, r, g) or -", f[5])
			case s.left[k] != 0:
				return nil, fmt.Errorf("blokus: monomino last %.20q: %s has pieces left", f[5], ColourNames[k])
			case s.monoLast[k] || i > 0 && strings.IndexByte(colourLetters, f[5][i-1]) > k:
				return nil, fmt.Errorf("blokus: monomino last %.20q: want each colour once, in the order b, y, r, g", f[5])
			}
			s.monoLast[k] = true
		}
	}
	s.setTurn(turn)
	s.updateOver()
	return s, nil
}

// readPieces takes colour k's squares apart into its pieces, groups of squares joined along
// edges, and marks each placed.
func (s *State) readPieces(k int) error {
	var seen [Size]uint32
	for r := range s.n {
		for x := s.own[k][r] &^ seen[r]; x != 0; x = s.own[k][r] &^ seen[r] {
			c := bits.TrailingZeros32(x)
			var group [][2]int
			stack := [][2]int{{r, c}}
			seen[r] |= 1 << c
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				group = append(group, q)
				for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					rr, cc := q[0]+d[0], q[1]+d[1]
					if rr >= 0 && rr < s.n && cc >= 0 && cc < s.n && s.own[k][rr]>>cc&1 != 0 && seen[rr]>>cc&1 == 0 {
						seen[rr] |= 1 << cc
						stack = append(stack, [2]int{rr, cc})
					}
				}
			}
			o := orientOf(group)
			if o < 0 {
				return fmt.Errorf("blokus: rows: %s's squares joined along edges at %s are no piece of the set", ColourNames[k], CellName(group[0][0]*Size+group[0][1]))
			}
			p := int(orients[o].piece)
			if s.set>>p&1 == 0 {
				return fmt.Errorf("blokus: rows: %s has piece %s at %s, not in the set of pieces=%d", ColourNames[k], PieceName(p), CellName(group[0][0]*Size+group[0][1]), s.opt.Pieces)
			}
			if s.left[k]>>p&1 == 0 {
				return fmt.Errorf("blokus: rows: %s has piece %s twice (the second at %s)", ColourNames[k], PieceName(p), CellName(group[0][0]*Size+group[0][1]))
			}
			s.left[k] &^= 1 << p
			s.placed[k] += len(group)
		}
	}
	return nil
}

// orientOf returns the orientation whose squares are group's, or -1.
func orientOf(group [][2]int) int {
	if len(group) > 5 {
		return -1
	}
	minR, minC := Size, Size
	for _, q := range group {
		minR, minC = min(minR, q[0]), min(minC, q[1])
	}
	var rows [5]uint32
	for _, q := range group {
		r, c := q[0]-minR, q[1]-minC
		if r >= 5 || c >= 5 {
			return -1
		}
		rows[r] |= 1 << c
	}
	for o := range orients {
		if orients[o].rows == rows {
			return o
		}
	}
	return -1
}

// CellName is the name of cell c: its column as a letter from a (left) to t and its row as a
// number from 1 (top) to 20: "a1" is the top-left corner, "t20" the bottom-right of 20x20.
func CellName(c int) string {
	return string(rune('a'+c%Size)) + strconv.Itoa(c/Size+1)
}

// MoveString writes m as "<piece>.<orientation>@<anchor>": the piece's name, the orientation's
// number among the piece's, and the cell of the anchor, the piece's first square (the top row's
// leftmost): "I5.1@a1". The pass is "pass".
func (s *State) MoveString(m Move) string {
	if m == Pass {
		return "pass"
	}
	o := m.orient()
	if o < 0 || o >= NumOrientations || m.box() >= numCells {
		return fmt.Sprintf("bad(%#x)", uint16(m))
	}
	or := &orients[o]
	return PieceName(int(or.piece)) + "." + strconv.Itoa(int(orientIndex[o])) + "@" + CellName(m.box()+int(or.sq[0][1]))
}

// readMove reads a move in MoveString's notation on an n x n board without checking it is legal.
func readMove(text string, n int) (Move, error) {
	if text == "pass" {
		return Pass, nil
	}
	bad := func(why string) (Move, error) {
		return 0, fmt.Errorf("blokus: move %.20q: %s (want <piece>.<orientation>@<cell>, as I5.1@a1, or pass)", text, why)
	}
	head, cell, ok := strings.Cut(text, "@")
	name, num, ok2 := strings.Cut(head, ".")
	if !ok || !ok2 {
		return bad("not a placement")
	}
	p := -1
	for i := range pieceDefs {
		if pieceDefs[i].name == name {
			p = i
		}
	}
	if p < 0 {
		return bad("no piece " + gamekit.ShowValue(name))
	}
	k, ok := gamekit.Decimal(num, 2)
	if !ok || k >= Orientations(p) {
		return bad(fmt.Sprintf("%s has orientations 0 to %d", name, Orientations(p)-1))
	}
	if len(cell) < 2 || cell[0] < 'a' || int(cell[0]-'a') >= n {
		return bad("no cell " + gamekit.ShowValue(cell))
	}
	r, ok := gamekit.Decimal(cell[1:], 2)
	if !ok || r < 1 || r > n {
		return bad("no cell " + gamekit.ShowValue(cell))
	}
	o := int(pieceOrient[p]) + k
	or := &orients[o]
	top, lc := r-1, int(cell[0]-'a')-int(or.sq[0][1])
	if lc < 0 || lc+int(or.w) > n || top+int(or.h) > n {
		return bad("the piece leaves the board")
	}
	return moveOf(o, top, lc), nil
}

// ParseMove reads a move as MoveString writes it and checks that it is legal in s (a pass only
// when the mover has no other move).
func (s *State) ParseMove(text string) (Move, error) {
	m, err := readMove(text, s.n)
	if err != nil {
		return 0, err
	}
	for _, l := range s.Moves(make([]Move, 0, 1024)) {
		if l == m {
			return m, nil
		}
	}
	if s.Terminal() {
		return 0, fmt.Errorf("blokus: move %s: the game is over", text)
	}
	return 0, fmt.Errorf("blokus: move %s is not legal for %s (player %d) in this position", text, ColourNames[s.Colour()], s.Mover())
}
