// Package golden compares what a test produced with a committed golden file, and rewrites the file
// instead when the test binary runs with -update. It is the one golden-file helper of the
// repository and -update its one flag, as `cctree gate -update` rewrites the CI baseline:
//
//	go test ./analysis/matchstat -run TestGolden -update   # then review git diff and commit
//
// It registers -update on the test binary's command line, so only tests and test helpers import
// it, and a test package must not define a flag of that name itself.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/internal/atomicfile"
)

var update = flag.Bool("update", false, "rewrite the golden files with what the tests produce (on purpose only: review the diff before committing)")

// Updating reports whether the test binary runs with -update.
func Updating() bool { return *update }

// Check compares got with the golden file at path. Under -update it writes got to path instead,
// when they differ (atomically: a temporary file beside it renamed over it, so an interrupted run
// never leaves half a file), and the test passes. Otherwise a missing file or any difference fails
// t with the differing lines as a unified-diff hunk (- the file, + got) and the command that
// accepts the change.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	msg, err := check(path, got, *update)
	switch {
	case err != nil:
		t.Fatal(err)
	case msg == "":
	case *update:
		t.Log(msg)
	default:
		t.Errorf("%s\nif the change is meant, rewrite it with %s and review the diff", msg, command(t))
	}
}

// check compares got with the file at path, or rewrites the file when update is set. msg says
// what differs (or what was rewritten), "" when the file already holds got; err is an I/O error
// under update.
func check(path string, got []byte, update bool) (msg string, err error) {
	want, rerr := os.ReadFile(path)
	if rerr == nil && bytes.Equal(got, want) {
		return "", nil
	}
	if update {
		if err := write(path, got); err != nil {
			return "", err
		}
		return "rewrote " + path, nil
	}
	if rerr != nil {
		return fmt.Sprintf("golden file: %v", rerr), nil
	}
	return fmt.Sprintf("%s differs from the output (%d bytes, want %d):\n%s", path, len(got), len(want), Diff(want, got)), nil
}

// write replaces path's contents with data atomically, creating its directory if needed.
func write(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return atomicfile.WriteFile(path, data)
}

// maxLines bounds the lines Diff shows on each side.
const maxLines = 20

// Diff returns the lines where want and got differ as one unified-diff hunk: the lines between
// their common first and last lines, "-" for want's and "+" for got's, at most maxLines of each.
func Diff(want, got []byte) string {
	w, g := lines(want), lines(got)
	pre := 0
	for pre < len(w) && pre < len(g) && w[pre] == g[pre] {
		pre++
	}
	suf := 0
	for suf < len(w)-pre && suf < len(g)-pre && w[len(w)-1-suf] == g[len(g)-1-suf] {
		suf++
	}
	dw, dg := w[pre:len(w)-suf], g[pre:len(g)-suf]
	var b strings.Builder
	fmt.Fprintf(&b, "@@ -%s +%s @@\n", span(pre, len(dw)), span(pre, len(dg)))
	for _, side := range []struct {
		mark  string
		lines []string
	}{{"-", dw}, {"+", dg}} {
		for i, l := range side.lines {
			if i == maxLines {
				fmt.Fprintf(&b, "%s... %d more lines\n", side.mark, len(side.lines)-i)
				break
			}
			fmt.Fprintf(&b, "%s%s\n", side.mark, l)
		}
	}
	return b.String()
}

// lines splits data into lines; a final newline ends the last line instead of starting another,
// and a missing one shows as a last line marked so.
func lines(data []byte) []string {
	if len(data) == 0 {
		return nil
	}
	s := string(data)
	if !strings.HasSuffix(s, "\n") {
		s += "\n\\ no newline at end of file\n"
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// span is a hunk range: n lines after the first pre, numbered from 1 ("pre,0" when n is 0).
func span(pre, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", pre)
	}
	return fmt.Sprintf("%d,%d", pre+1, n)
}

// command is the go test command that rewrites the golden files of t's top-level test in the
// package under test (the test's working directory), relative to the module root when found.
func command(t testing.TB) string {
	pkg := "."
	if wd, err := os.Getwd(); err == nil {
		for dir := wd; ; dir = filepath.Dir(dir) {
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				if rel, err := filepath.Rel(dir, wd); err == nil {
					pkg = "./" + filepath.ToSlash(rel)
				}
				break
			}
			if filepath.Dir(dir) == dir {
				break
			}
		}
	}
	name, _, _ := strings.Cut(t.Name(), "/")
	return fmt.Sprintf("go test %s -run '^%s$' -update", strings.TrimSuffix(pkg, "/."), name)
}
