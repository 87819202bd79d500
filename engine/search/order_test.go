package search_test

import (
	"testing"

	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/searchers"
)

// TestOppOrder: every ordering of the opponents' moves keeps BRS exact against its unpruned twin
// (same value and move, never more nodes), allocates nothing per node, and the orderings really
// differ: on the mid positions each gives NC different from the static ordering's.
func TestOppOrder(t *testing.T) { oppOrder(t, false) }

// TestLongOppOrder is the long part of TestOppOrder (make test-long).
func TestLongOppOrder(t *testing.T) { oppOrder(t, true) }

func oppOrder(t *testing.T, long bool) {
	for _, o := range []string{"none", "random", "history"} {
		spec := "brs(threat=mtf,order=" + o + ")"
		t.Run(o, func(t *testing.T) {
			pruned, unpruned := mustNew(t, spec), mustNew(t, "brs(threat=mtf,order="+o+",noprune)")
			switch {
			case o == "history": // the fast part checks one ordering; the long part the rest of it and the others
				searchtest.PrunedSuite(t, pruned, unpruned, long)
			case long && !testing.Short():
				searchtest.PrunedSuite(t, pruned, unpruned, false)
				searchtest.PrunedSuite(t, pruned, unpruned, true)
			}
			if long {
				return
			}
			searchtest.Conformance(t, mustNew(t, spec))
			var static, other int64
			for _, s := range searchtest.Midgame(41, 6, "star73", "0134") {
				static += searchtest.Search(t, mustNew(t, "brs(threat=mtf)"), s, 4).NC
				other += searchtest.Search(t, mustNew(t, spec), s, 4).NC
			}
			if static == other {
				t.Errorf("%s: NC %d, the same as static ordering's", spec, other)
			}
			t.Logf("%s: NC %d on 6 mid positions at depth 4, static ordering %d", spec, other, static)
		})
	}
	if _, err := searchers.New("brs(order=best)"); err == nil && !long {
		t.Error("brs(order=best) accepted")
	}
}
