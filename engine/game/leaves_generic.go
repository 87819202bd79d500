//go:build !amd64 || purego

package game

import "github.com/cctree/cctree/engine/board"

// enterLeaves is enterLeavesGo where there is no assembly (or under the purego build tag).
func enterLeaves(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, lt *leafTable, risk *[128]board.Bitboard, fix *stepFix, inspect bool) (leaves, sum uint64) {
	return enterLeavesGo(s, from, dest, n, lt, risk, fix, inspect)
}

// enterKids is enterKidsGo where there is no assembly (or under the purego build tag).
func enterKids(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, lt *leafTable, risk *[128]board.Bitboard, kids *kidSet, inspect bool) (leaves, sum uint64) {
	return enterKidsGo(s, from, dest, n, lt, risk, kids, inspect)
}
