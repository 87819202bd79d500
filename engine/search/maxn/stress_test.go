package maxn_test

import (
	"os"
	"testing"

	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/searchtest"
)

// TestPrunedStress compares the three prunings with plain max^n on 570 more positions and deeper
// than the other tests (depths 3-5 for 2 to 4 players on star73; endgames with wins in reach). It
// takes about three minutes, so it runs only with CCTREE_STRESS=1:
//
//	CCTREE_STRESS=1 go test ./engine/search/maxn -run PrunedStress -v
func TestPrunedStress(t *testing.T) {
	if os.Getenv("CCTREE_STRESS") == "" {
		t.Skip("set CCTREE_STRESS=1 to run (about three minutes)")
	}
	plain := maxn.New(maxn.Options{})
	srs := []*maxn.Searcher{maxn.New(maxn.Options{Prune: maxn.Shallow}), maxn.New(maxn.Options{Prune: maxn.LastBranch}), maxn.New(maxn.Options{Prune: maxn.Speculative})}
	var pos []searchtest.Position
	pos = append(pos, searchtest.EndgamePositions(100, 150)...)
	pos = append(pos, searchtest.Positions(101, 300, 150)...)
	for _, seats := range []string{"024", "0134", "03"} {
		for _, s := range searchtest.Endgame(102, 30, "star73", seats) {
			pos = append(pos, searchtest.Position{Name: "eg73/" + seats, State: s})
		}
		for _, s := range searchtest.Midgame(103, 10, "star73", seats) {
			pos = append(pos, searchtest.Position{Name: "mid73/" + seats, State: s})
		}
	}
	for i, p := range pos {
		d := 2 + i%3
		if p.State.Players <= 4 && p.State.Geo.Name == "star73" {
			d = 3 + i%3
		}
		if p.State.Geo.Name == "star121" && d > 3 {
			d = 3
		}
		ru := searchtest.Search(t, plain, p.State, d)
		for _, sr := range srs {
			rp := searchtest.Search(t, sr, p.State, d)
			if rp.Value != ru.Value || rp.Move != ru.Move {
				t.Errorf("%s %s d%d %s: %s %s want %s %s", sr.Name(), p.Name, d, p.State, rp.Value, p.State.MoveString(rp.Move), ru.Value, p.State.MoveString(ru.Move))
			}
		}
	}
	t.Logf("%d positions; speculative re-expanded %d nodes", len(pos), srs[2].Reexpansions())
}
