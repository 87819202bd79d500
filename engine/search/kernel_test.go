package search_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"cctree/engine/game"
	"cctree/engine/search"
	"cctree/engine/searchers"
	"cctree/positions"
)

// The kernels (AlphaBeta, Vector) are tested through their searchers in the family packages;
// this test pins them from their own package, so that a mutation tool that runs only the
// mutated package's tests (make mutation) sees a kernel change: every searcher built on the two
// kernels, on positions of every player count, must search exactly the pinned node counts and
// cutoffs, and each pruned searcher must return its unpruned twin's value and move.

// kernelSpecs are the searchers on the kernels, pruned and unpruned.
var kernelSpecs = []string{"paranoid", "brs", "brs+", "opps(1,5,1)", "opps(2,8,5)", "opps(1,inf,2)", "opps(1,5,1,line16=literal)",
	"brs(threat=mtf)", "brs(threat=pos)", "maxn", "offensive", "mpmix(td=0.05,to=0.1)"}

// kernelPinned: "spec depth" -> NC and cutoffs (+ 1000 x the depth reached) summed over
// kernelPositions; depth -N is iterative deepening under a budget of N nodes (regenerate on purpose:
// the failing test prints the table as measured).
var kernelPinned = map[string][2]int64{
	"paranoid 2":                       {9568, 146926},
	"paranoid 3":                       {242164, 222433},
	"paranoid -5000":                   {360000, 229690},
	"brs 2":                            {23426, 146925},
	"brs 3":                            {229368, 244270},
	"brs -5000":                        {360000, 241320},
	"brs+ 2":                           {9568, 146926},
	"brs+ 3":                           {57853, 222278},
	"brs+ -5000":                       {360000, 365725},
	"opps(1,5,1) 2":                    {6422, 146926},
	"opps(1,5,1) 3":                    {38698, 221281},
	"opps(1,5,1) -5000":                {360000, 451408},
	"opps(2,8,5) 2":                    {6671, 146926},
	"opps(2,8,5) 3":                    {44549, 221427},
	"opps(2,8,5) -5000":                {360000, 325430},
	"opps(1,inf,2) 2":                  {9568, 146926},
	"opps(1,inf,2) 3":                  {70586, 222435},
	"opps(1,inf,2) -5000":              {360000, 324288},
	"opps(1,5,1,line16=literal) 2":     {6378, 144000},
	"opps(1,5,1,line16=literal) 3":     {37345, 216054},
	"opps(1,5,1,line16=literal) -5000": {360000, 389517},
	"brs(threat=mtf) 2":                {16541, 146925},
	"brs(threat=mtf) 3":                {216685, 240519},
	"brs(threat=mtf) -5000":            {360000, 243765},
	"brs(threat=pos) 2":                {16750, 146925},
	"brs(threat=pos) 3":                {218017, 240974},
	"brs(threat=pos) -5000":            {360000, 243121},
	"maxn 2":                           {139593, 144000},
	"maxn 3":                           {6724444, 216000},
	"maxn -5000":                       {360000, 142000},
	"offensive 2":                      {139593, 144000},
	"offensive 3":                      {6724444, 216000},
	"offensive -5000":                  {360000, 142000},
	"mpmix(td=0.05,to=0.1) 2":          {122461, 144345},
	"mpmix(td=0.05,to=0.1) 3":          {5797985, 217091},
	"mpmix(td=0.05,to=0.1) -5000":      {360000, 152566},
}

// kernelPositions are positions of the mid suite on every seat set (all with player 0 to move)
// and each after its first legal move (another root player, so that opponent 0 exists), by id.
func kernelPositions(t *testing.T) ([]string, []*game.State) {
	mid, err := positions.Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	var out []*game.State
	var buf [game.MaxMoves]game.Move
	for _, p := range mid.Positions {
		if strings.HasSuffix(p.ID, "-003") || strings.HasSuffix(p.ID, "-011") || strings.HasSuffix(p.ID, "-016") || strings.HasSuffix(p.ID, "-042") {
			s, err := p.State()
			if err != nil {
				t.Fatal(err)
			}
			after := *s
			after.Make(after.Moves(buf[:0])[0])
			ids, out = append(ids, p.ID, p.ID+"+1"), append(out, s, &after)
		}
	}
	return ids, out
}

func TestKernelPinned(t *testing.T) {
	ids, states := kernelPositions(t)
	var b strings.Builder
	for _, spec := range kernelSpecs {
		twin, err := searchers.Twin(spec)
		if err != nil {
			t.Fatal(err)
		}
		for _, depth := range []int{2, 3, -5000} { // -N: iterative deepening under a budget of N nodes
			sr, _ := searchers.New(spec)
			tw, _ := searchers.New(twin)
			var nc, cut int64
			for i, s := range states {
				sr.Reset()
				lim := search.Limits{Depth: depth}
				if depth < 0 {
					lim = search.Limits{Nodes: int64(-depth)}
				}
				r := sr.Search(context.Background(), s, lim)
				nc, cut = nc+r.NC, cut+r.Stats.Cutoffs+int64(1000*r.Depth)
				if twin != spec && depth > 0 {
					tw.Reset()
					u := tw.Search(context.Background(), s, lim)
					if u.Value != r.Value || u.Move != r.Move {
						t.Errorf("%s depth %d on %s: value %v move %v; unpruned twin %s: %v %v", spec, depth, ids[i], r.Value, r.Move, twin, u.Value, u.Move)
					}
					if u.NC < r.NC {
						t.Errorf("%s depth %d on %s: NC %d above its unpruned twin's %d", spec, depth, ids[i], r.NC, u.NC)
					}
				}
			}
			key := fmt.Sprintf("%s %d", spec, depth)
			fmt.Fprintf(&b, "\t%q: {%d, %d},\n", key, nc, cut)
			if want, ok := kernelPinned[key]; !ok {
				t.Errorf("%s: not pinned (NC %d, cutoffs %d)", key, nc, cut)
			} else if want != [2]int64{nc, cut} {
				t.Errorf("%s: NC %d cutoffs %d, pinned %d and %d: the kernel prunes differently (if on purpose, regenerate the table)", key, nc, cut, want[0], want[1])
			}
		}
	}
	if t.Failed() {
		t.Logf("the table as measured:\n%s", b.String())
	}
}
