package ordered

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"
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
