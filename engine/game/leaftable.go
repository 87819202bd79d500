package game

import (
	"sync"

	"github.com/cctree/cctree/engine/board"
)

// leafTable is what the leaf loop of full perft (enterLeaves) reads by cell, for one board and
// seats: the goal cells a move from a cell could fill last (risk), and per player a piece's key
// and goal distance in arrays of 8-byte words, so that the loop indexes them by the bit itself.
type leafTable struct {
	risk    [128]board.Bitboard
	goals   board.Bitboard // every goal cell: every cell risk holds
	players [MaxPlayers]leafPlayer
}

// leafPlayer is one player's part of a leafTable: its Zobrist key and its goal distance by bit.
type leafPlayer struct {
	key  [128]uint64
	dist [128]int
	risk [128]board.Bitboard // risk restricted to the player's own goal
}

// risk[f] is every cell of a goal corner but those of the goal holding f (if any). A move from f
// can win only by entering a goal, and not the goal f is in: the cell it leaves there is empty.
// So a piece whose destinations miss risk[f] needs no goal test at its leaves. While no other
// player has a piece in its own goal, only the mover's goal can be won (a win needs one of the
// goal owner's pieces in it), and players[p].risk, the part of risk in p's goal, serves.

// leafTables caches a leafTable per cellTable (board and seats). It is process-wide on purpose,
// unlike the registries a caller should own: a leafTable is derived from the geometry alone,
// built once and never changed, so every State of every caller may share it and none can see
// another's state through it.
var leafTables sync.Map // *cellTable -> *leafTable

// leafTableOf returns the leafTable of s's board and seats.
func leafTableOf(s *State) *leafTable {
	if t, ok := leafTables.Load(s.cells); ok {
		return t.(*leafTable)
	}
	t := new(leafTable)
	// The cells whose goalAt is q are exactly s.Goal[q]'s, so risk[f] is every goal cell less
	// those of the goal holding f, built per player's goal rather than per cell pair: PerftFull
	// builds the table on its first call (not NewState), and the 128x128 loop this replaces was
	// 2% of a depth-5 full perft's instructions.
	for q := range s.Players {
		t.goals = t.goals.Or(s.Goal[q])
	}
	for f := range 128 {
		r := int(s.goalAt[f])
		t.risk[f] = t.goals
		if r >= 0 {
			t.risk[f] = t.goals.AndNot(s.Goal[r])
		}
		for q := range s.Players {
			if q != r {
				t.players[q].risk[f] = s.Goal[q]
			}
		}
	}
	for p := range t.players {
		for b := range 128 {
			t.players[p].key[b] = s.cells[p][b].key
			t.players[p].dist[b] = int(s.cells[p][b].dist)
		}
	}
	v, _ := leafTables.LoadOrStore(s.cells, t)
	return v.(*leafTable)
}
