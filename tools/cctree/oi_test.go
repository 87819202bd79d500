package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestOICommand(t *testing.T) {
	var out, errb bytes.Buffer
	err := run(context.Background(), &out, &errb, []string{"oi", "-samples", "20", "-board", "star73", "-depth", "2", "-eval", "progress"})
	if code := exitCode(err, &errb); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	wantPlayers := []string{"2", "3", "4", "5", "6"} // star73 start positions of every seat set
	if len(lines) != len(wantPlayers) {
		t.Fatalf("want %d lines, got %q", len(wantPlayers), out.String())
	}
	for i, l := range lines {
		f := map[string]string{}
		for _, kv := range strings.Fields(l) {
			k, v, _ := strings.Cut(kv, "=")
			f[k] = v
		}
		for k, v := range map[string]string{"players": wantPlayers[i], "suite": "initial", "depth": "2", "eval": "progress", "samples": "20", "seed": "1"} {
			if f[k] != v {
				t.Errorf("line %q: %s=%s, want %s", l, k, f[k], v)
			}
		}
		if f["oi"] == "" || f["influential"] == "" || f["pair_oi"] == "" {
			t.Errorf("line %q lacks oi, influential or pair_oi", l)
		}
	}
	// Deterministic for a seed; the depth-1 progress estimate is 0.
	var again bytes.Buffer
	run(context.Background(), &again, &errb, []string{"oi", "-samples", "20", "-board", "star73", "-depth", "2", "-eval", "progress"})
	if again.String() != out.String() {
		t.Errorf("two runs differ:\n%s\n%s", out.String(), again.String())
	}
	out.Reset()
	if err := run(context.Background(), &out, &errb, []string{"oi", "-samples", "10", "-seats", "0134", "-eval", "progress"}); err != nil ||
		!strings.HasPrefix(out.String(), "players=4 ") || !strings.Contains(out.String(), " oi=0.0000 ") || strings.Count(out.String(), "\n") != 1 {
		t.Errorf("oi -seats 0134 -eval progress: %v %q, want one 4-player line (star73 and star121 sampled together) with oi=0.0000", err, out.String())
	}
}

func TestOIUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-suite", "nosuch"}, `-suite: positions: unknown suite "nosuch"`},
		{[]string{"-samples", "0"}, "-samples: want at least 1"},
		{[]string{"-depth", "0"}, "-depth: want 1 to"},
		{[]string{"-plies", "-1"}, "-plies"},
		{[]string{"-eval", "x"}, `-eval: unknown evaluation "x"`},
		{[]string{"-seats", "0"}, "no position of suite initial matches"},
		{[]string{"-board", "star99"}, "no position of suite initial matches"},
		{[]string{"extra"}, "unexpected argument"},
	} {
		var out, errb bytes.Buffer
		err := run(context.Background(), &out, &errb, append([]string{"oi"}, tc.args...))
		if code := exitCode(err, &errb); code != 2 {
			t.Errorf("cctree oi %v: exit %d, want 2", tc.args, code)
		}
		if msg := errb.String(); strings.Count(msg, "\n") != 1 || !strings.Contains(msg, tc.want) {
			t.Errorf("cctree oi %v: stderr %q, want one line containing %q", tc.args, msg, tc.want)
		}
	}
}
