package experiments

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/mctsgrowth"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/analysis/timedepth"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// mctsGrowthRuns are the cases of the MCTS growth report: the three policies and MCTS-OMA-PW at
// 100 to 10,000 iterations, and Paranoid and BRS+ at depths 1-6, on the 50 4-player star73
// intermediate positions (exact counts: the report is the same on every machine).
var mctsGrowthRuns = []sweep.Selection{
	{Board: "star73", Seats: "0134", Suite: "mid", Algos: []string{"mcts", "mcts(policy=paranoid)", "mcts(policy=brs)", "mcts(oma=on,pw=on)"}, Iters: "100,300,1000,3000,10000"},
	{Board: "star73", Seats: "0134", Suite: "mid", Algos: []string{"paranoid", "brs+"}, Depths: "1-6"},
}

// reproduceMCTSGrowth measures the cases' exact counts per position and renders them.
func reproduceMCTSGrowth(ctx context.Context, data, dir string, opt Options) ([]string, error) {
	var cases []benchname.Case
	for _, sel := range mctsGrowthRuns {
		cs, err := sel.Cases()
		if err != nil {
			return nil, err
		}
		cases = append(cases, cs...)
	}
	var b bytes.Buffer
	if err := sweep.Run(ctx, &b, cases, sweep.Options{PerPos: true, Counts: true}); err != nil {
		return nil, err
	}
	if err := atomicfile.WriteFile(data, b.Bytes()); err != nil {
		return nil, err
	}
	return renderMCTSGrowth(ctx, data, dir, opt)
}

// renderMCTSGrowth writes dir/mcts-growth.{md,txt,svg} from the data file.
func renderMCTSGrowth(ctx context.Context, data, dir string, _ Options) ([]string, error) {
	d, err := mctsgrowth.Read(data)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	for ext, f := range map[string]table.Format{".md": table.Markdown, ".txt": table.Text} {
		var w bytes.Buffer
		fmt.Fprintf(&w, "# Monte Carlo tree search: tree growth and depth against work, %s %s, %s suite\n\n", d.Group.Board, d.Group.Seats, d.Group.Suite)
		if f == table.Markdown {
			fmt.Fprintf(&w, "![depth against work](mcts-growth.svg)\n\n")
			fmt.Fprintf(&w, "The figure: each MCTS searcher's mean deepest tree node (its line) and the mean depth its playouts start from (dotted) against its mean Node Count, and each alpha-beta searcher's depth against its mean Node Count.\n\n")
		}
		fmt.Fprintf(&w, "Exact counts (`go run ./tools/cctree reproduce -only mcts-growth`; data: %s): means over the positions of each search's Node Count "+
			"(every position entered, playouts included: the same unit as the alpha-beta searchers'), tree nodes, deepest tree node and the mean depth of "+
			"the nodes playouts started from; beside each MCTS budget, the deepest depth each alpha-beta searcher completes with at most that mean Node Count.\n\n",
			filepath.ToSlash(data))
		if err := d.WriteTables(&w, f); err != nil {
			return nil, err
		}
		files["mcts-growth"+ext] = w.Bytes()
	}
	p, err := d.Figure()
	if err != nil {
		return nil, err
	}
	var svg bytes.Buffer
	if err := timedepth.WriteSVG(p, &svg); err != nil {
		return nil, err
	}
	files["mcts-growth.svg"] = svg.Bytes()
	return analysis.WriteFiles(ctx, dir, []string{"mcts-growth.md", "mcts-growth.txt", "mcts-growth.svg"}, files)
}
