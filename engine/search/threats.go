package search

import "github.com/cctree/cctree/engine/search/ads"

// Threats are Threat-ADS's adaptive lists of opponents (package ads), one per root player, for a
// game of some number of players: each root player's opponents start in turn order after it.
// They persist across searches (the paper's multi-turn protocol); a search of a game with
// another number of players starts them afresh. The zero value is off (no lists).
type Threats struct {
	On      bool
	Rule    ads.Rule
	K       int
	lists   [MaxPlayers]ads.List
	players int // the lists' number of players; 0 before the first search
}

// MaxPlayers is the largest number of players of any game.
const MaxPlayers = len(Value{}.Vec)

// For returns root's list in a game of players players (nil when off), making every list
// afresh first if the last search had another number of players.
func (t *Threats) For(players, root int) *ads.List {
	if !t.On {
		return nil
	}
	if t.players != players {
		var items [ads.MaxLen]int
		for r := range players {
			for i := 1; i < players; i++ {
				items[i-1] = (r + i) % players
			}
			l, err := ads.New(t.Rule, t.K, items[:players-1])
			if err != nil {
				panic("search: " + err.Error()) // the registry checks rule and k
			}
			t.lists[r] = l
		}
		t.players = players
	}
	return &t.lists[root]
}

// Reset forgets the lists: the next search starts them in turn order.
func (t *Threats) Reset() { t.players = 0 }

// Order appends the list of root player p, head first, to dst (nothing when off or before the
// first search).
func (t *Threats) Order(p int, dst []int) []int {
	if !t.On || t.players == 0 || p < 0 || p >= t.players {
		return dst
	}
	return t.lists[p].Order(dst)
}
