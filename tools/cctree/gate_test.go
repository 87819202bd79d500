package main

import (
	"bytes"
	"os"
	"testing"
)

// TestBaselineCanonical: the committed baseline is byte for byte what cctree gate -update writes
// for its counts (the header, then the canonical benchmark format), so make baseline on an
// unchanged tree leaves git diff empty and a changed count is a one-line diff.
func TestBaselineCanonical(t *testing.T) {
	data, err := os.ReadFile("../../bench/testdata/baseline.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte(gateHeader)) {
		t.Fatal("the baseline does not start with gate -update's header: run make baseline")
	}
	body := data[len(gateHeader):]
	canon, err := canonical(body)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(canon, body) {
		t.Error("the baseline is not in gate -update's canonical form: run make baseline and commit it")
	}
	// Two runs' blocks (perft, then search) become one.
	two := []byte("Unit nodes/op assume=exact\npkg: p\n\nBenchmarkA 1 3 nodes/op\nUnit nodes/op assume=exact\npkg: p\n\nBenchmarkB 1 4 nodes/op\n")
	got, err := canonical(two)
	if err != nil || bytes.Count(got, []byte("pkg: p")) != 1 || bytes.Count(got, []byte("Unit ")) != 1 {
		t.Errorf("canonical of two blocks: %v\n%s", err, got)
	}
}
