package risk

import (
	"math/bits"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
	"github.com/cctree/cctree/internal/golden"
)

var game = gametest.Game[*State, Move]{Parse: Parse, Naive: naiveMoves}

func clone(s *State) *State { return s.Clone() }

// greedyPlayouts plays from the starts with a greedy player (three moves in four the best bid,
// else a random move): random play rarely ends a game; these reach eliminations, won games and
// (with few rounds) capped ones.
func greedyPlayouts(starts []*State, n, maxPlies int, seed uint64) []*State {
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	var buf [gamekit.MaxMoves]Move
	out := make([]*State, 0, n)
	for i := range n {
		s := starts[i%len(starts)].Clone()
		for range rng.IntN(maxPlies + 1) {
			if s.Terminal() {
				break
			}
			moves := s.Moves(buf[:0])
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

func starts(t testing.TB, players int, opts ...string) []*State {
	var out []*State
	for k, o := range opts {
		s := mustNew(t, players, o)
		out = append(out, s.Dealt(uint64(100*players+k)))
	}
	return out
}

// TestConform runs the conformance check (moves against the naive generator, make/unmake,
// notation, bounds, ordering, no allocation) on positions of every player count: random and
// greedy playouts, under every option, the expected dice too.
func TestConform(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 200
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		ss := starts(t, players, "", "fortify=single,place=random", "width=1", "width=5,rounds=3", "view=sample")
		ex := mustNew(t, players, "width=4").Dealt(7)
		ex.expected = true
		ss = append(ss, ex)
		ps := gametest.Playouts(ss, clone, n-n/4, 60, uint64(players))
		ps = append(ps, greedyPlayouts(ss, n/4, 250, uint64(players))...)
		gametest.Conform(t, game, ps)
		var ended, capped, out int
		for _, s := range ps {
			if s.Winner() >= 0 {
				ended++
			}
			if s.Capped() {
				capped++
			}
			for p := range players {
				if !s.InGame(p) {
					out++
					break
				}
			}
		}
		if ended == 0 || capped == 0 || out == 0 {
			t.Errorf("%d players: %d won, %d capped, %d with a player out: the playouts miss a kind of position", players, ended, capped, out)
		}
	}
}

// TestPerftTable checks testdata/perft.txt against gamekit.Perft and the naive generator
// (go test -run TestPerftTable -update rewrites it).
func TestPerftTable(t *testing.T) {
	path := filepath.Join("testdata", "perft.txt")
	if golden.Updating() {
		var ps []*State
		for players := MinPlayers; players <= MaxPlayers; players++ {
			ps = append(ps, mustNew(t, players, ""))
		}
		ps = append(ps, mustNew(t, 4, "fortify=single,place=random"), mustNew(t, 6, "width=1"), mustNew(t, 3, "width=5"))
		ex := mustNew(t, 6, "").Clone()
		ex.expected = true
		ps = append(ps, ex)
		ss := starts(t, 5, "", "fortify=single")
		ps = append(ps, greedyPlayouts(ss, 4, 120, 3)...)
		ps = append(ps, mustNew(t, 3, "rounds=1"))
		// Near the end: player 0 with one army to attack with (the pass and two bids), and one
		// conquest from winning.
		ps = append(ps, board(t, "", 3, 0, 1, 1, map[string]string{"ala": "0:2", "sia": "0:1", "ido": "2:3"}),
			board(t, "", 3, 0, 4, 0, map[string]string{"eau": "2:1", "wau": "0:9", "ngu": "1:2"}))
		gametest.WriteTable(t, path, "# perft of the bid tree of risk positions: <notation> | perft 1, 2, ... (TestPerftTable)\n", ps,
			func(s *State, d int, n uint64) bool { return d < 5 && n < 400 })
	}
	gametest.CheckTable(t, path, 12, Parse, naiveMoves)
}

// TestMaxLine: gamekit.MaxLine moves made in a row are unmade back to the start, and nothing
// of Moves, Make, Unmake, Order and Vector allocates.
func TestMaxLine(t *testing.T) {
	s := mustNew(t, 6, "rounds=1000")
	start, h := s.String(), s.Hash()
	var buf [gamekit.MaxMoves]Move
	var line []Move
	var texts []string
	for range gamekit.MaxLine {
		if s.Terminal() {
			t.Fatalf("the game ended after %d plies: pick a longer one", len(line))
		}
		ms := s.Moves(buf[:0])
		m := ms[len(line)%len(ms)]
		texts = append(texts, s.String())
		s.Make(m)
		line = append(line, m)
	}
	for i := len(line) - 1; i >= 0; i-- {
		s.Unmake(line[i])
		if s.String() != texts[i] {
			t.Fatalf("unmake of ply %d: %s, want %s", i, s, texts[i])
		}
	}
	if s.String() != start || s.Hash() != h {
		t.Fatalf("after %d makes and unmakes: %s", len(line), s)
	}
	ms := s.Moves(buf[:0])
	var v [gamekit.MaxPlayers]int64
	for name, f := range map[string]func(){
		"Make, Unmake": func() { s.Make(ms[0]); s.Unmake(ms[0]) },
		"Moves":        func() { s.Moves(buf[:0]) },
		"Order":        func() { s.Order(ms) },
		"Vector":       func() { s.Vector(&v) },
	} {
		if a := testing.AllocsPerRun(10, f); a != 0 {
			t.Errorf("%s: %v allocations", name, a)
		}
	}
}

// TestStart: the deal gives every player his share of the territories (the first players one
// more where they do not divide 42) and his starting armies (40, 35, 30, 25, 20 for 2 to 6
// players) in both placements, player 0 his first income besides; the same seed deals the same
// start, another seed another.
func TestStart(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for _, opts := range []string{"", "place=random"} {
			s := mustNew(t, players, opts)
			var armies [MaxPlayers]int
			var spread [MaxPlayers][2]int // min, max armies on a territory
			for p := range players {
				spread[p][0] = 1 << 30
			}
			for tr := range NumTerritories {
				p := s.Owner(tr)
				armies[p] += s.Armies(tr)
				spread[p][0] = min(spread[p][0], s.Armies(tr))
				spread[p][1] = max(spread[p][1], s.Armies(tr))
			}
			for p := range players {
				want := int(startArmies[players])
				if p == 0 {
					want += s.Income(0)
				}
				if armies[p] != want {
					t.Errorf("%d players %q: player %d has %d armies, want %d", players, opts, p, armies[p], want)
				}
				wantT := NumTerritories / players
				if p < NumTerritories%players {
					wantT++
				}
				if s.Territories(p) != wantT {
					t.Errorf("%d players: player %d holds %d territories, want %d", players, p, s.Territories(p), wantT)
				}
				if opts == "" && p > 0 && spread[p][1]-spread[p][0] > 1 {
					t.Errorf("%d players: even placement gives player %d %d to %d armies a territory", players, p, spread[p][0], spread[p][1])
				}
			}
			if s.Mover() != 0 || s.Round() != 1 || s.Terminal() {
				t.Errorf("%d players: mover %d round %d terminal %v", players, s.Mover(), s.Round(), s.Terminal())
			}
		}
	}
	a, b := mustNew(t, 4, "deal=5"), mustNew(t, 4, "deal=5")
	if a.String() != b.String() {
		t.Error("the same deal gives two starts")
	}
	if c := mustNew(t, 4, "deal=6"); c.String() == a.String() {
		t.Error("deals 5 and 6 give the same start")
	}
	if s := mustNew(t, 6, ""); s.String() != startLine {
		t.Errorf("the 6-player start of deal 1 (docs/games/risk.md):\n got %s\nwant %s", s, startLine)
	}
}

// startLine is the 6-player start of deal 1, as docs/games/risk.md prints it.
const startLine = "risk fortify=lux,place=even,width=3,rounds=100,view=expected players=6 mover=0 round=1 dice=13028249475212674401 terr=5:3,3:3,1:2,0:3,0:3,0:3,4:3,4:3,3:2,1:3,1:3,0:2,5:3,5:3,5:3,3:3,2:3,3:3,2:3,5:3,3:3,2:3,1:3,2:3,4:3,2:3,1:3,3:3,4:3,5:3,3:3,1:3,4:3,0:3,5:2,0:6,4:2,2:2,0:3,4:3,1:3,2:3"

// TestTurn follows one turn by hand: the bid's conquest (the armies moving in, one left
// behind), the fortification, the next player's income on his most threatened border.
func TestTurn(t *testing.T) {
	// Player 0 holds Siam and Australia but Eastern Australia; player 1 everything else.
	s := board(t, "fortify=lux,place=even,width=8,rounds=100,view=expected", 2, 0, 1, 1, map[string]string{
		"sia": "0:2", "ido": "0:5", "ngu": "0:1", "wau": "0:4",
	})
	s.expected = true
	if m, err := s.ParseMove("sia-ido"); err == nil {
		t.Fatalf("sia-ido (an own territory) accepted as %v", m)
	}
	m, err := s.ParseMove("wau-eau")
	if err != nil {
		t.Fatal(err)
	}
	s.Make(m)
	// wau 4 against eau 1: the expected battle takes it with all 4 (3 dice against 1, two
	// rolls), so 3 move in and 1 stays.
	if s.Owner(territoryIndex("eau")) != 0 {
		t.Fatal("wau-eau did not take eau")
	}
	// Lux fortification: Siam is player 0's one border; Indonesia (one step from it) sends 4
	// armies there, Eastern Australia (three steps) 2 to New Guinea (its lower neighbour two
	// steps away); New Guinea and Western Australia have none to send.
	for code, want := range map[string]int{"sia": 2 + 4, "ido": 1, "ngu": 1 + 2, "wau": 1, "eau": 1} {
		if got := s.Armies(territoryIndex(code)); got != want {
			t.Errorf("after fortification %s has %d armies, want %d", code, got, want)
		}
	}
	if s.Mover() != 1 || s.Round() != 1 {
		t.Fatalf("mover %d round %d, want player 1 in round 1", s.Mover(), s.Round())
	}
	// Player 1: 37 territories, income 12 + North America 5 + South America 2 + Europe 5 +
	// Africa 3 = 27, all on his most threatened border territory: China and India face Siam's 6
	// with 1 army each; China has the lower index.
	if got, want := s.Income(1), 12+5+2+5+3; got != want {
		t.Errorf("income %d, want %d", got, want)
	}
	if got := s.Armies(territoryIndex("chi")); got != 1+27 {
		t.Errorf("China has %d armies, want 28", got)
	}
}

// TestFortifySingle: the 1963 rules' one move takes the interior territory with the most
// armies one step towards the border.
func TestFortifySingle(t *testing.T) {
	s := board(t, "fortify=single,place=even,width=3,rounds=100,view=expected", 2, 0, 1, 1, map[string]string{
		"sia": "0:2", "ido": "0:5", "ngu": "0:7", "wau": "0:4", "eau": "0:3",
	})
	s.Make(movePass)
	for code, want := range map[string]int{"ido": 5 + 6, "ngu": 1, "wau": 4, "eau": 3, "sia": 2} {
		if got := s.Armies(territoryIndex(code)); got != want {
			t.Errorf("%s has %d armies, want %d", code, got, want)
		}
	}
}

// TestCapped: a game at its cap on rounds ends without a winner, valued by the territories held.
func TestCapped(t *testing.T) {
	s := mustNew(t, 3, "rounds=1")
	for range 3 {
		s.Make(movePass)
	}
	if !s.Terminal() || !s.Capped() || s.Winner() >= 0 {
		t.Fatalf("after one round of rounds=1: terminal %v capped %v winner %d", s.Terminal(), s.Capped(), s.Winner())
	}
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	for p := range 3 {
		if want := gamekit.S * int64(bits.OnesCount64(s.own[p])) / NumTerritories; v[p] != want {
			t.Errorf("player %d: %d, want %d", p, v[p], want)
		}
	}
	back := mustParse(t, s.String())
	if !back.Terminal() || back.String() != s.String() {
		t.Errorf("the capped game reads back as %s", back)
	}
}

// TestWon: the conquest of the last territory ends the game: S to the winner.
func TestWon(t *testing.T) {
	s := board(t, "", 3, 0, 4, 0, map[string]string{"eau": "2:1", "wau": "0:9"})
	if s.InGame(1) || !s.InGame(2) {
		t.Fatal("player 1 holds nothing and is out; player 2 in")
	}
	s.expected = true
	m, err := s.ParseMove("wau-eau")
	if err != nil {
		t.Fatal(err)
	}
	s.Make(m)
	if s.Winner() != 0 || !s.Terminal() || s.Value(0) != gamekit.S || s.Value(2) != 0 || s.InGame(2) {
		t.Fatalf("after the last conquest: winner %d value %d", s.Winner(), s.Value(0))
	}
	var buf [gamekit.MaxMoves]Move
	if len(s.Moves(buf[:0])) != 0 {
		t.Error("a won game has moves")
	}
}

// TestReplay: the same position and moves give the same dice, so a game replays bit for bit;
// another dice key gives other battles; the expected view rolls none.
func TestReplay(t *testing.T) {
	play := func(s *State) string {
		var buf [gamekit.MaxMoves]Move
		var b strings.Builder
		for range 200 {
			if s.Terminal() {
				break
			}
			m := s.Moves(buf[:0])[0]
			b.WriteString(s.MoveString(m) + " ")
			s.Make(m)
		}
		return b.String() + s.String()
	}
	a, b := play(mustNew(t, 5, "deal=9")), play(mustNew(t, 5, "deal=9"))
	if a != b {
		t.Fatal("two plays of the same start differ")
	}
	c := mustNew(t, 5, "deal=9")
	c.dice ^= 1
	if play(c) == a {
		t.Error("another dice key plays the same game")
	}
}

// TestSearchView: the views of Options.View, and the position searched is left as it was.
func TestSearchView(t *testing.T) {
	s := mustNew(t, 4, "")
	text := s.String()
	v := s.SearchView()
	if v == s || !v.expected || v.Hash() != s.Hash() || s.String() != text {
		t.Errorf("expected view: %s", v)
	}
	if !strings.Contains(v.String(), " dice=expected ") {
		t.Errorf("expected view notation %s", v)
	}
	if v.SearchView() != v {
		t.Error("the expected view of an expected position is not itself")
	}
	sm := mustNew(t, 4, "view=sample")
	w := sm.SearchView()
	if w == sm || w.dice == sm.dice || w.expected {
		t.Errorf("sample view: key %d of %d", w.dice, sm.dice)
	}
	if k := mustNew(t, 4, "view=known"); k.SearchView() != k {
		t.Error("known view is a copy")
	}
}

// TestErrors: bad options, players and notation are refused with one line naming the field.
func TestErrors(t *testing.T) {
	good := mustNew(t, 3, "").String()
	for _, c := range []struct{ opts, want string }{
		{"width=0", "width"}, {"width=9", "width"}, {"rounds=0", "rounds"}, {"rounds=x", "rounds"},
		{"fortify=some", "fortify"}, {"place=corner", "place"}, {"view=all", "view"}, {"deal=-1", "deal"},
		{"colour=red", "option"}, {"width=2,width=3", "twice"},
	} {
		if _, err := ParseOptions(c.opts); err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("options %q: %v, want a line naming %s", c.opts, err, c.want)
		}
	}
	if _, err := New(7, DefaultOptions()); err == nil || !strings.Contains(err.Error(), "players") {
		t.Errorf("7 players: %v", err)
	}
	for _, c := range []struct{ text, want string }{
		{"", "not a risk"},
		{"focus x", "not a risk"},
		{strings.Replace(good, "players=3", "players=7", 1), "players"},
		{strings.Replace(good, "mover=0", "mover=5", 1), "mover"},
		{strings.Replace(good, "round=1", "round=0", 1), "round"},
		{strings.Replace(good, "round=1", "round=102", 1), "round"},
		{strings.Replace(good, "dice=", "dice=x", 1), "dice"},
		{strings.Replace(good, "width=3", "width=03", 1), "canonical"},
		{strings.Replace(good, "fortify=lux,", "deal=1,fortify=lux,", 1), "canonical"},
		{strings.Replace(good, "terr=", "terr=0:1,", 1), "terr"},
		{strings.Replace(good, "terr=", "terr=x", 1), "terr"},
		{good[:strings.LastIndex(good, ":")] + ":0", "armies"},
		{good[:strings.LastIndex(good, ":")-1] + "9:1", "holder"},
		{good + " extra", "fields"},
	} {
		if _, err := Parse(c.text); err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Parse(%.60q): %v, want a line naming %s", c.text, err, c.want)
		}
	}
	s := mustParse(t, good)
	for _, m := range []string{"xyz-ala", "ala", "ala-nwt-grl-ice-gbr", "pass-ala"} {
		if _, err := s.ParseMove(m); err == nil {
			t.Errorf("move %q accepted", m)
		}
	}
	// A mover who holds nothing, and a won game whose mover is not the winner.
	parts := strings.Split(good[strings.Index(good, "terr=")+5:], ",")
	for i := range parts {
		parts[i] = "1:1"
	}
	head := good[:strings.Index(good, "terr=")+5]
	if _, err := Parse(head + strings.Join(parts, ",")); err == nil || !strings.Contains(err.Error(), "holds") {
		t.Errorf("a won game with mover 0: %v", err)
	}
	parts[0] = "2:1"
	if _, err := Parse(head + strings.Join(parts, ",")); err == nil || !strings.Contains(err.Error(), "mover 0 holds no territory") {
		t.Errorf("a mover out of the game: %v", err)
	}
}
