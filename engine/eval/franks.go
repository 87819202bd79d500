package eval

import (
	"fmt"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
)

// Eval names an evaluation a searcher can be given (spec key eval=): Default, docs/rules.md's heuristic
// above, or one of the three heuristics of Franks' thesis (§5.2.2.1, "Multiplayer Search
// Algorithms and Strategies", Carleton 2011). Franks' heuristics are not normalised: a value is a
// count of distance units (and hops), so searchers whose correctness relies on Default's bounds
// (the max^n pruning variants) do not take them.
//
// Every line below implements a sentence of §5.2.2.1; the readings the thesis leaves open are
// marked "Reading".
//
//   - "There are three heuristics that have been implemented which are all based off the distance
//     to the goal positions corner": progress_p = Pieces*MaxDist - Dist_p, the distance units a
//     player's pieces have covered towards the apex of its goal corner (the same quantity Default
//     normalises), so larger is better as for every evaluation here.
//   - Franks1, "the search algorithms can update the heuristic with a number of moves until the
//     game is won, which increases the value assigned to the heuristic ... the fewer moves the
//     greater the value": at a won position the winner scores Win - ply, ply being the plies
//     between the searched root and the win. Reading: Win (= S) exceeds every progress, so any
//     win found beats any non-terminal value, and a sooner win beats a later one; the other
//     players keep their progress (the thesis gives them nothing else).
//   - Franks2, "takes into account the value calculated using the first heuristic for opponents
//     as well. The return value is limited to a minimum of 0": max(0, f1_p - max_{q != p} f1_q).
//     Reading: "the opponents'" value is the best of them, not their sum; with the sum, every
//     player would score 0 at every position of an even game of three or more, while the thesis'
//     "defeatist attitude" arises only "if the player is not close to winning and their opponent
//     is".
//   - Franks3, "also factors in the number of hops available for each piece. Only hops that move
//     the piece closer to the goal area contribute ... all hops are examined ... not just [over]
//     one's own pieces": f1_p plus the number of single hops (over an adjacent piece of any
//     player onto an empty cell) by p's pieces that reduce that piece's distance to the goal
//     apex. Reading: a hop counts 1 (a count, "the number of hops"), and only single hops count,
//     not chains; at a won position the winner's value is f1's (the game is over, no hop is
//     available).
type Eval uint8

const (
	Default Eval = iota // docs/rules.md: progress shares of S (Heuristic, Value)
	Franks1             // progress, and Win - ply for the winner
	Franks2             // Franks1 minus the best opponent's Franks1, floored at 0
	Franks3             // Franks1 plus forward hops available
)

// Win is a winner's value under Franks' heuristics before the ply is subtracted. It exceeds every
// non-terminal value (progress is at most Pieces*MaxDist <= 160, plus at most 6 hops per piece).
const Win = S

var evalNames = [...]string{"default", "franks1", "franks2", "franks3"}

func (e Eval) String() string {
	if int(e) < len(evalNames) {
		return evalNames[e]
	}
	return fmt.Sprintf("Eval(%d)", e)
}

// ParseEval reads an evaluation name: default, franks1, franks2 or franks3.
func ParseEval(s string) (Eval, error) {
	for i, n := range evalNames {
		if s == n {
			return Eval(i), nil
		}
	}
	return 0, fmt.Errorf("eval: unknown evaluation %q (want default, franks1, franks2 or franks3)", s)
}

// Vector writes e's value of s for every player into h (entries at and beyond s.Players are 0);
// ply is the number of plies from the searched root to s, which only Franks' heuristics read (a
// sooner win scores more).
func (e Eval) Vector(s *game.State, ply int, h *[game.MaxPlayers]int64) {
	if e == Default {
		Heuristic(s, h)
		return
	}
	*h = [game.MaxPlayers]int64{}
	for p := range s.Players {
		h[p] = franks1(s, p, ply)
	}
	switch e {
	case Franks2:
		f1 := *h
		for p := range s.Players {
			var opp int64
			for q := range s.Players {
				if q != p {
					opp = max(opp, f1[q])
				}
			}
			h[p] = max(0, f1[p]-opp)
		}
	case Franks3:
		if s.Winner < 0 {
			for p := range s.Players {
				h[p] += int64(ForwardHops(s, p))
			}
		}
	}
}

// Of returns entry p of Vector(s, ply): for Default, Value (or Terminal at a won position).
func (e Eval) Of(s *game.State, p, ply int) int64 {
	switch e {
	case Default:
		if s.Winner >= 0 {
			return Terminal(s, p)
		}
		return Value(s, p)
	case Franks1:
		return franks1(s, p, ply)
	case Franks3:
		v := franks1(s, p, ply)
		if s.Winner < 0 {
			v += int64(ForwardHops(s, p))
		}
		return v
	}
	var h [game.MaxPlayers]int64
	e.Vector(s, ply, &h)
	return h[p]
}

// franks1 is Franks' first heuristic for player p at s, ply plies below the root.
func franks1(s *game.State, p, ply int) int64 {
	if s.Winner == p {
		return Win - int64(ply)
	}
	return int64(s.Geo.Pieces*s.Geo.MaxDist - s.Dist[p])
}

// ForwardHops counts the single hops of p's pieces at s that end closer to p's goal apex than they
// start: over an adjacent piece of any player, onto an empty cell.
func ForwardHops(s *game.State, p int) int {
	g := s.Geo
	d := GoalDist(s, p)
	n := 0
	for b := s.Pieces[p]; !b.IsZero(); {
		f := b.PopLowest()
		for dir, over := range g.Step[f] {
			land := g.Jump[f][dir]
			if over == board.NoBit || land == board.NoBit || !s.Occ.Has(over) || s.Occ.Has(land) {
				continue
			}
			if d[land] < d[f] {
				n++
			}
		}
	}
	return n
}
