package experiments

// match-field: the matches of the field's findings (REPRODUCTION.md's section of the field's
// findings), each played into the file its row reads and summarised as the other match
// reproductions are, to reports/match-field/<file's name>.{txt,md,svg}. Only the node budgets: a
// time budget's games depend on the machine and its load, so those files are played by their
// rows' commands, one game at a time on a quiet machine. The rows declare the same matches
// (claims.FieldMatches; the experiments do not import the claims): a test of the command line,
// which sees both, holds the two lists to each other.

// PlannedMatch is a match an experiment plays, as its command line would: the file it writes in
// the data folder and every flag that decides its games.
type PlannedMatch struct {
	File    string
	Players [2]string // the contestants, the measured one first
	Game    string    // a registry game spec, "" for Chinese Checkers on star73
	Seats   string    // Chinese Checkers' seat set, "" for the other games
	Games   int
	Budget  string
	Design  string
}

// fieldSettings are the games and player counts of the field's matches: the file's suffix, the
// game spec or seats, the games a match plays (whole blocks of every seating of two contestants)
// and the pairs played there.
var fieldSettings = []struct {
	id, game, seats string
	games           int
	pairs           []string
}{
	{"cc4p", "", "0134", 1008, []string{"mcts-policy-paranoid", "mcts-policy-brs", "mcts-ph", "mcts-solver", "mcts-omapw-paranoid", "mcts-omapw-brsplus", "mcts-maxn", "mcts-paranoid", "brs-maxn", "brs-paranoid"}},
	{"focus4p", "focus(players=4,win=capture)", "", 1008, []string{"mcts-policy-paranoid", "mcts-policy-brs", "mcts-ph", "mcts-solver", "mcts-omapw-paranoid", "mcts-omapw-brsplus", "brs-maxn", "brs-paranoid"}},
	{"rolit4p", "rolit(players=4)", "", 1008, []string{"mcts-policy-paranoid", "mcts-policy-brs", "mcts-solver", "mcts-omapw-paranoid", "mcts-omapw-brsplus", "brs-maxn", "brs-paranoid"}},
	{"blokus4p", "blokus(players=4)", "", 1008, []string{"mcts-policy-paranoid", "mcts-policy-brs", "mcts-solver"}},
	{"cc3p", "", "024", 1008, []string{"mcts-policy-paranoid", "mcts-policy-brs", "mcts-ph", "mcts-solver", "mcts-omapw-paranoid", "mcts-omapw-brsplus", "mcts-maxn", "mcts-paranoid"}},
	{"focus3p", "focus(players=3,win=capture)", "", 1008, []string{"mcts-policy-paranoid", "mcts-policy-brs", "mcts-ph", "mcts-solver", "mcts-omapw-paranoid", "mcts-omapw-brsplus"}},
	{"cc6p", "", "012345", 1054, []string{"mcts-policy-paranoid", "mcts-policy-brs", "mcts-ph", "mcts-solver", "mcts-omapw-paranoid", "mcts-omapw-brsplus", "mcts-maxn", "mcts-paranoid"}},
}

// fieldPairs are the contestants of each pair, the measured one first.
var fieldPairs = map[string][2]string{
	"mcts-policy-paranoid": {"mcts", "mcts(policy=paranoid)"},
	"mcts-policy-brs":      {"mcts", "mcts(policy=brs)"},
	"mcts-ph":              {"mcts(ph=on)", "mcts"},
	"mcts-solver":          {"mcts(solver)", "mcts"},
	"mcts-omapw-paranoid":  {"mcts(oma=on,pw=on)", "paranoid"},
	"mcts-omapw-brsplus":   {"mcts(oma=on,pw=on)", "brs+"},
	"mcts-maxn":            {"mcts", "maxn"},
	"mcts-paranoid":        {"mcts", "paranoid"},
	"brs-maxn":             {"brs", "maxn"},
	"brs-paranoid":         {"brs", "paranoid"},
}

// FieldMatches returns the matches match-field plays, settings in the order above.
func FieldMatches() []PlannedMatch {
	var out []PlannedMatch
	for _, s := range fieldSettings {
		for _, p := range s.pairs {
			out = append(out, PlannedMatch{File: "match-" + p + "-" + s.id + ".jsonl", Players: fieldPairs[p], Game: s.game, Seats: s.seats,
				Games: s.games, Budget: "nodes=20000", Design: "full"})
		}
	}
	return out
}

// fieldReproductions is match-field, the matches of the field's findings.
func fieldReproductions() (out []reproduction) {
	var runs []matchRun
	for _, m := range FieldMatches() {
		label := m.File[len("match-") : len(m.File)-len(".jsonl")]
		runs = append(runs, matchRun{label: label, players: "'" + m.Players[0] + " " + m.Players[1] + "'", seats: m.Seats,
			budget: m.Budget, games: m.Games, design: m.Design, game: m.Game, file: m.File})
	}
	return append(out, matchReproduction("match-field",
		"The field's findings (Sturtevant 2008, Nijssen & Winands 2010 and 2013, Schadd & Winands 2011, Baier & Kaisers 2020): every match their rows need at 20,000 nodes a move, MCTS and alpha-beta searchers head to head on Chinese Checkers (star73, 3, 4 and 6 players), Focus (the shortened game, 3 and 4 players) and Rolit (4 players), about 1,000 games each (design full); the files the rows read, resumed where short (tens of CPU-hours for the settings not yet played)",
		runs...))
}
