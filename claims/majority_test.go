package claims

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestMajoritySimulated: the majority rule's error rates, over normal differences of SE 3
// points and the 5-point margin. Its "reproduced" when only half the circumstances are truly
// won (the others each with one difference of 0) at most 5% of the time; its "not reproduced"
// when more than half are truly won by exactly the margin at most 5%; "contradicted" with
// every difference 0 at most 5%; and its stated power within 2 points of the rate measured.
func TestMajoritySimulated(t *testing.T) {
	const runs, se, margin = 4000, 0.03, 0.05
	rng := rand.New(rand.NewPCG(45, 7))
	// rate draws every difference of truth (one slice per circumstance) with SE se and returns
	// how often the rule says want.
	rate := func(truth [][]float64, of int, want string) float64 {
		var mu []float64
		var groups []int
		for g, ds := range truth {
			for _, d := range ds {
				mu, groups = append(mu, d), append(groups, g)
			}
		}
		ses := make([]float64, len(mu))
		for i := range ses {
			ses[i] = se
		}
		hit := 0
		x := make([]float64, len(mu))
		for range runs {
			for i, m := range mu {
				x[i] = m + se*rng.NormFloat64()
			}
			if tallyMajority(x, ses, groups, of, margin, Alpha).verdict() == want {
				hit++
			}
		}
		return float64(hit) / runs
	}
	big := 0.20
	for _, c := range []struct {
		name  string
		truth [][]float64
		of    int
		want  string
		most  float64 // the rate may be at most this
	}{
		{"half won, 4 of 5 played", [][]float64{{big, big}, {big, big, big, big}, {0, big}, {big, 0}}, 5, Reproduced, 0.05},
		{"half won, all 4 played", [][]float64{{big, big}, {big, big, big, big}, {0, big}, {big, 0}}, 4, Reproduced, 0.05},
		{"half won, one pair each", [][]float64{{big}, {big}, {big}, {0}, {0}, {0}}, 6, Reproduced, 0.05},
		{"3 of 5 won by the margin", [][]float64{{margin, margin}, {margin, margin, margin, margin}, {margin, margin}, {0, 0}}, 5, NotReproduced, 0.05},
		{"3 of 4 won by the margin", [][]float64{{margin, margin}, {margin, margin, margin, margin}, {margin, margin}, {0, 0}}, 4, NotReproduced, 0.05},
		{"no effect anywhere", [][]float64{{0, 0}, {0, 0, 0, 0}, {0, 0}, {0, 0}}, 4, Contradicted, 0.05},
	} {
		if r := rate(c.truth, c.of, c.want); r > c.most {
			t.Errorf("%s: %q %.3f of the time, want at most %.2f", c.name, c.want, r, c.most)
		} else {
			t.Logf("%s: %q %.3f of the time", c.name, c.want, r)
		}
	}
	// The stated power (simulated at the paper's differences with ours' covariance) against the
	// rate measured with another generator.
	for _, d := range []float64{0.06, 0.08, 0.12} {
		truth := [][]float64{{d, d}, {d, d, d, d}, {d, d}, {d, d}}
		var ps, os []Estimate
		var groups []int
		for g, ds := range truth {
			for _, v := range ds {
				ps = append(ps, Estimate{Value: v, SE: se})
				os = append(os, Estimate{Value: v, SE: se})
				groups = append(groups, g)
			}
		}
		dec := majority(Estimate{Value: math.NaN(), Parts: ps}, Estimate{Value: math.NaN(), Parts: os}, groups, 5, margin, Alpha, true)
		got := rate(truth, 5, Reproduced)
		if math.Abs(dec.Power-got) > 0.02 {
			t.Errorf("every difference %+.2f: power %.3f stated, %.3f measured", d, dec.Power, got)
		} else {
			t.Logf("every difference %+.2f: power %.3f stated, %.3f measured", d, dec.Power, got)
		}
	}
}

// TestMajorityTally pins the rule on hand-made differences: a circumstance is won only when
// every difference is above 0, lost by one difference shown under the margin, and the count
// is of the claim's circumstances, those not played included.
func TestMajorityTally(t *testing.T) {
	se := []float64{0.01, 0.01, 0.01, 0.01, 0.01}
	for _, c := range []struct {
		vals   []float64
		groups []int
		of     int
		want   string
	}{
		{[]float64{0.2, 0.2, 0.2, 0.2, 0.2}, []int{0, 0, 1, 2, 2}, 5, Reproduced},      // 3 of 5 won
		{[]float64{0.2, 0.2, 0.2, 0.2, 0.2}, []int{0, 0, 1, 2, 2}, 6, Inconclusive},    // 3 of 6 is not most; 3 unplayed
		{[]float64{0.2, 0.0, 0.2, 0.2, 0.2}, []int{0, 0, 1, 2, 2}, 5, Inconclusive},    // circumstance 0 lost: 2 won, 1 lost, 2 unplayed
		{[]float64{0.0, 0.0, 0.0, 0.2, 0.2}, []int{0, 0, 1, 2, 2}, 4, NotReproduced},   // 2 of 4 lost: at most 2 can be won
		{[]float64{-0.2, -0.2, -0.2, 0.2, 0.2}, []int{0, 1, 2, 3, 3}, 5, Contradicted}, // 3 of 5 against
	} {
		if got := tallyMajority(c.vals, se, c.groups, c.of, 0.05, Alpha).verdict(); got != c.want {
			t.Errorf("%v in %v of %d: %q, want %q", c.vals, c.groups, c.of, got, c.want)
		}
	}
}
