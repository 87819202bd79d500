package search

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/ads"
)

// Unlimited is an opponent's branching factor without a cut (OPPS's l1 and l2 when infinite).
const Unlimited = math.MaxInt

// AlphaBeta is the one alpha-beta loop of the paranoid-style searchers (Paranoid, BRS, BRS+,
// OPPS, Threat-ADS): fail-soft alpha-beta on the root player's value (the player to move at the
// root maximises, every opponent minimises) over the static move ordering of package eval. A
// terminal node scores eval.Terminal before the depth test, a horizon leaf eval.Value; the best
// root move is the first in ordering order that reaches the best value.
//
// Every node is one ply of depth. A node where the root player is to move (a max node) has the
// root player's moves as children. What a min node's children are is what tells the searchers
// apart, and its fields say it:
//
//   - BestReply false (Paranoid, OPPS): the moves of the opponent to move.
//   - BestReply true (BRS): one opponent moves and the others pass. The node's children are, for
//     each opponent in turn order after the root player (or in the order of Threat), and each of
//     its moves, the state after the opponents before it pass, it moves, and the opponents after it
//     pass (not after a winning move). The whole min layer is one node and one ply.
//   - L1, L2, N1 (OPPS, Algorithm 1 of Baier & Kaisers): m counts, since the root player's last
//     move, the opponents' moves outside their first L2; an opponent's ordered moves are cut to
//     the first L2 when m == N1 and to the first L1 otherwise. Unlimited for both is no cut.
//     That is the default reading of Algorithm 1's line 16 (m' = m + 1 for a move outside the
//     first l2): at opponent nodes only. Line16Literal reads it literally, at every node: a
//     root-player move outside its first L2 also gives its child m = 1 (line 11 has just set m
//     to 0), so the opponents after it start with m = 1 (not 0).
//   - Threat (Threat-ADS, with BestReply): the root player's adaptive list of opponents. A min node
//     takes its opponents in the list's order (a snapshot taken at the node) and, if Learn, then
//     queries the list with the opponent of the first move that reached the node's value.
//
// Prune false gives the unpruned twin: the same tree in the same order without cutoffs.
//
// Moves come from one eval.Picker per ply, best first and lazily (a node cut after its first
// child neither lists nor sorts), except where Tune.Best or OppOrder order them otherwise. At a
// node one ply above the horizon under the default evaluation, with no child terminal
// (State.WinInOne false), the children after the first are not sorted (Picker.Rest): eval.Value
// of a child is monotone in its move's gain (non-decreasing for the root player's moves,
// non-increasing for an opponent's, through the distance sums alone), so the first child, of
// largest gain, is the best for the mover, and if it did not cut, no later child can cut or
// change the node's value (a BRS node: within each opponent's moves). Only the order in which
// those leaves are entered differs; what is counted and returned does not. Not at the root,
// where ties choose the move.
//
// AlphaBeta is a DepthSearcher for Run, with its own Ctl and Orderer. It owns per-ply move
// buffers (64 KB) and the pickers' destination sets per ply and mover (458 KB): about 535 KB in
// all (unsafe.Sizeof(AlphaBeta{}) on 64-bit platforms, 534,760 B when this was written;
// TestKernelSize keeps the figure within 2%), so a search allocates nothing per node.
type AlphaBeta struct {
	Ctl       Ctl
	Ord       eval.Orderer
	Prune     bool
	BestReply bool
	N1        int
	L1, L2    int
	// Line16Literal applies line 16 of OPPS's Algorithm 1 at the root player's nodes too (see
	// above); false is the default, sound reading.
	Line16Literal bool
	Threat        *ads.List
	Learn         bool
	// Tune applies Franks' options (evaluation, best-x children, tie randomisation; see Tuning).
	// Ties matter only at the root, where they choose among equally valued moves: there every
	// child after the first is searched with alpha lowered by one, so a value equal to the best
	// is exact, and it replaces the best move with probability Tune.Ties.
	Tune Tuning
	Tie  Tie
	// OppOrder orders the opponents' moves at min nodes (the root player's moves keep the static
	// ordering): OrderStatic (the default), or one of the alternatives the Threat-ADS experiments
	// compare (see OppOrder).
	OppOrder OppOrder

	hist *[game.MaxPlayers][128][128]int32 // OrderHistory's counters, made on first use

	// sortAll turns Picker.Rest off: every node's children in static ordering, the reference
	// the tests hold the unsorted rest against (export_test.go).
	sortAll bool

	root  int       // the root player of the search under way
	best  game.Move // the best root move of the iteration under way
	moves [MaxPly][game.MaxMoves]game.Move
	pick  [MaxPly]eval.Picker                    // each node's moves, best first
	tops  [MaxPly][game.MaxPlayers]game.TopCache // the pickers' destination sets per ply and mover
}

// SearchDepth implements DepthSearcher: the root player is the player to move in s.
func (k *AlphaBeta) SearchDepth(s *game.State, d int) (game.Move, Value) {
	k.root, k.best = s.ToMove, game.Pass
	if k.OppOrder == OrderHistory {
		if k.hist == nil {
			k.hist = new([game.MaxPlayers][128][128]int32)
		}
		*k.hist = [game.MaxPlayers][128][128]int32{}
	}
	v := k.node(s, d, 0, 0, -Inf, Inf)
	return k.best, Scalar(v)
}

// node returns the value of s searched to depth d at ply ply; m is OPPS's counter.
func (k *AlphaBeta) node(s *game.State, d, ply, m int, alpha, beta int64) int64 {
	c := &k.Ctl
	if !c.Enter() {
		return 0
	}
	if s.Winner >= 0 {
		c.Stats.Leaves++
		if k.Tune.Eval != eval.Default {
			return k.Tune.Eval.Of(s, k.root, ply)
		}
		return eval.Terminal(s, k.root)
	}
	if d == 0 {
		c.Stats.Leaves++
		c.Stats.Evals++
		if k.Tune.Eval != eval.Default {
			return k.Tune.Eval.Of(s, k.root, ply)
		}
		return eval.Value(s, k.root)
	}
	if s.ToMove != k.root {
		// A min node (see AlphaBeta), written here rather than in a function of its own: a
		// call per min node costs Paranoid about 5% of its time per node.
		players := s.Players
		var order [ads.MaxLen]uint8 // the opponents whose moves are children, in the order tried
		order[0] = uint8(s.ToMove)
		n := 1
		if k.BestReply {
			n = players - 1
			if k.Threat != nil {
				for i := range n { // a snapshot: the min nodes below query the same list
					order[i] = uint8(k.Threat.At(i))
				}
			} else {
				for i := range n {
					order[i] = uint8((k.root + 1 + i) % players)
				}
			}
		}
		limit := k.L1
		if m == k.N1 {
			limit = k.L2
		}
		rest := d == 1 && limit == Unlimited && k.Tune.Eval == eval.Default && !k.sortAll
		best := int64(Inf)
		bestOpp := -1
		pk := &k.pick[ply]
		for g := range n {
			opp := int(order[g])
			pre, post := 0, 0 // passes before and after opp's move
			if k.BestReply {
				pre = (opp - s.ToMove + players) % players
				post = (k.root - opp - 1 + players) % players
			}
			for range pre {
				s.Make(game.Pass)
			}
			if k.OppOrder == OrderStatic && k.Tune.Best == 0 {
				// Static ordering, lazily (eval.Picker): the destination sets are kept per ply
				// and mover, and a node cut early neither lists nor sorts.
				pk.Start(s, &k.tops[ply][opp], &k.Ord, k.moves[ply][:0], limit)
			} else {
				moves := s.Moves(k.moves[ply][:0])
				switch {
				case len(moves) == 1:
				case k.Tune.Best > 0:
					moves = k.Ord.Best(s, moves, k.Tune.Eval, ply, k.Tune.Best)
				default:
					k.orderOpp(s, moves, ply)
				}
				pk.Use(moves[:min(limit, len(moves))])
			}
			cut := false
			for i := 0; ; i++ {
				mv := pk.Move(i)
				if mv == eval.End {
					break
				}
				m1 := m
				if i >= k.L2 {
					m1++
				}
				s.Make(mv)
				after := 0
				if post > 0 && s.Winner < 0 {
					for ; after < post; after++ {
						s.Make(game.Pass)
					}
				}
				v := k.node(s, d-1, ply+1, m1, alpha, beta)
				for ; after > 0; after-- {
					s.Unmake(game.Pass)
				}
				s.Unmake(mv)
				if c.Stopped() {
					for range pre {
						s.Unmake(game.Pass)
					}
					return 0
				}
				if v < best {
					best, bestOpp = v, opp
					if v < beta {
						beta = v
					}
				}
				if k.Prune && alpha >= beta {
					if pk.Has(i+1) || g < n-1 {
						c.Stats.Cutoffs++
					}
					if k.hist != nil && !mv.IsPass() {
						k.hist[opp][mv.From&127][mv.To&127] += int32(d * d)
					}
					cut = true
					break
				}
				if i == 0 && rest && !s.WinInOne() {
					pk.Rest()
				}
			}
			for range pre {
				s.Unmake(game.Pass)
			}
			if cut {
				break
			}
		}
		if k.Threat != nil && k.Learn && bestOpp >= 0 {
			k.Threat.Query(bestOpp)
		}
		return best
	}
	pk := &k.pick[ply]
	// Written out here and in Vector.Node rather than in a helper: one would not inline, and a call
	// per node costs the searchers about 5% of their time per node.
	if k.Tune.Best > 0 {
		pk.Use(k.Ord.Best(s, s.Moves(k.moves[ply][:0]), k.Tune.Eval, ply, k.Tune.Best))
	} else {
		pk.Start(s, &k.tops[ply][s.ToMove], &k.Ord, k.moves[ply][:0], Unlimited)
	}
	ties := ply == 0 && k.Tune.Ties > 0
	rest := d == 1 && ply > 0 && k.Tune.Eval == eval.Default && !k.sortAll
	best := int64(-Inf)
	for i := 0; ; i++ {
		mv := pk.Move(i)
		if mv == eval.End {
			break
		}
		m0 := 0 // line 11; line 16 read literally also counts the root player's moves
		if k.Line16Literal && i >= k.L2 {
			m0 = 1
		}
		a := alpha
		if ties && i > 0 {
			a = alpha - 1 // alpha > -Inf here: the first child has set it
		}
		s.Make(mv)
		v := k.node(s, d-1, ply+1, m0, a, beta)
		s.Unmake(mv)
		if c.Stopped() {
			return 0
		}
		if ties && i > 0 && v == best && k.Tie.Replace() {
			k.best = mv
		}
		if v > best {
			best = v
			if ply == 0 {
				k.best = mv
			}
			if v > alpha {
				alpha = v
			}
		}
		if k.Prune && alpha >= beta {
			if pk.Has(i + 1) {
				c.Stats.Cutoffs++
			}
			break
		}
		if i == 0 && rest && !s.WinInOne() {
			pk.Rest()
		}
	}
	return best
}

// OppOrder is how a min node orders an opponent's moves.
type OppOrder uint8

const (
	OrderStatic  OppOrder = iota // the static ordering of package eval (RULES.md)
	OrderNone                    // generation order: ascending (from, to) in cell order
	OrderRandom                  // a shuffle seeded by the position's key and the ply: the same on every run
	OrderHistory                 // the history heuristic: moves that caused cutoffs for that opponent earlier in the search (weighted by depth²) first, ties in generation order; cleared per iteration
)

var oppOrderNames = [...]string{"static", "none", "random", "history"}

func (o OppOrder) String() string {
	if int(o) < len(oppOrderNames) {
		return oppOrderNames[o]
	}
	return "OppOrder(" + strconv.Itoa(int(o)) + ")"
}

// ParseOppOrder reads static, none, random or history.
func ParseOppOrder(s string) (OppOrder, bool) {
	for i, n := range oppOrderNames {
		if n == s {
			return OppOrder(i), true
		}
	}
	return 0, false
}

// orderOpp orders moves (the opponent to move in s, in generation order) by k.OppOrder.
func (k *AlphaBeta) orderOpp(s *game.State, moves []game.Move, ply int) {
	switch k.OppOrder {
	case OrderRandom:
		var pcg rand.PCG
		pcg.Seed(s.Key, uint64(ply))
		for i := len(moves) - 1; i > 0; i-- {
			j := int(pcg.Uint64() % uint64(i+1))
			moves[i], moves[j] = moves[j], moves[i]
		}
	case OrderHistory:
		h := &k.hist[s.ToMove]
		slices.SortStableFunc(moves, func(a, b game.Move) int {
			return cmp.Compare(h[b.From&127][b.To&127], h[a.From&127][a.To&127])
		})
	}
}
