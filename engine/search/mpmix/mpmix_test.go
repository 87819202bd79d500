package mpmix_test

import (
	"context"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/engine/search/paranoid"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// refOffensive is a plain recursive Directed Offensive: the root player minimises the target's
// entry, everybody else maximises its own, ties to the first child in static ordering.
func refOffensive(s *game.State, d, root, target int, nc *int64) (vec [game.MaxPlayers]int64, best game.Move) {
	*nc++
	if s.Terminal() || d == 0 {
		eval.Heuristic(s, &vec)
		return vec, game.Pass
	}
	var buf [game.MaxMoves]game.Move
	moves := s.Moves(buf[:0])
	eval.Order(s, moves)
	p := s.ToMove
	for i, m := range moves {
		s.Make(m)
		v, _ := refOffensive(s, d-1, root, target, nc)
		s.Unmake(m)
		better := v[p] > vec[p]
		if p == root {
			better = v[target] < vec[target]
		}
		if i == 0 || better {
			vec, best = v, m
		}
	}
	return vec, best
}

func TestOffensiveMatchesReference(t *testing.T) {
	for i, pos := range searchtest.Positions(31, 120, 120) {
		s := pos.State
		d := 1 + i%3
		target := mpmix.Leader(s)
		if i%2 == 1 { // a fixed target: the opponent right after the root player
			target = (s.ToMove + 1) % s.Players
		}
		var nc int64
		want, wantMove := refOffensive(s, d, s.ToMove, target, &nc)
		sr := mpmix.NewOffensive(target)
		if i%2 == 0 {
			sr = mpmix.NewOffensive(mpmix.AutoTarget)
		}
		r := searchtest.Search(t, sr, s, d)
		if r.Value.Vec != want || r.Value.N != s.Players || r.Move != wantMove || r.NC != nc {
			t.Fatalf("%s depth %d on %s: value %s move %s NC %d, want %v %s %d", sr.Name(), d, s, r.Value,
				s.MoveString(r.Move), r.NC, want[:s.Players], s.MoveString(wantMove), nc)
		}
		if wantS := "offensive(target=" + string(rune('0'+target)) + ")"; r.Strategy != wantS {
			t.Fatalf("%s on %s: strategy %q, want %q", sr.Name(), s, r.Strategy, wantS)
		}
	}
}

func TestOffensiveNodeCountIsPerftSum(t *testing.T) {
	searchtest.PerftSuite(t, mpmix.NewOffensive(mpmix.AutoTarget))
}

func TestConformance(t *testing.T) {
	searchtest.Conformance(t, mpmix.NewOffensive(mpmix.AutoTarget))
	searchtest.Conformance(t, mpmix.NewOffensive(1))
	searchtest.Conformance(t, mpmix.NewMPMix(0.05, 0.1, true))
	searchtest.Conformance(t, mpmix.NewMPMix(0, 0, false))
}

// offensiveCCN is a 3-player star73 midgame position (seats 024, player 0 to move) where the
// Directed Offensive root move against player 1 at depth 2 differs from max^n's: found by
// scanning searchtest.Midgame(5, 40, "star73", "024") and checked by refOffensive below, so
// the test does not depend on how it was found.
const offensiveCCN = "star73 024 0 ./../.../....1....2/1.....22./..2..0../......1/.000..../...0...1./2..02..1.1/.../../."

func TestOffensiveDiffersFromMaxn(t *testing.T) {
	s, err := game.Parse(offensiveCCN, game.Free)
	if err != nil {
		t.Fatal(err)
	}
	const d, target = 2, 1
	off := searchtest.Search(t, mpmix.NewOffensive(target), s, d)
	mx := searchtest.Search(t, maxn.New(maxn.Options{}), s, d)
	var nc int64
	want, wantMove := refOffensive(s, d, 0, target, &nc)
	if off.Move != wantMove || off.Value.Vec != want {
		t.Fatalf("offensive: move %s value %s, reference %s %v", s.MoveString(off.Move), off.Value, s.MoveString(wantMove), want)
	}
	if off.Move == mx.Move {
		t.Fatalf("offensive and maxn both play %s on %s", s.MoveString(off.Move), s)
	}
	// Offensive holds the target lower than max^n does, and max^n does better for the root player.
	if !(off.Value.Vec[target] < mx.Value.Vec[target]) || !(mx.Value.Vec[0] >= off.Value.Vec[0]) {
		t.Errorf("offensive %s vs maxn %s: want a lower target entry and a root entry no higher", off.Value, mx.Value)
	}
	t.Logf("offensive(target=1) plays %s value %s; maxn plays %s value %s", s.MoveString(off.Move), off.Value, s.MoveString(mx.Move), mx.Value)
}

func TestOffensiveValidate(t *testing.T) {
	s, _ := game.Parse(searchtest.StartCCN("star73", "024"), game.Free)
	for _, tc := range []struct {
		target int
		want   string
	}{{0, "is the player to move"}, {3, "not a player of this 3-player game"}, {5, "not a player"}, {1, ""}, {2, ""}} {
		err := mpmix.NewOffensive(tc.target).Validate(s)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("target %d: error %v, want %q", tc.target, err, tc.want)
		}
	}
	if err := mpmix.NewOffensive(mpmix.AutoTarget).Validate(s); err != nil {
		t.Errorf("offensive: %v", err)
	}
	// Search never fails: an invalid target attacks the leader instead and says so.
	r := mpmix.NewOffensive(4).Search(context.Background(), s, search.Limits{Depth: 2})
	want := mpmix.NewOffensive(mpmix.AutoTarget).Search(context.Background(), s, search.Limits{Depth: 2})
	if r.Strategy != want.Strategy || r.Move != want.Move || r.Value != want.Value || r.Strategy != "offensive(target=1)" {
		t.Errorf("offensive(target=4) on 3 players: %q %v, want the leader's search %q %v", r.Strategy, r.Value, want.Strategy, want.Value)
	}
}

// advance plays, from the 3-player star73 start, turns in which the players of movers (in turn
// order) play their best move in static ordering and the others pass, and returns the parsed
// position after the given number of such rounds with player 0 to move.
func advance(t *testing.T, movers map[int]int) *game.State {
	t.Helper()
	s, err := game.Parse(searchtest.StartCCN("star73", "024"), game.Free)
	if err != nil {
		t.Fatal(err)
	}
	var buf [game.MaxMoves]game.Move
	for round := 0; ; round++ {
		moved := false
		for p := range s.Players {
			m := game.Pass
			if movers[p] > round {
				moves := s.Moves(buf[:0])
				eval.Order(s, moves)
				m, moved = moves[0], true
			}
			s.Make(m)
		}
		if !moved {
			break
		}
	}
	// Re-parse: a clean position (history of passes forgotten), player 0 to move.
	out, err := game.Parse(s.String(), game.Free)
	if err != nil || out.ToMove != 0 || out.Terminal() {
		t.Fatalf("advance %v: %v %s", movers, err, s)
	}
	return out
}

func TestMPMixChoosesEachStrategy(t *testing.T) {
	const td, to = 0.05, 0.1
	mm := mpmix.NewMPMix(td, to, true)
	for _, tc := range []struct {
		name   string
		movers map[int]int
		kind   string
		leader int
	}{
		{"root leads", map[int]int{0: 4}, "paranoid", 0},
		{"player 1 leads", map[int]int{1: 4}, "offensive", 1},
		{"player 2 leads", map[int]int{2: 5, 1: 1}, "offensive", 2},
		{"nobody leads", map[int]int{}, "maxn", 0},
		// Leader minus second best, not minus the rest: two players far ahead of the third, tied.
		{"two opponents lead together", map[int]int{1: 4, 2: 4}, "maxn", 1},
		{"root and player 1 lead together", map[int]int{0: 5, 1: 4}, "maxn", 0},
		{"close race", map[int]int{0: 2, 1: 2, 2: 1}, "maxn", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := advance(t, tc.movers)
			st := mm.Choose(s)
			var h [game.MaxPlayers]int64
			eval.Heuristic(s, &h)
			t.Logf("%s: H %v, leader %d edge %d (%.4f S) -> %s", s, h[:3], st.Leader, st.Edge, float64(st.Edge)/eval.S, st.Kind)
			if st.Kind != tc.kind || st.Leader != tc.leader {
				t.Fatalf("chose %s with leader %d, want %s with leader %d", st.Kind, st.Leader, tc.kind, tc.leader)
			}
			// The position is built for the strategy: clear of the threshold that decides it.
			switch tc.kind {
			case "paranoid":
				if float64(st.Edge) < td*eval.S {
					t.Fatalf("edge %d below td", st.Edge)
				}
			case "offensive":
				if float64(st.Edge) < to*eval.S || st.Target != tc.leader {
					t.Fatalf("edge %d below to or target %d", st.Edge, st.Target)
				}
			}
			// Search runs the chosen strategy and says so.
			const d = 3
			r := searchtest.Search(t, mm, s, d)
			var want search.Result
			var wantName string
			switch tc.kind {
			case "paranoid":
				want, wantName = searchtest.Search(t, paranoid.New(true), s, d), "paranoid"
			case "offensive":
				want = searchtest.Search(t, mpmix.NewOffensive(tc.leader), s, d)
				wantName = want.Strategy
			default:
				want, wantName = searchtest.Search(t, maxn.New(maxn.Options{}), s, d), "maxn"
			}
			if r.Strategy != wantName || r.Move != want.Move || r.Value != want.Value || r.NC != want.NC {
				t.Errorf("mpmix: %s %s %s NC %d, want %s %s %s NC %d", r.Strategy, s.MoveString(r.Move), r.Value, r.NC,
					wantName, s.MoveString(want.Move), want.Value, want.NC)
			}
		})
	}
}

// TestMPMixThresholdsInclusive checks Algorithm 1's >=: a leading edge equal to the threshold
// switches, one unit (1/S) more does not; inf never switches; 0 always does when somebody leads
// or ties for the lead.
func TestMPMixThresholdsInclusive(t *testing.T) {
	rootLeads := advance(t, map[int]int{0: 3})
	otherLeads := advance(t, map[int]int{1: 3})
	tie := advance(t, map[int]int{})
	e1 := mpmix.NewMPMix(0, 0, true).Choose(rootLeads).Edge
	e2 := mpmix.NewMPMix(0, 0, true).Choose(otherLeads).Edge
	for _, tc := range []struct {
		s      *game.State
		td, to float64
		want   string
	}{
		{rootLeads, float64(e1) / eval.S, mpmix.Never, "paranoid"},
		{rootLeads, float64(e1+1) / eval.S, 0, "maxn"},
		{rootLeads, mpmix.Never, 0, "maxn"},
		{otherLeads, mpmix.Never, float64(e2) / eval.S, "offensive"},
		{otherLeads, 0, float64(e2+1) / eval.S, "maxn"},
		{otherLeads, 0, mpmix.Never, "maxn"},
		{tie, 0, 0, "paranoid"}, // everybody ties: the root player is the leader, edge 0 >= td = 0
		{tie, 0.001, 0, "maxn"},
	} {
		if got := mpmix.NewMPMix(tc.td, tc.to, true).Choose(tc.s); got.Kind != tc.want {
			t.Errorf("td=%v to=%v on %s: %s (edge %d), want %s", tc.td, tc.to, tc.s, got.Kind, got.Edge, tc.want)
		}
	}
}

// TestMPMixNoprune checks the unpruned twin: same strategy, value and move; no fewer nodes.
func TestMPMixNoprune(t *testing.T) {
	for i, pos := range searchtest.Positions(33, 60, 120) {
		d := 1 + i%3
		for _, th := range [][2]float64{{0, 0}, {0.02, 0.02}, {mpmix.Never, mpmix.Never}} {
			rp, ru := searchtest.SameAsUnpruned(t, mpmix.NewMPMix(th[0], th[1], true), mpmix.NewMPMix(th[0], th[1], false), pos.State, d)
			if rp.Strategy != ru.Strategy || rp.Strategy == "" {
				t.Fatalf("%s: strategies %q and %q", pos.Name, rp.Strategy, ru.Strategy)
			}
		}
	}
}
