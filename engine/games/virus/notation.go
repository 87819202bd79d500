package virus

import (
	"fmt"
	"github.com/cctree/cctree/engine/gamekit"
	"strconv"
	"strings"
)

// String is the canonical form of o, which ParseOptions reads back: size, adj, start, convert
// or noconvert, target and limit ("size=5,adj=4,start=infected,convert,target=any,limit=200").
func (o Options) String() string {
	var b strings.Builder
	b.WriteString("size=")
	b.WriteString(strconv.Itoa(o.Size))
	b.WriteString(",adj=")
	b.WriteString(strconv.Itoa(o.Adj))
	if o.Start == StartSingle {
		b.WriteString(",start=single")
	} else {
		b.WriteString(",start=infected")
	}
	if o.Convert {
		b.WriteString(",convert")
	} else {
		b.WriteString(",noconvert")
	}
	if o.AnyTarget {
		b.WriteString(",target=any")
	} else {
		b.WriteString(",target=empty")
	}
	b.WriteString(",limit=")
	b.WriteString(strconv.Itoa(o.Limit))
	return b.String()
}

// ParseOptions reads comma-separated options over the defaults: size=3..8, adj=4|8,
// start=infected|single, convert (or convert=on), noconvert (or convert=off), target=empty|any,
// limit=0..1000. "" is the defaults. Errors are one line naming the option and what it accepts.
func ParseOptions(args string) (Options, error) {
	o := DefaultOptions()
	if strings.TrimSpace(args) == "" {
		return o, nil
	}
	var seen [6]bool
	once := func(k int, key string) error {
		if seen[k] {
			return fmt.Errorf("virus: option %s given twice", key)
		}
		seen[k] = true
		return nil
	}
	for _, item := range strings.Split(args, ",") {
		item = strings.TrimSpace(item)
		key, val, hasVal := strings.Cut(item, "=")
		var err error
		switch key {
		case "size":
			err = once(0, key)
			n, ok := gamekit.Decimal(val, 4)
			if err == nil && (!ok || n < MinSize || n > MaxSize) {
				err = fmt.Errorf("virus: size %s: want %d to %d", gamekit.ShowValue(val), MinSize, MaxSize)
			}
			o.Size = n
		case "adj":
			err = once(1, key)
			n, ok := gamekit.Decimal(val, 4)
			if err == nil && (!ok || (n != 4 && n != 8)) {
				err = fmt.Errorf("virus: adj %s: want 4 or 8", gamekit.ShowValue(val))
			}
			o.Adj = n
		case "start":
			err = once(5, key)
			switch {
			case err != nil:
			case val == "infected":
				o.Start = StartInfected
			case val == "single":
				o.Start = StartSingle
			default:
				err = fmt.Errorf("virus: start %s: want infected or single", gamekit.ShowValue(val))
			}
		case "convert", "noconvert":
			err = once(2, "convert")
			switch {
			case err != nil:
			case key == "noconvert" && hasVal:
				err = fmt.Errorf("virus: noconvert=%s: noconvert takes no value", gamekit.ShowValue(val))
			case key == "noconvert":
				o.Convert = false
			case !hasVal || val == "on":
				o.Convert = true
			case val == "off":
				o.Convert = false
			default:
				err = fmt.Errorf("virus: convert %s: want on or off", gamekit.ShowValue(val))
			}
		case "target":
			err = once(3, key)
			switch {
			case err != nil:
			case val == "empty":
				o.AnyTarget = false
			case val == "any":
				o.AnyTarget = true
			default:
				err = fmt.Errorf("virus: target %s: want empty or any", gamekit.ShowValue(val))
			}
		case "limit":
			err = once(4, key)
			n, ok := gamekit.Decimal(val, 4)
			if err == nil && (!ok || n > MaxLimit) {
				err = fmt.Errorf("virus: limit %s: want 0 (none) to %d", gamekit.ShowValue(val), MaxLimit)
			}
			o.Limit = n
		default:
			err = fmt.Errorf("virus: unknown option %s (want size, adj, start, convert, noconvert, target, limit)", gamekit.ShowValue(item))
		}
		if err != nil {
			return DefaultOptions(), err
		}
	}
	if err := o.check(); err != nil {
		return DefaultOptions(), err
	}
	return o, nil
}

// String is s in the notation of docs/games/virus.md:
// "virus <options> <players> <mover> [<made>] <rows>", made only in a game with a limit, rows
// top to bottom, '/'-separated, '.' an empty square and a digit its owner.
func (s *State) String() string {
	var b strings.Builder
	b.WriteString("virus ")
	b.WriteString(s.opt.String())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.players))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.mover))
	if s.opt.Limit > 0 {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(s.made))
	}
	b.WriteByte(' ')
	n := s.g.n
	for c := range s.g.cells {
		if c > 0 && c%n == 0 {
			b.WriteByte('/')
		}
		if q := s.owner[c]; q != 0 {
			b.WriteByte('0' + q - 1)
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// Parse reads a position in the notation State.String writes. A text of another game or a
// malformed one is a one-line error naming the field at fault.
func Parse(text string) (*State, error) {
	f := strings.Split(text, " ")
	if f[0] != "virus" {
		return nil, fmt.Errorf("virus: not a Virus Game position: %.40q does not start with \"virus \"", text)
	}
	if len(f) < 5 {
		return nil, fmt.Errorf("virus: want fields separated by single spaces: virus <options> <players> <mover> [<made>] <rows>, got %d", len(f))
	}
	o, err := ParseOptions(f[1])
	if err != nil {
		return nil, err
	}
	want := 5
	if o.Limit > 0 {
		want = 6
	}
	if len(f) != want {
		return nil, fmt.Errorf("virus: want %d fields separated by single spaces for options %s, got %d", want, o, len(f))
	}
	players, ok := gamekit.Decimal(f[2], 4)
	if !ok || players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("virus: players %.20q: want %d to %d", f[2], MinPlayers, MaxPlayers)
	}
	mover, ok := gamekit.Decimal(f[3], 4)
	if !ok || mover >= players {
		return nil, fmt.Errorf("virus: mover %.20q: want a player 0 to %d", f[3], players-1)
	}
	s := newState(o, players)
	if o.Limit > 0 {
		made, ok := gamekit.Decimal(f[4], 4)
		if !ok || made > o.Limit {
			return nil, fmt.Errorf("virus: made %.20q: want the infections made, 0 to the limit %d", f[4], o.Limit)
		}
		s.made = made
	}
	rows := strings.Split(f[len(f)-1], "/")
	n := o.Size
	if len(rows) != n {
		return nil, fmt.Errorf("virus: rows: want %d rows for size %d, got %d", n, n, len(rows))
	}
	for r, row := range rows {
		if len(row) != n {
			return nil, fmt.Errorf("virus: rows: row %d: want %d squares, got %d", r+1, n, len(row))
		}
		for c := range n {
			switch ch := row[c]; {
			case ch == '.':
			case ch >= '0' && int(ch-'0') < players:
				s.set(r*n+c, int(ch-'0'))
			default:
				return nil, fmt.Errorf("virus: rows: row %d: %q is neither '.' nor a player 0 to %d", r+1, ch, players-1)
			}
		}
	}
	if s.own[mover] == 0 {
		return nil, fmt.Errorf("virus: mover %d controls no square (is out of the game)", mover)
	}
	s.setMover(mover)
	return s, nil
}

// CellName is the name of cell c on an n x n board: its column as a letter from a (left) and its
// row as a number from 1 (the top row, the first written in the notation), e.g. "c2".
func CellName(n, c int) string {
	return string(rune('a'+c%n)) + strconv.Itoa(c/n+1)
}

// MoveString writes m as the name of the infected square ("c2"), or "pass".
func (s *State) MoveString(m Move) string {
	if m == Pass {
		return "pass"
	}
	return CellName(s.g.n, m.Cell())
}

// ParseMove reads a move, as MoveString writes it, as a cell index ("7"), or "pass", and checks
// that it is legal in s (a pass only when the mover has no other move).
func (s *State) ParseMove(text string) (Move, error) {
	var m Move
	n := s.g.n
	switch {
	case text == "pass":
		m = Pass
	case len(text) >= 1 && text[0] >= '0' && text[0] <= '9':
		c, ok := gamekit.Decimal(text, 4)
		if !ok || c >= s.g.cells {
			return 0, fmt.Errorf("virus: move %.20q: want a square a1 to %s, a cell 0 to %d, or pass", text, CellName(n, s.g.cells-1), s.g.cells-1)
		}
		m = MoveAt(c)
	case len(text) >= 2 && text[0] >= 'a' && int(text[0]-'a') < n:
		r, ok := gamekit.Decimal(text[1:], 4)
		if !ok || r < 1 || r > n {
			return 0, fmt.Errorf("virus: move %.20q: want a square a1 to %s, a cell 0 to %d, or pass", text, CellName(n, s.g.cells-1), s.g.cells-1)
		}
		m = MoveAt((r-1)*n + int(text[0]-'a'))
	default:
		return 0, fmt.Errorf("virus: move %.20q: want a square a1 to %s, a cell 0 to %d, or pass", text, CellName(n, s.g.cells-1), s.g.cells-1)
	}
	var buf [maxCells + 1]Move
	for _, l := range s.Moves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	return 0, fmt.Errorf("virus: move %s is not legal for player %d in this position", text, s.mover)
}
