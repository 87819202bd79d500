package bestreply_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cctree/cctree/engine/eval"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/ads"
	"github.com/cctree/cctree/engine/search/bestreply"
	"github.com/cctree/cctree/engine/search/searchtest"
)

var rules = []ads.Rule{ads.MoveToFront, ads.Transpose, ads.MoveAhead, ads.POS}

// TestThreatKeepsValueAndMove checks on 208 positions and 48 endgames (3 to 6 players, both
// boards, depths 1 to 4, wins within reach in the endgames) that Threat-ADS never changes BRS's value or move, whatever the lists learned on the
// positions before (they are not reset between positions); and that a frozen list (turn order,
// never queried) gives BRS's NC exactly, so NC differs only through the opponent order.
func TestThreatKeepsValueAndMove(t *testing.T) { threatKeepsValueAndMove(t, false) }

// TestLongThreatKeepsValueAndMove is the long part of TestThreatKeepsValueAndMove (make test-long).
func TestLongThreatKeepsValueAndMove(t *testing.T) { threatKeepsValueAndMove(t, true) }

func threatKeepsValueAndMove(t *testing.T, long bool) {
	suite := append(searchtest.Positions(41, searchtest.SuitePositions, 120), searchtest.EndgamePositions(44, searchtest.SuiteEndgames)...)
	frozen := bestreply.NewBRSThreat(ads.MoveToFront, 2, true)
	bestreply.Freeze(frozen)
	threat := make([]*bestreply.BRS, len(rules))
	for i, r := range rules {
		threat[i] = bestreply.NewBRSThreat(r, ads.DefaultK, true)
	}
	brs := bestreply.NewBRS(true)
	var nBRS int64
	nThreat := make([]int64, len(rules))
	differ := 0
	for i, pos := range suite {
		d, ok := searchtest.PartDepth(i, pos, long)
		if !ok {
			continue
		}
		want := searchtest.Search(t, brs, pos.State, d)
		nBRS += want.NC
		searchtest.Same(t, brs, frozen, pos.State, d)
		for j, sr := range threat {
			r := searchtest.Search(t, sr, pos.State, d)
			nThreat[j] += r.NC
			if r.Value != want.Value || r.Move != want.Move {
				t.Fatalf("%s depth %d on %s: value %s move %s, brs %s %s", sr.Name(), d, pos.State, r.Value,
					pos.State.MoveString(r.Move), want.Value, pos.State.MoveString(want.Move))
			}
			if r.NC != want.NC {
				differ++
			}
		}
	}
	for j, sr := range threat {
		t.Logf("%s: %d nodes, brs: %d nodes", sr.Name(), nThreat[j], nBRS)
	}
	if differ == 0 {
		t.Errorf("Threat-ADS never changed NC: the lists do not reorder anything")
	}
}

// TestThreatUnprunedTwin checks brs(threat=R,noprune): the same value and move as the pruned
// threat searcher and the full BRS tree (brs(noprune)'s NC, which no order changes).
func TestThreatUnprunedTwin(t *testing.T) {
	for i, pos := range searchtest.Positions(42, 40, 100) {
		d := 1 + i%3
		for _, r := range rules {
			searchtest.SameAsUnpruned(t, bestreply.NewBRSThreat(r, 2, true), bestreply.NewBRSThreat(r, 2, false), pos.State, d)
			searchtest.Same(t, bestreply.NewBRS(false), bestreply.NewBRSThreat(r, 2, false), pos.State, d)
		}
	}
}

// TestThreatTwoPlayers: one opponent, a list that never changes: brs node for node.
func TestThreatTwoPlayers(t *testing.T) {
	s := searchtest.RandomPlay(nil, "star73", "03", 0, 0)
	for d := 1; d <= 4; d++ {
		searchtest.Same(t, bestreply.NewBRS(true), bestreply.NewBRSThreat(ads.MoveToFront, 2, true), s, d)
	}
}

// refQueries replays Algorithm 1 on the unpruned BRS tree of depth 2 (root max layer, one min
// layer, leaves): each min node, root moves in static ordering, collects the opponents in the list's
// order and queries the list with the opponent of the first smallest leaf value.
func refQueries(s *game.State, l *ads.List) {
	var buf, obuf [game.MaxMoves]game.Move
	root, k := s.ToMove, s.Players
	moves := s.Moves(buf[:0])
	eval.Order(s, moves)
	for _, m := range moves {
		s.Make(m)
		if !s.Terminal() {
			best, bestOpp := int64(1<<62), -1
			for _, opp := range l.Order(nil) {
				j := (opp - root + k) % k
				for range j - 1 {
					s.Make(game.Pass)
				}
				om := s.Moves(obuf[:0])
				eval.Order(s, om)
				for _, o := range om {
					s.Make(o)
					after := 0
					if !s.Terminal() {
						for ; after < k-1-j; after++ {
							s.Make(game.Pass)
						}
					}
					v := eval.Value(s, root)
					if s.Terminal() {
						v = eval.Terminal(s, root)
					}
					for ; after > 0; after-- {
						s.Unmake(game.Pass)
					}
					s.Unmake(o)
					if v < best {
						best, bestOpp = v, opp
					}
				}
				for range j - 1 {
					s.Unmake(game.Pass)
				}
			}
			l.Query(bestOpp)
		}
		s.Unmake(m)
	}
}

// TestThreatQueries checks where and with what the lists are queried: at every min node, with
// the opponent of the most minimising move, the list persisting across searches (one list per
// root player) until Reset restores turn order.
func TestThreatQueries(t *testing.T) {
	for _, r := range rules {
		sr := bestreply.NewBRSThreat(r, 2, false)
		refs := map[int]*ads.List{}
		changed := false
		for _, pos := range searchtest.Positions(43, 40, 100) {
			s := pos.State
			if s.Players != 4 {
				continue
			}
			root := s.ToMove
			if refs[root] == nil {
				var items []int
				for i := 1; i < s.Players; i++ {
					items = append(items, (root+i)%s.Players)
				}
				l, err := ads.New(r, 2, items)
				if err != nil {
					t.Fatal(err)
				}
				refs[root] = &l
			}
			refQueries(s, refs[root])
			searchtest.Search(t, sr, s, 2)
			got, want := sr.Order(root, nil), refs[root].Order(nil)
			if !slices.Equal(got, want) {
				t.Fatalf("%s after %s: list of player %d is %v, want %v", sr.Name(), s, root, got, want)
			}
			changed = changed || want[0] != (root+1)%4
		}
		if !changed {
			t.Errorf("%s: no list ever changed its head; the test checks nothing", sr.Name())
		}
		sr.Reset()
		for p := range 4 {
			if got := sr.Order(p, nil); got != nil {
				t.Errorf("after Reset, list of player %d is %v before any search", p, got)
			}
		}
		s := searchtest.RandomPlay(rand.New(rand.NewPCG(1, 2)), "star73", "0134", 0, 1) // player 1 to move
		bestreply.Freeze(sr)
		searchtest.Search(t, sr, s, 2)
		for p := range 4 {
			if got, want := sr.Order(p, nil), []int{(p + 1) % 4, (p + 2) % 4, (p + 3) % 4}; !slices.Equal(got, want) {
				t.Errorf("after Reset, list of player %d is %v, want turn order %v", p, got, want)
			}
		}
	}
}

func TestThreatConformance(t *testing.T) {
	searchtest.Conformance(t, bestreply.NewBRSThreat(ads.MoveToFront, 2, true))
	searchtest.Conformance(t, bestreply.NewBRSThreat(ads.POS, 3, false))
}
