package search

import (
	"context"

	"github.com/cctree/cctree/engine/gamekit"
)

// EvalProgress is the evaluation choice (Source.TunedVector's e) of the Opponent Impact
// sampler's raw progress: each player's own progress, not its share (Chinese Checkers:
// Pieces*MaxDist - Dist; a game without such a measure scores its default vector).
const EvalProgress = gamekit.EvalProgress

// VectorOf is the one max^n vector loop, for any game: plain max^n (package maxn, whose pruning
// variants use its leaf and buffers), Directed Offensive and the Opponent Impact sampler (package
// mpmix). Every node's value is a vector with one entry per player; a terminal node or a horizon
// leaf is scored by Leaf; at any other node the player to move (the game says who: Mover) picks
// the child that maximises its own entry, ties to the first child in static ordering order (a
// later child replaces it only when strictly better). S is the game's position, M its move, and
// Src (with PSrc = *Src) its Source, which scores leaves and orders moves. Chinese Checkers'
// instance is generated from this source as Vector (gen.go).
//
// Its fields say how the searchers differ:
//
//   - Offensive (Directed Offensive): at the root player's nodes (the player to move at the root)
//     the child with the lowest Target entry wins instead, ties to the first.
//   - Progress (the Opponent Impact sampler's EvalProgress): leaves score each player's raw
//     progress (Source.TunedVector with EvalProgress), terminal or not, instead of the default
//     evaluation.
//
// VectorOf is a DepthSearcherOf for RunOf, with its own Ctl and Source. It owns per-ply buffers,
// so a search allocates nothing per node.
type VectorOf[S gamekit.State[M], M comparable, P Picker[S, M], Src any, PSrc interface {
	*Src
	Source[S, M, P]
}] struct {
	Ctl       Ctl
	Offensive bool
	Target    int
	Progress  bool
	// Tune applies Franks' options (plain max^n only): leaves scored by Tune.Eval, the best
	// Tune.Best children, and a child whose entry equals the best so far replacing it with
	// probability Tune.Ties (at every node: the vectors differ in the other entries).
	Tune Tuning
	Tie  Tie
	// TT is the transposition table's size in entries (ParseTT; 0 for none): a node at ply >= 1
	// and depth >= 1 takes the value vector stored for its position at the same depth and ply
	// (tt.go). Table is the table; Search starts it (a searcher that drives Node itself calls
	// Table.Start).
	TT    int
	Table VecTable

	// Per ply, for the node at that ply on the current path: its value (Vals), the index in
	// Moves of the child that value came from (Best), and its ordered moves.
	Vals  [MaxPly + 1][gamekit.MaxPlayers]int64
	Best  [MaxPly]int
	Moves [MaxPly][gamekit.MaxMoves]M

	// Source is the game's source of leaf values and move orderings.
	Source Src

	root int // the root player of the search under way
}

// Search searches s for the player to move under lim (see Run).
func (k *VectorOf[S, M, P, Src, PSrc]) Search(ctx context.Context, s S, lim Limits) ResultOf[M] {
	k.Table.Start(k.TT, s.Mover())
	return RunOf(ctx, s, lim, &k.Ctl, k)
}

// First returns the first of the mover's moves in static ordering (s not terminal).
func (k *VectorOf[S, M, P, Src, PSrc]) First(s S) M {
	moves := s.Moves(k.Moves[0][:0])
	PSrc(&k.Source).Order(s, moves)
	return moves[0]
}

// SearchDepth implements DepthSearcherOf: the root player is the player to move in s, and the
// value has one entry per player.
func (k *VectorOf[S, M, P, Src, PSrc]) SearchDepth(s S, d int) (M, Value) {
	k.root = s.Mover()
	k.Node(s, d, 0)
	best := s.PassMove()
	if !s.Terminal() && d > 0 {
		best = k.Moves[0][k.Best[0]]
	}
	return best, Value{Vec: k.Vals[0], N: s.NumPlayers()}
}

// Leaf counts s as a leaf (an evaluation too unless it is terminal) and scores it into Vals[ply].
func (k *VectorOf[S, M, P, Src, PSrc]) Leaf(s S, ply int) {
	c := &k.Ctl
	c.Stats.Leaves++
	if !s.Terminal() {
		c.Stats.Evals++
	}
	if k.Progress || k.Tune.Eval != 0 {
		e := uint8(k.Tune.Eval)
		if k.Progress {
			e = EvalProgress
		}
		PSrc(&k.Source).TunedVector(s, ply, e, &k.Vals[ply])
		return
	}
	PSrc(&k.Source).Vector(s, &k.Vals[ply])
}

// Order sorts moves (the mover's in s) into the game's static ordering.
func (k *VectorOf[S, M, P, Src, PSrc]) Order(s S, moves []M) { PSrc(&k.Source).Order(s, moves) }

// Node leaves in Vals[ply] the value of s searched to depth d at ply ply, and in Best[ply] the
// index of the child it came from. When the Ctl stops the search it returns at once.
func (k *VectorOf[S, M, P, Src, PSrc]) Node(s S, d, ply int) {
	c := &k.Ctl
	if !c.Enter() {
		return
	}
	if s.Terminal() || d == 0 {
		if k.Progress || k.Tune.Eval != 0 {
			k.Leaf(s, ply)
			return
		}
		// Leaf, written out for the default evaluation: Leaf is over the inlining budget, and a
		// call per leaf costs max^n and Offensive about 5% of their time per node (benchstat,
		// -count 15).
		c.Stats.Leaves++
		if !s.Terminal() {
			c.Stats.Evals++
		}
		PSrc(&k.Source).Vector(s, &k.Vals[ply])
		return
	}
	tt := ply > 0 && k.Table.On()
	if tt && k.Table.Probe(s.Hash(), d, ply, &k.Vals[ply]) {
		return
	}
	moves := s.Moves(k.Moves[ply][:0])
	if k.Tune.Best > 0 {
		moves = PSrc(&k.Source).Best(s, moves, uint8(k.Tune.Eval), ply, k.Tune.Best)
	} else {
		PSrc(&k.Source).Order(s, moves)
	}
	e, sign := s.Mover(), int64(1) // the entry the mover maximises, times sign
	if k.Offensive && e == k.root {
		e, sign = k.Target, -1
	}
	v, child := &k.Vals[ply], &k.Vals[ply+1]
	for i, mv := range moves {
		s.Make(mv)
		k.Node(s, d-1, ply+1)
		s.Unmake(mv)
		if c.Stopped() {
			return
		}
		if i == 0 || sign*child[e] > sign*v[e] || k.Tune.Ties > 0 && child[e] == v[e] && k.Tie.Replace() {
			*v = *child
			k.Best[ply] = i
		}
	}
	if tt {
		k.Table.Store(s.Hash(), d, ply, v)
	}
}
