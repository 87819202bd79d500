package mpmix_test

import (
	"testing"

	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/engine/search/paranoid"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// TestMPMixNopruneWhenParanoid is the case TestMPMixNoprune cannot fail on with td=inf,to=inf
// (both twins run plain max^n, the same tree): with td=0 and to=inf MP-Mix runs Paranoid whenever
// the root player leads or ties for the lead, so there the pruned searcher runs alpha-beta and the
// twin paranoid(noprune). On every such position they must agree on strategy, value and move, the
// pruned one must visit exactly Paranoid's nodes and the twin exactly paranoid(noprune)'s; and on
// some of them pruning must save nodes, or the test has not exercised the difference.
func TestMPMixNopruneWhenParanoid(t *testing.T) {
	pruned, twin := mpmix.NewMPMix(0, mpmix.Never, true), mpmix.NewMPMix(0, mpmix.Never, false)
	par, parTwin := paranoid.New(true), paranoid.New(false)
	var nParanoid, saved int
	for i, pos := range searchtest.Positions(34, 60, 120) {
		s, d := pos.State, 2+i%2
		rp, ru := searchtest.SameAsUnpruned(t, pruned, twin, s, d)
		if rp.Strategy != ru.Strategy {
			t.Fatalf("%s: strategies %q and %q", pos.Name, rp.Strategy, ru.Strategy)
		}
		switch rp.Strategy {
		case "paranoid":
			nParanoid++
			if want := searchtest.Search(t, par, s, d); rp.NC != want.NC || rp.Value != want.Value || rp.Move != want.Move {
				t.Errorf("%s depth %d: mpmix NC %d value %s, paranoid NC %d value %s", pos.Name, d, rp.NC, rp.Value, want.NC, want.Value)
			}
			if want := searchtest.Search(t, parTwin, s, d); ru.NC != want.NC {
				t.Errorf("%s depth %d: mpmix(noprune) NC %d, paranoid(noprune) NC %d", pos.Name, d, ru.NC, want.NC)
			}
			if rp.NC < ru.NC {
				saved++
			}
		case "maxn":
			if rp.NC != ru.NC {
				t.Errorf("%s depth %d: both twins run max^n but NC %d and %d", pos.Name, d, rp.NC, ru.NC)
			}
		default:
			t.Errorf("%s: strategy %q with to=inf", pos.Name, rp.Strategy)
		}
	}
	t.Logf("paranoid on %d positions, fewer nodes than the twin on %d", nParanoid, saved)
	if saved == 0 {
		t.Errorf("pruning saved nothing on any of the %d positions where MP-Mix ran Paranoid", nParanoid)
	}
}
