package match_test

import (
	"context"
	"fmt"
	"log"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
)

// Example is a first program: a start position named by board and seats, one search, and a
// two-game match of a searcher built here (match.Own) against a registry one.
func Example() {
	ctx := context.Background()
	s, err := game.Start("star73", "0134", game.Free)
	if err != nil {
		log.Fatal(err)
	}
	r := searchers.MustParse("paranoid").New().Search(ctx, s, search.Limits{Depth: 3})
	fmt.Println("paranoid plays", s.MoveString(r.Move), "value", r.Value, "after", r.NC, "nodes")
	mine := match.Own("my-brs+", func() search.Searcher { return searchers.MustParse("brs+").New() })
	c := &match.Config{Board: "star73", Players: []match.Contestant{mine, match.MustParseContestants("paranoid")[0]},
		Seating: []int{0, 1, 0, 1}, Budget: match.Budget{Depth: 2}, Games: 2}
	err = match.Run(ctx, c, c.Plan(), 0, func(g *match.Result) error {
		fmt.Println("game", g.Game.Index, "won by", g.Players[g.Winner], "in", len(g.Moves), "moves")
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	// Output:
	// paranoid plays 1-9 value 275941 after 139 nodes
	// game 0 won by my-brs+ in 135 moves
	// game 1 won by my-brs+ in 89 moves
}
