package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wantUsage checks that err is bad input: exit status 2 and one line on stderr containing want.
func wantUsage(t *testing.T, err error, want string) {
	t.Helper()
	var stderr bytes.Buffer
	if code := exitCode(err, &stderr); code != 2 {
		t.Fatalf("exit %d (%v), want 2", code, err)
	}
	if line := stderr.String(); strings.Count(line, "\n") != 1 || !strings.Contains(line, want) {
		t.Errorf("stderr %q, want one line containing %q", line, want)
	}
}

func TestShow(t *testing.T) {
	out, errOut, err := call(t, "show", "-pos", start03)
	if err != nil || errOut != "" {
		t.Fatalf("err %v, stderr %q", err, errOut)
	}
	if n := strings.Count(out, "<circle "); n != 73 {
		t.Errorf("%d circles, want the 73 cells", n)
	}
	if !strings.Contains(out, "<title>"+start03+"</title>") || !strings.Contains(out, ">player 0 to move</text>") {
		t.Errorf("no CCN title or default caption in\n%s", out)
	}
	again, _, _ := call(t, "show", "-pos", start03)
	if again != out {
		t.Error("two runs wrote different SVG")
	}
	// Without -pos, -board and -seats give a start position: the same picture.
	if b, _, err := call(t, "show", "-board", "star73", "-seats", "03"); err != nil || b != out {
		t.Errorf("-board star73 -seats 03 differs from -pos of its start (err %v)", err)
	}

	// -out writes the same bytes through a temporary file, and leaves nothing else behind.
	dir := t.TempDir()
	path := filepath.Join(dir, "start.svg")
	if o, _, err := call(t, "show", "-pos", start121, "-out", path, "-caption", "a <start>"); err != nil || o != "" {
		t.Fatalf("err %v, stdout %q", err, o)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "<circle "); n != 121 || !strings.Contains(string(data), ">a &lt;start&gt;</text>") {
		t.Errorf("%s: %d circles (want 121) or caption missing", path, n)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o644 {
		t.Errorf("%s has mode %v, want 0644", path, st.Mode().Perm())
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("%d files in the -out folder, want only start.svg", len(ents))
	}
	// -caption '' draws none; a won position says who won.
	if o, _, _ := call(t, "show", "-pos", start03, "-caption", ""); strings.Contains(o, `class="caption"`) {
		t.Error("-caption '' still drew a caption")
	}
	if o, _, _ := call(t, "show", "-pos", wonPos); !strings.Contains(o, ">player 0 has won</text>") {
		t.Error("a won position's caption does not name the winner")
	}
}

// TestShowLast: -last marks a legal last move with two rings; one that the previous player could
// not have played is bad input.
func TestShowLast(t *testing.T) {
	after := "star73 03 1 0/0./000/......0.../........./......../......./......../........./........../111/11/1" // 2-12 from start03
	out, _, err := call(t, "show", "-pos", after, "-last", "2-12")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out, "<circle "); n != 75 || !strings.Contains(out, `class="last-from"`) || !strings.Contains(out, `class="last-to"`) {
		t.Errorf("%d circles (want 73 cells + 2 rings) or rings missing", n)
	}
	if out, _, err := call(t, "show", "-pos", after, "-last", "pass"); err != nil || strings.Count(out, "<circle ") != 73 {
		t.Errorf("-last pass: err %v or rings drawn", err)
	}
	for _, bad := range []string{"1-12", "12-2", "0-99", "x", "5-12"} {
		_, _, err := call(t, "show", "-pos", after, "-last", bad)
		wantUsage(t, err, "-last "+bad)
	}
}

func TestShowBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"show", "-pos", "star73 0134 0 0/00"}, "-pos: ccn: rows"},
		{[]string{"show", "-pos", "star99 03 0 ."}, "unknown board"},
		{[]string{"show", "-pos", strings.Replace(start03, "0/00", "0/01", 1)}, "ccn: rows"},
		{[]string{"show", "-pos", start03, "-rules", "strict"}, "rules"},
		{[]string{"show", "-pos", start03, "-out", filepath.Join(t.TempDir(), "missing", "x.svg")}, "does not exist"},
		{[]string{"show", "extra"}, "unexpected argument"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, _, err := call(t, tc.args...)
			wantUsage(t, err, tc.want)
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
		})
	}
}
