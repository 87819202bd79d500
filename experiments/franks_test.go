package experiments

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match/franks"
)

// TestFranksConfigsUseHisWinRule: every seating's configuration file of the reproduction plays
// under Franks' own win rule (all own pieces home), not docs/rules.md's, so a rerun computes his
// figures under his rule. (The records committed before the win rule was a choice carry rules
// "free": a rerun must start new records, since a records file of another rule set is refused.)
func TestFranksConfigsUseHisWinRule(t *testing.T) {
	n := 0
	for _, f := range franksFigures {
		for i := range f.seatings {
			path := filepath.Join("data", f.id(i)+".cfg")
			r, err := franks.Parse(path, strings.NewReader(f.config(i)))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			c, err := r.Config()
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if want := game.Free.WithWin(game.AllHome); c.Rules != want {
				t.Errorf("%s: rules %v, want %v", path, c.Rules, want)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no seatings")
	}
}
