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
}

// node is one tree node. Its move is kept beside it (SearcherOf.mv), so this type does not
// depend on the game.
type node struct {
	sum    [gamekit.MaxPlayers]int64 // the value vectors of the playouts through the node, summed
	visits int64                     // the playouts through the node
	first  int32                     // the first child's index; 0 until the children are listed (0 is the root, no one's child)
	kids   int32                     // the number of children listed
	player int8                      // the player whose move entered the node (BRS: the opponent of the layer)
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

	root  int    // the root player
	nodes []node // the tree: nodes[0] is the root
	mv    []M    // mv[i] is the move into nodes[i]
	path  []int32
	made  []M          // every move made this iteration (passes of BRS layers too), to unmake
	moved []histRecord // the moves of this iteration and their players, for Progressive History
	hist  []histEntry  // Progressive History per player and MoveIndex, made on first use
	buf   [gamekit.MaxMoves]M
	src   Src
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
func (k *SearcherOf[S, M, P, Src, PSrc]) Reset() { k.searches = 0 }

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
		for iters <= 0 || c.Stats.Iterations < iters {
			if !k.iterate(s) {
				break
			}
		}
		r.Move, r.Value = k.choose(s)
	}
	c.Stats.TreeNodes = k.treeNodes()
	r.NC, r.Stats, r.Stopped, r.Depth = c.NC, c.Stats, c.Stopped(), int(c.Stats.MaxDepth)
	r.Elapsed = time.Since(start)
	return r
}

// begin empties the tree to the root of s and seeds the generator for this search.
func (k *SearcherOf[S, M, P, Src, PSrc]) begin(s S) {
	k.root = s.Mover()
	k.pcg.Seed(k.seed, k.stream^mix(k.searches))
	k.searches++
	k.nodes = append(k.nodes[:0], node{player: -1})
	k.mv = append(k.mv[:0], s.PassMove())
	if k.PH > 0 {
		n := s.NumPlayers() * gamekit.MaxMoveIndex
		if len(k.hist) < n {
			k.hist = make([]histEntry, n)
		}
		clear(k.hist)
	}
}

// mix is SplitMix64's finaliser: distinct streams for consecutive move numbers.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// iterate runs one iteration on s (restored before it returns) and reports whether the search
// may go on: false once the node budget or the context stopped it, in which case the iteration
// is discarded (nothing backed up).
func (k *SearcherOf[S, M, P, Src, PSrc]) iterate(s S) bool {
	k.path, k.made, k.moved = append(k.path[:0], 0), k.made[:0], k.moved[:0]
	ok := k.descend(s) && k.playout(s)
	if ok {
		var v [gamekit.MaxPlayers]int64
		PSrc(&k.src).Vector(s, &v)
		k.backup(&v)
	}
	for i := len(k.made) - 1; i >= 0; i-- {
		s.Unmake(k.made[i])
	}
	return ok
}

// descend is selection and expansion: from the root, it enters the selected child of every node
// whose children are listed (listing them at a node visited before), and stops at the first
// node not visited before, a terminal position, a node the full pool cannot expand or one whose
// line nears gamekit.MaxLine. It
// reports false when the budget stopped it.
func (k *SearcherOf[S, M, P, Src, PSrc]) descend(s S) bool {
	n := int32(0)
	for !s.Terminal() && len(k.made)+s.NumPlayers() < gamekit.MaxLine {
		if k.nodes[n].first == 0 && !k.expand(n, s) {
			return true // the pool is full: play out from here
		}
		c := k.selectChild(n, s)
		if !k.Ctl.Enter() {
			return false
		}
		k.enter(c, s)
		k.path = append(k.path, c)
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
		return false
	}
	k.nodes[n].first, k.nodes[n].kids = int32(first), int32(len(k.nodes)-first)
	return true
}

// addChildren appends the moves of player (the mover of s) in static ordering as new nodes.
func (k *SearcherOf[S, M, P, Src, PSrc]) addChildren(s S, player int) {
	moves := s.Moves(k.buf[:0])
	PSrc(&k.src).Order(s, moves)
	for _, m := range moves {
		k.nodes = append(k.nodes, node{player: int8(player)})
		k.mv = append(k.mv, m)
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
// selects: the first unvisited child in static ordering, else the largest score.
func (k *SearcherOf[S, M, P, Src, PSrc]) selectChild(n int32, s S) int32 {
	chooser := s.Mover()
	nd := &k.nodes[n]
	first, last := nd.first, nd.first+nd.kids
	for c := first; c < last; c++ {
		if k.nodes[c].visits == 0 {
			return c
		}
	}
	lnN := ln(nd.visits)
	best, bestScore := first, math.Inf(-1)
	for c := first; c < last; c++ {
		if sc := k.score(s, c, chooser, lnN); sc > bestScore {
			best, bestScore = c, sc
		}
	}
	return best
}

// score is child c's selection score for chooser at its parent (position s), whose
// ln(visits) is lnN: UCT (the mean reward in [0, 1] plus C sqrt(lnN / visits)), plus Progressive
// History's W * history mean / ((1 - mean) visits + 1) when PH > 0, the history of the child's
// player and move. No product is fused with a sum.
func (k *SearcherOf[S, M, P, Src, PSrc]) score(s S, c int32, chooser int, lnN float64) float64 {
	nd := &k.nodes[c]
	n := float64(nd.visits)
	mean := float64(k.reward(&nd.sum, chooser, nd.visits)) / float64(float64(gamekit.S)*n)
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
		if k.rng.Uint64()>>11 < k.epsCut {
			moves := s.Moves(k.buf[:0])
			m = moves[k.rng.IntN(len(moves))]
		} else {
			src.Start(pk, s, s.Mover(), k.buf[:0], 1)
			m = pk.Move(0)
		}
		k.make(s, m, s.Mover())
		k.Ctl.Stats.PlayoutPlies++
	}
	return true
}

// backup adds the playout's value vector v to every node of the path and, with Progressive
// History, each recorded move's player's reward to the move's history.
func (k *SearcherOf[S, M, P, Src, PSrc]) backup(v *[gamekit.MaxPlayers]int64) {
	for _, n := range k.path {
		nd := &k.nodes[n]
		nd.visits++
		for p := range nd.sum {
			nd.sum[p] += v[p]
		}
	}
	for _, r := range k.moved {
		h := &k.hist[int(r.player)*gamekit.MaxMoveIndex+int(r.index)]
		h.sum += k.reward(v, int(r.player), 1)
		h.n++
	}
	st := &k.Ctl.Stats
	d := int64(len(k.path) - 1)
	st.Iterations++
	st.DepthSum += d
	st.MaxDepth = max(st.MaxDepth, d)
}

// choose returns the root child of most visits (the first in static ordering among equals) and
// its mean value vector; with no child visited, the first move in static ordering and no value.
func (k *SearcherOf[S, M, P, Src, PSrc]) choose(s S) (M, search.Value) {
	root := &k.nodes[0]
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

// treeNodes counts the nodes in the tree: the root and every visited node.
func (k *SearcherOf[S, M, P, Src, PSrc]) treeNodes() int64 {
	n := int64(0)
	for i := range k.nodes {
		if i == 0 || k.nodes[i].visits > 0 {
			n++
		}
	}
	return n
}
