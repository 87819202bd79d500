package claims

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/maxn"
)

// uniformTree is the tree of Sturtevant's §4.2 sentence on trees "when all nodes in the tree
// have the exact same evaluation": n players move in turn, every node has b children, every
// position evaluates to the same vector (the scale's share S/n each, a constant sum), and the
// game never ends (a search stops at its depth). It is a gamekit game, so the engine's max^n
// searchers run on it unchanged.
type uniformTree struct {
	n, b  int
	mover int
	path  []uniformMove
}

// uniformMove is a child's index plus one (the zero move is no move); uniformPass the null move.
type uniformMove uint8

const uniformPass uniformMove = 255

func (u *uniformTree) NumPlayers() int { return u.n }
func (u *uniformTree) Mover() int      { return u.mover }
func (u *uniformTree) InGame(int) bool { return true }
func (u *uniformTree) Terminal() bool  { return false }
func (u *uniformTree) Moves(buf []uniformMove) []uniformMove {
	buf = buf[:0]
	for i := range u.b {
		buf = append(buf, uniformMove(i+1))
	}
	return buf
}
func (u *uniformTree) Make(m uniformMove) {
	u.path = append(u.path, m)
	u.mover = (u.mover + 1) % u.n
}
func (u *uniformTree) Unmake(uniformMove) {
	u.path = u.path[:len(u.path)-1]
	u.mover = (u.mover + u.n - 1) % u.n
}
func (u *uniformTree) PassMove() uniformMove { return uniformPass }
func (u *uniformTree) Hash() uint64 {
	h := uint64(1469598103934665603)
	for _, m := range u.path {
		h = (h ^ uint64(m)) * 1099511628211
	}
	return h ^ uint64(u.mover)
}
func (u *uniformTree) MoveIndex(m uniformMove) int { return int(m) }
func (u *uniformTree) String() string {
	return fmt.Sprintf("uniform %d %d %d %v", u.n, u.b, u.mover, u.path)
}
func (u *uniformTree) MoveString(m uniformMove) string { return fmt.Sprint(int(m)) }
func (u *uniformTree) share() int64                    { return gamekit.S / int64(u.n) }
func (u *uniformTree) Value(int) int64                 { return u.share() }
func (u *uniformTree) Vector(v *[gamekit.MaxPlayers]int64) {
	*v = [gamekit.MaxPlayers]int64{}
	for p := range u.n {
		v[p] = u.share()
	}
}
func (u *uniformTree) Order([]uniformMove) {}
func (u *uniformTree) Bounds() gamekit.Bounds {
	sum := int64(u.n) * u.share()
	return gamekit.Bounds{Max: sum, Sum: sum, ConstantSum: true}
}

// uniformCase is one tree of the measurement: players, children per node and search depth.
type uniformCase struct{ n, b, depth int }

// uniformCases are the trees searched: 3 and 4 players, 2 and 3 children a node, at depths from
// the number of players (the shortest chain of every player's bound) to two more.
var uniformCases = func() []uniformCase {
	var out []uniformCase
	for _, n := range []int{3, 4} {
		for _, b := range []int{2, 3} {
			for d := n; d <= n+2; d++ {
				out = append(out, uniformCase{n, b, d})
			}
		}
	}
	return out
}()

// uniformSearch is the result of a max^n pruning variant on one uniform tree (deterministic:
// the engine's search, no data file).
func uniformSearch(p maxn.Prune, c uniformCase) search.ResultOf[uniformMove] {
	sr := maxn.NewOf[*uniformTree, uniformMove, *gamekit.Ply[*uniformTree, uniformMove], gamekit.Plies[*uniformTree, uniformMove]](maxn.Options{Prune: p})
	return sr.Search(context.Background(), &uniformTree{n: c.n, b: c.b}, search.Limits{Depth: c.depth})
}

// uniformPrunes is, per uniform tree, the number of nodes at which pruning variant p cut off a
// child, as exact Parts, with plain max^n's NC and p's beside each in the text.
func uniformPrunes(p maxn.Prune) Measure {
	return func(string) (Estimate, error) {
		var es []Estimate
		var parts []string
		for _, c := range uniformCases {
			plain := uniformSearch(maxn.None, c).NC
			r := uniformSearch(p, c)
			nc, cut := r.NC, r.Stats.Cutoffs
			e := exact(float64(cut))
			e.Text = fmt.Sprintf("%d players, %d children, depth %d", c.n, c.b, c.depth)
			es = append(es, e)
			parts = append(parts, fmt.Sprintf("%s: %d cutoffs, NC %d of max^n's %d", e.Text, cut, nc, plain))
		}
		return Estimate{Value: math.NaN(), Parts: es, Text: maxn.Options{Prune: p}.String() + " on trees whose every node has the same evaluation: " + strings.Join(parts, "; ")}, nil
	}
}

// orderedTree is the tree of Sturtevant's §4.3 sentence "With an optimal node ordering we will
// never have to re-search a subtree": n players move in turn, every node has b children, the
// game ends at depth h, and a leaf's value vector is drawn from a hash of its path and the seed
// (integer shares of S, a constant sum). Its static ordering is the one the mode names: the
// children as generated, optimal (each node's children by their exact max^n value for the
// mover, best first), or pessimal (worst first).
type orderedTree struct {
	uniformTree
	h     int
	seed  uint64
	order treeOrder
	memo  map[uint64][gamekit.MaxPlayers]int64
}

// treeOrder is how an orderedTree sorts a node's children.
type treeOrder int

const (
	generated treeOrder = iota
	optimal
	pessimal
)

func (o treeOrder) String() string { return [...]string{"generated", "optimal", "pessimal"}[o] }

func newOrderedTree(n, b, h int, seed uint64, order treeOrder) *orderedTree {
	return &orderedTree{uniformTree: uniformTree{n: n, b: b}, h: h, seed: seed, order: order, memo: map[uint64][gamekit.MaxPlayers]int64{}}
}

func (t *orderedTree) Terminal() bool { return len(t.path) == t.h }
func (t *orderedTree) Moves(buf []uniformMove) []uniformMove {
	if t.Terminal() {
		return buf[:0]
	}
	return t.uniformTree.Moves(buf)
}
func (t *orderedTree) Value(p int) int64 {
	var v [gamekit.MaxPlayers]int64
	t.Vector(&v)
	return v[p]
}

// Vector is a leaf's drawn vector; above the leaves every node has the uniform one (a search of
// the whole tree never evaluates them).
func (t *orderedTree) Vector(v *[gamekit.MaxPlayers]int64) {
	if !t.Terminal() {
		t.uniformTree.Vector(v)
		return
	}
	*v = [gamekit.MaxPlayers]int64{}
	var w [gamekit.MaxPlayers]int64
	var sum int64
	h := t.Hash() ^ t.seed*0x9e3779b97f4a7c15
	for p := range t.n {
		h = (h ^ uint64(p+1)) * 0xbf58476d1ce4e5b9
		h ^= h >> 29
		w[p] = int64(h%65536) + 1
		sum += w[p]
	}
	var got int64
	for p := range t.n {
		v[p] = gamekit.S * w[p] / sum
		got += v[p]
	}
	v[0] += gamekit.S - got
}
func (t *orderedTree) Bounds() gamekit.Bounds {
	return gamekit.Bounds{Max: gamekit.S, Sum: gamekit.S, ConstantSum: true}
}

// exact is the max^n value of the position: the child best for its mover, the first of equals
// in generation order (memoised by the path's hash).
func (t *orderedTree) exact() [gamekit.MaxPlayers]int64 {
	key := t.Hash()
	if v, ok := t.memo[key]; ok {
		return v
	}
	var best [gamekit.MaxPlayers]int64
	if t.Terminal() {
		t.Vector(&best)
	} else {
		mover := t.mover
		for i := range t.b {
			m := uniformMove(i + 1)
			t.Make(m)
			v := t.exact()
			t.Unmake(m)
			if i == 0 || v[mover] > best[mover] {
				best = v
			}
		}
	}
	t.memo[key] = best
	return best
}

// Order sorts the children by the mode: optimal puts them in decreasing exact value for the
// mover, pessimal in increasing, generated leaves them (ties keep generation order).
func (t *orderedTree) Order(moves []uniformMove) {
	if t.order == generated {
		return
	}
	mover := t.mover
	val := map[uniformMove]int64{}
	for _, m := range moves {
		t.Make(m)
		val[m] = t.exact()[mover]
		t.Unmake(m)
	}
	slices.SortStableFunc(moves, func(a, b uniformMove) int {
		d := cmp.Compare(val[b], val[a])
		if t.order == pessimal {
			d = -d
		}
		return d
	})
}

// orderedCase is one set of trees of the measurement: players, children, depth.
type orderedCase struct{ n, b, h int }

// orderedCases are 3 and 4 players, 3 and 4 children, depths 4 to 6, orderedTrees per case.
var orderedCases = func() []orderedCase {
	var out []orderedCase
	for _, n := range []int{3, 4} {
		for _, b := range []int{3, 4} {
			for h := 4; h <= 6; h++ {
				out = append(out, orderedCase{n, b, h})
			}
		}
	}
	return out
}()

const orderedTrees = 10

// orderedSearch is speculative max^n's result and re-expansions on one tree, searched to its end.
func orderedSearch(c orderedCase, seed uint64, order treeOrder) (search.ResultOf[uniformMove], int64) {
	sr := maxn.NewOf[*orderedTree, uniformMove, *gamekit.Ply[*orderedTree, uniformMove], gamekit.Plies[*orderedTree, uniformMove]](maxn.Options{Prune: maxn.Speculative})
	r := sr.Search(context.Background(), newOrderedTree(c.n, c.b, c.h, seed, order), search.Limits{Depth: c.h})
	return r, sr.Reexpansions()
}

// pruneDistances is, per case of orderedCases, the largest distance over its trees (in generated
// order) from a node last-branch or speculative max^n pruned to the top of the chain whose bounds
// pruned it, less the number of players, as exact Parts: Sturtevant's "not more than n levels
// away" is every part at most 0.
func pruneDistances() Measure {
	return func(string) (Estimate, error) {
		var es []Estimate
		var parts []string
		for _, c := range orderedCases {
			var far [2]int
			for k, p := range []maxn.Prune{maxn.LastBranch, maxn.Speculative} {
				for seed := range uint64(orderedTrees) {
					sr := maxn.NewOf[*orderedTree, uniformMove, *gamekit.Ply[*orderedTree, uniformMove], gamekit.Plies[*orderedTree, uniformMove]](maxn.Options{Prune: p})
					sr.Search(context.Background(), newOrderedTree(c.n, c.b, c.h, seed+1, generated), search.Limits{Depth: c.h})
					far[k] = max(far[k], sr.PruneDistance())
				}
			}
			e := exact(float64(max(far[0], far[1]) - c.n))
			e.Text = fmt.Sprintf("%d players, %d children, depth %d", c.n, c.b, c.h)
			es = append(es, e)
			parts = append(parts, fmt.Sprintf("%s: last-branch %d plies, speculative %d", e.Text, far[0], far[1]))
		}
		return Estimate{Value: math.NaN(), Parts: es, Text: fmt.Sprintf("the largest distance from a pruned node to its chain's top over %d trees a case, generated order: ", orderedTrees) + strings.Join(parts, "; ")}, nil
	}
}

// reexpansionsUnder is, per case, speculative max^n's re-expansions summed over its trees when
// they are ordered by order, as exact Parts; the text gives the other orderings' beside it.
func reexpansionsUnder(order treeOrder) Measure {
	return func(string) (Estimate, error) {
		var es []Estimate
		var parts []string
		for _, c := range orderedCases {
			var sums [3]int64
			for _, o := range []treeOrder{generated, optimal, pessimal} {
				for seed := range uint64(orderedTrees) {
					_, re := orderedSearch(c, seed+1, o)
					sums[o] += re
				}
			}
			e := exact(float64(sums[order]))
			e.Text = fmt.Sprintf("%d players, %d children, depth %d", c.n, c.b, c.h)
			es = append(es, e)
			parts = append(parts, fmt.Sprintf("%s: %d (generated order %d, pessimal %d)", e.Text, sums[order], sums[generated], sums[pessimal]))
		}
		return Estimate{Value: math.NaN(), Parts: es, Text: fmt.Sprintf("speculative max^n's re-expansions over %d trees a case, %s ordering: ", orderedTrees, order) + strings.Join(parts, "; ")}, nil
	}
}
