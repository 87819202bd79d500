package game

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cctree/cctree/engine/board"
)

// perftTable is docs/rules.md's perft tables: board, rules, seats, counts from depth 1.
var perftTable = []struct {
	board  string
	rules  Rules
	seats  string
	counts []uint64
}{
	{"star73", Free, "03", []uint64{10, 100, 1800, 32400, 632520, 12348196}},
	{"star73", Free, "024", []uint64{10, 100, 1000, 18000, 324120, 5838480}},
	{"star73", Free, "0134", []uint64{10, 103, 1030, 10609, 188696, 3408403}},
	{"star73", Free, "01245", []uint64{10, 103, 1065, 10650, 113285}},
	{"star73", Free, "02345", []uint64{10, 100, 1030, 10650, 113285}},
	{"star73", Free, "012345", []uint64{10, 103, 1065, 11009, 113800, 1214704}},
	{"star73", NoStop, "03", []uint64{10, 100, 1720, 29584, 545240, 10048900}},
	{"star73", NoStop, "024", []uint64{10, 100, 1000, 17200, 295930, 5093092}},
	{"star73", NoStop, "0134", []uint64{10, 101, 1010, 10201, 175639, 3029121}},
	{"star73", NoStop, "012345", []uint64{10, 101, 1020, 10301, 104030, 1060902}},
	{"star121", Free, "03", []uint64{14, 196, 4760, 115600, 3188520}},
	{"star121", Free, "024", []uint64{14, 196, 2744, 66640, 1618400}},
	{"star121", Free, "0134", []uint64{14, 199, 2786, 39601, 958384}},
	{"star121", Free, "012345", []uint64{14, 199, 2828, 40189, 571130}},
	{"star121", NoStop, "03", []uint64{14, 196, 4648, 110224, 2947496}},
	{"star121", NoStop, "024", []uint64{14, 196, 2744, 65072, 1543136}},
	{"star121", NoStop, "0134", []uint64{14, 197, 2758, 38809, 922945}},
	{"star121", NoStop, "012345", []uint64{14, 197, 2772, 39005, 548842}},
}

// shortDepth is how deep -short goes: the depth 5 on star73, 4 on star121.
func shortDepth(b string) int {
	if b == "star73" {
		return 5
	}
	return 4
}

func TestPerftTables(t *testing.T) {
	var pf Perfter
	for _, tc := range perftTable {
		// goallock equals free from every start position to depth 6 (docs/rules.md).
		rulesets := []Rules{tc.rules}
		if tc.rules == Free {
			rulesets = append(rulesets, GoalLock)
		}
		for _, rules := range rulesets {
			for d, want := range tc.counts {
				depth := d + 1
				t.Run(fmt.Sprintf("board=%s/rules=%s/seats=%s/depth=%d", tc.board, rules, tc.seats, depth), func(t *testing.T) {
					if testing.Short() && depth > shortDepth(tc.board) {
						t.Skip("deep row; run without -short")
					}
					seats, err := ParseSeats(tc.seats)
					if err != nil {
						t.Fatal(err)
					}
					s, err := NewState(board.ByName(tc.board), seats, rules)
					if err != nil {
						t.Fatal(err)
					}
					before := *s
					if got := pf.Perft(s, depth); got != want {
						t.Errorf("perft = %d, want %d", got, want)
					}
					if *s != before {
						t.Errorf("perft changed the state")
					}
					if depth <= 4 {
						if got := pf.PerftFull(s, depth); got != want {
							t.Errorf("full perft = %d, want %d", got, want)
						}
					}
				})
			}
		}
	}
}

// TestPerftBulkMatchesFull compares bulk perft (with perft2's incremental child counts) against
// PerftFull, which makes every move, on positions from seeded random play on both boards, every
// seat set and all rule sets, midgame and late game included.
func TestPerftBulkMatchesFull(t *testing.T) {
	var pf Perfter
	rng := rand.New(rand.NewPCG(7, 11))
	var buf [MaxMoves]Move
	for _, tc := range perftTable {
		if tc.rules != Free {
			continue
		}
		for _, rules := range ruleSets {
			seats, _ := ParseSeats(tc.seats)
			s, _ := NewState(board.ByName(tc.board), seats, rules)
			games := 0
			for ply := 0; games < 3; ply++ {
				if s.Terminal() || ply > 400 {
					s, _ = NewState(board.ByName(tc.board), seats, rules)
					games++
					ply = 0
					continue
				}
				if ply%37 == 5 {
					depth := 2 + ply%2
					if got, want := pf.Perft(s, depth), pf.PerftFull(s, depth); got != want {
						t.Fatalf("%s rules=%s depth %d: bulk %d, full %d", s, rules, depth, got, want)
					}
				}
				// Prefer moves that advance a piece, so games reach their late phase.
				ms := s.Moves(buf[:0])
				best := ms[rng.IntN(len(ms))]
				if rng.IntN(4) > 0 {
					for _, m := range ms {
						if !m.IsPass() && s.goalDist[s.ToMove][m.To] < s.goalDist[s.ToMove][best.To] {
							best = m
						}
					}
				}
				s.Make(best)
			}
		}
	}
}

// TestPerft7WinRule pins star73 4-player perft 7. A generator without the win rule (the former
// C++ anchor; tools/baseline's ccperft with nowin) counts 60,645,500; under docs/rules.md 30 positions
// at ply 6 are already won (a player completes a goal that an opponent's home pieces fill, with
// one piece of its own), so they count 0 at depth 7. Adding back the moves those 30 positions
// would have without the win rule must give that number exactly.
// The numbers of TestPerft7WinRule, which docs/rules.md prints (TestDocCounts holds the page to them).
const (
	perft7        = 60644972 // star73 0134 free, depth 7
	perft7Won     = 30       // positions at ply 6 already won
	perft7NoWinAt = 60645500 // the same without the win rule
)

func TestPerft7WinRule(t *testing.T) {
	if testing.Short() {
		t.Skip("depth 7; run without -short")
	}
	s, _ := NewState(board.Star73(), []int{0, 1, 3, 4}, Free)
	var pf Perfter
	got := pf.Perft(s, 7)
	if got != perft7 {
		t.Fatalf("perft 7 = %d, want %d", got, perft7)
	}
	var bufs [8][MaxMoves]Move
	terminals, without := 0, uint64(0)
	var walk func(d int)
	walk = func(d int) {
		if s.Terminal() {
			if d == 1 {
				terminals++
				w := s.Winner
				s.Winner = -1 // count the moves as if nobody had won
				without += uint64(s.CountMoves())
				s.Winner = w
			}
			return
		}
		if d == 1 {
			return
		}
		for _, m := range s.Moves(bufs[d][:0]) {
			s.Make(m)
			walk(d - 1)
			s.Unmake(m)
		}
	}
	walk(7)
	if terminals != perft7Won || got+without != perft7NoWinAt {
		t.Errorf("%d terminal positions at ply 6 adding %d moves: %d + %d != %d (the anchor's count)", terminals, without, got, without, perft7NoWinAt)
	}
}

// fullReference is PerftFull written plainly: Moves, Make and Unmake at every node, and the
// digest of every leaf read from the State that Make left.
func fullReference(s *State, depth int, digest *uint64) uint64 {
	if depth == 0 {
		*digest += s.LeafDigest()
		return 1
	}
	var n uint64
	for _, m := range s.Moves(make([]Move, 0, MaxMoves)) {
		s.Make(m)
		n += fullReference(s, depth-1, digest)
		s.Unmake(m)
	}
	return n
}

// TestPerftFullEntersLeaves checks that PerftFull makes every leaf exactly as Make does (same
// count, same digest of every leaf's key, distance sum and winner) and restores the position bit
// for bit, on positions from seeded random play: every seat set, both boards, all rule sets,
// late game, wins and passes included.
func TestPerftFullEntersLeaves(t *testing.T) { perftFullEntersLeaves(t, false) }

// TestLongPerftFullEntersLeaves is the long part of TestPerftFullEntersLeaves (make test-long): the other positions, from other games.
func TestLongPerftFullEntersLeaves(t *testing.T) { perftFullEntersLeaves(t, true) }

func perftFullEntersLeaves(t *testing.T, long bool) {
	positions := testPart(long, 400, 2000)
	for i, ss := range seatSets {
		for j, rules := range ruleSets {
			t.Run(fmt.Sprintf("board=%s/seats=%s/rules=%s", ss.board, ss.seats, rules), func(t *testing.T) {
				t.Parallel()
				var pf Perfter
				n, wins := 0, 0
				playRandom(t, ss.board, ss.seats, rules, partSeed(long)+uint64(9000+10*i+j), positions, 1000, func(s *State) {
					n++
					depth := 1 + n%2
					if n%20 == 0 {
						depth = 3
					}
					before := *s
					var want uint64
					count := fullReference(s, depth, &want)
					if got := pf.PerftFull(s, depth); got != count || pf.Digest != want {
						t.Fatalf("%s depth %d: PerftFull %d leaves, digest %#x; reference %d, %#x", s, depth, got, pf.Digest, count, want)
					}
					if *s != before {
						t.Fatalf("%s: PerftFull(%d) did not restore the position", s, depth)
					}
					if s.Winner >= 0 {
						wins++
					}
				})
				if wins == 0 && (rules.Win() == Spoil || long && !testing.Short()) { // an allhome game can outlast -short's positions
					t.Errorf("no won position among %d", n)
				}
			})
		}
	}
}

// TestPerftParallel checks that the parallel perft counts, and digests, exactly what the serial
// one does, on both boards, with wins and passes in the trees.
func TestPerftParallel(t *testing.T) {
	for i, ss := range seatSets {
		n := 0
		playRandom(t, ss.board, ss.seats, Free, uint64(7000+i), 40, 1000, func(s *State) {
			n++
			if n%10 != 1 {
				return
			}
			var pf Perfter
			for _, full := range []bool{false, true} {
				want, wantDigest := pf.Perft(s, 3), uint64(0)
				if full {
					want, wantDigest = pf.PerftFull(s, 3), pf.Digest
				}
				before := *s
				if got, digest := PerftParallel(s, 3, 3, full); got != want || digest != wantDigest {
					t.Fatalf("%s full=%v: parallel %d leaves, digest %#x; serial %d, %#x", s, full, got, digest, want, wantDigest)
				}
				if *s != before {
					t.Fatalf("%s: PerftParallel changed the position", s)
				}
			}
		})
	}
}

// TestPerftFullPasses checks full perft where the player at the leaves has no move and passes,
// which random play hardly reaches: the 4-player position whose player 2 is walled in its home
// by the others' pieces on every cell one or two steps from it along a line, with player 1
// (depth 2) or player 0 (depth 3) to move. Many of the children keep the wall.
func TestPerftFullPasses(t *testing.T) {
	g := board.ByName("star73")
	seats := []int{0, 1, 3, 4}
	var wall board.Bitboard
	for x := g.Corner[3]; !x.IsZero(); {
		wall = wall.Or(g.Near[x.PopLowest()])
	}
	wall = wall.AndNot(g.Corner[3])
	var pieces [MaxPlayers]board.Bitboard
	pieces[2] = g.Corner[3]
	others := []int{0, 1, 3}
	var spare []board.Bitboard // the others' home cells left for their remaining pieces
	for _, o := range others {
		spare = append(spare, g.Corner[seats[o]])
	}
	k := 0
	for w := wall; !w.IsZero(); k++ {
		o := k % len(others)
		pieces[others[o]] = pieces[others[o]].Or(board.Bit(w.PopLowest()))
		spare[o].PopLowest() // one home cell fewer to fill
	}
	for o, p := range others {
		for pieces[p].Count() < 6 {
			pieces[p] = pieces[p].Or(board.Bit(spare[o].PopLowest()))
		}
	}
	for _, rules := range []Rules{Free, NoStop} {
		for depth, toMove := range map[int]int{2: 1, 3: 0} {
			s := newState(g, seats, toMove, pieces, rules)
			passes := 0
			for _, m := range s.Moves(make([]Move, 0, MaxMoves)) {
				s.Make(m)
				if depth == 2 && s.Moves(make([]Move, 0, MaxMoves))[0].IsPass() {
					passes++
				}
				s.Unmake(m)
			}
			if depth == 2 && passes == 0 {
				t.Fatalf("%s: player 2 never passes", s)
			}
			var pf Perfter
			var want uint64
			before := *s
			if got, count := pf.PerftFull(s, depth), fullReference(s, depth, &want); got != count || pf.Digest != want {
				t.Fatalf("%s depth %d: PerftFull %d leaves, digest %#x; reference %d, %#x", s, depth, got, pf.Digest, count, want)
			}
			if *s != before {
				t.Fatalf("%s: PerftFull(%d) did not restore the position", s, depth)
			}
		}
	}
}
