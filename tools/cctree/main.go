// Command cctree is the command line of cctree: perft and divide for the move generator (and the
// searchers, suites, benchmarks and reports as they land). Each subcommand is a function
// run(ctx, stdout, stderr, args) error with its own FlagSet.
//
// Exit status: 0 on success, 2 for bad usage or input, 1 for a failure while running.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/sweep"
)

type command struct {
	summary string
	run     func(ctx context.Context, stdout, stderr io.Writer, args []string) error
}

// commands are the subcommands of both builds; the full build (full.go) adds figureCommands.
var commands = map[string]command{
	"perft":        {"count the leaves of the move tree to a depth", runPerft},
	"divide":       {"perft of each root move's child", runDivide},
	"search":       {"search a position with a searcher spec (-algo) to a depth", runSearch},
	"compare":      {"compare two benchmark result files; exit 1 on a regression", runCompare},
	"positions":    {"regenerate (gen) or list the embedded position suites", runPositions},
	"oi":           {"estimate the Opponent Impact factor (MP-Mix paper §5) on a position suite", runOI},
	"sweep":        {"measure tree growth: searchers at fixed depths over a position suite, in parallel, as benchmark lines", runSweep},
	"match":        {"play a match between searchers over a seating design (every seating, or balanced seats and neighbours); resumable JSON lines, win rates with intervals", runMatch},
	"slurm":        {"run a sweep or a match as a Slurm job array plus a dependent merge job (-dry-run prints the scripts)", runSlurm},
	"gate":         {"the CI node-count gate: exact counts of the default benchmarks against the baseline (-update rewrites it)", runGate},
	"perfgate":     {"the CI instruction-count gate: callgrind's instructions per node of a fixed selection against the baseline (-update rewrites it)", runPerfGate},
	"engine":       {"serve a searcher spec (-algo) over CCP, the engine protocol of docs/protocol.md, on stdin and stdout", runEngine},
	"engine-check": {"conformance run of a CCP engine: handshake, perft against cctree's, legal moves, budgets, determinism", runEngineCheck},
	"version":      {"print the build: module version, VCS revision and time, Go toolchain", runVersion},
}

// figureCommands are the subcommands that draw figures, read profiles or render reports: the
// full build has them (full.go), the lean one (go build -tags lean, lean.go) leaves them out
// with the libraries they link (gonum/plot and its fonts, google/pprof), so that a process that
// only searches, sweeps, plays or serves starts without their initialisation.
var figureCommands = []string{"claims", "profile", "replay", "report", "reproduce", "show"}

// errLean is the usage error of what the lean build leaves out.
func errLean(what string) error {
	return usagef("%s: not in this cctree, the lean build (-tags lean), which links no plotting or profiling library; use the full build (go build ./tools/cctree, or go run ./tools/cctree)", what)
}

// usageError marks bad usage or input (exit status 2).
type usageError struct{ error }

func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

// flagNames are cctree's names of the library's fields (match.FieldError, sweep.FieldError) where
// they are not "-" and the field: the flag that sets each, or the field itself where no flag does.
var flagNames = map[string]string{"openingPlies": "-opening-plies", "seating": "seating"}

// flagName is the flag that sets a library field.
func flagName(field string) string {
	if n, ok := flagNames[field]; ok {
		return n
	}
	return "-" + field
}

// inFlags returns err with the fields a library's field error names (match.FieldError,
// sweep.FieldError, in err or wrapped in it) written as the flags that set them, so the
// command's messages name what its user typed: match: board "x" becomes match: -board "x".
func inFlags(err error) error {
	var me *match.FieldError
	if errors.As(err, &me) {
		return errors.New(strings.Replace(err.Error(), me.Error(), me.Format(flagName), 1))
	}
	var se *sweep.FieldError
	if errors.As(err, &se) && se.Flag == "" {
		named := *se
		named.Flag = "-"
		return errors.New(strings.Replace(err.Error(), se.Error(), named.Error(), 1))
	}
	return err
}

func main() {
	startHeap()
	// The first SIGINT or SIGTERM cancels the command (which writes whole lines only and says
	// how to resume); a second one kills it. A command stopped by a signal exits 128 + its number
	// (130 for Ctrl-C), as shells expect.
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	var got atomic.Value
	go func() {
		s := <-sigs
		got.Store(s)
		signal.Stop(sigs)
		cancel()
	}()
	err := run(ctx, os.Stdout, os.Stderr, os.Args[1:])
	code := exitCode(err, os.Stderr)
	if s, ok := got.Load().(syscall.Signal); ok && code != 0 {
		code = 128 + int(s)
	}
	os.Exit(code)
}

// exitCode prints err as one line and maps it to the exit status.
func exitCode(err error, stderr io.Writer) int {
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return 0
	}
	fmt.Fprintln(stderr, "cctree:", err)
	var u usageError
	if errors.As(err, &u) {
		return 2
	}
	return 1
}

func run(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printHelp(stdout)
		if len(args) == 0 {
			return usagef("no subcommand given (try: cctree perft -depth 5)")
		}
		return nil
	}
	c, ok := commands[args[0]]
	if !ok {
		return usagef("unknown subcommand %q (run cctree help for the list)", args[0])
	}
	return c.run(ctx, stdout, stderr, args[1:])
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "usage: cctree <subcommand> [flags]   (cctree <subcommand> -h for its flags)")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-12s %s\n", n, commands[n].summary)
	}
}

// newFlagSet returns a FlagSet that reports errors as one line (through parse) and prints its
// defaults only for -h.
func newFlagSet(name, synopsis string, stdout io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprintf(stdout, "usage: cctree %s %s\n", name, synopsis)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	return fs
}

// parse parses args, which must hold flags only, and turns flag errors into one-line usage errors.
func parse(fs *flag.FlagSet, args []string) error {
	if err := parseArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("%s: unexpected argument %q (flags only; run cctree %s -h)", fs.Name(), fs.Arg(0), fs.Name())
	}
	return nil
}

// parseArgs is parse for commands that also take arguments after the flags (fs.Args()).
func parseArgs(fs *flag.FlagSet, args []string) error {
	// The flag package calls Usage on every parse error, not only for -h: silence it while parsing
	// and print the defaults only when help was asked for.
	usage := fs.Usage
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.Usage = usage
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage()
			return err
		}
		return usagef("%s: %v (run cctree %s -h for the flags)", fs.Name(), strings.TrimSpace(err.Error()), fs.Name())
	}
	return nil
}
