package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/experiments"
)

func TestReproduceUsage(t *testing.T) {
	for _, args := range [][]string{
		{"reproduce", "-only", "no-such-reproduction"},
		{"reproduce", "-workers", "-1"},
		{"reproduce", "-bogus"},
	} {
		var out, errb bytes.Buffer
		err := run(context.Background(), &out, &errb, args)
		if code := exitCode(err, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%v)", args, code, err)
		}
		if lines := strings.Count(errb.String(), "\n"); lines != 1 {
			t.Errorf("%v: %d lines on stderr, want 1: %q", args, lines, errb.String())
		}
	}
	var out bytes.Buffer
	if err := run(context.Background(), &out, &out, []string{"reproduce", "-list"}); err != nil {
		t.Fatal(err)
	}
	for _, e := range experiments.All() {
		if !strings.Contains(out.String(), e.Name()) {
			t.Errorf("-list lacks %s", e.Name())
		}
	}
}

// TestReproduceOpponentImpact runs the one reproduction that needs no benchmarks into a
// temporary folder and checks its data and table.
func TestReproduceOpponentImpact(t *testing.T) {
	if testing.Short() {
		t.Skip("samples 1,200 states; run without -short")
	}
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if err := run(context.Background(), &out, &errb, []string{"reproduce", "-only", "opponent-impact", "-out", dir, "-show"}); err != nil {
		t.Fatalf("%v: %s", err, errb.String())
	}
	data, err := os.ReadFile(filepath.Join(dir, "data", "opponent-impact.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "players="); n != 30 { // 2 evaluations x 3 depths x 5 player counts
		t.Errorf("%d oi lines, want 30", n)
	}
	if !strings.Contains(out.String(), "Opponent Impact of Chinese Checkers") || !strings.Contains(out.String(), "| progress   |") {
		t.Errorf("-show printed no table:\n%s", out.String())
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "opponent-impact"))
	if len(entries) != 2 {
		t.Errorf("%d files in the figure folder, want 2 (no staging left)", len(entries))
	}
}
