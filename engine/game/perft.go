package game

import "github.com/cctree/cctree/engine/board"

// MaxDepth bounds the depth of Perfter.
const MaxDepth = 64

// Perfter counts leaves with its own per-ply move buffers, so counting allocates nothing.
// The zero value is ready to use; it is large (MaxDepth*MaxMoves moves), so reuse it.
type Perfter struct {
	buf [MaxDepth][MaxMoves]Move

	// Digest is, after PerftFull, the sum over the leaves it entered of LeafDigest: a checksum
	// of every leaf position's key, distance sum and winner as the leaf was made.
	Digest uint64

	lt *leafTable // of the State in PerftFull
}

// Perft returns perft(s, depth) of docs/rules.md, counting the last ply in bulk.
func (pf *Perfter) Perft(s *State, depth int) uint64 {
	switch {
	case depth == 0:
		return 1
	case s.Winner >= 0:
		return 0
	case depth == 1:
		return uint64(s.CountMoves())
	}
	ms := s.Moves(pf.buf[depth][:0])
	var n uint64
	if depth == 2 && s.Geo.Padded && s.Rules.Restriction() != GoalLock && !ms[0].IsPass() {
		return s.perft2(ms)
	}
	for _, m := range ms {
		s.Make(m)
		n += pf.Perft(s, depth-1)
		s.Unmake(m)
	}
	return n
}

// DivideEntry is one root move and the perft of its child.
type DivideEntry struct {
	Move  Move
	Count uint64
}

// Divide returns perft(child, depth-1) for every legal root move, in move order.
func (pf *Perfter) Divide(s *State, depth int) []DivideEntry {
	if depth < 1 {
		return nil
	}
	var out []DivideEntry
	for _, m := range s.Moves(make([]Move, 0, MaxMoves)) {
		s.Make(m)
		out = append(out, DivideEntry{m, pf.Perft(s, depth-1)})
		s.Unmake(m)
	}
	return out
}

// perft2 is Perft at depth 2 on the padded layout (rules free or nostop), from the move list ms
// of the player to move. Every child is counted for the same next player q, and a child differs
// from s only at the move's two cells, so each child's count is s's count for q, corrected:
// exactly for the steps (q's neighbours of the two cells), and for the jumps only when a cell
// q's floods looked at is near either cell (board.Geometry.Near); otherwise they cannot change.
// (Comparing the hop masks, as full perft does, recounts less often but costs more here than a
// recount: callgrind, perft 1..6 +11% instructions.)
func (s *State) perft2(ms []Move) uint64 {
	g := s.Geo
	q := s.ToMove + 1
	if q == s.Players {
		q = 0
	}
	own, dest := s.Pieces[q], s.Dest[q]
	steps, jumps, touched := s.countParts(q, s.Occ)
	var n uint64
	for _, m := range ms {
		occ := s.Occ.Xor(board.Bit(m.From).Or(board.Bit(m.To)))
		if s.winsAfter(m, occ) {
			continue // the child is terminal: perft 0
		}
		var c int
		if g.Near[m.From].Or(g.Near[m.To]).And(touched).IsZero() {
			c = steps + jumps
			if dest.Has(m.From) {
				c += g.Neighbors[m.From].And(own).Count()
			}
			if dest.Has(m.To) {
				c -= g.Neighbors[m.To].And(own).Count()
			}
		} else {
			c = s.countPadded(q, occ)
		}
		if c == 0 {
			c = 1 // the pass
		}
		n += uint64(c)
	}
	return n
}
