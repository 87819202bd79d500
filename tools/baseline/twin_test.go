package baseline

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/positions"
)

// twinSpecs are the searchers the twin implements, by their registry specs (which the twin reads
// too). opps(1,5,1) is the OPPS setting of the benchmark table; it exercises the l1 cut that BRS+
// (l1 = inf) and Paranoid do not.
var twinSpecs = []string{"paranoid", "brs+", "opps(1,5,1)"}

// twinDeep is how many of the mid positions are searched at depth 5 as well: one in ten, so that
// the test stays well within a minute (Paranoid at depth 5 takes the twin about 0.3 s a position).
const twinDeep = 10

// midSuite returns the mid suite's star73 4-player positions (seats 0134), the positions `make
// anchor-compare` times.
func midSuite(t *testing.T) []positions.Position {
	t.Helper()
	suite, err := positions.Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	var sel []positions.Position
	for _, p := range suite.Positions {
		if p.Board() == "star73" && p.Seats() == "0134" {
			sel = append(sel, p)
		}
	}
	if len(sel) == 0 {
		t.Fatal("the mid suite has no star73 0134 position")
	}
	return sel
}

// writePositions writes ps to a file the twin reads ("<id> <CCN>" lines) and returns its path.
func writePositions(t *testing.T, ps []positions.Position) string {
	t.Helper()
	var text strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&text, "%s %s\n", p.ID, p.CCN)
	}
	file := filepath.Join(t.TempDir(), "positions.txt")
	if err := os.WriteFile(file, []byte(text.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// twinResult is one line of the twin's output.
type twinResult struct{ move, value, nodes string }

// runTwin runs the twin on the positions of file and returns its results by position id.
func runTwin(t *testing.T, bin, spec string, depth int, file string) map[string]twinResult {
	t.Helper()
	cmd := exec.Command(bin, spec, strconv.Itoa(depth), file)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("cctwin %s %d: %v\n%s", spec, depth, err, stderr.Bytes())
	}
	res := map[string]twinResult{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		want := []string{"algo=" + spec, "depth=" + strconv.Itoa(depth), "move=", "value=", "nodes=", "ns="}
		ok := len(f) == 7
		for i := 0; ok && i < len(want); i++ {
			ok = strings.HasPrefix(f[i+1], want[i])
		}
		if ok {
			_, err := strconv.ParseInt(strings.TrimPrefix(f[6], "ns="), 10, 64)
			ok = err == nil
		}
		if _, dup := res[f[0]]; !ok || dup {
			t.Fatalf("cctwin %s %d: unexpected line %q", spec, depth, sc.Text())
		}
		val := func(i int) string { return f[i][strings.IndexByte(f[i], '=')+1:] }
		res[f[0]] = twinResult{move: val(3), value: val(4), nodes: val(5)}
	}
	return res
}

// TestTwinMatchesSearchers checks that the C++ twin (cpp/cctwin.cpp) finds cctree's Node Count,
// best move and value for Paranoid, BRS+ and OPPS(1,5,1) on every star73 4-player position of the
// mid suite at depths 1-4, and on one in ten at depth 5. cctree's searchers run in-process from the
// registry, as `cctree search` runs them (a direct search of the depth, no iterative deepening).
func TestTwinMatchesSearchers(t *testing.T) {
	bin := buildProgram(t, "cctwin")
	all := midSuite(t)
	var deep []positions.Position
	for i := 0; i < len(all); i += twinDeep {
		deep = append(deep, all[i])
	}
	allFile, deepFile := writePositions(t, all), writePositions(t, deep)
	compared := 0
	for _, spec := range twinSpecs {
		se, err := searchers.New(spec)
		if err != nil {
			t.Fatal(err)
		}
		for depth := 1; depth <= 5; depth++ {
			sel, file := all, allFile
			if depth == 5 {
				sel, file = deep, deepFile
			}
			twin := runTwin(t, bin, spec, depth, file)
			if len(twin) != len(sel) {
				t.Fatalf("%s depth %d: the twin searched %d positions, want %d", spec, depth, len(twin), len(sel))
			}
			for _, p := range sel {
				s, err := p.State()
				if err != nil {
					t.Fatal(err)
				}
				r := se.Search(context.Background(), s, search.Limits{Depth: depth})
				want := twinResult{move: s.MoveString(r.Move), value: r.Value.String(), nodes: strconv.FormatInt(r.NC, 10)}
				got, ok := twin[p.ID]
				if !ok {
					t.Fatalf("%s depth %d: the twin printed no line for %s", spec, depth, p.ID)
				}
				if got != want {
					t.Errorf("%s depth %d %s: twin move %s value %s nodes %s, cctree move %s value %s nodes %s",
						spec, depth, p.ID, got.move, got.value, got.nodes, want.move, want.value, want.nodes)
				}
				compared++
			}
		}
	}
	t.Logf("%d searches compared", compared)
}

// TestTwinBadInput checks that the twin refuses bad arguments and positions with one line naming
// what is wrong and exit status 2.
func TestTwinBadInput(t *testing.T) {
	bin := buildProgram(t, "cctwin")
	dir := t.TempDir()
	write := func(name, text string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	start := "star73 0134 0 0/00/000/.......111/.......11/.......1/......./3......./33......./333......./222/22/2"
	good := write("good.txt", "# a comment\n\nstart "+start+"\n")
	for _, tc := range []struct {
		args []string
		want string // in the one line of stderr
	}{
		{[]string{"maxn", "3", good}, "SPEC maxn"},
		{[]string{"opps(1,1,2)", "3", good}, "SPEC opps(1,1,2)"},
		{[]string{"opps(1,5)", "3", good}, "SPEC opps(1,5)"},
		{[]string{"paranoid", "0", good}, "DEPTH 0"},
		{[]string{"paranoid", "x", good}, "DEPTH x"},
		{[]string{"paranoid", "3", filepath.Join(dir, "missing.txt")}, "FILE " + filepath.Join(dir, "missing.txt")},
		{[]string{"paranoid", "3", write("empty.txt", "# nothing\n")}, "holds no position"},
		{[]string{"paranoid", "3", write("board.txt", "x triangle 024 0 0\n")}, "board.txt:1: board triangle"},
		{[]string{"paranoid", "3", write("short.txt", "x "+start[:len(start)-2]+"\n")}, "short.txt:1: position"},
		{[]string{"paranoid", "3", write("fields.txt", "x star73 0134 0\n")}, "fields.txt:1: want"},
	} {
		cmd := exec.Command(bin, tc.args...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() != 2 {
			t.Errorf("cctwin %v: %v, want exit status 2", tc.args, err)
			continue
		}
		msg := stderr.String()
		if strings.Count(msg, "\n") != 1 || !strings.Contains(msg, tc.want) || len(out) != 0 {
			t.Errorf("cctwin %v: stderr %q, stdout %q; want one line with %q and no output", tc.args, msg, out, tc.want)
		}
	}
	if res := runTwin(t, bin, "brs+", 2, good); len(res) != 1 || res["start"].nodes == "" {
		t.Errorf("cctwin brs+ 2 on the start position: %v, want one result", res)
	}
}
