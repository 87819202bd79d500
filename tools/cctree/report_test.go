package main

import (
	"bytes"
	"context"
	"github.com/cctree/cctree/internal/atomicfile"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The synthetic result files live with package analysis (analysis/testdata).
func reportData(name string) string {
	return filepath.Join("..", "..", "analysis", "testdata", name)
}

// TestReportExitStatus runs `cctree report` on good and bad input and checks the exit status,
// the one-line error naming the file, and that a failed run writes nothing.
func TestReportExitStatus(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string // -out is added
		status int
		stderr string // substring of the error line
		files  int    // files expected in the output directory
	}{
		{"two files and a glob", []string{"-in", reportData("split_a.txt"), "-in", reportData("split_b.txt"), "-in", reportData("p*.txt")}, 0, "", 16},
		{"files as arguments", []string{reportData("split_a.txt"), reportData("split_b.txt")}, 0, "", 4},
		{"with PNGs", []string{"-png", reportData("split_a.txt")}, 0, "", 5},
		{"baseline", []string{"-baseline", "paranoid", "-in", reportData("split_a.txt")}, 0, "", 4},
		{"empty file", []string{"-in", reportData("empty.txt")}, 2, "empty.txt: empty file", 0},
		{"truncated file", []string{"-in", reportData("split_a.txt"), "-in", reportData("truncated.txt")}, 2, "truncated.txt: truncated", 0},
		{"malformed file", []string{"-in", reportData("malformed.txt")}, 2, "malformed.txt:3: ", 0},
		{"foreign file", []string{"-in", reportData("foreign.txt")}, 2, "foreign.txt: 2 benchmark results, but none of BenchmarkSearch", 0},
		{"missing file", []string{"-in", reportData("nothing.txt")}, 2, "nothing.txt: no such file", 0},
		{"conflicting counts", []string{"-in", reportData("split_a.txt"), "-in", reportData("conflict.txt")}, 2, "conflict.txt:2: ", 0},
		{"glob matching nothing", []string{"-in", reportData("zz*.txt")}, 2, "matches no file", 0},
		{"no input", nil, 2, "no result files", 0},
		{"unknown baseline", []string{"-baseline", "nosuch", "-in", reportData("split_a.txt")}, 2, `-baseline "nosuch": no such searcher in the results; they have maxn, paranoid`, 0},
		{"unknown flag", []string{"-in", reportData("split_a.txt"), "-x"}, 2, "flag provided but not defined", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := t.TempDir()
			var stdout, stderr bytes.Buffer
			args := append([]string{"report", "-out", out}, tc.args...)
			status := exitCode(run(context.Background(), &stdout, &stderr, args), &stderr)
			if status != tc.status {
				t.Fatalf("exit status %d, want %d (stderr %q)", status, tc.status, stderr.String())
			}
			if tc.stderr != "" && !strings.Contains(stderr.String(), tc.stderr) {
				t.Errorf("stderr %q does not contain %q", stderr.String(), tc.stderr)
			}
			if n := strings.Count(stderr.String(), "\n"); tc.status != 0 && n != 1 {
				t.Errorf("stderr has %d lines, want one: %q", n, stderr.String())
			}
			es, err := os.ReadDir(out)
			if err != nil {
				t.Fatal(err)
			}
			if len(es) != tc.files {
				t.Errorf("%d files written, want %d", len(es), tc.files)
			}
			if tc.status == 0 {
				lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
				if len(lines) != tc.files || !strings.HasPrefix(lines[0], out) {
					t.Errorf("stdout should list the %d paths written:\n%s", tc.files, stdout.String())
				}
			}
		})
	}
}

func TestReportNoOut(t *testing.T) {
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), &stdout, &stderr, []string{"report", "-in", reportData("split_a.txt")})
	if status := exitCode(err, &stderr); status != 2 || !strings.Contains(stderr.String(), "-out") {
		t.Errorf("status %d, stderr %q", status, stderr.String())
	}
}

// TestReportInterrupted: an interrupted run (cancelled context) fails, says so, and leaves
// no file behind.
func TestReportInterrupted(t *testing.T) {
	out := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stdout, stderr bytes.Buffer
	err := run(ctx, &stdout, &stderr, []string{"report", "-out", out, "-in", reportData("split_a.txt")})
	if status := exitCode(err, &stderr); status != 1 || !strings.Contains(stderr.String(), "interrupted; nothing written") {
		t.Errorf("status %d, stderr %q", status, stderr.String())
	}
	if es, _ := os.ReadDir(out); len(es) != 0 {
		t.Errorf("%d files left behind", len(es))
	}
}

// TestReportOutIsFile: -out naming an existing file is bad usage (exit 2), and the file is
// left as it was.
func TestReportOutIsFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "out.txt")
	if err := os.WriteFile(file, []byte("keep"), 0o666); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), &stdout, &stderr, []string{"report", "-out", file, "-in", reportData("split_a.txt")})
	if status := exitCode(err, &stderr); status != 2 || !strings.Contains(stderr.String(), "is a file, not a directory") {
		t.Errorf("status %d, stderr %q", status, stderr.String())
	}
	if b, _ := os.ReadFile(file); string(b) != "keep" {
		t.Errorf("file changed to %q", b)
	}
}

// TestOutputFileModes: files written through a temporary file (atomicfile.WriteFile; an
// experiment's data file is checked in package experiments) end 0644 like every other output,
// not os.CreateTemp's 0600.
func TestOutputFileModes(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	for _, content := range []string{"first", "second"} {
		if err := atomicfile.WriteFile(path, []byte(content)); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(path); string(b) != content {
			t.Errorf("content %q, want %q", b, content)
		}
		checkMode(t, path)
	}
}

func checkMode(t *testing.T, path string) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o644 {
		t.Errorf("%s: mode %v, want 0644", path, st.Mode().Perm())
	}
}

// TestReportDefaultBaseline: without -baseline the searchers are compared with paranoid where
// the results have it (split_a.txt names maxn first, and alphabetically maxn comes first too),
// else with the first searcher the files name (not alphabetically: the new searcher
// "killer" became everyone's reference), and the report says which.
func TestReportDefaultBaseline(t *testing.T) {
	data, err := os.ReadFile(reportData("split_a.txt"))
	if err != nil {
		t.Fatal(err)
	}
	renamed := filepath.Join(t.TempDir(), "renamed.txt")
	r := strings.NewReplacer("algo=maxn", "algo=opps(1,5,1)", "algo=paranoid", "algo=brs")
	if err := os.WriteFile(renamed, []byte(r.Replace(string(data))), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ in, want string }{{reportData("split_a.txt"), "paranoid"}, {renamed, "opps(1,5,1)"}} {
		out := t.TempDir()
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), &stdout, &stderr, []string{"report", "-out", out, "-in", c.in}); err != nil {
			t.Fatalf("%s: %v %s", c.in, err, stderr.String())
		}
		if !strings.Contains(stderr.String(), "compared with "+c.want+" (the default:") {
			t.Errorf("%s: stderr %q does not name the baseline %s", c.in, stderr.String(), c.want)
		}
		md, _ := filepath.Glob(filepath.Join(out, "*.md"))
		if len(md) != 1 {
			t.Fatalf("%s: tables %v", c.in, md)
		}
		table, _ := os.ReadFile(md[0])
		if !strings.Contains(string(table), "Compared with "+c.want) {
			t.Errorf("%s: the table compares with another searcher than %s:\n%s", c.in, c.want, table)
		}
	}
}
