package board

import "math/bits"

// Bitboard is a set of board bits: bit i of Lo is bit i, bit i of Hi is bit 64+i.
// Bits are layout positions (see Geometry), not cell indices.
type Bitboard struct{ Lo, Hi uint64 }

// Bit returns the bitboard holding only bit b (empty for b >= 128): one table load, no branch.
func Bit(b uint8) Bitboard { return bitTable[b] }

// Has reports whether bit b is set.
func (x Bitboard) Has(b uint8) bool {
	if b < 64 {
		return x.Lo>>b&1 != 0
	}
	return x.Hi>>(b-64)&1 != 0
}

func (x Bitboard) And(y Bitboard) Bitboard    { return Bitboard{x.Lo & y.Lo, x.Hi & y.Hi} }
func (x Bitboard) Or(y Bitboard) Bitboard     { return Bitboard{x.Lo | y.Lo, x.Hi | y.Hi} }
func (x Bitboard) Xor(y Bitboard) Bitboard    { return Bitboard{x.Lo ^ y.Lo, x.Hi ^ y.Hi} }
func (x Bitboard) AndNot(y Bitboard) Bitboard { return Bitboard{x.Lo &^ y.Lo, x.Hi &^ y.Hi} }
func (x Bitboard) IsZero() bool               { return x.Lo|x.Hi == 0 }
func (x Bitboard) Count() int                 { return bits.OnesCount64(x.Lo) + bits.OnesCount64(x.Hi) }

// Shl shifts every bit up by k (0 < k < 64); bits past 127 fall off.
func (x Bitboard) Shl(k uint) Bitboard {
	return Bitboard{Lo: x.Lo << k, Hi: x.Hi<<k | x.Lo>>(64-k)}
}

// Shr shifts every bit down by k (0 < k < 64); bits below 0 fall off.
func (x Bitboard) Shr(k uint) Bitboard {
	return Bitboard{Lo: x.Lo>>k | x.Hi<<(64-k), Hi: x.Hi >> k}
}

// Lowest returns the lowest set bit; x must not be zero.
func (x Bitboard) Lowest() uint8 {
	if x.Lo != 0 {
		return uint8(bits.TrailingZeros64(x.Lo))
	}
	return uint8(64 + bits.TrailingZeros64(x.Hi))
}

// PopLowest clears the lowest set bit and returns it; x must not be zero.
func (x *Bitboard) PopLowest() uint8 {
	if x.Lo != 0 {
		b := bits.TrailingZeros64(x.Lo)
		x.Lo &= x.Lo - 1
		return uint8(b)
	}
	b := bits.TrailingZeros64(x.Hi)
	x.Hi &= x.Hi - 1
	return uint8(64 + b)
}
