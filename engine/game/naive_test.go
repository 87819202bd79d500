package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cctree/cctree/engine/board"
)

// This file holds an independent, deliberately naive move generator built only from docs/rules.md: the
// cells are computed from cube coordinates, positions are plain arrays over cell indices, jump
// chains are searched breadth-first cell by cell. It shares nothing with the engine but the cell
// order of docs/rules.md (and Geo.BitCell to translate the engine's bits into cells).

// naiveBoard is star(n) over cell indices.
type naiveBoard struct {
	n      int
	coord  [][3]int
	index  map[[3]int]int
	nbr    [][6]int // neighbour cell per docs/rules.md direction, -1 off the board
	corner []int    // corner of a cell, -1 in the central hexagon
	rowLen []int
}

var naiveDirs = [6][3]int{{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}}

func newNaiveBoard(n int) *naiveBoard {
	nb := &naiveBoard{n: n, index: map[[3]int]int{}}
	for z := -2 * n; z <= 2*n; z++ {
		row := 0
		for x := -2 * n; x <= 2*n; x++ {
			y := -x - z
			if max(x, y, z) <= n || min(x, y, z) >= -n {
				c := [3]int{x, y, z}
				nb.index[c] = len(nb.coord)
				nb.coord = append(nb.coord, c)
				row++
			}
		}
		nb.rowLen = append(nb.rowLen, row)
	}
	for _, c := range nb.coord {
		var nn [6]int
		for d, v := range naiveDirs {
			i, ok := nb.index[[3]int{c[0] + v[0], c[1] + v[1], c[2] + v[2]}]
			if !ok {
				i = -1
			}
			nn[d] = i
		}
		nb.nbr = append(nb.nbr, nn)
		x, y, z := c[0], c[1], c[2]
		k := -1
		switch {
		case z < -n:
			k = 0
		case x > n:
			k = 1
		case y < -n:
			k = 2
		case z > n:
			k = 3
		case x < -n:
			k = 4
		case y > n:
			k = 5
		}
		nb.corner = append(nb.corner, k)
	}
	return nb
}

var naiveBoards = map[string]*naiveBoard{"star73": newNaiveBoard(3), "star121": newNaiveBoard(4)}

// naivePos is a position over cell indices: owner[c] is the player on cell c or -1.
type naivePos struct {
	b       *naiveBoard
	owner   []int
	seats   []int
	toMove  int
	rules   Rules
	players int
}

// naiveFromState translates an engine State into cell indices through Geo.BitCell only.
func naiveFromState(t testing.TB, s *State) *naivePos {
	t.Helper()
	nb := naiveBoards[s.Geo.Name]
	p := &naivePos{b: nb, owner: make([]int, len(nb.coord)), toMove: s.ToMove, rules: s.Rules, players: s.Players}
	for i := range p.owner {
		p.owner[i] = -1
	}
	for i := range s.Players {
		p.seats = append(p.seats, int(s.Seats[i]))
	}
	for bit := range 128 {
		for pl := range s.Players {
			if !s.Pieces[pl].Has(uint8(bit)) {
				continue
			}
			c := int(s.Geo.BitCell[bit])
			if c < 0 {
				t.Fatalf("player %d has a piece on off-board bit %d", pl, bit)
			}
			if p.owner[c] >= 0 {
				t.Fatalf("cell %d owned by players %d and %d", c, p.owner[c], pl)
			}
			p.owner[c] = pl
		}
	}
	return p
}

func (p *naivePos) goal(pl int) int { return (p.seats[pl] + 3) % 6 }

// winners lists every player whose goal corner is full with at least one own piece in it (win
// rule spoil), or every player whose pieces are all in its goal corner (allhome).
func (p *naivePos) winners() []int {
	var out []int
	for pl := range p.players {
		full, own, away := true, false, false
		for c, k := range p.b.corner {
			if k != p.goal(pl) {
				away = away || p.owner[c] == pl
				continue
			}
			if p.owner[c] < 0 {
				full = false
			}
			if p.owner[c] == pl {
				own = true
			}
		}
		if p.rules.Win() == AllHome && !away || p.rules.Win() == Spoil && full && own {
			out = append(out, pl)
		}
	}
	return out
}

// allowed applies the rule set to a move f-t of the player to move.
func (p *naivePos) allowed(f, t int) bool {
	pl := p.toMove
	switch p.rules.Restriction() {
	case NoStop:
		k := p.b.corner[t]
		return k < 0 || k == p.seats[pl] || k == p.goal(pl)
	case GoalLock:
		return p.b.corner[f] != p.goal(pl) || p.b.corner[t] == p.goal(pl)
	}
	return true
}

// moves returns the legal moves as sorted (f, t) cell pairs, [-1 -1] alone for a pass, none if
// some player has won.
func (p *naivePos) moves() [][2]int {
	if len(p.winners()) > 0 {
		return nil
	}
	return p.rawMoves()
}

// rawMoves is moves without the terminal test.
func (p *naivePos) rawMoves() [][2]int {
	var out [][2]int
	pl := p.toMove
	for f := range p.owner {
		if p.owner[f] != pl {
			continue
		}
		dest := map[int]bool{}
		for _, s := range p.b.nbr[f] {
			if s >= 0 && p.owner[s] < 0 {
				dest[s] = true
			}
		}
		// Jump chains: the piece has left f while it jumps; breadth-first over landing cells.
		p.owner[f] = -1
		seen := map[int]bool{f: true}
		queue := []int{f}
		for len(queue) > 0 {
			c := queue[0]
			queue = queue[1:]
			for d := range 6 {
				over := p.b.nbr[c][d]
				if over < 0 || p.owner[over] < 0 {
					continue
				}
				land := p.b.nbr[over][d]
				if land < 0 || p.owner[land] >= 0 || seen[land] {
					continue
				}
				seen[land] = true
				queue = append(queue, land)
				dest[land] = true
			}
		}
		p.owner[f] = pl
		for t := range dest {
			if t != f && p.allowed(f, t) {
				out = append(out, [2]int{f, t})
			}
		}
	}
	slices.SortFunc(out, func(a, b [2]int) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
	if len(out) == 0 {
		out = [][2]int{{-1, -1}}
	}
	return out
}

// moveCells translates engine moves into cell pairs, the pass into [-1 -1].
func moveCells(g *board.Geometry, ms []Move) [][2]int {
	out := make([][2]int, 0, len(ms))
	for _, m := range ms {
		if m.IsPass() {
			out = append(out, [2]int{-1, -1})
			continue
		}
		out = append(out, [2]int{int(g.BitCell[m.From]), int(g.BitCell[m.To])})
	}
	return out
}

// seatSets are the seat sets of docs/rules.md per board.
var seatSets = []struct{ board, seats string }{
	{"star73", "03"}, {"star73", "024"}, {"star73", "0134"}, {"star73", "01245"}, {"star73", "02345"}, {"star73", "012345"},
	{"star121", "03"}, {"star121", "024"}, {"star121", "0134"}, {"star121", "012345"},
}

var allRules = []Rules{Free, NoStop, GoalLock}

// ruleSets is every move restriction under each win rule: allRules (spoil), then with allhome.
var ruleSets = []Rules{Free, NoStop, GoalLock, Free.WithWin(AllHome), NoStop.WithWin(AllHome), GoalLock.WithWin(AllHome)}

func mustStart(t testing.TB, boardName, seatStr string, rules Rules) *State {
	t.Helper()
	seats, err := ParseSeats(seatStr)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewState(board.ByName(boardName), seats, rules)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playRandom plays seeded random games from the start position of seats until visit has been called
// on at least positions positions. Moves are biased toward progress: each game draws a greediness g
// from [0.5, 0.95), and with probability g the mover picks, uniformly among them, a move that lowers
// its distance sum the most; otherwise any legal move. A game ends when someone wins or after
// maxPlies plies. visit sees every position, terminal ones
// included; it must leave s as it found it.
func playRandom(t testing.TB, boardName, seatStr string, rules Rules, seed uint64, positions, maxPlies int, visit func(s *State)) (games, wins, longest int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 0xcc7ee))
	var buf [MaxMoves]Move
	var best []Move
	visited := 0
	for visited < positions {
		s := mustStart(t, boardName, seatStr, rules)
		games++
		greedy := 0.5 + 0.45*rng.Float64()
		for ply := 0; ply < maxPlies && visited < positions; ply++ {
			visit(s)
			visited++
			longest = max(longest, ply)
			if s.Winner >= 0 {
				wins++
				break
			}
			ms := s.Moves(buf[:0])
			var m Move
			if rng.Float64() < greedy {
				best = greediest(s, ms, best[:0])
				m = best[rng.IntN(len(best))]
			} else {
				m = ms[rng.IntN(len(ms))]
			}
			s.Make(m)
		}
	}
	return games, wins, longest
}

// naiveCoverage counts what the comparison saw.
type naiveCoverage struct {
	positions   int
	moverInGoal int // the mover has a piece in its goal corner
	halfInGoal  int // the mover has at least half its pieces in its goal corner
	passes      int
	terminal    int
	ruleDiffers [3]int // positions where rule set r gives other moves than free
}

func TestNaiveGenerator(t *testing.T) { naiveGenerator(t, false) }

// TestLongNaiveGenerator is the long part of TestNaiveGenerator (make test-long): the other positions, from other games.
func TestLongNaiveGenerator(t *testing.T) { naiveGenerator(t, true) }

func naiveGenerator(t *testing.T, long bool) {
	positions, maxPlies := testPart(long, 1500, 10000), 1000
	for i, ss := range seatSets {
		for j, rules := range ruleSets {
			t.Run(fmt.Sprintf("board=%s/seats=%s/rules=%s", ss.board, ss.seats, rules), func(t *testing.T) {
				t.Parallel()
				var cov naiveCoverage
				var buf [MaxMoves]Move
				seed := partSeed(long) + uint64(1000*i+j+1)
				games, wins, longest := playRandom(t, ss.board, ss.seats, rules, seed, positions, maxPlies, func(s *State) {
					cov.positions++
					// Check the position under every restriction of its win rule, and under free
					// with the other win rule: play under rules reaches it, the others see the same
					// late-game positions. (Play under allhome can leave several goals full by
					// spoil's rule: then Winner is the first in turn order.)
					var free [][2]int
					for _, r := range ruleSets {
						if r.Win() != rules.Win() && r.Restriction() != Free {
							continue // the restrictions act alike under either win rule: free checks the other
						}
						c := *s
						c.SetRules(r)
						np := naiveFromState(t, &c)
						switch w := np.winners(); {
						case r.Restriction() != Free: // the same winners as under free
						case r.Win() == rules.Win() || r.Win() == AllHome:
							checkNaiveWin(t, &c, np)
						case len(w) > 0 && c.Winner != w[0] || len(w) == 0 && c.Winner != -1:
							t.Fatalf("%s: Winner %d under %s, naive winners %v", c.String(), c.Winner, r, w)
						}
						want := np.moves()
						got := moveCells(c.Geo, c.Moves(buf[:0]))
						if !slices.Equal(got, want) {
							t.Fatalf("rules=%s: %s\nengine moves %v\nnaive  moves %v\nengine only %v\nnaive only %v",
								r, c.String(), got, want, minus(got, want), minus(want, got))
						}
						if n := c.CountMoves(); n != len(want) {
							t.Fatalf("rules=%s: %s\nCountMoves = %d, naive %d", r, c.String(), n, len(want))
						}
						if r == Free.WithWin(rules.Win()) {
							free = want
						} else if r.Win() == rules.Win() && !slices.Equal(free, want) {
							cov.ruleDiffers[r.Restriction()]++
						}
					}
					np := naiveFromState(t, s)
					if s.Winner >= 0 {
						cov.terminal++
						return
					}
					if s.CountMoves() == 1 && s.Moves(buf[:0])[0].IsPass() {
						cov.passes++
					}
					in := 0
					for c, o := range np.owner {
						if o == s.ToMove && np.b.corner[c] == np.goal(s.ToMove) {
							in++
						}
					}
					if in > 0 {
						cov.moverInGoal++
					}
					if 2*in >= s.Geo.Pieces {
						cov.halfInGoal++
					}
				})
				t.Logf("%d positions in %d games (%d won, longest %d plies), mover in goal %d, half in goal %d, passes %d, nostop differs %d, goallock differs %d",
					cov.positions, games, wins, longest, cov.moverInGoal, cov.halfInGoal, cov.passes, cov.ruleDiffers[NoStop], cov.ruleDiffers[GoalLock])
				if wins == 0 {
					t.Errorf("no game was won")
				}
				if cov.positions < positions {
					t.Errorf("compared %d positions, want %d", cov.positions, positions)
				}
				// Late-game coverage: pieces inside their goals, and positions where goallock bites.
				if cov.moverInGoal < positions/4 {
					t.Errorf("only %d of %d positions have a piece of the mover in its goal", cov.moverInGoal, cov.positions)
				}
				if cov.halfInGoal < positions/20 {
					t.Errorf("only %d of %d positions have half the mover's pieces in its goal", cov.halfInGoal, cov.positions)
				}
				if cov.ruleDiffers[GoalLock] < positions/50 {
					t.Errorf("goallock differs from free in only %d positions", cov.ruleDiffers[GoalLock])
				}
				if cov.ruleDiffers[NoStop] < positions/50 {
					t.Errorf("nostop differs from free in only %d positions", cov.ruleDiffers[NoStop])
				}
			})
		}
	}
}

// checkNaiveWin compares State.Winner with the naive win rule: at most one player can have won in a
// position reached by play, and the engine must name exactly that player.
func checkNaiveWin(t testing.TB, s *State, np *naivePos) {
	t.Helper()
	w := np.winners()
	switch {
	case len(w) > 1:
		t.Fatalf("%s: several winners %v in a position reached by play", s.String(), w)
	case len(w) == 1 && s.Winner != w[0]:
		t.Fatalf("%s: Winner = %d, naive winner %d", s.String(), s.Winner, w[0])
	case len(w) == 0 && s.Winner != -1:
		t.Fatalf("%s: Winner = %d, naive finds no winner", s.String(), s.Winner)
	}
	if s.Terminal() != (len(w) == 1) {
		t.Fatalf("%s: Terminal() = %v with naive winners %v", s.String(), s.Terminal(), w)
	}
}

func minus(a, b [][2]int) [][2]int {
	var out [][2]int
	for _, x := range a {
		if !slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// TestNaiveBoardMatchesRules pins the naive board itself to docs/rules.md, so that it cannot drift into
// agreeing with a wrong engine.
func TestNaiveBoardMatchesRules(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cells int
		rows  []int
	}{
		{"star73", 73, []int{1, 2, 3, 10, 9, 8, 7, 8, 9, 10, 3, 2, 1}},
		{"star121", 121, []int{1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1}},
	} {
		nb := naiveBoards[tc.name]
		if len(nb.coord) != tc.cells || !slices.Equal(nb.rowLen, tc.rows) {
			t.Errorf("%s: %d cells, rows %v", tc.name, len(nb.coord), nb.rowLen)
		}
		var perCorner [6]int
		for _, k := range nb.corner {
			if k >= 0 {
				perCorner[k]++
			}
		}
		want := nb.n * (nb.n + 1) / 2
		for k, c := range perCorner {
			if c != want {
				t.Errorf("%s: corner %d has %d cells, want %d", tc.name, k, c, want)
			}
		}
		if nb.corner[0] != 0 || nb.corner[len(nb.corner)-1] != 3 {
			t.Errorf("%s: top tip in corner %d, bottom tip in corner %d", tc.name, nb.corner[0], nb.corner[len(nb.corner)-1])
		}
	}
}

// TestNaiveRandomPlacements compares the generators on positions no game reaches: pieces scattered
// at random, often with whole corners filled (so that wins, several winners, and crowded goals
// occur). The position goes to the engine as CCN text built from naive cell indices.
func TestNaiveRandomPlacements(t *testing.T) {
	per := 2000
	if testing.Short() {
		per = 300
	}
	rng := rand.New(rand.NewPCG(7, 7))
	var buf [MaxMoves]Move
	for _, ss := range seatSets {
		nb := naiveBoards[ss.board]
		seats, err := ParseSeats(ss.seats)
		if err != nil {
			t.Fatal(err)
		}
		pieces := nb.n * (nb.n + 1) / 2
		won := 0
		for range per {
			owner := make([]int, len(nb.coord))
			for i := range owner {
				owner[i] = -1
			}
			for pl := range seats {
				placed := 0
				// Half the time, start by filling part of this player's goal or home.
				if rng.IntN(2) == 0 {
					k := (seats[pl] + 3*rng.IntN(2)) % 6
					for c, ck := range nb.corner {
						if ck == k && owner[c] < 0 && placed < pieces && rng.IntN(4) != 0 {
							owner[c] = pl
							placed++
						}
					}
				}
				for placed < pieces {
					c := rng.IntN(len(owner))
					if owner[c] < 0 {
						owner[c] = pl
						placed++
					}
				}
			}
			toMove := rng.IntN(len(seats))
			text := naiveCCN(ss.board, ss.seats, toMove, nb, owner)
			for _, r := range allRules {
				s, err := Parse(text, r)
				if err != nil {
					t.Fatalf("%s: %v", text, err)
				}
				np := &naivePos{b: nb, owner: owner, seats: seats, toMove: toMove, rules: r, players: len(seats)}
				w := np.winners()
				wantWinner := -1
				if len(w) > 0 {
					wantWinner = w[0] // the documented choice: the first winner in turn order
					won++
				}
				if s.Winner != wantWinner {
					t.Fatalf("%s: Winner = %d, naive winners %v", text, s.Winner, w)
				}
				want := np.moves()
				got := moveCells(s.Geo, s.Moves(buf[:0]))
				if !slices.Equal(got, want) {
					t.Fatalf("rules=%s: %s\nengine only %v\nnaive only %v", r, text, minus(got, want), minus(want, got))
				}
				if n := s.CountMoves(); n != len(want) {
					t.Fatalf("rules=%s: %s\nCountMoves = %d, naive %d", r, text, n, len(want))
				}
			}
		}
		if won == 0 {
			t.Errorf("%s %s: no random placement had a winner", ss.board, ss.seats)
		}
	}
}

// naiveCCN writes a position in CCN from cell owners, independently of the engine's formatter.
func naiveCCN(boardName, seats string, toMove int, nb *naiveBoard, owner []int) string {
	out := []byte(boardName + " " + seats + " " + fmt.Sprint(toMove) + " ")
	c := 0
	for r, n := range nb.rowLen {
		if r > 0 {
			out = append(out, '/')
		}
		for range n {
			if owner[c] < 0 {
				out = append(out, '.')
			} else {
				out = append(out, byte('0'+owner[c]))
			}
			c++
		}
	}
	return string(out)
}

// TestNaivePerftLateGame compares perft (bulk and full) with a naive perft on positions sampled
// from random play: every 50th position to depth 2, and positions where the mover has a winning
// move to depth 3, so that trees with wins and goal-locked pieces inside them are counted.
func TestNaivePerftLateGame(t *testing.T) { naivePerftLateGame(t, false) }

// TestLongNaivePerftLateGame is the long part of TestNaivePerftLateGame (make test-long): the other positions, from other games, with deeper perfts.
func TestLongNaivePerftLateGame(t *testing.T) { naivePerftLateGame(t, true) }

func naivePerftLateGame(t *testing.T, long bool) {
	positions, deepCap := testPart(long, 600, 3000), 1
	if long && !testing.Short() {
		deepCap = 6
	}
	for i, ss := range seatSets {
		for j, rules := range ruleSets {
			t.Run(fmt.Sprintf("board=%s/seats=%s/rules=%s", ss.board, ss.seats, rules), func(t *testing.T) {
				t.Parallel()
				var pf Perfter
				n, deep, wonInTree := 0, 0, 0
				playRandom(t, ss.board, ss.seats, rules, partSeed(long)+uint64(5000+10*i+j), positions, 1000, func(s *State) {
					n++
					np := naiveFromState(t, s)
					depth := 0
					if n%50 == 0 {
						depth = 2
					}
					if s.Winner < 0 && deep < deepCap && np.nearWin() && np.canWin() {
						depth = 3
						deep++
					}
					for d := 1; d <= depth; d++ {
						want := naivePerft(np, d)
						if got := pf.Perft(s, d); got != want {
							t.Fatalf("%s: perft(%d) = %d, naive %d", s, d, got, want)
						}
						if got := pf.PerftFull(s, d); got != want {
							t.Fatalf("%s: full perft(%d) = %d, naive %d", s, d, got, want)
						}
					}
					if depth == 3 && naivePerft(np, 3) < naiveWideTree(np) {
						wonInTree++
					}
				})
				if deep < deepCap {
					t.Errorf("only %d positions with a winning move were counted to depth 3", deep)
				}
				if wonInTree == 0 {
					t.Errorf("no depth-3 tree contained a won position")
				}
			})
		}
	}
}

// nearWin reports whether some player's goal has at most one empty cell and a piece of its own.
func (p *naivePos) nearWin() bool {
	for pl := range p.players {
		empty, own := 0, false
		for c, k := range p.b.corner {
			if k == p.goal(pl) {
				if p.owner[c] < 0 {
					empty++
				}
				own = own || p.owner[c] == pl
			}
		}
		if empty <= 1 && own {
			return true
		}
	}
	return false
}

// canWin reports whether the player to move has a move that wins.
func (p *naivePos) canWin() bool {
	for _, m := range p.moves() {
		if m[0] < 0 {
			continue
		}
		c := *p
		c.owner = slices.Clone(p.owner)
		c.owner[m[1]], c.owner[m[0]] = c.owner[m[0]], -1
		if len(c.winners()) > 0 {
			return true
		}
	}
	return false
}

// naiveWideTree is perft(3) with the win rule switched off below the root: where it exceeds the
// real perft(3), the tree holds a won position.
func naiveWideTree(p *naivePos) uint64 {
	var n uint64
	var walk func(q *naivePos, d int)
	walk = func(q *naivePos, d int) {
		if d == 0 {
			n++
			return
		}
		ms := q.rawMoves()
		for _, m := range ms {
			c := *q
			c.owner = slices.Clone(q.owner)
			if m[0] >= 0 {
				c.owner[m[1]], c.owner[m[0]] = c.owner[m[0]], -1
			}
			c.toMove = (q.toMove + 1) % q.players
			walk(&c, d-1)
		}
	}
	walk(p, 3)
	return n
}

// greediest appends to best the moves of ms that lower the mover's distance sum the most (the
// goal-seeking policy of the random-play tests), in the order of ms.
func greediest(s *State, ms, best []Move) []Move {
	p := s.ToMove
	bestGain := -1 << 30
	for _, c := range ms {
		before := s.Dist[p]
		s.Make(c)
		gain := before - s.Dist[p]
		s.Unmake(c)
		if gain > bestGain {
			bestGain, best = gain, best[:0]
		}
		if gain == bestGain {
			best = append(best, c)
		}
	}
	return best
}
