package benchname

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

// heavy returns the packages of list that a reader of result files must not link: the engine
// (boards, searchers, matches) and the runner, package sweep.
func heavy(list []string) []string {
	var out []string
	for _, d := range list {
		if strings.HasPrefix(d, module+"/engine/") || d == module+"/sweep" {
			out = append(out, d)
		}
	}
	return out
}

// TestLeaf: benchname imports nothing of cctree, and the reader of result files, package
// benchfile, links neither the engine nor the runner (docs/architecture.md, "Import rules").
func TestLeaf(t *testing.T) {
	self := module + "/sweep/benchname"
	for _, d := range deps(t, self) {
		if d != self && (d == module || strings.HasPrefix(d, module+"/")) {
			t.Errorf("benchname depends on %s; it is a leaf and imports nothing of cctree", d)
		}
	}
	for _, reader := range []string{module + "/reports/benchfile"} {
		list := deps(t, reader)
		if !slices.Contains(list, self) {
			t.Errorf("%s does not depend on benchname; it should read names and units with it", reader)
		}
		for _, d := range heavy(list) {
			t.Errorf("%s depends on %s: a reader of result files must not link the engine or the runner (use package benchname for names and units)", reader, d)
		}
	}
	// The filter finds what it must: the runner links the searchers.
	if h := heavy(deps(t, module+"/sweep")); !slices.Contains(h, module+"/engine/searchers") {
		t.Fatalf("heavy(go list -deps sweep) = %q, want it to contain engine/searchers; the check would prove nothing", h)
	}
}
