package beam_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/example/beam"
	"github.com/cctree/cctree/engine/search/searchtest"
	"github.com/cctree/cctree/engine/search/spec"
)

func TestPrunedEqualsUnpruned(t *testing.T) { prunedEqualsUnpruned(t, false) }

// TestLongPrunedEqualsUnpruned is the long part of TestPrunedEqualsUnpruned (make test-long).
func TestLongPrunedEqualsUnpruned(t *testing.T) { prunedEqualsUnpruned(t, true) }

func prunedEqualsUnpruned(t *testing.T, long bool) {
	// value and move equal to the unpruned twin's, NC never larger, on 208 random-play positions
	// and 48 endgames (3 to 6 players, both boards, depths 1 to 4)
	searchtest.PrunedSuite(t, beam.New(3, true), beam.New(3, false), long)
}

func TestConformance(t *testing.T) {
	// deterministic, state restored, allocations independent of depth (nothing per node),
	// node budgets and deadlines stop it promptly with a legal move and the right answer
	searchtest.Conformance(t, beam.New(3, true))
	searchtest.Conformance(t, beam.New(3, false))
}

func TestConformanceSmallTree(t *testing.T) {
	// beam(width=1) searches one line of depth+1 nodes: no budget of Conformance stops it, so it
	// passes the checks that apply to a small tree
	searchtest.ConformanceSmallTree(t, beam.New(1, true))
}

// TestSmallTree shows why beam(width=1) cannot run Conformance: a depth-30 search under
// Conformance's largest budget (3000 nodes) completes in 31 nodes, and is not stopped.
func TestSmallTree(t *testing.T) {
	s, err := game.NewState(board.Star73(), []int{0, 1, 3, 4}, game.Free)
	if err != nil {
		t.Fatal(err)
	}
	r := beam.New(1, true).Search(context.Background(), s, search.Limits{Depth: 30, Nodes: 3000})
	if r.Stopped || r.Depth != 30 || r.NC != 30*31/2+30 { // iterations 1..30 of d+1 nodes each
		t.Errorf("beam(width=1) depth 30 under 3000 nodes: stopped %v, depth %d, NC %d; want a completed search of 495 nodes", r.Stopped, r.Depth, r.NC)
	}
}

// parseSpec reads a spec of the family into its Config, as the registry's Parse does.
func parseSpec(text string) (spec.Config, error) {
	sp, err := spec.ParseSpec(text)
	if err != nil {
		return nil, err
	}
	if sp.Name != beam.Family.Name {
		return nil, fmt.Errorf("not a beam spec: %s", text)
	}
	a, err := spec.NewArgs(sp, beam.Family.Usage)
	if err != nil {
		return nil, err
	}
	return beam.Family.Parse(a)
}

// newSpec makes a searcher of the family from a spec, as the registry's New does.
func newSpec(text string) (search.Searcher, error) {
	c, err := parseSpec(text)
	if err != nil {
		return nil, err
	}
	return c.New(), nil
}

// TestFamily checks the descriptor as the registry's tests check every family: each form parses
// into a Config whose String() is canonical, the same for every spelling of one searcher, the
// Name() of its searcher, and parses back into the same Config; bad arguments are errors that
// name the usage, rows are canonical and the twin is the noprune form.
func TestFamily(t *testing.T) {
	for text, want := range map[string]string{
		"beam": "beam", "beam(width=3)": "beam", "beam(width=2)": "beam(width=2)",
		"beam(noprune)": "beam(noprune)", "beam(width=1, noprune)": "beam(width=1,noprune)",
		"beam(noprune,width=5)": "beam(width=5,noprune)",
	} {
		c, err := parseSpec(text)
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		if c.String() != want || c.New().Name() != want {
			t.Errorf("%s: String %q, Name %q, want %q", text, c, c.New().Name(), want)
		}
		if again, err := parseSpec(want); err != nil || again != c {
			t.Errorf("%s: %s parses to %v (%v), want %v", text, want, again, err, c)
		}
	}
	if _, err := newSpec("beam()"); err == nil {
		t.Errorf("beam(): no error, want one (the spec syntax rejects empty parentheses)")
	}
	for _, text := range []string{"beam(width=0)", "beam(width=x)", "beam(3)", "beam(depth=2)", "beam(width=2,width=3)"} {
		if _, err := newSpec(text); err == nil || !strings.Contains(err.Error(), "want "+beam.Family.Usage) {
			t.Errorf("%s: error %v, want one that ends with the usage", text, err)
		}
	}
	for _, row := range beam.Family.Rows {
		if sr, err := newSpec(row.Spec); err != nil || sr.Name() != row.Spec {
			t.Errorf("row %s is not canonical (%v)", row.Spec, err)
		}
	}
	sp, _ := spec.ParseSpec("beam(width=2)")
	if twin, ok := beam.Family.Twin(sp); !ok || twin.String() != "beam(width=2,noprune)" {
		t.Errorf("twin of beam(width=2): %s %v", twin, ok)
	}
}

// TestDocQuotesCode checks that every Go block of docs/adding-a-searcher.md that names one of this
// package's files in its first line ("// engine/search/example/beam/FILE") is a verbatim part of
// that file, so the page quotes code that compiles and passes these tests.
func TestDocQuotesCode(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "docs", "adding-a-searcher.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```go\n(.*?)```").FindAllStringSubmatch(string(doc), -1)
	quoted := 0
	for _, b := range blocks {
		first, body, _ := strings.Cut(b[1], "\n")
		name, ok := strings.CutPrefix(first, "// engine/search/example/beam/")
		if !ok {
			continue
		}
		src, err := os.ReadFile(strings.TrimSpace(name))
		if err != nil {
			t.Errorf("the page quotes %s: %v", first, err)
			continue
		}
		for _, part := range strings.Split(body, "\n// ...\n") {
			if !strings.Contains(string(src), part) {
				t.Errorf("the page's block from %s is not in the file (update the page from the code):\n%s", name, part)
			}
		}
		quoted++
	}
	if quoted < 3 {
		t.Errorf("the page quotes %d blocks of this package, want the searcher, the family and the tests", quoted)
	}
}

// Example searches the 4-player start position of star73 four plies deep with beam (width 3) and
// its unpruned twin: the same move and value, fewer nodes.
func Example() {
	for _, sr := range []search.Searcher{beam.New(3, true), beam.New(3, false)} {
		s, _ := game.NewState(board.Star73(), []int{0, 1, 3, 4}, game.Free)
		r := sr.Search(context.Background(), s, search.Limits{Depth: 4})
		fmt.Printf("%s: move %s value %s NC %d\n", sr.Name(), s.MoveString(r.Move), r.Value, r.NC)
	}
	// Output:
	// beam: move 1-9 value 249660 NC 57
	// beam(noprune): move 1-9 value 249660 NC 121
}
