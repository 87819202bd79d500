package search_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/positions"
)

// suitePositions returns every position of the embedded suites (mid and initial): 432 positions
// of 2 to 6 players on every board.
func suitePositions(t testing.TB) []*game.State {
	t.Helper()
	var out []*game.State
	for _, name := range []string{"initial", "mid"} {
		su, err := positions.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range su.Positions {
			s, err := p.State()
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, s)
		}
	}
	return out
}

// ttDepth is the depth of a position's searches in TestTTValues. With 2 and 3 players the long
// part searches to depth 5, where the root player moves twice above the last interior ply, so
// positions transpose and the table's values are used; the fast part to 4 (2 players transpose
// there), and to 5 on the positions of its deep list. With more players 3 in the fast part,
// where the iterative deepening runs still use the table's moves across iterations, and 4 in the
// long part (BRS transposes at ply 3).
func ttDepth(s *game.State, long, deep bool) int {
	switch {
	case s.Players <= 3 && (long || deep):
		return 5
	case s.Players <= 3 || long:
		return 4
	}
	return 3
}

// ttOptions are the alpha-beta kernel's options of every family that can run with a table:
// Paranoid, BRS, BRS+, then BRS with the history ordering, Paranoid's twin, BRS+ with line 16
// read literally, OPPS with cuts, Franks' evaluation with best-x.
var ttOptions = []search.ABOptions{
	{Prune: true, L1: search.Unlimited, L2: search.Unlimited},
	{Prune: true, BestReply: true, L1: search.Unlimited, L2: search.Unlimited, Learn: true},
	{Prune: true, N1: 1, L1: search.Unlimited, L2: 1},
	{Prune: true, BestReply: true, L1: search.Unlimited, L2: search.Unlimited, OppOrder: search.OrderHistory},
	{L1: search.Unlimited, L2: search.Unlimited},
	{Prune: true, N1: 1, L1: search.Unlimited, L2: 1, Line16Literal: true},
	{Prune: true, N1: 1, L1: 5, L2: 1},
	{Prune: true, N1: 2, L1: 8, L2: 5},
	{Prune: true, L1: search.Unlimited, L2: search.Unlimited, Tune: search.Tuning{Eval: eval.Franks3, Best: 4}},
}

// abMismatches searches every position with the kernel of o without a table at depth
// ttDepth, and with a table of size entries at the same fixed depth and by iterative deepening
// to it (whose earlier iterations fill the table with moves of other depths), and returns the
// searches whose value or move differs from the table-less one; nodes counts NC with and
// without the table.
func abMismatches(t testing.TB, o search.ABOptions, size int, states []*game.State, long, deep bool, nodes *[2]int64) []string {
	var bad []string
	var plain, tt search.AlphaBeta
	plain.ABOptions, tt.ABOptions = o, o
	tt.TT = size
	ctx := context.Background()
	for _, s0 := range states {
		s := *s0
		d := ttDepth(&s, long, deep)
		want := plain.Search(ctx, &s, search.Limits{Depth: d})
		nodes[0] += want.NC
		for _, lim := range []search.Limits{{Depth: d}, {Depth: d, Nodes: 1 << 40}} {
			got := tt.Search(ctx, &s, lim)
			if lim.Nodes == 0 {
				nodes[1] += got.NC
			}
			if got.Value != want.Value || got.Move != want.Move || got.Depth != d {
				bad = append(bad, fmt.Sprintf("%s depth %d (iterative %v): value %s move %s with the table, %s %s without",
					s0, d, lim.Nodes > 0, got.Value, s.MoveString(got.Move), want.Value, s.MoveString(want.Move)))
			}
			if s != *s0 {
				t.Fatalf("%s: the search with the table did not restore the position", s0)
			}
		}
	}
	return bad
}

func TestTTValues(t *testing.T)     { ttValues(t, false) }
func TestLongTTValues(t *testing.T) { ttValues(t, true) }

// ttValues: with a transposition table, every alpha-beta family's root value and move equal
// those of the search without it, on every suite position, at a fixed depth and by iterative
// deepening, with a table of 64K entries and with one of 16 (every bucket shared by many
// positions: replacement at work).
//
// The fast part searches every position with Paranoid, BRS and BRS+ (and every 4th position of
// 2 or 3 players a ply deeper, where the table's values are used), and every 8th with the other
// options and with the small table; the long part every position with every option under the
// large table, and every 8th a ply deeper (ttDepth's long depths) with Paranoid, BRS and BRS+.
// (Every position a ply deeper with every option ran over 25 minutes; CI's budget is 15.)
func ttValues(t *testing.T, long bool) {
	all := suitePositions(t)
	var some, deep []*game.State
	for i, s := range all {
		if i%8 == 0 {
			some = append(some, s)
		}
		if i%4 == 0 && s.Players <= 3 {
			deep = append(deep, s)
		}
	}
	check := func(o search.ABOptions, size int, states []*game.State, long, deep bool) {
		var nodes [2]int64
		bad := abMismatches(t, o, size, states, long, deep, &nodes)
		for i, b := range bad {
			if i == 5 {
				t.Errorf("... %d more", len(bad)-5)
				break
			}
			t.Errorf("%+v tt=%d: %s", o, size, b)
		}
		t.Logf("%+v tt=%d: %d positions (long %v, deep %v), NC %d without the table, %d with it at fixed depth", o, size, len(states), long, deep, nodes[0], nodes[1])
	}
	for k, o := range ttOptions {
		for _, size := range []int{1 << 16, 16} {
			switch {
			case long && size > 16:
				check(o, size, all, false, false)
				if k < 3 {
					check(o, size, some, true, false)
				}
			case k < 3 && size > 16:
				check(o, size, all, false, false)
				check(o, size, deep, false, true)
			default:
				check(o, size, some, false, false)
			}
		}
	}
}

// TestTTMutantsFail shows that TestTTValues can fail: with either deliberate error of the table
// (a value of another depth used, a bound read as exact) some root value differs from the search
// without the table, on the suite's 2- and 3-player positions at depth 5 (every 4th), where
// positions transpose.
func TestTTMutantsFail(t *testing.T) {
	var states []*game.State
	for i, s := range suitePositions(t) {
		if i%4 == 0 && s.Players <= 3 {
			states = append(states, s)
		}
	}
	ctx := context.Background()
	for _, m := range []int{1, 2} {
		search.TTMutant(m)
		bad := 0
		for _, o := range ttOptions[:3] {
			var plain, tt search.AlphaBeta
			plain.ABOptions, tt.ABOptions = o, o
			tt.TT = 1 << 16
			for _, s0 := range states {
				s := *s0
				want := plain.Search(ctx, &s, search.Limits{Depth: 5})
				for _, lim := range []search.Limits{{Depth: 5}, {Depth: 5, Nodes: 1 << 40}} {
					if got := tt.Search(ctx, &s, lim); got.Value != want.Value {
						bad++
					}
				}
			}
		}
		search.TTMutant(0)
		if bad == 0 {
			t.Errorf("mutant %d: every value equal to the search without the table; the test cannot see it", m)
		}
		t.Logf("mutant %d: %d of %d searches differ", m, bad, 3*2*len(states))
	}
}

// TestTTFreshEverySearch: a searcher's table starts empty at every search, so a search's count
// does not depend on what the searcher searched before (as when workers share a sweep's
// positions in any order): the suite's 4-player group searched forwards and backwards by one
// searcher gives every position the count of a fresh searcher.
func TestTTFreshEverySearch(t *testing.T) {
	var states []*game.State
	for _, s := range suitePositions(t) {
		if s.Players == 4 && s.Geo.Name == "star73" && len(states) < 20 {
			states = append(states, s)
		}
	}
	for _, o := range []search.ABOptions{ttOptions[2], ttOptions[4]} {
		o.TT = 1 << 12
		want := map[int]int64{}
		for i, s := range states {
			var fresh search.AlphaBeta
			fresh.ABOptions = o
			c := *s
			want[i] = fresh.Search(context.Background(), &c, search.Limits{Depth: 4}).NC
		}
		var one search.AlphaBeta
		one.ABOptions = o
		for pass := range 2 {
			for j := range states {
				i := j
				if pass == 1 {
					i = len(states) - 1 - j
				}
				c := *states[i]
				if nc := one.Search(context.Background(), &c, search.Limits{Depth: 4}).NC; nc != want[i] {
					t.Errorf("%+v: position %d searched after others NC %d, by a fresh searcher %d", o, i, nc, want[i])
				}
			}
		}
	}
}

// TestVectorTTValues: max^n's vector kernel with a table returns the value vector and move of
// the one without, fixed and iterative, on every fourth suite position (2 and 3 players at depth
// 4, more at depth 3); TestLongVectorTTValues on every one of 2 and 3 players and every other
// one of more.
func TestVectorTTValues(t *testing.T) {
	vectorTTValues(t, func(i int, s *game.State) bool { return i%4 == 0 })
}

func TestLongVectorTTValues(t *testing.T) {
	vectorTTValues(t, func(i int, s *game.State) bool { return i%2 == 0 || s.Players <= 3 })
}

func vectorTTValues(t *testing.T, keep func(i int, s *game.State) bool) {
	var states []*game.State
	for i, s := range suitePositions(t) {
		if keep(i, s) {
			states = append(states, s)
		}
	}
	ctx := context.Background()
	for _, tune := range []search.Tuning{{}, {Eval: eval.Franks1, Best: 5}} {
		var plain, tt search.Vector
		plain.Tune, tt.Tune = tune, tune
		tt.TT = 1 << 16
		var n0, n1 int64
		for _, s0 := range states {
			s := *s0
			d := 3
			if s.Players <= 3 {
				d = 4
			}
			want := plain.Search(ctx, &s, search.Limits{Depth: d})
			n0 += want.NC
			for _, lim := range []search.Limits{{Depth: d}, {Depth: d, Nodes: 1 << 40}} {
				got := tt.Search(ctx, &s, lim)
				if lim.Nodes == 0 {
					n1 += got.NC
				}
				if got.Value != want.Value || got.Move != want.Move {
					t.Errorf("maxn %+v on %s depth %d (iterative %v): %s %s with the table, %s %s without",
						tune, s0, d, lim.Nodes > 0, got.Value, s.MoveString(got.Move), want.Value, s.MoveString(want.Move))
				}
			}
		}
		t.Logf("maxn %+v: NC %d without the table, %d with it", tune, n0, n1)
	}
}

// TestParseTT: sizes, suffixes, rounding and the errors, which name the field.
func TestParseTT(t *testing.T) {
	for in, want := range map[string]int{"0": 0, "1": 2, "2": 2, "3": 2, "1000": 512, "1024": 1024, "64K": 1 << 16, "64k": 1 << 16, "1M": 1 << 20, "3m": 2 << 20, "64M": 1 << 26} {
		got, err := search.ParseTT(in)
		if err != nil || got != want {
			t.Errorf("ParseTT(%q) = %d, %v; want %d", in, got, err, want)
		}
		if s := search.TTString(got); got > 0 {
			if back, err := search.ParseTT(s); err != nil || back != got {
				t.Errorf("TTString(%d) = %q parses as %d, %v", got, s, back, err)
			}
		}
	}
	for _, in := range []string{"abc", "-1", "", "1.5", "+4", "1G", "65M", "K", "0x10"} {
		if n, err := search.ParseTT(in); err == nil {
			t.Errorf("ParseTT(%q) = %d, want an error", in, n)
		} else if want := fmt.Sprintf("tt = %q", in); len(err.Error()) < len(want) || err.Error()[:len(want)] != want {
			t.Errorf("ParseTT(%q): error %q does not start with %s", in, err, want)
		}
	}
}
