package focus

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
)

// String is the canonical form of o, which ParseOptions reads back: "" for the defaults,
// otherwise the options that differ from them, comma-separated in this order: moves=whole,
// win=capture.
func (o Options) String() string {
	var parts []string
	if o.WholeStacks {
		parts = append(parts, "moves=whole")
	}
	if o.Win == WinCapture {
		parts = append(parts, "win=capture")
	}
	return strings.Join(parts, ",")
}

func (o Options) check() error {
	if o.Win > WinCapture {
		return fmt.Errorf("focus: win rule %d: allowed values WinLast, WinCapture", o.Win)
	}
	return nil
}

// ParseOptions reads comma-separated key=value options over the defaults: moves=partial|whole,
// win=last|capture. "" is the defaults. Errors are one line naming the key and its allowed
// values.
func ParseOptions(args string) (Options, error) {
	o := DefaultOptions()
	if strings.TrimSpace(args) == "" {
		return o, nil
	}
	var seenMoves, seenWin bool
	for _, item := range strings.Split(args, ",") {
		key, val, ok := strings.Cut(strings.TrimSpace(item), "=")
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		switch key {
		case "moves":
			if seenMoves {
				return o, fmt.Errorf("focus options: key moves given twice")
			}
			seenMoves = true
			switch {
			case ok && val == "partial":
				o.WholeStacks = false
			case ok && val == "whole":
				o.WholeStacks = true
			default:
				return o, fmt.Errorf("focus options: moves=%q: allowed values partial, whole", val)
			}
		case "win":
			if seenWin {
				return o, fmt.Errorf("focus options: key win given twice")
			}
			seenWin = true
			switch {
			case ok && val == "last":
				o.Win = WinLast
			case ok && val == "capture":
				o.Win = WinCapture
			default:
				return o, fmt.Errorf("focus options: win=%q: allowed values last, capture", val)
			}
		default:
			return o, fmt.Errorf("focus options: unknown key %q (keys: moves=partial|whole, win=last|capture)", key)
		}
	}
	return o, nil
}

// String is the position in one line:
//
//	focus OPTS players=N mover=P out=O res=R0,R1,.. cap=C00.C01..,C10.C11..,.. board=ROW/ROW/..
//
// OPTS is Options.String or "-" for the defaults; O is the digits of the players out, or "-";
// Rp is player p's reserve; Cpq the number of q's pieces p has captured; the board is its 8 rows
// from the top (4, 6, 8, 8, 8, 8, 6 and 4 squares), each its squares from the left separated by
// commas, a square "." when empty, else its stack as the owners' digits from the bottom up.
func (s *State) String() string {
	var b strings.Builder
	b.Grow(256)
	b.WriteString("focus ")
	if o := s.opts.String(); o != "" {
		b.WriteString(o)
	} else {
		b.WriteByte('-')
	}
	b.WriteString(" players=")
	b.WriteByte('0' + s.n)
	b.WriteString(" mover=")
	b.WriteByte('0' + s.mover)
	b.WriteString(" out=")
	if s.out == 0 {
		b.WriteByte('-')
	}
	for p := range s.n {
		if s.out&(1<<p) != 0 {
			b.WriteByte('0' + p)
		}
	}
	b.WriteString(" res=")
	for p := range s.n {
		if p > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(s.reserve[p])))
	}
	b.WriteString(" cap=")
	for p := range s.n {
		if p > 0 {
			b.WriteByte(',')
		}
		for q := range s.n {
			if q > 0 {
				b.WriteByte('.')
			}
			b.WriteString(strconv.Itoa(int(s.capt[p][q])))
		}
	}
	b.WriteString(" board=")
	sq := 0
	for r := range 8 {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := range rowLen[r] {
			if c > 0 {
				b.WriteByte(',')
			}
			h := s.height[sq]
			if h == 0 {
				b.WriteByte('.')
			}
			for l := range h {
				b.WriteByte('0' + byte(s.cell[sq]>>(2*l)&3))
			}
			sq++
		}
	}
	return b.String()
}

// Parse reads a position in the notation of String. The text must be a consistent position:
// every player's pieces on the board, in reserve and captured add up to his start count, the
// players out have no reserve, at most one player has won, and the mover of an unfinished game
// is in it and has a move. Errors are one line naming what is wrong.
func Parse(text string) (*State, error) {
	f := strings.Fields(text)
	if len(f) == 0 || f[0] != "focus" {
		head := ""
		if len(f) > 0 {
			head = f[0]
		}
		return nil, fmt.Errorf("focus: not a focus position (starts with %q, want \"focus\")", clip(head))
	}
	if len(f) != 8 {
		return nil, fmt.Errorf("focus: %d fields, want 8: focus OPTS players= mover= out= res= cap= board=", len(f))
	}
	var o Options
	if f[1] != "-" {
		var err error
		if o, err = ParseOptions(f[1]); err != nil {
			return nil, err
		}
		if o.String() != f[1] {
			return nil, fmt.Errorf("focus: options %q are not canonical (write %q)", clip(f[1]), dash(o.String()))
		}
	}
	val := func(i int, key string) (string, error) {
		v, ok := strings.CutPrefix(f[i], key+"=")
		if !ok {
			return "", fmt.Errorf("focus: field %d is %q, want %s=...", i+1, clip(f[i]), key)
		}
		return v, nil
	}
	v, err := val(2, "players")
	if err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(v)
	if err != nil || len(v) != 1 || n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("focus: players=%q: must be %d to %d", clip(v), MinPlayers, MaxPlayers)
	}
	s := &State{opts: o, n: uint8(n)}
	if v, err = val(3, "mover"); err != nil {
		return nil, err
	}
	if len(v) != 1 || v[0] < '0' || int(v[0]-'0') >= n {
		return nil, fmt.Errorf("focus: mover=%q: must be a player 0 to %d", clip(v), n-1)
	}
	s.mover = v[0] - '0'
	if v, err = val(4, "out"); err != nil {
		return nil, err
	}
	if v != "-" {
		if v == "" {
			return nil, fmt.Errorf("focus: out= is empty (write out=- for none)")
		}
		for i := range len(v) {
			c := v[i]
			if c < '0' || int(c-'0') >= n {
				return nil, fmt.Errorf("focus: out=%q: %q is not a player 0 to %d", clip(v), c, n-1)
			}
			if i > 0 && c <= v[i-1] {
				return nil, fmt.Errorf("focus: out=%q: players must be listed once each in increasing order", clip(v))
			}
			s.out |= 1 << (c - '0')
		}
	}
	if s.out&(1<<s.mover) != 0 {
		return nil, fmt.Errorf("focus: mover %d is out of the game", s.mover)
	}
	limit := startPieces(n)
	count := func(text, what string) (uint8, error) {
		c, err := strconv.Atoi(text)
		if err != nil || c < 0 || c > limit || strconv.Itoa(c) != text {
			return 0, fmt.Errorf("focus: %s %q: must be a count 0 to %d", what, clip(text), limit)
		}
		return uint8(c), nil
	}
	if v, err = val(5, "res"); err != nil {
		return nil, err
	}
	res := strings.Split(v, ",")
	if len(res) != n {
		return nil, fmt.Errorf("focus: res=%q: want %d counts", clip(v), n)
	}
	for p, t := range res {
		if s.reserve[p], err = count(t, "reserve"); err != nil {
			return nil, err
		}
		if s.reserve[p] > 0 && s.out&(1<<p) != 0 {
			return nil, fmt.Errorf("focus: player %d is out but has %d reserve pieces", p, s.reserve[p])
		}
	}
	if v, err = val(6, "cap"); err != nil {
		return nil, err
	}
	rows := strings.Split(v, ",")
	if len(rows) != n {
		return nil, fmt.Errorf("focus: cap=%q: want %d groups of %d counts", clip(v), n, n)
	}
	for p, row := range rows {
		cs := strings.Split(row, ".")
		if len(cs) != n {
			return nil, fmt.Errorf("focus: cap=%q: want %d groups of %d counts", clip(v), n, n)
		}
		for q, t := range cs {
			if s.capt[p][q], err = count(t, "capture count"); err != nil {
				return nil, err
			}
			if p == q && s.capt[p][q] != 0 {
				return nil, fmt.Errorf("focus: cap: player %d has captured his own pieces (they go to the reserve)", p)
			}
		}
	}
	if v, err = val(7, "board"); err != nil {
		return nil, err
	}
	brows := strings.Split(v, "/")
	if len(brows) != 8 {
		return nil, fmt.Errorf("focus: board has %d rows, want 8", len(brows))
	}
	sq := 0
	for r, row := range brows {
		cells := strings.Split(row, ",")
		if len(cells) != rowLen[r] {
			return nil, fmt.Errorf("focus: board row %d has %d squares, want %d", r+1, len(cells), rowLen[r])
		}
		for _, t := range cells {
			name := squareName(sq)
			switch {
			case t == ".":
			case len(t) == 0 || len(t) > MaxHeight:
				return nil, fmt.Errorf("focus: square %s: %q is not \".\" or a stack of 1 to %d owners", name, clip(t), MaxHeight)
			default:
				var cell uint16
				for l := range len(t) {
					d := t[l]
					if d < '0' || int(d-'0') >= n {
						return nil, fmt.Errorf("focus: square %s: %q is not a player 0 to %d", name, d, n-1)
					}
					cell |= uint16(d-'0') << (2 * l)
				}
				s.cell[sq], s.height[sq] = cell, uint8(len(t))
			}
			sq++
		}
	}
	s.finish()
	for q := range n {
		total := int(s.pieces[q]) + int(s.reserve[q])
		for p := range n {
			total += int(s.capt[p][q])
		}
		if total != limit {
			return nil, fmt.Errorf("focus: player %d has %d pieces on the board, in reserve and captured, want %d", q, total, limit)
		}
	}
	if o.Win == WinCapture {
		winners := 0
		for p := range uint8(n) {
			if s.reachedGoal(p) {
				winners++
				if s.out&(1<<p) != 0 {
					return nil, fmt.Errorf("focus: player %d has reached the capture goal but is out", p)
				}
			}
		}
		if winners > 1 {
			return nil, fmt.Errorf("focus: %d players have reached the capture goal", winners)
		}
	}
	if s.winner < 0 && !s.canMove(s.mover) {
		return nil, fmt.Errorf("focus: mover %d has no move (no stack that can move, no reserve)", s.mover)
	}
	return s, nil
}

func dash(o string) string {
	if o == "" {
		return "-"
	}
	return o
}

// clip shortens a piece of bad input for an error message.
func clip(t string) string {
	if len(t) > 40 {
		return t[:40] + "..."
	}
	return t
}

// squareName is the name of a square: its column a-h from the left and row 1-8 from the top.
func squareName(sq int) string {
	return string([]byte{'a' + byte(colOf[sq]), '1' + byte(rowOf[sq])})
}

// parseSquare reads a square name.
func parseSquare(t string) (int, bool) {
	if len(t) != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8' {
		return 0, false
	}
	sq := squareAt[t[1]-'1'][t[0]-'a']
	return int(sq), sq >= 0
}

// MoveString writes m: "pass", "r:e5" for a reserve entry on e5, "c3-c5" for the top two pieces
// of c3 moved to c5 (the distance is the number of pieces).
func (s *State) MoveString(m Move) string {
	switch {
	case m&movePass != 0:
		return "pass"
	case m&moveReserve != 0:
		return "r:" + squareName(int(m&moveSquare))
	}
	f := int(m & moveSquare)
	n := int(m>>moveNBits) & 7
	d := int(m>>moveDirBits) & 3
	if n < 1 || n > MaxHeight || f >= NumSquares || dest[f][d][n-1] == noSquare {
		return fmt.Sprintf("?%d", uint32(m))
	}
	return squareName(f) + "-" + squareName(int(dest[f][d][n-1]))
}

// ParseMove reads a move of the mover of s in the notation of MoveString ("c3-c5:2", with the
// number of pieces, is read too) and checks that it is legal here; "pass" is accepted on any
// unfinished game.
func (s *State) ParseMove(text string) (Move, error) {
	t := strings.TrimSpace(text)
	if s.winner >= 0 {
		return 0, fmt.Errorf("focus: move %q: the game is over", clip(t))
	}
	var m Move
	if t == "pass" {
		m = movePass // legal only when the mover has no other move: held to Moves below
	} else if sqt, ok := strings.CutPrefix(t, "r:"); ok {
		sq, ok := parseSquare(sqt)
		if !ok {
			return 0, fmt.Errorf("focus: move %q: %q is not a square", clip(t), clip(sqt))
		}
		m = moveReserve | Move(sq)
	} else {
		body, cnt, hasCnt := strings.Cut(t, ":")
		from, to, ok := strings.Cut(body, "-")
		if !ok {
			return 0, fmt.Errorf("focus: move %q: want FROM-TO (c3-c5), r:SQUARE or pass", clip(t))
		}
		f, ok1 := parseSquare(from)
		g, ok2 := parseSquare(to)
		if !ok1 || !ok2 {
			return 0, fmt.Errorf("focus: move %q: not two squares a1-h8 of the board", clip(t))
		}
		dr, dc := int(rowOf[g])-int(rowOf[f]), int(colOf[g])-int(colOf[f])
		var d, n int
		switch {
		case dr == 0 && dc > 0:
			d, n = dirRight, dc
		case dr == 0 && dc < 0:
			d, n = dirLeft, -dc
		case dc == 0 && dr > 0:
			d, n = dirDown, dr
		case dc == 0 && dr < 0:
			d, n = dirUp, -dr
		default:
			return 0, fmt.Errorf("focus: move %q: not along a row or column", clip(t))
		}
		if n > MaxHeight {
			return 0, fmt.Errorf("focus: move %q: %d squares, at most %d", clip(t), n, MaxHeight)
		}
		if hasCnt && cnt != strconv.Itoa(n) {
			return 0, fmt.Errorf("focus: move %q: %q pieces moved, but the distance is %d", clip(t), clip(cnt), n)
		}
		m = Move(f) | Move(d)<<moveDirBits | Move(n)<<moveNBits
	}
	var buf [gamekit.MaxMoves]Move
	for _, l := range s.Moves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	return 0, fmt.Errorf("focus: move %q is not legal for player %d here", clip(t), s.mover)
}
