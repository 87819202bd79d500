package games_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/internal/atomicfile"
	suites "github.com/cctree/cctree/positions"
)

// depthGainFile is where TestMeasureDepthGain writes its table.
const depthGainFile = "../../../reports/data/cards-depth-gain.txt"

// TestMeasureDepthGain measures Sturtevant's depth gain on Hearts and Spades ("in Hearts and
// Spades they increase the average search depth by 1-3 ply"): the depth that plain max^n and
// its shallow, last-branch and speculative pruning complete within a node budget (iterative
// deepening), on every position of the card games' mid suites (3 and 4 players), under the
// points-taken evaluation and its constant-sum form (eval=share), with full information. It
// checks that no pruning completes a shallower depth than plain max^n (each searches a subset
// of its tree) and writes reports/data/cards-depth-gain.txt, one line per search:
//
//	CCTREE_MEASURE=1 go test ./engine/searchers/games -run TestMeasureDepthGain -v
func TestMeasureDepthGain(t *testing.T) {
	if os.Getenv("CCTREE_MEASURE") == "" {
		t.Skip("a measurement; set CCTREE_MEASURE=1")
	}
	const nodes = 100000
	algos := []string{"maxn", "maxn(shallow)", "maxn(lastbranch)", "maxn(speculative)"}
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Sturtevant's depth gain on Hearts and Spades: the depth max^n and its prunings complete within %d nodes\n", nodes)
	fmt.Fprintf(&b, "# (iterative deepening, as cctree search -nodes %d) on each position of positions/suites/<game>/mid.txt (50 per\n", nodes)
	fmt.Fprintf(&b, "# player count), full information, under the game's points evaluation and its constant-sum form (eval=share).\n")
	fmt.Fprintf(&b, "# Written by CCTREE_MEASURE=1 go test ./engine/searchers/games -run TestMeasureDepthGain -v (deterministic).\n")
	fmt.Fprintf(&b, "# game players eval algo position depth nodes\n")
	for _, game := range []string{"hearts", "spades"} {
		s, err := suites.LoadGame(game, "mid")
		if err != nil {
			t.Fatal(err)
		}
		base := map[string]string{"hearts": "eval=points", "spades": "eval=tricks"}[game]
		for _, ev := range []string{base, "eval=share"} {
			for _, p := range s.Positions {
				pos, err := games.Parse(strings.Replace(p.Text, base, ev, 1))
				if err != nil {
					t.Fatal(err)
				}
				plain := 0
				for i, a := range algos {
					sr, err := pos.NewSearcher(a)
					if err != nil {
						t.Fatal(err)
					}
					r, err := sr.Search(context.Background(), pos, search.Limits{Depth: search.MaxPly - 1, Nodes: nodes})
					if err != nil {
						t.Fatal(err)
					}
					if i == 0 {
						plain = r.Depth
					} else if r.Depth < plain {
						t.Errorf("%s %s on %s: depth %d, plain max^n %d", a, ev, p.ID, r.Depth, plain)
					}
					fmt.Fprintf(&b, "%s %d %s %s %s %d %d\n", game, pos.NumPlayers(), strings.TrimPrefix(ev, "eval="), a, p.ID, r.Depth, r.NC)
				}
			}
		}
	}
	if err := atomicfile.WriteFile(depthGainFile, b.Bytes()); err != nil {
		t.Fatal(err)
	}
}
