// Package tictactoe is the worked example of docs/adding-a-game.md: tic-tac-toe for 2 to 4
// players on an n x n board (3 to 6; default 4x4 for three players), k = 3 in a row wins, on
// every size. docs/games/tictactoe.md is its page. It is small on purpose: the whole game
// abstraction (gamekit.Evaluated) in one file, so that the conformance tests and every searcher
// of the registry run on it and a reader sees what a game must provide.
//
// Rules: players place their mark in turn (0, 1, 2, ...) on an empty cell; a player who
// completes k in a row (row, column or diagonal) wins; a full board without a line is a draw.
// Evaluation: a won game is S to the winner; a draw S/players each; otherwise each player's
// share of 1 + the number of lines of k cells that hold its marks and no other's (its open lines).
// Static ordering: cells on more lines first (the centre), ties by cell index.
//
// Notation: "tictactoe <n> <players> <mover> <cells>", cells row by row, '.' empty, '0'-'3' a
// player's mark: "tictactoe 4 3 0 ................".
package tictactoe

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
)

// Move is a cell index plus one (the zero Move is no move); Pass is the null move.
type Move uint8

// Pass is the null move: the mover does not place a mark.
const Pass Move = 255

// MinPlayers and MaxPlayers bound the players New accepts.
const MinPlayers, MaxPlayers = 2, 4

const maxCells = 36

// State is a position. Copy it with Clone.
type State struct {
	n, k, players, mover int
	cell                 [maxCells]int8 // -1 empty, else the player
	empty                int
	winner               int // -1 while nobody has won; -2 a draw
	key                  uint64
	lines                [][]uint8 // every line of k cells (shared, read-only)
	byCell               [maxCells]uint8
}

// New returns the empty n x n board for players players (k = 3).
func New(players, n int) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("tictactoe: players %d: want %d to %d", players, MinPlayers, MaxPlayers)
	}
	if n < 3 || n > 6 {
		return nil, fmt.Errorf("tictactoe: size %d: want 3 to 6", n)
	}
	s := &State{n: n, k: 3, players: players, empty: n * n, winner: -1}
	for i := range s.cell {
		s.cell[i] = -1
	}
	s.lines = linesOf(n, s.k)
	for _, l := range s.lines {
		for _, c := range l {
			s.byCell[c]++
		}
	}
	s.key = keyOf(s)
	return s, nil
}

func linesOf(n, k int) [][]uint8 {
	var out [][]uint8
	for r := range n {
		for c := range n {
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
				er, ec := r+(k-1)*d[0], c+(k-1)*d[1]
				if er < 0 || er >= n || ec < 0 || ec >= n {
					continue
				}
				l := make([]uint8, k)
				for i := range k {
					l[i] = uint8((r+i*d[0])*n + c + i*d[1])
				}
				out = append(out, l)
			}
		}
	}
	return out
}

func zobrist(cell, player int) uint64 { return gamekit.Mix(uint64(cell*8+player) + 1) }

func keyOf(s *State) uint64 {
	k := gamekit.Mix(uint64(1000 + s.mover))
	for c := range s.n * s.n {
		if s.cell[c] >= 0 {
			k ^= zobrist(c, int(s.cell[c]))
		}
	}
	return k
}

// NewWithOptions is New with the size read from options: "" (4x4) or "size=N".
func NewWithOptions(players int, options string) (*State, error) {
	n := 4
	if options != "" {
		v, ok := strings.CutPrefix(options, "size=")
		var err error
		if n, err = strconv.Atoi(v); !ok || err != nil {
			return nil, fmt.Errorf("tictactoe: options %q: want size=N with N from 3 to 6", options)
		}
	}
	return New(players, n)
}

// Options is the options string of s's game ("size=N").
func (s *State) Options() string { return "size=" + strconv.Itoa(s.n) }

// Size is the side of the board: it has Size() x Size() cells.
func (s *State) Size() int { return s.n }

// At returns the player whose mark is on cell c (row by row from the top left, as in the
// notation), or -1 when the cell is empty.
func (s *State) At(c int) int { return int(s.cell[c]) }

// Clone returns an independent copy of s.
func (s *State) Clone() *State { c := *s; return &c }

func (s *State) NumPlayers() int      { return s.players }
func (s *State) Mover() int           { return s.mover }
func (s *State) InGame(int) bool      { return true }
func (s *State) Terminal() bool       { return s.winner != -1 }
func (s *State) PassMove() Move       { return Pass }
func (s *State) Hash() uint64         { return s.key }
func (s *State) MoveIndex(m Move) int { return int(m) }

// Moves appends the empty cells in index order.
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	if s.Terminal() {
		return buf
	}
	for c := range s.n * s.n {
		if s.cell[c] < 0 {
			buf = append(buf, Move(c+1))
		}
	}
	return buf
}

// Make places the mover's mark (or passes) and hands the turn on.
func (s *State) Make(m Move) {
	p := s.mover
	s.key ^= gamekit.Mix(uint64(1000+p)) ^ gamekit.Mix(uint64(1000+(p+1)%s.players))
	s.mover = (p + 1) % s.players
	if m == Pass {
		return
	}
	c := int(m) - 1
	s.cell[c] = int8(p)
	s.key ^= zobrist(c, p)
	s.empty--
	if s.completes(c, p) {
		s.winner = p
	} else if s.empty == 0 {
		s.winner = -2
	}
}

// Unmake takes back m, the last move made.
func (s *State) Unmake(m Move) {
	q := (s.mover - 1 + s.players) % s.players
	s.key ^= gamekit.Mix(uint64(1000+s.mover)) ^ gamekit.Mix(uint64(1000+q))
	s.mover = q
	if m == Pass {
		return
	}
	c := int(m) - 1
	s.cell[c] = -1
	s.key ^= zobrist(c, q)
	s.empty++
	s.winner = -1
}

func (s *State) completes(c, p int) bool {
	for _, l := range s.lines {
		mine, has := 0, false
		for _, x := range l {
			if int(x) == c {
				has = true
			}
			if int(s.cell[x]) == p {
				mine++
			}
		}
		if has && mine == s.k {
			return true
		}
	}
	return false
}

// Vector writes every player's value (see the package comment).
func (s *State) Vector(v *[gamekit.MaxPlayers]int64) {
	*v = [gamekit.MaxPlayers]int64{}
	switch {
	case s.winner >= 0:
		v[s.winner] = gamekit.S
		return
	case s.winner == -2:
		for p := range s.players {
			v[p] = gamekit.S / int64(s.players)
		}
		return
	}
	var sum int64
	for p := range s.players {
		v[p] = 1
	}
	for _, l := range s.lines {
		owner := -1
		for _, x := range l {
			if o := int(s.cell[x]); o >= 0 {
				if owner >= 0 && owner != o {
					owner = -2
					break
				}
				owner = o
			}
		}
		if owner >= 0 {
			v[owner]++
		}
	}
	for p := range s.players {
		sum += v[p]
	}
	for p := range s.players {
		v[p] = v[p] * gamekit.S / sum
	}
}

// Value is entry p of Vector.
func (s *State) Value(p int) int64 {
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	return v[p]
}

// Bounds: entries in [0, S], summing to at most S (integer shares).
func (s *State) Bounds() gamekit.Bounds { return gamekit.Bounds{Max: gamekit.S, Sum: gamekit.S} }

// Order sorts moves: cells on more lines first, ties by index (insertion sort: at most 36).
func (s *State) Order(moves []Move) {
	less := func(a, b Move) bool {
		if a == Pass || b == Pass {
			return a < b // the pass last (byCell has no entry for it)
		}
		la, lb := s.byCell[a-1], s.byCell[b-1]
		if la != lb {
			return la > lb
		}
		return a < b
	}
	for i := 1; i < len(moves); i++ {
		m := moves[i]
		j := i
		for ; j > 0 && less(m, moves[j-1]); j-- {
			moves[j] = moves[j-1]
		}
		moves[j] = m
	}
}

// String is the position's notation (see the package comment).
func (s *State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "tictactoe %d %d %d ", s.n, s.players, s.mover)
	for c := range s.n * s.n {
		if s.cell[c] < 0 {
			b.WriteByte('.')
		} else {
			b.WriteByte('0' + byte(s.cell[c]))
		}
	}
	return b.String()
}

// MoveString writes a move as its cell, "a1" for row 1 column a, or "pass".
func (s *State) MoveString(m Move) string {
	if m == Pass {
		return "pass"
	}
	c := int(m) - 1
	return string(rune('a'+c%s.n)) + strconv.Itoa(c/s.n+1)
}

// ParseMove reads a move of MoveString's form that is legal in s.
func (s *State) ParseMove(text string) (Move, error) {
	var buf [maxCells]Move
	for _, m := range s.Moves(buf[:0]) {
		if s.MoveString(m) == text {
			return m, nil
		}
	}
	return 0, fmt.Errorf("tictactoe: move %q is not legal here (want an empty cell such as a1)", text)
}

// Parse reads the notation back.
func Parse(text string) (*State, error) {
	f := strings.Fields(text)
	if len(f) == 0 || f[0] != "tictactoe" {
		return nil, errors.New("tictactoe: position must start with the word tictactoe (the game's name)")
	}
	if len(f) != 5 {
		return nil, fmt.Errorf("tictactoe: position %q: want 5 fields: tictactoe <size> <players> <mover> <cells>", text)
	}
	n, err1 := strconv.Atoi(f[1])
	players, err2 := strconv.Atoi(f[2])
	mover, err3 := strconv.Atoi(f[3])
	if err1 != nil || err2 != nil || err3 != nil {
		return nil, fmt.Errorf("tictactoe: position %q: size, players and mover must be numbers", text)
	}
	s, err := New(players, n)
	if err != nil {
		return nil, err
	}
	if mover < 0 || mover >= players {
		return nil, fmt.Errorf("tictactoe: mover %d: want 0 to %d", mover, players-1)
	}
	if len(f[4]) != n*n {
		return nil, fmt.Errorf("tictactoe: cells %q: want %d characters", f[4], n*n)
	}
	for c, ch := range []byte(f[4]) {
		switch {
		case ch == '.':
		case ch >= '0' && int(ch-'0') < players:
			s.cell[c] = int8(ch - '0')
			s.empty--
		default:
			return nil, fmt.Errorf("tictactoe: cell %d is %q: want '.' or a player 0 to %d", c, ch, players-1)
		}
	}
	s.mover = mover
	for c := range n * n {
		if p := int(s.cell[c]); p >= 0 && s.completes(c, p) {
			if s.winner >= 0 && s.winner != p {
				return nil, fmt.Errorf("tictactoe: position %q: two players have a line", text)
			}
			s.winner = p
		}
	}
	if s.winner == -1 && s.empty == 0 {
		s.winner = -2
	}
	s.key = keyOf(s)
	return s, nil
}
