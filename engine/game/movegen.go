package game

import "github.com/cctree/cctree/engine/board"

// Move generation. A move's destinations are the empty neighbours of the piece (steps) and every
// cell its jump chains reach (the flood); (f, t) pairs are deduplicated because destinations are
// sets. A step and a jump never share a destination: a hop keeps x mod 2 and z mod 2 (Coord), a step
// does not (on the squares too: every king step changes the column or the row by one).
//
// star73 (padded layout) floods with constant shifts: the hop masks of a position say, per
// direction, which cells have an occupied neighbour and an empty cell beyond it, and one flood
// serves up to four pieces at once, one of each parity class, since their reaches are disjoint.
// The dense boards (star121, triangle, square:N) flood each piece in its parity class's word of
// the split layout (split.go).

const (
	w  = board.Star73Width
	k1 = 1     // axis of directions 0 (+1) and 3 (-1)
	k2 = w - 1 // axis of directions 4 (+W-1) and 1 (-(W-1))
	k3 = w     // axis of directions 5 (+W) and 2 (-W)
)

// hopMasks holds, per axis, the cells from which a hop goes up (+2k) or down (-2k), and any,
// their union: a frontier outside any cannot grow.
type hopMasks struct{ up1, dn1, up2, dn2, up3, dn3, any board.Bitboard }

func newHopMasks(occ, empty board.Bitboard) hopMasks {
	return hopMasksFrom(occ, empty.Shr(k1), empty.Shl(k1), empty.Shr(k2), empty.Shl(k2), empty.Shr(k3), empty.Shl(k3))
}

// hopMasksFrom builds the hop masks from the shifted empties: eNu has bit b when b+kN is empty,
// eNd when b-kN is. A hop up from b needs b+k occupied and b+2k empty: an occupied b+k whose
// eNu bit is set.
func hopMasksFrom(occ, e1u, e1d, e2u, e2d, e3u, e3d board.Bitboard) hopMasks {
	h := hopMasks{
		up1: occ.And(e1u).Shr(k1), dn1: occ.And(e1d).Shl(k1),
		up2: occ.And(e2u).Shr(k2), dn2: occ.And(e2d).Shl(k2),
		up3: occ.And(e3u).Shr(k3), dn3: occ.And(e3d).Shl(k3),
	}
	h.any = h.up1.Or(h.dn1).Or(h.up2).Or(h.dn2).Or(h.up3).Or(h.dn3)
	return h
}

// flood returns every cell reachable from seeds by chains of hops, seeds included.
func (h *hopMasks) flood(seeds board.Bitboard) board.Bitboard {
	reached, f := seeds, seeds
	for {
		if f.And(h.any).IsZero() { // no cell of the frontier has a hop
			return reached
		}
		n := f.And(h.up1).Shl(2 * k1).Or(f.And(h.dn1).Shr(2 * k1)).
			Or(f.And(h.up2).Shl(2 * k2)).Or(f.And(h.dn2).Shr(2 * k2)).
			Or(f.And(h.up3).Shl(2 * k3)).Or(f.And(h.dn3).Shr(2 * k3)).
			AndNot(reached)
		if n.IsZero() {
			return reached
		}
		reached = reached.Or(n)
		f = n
	}
}

// destinations writes the pieces of player p in ascending order to from and each piece's legal
// destinations, were p to move, to dest; it returns the number of pieces and, on the padded layout,
// touched: p's pieces and every cell their floods reached (the cells whose hops the floods read).
func (s *State) destinations(p int, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard) (n int, touched board.Bitboard) {
	g := s.Geo
	if g.Padded {
		h := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
		return s.destinationsHop(p, &h, from, dest)
	}
	var sf splitFloods
	sf.init(g.Split, s.Occ)
	allowed := s.Dest[p].AndNot(s.Occ)
	for o := s.Pieces[p]; !o.IsZero(); n++ {
		f := o.PopLowest()
		from[n], dest[n] = f, s.legalFrom(p, f, sf.reach(f), allowed)
	}
	return n, s.Pieces[p]
}

// destinationsHop is destinations on the padded layout with the hop masks h of s.Occ.
func (s *State) destinationsHop(p int, h *hopMasks, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard) (n int, touched board.Bitboard) {
	for o := s.Pieces[p]; !o.IsZero(); n++ {
		from[n] = o.PopLowest()
	}
	return n, s.jumpsInto(p, h, s.Geo.Mask, from, dest, n)
}

// jumpsInto sets dest[i] to the legal destinations of from[i] (p's pieces, ascending) for every
// piece in cells, with the hop masks h of s.Occ; the other entries are left alone. It returns
// touched for those pieces: them and the cells their floods reached.
func (s *State) jumpsInto(p int, h *hopMasks, cells board.Bitboard, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int) (touched board.Bitboard) {
	g := s.Geo
	own := s.Pieces[p].And(cells)
	jumpers := own.And(h.any)
	// Flood in rounds, one piece of each parity class per round: the classes' reaches are
	// disjoint, so one flood serves them all. Round k holds the k-th lowest jumper of each class.
	var rounds [MaxPieces]board.Bitboard
	c0, c1, c2, c3 := jumpers.And(g.Parity[0]), jumpers.And(g.Parity[1]), jumpers.And(g.Parity[2]), jumpers.And(g.Parity[3])
	touched = own
	for k := 0; ; k++ {
		seeds := lowest(&c0).Or(lowest(&c1)).Or(lowest(&c2)).Or(lowest(&c3))
		if seeds.IsZero() {
			break
		}
		rounds[k] = h.flood(seeds)
		touched = touched.Or(rounds[k])
	}
	allowed := s.Dest[p].AndNot(s.Occ)
	var rank [4]uint8
	for i := range n {
		f := from[i]
		if !own.Has(f) {
			continue
		}
		var jumps board.Bitboard
		if jumpers.Has(f) {
			c := g.ParityOf[f] & 3
			jumps = rounds[rank[c]].And(g.Parity[c])
			rank[c]++
		}
		dest[i] = s.legalFrom(p, f, jumps, allowed)
	}
	return touched
}

// legalFrom returns the legal destinations of p's piece at f with jump destinations jumps:
// those and the steps, within allowed (p's allowed empty cells), and under the goal lock only
// in p's goal if the piece starts there.
func (s *State) legalFrom(p int, f uint8, jumps, allowed board.Bitboard) board.Bitboard {
	d := jumps.Or(s.Geo.Neighbors[f]).And(allowed)
	if s.Rules.Restriction() == GoalLock && s.Goal[p].Has(f) {
		d = d.And(s.Goal[p])
	}
	return d
}

// Moves returns the legal moves of the player to move in buf[:0], sorted by (from, to): the single
// Pass if there is no other move, none if the position is terminal. buf should have capacity
// MaxMoves so that nothing is allocated.
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	if s.Winner >= 0 {
		return buf
	}
	var from [MaxPieces]uint8
	var dest [MaxPieces]board.Bitboard
	n, _ := s.destinations(s.ToMove, &from, &dest)
	for i := range n {
		for d := dest[i]; !d.IsZero(); {
			buf = append(buf, Move{from[i], d.PopLowest()})
		}
	}
	if len(buf) == 0 {
		buf = append(buf, Pass)
	}
	return buf
}

// CountMoves returns len(s.Moves(...)) without listing the moves.
func (s *State) CountMoves() int {
	if s.Winner >= 0 {
		return 0
	}
	var n int
	switch {
	case s.Rules.Restriction() == GoalLock:
		var from [MaxPieces]uint8
		var dest [MaxPieces]board.Bitboard
		k, _ := s.destinations(s.ToMove, &from, &dest)
		for i := range k {
			n += dest[i].Count()
		}
	case s.Geo.Padded:
		n = s.countPadded(s.ToMove, s.Occ)
	default:
		n = s.countSplit(s.ToMove)
	}
	if n == 0 {
		return 1
	}
	return n
}

// countPadded counts the moves of player p with occupancy occ on the padded layout when every
// piece has the same allowed destinations (rules free and nostop).
func (s *State) countPadded(p int, occ board.Bitboard) int {
	steps, jumps, _ := s.countParts(p, occ)
	return steps + jumps
}

// countParts counts the steps and the jumps of player p with occupancy occ (padded layout, rules
// free or nostop): one popcount per direction for the steps and one per shared flood for the
// jumps. touched is every cell whose hops the count looked at: p's pieces and the floods.
func (s *State) countParts(p int, occ board.Bitboard) (steps, jumps int, touched board.Bitboard) {
	g := s.Geo
	own := s.Pieces[p]
	empty := g.Mask.AndNot(occ)
	// eU[k] has bit b when b+k is empty, eD[k] when b-k is; the steps and the hop masks share them.
	e1u, e1d := empty.Shr(k1), empty.Shl(k1)
	e2u, e2d := empty.Shr(k2), empty.Shl(k2)
	e3u, e3d := empty.Shr(k3), empty.Shl(k3)
	if s.Rules == Free {
		steps = own.And(e1u).Count() + own.And(e1d).Count() + own.And(e2u).Count() +
			own.And(e2d).Count() + own.And(e3u).Count() + own.And(e3d).Count()
	} else {
		a := s.Dest[p].And(empty)
		steps = own.And(a.Shr(k1)).Count() + own.And(a.Shl(k1)).Count() + own.And(a.Shr(k2)).Count() +
			own.And(a.Shl(k2)).Count() + own.And(a.Shr(k3)).Count() + own.And(a.Shl(k3)).Count()
	}
	h := hopMasksFrom(occ, e1u, e1d, e2u, e2d, e3u, e3d)
	jumpers := own.And(h.any) // only pieces with a first hop need a flood
	if jumpers.IsZero() {
		return steps, 0, own
	}
	allowed := s.Dest[p].And(empty)
	c0, c1, c2, c3 := jumpers.And(g.Parity[0]), jumpers.And(g.Parity[1]), jumpers.And(g.Parity[2]), jumpers.And(g.Parity[3])
	if single(c0) && single(c1) && single(c2) && single(c3) {
		r := h.flood(jumpers)
		return steps, r.And(allowed).Count(), r.Or(own)
	}
	// Otherwise flood in rounds, one piece of each class per round.
	touched = own
	for {
		seeds := lowest(&c0).Or(lowest(&c1)).Or(lowest(&c2)).Or(lowest(&c3))
		if seeds.IsZero() {
			return steps, jumps, touched
		}
		r := h.flood(seeds)
		jumps += r.And(allowed).Count()
		touched = touched.Or(r)
	}
}

// single reports whether b has at most one bit.
func single(b board.Bitboard) bool {
	return b.Lo&(b.Lo-1) == 0 && b.Hi&(b.Hi-1) == 0 && (b.Lo == 0 || b.Hi == 0)
}

// lowest removes the lowest bit of *b and returns it as a bitboard (zero if *b is empty).
func lowest(b *board.Bitboard) board.Bitboard {
	x := *b
	loSet := (x.Lo | -x.Lo) >> 63 // 1 if Lo has a bit
	l := board.Bitboard{Lo: x.Lo & -x.Lo, Hi: x.Hi & -x.Hi & (loSet - 1)}
	*b = x.Xor(l)
	return l
}
