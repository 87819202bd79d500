package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
)

// runSearch searches one position and prints one line of key=value fields:
//
//	algo=SPEC depth=D move=F-T value=V nodes=NC time=T nps=N cutoffs=C leaves=L evals=E stopped=B rules=R [strategy=S]
//	algo=SPEC depth=D move=F-T value=V nodes=NC time=T nps=N iters=I tree=T plies=P meandepth=X stopped=B rules=R
//
// (the second for Monte Carlo tree search, search.Anytime: its budgets are -iters, -nodes and
// -time, never -depth; depth is the deepest tree node, iters the iterations, tree the tree's
// nodes, plies the playouts' moves and meandepth the mean depth of the nodes playouts started from)
// (on a game other than Chinese Checkers, -game, the move is in that game's notation and the
// last field is game=NAME instead of rules=R).
// strategy (last, only for adaptive searchers such as mpmix and offensive) is the strategy that ran.
// A searcher whose spec does not fit the position (offensive(target=K) with K not an opponent of
// the player to move) is bad input: exit status 2.
// depth is the depth of the last completed iteration, value one integer (paranoid-style) or one per
// player (max^n-style), "none" when no iteration completed; move is "none" on a terminal position
// and when no iteration completed (interrupted, or a node budget or time limit spent before depth
// 1 finished): then the line is still printed, for its node count, and the exit status is 1.
func runSearch(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("search", "-algo SPEC {-depth N | -iters I | -nodes K | -time D} [-depth N] [-nodes K] [-time D] [-pos CCN | -board B -seats S] [-rules R]", stdout)
	var pf posFlags
	pf.register(fs)
	algo := fs.String("algo", "", "searcher spec, one of the forms (by family):\n"+searchers.Usage())
	depth := fs.Int("depth", 0, "depth in plies (layers for brs); with -nodes or -time, the deepest iteration (default: as deep as the budget allows)")
	nodes := fs.Int64("nodes", 0, "node budget (NC); searches iteratively deeper until it is spent")
	limit := fs.Duration("time", 0, "time limit, e.g. 250ms; searches iteratively deeper until it is up")
	iters := fs.Int64("iters", 0, "iteration budget of Monte Carlo tree search (mcts), which has no depth")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *algo == "" {
		return usagef("-algo: missing searcher spec (e.g. -algo paranoid or -algo 'opps(1,5,1)')")
	}
	if *iters < 0 {
		return usagef("-iters: want an iteration budget >= 0 (0 for none), got %d", *iters)
	}
	if sp, err := searchers.Parse(*algo); err == nil {
		if _, anytime := sp.Config().(search.Anytime); anytime {
			if *depth != 0 || (*iters == 0 && *nodes == 0 && *limit == 0) {
				return usagef("-algo %s: Monte Carlo tree search has no depth; give -iters N, -nodes K or -time D instead of -depth", sp)
			}
			*depth = search.MaxPly - 1
		} else if *iters > 0 {
			return usagef("-iters: %s has no iterations (only mcts does); give -depth, -nodes or -time", sp)
		}
	}
	if *nodes < 0 {
		return usagef("-nodes: want a budget >= 0 (0 for none), got %d", *nodes)
	}
	if *limit < 0 {
		return usagef("-time: want a duration >= 0 (0 for none), got %v", *limit)
	}
	if *depth == 0 && (*nodes > 0 || *limit > 0) {
		*depth = search.MaxPly - 1 // the budget decides how deep
	}
	if *depth < 1 || *depth >= search.MaxPly {
		return usagef("-depth: want 1 to %d (or a -nodes or -time budget), got %d", search.MaxPly-1, *depth)
	}
	if *limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *limit)
		defer cancel()
	}
	if other, err := pf.other(); err != nil || other != nil {
		if err != nil {
			return err
		}
		return searchOther(ctx, stdout, other, *algo, search.Limits{Depth: *depth, Nodes: *nodes, Iterations: *iters})
	}
	sr, err := searchers.New(*algo)
	if err != nil {
		return usagef("-algo: %v", err)
	}
	s, err := pf.state()
	if err != nil {
		return err
	}
	if v, ok := sr.(search.Validator); ok {
		if err := v.Validate(s); err != nil {
			return usagef("-algo %s: %v", sr.Name(), err)
		}
	}
	r := sr.Search(ctx, s, search.Limits{Depth: *depth, Nodes: *nodes, Iterations: *iters})
	return printSearch(ctx, stdout, sr.Name(), r, s.MoveString(r.Move), s.Terminal(), "rules="+s.Rules.String())
}

// searchOther is search on a game other than Chinese Checkers: the same line, with game= for
// rules= and the move in the game's notation.
func searchOther(ctx context.Context, stdout io.Writer, p gamereg.Position, algo string, lim search.Limits) error {
	sr, err := p.NewSearcher(algo)
	if err != nil {
		return usagef("-algo: %v", err)
	}
	if v, ok := sr.(interface{ Validate(gamereg.Position) error }); ok {
		if err := v.Validate(p); err != nil {
			return usagef("-algo %s: %v", sr.Name(), err)
		}
	}
	r, err := sr.Search(ctx, p, lim)
	if err != nil {
		return err
	}
	return printSearch(ctx, stdout, sr.Name(), r, r.Move, p.Terminal(), "game="+p.Game().Name)
}

// printSearch prints the line of a search's result r (move, its text) and says why there is no
// move when no iteration completed; where is the last fixed field (rules=R or game=NAME).
func printSearch[M comparable](ctx context.Context, stdout io.Writer, name string, r search.ResultOf[M], move string, terminal bool, where string) error {
	value := r.Value.String()
	// With no completed iteration the result's move is a placeholder, not a searched move.
	noMove := r.Depth == 0 && !terminal
	if terminal || noMove {
		move = "none"
	}
	if r.Value.N == 0 {
		value = "none"
	}
	nps := int64(0)
	if sec := r.Elapsed.Seconds(); sec > 0 {
		nps = int64(float64(r.NC) / sec)
	}
	fmt.Fprintf(stdout, "algo=%s depth=%d move=%s value=%s nodes=%d time=%v nps=%d ",
		name, r.Depth, move, value, r.NC, r.Elapsed.Round(time.Microsecond), nps)
	if st := r.Stats; st.TreeNodes > 0 { // Monte Carlo tree search
		mean := 0.0
		if st.Iterations > 0 {
			mean = float64(st.DepthSum) / float64(st.Iterations)
		}
		fmt.Fprintf(stdout, "iters=%d tree=%d plies=%d meandepth=%.2f", st.Iterations, st.TreeNodes, st.PlayoutPlies, mean)
	} else {
		fmt.Fprintf(stdout, "cutoffs=%d leaves=%d evals=%d", st.Cutoffs, st.Leaves, st.Evals)
	}
	fmt.Fprintf(stdout, " stopped=%v %s", r.Stopped, where)
	if r.Strategy != "" {
		fmt.Fprintf(stdout, " strategy=%s", r.Strategy)
	}
	fmt.Fprintln(stdout)
	return noMoveError(ctx, noMove)
}

// noMoveError says why a search that completed no iteration has no move.
func noMoveError(ctx context.Context, noMove bool) error {
	if noMove {
		why := "the node budget (-nodes) ran out"
		switch {
		case errors.Is(ctx.Err(), context.DeadlineExceeded):
			why = "the time limit (-time) ran out"
		case ctx.Err() != nil:
			why = "interrupted"
		}
		return fmt.Errorf("search: %s before depth 1 completed: no move", why)
	}
	return nil
}
