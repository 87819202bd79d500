package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPositionsGen regenerates the suites into a temporary folder: the files equal the committed
// ones and no temporary file is left behind.
func TestPositionsGen(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), &stdout, &stderr, []string{"positions", "gen", "-dir", dir}); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) == 0 {
		t.Fatal("gen wrote nothing")
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".txt") || strings.HasPrefix(e.Name(), ".") {
			t.Errorf("unexpected file %s", e.Name())
			continue
		}
		got, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		want, err := os.ReadFile(filepath.Join("..", "..", "positions", "suites", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the committed positions/suites/%s", e.Name(), e.Name())
		}
	}
	// Regenerating over existing files works (rename replaces them).
	if err := run(context.Background(), &stdout, &stderr, []string{"positions", "gen", "-dir", dir}); err != nil {
		t.Fatal(err)
	}
}

func TestPositionsList(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), &stdout, &stderr, []string{"positions", "list"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"initial: 12 positions, rules free", "triangle 024     1", "square:8 0123    1", "star73   0134    1", "star121  012345  1"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("list output lacks %q:\n%s", want, stdout.String())
		}
	}
}

func TestPositionsUsage(t *testing.T) {
	for _, args := range [][]string{
		{"positions"},
		{"positions", "frob"},
		{"positions", "gen", "-dir", filepath.Join(t.TempDir(), "missing")},
		{"positions", "list", "extra"},
	} {
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), &stdout, &stderr, args)
		if code := exitCode(err, &stderr); code != 2 {
			t.Errorf("%q: exit status %d, want 2 (stderr %q)", args, code, stderr.String())
		}
	}
}
