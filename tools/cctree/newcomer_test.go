package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestMatchWithoutOut: a match without -out prints its games as JSON lines on stdout (for a pipe)
// and its summary on stderr, says how -games was rounded, and seats four players on star73 (the
// default seat set of every subcommand: the board's, 0134); its stdout read back by -summary -
// gives the same summary.
func TestMatchWithoutOut(t *testing.T) {
	out, errs, code := runCmd(t, "match", "-players", "paranoid random", "-budget", "depth=1", "-games", "4", "-cap", "8")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 14 || !strings.HasPrefix(lines[0], "{") {
		t.Fatalf("stdout: want the 14 games (every seating of 2 contestants on 4 players) as JSON lines, got %d lines:\n%s", len(lines), out)
	}
	if !strings.Contains(lines[0], `"seats":"0134"`) {
		t.Errorf("default seats: want 0134 (the board's), record %s", lines[0])
	}
	for _, want := range []string{"-games 4 rounded up to 14 games: whole blocks of 14 games", "Match: star73 0134", "Win rates"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	stdin = strings.NewReader(out)
	defer func() { stdin = os.Stdin }()
	sum, errs2, code := runCmd(t, "match", "-summary", "-")
	if code != 0 || !strings.Contains(sum, "Contestants: paranoid, random. 14 games") {
		t.Fatalf("-summary -: exit %d, stderr %s, stdout:\n%s", code, errs2, sum)
	}
}

// TestFranksConfigCheck: -config with -check says what it checked and plays nothing.
func TestFranksConfigCheck(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("..", "..", "engine", "match", "franks", "testdata", "figure17.cfg"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(dir, "f.cfg")
	if err := os.WriteFile(cfg, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runCmd(t, "match", "-config", cfg, "-check")
	if code != 0 || !regexp.MustCompile(`checked: 30 games on triangle 024 .*nothing played`).MatchString(out) {
		t.Fatalf("exit %d, stderr %s, stdout:\n%s", code, errs, out)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("-check wrote files: %v", entries)
	}
}

// TestNewcomerMessages: the messages a first session meets name the flag typed, no Go names,
// and the lists are complete.
func TestNewcomerMessages(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string // in stdout+stderr
		not  string
	}{
		{[]string{"search", "-algo", "paranoid", "-nodes", "-5"}, 2, "-nodes: want a budget >= 0", "-depth"},
		{[]string{"sweep", "-suite", "middle", "-algo", "paranoid", "-depth", "1"}, 2, "cctree sweep -games FILE", "LoadGames"},
		{[]string{"reproduce", "-list"}, 0, "tree-growth", ""},
		{[]string{"version"}, 0, "go: go1.", ""},
		{[]string{"version", "x"}, 2, "unexpected argument", ""},
	} {
		out, errs, code := runCmd(t, c.args...)
		all := out + errs
		if code != c.code || !strings.Contains(all, c.want) || (c.not != "" && strings.Contains(all, c.not)) {
			t.Errorf("%q: exit %d (want %d), want %q and not %q in:\n%s", c.args, code, c.code, c.want, c.not, all)
		}
	}
}
