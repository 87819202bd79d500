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
	p := s.ToMove
	allowed := s.Dest[p].AndNot(s.Occ)
	// rank[i] is piece i's gain (a bound or exact, as exact's bit i says) times 16 plus 15-i, so
	// that the largest rank is the largest gain of the lowest piece (MaxPieces <= 16).
	var from [MaxPieces]uint8
	var to [MaxPieces]uint8
	var rank [MaxPieces]int
	n := 0
	for o := s.Pieces[p]; !o.IsZero(); n++ {
		from[n] = o.PopLowest()
	}
	if n == 0 {
		return Pass
	}
	if !g.Padded {
		// The dense layouts flood each piece in its class's word already: every gain exact.
		var sf splitFloods
		sf.init(g.Split, s.Occ)
		for i := range n {
			var gain int
			gain, to[i] = bestWithin(&r.within, s.legalFrom(p, from[i], sf.reach(from[i]), allowed), int(key[from[i]]))
			rank[i] = gain<<4 | (15 - i)
		}
		return firstOf(&from, &to, &rank, n)
	}
	h := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
	jumpers := s.Pieces[p].And(h.any)
	all := h.flood(jumpers) // every jumper's reach, each within its parity class
	var alone [4]bool       // the class has one jumper, so its share of all is that jumper's reach
	for cl := range alone {
		alone[cl] = single(jumpers.And(g.Parity[cl]))
	}
	var exact uint16
	for i := range n {
		f := from[i]
		var jumps board.Bitboard
		cl := g.ParityOf[f] & 3
		if jumpers.Has(f) {
			jumps = all.And(g.Parity[cl])
		}
		var gain int
		gain, to[i] = bestWithin(&r.within, s.legalFrom(p, f, jumps, allowed), int(key[f]))
		rank[i] = gain<<4 | (15 - i)
		if !jumpers.Has(f) || alone[cl] {
			exact |= 1 << i
		}
	}
	// Flood the piece of largest bound (lowest first among equals) alone until its bound is
	// exact: then no other piece can gain more, and one that gains as much comes later.
	for {
		bi := firstIndex(&rank, n)
		if exact&(1<<bi) != 0 {
			return firstOf(&from, &to, &rank, n)
		}
		f := from[bi]
		reach := h.flood(board.Bit(f)).And(g.Parity[g.ParityOf[f]&3])
		var gain int
		gain, to[bi] = bestWithin(&r.within, s.legalFrom(p, f, reach, allowed), int(key[f]))
		rank[bi] = gain<<4 | (15 - bi)
		exact |= 1 << bi
	}
}

// firstIndex returns the index of the largest rank (n >= 1).
func firstIndex(rank *[MaxPieces]int, n int) int {
	best := rank[0]
	for i := 1; i < n; i++ {
		best = max(best, rank[i])
	}
	return 15 - best&15
}

// firstOf is the move of the piece firstIndex names, or Pass if no piece has a move.
func firstOf(from, to *[MaxPieces]uint8, rank *[MaxPieces]int, n int) Move {
	if n == 0 {
		return Pass
	}
	bi := firstIndex(rank, n)
	if rank[bi]>>4 == noGain {
		return Pass
	}
	return Move{from[bi], to[bi]}
}
