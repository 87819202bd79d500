package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cctree/cctree/engine/search"
)

// Budget is what a searcher may spend on one move.
type Budget struct {
	Depth int           // depth=D: one search to exactly this depth
	Nodes int64         // nodes=N: iterative deepening; the move of the last iteration that completed within N nodes
	Time  time.Duration // time=T: iterative deepening until T is up (not deterministic)
}

// ParseBudget reads depth=D, nodes=N or time=T (a Go duration such as 250ms).
func ParseBudget(s string) (Budget, error) {
	k, v, ok := strings.Cut(s, "=")
	bad := fmt.Errorf("match: budget %q: want depth=D (1 to %d), nodes=N (N >= 1) or time=T (a duration such as 250ms)", s, search.MaxPly-1)
	if !ok {
		return Budget{}, bad
	}
	var b Budget
	switch k {
	case "depth":
		d, err := strconv.Atoi(v)
		if err != nil || d < 1 || d >= search.MaxPly {
			return Budget{}, bad
		}
		b.Depth = d
	case "nodes":
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 1 {
			return Budget{}, bad
		}
		b.Nodes = n
	case "time":
		t, err := time.ParseDuration(v)
		if err != nil || t <= 0 {
			return Budget{}, bad
		}
		b.Time = t
	default:
		return Budget{}, bad
	}
	return b, nil
}

// String is the budget as ParseBudget reads it.
func (b Budget) String() string {
	switch {
	case b.Depth > 0:
		return "depth=" + strconv.Itoa(b.Depth)
	case b.Nodes > 0:
		return "nodes=" + strconv.FormatInt(b.Nodes, 10)
	default:
		return "time=" + b.Time.String()
	}
}

// Deterministic reports whether the games under b depend only on the code, the configuration
// and the seed (depth and node budgets), not on the machine's speed (time budgets).
func (b Budget) Deterministic() bool { return b.Time == 0 }

// limits returns the search limits of one move; the caller applies b.Time as a deadline.
func (b Budget) limits() search.Limits {
	if b == (Budget{}) {
		return search.Limits{} // no budget (a Config that skipped Validate): search.DefaultNodes, never endless
	}
	if b.Depth > 0 {
		return search.Limits{Depth: b.Depth}
	}
	return search.Limits{Depth: search.MaxPly - 1, Nodes: b.Nodes}
}
