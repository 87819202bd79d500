package game

import (
	"testing"

	"cctree/engine/board"
)

func BenchmarkPerft7(b *testing.B) {
	s, _ := NewState(board.Star73, []int{0, 1, 3, 4}, Free)
	var pf Perfter
	for b.Loop() {
		pf.Perft(s, 7)
	}
}
func BenchmarkPerftFull6(b *testing.B) {
	s, _ := NewState(board.Star73, []int{0, 1, 3, 4}, Free)
	var pf Perfter
	for b.Loop() {
		pf.PerftFull(s, 6)
	}
}
