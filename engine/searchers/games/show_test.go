package games_test

import (
	"fmt"
	"testing"

	"github.com/cctree/cctree/engine/searchers/games"
)

// TestState: State is the game package's own position, the very one the Position plays on, for
// every game of the registry.
func TestState(t *testing.T) {
	for _, name := range games.Names() {
		p, err := games.Start(name)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := games.State(p).(fmt.Stringer)
		if !ok {
			t.Fatalf("%s: State is a %T, not the game's position", name, games.State(p))
		}
		if err := p.Play(p.Moves()[0]); err != nil {
			t.Fatal(err)
		}
		if after := s.String(); after != p.String() {
			t.Errorf("%s: after a move State (%T) shows %q, the position is %q: not the same state", name, s, after, p.String())
		}
	}
}
