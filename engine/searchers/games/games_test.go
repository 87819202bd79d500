package games_test

import (
	"context"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/games/spades"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/internal/golden"
)

// specs are the registry searchers that run on every game; each is checked against its unpruned
// twin (searchers.Spec.Twin).
var specs = []string{
	"paranoid", "brs", "brs+", "opps(1,5,1)", "opps(2,inf,1)", "opps(1,3,2)",
	"brs(threat=mtf)", "brs(threat=transpose)", "brs(threat=ahead)", "brs(threat=pos)",
	"brs(order=random)", "brs(order=history)", "paranoid(best=3)", "brs+(line16=literal)",
	"maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)", "mpmix(td=0.05,to=0.1)", "mpmix(td=0,to=inf)",
}

// untwinned are the searchers without an unpruned twin: they are run, and their moves checked.
var untwinned = []string{"maxn", "offensive", "offensive(target=1)", "random", "random(best=2)", "maxn(best=2,ties=0.5)"}

// positions returns n positions of the game spec g reached by seeded random play (0 to 12 plies).
func positions(t testing.TB, g string, n int, seed uint64) []games.Position {
	t.Helper()
	start, err := games.Start(g)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	var out []games.Position
	for range n {
		p := start.Clone()
		for range rng.IntN(13) {
			if p.Terminal() {
				break
			}
			moves := p.Moves()
			if err := p.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, p)
	}
	return out
}

// variants are the specs the conformance runs a game on, for the games that list theirs (player
// counts and options worth pinning apart). A game of the registry not listed here runs at its
// default spec and with its fewest players: registering a game needs no edit of this file.
var variants = map[string][]string{
	"virus":     {"virus(players=3)", "virus(players=4)", "virus(players=6)", "virus(players=4,adj=8,size=4)"},
	"focus":     {"focus(players=3)", "focus(players=4)", "focus(players=2)", "focus(players=4,moves=whole)"},
	"blokus":    {"blokus(size=6)", "blokus(players=2,size=7,pieces=9)", "blokus(players=3,size=8,pieces=6)", "blokus(size=7,pieces=6)"},
	"rolit":     {"rolit(players=3)", "rolit(players=4)", "rolit(players=2)", "rolit(players=3,size=6,stuck=pass)"},
	"tictactoe": {"tictactoe(players=3)", "tictactoe(players=2,size=3)", "tictactoe(players=4)"},
	"hearts": {"hearts(players=4)", "hearts(players=3,deal=2,hearts=broken,first=clean)", "hearts(players=4,deal=3,eval=mpmix)",
		"hearts(players=4,deal=4,eval=share)"},
	"spades": {"spades(players=4)", "spades(players=3,deal=2,spades=any)", "spades(players=4,deal=3,eval=share)", "spades(players=3,deal=5,eval=predict)"},
	"risk":   {"risk(players=6)", "risk(players=2)", "risk(players=4,fortify=single,place=random,view=sample)", "risk(players=3,width=5,view=known)"},
}

// gameSpecs returns the specs the conformance runs on: every game of the registry, in registry
// order, with its variants.
func gameSpecs(t testing.TB) []string {
	t.Helper()
	var out []string
	for name := range variants {
		if _, err := games.Lookup(name); err != nil {
			t.Fatalf("variants of %s: %v", name, err)
		}
	}
	for _, name := range games.Names() {
		if v, ok := variants[name]; ok {
			out = append(out, v...)
			continue
		}
		g, _ := games.Lookup(name)
		out = append(out, name)
		if g.MinPlayers != g.DefaultPlayers {
			out = append(out, fmt.Sprintf("%s(players=%d)", name, g.MinPlayers))
		}
	}
	return out
}

// seedOf is the seed of a game spec's test positions: FNV-1a 64 of the spec, as the game suites
// are seeded (positions/generate), so a game's positions, and its pinned counts, do not depend on
// its place in the registry.
func seedOf(g string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(g))
	return h.Sum64()
}

// TestPrunedEqualsTwin searches positions of every game with every searcher above and its
// unpruned twin and asks for the same move and value; the pruned searcher enters no more nodes.
// The node counts (pruned and unpruned, summed over the positions) are pinned in
// testdata/pinned.txt (go test -run TestPrunedEqualsTwin -update rewrites it), so a change of how
// much a searcher prunes on a game shows as a diff.
// The fast part searches to depth 2 (pinned in testdata/pinned.txt); the long part,
// TestLongPrunedEqualsTwin (make test-long), at depth 3 (testdata/pinned-long.txt).
func TestPrunedEqualsTwin(t *testing.T) {
	golden.Check(t, "testdata/pinned.txt", []byte(pinnedText(t, gameSpecs(t), false)))
}

// TestLongPrunedEqualsTwin is the long part of TestPrunedEqualsTwin.
func TestLongPrunedEqualsTwin(t *testing.T) {
	golden.Check(t, "testdata/pinned-long.txt", []byte(pinnedText(t, gameSpecs(t), true)))
}

// TestPinnedIgnoresRegistryOrder: a game registered first (a copy of tic-tac-toe named dummy)
// changes no other game's pinned count. It searches the dummy and the first spec of every other
// game, and finds each line of theirs in the committed table.
func TestPinnedIgnoresRegistryOrder(t *testing.T) {
	restore := games.InsertFirst(games.Of(games.Def[*tictactoe.State, tictactoe.Move]{
		Name: "dummy", MinPlayers: tictactoe.MinPlayers, MaxPlayers: tictactoe.MaxPlayers, DefaultPlayers: 3,
		New: tictactoe.NewWithOptions, Parse: tictactoe.Parse, Clone: (*tictactoe.State).Clone, ParseMove: (*tictactoe.State).ParseMove,
		Options: (*tictactoe.State).Options,
	}))
	defer restore()
	all := gameSpecs(t)
	if all[0] != "dummy" || all[1] == "dummy" {
		t.Fatalf("specs %v: want the dummy first, once", all)
	}
	pick := all[:1]
	seen := map[string]bool{"dummy": true}
	for _, g := range all[1:] {
		if name, _, _ := strings.Cut(g, "("); !seen[name] {
			seen[name] = true
			pick = append(pick, g)
		}
	}
	data, err := os.ReadFile("testdata/pinned.txt")
	if err != nil {
		t.Fatal(err)
	}
	committed := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		committed[line] = true
	}
	dummy, others := 0, 0
	for _, line := range strings.Split(strings.TrimSuffix(pinnedText(t, pick, false), "\n"), "\n")[1:] {
		switch {
		case strings.HasPrefix(line, "dummy ") || strings.HasPrefix(line, "dummy("):
			dummy++
		case !committed[line]:
			t.Errorf("with a game registered first, %q is not in testdata/pinned.txt", line)
		default:
			others++
		}
	}
	if dummy == 0 || others < 5*len(specs) {
		t.Fatalf("%d lines of the dummy, %d of the other games: the test checks too little", dummy, others)
	}
}

// pinnedText searches the positions of the game specs gs (the fast part, depths 1-2, or the long
// part, depth 3) and returns the pinned table's text, failing t where a pruned searcher and its
// twin disagree.
func pinnedText(t *testing.T, gs []string, long bool) string {
	var pinned strings.Builder
	pinned.WriteString("# game searcher depth: NC summed over the positions, pruned and unpruned twin\n")
	for _, g := range gs {
		ps := positions(t, g, 12, seedOf(g))
		for _, text := range specs {
			sp, err := searchers.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			twin := sp.Twin()
			if twin.IsZero() {
				t.Fatalf("%s has no twin", sp)
			}
			for d := 1; d <= 3; d++ {
				if long != (d == 3) {
					continue
				}
				var nc, ncTwin int64
				for _, p := range ps {
					a := search1(t, p, sp.String(), d)
					b := search1(t, p, twin.String(), d)
					if a.Move != b.Move || a.Value != b.Value {
						t.Fatalf("%s on %s depth %d: %s %v, twin %s %s %v", sp, p, d, a.Move, a.Value, twin, b.Move, b.Value)
					}
					if a.NC > b.NC {
						t.Fatalf("%s on %s depth %d: NC %d > twin's %d", sp, p, d, a.NC, b.NC)
					}
					nc += a.NC
					ncTwin += b.NC
				}
				fmt.Fprintf(&pinned, "%s %s %d: %d %d\n", g, sp, d, nc, ncTwin)
			}
		}
	}
	for _, g := range gs {
		if long {
			break // the untwinned searchers at depths 1-2: the fast part
		}
		for _, p := range positions(t, g, 6, seedOf(g)) {
			for _, text := range untwinned {
				sr, err := p.NewSearcher(text)
				if err != nil {
					t.Fatal(err)
				}
				if v, ok := sr.(interface{ Validate(games.Position) error }); ok && v.Validate(p) != nil {
					continue // offensive(target=1) where 1 is the mover
				}
				for d := 1; d <= 2; d++ {
					r := search1(t, p, text, d)
					fmt.Fprintf(&pinned, "%s %s %d on %s: %s %d\n", g, text, d, p, r.Move, r.NC)
				}
			}
		}
	}
	return pinned.String()
}

func search1(t *testing.T, p games.Position, spec string, d int) search.ResultOf[string] {
	t.Helper()
	sr, err := p.NewSearcher(spec)
	if err != nil {
		t.Fatal(err)
	}
	before := p.String()
	r, err := sr.Search(context.Background(), p, search.Limits{Depth: d})
	if err != nil {
		t.Fatal(err)
	}
	if p.String() != before {
		t.Fatalf("%s left %s as %s", spec, before, p)
	}
	if (r.Depth != d && !strings.HasPrefix(spec, "random")) || r.Stopped {
		t.Fatalf("%s on %s: depth %d stopped %v", spec, p, r.Depth, r.Stopped)
	}
	if !p.Terminal() && !contains(p.Moves(), r.Move) {
		t.Fatalf("%s on %s: move %q is not legal", spec, p, r.Move)
	}
	return r
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestThreatKeepsBRSValue: Threat-ADS changes the order of the opponents only, never BRS's move
// or value (an alpha-beta value does not depend on the order of the children).
func TestThreatKeepsBRSValue(t *testing.T) {
	for _, g := range gameSpecs(t) {
		for _, p := range positions(t, g, 10, seedOf(g)+100) {
			for d := 1; d <= 4; d++ {
				a := search1(t, p, "brs", d)
				for _, th := range []string{"brs(threat=mtf)", "brs(threat=pos,k=2)"} {
					if b := search1(t, p, th, d); a.Move != b.Move || a.Value != b.Value {
						t.Fatalf("%s on %s depth %d: %s %v, brs %s %v", th, p, d, b.Move, b.Value, a.Move, a.Value)
					}
				}
			}
		}
	}
}

// TestSearchAllocs: a search allocates nothing per node (the same small count at every depth).
func TestSearchAllocs(t *testing.T) {
	p := positions(t, "virus(players=4)", 1, 9)[0]
	for _, spec := range []string{"paranoid", "brs(threat=mtf)", "opps(1,5,1)"} {
		sr, err := p.NewSearcher(spec)
		if err != nil {
			t.Fatal(err)
		}
		var first float64
		for d := 1; d <= 4; d++ {
			a := testing.AllocsPerRun(3, func() { sr.Search(context.Background(), p, search.Limits{Depth: d}) })
			if d == 1 {
				first = a
			}
			if a != first || a > 2 {
				t.Errorf("%s depth %d: %v allocations (depth 1: %v)", spec, d, a, first)
			}
		}
	}
}

// TestErrors: what the registry refuses, each with a one-line error naming what is wrong.
func TestErrors(t *testing.T) {
	for _, c := range []struct{ what, want string }{
		{"chess", `game "chess": want one of`},
		{"virus(players=9)", "players"},
		{"virus(size=99)", "size"},
		{"tictactoe(size=x)", "size"},
		{"hearts(players=5)", "players"},
		{"hearts(deal=-1)", "deal"},
		{"spades(eval=points)", "eval"},
	} {
		_, err := games.Start(c.what)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Start(%q): %v, want one line with %q", c.what, err, c.want)
		}
	}
	p, err := games.Start("virus")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ spec, want string }{
		{"maxn(eval=franks1)", "eval=franks1"},
		{"paranoid(eval=franks1)", "eval=franks1"},
		{"nosuch", "nosuch"},
	} {
		if _, err := p.NewSearcher(c.spec); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("NewSearcher(%q): %v, want %q", c.spec, err, c.want)
		}
	}
	if _, err := games.Parse("star73 0134 0 0/00/000"); err == nil {
		t.Error("a Chinese Checkers position parsed as another game's")
	}
	if err := p.Play("z9"); err == nil {
		t.Error("an illegal move was played")
	}
	other, _ := games.Start("tictactoe")
	sr, _ := p.NewSearcher("paranoid")
	if _, err := sr.Search(context.Background(), other, search.Limits{Depth: 1}); err == nil {
		t.Error("a virus searcher searched a tictactoe position")
	}
}

// TestSpec: a position names its game canonically, and the name makes the same start again.
func TestSpec(t *testing.T) {
	for _, c := range []struct {
		in, want string
		deal     uint64 // the deal the spec names (the position's, not the game's: Spec leaves it out)
	}{
		{"virus", "virus(players=4)", 0},
		{"virus(size=6,players=5,adj=8)", "virus(players=5,size=6,adj=8)", 0},
		{"virus(size=5,adj=4)", "virus(players=4)", 0},
		{"virus(noconvert)", "virus(players=4,noconvert)", 0},
		{"focus(players=3,moves=whole)", "focus(players=3,moves=whole)", 0},
		{"tictactoe(size=3,players=2)", "tictactoe(players=2,size=3)", 0},
		{"hearts", "hearts(players=4)", 1},
		{"hearts(eval=mpmix,deal=7,players=3,hearts=any)", "hearts(players=3,eval=mpmix)", 7},
		{"spades(spades=any,deal=9,eval=share)", "spades(players=4,spades=any,eval=share)", 9},
	} {
		p, err := games.Start(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Spec(); got != c.want {
			t.Errorf("Start(%q).Spec() = %q, want %q", c.in, got, c.want)
		}
		q, err := games.Start(p.Spec())
		if err != nil {
			t.Fatal(err)
		}
		if d, ok := games.Deal(q, c.deal); ok != (c.deal != 0) {
			t.Errorf("Deal of %s: dealt %v, want %v", c.in, ok, c.deal != 0)
		} else if ok {
			q = d
		}
		if q.String() != p.String() {
			t.Errorf("Start(%q), dealt %d = %v; want %s", p.Spec(), c.deal, q, p)
		}
	}
}

// TestMaxnWithEliminations: max^n's pruning variants equal plain max^n on Virus positions where
// players are out (the mover after a player is not the next seat: max^n's chains must then stop
// at a repeated mover), and the test has such positions.
func TestMaxnWithEliminations(t *testing.T) {
	start, err := games.Start("virus(players=5,size=4,start=single)")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 5))
	out := 0
	for n := 0; n < 40; {
		p := start.Clone()
		for range 8 + rng.IntN(20) {
			if p.Terminal() {
				break
			}
			moves := p.Moves()
			if err := p.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		if p.Terminal() {
			continue
		}
		n++
		gone := 0
		for q := range p.NumPlayers() {
			if !p.InGame(q) {
				gone++
			}
		}
		if gone > 0 {
			out++
		}
		for d := 1; d <= 4; d++ {
			want := search1(t, p, "maxn", d)
			for _, sp := range []string{"maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)"} {
				if got := search1(t, p, sp, d); got.Move != want.Move || got.Value != want.Value {
					t.Fatalf("%s on %s depth %d: %s %v, maxn %s %v", sp, p, d, got.Move, got.Value, want.Move, want.Value)
				}
			}
		}
	}
	if out < 10 {
		t.Fatalf("only %d of 40 positions have a player out: the test does not test eliminations", out)
	}
}

// TestBestReplyFindsPlayersOut: in Focus a player is found out only when its turn comes, so the
// passes of a Best-Reply layer can skip the opponent they pass to, or end the game. The
// searchers must neither loop nor lose the terminal child, and still equal their twins.
func TestBestReplyFindsPlayersOut(t *testing.T) {
	// Player 2 cannot move: the passes from player 1 find it out.
	const text = "focus - players=3 mover=1 out=- res=0,0,0 cap=0.0.2,1.0.1,2.1.0 board=.,.,021,./12,01102,.,.,.,./221,.,.,.,.,.,.,./.,.,0,.,.,.,.,00102/.,.,1,.,.,.,.,./.,.,1,.,.,01012,02,./.,221,.,.,.,./1,.,.,."
	p, err := games.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"brs", "brs+", "opps(1,5,1)", "brs(threat=mtf)"} {
		sp := searchers.MustParse(spec)
		for d := 1; d <= 4; d++ {
			a, b := search1(t, p, sp.String(), d), search1(t, p, sp.Twin().String(), d)
			if a.Move != b.Move || a.Value != b.Value {
				t.Fatalf("%s depth %d: %s %v, twin %s %v", spec, d, a.Move, a.Value, b.Move, b.Value)
			}
		}
	}
}

// TestCardGamesPrune: on Hearts and Spades, max^n's pruning variants equal plain max^n deeper
// than TestPrunedEqualsTwin searches (chains of three and four distinct movers, tricks completed
// inside the tree, so the mover after a trick is its winner), and where the game declares a
// constant sum (eval=share) they prune: the bounds the games declare are what
// Sturtevant's pruning needs. Spades' predictive evaluation (eval=predict) keeps eval=tricks'
// bounds with sums nearer them, so its pruning is held to plain max^n's values here too.
func TestCardGamesPrune(t *testing.T) {
	for gi, c := range []struct {
		game  string
		depth int
		prune bool // the speculative variant must enter fewer nodes than plain max^n in all
	}{
		{"hearts(players=3,eval=share)", 6, true},
		{"spades(players=3,eval=share)", 6, true},
		{"hearts(players=4,eval=share)", 5, true},
		{"hearts(players=3)", 5, false},
		{"spades(players=4)", 5, false},
		{"spades(players=4,eval=share)", 5, true},
		{"spades(players=3,eval=predict)", 6, false},
		{"spades(players=4,eval=predict)", 5, false},
	} {
		var plain, spec int64
		for _, p := range positions(t, c.game, 6, uint64(200+gi)) {
			for d := 1; d <= c.depth; d++ {
				want := search1(t, p, "maxn", d)
				for _, sp := range []string{"maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)"} {
					got := search1(t, p, sp, d)
					if got.Move != want.Move || got.Value != want.Value || got.NC > want.NC {
						t.Fatalf("%s on %s depth %d: %s %v NC %d, maxn %s %v NC %d", sp, p, d, got.Move, got.Value, got.NC, want.Move, want.Value, want.NC)
					}
					if sp == "maxn(speculative)" && d == c.depth {
						plain += want.NC
						spec += got.NC
					}
				}
			}
		}
		t.Logf("%s depth %d: maxn %d nodes, maxn(speculative) %d", c.game, c.depth, plain, spec)
		if c.prune && spec >= plain {
			t.Errorf("%s depth %d: speculative max^n entered %d nodes, plain max^n %d: nothing pruned", c.game, c.depth, spec, plain)
		}
	}
}

// TestSpadesPredictPrunes: on 3-player Spades positions late in the hand where a player has
// taken no trick (three of the four, among 600 seeded random playouts of 12 to 41 plies, where
// shallow pruning cuts at two tricks' depth under eval=predict; eval=tricks cuts on none), max^n's
// pruning variants under the predictive evaluation give plain max^n's move and value and shallow
// pruning enters fewer nodes: TestCardGamesPrune's positions never make them cut.
func TestSpadesPredictPrunes(t *testing.T) {
	var plain, shallow int64
	for _, text := range []string{
		"spades deal=1,spades=broken,eval=predict 3 1 .3A.3.4679JQ/6.46TQK.29.T/.789J.678.38 - 34..J./25789TJK.5.45TQKA.5KA/QA...2",
		"spades deal=1,spades=broken,eval=predict 3 1 4T...79/36K.K../.9.5TJ. - 7A.4568JA.279Q.236TJQ/2589JQ.37T.3468KA.48A/.Q..5K",
		"spades deal=1,spades=broken,eval=predict 3 2 .A.4.457JQ/.46QK.2K.T/.7J.78T.23K 0:6s,1:As 378TJA.5.9JQ.89/24569QK.389T.356A./...",
	} {
		p, err := games.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= 6; d++ {
			want := search1(t, p, "maxn", d)
			for _, sp := range []string{"maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)"} {
				got := search1(t, p, sp, d)
				if got.Move != want.Move || got.Value != want.Value || got.NC > want.NC {
					t.Fatalf("%s on %s depth %d: %s %v NC %d, maxn %s %v NC %d", sp, p, d, got.Move, got.Value, got.NC, want.Move, want.Value, want.NC)
				}
				if sp == "maxn(shallow)" && d == 6 {
					plain += want.NC
					shallow += got.NC
				}
			}
		}
	}
	if shallow >= plain {
		t.Errorf("depth 6: shallow pruning entered %d nodes, plain max^n %d: nothing pruned", shallow, plain)
	}
}

// predictRoot is the root TestMeasurePredictShallow searches from a position of Spades: the hand
// played on, every card the first of the game's static move ordering (spades.State.Order: the
// mover's greedy card), to the start of a trick with left tricks left, under the text's options.
func predictRoot(t *testing.T, text string, left int) *spades.State {
	t.Helper()
	s, err := spades.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	tb := s.Table()
	rest := func() int {
		r := s.Tricks()
		for p := range s.NumPlayers() {
			r -= tb.Tricks(p)
		}
		return r
	}
	if rest() < left {
		t.Fatalf("%s: %d tricks left, fewer than %d", text, rest(), left)
	}
	for rest() > left || tb.TrickLen() != 0 {
		moves := s.Moves(nil)
		s.Order(moves)
		s.Make(moves[0])
	}
	return s
}

// TestSpadesRootedPrunes: on Spades hands played to 3 tricks left (deals 31-33 at 3 and 4
// players, every card the first of the static ordering: predictRoot), counted from that root
// (before=, the points taken in the tree), max^n's pruning variants under eval=tricks and
// eval=predict give plain max^n's move and value at every depth to the end of the hand, and
// shallow pruning enters fewer nodes than plain max^n there under eval=tricks: counted from the
// root the tricks' bound is the tree's, which two players' entries can pass.
func TestSpadesRootedPrunes(t *testing.T) {
	var plain, shallow int64
	for _, players := range []int{3, 4} {
		for deal := uint64(31); deal <= 33; deal++ {
			start, err := spades.NewWithOptions(players, fmt.Sprintf("deal=%d", deal))
			if err != nil {
				t.Fatal(err)
			}
			root := predictRoot(t, start.String(), 3).Rooted()
			for _, ev := range []string{"eval=tricks", "eval=predict"} {
				p, err := games.Parse(strings.Replace(root.String(), "eval=tricks", ev, 1))
				if err != nil {
					t.Fatal(err)
				}
				for d := 1; d <= 3*players; d++ {
					want := search1(t, p, "maxn", d)
					for _, sp := range []string{"maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)"} {
						got := search1(t, p, sp, d)
						if got.Move != want.Move || got.Value != want.Value || got.NC > want.NC {
							t.Fatalf("%s on %s depth %d: %s %v NC %d, maxn %s %v NC %d", sp, p, d, got.Move, got.Value, got.NC, want.Move, want.Value, want.NC)
						}
						if sp == "maxn(shallow)" && d == 3*players && ev == "eval=tricks" {
							plain += want.NC
							shallow += got.NC
						}
					}
				}
			}
		}
	}
	if shallow >= plain {
		t.Errorf("to the end of the hand: shallow pruning entered %d nodes, plain max^n %d: nothing pruned", shallow, plain)
	}
}

// TestOfNamesMissingField: a registry entry without a required field (the walkthrough's snippet
// once lacked Options) fails at Of with one line naming the game and the field, not with a nil
// dereference.
func TestOfNamesMissingField(t *testing.T) {
	full := games.Def[*tictactoe.State, tictactoe.Move]{
		Name: "rolit", MinPlayers: 2, MaxPlayers: 4, DefaultPlayers: 3,
		New: tictactoe.NewWithOptions, Parse: tictactoe.Parse, Clone: (*tictactoe.State).Clone, ParseMove: (*tictactoe.State).ParseMove,
		Options: (*tictactoe.State).Options,
	}
	for _, c := range []struct {
		want string
		drop func(d *games.Def[*tictactoe.State, tictactoe.Move])
	}{
		{`Def "rolit" has no Options`, func(d *games.Def[*tictactoe.State, tictactoe.Move]) { d.Options = nil }},
		{`Def "rolit" has no New`, func(d *games.Def[*tictactoe.State, tictactoe.Move]) { d.New = nil }},
		{`Def "rolit" has no Parse`, func(d *games.Def[*tictactoe.State, tictactoe.Move]) { d.Parse = nil }},
		{`Def "rolit" has no Clone`, func(d *games.Def[*tictactoe.State, tictactoe.Move]) { d.Clone = nil }},
		{`Def "rolit" has no ParseMove`, func(d *games.Def[*tictactoe.State, tictactoe.Move]) { d.ParseMove = nil }},
		{`has no Name`, func(d *games.Def[*tictactoe.State, tictactoe.Move]) { d.Name = "" }},
		{`DefaultPlayers 5, MaxPlayers 4`, func(d *games.Def[*tictactoe.State, tictactoe.Move]) { d.DefaultPlayers = 5 }},
		{`New(3, "") (the start with the default options) fails`, func(d *games.Def[*tictactoe.State, tictactoe.Move]) {
			d.New = func(int, string) (*tictactoe.State, error) { return nil, fmt.Errorf("no") }
		}},
	} {
		d := full
		c.drop(&d)
		got := func() (msg string) {
			defer func() { msg = fmt.Sprint(recover()) }()
			games.Of(d)
			return ""
		}()
		if !strings.Contains(got, c.want) || strings.Contains(got, "\n") || strings.Contains(got, "nil pointer") {
			t.Errorf("Of without a field: %q, want one line with %q", got, c.want)
		}
	}
	if g := games.Of(full); g.Name != "rolit" {
		t.Errorf("Of(a full Def) = %s", g.Name)
	}
}

// TestEveryFamilyOnEveryGame: every family of the searcher registry (its benchmark rows, or its
// bare name when it has none) searches every game of the game registry, leaving the position as
// it found it and playing a legal move, so a new family or game is covered without an edit here.
// A family whose searchers do not run on the other games yet says so in one line and is logged.
func TestEveryFamilyOnEveryGame(t *testing.T) {
	byFamily := map[string][]string{}
	for _, r := range searchers.Rows() {
		f := searchers.MustParse(r.Spec).Family()
		byFamily[f] = append(byFamily[f], r.Spec)
	}
	ran := 0
	for _, family := range searchers.Names() {
		texts := byFamily[family]
		if len(texts) == 0 {
			if _, err := searchers.Parse(family); err != nil {
				t.Logf("%s: no rows and no bare spec (%v): left to its own tests", family, err)
				continue
			}
			texts = []string{family}
		}
		for _, name := range games.Names() {
			for _, p := range positions(t, name, 2, seedOf(name)) {
				for _, text := range texts {
					if _, err := p.NewSearcher(text); err != nil {
						if !strings.Contains(err.Error(), "runs on Chinese Checkers only") || strings.Contains(err.Error(), "\n") {
							t.Errorf("%s on %s: %v", text, name, err)
						}
						t.Logf("%s on %s: %v", text, name, err)
						continue
					}
					searchAny(t, p, text)
					ran++
				}
			}
		}
	}
	if ran == 0 {
		t.Fatal("no family searched any game")
	}
}

// searchAny searches p with text under limits every family keeps to (depth 2, at most 5,000
// nodes: a Monte Carlo search has no depth), and wants p as it was and a legal move.
func searchAny(t *testing.T, p games.Position, text string) {
	t.Helper()
	sr, err := p.NewSearcher(text)
	if err != nil {
		t.Fatal(err)
	}
	before := p.String()
	r, err := sr.Search(context.Background(), p, search.Limits{Depth: 2, Nodes: 5000})
	if err != nil {
		t.Fatal(err)
	}
	if p.String() != before {
		t.Fatalf("%s left %s as %s", text, before, p)
	}
	if !p.Terminal() && !contains(p.Moves(), r.Move) {
		t.Fatalf("%s on %s: move %q is not legal", text, p, r.Move)
	}
}

// TestSearchView: a game's Def.View is what its searchers search: a Risk position is searched
// as its expected view (the same search as of the position written with dice=expected), and
// the position itself is left as it was (its dice key included).
func TestSearchView(t *testing.T) {
	for _, p := range positions(t, "risk(players=4)", 5, 11) {
		text := p.String()
		i, j := strings.Index(text, " dice="), strings.Index(text, " terr=")
		exp, err := games.Parse(text[:i] + " dice=expected" + text[j:])
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range []string{"paranoid", "maxn", "brs"} {
			a, b := search1(t, p, spec, 3), search1(t, exp, spec, 3)
			if a.Move != b.Move || a.Value != b.Value || a.NC != b.NC {
				t.Errorf("%s on %s: %s %v %d nodes; on its expected view %s %v %d", spec, text, a.Move, a.Value, a.NC, b.Move, b.Value, b.NC)
			}
			if p.String() != text {
				t.Fatalf("%s changed the position: %s", spec, p)
			}
		}
	}
}
