package experiments

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/search/mpmix"
	"github.com/cctree/cctree/sweep"
)

// TestOIRiskCommitted measures Risk's Opponent Impact at depths 1 and 2, under both values, as the experiment
// opponent-impact-risk does (its parameters, oiRisk) and finds the committed data's lines for
// those depths, so the claims read what `make reports ONLY=opponent-impact-risk` makes (the
// deeper depths take minutes; the same code makes them), and checks the file holds one line per
// depth 1-9.
func TestOIRiskCommitted(t *testing.T) {
	if testing.Short() {
		t.Skip("samples 2,000 Risk states; run without -short")
	}
	b, err := os.ReadFile(filepath.Join("..", "reports", "data", "opponent-impact-risk.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 2*oiRisk.depths {
		t.Fatalf("%d lines in the committed data, want one per evaluation and depth 1-%d", len(lines), oiRisk.depths)
	}
	for i, ev := range []mpmix.Eval{mpmix.EvalShare, mpmix.EvalProgress} {
		for d := 1; d <= 2; d++ {
			var got bytes.Buffer
			o := sweep.GameOI{Game: oiRisk.spec, Deals: oiRisk.deals, Samples: oiRisk.samples, Seed: 1, Depth: d, Plies: oiRisk.plies, Eval: ev}
			if err := o.Run(context.Background(), &got); err != nil {
				t.Fatal(err)
			}
			if g, want := strings.TrimSpace(got.String()), lines[i*oiRisk.depths+d-1]; g != want {
				t.Errorf("%s, depth %d: measured\n%s\ncommitted\n%s", ev, d, g, want)
			}
		}
	}
}
