//go:build !purego

package game

import "github.com/cctree/cctree/engine/board"

// enterLeaves is enterLeavesGo in assembly (leaves_amd64.s): the leaf loop of full perft, where
// Go's register allocator spilled and reloaded the loop's values on every leaf. Tests compare
// the two leaf by leaf.
//
//go:noescape
func enterLeaves(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, lt *leafTable, risk *[128]board.Bitboard, fix *stepFix, inspect bool) (leaves, sum uint64)

// enterKids is enterKidsGo in assembly (leaves_amd64.s): it makes each child and calls
// enterLeaves, saving full2With a Go loop and a call per child.
//
//go:noescape
func enterKids(s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, lt *leafTable, risk *[128]board.Bitboard, kids *kidSet, inspect bool) (leaves, sum uint64)
