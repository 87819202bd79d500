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
	_, err := h.add(l)
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
		Boards: []string{"star73", "square:8"}, Rules: []string{"free", "nostop"}, DetNodes: true, Reuse: true, Version: 1}
	var got Hello
	for i, l := range h.Lines() {
		done, err := got.add(l)
		if err != nil || done != (i == len(h.Lines())-1) {
			t.Fatalf("line %q: done %v, %v", l, done, err)
		}
	}
	if strings.Join(got.Lines(), "\n") != strings.Join(h.Lines(), "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got.Lines(), "\n"), strings.Join(h.Lines(), "\n"))
	}
	if !got.Plays("square:8", "nostop") || got.Plays("star121", "free") || got.Plays("star73", "goallock") {
		t.Error("Plays disagrees with the declared boards and rules")
	}
}
