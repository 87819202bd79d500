package experiments

import (
	"strings"

	"github.com/cctree/cctree/claims"
)

// match-field: the matches of the field's findings (claims.FieldMatches, REPRODUCTION.md's
// section of the field's findings), each played into the file its row reads and summarised as
// the other match reproductions are, to reports/match-field/<file's name>.{txt,md,svg}. Only the
// node budgets: a time budget's games depend on the machine and its load, so those files are
// played by their rows' commands, one game at a time on a quiet machine.
func init() {
	var runs []matchRun
	for _, m := range claims.FieldMatches() {
		if m.Timed {
			continue
		}
		label := strings.TrimSuffix(strings.TrimPrefix(m.File, "match-"), ".jsonl")
		runs = append(runs, matchRun{label: label, players: "'" + m.Players[0] + " " + m.Players[1] + "'", seats: m.Seats,
			budget: m.Budget, games: m.Games, design: "full", game: m.Game, file: m.File})
	}
	reproductions = append(reproductions, matchReproduction("match-field",
		"The field's findings (Sturtevant 2008, Nijssen & Winands 2010 and 2013, Schadd & Winands 2011, Baier & Kaisers 2020): every match their rows need at 20,000 nodes a move, MCTS and alpha-beta searchers head to head on Chinese Checkers (star73, 3, 4 and 6 players), Focus (the shortened game, 3 and 4 players) and Rolit (4 players), about 1,000 games each (design full); the files the rows read, resumed where short (tens of CPU-hours for the settings not yet played)",
		runs...))
}
