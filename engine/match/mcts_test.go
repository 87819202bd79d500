package match

import (
	"context"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/match/record"
)

// TestMCTSBudgets: iters=N is a budget (it round-trips), a depth is no budget of mcts and
// iterations are a budget of nothing else (each refused naming the field and the fix); a match
// of mcts under iterations and under nodes against alpha-beta is the same games when played
// again, and every game replays.
func TestMCTSBudgets(t *testing.T) {
	b, err := ParseBudget("iters=500")
	if err != nil || b.Iters != 500 || b.String() != "iters=500" {
		t.Fatalf("iters=500: %+v %v", b, err)
	}
	for _, tc := range []struct {
		players []string
		budget  Budget
		want    string
	}{
		{[]string{"mcts", "paranoid"}, Budget{Depth: 2}, "mcts has no depth"},
		{[]string{"mcts@depth=2", "paranoid"}, Budget{Nodes: 100}, "mcts has no depth"},
		{[]string{"mcts", "paranoid"}, Budget{Iters: 100}, "iters=N is a budget of Monte Carlo tree search (mcts) only"},
	} {
		c := &Config{Board: "star73", Seats: "024", Players: MustParseContestants(tc.players...), Budget: tc.budget, Games: 1, Cap: 10}
		if err := c.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v under %v: %v, want an error with %q", tc.players, tc.budget, err, tc.want)
		}
	}
	for _, players := range [][]string{{"mcts@iters=40", "paranoid@depth=1"}, {"mcts(policy=brs)", "brs+"}} {
		c := &Config{Board: "star73", Seats: "03", Players: MustParseContestants(players...), Budget: Budget{Nodes: 400}, Games: 2, Cap: 30, Seed: 5}
		if err := c.Validate(); err != nil {
			t.Fatal(err)
		}
		var first [][]string
		for run := range 2 {
			var recs []*record.Record
			err := Run(context.Background(), c, c.Plan(), 2, func(r *Result) error {
				recs = append(recs, NewRecord(c, r, "test"))
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range recs {
				if err := Replay(r); err != nil {
					t.Fatalf("%v: game %d does not replay: %v", players, i, err)
				}
				if run == 0 {
					first = append(first, r.Moves)
				} else if strings.Join(first[i], " ") != strings.Join(r.Moves, " ") {
					t.Fatalf("%v: game %d differs when played again", players, i)
				}
			}
		}
	}
}
