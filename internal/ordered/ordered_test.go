package ordered

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"fmt"
)

// TestOrder: items are emitted in order, each once, whatever the workers and the jobs' speeds.
func TestOrder(t *testing.T) {
	itemOf := []int{0, 0, 1, 2, 2, 2, 3, 4, 4}
	for _, workers := range []int{1, 2, 5} {
		var got []int
		do := func(_, k int) error {
			time.Sleep(time.Duration(len(itemOf)-k) * time.Millisecond) // later jobs finish first
			return nil
		}
		if err := Run(context.Background(), workers, itemOf, do, func(it int) error { got = append(got, it); return nil }); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, []int{0, 1, 2, 3, 4}) {
			t.Errorf("workers %d: emitted %v", workers, got)
		}
	}
}

// TestError: the first error stops the run, is returned, and no item after it is emitted.
func TestError(t *testing.T) {
	bad := errors.New("job 3 failed")
	var got []int
	err := Run(context.Background(), 2, []int{0, 1, 2, 3, 4, 5}, func(_, k int) error {
		if k == 3 {
			return bad
		}
		return nil
	}, func(it int) error { got = append(got, it); return nil })
	if !errors.Is(err, bad) || slices.Contains(got, 3) {
		t.Errorf("err %v, emitted %v", err, got)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Run(ctx, 2, []int{0, 1}, func(_, _ int) error { return nil }, func(int) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// TestSerial: with one worker the jobs run in order and each item is emitted right after its last
// job (items without a job in their place), and the first error stops the run.
func TestSerial(t *testing.T) {
	var calls []string
	do := func(w, k int) error {
		if w != 0 {
			t.Errorf("worker %d", w)
		}
		calls = append(calls, fmt.Sprint("do", k))
		return nil
	}
	emit := func(it int) error { calls = append(calls, fmt.Sprint("emit", it)); return nil }
	if err := Run(context.Background(), 1, []int{0, 0, 2, 3, 3}, do, emit); err != nil {
		t.Fatal(err)
	}
	want := []string{"do0", "do1", "emit0", "emit1", "do2", "emit2", "do3", "do4", "emit3"}
	if !slices.Equal(calls, want) {
		t.Errorf("calls %v, want %v", calls, want)
	}
	bad := errors.New("emit 1 failed")
	calls = nil
	err := Run(context.Background(), 1, []int{0, 1, 2}, do, func(it int) error {
		if it == 1 {
			return bad
		}
		return emit(it)
	})
	if !errors.Is(err, bad) || !slices.Equal(calls, []string{"do0", "emit0", "do1"}) {
		t.Errorf("err %v, calls %v", err, calls)
	}
	ctx, cancel := context.WithCancel(context.Background())
	calls = nil
	err = Run(ctx, 1, []int{0, 1, 2}, func(w, k int) error { cancel(); return do(w, k) }, emit)
	if !errors.Is(err, context.Canceled) || !slices.Equal(calls, []string{"do0"}) {
		t.Errorf("cancelled: err %v, calls %v", err, calls)
	}
}
