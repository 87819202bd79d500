package virus

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
	"github.com/cctree/cctree/internal/golden"
)

// The naive rules below are written from docs/games/virus.md alone, square by square, and share
// no code with the generator, make or evaluation of the package.

// naiveNeighbours lists the squares next to (r, c) on the board of o.
func naiveNeighbours(o Options, r, c int) [][2]int {
	var out [][2]int
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr == 0 && dc == 0 {
				continue
			}
			if o.Adj == 4 && dr != 0 && dc != 0 {
				continue
			}
			rr, cc := r+dr, c+dc
			if rr >= 0 && rr < o.Size && cc >= 0 && cc < o.Size {
				out = append(out, [2]int{rr, cc})
			}
		}
	}
	return out
}

// naiveBoard reads the owners of the squares as board[row][column], -1 empty.
func naiveBoard(s *State) [][]int {
	n := s.Options().Size
	b := make([][]int, n)
	for r := range n {
		b[r] = make([]int, n)
		for c := range n {
			b[r][c] = s.At(r*n + c)
		}
	}
	return b
}

func naiveCounts(s *State, b [][]int) []int {
	counts := make([]int, s.NumPlayers())
	for _, row := range b {
		for _, q := range row {
			if q >= 0 {
				counts[q]++
			}
		}
	}
	return counts
}

func naiveTerminal(s *State) bool {
	o := s.Options()
	b := naiveBoard(s)
	alive, empty := 0, 0
	for _, n := range naiveCounts(s, b) {
		if n > 0 {
			alive++
		}
	}
	for _, row := range b {
		for _, q := range row {
			if q < 0 {
				empty++
			}
		}
	}
	return alive <= 1 || (!o.AnyTarget && empty == 0) || (o.Limit > 0 && s.Made() >= o.Limit)
}

// naiveMoves lists the squares the mover may infect: empty ones (or any not its own with
// target=any) next to one of its squares; [Pass] when there is none; nothing when the game is over.
func naiveMoves(s *State) []Move {
	if naiveTerminal(s) {
		return nil
	}
	o := s.Options()
	b := naiveBoard(s)
	me := s.Mover()
	var out []Move
	for r := range o.Size {
		for c := range o.Size {
			if b[r][c] == me || (b[r][c] >= 0 && !o.AnyTarget) {
				continue
			}
			for _, nb := range naiveNeighbours(o, r, c) {
				if b[nb[0]][nb[1]] == me {
					out = append(out, Move(r*o.Size+c+1))
					break
				}
			}
		}
	}
	if len(out) == 0 {
		out = append(out, Pass)
	}
	return out
}

// naiveAfter returns the board and mover after the mover infects cell (r, c).
func naiveAfter(s *State, r, c int) ([][]int, int) {
	o := s.Options()
	b := naiveBoard(s)
	me := s.Mover()
	b[r][c] = me
	for _, nb := range naiveNeighbours(o, r, c) {
		q := b[nb[0]][nb[1]]
		if q < 0 || (o.Convert && q != me) {
			b[nb[0]][nb[1]] = me
		}
	}
	counts := naiveCounts(s, b)
	next := me
	for i := 1; i <= s.NumPlayers(); i++ {
		if p := (me + i) % s.NumPlayers(); counts[p] > 0 {
			next = p
			break
		}
	}
	return b, next
}

// naiveVector is the evaluation of docs/games/virus.md, computed plainly.
func naiveVector(s *State) []int64 {
	k := s.NumPlayers()
	counts := naiveCounts(s, naiveBoard(s))
	weight := make([]int64, k)
	var total int64
	if naiveTerminal(s) {
		best := 0
		for _, n := range counts {
			best = max(best, n)
		}
		for p, n := range counts {
			if n == best {
				weight[p] = 1
				total++
			}
		}
	} else {
		for p, n := range counts {
			weight[p] = int64(n)
			total += int64(n)
		}
	}
	v := make([]int64, k)
	var sum int64
	for p := range k {
		v[p] = gamekit.S * weight[p] / total
		sum += v[p]
	}
	for p := range k {
		if sum < gamekit.S && weight[p] > 0 {
			v[p]++
			sum++
		}
	}
	return v
}

var optionSets = []string{
	"",
	"adj=8",
	"size=3",
	"size=8,adj=8",
	"noconvert",
	"size=4,adj=8,noconvert,limit=25",
	"target=empty,limit=0",
	"size=3,target=empty,limit=0",
	"size=8,adj=8,target=empty,limit=0",
	"size=6,adj=8,noconvert,target=empty,limit=0",
	"target=empty,limit=12",
	"start=single",
	"adj=8,start=single",
	"size=3,start=single",
	"size=8,adj=8,start=single,noconvert",
	"start=single,target=empty,limit=0",
	"size=3,start=single,target=empty,limit=0",
}

// naiveStart is the start board of docs/games/virus.md for players players under o, -1 empty:
// the start squares (read off the start=single position, whose squares are exactly those), then
// with start=infected, player by player in turn order, the empty neighbours of each start square.
func naiveStart(t testing.TB, players int, o Options) [][]int {
	t.Helper()
	single := o
	single.Start = StartSingle
	s, err := New(players, single)
	if err != nil {
		t.Fatal(err)
	}
	b := naiveBoard(s)
	if o.Start == StartSingle {
		return b
	}
	var start [][2]int
	for p := range players {
		for r := range o.Size {
			for c := range o.Size {
				if b[r][c] == p {
					start = append(start, [2]int{r, c})
				}
			}
		}
	}
	if len(start) != players {
		t.Fatalf("%s: %d start squares for %d players", s, len(start), players)
	}
	for p, sq := range start {
		for _, nb := range naiveNeighbours(o, sq[0], sq[1]) {
			if b[nb[0]][nb[1]] < 0 {
				b[nb[0]][nb[1]] = p
			}
		}
	}
	return b
}

func mustOptions(t testing.TB, args string) Options {
	t.Helper()
	o, err := ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// starts returns the start positions of optionSets for players players, leaving out the ones
// New refuses because they would be over at the start (see TestStartNaive).
func starts(t testing.TB, players int) []*State {
	t.Helper()
	var out []*State
	for _, args := range optionSets {
		o := mustOptions(t, args)
		s, err := New(players, o)
		if err != nil && o.Start == StartInfected && !o.AnyTarget {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

func positions(t testing.TB, players, n int) []*State {
	return gametest.Playouts(starts(t, players), (*State).Clone, n, 90, uint64(1000+players))
}

func TestConform(t *testing.T) {
	g := gametest.Game[*State, Move]{Parse: Parse, Naive: naiveMoves}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		n := 1200
		if players == 2 {
			n = 400
		}
		gametest.Conform(t, g, positions(t, players, n))
	}
}

// TestRules checks every move's outcome and the evaluation against the naive rules.
func TestRules(t *testing.T) {
	var buf [gamekit.MaxMoves]Move
	var v [gamekit.MaxPlayers]int64
	terminal := 0
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for _, s := range positions(t, players, 500) {
			if s.Terminal() != naiveTerminal(s) {
				t.Fatalf("%s: Terminal %v", s, s.Terminal())
			}
			if s.Terminal() {
				terminal++
			}
			s.Vector(&v)
			for p, want := range naiveVector(s) {
				if v[p] != want {
					t.Fatalf("%s: value of player %d is %d, want %d", s, p, v[p], want)
				}
			}
			n := s.Options().Size
			for _, m := range s.Moves(buf[:0]) {
				if m == Pass {
					continue
				}
				wantBoard, wantMover := naiveAfter(s, m.Cell()/n, m.Cell()%n)
				s.Make(m)
				if got := naiveBoard(s); fmt.Sprint(got) != fmt.Sprint(wantBoard) || s.Mover() != wantMover {
					t.Fatalf("after %s: %s, want board %v mover %d", s.MoveString(m), s, wantBoard, wantMover)
				}
				s.Unmake(m)
			}
		}
	}
	if terminal < 100 {
		t.Errorf("only %d terminal positions among the playouts", terminal)
	}
}

func TestStart(t *testing.T) {
	for _, c := range []struct {
		players int
		args    string
		want    string
	}{
		{2, "start=single", "virus size=5,adj=4,start=single,convert,target=any,limit=200 2 0 0 0..../...../...../...../....1"},
		{3, "start=single", "virus size=5,adj=4,start=single,convert,target=any,limit=200 3 0 0 0..../....1/...../...../.2..."},
		{4, "start=single", "virus size=5,adj=4,start=single,convert,target=any,limit=200 4 0 0 0...1/...../...../...../3...2"},
		{5, "start=single", "virus size=5,adj=4,start=single,convert,target=any,limit=200 5 0 0 0..1./...../....2/4..../..3.."},
		{6, "start=single", "virus size=5,adj=4,start=single,convert,target=any,limit=200 6 0 0 0..1./....2/...../5..../.4..3"},
		{6, "size=3,start=single,target=empty,limit=0", "virus size=3,adj=4,start=single,convert,target=empty,limit=0 6 0 01./5.2/.43"},
		{4, "size=8,adj=8,start=single,noconvert,limit=10", "virus size=8,adj=8,start=single,noconvert,target=any,limit=10 4 0 0 0......1/......../......../......../......../......../......../3......2"},
		// start=infected: a corner player has 3 squares (adj=4) or 4 (adj=8), an edge player 4 or 6.
		{2, "", "virus size=5,adj=4,start=infected,convert,target=any,limit=200 2 0 0 00.../0..../...../....1/...11"},
		{3, "", "virus size=5,adj=4,start=infected,convert,target=any,limit=200 3 0 0 00..1/0..11/....1/.2.../222.."},
		{4, "", "virus size=5,adj=4,start=infected,convert,target=any,limit=200 4 0 0 00.11/0...1/...../3...2/33.22"},
		{4, "adj=8", "virus size=5,adj=8,start=infected,convert,target=any,limit=200 4 0 0 00.11/00.11/...../33.22/33.22"},
		// Overlaps: e1 and d2 are next to d1 (player 1) and e2 (player 2) and go to player 1, b4
		// and a5 to player 4 rather than 5; on 3x3 b2 goes to player 1, the first player next to
		// it, and the start squares, though next to each other, stay with their players.
		{6, "", "virus size=5,adj=4,start=infected,convert,target=any,limit=200 6 0 0 00111/0..12/5...2/54..3/44433"},
		{6, "size=3", "virus size=3,adj=4,start=infected,convert,target=any,limit=200 6 0 0 011/512/443"},
		{4, "size=8,adj=8,noconvert,limit=10", "virus size=8,adj=8,start=infected,noconvert,target=any,limit=10 4 0 0 00....11/00....11/......../......../......../......../33....22/33....22"},
	} {
		s, err := New(c.players, mustOptions(t, c.args))
		if err != nil {
			t.Fatal(err)
		}
		if s.String() != c.want {
			t.Errorf("New(%d, %q) = %s, want %s", c.players, c.args, s, c.want)
		}
	}
}

// TestStartNaive checks the start of every size, adjacency, start option and number of players
// against naiveStart, and that New refuses exactly the starts that would already be over.
func TestStartNaive(t *testing.T) {
	refused := 0
	for n := MinSize; n <= MaxSize; n++ {
		for _, adj := range []int{4, 8} {
			for _, start := range []Start{StartInfected, StartSingle} {
				for _, anyTarget := range []bool{false, true} {
					o := Options{Size: n, Adj: adj, Start: start, Convert: true, AnyTarget: anyTarget}
					if anyTarget {
						o.Limit = DefaultLimit
					}
					for players := MinPlayers; players <= MaxPlayers; players++ {
						want := naiveStart(t, players, o)
						full := true
						for _, row := range want {
							for _, q := range row {
								full = full && q >= 0
							}
						}
						s, err := New(players, o)
						if full && !anyTarget {
							if err == nil || strings.Contains(err.Error(), "\n") {
								t.Errorf("New(%d, %s) = %v, want a one-line error (over at the start)", players, o, s)
							}
							refused++
							continue
						}
						if err != nil {
							t.Fatalf("New(%d, %s): %v", players, o, err)
						}
						if got := naiveBoard(s); fmt.Sprint(got) != fmt.Sprint(want) || s.Mover() != 0 || s.Made() != 0 || s.Terminal() {
							t.Errorf("New(%d, %s) = %s, want board %v", players, o, s, want)
						}
					}
				}
			}
		}
	}
	if refused == 0 {
		t.Errorf("no start refused")
	}
}

// TestGame plays a short game by hand and checks conversion, elimination and the result.
func TestGame(t *testing.T) {
	s, err := Parse("virus size=3,adj=4,convert,target=empty,limit=0 3 0 0../.1./..2")
	if err != nil {
		t.Fatal(err)
	}
	play := func(text, want string) {
		t.Helper()
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		s.Make(m)
		if s.String() != want {
			t.Fatalf("after %s: %s, want %s", text, s, want)
		}
	}
	// Player 0 infects b1: claims it and its neighbours a1 (own), c1, b2 (player 1's: converted).
	// Player 1 is out, player 2 is next.
	play("b1", "virus size=3,adj=4,start=infected,convert,target=empty,limit=0 3 2 000/.0./..2")
	if s.InGame(1) || s.Terminal() {
		t.Fatalf("%s: player 1 in game %v, terminal %v", s, s.InGame(1), s.Terminal())
	}
	play("c2", "virus size=3,adj=4,start=infected,convert,target=empty,limit=0 3 0 002/.22/..2")
	play("a2", "virus size=3,adj=4,start=infected,convert,target=empty,limit=0 3 2 002/002/0.2")
	// Player 2 infects b3, the last empty square, and converts a3 and b2: 0 has a1 b1 a2, 2 has
	// the other six, the game is over and 2 wins.
	play("b3", "virus size=3,adj=4,start=infected,convert,target=empty,limit=0 3 0 002/022/222")
	if !s.Terminal() || s.Value(2) != gamekit.S || s.Value(0) != 0 {
		t.Fatalf("%s: terminal %v, values %d %d", s, s.Terminal(), s.Value(0), s.Value(2))
	}
	var buf [gamekit.MaxMoves]Move
	if m := s.Moves(buf[:0]); len(m) != 0 {
		t.Fatalf("terminal position has moves %v", m)
	}
}

// TestTie: the result is split equally between the players with the most squares.
func TestTie(t *testing.T) {
	s, err := Parse("virus size=3,adj=4,noconvert,target=empty,limit=0 3 0 011/112/222")
	if err != nil {
		t.Fatal(err)
	}
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	if !s.Terminal() || v != [gamekit.MaxPlayers]int64{0, gamekit.S / 2, gamekit.S / 2} {
		t.Fatalf("%s: terminal %v, vector %v", s, s.Terminal(), v)
	}
	// Not over: shares 2/7, 2/7, 3/7 rounded down, and the unit lost to rounding goes to player 0.
	s, _ = Parse("virus size=3,adj=4,noconvert,target=empty,limit=0 3 0 001/12./.22")
	s.Vector(&v)
	if s.Terminal() || v != [gamekit.MaxPlayers]int64{gamekit.S*2/7 + 1, gamekit.S * 2 / 7, gamekit.S * 3 / 7} {
		t.Fatalf("%s: terminal %v, vector %v", s, s.Terminal(), v)
	}
}

func TestPass(t *testing.T) {
	// Player 1 has no empty square next to its own: it must pass.
	s, err := Parse("virus size=4,adj=4,noconvert,target=empty,limit=0 3 1 0000/0100/0000/2...")
	if err != nil {
		t.Fatal(err)
	}
	var buf [gamekit.MaxMoves]Move
	if m := s.Moves(buf[:0]); len(m) != 1 || m[0] != Pass {
		t.Fatalf("moves %v, want [pass]", m)
	}
	if _, err := s.ParseMove("pass"); err != nil {
		t.Fatal(err)
	}
	s.Make(Pass)
	if s.Mover() != 2 {
		t.Fatalf("after the pass mover %d", s.Mover())
	}
	if _, err := s.ParseMove("pass"); err == nil {
		t.Fatal("pass accepted with other moves")
	}
	// The limit ends the game whatever the board.
	s, _ = Parse("virus size=5,adj=4,convert,target=any,limit=3 4 1 3 0...1/...../...../...../3...2")
	if !s.Terminal() {
		t.Fatalf("%s: not terminal at the limit", s)
	}
}

func TestOrder(t *testing.T) {
	// Player 0 at b2, player 1 at c3. Every move gains three squares; c2 and b3 convert c3, so
	// they leave 0 with all four controlled squares, b1 and a2 with four of five. Ties by cell.
	s, err := Parse("virus size=3,adj=4,convert,target=empty,limit=0 2 0 .../.0./..1")
	if err != nil {
		t.Fatal(err)
	}
	var buf [gamekit.MaxMoves]Move
	m := s.Moves(buf[:0])
	s.Order(m)
	var got []string
	for _, x := range m {
		got = append(got, s.MoveString(x))
	}
	if strings.Join(got, " ") != "c2 b3 b1 a2" {
		t.Fatalf("order %v", got)
	}
}

func TestPly(t *testing.T) {
	s, _ := New(4, DefaultOptions())
	var p gamekit.Ply[*State, Move]
	var buf [gamekit.MaxMoves]Move
	p.Start(s, s.Mover(), buf[:], 1)
	if !p.Has(0) || p.Has(1) || p.Move(1) != 0 {
		t.Fatalf("ply over the start position")
	}
	p.Start(s, s.Mover(), buf[:], gamekit.MaxMoves)
	// Player 0 holds a1 b1 a2; c1 and a3 each convert a square and b2 does not, so they come
	// first, c1 (the lower cell) before a3.
	if p.Move(0) != MoveAt(2) || p.Move(1) != MoveAt(10) || p.Move(2) != MoveAt(6) || p.Has(3) {
		t.Fatalf("ply over the start position: %d %d %d", p.Move(0), p.Move(1), p.Move(2))
	}
}

func TestAllocs(t *testing.T) {
	var buf [gamekit.MaxMoves]Move
	for _, s := range positions(t, 4, 50) {
		if a := testing.AllocsPerRun(20, func() { s.Moves(buf[:0]) }); a != 0 {
			t.Fatalf("Moves allocates %v", a)
		}
		moves := s.Moves(buf[:0])
		if a := testing.AllocsPerRun(20, func() {
			for _, m := range moves {
				s.Make(m)
				s.Unmake(m)
			}
			s.Make(Pass)
			s.Unmake(Pass)
		}); a != 0 {
			t.Fatalf("Make/Unmake allocates %v", a)
		}
		var v [gamekit.MaxPlayers]int64
		if a := testing.AllocsPerRun(20, func() { s.Order(moves); s.Vector(&v) }); a != 0 {
			t.Fatalf("Order/Vector allocates %v", a)
		}
	}
}

func TestClone(t *testing.T) {
	s, _ := New(4, DefaultOptions())
	var buf [gamekit.MaxMoves]Move
	played := []Move{}
	for range 6 {
		m := s.Moves(buf[:0])[0]
		s.Make(m)
		played = append(played, m)
	}
	c := s.Clone()
	for i := len(played) - 1; i >= 0; i-- {
		c.Unmake(played[i])
	}
	start, _ := New(4, DefaultOptions())
	if c.String() != start.String() || c.Hash() != start.Hash() {
		t.Fatalf("clone unmade to %s", c)
	}
	if s.Made() != 6 {
		t.Fatalf("original changed: %s", s)
	}
}

func TestOptions(t *testing.T) {
	for _, args := range append(optionSets, "size=8", "start=infected", "start=single,adj=8", "convert=off", "convert=on,adj=8", "convert=off,target=empty,limit=0", " size=4 , adj=8 ") {
		o := mustOptions(t, args)
		back, err := ParseOptions(o.String())
		if err != nil || back != o {
			t.Errorf("%q: %s read back as %v, %v", args, o, back, err)
		}
	}
	if o := mustOptions(t, ""); o != DefaultOptions() || o.String() != "size=5,adj=4,start=infected,convert,target=any,limit=200" {
		t.Errorf("defaults %v", o)
	}
}

func TestBadInputs(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"size=9", `virus: size 9: want 3 to 8`},
		{"size=2", `virus: size 2: want 3 to 8`},
		{"size=", `virus: size "": want 3 to 8`},
		{"size=05", `virus: size 05: want 3 to 8`},
		{"adj=6", `virus: adj 6: want 4 or 8`},
		{"convert=maybe", `virus: convert maybe: want on or off`},
		{"noconvert=1", `virus: noconvert=1: noconvert takes no value`},
		{"target=full", `virus: target full: want empty or any`},
		{"start=one", `virus: start one: want infected or single`},
		{"start", `virus: start "": want infected or single`},
		{"start=single,start=infected", `virus: option start given twice`},
		{"target=any,limit=0", `virus: target=any: needs limit=1 to 1000 (such a game has no other end)`},
		{"limit=1001", `virus: limit 1001: want 0 (none) to 1000`},
		{"limit=-1", `virus: limit -1: want 0 (none) to 1000`},
		{"size=5,size=6", `virus: option size given twice`},
		{"convert,noconvert", `virus: option convert given twice`},
		{"colour=red", `virus: unknown option colour=red (want size, adj, start, convert, noconvert, target, limit)`},
		{",", `virus: unknown option "" (want size, adj, start, convert, noconvert, target, limit)`},
		{"size=5\nadj=4", `virus: size "5\nadj=4": want 3 to 8`},
	} {
		_, err := ParseOptions(c.args)
		if err == nil || err.Error() != c.want {
			t.Errorf("ParseOptions(%q) = %v, want %s", c.args, err, c.want)
		}
	}
	for _, c := range []struct {
		players int
		o       Options
		want    string
	}{
		{7, DefaultOptions(), "virus: players 7: want 2 to 6"},
		{1, DefaultOptions(), "virus: players 1: want 2 to 6"},
		{4, Options{}, "virus: size 0: want 3 to 8"},
		{4, Options{Size: 5, Adj: 6}, "virus: adj 6: want 4 or 8"},
		{4, Options{Size: 5, Adj: 4, AnyTarget: true}, "virus: target=any: needs limit=1 to 1000 (such a game has no other end)"},
		{4, Options{Size: 5, Adj: 4, Limit: -3}, "virus: limit -3: want 0 (none) to 1000"},
		{4, Options{Size: 5, Adj: 4, Start: 2}, "virus: start 2: want StartInfected or StartSingle"},
		{6, mustOptions(t, "size=3,target=empty,limit=0"), "virus: start=infected: 6 players fill the 3x3 board (adj=4) at the start, so target=empty would end the game before the first move; want start=single or target=any"},
	} {
		_, err := New(c.players, c.o)
		if err == nil || err.Error() != c.want {
			t.Errorf("New(%d, %+v) = %v, want %s", c.players, c.o, err, c.want)
		}
	}
	for _, text := range []string{
		"",
		"star73 0134 0 ..",
		"virus",
		"virus size=5 4 0",
		"virus size=9 4 0 .../.../...",
		"virus size=3,target=empty,limit=0 4 0 0../.1./..2 extra",
		"virus size=3,target=empty,limit=0 7 0 0../.1./..2",
		"virus size=3,target=empty,limit=0 3 3 0../.1./..2",
		"virus size=3,target=empty,limit=0 3 00 0../.1./..2",
		"virus size=3,target=empty,limit=0 3 1 0../.../..2",
		"virus size=3,target=empty,limit=0 3 0 0../.1./..3",
		"virus size=3,target=empty,limit=0 3 0 0../.1x/..2",
		"virus size=3,target=empty,limit=0 3 0 0../.1/..2",
		"virus size=3,target=empty,limit=0 3 0 0../.1./..2/...",
		"virus size=3,target=empty,limit=0  3 0 0../.1./..2",
		"virus size=3,target=any,limit=5 3 0 0../.1./..2",
		"virus size=3,target=any,limit=5 3 0 6 0../.1./..2",
		"virus size=3,target=any,limit=5 3 0 x 0../.1./..2",
		"virus size=3,target=empty,limit=0 3 0 ..././...",
		"virus size=3,target=empty,limit=0 3 0 0../.1./..2\n",
	} {
		s, err := Parse(text)
		if err == nil {
			t.Errorf("Parse(%q) = %s, want an error", text, s)
		} else if strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "virus: ") {
			t.Errorf("Parse(%q): error %q is not one line starting with \"virus: \"", text, err)
		}
	}
	s, _ := New(4, DefaultOptions())
	for _, text := range []string{"", "a1", "b1", "1", "c2", "d1", "f1", "a6", "a0", "25", "-1", "pass", "a", "1x", "01", "a01", "PASS"} {
		if m, err := s.ParseMove(text); err == nil {
			t.Errorf("ParseMove(%q) = %d, want an error", text, m)
		}
	}
	for _, text := range []string{"c1", "b2", "a3", "2", "6", "10"} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", text, err)
		} else if back, _ := s.ParseMove(s.MoveString(m)); back != m {
			t.Errorf("ParseMove(%q) = %s, read back as %d", text, s.MoveString(m), back)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("virus size=5,adj=4,start=infected,convert,target=any,limit=200 4 0 0 00.11/0...1/...../3...2/33.22")
	f.Add("virus size=5,adj=4,start=single,convert,target=any,limit=200 4 0 0 0...1/...../...../...../3...2")
	f.Add("virus size=3,adj=8,noconvert,target=any,limit=9 3 2 4 01./.2./...")
	f.Add("virus size=3,target=empty,limit=0 3 0 0../.1./..2")
	f.Add("star73 0134 0 ..")
	f.Fuzz(func(t *testing.T, text string) { gametest.Notation(t, text, Parse) })
}

const perftFile = "testdata/perft.txt"

// perftBudget bounds the leaves of a row's deepest count when the table is written.
const perftBudget = 60000

func TestPerftTable(t *testing.T) {
	if golden.Updating() {
		writePerftTable(t)
	}
	gametest.CheckTable(t, perftFile, 10, Parse, naiveMoves)
}

// writePerftTable writes the start positions of several option sets and some positions of
// seeded random playouts with gamekit.Perft's counts, each row as deep as perftBudget allows.
func writePerftTable(t *testing.T) {
	header := `# Perft of the Virus Game (docs/games/virus.md): "<notation> | <perft 1> <perft 2> ...".
# Written by "go test ./engine/games/virus/ -run TestPerftTable -update", which counts with
# gamekit.Perft (each row one depth past 7,500 leaves, or until the count
# stops changing: every line of the game has ended); TestPerftTable checks every count
# against gamekit.Perft and against gametest.NaivePerft with the test's naive generator.
# Start positions, each with start=infected (the default) and then start=single, then positions
# of seeded random playouts (gametest.Playouts).
`
	var ps []*State
	for _, c := range []struct {
		players int
		args    string
	}{
		{3, ""}, {4, ""}, {5, ""}, {6, ""},
		{4, "adj=8"}, {6, "adj=8"}, {4, "noconvert"}, {6, "size=8,adj=8"}, {5, "size=4,adj=8,noconvert,limit=30"},
		{3, "target=empty,limit=0"}, {4, "target=empty,limit=0"}, {6, "adj=8,target=empty,limit=0"},
		{3, "size=6,noconvert,target=empty,limit=0"}, {2, "size=3,target=empty,limit=0"},
		{6, "size=3"}, {4, "size=3,target=empty,limit=0"},
	} {
		// Each option set with both starts: start=infected (the default), then start=single.
		for _, start := range []string{"", "start=single"} {
			args := strings.Trim(c.args+","+start, ",")
			s, err := New(c.players, mustOptions(t, args))
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, s)
		}
	}
	for players := 3; players <= MaxPlayers; players++ {
		var buf [gamekit.MaxMoves]Move
		n := 0
		for _, s := range gametest.Playouts(starts(t, players), (*State).Clone, 40, 14, uint64(77+players)) {
			if n < 2 && len(s.Moves(buf[:0])) >= 6 && s.Made() >= 6 {
				ps = append(ps, s)
				n++
			}
		}
	}
	// Deeper until the next count is too big, or every line has ended (the count stopped
	// changing for two depths), to depth 24 at most.
	var last [2]uint64
	gametest.WriteTable(t, perftFile, header, ps, func(s *State, d int, n uint64) bool {
		if d == 1 {
			last = [2]uint64{}
		}
		stop := n > perftBudget/8 || (n == last[0] && n == last[1]) || d == 24
		last = [2]uint64{n, last[0]}
		return !stop
	})
}

func BenchmarkPerft(b *testing.B) {
	s, _ := New(4, mustOptions(b, "adj=8"))
	b.ReportAllocs()
	var n uint64
	for b.Loop() {
		n = gamekit.Perft(s, 7)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkMoveGen(b *testing.B) {
	ps := positions(b, 4, 256)
	var buf [gamekit.MaxMoves]Move
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ps[i&255].Moves(buf[:0])
		i++
	}
}
