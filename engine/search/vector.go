package search

import (
	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
)

// Vector is the one max^n vector loop: plain max^n (package maxn, whose pruning variants use its
// leaf and buffers), Directed Offensive and the Opponent Impact sampler (package mpmix). Every
// node's value is a vector with one entry per player; a terminal node or a horizon leaf is scored
// by Leaf; at any other node each player picks the child that maximises its own entry, ties to
// the first child in static ordering order (a later child replaces it only when strictly better).
//
// Its fields say how the searchers differ:
//
//   - Offensive (Directed Offensive): at the root player's nodes (the player to move at the root)
//     the child with the lowest Target entry wins instead, ties to the first.
//   - Progress (the Opponent Impact sampler's EvalProgress): leaves score each player's raw
//     progress, Pieces*MaxDist - Dist, terminal or not, instead of eval.Heuristic.
//
// Vector is a DepthSearcher for Run, with its own Ctl and Orderer. It owns per-ply buffers, so a
// search allocates nothing per node.
type Vector struct {
	Ctl       Ctl
	Ord       eval.Orderer
	Offensive bool
	Target    int
	Progress  bool
	// Tune applies Franks' options (plain max^n only): leaves scored by Tune.Eval, the best
	// Tune.Best children, and a child whose entry equals the best so far replacing it with
	// probability Tune.Ties (at every node: the vectors differ in the other entries).
	Tune Tuning
	Tie  Tie

	// Per ply, for the node at that ply on the current path: its value (Vals), the index in
	// Moves of the child that value came from (Best), and its ordered moves.
	Vals  [MaxPly + 1][game.MaxPlayers]int64
	Best  [MaxPly]int
	Moves [MaxPly][game.MaxMoves]game.Move

	root int // the root player of the search under way
}

// SearchDepth implements DepthSearcher: the root player is the player to move in s, and the
// value has one entry per player.
func (k *Vector) SearchDepth(s *game.State, d int) (game.Move, Value) {
	k.root = s.ToMove
	k.Node(s, d, 0)
	best := game.Pass
	if s.Winner < 0 && d > 0 {
		best = k.Moves[0][k.Best[0]]
	}
	return best, Value{Vec: k.Vals[0], N: s.Players}
}

// Leaf counts s as a leaf (an evaluation too unless it is terminal) and scores it into Vals[ply].
func (k *Vector) Leaf(s *game.State, ply int) {
	c := &k.Ctl
	c.Stats.Leaves++
	if s.Winner < 0 {
		c.Stats.Evals++
	}
	if k.Progress {
		k.progress(s, ply)
		return
	}
	k.Tune.Eval.Vector(s, ply, &k.Vals[ply])
}

// progress scores each player's raw progress, Pieces*MaxDist - Dist, into Vals[ply].
func (k *Vector) progress(s *game.State, ply int) {
	v := &k.Vals[ply]
	*v = [game.MaxPlayers]int64{}
	dmax := int64(s.Geo.Pieces * s.Geo.MaxDist)
	for p := range s.Players {
		v[p] = dmax - int64(s.Dist[p])
	}
}

// Node leaves in Vals[ply] the value of s searched to depth d at ply ply, and in Best[ply] the
// index of the child it came from. When the Ctl stops the search it returns at once.
func (k *Vector) Node(s *game.State, d, ply int) {
	c := &k.Ctl
	if !c.Enter() {
		return
	}
	if s.Winner >= 0 || d == 0 {
		if k.Progress || k.Tune.Eval != eval.Default {
			k.Leaf(s, ply)
			return
		}
		// Leaf, written out for the heuristic: Leaf is over the inlining budget, and a call per
		// leaf costs max^n and Offensive about 5% of their time per node (benchstat, -count 15).
		c.Stats.Leaves++
		if s.Winner < 0 {
			c.Stats.Evals++
		}
		eval.Heuristic(s, &k.Vals[ply])
		return
	}
	moves := s.Moves(k.Moves[ply][:0])
	if k.Tune.Best > 0 {
		moves = k.Ord.Best(s, moves, k.Tune.Eval, ply, k.Tune.Best)
	} else {
		k.Ord.Order(s, moves)
	}
	e, sign := s.ToMove, int64(1) // the entry the mover maximises, times sign
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
}
