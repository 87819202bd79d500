package games_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/internal/golden"
)

// mctsSpecs are the Monte Carlo tree searchers run on every game: each policy, Progressive
// History, whole and uniformly random playouts, OMA with progressive widening, the solver,
// playout search.
var mctsSpecs = []string{"mcts", "mcts(policy=paranoid)", "mcts(policy=brs)", "mcts(ph=on)", "mcts(policy=brs,ph=on,cut=0)", "mcts(eps=1,cut=5)", "mcts(oma=on,pw=on)", "mcts(policy=paranoid,oma=on,solver,cut=0)", "mcts(ps=paranoid,cut=3)"}

// TestMCTSEveryGame searches positions of every game with every MCTS policy: a legal move, the
// position restored, the same search again after Reset (seeded alike), and NC = 1 + the tree
// descents + the playout plies (each position entered once; more with playout search). The counts are pinned in testdata/mcts.txt (go test -run TestMCTSEveryGame -update), so
// a change of how an MCTS tree grows on a game shows as a diff.
func TestMCTSEveryGame(t *testing.T) {
	var pinned strings.Builder
	pinned.WriteString("# game searcher on position: move NC iterations tree-nodes playout-plies max-depth depth-sum (100 iterations)\n")
	for _, g := range gameSpecs(t) {
		for _, p := range positions(t, g, 2, seedOf(g)) {
			for _, text := range mctsSpecs {
				a := mctsSearch(t, p, text)
				st := a.Stats
				if want := 1 + st.DepthSum + st.PlayoutPlies; !p.Terminal() && (a.NC < want || a.NC != want && !strings.Contains(text, "ps=")) { // playout search's nodes count too
					t.Fatalf("%s on %s: NC %d, want 1 + %d + %d", text, p, a.NC, st.DepthSum, st.PlayoutPlies)
				}
				fmt.Fprintf(&pinned, "%s %s on %s: %s %d %d %d %d %d %d\n", g, text, p, a.Move, a.NC, st.Iterations, st.TreeNodes, st.PlayoutPlies, st.MaxDepth, st.DepthSum)
			}
		}
	}
	golden.Check(t, "testdata/mcts.txt", []byte(pinned.String()))
}

// mctsSearch searches p with 100 iterations of spec from a fresh searcher seeded (1, 2), checks
// the move and that p is restored, searches again after Reset and wants the same result.
func mctsSearch(t *testing.T, p games.Position, spec string) search.ResultOf[string] {
	t.Helper()
	sr, err := p.NewSearcher(spec)
	if err != nil {
		t.Fatal(err)
	}
	sr.(search.Seeder).Seed(1, 2)
	before := p.String()
	var out [2]search.ResultOf[string]
	for i := range out {
		sr.Reset()
		if out[i], err = sr.Search(context.Background(), p, search.Limits{Iterations: 100}); err != nil {
			t.Fatal(err)
		}
		if p.String() != before {
			t.Fatalf("%s left %s as %s", spec, before, p)
		}
		out[i].Elapsed = 0
	}
	if out[0] != out[1] {
		t.Fatalf("%s on %s: %+v, after Reset %+v", spec, p, out[0], out[1])
	}
	if !p.Terminal() && !contains(p.Moves(), out[0].Move) {
		t.Fatalf("%s on %s: move %q is not legal", spec, p, out[0].Move)
	}
	return out[0]
}
