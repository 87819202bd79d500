package game

import (
	"sync"
	"sync/atomic"
)

// PerftParallel is Perft, or PerftFull when full is set, shared by workers goroutines. The tree is
// split two plies below s into tasks that idle workers take in order; each worker has its own
// copy of s and its own Perfter. Leaves and the full perft's digest are sums over the tasks, so
// they are those of the serial functions whatever the schedule. s is not changed.
func PerftParallel(s *State, depth, workers int, full bool) (leaves, digest uint64) {
	var pf Perfter
	if workers < 2 || depth < 3 || s.Winner >= 0 {
		if full {
			return pf.PerftFull(s, depth), pf.Digest
		}
		return pf.Perft(s, depth), 0
	}
	type task struct{ m1, m2 Move }
	var tasks []task
	for _, m1 := range s.Moves(make([]Move, 0, MaxMoves)) {
		s.Make(m1)
		for _, m2 := range s.Moves(pf.buf[0][:0]) { // none if m1 won
			tasks = append(tasks, task{m1, m2})
		}
		s.Unmake(m1)
	}
	var next atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range min(workers, len(tasks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, pf := *s, new(Perfter)
			var n, dg uint64
			for {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) {
					break
				}
				t := tasks[i]
				w.Make(t.m1)
				w.Make(t.m2)
				if full {
					n += pf.PerftFull(&w, depth-2)
					dg += pf.Digest
				} else {
					n += pf.Perft(&w, depth-2)
				}
				w.Unmake(t.m2)
				w.Unmake(t.m1)
			}
			mu.Lock()
			leaves, digest = leaves+n, digest+dg
			mu.Unlock()
		}()
	}
	wg.Wait()
	return leaves, digest
}
