package blokus

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
	"github.com/cctree/cctree/internal/golden"
)

var _ gamekit.Evaluated[Move] = (*State)(nil)

func mustNew(t testing.TB, players int, args string) *State {
	t.Helper()
	s, err := NewWithOptions(players, args)
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
	return []*State{mustNew(t, players, ""), mustNew(t, players, "bonus=off"), mustNew(t, players, "size=8"), mustNew(t, players, "size=11,bonus=off"), mustNew(t, players, "size=7,pieces=9")}
}

// positions are seeded random playouts from the start, as deep as a whole game (a four-colour
// game lasts 60 to 90 plies).
func positions(t testing.TB, players, n int) []*State {
	return gametest.Playouts(starts(t, players), (*State).Clone, n, 110, uint64(4900+players))
}

// TestPieces pins the set: 21 pieces (1, 1, 2, 5 and 12 of 1 to 5 squares), 91 orientations,
// 89 squares, and each piece's orientations against the naive count of distinct symmetries.
func TestPieces(t *testing.T) {
	var bySize [6]int
	squares, total := 0, 0
	for p := range NumPieces {
		bySize[PieceSize(p)]++
		squares += PieceSize(p)
		total += Orientations(p)
		if Orientations(p) != len(naiveOrients[p]) {
			t.Errorf("%s: %d orientations, the naive rotations and mirrors give %d", PieceName(p), Orientations(p), len(naiveOrients[p]))
		}
		for o := int(pieceOrient[p]); o < int(pieceOrient[p+1]); o++ {
			var g [][2]int
			or := &orients[o]
			for k := range int(or.n) {
				g = append(g, [2]int{int(or.sq[k][0]), int(or.sq[k][1])})
			}
			if orientOf(g) != o || int(or.n) != PieceSize(p) {
				t.Errorf("%s orientation %d: read back as orientation %d", PieceName(p), orientIndex[o], orientOf(g))
			}
		}
	}
	if NumPieces != 21 || total != 91 || NumOrientations != 91 || squares != 89 || NumSquares != 89 || bySize != [6]int{0, 1, 1, 2, 5, 12} {
		t.Fatalf("%d pieces, %d orientations, %d squares, by size %v", NumPieces, total, squares, bySize)
	}
}

func TestConform(t *testing.T) {
	g := gametest.Game[*State, Move]{Parse: Parse, Naive: naiveMoves}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		gametest.Conform(t, g, positions(t, players, 300))
	}
}

// TestRules checks the end, the scores, the evaluation's terms and every move's outcome against
// the naive rules, and that the playouts hold what the rules are about: finished games, passes,
// and games where a colour placed every piece.
func TestRules(t *testing.T) {
	var buf [gamekit.MaxMoves]Move
	var terminal, passes int
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for _, s := range positions(t, players, 30) {
			nb := readNaive(s)
			if s.Terminal() != nb.terminal() {
				t.Fatalf("%s: Terminal %v", s, s.Terminal())
			}
			for p := range players {
				if got, want := s.Score(p), nb.score(p, s.Options().Bonus); got != want {
					t.Fatalf("%s: score of player %d is %d, want %d", s, p, got, want)
				}
			}
			for k := range NumColours {
				// Free corners: empty squares a piece of colour k may cover, by the naive rule.
				want := 0
				for r := range nb.n {
					for c := range nb.n {
						if nb.fits(k, []naiveSq{{r, c}}) {
							want++
						}
					}
				}
				if got := s.FreeCorners(k); got != want {
					t.Fatalf("%s: %d free corners of colour %d, want %d", s, got, k, want)
				}
			}
			if s.Terminal() {
				terminal++
				continue
			}
			moves := s.Moves(buf[:0])
			if moves[0] == Pass {
				passes++
			}
			for i, m := range moves {
				if m == Pass || i%7 != 0 {
					continue
				}
				s.Make(m)
				got := readNaive(s)
				if got.placed[nb.colour] != nb.placed[nb.colour]+m.Size() || got.left[nb.colour][m.Piece()] || got.turn != (nb.turn+1)%s.cycle {
					t.Fatalf("after %s: %s", s.MoveString(m), s)
				}
				s.Unmake(m)
			}
		}
	}
	if terminal < 10 || passes < 2 {
		t.Errorf("playouts hold %d finished games, %d forced passes: too few to test the rules", terminal, passes)
	}
}

func TestStart(t *testing.T) {
	const empty = "20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20"
	for _, c := range []struct {
		players int
		args    string
		want    string
	}{
		{4, "", "blokus size=20,pieces=21,bonus=on 4 0 " + empty + " -"},
		{3, "", "blokus size=20,pieces=21,bonus=on 3 0 " + empty + " -"},
		{2, "bonus=off", "blokus size=20,pieces=21,bonus=off 2 0 " + empty + " -"},
	} {
		s := mustNew(t, c.players, c.args)
		if s.String() != c.want || s.Terminal() || s.Mover() != 0 {
			t.Errorf("New(%d, %q) = %s, terminal %v, mover %d", c.players, c.args, s, s.Terminal(), s.Mover())
		}
		var buf [gamekit.MaxMoves]Move
		for _, m := range s.Moves(buf[:0]) {
			if !strings.HasSuffix(s.MoveString(m), "@a1") && m.box() != 0 {
				t.Fatalf("first move %s does not cover a1", s.MoveString(m))
			}
		}
	}
}

// TestTurns: the movers of the three variants over a cycle, and the shared colour's player
// turning with three.
func TestTurns(t *testing.T) {
	for _, c := range []struct {
		players int
		want    string
	}{
		{4, "0123012301230123"},
		{2, "0101010101010101"},
		{3, "0120012101220120"},
	} {
		s := mustNew(t, c.players, "")
		var got []byte
		for range 16 {
			got = append(got, '0'+byte(s.Mover()))
			s.Make(Pass)
		}
		if string(got) != c.want {
			t.Errorf("%d players: movers %s, want %s", c.players, got, c.want)
		}
	}
}

func play(t *testing.T, s *State, text string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	s.Make(m)
}

// TestContact: a later piece must touch its colour corner to corner and not along an edge; an
// opponent's pieces may be touched along an edge.
func TestContact(t *testing.T) {
	s := mustNew(t, 4, "")
	play(t, s, "I1.0@a1")
	for range 3 {
		s.Make(Pass)
	}
	if _, err := s.ParseMove("I2.0@b2"); err != nil {
		t.Errorf("diagonal contact refused: %v", err)
	}
	for _, bad := range []string{"I2.0@b1", "I2.1@a2", "I2.0@c3", "I1.0@b2", "X5.0@b1"} {
		if _, err := s.ParseMove(bad); err == nil {
			t.Errorf("%s accepted after I1.0@a1", bad)
		}
	}
	// Edge contact with another colour is allowed: b2 touches blue's a1 by a corner and
	// yellow's b1 by an edge.
	s = mustParse(t, "blokus size=20,pieces=21,bonus=on 4 0 by18/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20 -")
	if _, err := s.ParseMove("I2.0@b2"); err != nil {
		t.Errorf("edge contact with yellow refused: %v", err)
	}
}

// TestBonus: blue alone on the board (the others pass) places all 21 pieces; its score is the
// bonus, 15, or 20 with the monomino last, 0 with bonus=off, the naive score's.
func TestBonus(t *testing.T) {
	var buf [gamekit.MaxMoves]Move
	seen := map[int]int{}
	for seed := range uint64(40) {
		for _, args := range []string{"", "bonus=off"} {
			s := mustNew(t, 4, args)
			rng := rand.New(rand.NewPCG(seed, 9))
			for s.left[0] != 0 {
				ms := s.Moves(buf[:0])
				if ms[0] == Pass {
					break
				}
				// The monomino last whenever it can be: every other piece first.
				var pick []Move
				for _, m := range ms {
					if m.Piece() != monomino || s.left[0] == 1 {
						pick = append(pick, m)
					}
				}
				if len(pick) == 0 {
					pick = ms
				}
				if seed%2 == 1 {
					pick = ms
				}
				s.Make(pick[rng.IntN(len(pick))])
				for range 3 {
					s.Make(Pass)
				}
			}
			if s.left[0] != 0 {
				continue
			}
			got := s.ColourScore(0)
			seen[got]++
			if nb := readNaive(mustParse(t, s.String())); nb.score(0, s.Options().Bonus) != got || s.Score(0) != got {
				t.Fatalf("%s: blue scores %d, naive %d", s, got, nb.score(0, s.Options().Bonus))
			}
			if want := map[bool]int{true: BonusAll, false: 0}[s.Options().Bonus]; args == "" && s.monoLast[0] {
				if got != BonusAll+BonusMonoLast {
					t.Fatalf("%s: monomino last, score %d", s, got)
				}
			} else if got != want {
				t.Fatalf("%s: score %d, want %d", s, got, want)
			}
		}
	}
	if seen[BonusAll] == 0 || seen[BonusAll+BonusMonoLast] == 0 || seen[0] == 0 {
		t.Fatalf("scores seen %v: want 0, 15 and 20", seen)
	}
}

// TestEnd: the scores with and without the bonus, the result shared between tied players.
func TestEnd(t *testing.T) {
	var v [gamekit.MaxPlayers]int64
	// Blue alone on the board: every other colour is blocked from its corner? No: a position
	// where nobody can place is easiest with every piece placed. Here: a made-up finish.
	s := mustNew(t, 4, "")
	rng := rand.New(rand.NewPCG(3, 4))
	var buf [gamekit.MaxMoves]Move
	for !s.Terminal() {
		ms := s.Moves(buf[:0])
		s.Make(ms[rng.IntN(len(ms))])
	}
	s.Vector(&v)
	best := -1000
	for p := range 4 {
		best = max(best, s.Score(p))
	}
	var sum int64
	for p := range 4 {
		if (s.Score(p) == best) != (v[p] > 0) {
			t.Fatalf("%s: scores %d %d %d %d, vector %v", s, s.Score(0), s.Score(1), s.Score(2), s.Score(3), v)
		}
		sum += v[p]
	}
	if sum != gamekit.S {
		t.Fatalf("vector %v sums to %d", v, sum)
	}
	if _, err := s.ParseMove("pass"); err == nil {
		t.Fatal("a move accepted on a finished game")
	}
}

func TestMaxLine(t *testing.T) {
	s := mustNew(t, 4, "")
	start := s.String()
	var buf [gamekit.MaxMoves]Move
	var line []Move
	for i := 0; len(line) < gamekit.MaxLine; i++ {
		m := Pass
		if i%2 == 0 && !s.Terminal() {
			moves := s.Moves(buf[:0])
			m = moves[i%len(moves)]
		}
		s.Make(m)
		line = append(line, m)
	}
	for i := len(line) - 1; i >= 0; i-- {
		s.Unmake(line[i])
	}
	if s.String() != start || s.Hash() != mustNew(t, 4, "").Hash() {
		t.Fatalf("unmade to %s", s)
	}
}

func TestAllocs(t *testing.T) {
	var buf [gamekit.MaxMoves]Move
	for _, s := range positions(t, 4, 40) {
		moves := s.Moves(buf[:0])
		if a := testing.AllocsPerRun(10, func() {
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
		if a := testing.AllocsPerRun(10, func() { s.Order(moves); s.Vector(&v) }); a != 0 {
			t.Fatalf("Order/Vector allocates %v", a)
		}
	}
}

// TestMostMoves: the most moves of a position over random and greedy (largest piece) games stay
// well below the buffer, gamekit.MaxMoves.
func TestMostMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(48, 2))
	var buf [gamekit.MaxMoves]Move
	most := 0
	for g := range 300 {
		s := mustNew(t, 2+g%3, "")
		for !s.Terminal() {
			ms := s.Moves(buf[:0])
			most = max(most, len(ms))
			n := len(ms)
			if g%2 == 1 {
				s.Order(ms)
				for n = 1; n < len(ms) && ms[n].Size() == ms[0].Size(); n++ {
				}
			}
			s.Make(ms[rng.IntN(n)])
		}
	}
	t.Logf("most moves: %d", most)
	if most < 500 || 2*most > gamekit.MaxMoves {
		t.Fatalf("most moves in a position %d: want several hundred, below half of gamekit.MaxMoves %d", most, gamekit.MaxMoves)
	}
	// docs/games/blokus.md prints the count seen here and the buffer.
	n := gametest.ReadDocPage(t, "blokus.md").Ints(`over 300 random and greedy games, is (\d+) .* the engine's move buffer, \x60gamekit.MaxMoves\x60, is (\d+) for Blokus`)
	if n[0] != most || n[1] != gamekit.MaxMoves {
		t.Errorf("docs/games/blokus.md: most moves %d, buffer %d; the code's %d, %d", n[0], n[1], most, gamekit.MaxMoves)
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

// TestNotation: every move of many positions reads back, and the anchor is the piece's first
// square.
func TestNotation(t *testing.T) {
	var buf [gamekit.MaxMoves]Move
	n := 0
	for _, s := range positions(t, 4, 60) {
		for _, m := range s.Moves(buf[:0]) {
			got, err := s.ParseMove(s.MoveString(m))
			if err != nil || got != m {
				t.Fatalf("%s: %s read back as %v, %v", s, s.MoveString(m), got, err)
			}
			n++
		}
	}
	if n < 1000 {
		t.Fatalf("%d moves read back", n)
	}
	// The anchor is the first square: X5's is its top square, so X5.0@b1 covers b1, a2, b2, c2
	// and b3 (and leaves a1 free: not a first move); I5.1 is the vertical bar.
	s := mustNew(t, 4, "")
	for text, cells := range map[string]string{"X5.0@b1": "b1 a2 b2 c2 b3", "I5.1@a1": "a1 a2 a3 a4 a5", "V3.0@s1": "s1 s2 t2"} {
		m, err := readMove(text, 20)
		if err != nil {
			t.Fatal(err)
		}
		or := &orients[m.orient()]
		var got []string
		for k := range int(or.n) {
			got = append(got, CellName(m.box()+int(or.sq[k][0])*Size+int(or.sq[k][1])))
		}
		if strings.Join(got, " ") != strings.Join(strings.Fields(cells), " ") && !sameSet(got, strings.Fields(cells)) {
			t.Errorf("%s covers %v, want %s", text, got, cells)
		}
		if s.MoveString(m) != text {
			t.Errorf("%s written %s", text, s.MoveString(m))
		}
	}
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[string]bool{}
	for _, x := range a {
		m[x] = true
	}
	for _, x := range b {
		if !m[x] {
			return false
		}
	}
	return true
}

func TestOptions(t *testing.T) {
	for _, args := range []string{"", "bonus=on", "bonus=off", " bonus=off ", "size=5", "size=14,bonus=off", "bonus=on,size=9", "pieces=4,size=7"} {
		o, err := ParseOptions(args)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseOptions(o.String())
		if err != nil || back != o {
			t.Errorf("%q: %s read back as %v, %v", args, o, back, err)
		}
	}
	if o, _ := ParseOptions(""); o != DefaultOptions() || o.String() != "size=20,pieces=21,bonus=on" {
		t.Errorf("defaults %v", o)
	}
}

func TestBadInputs(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"bonus=yes", "blokus: bonus yes: want on or off"},
		{"bonus", `blokus: bonus "": want on or off`},
		{"bonus=on,bonus=off", "blokus: option bonus given twice"},
		{"players=3", "blokus: unknown option players=3 (want size, pieces, bonus)"},
		{"size=21", "blokus: size 21: want 5 to 20"},
		{"size=4", "blokus: size 4: want 5 to 20"},
		{"size=08", "blokus: size 08: want 5 to 20"},
		{"size=", `blokus: size "": want 5 to 20`},
		{"size=8,size=8", "blokus: option size given twice"},
		{"pieces=0", "blokus: pieces 0: want 1 to 21"},
		{"pieces=22", "blokus: pieces 22: want 1 to 21"},
		{"pieces=4,pieces=5", "blokus: option pieces given twice"},
		{",", `blokus: unknown option "" (want size, pieces, bonus)`},
		{"bonus=on\nx", `blokus: bonus "on\nx": want on or off`},
	} {
		_, err := ParseOptions(c.args)
		if err == nil || err.Error() != c.want {
			t.Errorf("ParseOptions(%q) = %v, want %s", c.args, err, c.want)
		}
	}
	for _, c := range []struct {
		players int
		want    string
	}{
		{5, "blokus: players 5: want 2 to 4"},
		{1, "blokus: players 1: want 2 to 4"},
	} {
		if _, err := New(c.players, DefaultOptions()); err == nil || err.Error() != c.want {
			t.Errorf("New(%d) = %v, want %s", c.players, err, c.want)
		}
	}
	if _, err := New(4, Options{}); err == nil || err.Error() != "blokus: size 0: want 5 to 20" {
		t.Errorf("New(4, Options{}) = %v", err)
	}
	if _, err := New(4, Options{Size: 20}); err == nil || err.Error() != "blokus: pieces 0: want 1 to 21" {
		t.Errorf("New(4, Options{Size: 20}) = %v", err)
	}
	const e = "20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20"
	for _, c := range []struct{ text, want string }{
		{"", "not a Blokus position"},
		{"rolit size=4 2 0 ..../.01./.xx./....", "not a Blokus position"},
		{"blokus size=20,pieces=21,bonus=on 4 0", "want 6 fields"},
		{"blokus bonus=maybe 4 0 " + e + "/20 -", "bonus maybe"},
		{"blokus size=20,pieces=21,bonus=on 5 0 " + e + "/20 -", "players"},
		{"blokus size=20,pieces=21,bonus=on 4 4 " + e + "/20 -", "turn"},
		{"blokus size=20,pieces=21,bonus=on 3 12 " + e + "/20 -", "turn"},
		{"blokus size=20,pieces=21,bonus=on 4 00 " + e + "/20 -", "turn"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + " -", "want 20 rows"},
		{"blokus size=5,pieces=21,bonus=on 4 0 5/5/5/5/6 -", "past the board's 5 columns"},
		{"blokus size=5,pieces=21,bonus=on 4 0 5/5/5/5 -", "want 5 rows for size 5"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + "/21 -", "run"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + "/19 -", "want 20 squares, got 19"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + "/19x -", "neither a colour"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + "/20b -", "more than 20 squares"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + "/bbbbbb14 -", "no piece of the set"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + "/b1b17 -", "piece I1 twice"},
		{"blokus size=20,pieces=2,bonus=on 4 0 " + e + "/bbb17 -", "has piece I3 at a20, not in the set of pieces=2"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + "/20 b", "blue has pieces left"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + "/20 x", "want the letters of colours"},
		{"blokus size=20,pieces=21,bonus=on 4 0 " + e + "/20 ", "want the letters of colours"},
		{"blokus  size=20,pieces=21,bonus=on 4 0 " + e + "/20 -", "want 6 fields"},
	} {
		_, err := Parse(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "blokus: ") {
			t.Errorf("Parse(%.60q) = %v, want a one-line error with %q", c.text, err, c.want)
		}
	}
	s := mustNew(t, 4, "")
	for _, c := range []struct{ text, want string }{
		{"", "not a placement"},
		{"I1", "not a placement"},
		{"Q5.0@a1", "no piece Q5"},
		{"I5.2@a1", "I5 has orientations 0 to 1"},
		{"I5.x@a1", "I5 has orientations 0 to 1"},
		{"I5.0@u1", "no cell u1"},
		{"I5.0@a21", "no cell a21"},
		{"I5.0@a0", "no cell a0"},
		{"I5.0@q1", "leaves the board"},
		{"I5.0@b1", "not legal for blue (player 0)"},
		{"pass", "not legal"},
	} {
		_, err := s.ParseMove(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseMove(%q) = %v, want %q", c.text, err, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("blokus size=20,pieces=21,bonus=on 4 0 20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20 -")
	f.Add("blokus size=20,pieces=21,bonus=off 3 7 by18/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/g18/19r -")
	f.Add("rolit size=4,stuck=pass 2 1 01../..../..../....")
	f.Fuzz(func(t *testing.T, text string) { gametest.Notation(t, text, Parse) })
}

const perftFile = "testdata/perft.txt"

func TestPerftTable(t *testing.T) {
	if golden.Updating() {
		writePerftTable(t)
	}
	gametest.CheckTable(t, perftFile, 10, Parse, naiveMoves)
}

// perftBudget bounds a row's deepest count when the table is written (the naive generator counts
// it again on every run, at about a millisecond a node).
const perftBudget = 3000

// writePerftTable writes the start positions of every player count, and positions of seeded
// random playouts (late ones too, where colours pass and the game ends inside the tree), each
// row as deep as perftBudget allows.
func writePerftTable(t *testing.T) {
	header := `# Perft of Blokus (docs/games/blokus.md): "<notation> | <perft 1> <perft 2> ...".
# Written by "go test ./engine/games/blokus/ -run TestPerftTable -update", which counts with
# gamekit.Perft (each row one depth past 300 leaves, at most 6 deep); TestPerftTable checks every count against gamekit.Perft and against
# gametest.NaivePerft with the test's naive generator.
# Start positions of 2, 3 and 4 players, of small boards, then positions of seeded random playouts
# (gametest.Playouts).
`
	var ps []*State
	for players := MinPlayers; players <= MaxPlayers; players++ {
		ps = append(ps, mustNew(t, players, ""))
	}
	ps = append(ps, mustNew(t, 4, "size=5"), mustNew(t, 4, "size=6"), mustNew(t, 3, "size=8"), mustNew(t, 4, "size=6,pieces=4"), mustNew(t, 2, "size=7,pieces=9"))
	for players := MinPlayers; players <= MaxPlayers; players++ {
		var buf [gamekit.MaxMoves]Move
		mid, late := 0, 0
		for _, s := range gametest.Playouts(starts(t, players), (*State).Clone, 300, 110, uint64(48+players)) {
			if s.Terminal() {
				continue
			}
			switch n := len(s.Moves(buf[:0])); {
			case mid < 2 && s.sp >= 8 && s.sp <= 30 && n <= 120:
				ps = append(ps, s)
				mid++
			case late < 2 && s.sp >= 40 && n >= 3:
				ps = append(ps, s)
				late++
			}
		}
	}
	gametest.WriteTable(t, perftFile, header, ps, func(s *State, d int, n uint64) bool {
		return n <= perftBudget/10 && d < 6
	})
}

// BenchmarkMoveGen lists the moves of positions of random four-player games; placements/s is
// the generator's rate.
func BenchmarkMoveGen(b *testing.B) {
	ps := positions(b, 4, 256)
	var buf [gamekit.MaxMoves]Move
	b.ReportAllocs()
	i, n := 0, 0
	for b.Loop() {
		n += len(ps[i&255].Moves(buf[:0]))
		i++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "placements/s")
}

func BenchmarkPerft(b *testing.B) {
	s := mustNew(b, 4, "")
	var n uint64
	for b.Loop() {
		n = gamekit.Perft(s, 3)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkVector(b *testing.B) {
	ps := positions(b, 4, 256)
	var v [gamekit.MaxPlayers]int64
	i := 0
	for b.Loop() {
		ps[i&255].Vector(&v)
		i++
	}
}
