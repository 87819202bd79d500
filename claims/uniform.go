package claims

import (
	"context"
	"fmt"
	"math"
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
