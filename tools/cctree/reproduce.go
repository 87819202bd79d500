package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"cctree/reports"
)

// A reproduction is one set of committed figures and tables under reports/<name>/: the
// benchmarks it needs (a -bench pattern and the CCTREE_* selection of package bench) and the
// searcher its tables compare the others with. Its raw benchmark output is kept in
// reports/data/<name>.txt, the source of truth that `cctree report` and benchstat read.
type reproduction struct {
	name     string
	summary  string
	bench    string   // go test -bench pattern
	env      []string // selection for package bench
	baseline string
	grids    bool // render OPPS parameter grids instead of tree-growth figures
	// run, for a reproduction that is not a benchmark, writes its data file and renders it.
	run func(ctx context.Context, data, dir string) ([]string, error)
}

var reproductions = []reproduction{
	{
		name:     "threat-ads-protocol",
		summary:  "Polk & Oommen's protocol: BRS against Threat-ADS (every update rule), 3-6 players, initial and intermediate starts, 50 trials of 5 turns",
		bench:    "^BenchmarkProtocol$",
		env:      []string{"CCTREE_MATRIX=full"},
		baseline: "brs",
	},
	{
		name:    "opponent-impact",
		summary: "the Opponent Impact factor of Chinese Checkers per player count (MP-Mix paper §5), star73 intermediate positions, depths 1-3",
		run:     reproduceOI,
	},
}

// runReproduce runs the benchmarks of every reproduction (or those named with -only) and
// renders their figures and tables. It drives `go test`, so it runs from the module root.
func runReproduce(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("reproduce", "[-only NAME,...] [-render-only] [-list] [-root DIR]", stdout)
	only := fs.String("only", "", "comma-separated reproductions to run (default: all; see -list)")
	renderOnly := fs.Bool("render-only", false, "render from the data already in reports/data, without running benchmarks")
	list := fs.Bool("list", false, "list the reproductions and exit")
	root := fs.String("root", ".", "module root (the folder holding go.mod)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *list {
		for _, r := range reproductions {
			fmt.Fprintf(stdout, "%-24s %s\n", r.name, r.summary)
		}
		return nil
	}
	if _, err := os.Stat(filepath.Join(*root, "go.mod")); err != nil {
		return usagef("reproduce: -root %s holds no go.mod; run from the cctree module root or pass -root", *root)
	}
	todo := reproductions
	if *only != "" {
		todo = nil
		for _, n := range strings.Split(*only, ",") {
			i := slices.IndexFunc(reproductions, func(r reproduction) bool { return r.name == n })
			if i < 0 {
				return usagef("reproduce: -only: no reproduction %q (cctree reproduce -list shows them)", n)
			}
			todo = append(todo, reproductions[i])
		}
	}
	dataDir := filepath.Join(*root, "reports", "data")
	if err := os.MkdirAll(dataDir, 0o777); err != nil {
		return err
	}
	tty := false
	if f, ok := stderr.(*os.File); ok {
		tty = term.IsTerminal(int(f.Fd()))
	}
	for i, r := range todo {
		data := filepath.Join(dataDir, r.name+".txt")
		dir := filepath.Join(*root, "reports", r.name)
		if r.run != nil {
			if !tty {
				fmt.Fprintf(stderr, "[%d/%d] %s\n", i+1, len(todo), r.name)
			}
			paths, err := r.run(ctx, data, dir)
			if err != nil {
				return fmt.Errorf("reproduce: %s: %w", r.name, err)
			}
			for _, p := range paths {
				fmt.Fprintln(stdout, p)
			}
			continue
		}
		if !*renderOnly {
			desc := fmt.Sprintf("[%d/%d] %s", i+1, len(todo), r.name)
			if err := runBench(ctx, *root, r, data, desc, tty, stderr); err != nil {
				return err
			}
		}
		res, err := reports.ReadFiles(data)
		if err != nil {
			return fmt.Errorf("reproduce: %s: %w", r.name, err)
		}
		for _, w := range append(res.Warnings, res.Check()...) {
			fmt.Fprintf(stderr, "cctree: reproduce: %s: warning: %s\n", r.name, w)
		}
		var paths []string
		if r.grids {
			paths, err = reports.RenderGrids(ctx, res, dir)
		} else {
			paths, err = reports.Render(ctx, res, dir, reports.Options{Baseline: r.baseline})
		}
		if err != nil {
			return fmt.Errorf("reproduce: %s: %w", r.name, err)
		}
		for _, p := range paths {
			fmt.Fprintln(stdout, p)
		}
	}
	return nil
}

// runBench runs one reproduction's benchmarks into data, atomically: the output goes to a
// temporary file renamed over data only when go test succeeded. On a terminal a progress bar
// counts the benchmark results as they arrive.
func runBench(ctx context.Context, root string, r reproduction, data, desc string, tty bool, stderr io.Writer) error {
	tmp, err := os.CreateTemp(filepath.Dir(data), "."+r.name+"-*.txt")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	cmd := exec.CommandContext(ctx, "go", "test", "./bench", "-run", "^$", "-bench", r.bench, "-benchtime", "1x", "-benchmem", "-timeout", "0")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), r.env...)
	var errBuf bytes.Buffer
	cmd.Stderr = &errBuf
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	bar := progressbar.NewOptions(-1, progressbar.OptionSetWriter(stderr), progressbar.OptionSetDescription(desc),
		progressbar.OptionShowCount(), progressbar.OptionSetVisibility(tty), progressbar.OptionClearOnFinish(),
		progressbar.OptionThrottle(100*time.Millisecond))
	if !tty {
		fmt.Fprintf(stderr, "%s: go test -bench '%s' %s\n", desc, r.bench, strings.Join(r.env, " "))
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("reproduce: %s: %w", r.name, err)
	}
	w := bufio.NewWriter(tmp)
	sc := bufio.NewScanner(out)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		w.WriteString(line)
		w.WriteByte('\n')
		if strings.HasPrefix(line, "Benchmark") && strings.Contains(line, "\t") {
			n++
			bar.Add(1)
		}
	}
	waitErr := cmd.Wait()
	bar.Finish()
	if err := w.Flush(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if waitErr != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("reproduce: %s: interrupted; %s left as it was", r.name, data)
		}
		tail := strings.TrimSpace(errBuf.String())
		if len(tail) > 2000 {
			tail = tail[len(tail)-2000:]
		}
		return fmt.Errorf("reproduce: %s: go test failed (%v); %s left as it was:\n%s", r.name, waitErr, data, tail)
	}
	if n == 0 {
		return fmt.Errorf("reproduce: %s: the pattern %q ran no benchmark; %s left as it was", r.name, r.bench, data)
	}
	if !tty {
		fmt.Fprintf(stderr, "%s: %d results in %v\n", desc, n, time.Since(start).Round(time.Second))
	}
	return os.Rename(tmp.Name(), data)
}

// reproduceOI estimates the Opponent Impact factor with cctree oi on the star73 intermediate
// positions, at depths 1-3, with the default (normalised) heuristic and with raw progress, keeps
// the oi lines in data and renders them as one table.
func reproduceOI(ctx context.Context, data, dir string) ([]string, error) {
	var raw bytes.Buffer
	for _, ev := range []string{"share", "progress"} {
		for _, d := range []string{"1", "2", "3"} {
			args := []string{"-suite", "mid", "-board", "star73", "-depth", d, "-eval", ev, "-samples", "200", "-seed", "1"}
			if err := runOI(ctx, &raw, io.Discard, args); err != nil {
				return nil, err
			}
		}
	}
	if err := writeFileAtomic(data, raw.Bytes()); err != nil {
		return nil, err
	}
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(raw.String()), "\n") {
		kv := map[string]string{}
		for _, f := range strings.Fields(line) {
			k, v, _ := strings.Cut(f, "=")
			kv[k] = v
		}
		rows = append(rows, []string{kv["eval"], kv["depth"], kv["players"], kv["samples"], kv["oi"], kv["pair_oi"]})
	}
	header := []string{"evaluation", "depth", "players", "states", "OI", "OI per opponent"}
	intro := "Opponent Impact (Zuckerman, Felner & Kraus §5): the share of sampled states in which the player to move has moves " +
		"that give some opponent at least two different values; \"OI per opponent\" counts (state, opponent) pairs. " +
		"share is the default heuristic (normalised progress), progress the unnormalised distance gain. States: star73 " +
		"intermediate positions played on 0-60 plies, 200 per player count (data: reports/data/opponent-impact.txt, from cctree oi).\n\n"
	files := map[string][]byte{}
	for _, f := range []struct {
		ext string
		fmt reports.Format
	}{{".md", reports.Markdown}, {".txt", reports.Text}} {
		var b bytes.Buffer
		title := "Opponent Impact of Chinese Checkers by player count"
		if f.fmt == reports.Markdown {
			b.WriteString("## " + title + "\n\n")
		} else {
			b.WriteString(title + "\n" + strings.Repeat("=", len(title)) + "\n\n")
		}
		b.WriteString(intro)
		if err := reports.WriteTable(&b, f.fmt, header, "LRRRRR", rows); err != nil {
			return nil, err
		}
		files["opponent-impact"+f.ext] = b.Bytes()
	}
	return reports.WriteFiles(ctx, dir, []string{"opponent-impact.md", "opponent-impact.txt"}, files)
}

// writeFileAtomic writes data to path through a temporary file in the same folder.
func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
