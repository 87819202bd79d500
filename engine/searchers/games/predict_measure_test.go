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

// predictShallowFile is where TestMeasurePredictShallow writes its table.
const predictShallowFile = "../../../reports/data/spades-predict-shallow.txt"

// predictLeft is the tricks left at the root of every search of the table (claims' predictLeft).
const predictLeft = 4

// TestMeasurePredictShallow measures Sturtevant's §3.3 sentence on a predictive component ("If
// we add a predictive component to the evaluation function, these pruning techniques are much
// less effective") for shallow pruning in Spades, in the contrast the section draws: the points
// taken in the game tree so far, the entire tree searched, against a predictive evaluation at a
// cutoff. From each position of the Spades mid suite (50 per player count) the hand is played on
// to a root with predictLeft tricks left (predictRoot), and plain max^n and maxn(shallow) search
// it, with full information, in four arms:
//
//   - end tricks tree: to the end of the hand (predictLeft tricks of plies), eval=tricks counted
//     from the root (before=, State.Rooted): the entire tree, the points taken in it;
//   - cut predict tree: one trick short of the end, eval=predict counted from the root;
//   - cut tricks tree: one trick short, eval=tricks counted from the root (the side result);
//   - end tricks hand: to the end, eval=tricks counted from the start of the hand.
//
// It checks that shallow pruning gives plain max^n's move and value and enters no more nodes,
// and that counting from the root or from the start of the hand leaves plain max^n's move and
// value (less the tricks before the root) as they are, and writes
// reports/data/spades-predict-shallow.txt, each root's notation then one line per search
// (deterministic: a rerun writes the same bytes; a few seconds):
//
//	CCTREE_MEASURE=1 go test ./engine/searchers/games -run TestMeasurePredictShallow -v
func TestMeasurePredictShallow(t *testing.T) {
	if os.Getenv("CCTREE_MEASURE") == "" {
		t.Skip("a measurement; set CCTREE_MEASURE=1")
	}
	s, err := suites.LoadGame("spades", "mid")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Shallow pruning in Spades, the entire tree under the points taken against a cutoff under the predictive evaluation\n")
	fmt.Fprintf(&b, "# (Sturtevant §3.3; the claims row sturtevant-predict-shallow). From each position of positions/suites/spades/mid.txt\n")
	fmt.Fprintf(&b, "# (50 per player count) the hand is played on, every card the first of the static move ordering, to the start of a\n")
	fmt.Fprintf(&b, "# trick with %d tricks left: the root (its notation on the \"# root\" line, under eval=tricks counted from the root).\n", predictLeft)
	fmt.Fprintf(&b, "# Plain max^n and maxn(shallow), full information, in four arms: end = to the end of the hand (players x %d plies),\n", predictLeft)
	fmt.Fprintf(&b, "# cut = one trick short (players x %d plies); eval tricks or predict (docs/games/spades.md); count tree = the tricks\n", predictLeft-1)
	fmt.Fprintf(&b, "# taken from the root (before=), hand = from the start of the hand. Written by\n")
	fmt.Fprintf(&b, "# CCTREE_MEASURE=1 go test ./engine/searchers/games -run TestMeasurePredictShallow -v (deterministic).\n")
	fmt.Fprintf(&b, "# players arm eval count algo position depth nodes\n")
	arms := []struct {
		arm, eval, count string
		short            int // tricks short of the end
	}{{"end", "tricks", "tree", 0}, {"cut", "predict", "tree", 1}, {"cut", "tricks", "tree", 1}, {"end", "tricks", "hand", 0}}
	for _, p := range s.Positions {
		root := predictRoot(t, p.Text, predictLeft)
		rooted := root.Rooted()
		n := root.NumPlayers()
		fmt.Fprintf(&b, "# root %s %s\n", p.ID, rooted)
		var ends [2]search.ResultOf[string] // plain max^n to the end, counted from the root and from the hand
		for _, a := range arms {
			text := root.String()
			if a.count == "tree" {
				text = rooted.String()
			}
			pos, err := games.Parse(strings.Replace(text, "eval=tricks", "eval="+a.eval, 1))
			if err != nil {
				t.Fatal(err)
			}
			d := (predictLeft - a.short) * n
			var plain search.ResultOf[string]
			for i, algo := range []string{"maxn", "maxn(shallow)"} {
				sr, err := pos.NewSearcher(algo)
				if err != nil {
					t.Fatal(err)
				}
				r, err := sr.Search(context.Background(), pos, search.Limits{Depth: d})
				if err != nil || r.Depth != d || r.Stopped {
					t.Fatalf("%s %s on %s: depth %d of %d, stopped %v, %v", algo, a.eval, p.ID, r.Depth, d, r.Stopped, err)
				}
				if i == 0 {
					plain = r
				} else if r.Move != plain.Move || r.Value != plain.Value || r.NC > plain.NC {
					t.Errorf("%s %s %s %s on %s: %s %v NC %d, plain max^n %s %v NC %d", algo, a.arm, a.eval, a.count, p.ID, r.Move, r.Value, r.NC, plain.Move, plain.Value, plain.NC)
				}
				fmt.Fprintf(&b, "%d %s %s %s %s %s %d %d\n", n, a.arm, a.eval, a.count, algo, p.ID, d, r.NC)
			}
			if a.arm == "end" {
				ends[map[string]int{"tree": 0, "hand": 1}[a.count]] = plain
			}
		}
		// Counted from the root, every leaf's vector is the hand's less the same tricks: the same
		// choices everywhere, so the same move and the same value less those tricks.
		tree, hand := ends[0], ends[1]
		u := root.TrickUnit()
		for q := range n {
			hand.Value.Vec[q] -= int64(root.Table().Tricks(q)) * u
		}
		if tree.Move != hand.Move || tree.Value != hand.Value || tree.NC != hand.NC {
			t.Errorf("%s: max^n to the end counting from the root %s %v NC %d, from the hand %s %v (less the root's tricks) NC %d", p.ID, tree.Move, tree.Value, tree.NC, hand.Move, hand.Value, hand.NC)
		}
	}
	if err := atomicfile.WriteFile(predictShallowFile, b.Bytes()); err != nil {
		t.Fatal(err)
	}
}
