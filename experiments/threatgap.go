package experiments

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"

	"github.com/cctree/cctree/analysis/benchfile"
	"github.com/cctree/cctree/analysis/stats"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// The Threat-ADS gap (issue 15): with Polk & Oommen's protocol our Threat-ADS saves about twice
// what they report, and saves with three players where they saw nothing. Each experiment below
// changes one thing against our run of their protocol (threat-ads-protocol: star73, static
// ordering of each opponent's moves, random opponents, NC counting every node entered) and
// measures BRS against Threat-ADS (Move-to-Front, their headline rule) with 3, 4 and 6 players
// from the start and from intermediate positions, 50 trials each, 4 plies, 5 turns.
//
//   - threat-ads-order: how an opponent's moves are ordered (brs(order=none|random|history)).
//   - threat-ads-board: the 121-cell board with 10 pieces.
//   - threat-ads-nodes: what counts as a node (every node, interior nodes only, leaves only).
//   - threat-ads-opponents: the opponents play greedily instead of at random.
type gapExperiment struct {
	name, varies string
	variants     []gapVariant
	leaves       bool // also compare leaves alone (every experiment compares NC and interior nodes)
}

// gapVariant is one setting of the varied thing: the baseline searcher and its Threat-ADS
// twin, the board and the opponents' policy.
type gapVariant struct {
	label, base, threat, board, opp string
}

var gapSeats = []string{"024", "0134", "012345"}

const gapTrials = 50

var gapExperiments = []gapExperiment{
	{name: "threat-ads-order", varies: "the ordering of each opponent's moves inside BRS's min layer", variants: []gapVariant{
		{"none (generation order)", "brs(order=none)", "brs(threat=mtf,order=none)", "star73", ""},
		{"random (seeded shuffle)", "brs(order=random)", "brs(threat=mtf,order=random)", "star73", ""},
		{"history heuristic", "brs(order=history)", "brs(threat=mtf,order=history)", "star73", ""},
	}},
	{name: "threat-ads-board", varies: "the board: star121, 10 pieces per player", variants: []gapVariant{
		{"star121", "brs", "brs(threat=mtf)", "star121", ""},
	}},
	{name: "threat-ads-nodes", varies: "what counts as a node", leaves: true, variants: []gapVariant{
		{"star73", "brs", "brs(threat=mtf)", "star73", ""},
	}},
	{name: "threat-ads-opponents", varies: "the opponents' policy in the protocol: greedy (best static move) instead of random", variants: []gapVariant{
		{"greedy opponents", "brs", "brs(threat=mtf)", "star73", sweep.OppGreedy},
	}},
}

// trials lists the experiment's trials: per variant, seats and suite, 50 of the baseline then
// 50 of Threat-ADS.
func (e gapExperiment) trials() []sweep.Trial {
	var out []sweep.Trial
	for _, v := range e.variants {
		for _, seats := range gapSeats {
			for _, suite := range []string{"initial", "mid"} {
				for _, algo := range []string{v.base, v.threat} {
					for t := range gapTrials {
						out = append(out, sweep.Trial{Case: benchname.Case{Board: v.board, Seats: seats, Suite: suite, Algo: algo, Depth: 4}, T: t, Opp: v.opp})
					}
				}
			}
		}
	}
	return out
}

func gapReproductions() []reproduction {
	var out []reproduction
	for _, e := range gapExperiments {
		out = append(out, reproduction{
			name:    e.name,
			summary: "Threat-ADS gap experiment: Polk & Oommen's protocol (BRS against Threat-ADS MTF, 3, 4 and 6 players, start and intermediate positions, 50 trials of 5 turns at 4 plies) with " + e.varies,
			run:     e.run,
			render:  e.render,
		})
	}
	return out
}

// run measures the experiment into data and renders its table into dir.
func (e gapExperiment) run(ctx context.Context, data, dir string, opt Options) ([]string, error) {
	sopt := sweep.Options{Leaves: true, Workers: opt.Workers, Progress: func(done, total int) {
		if done%100 == 0 || done == total {
			opt.logf("%s: %d/%d trials", e.name, done, total)
		}
	}}
	if err := atomicfile.Write(data, func(w io.Writer) error { return sweep.RunProtocol(ctx, w, e.trials(), sopt) }); err != nil {
		return nil, err
	}
	return e.render(ctx, data, dir, opt)
}

// gapKey identifies the trials of one table row: variant, seats, suite, searcher.
type gapKey struct{ board, opp, seats, suite, algo string }

// render reads data and writes <name>.md and <name>.txt into dir: per variant, seats and suite,
// the mean NC of BRS and Threat-ADS, the saving, and the Mann-Whitney p; for threat-ads-nodes
// once per node definition.
func (e gapExperiment) render(ctx context.Context, data, dir string, _ Options) ([]string, error) {
	raw, err := os.ReadFile(data)
	if err != nil {
		return nil, err
	}
	f, err := benchfile.Read(bytes.NewReader(raw), data)
	if err != nil {
		return nil, err
	}
	nodes := map[gapKey][]float64{}
	leaves := map[gapKey][]float64{}
	for _, res := range f.Results {
		fl, err := benchname.Split(res.Name)
		if err != nil || fl.Family != benchname.Protocol {
			return nil, fmt.Errorf("%s: %s is not a protocol trial", data, res.Name)
		}
		get := func(k string) string { v, _ := fl.Get(k); return v }
		k := gapKey{get("board"), get("opp"), get("seats"), get("suite"), get("algo")}
		for _, v := range res.Values {
			switch v.Unit {
			case "nodes/op":
				nodes[k] = append(nodes[k], v.Value)
			case "leaves/op":
				leaves[k] = append(leaves[k], v.Value)
			}
		}
	}
	defs := []struct {
		name string
		of   func(k gapKey) []float64
	}{{"every node entered (NC)", func(k gapKey) []float64 { return nodes[k] }},
		{"interior nodes (NC - leaves)", func(k gapKey) []float64 {
			out := make([]float64, len(nodes[k]))
			for i := range out {
				out[i] = nodes[k][i] - leaves[k][i]
			}
			return out
		}}}
	if e.leaves {
		defs = append(defs,
			struct {
				name string
				of   func(k gapKey) []float64
			}{"leaves (horizon and terminal nodes)", func(k gapKey) []float64 { return leaves[k] }})
	}
	header := []string{"variant", "node definition", "players", "start", "n", "mean brs", "mean Threat-ADS (MTF)", "saving", "p"}
	var rows [][]string
	for _, v := range e.variants {
		for _, d := range defs {
			for _, seats := range gapSeats {
				for _, suite := range []string{"initial", "mid"} {
					kb := gapKey{v.board, v.opp, seats, suite, v.base}
					kt := kb
					kt.algo = v.threat
					b, t := d.of(kb), d.of(kt)
					if len(b) != gapTrials || len(t) != gapTrials {
						return nil, fmt.Errorf("%s: %d and %d trials of %v, want %d each: rerun make reports ONLY=%s", data, len(b), len(t), kb, gapTrials, e.name)
					}
					sb, st := stats.Summarize(b), stats.Summarize(t)
					mw, err := stats.MannWhitneyTest(b, t)
					p := "-"
					switch {
					case sb.SD == 0 && st.SD == 0:
						p = "(one game)" // every trial played the same game: nothing to test
					case err == nil:
						p = fmt.Sprintf("%.2g", mw.P)
					}
					start := map[string]string{"initial": "start", "mid": "intermediate"}[suite]
					rows = append(rows, []string{v.label, d.name, fmt.Sprint(len(seats)), start, fmt.Sprint(len(b)),
						fmt.Sprintf("%.0f", sb.Mean), fmt.Sprintf("%.0f", st.Mean), fmt.Sprintf("%.1f%%", 100*(1-st.Mean/sb.Mean)), p})
				}
			}
		}
	}
	intro := "Polk & Oommen's protocol (the perspective player searches 4-ply BRS on 5 of its turns from a start or intermediate position; a trial's measure is summed over them; 50 trials per row, trial t seeded with t) with one change against `threat-ads-protocol`: " + e.varies + ". " +
		"saving = 1 - mean Threat-ADS / mean BRS; p = two-sided Mann-Whitney U test (\"(one game)\": every trial was the same game, as with greedy opponents from the start position). Interior nodes are the nodes whose children were generated (NC minus horizon and terminal leaves). The paper reports savings of about 13-14% with four players and none with three. " +
		"Data: reports/data/" + e.name + ".txt; command: make reports ONLY=" + e.name + ".\n\n"
	return writeTablePage(ctx, dir, e.name, "Threat-ADS gap: "+e.varies, intro, header, "LLRLRRRRR", rows)
}
