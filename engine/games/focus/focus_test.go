package focus

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
	"github.com/cctree/cctree/internal/golden"
)

func mustNew(t testing.TB, players int, o Options) *State {
	t.Helper()
	s, err := New(players, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustParse(t testing.TB, text string) *State {
	t.Helper()
	s, err := Parse(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return s
}

func mustMove(t testing.TB, s *State, text string) Move {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func clone(s *State) *State { return s.Clone() }

var game = gametest.Game[*State, Move]{Parse: Parse, Naive: naiveMoves}

// position builds an n-player position: the given stacks (square name -> owners bottom to top),
// reserves, captures (capt[p][q]) and players out; every other piece is filled in as a single
// piece on the empty squares from the last square backwards.
func position(t testing.TB, n int, opts string, mover int, out string, stacks map[string]string, res []int, capt [][]int) *State {
	t.Helper()
	left := make([]int, n)
	for p := range n {
		left[p] = startPieces(n)
	}
	var board [NumSquares]string
	for name, st := range stacks {
		sq, ok := parseSquare(name)
		if !ok {
			t.Fatalf("bad square %s", name)
		}
		board[sq] = st
		for _, c := range st {
			left[c-'0']--
		}
	}
	if res == nil {
		res = make([]int, n)
	}
	for p := range n {
		left[p] -= res[p]
		for q := range n {
			if capt != nil {
				left[p] -= capt[q][p]
			}
		}
	}
	p := 0
	for sq := NumSquares - 1; sq >= 0; sq-- {
		for p < n && left[p] == 0 {
			p++
		}
		if p == n {
			break
		}
		if board[sq] == "" {
			board[sq] = string(rune('0' + p))
			left[p]--
		}
	}
	for p := range n {
		if left[p] != 0 {
			t.Fatalf("player %d: %d pieces left over", p, left[p])
		}
	}
	var b strings.Builder
	if opts == "" {
		opts = "-"
	}
	if out == "" {
		out = "-"
	}
	fmt.Fprintf(&b, "focus %s players=%d mover=%d out=%s res=", opts, n, mover, out)
	for p := range n {
		if p > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, res[p])
	}
	b.WriteString(" cap=")
	for p := range n {
		if p > 0 {
			b.WriteByte(',')
		}
		for q := range n {
			if q > 0 {
				b.WriteByte('.')
			}
			c := 0
			if capt != nil {
				c = capt[p][q]
			}
			fmt.Fprint(&b, c)
		}
	}
	b.WriteString(" board=")
	sq := 0
	for r := range 8 {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := range rowLen[r] {
			if c > 0 {
				b.WriteByte(',')
			}
			if board[sq] == "" {
				b.WriteByte('.')
			} else {
				b.WriteString(board[sq])
			}
			sq++
		}
	}
	return mustParse(t, b.String())
}

// stackAt is the stack on the named square, owners bottom to top ("" when empty).
func stackAt(s *State, name string) string {
	sq, _ := parseSquare(name)
	var b []byte
	for l := range s.height[sq] {
		b = append(b, '0'+byte(s.cell[sq]>>(2*l)&3))
	}
	return string(b)
}

func TestStartPositions(t *testing.T) {
	want2 := "focus - players=2 mover=0 out=- res=0,0 cap=0.0,0.0 board=.,.,.,./0,0,1,1,0,0/.,1,1,0,0,1,1,./" +
		".,0,0,1,1,0,0,./.,1,1,0,0,1,1,./.,0,0,1,1,0,0,./1,1,0,0,1,1/.,.,.,."
	if got := mustNew(t, 2, Options{}).String(); got != want2 {
		t.Errorf("2-player start\n got %s\nwant %s", got, want2)
	}
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s := mustNew(t, n, DefaultOptions())
		for p := range n {
			if int(s.pieces[p]) != startPieces(n) || int(s.ctrl[p]) != startPieces(n) {
				t.Errorf("%d players: player %d has %d pieces, %d stacks", n, p, s.pieces[p], s.ctrl[p])
			}
		}
		if s.Mover() != 0 || s.Terminal() {
			t.Errorf("%d players: mover %d, terminal %v", n, s.Mover(), s.Terminal())
		}
		// Four players: a quarter turn clockwise hands each square to the next player.
		if n >= 3 {
			for r := range 8 {
				for c := range 8 {
					if !onBoard(r, c) {
						continue
					}
					a, b := startOwner(4, r, c), startOwner(4, c, 7-r)
					if b != (a+1)%4 {
						t.Fatalf("square %d,%d: owner %d, turned %d", r, c, a, b)
					}
				}
			}
		}
	}
	if _, err := New(5, Options{}); err == nil {
		t.Error("5 players accepted")
	}
}

// greedyPlayouts is gametest.Playouts with a greedy player: three moves in four the first of the
// static ordering (captures first), else a random one. Its games reach what random ones seldom
// do within a few hundred plies: tall stacks, reserves, players out and finished games.
func greedyPlayouts(starts []*State, n, maxPlies int, seed uint64) []*State {
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	var buf [gamekit.MaxMoves]Move
	out := make([]*State, 0, n)
	for i := range n {
		s := starts[i%len(starts)].Clone()
		plies := rng.IntN(maxPlies + 1)
		for range plies {
			if s.Terminal() {
				break
			}
			moves := s.Moves(buf[:0])
			s.Order(moves)
			m := moves[0]
			if rng.IntN(4) == 0 {
				m = moves[rng.IntN(len(moves))]
			}
			s.Make(m)
		}
		out = append(out, s)
	}
	return out
}

func TestConform(t *testing.T) {
	for _, c := range []struct {
		players, n int
		opts       Options
	}{
		{2, 1000, Options{}},
		{3, 1000, Options{}},
		{4, 1000, Options{}},
		{3, 300, Options{WholeStacks: true}},
		{4, 300, Options{Win: WinCapture}},
		{2, 300, Options{WholeStacks: true, Win: WinCapture}},
	} {
		t.Run(fmt.Sprintf("%dp/%s", c.players, dash(c.opts.String())), func(t *testing.T) {
			start := mustNew(t, c.players, c.opts)
			seed := uint64(17*c.players + len(c.opts.String()))
			ps := gametest.Playouts([]*State{start}, clone, c.n, 160, seed)
			ps = append(ps, greedyPlayouts([]*State{start}, c.n/2, 400, seed)...)
			terminal, out := 0, 0
			for _, s := range ps {
				if s.Terminal() {
					terminal++
				}
				if s.out != 0 {
					out++
				}
			}
			if terminal == 0 || out == 0 {
				t.Errorf("%d positions, %d finished, %d with a player out: too few", len(ps), terminal, out)
			}
			gametest.Conform(t, game, ps)
			for _, s := range ps {
				for _, m := range s.Moves(nil) {
					back, err := s.ParseMove(s.MoveString(m))
					if err != nil || back != m {
						t.Fatalf("%s: move %s read back as %v, %v", s, s.MoveString(m), back, err)
					}
				}
			}
		})
	}
}

// TestMoveCount plays long random games and checks the bound on the number of moves.
func TestMoveCount(t *testing.T) {
	most := 0
	for n := MinPlayers; n <= MaxPlayers; n++ {
		start := mustNew(t, n, Options{})
		ps := append(gametest.Playouts([]*State{start}, clone, 300, 400, uint64(n)), greedyPlayouts([]*State{start}, 300, 200, uint64(n))...)
		for _, s := range ps {
			var buf [gamekit.MaxMoves]Move
			most = max(most, len(s.Moves(buf[:0])))
		}
	}
	t.Logf("most moves in a random position: %d", most)
	// docs/games/focus.md prints the bound, the buffer and the count seen here.
	section := gametest.DocSection(t, "focus.md", "Moves")
	m := regexp.MustCompile(`that is (\d+) moves, well below the engine's buffer of (\d+) \(the largest count\s+seen in the package's tests, over random and greedy games, is (\d+)\)`).FindStringSubmatch(section)
	if m == nil {
		t.Fatal("docs/games/focus.md, Moves: the bound on the number of moves was not found")
	}
	bound, _ := strconv.Atoi(m[1])
	buffer, _ := strconv.Atoi(m[2])
	seen, _ := strconv.Atoi(m[3])
	if bound != 4*NumSquares+NumSquares || buffer != gamekit.MaxMoves || seen != most || most > bound {
		t.Errorf("docs/games/focus.md: bound %d, buffer %d, seen %d; the code: 4 per piece of at most 52 and 52 entries, gamekit.MaxMoves %d, %d moves seen", bound, buffer, seen, gamekit.MaxMoves, most)
	}
}

func TestPerftTable(t *testing.T) {
	if golden.Updating() {
		writePerftTable(t)
	}
	gametest.CheckTable(t, "testdata/perft.txt", 8, Parse, naiveMoves)
}

// perftRows are the positions of testdata/perft.txt and their depths: the start positions under
// each rule set and positions a few random plies deep.
func perftRows(t testing.TB) []gametest.Row {
	var rows []gametest.Row
	add := func(s *State, depth int) {
		rows = append(rows, gametest.Row{Pos: s.String(), Counts: make([]uint64, depth)})
	}
	add(mustNew(t, 2, Options{}), 3)
	add(mustNew(t, 3, Options{}), 4)
	add(mustNew(t, 4, Options{}), 4)
	add(mustNew(t, 3, Options{WholeStacks: true}), 3)
	add(mustNew(t, 4, Options{Win: WinCapture}), 3)
	for n := MinPlayers; n <= MaxPlayers; n++ {
		// Deep enough for tall stacks, reserves and captures.
		for i, s := range gametest.Playouts([]*State{mustNew(t, n, Options{})}, clone, 40, 60, uint64(100+n)) {
			if !s.Terminal() && i%13 == 5 {
				add(s, 2)
			}
		}
		for i, s := range greedyPlayouts([]*State{mustNew(t, n, Options{})}, 40, 120, uint64(200+n)) {
			if !s.Terminal() && (s.reserve != [MaxPlayers]uint8{} || s.out != 0) && i%5 == 2 {
				add(s, 2)
			}
		}
	}
	add(position(t, 3, "moves=whole,win=capture", 0, "",
		map[string]string{"a3": "10200", "f3": "01121", "d4": "22220", "c1": "2"}, []int{1, 0, 0},
		[][]int{{0, 2, 2}, {0, 0, 0}, {0, 0, 0}}), 3)
	return rows
}

func writePerftTable(t *testing.T) {
	var b strings.Builder
	b.WriteString("# Focus perft: <position> | perft 1, 2, 3 ...\n")
	b.WriteString("# Counts produced by gamekit.Perft over this package's generator and checked equal to\n")
	b.WriteString("# gametest.NaivePerft over the naive generator of naive_test.go when written\n")
	b.WriteString("# (go test -run TestPerftTable -update); TestPerftTable checks both against them.\n")
	b.WriteString("# Rows: the start positions for 2, 3, 4 players; 3 players with whole-stack moves;\n")
	b.WriteString("# 4 players with the capture goal; random positions up to 60 plies deep; a hand-made\n")
	b.WriteString("# 3-player position with reserves, captures and tall stacks under both options.\n")
	for _, r := range perftRows(t) {
		s := mustParse(t, r.Pos)
		fmt.Fprintf(&b, "%s |", r.Pos)
		for d := range r.Counts {
			n := gamekit.Perft(s, d+1)
			if naive := gametest.NaivePerft(s, naiveMoves, d+1); naive != n {
				t.Fatalf("%s: perft %d = %d, naive %d", r.Pos, d+1, n, naive)
			}
			fmt.Fprintf(&b, " %d", n)
		}
		b.WriteByte('\n')
	}
	if err := os.WriteFile("testdata/perft.txt", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestAllocs(t *testing.T) {
	var buf [gamekit.MaxMoves]Move
	var v [gamekit.MaxPlayers]int64
	for _, s := range gametest.Playouts([]*State{mustNew(t, 4, Options{}), mustNew(t, 3, Options{WholeStacks: true})}, clone, 20, 80, 5) {
		if s.Terminal() {
			continue
		}
		moves := s.Moves(buf[:0])
		if a := testing.AllocsPerRun(10, func() { s.Moves(buf[:0]) }); a != 0 {
			t.Errorf("Moves allocates %v", a)
		}
		if a := testing.AllocsPerRun(10, func() {
			for _, m := range moves {
				s.Make(m)
				s.Unmake(m)
			}
			s.Make(s.PassMove())
			s.Unmake(s.PassMove())
		}); a != 0 {
			t.Errorf("Make/Unmake allocate %v", a)
		}
		if a := testing.AllocsPerRun(10, func() { s.Order(moves) }); a != 0 {
			t.Errorf("Order allocates %v", a)
		}
		if a := testing.AllocsPerRun(10, func() { s.Vector(&v); s.Value(0) }); a != 0 {
			t.Errorf("Vector allocates %v", a)
		}
	}
}

// checkUnmake makes m on s, runs check on the child and checks that Unmake restores s.
func checkUnmake(t *testing.T, s *State, m Move, check func(*State)) {
	t.Helper()
	text, h := s.String(), s.Hash()
	s.Make(m)
	if s.Hash() != s.fullHash() {
		t.Errorf("after %s: incremental hash %x, full %x", s.MoveString(m), s.Hash(), s.fullHash())
	}
	if _, err := Parse(s.String()); err != nil {
		t.Errorf("after %s: %v", s.MoveString(m), err)
	}
	check(s)
	s.Unmake(m)
	if s.String() != text || s.Hash() != h {
		t.Errorf("unmake %s: %s, want %s", s.MoveString(m), s.String(), text)
	}
}

func TestFiveOntoFive(t *testing.T) {
	// Player 1 moves 0,1,0,1,1 (bottom to top) from a3 onto 1,0,0,1,0 on f3: the ten pieces
	// 1,0,0,1,0,0,1,0,1,1 are cut to the top five; of the bottom five, player 1's two go to his
	// reserve and player 0's three are captured.
	s := position(t, 2, "", 1, "", map[string]string{"a3": "01011", "f3": "10010"}, nil, nil)
	m := mustMove(t, s, "a3-f3")
	if m != mustMove(t, s, "a3-f3:5") {
		t.Fatal("a3-f3:5")
	}
	checkUnmake(t, s, m, func(c *State) {
		if got := stackAt(c, "f3"); got != "01011" {
			t.Errorf("f3 = %q, want the five top pieces 01011", got)
		}
		if got := stackAt(c, "a3"); got != "" {
			t.Errorf("a3 = %q, want empty", got)
		}
		if c.Reserve(1) != 2 || c.Captured(1, 0) != 3 || c.Reserve(0) != 0 || c.Captured(0, 1) != 0 {
			t.Errorf("reserve %d, captured %d: want 2 own pieces to the reserve, 3 captured", c.Reserve(1), c.Captured(1, 0))
		}
		if c.Mover() != 0 || c.pieces[0] != 15 || c.pieces[1] != 16 {
			t.Errorf("mover %d, pieces %v", c.Mover(), c.pieces)
		}
	})
	// The top three pieces only: a3 keeps 0,1 and 0,1,1 land on d3.
	checkUnmake(t, s, mustMove(t, s, "a3-d3"), func(c *State) {
		if stackAt(c, "a3") != "01" || !strings.HasSuffix(stackAt(c, "d3"), "011") {
			t.Errorf("a3 %q, d3 %q", stackAt(c, "a3"), stackAt(c, "d3"))
		}
	})
}

func TestReserveEntry(t *testing.T) {
	s := position(t, 2, "", 0, "", map[string]string{"f3": "01101", "c1": "1"}, []int{1, 0}, nil)
	checkUnmake(t, s, mustMove(t, s, "r:f3"), func(c *State) {
		if got := stackAt(c, "f3"); got != "11010" {
			t.Errorf("f3 = %q, want 11010", got)
		}
		if c.Reserve(0) != 1 {
			t.Errorf("reserve %d: the entered piece and the one cut off cancel", c.Reserve(0))
		}
	})
	ctrl := s.ctrl
	checkUnmake(t, s, mustMove(t, s, "r:c1"), func(c *State) {
		if stackAt(c, "c1") != "10" || c.Reserve(0) != 0 || c.ctrl[0] != ctrl[0]+1 || c.ctrl[1] != ctrl[1]-1 {
			t.Errorf("c1 %q, reserve %d", stackAt(c, "c1"), c.Reserve(0))
		}
	})
	if _, err := s.ParseMove("r:a1"); err == nil {
		t.Error("r:a1 (a cut corner) accepted")
	}
	if _, err := position(t, 2, "", 1, "", nil, []int{1, 0}, nil).ParseMove("r:c1"); err == nil {
		t.Error("entry without a reserve accepted")
	}
}

func TestElimination(t *testing.T) {
	// Player 1's last free piece is c1; covering it puts him out, and player 2 moves next.
	s := position(t, 3, "", 0, "", map[string]string{"a3": "11110", "b3": "11112", "c3": "11110", "c1": "1", "d1": "0"}, nil, nil)
	checkUnmake(t, s, mustMove(t, s, "d1-c1"), func(c *State) {
		if c.InGame(1) || c.Mover() != 2 || c.Terminal() {
			t.Errorf("in game %v, mover %d, terminal %v", c.InGame(1), c.Mover(), c.Terminal())
		}
		var v [gamekit.MaxPlayers]int64
		c.Vector(&v)
		if v[1] != 0 || v[0] == 0 || v[2] == 0 {
			t.Errorf("values %v", v)
		}
	})
	// Two players: the last free piece of player 1 covered ends the game.
	s = position(t, 2, "", 0, "", map[string]string{"a3": "11110", "b3": "11110", "c3": "11110", "e3": "11110", "c1": "11", "d1": "0"}, nil, nil)
	checkUnmake(t, s, mustMove(t, s, "d1-c1"), func(c *State) {
		if !c.Terminal() || c.Winner() != 0 || c.Mover() != 0 || c.Value(0) != gamekit.S || c.Value(1) != 0 {
			t.Errorf("terminal %v, winner %d, mover %d", c.Terminal(), c.Winner(), c.Mover())
		}
		if len(c.Moves(nil)) != 0 {
			t.Error("moves in a finished game")
		}
	})
	// Whole-stack moves: a stack of five on d4 cannot move, so its owner is out.
	s = position(t, 3, "moves=whole", 0, "", map[string]string{"d4": "11111", "a3": "11110", "b3": "11122", "c3": "1", "c2": "0"}, nil, nil)
	checkUnmake(t, s, mustMove(t, s, "c2-c3"), func(c *State) {
		if c.InGame(1) || c.Mover() != 2 {
			t.Errorf("in game %v, mover %d", c.InGame(1), c.Mover())
		}
	})
	// A pass hands the turn on; the passer's next player is to move.
	s = mustNew(t, 4, Options{})
	checkUnmake(t, s, s.PassMove(), func(c *State) {
		if c.Mover() != 1 {
			t.Errorf("mover %d after a pass", c.Mover())
		}
	})
}

func TestCaptureWin(t *testing.T) {
	s := position(t, 2, "win=capture", 0, "", map[string]string{"a3": "10100", "f3": "01101"}, nil, [][]int{{0, 3}, {0, 0}})
	checkUnmake(t, s, mustMove(t, s, "a3-f3"), func(c *State) {
		if !c.Terminal() || c.Winner() != 0 || c.Mover() != 1 {
			t.Errorf("terminal %v, winner %d, mover %d", c.Terminal(), c.Winner(), c.Mover())
		}
	})
	// Without the capture goal the same move does not end the game.
	s = position(t, 2, "", 0, "", map[string]string{"a3": "10100", "f3": "01101"}, nil, [][]int{{0, 3}, {0, 0}})
	checkUnmake(t, s, mustMove(t, s, "a3-f3"), func(c *State) {
		if c.Terminal() {
			t.Error("terminal without win=capture")
		}
	})
	// Three players: three of each opponent win, however few in all.
	s = position(t, 3, "win=capture", 0, "", map[string]string{"a3": "10100", "f3": "21101"}, nil, [][]int{{0, 1, 2}, {0, 0, 0}, {0, 0, 0}})
	checkUnmake(t, s, mustMove(t, s, "a3-f3"), func(c *State) {
		if c.Captured(0, 1) != 4 || c.Captured(0, 2) != 3 || c.Reserve(0) != 1 || !c.Terminal() {
			t.Errorf("captured %d and %d, terminal %v", c.Captured(0, 1), c.Captured(0, 2), c.Terminal())
		}
	})
}

func TestUndoRing(t *testing.T) {
	s := mustNew(t, 4, Options{})
	var buf [gamekit.MaxMoves]Move
	var texts []string
	var played []Move
	for i := 0; i < 300 && !s.Terminal(); i++ {
		texts = append(texts, s.String())
		moves := s.Moves(buf[:0])
		s.Order(moves)
		m := moves[(i*7)%len(moves)]
		played = append(played, m)
		s.Make(m)
	}
	for i := len(played) - 1; i >= max(0, len(played)-undoSize); i-- {
		s.Unmake(played[i])
		if s.String() != texts[i] {
			t.Fatalf("unmake %d of %d: %s, want %s", len(played)-i, len(played), s, texts[i])
		}
	}
}

func TestOrder(t *testing.T) {
	s := position(t, 2, "", 0, "", map[string]string{"a3": "10100", "f3": "01101", "c1": "1", "c2": "0"}, []int{1, 0}, nil)
	moves := s.Moves(nil)
	s.Order(moves)
	if got := s.MoveString(moves[0]); got != "a3-f3" {
		t.Errorf("first move %s, want the capture a3-f3", got)
	}
	rev := slices.Clone(moves)
	slices.Reverse(rev)
	s.Order(rev)
	if !slices.Equal(rev, moves) {
		t.Error("Order depends on the input order")
	}
}

func TestOptions(t *testing.T) {
	for _, c := range []struct {
		in, canon string
		o         Options
	}{
		{"", "", Options{}},
		{"moves=partial", "", Options{}},
		{"moves=whole", "moves=whole", Options{WholeStacks: true}},
		{" win=capture , moves=whole ", "moves=whole,win=capture", Options{WholeStacks: true, Win: WinCapture}},
		{"win=last", "", Options{}},
	} {
		o, err := ParseOptions(c.in)
		if err != nil || o != c.o || o.String() != c.canon {
			t.Errorf("ParseOptions(%q) = %+v %q, %v", c.in, o, o.String(), err)
		}
		if back, err := ParseOptions(o.String()); err != nil || back != o {
			t.Errorf("%q read back as %+v, %v", o.String(), back, err)
		}
	}
	s := mustNew(t, 3, Options{WholeStacks: true})
	if s.Options() != (Options{WholeStacks: true}) || !strings.HasPrefix(s.String(), "focus moves=whole ") {
		t.Errorf("options of %s", s)
	}
}

func TestBadInputs(t *testing.T) {
	start := mustNew(t, 2, Options{}).String()
	for _, c := range []struct{ what, in string }{
		{"parse", ""},
		{"parse", "virus size=5 0 ..."},
		{"parse", "focus"},
		{"parse", strings.Replace(start, "players=2", "players=5", 1)},
		{"parse", strings.Replace(start, "players=2", "players=x", 1)},
		{"parse", strings.Replace(start, "mover=0", "mover=2", 1)},
		{"parse", strings.Replace(start, "mover=0", "mover=", 1)},
		{"parse", strings.Replace(start, "out=-", "out=0", 1)},
		{"parse", strings.Replace(start, "out=-", "out=", 1)},
		{"parse", strings.Replace(start, "out=-", "out=11", 1)},
		{"parse", strings.Replace(start, "res=0,0", "res=0", 1)},
		{"parse", strings.Replace(start, "res=0,0", "res=1,0", 1)},
		{"parse", strings.Replace(start, "res=0,0", "res=-1,0", 1)},
		{"parse", strings.Replace(start, "res=0,0", "res=99,0", 1)},
		{"parse", strings.Replace(start, "cap=0.0,0.0", "cap=0.0", 1)},
		{"parse", strings.Replace(start, "cap=0.0,0.0", "cap=1.0,0.0", 1)},
		{"parse", strings.Replace(start, "cap=0.0,0.0", "cap=0.0,0.x", 1)},
		{"parse", strings.Replace(start, "focus -", "focus moves=sideways", 1)},
		{"parse", strings.Replace(start, "focus -", "focus win=last", 1)},
		{"parse", strings.Replace(start, "board=.,.,.,./", "board=.,.,./", 1)},
		{"parse", strings.Replace(start, "board=.,.,.,./", "board=.,.,.,0/", 1)},
		{"parse", strings.Replace(start, "board=.,.,.,./", "board=.,.,.,2/", 1)},
		{"parse", strings.Replace(start, "board=.,.,.,./", "board=.,.,.,000000/", 1)},
		{"parse", strings.Replace(start, "board=.,.,.,./", "board=.,.,.,,/", 1)},
		{"parse", strings.Replace(start, "/.,.,.,.", "", 1)},
		{"parse", strings.Replace(start, " board=", " bord=", 1)},
		{"parse", start + " extra"},
		{"parse", strings.Replace(strings.Replace(start, "board=.,.,.,./0,0,1,1,0,0", "board=.,.,.,./1,1,1,1,1,1", 1), "res=0,0", "res=0,0", 1)},
		{"options", "moves"},
		{"options", "moves=sideways"},
		{"options", "win=first"},
		{"options", "colour=red"},
		{"options", "moves=whole,moves=partial"},
		{"options", ","},
		{"new", "1"},
		{"new", "5"},
		{"move", "z9-a1"},
		{"move", "c2-c4"},
		{"move", "b2-b3:2"},
		{"move", "b2-g7"},
		{"move", "b2-b8"},
		{"move", "r:c1"},
		{"move", "r:a1"},
		{"move", "b2"},
	} {
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("%s %q: panic %v", c.what, c.in, r)
				}
			}()
			switch c.what {
			case "parse":
				_, err = Parse(c.in)
			case "options":
				_, err = ParseOptions(c.in)
			case "new":
				n := 0
				fmt.Sscan(c.in, &n)
				_, err = New(n, Options{})
			case "move":
				_, err = mustNew(t, 2, Options{}).ParseMove(c.in)
			}
		}()
		if err == nil {
			t.Errorf("%s %q: no error", c.what, c.in)
			continue
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("%s %q: error of several lines: %v", c.what, c.in, err)
		}
	}
	if _, err := New(3, Options{Win: 7}); err == nil {
		t.Error("win rule 7 accepted")
	}
}

func FuzzParse(f *testing.F) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		f.Add(mustNew(f, n, Options{}).String())
	}
	for _, s := range gametest.Playouts([]*State{mustNew(f, 3, Options{Win: WinCapture})}, clone, 5, 80, 3) {
		f.Add(s.String())
	}
	f.Add("focus - players=2")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := Parse(text)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error of several lines: %v", err)
			}
			return
		}
		back, err := Parse(s.String())
		if err != nil || back.String() != s.String() || back.Hash() != s.Hash() {
			t.Fatalf("%q: read back %v", s.String(), err)
		}
		var buf [gamekit.MaxMoves]Move
		for _, m := range s.Moves(buf[:0]) {
			s.Make(m)
			s.Unmake(m)
		}
	})
}

func BenchmarkPerft(b *testing.B) {
	s, _ := New(3, Options{})
	b.ReportAllocs()
	var n uint64
	for b.Loop() {
		n = gamekit.Perft(s, 3)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkMoveGen(b *testing.B) {
	ps := gametest.Playouts([]*State{mustNew(b, 4, Options{})}, clone, 64, 60, 9)
	var buf [gamekit.MaxMoves]Move
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ps[i%len(ps)].Moves(buf[:0])
		i++
	}
}

// TestPly runs the generic move source of package gamekit over Focus.
func TestPly(t *testing.T) {
	s := position(t, 2, "", 0, "", map[string]string{"a3": "10100", "f3": "01101"}, []int{1, 0}, nil)
	var src gamekit.Plies[*State, Move]
	var buf [gamekit.MaxMoves]Move
	p := src.At(0)
	p.Start(s, s.Mover(), buf[:], 5)
	if !p.Has(4) || p.Has(5) || s.MoveString(p.Move(0)) != "a3-f3" || p.Move(5) != 0 {
		t.Errorf("first %s, has 5: %v", s.MoveString(p.Move(0)), p.Has(5))
	}
	if v := src.Leaf(s, 0); v != s.Value(0) || v <= 0 || v >= gamekit.S {
		t.Errorf("leaf %d", v)
	}
	best := src.Best(s, s.Moves(buf[:0]), 0, 0, 3)
	if len(best) != 3 || s.MoveString(best[0]) != "a3-f3" {
		t.Errorf("best %v", best)
	}
}

// TestReadAccessors: Height and Piece say what the notation's board says, square by square, along
// random games of every player count; SquareAt and RowCol are inverse over the 52 squares, in
// square order, and SquareAt is -1 on the cut corners and off the board.
func TestReadAccessors(t *testing.T) {
	sq := 0
	for r := -1; r <= 8; r++ {
		for c := -1; c <= 8; c++ {
			got := SquareAt(r, c)
			if !onBoard(r, c) {
				if got != -1 {
					t.Errorf("SquareAt(%d, %d) = %d, want -1", r, c, got)
				}
				continue
			}
			if got != sq {
				t.Fatalf("SquareAt(%d, %d) = %d, want %d (row by row)", r, c, got, sq)
			}
			if rr, cc := RowCol(sq); rr != r || cc != c {
				t.Errorf("RowCol(%d) = %d, %d, want %d, %d", sq, rr, cc, r, c)
			}
			sq++
		}
	}
	if sq != NumSquares {
		t.Fatalf("%d squares", sq)
	}
	rng := rand.New(rand.NewPCG(7, 11))
	var buf [gamekit.MaxMoves]Move
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s := mustNew(t, players, Options{})
		for ply := 0; ply < 200 && !s.Terminal(); ply++ {
			var rows []string
			for r := range 8 {
				var row []string
				for c := range 8 {
					q := SquareAt(r, c)
					if q < 0 {
						continue
					}
					st := ""
					for l := range s.Height(q) {
						st += fmt.Sprint(s.Piece(q, l))
					}
					if st == "" {
						st = "."
					}
					row = append(row, st)
				}
				rows = append(rows, strings.Join(row, ","))
			}
			if got, want := "board="+strings.Join(rows, "/"), strings.Fields(s.String())[7]; got != want {
				t.Fatalf("%d players, ply %d: the accessors give %s, the notation %s", players, ply, got, want)
			}
			moves := s.Moves(buf[:0])
			s.Make(moves[rng.IntN(len(moves))])
		}
	}
}
