// Package ordered runs jobs on a fixed number of goroutines and hands their results on in job
// order: what lets sweeps and matches write the same file for any worker count, and stop at the
// first error. It is shared by package sweep (positions) and package match (games).
package ordered

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Run runs jobs 0..len(itemOf)-1 on workers goroutines, in order of index as workers free up,
// and calls emit(item) on the calling goroutine for items 0, 1, 2, ... in order, each as soon as
// every job of it (itemOf[k] == item; the jobs of an item are contiguous) and every item before
// it are done. do(w, k) runs job k on worker w (0 <= w < workers, so callers can keep per-worker
// state). The first error of do or emit cancels the rest and is returned; so is ctx's error.
func Run(ctx context.Context, workers int, itemOf []int, do func(w, k int) error, emit func(item int) error) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers == 1 {
		return serial(ctx, itemOf, do, emit)
	}
	items := 0
	if n := len(itemOf); n > 0 {
		items = itemOf[n-1] + 1
	}
	left := make([]atomic.Int64, items)
	done := make([]chan struct{}, items)
	for i := range done {
		done[i] = make(chan struct{})
	}
	for _, it := range itemOf {
		left[it].Add(1)
	}
	for i := range left {
		if left[i].Load() == 0 {
			close(done[i])
		}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next   atomic.Int64
		once   sync.Once
		runErr error
		wg     sync.WaitGroup
	)
	fail := func(err error) { once.Do(func() { runErr = err; cancel() }) }
	for w := range workers {
		wg.Go(func() {
			for ctx.Err() == nil {
				k := int(next.Add(1)) - 1
				if k >= len(itemOf) {
					return
				}
				if err := do(w, k); err != nil {
					fail(err)
					return
				}
				if left[itemOf[k]].Add(-1) == 0 {
					close(done[itemOf[k]])
				}
			}
		})
	}
	for it := 0; it < items && ctx.Err() == nil; it++ {
		select {
		case <-done[it]:
			if err := emit(it); err != nil {
				fail(err)
			}
		case <-ctx.Done():
		}
	}
	wg.Wait()
	if runErr == nil {
		runErr = ctx.Err()
	}
	return runErr
}

// serial is Run with one worker, on the calling goroutine: each job in turn and each item emitted
// as soon as its last job is done, so the calls are Run's in the order Run allows. Not on a
// goroutine of its own, whose stack a search grows from its first 8 KB by copying (each new stack
// fresh memory, a page fault a page: five in the first search of a depth-1 sweep, about 15 us of
// its 160 us on the 2-core development VM; reports/perf-log.md, 2026-12-03).
func serial(ctx context.Context, itemOf []int, do func(w, k int) error, emit func(item int) error) error {
	next := 0 // the next item to emit
	for k, it := range itemOf {
		if err := ctx.Err(); err != nil {
			return err
		}
		for ; next < it; next++ { // items without a job
			if err := emit(next); err != nil {
				return err
			}
		}
		if err := do(0, k); err != nil {
			return err
		}
		if k+1 == len(itemOf) || itemOf[k+1] != it {
			if err := ctx.Err(); err != nil {
				return err
			}
			if err := emit(it); err != nil {
				return err
			}
			next = it + 1
		}
	}
	return ctx.Err()
}
