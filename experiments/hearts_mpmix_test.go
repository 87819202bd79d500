package experiments

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
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
	runs, sampledRuns := heartsRuns()
	for _, set := range []struct {
		name string
		runs []matchRun
	}{{"match-hearts", runs}, {"match-hearts-sampled", sampledRuns}} {
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
	m := runs[slices.IndexFunc(runs, func(r matchRun) bool { return r.label == "exp3-par" })]
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

// TestHeartsFig2: the Fig. 2 page reads the runs in its data folder, leaves a run not played as
// a gap ("not played"), prints the lead the claims' rows compute from the same file, and with no
// run at all is an error, not an empty figure.
func TestHeartsFig2(t *testing.T) {
	folder, dir := t.TempDir(), t.TempDir()
	src := filepath.Join("..", "reports", "data", "match-hearts-exp1-par.jsonl")
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(folder, "match-hearts-exp1-par.jsonl"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	paths, err := heartsFig2(context.Background(), folder, dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != 3 {
		t.Errorf("paths %v, want fig2.md, fig2.txt and fig2.svg", paths)
	}
	md, err := os.ReadFile(filepath.Join(dir, "fig2.md"))
	if err != nil {
		t.Fatal(err)
	}
	l, games, err := seatLeadOf(src, "paranoid", map[string]int{"paranoid": 3, "maxn": 1})
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("| PAR | not played | | %+.1f [%+.1f, %+.1f] (best other: maxn) | %d | -11 |", 100*l.Value, 100*(l.Value-1.96*l.SE), 100*(l.Value+1.96*l.SE), games)
	if flat := strings.Join(strings.Fields(string(md)), " "); !strings.Contains(flat, strings.Join(strings.Fields(want), " ")) {
		t.Errorf("fig2.md lacks the row %q:\n%s", want, md)
	}
	if n := strings.Count(string(md), "not played"); n != 13 {
		t.Errorf("%d runs not played, want 13 (every run but one)", n)
	}
	if _, err := heartsFig2(context.Background(), t.TempDir(), t.TempDir()); err == nil || !strings.Contains(err.Error(), "no lead") {
		t.Errorf("no run at all: %v", err)
	}
}
