package maxn_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/positions"
)

func TestMain(m *testing.M) {
	fmt.Println("Unit nodes/op assume=exact")
	os.Exit(m.Run())
}

// midSuite returns the positions of the mid suite on board with seats.
func midSuite(t testing.TB, board, seats string) []*game.State {
	t.Helper()
	su, err := positions.Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	var out []*game.State
	for _, p := range su.Positions {
		if p.Board() != board || p.Seats() != seats {
			continue
		}
		s, err := p.State()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		t.Fatalf("no %s %s position in the mid suite", board, seats)
	}
	return out
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// TestMeasurePruning is the measurement of issue 4: the average NC of maxn, maxn(shallow),
// maxn(lastbranch) and maxn(speculative) on the 50 3-player star73 positions of the mid suite at
// depths 1 to 6, and each variant's ratio to maxn; and the expansions (interior nodes, the count
// Sturtevant reports) of maxn and speculative. It runs only with CCTREE_MEASURE=1:
//
//	CCTREE_MEASURE=1 go test ./engine/search/maxn -run MeasurePruning -v -timeout 0
//
// CCTREE_MEASURE_DEPTH (default 6) is the deepest depth, CCTREE_MEASURE_N (default all) the number
// of positions, CCTREE_MEASURE_FULL (default 4) the deepest depth at which plain maxn, shallow and
// last-branch are searched: deeper, maxn's NC is perft(0)+...+perft(d) (the identity that
// TestNodeCountIsPerftSum and TestNodeCountIsPerftSumWithWins check, and that this test checks at
// every depth it searches maxn), and shallow and last-branch, which prune a few percent, would take
// as long as maxn itself (about 10^9 nodes per position at depth 6).
func TestMeasurePruning(t *testing.T) {
	if os.Getenv("CCTREE_MEASURE") == "" {
		t.Skip("set CCTREE_MEASURE=1 to measure (tens of minutes at depth 6)")
	}
	suite := midSuite(t, "star73", "024")
	if n := envInt("CCTREE_MEASURE_N", len(suite)); n < len(suite) {
		suite = suite[:n]
	}
	maxDepth, full := envInt("CCTREE_MEASURE_DEPTH", 6), envInt("CCTREE_MEASURE_FULL", 4)
	variants := []maxn.Prune{maxn.None, maxn.Shallow, maxn.LastBranch, maxn.Speculative}
	var table strings.Builder
	fmt.Fprintf(&table, "%d positions (mid suite, star73 024)\n", len(suite))
	fmt.Fprintf(&table, "%5s %14s %14s %6s %14s %6s %14s %6s %10s | %12s %12s %6s\n", "depth", "maxn", "shallow", "ratio",
		"lastbranch", "ratio", "speculative", "ratio", "reexp", "maxn exp", "spec exp", "ratio")
	for d := 1; d <= maxDepth; d++ {
		var nc, exp [4]int64 // NC and expansions (interior nodes: NC minus leaves)
		var reexp int64
		for _, s := range suite {
			var want search.Result
			for k, p := range variants {
				if p != maxn.Speculative && d > full {
					if p == maxn.None {
						nc[k] += searchtest.PerftSum(s, d)
						exp[k] += interior(s, d)
					}
					continue
				}
				sr := maxn.New(maxn.Options{Prune: p})
				r := sr.Search(context.Background(), s, search.Limits{Depth: d})
				nc[k] += r.NC
				exp[k] += r.NC - r.Stats.Leaves
				switch {
				case p == maxn.None:
					want = r
					if ps := searchtest.PerftSum(s, d); r.NC != ps {
						t.Errorf("maxn depth %d on %s: NC %d, perft sum %d", d, s, r.NC, ps)
					}
					if in := interior(s, d); r.NC-r.Stats.Leaves != in {
						t.Errorf("maxn depth %d on %s: %d expansions, interior count %d", d, s, r.NC-r.Stats.Leaves, in)
					}
				case d <= full && (r.Value != want.Value || r.Move != want.Move):
					t.Errorf("%s depth %d on %s: value %s move %s, maxn %s %s", sr.Name(), d, s,
						r.Value, s.MoveString(r.Move), want.Value, s.MoveString(want.Move))
				}
				reexp += sr.Reexpansions()
			}
		}
		n := int64(len(suite))
		cell := func(k int) (string, string) {
			if nc[k] == 0 {
				return "-", "-"
			}
			return strconv.FormatInt(nc[k]/n, 10), fmt.Sprintf("%.2f", float64(nc[0])/float64(nc[k]))
		}
		s1, r1 := cell(1)
		s2, r2 := cell(2)
		s3, r3 := cell(3)
		mx := strconv.FormatInt(nc[0]/n, 10)
		if d > full {
			mx += "*"
		}
		fmt.Fprintf(&table, "%5d %14s %14s %6s %14s %6s %14s %6s %10d | %12d %12d %6.2f\n", d, mx, s1, r1, s2, r2, s3, r3, reexp/n,
			exp[0]/n, exp[3]/n, float64(exp[0])/float64(exp[3]))
		t.Logf("depth %d done", d)
	}
	t.Logf("average NC per position; ratio = maxn / variant; reexp = speculative re-expansions per position (in its NC); * = perft sum;\n"+
		"exp = expansions (interior nodes, NC minus leaves: Sturtevant's count) of maxn and speculative\n%s", table.String())
}

// interior returns the number of interior nodes of the max^n tree of s to depth d: the positions
// at depths 0 to d-1 that are not won (perft(0..d-1) counts won positions too, and some mid
// positions have wins within a few plies).
func interior(s *game.State, d int) int64 {
	var bufs [search.MaxPly][game.MaxMoves]game.Move
	var walk func(d int) int64
	walk = func(d int) int64 {
		if d == 0 || s.Winner >= 0 {
			return 0
		}
		n := int64(1)
		if d == 1 {
			return n
		}
		for _, m := range s.Moves(bufs[d][:0]) {
			s.Make(m)
			n += walk(d - 1)
			s.Unmake(m)
		}
		return n
	}
	return walk(d)
}

// BenchmarkMaxnPruning searches the 3-player star73 positions of the mid suite per op with maxn
// and its pruning variants and reports the average NC per position as nodes/op. Plain maxn,
// shallow and last-branch go to depth 4 (depth 5 is about 10^8 nodes per position for them),
// speculative to depth 6.
func BenchmarkMaxnPruning(b *testing.B) {
	suite := midSuite(b, "star73", "024")
	for _, p := range []maxn.Prune{maxn.None, maxn.Shallow, maxn.LastBranch, maxn.Speculative} {
		top := 4
		if p == maxn.Speculative {
			top = 6
		}
		for d := 1; d <= top; d++ {
			sr := maxn.New(maxn.Options{Prune: p})
			b.Run(fmt.Sprintf("board=star73/seats=024/suite=mid/algo=%s/depth=%d", sr.Name(), d), func(b *testing.B) {
				var nodes int64
				for b.Loop() {
					nodes = 0
					for _, s := range suite {
						nodes += sr.Search(context.Background(), s, search.Limits{Depth: d}).NC
					}
				}
				b.ReportMetric(float64(nodes)/float64(len(suite)), "nodes/op")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes*int64(b.N)), "ns/node")
			})
		}
	}
}
