package game

import (
	"fmt"
	"strings"
	"testing"
)

// rulesStart is the 4-player star73 start position as docs/rules.md prints it.
const rulesStart = "star73 0134 0 0/00/000/.......111/.......11/.......1/......./3......./33......./333......./222/22/2"

func TestCCNRulesExample(t *testing.T) {
	s, err := Parse(rulesStart, Free)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.String(); got != rulesStart {
		t.Errorf("format = %q, want %q", got, rulesStart)
	}
	if start := mustStart(t, "star73", "0134", Free); *start != *s {
		t.Errorf("parsed docs/rules.md example differs from NewState: %s", start)
	}
}

// TestCCNRoundTrip checks parse(format(s)) == s, the whole State, on positions from random play
// (terminal ones included) under every rule set, and format(parse(x)) == x on their text.
func TestCCNRoundTrip(t *testing.T) {
	positions := 1000
	if testing.Short() {
		positions = 200
	}
	for i, ss := range seatSets {
		for j, rules := range ruleSets {
			n := 0
			playRandom(t, ss.board, ss.seats, rules, uint64(9000+10*i+j), positions, 1000, func(s *State) {
				text := s.String()
				p, err := Parse(text, rules)
				if err != nil {
					t.Fatalf("Parse(%q): %v", text, err)
				}
				if *p != *s {
					t.Fatalf("%s: parse(format(s)) differs from s (key %#x/%#x)", text, p.Key, s.Key)
				}
				if got := p.String(); got != text {
					t.Fatalf("format(parse(%q)) = %q", text, got)
				}
				n++
			})
			if n < positions {
				t.Errorf("%s %s %s: %d positions", ss.board, ss.seats, rules, n)
			}
		}
	}
}

// ccnSeeds are start positions of every seat set plus a few near misses.
func ccnSeeds(t testing.TB) []string {
	var out []string
	for _, ss := range append(seatSets, franksSeatSets...) {
		out = append(out, mustStart(t, ss.board, ss.seats, Free).String())
	}
	out = append(out, rulesStart,
		strings.Replace(rulesStart, " 0 ", " 3 ", 1),
		strings.Replace(rulesStart, " 0 ", " 4 ", 1),
		strings.Replace(rulesStart, "0134", "1034", 1),
		strings.Replace(rulesStart, "star73", "star121", 1),
		"star73 03 0 0/00/000/........../........./......../......./......../........./........../111/11/1",
		"", " ", "star73", "star73 03 1", "star73 03 01 x",
	)
	return out
}

// FuzzCCN: any string that parses formats back to itself, and its State survives another round.
func FuzzCCN(f *testing.F) {
	for _, s := range ccnSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, x string) {
		s, err := Parse(x, Free)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "ccn: ") {
				t.Fatalf("Parse(%q) error %q lacks the ccn: prefix", x, err)
			}
			return
		}
		y := s.String()
		if y != x {
			t.Fatalf("format(parse(%q)) = %q", x, y)
		}
		s2, err := Parse(y, Free)
		if err != nil || *s2 != *s {
			t.Fatalf("reparse of %q: %v", y, err)
		}
	})
}

func TestCCNErrors(t *testing.T) {
	const (
		two  = "star73 03 0 0/00/000/........../........./......../......./......../........./........../111/11/1"
		rows = "0/00/000/........../........./......../......./......../........./........../111/11/1"
	)
	if _, err := Parse(two, Free); err != nil {
		t.Fatalf("the base position must parse: %v", err)
	}
	for _, tc := range []struct {
		name, ccn, field string
	}{
		{"unknown board", "star99 03 0 " + rows, "board"},
		{"board case", "Star73 03 0 " + rows, "board"},
		{"empty board", " 03 0 " + rows, "board"},
		{"one seat", "star73 0 0 " + rows, "seats"},
		{"no seats", "star73  0 " + rows, "seats"},
		{"seven seats", "star73 0123450 0 " + rows, "seats"},
		{"repeated seat", "star73 00 0 " + rows, "seats"},
		{"non-digit seat", "star73 0a 0 " + rows, "seats"},
		{"seat 6", "star73 06 0 " + rows, "seats"},
		{"to-move out of range", "star73 03 2 " + rows, "to-move"},
		{"to-move negative", "star73 03 -1 " + rows, "to-move"},
		{"to-move non-numeric", "star73 03 x " + rows, "to-move"},
		{"to-move empty", "star73 03  " + rows, "to-move"},
		{"to-move leading zero", "star73 03 00 " + rows, "to-move"},
		{"to-move plus sign", "star73 03 +1 " + rows, "to-move"},
		{"too few rows", "star73 03 0 " + strings.TrimSuffix(rows, "/1"), "rows"},
		{"too many rows", "star73 03 0 " + rows + "/.", "rows"},
		{"star121 rows on star73", "star121 03 0 " + rows, "rows"},
		{"short row", "star73 03 0 " + strings.Replace(rows, "........../", "........./", 1), "rows"},
		{"long row", "star73 03 0 " + strings.Replace(rows, "........./", "........../", 1), "rows"},
		{"bad character", "star73 03 0 " + strings.Replace(rows, "..........", ".....x....", 1), "rows"},
		{"unicode character", "star73 03 0 " + strings.Replace(rows, "..........", "........é", 1), "rows"},
		{"digit of unseated player", "star73 03 0 " + strings.Replace(rows, "..........", ".....2....", 1), "rows"},
		{"too many pieces", "star73 03 0 " + strings.Replace(rows, "..........", ".....0....", 1), "rows"},
		{"too few pieces", "star73 03 0 " + strings.Replace(rows, "0/00", "./00", 1), "rows"},
		{"three fields", "star73 03 " + rows, "fields"},
		{"five fields", "star73 03 0 " + rows + " x", "fields"},
		{"double space", "star73 03  0 " + rows, "fields"},
		{"leading space", " star73 03 0 " + rows, "fields"},
		{"trailing space", "star73 03 0 " + rows + " ", "fields"},
		{"tab separator", "star73\t03 0 " + rows, "fields"},
		{"empty", "", "fields"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Parse(tc.ccn, Free)
			if err == nil {
				t.Fatalf("Parse(%q) = %s, want an error naming %s", tc.ccn, s, tc.field)
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "ccn: ") || !strings.Contains(msg, tc.field) {
				t.Errorf("Parse(%q) error %q, want ccn: prefix and the field %q", tc.ccn, msg, tc.field)
			}
			if strings.Contains(msg, "\n") {
				t.Errorf("error %q is more than one line", msg)
			}
		})
	}
}

func TestParseMove(t *testing.T) {
	s := mustStart(t, "star73", "03", Free) // player 0 at the top: cells 0-5
	var buf [MaxMoves]Move
	legal := s.Moves(buf[:0])
	for _, m := range legal {
		text := s.MoveString(m)
		got, err := s.ParseMove(text)
		if err != nil || got != m {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", text, got, err, m)
		}
	}
	// A step (3 is (1,3,-4), 9 is (0,3,-3)) and a hop (1 is (2,3,-5), over 3 onto 9).
	for _, m := range [][2]int{{3, 9}, {1, 9}, {5, 12}} {
		text := fmt.Sprintf("%d-%d", m[0], m[1])
		if got, err := s.ParseMove(text); err != nil || got != (Move{s.Geo.CellBit[m[0]], s.Geo.CellBit[m[1]]}) {
			t.Errorf("ParseMove(%s) = %v, %v", text, got, err)
		}
	}
	for _, tc := range []struct{ text, why string }{
		{"0-1", "not legal"},   // own piece on 1
		{"0-6", "not legal"},   // not reachable
		{"6-16", "not legal"},  // no piece on 6
		{"70-60", "not legal"}, // opponent's piece
		{"3-3", "not legal"},   // null move
		{"pass", "not legal"},  // a pass while moves exist
		{"0-73", "outside"},    // cell out of range
		{"73-0", "outside"},    //
		{"3-", "not \"f-t\""},  // malformed
		{"-13", "not \"f-t\""},
		{"3_13", "not \"f-t\""}, //
		{"3-13-23", "not \"f-t\""},
		{"a-b", "not \"f-t\""},
		{"", "not \"f-t\""},
		{"Pass", "not \"f-t\""},
		{" 3-13", "not \"f-t\""},
		{"-1-13", "not \"f-t\""},
	} {
		m, err := s.ParseMove(tc.text)
		if err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", tc.text, m)
			continue
		}
		if !strings.HasPrefix(err.Error(), "move: ") || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("ParseMove(%q) error %q, want move: prefix and %q", tc.text, err, tc.why)
		}
	}
	if got := s.MoveString(Pass); got != "pass" {
		t.Errorf("MoveString(Pass) = %q", got)
	}
}

// TestParseMovePass: "pass" is legal exactly when it is the only move.
func TestParseMovePass(t *testing.T) {
	s, err := Parse(noMoveCCN, Free)
	if err != nil {
		t.Fatal(err)
	}
	m, err := s.ParseMove("pass")
	if err != nil || !m.IsPass() {
		t.Fatalf("ParseMove(pass) = %v, %v", m, err)
	}
	if _, err := s.ParseMove("0-1"); err == nil {
		t.Errorf("a piece move is legal in a position without moves")
	}
}

func TestParseRules(t *testing.T) {
	for _, r := range ruleSets {
		got, err := ParseRules(r.String())
		if err != nil || got != r {
			t.Errorf("ParseRules(%q) = %v, %v", r.String(), got, err)
		}
	}
	// The win rule is spelt after a "+"; spoil, the default, is left out when formatting, so the
	// names of docs/rules.md (and old records) keep their meaning.
	for text, want := range map[string]Rules{
		"free": Free, "free+spoil": Free, "nostop+spoil": NoStop, "goallock": GoalLock,
		"free+allhome": Free.WithWin(AllHome), "nostop+allhome": NoStop.WithWin(AllHome), "goallock+allhome": GoalLock.WithWin(AllHome),
	} {
		got, err := ParseRules(text)
		if err != nil || got != want {
			t.Errorf("ParseRules(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	if r := NoStop.WithWin(AllHome); r.Restriction() != NoStop || r.Win() != AllHome || r.String() != "nostop+allhome" || r.WithWin(Spoil) != NoStop {
		t.Errorf("nostop+allhome: restriction %v, win %v, %q", r.Restriction(), r.Win(), r)
	}
	if Free.Win() != Spoil || GoalLock.Win() != Spoil {
		t.Errorf("the move restrictions alone are not spoil")
	}
	for _, bad := range []string{"", "Free", "no-stop", "goal lock", "allhome", "free+", "free+Allhome", "free+allhome+spoil", "+allhome", "free allhome"} {
		if _, err := ParseRules(bad); err == nil || !strings.Contains(err.Error(), "rules") {
			t.Errorf("ParseRules(%q) error %v", bad, err)
		}
	}
	if s := fmt.Sprint(Rules(7)); s != "Rules(7)" {
		t.Errorf("Rules(7) prints %q", s)
	}
	if s := fmt.Sprint(Rules(0x21)); s != "Rules(33)" {
		t.Errorf("Rules(0x21) prints %q", s)
	}
	if s := fmt.Sprint(WinRule(2)); s != "WinRule(2)" {
		t.Errorf("WinRule(2) prints %q", s)
	}
}

// FuzzParseMove: whatever the text, ParseMove does not panic, and a move it accepts is one of the
// legal moves whose own text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"3-9", "1-9", "pass", "0-73", "-1-2", "99999999999999999999-1", "5-", "3-3"} {
		f.Add(uint8(0), s)
		f.Add(uint8(9), s)
	}
	f.Add(uint8(2), "pass")
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		var s *State
		switch which % 3 {
		case 0:
			s = mustStart(t, "star73", "03", Free)
		case 1:
			s = mustStart(t, "star121", "012345", NoStop)
		default:
			s = mustParse(t, noMoveCCN, GoalLock)
		}
		m, err := s.ParseMove(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "move: ") {
				t.Fatalf("ParseMove(%q) error %q lacks the move: prefix", text, err)
			}
			return
		}
		var buf [MaxMoves]Move
		legal := false
		for _, l := range s.Moves(buf[:0]) {
			legal = legal || l == m
		}
		if !legal {
			t.Fatalf("ParseMove(%q) accepted %v, which is not a legal move", text, m)
		}
		if m2, err := s.ParseMove(s.MoveString(m)); err != nil || m2 != m {
			t.Fatalf("MoveString(%v) = %q does not parse back: %v %v", m, s.MoveString(m), m2, err)
		}
	})
}
