package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"github.com/cctree/cctree/engine/board"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cctree/cctree/bench"
	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/searchers"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/internal/english"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// runSweep runs a selection of search cases in-process on several goroutines (package sweep)
// and writes Go benchmark lines: one Search line per case (nodes/op, nodes/pos, ns/node) and,
// with -per-pos, one SearchPos line per position before it. Node counts and the order of the
// lines do not depend on -workers.
//
// With -out the sweep resumes (sweep.FileRun): each finished case's lines are appended to
// FILE.partial (in case order, synced), and when every case is measured FILE is replaced
// atomically by them and FILE.partial removed, so FILE is always a whole sweep's file (an existing
// one is kept until then). Run again after an interruption (Ctrl-C, a kill, a crash), the same
// command measures only the cases FILE.partial lacks (a case cut by a kill is measured again; -workers
// may differ) and writes the FILE an uninterrupted run writes: the same bytes with -counts. A
// FILE.partial of another selection (flags, shard, costs, -games or -engines content, or for a
// timed sweep another machine or GOMAXPROCS) is refused, exit 2, and left as it is.
//
// -shard i/n (or, without it, a Slurm array task's SLURM_ARRAY_TASK_* variables) runs only shard
// i of n, split by estimated cost (sweep.Plan, with the costs of -costs or of the baseline built
// into cctree), and its file records the whole plan; -merge FILES writes the shards' files as one
// (sweep.Merge): the lines of the unsharded sweep, in its order, from the files alone.
func runSweep(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("sweep", "[-algo 'SPEC ...'] [-engines FILE] [-depth D|A-B|D,D] [-board B] [-seats S | -game G] [-suite K] [-games FILE] [-matrix default|full] [-per-pos] [-counts] [-leaves] [-workers N] [-shard i/n] [-costs FILE] [-out FILE] [-list] | -merge 'GLOB ...' [-out FILE] [-replace] [-check]", stdout)
	sf := addSelectionFlags(fs)
	sf.notes = stderr
	perPos := fs.Bool("per-pos", false, "also write one SearchPos line per position (the samples cctree report computes statistics from)")
	counts := fs.Bool("counts", false, "write only the exact counts, no timings: the same bytes on every run and machine")
	leaves := fs.Bool("leaves", false, "also write leaves/op, the horizon and terminal nodes (NC minus leaves: the nodes that generate moves)")
	workers := fs.Int("workers", 0, "goroutines searching positions (default GOMAXPROCS)")
	out := fs.String("out", "", "write the results to FILE instead of stdout: atomically, once every case is measured; meanwhile each finished case is appended to FILE.partial, and after an interruption (Ctrl-C, a kill) the same command resumes from the cases it holds (a FILE.partial of another selection is refused)")
	list := fs.Bool("list", false, "print the selected cases' benchmark names and exit")
	shard := fs.String("shard", "", "i/n: run only shard i of n, split by estimated cost (default: the Slurm array task's, if any)")
	costs := fs.String("costs", "", "a benchmark file whose nodes/op estimate the cases' costs for -shard (default: bench/testdata/baseline.txt as built into cctree; unknown cases are extrapolated); the shard files record the costs' hash, and shards split by other costs do not merge")
	merge := fs.String("merge", "", "merge these shard files (space-separated globs) into -out instead of running: the files record the plan, so no selection flag is needed (one given must agree with it)")
	replace := fs.Bool("replace", false, "let -merge -out replace an existing file that is not a results file of this sweep (never one of the merged files)")
	check := fs.Bool("check", false, "check the flags (and that the shard has work, and that a FILE.partial of -out is one the run resumes) and exit, running nothing")
	enginesFile := fs.String("engines", "", "the engines file naming the engines of -algo engine:NAME (docs/protocol.md); their counts are exact units only when the engine declares det depth, else reported-nodes/op etc.")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *merge != "" {
		if *shard != "" {
			return usagef("sweep: -merge joins the shards; it does not combine with -shard %s", *shard)
		}
		return mergeSweep(ctx, stdout, fs, sf, *merge, *out, *costs, *replace, *check)
	}
	engines, err := readEngines(*enginesFile)
	if err != nil {
		return err
	}
	sf.engines = engines
	cases, err := sf.cases(fs)
	if err != nil {
		return usagef("sweep: %v", err)
	}
	if *workers < 0 {
		return usagef("sweep: -workers %d: want a number of goroutines >= 1 (0 for GOMAXPROCS)", *workers)
	}
	si, sn, err := sweep.ResolveShard(*shard, os.Getenv)
	if err != nil {
		return usagef("sweep: %v", inFlags(err))
	}
	announceShard(stderr, "sweep", *shard, si, sn)
	opt := sweep.Options{Workers: *workers, PerPos: *perPos, Counts: *counts, Leaves: *leaves, Engines: engines, Suites: sf.suites}
	var plan *sweep.Plan
	if sn > 1 {
		known, err := loadCosts(*costs)
		if err != nil {
			return err
		}
		plan = sweep.NewPlan(cases, known, sn, planFlagsGiven(fs), opt)
		cases = plan.Shard(si)
		if len(cases) == 0 {
			return usagef("sweep: shard %d/%d holds no case: the selection has fewer cases than shards; use fewer shards", si, sn)
		}
	}
	if *check {
		if *out == "" {
			return nil
		}
		fr, err := sweepFileRun(fs, *out, cases, opt, plan, si, stderr)
		if err != nil {
			return err
		}
		return checkOut(fr, stderr)
	}
	if *list {
		for _, c := range cases {
			fmt.Fprintln(stdout, c)
		}
		return nil
	}
	if onTerminal(stderr) {
		var finish func()
		if opt.Progress, finish = sweepBar(stderr); finish != nil {
			defer finish()
		}
	}
	if *out == "" {
		return writeResults(ctx, stdout, "", func(w io.Writer) error {
			if plan != nil {
				if err := plan.WriteHeader(w, si); err != nil {
					return err
				}
			}
			return sweep.Run(ctx, w, cases, opt)
		})
	}
	if hook, ok := ctx.Value(sweepProgressKey{}).(func(done, total int)); ok {
		opt.Progress = hook
	}
	fr, err := sweepFileRun(fs, *out, cases, opt, plan, si, stderr)
	if err != nil {
		return err
	}
	return runToFile(ctx, fr)
}

// sweepFileRun is the resumable run of a sweep into its -out file (sweep.FileRun) with what
// decides its results besides the cases: the shard and its costs, and the content of -games and
// -engines files.
func sweepFileRun(fs *flag.FlagSet, out string, cases []benchname.Case, opt sweep.Options, plan *sweep.Plan, shard int, stderr io.Writer) (*sweep.FileRun, error) {
	fr := &sweep.FileRun{Path: out, Cases: cases, Options: opt, Selection: planFlagsGiven(fs),
		Note: func(n string) { fmt.Fprintf(stderr, "cctree: sweep: %s\n", n) }}
	fr.Inputs = append(fr.Inputs, sweep.Input{Name: "shard", Value: ""})
	if plan != nil {
		var h bytes.Buffer
		if err := plan.WriteHeader(&h, shard); err != nil {
			return nil, err
		}
		fr.Header = h.Bytes()
		fr.Inputs[0].Value = fmt.Sprintf("%d/%d", shard, plan.Shards)
		fr.Inputs = append(fr.Inputs, sweep.Input{Name: "costs", Value: plan.Costs + " (" + plan.CostsFrom + ")"})
	}
	for _, name := range []string{"games", "engines"} { // the files' contents, not only their names
		if path := fs.Lookup(name).Value.String(); path != "" {
			data, err := os.ReadFile(path)
			if err != nil {
				return nil, usagef("sweep: -%s %s: %v", name, path, errors.Unwrap(err))
			}
			sum := sha256.Sum256(data)
			fr.Inputs = append(fr.Inputs, sweep.Input{Name: name, Value: path + " sha256:" + hex.EncodeToString(sum[:8])})
		}
	}
	return fr, nil
}

// checkOut is -check of a sweep with -out: the folder must exist, and a partial file of -out
// must be one the run resumes (said on stderr), not one it refuses.
func checkOut(fr *sweep.FileRun, stderr io.Writer) error {
	if err := outFolder(fr.Path); err != nil {
		return err
	}
	done, err := fr.Check()
	var pe *sweep.PartialError
	if errors.As(err, &pe) {
		return usageError{partialError(pe)}
	}
	if err == nil && done > 0 {
		fmt.Fprintf(stderr, "cctree: sweep: %s holds %d of %s: the run resumes from them\n", sweep.PartialPath(fr.Path), done, english.Count(len(fr.Cases), "case"))
	}
	return err
}

// outFolder checks that the folder of -out exists.
func outFolder(out string) error {
	if st, err := os.Stat(filepath.Dir(out)); err != nil || !st.IsDir() {
		return usagef("-out %s: folder %s does not exist; create it first", out, filepath.Dir(out))
	}
	return nil
}

// sweepProgressKey is a context key of the tests: a func(done, total int) under it is the
// sweep's progress callback (instead of the terminal's bar), so a test can count the positions a
// run searches and cancel it part way.
type sweepProgressKey struct{}

// runToFile runs a sweep into its -out file (sweep.FileRun: resumable; the file is replaced
// atomically once every case is measured) and says in cctree's terms what stopped it.
func runToFile(ctx context.Context, fr *sweep.FileRun) error {
	out := fr.Path
	if err := outFolder(out); err != nil {
		return err
	}
	measured, err := fr.Run(ctx)
	var pe *sweep.PartialError
	switch {
	case errors.As(err, &pe):
		return usageError{partialError(pe)}
	case err != nil && errors.Is(err, context.Canceled) && ctx.Err() != nil:
		if measured == 0 {
			return fmt.Errorf("sweep: interrupted before a case was measured; %s not written", out)
		}
		return fmt.Errorf("sweep: interrupted; %d of %s measured are in %s: run the same command again to resume", measured, english.Count(len(fr.Cases), "case"), sweep.PartialPath(out))
	case err != nil && measured > 0:
		return fmt.Errorf("%w (the %s measured are in %s: the same command resumes)", err, english.Count(measured, "case"), sweep.PartialPath(out))
	}
	return err
}

// partialError says in cctree's terms why the partial file of -out is not resumed: its fix is
// to finish that sweep with its own command, or to delete the partial file (or choose another
// -out) to run this one.
func partialError(e *sweep.PartialError) error {
	fix := fmt.Sprintf("finish it with its own command, or delete %s (or choose another -out) to run this one", e.Partial)
	switch e.Problem {
	case sweep.PartialLocked:
		return fmt.Errorf("sweep: -out %s: another cctree (pid %d) is running this sweep (%s); wait for it, or choose another -out", e.Path, e.PID, e.Partial)
	case sweep.PartialUnreadable:
		return fmt.Errorf("sweep: -out %s: %v; delete it to run the sweep again, or choose another -out", e.Path, strings.TrimPrefix(e.Error(), "sweep: "))
	case sweep.PartialOther:
		var what string
		switch e.Key {
		case "shard":
			what = fmt.Sprintf("it runs %s, this command %s", shardText(e.Was), shardText(e.Now))
		case "machine":
			what = fmt.Sprintf("its timings were measured on %s, this command runs on %s; timings of two machines or GOMAXPROCS settings do not belong in one file (-counts writes none)", e.Was, e.Now)
		case "cases":
			what = fmt.Sprintf("the same flags select other cases (%s, this command %s): another build of cctree?", e.Was, e.Now)
		case "costs", "games", "engines":
			what = fmt.Sprintf("it was started with %s, this command has %s", inputWords(e.Key, e.Was), inputWords(e.Key, e.Now))
		case "header":
			what = "its shard plan differs from this command's"
		default: // a flag
			what = fmt.Sprintf("it was started with %s, this command has %s", flagWords(e.Key, e.Was), flagWords(e.Key, e.Now))
		}
		return fmt.Errorf("sweep: -out %s: %s holds an interrupted sweep of another selection (%s); %s", e.Path, e.Partial, what, fix)
	}
	return fmt.Errorf("sweep: -out %s: %v", e.Path, strings.TrimPrefix(e.Error(), "sweep: "))
}

// inputWords names a FileRun input of a flag: -games m.jsonl sha256:..., or no -games.
func inputWords(name, v string) string {
	if v == "" {
		return "no -" + name
	}
	return "-" + name + " " + v
}

// shardText names a FileRun's shard input: "shard i/n", or the whole sweep.
func shardText(s string) string {
	if s == "" {
		return "the whole sweep"
	}
	return "shard " + s
}

// flagWords names a flag's recorded value: -depth "1-3", or no -depth.
func flagWords(name, v string) string {
	switch {
	case v == "":
		return "no -" + name
	case v == "true" && (name == "per-pos" || name == "counts" || name == "leaves"):
		return "-" + name
	case v == "false":
		return "no -" + name
	}
	return fmt.Sprintf("-%s %q", name, v)
}

// planFlags are the flags of a sweep that a shard's plan records as given (sweep.Plan.Selection)
// and that a merge checks against it.
var planFlags = []string{"matrix", "algo", "depth", "iters", "board", "seats", "game", "suite", "games", "engines", "per-pos", "counts", "leaves"}

// planFlagsGiven returns the planFlags given on the command line, with their values.
func planFlagsGiven(fs *flag.FlagSet) map[string]string {
	m := map[string]string{}
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(planFlags, f.Name) {
			m[f.Name] = f.Value.String()
		}
	})
	return m
}

// mergeSweep writes the shard files of patterns as the unsharded sweep writes them (sweep.Merge:
// the files record the plan), to out atomically or to stdout. A selection flag or -costs given
// as well must agree with the plan; out is never one of the files, and an existing out is
// replaced only if it is a results file of this sweep or with replace. With check it writes
// nothing.
func mergeSweep(ctx context.Context, stdout io.Writer, fs *flag.FlagSet, sf *selectionFlags, patterns, out, costs string, replace, check bool) error {
	files, err := globs(patterns)
	if err != nil {
		return err
	}
	var shards []sweep.ShardFile
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			return usagef("sweep: -merge: %v", err)
		}
		shards = append(shards, sweep.ShardFile{Name: path, Data: data})
	}
	m, err := sweep.Merge(shards)
	var missing *sweep.MissingError
	if errors.As(err, &missing) {
		return usagef("sweep: -merge: %v: %s", err, rerunShards(missing))
	}
	if err != nil {
		return usagef("sweep: -merge: %v", err)
	}
	var differ []*flag.Flag // plan flags given in other words than the plan records
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(planFlags, f.Name) && f.Value.String() != recorded(m.Plan, f) {
			differ = append(differ, f)
		}
	})
	// A case flag in other words agrees if the cases are the same; any other flag must match.
	if f := firstNonCase(differ); f != nil || len(differ) > 0 && !sameCases(fs, sf, m.Plan) {
		if f == nil {
			f = differ[0]
		}
		was := fmt.Sprintf("-%s %q", f.Name, recorded(m.Plan, f))
		if _, ok := m.Plan.Selection[f.Name]; !ok {
			was = fmt.Sprintf("no -%s", f.Name)
		}
		return usagef("sweep: -merge: -%s %q disagrees with the plan the shard files record (%s, in %s); leave the flag out: the files carry the plan", f.Name, f.Value, was, m.From[0])
	}
	if costs != "" {
		c, err := loadCosts(costs)
		if err != nil {
			return err
		}
		if c.ID != m.Plan.Costs {
			return usagef("sweep: -merge: -costs %s (%s) disagrees with the costs the shards were split by (%s, from %s); leave -costs out: the files carry the plan", costs, c.ID, m.Plan.Costs, m.Plan.CostsFrom)
		}
	}
	err = checkMergeTarget("sweep", out, files, replace, "a results file of this sweep", func(data []byte) bool { return m.Plan.Holds(data) })
	if err != nil || check {
		return err
	}
	return writeResults(ctx, stdout, out, m.Write)
}

// caseFlags are the plan flags that only select cases: one given to -merge in other words than
// the plan records (-depth 1,2,3 for -depth 1-3) agrees if it selects the same cases.
var caseFlags = []string{"matrix", "algo", "depth", "iters", "board", "seats", "game", "suite"}

// recorded is the value of plan flag f the plan records (its default if the plan does not name it).
func recorded(p *sweep.Plan, f *flag.Flag) string {
	if v, ok := p.Selection[f.Name]; ok {
		return v
	}
	return f.DefValue
}

// firstNonCase returns the first of fs that is not one of caseFlags, or nil.
func firstNonCase(fs []*flag.Flag) *flag.Flag {
	for _, f := range fs {
		if !slices.Contains(caseFlags, f.Name) {
			return f
		}
	}
	return nil
}

// sameCases reports whether the selection flags given to -merge, with the plan's recorded values
// for the others, select the plan's cases (in any order). It sets the flags not given to the recorded
// values (the merge reads no flag after it).
func sameCases(fs *flag.FlagSet, sf *selectionFlags, p *sweep.Plan) bool {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	for _, name := range planFlags {
		if v, ok := p.Selection[name]; ok && !given[name] {
			if fs.Set(name, v) != nil {
				return false
			}
		}
	}
	engines, err := readEngines(fs.Lookup("engines").Value.String())
	if err != nil {
		return false
	}
	sf.engines = engines
	cases, err := sf.cases(fs)
	if err != nil || len(cases) != len(p.Cases) {
		return false
	}
	names := func(cs []benchname.Case) []string {
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = string(c.Name())
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(names(cases), names(p.Cases)) // the same cases, in any order
}

// rerunShards returns the commands that run the missing shards of a plan, from the flags it records.
func rerunShards(e *sweep.MissingError) string {
	args := []string{"cctree", "sweep"}
	for _, name := range planFlags {
		if v, ok := e.Plan.Selection[name]; ok {
			if v == "true" && (name == "per-pos" || name == "counts" || name == "leaves") {
				args = append(args, "-"+name)
			} else {
				args = append(args, "-"+name, v)
			}
		}
	}
	if !strings.Contains(e.Plan.CostsFrom, "built into cctree") {
		args = append(args, "-costs", e.Plan.CostsFrom)
	}
	var cmds []string
	for _, i := range e.Shards {
		cmds = append(cmds, shellJoin(append(args, "-shard", fmt.Sprintf("%d/%d", i, e.Plan.Shards), "-out", fmt.Sprintf("shard-%d.txt", i))))
	}
	return strings.Join(cmds, "; ")
}

// checkMergeTarget checks that a merge may write out: never one of its input files, and an
// existing file only if own says its content is the merge's own kind (what names that kind) or
// replace is set.
func checkMergeTarget(cmd, out string, inputs []string, replace bool, what string, own func(data []byte) bool) error {
	if out == "" {
		return nil
	}
	st, err := os.Stat(out)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return usagef("%s: -out %s: %v", cmd, out, err)
	}
	for _, in := range inputs {
		if ist, err := os.Stat(in); err == nil && os.SameFile(st, ist) {
			return usagef("%s: -merge: -out %s is one of the files merged; write the merge to another file", cmd, out)
		}
	}
	if replace {
		return nil
	}
	data, err := os.ReadFile(out)
	if err != nil || !own(data) {
		return usagef("%s: -merge: -out %s exists and is not %s; choose another -out, or give -replace to overwrite it", cmd, out, what)
	}
	return nil
}

// selectionFlags are the flags of a sweep.Selection, shared by sweep and gate.
type selectionFlags struct {
	algo, depth, iters, board, seats, game, suite, matrix, games *string
	engines                                                      map[string]ccp.Config // of -engines, where a command has it
	suites                                                       *sweep.Suites         // the command's suites: the embedded ones and -games
	notes                                                        io.Writer             // where to say a game's suites were made (nil: nowhere)
}

func addSelectionFlags(fs *flag.FlagSet) *selectionFlags {
	return &selectionFlags{
		suites: sweep.NewSuites(),
		algo:   fs.String("algo", "", "searcher specs, space-separated (default: every row of the benchmark table); the forms, by family:\n"+searchers.Usage()),
		depth:  fs.String("depth", "", "depths: D, A-B or D,D,... (default: each row's depth of the matrix)"),
		iters:  fs.String("iters", "", "iteration budgets N,N,... of the searchers without depth (mcts: a case per budget, named iters=N for depth=D); required with them"),
		board:  fs.String("board", "", "only this board: "+board.Accepted),
		seats:  fs.String("seats", "", "only this seat set, e.g. 0134"),
		game: fs.String("game", "", "a game other than Chinese Checkers instead of -board and -seats: "+strings.Join(gamereg.Names(), ", ")+
			" with options; 'virus(players=5)' is that game, 'virus' every player count of its suites (the table's rows that run on it at sweep.GameDepths, or -algo)"),
		suite:  fs.String("suite", "", "only this suite (default: mid; every suite with -matrix full)"),
		matrix: fs.String("matrix", sweep.Default, "default (each row at its default depth) or full (depths 1 to each row's full depth, every suite)"),
		games:  fs.String("games", "", "a cctree match results file, of any game: its searched positions are the suite (every position a move was chosen from)"),
	}
}

// cases returns the selected cases; errors name the flag (-algo, -depth, ...).
func (f *selectionFlags) cases(fs *flag.FlagSet) ([]benchname.Case, error) {
	sel := sweep.Selection{Matrix: *f.matrix, Depths: *f.depth, Iters: *f.iters, Board: *f.board, Seats: *f.seats, Game: *f.game, Suite: *f.suite, Flag: "-", Engines: f.engines, Suites: f.suites}
	if *f.games != "" {
		if *f.suite != "" {
			return nil, fmt.Errorf("-games %s and -suite %s: give one of them", *f.games, *f.suite)
		}
		name, err := f.suites.LoadGames(*f.games)
		if err != nil {
			return nil, fmt.Errorf("-games %s: %v", *f.games, strings.TrimPrefix(err.Error(), "sweep: "))
		}
		sel.Suite = name
		game, other := f.suites.SourceGame(name)
		gn, _, _ := strings.Cut(*f.game, "(")
		switch {
		case other && *f.game == "":
			sel.Game = game // every player count of the file
		case other && gn != game:
			return nil, fmt.Errorf("-games %s holds games of %s, but -game is %s: give one of them, or -game %s", *f.games, game, *f.game, game)
		case !other && *f.game != "":
			return nil, fmt.Errorf("-games %s and -game %s: the file's games are Chinese Checkers'; give one of them", *f.games, *f.game)
		}
	}
	if *f.game != "" {
		if err := ensureGameSuites(f.suites, *f.game, f.notes); err != nil {
			return nil, err
		}
	}
	if flagSet(fs, "algo") {
		sel.Algos = strings.Fields(*f.algo)
	}
	return sel.Cases()
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	found := false
	fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

// writeResults runs write into stdout, or with a path atomically into that file
// (atomicfile.Write); the path's folder must exist.
func writeResults(ctx context.Context, stdout io.Writer, path string, write func(io.Writer) error) error {
	if path == "" {
		return write(stdout)
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usagef("-out %s: folder %s does not exist; create it first", path, dir)
	}
	err := atomicfile.Write(path, write)
	if err != nil && errors.Is(err, context.Canceled) && ctx.Err() != nil {
		return fmt.Errorf("interrupted; %s not written", path)
	}
	return err
}

// loadCosts returns the costs a split is balanced by: the node counts of the file at path, or
// with "" those of bench/testdata/baseline.txt as built into cctree (bench.Baseline), so the split
// is the same from any working directory. A file that cannot be read is bad input, never a
// silent fall back to extrapolation.
func loadCosts(path string) (sweep.Costs, error) {
	if path == "" {
		c, err := sweep.ReadCosts(bench.Baseline, "bench/testdata/baseline.txt (built into cctree)")
		if err != nil {
			return sweep.Costs{}, fmt.Errorf("sweep: the built-in costs: %v", err)
		}
		return c, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return sweep.Costs{}, usagef("sweep: -costs %s: %v; give a results file of node counts, or leave -costs out for the baseline built into cctree", path, errors.Unwrap(err))
	}
	c, err := sweep.ReadCosts(data, path)
	if err != nil {
		return sweep.Costs{}, usagef("sweep: -costs: %v", err)
	}
	return c, nil
}

// globs expands space-separated glob patterns; each must match a file.
func globs(patterns string) ([]string, error) {
	var files []string
	for _, p := range strings.Fields(patterns) {
		m, err := filepath.Glob(p)
		if err != nil || len(m) == 0 {
			return nil, usagef("-merge: %q matches no file", p)
		}
		files = append(files, m...)
	}
	return files, nil
}

// announceShard says on stderr which shard a command runs when it took it from a Slurm array
// task's environment rather than from -shard, so a log shows what each task did.
func announceShard(stderr io.Writer, cmd, flag string, i, n int) {
	if flag == "" && n > 1 {
		fmt.Fprintf(stderr, "cctree: %s: running shard %d/%d, from the Slurm array task (SLURM_ARRAY_TASK_ID=%s); -shard overrides it\n", cmd, i, n, os.Getenv("SLURM_ARRAY_TASK_ID"))
	}
}
