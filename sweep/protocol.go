package sweep

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"

	"golang.org/x/perf/benchfmt"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/internal/ordered"
	"github.com/cctree/cctree/sweep/benchname"
)

// Polk & Oommen's measuring protocol (Threat-ADS paper §5): from a start point, the perspective
// player (the player to move there) searches with a BRS searcher at a fixed depth for five of its
// turns, the opponents play uniformly random moves in between, and a trial's measure is the Node
// Count summed over those five searches. The searcher is Reset once per trial, so an adaptive
// list learns across the turns of one trial, as in the paper. Trial t uses random seed t; from
// the initial suite every trial starts at the start position, from the mid suite trial t starts
// at the t-th position of the seat set (their intermediate positions, made by 2-ply BRS play).
const ProtocolTurns = 5

// Trial is one trial of the protocol: Case names the searcher, depth and the suite group its
// start point comes from (Case.Pos is unused); T is the trial number and seed. Opp is the
// opponents' policy: "" (or OppRandom) is the paper's uniformly random moves, OppGreedy each
// opponent's best move by the static evaluation (max^n to depth 1, the match engine's greedy
// player), an experiment of ours.
type Trial struct {
	benchname.Case
	T   int
	Opp string
}

// Opponents' policies of a Trial.
const (
	OppRandom = "random"
	OppGreedy = "greedy"
)

// Name is Protocol/board=B/seats=S/suite=K/algo=SPEC/depth=D/trial=T, with /opp=P after the
// trial for opponents that are not random.
func (t Trial) Name() benchfmt.Name {
	n := fmt.Sprintf("%s/board=%s/seats=%s/suite=%s/algo=%s/depth=%d/trial=%d", benchname.Protocol, t.Board, t.Seats, t.Suite, t.Algo, t.Depth, t.T)
	if t.Opp != "" && t.Opp != OppRandom {
		n += "/opp=" + t.Opp
	}
	return benchfmt.Name(n)
}

// ProtocolTrials lists the trials of the protocol's matrix: the default is a small check (two
// searchers, three trials); Full is Polk & Oommen's experiment: 3, 4, 5 (adv, dis) and 6 players,
// both suites, BRS against Threat-ADS with every update rule, 4 plies, 50 trials.
func ProtocolTrials(matrix string) ([]Trial, error) {
	type cell struct {
		seats, suite string
		algos        []string
		trials       int
	}
	var cells []cell
	switch matrix {
	case "", Default:
		cells = []cell{{"024", "initial", []string{"brs", "brs(threat=mtf)"}, 3}}
	case Full:
		threat := []string{"brs", "brs(threat=mtf)", "brs(threat=transpose)", "brs(threat=ahead)", "brs(threat=pos)"}
		for _, seats := range []string{"024", "0134", "01245", "02345", "012345"} {
			for _, suite := range []string{"initial", "mid"} {
				cells = append(cells, cell{seats, suite, threat, 50})
			}
		}
	default:
		return nil, fmt.Errorf("sweep: protocol matrix %q: want %s or %s", matrix, Default, Full)
	}
	var out []Trial
	for _, c := range cells {
		for _, algo := range c.algos {
			for t := range c.trials {
				out = append(out, Trial{benchname.Case{Board: "star73", Seats: c.seats, Suite: c.suite, Algo: algo, Depth: 4}, t, ""})
			}
		}
	}
	return out, nil
}

// Start returns the trial's start point: the group's first position for the initial suite,
// its (T mod size)-th for the others, from su.
func (t Trial) Start(su *Suites) (*game.State, error) {
	g, err := su.loadGroup(t.Case.Group())
	if err != nil {
		return nil, err
	}
	i := 0
	if t.Suite != "initial" {
		i = t.T % len(g.states)
	}
	s := g.states[i]
	return &s, nil
}

// Play plays the trial from start with sr (Reset first) and returns its summed NC and leaves
// (horizon and terminal nodes). start is left as it was.
func (t Trial) Play(ctx context.Context, sr search.Searcher, start *game.State) (nc, leaves int64, err error) {
	sr.Reset()
	s := *start
	rng := rand.New(rand.NewPCG(uint64(t.T), 0x706f6c6b)) // "polk"
	var greedy search.Searcher
	switch t.Opp {
	case "", OppRandom:
	case OppGreedy:
		greedy, _ = searchers.New("maxn")
	default:
		return 0, 0, fmt.Errorf("sweep: trial opponents %q: want %s or %s", t.Opp, OppRandom, OppGreedy)
	}
	persp := s.ToMove
	var buf [game.MaxMoves]game.Move
	for turns := 0; turns < ProtocolTurns && !s.Terminal(); {
		if s.ToMove != persp {
			if greedy != nil {
				s.Make(greedy.Search(ctx, &s, search.Limits{Depth: 1}).Move)
				continue
			}
			ms := s.Moves(buf[:0])
			s.Make(ms[rng.IntN(len(ms))])
			continue
		}
		r := sr.Search(ctx, &s, search.Limits{Depth: t.Depth})
		if r.Stopped {
			return 0, 0, context.Cause(ctx)
		}
		nc += r.NC
		leaves += r.Stats.Leaves
		s.Make(r.Move)
		turns++
	}
	return nc, leaves, nil
}

// RunProtocol plays trials on opt.Workers goroutines and writes one Protocol line per trial
// (nodes/op: the trial's summed NC; with opt.Leaves also leaves/op, its summed leaves), in the
// order of trials, like Run. Only opt.Workers, opt.Leaves, opt.Progress and opt.Suites apply; the lines hold
// exact counts only.
func RunProtocol(ctx context.Context, w io.Writer, trials []Trial, opt Options) error {
	if len(trials) == 0 {
		return fmt.Errorf("sweep: no trials to run")
	}
	opt.Suites = opt.Suites.orNew()
	starts := make([]*game.State, len(trials))
	itemOf := make([]int, len(trials))
	specs, err := parseAlgos(trials, func(t Trial) string { return t.Algo }, nil)
	if err != nil {
		return err
	}
	for i, t := range trials {
		if _, ok := specs[t.Algo]; !ok {
			return fmt.Errorf("sweep: trial %s: %s is not a searcher spec", t.Name(), t.Algo)
		}
		s, err := t.Start(opt.Suites)
		if err != nil {
			return err
		}
		starts[i], itemOf[i] = s, i
	}
	workers := opt.workers()
	nc := make([]int64, len(trials))
	leaves := make([]int64, len(trials))
	own := make([]map[string]search.Searcher, workers)
	prog := opt.progress(len(trials))
	do := func(w, k int) error {
		sr := cached(&own[w], specs, trials[k].Algo, nil)
		n, l, err := trials[k].Play(ctx, sr, starts[k])
		nc[k], leaves[k] = n, l
		prog()
		return err
	}
	bw := bufio.NewWriter(w)
	out := benchfmt.NewWriter(bw)
	if err := benchname.WriteUnits(out); err != nil {
		return err
	}
	cfg := config(opt.Counts)
	emit := func(k int) error {
		res := &benchfmt.Result{Config: cfg, Name: trials[k].Name(), Iters: 1, Values: []benchfmt.Value{{Value: float64(nc[k]), Unit: "nodes/op"}}}
		if opt.Leaves {
			res.Values = append(res.Values, benchfmt.Value{Value: float64(leaves[k]), Unit: "leaves/op"})
		}
		if err := out.Write(res); err != nil {
			return err
		}
		return bw.Flush()
	}
	if err := ordered.Run(ctx, workers, itemOf, do, emit); err != nil {
		return fmt.Errorf("sweep: %w", err)
	}
	return nil
}
