package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/claims"
	"github.com/cctree/cctree/experiments"
)

// TestRiskMatchesAgree holds the two declarations of the MP-Mix Risk experiment 1 runs to each
// other: the commands the rows' needs name (claims, registry_risk.go) and the runs the
// experiment match-risk plays and summarises (experiments.RiskExp1Commands; the experiments do
// not import the claims). Every run a row needs must be played by the experiment with the same
// command line (game, contestants, games, budget, design, file), and the experiment must play
// nothing no row needs.
func TestRiskMatchesAgree(t *testing.T) {
	var rows []string
	for _, c := range claims.Registry() {
		for _, n := range c.Needs {
			if strings.HasPrefix(n.File, "match-risk-") && !slices.Contains(rows, n.Run) {
				if !strings.HasSuffix(n.Run, " -out reports/data/"+n.File) {
					t.Errorf("%s: need of %s runs %q, which writes another file", c.ID, n.File, n.Run)
				}
				rows = append(rows, n.Run)
			}
		}
	}
	plays := experiments.RiskExp1Commands()
	if len(rows) == 0 || len(plays) == 0 {
		t.Fatalf("%d runs needed by the rows, %d played by match-risk: want both", len(rows), len(plays))
	}
	for _, r := range rows {
		if !slices.Contains(plays, r) {
			t.Errorf("a row needs %q; match-risk does not play it so (it plays %q)", r, plays)
		}
	}
	for _, p := range plays {
		if !slices.Contains(rows, p) {
			t.Errorf("match-risk plays %q; no row needs it", p)
		}
	}
}
