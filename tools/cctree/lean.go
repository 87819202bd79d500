//go:build lean

// The lean build (go build -tags lean ./tools/cctree): the subcommands that search, sweep, play,
// serve and gate, without figureCommands and match -plot, and so without the plotting and
// profiling libraries and their initialisation at every start. Nor does it draw progress bars:
// progressbar/v3 links net/http (for its StartHTTPServer), whose initialisation (crypto/tls
// among it) cost every start 0.85M instructions; a batch job's stderr is no terminal, so the full
// build draws none there either.

package main

import (
	"context"
	"io"

	"github.com/cctree/cctree/analysis/matchstat"
)

// leanBuild is true in the lean build.
const leanBuild = true

func init() {
	for _, name := range figureCommands {
		commands[name] = command{"(not in the lean build)", func(context.Context, io.Writer, io.Writer, []string) error {
			return errLean("cctree " + name)
		}}
	}
}

// plotSummary and plotBudgets are never reached in the lean build: match refuses -plot first.
func plotSummary(*matchstat.Summary, string) error   { return errLean("match -plot") }
func plotBudgets(string, []*matchstat.Summary) error { return errLean("match -plot") }

// sweepBar and matchBar draw nothing in the lean build.
func sweepBar(io.Writer) (func(done, total int), func()) { return nil, nil }
func matchBar(io.Writer, int, string) func(desc string)  { return nil }
