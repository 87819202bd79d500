package mcts_test

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/mcts"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/search/spec"
)

// parseSpec reads text with the family's Parse (the registry's path, without the registry).
func parseSpec(t *testing.T, text string) (spec.Config, error) {
	t.Helper()
	sp, err := spec.ParseSpec(text)
	if err != nil {
		t.Fatal(err)
	}
	a, err := spec.NewArgs(sp, mcts.Family.Usage)
	if err != nil {
		t.Fatal(err)
	}
	return mcts.Family.Parse(a)
}

func parse(t *testing.T, text string) mcts.Config {
	t.Helper()
	c, err := parseSpec(t, text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return c.(mcts.Config)
}

// TestFamily: every spelling parses to one Config whose String is canonical (defaults left out,
// one order) and its searcher's Name; bad arguments fail with the usage.
func TestFamily(t *testing.T) {
	for text, want := range map[string]string{
		"mcts":                                   "mcts",
		"mcts(policy=maxn,c=0.7,eps=0.1,cut=20)": "mcts",
		"mcts(ph=off)":                           "mcts",
		"mcts(ph=3)":                             "mcts(ph=on)",
		"mcts(ph=on, policy=paranoid)":           "mcts(policy=paranoid,ph=on)",
		"mcts(tree=1000,cut=0,eps=1,c=0.25,ph=1.5,policy=brs)": "mcts(policy=brs,c=0.25,ph=1.5,eps=1,cut=0,tree=1000)",
		"mcts(pw=on,oma=on)":                 "mcts(oma=on,pw=on)",
		"mcts(pw=1,pwa=0.5,oma=10,solver)":   "mcts(oma=on,pw=on,solver)",
		"mcts(solver,pwa=0.25,pw=2,oma=off)": "mcts(pw=2,pwa=0.25,solver)",
	} {
		c := parse(t, text)
		if c.String() != want {
			t.Errorf("%s: canonical %q, want %q", text, c.String(), want)
		}
		if again := parse(t, c.String()); again != c {
			t.Errorf("%s: %q parses back to %+v, not %+v", text, c.String(), again, c)
		}
		if n := c.New().Name(); n != want {
			t.Errorf("%s: searcher name %q", text, n)
		}
	}
	for _, bad := range []string{"mcts(policy=best)", "mcts(c=-1)", "mcts(eps=2)", "mcts(cut=-1)", "mcts(cut=500)", "mcts(tree=1)", "mcts(ph=maybe)", "mcts(depth=3)", "mcts(3)", "mcts(pwa=0.3)", "mcts(pw=on,pwa=2)", "mcts(oma=-1)", "mcts(ps=deep)"} {
		if _, err := parseSpec(t, bad); err == nil || !strings.Contains(err.Error(), "want mcts") {
			t.Errorf("%s: error %v, want one naming the usage", bad, err)
		}
	}
}

// TestDeterministic: the same seed gives the same search (a fresh searcher, and the same one
// after Reset), whatever searches ran before on other positions; another seed gives other draws.
func TestDeterministic(t *testing.T) {
	positions := searchtest.Positions(5, 6, 60)
	for _, text := range []string{"mcts", "mcts(policy=paranoid,ph=on)", "mcts(policy=brs,eps=1)"} {
		c := parse(t, text)
		a, b := mcts.New(c.Options), mcts.New(c.Options)
		a.Seed(9, 2)
		b.Seed(9, 2)
		first := make([]search.Result, len(positions))
		for i, p := range positions {
			first[i] = a.Search(context.Background(), p.State, search.Limits{Iterations: 200})
		}
		a.Reset()
		differs := 0
		for i, p := range positions {
			again := a.Search(context.Background(), p.State, search.Limits{Iterations: 200})
			other := b.Search(context.Background(), positions[len(positions)-1-i].State, search.Limits{Iterations: 50}) // b's own history of searches
			_ = other
			first[i].Elapsed, again.Elapsed = 0, 0
			if first[i] != again {
				t.Fatalf("%s on %s: %+v, after Reset %+v", text, p.State, first[i], again)
			}
		}
		c2 := mcts.New(c.Options)
		c2.Seed(10, 2)
		for i, p := range positions {
			r := c2.Search(context.Background(), p.State, search.Limits{Iterations: 200})
			if r.NC != first[i].NC || r.Value != first[i].Value {
				differs++
			}
		}
		if differs == 0 {
			t.Errorf("%s: seeds 9 and 10 gave the same searches on all %d positions: the seed is not used", text, len(positions))
		}
	}
}

// TestBudgets: an iteration budget is exact, a node budget is never exceeded and stops the
// search, a deadline stops it promptly; each gives a legal move.
func TestBudgets(t *testing.T) {
	sr := mcts.New(mcts.DefaultOptions())
	for _, p := range searchtest.Positions(13, 4, 40) {
		s := p.State
		r := sr.Search(context.Background(), s, search.Limits{Iterations: 321})
		if r.Stats.Iterations != 321 || r.Stopped {
			t.Errorf("iterations=321: %d iterations, stopped %v", r.Stats.Iterations, r.Stopped)
		}
		for _, n := range []int64{1, 2, 50, 5000} {
			r := sr.Search(context.Background(), s, search.Limits{Nodes: n})
			if r.NC > n || !r.Stopped {
				t.Errorf("nodes=%d: NC %d, stopped %v", n, r.NC, r.Stopped)
			}
			if !searchtest.Legal(s, r.Move) {
				t.Errorf("nodes=%d: illegal move %s", n, s.MoveString(r.Move))
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		start := time.Now()
		r = sr.Search(ctx, s, search.Limits{})
		cancel()
		if el := time.Since(start); el > 500*time.Millisecond || !r.Stopped || !searchtest.Legal(s, r.Move) {
			t.Errorf("deadline 20ms: took %v, stopped %v, move %s", el, r.Stopped, s.MoveString(r.Move))
		}
	}
}

// TestNoAllocations: once the pool has grown to a search's size, searching again allocates
// nothing.
func TestNoAllocations(t *testing.T) {
	for _, text := range []string{"mcts", "mcts(policy=brs,ph=on)"} {
		sr := mcts.New(parse(t, text).Options)
		s := searchtest.Positions(17, 1, 30)[0].State
		sr.Search(context.Background(), s, search.Limits{Iterations: 2000})
		if n := testing.AllocsPerRun(5, func() { sr.Search(context.Background(), s, search.Limits{Iterations: 2000}) }); n != 0 {
			t.Errorf("%s: %v allocations per search after warm-up", text, n)
		}
	}
}

// TestWinsInOne: on Chinese Checkers endings where the mover can win with one move, every policy
// plays a winning move.
func TestWinsInOne(t *testing.T) {
	n := 0
	for _, seats := range []string{"03", "024", "0134", "012345"} {
		for _, s := range searchtest.Endgame(21, 12, "star73", seats) {
			if s.Terminal() || !winsInOne(s) {
				continue
			}
			n++
			for _, text := range []string{"mcts", "mcts(policy=paranoid)", "mcts(policy=brs,ph=on)"} {
				sr := mcts.New(parse(t, text).Options)
				r := sr.Search(context.Background(), s, search.Limits{Iterations: 1000})
				mover := s.ToMove
				s.Make(r.Move)
				won := s.Winner == mover
				s.Unmake(r.Move)
				if !won {
					t.Errorf("%s on %s: %s does not win", text, s, s.MoveString(r.Move))
				}
			}
		}
	}
	if n < 5 {
		t.Fatalf("only %d endings with a win in one", n)
	}
}

// winsInOne reports whether the mover of s has a move that makes it the winner (a move can also
// complete another player's goal: rules.md's blocking rule).
func winsInOne(s *game.State) bool {
	var buf [game.MaxMoves]game.Move
	mover := s.ToMove
	for _, m := range s.Moves(buf[:0]) {
		s.Make(m)
		won := s.Winner == mover
		s.Unmake(m)
		if won {
			return true
		}
	}
	return false
}

// paranoid is the exact paranoid value of s for root: root maximises its Value, the others
// minimise it, to the end of the game.
func paranoid(s *tictactoe.State, root int) int64 {
	if s.Terminal() {
		return s.Value(root)
	}
	var buf [gamekit.MaxMoves]tictactoe.Move
	best := int64(math.MinInt64)
	if s.Mover() != root {
		best = math.MaxInt64
	}
	for _, m := range s.Moves(buf[:0]) {
		s.Make(m)
		v := paranoid(s, root)
		s.Unmake(m)
		if s.Mover() == root {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	return best
}

// TestParanoidConverges: MCTS-paranoid plays a game of two sides (the root player against the
// coalition), where UCT converges to the minimax value: on 3-player tic-tac-toe positions solved
// exactly, the share of positions where its move has the best paranoid value grows with the
// iterations, and at 20,000 iterations it is at least 90%. The exact values, per root move, come
// from a plain exhaustive search.
func TestParanoidConverges(t *testing.T) {
	type solved struct {
		s      *tictactoe.State
		values map[tictactoe.Move]int64 // each root move's exact paranoid value
		best   int64
	}
	var cases []solved
	for seed := uint64(0); len(cases) < 24 && seed < 400; seed++ {
		s, _ := tictactoe.New(3, 4)
		var buf [gamekit.MaxMoves]tictactoe.Move
		x := seed*0x9e3779b97f4a7c15 + 1
		for !s.Terminal() {
			moves := s.Moves(buf[:0])
			if len(moves) <= 9 {
				break
			}
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			s.Make(moves[x%uint64(len(moves))])
		}
		if s.Terminal() {
			continue
		}
		// keep positions where the root moves' values differ (a best move to find)
		c := solved{s: s, values: map[tictactoe.Move]int64{}, best: math.MinInt64}
		distinct := map[int64]bool{}
		for _, m := range s.Moves(buf[:0]) {
			root := s.Mover()
			s.Make(m)
			v := paranoid(s, root)
			s.Unmake(m)
			c.values[m], c.best, distinct[v] = v, max(c.best, v), true
		}
		if len(distinct) > 1 {
			cases = append(cases, c)
		}
	}
	if len(cases) < 20 {
		t.Fatalf("only %d positions", len(cases))
	}
	rate := func(iters int64) float64 {
		good := 0
		o := mcts.DefaultOptions()
		o.Policy, o.Cut = mcts.Paranoid, 0
		sr := mcts.NewOf[*tictactoe.State, tictactoe.Move, *gamekit.Ply[*tictactoe.State, tictactoe.Move], gamekit.Plies[*tictactoe.State, tictactoe.Move]](o)
		for _, c := range cases {
			if r := sr.Search(context.Background(), c.s, search.Limits{Iterations: iters}); c.values[r.Move] == c.best {
				good++
			}
		}
		return float64(good) / float64(len(cases))
	}
	r10, r100, r20k := rate(10), rate(100), rate(20000)
	t.Logf("%d positions: best move at 10 iterations %.0f%%, 100 %.0f%%, 20000 %.0f%%", len(cases), 100*r10, 100*r100, 100*r20k)
	if r20k < 0.9 || r20k < r100 || r100 < r10 {
		t.Errorf("paranoid MCTS does not converge: %.2f at 10 iterations, %.2f at 100, %.2f at 20000", r10, r100, r20k)
	}
}

// maxnValue is the exact max^n value of s: at every node the mover takes the child best for
// itself, the first in static ordering among equals (as the solver's update rule does).
func maxnValue(s *tictactoe.State) [gamekit.MaxPlayers]int64 {
	var v [gamekit.MaxPlayers]int64
	if s.Terminal() {
		s.Vector(&v)
		return v
	}
	var buf [gamekit.MaxMoves]tictactoe.Move
	moves := s.Moves(buf[:0])
	s.Order(moves)
	mover := s.Mover()
	best := int64(-1)
	for _, m := range moves {
		s.Make(m)
		c := maxnValue(s)
		s.Unmake(m)
		if c[mover] > best {
			v, best = c, c[mover]
		}
	}
	return v
}

// solverPositions are 3- and 4-player tic-tac-toe positions (4x4) of 8 empty cells or fewer,
// reached by seeded random moves: small enough for the solver and an exhaustive search.
func solverPositions() []*tictactoe.State {
	var out []*tictactoe.State
	for _, players := range []int{3, 4} {
		for seed := uint64(1); seed <= 8; seed++ {
			s, _ := tictactoe.New(players, 4)
			var buf [gamekit.MaxMoves]tictactoe.Move
			x := seed * 0x9e3779b97f4a7c15
			for !s.Terminal() && len(s.Moves(buf[:0])) > 8 {
				moves := s.Moves(buf[:0])
				x ^= x << 13
				x ^= x >> 7
				x ^= x << 17
				s.Make(moves[x%uint64(len(moves))])
			}
			if !s.Terminal() {
				out = append(out, s)
			}
		}
	}
	return out
}

// TestSolverEqualsMaxn: on 3- and 4-player tic-tac-toe positions small enough to solve, the
// multi-player MCTS-Solver (max^n policy) proves the root, stopping before its iteration budget,
// with the exact max^n value of an exhaustive search and a move of that value; with the paranoid
// policy it proves the exact paranoid value.
func TestSolverEqualsMaxn(t *testing.T) {
	solved := 0
	for _, s := range solverPositions() {
		for _, policy := range []mcts.Policy{mcts.MaxN, mcts.Paranoid} {
			o := mcts.DefaultOptions()
			o.Policy, o.Solver, o.Cut = policy, true, 0
			sr := mcts.NewOf[*tictactoe.State, tictactoe.Move, *gamekit.Ply[*tictactoe.State, tictactoe.Move], gamekit.Plies[*tictactoe.State, tictactoe.Move]](o)
			r := sr.Search(context.Background(), s, search.Limits{Iterations: 400000})
			if r.Stats.Iterations >= 400000 {
				t.Fatalf("%v on %s: the root is not proven within %d iterations", policy, s, r.Stats.Iterations)
			}
			var want [gamekit.MaxPlayers]int64
			if policy == mcts.MaxN {
				want = maxnValue(s)
			} else {
				want[s.Mover()] = paranoid(s, s.Mover())
			}
			got := r.Value.Vec
			if policy == mcts.Paranoid {
				got = [gamekit.MaxPlayers]int64{}
				got[s.Mover()] = r.Value.Vec[s.Mover()]
			}
			if got != want {
				t.Fatalf("%v on %s: proven %v, exhaustive %v", policy, s, got, want)
			}
			s.Make(r.Move)
			var after [gamekit.MaxPlayers]int64
			if policy == mcts.MaxN {
				after = maxnValue(s)
			} else {
				after[s.Mover()] = 0
			}
			s.Unmake(r.Move)
			if policy == mcts.MaxN && after[s.Mover()] != want[s.Mover()] {
				t.Fatalf("%v on %s: move %s has value %v, the root's is %v", policy, s, s.MoveString(r.Move), after, want)
			}
			solved++
		}
	}
	if solved < 20 {
		t.Fatalf("only %d positions solved", solved)
	}
}

// forcedValue is the value solver=same proves at s under the max^n policy, if any: a terminal
// position's result; else the first child (static order) that gives the mover all of S; else,
// when every child has a forced value, the one of the mover's best, provided all of those best
// agree. ok is false where the mover is indifferent between different results (or a child has
// none and no child wins).
func forcedValue(s *tictactoe.State) (v [gamekit.MaxPlayers]int64, ok bool) {
	if s.Terminal() {
		s.Vector(&v)
		return v, true
	}
	var buf [gamekit.MaxMoves]tictactoe.Move
	moves := s.Moves(buf[:0])
	s.Order(moves)
	mover := s.Mover()
	var vals [][gamekit.MaxPlayers]int64
	all := true
	for _, m := range moves {
		s.Make(m)
		c, cok := forcedValue(s)
		s.Unmake(m)
		if cok && c[mover] == gamekit.S {
			return c, true
		}
		all = all && cok
		vals = append(vals, c)
	}
	if !all {
		return v, false
	}
	best := int64(-1)
	for _, c := range vals {
		best = max(best, c[mover])
	}
	first := true
	for _, c := range vals {
		switch {
		case c[mover] != best:
		case first:
			v, first = c, false
		case c != v:
			return v, false
		}
	}
	return v, true
}

// TestSolverSame: with solver=same the search ends on every position of solverPositions
// before its budget (the root proven, or every child settled), proves the
// root with forcedValue's value wherever that has one, and plays a legal move; the order
// rule (the bare solver) proves the roots solver=same leaves open, by a tie-break.
func TestSolverSame(t *testing.T) {
	proven, open, differ := 0, 0, 0
	for _, s := range solverPositions() {
		var buf [gamekit.MaxMoves]tictactoe.Move
		run := func(same bool) search.ResultOf[tictactoe.Move] {
			o := mcts.DefaultOptions()
			o.Solver, o.SolverSame, o.Cut = true, same, 0
			sr := mcts.NewOf[*tictactoe.State, tictactoe.Move, *gamekit.Ply[*tictactoe.State, tictactoe.Move], gamekit.Plies[*tictactoe.State, tictactoe.Move]](o)
			return sr.Search(context.Background(), s, search.Limits{Iterations: 400000})
		}
		r := run(true)
		if r.Stats.Iterations >= 400000 {
			t.Fatalf("%s: solver=same did not settle the root within %d iterations", s, r.Stats.Iterations)
		}
		legal := false
		for _, m := range s.Moves(buf[:0]) {
			legal = legal || m == r.Move
		}
		if !legal {
			t.Fatalf("%s: illegal move %s", s, s.MoveString(r.Move))
		}
		want, ok := forcedValue(s)
		switch {
		case ok && r.Value.Vec != want:
			t.Fatalf("%s: solver=same proved %v, forced value %v", s, r.Value.Vec, want)
		case ok:
			proven++
		default:
			// The order rule proves this root (a tie-break's result, not a forced line's), no
			// later than solver=same settles it.
			open++
			o := run(false)
			if o.Stats.Iterations > r.Stats.Iterations {
				t.Fatalf("%s: the order rule took %d iterations, solver=same %d", s, o.Stats.Iterations, r.Stats.Iterations)
			}
			if o.Value.Vec != r.Value.Vec {
				differ++
			}
		}
	}
	t.Logf("solver=same: %d roots proven, %d left open (the order rule proved them, %d with a value other than the open root's mean)", proven, open, differ)
	if proven < 5 || open < 1 {
		t.Errorf("want at least 5 proven and 1 open root, got %d and %d", proven, open)
	}
}

// TestReuse: with reuse, a player's next search starts from the subtree of its position in the
// previous tree (so its tree holds more nodes than its own iterations made), the games it plays
// are legal and the same when played again with the same seed, and Reset drops the tree. On
// 3-player tic-tac-toe, whose lines the trees cover two rounds deep.
func TestReuse(t *testing.T) {
	type ttt = mcts.SearcherOf[*tictactoe.State, tictactoe.Move, *gamekit.Ply[*tictactoe.State, tictactoe.Move], gamekit.Plies[*tictactoe.State, tictactoe.Move], *gamekit.Plies[*tictactoe.State, tictactoe.Move]]
	o := mcts.DefaultOptions()
	o.Reuse, o.Cut = true, 0
	newSearcher := func() *ttt {
		return mcts.NewOf[*tictactoe.State, tictactoe.Move, *gamekit.Ply[*tictactoe.State, tictactoe.Move], gamekit.Plies[*tictactoe.State, tictactoe.Move]](o)
	}
	play := func() (moves []string, grew, searches int) {
		srs := []*ttt{newSearcher(), newSearcher(), newSearcher()}
		for i, sr := range srs {
			sr.Seed(4, uint64(i))
		}
		s, _ := tictactoe.New(3, 4)
		var buf [gamekit.MaxMoves]tictactoe.Move
		for !s.Terminal() {
			r := srs[s.Mover()].Search(context.Background(), s, search.Limits{Iterations: 2000})
			legal := false
			for _, m := range s.Moves(buf[:0]) {
				legal = legal || m == r.Move
			}
			if !legal {
				t.Fatalf("%s: illegal %s", s, s.MoveString(r.Move))
			}
			searches++
			if r.Stats.Kept > 1 {
				grew++
			}
			moves = append(moves, s.MoveString(r.Move))
			s.Make(r.Move)
		}
		return moves, grew, searches
	}
	a, grew, searches := play()
	b, _, _ := play()
	if strings.Join(a, " ") != strings.Join(b, " ") {
		t.Fatalf("the same seed played %v, then %v", a, b)
	}
	if grew < searches/2 {
		t.Errorf("only %d of %d searches started from a kept subtree", grew, searches)
	}
	sr := newSearcher()
	s, _ := tictactoe.New(3, 4)
	sr.Search(context.Background(), s, search.Limits{Iterations: 200})
	sr.Reset()
	if r := sr.Search(context.Background(), s, search.Limits{Iterations: 200}); r.Stats.Kept != 0 || r.Stats.TreeNodes > 201 {
		t.Errorf("after Reset the search kept %d nodes (%d in its tree after 200 iterations)", r.Stats.Kept, r.Stats.TreeNodes)
	}
	if r := sr.Search(context.Background(), s, search.Limits{Iterations: 200}); r.Stats.Kept < 100 {
		t.Errorf("the same position again kept %d nodes", r.Stats.Kept)
	}
}
