package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
)

// Budget is what a searcher may spend on one move.
type Budget struct {
	Depth int           // depth=D: one search to exactly this depth
	Nodes int64         // nodes=N: iterative deepening; the move of the last iteration that completed within N nodes
	Time  time.Duration // time=T: iterative deepening until T is up (not deterministic)
	Iters int64         // iters=N: N iterations of Monte Carlo tree search (mcts), which has no depth
}

// ParseBudget reads depth=D, nodes=N, time=T (a Go duration such as 250ms) or iters=N.
func ParseBudget(s string) (Budget, error) {
	k, v, ok := strings.Cut(s, "=")
	bad := fmt.Errorf("match: budget %q: want depth=D (1 to %d), nodes=N (N >= 1), time=T (a duration such as 250ms) or iters=N (N >= 1, mcts only)", s, search.MaxPly-1)
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
	case "iters":
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 1 {
			return Budget{}, bad
		}
		b.Iters = n
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
	case b.Iters > 0:
		return "iters=" + strconv.FormatInt(b.Iters, 10)
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
	return search.Limits{Depth: search.MaxPly - 1, Nodes: b.Nodes, Iterations: b.Iters}
}

// fits reports why b is not a budget of spec (empty when it is): a depth is no budget of a
// searcher without depth (search.Anytime: MCTS), iterations are a budget of nothing else.
func (b Budget) fits(spec searchers.Spec) string {
	if spec.IsZero() {
		if b.Iters > 0 {
			return "iters=N is a budget of Monte Carlo tree search (mcts) only; give depth=D, nodes=N or time=T"
		}
		return ""
	}
	_, anytime := spec.Config().(search.Anytime)
	switch {
	case anytime && b.Depth > 0:
		return fmt.Sprintf("%s has no depth; give it iters=N, nodes=N (equal work with alpha-beta) or time=T, e.g. %s@iters=1000", spec, spec)
	case !anytime && b.Iters > 0:
		return fmt.Sprintf("iters=N is a budget of Monte Carlo tree search (mcts) only; give %s depth=D, nodes=N or time=T, e.g. %s@depth=3", spec, spec)
	}
	return ""
}
