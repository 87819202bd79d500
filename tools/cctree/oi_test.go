package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
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
		{[]string{"-game", "chess"}, `-game: game "chess"`},
		{[]string{"-game", "hearts", "-eval", "progress"}, "-eval progress: hearts has no raw measure"},
		{[]string{"-game", "risk", "-eval", "x"}, `-eval: unknown evaluation "x"`},
		{[]string{"-game", "hearts", "-suite", "mid", "-seats", "0134"}, "-seats, -suite: Chinese Checkers' only"},
		{[]string{"-game", "hearts", "-deals", "0"}, "-deals: want at least 1"},
		{[]string{"-game", "hearts(players=9)"}, "players"},
		{[]string{"-game", "hearts", "-depth", "0"}, "-depth: want 1 to"},
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

// TestOIGameCommand runs cctree oi on Hearts: one line naming the game, the estimate the same for
// a seed whatever else runs, another seed sampling other states, and a 3-player spec measured on
// 3 players.
func TestOIGameCommand(t *testing.T) {
	oi := func(args ...string) map[string]string {
		t.Helper()
		var out, errb bytes.Buffer
		err := run(context.Background(), &out, &errb, append([]string{"oi"}, args...))
		if code := exitCode(err, &errb); code != 0 {
			t.Fatalf("cctree oi %v: exit %d, stderr %q", args, code, errb.String())
		}
		if strings.Count(out.String(), "\n") != 1 {
			t.Fatalf("cctree oi %v: %q, want one line", args, out.String())
		}
		f := map[string]string{"line": out.String()}
		for _, kv := range strings.Fields(out.String()) {
			k, v, _ := strings.Cut(kv, "=")
			f[k] = v
		}
		return f
	}
	a := oi("-game", "hearts(eval=points)", "-samples", "40", "-deals", "10", "-depth", "2")
	for k, v := range map[string]string{"game": "hearts(eval=points)", "players": "4", "depth": "2", "deals": "10", "samples": "40", "pairs": "120", "seed": "1"} {
		if a[k] != v {
			t.Errorf("%q: %s=%s, want %s", a["line"], k, a[k], v)
		}
	}
	if a["oi"] == "" || a["influential"] == "" || a["pair_oi"] == "" {
		t.Errorf("%q lacks oi, influential or pair_oi", a["line"])
	}
	if b := oi("-game", "hearts(eval=points)", "-samples", "40", "-deals", "10", "-depth", "2"); b["line"] != a["line"] {
		t.Errorf("two runs differ: %q, %q", a["line"], b["line"])
	}
	if c := oi("-game", "hearts(eval=mpmix)", "-samples", "40", "-deals", "10", "-depth", "2", "-seed", "2"); c["seed"] != "2" {
		t.Errorf("-seed 2: %q", c["line"])
	}
	if d := oi("-game", "hearts(players=3,eval=mpmix)", "-samples", "20", "-deals", "5"); d["players"] != "3" || d["pairs"] != "40" {
		t.Errorf("3 players: %q, want players=3 and 40 pairs", d["line"])
	}
}

// TestReproduceOIHearts regenerates the Opponent Impact of Hearts into a temporary folder and
// checks it against the committed data, line for line: the data the claims read is what `make
// reports` makes (about 4 CPU-seconds).
func TestReproduceOIHearts(t *testing.T) {
	if testing.Short() {
		t.Skip("samples 12,000 Hearts states; run without -short")
	}
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if err := run(context.Background(), &out, &errb, []string{"reproduce", "-only", "opponent-impact-hearts", "-out", dir}); err != nil {
		t.Fatalf("%v: %s", err, errb.String())
	}
	got, err := os.ReadFile(filepath.Join(dir, "data", "opponent-impact-hearts.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("..", "..", "reports", "data", "opponent-impact-hearts.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(got), "game=hearts("); n != 12 { // 2 evaluations x 6 depths
		t.Errorf("%d oi lines, want 12", n)
	}
	if string(got) != string(want) {
		t.Errorf("regenerated data differs from reports/data/opponent-impact-hearts.txt:\n%s\nwant:\n%s", got, want)
	}
}
