package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gamereg "github.com/cctree/cctree/engine/searchers/games"
)

// wantUsage checks that err is bad input: exit status 2 and one line on stderr containing want.
func wantUsage(t *testing.T, err error, want string) {
	t.Helper()
	var stderr bytes.Buffer
	if code := exitCode(err, &stderr); code != 2 {
		t.Fatalf("exit %d (%v), want 2", code, err)
	}
	if line := stderr.String(); strings.Count(line, "\n") != 1 || !strings.Contains(line, want) {
		t.Errorf("stderr %q, want one line containing %q", line, want)
	}
}

func TestShow(t *testing.T) {
	out, errOut, err := call(t, "show", "-pos", start03)
	if err != nil || errOut != "" {
		t.Fatalf("err %v, stderr %q", err, errOut)
	}
	if n := strings.Count(out, "<circle "); n != 73 {
		t.Errorf("%d circles, want the 73 cells", n)
	}
	if !strings.Contains(out, "<title>"+start03+"</title>") || !strings.Contains(out, ">player 0 to move</text>") {
		t.Errorf("no CCN title or default caption in\n%s", out)
	}
	again, _, _ := call(t, "show", "-pos", start03)
	if again != out {
		t.Error("two runs wrote different SVG")
	}
	// Without -pos, -board and -seats give a start position: the same picture.
	if b, _, err := call(t, "show", "-board", "star73", "-seats", "03"); err != nil || b != out {
		t.Errorf("-board star73 -seats 03 differs from -pos of its start (err %v)", err)
	}

	// -out writes the same bytes through a temporary file, and leaves nothing else behind.
	dir := t.TempDir()
	path := filepath.Join(dir, "start.svg")
	if o, _, err := call(t, "show", "-pos", start121, "-out", path, "-caption", "a <start>"); err != nil || o != "" {
		t.Fatalf("err %v, stdout %q", err, o)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "<circle "); n != 121 || !strings.Contains(string(data), ">a &lt;start&gt;</text>") {
		t.Errorf("%s: %d circles (want 121) or caption missing", path, n)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o644 {
		t.Errorf("%s has mode %v, want 0644", path, st.Mode().Perm())
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("%d files in the -out folder, want only start.svg", len(ents))
	}
	// -caption '' draws none; a won position says who won.
	if o, _, _ := call(t, "show", "-pos", start03, "-caption", ""); strings.Contains(o, `class="caption"`) {
		t.Error("-caption '' still drew a caption")
	}
	if o, _, _ := call(t, "show", "-pos", wonPos); !strings.Contains(o, ">player 0 has won</text>") {
		t.Error("a won position's caption does not name the winner")
	}
}

// TestShowLast: -last marks a legal last move with two rings; one that the previous player could
// not have played is bad input.
func TestShowLast(t *testing.T) {
	after := "star73 03 1 0/0./000/......0.../........./......../......./......../........./........../111/11/1" // 2-12 from start03
	out, _, err := call(t, "show", "-pos", after, "-last", "2-12")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out, "<circle "); n != 75 || !strings.Contains(out, `class="last-from"`) || !strings.Contains(out, `class="last-to"`) {
		t.Errorf("%d circles (want 73 cells + 2 rings) or rings missing", n)
	}
	if out, _, err := call(t, "show", "-pos", after, "-last", "pass"); err != nil || strings.Count(out, "<circle ") != 73 {
		t.Errorf("-last pass: err %v or rings drawn", err)
	}
	for _, bad := range []string{"1-12", "12-2", "0-99", "x", "5-12"} {
		_, _, err := call(t, "show", "-pos", after, "-last", bad)
		wantUsage(t, err, "-last "+bad)
	}
}

func TestShowBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"show", "-pos", "star73 0134 0 0/00"}, "-pos: ccn: rows"},
		{[]string{"show", "-pos", "star99 03 0 ."}, "unknown board"},
		{[]string{"show", "-pos", strings.Replace(start03, "0/00", "0/01", 1)}, "ccn: rows"},
		{[]string{"show", "-pos", start03, "-rules", "strict"}, "rules"},
		{[]string{"show", "-pos", start03, "-out", filepath.Join(t.TempDir(), "missing", "x.svg")}, "does not exist"},
		{[]string{"show", "extra"}, "unexpected argument"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, _, err := call(t, tc.args...)
			wantUsage(t, err, tc.want)
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
		})
	}
}

// TestShowGame: -game draws a position of another game (analysis/gamesvg): its start, or -pos in
// its notation, with the default caption saying who is to move or how the game ended, -last
// marked, -out written like the SVG on stdout.
func TestShowGame(t *testing.T) {
	for _, c := range []struct {
		spec, name string
		slots      int
	}{{"virus(players=5)", "virus", 25}, {"focus", "focus", 52 * 5}, {"tictactoe(players=2,size=3)", "tictactoe", 9}} {
		t.Run(c.spec, func(t *testing.T) {
			start, err := gamereg.Start(c.spec)
			if err != nil {
				t.Fatal(err)
			}
			out, errOut, err := call(t, "show", "-game", c.spec)
			if err != nil || errOut != "" {
				t.Fatalf("err %v, stderr %q", err, errOut)
			}
			if !strings.Contains(out, `data-game="`+c.name+`"`) || !strings.Contains(out, "<title>"+start.String()+"</title>") || !strings.Contains(out, ">player 0 to move</text>") {
				t.Errorf("not the start of %s with its caption:\n%.600s", c.spec, out)
			}
			if n := strings.Count(out, "data-slot="); n != c.slots {
				t.Errorf("%d slots, want %d", n, c.slots)
			}
			// The same position through -pos (with or without -game), after a move with -last.
			move := start.Moves()[0]
			p := start.Clone()
			if err := p.Play(move); err != nil {
				t.Fatal(err)
			}
			a, _, err1 := call(t, "show", "-pos", p.String(), "-last", move)
			b, _, err2 := call(t, "show", "-game", c.name, "-pos", p.String(), "-last", move)
			if err1 != nil || err2 != nil || a != b {
				t.Fatalf("-pos alone and with -game: %v, %v, same %v", err1, err2, a == b)
			}
			if !strings.Contains(a, `class="last-to"`) || !strings.Contains(a, fmt.Sprintf(">player %d to move</text>", p.Mover())) {
				t.Errorf("no last-move ring or caption after %s:\n%s", move, a)
			}
			path := filepath.Join(t.TempDir(), "pos.svg")
			if o, _, err := call(t, "show", "-pos", p.String(), "-last", move, "-out", path); err != nil || o != "" {
				t.Fatalf("-out: %v, stdout %q", err, o)
			}
			if data, _ := os.ReadFile(path); string(data) != a {
				t.Error("-out wrote other bytes than stdout")
			}
			if o, _, _ := call(t, "show", "-game", c.spec, "-caption", ""); strings.Contains(o, `class="caption"`) {
				t.Error("-caption '' still drew a caption")
			}
		})
	}
	for pos, caption := range map[string]string{
		"tictactoe 3 2 1 000.11...": "game over: player 0 has won",
		"tictactoe 3 2 1 010011101": "game over: a draw",
		"virus size=3,adj=4,start=single,convert,target=empty,limit=0 3 0 000/012/222": "game over: players 0 and 2 share the win",
	} {
		out, _, err := call(t, "show", "-pos", pos)
		if err != nil || !strings.Contains(out, ">"+caption+"</text>") {
			t.Errorf("%s: %v, want the caption %q", pos, err, caption)
		}
	}
}

// TestShowGameBadInput: one line, exit 2, nothing on stdout.
func TestShowGameBadInput(t *testing.T) {
	v4, _ := gamereg.Start("virus")
	f2, _ := gamereg.Start("focus(players=2)")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"show", "-game", "virus", "-last", "c3"}, "show: -last c3: c3 is not player 3's"},
		{[]string{"show", "-game", "virus", "-last", "z1"}, "show: -last z1: \"z1\": want a square a1 to e5"},
		{[]string{"show", "-game", "virus", "-last", "pass"}, "nobody passes"},
		{[]string{"show", "-game", "focus(players=2)", "-last", "b3-b4"}, "does not control"},
		{[]string{"show", "-game", "tictactoe", "-last", "a1"}, "is not player 2's mark"},
		{[]string{"show", "-game", "focus", "-pos", v4.String()}, "-pos: a position of virus, but -game is focus"},
		{[]string{"show", "-game", "virus(players=3)", "-pos", v4.String()}, "-pos: a position of virus(players=4), but -game is virus(players=3)"},
		{[]string{"show", "-game", "focus(players=5)"}, "players"},
		{[]string{"show", "-game", "chess"}, `game "chess"`},
		{[]string{"show", "-pos", strings.Replace(f2.String(), "players=2", "players=3", 1)}, "-pos: focus"},
		{[]string{"show", "-game", "virus", "-numbers"}, "-numbers: Chinese Checkers only"},
		{[]string{"show", "-game", "virus", "-rules", "nostop"}, "-rules is a flag of Chinese Checkers"},
		{[]string{"show", "-game", "virus", "-out", filepath.Join(t.TempDir(), "missing", "x.svg")}, "does not exist"},
	} {
		t.Run(strings.Join(tc.args[1:], " "), func(t *testing.T) {
			out, _, err := call(t, tc.args...)
			wantUsage(t, err, tc.want)
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
		})
	}
}
