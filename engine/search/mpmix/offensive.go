// Package mpmix is the Directed Offensive search strategy and the MP-Mix algorithm of Zuckerman,
// Felner & Kraus ("Mixing Search Strategies for Multi-Player Games"), and their Opponent Impact
// factor (§5).
//
// # Offensive
//
// offensive(target=K) is the paper's Directed Offensive strategy (§2, Fig. 1): the player to move
// at the root (the root player) picks, at each of its own nodes (the root and its nodes deeper
// in the tree), the child whose value vector has the lowest entry for the target; every other
// player, the target included, picks the child that maximises its own entry, as in max^n. Values
// are max^n vectors of the default evaluation (eval.Heuristic), so Result.Value has one entry per
// player: the vector of the principal leaf. A terminal node scores eval.S for the winner and 0
// for the others, before the depth test.
//
// Ties go to the first child in static ordering order at every node: a later child replaces the
// current one only with a strictly smaller target entry (root player's nodes) or a strictly
// larger own entry (everybody else's). The root move is the root player's choice by that rule.
//
// offensive (no target) chooses the target before each search: the leader by heuristic value at
// the root among the root player's opponents (the largest eval.Heuristic entry); ties go to the
// opponent that comes first in turn order after the root player. Result.Strategy reports the
// target actually attacked, as "offensive(target=K)".
//
// The target K must be an opponent of the root player (0 <= K < players, K != root player).
// The registry rejects K >= 6 when it parses the spec; the rest depends on the game, so
// Validate reports it and cctree search refuses to search. Search itself never fails: with an
// invalid target it attacks the leader, as offensive does, and says so in Result.Strategy.
//
// The Offensive strategy prunes nothing (the root player's entry and the target's entry are
// different coordinates, so neither alpha-beta nor Korf's shallow pruning applies as stated), so it
// needs no unpruned twin: its NC is perft(0)+...+perft(d) when no terminal position lies within d
// plies.
//
// # MP-Mix
//
// See MPMix.
//
// # Opponent Impact
//
// See OpponentImpactOf (OpponentImpact for Chinese Checkers): the paper's estimation procedure (a
// state is influential if the player to move can give some opponent two different values), over
// any game of gamekit with the game's own evaluation; on Chinese Checkers with the project's
// normalised evaluation (share) or raw progress.
package mpmix

import (
	"context"
	"fmt"
	"strconv"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search"
)

//go:generate go run gen.go

// AutoTarget as an Offensive target means "the leader among the root player's opponents".
const AutoTarget = -1

// OffensiveOf is a Directed Offensive searcher of any game: the vector kernel of package search
// with the root player minimising the target's entry (search.VectorOf.Offensive). Chinese
// Checkers' instance is generated from this source as Offensive (gen.go). Make one with
// NewOffensiveOf (NewOffensive) and reuse it: the kernel owns its per-ply buffers, so a search
// allocates nothing per node.
type OffensiveOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}] struct {
	target int // AutoTarget or a player index
	v      search.VectorOf[S, M, P, Src, PSrc]
}

// NewOffensiveOf returns an Offensive searcher attacking player target, or the leader among the
// root player's opponents if target is AutoTarget.
func NewOffensiveOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}](target int) *OffensiveOf[S, M, P, Src, PSrc] {
	return &OffensiveOf[S, M, P, Src, PSrc]{target: target}
}

// Name returns the canonical spec, its OffensiveConfig's String().
func (o *OffensiveOf[S, M, P, Src, PSrc]) Name() string {
	return OffensiveConfig{Target: o.target}.String()
}

// OffensiveConfig is a Directed Offensive searcher's configuration, what a spec of the family
// means (spec.Config).
type OffensiveConfig struct {
	Target int // AutoTarget or a player index
}

// String returns "offensive" or "offensive(target=K)".
func (c OffensiveConfig) String() string {
	if c.Target == AutoTarget {
		return "offensive"
	}
	return "offensive(target=" + strconv.Itoa(c.Target) + ")"
}

// New returns a new Offensive searcher of c.
func (c OffensiveConfig) New() search.Searcher { return NewOffensive(c.Target) }

// Reset does nothing: Offensive keeps nothing between searches.
func (o *OffensiveOf[S, M, P, Src, PSrc]) Reset() {}

// Validate reports an error if the fixed target is not an opponent of the player to move in s.
func (o *OffensiveOf[S, M, P, Src, PSrc]) Validate(s S) error {
	if o.target == AutoTarget {
		return nil
	}
	return validTarget(s.NumPlayers(), s.Mover(), o.target)
}

func validTarget(players, mover, t int) error {
	switch {
	case t < 0 || t >= players:
		return fmt.Errorf("offensive: target %d is not a player of this %d-player game (want 0 to %d)", t, players, players-1)
	case t == mover:
		return fmt.Errorf("offensive: target %d is the player to move; the target must be an opponent", t)
	}
	return nil
}

// Leader returns the opponent of the player to move with the largest heuristic value in s
// (eval.Heuristic), ties to the first in turn order after the player to move.
func Leader(s *game.State) int {
	var h [game.MaxPlayers]int64
	eval.Heuristic(s, &h)
	return leader(&h, s.Players, s.ToMove, func(int) bool { return true })
}

// leader is the opponent of mover still in the game with the largest entry of h, ties to the
// first in turn order after mover; -1 if there is none.
func leader(h *[gamekit.MaxPlayers]int64, players, mover int, inGame func(int) bool) int {
	best := -1
	for i := 1; i < players; i++ {
		p := (mover + i) % players
		if inGame(p) && (best < 0 || h[p] > h[best]) {
			best = p
		}
	}
	return best
}

// Leader returns the opponent of the player to move in s with the largest value under the
// game's default evaluation, ties to the first in turn order after the player to move.
func (o *OffensiveOf[S, M, P, Src, PSrc]) Leader(s S) int {
	var h [gamekit.MaxPlayers]int64
	PSrc(&o.v.Source).Vector(s, &h)
	return leader(&h, s.NumPlayers(), s.Mover(), s.InGame)
}

// Search searches s for the player to move. Result.Value has one entry per player and
// Result.Strategy names the target attacked.
func (o *OffensiveOf[S, M, P, Src, PSrc]) Search(ctx context.Context, s S, lim search.Limits) search.ResultOf[M] {
	t := o.target
	if t == AutoTarget || validTarget(s.NumPlayers(), s.Mover(), t) != nil {
		t = o.Leader(s)
	}
	r := o.searchTarget(ctx, s, lim, t)
	r.Strategy = strategyName(t)
	return r
}

// strategyNames avoids formatting (and allocating) the strategy per search.
var strategyNames = [game.MaxPlayers]string{
	"offensive(target=0)", "offensive(target=1)", "offensive(target=2)",
	"offensive(target=3)", "offensive(target=4)", "offensive(target=5)",
}

func strategyName(t int) string {
	if t < 0 || t >= len(strategyNames) {
		return "offensive(target=none)"
	}
	return strategyNames[t]
}

// searchTarget searches s attacking target t, an opponent of the player to move.
func (o *OffensiveOf[S, M, P, Src, PSrc]) searchTarget(ctx context.Context, s S, lim search.Limits, t int) search.ResultOf[M] {
	o.v.Offensive, o.v.Target = true, t
	return o.v.Search(ctx, s, lim)
}
