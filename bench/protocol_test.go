package bench

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"cctree/engine/game"
	"cctree/engine/search"
	"cctree/engine/searchers"
	"cctree/positions"
)

// Polk & Oommen's measuring protocol (Threat-ADS paper §5): from a start point, the perspective
// player (the player to move there) searches with a BRS searcher at a fixed depth for five of its
// turns, the opponents play uniformly random moves in between, and a trial's measure is the Node
// Count summed over those five searches. The searcher is Reset once per trial, so an adaptive
// list learns across the turns of one trial, as in the paper. Trial t uses random seed t; from
// the initial suite every trial starts at the start position, from the mid suite trial t starts
// at the t-th position of the seat set (their intermediate positions, made by 2-ply BRS play).
const protocolTurns = 5

// protocolTrial plays one trial and returns its summed NC. The searcher must be fresh or Reset.
func protocolTrial(tb testing.TB, srch search.Searcher, start *game.State, depth int, seed uint64) int64 {
	s := *start
	rng := rand.New(rand.NewPCG(seed, 0x706f6c6b)) // "polk"
	persp := s.ToMove
	var buf [game.MaxMoves]game.Move
	var nc int64
	for turns := 0; turns < protocolTurns && !s.Terminal(); {
		if s.ToMove != persp {
			ms := s.Moves(buf[:0])
			s.Make(ms[rng.IntN(len(ms))])
			continue
		}
		r := srch.Search(context.Background(), &s, search.Limits{Depth: depth})
		if r.Stopped {
			tb.Fatalf("protocol search stopped without a limit")
		}
		nc += r.NC
		s.Make(r.Move)
		turns++
	}
	return nc
}

// protocolCase is one cell of the protocol matrix.
type protocolCase struct {
	board, seats, suite string
	algos               []string
	depth, trials       int
}

// protocolMatrix is the default selection (small, for make bench) or, with CCTREE_MATRIX=full,
// Polk & Oommen's experiment: 3, 4, 5 (adv, dis) and 6 players, both suites, BRS against
// Threat-ADS with every update rule, 4 plies, 50 trials.
func protocolMatrix() []protocolCase {
	threat := []string{"brs", "brs(threat=mtf)", "brs(threat=transpose)", "brs(threat=ahead)", "brs(threat=pos)"}
	if os.Getenv("CCTREE_MATRIX") != "full" {
		return []protocolCase{{"star73", "024", "initial", []string{"brs", "brs(threat=mtf)"}, 4, 3}}
	}
	var m []protocolCase
	for _, seats := range []string{"024", "0134", "01245", "02345", "012345"} {
		for _, suite := range []string{"initial", "mid"} {
			m = append(m, protocolCase{"star73", seats, suite, threat, 4, 50})
		}
	}
	return m
}

// protocolStarts returns the start point of each trial.
func protocolStarts(tb testing.TB, c protocolCase) []*game.State {
	suite, err := positions.Load(c.suite)
	if err != nil {
		tb.Skipf("suite %s: %v", c.suite, err)
	}
	var group []*game.State
	for _, p := range suite.Positions {
		if p.Board() == c.board && p.Seats() == c.seats {
			s, err := p.State()
			if err != nil {
				tb.Fatal(err)
			}
			group = append(group, s)
		}
	}
	if len(group) == 0 {
		tb.Skipf("suite %s has no %s %s positions", c.suite, c.board, c.seats)
	}
	starts := make([]*game.State, c.trials)
	for t := range starts {
		if c.suite == "initial" {
			starts[t] = group[0]
		} else {
			starts[t] = group[t%len(group)]
		}
	}
	return starts
}

// BenchmarkProtocol reports each trial's summed NC as nodes/op, one sub-benchmark per trial, so
// that cctree report can compute means, SDs and Mann-Whitney tests over the trials.
func BenchmarkProtocol(b *testing.B) {
	for _, c := range protocolMatrix() {
		starts := protocolStarts(b, c)
		for _, algo := range c.algos {
			srch, err := searchers.New(algo)
			if err != nil {
				b.Logf("skip %s: %v", algo, err) // a searcher not (yet) in the registry
				continue
			}
			for t, start := range starts {
				name := fmt.Sprintf("board=%s/seats=%s/suite=%s/algo=%s/depth=%d/trial=%d", c.board, c.seats, c.suite, algo, c.depth, t)
				b.Run(name, func(b *testing.B) {
					var nc int64
					for b.Loop() {
						srch.Reset()
						nc = protocolTrial(b, srch, start, c.depth, uint64(t))
					}
					b.ReportMetric(float64(nc), "nodes/op")
				})
			}
		}
	}
}

// TestProtocolTrial checks that a trial is deterministic, leaves its start point alone, counts
// exactly five searches' nodes, and that trials with different seeds differ.
func TestProtocolTrial(t *testing.T) {
	c := protocolCase{"star73", "0134", "initial", nil, 2, 2}
	starts := protocolStarts(t, c)
	before := *starts[0]
	srch, err := searchers.New("brs")
	if err != nil {
		t.Fatal(err)
	}
	a := protocolTrial(t, srch, starts[0], 2, 1)
	srch.Reset()
	b := protocolTrial(t, srch, starts[0], 2, 1)
	if a != b || a == 0 {
		t.Fatalf("same trial twice: %d, %d", a, b)
	}
	if *starts[0] != before {
		t.Fatal("a trial changed its start position")
	}
	// The sum is over exactly five searches: replay the trial by hand.
	s := before
	rng := rand.New(rand.NewPCG(1, 0x706f6c6b))
	var want int64
	var buf [game.MaxMoves]game.Move
	for turns := 0; turns < protocolTurns; {
		if s.ToMove != before.ToMove {
			ms := s.Moves(buf[:0])
			s.Make(ms[rng.IntN(len(ms))])
			continue
		}
		r := srch.Search(context.Background(), &s, search.Limits{Depth: 2})
		want += r.NC
		s.Make(r.Move)
		turns++
	}
	if a != want {
		t.Fatalf("trial NC %d, replay %d", a, want)
	}
	differ := false
	for seed := uint64(2); seed < 6 && !differ; seed++ {
		differ = protocolTrial(t, srch, starts[0], 2, seed) != a
	}
	if !differ {
		t.Error("trials with seeds 1-5 all gave the same NC: the opponents' random moves have no effect")
	}
}
