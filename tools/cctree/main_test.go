package main

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// call runs the command line with args and recovers a panic into a test failure.
func call(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	var out, errOut bytes.Buffer
	func() {
		defer func() {
			if p := recover(); p != nil {
				t.Fatalf("cctree %s panicked: %v", strings.Join(args, " "), p)
			}
		}()
		err = run(context.Background(), &out, &errOut, args)
	}()
	return out.String(), errOut.String(), err
}

const (
	start03  = "star73 03 0 0/00/000/........../........./......../......./......../........./........../111/11/1"
	start121 = "star121 0134 0 0/00/000/0000/.........1111/.........111/.........11/.........1/........./3........./33........./333........./3333........./2222/222/22/2"
	// Player 0 of 024 is walled in at home: its only move is the pass.
	passPos = "star73 024 0 0/00/000/...1111.../..11222../......../2.22.../......../........./........../.../../."
	// Player 0 has filled its goal (player 1's last piece still in it): terminal.
	wonPos = "star73 03 1 ./../.../...1....../....1..../.....1../...0.../...1..../....1..../........../100/00/0"
)

func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"perft", "-depth", "3"}, "perft 1 10\nperft 2 103\nperft 3 1030\n"},
		{[]string{"perft", "-depth=3", "-full"}, "perft 1 10\nperft 2 103\nperft 3 1030\n"},
		{[]string{"perft", "-depth", "3", "-rules", "goallock"}, "perft 1 10\nperft 2 103\nperft 3 1030\n"},
		{[]string{"perft", "-depth", "3", "-rules", "nostop"}, "perft 1 10\nperft 2 101\nperft 3 1010\n"},
		{[]string{"perft", "-pos", start03, "-depth", "2"}, "perft 1 10\nperft 2 100\n"},
		{[]string{"perft", "-pos", start03, "-depth", "3", "-rules", "nostop"}, "perft 1 10\nperft 2 100\nperft 3 1720\n"},
		{[]string{"perft", "-board", "star73", "-seats", "012345", "-depth", "3"}, "perft 1 10\nperft 2 103\nperft 3 1065\n"},
		{[]string{"perft", "-board", "star121", "-seats", "03", "-depth", "3"}, "perft 1 14\nperft 2 196\nperft 3 4760\n"},
		{[]string{"perft", "-pos", start121, "-depth", "2"}, "perft 1 14\nperft 2 199\n"},
		// -pos overrides -board and -seats.
		{[]string{"perft", "-board", "star121", "-seats", "012345", "-pos", start03, "-depth", "1"}, "perft 1 10\n"},
		{[]string{"perft", "-pos", passPos, "-depth", "1"}, "perft 1 1\n"},
		{[]string{"perft", "-pos", wonPos, "-depth", "3"}, "perft 1 0\nperft 2 0\nperft 3 0\n"},
		{[]string{"perft", "-depth", "4", "-threads", "3"}, "perft 1 10\nperft 2 103\nperft 3 1030\nperft 4 10609\n"},
		// Franks' win rule: square:6's start is won at ply 3 under docs/rules.md's rule, not under his.
		{[]string{"perft", "-board", "square:6", "-depth", "4", "-rules", "free+allhome"}, "perft 1 12\nperft 2 158\nperft 3 2120\nperft 4 31445\n"},
		{[]string{"perft", "-board", "square:6", "-depth", "4", "-rules", "free+spoil", "-full"}, "perft 1 12\nperft 2 158\nperft 3 2120\nperft 4 31056\n"},
		{[]string{"perft", "-depth", "4", "-full", "-threads", "2", "-seats", "024"}, "perft 1 10\nperft 2 100\nperft 3 1000\nperft 4 18000\n"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, errOut, err := call(t, tc.args...)
			if err != nil {
				t.Fatalf("error %v (stderr %q)", err, errOut)
			}
			if out != tc.want {
				t.Errorf("stdout %q, want %q", out, tc.want)
			}
			if errOut != "" {
				t.Errorf("stderr %q, want nothing", errOut)
			}
		})
	}
}

func TestPerftStats(t *testing.T) {
	out, errOut, err := call(t, "perft", "-depth", "2", "-stats")
	if err != nil || out != "perft 1 10\nperft 2 103\n" {
		t.Fatalf("stdout %q, err %v", out, err)
	}
	if n := strings.Count(errOut, "\n"); n != 2 || !strings.HasPrefix(errOut, "depth 1: ") {
		t.Errorf("stats on stderr %q, want one line per depth", errOut)
	}
}

func TestDivide(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		moves int
		total uint64
	}{
		{[]string{"divide", "-depth", "3"}, 10, 1030},
		{[]string{"divide", "-depth", "1"}, 10, 10},
		{[]string{"divide", "-pos", start03, "-depth", "3", "-rules", "nostop"}, 10, 1720},
		{[]string{"divide", "-board", "star121", "-seats", "012345", "-depth", "3"}, 14, 2828},
		{[]string{"divide", "-pos", passPos, "-depth", "2"}, 1, 0}, // total from perft below
		{[]string{"divide", "-pos", wonPos, "-depth", "2"}, 0, 0},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, errOut, err := call(t, tc.args...)
			if err != nil || errOut != "" {
				t.Fatalf("error %v, stderr %q", err, errOut)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if !strings.HasSuffix(out, "\n") || len(lines) != tc.moves+1 {
				t.Fatalf("%d lines, want %d moves and a total:\n%s", len(lines), tc.moves, out)
			}
			var sum uint64
			for _, l := range lines[:tc.moves] {
				f := strings.Fields(l)
				if len(f) != 2 {
					t.Fatalf("line %q is not MOVE COUNT", l)
				}
				n, err := strconv.ParseUint(f[1], 10, 64)
				if err != nil {
					t.Fatalf("line %q: %v", l, err)
				}
				if f[0] != "pass" && !strings.Contains(f[0], "-") {
					t.Errorf("move %q is neither f-t nor pass", f[0])
				}
				sum += n
			}
			total, ok := strings.CutPrefix(lines[tc.moves], "total ")
			if !ok {
				t.Fatalf("last line %q is not the total", lines[tc.moves])
			}
			if total != strconv.FormatUint(sum, 10) {
				t.Errorf("total %s, sum of the lines %d", total, sum)
			}
			// The total equals perft at the same depth from the same position.
			pargs := append([]string{"perft"}, tc.args[1:]...)
			pout, _, err := call(t, pargs...)
			if err != nil {
				t.Fatal(err)
			}
			pl := strings.Split(strings.TrimSuffix(pout, "\n"), "\n")
			depth := len(pl)
			if want := fmt.Sprintf("perft %d %s", depth, total); pl[depth-1] != want {
				t.Errorf("divide total %s, perft says %q", total, pl[depth-1])
			}
			if tc.total != 0 && total != strconv.FormatUint(tc.total, 10) {
				t.Errorf("total %s, want %d", total, tc.total)
			}
		})
	}
}

// TestBadUsage: every bad input returns an error that exitCode maps to status 2 and prints as one
// line on stderr; nothing goes to stdout and nothing panics.
func TestBadUsage(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string // in the printed line
	}{
		{"unknown subcommand", []string{"perfect", "-depth", "3"}, "perfect"},
		{"unknown flag", []string{"perft", "-depth", "3", "-bogus"}, "bogus"},
		{"unknown flag divide", []string{"divide", "-deep", "3"}, "deep"},
		{"depth 0", []string{"perft", "-depth", "0"}, "-depth"},
		{"threads 0", []string{"perft", "-depth", "1", "-threads", "0"}, "-threads"},
		{"depth missing", []string{"perft"}, "-depth"},
		{"depth negative", []string{"perft", "-depth", "-2"}, "-depth"},
		{"depth too large", []string{"perft", "-depth", "64"}, "-depth"},
		{"depth non-numeric", []string{"perft", "-depth", "three"}, "depth"},
		{"depth without value", []string{"perft", "-depth"}, "depth"},
		{"divide depth 0", []string{"divide", "-depth", "0"}, "-depth"},
		{"bad rules", []string{"perft", "-depth", "1", "-rules", "strict"}, "rules"},
		{"bad rules with pos", []string{"perft", "-pos", start03, "-depth", "1", "-rules", "Free"}, "rules"},
		{"bad win rule", []string{"perft", "-depth", "1", "-rules", "free+all"}, "win rule"},
		{"bad board", []string{"perft", "-depth", "1", "-board", "star99"}, "-board"},
		{"bad seats repeated", []string{"perft", "-depth", "1", "-seats", "00"}, "seats"},
		{"bad seats one", []string{"perft", "-depth", "1", "-seats", "0"}, "seats"},
		{"bad seats digit 6", []string{"divide", "-depth", "1", "-seats", "06"}, "seats"},
		{"bad seats letters", []string{"perft", "-depth", "1", "-seats", "ab"}, "seats"},
		{"malformed pos", []string{"perft", "-pos", "star73 03 0 0/00", "-depth", "1"}, "-pos"},
		{"pos bad board", []string{"perft", "-pos", "hex 03 0 0", "-depth", "1"}, "board"},
		{"pos bad row", []string{"divide", "-pos", strings.Replace(start03, "111/", "11./", 1), "-depth", "1"}, "rows"},
		{"pos bad to-move", []string{"perft", "-pos", strings.Replace(start03, " 0 ", " 2 ", 1), "-depth", "1"}, "to-move"},
		{"extra argument", []string{"perft", "-depth", "3", "extra"}, "extra"},
		{"extra argument divide", []string{"divide", "-depth", "3", "1"}, "unexpected"},
		{"no subcommand", nil, "subcommand"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, err := call(t, tc.args...)
			if err == nil {
				t.Fatalf("no error; stdout %q", out)
			}
			if tc.args != nil && out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
			if errOut != "" {
				t.Errorf("run wrote %q to stderr itself", errOut)
			}
			var line bytes.Buffer
			if code := exitCode(err, &line); code != 2 {
				t.Errorf("exit status %d, want 2 (error %v)", code, err)
			}
			l := line.String()
			if strings.Count(l, "\n") != 1 || !strings.HasSuffix(l, "\n") || !strings.HasPrefix(l, "cctree: ") {
				t.Errorf("stderr %q is not one line starting with cctree:", l)
			}
			if !strings.Contains(l, tc.want) {
				t.Errorf("stderr %q does not mention %q", l, tc.want)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}, {"perft", "-h"}, {"divide", "-help"}} {
		out, _, err := call(t, args...)
		var line bytes.Buffer
		if code := exitCode(err, &line); code != 0 || line.Len() != 0 {
			t.Errorf("%v: exit status %d, stderr %q", args, code, line.String())
		}
		if !strings.HasPrefix(out, "usage: cctree") {
			t.Errorf("%v: stdout %q, want the usage", args, out)
		}
	}
	out, _, _ := call(t, "help")
	for _, name := range []string{"perft", "divide"} {
		if !strings.Contains(out, "  "+name+" ") {
			t.Errorf("help does not list %s:\n%s", name, out)
		}
	}
}

// TestCancelled: a cancelled context stops perft with a runtime failure (status 1).
func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	err := run(ctx, &out, &errOut, []string{"perft", "-depth", "9"})
	if err == nil {
		t.Fatalf("perft under a cancelled context returned nil; stdout %q", out.String())
	}
	var line bytes.Buffer
	if code := exitCode(err, &line); code != 1 || strings.Count(line.String(), "\n") != 1 {
		t.Errorf("exit status %d, stderr %q; want 1 and one line", code, line.String())
	}
}
