// Package board is the geometry of the boards of docs/rules.md and docs/boards.md — the star boards
// star73 and star121, and Franks' triangle and square boards (triangle, square:6 .. square:11) —:
// cell order, corners, goals, distances, directions, and the 128-bit bitboard that every other
// package stores positions in.
//
// Positions live in "layout bits", not cell indices. On star73 the layout is padded: cell (x, z)
// sits at bit W*(z+2n) + x - n, so each of the six directions is one constant shift and a shift
// never carries a piece from one board edge onto a board cell elsewhere. The other boards are
// dense (bit = cell) and generators use the per-bit Step and Jump tables instead (star121's 121
// cells cannot be padded into 128 bits; the triangle and squares are dense by choice, so that the
// padded fast paths stay star73's alone). On every board bit order is cell order, so "ascending
// bit" and "ascending cell" sort moves alike.
//
// Every table is computed by gen.go (go generate) and committed in tables_gen.go.
package board

import (
	"slices"
	"strconv"
	"strings"
)

//go:generate go run gen.go

// NoBit marks "off the board" in Step and Jump.
const NoBit = 255

// Directions in docs/rules.md order: (+1,-1,0) (+1,0,-1) (0,+1,-1) (-1,+1,0) (-1,0,+1) (0,-1,+1). They
// are the directions of the hex boards (stars and triangle).
var Directions = [6][3]int{{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}}

// SquareDirections are the eight directions of the square boards as Coord steps (dcolumn, 0, drow):
// E, NE, N, NW, W, SW, S, SE (docs/boards.md).
var SquareDirections = [8][3]int{{1, 0, 0}, {1, 0, -1}, {0, 0, -1}, {-1, 0, -1}, {-1, 0, 0}, {-1, 0, 1}, {0, 0, 1}, {1, 0, 1}}

// Geometry describes one board. All per-bit arrays are indexed by layout bit.
type Geometry struct {
	Name    string
	N       int // corner side (pieces = N(N+1)/2): 3 for star73, the triangle and the squares, 4 for star121
	Cells   int
	Pieces  int   // pieces per player
	RowLen  []int // cells per row, top to bottom
	MaxDist int   // largest distance of a piece to an apex (4n on the stars), for progress = pieces*MaxDist - dist
	// Dirs is the number of directions: 6 on the hex boards (Directions), 8 on the squares
	// (SquareDirections). Step and Jump entries from Dirs on are NoBit.
	Dirs int
	// Corners bounds the corner numbers (6 on the hex boards, 4 on the squares). A number below it
	// may still have no corner area (the triangle's 1, 3 and 5): its Corner is empty, its Apex NoBit,
	// its GoalOf -1 and its Dist row zero.
	Corners int
	// GoalOf is the goal corner of a player seated on each corner, -1 where no player can sit:
	// (c+3)%6 on the stars, the next corner counter-clockwise on the triangle, (c+2)%4 on the squares.
	GoalOf       [6]int8
	DefaultSeats string // the seats of a start position when none are given: 0134, 024 or 0123
	CellBit      []uint8
	BitCell      [128]int16 // cell index of a bit, -1 off the board
	// Coord is a cell's coordinates: cube (x, y, z) on the hex boards, (column, 0, row) on the
	// squares. On every board Coord[2] is the row, Distance is max |difference| (hex or
	// Chebyshev distance) and (Coord[0] mod 2, Coord[2] mod 2) is the parity class.
	Coord     [128][3]int8
	Mask      Bitboard    // every board bit
	Corner    [6]Bitboard // corner areas, clockwise from the top (stars, triangle) or the top left (squares)
	CornerOf  [128]int8   // -1 outside every corner area and off the board
	Apex      [6]uint8    // bit of each corner's tip, NoBit for a corner number without an area
	Dist      [6][128]uint8
	Step      [128][8]uint8 // neighbour bit per direction, NoBit if none
	Jump      [128][8]uint8 // landing bit of a hop per direction (over Step), NoBit if none
	Neighbors [128]Bitboard
	// Near holds the cell and the board cells one or two steps from it along a line: a hop from
	// x can depend on cell c only if x is in Near[c].
	Near [128]Bitboard
	// Parity classes by (x mod 2, z mod 2): a hop keeps the class, so pieces of different classes
	// can never reach the same cell by jumping.
	Parity   [4]Bitboard
	ParityOf [128]uint8
	// Padded reports a constant-shift layout: moving bit b in direction d gives b+Shift[d], and a
	// shifted board bit lands either on its true neighbour or outside Mask.
	Padded bool
	Shift  [6]int
	// Split is the parity-split layout of a dense board (split.go; generated like every other
	// table), nil on star73.
	Split *Split
}

// SquareMin and SquareMax bound the side of square:N.
const (
	SquareMin = 6
	SquareMax = 11
)

// squares holds square:N at index N-SquareMin.
var squares = [...]*Geometry{square6, square7, square8, square9, square10, square11}

// The boards. A Geometry is shared by every position on its board and is read-only: nothing may
// change one. The boards are handed out by these functions (and ByName), not as variables, so no
// importer can replace one.

// Star73 returns the 73-cell star (side 3, 6 pieces a player).
func Star73() *Geometry { return star73 }

// Star121 returns the 121-cell star (side 4, 10 pieces a player).
func Star121() *Geometry { return star121 }

// Triangle returns Franks' triangle board (docs/boards.md).
func Triangle() *Geometry { return triangle }

// Squares returns Franks' square boards, square:SquareMin to square:SquareMax, in a new slice.
func Squares() []*Geometry { return slices.Clone(squares[:]) }

// Square returns Franks' square:n board, n in SquareMin..SquareMax, or nil.
func Square(n int) *Geometry {
	if n < SquareMin || n > SquareMax {
		return nil
	}
	return squares[n-SquareMin]
}

// ByName returns the geometry named name ("star73", "star121", "triangle", "square:N" with N in
// SquareMin..SquareMax, or "square" for square:8), or nil.
func ByName(name string) *Geometry {
	switch name {
	case "star73":
		return star73
	case "star121":
		return star121
	case "triangle":
		return triangle
	case "square":
		return square8
	}
	if v, ok := strings.CutPrefix(name, "square:"); ok {
		if n, err := strconv.Atoi(v); err == nil && strconv.Itoa(n) == v && n >= SquareMin && n <= SquareMax {
			return squares[n-SquareMin]
		}
	}
	return nil
}

// Names lists the star boards of docs/rules.md in size order: the boards of the position suites, the
// sweeps and the gate.
var Names = []string{"star73", "star121"}

// Franks lists the boards of Franks' thesis (docs/boards.md), each size of the square by its own name.
var Franks = []string{"triangle", "square:6", "square:7", "square:8", "square:9", "square:10", "square:11"}

// Accepted lists the names ByName accepts, for error messages; AcceptedCCN the board names of CCN,
// which spells every square with its size so that a position formats back to its own text.
const (
	Accepted    = "star73, star121, triangle, square (= square:8) or square:N (N 6-11)"
	AcceptedCCN = "star73, star121, triangle or square:N (N 6-11)"
)

// Distance is the distance between two bits: hex distance on the hex boards, Chebyshev (king-move)
// distance on the squares.
func (g *Geometry) Distance(a, b uint8) int {
	d := 0
	for i := range 3 {
		v := int(g.Coord[a][i]) - int(g.Coord[b][i])
		if v < 0 {
			v = -v
		}
		d = max(d, v)
	}
	return d
}

// HasCorner reports whether corner c has a corner area, so that a player can sit there.
func (g *Geometry) HasCorner(c int) bool { return c >= 0 && c < 6 && g.GoalOf[c] >= 0 }

// Homes returns the corners a player can sit on, ascending.
func (g *Geometry) Homes() []int {
	var out []int
	for c := range g.Corners {
		if g.HasCorner(c) {
			out = append(out, c)
		}
	}
	return out
}
