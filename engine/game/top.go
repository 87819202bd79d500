package game

import "github.com/cctree/cctree/engine/board"

// The first moves of the static ordering without the move list. A searcher that looks at only the
// first k moves of an opponent (BRS+, OPPS) needs neither the list nor its sort: each piece's
// destination set and its best gain decide. A TopCache keeps them between calls at one ply of a
// search, where consecutive positions are siblings or cousins that differ in a few cells; only the
// pieces whose destinations a changed cell can reach are recomputed.

// TopCache is the destination sets of the player to move in the last position TopMoves saw, per
// piece, and what they were computed from. Its zero value is empty; keep one per ply.
type TopCache struct {
	geo                  *board.Geometry
	key                  *[128]uint8
	rules                Rules
	own, occ, dest, goal board.Bitboard             // the mover's pieces, the occupancy, Dest and Goal of the mover
	h                    hopMasks                   // of occ (padded layout)
	within, ring         [maxKey + 1]board.Bitboard // the cells of key at most d, of key d
	n                    int
	from                 [MaxPieces]uint8
	reach                [MaxPieces]board.Bitboard // the piece and the cells its jumps reach
	moves                [MaxPieces]board.Bitboard // its legal destinations
	gain                 [MaxPieces]int            // the largest gain of its moves (noGain without moves)
	to                   [MaxPieces]uint8          // the first destination of that gain
	refills              int                       // the calls that started afresh (the tests read it)
}

const (
	noGain = -1 << 30
	maxKey = 16 // the largest distance to an apex on any board (star121)
)

// TopMoves appends to buf[:0] the first min(k, n) of the n legal moves of the player to move in
// the order of largest key[from] - key[to] first, ties by (from, to) (the static ordering when key
// is the distance to the mover's goal apex; key values are at most 16), or the single Pass if
// there is no other move; none for a terminal s. c carries destination sets from the previous
// call (any position; a stale or foreign cache is detected and refilled).
func (s *State) TopMoves(key *[128]uint8, k int, c *TopCache, buf []Move) []Move {
	buf = buf[:0]
	if s.Winner >= 0 || k < 1 {
		return buf
	}
	s.refresh(key, c)
	return c.Top(k, buf)
}

// TopRefresh brings c to the destination sets of the player to move in s, as TopMoves does first.
// s must not be terminal. First, Top, List and Has then read the moves from c without another
// refresh.
func (s *State) TopRefresh(key *[128]uint8, c *TopCache) {
	s.refresh(key, c)
}

// Has reports whether the position c was last refreshed for has more than i legal moves (the
// single Pass counts as one): it counts destinations only until it knows.
func (c *TopCache) Has(i int) bool {
	n := 0
	for j := range c.n {
		if n += c.moves[j].Count(); n > i {
			return true
		}
	}
	return i == 0
}

// Top appends to buf[:0] what TopMoves returns for k >= 1 in the position c was last refreshed
// for (by TopMoves or TopRefresh), without refreshing it.
func (c *TopCache) Top(k int, buf []Move) []Move {
	buf = buf[:0]
	key := c.key
	if k == 1 {
		return append(buf, c.First())
	}
	floor := c.floor(k)
	// Gain by gain from the largest, piece by piece in cell order, destinations in cell order:
	// the static ordering, with the destinations of one gain taken from the ring of their key.
	top := noGain
	for i := range c.n {
		top = max(top, c.gain[i])
	}
	for g := top; g >= max(floor, -maxKey) && len(buf) < k; g-- {
		for i := range c.n {
			if c.gain[i] < g {
				continue
			}
			f := c.from[i]
			d := int(key[f]) - g // the key of the destinations of gain g: 0 <= d since g <= c.gain[i]
			if d > maxKey {
				continue
			}
			for x := c.moves[i].And(c.ring[d]); !x.IsZero() && len(buf) < k; {
				buf = append(buf, Move{f, x.PopLowest()})
			}
		}
	}
	if len(buf) == 0 {
		buf = append(buf, Pass)
	}
	return buf
}

// First returns the first move in the order of TopMoves (the first of the largest gain) of the
// position c was last refreshed for, or Pass if there is none: TopMoves with k = 1, without the
// refresh and without a list.
func (c *TopCache) First() Move {
	best, bi := noGain, -1
	for i := range c.n {
		if c.gain[i] > best {
			best, bi = c.gain[i], i
		}
	}
	if bi < 0 {
		return Pass
	}
	return Move{c.from[bi], c.to[bi]}
}

// List appends to buf[:0] every legal move of the position c was last refreshed for, sorted by
// (from, to), or the single Pass: what State.Moves returns, read from the destination sets.
func (c *TopCache) List(buf []Move) []Move {
	buf = buf[:0]
	for i := range c.n {
		f := c.from[i]
		for d := c.moves[i]; !d.IsZero(); {
			buf = append(buf, Move{f, d.PopLowest()})
		}
	}
	if len(buf) == 0 {
		buf = append(buf, Pass)
	}
	return buf
}

// floor returns the k-th largest best gain of the pieces (noGain with fewer than k pieces), for
// 1 < k: with at least k pieces that have moves, their k best moves have gains of at least that,
// so the first k moves are found before any gain below it. (A floor too low costs only time.)
func (c *TopCache) floor(k int) int {
	if c.n < k {
		return noGain
	}
	var top [MaxPieces]int // the largest best gains, descending
	m := 0
	for i := range c.n {
		g := c.gain[i]
		j := min(m, k-1)
		if m == k && g <= top[k-1] {
			continue
		}
		for ; j > 0 && top[j-1] < g; j-- {
			top[j] = top[j-1]
		}
		top[j] = g
		m = min(m+1, k)
	}
	return top[k-1]
}

// refresh brings c to the destination sets of the player to move in s. A piece's jumps depend
// only on the hops from the cells they reach: a piece whose reach holds no cell whose hops
// changed keeps its flood (on the dense layouts, no cell within two steps along a line of a
// changed cell: board.Geometry.Near), and only its destinations among the changed cells can
// differ.
func (s *State) refresh(key *[128]uint8, c *TopCache) {
	p := s.ToMove
	g := s.Geo
	var flood board.Bitboard // the pieces to flood again
	var redo [MaxPieces]bool // the pieces whose destinations may have changed
	var h hopMasks
	if g.Padded {
		h = newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
	}
	if c.geo != g || c.key != key || c.rules != s.Rules || c.own != s.Pieces[p] || c.dest != s.Dest[p] || c.goal != s.Goal[p] {
		if c.key != key || c.geo != g {
			c.within = [maxKey + 1]board.Bitboard{}
			for m := g.Mask; !m.IsZero(); {
				b := m.PopLowest()
				c.within[min(int(key[b]), maxKey)] = c.within[min(int(key[b]), maxKey)].Or(board.Bit(b))
			}
			c.ring[0] = c.within[0]
			for d := 1; d <= maxKey; d++ {
				c.ring[d] = c.within[d]
				c.within[d] = c.within[d].Or(c.within[d-1])
			}
		}
		c.refills++
		c.geo, c.key, c.rules = g, key, s.Rules
		c.own, c.dest, c.goal = s.Pieces[p], s.Dest[p], s.Goal[p]
		c.n = 0
		for o := c.own; !o.IsZero(); c.n++ {
			c.from[c.n] = o.PopLowest()
			redo[c.n] = true
		}
		flood = c.own
	} else {
		delta := c.occ.Xor(s.Occ)
		if delta.IsZero() {
			return
		}
		var changed board.Bitboard
		if g.Padded {
			changed = h.changed(c.h)
		} else {
			for d := delta; !d.IsZero(); {
				changed = changed.Or(g.Near[d.PopLowest()])
			}
		}
		some := false
		for i := range c.n {
			if !c.reach[i].And(changed).IsZero() {
				flood = flood.Or(board.Bit(c.from[i]))
				redo[i], some = true, true
			} else if !c.reach[i].Or(g.Neighbors[c.from[i]]).And(delta).IsZero() {
				redo[i], some = true, true
			}
		}
		if !some {
			c.occ, c.h = s.Occ, h
			return
		}
	}
	c.occ, c.h = s.Occ, h
	// One flood per round serves one jumper of each parity class (see jumpsInto).
	var jumpers board.Bitboard
	var rounds [MaxPieces]board.Bitboard
	if g.Padded && !flood.IsZero() {
		jumpers = flood.And(h.any)
		c0, c1, c2, c3 := jumpers.And(g.Parity[0]), jumpers.And(g.Parity[1]), jumpers.And(g.Parity[2]), jumpers.And(g.Parity[3])
		for r := 0; ; r++ {
			seeds := lowest(&c0).Or(lowest(&c1)).Or(lowest(&c2)).Or(lowest(&c3))
			if seeds.IsZero() {
				break
			}
			rounds[r] = h.flood(seeds)
		}
	}
	allowed := s.Dest[p].AndNot(s.Occ)
	if !g.Padded {
		s.refreshSplit(c, key, flood, &redo, allowed)
		return
	}
	var rank [4]uint8
	for i := range c.n {
		if !redo[i] {
			continue
		}
		f := c.from[i]
		if flood.Has(f) {
			switch {
			case jumpers.Has(f):
				cl := g.ParityOf[f] & 3
				c.reach[i] = rounds[rank[cl]].And(g.Parity[cl])
				rank[cl]++
			default:
				c.reach[i] = board.Bit(f)
			}
		}
		c.moves[i] = s.legalFrom(p, f, c.reach[i], allowed)
		c.gain[i], c.to[i] = c.best(c.moves[i], int(key[f]))
	}
}

// refreshSplit ends refresh on a dense board's parity-split layout: the reach of the pieces in
// flood, then the destinations and best gain of every piece to redo. Apart from refresh so that
// the padded boards' refreshes (star73's, the hot ones) do not zero its scratch space.
func (s *State) refreshSplit(c *TopCache, key *[128]uint8, flood board.Bitboard, redo *[MaxPieces]bool, allowed board.Bitboard) {
	var sf splitFloods
	if !flood.IsZero() {
		sf.init(s.Geo.Split, s.Occ)
	}
	for i := range c.n {
		if !redo[i] {
			continue
		}
		f := c.from[i]
		if flood.Has(f) {
			c.reach[i] = sf.reach(f)
		}
		c.moves[i] = s.legalFrom(s.ToMove, f, c.reach[i], allowed)
		c.gain[i], c.to[i] = c.best(c.moves[i], int(key[f]))
	}
}

// best returns the largest gain kf - key[t] over the destinations t in m and the first t that has
// it (noGain for an empty m): the least d with a destination within key d, by bisection.
func (c *TopCache) best(m board.Bitboard, kf int) (int, uint8) {
	if m.IsZero() {
		return noGain, 0
	}
	// The least d with a cell of m within d is at least lo; the steps 8, 4, 2, 1 written out (a loop
	// over them is not unrolled), each so that the compiler makes it a conditional move.
	lo := 0
	if m.And(c.within[7]).IsZero() {
		lo = 8
	}
	if m.And(c.within[(lo+3)&15]).IsZero() {
		lo += 4
	}
	if m.And(c.within[(lo+1)&15]).IsZero() {
		lo += 2
	}
	if m.And(c.within[lo&15]).IsZero() {
		lo++
	}
	if lo == maxKey-1 && m.And(c.within[lo]).IsZero() {
		lo = maxKey // only cells of key 16 (star121's far apexes)
	}
	return kf - lo, m.And(c.within[lo]).Lowest()
}
