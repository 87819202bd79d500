package generate

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/positions"
)

// TestRegenerate proves that the generators reproduce the embedded (committed) suites byte for
// byte, that two generations agree, and that every embedded suite has a generator and every
// generator a file.
func TestRegenerate(t *testing.T) {
	if got := slices.Sorted(slices.Values(Names())); !slices.Equal(got, positions.Names()) {
		t.Errorf("generators %v, embedded suites %v: each suite needs both", Names(), positions.Names())
	}
	for _, name := range Names() {
		got, err := Suite(name)
		if err != nil {
			t.Fatal(err)
		}
		want, err := positions.Raw(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: regenerated file differs from positions/suites/%s.txt; run `go run ./tools/cctree positions gen` and commit", name, name)
		}
		again, _ := Suite(name)
		if !bytes.Equal(got, again) {
			t.Errorf("%s: two generations differ", name)
		}
	}
}

func TestUnknown(t *testing.T) {
	if _, err := Suite("nosuch"); err == nil || !strings.Contains(err.Error(), "initial") {
		t.Errorf("Suite(nosuch) error %v, want one listing the generators", err)
	}
}
