package paranoid_test

import (
	"fmt"
	"testing"

	"github.com/cctree/cctree/engine/search/paranoid"
	"github.com/cctree/cctree/engine/search/searchtest"
)

func TestPrunedEqualsUnpruned(t *testing.T) { prunedEqualsUnpruned(t, false) }

// TestLongPrunedEqualsUnpruned is the long part of TestPrunedEqualsUnpruned (make test-long).
func TestLongPrunedEqualsUnpruned(t *testing.T) { prunedEqualsUnpruned(t, true) }

func prunedEqualsUnpruned(t *testing.T, long bool) {
	searchtest.PrunedSuite(t, paranoid.New(true), paranoid.New(false), long)
}

func TestNodeCountIsPerftSum(t *testing.T) {
	searchtest.PerftSuite(t, paranoid.New(false))
}

func TestConformance(t *testing.T) {
	searchtest.Conformance(t, paranoid.New(true))
	searchtest.Conformance(t, paranoid.New(false))
}

func TestTwoPlayerCutsOff(t *testing.T) {
	// Sanity: alpha-beta prunes something at depth 4 from the 4-player start.
	for _, seats := range []string{"03", "0134"} {
		t.Run(fmt.Sprint("seats=", seats), func(t *testing.T) {
			s := searchtest.RandomPlay(nil, "star73", seats, 0, 0)
			rp, ru := searchtest.SameAsUnpruned(t, paranoid.New(true), paranoid.New(false), s, 4)
			if rp.NC >= ru.NC || rp.Stats.Cutoffs == 0 {
				t.Errorf("pruned NC %d cutoffs %d, unpruned NC %d", rp.NC, rp.Stats.Cutoffs, ru.NC)
			}
		})
	}
}
