package match

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match/record"
)

// designConfig is a valid match of k contestants on the first n corners of star73 (0, 1, ...).
func designConfig(t *testing.T, n, k int, d Design) *Config {
	t.Helper()
	players := []string{"paranoid", "maxn", "brs", "brs+", "random", "greedy", "opps(1,5,1)"}[:k]
	c := &Config{Board: "star73", Seats: "012345"[:n], Rules: game.Free, Players: MustParseContestants(players...), Design: d,
		Budget: Budget{Depth: 1}, Games: 1, Cap: 40, Seed: 7}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestDesignBalance proves the balance of the deterministic designs for every 2 <= k <= n <= 6:
// over one block of full and of balanced, every contestant holds every player index equally
// often and every ordered pair of distinct contestants sits at every relative position equally
// often (Balance.Exact); every seating seats every contestant, none repeats; balanced gives each
// contestant floor(n/k) or ceil(n/k) seats in every game; and the sizes are those stated. The
// legacy rotations balance seats.
func TestDesignBalance(t *testing.T) {
	fullSize := map[[2]int]int{ // {k, n}: k! S(n, k)
		{2, 2}: 2, {2, 3}: 6, {3, 3}: 6, {2, 4}: 14, {3, 4}: 36, {4, 4}: 24,
		{2, 5}: 30, {3, 5}: 150, {4, 5}: 240, {5, 5}: 120,
		{2, 6}: 62, {3, 6}: 540, {4, 6}: 1560, {5, 6}: 1800, {6, 6}: 720,
	}
	balancedSize := map[int]int{2: 2, 3: 6, 4: 12, 5: 20, 6: 60}
	for n := 2; n <= 6; n++ {
		for k := 2; k <= n; k++ {
			r := BalanceOf(n, k, designConfig(t, n, k, DesignRotations).Seatings())
			if seat, _ := r.Imbalance(); seat != 1 || r.Games != 2*k {
				t.Errorf("k=%d n=%d rotations: %d seatings, seat max/min %v; want %d, 1", k, n, r.Games, seat, 2*k)
			}
			for _, d := range []Design{DesignFull, DesignBalanced} {
				c := designConfig(t, n, k, d)
				ss := c.Seatings()
				want := fullSize[[2]int{k, n}]
				if d == DesignBalanced {
					want = balancedSize[k]
				}
				if len(ss) != want || c.BlockSize() != want {
					t.Errorf("k=%d n=%d %s: %d seatings (block %d), want %d", k, n, d, len(ss), c.BlockSize(), want)
				}
				if d == DesignFull && Surjections(n, k) != want {
					t.Errorf("Surjections(%d, %d) = %d, want %d", n, k, Surjections(n, k), want)
				}
				sorted := slices.Clone(ss)
				slices.SortFunc(sorted, slices.Compare)
				if len(slices.CompactFunc(sorted, slices.Equal)) != len(ss) {
					t.Errorf("k=%d n=%d %s: a seating repeats", k, n, d)
				}
				for _, s := range ss {
					if distinct(s) != k || len(s) != n {
						t.Errorf("k=%d n=%d %s: seating %v does not seat all %d contestants on %d players", k, n, d, s, k, n)
					}
					if d != DesignBalanced {
						continue
					}
					for x := range k {
						if m := count(s, x); m != n/k && m != (n+k-1)/k {
							t.Errorf("k=%d n=%d balanced: seating %v gives contestant %d %d seats, want %d or %d", k, n, s, x, m, n/k, (n+k-1)/k)
						}
					}
				}
				b := BalanceOf(n, k, ss)
				if !b.Exact() {
					seat, pair := b.Imbalance()
					t.Errorf("k=%d n=%d %s: not balanced: seat max/min %v, pair max/min %v\nseat %v\npair %v", k, n, d, seat, pair, b.Seat, b.Pair)
				}
			}
		}
	}
}

// TestLabelGroups: each group is one, of the stated order, and 2-transitive (every ordered pair
// of distinct points goes to every ordered pair equally often), the premise of the balanced
// design's pair balance.
func TestLabelGroups(t *testing.T) {
	for k, order := range map[int]int{2: 2, 3: 6, 4: 12, 5: 20, 6: 60} {
		g := labelGroup(k)
		if len(g) != order {
			t.Errorf("k=%d: %d elements, want %d", k, len(g), order)
		}
		key := func(p []int) string { return fmt.Sprint(p) }
		in := map[string]bool{}
		for _, p := range g {
			in[key(p)] = true
			if q := slices.Sorted(slices.Values(p)); !slices.Equal(q, g[0]) {
				t.Errorf("k=%d: %v is not a permutation", k, p)
			}
		}
		for _, p := range g {
			for _, q := range g {
				pq := make([]int, k)
				for x := range pq {
					pq[x] = p[q[x]]
				}
				if !in[key(pq)] {
					t.Fatalf("k=%d: not closed: %v after %v is %v", k, q, p, pq)
				}
			}
		}
		hits := map[[4]int]int{}
		for _, p := range g {
			for x := range k {
				for y := range k {
					if x != y {
						hits[[4]int{x, y, p[x], p[y]}]++
					}
				}
			}
		}
		if len(hits) != k*(k-1)*k*(k-1) {
			t.Errorf("k=%d: %d of the %d (pair, image pair) combinations occur: not 2-transitive", k, len(hits), k*(k-1)*k*(k-1))
		}
		for h, m := range hits {
			if m != order/(k*(k-1)) {
				t.Errorf("k=%d: pair (%d,%d) goes to (%d,%d) %d times, want %d", k, h[0], h[1], h[2], h[3], m, order/(k*(k-1)))
			}
		}
	}
	for _, k := range []int{1, 7, 8} {
		if BalancedExists(k) {
			t.Errorf("k=%d: a balanced design is claimed", k)
		}
	}
}

// TestBalanceCounts: the counts and ratios of a small hand-counted set of seatings, and the
// confounding of the legacy rotations that the issue found (5 contestants on 6 players:
// contestants 1 and 4 never sit opposite contestant 0).
func TestBalanceCounts(t *testing.T) {
	b := BalanceOf(3, 2, [][]int{{0, 1, 0}, {0, 1, 0}, {1, 0, 1}})
	wantSeat := [][]int{{2, 1}, {1, 2}, {2, 1}}
	// d=1: {0,1,0} gives (0,1) (1,0) (0,0); {1,0,1} gives (1,0) (0,1) (1,1).
	// d=2: {0,1,0} gives (0,0) (1,0) (0,1); {1,0,1} gives (1,1) (0,1) (1,0).
	wantPair := [][][]int{{{2, 3}, {3, 1}}, {{2, 3}, {3, 1}}}
	if !slices.EqualFunc(b.Seat, wantSeat, slices.Equal) || fmt.Sprint(b.Pair) != fmt.Sprint(wantPair) || !slices.Equal(b.Absent, []int{0, 0}) || b.Games != 3 {
		t.Errorf("seat %v pair %v absent %v; want seat %v pair %v absent [0 0]", b.Seat, b.Pair, b.Absent, wantSeat, wantPair)
	}
	if seat, pair := b.Imbalance(); seat != 2 || pair != 1 || b.Exact() {
		t.Errorf("imbalance %v %v exact %v; want 2 1 false", seat, pair, b.Exact())
	}
	if b := BalanceOf(3, 3, [][]int{{0, 0, 1}}); !math.IsInf(b.SeatRatio(0), 1) || !math.IsInf(b.PairRatio(1), 1) || b.Absent[2] != 1 {
		t.Errorf("a contestant that never plays: seat ratio %v, pair ratio %v, absent %v; want +Inf, +Inf, [0 0 1]", b.SeatRatio(0), b.PairRatio(1), b.Absent)
	}
	c := designConfig(t, 6, 5, "")
	if c.EffectiveDesign() != DesignRotations {
		t.Fatalf("5 on 6 without a design: %s, want rotations", c.EffectiveDesign())
	}
	r := BalanceOf(6, 5, c.Seatings())
	if seat, _ := r.Imbalance(); seat != 1 || r.Pair[2][0][1] != 0 || r.Pair[2][0][4] != 0 || r.Pair[2][0][2] == 0 || !math.IsInf(r.PairRatio(3), 1) {
		t.Errorf("rotations, 5 on 6: seat max/min %v, 0 opposite 1: %d, 0 opposite 4: %d, 0 opposite 2: %d; want 1, 0, 0, > 0", seat, r.Pair[2][0][1], r.Pair[2][0][4], r.Pair[2][0][2])
	}
}

// TestDefaultDesign: full up to MaxSeatings seatings (the legacy seatings, so every such match
// plays as before), else balanced; the empty design means full or rotations.
func TestDefaultDesign(t *testing.T) {
	for n := 2; n <= 6; n++ {
		for k := 2; k <= n; k++ {
			want, legacy := DesignFull, DesignFull
			if n == 6 && (k == 4 || k == 5) {
				want, legacy = DesignBalanced, DesignRotations
			}
			if got := DefaultDesign(n, k); got != want {
				t.Errorf("k=%d n=%d: default %s, want %s", k, n, got, want)
			}
			if got := designConfig(t, n, k, "").EffectiveDesign(); got != legacy {
				t.Errorf("k=%d n=%d: no design means %s, want %s", k, n, got, legacy)
			}
			if legacy == DesignFull && !slices.EqualFunc(designConfig(t, n, k, "").Seatings(), designConfig(t, n, k, DesignFull).Seatings(), slices.Equal) {
				t.Errorf("k=%d n=%d: full differs from no design", k, n)
			}
		}
	}
}

// TestDrawnDesigns: random draws every seating of a block from the full design's, draw draws
// tables with replacement (k may exceed n; never a single contestant), both numbered by
// seatingCode so one number is one seating in every block; the balance of the plan is the
// balance of the seatings the games play, and the draw's seats are uniform (chi-square, seeded).
func TestDrawnDesigns(t *testing.T) {
	c := designConfig(t, 6, 5, DesignRandom)
	c.Games = 200
	plan := c.Plan()
	if len(plan) != 200 || c.BlockSize() != 20 {
		t.Fatalf("random: %d games, block %d; want 200, 20", len(plan), c.BlockSize())
	}
	full := map[string]bool{}
	for _, s := range fullSeatings(6, 5) {
		full[fmt.Sprint(s)] = true
	}
	var played [][]int
	for _, g := range plan {
		s := c.SeatingOf(g)
		if !full[fmt.Sprint(s)] || seatingCode(s, 5) != g.Seating {
			t.Fatalf("random: game %d seating %v (code %d) is not a seating of the full design", g.Index, s, g.Seating)
		}
		if want := c.BlockSeatings(g.Block)[g.Index%20]; !slices.Equal(s, want) {
			t.Fatalf("random: game %d plays %v, its block lists %v", g.Index, s, want)
		}
		played = append(played, s)
	}
	if fmt.Sprint(c.PlanBalance(plan)) != fmt.Sprint(BalanceOf(6, 5, played)) {
		t.Error("random: PlanBalance differs from the balance of the seatings played")
	}
	if slices.EqualFunc(c.BlockSeatings(0), c.BlockSeatings(1), slices.Equal) {
		t.Error("random: blocks 0 and 1 draw the same seatings")
	}
	if seat, pair := c.PlanBalance(plan).Imbalance(); seat == 1 && pair == 1 {
		t.Error("random: 200 drawn games balanced exactly; the imbalance is not measured")
	}

	d := &Config{Board: "star73", Seats: "0134", Rules: game.Free, Players: MustParseContestants("random", "greedy", "paranoid", "maxn", "brs"), Design: DesignDraw,
		Budget: Budget{Depth: 1}, Games: 2000, Cap: 40, Seed: 7}
	if err := d.Validate(); err != nil {
		t.Fatalf("5 contestants drawn on 4 players: %v", err)
	}
	plan = d.Plan()
	b := d.PlanBalance(plan)
	total := 0
	for g, gm := range plan {
		s := d.SeatingOf(gm)
		if distinct(s) < 2 || len(s) != 4 {
			t.Fatalf("draw: game %d table %v", g, s)
		}
		if g < 20 && !slices.Equal(s, d.drawGame(g)) {
			t.Errorf("draw: game %d plays %v, drawn %v", g, s, d.drawGame(g))
		}
	}
	var chi float64
	for p := range 4 {
		for x := range 5 {
			e := float64(len(plan)) / 5
			chi += (float64(b.Seat[p][x]) - e) * (float64(b.Seat[p][x]) - e) / e
			total += b.Seat[p][x]
		}
	}
	if total != 4*len(plan) {
		t.Errorf("draw: %d seats counted, want %d", total, 4*len(plan))
	}
	if p := 1 - (distuv.ChiSquared{K: 4 * 4}).CDF(chi); p < 0.001 {
		t.Errorf("draw: seat counts %v: chi-square %.1f, p = %.2g: not uniform", b.Seat, chi, p)
	}
	for x, a := range b.Absent {
		// P(absent from a table of 4 drawn from 5) = (4/5)^4, less the single-contestant tables redrawn.
		if a == 0 || a == len(plan) {
			t.Errorf("draw: contestant %d absent from %d of %d games", x, a, len(plan))
		}
	}
	if (&Config{Board: "star73", Seats: "0134", Players: make([]Contestant, 5)}).validateDesign() != nil {
		t.Error("no design: validateDesign refused it")
	}
}

// TestDesignDeterministic: the same Config gives the same plan and seatings every time, and the
// games of a drawn design do not depend on the worker count.
func TestDesignDeterministic(t *testing.T) {
	for _, d := range Designs {
		c := designConfig(t, 4, 3, d)
		c.Games = 30
		again := *c
		again.Players = slices.Clone(c.Players)
		if fmt.Sprint(c.Plan()) != fmt.Sprint(again.Plan()) || fmt.Sprint(c.PlanBalance(c.Plan())) != fmt.Sprint(again.PlanBalance(again.Plan())) {
			t.Errorf("%s: two equal Configs plan differently", d)
		}
	}
	c := designConfig(t, 3, 3, DesignDraw)
	c.Players = MustParseContestants("random", "greedy", "paranoid")
	c.Games, c.Cap = 8, 30
	if one, two := playLines(t, c, 1), playLines(t, c, 2); strings.Join(one, "\n") != strings.Join(two, "\n") {
		t.Error("draw: the games differ between 1 and 2 workers")
	} else if !strings.Contains(one[0], `"design":"draw"`) {
		t.Errorf("a record without its design: %s", one[0])
	}
}

// TestDesignValidate: an unknown design, a design with a fixed seating, balanced without a
// group and more contestants than players outside draw are refused, each naming design or
// players.
func TestDesignValidate(t *testing.T) {
	for _, tc := range []struct {
		seats   string
		players []string
		seating []int
		design  Design
		want    string
	}{
		{"024", []string{"paranoid", "maxn"}, nil, "x", `match: design "x": want one of full, balanced, random, draw, rotations`},
		{"024", []string{"paranoid", "maxn"}, []int{0, 1, 1}, DesignFull, "match: design full: a fixed seating"},
		{"024", []string{"paranoid", "maxn", "brs", "brs+"}, nil, DesignFull, "match: players: 4 contestants but 3 players at the board; want at most one contestant per player (or design draw)"},
	} {
		c := &Config{Board: "star73", Seats: tc.seats, Players: MustParseContestants(tc.players...), Seating: tc.seating, Design: tc.design, Budget: Budget{Depth: 1}, Games: 1, Cap: 1}
		if err := c.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %v %v: %v, want an error with %q", tc.design, tc.players, tc.seating, err, tc.want)
		}
	}
	c := &Config{Seats: "0123456", Players: make([]Contestant, 7), Design: DesignBalanced}
	if err := c.validateDesign(); err == nil || !strings.Contains(err.Error(), "no 2-transitive design") {
		t.Errorf("balanced for 7 contestants: %v", err)
	}
}

// committedRecords reads every committed results file (reports/data and its folders) once for
// the tests that check them all (TestCommittedPlans, TestCommittedGamesReplay): decoding the
// JSON is most of their time.
func committedRecords() ([]string, map[string][]*record.Record, error) {
	c := readCommitted()
	return c.files, c.recs, c.err
}

var readCommitted = sync.OnceValue(func() (c struct {
	files []string
	recs  map[string][]*record.Record
	err   error
}) {
	c.files, _ = filepath.Glob(filepath.Join("..", "..", "reports", "data", "*.jsonl"))
	sub, _ := filepath.Glob(filepath.Join("..", "..", "reports", "data", "*", "*.jsonl")) // reports/data/franks
	c.files = append(c.files, sub...)
	c.recs = map[string][]*record.Record{}
	for _, f := range c.files {
		if c.recs[f], c.err = record.ReadFile(f); c.err != nil {
			return c
		}
	}
	return c
})

// TestCommittedPlans: the committed records (reports/data, written before designs) keep their
// plan: every record is the game its match's plan puts at its place (block, seating index,
// opening) and its players are that seating's; their matches mean full, rotations (5 on 6) or a
// fixed seating; a game of that design is of the same match, one of the default design only
// where that is full.
func TestCommittedPlans(t *testing.T) {
	files, all, err := committedRecords()
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skip("no committed match results")
	}
	n := 0
	for _, f := range files {
		recs := all[f]
		// An extended file (cctree match -games raised on resume) plans more games than its first
		// records say; the games played keep their places, so every record must sit on the largest plan.
		planned := 0
		for _, rec := range recs {
			planned = max(planned, rec.Games)
		}
		var plan []Game
		var c *Config
		for i, rec := range recs {
			if c == nil {
				players, err := ParseContestants(rec.Contestants)
				if err != nil {
					t.Fatalf("%s:%d: %v", f, i+1, err)
				}
				// Read through the parser, the contestants are spelt as this build writes them.
				if got := ContestantStrings(players); !slices.Equal(got, rec.Contestants) {
					t.Errorf("%s: contestants %q, this build writes them %q", f, rec.Contestants, got)
				}
				c = &Config{Game: rec.GameSpec, Seats: rec.Seats, Players: players, Seating: rec.FixedSeating, Design: Design(rec.Design),
					Games: planned, Openings: rec.Openings, Seed: rec.Seed}
				plan = c.Plan()
				if rec.Design != "" {
					// Played with a design named in the record: it is the design the plan used.
					if RecordDesign(rec) != Design(rec.Design) {
						t.Errorf("%s: design %q, effective %q", f, rec.Design, RecordDesign(rec))
					}
				} else {
					wantDesign := DesignFull
					switch {
					case rec.FixedSeating != nil:
						wantDesign = ""
					case len(rec.Seats) == 6 && len(rec.Contestants) == 5:
						wantDesign = DesignRotations
					}
					if rec.Design != "" || RecordDesign(rec) != wantDesign {
						t.Errorf("%s: design %q, effective %q; want none, effective %q", f, rec.Design, RecordDesign(rec), wantDesign)
					}
					if rec.FixedSeating == nil { // a fixed seating has no design (Validate refuses one)
						now := *rec
						now.Design = string(DefaultDesign(len(c.Seats), len(c.Players)))
						want := ""
						if wantDesign != DesignFull {
							want = "design"
						}
						if got := SameMatch(&now, rec); got != want {
							t.Errorf("%s: a game of the default design %s: SameMatch %q, want %q", f, now.Design, got, want)
						}
						now.Design = string(wantDesign)
						if got := SameMatch(&now, rec); got != "" {
							t.Errorf("%s: a game of design %s: SameMatch %q, want the same match", f, now.Design, got)
						}
					}
				}
			}
			if rec.Game >= len(plan) {
				t.Fatalf("%s:%d: game %d outside the plan of %d", f, i+1, rec.Game, len(plan))
			}
			g := plan[rec.Game]
			var names []string
			for _, x := range c.SeatingOf(g) {
				names = append(names, c.Players[x].String())
			}
			if g.Block != rec.Block || g.Seating != rec.Seating || g.Opening != rec.OpeningIndex || !slices.Equal(names, rec.Players) {
				t.Errorf("%s:%d: the plan's game %d is block %d seating %d opening %d players %v; the record says %d %d %d %v",
					f, i+1, rec.Game, g.Block, g.Seating, g.Opening, names, rec.Block, rec.Seating, rec.OpeningIndex, rec.Players)
			}
			n++
		}
	}
	t.Logf("%d games of %d files on their plans", n, len(files))
}

// TestDesignCounts: counts=C0,... plays every arrangement of the table once a block; each
// contestant holds each player index in proportion to its count and each ordered pair of
// distinct contestants sits at each relative position in proportion to the product of counts
// (exactly: the arrangements are closed under permuting player indices). Bad counts are refused.
func TestDesignCounts(t *testing.T) {
	for _, tc := range []struct {
		seats   string
		players []string
		design  Design
		want    int // n! / prod(Cx!)
	}{
		{"0134", []string{"brs", "paranoid", "maxn"}, "counts=1,2,1", 12},
		{"0134", []string{"brs", "maxn"}, "counts=1,3", 4},
		{"012345", []string{"brs", "paranoid", "maxn"}, "counts=2,2,2", 90},
	} {
		c := &Config{Board: "star73", Seats: tc.seats, Rules: game.Free, Players: MustParseContestants(tc.players...), Design: tc.design,
			Budget: Budget{Depth: 1}, Games: 1, Cap: 4}
		if err := c.Validate(); err != nil {
			t.Fatalf("%s: %v", tc.design, err)
		}
		ss := c.Seatings()
		if len(ss) != tc.want || c.BlockSize() != tc.want {
			t.Fatalf("%s: %d seatings, want %d", tc.design, len(ss), tc.want)
		}
		counts, _ := tc.design.Counts()
		n, k := len(tc.seats), len(tc.players)
		b := BalanceOf(n, k, ss)
		for p := range n {
			for x := range k {
				if got, want := b.Seat[p][x], tc.want*counts[x]/n; got != want {
					t.Errorf("%s: contestant %d at player index %d in %d games, want %d", tc.design, x, p, got, want)
				}
			}
		}
		for d := 1; d < n; d++ {
			for x := range k {
				for y := range k {
					if x == y {
						continue
					}
					// Games with x at i and y at i+d, summed over i: n * (arrangements with x and y
					// at two given indices) = n * want * Cx * Cy / (n (n-1)).
					if got, want := b.Pair[d-1][x][y], tc.want*counts[x]*counts[y]/(n-1); got != want {
						t.Errorf("%s: pair (%d, %d) at distance %d %d times, want %d", tc.design, x, y, d, got, want)
					}
				}
			}
		}
	}
	for _, bad := range []struct {
		design Design
		want   string
	}{
		{"counts=1,2", "summing to the players"},
		{"counts=1,1,1,1", "one count per contestant"},
		{"counts=0,4,0", "whole number >= 1"},
		{"counts=a", "whole number >= 1"},
	} {
		c := &Config{Board: "star73", Seats: "0134", Rules: game.Free, Players: MustParseContestants("brs", "paranoid", "maxn"), Design: bad.design,
			Budget: Budget{Depth: 1}, Games: 1, Cap: 4}
		if err := c.Validate(); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one saying %q", bad.design, err, bad.want)
		}
	}
}
