package mcts

import "github.com/cctree/cctree/engine/internal/pick"

// The Chinese Checkers move source, for the generic instance of the tests.
type (
	pickPick  = pick.Pick
	pickPicks = pick.Picks
)
