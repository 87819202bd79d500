package game

import (
	"fmt"
	"slices"
	"testing"
)

// Hand-built positions, written as cube coordinates per player and turned into CCN by the naive
// board of naive_test.go.

type xyz = [3]int

// corner lists the cells of corner k of star(n) as cube coordinates.
func cornerCells(n, k int) []xyz {
	nb := naiveBoards[map[int]string{3: "star73", 4: "star121"}[n]]
	var out []xyz
	for c, ck := range nb.corner {
		if ck == k {
			out = append(out, nb.coord[c])
		}
	}
	return out
}

// ccnOf writes the position with pieces[p] the cells of player p.
func ccnOf(boardName, seats string, toMove int, pieces [][]xyz) (string, error) {
	nb := naiveBoards[boardName]
	owner := make([]int, len(nb.coord))
	for i := range owner {
		owner[i] = -1
	}
	for p, cs := range pieces {
		for _, c := range cs {
			i, ok := nb.index[c]
			if !ok {
				return "", fmt.Errorf("%v is not a cell of %s", c, boardName)
			}
			if owner[i] >= 0 {
				return "", fmt.Errorf("%v given to players %d and %d", c, owner[i], p)
			}
			owner[i] = p
		}
	}
	return naiveCCN(boardName, seats, toMove, nb, owner), nil
}

func buildCCN(t testing.TB, boardName, seats string, toMove int, pieces [][]xyz) string {
	t.Helper()
	s, err := ccnOf(boardName, seats, toMove, pieces)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// mustCCN is ccnOf for package-level positions.
func mustCCN(boardName, seats string, toMove int, pieces [][]xyz) string {
	s, err := ccnOf(boardName, seats, toMove, pieces)
	if err != nil {
		panic(err)
	}
	return s
}

func mustParse(t testing.TB, ccn string, rules Rules) *State {
	t.Helper()
	s, err := Parse(ccn, rules)
	if err != nil {
		t.Fatalf("Parse(%q): %v", ccn, err)
	}
	return s
}

// naivePerft is perft over the naive generator.
func naivePerft(p *naivePos, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range p.moves() {
		c := *p
		c.owner = slices.Clone(p.owner)
		if m[0] >= 0 {
			c.owner[m[1]], c.owner[m[0]] = c.owner[m[0]], -1
		}
		c.toMove = (p.toMove + 1) % p.players
		n += naivePerft(&c, depth-1)
	}
	return n
}

// checkAgainstNaive compares moves and perft to depth with the naive generator.
func checkAgainstNaive(t *testing.T, s *State, depth int) {
	t.Helper()
	var buf [MaxMoves]Move
	np := naiveFromState(t, s)
	if got, want := moveCells(s.Geo, s.Moves(buf[:0])), np.moves(); !slices.Equal(got, want) {
		t.Fatalf("%s: moves %v, naive %v", s, got, want)
	}
	var pf Perfter
	for d := 1; d <= depth; d++ {
		want := naivePerft(np, d)
		if got := pf.Perft(s, d); got != want {
			t.Errorf("%s: perft(%d) = %d, naive %d", s, d, got, want)
		}
		if got := pf.PerftFull(s, d); got != want {
			t.Errorf("%s: full perft(%d) = %d, naive %d", s, d, got, want)
		}
	}
}

// noMoveCCN: 024 on star73, player 0 still at home in the top corner, walled in by players 1 and 2
// on every step and every hop landing cell, so its only move is the pass.
var noMoveCCN = func() string {
	wall := []xyz{{0, 3, -3}, {1, 2, -3}, {2, 1, -3}, {3, 0, -3}, {-1, 3, -2}, {0, 2, -2}}
	landing := []xyz{{1, 1, -2}, {2, 0, -2}, {3, -1, -2}, {0, 0, 0}, {-1, 1, 0}, {-3, 3, 0}}
	return mustCCN("star73", "024", 0, [][]xyz{cornerCells(3, 0), wall, landing})
}()

func TestPass(t *testing.T) {
	const want = "star73 024 0 0/00/000/...1111.../..11222../......../2.22.../......../........./........../.../../."
	if noMoveCCN != want {
		t.Fatalf("noMoveCCN = %q, want %q", noMoveCCN, want)
	}
	for _, rules := range allRules {
		s := mustParse(t, noMoveCCN, rules)
		var buf [MaxMoves]Move
		if got := s.Moves(buf[:0]); !slices.Equal(got, []Move{Pass}) {
			t.Fatalf("rules=%s: Moves = %v, want [Pass]", rules, got)
		}
		if n := s.CountMoves(); n != 1 {
			t.Errorf("rules=%s: CountMoves = %d, want 1", rules, n)
		}
		var pf Perfter
		if n := pf.Perft(s, 1); n != 1 {
			t.Errorf("rules=%s: perft(1) = %d, want 1 (the pass)", rules, n)
		}
		// After the pass player 1 moves: perft(2) is player 1's move count.
		before := *s
		s.Make(Pass)
		if s.ToMove != 1 || s.Pieces != before.Pieces || s.Key == before.Key {
			t.Errorf("rules=%s: the pass must hand the move on and change only the side to move", rules)
		}
		want2 := uint64(s.CountMoves())
		s.Unmake(Pass)
		if *s != before {
			t.Fatalf("rules=%s: make/unmake of the pass changed the state", rules)
		}
		if want2 < 2 {
			t.Fatalf("rules=%s: player 1 has %d moves after the pass", rules, want2)
		}
		if n := pf.Perft(s, 2); n != want2 {
			t.Errorf("rules=%s: perft(2) = %d, want %d", rules, n, want2)
		}
		if n := pf.Perft(s, 3); n <= want2 {
			t.Errorf("rules=%s: perft(3) = %d, want more than perft(2) = %d", rules, n, want2)
		}
		div := pf.Divide(s, 3)
		if len(div) != 1 || div[0].Move != Pass || div[0].Count != pf.Perft(s, 3) {
			t.Errorf("rules=%s: Divide(3) = %v", rules, div)
		}
		checkAgainstNaive(t, s, 4)
	}
}

// wonCCN: 03 on star73 after player 0 has filled its goal (corner 3) with five of its pieces and
// player 1's last piece still at home there.
var wonCCN = func() string {
	goal := cornerCells(3, 3)
	return mustCCN("star73", "03", 1, [][]xyz{
		append(slices.Clone(goal[1:]), xyz{0, 0, 0}),
		{goal[0], {1, 2, -3}, {0, 3, -3}, {-1, 1, 0}, {2, -1, -1}, {3, 3, -6}},
	})
}()

func TestWon(t *testing.T) {
	for _, rules := range allRules {
		s := mustParse(t, wonCCN, rules)
		if s.Winner != 0 || !s.Terminal() {
			t.Fatalf("rules=%s: %s: Winner = %d, want 0", rules, wonCCN, s.Winner)
		}
		var buf [MaxMoves]Move
		if got := s.Moves(buf[:0]); len(got) != 0 {
			t.Errorf("rules=%s: a won position has moves %v", rules, got)
		}
		if n := s.CountMoves(); n != 0 {
			t.Errorf("rules=%s: CountMoves = %d, want 0", rules, n)
		}
		var pf Perfter
		for d := 1; d <= 4; d++ {
			if n := pf.Perft(s, d); n != 0 {
				t.Errorf("rules=%s: perft(%d) = %d, want 0", rules, d, n)
			}
			if n := pf.PerftFull(s, d); n != 0 {
				t.Errorf("rules=%s: full perft(%d) = %d, want 0", rules, d, n)
			}
		}
		if n := pf.Perft(s, 0); n != 1 {
			t.Errorf("rules=%s: perft(0) = %d, want 1", rules, n)
		}
		if div := pf.Divide(s, 2); len(div) != 0 {
			t.Errorf("rules=%s: Divide of a won position = %v", rules, div)
		}
	}
	// The same goal cells all held by player 1 (no piece of player 0 in them) is not a win.
	notWon := buildCCN(t, "star73", "03", 1, [][]xyz{
		{{0, 0, 0}, {1, 0, -1}, {2, 0, -2}, {-1, 0, 1}, {-2, 2, 0}, {3, 3, -6}},
		cornerCells(3, 3),
	})
	s := mustParse(t, notWon, Free)
	if s.Winner != -1 {
		t.Errorf("%s: goal full of the opponent's pieces only, Winner = %d, want -1", notWon, s.Winner)
	}
	checkAgainstNaive(t, s, 3)
}

// TestGoalFullOfOpponents: in 024 the empty corner 3 is player 0's goal; filled by players 1 and 2
// only, it is no win for anyone and play goes on.
func TestGoalFullOfOpponents(t *testing.T) {
	goal := cornerCells(3, 3)
	ccn := buildCCN(t, "star73", "024", 0, [][]xyz{
		cornerCells(3, 0),
		append(slices.Clone(goal[:3]), xyz{0, 0, 0}, xyz{1, 0, -1}, xyz{2, 0, -2}),
		append(slices.Clone(goal[3:]), xyz{-1, 0, 1}, xyz{-2, 0, 2}, xyz{-1, -1, 2}),
	})
	for _, rules := range allRules {
		s := mustParse(t, ccn, rules)
		if s.Winner != -1 || s.Terminal() {
			t.Fatalf("rules=%s: %s: Winner = %d, want -1", rules, ccn, s.Winner)
		}
		var buf [MaxMoves]Move
		if ms := s.Moves(buf[:0]); len(ms) < 2 {
			t.Errorf("rules=%s: moves %v", rules, ms)
		}
		checkAgainstNaive(t, s, 3)
	}
}

// TestWinByMake: player 0 steps its last piece into the one free goal cell and wins; unmaking the
// move takes the win back. No other move wins.
func TestWinByMake(t *testing.T) {
	goal := cornerCells(3, 3) // bottom corner in cell order: (-3,-1,4) ... (-3,-3,6)
	// Leave goal[0] = (-3,-1,4) empty; a piece of player 0 waits next to it at (-2,-1,3).
	ccn := buildCCN(t, "star73", "03", 0, [][]xyz{
		append(slices.Clone(goal[2:]), xyz{-2, -1, 3}, xyz{1, -2, 1}),
		{goal[1], {0, 0, 0}, {1, 0, -1}, {2, 0, -2}, {-1, 2, -1}, {3, 3, -6}},
	})
	nb := naiveBoards["star73"]
	for _, rules := range allRules {
		s := mustParse(t, ccn, rules)
		if s.Winner != -1 {
			t.Fatalf("rules=%s: %s: Winner = %d before the move", rules, ccn, s.Winner)
		}
		win, err := s.ParseMove(moveText(nb.index[xyz{-2, -1, 3}], nb.index[goal[0]]))
		if err != nil {
			t.Fatalf("rules=%s: %v", rules, err)
		}
		before := *s
		var buf [MaxMoves]Move
		for _, m := range append([]Move(nil), s.Moves(buf[:0])...) {
			s.Make(m)
			if m == win {
				if s.Winner != 0 || !s.Terminal() {
					t.Errorf("rules=%s: after the winning move Winner = %d", rules, s.Winner)
				}
				if n := s.CountMoves(); n != 0 {
					t.Errorf("rules=%s: %d moves after the win", rules, n)
				}
			} else if s.Winner != -1 {
				t.Errorf("rules=%s: %s wins, Winner = %d", rules, before.MoveString(m), s.Winner)
			}
			s.Unmake(m)
			if s.Winner != -1 || *s != before {
				t.Fatalf("rules=%s: unmake of %s: Winner = %d, state restored %v", rules, before.MoveString(m), s.Winner, *s == before)
			}
		}
		checkAgainstNaive(t, s, 3)
	}
}

func moveText(f, t int) string { return fmt.Sprintf("%d-%d", f, t) }

// TestGoalLock: a piece inside its goal may move within the goal but not out of it under goallock;
// free lets it out; a piece outside the goal is unaffected.
func TestGoalLock(t *testing.T) {
	nb := naiveBoards["star73"]
	goal := cornerCells(3, 3)
	// Player 0 has one piece in its goal, on the goal's top-left cell (-3,-1,4), which borders the
	// central hexagon at (-2,-1,3) and (-3,0,3), and the free goal cell (-3,-2,5).
	in := xyz{-3, -1, 4}
	ccn := buildCCN(t, "star73", "03", 0, [][]xyz{
		{in, {0, 0, 0}, {1, 0, -1}, {2, 0, -2}, {-1, 2, -1}, {3, 3, -6}},
		{{2, 1, -3}, {1, 2, -3}, {0, 3, -3}, {-1, 3, -2}, {3, -2, -1}, {4, -3, -1}},
	})
	out := moveText(nb.index[in], nb.index[xyz{-2, -1, 3}])
	within := moveText(nb.index[in], nb.index[goal[3]])
	if goal[3] != (xyz{-3, -2, 5}) {
		t.Fatalf("goal cells in an unexpected order: %v", goal)
	}
	outsider := moveText(nb.index[xyz{0, 0, 0}], nb.index[xyz{-1, 0, 1}])
	for _, tc := range []struct {
		rules              Rules
		out, within, other bool
	}{
		{Free, true, true, true},
		{NoStop, true, true, true},
		{GoalLock, false, true, true},
	} {
		s := mustParse(t, ccn, tc.rules)
		for _, c := range []struct {
			text string
			want bool
		}{{out, tc.out}, {within, tc.within}, {outsider, tc.other}} {
			if _, err := s.ParseMove(c.text); (err == nil) != c.want {
				t.Errorf("rules=%s: %s legal = %v, want %v", tc.rules, c.text, err == nil, c.want)
			}
		}
		checkAgainstNaive(t, s, 3)
	}
}

// TestNoStop: under nostop a piece may not stop in corner 1 (neither its home 0 nor its goal 3) but
// may jump through it: (2,1,-3) hops over (3,0,-3) into corner 1 at (4,-1,-3) and on over (3,-1,-2)
// to (2,-1,-1) in the centre. It may still stop in its home corner.
func TestNoStop(t *testing.T) {
	nb := naiveBoards["star73"]
	home := cornerCells(3, 0)
	p := xyz{2, 1, -3}
	ccn := buildCCN(t, "star73", "03", 0, [][]xyz{
		append(slices.Clone(home[:5]), p), // (3,1,-4) of the home corner left free
		append(slices.Clone(cornerCells(3, 3)[:4]), xyz{3, 0, -3}, xyz{3, -1, -2}),
	})
	if home[5] != (xyz{3, 1, -4}) {
		t.Fatalf("home cells in an unexpected order: %v", home)
	}
	into := moveText(nb.index[p], nb.index[xyz{4, -1, -3}])
	through := moveText(nb.index[p], nb.index[xyz{2, -1, -1}])
	homeStep := moveText(nb.index[p], nb.index[xyz{3, 1, -4}])
	for _, tc := range []struct {
		rules                 Rules
		into, through, homeOK bool
	}{
		{Free, true, true, true},
		{NoStop, false, true, true},
		{GoalLock, true, true, true},
	} {
		s := mustParse(t, ccn, tc.rules)
		for _, c := range []struct {
			text string
			want bool
		}{{into, tc.into}, {through, tc.through}, {homeStep, tc.homeOK}} {
			if _, err := s.ParseMove(c.text); (err == nil) != c.want {
				t.Errorf("rules=%s: %s: %s legal = %v, want %v", tc.rules, ccn, c.text, err == nil, c.want)
			}
		}
		// Under nostop no move of player 0 ends in corners 1, 2, 4 or 5.
		if tc.rules == NoStop {
			var buf [MaxMoves]Move
			for _, m := range s.Moves(buf[:0]) {
				if k := s.Geo.CornerOf[m.To]; k != -1 && k != 0 && k != 3 {
					t.Errorf("nostop: %s ends in corner %d", s.MoveString(m), k)
				}
			}
		}
		checkAgainstNaive(t, s, 3)
	}
}
