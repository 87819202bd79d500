package game

import (
	"math/bits"

	"github.com/cctree/cctree/engine/board"
)

// Jumps on the dense boards (star121, triangle, square:N) flood in the parity-split layout
// (board.Split): each parity class in one word, where a hop is one shift. A flood is per piece
// (two pieces of one class may reach different cells), but costs a few shifts per round instead
// of a table walk per reached cell. The moving piece's own cell never matters to its flood: the
// cells it hops over are of other classes, and its landing back home is no move.

// splitFloods floods the pieces of one position: the occupancy in class words, and each class's
// open hops, computed when a piece of that class first asks.
type splitFloods struct {
	sp    *board.Split
	occ   [4]uint64
	ready uint8 // bit k: hops[k] is computed
	hops  [4]splitHops
}

// splitHops are one class's open hops: h[2i] the cells whose hop up pair i (board.Split) has its
// over cell occupied and its landing empty, h[2i+1] down; any is their union.
type splitHops struct {
	h   [8]uint64
	any uint64
}

func (sf *splitFloods) init(sp *board.Split, occ board.Bitboard) {
	sf.sp, sf.occ, sf.ready = sp, sp.Words(occ), 0
	sf.hops[0].h[6], sf.hops[0].h[7], sf.hops[1].h[6], sf.hops[1].h[7] = 0, 0, 0, 0
	sf.hops[2].h[6], sf.hops[2].h[7], sf.hops[3].h[6], sf.hops[3].h[7] = 0, 0, 0, 0
}

// classHops returns the open hops of class k, computing them on first use.
func (sf *splitFloods) classHops(k uint8) *splitHops {
	k &= 3
	h := &sf.hops[k]
	if sf.ready>>k&1 != 0 {
		return h
	}
	sf.ready |= 1 << k
	sp := sf.sp
	empty := sp.Mask[k] &^ sf.occ[k]
	h.any = 0
	for i := range sp.Pairs { // the hex boards' fourth pair stays zero
		s := sp.Shift[i] & 63
		up, dn := &sp.Hop[k][2*i], &sp.Hop[k][2*i+1]
		h.h[2*i] = up.From & overOcc(&sf.occ, up) & (empty >> s)
		h.h[2*i+1] = dn.From & overOcc(&sf.occ, dn) & (empty << s)
		h.any |= h.h[2*i] | h.h[2*i+1]
	}
	return h
}

// overOcc returns the class word whose bit b is set when the cell hop t from class bit b goes
// over is occupied.
func overOcc(occ *[4]uint64, t *board.SplitHop) uint64 {
	return occ[t.OverClass&3] >> (t.OverShr & 63) << (t.OverShl & 63)
}

// flood returns the class word of every cell reachable by hops from seed (in class word k's
// bits), seed included.
func (sf *splitFloods) flood(k uint8, seed uint64) uint64 {
	h := sf.classHops(k)
	sp := sf.sp
	s0, s1, s2, s3 := sp.Shift[0]&63, sp.Shift[1]&63, sp.Shift[2]&63, sp.Shift[3]&63
	r, f := seed, seed
	for f&h.any != 0 {
		n := (f&h.h[0])<<s0 | (f&h.h[1])>>s0 | (f&h.h[2])<<s1 | (f&h.h[3])>>s1 |
			(f&h.h[4])<<s2 | (f&h.h[5])>>s2 | (f&h.h[6])<<s3 | (f&h.h[7])>>s3
		n &^= r
		if n == 0 {
			break
		}
		r |= n
		f = n
	}
	return r
}

// reach returns the jump destinations of a piece on layout bit f, f included, as a layout
// bitboard.
func (sf *splitFloods) reach(f uint8) board.Bitboard {
	k := sf.sp.Class(f)
	seed := uint64(1) << (sf.sp.Bit[f&127] & 63)
	if sf.classHops(k).any&seed == 0 {
		return board.Bit(f)
	}
	return sf.sp.Dense(k, sf.flood(k, seed))
}

// countSplit counts the moves of player p on a split board when every piece has the same
// allowed destinations (rules free and nostop): the steps by table, the jumps by a popcount of
// each piece's flood in its class word.
func (s *State) countSplit(p int) int {
	g := s.Geo
	sp := g.Split
	var sf splitFloods
	sf.init(sp, s.Occ)
	allowed := s.Dest[p].AndNot(s.Occ)
	n := 0
	for o := s.Pieces[p]; !o.IsZero(); {
		f := o.PopLowest()
		n += g.Neighbors[f].And(allowed).Count()
		k := sp.Class(f)
		seed := uint64(1) << (sp.Bit[f&127] & 63)
		if sf.classHops(k).any&seed == 0 {
			continue
		}
		n += bits.OnesCount64(sf.flood(k, seed) & s.destSplit[p][k] &^ sf.occ[k])
	}
	return n
}
