package golden

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheck: an equal file passes untouched; a different or missing one is reported (not written)
// without update, and written, with no temporary file left, with it.
func TestCheck(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(path, []byte("one\ntwo\nthree\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := check(path, []byte("one\ntwo\nthree\n"), false); msg != "" || err != nil {
		t.Errorf("equal: %q, %v", msg, err)
	}
	msg, err := check(path, []byte("one\n2\nthree\n"), false)
	if err != nil || !strings.Contains(msg, "@@ -2,1 +2,1 @@\n-two\n+2\n") {
		t.Errorf("different: %q, %v", msg, err)
	}
	if b, _ := os.ReadFile(path); string(b) != "one\ntwo\nthree\n" {
		t.Errorf("the file changed without update: %q", b)
	}
	if msg, err := check(filepath.Join(dir, "none.txt"), []byte("x"), false); err != nil || !strings.Contains(msg, "none.txt") {
		t.Errorf("missing: %q, %v", msg, err)
	}
	if msg, err := check(path, []byte("new\n"), true); err != nil || !strings.Contains(msg, "rewrote") {
		t.Errorf("update: %q, %v", msg, err)
	}
	sub := filepath.Join(dir, "sub", "b.txt")
	if _, err := check(sub, []byte("b\n"), true); err != nil {
		t.Errorf("update into a new directory: %v", err)
	}
	for p, want := range map[string]string{path: "new\n", sub: "b\n"} {
		b, err := os.ReadFile(p)
		if err != nil || string(b) != want {
			t.Errorf("%s after update: %q, %v, want %q", p, b, err, want)
		}
		if st, err := os.Stat(p); err != nil || st.Mode().Perm() != 0o644 {
			t.Errorf("%s: mode %v, %v, want 0644", p, st.Mode(), err)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("files after update: %v, want a.txt and sub only", entries)
	}
}

// TestDiff: the hunk holds only the lines between the common head and tail, with 1-based ranges,
// insertions and deletions as empty ranges, a missing final newline marked, long runs cut.
func TestDiff(t *testing.T) {
	for _, c := range []struct{ want, got, diff string }{
		{"a\nb\nc\n", "a\nx\nc\n", "@@ -2,1 +2,1 @@\n-b\n+x\n"},
		{"a\nc\n", "a\nb\nc\n", "@@ -1,0 +2,1 @@\n+b\n"},
		{"a\nb\nc\n", "a\nc\n", "@@ -2,1 +1,0 @@\n-b\n"},
		{"a\nb\n", "a\nb", "@@ -2,0 +3,1 @@\n+\\ no newline at end of file\n"},
		{"", "a\n", "@@ -0,0 +1,1 @@\n+a\n"},
	} {
		if got := Diff([]byte(c.want), []byte(c.got)); got != c.diff {
			t.Errorf("Diff(%q, %q) =\n%s\nwant\n%s", c.want, c.got, got, c.diff)
		}
	}
	long := strings.Repeat("x\n", 30)
	if d := Diff(nil, []byte(long)); strings.Count(d, "+x\n") != maxLines || !strings.Contains(d, "+... 10 more lines\n") {
		t.Errorf("long diff:\n%s", d)
	}
}

// TestCommand names the package directory from the module root and the top-level test.
func TestCommand(t *testing.T) {
	t.Run("sub", func(t *testing.T) {
		if got, want := command(t), "go test ./internal/golden -run '^TestCommand$' -update"; got != want {
			t.Errorf("command = %q, want %q", got, want)
		}
	})
}
