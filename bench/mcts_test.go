package bench

import (
	"context"
	"fmt"
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/positions"
)

// mctsSpecs are BenchmarkMCTS's searchers: the three policies, Progressive History, MCTS-OMA-PW,
// and uniformly random playouts (eps=1: every playout move drawn from the whole move list).
var mctsSpecs = []string{"mcts", "mcts(policy=paranoid,ph=on)", "mcts(policy=brs)", "mcts(oma=on,pw=on)", "mcts(eps=1)"}

// BenchmarkMCTS: one op searches the first 10 positions of a group of the mid suite (each seat
// set of star73 and star121) with a Reset MCTS searcher at 1000 iterations. It reports ns/iter,
// ns/ply (the op's time over its playout plies and descents, NC - 1 per search: every position
// entered), plies/s (playout plies), tree-nodes/op, B/tree-node (the pool's bytes per node) and
// allocations (0: a warm-up pass grows the pool first). Beside each group,
// op=perft-interior times bulk perft to depth 2 from the same positions and reports
// ns/interior, the time per interior node (the root and its children, each child counting its own
// children in bulk), so the two costs are measured in one run: their ratio is a playout ply's
// price in bulk-perft interior nodes.
func BenchmarkMCTS(b *testing.B) {
	su, err := positions.Load("mid")
	if err != nil {
		b.Fatal(err)
	}
	for _, cnt := range su.Counts() {
		var states []*game.State
		for _, p := range su.Positions {
			if p.Board() == cnt.Board && p.Seats() == cnt.Seats && len(states) < 10 {
				s, err := p.State()
				if err != nil {
					b.Fatal(err)
				}
				states = append(states, s)
			}
		}
		group := fmt.Sprintf("board=%s/seats=%s/suite=mid", cnt.Board, cnt.Seats)
		for _, text := range mctsSpecs {
			sp := searchers.MustParse(text)
			b.Run(group+"/algo="+sp.String()+"/iters=1000", func(b *testing.B) {
				sr := sp.New()
				var st search.Stats
				var nc int64
				for _, s := range states { // warm-up: the pool grows to the searches' size
					sr.Search(context.Background(), s, search.Limits{Iterations: 1000})
				}
				b.ReportAllocs()
				for b.Loop() {
					st, nc = search.Stats{}, 0
					for _, s := range states {
						sr.Reset()
						r := sr.Search(context.Background(), s, search.Limits{Iterations: 1000})
						st.Iterations += r.Stats.Iterations
						st.TreeNodes += r.Stats.TreeNodes
						st.PlayoutPlies += r.Stats.PlayoutPlies
						nc += r.NC - 1
					}
				}
				ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
				b.ReportMetric(ns/float64(st.Iterations), "ns/iter")
				b.ReportMetric(ns/float64(nc), "ns/ply")
				b.ReportMetric(float64(st.PlayoutPlies)/ns*1e9, "plies/s")
				b.ReportMetric(float64(st.TreeNodes), "tree-nodes/op")
				b.ReportMetric(float64(sr.(interface{ NodeBytes() int }).NodeBytes()), "B/tree-node")
			})
		}
		b.Run(group+"/op=perft-interior", func(b *testing.B) {
			var pf game.Perfter
			var buf [game.MaxMoves]game.Move
			interior := 0
			for _, s := range states {
				interior += 1 + len(s.Moves(buf[:0]))
			}
			for b.Loop() {
				for _, s := range states {
					pf.Perft(s, 2)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(interior), "ns/interior")
		})
	}
}
