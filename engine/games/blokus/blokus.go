// Package blokus is Blokus, as docs/games/blokus.md settles its rules: four colours of 21
// polyominoes each on a 20x20 board, placed in turn; a colour's first piece covers its starting
// corner, every later one touches a piece of its colour corner to corner and never along an
// edge; a colour without a placement passes, and the game ends when no colour can place. A
// player's score is minus the squares of its pieces left, with the official bonus (option
// bonus). Four players play a colour each; two players two colours each (0 and 2, 1 and 3); three
// players a colour each and the fourth, whose score counts for nobody, in turn. The position
// (State) implements gamekit.Evaluated[Move]: make and unmake in place, the placements into the
// caller's buffer from the mover's free corner cells with precomputed piece masks (rows as
// uint32 bit sets), the evaluation (shares of squares placed and free corners), the static move
// ordering (larger pieces first) and the one-line notation.
//
// Guarantees: Make followed by Unmake restores a State exactly (String and Hash); Moves, Make,
// Unmake, Order and Vector allocate nothing; passes keep no record and a game has at most 84
// placements, so any line of moves can be made before Unmake.
package blokus

import (
	"fmt"
	"math/bits"

	"github.com/cctree/cctree/engine/gamekit"
)

// The player counts New accepts.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// NumColours is the number of colours, whatever the number of players.
const NumColours = 4

// maxPlacements bounds the placements of a game: every piece of every colour.
const maxPlacements = NumColours * NumPieces

// Move is a placement, stored as (orientation+1)<<9 | cell of the top-left corner of the
// piece's bounding box (row*20 + column), or Pass. The zero Move is never legal.
type Move uint16

// Pass is the move of a colour that has no placement (and the searchers' null move).
const Pass Move = 0xffff

// Orientation is the move's orientation, 0 to 90 (undefined for Pass).
func (m Move) orient() int { return int(m>>9) - 1 }

// box is the cell of the top-left corner of the move's bounding box.
func (m Move) box() int { return int(m & 511) }

// Piece is the number of the piece a placement places (0 the monomino I1, 20 Z5).
func (m Move) Piece() int { return int(orients[m.orient()].piece) }

// Size is the number of squares a placement covers (0 for Pass).
func (m Move) Size() int {
	if m == Pass {
		return 0
	}
	return int(orients[m.orient()].n)
}

func moveOf(o, top, left int) Move { return Move((o+1)<<9 | (top*Size + left)) }

// Options are the rule choices of docs/games/blokus.md.
type Options struct {
	// Size is the board's side, MinSize to MaxSize (size=20, the default, the published board).
	Size int
	// Pieces is the set of each colour: the first Pieces pieces in the order of their numbers
	// (pieces=21, the default, the whole set; fewer, smaller pieces for the tests).
	Pieces int
	// Bonus (bonus=on, the default, the official rule): a colour that places all its pieces
	// scores 15 more, and 5 more again if the monomino was its last piece.
	Bonus bool
}

// DefaultOptions is the official game.
func DefaultOptions() Options { return Options{Size: MaxSize, Pieces: NumPieces, Bonus: true} }

// check reports the first option out of range as a one-line error.
func (o Options) check() error {
	if o.Size < MinSize || o.Size > MaxSize {
		return fmt.Errorf("blokus: size %d: want %d to %d", o.Size, MinSize, MaxSize)
	}
	if o.Pieces < 1 || o.Pieces > NumPieces {
		return fmt.Errorf("blokus: pieces %d: want 1 to %d", o.Pieces, NumPieces)
	}
	return nil
}

// The bonus of docs/games/blokus.md: all 21 pieces placed, and the monomino last.
const (
	BonusAll      = 15
	BonusMonoLast = 5
)

// corner is colour c's starting corner on an n x n board: blue top left, yellow top right, red
// bottom right, green bottom left (clockwise, the order of play).
func corner(c, n int) (r, col int) {
	switch c {
	case 0:
		return 0, 0
	case 1:
		return 0, n - 1
	case 2:
		return n - 1, n - 1
	}
	return n - 1, 0
}

// ColourNames are the colours in the order of play.
var ColourNames = [NumColours]string{"blue", "yellow", "red", "green"}

// colourLetters are the notation's letters of the colours.
const colourLetters = "byrg"

// zobristKeys are the Zobrist keys (tables_gen.go's zCell and zTurn): per square and colour, and
// per turn of the cycle.
type zobristKeys struct {
	zCell [numCells][NumColours]uint64
	zTurn [12]uint64
}

// buildZobrist draws the keys from a fixed-seed SplitMix64, the same on every machine: the test's
// source of tables_gen.go.
func buildZobrist() (z zobristKeys) {
	x := gamekit.SplitMix64(0x626c6f6b7573) // "blokus"
	next := x.Next
	for i := range z.zCell {
		for c := range z.zCell[i] {
			z.zCell[i][c] = next()
		}
	}
	for i := range z.zTurn {
		z.zTurn[i] = next()
	}
	return z
}

// undo is what Unmake needs to take back a placement beside the move: the colours known to be
// blocked, the end flag and the colour's last-piece flag before it.
type undo struct {
	done     uint8
	over     bool
	monoLast bool
}

// State is a Blokus position. Copy it with Clone.
type State struct {
	opt     Options
	n       int    // the board's side
	rowMask uint32 // the columns of a row
	players int
	set     uint32 // the pieces of a colour's set (bit p: piece p)
	squares int    // their squares
	cycle   int    // turns before the order of movers repeats: 12 for three players, else 4
	turn    int    // 0 .. cycle-1: colour turn%4 moves
	occ     [Size]uint32
	own     [NumColours][Size]uint32
	left    [NumColours]uint32 // the pieces each colour has not placed (bit p: piece p)
	placed  [NumColours]int    // squares placed
	// monoLast[c]: colour c's last placement was the monomino (its bonus once all are placed).
	monoLast [NumColours]bool
	done     uint8 // colours known to have no placement (a blocked colour stays blocked)
	over     bool
	hash     uint64
	sp       int
	undo     [maxPlacements]undo
}

// New returns the start position for players players: the board empty, every colour with its
// 21 pieces, blue (colour 0, player 0) to move.
func New(players int, o Options) (*State, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("blokus: players %d: want %d to %d", players, MinPlayers, MaxPlayers)
	}
	s := newState(o, players)
	for c := range s.left {
		s.left[c] = s.set
	}
	return s, nil
}

// NewWithOptions is New with the options' text (ParseOptions).
func NewWithOptions(players int, options string) (*State, error) {
	o, err := ParseOptions(options)
	if err != nil {
		return nil, err
	}
	return New(players, o)
}

func newState(o Options, players int) *State {
	s := &State{opt: o, n: o.Size, rowMask: 1<<o.Size - 1, players: players, cycle: 4, set: 1<<o.Pieces - 1}
	for p := range o.Pieces {
		s.squares += PieceSize(p)
	}
	if players == 3 {
		s.cycle = 12
	}
	s.hash = zTurn[0]
	return s
}

// Clone returns an independent copy of s, its pending moves included.
func (s *State) Clone() *State {
	c := *s
	return &c
}

// Options returns the rule options of s's game.
func (s *State) Options() Options { return s.opt }

// NumPlayers is the number of seats.
func (s *State) NumPlayers() int { return s.players }

// Colour is the colour to move.
func (s *State) Colour() int { return s.turn & 3 }

// playerOf is the player who plays colour c on turn t of the cycle.
func (s *State) playerOf(c, t int) int {
	switch {
	case s.players == 2:
		return c & 1
	case s.players == 3 && c == 3:
		return t / 4
	}
	return c
}

// Mover is the player to move: the player of the colour to move (with three players the shared
// colour is played by players 0, 1 and 2 in turn).
func (s *State) Mover() int { return s.playerOf(s.turn&3, s.turn) }

// InGame is true for every player: a blocked colour passes, it is not out.
func (s *State) InGame(p int) bool { return p >= 0 && p < s.players }

// Terminal reports whether the game is over: no colour has a placement.
func (s *State) Terminal() bool { return s.over }

// At returns the colour on cell c (row*20 + column), or -1 when it is empty.
func (s *State) At(c int) int {
	r, col := c/Size, c%Size
	if s.occ[r]>>col&1 == 0 {
		return -1
	}
	for k := range NumColours {
		if s.own[k][r]>>col&1 != 0 {
			return k
		}
	}
	return -1
}

// Left reports whether colour c still has piece p.
func (s *State) Left(c, p int) bool { return s.left[c]>>p&1 != 0 }

// SquaresLeft is the number of squares of colour c's pieces not placed.
func (s *State) SquaresLeft(c int) int { return s.squares - s.placed[c] }

// masks writes the rows colour c may not cover (occupied, or along an edge of its own pieces)
// and its free corner cells: empty squares that touch its pieces corner to corner and not
// along an edge, or before its first piece its starting corner when empty.
func (s *State) masks(c int, bad, corners *[Size]uint32) {
	own := &s.own[c]
	if s.placed[c] == 0 {
		*bad = s.occ
		*corners = [Size]uint32{}
		r, col := corner(c, s.n)
		corners[r] = 1 << col &^ s.occ[r]
		return
	}
	for r := range s.n {
		o := own[r]
		edge := o<<1 | o>>1
		var diag uint32
		if r > 0 {
			edge |= own[r-1]
			diag |= own[r-1]<<1 | own[r-1]>>1
		}
		if r < s.n-1 {
			edge |= own[r+1]
			diag |= own[r+1]<<1 | own[r+1]>>1
		}
		b := (s.occ[r] | edge) & s.rowMask
		bad[r] = b
		corners[r] = diag &^ b & s.rowMask
	}
}

// gen appends to buf the placements of colour c: for every free corner cell in cell order,
// every piece it has left in piece order, every orientation and every square of it on the
// corner cell, the placement if it fits and covers no free corner cell before this one (so that
// each placement is listed once). With first it stops at the first placement.
func (s *State) gen(c int, buf []Move, first bool) []Move {
	var bad, corner [Size]uint32
	s.masks(c, &bad, &corner)
	left := s.left[c]
	n := s.n
	for r := range n {
		for x := corner[r]; x != 0; x &= x - 1 {
			col := bits.TrailingZeros32(x)
			// Rows r-4 .. r+4 with the corner cells before this one forbidden too.
			var win [Size + 8]uint32 // win[i] is row i-4
			for i := max(0, r-4); i <= min(n-1, r+4); i++ {
				w := bad[i]
				switch {
				case i < r:
					w |= corner[i]
				case i == r:
					w |= corner[i] & (1<<col - 1)
				}
				win[i+4] = w
			}
			// The sides of the corner cell a piece may not continue on.
			var blocked uint8
			if r == 0 || bad[r-1]>>col&1 != 0 {
				blocked |= 1
			}
			if r == n-1 || bad[r+1]>>col&1 != 0 {
				blocked |= 2
			}
			if col == 0 || bad[r]>>(col-1)&1 != 0 {
				blocked |= 4
			}
			if col == n-1 || bad[r]>>(col+1)&1 != 0 {
				blocked |= 8
			}
			for l := left; l != 0; l &= l - 1 {
				p := bits.TrailingZeros32(l)
				for o := int(pieceOrient[p]); o < int(pieceOrient[p+1]); o++ {
					or := &orients[o]
					h, w := int(or.h), int(or.w)
					for k := range int(or.n) {
						if or.nbr[k]&blocked != 0 {
							continue
						}
						top, lc := r-int(or.sq[k][0]), col-int(or.sq[k][1])
						if top < 0 || lc < 0 || top+h > n || lc+w > n {
							continue
						}
						rows := win[top+4 : top+4+h]
						fits := true
						for i, row := range rows {
							if or.rows[i]<<lc&row != 0 {
								fits = false
								break
							}
						}
						if fits {
							buf = append(buf, moveOf(o, top, lc))
							if first {
								return buf
							}
						}
					}
				}
			}
		}
	}
	return buf
}

// Moves appends the mover's legal moves to buf[:0]: its placements (gen's order), [Pass] when it
// has none, nothing on a terminal position.
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	if s.over {
		return buf
	}
	c := s.turn & 3
	if s.done>>c&1 == 0 {
		buf = s.gen(c, buf, false)
	}
	if len(buf) == 0 {
		buf = append(buf, Pass)
	}
	return buf
}

// PassMove is Pass.
func (s *State) PassMove() Move { return Pass }

func (s *State) setTurn(t int) {
	s.hash ^= zTurn[s.turn] ^ zTurn[t]
	s.turn = t
}

// place puts (or, placed, takes back) orientation o with its box's top-left corner on cell box
// for colour c.
func (s *State) place(c int, m Move) {
	or := &orients[m.orient()]
	top, lc := m.box()/Size, m.box()%Size
	for i := range int(or.h) {
		b := or.rows[i] << lc
		s.occ[top+i] ^= b
		s.own[c][top+i] ^= b
	}
	for k := range int(or.n) {
		s.hash ^= zCell[(top+int(or.sq[k][0]))*Size+lc+int(or.sq[k][1])][c]
	}
	s.left[c] ^= 1 << or.piece
}

// Make plays m, a placement legal for the mover, or Pass.
func (s *State) Make(m Move) {
	c := s.turn & 3
	if m != Pass {
		u := &s.undo[s.sp]
		s.sp++
		u.done, u.over, u.monoLast = s.done, s.over, s.monoLast[c]
		s.place(c, m)
		s.placed[c] += m.Size()
		s.monoLast[c] = m.Piece() == monomino
		s.updateOver()
	}
	if t := s.turn + 1; t == s.cycle {
		s.setTurn(0)
	} else {
		s.setTurn(t)
	}
}

// updateOver decides whether a colour can still place, marking those found blocked.
func (s *State) updateOver() {
	var buf [1]Move
	for c := range NumColours {
		if s.done>>c&1 != 0 {
			continue
		}
		if len(s.gen(c, buf[:0], true)) > 0 {
			s.over = false
			return
		}
		s.done |= 1 << c
	}
	s.over = true
}

// Unmake takes back m, the last move made.
func (s *State) Unmake(m Move) {
	if s.turn == 0 {
		s.setTurn(s.cycle - 1)
	} else {
		s.setTurn(s.turn - 1)
	}
	if m == Pass {
		return
	}
	c := s.turn & 3
	s.sp--
	u := &s.undo[s.sp]
	s.place(c, m)
	s.placed[c] -= m.Size()
	s.done, s.over, s.monoLast[c] = u.done, u.over, u.monoLast
}

// Hash is a Zobrist key of the squares' colours and the turn.
func (s *State) Hash() uint64 { return s.hash }

// MoveIndex maps a placement to 1 + piece*400 + the cell of its box's top-left corner, Pass to
// 0: orientations of one piece at one box share a slot (the per-move tables have
// gamekit.MaxMoveIndex slots, fewer than Blokus's placements).
func (s *State) MoveIndex(m Move) int {
	if m == Pass {
		return 0
	}
	return 1 + m.Piece()*numCells + m.box()
}

var _ gamekit.State[Move] = (*State)(nil)
