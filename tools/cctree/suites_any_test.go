package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSweepGameWithoutSuites: a game of the registry without committed suites (tic-tac-toe) is
// swept all the same: cctree makes its initial and mid suites by the self-play recipe
// (generate.GameSuite), caches them under tmp/suites and reads the cache the next time, with
// the same counts; cctree positions gen -game writes the same files.
func TestSweepGameWithoutSuites(t *testing.T) {
	saved := gameSuitesDir
	gameSuitesDir = t.TempDir()
	defer func() { gameSuitesDir = saved }()
	args := []string{"sweep", "-game", "tictactoe", "-algo", "paranoid", "-depth", "1-2", "-counts"}
	first, stderr, code := runCmd(t, args...)
	if code != 0 {
		t.Fatalf("sweep -game tictactoe: exit %d, %s", code, stderr)
	}
	for _, want := range []string{"BenchmarkSearch/game=tictactoe(players=2)/suite=mid/algo=paranoid/depth=2 ", "game=tictactoe(players=3)", "game=tictactoe(players=4)"} {
		if !strings.Contains(first, want) {
			t.Errorf("the sweep has no %s line:\n%s", want, first)
		}
	}
	cached := filepath.Join(gameSuitesDir, "tictactoe", "mid.txt")
	if !strings.Contains(stderr, "tictactoe has no committed suites: made its mid suite (cctree positions gen -game tictactoe), cached in "+cached) {
		t.Errorf("stderr does not say the suite was made and cached: %q", stderr)
	}
	again, stderr, code := runCmd(t, args...)
	if code != 0 || again != first || !strings.Contains(stderr, "mid from "+cached) {
		t.Errorf("the second sweep: exit %d, the same counts %v, stderr %q", code, again == first, stderr)
	}
	other := t.TempDir()
	if out, stderr, code := runCmd(t, "positions", "gen", "-game", "tictactoe", "-dir", other); code != 0 || !strings.Contains(out, "mid.txt") {
		t.Fatalf("positions gen -game: exit %d, %s %s", code, out, stderr)
	}
	a, _ := os.ReadFile(cached)
	b, _ := os.ReadFile(filepath.Join(other, "tictactoe", "mid.txt"))
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Error("positions gen -game wrote another mid suite than the sweep cached")
	}
	if _, stderr, code := runCmd(t, "positions", "gen", "-game", "chess", "-dir", other); code != 2 || !strings.Contains(stderr, `-game: game "chess"`) {
		t.Errorf("positions gen -game chess: exit %d, %q", code, stderr)
	}
}

// TestSweepGamesOfAnyGame: -games takes the searched positions of a match file of any game
// (every player count it holds, or the one -game names), and refuses a -game of another game.
func TestSweepGamesOfAnyGame(t *testing.T) {
	dir := t.TempDir()
	res := filepath.Join(dir, "v.jsonl")
	if _, stderr, code := runCmd(t, "match", "-game", "virus(players=3,size=4)", "-players", "paranoid brs", "-budget", "depth=1", "-games", "6", "-out", res); code != 0 {
		t.Fatalf("match: exit %d, %s", code, stderr)
	}
	out, stderr, code := runCmd(t, "sweep", "-games", res, "-algo", "paranoid", "-depth", "1", "-per-pos", "-counts")
	if code != 0 || !strings.Contains(out, "BenchmarkSearch/game=virus(players=3,size=4)/suite=games-v/algo=paranoid/depth=1 ") || !strings.Contains(out, "/pos=g0_") {
		t.Fatalf("sweep -games of a virus match: exit %d, %s\n%.800s", code, stderr, out)
	}
	same, _, code := runCmd(t, "sweep", "-games", res, "-game", "virus(players=3,size=4)", "-algo", "paranoid", "-depth", "1", "-per-pos", "-counts")
	if code != 0 || same != out {
		t.Errorf("-game naming the file's game spec: exit %d, the same lines %v", code, same == out)
	}
	if _, stderr, code := runCmd(t, "sweep", "-games", res, "-game", "focus", "-algo", "paranoid", "-depth", "1"); code != 2 || !strings.Contains(stderr, "holds games of virus, but -game is focus") {
		t.Errorf("-games of virus with -game focus: exit %d, %q", code, stderr)
	}
}
