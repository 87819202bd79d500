//go:build !amd64 || purego

package game

import "cctree/engine/board"

// enterLeaves is enterLeavesGo where there is no assembly (or under the purego build tag).
func enterLeaves(s *State, p int, cells *[128]cellInfo, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, keyT uint64, nb *[128]board.Bitboard, fix *stepFix) (leaves, sum uint64) {
	return enterLeavesGo(s, p, cells, from, dest, n, keyT, nb, fix)
}
