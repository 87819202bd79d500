package mcts

import (
	"context"
	"math"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/searchtest"
)

type ttt = SearcherOf[*tictactoe.State, tictactoe.Move, *gamekit.Ply[*tictactoe.State, tictactoe.Move], gamekit.Plies[*tictactoe.State, tictactoe.Move], *gamekit.Plies[*tictactoe.State, tictactoe.Move]]

// variants are the options the tree tests run: every policy, with and without Progressive
// History, short, whole and uniformly random playouts, a pool small enough to fill, OMA with
// progressive widening, the solver, and playout search.
func variants() []Options {
	var out []Options
	for _, p := range []Policy{MaxN, Paranoid, BRS} {
		o := DefaultOptions()
		o.Policy = p
		out = append(out, o)
		o.PH = DefaultW
		out = append(out, o)
		o.PH, o.Cut = 0, 0
		out = append(out, o)
		o.Cut, o.Eps = 8, 1
		out = append(out, o)
		o = DefaultOptions()
		o.Policy, o.Tree = p, 300
		out = append(out, o)
		o = DefaultOptions()
		o.Policy, o.OMA, o.PW = p, DefaultOMA, DefaultPW
		out = append(out, o)
		o.Solver, o.Cut = true, 0
		out = append(out, o)
		o.SolverSame = true
		out = append(out, o)
		o = DefaultOptions()
		o.Policy, o.PS, o.Cut = p, uint8(p)+1, 4
		out = append(out, o)
	}
	return out
}

// checkTree holds a finished search's tree to the invariants of the kernel: a node's visits are
// its children's plus its own playouts (none for the root, exactly one for a node whose children
// are listed: its first visit; any for a leaf, which may be terminal or unable to expand), its
// sums the children's plus at most S per own playout; the root's visits are the iterations; the
// tree's nodes are the root and the visited nodes; and NC is the root, the descents and the
// playout plies, each position entered once (and more with playout search, whose nodes count).
func checkTree(t *testing.T, name string, nodes []node, players int, r search.ResultOf[string], pool int, ps bool) {
	t.Helper()
	st := r.Stats
	visited := int64(1)
	for i := range nodes {
		nd := &nodes[i]
		if i > 0 && nd.visits > 0 {
			visited++
		}
		if nd.first == 0 {
			continue
		}
		var visits int64
		var sum [gamekit.MaxPlayers]int64
		for c := nd.first; c < nd.first+nd.kids; c++ {
			visits += nodes[c].visits
			for p := range sum {
				sum[p] += nodes[c].sum[p]
			}
		}
		own := nd.visits - visits
		want := int64(1)
		if i == 0 {
			want = 0
		}
		if nd.proof != 0 && own >= want {
			want = own // a proven node takes the descents that stop at it: its own visits, any number
		}
		if own != want {
			t.Fatalf("%s: node %d: %d visits, its children %d: own playouts %d, want %d", name, i, nd.visits, visits, own, want)
		}
		for p := range players {
			if d := nd.sum[p] - sum[p]; d < 0 || d > own*gamekit.S {
				t.Fatalf("%s: node %d: player %d's sum %d, its children's %d: the own playouts' %d are not in [0, %d S]", name, i, p, nd.sum[p], sum[p], d, own)
			}
		}
	}
	if nodes[0].visits != st.Iterations {
		t.Errorf("%s: root visits %d, iterations %d", name, nodes[0].visits, st.Iterations)
	}
	if visited != st.TreeNodes {
		t.Errorf("%s: %d nodes visited, TreeNodes %d", name, visited, st.TreeNodes)
	}
	if len(nodes) > pool {
		t.Errorf("%s: %d nodes in a pool of %d", name, len(nodes), pool)
	}
	// Playout search's nodes count too: then NC is more.
	if want := 1 + st.DepthSum + st.PlayoutPlies; !r.Stopped && (r.NC < want || !ps && r.NC != want) {
		t.Errorf("%s: NC %d, want 1 + depths %d + playout plies %d", name, r.NC, st.DepthSum, st.PlayoutPlies)
	}
}

func TestTreeConsistentChineseCheckers(t *testing.T) {
	positions := searchtest.Positions(7, 6, 40)
	for _, o := range variants() {
		sr := New(o)
		for _, p := range positions {
			s := p.State
			before := s.String()
			r := sr.Search(context.Background(), s, search.Limits{Iterations: 400})
			if s.String() != before {
				t.Fatalf("%s: state not restored: %s, was %s", sr.Name(), s, before)
			}
			if !s.Terminal() && !searchtest.Legal(s, r.Move) {
				t.Fatalf("%s on %s: illegal move %s", sr.Name(), s, s.MoveString(r.Move))
			}
			checkTree(t, sr.Name()+" on "+before, sr.nodes, s.Players, search.ResultOf[string]{NC: r.NC, Stats: r.Stats, Stopped: r.Stopped}, o.Tree, o.PS != 0)
		}
	}
}

func TestTreeConsistentTicTacToe(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		for _, o := range variants() {
			sr := NewOf[*tictactoe.State, tictactoe.Move, *gamekit.Ply[*tictactoe.State, tictactoe.Move], gamekit.Plies[*tictactoe.State, tictactoe.Move]](o)
			s, err := tictactoe.New(players, 4)
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ply < 5 && !s.Terminal(); ply++ {
				before := s.String()
				r := sr.Search(context.Background(), s, search.Limits{Iterations: 1000})
				if s.String() != before {
					t.Fatalf("%s: state not restored", sr.Name())
				}
				checkTree(t, sr.Name()+" on "+before, sr.nodes, players, search.ResultOf[string]{NC: r.NC, Stats: r.Stats, Stopped: r.Stopped}, o.Tree, o.PS != 0)
				s.Make(r.Move)
			}
		}
	}
}

// TestGenericIsGenerated: the generated Chinese Checkers searcher and the generic source
// instantiated for Chinese Checkers make the same moves with the same counts and values.
func TestGenericIsGenerated(t *testing.T) {
	type generic = SearcherOf[*game.State, game.Move, *pickPick, pickPicks, *pickPicks]
	for _, o := range variants() {
		a, b := New(o), NewOf[*game.State, game.Move, *pickPick, pickPicks, *pickPicks](o)
		var _ *generic = b
		a.Seed(3, 4)
		b.Seed(3, 4)
		for _, p := range searchtest.Positions(11, 4, 50) {
			ra := a.Search(context.Background(), p.State, search.Limits{Iterations: 300})
			rb := b.Search(context.Background(), p.State, search.Limits{Iterations: 300})
			ra.Elapsed, rb.Elapsed = 0, 0
			if ra != rb {
				t.Fatalf("%s on %s: generated %+v, generic %+v", a.Name(), p.State, ra, rb)
			}
		}
	}
}

// TestLn: the package's logarithm agrees with math.Log to a few ulps over the visit counts.
func TestLn(t *testing.T) {
	for _, n := range []int64{1, 2, 3, 7, 10, 100, 1000, 12345, 1 << 20, 999999937, 1 << 40} {
		got, want := ln(n), math.Log(float64(n))
		if math.Abs(got-want) > 4e-16*max(1, want) {
			t.Errorf("ln(%d) = %.17g, math.Log %.17g", n, got, want)
		}
	}
}

// TestExp: the package's exp agrees with math.Exp to a few ulps, and progressive widening's
// counts are floor(C (n+1)^A).
func TestExp(t *testing.T) {
	for _, x := range []float64{-20, -1, -0.3, 0, 0.1, 0.5, 1, 2.5, 10, 40} {
		got, want := exp(x), math.Exp(x)
		if math.Abs(got-want) > 4e-16*want {
			t.Errorf("exp(%g) = %.17g, math.Exp %.17g", x, got, want)
		}
	}
	k := New(Options{PW: 1, PWA: 0.5})
	for n, want := range map[int64]int64{0: 1, 2: 1, 3: 2, 8: 3, 98: 9, 99: 10, 10000: 100} {
		if got := k.widen(n); got != want {
			t.Errorf("widen(%d) = %d, want %d", n, got, want)
		}
	}
}
