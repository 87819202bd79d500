// Command importer is a program outside the cctree module that uses it as a library, as a
// researcher's own code would: one search from the start position and a two-game match, printed
// as lines TestImportFromOutside compares with the same calls made inside the module.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "importer:", err)
		os.Exit(1)
	}
}

func run() error {
	seats, err := game.ParseSeats("024")
	if err != nil {
		return err
	}
	s, err := game.NewState(board.ByName("star73"), seats, game.Free)
	if err != nil {
		return err
	}
	sr, err := searchers.New("paranoid")
	if err != nil {
		return err
	}
	r := sr.Search(context.Background(), s, search.Limits{Depth: 3})
	fmt.Printf("search %s nodes=%d move=%d-%d\n", sr.Name(), r.NC, r.Move.From, r.Move.To)

	players, err := match.ParseContestants([]string{"paranoid", "brs"})
	if err != nil {
		return err
	}
	c := &match.Config{Board: "star73", Seats: "03", Rules: game.Free, Players: players,
		Budget: match.Budget{Depth: 1}, Games: 2, Cap: 60, Seed: 1}
	if err := c.Validate(); err != nil {
		return err
	}
	return match.Run(context.Background(), c, c.Plan(), 1, func(g *match.Result) error {
		fmt.Printf("game %d players=%v plies=%d winner=%d\n", g.Index, g.Players, len(g.Moves), g.Winner)
		return nil
	})
}
