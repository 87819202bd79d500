package experiments

import "strings"

// The MP-Mix paper's Hearts experiments (its §4.1) on our Hearts: tournaments to 100 points
// (engine/match/hands.go), the paper's heuristic for every searcher (hearts(eval=mpmix)), its
// thresholds in points. Each run's command is the one that made the committed data, so `make
// reports` resumes those files (a finished file is kept as it is) and renders their summaries
// under reports/match-hearts/ and reports/match-hearts-sampled/. The claims (package claims,
// registry_cards.go) read the same files.
//
// Sizes are the paper's: experiment 1 804 tournaments per fourth player (its 800 in whole blocks)
// with every hand visible, and (being played) with hidden cards, the paper's setting (10 sampled
// deals a move, each searched to depth 6); experiment 2 1,200; experiment 3 500 per plugged-in player. The
// hidden-card players sample 10 deals a move (the paper says only "a large number of times").

// heartsGame is the game of every Hearts run: 4 players, the paper's heuristic.
const heartsGame = "hearts(eval=mpmix)"

func heartsRun(label, players, budget string, games int, design string) matchRun {
	return matchRun{label: label, players: players, budget: budget, games: games, design: design, game: heartsGame}
}

// sampledPlayer is a contestant playing with hidden cards: 10 sampled deals a move, each searched
// by algo with every hand visible.
func sampledPlayer(algo string) string { return "sampled(algo=" + algo + ",samples=10)" }

// heartsRuns are the runs of match-hearts (experiments 1-3) and match-hearts-sampled (experiment 1
// with hidden cards).
var heartsRuns, heartsSampledRuns = heartsMatches()

func init() {
	reproductions = append(reproductions,
		matchReproduction("match-hearts", "MP-Mix paper §4.1 on Hearts (4 players, tournaments to 100 points, the paper's heuristic). Experiment 1: PAR, PAR, MAXN and a fourth player, MIX(Td = 0, 5, 10, 25, 50 points, To = inf), MAXN or PAR, every hand visible, depth 6, 804 tournaments each (the paper's 800 in whole blocks). Experiment 2: four players drawn with replacement from RND, WRT, PAR, MAXN and MIX(Td = 25, To = inf) per tournament, hidden cards (10 sampled deals a move), 20,000 nodes, 1,200 tournaments. Experiment 3: OMIX (To = 20), DMIX (Td = 20), MIX (both 20) or PAR against three MAXN, hidden cards, 50,000 nodes, 500 tournaments each", heartsRuns...),
		matchReproduction("match-hearts-sampled", "MP-Mix paper §4.1 experiment 1 on Hearts with hidden cards (10 sampled deals a move, 20,000 nodes): MIX(Td = 25, To = inf), MAXN or PAR as the fourth player against PAR, PAR, MAXN, 48 tournaments each (being replaced by the paper's setting, depth 6, 804 tournaments: claims registry_cards.go)", heartsSampledRuns...))
}

func heartsMatches() (runs, sampledRuns []matchRun) {
	exp1 := func(label, players, design string) matchRun {
		return heartsRun("exp1-"+label, "'"+players+"'", "depth=6", 804, design)
	}
	for _, td := range []string{"0", "5", "10", "25", "50"} {
		runs = append(runs, exp1("mix"+td, "mpmix(td="+td+",to=inf) paranoid maxn", "counts=1,2,1"))
	}
	runs = append(runs, exp1("maxn", "maxn paranoid", "counts=2,2"), exp1("par", "paranoid maxn", "counts=3,1"))
	// Experiment 2: four players drawn with replacement from the five types per tournament
	// (design draw), 20,000 nodes a move, 1,200 tournaments.
	runs = append(runs, heartsRun("exp2", "'random wrt "+sampledPlayer("paranoid")+" "+sampledPlayer("maxn")+" "+sampledPlayer("mpmix(td=25,to=inf)")+"'", "nodes=20000", 1200, "draw"))
	// Experiment 3: one player plugged in against three MAXN, in every seat of each block (design
	// counts=1,3), 50,000 nodes a move: OMIX (To = 20, Td = ∞), DMIX (Td = 20, To = ∞), MIX (both
	// 20) and PAR.
	for _, p := range [][2]string{{"omix", "mpmix(td=inf,to=20)"}, {"dmix", "mpmix(td=20,to=inf)"}, {"mix", "mpmix(td=20,to=20)"}, {"par", "paranoid"}} {
		runs = append(runs, heartsRun("exp3-"+p[0], "'"+sampledPlayer(p[1])+" "+sampledPlayer("maxn")+"'", "nodes=50000", 500, "counts=1,3"))
	}
	sampled := func(label, players, design string) matchRun {
		var ps []string
		for _, p := range strings.Fields(players) {
			ps = append(ps, sampledPlayer(p))
		}
		return heartsRun("exp1-"+label, "'"+strings.Join(ps, " ")+"'", "nodes=20000", 48, design)
	}
	return runs, []matchRun{sampled("mix25", "mpmix(td=25,to=inf) paranoid maxn", "counts=1,2,1"), sampled("maxn", "maxn paranoid", "counts=2,2"), sampled("par", "paranoid maxn", "counts=3,1")}
}
