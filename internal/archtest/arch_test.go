// Package archtest enforces the import rules of docs/architecture.md: the layers (a package imports
// only packages of its own layer or of layers below it) and the rules inside the engine. It reads
// the module's packages with `go list -json ./...` and has no code of its own.
//
// A new package must be given a layer here and in docs/architecture.md; the test fails until it is.
package archtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// layers are docs/architecture.md's layers, lowest first. A package belongs to the layer of the
// longest prefix that matches its path (relative to the module): "engine/search" matches
// engine/search and everything below it.
var layers = []struct {
	name     string
	prefixes []string
}{
	{"utilities", []string{"internal/english", "internal/browsertest", "internal/ordered", "internal/filelock", "internal/golden", "internal/atomicfile", "internal/monomorph", "internal/gentables"}},
	{"vocabularies", []string{"sweep/benchname", "engine/match/record"}},
	{"game", []string{"engine/gamekit", "engine/board", "engine/game", "engine/eval", "engine/internal/pick", "engine/games", "positions"}},
	{"search", []string{"engine/search", "engine/searchers"}},
	{"play", []string{"engine/match", "engine/ccp"}},
	{"measurement", []string{"sweep", "positions/generate"}},
	{"reporting", []string{"analysis", "claims"}},
	{"experiments", []string{"experiments"}},
	{"front ends", []string{"tools", "bench", "internal/archtest"}},
}

// rule forbids the packages matching from to depend on those matching to, directly or through
// other packages (go list's Deps), in non-test code. Patterns are module-relative: "a/b" is that
// package, "a/b/..." it and every package below it, "..." every package of the module.
type rule struct {
	from, to []string
	why      string
}

// families are the searcher family packages.
var families = []string{"engine/search/paranoid", "engine/search/bestreply", "engine/search/maxn", "engine/search/mpmix", "engine/search/random", "engine/search/example/..."}

// rules are the rules inside the layers (docs/architecture.md, Import rules).
var rules = []rule{
	{[]string{"engine/board", "engine/gamekit"}, []string{"..."},
		"engine/board and engine/gamekit (the game abstraction) are the bottom of the engine: they import no package of the module"},
	{[]string{"engine/games/..."}, []string{"engine/game", "engine/eval", "engine/internal/pick", "engine/board", "engine/search/...", "engine/searchers", "engine/match/...", "positions/..."},
		"a game of engine/games imports engine/gamekit only: no other game, no searcher (engine/searchers/games, which instantiates the searchers for every game, is above them)"},
	{[]string{"engine/game"}, []string{"engine/eval", "engine/internal/pick", "engine/search/...", "engine/searchers", "engine/match/...", "positions/..."},
		"engine/game imports engine/board only"},
	{[]string{"engine/eval", "engine/internal/pick"}, []string{"engine/search/...", "engine/searchers", "engine/match/...", "positions/..."},
		"engine/eval imports engine/board and engine/game only"},
	{[]string{"positions"}, []string{"engine/eval", "engine/internal/pick", "engine/search/...", "engine/searchers", "engine/match/..."},
		"positions is data: it depends on no evaluation, searcher or match (the generators live in positions/generate)"},
	{[]string{"engine/search/ads", "internal/ordered", "internal/filelock", "internal/atomicfile", "sweep/benchname", "engine/match/record"}, []string{"..."},
		"leaf packages import no package of the module (the vocabularies too: a reader of result files links no engine)"},
	{[]string{"engine/search"}, append([]string{"engine/searchers", "engine/search/spec", "engine/search/searchtest"}, families...),
		"engine/search (the interface, Ctl, Run and the two kernels) knows no family, no spec syntax, no registry"},
	{[]string{"engine/search/spec"}, append([]string{"engine/searchers", "engine/search/searchtest"}, families...),
		"engine/search/spec is below the families: they import it, not the other way round"},
	{families, []string{"engine/searchers", "engine/search/searchtest", "engine/match/..."},
		"a searcher family imports neither the registry (the registry imports the families), nor the test helpers, nor the match engine"},
	{[]string{"engine/searchers"}, []string{"engine/match/...", "engine/search/searchtest"},
		"the registry is below the match engine and imports no test helper"},
	{[]string{"engine/..."}, []string{"sweep/...", "reports/...", "claims/...", "experiments/...", "tools/...", "bench/...", "positions/generate"},
		"engine packages never depend on the measurement, reporting or front-end layers"},
	{[]string{"sweep/..."}, []string{"analysis/...", "claims/...", "experiments/..."},
		"sweep measures; it does not depend on the reporting layer that reads what it writes"},
	{[]string{"experiments/..."}, []string{"claims/...", "tools/..."},
		"the experiments make the data the claims read; they call the library, never the command line"},
	{[]string{"analysis/benchfile"}, []string{"engine/...", "sweep"},
		"the reader of result files reads names and units with sweep/benchname: it links no engine and not the runner"},
	{[]string{"analysis/boardsvg", "analysis/gamesvg", "analysis/profsum"}, []string{"engine/search/...", "engine/searchers", "engine/match/...", "sweep/..."},
		"drawing positions and summarising profiles need no searcher"},
}

// testRules also hold for the test files of a package (TestImports and XTestImports, direct).
var testRules = []rule{
	{[]string{"engine/...", "positions"}, []string{"sweep/...", "reports/...", "claims/...", "tools/...", "bench/...", "positions/generate"},
		"engine and positions tests do not reach up into measurement, reporting or front ends"},
}

type pkg struct {
	ImportPath   string
	Imports      []string
	Deps         []string
	TestImports  []string
	XTestImports []string
}

var (
	loadOnce   sync.Once
	loaded     map[string]*pkg
	loadModule string
	loadErr    error
)

// load returns the module's packages by path relative to the module, and the module path; go list
// runs once for all the tests.
func load(t *testing.T) (map[string]*pkg, string) {
	t.Helper()
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	loadOnce.Do(func() { loaded, loadModule, loadErr = list(gocmd) })
	if loadErr != nil {
		t.Fatal(loadErr)
	}
	return loaded, loadModule
}

// list runs go list on the module.
func list(gocmd string) (map[string]*pkg, string, error) {
	root := filepath.Join("..", "..")
	mod, err := exec.Command(gocmd, "list", "-C", root, "-m").Output()
	if err != nil {
		return nil, "", fmt.Errorf("go list -m: %v", err)
	}
	module := strings.TrimSpace(string(mod))
	cmd := exec.Command(gocmd, "list", "-C", root, "-json=ImportPath,Imports,Deps,TestImports,XTestImports", "./...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, "", fmt.Errorf("go list -json ./...: %v\n%s", err, stderr.Bytes())
	}
	pkgs := map[string]*pkg{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, "", fmt.Errorf("go list -json: %v", err)
		}
		pkgs[rel(module, p.ImportPath)] = &p
	}
	for _, must := range []string{"engine/board", "engine/game", "engine/search", "sweep", "tools/cctree"} {
		if pkgs[must] == nil {
			return nil, "", fmt.Errorf("go list -json ./... did not list %s/%s; the checks would prove nothing", module, must)
		}
	}
	return pkgs, module, nil
}

// rel returns path relative to the module, or "" for a path outside it.
func rel(module, path string) string {
	if path == module {
		return "."
	}
	if r, ok := strings.CutPrefix(path, module+"/"); ok {
		return r
	}
	return ""
}

// matches reports whether the module-relative path p matches one of patterns (see rule).
func matches(p string, patterns []string) bool {
	for _, pat := range patterns {
		base, tree := strings.CutSuffix(pat, "/...")
		switch {
		case pat == "...", p == pat:
			return true
		case tree && (p == base || strings.HasPrefix(p, base+"/")):
			return true
		}
	}
	return false
}

// layerOf returns the index of p's layer (longest matching prefix), or -1.
func layerOf(p string) int {
	best, bestLen := -1, -1
	for i, l := range layers {
		for _, pre := range l.prefixes {
			if (p == pre || strings.HasPrefix(p, pre+"/")) && len(pre) > bestLen {
				best, bestLen = i, len(pre)
			}
		}
	}
	return best
}

// chain returns an import chain from from to to through the module's packages (module-relative
// paths), for the error message.
func chain(pkgs map[string]*pkg, module, from, to string) string {
	prev := map[string]string{from: ""}
	queue := []string{from}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p == to {
			var path []string
			for q := to; q != ""; q = prev[q] {
				path = append(path, q)
			}
			slices.Reverse(path)
			return strings.Join(path, " -> ")
		}
		if pkgs[p] == nil {
			continue
		}
		for _, imp := range pkgs[p].Imports {
			r := rel(module, imp)
			if r == "" {
				continue
			}
			if _, seen := prev[r]; !seen {
				prev[r] = p
				queue = append(queue, r)
			}
		}
	}
	return from + " -> ... -> " + to
}

// TestEveryPackageHasALayer: a package outside the table would escape every rule.
func TestEveryPackageHasALayer(t *testing.T) {
	pkgs, module := load(t)
	for _, p := range sorted(pkgs) {
		if layerOf(p) < 0 {
			t.Errorf("%s/%s is in no layer: give it one in internal/archtest (layers) and in docs/architecture.md", module, p)
		}
	}
}

// TestReportsHoldNoCode: reports/ is what cctree generated (figures, tables, records, the
// papers' claims beside ours); the code that makes it lives in analysis/, experiments/ and claims/,
// so a reader of reports/ meets results only.
func TestReportsHoldNoCode(t *testing.T) {
	pkgs, module := load(t)
	for _, p := range sorted(pkgs) {
		if p == "reports" || strings.HasPrefix(p, "reports/") {
			t.Errorf("%s/%s is a Go package under reports/: put code in analysis/ (reading and rendering), experiments/ or claims/", module, p)
		}
	}
}

// TestLayers: a package imports only packages of its own layer or below.
func TestLayers(t *testing.T) {
	pkgs, module := load(t)
	for _, p := range sorted(pkgs) {
		info := pkgs[p]
		lp := layerOf(p)
		if lp < 0 {
			continue // TestEveryPackageHasALayer reports it
		}
		for _, imp := range info.Imports {
			r := rel(module, imp)
			if r == "" {
				continue
			}
			if li := layerOf(r); li > lp {
				t.Errorf("%s imports %s: layer %q may not import layer %q (docs/architecture.md, Layers)", imp2(module, p), imp, layers[lp].name, layers[li].name)
			}
		}
	}
}

// TestImportRules: the rules inside the layers, on every package's dependencies (transitive).
func TestImportRules(t *testing.T) {
	pkgs, module := load(t)
	for _, r := range rules {
		for _, p := range sorted(pkgs) {
			info := pkgs[p]
			if !matches(p, r.from) {
				continue
			}
			for _, d := range info.Deps {
				if dr := rel(module, d); dr != "" && matches(dr, r.to) {
					t.Errorf("%s depends on %s (%s): %s", imp2(module, p), d, chain(pkgs, module, p, dr), r.why)
				}
			}
		}
	}
}

// TestTestImportRules: the rules that also hold for test files.
func TestTestImportRules(t *testing.T) {
	pkgs, module := load(t)
	for _, r := range testRules {
		for _, p := range sorted(pkgs) {
			info := pkgs[p]
			if !matches(p, r.from) {
				continue
			}
			for _, imp := range slices.Concat(info.TestImports, info.XTestImports) {
				if ir := rel(module, imp); ir != "" && matches(ir, r.to) {
					t.Errorf("the tests of %s import %s: %s", imp2(module, p), imp, r.why)
				}
			}
		}
	}
}

func imp2(module, p string) string { return fmt.Sprintf("%s/%s", module, p) }

// sorted returns the keys of pkgs in order, so that failures read the same on every run.
func sorted(pkgs map[string]*pkg) []string {
	keys := make([]string, 0, len(pkgs))
	for p := range pkgs {
		keys = append(keys, p)
	}
	slices.Sort(keys)
	return keys
}

// TestGoldenInTestsOnly: internal/golden registers -update on the command line, so no package
// depends on it in non-test code but the test helpers built on it (searchtest); a command that
// did would grow a stray flag.
func TestGoldenInTestsOnly(t *testing.T) {
	pkgs, module := load(t)
	helpers := []string{"internal/golden", "engine/search/searchtest"}
	for _, p := range sorted(pkgs) {
		if slices.Contains(helpers, p) {
			continue
		}
		for _, d := range pkgs[p].Deps {
			if rel(module, d) == "internal/golden" {
				t.Errorf("%s depends on %s (%s): only tests and test helpers may", imp2(module, p), d, chain(pkgs, module, p, "internal/golden"))
			}
		}
	}
}
