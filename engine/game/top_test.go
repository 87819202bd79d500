package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cctree/cctree/engine/board"
)

// sortedTop is the reference for TopMoves: the whole move list sorted by gain (key[from] -
// key[to]) largest first, ties by (from, to), cut to k.
func sortedTop(s *State, key *[128]uint8, k int) []Move {
	ms := s.Moves(nil)
	if len(ms) == 1 && ms[0].IsPass() {
		return ms
	}
	gain := func(m Move) int { return int(key[m.From]) - int(key[m.To]) }
	slices.SortStableFunc(ms, func(a, b Move) int { return gain(b) - gain(a) }) // Moves is in (from, to) order
	return ms[:min(k, len(ms))]
}

func goalKey(s *State) *[128]uint8 { return &s.Geo.Dist[s.Geo.GoalOf[s.Seats[s.ToMove]]] }

// TestTopMoves checks TopMoves against the sorted move list on every board and rule set, with
// caches that see what a search shows them: the children of one position in turn (siblings: the
// incremental path), the positions of a game in turn (another mover each time: a refill), and a
// fresh cache.
func TestTopMoves(t *testing.T) {
	cases := []struct{ board, seats string }{
		{"star73", "0134"}, {"star73", "024"}, {"star121", "03"}, {"star121", "012345"},
		{"triangle", "024"}, {"square:8", "0123"}, {"square:6", "02"},
	}
	ks := []int{1, 2, 5, MaxMoves}
	positions := 120
	if testing.Short() {
		positions = 30
	}
	var incremental, checked, parents, refills int
	for _, tc := range cases {
		for _, rules := range []Rules{Free, NoStop, GoalLock} {
			var game, sibling TopCache
			var buf [MaxMoves]Move
			check := func(s *State, c *TopCache) {
				key := goalKey(s)
				for _, k := range ks {
					got := s.TopMoves(key, k, c, buf[:0])
					if want := sortedTop(s, key, k); !slices.Equal(got, want) && !(s.Winner >= 0 && len(got) == 0) {
						t.Fatalf("%s %s: TopMoves(k=%d) of %s = %v, want %v", tc.board, rules, k, s, got, want)
					}
					var fresh TopCache
					if got2 := s.TopMoves(key, k, &fresh, buf[:0]); !slices.Equal(got2, got) {
						t.Fatalf("%s: a fresh cache gives %v, the used one %v", s, got2, got)
					}
				}
				checked++
			}
			playRandom(t, tc.board, tc.seats, rules, 17, positions, 300, func(s *State) {
				check(s, &game)
				if s.Winner >= 0 {
					return
				}
				parents++
				for i, m := range s.Moves(nil) {
					if i == 24 {
						break
					}
					s.Make(m)
					if sibling.geo == s.Geo && sibling.own == s.Pieces[s.ToMove] && sibling.occ != s.Occ {
						incremental++ // the cache is kept and refreshed in part
					}
					check(s, &sibling)
					s.Unmake(m)
				}
			})
			refills += sibling.refills
		}
	}
	if incremental < checked/3 {
		t.Fatalf("only %d of %d checks went through the incremental path", incremental, checked)
	}
	// The children of one position share their mover's pieces: at most the first of them starts
	// the sibling cache afresh, the others refresh it in part.
	if refills > parents {
		t.Fatalf("the sibling caches started afresh %d times for %d parents", refills, parents)
	}
	t.Logf("%d checks, %d incremental; the sibling caches started afresh %d times for %d parents", checked, incremental, refills, parents)
}

// TestTopMovesRefill shows a cache positions that differ from the one it holds in one thing
// only: the rules, the key, or the mover's pieces (the mover has moved and the others passed).
// Each must give the sorted list, through a refill.
func TestTopMovesRefill(t *testing.T) {
	var buf [MaxMoves]Move
	variants := 0
	playRandom(t, "star73", "0134", Free, 29, 40, 300, func(s *State) {
		if s.Winner >= 0 {
			return
		}
		key := goalKey(s)
		other := &s.Geo.Dist[(s.Geo.GoalOf[s.Seats[s.ToMove]]+1)%6] // the distance to another apex
		prime := func() *TopCache {
			c := new(TopCache)
			s.TopMoves(key, 5, c, buf[:0])
			return c
		}
		check := func(what string, v *State, key *[128]uint8, c *TopCache) {
			variants++
			before := c.refills
			for _, k := range []int{1, 5} {
				if got, want := v.TopMoves(key, k, c, buf[:0]), sortedTop(v, key, k); !slices.Equal(got, want) {
					t.Fatalf("%s, %s: TopMoves(k=%d) = %v, want %v", s, what, k, got, want)
				}
			}
			if c.refills != before+1 {
				t.Fatalf("%s, %s: %d refills, want 1", s, what, c.refills-before)
			}
		}
		for _, r := range []Rules{NoStop, GoalLock} {
			v := *s
			v.SetRules(r)
			check("rules "+r.String(), &v, key, prime())
		}
		check("another key", s, other, prime())
		c := prime()
		v := *s
		for _, m := range v.Moves(nil) {
			if !m.IsPass() {
				v.Make(m)
				break
			}
		}
		for v.Winner < 0 && v.ToMove != s.ToMove {
			v.Make(Pass)
		}
		if v.Winner < 0 {
			check("the mover moved", &v, key, c)
		}
	})
	if variants < 100 {
		t.Fatalf("only %d variants checked", variants)
	}
}

// TestTopMovesPass: a mover without a move gets the pass, from a fresh cache and a kept one.
func TestTopMovesPass(t *testing.T) {
	for _, rules := range allRules {
		s := mustParse(t, noMoveCCN, rules)
		var c TopCache
		var buf [MaxMoves]Move
		for _, k := range []int{1, 2, 5, MaxMoves} {
			for range 2 {
				if got := s.TopMoves(goalKey(s), k, &c, buf[:0]); !slices.Equal(got, []Move{Pass}) {
					t.Fatalf("rules=%s: TopMoves(k=%d) = %v, want [Pass]", rules, k, got)
				}
			}
		}
	}
}

// TestTopCacheFloor checks the floor against a sort: the k-th largest best gain, noGain with
// fewer than k pieces.
func TestTopCacheFloor(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 5000 {
		var c TopCache
		c.n = rng.IntN(MaxPieces + 1)
		for i := range c.n {
			if rng.IntN(5) == 0 {
				c.gain[i] = noGain
			} else {
				c.gain[i] = rng.IntN(2*maxKey+1) - maxKey
			}
		}
		sorted := slices.Clone(c.gain[:c.n])
		slices.Sort(sorted)
		slices.Reverse(sorted)
		for k := 2; k <= MaxPieces; k++ {
			want := noGain
			if k <= c.n {
				want = sorted[k-1]
			}
			if got := c.floor(k); got != want {
				t.Fatalf("gains %v: floor(%d) = %d, want %d", c.gain[:c.n], k, got, want)
			}
		}
	}
}

func TestTopMovesNoAllocs(t *testing.T) {
	s := mustStart(t, "star73", "0134", Free)
	var c TopCache
	var buf [MaxMoves]Move
	key := goalKey(s)
	if n := testing.AllocsPerRun(100, func() { s.TopMoves(key, 5, &c, buf[:0]) }); n != 0 {
		t.Fatalf("TopMoves allocates %v times", n)
	}
}

// TestTopCacheBest checks the bisection against a scan, for every single cell of every board and
// goal (so every key 0-16, star121's 16 included) and for random sets.
func TestTopCacheBest(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, name := range []string{"star73", "star121", "triangle", "square:8"} {
		s := mustStart(t, name, map[string]string{"star73": "03", "star121": "03", "triangle": "024", "square:8": "02"}[name], Free)
		for p := range s.Players {
			s.ToMove = p
			var c TopCache
			key := goalKey(s)
			s.refresh(key, &c)
			check := func(m board.Bitboard) {
				want, wantTo := noGain, uint8(0)
				for x := m; !x.IsZero(); {
					b := x.PopLowest()
					if g := 20 - int(key[b]); g > want {
						want, wantTo = g, b
					}
				}
				if g, to := c.best(m, 20); g != want || to != wantTo {
					t.Fatalf("%s player %d: best of %v = %d at %d, want %d at %d", name, p, m, g, to, want, wantTo)
				}
			}
			var all board.Bitboard
			for m := s.Geo.Mask; !m.IsZero(); {
				b := m.PopLowest()
				check(board.Bit(b))
				all = all.Or(board.Bit(b))
			}
			for range 200 {
				check(board.Bitboard{Lo: rng.Uint64(), Hi: rng.Uint64()}.And(all))
			}
		}
	}
}

// BenchmarkTopMoves times TopMoves as BRS+ and OPPS call it: for each position of a few random
// 4-player star73 games and each move of its mover, the next player's first k moves with one
// cache for all (siblings differ in two cells, cousins in four). ns/call is per TopMoves call,
// with its Make and Unmake and an eighth of the parent's Moves; k=1/fresh starts from an empty
// cache on every call, and moves-only does everything but the TopMoves call.
func BenchmarkTopMoves(b *testing.B) {
	var states []*State
	playRandom(b, "star73", "0134", Free, 9, 240, 80, func(s *State) {
		if s.Winner < 0 && len(states) < 200 {
			c := *s
			states = append(states, &c)
		}
	})
	var buf, list [MaxMoves]Move
	for _, tc := range []struct {
		k     int
		fresh bool
	}{{1, false}, {5, false}, {1, true}, {0, false}} {
		name := fmt.Sprintf("k=%d", tc.k)
		if tc.fresh {
			name += "/fresh"
		}
		if tc.k == 0 {
			name = "moves-only"
		}
		b.Run(name, func(b *testing.B) {
			var c TopCache
			calls := 0
			for b.Loop() {
				for _, s := range states[40:] {
					ms := s.Moves(list[:0])
					for _, m := range ms[:min(8, len(ms))] {
						s.Make(m)
						if tc.fresh {
							c = TopCache{}
						}
						if tc.k > 0 {
							s.TopMoves(goalKey(s), tc.k, &c, buf[:0])
						}
						s.Unmake(m)
						calls++
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(calls), "ns/call")
		})
	}
}
