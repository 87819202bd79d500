package matchstat

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/analysis/internal/testmatch"
	"github.com/cctree/cctree/analysis/rating"
	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/internal/golden"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.IsNaN(want) {
		if !math.IsNaN(got) {
			t.Errorf("%s = %v, want NaN", what, got)
		}
		return
	}
	if !(math.Abs(got-want) <= tol) {
		t.Errorf("%s = %.10g, want %.10g (±%g)", what, got, want, tol)
	}
}

// wilsonRoots is the Wilson interval written as the roots of its quadratic,
// (2x + z² ± z·sqrt(z² + 4x(n-x)/n)) / (2(n + z²)), with z for 95% typed in: a form and a
// quantile independent of Wilson's.
func wilsonRoots(x, n int) (lo, hi float64) {
	const z = 1.959963984540054
	xf, nf := float64(x), float64(n)
	r := z * math.Sqrt(z*z+4*xf*(nf-xf)/nf)
	return (2*xf + z*z - r) / (2 * (nf + z*z)), (2*xf + z*z + r) / (2 * (nf + z*z))
}

// TestWilson checks the Wilson interval against published values and the quadratic's roots.
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		x, n   int
		lo, hi float64
	}{
		{8, 10, 0.4902, 0.9433}, // Newcombe (1998), and any Wilson calculator
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{1, 2, 0.0945, 0.9055},
	} {
		lo, hi := Wilson(c.x, c.n, 0.95)
		near(t, "lo", lo, c.lo, 5e-5)
		near(t, "hi", hi, c.hi, 5e-5)
	}
	for _, n := range []int{1, 2, 7, 11, 100, 1000} {
		for x := 0; x <= n; x += max(1, n/7) {
			lo, hi := Wilson(x, n, 0.95)
			wlo, whi := wilsonRoots(x, n)
			near(t, "lo", lo, wlo, 1e-12)
			near(t, "hi", hi, whi, 1e-12)
		}
	}
	lo, hi := Wilson(0, 0, 0.95)
	near(t, "lo of none", lo, math.NaN(), 0)
	near(t, "hi of none", hi, math.NaN(), 0)
	// 99%, z = 2.57583, 8 of 10, by hand from the roots: z² = 6.63490,
	// z·sqrt(z² + 4·8·2/10) = 9.29976, (16 + 6.63490 ∓ 9.29976) / (2·16.63490) = 0.40082, 0.95987.
	lo, hi = Wilson(8, 10, 0.99)
	near(t, "lo at 99%", lo, 0.40082, 5e-5)
	near(t, "hi at 99%", hi, 0.95987, 5e-5)
}

// The fixtures are package testmatch's, shared with package matchplot's tests.
const (
	P     = testmatch.P
	B     = testmatch.B
	rows  = testmatch.Rows
	start = testmatch.Start
)

var (
	newRecord        = testmatch.Record
	twoContestants   = testmatch.Two
	threeContestants = testmatch.Three
)

// TestSummarizeTwo checks every number of the two-contestant match by hand.
func TestSummarizeTwo(t *testing.T) {
	s, err := Summarize(twoContestants())
	if err != nil {
		t.Fatal(err)
	}
	if s.Games != 12 || s.Capped != 1 || s.NoWinner != 0 || s.Decided != 11 || s.Blocks != 2 || s.SeatingsPerBlock != 6 || len(s.Incomplete) != 0 {
		t.Errorf("games %d capped %d no winner %d decided %d blocks %d of %d incomplete %v; want 12 1 0 11 2 of 6 []",
			s.Games, s.Capped, s.NoWinner, s.Decided, s.Blocks, s.SeatingsPerBlock, s.Incomplete)
	}
	if len(s.Overall) != 2 || s.Overall[0].Name != P || s.Overall[1].Name != B {
		t.Fatalf("overall %+v", s.Overall)
	}
	// Both sit in all 11 non-capped games: P wins 6, B 5.
	// Fair share of P: seatings PPB PBP BPP give 2/3, PBB BPB BBP 1/3; block 0 has each once
	// (3), block 1 all but PPB (7/3): (3 + 7/3)/11 = 16/33; B's is 17/33.
	// Blocks: P 4/6, 2/5; B 2/6, 3/5. Mean of P (2/3 + 2/5)/2 = 8/15, SD |2/3 - 2/5|/√2,
	// t(0.975, 1) = 12.706 (a t table), half width 12.706·SD/√2 = 12.706·(4/15)/2.
	for i, c := range []struct {
		wins         int
		fair, bmean  float64
		b1, b2, hwid float64
	}{
		{6, 16.0 / 33, 8.0 / 15, 2.0 / 3, 2.0 / 5, 12.706 * (4.0 / 15) / 2},
		{5, 17.0 / 33, 7.0 / 15, 1.0 / 3, 3.0 / 5, 12.706 * (4.0 / 15) / 2},
	} {
		o := s.Overall[i]
		if o.Games != 11 || o.Wins != c.wins {
			t.Errorf("%s: %d of %d, want %d of 11", o.Name, o.Wins, o.Games, c.wins)
		}
		near(t, o.Name+" rate", o.P, float64(c.wins)/11, 1e-12)
		lo, hi := wilsonRoots(c.wins, 11)
		near(t, o.Name+" Wilson lo", o.Lo, lo, 1e-12)
		near(t, o.Name+" Wilson hi", o.Hi, hi, 1e-12)
		near(t, o.Name+" fair share", o.FairShare, c.fair, 1e-12)
		near(t, o.Name+" excess", o.Excess, float64(c.wins)/11-c.fair, 1e-12)
		if o.Blocks.N != 2 {
			t.Errorf("%s: %d blocks, want 2", o.Name, o.Blocks.N)
		}
		near(t, o.Name+" block mean", o.Blocks.Mean, c.bmean, 1e-12)
		near(t, o.Name+" block SD", o.Blocks.SD, math.Abs(c.b1-c.b2)/math.Sqrt2, 1e-12)
		near(t, o.Name+" block CI lo", o.Blocks.CILo, c.bmean-c.hwid, 1e-3)
		near(t, o.Name+" block CI hi", o.Blocks.CIHi, c.bmean+c.hwid, 1e-3)
	}
	// Effort: paranoid's moves cost 1000 nodes at depth 4, brs's 10 at 2; 24 moves each
	// (the capped game's 4 included: 3 of them paranoid's).
	for i, c := range []struct {
		moves        int
		nodes, depth float64
	}{{24, 1000, 4}, {24, 10, 2}} {
		o := s.Overall[i]
		if o.Moves != c.moves {
			t.Errorf("%s: %d moves, want %d", o.Name, o.Moves, c.moves)
		}
		near(t, o.Name+" mean NC", o.MeanNodes, c.nodes, 0)
		near(t, o.Name+" mean depth", o.MeanDepth, c.depth, 0)
	}
	// Per seat: games in which the contestant held the player index (game 6 left out) and
	// that player's wins.
	want := []struct {
		player     int
		contestant string
		games      int
		wins       int
	}{
		{0, P, 5, 3}, {0, B, 6, 2}, // P at 0: games 0 1 2 7 8, won 0 2 7; B: 3 4 5 9 10 11, won 4 11
		{1, P, 5, 1}, {1, B, 6, 2}, // P at 1: 0 3 4 9 10, won 9; B: 1 2 5 7 8 11, won 1 8
		{2, P, 6, 2}, {2, B, 5, 1}, // P at 2: 1 3 5 7 9 11, won 3 5; B: 0 2 4 8 10, won 10
	}
	for p, w := range [][2]int{{5, 11}, {3, 11}, {3, 11}} { // winners: 0 five times, 1 and 2 three
		if r := s.ByPlayer[p]; r.Wins != w[0] || r.Games != w[1] {
			t.Errorf("player %d: %d of %d, want %d of %d", p, r.Wins, r.Games, w[0], w[1])
		}
	}
	if len(s.BySeat) != len(want) {
		t.Fatalf("%d seat rows, want %d", len(s.BySeat), len(want))
	}
	for i, w := range want {
		g := s.BySeat[i]
		if g.Player != w.player || g.Contestant != w.contestant || g.Games != w.games || g.Wins != w.wins {
			t.Errorf("seat row %d: player %d %s %d of %d, want player %d %s %d of %d", i, g.Player, g.Contestant, g.Wins, g.Games, w.player, w.contestant, w.wins, w.games)
		}
		lo, hi := wilsonRoots(w.wins, w.games)
		near(t, "seat Wilson lo", g.Lo, lo, 1e-12)
		near(t, "seat Wilson hi", g.Hi, hi, 1e-12)
	}
	// Per seating: games, capped, wins of P and B.
	seatings := []struct {
		players       string
		games, capped int
		pwins, bwins  int
	}{
		{"paranoid/paranoid/brs", 2, 1, 1, 0},
		{"paranoid/brs/paranoid", 2, 0, 1, 1},
		{"paranoid/brs/brs", 2, 0, 1, 1},
		{"brs/paranoid/paranoid", 2, 0, 2, 0},
		{"brs/paranoid/brs", 2, 0, 0, 2},
		{"brs/brs/paranoid", 2, 0, 1, 1},
	}
	if len(s.Seatings) != len(seatings) {
		t.Fatalf("%d seatings, want %d", len(s.Seatings), len(seatings))
	}
	for i, w := range seatings {
		g := s.Seatings[i]
		if g.Index != i || g.Players != w.players || g.Games != w.games || g.Capped != w.capped || !slices.Equal(g.Wins, []int{w.pwins, w.bwins}) {
			t.Errorf("seating %d: %+v, want %+v", i, g, w)
		}
	}
	if s.Pairs != nil {
		t.Errorf("pairs with two contestants: %+v", s.Pairs)
	}
	// SPRT on paranoid, in game order: wins at a 2/3 share add ln(0.71667/0.66667) = ln 1.075
	// (games 0 3 7 9), a loss ln(0.28333/0.33333) = ln 0.85 (game 1); wins at 1/3 add
	// ln(0.38333/0.33333) = ln 1.15 (games 2 5), losses ln(0.61667/0.66667) = ln 0.925
	// (games 4 8 10 11). Bounds ±ln 19 = ±2.944.
	sp := s.SPRT
	if sp == nil {
		t.Fatal("no SPRT with two contestants")
	}
	if sp.Contestant != P || sp.Games != 11 || sp.Decision != Continue || sp.DecidedAt != 0 {
		t.Errorf("SPRT %+v, want paranoid, 11 games, continue", *sp)
	}
	near(t, "LLR", sp.LLR, 4*math.Log(1.075)+math.Log(0.85)+2*math.Log(1.15)+4*math.Log(0.925), 1e-12)
	near(t, "lower", sp.Lower, -math.Log(19), 1e-12)
	near(t, "upper", sp.Upper, math.Log(19), 1e-12)

	// Records in another order give the same summary.
	recs := twoContestants()
	slices.Reverse(recs)
	r, err := Summarize(recs)
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	s.WriteText(&a, table.Text)
	r.WriteText(&b, table.Text)
	if a.String() != b.String() {
		t.Errorf("reversed records summarize differently:\n%s\nwant\n%s", b.String(), a.String())
	}
}

// TestSummarizeThree checks the pairwise table and games without a winner.
func TestSummarizeThree(t *testing.T) {
	s, err := Summarize(threeContestants())
	if err != nil {
		t.Fatal(err)
	}
	if s.Games != 6 || s.Capped != 0 || s.NoWinner != 1 || s.Decided != 5 || s.Blocks != 1 {
		t.Errorf("games %d capped %d no winner %d decided %d blocks %d, want 6 0 1 5 1", s.Games, s.Capped, s.NoWinner, s.Decided, s.Blocks)
	}
	for i, wins := range []int{3, 1, 1} {
		o := s.Overall[i]
		if o.Games != 6 || o.Wins != wins {
			t.Errorf("%s: %d of %d, want %d of 6", o.Name, o.Wins, o.Games, wins)
		}
		near(t, o.Name+" fair share", o.FairShare, 1.0/3, 1e-12)
		near(t, o.Name+" block mean", o.Blocks.Mean, float64(wins)/6, 1e-12)
		near(t, o.Name+" block CI (one block)", o.Blocks.CILo, math.NaN(), 0)
	}
	want := []Pair{
		{A: "maxn", B: P, Games: 6, AWins: 3, BWins: 1, Other: 2},
		{A: "maxn", B: B, Games: 6, AWins: 3, BWins: 1, Other: 2},
		{A: P, B: B, Games: 6, AWins: 1, BWins: 1, Other: 4},
	}
	if !slices.Equal(s.Pairs, want) {
		t.Errorf("pairs %+v, want %+v", s.Pairs, want)
	}
	if s.SPRT != nil {
		t.Errorf("SPRT with three contestants")
	}
	var buf bytes.Buffer
	if err := s.WriteText(&buf, table.Text); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "n/a") {
		t.Errorf("one block but no n/a interval:\n%s", buf.String())
	}
}

// TestSummarizeDrawn: tables drawn per block (the MP-Mix design), so a contestant may hold
// several seats or none and a seating index names other tables in other blocks. greedy never
// plays.
//
//	game  block  seating  players          winner
//	0     0      0        maxn maxn para   0 maxn
//	1     0      1        para brs  brs    1 brs
//	2     0      2        brs  brs  brs    2 brs
//	3     1      0        maxn para para   1 para
//	4     1      1        brs  maxn brs    1 maxn
//	5     1      2        maxn maxn maxn   capped
//
// maxn: games 0 3 4, seats 2 1 1 of 3, won 0 4: 2 of 3, fair share (2+1+1)/9 = 4/9.
// para: games 0 1 3, seats 1 1 2, won 3: 1 of 3, 4/9. brs: games 1 2 4, seats 2 3 2, won 1 2:
// 2 of 3, 7/9.
func TestSummarizeDrawn(t *testing.T) {
	const M, G = "maxn", "greedy"
	cs := []string{M, P, B, G}
	tables := [][]string{{M, M, P}, {P, B, B}, {B, B, B}, {M, P, P}, {B, M, B}, {M, M, M}}
	var recs []*record.Record
	for g, w := range []int{0, 1, 2, 1, 1, -1} {
		recs = append(recs, newRecord(cs, g, g/3, g%3, tables[g], w, g == 5))
	}
	slices.Reverse(recs) // the order of the records does not matter
	s, err := Summarize(recs)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range []struct {
		games, wins int
		fair        float64
	}{{3, 2, 4.0 / 9}, {3, 1, 4.0 / 9}, {3, 2, 7.0 / 9}, {0, 0, math.NaN()}} {
		o := s.Overall[i]
		if o.Games != c.games || o.Wins != c.wins {
			t.Errorf("%s: %d of %d, want %d of %d", o.Name, o.Wins, o.Games, c.wins, c.games)
		}
		near(t, o.Name+" fair share", o.FairShare, c.fair, 1e-12)
		near(t, o.Name+" win rate", o.P, float64(c.wins)/float64(c.games), 1e-12)
	}
	want := []Pair{
		{A: M, B: P, Games: 2, AWins: 1, BWins: 1},
		{A: M, B: B, Games: 1, AWins: 1},
		{A: M, B: G},
		{A: P, B: B, Games: 1, BWins: 1},
		{A: P, B: G},
		{A: B, B: G},
	}
	if !slices.Equal(s.Pairs, want) {
		t.Errorf("pairs %+v, want %+v", s.Pairs, want)
	}
	var tables2 []string
	for _, st := range s.Seatings {
		tables2 = append(tables2, st.Players)
	}
	if w := []string{"maxn/maxn/paranoid", "maxn/paranoid/paranoid", "brs/maxn/brs", "paranoid/brs/brs", "brs/brs/brs", "maxn/maxn/maxn"}; !slices.Equal(tables2, w) {
		t.Errorf("seatings %q, want %q", tables2, w)
	}
	r := s.Ratings
	if r == nil {
		t.Fatalf("no ratings: %s", s.RatingError)
	}
	if r.Ranked != 5 || r.Unranked != 0 || r.Capped != 1 {
		t.Errorf("ratings of %d games, %d unranked, %d capped; want 5 0 1", r.Ranked, r.Unranked, r.Capped)
	}
	for i, c := range []struct{ games, wins int }{{3, 2}, {3, 1}, {3, 2}, {0, 0}} {
		if e := r.Contestants[i]; e.Games != c.games || e.Wins != c.wins {
			t.Errorf("rating of %s: %d wins in %d games, want %d in %d", e.Name, e.Wins, e.Games, c.wins, c.games)
		}
	}
	// Most resamples of two blocks have no finite fit (one block alone separates brs): no
	// intervals rather than the survivors' ones.
	if r.Failed <= 5 || !math.IsNaN(r.Contestants[0].Lo) {
		t.Errorf("%d of %d resamples failed, maxn's interval [%v, %v]; want many and none", r.Failed, r.Bootstrap, r.Contestants[0].Lo, r.Contestants[0].Hi)
	}
	if r.Contestants[3].Status != rating.NoGames {
		t.Errorf("greedy: %v, want no games", r.Contestants[3].Status)
	}
	var buf bytes.Buffer
	if err := s.WriteText(&buf, table.Text); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "no bootstrap intervals") {
		t.Errorf("the text does not say why there are no intervals:\n%s", buf.String())
	}
}

// TestSummarizeRatings: the summary's ratings are rating.Fit of its games, each with its
// players and winner as the records give them, capped games skipped.
func TestSummarizeRatings(t *testing.T) {
	recs := twoContestants()
	s, err := Summarize(recs)
	if err != nil {
		t.Fatal(err)
	}
	var games []rating.Game
	for _, r := range recs {
		g := rating.Game{Block: r.Block, Capped: r.Capped}
		for _, name := range r.Players {
			g.Players = append(g.Players, slices.Index(s.Contestants, name))
		}
		if r.Winner != nil {
			g.Order = []int{*r.Winner}
		}
		games = append(games, g)
	}
	want, err := rating.Fit(s.Contestants, 3, games, rating.Options{Bootstrap: RatingResamples, Seed: RatingSeed})
	if err != nil {
		t.Fatal(err)
	}
	got := s.Ratings
	if got == nil || got.Capped != 1 || got.Ranked != 11 || got.Blocks != 2 || got.LogLik != want.LogLik {
		t.Fatalf("ratings %+v, want %+v", got, want)
	}
	for i, e := range append(got.Contestants, got.Seats...) {
		w := append(want.Contestants, want.Seats...)[i]
		if e != w {
			t.Errorf("%+v, want %+v", e, w)
		}
	}
	if got.Contestants[0].Wins != s.Overall[0].Wins || got.Contestants[1].Wins != s.Overall[1].Wins {
		t.Errorf("rating wins %d %d, win-rate wins %d %d", got.Contestants[0].Wins, got.Contestants[1].Wins, s.Overall[0].Wins, s.Overall[1].Wins)
	}
}

// TestRatingNeverWon: a contestant that never won is "never won" in the table and labelled so
// in the figure, without a point; a summary without ratings has no figure but an error.
func TestRatingNeverWon(t *testing.T) {
	recs := threeContestants()
	w := 2
	recs[1].Winner = &w // brs's only win goes to paranoid
	s, err := Summarize(recs)
	if err != nil {
		t.Fatal(err)
	}
	if s.Ratings == nil || s.Ratings.Contestants[2].Status != rating.NeverWon {
		t.Fatalf("ratings %+v (%s), want brs never won", s.Ratings, s.RatingError)
	}
	var buf bytes.Buffer
	if err := s.WriteText(&buf, table.Markdown); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "| brs        |     5 |    0 | never won |") {
		t.Errorf("no never-won row:\n%s", buf.String())
	}
}

// TestMoveAttribution: move i is made by player (to-move at Start + i) mod players.
//
//	players P B B, to move 2, five moves: players 2 0 1 2 0
//	P (player 0): moves 2 and 5, nodes 2+5, depths 20+50  -> 3.5, 35
//	B (players 1, 2): moves 1 3 4, nodes 1+3+4            -> 8/3, 80/3
func TestMoveAttribution(t *testing.T) {
	r := newRecord([]string{P, B}, 0, 0, 2, []string{P, B, B}, 0, false)
	r.Start = start + "2 " + rows
	r.Nodes = []int64{1, 2, 3, 4, 5}
	r.Depths = []int{10, 20, 30, 40, 50}
	s, err := Summarize([]*record.Record{r})
	if err != nil {
		t.Fatal(err)
	}
	if s.Overall[0].Moves != 2 || s.Overall[1].Moves != 3 {
		t.Errorf("moves %d and %d, want 2 and 3", s.Overall[0].Moves, s.Overall[1].Moves)
	}
	near(t, "P mean NC", s.Overall[0].MeanNodes, 3.5, 1e-12)
	near(t, "B mean NC", s.Overall[1].MeanNodes, 8.0/3, 1e-12)
	near(t, "P mean depth", s.Overall[0].MeanDepth, 35, 1e-12)
	near(t, "B mean depth", s.Overall[1].MeanDepth, 80.0/3, 1e-12)
	// One game of six: an incomplete block.
	if !slices.Equal(s.Incomplete, []int{0}) {
		t.Errorf("incomplete blocks %v, want [0]", s.Incomplete)
	}
}

// TestSPRTDecides: a contestant that wins every game crosses the upper bound; one that loses
// every game the lower. Two contestants on 3 players, all at the 1/3 share:
// win: ln(0.38333/0.33333) = ln 1.15 = 0.13976 per game, so ln 19 / ln 1.15 = 21.07 -> the 22nd
// game; loss: ln 0.925 = -0.07796, so 37.77 -> the 38th.
func TestSPRTDecides(t *testing.T) {
	for _, c := range []struct {
		won      bool
		decision string
		at       int
	}{{true, AcceptH1, 22}, {false, AcceptH0, 38}} {
		var trials []trial
		for i := range 50 {
			trials = append(trials, trial{won: c.won, p0: 1.0 / 3, block: i}) // one game per block: independent
		}
		s := newSPRT(P, trials)
		if s.Decision != c.decision || s.DecidedAt != c.at {
			t.Errorf("won %v: %s after %d, want %s after %d", c.won, s.Decision, s.DecidedAt, c.decision, c.at)
		}
		step := math.Log(1.15)
		if !c.won {
			step = math.Log(0.925)
		}
		near(t, "LLR", s.LLR, 50*step, 1e-9)
		near(t, "LLR at decision", s.LLRAtDecision, float64(c.at)*step, 1e-9)
	}
}

// TestSummarizeErrors: every rejected input is an error that names what is wrong.
func TestSummarizeErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(recs []*record.Record) []*record.Record
		want string
	}{
		{"empty", func([]*record.Record) []*record.Record { return nil }, "no records"},
		{"other budget", func(r []*record.Record) []*record.Record { r[3].Budget = "depth=3"; return r }, "budget differs"},
		{"other contestants", func(r []*record.Record) []*record.Record { r[5].Contestants = []string{B, P}; return r }, "contestants differs"},
		{"other seed", func(r []*record.Record) []*record.Record { r[1].Seed = 2; return r }, "plan"},
		{"duplicate", func(r []*record.Record) []*record.Record { return append(r, r[4]) }, "game 4 appears twice"},
		{"stranger", func(r []*record.Record) []*record.Record { r[2].Players = []string{P, "maxn", B}; return r }, `player 1 is "maxn"`},
		{"winner", func(r []*record.Record) []*record.Record { w := 3; r[2].Winner = &w; return r }, "winner 3"},
		{"capped winner", func(r []*record.Record) []*record.Record { w := 0; r[6].Winner = &w; return r }, "capped, but winner 0"},
		{"to-move", func(r []*record.Record) []*record.Record { r[2].Start = start + "3 " + rows; return r }, "to-move 3"},
		{"not CCN", func(r []*record.Record) []*record.Record { r[2].Start = "star73"; return r }, "CCN"},
		{"depths", func(r []*record.Record) []*record.Record { r[2].Depths = r[2].Depths[1:]; return r }, "4 nodes but 3 depths"},
		{"seating", func(r []*record.Record) []*record.Record { r[8].Seating = 1; return r }, "seating 1 of block 1 is paranoid/brs/brs here but paranoid/brs/paranoid"},
	} {
		_, err := Summarize(c.edit(twoContestants()))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "matchstat") {
			t.Errorf("%s: error %v, want one containing %q and no package name", c.name, err, c.want)
		}
		// Check makes the same checks (the replay of another game's records aside).
		if _, cerr := Check(c.edit(twoContestants())); fmt.Sprint(cerr) != fmt.Sprint(err) {
			t.Errorf("%s: Check's error %v, Summarize's %v", c.name, cerr, err)
		}
	}
	recs := twoContestants()
	s, err := Summarize(recs)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := Check(recs); err != nil || !slices.Equal(got, s.Contestants) {
		t.Errorf("Check of good records: %v, %v; want Summarize's contestants %v", got, err, s.Contestants)
	}
}

// TestGolden compares WriteText (Text and Markdown) and the figures with testdata/. Regenerate
// with go test ./analysis/matchstat -run TestGolden -update (and read the diff).
func TestGolden(t *testing.T) {
	for _, c := range []struct {
		name string
		recs []*record.Record
	}{{"two", twoContestants()}, {"three", threeContestants()}} {
		s, err := Summarize(c.recs)
		if err != nil {
			t.Fatal(err)
		}
		files := map[string][]byte{}
		for ext, f := range map[string]table.Format{".txt": table.Text, ".md": table.Markdown} {
			var buf bytes.Buffer
			if err := s.WriteText(&buf, f); err != nil {
				t.Fatal(err)
			}
			files[c.name+ext] = buf.Bytes()
		}
		for name, got := range files {
			golden.Check(t, filepath.Join("testdata", name), got)
		}
	}
}

var atBudget = testmatch.AtBudget

// TestCompareBudgets: "" first, then depth by depth, nodes by nodes, time by duration.
func TestCompareBudgets(t *testing.T) {
	want := []string{"", "depth=2", "depth=10", "nodes=900", "nodes=20000", "time=500ms", "time=2s"}
	got := slices.Clone(want)
	slices.Reverse(got)
	sortBudgets(got, func(b string) string { return b })
	if !slices.Equal(got, want) {
		t.Errorf("sorted %v, want %v", got, want)
	}
	if _, err := CompareBudgets("depth=2", "plies=3"); err == nil || !strings.Contains(err.Error(), "plies=3") {
		t.Errorf("a bad budget: %v", err)
	}
}

// TestSummarizeBudgets: one summary per budget, in budget order whatever the order of the
// records, each equal to Summarize of its records alone; any other difference is an error
// naming the field.
func TestSummarizeBudgets(t *testing.T) {
	d2, d10 := atBudget(twoContestants(), "depth=2"), atBudget(twoContestants()[:6], "depth=10")
	n := atBudget(twoContestants()[6:], "nodes=5000")
	sums, err := SummarizeBudgets(slices.Concat(n, d10, d2))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range sums {
		got = append(got, s.Budget)
	}
	if want := []string{"depth=2", "depth=10", "nodes=5000"}; !slices.Equal(got, want) {
		t.Fatalf("budgets %v, want %v", got, want)
	}
	for i, recs := range [][]*record.Record{d2, d10, n} {
		want, _ := Summarize(recs)
		var a, b bytes.Buffer
		want.WriteText(&a, table.Text)
		sums[i].WriteText(&b, table.Text)
		if a.String() != b.String() {
			t.Errorf("budget %s: the summary differs from Summarize's of its records alone", sums[i].Budget)
		}
	}
	if one, err := SummarizeBudgets(d2); err != nil || len(one) != 1 {
		t.Errorf("one match: %d summaries, %v", len(one), err)
	}
	for _, c := range []struct {
		name string
		edit func(r *record.Record)
		want string
	}{
		{"contestants", func(r *record.Record) { r.Contestants = []string{B, P} }, "contestants differs"},
		{"seats", func(r *record.Record) { r.Seats = "014" }, "seats differs"},
		{"plan", func(r *record.Record) { r.Seed = 2 }, "plan"},
		{"bad budget", func(r *record.Record) { r.Budget = "plies=3" }, "plies=3"},
	} {
		other := atBudget(twoContestants(), "depth=3")
		c.edit(other[0])
		_, err := SummarizeBudgets(slices.Concat(d2, other))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "matchstat") {
			t.Errorf("%s: error %v, want one containing %q and no package name", c.name, err, c.want)
		}
	}
}

// TestSummarizeGame: records of a game other than Chinese Checkers summarize: the match is named
// by its game spec, each move's effort goes to the player the game's rules say made it (a Virus
// player out is skipped: each contestant here searches to its own depth, so any move given to
// the wrong player shows in the mean depths), and a shared result (3x3 tic-tac-toe drawn) is a
// game without a winner.
func TestSummarizeGame(t *testing.T) {
	play := func(c *match.Config) []*record.Record {
		t.Helper()
		if err := c.Validate(); err != nil {
			t.Fatal(err)
		}
		var recs []*record.Record
		err := match.Run(context.Background(), c, c.Plan(), 2, func(r *match.Result) error {
			recs = append(recs, match.NewRecord(c, r, "test"))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return recs
	}
	virus := play(&match.Config{Game: "virus(players=4,size=4)", Players: match.MustParseContestants("brs+@depth=1", "paranoid@depth=2"), Games: 14, Cap: 60, Seed: 3})
	s, err := Summarize(virus)
	if err != nil {
		t.Fatal(err)
	}
	if s.Game != "virus(players=4,size=4)" || s.Players != 4 || s.SeatingsPerBlock != 14 || s.Overall[0].Moves == 0 {
		t.Errorf("game %q, %d players, %d seatings, %d moves", s.Game, s.Players, s.SeatingsPerBlock, s.Overall[0].Moves)
	}
	near(t, "brs+@depth=1 mean depth", s.Overall[0].MeanDepth, 1, 0)
	near(t, "paranoid@depth=2 mean depth", s.Overall[1].MeanDepth, 2, 0)
	var b bytes.Buffer
	if err := s.WriteText(&b, table.Text); err != nil || !strings.HasPrefix(b.String(), "Match: virus(players=4,size=4), budget ") {
		t.Errorf("%v: %.80s", err, b.String())
	}

	c := &match.Config{Game: "tictactoe(players=2,size=3)", Players: match.MustParseContestants("paranoid", "brs"), Budget: match.Budget{Depth: 9}, Games: 2, OpeningPlies: match.NoOpening, Cap: 20, Seed: 1}
	s, err = Summarize(play(c))
	if err != nil {
		t.Fatal(err)
	}
	if s.Games != 2 || s.NoWinner != 2 || s.Decided != 0 || s.Overall[0].Wins != 0 {
		t.Errorf("drawn games: %d games, %d without a winner, %d decided", s.Games, s.NoWinner, s.Decided)
	}
}

// TestSummarizeSelfPlay: one contestant at every player index (design counts=3) summarizes with
// its share the won games and its per-seat rates; one contestant under another design is refused.
func TestSummarizeSelfPlay(t *testing.T) {
	var recs []*record.Record
	for g, w := range []int{0, 1, -1, 2, 0, 0} {
		r := testmatch.Record([]string{B}, g, g, 0, []string{B, B, B}, w, false)
		r.Design, r.Games = "counts=3", 6
		recs = append(recs, r)
	}
	s, err := Summarize(recs)
	if err != nil {
		t.Fatal(err)
	}
	if o := s.Overall[0]; len(s.Overall) != 1 || o.Games != 6 || o.Wins != 5 || s.NoWinner != 1 {
		t.Fatalf("overall %+v, no winner %d; want brs 5 of 6, one game without a winner", s.Overall, s.NoWinner)
	}
	for _, r := range recs {
		r.Design = "full"
	}
	if _, err := Summarize(recs); err == nil || !strings.Contains(err.Error(), "self-play") {
		t.Errorf("one contestant, design full: %v; want an error naming self-play", err)
	}
}
