package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docShrink makes a documented command small enough to run in a test: every flag that sets how
// much work there is is set to its least (the lines still exercise every flag and file they name).
var docShrink = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`-depth ([0-9,-]{2,}|[3-9])\b`), "-depth 1"}, // depth 1 or 2 stays: a pair of lines may name the same depth
	{regexp.MustCompile(`-budget \S+`), "-budget depth=1"},
	{regexp.MustCompile(`-samples \d+`), "-samples 10"},
	{regexp.MustCompile(`-time \S+`), "-time 50ms"},
	{regexp.MustCompile(`-nodes \d+`), "-nodes 2000"},
	{regexp.MustCompile(`-matrix full`), "-matrix default"},
	{regexp.MustCompile(`-games \d+`), "-games 2"},
	{regexp.MustCompile(`-benchtime \S+`), "-benchtime 1x"},
	{regexp.MustCompile(`-count \d+`), "-count 1"},
}

// docSkip are documented commands a test cannot run as written, each with the reason.
var docSkip = map[string]string{
	"old.txt":                  "names the user's own result files (old.txt, new.txt)",
	"runs/":                    "merges the shards a Slurm job array wrote (make test-slurm runs that path)",
	"cctree slurm":             "submits to a Slurm cluster (make test-slurm runs it)",
	"-cpu tmp/profile":         "reads the profiles make profile writes",
	"gate":                     "the node-count gate, a minute of searching: CI runs it (make bench-gate)",
	"-matrix full":             "the full matrix, even at depth 1 a minute and more: TestLongREADMECommands runs make bench MATRIX=full at depth 1",
	"-config tmp/figure17.cfg": "plays Franks' Figure 17 as the file says (30 games at lookahead 6, minutes); TestFranksConfigCheck and engine/match/franks's tests read it",
}

// docCommand is one command line of the docs, with where it is.
type docCommand struct {
	file, line string
}

// docCommands returns the indented command lines of README.md and docs/ that run cctree (go run
// ./tools/cctree, or the binary built as tmp/cctree) or benchstat, in file order, without their
// trailing comments.
func docCommands(t *testing.T, root string) []docCommand {
	t.Helper()
	var out []docCommand
	cmd := regexp.MustCompile(`(go run \./tools/cctree |tmp/cctree |go tool benchstat |^mkdir -p tmp|^go test \./bench .* > tmp/)`)
	for _, f := range docFiles(t, root) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, f)
		for _, l := range strings.Split(string(data), "\n") {
			if !strings.HasPrefix(l, "    ") || !cmd.MatchString(strings.TrimSpace(l)) {
				continue
			}
			c := strings.TrimSpace(l)
			if i := strings.Index(c, "   #"); i >= 0 {
				c = strings.TrimSpace(c[:i])
			}
			c = regexp.MustCompile(`\s*\[[^]]*\]`).ReplaceAllString(c, "") // optional flags of a synopsis
			out = append(out, docCommand{rel, c})
		}
	}
	return out
}

// TestLongDocsCommands runs every cctree and benchstat command line of README.md and docs/ (those
// TestREADMECommands and TestREADMEEngines do not already run) from a copy of the repository's
// tmp/ layout: `go run ./tools/cctree` is this test binary as cctree, tmp/ a temporary folder,
// each line shrunk by docShrink, through sh from the repository's root, one file's lines in order
// (a later line may read what an earlier one wrote). Each must exit 0 ("; echo" lines print the
// exit status themselves, which must then be 0, 1 or 2 as the line says).
func TestLongDocsCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every documented command; run without -short")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	self := strings.Join(selfCommand(), " ")
	cmds := docCommands(t, root)
	if len(cmds) < 30 {
		t.Fatalf("found only %d documented commands", len(cmds))
	}
	byFile := map[string]string{}
	for _, c := range cmds {
		t.Run(c.file+": "+c.line, func(t *testing.T) {
			for marker, why := range docSkip {
				if strings.Contains(c.line, marker) {
					t.Skip(why)
				}
			}
			if strings.Contains(c.line, " -engines ") || strings.Contains(c.line, "engine-check") {
				t.Skip("run by TestREADMECommands or TestREADMEEngines")
			}
			tmp, ok := byFile[c.file]
			if !ok {
				var err error
				if tmp, err = os.MkdirTemp("", "cctree-docs-"); err != nil {
					t.Fatal(err)
				}
				tempDirs = append(tempDirs, tmp) // outlives this subtest (later lines of the file read it); TestMain removes it
				byFile[c.file] = tmp
			}
			line := c.line
			for _, s := range docShrink {
				line = s.re.ReplaceAllString(line, s.with)
			}
			if strings.HasPrefix(line, "go test ./bench ") && !strings.Contains(line, "-benchtime") {
				// one pass of each benchmark, not the default second of each: the line's selection
				// and output are what is checked (BenchmarkMCTS's 60 cases took 74 s at 1 s each)
				line = strings.Replace(line, "go test ./bench ", "go test ./bench -benchtime 1x ", 1)
			}
			line = strings.ReplaceAll(line, "go run ./tools/cctree ", self+" ")
			line = strings.ReplaceAll(line, "go build -o tmp/cctree ./tools/cctree", "true")
			line = strings.ReplaceAll(line, "tmp/cctree ", self+" ")
			line = regexp.MustCompile(`(^|[\s'"=])tmp(/|\s|$)`).ReplaceAllString(line, "${1}"+tmp+"${2}")
			cmd := exec.Command("sh", "-c", line)
			cmd.Dir = root
			cmd.Stdin = strings.NewReader("")
			var out, errb bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errb
			if err := cmd.Run(); err != nil {
				t.Fatalf("%s\n(as %s): %v\n%s%s", c.line, line, err, out.String(), errb.String())
			}
			// benchstat exits 0 even on a missing file: two files of the same cases must pair,
			// one table with a "vs base" column (a sweep's file and a go test file included).
			if strings.HasPrefix(c.line, "go tool benchstat ") && !strings.Contains(c.line, "old.txt") &&
				(errb.Len() > 0 || !strings.Contains(out.String(), "vs base") || strings.Contains(out.String(), "benchmark set differs")) {
				t.Fatalf("%s: want one table with a vs base column, got:\n%s%s", c.line, out.String(), errb.String())
			}
		})
	}
}
