package analysis

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/analysis/table"
)

// TestFmtP checks the p-value cells: no "< 1e-300" (a p that small is printed as computed).
func TestFmtP(t *testing.T) {
	for _, c := range []struct {
		p    float64
		want string
	}{{math.NaN(), "-"}, {1, "1.000"}, {0.0123, "0.012"}, {8.454e-18, "8.5e-18"}, {3.6e-310, "3.6e-310"}, {0, "< 5e-324"}} {
		if got := fmtP(c.p); got != c.want {
			t.Errorf("fmtP(%g) = %q, want %q", c.p, got, c.want)
		}
	}
}

// TestTableNumbers checks the cells the tables print against hand computations.
//
//	paranoid a = 2 4 4 4 5 5 7 9: mean 5, s² = 32/7, SD 2.138
//	  95% CI 5 ± t(0.975, 7)·SD/√8 = 5 ± 2.364624·2.138090/2.828427 = 5 ± 1.787480 = [3.213, 6.787]
//	brs b = 1 2 3 3 3 3 4 5: mean 3, s² = 10/7, SD 1.195
//	  95% CI 3 ± 2.364624·1.195229/2.828427 = 3 ± 0.999238 = [2.001, 3.999]
//	diff = (3 - 5)/5 = -40.0%
//	pooled SD = sqrt((7·32/7 + 7·10/7)/14) = sqrt(3);  d = (5-3)/√3 = 1.1547 → 1.15
//	Δ = (5-3)/sqrt(32/7) = 0.9354 → 0.94
//	p: exact (ties, n <= 25), recomputed here by enumerating the C(16,8) = 12,870 equally
//	likely ways to pick the paranoid midranks out of the pooled sample.
func TestTableNumbers(t *testing.T) {
	a := []float64{2, 4, 4, 4, 5, 5, 7, 9}
	b := []float64{1, 2, 3, 3, 3, 3, 4, 5}
	var in strings.Builder
	for algo, xs := range map[string][]float64{"paranoid": a, "brs": b} {
		for i, x := range xs {
			fmt.Fprintf(&in, "BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=%s/depth=3/pos=star73_0134_%03d 1 %g nodes/op\n", algo, i, x)
		}
	}
	res := NewResults()
	if err := res.Read(strings.NewReader(in.String()), "hand.txt"); err != nil {
		t.Fatal(err)
	}
	reps := res.Reports("paranoid")
	if len(reps) != 1 {
		t.Fatalf("%d reports, want 1", len(reps))
	}
	var out strings.Builder
	if err := reps[0].WriteTables(&out, table.Markdown); err != nil {
		t.Fatal(err)
	}

	// The exact two-sided p by enumeration over midranks.
	pooled := append(slices.Clone(a), b...)
	u := func(mask uint32) float64 { // U of the values in mask against the others
		var s float64
		for i := range pooled {
			for j := range pooled {
				if mask>>i&1 == 1 && mask>>j&1 == 0 {
					switch {
					case pooled[i] > pooled[j]:
						s++
					case pooled[i] == pooled[j]:
						s += 0.5
					}
				}
			}
		}
		return s
	}
	u0 := u(0xff)
	us := min(u0, 64-u0)
	var le, all float64
	for m := uint32(0); m < 1<<16; m++ {
		if bits.OnesCount32(m) == 8 {
			all++
			if u(m) <= us+1e-9 {
				le++
			}
		}
	}
	p := 2 * le / all
	t.Logf("U = %v, exact p = %v", u0, p)

	got := strings.Join(strings.Fields(out.String()), " ")
	for _, want := range []string{
		"| paranoid | 3 | 8 | 5.000 | 2.138 | [3.213, 6.787] |",
		"| brs | 3 | 8 | 3.000 | 1.195 | [2.001, 3.999] |",
		"| 3 | brs | 8 | 3.000 | 1.195 | -40.0% | " + fmtP(p) + " | 1.15 | 0.94 |",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("tables lack %q:\n%s", want, out.String())
		}
	}
	// U by hand: 2 beats 1 and ties 2 (1.5); each 4 beats six and ties one (3 × 6.5); each 5
	// beats seven and ties one (2 × 7.5); 7 and 9 beat all eight: 1.5 + 19.5 + 15 + 16 = 52.
	if u0 != 52 {
		t.Errorf("U = %v, want 52", u0)
	}
}
