package gametest

import (
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
)

// Notation is the body of a game's notation fuzz test (FuzzParse): text that parse refuses
// gets a one-line error; text it reads is written back by String as a position that reads back
// equal (same notation, same Hash), and every legal move's MoveString reads back as that move.
func Notation[S interface {
	gamekit.State[M]
	ParseMove(string) (M, error)
}, M comparable](t *testing.T, text string, parse func(string) (S, error)) {
	t.Helper()
	s, err := parse(text)
	if err != nil {
		if strings.Contains(err.Error(), "\n") {
			t.Fatalf("Parse(%q): error on more than one line: %q", text, err)
		}
		return
	}
	back, err := parse(s.String())
	if err != nil || back.String() != s.String() || back.Hash() != s.Hash() {
		t.Fatalf("%q: read as %s, read back as %v, %v", text, s, back, err)
	}
	for _, m := range s.Moves(make([]M, 0, gamekit.MaxMoves)) {
		if got, err := s.ParseMove(s.MoveString(m)); err != nil || got != m {
			t.Fatalf("%s: move %s read back as %v, %v", s, s.MoveString(m), got, err)
		}
	}
}
