package hearts

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
	"github.com/cctree/cctree/engine/games/cards"
	"github.com/cctree/cctree/internal/golden"
)

var _ gamekit.Evaluated[Move] = (*State)(nil)

// The naive rules below read a position off its notation alone (docs/games/hearts.md), card by
// card as strings, and share no code with the package's generator, tables or scoring.

type naivePos struct {
	opts    string
	players int
	mover   int
	hands   [][]string // each card as "Qs"
	trick   [][2]string
	won     [][]string
}

func naiveCards(set string) []string {
	var out []string
	for i, suit := range strings.Split(set, ".") {
		for _, r := range suit {
			out = append(out, string(r)+string("cdhs"[i]))
		}
	}
	return out
}

func naiveRead(text string) naivePos {
	f := strings.Split(text, " ")
	var p naivePos
	p.opts = f[1]
	fmt.Sscan(f[2], &p.players)
	fmt.Sscan(f[3], &p.mover)
	for _, h := range strings.Split(f[4], "/") {
		p.hands = append(p.hands, naiveCards(h))
	}
	if f[5] != "-" {
		for _, play := range strings.Split(f[5], ",") {
			seat, card, _ := strings.Cut(play, ":")
			p.trick = append(p.trick, [2]string{seat, card})
		}
	}
	for _, w := range strings.Split(f[6], "/") {
		p.won = append(p.won, naiveCards(w))
	}
	return p
}

func (p naivePos) over() bool {
	for _, h := range p.hands {
		if len(h) > 0 {
			return false
		}
	}
	return len(p.trick) == 0
}

func keep(cs []string, ok func(string) bool) []string {
	var out []string
	for _, c := range cs {
		if ok(c) {
			out = append(out, c)
		}
	}
	return out
}

func isPoint(c string) bool { return c[1] == 'h' || c == "Qs" }

// naiveMoves lists the mover's legal cards by the rules of docs/games/hearts.md.
func naiveMoves(s *State) []Move {
	p := naiveRead(s.String())
	if p.over() {
		return nil
	}
	hand := p.hands[p.mover]
	if len(hand) == 0 {
		return []Move{cards.Pass}
	}
	firstTrick := true
	heartPlayed := false
	for _, w := range p.won {
		if len(w) > 0 {
			firstTrick = false
		}
		for _, c := range w {
			if c[1] == 'h' {
				heartPlayed = true
			}
		}
	}
	legal := hand
	if len(p.trick) == 0 {
		switch {
		case firstTrick && len(keep(hand, func(c string) bool { return c == "2c" })) == 1:
			legal = []string{"2c"}
		case strings.Contains(p.opts, "hearts=broken") && !heartPlayed:
			if rest := keep(hand, func(c string) bool { return c[1] != 'h' }); len(rest) > 0 {
				legal = rest
			}
		}
	} else {
		led := p.trick[0][1][1]
		if follow := keep(hand, func(c string) bool { return c[1] == led }); len(follow) > 0 {
			legal = follow
		} else if strings.Contains(p.opts, "first=clean") && firstTrick {
			if rest := keep(hand, func(c string) bool { return !isPoint(c) }); len(rest) > 0 {
				legal = rest
			}
		}
	}
	out := make([]Move, 0, len(legal))
	for _, c := range legal {
		m, err := cards.ParseMove(c)
		if err != nil {
			panic(err)
		}
		out = append(out, m)
	}
	return out
}

// naiveRank orders ranks from the two up.
func naiveRank(c string) int { return strings.IndexByte("23456789TJQKA", c[0]) }

var optionSets = []string{"", "hearts=broken", "first=clean", "hearts=broken,first=clean,eval=mpmix", "eval=mpmix", "eval=share", "first=clean,eval=share"}

func starts(t testing.TB) []*State {
	t.Helper()
	var out []*State
	for i, args := range optionSets {
		for _, players := range []int{3, 4} {
			o, err := ParseOptions(args)
			if err != nil {
				t.Fatal(err)
			}
			o.Deal = uint64(10*i + players)
			s, err := New(players, o)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, s)
		}
	}
	return out
}

func TestConform(t *testing.T) {
	ps := gametest.Playouts(starts(t), (*State).Clone, 3000, 60, 1)
	gametest.Conform(t, gametest.Game[*State, Move]{Parse: Parse, Naive: naiveMoves}, ps)
}

// TestPlay plays seeded random hands to the end and checks every trick against the rules read
// off the notation: the trick's winner (the highest card of the suit led), the cards it takes,
// that the winner leads next, the points of a finished hand (26 in all, each player's as the
// hearts and queen of spades it won), and the evaluation's vector.
func TestPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var buf [gamekit.MaxMoves]Move
	for _, s := range starts(t) {
		for range 20 {
			g := s.Clone()
			for !g.Terminal() {
				before := naiveRead(g.String())
				moves := g.Moves(buf[:0])
				m := moves[rng.IntN(len(moves))]
				g.Make(m)
				after := naiveRead(g.String())
				if len(before.trick) != g.NumPlayers()-1 {
					if after.mover != (before.mover+1)%g.NumPlayers() {
						t.Fatalf("%s: after %s the mover is %d", g, m, after.mover)
					}
					continue
				}
				trick := append(before.trick, [2]string{fmt.Sprint(before.mover), m.String()})
				win := 0
				for i, pl := range trick {
					if pl[1][1] == trick[0][1][1] && naiveRank(pl[1]) > naiveRank(trick[win][1]) {
						win = i
					}
				}
				var w int
				fmt.Sscan(trick[win][0], &w)
				if after.mover != w || len(after.trick) != 0 || len(after.won[w]) != len(before.won[w])+g.NumPlayers() {
					t.Fatalf("%s then %s: trick %v, want player %d to take it and lead; got %s", before.opts, m, trick, w, g)
				}
			}
			total := 0
			var v [gamekit.MaxPlayers]int64
			g.Vector(&v)
			for p, w := range naiveRead(g.String()).won {
				pts := len(keep(w, func(c string) bool { return c[1] == 'h' }))
				if len(keep(w, func(c string) bool { return c == "Qs" })) == 1 {
					pts += 13
				}
				if g.Points(p) != pts {
					t.Fatalf("%s: player %d has %d points, naive %d", g, p, g.Points(p), pts)
				}
				total += pts
			}
			if total != HandPoints {
				t.Fatalf("%s: %d points in the hand", g, total)
			}
			if g.Options().Eval != EvalMPMix {
				for p := range g.NumPlayers() {
					if want := int64(HandPoints-g.Points(p)) * g.PointUnit(); v[p] != want {
						t.Fatalf("%s: value %d of player %d, want %d", g, v[p], p, want)
					}
				}
			}
		}
	}
}

// TestDeal: a deal gives every player the same number of cards, the deck exactly (without the two
// of diamonds for 3 players), the same hands for the same seed, and the holder of the two of
// clubs leads.
func TestDeal(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(200) {
		for _, players := range []int{3, 4} {
			s, err := New(players, Options{Deal: seed})
			if err != nil {
				t.Fatal(err)
			}
			again, _ := New(players, Options{Deal: seed})
			if s.String() != again.String() {
				t.Fatalf("deal %d: two deals differ", seed)
			}
			p := naiveRead(s.String())
			all := map[string]bool{}
			for q, h := range p.hands {
				if len(h) != 52/players {
					t.Fatalf("%s: player %d has %d cards", s, q, len(h))
				}
				for _, c := range h {
					all[c] = true
					if c == "2c" && p.mover != q {
						t.Fatalf("%s: player %d holds the two of clubs, %d leads", s, q, p.mover)
					}
				}
			}
			if len(all) != 52/players*players || (players == 3 && all["2d"]) {
				t.Fatalf("%s: %d different cards", s, len(all))
			}
			seen[p.opts+strings.Join(p.hands[0], "")] = true
		}
	}
	if len(seen) != 400 {
		t.Fatalf("%d different deals of 400", len(seen))
	}
}

// TestMPMixEval: the heuristic's features, worked by hand on a position.
func TestMPMixEval(t *testing.T) {
	// Player 0 holds 2c Ac Kh, has a tournament score of 10 and has won nothing; player 1 holds
	// every other card but Ah Qs Ks As, which it has won in one trick; players 2 and 3 hold
	// nothing (a position only passes reach, which the heuristic must still score).
	const text = "hearts deal=1,hearts=any,first=any,eval=mpmix 4 0 2A..K./3456789TJQK.23456789TJQKA.23456789TJQ.23456789TJ/.../... - .../..A.QKA/.../... 10,0,0,0"
	s, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	// Player 0: Ac takes (higher than every club out), so does Kh (Ah is gone); 2c ducks (lower
	// than every club out); diamonds and spades are empty; pips 2+14+13; 10 points of score.
	want := int64(mpmixBase - mpmixPoint*10 - mpmixTake*2 - mpmixPip*29 + mpmixDuck*1 + mpmixVoid*2)
	if got := s.mpmixValue(0); got != want {
		t.Errorf("player 0: %d, want %d", got, want)
	}
	// Player 1: 3c-Kc neither take (Ac is out) nor duck (2c is out); the 13 diamonds and the
	// spades 2s-Js take (nobody else holds one); 2h-Qh duck under Kh; Ah and Qs won: 14 points.
	pips := 0
	for r := 1; r <= 11; r++ {
		pips += r + 2 // 3c-Kc
	}
	for r := 0; r <= 12; r++ {
		pips += r + 2 // diamonds
	}
	for r := 0; r <= 10; r++ {
		pips += r + 2 // 2h-Qh
	}
	for r := 0; r <= 9; r++ {
		pips += r + 2 // 2s-Js
	}
	want = int64(mpmixBase - mpmixPoint*14 - mpmixTake*23 - mpmixPip*pips + mpmixDuck*11)
	if got := s.mpmixValue(1); got != want {
		t.Errorf("player 1: %d, want %d", got, want)
	}
	// Players 2 and 3: every suit empty, no points.
	if got, want := s.mpmixValue(2), int64(mpmixBase+4*mpmixVoid); got != want {
		t.Errorf("player 2: %d, want %d", got, want)
	}
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	for p := range 4 {
		if v[p] != s.mpmixValue(p)*mpmixUnit(4) {
			t.Errorf("vector %v, player %d's heuristic %d", v, p, s.mpmixValue(p))
		}
	}
	if b := s.Bounds(); b.Sum > gamekit.S || b.Max != mpmixMax*mpmixUnit(4) {
		t.Errorf("bounds %+v", b)
	}
}

// naiveMPMix is the heuristic of docs/games/hearts.md card by card, from the notation.
func naiveMPMix(s *State, p int) int64 {
	n := naiveRead(s.String())
	var others []string
	for q, h := range n.hands {
		if q != p {
			others = append(others, h...)
		}
	}
	takes, ducks, voids, pips := 0, 0, 0, 0
	for _, suit := range "cdhs" {
		mine := keep(n.hands[p], func(c string) bool { return rune(c[1]) == suit })
		theirs := keep(others, func(c string) bool { return rune(c[1]) == suit })
		if len(mine) == 0 {
			voids++
		}
		for _, c := range mine {
			pips += naiveRank(c) + 2
			above, below := true, true
			for _, o := range theirs {
				above = above && naiveRank(c) > naiveRank(o)
				below = below && naiveRank(c) < naiveRank(o)
			}
			switch {
			case above:
				takes++
			case below:
				ducks++
			}
		}
	}
	pts := 0
	for _, c := range n.won[p] {
		if c[1] == 'h' {
			pts++
		} else if c == "Qs" {
			pts += 13
		}
	}
	var score int
	fmt.Sscan(strings.Split(strings.Fields(s.String())[7], ",")[p], &score)
	return int64(mpmixBase - 32*(score+pts) - 12*takes - pips + 8*ducks + 24*voids)
}

// TestMPMixNaive: the heuristic equals the naive one on positions of random play, with random
// tournament scores.
func TestMPMixNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, s := range gametest.Playouts(starts(t), (*State).Clone, 1500, 60, 6) {
		sc := make([]int, s.NumPlayers())
		for p := range sc {
			sc[p] = rng.IntN(MaxScore + 1)
		}
		s, err := s.SetScores(sc)
		if err != nil {
			t.Fatal(err)
		}
		for p := range s.NumPlayers() {
			if got, want := s.mpmixValue(p), naiveMPMix(s, p); got != want {
				t.Fatalf("%s: player %d: %d, naive %d", s, p, got, want)
			}
			if v := s.mpmixValue(p); v < 0 || v > mpmixMax {
				t.Fatalf("%s: player %d: %d outside [0, %d]", s, p, v, mpmixMax)
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	good, _ := New(4, DefaultOptions())
	f := strings.Split(good.String(), " ")
	with := func(i int, v string) string {
		g := append([]string(nil), f...)
		g[i] = v
		return strings.Join(g, " ")
	}
	for _, c := range []struct{ text, want string }{
		{"", "does not start"},
		{"virus 5", "does not start"},
		{"hearts x", "8 fields"},
		{with(1, "deal=x"), "deal"},
		{with(1, "hearts=sometimes"), "hearts"},
		{with(1, "eval=franks1"), "eval"},
		{with(1, "color=red"), "option"},
		{with(2, "5"), "players"},
		{with(3, "4"), "mover"},
		{with(4, "2.../.../.../..."), "missing"},
		{with(4, f[4]+"/..."), "hands"},
		{with(4, strings.Replace(f[4], ".", "x.", 1)), "rank"},
		{with(5, "0:2c"), "two places"},
		{with(5, "0:2c,1:3c,2:4c,3:5c"), "fewer"},
		{with(5, "9:2c"), "seat"},
		{with(7, "0,0,0"), "scores"},
		{with(7, "0,0,0,999"), "score of player 3"},
	} {
		_, err := Parse(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Parse(%.60q): %v, want one line with %q", c.text, err, c.want)
		}
	}
	if _, err := New(5, DefaultOptions()); err == nil || !strings.Contains(err.Error(), "players") {
		t.Errorf("New(5): %v", err)
	}
	if _, err := ParseOptions("deal=1,deal=2"); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("deal twice: %v", err)
	}
	if _, err := good.ParseMove("Zz"); err == nil || !strings.Contains(err.Error(), "card") {
		t.Errorf("ParseMove(Zz): %v", err)
	}
}

// TestOptions: the options' canonical string reads back to the same options.
func TestOptions(t *testing.T) {
	for _, args := range append(optionSets, "deal=18446744073709551615,eval=points,first=any") {
		o, err := ParseOptions(args)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseOptions(o.String())
		if err != nil || back != o {
			t.Errorf("%q: %s read back as %+v, %v", args, o, back, err)
		}
	}
}

const perftFile = "testdata/perft.txt"

// perftBudget: each row of the table goes one depth past this many leaves.
const perftBudget = 20000

func TestPerftTable(t *testing.T) {
	if golden.Updating() {
		writePerftTable(t)
	}
	gametest.CheckTable(t, perftFile, 10, Parse, naiveMoves)
}

func writePerftTable(t *testing.T) {
	header := `# Perft of Hearts (docs/games/hearts.md): "<notation> | <perft 1> <perft 2> ...".
# Written by "go test ./engine/games/hearts/ -run TestPerftTable -update", which counts with
# gamekit.Perft (each row one depth past 20,000 leaves, or to the end of the hand);
# TestPerftTable checks every count against gamekit.Perft and against gametest.NaivePerft with
# the test's naive generator. The start positions of deals 1 and 2 for 4 and 3 players under
# each rule option, then positions of seeded random playouts (gametest.Playouts).
`
	var ps []*State
	for _, args := range []string{"", "hearts=broken,first=clean"} {
		for _, players := range []int{4, 3} {
			for _, deal := range []uint64{1, 2} {
				o, err := ParseOptions(args)
				if err != nil {
					t.Fatal(err)
				}
				o.Deal = deal
				s, err := New(players, o)
				if err != nil {
					t.Fatal(err)
				}
				ps = append(ps, s)
			}
		}
	}
	ps = append(ps, gametest.Playouts(starts(t), (*State).Clone, 16, 50, 7)...)
	// Deeper while under the budget and cards are left to play (perft stops growing at the
	// end of the hand).
	gametest.WriteTable(t, perftFile, header, ps, func(s *State, d int, n uint64) bool {
		return n <= perftBudget && d < s.Table().CardsLeft()
	})
}

// TestWeakRational: WRT's card, by the paper's sentence, read off the notation: lowest rank when
// leading or following suit, highest when it cannot follow, the first suit among equal ranks.
func TestWeakRational(t *testing.T) {
	for _, s := range gametest.Playouts(starts(t), (*State).Clone, 2000, 60, 4) {
		m := s.WeakRational()
		if s.Terminal() {
			if m != 0 {
				t.Fatalf("%s: WRT plays %s on a terminal position", s, m)
			}
			continue
		}
		legal := naiveMoves(s)
		p := naiveRead(s.String())
		hand := p.hands[p.mover]
		follows := len(p.trick) == 0 || len(keep(hand, func(c string) bool { return c[1] == p.trick[0][1][1] })) > 0
		best := legal[0]
		for _, c := range legal[1:] {
			a, b := naiveRank(c.String()), naiveRank(best.String())
			if (follows && a < b) || (!follows && a > b) {
				best = c
			}
		}
		// legal is in suit order, so the strict comparisons keep the first suit among equal ranks.
		if m != best {
			t.Fatalf("%s: WRT plays %s, want %s", s, m, best)
		}
	}
}

// TestTournament plays tournaments of random hands to 100: the scores carry from hand to hand,
// the tournament ends at the first trick's end where a total reaches 100 (possibly mid-hand),
// and the leaders are the lowest totals.
func TestTournament(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	var buf [gamekit.MaxMoves]Move
	for g := range 20 {
		s, err := New(3+g%2, Options{Deal: uint64(g)})
		if err != nil {
			t.Fatal(err)
		}
		hands, carried := 0, make([]int, s.NumPlayers())
		for !s.TournamentOver(Limit) {
			if s.Terminal() {
				next, err := s.NextHand(uint64(1000*g + hands))
				if err != nil {
					t.Fatal(err)
				}
				for p := range carried {
					carried[p] += s.Points(p)
					if next.Score(p) != carried[p] || next.Points(p) != 0 {
						t.Fatalf("hand %d: player %d carries %d, want %d", hands, p, next.Score(p), carried[p])
					}
				}
				s, hands = next, hands+1
				back, err := Parse(s.String())
				if err != nil || back.Hash() != s.Hash() || back.String() != s.String() {
					t.Fatalf("%s read back as %v, %v", s, back, err)
				}
				continue
			}
			if s.Table().TrickLen() == 0 {
				for p, v := range s.Totals() {
					if v >= Limit {
						t.Fatalf("%s: player %d at %d and the tournament goes on", s, p, v)
					}
				}
			}
			moves := s.Moves(buf[:0])
			s.Make(moves[rng.IntN(len(moves))])
		}
		tot := s.Totals()
		over := false
		for _, v := range tot {
			over = over || v >= Limit
		}
		if !over || s.Table().TrickLen() != 0 || hands < 2 {
			t.Fatalf("tournament %d ended at %s with totals %v after %d hands", g, s, tot, hands)
		}
		for _, p := range s.Leaders() {
			for _, v := range tot {
				if tot[p] > v {
					t.Fatalf("totals %v: leader %d is not lowest", tot, p)
				}
			}
		}
	}
	s, _ := New(4, DefaultOptions())
	if _, err := s.NextHand(2); err == nil {
		t.Error("NextHand of a hand in play")
	}
}

// BenchmarkPerft counts the leaves of the start of deal 1 (4 players) to depth 8 (10,488 leaves):
// move generation, make and unmake.
func BenchmarkPerft(b *testing.B) {
	s, _ := New(4, DefaultOptions())
	for b.Loop() {
		if n := gamekit.Perft(s, 8); n != 10488 {
			b.Fatal(n)
		}
	}
}

// BenchmarkVector times the evaluations on positions of random play.
func BenchmarkVector(b *testing.B) {
	for _, eval := range []string{"points", "share", "mpmix"} {
		b.Run(eval, func(b *testing.B) {
			o, _ := ParseOptions("eval=" + eval)
			s, _ := New(4, o)
			ps := gametest.Playouts([]*State{s}, (*State).Clone, 64, 40, 1)
			var v [gamekit.MaxPlayers]int64
			i := 0
			for b.Loop() {
				ps[i&63].Vector(&v)
				i++
			}
		})
	}
}

// TestPasses: the null move of the Best-Reply searchers, mixed into random play, keeps the
// notation readable (uneven hands, a player with two cards in a trick, an empty hand whose only
// move is a pass), the key equal to a parsed copy's, and the whole line takes back to the start.
func TestPasses(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	var buf [gamekit.MaxMoves]Move
	emptyHand := 0
	for _, s := range starts(t) {
		for range 10 {
			start := s.String()
			var line []Move
			for !s.Terminal() && len(line) < 200 {
				m := s.PassMove()
				if moves := s.Moves(buf[:0]); rng.IntN(3) != 0 {
					m = moves[rng.IntN(len(moves))]
				} else if len(moves) == 1 && moves[0] == cards.Pass {
					emptyHand++
				}
				s.Make(m)
				line = append(line, m)
				back, err := Parse(s.String())
				if err != nil || back.String() != s.String() || back.Hash() != s.Hash() {
					t.Fatalf("%s read back as %v (%v)", s, back, err)
				}
			}
			for i := len(line) - 1; i >= 0; i-- {
				s.Unmake(line[i])
			}
			if s.String() != start {
				t.Fatalf("the line taken back leaves %s, not %s", s, start)
			}
		}
	}
	if emptyHand == 0 {
		t.Error("no position with an empty hand to pass from: the test does not reach one")
	}
}
