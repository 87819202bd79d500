package eval_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// franksPositions are seeded positions on every board, 3 to 6 players, early to late
// (searchtest.FranksBoards), plus a won one.
func franksPositions(t *testing.T) []*game.State {
	return append(searchtest.FranksBoards(), wonPosition(t))
}

// goalCorner is the goal of a player seated on corner c, by docs/boards.md and docs/rules.md: the
// opposite corner on the star and square boards, the next corner counter-clockwise on the
// triangle (corners 0, 2, 4 clockwise from the top).
func goalCorner(g *board.Geometry, c int) int {
	switch {
	case g.Name == "triangle":
		return map[int]int{0: 4, 4: 2, 2: 0}[c]
	case strings.HasPrefix(g.Name, "square"):
		return (c + 2) % 4
	}
	return (c + 3) % 6
}

// wonPosition is the 2-player star73 start with the armies swapped: each player fills its own
// goal, so player 0 (first in turn order) has won.
func wonPosition(t *testing.T) *game.State {
	ccn := searchtest.StartCCN("star73", "03")
	f := strings.Split(ccn, " ")
	f[3] = strings.NewReplacer("0", "1", "1", "0").Replace(f[3])
	s, err := game.Parse(strings.Join(f, " "), game.Free)
	if err != nil || s.Winner != 0 {
		t.Fatalf("swapped start %q: winner %v, err %v", strings.Join(f, " "), s, err)
	}
	return s
}

// hopsByCoords counts p's forward single hops from cube coordinates alone (no Step/Jump tables).
func hopsByCoords(s *game.State, p int) int {
	g := s.Geo
	at := map[[3]int8]uint8{}
	for _, b := range g.CellBit {
		at[g.Coord[b]] = b
	}
	apex := g.Apex[goalCorner(g, int(s.Seats[p]))]
	dirs := board.Directions[:]
	if strings.HasPrefix(g.Name, "square") {
		dirs = board.SquareDirections[:]
	}
	n := 0
	for b := s.Pieces[p]; !b.IsZero(); {
		f := b.PopLowest()
		c := g.Coord[f]
		for _, d := range dirs {
			over, ok1 := at[[3]int8{c[0] + int8(d[0]), c[1] + int8(d[1]), c[2] + int8(d[2])}]
			land, ok2 := at[[3]int8{c[0] + 2*int8(d[0]), c[1] + 2*int8(d[1]), c[2] + 2*int8(d[2])}]
			if ok1 && ok2 && s.Occ.Has(over) && !s.Occ.Has(land) && g.Distance(land, apex) < g.Distance(f, apex) {
				n++
			}
		}
	}
	return n
}

// TestFranks checks each heuristic against its definition (eval.Eval's doc), computed here from
// the board: progress from cube distances, hops from coordinates, the win bonus, the floor at 0.
func TestFranks(t *testing.T) {
	sawHop, sawFloor, sawPositive := false, false, false
	for _, s := range franksPositions(t) {
		g := s.Geo
		for _, ply := range []int{0, 3} {
			var f1 [game.MaxPlayers]int64
			for p := range s.Players {
				apex := g.Apex[goalCorner(g, int(s.Seats[p]))]
				d := 0
				for b := s.Pieces[p]; !b.IsZero(); {
					d += g.Distance(b.PopLowest(), apex)
				}
				f1[p] = int64(g.Pieces*g.MaxDist - d)
				if s.Winner == p {
					f1[p] = eval.Win - int64(ply)
				}
			}
			for p := range s.Players {
				best := int64(0)
				for q := range s.Players {
					if q != p {
						best = max(best, f1[q])
					}
				}
				hops := 0
				if s.Winner < 0 {
					hops = hopsByCoords(s, p)
				}
				want := map[eval.Eval]int64{eval.Franks1: f1[p], eval.Franks2: max(0, f1[p]-best), eval.Franks3: f1[p] + int64(hops)}
				for e, w := range want {
					var h [game.MaxPlayers]int64
					e.Vector(s, ply, &h)
					if got := e.Of(s, p, ply); got != w || h[p] != w {
						t.Fatalf("%s of player %d at ply %d on %s: Of %d, Vector %d, want %d", e, p, ply, s, got, h[p], w)
					}
				}
				sawHop = sawHop || hops > 0
				sawFloor = sawFloor || f1[p] < best
				sawPositive = sawPositive || f1[p] > best
			}
		}
	}
	if !sawHop || !sawFloor || !sawPositive {
		t.Errorf("the positions do not exercise every case: forward hop %v, franks2 floored %v, franks2 positive %v", sawHop, sawFloor, sawPositive)
	}
}

// TestDefaultEval checks that Default is the package's heuristic: Vector = Heuristic, Of = Value
// or Terminal, whatever the ply.
func TestDefaultEval(t *testing.T) {
	for _, s := range franksPositions(t) {
		var h, want [game.MaxPlayers]int64
		eval.Default.Vector(s, 5, &h)
		eval.Heuristic(s, &want)
		if h != want {
			t.Fatalf("Default.Vector %v, Heuristic %v on %s", h, want, s)
		}
		for p := range s.Players {
			w := eval.Value(s, p)
			if s.Winner >= 0 {
				w = eval.Terminal(s, p)
			}
			if got := eval.Default.Of(s, p, 5); got != w {
				t.Fatalf("Default.Of(%d) = %d, want %d on %s", p, got, w, s)
			}
		}
	}
}

func TestParseEval(t *testing.T) {
	for _, e := range []eval.Eval{eval.Default, eval.Franks1, eval.Franks2, eval.Franks3} {
		if got, err := eval.ParseEval(e.String()); got != e || err != nil {
			t.Errorf("ParseEval(%q) = %v, %v", e, got, err)
		}
	}
	if _, err := eval.ParseEval("franks4"); err == nil || !strings.Contains(err.Error(), "franks3") {
		t.Errorf("ParseEval(franks4): %v, want an error listing the evaluations", err)
	}
}

// TestBest checks Orderer.Best against its definition: every child scored for the mover, a
// stable sort by score over the static ordering, the first x kept.
func TestBest(t *testing.T) {
	var o eval.Orderer
	rng := rand.New(rand.NewPCG(3, 4))
	cut := false
	for _, s := range franksPositions(t) {
		if s.Terminal() {
			continue
		}
		for _, e := range []eval.Eval{eval.Default, eval.Franks1, eval.Franks2, eval.Franks3} {
			x := 1 + rng.IntN(8)
			moves := s.Moves(nil)
			want := slices.Clone(moves)
			eval.Order(s, want)
			score := map[game.Move]int64{}
			for _, m := range want {
				c := *s
				c.Make(m)
				score[m] = e.Of(&c, s.ToMove, 2)
			}
			slices.SortStableFunc(want, func(a, b game.Move) int { return int(score[b] - score[a]) })
			want = want[:min(x, len(want))]
			key := s.Key
			got := o.Best(s, moves, e, 1, x)
			if !slices.Equal(got, want) || s.Key != key {
				t.Fatalf("Best(%s, x=%d) on %s = %v, want %v", e, x, s, got, want)
			}
			cut = cut || len(moves) > x
		}
	}
	if !cut {
		t.Error("no position had more moves than x")
	}
}

// wonBy0 returns positions in which player 0 has just won, from seeded endgames with three
// players (so the others still have pieces on the way, and hops).
func wonBy0(t *testing.T) []*game.State {
	var out []*game.State
	for seed := uint64(1); len(out) < 6 && seed < 300; seed++ {
		for _, s := range searchtest.Endgame(seed, 1, "star73", "024") {
			for _, m := range s.Moves(nil) {
				c := *s
				c.Make(m)
				if c.Winner == 0 {
					out = append(out, &c)
					break
				}
			}
		}
	}
	if len(out) == 0 {
		t.Fatal("no endgame reaches a win by player 0")
	}
	return out
}

// TestWonPositions: Terminal gives the winner S, everybody else 0; Franks' heuristics give the winner
// Win - ply and add no hops to anybody at a won position, even where hops are available.
func TestWonPositions(t *testing.T) {
	hops := false
	for _, s := range wonBy0(t) {
		for p := range s.Players {
			want := int64(0)
			if p == 0 {
				want = eval.S
			}
			if got := eval.Terminal(s, p); got != want {
				t.Fatalf("Terminal(%d) = %d, want %d on %s", p, got, want, s)
			}
			f1, f3 := eval.Franks1.Of(s, p, 4), eval.Franks3.Of(s, p, 4)
			var h [game.MaxPlayers]int64
			eval.Franks3.Vector(s, 4, &h)
			if f3 != f1 || h[p] != f1 || p == 0 && f1 != eval.Win-4 {
				t.Fatalf("player %d on won %s: franks1 %d, franks3 Of %d, Vector %d", p, s, f1, f3, h[p])
			}
			hops = hops || eval.ForwardHops(s, p) > 0
		}
	}
	if !hops {
		t.Error("no won position with a forward hop available: the test cannot see hops added at a won position")
	}
}

// TestOrderPairsAndPrefixes compares the three orderings with a reference stable sort by (gain
// descending, from, to) on every pair of a position's moves (lists of two, the shortest that is
// sorted) and on whole lists, and OrderFirst's first k (k = 1 to n+1) with Order's.
func TestOrderPairsAndPrefixes(t *testing.T) {
	var o eval.Orderer
	ref := func(s *game.State, ms []game.Move) []game.Move {
		out := slices.Clone(ms)
		slices.SortStableFunc(out, func(a, b game.Move) int {
			if ga, gb := eval.Gain(s, a), eval.Gain(s, b); ga != gb {
				return gb - ga
			}
			if a.From != b.From {
				return int(a.From) - int(b.From)
			}
			return int(a.To) - int(b.To)
		})
		return out
	}
	for _, s := range franksPositions(t)[:30] {
		if s.Terminal() {
			continue
		}
		moves := s.Moves(nil)
		lists := [][]game.Move{moves}
		for i := 0; i+1 < len(moves) && i < 12; i++ {
			for j := i + 1; j < len(moves) && j < 12; j++ {
				lists = append(lists, []game.Move{moves[i], moves[j]})
			}
		}
		for _, l := range lists {
			want := ref(s, l)
			a, b := slices.Clone(l), slices.Clone(l)
			o.Order(s, a)
			eval.Order(s, b)
			if !slices.Equal(a, want) || !slices.Equal(b, want) {
				t.Fatalf("on %s: Orderer.Order %v, Order %v, want %v", s, a, b, want)
			}
			for k := 1; k <= len(l)+1; k++ {
				c := slices.Clone(l)
				o.OrderFirst(s, c, k)
				if n := min(k, len(l)); !slices.Equal(c[:n], want[:n]) {
					t.Fatalf("OrderFirst k=%d on %s: %v, want %v", k, s, c[:n], want[:n])
				}
			}
			if len(l) == 2 {
				c := slices.Clone(l)
				got := o.Best(s, c, eval.Franks3, 0, 1)
				s0, s1 := *s, *s
				s0.Make(want[0])
				s1.Make(want[1])
				v0, v1 := eval.Franks3.Of(&s0, s.ToMove, 1), eval.Franks3.Of(&s1, s.ToMove, 1)
				best := want[0]
				if v1 > v0 {
					best = want[1]
				}
				if got[0] != best {
					t.Fatalf("Best of two on %s: %v, want %v (scores %d, %d)", s, got[0], best, v0, v1)
				}
			}
		}
	}
}

// TestOrderFranks: Orderer.Order is the static ordering of docs/rules.md (reference) on Franks'
// positions of every board and rule set (package pick's tests build the picker on it).
func TestOrderFranks(t *testing.T) {
	var o eval.Orderer
	for _, p := range franksPositions(t) {
		for _, r := range []game.Rules{game.Free, game.NoStop, game.GoalLock} {
			s := *p
			s.SetRules(r)
			if s.Terminal() {
				continue
			}
			ordered := s.Moves(nil)
			ref := slices.Clone(ordered)
			reference(&s, ref)
			o.Order(&s, ordered)
			if !slices.Equal(ordered, ref) {
				t.Fatalf("%s: Orderer.Order gives %v, the reference %v", &s, ordered, ref)
			}
		}
	}
}
