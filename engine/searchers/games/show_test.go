package games_test

import (
	"fmt"
	"testing"

	"github.com/cctree/cctree/engine/games/focus"
	"github.com/cctree/cctree/engine/games/tictactoe"
	"github.com/cctree/cctree/engine/games/virus"
	"github.com/cctree/cctree/engine/searchers/games"
)

// TestState: State is the game package's own position, the very one the Position plays on.
func TestState(t *testing.T) {
	for _, c := range []struct {
		spec, typ string
	}{{"virus", "*virus.State"}, {"focus(players=3)", "*focus.State"}, {"tictactoe", "*tictactoe.State"}} {
		p, err := games.Start(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		s := games.State(p)
		if got := fmt.Sprintf("%T", s); got != c.typ {
			t.Fatalf("%s: State is a %s, want %s", c.spec, got, c.typ)
		}
		if err := p.Play(p.Moves()[0]); err != nil {
			t.Fatal(err)
		}
		var after string
		switch s := s.(type) {
		case *virus.State:
			after = s.String()
		case *focus.State:
			after = s.String()
		case *tictactoe.State:
			after = s.String()
		}
		if after != p.String() {
			t.Errorf("%s: after a move State shows %q, the position is %q: not the same state", c.spec, after, p.String())
		}
	}
}
