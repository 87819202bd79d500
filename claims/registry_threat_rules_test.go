package claims

import (
	"math"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"gonum.org/v1/gonum/stat"
)

// TestRatioOfMeansSimulated: the paired ratio's 95% interval covers the true ratio about 95% of
// the time for 50 trials of skewed, correlated node counts (a log-normal tree size per trial
// shared by both searchers, times each searcher's own log-normal noise), at savings of 0 and 20%.
func TestRatioOfMeansSimulated(t *testing.T) {
	const runs, n = 4000, 50
	for _, saving := range []float64{0, 0.2} {
		rng := rand.New(rand.NewPCG(7, uint64(100*saving)))
		// E[exp(σZ)] = exp(σ²/2): the treated searcher's mean is (1 - saving) times the base's.
		covered := 0
		for range runs {
			base, d := make([]float64, n), make([]float64, n)
			for i := range n {
				size := math.Exp(0.5 * rng.NormFloat64())
				b := size * math.Exp(0.2*rng.NormFloat64())
				x := (1 - saving) * size * math.Exp(0.2*rng.NormFloat64())
				base[i], d[i] = b, b-x
			}
			e := ratioOfMeans(d, base)
			if e.Lo <= saving && saving <= e.Hi {
				covered++
			}
		}
		rate := float64(covered) / runs
		t.Logf("saving %.2f: covered %.4f", saving, rate)
		if math.Abs(rate-0.95) > 0.01 {
			t.Errorf("saving %.2f: the 95%% interval covered %.3f of the time", saving, rate)
		}
	}
}

// TestPairedGap: on the committed protocol data a rule's paired saving against BRS is the
// saving of the unpaired rows (the same ratio of means), with a smaller SE where the trials are
// correlated; a gap of a rule with itself is 0 with SE 0; a cell without trials is an error.
func TestPairedGap(t *testing.T) {
	data := filepath.Join("..", "reports", "data")
	c := ruleCell{"threat-ads-protocol.txt", protocol("012345", "initial"), 4, 5, "cc 012345 initial"}
	paired, err := pairedGap(data, c, []string{"brs(threat=mtf)"}, []string{"brs"})
	if err != nil {
		t.Fatal(err)
	}
	unpaired, err := saving("threat-ads-protocol.txt", c.group, "brs", "brs(threat=mtf)", 4)(data)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(paired.Value-unpaired.Value) > 1e-12 {
		t.Errorf("paired saving %v, unpaired %v: the same ratio of means", paired.Value, unpaired.Value)
	}
	nb, _ := sample(data, c.file, c.group, "brs", 4)
	nt, _ := sample(data, c.file, c.group, "brs(threat=mtf)", 4)
	if stat.Correlation(nb.NC, nt.NC, nil) > 0.3 && !(paired.SE < unpaired.SE) {
		t.Errorf("correlated trials: paired SE %v not below the unpaired %v", paired.SE, unpaired.SE)
	}
	self, err := pairedGap(data, c, []string{"brs(threat=pos)"}, []string{"brs(threat=pos)"})
	if err != nil || self.Value != 0 || self.SE != 0 {
		t.Errorf("a rule against itself: %+v, %v", self, err)
	}
	// Three-player cells: every rule orders two opponents alike, so every gap is exactly 0
	// (ruleDistinct leaves these cells out of the rule rows).
	c3 := ruleCell{"threat-ads-protocol.txt", protocol("024", "mid"), 4, 2, "cc 024 mid"}
	g, err := pairedGap(data, c3, []string{"brs(threat=transpose)"}, []string{"brs(threat=mtf)"})
	if err != nil || g.Value != 0 {
		t.Errorf("two opponents: Transposition and Move-to-Front differ by %v (%v)", g.Value, err)
	}
	bad := ruleCell{"threat-ads-protocol.txt", protocol("012345", "initial"), 3, 5, ""}
	if _, err := pairedGap(data, bad, []string{"brs(threat=mtf)"}, []string{"brs"}); err == nil {
		t.Error("a depth without trials passed")
	}
}
