package sweep

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/search/spec"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep/benchname"
)

// This file: the cases of the games other than Chinese Checkers (the Virus Game, Focus; package
// engine/searchers/games), selected by Selection.Game. Their groups are game specs
// ("virus(players=4)", games.Position.Spec) instead of a board and seat set, their suites are
// positions.GameSuites, and their names are benchname.Case's game= form.

// Depths is the default matrix's depth and the full matrix's deepest of the benchmark table's
// rows on a game.
type Depths struct{ Default, Full int }

// GameDepths are the depths of the table's rows on each game other than Chinese Checkers, the
// same for every row (a row's own depths are per board of Chinese Checkers; an explicit
// Selection.Depths overrides them). A game without an entry has DefaultGameDepths.
var GameDepths = map[string]Depths{
	"virus":     {4, 6},
	"focus":     {3, 4},
	"rolit":     {4, 6},
	"blokus":    {2, 3}, // hundreds of placements a position: depth 3 is 10^4-10^5 nodes
	"tictactoe": {4, 6},
}

// DefaultGameDepths are the depths of a game GameDepths does not list.
var DefaultGameDepths = Depths{3, 4}

// gameCases is Cases for a selection with a Game: rows are the table's (those that run on the
// game) or the Algos (each must run on it), depths the given ones or the game's.
func (s Selection) gameCases(full bool, depths, iters []int, rows []Row) ([]benchname.Case, error) {
	for _, f := range []struct{ field, value, what string }{{"board", s.Board, "board"}, {"seats", s.Seats, "seat set"}} {
		if f.value != "" {
			return nil, s.errorf(f.field, f.value, "a %s of Chinese Checkers, but %sgame %s is selected: give one of them (a game's players and options go in %sgame, e.g. 'virus(players=5)')", f.what, s.Flag, s.Game, s.Flag)
		}
	}
	start, err := games.Start(s.Game)
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), fmt.Sprintf("game %q: ", s.Game))
		return nil, s.errorf("game", s.Game, "%s", msg)
	}
	sp, err := spec.ParseSpec(s.Game) // Start has read it: no error
	if err != nil {
		return nil, s.errorf("game", s.Game, "%v", err)
	}
	name := start.Game().Name
	have := s.Suites.GameSuites(name)
	if len(have) == 0 {
		return nil, s.errorf("game", s.Game, "%s has no position suites to sweep (games with committed suites: %s): make them with cctree positions gen -game %s (cctree sweep does so itself)", name, strings.Join(positions.Games(), ", "), name)
	}
	suites := []string{"mid"}
	if full {
		suites = have
	}
	if s.Suite != "" {
		if !slices.Contains(have, s.Suite) {
			return nil, s.errorf("suite", s.Suite, "not a suite of %s (have %s)", name, strings.Join(have, ", "))
		}
		suites = []string{s.Suite}
	}
	var run []Row
	for _, r := range rows {
		if strings.HasPrefix(r.Spec, ccp.Prefix) {
			return nil, s.errorf("algo", r.Spec, "external engines play Chinese Checkers only (CCP); leave it out with %sgame", s.Flag)
		}
		if _, err := start.NewSearcher(r.Spec); err != nil {
			if s.Algos == nil {
				continue // a row of the table that does not run on the game (none does today)
			}
			msg := strings.TrimLeft(strings.TrimPrefix(err.Error(), fmt.Sprintf("algo %q", r.Spec)), ": ")
			return nil, s.errorf("algo", r.Spec, "%s", msg)
		}
		run = append(run, r)
	}
	d, ok := GameDepths[name]
	if !ok {
		d = DefaultGameDepths
	}
	if depths == nil && full {
		for k := 1; k <= d.Full; k++ {
			depths = append(depths, k)
		}
	} else if depths == nil {
		depths = []int{d.Default}
	}
	var out []benchname.Case
	var all []string
	for _, sn := range suites {
		gs, err := s.Suites.gameSuite(name, sn)
		if err != nil {
			return nil, err
		}
		for _, g := range gs.specs {
			if !slices.Contains(all, g) {
				all = append(all, g)
			}
			// The bare name selects every group of a games source (a match file's own options),
			// of a suite the groups of the default options.
			if !gameMatches(g, sp, start) && (len(sp.Args) > 0 || !strings.HasPrefix(sn, GamesPrefix)) {
				continue
			}
			for _, r := range run {
				lv, err := s.levels(r.Spec, depths, iters)
				if err != nil {
					return nil, err
				}
				for _, l := range lv {
					out = append(out, benchname.Case{Game: g, Suite: sn, Algo: r.Spec, Depth: l.depth, Iters: l.iters})
				}
			}
		}
	}
	if len(out) == 0 {
		return nil, s.errorf("game", s.Game, "no positions of it in the suites %s of %s (they hold %s)", strings.Join(suites, ", "), name, strings.Join(all, ", "))
	}
	return out, nil
}

// gameMatches reports whether the group g (a canonical game spec) is what the game spec sp
// selects: sp itself when it names players= (start is its start position), else sp with g's
// players.
func gameMatches(g string, sp spec.Spec, start games.Position) bool {
	for _, a := range sp.Args {
		if a.Key == "players" {
			return g == start.Spec()
		}
	}
	gs, err := spec.ParseSpec(g)
	if err != nil {
		return false
	}
	for _, a := range gs.Args {
		if a.Key == "players" {
			with := spec.Spec{Name: sp.Name, Args: append([]spec.Arg{a}, sp.Args...)}
			pos, err := games.Start(with.String())
			return err == nil && pos.Spec() == g
		}
	}
	return false
}
