package generate

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/positions"
)

// TestRegenerate proves that the generators reproduce the embedded (committed) suites byte for
// byte, that two generations agree, and that every embedded suite has a generator and every
// generator a file.
func TestRegenerate(t *testing.T) {
	if got := slices.Sorted(slices.Values(Names())); !slices.Equal(got, positions.Names()) {
		t.Errorf("generators %v, embedded suites %v: each suite needs both", Names(), positions.Names())
	}
	for _, name := range Names() {
		got, err := Suite(name)
		if err != nil {
			t.Fatal(err)
		}
		want, err := positions.Raw(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: regenerated file differs from positions/suites/%s.txt; run `go run ./tools/cctree positions gen` and commit", name, name)
		}
		again, _ := Suite(name)
		if !bytes.Equal(got, again) {
			t.Errorf("%s: two generations differ", name)
		}
	}
}

func TestUnknown(t *testing.T) {
	if _, err := Suite("nosuch"); err == nil || !strings.Contains(err.Error(), "initial") {
		t.Errorf("Suite(nosuch) error %v, want one listing the generators", err)
	}
}

// update rewrites the game suites (positions/suites/<game>/<suite>.txt) from their generators.
var update = flag.Bool("update", false, "rewrite the game suites positions/suites/<game>/<suite>.txt (make positions)")

// TestRegenerateGames proves that the game suites' generators reproduce the embedded
// (committed) files byte for byte (so a generation in this process is the one made in
// another), that every embedded game suite has a generator and every generator a file; with
// -update it writes the files instead, each after two generations agree.
func TestRegenerateGames(t *testing.T) {
	if !*update && !slices.Equal(slices.Sorted(slices.Values(Games())), positions.Games()) {
		t.Errorf("game suite generators for %v, embedded game suites of %v: each needs both", Games(), positions.Games())
	}
	for _, game := range Games() {
		if _, err := games.Lookup(game); err != nil {
			t.Errorf("a suite generator for %s, which the registry (engine/searchers/games) does not have: %v", game, err)
		}
	}
	for _, game := range Games() {
		if !*update && !slices.Equal(slices.Sorted(slices.Values(GameNames(game))), positions.GameSuites(game)) {
			t.Errorf("%s: generators %v, embedded suites %v", game, GameNames(game), positions.GameSuites(game))
		}
		for _, name := range GameNames(game) {
			got, err := GameSuite(game, name)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("..", "suites", game, name+".txt")
			if *update {
				if again, _ := GameSuite(game, name); !bytes.Equal(got, again) {
					t.Fatalf("%s %s: two generations differ: not written", game, name)
				}
				if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
					t.Fatal(err)
				}
				if err := atomicfile.WriteFile(path, got); err != nil {
					t.Fatal(err)
				}
				t.Logf("wrote %s (%d bytes)", path, len(got))
				continue
			}
			want, err := positions.RawGame(game, name)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) { // the file came from another process: its generation was the same
				t.Errorf("%s %s: regenerated file differs from positions/suites/%s/%s.txt; run make positions and commit", game, name, game, name)
			}
		}
	}
	if _, err := GameSuite("virus", "late"); err == nil || !strings.Contains(err.Error(), "initial, mid") {
		t.Errorf("GameSuite(virus, late): %v, want an error listing the suites", err)
	}
	if _, err := GameSuite("chess", "mid"); err == nil || !strings.Contains(err.Error(), strings.Join(Games(), ", ")) {
		t.Errorf("GameSuite(chess, mid): %v, want an error listing the games", err)
	}
}
