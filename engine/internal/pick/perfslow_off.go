//go:build !perfslow

package pick

import "github.com/cctree/cctree/engine/game"

// perfSlow is the hook of the instruction-count gate's own test (perfslow.go): empty, and
// inlined away, in every build without the perfslow tag.
func perfSlow(*game.State) {}
