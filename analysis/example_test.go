package analysis_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/table"
)

// Two searchers on three positions at depths 1 and 2: the Markdown tables of the report.
// By hand, paranoid at depth 2: mean (160+190+250)/3 = 200, SD sqrt((40²+10²+50²)/2) = 45.83,
// CI 200 ± 4.303·45.83/√3 = [86.16, 313.8]; every paranoid count exceeds every brs count, so
// U = 0 and p = 2/C(6,3) = 0.1; d = (120-200)/sqrt((2·20² + 2·45.83²)/4) = -2.26,
// Δ = (120-200)/20 = -4.
func ExampleReport_WriteTables() {
	var in strings.Builder
	in.WriteString("Unit nodes/op assume=exact\n")
	for _, r := range []struct {
		algo  string
		depth int
		nc    [3]int
	}{
		{"brs", 1, [3]int{30, 34, 38}}, {"brs", 2, [3]int{100, 120, 140}},
		{"paranoid", 1, [3]int{30, 34, 38}}, {"paranoid", 2, [3]int{160, 190, 250}},
	} {
		for i, nc := range r.nc {
			fmt.Fprintf(&in, "BenchmarkSearchPos/board=star73/seats=024/suite=mid/algo=%s/depth=%d/pos=star73_024_%03d-2 1 %d nodes/op\n", r.algo, r.depth, i, nc)
		}
	}
	res := analysis.NewResults()
	if err := res.Read(strings.NewReader(in.String()), "example.txt"); err != nil {
		fmt.Println(err)
		return
	}
	for _, rep := range res.Reports("brs") {
		rep.WriteTables(os.Stdout, table.Markdown)
	}
	// Output:
	// # Tree size vs depth — star73, 3 players (seats 024), intermediate positions (n=3)
	//
	// ![Tree size vs depth — star73, 3 players (seats 024), intermediate positions (n=3)](search-star73-024-mid.svg)
	//
	// NC is the Node Count (nodes searched) per position; n the number of positions; SD the sample standard deviation; CI the 95% confidence interval of the mean (Student t); growth = mean NC / mean NC one ply shallower (effective branching factor).
	//
	// ## Tree growth
	//
	// | searcher | depth | n | mean NC |    SD |         95% CI | growth |
	// |:---------|------:|--:|--------:|------:|---------------:|-------:|
	// | brs      |     1 | 3 |   34.00 | 4.000 | [24.06, 43.94] |      - |
	// | brs      |     2 | 3 |   120.0 | 20.00 | [70.32, 169.7] |   3.53 |
	// | paranoid |     1 | 3 |   34.00 | 4.000 | [24.06, 43.94] |      - |
	// | paranoid |     2 | 3 |   200.0 | 45.83 | [86.16, 313.8] |   5.88 |
	//
	// ## Overall growth per ply
	//
	// (mean NC at the deepest depth / mean NC at the shallowest)^(1 / (deepest - shallowest)).
	//
	// | searcher | depths | growth per ply |
	// |:---------|-------:|---------------:|
	// | brs      |    1–2 |           3.53 |
	// | paranoid |    1–2 |           5.88 |
	//
	// ## Compared with brs
	//
	// On the positions both searchers have. diff = (mean - baseline mean) / baseline mean; p = two-sided Mann-Whitney U test; d = (baseline mean - mean) / pooled SD (Cohen's d, pooled SD = sqrt(((n1-1)s1² + (n2-1)s2²) / (n1+n2-2))); Δ = (baseline mean - mean) / baseline SD (Glass's Δ, which Polk & Oommen's published effect sizes match). Positive d and Δ: a smaller tree than the baseline.
	//
	// | depth | searcher       | n | mean NC |    SD |   diff |     p |     d |     Δ |
	// |------:|:---------------|--:|--------:|------:|-------:|------:|------:|------:|
	// |     1 | brs (baseline) | 3 |   34.00 | 4.000 |      - |     - |     - |     - |
	// |     1 | paranoid       | 3 |   34.00 | 4.000 |  +0.0% | 1.000 |  0.00 |  0.00 |
	// |     2 | brs (baseline) | 3 |   120.0 | 20.00 |      - |     - |     - |     - |
	// |     2 | paranoid       | 3 |   200.0 | 45.83 | +66.7% | 0.100 | -2.26 | -4.00 |
}
