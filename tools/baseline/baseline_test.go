// Package baseline holds the project's plain C++ baselines that `make anchor-compare` times cctree
// against, and the tests that keep their counts equal to the Go engine's: cpp/ccperft.cpp, perft
// (baseline_test.go), and cpp/cctwin.cpp, the twin of the Paranoid, BRS+ and OPPS searchers
// (twin_test.go). Both use the array board and move generator of cpp/board.h.
package baseline

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
)

// compiler returns the C++ compiler to use: $CXX, else the first of c++, g++, clang++ on PATH.
func compiler(t *testing.T) string {
	if cxx := os.Getenv("CXX"); cxx != "" {
		return cxx
	}
	for _, name := range []string{"c++", "g++", "clang++"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no C++ compiler (c++, g++, clang++ or $CXX)")
	return ""
}

// build compiles cpp/ccperft.cpp into a temporary directory and returns the binary's path.
func build(t *testing.T) string { return buildProgram(t, "ccperft") }

// buildProgram compiles cpp/<name>.cpp (warnings are errors) into a temporary directory and
// returns the binary's path.
func buildProgram(t *testing.T, name string) string {
	t.Helper()
	cxx := compiler(t)
	bin := filepath.Join(t.TempDir(), name)
	src := filepath.Join("cpp", name+".cpp")
	if out, err := exec.Command(cxx, "-O2", "-Wall", "-Wextra", "-Werror", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", cxx, src, err, out)
	}
	return bin
}

// run runs the baseline and returns its counts by depth (index 0 is depth 1).
func run(t *testing.T, bin string, args ...string) []uint64 {
	t.Helper()
	out, err := exec.Command(bin, args...).Output()
	if err != nil {
		t.Fatalf("ccperft %s: %v", strings.Join(args, " "), err)
	}
	var counts []uint64
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		var d int
		var n uint64
		if _, err := fmt.Sscanf(sc.Text(), "perft %d %d", &d, &n); err != nil || d != len(counts)+1 {
			t.Fatalf("ccperft %s: unexpected line %q", strings.Join(args, " "), sc.Text())
		}
		counts = append(counts, n)
	}
	return counts
}

// TestBaselineMatchesEngine checks that the C++ baseline counts what the Go engine counts: star73
// with 2, 3, 4 (and both 5-player seatings) and 6 players, every rule set, depths 1-5 (free to 6
// without -short), and star121 to depth 4. The baseline implements the win rule, so the counts agree at
// every depth; no start position reaches a won position this shallow, which
// TestBaselineWinRule covers.
func TestBaselineMatchesEngine(t *testing.T) {
	bin := build(t)
	cases := []struct {
		board string
		seats []string
		depth int
	}{
		{"star73", []string{"03", "024", "0134", "01245", "02345", "012345"}, 6},
		{"star121", []string{"03", "024", "0134", "012345"}, 4},
	}
	var pf game.Perfter
	for _, c := range cases {
		for _, seatText := range c.seats {
			for _, rules := range []game.Rules{game.Free, game.NoStop, game.GoalLock} {
				depth := c.depth
				if c.board == "star73" && (testing.Short() || rules != game.Free) {
					depth = 5
				}
				seats, err := game.ParseSeats(seatText)
				if err != nil {
					t.Fatal(err)
				}
				got := run(t, bin, c.board, seatText, strconv.Itoa(depth), rules.String())
				for d := 1; d <= depth; d++ {
					s, err := game.NewState(board.ByName(c.board), seats, rules)
					if err != nil {
						t.Fatal(err)
					}
					if want := pf.Perft(s, d); got[d-1] != want {
						t.Errorf("%s %s %s perft %d: baseline %d, engine %d", c.board, seatText, rules, d, got[d-1], want)
					}
				}
			}
		}
	}
}

// TestBaselineWinRule checks the baseline where the win rule matters: star73 4-player perft 7,
// where 30 positions at ply 6 are won (TestPerft7WinRule in engine/game). With the win rule the
// baseline counts the engine's number; with nowin it counts 60,645,500, the number of a generator
// without a win rule, which TestPerft7WinRule reconciles with the engine's.
func TestBaselineWinRule(t *testing.T) {
	if testing.Short() {
		t.Skip("depth 7; run without -short")
	}
	bin := build(t)
	s, err := game.NewState(board.Star73(), []int{0, 1, 3, 4}, game.Free)
	if err != nil {
		t.Fatal(err)
	}
	var pf game.Perfter
	want := pf.Perft(s, 7)
	if got := run(t, bin, "star73", "0134", "7"); got[6] != want {
		t.Errorf("perft 7 with the win rule: baseline %d, engine %d", got[6], want)
	}
	if got := run(t, bin, "star73", "0134", "7", "free", "nowin"); got[6] != 60645500 {
		t.Errorf("perft 7 without the win rule: baseline %d, want 60645500", got[6])
	}
}
