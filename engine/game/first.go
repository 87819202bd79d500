package game

import "github.com/cctree/cctree/engine/board"

// The first move of the static ordering, alone: a greedy playout's move. TopCache.First needs
// every piece's best destination, and a refresh floods each jumper of the mover apart (rounds of
// one per parity class); across the four moves between two turns of one mover most of them must
// be flooded again (reports/perf-log.md, 2026-12-02). Only the best piece's flood is needed: one
// flood of all jumpers together bounds every piece's best gain from above (a jumper's reach is
// inside its parity class's share of it), and pieces are flooded alone, largest bound first, only
// until the largest bound is exact.

// Rings is the distance rings of one key table (a player's distances to its goal apex): the
// cells of key at most d, per d. Its zero value is empty; First fills it for the key it is
// given and keeps it while the key and board stay. Keep one per mover.
type Rings struct {
	geo    *board.Geometry
	key    *[128]uint8
	within [maxKey + 1]board.Bitboard
}

// fill makes r the rings of key on g, unless they are already.
func (r *Rings) fill(g *board.Geometry, key *[128]uint8) {
	if r.geo == g && r.key == key {
		return
	}
	r.geo, r.key = g, key
	r.within = [maxKey + 1]board.Bitboard{}
	for m := g.Mask; !m.IsZero(); {
		b := m.PopLowest()
		d := min(int(key[b]), maxKey)
		r.within[d] = r.within[d].Or(board.Bit(b))
	}
	for d := 1; d <= maxKey; d++ {
		r.within[d] = r.within[d].Or(r.within[d-1])
	}
}

// First returns TopMoves(key, 1, ...)[0] for a non-terminal s: the move of largest gain
// key[from] - key[to], ties by (from, to), or Pass if there is no other. r holds key's rings
// between calls.
func (s *State) First(key *[128]uint8, r *Rings) Move {
	g := s.Geo
	r.fill(g, key)
	if !g.Padded {
		return s.firstSplit(key, r)
	}
	p := s.ToMove
	allowed := s.Dest[p].AndNot(s.Occ)
	h := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
	jumpers := s.Pieces[p].And(h.any)
	all := h.flood(jumpers) // every jumper's reach, each within its parity class
	var alone [4]bool       // the class has one jumper, so its share of all is that jumper's reach
	for cl := range alone {
		alone[cl] = single(jumpers.And(g.Parity[cl]))
	}
	// s.legalFrom's rule, written out: its call is not inlined, and it runs for every piece.
	lock := s.Rules.Restriction() == GoalLock
	goal := s.Goal[p]
	// rank[i] is piece i's gain (a bound, or exact where exact's bit i is set) times 16 plus
	// 15-i, so that the largest rank is the largest gain of the lowest piece (MaxPieces <= 16).
	var from, to [MaxPieces]uint8
	var rank [MaxPieces]int
	var exact uint16
	top := noGain << 4
	n := 0
	for o := s.Pieces[p]; !o.IsZero(); n++ {
		f := o.PopLowest()
		from[n] = f
		cl := g.ParityOf[f] & 3
		d := g.Neighbors[f]
		if jumpers.Has(f) {
			d = d.Or(all.And(g.Parity[cl]))
		}
		if d = d.And(allowed); lock && goal.Has(f) {
			d = d.And(goal)
		}
		var gain int
		gain, to[n] = bestWithin(&r.within, d, int(key[f]))
		rank[n] = gain<<4 | (15 - n)
		top = max(top, rank[n])
		if !jumpers.Has(f) || alone[cl] {
			exact |= 1 << n
		}
	}
	// Flood the piece of largest bound (lowest first among equals) alone until its bound is
	// exact: then no other piece can gain more, and one that gains as much comes later.
	for top>>4 != noGain {
		bi := 15 - top&15
		if exact&(1<<bi) != 0 {
			return Move{from[bi], to[bi]}
		}
		f := from[bi]
		reach := h.flood(board.Bit(f)).And(g.Parity[g.ParityOf[f]&3])
		var gain int
		gain, to[bi] = bestWithin(&r.within, s.legalFrom(p, f, reach, allowed), int(key[f]))
		rank[bi] = gain<<4 | (15 - bi)
		exact |= 1 << bi
		top = rank[0]
		for _, x := range rank[1:n] {
			top = max(top, x)
		}
	}
	return Pass
}

// firstSplit is First on the dense boards' parity-split layout, which floods each piece in its
// class's word already: every gain is computed exactly.
func (s *State) firstSplit(key *[128]uint8, r *Rings) Move {
	p := s.ToMove
	allowed := s.Dest[p].AndNot(s.Occ)
	var sf splitFloods
	sf.init(s.Geo.Split, s.Occ)
	best, m := noGain, Pass
	for o := s.Pieces[p]; !o.IsZero(); {
		f := o.PopLowest()
		if gain, t := bestWithin(&r.within, s.legalFrom(p, f, sf.reach(f), allowed), int(key[f])); gain > best {
			best, m = gain, Move{f, t}
		}
	}
	return m
}
