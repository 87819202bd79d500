package rolit

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
)

var update = flag.Bool("update", false, "rewrite testdata/perft.txt from the move generator")

var _ gamekit.Evaluated[Move] = (*State)(nil)

var optionSets = []string{"", "stuck=pass", "size=6", "size=6,stuck=pass", "size=4", "size=4,stuck=pass"}

func mustOptions(t testing.TB, args string) Options {
	t.Helper()
	o, err := ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func mustNew(t testing.TB, players int, args string) *State {
	t.Helper()
	s, err := New(players, mustOptions(t, args))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustParse(t testing.TB, text string) *State {
	t.Helper()
	s, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func starts(t testing.TB, players int) []*State {
	var out []*State
	for _, args := range optionSets {
		out = append(out, mustNew(t, players, args))
	}
	return out
}

// positions are seeded random playouts of every option set, as deep as a whole 8x8 game.
func positions(t testing.TB, players, n int) []*State {
	return gametest.Playouts(starts(t, players), (*State).Clone, n, 64, uint64(4800+players))
}

func TestConform(t *testing.T) {
	g := gametest.Game[*State, Move]{Parse: Parse, Naive: naiveMoves}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		gametest.Conform(t, g, positions(t, players, 1200))
	}
}

// TestRules checks the end, the evaluation and every move's outcome against the naive rules,
// and that the playouts hold what the rules are about: terminal positions, passes under
// stuck=pass, placements next to a disc that trap nothing, and neutral discs turned.
func TestRules(t *testing.T) {
	var buf [gamekit.MaxMoves]Move
	var v [gamekit.MaxPlayers]int64
	var terminal, passes, stuck, neutralTurned int
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for _, s := range positions(t, players, 600) {
			nb := readNaive(s)
			if s.Terminal() != nb.terminal() {
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
			moves := s.Moves(buf[:0])
			if len(moves) > 0 && len(nb.traps(nb.mover)) == 0 {
				if moves[0] == Pass {
					passes++
				} else {
					stuck++
				}
			}
			for _, m := range moves {
				if m == Pass {
					continue
				}
				r, c := m.Cell()/nb.n, m.Cell()%nb.n
				wantBoard, wantMover := nb.after(r, c)
				for _, sq := range nb.trapped(nb.mover, r, c) {
					if nb.b[sq[0]][sq[1]] == naiveNeutral {
						neutralTurned++
					}
				}
				s.Make(m)
				got := readNaive(s)
				if fmt.Sprint(got.b) != fmt.Sprint(wantBoard) || s.Mover() != wantMover {
					t.Fatalf("after %s: %s, want board %v mover %d", s.MoveString(m), s, wantBoard, wantMover)
				}
				s.Unmake(m)
			}
		}
	}
	if terminal < 50 || passes < 20 || stuck < 20 || neutralTurned < 50 {
		t.Errorf("playouts hold %d terminal positions, %d forced passes, %d placements next to a disc, %d neutral discs turned: too few to test the rules",
			terminal, passes, stuck, neutralTurned)
	}
}

func TestStart(t *testing.T) {
	for _, c := range []struct {
		players int
		args    string
		want    string
	}{
		{4, "", "rolit size=8,stuck=adjacent 4 0 ......../......../......../...01.../...32.../......../......../........"},
		{3, "", "rolit size=8,stuck=adjacent 3 0 ......../......../......../...01.../...x2.../......../......../........"},
		{2, "", "rolit size=8,stuck=adjacent 2 0 ......../......../......../...01.../...xx.../......../......../........"},
		{4, "size=4", "rolit size=4,stuck=adjacent 4 0 ..../.01./.32./...."},
		{3, "size=6,stuck=pass", "rolit size=6,stuck=pass 3 0 ....../....../..01../..x2../....../......"},
	} {
		s := mustNew(t, c.players, c.args)
		if s.String() != c.want {
			t.Errorf("New(%d, %q) = %s, want %s", c.players, c.args, s, c.want)
		}
		if s.Terminal() || s.Mover() != 0 {
			t.Errorf("New(%d, %q): terminal %v, mover %d", c.players, c.args, s.Terminal(), s.Mover())
		}
	}
}

func moveNames(s *State, moves []Move) string {
	var out []string
	for _, m := range moves {
		out = append(out, s.MoveString(m))
	}
	return strings.Join(out, " ")
}

func play(t *testing.T, s *State, text string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	s.Make(m)
}

// TestWorkedExample replays the worked example of a published description of the rules (the
// greylabyrinth.com post cited in docs/games/rolit.md): from the four-player start red can trap
// with d6, f4 or f6; after f4 yellow has no disc left, so it cannot trap and has 14 squares next
// to a disc to place on.
func TestWorkedExample(t *testing.T) {
	s := mustNew(t, 4, "")
	var buf [gamekit.MaxMoves]Move
	if got := moveNames(s, s.Moves(buf[:0])); got != "f4 d6 f6" {
		t.Fatalf("red's moves %q, want f4 d6 f6 (in cell order)", got)
	}
	play(t, s, "f4")
	if want := "rolit size=8,stuck=adjacent 4 1 ......../......../......../...000../...32.../......../......../........"; s.String() != want {
		t.Fatalf("after f4: %s, want %s", s, want)
	}
	if got := s.Moves(buf[:0]); len(got) != 14 || s.Count(1) != 0 || !s.InGame(1) {
		t.Fatalf("yellow has %d moves (%s), %d discs", len(got), moveNames(s, got), s.Count(1))
	}
	// Under stuck=pass yellow passes instead.
	s = mustNew(t, 4, "stuck=pass")
	play(t, s, "f4")
	if got := s.Moves(buf[:0]); len(got) != 1 || got[0] != Pass {
		t.Fatalf("stuck=pass: yellow's moves %s, want pass", moveNames(s, got))
	}
	if _, err := s.ParseMove("c3"); err == nil {
		t.Fatal("stuck=pass: a placement that traps nothing was accepted")
	}
}

// TestNeutral: a neutral disc is trapped like an opponent's, turns to the mover's colour, and
// never anchors a line (nobody owns it).
func TestNeutral(t *testing.T) {
	s := mustNew(t, 2, "size=4")
	var buf [gamekit.MaxMoves]Move
	// Player 0 (b2) traps b3 (neutral) with b4 and c3 (neutral) with d4; c2 (player 1's) with d2.
	if got := moveNames(s, s.Moves(buf[:0])); got != "d2 b4 d4" {
		t.Fatalf("moves %q", got)
	}
	play(t, s, "d4")
	if want := "rolit size=4,stuck=adjacent 2 1 ..../.01./.x0./...0"; s.String() != want {
		t.Fatalf("after d4: %s, want %s", s, want)
	}
	// Player 1 (c2) traps b2 with a2, the neutral b3 with a4 and c3 with c4.
	if got := moveNames(s, s.Moves(buf[:0])); got != "a2 a4 c4" {
		t.Fatalf("player 1's moves %q", got)
	}
	// Player 0 has no disc: the neutral c1 is no anchor for a1, so it can only place next to a
	// disc, turning nothing.
	s = mustParse(t, "rolit size=4,stuck=adjacent 2 0 .1x./..../..../....")
	if got := moveNames(s, s.Moves(buf[:0])); got != "a1 d1 a2 b2 c2 d2" {
		t.Fatalf("moves %q", got)
	}
	play(t, s, "a1")
	if want := "rolit size=4,stuck=adjacent 2 1 01x./..../..../...."; s.String() != want {
		t.Fatalf("after a1: %s, want %s", s, want)
	}
}

// TestEnd: the result goes to the players with the most discs, shared when they tie; under
// stuck=pass the game ends as soon as nobody can trap, with empty squares left.
func TestEnd(t *testing.T) {
	var v [gamekit.MaxPlayers]int64
	s := mustParse(t, "rolit size=4,stuck=adjacent 3 1 0000/1111/2222/xxxx")
	s.Vector(&v)
	if !s.Terminal() || v != [gamekit.MaxPlayers]int64{gamekit.S/3 + 1, gamekit.S / 3, gamekit.S / 3} {
		t.Fatalf("%s: terminal %v, vector %v", s, s.Terminal(), v)
	}
	s = mustParse(t, "rolit size=4,stuck=adjacent 2 0 0000/0001/1111/xxxx")
	s.Vector(&v)
	if !s.Terminal() || v != [gamekit.MaxPlayers]int64{gamekit.S, 0} {
		t.Fatalf("%s: terminal %v, vector %v", s, s.Terminal(), v)
	}
	// Nobody can trap: over under stuck=pass, not under stuck=adjacent.
	const rows = "0000/0000/00../...."
	if s := mustParse(t, "rolit size=4,stuck=pass 2 1 "+rows); !s.Terminal() {
		t.Fatalf("%s: not over", s)
	}
	if s := mustParse(t, "rolit size=4,stuck=adjacent 2 1 "+rows); s.Terminal() {
		t.Fatalf("%s: over", s)
	}
	// One player can still trap: the other passes, then it moves.
	s = mustParse(t, "rolit size=4,stuck=pass 2 1 01../..../..../....")
	var buf [gamekit.MaxMoves]Move
	if s.Terminal() || moveNames(s, s.Moves(buf[:0])) != "pass" {
		t.Fatalf("%s: terminal %v, moves %s", s, s.Terminal(), moveNames(s, s.Moves(buf[:0])))
	}
	play(t, s, "pass")
	play(t, s, "c1")
	if !s.Terminal() || s.String() != "rolit size=4,stuck=pass 2 1 000./..../..../...." || s.Value(0) != gamekit.S {
		t.Fatalf("%s: terminal %v, value %d", s, s.Terminal(), s.Value(0))
	}
}

func TestOrder(t *testing.T) {
	// Player 0's best is a1, a corner (5) that turns b2 (1); the order is the naive gains'.
	s := mustParse(t, "rolit size=6,stuck=adjacent 2 0 ....../.11.../.101../..10../....../......")
	var buf [gamekit.MaxMoves]Move
	moves := s.Moves(buf[:0])
	type gainOf struct {
		name string
		gain int
	}
	var want []gainOf
	for _, m := range moves {
		nb := readNaive(s)
		r, c := m.Cell()/6, m.Cell()%6
		g := 0
		for _, sq := range append(nb.trapped(0, r, c), [2]int{r, c}) {
			switch er, ec := sq[0] == 0 || sq[0] == 5, sq[1] == 0 || sq[1] == 5; {
			case er && ec:
				g += 5
			case er || ec:
				g += 2
			default:
				g++
			}
		}
		want = append(want, gainOf{s.MoveString(m), g})
	}
	// A stable sort of the cell-ordered moves by gain, largest first.
	for i := 1; i < len(want); i++ {
		for j := i; j > 0 && want[j].gain > want[j-1].gain; j-- {
			want[j], want[j-1] = want[j-1], want[j]
		}
	}
	var names []string
	for _, w := range want {
		names = append(names, w.name)
	}
	s.Order(moves)
	if got := moveNames(s, moves); got != strings.Join(names, " ") || want[0].name != "a1" {
		t.Fatalf("order %q, want %q (gains %v)", got, strings.Join(names, " "), want)
	}
}

// TestMaxLine: gamekit.MaxLine moves in a row (every placement of a game to the full board, and
// the searchers' passes between them), then all unmade.
func TestMaxLine(t *testing.T) {
	for _, args := range []string{"", "stuck=pass"} {
		s := mustNew(t, 4, args)
		start := s.String()
		var buf [gamekit.MaxMoves]Move
		var line []Move
		for i := 0; len(line) < gamekit.MaxLine; i++ {
			m := Pass
			if i%3 == 0 && !s.Terminal() {
				moves := s.Moves(buf[:0])
				m = moves[i%len(moves)]
			}
			s.Make(m)
			line = append(line, m)
		}
		if args == "" && !s.Terminal() {
			t.Errorf("%s: not full after %d moves", s, len(line))
		}
		for i := len(line) - 1; i >= 0; i-- {
			s.Unmake(line[i])
		}
		if s.String() != start || s.Hash() != mustNew(t, 4, args).Hash() {
			t.Fatalf("unmade to %s", s)
		}
	}
}

func TestAllocs(t *testing.T) {
	var buf [gamekit.MaxMoves]Move
	for _, s := range positions(t, 4, 60) {
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
	s := mustNew(t, 3, "")
	var buf [gamekit.MaxMoves]Move
	var played []Move
	for range 9 {
		m := s.Moves(buf[:0])[0]
		s.Make(m)
		played = append(played, m)
	}
	c := s.Clone()
	text := s.String()
	for i := len(played) - 1; i >= 0; i-- {
		c.Unmake(played[i])
	}
	if start := mustNew(t, 3, ""); c.String() != start.String() || c.Hash() != start.Hash() {
		t.Fatalf("clone unmade to %s", c)
	}
	if s.String() != text {
		t.Fatalf("original changed: %s", s)
	}
}

// TestAccessors: At, Count and TextBoard say what the notation says.
func TestAccessors(t *testing.T) {
	for _, s := range positions(t, 3, 40) {
		f := strings.Fields(s.String())
		rows := strings.Split(f[4], "/")
		if strings.Join(s.TextBoard(), "/") != f[4] || s.Size() != len(rows) {
			t.Fatalf("%s: TextBoard %v, size %d", s, s.TextBoard(), s.Size())
		}
		var count [MaxPlayers]int
		for c, ch := range strings.Join(rows, "") {
			want := -1
			switch {
			case ch == 'x':
				want = Neutral
			case ch != '.':
				want = int(ch - '0')
				count[want]++
			}
			if s.At(c) != want {
				t.Fatalf("%s: At(%d) = %d, want %d", s, c, s.At(c), want)
			}
		}
		for p := range s.NumPlayers() {
			if s.Count(p) != count[p] {
				t.Fatalf("%s: Count(%d) = %d, want %d", s, p, s.Count(p), count[p])
			}
		}
	}
}

func TestOptions(t *testing.T) {
	for _, args := range append(optionSets, "size=8", "stuck=adjacent", " size=6 , stuck=pass ", "stuck=pass,size=4") {
		o := mustOptions(t, args)
		back, err := ParseOptions(o.String())
		if err != nil || back != o {
			t.Errorf("%q: %s read back as %v, %v", args, o, back, err)
		}
	}
	if o := mustOptions(t, ""); o != DefaultOptions() || o.String() != "size=8,stuck=adjacent" {
		t.Errorf("defaults %v", o)
	}
}

func TestBadInputs(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"size=5", "rolit: size 5: want 4, 6 or 8"},
		{"size=10", "rolit: size 10: want 4, 6 or 8"},
		{"size=2", "rolit: size 2: want 4, 6 or 8"},
		{"size=", `rolit: size "": want 4, 6 or 8`},
		{"size=08", "rolit: size 08: want 4, 6 or 8"},
		{"stuck=skip", "rolit: stuck skip: want adjacent or pass"},
		{"stuck", `rolit: stuck "": want adjacent or pass`},
		{"size=6,size=6", "rolit: option size given twice"},
		{"stuck=pass,stuck=adjacent", "rolit: option stuck given twice"},
		{"players=3", "rolit: unknown option players=3 (want size, stuck)"},
		{",", `rolit: unknown option "" (want size, stuck)`},
		{"size=6\nstuck=pass", `rolit: size "6\nstuck=pass": want 4, 6 or 8`},
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
		{5, DefaultOptions(), "rolit: players 5: want 2 to 4"},
		{1, DefaultOptions(), "rolit: players 1: want 2 to 4"},
		{4, Options{}, "rolit: size 0: want 4, 6 or 8"},
		{4, Options{Size: 7}, "rolit: size 7: want 4, 6 or 8"},
		{4, Options{Size: 8, Stuck: 2}, "rolit: stuck 2: want StuckAdjacent or StuckPass"},
	} {
		_, err := New(c.players, c.o)
		if err == nil || err.Error() != c.want {
			t.Errorf("New(%d, %+v) = %v, want %s", c.players, c.o, err, c.want)
		}
	}
	for _, text := range []string{
		"",
		"star73 0134 0 ..",
		"rolit",
		"rolit size=4 2 0",
		"rolit size=5 2 0 ..../.01./.xx./....",
		"rolit size=4 2 0 ..../.01./.xx./.... extra",
		"rolit size=4 5 0 ..../.01./.xx./....",
		"rolit size=4 2 2 ..../.01./.xx./....",
		"rolit size=4 2 00 ..../.01./.xx./....",
		"rolit size=4 2 0 ..../.01./.x2./....",
		"rolit size=4 2 0 ..../.01./.xy./....",
		"rolit size=4 2 0 ..../.01./.xx/....",
		"rolit size=4 2 0 ..../.01./.xx./..../....",
		"rolit size=4 2 0 ..../..../..../....",
		"rolit size=4  2 0 ..../.01./.xx./....",
		"rolit size=4 2 0 ..../.01./.xx./....\n",
	} {
		s, err := Parse(text)
		if err == nil {
			t.Errorf("Parse(%q) = %s, want an error", text, s)
		} else if strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "rolit: ") {
			t.Errorf("Parse(%q): error %q is not one line starting with \"rolit: \"", text, err)
		}
	}
	s := mustNew(t, 4, "")
	for _, text := range []string{"", "d3", "a1", "f5", "i1", "a9", "a0", "f04", "pass", "PASS", "F4", "4", "f", "ff4"} {
		if m, err := s.ParseMove(text); err == nil {
			t.Errorf("ParseMove(%q) = %d, want an error", text, m)
		}
	}
	for _, text := range []string{"f4", "d6", "f6"} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", text, err)
		} else if back := s.MoveString(m); back != text {
			t.Errorf("ParseMove(%q) written back as %s", text, back)
		}
	}
	full := mustParse(t, "rolit size=4,stuck=adjacent 2 0 0000/0001/1111/xxxx")
	if _, err := full.ParseMove("a1"); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("ParseMove on a finished game: %v", err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add("rolit size=8,stuck=adjacent 4 0 ......../......../......../...01.../...32.../......../......../........")
	f.Add("rolit size=4,stuck=pass 2 1 01../..../..../....")
	f.Add("rolit size=6 3 2 ....../....../..01../..x2../....../......")
	f.Add("virus size=3 3 0 ...")
	f.Fuzz(func(t *testing.T, text string) { gametest.Notation(t, text, Parse) })
}

const perftFile = "testdata/perft.txt"

func TestPerftTable(t *testing.T) {
	if *update {
		writePerftTable(t)
	}
	gametest.CheckTable(t, perftFile, 20, Parse, naiveMoves)
}

// perftBudget bounds a row's deepest count when the table is written (the naive generator counts
// it again on every run).
const perftBudget = 40000

// writePerftTable writes the start positions of every player count and option set, and
// positions of seeded random playouts (late ones too, where the game ends inside the tree), each
// row as deep as perftBudget allows.
func writePerftTable(t *testing.T) {
	header := `# Perft of Rolit (docs/games/rolit.md): "<notation> | <perft 1> <perft 2> ...".
# Written by "go test ./engine/games/rolit/ -run TestPerftTable -update", which counts with
# gamekit.Perft (each row one depth past 5,000 leaves, or until every line of the game has
# ended); TestPerftTable checks every count against gamekit.Perft and against
# gametest.NaivePerft with the test's naive generator.
# Start positions of 2, 3 and 4 players with each option set, then positions of seeded random
# playouts (gametest.Playouts).
`
	var ps []*State
	for players := MinPlayers; players <= MaxPlayers; players++ {
		ps = append(ps, starts(t, players)...)
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		var buf [gamekit.MaxMoves]Move
		n := 0
		for _, s := range gametest.Playouts(starts(t, players), (*State).Clone, 200, 64, uint64(48+players)) {
			if n < 6 && !s.Terminal() && len(s.Moves(buf[:0])) >= 2 && s.sp >= 4 {
				ps = append(ps, s)
				n++
			}
		}
	}
	var last [2]uint64
	gametest.WriteTable(t, perftFile, header, ps, func(s *State, d int, n uint64) bool {
		if d == 1 {
			last = [2]uint64{}
		}
		stop := n > perftBudget/8 || (n == last[0] && n == last[1]) || d == 20
		last = [2]uint64{n, last[0]}
		return !stop
	})
}

func BenchmarkPerft(b *testing.B) {
	s, _ := New(4, DefaultOptions())
	b.ReportAllocs()
	var n uint64
	for b.Loop() {
		n = gamekit.Perft(s, 6)
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

func BenchmarkVector(b *testing.B) {
	ps := positions(b, 4, 256)
	var v [gamekit.MaxPlayers]int64
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ps[i&255].Vector(&v)
		i++
	}
}
