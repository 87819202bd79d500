package claims

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
)

// The MP-Mix paper's Risk claims (§4.2 experiment 1, Fig. 4; §5, Fig. 5's Risk OI and the
// conclusion's OI(Hearts) < OI(Risk); experiment 2, not comparable) live in this file; Registry
// puts them after the card games' rows. Every rule here, its needs and its tolerance were declared
// before any game of experiment 1 and before the OI data were read.

// Experiment 1: six players, two seats each of MIX (MP-Mix, To = ∞, Td = 0, 5, ..., 40), MAXN and
// PAR, 750 games per Td. The paper states no depth; ours is 6, chosen by the cost per game measured
// before the run (docs/games/risk.md, "Experiment 1"): one full round of the six players, so every
// opponent's reply is in the tree, as the paper's Hearts experiment 1 searches to depth 6; 0.55 s
// of search a game (depth 7: 2.4 s, depth 9: 23 s), so all 6,750 games cost about one CPU-hour.
const (
	riskExp1Games = 750
	riskExp1Pace  = 0.55 // seconds of search a game at depth 6 (6 games of Td = 10, timed on this machine)
	riskExp1Depth = 6
	riskGame      = "risk(players=6)"
	riskExp1Fam   = "mpmix-risk-exp1"
)

// riskExp1Tds are experiment 1's thresholds (Fig. 4's x axis): 0 to 40 in steps of 5.
var riskExp1Tds = []int{0, 5, 10, 15, 20, 25, 30, 35, 40}

// riskMix is the MIX player at threshold td (our points: 1% of the evaluation's scale,
// docs/games/risk.md).
func riskMix(td int) string { return fmt.Sprintf("mpmix(td=%d,to=inf)", td) }

// riskExp1File is the results file of the run at threshold td.
func riskExp1File(td int) string { return fmt.Sprintf("match-risk-exp1-mix%d.jsonl", td) }

// riskExp1Run is the command that plays (or resumes) the run at threshold td.
func riskExp1Run(td int) string {
	return fmt.Sprintf("cctree match -game '%s' -players '%s maxn paranoid' -games %d -budget depth=%d -design balanced -out reports/data/%s",
		riskGame, riskMix(td), riskExp1Games, riskExp1Depth, riskExp1File(td))
}

// riskExp1Needs are the runs at the thresholds tds, at the paper's size.
func riskExp1Needs(tds ...int) []Need {
	var needs []Need
	for _, td := range tds {
		needs = append(needs, Need{File: riskExp1File(td), Games: riskExp1Games, Pace: riskExp1Pace, Run: riskExp1Run(td)})
	}
	return needs
}

const (
	riskExp1Setting = "Risk in Lux Delux, the \"lux classic\" map without bonus cards, 6 players: 2 each of MIX (To = ∞, Td from 0 to 40), MAXN and PAR; starting territories at random, troops placed uniformly; 3 highest bids expanded per node; search depth not stated; 750 games per Td; \"the average winning percentage per player type\""
	riskExp1Ours    = "risk(players=6) (docs/games/risk.md: the classic map, no cards, territories dealt at random, armies spread evenly, the 3 best bids per node, the searchers see each battle's expected losses), mpmix(td=T,to=inf), maxn and paranoid on two seats each, depth 6, 750 games per Td (125 blocks of the 6 seatings of design balanced on one deal each: every type at every player index and every ordered pair of types at every distance equally often); a type's share is its games won over the games with a winner (a game the cap of 100 rounds ends is no one's, left out: the paper's three shares sum to 100%)"
	riskExp1Cmd     = "make reports ONLY=match-risk (reports/match-risk/: a summary per Td, fig4; cctree match -game 'risk(players=6)' -players 'mpmix(td=T,to=inf) maxn paranoid' -games 750 -budget depth=6 -design balanced -out reports/data/match-risk-exp1-mixT.jsonl, T = 0, 5, ..., 40)"
)

// riskExp1Share is one type's share of the games at Td = 10, the peak the paper prints: a level
// (the value is the finding), the default tolerance of a share (5 points, or twice the paper's
// 90% half-width of 750 games where larger: 5.9 points at 43%).
func riskExp1Share(label, contestant string, theirs float64, text string) Claim {
	return Claim{
		ID: "mpmix-risk-exp1-" + label, Paper: "mpmix", Where: "§4.2 (Risk, experiment 1), Fig. 4",
		Quote:      []string{"The peak performance of the MIX algorithm occurred with $T_d = 10$ where it won 43% of the games. In contrast PAR won 30% and MAXN won 27%."},
		Setting:    riskExp1Setting + "; at Td = 10, " + text,
		OurSetting: riskExp1Ours + "; at Td = 10, " + contestant + "'s share",
		Unit:       "share", Theirs: paperShare(theirs, riskExp1Games), Null: 1.0 / 3, Rule: Level, Family: riskExp1Fam,
		Note:    "a type holds two of the six seats, so no skill is a third of the games; the paper's share is taken as of its 750 games",
		Needs:   riskExp1Needs(10),
		Measure: riskTypeShare(riskExp1File(10), contestant), Command: riskExp1Cmd,
	}
}

// riskLeading are the thresholds of "continued to be the leading player as the threshold
// increased to around 30": from the peak, 10, to 30, inclusive.
var riskLeading = []int{10, 15, 20, 25, 30}

// riskExp1Leading is the ordering claim: MIX's share above MAXN's and above PAR's at every Td
// of riskLeading (10 differences, each significantly above 0 for "reproduced"; the types of one
// run share its games, so their covariance is the blocks'; the runs are independent). The paper
// prints its shares at Td = 10 only; the other bars are drawn, so the power is not computed.
func riskExp1Leading() Claim {
	var ps []Estimate
	var names []string
	var pairs [][2]int
	for i, td := range riskLeading {
		for j, c := range []string{"MIX", "MAXN", "PAR"} {
			names = append(names, fmt.Sprintf("%s (Td %d)", c, td))
			v := math.NaN()
			if td == 10 {
				v = []float64{0.43, 0.27, 0.30}[j]
			}
			ps = append(ps, paperShare(v, riskExp1Games))
		}
		pairs = append(pairs, [2]int{3 * i, 3*i + 1}, [2]int{3 * i, 3*i + 2})
	}
	theirs := rankingOf(names, pairs, ps, nil)
	theirs.Text = "MIX above MAXN and PAR at every Td from 10 to 30 (Fig. 4's bars are drawn; the text prints Td = 10 only: MIX 43%, PAR 30%, MAXN 27%)"
	return Claim{
		ID: "mpmix-risk-exp1-leading", Paper: "mpmix", Where: "§4.2 (Risk, experiment 1), Fig. 4",
		Quote:      []string{"The MIX player continued to be the leading player as the threshold increased to around 30."},
		Setting:    riskExp1Setting + "; MIX the leading type from the peak (Td = 10) to Td = 30",
		OurSetting: riskExp1Ours + "; at each Td of 10, 15, 20, 25 and 30, MIX's share minus MAXN's and minus PAR's (10 differences; within a run their errors from the blocks' covariance, the runs independent)",
		Unit:       "share", Theirs: theirs, Rule: Ordering,
		Note:    "\"around 30\" is read as up to 30 inclusive; the paper's bars between 10 and 30 are drawn, not printed, so no power is computed",
		Needs:   riskExp1Needs(riskLeading...),
		Measure: riskRanking(riskLeading), Command: riskExp1Cmd,
	}
}

// riskExp1Peak is "the peak performance of the MIX algorithm occurred with Td = 10": MIX's share
// at Td = 10 above its share at every other Td (8 differences of independent runs, each
// significantly above 0 for "reproduced"). The paper's other bars are drawn, so no power.
func riskExp1Peak() Claim {
	var ms []Measure
	var ps []Estimate
	var names []string
	var pairs [][2]int
	for i, td := range riskExp1Tds {
		ms = append(ms, riskTypeShare(riskExp1File(td), riskMix(td)))
		names = append(names, fmt.Sprintf("MIX (Td %d)", td))
		v := math.NaN()
		if td == 10 {
			v = 0.43
		}
		ps = append(ps, paperShare(v, riskExp1Games))
		if td != 10 {
			pairs = append(pairs, [2]int{slices.Index(riskExp1Tds, 10), i})
		}
	}
	theirs := rankingOf(names, pairs, ps, nil)
	theirs.Text = "MIX's share highest at Td = 10 (43%; its other bars are drawn)"
	return Claim{
		ID: "mpmix-risk-exp1-peak", Paper: "mpmix", Where: "§4.2 (Risk, experiment 1), Fig. 4",
		Quote:      []string{"The peak performance of the MIX algorithm occurred with $T_d = 10$"},
		Setting:    riskExp1Setting + "; MIX's share at Td = 10 above its share at every other Td",
		OurSetting: riskExp1Ours + "; MIX's share at Td = 10 minus its share at each of Td = 0, 5, 15, ..., 40 (8 differences, the runs independent)",
		Unit:       "share", Theirs: theirs, Rule: Ordering,
		Note:    "the paper's bars other than Td = 10 are drawn, not printed, so no power is computed",
		Needs:   riskExp1Needs(riskExp1Tds...),
		Measure: ranking(names, pairs, ms...), Command: riskExp1Cmd,
	}
}

// riskExp1Converge is "above this threshold the performances converged to that of MAXN": at a
// Td above 30, MIX's share minus MAXN's is no effect (null, margin 5 points: the null rows' margin
// of a win rate), the two shares of the same games, their covariance the blocks'.
func riskExp1Converge(td int) Claim {
	return Claim{
		ID: fmt.Sprintf("mpmix-risk-exp1-converge-%d", td), Paper: "mpmix", Where: "§4.2 (Risk, experiment 1), Fig. 4",
		Quote:      []string{"Nonetheless, above this threshold the performances converged to that of MAXN since the high thresholds almost never resulted in Paranoid searches."},
		Setting:    riskExp1Setting + fmt.Sprintf("; above Td = 30 (\"this threshold\"): here Td = %d, MIX's share against MAXN's", td),
		OurSetting: riskExp1Ours + fmt.Sprintf("; at Td = %d, MIX's share minus MAXN's (the same games: the difference's error from the blocks' covariance)", td),
		Unit:       "share", Theirs: Estimate{Value: 0, Text: "MIX's share the same as MAXN's (its bars are drawn)"}, Null: 0, Rule: Null, Margin: 0.05,
		Family:  "mpmix-risk-exp1-converge",
		Needs:   riskExp1Needs(td),
		Measure: riskShareDiff(riskExp1File(td), riskMix(td), "maxn"), Command: riskExp1Cmd,
	}
}

// riskShareDiff is contestant a's share minus b's in one file (shares of the same games).
func riskShareDiff(file, a, b string) Measure {
	return func(data string) (Estimate, error) {
		es, cov, _, err := riskShares(data, file, []string{a, b})
		if err != nil {
			return Estimate{}, err
		}
		e := normal(es[0].Value-es[1].Value, math.Sqrt(cov[0][0]+cov[1][1]-2*cov[0][1]), es[0].N)
		e.Text = fmt.Sprintf("%s %s - %s %s = %+.1f points [%+.1f, %+.1f] (%d games with a winner; the error from the blocks' covariance)",
			a, pct(es[0].Value), b, pct(es[1].Value), 100*e.Value, 100*e.Lo, 100*e.Hi, es[0].N)
		return e, nil
	}
}

// riskCounts is a results file of a fixed table of types (every game the same seats per type) as
// per-block counts of the games with a winner and each contestant's wins among them; games the
// cap ends (no winner) are counted apart.
type riskCount struct {
	contestants      []string
	perBlock         [][]int // per block: wins of each contestant
	decided          []int   // per block: games with a winner
	games, undecided int
}

func riskCountsOf(data, file string) (*riskCount, error) {
	path := filepath.Join(data, file)
	return cached(path, "riskcounts", func() (*riskCount, error) {
		contestants, err := contestantsChecked(data, file)
		if err != nil {
			return nil, err
		}
		recs, err := readRecords(path)
		if err != nil {
			return nil, err
		}
		out := &riskCount{contestants: contestants, games: len(recs)}
		at := map[int]int{}
		var blocks []int
		for _, r := range recs {
			if r.Winner == nil {
				out.undecided++
				continue
			}
			i, ok := at[r.Block]
			if !ok {
				i = len(out.perBlock)
				at[r.Block] = i
				blocks = append(blocks, r.Block)
				out.perBlock = append(out.perBlock, make([]int, len(contestants)))
				out.decided = append(out.decided, 0)
			}
			c := slices.Index(contestants, r.Players[*r.Winner])
			if c < 0 {
				return nil, fmt.Errorf("claims: %s: game %d: winner %s is not a contestant", file, r.Game, r.Players[*r.Winner])
			}
			out.perBlock[i][c]++
			out.decided[i]++
		}
		return out, nil
	})
}

// riskShares are the contestants' shares of the games with a winner in a file, with their
// covariance: the ratio estimators' cluster covariance over blocks (as drawRanking), each
// variance at least the binomial one.
func riskShares(data, file string, contestants []string) ([]Estimate, [][]float64, *riskCount, error) {
	rc, err := riskCountsOf(data, file)
	if err != nil {
		return nil, nil, nil, err
	}
	k := len(contestants)
	idx := make([]int, k)
	var n float64
	for _, d := range rc.decided {
		n += float64(d)
	}
	B := float64(len(rc.perBlock))
	if n == 0 || B < 2 {
		return nil, nil, nil, fmt.Errorf("claims: %s: %v games with a winner in %v blocks: want two blocks at least", file, n, B)
	}
	p := make([]float64, k)
	for i, c := range contestants {
		if idx[i] = slices.Index(rc.contestants, c); idx[i] < 0 {
			return nil, nil, nil, fmt.Errorf("claims: %s: no contestant %s (have %v)", file, c, rc.contestants)
		}
		var w float64
		for _, b := range rc.perBlock {
			w += float64(b[idx[i]])
		}
		p[i] = w / n
	}
	cov := make([][]float64, k)
	for i := range cov {
		cov[i] = make([]float64, k)
	}
	for bi, b := range rc.perBlock {
		r := make([]float64, k)
		for i := range k {
			r[i] = (float64(b[idx[i]]) - p[i]*float64(rc.decided[bi])) / n
		}
		for i := range k {
			for j := range k {
				cov[i][j] += r[i] * r[j] * B / (B - 1)
			}
		}
	}
	es := make([]Estimate, k)
	for i := range k {
		cov[i][i] = max(cov[i][i], p[i]*(1-p[i])/n)
		neff := n
		if p[i] > 0 && p[i] < 1 {
			neff = p[i] * (1 - p[i]) / cov[i][i]
		}
		es[i] = shareOf(p[i], int(n), neff)
	}
	return es, cov, rc, nil
}

// riskTypeShare is a contestant's share of the games with a winner in a file, worth the games
// over the blocks' variance inflation.
func riskTypeShare(file, contestant string) Measure {
	return func(data string) (Estimate, error) {
		es, _, rc, err := riskShares(data, file, []string{contestant})
		if err != nil {
			return Estimate{}, err
		}
		e := es[0]
		e.Text = fmt.Sprintf("%s %s [%s, %s] (%d of %d games with a winner, %d blocks; %d capped at 100 rounds, left out)",
			contestant, pct(e.Value), pct1(e.Lo), pct1(e.Hi), int(math.Round(e.Value*float64(e.N))), e.N, len(rc.perBlock), rc.undecided)
		return e, nil
	}
}

// riskRanking is MIX's share minus MAXN's and minus PAR's at each threshold of tds, the
// differences' covariance block-diagonal over the runs (each run's from its blocks).
func riskRanking(tds []int) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		var names, parts []string
		var pairs [][2]int
		k := 3 * len(tds)
		cov := make([][]float64, k)
		for i := range cov {
			cov[i] = make([]float64, k)
		}
		for i, td := range tds {
			e, c, _, err := riskShares(data, riskExp1File(td), []string{riskMix(td), "maxn", "paranoid"})
			if err != nil {
				return Estimate{}, err
			}
			es = append(es, e...)
			for a := range 3 {
				for b := range 3 {
					cov[3*i+a][3*i+b] = c[a][b]
				}
			}
			for _, n := range []string{"MIX", "MAXN", "PAR"} {
				names = append(names, fmt.Sprintf("%s (Td %d)", n, td))
			}
			pairs = append(pairs, [2]int{3 * i, 3*i + 1}, [2]int{3 * i, 3*i + 2})
			parts = append(parts, fmt.Sprintf("Td %d: MIX %s, MAXN %s, PAR %s (%d games with a winner)", td, pct(e[0].Value), pct(e[1].Value), pct(e[2].Value), e[0].N))
		}
		r := rankingOf(names, pairs, es, cov)
		r.Text = strings.Join(parts, "; ") + " (within a run the differences' errors from its blocks' covariance; the runs independent)"
		return r, nil
	}
}

// Risk's Opponent Impact (§5, Fig. 5), measured by the opponent-impact-risk experiment.

const oiRiskFile = "opponent-impact-risk.txt"

// paperRiskOIStates is the paper's sample of states per depth as its text allows: 100 games
// ("we ran 100 tournaments for each search depth"), each of at least 100 searches (our 6-player
// games at depth 6 last 150 to 500 moves). Its SE is negligible beside ours either way.
const paperRiskOIStates = 100 * 100

const (
	riskOISetting = "Risk (Lux Delux, 6 players), the paper's evaluation (after Johansson & Olsson); states met before each search in 100 games per search depth; a state is influential when the mover's actions give some other player at least two heuristic values"
	riskOIOurs    = "risk(players=6), its evaluation (each player's share of the players' strengths, docs/games/risk.md), the searchers' view (every battle its expected losses); 1,000 states per depth sampled from deals 1-100 after 0-200 moves (the mover's pick among its three best); the values of each of the mover's three bids searched by max^n to depth d-1 below it"
	riskOICmd     = "make reports ONLY=opponent-impact-risk (reports/opponent-impact-risk/; reports/data/opponent-impact-risk.txt from cctree oi -game 'risk(players=6)' -deals 100 -samples 1000 -plies 200 -depth D, and with -eval progress)"
)

// riskOI is the OI of 6-player Risk at a depth: a level (the paper prints the value), the
// default tolerance of a share (5 points).
func riskOI(label string, depth int, quote []string, theirs float64, text string) Claim {
	return Claim{
		ID: "mpmix-risk-oi-" + label, Paper: "mpmix", Where: "§5, Fig. 5", Quote: quote,
		Setting:    riskOISetting + fmt.Sprintf("; depth %d", depth),
		OurSetting: riskOIOurs + fmt.Sprintf(", d = %d", depth),
		Unit:       "share", Theirs: Estimate{Value: theirs, SE: math.Sqrt(theirs * (1 - theirs) / paperRiskOIStates), Text: text}, Null: 0, Rule: Level,
		Family:  "mpmix-risk-oi",
		Note:    "our evaluation is each player's share of the total strength, the one our searchers and MP-Mix use: any bid that changes the mover's or a neighbour's strength changes every other player's share; the paper's evaluation is \"based on\" Johansson & Olsson's, whose form it does not give, so each player's strength itself is shown beside (added after the rows were declared, with a 50-state look at it; the verdict stays the declared share's)",
		Alt:     &Alternative{Label: "under each player's strength itself (cctree oi -eval progress)", Measure: oiShareIn(oiRiskFile, riskGame, "progress", depth)},
		Measure: oiShareIn(oiRiskFile, riskGame, "", depth), Command: riskOICmd,
	}
}

// riskClaims are the Risk rows, in the paper's order.
func riskClaims() []Claim {
	return []Claim{
		riskExp1Peak(),
		riskExp1Share("mix", riskMix(10), 0.43, "MIX's share"),
		riskExp1Share("par", "paranoid", 0.30, "PAR's share"),
		riskExp1Share("maxn", "maxn", 0.27, "MAXN's share"),
		riskExp1Leading(),
		riskExp1Converge(35), riskExp1Converge(40),
		{
			ID: "mpmix-risk-exp2", Paper: "mpmix", Where: "§4.2 (Risk, experiment 2)",
			Quote:      []string{"The results show that in this setting again, the MIX player achieved the best performance, winning 27% of the games"},
			Setting:    "Risk in Lux Delux, 6 players: Lux's expert players Angry (easy), Yakool (medium) and EvilPixie (hard) with PAR, MAXN and MIX (Td = To = 10), 750 games; MIX's share",
			OurSetting: "none played",
			Unit:       "share", Theirs: paperShare(0.27, 750), Null: 1.0 / 6, Rule: NotComparable, Kind: KindLevel,
			Reason:  "the field is three of Lux Delux's own AIs (Angry, Yakool, EvilPixie), closed programs shipped with that commercial game, whose play cannot be reproduced or run here; a field of stand-ins of ours would be another experiment, not the paper's",
			Measure: notPlayed("no number of ours: the paper's field, Lux Delux's closed expert players, cannot be played"),
			Command: "none (the players are Lux Delux's)",
		},
		mpmixAbstractMost(false), mpmixAbstractMost(true),
		riskOI("d1", 1, []string{"The OI for the *Risk* board game starts higher than 80% (83.12% in depth 1)"}, 0.8312, "83.12% at depth 1"),
		riskOI("d9", 9, []string{"The OI for the *Risk* board game starts higher than 80%", "and it manages to climb to around 88.53% in depth 9."}, 0.8853, "around 88.53% at depth 9"),
		riskOIShape("bound", Claim{Rule: Range, Bounds: [2]float64{0.80, math.Inf(1)}, Theirs: Estimate{Value: 0.8312, Text: "higher than 80% at depth 1 (83.12%)"}},
			[]string{"The OI for the *Risk* board game starts higher than 80%"}, []float64{1}),
		riskOIShape("climb", Claim{Rule: Trend, Side: 1, Theirs: Estimate{Value: math.NaN(), Text: "climbs from 83.12% at depth 1 to around 88.53% at depth 9 (its Fig. 5 draws the depths between)"}},
			[]string{"and it manages to climb to around 88.53% in depth 9."}, riskOIDepths),
		{
			ID: "mpmix-risk-oi-order", Paper: "mpmix", Where: "§5",
			Quote:      []string{"OI(\\text{Hearts}) \\approx 0.35 < OI(\\text{Risk}) \\approx 0.85"},
			Setting:    "the OI of Hearts (4 players, the paper's heuristic) and of Risk (6 players, its evaluation) over the depths measured (Hearts' deeper searches ≈ 0.35, Risk ≈ 0.85); the ordering: Risk's above Hearts'",
			OurSetting: "ours at depth 6, the deepest both of our measurements reach: rows mpmix-hearts-oi-deep (hearts(eval=mpmix), 1,000 states) and the Risk OI of " + riskOIOurs + "; the two samples independent",
			Unit:       "share", Theirs: riskOIOrderPaper(), Rule: Ordering,
			Note:    "the paper's two OIs are taken as shares of its samples (Hearts 100 tournaments of at least 7 hands, Risk 100 games of at least 100 searches), used only for the power",
			Measure: ranking([]string{"OI(Risk)", "OI(Hearts)"}, [][2]int{{0, 1}}, oiShareIn(oiRiskFile, riskGame, "", 6), oiShare("hearts(eval=mpmix)", 6)),
			Command: riskOICmd + "; make reports ONLY=opponent-impact-hearts",
		},
	}
}

// riskOIDepths are the depths of Fig. 5's Risk line, all of which ours measures.
var riskOIDepths = []float64{1, 2, 3, 4, 5, 6, 7, 8, 9}

// riskOIShape is a row on the shape of the Risk OI rather than its value: the bound its first
// depth is said to pass ("starts higher than 80%", a range at depth 1) and the climb to depth 9
// (a trend over riskOIDepths, rising, not said to rise at every step). Both rows were added after
// the OI data had been read (issue 44): their rules are the sentence's own bound and direction,
// which leave nothing to choose, and the value rows beside them (d1, d9) were declared first.
// The OIs at several depths are of the same states, so positively correlated; taken as
// independent, the slope's error is overstated, never understated.
func riskOIShape(label string, kind Claim, quote []string, depths []float64) Claim {
	oi := func(eval string) Measure {
		if len(depths) == 1 {
			return oiShareIn(oiRiskFile, riskGame, eval, int(depths[0]))
		}
		var ms []Measure
		for _, d := range depths {
			ms = append(ms, oiShareIn(oiRiskFile, riskGame, eval, int(d)))
		}
		return series("depth", depths, "share", ms...)
	}
	c := kind
	c.ID, c.Paper, c.Where, c.Quote = "mpmix-risk-oi-"+label, "mpmix", "§5, Fig. 5", quote
	c.Setting = riskOISetting + "; depths " + strings.Trim(strings.Join(strings.Fields(fmt.Sprint(depths)), ", "), "[]")
	c.OurSetting = riskOIOurs + ", the same states at every depth"
	c.Unit, c.Null = "share", 0
	if len(depths) > 1 {
		c.X = depths
	}
	c.Alt = &Alternative{Label: "under each player's strength itself (cctree oi -eval progress)", Measure: oi("progress")}
	c.Measure, c.Command = oi(""), riskOICmd
	return c
}

// riskOIOrderPaper is the paper's OI(Risk) - OI(Hearts), 0.85 - 0.35.
func riskOIOrderPaper() Estimate {
	e := rankingOf([]string{"OI(Risk)", "OI(Hearts)"}, [][2]int{{0, 1}}, []Estimate{paperShare(0.85, paperRiskOIStates), paperShare(0.35, paperOIStates)}, nil)
	e.Text = "OI(Risk) ≈ 0.85 above OI(Hearts) ≈ 0.35: " + e.Text
	return e
}

// notPlayed is the measure of a row not comparable for which ours has no number: the text says
// why.
func notPlayed(why string) Measure {
	return func(string) (Estimate, error) {
		return Estimate{Value: math.NaN(), SE: math.NaN(), Lo: math.NaN(), Hi: math.NaN(), Text: why}, nil
	}
}
