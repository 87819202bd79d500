package english

import "testing"

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n          int
		noun, want string
	}{
		{0, "game", "0 games"}, {1, "game", "1 game"}, {2, "game", "2 games"},
		{1, "ply", "1 ply"}, {3, "ply", "3 plies"}, {2, "day", "2 days"}, {-1, "block", "-1 blocks"},
	} {
		if got := Count(c.n, c.noun); got != c.want {
			t.Errorf("Count(%d, %q) = %q, want %q", c.n, c.noun, got, c.want)
		}
	}
}
