package pick

import (
	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/gamekit"
)

// Picker hands out the legal moves of one position in static ordering, best first and lazily, so
// that a node cut off after its first child or two pays for what it used, not for listing and
// sorting every move. It is the one move source of the searchers whose children are in static
// ordering.
//
// Guarantee: Move(0), Move(1), ... until End are exactly moves[:min(limit, len(moves))]
// after Orderer.Order(s, moves) with moves = s.Moves(...): the same moves in the same order. The static
// ordering is a total order (gain, largest first, then from, then to; no two moves share (from,
// to)), so any stage that takes the largest remaining move by it agrees with the counting sort,
// ties included. The stages:
//
//   - Start refreshes the mover's destination sets in c (game.State.TopRefresh: only the pieces
//     whose reach or neighbourhood changed since c's last position are recomputed); nothing is
//     listed or counted (Has counts only as far as it must).
//   - Move(0) is the first destination of largest gain of the first piece that has that gain
//     (game.TopCache.First): no list, no sort.
//   - Move(i), i >= 1, lists once: with limit <= maxTop the first limit moves gain level by gain
//     level from the destination sets (game.TopCache.Top, what TopMoves returns), otherwise
//     every move from the sets (game.TopCache.List, what State.Moves returns) sorted by the
//     counting sort (Orderer.Order).
//
// A Picker is per node; the TopCache it reads is kept by the caller, one per ply and mover, so
// that consecutive positions it sees are siblings or cousins. Picking allocates nothing when buf
// has capacity game.MaxMoves.
type Picker struct {
	s      *game.State
	c      *game.TopCache
	o      *eval.Orderer
	buf    []game.Move
	moves  []game.Move // the listed moves once Move(i >= 1) was asked for, else empty
	limit  int
	listed bool // moves is the whole list (cut to limit)
}

// maxTop is the largest limit for which the moves after the first are read gain level by gain
// level from the destination sets rather than listed and sorted (issue 16: the gain levels cost
// more than the counting sort on whole lists).
const maxTop = 10

// Start prepares p for the player to move in s (not terminal), to hand out its first limit
// moves (limit >= 1). c carries destination sets from its last position; o is the scratch space of
// the sort and buf (capacity game.MaxMoves) the list's. s must be the same position whenever Move
// or Has is called.
func (p *Picker) Start(s *game.State, c *game.TopCache, o *eval.Orderer, buf []game.Move, limit int) {
	s.TopRefresh(eval.GoalDist(s, s.ToMove), c)
	p.s, p.c, p.o, p.buf, p.moves, p.limit, p.listed = s, c, o, buf, p.moves[:0], limit, false
}

// End is what Move returns past the last move: the zero Move, which no legal move is (a move's
// destination differs from its origin; the pass is game.Pass).
var End game.Move

// Move returns the move of index i in static ordering, or End if there is none (i >= limit or
// i >= the number of legal moves, the single Pass counting as one). Ask for i = 0, 1, 2, ... in
// turn.
func (p *Picker) Move(i int) game.Move {
	if m := p.moves; i < len(m) {
		return m[i]
	}
	return p.next(i)
}

// Has reports whether there is a move of index i (whether Move(i) would not be End), without
// listing.
func (p *Picker) Has(i int) bool {
	if p.listed {
		return i < len(p.moves)
	}
	return i < p.limit && p.c.Has(i)
}

// next is Move when moves[i] is not listed: the first move from the destination sets, any other
// from the list it makes once (see Picker).
func (p *Picker) next(i int) game.Move {
	if p.listed {
		return End
	}
	if i == 0 {
		return p.c.First()
	}
	if p.limit <= maxTop {
		p.moves = p.c.Top(p.limit, p.buf[:0])
	} else {
		p.moves = p.c.List(p.buf[:0])
		p.o.Order(p.s, p.moves)
		p.moves = p.moves[:min(p.limit, len(p.moves))]
	}
	p.listed = true
	return p.Move(i)
}

// Rest makes p hand out the moves after the first (Move(0), already handed out) in an unspecified
// order, for a node where the order of its other children provably changes nothing (see
// search.AlphaBeta): the same moves, unsorted. It does nothing where a limit could cut the list
// (limit < game.MaxMoves), since the limit then decides which moves are handed out.
func (p *Picker) Rest() {
	if p.listed || p.limit < game.MaxMoves {
		return
	}
	moves := p.c.List(p.buf[:0])
	if first := p.c.First(); moves[0] != first {
		for j, m := range moves {
			if m == first {
				moves[0], moves[j] = m, moves[0]
				break
			}
		}
	}
	p.moves, p.listed = moves, true
}

// Use makes p hand out moves as they are, for a node whose moves are listed and ordered otherwise
// (Franks' best-x, the opponents' alternative orderings).
func (p *Picker) Use(moves []game.Move) {
	p.moves, p.listed = moves, true
}

// Picks is Chinese Checkers' source of moves and leaf values for the alpha-beta kernel
// (search.Source): a Pick per ply, each with the destination sets of every mover at that ply,
// the eval.Orderer they share, the default evaluation (Value) and Franks' (Eval.Of) at the leaves,
// and Orderer.Best for Franks' best-x.
type Picks struct {
	pick [game.MaxDepth]Pick
	ord  eval.Orderer
	hz   horizon // the children Horizon last prepared
}

// horizon is what LeafAfter needs of the position Horizon prepared: the mover's distance table
// and Value's terms (eval.Children); safe is false where Children cannot value the children.
type horizon struct {
	gd   *[128]uint8
	kids eval.Children
	safe bool
}

// Pick is one ply's Picker with the destination sets it reads, one per mover, so that the
// positions one set sees are siblings or cousins.
type Pick struct {
	Picker
	tops [game.MaxPlayers]game.TopCache
}

// At returns the Pick of ply ply.
func (p *Picks) At(ply int) *Pick { return &p.pick[ply] }

// Start is Picker.Start for mover (the player to move in s) with mover's destination sets and
// the eval.Orderer the plies share.
func (p *Picks) Start(q *Pick, s *game.State, mover int, buf []game.Move, limit int) {
	q.Picker.Start(s, &q.tops[mover], &p.ord, buf, limit)
}

// Leaf is the value of s for player root under the default evaluation: Value (which scores a
// terminal position S for the winner). perfSlow is empty except in the gate test's perfslow build.
func (p *Picks) Leaf(s *game.State, root int) int64 { perfSlow(s); return eval.Value(s, root) }

// Horizon prepares LeafAfter for the moves of the player to move in s (not terminal), valued
// for player root (search.Horizon): the shortcut that values a horizon leaf from its move.
func (p *Picks) Horizon(s *game.State, root int) {
	h := &p.hz
	h.gd = eval.GoalDist(s, s.ToMove)
	h.safe = h.kids.Start(s, root)
}

// LeafAfter is Leaf of the position after m, a move of the player to move in s, for the root
// Horizon prepared, without making m: Value from the moved piece's distance change alone (a pass
// changes nothing, and the passes BRS makes after a move change no value). It reports false, and
// no value, for a move that may win (State.MayWin): that child is made. perfSlow as in Leaf.
func (p *Picks) LeafAfter(s *game.State, m game.Move) (int64, bool) {
	perfSlow(s)
	h := &p.hz
	if !h.safe || s.MayWin(m) {
		return 0, false
	}
	return h.kids.Value(int(h.gd[m.From&127]) - int(h.gd[m.To&127])), true
}

// TunedLeaf is Franks' evaluation eval.Eval(e) of s for root at ply ply.
func (p *Picks) TunedLeaf(s *game.State, root, ply int, e uint8) int64 {
	return eval.Eval(e).Of(s, root, ply)
}

// Best is Orderer.Best.
func (p *Picks) Best(s *game.State, moves []game.Move, e uint8, ply, n int) []game.Move {
	return p.ord.Best(s, moves, eval.Eval(e), ply, n)
}

// Vector is Heuristic: the max^n kernel's leaves under the default evaluation.
func (p *Picks) Vector(s *game.State, v *[game.MaxPlayers]int64) { eval.Heuristic(s, v) }

// TunedVector is Franks' evaluation eval.Eval(e).Vector at ply ply, or with e == progress (the
// Opponent Impact sampler's raw progress, search.EvalProgress) each player's Pieces*MaxDist -
// Dist, terminal or not.
func (p *Picks) TunedVector(s *game.State, ply int, e uint8, v *[game.MaxPlayers]int64) {
	if e == progress {
		*v = [game.MaxPlayers]int64{}
		dmax := int64(s.Geo.Pieces * s.Geo.MaxDist)
		for q := range s.Players {
			v[q] = dmax - int64(s.Dist[q])
		}
		return
	}
	eval.Eval(e).Vector(s, ply, v)
}

// progress is search.EvalProgress (package search imports this one, not the other way round).
const progress = 0xff

// Bounds are those of Heuristic: every entry in [0, S], the entries summing to at most S (to S
// minus the rounding of integer division; a won position's to exactly S).
func (p *Picks) Bounds(*game.State) gamekit.Bounds { return gamekit.Bounds{Max: eval.S, Sum: eval.S} }

// Order is Orderer.Order.
func (p *Picks) Order(s *game.State, moves []game.Move) { p.ord.Order(s, moves) }

// Rest is Picker.Rest unless a move of s can win (State.WinInOne): a winning child is scored
// S, not by its gain, so only then may the order of the rest matter.
func (q *Pick) Rest(s *game.State) {
	if !s.WinInOne() {
		q.Picker.Rest()
	}
}
