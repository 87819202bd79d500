package archtest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLongSearcherWalkthrough follows docs/adding-a-searcher.md as written, in a scratch copy of
// the module: the page's complete files of the example (beam.go, family.go, gen.go) become a new
// family package engine/search/beam, go generate writes its Chinese Checkers copy, the page's
// registry lines go where the page says (the registry of searchers: import, list entry, the
// package doc's line; the games registry: import and case), and then the registry's tests pass,
// cctree sweeps it on Chinese Checkers and on another game, and plays a match with it. A snippet
// that does not compile, a step the page leaves out or a line that panics fails here.
func TestLongSearcherWalkthrough(t *testing.T) {
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	root := repoRoot(t)
	doc, err := os.ReadFile(filepath.Join(root, "docs", "adding-a-searcher.md"))
	if err != nil {
		t.Fatal(err)
	}
	dir := scratchModule(t, root)
	pkg := filepath.Join(dir, "engine", "search", "beam")
	if err := os.MkdirAll(pkg, 0o777); err != nil {
		t.Fatal(err)
	}
	wrote := 0
	blocks := fences(string(doc))
	for _, b := range blocks {
		if b.lang != "go" {
			continue
		}
		first, body, _ := strings.Cut(b.body, "\n")
		name, ok := strings.CutPrefix(first, "// engine/search/example/beam/")
		if !ok || strings.HasSuffix(name, "_test.go") {
			continue // the tests are quoted in parts; the family's own files are whole
		}
		if err := os.WriteFile(filepath.Join(pkg, strings.TrimSpace(name)), []byte(body), 0o666); err != nil {
			t.Fatal(err)
		}
		wrote++
	}
	if wrote != 3 {
		t.Fatalf("the page gives %d whole files of the family, want beam.go, family.go and gen.go", wrote)
	}
	run(t, gocmd, pkg, "generate", ".")

	// The registry lines, from the page's plain blocks.
	find := func(needle string) string {
		for _, b := range blocks {
			if b.lang == "" && strings.Contains(b.body, needle) {
				return b.body
			}
		}
		t.Fatalf("the page has no block with %q", needle)
		return ""
	}
	imp := strings.TrimPrefix(lineWith(t, find("import \""), "import \""), "import ")
	entry := lineWith(t, find("&beam.Family"), "&beam.Family")
	docLine := lineWith(t, find("//\tbeam, "), "//\tbeam, ")
	caseLines := strings.TrimRight(find("case beam.Config:"), "\n")
	searchers := filepath.Join(dir, "engine", "searchers", "searchers.go")
	edit(t, searchers, "\t\"github.com/cctree/cctree/engine/search/maxn\"\n", "\t\"github.com/cctree/cctree/engine/search/maxn\"\n\t"+imp+"\n")
	edit(t, searchers, "\t&mcts.Family,\n}", "\t&mcts.Family,\n\t"+strings.TrimSpace(entry)+"\n}")
	edit(t, searchers, "//\trandom, random(best=N)", docLine+"\n//\trandom, random(best=N)")
	gamesGo := filepath.Join(dir, "engine", "searchers", "games", "games.go")
	edit(t, gamesGo, "\t\"github.com/cctree/cctree/engine/search/maxn\"\n", "\t\"github.com/cctree/cctree/engine/search/maxn\"\n\t"+imp+"\n")
	edit(t, gamesGo, "\tdefault:\n\t\treturn nil, fmt.Errorf(\"algo %q runs on Chinese Checkers only", caseLines+"\n\tdefault:\n\t\treturn nil, fmt.Errorf(\"algo %q runs on Chinese Checkers only")

	run(t, gocmd, dir, "vet", "./engine/search/beam", "./engine/searchers/...")
	run(t, gocmd, dir, "test", "-count=1", "./engine/searchers/...")
	out := run(t, gocmd, dir, "run", "./tools/cctree", "sweep", "-algo", "beam beam(noprune)", "-depth", "1-2", "-board", "star73", "-seats", "0134", "-counts")
	out += run(t, gocmd, dir, "run", "./tools/cctree", "sweep", "-algo", "beam", "-depth", "1-2", "-game", "virus(players=3)", "-counts")
	for _, want := range []string{"algo=beam/depth=2 ", "algo=beam(noprune)/depth=1 ", "game=virus(players=3)/suite=mid/algo=beam/depth=2 "} {
		if !strings.Contains(out, want) {
			t.Errorf("the sweeps wrote no %q line:\n%s", want, out)
		}
	}
	run(t, gocmd, dir, "run", "./tools/cctree", "match", "-players", "beam paranoid", "-budget", "depth=2", "-board", "star73", "-seats", "034", "-games", "6", "-out", filepath.Join(t.TempDir(), "m.jsonl"))
}

// fence is a fenced code block of a Markdown page: its language ("" for none) and its lines.
type fence struct{ lang, body string }

// fences returns the page's fenced blocks in order.
func fences(doc string) []fence {
	var out []fence
	var cur *fence
	for _, l := range strings.SplitAfter(doc, "\n") {
		switch t := strings.TrimRight(l, "\n"); {
		case cur == nil && strings.HasPrefix(t, "```"):
			cur = &fence{lang: strings.TrimPrefix(t, "```")}
		case cur != nil && t == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.body += l
		}
	}
	return out
}

// scratchModule copies the module's tracked files (not reports/data, a module of its own with
// the committed match records) into a temporary folder.
func scratchModule(t *testing.T, root string) string {
	t.Helper()
	ls := exec.Command("git", "ls-files", "-z")
	ls.Dir = root
	list, err := ls.Output()
	if err != nil {
		t.Skipf("git ls-files: %v (not a git checkout)", err)
	}
	dir := t.TempDir()
	for _, name := range strings.Split(strings.TrimRight(string(list), "\x00"), "\x00") {
		if strings.HasPrefix(name, "reports/data/") || strings.HasPrefix(name, "tools/mutation/") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			continue // a file deleted in the working tree
		}
		dst := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(dst), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// lineWith returns the line of block that contains needle.
func lineWith(t *testing.T, block, needle string) string {
	t.Helper()
	for _, l := range strings.Split(block, "\n") {
		if strings.Contains(l, needle) {
			return l
		}
	}
	t.Fatalf("no line with %q in\n%s", needle, block)
	return ""
}

// edit replaces the one occurrence of old in the file at path with new.
func edit(t *testing.T, path, old, new string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Count(b, []byte(old)) != 1 {
		t.Fatalf("%s: %q is not there once: the walkthrough's anchor moved", path, old)
	}
	if err := os.WriteFile(path, bytes.Replace(b, []byte(old), []byte(new), 1), 0o666); err != nil {
		t.Fatal(err)
	}
}

// run runs the go command in dir and returns its output, failing the test with it on an error.
func run(t *testing.T, gocmd, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command(gocmd, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
	return string(out)
}

// TestLongGameWalkthrough follows docs/adding-a-game.md's registry step as written, in a scratch
// copy of the module: tic-tac-toe's entry is taken out of the registry (so the copy has no
// tic-tac-toe), the page's entry is put in its place, and then the registry's tests pass and
// cctree runs perft on it, sweeps it (its suites made on demand), plays a match and shows a
// position, as the page's last section says a registered game does.
func TestLongGameWalkthrough(t *testing.T) {
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	root := repoRoot(t)
	doc, err := os.ReadFile(filepath.Join(root, "docs", "adding-a-game.md"))
	if err != nil {
		t.Fatal(err)
	}
	var entry string
	for _, b := range fences(string(doc)) {
		if b.lang == "go" && strings.Contains(b.body, "Of(Def[*tictactoe.State") {
			entry = b.body
		}
	}
	if entry == "" {
		t.Fatal("the page has no registry entry of tic-tac-toe")
	}
	dir := scratchModule(t, root)
	gamesGo := filepath.Join(dir, "engine", "searchers", "games", "games.go")
	b, err := os.ReadFile(gamesGo)
	if err != nil {
		t.Fatal(err)
	}
	start := bytes.Index(b, []byte("\tOf(Def[*tictactoe.State, tictactoe.Move]{"))
	end := bytes.Index(b[max(start, 0):], []byte("\n\t}),\n"))
	if start < 0 || end < 0 {
		t.Fatal("games.go has no tic-tac-toe entry to take out: the walkthrough's anchor moved")
	}
	end += start + len("\n\t}),\n")
	indented := "\t" + strings.ReplaceAll(strings.TrimRight(entry, "\n"), "\n", "\n\t") + "\n"
	out := append(append(append([]byte{}, b[:start]...), indented...), b[end:]...)
	if err := os.WriteFile(gamesGo, out, 0o666); err != nil {
		t.Fatal(err)
	}
	run(t, gocmd, dir, "vet", "./engine/searchers/games")
	run(t, gocmd, dir, "test", "-count=1", "./engine/searchers/games")
	perft := run(t, gocmd, dir, "run", "./tools/cctree", "perft", "-game", "tictactoe(size=3,players=2)", "-depth", "3")
	if !strings.Contains(perft, "perft 3 504") {
		t.Errorf("perft of 2-player 3x3 tic-tac-toe to depth 3: %s, want 504 (9*8*7)", perft)
	}
	run(t, gocmd, dir, "run", "./tools/cctree", "sweep", "-game", "tictactoe(players=3)", "-algo", "paranoid", "-depth", "1-2", "-counts")
	run(t, gocmd, dir, "run", "./tools/cctree", "match", "-game", "tictactoe(players=3)", "-players", "paranoid brs+", "-budget", "depth=2", "-games", "6", "-out", filepath.Join(t.TempDir(), "m.jsonl"))
	run(t, gocmd, dir, "run", "./tools/cctree", "show", "-pos", "tictactoe 4 3 1 0.1..2..0.1.....", "-out", filepath.Join(t.TempDir(), "p.svg"))
}
