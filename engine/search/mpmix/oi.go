package mpmix

import (
	"context"
	"fmt"
	"github.com/cctree/cctree/engine/internal/pick"
	"math/rand/v2"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search"
)

// Eval selects the evaluation OpponentImpact compares.
type Eval uint8

const (
	EvalShare    Eval = iota // eval.Heuristic: progress normalised to sum to eval.S
	EvalProgress             // raw progress Pieces*MaxDist - Dist
)

func (e Eval) String() string {
	if e == EvalProgress {
		return "progress"
	}
	return "share"
}

// ParseEval reads "share" or "progress".
func ParseEval(s string) (Eval, error) {
	switch s {
	case "share":
		return EvalShare, nil
	case "progress":
		return EvalProgress, nil
	}
	return 0, fmt.Errorf("unknown evaluation %q (want share or progress)", s)
}

// OI is an Opponent Impact estimate over a sample of states.
type OI struct {
	States      int // states sampled
	Influential int // states influential for at least one opponent of the player to move
	Pairs       int // (state, opponent) pairs
	PairsInfl   int // pairs in which the player to move can change the opponent's value
}

// Factor is Influential/States, the paper's OI (0 for no states).
func (o OI) Factor() float64 {
	if o.States == 0 {
		return 0
	}
	return float64(o.Influential) / float64(o.States)
}

// PairFactor is PairsInfl/Pairs: the chance that the player to move can change a given opponent's
// value (a finer measure than the paper's; 0 for no pairs).
func (o OI) PairFactor() float64 {
	if o.Pairs == 0 {
		return 0
	}
	return float64(o.PairsInfl) / float64(o.Pairs)
}

// MaxOIDepth bounds the depth of OpponentImpact.
const MaxOIDepth = game.MaxDepth - 1

// OpponentImpactOf estimates the Opponent Impact factor (the MP-Mix paper, §5) of any game on
// states at depth >= 1 with evaluation ev; OpponentImpact is its Chinese Checkers instance, and a
// game of gamekit takes it with gamekit.Plies as Src (cctree oi -game). Terminal states are skipped (not counted). It leaves every state
// as it found it; it returns ctx's error if ctx is done before the end.
//
// Definition 5.1 calls a state influential for player A (to move) with respect to player B if
// some action of A reduces B's heuristic evaluation; Definition 5.2 sets OI = |influential
// states| / |states|. The paper estimates it on sampled states by this procedure, which
// OpponentImpact follows: in a sampled state, for every opponent B of the player to move A (the
// "target opponents") and every legal move α of A, evaluate B after α; the state is influential
// if, for at least one B, A's moves give at least two different values of B (so some move of A
// reduces B's value compared with another of A's moves). OI is the fraction of influential
// states. The paper measured it "for each search depth" without saying more; here the value of B
// after α at depth D is B's entry of the max^n value of the child searched to depth D-1 (D = 1:
// the evaluation of the child itself), max^n being MP-Mix's default strategy.
//
// Two evaluations are offered, because the choice decides the answer in Chinese Checkers:
//
//   - EvalShare, the project's default (eval.Heuristic): B's share of the total progress. Any
//     move of A that changes A's own progress changes the total and therefore every B's share, so
//     at depth 1 nearly every state is influential without A touching B at all.
//   - EvalProgress: B's own progress, Pieces*MaxDist - Dist_B (terminal states alike). A move of
//     A never moves B's pieces, so at depth 1 OI is exactly 0 (Bingo-like); from depth 2 on, A
//     influences B through B's replies: blocking a step or a jump, or offering a piece to jump over.
//
// A pass is A's only move when it has no other; then there is one value per B and the state is
// not influential. Terminal states have no moves and are never sampled.
//
// At depth D only the D-1 players after A move below A's move, so only they can be influenced
// with EvalProgress: PairFactor is at most min(D-1, players-1)/(players-1).
//
// On a game other than Chinese Checkers B's value is the game's own evaluation (its Vector, the
// evaluation its game spec selects: hearts(eval=mpmix) for the paper's Hearts heuristic);
// EvalProgress scores what the game's Source.TunedVector gives for it (a game without a raw
// progress measure: its default vector, so the same as EvalShare).
func OpponentImpactOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}](ctx context.Context, states []S, depth int, ev Eval) (OI, error) {
	var r OI
	if depth < 1 || depth > MaxOIDepth {
		return r, fmt.Errorf("oi: depth %d out of range 1 to %d", depth, MaxOIDepth)
	}
	// Plain max^n (Offensive false) to depth-1 below each of A's moves, at ply 1. The kernel
	// holds per-ply move buffers (MaxPly of MaxMoves moves): on the heap, once per call.
	o := &search.VectorOf[S, M, P, Src, PSrc]{Progress: ev == EvalProgress}
	o.Ctl.Start(ctx, 0)
	buf := make([]M, 0, gamekit.MaxMoves)
	for _, s := range states {
		if err := ctx.Err(); err != nil {
			return r, err
		}
		if s.Terminal() {
			continue
		}
		a, k := s.Mover(), s.NumPlayers()
		moves := s.Moves(buf[:0])
		var first [gamekit.MaxPlayers]int64
		var differs [gamekit.MaxPlayers]bool
		for i, m := range moves {
			s.Make(m)
			o.Node(s, depth-1, 1)
			s.Unmake(m)
			if o.Ctl.Stopped() {
				return r, ctx.Err()
			}
			v := &o.Vals[1]
			if i == 0 {
				first = *v
				continue
			}
			for b := range k {
				if b != a && v[b] != first[b] {
					differs[b] = true
				}
			}
		}
		r.States++
		infl := false
		for b := range k {
			if b == a {
				continue
			}
			r.Pairs++
			if differs[b] {
				r.PairsInfl++
				infl = true
			}
		}
		if infl {
			r.Influential++
		}
	}
	return r, nil
}

// OpponentImpact is OpponentImpactOf for Chinese Checkers (its positions, moves and evaluation
// source pick.Picks): the Chinese Checkers measure of cctree oi and the opponent-impact report.
func OpponentImpact(ctx context.Context, states []*game.State, depth int, ev Eval) (OI, error) {
	return OpponentImpactOf[*game.State, game.Move, *pick.Pick, pick.Picks](ctx, states, depth, ev)
}

// SampleStatesOf is SampleStates for a game of gamekit: n non-terminal states, each a start drawn
// uniformly at random (cloned by clone, so starts are left as they are), followed by a number of
// plies drawn uniformly from 0 to maxPlies in which every player picks uniformly among its three
// best moves in the game's static ordering (Order). Draws that end on a terminal state are drawn
// again (up to 100*n draws in all). The same rng state gives the same states.
func SampleStatesOf[S gamekit.Evaluated[M], M comparable](rng *rand.Rand, starts []S, clone func(S) S, n, maxPlies int) []S {
	var out []S
	if len(starts) == 0 {
		return out
	}
	buf := make([]M, 0, gamekit.MaxMoves)
	for tries := 0; len(out) < n && tries < 100*n; tries++ {
		s := clone(starts[rng.IntN(len(starts))])
		for range rng.IntN(maxPlies + 1) {
			if s.Terminal() {
				break
			}
			moves := s.Moves(buf[:0])
			s.Order(moves)
			s.Make(moves[rng.IntN(min(3, len(moves)))])
		}
		if !s.Terminal() {
			out = append(out, s)
		}
	}
	return out
}

// SampleStates returns n non-terminal states sampled from starts: each is a start drawn uniformly
// at random, followed by a number of plies drawn uniformly from 0 to maxPlies in which every
// player picks uniformly among its three best moves in static ordering (pieces advance as in
// play, as in searchtest.Midgame). Draws that end on a terminal state are drawn again (up to
// 100*n draws in all). The same rng state gives the same states.
func SampleStates(rng *rand.Rand, starts []*game.State, n, maxPlies int) []*game.State {
	var out []*game.State
	if len(starts) == 0 {
		return out
	}
	for tries := 0; len(out) < n && tries < 100*n; tries++ {
		s := new(game.State)
		*s = *starts[rng.IntN(len(starts))]
		eval.PlayTop(s, rng.IntN(maxPlies+1), 3, rng.IntN)
		if !s.Terminal() {
			out = append(out, s)
		}
	}
	return out
}
