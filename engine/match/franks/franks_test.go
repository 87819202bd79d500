package franks

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// star3 is a valid 3-player star configuration that the error cases below break one key at a time.
const star3 = `# a comment
stats.file = out.csv
stats.runNTimes = 4
board.type = star
board.numPlayers = 3
board.limitToNMoves = 6
player.0.playerType = bestReply
player.0.heuristic = 3
player.0.lookahead = 2
player.1.playerType = bestReply
player.1.heuristic = 3
player.1.lookahead = 2
player.2.playerType = maxn
player.2.heuristic = 3
player.2.lookahead = 2
`

func parse(t *testing.T, text string) (*Run, error) {
	t.Helper()
	return Parse(filepath.Join("cfg", "run.cfg"), strings.NewReader(text))
}

// TestParseFigure17: the thesis' own sample file (with its board.limitToMoves spelling) maps to
// two max^n players and a BRS player on the triangle board, one fixed seating, no opening.
func TestParseFigure17(t *testing.T) {
	if board.ByName("triangle") == nil {
		t.Skip("no triangle board in this build")
	}
	f, err := os.Open(filepath.Join("testdata", "figure17.cfg"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := Parse(filepath.Join("testdata", "figure17.cfg"), f)
	if err != nil {
		t.Fatal(err)
	}
	if r.CSV != filepath.Join("testdata", "T3MMB.csv") || r.Out != filepath.Join("testdata", "T3MMB.jsonl") || r.Games != 30 || r.Limit != 6 {
		t.Errorf("csv %s, out %s, games %d, limit %d", r.CSV, r.Out, r.Games, r.Limit)
	}
	c, err := r.Config()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"maxn(eval=franks3,best=6,ties=0.25)@depth=6", "brs(eval=franks3,best=6,ties=0.25)@depth=6"}
	if c.Board != "triangle" || c.Seats != "024" || !slices.Equal(match.ContestantStrings(c.Players), want) || !slices.Equal(c.Seating, []int{0, 0, 1}) ||
		c.OpeningPlies != match.NoOpening || c.Games != 30 || c.Seed != 1 || c.Cap != 1000 {
		t.Errorf("config %+v", c)
	}
}

// TestMapping: boards, player counts, strategies, limits and the cctree.* keys map as the
// package documentation says.
func TestMapping(t *testing.T) {
	for _, tc := range []struct {
		name, edit    string // edit: lines appended, or "s/old/new/" replacements separated by ";"
		board, seats  string
		players       []string
		seating       []int
		seed          uint64
		capPlies      int
		skipUnlessHas string
	}{
		{name: "star 3", board: "star73", seats: "024", seating: []int{0, 0, 1},
			players: []string{"brs(eval=franks3,best=6,ties=0.25)@depth=2", "maxn(eval=franks3,best=6,ties=0.25)@depth=2"}},
		{name: "star 2, all children, paranoid, heuristic 1", edit: "s/numPlayers = 3/numPlayers = 2/;s/limitToNMoves = 6/limitToNMoves = -1/;s/player.2./#player.2./;s/0.playerType = bestReply/0.playerType = paranoid/;s/0.heuristic = 3/0.heuristic = 1/",
			board: "star73", seats: "03", seating: []int{0, 1},
			players: []string{"paranoid(eval=franks1,ties=0.25)@depth=2", "brs(eval=franks3,ties=0.25)@depth=2"}},
		{name: "limitToMoves spelling, random, ties, seed, cap", edit: "s/limitToNMoves/limitToMoves/;s/1.playerType = bestReply/1.playerType = Random/;s/1.lookahead = 2/1.lookahead = 4/;s/1.heuristic = 3/1.heuristic = 2/",
			board: "star73", seats: "024", seating: []int{0, 1, 2},
			players: []string{"brs(eval=franks3,best=6,ties=0.25)@depth=2", "random(eval=franks2,best=6)@depth=4", "maxn(eval=franks3,best=6,ties=0.25)@depth=2"}},
		{name: "random among all, no ties", edit: "s/limitToNMoves = 6/limitToNMoves = -1/;s/2.playerType = maxn/2.playerType = random/;cctree.ties = 0;cctree.seed = 99;cctree.cap = 300",
			board: "star73", seats: "024", seating: []int{0, 0, 1}, seed: 99, capPlies: 300,
			players: []string{"brs(eval=franks3)@depth=2", "random@depth=2"}},
		{name: "star 4", edit: "s/numPlayers = 3/numPlayers = 4/;player.3.playerType = maxn;player.3.heuristic = 3;player.3.lookahead = 2",
			board: "star73", seats: "0134", seating: []int{0, 0, 1, 1},
			players: []string{"brs(eval=franks3,best=6,ties=0.25)@depth=2", "maxn(eval=franks3,best=6,ties=0.25)@depth=2"}},
		{name: "star 6", edit: "s/numPlayers = 3/numPlayers = 6/;player.3.playerType = maxn;player.3.heuristic = 3;player.3.lookahead = 2;player.4.playerType = paranoid;player.4.heuristic = 3;player.4.lookahead = 2;player.5.playerType = maxn;player.5.heuristic = 3;player.5.lookahead = 3",
			board: "star73", seats: "012345", seating: []int{0, 0, 1, 1, 2, 3},
			players: []string{"brs(eval=franks3,best=6,ties=0.25)@depth=2", "maxn(eval=franks3,best=6,ties=0.25)@depth=2", "paranoid(eval=franks3,best=6,ties=0.25)@depth=2", "maxn(eval=franks3,best=6,ties=0.25)@depth=3"}},
		{name: "triangle without numPlayers", edit: "s/board.type = star/board.type = triangle/;s/board.numPlayers = 3//", skipUnlessHas: "triangle",
			board: "triangle", seats: "024", seating: []int{0, 0, 1},
			players: []string{"brs(eval=franks3,best=6,ties=0.25)@depth=2", "maxn(eval=franks3,best=6,ties=0.25)@depth=2"}},
		{name: "square", edit: "s/board.type = star/board.type = SQUARE/;s/numPlayers = 3/numPlayers = 4/;board.size = 6;player.3.playerType = maxn;player.3.heuristic = 3;player.3.lookahead = 2", skipUnlessHas: "square:6",
			board: "square:6", seats: "0123", seating: []int{0, 0, 1, 1},
			players: []string{"brs(eval=franks3,best=6,ties=0.25)@depth=2", "maxn(eval=franks3,best=6,ties=0.25)@depth=2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.skipUnlessHas != "" && board.ByName(tc.skipUnlessHas) == nil {
				t.Skipf("no %s board in this build", tc.skipUnlessHas)
			}
			r, err := parse(t, edit(star3, tc.edit))
			if err != nil {
				t.Fatal(err)
			}
			c, err := r.Config()
			if err != nil {
				t.Fatal(err)
			}
			seed, capPlies := cmpOr(tc.seed, 1), cmpOr(tc.capPlies, 1000)
			if c.Board != tc.board || c.Seats != tc.seats || !slices.Equal(match.ContestantStrings(c.Players), tc.players) || !slices.Equal(c.Seating, tc.seating) ||
				c.Seed != seed || c.Cap != capPlies || c.Games != 4 || c.OpeningPlies != match.NoOpening {
				t.Errorf("got %s %s %q seating %v seed %d cap %d games %d opening plies %d\nwant %s %s %q seating %v seed %d cap %d",
					c.Board, c.Seats, c.Players, c.Seating, c.Seed, c.Cap, c.Games, c.OpeningPlies, tc.board, tc.seats, tc.players, tc.seating, seed, capPlies)
			}
			if r.CSV != filepath.Join("cfg", "out.csv") || r.Out != filepath.Join("cfg", "out.jsonl") {
				t.Errorf("csv %s, records %s; want both beside cfg/run.cfg", r.CSV, r.Out)
			}
		})
	}
}

// TestWinRule: his configurations play under his win rule (every own piece home) unless
// cctree.win says spoil; cctree.rules sets the move restriction alone, and the match config and
// its records carry both.
func TestWinRule(t *testing.T) {
	for _, tc := range []struct {
		edit string
		want game.Rules
		text string
	}{
		{"", game.Free.WithWin(game.AllHome), "free+allhome"},
		{"cctree.win = allhome", game.Free.WithWin(game.AllHome), "free+allhome"},
		{"cctree.win = spoil", game.Free, "free"},
		{"cctree.rules = nostop", game.NoStop.WithWin(game.AllHome), "nostop+allhome"},
		{"cctree.rules = goallock;cctree.win = spoil", game.GoalLock, "goallock"},
		{"cctree.win = spoil;cctree.rules = nostop", game.NoStop, "nostop"},
	} {
		r, err := parse(t, edit(star3, tc.edit))
		if err != nil {
			t.Fatalf("%q: %v", tc.edit, err)
		}
		c, err := r.Config()
		if err != nil {
			t.Fatal(err)
		}
		if r.Rules != tc.want || c.Rules != tc.want || c.Rules.String() != tc.text {
			t.Errorf("%q: rules %v, config %v; want %s", tc.edit, r.Rules, c.Rules, tc.text)
		}
	}
	if DefaultRules.Win() != game.AllHome || DefaultRules.Restriction() != game.Free {
		t.Errorf("DefaultRules = %v", DefaultRules)
	}
}

func cmpOr[T comparable](a, b T) T {
	var zero T
	if a == zero {
		return b
	}
	return a
}

// edit applies "s/old/new/" replacements and appends other lines, separated by ";".
func edit(text, edits string) string {
	if edits == "" {
		return text
	}
	for _, e := range strings.Split(edits, ";") {
		if f := strings.Split(e, "/"); len(f) == 4 && f[0] == "s" {
			text = strings.ReplaceAll(text, f[1], f[2])
		} else {
			text += e + "\n"
		}
	}
	return text
}

// TestParseErrors: every kind of bad file is one line that names the file, the line where
// there is one, the key and what it accepts.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ edit, want string }{
		// unknown keys and malformed lines
		{"board.colour = red", "cfg/run.cfg:16: unknown key board.colour: want one of stats.file,"},
		{"player.0.depth = 3", "cfg/run.cfg:16: unknown key player.0.depth: want one of"},
		{"just words", "cfg/run.cfg:16: \"just words\" is not a key = value line"},
		{"= 3", "cfg/run.cfg:16: \"= 3\" is not a key = value line"},
		{"stats.runNTimes = 5", "cfg/run.cfg:16: stats.runNTimes given again (first on line 3)"},
		{"board.limitToMoves = 5", "cfg/run.cfg:16: board.limitToMoves given again (first on line 6)"},
		{"player.00.heuristic = 2", "cfg/run.cfg:16: player.00.heuristic given again (first on line 8)"},
		// missing mandatory keys
		{"s/stats.file = out.csv//", "cfg/run.cfg: stats.file missing: want a file name"},
		{"s/stats.runNTimes = 4//", "cfg/run.cfg: stats.runNTimes missing: want the number of games"},
		{"s/board.type = star//", "cfg/run.cfg: board.type missing: want triangle, square or star"},
		{"s/board.numPlayers = 3//", "cfg/run.cfg: board.numPlayers missing (mandatory with board.type = star): want 2, 3, 4 or 6"},
		{"s/board.type = star/board.type = square/;s/numPlayers = 3/numPlayers = 4/", "board.size missing (mandatory with board.type = square)"},
		{"s/board.limitToNMoves = 6//", "cfg/run.cfg: board.limitToNMoves (or board.limitToMoves) missing: want -1 (every child)"},
		{"s/player.1.heuristic = 3//", "cfg/run.cfg: player.1.heuristic missing (every player 0 to 2 needs playerType, heuristic and lookahead): want 1, 2 or 3"},
		{"s/player.2.playerType = maxn//", "player.2.playerType missing"},
		{"s/player.2./#player.2./", "player.2.playerType missing"},
		// bad values
		{"s/runNTimes = 4/runNTimes = 0/", "cfg/run.cfg:3: stats.runNTimes = \"0\": want the number of games, an integer >= 1"},
		{"s/runNTimes = 4/runNTimes = many/", "cfg/run.cfg:3: stats.runNTimes = \"many\""},
		{"s/stats.file = out.csv/stats.file =/", "cfg/run.cfg:2: stats.file = \"\" (empty)"},
		{"s/type = star/type = hexagon/", "cfg/run.cfg:4: board.type = \"hexagon\": want triangle, square or star"},
		{"s/numPlayers = 3/numPlayers = 5/", "cfg/run.cfg:5: board.numPlayers = \"5\": want 2, 3, 4 or 6"},
		{"s/board.type = star/board.type = square/;s/numPlayers = 3/numPlayers = 4/;board.size = 3", "cfg/run.cfg:16: board.size = 3: this build has no board square:3 (boards: "},
		{"board.size = 5", "cfg/run.cfg:16: board.size = \"5\" (the star board has one size; board.size is only for board.type = square)"},
		{"s/limitToNMoves = 6/limitToNMoves = 0/", "cfg/run.cfg:6: board.limitToNMoves = \"0\": want -1 (every child) or the number of best children"},
		{"s/limitToNMoves = 6/limitToMoves = -2/", "cfg/run.cfg:6: board.limitToMoves = \"-2\""},
		{"s/0.playerType = bestReply/0.playerType = minimax/", "cfg/run.cfg:7: player.0.playerType = \"minimax\": want maxn, paranoid, bestReply or random"},
		{"s/1.heuristic = 3/1.heuristic = 4/", "cfg/run.cfg:11: player.1.heuristic = \"4\": want 1, 2 or 3"},
		{"s/2.lookahead = 2/2.lookahead = 0/", "cfg/run.cfg:15: player.2.lookahead = \"0\": want a search depth from 1 to"},
		{"cctree.seed = -1", "cfg/run.cfg:16: cctree.seed = \"-1\": want an unsigned integer"},
		{"cctree.cap = 0", "cfg/run.cfg:16: cctree.cap = \"0\": want a number of plies >= 1"},
		{"cctree.ties = 1.5", "cfg/run.cfg:16: cctree.ties = \"1.5\": want a probability from 0 to 1"},
		{"cctree.ties = NaN", "cctree.ties = \"NaN\""},
		{"cctree.rules = strict", "cfg/run.cfg:16: cctree.rules = \"strict\": want free, nostop or goallock"},
		{"cctree.rules = free+allhome", "cfg/run.cfg:16: cctree.rules = \"free+allhome\": want free, nostop or goallock (the win rule is cctree.win)"},
		{"cctree.win = all", "cfg/run.cfg:16: cctree.win = \"all\": want allhome (Franks' rule, the default) or spoil (docs/rules.md's)"},
		{"cctree.win = AllHome", "cctree.win = \"AllHome\""},
		{"cctree.out = out.csv", "cfg/run.cfg:16: stats.file and the game records (cctree.out) are both cfg/out.csv"},
		// player indices out of range
		{"player.3.heuristic = 3", "cfg/run.cfg:16: player.3.heuristic: player index 3 out of range: board.type = star has 3 players, 0 to 2"},
		{"player.-1.heuristic = 3", "cfg/run.cfg:16: player.-1.heuristic: player index \"-1\" out of range"},
		{"player.x.heuristic = 3", "cfg/run.cfg:16: player.x.heuristic: player index \"x\" out of range"},
		{"player.99999999999999999999.lookahead = 3", "player index \"99999999999999999999\" out of range"},
		{"s/numPlayers = 3/numPlayers = 2/", "cfg/run.cfg:13: player.2.playerType: player index 2 out of range: board.type = star has 2 players, 0 to 1"},
	} {
		_, err := parse(t, edit(star3, tc.edit))
		if err == nil {
			t.Errorf("%q: no error", tc.edit)
			continue
		}
		msg := filepath.ToSlash(err.Error())
		if strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "franks: cfg/run.cfg") || !strings.Contains(msg, tc.want) {
			t.Errorf("%q:\n got %q\nwant one line with %q", tc.edit, msg, tc.want)
		}
	}
}

// FuzzParse: no input makes Parse panic, and whatever it accepts gives a valid match.
func FuzzParse(f *testing.F) {
	f.Add(star3)
	f.Add(edit(star3, "s/=/ = = /"))
	f.Add("player..=\n=\n\x00")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := parse(t, text)
		if err != nil {
			return
		}
		if _, err := r.Config(); err != nil {
			t.Errorf("Parse accepted %q but Config fails: %v", text, err)
		}
	})
}

// TestWriteCSV: one row per game in game order, the winner's player index, type, heuristic,
// lookahead and spec; a game without a winner has them empty.
func TestWriteCSV(t *testing.T) {
	r, err := parse(t, star3)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := r.Config()
	players := []string{c.Players[0].String(), c.Players[0].String(), c.Players[1].String()}
	won := func(game, w, plies int) *record.Record {
		return &record.Record{Game: game, Winner: &w, Plies: plies, Players: players}
	}
	recs := []*record.Record{won(2, 2, 80), won(0, 1, 51), {Game: 1, Capped: true, Plies: 1000, Players: players}}
	var b bytes.Buffer
	if err := WriteCSV(&b, r, recs); err != nil {
		t.Fatal(err)
	}
	want := `game,winner,playerType,heuristic,lookahead,spec,plies,capped
0,1,bestReply,3,2,"brs(eval=franks3,best=6,ties=0.25)@depth=2",51,false
1,,,,,,1000,true
2,2,maxn,3,2,"maxn(eval=franks3,best=6,ties=0.25)@depth=2",80,false
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	var tab bytes.Buffer
	if err := WriteTable(&tab, r, recs); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"1       bestReply  3         2         1", "total brs(eval=franks3,best=6,ties=0.25)@depth=2: 1", "total maxn(eval=franks3,best=6,ties=0.25)@depth=2: 1", "no winner (capped or otherwise): 1"} {
		if !strings.Contains(tab.String(), line) {
			t.Errorf("table lacks %q:\n%s", line, tab.String())
		}
	}
	bad := won(3, 5, 10)
	if err := WriteCSV(&b, r, []*record.Record{bad}); err == nil {
		t.Error("a winner outside the players: no error")
	}
}
