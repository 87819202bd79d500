package sweep

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"golang.org/x/perf/benchfmt"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/engine/searchers/games"
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
//
// The other games run the same protocol for their own number of turns (GameTurns: "we will run
// the Virus Game for ten turns, Chinese Checkers for five, and Focus for three"), from their
// initial and mid suites (positions.GameSuites); a trial also ends when the perspective player
// is out of the game.
const ProtocolTurns = 5

// GameTurns are the perspective player's turns of a trial of a game other than Chinese
// Checkers, by the game's name; a game not listed plays ProtocolTurns.
var GameTurns = map[string]int{"virus": 10, "focus": 3}

// Turns is the number of the perspective player's searches of a trial (ProtocolTurns, or the
// game's GameTurns).
func (t Trial) Turns() int {
	name, _, _ := strings.Cut(t.Game, "(")
	if n, ok := GameTurns[name]; ok {
		return n
	}
	return ProtocolTurns
}

// Trial is one trial of the protocol: Case names the searcher, depth and the suite group its
// start point comes from (Case.Pos is unused; a board and seat set of Chinese Checkers, or
// Case.Game, another game's spec); T is the trial number and seed. Opp is the opponents'
// policy: "" (or OppRandom) is the paper's uniformly random moves, OppGreedy each opponent's
// best move by the static evaluation (max^n to depth 1, the match engine's greedy player; on
// another game the game's max^n), an experiment of ours.
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

// Name is Protocol/board=B/seats=S/suite=K/algo=SPEC/depth=D/trial=T, or for another game
// Protocol/game=G/suite=K/algo=SPEC/depth=D/trial=T, with /opp=P after the trial for opponents
// that are not random.
func (t Trial) Name() benchfmt.Name {
	n := fmt.Sprintf("%s/board=%s/seats=%s/suite=%s/algo=%s/depth=%d/trial=%d", benchname.Protocol, t.Board, t.Seats, t.Suite, t.Algo, t.Depth, t.T)
	if t.Game != "" {
		n = fmt.Sprintf("%s/game=%s/suite=%s/algo=%s/depth=%d/trial=%d", benchname.Protocol, t.Game, t.Suite, t.Algo, t.Depth, t.T)
	}
	if t.Opp != "" && t.Opp != OppRandom {
		n += "/opp=" + t.Opp
	}
	return benchfmt.Name(n)
}

// The protocol matrices of the other games (ProtocolTrials).
const (
	// ProtocolGames is Polk & Oommen's experiments on the Virus Game and Focus (ProtocolVirus
	// and ProtocolFocus together).
	ProtocolGames = "games"
	// ProtocolVirus is the Virus Game's cells of ProtocolGames: 3 to 6 players at 4 plies (the
	// paper's Tables 2, 6, 12 and 13), 4 and 5 players at 6 plies (Tables 10 and 11).
	ProtocolVirus = "virus"
	// ProtocolFocus is Focus's cells of ProtocolGames: 3 and 4 players at 4 plies (Tables 3, 7,
	// 14 and 15).
	ProtocolFocus = "focus"
)

// ProtocolMatrices are the matrices ProtocolTrials knows.
var ProtocolMatrices = []string{Default, Full, ProtocolGames, ProtocolVirus, ProtocolFocus}

// threatRules are BRS and Threat-ADS with each of the paper's update rules.
var threatRules = []string{"brs", "brs(threat=mtf)", "brs(threat=transpose)", "brs(threat=ahead)", "brs(threat=pos)"}

// ProtocolTrials lists the trials of the protocol's matrix: the default is a small check (two
// searchers, three trials); Full is Polk & Oommen's experiment on Chinese Checkers: 3, 4, 5 (adv,
// dis) and 6 players, both suites, BRS against Threat-ADS with every update rule, 4 plies, 50
// trials. ProtocolGames (or its parts ProtocolVirus and ProtocolFocus) is their experiments on
// the other games, every cell BRS against Threat-ADS with every update rule on both suites
// (initial: the start position; mid: the game's intermediate positions), 50 trials of the game's
// turns (GameTurns):
//
//   - Virus Game, 4 plies, 3, 4, 5 and 6 players: Tables 2 and 6 (every update rule; the text
//     says five players, though Table 6's counts are those of Table 13's three-player row, so
//     every player count has every rule) and Tables 12 and 13 (BRS against Move-to-Front).
//   - Virus Game, 6 plies, 4 and 5 players: Tables 10 and 11 (every update rule; the paper does
//     not say the player count: five as in Section 7, whose tables they extend, and four, where
//     Move-Ahead-2 and POS(2) equal Move-to-Front and Transposition).
//   - Focus, 4 plies, 3 and 4 players: Tables 3 and 7 (four players: Table 3's counts are Table
//     14's four-player row) and Tables 14 and 15.
func ProtocolTrials(matrix string) ([]Trial, error) {
	type cell struct {
		seats, game, suite string
		algos              []string
		depth, trials      int
	}
	var cells []cell
	addGame := func(name string, players []int, depth int) {
		for _, n := range players {
			for _, suite := range []string{"initial", "mid"} {
				cells = append(cells, cell{"", fmt.Sprintf("%s(players=%d)", name, n), suite, threatRules, depth, 50})
			}
		}
	}
	switch matrix {
	case "", Default:
		cells = []cell{{"024", "", "initial", []string{"brs", "brs(threat=mtf)"}, 4, 3}}
	case Full:
		for _, seats := range []string{"024", "0134", "01245", "02345", "012345"} {
			for _, suite := range []string{"initial", "mid"} {
				cells = append(cells, cell{seats, "", suite, threatRules, 4, 50})
			}
		}
	case ProtocolGames, ProtocolVirus, ProtocolFocus:
		if matrix != ProtocolFocus {
			addGame("virus", []int{3, 4, 5, 6}, 4)
			addGame("virus", []int{4, 5}, 6)
		}
		if matrix != ProtocolVirus {
			addGame("focus", []int{3, 4}, 4)
		}
	default:
		return nil, fmt.Errorf("sweep: protocol matrix %q: want one of %s", matrix, strings.Join(ProtocolMatrices, ", "))
	}
	var out []Trial
	for _, c := range cells {
		for _, algo := range c.algos {
			for t := range c.trials {
				cs := benchname.Case{Board: "star73", Seats: c.seats, Suite: c.suite, Algo: algo, Depth: c.depth}
				if c.game != "" {
					cs = benchname.Case{Game: c.game, Suite: c.suite, Algo: algo, Depth: c.depth}
				}
				out = append(out, Trial{cs, t, ""})
			}
		}
	}
	return out, nil
}

// Start returns the trial's start point: the group's first position for the initial suite,
// its (T mod size)-th for the others, from su. A trial of another game has StartGame instead.
func (t Trial) Start(su *Suites) (*game.State, error) {
	if t.Game != "" {
		return nil, fmt.Errorf("sweep: trial %s: a trial of %s starts from StartGame", t.Name(), t.Game)
	}
	g, err := su.loadGroup(t.Case.Group())
	if err != nil {
		return nil, err
	}
	s := g.states[t.startIndex(len(g.ids))]
	return &s, nil
}

// startIndex is the index of the trial's start point in its group of n positions.
func (t Trial) startIndex(n int) int {
	if t.Suite == "initial" {
		return 0
	}
	return t.T % n
}

// StartGame returns the start point of a trial of a game other than Chinese Checkers, as Start
// does for Chinese Checkers: a copy the caller may change.
func (t Trial) StartGame(su *Suites) (games.Position, error) {
	if t.Game == "" {
		return nil, fmt.Errorf("sweep: trial %s: a trial of Chinese Checkers starts from Start", t.Name())
	}
	g, err := su.loadGroup(t.Case.Group())
	if err != nil {
		return nil, err
	}
	return g.gpos[t.startIndex(len(g.ids))].Clone(), nil
}

// NewGameSearcher returns the trial's searcher for its game, from its start point (StartGame).
func (t Trial) NewGameSearcher(start games.Position) (games.Searcher, error) {
	sr, err := start.NewSearcher(t.Algo)
	if err != nil {
		return nil, fmt.Errorf("sweep: trial %s: %v", t.Name(), err)
	}
	return sr, nil
}

// PlayGame is Play for a trial of a game other than Chinese Checkers: sr is a searcher of that
// game (NewGameSearcher), start its start point (StartGame), left as it was. The trial plays
// Turns searches of the perspective player, fewer when the game ends or the player is out of
// it first; the random opponents draw their moves' indexes in the game's generation order.
func (t Trial) PlayGame(ctx context.Context, sr games.Searcher, start games.Position) (nc, leaves int64, err error) {
	sr.Reset()
	s := start.Clone()
	rng := rand.New(rand.NewPCG(uint64(t.T), 0x706f6c6b)) // "polk"
	var greedy games.Searcher
	switch t.Opp {
	case "", OppRandom:
	case OppGreedy:
		if greedy, err = s.NewSearcher("maxn"); err != nil {
			return 0, 0, err
		}
	default:
		return 0, 0, fmt.Errorf("sweep: trial opponents %q: want %s or %s", t.Opp, OppRandom, OppGreedy)
	}
	persp := s.Mover()
	moves := games.MoveLister(s)
	for turns := 0; turns < t.Turns() && !s.Terminal() && games.PlayerIn(s, persp); {
		if s.Mover() != persp {
			if greedy != nil {
				r, err := greedy.Search(ctx, s, search.Limits{Depth: 1})
				if err == nil {
					err = s.Play(r.Move)
				}
				if err != nil {
					return 0, 0, err
				}
				continue
			}
			if err := games.PlayNth(s, rng.IntN(moves())); err != nil {
				return 0, 0, err
			}
			continue
		}
		r, err := sr.Search(ctx, s, search.Limits{Depth: t.Depth})
		if err != nil {
			return 0, 0, err
		}
		if r.Stopped {
			return 0, 0, context.Cause(ctx)
		}
		nc += r.NC
		leaves += r.Stats.Leaves
		if err := s.Play(r.Move); err != nil {
			return 0, 0, fmt.Errorf("sweep: trial %s: the searcher's move: %v", t.Name(), err)
		}
		turns++
	}
	return nc, leaves, nil
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
	gstarts := make([]games.Position, len(trials))
	itemOf := make([]int, len(trials))
	specs, err := parseAlgos(trials, func(t Trial) string { return t.Algo }, nil)
	if err != nil {
		return err
	}
	checked := map[string]bool{} // game searchers made once before the run: game and canonical spec
	for i, t := range trials {
		if _, ok := specs[t.Algo]; !ok {
			return fmt.Errorf("sweep: trial %s: %s is not a searcher spec", t.Name(), t.Algo)
		}
		itemOf[i] = i
		if t.Game == "" {
			if starts[i], err = t.Start(opt.Suites); err != nil {
				return err
			}
			continue
		}
		if gstarts[i], err = t.StartGame(opt.Suites); err != nil {
			return err
		}
		if key := gameKey(t.Case, specs); !checked[key] {
			if _, err := t.NewGameSearcher(gstarts[i]); err != nil {
				return err
			}
			checked[key] = true
		}
	}
	workers := opt.workers()
	nc := make([]int64, len(trials))
	leaves := make([]int64, len(trials))
	own := make([]map[string]search.Searcher, workers)
	ownGame := make([]map[string]games.Searcher, workers)
	prog := opt.progress(len(trials))
	do := func(w, k int) error {
		t := trials[k]
		var n, l int64
		var err error
		if t.Game != "" {
			if ownGame[w] == nil {
				ownGame[w] = map[string]games.Searcher{}
			}
			key := gameKey(t.Case, specs)
			sr := ownGame[w][key]
			if sr == nil {
				sr, _ = t.NewGameSearcher(gstarts[k]) // made once above: no error
				ownGame[w][key] = sr
			}
			n, l, err = t.PlayGame(ctx, sr, gstarts[k])
		} else {
			sr := cached(&own[w], specs, t.Algo, nil)
			n, l, err = t.Play(ctx, sr, starts[k])
		}
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
