package searchers_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/searchers"
)

// ttPinGroups are the positions of the pinned counts with a transposition table: 3, 4 and 6
// players, both boards (the first positions of each mid suite group).
var ttPinGroups = []searchtest.Group{{Board: "star73", Seats: "03", N: 2}, {Board: "star73", Seats: "024", N: 2}, {Board: "star73", Seats: "0134", N: 2}, {Board: "star73", Seats: "012345", N: 1}, {Board: "star121", Seats: "024", N: 1}}

// TestTTPinned pins the node counts of every searcher that takes tt=, with and without the
// table, on 8 mid suite positions (testdata/tt-pinned.txt and tt-pinned-maxn.txt; depth 5 with
// 2 and 3 players, where positions transpose, less with more; max^n 4 with 2 players, else 3):
// the rows without the table are the searchers' counts as they have always been, the rows with
// it what the table saves. Each search is by a fresh searcher. Rewrite on purpose with
//
//	go test ./engine/searchers -run TestTTPinned -update
func TestTTPinned(t *testing.T) {
	pos := searchtest.MidPositions(t, ttPinGroups)
	fields := func(sp string, sr search.Searcher, s *game.State, r search.Result) string {
		return " move=" + s.MoveString(r.Move)
	}
	header := func(what string) []string {
		return []string{
			"Pinned node counts of " + what + " with and without a transposition table (tt=): spec, position, depth, NC,",
			"cutoffs, move. Written by `go test ./engine/searchers -run TestTTPinned -update`: regenerate only on purpose.",
		}
	}
	searchtest.Pinned(t, filepath.Join("testdata", "tt-pinned.txt"), searchtest.Pins{
		Header: header("the alpha-beta family"),
		Specs: []string{"paranoid", "paranoid(tt=64K)", "brs", "brs(tt=64K)", "brs(threat=mtf)", "brs(threat=mtf,tt=64K)", "brs+", "brs+(tt=64K)",
			"opps(1,5,1)", "opps(1,5,1,tt=64K)"},
		Positions: pos,
		New:       searchers.New,
		Depth: func(s *game.State) int {
			switch {
			case s.Players <= 3:
				return 5
			case s.Players == 4:
				return 4
			}
			return 3
		},
		Fields: fields,
	})
	searchtest.Pinned(t, filepath.Join("testdata", "tt-pinned-maxn.txt"), searchtest.Pins{
		Header:    header("max^n"),
		Specs:     []string{"maxn", "maxn(tt=64K)", "maxn(speculative)", "maxn(speculative,tt=64K)"},
		Positions: pos,
		New:       searchers.New,
		Depth: func(s *game.State) int {
			if s.Players == 2 {
				return 4
			}
			return 3
		},
		Fields: fields,
	})
}

// TestTTWorkers: a sweep's counts with a table do not depend on how the positions are shared
// out: one searcher searching the positions in turn, another in reverse order, and a fresh
// searcher per position give every position the same NC, value and move.
func TestTTWorkers(t *testing.T) {
	pos := searchtest.MidPositions(t, []searchtest.Group{{Board: "star73", Seats: "024", N: 6}})
	for _, spec := range []string{"brs(tt=4K)", "brs+(tt=4K)", "paranoid(tt=4K)", "maxn(tt=4K)", "maxn(shallow,tt=4K)"} {
		want := make([]search.Result, len(pos))
		for i, p := range pos {
			want[i] = searchtest.Search(t, searchers.MustParse(spec).New(), p.State, 4)
		}
		fwd, back := searchers.MustParse(spec).New(), searchers.MustParse(spec).New()
		for j := range pos {
			for _, c := range []struct {
				sr search.Searcher
				i  int
			}{{fwd, j}, {back, len(pos) - 1 - j}} {
				r := searchtest.Search(t, c.sr, pos[c.i].State, 4)
				if r.NC != want[c.i].NC || r.Value != want[c.i].Value || r.Move != want[c.i].Move {
					t.Errorf("%s on %s: NC %d value %s after other searches, %d %s fresh", spec, pos[c.i].Name, r.NC, r.Value, want[c.i].NC, want[c.i].Value)
				}
			}
		}
	}
}

// TestTTValuesMaxnVariants: max^n's pruning variants with a table return the value and move
// they return without it (plain max^n's), fixed depth and iterative, on mid suite positions of
// 2 to 4 players (depth 4, 3 with 4 players).
func TestTTValuesMaxnVariants(t *testing.T) {
	pos := searchtest.MidPositions(t, []searchtest.Group{{Board: "star73", Seats: "03", N: 6}, {Board: "star73", Seats: "024", N: 3}, {Board: "star73", Seats: "0134", N: 2}, {Board: "star121", Seats: "03", N: 2}})
	ctx := context.Background()
	for _, v := range []string{"shallow", "lastbranch", "speculative"} {
		plain, tt := searchers.MustParse("maxn("+v+")").New(), searchers.MustParse("maxn("+v+",tt=16K)").New()
		for _, p := range pos {
			d := 4 // with 2 players positions transpose at ply 3
			if p.State.Players > 3 {
				d = 3
			}
			s := *p.State
			want := plain.Search(ctx, &s, search.Limits{Depth: d})
			for _, lim := range []search.Limits{{Depth: d}, {Depth: d, Nodes: 1 << 40}} {
				got := tt.Search(ctx, &s, lim)
				if got.Value != want.Value || got.Move != want.Move {
					t.Errorf("maxn(%s,tt=16K) on %s depth %d (iterative %v): %s %s, without the table %s %s",
						v, p.Name, d, lim.Nodes > 0, got.Value, s.MoveString(got.Move), want.Value, s.MoveString(want.Move))
				}
			}
		}
	}
}

// TestTTErrors: a bad tt= is one line naming the field and the value, for every family that
// takes it; and max^n's ties do not combine with a table.
func TestTTErrors(t *testing.T) {
	for _, fam := range []string{"paranoid(%s)", "brs(%s)", "brs(threat=mtf,%s)", "brs+(%s)", "opps(1,5,1,%s)", "maxn(%s)", "maxn(speculative,%s)"} {
		for _, v := range []string{"tt=abc", "tt=-1", "tt=1G", "tt=", "tt=1.5"} {
			text := strings.Replace(fam, "%s", v, 1)
			_, err := searchers.Parse(text)
			if err == nil {
				t.Errorf("Parse(%q): no error", text)
				continue
			}
			msg := err.Error()
			if v == "tt=" {
				continue // the spec syntax refuses an empty value first
			}
			if strings.Contains(msg, "\n") || !strings.Contains(msg, "tt = \""+strings.TrimPrefix(v, "tt=")+"\"") {
				t.Errorf("Parse(%q): error %q, want one line naming tt = %q", text, msg, strings.TrimPrefix(v, "tt="))
			}
		}
	}
	if _, err := searchers.Parse("maxn(ties=0.25,tt=1K)"); err == nil || !strings.Contains(err.Error(), "ties does not combine with tt") {
		t.Errorf("maxn(ties=0.25,tt=1K): %v, want the refusal", err)
	}
	for in, want := range map[string]string{"paranoid(tt=1000)": "paranoid(tt=512)", "brs+(noprune,tt=1048576)": "brs+(tt=1M,noprune)",
		"paranoid(tt=0)": "paranoid", "opps(1,5,1,tt=64k)": "opps(1,5,1,tt=64K)", "maxn(tt=2K,shallow)": "maxn(shallow,tt=2K)"} {
		if sp, err := searchers.Parse(in); err != nil || sp.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", in, sp, err, want)
		}
	}
	if tw := searchers.MustParse("maxn(speculative,tt=1K)").Twin().String(); tw != "maxn(tt=1K)" {
		t.Errorf("twin of maxn(speculative,tt=1K) is %s, want maxn(tt=1K)", tw)
	}
}
