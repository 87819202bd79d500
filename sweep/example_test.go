package sweep_test

import (
	"context"
	"log"
	"os"

	"github.com/cctree/cctree/sweep"
)

// Example measures tree growth in process: Paranoid and BRS+ at depths 1 and 2 over the 50
// four-player star73 positions of the mid suite, written as benchmark lines (the exact counts
// only: the same bytes on every machine and worker count) that benchstat and cctree report read.
func Example() {
	cases, err := sweep.Selection{Algos: []string{"paranoid", "brs+"}, Depths: "1-2", Board: "star73", Seats: "0134"}.Cases()
	if err != nil {
		log.Fatal(err)
	}
	if err := sweep.Run(context.Background(), os.Stdout, cases, sweep.Options{Counts: true}); err != nil {
		log.Fatal(err)
	}
	// Output:
	// Unit nodes/op assume=exact
	// Unit nodes/pos assume=exact
	// Unit leaves/op assume=exact
	// Unit leaves/s better=higher
	// Unit moves/s better=higher
	// Unit nodes/s better=higher
	// pkg: github.com/cctree/cctree/bench
	//
	// BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=paranoid/depth=1 1 1910 nodes/op 38.2 nodes/pos
	// BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=paranoid/depth=2 1 5930 nodes/op 118.6 nodes/pos
	// BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=brs+/depth=1 1 1910 nodes/op 38.2 nodes/pos
	// BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=brs+/depth=2 1 5930 nodes/op 118.6 nodes/pos
}
