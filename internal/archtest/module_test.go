package archtest

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"

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

// TestImportFromOutside builds testdata/importer as a module of its own that requires cctree
// (replaced by this checkout, with the module proxy switched off so nothing is fetched) and runs
// it: a search and a two-game match through the public packages, whose printed results must
// equal the same calls made here.
func TestImportFromOutside(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program outside the module (-short)")
	}
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	root := repoRoot(t)
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("testdata", "importer", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	gomod := fmt.Sprintf("module example.com/importer\n\ngo 1.26.0\n\nrequire %s v0.0.0\n\nreplace %s => %s\n", modulePath, modulePath, root)
	for name, b := range map[string][]byte{"main.go": src, "go.sum": sum, "go.mod": []byte(gomod)} {
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
		t.Fatalf("go run of the outside program: %v\n%s", err, stderr.String())
	}
	if got, want := stdout.String(), insideRun(t); got != want {
		t.Errorf("outside program printed\n%s\nwant (the same calls inside the module)\n%s", got, want)
	}
}

// insideRun makes the importer's calls in this process and prints them the same way.
func insideRun(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	seats, _ := game.ParseSeats("024")
	s, err := game.NewState(board.ByName("star73"), seats, game.Free)
	if err != nil {
		t.Fatal(err)
	}
	sr, err := searchers.New("paranoid")
	if err != nil {
		t.Fatal(err)
	}
	r := sr.Search(context.Background(), s, search.Limits{Depth: 3})
	if r.NC < 100 {
		t.Fatalf("depth-3 search counted %d nodes: the comparison would prove little", r.NC)
	}
	fmt.Fprintf(&b, "search %s nodes=%d move=%d-%d\n", sr.Name(), r.NC, r.Move.From, r.Move.To)
	players, err := match.ParseContestants([]string{"paranoid", "brs"})
	if err != nil {
		t.Fatal(err)
	}
	c := &match.Config{Board: "star73", Seats: "03", Rules: game.Free, Players: players,
		Budget: match.Budget{Depth: 1}, Games: 2, Cap: 60, Seed: 1}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	games := 0
	err = match.Run(context.Background(), c, c.Plan(), 1, func(g *match.Result) error {
		games++
		fmt.Fprintf(&b, "game %d players=%v plies=%d winner=%d\n", g.Index, g.Players, len(g.Moves), g.Winner)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if games != 2 {
		t.Fatalf("the match played %d games, want 2", games)
	}
	return b.String()
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
