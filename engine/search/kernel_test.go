package search_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"cctree/engine/game"
	"cctree/engine/search"
	"cctree/engine/search/searchtest"
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
	"paranoid 2":                          {11216, 179432, 7595, 7577},
	"paranoid 3":                          {272883, 271425, 259442, 259390},
	"paranoid -5000":                      {440000, 290270, 395334, 395158},
	"brs 2":                               {27214, 179432, 23593, 23555},
	"brs 3":                               {258400, 296163, 221801, 221667},
	"brs -5000":                           {440000, 300461, 384697, 384047},
	"brs+ 2":                              {11216, 179432, 7595, 7577},
	"brs+ 3":                              {61884, 271263, 48464, 48413},
	"brs+ -5000":                          {440000, 451004, 304802, 303857},
	"opps(1,5,1) 2":                       {7558, 179432, 3937, 3920},
	"opps(1,5,1) 3":                       {40517, 270271, 32745, 32706},
	"opps(1,5,1) -5000":                   {440000, 571615, 298014, 296856},
	"opps(2,8,5) 2":                       {7861, 179432, 4240, 4223},
	"opps(2,8,5) 3":                       {47531, 270419, 39319, 39277},
	"opps(2,8,5) -5000":                   {440000, 415015, 336888, 335583},
	"opps(1,inf,2) 2":                     {11216, 179432, 7595, 7577},
	"opps(1,inf,2) 3":                     {76160, 271427, 62740, 62689},
	"opps(1,inf,2) -5000":                 {440000, 404521, 317996, 316699},
	"opps(1,5,1,line16=literal) 2":        {7506, 176000, 3885, 3868},
	"opps(1,5,1,line16=literal) 3":        {39104, 264054, 31615, 31576},
	"opps(1,5,1,line16=literal) -5000":    {440000, 486707, 285305, 284094},
	"brs(threat=mtf) 2":                   {19212, 179432, 15591, 15555},
	"brs(threat=mtf) 3":                   {245114, 291826, 212991, 212860},
	"brs(threat=mtf) -5000":               {440000, 305739, 386198, 385603},
	"brs(threat=pos) 2":                   {19534, 179432, 15913, 15876},
	"brs(threat=pos) 3":                   {246963, 292220, 214413, 214283},
	"brs(threat=pos) -5000":               {440000, 305090, 385850, 385257},
	"maxn 2":                              {158524, 176000, 154903, 154866},
	"maxn 3":                              {7455015, 264000, 7296528, 7296077},
	"maxn -5000":                          {440000, 174000, 427742, 427444},
	"offensive 2":                         {158524, 176000, 154903, 154866},
	"offensive 3":                         {7455015, 264000, 7296528, 7296077},
	"offensive -5000":                     {440000, 174000, 427742, 427444},
	"mpmix(td=0.05,to=0.1) 2":             {141392, 176345, 137771, 137734},
	"mpmix(td=0.05,to=0.1) 3":             {6528556, 265091, 6386878, 6386427},
	"mpmix(td=0.05,to=0.1) -5000":         {440000, 184566, 423288, 422990},
	"brs(threat=mtf,order=history) 2":     {20694, 179432, 17073, 17037},
	"brs(threat=mtf,order=history) 3":     {266370, 293450, 232050, 231915},
	"brs(threat=mtf,order=history) -5000": {440000, 300268, 384335, 383059},
	"brs(order=none) 2":                   {36412, 179432, 32791, 32752},
	"brs(order=none) 3":                   {348200, 302175, 303827, 303656},
	"brs(order=none) -5000":               {440000, 284281, 387597, 386869},
	"brs(order=random) 2":                 {34571, 179430, 30950, 30912},
	"brs(order=random) 3":                 {345637, 300025, 303340, 303205},
	"brs(order=random) -5000":             {440000, 281060, 388724, 388167},
	"paranoid(eval=franks3,best=6,ties=0.25) 2":     {2415, 176293, 1799, 1793},
	"paranoid(eval=franks3,best=6,ties=0.25) 3":     {11479, 264730, 9001, 8974},
	"paranoid(eval=franks3,best=6,ties=0.25) -5000": {440000, 507989, 316232, 313956},
	"brs(eval=franks1,best=4) 2":                    {1736, 176264, 1296, 1291},
	"brs(eval=franks1,best=4) 3":                    {5348, 265615, 3098, 3076},
	"brs(eval=franks1,best=4) -5000":                {440000, 626811, 294466, 292457},
	"maxn(eval=franks2,ties=0.5) 2":                 {158524, 176000, 154903, 154866},
	"maxn(eval=franks2,ties=0.5) 3":                 {7455015, 264000, 7296528, 7296077},
	"maxn(eval=franks2,ties=0.5) -5000":             {440000, 174000, 427742, 427444},
	"maxn(best=3) 2":                                {1144, 176000, 792, 789},
	"maxn(best=3) 3":                                {3511, 264000, 2370, 2358},
	"maxn(best=3) -5000":                            {440000, 616000, 293303, 292296},
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
	// Endgames where player 0 can win within three plies, so that the terminal test sees a win by
	// player 0 (a mutant reading "Winner > 0" for "Winner >= 0" searches past it).
	for seed, found := uint64(1), 0; found < 4 && seed < 200; seed++ {
		for _, s := range searchtest.Endgame(seed, 1, "star73", []string{"024", "0134"}[seed%2]) {
			if winsFor0(s, 3) {
				found++
				ids, out = append(ids, fmt.Sprintf("endgame-%d", seed)), append(out, s)
			}
		}
	}
	return ids, out
}

// winsFor0 reports whether some line of at most d plies from s ends in a win by player 0.
func winsFor0(s *game.State, d int) bool {
	if s.Winner >= 0 || d == 0 {
		return s.Winner == 0
	}
	for _, m := range s.Moves(nil) {
		s.Make(m)
		w := winsFor0(s, d-1)
		s.Unmake(m)
		if w {
			return true
		}
	}
	return false
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
