package game

import (
	"math/rand/v2"
	"os"
	"testing"
)

// TestMeasureMixedWins measures how often random goal-seeking play ends, under docs/rules.md's win
// rule (spoil), in a "mixed" win: the winner's goal is full but holds an opponent's piece, a win
// Franks' rule (allhome) would not grant. Not run in CI:
//
//	CCTREE_MEASURE=1 go test ./engine/game/ -run TestMeasureMixedWins -v
//
// Two policies, each mover drawing independently per ply: "greedy", uniformly among the moves
// that lower its distance sum the most (the goal-seeking walk); and "mixed", greedy with a
// probability g drawn per game from [0.5, 0.95), else a uniformly random legal move (the test
// suites' playRandom). A game ends at a win or after 1000 plies (capped).
func TestMeasureMixedWins(t *testing.T) {
	if os.Getenv("CCTREE_MEASURE") == "" {
		t.Skip("a measurement; set CCTREE_MEASURE=1")
	}
	const games, maxPlies = 2000, 1000
	for _, ss := range []struct{ board, seats string }{
		{"triangle", "024"}, {"square:8", "0123"}, {"star73", "024"}, {"star73", "0134"},
	} {
		for _, policy := range []string{"greedy", "mixed"} {
			rng := rand.New(rand.NewPCG(2323, 6))
			var buf [MaxMoves]Move
			var best []Move
			won, mixed, capped, plies := 0, 0, 0, 0
			for range games {
				s := mustStart(t, ss.board, ss.seats, Free)
				greedy := 1.0
				if policy == "mixed" {
					greedy = 0.5 + 0.45*rng.Float64()
				}
				ply := 0
				for ; ply < maxPlies && s.Winner < 0; ply++ {
					ms := s.Moves(buf[:0])
					m := ms[rng.IntN(len(ms))]
					if rng.Float64() < greedy {
						best = greediest(s, ms, best[:0])
						m = best[rng.IntN(len(best))]
					}
					s.Make(m)
				}
				if s.Winner < 0 {
					capped++
					continue
				}
				won++
				plies += ply
				if w := s.Winner; !s.Pieces[w].AndNot(s.Goal[w]).IsZero() {
					mixed++
				}
			}
			t.Logf("%s %s %s: %d games, %d won (mean %.0f plies), %d capped; mixed wins %d = %.1f%% of the won games",
				ss.board, ss.seats, policy, games, won, float64(plies)/float64(max(won, 1)), capped, mixed, 100*float64(mixed)/float64(max(won, 1)))
		}
	}
}
