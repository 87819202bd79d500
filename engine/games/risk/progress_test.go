package risk

import (
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
)

// TestProgressVector: the raw measure the Opponent Impact sampler's EvalProgress scores is each
// player's strength (0 for a player out), of which Vector's entries are the shares (the same
// ratios, rounded down), and the generic move source hands it to EvalProgress and Vector to every
// other evaluation choice.
func TestProgressVector(t *testing.T) {
	var src gamekit.Plies[*State, Move]
	seen := 0
	for _, s := range greedyPlayouts(starts(t, 6, "", "place=random"), 40, 300, 7) {
		if s.Terminal() {
			continue
		}
		seen++
		var raw, vec, tuned, plain [gamekit.MaxPlayers]int64
		s.ProgressVector(&raw)
		s.Vector(&vec)
		var sum int64
		for q := range s.NumPlayers() {
			if want := s.strength(q); raw[q] != want {
				t.Fatalf("%s: player %d: raw %d, strength %d", s, q, raw[q], want)
			}
			if (raw[q] == 0) != (s.own[q] == 0) {
				t.Fatalf("%s: player %d: raw %d, territories %b", s, q, raw[q], s.own[q])
			}
			sum += raw[q]
		}
		for q := range s.NumPlayers() {
			if want := raw[q] * gamekit.S / sum; vec[q] != want {
				t.Fatalf("%s: player %d: share %d, want %d of strength %d over %d", s, q, vec[q], want, raw[q], sum)
			}
		}
		src.TunedVector(s, 0, gamekit.EvalProgress, &tuned)
		src.TunedVector(s, 0, 0, &plain)
		if tuned != raw || plain != vec {
			t.Fatalf("%s: TunedVector gave %v under EvalProgress and %v under 0, want %v and %v", s, tuned, plain, raw, vec)
		}
	}
	if seen < 30 {
		t.Fatalf("%d positions not over of 40: want a sample", seen)
	}
}
