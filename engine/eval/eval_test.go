package eval_test

import (
	"cmp"
	"slices"
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// rescan computes the heuristic vector from the board, as docs/rules.md states it.
func rescan(s *game.State) [game.MaxPlayers]int64 {
	var h [game.MaxPlayers]int64
	if s.Winner >= 0 {
		h[s.Winner] = eval.S
		return h
	}
	g := s.Geo
	var sum int64
	for p := range s.Players {
		apex := g.Apex[(s.Seats[p]+3)%6]
		d := 0
		for b := s.Pieces[p]; !b.IsZero(); {
			d += g.Distance(b.PopLowest(), apex)
		}
		h[p] = int64(g.Pieces*g.MaxDist - d)
		sum += h[p]
	}
	for p := range s.Players {
		h[p] = h[p] * eval.S / sum
	}
	return h
}

func TestStartIsUniform(t *testing.T) {
	for _, seats := range searchtest.Seatings {
		s, err := game.Parse(searchtest.StartCCN("star73", seats), game.Free)
		if err != nil {
			t.Fatal(err)
		}
		var h [game.MaxPlayers]int64
		eval.Heuristic(s, &h)
		for p := range s.Players {
			if want := int64(eval.S / s.Players); h[p] != want {
				t.Errorf("seats %s: h[%d] = %d, want %d", seats, p, h[p], want)
			}
		}
	}
}

func TestHeuristicMatchesRescan(t *testing.T) {
	for _, pos := range searchtest.Positions(1, 300, 200) {
		s := pos.State
		var h [game.MaxPlayers]int64
		eval.Heuristic(s, &h)
		if want := rescan(s); h != want {
			t.Fatalf("%s: heuristic %v, want %v", s, h, want)
		}
		for p := range s.Players {
			if v := eval.Value(s, p); v != h[p] {
				t.Fatalf("%s: Value(%d) = %d, want %d", s, p, v, h[p])
			}
		}
	}
}

func TestTerminal(t *testing.T) {
	// Player 0 (corner 0, goal corner 3) has filled the bottom corner; player 1 sits at the top.
	s, err := game.Parse("star73 03 1 1/11/111/........../........./......../......./......../........./........../000/00/0", game.Free)
	if err != nil {
		t.Fatal(err)
	}
	if s.Winner != 0 {
		t.Fatalf("winner %d, want 0", s.Winner)
	}
	var h [game.MaxPlayers]int64
	eval.Heuristic(s, &h)
	if h != [game.MaxPlayers]int64{eval.S} || eval.Value(s, 0) != eval.S || eval.Value(s, 1) != 0 {
		t.Errorf("terminal heuristic %v", h)
	}
}

// reference is the static ordering of docs/rules.md by a plain stable sort with the full comparison.
func reference(s *game.State, moves []game.Move) {
	slices.SortStableFunc(moves, func(a, b game.Move) int {
		if c := cmp.Compare(eval.Gain(s, b), eval.Gain(s, a)); c != 0 {
			return c
		}
		if c := cmp.Compare(s.Geo.BitCell[a.From], s.Geo.BitCell[b.From]); c != 0 {
			return c
		}
		return cmp.Compare(s.Geo.BitCell[a.To], s.Geo.BitCell[b.To])
	})
}

func TestOrder(t *testing.T) {
	var o eval.Orderer
	var buf [game.MaxMoves]game.Move
	for _, pos := range searchtest.Positions(2, 300, 150) {
		s := pos.State
		moves := s.Moves(buf[:0])
		want := slices.Clone(moves)
		reference(s, want)
		got := slices.Clone(moves)
		o.Order(s, got)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: Orderer.Order gives %v, want %v", s, got, want)
		}
		got = slices.Clone(moves)
		slices.Reverse(got)
		eval.Order(s, got)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: Order gives %v, want %v", s, got, want)
		}
		for _, k := range []int{1, 2, 5} {
			got = slices.Clone(moves)
			o.OrderFirst(s, got, k)
			if n := min(k, len(want)); !slices.Equal(got[:n], want[:n]) {
				t.Fatalf("%s: OrderFirst(%d) gives %v, want %v", s, k, got[:n], want[:n])
			}
		}
		for i := 1; i < len(want); i++ {
			if eval.Gain(s, want[i-1]) < eval.Gain(s, want[i]) {
				t.Fatalf("not by gain")
			}
		}
	}
}

func TestNoAllocs(t *testing.T) {
	s := searchtest.Positions(3, 1, 40)[0].State
	var o eval.Orderer
	var buf [game.MaxMoves]game.Move
	var h [game.MaxPlayers]int64
	a := testing.AllocsPerRun(100, func() {
		moves := s.Moves(buf[:0])
		o.Order(s, moves)
		eval.Order(s, moves)
		o.OrderFirst(s, moves, 1)
		eval.Heuristic(s, &h)
		_ = eval.Value(s, 1)
	})
	if a != 0 {
		t.Errorf("%v allocations, want 0", a)
	}
}
