package search

// SortAll makes k order every node's children statically, Picker.Rest off: the reference
// TestRestChangesNothing compares the kernel with.
func SortAll(k *AlphaBeta) { k.sortAll = true }

// Plain makes k make every child, Horizon off: the reference TestHorizonChangesNothing compares
// the kernel with.
func Plain(k *AlphaBeta) { k.plain = true }

// TTMutant switches on a deliberate error of the transposition table (tt.go: 1 uses entries of
// any depth and ply, 2 reads every bound as exact; 0 for none).
func TTMutant(m int) { ttMutant = m }
