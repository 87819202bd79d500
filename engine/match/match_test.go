package match

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/ccp"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/search"
)

func config(t *testing.T, players ...string) *Config {
	t.Helper()
	c := &Config{Board: "star73", Seats: "024", Rules: game.Free, Players: MustParseContestants(players...), Budget: Budget{Depth: 2}, Games: 6, Cap: 300, Seed: 1}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestSeatings checks the seating counts: 2^n - 2 for two contestants, n! for n, and that every
// contestant plays every player index equally often.
func TestSeatings(t *testing.T) {
	for _, tc := range []struct {
		seats   string
		players []string
		want    int
	}{
		{"024", []string{"paranoid", "maxn"}, 6},
		{"0134", []string{"paranoid", "maxn"}, 14},
		{"012345", []string{"paranoid", "maxn"}, 62},
		{"024", []string{"paranoid", "maxn", "brs"}, 6},
		{"0134", []string{"paranoid", "maxn", "brs"}, 36},
		{"012345", []string{"paranoid", "maxn", "brs", "brs+", "random", "greedy"}, 720},
		{"012345", []string{"paranoid", "maxn", "brs", "brs+", "random"}, 10}, // 1800 surjections: the 2k balanced ones
	} {
		c := &Config{Board: "star73", Seats: tc.seats, Players: MustParseContestants(tc.players...), Budget: Budget{Depth: 1}, Games: 1, Cap: 1}
		if err := c.Validate(); err != nil {
			t.Fatal(err)
		}
		ss := c.Seatings()
		if len(ss) != tc.want {
			t.Errorf("%s %v: %d seatings, want %d", tc.seats, tc.players, len(ss), tc.want)
		}
		count := make([][]int, len(tc.players)) // contestant x player index
		for i := range count {
			count[i] = make([]int, len(tc.seats))
		}
		for _, s := range ss {
			for p, x := range s {
				count[x][p]++
			}
		}
		for _, st := range ss {
			if n := len(slices.Compact(slices.Sorted(slices.Values(st)))); n != len(tc.players) {
				t.Errorf("%s %v: seating %v seats %d contestants, want all %d", tc.seats, tc.players, st, n, len(tc.players))
			}
		}
		sorted := slices.Clone(ss)
		slices.SortFunc(sorted, slices.Compare)
		if len(slices.CompactFunc(sorted, slices.Equal)) != len(ss) {
			t.Errorf("%s %v: a seating repeats", tc.seats, tc.players)
		}
		for x := range count {
			for p := range count[x] {
				if count[x][p] != count[0][0] {
					t.Errorf("%s %v: contestant %d sits at player %d %d times, contestant 0 at player 0 %d times", tc.seats, tc.players, x, p, count[x][p], count[0][0])
				}
			}
		}
	}
}

// TestGamesReplay plays a small match (searchers, random and greedy players, a cap that some
// games reach) and replays every record through the engine: every move legal, every winner right.
func TestGamesReplay(t *testing.T) {
	for _, players := range [][]string{{"paranoid", "maxn"}, {"random", "greedy"}, {"brs+", "opps(1,5,1)", "random"}} {
		c := config(t, players...)
		c.Cap = 80
		games := c.Plan()
		var recs []*record.Record
		err := Run(context.Background(), c, games, 2, func(r *Result) error {
			recs = append(recs, NewRecord(c, r, "test"))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(recs) != len(games) {
			t.Fatalf("%v: %d records, %d games", players, len(recs), len(games))
		}
		for i, rec := range recs {
			if rec.Game != i {
				t.Errorf("%v: record %d is game %d: out of order", players, i, rec.Game)
			}
			if err := Replay(rec); err != nil {
				t.Errorf("%v: %v", players, err)
			}
			// A record survives its file.
			if back, err := roundTrip(rec); err != nil || Replay(back) != nil {
				t.Errorf("%v: game %d does not round-trip through a results file: %v", players, i, err)
			}
		}
		// A tampered record fails the replay.
		bad := *recs[0]
		bad.Moves = slices.Clone(bad.Moves)
		bad.Moves[1] = bad.Moves[0]
		if Replay(&bad) == nil {
			t.Errorf("%v: a record with move 2 = move 1 replays", players)
		}
	}
}

// TestDeterministic: with a depth or node budget the games do not depend on the worker count,
// and every seating of a block starts from the same opening.
func TestDeterministic(t *testing.T) {
	for _, b := range []Budget{{Depth: 2}, {Nodes: 3000}} {
		c := config(t, "paranoid", "brs")
		c.Budget, c.Cap = b, 60
		one, two := playLines(t, c, 1), playLines(t, c, 2)
		if !slices.Equal(one, two) {
			t.Errorf("%s: 1 and 2 workers play different games", b)
		}
		var starts []string
		for _, g := range c.Plan() {
			if g.Block == 0 {
				_, s := c.Opening(g.Opening)
				starts = append(starts, s.String())
			}
		}
		if len(starts) != 6 || slices.ContainsFunc(starts, func(s string) bool { return s != starts[0] }) {
			t.Errorf("block 0's %d games start from %q, want one position", len(starts), starts)
		}
	}
}

func TestParseBudget(t *testing.T) {
	for in, want := range map[string]Budget{"depth=4": {Depth: 4}, "nodes=20000": {Nodes: 20000}, "time=250ms": {Time: 250e6}} {
		got, err := ParseBudget(in)
		if err != nil || got != want || got.String() != in {
			t.Errorf("ParseBudget(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "depth", "depth=0", "depth=99", "nodes=-1", "time=0s", "time=soon", "plies=3"} {
		if _, err := ParseBudget(in); err == nil {
			t.Errorf("ParseBudget(%q): no error", in)
		}
	}
}

// TestOwnBudgets: a contestant's own budget (SPEC@BUDGET) applies to its moves alone.
func TestOwnBudgets(t *testing.T) {
	if _, err := ParseContestants([]string{"brs+@depth=3", "brs+ @ depth=2"}); err == nil {
		t.Error("a spec with spaces around @ parsed")
	}
	c := &Config{Board: "star73", Seats: "024", Players: MustParseContestants("brs+@depth=3", "brs+@depth=2"), Games: 6, Cap: 40, Seed: 1}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	err := Run(context.Background(), c, c.Plan(), 2, func(r *Result) error {
		toMove := r.Start.ToMove
		for i, m := range r.Moves {
			p := (toMove + i) % len(r.Players)
			want := map[string]int{"brs+@depth=3": 3, "brs+@depth=2": 2}[r.Players[p]]
			if m.Depth != want {
				t.Fatalf("game %d move %d by %s: depth %d", r.Index, i, r.Players[p], m.Depth)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if (&Config{Board: "star73", Seats: "024", Players: MustParseContestants("brs+", "maxn"), Games: 1, Cap: 1}).Validate() == nil {
		t.Error("no -budget and no own budgets: validated")
	}
}

// TestCommittedGamesReplay replays games of the committed match results (reports/data) through
// the engine: every move legal, every winner and cap as recorded; every tenth game of each file
// here (the first among them), every game in TestLongCommittedGamesReplay (over 65,000 games).
func TestCommittedGamesReplay(t *testing.T) { replayCommitted(t, 10) }

func TestLongCommittedGamesReplay(t *testing.T) { replayCommitted(t, 1) }

// replayCommitted replays every every-th game of each committed results file.
func replayCommitted(t *testing.T, every int) {
	files, all, err := committedRecords()
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skip("no committed match results")
	}
	n := 0
	for _, f := range files {
		for i, rec := range all[f] {
			if i%every != 0 {
				continue
			}
			if err := Replay(rec); err != nil {
				t.Errorf("%s:%d: %v", f, i+1, err)
			}
			n++
		}
	}
	t.Logf("%d games replayed from %d files", n, len(files))
}

// TestFixedSeating: a Config.Seating match plays that one seating (a contestant on several
// seats), block after block, from the start position with NoOpening; its records carry the
// seating, replay, and are of another match than the same contestants over every seating.
func TestFixedSeating(t *testing.T) {
	c := &Config{Board: "star73", Seats: "024", Rules: game.Free, Players: MustParseContestants("paranoid", "maxn"), Seating: []int{0, 0, 1},
		Budget: Budget{Depth: 1}, Games: 3, OpeningPlies: NoOpening, Cap: 60, Seed: 1}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if ss := c.Seatings(); len(ss) != 1 || !slices.Equal(ss[0], []int{0, 0, 1}) {
		t.Fatalf("Seatings() = %v, want [[0 0 1]]", ss)
	}
	if plan := c.Plan(); len(plan) != 3 || plan[2].Block != 2 || plan[2].Seating != 0 {
		t.Fatalf("Plan() = %v, want 3 blocks of the one seating", plan)
	}
	start := c.start().String()
	var recs []*record.Record
	err := Run(context.Background(), c, c.Plan(), 2, func(r *Result) error {
		if len(r.OpeningMoves) != 0 || r.Start.String() != start {
			t.Errorf("game %d: opening %v from %s, want none from the start position", r.Index, r.OpeningMoves, r.Start)
		}
		if !slices.Equal(r.Players, []string{"paranoid", "paranoid", "maxn"}) {
			t.Errorf("game %d: players %v", r.Index, r.Players)
		}
		recs = append(recs, NewRecord(c, r, "test"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range recs {
		if err := Replay(rec); err != nil {
			t.Error(err)
		}
		back, err := roundTrip(rec)
		if err != nil || !slices.Equal(back.FixedSeating, []int{0, 0, 1}) || back.OpeningPlies != NoOpening {
			t.Fatalf("game %d: after a results file, %+v (%v); want fixed seating [0 0 1], opening plies %d", rec.Game, back, err, NoOpening)
		}
	}
	every := *c
	every.Seating = nil
	if f := SameMatch(MatchRecord(&every, "test"), recs[0]); f != "fixed seating" {
		t.Errorf("every seating against a fixed one: SameMatch = %q, want fixed seating", f)
	}
	var b bytes.Buffer
	if err := record.Write(&b, MatchRecord(&every, "test")); err != nil || strings.Contains(b.String(), "fixed_seating") {
		t.Errorf("a record without a fixed seating names it: %s (%v)", b.String(), err)
	}
	// One contestant on every seat is a match with a fixed seating only.
	one := &Config{Board: "star73", Seats: "024", Players: MustParseContestants("brs"), Seating: []int{0, 0, 0}, Budget: Budget{Depth: 1}, Games: 1, Cap: 1}
	if err := one.Validate(); err != nil {
		t.Errorf("one contestant on a fixed seating: %v", err)
	}
	one.Seating = nil
	if one.Validate() == nil {
		t.Error("one contestant over every seating validated")
	}
}

// TestSelfPlay: one contestant with design counts=N holds every player index of every game (the
// environment of a claim like "MAXN among three MAXN"); one count too few or another design is
// refused.
func TestSelfPlay(t *testing.T) {
	c := &Config{Board: "star73", Seats: "024", Rules: game.Free, Players: MustParseContestants("brs"), Design: "counts=3",
		Budget: Budget{Depth: 1}, Games: 2, Cap: 40, Seed: 1}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if ss := c.Seatings(); len(ss) != 1 || !slices.Equal(ss[0], []int{0, 0, 0}) {
		t.Fatalf("Seatings() = %v, want [[0 0 0]]", ss)
	}
	n := 0
	err := Run(context.Background(), c, c.Plan(), 2, func(r *Result) error {
		n++
		if !slices.Equal(r.Players, []string{"brs", "brs", "brs"}) {
			t.Errorf("game %d: players %v, want brs at every index", r.Index, r.Players)
		}
		if err := Replay(NewRecord(c, r, "test")); err != nil {
			t.Error(err)
		}
		return nil
	})
	if err != nil || n != 2 {
		t.Fatalf("%d games, %v; want 2", n, err)
	}
	for _, d := range []Design{"counts=2", "full", ""} {
		bad := *c
		bad.Design = d
		if bad.Validate() == nil {
			t.Errorf("one contestant with design %q validated", d)
		}
	}
}

// TestValidateSeatingAndOpening: a fixed seating must seat every player and every contestant,
// with contestant indices in range; opening plies below NoOpening are refused.
func TestValidateSeatingAndOpening(t *testing.T) {
	for _, tc := range []struct {
		seating []int
		plies   int
		want    string
	}{
		{[]int{0, 1}, 0, "2 entries for 3 players"},
		{[]int{0, 1, 2}, 0, "contestant 2; want 0 to 1"},
		{[]int{0, 1, -1}, 0, "contestant -1"},
		{[]int{0, 0, 0}, 0, "contestant 1 (maxn) has no seat"},
		{nil, -2, "openingPlies -2"},
	} {
		c := &Config{Board: "star73", Seats: "024", Players: MustParseContestants("paranoid", "maxn"), Seating: tc.seating,
			Budget: Budget{Depth: 1}, Games: 1, OpeningPlies: tc.plies, Cap: 1}
		if err := c.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("seating %v, opening plies %d: %v, want an error with %q", tc.seating, tc.plies, err, tc.want)
		}
	}
}

// seeded is a searcher that records how it was seeded.
type seeded struct {
	search.Searcher
	seed, stream uint64
	calls        int
}

func (s *seeded) Seed(seed, stream uint64) { s.seed, s.stream, s.calls = seed, stream, s.calls+1 }

// TestSeedSearcher: a searcher with a Seed method is seeded with the match seed and the
// stream of its game and player index (the random player's); others are left alone.
func TestSeedSearcher(t *testing.T) {
	var sr seeded
	seedSearcher(&sr, 7, uint64(5)<<8|2)
	if sr.calls != 1 || sr.seed != 7 || sr.stream != 5<<8|2 {
		t.Errorf("seeded %d times with (%d, %#x), want once with (7, 0x502)", sr.calls, sr.seed, sr.stream)
	}
	seedSearcher(nil, 7, 1) // no searcher (a random player): nothing to do, no panic
	pl, err := newPlayer(&Config{Seed: 7, Budget: Budget{Depth: 1}}, MustParseContestants("paranoid")[0], Game{Index: 5}, 2)
	if err != nil {
		t.Fatal(err)
	}
	seedSearcher(pl.sr, 7, 1) // a searcher without Seed: nothing to do
}

// TestForfeitRecord: a forfeited game replays when it stops before a terminal position, by the
// player to move, without a winner; other forfeits fail the replay; a record without a forfeit
// has no forfeit field in JSON (the records of earlier builds are unchanged).
func TestForfeitRecord(t *testing.T) {
	c := config(t, "paranoid", "maxn")
	c.Cap = 4
	r, err := Play(context.Background(), c, c.Plan()[0])
	if err != nil {
		t.Fatal(err)
	}
	rec := NewRecord(c, r, "test")
	var b bytes.Buffer
	if err := record.Write(&b, rec); err != nil || strings.Contains(b.String(), "forfeit") {
		t.Errorf("a game without a forfeit has the field: %s (%v)", b.String(), err)
	}
	// As if the player to move after 3 plies had forfeited.
	rec.Capped, rec.Plies = false, 3
	rec.Moves, rec.Nodes, rec.Depths, rec.TimesUS = rec.Moves[:3], rec.Nodes[:3], rec.Depths[:3], rec.TimesUS[:3]
	s, _ := game.Parse(rec.Start, game.Free)
	rec.Forfeit = &record.Forfeit{Player: (s.ToMove + 3) % 3, Reason: "illegal", Line: "bestmove 0-0", Detail: "not legal"}
	back, err := roundTrip(rec)
	if err != nil {
		t.Fatal(err)
	}
	if err := Replay(back); err != nil || back.Forfeit == nil || *back.Forfeit != *rec.Forfeit {
		t.Fatalf("a forfeited record does not replay or round-trip: %v, forfeit %+v", err, back.Forfeit)
	}
	for name, edit := range map[string]func(r *record.Record){
		"another player": func(r *record.Record) {
			r.Forfeit = &record.Forfeit{Player: (r.Forfeit.Player + 1) % 3, Reason: "crash"}
		},
		"a winner":  func(r *record.Record) { w := 0; r.Winner = &w },
		"capped":    func(r *record.Record) { r.Capped = true },
		"no reason": func(r *record.Record) { r.Forfeit = &record.Forfeit{Player: r.Forfeit.Player} },
	} {
		bad := *back
		edit(&bad)
		if Replay(&bad) == nil {
			t.Errorf("a forfeit by %s replays", name)
		}
	}
}

// TestEngineConfig: engine contestants are checked without starting them, kept as written, and
// deterministic only as the engines file promises for the budget.
func TestEngineConfig(t *testing.T) {
	engines := map[string]ccp.Config{"det": {Command: []string{"sh"}, DetDepth: true}, "nodet": {Command: []string{"sh"}}}
	for _, c := range []struct {
		players []string
		budget  Budget
		det     bool
	}{
		{[]string{"engine:det", "maxn"}, Budget{Depth: 2}, true},
		{[]string{"engine:det", "maxn"}, Budget{Nodes: 100}, false},
		{[]string{"engine:nodet", "maxn"}, Budget{Depth: 2}, false},
		{[]string{"engine:/bin/sh", "maxn"}, Budget{Depth: 2}, false}, // inline: no det line
	} {
		cfg := &Config{Board: "star73", Seats: "03", Rules: game.Free, Players: MustParseContestants(c.players...), Budget: c.budget, Games: 2, Cap: 10, Engines: engines}
		if err := cfg.Validate(); err != nil {
			t.Fatal(err)
		}
		if cfg.Players[0].String() != c.players[0] || cfg.Deterministic() != c.det {
			t.Errorf("%v %v: players %q, deterministic %v; want as written, %v", c.players, c.budget, cfg.Players, cfg.Deterministic(), c.det)
		}
	}
	for _, p := range []string{"engine:nosuch", "engine:./no/such/engine"} {
		cfg := &Config{Board: "star73", Seats: "03", Rules: game.Free, Players: MustParseContestants(p, "maxn"), Budget: Budget{Depth: 1}, Games: 2, Cap: 10, Engines: engines}
		if err := cfg.Validate(); err == nil || !strings.HasPrefix(err.Error(), "match: players") {
			t.Errorf("%s: %v, want an error naming players", p, err)
		}
	}
}

// playLines plays c's plan on workers goroutines and returns its records as JSON lines, without
// their timings (the part of a record that may differ between runs).
func playLines(t *testing.T, c *Config, workers int) []string {
	t.Helper()
	var out []string
	err := Run(context.Background(), c, c.Plan(), workers, func(r *Result) error {
		rec := NewRecord(c, r, "test")
		rec.TimesUS = nil
		j, _ := json.Marshal(rec)
		out = append(out, string(j))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// roundTrip writes rec to a results file in memory and reads it back, as a later run would.
func roundTrip(rec *record.Record) (*record.Record, error) {
	var b bytes.Buffer
	if err := record.Write(&b, rec); err != nil {
		return nil, err
	}
	recs, err := record.Read(&b, "results.jsonl")
	if err != nil {
		return nil, err
	}
	if len(recs) != 1 {
		return nil, fmt.Errorf("%d records read back, want 1", len(recs))
	}
	return recs[0], nil
}
