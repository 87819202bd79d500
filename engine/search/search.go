// Package search is the shared vocabulary of the searchers: the Searcher interface, Limits,
// Result and Value, the node counter with its abort checks (Ctl), and the driver (Run) that
// decides between a direct fixed-depth search and iterative deepening. It also holds the two
// search kernels that the family packages configure: AlphaBeta, the one alpha-beta loop
// (Paranoid, BRS, BRS+, OPPS, Threat-ADS), and Vector, the one max^n vector loop with the one
// vector leaf (max^n, Directed Offensive, the Opponent Impact sampler). A kernel's differences
// between searchers are plain fields read in the loop, not interface calls per node, and the
// state under search is an argument of every call.
//
// # Node Count
//
// NC is docs/rules.md's Node Count: every node a searcher does work at (the root, interior nodes,
// evaluated leaves, terminal nodes reached) calls Ctl.Enter once; a child cut off before it is
// entered is not counted; iterations of iterative deepening all count.
//
// # When iterative deepening runs
//
// Run searches depth Limits.Depth directly (one iteration, so NC is exactly the tree of that depth)
// unless the search can be stopped early, that is, unless Limits.Nodes > 0 or ctx has a deadline.
// Then it runs iterations of depth 1, 2, ..., Limits.Depth and returns the move and value of the
// last iteration that completed; if even depth 1 did not complete, the move is the first legal
// move in static ordering and the value is empty (Value.N == 0). NC and Stats include every
// iteration, the interrupted one too. A direct search whose ctx is cancelled (without a deadline)
// reports the same fallback.
//
// # Abort checks
//
// The node budget is checked at every node (NC never exceeds Limits.Nodes), the context every
// 1024 nodes. A stopped search unwinds with Unmake, so the state is always restored.
package search

import (
	"context"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/gamekit"
)

// MaxPly bounds the depth of every searcher: per-ply buffers have this many entries.
const MaxPly = game.MaxDepth

// Searcher is one configured search algorithm. A Searcher owns its per-ply buffers and is not
// safe for concurrent use; make one per goroutine.
type Searcher interface {
	// Name is the searcher's canonical spec, which the registry parses back into an equal searcher
	// (for example "paranoid(noprune)" or "opps(1,inf,1)").
	Name() string
	// Search searches s for the player to move under lim and returns the result. It makes and
	// unmakes moves on s in place and leaves s exactly as it found it.
	Search(ctx context.Context, s *game.State, lim Limits) Result
	// Reset forgets whatever the searcher carries from one search to the next (nothing for the
	// searchers of this package's families so far; adaptive ones will).
	Reset()
}

// Limits bound a search. The deadline comes from the context of Search. A search with a node
// budget or a deadline deepens iteratively until it is spent; the zero Limits (no depth, no
// budget) on a context without a deadline searches iteratively deeper within DefaultNodes, so
// it always ends, in a fraction of a second.
type Limits struct {
	Depth int   // plies to search (layers for BRS: a max or a min layer is one); >= MaxPly means MaxPly-1; < 1: as deep as the budget allows
	Nodes int64 // node budget (NC); 0 for none
	// Iterations is the iteration budget of Monte Carlo tree search (package mcts); 0 for none.
	// The depth-first searchers ignore it, and MCTS ignores Depth.
	Iterations int64
}

// DefaultNodes is the node budget of a search whose Limits give neither a depth nor a node
// budget and whose context has no deadline (the zero Limits): about a million nodes.
const DefaultNodes = 1 << 20

// Resolve returns the depth and node budget a search under l runs with, given whether its
// context has a deadline: the depth clamped to 1..MaxPly-1 (a depth < 1 is MaxPly-1, the budget
// decides), and DefaultNodes as the budget when l sets neither and there is no deadline.
func (l Limits) Resolve(hasDeadline bool) (depth int, nodes int64) {
	depth, nodes = l.Depth, l.Nodes
	if depth < 1 && nodes <= 0 && !hasDeadline {
		nodes = DefaultNodes
	}
	if depth < 1 || depth >= MaxPly {
		depth = MaxPly - 1
	}
	return depth, nodes
}

// Value is a search value: Vec[:N] holds it. Paranoid-style searchers report N == 1 (the root
// player's value), max^n-style ones N == Players (one entry per player). N == 0 means no value
// (no iteration completed). Values are fixed point in the scale gamekit.S (= eval.S = 2^20): a
// won game scores S, a heuristic vector sums to at most S.
type Value struct {
	Vec [gamekit.MaxPlayers]int64
	N   int
}

// Scalar returns a one-entry value.
func Scalar(v int64) Value { return Value{Vec: [gamekit.MaxPlayers]int64{v}, N: 1} }

// String formats the value as comma-separated integers ("" when empty).
func (v Value) String() string {
	var b strings.Builder
	for i := range v.N {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(v.Vec[i], 10))
	}
	return b.String()
}

// Stats are counters beside NC.
type Stats struct {
	Cutoffs int64 // nodes that skipped at least one child because of a cutoff
	Leaves  int64 // nodes returned without expanding: horizon leaves and terminal nodes
	Evals   int64 // heuristic evaluations (horizon leaves that are not terminal)

	// Monte Carlo tree search's exact units (package mcts; zero for the other searchers).
	Iterations   int64 // completed iterations (selection, expansion, playout, backpropagation)
	TreeNodes    int64 // nodes in the tree at the end, the root included
	PlayoutPlies int64 // moves made in playouts
	MaxDepth     int64 // the deepest tree node an iteration reached (plies below the root)
	DepthSum     int64 // the depths of the tree nodes the completed iterations' playouts started from, summed (DepthSum/Iterations is the mean)
	Kept         int64 // with tree reuse: the nodes kept from the previous search's tree
}

// Result is what a search of Chinese Checkers found.
type Result = ResultOf[game.Move]

// ResultOf is what a search of a game with moves of type M found.
type ResultOf[M comparable] struct {
	Move    M // best move at the root; the game's pass if the root is terminal (no move)
	Value   Value
	NC      int64 // Node Count over every iteration
	Depth   int   // depth of the last completed iteration (0 if none completed)
	Stats   Stats
	Stopped bool // a node budget, deadline or cancellation ended the search
	Elapsed time.Duration
	// Strategy says which strategy an adaptive searcher ran for this search, as a spec
	// ("paranoid", "maxn", "offensive(target=2)"); it is empty for fixed searchers.
	Strategy string
}

// Anytime is implemented by searchers (and their spec's configuration) that have no depth: their
// budgets are iterations, nodes and time only (Monte Carlo tree search). Front ends refuse a
// depth budget for them rather than ignore it.
type Anytime interface {
	Anytime()
}

// Validator is implemented by searchers whose configuration can be wrong for a particular game
// (offensive(target=K) when K is not an opponent of the player to move). Validate reports that
// before a search; Search itself never fails and documents what it does instead.
type Validator interface {
	Validate(s *game.State) error
}

// Inf is larger than every value; searchers use ±Inf as open alpha-beta bounds.
const Inf = math.MaxInt64 / 2

// checkEvery is how many nodes pass between context checks.
const checkEvery = 1024

// Ctl counts nodes and decides when to stop. The zero value is not ready: call Start.
type Ctl struct {
	NC      int64
	Stats   Stats
	stopped bool
	next    int64 // NC at which Enter takes the slow path
	budget  int64
	ctx     context.Context
}

// Start resets the counters for a search under ctx with a node budget (0 for none).
func (c *Ctl) Start(ctx context.Context, nodes int64) {
	*c = Ctl{ctx: ctx, budget: math.MaxInt64}
	if nodes > 0 {
		c.budget = nodes
	}
	c.next = min(c.budget, checkEvery)
}

// Enter counts a node and reports whether the search may work at it. It returns false (and
// counts nothing) once the budget is spent or the context is done; the caller then returns at
// once, and so does every caller above it after checking Stopped.
func (c *Ctl) Enter() bool {
	if c.NC >= c.next {
		return c.slow()
	}
	c.NC++
	return true
}

func (c *Ctl) slow() bool {
	if c.stopped || c.NC >= c.budget || (c.ctx != nil && c.ctx.Err() != nil) {
		c.stopped = true
		c.next = 0
		return false
	}
	c.next = min(c.budget, c.NC+checkEvery)
	c.NC++
	return true
}

// Stopped reports whether the search has been stopped.
func (c *Ctl) Stopped() bool { return c.stopped }

// DepthSearcher is the per-family part of a search of Chinese Checkers that Run drives.
type DepthSearcher interface {
	// SearchDepth searches s (the state given to Run) to depth d, counting nodes through the Ctl
	// given to Run, and leaves s as it found it. When that Ctl stops it, it returns at once with
	// any move and value (Run discards them).
	SearchDepth(s *game.State, d int) (game.Move, Value)
}

// DepthSearcherOf is the per-family part of a search of any game that RunOf drives: SearchDepth
// as DepthSearcher's, and First, the mover's first move in static ordering (s not terminal),
// the move when no iteration completed.
type DepthSearcherOf[S gamekit.State[M], M comparable] interface {
	SearchDepth(s S, d int) (M, Value)
	First(s S) M
}

// Run searches s under ctx and lim with ds (see the package comment for when it deepens
// iteratively). c and o belong to the searcher; ds must search s and count through c.
func Run(ctx context.Context, s *game.State, lim Limits, c *Ctl, o *eval.Orderer, ds DepthSearcher) Result {
	return RunOf(ctx, s, lim, c, ccDepth{ds, o})
}

// ccDepth gives a Chinese Checkers DepthSearcher the First of its Orderer.
type ccDepth struct {
	DepthSearcher
	o *eval.Orderer
}

func (c ccDepth) First(s *game.State) game.Move {
	var buf [game.MaxMoves]game.Move
	moves := s.Moves(buf[:0])
	c.o.OrderFirst(s, moves, 1)
	return moves[0]
}

// RunOf is Run for any game.
func RunOf[S gamekit.State[M], M comparable, D DepthSearcherOf[S, M]](ctx context.Context, s S, lim Limits, c *Ctl, ds D) ResultOf[M] {
	start := time.Now()
	_, hasDeadline := ctx.Deadline()
	depth, nodes := lim.Resolve(hasDeadline)
	c.Start(ctx, nodes)
	r := ResultOf[M]{Move: s.PassMove()}
	first := depth
	if nodes > 0 || hasDeadline {
		first = 1
	}
	for d := first; d <= depth; d++ {
		m, v := ds.SearchDepth(s, d)
		if c.Stopped() {
			break
		}
		r.Move, r.Value, r.Depth = m, v, d
	}
	if r.Depth == 0 && !s.Terminal() { // no iteration completed: the first move in static ordering
		r.Move = ds.First(s)
	}
	r.NC, r.Stats, r.Stopped = c.NC, c.Stats, c.Stopped()
	r.Elapsed = time.Since(start)
	return r
}
