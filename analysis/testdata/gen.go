//go:build ignore

// gen writes the synthetic benchmark result files of the reports tests (go run gen.go in this
// directory). Node counts follow NC = size(pos) · b(algo)^depth · noise, rounded: made up, but
// shaped like the real thing (a per-position size, a per-searcher branching factor, spread).
package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
)

const units = "Unit nodes/op assume=exact\nUnit nodes/pos assume=exact\n"

var header = "goos: linux\ngoarch: amd64\npkg: cctree/bench\ncpu: synthetic\n"

type algo struct {
	name   string
	b      float64
	depths int
}

func nc(rng *rand.Rand, size, b float64, d int) float64 {
	return math.Round(size * math.Pow(b, float64(d)) * (0.8 + 0.4*rng.Float64()))
}

// search writes SearchPos results for every position and the Search aggregate of each
// (algo, depth) to sb, count times.
func search(sb *strings.Builder, seed uint64, board, seats, suite string, algos []algo, npos int, procs string, count int) {
	rng := rand.New(rand.NewPCG(seed, 1))
	sizes := make([]float64, npos)
	for i := range sizes {
		sizes[i] = 5 + 25*rng.Float64()
	}
	var lines []string
	for _, a := range algos {
		for d := 1; d <= a.depths; d++ {
			var sum float64
			for i := 0; i < npos; i++ {
				v := nc(rng, sizes[i], a.b, d)
				sum += v
				lines = append(lines, fmt.Sprintf("BenchmarkSearchPos/board=%s/seats=%s/suite=%s/algo=%s/depth=%d/pos=%s_%s_%03d%s \t       1\t%12.0f nodes/op\t        38.00 ns/node",
					board, seats, suite, a.name, d, board, seats, i, procs, v))
			}
			lines = append(lines, fmt.Sprintf("BenchmarkSearch/board=%s/seats=%s/suite=%s/algo=%s/depth=%d%s \t       1\t%12.0f nodes/op\t%14s nodes/pos\t        38.00 ns/node\t 0.001 sec/op\t       0 B/op\t       0 allocs/op",
				board, seats, suite, a.name, d, procs, sum, trimFloat(sum/float64(npos))))
		}
	}
	for c := 0; c < count; c++ {
		for _, l := range lines {
			sb.WriteString(l + "\n")
		}
	}
}

// trimFloat formats like the testing package's custom metrics (prettyPrint): no decimals from
// 99.95 up.
func trimFloat(x float64) string {
	switch {
	case x == 0 || math.Abs(x) >= 99.95:
		return fmt.Sprintf("%.0f", x)
	case math.Abs(x) >= 9.995:
		return fmt.Sprintf("%.1f", x)
	}
	return fmt.Sprintf("%.2f", x)
}

func protocol(sb *strings.Builder, seed uint64, board, seats string, algos []algo, trials int) {
	rng := rand.New(rand.NewPCG(seed, 2))
	for _, a := range algos {
		for t := 1; t <= trials; t++ {
			v := math.Round(1e5 * a.b * (0.6 + 0.8*rng.Float64()))
			sb.WriteString(fmt.Sprintf("BenchmarkProtocol/board=%s/seats=%s/suite=initial/algo=%s/depth=4/trial=%d \t       1\t%12.0f nodes/op\n", board, seats, a.name, t, v))
		}
	}
}

// games writes the lines of games other than Chinese Checkers (game=G in place of board= and
// seats=): per-position searches and their aggregates on two player counts of one game, and
// protocol trials of two player counts.
func games(sb *strings.Builder, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 3))
	for _, n := range []int{3, 4} {
		game := fmt.Sprintf("virus(players=%d)", n)
		for _, a := range []algo{{"brs", 3, 3}, {"brs(threat=mtf)", 2.8, 3}} {
			for d := 1; d <= a.depths; d++ {
				var sum float64
				for i := 0; i < 5; i++ {
					v := nc(rng, 10+float64(i), a.b, d)
					sum += v
					sb.WriteString(fmt.Sprintf("BenchmarkSearchPos/game=%s/suite=mid/algo=%s/depth=%d/pos=virus_%d_%03d \t       1\t%12.0f nodes/op\n", game, a.name, d, n, i, v))
				}
				sb.WriteString(fmt.Sprintf("BenchmarkSearch/game=%s/suite=mid/algo=%s/depth=%d \t       1\t%12.0f nodes/op\t%14s nodes/pos\n", game, a.name, d, sum, trimFloat(sum/5)))
			}
		}
	}
	for _, game := range []string{"focus(players=3)", "focus(players=4)"} {
		for _, a := range []algo{{"brs", 12, 0}, {"brs(threat=mtf)", 10, 0}} {
			for t := 0; t < 8; t++ {
				v := math.Round(1e5 * a.b * (0.6 + 0.8*rng.Float64()))
				sb.WriteString(fmt.Sprintf("BenchmarkProtocol/game=%s/suite=initial/algo=%s/depth=4/trial=%d \t       1\t%12.0f nodes/op\n", game, a.name, t, v))
			}
		}
	}
}

func write(name, s string) {
	if err := os.WriteFile(name, []byte(s), 0o666); err != nil {
		panic(err)
	}
}

func main() {
	var a, b, c, p, agg, g strings.Builder
	// One sweep split across two machines (GOMAXPROCS 2 and 8): maxn and paranoid on one,
	// the best-reply family on the other, which also repeats the paranoid runs.
	for _, sb := range []*strings.Builder{&a, &b, &c, &p, &agg, &g} {
		sb.WriteString(units + header)
	}
	search(&a, 7, "star73", "0134", "mid", []algo{{"maxn", 9, 3}, {"paranoid", 6, 4}}, 12, "-2", 2)
	a.WriteString("PASS\nok  \tcctree/bench\t1.234s\n")
	search(&b, 7, "star73", "0134", "mid", []algo{{"maxn", 9, 3}, {"paranoid", 6, 4}, {"brs", 3.5, 4}, {"brs(threat=mtf)", 3.2, 4}, {"opps(1,inf,2)", 4, 4}}, 12, "-8", 1)
	b.WriteString("PASS\nok  \tcctree/bench\t2.5s\n")
	// GOMAXPROCS 1: no suffix on any name.
	search(&c, 11, "star73", "024", "mid", []algo{{"paranoid", 5, 3}, {"brs", 3, 3}}, 6, "", 1)
	protocol(&p, 3, "star73", "0134", []algo{{"brs", 12, 0}, {"brs(threat=mtf)", 10.5, 0}}, 10)
	protocol(&p, 4, "star73", "024", []algo{{"brs", 7, 0}, {"brs(threat=mtf)", 7, 0}}, 10)
	// Aggregates only (a run without the per-position family).
	for d, v := range []string{"31", "641", "12880"} {
		agg.WriteString(fmt.Sprintf("BenchmarkSearch/board=star121/seats=0134/suite=initial/algo=paranoid/depth=%d-2 \t 1\t%s nodes/op\t%s nodes/pos\t40 ns/node\n", d+1, v, v))
	}
	write("split_a.txt", a.String())
	write("split_b.txt", b.String())
	write("procs1.txt", c.String())
	write("protocol.txt", p.String())
	write("agg_only.txt", agg.String())
	// The other games' names.
	games(&g, 5)
	write("games.txt", g.String())
}
