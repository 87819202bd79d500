package tictactoe_test

import (
	_ "embed"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
	"github.com/cctree/cctree/engine/games/tictactoe"
)

var _ gamekit.Evaluated[tictactoe.Move] = (*tictactoe.State)(nil)

// naive lists the empty cells from the notation alone: an independent reading of the rules.
func naive(s *tictactoe.State) []tictactoe.Move {
	if s.Terminal() {
		return nil
	}
	cells := strings.Fields(s.String())[4]
	var out []tictactoe.Move
	for i, c := range cells {
		if c == '.' {
			out = append(out, tictactoe.Move(i+1))
		}
	}
	return out
}

func starts(t *testing.T) []*tictactoe.State {
	var out []*tictactoe.State
	for _, c := range [][2]int{{2, 3}, {3, 4}, {3, 5}, {4, 4}, {2, 6}} {
		s, err := tictactoe.New(c[0], c[1])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

func TestConform(t *testing.T) {
	ps := gametest.Playouts(starts(t), (*tictactoe.State).Clone, 1000, 20, 1)
	gametest.Conform(t, gametest.Game[*tictactoe.State, tictactoe.Move]{Parse: tictactoe.Parse, Naive: naive}, ps)
}

//go:embed testdata/perft.txt
var perftTable string

// TestPerft checks the committed table against gamekit.Perft and the naive generator's perft.
func TestPerft(t *testing.T) {
	for _, r := range gametest.ParseTable(t, perftTable) {
		s, err := tictactoe.Parse(r.Pos)
		if err != nil {
			t.Fatal(err)
		}
		for i, want := range r.Counts {
			d := i + 1
			if got := gamekit.Perft(s, d); got != want {
				t.Errorf("%s: perft %d = %d, table %d", r.Pos, d, got, want)
			}
			if got := gametest.NaivePerft(s, naive, d); got != want {
				t.Errorf("%s: naive perft %d = %d, table %d", r.Pos, d, got, want)
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, text := range []string{"", "virus 5", "tictactoe 4 3 0", "tictactoe 9 3 0 ...", "tictactoe 4 3 7 ................", "tictactoe 4 3 0 ...x............", "tictactoe 4 3 0 ..."} {
		if _, err := tictactoe.Parse(text); err == nil {
			t.Errorf("Parse(%q) succeeded", text)
		}
	}
}

// TestReadAccessors: Size and At say what the notation says, cell by cell, along a game.
func TestReadAccessors(t *testing.T) {
	for _, s := range starts(t) {
		for ply := 0; ; ply++ {
			f := strings.Fields(s.String())
			if f[1] != string(rune('0'+s.Size())) {
				t.Fatalf("Size %d, notation %s", s.Size(), s)
			}
			for c, ch := range f[4] {
				want := -1
				if ch != '.' {
					want = int(ch - '0')
				}
				if s.At(c) != want {
					t.Fatalf("%s: At(%d) = %d, want %d", s, c, s.At(c), want)
				}
			}
			var buf [36]tictactoe.Move
			moves := s.Moves(buf[:0])
			if len(moves) == 0 {
				break
			}
			s.Make(moves[(7*ply+3)%len(moves)])
		}
	}
}
