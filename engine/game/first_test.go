package game

import "testing"

// TestFirst checks First against the first move of the sorted move list on every board and rule
// set, with one Rings per mover kept across a game's positions (as a playout keeps them) and a
// fresh Rings for a second key table, at the positions of random games and some of their children.
func TestFirst(t *testing.T) {
	cases := []struct{ board, seats string }{
		{"star73", "0134"}, {"star73", "024"}, {"star73", "012345"}, {"star121", "03"}, {"star121", "012345"},
		{"triangle", "024"}, {"square:8", "0123"}, {"square:6", "02"},
	}
	positions := 400
	if testing.Short() {
		positions = 100
	}
	checked, children := 0, 0
	for _, tc := range cases {
		for _, rules := range []Rules{Free, NoStop, GoalLock} {
			var rings [MaxPlayers]Rings
			check := func(s *State) {
				key := goalKey(s)
				if got, want := s.First(key, &rings[s.ToMove]), sortedTop(s, key, 1)[0]; got != want {
					t.Fatalf("%s %s: First of %s = %v, want %v", tc.board, rules, s, got, want)
				}
				other := &s.Geo.Dist[(s.Geo.GoalOf[s.Seats[s.ToMove]]+1)%6]
				var spare Rings
				if got, want := s.First(other, &spare), sortedTop(s, other, 1)[0]; got != want {
					t.Fatalf("%s %s: First of %s under another key = %v, want %v", tc.board, rules, s, got, want)
				}
				checked++
			}
			playRandom(t, tc.board, tc.seats, rules, 41, positions, 300, func(s *State) {
				if s.Winner >= 0 {
					return
				}
				check(s)
				for i, m := range s.Moves(nil) {
					if i%7 != 0 {
						continue
					}
					s.Make(m)
					if s.Winner < 0 {
						check(s)
						children++
					}
					s.Unmake(m)
				}
			})
		}
	}
	t.Logf("%d positions checked (%d children)", checked, children)
}
