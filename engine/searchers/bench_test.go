package searchers_test

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/searchers"
)

func TestMain(m *testing.M) {
	fmt.Println("Unit nodes/op assume=exact")
	os.Exit(m.Run())
}

// benchSpecs are the searchers BenchmarkSearch measures.
var benchSpecs = []string{
	"maxn", "maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)",
	"paranoid", "paranoid(noprune)", "brs", "brs(noprune)", "brs+", "brs+(noprune)",
	"opps(1,5,1)", "opps(1,5,1,noprune)", "opps(2,8,5)", "opps(1,inf,2)",
	"brs(threat=mtf)", "mpmix(td=0.05,to=0.1)",
}

// BenchmarkSearch searches a suite of 4-player star73 midgame positions (searchtest.Midgame, seed
// 1) per op and reports the suite's NC as nodes/op (deterministic), ns/node and Mnodes/s.
// brs(noprune) at depth 4 takes about 4 s per op (1.2*10^8 nodes). Every position is searched
// after a Reset, so adaptive searchers (brs(threat=mtf)) start each position afresh and nodes/op
// stays exact.
func BenchmarkSearch(b *testing.B) {
	const boardName, seats, n = "star73", "0134", 8
	suite := searchtest.Midgame(1, n, boardName, seats)
	for _, depth := range []int{3, 4} {
		for _, spec := range benchSpecs {
			name := fmt.Sprintf("board=%s/seats=%s/suite=mid%d/algo=%s/depth=%d", boardName, seats, n, spec, depth)
			b.Run(name, func(b *testing.B) {
				sr, err := searchers.New(spec)
				if err != nil {
					b.Fatal(err)
				}
				var nodes int64
				var el time.Duration
				for b.Loop() {
					nodes = 0
					for _, s := range suite {
						sr.Reset()
						r := sr.Search(context.Background(), s, search.Limits{Depth: depth})
						nodes += r.NC
						el += r.Elapsed
					}
				}
				b.ReportMetric(float64(nodes), "nodes/op")
				total := float64(nodes) * float64(b.N)
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/total, "ns/node")
				b.ReportMetric(total/el.Seconds()/1e6, "Mnodes/s")
			})
		}
	}
}
