// Package mcts is multi-player Monte Carlo tree search, one kernel for every game: the searcher
// grows a tree from the root one node per iteration, and each iteration is four named steps,
// each a policy of its own:
//
//   - selection (selectChild): from the root down while the node's children are listed, the
//     child of the best UCT score for the player who chooses there (Policy), with Progressive
//     History's bonus when PH > 0; a child not yet visited is taken first, in static ordering;
//   - expansion (expand): a node reached for the second time lists its children, in the game's
//     static ordering (BRS: one layer of every opponent's moves, the others passing); the first
//     unvisited child joins the tree;
//   - playout (playout): from the new node, moves drawn epsilon-greedily (with probability Eps a
//     uniformly random legal move, else the first in static ordering) until the game ends or Cut
//     plies are played, then the game's value vector scores the position;
//   - backpropagation (backup): every node of the path adds the vector to its sums; PH's history
//     adds each move's player's reward.
//
// # Policies
//
// The tree stores, per node, the playouts' value vectors summed (entries in [0, gamekit.S]). The
// search policy says what the player choosing at a node maximises, as Nijssen & Winands's
// "Search Policies in Multi-Player Games" (2013) names them: MaxN (MCTS-max^n, Sturtevant's UCT
// with vector backups: each player its own entry), Paranoid (the root player its entry, every
// opponent the root player's loss) and BRS (MCTS-BRS: paranoid values on a tree in which only one
// opponent moves between two moves of the root player: a min layer holds every opponent's moves).
//
// # Exact counts
//
// NC is the work unit of every searcher (docs/rules.md's Node Count): a node is counted where
// the search does work at it, here the root and every position a move enters, in the tree's
// descent (a BRS layer is one node, as in the alpha-beta BRS) and in playouts. So a node budget
// (Limits.Nodes) is the same amount of work for MCTS as for alpha-beta: the budget of a match
// between the two families at equal work. Beside NC, Stats holds the units of MCTS: iterations,
// tree nodes, playout plies, the deepest node and the depths summed.
//
// # Determinism
//
// Every draw comes from a PCG generator seeded, at each search, from the searcher's seed
// (search.Seeder: the match's seed and the player) and the number of searches since Reset (the
// player's move number), so one search's draws do not depend on how many an earlier search took.
// The scores are float64 arithmetic in which no product is fused with a sum (explicit
// conversions) and the logarithm is this package's own (ln): the same on every machine. Ties go
// to the child first in static ordering, and the move played is the root child of most visits
// (the first in static ordering among equals).
//
// Memory: the tree is a pool of nodes (a slice kept between searches); a search allocates only
// while the pool grows beyond what earlier searches reached, nothing per iteration afterwards.
// Tree caps the pool: once full, iterations go on playing out from leaves that can no longer
// expand.
package mcts

//go:generate go run gen.go

import (
	"context"
	"math"
	"math/rand/v2"
	"time"
	"unsafe"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search"
)

// Policy is the search policy: what the player choosing at a node maximises.
type Policy uint8

const (
	MaxN     Policy = iota // each player its own value (MCTS-max^n)
	Paranoid               // the root player its value, the opponents its loss (MCTS-paranoid)
	BRS                    // paranoid values; one opponent moves between the root player's moves (MCTS-BRS)
)

// Defaults of the spec (ours: the papers' values are not in our copies; see docs/engine.md).
const (
	DefaultC    = 0.7     // UCT's exploration constant for rewards in [0, 1] (about 1/sqrt(2))
	DefaultW    = 3.0     // Progressive History's weight when ph=on (Ludii's default)
	DefaultOMA  = 10.0    // opponent move abstraction's weight K when oma=on
	DefaultPW   = 1.0     // progressive widening's factor C when pw=on
	DefaultPWA  = 0.5     // progressive widening's exponent
	DefaultEps  = 0.1     // a playout move is uniformly random with this probability
	DefaultCut  = 20      // playout plies before the evaluation scores the position
	DefaultTree = 1 << 22 // tree nodes at most (about 300 MB; a search reaches it only with millions of iterations)
	// MaxPlayout caps a playout with Cut = 0 (to the end), so that a game that can cycle ends;
	// an iteration's moves, its descent's and its playout's, stay below gamekit.MaxLine too.
	MaxPlayout = 200
	// DefaultNodes is the node budget (NC) of a search given no iterations, nodes or deadline.
	DefaultNodes = search.DefaultNodes
)

// Options configure the kernel: Config holds them with every default filled in.
type Options struct {
	Policy Policy
	C      float64 // UCT's exploration constant (rewards in [0, 1])
	PH     float64 // Progressive History's weight W; 0 turns it off
	Eps    float64 // playouts: the probability of a uniformly random move (1: uniform random playouts)
	Cut    int     // playouts: plies before the evaluation scores the position; 0 plays to the end (at most MaxPlayout)
	Tree   int     // tree nodes at most, >= 2
	// OMA is opponent move abstraction's weight K (Baier & Kaisers 2020, as TAG reads it): at a
	// node where the root player moves (not the root), a move's mean is mixed with the mean of
	// that move over every line of opponents' moves since the root player's previous move, by
	// K / (K + the move's visits). 0 turns it off.
	OMA float64
	// PW is progressive widening's factor C and PWA its exponent: a node of N visits selects
	// among its first max(1, floor(C (N+1)^PWA)) children in static ordering. 0 turns it off.
	PW, PWA float64
	// Solver is the multi-player MCTS-Solver (Nijssen & Winands 2010, the standard update rule,
	// on the policy's rewards): a terminal node is proven with the game's result; a node is proven
	// with a child's value when that child is proven to give the player choosing there all of S,
	// or when every child is proven (the best for that player, the first in static ordering among
	// equals). A descent stops at a proven node and backs its value up; the search ends once the
	// root is proven.
	Solver bool
	// SolverSame (with Solver; spec solver=same) proves a node whose children are all proven
	// and none a win for the chooser only when every child of the chooser's best reward holds
	// the same result: where the chooser is indifferent between different results (in a
	// winner-takes-all game, a loser choosing which opponent wins), the static order's pick is
	// no forced outcome, so the node stays unproven and is searched on among its proven
	// children. Without it (solver, solver=order) the first of the chooser's best proves it.
	SolverSame bool
	// Reuse keeps the tree between searches: a search whose position is in the previous tree (its
	// root again, or a visited node at most two rounds of moves below it, found by the position's
	// Hash) starts from that node's subtree. Off for measurements: a reused search's counts depend
	// on the searches before it.
	Reuse bool
	// PS is playout search (Nijssen & Winands 2011): 0 for none, else 1 + the Policy of a
	// two-ply search (max^n, Paranoid or BRS, with the game's evaluation at its leaves) that
	// chooses each playout move not drawn at random. Its nodes count in NC (they are positions
	// the search enters).
	PS uint8
}

// node is one tree node. Its move is kept beside it (SearcherOf.mv), so this type does not
// depend on the game.
type node struct {
	sum    [gamekit.MaxPlayers]int64 // the value vectors of the playouts through the node, summed
	visits int64                     // the playouts through the node
	first  int32                     // the first child's index; 0 until the children are listed (0 is the root, no one's child)
	kids   int32                     // the number of children listed
	proof  int32                     // the solver: 1 + the index of the node's proven value in SearcherOf.proofs; 0 while unproven
	player int8                      // the player whose move entered the node (BRS: the opponent of the layer)
	mover  int8                      // the player choosing among the children (set when they are listed)
	// settled (solver=same): every child proven or settled, the node itself not proven (its
	// chooser's best results disagree): nothing below is left to search; chosen among by score
	settled bool
}

// histEntry is Progressive History's record of one move of one player: the rewards of the
// playouts it was played in, summed, and their number.
type histEntry struct {
	sum, n int64
}

// SearcherOf is the MCTS searcher of any game: S its position, M its move, P and Src (with PSrc =
// *Src) its move source (search.Source), as the alpha-beta kernel takes them. Chinese Checkers'
// instance is generated from this source as Searcher (gen.go). Make it with NewOf; it is not safe
// for concurrent use.
type SearcherOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}] struct {
	Options
	Ctl search.Ctl

	seed, stream uint64
	searches     uint64 // searches since Reset: the move number the generator is seeded with
	pcg          rand.PCG
	rng          *rand.Rand
	epsCut       uint64 // a playout move is random when the 53-bit draw is below it

	root         int    // the root player
	nodes        []node // the tree: nodes[0] is the root
	mv           []M    // mv[i] is the move into nodes[i]
	path         []int32
	made         []M                         // every move made this iteration (passes of BRS layers too), to unmake
	moved        []histRecord                // the moves of this iteration and their players, for Progressive History
	hist         []histEntry                 // Progressive History per player and MoveIndex, made on first use
	histUsed     []int32                     // the entries of hist this search wrote (cleared by the next)
	visited      int64                       // the tree's nodes: the root and every visited node
	oma          omaTable                    // opponent move abstraction's statistics
	steps        []omaKey                    // this iteration's root-player moves below the root, for the OMA statistics
	proofs       [][gamekit.MaxPlayers]int64 // the solver's proven values
	leafTerminal bool                        // this iteration's descent ended at a terminal position
	hs           []uint64                    // Reuse: hs[i] is the Hash of node i's position (0 until entered)
	kept         bool                        // Reuse: the tree holds the previous search's
	spare        []node                      // Reuse: the pool the subtree is copied into
	spareMv      []M
	spareHs      []uint64
	queue        []int32
	psAB         *search.AlphaBetaOf[S, M, P, Src, PSrc] // playout search, Paranoid and BRS (made on first use)
	psVec        *search.VectorOf[S, M, P, Src, PSrc]    // playout search, max^n
	buf          [gamekit.MaxMoves]M
	src          Src
}

type histRecord struct {
	player int8
	index  int32
}

// NewOf returns an MCTS searcher of o (o.Tree >= 2, 0 <= o.Eps <= 1).
func NewOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}](o Options) *SearcherOf[S, M, P, Src, PSrc] {
	k := &SearcherOf[S, M, P, Src, PSrc]{Options: o}
	k.rng = rand.New(&k.pcg)
	k.epsCut = uint64(o.Eps * (1 << 53)) // exact: a power of two times a float64
	if o.Eps >= 1 {
		k.epsCut = 1 << 53
	}
	return k
}

// Name returns the canonical spec.
func (k *SearcherOf[S, M, P, Src, PSrc]) Name() string { return Config{k.Options}.String() }

// Anytime implements search.Anytime: the budgets are iterations, nodes and time.
func (k *SearcherOf[S, M, P, Src, PSrc]) Anytime() {}

// Seed implements search.Seeder.
func (k *SearcherOf[S, M, P, Src, PSrc]) Seed(seed, stream uint64) {
	k.seed, k.stream, k.searches = seed, stream, 0
}

// Reset returns the generator to its seed and the move number to 0; the tree is rebuilt by
// every search anyway.
func (k *SearcherOf[S, M, P, Src, PSrc]) Reset() { k.searches, k.kept = 0, false }

// Search grows a tree from s for the player to move until the first of Limits.Iterations
// iterations, Limits.Nodes nodes (NC) or the context's deadline; with none of them, DefaultNodes.
// Limits.Depth is not an MCTS budget and is ignored. The move is the root child of most visits,
// the value its mean value vector, Depth the deepest tree node; a terminal s gets the pass.
func (k *SearcherOf[S, M, P, Src, PSrc]) Search(ctx context.Context, s S, lim search.Limits) search.ResultOf[M] {
	start := time.Now()
	_, hasDeadline := ctx.Deadline()
	iters, nodes := lim.Iterations, lim.Nodes
	if iters <= 0 && nodes <= 0 && !hasDeadline {
		nodes = DefaultNodes
	}
	c := &k.Ctl
	c.Start(ctx, nodes)
	k.begin(s)
	r := search.ResultOf[M]{Move: s.PassMove()}
	if !s.Terminal() && c.Enter() { // the root
		for (iters <= 0 || c.Stats.Iterations < iters) && k.nodes[0].proof == 0 && !k.nodes[0].settled {
			if !k.iterate(s) {
				break
			}
		}
		r.Move, r.Value = k.choose(s)
	}
	c.Stats.TreeNodes = k.visited
	r.NC, r.Stats, r.Stopped, r.Depth = c.NC, c.Stats, c.Stopped(), int(c.Stats.MaxDepth)
	r.Elapsed = time.Since(start)
	return r
}

// begin empties the tree to the root of s (or, with Reuse, keeps the subtree of s) and seeds the
// generator for this search.
func (k *SearcherOf[S, M, P, Src, PSrc]) begin(s S) {
	k.pcg.Seed(k.seed, k.stream^gamekit.Mix(k.searches)) // distinct streams for consecutive move numbers
	k.searches++
	// A kept tree is reused only for the same root player: BRS's layers and the rewards are its.
	if !k.Reuse || !k.kept || k.root != s.Mover() || !k.reroot(s) {
		k.nodes = append(k.nodes[:0], node{player: -1})
		k.mv = append(k.mv[:0], s.PassMove())
		k.hs = append(k.hs[:0], s.Hash())
		k.proofs = k.proofs[:0]
		k.visited = 1
	}
	k.kept, k.root = k.Reuse, s.Mover()
	if k.OMA > 0 { // its keys are node indices: not kept
		k.oma.reset()
	}
	if k.PH > 0 {
		n := s.NumPlayers() * gamekit.MaxMoveIndex
		if len(k.hist) < n {
			k.hist = make([]histEntry, n)
		}
		for _, i := range k.histUsed { // the entries the last search wrote, not the whole table
			k.hist[i] = histEntry{}
		}
		k.histUsed = k.histUsed[:0]
	}
}

// iterate runs one iteration on s (restored before it returns) and reports whether the search
// may go on: false once the node budget or the context stopped it, in which case the iteration
// is discarded (nothing backed up).
func (k *SearcherOf[S, M, P, Src, PSrc]) iterate(s S) bool {
	k.path, k.made, k.moved, k.steps = append(k.path[:0], 0), k.made[:0], k.moved[:0], k.steps[:0]
	ok := k.descend(s)
	k.leafTerminal = s.Terminal()
	var v [gamekit.MaxPlayers]int64
	if leaf := &k.nodes[k.path[len(k.path)-1]]; ok && leaf.proof != 0 {
		v = k.proofs[leaf.proof-1] // a proven node: its value, no playout
	} else if ok = ok && k.playout(s); ok {
		PSrc(&k.src).Vector(s, &v)
	}
	if ok {
		k.backup(&v)
	}
	for i := len(k.made) - 1; i >= 0; i-- {
		s.Unmake(k.made[i])
	}
	return ok
}

// descend is selection and expansion: from the root, it enters the selected child of every node
// whose children are listed (listing them at a node visited before), and stops at the first
// node not visited before, a terminal position, a proven node, a node the full pool cannot expand
// or one whose line nears gamekit.MaxLine. It reports false when the budget stopped it.
func (k *SearcherOf[S, M, P, Src, PSrc]) descend(s S) bool {
	n := int32(0)
	above := int32(-1) // the node the root player's last move on the path entered (OMA's key)
	for !s.Terminal() && k.nodes[n].proof == 0 && len(k.made)+s.NumPlayers() < gamekit.MaxLine {
		if k.nodes[n].first == 0 && !k.expand(n, s) {
			return true // the pool is full: play out from here
		}
		c := k.selectChild(n, s, above)
		if k.OMA > 0 && above >= 0 && s.Mover() == k.root {
			k.steps = append(k.steps, omaKey{above, int32(s.MoveIndex(k.mv[c]))})
		}
		if !k.Ctl.Enter() {
			return false
		}
		k.enter(c, s)
		if k.Reuse {
			k.hs[c] = s.Hash()
		}
		k.path = append(k.path, c)
		if int(k.nodes[c].player) == k.root {
			above = c
		}
		n = c
		if k.nodes[c].visits == 0 {
			break // the new node
		}
	}
	return true
}

// expand lists the children of node n (position s) into the pool, in static ordering, and
// reports false when the pool has no room for them. A BRS min node (an opponent to move) gets one
// layer: for each opponent still in the game, in turn order after the root player, its moves in
// the position after the players before it pass (the players after it pass when it is entered:
// enter).
func (k *SearcherOf[S, M, P, Src, PSrc]) expand(n int32, s S) bool {
	first := len(k.nodes)
	mover := s.Mover()
	if k.Policy == BRS && mover != k.root {
		players := s.NumPlayers()
		for i := 1; i < players; i++ {
			o := (k.root + i) % players
			if !s.InGame(o) {
				continue
			}
			passes := k.passTo(s, o)
			if s.Mover() == o && !s.Terminal() {
				k.addChildren(s, o)
			}
			for ; passes > 0; passes-- {
				s.Unmake(s.PassMove())
			}
		}
	} else {
		k.addChildren(s, mover)
	}
	if len(k.nodes) > k.Tree || len(k.nodes) == first {
		k.nodes, k.mv = k.nodes[:first], k.mv[:first]
		if k.Reuse {
			k.hs = k.hs[:first]
		}
		return false
	}
	k.nodes[n].first, k.nodes[n].kids, k.nodes[n].mover = int32(first), int32(len(k.nodes)-first), int8(mover)
	return true
}

// addChildren appends the moves of player (the mover of s) in static ordering as new nodes.
func (k *SearcherOf[S, M, P, Src, PSrc]) addChildren(s S, player int) {
	moves := s.Moves(k.buf[:0])
	PSrc(&k.src).Order(s, moves)
	for _, m := range moves {
		k.nodes = append(k.nodes, node{player: int8(player)})
		k.mv = append(k.mv, m)
		if k.Reuse {
			k.hs = append(k.hs, 0)
		}
	}
}

// passTo makes the pass for every player to move before player o (at most a round) and returns
// how many it made.
func (k *SearcherOf[S, M, P, Src, PSrc]) passTo(s S, o int) int {
	passes := 0
	for ; passes < s.NumPlayers() && s.Mover() != o && !s.Terminal(); passes++ {
		s.Make(s.PassMove())
	}
	return passes
}

// enter makes the move into child c: the move alone, or for a BRS layer's child the passes of
// the players before its opponent, its move, and the passes after it until the root player is
// to move (unless the game ended).
func (k *SearcherOf[S, M, P, Src, PSrc]) enter(c int32, s S) {
	if k.Policy != BRS || int(k.nodes[c].player) == k.root {
		k.make(s, k.mv[c], int(k.nodes[c].player))
		return
	}
	o := int(k.nodes[c].player)
	for i := 0; i < s.NumPlayers() && s.Mover() != o; i++ {
		k.make(s, s.PassMove(), -1)
	}
	k.make(s, k.mv[c], o)
	for i := 0; i < s.NumPlayers() && !s.Terminal() && s.Mover() != k.root; i++ {
		k.make(s, s.PassMove(), -1)
	}
}

// make makes m for player (-1: a pass of a BRS layer, which no history records).
func (k *SearcherOf[S, M, P, Src, PSrc]) make(s S, m M, player int) {
	if k.PH > 0 && player >= 0 {
		k.moved = append(k.moved, histRecord{int8(player), int32(s.MoveIndex(m))})
	}
	s.Make(m)
	k.made = append(k.made, m)
}

// selectChild returns the child of node n (position s, children listed) that the mover of s
// selects: the first unvisited child in static ordering, else the largest score; with
// progressive widening among the first children only. above is the node the root player's last
// move entered (OMA's key), -1 at and below the root before it.
func (k *SearcherOf[S, M, P, Src, PSrc]) selectChild(n int32, s S, above int32) int32 {
	chooser := s.Mover()
	nd := &k.nodes[n]
	first, last := nd.first, nd.first+nd.kids
	if k.PW > 0 {
		last = first + int32(min(int64(nd.kids), k.widen(nd.visits)))
	}
	for c := first; c < last; c++ {
		if k.nodes[c].visits == 0 {
			return c
		}
	}
	lnN := ln(nd.visits)
	if k.OMA <= 0 || chooser != k.root {
		above = -1
	}
	best, bestScore := int32(-1), math.Inf(-1)
	for c := first; c < last; c++ {
		if k.done(c) {
			continue // the solver: a proven child's value is known (and not a win for chooser, or n would be proven)
		}
		if sc := k.score(s, c, chooser, lnN, above); sc > bestScore {
			best, bestScore = c, sc
		}
	}
	if best < 0 { // every child in the window is proven: the first unproven one past it
		for best = last; best < nd.first+nd.kids && k.done(best); best++ {
		}
	}
	if best == nd.first+nd.kids { // every child proven or settled, n not (solver=same): among the window's by score
		best = -1
		for c := first; c < last; c++ {
			if sc := k.score(s, c, chooser, lnN, above); sc > bestScore {
				best, bestScore = c, sc
			}
		}
	}
	return best
}

// score is child c's selection score for chooser at its parent (position s), whose
// ln(visits) is lnN: UCT (the mean reward in [0, 1] plus C sqrt(lnN / visits)), plus Progressive
// History's W * history mean / ((1 - mean) visits + 1) when PH > 0, the history of the child's
// player and move. With OMA (above >= 0) the mean is mixed with the move's abstract mean. No product is fused with a sum.
func (k *SearcherOf[S, M, P, Src, PSrc]) score(s S, c int32, chooser int, lnN float64, above int32) float64 {
	nd := &k.nodes[c]
	n := float64(nd.visits)
	mean := float64(k.reward(&nd.sum, chooser, nd.visits)) / float64(float64(gamekit.S)*n)
	if above >= 0 {
		if e := k.oma.get(omaKey{above, int32(s.MoveIndex(k.mv[c]))}); e != nil && e.n > 0 {
			beta := k.OMA / (k.OMA + n)
			abstract := float64(e.sum) / float64(float64(gamekit.S)*float64(e.n))
			mean = float64((1-beta)*mean) + float64(beta*abstract)
		}
	}
	sc := mean + float64(k.C*math.Sqrt(lnN/n))
	if k.PH > 0 {
		if h := k.hist[int(nd.player)*gamekit.MaxMoveIndex+s.MoveIndex(k.mv[c])]; h.n > 0 {
			hmean := float64(h.sum) / float64(float64(gamekit.S)*float64(h.n))
			sc += float64(k.PH*hmean) / (float64((1-mean)*n) + 1)
		}
	}
	return sc
}

// reward is what chooser maximises of a sum of visits value vectors (scale S per visit): its own
// entry under MaxN, the root player's entry for the root player and its complement for an
// opponent under Paranoid and BRS.
func (k *SearcherOf[S, M, P, Src, PSrc]) reward(sum *[gamekit.MaxPlayers]int64, chooser int, visits int64) int64 {
	if k.Policy == MaxN || chooser == k.root {
		return sum[chooser]
	}
	return visits*gamekit.S - sum[k.root]
}

// playout plays from s until the game ends or Cut plies (MaxPlayout with Cut = 0) are made (or
// the iteration's line reaches gamekit.MaxLine): with
// probability Eps a uniformly random legal move, else the first in static ordering. It reports
// false when the budget stopped it.
func (k *SearcherOf[S, M, P, Src, PSrc]) playout(s S) bool {
	limit := k.Cut
	if limit == 0 {
		limit = MaxPlayout
	}
	src := PSrc(&k.src)
	pk := src.At(0)
	for i := 0; i < limit && !s.Terminal() && len(k.made) < gamekit.MaxLine; i++ {
		if !k.Ctl.Enter() {
			return false
		}
		var m M
		switch {
		case k.rng.Uint64()>>11 < k.epsCut:
			moves := s.Moves(k.buf[:0])
			m = moves[k.rng.IntN(len(moves))]
		case k.PS != 0:
			var ok bool
			if m, ok = k.playoutSearch(s); !ok {
				return false
			}
		default:
			src.Start(pk, s, s.Mover(), k.buf[:0], 1)
			m = pk.Move(0)
		}
		k.make(s, m, s.Mover())
		k.Ctl.Stats.PlayoutPlies++
	}
	return true
}

// playoutSearch returns the move of a two-ply search of s for its mover (PS's policy) and counts
// the nodes it entered below s (s itself is counted) through the Ctl, reporting false when the
// budget or the context stopped the search there. The kernels are the alpha-beta and max^n
// kernels of package search, at a fixed depth of 2 (one search each: no iterative deepening).
func (k *SearcherOf[S, M, P, Src, PSrc]) playoutSearch(s S) (M, bool) {
	var r search.ResultOf[M]
	lim := search.Limits{Depth: 2}
	if Policy(k.PS-1) == MaxN {
		if k.psVec == nil {
			k.psVec = new(search.VectorOf[S, M, P, Src, PSrc])
		}
		r = k.psVec.Search(context.Background(), s, lim)
	} else {
		if k.psAB == nil {
			k.psAB = &search.AlphaBetaOf[S, M, P, Src, PSrc]{ABOptions: search.ABOptions{Prune: true, BestReply: Policy(k.PS-1) == BRS, L1: search.Unlimited, L2: search.Unlimited}}
		}
		r = k.psAB.Search(context.Background(), s, lim)
	}
	for range r.NC - 1 {
		if !k.Ctl.Enter() {
			return r.Move, false
		}
	}
	return r.Move, true
}

// backup adds the playout's value vector v to every node of the path and, with Progressive
// History, each recorded move's player's reward to the move's history.
func (k *SearcherOf[S, M, P, Src, PSrc]) backup(v *[gamekit.MaxPlayers]int64) {
	for _, n := range k.path {
		nd := &k.nodes[n]
		if nd.visits == 0 && n != 0 {
			k.visited++ // the iteration's new node
		}
		nd.visits++
		for p := range nd.sum {
			nd.sum[p] += v[p]
		}
	}
	for _, r := range k.moved {
		i := int32(int(r.player)*gamekit.MaxMoveIndex + int(r.index))
		h := &k.hist[i]
		if h.n == 0 {
			k.histUsed = append(k.histUsed, i)
		}
		h.sum += k.reward(v, int(r.player), 1)
		h.n++
	}
	for _, key := range k.steps {
		e := k.oma.add(key)
		e.sum += v[k.root]
		e.n++
	}
	if k.Solver {
		k.prove(v)
	}
	st := &k.Ctl.Stats
	d := int64(len(k.path) - 1)
	st.Iterations++
	st.DepthSum += d
	st.MaxDepth = max(st.MaxDepth, d)
}

// choose returns the root child of most visits (the first in static ordering among equals) and
// its mean value vector; with no child visited, the first move in static ordering and no value.
// A proven root plays the child it was proven by, with its proven value.
func (k *SearcherOf[S, M, P, Src, PSrc]) choose(s S) (M, search.Value) {
	root := &k.nodes[0]
	if root.proof != 0 {
		c := k.provenBy(0)
		v := search.Value{N: s.NumPlayers()}
		copy(v.Vec[:], k.proofs[root.proof-1][:])
		return k.mv[c], v
	}
	best := int32(-1)
	for c := root.first; c < root.first+root.kids; c++ {
		if k.nodes[c].visits > 0 && (best < 0 || k.nodes[c].visits > k.nodes[best].visits) {
			best = c
		}
	}
	if best < 0 {
		src := PSrc(&k.src)
		pk := src.At(0)
		src.Start(pk, s, s.Mover(), k.buf[:0], 1)
		return pk.Move(0), search.Value{}
	}
	nd := &k.nodes[best]
	v := search.Value{N: s.NumPlayers()}
	for p := range v.N {
		v.Vec[p] = nd.sum[p] / nd.visits
	}
	return k.mv[best], v
}

// NodeBytes is the memory of one tree node: the node and its move (the pool's slices).
func (k *SearcherOf[S, M, P, Src, PSrc]) NodeBytes() int {
	var m M
	return int(unsafe.Sizeof(node{}) + unsafe.Sizeof(m))
}

// treeNodes counts the nodes in the tree, the root and every visited node, by a pass over the
// pool (for a kept tree; a search counts its new nodes as it backs them up).
func (k *SearcherOf[S, M, P, Src, PSrc]) treeNodes() int64 {
	n := int64(0)
	for i := range k.nodes {
		if i == 0 || k.nodes[i].visits > 0 {
			n++
		}
	}
	return n
}

// prove is the solver's update after a backup of v: a terminal leaf is proven with v (its
// result), then each node above whose proof follows from its children's.
func (k *SearcherOf[S, M, P, Src, PSrc]) prove(v *[gamekit.MaxPlayers]int64) {
	i := len(k.path) - 1
	if leaf := &k.nodes[k.path[i]]; leaf.proof == 0 {
		if !k.leafTerminal {
			return
		}
		k.proofs = append(k.proofs, *v)
		leaf.proof = int32(len(k.proofs))
	}
	for i--; i >= 0; i-- {
		n := k.path[i]
		switch c := k.provenBy(n); {
		case c >= 0:
			k.nodes[n].proof = k.nodes[c].proof
		case k.SolverSame && k.childrenDone(n):
			k.nodes[n].settled = true
		default:
			return
		}
	}
}

// done reports whether node c is proven or settled: the solver has nothing left to learn below it.
func (k *SearcherOf[S, M, P, Src, PSrc]) done(c int32) bool {
	return k.nodes[c].proof != 0 || k.nodes[c].settled
}

// childrenDone reports whether n's children are listed and every one is proven or settled.
func (k *SearcherOf[S, M, P, Src, PSrc]) childrenDone(n int32) bool {
	nd := &k.nodes[n]
	if nd.first == 0 {
		return false
	}
	for c := nd.first; c < nd.first+nd.kids; c++ {
		if !k.done(c) {
			return false
		}
	}
	return true
}

// provenBy returns the child that proves node n (children listed), or -1: the first child proven
// to give the player choosing at n all of S, else, when every child is proven, the first of the
// best for that player (with SolverSame only when all of those best hold the same result).
func (k *SearcherOf[S, M, P, Src, PSrc]) provenBy(n int32) int32 {
	nd := &k.nodes[n]
	if nd.first == 0 {
		return -1
	}
	chooser := int(nd.mover)
	best, bestReward := int32(-1), int64(-1)
	for c := nd.first; c < nd.first+nd.kids; c++ {
		p := k.nodes[c].proof
		if p == 0 {
			best = -2 // an unproven child: only a win proves n
			continue
		}
		r := k.reward(&k.proofs[p-1], chooser, 1)
		if r == gamekit.S {
			return c
		}
		if best != -2 && r > bestReward {
			best, bestReward = c, r
		}
	}
	if best >= 0 && k.SolverSame && !k.bestAgree(n, chooser, bestReward) {
		return -1
	}
	return max(best, -1)
}

// bestAgree reports whether every child of n (all proven) of the chooser's reward best holds
// the same proven result.
func (k *SearcherOf[S, M, P, Src, PSrc]) bestAgree(n int32, chooser int, best int64) bool {
	nd := &k.nodes[n]
	var first *[gamekit.MaxPlayers]int64
	for c := nd.first; c < nd.first+nd.kids; c++ {
		v := &k.proofs[k.nodes[c].proof-1]
		if k.reward(v, chooser, 1) != best {
			continue
		}
		if first == nil {
			first = v
		} else if *v != *first {
			return false
		}
	}
	return true
}

// widen is progressive widening's number of children a node of n visits selects among:
// max(1, floor(PW (n+1)^PWA)), computed with the package's exp and ln (the same on every machine);
// 1e-9 is added before the floor so that an exact power (10 for 100^0.5) is not read as 9.999...
func (k *SearcherOf[S, M, P, Src, PSrc]) widen(n int64) int64 {
	return max(1, int64(float64(k.PW*exp(float64(k.PWA*ln(n+1))))+1e-9))
}

// reroot makes the subtree of the previous tree's node of s's position the tree (by Hash: the
// root, or a visited node at most two rounds of moves below it, the shallowest and then the first
// in the pool's order), copied breadth first into the spare pool so that it starts at index 0 and
// every node's children stay one block, and reports whether there was one. Its counts and proofs
// are kept.
func (k *SearcherOf[S, M, P, Src, PSrc]) reroot(s S) bool {
	h, maxDepth := s.Hash(), 2*s.NumPlayers()
	found := int32(-1)
	k.queue = append(k.queue[:0], 0)
	for depth := 0; len(k.queue) > 0 && found < 0 && depth <= maxDepth; depth++ {
		level := len(k.queue)
		for _, n := range k.queue[:level] {
			if k.hs[n] == h && k.nodes[n].visits > 0 {
				found = n
				break
			}
			nd := &k.nodes[n]
			for c := nd.first; nd.first != 0 && c < nd.first+nd.kids; c++ {
				if k.nodes[c].visits > 0 {
					k.queue = append(k.queue, c)
				}
			}
		}
		k.queue = k.queue[level:]
	}
	if found < 0 {
		return false
	}
	k.spare, k.spareMv, k.spareHs = append(k.spare[:0], k.nodes[found]), append(k.spareMv[:0], k.mv[found]), append(k.spareHs[:0], k.hs[found])
	k.spare[0].player = -1
	for i := 0; i < len(k.spare); i++ {
		nd := k.spare[i]
		if nd.first == 0 {
			continue
		}
		k.spare[i].first = int32(len(k.spare))
		for c := nd.first; c < nd.first+nd.kids; c++ {
			k.spare, k.spareMv, k.spareHs = append(k.spare, k.nodes[c]), append(k.spareMv, k.mv[c]), append(k.spareHs, k.hs[c])
		}
	}
	k.nodes, k.spare = k.spare, k.nodes
	k.mv, k.spareMv = k.spareMv, k.mv
	k.hs, k.spareHs = k.spareHs, k.hs
	k.visited = k.treeNodes()
	k.Ctl.Stats.Kept = k.visited
	return true
}
