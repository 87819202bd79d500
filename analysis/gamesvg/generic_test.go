package gamesvg

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cctree/cctree/internal/golden"
)

// boardPos is a position of a game this package does not know, which declares its TextBoard.
type boardPos struct {
	rows []string
	out  int // a player who is out, -1 for none
}

func (b boardPos) String() string      { return "rolit 3 " + strings.Join(b.rows, "/") }
func (b boardPos) NumPlayers() int     { return 3 }
func (b boardPos) InGame(p int) bool   { return p != b.out }
func (b boardPos) TextBoard() []string { return b.rows }

// plainPos is a position of an unknown game with a notation only.
type plainPos string

func (p plainPos) String() string  { return string(p) }
func (p plainPos) NumPlayers() int { return 2 }

// TestGeneric: a game without a picture here is drawn from its TextBoard (a grid: the players'
// squares in their colours, other characters as text, '.' empty), or lacking one from its
// notation (a grid of its characters, nothing coloured); the last move is written, not marked;
// a page's frames share the largest grid.
func TestGeneric(t *testing.T) {
	board := boardPos{rows: []string{"0.1", ".x.", "2.0"}, out: 1}
	got, err := SVG(board, Options{Caption: "player 2 to move", Last: "c3"})
	if err != nil {
		t.Fatal(err)
	}
	var codes string
	for _, m := range slotRE.FindAllStringSubmatch(string(got), -1) {
		codes += m[4]
	}
	if codes != "0.1...2.0" {
		t.Errorf("slots %q, want the board's players %q", codes, "0.1...2.0")
	}
	for _, want := range []string{`data-game="rolit"`, ">x</text>", ">last move: c3</text>", "player 1: out</text>", "<title>rolit 3 0.1/.x./2.0</title>", "player 2 to move"} {
		if !strings.Contains(string(got), want) {
			t.Errorf("the picture lacks %q", want)
		}
	}
	golden.Check(t, filepath.Join("testdata", "generic-board.svg"), got)

	long := plainPos("txt 0 " + strings.Repeat("ab.", 20))
	got, err = SVG(long, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(slotRE.FindAllString(string(got), -1)); n != 0 {
		t.Errorf("a notation's characters coloured as %d slots", n)
	}
	if n := strings.Count(string(got), ">a</text>"); n != 20 {
		t.Errorf("%d of the notation's 20 a's drawn", n)
	}
	if err := CheckLast(long, "anything"); err != nil {
		t.Errorf("CheckLast of a game without rules here: %v", err)
	}
	golden.Check(t, filepath.Join("testdata", "generic-text.svg"), got)

	var b bytes.Buffer
	frames := []Frame{{Pos: plainPos("txt 0 ab"), Player: -1}, {Pos: long, Ply: 1, Player: 0, Move: "x"}, {Pos: plainPos("txt 1 a"), Ply: 2, Player: 1, Move: "y"}}
	if err := WritePage(&b, &Page{Frames: frames}); err != nil {
		t.Fatalf("a page of notations of three lengths: %v", err)
	}
	m := regexp.MustCompile(`<script id="game-data" type="application/json">(.*)</script>`).FindStringSubmatch(b.String())
	var data struct {
		Frames []pageFrame `json:"frames"`
	}
	if m == nil || json.Unmarshal([]byte(m[1]), &data) != nil || len(data.Frames) != 3 {
		t.Fatal("no page data")
	}
	texts := len(regexp.MustCompile(`<text [^>]*data-t=`).FindAllString(b.String(), -1))
	for i, f := range data.Frames {
		if len(f.Texts) != texts {
			t.Errorf("frame %d: %d texts for the page's %d", i, len(f.Texts), texts)
		}
	}
	if !strings.Contains(strings.Join(data.Frames[2].Texts, "|"), "last move: y") {
		t.Errorf("frame 2 does not write its move: %q", data.Frames[2].Texts)
	}
}
