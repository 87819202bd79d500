package timedepth

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// A hand-made timed file: two positions, one searcher, depths 1-3.
const data = `pkg: cctree/bench
cpu: test

BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=1/pos=star73_0134_000 1 1000000 ns/op 10 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=1/pos=star73_0134_001 1 3000000 ns/op 30 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_000 1 40000000 ns/op 400 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_001 1 60000000 ns/op 600 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=3/pos=star73_0134_000 1 200000000 ns/op 2000 nodes/op
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=3/pos=star73_0134_001 1 900000000 ns/op 9000 nodes/op
`

func TestReaches(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.txt")
	os.WriteFile(path, []byte(data), 0o666)
	ds, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	d := ds[0]
	rows := d.Rows()
	if len(rows) != 3 || rows[0].Seconds.Mean != 0.002 || rows[2].NsNode != 1e5 {
		t.Fatalf("rows %+v", rows)
	}
	// Cumulative times: position 0: 1, 41, 241 ms; position 1: 3, 63, 963 ms.
	rs, err := d.Reaches([]time.Duration{50 * time.Millisecond, 250 * time.Millisecond, time.Second})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		depths []int
		capped int
		mean   float64
	}{
		{[]int{0, 1, 1, 0}, 0, 1.5}, // 50 ms: depth 2 on position 0 (41 ms), depth 1 on position 1 (63 ms > 50)
		{[]int{0, 0, 1, 1}, 1, 2.5}, // 250 ms: 3 (241 ms) and 2 (963 ms > 250)
		{[]int{0, 0, 0, 2}, 2, 3},   // 1 s: both complete depth 3, the deepest measured
	}
	for i, w := range want {
		r := rs[i]
		if !slices.Equal(r.Depths, w.depths) || r.Capped != w.capped || r.Mean != w.mean {
			t.Errorf("%v: depths %v capped %d mean %v, want %v %d %v", r.Budget, r.Depths, r.Capped, r.Mean, w.depths, w.capped, w.mean)
		}
	}
	var b strings.Builder
	if err := d.WriteTables(&b, 0, Budgets); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "brs") {
		t.Error(b.String())
	}
	if _, err := d.Figure(Budgets); err != nil {
		t.Fatal(err)
	}
}

func TestCountsFileRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.txt")
	os.WriteFile(path, []byte("pkg: cctree/bench\n\nBenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=1/pos=star73_0134_000 1 10 nodes/op\n"), 0o666)
	if _, err := Read(path); err == nil || !strings.Contains(err.Error(), "sec/op") {
		t.Errorf("a counts file: %v", err)
	}
}
