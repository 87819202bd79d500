package experiments

import (
	"path/filepath"
	"testing"

	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// TestHeartsRunsMatchData: every Hearts run's match (game, contestants, budget, design, plan) is
// the one that made its committed results file, so `make reports` resumes the file (plays only the
// games it lacks) instead of refusing it, and the printed command is the one that made it. Every
// record of the file is checked, and a file of another match (a changed threshold, budget or
// design) fails, naming the field.
func TestHeartsRunsMatchData(t *testing.T) {
	for _, set := range []struct {
		name string
		runs []matchRun
	}{{"match-hearts", heartsRuns}, {"match-hearts-sampled", heartsSampledRuns}} {
		for _, m := range set.runs {
			c, err := m.config()
			if err != nil {
				t.Fatalf("%s %s: %v", set.name, m.label, err)
			}
			path := filepath.Join("..", "reports", "data", set.name+"-"+m.label+".jsonl")
			recs, err := record.ReadFile(path)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if len(recs) == 0 {
				t.Fatalf("%s: no games", path)
			}
			want := match.MatchRecord(c, "")
			for _, r := range recs {
				if f := match.SameMatch(want, r); f != "" {
					t.Fatalf("%s: game %d: the run's %s differs from the file's", path, r.Game, f)
				}
			}
		}
	}
	// The check can fail: another threshold is another match.
	m := heartsRuns[len(heartsRuns)-1]
	m.players = "'sampled(algo=mpmix(td=21,to=inf),samples=10) sampled(algo=maxn,samples=10)'"
	c, err := m.config()
	if err != nil {
		t.Fatal(err)
	}
	recs, err := record.ReadFile(filepath.Join("..", "reports", "data", "match-hearts-"+m.label+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if f := match.SameMatch(match.MatchRecord(c, ""), recs[0]); f != "contestants" {
		t.Errorf("another contestant: differing field %q, want contestants", f)
	}
}
