package match

import (
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/searchers/games"
)

// TestHeartsTournaments plays one block of Hearts tournaments and checks each record against
// the rules of docs/games/hearts.md, computed here from the hands' totals: hands follow each
// other every 52 cards, dealt by DealSeed(seed, opening, hand) (the same deals for every seating
// of the block), the tournament ends at the first hand whose totals reach 100 (and no earlier
// hand's did), the lowest total wins (a tie: no winner, the scale shared), and the record
// replays; a record whose hands were tampered with does not.
func TestHeartsTournaments(t *testing.T) {
	c := &Config{Game: "hearts", Players: MustParseContestants("maxn", "paranoid"), Budget: Budget{Nodes: 150}, Games: 14, Seed: 3}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	recs := playRecords(t, c, 2)
	if len(recs) != 14 {
		t.Fatalf("%d records, want 14 (one block of the full design)", len(recs))
	}
	for _, rec := range recs {
		if rec.Capped || len(rec.Hands) < 4 || rec.Opening == nil || len(rec.Opening) != 0 {
			t.Fatalf("game %d: capped %v, %d hands, opening %v: want a whole tournament of at least 4 hands (26 points a hand), no random opening", rec.Game, rec.Capped, len(rec.Hands), rec.Opening)
		}
		for k, h := range rec.Hands {
			if h.First != 52*k || h.Deal != DealSeed(c.Seed, rec.OpeningIndex, k) || len(h.Totals) != 4 {
				t.Fatalf("game %d hand %d: %+v; want first %d, deal %d", rec.Game, k, h, 52*k, DealSeed(c.Seed, rec.OpeningIndex, k))
			}
			sum := 0
			for _, v := range h.Totals {
				sum += v
			}
			over := slices.Max(h.Totals) >= 100
			last := k == len(rec.Hands)-1
			switch {
			case !last && (over || sum != 26*(k+1)):
				t.Fatalf("game %d hand %d: totals %v (sum %d) after a whole hand that did not end the tournament; want %d points, none at 100", rec.Game, k, h.Totals, sum, 26*(k+1))
			case last && !over:
				t.Fatalf("game %d: the last hand ends with totals %v, nobody at 100", rec.Game, h.Totals)
			case last && (rec.Plies-h.First)%4 != 0:
				t.Fatalf("game %d: the tournament ended after card %d of hand %d, not at the end of a trick", rec.Game, rec.Plies-h.First, k)
			}
		}
		if !strings.Contains(rec.Start, "deal="+uitoa(rec.Hands[0].Deal)+",") {
			t.Errorf("game %d: start %s is not the deal %d", rec.Game, rec.Start, rec.Hands[0].Deal)
		}
		totals := rec.Hands[len(rec.Hands)-1].Totals
		low := slices.Min(totals)
		var leaders []int
		for p, v := range totals {
			if v == low {
				leaders = append(leaders, p)
			}
		}
		switch {
		case len(leaders) == 1 && (rec.Winner == nil || *rec.Winner != leaders[0]):
			t.Errorf("game %d: totals %v, winner %v; want %d", rec.Game, totals, rec.Winner, leaders[0])
		case len(leaders) > 1 && rec.Winner != nil:
			t.Errorf("game %d: totals %v tie for the lowest, yet winner %d", rec.Game, totals, *rec.Winner)
		}
		for p, v := range rec.Values {
			if want := int64(0); slices.Contains(leaders, p) && v != gamekit.S/int64(len(leaders)) || !slices.Contains(leaders, p) && v != want {
				t.Errorf("game %d: values %v for leaders %v", rec.Game, rec.Values, leaders)
			}
		}
		if err := Replay(rec); err != nil {
			t.Fatalf("game %d: %v", rec.Game, err)
		}
		movers, err := Movers(rec)
		if err != nil || len(movers) != rec.Plies {
			t.Fatalf("game %d: movers %d, %v", rec.Game, len(movers), err)
		}
		for _, tamper := range []func(r *record.Record){
			func(r *record.Record) { r.Hands[1].Deal++ },
			func(r *record.Record) { r.Hands[1].Totals[0]++ },
			func(r *record.Record) { r.Hands = r.Hands[:len(r.Hands)-1] },
			func(r *record.Record) { r.Values[0], r.Values[1] = r.Values[1], r.Values[0] },
		} {
			bad := *rec
			bad.Hands = cloneHands(rec.Hands)
			bad.Values = slices.Clone(rec.Values)
			tamper(&bad)
			if slices.Equal(bad.Values, rec.Values) && slices.EqualFunc(bad.Hands, rec.Hands, func(a, b record.Hand) bool {
				return a.First == b.First && a.Deal == b.Deal && slices.Equal(a.Totals, b.Totals)
			}) {
				continue // the swap of two equal values
			}
			if err := Replay(&bad); err == nil {
				t.Errorf("game %d: a tampered record replays", rec.Game)
			}
		}
	}
	// Every seating of the block plays the same first deal.
	for _, rec := range recs[1:] {
		if rec.Hands[0].Deal != recs[0].Hands[0].Deal || rec.Start != recs[0].Start {
			t.Fatalf("game %d starts from %s, game 0 from %s", rec.Game, rec.Start, recs[0].Start)
		}
	}
	// Another worker count plays the same games.
	again := playRecords(t, c, 1)
	for i := range recs {
		if !slices.Equal(again[i].Moves, recs[i].Moves) {
			t.Fatalf("game %d differs with 1 worker", i)
		}
	}
}

func cloneHands(hs []record.Hand) []record.Hand {
	out := slices.Clone(hs)
	for i := range out {
		out[i].Totals = slices.Clone(out[i].Totals)
	}
	return out
}

func uitoa(x uint64) string {
	if x == 0 {
		return "0"
	}
	var b []byte
	for ; x > 0; x /= 10 {
		b = append([]byte{byte('0' + x%10)}, b...)
	}
	return string(b)
}

// TestDealtGames: a card game's start is dealt from the match seed and the opening (a game spec
// naming a deal is refused), with no random opening unless asked for.
func TestDealtGames(t *testing.T) {
	c := &Config{Game: "spades(deal=4)", Players: MustParseContestants("maxn", "paranoid"), Budget: Budget{Depth: 1}, Games: 1}
	err := c.Validate()
	if err == nil || !strings.Contains(err.Error(), "deal") || !strings.Contains(err.Error(), "seed") {
		t.Errorf("a match of spades(deal=4): %v; want an error naming the deal and the seed", err)
	}
	c.Game = "spades(players=3)"
	for o := range 3 {
		moves, p := c.GameOpening(o)
		want, _ := games.Start("spades(players=3)")
		want, _ = games.Deal(want, DealSeed(c.Seed, o, 0))
		if len(moves) != 0 || p.String() != want.String() {
			t.Errorf("opening %d: %v to %s; want no moves and %s", o, moves, p, want)
		}
	}
	c.OpeningPlies = 2
	if moves, _ := c.GameOpening(0); len(moves) != 2 {
		t.Errorf("-opening-plies 2 on a dealt game: %v", moves)
	}
}

// TestCardPlayers: the hidden-card players are contestants: a Hearts match of the MP-Mix
// paper's kinds of players (a sampling MP-Mix with its thresholds in points, WRT, RND, PAR)
// plays whole tournaments that replay, the same with one worker as with two, and names them
// canonically; on Chinese Checkers, or WRT on Spades, they are refused.
func TestCardPlayers(t *testing.T) {
	c := &Config{Game: "hearts", Players: MustParseContestants("sampled(samples=2,algo=mpmix(td=10,to=inf))", "wrt", "random", "paranoid@depth=1"),
		Budget: Budget{Nodes: 60}, Games: 4, Design: DesignRotations, Seed: 5}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	recs := playRecords(t, c, 2)
	again := playRecords(t, c, 1)
	for i, rec := range recs {
		if err := Replay(rec); err != nil {
			t.Fatalf("game %d: %v", rec.Game, err)
		}
		if !slices.Equal(rec.Moves, again[i].Moves) || !slices.Equal(rec.Nodes, again[i].Nodes) {
			t.Fatalf("game %d differs with one worker", rec.Game)
		}
		if rec.Contestants[0] != "sampled(algo=mpmix(td=10,to=inf),samples=2)" || rec.Contestants[1] != "wrt" {
			t.Fatalf("contestants %v", rec.Contestants)
		}
		movers, _ := Movers(rec)
		for j, p := range movers {
			switch rec.Players[p] {
			case "wrt", "random":
				if rec.Nodes[j] != 0 {
					t.Fatalf("game %d move %d: %s searched %d nodes", rec.Game, j, rec.Players[p], rec.Nodes[j])
				}
			case rec.Contestants[0]:
				if rec.Nodes[j] > 60 {
					t.Fatalf("game %d move %d: the sampling player spent %d nodes of a budget of 60", rec.Game, j, rec.Nodes[j])
				}
			}
		}
	}
	for _, bad := range []*Config{
		{Board: "star73", Players: MustParseContestants("wrt", "maxn"), Budget: Budget{Depth: 1}, Games: 1},
		{Game: "spades", Players: MustParseContestants("wrt", "maxn"), Budget: Budget{Depth: 1}, Games: 1},
		{Game: "virus", Players: MustParseContestants("sampled(algo=maxn)", "maxn"), Budget: Budget{Depth: 1}, Games: 1},
	} {
		if err := bad.Validate(); err == nil || !strings.Contains(err.Error(), "players") {
			t.Errorf("%s %s %v: %v; want an error of players", bad.Game, bad.Board, bad.Players, err)
		}
	}
	if _, err := ParseContestant("sampled(algo=maxn,samples=x)"); err == nil || !strings.Contains(err.Error(), "samples") {
		t.Errorf("a bad sampled spec: %v", err)
	}
}

// TestGamePositions: the positions of a tournament's record, hand by hand: one per ply after the
// start, each hand's first position the start of its deal carrying the totals before it.
func TestGamePositions(t *testing.T) {
	c := &Config{Game: "hearts(players=3)", Players: MustParseContestants("maxn", "paranoid", "brs"), Budget: Budget{Nodes: 80}, Games: 1, Design: DesignRotations, Seed: 9}
	rec := playRecords(t, c, 1)[0]
	pos, hand, err := GamePositions(rec)
	if err != nil {
		t.Fatal(err)
	}
	if len(pos) != 1+len(rec.Opening)+len(rec.Moves) || len(hand) != len(pos) || len(rec.Hands) < 2 {
		t.Fatalf("%d positions, %d hands for %d plies and %d hands", len(pos), len(hand), len(rec.Moves), len(rec.Hands))
	}
	for k, h := range rec.Hands {
		i := h.First // position i is the one before move First, the hand's start
		if hand[i] != k || (i > 0 && hand[i-1] != k-1) {
			t.Fatalf("hand %d starts at position %d, whose hands are %v", k, i, hand[max(0, i-1):i+1])
		}
		want := "deal=" + uitoa(h.Deal) + ","
		scores := "0,0,0"
		if k > 0 {
			p := rec.Hands[k-1].Totals
			scores = uitoa(uint64(p[0])) + "," + uitoa(uint64(p[1])) + "," + uitoa(uint64(p[2]))
		}
		if s := pos[i].String(); !strings.Contains(s, want) || !strings.HasSuffix(s, " "+scores) || !strings.Contains(s, " - .../.../... ") {
			t.Fatalf("hand %d starts from %s; want its deal %d, scores %s, nothing played", k, s, h.Deal, scores)
		}
	}
	bad := *rec
	bad.Moves = slices.Clone(rec.Moves)
	bad.Moves[3], bad.Moves[4] = bad.Moves[4], bad.Moves[3]
	if _, _, err := GamePositions(&bad); err == nil {
		t.Error("a record with two moves swapped gives positions")
	}
}

// TestSpadesGames plays a block of Spades games with 3 and with 4 players and checks each record
// against docs/games/spades.md, computed here from the hands' totals: a hand is every card of the
// deck (51 with 3 players), dealt by DealSeed(seed, opening, hand), its first trick led by seat
// hand mod players; every trick is a point, so a whole hand adds the tricks of a hand to the
// totals; the game ends at the end of the first hand whose totals reach spades' Target (26), the
// highest total wins (a tie: no winner, the scale shared); the positions of the record
// (GamePositions, what cctree replay steps through) replay legally, and a record whose hands or
// values were tampered with does not replay.
func TestSpadesGames(t *testing.T) {
	for _, tc := range []struct {
		game          string
		players, deck int
	}{{"spades(players=3)", 3, 51}, {"spades", 4, 52}} {
		c := &Config{Game: tc.game, Players: MustParseContestants("maxn", "paranoid"), Budget: Budget{Nodes: 150}, Games: 1, Seed: 7}
		if err := c.Validate(); err != nil {
			t.Fatal(err)
		}
		recs := playRecords(t, c, 2)
		tricks := tc.deck / tc.players
		for _, rec := range recs {
			if rec.Capped || len(rec.Hands) < 2 {
				t.Fatalf("%s game %d: capped %v, %d hands: want a whole game of at least 2 hands (%d tricks a hand, to 26)", tc.game, rec.Game, rec.Capped, len(rec.Hands), tricks)
			}
			pos, hand, err := GamePositions(rec)
			if err != nil {
				t.Fatalf("%s game %d: %v", tc.game, rec.Game, err)
			}
			for k, h := range rec.Hands {
				if h.First != tc.deck*k || h.Deal != DealSeed(c.Seed, rec.OpeningIndex, k) || len(h.Totals) != tc.players {
					t.Fatalf("%s game %d hand %d: %+v; want first %d, deal %d", tc.game, rec.Game, k, h, tc.deck*k, DealSeed(c.Seed, rec.OpeningIndex, k))
				}
				if hand[h.First] != k || pos[h.First].Mover() != k%tc.players || !strings.Contains(pos[h.First].String(), "deal="+uitoa(h.Deal)+",") {
					t.Fatalf("%s game %d hand %d starts from %s (hand %d); want deal %d, seat %d to lead", tc.game, rec.Game, k, pos[h.First], hand[h.First], h.Deal, k%tc.players)
				}
				sum := 0
				for _, v := range h.Totals {
					sum += v
				}
				over := slices.Max(h.Totals) >= 26
				last := k == len(rec.Hands)-1
				switch {
				case sum != tricks*(k+1):
					t.Fatalf("%s game %d hand %d: totals %v sum to %d, want %d tricks", tc.game, rec.Game, k, h.Totals, sum, tricks*(k+1))
				case over != last:
					t.Fatalf("%s game %d hand %d of %d: totals %v; the game ends with the first hand to reach 26", tc.game, rec.Game, k, len(rec.Hands), h.Totals)
				case last && rec.Plies != h.First+tc.deck:
					t.Fatalf("%s game %d: %d plies; the last hand ends with its last card at %d", tc.game, rec.Game, rec.Plies, h.First+tc.deck)
				}
			}
			totals := rec.Hands[len(rec.Hands)-1].Totals
			high := slices.Max(totals)
			var leaders []int
			for p, v := range totals {
				if v == high {
					leaders = append(leaders, p)
				}
			}
			switch {
			case len(leaders) == 1 && (rec.Winner == nil || *rec.Winner != leaders[0]):
				t.Errorf("%s game %d: totals %v, winner %v; want %d", tc.game, rec.Game, totals, rec.Winner, leaders[0])
			case len(leaders) > 1 && rec.Winner != nil:
				t.Errorf("%s game %d: totals %v tie for the highest, yet winner %d", tc.game, rec.Game, totals, *rec.Winner)
			}
			for p, v := range rec.Values {
				if slices.Contains(leaders, p) != (v == gamekit.S/int64(len(leaders))) {
					t.Errorf("%s game %d: values %v for leaders %v", tc.game, rec.Game, rec.Values, leaders)
				}
			}
			for _, tamper := range []func(r *record.Record){
				func(r *record.Record) { r.Hands[1].Deal++ },
				func(r *record.Record) { r.Hands[0].Totals[0]++ },
				func(r *record.Record) { r.Hands = r.Hands[:len(r.Hands)-1] },
				func(r *record.Record) {
					if r.Winner == nil {
						r.Winner = new(int)
					} else {
						r.Winner = nil
					}
				},
			} {
				bad := *rec
				bad.Hands = cloneHands(rec.Hands)
				bad.Moves = slices.Clone(rec.Moves)
				tamper(&bad)
				if err := Replay(&bad); err == nil {
					t.Errorf("%s game %d: a tampered record replays", tc.game, rec.Game)
				}
			}
		}
		again := playRecords(t, c, 1)
		for i := range recs {
			if !slices.Equal(again[i].Moves, recs[i].Moves) {
				t.Fatalf("%s game %d differs with 1 worker", tc.game, i)
			}
		}
	}
}
