package pick_test

import (
	"github.com/cctree/cctree/engine/internal/pick"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// pickAll hands out p's moves until End, checking Has before and after each one.
func pickAll(t *testing.T, s *game.State, p *pick.Picker, want []game.Move) []game.Move {
	t.Helper()
	var got []game.Move
	for i := 0; ; i++ {
		if has := p.Has(i); has != (i < len(want)) {
			t.Fatalf("%s: Has(%d) = %v before Move(%d), want %v (%d moves)", s, i, has, i, !has, len(want))
		}
		m := p.Move(i)
		if m == pick.End {
			return got
		}
		got = append(got, m)
		if i > len(want) {
			t.Fatalf("%s: more than %d moves: %v", s, len(want), got)
		}
	}
}

// cmpMove orders moves by (from, to), as State.Moves lists them.
func cmpMove(a, b game.Move) int {
	if a.From != b.From {
		return int(a.From) - int(b.From)
	}
	return int(a.To) - int(b.To)
}

// checkPicker checks the picker on s, with cache c (as a search leaves it), against the reference
// order (a stable sort with the full comparison) and Orderer.Order, for every limit, reading all
// moves and reading only the first few; it returns the number of adjacent ties (equal gains) in
// the order.
func checkPicker(t *testing.T, s *game.State, c *game.TopCache) int {
	t.Helper()
	var o eval.Orderer
	var p pick.Picker
	var buf, obuf [game.MaxMoves]game.Move
	// The static ordering by Orderer.Order, which package eval's tests hold against a plain sort
	// with the full comparison on these positions (TestOrder, TestOrderFranks).
	all := s.Moves(nil)
	ref := s.Moves(obuf[:0])
	o.Order(s, ref)
	for _, limit := range []int{1, 2, 3, 5, 10, 11, 40, math.MaxInt} {
		want := ref[:min(limit, len(ref))]
		p.Start(s, c, &o, buf[:0], limit)
		if got := pickAll(t, s, &p, want); !slices.Equal(got, want) {
			t.Fatalf("%s: limit %d: the picker gives %v, want %v", s, limit, got, want)
		}
		// A node cut early: the first j moves only, then Has(j) as the kernel asks it.
		for j := 1; j <= min(3, len(want)); j++ {
			p.Start(s, c, &o, buf[:0], limit)
			for i := range j {
				if m := p.Move(i); m != want[i] {
					t.Fatalf("%s: limit %d: Move(%d) = %v, want %v", s, limit, i, m, want[i])
				}
			}
			if has := p.Has(j); has != (j < len(want)) {
				t.Fatalf("%s: limit %d: Has(%d) = %v after %d moves, want %v", s, limit, j, has, j, !has)
			}
		}
		// Rest after the first move: the same moves, the first still first; in static ordering
		// when a limit could decide which moves come.
		p.Start(s, c, &o, buf[:0], limit)
		if m := p.Move(0); m != want[0] {
			t.Fatalf("%s: limit %d: Move(0) = %v, want %v", s, limit, m, want[0])
		}
		p.Rest()
		got := pickAll(t, s, &p, want)
		if len(got) == 0 || got[0] != want[0] {
			t.Fatalf("%s: limit %d: after Rest the first move is not %v: %v", s, limit, want[0], got)
		}
		if limit < game.MaxMoves {
			if !slices.Equal(got, want) {
				t.Fatalf("%s: limit %d: after Rest the picker gives %v, want %v", s, limit, got, want)
			}
		} else if sorted := slices.SortedFunc(slices.Values(got), cmpMove); !slices.Equal(sorted, all) {
			t.Fatalf("%s: limit %d: after Rest the picker gives %v, not the legal moves %v", s, limit, got, all)
		}
	}
	ties := 0
	for i := 1; i < len(ref); i++ {
		if eval.Gain(s, ref[i-1]) == eval.Gain(s, ref[i]) {
			ties++
		}
	}
	return ties
}

// TestPicker checks that the picker hands out exactly the static ordering (the counting sort's
// order and the reference sort's, ties included) on random positions of every board and rule set
// and on mid-suite positions, with caches that see what a search shows them: the children of a
// position in turn (siblings, the incremental refresh), consecutive positions of random play
// (another mover: a refill) and a fresh cache.
func TestPicker(t *testing.T) {
	var game_, sibling game.TopCache
	ties, checked := 0, 0
	check := func(s *game.State) {
		ties += checkPicker(t, s, &game_)
		checked++
		var fresh game.TopCache
		ties += checkPicker(t, s, &fresh)
		checked++
		for i, m := range s.Moves(nil) {
			if i == 12 {
				break
			}
			s.Make(m)
			if s.Winner < 0 {
				ties += checkPicker(t, s, &sibling)
				checked++
			}
			s.Unmake(m)
		}
	}
	n := 150
	if testing.Short() {
		n = 40
	}
	for _, pos := range searchtest.Positions(7, n, 150) {
		check(pos.State)
	}
	groups := []searchtest.Group{
		{Board: "star73", Seats: "0134", N: 10}, {Board: "star73", Seats: "03", N: 5},
		{Board: "star121", Seats: "012345", N: 5}, {Board: "star121", Seats: "024", N: 5},
	}
	for _, pos := range searchtest.MidPositions(t, groups) {
		check(pos.State)
	}
	rng := rand.New(rand.NewPCG(27, 1))
	for _, tc := range []struct{ board, seats string }{{"star73", "0134"}, {"star121", "03"}, {"triangle", "024"}, {"square:8", "0123"}} {
		for _, rules := range []game.Rules{game.Free, game.NoStop, game.GoalLock} {
			for range n / 10 {
				s := searchtest.RandomPlay(rng, tc.board, tc.seats, rules, rng.IntN(200))
				if s.Winner < 0 {
					check(s)
				}
			}
		}
	}
	if ties < checked {
		t.Errorf("only %d ties in %d positions: the test does not exercise the tie order", ties, checked)
	}
	t.Logf("%d positions, %d adjacent ties", checked, ties)
}

// TestPickerPass checks the single Pass of a player without a move (player 0 of game's
// TestPass position, walled in), with a cache refreshed from a position with moves and fresh.
func TestPickerPass(t *testing.T) {
	const noMove = "star73 024 0 0/00/000/...1111.../..11222../......../2.22.../......../........./........../.../../."
	other := searchtest.RandomPlay(nil, "star73", "024", game.Free, 0)
	for _, rules := range []game.Rules{game.Free, game.NoStop, game.GoalLock} {
		s, err := game.Parse(noMove, rules)
		if err != nil {
			t.Fatal(err)
		}
		if ms := s.Moves(nil); !slices.Equal(ms, []game.Move{game.Pass}) {
			t.Fatalf("%s: moves %v, want the pass", s, ms)
		}
		var c game.TopCache
		checkPicker(t, other, &c)
		checkPicker(t, s, &c)
		checkPicker(t, s, &c)
	}
}

// TestPickerNoAllocs checks that picking allocates nothing: a start, every move, Has.
func TestPickerNoAllocs(t *testing.T) {
	s := searchtest.Positions(3, 1, 40)[0].State
	var o eval.Orderer
	var p pick.Picker
	var c game.TopCache
	var buf [game.MaxMoves]game.Move
	for _, limit := range []int{5, math.MaxInt} {
		a := testing.AllocsPerRun(100, func() {
			p.Start(s, &c, &o, buf[:0], limit)
			for i := 0; p.Move(i) != pick.End; i++ {
				p.Has(i + 1)
			}
		})
		if a != 0 {
			t.Errorf("limit %d: %v allocs per run, want 0", limit, a)
		}
	}
}

// TestPickerFranks: the picker hands out the static ordering (or the pass) on Franks' positions
// (the non-terminal ones) of every board and rule set, with one cache carried across all positions.
func TestPickerFranks(t *testing.T) {
	var c game.TopCache
	for _, p := range searchtest.FranksBoards() {
		for _, r := range []game.Rules{game.Free, game.NoStop, game.GoalLock} {
			s := *p
			s.SetRules(r)
			if !s.Terminal() { // the picker serves non-terminal positions only
				checkPicker(t, &s, &c)
			}
		}
	}
}

// TestLeafAfter holds the horizon shortcut (Picks.Horizon, LeafAfter) to making each move and
// valuing its child with Leaf, for every root player and every move (the pass too) of
// random-play, midgame and endgame positions of 3 to 6 players on every board: the same value
// wherever LeafAfter gives one, a non-terminal child there, and a refusal for every move that
// wins. The endgames must have such moves, and refused moves that do not win.
func TestLeafAfter(t *testing.T) {
	var ps pick.Picks
	positions := searchtest.Positions(46, 200, 120)
	positions = append(positions, searchtest.EndgamePositions(46, 60)...)
	for _, s := range searchtest.FranksBoards() {
		positions = append(positions, searchtest.Position{Name: s.Geo.Name, State: s})
	}
	wins, refused := 0, 0
	defer func() { t.Logf("%d wins, %d refused", wins, refused) }()
	for _, p := range positions {
		s := p.State
		if s.Terminal() {
			continue
		}
		moves := append(s.Moves(nil), game.Pass)
		for root := range s.Players {
			ps.Horizon(s, root)
			for _, m := range moves {
				v, ok := ps.LeafAfter(s, m)
				s.Make(m)
				want, term := ps.Leaf(s, root), s.Terminal()
				s.Unmake(m)
				if term {
					wins++
				}
				if !ok {
					refused++
					continue
				}
				if term || v != want {
					t.Fatalf("%s: root %d, move %s: LeafAfter %d, made: %d (terminal %v)", s, root, s.MoveString(m), v, want, term)
				}
			}
		}
	}
	if wins == 0 || refused <= wins {
		t.Fatalf("%d winning moves, %d refused: the test needs both kinds", wins, refused)
	}
}
