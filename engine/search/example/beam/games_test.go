package beam_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/games/focus"
	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/games/spades"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/games/virus"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/example/beam"
)

// TestEveryGame runs the one source on the other games (SearcherOf with gamekit.Plies, as the
// games registry instantiates a family): on positions of seeded random play, beam and its
// unpruned twin find the same move and value at depths 1 to 3, the pruned one never with more
// nodes, and the position is restored.
func TestEveryGame(t *testing.T) {
	ttt, _ := tictactoe.New(3, 4)
	vir, _ := virus.New(4, virus.DefaultOptions())
	foc, _ := focus.New(3, focus.DefaultOptions())
	hea, _ := hearts.New(4, hearts.DefaultOptions())
	spa, _ := spades.New(4, spades.DefaultOptions())
	onGame(t, ttt, (*tictactoe.State).Clone)
	onGame(t, vir, (*virus.State).Clone)
	onGame(t, foc, (*focus.State).Clone)
	onGame(t, hea, (*hearts.State).Clone)
	onGame(t, spa, (*spades.State).Clone)
}

func onGame[S gamekit.Evaluated[M], M comparable](t *testing.T, start S, clone func(S) S) {
	t.Helper()
	pruned := beam.NewOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M]](3, true)
	twin := beam.NewOf[S, M, *gamekit.Ply[S, M], gamekit.Plies[S, M]](3, false)
	rng := rand.New(rand.NewPCG(7, 11))
	var buf [gamekit.MaxMoves]M
	for range 12 {
		s := clone(start)
		for k := rng.IntN(12); k > 0 && !s.Terminal(); k-- {
			moves := s.Moves(buf[:0])
			s.Make(moves[rng.IntN(len(moves))])
		}
		before := s.String()
		for d := 1; d <= 3; d++ {
			a := pruned.Search(context.Background(), s, search.Limits{Depth: d})
			b := twin.Search(context.Background(), s, search.Limits{Depth: d})
			if s.String() != before {
				t.Fatalf("%s left as %s", before, s)
			}
			if a.Move != b.Move || a.Value != b.Value || a.NC > b.NC {
				t.Fatalf("%s depth %d: beam %s %v NC %d, twin %s %v NC %d", before, d, s.MoveString(a.Move), a.Value, a.NC, s.MoveString(b.Move), b.Value, b.NC)
			}
		}
	}
}
