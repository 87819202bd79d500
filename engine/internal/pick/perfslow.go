//go:build perfslow

package pick

import "github.com/cctree/cctree/engine/game"

// perfSlow makes the alpha-beta searchers' leaf evaluations (Picks.LeafAfter, the horizon
// leaves, and Picks.Leaf) about 5% slower per node, in builds with the perfslow tag only: the regression the instruction-count gate (cctree
// perfgate) must catch and name in its own test (tools/cctree, TestLongPerfGateCatchesSlowdown).
// The loop's result goes to perfSink, so the compiler cannot drop it.
func perfSlow(s *game.State) {
	x := perfSink
	for i := range perfSlowRounds {
		x = x*31 + uint64(s.Dist[i&3])
	}
	perfSink = x
}

// perfSlowRounds sets the slowdown's size: one round costs paranoid about 5% more instructions
// per node at depth 3 (327 to 343 with the horizon leaves; 493 to 518 before them, when the loop
// also kept Picks.Leaf from inlining into the kernel; two rounds gave 7.4%, five 13.7%).
const perfSlowRounds = 1

// perfSink receives perfSlow's work.
var perfSink uint64
