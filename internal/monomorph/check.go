package monomorph

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// CheckGenerated runs the gen.go of the test's package folder (go run gen.go -o DIR) and fails
// t unless each of files is byte for byte what it writes: the committed copies are current.
func CheckGenerated(t testing.TB, files ...string) {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH")
	}
	dir := t.TempDir()
	if b, err := exec.Command(goTool, "run", "gen.go", "-o", dir).CombinedOutput(); err != nil {
		t.Fatalf("go run gen.go: %v\n%s", err, b)
	}
	for _, f := range files {
		want, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not what gen.go writes from its generic source: run go generate in its folder", f)
		}
	}
}
