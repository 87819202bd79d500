package experiments

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/sweep"
	"github.com/cctree/cctree/sweep/benchname"
)

// An Experiment is one set of committed figures and tables under reports/<name>/ and the data
// they are rendered from, reports/data/<name>.txt (and, for matches, reports/data/<name>-*.jsonl).
// A benchmark experiment declares the measurements it needs (search cases of package sweep, or
// protocol trials) and the searcher its tables compare the others with; its data, the exact node
// counts of every position (SearchPos lines) and group (Search lines) or trial, holds no timings,
// so measuring it again gives the same lines on every machine. The others (matches, Franks'
// configurations, the Threat-ADS gap, time to depth, Opponent Impact) declare a step that makes
// their data and renders it, and most a step that renders the data alone.
type Experiment = reproduction

// reproduction is an Experiment (the name the list's entries are written with).
type reproduction struct {
	name     string
	summary  string
	runs     []sweep.Selection // search cases, in order
	protocol string            // protocol trials of this matrix (sweep.ProtocolTrials), if not ""
	baseline string
	grids    bool // render OPPS parameter grids instead of tree-growth figures
	// table, if set, renders a benchmark experiment's summary table from its results beside
	// the groups' figures and tables.
	table func(ctx context.Context, res *analysis.Results, dir string) ([]string, error)
	// run, for an experiment that is not a benchmark, writes its data file and renders it.
	run func(ctx context.Context, data, dir string, opt Options) ([]string, error)
	// render, if set, renders the data of a run experiment without measuring (RenderOnly).
	render func(ctx context.Context, data, dir string, opt Options) ([]string, error)
}

// Name is the experiment's name: its folder under reports/ and its data file's base name.
func (r reproduction) Name() string { return r.name }

// Summary says in a line what the experiment reproduces.
func (r reproduction) Summary() string { return r.summary }

// All returns every experiment, in the order cctree reproduce runs them (Quick is not among them).
func All() []Experiment { return slices.Clone(reproductions()) }

// Lookup returns the experiment named name: one of All, or Quick.
func Lookup(name string) (Experiment, bool) {
	if name == quick.name {
		return quick, true
	}
	i := slices.IndexFunc(reproductions(), func(r reproduction) bool { return r.name == name })
	if i < 0 {
		return Experiment{}, false
	}
	return reproductions()[i], true
}

// Quick is make run's tree-growth sweep, a minute or two on two cores (not among All).
func Quick() Experiment { return quick }

// Options are how an experiment runs. The data and the rendered files do not depend on them
// (timings aside), only what is printed while running.
type Options struct {
	// RenderOnly renders the data already in the data folder without measuring or playing (an
	// experiment without a render step makes sure its data is complete: a match resumes its
	// results file, which plays nothing when every game is there).
	RenderOnly bool
	// Workers is the number of goroutines searching positions or games played at once; <= 0:
	// GOMAXPROCS.
	Workers int
	// Version names the build in the records of the games it plays (match records' version).
	Version string
	// Log receives what the experiment is doing and the warnings about its data, a line at a
	// time; nil: nothing.
	Log io.Writer
	// Progress, if set, shows a measurement's progress (cctree: a bar on a terminal): it is called
	// once per measurement with its description and returns the function to call as positions or
	// trials finish, and the one to call at the end. Without it, a measurement's start and end are
	// lines on Log.
	Progress func(desc string) (update func(done, total int), finish func())
}

// logf writes a line to opt.Log, if any.
func (opt Options) logf(format string, args ...any) {
	if opt.Log != nil {
		fmt.Fprintf(opt.Log, format+"\n", args...)
	}
}

// note is logf for one-line notes (results.Options.Note).
func (opt Options) note(s string) { opt.logf("%s", s) }

// Run makes the experiment's data under out (out/data/<name>.txt, and the files beside it its
// steps write; with opt.RenderOnly it uses the data there) and renders it into out/<name>. desc
// names the run in progress lines ("" for the name). It returns the paths it rendered. Writes are
// atomic: a file is replaced only when its new content is complete, so a failed or cancelled run
// leaves the data as it was. Errors start with the experiment's name.
func (r reproduction) Run(ctx context.Context, out, desc string, opt Options) ([]string, error) {
	if desc == "" {
		desc = r.name
	}
	data := filepath.Join(out, "data", r.name+".txt")
	if err := os.MkdirAll(filepath.Dir(data), 0o777); err != nil {
		return nil, err
	}
	dir := filepath.Join(out, r.name)
	if r.run != nil {
		if opt.Progress == nil {
			opt.logf("%s", desc)
		}
		run := r.run
		if opt.RenderOnly && r.render != nil {
			run = r.render
		}
		paths, err := run(ctx, data, dir, opt)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", r.name, err)
		}
		return paths, nil
	}
	return r.benchmark(ctx, nil, data, dir, desc, opt)
}

// benchmark measures a benchmark experiment's cases (with the positions of su; nil for the
// embedded suites) into data, unless opt.RenderOnly, and renders data into dir.
func (r reproduction) benchmark(ctx context.Context, su *sweep.Suites, data, dir, desc string, opt Options) ([]string, error) {
	if !opt.RenderOnly {
		if err := r.measure(ctx, su, data, desc, opt); err != nil {
			return nil, err
		}
	}
	res, err := analysis.ReadFiles(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.name, err)
	}
	for _, w := range append(res.Warnings, res.Check()...) {
		opt.logf("%s: warning: %s", r.name, w)
	}
	var paths []string
	if r.grids {
		paths, err = analysis.RenderGrids(ctx, res, dir)
	} else {
		paths, err = analysis.Render(ctx, res, dir, analysis.Options{Baseline: r.baseline})
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.name, err)
	}
	if r.table != nil {
		more, err := r.table(ctx, res, dir)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", r.name, err)
		}
		paths = append(paths, more...)
	}
	return paths, nil
}

// measure runs the experiment's cases (or trials) in-process into data, atomically: the results
// go to a temporary file renamed over data only when every case succeeded.
func (r reproduction) measure(ctx context.Context, su *sweep.Suites, data, desc string, opt Options) error {
	var cases []benchname.Case
	for _, sel := range r.runs {
		sel.Suites = su
		cs, err := sel.Cases()
		if err != nil {
			return fmt.Errorf("%s: %w", r.name, err)
		}
		cases = append(cases, cs...)
	}
	var trials []sweep.Trial
	if r.protocol != "" {
		var err error
		if trials, err = sweep.ProtocolTrials(r.protocol); err != nil {
			return fmt.Errorf("%s: %w", r.name, err)
		}
	}
	sopt := sweep.Options{Workers: opt.Workers, PerPos: true, Counts: true, Suites: su}
	finish := func() {}
	if opt.Progress != nil {
		sopt.Progress, finish = opt.Progress(desc)
	}
	start := time.Now()
	if opt.Progress == nil {
		opt.logf("%s: %d cases, %d trials", desc, len(cases), len(trials))
	}
	err := atomicfile.Write(data, func(w io.Writer) error {
		if len(cases) > 0 {
			if err := sweep.Run(ctx, w, cases, sopt); err != nil {
				return err
			}
		}
		if len(trials) > 0 {
			return sweep.RunProtocol(ctx, w, trials, sopt)
		}
		return nil
	})
	finish()
	if err != nil {
		return fmt.Errorf("%s: %w; %s left as it was", r.name, err, data)
	}
	if opt.Progress == nil {
		opt.logf("%s: done in %v", desc, time.Since(start).Round(time.Second))
	}
	return nil
}
