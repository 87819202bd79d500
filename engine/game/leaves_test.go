package game

import (
	"fmt"
	"math/bits"
	"testing"

	"cctree/engine/board"
)

// TestEnterLeavesMakesEachLeaf checks the leaf loop of full perft, the assembly (where built) and
// the Go code, leaf by leaf. Cut off after its k-th leaf, for every k, it must have counted and
// digested the first k leaves and leave s holding exactly the k-th leaf as Make makes it, Winner
// excepted (it is taken back). The digest alone would not see a wrong Pieces or Occ word.
func TestEnterLeavesMakesEachLeaf(t *testing.T) {
	impls := []struct {
		name string
		f    func(*State, int, *[128]cellInfo, *[MaxPieces]uint8, *[MaxPieces]board.Bitboard, int, uint64) (uint64, uint64)
	}{{"enterLeaves", enterLeaves}, {"enterLeavesGo", enterLeavesGo}}
	positions := 1000
	if testing.Short() {
		positions = 200
	}
	for i, ss := range seatSets {
		t.Run(fmt.Sprintf("board=%s/seats=%s", ss.board, ss.seats), func(t *testing.T) {
			t.Parallel()
			var leaves, wins, hiLeaves int
			playRandom(t, ss.board, ss.seats, allRules[i%len(allRules)], uint64(5100+i), positions, 1000, func(s *State) {
				if s.Winner >= 0 {
					return
				}
				p := s.ToMove
				var from [MaxPieces]uint8
				var dest [MaxPieces]board.Bitboard
				n, _ := s.destinations(p, &from, &dest)
				type leaf struct {
					piece int
					to    uint8
				}
				var order []leaf // enterLeavesGo's order: pieces, then low word, then high word
				for i := range n {
					for w, word := range []uint64{dest[i].Lo, dest[i].Hi} {
						for ; word != 0; word &= word - 1 {
							order = append(order, leaf{i, uint8(64*w + bits.TrailingZeros64(word))})
						}
					}
				}
				var cut [MaxPieces]board.Bitboard
				var digest uint64
				for k, l := range order {
					want := *s
					want.Make(Move{From: from[l.piece], To: l.to})
					digest += want.LeafDigest()
					cut[l.piece] = cut[l.piece].Or(board.Bit(l.to))
					leaves++
					if want.Winner >= 0 {
						wins++
					}
					if l.to >= 64 {
						hiLeaves++
					}
					for _, impl := range impls {
						got := *s
						got.ToMove = want.ToMove
						count, sum := impl.f(&got, p, &got.cells[p], &from, &cut, n, s.Key^s.turnKey[p])
						if count != uint64(k+1) || sum != digest {
							t.Fatalf("%s, %s cut after leaf %d (%s): %d leaves, digest %#x; want %d, %#x",
								s, impl.name, k+1, s.MoveString(Move{From: from[l.piece], To: l.to}), count, sum, k+1, digest)
						}
						if got.Winner != -1 {
							t.Fatalf("%s, %s: Winner %d not taken back", s, impl.name, got.Winner)
						}
						if got.Winner = want.Winner; got != want {
							t.Fatalf("%s, %s cut after leaf %d (%s): the State is not the leaf Make makes", s,
								impl.name, k+1, s.MoveString(Move{From: from[l.piece], To: l.to}))
						}
					}
				}
			})
			if wins == 0 || hiLeaves == 0 {
				t.Errorf("%d leaves, of them %d won and %d in the high word: want some of each", leaves, wins, hiLeaves)
			}
		})
	}
}
