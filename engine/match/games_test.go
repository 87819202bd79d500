package match

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/searchers/games"
)

// gameConfig is a small valid match on a game of the registry.
func gameConfig(t *testing.T, spec string, budget Budget, players ...string) *Config {
	t.Helper()
	c := &Config{Game: spec, Players: MustParseContestants(players...), Budget: budget, Games: 1, Cap: 40, Seed: 1}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	return c
}

// playRecords plays c's plan on workers goroutines and returns its records.
func playRecords(t *testing.T, c *Config, workers int) []*record.Record {
	t.Helper()
	var recs []*record.Record
	err := Run(context.Background(), c, c.Plan(), workers, func(r *Result) error {
		recs = append(recs, NewRecord(c, r, "test"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// TestGameMatches plays one block of every design on each game of the registry (the designs
// are one code for every game: their seatings depend only on the players at the board and the
// contestants) and checks every record: it names the game canonically and no board, its games
// are the plan's with the plan's seatings, every seating of a block starts from the same
// opening in the game's notation, and it replays (every move legal, the winner and final values
// as recorded), also after a results file.
func TestGameMatches(t *testing.T) {
	for _, tc := range []struct {
		spec, canonical string
		players         []string
		designs         []Design
		cap             int
	}{
		// Virus games end when a player is left or after limit= infections (200 by default).
		{"virus(size=4,players=3,limit=30)", "virus(players=3,size=4,limit=30)", []string{"paranoid", "brs", "brs+"},
			[]Design{DesignFull, DesignBalanced, DesignRandom, DesignDraw, DesignRotations, "counts=1,1,1"}, 60},
		{"virus(players=3,size=4,limit=30)", "virus(players=3,size=4,limit=30)", []string{"brs(threat=mtf)", "random"},
			[]Design{DesignFull, DesignBalanced, "counts=2,1"}, 60},
		{"tictactoe(players=2,size=3)", "tictactoe(players=2,size=3)", []string{"paranoid", "greedy"},
			[]Design{DesignFull, DesignBalanced, DesignRandom, DesignDraw, DesignRotations, "counts=1,1"}, 40},
		{"tictactoe(players=3)", "tictactoe(players=3)", []string{"paranoid", "maxn", "brs+"},
			[]Design{DesignFull, DesignBalanced}, 40},
		// Focus with searchers that make no null moves for the opponents: the Best-Reply
		// kernel's passes can loop forever where a pass puts a player out (reported; not
		// this package's); a short cap, so most games are capped.
		{"focus(players=3)", "focus(players=3)", []string{"paranoid", "maxn", "greedy"},
			[]Design{DesignFull, DesignBalanced, DesignRandom, DesignDraw, DesignRotations, "counts=1,1,1"}, 12},
		{"focus(players=2)", "focus(players=2)", []string{"paranoid", "random"}, []Design{DesignFull}, 200},
	} {
		for _, d := range tc.designs {
			c := gameConfig(t, tc.spec, Budget{Depth: 1}, tc.players...)
			c.Design, c.Cap = d, tc.cap
			if err := c.Validate(); err != nil {
				t.Fatalf("%s %s: %v", tc.spec, d, err)
			}
			name := tc.spec + " " + string(d)
			plan := c.Plan()
			if len(plan) != c.BlockSize() || c.NumPlayers() != len(c.SeatingOf(plan[0])) {
				t.Fatalf("%s: %d games for a block of %d; %d players, seating %v", name, len(plan), c.BlockSize(), c.NumPlayers(), c.SeatingOf(plan[0]))
			}
			recs := playRecords(t, c, 2)
			ended := 0
			for i, rec := range recs {
				g := plan[i]
				var want []string
				for _, x := range c.SeatingOf(g) {
					want = append(want, c.Players[x].String())
				}
				switch {
				case rec.GameSpec != tc.canonical || rec.Board != "" || rec.Seats != "" || rec.Rules != "":
					t.Errorf("%s: game %d names game %q, board %q, seats %q, rules %q; want %s and no board", name, i, rec.GameSpec, rec.Board, rec.Seats, rec.Rules, tc.canonical)
				case rec.Game != g.Index || rec.Block != g.Block || rec.Seating != g.Seating || !slices.Equal(rec.Players, want):
					t.Errorf("%s: record %d is game %d block %d seating %d players %v; the plan's is %+v with %v", name, i, rec.Game, rec.Block, rec.Seating, rec.Players, g, want)
				case rec.Start != recs[0].Start || !slices.Equal(rec.Opening, recs[0].Opening):
					t.Errorf("%s: game %d starts from %s after %v, game 0 from %s after %v: one opening a block", name, i, rec.Start, rec.Opening, recs[0].Start, recs[0].Opening)
				case len(rec.Opening) != c.NumPlayers() || !strings.HasPrefix(rec.Start, strings.SplitN(tc.spec, "(", 2)[0]+" "):
					t.Errorf("%s: opening %v, start %q; want one ply per player and the game's notation", name, rec.Opening, rec.Start)
				}
				if err := Replay(rec); err != nil {
					t.Errorf("%s: %v", name, err)
				}
				if back, err := roundTrip(rec); err != nil || Replay(back) != nil {
					t.Errorf("%s: game %d does not round-trip through a results file: %v", name, i, err)
				}
				if !rec.Capped {
					ended++
					if len(rec.Values) != c.NumPlayers() {
						t.Errorf("%s: game %d ended with values %v", name, i, rec.Values)
					}
				}
			}
			if tc.cap >= 40 && ended == 0 {
				t.Errorf("%s: every game capped; the test wants games that end", name)
			}
		}
	}
}

// TestGameDeterministic: with a depth or node budget the games of another game do not depend on
// the worker count; a time budget plays, and says it is not deterministic.
func TestGameDeterministic(t *testing.T) {
	for _, b := range []Budget{{Depth: 2}, {Nodes: 400}} {
		c := gameConfig(t, "virus(players=3,size=4)", b, "paranoid", "brs")
		c.Games, c.Cap = 12, 60
		if one, two := playLines(t, c, 1), playLines(t, c, 2); !slices.Equal(one, two) || len(one) != 12 {
			t.Errorf("%s: 1 and 2 workers play different games (%d, %d)", b, len(one), len(two))
		}
	}
	c := gameConfig(t, "tictactoe(players=2,size=3)", Budget{Time: 2 * time.Millisecond}, "paranoid", "brs")
	if c.Deterministic() || MatchRecord(c, "test").Deterministic {
		t.Error("a time budget is deterministic")
	}
	for _, rec := range playRecords(t, c, 1) {
		if err := Replay(rec); err != nil {
			t.Error(err)
		}
	}
}

// TestRiskDeterministic: Risk's matches (dice from the position's seeded stream, MP-Mix and the
// max^n family on its three best bids) play the same games on 1 and 2 workers and on a rerun,
// and every record replays legally.
func TestRiskDeterministic(t *testing.T) {
	c := &Config{Game: "risk(players=6)", Players: MustParseContestants("mpmix(td=10,to=inf)", "maxn", "paranoid"), Budget: Budget{Depth: 2},
		Design: DesignBalanced, Games: 6, Cap: 2000, Seed: 1} // one block of the experiment's design
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	one, two, again := playLines(t, c, 1), playLines(t, c, 2), playLines(t, c, 1)
	if !slices.Equal(one, two) || !slices.Equal(one, again) || len(one) != 6 {
		t.Errorf("1 worker, 2 workers and a rerun play different games (%d, %d, %d)", len(one), len(two), len(again))
	}
	for _, rec := range playRecords(t, c, 2) {
		if err := Replay(rec); err != nil {
			t.Error(err)
		}
	}
}

// TestGameOwnBudgets: each move of a game is searched with the budget of the contestant whose
// player Movers says made it, so Movers (the game's own turn order, replayed) and the players'
// budgets agree; on Chinese Checkers Movers is the rotation from the start's player to move.
func TestGameOwnBudgets(t *testing.T) {
	c := &Config{Game: "virus(players=4,size=4)", Players: MustParseContestants("brs+@depth=1", "paranoid@depth=2"), Games: 14, Cap: 60, Seed: 3}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	moves := 0
	for _, rec := range playRecords(t, c, 2) {
		movers, err := Movers(rec)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range movers {
			want := map[string]int{"brs+@depth=1": 1, "paranoid@depth=2": 2}[rec.Players[p]]
			if rec.Depths[i] != want {
				t.Fatalf("game %d move %d by player %d (%s): depth %d", rec.Game, i, p, rec.Players[p], rec.Depths[i])
			}
			moves++
		}
	}
	if moves == 0 {
		t.Fatal("no moves")
	}
	cc := config(t, "paranoid", "brs")
	cc.Cap = 7
	rec := playRecords(t, cc, 1)[0]
	s, _ := game.Parse(rec.Start, game.Free)
	movers, err := Movers(rec)
	if err != nil || len(movers) != 7 || movers[0] != s.ToMove || movers[1] != (s.ToMove+1)%3 {
		t.Errorf("Chinese Checkers: movers %v, %v; want the rotation from %d", movers, err, s.ToMove)
	}
}

// TestGameOutcome: a draw of tic-tac-toe and a tie of Virus have no winner, their values share
// the scale; a sole winner has it all. Replay checks both against the moves.
func TestGameOutcome(t *testing.T) {
	for _, tc := range []struct {
		pos    string
		winner int
		values []int64
	}{
		{"tictactoe 3 2 1 010010101", -1, []int64{1 << 19, 1 << 19}}, // full board, no line: a draw
		{"tictactoe 3 2 1 000.1.1..", 0, []int64{1 << 20, 0}},
		{"tictactoe 3 3 0 0121.0.2.", -1, nil}, // not over: the evaluation, which gives no one the whole scale
	} {
		p, err := games.Parse(tc.pos)
		if err != nil {
			t.Fatal(err)
		}
		w, v := Outcome(p)
		if w != tc.winner || (tc.values != nil && !slices.Equal(v, tc.values)) {
			t.Errorf("%s: winner %d, values %v; want %d, %v", tc.pos, w, v, tc.winner, tc.values)
		}
	}
	// Deep searches of 3x3 tic-tac-toe from the empty board draw.
	c := gameConfig(t, "tictactoe(players=2,size=3)", Budget{Depth: 9}, "paranoid", "brs")
	c.OpeningPlies = NoOpening
	for _, rec := range playRecords(t, c, 2) {
		if rec.Winner != nil || !slices.Equal(rec.Values, []int64{1 << 19, 1 << 19}) || rec.Plies != 9 {
			t.Errorf("game %d: winner %v, values %v after %d plies; want a draw", rec.Game, rec.Winner, rec.Values, rec.Plies)
		}
		if err := Replay(rec); err != nil {
			t.Error(err)
		}
	}
}

// TestGameReplayRefuses: a game record whose moves, start, result or arrays do not agree with
// the game fails Replay with a message naming the problem; ReplayEach, which hands over
// positions of Chinese Checkers, refuses it.
func TestGameReplayRefuses(t *testing.T) {
	c := gameConfig(t, "tictactoe(players=2,size=3)", Budget{Depth: 2}, "paranoid", "random")
	recs := playRecords(t, c, 1)
	var won, capped *record.Record
	for _, r := range recs {
		if r.Winner != nil {
			won = r
		}
	}
	c.Cap = 2
	capped = playRecords(t, c, 1)[0]
	if won == nil || !capped.Capped {
		t.Fatalf("want a won game and a capped one: %v, %v", won, capped.Capped)
	}
	for _, tc := range []struct {
		name string
		rec  *record.Record
		edit func(r *record.Record)
		want string
	}{
		{"an occupied cell", won, func(r *record.Record) { r.Moves[1] = r.Moves[0] }, "move 2"},
		{"a move of another game", won, func(r *record.Record) { r.Moves[0] = "3-4" }, "move 1"},
		{"another start", won, func(r *record.Record) { r.Start = strings.Replace(r.Start, ".", "1", 1) }, "the opening reaches"},
		{"another winner", won, func(r *record.Record) { w := 1 - *r.Winner; r.Winner = &w }, "winner"},
		{"no winner", won, func(r *record.Record) { r.Winner = nil }, "winner"},
		{"other values", won, func(r *record.Record) { r.Values = []int64{1 << 19, 1 << 19} }, "values"},
		{"no values", won, func(r *record.Record) { r.Values = nil }, "values"},
		{"a move after the end", won, func(r *record.Record) {
			r.Moves, r.Nodes, r.Depths, r.TimesUS, r.Plies = append(r.Moves, "a1"), append(r.Nodes, 1), append(r.Depths, 1), append(r.TimesUS, 1), r.Plies+1
		}, "after the game ended"},
		{"one node count short", won, func(r *record.Record) { r.Nodes = r.Nodes[1:] }, "nodes"},
		{"not over", won, func(r *record.Record) {
			r.Moves, r.Nodes, r.Depths, r.TimesUS, r.Plies = r.Moves[:1], r.Nodes[:1], r.Depths[:1], r.TimesUS[:1], 1
		}, "has not ended"},
		{"a board", won, func(r *record.Record) { r.Board = "star73" }, "board"},
		{"an unknown game", won, func(r *record.Record) { r.GameSpec = "tictac" }, `"tictac"`},
		{"a forfeit", won, func(r *record.Record) { r.Forfeit = &record.Forfeit{Player: 0, Reason: "crash"} }, "forfeit"},
		{"a capped game with values", capped, func(r *record.Record) { r.Values = []int64{1, 2} }, "capped"},
		{"a capped game short of the cap", capped, func(r *record.Record) {
			r.Moves, r.Nodes, r.Depths, r.TimesUS, r.Plies = r.Moves[:1], r.Nodes[:1], r.Depths[:1], r.TimesUS[:1], 1
		}, "capped"},
	} {
		bad, err := roundTrip(tc.rec) // a deep copy
		if err != nil {
			t.Fatal(err)
		}
		tc.edit(bad)
		if err := Replay(bad); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Replay: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
	if err := ReplayEach(won, nil); err == nil || !strings.Contains(err.Error(), "not of Chinese Checkers") {
		t.Errorf("ReplayEach of a game record: %v", err)
	}
	cc := playRecords(t, func() *Config { c := config(t, "paranoid", "brs"); c.Cap = 4; return c }(), 1)[0]
	cc.Values = []int64{1}
	if err := Replay(cc); err == nil || !strings.Contains(err.Error(), "values") {
		t.Errorf("a Chinese Checkers record with values: %v", err)
	}
}

// TestGameShardMerge: the shards of a game's match merge into the records of the unsharded run
// (ConfigOf reads the game back from the records), and the records of two games, or of a game
// and Chinese Checkers, are of two matches (SameMatch names the game).
func TestGameShardMerge(t *testing.T) {
	c := gameConfig(t, "virus(players=3,size=4)", Budget{Depth: 1}, "paranoid", "brs")
	c.Games = 18 // three blocks of six
	whole := playRecords(t, c, 2)
	var files []RecordsFile
	for i := range 2 {
		f := RecordsFile{Name: "s" + ShardName(i, 2)}
		for _, g := range c.Shard(i, 2) {
			rec := *whole[g.Index]
			rec.Shard = ShardName(i, 2)
			f.Records = append(f.Records, &rec)
		}
		files = append(files, f)
	}
	got, recs, err := Merge([]RecordsFile{files[1], files[0]})
	if err != nil {
		t.Fatal(err)
	}
	if got.Game != "virus(players=3,size=4)" || got.Board != "" || len(got.Plan()) != 18 {
		t.Errorf("the merged match is %+v", got)
	}
	var a, b bytes.Buffer
	for i := range whole {
		record.Write(&a, whole[i])
		record.Write(&b, recs[i])
	}
	if a.String() != b.String() {
		t.Errorf("the merged records differ from the whole run's:\n%s\nwant\n%s", b.String(), a.String())
	}
	other := gameConfig(t, "virus(players=3,size=5)", Budget{Depth: 1}, "paranoid", "brs")
	if f := SameMatch(MatchRecord(other, "test"), whole[0]); f != "game" {
		t.Errorf("virus 4x4 against 5x5: SameMatch = %q, want game", f)
	}
	if f := SameMatch(MatchRecord(config(t, "paranoid", "brs"), "test"), whole[0]); f != "game" {
		t.Errorf("Chinese Checkers against virus: SameMatch = %q, want game", f)
	}
	// "virus(size=4,players=3)" is the same match as its canonical spelling.
	respelt := *c
	respelt.Game = "virus(size=4,players=3)"
	if f := SameMatch(MatchRecord(&respelt, "test"), whole[0]); f != "" {
		t.Errorf("the same game spelt otherwise: SameMatch = %q", f)
	}
}

// TestGameValidate: a game that is not in the registry, a player count or option it does not
// allow, a field of Chinese Checkers beside a game, and a contestant that does not run on the
// game are *FieldErrors naming the field; greedy and random play any game.
func TestGameValidate(t *testing.T) {
	ok := func() *Config {
		return &Config{Game: "virus(players=3,size=4)", Players: MustParseContestants("paranoid", "brs"), Budget: Budget{Depth: 1}, Games: 1, Cap: 10}
	}
	for _, tc := range []struct {
		edit        func(c *Config)
		field, want string
	}{
		{func(c *Config) { c.Game = "virsu" }, "game", `match: game "virsu": want one of ` + strings.Join(games.Names(), ", ")}, // the registry's list, whatever its games
		{func(c *Config) { c.Game = "virus(players=9)" }, "game", `match: game "virus(players=9)": players "9": want 2 to 6`},
		{func(c *Config) { c.Game = "tictactoe(players=5)" }, "game", `want 2 to 4`},
		{func(c *Config) { c.Game = "virus(size=99)" }, "game", `size 99`},
		{func(c *Config) { c.Game = "virus(" }, "game", `match: game "virus(": `},
		{func(c *Config) { c.Board = "star73" }, "board", `match: board "star73": a board of Chinese Checkers; the game virus(players=3,size=4)`},
		{func(c *Config) { c.Seats = "03" }, "seats", `match: seats "03": `},
		{func(c *Config) { c.Rules = game.NoStop }, "rules", `match: rules "nostop": `},
		{func(c *Config) { c.Players = MustParseContestants("paranoid", "engine:/no/such/bot") }, "players", `engine command /no/such/bot: not an executable file`},
		{func(c *Config) { c.Players = MustParseContestants("paranoid", "brs(eval=franks1)") }, "players", `eval=franks1 is an evaluation of Chinese Checkers`},
		{func(c *Config) { c.Players = MustParseContestants("paranoid", "brs", "brs+", "maxn") }, "players", `4 contestants but 3 players`},
		{func(c *Config) { c.Design = "counts=1,1" }, "design", `summing to the players (3)`},
		{func(c *Config) { c.Seating = []int{0, 1} }, "seating", `2 entries for 3 players`},
	} {
		c := ok()
		tc.edit(c)
		err := c.Validate()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: want a one-line %s error with %q", err, tc.field, tc.want)
		}
	}
	for _, players := range [][]string{{"greedy", "random"}, {"maxn", "mpmix(td=0.05,to=0.1)", "opps(1,5,1)"}, {"brs@nodes=100", "paranoid@depth=3"}, {"paranoid", "engine:/bin/sh"}} {
		c := ok()
		c.Players = MustParseContestants(players...)
		if err := c.Validate(); err != nil {
			t.Errorf("%v on virus: %v", players, err)
		}
	}
}

// TestGameRecordFields: a game's record names the game (game_spec) and its final values and
// has no board, seats or rules; a Chinese Checkers record has neither new field, so its bytes
// are those of the records before other games.
func TestGameRecordFields(t *testing.T) {
	c := gameConfig(t, "tictactoe(players=2,size=3)", Budget{Depth: 1}, "paranoid", "brs")
	var b bytes.Buffer
	record.Write(&b, playRecords(t, c, 1)[0])
	var m map[string]any
	if err := json.Unmarshal(b.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"board", "seats", "rules"} {
		if _, ok := m[f]; ok {
			t.Errorf("a game record has %q: %s", f, b.String())
		}
	}
	if m["game_spec"] != "tictactoe(players=2,size=3)" || m["game"] != 0.0 {
		t.Errorf("game_spec %v, game %v: %s", m["game_spec"], m["game"], b.String())
	}
	b.Reset()
	cc := config(t, "paranoid", "brs")
	cc.Cap = 2
	record.Write(&b, playRecords(t, cc, 1)[0])
	if s := b.String(); strings.Contains(s, "game_spec") || strings.Contains(s, `"values"`) || !strings.HasPrefix(s, `{"version":"test","board":"star73","seats":"024","rules":"free",`) {
		t.Errorf("a Chinese Checkers record: %s", s)
	}
}
