package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
)

// gameMatches are short matches on each game of the registry, as cctree match plays them.
var gameMatches = []struct {
	game string   // -game as given
	spec string   // the records' game_spec
	args []string // the rest of the match
}{
	{"virus", "virus(players=4)", []string{"-players", "brs brs(threat=mtf) paranoid brs+", "-budget", "depth=2", "-games", "48"}}, // two blocks of 24
	// Focus without the Best-Reply family, whose null moves can loop where a pass puts a player out.
	{"focus(players=3)", "focus(players=3)", []string{"-players", "paranoid maxn", "-budget", "nodes=300", "-games", "12", "-cap", "30"}},
	// Rolit: the three searchers of Schadd & Winands' comparison, 60 placements a game.
	{"rolit(players=3)", "rolit(players=3)", []string{"-players", "brs paranoid maxn", "-budget", "depth=2", "-games", "12"}},
	{"tictactoe(size=4,players=3)", "tictactoe(players=3)", []string{"-players", "paranoid brs+ random", "-budget", "depth=2", "-games", "12", "-design", "balanced"}},
}

// TestMatchGames: a match on each game writes records that name the game (game_spec, with no
// board, seats or rules) and hold its positions and moves in its notation, each replaying;
// a run cut off inside a line resumes to the same games; the two shards merged from their files
// alone are the unsharded run's games; -summary reads the file.
func TestMatchGames(t *testing.T) {
	for _, tc := range gameMatches {
		dir := t.TempDir()
		args := append([]string{"match", "-game", tc.game}, tc.args...)
		full := filepath.Join(dir, "full.jsonl")
		if _, stderr, code := runCmd(t, append(args, "-out", full, "-workers", "2")...); code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.game, code, stderr)
		}
		want := games(t, full)
		recs, err := record.ReadFile(full)
		if err != nil || len(recs) < 8 {
			t.Fatalf("%s: %d records, %v", tc.game, len(recs), err)
		}
		name := strings.SplitN(tc.spec, "(", 2)[0]
		for _, r := range recs {
			if r.GameSpec != tc.spec || r.Board != "" || !strings.HasPrefix(r.Start, name+" ") {
				t.Errorf("%s: game %d: game_spec %q, board %q, start %q", tc.game, r.Game, r.GameSpec, r.Board, r.Start)
			}
			if err := match.Replay(r); err != nil {
				t.Errorf("%s: %v", tc.game, err)
			}
		}
		var m map[string]any
		json.Unmarshal([]byte(want[0]), &m)
		for _, f := range []string{"board", "seats", "rules"} {
			if _, ok := m[f]; ok {
				t.Errorf("%s: a record has %q", tc.game, f)
			}
		}

		data, _ := os.ReadFile(full)
		lines := strings.SplitAfter(string(data), "\n")
		cut := filepath.Join(dir, "cut.jsonl")
		os.WriteFile(cut, []byte(strings.Join(lines[:3], "")+lines[3][:len(lines[3])/2]), 0o666)
		if _, stderr, code := runCmd(t, append(args, "-out", cut, "-workers", "1")...); code != 0 || !strings.Contains(stderr, "resuming") {
			t.Errorf("%s: resume: exit %d, %q", tc.game, code, stderr)
		}
		equalGames(t, tc.game+" resumed after a cut line", games(t, cut), want)

		s0, s1, merged := filepath.Join(dir, "s0.jsonl"), filepath.Join(dir, "s1.jsonl"), filepath.Join(dir, "merged.jsonl")
		for i, p := range []string{s0, s1} {
			if _, stderr, code := runCmd(t, append(args, "-out", p, "-shard", []string{"0/2", "1/2"}[i])...); code != 0 {
				t.Fatalf("%s: shard %d: %s", tc.game, i, stderr)
			}
		}
		if out, stderr, code := runCmd(t, "match", "-merge", s0+" "+s1, "-out", merged); code != 0 || !strings.Contains(out, "Match: "+tc.spec+", budget") {
			t.Fatalf("%s: merge: exit %d, %s", tc.game, code, stderr)
		}
		equalGames(t, tc.game+" merged shards", games(t, merged), want)
		if _, stderr, code := runCmd(t, "match", "-merge", s0+" "+s1, "-game", "tictactoe(players=4)", "-out", filepath.Join(dir, "m2.jsonl")); code != 2 || !strings.Contains(stderr, `-game "tictactoe(players=4)" disagrees with the match the records hold (`+tc.spec) {
			t.Errorf("%s: merge with another -game: exit %d, %q", tc.game, code, stderr)
		}
		if _, stderr, code := runCmd(t, "match", "-merge", s0+" "+s1, "-game", tc.game, "-out", filepath.Join(dir, "m3.jsonl")); code != 0 {
			t.Errorf("%s: merge with the match's own -game: exit %d, %q", tc.game, code, stderr)
		}

		out, stderr, code := runCmd(t, "match", "-summary", full)
		if code != 0 || !strings.Contains(out, "Match: "+tc.spec+", budget") || !strings.Contains(out, "Search effort per move") {
			t.Errorf("%s: -summary: exit %d, %s\n%s", tc.game, code, stderr, out)
		}
	}
}

// TestMatchGameDesigns: every design plays on a game, and -check prints its balance.
func TestMatchGameDesigns(t *testing.T) {
	dir := t.TempDir()
	for _, d := range []string{"full", "balanced", "random", "draw", "rotations", "counts=2,1"} {
		out := filepath.Join(dir, strings.ReplaceAll(d, ",", "_")+".jsonl")
		args := []string{"match", "-game", "virus(players=3,size=4,limit=20)", "-players", "paranoid brs", "-budget", "depth=1", "-games", "2", "-design", d}
		if check, stderr, code := runCmd(t, append(args, "-check")...); code != 0 || !strings.Contains(check, "design "+strings.SplitN(d, "=", 2)[0]) {
			t.Errorf("%s -check: exit %d, %s\n%s", d, code, stderr, check)
		}
		if _, stderr, code := runCmd(t, append(args, "-out", out)...); code != 0 {
			t.Fatalf("%s: exit %d, %s", d, code, stderr)
		}
		recs, err := record.ReadFile(out)
		if err != nil || len(recs) < 2 || recs[0].Design != d {
			t.Fatalf("%s: %d records of design %q, %v", d, len(recs), recs[0].Design, err)
		}
		for _, r := range recs {
			if err := match.Replay(r); err != nil {
				t.Errorf("%s: %v", d, err)
			}
		}
	}
}

// TestMatchGameBadInput: an unknown game, a player count or option the game does not allow, a
// flag of Chinese Checkers beside -game, a searcher or engine that does not play the game: one
// line naming the flag, exit 2, nothing written.
func TestMatchGameBadInput(t *testing.T) {
	dir := t.TempDir()
	res := filepath.Join(dir, "r.jsonl")
	base := []string{"-players", "paranoid brs", "-budget", "depth=1", "-games", "2", "-out", res}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "virsu"}, `match: -game "virsu": want one of ` + strings.Join(gamereg.Names(), ", ")}, // the registry's list, whatever its games
		{[]string{"-game", "virus(players=9)"}, `match: -game "virus(players=9)": players "9": want 2 to 6`},
		{[]string{"-game", "tictactoe(players=1)"}, `match: -game "tictactoe(players=1)": players "1": want 2 to 4`},
		{[]string{"-game", "virus(size=99)"}, `match: -game "virus(size=99)": `},
		{[]string{"-game", "virus", "-board", "star73"}, "match: -board is a flag of Chinese Checkers"},
		{[]string{"-game", "virus", "-seats", "03"}, "match: -seats is a flag of Chinese Checkers"},
		{[]string{"-game", "virus", "-rules", "free"}, "match: -rules is a flag of Chinese Checkers"},
		{[]string{"-game", "virus", "-players", "paranoid engine:/no/such/bot"}, `engine command /no/such/bot: not an executable file`},
		{[]string{"-game", "virus", "-players", "paranoid brs(eval=franks2)"}, `match: -players "brs(eval=franks2)": `},
		{[]string{"-game", "tictactoe(players=2)", "-players", "paranoid brs maxn"}, "match: -players: 3 contestants but 2 players at the board"},
		{[]string{"-game", "virus(players=3)", "-design", "counts=1,1"}, "match: -design counts=1,1: want one count per contestant (2) summing to the players (3)"},
		{[]string{"-game", "virus", "-config", "x.cfg"}, "-game, -games"},
	} {
		args := append(append([]string{"match"}, base...), tc.args...) // a flag given twice: the last wins
		_, stderr, code := runCmd(t, args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", tc.args, code, stderr, tc.want)
		}
		if _, err := os.Stat(res); err == nil {
			t.Fatalf("%v: %s was written", tc.args, res)
		}
	}
	// A Chinese Checkers file is another match than a game's.
	if _, stderr, code := runCmd(t, append(slicesClone(matchArgs), "-out", res)...); code != 0 {
		t.Fatal(stderr)
	}
	before, _ := os.ReadFile(res)
	if _, stderr, code := runCmd(t, append([]string{"match", "-game", "tictactoe"}, base...)...); code != 2 || !strings.Contains(stderr, "a game of another match (its game differs") {
		t.Errorf("a game's match on a Chinese Checkers file: exit %d, %q", code, stderr)
	}
	if after, _ := os.ReadFile(res); string(after) != string(before) {
		t.Error("the refused file changed")
	}
}
