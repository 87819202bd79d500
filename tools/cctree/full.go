//go:build !lean

// The full build: every subcommand, the figures of match -plot included.

package main

import (
	"github.com/cctree/cctree/analysis/matchplot"
	"github.com/cctree/cctree/analysis/matchstat"
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
