package game

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/board"
)

// The win rules: spoil (docs/rules.md, the default) and allhome (Franks' thesis).

// earlyWins are the shortest wins by spoil's rule from Franks' start positions (issue 23): a
// player fills a goal still holding an opponent's home pieces with one piece of its own. Under
// allhome neither is a win.
var earlyWins = []struct {
	board, seats string
	moves        string
	winner       int
}{
	// Player 1 (corner 2) drops one piece into corner 0, player 0's home and its goal, which
	// player 0's five other pieces still fill.
	{"triangle", "024", "2-9 35-27 28-21 9-14 52-2", 1},
	// Player 1 (corner 1) ends in corner 3, player 3's home, whose cell 40 player 3 vacated.
	{"square:8", "0123", "0-18 5-12 47-38 40-33 1-19 12-40", 1},
}

// play makes the moves (checked legal) from the start of board and seats under rules.
func play(t *testing.T, boardName, seats string, rules Rules, moves string) *State {
	t.Helper()
	s := mustStart(t, boardName, seats, rules)
	for i, text := range strings.Fields(moves) {
		if s.Terminal() {
			t.Fatalf("%s %s rules=%s: won by player %d before ply %d (%s)", boardName, seats, rules, s.Winner, i+1, text)
		}
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%s %s rules=%s: ply %d: %v", boardName, seats, rules, i+1, err)
		}
		s.Make(m)
	}
	return s
}

// TestWinRuleEarlyWins: the triangle start is won at ply 5 and square:8 at ply 6 under spoil
// (free and goallock), and neither under allhome, where the game goes on: the loser's pieces
// still have moves, and perft and full perft count the moves below the position.
func TestWinRuleEarlyWins(t *testing.T) {
	var pf Perfter
	for _, w := range earlyWins {
		for _, r := range []Rules{Free, GoalLock} {
			t.Run(fmt.Sprintf("%s/%s", w.board, r), func(t *testing.T) {
				s := play(t, w.board, w.seats, r, w.moves)
				if s.Winner != w.winner || !s.Terminal() || s.CountMoves() != 0 || pf.Perft(s, 1) != 0 {
					t.Fatalf("%s under %s: Winner %d, CountMoves %d; want player %d's win", s, r, s.Winner, s.CountMoves(), w.winner)
				}
				home := r.WithWin(AllHome)
				a := play(t, w.board, w.seats, home, w.moves)
				if a.Winner != -1 || a.Terminal() {
					t.Fatalf("%s under %s: Winner %d, want none", a, home, a.Winner)
				}
				if a.String() != s.String() || a.Key != s.Key {
					t.Fatalf("the same moves give %s and %s", s, a)
				}
				n := a.CountMoves()
				if n < 2 || pf.Perft(a, 1) != uint64(n) || pf.PerftFull(a, 1) != uint64(n) {
					t.Fatalf("%s under %s: %d moves, perft(1) %d", a, home, n, pf.Perft(a, 1))
				}
				// The position before the last move: perft 2 differs by the moves of the child
				// spoil calls won, which allhome counts.
				last := strings.Fields(w.moves)
				before := play(t, w.board, w.seats, r, strings.Join(last[:len(last)-1], " "))
				beforeHome := play(t, w.board, w.seats, home, strings.Join(last[:len(last)-1], " "))
				var buf [MaxMoves]Move
				var extra uint64 // the moves below the children spoil calls won
				for _, m := range before.Moves(buf[:0]) {
					before.Make(m)
					beforeHome.Make(m)
					if before.Terminal() {
						extra += uint64(beforeHome.CountMoves())
					}
					beforeHome.Unmake(m)
					before.Unmake(m)
				}
				if d := pf.Perft(beforeHome, 2) - pf.Perft(before, 2); extra < uint64(n) || d != extra {
					t.Errorf("perft(2) before the last move: allhome - spoil = %d, want %d (>= %d)", d, extra, n)
				}
				if pf.PerftFull(beforeHome, 2) != pf.Perft(beforeHome, 2) || pf.PerftFull(before, 2) != pf.Perft(before, 2) {
					t.Errorf("full and bulk perft(2) differ before the last move")
				}
				// Setting the rule on the position decides the winner again.
				c := *a
				c.SetRules(r)
				if c.Winner != w.winner {
					t.Errorf("SetRules(%s) on %s: Winner %d, want %d", r, a, c.Winner, w.winner)
				}
				c.SetRules(home)
				if c.Winner != -1 {
					t.Errorf("SetRules(%s) on %s: Winner %d, want -1", home, a, c.Winner)
				}
				// And the position parses to the same verdicts.
				if p := mustParse(t, s.String(), r); p.Winner != w.winner {
					t.Errorf("Parse under %s: Winner %d", r, p.Winner)
				}
				if p := mustParse(t, s.String(), home); p.Winner != -1 || *p != *a {
					t.Errorf("Parse under %s: Winner %d, or the state differs from play's", home, p.Winner)
				}
			})
		}
	}
}

// TestAllHomeWins plays greedy random games under allhome on every board and checks that each
// game that is won is won by a player whose pieces are all in its goal, at the move that
// brings the last of them in, and that nobody has all its pieces home before. The final
// position is a win under spoil as well (all home is a full goal with own pieces).
func TestAllHomeWins(t *testing.T) {
	for i, ss := range []struct{ board, seats string }{
		{"triangle", "024"}, {"triangle", "02"}, {"square:8", "0123"}, {"square:6", "02"},
		{"star73", "03"}, {"star73", "024"}, {"star73", "0134"}, {"star121", "03"},
	} {
		for _, r := range []Rules{Free.WithWin(AllHome), GoalLock.WithWin(AllHome)} {
			allHome := func(s *State, p int) bool { return s.Pieces[p].AndNot(s.Goal[p]).IsZero() }
			games, wins, _ := playRandom(t, ss.board, ss.seats, r, uint64(77000+i), 1500, 2000, func(s *State) {
				if s.Winner < 0 {
					for p := range s.Players {
						if allHome(s, p) {
							t.Fatalf("%s rules=%s: player %d has every piece home, but no winner", s, r, p)
						}
					}
					return
				}
				w := s.Winner
				if !allHome(s, w) {
					t.Fatalf("%s rules=%s: winner %d has pieces outside its goal", s, r, w)
				}
				if !s.Goal[w].AndNot(s.Occ).IsZero() || s.Pieces[w].And(s.Goal[w]).IsZero() {
					t.Fatalf("%s: winner %d under allhome, but its goal is not full with own pieces", s, w)
				}
			})
			if wins == 0 {
				t.Errorf("%s %s rules=%s: no game of %d was won", ss.board, ss.seats, r, games)
			}
		}
	}
}

// TestCornersHoldThePieces: every corner of every board has exactly a player's piece count, so
// "every own piece in the goal" is "the goal full of own pieces" (hasWon's form under allhome).
func TestCornersHoldThePieces(t *testing.T) {
	geos := append([]*board.Geometry{board.Star73(), board.Star121(), board.ByName("triangle")}, board.Squares()...)
	for _, g := range geos {
		for _, c := range g.Homes() {
			if n := g.Corner[c].Count(); n != g.Pieces {
				t.Errorf("%s corner %d: %d cells, %d pieces", g.Name, c, n, g.Pieces)
			}
		}
	}
}

// TestAllHomeBlockedGoal: a goal full of the owner's pieces but one, which an opponent holds,
// wins under spoil and not under allhome; once the opponent leaves and the owner's last piece
// steps in, allhome wins too.
func TestAllHomeBlockedGoal(t *testing.T) {
	// star73 03: player 0's goal is corner 3, player 1's home. e is a cell of corner 3 with a
	// neighbour n outside it; player 0 holds the other five cells of the corner and n, player
	// 1 holds e and five cells of its goal, corner 0. Player 1 to move.
	nb := naiveBoards["star73"]
	goal := cornerCells(3, 3)
	var e, n xyz
	found := false
	for _, c := range goal {
		for _, d := range board.Directions {
			x := xyz{c[0] + d[0], c[1] + d[1], c[2] + d[2]}
			if i, ok := nb.index[x]; ok && nb.corner[i] != 3 && !found {
				e, n, found = c, x, true
			}
		}
	}
	if !found {
		t.Fatal("no cell of corner 3 has a neighbour outside it")
	}
	var p0 []xyz
	for _, c := range goal {
		if c != e {
			p0 = append(p0, c)
		}
	}
	p0 = append(p0, n)
	p1 := append([]xyz{e}, cornerCells(3, 0)[:5]...)
	ccn := buildCCN(t, "star73", "03", 1, [][]xyz{p0, p1})
	if s := mustParse(t, ccn, Free); s.Winner != 0 {
		t.Fatalf("%s under free: Winner %d, want 0", ccn, s.Winner)
	}
	s := mustParse(t, ccn, Free.WithWin(AllHome))
	if s.Winner != -1 {
		t.Fatalf("%s under free+allhome: Winner %d, want -1", ccn, s.Winner)
	}
	checkAgainstNaive(t, s, 3)
	g := s.Geo
	eb, nbit := g.CellBit[nb.index[e]], g.CellBit[nb.index[n]]
	var buf [MaxMoves]Move
	left := 0
	for _, m := range s.Moves(buf[:0]) {
		if m.From != eb {
			continue
		}
		left++
		s.Make(m)
		step := Move{nbit, eb}
		if _, err := s.ParseMove(s.MoveString(step)); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		s.Make(step)
		if s.Winner != 0 || !s.Pieces[0].AndNot(s.Goal[0]).IsZero() {
			t.Fatalf("%s: Winner %d after player 0's last piece came home", s, s.Winner)
		}
		s.Unmake(step)
		s.Unmake(m)
	}
	if left == 0 {
		t.Fatalf("%s: player 1 cannot leave player 0's goal", ccn)
	}
}

// allHomePerft is perft of star73's start positions under free+allhome, and the spoil counts
// where they differ. Allhome cannot end a game this early, so its counts are the moves with no
// win rule at all: star73 0134's depth 7 is the C++ anchor's 60,645,500 (the former C++ reference, which
// has no win rule), where docs/rules.md's rule counts 60,644,972; the 6-player start first differs at
// depth 8.
var allHomePerft = []struct {
	rules  Rules
	seats  string
	counts []uint64
}{
	{Free.WithWin(AllHome), "03", []uint64{10, 100, 1800, 32400, 632520, 12348196}},
	{Free.WithWin(AllHome), "024", []uint64{10, 100, 1000, 18000, 324120, 5838480}},
	{Free.WithWin(AllHome), "0134", []uint64{10, 103, 1030, 10609, 188696, 3408403, 60645500}},
	{Free.WithWin(AllHome), "012345", []uint64{10, 103, 1065, 11009, 113800, 1214704, 21494951, 383689239}},
	{Free, "012345", []uint64{10, 103, 1065, 11009, 113800, 1214704, 21494951, 383585868}},
	{NoStop.WithWin(AllHome), "0134", []uint64{10, 101, 1010, 10201, 175639, 3029121}},
}

// TestAllHomePerftStar73 checks allHomePerft with bulk perft (depth 5 and less in -short mode),
// full perft to depth 4, goallock+allhome (equal to free+allhome from the start to depth 6), and
// the naive generator up to a million leaves (depth 4 in -short mode).
func TestAllHomePerftStar73(t *testing.T) { allHomePerftStar73(t, false) }

// TestLongAllHomePerftStar73 is the long part of TestAllHomePerftStar73 (make test-long): bulk perft beyond depth 5, the naive one beyond 4.
func TestLongAllHomePerftStar73(t *testing.T) { allHomePerftStar73(t, true) }

func allHomePerftStar73(t *testing.T, long bool) {
	for _, tc := range allHomePerft {
		t.Run(fmt.Sprintf("seats=%s/rules=%s", tc.seats, tc.rules), func(t *testing.T) {
			t.Parallel()
			seats, err := ParseSeats(tc.seats)
			if err != nil {
				t.Fatal(err)
			}
			rulesets := []Rules{tc.rules}
			if tc.rules == Free.WithWin(AllHome) {
				rulesets = append(rulesets, GoalLock.WithWin(AllHome))
			}
			pf := new(Perfter)
			for _, r := range rulesets {
				s, err := NewState(board.Star73(), seats, r)
				if err != nil {
					t.Fatal(err)
				}
				for d, want := range tc.counts {
					depth := d + 1
					if testing.Short() && depth > 5 || r != tc.rules && depth > 6 {
						break
					}
					if long != (depth > 5) {
						continue // the fast part to depth 5, the long part deeper
					}
					if got := pf.Perft(s, depth); got != want {
						t.Errorf("rules=%s: perft(%d) = %d, want %d", r, depth, got, want)
					}
					if depth <= 4 {
						if got := pf.PerftFull(s, depth); got != want {
							t.Errorf("rules=%s: full perft(%d) = %d, want %d", r, depth, got, want)
						}
					}
				}
			}
			np := naiveFromState(t, mustStart(t, "star73", tc.seats, tc.rules))
			for d, want := range tc.counts {
				if testing.Short() && d+1 > 4 || want > 1_000_000 {
					break
				}
				if long != (d+1 > 4) {
					continue // the fast part to depth 4, the long part deeper
				}
				if got := naivePerft(np, d+1); got != want {
					t.Errorf("naive perft(%d) = %d, want %d", d+1, got, want)
				}
			}
		})
	}
}

// TestWinInOne: in played games under every rule set, on both boards and 2 to 6 players,
// WinInOne holds before every move that ends the game (the searchers rely on it to know no child
// is terminal), and it is not always true.
func TestWinInOne(t *testing.T) {
	var buf [MaxMoves]Move
	for _, b := range []string{"star73", "star121"} {
		for _, seats := range []string{"03", "024", "0134", "012345"} {
			for _, rules := range ruleSets {
				positions, flagged, winning := 0, 0, 0
				_, wins, _ := playRandom(t, b, seats, rules, 31, 3000, 2000, func(s *State) {
					if s.Winner >= 0 {
						return
					}
					positions++
					one := s.WinInOne()
					if one {
						flagged++
					}
					for _, m := range s.Moves(buf[:0]) {
						s.Make(m)
						won := s.Winner >= 0
						s.Unmake(m)
						if won {
							winning++
							if !one {
								t.Fatalf("%s %s: %s wins, but WinInOne is false in %s", b, rules, s.MoveString(m), s)
							}
						}
					}
				})
				if wins == 0 || winning == 0 || flagged == positions {
					t.Errorf("%s %s %s: %d games won, %d winning moves, WinInOne on %d of %d positions: the test needs wins and positions without",
						b, seats, rules, wins, winning, flagged, positions)
				}
			}
		}
	}
}
