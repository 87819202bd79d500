package experiments

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/analysis/timedepth"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// timeDepthRuns are the searchers and depths of the time-to-depth report: 4-player star73, the
// 50 intermediate positions, each searcher to the depth whose iterative deepening takes a few
// seconds per position, so the OPPS paper's 5-second budget is mostly inside the data.
var timeDepthRuns = sync.OnceValue(func() []sweep.Selection {
	return searchRuns("star73", "0134", "mid", "maxn:1-5", "maxn(speculative):1-5", "paranoid:1-6", "brs:1-6", "brs+:1-10", "opps(1,5,1):1-10")
})

// reproduceTimeDepth measures every case once, one position at a time on one worker (so a
// search's time is its own, not shared with a sibling's), writes the timed per-position lines to
// data, and renders them.
func reproduceTimeDepth(ctx context.Context, data, dir string, opt Options) ([]string, error) {
	var cases []benchname.Case
	for _, sel := range timeDepthRuns() {
		cs, err := sel.Cases()
		if err != nil {
			return nil, err
		}
		cases = append(cases, cs...)
	}
	var b bytes.Buffer
	if err := sweep.Run(ctx, &b, cases, sweep.Options{Workers: 1, PerPos: true}); err != nil {
		return nil, err
	}
	if err := atomicfile.WriteFile(data, b.Bytes()); err != nil {
		return nil, err
	}
	return renderTimeDepth(ctx, data, dir, opt)
}

// renderTimeDepth writes dir/time-to-depth.{md,txt,svg} from the data file.
func renderTimeDepth(ctx context.Context, data, dir string, _ Options) ([]string, error) {
	ds, err := timedepth.Read(data)
	if err != nil {
		return nil, err
	}
	cpu := ""
	if f, err := os.ReadFile(data); err == nil {
		if i := bytes.Index(f, []byte("\ncpu: ")); i >= 0 {
			line := f[i+1:]
			if j := bytes.IndexByte(line, '\n'); j >= 0 {
				cpu = string(line[5:j])
			}
		}
	}
	files := map[string][]byte{}
	var names []string
	for _, d := range ds {
		base := "time-" + d.Group.BaseName()
		for ext, f := range map[string]table.Format{".md": table.Markdown, ".txt": table.Text} {
			var w bytes.Buffer
			fmt.Fprintf(&w, "# Time to depth: %s\n\n", d.Group)
			fmt.Fprintf(&w, "Measured on %s, one search at a time on one worker (`go run ./tools/cctree reproduce -only time-to-depth`; data: %s). "+
				"Timings are this machine's, not deterministic: rerun it to see yours. Node counts are the same everywhere.\n\n", orUnknown(cpu), filepath.ToSlash(data))
			if err := d.WriteTables(&w, f, timedepth.Budgets); err != nil {
				return nil, err
			}
			files[base+ext] = w.Bytes()
		}
		p, err := d.Figure(timedepth.Budgets)
		if err != nil {
			return nil, err
		}
		var svg bytes.Buffer
		if err := timedepth.WriteSVG(p, &svg); err != nil {
			return nil, err
		}
		files[base+".svg"] = svg.Bytes()
		names = append(names, base+".md", base+".txt", base+".svg")
	}
	return analysis.WriteFiles(ctx, dir, names, files)
}

func orUnknown(s string) string {
	if s == "" {
		return "an unnamed processor"
	}
	return "a " + s + " processor"
}
