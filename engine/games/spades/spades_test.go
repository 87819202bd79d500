package spades

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
	"github.com/cctree/cctree/engine/games/cards"
)

var update = flag.Bool("update", false, "rewrite testdata/perft.txt from the move generator")

var _ gamekit.Evaluated[Move] = (*State)(nil)

// The naive rules below read a position off its notation alone (docs/games/spades.md), card by
// card as strings, and share no code with the package's generator, tables or scoring.

type naivePos struct {
	opts    string
	players int
	mover   int
	hands   [][]string
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

func keep(cs []string, ok func(string) bool) []string {
	var out []string
	for _, c := range cs {
		if ok(c) {
			out = append(out, c)
		}
	}
	return out
}

// naiveMoves lists the mover's legal cards by the rules of docs/games/spades.md.
func naiveMoves(s *State) []Move {
	p := naiveRead(s.String())
	over := len(p.trick) == 0
	for _, h := range p.hands {
		over = over && len(h) == 0
	}
	if over {
		return nil
	}
	hand := p.hands[p.mover]
	if len(hand) == 0 {
		return []Move{cards.Pass}
	}
	broken := false
	for _, w := range p.won {
		broken = broken || len(keep(w, func(c string) bool { return c[1] == 's' })) > 0
	}
	legal := hand
	if len(p.trick) == 0 {
		if !broken && strings.Contains(p.opts, "spades=broken") {
			if rest := keep(hand, func(c string) bool { return c[1] != 's' }); len(rest) > 0 {
				legal = rest
			}
		}
	} else if follow := keep(hand, func(c string) bool { return c[1] == p.trick[0][1][1] }); len(follow) > 0 {
		legal = follow
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

func naiveRank(c string) int { return strings.IndexByte("23456789TJQKA", c[0]) }

func starts(t testing.TB) []*State {
	t.Helper()
	var out []*State
	for i, args := range []string{"", "spades=any", "eval=share"} {
		for _, players := range []int{3, 4} {
			for k := range 3 {
				o, err := ParseOptions(args)
				if err != nil {
					t.Fatal(err)
				}
				o.Deal = uint64(100*i + 10*k + players)
				s, err := New(players, o)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, s)
			}
		}
	}
	return out
}

func TestConform(t *testing.T) {
	ps := gametest.Playouts(starts(t), (*State).Clone, 3000, 60, 2)
	gametest.Conform(t, gametest.Game[*State, Move]{Parse: Parse, Naive: naiveMoves}, ps)
}

// TestPlay plays seeded random hands to the end and checks every trick against the rules read
// off the notation: the winner is the highest spade played or, without one, the highest card of
// the suit led; it takes the trick and leads; the tricks of a hand add up and the value vector
// is the tricks taken.
func TestPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
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
					c, w := pl[1], trick[win][1]
					switch {
					case c[1] == 's' && w[1] != 's':
						win = i
					case c[1] == w[1] && naiveRank(c) > naiveRank(w):
						win = i
					}
				}
				var w int
				fmt.Sscan(trick[win][0], &w)
				if after.mover != w || len(after.trick) != 0 || len(after.won[w]) != len(before.won[w])+g.NumPlayers() {
					t.Fatalf("%s then %s: trick %v, want player %d to take it and lead; got %s", before.opts, m, trick, w, g)
				}
			}
			var v [gamekit.MaxPlayers]int64
			g.Vector(&v)
			tricks := 0
			for p, w := range naiveRead(g.String()).won {
				tricks += len(w) / g.NumPlayers()
				want := int64(len(w)/g.NumPlayers()) * g.TrickUnit()
				if g.Options().Eval == EvalShare {
					want = int64(len(w)) * (gamekit.S / int64(g.NumPlayers()*g.Tricks()))
				}
				if v[p] != want {
					t.Fatalf("%s: value %d of player %d with %d cards won", g, v[p], p, len(w))
				}
			}
			if tricks != 52/g.NumPlayers() || tricks != g.Tricks() {
				t.Fatalf("%s: %d tricks", g, tricks)
			}
		}
	}
}

func TestStart(t *testing.T) {
	for _, players := range []int{3, 4} {
		s, err := New(players, DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		if s.Mover() != 0 {
			t.Errorf("%s: seat %d leads", s, s.Mover())
		}
		p := naiveRead(s.String())
		for q, h := range p.hands {
			if len(h) != 52/players {
				t.Errorf("%s: player %d has %d cards", s, q, len(h))
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
		{"hearts x", "does not start"},
		{"spades x", "7 or 8 fields"},
		{good.String() + " 1,2,3", "want 4 scores"},
		{good.String() + " 1,2,3,x", "score of player 3"},
		{good.String() + " 0,0,0,43", "want 0 to 42"},
		{with(1, "deal=-1"), "deal"},
		{with(1, "spades=never"), "spades"},
		{with(1, "trump=h"), "option"},
		{with(1, "eval=points"), "eval"},
		{with(2, "2"), "players"},
		{with(3, "x"), "mover"},
		{with(6, ".../.../..2345./..."), "two places"},
		{with(6, "2.../.../.../..."), "whole tricks"},
	} {
		_, err := Parse(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Parse(%.60q): %v, want one line with %q", c.text, err, c.want)
		}
	}
	if _, err := ParseOptions("spades=any,spades=any"); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("twice: %v", err)
	}
	for _, args := range []string{"", "spades=any", "deal=7,spades=broken", "eval=share", "eval=tricks"} {
		o, err := ParseOptions(args)
		if err != nil {
			t.Fatal(err)
		}
		if back, err := ParseOptions(o.String()); err != nil || back != o {
			t.Errorf("%q: %s read back as %+v, %v", args, o, back, err)
		}
	}
}

const perftFile = "testdata/perft.txt"

const perftBudget = 20000

func TestPerftTable(t *testing.T) {
	if *update {
		writePerftTable(t)
	}
	gametest.CheckTable(t, perftFile, 10, Parse, naiveMoves)
}

func writePerftTable(t *testing.T) {
	header := `# Perft of Spades (docs/games/spades.md): "<notation> | <perft 1> <perft 2> ...".
# Written by "go test ./engine/games/spades/ -run TestPerftTable -update", which counts with
# gamekit.Perft (each row one depth past 20,000 leaves, or to the end of the hand);
# TestPerftTable checks every count against gamekit.Perft and against gametest.NaivePerft with
# the test's naive generator. The start positions of deals 1 and 2 for 4 and 3 players under
# both rules of leading spades, then positions of seeded random playouts (gametest.Playouts).
`
	var ps []*State
	for _, args := range []string{"", "spades=any"} {
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
	ps = append(ps, gametest.Playouts(starts(t), (*State).Clone, 12, 50, 7)...)
	// Deeper while under the budget and cards are left to play (perft stops growing at the
	// end of the hand).
	gametest.WriteTable(t, perftFile, header, ps, func(s *State, d int, n uint64) bool {
		return n <= perftBudget && d < s.Table().CardsLeft()
	})
}

// BenchmarkPerft counts the leaves of the start of deal 1 (4 players) to depth 7 (25,059 leaves):
// move generation, make and unmake.
func BenchmarkPerft(b *testing.B) {
	s, _ := New(4, DefaultOptions())
	for b.Loop() {
		if n := gamekit.Perft(s, 7); n != 25059 {
			b.Fatal(n)
		}
	}
}

// TestGameSeries: a game of Spades as a series of hands. A hand's totals add its tricks to the
// scores it carries; the game is over only at the end of a hand whose totals reach Target;
// NextHand deals the next hand carrying the totals, its first trick led by the next seat; the
// scores are in the notation (only when not all 0) and read back; and they change no move and
// no value of the hand.
func TestGameSeries(t *testing.T) {
	for _, players := range []int{3, 4} {
		s, err := New(players, DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		if len(strings.Fields(s.String())) != 7 {
			t.Fatalf("%s: a start with every score 0 has 7 fields", s)
		}
		rng := rand.New(rand.NewPCG(uint64(players), 1))
		for hand := 0; hand < 20; hand++ {
			if s.Mover() != hand%players {
				t.Fatalf("%d players, hand %d: seat %d leads, want %d", players, hand, s.Mover(), hand%players)
			}
			before := s.Totals()
			var buf []Move
			for !s.Terminal() {
				if s.GameOver(Target) {
					t.Fatalf("%s: the game is over in the middle of a hand", s)
				}
				buf = s.Moves(buf)
				s.Make(buf[rng.IntN(len(buf))])
			}
			after := s.Totals()
			sum := 0
			for p := range after {
				if after[p] != before[p]+s.Table().Tricks(p) {
					t.Fatalf("player %d: totals %v after %v and %d tricks", p, after, before, s.Table().Tricks(p))
				}
				sum += after[p]
			}
			if sum != (hand+1)*s.Tricks() {
				t.Fatalf("hand %d: totals %v sum to %d, want %d", hand, after, sum, (hand+1)*s.Tricks())
			}
			over := false
			for _, v := range after {
				over = over || v >= Target
			}
			if s.GameOver(Target) != over {
				t.Fatalf("hand %d: totals %v, GameOver %v", hand, after, !over)
			}
			if over {
				break
			}
			r, err := Parse(s.String())
			if err != nil || r.String() != s.String() {
				t.Fatalf("%s: read back as %v, %v", s, r, err)
			}
			next, err := s.NextHand(uint64(hand + 10))
			if err != nil {
				t.Fatal(err)
			}
			for p := range players {
				if next.Score(p) != after[p] || next.Table().Tricks(p) != 0 {
					t.Fatalf("next hand %s: scores do not carry %v", next, after)
				}
			}
			// The same hand without its scores: the same moves, values and key.
			bare, err := Parse(strings.Join(strings.Fields(next.String())[:7], " "))
			if err != nil {
				t.Fatal(err)
			}
			var a, b [gamekit.MaxPlayers]int64
			next.Vector(&a)
			bare.Vector(&b)
			if a != b || next.Legal() != bare.Legal() || next.Hash() != bare.Hash() || bare.Score(0) != 0 {
				t.Fatalf("%s: the scores change the hand's values, moves or key", next)
			}
			r, err = Parse(next.String())
			if err != nil || r.String() != next.String() || r.Totals()[0] != after[0] {
				t.Fatalf("%s: read back as %v, %v", next, r, err)
			}
			s = next
		}
		if !s.GameOver(Target) {
			t.Fatalf("%d players: 20 hands and the game is not over: %v", players, s.Totals())
		}
	}
	mid, _ := New(4, DefaultOptions())
	mid.Make(mid.Moves(nil)[0])
	if _, err := mid.NextHand(1); err == nil || !strings.Contains(err.Error(), "not over") {
		t.Errorf("next hand in the middle of a hand: %v", err)
	}
}
