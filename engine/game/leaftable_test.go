package game

import "testing"

// TestLeafTableDefinition holds leafTableOf, built per goal, to its definition cell by cell: risk[f]
// is every cell of a player's goal but those of the goal holding f, players[q].risk[f] its part
// in q's goal, goals every goal cell. On every board and seat set of the tests.
func TestLeafTableDefinition(t *testing.T) {
	for _, ss := range append(seatSets, franksSeatSets...) {
		s := mustStart(t, ss.board, ss.seats, Free)
		lt := leafTableOf(s)
		var want leafTable
		for f := range 128 {
			for c := range 128 {
				if q := s.goalAt[c]; q >= 0 && q != s.goalAt[f] {
					want.risk[f].Lo, want.risk[f].Hi = want.risk[f].Lo|bitLo(c), want.risk[f].Hi|bitHi(c)
					want.goals.Lo, want.goals.Hi = want.goals.Lo|bitLo(c), want.goals.Hi|bitHi(c)
					r := &want.players[q].risk[f]
					r.Lo, r.Hi = r.Lo|bitLo(c), r.Hi|bitHi(c)
				}
			}
		}
		if lt.goals != want.goals {
			t.Errorf("%s %s: goals %v, want %v", ss.board, ss.seats, lt.goals, want.goals)
		}
		for f := range 128 {
			if lt.risk[f] != want.risk[f] {
				t.Errorf("%s %s: risk[%d] %v, want %v", ss.board, ss.seats, f, lt.risk[f], want.risk[f])
			}
			for q := range MaxPlayers {
				if lt.players[q].risk[f] != want.players[q].risk[f] {
					t.Errorf("%s %s: players[%d].risk[%d] %v, want %v", ss.board, ss.seats, q, f, lt.players[q].risk[f], want.players[q].risk[f])
				}
			}
		}
	}
}

// bitLo and bitHi are cell c's bit in a Bitboard's two words, written out here so that the
// reference does not share board.Bit with the code under test.
func bitLo(c int) uint64 {
	if c < 64 {
		return 1 << c
	}
	return 0
}

func bitHi(c int) uint64 {
	if c >= 64 {
		return 1 << (c - 64)
	}
	return 0
}
