package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The synthetic result files live with the comparison package.
func compareData(name string) string {
	return filepath.Join("..", "..", "analysis", "compare", "testdata", name)
}

// TestCompareExitStatus runs `cctree compare` on the synthetic files and checks the exit status
// and the one-line error.
func TestCompareExitStatus(t *testing.T) {
	old := compareData("old.txt")
	dir := t.TempDir()
	data, err := os.ReadFile(old)
	if err != nil {
		t.Fatal(err)
	}
	// head -c 1200 old.txt: a run cut off inside a line.
	truncated := filepath.Join(dir, "head.txt")
	if err := os.WriteFile(truncated, data[:1200], 0o666); err != nil {
		t.Fatal(err)
	}
	// A good file, but of other benchmarks (the reports' test data): no pair with old.txt.
	unrelated := filepath.Join("..", "..", "analysis", "testdata", "procs1.txt")
	for _, tc := range []struct {
		name   string
		args   []string
		status int
		stderr string // substring of the error line
		stdout string // substring of the report
	}{
		{"regression found", []string{"-old", old, "-new", compareData("regress.txt")}, 1, "2 regression(s)", "REGRESSION"},
		{"improvement passes", []string{"-old", old, "-new", compareData("improve.txt")}, 0, "", "improvements 2"},
		{"unchanged passes", []string{"-old", old, "-new", compareData("same.txt")}, 0, "", "regressions 0"},
		{"exact metric +1 fails", []string{"-old", old, "-new", compareData("nodes_plus1.txt")}, 1, "2 regression(s)", "(+1)"},
		{"rate drop fails", []string{"-old", old, "-new", compareData("rate_regress.txt")}, 1, "1 regression(s)", "leaves/s"},
		{"looser threshold passes", []string{"-old", old, "-new", compareData("regress.txt"), "-threshold", "50%"}, 0, "", "worse within threshold 2"},
		// A gate must not pass because a benchmark was deleted: -require-all makes it fail.
		{"missing benchmark reported", []string{"-old", old, "-new", compareData("missing_bench.txt")}, 0, "", "only in old"},
		{"missing benchmark fails with -require-all", []string{"-old", old, "-new", compareData("missing_bench.txt"), "-require-all"}, 1, "missing from", "only in old"},
		{"extra benchmark passes with -require-all", []string{"-old", old, "-new", compareData("extra_bench.txt"), "-require-all"}, 0, "", "only in new"},
		{"regression still fails with -require-all", []string{"-old", old, "-new", compareData("nodes_plus1.txt"), "-require-all"}, 1, "2 regression(s)", "(+1)"},
		{"malformed file", []string{"-old", old, "-new", compareData("malformed.txt")}, 2, "malformed.txt:2:", ""},
		{"empty file", []string{"-old", compareData("empty.txt"), "-new", old}, 2, "no benchmark results", ""},
		{"missing file", []string{"-old", old, "-new", compareData("missing.txt")}, 2, "no such file", ""},
		{"truncated file", []string{"-old", old, "-new", truncated}, 2, "truncated", ""},
		{"nothing in common", []string{"-old", old, "-new", unrelated}, 2, "nothing to compare: " + old + " (", ""},
		{"nothing in common, reversed", []string{"-old", unrelated, "-new", old}, 2, "no benchmark in common; check you passed the right files", ""},
		{"bad threshold", []string{"-old", old, "-new", old, "-threshold", "fast"}, 2, "-threshold", ""},
		{"negative threshold", []string{"-old", old, "-new", old, "-threshold", "-3%"}, 2, "-threshold", ""},
		{"bad alpha", []string{"-old", old, "-new", old, "-alpha", "2"}, 2, "-alpha", ""},
		{"no -new", []string{"-old", old}, 2, "want both -old and -new", ""},
		{"unknown flag", []string{"-old", old, "-new", old, "-x"}, 2, "flag provided but not defined", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), &stdout, &stderr, append([]string{"compare"}, tc.args...))
			status := exitCode(err, &stderr)
			if status != tc.status {
				t.Fatalf("exit status %d, want %d (stderr %q)", status, tc.status, stderr.String())
			}
			if tc.stderr != "" && !strings.Contains(stderr.String(), tc.stderr) {
				t.Errorf("stderr %q does not contain %q", stderr.String(), tc.stderr)
			}
			if n := strings.Count(stderr.String(), "\n"); n > 1 {
				t.Errorf("stderr has %d lines, want at most one: %q", n, stderr.String())
			}
			if !strings.Contains(stdout.String(), tc.stdout) {
				t.Errorf("stdout does not contain %q:\n%s", tc.stdout, stdout.String())
			}
			if tc.status == 2 && stdout.Len() != 0 {
				t.Errorf("bad input, but a report was printed:\n%s", stdout.String())
			}
		})
	}
}
