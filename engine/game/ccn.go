package game

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/board"
)

// Parse reads a position in CCN (docs/rules.md): "<board> <seats> <to-move> <rows>". Errors start
// with "ccn: " and name the field at fault.
func Parse(ccn string, rules Rules) (*State, error) {
	f := strings.Split(ccn, " ")
	if len(f) != 4 {
		return nil, fmt.Errorf("ccn: want 4 fields separated by single spaces (<board> <seats> <to-move> <rows>), got %d", len(f))
	}
	g := board.ByName(f[0])
	if g != nil && g.Name != f[0] { // "square" means square:8 on the command line; CCN names the size
		return nil, fmt.Errorf("ccn: board: write %q as %q in CCN (want %s)", f[0], g.Name, board.AcceptedCCN)
	}
	if g == nil {
		return nil, fmt.Errorf("ccn: board: unknown board %q (want %s)", f[0], board.AcceptedCCN)
	}
	seats, err := ParseSeats(f[1])
	if err == nil {
		err = CheckSeatsOn(g, seats)
	}
	if err != nil {
		return nil, fmt.Errorf("ccn: %w", err)
	}
	toMove, err := strconv.Atoi(f[2])
	if err != nil || toMove < 0 || toMove >= len(seats) || f[2] != strconv.Itoa(toMove) {
		return nil, fmt.Errorf("ccn: to-move: %q is not a player index 0-%d", f[2], len(seats)-1)
	}
	rows := strings.Split(f[3], "/")
	if len(rows) != len(g.RowLen) {
		return nil, fmt.Errorf("ccn: rows: %s has %d rows, got %d", g.Name, len(g.RowLen), len(rows))
	}
	var pieces [MaxPlayers]board.Bitboard
	cell := 0
	for r, row := range rows {
		if len(row) != g.RowLen[r] {
			return nil, fmt.Errorf("ccn: rows: row %d has %d cells on %s, got %d", r+1, g.RowLen[r], g.Name, len(row))
		}
		for i := range len(row) {
			switch c := row[i]; {
			case c == '.':
			case c >= '0' && int(c-'0') < len(seats):
				pieces[c-'0'] = pieces[c-'0'].Or(board.Bit(g.CellBit[cell]))
			default:
				return nil, fmt.Errorf("ccn: rows: row %d: %q is neither '.' nor a player digit 0-%d", r+1, c, len(seats)-1)
			}
			cell++
		}
	}
	for p := range seats {
		if n := pieces[p].Count(); n != g.Pieces {
			return nil, fmt.Errorf("ccn: rows: player %d has %d pieces, want %d on %s", p, n, g.Pieces, g.Name)
		}
	}
	return newState(g, seats, toMove, pieces, rules), nil
}

// String formats s in CCN.
func (s *State) String() string {
	g := s.Geo
	var b strings.Builder
	b.WriteString(g.Name)
	b.WriteByte(' ')
	for p := range s.Players {
		b.WriteByte('0' + s.Seats[p])
	}
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.ToMove))
	b.WriteByte(' ')
	cell := 0
	for r, n := range g.RowLen {
		if r > 0 {
			b.WriteByte('/')
		}
		for range n {
			b.WriteByte(s.charAt(g.CellBit[cell]))
			cell++
		}
	}
	return b.String()
}

func (s *State) charAt(bit uint8) byte {
	for p := range s.Players {
		if s.Pieces[p].Has(bit) {
			return '0' + byte(p)
		}
	}
	return '.'
}

// SeatString is the seats field of the CCN ("0134").
func (s *State) SeatString() string {
	b := make([]byte, s.Players)
	for p := range b {
		b[p] = '0' + s.Seats[p]
	}
	return string(b)
}

// MoveString formats m as "f-t" in cell indices, or "pass".
func (s *State) MoveString(m Move) string {
	if m == Pass {
		return "pass"
	}
	return strconv.Itoa(int(s.Geo.BitCell[m.From])) + "-" + strconv.Itoa(int(s.Geo.BitCell[m.To]))
}

// ParseMove reads "f-t" (cell indices) or "pass" and checks that it is legal in s.
func (s *State) ParseMove(text string) (Move, error) {
	var m Move
	if text == "pass" {
		m = Pass
	} else {
		a, b, ok := strings.Cut(text, "-")
		f, err1 := strconv.Atoi(a)
		t, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil {
			return m, fmt.Errorf("move: %q is not \"f-t\" with cell indices or \"pass\"", text)
		}
		if f < 0 || t < 0 || f >= s.Geo.Cells || t >= s.Geo.Cells {
			return m, fmt.Errorf("move: %q names a cell outside 0-%d", text, s.Geo.Cells-1)
		}
		m = Move{s.Geo.CellBit[f], s.Geo.CellBit[t]}
	}
	var buf [MaxMoves]Move
	for _, l := range s.Moves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	return m, fmt.Errorf("move: %q is not legal for player %d in this position", text, s.ToMove)
}
