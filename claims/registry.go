package claims

import (
	"fmt"
	"math"

	"github.com/cctree/cctree/reports"
)

// Paper is one publication the registry quotes.
type Paper struct {
	Key   string // short name used by claims
	Cite  string // authors, year, title, venue
	Title string // a phrase of its text that identifies its file among the texts (see Texts)
	Rule  string // the win rule its games were played under, where it plays games
}

// Papers are the publications cctree implements and measures.
var Papers = []Paper{
	{"opps", "Baier & Kaisers 2020, Opponent-Pruning Paranoid Search, FDG", "Opponent-Pruning Paranoid Search",
		"not stated (our 73-cell rules: a full goal with at least one own piece)"},
	{"sturtevant", "Sturtevant 2003, Last-Branch and Speculative Pruning Algorithms for Max^n, IJCAI", "Last-Branch and Speculative Pruning Algorithms for Max", ""},
	{"franks", "Franks 2011, Multiplayer Search Algorithms and Strategies, Carleton University (COMP 4905 project report)", "Multiplayer Search Algorithms and Strategies",
		"all of a player's pieces in its goal (no anti-spoiling rule), §5.2.1.2"},
	{"mpmix", "Zuckerman, Felner & Kraus 2009, Mixing Search Strategies for Multi-Player Games, IJCAI", "Mixing Search Strategies for Multi-Player Games", "Hearts (not Chinese Checkers)"},
	{"threat", "Polk & Oommen 2016, Novel threat-based AI strategies that incorporate adaptive data structures for multi-player board games (the Threat-ADS heuristic), Applied Intelligence", "Novel threat-based AI strategies that incorporate adaptive data structures", ""},
}

// Claim is one statement of a paper set beside our measurement, with the rule that decides it.
type Claim struct {
	ID         string
	Paper      string   // Paper.Key
	Where      string   // table, figure or section
	Quote      []string // the verbatim text, in order; fragments are separated where the text is interrupted (a column break, a table cell left out)
	Setting    string   // the paper's setting: players, board, budget, node definition, games
	OurSetting string   // our setting, where it differs
	Unit       string   // "share", "saving" or "ratio": how numbers print
	Theirs     Estimate // the paper's number (Text overrides how it prints)
	Null       float64  // the value of no effect: a fair share, a ratio of 1, a saving of 0
	Rule       Rule
	Margin     float64    // Equivalence and Null: the margin (0: the rule's default)
	Band       [2]float64 // Band: the range the paper's wording allows
	Reason     string     // NotComparable: what differs
	Note       string     // a fact about the paper's own numbers worth flagging
	Measure    Measure
	Command    string // what makes the data (the folder is named in it)
}

var (
	fig3Games = reports.Group{Family: reports.Search, Board: "star73", Seats: "0134", Suite: "games-opps-fig3-games"}
	oom       = [2]float64{math.Sqrt(10), math.Sqrt(1000)}     // "about an order of magnitude": 10^0.5 to 10^1.5
	twoOom    = [2]float64{math.Sqrt(1000), math.Sqrt(100000)} // "two orders of magnitude": 10^1.5 to 10^2.5
	more      = [2]float64{1, math.Inf(1)}                     // "more ... than": above 1
	protocol  = func(seats, suite string) reports.Group {
		return reports.Group{Family: reports.Protocol, Board: "star73", Seats: seats, Suite: suite}
	}
)

const (
	fig3Setting  = "4-player Chinese Checkers on their 73-field board; tree size averaged over every move search of at least 100 complete games per depth; node = every node searched"
	fig3Ours     = "2,465 move searches of 28 complete OPPS(1,5,1)-BRS+ games, 4 players, star73; our Node Count (every node worked at)"
	fig3Command  = "make reports ONLY=opps-fig3-games (reports/opps-fig3-games/)"
	t1Setting    = "250 ms per move; OPPS parameters tuned per time control and player count (not printed); at least 1,000 matches; ± is the 95% half-width"
	t1Ours       = "OPPS(1,5,1) (one of Fig. 3's settings) against BRS+, 20,000 nodes per move, every seating of the two (2^n - 2) per opening"
	t2Setting    = "250 ms per move; OPPS with the parameters tuned against BRS+; at least 1,000 matches; ± is the 95% half-width"
	t2Ours       = "OPPS(1,5,1) against max^n or Paranoid, 20,000 nodes per move, every seating per opening"
	depthSetting = "BRS+ at fixed depths, 4-player Chinese Checkers, at least 500 matches each (footnote 5; 500 used for the paper's error)"
	depthOurs    = "BRS+ at fixed depths, star73 0134, every seating per opening, 504 games"
	threatSet    = "their protocol: the perspective player searches 4 plies with BRS for 5 turns, opponents move at random, NC summed over the turns, 50 trials; node = \"the sum of internal and leaf nodes at which computation takes place\" (§5); 121-cell board, 10 pieces"
	threatOurs   = "their protocol on star73 (6 pieces), 50 trials; our Node Count (every node worked at: the paper's definition); MTF update rule"
	threatCmd    = "make reports ONLY=threat-ads-protocol (reports/threat-ads-protocol/)"
	franksSet    = "3 players on his triangle and 3-player star boards (Figs 7-13), 4 on his square and 4-player star (Figs 14-16); lookahead 6, his heuristic 3; 30 games per seating; win: all pieces home"
	franksOurs   = "configuration files in his format: best 6 children (his Figure 17), 25% ties, seeded; square:8 (his size is not given); 30 games per seating"
	franksCmd    = "make reports ONLY=franks (reports/franks/)"
)

// Registry is every claim, in the order of REPRODUCTION.md's table.
var Registry = append([]Claim{
	fig3("paranoid-d2", "At depth two and three, Paranoid searches about an order of magnitude fewer nodes.", "maxn", "paranoid", 2, 10, oom),
	fig3("paranoid-d3", "At depth two and three, Paranoid searches about an order of magnitude fewer nodes.", "maxn", "paranoid", 3, 10, oom),
	fig3("brsplus-d4", "it searches two orders of magnitude fewer nodes than Paranoid at depth four", "paranoid", "brs+", 4, 100, twoOom),
	{
		ID: "opps-fig3-finetune", Paper: "opps", Where: "§5.3, Fig. 3",
		Quote:   []string{"As demonstrated here, OPPS can do both more and less pruning than its special case BRS+."},
		Setting: fig3Setting, OurSetting: fig3Ours + "; depth 5: BRS+ / OPPS(1,5,1) and OPPS(1,inf,2) / BRS+, the smaller of the two (both above 1: both more and less pruning)",
		Unit: "ratio", Theirs: Estimate{Value: 2, Text: "both above 1"}, Null: 1, Rule: Band, Band: more,
		Measure: minRatio(ncRatio("opps-fig3-games.txt", fig3Games, "brs+", "opps(1,5,1)", 5),
			ncRatio("opps-fig3-games.txt", fig3Games, "opps(1,inf,2)", "brs+", 5)),
		Command: fig3Command,
	},
	t1("3p", "024", 0.531, 0.031, "3 62.2% 53.1% 55.7% 60.3% ±3.0% ±3.1% ±3.1% ±3.0%"),
	t1("4p", "0134", 0.562, 0.031, "4 59.6% 56.2% 58.0% 74.3% ±3.1% ±3.1% ±3.1% ±2.8%"),
	t1("6p", "012345", 0.765, 0.026, "6 60.2% 76.5% 62.0% 73.2% ±3.0% ±2.6% ±3.0% ±2.8%"),
	func() Claim {
		c := t1("4p", "0134", 0.562, 0.031, "4 59.6% 56.2% 58.0% 74.3% ±3.1% ±3.1% ±3.1% ±2.8%")
		c.ID = "opps-t1-4p-250ms"
		c.OurSetting = "OPPS(1,5,1) against BRS+ at the paper's 250 ms per move (iterative deepening until the time is up), seats 0134, 56 games (4 blocks of every seating) on one AMD EPYC machine, two games at a time on its two cores; time budgets are not deterministic: a rerun plays other games"
		c.Measure = withDepths(winShare("match-opps-brsplus-4p-250ms.jsonl", "opps(1,5,1)"), "match-opps-brsplus-4p-250ms.jsonl")
		return c
	}(),
	t2("maxn-3p", 0.952, 0.014, "3 95.2% ± 1.4% 74.1% ± 2.8%"),
	t2("maxn-4p", 0.880, 0.021, "4 88.0% ± 2.1% 88.8% ± 2.0%"),
	t2("maxn-6p", 0.712, 0.028, "6 71.2% ± 2.8% 74.2% ± 2.7%"),
	t2("paranoid-3p", 0.741, 0.028, "3 95.2% ± 1.4% 74.1% ± 2.8%"),
	t2("paranoid-4p", 0.888, 0.020, "4 88.0% ± 2.1% 88.8% ± 2.0%"),
	t2("paranoid-6p", 0.742, 0.027, "6 71.2% ± 2.8% 74.2% ± 2.7%"),
	depth("3v2", "brs+@depth=3", 0.516, "we found that searching 3 plies deep wins only 51.6% of matches against depth 2"),
	depth("4v3", "brs+@depth=4", 0.480, "depth 4 wins only 48.0% against depth 3"),
	depth("5v4", "brs+@depth=5", 0.893, "but depth 5 wins 89.3% against depth 4"),
	depth("5v6", "brs+@depth=5", 0.599, "Surprisingly, searches with depth 5 even win 59.9% of games against depth 6"),
	{
		ID: "sturtevant-speculative", Paper: "sturtevant", Where: "abstract",
		Quote:      []string{"In Chinese Checkers", "these methods reduce average expansions at depth", "6 from 1.2 million to 100k nodes"},
		Setting:    "3-player Chinese Checkers, his board and evaluation (not given); expansions (interior nodes, re-expansions included) at depth 6",
		OurSetting: "3-player star73, 50 intermediate positions; committed data: NC (every node) of max^n and speculative max^n at depth 4 only",
		Unit:       "ratio", Theirs: Estimate{Value: 12, Text: "12x (1.2 million to 100k expansions)"}, Null: 1, Rule: NotComparable,
		Reason:  "his unit is expansions at depth 6; our committed data has every node at depth 4 (depth 6 in expansions: 25x, from `CCTREE_MEASURE=1 go test ./engine/search/maxn -run MeasurePruning -v -timeout 0`, not a data file)",
		Measure: ncRatio("sturtevant.txt", reports.Group{Family: reports.Search, Board: "star73", Seats: "024", Suite: "mid"}, "maxn", "maxn(speculative)", 4),
		Command: "make reports ONLY=sturtevant (reports/sturtevant/)",
	},
	threat("4p-initial", "Table 4, Table 16", "0134", "initial", []string{"The best strategy was the Move-to-Front, generating a 14 % reduction in tree size."},
		paperSaving(1380000, 379000, 1190000, 337000, 50), Within),
	threat("4p-mid", "Table 8, Table 17", "0134", "mid", []string{"Here we saw a statistically significant improvement from the Move-to-Front/Move-Ahead-k rule (a 13 % reduction in tree size)."},
		paperSaving(3490000, 905000, 3020000, 816000, 50), Within),
	threat("6p-initial", "Table 16", "012345", "initial", []string{"Six No 3,490,000 850,000 _ _ Six Yes 3,070,000 836,000 0.014 0.49"},
		paperSaving(3490000, 850000, 3070000, 836000, 50), Within),
	threat("6p-mid", "Table 17", "012345", "mid", []string{"Six No 8,170,000 2,460,000 _ _ Six Yes 7,680,000 2,040,000 0.099 0.27"},
		paperSaving(8170000, 2460000, 7680000, 2040000, 50), Within),
	threat("3p-initial", "§10, Table 16", "024", "initial", []string{"although Threat-ADS produced no improvements in the three player case"},
		paperSaving(732000, 182000, 745000, 148000, 50), Null),
	threat("3p-mid", "§10, Table 17", "024", "mid", []string{"Again, the three player case led to no improvement."},
		paperSaving(1250000, 400000, 1260000, 378000, 50), Null),
	mpmix("4p-draw", "the paper's design on Chinese Checkers: tables of 4 (star73 0134) drawn with replacement from random, greedy (in place of weak rational), Paranoid, max^n and MP-Mix(td=0.05, to=inf) per game; 20,000 nodes; 1,200 games; win rate = wins / games taken part in"),
	mpmixExp1("vs-maxn", "maxn", 2, "exp1-maxn", 0.11, "+11 points (6 - (-5))"),
	mpmixExp1("vs-par", "paranoid", 3, "exp1-par", 0.17, "+17 points (6 - (-11))"),
	mpmixExp3("mix", "mpmix(td=0.04,to=0.04)", 0.32, "The best player was the MIX player that won over 32% of the tournaments."),
	mpmixExp3("dmix", "mpmix(td=0.04,to=inf)", 0.28, "The DMIX came in second with 28%,"),
	mpmixExp3("par", "paranoid", 0.20, "The PAR player won slightly over 20% of the tournaments."),
	mpmixExp3("omix", "mpmix(td=inf,to=0.04)", 0.16, "Surprisingly, the OMIX player was the worst one, winning only 16% of the tournaments."),
	mpmix("6p-balanced", "6 players (star73), each game seats all five (one on two seats) by the neighbour-balanced design (every pair equally often at every relative position); 20,000 nodes; 1,000 games"),
}, franksClaims()...)

const (
	mpmixSetting = "Hearts, 4 players drawn with replacement from {RND, WRT (weak rational), PAR, MAXN, MIX(To = ∞, Td = 25)} per tournament, 20K nodes, 1,200 tournaments; winning % = wins / (wins + losses)"
	mpmixCmd     = "make reports ONLY=match-mpmix (reports/match-mpmix/)"
)

// mpmix is experiment 2 of the MP-Mix paper on one of our designs: the printed shares (a Hearts
// result, not comparable) and the claim that MIX did best (its lead over the best other type).
func mpmix(label, ours string) Claim {
	return Claim{
		ID: "mpmix-exp2-" + label, Paper: "mpmix", Where: "§4.1 (experiment 2)",
		Quote: []string{"The MIX player led the other players with 43% winning games, the MAXN had 38%, PAR 34%, WRT 12% and RND 1%.",
			"Here again the MP-Mix strategy attained the best average performance."},
		Setting:    mpmixSetting + "; here: MIX's lead over the best other type",
		OurSetting: ours + "; MP-Mix's win rate minus the best other contestant's",
		Unit:       "share", Theirs: Estimate{Value: 0.05, SE: math.Hypot(math.Sqrt(0.43*0.57/960), math.Sqrt(0.38*0.62/960)), Text: "MIX 43% - MAXN 38% = +5 points (about 960 games each)"},
		Null: 0, Rule: Within,
		Measure: lead("match-mpmix-"+label+".jsonl", "mpmix(td=0.05,to=inf)"), Command: mpmixCmd,
	}
}

const mpmixFixedCmd = "make reports ONLY=match-mpmix-fixed (reports/match-mpmix-fixed/)"

// mpmixExp1 is experiment 1 of the MP-Mix paper: MIX (Td = 25) as the fourth player against PAR,
// PAR, MAXN beats the same seat held by MAXN or by PAR. The paper's number is a difference of
// each run's "difference in winning percentage" to its leader; ours is the difference of the
// fourth player's win rates per seat, the same number when the leader's rate is the same in both
// runs.
func mpmixExp1(label, other string, seats int, file string, theirs float64, text string) Claim {
	return Claim{
		ID: "mpmix-exp1-" + label, Paper: "mpmix", Where: "§4.1 (experiment 1), Fig. 2",
		Quote:      []string{"The best performance was measured when", "was set to 25, as the MIX player performed significantly better than both MAXN and PAR players, as it attained a positive winning difference of 11%", "or 17%", "respectively"},
		Setting:    "Hearts, 4 players: PAR, PAR, MAXN and a fourth player (MIX with To = ∞ and Td from 0 to 50 points, or MAXN, or PAR), depth 6; the fourth player's winning percentage minus the leader's, MIX at Td = 25 against MAXN and against PAR in that seat",
		OurSetting: "star73 0134, the fourth player against Paranoid, Paranoid, max^n, every arrangement each block (design counts), depth 4, 240 games a run; Td = 25 as 0.05 of our scale (as experiment 2); MP-Mix's win rate minus " + other + "'s per seat in the run where " + other + " is the fourth player",
		Unit:       "share", Theirs: Estimate{Value: theirs, Text: text}, Null: 0, Rule: Within,
		Measure: seatShareDiff("match-mpmix-fixed-exp1-mix0.05.jsonl", "mpmix(td=0.05,to=inf)", 1, "match-mpmix-fixed-"+file+".jsonl", other, seats),
		Command: mpmixFixedCmd,
	}
}

// mpmixExp3 is experiment 3 of the MP-Mix paper: one player plugged in against three MAXN, its
// share of the wins (no skill: 25%).
func mpmixExp3(label, spec string, theirs float64, quote string) Claim {
	return Claim{
		ID: "mpmix-exp3-" + label, Paper: "mpmix", Where: "§4.1 (experiment 3), Fig. 3", Quote: []string{quote},
		Setting:    "Hearts, 4 players: three MAXN and one of OMIX (To = 20, Td = ∞), DMIX (To = ∞, Td = 20), MIX (To = Td = 20) or PAR; 50K nodes; 500 tournaments each; the fourth player's share of the wins",
		OurSetting: "star73 0134, " + spec + " against three max^n, in every seat in turn (design counts=1,3), 50,000 nodes, 500 games; 20 points as 0.04 of our scale; its share of the games (no skill: 25%)",
		Unit:       "share", Theirs: paperShare(theirs, 500), Null: 0.25, Rule: Within,
		Measure: seatShare("match-mpmix-fixed-exp3-"+label+".jsonl", spec, 1), Command: mpmixFixedCmd,
	}
}

// fig3 is a tree-size ratio of Fig. 3 (a's mean NC over b's at depth d, in the games the paper
// averages over) against the band the paper's wording allows around its value.
func fig3(label, quote, a, b string, d int, theirs float64, band [2]float64) Claim {
	return Claim{
		ID: "opps-fig3-" + label, Paper: "opps", Where: "§5.3, Fig. 3", Quote: []string{quote},
		Setting: fig3Setting, OurSetting: fmt.Sprintf("%s; depth %d, %s / %s", fig3Ours, d, fig3Name[a], fig3Name[b]),
		Unit: "ratio", Theirs: Estimate{Value: theirs, Text: fmt.Sprintf("about %.0fx", theirs)}, Null: 1, Rule: Band, Band: band,
		Measure: ncRatio("opps-fig3-games.txt", fig3Games, a, b, d), Command: fig3Command,
	}
}

var fig3Name = map[string]string{"maxn": "max^n", "paranoid": "Paranoid", "brs+": "BRS+"}

func t1(label, seats string, p, half float64, cells string) Claim {
	return Claim{
		ID: "opps-t1-" + label, Paper: "opps", Where: "§5.1, Table 1 (250 ms column)",
		Quote:   []string{"Table 1: Performance of OPPS against BRS+ / OPPS(1,∞,1) in Chinese Checkers with different numbers of players and at different time settings.", cells},
		Setting: t1Setting + "; " + label[:1] + " players", OurSetting: t1Ours + ", seats " + seats,
		Unit: "share", Theirs: paperPM(p, half), Null: 0.5, Rule: Within,
		Measure: winShare("match-opps-brsplus-"+label+".jsonl", "opps(1,5,1)"),
		Command: "make reports ONLY=match-opps-brsplus (reports/match-opps-brsplus/)",
	}
}

func t2(label string, p, half float64, cells string) Claim {
	return Claim{
		ID: "opps-t2-" + label, Paper: "opps", Where: "§5.2, Table 2",
		Quote:   []string{"Table 2: Performance of OPPS against \\max^n and Paranoid in Chinese Checkers with different numbers of players. 250 ms per move.", cells},
		Setting: t2Setting, OurSetting: t2Ours + " (" + label + ")",
		Unit: "share", Theirs: paperPM(p, half), Null: 0.5, Rule: Within,
		Measure: winShare("match-opps-classic-"+label+".jsonl", "opps(1,5,1)"),
		Command: "make reports ONLY=match-opps-classic (reports/match-opps-classic/)",
	}
}

func depth(label, contestant string, p float64, quote string) Claim {
	return Claim{
		ID: "opps-depth-" + label, Paper: "opps", Where: "§5.1 (footnote 5)",
		Quote: []string{quote}, Setting: depthSetting, OurSetting: depthOurs,
		Unit: "share", Theirs: paperShare(p, 500), Null: 0.5, Rule: Within,
		Measure: winShare("match-brsplus-depth-"+label+".jsonl", contestant),
		Command: "make reports ONLY=match-brsplus-depth (reports/match-brsplus-depth/)",
	}
}

func threat(label, where, seats, suite string, quote []string, theirs Estimate, rule Rule) Claim {
	c := Claim{
		ID: "threat-" + label, Paper: "threat", Where: where, Quote: quote,
		Setting: threatSet, OurSetting: threatOurs + ", seats " + seats + ", " + suite + " positions",
		Unit: "saving", Theirs: theirs, Null: 0, Rule: rule,
		Measure: saving("threat-ads-protocol.txt", protocol(seats, suite), "brs", "brs(threat=mtf)", 4),
		Command: threatCmd,
	}
	if rule == Null {
		// A third of the 4-player saving the paper reports: an effect that size would matter.
		c.Margin = 0.05
	}
	return c
}

// franksFigure is one comparison of Franks' Figs 7-16: the share of one player type on one
// board, his wins and games (from his per-seat counts), the rate he printed, and the table
// cells quoted.
type franksFigure struct {
	fig     int
	board   string
	typ     byte
	wins    int
	games   int
	printed float64 // his printed win rate of typ, in percent
	seats   float64 // the fair share: seats typ holds / players
	cells   string
}

// Each two-type figure is one comparison (the other type's share is its complement); Fig. 13
// has three types and three shares. 22 comparisons in all.
var franksFigures = []franksFigure{
	{7, "star", 'M', 25, 90, 27.8, 1.0 / 3, "Total max <sup>n</sup> : 25 Total BRS: 65 Win Rate: 27.8 – 72.2"},
	{7, "triangle", 'M', 20, 90, 37.7, 1.0 / 3, "Total max <sup>n</sup> : 20 Total BRS: 70 Win Rate: 37.7 – 62.3"},
	{8, "star", 'B', 49, 90, 54.4, 1.0 / 3, "Total BRS: 49 Total max <sup>n</sup> : 41 Win Rate: 54.4 – 45.6"},
	{8, "triangle", 'B', 43, 90, 47.7, 1.0 / 3, "Total BRS: 43 Total max <sup>n</sup> : 47 Win Rate: 47.7 – 52.3"},
	{9, "star", 'B', 34, 90, 37.8, 1.0 / 3, "Total BRS: 34 Paranoid: 56 Win Rate: 37.8 – 62.2"},
	{9, "triangle", 'B', 39, 90, 43.3, 1.0 / 3, "Total BRS: 39 Total Paranoid: 51 Win Rate: 43.3 – 56.7"},
	{10, "star", 'P', 29, 90, 32.2, 1.0 / 3, "Total Paranoid: 29 Total BRS: 61 Win Rate: 32.2 – 67.8"},
	{10, "triangle", 'P', 21, 90, 23.3, 1.0 / 3, "Total Paranoid: 21 Total BRS: 69 Win Rate: 23.3 – 76.6"},
	{11, "star", 'P', 30, 90, 33.3, 1.0 / 3, "Total Paranoid: 30 Total max <sup>n</sup> : 60 Win Rate 33.3 – 66.7"},
	{11, "triangle", 'P', 34, 90, 37.7, 1.0 / 3, "Total Paranoid: 34 Total max <sup>n</sup> : 56 Win Rate 37.7 – 62.3"},
	{12, "star", 'M', 36, 90, 40, 1.0 / 3, "Total max <sup>n</sup> : 36 Total Paranoid: 54 Win Rate 40 – 60"},
	{12, "triangle", 'M', 20, 90, 22.2, 1.0 / 3, "Total max <sup>n</sup> : 20 Total Paranoid: 70 Win Rate 22.2 – 77.8"},
	{13, "star", 'P', 63, 180, 35, 1.0 / 3, "Total Paranoid: 63 Total max <sup>n</sup> : 55 Total BRS: 62 Win Rate 35 Win Rate 30.6 Win Rate 34.4"},
	{13, "star", 'M', 55, 180, 30.6, 1.0 / 3, "Total Paranoid: 63 Total max <sup>n</sup> : 55 Total BRS: 62 Win Rate 35 Win Rate 30.6 Win Rate 34.4"},
	{13, "star", 'B', 62, 180, 34.4, 1.0 / 3, "Total Paranoid: 63 Total max <sup>n</sup> : 55 Total BRS: 62 Win Rate 35 Win Rate 30.6 Win Rate 34.4"},
	{13, "triangle", 'P', 44, 180, 24.4, 1.0 / 3, "Total Paranoid: 44 Total max <sup>n</sup> : 51 Total BRS: 85 Win Rate 24.4 Win Rate 28.3 Win Rate 47.2"},
	{13, "triangle", 'M', 51, 180, 28.3, 1.0 / 3, "Total Paranoid: 44 Total max <sup>n</sup> : 51 Total BRS: 85 Win Rate 24.4 Win Rate 28.3 Win Rate 47.2"},
	{13, "triangle", 'B', 85, 180, 47.2, 1.0 / 3, "Total Paranoid: 44 Total max <sup>n</sup> : 51 Total BRS: 85 Win Rate 24.4 Win Rate 28.3 Win Rate 47.2"},
	{14, "square", 'B', 50, 60, 83.3, 0.5, "Total max <sup>n</sup> 10 Total BRS 50 Win Rate 16.7 – 83.3"},
	{15, "square", 'B', 31, 60, 51.7, 0.5, "Total BRS 31 Total paranoid 29 Win Rate 51.7 – 48.3"},
	{16, "star", 'P', 33, 60, 55, 0.5, "Total max <sup>n</sup> 27 Total paranoid 33 Win rate 45 – 55"},
	{16, "square", 'P', 39, 60, 65, 0.5, "Total max <sup>n</sup> 21 Total paranoid 39 Win rate 35 – 65"},
}

var franksTypeNames = map[byte]string{'B': "BRS", 'M': "max^n", 'P': "Paranoid"}

func franksClaims() []Claim {
	var out []Claim
	for _, f := range franksFigures {
		p := float64(f.wins) / float64(f.games)
		theirs := paperShare(p, f.games)
		theirs.Text = fmt.Sprintf("%s %s (%d of %d)", franksTypeNames[f.typ], pct(p), f.wins, f.games)
		c := Claim{
			ID: fmt.Sprintf("franks-fig%02d-%s-%c", f.fig, f.board, f.typ), Paper: "franks", Where: fmt.Sprintf("§8, Fig. %d (%s)", f.fig, f.board),
			Quote: []string{f.cells}, Setting: franksSet, OurSetting: franksOurs,
			Unit: "share", Theirs: theirs, Null: f.seats, Rule: Equivalence,
			Measure: franksShare(f.fig, f.board, f.typ), Command: franksCmd,
		}
		if math.Abs(f.printed-100*p) > 0.15 {
			c.Note = fmt.Sprintf("he prints %.1f%% for %s where his own counts give %s", f.printed, franksTypeNames[f.typ], pct(p))
		}
		out = append(out, c)
	}
	return out
}
