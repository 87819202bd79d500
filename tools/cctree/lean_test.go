package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// heavyPackages are the libraries the lean build must not link: their package initialisation
// (gonum/plot's fonts, go-latex's symbol tables, encoding/gob through the PDF backend, pprof's
// regexps, net/http's and crypto/tls's through progressbar) is what the lean build exists to skip.
var heavyPackages = []string{
	"gonum.org/v1/plot", "github.com/google/pprof/profile", "encoding/gob",
	"codeberg.org/go-latex/latex", "codeberg.org/go-fonts/liberation/liberationsansregular",
	"github.com/schollz/progressbar/v3", "net/http", "crypto/tls",
}

// TestLeanBuild: go build -tags lean links none of heavyPackages; it has every subcommand of the
// full build except figureCommands, which answer with a usage error (exit 2) naming the full
// build, as does match -plot before any game is played; and what it does have gives the full
// build's output: the same node counts from a sweep, the same games from a match.
func TestLeanBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds cctree -tags lean")
	}
	deps, err := exec.Command("go", "list", "-tags", "lean", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -tags lean -deps: %v", err)
	}
	linked := strings.Fields(string(deps))
	for _, p := range heavyPackages {
		if slices.Contains(linked, p) {
			t.Errorf("the lean build links %s", p)
		}
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "cctree-lean")
	if b, err := exec.Command("go", "build", "-tags", "lean", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build -tags lean: %v\n%s", err, b)
	}
	lean := func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		cmd := exec.Command(bin, args...)
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatalf("%v: %v", args, err)
		}
		return out.String(), errb.String(), cmd.ProcessState.ExitCode()
	}

	// The command table: the full build's names, figureCommands marked as left out.
	help, _, _ := lean("help")
	for name, c := range commands {
		line := ""
		for _, l := range strings.Split(help, "\n") {
			if f := strings.Fields(l); len(f) > 0 && f[0] == name {
				line = l
			}
		}
		left := strings.Contains(line, "(not in the lean build)")
		switch {
		case line == "":
			t.Errorf("lean help does not list %s", name)
		case left != slices.Contains(figureCommands, name):
			t.Errorf("lean help: %q (figureCommands %v)", line, figureCommands)
		case !left && !strings.Contains(line, c.summary):
			t.Errorf("lean help: %q, want the summary %q", line, c.summary)
		}
	}
	for _, name := range figureCommands {
		if _, ok := commands[name]; !ok {
			t.Errorf("figureCommands names %s, which the full build does not have", name)
		}
		_, stderr, code := lean(name)
		if code != 2 || !strings.Contains(stderr, "cctree "+name+": not in this cctree, the lean build") || !strings.Contains(stderr, "go build ./tools/cctree") {
			t.Errorf("lean %s: exit %d, %q", name, code, stderr)
		}
	}

	// The same work, the same numbers.
	sweep := []string{"sweep", "-algo", "paranoid brs+", "-depth", "1-2", "-board", "star73", "-seats", "0134", "-counts"}
	out, stderr, code := lean(sweep...)
	want, _, wantCode := runCmd(t, sweep...)
	if code != 0 || wantCode != 0 || benchmarkLines(out) == "" || benchmarkLines(out) != benchmarkLines(want) {
		t.Errorf("lean sweep (exit %d, %s):\n%s\nfull (exit %d):\n%s", code, stderr, benchmarkLines(out), wantCode, benchmarkLines(want))
	}
	match := []string{"match", "-players", "paranoid brs", "-board", "star73", "-seats", "0134", "-budget", "depth=1", "-games", "6", "-workers", "1"}
	leanOut, fullOut := filepath.Join(dir, "lean.jsonl"), filepath.Join(dir, "full.jsonl")
	if _, stderr, code := lean(append(match, "-out", leanOut)...); code != 0 {
		t.Fatalf("lean match: exit %d, %s", code, stderr)
	}
	if _, stderr, code := runCmd(t, append(match, "-out", fullOut)...); code != 0 {
		t.Fatalf("full match: exit %d, %s", code, stderr)
	}
	if a, b := gamesOnly(t, leanOut), gamesOnly(t, fullOut); a != b || a == "" {
		t.Errorf("lean match records differ from the full build's:\n%.600s\n---\n%.600s", a, b)
	}
	svg := filepath.Join(dir, "wins.svg")
	_, stderr, code = lean(append(match, "-out", filepath.Join(dir, "plot.jsonl"), "-plot", svg)...)
	if code != 2 || !strings.Contains(stderr, "match -plot: not in this cctree") {
		t.Errorf("lean match -plot: exit %d, %q", code, stderr)
	}
	for _, p := range []string{svg, filepath.Join(dir, "plot.jsonl")} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("lean match -plot wrote %s", p)
		}
	}
}

// gamesOnly returns a match file's records without their "version" (which names the build) and
// "times_us" (clock times) fields, one JSON object a line.
func gamesOnly(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		delete(m, "version")
		delete(m, "times_us")
		j, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, string(j))
	}
	return strings.Join(out, "\n")
}
