package sweep

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/positions"
	"github.com/cctree/cctree/sweep/benchname"
)

// Matrices of the search benchmarks.
const (
	Default = "default" // every row at its default depth on every group of the mid suite
	Full    = "full"    // every row at depths 1..its full depth on every group of every suite
)

// Row is one searcher of the benchmark table: its spec, its default depth per board and the
// deepest depth per board of the full matrix (see searchers.Rows, where each family lists its rows).
type Row = searchers.Row

// Table returns the benchmark table: every registered family's rows, in registry order.
func Table() []Row { return searchers.Rows() }

// fallback gives the depths of a spec no row names (a parameter setting such as
// opps(1,2,1), selected with Selection.Algos).
var fallback = Row{Depth: map[string]int{"star73": 3, "star121": 3}, Full: map[string]int{"star73": 4, "star121": 3}}

// procsSuffix matches a name that benchfmt would read as ending in a GOMAXPROCS suffix.
var procsSuffix = regexp.MustCompile(`-[0-9]+$`)

// MaxDepth is the deepest depth a case may have (the searchers' per-ply buffers).
const MaxDepth = search.MaxPly - 1

// Selection chooses cases. The zero value is the default selection: every table row at its
// default depth on every group of the mid suite.
type Selection struct {
	Matrix string   // Default ("" too) or Full
	Algos  []string // only these specs (any spec the registry accepts, or "engine:NAME" of Engines), in this order, each searcher once under its canonical name however often and however it is spelt; nil for the table's rows
	Depths string   // only these depths: D, A-B or D,D,... ("" for the table's)
	// Iters are the iteration budgets of the searchers without depth (search.Anytime: mcts),
	// N,N,...: a case per budget, named iters=N in place of depth=D. Required when Algos names
	// such a searcher; an error when no selected searcher has iterations.
	Iters string
	Suite string // only this suite ("" for mid, or every suite in the full matrix)
	Board string // only this board
	Seats string // only this seat set

	// Game, if set, selects cases of a game other than Chinese Checkers instead (see
	// gameCases): a game spec of the game registry, engine/searchers/games ("virus",
	// "virus(players=5)", "focus(players=3)"). With players= it is that game; without, every
	// player count that the game's suites hold with the options given. Board and Seats must
	// then be empty, Suite is one of the game's suites (positions.GameSuites), and the table's
	// rows are those that run on the game, at the game's depths (GameDepths).
	Game string

	// Engines are the engines that Algos may name as "engine:NAME" (by name only: a case's
	// name carries the spec, which must not hold "/" or spaces).
	Engines map[string]ccp.Config

	// Suites holds the games sources (Suites.LoadGames) that Suite may name; nil: the embedded
	// suites only.
	Suites *Suites

	// Flag, if set, prefixes the field names in errors: Flag+"algo" etc. ("-" for cctree sweep,
	// "-cctree." for the bench test binary); "" names the fields alone (algo "x": ...).
	Flag string
}

// FieldError is a selection field with a value that cannot be used. Field is the field's name
// in the library's terms (algo, depth, suite, board, seats, matrix; shard for ResolveShard); Flag,
// if set, is the prefix a front end writes before it (Selection.Flag): "-" makes it a flag.
type FieldError struct {
	Flag, Field, Value, Problem string
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("%s%s %q: %s", e.Flag, e.Field, e.Value, e.Problem)
}

func (s Selection) errorf(field, value, format string, args ...any) error {
	return &FieldError{s.Flag, field, value, fmt.Sprintf(format, args...)}
}

// ParseDepths reads D, A-B or D,D,... with every depth in 1..MaxDepth; "" gives nil.
func ParseDepths(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	bad := fmt.Errorf("want D, A-B or D,D,... with depths 1 to %d", MaxDepth)
	var out []int
	if a, b, ok := strings.Cut(s, "-"); ok {
		lo, err1 := strconv.Atoi(a)
		hi, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || lo < 1 || hi < lo || hi > MaxDepth {
			return nil, bad
		}
		for d := lo; d <= hi; d++ {
			out = append(out, d)
		}
		return out, nil
	}
	for _, f := range strings.Split(s, ",") {
		d, err := strconv.Atoi(f)
		if err != nil || d < 1 || d > MaxDepth || slices.Contains(out, d) {
			return nil, bad
		}
		out = append(out, d)
	}
	return out, nil
}

// ParseIters reads N,N,... (each an iteration budget >= 1, each once); "" gives nil.
func ParseIters(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || slices.Contains(out, n) {
			return nil, fmt.Errorf("want N,N,... with iteration budgets >= 1, each once")
		}
		out = append(out, n)
	}
	return out, nil
}

// level is one measurement level of a case: a depth, or an iteration budget (then depth is 0).
type level struct{ depth, iters int }

// levels returns the levels row r runs at, given its depths ds: ds itself, or for a searcher
// without depth (search.Anytime: mcts) the selection's iteration budgets iters.
func (s Selection) levels(spec string, ds, iters []int) ([]level, error) {
	var out []level
	sp, err := searchers.Parse(spec)
	if _, anytime := sp.Config().(search.Anytime); err == nil && anytime {
		if iters == nil {
			return nil, s.errorf("iters", "", "%s has no depth: give its iteration budgets, e.g. %siters 1000,10000", spec, s.Flag)
		}
		for _, n := range iters {
			out = append(out, level{iters: n})
		}
		return out, nil
	}
	for _, d := range ds {
		if d >= 1 { // a row without a depth for this board skips it
			out = append(out, level{depth: d})
		}
	}
	return out, nil
}

// anyAnytime reports whether a row is of a searcher without depth (an -iters selection needs one).
func anyAnytime(rows []Row) bool {
	for _, r := range rows {
		if sp, err := searchers.Parse(r.Spec); err == nil {
			if _, ok := sp.Config().(search.Anytime); ok {
				return true
			}
		}
	}
	return false
}

// Cases returns the cases (one per group: Case.Pos is empty) of the selection, in a fixed order: by suite (sorted), then the
// suite's groups ((board, seats), or a game's specs) in file order, then table row (or Algos) order, then depth.
// Every field is validated first: an unknown searcher, board,
// seat set, suite, game or a bad depth is a *FieldError naming the field and the accepted values,
// and a selection that matches no case is an error too.
func (s Selection) Cases() ([]benchname.Case, error) {
	if s.Matrix != "" && s.Matrix != Default && s.Matrix != Full {
		return nil, s.errorf("matrix", s.Matrix, "want %s or %s", Default, Full)
	}
	full := s.Matrix == Full
	depths, err := ParseDepths(s.Depths)
	if err != nil {
		return nil, s.errorf("depth", s.Depths, "%v", err)
	}
	iters, err := ParseIters(s.Iters)
	if err != nil {
		return nil, s.errorf("iters", s.Iters, "%v", err)
	}
	rows := Table()
	if s.Algos != nil {
		var picked []Row
		for _, spec := range s.Algos {
			if name, ok := strings.CutPrefix(spec, ccp.Prefix); ok {
				if _, found := s.Engines[name]; !found {
					return nil, s.errorf("algo", spec, "no engine %q in the engines file (-engines); a sweep names engines by their name in that file", name)
				}
				if procsSuffix.MatchString(name) {
					return nil, s.errorf("algo", spec, "a name ending in -DIGITS reads as the GOMAXPROCS suffix of a benchmark name; rename the engine")
				}
				r := fallback
				r.Spec = spec
				picked = append(picked, r)
				continue
			}
			sp, err := searchers.Parse(spec)
			if err != nil {
				return nil, s.errorf("algo", spec, "%s (usage: cctree search -h lists every form)", strings.TrimPrefix(err.Error(), "searchers: "))
			}
			canon := sp.String() // the searcher's one name, however it was spelt
			if slices.ContainsFunc(picked, func(r Row) bool { return r.Spec == canon }) {
				continue // another spelling of a searcher given before: one searcher, one name
			}
			r := fallback
			if i := slices.IndexFunc(rows, func(r Row) bool { return r.Spec == canon }); i >= 0 {
				r = rows[i]
			}
			r.Spec = canon
			picked = append(picked, r)
		}
		if len(picked) == 0 {
			return nil, s.errorf("algo", "", "no searcher given; want specs such as 'paranoid brs+'")
		}
		rows = picked
	}
	if iters != nil && !anyAnytime(rows) {
		return nil, s.errorf("iters", s.Iters, "no selected searcher has iterations (only mcts has; give it with %salgo)", s.Flag)
	}
	if s.Game != "" && s.Game != "chinesecheckers" { // cctree's name of the default game
		return s.gameCases(full, depths, iters, rows)
	}
	suites := []string{"mid"}
	if full {
		suites = positions.Names()
	}
	if s.Suite != "" {
		_, isGames := s.Suites.gamesSource(s.Suite)
		if !isGames && !slices.Contains(positions.Names(), s.Suite) {
			return nil, s.errorf("suite", s.Suite, "unknown suite (have %s, or the positions of a match file: cctree sweep -games FILE)", strings.Join(positions.Names(), ", "))
		}
		suites = []string{s.Suite}
	}
	if s.Board != "" && !slices.Contains(positions.Boards, s.Board) {
		return nil, s.errorf("board", s.Board, "no suite positions on this board (have %s)", strings.Join(positions.Boards, ", "))
	}
	var out []benchname.Case
	seatsSeen := map[string]bool{}
	for _, sn := range suites {
		counts, err := s.Suites.suiteCounts(sn)
		if err != nil {
			return nil, err
		}
		for _, g := range counts {
			if s.Board != "" && g.Board != s.Board {
				continue
			}
			seatsSeen[g.Seats] = true
			if s.Seats != "" && g.Seats != s.Seats {
				continue
			}
			for _, r := range rows {
				ds := depths
				if ds == nil && full {
					for d := 1; d <= r.Full[g.Board]; d++ {
						ds = append(ds, d)
					}
				} else if ds == nil {
					ds = []int{r.Depth[g.Board]}
				}
				lv, err := s.levels(r.Spec, ds, iters)
				if err != nil {
					return nil, err
				}
				for _, l := range lv {
					out = append(out, benchname.Case{Board: g.Board, Seats: g.Seats, Suite: sn, Algo: r.Spec, Depth: l.depth, Iters: l.iters})
				}
			}
		}
	}
	if s.Seats != "" && !seatsSeen[s.Seats] {
		var have []string
		for k := range seatsSeen {
			have = append(have, k)
		}
		slices.Sort(have)
		where := "the selected suites"
		if s.Board != "" {
			where += " on " + s.Board
		}
		return nil, s.errorf("seats", s.Seats, "no positions with this seat set in %s (have %s)", where, strings.Join(have, ", "))
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("the selection (matrix %s, suites %s, board %q, seats %q) matches no case", or(s.Matrix, Default), strings.Join(suites, ","), s.Board, s.Seats)
	}
	return out, nil
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// suiteCounts returns the (board, seats) groups of a suite: an embedded one, or a games source
// of su.
func (su *Suites) suiteCounts(name string) ([]positions.Count, error) {
	if bs, ok := su.gamesSource(name); ok {
		g, err := su.loadGroup(benchname.Case{Suite: name, Board: bs[0], Seats: bs[1]})
		if err != nil {
			return nil, err
		}
		return []positions.Count{{Board: bs[0], Seats: bs[1], N: len(g.ids)}}, nil
	}
	suite, err := positions.Load(name)
	if err != nil {
		return nil, err
	}
	return suite.Counts(), nil
}
