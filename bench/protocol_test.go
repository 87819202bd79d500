package bench

import (
	"context"
	"testing"

	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/sweep"
)

// BenchmarkProtocol reports each trial of Polk & Oommen's protocol (sweep.Trial) as nodes/op,
// one sub-benchmark per trial, so that cctree report can compute means, SDs and Mann-Whitney
// tests over the trials. The default matrix is a small check; -cctree.matrix full (or
// CCTREE_MATRIX=full) is the paper's experiment on Chinese Checkers, -cctree.protocol games (or
// virus, focus; CCTREE_PROTOCOL) its experiments on the Virus Game and Focus.
func BenchmarkProtocol(b *testing.B) {
	trials, err := sweep.ProtocolTrials(protocolMatrix())
	if err != nil {
		b.Fatal(err)
	}
	for _, t := range trials {
		name, _ := cutFamily(string(t.Name()))
		if t.Game != "" {
			b.Run(name, func(b *testing.B) { benchGameTrial(b, t) })
			continue
		}
		b.Run(name, func(b *testing.B) {
			sr, err := searchers.New(t.Algo)
			if err != nil {
				b.Fatal(err)
			}
			start, err := t.Start(suites)
			if err != nil {
				b.Fatal(err)
			}
			var nc int64
			for b.Loop() {
				if nc, _, err = t.Play(context.Background(), sr, start); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(nc), "nodes/op")
		})
	}
}

// benchGameTrial is BenchmarkProtocol's op for a trial of a game other than Chinese Checkers.
func benchGameTrial(b *testing.B, t sweep.Trial) {
	start, err := t.StartGame(suites)
	if err != nil {
		b.Fatal(err)
	}
	sr, err := t.NewGameSearcher(start)
	if err != nil {
		b.Fatal(err)
	}
	var nc int64
	for b.Loop() {
		if nc, _, err = t.PlayGame(context.Background(), sr, start); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(nc), "nodes/op")
}
