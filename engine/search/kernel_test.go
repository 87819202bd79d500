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
	"brs(threat=mtf)", "brs(threat=pos)", "maxn", "offensive", "mpmix(td=0.05,to=0.1)",
	"brs(threat=mtf,order=history)", "brs(order=none)", "brs(order=random)",
	"paranoid(eval=franks3,best=6,ties=0.25)", "brs(eval=franks1,best=4)", "maxn(eval=franks2,ties=0.5)", "maxn(best=3)"}

// kernelPinned: "spec depth" -> NC, cutoffs (+ 1000 x the depth reached), leaves and evaluations
// summed over kernelPositions; depth -N is iterative deepening under a budget of N nodes
// (regenerate on purpose: the failing test prints the table as measured).
var kernelPinned = map[string][4]int64{
	"paranoid 2":                          {10954, 171351, 7422, 7422},
	"paranoid 3":                          {269912, 259279, 256743, 256742},
	"paranoid -5000":                      {420000, 275014, 377546, 377534},
	"brs 2":                               {26450, 171351, 22918, 22918},
	"brs 3":                               {255296, 283528, 219412, 219394},
	"brs -5000":                           {420000, 282168, 368381, 368320},
	"brs+ 2":                              {10954, 171351, 7422, 7422},
	"brs+ 3":                              {61305, 259119, 48157, 48157},
	"brs+ -5000":                          {420000, 423577, 291416, 291280},
	"opps(1,5,1) 2":                       {7368, 171351, 3836, 3836},
	"opps(1,5,1) 3":                       {40231, 258125, 32632, 32632},
	"opps(1,5,1) -5000":                   {420000, 530409, 287891, 287757},
	"opps(2,8,5) 2":                       {7659, 171351, 4127, 4127},
	"opps(2,8,5) 3":                       {47016, 258273, 38989, 38989},
	"opps(2,8,5) -5000":                   {420000, 391243, 322496, 322473},
	"opps(1,inf,2) 2":                     {10954, 171351, 7422, 7422},
	"opps(1,inf,2) 3":                     {75353, 259281, 62205, 62205},
	"opps(1,inf,2) -5000":                 {420000, 381769, 303851, 303782},
	"opps(1,5,1,line16=literal) 2":        {7316, 168000, 3784, 3784},
	"opps(1,5,1,line16=literal) 3":        {38818, 252054, 31502, 31502},
	"opps(1,5,1,line16=literal) -5000":    {420000, 450205, 275426, 275241},
	"brs(threat=mtf) 2":                   {18819, 171351, 15287, 15287},
	"brs(threat=mtf) 3":                   {242891, 279448, 211209, 211193},
	"brs(threat=mtf) -5000":               {420000, 284454, 370908, 370839},
	"brs(threat=pos) 2":                   {19113, 171351, 15581, 15581},
	"brs(threat=pos) 3":                   {244740, 279842, 212631, 212616},
	"brs(threat=pos) -5000":               {420000, 283806, 370558, 370491},
	"maxn 2":                              {156267, 168000, 152735, 152730},
	"maxn 3":                              {7399781, 252000, 7243519, 7243395},
	"maxn -5000":                          {420000, 166000, 408698, 408686},
	"offensive 2":                         {156267, 168000, 152735, 152730},
	"offensive 3":                         {7399781, 252000, 7243519, 7243395},
	"offensive -5000":                     {420000, 166000, 408698, 408686},
	"mpmix(td=0.05,to=0.1) 2":             {139135, 168345, 135603, 135598},
	"mpmix(td=0.05,to=0.1) 3":             {6473322, 253091, 6333869, 6333745},
	"mpmix(td=0.05,to=0.1) -5000":         {420000, 176566, 404244, 404232},
	"brs(threat=mtf,order=history) 2":     {20261, 171351, 16729, 16729},
	"brs(threat=mtf,order=history) 3":     {263851, 281050, 230006, 229986},
	"brs(threat=mtf,order=history) -5000": {420000, 281050, 369031, 368902},
	"brs(order=none) 2":                   {35423, 171351, 31891, 31890},
	"brs(order=none) 3":                   {343129, 289459, 299639, 299584},
	"brs(order=none) -5000":               {420000, 269004, 370347, 370228},
	"brs(order=random) 2":                 {33420, 171350, 29888, 29888},
	"brs(order=random) 3":                 {340473, 287147, 299207, 299188},
	"brs(order=random) -5000":             {420000, 265819, 371415, 371336},
	"paranoid(eval=franks3,best=6,ties=0.25) 2":     {2317, 168278, 1729, 1729},
	"paranoid(eval=franks3,best=6,ties=0.25) 3":     {11052, 252704, 8666, 8666},
	"paranoid(eval=franks3,best=6,ties=0.25) -5000": {420000, 481860, 303011, 303010},
	"brs(eval=franks1,best=4) 2":                    {1664, 168252, 1244, 1244},
	"brs(eval=franks1,best=4) 3":                    {5144, 253553, 2980, 2980},
	"brs(eval=franks1,best=4) -5000":                {420000, 592891, 281661, 281408},
	"maxn(eval=franks2,ties=0.5) 2":                 {156267, 168000, 152735, 152730},
	"maxn(eval=franks2,ties=0.5) 3":                 {7399781, 252000, 7243519, 7243395},
	"maxn(eval=franks2,ties=0.5) -5000":             {420000, 166000, 408698, 408686},
	"maxn(best=3) 2":                                {1092, 168000, 756, 756},
	"maxn(best=3) 3":                                {3360, 252000, 2268, 2268},
	"maxn(best=3) -5000":                            {420000, 588000, 279972, 279972},
}

// kernelPositions are positions of the mid suite on every board and seat set (all with player 0 to move)
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
			var nc, cut, leaves, evals int64
			for i, s := range states {
				sr.Reset()
				lim := search.Limits{Depth: depth}
				if depth < 0 {
					lim = search.Limits{Nodes: int64(-depth)}
				}
				r := sr.Search(context.Background(), s, lim)
				nc, cut = nc+r.NC, cut+r.Stats.Cutoffs+int64(1000*r.Depth)
				leaves, evals = leaves+r.Stats.Leaves, evals+r.Stats.Evals
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
			got := [4]int64{nc, cut, leaves, evals}
			fmt.Fprintf(&b, "\t%q: {%d, %d, %d, %d},\n", key, nc, cut, leaves, evals)
			if want, ok := kernelPinned[key]; !ok {
				t.Errorf("%s: not pinned (NC, cutoffs, leaves, evaluations %v)", key, got)
			} else if want != got {
				t.Errorf("%s: NC, cutoffs, leaves, evaluations %v, pinned %v: the kernel searches differently (if on purpose, regenerate the table)", key, got, want)
			}
		}
	}
	if t.Failed() {
		t.Logf("the table as measured:\n%s", b.String())
	}
}
