package main

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	gamereg "github.com/cctree/cctree/engine/searchers/games"
)

// TestGameCommands: perft, divide and search on the games other than Chinese Checkers, with -game
// or a -pos in the game's notation, agree with the registry.
func TestGameCommands(t *testing.T) {
	start, err := gamereg.Start("virus(players=4)")
	if err != nil {
		t.Fatal(err)
	}
	want := ""
	for d := 1; d <= 5; d++ {
		want += fmt.Sprintf("perft %d %d\n", d, start.Perft(d))
	}
	for _, args := range [][]string{
		{"perft", "-game", "virus", "-depth", "5"},
		{"perft", "-game", "virus(players=4)", "-depth", "5"},
		{"perft", "-pos", start.String(), "-depth", "5"},
		{"perft", "-game", "virus", "-pos", start.String(), "-depth", "5"},
	} {
		out, _, err := call(t, args...)
		if err != nil || out != want {
			t.Errorf("%s: %q, %v; want %q", strings.Join(args, " "), out, err, want)
		}
	}
	out, _, err := call(t, "divide", "-game", "tictactoe(players=2,size=3)", "-depth", "2")
	if err != nil || !strings.HasSuffix(out, "total 72\n") || strings.Count(out, "\n") != 10 {
		t.Errorf("divide: %q, %v", out, err)
	}
	for _, algo := range []string{"paranoid", "brs(threat=mtf)", "maxn(speculative)", "mpmix(td=0.05,to=0.1)"} {
		out, _, err := call(t, "search", "-game", "focus(players=3)", "-algo", algo, "-depth", "2")
		if err != nil || !strings.HasPrefix(out, "algo="+algo+" depth=2 move=") || !strings.Contains(out, " game=focus") {
			t.Errorf("search %s: %q, %v", algo, out, err)
		}
	}
}

// TestGameBadUsage: what -game refuses, each one line and exit status 2.
func TestGameBadUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"perft", "-game", "chess", "-depth", "2"}, `game "chess"`},
		{[]string{"perft", "-game", "virus", "-board", "star121", "-depth", "2"}, "-board is a flag of Chinese Checkers"},
		{[]string{"perft", "-game", "virus(players=9)", "-depth", "2"}, "players"},
		{[]string{"perft", "-game", "focus", "-pos", "virus size=5 4 0 0 x", "-depth", "2"}, "-pos"},
		{[]string{"search", "-game", "virus", "-algo", "paranoid(eval=franks1)", "-depth", "2"}, "eval=franks1"},
		{[]string{"search", "-game", "focus", "-algo", "offensive(target=0)", "-depth", "2"}, "target 0 is the player to move"},
		{[]string{"show", "-game", "virus", "-board", "star121"}, "-board is a flag of Chinese Checkers"},
	} {
		_, _, err := call(t, c.args...)
		var u usageError
		if !errors.As(err, &u) || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want a usage error with %q", strings.Join(c.args, " "), err, c.want)
		}
	}
}
