package game

import (
	"math/bits"

	"github.com/cctree/cctree/engine/board"
)

// Full perft enters every leaf: each leaf position is made in the State — pieces, occupancy,
// Zobrist key, distance sum, winner, player to move — read (LeafDigest) and taken back, as a
// search makes its leaves. Four things keep that cheap without counting in bulk:
//
//   - The last ply (enter) makes each leaf from values hoisted out of its loops: the parent's
//     fields, and per piece the part of the move that depends only on its origin. The unmake of
//     one leaf and the make of the next are the same stores; the parent is restored at the end.
//     On amd64 this loop is assembly (leaves_amd64.s; the purego build tag selects the Go one),
//     because Go's register allocator spilled and reloaded its values on every leaf.
//   - The win test runs only where a leaf can win (leafTable.risk): a move wins only by entering
//     a goal other than the one it leaves, and while no other player has a piece in its own goal
//     only the mover's goal can be won; a piece whose destinations miss those cells, or a node
//     where every piece's do, takes the loop without the test.
//   - At depth 2 on the padded layout (rules free or nostop) the children's move lists are not
//     generated from scratch: every child is a position of the same next player q, differing from
//     the parent at two cells, so q's destination sets are computed once and corrected per child:
//     the steps at the two cells exactly (stepFix, applied in the leaf loop), the jumps only in
//     the parity classes where a hop that q's floods read has changed (the Near test first, then
//     the hop masks compared). The children that keep q's sets exactly (most: kidSet says when)
//     are made and entered by one call per node (enterKids, also assembly), from the hoisted
//     parent, without Make and Unmake; they have the same leaf count, so only the first child's
//     leaves are counted one by one, but every leaf of every child is made and read. The others
//     go through Go with their corrected sets.
//   - At depth 3 (three or more players) the next two players' sets are computed once and
//     corrected per child the same way (full3), so depth 2 starts from them.

// LeafDigest is what PerftFull adds to Digest for a leaf: the key, the distance sum of the
// player who made the last move, and the winner. Tests recompute it through Make.
func (s *State) LeafDigest() uint64 {
	last := s.ToMove - 1
	if last < 0 {
		last = s.Players - 1
	}
	return leafDigest(s.Key, s.Dist[last], s.Winner)
}

func leafDigest(key uint64, dist, winner int) uint64 {
	return key ^ uint64(dist)<<40 ^ uint64(winner+1)<<58
}

// PerftFull is Perft without bulk counting: it makes and unmakes every move down to the leaves
// and enters every leaf, setting Digest. Its first call on a board and seats in a process builds
// their leaf table (shared by every later call, so those allocate nothing).
func (pf *Perfter) PerftFull(s *State, depth int) uint64 {
	pf.Digest = 0
	pf.lt = leafTableOf(s)
	if depth == 0 {
		pf.Digest = s.LeafDigest()
		return 1
	}
	return pf.full(s, depth)
}

func (pf *Perfter) full(s *State, depth int) uint64 {
	switch {
	case s.Winner >= 0:
		return 0
	case depth == 1:
		var from [MaxPieces]uint8
		var dest [MaxPieces]board.Bitboard
		n, _ := s.destinations(s.ToMove, &from, &dest)
		return pf.enter(s, &from, &dest, n, &pf.lt.risk, &noFix)
	case depth == 2 && s.Geo.Padded && s.Rules.Restriction() != GoalLock:
		return pf.full2(s)
	case depth == 3 && s.Geo.Padded && s.Rules.Restriction() != GoalLock && s.Players >= 3:
		return pf.full3(s)
	}
	var n uint64
	for _, m := range s.Moves(pf.buf[depth][:0]) {
		s.Make(m)
		n += pf.full(s, depth-1)
		s.Unmake(m)
	}
	return n
}

// full3 is full at depth 3 on the padded layout, rules free or nostop, with at least three
// players: the player r to move, then p, then q, all different. p's and q's destination sets
// are computed once and corrected per child as full2 corrects q's (steps exactly, jumps
// re-flooded only in the parity classes where a hop the floods read has changed), and handed
// to full2With with the child's hop masks, so full2 does not generate them again.
func (pf *Perfter) full3(s *State) uint64 {
	r := s.ToMove
	p := r + 1
	if p == s.Players {
		p = 0
	}
	q := p + 1
	if q == s.Players {
		q = 0
	}
	g := s.Geo
	h := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
	var rfrom, pfrom, qfrom [MaxPieces]uint8
	var rdest, pbase, qbase, pdest, qdest [MaxPieces]board.Bitboard
	nr, _ := s.destinationsHop(r, &h, &rfrom, &rdest)
	np, ptouched := s.destinationsHop(p, &h, &pfrom, &pbase)
	nq, qtouched := s.destinationsHop(q, &h, &qfrom, &qbase)
	touched := ptouched.Or(qtouched)
	var qg gainers // q's pieces do not move before its leaves
	qg.of(g, &qfrom, nq)
	var n uint64
	moved := false
	for i := range nr {
		f := rfrom[i]
		for d := rdest[i]; !d.IsZero(); {
			t := d.PopLowest()
			moved = true
			m := Move{f, t}
			s.Make(m)
			if s.Winner >= 0 { // a terminal child has no leaves
				s.Unmake(m)
				continue
			}
			hc := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
			var changed board.Bitboard
			if !g.Near[f].Or(g.Near[t]).And(touched).IsZero() {
				changed = h.changed(hc)
			}
			pfix, qfix := s.fixFor(m, p), s.fixFor(m, q)
			pfix.applyAll(&g.Neighbors, &pfrom, &pbase, &pdest, np)
			qfix.applyAll(&g.Neighbors, &qfrom, &qbase, &qdest, nq)
			qt := qtouched
			if c := changed.And(ptouched); !c.IsZero() {
				s.reflood(p, &hc, c, &pfrom, &pdest, np)
			}
			if c := changed.And(qtouched); !c.IsZero() {
				classes, reflooded := s.reflood(q, &hc, c, &qfrom, &qdest, nq)
				qt = qt.AndNot(classes).Or(reflooded)
			}
			n += pf.full2With(s, &hc, &pfrom, &pdest, np, &qfrom, &qdest, nq, qt, &qg)
			s.Unmake(m)
		}
	}
	if !moved { // r passes: p and q have the sets of s
		s.Make(Pass)
		n += pf.full2With(s, &h, &pfrom, &pbase, np, &qfrom, &qbase, nq, qtouched, &qg)
		s.Unmake(Pass)
	}
	return n
}

// reflood floods player x's jumps again, with the hop masks hc, in the parity classes of the
// cells of changed (x's touched cells whose hops the move just made changed), into dest (x's
// pieces from[:n]). It returns those classes and x's touched cells in them.
func (s *State) reflood(x int, hc *hopMasks, changed board.Bitboard, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int) (classes, touched board.Bitboard) {
	for _, k := range &s.Geo.Parity {
		if !changed.And(k).IsZero() {
			classes = classes.Or(k)
		}
	}
	return classes, s.jumpsInto(x, hc, classes, from, dest, n)
}

// full2 is full at depth 2 on the padded layout, rules free or nostop.
func (pf *Perfter) full2(s *State) uint64 {
	p := s.ToMove
	q := p + 1
	if q == s.Players {
		q = 0
	}
	g := s.Geo
	h := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
	var pfrom, from [MaxPieces]uint8
	var pdest, base [MaxPieces]board.Bitboard
	np, _ := s.destinationsHop(p, &h, &pfrom, &pdest)
	nq, touched := s.destinationsHop(q, &h, &from, &base)
	var qg gainers
	qg.of(g, &from, nq)
	return pf.full2With(s, &h, &pfrom, &pdest, np, &from, &base, nq, touched, &qg)
}

// full2With is full2 given the hop masks h of s, the destination sets of the player p to move
// (pieces pfrom[:np]) and of the next player q (from[:nq], base), and touched, q's pieces and
// the cells q's floods reached, and qg, q's gainers.
func (pf *Perfter) full2With(s *State, h *hopMasks, pfrom *[MaxPieces]uint8, pdest *[MaxPieces]board.Bitboard, np int,
	from *[MaxPieces]uint8, base *[MaxPieces]board.Bitboard, nq int, touched board.Bitboard, qg *gainers) uint64 {
	p := s.ToMove
	q := p + 1
	if q == s.Players {
		q = 0
	}
	g := s.Geo
	var dest [MaxPieces]board.Bitboard
	// While no player but q has a piece in its own goal, q's leaves can win only q's goal
	// (lt.players[q].risk), unless p's move puts a piece into p's goal.
	risk := &pf.lt.players[q].risk
	for o := range s.Players {
		if o != q && !s.Pieces[o].And(s.Goal[o]).IsZero() {
			risk = &pf.lt.risk
			break
		}
	}
	for i := range np {
		if !pdest[i].And(s.Goal[p]).IsZero() {
			risk = &pf.lt.risk
			break
		}
	}
	// A child that keeps base (corrected) gives q's pieces only destinations in base and
	// steps: if none of those is in a goal risk can hold, its leaves need no goal test
	// (baseRisk nil).
	goals := s.Goal[q]
	if risk == &pf.lt.risk {
		goals = pf.lt.goals
	}
	baseRisk := risk
	if qg.reach(base, nq).And(goals).IsZero() {
		baseRisk = nil
	}
	// Each child is made from the parent's fields, hoisted, and one cellInfo load per cell
	// (the same updates as Make); the parent is restored after the last.
	own, dist := &s.Pieces[p], &s.Dist[p]
	own0, occ0, key0, dist0 := *own, s.Occ, s.Key, *dist
	cells := &s.cells[p]
	keyT := key0 ^ s.turnKey[p]
	lt := pf.lt
	var fix stepFix
	// The children that keep q's sets and cannot have won are made and entered in one call;
	// the others (slow) and q's passes follow.
	win := s.winCells()
	s.ToMove = q
	var kids kidSet
	kids.own, kids.occ, kids.key, kids.dist, kids.p, kids.np = own0, occ0, keyT, dist0, p, np
	kids.from, kids.dest, kids.touched, kids.near, kids.win = pfrom, pdest, touched, &g.Near, win
	n, digest := enterKids(s, from, base, nq, lt, baseRisk, &kids, false)
	moved := n != 0 || kids.left != 0 // else p has no move (a child without leaves is left)
	for left := kids.left; left != 0; left &= left - 1 {
		i := bits.TrailingZeros64(left)
		f := pfrom[i]
		cf, fb := &cells[f&127], board.Bit(f)
		ownF, occF, keyF, distF := own0.Xor(fb), occ0.Xor(fb), keyT^cf.key, dist0-int(cf.dist)
		for d := kids.pass[i]; !d.IsZero(); { // q has no move there: it passes
			t := d.PopLowest()
			ct, tb := &cells[t&127], board.Bit(t)
			*own, s.Occ = ownF.Or(tb), occF.Or(tb)
			s.Key, *dist = keyF^ct.key, distF+int(ct.dist)
			leaves, sum := s.passLeaf()
			n, digest = n+leaves, digest+sum
		}
		// q's pieces next to f gain a step into it, if q may end there.
		fix.gain, fix.pieces = fb.And(s.Dest[q]), uint64(qg.adj[f&127])
		nearF := g.Near[f].And(touched)
		for d := kids.slow[i]; !d.IsZero(); {
			t := d.PopLowest()
			ct, tb := &cells[t&127], board.Bit(t)
			*own, s.Occ = ownF.Or(tb), occF.Or(tb)
			s.Key, *dist = keyF^ct.key, distF+int(ct.dist)
			fix.keep = board.Bitboard{Lo: ^tb.Lo, Hi: ^tb.Hi}
			switch {
			case ct.goal >= 0 && s.hasWon(int(ct.goal)): // a terminal child has no leaves
			case g.Near[t].And(touched).Or(nearF).IsZero():
				leaves, sum := enterLeaves(s, from, base, nq, lt, baseRisk, &fix, false)
				if leaves == 0 {
					leaves, sum = s.passLeaf()
				}
				n, digest = n+leaves, digest+sum
			default:
				// Only the parity classes where a hop the floods read has changed are flooded again.
				h2 := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
				changed := h.changed(h2).And(touched)
				if changed.IsZero() {
					n += pf.enter(s, from, base, nq, baseRisk, &fix)
					break
				}
				fix.applyAll(&g.Neighbors, from, base, &dest, nq)
				s.reflood(q, &h2, changed, from, &dest, nq)
				n += pf.enter(s, from, &dest, nq, risk, &noFix)
			}
		}
	}
	if !moved { // p passes: q to move, nothing else changed
		s.Key = keyT
		n += pf.enter(s, from, base, nq, baseRisk, &noFix)
	}
	*own, s.Occ, s.Key, *dist, s.ToMove = own0, occ0, key0, dist0, p
	pf.Digest += digest
	return n
}

// stepFix corrects a player's destination sets, computed before another player's move, for
// that move when the jumps have not changed: a piece next to the cell vacated gains a step into
// it (gain: that cell, if the player may end there), and the cell entered is lost (keep: every
// cell but that one). The leaf loop gives gain to the pieces i in pieces (bit i: the pieces
// next to the vacated cell, see gainers) instead of testing each piece's neighbours; apply,
// given those neighbours, does not read pieces.
type stepFix struct {
	gain, keep board.Bitboard
	pieces     uint64
}

// noFix changes nothing.
var noFix = stepFix{keep: board.Bitboard{Lo: ^uint64(0), Hi: ^uint64(0)}}

// fixFor is the correction of q's destination sets for the move m, made now by another player.
// It leaves pieces empty: only apply may use it.
func (s *State) fixFor(m Move, q int) stepFix {
	return stepFix{gain: board.Bit(m.From).And(s.Dest[q]), keep: noFix.keep.AndNot(board.Bit(m.To))}
}

// gainers is, for a player's pieces, adj[c]: the pieces next to cell c, as bits by index (the
// pieces that gain a step into c when it is vacated: stepFix.pieces), and steps: every cell
// next to a piece.
type gainers struct {
	adj   [128]uint16
	steps board.Bitboard
}

// reach returns every cell the pieces could move to in a child that keeps their destination
// sets base[:n], corrected: base and the steps.
func (g *gainers) reach(base *[MaxPieces]board.Bitboard, n int) board.Bitboard {
	r := g.steps
	for i := range n {
		r = r.Or(base[i])
	}
	return r
}

// of sets g to the gainers of the pieces from[:n] on geo; g must be zero.
func (g *gainers) of(geo *board.Geometry, from *[MaxPieces]uint8, n int) {
	for j := range n {
		nb := geo.Neighbors[from[j]&127]
		g.steps = g.steps.Or(nb)
		for !nb.IsZero() {
			g.adj[nb.PopLowest()&127] |= 1 << j
		}
	}
}

// apply corrects d, the destinations of a piece whose neighbours are nb.
func (f *stepFix) apply(d board.Bitboard, nb *board.Bitboard) board.Bitboard {
	return d.Or(f.gain.And(*nb)).And(f.keep)
}

// applyAll sets dest[:n] to base[:n] corrected, for the pieces from[:n] with neighbours nb.
func (f *stepFix) applyAll(nb *[128]board.Bitboard, from *[MaxPieces]uint8, base, dest *[MaxPieces]board.Bitboard, n int) {
	for j := range n {
		dest[j] = f.apply(base[j], &nb[from[j]&127])
	}
}

// changed returns the cells whose hops differ between h and o. A flood that stays out of them
// reaches the same cells under both; a flood stays in the parity class of its seed.
func (h *hopMasks) changed(o hopMasks) board.Bitboard {
	return h.up1.Xor(o.up1).Or(h.dn1.Xor(o.dn1)).Or(h.up2.Xor(o.up2)).Or(h.dn2.Xor(o.dn2)).
		Or(h.up3.Xor(o.up3)).Or(h.dn3.Xor(o.dn3))
}

// enter makes, digests and takes back every move of the player to move, given as its pieces
// from[:n] and their destination sets dest corrected by fix; a player without a move passes.
// It returns the number of leaves entered.
func (pf *Perfter) enter(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, risk *[128]board.Bitboard, fix *stepFix) uint64 {
	leaves, sum := enterLeaves(s, from, dest, n, pf.lt, risk, fix, false)
	if leaves == 0 {
		leaves, sum = s.passLeaf()
	}
	pf.Digest += sum
	return leaves
}

// winCells returns the cells whose entry by a move of the player p to move could win: the
// empty cell of each goal with exactly one, if the goal's owner has a piece in it or is p. (A
// move that ends elsewhere fills no goal; one from inside the goal it ends in leaves a cell of
// it empty; a win needs one of the owner's pieces in the goal.)
func (s *State) winCells() board.Bitboard {
	var win board.Bitboard
	for o := range s.Players {
		e := s.Goal[o].AndNot(s.Occ)
		if !e.IsZero() && single(e) && (o == s.ToMove || !s.Pieces[o].And(s.Goal[o]).IsZero()) {
			win = win.Or(e)
		}
	}
	return win
}

// passLeaf enters the pass of the player to move, who has no move: one leaf, and its digest.
func (s *State) passLeaf() (leaves, digest uint64) {
	s.Make(Pass)
	digest = s.LeafDigest()
	s.Unmake(Pass)
	return 1, digest
}

// enterLeavesGo is enterLeaves in Go: the reference for the assembly, and the code on other
// architectures. For the player p to move in s it makes in s, one after the other, the moves
// from from[i] to each cell of (dest[i] | fix.gain if i is in fix.pieces) & fix.keep, i < n
// (fix.apply(dest[i], &s.Geo.Neighbors[from[i]]) when fix.pieces are the gainers), in the order of the
// pieces and of the bits, and returns their number and the sum of their LeafDigests. A leaf
// that entered the goal of a player q is terminal if q has now won: Winner is q while it is
// digested, then -1 again. Then s is the parent again, or with inspect (for tests) the last
// leaf, Winner excepted, if it is one of piece n-1 (the assembly puts back the low words of
// own and occ between pieces).
//
// Each leaf is made from values hoisted out of the loops: the parent's fields with the moving
// piece taken off (per piece) and the key and distance of the destination from lt (per leaf).
// The other word of the two-word bitboards is written once per piece and word. The unmake of
// one leaf is the make of the next: the same stores. Only a piece with a destination in
// risk[f] (a goal it could fill: lt.risk, or lt.players[p].risk while only p's goal can be
// won) tests its leaves for a win; with risk nil, none does (the caller knows no leaf can win).
func enterLeavesGo(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, lt *leafTable, risk *[128]board.Bitboard, fix *stepFix, inspect bool) (leaves, sum uint64) {
	p := s.ToMove
	next := p + 1
	if next == s.Players {
		next = 0
	}
	s.ToMove = next
	lp := &lt.players[p]
	own, dist := &s.Pieces[p], &s.Dist[p]
	own0, occ0, key0, dist0 := *own, s.Occ, s.Key, *dist
	keyT := key0 ^ s.turnKey[p]
	for i := range n {
		f := from[i] & 127
		d := dest[i]
		if fix.pieces>>i&1 != 0 {
			d = d.Or(fix.gain)
		}
		d = d.And(fix.keep)
		keyF, distF := keyT^lp.key[f], dist0-lp.dist[f]
		risky := risk != nil && !d.And(risk[f]).IsZero()
		fb := board.Bit(f)
		if d.Lo != 0 {
			own.Hi, s.Occ.Hi = own0.Hi^fb.Hi, occ0.Hi^fb.Hi
			ownF, occF := own0.Lo^fb.Lo, occ0.Lo^fb.Lo
			for w := d.Lo; w != 0; w &= w - 1 {
				t := bits.TrailingZeros64(w) & 63
				own.Lo, s.Occ.Lo = ownF|1<<t, occF|1<<t // make
				key, dd := keyF^lp.key[t], distF+lp.dist[t]
				s.Key, *dist = key, dd
				leaves++
				if q := s.goalAt[t]; !risky || q < 0 {
					sum += leafDigest(key, dd, -1)
				} else {
					sum += s.leafWon(key, dd, int(q))
				}
			}
		}
		if d.Hi != 0 {
			own.Lo, s.Occ.Lo = own0.Lo^fb.Lo, occ0.Lo^fb.Lo
			ownF, occF := own0.Hi^fb.Hi, occ0.Hi^fb.Hi
			for w := d.Hi; w != 0; w &= w - 1 {
				t := bits.TrailingZeros64(w) & 63
				own.Hi, s.Occ.Hi = ownF|1<<t, occF|1<<t
				key, dd := keyF^lp.key[64+t], distF+lp.dist[64+t]
				s.Key, *dist = key, dd
				leaves++
				if q := s.goalAt[64+t]; !risky || q < 0 {
					sum += leafDigest(key, dd, -1)
				} else {
					sum += s.leafWon(key, dd, int(q))
				}
			}
		}
	}
	if !inspect {
		*own, s.Occ, s.Key, *dist = own0, occ0, key0, dist0
		s.ToMove = p
	}
	return leaves, sum
}

// kidSet is what enterKids needs of a depth-2 node to make its children, and what it leaves
// to the caller: the pieces from[:np] of the player p to move and their destination sets dest,
// p's own and occupancy words, key (with p's turn already taken out) and distance sum; for the
// next player q: touched (q's pieces and the cells its floods reached); near, the board's Near;
// win, the cells whose entry could complete a goal (see winCells). enterKids sets slow[i] to the
// children of piece i it left to the caller (into win, or near touched), pass[i] to those where
// q has no move (the caller enters the pass), and in left bit i for every i with either.
//
// A child from f to t that enterKids makes leaves q's destination sets as they are, so they
// need no stepFix: no piece of q is next to f (it would be in Near[f] & touched), and t is not
// a destination of q (a step's origin or a jump's landing would be in Near[t] & touched), and
// no hop q's floods read has changed (Near).
type kidSet struct {
	own, occ board.Bitboard
	key      uint64
	dist     int
	p        int
	np       int
	from     *[MaxPieces]uint8
	dest     *[MaxPieces]board.Bitboard
	touched  board.Bitboard
	near     *[128]board.Bitboard
	win      board.Bitboard
	left     uint64 // bit i: slow[i] or pass[i] is not empty
	slow     [MaxPieces]board.Bitboard
	pass     [MaxPieces]board.Bitboard
}

// enterKidsGo is enterKids in Go: the reference for the assembly, and the code on other
// architectures. With s a position whose player to move is q, the next player after p, and
// whose other fields are those of the node (or of one of its children), it makes in s, piece by
// piece and bit by bit, every child of the node that keeps q's sets unchanged (see kidSet): p's
// own and occupancy words, key and distance sum; and enters its leaves as enterLeavesGo(s,
// from, dest, n, lt, risk, &noFix, false) would. It returns the leaves and the sum of their
// digests, and sets kids.slow and kids.pass (which must be zero). Then q's fields and the player
// to move are as before, p's fields, occ and key of no use (the caller puts them back); with
// inspect, s is the last leaf, Winner excepted, if it is one of piece n-1.
func enterKidsGo(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, lt *leafTable, risk *[128]board.Bitboard, kids *kidSet, inspect bool) (leaves, sum uint64) {
	lp := &lt.players[kids.p]
	own, dist := &s.Pieces[kids.p], &s.Dist[kids.p]
	q := s.ToMove
	ownQ, distQ := &s.Pieces[q], &s.Dist[q]
	ownQ0, distQ0 := *ownQ, *distQ
	for i := range kids.np {
		f := kids.from[i] & 127
		if !kids.near[f].And(kids.touched).IsZero() {
			if !kids.dest[i].IsZero() {
				kids.slow[i] = kids.dest[i]
				kids.left |= 1 << i
			}
			continue
		}
		fb := board.Bit(f)
		ownF, occF, keyF, distF := kids.own.Xor(fb), kids.occ.Xor(fb), kids.key^lp.key[f], kids.dist-lp.dist[f]
		for t := kids.dest[i]; !t.IsZero(); {
			c := t.PopLowest() & 127
			cb := board.Bit(c)
			if kids.win.Has(c) || !kids.near[c].And(kids.touched).IsZero() {
				kids.slow[i] = kids.slow[i].Or(cb)
				kids.left |= 1 << i
				continue
			}
			*own, s.Occ = ownF.Or(cb), occF.Or(cb)
			s.Key, *dist = keyF^lp.key[c], distF+lp.dist[c]
			*ownQ, *distQ, s.ToMove = ownQ0, distQ0, q
			l, d := enterLeavesGo(s, from, dest, n, lt, risk, &noFix, true)
			if l == 0 {
				kids.pass[i] = kids.pass[i].Or(cb)
				kids.left |= 1 << i
			}
			leaves, sum = leaves+l, sum+d
		}
	}
	if !inspect {
		*ownQ, *distQ, s.ToMove = ownQ0, distQ0, q
	}
	return leaves, sum
}

// leafWon returns the digest of a leaf of enterLeaves whose last move entered the goal of
// player q: the leaf is terminal if q has now won. Winner is -1 again on return.
func (s *State) leafWon(key uint64, dist, q int) uint64 {
	if !s.hasWon(q) {
		return leafDigest(key, dist, -1)
	}
	s.Winner = q
	d := leafDigest(key, dist, s.Winner)
	s.Winner = -1
	return d
}
