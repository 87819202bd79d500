// Package focus is Sid Sackson's Focus (also sold as Domination) for 2, 3 or 4 players, the game
// of Polk and Oommen's and of Schadd and Winands' experiments, as docs/games/focus.md settles its
// rules: stacks of up to five pieces on an 8x8 board without three squares in each corner; the
// player whose piece is on top of a stack moves its top n pieces exactly n squares in a straight
// line; pieces beyond five at the bottom of a stack leave the board (the mover's own become his
// reserves, which he may later enter on any square; other players' are captured); a player who
// cannot move when his turn comes is out, and the last player left wins.
//
// The position (State) implements gamekit.Evaluated[Move]: make and unmake in place (an undo ring
// of 256 entries inside the State), legal moves into the caller's buffer, the evaluation (each
// player's share of a material count), the static move ordering and the one-line notation.
//
// Guarantees: Make followed by Unmake restores a State exactly (String and Hash); Moves, Make,
// Unmake, Order, Value and Vector allocate nothing; no position has more than 260 legal moves
// (4 per piece of the mover's stacks, at most 52 pieces, plus 52 reserve entries); moves come
// out in square order, stack moves before reserve entries.
package focus

import (
	"fmt"

	"github.com/cctree/cctree/engine/gamekit"
)

// The player counts New accepts.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// NumSquares is the number of squares of the board: 64 less three in each corner.
const NumSquares = 52

// MaxHeight is the tallest stack: what a move or an entry piles above it leaves the board from
// the bottom.
const MaxHeight = 5

// WinRule says how a game is won.
type WinRule uint8

const (
	// WinLast is Sackson's rule: a player who cannot move when his turn comes is out; the last
	// player in the game wins.
	WinLast WinRule = iota
	// WinCapture adds the shortened game of the Maastricht papers (Schadd and Winands; Nijssen
	// and Winands) as docs/games/focus.md records it: a player also wins at once when his
	// captures reach the goal (2 players: 6 pieces; 3 players: 10 pieces, or 3 of each
	// opponent; 4 players: 10 pieces, or 2 of each opponent).
	WinCapture
)

// Options are the rule choices of a game. The zero value is the default (Sackson's rules).
type Options struct {
	// WholeStacks allows only whole stacks to move (a stack of height h moves h squares).
	// False (the default) is Sackson's rule: the top n pieces of a stack, 1 <= n <= h, move
	// exactly n squares.
	WholeStacks bool
	// Win is the winning rule.
	Win WinRule
}

// DefaultOptions returns the default rules: partial moves and Sackson's last-player-left win.
func DefaultOptions() Options { return Options{} }

// Move is a move of the game: a stack move (its from square, direction and the number of pieces
// moved, which is also the distance), a reserve entry (its square) or the pass. The zero Move is
// never legal; every Move is below 8192, and MoveIndex is its value.
type Move uint32

const (
	moveSquare  = 0x3f    // bits 0-5: from square (stack move) or entry square
	moveDirBits = 6       // bits 6-7: direction of a stack move
	moveNBits   = 8       // bits 8-10: pieces moved (1..5)
	moveReserve = 1 << 11 // a reserve entry
	movePass    = 1 << 12 // the pass
)

// Directions of stack moves, in generation order.
const (
	dirUp = iota
	dirRight
	dirDown
	dirLeft
)

var dirDelta = [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}

const noSquare = 0xff

var rowLen = [8]int{4, 6, 8, 8, 8, 8, 6, 4}

// geometry is the board's geometry (tables_gen.go's squareAt, rowOf, colOf, dest and hasDest),
// as buildGeometry makes it.
type geometry struct {
	squareAt [8][8]int8                      // square index of row r, column c, or -1 off the board
	rowOf    [NumSquares]int8                // row of a square, 0 at the top
	colOf    [NumSquares]int8                // column of a square, 0 at the left
	dest     [NumSquares][4][MaxHeight]uint8 // dest[sq][dir][n-1]: square n steps away, or noSquare
	hasDest  [NumSquares][MaxHeight + 1]bool // hasDest[sq][n]: some direction has a square n steps away
}

//go:generate go test -run TestTablesGenerated -update

// onBoard reports whether row r, column c is a square: the 8x8 board less the three squares of
// each corner (the corner square and its two orthogonal neighbours).
func onBoard(r, c int) bool {
	if r < 0 || r > 7 || c < 0 || c > 7 {
		return false
	}
	return min(r, 7-r)+min(c, 7-c) >= 2
}

// buildGeometry numbers the squares and finds each one's destinations: the test's source of
// tables_gen.go.
func buildGeometry() (g geometry) {
	n := 0
	for r := range 8 {
		for c := range 8 {
			g.squareAt[r][c] = -1
			if onBoard(r, c) {
				g.squareAt[r][c] = int8(n)
				g.rowOf[n], g.colOf[n] = int8(r), int8(c)
				n++
			}
		}
	}
	if n != NumSquares {
		panic("focus: board geometry")
	}
	for sq := range NumSquares {
		for d := range 4 {
			for k := 1; k <= MaxHeight; k++ {
				r, c := int(g.rowOf[sq])+k*dirDelta[d][0], int(g.colOf[sq])+k*dirDelta[d][1]
				g.dest[sq][d][k-1] = noSquare
				if onBoard(r, c) {
					g.dest[sq][d][k-1] = uint8(g.squareAt[r][c])
					g.hasDest[sq][k] = true
				}
			}
		}
	}
	return g
}

// State is a position of Focus, made and unmade in place. Copy it with Clone.
type State struct {
	opts    Options
	n       uint8 // players
	mover   uint8
	out     uint8 // bit p: player p is out of the game
	winner  int8  // the winner of a finished game, -1 while it goes on
	sp      uint8 // undo ring index (wraps: the last 256 Makes can be unmade)
	cell    [NumSquares]uint16
	height  [NumSquares]uint8
	reserve [MaxPlayers]uint8
	capt    [MaxPlayers][MaxPlayers]uint8 // capt[p][q]: pieces of q captured by p
	capTot  [MaxPlayers]uint8             // pieces p has captured
	ctrl    [MaxPlayers]uint8             // stacks p controls
	pieces  [MaxPlayers]uint8             // p's pieces on the board
	hash    uint64
	undo    [undoSize]undo
}

// A stack is cell[sq], two bits per piece from the bottom (bits 0-1) up, holding the owner's
// number, and height[sq] pieces.

// undoSize is the undo ring: 256 entries, indexed by the wrapping uint8 sp.
const undoSize = 256

// undo is what Make changed, restored by Unmake.
type undo struct {
	hash             uint64
	fromCell, toCell uint16
	from, to         uint8 // noSquare when unused
	fromH, toH       uint8
	mover, out       uint8
	winner           int8
	capTot           uint8 // of the mover
	reserve          [MaxPlayers]uint8
	capRow           [MaxPlayers]uint8 // capt[mover]
	ctrl             [MaxPlayers]uint8
	pieces           [MaxPlayers]uint8
}

var _ gamekit.Evaluated[Move] = (*State)(nil)

// startPieces is each player's number of pieces at the start.
func startPieces(players int) int {
	if players == 2 {
		return 18
	}
	return 13
}

// New returns the start position for players players (2, 3 or 4) under o: two players on the
// central 6x6 squares in Sackson's pattern of pairs (18 pieces each); four players on all 52
// squares, 13 each, each player's pieces the previous player's turned a quarter turn clockwise;
// three players as four without the fourth player's pieces (13 each, 13 squares empty). Player 0
// moves first.
func New(players int, o Options) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("focus: %d players: must be %d to %d", players, MinPlayers, MaxPlayers)
	}
	if err := o.check(); err != nil {
		return nil, err
	}
	s := &State{opts: o, n: uint8(players)}
	for sq := range NumSquares {
		if p := startOwner(players, int(rowOf[sq]), int(colOf[sq])); p >= 0 {
			s.cell[sq], s.height[sq] = uint16(p), 1
		}
	}
	s.finish()
	return s, nil
}

// startOwner is the owner of the piece on row r, column c at the start, or -1 for an empty
// square.
func startOwner(players, r, c int) int {
	if players == 2 {
		if r < 1 || r > 6 || c < 1 || c > 6 {
			return -1
		}
		return ((r - 1) + (c-1)/2) % 2
	}
	// Turn (r, c) back a quarter turn counter-clockwise k times until it lies in the top-left
	// quadrant (rows and columns 0-3); there player (r+c) mod 4 owns it, and every quarter turn
	// clockwise hands a square to the next player.
	k := 0
	for r > 3 || c > 3 {
		r, c = 7-c, r // inverse of the clockwise quarter turn (r, c) -> (c, 7-r)
		k++
	}
	p := (r + c + k) % 4
	if p >= players {
		return -1
	}
	return p
}

// finish computes what the State keeps beside the board, reserves, captures, out set and mover:
// the per-player counts, the winner and the hash.
func (s *State) finish() {
	s.ctrl, s.pieces, s.capTot = [MaxPlayers]uint8{}, [MaxPlayers]uint8{}, [MaxPlayers]uint8{}
	for sq := range NumSquares {
		h := s.height[sq]
		if h == 0 {
			continue
		}
		s.ctrl[s.top(sq)]++
		for i := range h {
			s.pieces[s.cell[sq]>>(2*i)&3]++
		}
	}
	for p := range int(s.n) {
		for q := range int(s.n) {
			s.capTot[p] += s.capt[p][q]
		}
	}
	s.winner = -1
	if s.opts.Win == WinCapture {
		for p := range int(s.n) {
			if s.reachedGoal(uint8(p)) {
				s.winner = int8(p)
			}
		}
	}
	if s.winner < 0 && s.inGameCount() == 1 {
		s.winner = int8(s.mover)
	}
	s.hash = s.fullHash()
}

func (s *State) top(sq int) uint8 {
	return uint8(s.cell[sq] >> (2 * (s.height[sq] - 1)) & 3)
}

func (s *State) inGameCount() int {
	k := 0
	for p := range int(s.n) {
		if s.out&(1<<p) == 0 {
			k++
		}
	}
	return k
}

// Clone returns an independent copy of s (its undo ring included).
func (s *State) Clone() *State {
	c := *s
	return &c
}

// Options returns the rules s is played under.
func (s *State) Options() Options { return s.opts }

// NumPlayers is the number of players.
func (s *State) NumPlayers() int { return int(s.n) }

// Mover is the player to move; on a finished game, the winner, or after a capture win the next
// player in the game.
func (s *State) Mover() int { return int(s.mover) }

// InGame reports whether player p is still in the game.
func (s *State) InGame(p int) bool { return p >= 0 && p < int(s.n) && s.out&(1<<p) == 0 }

// Terminal reports whether the game is over.
func (s *State) Terminal() bool { return s.winner >= 0 }

// Winner is the winner of a finished game, -1 while it goes on.
func (s *State) Winner() int { return int(s.winner) }

// Reserve is the number of player p's reserve pieces.
func (s *State) Reserve(p int) int { return int(s.reserve[p]) }

// Captured is the number of player q's pieces player p has captured.
func (s *State) Captured(p, q int) int { return int(s.capt[p][q]) }

// Height is the number of pieces on square sq, 0 to MaxHeight.
func (s *State) Height(sq int) int { return int(s.height[sq]) }

// Piece is the owner of the piece at level l of square sq's stack, 0 the bottom piece and
// Height(sq)-1 the top one, which controls the stack.
func (s *State) Piece(sq, l int) int { return int(s.cell[sq] >> (2 * l) & 3) }

// SquareAt is the square of row r and column c (both from 0, at the top and at the left), or -1
// for a cut corner or a place off the board.
func SquareAt(r, c int) int {
	if r < 0 || r > 7 || c < 0 || c > 7 {
		return -1
	}
	return int(squareAt[r][c])
}

// RowCol returns the row and column (both from 0, at the top and at the left) of square sq.
func RowCol(sq int) (r, c int) { return int(rowOf[sq]), int(colOf[sq]) }

// Hash is the Zobrist key of the position: the stacks, the reserves, the captures, the players
// out and the mover.
func (s *State) Hash() uint64 { return s.hash }

// PassMove is the null move.
func (s *State) PassMove() Move { return movePass }

// MoveIndex maps m into [0, 8192): its value.
func (s *State) MoveIndex(m Move) int { return int(m) }

// reachedGoal reports whether player p's captures win the shortened game.
func (s *State) reachedGoal(p uint8) bool {
	var each, total uint8 = 2, 10
	switch s.n {
	case 2:
		return s.capTot[p] >= 6
	case 3:
		each = 3
	}
	if s.capTot[p] >= total {
		return true
	}
	for q := range s.n {
		if q != p && s.capt[p][q] < each {
			return false
		}
	}
	return true
}
