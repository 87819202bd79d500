package games_test

import (
	"slices"
	"testing"
)

// TestPlayRefusesIllegal holds every game's ParseMove to what Play relies on (Def.ParseMove):
// on positions of every game of the registry, Play makes each legal move and refuses, with an
// error, each move string legal in a child position but not here, and "pass" where it is not
// legal.
func TestPlayRefusesIllegal(t *testing.T) {
	refused := 0
	for _, g := range gameSpecs(t) {
		for _, p := range positions(t, g, 4, seedOf(g)) {
			if p.Terminal() {
				continue
			}
			legal := p.Moves()
			var others []string
			for _, m := range legal[:min(len(legal), 3)] {
				q := p.Clone()
				if err := q.Play(m); err != nil {
					t.Fatalf("%s on %s: legal move %s refused: %v", g, p, m, err)
				}
				if !q.Terminal() {
					others = append(others, q.Moves()...)
				}
			}
			for _, m := range append(others, "pass") {
				if slices.Contains(legal, m) {
					continue
				}
				if err := p.Clone().Play(m); err == nil {
					t.Errorf("%s on %s: Play made %q, which is not among its legal moves %v", g, p, m, legal)
				}
				refused++
			}
		}
	}
	if refused < 100 {
		t.Errorf("only %d illegal moves tried: the test checks less than it says", refused)
	}
}
