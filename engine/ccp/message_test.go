package ccp

import (
	"strings"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/search"
)

// TestInfoRoundTrip: every field of an info line formats and parses back to itself.
func TestInfoRoundTrip(t *testing.T) {
	for _, in := range []Info{
		{Depth: 3, Nodes: 139, Time: 0, Value: search.Scalar(-275941), Cutoffs: 18, Leaves: 109, Evals: 109, Stopped: 0},
		{Depth: 0, Nodes: 7, Time: -1, Cutoffs: -1, Leaves: -1, Evals: -1, Stopped: 1},
		{Depth: 2, Nodes: 114, Time: 12, Value: search.Value{Vec: [6]int64{1, 2, 3}, N: 3}, Cutoffs: 0, Leaves: 103, Evals: 103, Stopped: 0, Strategy: "maxn", PV: []string{"1-9", "pass"}},
	} {
		got, err := ParseInfo(in.String())
		if err != nil {
			t.Fatal(err)
		}
		if got.String() != in.String() {
			t.Errorf("%q parsed back as %q", in.String(), got.String())
		}
	}
}

// TestParseErrors: malformed lines are one-line errors that start with "ccp: " and quote the line.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		parse func(string) error
		line  string
		want  string
	}{
		{infoErr, "info nodes 5", "want depth and nodes"},
		{infoErr, "info depth 1 nodes -5", "nodes: want an integer >= 0"},
		{infoErr, "info depth 64 nodes 5", "depth: want 0 to 63"},
		{infoErr, "info depth 1 nodes 5 score 1,2", "score: bad value"},
		{infoErr, "info depth 1 nodes 5 score 1 vector 1,2", "both score and vector"},
		{infoErr, "info depth 1 nodes 5 mate 3", "unknown key \"mate\""},
		{infoErr, "info depth 1 nodes 5 nodes 6", "\"nodes\" twice"},
		{infoErr, "info depth 1 nodes", "without a value"},
		{infoErr, "info depth 1 nodes 5 stopped 2", "stopped: want 0 or 1"},
		{goErr, "go", "no budget"},
		{goErr, "go depth 0", "depth: want 1 to 63"},
		{goErr, "go nodes 0", "nodes: want a count >= 1"},
		{goErr, "go movetime x", "movetime: want milliseconds"},
		{goErr, "go depth 3 wtime 100", "unknown key \"wtime\""},
		{goErr, "go depth 3 clocks 1,x", "clocks: want milliseconds"},
		{optErr, "option name x type button", "unknown type \"button\""},
		{optErr, "option name x type spin default", "\"default\" without a value"},
		{helloErr, "ready 2", "engine speaks version 2"},
		{helloErr, "games chinesecheckers chess", "games: game \"chess\""},
		{helloErr, "games virus(size=99)", "virus: size 99"},
		{helloErr, "seats 03 7", "seats:"},
		{helloErr, "games virus", "games and seats lines are version 1.1"},
		{infoErr, "info depth 1 nodes 5 score cp x", "score: bad value"},
		{infoErr, "info depth 1 nodes 5 nps", "\"nps\" without a value"},
		{helloErr, "boards star73 hexagon", "unknown board \"hexagon\""},
		{helloErr, "boards star73 square", "unknown board \"square\""},
		{helloErr, "rules free anarchy", "rules:"},
		{helloErr, "det time", "unknown kind \"time\""},
		{helloErr, "reuse sometimes", "want \"reuse newgame\" or \"reuse fresh\""},
		{helloErr, "bestmove 1-2", "want a handshake line"},
		{posErr, "position fen abc", "want \"position ccn"},
		{posErr, "position ccn star73 03 0 0/00", "ccp: position: ccn: rows"},
		{posErr, "position ccn star73 0134 0 0/00/000/.......111/.......11/.......1/......./3......./33......./333......./222/22/2 moves 0-1", "not legal"},
		{posErr, "position ccn star73 0134 0 0/00/000/.......111/.......11/.......1/......./3......./33......./333......./222/22/2 1-9", "want \"moves\""},
	} {
		err := c.parse(c.line)
		if err == nil {
			t.Errorf("%q: no error, want one with %q", c.line, c.want)
			continue
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "ccp: ") || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%q: error %q, want one line starting \"ccp: \" with %q", c.line, msg, c.want)
		}
	}
}

func infoErr(l string) error { _, err := ParseInfo(l); return err }
func goErr(l string) error   { _, err := ParseGo(l); return err }
func optErr(l string) error  { _, err := ParseOption(l); return err }
func helloErr(l string) error {
	var h Hello
	h.Name = "x"
	_, err := h.add(Version, l)
	if err == nil && strings.HasPrefix(l, "games") {
		_, err = h.add(V10, "ready 1") // games is 1.1's
	}
	return err
}
func posErr(l string) error { _, err := ParsePosition(l, 0); return err }

// TestGoRoundTrip: a go line formats and parses back.
func TestGoRoundTrip(t *testing.T) {
	g := Go{Depth: 4, Nodes: 20000, MoveTime: 1500 * time.Millisecond, Clocks: []time.Duration{time.Minute, 59 * time.Second, 0}}
	line := g.String()
	if line != "go depth 4 nodes 20000 movetime 1500 clocks 60000,59000,0" {
		t.Errorf("Go.String() = %q", line)
	}
	got, err := ParseGo(line)
	if err != nil || got.String() != line {
		t.Errorf("ParseGo(%q) = %q, %v", line, got.String(), err)
	}
}

// TestHelloRoundTrip: the handshake lines of a Hello read back into it.
func TestHelloRoundTrip(t *testing.T) {
	h := Hello{Name: "my bot 2", Author: "A. N. Author", Options: []Option{{Name: "Hash", Type: "spin", Default: "16", Min: "1", Max: "1024"},
		{Name: "Style", Type: "combo", Default: "calm", Vars: []string{"calm", "wild"}}},
		Boards: []string{"star73", "square:8"}, Seats: []string{"03", "0134"}, Rules: []string{"free", "nostop+allhome"}, Games: []string{"chinesecheckers", "virus(size=6)", "focus"},
		DetNodes: true, Reuse: true, Version: Version}
	var got Hello
	for i, l := range h.Lines() {
		done, err := got.add(Version, l)
		if err != nil || done != (i == len(h.Lines())-1) {
			t.Fatalf("line %q: done %v, %v", l, done, err)
		}
	}
	if strings.Join(got.Lines(), "\n") != strings.Join(h.Lines(), "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got.Lines(), "\n"), strings.Join(h.Lines(), "\n"))
	}
	for _, c := range []struct {
		board, seats, rules string
		want                bool
	}{
		{"square:8", "03", "nostop+allhome", true}, {"star73", "0134", "free+spoil", true}, {"star73", "0134", "free", true},
		{"star121", "03", "free", false}, {"star73", "03", "goallock", false}, {"star73", "03", "nostop", false}, {"star73", "024", "free", false},
	} {
		if got.Plays(c.board, c.seats, c.rules) != c.want {
			t.Errorf("Plays(%s, %s, %s) = %v", c.board, c.seats, c.rules, !c.want)
		}
	}
	for _, c := range []struct {
		spec string
		want bool
	}{
		{"virus(players=4,size=6)", true}, {"virus(players=3,size=6)", true}, {"virus(players=4)", false},
		{"virus(players=4,size=6,adj=8)", false}, {"focus(players=3)", true}, {"focus(players=2,moves=whole)", true}, {"tictactoe(players=3)", false},
	} {
		if got.PlaysGame(c.spec) != c.want {
			t.Errorf("PlaysGame(%s) = %v", c.spec, !c.want)
		}
	}
	// Without a games line, Chinese Checkers only; a 1.0 engine plays no other game.
	old := Hello{Name: "old", Version: V10}
	if !old.Plays("star121", "03", "free") || old.Plays("star121", "03", "nostop") || old.PlaysGame("virus(players=4)") {
		t.Error("the defaults of a 1.0 handshake: every board and seat set, free only, no other game")
	}
}

// TestUCIHabits: the info keys and bestmove ponder UCI engines print by habit are accepted and
// ignored, but for "score cp N", which is the score.
func TestUCIHabits(t *testing.T) {
	in, err := ParseInfo("info depth 3 seldepth 5 multipv 1 score cp 12 lowerbound nodes 1000 nps 1000 hashfull 12 tbhits 0 currmove 1-2 currmovenumber 3 time 1 pv 1-2 3-4")
	if err != nil || in.Depth != 3 || in.Nodes != 1000 || in.Value != search.Scalar(12) || in.Time != 1 || len(in.PV) != 2 {
		t.Errorf("a UCI-habit info line: %+v, %v", in, err)
	}
	in, err = ParseInfo("info depth 2 score mate 3 nodes 7 string mate in 3")
	if err != nil || in.Depth != 2 || in.Nodes != 7 || in.Value.N != 0 {
		t.Errorf("info with score mate: %+v, %v", in, err)
	}
}
