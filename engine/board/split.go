package board

import "math/bits"

// Split is the parity-split layout of a dense board (star121, the triangle, the squares): a hop
// keeps a cell's parity class (Coord x mod 2, z mod 2), so each class gets its own uint64, in
// which cell (x, z) sits at bit W*(z>>1) + (x>>1) + offset of its class. In that word a hop is
// one step of the halved lattice, one constant shift per direction, and the cell hopped over, of
// another class, is one constant shift away in that class's word. A flood of one class is then
// a few shifts per round on one machine word, as star73's padded layout floods all of its cells.
//
// The shifts are exact only for cells that have a hop in that direction (the word is not padded:
// a shift from an edge cell may land on a cell of the class's next row), so every hop mask is
// taken within Hop[class][dir].From, the cells whose hop in that direction lands on the board.
type Split struct {
	W     int      // row stride of every class word
	Pairs int      // pairs of opposite directions: 3 on the hex boards, 4 on the squares
	Shift [4]uint8 // a hop of pair i moves up by Shift[i] (direction Up[i]) or down by it (Dn[i])
	Up    [4]uint8
	Dn    [4]uint8
	Bit   [128]uint8   // class-word bit of each layout bit, NoBit off the board; the class is ParityOf
	Cell  [4][64]uint8 // layout bit of each class-word bit, NoBit where none
	Mask  [4]uint64    // the cells of each class
	// Hop[k][2i] is direction Up[i] for class k, Hop[k][2i+1] direction Dn[i]; unused pairs (the
	// hex boards' fourth) are zero, so a flood may run all four.
	Hop   [4][8]SplitHop
	class [128]uint8     // ParityOf
	words [128][4]uint64 // each layout bit in class words: four ORs per bit, no indexed store
}

// SplitHop is one class's hops in one direction.
type SplitHop struct {
	From      uint64 // the class's cells whose hop in this direction lands on a board cell
	OverClass uint8  // the class of the cells hopped over
	// The cell hopped over from class bit b is bit b+OverShr-OverShl of class OverClass's word
	// (one of the two is zero), so that word shifted right by OverShr and left by OverShl has it
	// at bit b.
	OverShr, OverShl uint8
}

// Words returns x in class words.
func (sp *Split) Words(x Bitboard) [4]uint64 {
	var w0, w1, w2, w3 uint64
	for lo := x.Lo; lo != 0; lo &= lo - 1 {
		t := &sp.words[bits.TrailingZeros64(lo)]
		w0, w1, w2, w3 = w0|t[0], w1|t[1], w2|t[2], w3|t[3]
	}
	for hi := x.Hi; hi != 0; hi &= hi - 1 {
		t := &sp.words[64+bits.TrailingZeros64(hi)]
		w0, w1, w2, w3 = w0|t[0], w1|t[1], w2|t[2], w3|t[3]
	}
	return [4]uint64{w0, w1, w2, w3}
}

// Class is the parity class of layout bit b, as the index of its class word.
func (sp *Split) Class(b uint8) uint8 { return sp.class[b&127] }

// Dense returns the cells of class word w of class k as a layout bitboard.
func (sp *Split) Dense(k uint8, w uint64) Bitboard {
	var x Bitboard
	cells := &sp.Cell[k&3]
	for ; w != 0; w &= w - 1 {
		x = x.Or(Bit(cells[bits.TrailingZeros64(w)]))
	}
	return x
}
