package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/cctree/cctree/internal/english"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/term"

	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/franks"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/match/results"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/sweep"
)

// runMatch plays a match (package match) and appends one JSON line per finished game to -out,
// flushed to disk as each game ends, in the order of the plan whatever -workers is, so the file
// is always a prefix of the full run: running the same command again resumes it (finished games
// are skipped, a line cut off by a kill is dropped), and the finished file equals an
// uninterrupted run's (with depth or node budgets). A file of another match is bad input and is
// left untouched. -shard i/n plays the blocks b with b mod n == i (match.Config.Shard), and its
// records name the shard; -merge joins the shards' files from them alone (match.Merge). -config
// plays a configuration file of Franks' thesis instead (runConfig).
func runMatch(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("match", "-players 'SPEC SPEC ...' [-engines FILE] -budget depth=D|nodes=N|time=T [-game G | -board B -seats S -rules R] [-games N] [-openings K] [-opening-plies P] [-cap PLIES] [-seed S] [-design D] [-workers W] [-shard i/n] [-out results.jsonl] | -merge 'GLOB ...' [-out merged.jsonl] [-replace] [-plot FILE.svg] [-check] | -config run.cfg [-workers W] [-check] | -summary FILE...", stdout)
	players := fs.String("players", "", "the contestants, space-separated: searcher specs (cctree search -h), random, greedy, external engines (engine:NAME of -engines, or engine:COMMAND inline without spaces), or on hearts and spades the hidden-card players sampled(algo=SPEC,samples=N) and wrt (hearts), each optionally with its own budget: brs+@depth=5")
	enginesFile := fs.String("engines", "", "the engines file naming the engines of -players engine:NAME (docs/protocol.md, \"Engines in cctree\"); an engine that fails forfeits its game")
	budget := fs.String("budget", "", "per move: depth=D, nodes=N (iterative deepening, the last iteration completed within N nodes) or time=T (iterative deepening; not deterministic)")
	gameName := fs.String("game", "", gameUsage()+"; the records name it (game_spec), their moves and start in its notation")
	boardName := fs.String("board", "star73", "board")
	seats := fs.String("seats", "", "seats of the players, as in CCN (default: the board's, as every subcommand: 0134 on the stars, 024 on triangle, 0123 on the squares)")
	rulesName := fs.String("rules", "free", "rule set: free, nostop or goallock, with +allhome for Franks' win rule (every own piece home; e.g. free+allhome) instead of the default spoil rule (docs/rules.md)")
	games := fs.Int("games", 0, "at least this many games, rounded up to whole blocks (one opening over every seating of the block)")
	openings := fs.Int("openings", 0, "distinct openings, reused in turn (0: a new opening per block)")
	openingPlies := fs.Int("opening-plies", 0, "random plies of each opening (0: one per player; -1: none, every game from the start position)")
	capPlies := fs.Int("cap", 1000, "plies after the opening after which a game ends capped (reported apart, never a win)")
	seed := fs.Uint64("seed", 1, "seed of the openings, the random players and the drawn designs")
	design := fs.String("design", "", "how each block seats the contestants: full (every seating), balanced (an orbit under a 2-transitive relabelling group: every contestant at every player index and every ordered pair at every relative position equally often), random (drawn per block), draw (each game's players drawn with replacement, the MP-Mix paper's tables), rotations (legacy), counts=C0,C1,... (contestant x holds Cx seats in every game, every arrangement each block: a fixed field with a player plugged in); default: the design of the games in -out, else full up to 720 seatings, else balanced")
	workers := fs.Int("workers", 0, "games played at once (default GOMAXPROCS); with depth or node budgets the games do not depend on it")
	shard := fs.String("shard", "", "i/n: play only the blocks b with b mod n == i (0 <= i < n; default: the Slurm array task's, if any)")
	merge := fs.String("merge", "", "merge the shards' results files (space-separated globs) into -out, in plan order, checking that each game is there once: the records carry the match and its plan, so no other flag is needed (one given must agree with them)")
	replace := fs.Bool("replace", false, "let -merge -out replace a file that is not a results file of this match (never one of the merged files)")
	check := fs.Bool("check", false, "check the flags (and that the shard has games), print the design and its balance, and exit, playing nothing")
	out := fs.String("out", "", "append the games to this JSON-lines file, resuming it (default: print them)")
	summary := fs.Bool("summary", false, "summarise the results files given as arguments instead of playing (files of matches that differ only in -budget: one summary per budget)")
	plotPath := fs.String("plot", "", "also draw the win rates with their intervals into this SVG file (with several budgets: against the budget), and for one match the ratings and seat effects with their intervals into FILE-ratings.svg beside it")
	sprt := fs.Bool("sprt", false, "two contestants: stop at the end of the first block after which the SPRT of the first contestant's win rate has decided (H0: its fair share, H1: 5 points more; alpha = beta = 0.05)")
	config := fs.String("config", "", "play the key = value configuration file of Franks' thesis (Appendix I): its games, the game records to cctree.out and the CSV of winners to stats.file; only -workers and -check combine with it")
	if err := parseArgs(fs, args); err != nil {
		return err
	}
	if *plotPath != "" {
		// Checked before any game is played or file read: a typo here should not cost a run.
		if leanBuild {
			return errLean("match -plot")
		}
		if st, err := os.Stat(filepath.Dir(*plotPath)); err != nil || !st.IsDir() {
			return usagef("match: -plot %s: the folder %s does not exist; create it or choose another -plot", *plotPath, filepath.Dir(*plotPath))
		}
		if !strings.HasSuffix(*plotPath, ".svg") {
			return usagef("match: -plot %s: want an .svg file", *plotPath)
		}
	}
	if *config != "" {
		var other []string
		fs.Visit(func(f *flag.Flag) {
			if f.Name != "config" && f.Name != "workers" && f.Name != "check" {
				other = append(other, "-"+f.Name)
			}
		})
		if len(other) > 0 {
			return usagef("match: -config: %s does not combine with it: the configuration file sets the match (cctree.* keys for seed, cap, ties, rules and the records file); only -workers and -check do", strings.Join(other, ", "))
		}
		if fs.NArg() > 0 {
			return usagef("match: unexpected argument %q (files only with -summary)", fs.Arg(0))
		}
		return runConfig(ctx, stdout, stderr, *config, *workers, *check)
	}
	if *summary {
		return summarize(stdout, fs.Args(), *plotPath)
	}
	if fs.NArg() > 0 {
		return usagef("match: unexpected argument %q (files only with -summary)", fs.Arg(0))
	}
	if *merge != "" {
		if *shard != "" {
			return usagef("match: -merge joins the shards; it does not combine with -shard %s", *shard)
		}
		engines, err := readEngines(*enginesFile)
		if err != nil {
			return err
		}
		return mergeMatch(ctx, stdout, fs, engines, *merge, *out, *plotPath, *replace, *check)
	}
	gameSpec, err := otherGame(fs, *gameName)
	if err != nil {
		return err
	}
	var rules game.Rules
	if gameSpec == "" {
		if rules, err = game.ParseRules(*rulesName); err != nil {
			return usagef("match: -rules %q: want free, nostop or goallock, optionally with +allhome (e.g. free+allhome)", *rulesName)
		}
	} else {
		*boardName, *seats = "", ""
	}
	if g := board.ByName(*boardName); g != nil && *seats == "" {
		*seats = g.DefaultSeats
	}
	var b match.Budget
	if *budget != "" {
		var err error
		if b, err = match.ParseBudget(*budget); err != nil {
			return usagef("-budget: %v", err)
		}
	}
	engines, err := readEngines(*enginesFile)
	if err != nil {
		return err
	}
	contestants, err := match.ParseContestants(strings.Fields(*players))
	if err != nil {
		return usageError{inFlags(err)}
	}
	if *design == "" {
		// A contestant named k times holds k seats of every game: the papers write their tables
		// so (the MP-Mix paper's "PAR, PAR, MAXN" and a fourth player).
		if folded, counts := foldRepeats(contestants); counts != "" {
			contestants, *design = folded, counts
			fmt.Fprintf(stderr, "cctree: match: -players names a contestant more than once: each holds that many seats in every game (-design %s)\n", counts)
		}
	}
	c := &match.Config{Game: gameSpec, Board: *boardName, Seats: *seats, Rules: rules, Players: contestants, Budget: b,
		Games: *games, Openings: *openings, OpeningPlies: *openingPlies, Cap: *capPlies, Seed: *seed, Design: match.Design(*design),
		Engines: engines}
	if err := c.Validate(); err != nil {
		return usageError{inFlags(err)}
	}
	if *design == "" {
		fmt.Fprint(stderr, adoptDesign(c, []string{*out}))
	}
	if *workers < 0 {
		return usagef("match: -workers %d: want a number of games at once >= 1 (0 for GOMAXPROCS)", *workers)
	}
	if *capPlies < 1 {
		return usagef("match: -cap %d: want at least 1 ply", *capPlies)
	}
	si, sn, err := sweep.ResolveShard(*shard, os.Getenv)
	if err != nil {
		return usagef("match: %v", inFlags(err))
	}
	announceShard(stderr, "match", *shard, si, sn)
	if *sprt && sn > 1 {
		return usagef("match: -sprt stops a match by the games played so far; it does not combine with shards (%d/%d)", si, sn)
	}
	plan := c.Shard(si, sn)
	if len(plan) == 0 {
		return usagef("match: shard %d/%d selects no game of the %d blocks; want a shard count no larger than the blocks", si, sn, c.Plan()[len(c.Plan())-1].Block+1)
	}
	if planned := len(c.Plan()); *games > 0 && planned != *games {
		fmt.Fprintf(stderr, "cctree: match: -games %d rounded up to %s: whole blocks of %s (every seating of the design once per block)\n", *games, english.Count(planned, "game"), english.Count(c.BlockSize(), "game"))
	}
	if *check {
		return writeDesign(stdout, c, c.Plan())
	}
	if !c.Deterministic() {
		fmt.Fprintln(stderr, "cctree: match: note: not deterministic (a time budget, or an engine whose -engines entry has no det line for its budget): a rerun or another machine may play other games")
	}
	if *sprt && len(c.Players) != 2 {
		return usagef("match: -sprt tests one contestant against another; want exactly two -players, got %d", len(c.Players))
	}
	prev, err := play(ctx, stdout, stderr, c, plan, match.ShardName(si, sn), *out, *workers, *sprt)
	if err != nil {
		return err
	}
	if *out == "" {
		// The games went to stdout as JSON lines, which a pipe may read: the summary goes to stderr.
		return printSummary(stderr, prev, *plotPath)
	}
	return printSummary(stdout, prev, *plotPath)
}

// foldRepeats returns the distinct contestants of xs in the order of their first appearance and
// the design counts=... that seats each as often as xs names it; "" when none is named twice.
func foldRepeats(xs []match.Contestant) ([]match.Contestant, string) {
	var out []match.Contestant
	var counts []string
	n := map[match.Contestant]int{}
	for _, x := range xs {
		if _, seen := n[x]; !seen {
			out = append(out, x)
		}
		n[x]++
	}
	if len(out) == len(xs) {
		return xs, ""
	}
	for _, x := range out {
		counts = append(counts, strconv.Itoa(n[x]))
	}
	return out, "counts=" + strings.Join(counts, ",")
}

// otherGame returns the game spec of -game for match.Config.Game: "" for Chinese Checkers (no
// -game, or chinesecheckers), else the spec as given (the library checks it and names it
// canonically in the records). With another game, a flag of Chinese Checkers (-board, -seats,
// -rules) is bad input: one line naming it. Engines (-engines) play any game they declare.
func otherGame(fs *flag.FlagSet, name string) (string, error) {
	if name == "" || name == "chinesecheckers" {
		return "", nil
	}
	var err error
	fs.Visit(func(f *flag.Flag) {
		switch {
		case err != nil:
		case f.Name == "board" || f.Name == "seats" || f.Name == "rules":
			err = usagef("match: -%s is a flag of Chinese Checkers: the game %s takes its players and options in -game (e.g. -game 'virus(players=5,size=6)')", f.Name, name)
		}
	})
	return name, err
}

// readEngines reads the -engines file (nil for "").
func readEngines(path string) (map[string]ccp.Config, error) {
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, usagef("-engines: %v", err)
	}
	engines, err := ccp.ParseEngines(path, data)
	if err != nil {
		return nil, usagef("-engines: %s", strings.TrimPrefix(err.Error(), "ccp: "))
	}
	return engines, nil
}

// play plays the games of plan that out (a results file, "" for stdout) does not hold yet,
// appending each to it in plan order as it ends (results.Play; see runMatch), and returns every
// game of the file, those played before included. shard is the records' shard field
// (match.ShardName). With sprt it stops at the end of the first block after which the SPRT has
// decided. It adds cctree's messages, the design and the progress bar.
func play(ctx context.Context, stdout, stderr io.Writer, c *match.Config, plan []match.Game, shard, out string, workers int, sprt bool) ([]*record.Record, error) {
	bar := func(*record.Record) {}
	opt := results.Options{Shard: shard, Version: version(), Workers: workers, Out: stdout,
		Note: func(n string) { fmt.Fprintf(stderr, "cctree: match: %s\n", n) },
		Start: func(todo []match.Game, prev []*record.Record) error {
			if sprt && len(prev) > 0 && sprtDecided(prev, plan) != "" {
				fmt.Fprintf(stderr, "cctree: match: the SPRT decided before game %d; nothing more to play\n", len(prev))
				return results.Stop
			}
			if err := writeDesign(stderr, c, c.Plan()); err != nil {
				return err
			}
			bar = progress(stderr, len(todo), match.ContestantStrings(c.Players), prev)
			return nil
		},
		Played: func(rec *record.Record, all []*record.Record) error {
			bar(rec)
			if sprt {
				if d := sprtDecided(all, plan); d != "" {
					fmt.Fprintf(stderr, "cctree: match: the SPRT decided (%s) after %d games, at the end of block %d; stopping\n", d, len(all), rec.Block)
					return results.Stop
				}
			}
			return nil
		},
	}
	recs, err := results.Play(ctx, c, plan, out, opt)
	var fe *results.FileError
	switch {
	case errors.As(err, &fe):
		return nil, usageError{resultsError(fe)}
	case err != nil && ctx.Err() != nil && out != "":
		return nil, fmt.Errorf("match: interrupted; the finished games are in %s, run the same command again to resume", out)
	}
	return recs, err
}

// resultsError says what is wrong with a results file in cctree's terms: the file is -out, the
// plan's size -games, the shard -shard.
func resultsError(e *results.FileError) error {
	switch e.Problem {
	case results.NoFolder:
		return fmt.Errorf("match: -out %s: the folder %s does not exist; create it or choose another -out", e.Path, filepath.Dir(e.Path))
	case results.CannotOpen:
		return fmt.Errorf("match: -out %s: %v", e.Path, e.Err)
	case results.Locked:
		return fmt.Errorf("match: -out %s: another cctree (pid %d) is writing it; wait for it to finish, or choose another -out", e.Path, e.PID)
	case results.Unreadable:
		return fmt.Errorf("match: %v; the file is left as it is", e.Err)
	case results.OtherMatch:
		return fmt.Errorf("match: %s:%d: a game of another match (its %s differs from this command's); write to another -out file", e.Path, e.Line, e.Field)
	case results.OtherShard:
		return fmt.Errorf("match: %s:%d: a game of %s, but this command plays %s; write each shard to its own -out file", e.Path, e.Line, shardWords(e.Shard), shardWords(e.Want))
	case results.Shrinks:
		return fmt.Errorf("match: -out %s holds game %d, beyond the %d games this -games plans; a match grows but does not shrink: give -games %d or more", e.Path, e.Game, e.Planned, e.Game+1)
	}
	return e
}

// progress returns a function to call after each game with its record: a bar on a terminal
// (matchBar: games done of this run's total, the time left, and the win rates so far, the games
// already in the file included), nothing otherwise or in the lean build.
func progress(stderr io.Writer, total int, contestants []string, prev []*record.Record) func(*record.Record) {
	if !onTerminal(stderr) {
		return func(*record.Record) {}
	}
	t := newTally(contestants)
	for _, r := range prev {
		t.add(r)
	}
	describe := matchBar(stderr, total, t.String())
	if describe == nil {
		return func(*record.Record) {}
	}
	return func(r *record.Record) {
		t.add(r)
		describe(t.String())
	}
}

// onTerminal reports whether w is a terminal, where a progress bar is drawn.
func onTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// tally counts each contestant's wins in the non-capped games it sat in, as matchstat's win
// rate does, game by game.
type tally struct {
	names       []string
	games, wins []int
	capped      int
}

func newTally(contestants []string) *tally {
	return &tally{names: contestants, games: make([]int, len(contestants)), wins: make([]int, len(contestants))}
}

func (t *tally) add(r *record.Record) {
	if r.Capped {
		t.capped++
		return
	}
	for c, name := range t.names {
		if slices.Contains(r.Players, name) {
			t.games[c]++
			if r.Winner != nil && *r.Winner >= 0 && *r.Winner < len(r.Players) && r.Players[*r.Winner] == name {
				t.wins[c]++
			}
		}
	}
}

// String is the bar's description: "match: paranoid 54% maxn 46% won;", each contestant's win
// rate so far ("-" before its first non-capped game), and the capped games if any.
func (t *tally) String() string {
	var b strings.Builder
	b.WriteString("match:")
	for c, name := range t.names {
		if t.games[c] == 0 {
			fmt.Fprintf(&b, " %s -", name)
		} else {
			fmt.Fprintf(&b, " %s %.0f%%", name, 100*float64(t.wins[c])/float64(t.games[c]))
		}
	}
	b.WriteString(" won")
	if t.capped > 0 {
		fmt.Fprintf(&b, ", %d capped", t.capped)
	}
	b.WriteString(";") // apart from the bar's own percentage, which follows
	return b.String()
}

// summarize reads results files and prints their summary. The files may hold several matches
// that differ only in their budget (the budget field): then it prints one summary per budget,
// in budget order, and -plot draws the win rates against the budget (plotBudgets).
func summarize(stdout io.Writer, paths []string, plotPath string) error {
	if len(paths) == 0 {
		return usagef("match: -summary: name the results files (cctree match -summary results.jsonl ...)")
	}
	var all []*record.Record
	firstPath := ""
	for _, p := range paths {
		var f io.ReadCloser = io.NopCloser(stdin) // "-": the records piped in (cctree match ... | cctree match -summary -)
		if p != "-" {
			var err error
			if f, err = os.Open(p); err != nil {
				return usagef("match: -summary: %v", err)
			}
		} else {
			p = "stdin"
		}
		recs, err := record.Read(f, p)
		f.Close()
		if err != nil {
			return usagef("match: -summary: %v", err)
		}
		if len(all) == 0 && len(recs) > 0 {
			firstPath = p
		}
		for _, r := range recs {
			if len(all) > 0 {
				if f := matchstat.OtherThanBudget(all[0], r); f != "" {
					return usagef("match: -summary: %s: game %d is of another match than game %d of %s (its %s differs); files summarised together may differ only in their budget", p, r.Game, all[0].Game, firstPath, f)
				}
			}
			all = append(all, r)
		}
	}
	if len(all) == 0 {
		return usagef("match: no games to summarise")
	}
	sums, err := matchstat.SummarizeBudgets(all)
	if err != nil {
		return usageError{err}
	}
	for _, sum := range sums {
		if err := sum.WriteText(stdout, table.Text); err != nil {
			return err
		}
		var recs []*record.Record
		for _, r := range all {
			if r.Budget == sum.Budget {
				recs = append(recs, r)
			}
		}
		if err := writeRecordsBalance(stdout, recs); err != nil {
			return err
		}
	}
	switch {
	case plotPath == "":
		return nil
	case len(sums) == 1:
		return plotSummary(sums[0], plotPath)
	}
	return plotBudgets(plotPath, sums)
}

// printSummary prints the summary of a match's games (package analysis/matchstat) and, with a
// plot path, draws its win rates there.
func printSummary(stdout io.Writer, recs []*record.Record, plotPath string) error {
	if len(recs) == 0 {
		return usagef("match: no games to summarise")
	}
	sum, err := matchstat.Summarize(recs)
	if err != nil {
		return usageError{err}
	}
	if err := sum.WriteText(stdout, table.Text); err != nil {
		return err
	}
	if err := writeRecordsBalance(stdout, recs); err != nil {
		return err
	}
	if plotPath != "" {
		return plotSummary(sum, plotPath)
	}
	return nil
}

// ratingsPath is where -plot X.svg puts the ratings figure: X-ratings.svg.
func ratingsPath(plotPath string) string {
	return strings.TrimSuffix(plotPath, ".svg") + "-ratings.svg"
}

// errSPRTStop ends a match whose SPRT has decided.
var errSPRTStop = errors.New("the SPRT has decided")

// sprtDecided returns the SPRT's decision once the games played so far (recs, in plan order)
// end a whole block and the test has left its bounds, "" otherwise. Stopping only at block ends
// keeps every seating equally often in the games played, and the decision depends only on the
// games, so a resumed run stops where an uninterrupted one does.
func sprtDecided(recs []*record.Record, plan []match.Game) string {
	last := recs[len(recs)-1]
	i := slices.IndexFunc(plan, func(g match.Game) bool { return g.Index == last.Game })
	if i < 0 || i+1 < len(plan) && plan[i+1].Block == last.Block {
		return ""
	}
	sum, err := matchstat.SummarizeNoRatings(recs)
	if err != nil || sum.SPRT == nil || sum.SPRT.DecidedAt == 0 {
		return ""
	}
	return sum.SPRT.Decision
}

// shardWords names a record's shard field in messages.
func shardWords(shard string) string {
	if shard == "" {
		return "the whole match (no -shard)"
	}
	return results.ShardWords(shard)
}

// mergeMatch writes the games of the shards' files as one run writes them (match.Merge: every
// game of the plan the records carry, once, in plan order), to out atomically or to stdout, then
// prints the summary. A match flag given as well must agree with the records; out is never one
// of the files, and an existing out is replaced only if it holds games of this match or with
// replace. With check it writes nothing.
func mergeMatch(ctx context.Context, stdout io.Writer, flags *flag.FlagSet, engines map[string]ccp.Config, patterns, out, plotPath string, replace, check bool) error {
	paths, err := globs(patterns)
	if err != nil {
		return err
	}
	var files []match.RecordsFile
	for _, path := range paths {
		recs, err := record.ReadFile(path)
		if err != nil {
			return usagef("match: -merge: %v", err)
		}
		files = append(files, match.RecordsFile{Name: path, Records: recs})
	}
	c, all, err := match.Merge(files)
	if err != nil {
		return usagef("match: -merge: %v", err)
	}
	if err := matchFlagsAgree(flags, c, engines, paths[0]); err != nil {
		return err
	}
	first := all[0]
	err = checkMergeTarget("match", out, paths, replace, "a results file of this match", func(data []byte) bool {
		recs, err := record.Read(bytes.NewReader(data), out)
		if err != nil {
			return false
		}
		for _, r := range recs {
			if match.SameMatch(r, first) != "" {
				return false
			}
		}
		return true
	})
	if err != nil || check {
		return err
	}
	var b bytes.Buffer
	for _, r := range all {
		if err := record.Write(&b, r); err != nil {
			return err
		}
	}
	if err := writeResults(ctx, stdout, out, func(w io.Writer) error { _, err := w.Write(b.Bytes()); return err }); err != nil {
		return err
	}
	if out == "" {
		return nil
	}
	return printSummary(stdout, all, plotPath)
}

// matchFlagsAgree checks the match flags given to a merge against the match of the records (c,
// read from from): each must name the same match, else one line naming the flag.
func matchFlagsAgree(flags *flag.FlagSet, c *match.Config, engines map[string]ccp.Config, from string) error {
	numbers := map[string]any{"openings": c.Openings, "opening-plies": c.OpeningPlies, "cap": c.Cap, "seed": c.Seed}
	var err error
	flags.Visit(func(f *flag.Flag) {
		if err != nil {
			return
		}
		v := f.Value.String()
		var rec string
		var same bool
		switch f.Name {
		case "game":
			q := match.Config{Game: v}
			if v == "chinesecheckers" {
				q.Game = ""
			}
			rec, same = c.CanonicalGame(), q.CanonicalGame() == c.CanonicalGame()
			if rec == "" {
				rec = "chinesecheckers"
			}
		case "board":
			rec, same = c.Board, v == c.Board
		case "seats":
			rec, same = c.Seats, v == c.Seats
		case "rules":
			r, e := game.ParseRules(v)
			rec, same = c.Rules.String(), e == nil && r == c.Rules
		case "budget":
			b, e := match.ParseBudget(v)
			rec, same = match.MatchRecord(c, "").Budget, e == nil && b == c.Budget
		case "players":
			ps, e := match.ParseContestants(strings.Fields(v))
			q := *c
			q.Players, q.Engines = ps, engines
			rec, same = strings.Join(match.ContestantStrings(c.Players), " "), e == nil && q.Validate() == nil && slices.Equal(q.Players, c.Players)
		case "games":
			q := *c
			q.Games = f.Value.(flag.Getter).Get().(int)
			rec, same = fmt.Sprintf("%d games after rounding to blocks", len(c.Plan())), len(q.Plan()) == len(c.Plan())
		case "design":
			rec, same = string(c.EffectiveDesign()), match.Design(v) == c.EffectiveDesign()
		default:
			x, ok := numbers[f.Name]
			if !ok {
				return
			}
			rec = fmt.Sprint(x)
			same = v == rec
		}
		if !same {
			err = usagef("match: -merge: -%s %q disagrees with the match the records hold (%s, in %s); leave the flag out: the records carry the match", f.Name, v, rec, from)
		}
	})
	return err
}

// runConfig plays a configuration file of Franks' thesis (package franks). The games go to the
// file's records file (cctree.out) as any match's do: appended in game order as they end, so a
// rerun resumes and never plays a finished game again. Then the CSV of winners of every game in
// the records file is written to stats.file, replaced whole (atomically), so a rerun rewrites
// the same rows, never more. Bad input (the file, a key, an output folder that does not exist)
// is one line and exit 2 before anything is written.
func runConfig(ctx context.Context, stdout, stderr io.Writer, path string, workers int, check bool) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return usagef("match: -config: %v", err)
	}
	run, err := franks.Parse(path, bytes.NewReader(data))
	if err != nil {
		return usageError{err}
	}
	c, err := run.Config()
	if err != nil {
		return usageError{err}
	}
	if workers < 0 {
		return usagef("match: -workers %d: want a number of games at once >= 1 (0 for GOMAXPROCS)", workers)
	}
	for _, f := range []struct{ key, path string }{{"stats.file", run.CSV}, {"cctree.out", run.Out}} {
		if st, err := os.Stat(f.path); err == nil && st.IsDir() {
			return usagef("match: -config: %s: %s: %s is a folder; want a file name", path, f.key, f.path)
		}
		if st, err := os.Stat(filepath.Dir(f.path)); err != nil || !st.IsDir() {
			return usagef("match: -config: %s: %s: folder %s does not exist; create it first", path, f.key, filepath.Dir(f.path))
		}
	}
	if check {
		fmt.Fprintf(stdout, "match: -config %s: checked: %s on %s %s (%s), records appended to %s (resumable), winners to %s; nothing played (-check)\n",
			path, english.Count(len(c.Plan()), "game"), c.Board, c.Seats, strings.Join(match.ContestantStrings(c.Players), ", "), run.Out, run.CSV)
		return writeDesign(stdout, c, c.Plan())
	}
	recs, err := play(ctx, stdout, stderr, c, c.Plan(), "", run.Out, workers, false)
	if err != nil {
		return err
	}
	if err := atomicfile.Write(run.CSV, func(w io.Writer) error { return franks.WriteCSV(w, run, recs) }); err != nil {
		return fmt.Errorf("match: %s: %v", run.CSV, err)
	}
	fmt.Fprintf(stderr, "cctree: match: %s in %s; their winners in %s\n", english.Count(len(recs), "game"), run.Out, run.CSV)
	return franks.WriteTable(stdout, run, recs)
}
