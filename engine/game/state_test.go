package game

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cctree/cctree/engine/board"
)

// recomputedDist is the distance sum of player p computed from Geo.Dist, piece by piece.
func recomputedDist(s *State, p int) int {
	goal := s.Geo.GoalOf[s.Seats[p]]
	d := 0
	for bit := range 128 {
		if s.Pieces[p].Has(uint8(bit)) {
			d += int(s.Geo.Dist[goal][bit])
		}
	}
	return d
}

// checkDerived checks the incrementally kept fields of s against a recomputation from scratch:
// Occ and Dist piece by piece, Key (and again Dist) through a fresh State parsed from s's CCN.
func checkDerived(t testing.TB, s *State) {
	t.Helper()
	var occ = s.Pieces[0]
	for p := 1; p < s.Players; p++ {
		if !occ.And(s.Pieces[p]).IsZero() {
			t.Fatalf("%s: player %d shares cells with a lower player", s, p)
		}
		occ = occ.Or(s.Pieces[p])
	}
	if occ != s.Occ {
		t.Fatalf("%s: Occ %v, union of pieces %v", s, s.Occ, occ)
	}
	for p := range s.Players {
		if got, want := s.Dist[p], recomputedDist(s, p); got != want {
			t.Fatalf("%s: Dist[%d] = %d, recomputed from Geo.Dist %d", s, p, got, want)
		}
		if n := s.Pieces[p].Count(); n != s.Geo.Pieces {
			t.Fatalf("%s: player %d has %d pieces", s, p, n)
		}
	}
	fresh, err := Parse(s.String(), s.Rules)
	if err != nil {
		t.Fatalf("%s: reparse: %v", s, err)
	}
	if fresh.Key != s.Key {
		t.Fatalf("%s: Key %#x, recomputed %#x", s, s.Key, fresh.Key)
	}
	if fresh.Dist != s.Dist || fresh.Occ != s.Occ || fresh.Pieces != s.Pieces || fresh.Winner != s.Winner {
		t.Fatalf("%s: reparsed state differs: Dist %v/%v Winner %d/%d", s, s.Dist, fresh.Dist, s.Winner, fresh.Winner)
	}
}

// TestMakeUnmakeRestores makes and unmakes every legal move of positions from random play and
// compares the whole State (Key, Dist, Winner and the unexported fields included) with ==.
func TestMakeUnmakeRestores(t *testing.T) { makeUnmakeRestores(t, false) }

// TestLongMakeUnmakeRestores is the long part of TestMakeUnmakeRestores (make test-long): as many positions again and more, from other games.
func TestLongMakeUnmakeRestores(t *testing.T) { makeUnmakeRestores(t, true) }

func makeUnmakeRestores(t *testing.T, long bool) {
	positions := testPart(long, 300, 1500)
	for i, ss := range seatSets {
		for j, rules := range ruleSets {
			t.Run(fmt.Sprintf("board=%s/seats=%s/rules=%s", ss.board, ss.seats, rules), func(t *testing.T) {
				var buf [MaxMoves]Move
				made, wins := 0, 0
				playRandom(t, ss.board, ss.seats, rules, partSeed(long)+uint64(7000+100*i+j), positions, 1000, func(s *State) {
					before := *s
					checkDerived(t, s)
					ms := append([]Move(nil), s.Moves(buf[:0])...)
					for _, m := range ms {
						s.Make(m)
						made++
						if s.ToMove != (before.ToMove+1)%s.Players {
							t.Fatalf("%s: after %s ToMove = %d", before.String(), before.MoveString(m), s.ToMove)
						}
						if s.Key == before.Key {
							t.Fatalf("%s: %s left the key unchanged", before.String(), before.MoveString(m))
						}
						if s.Winner >= 0 {
							wins++
						}
						checkDerived(t, s)
						s.Unmake(m)
						if *s != before {
							t.Fatalf("%s: make/unmake %s changed the state to %s (key %#x -> %#x, dist %v -> %v, winner %d -> %d)",
								before.String(), before.MoveString(m), s.String(), before.Key, s.Key, before.Dist, s.Dist, before.Winner, s.Winner)
						}
					}
				})
				// Under allhome a 6-player game can outlast -short's positions.
				if wins == 0 && (rules.Win() == Spoil || long && !testing.Short()) {
					t.Errorf("no winning move was made and unmade (%d moves)", made)
				}
			})
		}
	}
}

// FuzzMakeUnmake plays a random game from a fuzz-chosen start (board, seats, rules, seed, length),
// checks Key and Dist against recomputations at every ply, then unmakes every move and checks each
// earlier State is restored bit for bit.
func FuzzMakeUnmake(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint8(0), uint16(40))
	f.Add(uint64(2), uint8(2), uint8(1), uint16(200))
	f.Add(uint64(3), uint8(5), uint8(2), uint16(400))
	f.Add(uint64(4), uint8(6), uint8(0), uint16(300))
	f.Add(uint64(5), uint8(9), uint8(2), uint16(500))
	f.Add(uint64(6), uint8(8), uint8(1), uint16(120))
	f.Fuzz(func(t *testing.T, seed uint64, set, rules uint8, plies uint16) {
		ss := seatSets[int(set)%len(seatSets)]
		s := mustStart(t, ss.board, ss.seats, ruleSets[int(rules)%len(ruleSets)])
		rng := rand.New(rand.NewPCG(seed, seed>>32|1))
		n := int(plies % 600)
		greedy := rng.Float64()
		var buf [MaxMoves]Move
		history := []State{*s}
		var moves []Move
		for range n {
			ms := s.Moves(buf[:0])
			if len(ms) == 0 {
				if s.Winner < 0 {
					t.Fatalf("%s: no moves and no winner", s)
				}
				break
			}
			m := ms[rng.IntN(len(ms))]
			if rng.Float64() < greedy {
				// Prefer a move that brings the piece closer to its goal.
				best := 1 << 30
				for _, c := range ms {
					if c.IsPass() {
						continue
					}
					if d := int(s.goalDist[s.ToMove][c.To]) - int(s.goalDist[s.ToMove][c.From]); d < best {
						best, m = d, c
					}
				}
			}
			s.Make(m)
			checkDerived(t, s)
			moves = append(moves, m)
			history = append(history, *s)
		}
		for i := len(moves) - 1; i >= 0; i-- {
			s.Unmake(moves[i])
			if *s != history[i] {
				t.Fatalf("unmake of ply %d (%s) gives %s, want %s", i, history[i].MoveString(moves[i]), s, history[i].String())
			}
		}
	})
}

// TestNoAllocs checks the package's guarantee that move generation, make/unmake and perft allocate
// nothing.
func TestNoAllocs(t *testing.T) {
	for _, ss := range seatSets {
		s := mustStart(t, ss.board, ss.seats, GoalLock)
		var buf [MaxMoves]Move
		pf := new(Perfter)
		if a := testing.AllocsPerRun(20, func() {
			for _, m := range s.Moves(buf[:0]) {
				s.Make(m)
				_ = s.CountMoves()
				s.Unmake(m)
			}
			_ = pf.Perft(s, 2)
			_ = pf.PerftFull(s, 2)
		}); a != 0 {
			t.Errorf("%s %s: %v allocations per run", ss.board, ss.seats, a)
		}
	}
}

// TestMaxMovesBound checks MaxMoves' comment: on every board, each piece has at most Dirs steps
// and one parity class of jump destinations (37 cells at most, on star121), so Pieces*(Dirs +
// largest class) moves fit in MaxMoves.
func TestMaxMovesBound(t *testing.T) {
	for _, g := range append([]*board.Geometry{board.Star73(), board.Star121(), board.Triangle()}, board.Squares()...) {
		class := 0
		for _, p := range g.Parity {
			class = max(class, p.Count())
		}
		if class > 37 || g.Pieces*(g.Dirs+class) > MaxMoves {
			t.Errorf("%s: %d pieces, %d directions, parity classes of up to %d cells: more than MaxMoves = %d moves", g.Name, g.Pieces, g.Dirs, class, MaxMoves)
		}
	}
}

// testPart returns how many cases a test part checks: fast of them in the fast part (make test;
// also under -short), and full-fast more in the long part (a test named TestLong..., make
// test-long), drawn from other seeds (partSeed), so both parts together check full.
func testPart(long bool, fast, full int) int {
	if long && !testing.Short() {
		return full - fast
	}
	return fast
}

// partSeed offsets the seeds of the long part's random games, so it plays other games than the
// fast part.
func partSeed(long bool) uint64 {
	if long {
		return 1 << 20
	}
	return 0
}
