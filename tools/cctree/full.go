//go:build !lean

// The full build: every subcommand, the figures of match -plot included.

package main

import (
	"io"
	"time"

	"github.com/cctree/cctree/analysis/matchplot"
	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/schollz/progressbar/v3"
)

// leanBuild is false in the full build.
const leanBuild = false

func init() {
	for name, c := range map[string]command{
		"report":    {"tree-growth figures and tables from benchmark result files", runReport},
		"reproduce": {"run the benchmarks of the papers' reproductions and render reports/", runReproduce},
		"profile":   {"summarise CPU and memory profiles: top functions overall and per label", runProfile},
		"show":      {"draw a position as SVG (-pos CCN; -out FILE.svg)", runShow},
		"claims":    {"compute the papers' claims' verdicts from the data files and write REPRODUCTION.md's table", runClaims},
		"replay":    {"replay a game of a match results file move by move, legality checked; -out DIR writes its SVG and HTML page", runReplay},
	} {
		commands[name] = c
	}
}

// plotSummary draws the win rates at plotPath and the ratings at ratingsPath(plotPath); no
// ratings figure when there are no ratings (the summary says why).
func plotSummary(sum *matchstat.Summary, plotPath string) error {
	if err := matchplot.Plot(sum, plotPath); err != nil {
		return err
	}
	if sum.Ratings == nil {
		return nil
	}
	return matchplot.PlotRatings(sum, ratingsPath(plotPath))
}

// plotBudgets draws the win rates of sums against their budget at plotPath.
func plotBudgets(plotPath string, sums []*matchstat.Summary) error {
	return matchplot.PlotBudgets(plotPath, sums)
}

// sweepBar draws a sweep's progress on stderr (positions searched of the total, at most ten
// times a second): progress to call as positions finish, finish to call at the end.
func sweepBar(stderr io.Writer) (progress func(done, total int), finish func()) {
	bar := progressbar.NewOptions(-1, progressbar.OptionSetWriter(stderr), progressbar.OptionSetDescription("sweep: positions"),
		progressbar.OptionShowCount(), progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))
	return func(done, total int) {
		bar.ChangeMax(total)
		bar.Set(done)
	}, func() { bar.Finish() }
}

// matchBar draws a match's progress on stderr, desc first: it returns the function to call
// after each game with the new description (games done of total, the time left as progressbar
// predicts it).
func matchBar(stderr io.Writer, total int, desc string) func(desc string) {
	bar := progressbar.NewOptions(total, progressbar.OptionSetWriter(stderr), progressbar.OptionSetDescription(desc),
		progressbar.OptionShowCount(), progressbar.OptionSetPredictTime(true), progressbar.OptionClearOnFinish(),
		progressbar.OptionSetRenderBlankState(true)) // drawn now, so the time left counts from the start
	// No throttle: Describe and Add each draw, so the line ends with both the new count and the
	// new rates (a throttled Add would leave the count one game behind); a line per game is cheap.
	return func(desc string) {
		bar.Describe(desc)
		bar.Add(1)
	}
}
