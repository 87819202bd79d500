package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestPerftFranksBoards: perft and divide take the triangle and square boards with their own
// default seats (024, 0123; square alone is square:8), and reject seats and sizes the board lacks
// with one line naming the flag and the accepted values (exit status 2).
func TestPerftFranksBoards(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"perft", "-board", "triangle", "-depth", "4"}, "perft 1 10\nperft 2 100\nperft 3 1000\nperft 4 17200\n"},
		{[]string{"perft", "-board", "triangle", "-seats", "02", "-depth", "3", "-rules", "nostop"}, "perft 1 10\nperft 2 100\nperft 3 1720\n"},
		{[]string{"perft", "-board", "square", "-depth", "4"}, "perft 1 16\nperft 2 258\nperft 3 4160\nperft 4 67592\n"},
		{[]string{"perft", "-board", "square:8", "-depth", "3", "-full", "-threads", "2"}, "perft 1 16\nperft 2 258\nperft 3 4160\n"},
		{[]string{"perft", "-board", "square:6", "-depth", "3"}, "perft 1 12\nperft 2 158\nperft 3 2120\n"},
		{[]string{"perft", "-board", "square:8", "-seats", "13", "-depth", "3"}, "perft 1 16\nperft 2 256\nperft 3 6128\n"},
		{[]string{"divide", "-board", "triangle", "-depth", "1"}, "total 10\n"},
		{[]string{"divide", "-board", "square:6", "-depth", "2"}, "total 158\n"},
	} {
		out, _, err := call(t, tc.args...)
		if err != nil || !strings.HasSuffix(out, tc.want) {
			t.Errorf("cctree %s: %q, %v; want %q", strings.Join(tc.args, " "), out, err, tc.want)
		}
	}
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"perft", "-board", "triangle", "-seats", "13", "-depth", "1"}, []string{"-seats", "0, 2, 4"}},
		{[]string{"divide", "-board", "square", "-seats", "0145", "-depth", "1"}, []string{"-seats", "0, 1, 2, 3"}},
		{[]string{"perft", "-board", "square:12", "-depth", "1"}, []string{"-board", "triangle", "square:N (N 6-11)"}},
		{[]string{"perft", "-board", "square:5", "-depth", "1"}, []string{"-board", "star73, star121"}},
		{[]string{"perft", "-pos", "square 0123 0 ...", "-depth", "1"}, []string{"-pos", "board", "square:8"}},
	} {
		out, _, err := call(t, tc.args...)
		var line bytes.Buffer
		if code := exitCode(err, &line); code != 2 || out != "" || strings.Count(line.String(), "\n") != 1 {
			t.Errorf("cctree %s: exit %d, stdout %q, stderr %q", strings.Join(tc.args, " "), code, out, line.String())
		}
		for _, w := range tc.want {
			if !strings.Contains(line.String(), w) {
				t.Errorf("cctree %s: %q does not mention %q", strings.Join(tc.args, " "), line.String(), w)
			}
		}
	}
}
