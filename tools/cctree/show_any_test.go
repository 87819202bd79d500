package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/games/tictactoe"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
)

// plainTTT is tic-tac-toe under a type analysis/gamesvg has no picture of, as a new game's
// position is until it declares one.
type plainTTT struct{ *tictactoe.State }

// registerPlain registers plainTTT as the game plainttt for the test.
func registerPlain(t *testing.T) {
	t.Helper()
	unregister, err := gamereg.Register(gamereg.Of(gamereg.Def[plainTTT, tictactoe.Move]{
		Name: "plainttt", MinPlayers: tictactoe.MinPlayers, MaxPlayers: tictactoe.MaxPlayers, DefaultPlayers: 3,
		New: func(n int, o string) (plainTTT, error) {
			s, err := tictactoe.NewWithOptions(n, o)
			return plainTTT{s}, err
		},
		Parse: func(text string) (plainTTT, error) {
			s, err := tictactoe.Parse(text)
			return plainTTT{s}, err
		},
		Clone:     func(p plainTTT) plainTTT { return plainTTT{p.State.Clone()} },
		ParseMove: func(p plainTTT, m string) (tictactoe.Move, error) { return p.State.ParseMove(m) },
		Options:   func(p plainTTT) string { return p.State.Options() },
	}))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(unregister)
}

// TestShowAndReplayAnyGame: a registered game without a picture of its own is drawn by show and
// replay all the same (gamesvg's generic picture of its notation), and show's errors name only
// the flags given (once "show: -last : gamesvg: cannot draw ..." without -last). Every game of
// the registry shows its start; the replay page runs in headless chromium.
func TestShowAndReplayAnyGame(t *testing.T) {
	registerPlain(t)
	for _, name := range gamereg.Names() {
		out, errOut, err := call(t, "show", "-game", name)
		if err != nil || errOut != "" || !strings.HasPrefix(out, "<svg ") || !strings.Contains(out, ">player 0 to move</text>") {
			t.Errorf("show -game %s: %v %q\n%.300s", name, err, errOut, out)
		}
	}
	start, _ := gamereg.Start("plainttt")
	out, _, err := call(t, "show", "-game", "plainttt", "-last", "a1")
	if err != nil || !strings.Contains(out, ">last move: a1</text>") || !strings.Contains(out, "<title>"+start.String()+"</title>") {
		t.Errorf("show -game plainttt -last a1: %v\n%s", err, out)
	}

	dir := t.TempDir()
	res := filepath.Join(dir, "m.jsonl")
	if _, stderr, err := call(t, "match", "-game", "plainttt", "-players", "paranoid brs", "-budget", "depth=1", "-games", "6", "-out", res); err != nil {
		t.Fatalf("match: %v %s", err, stderr)
	}
	pics := filepath.Join(dir, "replay")
	if err := os.Mkdir(pics, 0o777); err != nil {
		t.Fatal(err)
	}
	text, stderr, err := call(t, "replay", "-in", res, "-game", "1", "-out", pics)
	if err != nil || !strings.Contains(text, "tictactoe ") {
		t.Fatalf("replay: %v %s\n%s", err, stderr, text)
	}
	svg, err1 := os.ReadFile(filepath.Join(pics, "game-1.svg"))
	page, err2 := os.ReadFile(filepath.Join(pics, "game-1.html"))
	if err1 != nil || err2 != nil || !strings.Contains(string(svg), "last move: ") || !strings.Contains(string(page), `id="game-data"`) {
		t.Errorf("replay -out: %v %v\n%.400s", err1, err2, svg)
	}
	// The page's script steps through the generic pictures (their grids share one size).
	dom := dumpDOM(t, ensureChromium(t), "file://"+filepath.Join(pics, "game-1.html")+"#ply=1")
	if !strings.Contains(dom, `data-ok="1"`) || !strings.Contains(dom, "last move: ") {
		t.Errorf("the replay page of a game without a picture did not run to its end:\n%.1500s", dom)
	}
}
