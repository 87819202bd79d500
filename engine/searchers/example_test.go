package searchers_test

import (
	"context"
	"fmt"
	"log"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
)

// Example searches one position with a searcher and its unpruned twin, named by spec as the
// command line names them: the same move and value, the pruned one in fewer nodes.
func Example() {
	s, err := game.Start("star73", "", game.Free)
	if err != nil {
		log.Fatal(err)
	}
	for _, spec := range []string{"opps(1,5,1)", "opps(1,5,1,noprune)"} {
		sr, err := searchers.New(spec)
		if err != nil {
			log.Fatal(err)
		}
		r := sr.Search(context.Background(), s, search.Limits{Depth: 4})
		fmt.Printf("%s: move %s, value %s, %d nodes\n", sr.Name(), s.MoveString(r.Move), r.Value, r.NC)
	}
	// Output:
	// opps(1,5,1): move 1-9, value 249660, 81 nodes
	// opps(1,5,1,noprune): move 1-9, value 249660, 281 nodes
}
