package experiments

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/cctree/cctree/analysis/matchplot"
	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/cctree/cctree/engine/match/record"
)

// The MP-Mix paper's Risk experiment 1 (its §4.2, Fig. 4) on our Risk (docs/games/risk.md): six
// players, two seats each of MIX (To = ∞, Td = 0, 5, ..., 40 points of our scale), MAXN and PAR,
// depth 6 (the paper states none: chosen by the measured cost per game, docs/games/risk.md), 750
// games per Td (the paper's, 125 blocks of the 6 seatings of design balanced, each block on one
// deal). The claims (package claims, registry_risk.go) read the same files and declare the same
// commands (a test of the command line holds the two to each other: RiskExp1Commands).

// riskGame is the game of every Risk run: 6 players, the default options.
const riskGame = "risk(players=6)"

// riskTds are experiment 1's thresholds, Fig. 4's x axis.
var riskTds = []int{0, 5, 10, 15, 20, 25, 30, 35, 40}

// riskMix is MIX at threshold td.
func riskMix(td int) string { return fmt.Sprintf("mpmix(td=%d,to=inf)", td) }

// riskRuns are the runs of match-risk, one per Td.
var riskRuns = sync.OnceValue(func() []matchRun {
	var runs []matchRun
	for _, td := range riskTds {
		runs = append(runs, matchRun{label: fmt.Sprintf("exp1-mix%d", td), players: "'" + riskMix(td) + " maxn paranoid'",
			budget: "depth=6", games: 750, design: "balanced", game: riskGame})
	}
	return runs
})

// RiskExp1Commands are the cctree match command lines of match-risk's runs, each with its -out
// in reports/data: the commands the claims' needs must name.
func RiskExp1Commands() []string {
	var out []string
	for _, m := range riskRuns() {
		out = append(out, "cctree "+m.command()+" -out reports/data/match-risk-"+m.label+".jsonl")
	}
	return out
}

// withFig4 is step followed by the Fig. 4 page of the runs whose files step left in data's folder.
func withFig4(step func(ctx context.Context, data, dir string, opt Options) ([]string, error)) func(ctx context.Context, data, dir string, opt Options) ([]string, error) {
	return func(ctx context.Context, data, dir string, opt Options) ([]string, error) {
		paths, err := step(ctx, data, dir, opt)
		if err != nil {
			return nil, err
		}
		fig, err := riskFig4(ctx, filepath.Dir(data), dir)
		return append(paths, fig...), err
	}
}

// command is the run's command line after "cctree", its players quoted.
func (m matchRun) command() string {
	return strings.Replace(strings.Join(m.args(), " "), strings.Trim(m.players, "'"), m.players, 1)
}

// riskReproductions is match-risk.
func riskReproductions() (out []reproduction) {
	r := matchReproduction("match-risk", "MP-Mix paper §4.2 experiment 1 on Risk (6 players, the classic map, no cards): two seats each of MIX(Td = 0, 5, ..., 40 points, To = inf), MAXN and PAR, depth 6, 750 games per Td (design balanced); and the paper's Fig. 4 from the runs (fig4)", riskRuns()...)
	r.run, r.render = withFig4(r.run), withFig4(r.render)
	return append(out, r)
}

// riskShare is one type's share of the games with a winner in a results file: its wins, the
// games with a winner, and the 95% Wilson interval at the games' worth over the blocks' variance
// inflation (the ratio estimator's cluster variance over blocks against the binomial, at least
// 1): the claims' rows' numbers (claims.riskTypeShare).
type riskShare struct {
	wins, decided, capped, games, blocks int
	p, lo, hi                            float64
}

// riskSharesOf reads a results file of experiment 1 and returns each contestant's share.
func riskSharesOf(path string, contestants []string) ([]riskShare, error) {
	recs, err := record.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if _, err := matchstat.SummarizeNoRatings(recs); err != nil { // one match, each game once
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	type block struct{ decided, wins []int }
	at := map[int]int{}
	var blocks []block
	capped := 0
	for _, r := range recs {
		if r.Winner == nil {
			capped++
			continue
		}
		i, ok := at[r.Block]
		if !ok {
			i = len(blocks)
			at[r.Block] = i
			blocks = append(blocks, block{decided: []int{0}, wins: make([]int, len(contestants))})
		}
		blocks[i].decided[0]++
		if c := slices.Index(contestants, r.Players[*r.Winner]); c >= 0 {
			blocks[i].wins[c]++
		}
	}
	var n float64
	for _, b := range blocks {
		n += float64(b.decided[0])
	}
	out := make([]riskShare, len(contestants))
	for c := range contestants {
		s := riskShare{decided: int(n), capped: capped, games: len(recs), blocks: len(blocks), p: math.NaN(), lo: math.NaN(), hi: math.NaN()}
		if n > 0 {
			for _, b := range blocks {
				s.wins += b.wins[c]
			}
			s.p = float64(s.wins) / n
			v := s.p * (1 - s.p) / n
			if B := float64(len(blocks)); B >= 2 {
				var ss float64
				for _, b := range blocks {
					d := float64(b.wins[c]) - s.p*float64(b.decided[0])
					ss += d * d
				}
				v = max(v, ss/(n*n)*B/(B-1))
			}
			neff := n
			if s.p > 0 && s.p < 1 {
				neff = s.p * (1 - s.p) / v
			}
			s.lo, s.hi = wilsonAt(s.p, neff)
		}
		out[c] = s
	}
	return out, nil
}

// riskBalance says how the plan of experiment 1's runs seats the types (the same for every Td):
// the counts of match.Config.PlanBalance over the 750 games.
func riskBalance() (string, error) {
	c, err := riskRuns()[0].config()
	if err != nil {
		return "", err
	}
	b := c.PlanBalance(c.Plan())
	seat, pair := b.Imbalance()
	var dist []string
	for d := 1; d < b.N; d++ {
		dist = append(dist, fmt.Sprintf("d = %d: %d", d, b.Pair[d-1][0][1]))
	}
	return fmt.Sprintf("Seating balance of each run's plan (%d games, design %s): every type holds every player index %d times (max/min over types and indices %.2f); an ordered pair of types sits at distance d (the second moves d turns after the first) %s times (max/min over the pairs at each d %.2f); a run cut short of whole blocks is balanced over its whole blocks.\n\n",
		b.Games, c.EffectiveDesign(), b.Seat[0][0], seat, strings.Join(dist, ", "), pair), nil
}

// wilsonAt is the 95% Wilson interval of a share p worth n trials.
func wilsonAt(p, n float64) (lo, hi float64) {
	const z = 1.959963984540054
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return max(0, c-h), min(1, c+h)
}

// riskFig4 renders the paper's Fig. 4 from experiment 1's runs in the data folder: each type's
// share of the games with a winner against Td, with its 95% interval, beside the paper's printed
// shares (Td = 10). A run not in the data folder is a gap in the figure and "not played" in the
// table; a run still short of its 750 games is drawn with the games it holds, which the table
// gives.
func riskFig4(ctx context.Context, folder, dir string) ([]string, error) {
	types := []struct{ name, spec string }{{"MIX", ""}, {"MAXN", "maxn"}, {"PAR", "paranoid"}}
	series := make([]matchplot.LeadSeries, len(types))
	for i, t := range types {
		series[i].Name = t.name
	}
	var labels []string
	var rows [][]string
	played := 0
	for _, td := range riskTds {
		labels = append(labels, fmt.Sprint(td))
		row := []string{fmt.Sprint(td)}
		path := filepath.Join(folder, fmt.Sprintf("match-risk-exp1-mix%d.jsonl", td))
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			for i := range series {
				series[i].Value, series[i].Lo, series[i].Hi = append(series[i].Value, math.NaN()), append(series[i].Lo, math.NaN()), append(series[i].Hi, math.NaN())
				row = append(row, "not played")
			}
			rows = append(rows, append(row, "0 of 750", ""))
			continue
		}
		shares, err := riskSharesOf(path, []string{riskMix(td), "maxn", "paranoid"})
		if err != nil {
			return nil, err
		}
		played++
		for i, s := range shares {
			series[i].Value, series[i].Lo, series[i].Hi = append(series[i].Value, 100*s.p), append(series[i].Lo, 100*s.lo), append(series[i].Hi, 100*s.hi)
			row = append(row, fmt.Sprintf("%.1f [%.1f, %.1f] (%d)", 100*s.p, 100*s.lo, 100*s.hi, s.wins))
		}
		s := shares[0]
		row = append(row, fmt.Sprintf("%d of 750", s.games), fmt.Sprintf("%d (%d capped)", s.decided, s.capped))
		rows = append(rows, row)
	}
	for i := range rows {
		paper := ""
		if riskTds[i] == 10 {
			paper = "MIX 43, PAR 30, MAXN 27"
		}
		rows[i] = append(rows[i], paper)
	}
	if played == 0 {
		return nil, fmt.Errorf("no run of experiment 1 in %s (play them: make reports ONLY=match-risk)", folder)
	}
	svg := filepath.Join(dir, "fig4.svg")
	if err := matchplot.PlotLeads(svg, "MP-Mix Fig. 4 on our Risk: each type's share of the games (6 players, 2 seats each, depth 6)", "share of the games with a winner (%, 95% interval)", labels, series); err != nil {
		return nil, err
	}
	header := []string{"Td", "MIX", "MAXN", "PAR", "games played", "with a winner", "paper"}
	intro := "The MP-Mix paper's Risk experiment 1 (§4.2, Fig. 4) on our Risk (docs/games/risk.md): 6 players, two seats each of MIX (mpmix(td=Td,to=inf), Td in points of 1% of the evaluation's scale), MAXN and PAR, depth 6, " +
		"750 games per Td planned (125 blocks of the 6 seatings of design balanced, each block on one deal: every type at every player index, and every ordered pair of types at every distance, equally often). " +
		"Each cell is the type's share of the games with a winner in percent (both its seats; a game the cap of 100 rounds ends is no one's and left out), with its 95% Wilson interval at the games' worth over the blocks' variance inflation, and its wins; no skill is a third. " +
		"A run still short of its games is shown with those it holds; a run not played is a gap. The paper prints its shares at Td = 10 only (its bars are drawn); the rows `mpmix-risk-exp1-*` of REPRODUCTION.md decide them. Figure: fig4.svg (the line at 0 is the plot's axis, not a null). " +
		"Data: reports/data/match-risk-exp1-mix*.jsonl; command: make reports ONLY=match-risk (or cctree reproduce -only match-risk -render-only to render the files there).\n\n"
	bal, err := riskBalance()
	if err != nil {
		return nil, err
	}
	intro += bal
	paths, err := writeTablePage(ctx, dir, "fig4", "MP-Mix Fig. 4 on Risk: each type's share of the games against Td", intro, header, "RRRRRRL", rows)
	return append(paths, svg), err
}
