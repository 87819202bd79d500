package search_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/searchers"
)

func mustNew(t *testing.T, spec string) search.Searcher {
	t.Helper()
	sr, err := searchers.New(spec)
	if err != nil {
		t.Fatal(err)
	}
	if sr.Name() != spec {
		t.Fatalf("searchers.New(%q).Name() = %q, want the spec back", spec, sr.Name())
	}
	return sr
}

// TestTunedPrunedEqualsUnpruned: Franks' options keep alpha-beta exact (same value and move as the
// unpruned twin, never more nodes), ties included: a tied root child is detected exactly, so both
// twins draw at the same children.
// The fast part checks the tuning of Franks' experiments (the suite's fast part); the long part
// (TestLongTunedPrunedEqualsUnpruned, make test-long) the rest of that suite and the other tunings.
func TestTunedPrunedEqualsUnpruned(t *testing.T) { tunedPrunedEqualsUnpruned(t, false) }

// TestLongTunedPrunedEqualsUnpruned is the long part of TestTunedPrunedEqualsUnpruned.
func TestLongTunedPrunedEqualsUnpruned(t *testing.T) { tunedPrunedEqualsUnpruned(t, true) }

func tunedPrunedEqualsUnpruned(t *testing.T, long bool) {
	const franks = "eval=franks3,best=6,ties=0.25"
	for _, tune := range []string{"eval=franks2", "best=4,ties=0.5", franks} {
		for _, fam := range []string{"paranoid", "brs"} {
			t.Run(fam+"/"+tune, func(t *testing.T) {
				pruned, unpruned := mustNew(t, fam+"("+tune+")"), mustNew(t, fam+"("+tune+",noprune)")
				switch {
				case tune == franks:
					searchtest.PrunedSuite(t, pruned, unpruned, long)
				case long:
					searchtest.PrunedSuite(t, pruned, unpruned, false)
					searchtest.PrunedSuite(t, pruned, unpruned, true)
				default:
					t.Skip("the long part (make test-long) checks this tuning")
				}
			})
		}
	}
}

// TestBestNodeCount: with best=x every interior node has x children (when it has at least x
// moves), so near the start the unpruned trees have 1 + b + b^2 + ... nodes with b = x for
// paranoid and max^n and b = (players-1)*x at BRS's min layers.
func TestBestNodeCount(t *testing.T) {
	for _, seats := range []string{"024", "0134"} {
		s := searchtest.RandomPlay(nil, "star73", seats, game.Free, 0)
		k := int64(s.Players - 1)
		for _, c := range []struct {
			spec string
			want int64
		}{
			{"maxn(best=3)", 1 + 3 + 9 + 27},
			{"paranoid(best=3,noprune)", 1 + 3 + 9 + 27},
			{"brs(best=3,noprune)", 1 + 3 + 3*3*k + 3*3*k*3},
			{"maxn(eval=franks3,best=2)", 1 + 2 + 4 + 8},
		} {
			if r := searchtest.Search(t, mustNew(t, c.spec), s, 3); r.NC != c.want {
				t.Errorf("%s depth 3 from the %s start: NC %d, want %d", c.spec, seats, r.NC, c.want)
			}
		}
	}
}

// minimax is a plain paranoid value under e, written here: root maximises, the others minimise.
func minimax(s *game.State, d, ply, root int, e eval.Eval) int64 {
	if s.Winner >= 0 || d == 0 {
		return e.Of(s, root, ply)
	}
	best := int64(-search.Inf)
	if s.ToMove != root {
		best = search.Inf
	}
	for _, m := range s.Moves(nil) {
		s.Make(m)
		v := minimax(s, d-1, ply+1, root, e)
		s.Unmake(m)
		if s.ToMove == root && v > best || s.ToMove != root && v < best {
			best = v
		}
	}
	return best
}

// TestTiesAtRoot: ties=1 plays the last best root child in static ordering (every equal value
// replaces), ties=0 the first; seeded ties=0.5 varies with the seed and repeats with it.
func TestTiesAtRoot(t *testing.T) {
	sawTie, differ := false, false
	for _, s := range searchtest.Midgame(31, 12, "star73", "024") {
		var o eval.Orderer
		moves := s.Moves(nil)
		o.Order(s, moves)
		var first, last game.Move
		best := int64(-search.Inf)
		root := s.ToMove
		for _, m := range moves {
			s.Make(m)
			v := minimax(s, 1, 1, root, eval.Franks1)
			s.Unmake(m)
			switch {
			case v > best:
				best, first, last = v, m, m
			case v == best:
				last = m
			}
		}
		sawTie = sawTie || first != last
		if r := searchtest.Search(t, mustNew(t, "paranoid(eval=franks1,ties=1)"), s, 2); r.Move != last {
			t.Errorf("ties=1 on %s: move %s, want the last best %s", s, s.MoveString(r.Move), s.MoveString(last))
		}
		if r := searchtest.Search(t, mustNew(t, "paranoid(eval=franks1)"), s, 2); r.Move != first {
			t.Errorf("no ties on %s: move %s, want the first best %s", s, s.MoveString(r.Move), s.MoveString(first))
		}
		for stream := range uint64(4) {
			a := mustNew(t, "paranoid(eval=franks1,ties=0.5)")
			a.(search.Seeder).Seed(1, stream)
			ra := searchtest.Search(t, a, s, 2)
			differ = differ || ra.Move != first
			a.Reset()
			if again := searchtest.Search(t, a, s, 2); again.Move != ra.Move {
				t.Errorf("seeded ties=0.5 on %s: %s, then %s after Reset", s, s.MoveString(ra.Move), s.MoveString(again.Move))
			}
		}
	}
	if !sawTie || !differ {
		t.Errorf("positions without tied root moves (%v) or seeds that never change the move (%v)", sawTie, differ)
	}
}

// TestMaxnTies: max^n with ties=0 is max^n; with ties the vector of a tied child may replace the
// best at every node, deterministically for a seed.
func TestMaxnTies(t *testing.T) {
	changed := false
	for _, s := range searchtest.Midgame(32, 10, "star73", "0134") {
		plain := searchtest.Search(t, mustNew(t, "maxn(eval=franks3)"), s, 3)
		z, err := searchers.New("maxn(eval=franks3,ties=0)")
		if err != nil {
			t.Fatal(err)
		}
		zero := searchtest.Search(t, z, s, 3)
		if plain.Move != zero.Move || plain.Value != zero.Value || plain.NC != zero.NC {
			t.Fatalf("maxn(eval=franks3,ties=0) differs from maxn(eval=franks3) on %s", s)
		}
		tied := mustNew(t, "maxn(eval=franks3,ties=1)")
		r := searchtest.Search(t, tied, s, 3)
		if r.NC != plain.NC {
			t.Errorf("ties changed max^n's NC on %s: %d, want %d", s, r.NC, plain.NC)
		}
		changed = changed || r.Move != plain.Move || r.Value != plain.Value
		searchtest.Deterministic(t, mustNew(t, "maxn(eval=franks3,ties=0.25)"), s, 3)
	}
	if !changed {
		t.Error("ties=1 never changed max^n's move or value")
	}
}

// TestRandom: the random strategy draws moves[IntN(n)] from PCG(seed, stream), the stream the
// match engine's random players use; with best=N only among the best N.
func TestRandom(t *testing.T) {
	sr := mustNew(t, "random")
	sr.(search.Seeder).Seed(9, 7)
	rng := rand.New(rand.NewPCG(9, 7))
	top := mustNew(t, "random(eval=franks3,best=2)")
	var o eval.Orderer
	for _, pos := range searchtest.Positions(33, 40, 80) {
		s := pos.State
		moves := s.Moves(nil)
		want := moves[rng.IntN(len(moves))]
		if r := sr.Search(context.Background(), s, search.Limits{}); r.Move != want || r.NC != 0 {
			t.Fatalf("random on %s: %s NC %d, want %s NC 0", s, s.MoveString(r.Move), r.NC, s.MoveString(want))
		}
		best := o.Best(s, s.Moves(nil), eval.Franks3, 0, 2)
		if r := top.Search(context.Background(), s, search.Limits{}); r.Move != best[0] && (len(best) < 2 || r.Move != best[1]) {
			t.Fatalf("random(best=2) on %s: %s is not among the best two", s, s.MoveString(r.Move))
		}
	}
	for _, bad := range []string{"random(ties=0.25)", "random(eval=franks2)", "random(best=0)", "maxn(shallow,eval=franks1)", "paranoid(eval=franks4)", "brs(ties=2)"} {
		if _, err := searchers.New(bad); err == nil {
			t.Errorf("searchers.New(%q) accepted it", bad)
		}
	}
}
