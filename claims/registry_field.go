package claims

import (
	"fmt"
	"math"
	"strings"
)

// The field's findings: what the papers a multiplayer-search researcher compares against today
// found about Monte Carlo tree search, beside our matches. Our copies of these papers hold their
// abstracts only, so a row states the finding in our words (Finding, no Quote: the quote check
// has no text to hold it to) with the paper's citation, and every setting of the row (game,
// budget, parameters, games) is ours. The abstracts give no sizes: an improvement is judged by
// the sign rule, "the best of three" by the ordering rule and "as good as or better" as a range
// (non-inferiority). Every match plays 20,000 nodes a move for both contestants: NC counts every
// position a search enters, for MCTS its playouts' plies too, so a node budget is the same unit
// of work for MCTS as for alpha-beta (docs/engine.md); each row's sample is declared (Needs)
// with its rule, before any of its games is played.

// FieldPapers are the field's papers the rows of this file cite (docs/bibliography.md). They
// have no text among the papers' texts (Texts reads the five of Papers only).
var FieldPapers = []Paper{
	{Key: "sturtevant2008", Cite: "Sturtevant 2008, An Analysis of UCT in Multi-Player Games, ICGA Journal 31(4) (also Computers and Games 2008, LNCS 5131)"},
	{Key: "nijssen2010", Cite: "Nijssen & Winands 2010, Enhancements for Multi-Player Monte-Carlo Tree Search, Computers and Games 2010 (LNCS 6515)"},
	{Key: "nijssen2013", Cite: "Nijssen & Winands 2013, Search Policies in Multi-Player Games, ICGA Journal 36(1)"},
	{Key: "baier2020", Cite: "Baier & Kaisers 2020, Guiding Multiplayer MCTS by Focusing on Yourself, IEEE Conference on Games (CoG)"},
	{Key: "schadd2011", Cite: "Schadd & Winands 2011, Best Reply Search for Multiplayer Games, IEEE Transactions on Computational Intelligence and AI in Games 3(1)"},
}

// fieldSetting is a game and player count of ours that a finding is measured in: its id (in
// row ids and file names), how it is printed, the match flags that select it, the games a match
// needs (whole blocks of every seating of two contestants: 6, 14 or 62 a block at 3, 4 and 6
// players; at least 1,008, the size of the project's other head-to-head matches), and the
// plies a game is estimated to last before any is played (for the cost of a need).
//
// Focus is played as the shortened game (win=capture: a player also wins when his captures reach
// the goal, docs/games/focus.md), the game of the Maastricht papers these rows cite, rather than
// Sackson's last-player-standing game: in the latter about a third of the games against
// alpha-beta reached the 1,000-ply cap in a trial (counted for nobody) and took most of the
// match's time. Its 57 plies a game are the mean of a 14-game trial of mcts against
// mcts(policy=paranoid), played before any game of a match was kept.
type fieldSetting struct {
	id, name string
	spec     string // the game's registry spec (-game), "" for Chinese Checkers on star73
	seats    string // Chinese Checkers' seat set (-seats), "" for the other games
	game     string // "cc", "focus", "rolit" or "blokus": the family of the per-move cost below
	games    int
	plies    float64
}

// flags are the match flags that select s.
func (s fieldSetting) flags() string {
	if s.spec != "" {
		return "-game '" + s.spec + "'"
	}
	return "-board star73 -seats " + s.seats
}

var (
	fieldCC3    = fieldSetting{"cc3p", "Chinese Checkers, star73, 3 players (seats 024)", "", "024", "cc", 1008, 76}
	fieldCC4    = fieldSetting{"cc4p", "Chinese Checkers, star73, 4 players (seats 0134)", "", "0134", "cc", 1008, 99}
	fieldCC6    = fieldSetting{"cc6p", "Chinese Checkers, star73, 6 players (seats 012345)", "", "012345", "cc", 1054, 118}
	fieldFocus3 = fieldSetting{"focus3p", "Focus, 3 players, the shortened game (win=capture)", "focus(players=3,win=capture)", "", "focus", 1008, 57}
	fieldFocus4 = fieldSetting{"focus4p", "Focus, 4 players, the shortened game (win=capture)", "focus(players=4,win=capture)", "", "focus", 1008, 57}
	fieldRolit4 = fieldSetting{"rolit4p", "Rolit, 8x8, 4 players", "rolit(players=4)", "", "rolit", 1008, 60}
	// Blokus's 80 plies a game: an estimate before any game was played (21 placements a colour
	// at most, 84 turns; the passes of the end replace the placements a blocked colour misses).
	fieldBlokus4 = fieldSetting{"blokus4p", "Blokus, 20x20, 4 players", "blokus(players=4)", "", "blokus", 1008, 80}
)

// fieldMoveMS is the estimated milliseconds of one move at 20,000 nodes by searcher family and
// game, from cctree search -nodes 20000 on a start position of this machine (a declared
// estimate: once a file holds games, the pace its records show replaces it).
var fieldMoveMS = map[string]map[string]float64{
	"cc":    {"mcts": 6, "ab": 2},
	"focus": {"mcts": 40, "ab": 2},
	"rolit": {"mcts": 9, "ab": 6}, // a 14-game trial of each family at 20,000 nodes, before any game was kept
	// cctree search -nodes 20000 on a four-player mid position: a playout ply lists every
	// placement (hundreds early on), so an MCTS move costs about 25 times an alpha-beta one.
	"blokus": {"mcts": 250, "ab": 10},
}

// fieldBudget is a match budget of ours: nodes (deterministic) or a time per move.
type fieldBudget struct {
	id     string // "" for the node budget, "50ms", "250ms"
	flag   string
	moveMS float64 // a time budget's milliseconds a move (0: the node budget)
}

var (
	fieldNodes = fieldBudget{"", "nodes=20000", 0}
	field50ms  = fieldBudget{"50ms", "time=50ms", 50}
	field250ms = fieldBudget{"250ms", "time=250ms", 250}
)

// fieldMatch is one head-to-head match of a finding: contestant a (the one measured) against b,
// and the id of the pair in the file name.
type fieldMatch struct{ id, a, b string }

func (m fieldMatch) file(s fieldSetting, b fieldBudget) string {
	f := "match-" + m.id + "-" + s.id
	if b.id != "" {
		f += "-" + b.id
	}
	return f + ".jsonl"
}

// run is the command that plays (and resumes) the match's file in reports/data.
func (m fieldMatch) run(s fieldSetting, b fieldBudget) string {
	return fmt.Sprintf("cctree match -players '%s %s' %s -design full -games %d -budget %s -workers 1 -out reports/data/%s", m.a, m.b, s.flags(), s.games, b.flag, m.file(s, b))
}

// need is the match's declared sample: every game of its plan, its pace estimated from the
// plies and each side's cost a move (half the moves each), or the time budget's.
func (m fieldMatch) need(s fieldSetting, b fieldBudget) Need {
	ms := b.moveMS
	if ms == 0 {
		fam := func(spec string) string {
			if strings.HasPrefix(spec, "mcts") {
				return "mcts"
			}
			return "ab"
		}
		ms = (fieldMoveMS[s.game][fam(m.a)] + fieldMoveMS[s.game][fam(m.b)]) / 2
	}
	return Need{File: m.file(s, b), Games: s.games, Run: m.run(s, b), Pace: math.Round(s.plies*ms/100) / 10}
}

// The matches of the findings.
var (
	mPolicyParanoid = fieldMatch{"mcts-policy-paranoid", "mcts", "mcts(policy=paranoid)"}
	mPolicyBRS      = fieldMatch{"mcts-policy-brs", "mcts", "mcts(policy=brs)"}
	mPH             = fieldMatch{"mcts-ph", "mcts(ph=on)", "mcts"}
	mSolver         = fieldMatch{"mcts-solver", "mcts(solver)", "mcts"}
	mSolverSame     = fieldMatch{"mcts-solversame", "mcts(solver=same)", "mcts"} // the rule's other reading, an Alternative of mSolver's rows
	mOMAParanoid    = fieldMatch{"mcts-omapw-paranoid", "mcts(oma=on,pw=on)", "paranoid"}
	mOMABRSPlus     = fieldMatch{"mcts-omapw-brsplus", "mcts(oma=on,pw=on)", "brs+"}
	mUCTMaxn        = fieldMatch{"mcts-maxn", "mcts", "maxn"}
	mUCTParanoid    = fieldMatch{"mcts-paranoid", "mcts", "paranoid"}
	mBRSMaxn        = fieldMatch{"brs-maxn", "brs", "maxn"}
	mBRSParanoid    = fieldMatch{"brs-paranoid", "brs", "paranoid"}
)

// fieldIntro opens the section of the field's findings in REPRODUCTION.md: what every row's
// setting of ours shares, and how its kinds are judged without a paper's number.
const fieldIntro = "Findings of the papers the field compares multiplayer searchers with today, Monte Carlo tree search above all (docs/bibliography.md), beside our matches. " +
	"Our copies of these papers hold their abstracts only, so each finding is stated in our words, with no quote, and every setting of a row is ours: game, player count, budget, MCTS's parameters and the games played. " +
	"The abstracts give no sizes, so an improvement is judged by its sign (**effect (sign)**: reproduced when every share it names is significantly above 50% (95%), not reproduced when one is shown less than 5 points above it (one-sided, Holm over the shares; 5 points is the smallest difference the project's SPRT is built to detect), contradicted when one is significantly below; power at an effect of 5 points), " +
	"\"the best of three\" as an ordering (each head-to-head share minus 50% significantly above 0), and \"as good as or better\" as a range (non-inferiority: each share's one-sided 95% bound above 45%, the same 5 points). " +
	"Every match: two contestants, every seating of the two per opening (design full: 2^n - 2 seatings a block, so each holds every player index and every relative position equally often; the balance is printed by `cctree match -check` and `-summary`), an opening of one random ply a player, " +
	"the share of the games with a winner won by the first-named contestant (fair share 50%; capped games, and ties, which no single player wins, count for neither: Blokus ties about a game in ten), worth its games over the variance inflation of its block totals. " +
	"Budgets: 20,000 nodes a move for both, since NC counts every position a search enters, an MCTS playout's plies included, so it is the same unit of work for MCTS and for alpha-beta, and the games depend on the command line only; " +
	"the time budgets (50 ms and 250 ms a move) only where the opponent is an alpha-beta searcher, whose node costs other time than an MCTS move's (between two MCTS players equal work is nearly equal time), declared for a quiet machine and not yet played. " +
	"MCTS with our defaults, none of them the papers' (not in our copies): UCT c = 0.7, epsilon-greedy playouts (eps = 0.1) cut after 20 plies and scored by the game's evaluation, Progressive History W = 3, OMA K = 10, progressive widening C = 1 and A = 0.5, the solver's update rule with a node proven by the first of its chooser's best proven results in static order (solver; docs/engine.md), and beside it, where played, the other reading of that rule, a node proven only where those results agree (solver=same). " +
	"Each row's matches and games are declared with its rule, before any game was played; a row whose files do not yet hold them waits here (*setting not run*) with the games left, their cost and the command that plays them (`cctree match` resumes a file), rather than among the claims without a row. " +
	"No replication criteria: no paper's number has a sample."

// budgetText says a row's budget and why it is ours.
func budgetText(b fieldBudget) string {
	if b.moveMS == 0 {
		return "20,000 nodes a move each (equal work)"
	}
	return fmt.Sprintf("%s a move each (iterative deepening, or MCTS iterations, until the time is up), one game at a time on a quiet machine; not deterministic: a rerun plays other games, and the row prints the depth and nodes a move bought", b.id)
}

// FieldMatch is a match a row of the field's findings needs, as its command plays it. The
// experiment match-field plays and summarises the node-budget ones from its own list
// (experiments.FieldMatches: the experiments do not import the claims), which a test of the
// command line holds to this one.
type FieldMatch struct {
	File    string    // the results file, in reports/data
	Players [2]string // the contestants, the measured one first
	Game    string    // the game's registry spec, "" for Chinese Checkers on star73
	Seats   string    // Chinese Checkers' seat set, "" for the other games
	Games   int
	Budget  string // nodes=20000, time=50ms or time=250ms
	Timed   bool   // a time budget: the games depend on the machine
}

// FieldMatches returns every match of the field's findings once, in the rows' order.
func FieldMatches() []FieldMatch {
	var out []FieldMatch
	seen := map[string]bool{}
	for _, c := range fieldClaims() {
		for _, m := range c.fieldMatches {
			if !seen[m.File] {
				seen[m.File] = true
				out = append(out, m)
			}
		}
	}
	return out
}

// fieldRow is one finding in one setting and budget, with the needs and commands of its
// matches: every field of the claim but its rule, the paper's side and its measure.
func fieldRow(id, paper, finding, setting string, s fieldSetting, b fieldBudget, ms []fieldMatch, vs string) Claim {
	var needs []Need
	var runs []string
	var plays []FieldMatch
	for _, m := range ms {
		needs = append(needs, m.need(s, b))
		runs = append(runs, m.run(s, b))
		plays = append(plays, FieldMatch{File: m.file(s, b), Players: [2]string{m.a, m.b}, Game: s.spec, Seats: s.seats, Games: s.games, Budget: b.flag, Timed: b.moveMS > 0})
	}
	full := id + "-" + s.id
	if b.id != "" {
		full += "-" + b.id
	}
	return Claim{
		ID: full, Paper: paper, Where: "abstract", Finding: finding, Setting: setting,
		OurSetting: fmt.Sprintf("%s; %s; %s; %s games a match", vs, s.name, budgetText(b), thousands(s.games)),
		Unit:       "share", Null: 0.5, Needs: needs, Command: strings.Join(runs, "; "),
		fieldMatches: plays,
	}
}

// fieldShare is contestant m.a's share of its match in s and b, with the depth and nodes a move
// bought under a time budget.
func fieldShare(m fieldMatch, s fieldSetting, b fieldBudget) Measure {
	f := m.file(s, b)
	if b.moveMS > 0 {
		return withDepths(decidedShare(f, m.a, m.b), f)
	}
	return decidedShare(f, m.a, m.b)
}

// fieldParts is the shares of several matches as one estimate's Parts, each labelled with its
// opponent (independent matches); minus, when nonzero, is subtracted from each (an ordering's
// differences against the fair share).
func fieldParts(s fieldSetting, b fieldBudget, minus float64, ms ...fieldMatch) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		var parts []string
		for _, m := range ms {
			e, err := fieldShare(m, s, b)(data)
			if err != nil {
				return Estimate{}, err
			}
			label := "against " + m.b
			parts = append(parts, label+": "+value("share", e))
			if minus != 0 {
				e = normal(e.Value-minus, e.SE, e.N)
			}
			e.Text = label
			es = append(es, e)
		}
		return Estimate{Value: math.NaN(), Parts: es, Text: ms[0].a + " " + strings.Join(parts, "; ")}, nil
	}
}

// noSize is how the table prints the paper's side of a finding: its abstract states no number.
func noSize(what string) Estimate {
	return Estimate{Value: math.NaN(), Text: "no number in the abstract: " + what}
}

const (
	nw2013Set = "their games: Chinese Checkers, Focus, Rolit and Blokus, the policies in self-play; budgets, parameters and game counts not in our copy (the abstract)"
	nw2010Set = "their games: Focus and Chinese Checkers; budgets, parameters (W) and game counts not in our copy (the abstract)"
	bk2020Set = "their games: Chinese Checkers, Rolit and Focus, at short time settings; budgets, parameters and game counts not in our copy (the abstract)"
	st2008Set = "his games: Chinese Checkers, Hearts and Spades; budgets, parameters and game counts not in our copy (the abstract)"
	sw2011Set = "their games: Chinese Checkers, Focus and Rolit; budgets, search depths and game counts not in our copy (the abstract)"
)

// The findings, in our words (docs/bibliography.md: where each abstract can be read).
const (
	findMaxnBest = "Of the three opponent models MCTS can embed in its selection and backups (max^n, paranoid, BRS), the max^n one makes the strongest player"
	findPH       = "Progressive History, a selection bonus from the mean result of each move over the search, makes MCTS stronger, in Chinese Checkers as in Focus"
	findSolver10 = "In Focus, MCTS with the multi-player solver (its standard update rule) is stronger than without it"
	findSolver13 = "The multi-player MCTS-Solver makes MCTS stronger"
	findOMA      = "MCTS with opponent move abstraction and progressive widening (MCTS-OMA-PW) beats both Paranoid and BRS+, the strongest minimax-type searchers at short thinking times"
	findUCT      = "UCT with a value per player backed up is never weaker than max^n, nor than Paranoid"
	findBRSMaxn  = "Best-Reply Search, where only the opponent with the strongest counter move moves between the root player's turns, is stronger than max^n in each game tested"
	findBRSPar   = "Best-Reply Search is stronger than Paranoid in Chinese Checkers and in Focus"
	findBRSEven  = "In Rolit, Best-Reply Search and Paranoid are about equally strong"
)

// fieldMaxnBest is Nijssen & Winands 2013's ranking: MCTS-max^n above MCTS-paranoid and above
// MCTS-BRS, each head to head (its share minus the fair share, two independent matches).
func fieldMaxnBest(s fieldSetting) Claim {
	c := fieldRow("nijssen2013-maxn-best", "nijssen2013", findMaxnBest, nw2013Set, s, fieldNodes, []fieldMatch{mPolicyParanoid, mPolicyBRS},
		"mcts (MCTS-max^n) against mcts(policy=paranoid) and against mcts(policy=brs), two matches; the ranking as mcts's share minus 50% in each, both claimed above 0")
	c.Rule, c.Theirs = Ordering, noSize("MCTS-max^n above MCTS-paranoid and above MCTS-BRS; the power at +5 points each, the smallest difference that matters")
	c.Theirs.Parts = []Estimate{exact(0.05), exact(0.05)}
	c.Measure = fieldParts(s, fieldNodes, 0.5, mPolicyParanoid, mPolicyBRS)
	return c
}

// fieldImproves is a finding of an improvement: m.a's share against m.b above 50%.
func fieldImproves(id, paper, finding, set string, s fieldSetting, m fieldMatch, what string) Claim {
	c := fieldRow(id, paper, finding, set, s, fieldNodes, []fieldMatch{m}, m.a+" against "+m.b+"; "+m.a+"'s share, claimed above 50%")
	c.Rule, c.Side, c.Theirs = Sign, 1, noSize(what)
	c.Measure = fieldShare(m, s, fieldNodes)
	if m == mSolver { // shown where its file is played (an Alternative without data is left out)
		c.Alt = &Alternative{Label: "with solver=same (a node proven only where its chooser's best results agree)", Measure: fieldShare(mSolverSame, s, fieldNodes)}
	}
	return c
}

// fieldOMA is Baier & Kaisers 2020's finding: MCTS-OMA-PW above 50% against Paranoid and against
// BRS+ (two matches, both claimed).
func fieldOMA(s fieldSetting, b fieldBudget) Claim {
	c := fieldRow("baier2020-omapw", "baier2020", findOMA, bk2020Set, s, b, []fieldMatch{mOMAParanoid, mOMABRSPlus},
		"mcts(oma=on,pw=on) against paranoid and against brs+, two matches; its share in each, both claimed above 50%")
	c.Rule, c.Side, c.Theirs = Sign, 1, noSize("MCTS-OMA-PW wins more than half against each")
	c.Measure = fieldParts(s, b, 0, mOMAParanoid, mOMABRSPlus)
	return c
}

// fieldUCT is Sturtevant 2008's finding: UCT (mcts, the max^n policy) no worse than max^n and
// than Paranoid, a non-inferiority range: each share's one-sided 95% bound above 45%, 5 points
// (the project's smallest difference that matters) below the fair share.
func fieldUCT(s fieldSetting, b fieldBudget) Claim {
	c := fieldRow("sturtevant2008-uct", "sturtevant2008", findUCT, st2008Set, s, b, []fieldMatch{mUCTMaxn, mUCTParanoid},
		"mcts (UCT with max^n backups) against maxn and against paranoid, two matches; each share shown above 45% (non-inferiority, margin 5 points: ours)")
	c.Rule, c.Bounds = Range, [2]float64{0.45, math.Inf(1)}
	c.Theirs = Estimate{Value: math.NaN(), Parts: []Estimate{exact(0.5), exact(0.5)}, Text: "no number in the abstract: at least as strong as each, a share of 50% or more; the power at 50%"}
	c.Measure = fieldParts(s, b, 0, mUCTMaxn, mUCTParanoid)
	return c
}

// fieldEven is a finding of two searchers about equally strong: m.a's share against m.b shown
// inside 50% ± 5 points (equivalence, TOST at 5%; 5 points, the smallest difference that
// matters, as for the other field rows: ours).
func fieldEven(id, paper, finding, set string, s fieldSetting, m fieldMatch, what string) Claim {
	c := fieldRow(id, paper, finding, set, s, fieldNodes, []fieldMatch{m}, m.a+" against "+m.b+"; "+m.a+"'s share, claimed within 50% ± 5 points (equivalence; the margin ours)")
	c.Rule, c.Margin, c.Theirs = Null, 0.05, noSize(what)
	c.Measure = fieldShare(m, s, fieldNodes)
	return c
}

// fieldClaims are the field's findings: each in Chinese Checkers with 4 players and in Focus with
// 4 where the paper played the game (the matches this machine plays first), with 3 and 6 players
// declared, and the time budgets where the family of the opponent differs (an MCTS move and an
// alpha-beta node cost different time, so equal work is not equal time; between two MCTS
// players it nearly is).
func fieldClaims() []Claim {
	var out []Claim
	for _, s := range []fieldSetting{fieldCC4, fieldFocus4, fieldCC3, fieldFocus3, fieldCC6} {
		out = append(out, fieldMaxnBest(s))
	}
	for _, s := range []fieldSetting{fieldCC4, fieldFocus4, fieldCC3, fieldFocus3, fieldCC6} {
		out = append(out, fieldImproves("nijssen2010-ph", "nijssen2010", findPH, nw2010Set, s, mPH, "Progressive History an improvement"))
	}
	for _, s := range []fieldSetting{fieldFocus4, fieldFocus3} {
		out = append(out, fieldImproves("nijssen2010-solver", "nijssen2010", findSolver10, nw2010Set, s, mSolver, "the solver an improvement in Focus"))
	}
	for _, s := range []fieldSetting{fieldCC4, fieldFocus4, fieldCC3, fieldFocus3, fieldCC6} {
		out = append(out, fieldImproves("nijssen2013-solver", "nijssen2013", findSolver13, nw2013Set, s, mSolver, "the solver an improvement"))
	}
	for _, s := range []fieldSetting{fieldCC4, fieldFocus4, fieldCC3, fieldFocus3, fieldCC6} {
		out = append(out, fieldOMA(s, fieldNodes))
	}
	for _, b := range []fieldBudget{field50ms, field250ms} {
		for _, s := range []fieldSetting{fieldCC4, fieldFocus4} {
			out = append(out, fieldOMA(s, b))
		}
	}
	for _, s := range []fieldSetting{fieldCC4, fieldCC3, fieldCC6} {
		out = append(out, fieldUCT(s, fieldNodes))
	}
	for _, b := range []fieldBudget{field50ms, field250ms} {
		out = append(out, fieldUCT(fieldCC4, b))
	}
	// Rolit (issue 48): the three policies, the solver and OMA-PW as in the other games, and
	// Schadd & Winands' Best-Reply Search against max^n and Paranoid in each of their games.
	out = append(out, fieldMaxnBest(fieldRolit4),
		fieldImproves("nijssen2013-solver", "nijssen2013", findSolver13, nw2013Set, fieldRolit4, mSolver, "the solver an improvement"),
		fieldOMA(fieldRolit4, fieldNodes))
	// Blokus (issue 48), the other game of Nijssen & Winands 2013: the policies and the solver.
	out = append(out, fieldMaxnBest(fieldBlokus4),
		fieldImproves("nijssen2013-solver", "nijssen2013", findSolver13, nw2013Set, fieldBlokus4, mSolver, "the solver an improvement"))
	for _, s := range []fieldSetting{fieldCC4, fieldFocus4, fieldRolit4} {
		out = append(out, fieldImproves("schadd2011-brs-maxn", "schadd2011", findBRSMaxn, sw2011Set, s, mBRSMaxn, "BRS an improvement on max^n"))
	}
	for _, s := range []fieldSetting{fieldCC4, fieldFocus4} {
		out = append(out, fieldImproves("schadd2011-brs-paranoid", "schadd2011", findBRSPar, sw2011Set, s, mBRSParanoid, "BRS an improvement on Paranoid"))
	}
	out = append(out, fieldEven("schadd2011-brs-even", "schadd2011", findBRSEven, sw2011Set, fieldRolit4, mBRSParanoid, "on equal footing: a share of 50%, within the 5 points that matter"))
	return out
}
