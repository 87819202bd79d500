// Package maxn is max^n (Luckhardt & Irani; equation 1 of the OPPS paper): every player maximises
// its own entry of the heuristic vector of package eval; and its three pruning variants of
// Sturtevant's "Last-Branch and Speculative Pruning Algorithms for Max^n" (IJCAI 2003): shallow
// pruning (Korf), last-branch pruning and speculative max^n, generalised to any number of players.
//
// Plain max^n prunes nothing, so its NC is perft(0)+...+perft(d) (perft stops at won positions
// as max^n does, so this holds with wins in reach too); it is the unpruned reference of the pruning variants, which return exactly its
// value vector and its move on every position.
//
// Choices: a terminal node scores eval.S for the winner and 0 for the others, before the depth
// test; at every node the first child in static ordering order that maximises the mover's entry
// wins ties (a later child replaces it only with a strictly larger entry), at the root too.
//
// # Bounds
//
// The pruning variants rely on the bounds the game declares (gamekit.Bounds, through
// search.Source.Bounds): every entry of every value vector lies in [0, Max] and the entries of
// one vector sum to at most Sum; below, S stands for Sum. Chinese Checkers' are eval's: Max = Sum
// = eval.S (heuristic vectors sum to S minus the rounding of integer division, a terminal vector
// to exactly S). A game that declares no sum (Sum = 0) is searched without pruning by chains; the
// stop at a won node (below) needs Max = Sum. Values are integers, which the tie rules below use.
//
// # Thresholds: ties and order in one number
//
// Take a node A on the path from the root to the node being searched, with mover p, and let c be
// its child on the path (the child being searched below A). Among A's children whose values are
// known exactly, the value of c becomes A's value only if its entry p is at least
//
//	t(A) = best[p] + 1   if A's best so far comes from a child before c (ties go to the earlier child),
//	t(A) = best[p]       if it comes from a child after c (a re-searched child, see speculative below),
//	t(A) = 0             if no child of A is known yet.
//
// This threshold is the whole tie-breaking rule: where the paper compares with "<" against a
// bound from an earlier branch and "<=" against one from a later branch, we compare with the
// threshold, so no test can discard a child that would win a tie.
//
// # Lemma 1 with thresholds
//
// Let A_1, ..., A_m be consecutive nodes of the path whose movers are distinct (the game decides
// who moves after whom: chains reach no higher than the node below the last one of A_m's mover
// on the path; in Chinese Checkers, where players move in turn and a pass is a move, m <= players),
// A_m the node being searched, and let A_m's best child so far have entry b for A_m's mover. Every
// value A_m can still take (its present best, or a later or re-searched child that replaces it) has
// that entry >= b. If
//
//	t(A_1) + ... + t(A_{m-1}) + b > S
//
// then no such value reaches every threshold t(A_1), ..., t(A_{m-1}): the entries of one vector sum
// to at most S. So A_m's value, whatever its remaining children hold, is not chosen at some node
// among A_1..A_{m-1}: it is "blocked below A_1". For m = 2 this is exactly Korf's shallow pruning
// (t(parent) = x+1 for a strict bound x, so the test reads x + b >= S); the thresholds only make
// the sum exact on integers and tie-aware. Independently of any chain, a node whose best entry is S
// (the mover has won) stops: no remaining child can do better, and every vector with entry S for
// the mover is the same vector (S for the mover, 0 for the others), so the value is exact.
//
// # Pruned children: exact results and blocked results
//
// node returns either an exact value or "blocked below ply a": the node's true value (the value
// plain max^n gives it) fails the threshold of some ancestor at a ply in [a, ply-1]. Its parent
// reads a blocked result as follows:
//
//   - a == the parent's ply: the child's value is never the parent's (thresholds only rise as more
//     children become known), so the parent ignores the child for good (shallow pruning).
//   - a < the parent's ply: the child is speculatively pruned: the parent keeps it on its pending
//     list with a. When the parent has searched all its children, its true value is its exact best
//     W or the value of a pending child; a pending child chosen at the parent passes the parent's
//     threshold and is therefore blocked below a. If W fails some threshold at a ply in
//     [min a, ply-1], the parent is itself blocked below min a and says so; otherwise W could
//     propagate and the parent re-searches its pending children in child order (these are the
//     re-expansions; they count in NC), with speculation stopped at the parent: below a re-search,
//     chains start at the parent or lower, so a re-searched child comes back exact or ignored.
//
// # The three variants
//
//   - shallow: chains of length 2 only (the parent's bound and the node's): Korf's shallow
//     pruning. A pruned node is ignored by its parent; nothing is ever re-searched.
//   - lastbranch: chains of length 2 to players; every intermediate node A_2..A_{m-1} must be on its
//     last branch, and its best so far (if any) must fail a threshold at some node of the chain
//     above it (the n-player form of "the partial max^n value from Player 2's previously searched
//     children must not be better for Player 1 than his current bound"). Then every intermediate
//     finishes at once with a blocked result and nothing is ever re-searched.
//   - speculative: as lastbranch, but intermediates may be on any branch (Fig. 7 generalised): the
//     condition on the intermediates' best so far is the paper's line marked with a dagger (no
//     speculation through a node whose partial value already beats the bounds above it, since it
//     would have to be re-searched anyway). Re-searches happen when a node ends with a best that
//     passes every threshold up to its pending children's chain tops, once, at the end of its
//     children, with its final bounds: Fig. 7 re-searches as soon as a new best is better for
//     both the node and its parent; waiting until the node's best is final gives the same value,
//     skips the re-searches that a later, final best makes unnecessary (a best that does not pass
//     the bounds above) and searches the re-expanded children with the node's final bound.
//     For three players this is Fig. 7: the chain is grandparent, parent, node; the dagger asks
//     that the parent's partial value be no better for the grandparent's player than the
//     grandparent's bound; a pruned node returns NIL (here: blocked below the grandparent's ply)
//     and the parent queues it (specPrunedQ).
//
// Nodes count as docs/rules.md says: every node entered counts once per entry, so a re-expanded node
// counts again (as in the paper's experiments); a child skipped by a cutoff or left pending is not
// entered and not counted. Reexpansions reports the re-entered nodes separately.
package maxn

import (
	"context"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/spec"
)

//go:generate go run gen.go

// Prune selects a max^n pruning variant.
type Prune uint8

const (
	None        Prune = iota // plain max^n
	Shallow                  // shallow pruning (Korf)
	LastBranch               // last-branch pruning (with shallow pruning)
	Speculative              // speculative max^n (with shallow and last-branch pruning)
)

var pruneNames = [...]string{"", "shallow", "lastbranch", "speculative"}

// String returns the variant's spec argument ("" for None).
func (p Prune) String() string { return pruneNames[p] }

// ParsePrune reads a variant's spec argument ("shallow", "lastbranch", "speculative").
func ParsePrune(s string) (Prune, bool) {
	for i, n := range pruneNames {
		if i > 0 && s == n {
			return Prune(i), true
		}
	}
	return None, false
}

// Options select the max^n variant. The zero value is plain max^n. Tune (Franks' options) applies
// to plain max^n only: the pruning variants rely on the bounds of the default evaluation.
type Options struct {
	Prune Prune
	Tune  search.Tuning
	// TT is the transposition table's size in entries (search.ParseTT; 0 for none): exact values
	// only, used at the same depth and ply (engine/search/tt.go). It does not combine with
	// Tune.Ties (a tie's draw depends on the children searched before it).
	TT int
}

// exact is node's result for an exact value; a result a >= 0 means "blocked below ply a".
const exact = -1

// SearcherOf is a max^n searcher of any game: plain max^n is the vector kernel of package search,
// and the pruning variants search with that kernel's leaf, value vectors and move buffers. S is
// the game's position, M its move, Src (PSrc = *Src) its search.Source, which also declares the
// bounds the pruning relies on (search.Source.Bounds). Chinese Checkers' instance is generated
// from this source as Searcher (gen.go). Make one with NewOf (New) and reuse it: it owns its
// per-ply buffers and pending lists, so a search allocates nothing per node.
type SearcherOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}] struct {
	opts    Options
	v       search.VectorOf[S, M, P, Src, PSrc]
	players int // of the search under way
	// sum and top come from the game's Bounds for the search under way: a chain is pruned when
	// its thresholds sum to more than sum (Inf when the game declares no sum), and a node stops
	// when its mover's entry reaches top (the largest entry, when it makes the vector unique:
	// Max == Sum; else Inf).
	sum, top int64

	// reexp counts the nodes entered by speculative re-searches (they are also in NC) over the
	// searcher's life, each once however deeply re-searches nest; redo is the number of re-searches
	// under way on the current path.
	reexp int64
	redo  int
	// dist is the largest distance, in plies, from a pruned node up to the top of the chain that
	// pruned it (the ancestor whose bound completes the proof) over the searcher's life:
	// Sturtevant's "prune more than n levels away from where the first bound originates".
	dist int

	// Per ply, for the node at that ply on the current path, beside v.Vals (best value so far, the
	// value once done), v.Best (index of that best child) and v.Moves.
	has   [search.MaxPly]bool // some child's exact value is in v.Vals
	cur   [search.MaxPly]int  // index of the child being searched
	nmov  [search.MaxPly]int  // number of children
	mover [search.MaxPly]int
	floor [search.MaxPly]int // chains of this node start at this ply or below it
	fail  [search.MaxPly]int // highest ply in [floor, ply-1] whose threshold vals fails, -1 if none
	npend [search.MaxPly]int
	apend [search.MaxPly]int // lowest chain top of the pending children
	pend  [search.MaxPly][gamekit.MaxMoves]uint16
	lo    [search.MaxPly]int // the lowest ply l such that the movers of plies l..ply are distinct
}

// NewOf returns a max^n searcher of a game with opts.
func NewOf[S gamekit.State[M], M comparable, P search.Picker[S, M], Src any, PSrc interface {
	*Src
	search.Source[S, M, P]
}](opts Options) *SearcherOf[S, M, P, Src, PSrc] {
	m := &SearcherOf[S, M, P, Src, PSrc]{opts: opts}
	m.v.Tune = opts.Tune
	m.v.TT = opts.TT
	m.v.Tie.SetP(opts.Tune.Ties)
	return m
}

// Name returns the canonical spec, its Options' String().
func (m *SearcherOf[S, M, P, Src, PSrc]) Name() string { return m.opts.String() }

// String returns the canonical spec of the options (they are the family's spec.Config): "maxn",
// "maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)", or plain max^n with Franks' options
// ("maxn(eval=franks3,best=6,ties=0.25)").
func (o Options) String() string {
	if o.Prune == None {
		return spec.Join("maxn", o.Tune.Args(), search.TTArg(o.TT))
	}
	return spec.Join("maxn", o.Prune.String(), search.TTArg(o.TT))
}

// New returns a new searcher with the options (New(o)).
func (o Options) New() search.Searcher { return New(o) }

// Reset returns the tie generator to its seed: max^n keeps nothing else between searches.
func (m *SearcherOf[S, M, P, Src, PSrc]) Reset() { m.v.Tie.Reset() }

// Seed implements search.Seeder (tie randomisation).
func (m *SearcherOf[S, M, P, Src, PSrc]) Seed(seed, stream uint64) { m.v.Tie.Seed(seed, stream) }

// Reexpansions returns the number of nodes entered by speculative re-searches since the searcher
// was made (they are counted in NC as well).
func (m *SearcherOf[S, M, P, Src, PSrc]) Reexpansions() int64 { return m.reexp }

// PruneDistance returns the largest distance in plies from a pruned node to the top of the chain
// whose bounds pruned it, over the searcher's life (0 if nothing was pruned by a chain). Chains
// need distinct movers, so it is below the number of players.
func (m *SearcherOf[S, M, P, Src, PSrc]) PruneDistance() int { return m.dist }

// Search searches s for the player to move; the result's value has one entry per player.
func (m *SearcherOf[S, M, P, Src, PSrc]) Search(ctx context.Context, s S, lim search.Limits) search.ResultOf[M] {
	m.v.Table.Start(m.opts.TT, s.Mover())
	return search.RunOf(ctx, s, lim, &m.v.Ctl, m)
}

// First is the first of the mover's moves in static ordering (search.DepthSearcherOf).
func (m *SearcherOf[S, M, P, Src, PSrc]) First(s S) M { return m.v.First(s) }

// SearchDepth implements search.DepthSearcherOf.
func (m *SearcherOf[S, M, P, Src, PSrc]) SearchDepth(s S, d int) (M, search.Value) {
	if m.opts.Prune == None {
		return m.v.SearchDepth(s, d)
	}
	m.redo, m.players = 0, s.NumPlayers()
	b := PSrc(&m.v.Source).Bounds(s)
	m.sum, m.top = search.Inf, search.Inf
	if b.Sum > 0 {
		m.sum = b.Sum
		if b.Max == b.Sum {
			m.top = b.Max
		}
	}
	m.node(s, d, 0, 0)
	best := s.PassMove()
	if !s.Terminal() && d > 0 && m.has[0] {
		best = m.v.Moves[0][m.v.Best[0]]
	}
	return best, search.Value{Vec: m.v.Vals[0], N: s.NumPlayers()}
}

// threshold returns t of the node at ply for its child being searched (see the package comment):
// the least entry for the mover with which that child's value would be chosen there. Against a
// best from an earlier child a tie loses (strict: best+1); against a best from a later child,
// which only a re-search of a speculatively pruned child meets, a tie wins (best).
func (m *SearcherOf[S, M, P, Src, PSrc]) threshold(ply int) int64 {
	if !m.has[ply] {
		return 0
	}
	t := m.v.Vals[ply][m.mover[ply]]
	if m.v.Best[ply] < m.cur[ply] {
		t++
	}
	return t
}

// node searches s to depth d at ply, with chains starting at ply floor or below
// it. It returns exact (vals[ply] holds the max^n value) or a ply a >= floor: the node is
// blocked below a (see the package comment). A stopped search returns anything.
func (m *SearcherOf[S, M, P, Src, PSrc]) node(s S, d, ply, floor int) int {
	c := &m.v.Ctl
	if !c.Enter() {
		return exact
	}
	if s.Terminal() || d == 0 {
		m.v.Leaf(s, ply)
		return exact
	}
	// The transposition table (engine/search/tt.go): exact values only, at the same depth and ply.
	if ply > 0 && m.v.Table.On() {
		if m.v.Table.Probe(s.Hash(), d, ply, &m.v.Vals[ply]) {
			return exact
		}
		r := m.expand(s, d, ply, floor)
		if r == exact && !c.Stopped() {
			m.v.Table.Store(s.Hash(), d, ply, &m.v.Vals[ply])
		}
		return r
	}
	return m.expand(s, d, ply, floor)
}

// expand is node past its leaf test and the table: the node's children.
func (m *SearcherOf[S, M, P, Src, PSrc]) expand(s S, d, ply, floor int) int {
	c := &m.v.Ctl
	moves := s.Moves(m.v.Moves[ply][:0])
	m.v.Order(s, moves)
	p := s.Mover()
	lo := 0 // chains need distinct movers: stop below the last ply p moved at
	if ply > 0 {
		lo = m.lo[ply-1]
		for l := ply - 1; l >= lo; l-- {
			if m.mover[l] == p {
				lo = l + 1
				break
			}
		}
	}
	m.mover[ply], m.nmov[ply], m.floor[ply], m.lo[ply] = p, len(moves), floor, lo
	m.has[ply], m.npend[ply], m.apend[ply] = false, 0, ply
	last := len(moves) - 1
	for i, mv := range moves {
		m.cur[ply] = i
		s.Make(mv)
		r := m.node(s, d-1, ply+1, floor)
		s.Unmake(mv)
		if c.Stopped() {
			return exact
		}
		switch {
		case r == exact:
			if !m.take(ply, i) {
				continue
			}
			if m.v.Vals[ply][m.mover[ply]] >= m.top {
				if i < last {
					c.Stats.Cutoffs++
				}
				return exact
			}
			// A node that has searched every child and has nothing pending knows its value:
			// report it rather than a blocked result (the parent can use an exact value).
			if i == last && m.npend[ply] == 0 {
				return exact
			}
			if a := m.prune(ply); a != exact {
				if i < last {
					c.Stats.Cutoffs++
				}
				return a
			}
		case r == ply: // never the value here: ignored for good
		default: // speculatively pruned
			m.pend[ply][m.npend[ply]] = uint16(i)
			m.npend[ply]++
			m.apend[ply] = min(m.apend[ply], r)
		}
	}
	if m.npend[ply] == 0 {
		return exact
	}
	return m.resolve(s, d, ply)
}

// take makes the exact value of child i (in vals[ply+1]) the best of the node at ply if it is:
// the first known, larger for the mover, or equal and earlier. It reports whether it did.
func (m *SearcherOf[S, M, P, Src, PSrc]) take(ply, i int) bool {
	p := m.mover[ply]
	v, child := &m.v.Vals[ply], &m.v.Vals[ply+1]
	if m.has[ply] && !(child[p] > v[p] || child[p] == v[p] && i < m.v.Best[ply]) {
		return false
	}
	*v, m.has[ply], m.v.Best[ply] = *child, true, i
	if m.opts.Prune >= LastBranch {
		m.fail[ply] = m.failing(ply)
	}
	return true
}

// failing returns the highest ply l in [floor, ply-1] (no higher than the movers stay distinct,
// the reach of any chain through ply) at which the best value of the node at ply fails t, or -1.
func (m *SearcherOf[S, M, P, Src, PSrc]) failing(ply int) int {
	v := &m.v.Vals[ply]
	lo := max(m.floor[ply], m.lo[ply])
	for l := ply - 1; l >= lo; l-- {
		if v[m.mover[l]] < m.threshold(l) {
			return l
		}
	}
	return -1
}

// prune applies Lemma 1 at the node at ply (which has an exact best): it returns the chain top a
// (the highest ply whose chain proves the node blocked) or exact when no chain does.
func (m *SearcherOf[S, M, P, Src, PSrc]) prune(ply int) int {
	mode := m.opts.Prune
	sum := m.v.Vals[ply][m.mover[ply]]
	lo := max(m.floor[ply], m.lo[ply])
	minFail := ply // lowest fail ply over the intermediates that have a best (ply: none yet)
	for a := ply - 1; a >= lo; a-- {
		t := m.threshold(a)
		// Strictly greater: with sum+t == S one vector can meet every threshold exactly (entry
		// t(A_j) for each A_j of the chain), and meeting a threshold means being chosen, ties
		// included: the thresholds already hold the +1 of a strict comparison against an earlier
		// best and not against a later one, so this one test keeps ties with the first move.
		if m.has[a] && sum+t > m.sum && minFail >= a {
			m.dist = max(m.dist, ply-a)
			return a
		}
		// a becomes an intermediate node of the longer chains.
		if mode == Shallow || mode == LastBranch && m.cur[a] != m.nmov[a]-1 {
			return exact
		}
		sum += t
		if m.has[a] {
			minFail = min(minFail, m.fail[a])
		}
	}
	return exact
}

// resolve ends the node at ply when it has pending (speculatively pruned) children: it reports
// the node blocked if its best fails a threshold at or below the pending children's chain tops,
// and otherwise re-searches them in child order with chains starting at ply.
func (m *SearcherOf[S, M, P, Src, PSrc]) resolve(s S, d, ply int) int {
	a := m.apend[ply]
	if !m.has[ply] || m.fail[ply] >= a {
		return a
	}
	c := &m.v.Ctl
	moves := m.v.Moves[ply][:m.nmov[ply]]
	last := m.npend[ply] - 1
	for k, i := range m.pend[ply][:m.npend[ply]] {
		mv := moves[i]
		m.cur[ply] = int(i)
		before := c.NC
		m.redo++
		s.Make(mv)
		r := m.node(s, d-1, ply+1, ply)
		s.Unmake(mv)
		if m.redo--; m.redo == 0 {
			m.reexp += c.NC - before
		}
		if c.Stopped() {
			return exact
		}
		// With chains starting at ply, a re-searched child is exact or ignored (r == ply).
		if r != exact || !m.take(ply, int(i)) {
			continue
		}
		if m.v.Vals[ply][m.mover[ply]] >= m.top {
			return exact
		}
		if k < last {
			if b := m.prune(ply); b != exact {
				return b
			}
		}
	}
	return exact
}
