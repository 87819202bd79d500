package record

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/cctree/cctree"

// deps returns the packages pkg depends on, itself included (go list -deps). It stats the Go
// files of the module's packages among them, so that go test's cache keys this test's result on
// them: a new import is an edit of one of those files, and reruns the test.
func deps(t *testing.T, pkg string) []string {
	t.Helper()
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	out, err := exec.Command(gocmd, "list", "-deps", "-f", `{{.ImportPath}}{{range .GoFiles}} {{$.Dir}}/{{.}}{{end}}`, pkg).Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("go list -deps %s: %v\n%s", pkg, err, stderr)
	}
	var list []string
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		list = append(list, f[0])
		if f[0] == module || strings.HasPrefix(f[0], module+"/") {
			for _, file := range f[1:] {
				os.Stat(file)
			}
		}
	}
	if !slices.Contains(list, pkg) {
		t.Fatalf("go list -deps %s does not list the package itself; the check would prove nothing:\n%s", pkg, out)
	}
	return list
}

// TestLeaf: record, the format and the one reader and writer of match results, imports nothing
// of cctree, so a reader of results links no searcher, evaluation or board (docs/architecture.md,
// "Import rules").
func TestLeaf(t *testing.T) {
	self := module + "/engine/match/record"
	for _, d := range deps(t, self) {
		if d != self && (d == module || strings.HasPrefix(d, module+"/")) {
			t.Errorf("record depends on %s; it is a leaf and imports nothing of cctree", d)
		}
	}
	// The filter finds what it must: the match engine, which builds records, links the searchers.
	if !slices.Contains(deps(t, module+"/engine/match"), module+"/engine/searchers") {
		t.Fatal("go list -deps engine/match does not list engine/searchers; the check would prove nothing")
	}
}
