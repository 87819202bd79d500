package experiments

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/perf/benchfmt"

	"github.com/cctree/cctree/analysis/benchfile"
	"github.com/cctree/cctree/sweep"
)

// benchLine is a result's name and values as one comparable string.
func benchLine(n benchfmt.Name, vs []benchfmt.Value) string {
	s := string(n)
	for _, v := range vs {
		s += fmt.Sprintf(" %v %s", v.Value, v.Unit)
	}
	return s
}

// TestThreatGapCommitted checks each Threat-ADS gap experiment against what is committed: the
// data file holds exactly the experiment's trials, in order; re-running the first trial of every
// block (variant, seats, start, searcher) gives the committed counts; and rendering the data gives
// the committed tables byte for byte.
func TestThreatGapCommitted(t *testing.T) {
	root := ".."
	for _, e := range gapExperiments {
		t.Run(e.name, func(t *testing.T) {
			data := filepath.Join(root, "reports", "data", e.name+".txt")
			raw, err := os.ReadFile(data)
			if err != nil {
				t.Fatal(err)
			}
			f, err := benchfile.Read(bytes.NewReader(raw), data)
			if err != nil {
				t.Fatal(err)
			}
			trials := e.trials()
			if want := len(e.variants) * len(gapSeats) * 2 * 2 * gapTrials; len(trials) != want || len(f.Results) != want {
				t.Fatalf("%d trials, %d committed results, want %d", len(trials), len(f.Results), want)
			}
			var first []sweep.Trial
			var firstLines []string
			for i, tr := range trials {
				if got := string(f.Results[i].Name); got != string(tr.Name()) {
					t.Fatalf("result %d is %s, want %s", i, got, tr.Name())
				}
				if tr.T == 0 {
					first = append(first, tr)
					firstLines = append(firstLines, benchLine(f.Results[i].Name, f.Results[i].Values))
				}
			}
			var out bytes.Buffer
			if err := sweep.RunProtocol(context.Background(), &out, first, sweep.Options{Leaves: true}); err != nil {
				t.Fatal(err)
			}
			g, err := benchfile.Read(&out, "rerun")
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range g.Results {
				if got := benchLine(r.Name, r.Values); got != firstLines[i] {
					t.Errorf("rerun %s, committed %s", got, firstLines[i])
				}
			}
			dir := t.TempDir()
			paths, err := e.render(context.Background(), data, dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range paths {
				got, _ := os.ReadFile(p)
				want, err := os.ReadFile(filepath.Join(root, "reports", e.name, filepath.Base(p)))
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("%s renders differently from the committed file (%v): make reports ONLY=%s", filepath.Base(p), err, e.name)
				}
			}
			if !strings.Contains(string(raw), "leaves/op") {
				t.Error("no leaves/op in the data")
			}
		})
	}
}
