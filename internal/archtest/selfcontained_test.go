package archtest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSelfContained: someone who clones the repository has no team folder beside it, so no tracked
// file but .ci/run (which points the quote check at the team's copies of the papers) names it.
func TestSelfContained(t *testing.T) {
	root, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skip("not a git checkout")
	}
	dir := strings.TrimSpace(string(root))
	out, err := exec.Command("git", "-C", dir, "ls-files").Output()
	if err != nil {
		t.Fatal(err)
	}
	needle := []byte("../" + "shared")
	for _, f := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if f == ".ci/run" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			continue // a file of the index deleted in the working tree
		}
		if bytes.Contains(b, needle) {
			t.Errorf("%s names %s: the repository must stand alone", f, needle)
		}
	}
}
