// Package eval is the default evaluation of docs/rules.md: the heuristic vector of the OPPS paper in
// integer fixed point, and the static move ordering.
//
// Guarantees: everything is integer arithmetic, so every value (and therefore every node count of
// a search that uses it) is bit-identical on every machine; the heuristic reads only the state's
// incrementally maintained distance sums (State.Dist), never the board; nothing allocates.
package eval

import "github.com/cctree/cctree/engine/game"

// S is the fixed-point scale: a heuristic vector sums to (at most) S, a won game scores S.
const S = 1 << 20

// Heuristic writes the value vector of s for every player into h: S for the winner and 0 for the
// others when s is terminal, otherwise h_i = progress_i*S / sum_j progress_j with
// progress_i = Pieces*MaxDist - Dist_i (integer division). If every progress is 0 (no piece has
// ever left the largest distance; unreachable in play), every player gets S/Players. Entries at
// and beyond s.Players are set to 0.
func Heuristic(s *game.State, h *[game.MaxPlayers]int64) {
	*h = [game.MaxPlayers]int64{}
	k := s.Players
	if s.Winner >= 0 {
		h[s.Winner] = S
		return
	}
	dmax := int64(s.Geo.Pieces * s.Geo.MaxDist)
	var sum int64
	for p := range k {
		pr := dmax - int64(s.Dist[p])
		h[p] = pr
		sum += pr
	}
	if sum == 0 {
		for p := range k {
			h[p] = S / int64(k)
		}
		return
	}
	for p := range k {
		h[p] = h[p] * S / sum
	}
}

// Value returns entry p of Heuristic(s): the value of s for player p alone.
func Value(s *game.State, p int) int64 {
	if s.Winner >= 0 {
		if s.Winner == p {
			return S
		}
		return 0
	}
	dmax := int64(s.Geo.Pieces * s.Geo.MaxDist)
	// The sum of dmax - Dist over the players, written out: the absent seats' Dist entries are
	// 0 (game.State.Dist), so it is Players*dmax less the sum of all six entries. The loop over
	// s.Players it replaces was 40 of the 420 instructions a node of paranoid at depth 4, where
	// nearly every node is a leaf valued here.
	d := &s.Dist
	sum := int64(s.Players)*dmax - int64(d[0]+d[1]+d[2]+d[3]+d[4]+d[5])
	if sum == 0 {
		return S / int64(s.Players)
	}
	return (dmax - int64(s.Dist[p])) * S / sum
}

// Children values the children of one non-terminal position for one player without making their
// moves: Value(s after m, p) is Children.Value(Gain(s, m)) for every move m of the player to move
// in s after which nobody has won (a move changes one Dist entry, the mover's, by -gain). It holds
// Value's terms before the move, so that a child costs one multiplication and one division.
type Children struct {
	sum  int64 // Value's divisor before the move
	own  int64 // p's progress before the move
	mine int64 // 1 if p is the mover (its own progress gains too), else 0
}

// Start prepares c for the children of s (not terminal), valued for player p. It reports false
// where a move could make Value's divisor 0 (every piece at the largest distance but for a gain's
// worth; unreachable in play), where Value is not Children.Value's formula.
func (c *Children) Start(s *game.State, p int) bool {
	dmax := int64(s.Geo.Pieces * s.Geo.MaxDist)
	d := &s.Dist
	c.sum = int64(s.Players)*dmax - int64(d[0]+d[1]+d[2]+d[3]+d[4]+d[5])
	c.own = dmax - int64(d[p])
	c.mine = 0
	if p == s.ToMove {
		c.mine = 1
	}
	return c.sum > maxGain
}

// Value is Value of the child of a move of gain g (see Children; Start reported true).
func (c *Children) Value(g int) int64 {
	return (c.own + c.mine*int64(g)) * S / (c.sum + int64(g))
}

// Value's written-out sum reads exactly six Dist entries.
var _ [game.MaxPlayers - 6]struct{} // MaxPlayers - 6 must be 0 ...
var _ [6 - game.MaxPlayers]struct{} // ... from both sides

// Terminal returns the utility of a terminal state s for player p: S if p has won, else 0.
func Terminal(s *game.State, p int) int64 {
	if s.Winner == p {
		return S
	}
	return 0
}

// Gain is the ordering key of move m for the player to move in s: the moved piece's distance to
// the apex of its goal before the move minus after it (0 for the pass).
func Gain(s *game.State, m game.Move) int {
	if m.IsPass() {
		return 0
	}
	d := GoalDist(s, s.ToMove)
	return int(d[m.From]) - int(d[m.To])
}

// maxGain bounds |Gain| on every board (MaxDist of star121 is 16).
const maxGain = 16

// Orderer sorts move lists into the static move ordering of docs/rules.md: by Gain, largest first, ties
// by ascending from and then ascending to (cell order, which is bit order). It owns the scratch
// space of a counting sort, so ordering allocates nothing; keep one per searcher.
type Orderer struct {
	tmp  [game.MaxMoves]game.Move
	keys [game.MaxMoves]uint8
	vals [game.MaxMoves]int64 // Best's child values
}

// GoalDist is the distance table to the apex of player p's goal corner: the key of the static
// ordering (game.State.TopMoves).
func GoalDist(s *game.State, p int) *[128]uint8 {
	return &s.Geo.Dist[s.Geo.GoalOf[s.Seats[p]]]
}

// Order sorts moves, the legal moves of s as State.Moves returns them (sorted by (from, to)), in
// place. It relies on that input order for the ties: the counting sort is stable.
func (o *Orderer) Order(s *game.State, moves []game.Move) {
	n := len(moves)
	if n < 2 || n > game.MaxMoves {
		return // the pass, a single move, or none
	}
	d := GoalDist(s, s.ToMove)
	// Key k = maxGain - gain, so key 0 (largest gain) comes first. Counts go to start[k+1].
	var start [64]int32
	lo, hi := uint8(63), uint8(0)
	keys := &o.keys
	for i, m := range moves {
		k := uint8(maxGain + int(d[m.To]) - int(d[m.From]))
		keys[i&(game.MaxMoves-1)] = k
		start[(k+1)&63]++
		lo, hi = min(lo, k), max(hi, k)
	}
	if lo == hi {
		return // one key: already in (from, to) order
	}
	for k := lo + 1; k <= hi; k++ {
		start[(k+1)&63] += start[k&63]
	}
	tmp := &o.tmp
	for i, m := range moves {
		k := keys[i&(game.MaxMoves-1)] & 63
		tmp[start[k]&(game.MaxMoves-1)] = m
		start[k]++
	}
	copy(moves, tmp[:n])
}

// OrderFirst puts the first k moves of the static ordering of moves (as Order sorts them) into
// moves[:k], in order; the rest of moves is left in an unspecified order: for k == 1 it is a single
// scan. (The searchers take their moves from a Picker, which needs no list for the first.)
func (o *Orderer) OrderFirst(s *game.State, moves []game.Move, k int) {
	if k != 1 || len(moves) < 2 {
		o.Order(s, moves) // k >= len(moves) too: moves[:k] is then the whole list, in order
		return
	}
	d := GoalDist(s, s.ToMove)
	// Pack (gain, -index) into one int so a branch-free max finds the first move of largest gain.
	best := 0
	for i, m := range moves {
		best = max(best, (maxGain+int(d[m.From])-int(d[m.To]))<<16|(0xffff-i))
	}
	bi := 0xffff - best&0xffff
	moves[0], moves[bi] = moves[bi], moves[0]
}

// Best keeps the best x (x > 0) of moves, the legal moves of s as State.Moves returns them, for
// the player to move, as Franks' "limit to the best x children" does: "all children are still
// evaluated and the best x are selected". Each child is made and scored by e for the mover, ply+1
// plies below the root (so a sooner win ranks first under Franks' heuristics); the moves are
// sorted by that score, largest first, ties in static ordering order, and moves[:min(x, n)] is
// returned in that order. Scoring a child is not a search node: it does not count in NC.
func (o *Orderer) Best(s *game.State, moves []game.Move, e Eval, ply, x int) []game.Move {
	n := len(moves)
	if n < 2 || n > game.MaxMoves {
		return moves[:min(x, n)]
	}
	o.Order(s, moves)
	p := s.ToMove
	vals := &o.vals
	for i, m := range moves {
		s.Make(m)
		v := e.Of(s, p, ply+1)
		s.Unmake(m)
		// Insertion by value, stable: m goes after every earlier move of value >= v.
		j := i
		for ; j > 0 && vals[j-1] < v; j-- {
			vals[j], moves[j] = vals[j-1], moves[j-1]
		}
		vals[j], moves[j] = v, m
	}
	return moves[:min(x, n)]
}

// Order sorts moves like Orderer.Order but needs no scratch space (an insertion sort with the full
// comparison, so it does not rely on the input order). It is slower on long lists; searchers use
// an Orderer.
func Order(s *game.State, moves []game.Move) {
	if len(moves) < 2 {
		return
	}
	d := GoalDist(s, s.ToMove)
	less := func(a, b game.Move) bool { // a before b
		ga, gb := int(d[a.From])-int(d[a.To]), int(d[b.From])-int(d[b.To])
		if ga != gb {
			return ga > gb
		}
		if a.From != b.From {
			return a.From < b.From
		}
		return a.To < b.To
	}
	for i := 1; i < len(moves); i++ {
		m := moves[i]
		j := i
		for ; j > 0 && less(m, moves[j-1]); j-- {
			moves[j] = moves[j-1]
		}
		moves[j] = m
	}
}

// PlayTop plays up to plies moves on s, stopping at a terminal position; each move is
// moves[pick(n)] among the first n = min(k, len(moves)) moves in static order. Suites and
// samplers use it to reach varied but plausible positions from seeded randomness (pick = rng.IntN).
func PlayTop(s *game.State, plies, k int, pick func(n int) int) {
	var o Orderer
	var buf [game.MaxMoves]game.Move
	for range plies {
		if s.Terminal() {
			return
		}
		moves := s.Moves(buf[:0])
		o.Order(s, moves)
		s.Make(moves[pick(min(k, len(moves)))])
	}
}
