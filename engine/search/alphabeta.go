package search

//go:generate go run gen.go

import (
	"cmp"
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search/ads"
)

// Unlimited is an opponent's branching factor without a cut (OPPS's l1 and l2 when infinite).
const Unlimited = math.MaxInt

// ABOptions configure the alpha-beta kernel: what a paranoid-style family's spec means to it,
// the same on every game (see AlphaBetaOf for each field's meaning).
type ABOptions struct {
	Prune     bool
	BestReply bool
	N1        int
	L1, L2    int
	// Line16Literal applies line 16 of OPPS's Algorithm 1 at the root player's nodes too (see
	// AlphaBetaOf); false is the default, sound reading.
	Line16Literal bool
	Learn         bool
	// Tune applies Franks' options (evaluation, best-x children, tie randomisation; see Tuning).
	// Ties matter only at the root, where they choose among equally valued moves: there every
	// child after the first is searched with alpha lowered by one, so a value equal to the best
	// is exact, and it replaces the best move with probability Tune.Ties.
	Tune Tuning
	// OppOrder orders the opponents' moves at min nodes (the root player's moves keep the static
	// ordering): OrderStatic (the default), or one of the alternatives the Threat-ADS experiments
	// compare (see OppOrder).
	OppOrder OppOrder
	// TT is the transposition table's size in entries, a power of two >= 2 (ParseTT), or 0 for
	// none, the default: see "Transposition tables" in tt.go for what it stores and why values
	// stay those of the search without it.
	TT int
}

// Picker is a game's move source for one node of the alpha-beta kernel (gamekit.Ply is the
// plain one; Chinese Checkers has a lazy one, pick.Pick).
type Picker[S gamekit.State[M], M comparable] interface {
	// Move returns the move of index i, the zero M past the last; asked for i = 0, 1, ... in turn.
	Move(i int) M
	// Has reports whether there is a move of index i.
	Has(i int) bool
	// Rest may hand out the moves after the first in any order, where the game proves that their
	// order changes nothing at a node one ply above the horizon (see AlphaBetaOf); it may do nothing.
	Rest(s S)
	// Use hands out moves as they are (ordered otherwise).
	Use(moves []M)
}

// Source is what a game hands the alpha-beta kernel beside its rules: the picker of each ply,
// the leaf evaluation and Franks' best-x ordering (gamekit.Plies is the plain one, pick.Picks
// Chinese Checkers'). The kernel holds one by value (Src) and calls it through a pointer.
type Source[S gamekit.State[M], M comparable, P any] interface {
	// At returns the picker of ply ply.
	At(ply int) P
	// Start prepares p, the picker of a ply, to hand out the moves of mover (the player to move
	// in s) in static ordering, the first limit of them (limit >= 1), listing into buf (capacity
	// gamekit.MaxMoves) if it lists. (On Source, not Picker, so that a picker needs no pointer to
	// what its ply shares: setting one per node cost BRS 1% more instructions.)
	Start(p P, s S, mover int, buf []M, limit int)
	// Leaf is the value for player root of s, a horizon leaf or a terminal position, under the
	// game's default evaluation (kept small, so that it inlines).
	Leaf(s S, root int) int64
	// TunedLeaf is Leaf under evaluation e at ply ply (Franks' evaluations of Chinese Checkers;
	// a game with one evaluation returns its Leaf).
	TunedLeaf(s S, root, ply int, e uint8) int64
	// Best orders moves (the mover's, as Moves lists them) for Franks' best-x option and returns
	// the best n, best first.
	Best(s S, moves []M, e uint8, ply, n int) []M
	// Vector writes the value vector of s (a horizon leaf or a terminal position) under the
	// game's default evaluation into v: the max^n kernel's leaves.
	Vector(s S, v *[gamekit.MaxPlayers]int64)
	// TunedVector is Vector under evaluation e at ply ply: Franks' evaluations of Chinese
	// Checkers, or EvalProgress; a game with one evaluation writes its Vector.
	TunedVector(s S, ply int, e uint8, v *[gamekit.MaxPlayers]int64)
	// Order sorts moves (the mover's, as Moves lists them) into the static ordering.
	Order(s S, moves []M)
	// Bounds is what the game declares of its value vectors (max^n's pruning relies on it).
	Bounds(s S) gamekit.Bounds
}

// Horizon is what a Source may offer beside its methods (Chinese Checkers' pick.Picks does,
// gamekit.Plies does not): a node one ply above the horizon values its children from their moves
// without making them. The kernel asks for it once per search (a type assertion per node costs
// the runtime a lookup until its cache fills, a random count of times, which instruction counts
// would see) and uses it under the default evaluation; without it each child is made and scored
// with Leaf.
type Horizon[S gamekit.State[M], M comparable] interface {
	// Horizon prepares LeafAfter for the moves of the player to move in s (not terminal), valued
	// for player root.
	Horizon(s S, root int)
	// LeafAfter returns Leaf(root) of the position after m, a move of the player to move in s
	// (as Horizon prepared it), and true; or false, for a move whose child may be terminal, which
	// the kernel then makes. The value must be that of the position after m and any passes that
	// follow it (BRS's min layer), so passes may change no value.
	LeafAfter(s S, m M) (int64, bool)
}

// AlphaBetaOf is the one alpha-beta loop of the paranoid-style searchers (Paranoid, BRS, BRS+,
// OPPS, Threat-ADS), for any game: fail-soft alpha-beta on the root player's value (the player
// to move at the root maximises, every opponent minimises) over the game's static move ordering.
// A terminal node is scored (Picker.Leaf) before the depth test, a horizon leaf too; the best
// root move is the first in ordering order that reaches the best value. S is the game's
// position, M its move, P its picker and Src (with PSrc = *Src) the pickers of every ply.
// Chinese Checkers' instance is generated from this source as AlphaBeta (gen.go: the same code
// with the types written in, so that its calls inline); other games use this type.
//
// Every node is one ply of depth. A node where the root player is to move (a max node) has the
// root player's moves as children; any other node is a min node. The game says who moves after
// each move (Mover); nothing assumes a rotation. What a min node's children are is what tells the
// searchers apart, and the options say it:
//
//   - BestReply false (Paranoid, OPPS): the moves of the opponent to move.
//   - BestReply true (BRS): one opponent moves and the others pass. The node's children are, for
//     each opponent still in the game, in turn order after the root player (or in the order of
//     Threat), and each of its moves, the state after the players to move before it pass, it
//     moves, and the players after it pass until the root player is to move again (not after a
//     move that ends the game). The whole min layer is one node and one ply.
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
// Moves come from the ply's Picker, best first and lazily where the game's picker is lazy,
// except where Tune.Best or OppOrder order them otherwise. At a node one ply above the horizon
// under the default evaluation, the picker may leave the children after the first unsorted
// (Picker.Rest) where the game proves it changes nothing: Chinese Checkers does (pick.Pick.Rest:
// a leaf's value is monotone in its move's gain, so if the first child did not cut, no later one
// can, unless a child wins); only the order in which those leaves are entered differs. Not at the
// root, where ties choose the move.
//
// At those nodes a Source that implements Horizon values each child from its move alone: the
// child is entered (counted, one leaf, one evaluation) but not made. Node Count, values, moves
// and statistics are those of making it (TestHorizonChangesNothing); the make and unmake of
// Chinese Checkers are two calls over Go's inlining budget, most of a horizon leaf's cost.
type AlphaBetaOf[S gamekit.State[M], M comparable, P Picker[S, M], Src any, PSrc interface {
	*Src
	Source[S, M, P]
}] struct {
	ABOptions
	Ctl    Ctl
	Threat *ads.List
	Tie    Tie

	hist []int32 // OrderHistory's counters per player and MoveIndex, made on first use

	// sortAll turns Picker.Rest off: every node's children in static ordering, the reference
	// the tests hold the unsorted rest against (export_test.go).
	sortAll bool
	// plain turns Horizon off: every child made, the reference of the horizon's tests.
	plain bool
	// hz is the source as a Horizon if it is one and the search runs the default evaluation.
	hz Horizon[S, M]

	root  int // the root player of the search under way
	best  M   // the best root move of the iteration under way
	moves [MaxPly][gamekit.MaxMoves]M
	src   Src // the pickers of every ply

	tt abTable[M] // the transposition table (TT > 0), emptied at every Search
	// What a node with the table keeps per ply for its store (in the kernel, not in locals, so
	// that a search without a table carries none of it through the loop).
	ttNode [MaxPly]ttNode[M]
}

// Search searches s for the player to move under lim (see Run).
func (k *AlphaBetaOf[S, M, P, Src, PSrc]) Search(ctx context.Context, s S, lim Limits) ResultOf[M] {
	k.tt.start(k.TT, s.Mover())
	return RunOf(ctx, s, lim, &k.Ctl, k)
}

// First returns the first of the mover's moves in static ordering (s not terminal): Run's move
// when no iteration completed.
func (k *AlphaBetaOf[S, M, P, Src, PSrc]) First(s S) M {
	pk := PSrc(&k.src).At(0)
	PSrc(&k.src).Start(pk, s, s.Mover(), k.moves[0][:0], 1)
	return pk.Move(0)
}

// SearchDepth implements DepthSearcherOf: the root player is the player to move in s.
func (k *AlphaBetaOf[S, M, P, Src, PSrc]) SearchDepth(s S, d int) (M, Value) {
	k.root, k.best = s.Mover(), s.PassMove()
	k.hz = nil
	if h, ok := any(PSrc(&k.src)).(Horizon[S, M]); ok && k.Tune.Eval == 0 && !k.plain {
		k.hz = h
	}
	if k.OppOrder == OrderHistory {
		n := s.NumPlayers() * gamekit.MaxMoveIndex
		if len(k.hist) < n {
			k.hist = make([]int32, n)
		}
		clear(k.hist)
	}
	v := k.node(s, d, 0, 0, -Inf, Inf)
	return k.best, Scalar(v)
}

// node returns the value of s searched to depth d at ply ply; m is OPPS's counter.
func (k *AlphaBetaOf[S, M, P, Src, PSrc]) node(s S, d, ply, m int, alpha, beta int64) int64 {
	c := &k.Ctl
	if !c.Enter() {
		return 0
	}
	if s.Terminal() {
		c.Stats.Leaves++
		if k.Tune.Eval != 0 {
			return PSrc(&k.src).TunedLeaf(s, k.root, ply, uint8(k.Tune.Eval))
		}
		return PSrc(&k.src).Leaf(s, k.root)
	}
	if d == 0 {
		c.Stats.Leaves++
		c.Stats.Evals++
		if k.Tune.Eval != 0 {
			return PSrc(&k.src).TunedLeaf(s, k.root, ply, uint8(k.Tune.Eval))
		}
		return PSrc(&k.src).Leaf(s, k.root)
	}
	var end M
	// The transposition table (tt.go): a value stored at this depth and ply that answers the
	// window is the node's; a move stored at any depth is tried first.
	tt := k.tt.e != nil && ply > 0
	if tt {
		mc := 0
		if s.Mover() != k.root && m > 0 {
			mc = m
			if m > k.N1 {
				mc = k.N1 + 1
			}
		}
		tn := &k.ttNode[ply]
		tn.key = k.tt.key(s.Hash(), mc)
		hit, mv, opp, ok := k.tt.probe(tn.key, d, ply)
		if hit != nil && hit.cuts(alpha, beta) {
			return hit.value
		}
		var none M
		tn.move, tn.opp, tn.alpha, tn.beta, tn.best = none, noOpp, alpha, beta, none
		if ok {
			tn.move, tn.opp = mv, opp
		}
	}
	pk := PSrc(&k.src).At(ply)
	// One ply above the horizon: the children valued from their moves where the source can.
	hz := d == 1 && k.hz != nil
	if mover := s.Mover(); mover != k.root {
		// A min node (see AlphaBetaOf), written here rather than in a function of its own: a
		// call per min node costs Paranoid about 5% of its time per node.
		var order [ads.MaxLen]uint8 // the opponents whose moves are children, in the order tried
		order[0] = uint8(mover)
		n := 1
		players := s.NumPlayers()
		if k.BestReply {
			n = 0
			if k.Threat != nil {
				for i := range k.Threat.Len() { // a snapshot: the min nodes below query the same list
					if p := k.Threat.At(i); s.InGame(p) {
						order[n] = uint8(p)
						n++
					}
				}
			} else {
				for i := 1; i < players; i++ {
					if p := (k.root + i) % players; s.InGame(p) {
						order[n] = uint8(p)
						n++
					}
				}
				if tt {
					// The table's opponent first, the others in turn order (tt.go).
					k.ttNode[ply].first(order[:n])
				}
			}
		}
		limit := k.L1
		if m == k.N1 {
			limit = k.L2
		}
		rest := d == 1 && limit == Unlimited && k.Tune.Eval == 0 && !k.sortAll
		best := int64(Inf)
		bestOpp := -1
		pass := s.PassMove()
		for g := range n {
			opp := int(order[g])
			pre := 0 // passes before opp's move
			for s.Mover() != opp {
				if pre == players || s.Terminal() {
					break
				}
				s.Make(pass)
				pre++
			}
			if pre > 0 && (s.Mover() != opp || s.Terminal()) {
				// opp has no move here: a game that finds a player out only when its turn comes
				// (Focus) skipped it, or the passes ended the game. Such a terminal position is a
				// child (once: every later opponent's passes reach it too); a skipped opponent
				// gives none.
				stop := s.Terminal()
				if stop {
					if v := k.node(s, d-1, ply+1, m, alpha, beta); v < best {
						best = v
					}
				}
				for range pre {
					s.Unmake(pass)
				}
				if c.Stopped() {
					return 0
				}
				if stop {
					break
				}
				continue
			}
			rot := 0 // the table's move's index in the node's order, 0 if it is not moved first
			if tt && opp == k.ttNode[ply].opp && k.ttNode[ply].move != end {
				rot = k.ttFirst(s, pk, ply, limit, true, k.ttNode[ply].move)
			} else if k.OppOrder == OrderStatic && k.Tune.Best == 0 {
				// Static ordering, lazily where the game's picker is lazy: a node cut early
				// neither lists nor sorts.
				PSrc(&k.src).Start(pk, s, opp, k.moves[ply][:0], limit)
			} else {
				moves := s.Moves(k.moves[ply][:0])
				switch {
				case len(moves) == 1:
				case k.Tune.Best > 0:
					moves = PSrc(&k.src).Best(s, moves, uint8(k.Tune.Eval), ply, k.Tune.Best)
				default:
					k.orderOpp(s, moves, ply)
				}
				pk.Use(moves[:min(limit, len(moves))])
			}
			if hz {
				k.hz.Horizon(s, k.root)
			}
			cut := false
			for i := 0; ; i++ {
				mv := pk.Move(i)
				if mv == end {
					break
				}
				var v int64
				if hz {
					var ok bool
					if v, ok = k.hz.LeafAfter(s, mv); ok {
						if c.Enter() {
							c.Stats.Leaves++
							c.Stats.Evals++
						}
						goto valuedMin // past the child made: one test a child on a game without Horizon
					}
				}
				{
					m1, si := m, i
					if rot > 0 {
						si = moved(i, rot)
					}
					if si >= k.L2 {
						m1++
					}
					s.Make(mv)
					after := 0
					if k.BestReply {
						for !s.Terminal() && s.Mover() != k.root && s.InGame(k.root) && after < players {
							s.Make(pass)
							after++
						}
					}
					v = k.node(s, d-1, ply+1, m1, alpha, beta)
					for ; after > 0; after-- {
						s.Unmake(pass)
					}
					s.Unmake(mv)
				}
			valuedMin:
				if c.Stopped() {
					for range pre {
						s.Unmake(pass)
					}
					return 0
				}
				if v < best {
					best, bestOpp = v, opp
					if tt {
						k.ttNode[ply].best = mv
					}
					if v < beta {
						beta = v
					}
				}
				if k.Prune && alpha >= beta {
					if pk.Has(i+1) || g < n-1 {
						c.Stats.Cutoffs++
					}
					if k.hist != nil && mv != pass {
						k.hist[opp*gamekit.MaxMoveIndex+s.MoveIndex(mv)] += int32(d * d)
					}
					cut = true
					break
				}
				if i == 0 && rest {
					pk.Rest(s)
				}
			}
			for range pre {
				s.Unmake(pass)
			}
			if cut {
				break
			}
		}
		if best == Inf {
			// No opponent could move and the game goes on (a rule no game of cctree has): the
			// node is scored as a leaf rather than left at +Inf.
			best = PSrc(&k.src).Leaf(s, k.root)
		}
		if k.Threat != nil && k.Learn && bestOpp >= 0 {
			k.Threat.Query(bestOpp)
		}
		if tt {
			tn := &k.ttNode[ply]
			k.tt.store(tn.key, d, ply, best, bound(best, tn.alpha, tn.beta), tn.best, bestOpp)
		}
		return best
	}
	// Written out here rather than in a helper: one would not inline, and a call per node costs
	// the searchers about 5% of their time per node.
	rot := 0 // as at min nodes
	if tt && k.ttNode[ply].opp == noOpp && k.ttNode[ply].move != end {
		rot = k.ttFirst(s, pk, ply, Unlimited, false, k.ttNode[ply].move)
	} else if k.Tune.Best > 0 {
		pk.Use(PSrc(&k.src).Best(s, s.Moves(k.moves[ply][:0]), uint8(k.Tune.Eval), ply, k.Tune.Best))
	} else {
		PSrc(&k.src).Start(pk, s, k.root, k.moves[ply][:0], Unlimited)
	}
	if hz {
		k.hz.Horizon(s, k.root)
	}
	ties := ply == 0 && k.Tune.Ties > 0
	rest := d == 1 && ply > 0 && k.Tune.Eval == 0 && !k.sortAll
	best := int64(-Inf)
	for i := 0; ; i++ {
		mv := pk.Move(i)
		if mv == end {
			break
		}
		var v int64
		if hz {
			var ok bool
			if v, ok = k.hz.LeafAfter(s, mv); ok {
				if c.Enter() {
					c.Stats.Leaves++
					c.Stats.Evals++
				}
				goto valuedMax
			}
		}
		{
			m0 := 0 // line 11; line 16 read literally also counts the root player's moves
			if k.Line16Literal && (rot == 0 && i >= k.L2 || rot > 0 && moved(i, rot) >= k.L2) {
				m0 = 1
			}
			a := alpha
			if ties && i > 0 {
				a = alpha - 1 // alpha > -Inf here: the first child has set it
			}
			s.Make(mv)
			v = k.node(s, d-1, ply+1, m0, a, beta)
			s.Unmake(mv)
		}
	valuedMax:
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
			} else if tt {
				k.ttNode[ply].best = mv
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
		if i == 0 && rest {
			pk.Rest(s)
		}
	}
	if tt {
		tn := &k.ttNode[ply]
		k.tt.store(tn.key, d, ply, best, bound(best, tn.alpha, tn.beta), tn.best, noOpp)
	}
	return best
}

// ttFirst hands pk the moves of the player to move in s as the node orders them (static
// ordering, Franks' best-x, or at a min node the opponents' ordering), the first limit of them,
// with tm moved to the front if it is among them (so a move of a key collision is never made),
// and returns tm's index in that order (0 if it was first or absent).
func (k *AlphaBetaOf[S, M, P, Src, PSrc]) ttFirst(s S, pk P, ply, limit int, opp bool, tm M) int {
	moves := s.Moves(k.moves[ply][:0])
	switch {
	case len(moves) == 1:
	case k.Tune.Best > 0:
		moves = PSrc(&k.src).Best(s, moves, uint8(k.Tune.Eval), ply, k.Tune.Best)
	case opp && k.OppOrder != OrderStatic:
		k.orderOpp(s, moves, ply)
	default:
		PSrc(&k.src).Order(s, moves)
	}
	moves = moves[:min(limit, len(moves))]
	j := 0
	for i, mv := range moves {
		if mv == tm {
			j = i
			break
		}
	}
	if j > 0 {
		copy(moves[1:j+1], moves[:j])
		moves[0] = tm
	}
	pk.Use(moves)
	return j
}

// orderOpp orders moves (the opponent to move in s, in generation order) by k.OppOrder.
func (k *AlphaBetaOf[S, M, P, Src, PSrc]) orderOpp(s S, moves []M, ply int) {
	switch k.OppOrder {
	case OrderRandom:
		var pcg rand.PCG
		pcg.Seed(s.Hash(), uint64(ply))
		for i := len(moves) - 1; i > 0; i-- {
			j := int(pcg.Uint64() % uint64(i+1))
			moves[i], moves[j] = moves[j], moves[i]
		}
	case OrderHistory:
		h := k.hist[s.Mover()*gamekit.MaxMoveIndex:]
		slices.SortStableFunc(moves, func(a, b M) int {
			return cmp.Compare(h[s.MoveIndex(b)], h[s.MoveIndex(a)])
		})
	}
}

// OppOrder is how a min node orders an opponent's moves.
type OppOrder uint8

const (
	OrderStatic  OppOrder = iota // the game's static ordering
	OrderNone                    // generation order (Chinese Checkers: ascending (from, to) in cell order)
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
