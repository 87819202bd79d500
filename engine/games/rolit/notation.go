package rolit

import (
	"fmt"
	"github.com/cctree/cctree/engine/gamekit"
	"strconv"
	"strings"
)

// String is the canonical form of o, which ParseOptions reads back ("size=8,stuck=adjacent").
func (o Options) String() string {
	stuck := "adjacent"
	if o.Stuck == StuckPass {
		stuck = "pass"
	}
	return "size=" + strconv.Itoa(o.Size) + ",stuck=" + stuck
}

// ParseOptions reads comma-separated options over the defaults: size=4|6|8,
// stuck=adjacent|pass. "" is the defaults. Errors are one line naming the option and what it
// accepts.
func ParseOptions(args string) (Options, error) {
	o := DefaultOptions()
	if strings.TrimSpace(args) == "" {
		return o, nil
	}
	var seen [2]bool
	for _, item := range strings.Split(args, ",") {
		item = strings.TrimSpace(item)
		key, val, _ := strings.Cut(item, "=")
		k := -1
		switch key {
		case "size":
			k = 0
			n, ok := gamekit.Decimal(val, 2)
			if !ok || n < MinSize || n > MaxSize || n%2 != 0 {
				return DefaultOptions(), fmt.Errorf("rolit: size %s: want 4, 6 or 8", gamekit.ShowValue(val))
			}
			o.Size = n
		case "stuck":
			k = 1
			switch val {
			case "adjacent":
				o.Stuck = StuckAdjacent
			case "pass":
				o.Stuck = StuckPass
			default:
				return DefaultOptions(), fmt.Errorf("rolit: stuck %s: want adjacent or pass", gamekit.ShowValue(val))
			}
		default:
			return DefaultOptions(), fmt.Errorf("rolit: unknown option %s (want size, stuck)", gamekit.ShowValue(item))
		}
		if seen[k] {
			return DefaultOptions(), fmt.Errorf("rolit: option %s given twice", key)
		}
		seen[k] = true
	}
	return o, nil
}

// square is the notation's character of cell c: '.' empty, a player's digit, 'x' neutral.
func (s *State) square(c int) byte {
	switch q := s.At(c); q {
	case -1:
		return '.'
	case Neutral:
		return 'x'
	default:
		return '0' + byte(q)
	}
}

// String is s in the notation of docs/games/rolit.md: "rolit <options> <players> <mover> <rows>",
// rows top to bottom, '/'-separated, '.' an empty square, a digit its player's disc, 'x' a
// neutral disc.
func (s *State) String() string {
	var b strings.Builder
	b.WriteString("rolit ")
	b.WriteString(s.opt.String())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.players))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.mover))
	b.WriteByte(' ')
	n := s.g.n
	for c := range s.g.cells {
		if c > 0 && c%n == 0 {
			b.WriteByte('/')
		}
		b.WriteByte(s.square(c))
	}
	return b.String()
}

// TextBoard is the board as rows of characters, top to bottom, as the notation writes them:
// what analysis/gamesvg draws (a player's digit in its colour, 'x' a neutral disc).
func (s *State) TextBoard() []string {
	n := s.g.n
	rows := make([]string, n)
	row := make([]byte, n)
	for r := range n {
		for c := range n {
			row[c] = s.square(r*n + c)
		}
		rows[r] = string(row)
	}
	return rows
}

// Parse reads a position in the notation State.String writes. A text of another game or a
// malformed one is a one-line error naming the field at fault.
func Parse(text string) (*State, error) {
	f := strings.Split(text, " ")
	if f[0] != "rolit" {
		return nil, fmt.Errorf("rolit: not a Rolit position: %.40q does not start with \"rolit \"", text)
	}
	if len(f) != 5 {
		return nil, fmt.Errorf("rolit: want 5 fields separated by single spaces: rolit <options> <players> <mover> <rows>, got %d", len(f))
	}
	o, err := ParseOptions(f[1])
	if err != nil {
		return nil, err
	}
	players, ok := gamekit.Decimal(f[2], 2)
	if !ok || players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("rolit: players %.20q: want %d to %d", f[2], MinPlayers, MaxPlayers)
	}
	mover, ok := gamekit.Decimal(f[3], 2)
	if !ok || mover >= players {
		return nil, fmt.Errorf("rolit: mover %.20q: want a player 0 to %d", f[3], players-1)
	}
	s := newState(o, players)
	rows := strings.Split(f[4], "/")
	n := o.Size
	if len(rows) != n {
		return nil, fmt.Errorf("rolit: rows: want %d rows for size %d, got %d", n, n, len(rows))
	}
	for r, row := range rows {
		if len(row) != n {
			return nil, fmt.Errorf("rolit: rows: row %d: want %d squares, got %d", r+1, n, len(row))
		}
		for c := range n {
			switch ch := row[c]; {
			case ch == '.':
			case ch == 'x':
				s.set(r*n+c, players)
			case ch >= '0' && int(ch-'0') < players:
				s.set(r*n+c, int(ch-'0'))
			default:
				return nil, fmt.Errorf("rolit: rows: row %d: %q is neither '.', 'x' nor a player 0 to %d", r+1, ch, players-1)
			}
		}
	}
	if s.occ == 0 {
		return nil, fmt.Errorf("rolit: rows: no disc on the board (a placement needs a disc to trap or to lie next to)")
	}
	s.setMover(mover)
	s.over = s.computeOver()
	return s, nil
}

// CellName is the name of cell c on an n x n board: its column as a letter from a (left) and its
// row as a number from 1 (the top row, the first written in the notation), as Othello's squares
// are named: "d3".
func CellName(n, c int) string {
	return string(rune('a'+c%n)) + strconv.Itoa(c/n+1)
}

// MoveString writes m as the name of its square ("d3"), or "pass".
func (s *State) MoveString(m Move) string {
	if m == Pass {
		return "pass"
	}
	return CellName(s.g.n, m.Cell())
}

// ParseMove reads a move as MoveString writes it and checks that it is legal in s (a pass only
// when the mover has no other move).
func (s *State) ParseMove(text string) (Move, error) {
	n := s.g.n
	var m Move
	switch {
	case text == "pass":
		m = Pass
	case len(text) >= 2 && text[0] >= 'a' && int(text[0]-'a') < n:
		r, ok := gamekit.Decimal(text[1:], 2)
		if !ok || r < 1 || r > n {
			return 0, fmt.Errorf("rolit: move %.20q: want a square a1 to %s, or pass", text, CellName(n, s.g.cells-1))
		}
		m = MoveAt((r-1)*n + int(text[0]-'a'))
	default:
		return 0, fmt.Errorf("rolit: move %.20q: want a square a1 to %s, or pass", text, CellName(n, s.g.cells-1))
	}
	var buf [maxCells + 1]Move
	for _, l := range s.Moves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	if s.Terminal() {
		return 0, fmt.Errorf("rolit: move %s: the game is over", text)
	}
	return 0, fmt.Errorf("rolit: move %s is not legal for player %d in this position", text, s.mover)
}
