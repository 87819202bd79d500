package bestreply_test

import (
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/bestreply"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/positions"
)

// The two readings of line 16 of OPPS's Algorithm 1 (m' = m + 1 for a move outside the first
// l2): the default applies it at opponent nodes only, line16=literal at every node (family.go).

// TestLine16Specs checks the specs: the default names are unchanged, the literal ones round-trip
// through the registry, their unpruned twin is the literal noprune spec, and a bad value fails.
func TestLine16Specs(t *testing.T) {
	for _, c := range []struct {
		sr         search.Searcher
		name, twin string
	}{
		{bestreply.NewBRSPlus(true), "brs+", "brs+(noprune)"},
		{bestreply.NewOPPS(1, 5, 1, true), "opps(1,5,1)", "opps(1,5,1,noprune)"},
		{bestreply.NewBRSPlusLiteral(true), "brs+(line16=literal)", "brs+(line16=literal,noprune)"},
		{bestreply.NewBRSPlusLiteral(false), "brs+(line16=literal,noprune)", "brs+(line16=literal,noprune)"},
		{bestreply.NewOPPSLiteral(1, 5, 1, true), "opps(1,5,1,line16=literal)", "opps(1,5,1,line16=literal,noprune)"},
		{bestreply.NewOPPSLiteral(1, 5, 1, false), "opps(1,5,1,line16=literal,noprune)", "opps(1,5,1,line16=literal,noprune)"},
		{bestreply.NewOPPSLiteral(0, inf, 2, true), "opps(0,inf,2,line16=literal)", "opps(0,inf,2,line16=literal,noprune)"},
	} {
		if got := c.sr.Name(); got != c.name {
			t.Errorf("Name() = %q, want %q", got, c.name)
		}
		again, err := searchers.New(c.name)
		if err != nil || again.Name() != c.name {
			t.Errorf("searchers.New(%q): %v, %v", c.name, again, err)
		}
		if sp, err := searchers.Parse(c.name); err != nil || sp.Twin().String() != c.twin {
			t.Errorf("searchers.Parse(%q).Twin() = %q, %v; want %q", c.name, sp.Twin(), err, c.twin)
		}
		if tw, err := searchers.New(c.twin); err != nil || tw.Name() != c.twin {
			t.Errorf("searchers.New(%q): %v, %v", c.twin, tw, err)
		}
	}
	for in, want := range map[string]string{
		"opps(1,5,1,noprune,line16=literal)": "opps(1,5,1,line16=literal,noprune)",
		"opps(1, 5, 1, line16=opponents)":    "opps(1,5,1)",
		"brs+(noprune,line16=literal)":       "brs+(line16=literal,noprune)",
		"brs+(line16=opponents)":             "brs+",
	} {
		if sr, err := searchers.New(in); err != nil || sr.Name() != want {
			t.Errorf("searchers.New(%q): %v, %v; want %s", in, sr, err, want)
		}
	}
	for _, bad := range []string{"opps(1,5,1,line16=root)", "brs+(line16=)", "brs+(line16=literal,line16=literal)", "brs(line16=literal)", "opps(1,5,line16=literal)"} {
		if _, err := searchers.New(bad); err == nil {
			t.Errorf("searchers.New(%q): no error", bad)
		}
	}
}

// brsPlus is BRS+ as the OPPS paper's §3.2 and Fig. 2(b) describe it, without OPPS's counter:
// between two moves of the root player at most one opponent makes a move not ranked first by the
// move ordering (free reports whether one has since the root player's last move); every other
// opponent plays its highest-ranked move. The root player's moves are all searched and each
// leaves the opponents their one free move.
func (r *reference) brsPlus(s *game.State, d int, free bool) (int64, game.Move) {
	r.nodes++
	if v, ok := r.leaf(s, d); ok {
		return v, game.Pass
	}
	a := r.moves(s)
	rootTurn := s.ToMove == r.root
	if !rootTurn && free {
		a = a[:1]
	}
	var best int64
	var bestMove game.Move
	for i, mv := range a {
		c := *s
		c.Make(mv)
		v, _ := r.brsPlus(&c, d-1, !rootTurn && (free || i > 0))
		if i == 0 || rootTurn && v > best || !rootTurn && v < best {
			best, bestMove = v, mv
		}
	}
	return best, bestMove
}

// line16Positions are the 4-player positions of the mid suite (star73, seats 0134), the first n.
func line16Positions(t testing.TB, n int) []*game.State {
	t.Helper()
	suite, err := positions.Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	var out []*game.State
	for _, p := range suite.Positions {
		if p.Board() != "star73" || p.Seats() != "0134" || len(out) == n {
			continue
		}
		s, err := p.State()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// TestLine16BRSPlus is the paper's argument for the default reading: "BRS+ is the special case of
// OPPS with n1 = 1, l1 = ∞, l2 = 1" (Fig. 2(b): BRS+ / OPPS(1,∞,1)). Under the default reading
// opps(1,inf,1) searches exactly BRS+'s tree (brsPlus, written from the description of BRS+, not
// from Algorithm 1); under the literal reading it does not: after a root-player move not ranked
// first, no opponent may choose freely. The test fails if the readings are swapped.
func TestLine16BRSPlus(t *testing.T) {
	differ := 0
	var all []*game.State
	for _, p := range referencePositions() {
		all = append(all, p.State)
	}
	all = append(all, line16Positions(t, 10)...)
	for i, s := range all {
		d := 2 + i%3
		if s.Geo.Name == "star121" && s.Players >= 5 {
			d = 2
		}
		r := &reference{root: s.ToMove}
		v, mv := r.brsPlus(s, d, false)
		check(t, bestreply.NewOPPS(1, inf, 1, false), s, d, v, mv, r.nodes, true)
		check(t, bestreply.NewBRSPlus(false), s, d, v, mv, r.nodes, true)
		check(t, bestreply.NewBRSPlus(true), s, d, v, mv, r.nodes, false)
		lit := searchtest.Search(t, bestreply.NewBRSPlusLiteral(false), s, d)
		if lit.NC != r.nodes {
			differ++
		}
		if d >= 3 && s.Players >= 3 && lit.NC >= r.nodes {
			t.Errorf("brs+(line16=literal,noprune) depth %d on %s: NC %d, want below BRS+'s %d", d, s, lit.NC, r.nodes)
		}
	}
	if differ < len(all)/2 {
		t.Errorf("the literal reading searched BRS+'s tree on %d of %d positions; want it to differ on most", len(all)-differ, len(all))
	}
}

// TestLine16OPPSZero is the paper's second statement the literal reading contradicts: OPPS(0,x,2)
// searches the same tree for any x (Fig. 2(d), footnote 4: "l1 is irrelevant"). Under the literal
// reading a root-player move outside its first l2 gives m = 1, which is not n1 = 0, so the
// opponents below it are cut to l1 = x, not l2.
func TestLine16OPPSZero(t *testing.T) {
	differ := 0
	states := line16Positions(t, 10)
	for _, s := range states {
		for d := 2; d <= 3; d++ {
			a := searchtest.Search(t, bestreply.NewOPPS(0, 2, 2, false), s, d)
			b := searchtest.Search(t, bestreply.NewOPPS(0, 5, 2, false), s, d)
			if a.NC != b.NC || a.Value != b.Value || a.Move != b.Move {
				t.Errorf("default: opps(0,2,2) and opps(0,5,2) differ at depth %d on %s: NC %d, %d", d, s, a.NC, b.NC)
			}
			la := searchtest.Search(t, bestreply.NewOPPSLiteral(0, 2, 2, false), s, d)
			lb := searchtest.Search(t, bestreply.NewOPPSLiteral(0, 5, 2, false), s, d)
			if la.NC != a.NC {
				t.Errorf("literal opps(0,2,2) depth %d on %s: NC %d, want the default's %d (l1 = l2: nothing to read)", d, s, la.NC, a.NC)
			}
			if lb.NC <= la.NC {
				t.Errorf("literal opps(0,5,2) depth %d on %s: NC %d, want above opps(0,2,2)'s %d", d, s, lb.NC, la.NC)
			} else {
				differ++
			}
		}
	}
	if differ == 0 {
		t.Error("the literal reading never depended on l1 at n1 = 0")
	}
}

// TestLine16Pinned pins node counts and root moves of both readings (pruned, depth 4) on the first
// positions of the 4-player mid suite, where they differ.
func TestLine16Pinned(t *testing.T) {
	type count struct {
		nc   int64
		move string
	}
	pins := []struct {
		pos        int
		n1, l1, l2 int
		def, lit   count
	}{
		{0, 1, inf, 1, count{1512, "42-51"}, count{425, "18-26"}}, // brs+
		{0, 1, 5, 1, count{291, "31-41"}, count{229, "18-26"}},
		{1, 1, inf, 2, count{727, "1-28"}, count{713, "10-45"}},
		{2, 1, inf, 1, count{2175, "11-20"}, count{365, "28-36"}},
		{2, 1, inf, 2, count{5941, "11-20"}, count{1324, "28-36"}},
		{2, 2, 8, 5, count{4312, "41-50"}, count{3946, "41-50"}},
		{3, 1, 5, 1, count{183, "18-35"}, count{165, "18-37"}},
	}
	states := line16Positions(t, 4)
	for _, p := range pins {
		s := states[p.pos]
		for _, c := range []struct {
			sr   search.Searcher
			want count
		}{{bestreply.NewOPPS(p.n1, p.l1, p.l2, true), p.def}, {bestreply.NewOPPSLiteral(p.n1, p.l1, p.l2, true), p.lit}} {
			r := searchtest.Search(t, c.sr, s, 4)
			if got := (count{r.NC, s.MoveString(r.Move)}); got != c.want {
				t.Errorf("%s depth 4 on mid position %d: NC %d move %s, want %d %s", c.sr.Name(), p.pos, got.nc, got.move, c.want.nc, c.want.move)
			}
		}
	}
}

// line16Grid are the parameter-grid settings measured at depth 5 under both readings.
var line16Grid = [][3]int{{0, inf, 1}, {0, 5, 2}, {1, 3, 1}, {1, 10, 2}, {1, inf, 3}, {2, inf, 1}, {2, 5, 3}, {3, inf, 1}}

// TestMeasureLine16 prints, as a Markdown table, what the literal reading changes on the 50
// 4-player positions of the mid suite: NC (sums over the positions, exactly those of cctree sweep)
// and how many root moves differ, for Fig. 3's OPPS searchers at depths 1-5 and line16Grid at
// depth 5. It runs only with CCTREE_MEASURE=1 (about 10 s):
//
//	CCTREE_MEASURE=1 go test ./engine/search/bestreply -run MeasureLine16 -v
func TestMeasureLine16(t *testing.T) {
	if os.Getenv("CCTREE_MEASURE") == "" {
		t.Skip("measurement: set CCTREE_MEASURE=1")
	}
	states := line16Positions(t, 50)
	fmt.Printf("| searcher | depth | NC default | NC literal | literal/default | geometric mean of per-position ratios | root move changed | value changed |\n")
	fmt.Printf("|---|---|---|---|---|---|---|---|\n")
	row := func(p [3]int, d int) {
		def := bestreply.NewOPPS(p[0], p[1], p[2], true)
		name := def.Name()
		if p == [3]int{1, inf, 1} {
			name = "brs+"
		}
		var nd, nl int64
		var logs float64
		moves, values := 0, 0
		for _, s := range states {
			a := searchtest.Search(t, def, s, d)
			b := searchtest.Search(t, bestreply.NewOPPSLiteral(p[0], p[1], p[2], true), s, d)
			nd += a.NC
			nl += b.NC
			logs += math.Log(float64(b.NC) / float64(a.NC))
			if a.Move != b.Move {
				moves++
			}
			if a.Value != b.Value {
				values++
			}
		}
		fmt.Printf("| %s | %d | %d | %d | %.3f | %.3f | %d of %d | %d of %d |\n", name, d, nd, nl,
			float64(nl)/float64(nd), math.Exp(logs/float64(len(states))), moves, len(states), values, len(states))
	}
	for _, p := range [][3]int{{1, inf, 1}, {1, 5, 1}, {1, inf, 2}, {2, 8, 5}} {
		for d := 1; d <= 5; d++ {
			row(p, d)
		}
	}
	for _, p := range line16Grid {
		row(p, 5)
	}
}
