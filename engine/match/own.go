package match

import (
	"fmt"

	"github.com/cctree/cctree/engine/search"
)

// own is the searcher factory of a contestant made by Own.
type own struct {
	name string
	new  func() search.Searcher
}

// Own returns a contestant that plays Chinese Checkers with searchers the caller builds: name
// names it in the records and summaries, newSearcher makes a fresh searcher for each game and
// player index (games are played in parallel, so a searcher is never shared). Give it a budget
// with its Budget field or the match's. Its games are as reproducible as its searcher is
// deterministic. Two Own contestants are the same contestant only if they are the same value.
func Own(name string, newSearcher func() search.Searcher) Contestant {
	return Contestant{own: &own{name: name, new: newSearcher}}
}

// checkOwn reports what is wrong with an Own contestant of c.
func (c *Config) checkOwn(x Contestant) error {
	switch {
	case x.own.name == "" || x.own.new == nil:
		return fmt.Errorf("an Own contestant needs a name and a searcher constructor")
	case c.Game != "":
		return fmt.Errorf("an Own contestant plays Chinese Checkers (search.Searcher); the {game} %s takes registry searchers", c.Game)
	}
	return nil
}
