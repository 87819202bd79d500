package focus

// Moves appends the mover's legal moves to buf[:0]: for every square in order that holds a stack
// the mover controls, for n from 1 (from the height with WholeStacks) to the height, the moves of
// the top n pieces n squares up, right, down and left that stay on the board; then, if the mover
// has a reserve piece, its entry on every square in order. A finished game has no moves. (A
// mover always has a move: a player without one is out when his turn comes; should none be
// found, the pass is returned.)
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	if s.winner >= 0 {
		return buf
	}
	p := s.mover
	whole := s.opts.WholeStacks
	for sq := range NumSquares {
		h := s.height[sq]
		if h == 0 || uint8(s.cell[sq]>>(2*(h-1))&3) != p {
			continue
		}
		lo := uint8(1)
		if whole {
			lo = h
		}
		d := &dest[sq]
		for n := lo; n <= h; n++ {
			for dir := range 4 {
				if d[dir][n-1] != noSquare {
					buf = append(buf, Move(sq)|Move(dir)<<moveDirBits|Move(n)<<moveNBits)
				}
			}
		}
	}
	if s.reserve[p] > 0 {
		for sq := range NumSquares {
			buf = append(buf, moveReserve|Move(sq))
		}
	}
	if len(buf) == 0 {
		buf = append(buf, movePass)
	}
	return buf
}

// Make plays m for the mover: a stack move, a reserve entry or the pass. Then the turn passes on:
// each following player in the game who has no move is out, and the first who has one is to
// move; if none has, the game is over and the player who moved wins. Under WinCapture a move
// whose captures reach the goal ends the game at once.
func (s *State) Make(m Move) {
	e := &s.undo[s.sp]
	s.sp++
	p := s.mover
	e.hash, e.mover, e.out, e.winner = s.hash, p, s.out, s.winner
	e.reserve, e.capRow, e.capTot = s.reserve, s.capt[p], s.capTot[p]
	e.ctrl, e.pieces = s.ctrl, s.pieces
	e.from, e.to = noSquare, noSquare
	switch {
	case m&movePass != 0:
		s.advance(p, false)
		return
	case m&moveReserve != 0:
		t := uint8(m & moveSquare)
		e.to, e.toCell, e.toH = t, s.cell[t], s.height[t]
		s.unset(t)
		s.setReserve(p, s.reserve[p]-1)
		s.pieces[p]++
		s.land(t, uint16(p), 1, p)
	default:
		f := uint8(m & moveSquare)
		n := uint8(m>>moveNBits) & 7
		t := dest[f][(m>>moveDirBits)&3][n-1]
		e.from, e.fromCell, e.fromH = f, s.cell[f], s.height[f]
		e.to, e.toCell, e.toH = t, s.cell[t], s.height[t]
		s.unset(f)
		s.unset(t)
		v, keep := s.cell[f], s.height[f]-n
		s.cell[f], s.height[f] = v&(1<<(2*keep)-1), keep
		s.set(f)
		s.land(t, v>>(2*keep), n, p)
	}
	s.advance(p, true)
}

// Unmake takes back the last Make (m is that move).
func (s *State) Unmake(m Move) {
	s.sp--
	e := &s.undo[s.sp]
	if e.from != noSquare {
		s.cell[e.from], s.height[e.from] = e.fromCell, e.fromH
	}
	if e.to != noSquare {
		s.cell[e.to], s.height[e.to] = e.toCell, e.toH
	}
	p := e.mover
	s.reserve, s.capt[p], s.capTot[p] = e.reserve, e.capRow, e.capTot
	s.ctrl, s.pieces = e.ctrl, e.pieces
	s.hash, s.mover, s.out, s.winner = e.hash, p, e.out, e.winner
}

// unset takes square sq's stack out of the control counts and the hash before it changes.
func (s *State) unset(sq uint8) {
	if h := s.height[sq]; h > 0 {
		s.ctrl[s.cell[sq]>>(2*(h-1))&3]--
		s.hash ^= s.squareHash(int(sq))
	}
}

// set puts square sq's stack into the control counts and the hash after it changed.
func (s *State) set(sq uint8) {
	if h := s.height[sq]; h > 0 {
		s.ctrl[s.cell[sq]>>(2*(h-1))&3]++
		s.hash ^= s.squareHash(int(sq))
	}
}

// land puts the n pieces of moving (bottom first) on the stack of square t (already unset) for
// player p and cuts the stack to MaxHeight from the bottom: p's own pieces cut go to his reserve,
// the others' are captured by p.
func (s *State) land(t uint8, moving uint16, n, p uint8) {
	h := s.height[t]
	v := uint32(s.cell[t]) | uint32(moving)<<(2*h) // up to 10 pieces: 20 bits
	h += n
	if h > MaxHeight {
		k := h - MaxHeight
		for i := range k {
			c := uint8(v>>(2*i)) & 3
			s.pieces[c]--
			if c == p {
				s.setReserve(p, s.reserve[p]+1)
			} else {
				old := s.capt[p][c]
				s.hash ^= zCapt[p][c][old] ^ zCapt[p][c][old+1]
				s.capt[p][c] = old + 1
				s.capTot[p]++
			}
		}
		v >>= 2 * k
		h = MaxHeight
	}
	s.cell[t], s.height[t] = uint16(v), h
	s.set(t)
}

func (s *State) setReserve(p, v uint8) {
	s.hash ^= zReserve[p][s.reserve[p]] ^ zReserve[p][v]
	s.reserve[p] = v
}

// canMove reports whether player q has a move: a reserve piece, or a stack he controls that can
// move (with partial moves every stack can: its top piece has a neighbouring square).
func (s *State) canMove(q uint8) bool {
	if s.reserve[q] > 0 {
		return true
	}
	if !s.opts.WholeStacks {
		return s.ctrl[q] > 0
	}
	if s.ctrl[q] == 0 {
		return false
	}
	for sq := range NumSquares {
		if h := s.height[sq]; h > 0 && s.top(sq) == q && hasDest[sq][h] {
			return true
		}
	}
	return false
}

// advance passes the turn on after player actor moved (real) or passed.
func (s *State) advance(actor uint8, real bool) {
	n := s.n
	if real && s.opts.Win == WinCapture && s.reachedGoal(actor) {
		s.winner = int8(actor)
		next := actor
		for k := uint8(1); k < n; k++ {
			if q := (actor + k) % n; s.out&(1<<q) == 0 {
				next = q
				break
			}
		}
		s.setMover(next)
		return
	}
	for k := uint8(1); k < n; k++ {
		q := (actor + k) % n
		if s.out&(1<<q) != 0 {
			continue
		}
		if s.canMove(q) {
			s.setMover(q)
			return
		}
		s.out |= 1 << q
		s.hash ^= zOut[q]
	}
	s.winner = int8(actor)
	s.setMover(actor)
}

func (s *State) setMover(q uint8) {
	s.hash ^= zMover[s.mover] ^ zMover[q]
	s.mover = q
}
