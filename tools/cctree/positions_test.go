package main

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestPositionsGen: gen -game writes one game's suites, equal to the committed files (Virus's:
// the quickest; the generators of every suite are positions/generate's tests, and the whole
// command's output TestLongPositionsGen's).
func TestPositionsGen(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), &stdout, &stderr, []string{"positions", "gen", "-dir", dir, "-game", "virus"}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"initial.txt", "mid.txt"} {
		a, err := os.ReadFile(filepath.Join(dir, "virus", name))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join("..", "..", "positions", "suites", "virus", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("virus/%s differs from the committed positions/suites/virus/%s", name, name)
		}
	}
}

// TestLongPositionsGen regenerates the suites into a temporary folder: Chinese Checkers' and
// every other game's (<game>/<suite>.txt), each file equal to the committed one, every
// committed suite written, and no temporary file left behind.
func TestLongPositionsGen(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), &stdout, &stderr, []string{"positions", "gen", "-dir", dir}); err != nil {
		t.Fatal(err)
	}
	committed := filepath.Join("..", "..", "positions", "suites")
	files := func(root string) []string {
		var out []string
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				rel, _ := filepath.Rel(root, path)
				out = append(out, rel)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	got, want := files(dir), files(committed)
	if !slices.Equal(got, want) {
		t.Fatalf("gen wrote %q, positions/suites holds %q", got, want)
	}
	for _, name := range []string{"initial.txt", filepath.Join("virus", "mid.txt"), filepath.Join("focus", "initial.txt")} {
		if !slices.Contains(got, name) {
			t.Errorf("gen did not write %s", name)
		}
	}
	for _, name := range got {
		if !strings.HasSuffix(name, ".txt") || strings.HasPrefix(filepath.Base(name), ".") {
			t.Errorf("unexpected file %s", name)
			continue
		}
		a, _ := os.ReadFile(filepath.Join(dir, name))
		b, err := os.ReadFile(filepath.Join(committed, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs from the committed positions/suites/%s", name, name)
		}
		if !strings.Contains(stdout.String(), "wrote "+filepath.Join(dir, name)+" (") {
			t.Errorf("gen did not report %s", name)
		}
	}
	// Regenerating over existing files works (rename replaces them): one game's, the quickest.
	if err := run(context.Background(), &stdout, &stderr, []string{"positions", "gen", "-dir", dir, "-game", "virus"}); err != nil {
		t.Fatal(err)
	}
}

func TestPositionsList(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), &stdout, &stderr, []string{"positions", "list"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"initial: 12 positions, rules free", "triangle 024     1", "square:8 0123    1", "star73   0134    1", "star121  012345  1",
		"\nvirus/initial: 4 positions (the start position of virus", "\n  virus(players=6)  1\n", "\nfocus/mid: 150 positions (", "\n  focus(players=2)  50\n"} {
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
