// Package board is the geometry of the star boards of RULES.md: cell order, corners, distances,
// and the 128-bit bitboard that every other package stores positions in.
//
// Positions live in "layout bits", not cell indices. On star73 the layout is padded: cell (x, z)
// sits at bit W*(z+2n) + x - n, so each of the six directions is one constant shift and a shift
// never carries a piece from one board edge onto a board cell elsewhere. star121 (121 cells) cannot
// be padded into 128 bits, so its layout is dense (bit = cell) and generators use the per-bit
// Step and Jump tables instead. On both boards bit order is cell order, so "ascending bit" and
// "ascending cell" sort moves alike.
//
// Every table is computed by gen.go (go generate) and committed in tables_gen.go.
package board

//go:generate go run gen.go

// NoBit marks "off the board" in Step and Jump.
const NoBit = 255

// Directions in RULES.md order: (+1,-1,0) (+1,0,-1) (0,+1,-1) (-1,+1,0) (-1,0,+1) (0,-1,+1).
var Directions = [6][3]int{{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}}

// Geometry describes one board. All per-bit arrays are indexed by layout bit.
type Geometry struct {
	Name      string
	N         int // corner side: 3 for star73, 4 for star121
	Cells     int
	Pieces    int   // pieces per player
	RowLen    []int // cells per row, top to bottom
	MaxDist   int   // largest distance of a piece to an apex (4n), for progress = pieces*MaxDist - dist
	CellBit   []uint8
	BitCell   [128]int16 // cell index of a bit, -1 off the board
	Coord     [128][3]int8
	Mask      Bitboard    // every board bit
	Corner    [6]Bitboard // corner triangles, clockwise from the top
	CornerOf  [128]int8   // -1 for the central hexagon and off-board bits
	Apex      [6]uint8    // bit of each corner's tip
	Dist      [6][128]uint8
	Step      [128][6]uint8 // neighbour bit per direction, NoBit if none
	Jump      [128][6]uint8 // landing bit of a hop per direction (over Step), NoBit if none
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
}

// ByName returns the geometry named name ("star73" or "star121"), or nil.
func ByName(name string) *Geometry {
	switch name {
	case "star73":
		return Star73
	case "star121":
		return Star121
	}
	return nil
}

// Names lists the boards in size order.
var Names = []string{"star73", "star121"}

// Distance is the hex distance between two bits.
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
