package positions

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/game"
)

// TestSuites checks every embedded suite: every line parses, ids are unique, the counts and
// seat sets agree with the header, and no position is terminal.
func TestSuites(t *testing.T) {
	names := Names()
	if len(names) == 0 {
		t.Fatal("no embedded suites")
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			s, err := Load(name)
			if err != nil {
				t.Fatal(err)
			}
			// Load skips the checks of ids and CCNs; the embedded file passes them all.
			raw, err := Raw(name)
			if err != nil {
				t.Fatal(err)
			}
			if strict, err := Parse(name, raw); err != nil {
				t.Errorf("Parse of the embedded %s: %v", name, err)
			} else if !slices.Equal(strict.Positions, s.Positions) || !slices.Equal(strict.Header, s.Header) {
				t.Errorf("Parse of the embedded %s differs from Load's", name)
			}
			if s.Header.Get("suite") != name {
				t.Errorf("header suite %q, want %q", s.Header.Get("suite"), name)
			}
			for _, k := range []string{"generator", "seed", "parameters", "rules", "count"} {
				if s.Header.Get(k) == "" {
					t.Errorf("header has no %q field", k)
				}
			}
			if n, _ := strconv.Atoi(s.Header.Get("count")); n != len(s.Positions) {
				t.Errorf("header count %d, %d positions", n, len(s.Positions))
			}
			ids := map[string]bool{}
			for _, p := range s.Positions {
				if ids[p.ID] {
					t.Errorf("duplicate id %s", p.ID)
				}
				ids[p.ID] = true
				st, err := p.State()
				if err != nil {
					t.Fatal(err)
				}
				if st.Terminal() {
					t.Errorf("%s is terminal", p.ID)
				}
				if st.String() != p.CCN {
					t.Errorf("%s: CCN does not round-trip:\n%s\n%s", p.ID, p.CCN, st.String())
				}
				if st.Rules != s.Rules {
					t.Errorf("%s: rules %v, suite says %v", p.ID, st.Rules, s.Rules)
				}
				if !slices.Contains(SeatSets[p.Board()], p.Seats()) {
					t.Errorf("%s: seats %s on %s is not a seat set of docs/rules.md", p.ID, p.Seats(), p.Board())
				}
			}
			for _, c := range s.Counts() {
				if got := s.Header.Get("count " + c.Board + " " + c.Seats); got != strconv.Itoa(c.N) {
					t.Errorf("header count %s %s = %q, file has %d", c.Board, c.Seats, got, c.N)
				}
			}
		})
	}
}

// TestInitial checks the initial suite against docs/rules.md: every seat set of both boards, the
// start position, ids <board>-<seats>.
func TestInitial(t *testing.T) {
	s, err := Load("initial")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, b := range Boards {
		for _, seats := range SeatSets[b] {
			want = append(want, IDPrefix(b)+"-"+seats)
		}
	}
	var got []string
	for _, p := range s.Positions {
		got = append(got, p.ID)
		if p.ID != IDPrefix(p.Board())+"-"+p.Seats() {
			t.Errorf("id %s for a position on %s %s", p.ID, p.Board(), p.Seats())
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("ids %v, want %v", got, want)
	}
	const rules4 = "star73 0134 0 0/00/000/.......111/.......11/.......1/......./3......./33......./333......./222/22/2"
	if i := slices.IndexFunc(s.Positions, func(p Position) bool { return p.ID == "star73-0134" }); i < 0 || s.Positions[i].CCN != rules4 {
		t.Errorf("star73-0134 is not docs/rules.md's 4-player start position")
	}
	// perft 1 of each start position: 10 moves on star73 and the triangle, 14 on star121, 16 on
	// the square (docs/boards.md).
	for _, p := range s.Positions {
		st, _ := p.State()
		want := map[string]int{"star73": 10, "star121": 14, "triangle": 10, "square:8": 16}[p.Board()]
		if n := st.CountMoves(); n != want {
			t.Errorf("%s: %d moves, want %d", p.ID, n, want)
		}
	}
}

func TestLoadUnknown(t *testing.T) {
	if _, err := Load("nosuch"); err == nil || !strings.Contains(err.Error(), "initial") {
		t.Errorf("Load(nosuch) error %v, want one listing the suites", err)
	}
}

// TestLoadCopies checks that Load, which parses a suite once per process, hands every caller a
// suite of its own: changing one changes neither the next Load's nor Parse's of the same bytes.
func TestLoadCopies(t *testing.T) {
	a, err := Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := Raw("mid")
	if err != nil {
		t.Fatal(err)
	}
	want, err := Parse("mid", raw)
	if err != nil {
		t.Fatal(err)
	}
	a.Positions[0].CCN = "changed"
	a.Positions = a.Positions[:1]
	a.Header[0].Value = "changed"
	b, err := Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(b, want) {
		t.Errorf("a second Load(mid) differs from Parse of its bytes after the first was changed")
	}
}

// TestParseErrors feeds Parse broken suites; each error names the problem.
func TestParseErrors(t *testing.T) {
	const start = "star73 03 0 0/00/000/........../........./......../......./......../........./........../111/11/1"
	const head = "# rules: free\n# count: 1\n# count star73 03: 1\n"
	for _, tc := range []struct{ name, data, want string }{
		{"no rules", "# count: 1\n# count star73 03: 1\na " + start + "\n", "no \"# rules"},
		{"bad rules", "# rules: strict\n# count: 1\na " + start + "\n", "unknown rule set"},
		{"bad line", head + "justanid\n", "want \"<id> <CCN>\""},
		{"bad ccn", head + "a star73 03 0 0/00\n", "ccn: rows"},
		{"duplicate id", "# rules: free\n# count: 2\n# count star73 03: 2\na " + start + "\na " + start + "\n", "already used on line 4"},
		{"count", "# rules: free\n# count: 2\n# count star73 03: 1\na " + start + "\n", "header says 2 positions"},
		{"group count", "# rules: free\n# count: 1\n# count star73 03: 2\na " + start + "\n", "header says 2 positions on star73 03"},
		{"missing group", "# rules: free\n# count: 1\na " + start + "\n", "declares 0 board/seats counts"},
		{"extra group", head + "# count star73 024: 1\na " + start + "\n", "on star73 024, file has 0"},
		{"header late", head + "a " + start + "\n# seed: 1\n", "header line after"},
		{"empty", "# rules: free\n# count: 0\n", "no positions"},
		{"id with _", head + "star73_03 " + start + "\n", `test:4: id "star73_03" contains "_": ids use letters, digits and "-"`},
		{"id with /", head + "star73/03 " + start + "\n", `id "star73/03" contains "/"`},
		{"id with =", head + "pos=1 " + start + "\n", `id "pos=1" contains "="`},
		{"id with tab", head + "a\tb " + start + "\n", `id "a\tb" contains "\t"`},
		{"id with dot", head + "a.b " + start + "\n", `id "a.b" contains "."`},
	} {
		_, err := Parse("test", []byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "positions: ") {
			t.Errorf("%s: error %v, want one starting \"positions: \" containing %q", tc.name, err, tc.want)
		}
	}
	if s, err := Parse("test", []byte(head+"a "+start+"\n")); err != nil || s.Rules != game.Free || len(s.Positions) != 1 {
		t.Errorf("good suite: %v, %v", s, err)
	}
}

// TestMid checks the mid suite against its specification: 50 positions per seat set on star73
// and 20 on the other boards, ids <board>-<seats>-NNN numbered from 000 (the board without ":"), all positions distinct, and
// every player has moved (no position is a start position).
func TestMid(t *testing.T) {
	s, err := Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	var want []Count
	for _, b := range Boards {
		for _, seats := range SeatSets[b] {
			n := 20
			if b == "star73" {
				n = 50
			}
			want = append(want, Count{b, seats, n})
		}
	}
	if got := s.Counts(); !slices.Equal(got, want) {
		t.Errorf("counts %v, want %v", got, want)
	}
	n := map[string]int{}
	ccns := map[string]string{}
	for _, p := range s.Positions {
		group := IDPrefix(p.Board()) + "-" + p.Seats()
		if want := fmt.Sprintf("%s-%03d", group, n[group]); p.ID != want {
			t.Errorf("id %s, want %s", p.ID, want)
		}
		n[group]++
		if prev, dup := ccns[p.CCN]; dup {
			t.Errorf("%s repeats %s", p.ID, prev)
		}
		ccns[p.CCN] = p.ID
		st, _ := p.State()
		if st.ToMove != 0 {
			t.Errorf("%s: player %d to move, want 0 after whole rounds", p.ID, st.ToMove)
		}
	}
	init, err := Load("initial")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range init.Positions {
		if id, dup := ccns[p.CCN]; dup {
			t.Errorf("%s is the start position", id)
		}
	}
}

// TestIDs checks that the ids of every embedded suite survive the benchmark-name encoding
// (pos=<id> with "-" written "_") and its inverse, and that Parse accepts ids of letters, digits
// and "-" such as the committed star73-0134 and star73-0134-017.
func TestIDs(t *testing.T) {
	const start = "star73 03 0 0/00/000/........../........./......../......./......../........./........../111/11/1"
	const head = "# rules: free\n# count: 1\n# count star73 03: 1\n"
	for _, id := range []string{"star73-0134", "star73-0134-017", "A-z-9"} {
		if _, err := Parse("test", []byte(head+id+" "+start+"\n")); err != nil {
			t.Errorf("id %s: %v", id, err)
		}
	}
	for _, name := range Names() {
		s, err := Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range s.Positions {
			enc := strings.ReplaceAll(p.ID, "-", "_")
			if back := strings.ReplaceAll(enc, "_", "-"); back != p.ID {
				t.Errorf("%s: id %s encodes as %s, decodes as %s", name, p.ID, enc, back)
			}
		}
	}
}

// TestRaw checks that Raw returns the committed file bytes and a copy of them.
func TestRaw(t *testing.T) {
	for _, name := range Names() {
		got, err := Raw(name)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("suites", name+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("Raw(%s) differs from suites/%s.txt", name, name)
		}
		got[0] ^= 0xff
		if again, _ := Raw(name); !bytes.Equal(again, want) {
			t.Errorf("Raw(%s) returned the embedded bytes, not a copy", name)
		}
	}
	if _, err := Raw("nosuch"); err == nil || !strings.Contains(err.Error(), "initial") {
		t.Errorf("Raw(nosuch) error %v, want one listing the suites", err)
	}
}

// TestNoAlgorithmDeps keeps positions data only (docs/architecture.md: data does not import algorithms):
// no package it depends on, directly or not, is a searcher, the search vocabulary or the
// evaluations. The generators, which do play searches, live in positions/generate.
func TestNoAlgorithmDeps(t *testing.T) {
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	out, err := exec.Command(gocmd, "list", "-deps", "github.com/cctree/cctree/positions").Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("go list -deps github.com/cctree/cctree/positions: %v\n%s", err, stderr)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "github.com/cctree/cctree/positions") || !slices.Contains(deps, "github.com/cctree/cctree/engine/game") {
		t.Fatalf("go list -deps github.com/cctree/cctree/positions lists neither itself nor engine/game; the check would prove nothing:\n%s", out)
	}
	for _, d := range deps {
		if strings.HasPrefix(d, "github.com/cctree/cctree/engine/search") || d == "github.com/cctree/cctree/engine/eval" {
			t.Errorf("positions depends on %s: data must not import algorithms (move the code to positions/generate)", d)
		}
	}
}

// TestGameSuites: the embedded suites of the other games load, one file per game and suite,
// with ids that name the game and the player count, and ParseGame refuses what it can check.
func TestGameSuites(t *testing.T) {
	// Which games have suites is the generators' list, checked against the registry and these
	// files by positions/generate's TestRegenerateGames; here, that the list is sorted and not empty.
	if got := Games(); len(got) == 0 || !slices.IsSorted(got) {
		t.Errorf("Games() = %v, want the embedded games sorted", got)
	}
	for _, game := range Games() {
		if got := GameSuites(game); !slices.Equal(got, []string{"initial", "mid"}) {
			t.Errorf("GameSuites(%s) = %v, want [initial mid]", game, got)
		}
		for _, name := range GameSuites(game) {
			s, err := LoadGame(game, name)
			if err != nil {
				t.Fatal(err)
			}
			if s.Game != game || s.Name != name || s.Header.Get("suite") != name || len(s.Positions) == 0 {
				t.Errorf("%s %s: %+v", game, name, s.Header)
			}
			for _, p := range s.Positions {
				if !strings.HasPrefix(p.ID, game+"-") || !strings.HasPrefix(p.Text, game+" ") {
					t.Errorf("%s %s: position %s %q", game, name, p.ID, p.Text)
				}
			}
		}
	}
	if _, err := LoadGame("chess", "mid"); err == nil || !strings.Contains(err.Error(), strings.Join(Games(), ", ")) {
		t.Errorf("LoadGame(chess): %v", err)
	}
	if _, err := LoadGame("virus", "late"); err == nil || !strings.Contains(err.Error(), "initial, mid") {
		t.Errorf("LoadGame(virus, late): %v", err)
	}
	if len(GameSuites("chess")) != 0 {
		t.Error("GameSuites(chess) is not empty")
	}
	// The Chinese Checkers suites are not among the games', nor the games' among them.
	if slices.Contains(Names(), "virus") || slices.Contains(Games(), "mid") {
		t.Errorf("Names %v, Games %v mix", Names(), Games())
	}
	const head = "# game: virus\n# count: 2\n"
	for data, want := range map[string]string{
		head + "virus-4 virus a\nvirus-5 virus b\n":         "",
		"# game: focus\n# count: 1\nvirus-4 virus a\n":      `header names the game "focus"`,
		head + "virus_4 virus a\nvirus-5 virus b\n":         `contains "_"`,
		head + "virus-4 virus a\nvirus-4 virus b\n":         "already used on line 3",
		head + "virus-4 focus a\nvirus-5 virus b\n":         `starts with "focus"`,
		head + "virus-4 virus a\n":                          `header says "2" positions, file has 1`,
		head + "virus-4 virus a\n# late\nvirus-5 virus b\n": "header line after the first position",
		head + "virus-4\n":                                  `want "<id> <notation>"`,
		head:                                                "no positions",
	} {
		_, err := ParseGame("virus", "x", []byte(data))
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "positions: virus/x")) {
			t.Errorf("ParseGame(%q): %v, want %q", data, err, want)
		}
	}
}

// TestCounts: Counts's shortcut for a group's next position (the previous group's board and
// seats at the CCN's start) counts what a naive split counts, with groups interleaved and with
// boards and seat sets that are prefixes of one another.
func TestCounts(t *testing.T) {
	ccns := []string{
		"star73 0134 a", "star73 0134 b", "star73 013 c", "star7 0134 d", "star73 0134 e",
		"star73 01345 f", "star73 013", "star73 0134", "star73", "star73 013 g",
	}
	s := &Suite{}
	var want []Count
	for _, c := range ccns {
		s.Positions = append(s.Positions, Position{CCN: c})
		f := append(strings.SplitN(c, " ", 3), "", "")
		i := slices.IndexFunc(want, func(w Count) bool { return w.Board == f[0] && w.Seats == f[1] })
		if i < 0 {
			want = append(want, Count{f[0], f[1], 0})
			i = len(want) - 1
		}
		want[i].N++
	}
	if got := s.Counts(); !slices.Equal(got, want) {
		t.Errorf("Counts %v, want %v", got, want)
	}
}
