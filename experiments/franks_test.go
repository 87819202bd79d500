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

// TestFranksFigureSeatings: every seating of every figure names one player type per seat, his
// wins one per seat summing to the games he played, and its configuration file plays those
// types on his board (two players: star73 seats 03, each type first once) at the figure's
// lookahead, so a typo in the table cannot play another matchup than the one compared.
func TestFranksFigureSeatings(t *testing.T) {
	twoPlayer := 0
	for _, f := range franksFigures {
		first := map[byte]int{}
		for i := range f.seatings {
			types, wins := f.seating(i)
			sum := 0
			for _, w := range wins {
				sum += w
			}
			if len(wins) != len(types) || sum != franksGames {
				t.Errorf("%s: %d wins for %d seats, summing to %d: want one per seat summing to %d", f.id(i), len(wins), len(types), sum, franksGames)
			}
			r, err := franks.Parse(f.id(i)+".cfg", strings.NewReader(f.config(i)))
			if err != nil {
				t.Fatalf("%s: %v", f.id(i), err)
			}
			if len(r.Players) != len(types) {
				t.Fatalf("%s: %d players, want %d", f.id(i), len(r.Players), len(types))
			}
			for x, p := range r.Players {
				if p.Type != franksTypes[types[x]] || p.Lookahead != f.lookahead() {
					t.Errorf("%s: player %d is %s at lookahead %d, want %s at %d", f.id(i), x, p.Type, p.Lookahead, franksTypes[types[x]], f.lookahead())
				}
			}
			if len(types) == 2 {
				first[types[0]]++
				if board, seats := r.Board(); board != "star73" || seats != "03" {
					t.Errorf("%s: board %s seats %s, want star73 03", f.id(i), board, seats)
				}
			}
		}
		if len(first) > 0 {
			twoPlayer++
			if len(first) != 2 || len(f.seatings) != 2 {
				t.Errorf("Fig. %d: first players %v: want each of the two types first once", f.fig, first)
			}
		}
	}
	if twoPlayer != 3 {
		t.Errorf("%d two-player figures, want Figs 4-6", twoPlayer)
	}
}
