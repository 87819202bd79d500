package game

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestZobristGenerated recomputes the keys the way the package once drew them at init (a
// SplitMix64 stream from a fixed seed: every player's 128 bit keys, then its side key) and
// compares them with the generated tables, so that the generator cannot drift unnoticed.
func TestZobristGenerated(t *testing.T) {
	x := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 {
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	seen := map[uint64]bool{}
	for p := range zobrist {
		for b := range zobrist[p] {
			if want := next(); zobrist[p][b] != want {
				t.Fatalf("zobrist[%d][%d] = %#x, want %#x: run go generate ./engine/game", p, b, zobrist[p][b], want)
			}
			seen[zobrist[p][b]] = true
		}
		if want := next(); zobristSide[p] != want {
			t.Fatalf("zobristSide[%d] = %#x, want %#x: run go generate ./engine/game", p, zobristSide[p], want)
		}
		seen[zobristSide[p]] = true
	}
	if n := len(zobrist)*len(zobrist[0]) + len(zobristSide); len(seen) != n {
		t.Errorf("%d distinct keys, want %d", len(seen), n)
	}
}

// TestGeneratedUpToDate runs the committed generator and compares its output with
// zobrist_gen.go byte for byte.
func TestGeneratedUpToDate(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH")
	}
	out := filepath.Join(t.TempDir(), "zobrist_gen.go")
	if b, err := exec.Command(goTool, "run", "gen.go", "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("go run gen.go: %v\n%s", err, b)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("zobrist_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("zobrist_gen.go is stale: run go generate ./engine/game")
	}
}
