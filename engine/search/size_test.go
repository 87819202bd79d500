package search

import (
	"testing"
	"unsafe"
)

// TestKernelSize keeps the size AlphaBeta's doc comment (and paranoid.Searcher's) gives true: about
// 734 KB on 64-bit platforms, of which the move buffers are 256 KB (gamekit.MaxMoves, 2,048 since
// Blokus; a Chinese Checkers search touches only the first hundred or so of each ply's row) and
// the destination sets 458 KB.
// A change of the kernel's buffers that moves it by more than 2% must update those comments and
// this test.
func TestKernelSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("the documented sizes are those of 64-bit platforms")
	}
	var k AlphaBeta
	for _, c := range []struct {
		what      string
		got, want uintptr
	}{
		{"AlphaBeta", unsafe.Sizeof(k), 734_000},
		{"its move buffers", unsafe.Sizeof(k.moves), 256 * 1024},
		{"its pickers with their destination sets", unsafe.Sizeof(k.src), 470_000},
	} {
		if d := float64(c.got)/float64(c.want) - 1; d < -0.02 || d > 0.02 {
			t.Errorf("%s is %d B, the comments say about %d B: update them (AlphaBeta, paranoid.Searcher) and this test", c.what, c.got, c.want)
		}
	}
}
