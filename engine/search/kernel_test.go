package search_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/positions"
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

// kernelPinned: "spec depth" -> NC, cutoffs (+ 1000 x the depth reached), leaves, evaluations and
// a digest of the moves and values found (modulo 1e9+7), summed over kernelPositions; depth -N is iterative deepening under a budget of N nodes
// (regenerate on purpose: the failing test prints the table as measured).
var kernelPinned = map[string][5]int64{
	"paranoid 2":                          {11216, 179432, 7595, 7577, 27321225},
	"paranoid 3":                          {272883, 271425, 259442, 259390, 26776953},
	"paranoid -5000":                      {440000, 290270, 395334, 395158, 26900468},
	"brs 2":                               {27214, 179432, 23593, 23555, 26809430},
	"brs 3":                               {258400, 296163, 221801, 221667, 28863290},
	"brs -5000":                           {440000, 300461, 384697, 384047, 28561203},
	"brs+ 2":                              {11216, 179432, 7595, 7577, 27321225},
	"brs+ 3":                              {61884, 271263, 48464, 48413, 26774830},
	"brs+ -5000":                          {440000, 451004, 304802, 303857, 26832616},
	"opps(1,5,1) 2":                       {7558, 179432, 3937, 3920, 27321225},
	"opps(1,5,1) 3":                       {40517, 270271, 32745, 32706, 26843853},
	"opps(1,5,1) -5000":                   {440000, 571615, 298014, 296856, 27959514},
	"opps(2,8,5) 2":                       {7861, 179432, 4240, 4223, 27321225},
	"opps(2,8,5) 3":                       {47531, 270419, 39319, 39277, 26830008},
	"opps(2,8,5) -5000":                   {440000, 415015, 336888, 335583, 27531161},
	"opps(1,inf,2) 2":                     {11216, 179432, 7595, 7577, 27321225},
	"opps(1,inf,2) 3":                     {76160, 271427, 62740, 62689, 26774830},
	"opps(1,inf,2) -5000":                 {440000, 404521, 317996, 316699, 26777076},
	"opps(1,5,1,line16=literal) 2":        {7506, 176000, 3885, 3868, 27321225},
	"opps(1,5,1,line16=literal) 3":        {39104, 264054, 31615, 31576, 26950586},
	"opps(1,5,1,line16=literal) -5000":    {440000, 486707, 285305, 284094, 28763850},
	"brs(threat=mtf) 2":                   {19212, 179432, 15591, 15555, 26809430},
	"brs(threat=mtf) 3":                   {245114, 291826, 212991, 212860, 28863290},
	"brs(threat=mtf) -5000":               {440000, 305739, 386198, 385603, 28630968},
	"brs(threat=pos) 2":                   {19534, 179432, 15913, 15876, 26809430},
	"brs(threat=pos) 3":                   {246963, 292220, 214413, 214283, 28863290},
	"brs(threat=pos) -5000":               {440000, 305090, 385850, 385257, 28618558},
	"maxn 2":                              {158524, 176000, 154903, 154866, 92760713},
	"maxn 3":                              {7455015, 264000, 7296528, 7296077, 92802770},
	"maxn -5000":                          {440000, 174000, 427742, 427444, 92765617},
	"offensive 2":                         {158524, 176000, 154903, 154866, 92812891},
	"offensive 3":                         {7455015, 264000, 7296528, 7296077, 92870524},
	"offensive -5000":                     {440000, 174000, 427742, 427444, 92811594},
	"mpmix(td=0.05,to=0.1) 2":             {141392, 176345, 137771, 137734, 88887957},
	"mpmix(td=0.05,to=0.1) 3":             {6528556, 265091, 6386878, 6386427, 88946004},
	"mpmix(td=0.05,to=0.1) -5000":         {440000, 184566, 423288, 422990, 88927007},
	"brs(threat=mtf,order=history) 2":     {20694, 179432, 17073, 17037, 26809430},
	"brs(threat=mtf,order=history) 3":     {266370, 293450, 232050, 231915, 28863290},
	"brs(threat=mtf,order=history) -5000": {440000, 300268, 384335, 383059, 28559051},
	"brs(order=none) 2":                   {36412, 179432, 32791, 32752, 26809430},
	"brs(order=none) 3":                   {348200, 302175, 303827, 303656, 28863290},
	"brs(order=none) -5000":               {440000, 284281, 387597, 386869, 28459838},
	"brs(order=random) 2":                 {34571, 179430, 30950, 30912, 26809430},
	"brs(order=random) 3":                 {345637, 300025, 303340, 303205, 28863290},
	"brs(order=random) -5000":             {440000, 281060, 388724, 388167, 28418689},
	"paranoid(eval=franks3,best=6,ties=0.25) 2":     {2415, 176293, 1799, 1793, 533789},
	"paranoid(eval=franks3,best=6,ties=0.25) 3":     {11479, 264730, 9001, 8974, 543477},
	"paranoid(eval=franks3,best=6,ties=0.25) -5000": {440000, 507989, 316232, 313956, 1601831},
	"brs(eval=franks1,best=4) 2":                    {1736, 176264, 1296, 1291, 456119},
	"brs(eval=franks1,best=4) 3":                    {5348, 265615, 3098, 3076, 1509966},
	"brs(eval=franks1,best=4) -5000":                {440000, 626811, 294466, 292457, 1497304},
	"maxn(eval=franks2,ties=0.5) 2":                 {158524, 176000, 154903, 154866, 2831944},
	"maxn(eval=franks2,ties=0.5) 3":                 {7455015, 264000, 7296528, 7296077, 3857306},
	"maxn(eval=franks2,ties=0.5) -5000":             {440000, 174000, 427742, 427444, 2816809},
	"maxn(best=3) 2":                                {1144, 176000, 792, 789, 92734692},
	"maxn(best=3) 3":                                {3511, 264000, 2370, 2358, 92751185},
	"maxn(best=3) -5000":                            {440000, 616000, 293303, 292296, 92748572},
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
			if wonBy0(s, 3) != nil {
				found++
				ids, out = append(ids, fmt.Sprintf("endgame-%d", seed)), append(out, s)
			}
		}
	}
	return ids, out
}

func TestKernelPinned(t *testing.T) { kernelPinnedPart(t, false) }

// TestLongKernelPinned is the long part of TestKernelPinned (make test-long): depth 3 and the
// budgeted searches; the fast part pins depth 2.
func TestLongKernelPinned(t *testing.T) { kernelPinnedPart(t, true) }

func kernelPinnedPart(t *testing.T, long bool) {
	ids, states := kernelPositions(t)
	var b strings.Builder
	for _, spec := range kernelSpecs {
		sp, err := searchers.Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		twin := sp.Twin().String()
		for _, depth := range []int{2, 3, -5000} { // -N: iterative deepening under a budget of N nodes
			if long == (depth == 2) {
				continue
			}
			sr, _ := searchers.New(spec)
			tw, _ := searchers.New(twin)
			var nc, cut, leaves, evals, digest int64
			for i, s := range states {
				sr.Reset()
				lim := search.Limits{Depth: depth}
				if depth < 0 {
					lim = search.Limits{Nodes: int64(-depth)}
				}
				r := sr.Search(context.Background(), s, lim)
				nc, cut = nc+r.NC, cut+r.Stats.Cutoffs+int64(1000*r.Depth)
				leaves, evals = leaves+r.Stats.Leaves, evals+r.Stats.Evals
				digest += int64(r.Move.From)*131 + int64(r.Move.To)
				for _, v := range r.Value.Vec[:r.Value.N] {
					digest += v
				}
				digest %= 1_000_000_007
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
			got := [5]int64{nc, cut, leaves, evals, digest}
			fmt.Fprintf(&b, "\t%q: {%d, %d, %d, %d, %d},\n", key, nc, cut, leaves, evals, digest)
			if want, ok := kernelPinned[key]; !ok {
				t.Errorf("%s: not pinned (NC, cutoffs, leaves, evaluations, digest %v)", key, got)
			} else if want != got {
				t.Errorf("%s: NC, cutoffs, leaves, evaluations, digest %v, pinned %v: the kernel searches differently (if on purpose, regenerate the table)", key, got, want)
			}
		}
	}
	if t.Failed() {
		t.Logf("the table as measured:\n%s", b.String())
	}
}

// TestKernelEdges: what the pinned searches do not reach. A search stops when its context is
// cancelled or its deadline passes (and reports the fallback move); depth 1 searches one ply; a
// won root has no move; Limits.Depth < 1 means the deepest depth, reached under a node budget by
// iterative deepening; the Opponent Impact sampler's Progress leaf scores raw progress; Value
// formats as comma-separated entries.
func TestKernelEdges(t *testing.T) {
	_, states := kernelPositions(t)
	s := states[0]
	for _, spec := range []string{"paranoid", "maxn"} {
		sr, _ := searchers.New(spec)
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if r := sr.Search(ctx, s, search.Limits{Depth: 6}); !r.Stopped || r.Depth != 0 || r.Move.IsPass() || r.NC > 1024 {
			t.Errorf("%s, cancelled: stopped %v depth %d move %v NC %d", spec, r.Stopped, r.Depth, r.Move, r.NC)
		}
		dctx, dcancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		r := sr.Search(dctx, s, search.Limits{Depth: search.MaxPly - 1})
		dcancel()
		if !r.Stopped || r.Depth < 1 || r.Depth >= search.MaxPly-1 {
			t.Errorf("%s under a 20 ms deadline: stopped %v depth %d", spec, r.Stopped, r.Depth)
		}
		var buf [game.MaxMoves]game.Move
		if r := sr.Search(context.Background(), s, search.Limits{Depth: 1}); r.Depth != 1 || r.NC != int64(1+len(s.Moves(buf[:0]))) {
			t.Errorf("%s depth 1: depth %d NC %d, want 1 and 1 + moves", spec, r.Depth, r.NC)
		}
		if r := sr.Search(context.Background(), s, search.Limits{Nodes: 3000}); r.Depth < 2 || r.NC != 3000 {
			t.Errorf("%s, depth 0 under 3000 nodes: depth %d NC %d", spec, r.Depth, r.NC)
		}
		wonSeen := 0
		for _, w := range states[len(states)-4:] {
			won := wonBy0(w, 3)
			if won == nil {
				continue
			}
			wonSeen++
			if r := sr.Search(context.Background(), won, search.Limits{Depth: 3}); !r.Move.IsPass() || r.NC != 1 {
				t.Errorf("%s on a won position: move %v NC %d, want the pass and 1 node", spec, r.Move, r.NC)
			}
			// Depth < 1 and depth >= MaxPly both mean MaxPly-1: a won root makes every iteration one
			// node, so iterative deepening under a budget reaches that depth exactly.
			for _, d := range []int{0, search.MaxPly} {
				if r := sr.Search(context.Background(), won, search.Limits{Depth: d, Nodes: 1 << 20}); r.Depth != search.MaxPly-1 {
					t.Errorf("%s, depth %d on a won position: reached depth %d, want %d", spec, d, r.Depth, search.MaxPly-1)
				}
			}
		}
		if wonSeen == 0 {
			t.Error("no endgame of the kernel positions has a winning move")
		}
	}
	var v search.Vector
	v.Progress = true
	v.Ctl.Start(context.Background(), 0)
	v.Node(s, 0, 0)
	for p := range s.Players {
		if want := int64(s.Geo.Pieces*s.Geo.MaxDist - s.Dist[p]); v.Vals[0][p] != want {
			t.Errorf("Progress leaf, player %d: %d, want %d", p, v.Vals[0][p], want)
		}
	}
	if got := (search.Value{Vec: [game.MaxPlayers]int64{3, 1, 4}, N: 3}).String(); got != "3,1,4" {
		t.Errorf("Value.String = %q, want 3,1,4", got)
	}
}

// wonBy0 returns a position won by player 0 within d plies of s, or nil.
func wonBy0(s *game.State, d int) *game.State {
	if s.Winner >= 0 || d == 0 {
		if s.Winner == 0 {
			return s
		}
		return nil
	}
	for _, m := range s.Moves(nil) {
		c := *s
		c.Make(m)
		if w := wonBy0(&c, d-1); w != nil {
			return w
		}
	}
	return nil
}
