package bench

import _ "embed"

// Baseline is testdata/baseline.txt as this build was made from it: the node counts of the CI
// gate (cctree gate reads and -update writes the file itself). cctree sweep -shard balances its
// split by these counts, so every shard computes the same split whatever its working directory,
// and the shard files record the counts' hash (sweep.Costs), so shards of builds with other
// counts do not merge.
//
//go:embed testdata/baseline.txt
var Baseline []byte
