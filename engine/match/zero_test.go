package match

import (
	"context"
	"testing"
)

// TestZeroConfig: the zero Config and a Config that skipped Validate neither panic nor hang:
// Plan is nil, Run and Play return Validate's error and play nothing.
func TestZeroConfig(t *testing.T) {
	noBudget := &Config{Board: "star73", Seats: "0134", Players: MustParseContestants("paranoid", "random"), Games: 2}
	for name, c := range map[string]*Config{"zero": {}, "no players": {Board: "star73", Seats: "0134"}, "no budget": noBudget} {
		if name != "no budget" {
			if p := c.Plan(); p != nil {
				t.Errorf("%s: Plan() = %d games, want nil", name, len(p))
			}
		}
		played := 0
		err := Run(context.Background(), c, c.Plan(), 1, func(*Result) error { played++; return nil })
		if err == nil || played != 0 {
			t.Errorf("%s: Run: err %v after %d games, want Validate's error and none played", name, err, played)
		}
		if _, err := Play(context.Background(), c, Game{}); err == nil {
			t.Errorf("%s: Play: no error", name)
		}
	}
}
