package positions

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cctree/engine/game"
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
					t.Errorf("%s: seats %s on %s is not a seat set of RULES.md", p.ID, p.Seats(), p.Board())
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

// TestInitial checks the initial suite against RULES.md: every seat set of both boards, the
// start position, ids <board>-<seats>.
func TestInitial(t *testing.T) {
	s, err := Load("initial")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, b := range []string{"star73", "star121"} {
		for _, seats := range SeatSets[b] {
			want = append(want, b+"-"+seats)
		}
	}
	var got []string
	for _, p := range s.Positions {
		got = append(got, p.ID)
		if p.ID != p.Board()+"-"+p.Seats() {
			t.Errorf("id %s for a position on %s %s", p.ID, p.Board(), p.Seats())
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("ids %v, want %v", got, want)
	}
	const rules4 = "star73 0134 0 0/00/000/.......111/.......11/.......1/......./3......./33......./333......./222/22/2"
	if i := slices.IndexFunc(s.Positions, func(p Position) bool { return p.ID == "star73-0134" }); i < 0 || s.Positions[i].CCN != rules4 {
		t.Errorf("star73-0134 is not RULES.md's 4-player start position")
	}
	// perft 1 of each start position: 10 moves on star73, 14 on star121.
	for _, p := range s.Positions {
		st, _ := p.State()
		want := map[string]int{"star73": 10, "star121": 14}[p.Board()]
		if n := st.CountMoves(); n != want {
			t.Errorf("%s: %d moves, want %d", p.ID, n, want)
		}
	}
}

// TestRegenerate proves that the generators reproduce the committed files byte for byte, and
// that every embedded suite has a generator and every generator a file.
func TestRegenerate(t *testing.T) {
	if !slices.Equal(sorted(GeneratorNames()), Names()) {
		t.Errorf("generators %v, embedded suites %v: each suite needs both", GeneratorNames(), Names())
	}
	for _, name := range GeneratorNames() {
		got, err := Generate(name)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("suites", name+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: regenerated file differs from suites/%s.txt; run `go run ./tools/cctree positions gen` and commit", name, name)
		}
		again, _ := Generate(name)
		if !bytes.Equal(got, again) {
			t.Errorf("%s: two generations differ", name)
		}
	}
	if _, err := Generate("nosuch"); err == nil {
		t.Error("Generate(nosuch): no error")
	}
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

func TestLoadUnknown(t *testing.T) {
	if _, err := Load("nosuch"); err == nil || !strings.Contains(err.Error(), "initial") {
		t.Errorf("Load(nosuch) error %v, want one listing the suites", err)
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
// and 20 on star121, ids <board>-<seats>-NNN numbered from 000, all positions distinct, and
// every player has moved (no position is a start position).
func TestMid(t *testing.T) {
	s, err := Load("mid")
	if err != nil {
		t.Fatal(err)
	}
	var want []Count
	for _, b := range []string{"star73", "star121"} {
		for _, seats := range SeatSets[b] {
			want = append(want, Count{b, seats, map[string]int{"star73": 50, "star121": 20}[b]})
		}
	}
	if got := s.Counts(); !slices.Equal(got, want) {
		t.Errorf("counts %v, want %v", got, want)
	}
	n := map[string]int{}
	ccns := map[string]string{}
	for _, p := range s.Positions {
		group := p.Board() + "-" + p.Seats()
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
