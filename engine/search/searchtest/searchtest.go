// Package searchtest holds the conformance checks that every searcher's tests call: pruned equals
// unpruned (value and move) with never more nodes, determinism, the state restored after a search,
// no allocations per node, and prompt stops under a node budget or deadline (Conformance; a
// searcher whose tree stays small runs ConformanceSmallTree, which drops only the demand that
// budgets and deadlines stop it). It also makes the seeded random-play positions those tests run
// on, and checks the pruning families' pinned node counts against their golden files (Pinned).
package searchtest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/internal/golden"
	"github.com/cctree/cctree/positions"
)

// Seatings are the seat strings of docs/rules.md with more than two players, then two.
var Seatings = []string{"024", "0134", "01245", "02345", "012345", "03"}

// Position is a test position with a label for sub-test names.
type Position struct {
	Name  string
	State *game.State
}

// RandomPlay returns the position after plies uniformly random legal moves from the start
// position of board and seats (stopping early at a terminal position), drawn from rng.
func RandomPlay(rng *rand.Rand, boardName, seats string, rules game.Rules, plies int) *game.State {
	st, err := game.Parse(StartCCN(boardName, seats), rules)
	if err != nil {
		panic(err)
	}
	var buf [game.MaxMoves]game.Move
	for range plies {
		if st.Terminal() {
			break
		}
		moves := st.Moves(buf[:0])
		st.Make(moves[rng.IntN(len(moves))])
	}
	return st
}

// StartCCN returns the CCN of the start position of board and seats.
func StartCCN(boardName, seats string) string {
	g := board.ByName(boardName)
	sl, err := game.ParseSeats(seats)
	if g == nil || err != nil {
		panic(fmt.Sprintf("searchtest: bad board %q or seats %q", boardName, seats))
	}
	s, err := game.NewState(g, sl, game.Free)
	if err != nil {
		panic(err)
	}
	return s.String()
}

// Positions returns n non-terminal positions from seeded random play: boards alternate between
// star73 and star121, seatings cycle through Seatings[:len-1] (3 to 6 players), and each position
// is 0 to maxPlies-1 random plies from the start. The same seed gives the same positions.
func Positions(seed uint64, n, maxPlies int) []Position {
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	boards := []string{"star73", "star121"}
	out := make([]Position, 0, n)
	for i := 0; len(out) < n; i++ {
		b := boards[i%2]
		seats := Seatings[(i/2)%(len(Seatings)-1)]
		plies := rng.IntN(maxPlies)
		s := RandomPlay(rng, b, seats, game.Free, plies)
		if s.Terminal() {
			continue
		}
		out = append(out, Position{fmt.Sprintf("%d/%s/%s/plies=%d", len(out), b, seats, plies), s})
	}
	return out
}

// Search runs sr on a copy of s to depth d with no other limit and checks that it restores the
// state exactly.
func Search(t testing.TB, sr search.Searcher, s *game.State, d int) search.Result {
	t.Helper()
	before := *s
	r := sr.Search(context.Background(), s, search.Limits{Depth: d})
	if *s != before {
		t.Fatalf("%s depth %d changed the state: %s -> %s", sr.Name(), d, before.String(), s.String())
	}
	if r.Stopped || r.Depth != d {
		t.Fatalf("%s depth %d: stopped=%v depth=%d without limits", sr.Name(), d, r.Stopped, r.Depth)
	}
	return r
}

// Legal reports whether m is a legal move of s (the pass included when it is the only move).
func Legal(s *game.State, m game.Move) bool {
	var buf [game.MaxMoves]game.Move
	return slices.Contains(s.Moves(buf[:0]), m)
}

// SameAsUnpruned checks that pruned and its unpruned twin find the same value and move on s at
// depth d, and that pruned visits no more nodes. It returns both results.
func SameAsUnpruned(t testing.TB, pruned, unpruned search.Searcher, s *game.State, d int) (rp, ru search.Result) {
	t.Helper()
	rp = Search(t, pruned, s, d)
	ru = Search(t, unpruned, s, d)
	if rp.Value != ru.Value || rp.Move != ru.Move {
		t.Errorf("%s vs %s depth %d on %s: value %s move %s, want value %s move %s",
			pruned.Name(), unpruned.Name(), d, s, rp.Value, s.MoveString(rp.Move), ru.Value, s.MoveString(ru.Move))
	}
	if rp.NC > ru.NC {
		t.Errorf("%s depth %d on %s: NC %d > unpruned %d", pruned.Name(), d, s, rp.NC, ru.NC)
	}
	return rp, ru
}

// Same checks that a and b agree on value, move and NC on s at depth d.
func Same(t testing.TB, a, b search.Searcher, s *game.State, d int) {
	t.Helper()
	ra, rb := Search(t, a, s, d), Search(t, b, s, d)
	if ra.Value != rb.Value || ra.Move != rb.Move || ra.NC != rb.NC {
		t.Errorf("depth %d on %s: %s gives value %s move %s NC %d, %s gives value %s move %s NC %d", d, s,
			a.Name(), ra.Value, s.MoveString(ra.Move), ra.NC, b.Name(), rb.Value, s.MoveString(rb.Move), rb.NC)
	}
}

// Deterministic checks that two searches of s at depth d give identical results (time aside).
func Deterministic(t testing.TB, sr search.Searcher, s *game.State, d int) {
	t.Helper()
	r1 := Search(t, sr, s, d)
	sr.Reset()
	r2 := Search(t, sr, s, d)
	r1.Elapsed, r2.Elapsed = 0, 0
	if r1 != r2 {
		t.Errorf("%s depth %d on %s: results differ between runs: %+v vs %+v", sr.Name(), d, s, r1, r2)
	}
}

// Allocs checks that a whole search of s allocates at most a small constant, the same at every
// depth from 1 to maxDepth: nothing is allocated per node.
func Allocs(t *testing.T, sr search.Searcher, s *game.State, maxDepth int) {
	t.Helper()
	sr.Search(context.Background(), s, search.Limits{Depth: 1}) // warm up
	var first float64
	for d := 1; d <= maxDepth; d++ {
		a := testing.AllocsPerRun(3, func() { sr.Search(context.Background(), s, search.Limits{Depth: d}) })
		if d == 1 {
			first = a
		}
		if a > 2 || a != first {
			t.Errorf("%s: a depth-%d search allocates %v times (depth 1: %v); want a small constant", sr.Name(), d, a, first)
		}
	}
}

// Budget checks that node budgets stop a deep search of s (depth 30 under budgets of 1 to 3000
// nodes) with NC <= budget, a legal move, the last completed iteration's answer and the state
// restored; that a budget that suffices gives the fixed-depth answer after iterative deepening;
// and that a deadline (30 ms on a depth-40 search) stops it promptly with a legal move. It is
// BudgetAnswers plus the demand that those searches are stopped, which only a searcher whose tree
// outgrows the budgets can meet.
func Budget(t *testing.T, sr search.Searcher, s *game.State) {
	t.Helper()
	budget(t, sr, s, true)
}

// BudgetAnswers runs Budget's searches and checks every answer, but lets a search that finishes
// within its budget or deadline finish: then it must report the full depth, not Stopped, and the
// fixed-depth answer. This is what applies to a searcher whose tree stays small (one that looks
// at a few moves per node, or ends its search early), which a 3000-node budget or a 30 ms
// deadline never stops.
func BudgetAnswers(t *testing.T, sr search.Searcher, s *game.State) {
	t.Helper()
	budget(t, sr, s, false)
}

// budget is Budget, and BudgetAnswers when mustStop is false.
func budget(t *testing.T, sr search.Searcher, s *game.State, mustStop bool) {
	t.Helper()
	before := *s
	for _, nodes := range []int64{1, 2, 50, 3000} {
		const depth = 30
		r := sr.Search(context.Background(), s, search.Limits{Depth: depth, Nodes: nodes})
		if *s != before {
			t.Fatalf("%s budget %d changed the state", sr.Name(), nodes)
		}
		if r.NC > nodes || (mustStop && !r.Stopped) || !Legal(s, r.Move) {
			t.Errorf("%s budget %d: NC %d stopped %v move %s legal %v", sr.Name(), nodes, r.NC, r.Stopped, s.MoveString(r.Move), Legal(s, r.Move))
		}
		if !r.Stopped && r.Depth != depth {
			t.Errorf("%s budget %d: not stopped, but depth %d of %d completed", sr.Name(), nodes, r.Depth, depth)
		}
		// The answer is the last completed iteration's.
		if r.Depth > 0 {
			if want := Search(t, sr, s, r.Depth); r.Move != want.Move || r.Value != want.Value {
				t.Errorf("%s budget %d: depth %d move %s value %s, but that depth alone gives %s %s", sr.Name(), nodes,
					r.Depth, s.MoveString(r.Move), r.Value, s.MoveString(want.Move), want.Value)
			}
		} else if r.Value.N != 0 {
			t.Errorf("%s budget %d: no iteration completed but value %s", sr.Name(), nodes, r.Value)
		}
	}
	// A budget that suffices gives the fixed-depth answer after iterative deepening.
	want := Search(t, sr, s, 2)
	r := sr.Search(context.Background(), s, search.Limits{Depth: 2, Nodes: 1 << 40})
	if r.Stopped || r.Depth != 2 || r.Move != want.Move || r.Value != want.Value || r.NC <= want.NC {
		t.Errorf("%s: iterative deepening to 2 gives %+v, want move %s value %s and NC > %d", sr.Name(), r, s.MoveString(want.Move), want.Value, want.NC)
	}
	const wait = 30 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	start := time.Now()
	r = sr.Search(ctx, s, search.Limits{Depth: 40})
	el := time.Since(start)
	if *s != before {
		t.Fatalf("%s deadline changed the state", sr.Name())
	}
	if (mustStop && !r.Stopped) || !Legal(s, r.Move) || el > wait+250*time.Millisecond {
		t.Errorf("%s deadline %v: stopped %v after %v, move %s legal %v", sr.Name(), wait, r.Stopped, el, s.MoveString(r.Move), Legal(s, r.Move))
	}
	if !r.Stopped && r.Depth != 40 {
		t.Errorf("%s deadline %v: not stopped, but depth %d of 40 completed", sr.Name(), wait, r.Depth)
	}
}

// PerftSum returns perft(0) + ... + perft(d) of s.
func PerftSum(s *game.State, d int) int64 {
	var pf game.Perfter
	var n int64
	for i := 0; i <= d; i++ {
		n += int64(pf.Perft(s, i))
	}
	return n
}

// SuitePositions is the number of positions PrunedSuite runs on.
const SuitePositions = 208

// SuiteDepth is the depth PrunedSuite searches position i at: 1 to 4 in turn, at most 3 on star121
// (whose unpruned depth-4 trees run to tens of millions of nodes) and under -short.
func SuiteDepth(i int, p Position) int {
	d := 1 + i%4
	if d == 4 && (testing.Short() || p.State.Geo.Name == "star121") {
		d = 3
	}
	return d
}

// LongOnly reports whether position i of the suite is searched at depth 4 by the long part
// (PrunedSuiteLong) only: three of every four depth-4 positions. The fast part (PrunedSuite)
// searches them at depth 3, so make test stays within minutes and make test-long adds the rest.
func LongOnly(i int, p Position) bool { return SuiteDepth(i, p) == 4 && i%16 != 3 }

// EndgamePositions returns n positions from Endgame, cycling through both boards and 3 to 6
// players: wins (terminal nodes) lie within a few plies.
func EndgamePositions(seed uint64, n int) []Position {
	var out []Position
	for i := 0; len(out) < n; i++ {
		b := []string{"star73", "star121"}[i%2]
		seats := Seatings[(i/2)%(len(Seatings)-1)]
		for _, s := range Endgame(seed+uint64(i), 1, b, seats) {
			out = append(out, Position{fmt.Sprintf("%d/%s/%s/endgame", len(out), b, seats), s})
		}
	}
	return out
}

// SuiteEndgames is the number of endgame positions PrunedSuite adds.
const SuiteEndgames = 48

// PrunedSuite checks SameAsUnpruned on SuitePositions seeded random-play positions and
// SuiteEndgames endgame positions (3 to 6 players, both boards, depths by SuiteDepth). It runs
// one of two parts: the fast part (long false: a quarter of the depth-4 searches, the others at
// depth 3), for make test, or the long part (long true: the depth-4 searches the fast part leaves
// out, LongOnly), for a test named TestLong... that make test-long runs. Both together search
// every position at its SuiteDepth.
func PrunedSuite(t *testing.T, pruned, unpruned search.Searcher, long bool) {
	t.Helper()
	prunedSuite(t, pruned, unpruned, long)
}

// PartDepth returns the depth a test part searches position i of a suite at, and whether the
// part searches it at all: the fast part (long false) every position, at SuiteDepth but at depth
// 3 where LongOnly; the long part (long true) only the LongOnly positions, at depth 4.
func PartDepth(i int, p Position, long bool) (int, bool) {
	switch {
	case long:
		return 4, LongOnly(i, p)
	case LongOnly(i, p):
		return 3, true
	}
	return SuiteDepth(i, p), true
}

func prunedSuite(t *testing.T, pruned, unpruned search.Searcher, long bool) {
	t.Helper()
	var np, nu, terminal int64
	suite := append(Positions(7, SuitePositions, 120), EndgamePositions(8, SuiteEndgames)...)
	for i, pos := range suite {
		d, ok := PartDepth(i, pos, long)
		if !ok {
			continue
		}
		rp, ru := SameAsUnpruned(t, pruned, unpruned, pos.State, d)
		np += rp.NC
		nu += ru.NC
		terminal += ru.Stats.Leaves - ru.Stats.Evals
		if t.Failed() {
			t.Fatalf("position %s", pos.Name)
		}
	}
	t.Logf("%s: %d nodes, %s: %d nodes, %d of them terminal", pruned.Name(), np, unpruned.Name(), nu, terminal)
	if terminal == 0 && !long {
		t.Errorf("no terminal node in the suite: the endgames do not reach a win")
	}
}

// PerftSuite checks that sr, an unpruned full-width searcher, visits perft(0)+...+perft(d) nodes
// on early positions (no terminal node within reach) at depths 1 to 4 (at most 3 under -short).
func PerftSuite(t *testing.T, sr search.Searcher) {
	t.Helper()
	for i, pos := range Positions(11, 24, 30) {
		d := 1 + i%4
		if d == 4 && testing.Short() {
			d = 3
		}
		r := Search(t, sr, pos.State, d)
		if want := PerftSum(pos.State, d); r.NC != want {
			t.Errorf("%s depth %d on %s: NC %d, want perft sum %d", sr.Name(), d, pos.State, r.NC, want)
		}
	}
}

// Conformance runs the checks every searcher whose tree outgrows a small budget must pass:
// determinism, state restored, allocations independent of depth, and Budget (node budgets and a
// deadline stop a deep search, with the right answer). A searcher whose tree stays small calls
// ConformanceSmallTree instead.
func Conformance(t *testing.T, sr search.Searcher) {
	t.Run(sr.Name(), func(t *testing.T) { conformance(t, sr, true) })
}

// ConformanceSmallTree runs Conformance's checks that apply whatever the size of the tree:
// determinism, state restored, allocations independent of depth, and BudgetAnswers (every
// answer under a node budget or a deadline is right, and a search that fits in them completes).
// It is for searchers that a 3000-node budget on a depth-30 search, or a 30 ms deadline on a
// depth-40 one, need not stop: those that look at a few moves per node, or end early.
func ConformanceSmallTree(t *testing.T, sr search.Searcher) {
	t.Run(sr.Name(), func(t *testing.T) { conformance(t, sr, false) })
}

func conformance(t *testing.T, sr search.Searcher, mustStop bool) {
	t.Helper()
	for _, pos := range Positions(5, 6, 80) {
		Deterministic(t, sr, pos.State, 3)
	}
	pos := Positions(6, 1, 40)[0]
	Allocs(t, sr, pos.State, 3)
	budget(t, sr, pos.State, mustStop)
}

// FranksBoards returns seeded non-terminal positions of every board Franks' heuristics are tested
// on: star73 with 3 to 6 players early to late (Positions 21), star73 024 midgames, and midgames
// of the triangle and the square:8 and square:6 boards.
func FranksBoards() []*game.State {
	var out []*game.State
	for _, p := range Positions(21, 60, 150) {
		out = append(out, p.State)
	}
	out = append(out, Midgame(22, 10, "star73", "024")...)
	for _, b := range []struct{ board, seats string }{{"triangle", "024"}, {"square:8", "0123"}, {"square:6", "02"}} {
		out = append(out, Midgame(23, 8, b.board, b.seats)...)
	}
	return out
}

// Midgame returns n positions of board and seats from seeded self-play in which every player
// picks at random among its three best moves in static ordering: pieces advance as in real play,
// so after 8 to 15 moves per player the armies meet in the middle. Terminal positions are skipped.
func Midgame(seed uint64, n int, boardName, seats string) []*game.State {
	rng := rand.New(rand.NewPCG(seed, 0x3a1d))
	var out []*game.State
	for len(out) < n {
		s := RandomPlay(nil, boardName, seats, game.Free, 0)
		eval.PlayTop(s, s.Players*(8+rng.IntN(8)), 3, rng.IntN)
		if !s.Terminal() {
			out = append(out, s)
		}
	}
	return out
}

// Endgame returns n positions from seeded self-play (every player picks at random among its two
// best moves in static ordering) taken 1 to 2*players plies before the game ended, so that wins
// lie within a few plies of search. Games that do not end within 1000 plies are discarded.
func Endgame(seed uint64, n int, boardName, seats string) []*game.State {
	rng := rand.New(rand.NewPCG(seed, 0xe4d))
	var o eval.Orderer
	var buf [game.MaxMoves]game.Move
	var out []*game.State
	for tries := 0; len(out) < n && tries < 20*n; tries++ {
		s := RandomPlay(nil, boardName, seats, game.Free, 0)
		var hist []game.Move
		for len(hist) < 1000 && !s.Terminal() {
			moves := s.Moves(buf[:0])
			o.Order(s, moves)
			m := moves[rng.IntN(min(2, len(moves)))]
			s.Make(m)
			hist = append(hist, m)
		}
		if !s.Terminal() {
			continue
		}
		back := 1 + rng.IntN(2*s.Players)
		for i := 0; i < back && len(hist) > 0; i++ {
			s.Unmake(hist[len(hist)-1])
			hist = hist[:len(hist)-1]
		}
		out = append(out, s)
	}
	return out
}

// Group is a mid suite group and how many of its positions to take (the first ones, in suite order).
type Group struct {
	Board, Seats string
	N            int
}

// MidPositions returns the first positions of each group of the mid suite, named by their ids:
// the fixed positions of the pinned node-count tests.
func MidPositions(t testing.TB, groups []Group) []Position {
	t.Helper()
	su, err := positions.Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	var out []Position
	for _, g := range groups {
		k := 0
		for _, p := range su.Positions {
			if k == g.N || p.Board() != g.Board || p.Seats() != g.Seats {
				continue
			}
			s, err := p.State()
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, Position{p.ID, s})
			k++
		}
	}
	return out
}

// Pins is a table of pinned node counts: every spec searched on every position, each time by a
// fresh searcher (see Pinned).
type Pins struct {
	// Header is the file's comment, one string per line, written after "# ".
	Header    []string
	Specs     []string
	Positions []Position
	// New makes a searcher from a spec: searchers.New (this package imports no registry).
	New func(spec string) (search.Searcher, error)
	// Depth is the depth of the search of a position.
	Depth func(s *game.State) int
	// Fields returns what a row gives after its node and cutoff counts (its move, and what the
	// family pins of its own), from the searcher after its search of s and its result.
	Fields func(spec string, sr search.Searcher, s *game.State, r search.Result) string
}

// Pinned runs the searches of p, spec by spec, and compares their rows ("SPEC POSITION depth=D
// nc=N cutoffs=C" and p.Fields) under p.Header with the golden file at path. Pinned counts show
// what values cannot: how much a searcher prunes. After a change that is meant to change them,
// rewrite the file with -update (golden.Check) and say so in the commit.
func Pinned(t *testing.T, path string, p Pins) {
	t.Helper()
	var b strings.Builder
	for _, l := range p.Header {
		b.WriteString("# " + l + "\n")
	}
	for _, sp := range p.Specs {
		for _, pos := range p.Positions {
			sr, err := p.New(sp)
			if err != nil {
				t.Fatal(err)
			}
			d := p.Depth(pos.State)
			r := Search(t, sr, pos.State, d)
			fmt.Fprintf(&b, "%s %s depth=%d nc=%d cutoffs=%d%s\n", sp, pos.Name, d, r.NC, r.Stats.Cutoffs, p.Fields(sp, sr, pos.State, r))
		}
	}
	golden.Check(t, path, []byte(b.String()))
}
