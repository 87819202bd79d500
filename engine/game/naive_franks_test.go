package game

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/board"
)

// An independent, deliberately naive generator for the boards of Franks' thesis, written from
// docs/boards.md only. It shares nothing with the engine's board tables: the triangle is built in
// (row, index) coordinates, not cube coordinates; the square in (row, column); neighbours come from
// a function; jump chains are searched recursively (depth first). Only the cell order of the spec
// (rows top to bottom, left to right) connects it to the engine (through Geo.BitCell).

// fBoard is a board over cell indices.
type fBoard struct {
	name    string
	rowLen  []int
	rc      [][2]int       // (row, index in row) of each cell
	index   map[[2]int]int // cell of a (row, index)
	dirs    [][2]int       // (drow, dindex) of a step
	corner  []int          // corner area of each cell, -1 for none
	goal    map[int]int    // goal corner of each home corner
	homes   []int          // corners with an area, ascending
	pieces  int
	nbr     [][]int // nbr[c][d]: the cell one step from c in direction d, -1 off the board
	ownName string
}

func (b *fBoard) finish() {
	b.index = map[[2]int]int{}
	for r, n := range b.rowLen {
		for i := range n {
			b.index[[2]int{r, i}] = len(b.rc)
			b.rc = append(b.rc, [2]int{r, i})
		}
	}
	for _, c := range b.rc {
		var row []int
		for _, d := range b.dirs {
			j, ok := b.index[[2]int{c[0] + d[0], c[1] + d[1]}]
			if !ok {
				j = -1
			}
			row = append(row, j)
		}
		b.nbr = append(b.nbr, row)
	}
}

// newFTriangle is the triangle of side 10: row r (0 top .. 9 bottom) has r+1 cells, index i from
// the left. In these coordinates a cell (r, i) touches (r, i-1), (r, i+1) in its row, (r-1, i-1) and
// (r-1, i) above, (r+1, i) and (r+1, i+1) below. Corner areas: 0 = rows 0-2 (top), 4 = the bottom
// left triangle (i <= r-7), 2 = the bottom right one (i >= 7). Goals: the next corner
// counter-clockwise on screen: top -> bottom left -> bottom right -> top.
func newFTriangle() *fBoard {
	b := &fBoard{name: "triangle", pieces: 6, goal: map[int]int{0: 4, 4: 2, 2: 0}, homes: []int{0, 2, 4}}
	for r := range 10 {
		b.rowLen = append(b.rowLen, r+1)
	}
	b.dirs = [][2]int{{0, 1}, {0, -1}, {-1, -1}, {-1, 0}, {1, 0}, {1, 1}}
	b.finish()
	for _, c := range b.rc {
		r, i := c[0], c[1]
		k := -1
		switch {
		case r <= 2:
			k = 0
		case i <= r-7:
			k = 4
		case i >= 7:
			k = 2
		}
		b.corner = append(b.corner, k)
	}
	return b
}

// newFSquare is the n x n square, row-major, with king steps; corner areas are the cells within
// two king steps' Manhattan sum of a board corner: 0 top left, 1 top right, 2 bottom right,
// 3 bottom left; the goal is the opposite corner.
func newFSquare(n int) *fBoard {
	b := &fBoard{name: fmt.Sprintf("square:%d", n), pieces: 6, goal: map[int]int{0: 2, 1: 3, 2: 0, 3: 1}, homes: []int{0, 1, 2, 3}}
	for range n {
		b.rowLen = append(b.rowLen, n)
	}
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr != 0 || dc != 0 {
				b.dirs = append(b.dirs, [2]int{dr, dc})
			}
		}
	}
	b.finish()
	m := n - 1
	for _, c := range b.rc {
		r, col := c[0], c[1]
		k := -1
		switch {
		case r+col <= 2:
			k = 0
		case r+m-col <= 2:
			k = 1
		case m-r+m-col <= 2:
			k = 2
		case m-r+col <= 2:
			k = 3
		}
		b.corner = append(b.corner, k)
	}
	return b
}

var fBoards = func() map[string]*fBoard {
	out := map[string]*fBoard{"triangle": newFTriangle()}
	for n := 6; n <= 11; n++ {
		out[fmt.Sprintf("square:%d", n)] = newFSquare(n)
	}
	return out
}()

// fPos is a position: owner[c] is the player on cell c or -1.
type fPos struct {
	b      *fBoard
	owner  []int
	seats  []int
	toMove int
	rules  Rules
}

func fFromState(t testing.TB, s *State) *fPos {
	t.Helper()
	b := fBoards[s.Geo.Name]
	p := &fPos{b: b, owner: make([]int, len(b.rc)), toMove: s.ToMove, rules: s.Rules}
	for i := range p.owner {
		p.owner[i] = -1
	}
	for i := range s.Players {
		p.seats = append(p.seats, int(s.Seats[i]))
	}
	for bit := range 128 {
		for pl := range s.Players {
			if s.Pieces[pl].Has(uint8(bit)) {
				c := int(s.Geo.BitCell[bit])
				if c < 0 || p.owner[c] >= 0 {
					t.Fatalf("bad piece of player %d on bit %d", pl, bit)
				}
				p.owner[c] = pl
			}
		}
	}
	return p
}

func (p *fPos) goalOf(pl int) int { return p.b.goal[p.seats[pl]] }

// winners lists the players who have won: goal full with one own piece in it (spoil), or every
// own piece in the goal (allhome).
func (p *fPos) winners() []int {
	var out []int
	for pl := range p.seats {
		full, own, away := true, false, false
		for c, k := range p.b.corner {
			if k == p.goalOf(pl) {
				full = full && p.owner[c] >= 0
				own = own || p.owner[c] == pl
			}
		}
		for c, o := range p.owner {
			away = away || o == pl && p.b.corner[c] != p.goalOf(pl)
		}
		if p.rules.Win() == Spoil && full && own || p.rules.Win() == AllHome && !away {
			out = append(out, pl)
		}
	}
	return out
}

func (p *fPos) allowed(f, t int) bool {
	pl := p.toMove
	switch p.rules.Restriction() {
	case NoStop:
		k := p.b.corner[t]
		return k < 0 || k == p.seats[pl] || k == p.goalOf(pl)
	case GoalLock:
		return p.b.corner[f] != p.goalOf(pl) || p.b.corner[t] == p.goalOf(pl)
	}
	return true
}

// hops marks in seen every cell a chain of hops from c reaches (depth first).
func (p *fPos) hops(c int, seen []bool) {
	for d := range p.b.dirs {
		over := p.b.nbr[c][d]
		if over < 0 || p.owner[over] < 0 {
			continue
		}
		land := p.b.nbr[over][d]
		if land < 0 || p.owner[land] >= 0 || seen[land] {
			continue
		}
		seen[land] = true
		p.hops(land, seen)
	}
}

// moves lists the legal moves sorted by (from, to); [-1 -1] alone is the pass; none if won.
func (p *fPos) moves() [][2]int {
	if len(p.winners()) > 0 {
		return nil
	}
	var out [][2]int
	pl := p.toMove
	for f := range p.owner {
		if p.owner[f] != pl {
			continue
		}
		dest := make([]bool, len(p.owner))
		for _, s := range p.b.nbr[f] {
			if s >= 0 && p.owner[s] < 0 {
				dest[s] = true
			}
		}
		p.owner[f] = -1 // the piece has left f while it jumps
		seen := make([]bool, len(p.owner))
		seen[f] = true
		p.hops(f, seen)
		p.owner[f] = pl
		for t := range dest {
			if (dest[t] || seen[t]) && t != f && p.allowed(f, t) {
				out = append(out, [2]int{f, t})
			}
		}
	}
	if len(out) == 0 {
		out = [][2]int{{-1, -1}}
	}
	return out
}

func fPerft(p *fPos, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	ms := p.moves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		c := *p
		c.owner = slices.Clone(p.owner)
		if m[0] >= 0 {
			c.owner[m[1]], c.owner[m[0]] = c.owner[m[0]], -1
		}
		c.toMove = (p.toMove + 1) % len(p.seats)
		n += fPerft(&c, depth-1)
	}
	return n
}

func fStart(b *fBoard, seats []int, rules Rules) *fPos {
	p := &fPos{b: b, owner: make([]int, len(b.rc)), seats: seats, rules: rules}
	for c, k := range b.corner {
		p.owner[c] = -1
		for pl, h := range seats {
			if k == h {
				p.owner[c] = pl
			}
		}
	}
	return p
}

func (p *fPos) ccn() string {
	var b strings.Builder
	b.WriteString(p.b.name + " ")
	for _, s := range p.seats {
		b.WriteString(strconv.Itoa(s))
	}
	fmt.Fprintf(&b, " %d ", p.toMove)
	c := 0
	for r, n := range p.b.rowLen {
		if r > 0 {
			b.WriteByte('/')
		}
		for range n {
			if p.owner[c] < 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte(byte('0' + p.owner[c]))
			}
			c++
		}
	}
	return b.String()
}

// franksSeatSets are the start positions of docs/boards.md's perft table.
var franksSeatSets = []struct{ board, seats string }{
	{"triangle", "024"}, {"triangle", "02"}, {"triangle", "04"}, {"triangle", "24"},
	{"square:8", "0123"}, {"square:8", "02"}, {"square:8", "13"}, {"square:6", "0123"},
	{"square:11", "0123"}, {"square:9", "013"},
}

// TestFranksNaiveBoard pins the naive boards to docs/boards.md.
func TestFranksNaiveBoard(t *testing.T) {
	tri := fBoards["triangle"]
	if len(tri.rc) != 55 || !slices.Equal(tri.rowLen, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}) {
		t.Errorf("triangle: %d cells, rows %v", len(tri.rc), tri.rowLen)
	}
	for n := 6; n <= 11; n++ {
		b := fBoards[fmt.Sprintf("square:%d", n)]
		if len(b.rc) != n*n {
			t.Errorf("square:%d: %d cells", n, len(b.rc))
		}
	}
	for name, b := range fBoards {
		count := map[int]int{}
		for _, k := range b.corner {
			count[k]++
		}
		for _, h := range b.homes {
			if count[h] != 6 {
				t.Errorf("%s: corner %d has %d cells", name, h, count[h])
			}
		}
		if len(count) != len(b.homes)+1 {
			t.Errorf("%s: corner numbers %v", name, count)
		}
		// Every board cell is somebody's neighbour, and neighbourhood is symmetric.
		for c, ns := range b.nbr {
			for _, x := range ns {
				if x >= 0 && !slices.Contains(b.nbr[x], c) {
					t.Fatalf("%s: %d -> %d is not symmetric", name, c, x)
				}
			}
		}
	}
	// The triangle's apexes: cell 0 (top), 45 (bottom left), 54 (bottom right).
	if tri.corner[0] != 0 || tri.corner[45] != 4 || tri.corner[54] != 2 {
		t.Errorf("triangle apexes in corners %d %d %d", tri.corner[0], tri.corner[45], tri.corner[54])
	}
	if sq := fBoards["square:8"]; sq.corner[0] != 0 || sq.corner[7] != 1 || sq.corner[63] != 2 || sq.corner[56] != 3 {
		t.Errorf("square:8 corner cells")
	}
}

// TestFranksStartMatchesNaive: the engine's start positions are the naive ones, as CCN.
func TestFranksStartMatchesNaive(t *testing.T) {
	for _, ss := range franksSeatSets {
		seats, _ := ParseSeats(ss.seats)
		s := mustStart(t, ss.board, ss.seats, Free)
		if got, want := s.String(), fStart(fBoards[ss.board], seats, Free).ccn(); got != want {
			t.Errorf("start %s %s: engine %s, naive %s", ss.board, ss.seats, got, want)
		}
	}
}

// TestFranksNaiveGenerator compares move lists, move counts and the winner with the naive
// generator on positions of seeded random games under every rule set, each position checked under
// all three rule sets.
func TestFranksNaiveGenerator(t *testing.T) { franksNaiveGenerator(t, false) }

// TestLongFranksNaiveGenerator is the long part of TestFranksNaiveGenerator (make test-long): the other positions, from other games.
func TestLongFranksNaiveGenerator(t *testing.T) { franksNaiveGenerator(t, true) }

func franksNaiveGenerator(t *testing.T, long bool) {
	positions := testPart(long, 600, 3000)
	for i, ss := range franksSeatSets {
		for j, rules := range ruleSets {
			t.Run(fmt.Sprintf("board=%s/seats=%s/rules=%s", ss.board, ss.seats, rules), func(t *testing.T) {
				t.Parallel()
				var buf [MaxMoves]Move
				differs := [3]int{}
				inGoal := 0
				games, wins, _ := playRandom(t, ss.board, ss.seats, rules, partSeed(long)+uint64(31000+10*i+j), positions, 600, func(s *State) {
					var free [][2]int
					for _, r := range ruleSets {
						if r.Win() != rules.Win() && r.Restriction() != Free {
							continue // the restrictions act alike under either win rule: free checks the other
						}
						c := *s
						c.SetRules(r)
						np := fFromState(t, &c)
						// Play under allhome can leave several goals full by spoil's rule: then
						// Winner is the first in turn order.
						if w := np.winners(); len(w) > 1 && (r.Win() == rules.Win() || r.Win() == AllHome) || len(w) >= 1 && c.Winner != w[0] || len(w) == 0 && c.Winner != -1 {
							t.Fatalf("%s: Winner %d, naive winners %v (at most one in a position reached by play)", c.String(), c.Winner, w)
						}
						want := np.moves()
						got := moveCells(c.Geo, c.Moves(buf[:0]))
						if !slices.Equal(got, want) {
							t.Fatalf("rules=%s: %s\nengine only %v\nnaive only %v", r, c.String(), minus(got, want), minus(want, got))
						}
						if n := c.CountMoves(); n != len(want) {
							t.Fatalf("rules=%s: %s: CountMoves %d, naive %d", r, c.String(), n, len(want))
						}
						if r == Free.WithWin(rules.Win()) {
							free = want
						} else if r.Win() == rules.Win() && !slices.Equal(free, want) {
							differs[r.Restriction()]++
						}
					}
					if !s.Pieces[s.ToMove].And(s.Goal[s.ToMove]).IsZero() {
						inGoal++
					}
				})
				t.Logf("%d games, %d won; mover in goal %d, nostop differs %d, goallock differs %d", games, wins, inGoal, differs[NoStop], differs[GoalLock])
				if wins == 0 {
					t.Errorf("no game was won")
				}
				if inGoal < positions/5 {
					t.Errorf("only %d positions have a piece of the mover in its goal", inGoal)
				}
				if differs[GoalLock] < positions/50 {
					t.Errorf("goallock differs from free in only %d positions", differs[GoalLock])
				}
				// On the 2-player triangle the third corner is off the direct path: few moves end
				// there (and the long games of allhome may meet none in -short's positions).
				if differs[NoStop] == 0 && (rules.Win() == Spoil || long && !testing.Short()) {
					t.Errorf("nostop never differs from free")
				}
			})
		}
	}
}

// TestFranksNaiveRandomPlacements compares the generators on scattered pieces, half the time with
// a goal or home partly filled first, so that crowded goals, wins and several winners occur.
func TestFranksNaiveRandomPlacements(t *testing.T) {
	per := 1500
	if testing.Short() {
		per = 300
	}
	rng := rand.New(rand.NewPCG(17, 17))
	var buf [MaxMoves]Move
	for _, ss := range franksSeatSets {
		b := fBoards[ss.board]
		seats, _ := ParseSeats(ss.seats)
		won := 0
		for range per {
			p := &fPos{b: b, owner: make([]int, len(b.rc)), seats: seats, toMove: rng.IntN(len(seats))}
			for i := range p.owner {
				p.owner[i] = -1
			}
			for pl := range seats {
				placed := 0
				if rng.IntN(2) == 0 {
					k := seats[pl]
					if rng.IntN(2) == 0 {
						k = b.goal[k]
					}
					for c, ck := range b.corner {
						if ck == k && p.owner[c] < 0 && placed < b.pieces && rng.IntN(5) != 0 {
							p.owner[c] = pl
							placed++
						}
					}
				}
				for placed < b.pieces {
					if c := rng.IntN(len(p.owner)); p.owner[c] < 0 {
						p.owner[c] = pl
						placed++
					}
				}
			}
			text := p.ccn()
			for _, r := range ruleSets {
				p.rules = r
				s, err := Parse(text, r)
				if err != nil {
					t.Fatalf("%s: %v", text, err)
				}
				want := -1
				if w := p.winners(); len(w) > 0 {
					want = w[0] // the first winner in turn order
					won++
				}
				if s.Winner != want {
					t.Fatalf("%s: Winner %d, naive %v", text, s.Winner, p.winners())
				}
				if got, w := moveCells(s.Geo, s.Moves(buf[:0])), p.moves(); !slices.Equal(got, w) {
					t.Fatalf("rules=%s: %s\nengine only %v\nnaive only %v", r, text, minus(got, w), minus(w, got))
				}
				if n, w := s.CountMoves(), len(p.moves()); n != w && s.Winner < 0 {
					t.Fatalf("rules=%s: %s: CountMoves %d, naive %d", r, text, n, w)
				}
			}
		}
		if won == 0 {
			t.Errorf("%s %s: no placement had a winner", ss.board, ss.seats)
		}
	}
}

// TestFranksNaivePerftLateGame compares bulk and full perft with the naive perft on positions of
// random games: every 40th position to depth 2, and positions with a win within reach to depth 3.
func TestFranksNaivePerftLateGame(t *testing.T) {
	positions, deepCap := 2000, 4
	if testing.Short() {
		positions, deepCap = 400, 1
	}
	for i, ss := range franksSeatSets {
		for j, rules := range ruleSets {
			t.Run(fmt.Sprintf("board=%s/seats=%s/rules=%s", ss.board, ss.seats, rules), func(t *testing.T) {
				t.Parallel()
				var pf Perfter
				n, deep := 0, 0
				playRandom(t, ss.board, ss.seats, rules, uint64(37000+10*i+j), positions, 600, func(s *State) {
					n++
					depth := 0
					if n%40 == 0 {
						depth = 2
					}
					np := fFromState(t, s)
					if s.Winner < 0 && deep < deepCap && fNearWin(np) {
						depth = 3
						deep++
					}
					for d := 1; d <= depth; d++ {
						want := fPerft(np, d)
						if got := pf.Perft(s, d); got != want {
							t.Fatalf("%s: perft(%d) = %d, naive %d", s, d, got, want)
						}
						if got := pf.PerftFull(s, d); got != want {
							t.Fatalf("%s: full perft(%d) = %d, naive %d", s, d, got, want)
						}
					}
				})
				if deep < deepCap {
					t.Errorf("only %d positions near a win were counted to depth 3", deep)
				}
			})
		}
	}
}

// fNearWin: some player's goal has at most one empty cell and a piece of its own.
func fNearWin(p *fPos) bool {
	for pl := range p.seats {
		empty, own := 0, false
		for c, k := range p.b.corner {
			if k == p.goalOf(pl) {
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

// franksPerftRow is one line of testdata/perft-franks.txt.
type franksPerftRow struct {
	board, seats string
	rules        Rules
	counts       []uint64
}

func readFranksPerft(t *testing.T) []franksPerftRow {
	t.Helper()
	f, err := os.Open("testdata/perft-franks.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []franksPerftRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) < 4 {
			t.Fatalf("perft-franks.txt: %q", line)
		}
		r, err := ParseRules(fs[2])
		if err != nil {
			t.Fatal(err)
		}
		row := franksPerftRow{board: fs[0], seats: fs[1], rules: r}
		for _, v := range fs[3:] {
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				t.Fatalf("perft-franks.txt: %q: %v", line, err)
			}
			row.counts = append(row.counts, n)
		}
		out = append(out, row)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestFranksPerftTable checks the committed perft table of docs/boards.md with the engine (bulk,
// and full to depth 4; goallock must equal free from the start to depth 5, under either win rule:
// under allhome the 2-player triangle's differ at depth 6, where pieces that entered their goal
// early are locked in it)
// and with the naive generator (up to 6 million leaves; to depth 4 in -short mode). Counts above
// 200 million (square:8 depth 7) are checked only with CCTREE_LONG=1.
func TestFranksPerftTable(t *testing.T) { franksPerftTable(t, false) }

// TestLongFranksPerftTable is the long part of TestFranksPerftTable (make test-long): bulk perft beyond depth 5, the naive one beyond 4.
func TestLongFranksPerftTable(t *testing.T) { franksPerftTable(t, true) }

func franksPerftTable(t *testing.T, long bool) {
	rows := readFranksPerft(t)
	if len(rows) < 24 {
		t.Fatalf("perft-franks.txt has %d rows", len(rows))
	}
	huge := os.Getenv("CCTREE_LONG") != ""
	for _, row := range rows {
		t.Run(fmt.Sprintf("board=%s/seats=%s/rules=%s", row.board, row.seats, row.rules), func(t *testing.T) {
			t.Parallel()
			seats, err := ParseSeats(row.seats)
			if err != nil {
				t.Fatal(err)
			}
			g := board.ByName(row.board)
			rulesets := []Rules{row.rules}
			if row.rules.Restriction() == Free {
				rulesets = append(rulesets, GoalLock.WithWin(row.rules.Win()))
			}
			pf := new(Perfter)
			for _, r := range rulesets {
				s, err := NewState(g, seats, r)
				if err != nil {
					t.Fatal(err)
				}
				for d, want := range row.counts {
					if want > 200_000_000 && !huge || r != row.rules && d+1 > 5 || long != (d+1 > 5) {
						continue // the fast part to depth 5, the long part deeper
					}
					if got := pf.Perft(s, d+1); got != want {
						t.Errorf("rules=%s: perft(%d) = %d, want %d", r, d+1, got, want)
					}
					if d+1 <= 4 {
						if got := pf.PerftFull(s, d+1); got != want {
							t.Errorf("rules=%s: full perft(%d) = %d, want %d", r, d+1, got, want)
						}
					}
				}
			}
			np := fStart(fBoards[row.board], seats, row.rules)
			for d, want := range row.counts {
				if want > 6_000_000 {
					break
				}
				if long != (d+1 > 4) {
					continue // the fast part to depth 4, the long part deeper
				}
				if got := fPerft(np, d+1); got != want {
					t.Errorf("naive perft(%d) = %d, want %d", d+1, got, want)
				}
			}
		})
	}
}

// TestFranksCCN: the spec's start lines parse and format back; positions of random play round-trip
// (text and State); errors name the field and the accepted boards or corners.
func TestFranksCCN(t *testing.T) {
	for _, line := range []string{
		"triangle 024 0 0/00/000/..../...../....../......./2......1/22.....11/222....111",
		"square:8 0123 0 000..111/00....11/0......1/......../......../3......2/33....22/333..222",
		"square:6 02 1 000.../00..../0...../.....1/....11/...111",
	} {
		s, err := Parse(line, Free)
		if err != nil {
			t.Fatalf("Parse(%q): %v", line, err)
		}
		if got := s.String(); got != line {
			t.Errorf("format(parse(%q)) = %q", line, got)
		}
	}
	if s := mustStart(t, "triangle", "024", Free); s.String() != "triangle 024 0 0/00/000/..../...../....../......./2......1/22.....11/222....111" {
		t.Errorf("triangle start %s", s)
	}
	for i, ss := range franksSeatSets {
		n := 0
		playRandom(t, ss.board, ss.seats, GoalLock, uint64(41000+i), 300, 600, func(s *State) {
			text := s.String()
			p, err := Parse(text, GoalLock)
			if err != nil || *p != *s || p.String() != text {
				t.Fatalf("round trip of %q: %v", text, err)
			}
			checkDerived(t, s)
			n++
		})
	}
	const sq = "0000..11/000...11/0......1/......../......../3......2/33....22/333..222"
	for _, tc := range []struct{ ccn, field, want string }{
		{"square 0123 0 " + sq, "board", "square:N (N 6-11"},
		{"square:12 0123 0 " + sq, "board", "triangle"},
		{"square:8 0124 0 " + sq, "seats", "0, 1, 2, 3"},
		{"triangle 01 0 0/00/000/..../...../....../......./.......111/........11/.........1", "seats", "0, 2, 4"},
		{"triangle 0243 0 0/00/000/..../...../....../......./.......111/........11/.........1", "seats", "0, 2, 4"},
		{"square:8 0123 0 000..111/00....11/0......1/......../......./3......2/33....22/333..222", "rows", "row 5"},
		{"square:9 0123 0 " + sq, "rows", "9 rows"},
	} {
		_, err := Parse(tc.ccn, Free)
		if err == nil || !strings.Contains(err.Error(), tc.field) || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Parse(%q) error %v, want one line naming %s and %q", tc.ccn, err, tc.field, tc.want)
		}
	}
}

// TestFranksNoAllocs: move generation, make/unmake and perft allocate nothing on the new boards.
func TestFranksNoAllocs(t *testing.T) {
	for _, ss := range franksSeatSets {
		s := mustStart(t, ss.board, ss.seats, GoalLock)
		var buf [MaxMoves]Move
		pf := new(Perfter)
		if a := testing.AllocsPerRun(10, func() {
			for _, m := range s.Moves(buf[:0]) {
				s.Make(m)
				_ = s.CountMoves()
				s.Unmake(m)
			}
			_ = pf.Perft(s, 3)
			_ = pf.PerftFull(s, 2)
		}); a != 0 {
			t.Errorf("%s %s: %v allocations per run", ss.board, ss.seats, a)
		}
	}
}
