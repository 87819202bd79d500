package search_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

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

// kernelPinned: "spec depth" -> NC and cutoffs summed over kernelPositions (regenerate on purpose:
// the failing test prints the table as measured).
var kernelPinned = map[string][2]int64{
	"paranoid 2":                   {2751, 869},
	"paranoid 3":                   {95055, 1754},
	"brs 2":                        {6526, 870},
	"brs 3":                        {67495, 7841},
	"brs+ 2":                       {2751, 869},
	"brs+ 3":                       {20719, 1677},
	"opps(1,5,1) 2":                {1896, 869},
	"opps(1,5,1) 3":                {13010, 1557},
	"opps(2,8,5) 2":                {1965, 869},
	"opps(2,8,5) 3":                {14932, 1573},
	"opps(1,inf,2) 2":              {2751, 869},
	"opps(1,inf,2) 3":              {26836, 1754},
	"opps(1,5,1,line16=literal) 2": {1884, 0},
	"opps(1,5,1,line16=literal) 3": {12544, 15},
	"brs(threat=mtf) 2":            {4563, 870},
	"brs(threat=mtf) 3":            {64343, 6641},
	"brs(threat=pos) 2":            {4669, 870},
	"brs(threat=pos) 3":            {64400, 6699},
	"maxn 2":                       {41335, 0},
	"maxn 3":                       {2088911, 0},
	"offensive 2":                  {41335, 0},
	"offensive 3":                  {2088911, 0},
	"mpmix(td=0.05,to=0.1) 2":      {38411, 85},
	"mpmix(td=0.05,to=0.1) 3":      {1962694, 165},
}

func kernelPositions(t *testing.T) []positions.Position {
	mid, err := positions.Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	var out []positions.Position
	for _, p := range mid.Positions {
		if strings.HasSuffix(p.ID, "-003") || strings.HasSuffix(p.ID, "-011") {
			out = append(out, p)
		}
	}
	return out
}

func TestKernelPinned(t *testing.T) {
	pos := kernelPositions(t)
	var b strings.Builder
	for _, spec := range kernelSpecs {
		twin, err := searchers.Twin(spec)
		if err != nil {
			t.Fatal(err)
		}
		for _, depth := range []int{2, 3} {
			sr, _ := searchers.New(spec)
			tw, _ := searchers.New(twin)
			var nc, cut int64
			for _, p := range pos {
				s, err := p.State()
				if err != nil {
					t.Fatal(err)
				}
				sr.Reset()
				r := sr.Search(context.Background(), s, search.Limits{Depth: depth})
				nc, cut = nc+r.NC, cut+r.Stats.Cutoffs
				if twin != spec {
					tw.Reset()
					u := tw.Search(context.Background(), s, search.Limits{Depth: depth})
					if u.Value != r.Value || u.Move != r.Move {
						t.Errorf("%s depth %d on %s: value %v move %v; unpruned twin %s: %v %v", spec, depth, p.ID, r.Value, r.Move, twin, u.Value, u.Move)
					}
					if u.NC < r.NC {
						t.Errorf("%s depth %d on %s: NC %d above its unpruned twin's %d", spec, depth, p.ID, r.NC, u.NC)
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
