package archtest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

// modulePath is the import path the project publishes (go.mod's module line; see README).
const modulePath = "github.com/cctree/cctree"

// repoRoot is the module's root: two folders up from this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatal(err)
	}
	return root
}

// TestImportFromOutside runs the library's first program, engine/match's Example (a start
// position by name, a search, a two-game match with a searcher built by the caller), as a program
// outside the module: its body becomes the main function of a module of its own that requires
// cctree (replaced by this checkout, with the module proxy switched off so nothing is fetched).
// What it prints must be the Example's Output, so the program godoc shows is the one that builds
// and runs from outside, and it stays short: at most 25 lines.
func TestImportFromOutside(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program outside the module (-short)")
	}
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	root := repoRoot(t)
	src, body, want := exampleProgram(t, filepath.Join(root, "engine", "match", "example_test.go"))
	if n := strings.Count(body, "\n"); n > 25 {
		t.Errorf("the first program is %d lines; keep it at most 25", n)
	}
	dir := t.TempDir()
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	gomod := fmt.Sprintf("module example.com/importer\n\ngo 1.26.0\n\nrequire %s v0.0.0\n\nreplace %s => %s\n", modulePath, modulePath, root)
	for name, b := range map[string][]byte{"main.go": []byte(src), "go.sum": sum, "go.mod": []byte(gomod)} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(gocmd, "run", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("go run of the outside program: %v\n%s\n%s", err, stderr.String(), src)
	}
	if got := stdout.String(); got != want {
		t.Errorf("outside program printed\n%s\nwant the Example's output\n%s", got, want)
	}
}

// exampleProgram returns the program of func Example in the file at path (package main, the
// file's imports as written, the body as main's, without the Output comment), the body alone and
// the expected output.
func exampleProgram(t *testing.T, path string) (program, body, output string) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var imports string
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
			imports += string(src[fset.Position(gd.Pos()).Offset:fset.Position(gd.End()).Offset]) + "\n\n"
		}
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Name.Name != "Example" {
			continue
		}
		text := string(src[fset.Position(fn.Body.Lbrace).Offset+2 : fset.Position(fn.Body.Rbrace).Offset])
		code, out, ok := strings.Cut(text, "\t// Output:\n")
		if !ok {
			t.Fatalf("%s: Example has no Output comment", path)
		}
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			output += strings.TrimPrefix(strings.TrimSpace(l), "// ") + "\n"
		}
		return "package main\n\n" + imports + "func main() {\n" + code + "}\n", code, output
	}
	t.Fatalf("%s: no func Example", path)
	return "", "", ""
}

// TestLibraryDoc: the program docs/library.md shows is, byte for byte, the one
// TestImportFromOutside builds and runs (engine/match's Example as a main package), so the
// snippet a reader copies is complete: package clause, imports, error handling.
func TestLibraryDoc(t *testing.T) {
	root := repoRoot(t)
	program, _, _ := exampleProgram(t, filepath.Join(root, "engine", "match", "example_test.go"))
	doc, err := os.ReadFile(filepath.Join(root, "docs", "library.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```go\n")
	block, _, ok2 := strings.Cut(rest, "```\n")
	if !ok || !ok2 {
		t.Fatal("docs/library.md has no ```go block")
	}
	if block != program {
		t.Errorf("docs/library.md's program differs from engine/match's Example; make it\n%s", program)
	}
	if formatted, err := format.Source([]byte(program)); err != nil || string(formatted) != program {
		t.Errorf("the program is not gofmt'd (%v):\n%s", err, formatted)
	}
}

// TestModuleZip builds the zip the module proxy would serve for this checkout's tracked files
// (golang.org/x/mod, the go command's own code, which omits folders that are modules of their own)
// and checks that it holds the engine but no result data: the records
// and benchmark results are a module of their own (reports/data/go.mod), the mutation tool's
// graph too (tools/mutation/go.mod), and figures are SVG only.
func TestModuleZip(t *testing.T) {
	root := repoRoot(t)
	out, err := exec.Command("git", "-C", root, "ls-files").Output()
	if err != nil {
		t.Skip("not a git checkout")
	}
	var files []modzip.File
	listed := strings.Fields(string(out))
	slices.Sort(listed)
	for _, f := range slices.Compact(listed) { // a file in conflict is listed once per stage
		if _, err := os.Lstat(filepath.Join(root, f)); err == nil { // not deleted in the working tree
			files = append(files, trackedFile{root, f})
		}
	}
	var buf bytes.Buffer
	if err := modzip.Create(&buf, module.Version{Path: modulePath, Version: "v0.0.0"}, files); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	prefix := modulePath + "@v0.0.0/"
	seen := map[string]bool{}
	for _, f := range zr.File {
		name := strings.TrimPrefix(f.Name, prefix)
		seen[name] = true
		switch {
		case strings.HasPrefix(name, "reports/data/"), strings.HasPrefix(name, "tools/mutation/"):
			t.Errorf("module zip holds %s: that folder is its own module and must stay out", name)
		case strings.HasSuffix(name, ".png"), strings.HasSuffix(name, ".jsonl"):
			t.Errorf("module zip holds %s: result data belongs in reports/data", name)
		}
	}
	for _, want := range []string{"go.mod", "engine/game/state.go", "engine/searchers/searchers.go", "engine/match/match.go"} {
		if !seen[want] {
			t.Errorf("module zip lacks %s: the check would prove nothing", want)
		}
	}
	if mb := float64(buf.Len()) / (1 << 20); mb > 4 {
		t.Errorf("module zip is %.1f MB; find what large files joined it", mb)
	}
	t.Logf("module zip: %d files, %.1f MB", len(zr.File), float64(buf.Len())/(1<<20))
}

// trackedFile is a file of the git index, for modzip.Create.
type trackedFile struct{ root, path string }

func (f trackedFile) Path() string                 { return f.path }
func (f trackedFile) Lstat() (os.FileInfo, error)  { return os.Lstat(filepath.Join(f.root, f.path)) }
func (f trackedFile) Open() (io.ReadCloser, error) { return os.Open(filepath.Join(f.root, f.path)) }
