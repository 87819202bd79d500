package claims

import (
	"fmt"
	"math"
	"strings"
	"sync"

	"gonum.org/v1/gonum/stat"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/engine/search/maxn"
)

// The claims a count of every checkable claim of the five papers found without a row: one per
// result cell of a table, per number of the text that is not a cell, and per sentence that
// asserts a measurable pattern. Each has a row here, decided from the committed data by the rule
// of its kind, or an entry of missingCounted with why it has none (the Risk claims of the MP-Mix
// paper are registered with the Risk experiments, not here).

// countClaims are the rows of the count: Sturtevant's structural statements on our pinned
// pruning data, OPPS's significance sentences, Franks' abstract and §8.2-§9 sentences, and
// Polk & Oommen's orderings, significance and effect-size sentences.
func countClaims() []Claim {
	return append(append(append(append(sturtevantStructural(), oppsSignificance()...), franksSentences()...), heartsExp1Leader()), threatSentences()...)
}

// heartsExp1Leader is experiment 1's parenthesis on the run with PAR as the fourth player: the
// leader was MAXN, an ordering of MAXN's win rate per seat above PAR's (its three seats) in the
// same tournaments.
func heartsExp1Leader() Claim {
	theirs := rankingOf([]string{"MAXN", "PAR"}, [][2]int{{0, 1}}, []Estimate{normal(0.11, paperLeadSE(0.11, 800), 800), normal(0, 0, 800)}, nil)
	theirs.Text = "MAXN the leader, PAR's seats 11 points behind (800 tournaments)"
	file := "-exp1-" + heartsExp1Label("paranoid") + ".jsonl"
	return Claim{
		ID: "mpmix-hearts-exp1-par-maxn-leads", Paper: "mpmix", Where: "§4.1 (experiment 1), Fig. 2",
		Quote:      []string{"(which in this case was the MAXN player)"},
		Setting:    heartsExp1Setting + "; the run with PAR as the fourth player: MAXN's winning percentage above PAR's",
		OurSetting: heartsExp1Ours + "; the same run: MAXN's win rate per seat minus PAR's per seat (three seats), their covariance from the blocks (the two share the tournaments)",
		Unit:       "share", Theirs: theirs, Null: 0, Rule: Ordering,
		Needs:   heartsExp1Needs("paranoid"),
		Alt:     &Alternative{Label: heartsExp1Alt, Measure: drawRanking("match-hearts"+file, []string{"maxn", "paranoid"}, []string{"MAXN", "PAR"}, [][2]int{{0, 1}})},
		Measure: drawRanking("match-hearts-sampled"+file, []string{sampledName("maxn"), sampledName("paranoid")}, []string{"MAXN", "PAR"}, [][2]int{{0, 1}}),
		Command: heartsExp1Cmd,
	}
}

// Sturtevant's structural statements, measured on the 50 intermediate 3-player star73 positions
// of reports/data/sturtevant.txt (every algorithm on the same positions, node counts exact).
var sturtevantGroup = analysis.Group{Family: analysis.Search, Board: "star73", Seats: "024", Suite: "mid"}

const (
	sturtevantFile = "sturtevant.txt"
	sturtevantCmd  = "make reports ONLY=sturtevant (reports/sturtevant/)"
	sturtevantOurs = "3-player star73 (our choice: the paper does not say), the 50 intermediate positions of our mid suite, depths 1-4; our evaluation (normalised distances: constant-sum, so the pruning's maxsum holds) and static move ordering; NC = every node searched, re-expansions included"
)

// pruneDepths are the depths every pruning variant was searched at in sturtevant.txt.
var pruneDepths = []int{1, 2, 3, 4}

// ncPerPosition is, per depth, the ratio of a's NC over b's on each position of the group, read
// from one data file; the two samples must name the same positions in the same order.
func ncPerPosition(data, file string, g analysis.Group, a, b string, d int) ([]float64, error) {
	sa, sb, err := pair(data, file, g, a, b, d)
	if err != nil {
		return nil, err
	}
	if len(sa.NC) != len(sb.NC) || len(sa.IDs) != len(sa.NC) || len(sb.IDs) != len(sb.NC) {
		return nil, fmt.Errorf("claims: %s: %s and %s at depth %d have no per-position counts of the same positions", file, a, b, d)
	}
	out := make([]float64, len(sa.NC))
	for i := range sa.NC {
		if sa.IDs[i] != sb.IDs[i] {
			return nil, fmt.Errorf("claims: %s: position %d is %s for %s and %s for %s", file, i, sa.IDs[i], a, sb.IDs[i], b)
		}
		out[i] = sa.NC[i] / sb.NC[i]
	}
	return out, nil
}

// ncMinRatio is the smallest, over every position and depth, of a's NC over b's on the same
// position: exact (node counts are deterministic). At least 1 means a never searched fewer
// nodes than b on any of them.
func ncMinRatio(file string, g analysis.Group, a, b string, depths []int) Measure {
	return func(data string) (Estimate, error) {
		lo, at, n, below := math.Inf(1), "", 0, 0
		for _, d := range depths {
			rs, err := ncPerPosition(data, file, g, a, b, d)
			if err != nil {
				return Estimate{}, err
			}
			for i, r := range rs {
				n++
				if r < 1 {
					below++
				}
				if r < lo {
					lo, at = r, fmt.Sprintf("position %d at depth %d", i, d)
				}
			}
		}
		e := exact(lo)
		e.N = n
		e.Text = fmt.Sprintf("smallest %s / %s on one position: %.3f (%s); below 1 on %d of %d searches (%d positions × depths %d-%d)", a, b, lo, at, below, n, n/len(depths), depths[0], depths[len(depths)-1])
		return e, nil
	}
}

// ncRatioDepths is a's mean NC over b's at each depth, exact, as Parts.
func ncRatioDepths(file string, g analysis.Group, a, b string, depths []int) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		var parts []string
		for _, d := range depths {
			e, err := ncRatio(file, g, a, b, d)(data)
			if err != nil {
				return Estimate{}, err
			}
			e.Text = fmt.Sprintf("depth %d", d)
			es = append(es, e)
			parts = append(parts, fmt.Sprintf("depth %d: %.4f", d, e.Value))
		}
		return Estimate{Value: math.NaN(), Parts: es, Text: a + " / " + b + ", mean NC: " + strings.Join(parts, ", ")}, nil
	}
}

func sturtevantStructural() []Claim {
	sameEval := []string{"exact same evaluation, last-branch pruning will always be", "able to prune, while shallow pruning will never be able to."}
	const uniformSet = "a max^n tree whose every node has the same evaluation, pruned by n players' bounds (Lemma 1)"
	const uniformOurs = "synthetic trees (claims/uniform.go: every node has b children and the same value vector, S/n to each player, a constant sum), 3 and 4 players, 2 and 3 children, searched by the engine's max^n searchers at depths n to n+2 (12 trees); exact counts"
	const uniformCmd = "computed when the verdicts are: the engine's searchers on the synthetic trees, no data file (go test ./claims -run TestUniform)"
	return []Claim{
		{
			ID: "sturtevant-same-eval-lastbranch", Paper: "sturtevant", Where: "§4.2", Quote: sameEval,
			Setting: uniformSet + "; here the first half: last-branch pruning prunes (at least one cutoff) on every such tree", OurSetting: uniformOurs + "; last-branch max^n's cutoffs per tree",
			Unit: "count", Theirs: Estimate{Value: 1, Text: "at least one prune on every tree"}, Null: 0, Rule: Range, Bounds: more1,
			Measure: uniformPrunes(maxn.LastBranch), Command: uniformCmd,
		},
		{
			ID: "sturtevant-same-eval-shallow", Paper: "sturtevant", Where: "§4.2", Quote: sameEval,
			Setting: uniformSet + "; here the second half: shallow pruning prunes nothing on any such tree (with 3 or more players: two players' bounds sum to 2S/n, under maxsum)", OurSetting: uniformOurs + "; shallow max^n's cutoffs per tree",
			Unit: "count", Theirs: Estimate{Value: 0, Text: "no prune on any tree"}, Null: 0, Rule: Range, Bounds: [2]float64{-0.5, 0.5},
			Measure: uniformPrunes(maxn.Shallow), Command: uniformCmd,
		},
		{
			ID: "sturtevant-optimal-no-research", Paper: "sturtevant", Where: "§4.3",
			Quote:      []string{"With an optimal", "node ordering we will never have to re-search a subtree."},
			Setting:    "speculative max^n on a tree whose nodes are ordered optimally (each node's best child for its mover first): no re-search, so no re-expansion",
			OurSetting: fmt.Sprintf("synthetic trees (claims/uniform.go: b children a node, leaves' value vectors drawn from a hash of the path, a constant sum), 3 and 4 players, 3 and 4 children, depths 4-6, %d trees a case, each node's children sorted by their exact max^n value for its mover (optimal), searched to the leaves by the engine's speculative max^n; its re-expansions summed per case (exact), the same trees in generated and in pessimal order beside them", orderedTrees),
			Unit:       "count", Theirs: Estimate{Value: 0, Text: "no re-expansion"}, Null: 0, Rule: Range, Bounds: [2]float64{-0.5, 0.5},
			Note:    "the engine's speculative max^n also prunes below a mid-level node still on its first branch (its bound then 0), as we read his Fig. 7 to do; a later child better for the parent then forces the re-search however the children are ordered, which would explain the re-expansions: a case the sentence's reason (\"a new value for which both that mid-level player and his parent have better scores\") leaves out",
			Measure: reexpansionsUnder(optimal), Command: "computed when the verdicts are: the engine's searchers on the synthetic trees, no data file (go test ./claims -run TestOrdered)",
		},
		{
			ID: "sturtevant-prune-within-n", Paper: "sturtevant", Where: "§4.1",
			Quote:      []string{"Neither algorithm, however, will prune more than n levels", "away from where the first bound originates."},
			Setting:    "last-branch and speculative max^n in an n-player game: a node is pruned by the bounds of at most n consecutive ancestors, so never more than n levels below the first of them; here: the largest distance from a pruned node to the top of the chain that pruned it, less n, at most 0",
			OurSetting: fmt.Sprintf("synthetic trees (claims/uniform.go: b children a node, leaves' value vectors drawn from a hash of the path, a constant sum), 3 and 4 players, 3 and 4 children, depths 4-6, %d trees a case in generated order, searched to the leaves by the engine's last-branch and speculative max^n (maxn.PruneDistance, recorded where a chain prunes); exact. engine/search/maxn's TestPruneDistance holds the same bound on the pruned-searcher suite's Chinese Checkers positions", orderedTrees),
			Unit:       "count", Theirs: Estimate{Value: 0, Text: "at most n levels"}, Null: 0, Rule: Range, Bounds: [2]float64{math.Inf(-1), 0},
			Measure: pruneDistances(), Command: "computed when the verdicts are: the engine's searchers on the synthetic trees, no data file (go test ./claims -run TestOrdered)",
		},
		{
			ID: "sturtevant-cc-shallow-none", Paper: "sturtevant", Where: "§3.3",
			Quote:      []string{"Thus, in practice it is not possible to use any of these", "techniques to prune a Chinese Checkers game tree."},
			Setting:    "Chinese Checkers with the useful cutoff evaluations of the game (§3.3: they do not meet shallow pruning's requirements) and no monotonic heuristic; here the technique of the three we implement, shallow pruning: its tree no smaller than plain max^n's, within 1% (declared: a saving under 1% is nothing pruned that shows)",
			OurSetting: sturtevantOurs + "; max^n's mean NC over shallow pruning's at each depth (branch-and-bound pruning is not implemented: Chinese Checkers has no monotonic heuristic for it)",
			Unit:       "ratio", Theirs: Estimate{Value: 1, Text: "1 (nothing pruned)"}, Null: 1, Rule: Range, Bounds: [2]float64{1, 1.01},
			Measure: ncRatioDepths(sturtevantFile, sturtevantGroup, "maxn", "maxn(shallow)", pruneDepths), Command: sturtevantCmd,
		},
		{
			ID: "sturtevant-spec-covers-lastbranch", Paper: "sturtevant", Where: "§4.3",
			Quote:      []string{"Nodes that can be pruned by last-branch pruning", "will be always be pruned by speculative pruning."},
			Setting:    "any max^n tree: what last-branch pruning prunes, speculative pruning prunes too; here: so speculative max^n searches no more nodes than last-branch on any position, re-searches included",
			OurSetting: sturtevantOurs + "; the smallest ratio over every position and depth of last-branch's NC over speculative's on the same position (exact; speculative's re-expansions counted, so a ratio below 1 could also be re-searches outweighing its extra prunes)",
			Unit:       "ratio", Theirs: Estimate{Value: math.Inf(1), Text: "at least 1 on every search"}, Null: 1, Rule: Range, Bounds: more1,
			Measure: ncMinRatio(sturtevantFile, sturtevantGroup, "maxn(lastbranch)", "maxn(speculative)", pruneDepths), Command: sturtevantCmd,
			Note: "the engine's tests hold the same statement on more positions: TestSpeculative and TestPinnedNodeCounts (engine/search/maxn) compare the variants on the pruned-searcher suite and pin their node counts",
		},
		{
			ID: "sturtevant-reexpansions-pay", Paper: "sturtevant", Where: "§5",
			Quote:      []string{"re-expansions by speculative max", "are counted as part of the total number of node expansions,", "and node re-expansions in speculative pruning never out"},
			Setting:    "his experiments (Chinese Checkers, Hearts, Spades), re-expansions counted as expansions; our copy stops at \"never out-\", read as never outweighing the savings: speculative max^n never expands more nodes than plain max^n",
			OurSetting: sturtevantOurs + "; the smallest ratio over every position and depth of plain max^n's NC over speculative's on the same position (exact)",
			Unit:       "ratio", Theirs: Estimate{Value: math.Inf(1), Text: "at least 1 on every search"}, Null: 1, Rule: Range, Bounds: more1,
			Measure: ncMinRatio(sturtevantFile, sturtevantGroup, "maxn", "maxn(speculative)", pruneDepths), Command: sturtevantCmd,
		},
	}
}

// more1 is "at least 1": a ratio bounded below by 1 (an exact ratio of 1 is inside).
var more1 = [2]float64{1, math.Inf(1)}

// partsOf measures ms as one Estimate of Parts, each part's Text its label (the rules print it).
func partsOf(labels []string, ms ...Measure) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		var texts []string
		for i, m := range ms {
			e, err := m(data)
			if err != nil {
				return Estimate{}, err
			}
			texts = append(texts, labels[i]+" "+value("", e))
			e.Text = labels[i]
			es = append(es, e)
		}
		return Estimate{Value: math.NaN(), Parts: es, Text: strings.Join(texts, "; ")}, nil
	}
}

// oppsSignificance are OPPS's sentences of significance over Tables 1 and 2, each a sign claim
// over the cells of ours that stand for the paper's (the paper gives the direction and a
// p-value, the cells' sizes are their own rows).
func oppsSignificance() []Claim {
	brs := func(label string) Measure { return winShare("match-opps-brsplus-"+label+".jsonl", "opps(1,5,1)") }
	classic := func(label string) Measure { return winShare("match-opps-classic-"+label+".jsonl", "opps(1,5,1)") }
	t1 := []string{"4p", "6p", "3p-50ms", "4p-50ms", "6p-50ms"}
	var t1m []Measure
	for _, l := range t1 {
		t1m = append(t1m, brs(l))
	}
	t2 := []string{"maxn-3p", "maxn-4p", "maxn-6p", "paranoid-3p", "paranoid-4p", "paranoid-6p"}
	var t2m []Measure
	for _, l := range t2 {
		t2m = append(t2m, classic(l))
	}
	conclusion := []string{"brs+-3p", "brs+-4p", "brs+-6p"}
	conclusionM := []Measure{brs("3p"), brs("4p"), brs("6p")}
	conclusion = append(conclusion, t2...)
	conclusionM = append(conclusionM, t2m...)
	return []Claim{
		{
			ID: "opps-t1-significant", Paper: "opps", Where: "§5.1, Table 1",
			Quote:      []string{"In fact, it is significantly stronger ($p < 0.05$) than BRS+ in all game variants and time controls"},
			Setting:    t1Setting + "; here: OPPS significantly above 50% against BRS+ in every cell but the 3-player 250 ms one (its exception, listed among the claims without a row)",
			OurSetting: "OPPS(1,5,1) against BRS+: at 20,000 nodes (the 250 ms column's rows opps-t1-4p and -6p) and at 50 ms (opps-t1-*-50ms), each cell's win share tested against 50% (the 3-player node-budget cell stands for the exception, so it is left out; the 1 s and 5 s columns are not run)",
			Unit:       "share", Theirs: Estimate{Value: math.NaN(), Text: "above 50% in 11 of 12 cells (p < 0.05)"}, Null: 0.5, Rule: Sign, Side: 1,
			Measure: partsOf(t1, t1m...), Command: "make reports ONLY=match-opps-brsplus (reports/match-opps-brsplus/); the 50 ms files by their rows' commands",
		},
		{
			ID: "opps-t2-significant", Paper: "opps", Where: "§5.2, Table 2",
			Quote:      []string{"OPPS is significantly stronger than both \\max^n and Paranoid in all variants of the game ($p < 0.0002$)"},
			Setting:    t2Setting + "; here: OPPS significantly above 50% in all six cells (the paper's p < 0.0002; ours tested at 5%, each cell's size is its own row opps-t2-*)",
			OurSetting: t2Ours + "; the six matches of the rows opps-t2-*, each share tested against 50%",
			Unit:       "share", Theirs: Estimate{Value: math.NaN(), Text: "above 50% in all six cells (p < 0.0002)"}, Null: 0.5, Rule: Sign, Side: 1,
			Measure: partsOf(t2, t2m...), Command: "make reports ONLY=match-opps-classic (reports/match-opps-classic/)",
		},
		{
			ID: "opps-conclusion", Paper: "opps", Where: "§6",
			Quote:      []string{"We show that OPPS outperforms its special case BRS+ as well as classic \\max^n and Paranoid search in Chinese Checkers with three, four, and six players."},
			Setting:    "the conclusion's summary of Tables 1 and 2: against BRS+ at four time controls (50 ms to 5 s), against max^n and Paranoid at 250 ms; at least 1,000 matches a cell; here: OPPS above 50% against each of the three at each of the three player counts",
			OurSetting: "OPPS(1,5,1) at one budget for all nine cells, 20,000 nodes per move, against BRS+ (the matches of the rows opps-t1-3p, -4p and -6p, the 3-player one included: the paper's 250 ms exception is one time control of four, and the sentence names three players), max^n and Paranoid (opps-t2-*), every seating per opening; each share tested against 50%",
			Unit:       "share", Theirs: Estimate{Value: math.NaN(), Text: "above 50% against BRS+, max^n and Paranoid at 3, 4 and 6 players"}, Null: 0.5, Rule: Sign, Side: 1,
			Measure: partsOf(conclusion, conclusionM...), Command: "make reports ONLY=match-opps-brsplus,match-opps-classic (reports/match-opps-brsplus/, reports/match-opps-classic/)",
		},
	}
}

// franksShare is player type typ's share of the games with a winner of Franks' figure fig on
// one board (the games of one seating share no opening: independent trials).
func franksShare(fig int, board string, typ byte) Measure {
	return func(data string) (Estimate, error) {
		games, _, err := franksGames(data, "franks", fig, board)
		if err != nil {
			return Estimate{}, err
		}
		w := 0
		for _, r := range games {
			if franksType(r.Players[*r.Winner]) == typ {
				w++
			}
		}
		e := shareOf(float64(w)/float64(len(games)), len(games), float64(len(games)))
		e.Text = fmt.Sprintf("%s %d of %d games (%s [%s, %s])", franksTypeNames[typ], w, len(games), pct(e.Value), pct1(e.Lo), pct1(e.Hi))
		return e, nil
	}
}

func franksSentences() []Claim {
	excess := func(id, where, quote string, typ byte, figs []int, set string) Claim {
		return Claim{
			ID: id, Paper: "franks", Where: where, Quote: []string{quote},
			Setting: franksSet + "; " + set, OurSetting: franksOurs + "; the same figures' games pooled",
			Unit: "share", Theirs: franksPaperExcess(typ, figs), Null: 0, Rule: Compare,
			Measure: franksExcess(typ, figs), Command: franksCmd,
		}
	}
	gap := normal(36.0/90-20.0/90, math.Sqrt(0.4*0.6/90+(20.0/90)*(70.0/90)/90), 180)
	gap.Text = fmt.Sprintf("max^n 40.0%% on the star board - 22.2%% on the triangle = %+.1f points (90 games each)", 100*gap.Value)
	tri := paperShare(85.0/180, 180)
	tri.Text = "BRS 85 of 180 games (47.2%)"
	star := paperShare(62.0/180, 180)
	star.Text = "BRS 62 of 180 games (34.4%)"
	more := diffOf(franksPaperExcess('B', []int{7, 8, 9, 10, 14, 15}), franksPaperExcess('B', []int{4, 5}))
	more.Text = "BRS's excess over its fair share with 3 and 4 players (Figs 7-10, 14, 15) minus with 2 (Figs 4-5): " + more.Text
	return []Claim{
		excess("franks-abstract-brs-vs-maxn", "abstract (Figs 8, 14)", "The outcomes of some simulated scenarios show that the BRS tends to excel when facing multiple max<sup>n</sup> opponents,", 'B', []int{8, 14},
			"Figs 8 (BRS against two max^n, both 3-player boards) and 14 (two BRS against two max^n, square board), pooled: BRS's wins minus its fair share per game"),
		excess("franks-abstract-brs-vs-paranoid", "abstract (Figs 9, 10, 15)", "while also doing very well against paranoid opponents", 'B', []int{9, 10, 15},
			"Figs 9, 10 (BRS against Paranoid, both 3-player boards) and 15 (square board), pooled: BRS's wins minus its fair share per game"),
		excess("franks-fig16-paranoid-vs-maxn", "§8.3, Fig. 16", "As expected the paranoid algorithm does fairly well against the max<sup>n</sup> players, for the same reason it does well in the two player version.", 'P', []int{16},
			"Fig. 16 (two Paranoid against two max^n, 4-player star and square boards), pooled: Paranoid's wins minus a half per game"),
		{
			ID: "franks-fig12-maxn-gap", Paper: "franks", Where: "§8.2, Fig. 12",
			Quote:      []string{"Interestingly there is a very big gap between the performances of the max<sup>n</sup> on the two boards in figure 12."},
			Setting:    franksSet + "; Fig. 12 (a max^n player against two Paranoid): max^n's share of the wins on the 3-player star board minus on the triangle",
			OurSetting: franksOurs + "; the same figure's games on both boards",
			Unit:       "share", Theirs: gap, Null: 0, Rule: Compare,
			Measure: franksBoardEffect([]boardFig{{12, 'M', 1}}), Command: franksCmd,
		},
		{
			ID: "franks-fig13-brs-triangle", Paper: "franks", Where: "§8.2, Fig. 13 (triangle)",
			Quote:      []string{"As you can see, the BRS excels on the triangle board,"},
			Setting:    franksSet + "; Fig. 13 (BRS, max^n and Paranoid in every seating) on the triangle: BRS's share of the wins against a third",
			OurSetting: franksOurs + "; the same figure's games",
			Unit:       "share", Theirs: tri, Null: 1.0 / 3, Rule: Compare,
			Measure: franksShare(13, "triangle", 'B'), Command: franksCmd,
		},
		{
			ID: "franks-fig13-brs-star-average", Paper: "franks", Where: "§8.2, Fig. 13 (star)",
			Quote:      []string{"while performing just over average on the star board."},
			Setting:    franksSet + "; Fig. 13 on the 3-player star board: BRS's share of the wins within a third ±10 points (\"just over average\": no effect that matters, the margin of the row franks-fig13-star-even)",
			OurSetting: franksOurs + "; the same figure's games",
			Unit:       "share", Theirs: star, Null: 1.0 / 3, Rule: Null, Margin: 0.10,
			Measure: franksShare(13, "star", 'B'), Command: franksCmd,
		},
		{
			ID: "franks-brs-more-players", Paper: "franks", Where: "§9 (Figs 4-5 against 7-10, 14, 15)",
			Quote:      []string{"In general it makes sense that the BRS tends to perform very well especially in games with more players,"},
			Setting:    franksSet + "; " + franksSet2p + "; here: BRS's wins over its fair share per game in his 3- and 4-player figures where it plays (Figs 7-10, 14, 15; Fig. 13 of three types left out) minus in his 2-player ones (Figs 4-5)",
			OurSetting: franksOurs + "; the same figures' games, the two pools independent",
			Unit:       "share", Theirs: more, Null: 0, Rule: Sign, Side: 1,
			Measure: savingDiff(franksExcess('B', []int{7, 8, 9, 10, 14, 15}), franksExcess('B', []int{4, 5})), Command: franksCmd,
		},
	}
}

// effectSize is Polk & Oommen's effect size of a cell: the standardized mean difference of the
// BRS trials and the Threat-ADS trials, the difference of the means over the BRS trials' SD
// (Glass's delta: Table 1's 0.84, 0.61 and 0.49 are what their means and the BRS SD give), with
// the large-sample SE of Glass's delta for two samples (ours are paired, with shared start points
// and seeds, so the SE is conservative).
func effectSize(file string, g analysis.Group, base, treat string, d int) Measure {
	return func(data string) (Estimate, error) {
		sb, st, err := pair(data, file, g, base, treat, d)
		if err != nil {
			return Estimate{}, err
		}
		nb, nt := float64(len(sb.NC)), float64(len(st.NC))
		e := glass(stat.Mean(sb.NC, nil), stat.StdDev(sb.NC, nil), nb, stat.Mean(st.NC, nil), nt)
		e.Text = fmt.Sprintf("%.2f [%.2f, %.2f] (%d trials each)", e.Value, e.Lo, e.Hi, len(sb.NC))
		return e, nil
	}
}

// glass is Glass's delta (mb - mt) / sb with its large-sample SE, sqrt((nb+nt)/(nb nt) +
// delta²/(2(nb-1))).
func glass(mb, sb, nb, mt, nt float64) Estimate {
	dv := (mb - mt) / sb
	return normal(dv, math.Sqrt((nb+nt)/(nb*nt)+dv*dv/(2*(nb-1))), int(min(nb, nt)))
}

// paperEffect is a table's printed effect size with the SE of Glass's delta at its 50 trials.
func paperEffect(d float64) Estimate {
	e := normal(d, math.Sqrt(2.0/50+d*d/(2*49)), 50)
	e.Text = fmt.Sprintf("%.2f", d)
	return e
}

// tcell is one cell of Polk & Oommen's tables as a claim part: its label, the paper's saving and
// ours, and the paper's effect size and ours.
type tcell struct {
	label, suite string
	theirs       Estimate
	ours         Measure
	theirD       float64
	oursD        Measure
}

// ccCell is a Chinese Checkers cell (Tables 1, 4, 5, 8, 9, 16, 17) on star73.
func ccCell(label, seats, suite, rule string, mb, sb, mt, st, d float64) tcell {
	treat := "brs(threat=" + rule + ")"
	return tcell{label: label, suite: suite, theirs: paperSaving(mb, sb, mt, st, 50),
		ours: saving("threat-ads-protocol.txt", protocol(seats, suite), "brs", treat, 4), theirD: d,
		oursD: effectSize("threat-ads-protocol.txt", protocol(seats, suite), "brs", treat, 4)}
}

// gcell is a Virus Game or Focus cell of gameCells (its rule's saving, and its effect size).
func gcell(label string, table int, game string, players int, suite string, depth int, rule string, d float64) tcell {
	treat := "brs(threat=" + rule + ")"
	return tcell{label: label, suite: suite, theirs: paperCell(table, game, players, suite, depth, rule),
		ours: gameSaving(game, players, suite, depth, treat), theirD: d,
		oursD: effectSize(gamesFile, gameGroup(game, players, suite), "brs", treat, depth)}
}

// The cells the sentences speak of. CC: Tables 16 (initial) and 17 (intermediate) per player
// count, Tables 4, 5, 8 and 9 per rule.
var (
	cc3i  = ccCell("3 players", "024", "initial", "mtf", 732000, 182000, 745000, 148000, 0.07)
	cc4i  = ccCell("4 players", "0134", "initial", "mtf", 1380000, 379000, 1190000, 337000, 0.50)
	cc5ai = ccCell("5 players (adv)", "01245", "initial", "mtf", 2420000, 589000, 2190000, 872000, 0.38)
	cc5di = ccCell("5 players (dis)", "02345", "initial", "mtf", 2500000, 896000, 2010000, 596000, 0.45)
	cc6i  = ccCell("6 players", "012345", "initial", "mtf", 3490000, 850000, 3070000, 836000, 0.49)
	cc3m  = ccCell("3 players", "024", "mid", "mtf", 1250000, 400000, 1260000, 378000, 0.02)
	cc4m  = ccCell("4 players", "0134", "mid", "mtf", 3490000, 905000, 3020000, 816000, 0.46)
	cc5am = ccCell("5 players (adv)", "01245", "mid", "mtf", 6120000, 1810000, 5470000, 1570000, 0.36)
	cc5dm = ccCell("5 players (dis)", "02345", "mid", "mtf", 7170000, 896000, 6490000, 596000, 0.45)
	cc6m  = ccCell("6 players", "012345", "mid", "mtf", 8170000, 2460000, 7680000, 2040000, 0.27)
)

// labelled is c with another label.
func (c tcell) labelled(l string) tcell { c.label = l; return c }

// tableRules are one table's cells per update rule (MTF, Transposition, Move-Ahead-k, POS(k)).
func ccRules(seats, suite string, none [2]float64, rows [4][3]float64) []tcell {
	var out []tcell
	for i, r := range []string{"mtf", "transpose", "ahead", "pos"} {
		out = append(out, ccCell(threatRuleNames[r], seats, suite, r, none[0], none[1], rows[i][0], rows[i][1], rows[i][2]))
	}
	return out
}

var (
	t4Cells = ccRules("0134", "initial", [2]float64{1380000, 379000}, [4][3]float64{{1192000, 337000, 0.50}, {1248000, 398000, 0.35}, {1192000, 337000, 0.50}, {1248000, 398000, 0.35}})
	t5Cells = ccRules("012345", "initial", [2]float64{3485000, 850000}, [4][3]float64{{3070000, 836000, 0.49}, {3267000, 925000, 0.26}, {3149000, 889000, 0.40}, {3260000, 927000, 0.26}})
	t9Cells = ccRules("012345", "mid", [2]float64{8168000, 2560000}, [4][3]float64{{7677000, 2280000, 0.30}, {7494000, 1670000, 0.26}, {7644000, 1830000, 0.20}, {7975000, 2190000, 0.08}})
)

// gameRules are the cells of one Virus Game or Focus table per rule (rules: those of gameCells),
// with the table's effect sizes.
func gameRules(table int, game string, players int, suite string, depth int, rules []string, ds []float64) []tcell {
	var out []tcell
	for i, r := range rules {
		out = append(out, gcell(threatRuleNames[r], table, game, players, suite, depth, r, ds[i]))
	}
	return out
}

var (
	allRules  = []string{"mtf", "transpose", "ahead", "pos"}
	threatAll = "their protocol (§5): 50 trials a cell, NC summed over the perspective player's turns; the cells' own rows give their settings and ours"
)

// threatTables are the Virus Game's and Focus's Threat-ADS tables as cells, by table number.
type threatTables struct{ t2, t3, t6, t7, t10, t11, t12, t14, t15, t1 []tcell }

// tables are the cells of the tables, built with the registry (the first cctree claims), not at
// every command's start-up: gcell parses a game spec per cell.
var tables = sync.OnceValue(func() (t threatTables) {
	t.t2 = gameRules(2, "virus", 5, "initial", 4, allRules, []float64{0.79, 0.53, 0.80, 0.96})
	t.t3 = gameRules(3, "focus", 4, "initial", 4, allRules[:2], []float64{0.61, 0.70})
	t.t6 = gameRules(6, "virus", 5, "mid", 4, allRules, []float64{0.82, 0.87, 0.72, 0.56})
	t.t7 = gameRules(7, "focus", 4, "mid", 4, allRules[:2], []float64{0.44, 0.43})
	t.t10 = gameRules(10, "virus", 5, "initial", 6, allRules, []float64{1.21, 1.05, 1.22, 1.09})
	t.t11 = gameRules(11, "virus", 5, "mid", 6, allRules, []float64{0.65, 0.70, 0.69, 0.68})
	t.t12 = []tcell{gcell("3 players", 12, "virus", 3, "initial", 4, "mtf", 0.50), gcell("4 players", 12, "virus", 4, "initial", 4, "mtf", 0.84), gcell("5 players", 12, "virus", 5, "initial", 4, "mtf", 0.79), gcell("6 players", 12, "virus", 6, "initial", 4, "mtf", 0.79)}
	t.t14 = []tcell{gcell("3 players", 14, "focus", 3, "initial", 4, "mtf", 0.60), gcell("4 players", 14, "focus", 4, "initial", 4, "mtf", 0.61)}
	t.t15 = []tcell{gcell("3 players", 15, "focus", 3, "mid", 4, "mtf", 0.59), gcell("4 players", 15, "focus", 4, "mid", 4, "mtf", 0.44)}
	t.t1 = []tcell{t.t12[1].labelled("Virus Game"), t.t3[0].labelled("Focus"), cc6i.labelled("Chinese Checkers")}
	return t
})

// orderCells is an ordering claim over cells: every cell of top above every cell of rest, each
// difference of savings with the SE of independent cells (cells of one table share start points
// and seeds, which makes the true SE of a difference smaller: the test is conservative).
func orderCells(id, where string, quote []string, set string, top, rest []tcell, cmd string) Claim {
	return orderCellsWhere(id, where, quote, set, top, rest, nil, cmd)
}

// orderCellsWhere is orderCells with only the pairs keep accepts (nil: every pair).
func orderCellsWhere(id, where string, quote []string, set string, top, rest []tcell, keep func(a, b tcell) bool, cmd string) Claim {
	var names []string
	var theirs []Estimate
	var ours []Measure
	var pairs [][2]int
	for _, c := range append(append([]tcell{}, top...), rest...) {
		names = append(names, c.label)
		theirs = append(theirs, c.theirs)
		ours = append(ours, c.ours)
	}
	for i := range top {
		for j := range rest {
			if keep == nil || keep(top[i], rest[j]) {
				pairs = append(pairs, [2]int{i, len(top) + j})
			}
		}
	}
	p := rankingOf(names, pairs, theirs, nil)
	var parts []string
	for i, e := range theirs {
		parts = append(parts, fmt.Sprintf("%s %s", names[i], pct(e.Value)))
	}
	p.Text = "the paper's savings: " + strings.Join(parts, ", ")
	return Claim{
		ID: id, Paper: "threat", Where: where, Quote: quote,
		Setting: threatAll + "; " + set, OurSetting: "the same cells of ours (their rows'), each saving from its own 50 trials; the differences' SEs those of independent cells",
		Unit: "saving", Theirs: p, Null: 0, Rule: Ordering,
		Measure: ranking(names, pairs, ours...), Command: cmd,
	}
}

// signCells is a sign claim over cells: every cell's saving significantly above 0 (margin: the
// smallest saving that matters, 3 points, a third of the Virus Game's "generally 10 %").
func signCells(id, where string, quote []string, set string, cells []tcell, cmd string) Claim {
	var labels []string
	var ours []Measure
	var parts []string
	for _, c := range cells {
		labels = append(labels, c.label)
		ours = append(ours, c.ours)
		parts = append(parts, fmt.Sprintf("%s %s", c.label, pct(c.theirs.Value)))
	}
	return Claim{
		ID: id, Paper: "threat", Where: where, Quote: quote,
		Setting: threatAll + "; " + set + "; each cell's saving significantly above 0, the smallest that matters 3 points (declared: a third of the Virus Game's \"generally 10 %\")", OurSetting: "the same cells of ours (their rows'), each saving from its own 50 trials",
		Unit: "saving", Theirs: Estimate{Value: math.NaN(), Text: "significant savings: " + strings.Join(parts, ", ")}, Null: 0, Rule: Sign, Side: 1, Margin: 0.03,
		Measure: partsOf(labels, ours...), Command: cmd,
	}
}

// effectCells is a range claim over the cells' effect sizes.
func effectCells(id, where string, quote []string, set string, cells []tcell, bounds [2]float64, cmd string) Claim {
	var labels, parts []string
	var ours []Measure
	var theirs []Estimate
	for _, c := range cells {
		labels = append(labels, c.label)
		ours = append(ours, c.oursD)
		theirs = append(theirs, paperEffect(c.theirD))
		parts = append(parts, fmt.Sprintf("%s %.2f", c.label, c.theirD))
	}
	return Claim{
		ID: id, Paper: "threat", Where: where, Quote: quote,
		Setting:    threatAll + "; " + set + fmt.Sprintf("; effect size = the standardized mean difference (BRS minus Threat-ADS over the BRS SD: Glass's delta, as their Table 1 values are), each cell's inside [%.2f, %.2f]", bounds[0], bounds[1]),
		OurSetting: "the same cells of ours (their rows'), each effect size from its own 50 trials, with the large-sample SE of Glass's delta",
		Unit:       "effect size", Theirs: Estimate{Value: math.NaN(), Parts: theirs, Text: "the table's effect sizes: " + strings.Join(parts, ", ")}, Null: 0, Rule: Range, Bounds: bounds,
		Measure: effectParts(labels, ours...), Command: cmd,
	}
}

// effectParts is partsOf for effect sizes (printed as numbers, not percentages).
func effectParts(labels []string, ms ...Measure) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		var texts []string
		for i, m := range ms {
			e, err := m(data)
			if err != nil {
				return Estimate{}, err
			}
			texts = append(texts, labels[i]+" "+e.Text)
			e.Text = labels[i]
			es = append(es, e)
		}
		return Estimate{Value: math.NaN(), Parts: es, Text: "effect sizes: " + strings.Join(texts, "; ")}, nil
	}
}

func threatSentences() []Claim {
	const cc = "make reports ONLY=threat-ads-protocol (reports/threat-ads-protocol/)"
	const both = cc + "; " + gamesCmd
	t16 := "Table 16 (Chinese Checkers, start positions, Move-to-Front, per player count)"
	t17 := "Table 17 (Chinese Checkers, intermediate positions, Move-to-Front, per player count)"
	out := []Claim{
		orderCells("threat-5p-dis-greatest", "§10, Table 16", []string{"Threat-ADS generated the greatest reduction in the five player case when the perspective player had a disadvantage, with a 20 % reduction in tree size"},
			t16+": the disadvantaged five-player saving above every other player count's", []tcell{cc5di}, []tcell{cc3i, cc4i, cc5ai, cc6i}, cc),
		func() Claim {
			c := threat("5p-dis-20", "§10, Table 16", "02345", "initial", []string{"Threat-ADS generated the greatest reduction in the five player case when the perspective player had a disadvantage, with a 20 % reduction in tree size"},
				paperSaving(2500000, 896000, 2010000, 596000, 50), Level)
			c.Family = ""
			c.Theirs.Text = "20% (\"a 20 % reduction\"; Table 16's cell 19.6%)"
			c.Note = "the sentence's number is the cell of the row threat-5p-dis-initial; this row decides the sentence's value, that row the cell"
			return c
		}(),
		orderCells("threat-cc-t17-4p-best", "§10, Table 17", []string{"however the four player case performed best, with a 13 % reduction in tree size"},
			t17+": the four-player saving above every other player count's", []tcell{cc4m}, []tcell{cc3m, cc5am, cc5dm, cc6m}, cc),
		orderCells("threat-cc-5p-dis-mid-less", "§10, Tables 16 and 17", []string{"and the disadvantaged five player case did not generate as drastic a reduction in tree size"},
			"Tables 16 and 17, disadvantaged five players: the saving from the start above the saving from intermediate positions", []tcell{cc5di.labelled("from the start")}, []tcell{cc5dm.labelled("intermediate")}, cc),
		withNote("the paper's own Table 16 has the advantaged five-player saving (9.5%) below the six-player one (12.0%), so its start positions do not bear the sentence out in one of the six pairs; Table 17's do in all six", orderCellsWhere("threat-cc-4-5-over-3-6", "§11, Tables 16 and 17", []string{"Specifically, when four or five players were present, the Threat-ADS performed very well, however in the three and six", "player cases, its savings were noticeably less."},
			"Tables 16 and 17: every four- and five-player saving above every three- and six-player saving of the same table",
			[]tcell{cc4i.labelled("4p initial"), cc5ai.labelled("5p adv initial"), cc5di.labelled("5p dis initial"), cc4m.labelled("4p mid"), cc5am.labelled("5p adv mid"), cc5dm.labelled("5p dis mid")},
			[]tcell{cc3i.labelled("3p initial"), cc6i.labelled("6p initial"), cc3m.labelled("3p mid"), cc6m.labelled("6p mid")}, sameSuite, cc)),
		orderCellsWhere("threat-cc-4p-over-3p", "§11, Tables 16 and 17", []string{"By contrast, the Threat-ADS heuristic produced stronger results for four player Chinese Checkers"},
			"Tables 16 and 17: the four-player saving above the three-player one, from the start and from intermediate positions",
			[]tcell{cc4i.labelled("4p initial"), cc4m.labelled("4p mid")}, []tcell{cc3i.labelled("3p initial"), cc3m.labelled("3p mid")}, sameSuite, cc),
		{
			ID: "threat-cc-3p-none", Paper: "threat", Where: "§11, Tables 16 and 17",
			Quote:      []string{"In the case of three player Chinese Checkers, no benefit for the Threat-ADS was observed at all."},
			Setting:    threatSet + "; three players, Move-to-Front: the mean of the savings from the start (Table 16) and from intermediate positions (Table 17), within 0 ± 5 points (the margin of the rows threat-3p-*)",
			OurSetting: threatOurs + "; seats 024, the mean of the initial and mid savings (independent trials)",
			Unit:       "saving", Theirs: meanOf(cc3i.theirs, cc3m.theirs), Null: 0, Rule: Null, Margin: 0.05,
			Measure: meanSaving(cc3i.ours, cc3m.ours), Command: cc,
		},
		orderCells("threat-virus-t2-pos-best", "§7, Table 2", []string{"The best scenario was for the POS(K) rule where the improvement is 11 %."},
			"Table 2 (Virus Game, 5 players, start positions, 4 plies): POS(k)'s saving above every other rule's", tables().t2[3:], tables().t2[:3], gamesCmd),
		orderCells("threat-virus-t2-transpose-least", "§7, Table 2", []string{"However, we do observe a slightly smaller benefit if the Transposition rule is used."},
			"Table 2: every other rule's saving above Transposition's", []tcell{tables().t2[0], tables().t2[2], tables().t2[3]}, tables().t2[1:2], gamesCmd),
		orderCells("threat-focus-t3-transpose-best", "§7, Table 3", []string{"The best scheme was the Transposition rule, with a 7 % reduction in tree size."},
			"Table 3 (Focus, 4 players, start positions): Transposition's saving above Move-to-Front's (Move-Ahead-k and POS(k) are the same two with three opponents)", tables().t3[1:], tables().t3[:1], gamesCmd),
		orderCells("threat-4p-initial-mtf-over-transpose", "§7, Table 4", []string{"where we observe a slightly better performance from the Move-to-Front update mechanism, compared to the Transposition rule"},
			"Table 4 (Chinese Checkers, 4 players, start positions): Move-to-Front's saving above Transposition's", t4Cells[:1], t4Cells[1:2], cc),
		orderCells("threat-virus-t6-mtf-transpose-best", "§8, Table 6", []string{"The Move-to-Front and Transposition performed the best, and equally well, in this case."},
			"Table 6 (Virus Game, intermediate positions, 4 plies): Move-to-Front's and Transposition's savings above Move-Ahead-k's and POS(k)'s", tables().t6[:2], tables().t6[2:], gamesCmd),
		orderCells("threat-6p-mid-transpose-best", "§8, Table 9", []string{"The best performance was obtained from the Transposition rule, with an 8 % reduction in tree size"},
			"Table 9 (Chinese Checkers, 6 players, intermediate positions): Transposition's saving above every other rule's", t9Cells[1:2], []tcell{t9Cells[0], t9Cells[2], t9Cells[3]}, cc),
		orderCells("threat-virus-t10-ahead-best", "§9, Table 10", []string{"that the best performance was found from the Move-Ahead-2 technique, with a 15 % reduction in tree size."},
			"Table 10 (Virus Game, start positions, 6 plies): Move-Ahead-k's saving above every other rule's", tables().t10[2:3], []tcell{tables().t10[0], tables().t10[1], tables().t10[3]}, gamesCmd),
		orderCells("threat-virus-t11-ahead-transpose-best", "§9, Table 11", []string{"The best performance was again from Move-Ahead-k tied with the Transposition rule in this case, with a 10 % reduction in tree size."},
			"Table 11 (Virus Game, intermediate positions, 6 plies): Move-Ahead-k's and Transposition's savings above Move-to-Front's and POS(k)'s", []tcell{tables().t11[2], tables().t11[1]}, []tcell{tables().t11[0], tables().t11[3]}, gamesCmd),
		orderCells("threat-virus-t12-4p-best", "§10, Table 12", []string{"Our best results are in the four player case, with a 10 % reduction in the tree size."},
			"Table 12 (Virus Game, start positions, Move-to-Front): the four-player saving above every other player count's", tables().t12[1:2], []tcell{tables().t12[0], tables().t12[2], tables().t12[3]}, gamesCmd),
		withNote("the paper's own Table 12 has the six-player saving (7.0%) below the three-player one (8.2%): the sentence holds against four and five players only", orderCells("threat-virus-t12-3p-lower", "§10, Table 12", []string{"with a slightly lower impact in the case of three players"},
			"Table 12: every other player count's saving above the three-player one", tables().t12[1:], tables().t12[:1], gamesCmd)),
		orderCells("threat-focus-t14-4p-greater", "§10, Table 14", []string{"with slightly greater improvements in the four player case, leading to a 6 % reduction in tree size"},
			"Table 14 (Focus, start positions, Move-to-Front): the four-player saving above the three-player one", tables().t14[1:], tables().t14[:1], gamesCmd),
		orderCells("threat-focus-t15-4p-better", "§10, Table 15", []string{"The four player case again performed better, with a 19 % reduction in tree size."},
			"Table 15 (Focus, intermediate positions, Move-to-Front): the four-player saving above the three-player one", tables().t15[1:], tables().t15[:1], gamesCmd),
		signCells("threat-t1-significant", "§6, Table 1", []string{"the use of the lightweight Threat-ADS heuristic produced a statistically significant reduction in tree size"},
			"Table 1 (Move-to-Front: Virus Game and Focus with 4 players, Chinese Checkers with 6, start positions; the cells of Tables 12, 3 and 16)", tables().t1, both),
		signCells("threat-4p-initial-all-improve", "§7, Table 4", []string{"However, we emphasize again that all techniques generated an improvement."},
			"Table 4 (Chinese Checkers, 4 players, start positions): Move-to-Front and Transposition (Move-Ahead-k and POS(k) starred, the same two)", t4Cells[:2], cc),
		signCells("threat-6p-initial-all-improve", "§7, Table 5", []string{"Again, each technique generates an improvement."},
			"Table 5 (Chinese Checkers, 6 players, start positions): every rule", t5Cells, cc),
		signCells("threat-virus-t6-significant", "§8, Table 6", []string{"all ADSs produced a statistically significant improvement in pruning"},
			"Table 6 (Virus Game, intermediate positions, 4 plies): every rule", tables().t6, gamesCmd),
		signCells("threat-focus-t7-significant", "§8, Table 7", []string{"In this case, again, all adaptive update mechanisms produced a statistically significant improvement in tree pruning"},
			"Table 7 (Focus, 4 players, intermediate positions): Move-to-Front and Transposition (the starred rows the same two)", tables().t7, gamesCmd),
		signCells("threat-6p-mid-all-lower", "§8, Table 9", []string{"However, we do observe that the average NC is lower when Threat-ADS is employed in all cases."},
			"Table 9 (Chinese Checkers, 6 players, intermediate positions): every rule", t9Cells, cc),
		signCells("threat-virus-t12-all-reduce", "§10, Table 12", []string{"We observe that the Threat-ADS is capable of producing a consistent reduction in tree size in all cases"},
			"Table 12 (Virus Game, start positions, Move-to-Front): every player count", tables().t12, gamesCmd),
		withNote("Table 1 prints 0.84 for the Virus Game, just outside the range the sentence states for the same table", effectCells("threat-t1-effect-size", "§6, Table 1", []string{"The Effect Size metric varied between 0.49 and 0.83"},
			"Table 1's three cells", tables().t1, [2]float64{0.49, 0.83}, both)),
		effectCells("threat-virus-t6-effect-size", "§8, Table 6", []string{"The Effect Sizes ranged between approximately 0.5 and 0.9"},
			"Table 6 (Virus Game, intermediate positions, 4 plies): every rule; \"approximately\" read as the printed bounds", tables().t6, [2]float64{0.5, 0.9}, gamesCmd),
		effectCells("threat-focus-t7-effect-size", "§8, Table 7", []string{"However, here the Effect Size lingered around 0.45"},
			"Table 7 (Focus, intermediate positions): Move-to-Front and Transposition; \"around 0.45\" read as 0.35 to 0.55 (declared: half the step from a small effect, 0.2, to a medium one, 0.5, on the scale §11 quotes)", tables().t7, [2]float64{0.35, 0.55}, gamesCmd),
	}
	// Focus intermediate: "roughly 20 % for all cases", each rule's saving within 15-25%.
	var t7labels []string
	var t7ours []Measure
	var t7theirs []Estimate
	for _, c := range tables().t7 {
		t7labels, t7ours, t7theirs = append(t7labels, c.label), append(t7ours, c.ours), append(t7theirs, c.theirs)
	}
	out = append(out, Claim{
		ID: "threat-focus-t7-roughly-20", Paper: "threat", Where: "§8, Table 7",
		Quote:      []string{"which was a very large reduction of roughly 20 % for all cases"},
		Setting:    focusSet + "; 4 players, intermediate positions (Table 7): every rule's saving inside 15-25% (\"roughly 20 %\", declared: ±5 points, the tolerance of a saving's level)",
		OurSetting: focusOurs + "; focus(players=4), intermediate positions, 4 plies, Move-to-Front and Transposition (the starred rows the same two) against brs",
		Unit:       "saving", Theirs: Estimate{Value: math.NaN(), Parts: t7theirs, Text: fmt.Sprintf("Move-to-Front %s, Transposition %s", pct(t7theirs[0].Value), pct(t7theirs[1].Value))}, Null: 0, Rule: Range, Bounds: [2]float64{0.15, 0.25},
		Measure: partsOf(t7labels, t7ours...), Command: gamesCmd,
	})
	// Virus Game intermediate: "ranging from a 5% - 10% reduction in NC".
	var t6labels []string
	var t6ours []Measure
	var t6theirs []Estimate
	for _, c := range tables().t6 {
		t6labels, t6ours, t6theirs = append(t6labels, c.label), append(t6ours, c.ours), append(t6theirs, c.theirs)
	}
	out = append(out, Claim{
		ID: "threat-virus-t6-5-to-10", Paper: "threat", Where: "§8, Table 6",
		Quote:      []string{"ranging from a 5% - 10% reduction in NC"},
		Setting:    virusSet + "; intermediate positions, 4 plies (Table 6, read as five players: see its rows): every rule's saving inside 5-10%",
		OurSetting: virusOurs + "; virus(players=5), intermediate positions, 4 plies, every rule against brs",
		Unit:       "saving", Theirs: Estimate{Value: math.NaN(), Parts: t6theirs, Text: "the table's savings 5.6% to 9.2%"}, Null: 0, Rule: Range, Bounds: [2]float64{0.05, 0.10},
		Measure: partsOf(t6labels, t6ours...), Command: gamesCmd,
	})
	return out
}

// sameSuite keeps the pairs of cells of one table: both from the start or both intermediate.
func sameSuite(a, b tcell) bool { return a.suite == b.suite }

// missingCounted are the count's claims without a row, with why: per paper, the sentences no
// measurement of ours checks, the answerable ones not yet answered, and the cells that print
// another cell's trials again (each a claim, decided by that cell's row).
func missingCounted() []MissingClaim {
	return []MissingClaim{
		{Paper: "opps", Where: "§5.1, Table 1", Quote: []string{"As a generalization of BRS+, OPPS can not be outperformed by it."}, Kind: NotCheckable,
			Why: "a consequence of the tuning, not a measurement: the grid of parameters tried holds BRS+ itself (n1 = 1, l1 = ∞, l2 = 1), so the tuned OPPS is at least BRS+ up to the tuning's noise; our OPPS(1,5,1) is one setting, not tuned, and its rows opps-t1-* test the tuned player's numbers only"},
		{Paper: "opps", Where: "§5.1", Quote: []string{"First, OPPS is able to scale better than BRS+ with the number of opponents"}, Kind: NotRun,
			Why: "a trend over the player counts of the averages over all four time controls (57.8%, 62.0%, 68.0%: the entry above), which wait for the 1 s and 5 s columns (about 450 CPU-hours); a trend of one column of ours would not be the sentence's"},
		{Paper: "sturtevant", Where: "abstract, §4.3", Quote: []string{"As b grows large, these algorithms will, in", "the best case, reduce the branching factor of a"}, Kind: NotCheckable,
			Why: "a best-case asymptotic analysis: a recurrence for the tree under the best case's ordering and values, solved as b grows large (b to b^((n-1)/n)); our ordered synthetic trees (claims/uniform.go, the row sturtevant-optimal-no-research) have an optimal ordering but drawn values and 3 or 4 children, so no finite tree of ours measures the limit"},
		{Paper: "sturtevant", Where: "§4.3, Table 8", Quote: []string{"We give", "sample values for b, given an optimal ordering of nodes in a", "3-playcr game, in Table 8."}, Kind: NotInText,
			Why: "Table 8's values are not in our copy of the text (the table did not survive extraction), nor the recurrence's formulas"},
		{Paper: "sturtevant", Where: "§3.1", Quote: []string{"In the average case, no", "asymptotic gain can be expected from shallow pruning."}, Kind: NotCheckable,
			Why: "Korf's (1991) average-case result, cited, and asymptotic: no finite measurement checks it; what we measure is the row sturtevant-cc-shallow-none (shallow pruning saves nothing on our Chinese Checkers positions)"},
		{Paper: "sturtevant", Where: "§3.4, Fig. 3", Quote: []string{"Thus, in general deep pruning is not valid."}, Kind: NotCheckable,
			Why: "a proof by counterexample (Fig. 3's tree), not a measurement; the engine has no deep pruning for max^n, and its pruned searchers are held to plain max^n's value on every test position (TestShallowAndLastBranch, TestSpeculative)"},
		{Paper: "franks", Where: "§8.1-§8.3", Quote: []string{"which was found to take roughly 5 seconds in the mid-game where the search takes the longest"}, Kind: NotCheckable,
			Why: "the timing of his Java engine on his machine: our depths are his, our times our engine's"},
		{Paper: "franks", Where: "§9", Quote: []string{"The results are not consistent with those gathered by Sturtevant or Schadd and Winands."}, Kind: NotCheckable,
			Why: "a comparison with other works' results in their own settings (time budgets, other heuristics), which his report does not give"},
		{Paper: "threat", Where: "§8, Table 8", Quote: []string{"However, while the average NC was reduced, the Transposition/POS(k) fell outside 95 % certainty."}, Kind: NotCheckable,
			Why: "a statement about the paper's own test at its 50 trials (p = 0.12), not about the effect, which the sentence says is a reduction: the saving is the rows threat-4p-mid-transpose and -pos, whose criteria column gives ours' significance"},
		{Paper: "threat", Where: "§8, Table 9", Quote: []string{"which fell within 90 % certainty."}, Kind: NotCheckable,
			Why: "a statement about the paper's own test at its 50 trials (p = 0.09): the saving is the row threat-6p-mid-transpose and its ordering the row threat-6p-mid-transpose-best"},
		{Paper: "threat", Where: "§11", Quote: []string{"The Threat-ADS was only able to produce gains outside 95 % certainty in the case of six player Chinese Checkers, at an intermediate board state"}, Kind: NotCheckable,
			Why: "a statement about the paper's own tests (Table 17's six-player p = 0.099; read as \"unable\", as the sentence after it says), not about the effect: the saving is the row threat-6p-mid"},
		{Paper: "threat", Where: "§11", Quote: []string{"Given that our best-performing cases are normally between 0.5 and 0.8 or larger"}, Kind: NotCheckable,
			Why: "the cases are chosen by their results (\"best-performing\", \"normally\"): no declared set of cells to measure; the effect sizes the text states per table are the rows threat-*-effect-size"},
		{Paper: "threat", Where: "Table 1 (Virus Game)", Quote: []string{"Virus Game No 264,000 32,000 _ _ Virus Game Yes 237,000 29,000"}, Kind: Repeated,
			Why: "the numbers of Table 12's four-player row: decided by the row threat-virus-t12-4p"},
		{Paper: "threat", Where: "Table 1 (Focus)", Quote: []string{"Focus No 6,859,000 695,000 _ _ Focus Yes 6,443,000 805,000"}, Kind: Repeated,
			Why: "the numbers of Table 3's Move-to-Front row: decided by the row threat-focus-t3-mtf"},
		{Paper: "threat", Where: "Table 1 (Chinese Checkers)", Quote: []string{"Chinese Checkers No 3,485,000 850,000 _ _ Chinese Checkers Yes 3,070,000 836,000"}, Kind: Repeated,
			Why: "the numbers of Table 5's Move-to-Front row (Table 16's six-player row rounds the BRS mean to 3,490,000): decided by the row threat-6p-initial"},
		{Paper: "threat", Where: "Table 3 (Move-Ahead-k*)", Quote: []string{"Table 3 Results for focus from an initial game position", "Move-Ahead-k* 6,443,000 805,000"}, Kind: Repeated,
			Why: "starred: with three opponents Move-Ahead-k is Move-to-Front, and the paper repeats its row: decided by the row threat-focus-t3-mtf"},
		{Paper: "threat", Where: "Table 3 (POS(k)*)", Quote: []string{"Table 3 Results for focus from an initial game position", "$POS(k)^*$ 6,376,000 572,000"}, Kind: Repeated,
			Why: "starred: with three opponents POS(k) is Transposition, and the paper repeats its row: decided by the row threat-focus-t3-transpose"},
		{Paper: "threat", Where: "Table 7 (Move-Ahead-k*)", Quote: []string{"Results for focus at an intermediate board state", "Move-Ahead-k* 13,592,000* 5,240,000"}, Kind: Repeated,
			Why: "starred: Move-to-Front's row repeated: decided by the row threat-focus-t7-mtf"},
		{Paper: "threat", Where: "Table 7 (POS(k)*)", Quote: []string{"Results for focus at an intermediate board state", "$POS(k)^*$ 13,671,000* 4,240,000"}, Kind: Repeated,
			Why: "starred: Transposition's row repeated: decided by the row threat-focus-t7-transpose"},
		{Paper: "threat", Where: "Table 4 (Move-to-Front)", Quote: []string{"Results for the 4-player Chinese checkers from an initial game position", "Move-to-Front 1,192,000 337,000"}, Kind: Repeated,
			Why: "the experiment of Table 16's four-player row (1,190,000 there): decided by the row threat-4p-initial, which quotes the sentence on both"},
		{Paper: "threat", Where: "Table 8 (Move-to-Front)", Quote: []string{"Results for four-player chinese checkers at an intermediate board state", "Move-to-Front 3,024,000 816,000"}, Kind: Repeated,
			Why: "the experiment of Table 17's four-player row (3,490,000 and 3,020,000 there): decided by the row threat-4p-mid"},
		{Paper: "threat", Where: "Table 5 (Move-to-Front)", Quote: []string{"Results for the 6-player Chinese checkers scenario from an initial game position", "Move-to-Front 3,070,000 836,000"}, Kind: Repeated,
			Why: "the experiment of Table 16's six-player row: decided by the row threat-6p-initial"},
		{Paper: "threat", Where: "Table 9 (Move-to-Front)", Quote: []string{"Results for six-player chinese checkers at an intermediate board state", "Move-to-Front 7,677,000 2,280,000"}, Kind: Repeated,
			Why: "the experiment of Table 17's six-player row (8,170,000 and 7,680,000 there): decided by the row threat-6p-mid"},
	}
}
