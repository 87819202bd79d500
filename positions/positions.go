// Package positions holds cctree's position suites, embedded in the binary. It is data only: it
// imports the game (to parse and check positions) and never a searcher, evaluation or search
// package; a test runs `go list -deps` to keep it so. The generators that write the suites live in
// package positions/generate, which imports this one (never the other way round).
//
// A suite is a text file suites/<name>.txt: header lines starting with "#", then one position per
// line, "<id> <CCN>". Header lines of the form "# key: value" are fields: the generator and its
// seed and parameters, the rule set the positions are meant for ("rules"), the number of positions
// ("count") and the number per board and seat set ("count <board> <seats>"). Other "#" lines are
// prose. Every file is written by generate.Suite (`cctree positions gen`), never by hand, and a
// test there proves that regenerating gives the committed bytes (Raw).
//
// Guarantees of a suite that Load returns: ids are unique and use only ASCII letters, digits and
// "-" (so a benchmark name can write an id with "_" for "-" and the inverse is exact: no "_", "/",
// "=" or whitespace), every CCN parses (for the embedded suites, checked by the package's tests
// rather than at every Load), and the counts agree with the header. (That no position
// is terminal is checked by the tests and by generate.Suite.)
//
// The games other than Chinese Checkers (the Virus Game, Focus) have suites of their own,
// suites/<game>/<suite>.txt in the same form with the game's notation (games.go: GameSuite,
// LoadGame, ParseGame); this package reads their ids and text without parsing the notation.
//
// Files: positions.go reads suites; SeatSets, the seat sets of docs/rules.md, is here so that readers
// and generators share one list; games.go reads the games' suites.
package positions

import (
	"embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/cctree/cctree/engine/game"
)

//go:embed suites/*.txt
var suiteFS embed.FS

// Field is one "# key: value" header line.
type Field struct{ Key, Value string }

// Header is a suite's header fields in file order.
type Header []Field

// Get returns the value of key, or "" if the header has no such field.
func (h Header) Get(key string) string {
	for _, f := range h {
		if f.Key == key {
			return f.Value
		}
	}
	return ""
}

// Position is one line of a suite.
type Position struct {
	ID    string
	CCN   string
	Rules game.Rules // the suite's rule set
}

// State parses the position.
func (p Position) State() (*game.State, error) {
	s, err := game.Parse(p.CCN, p.Rules)
	if err != nil {
		return nil, fmt.Errorf("positions: %s: %w", p.ID, err)
	}
	return s, nil
}

// Board returns the board field of the CCN.
func (p Position) Board() string { return field(p.CCN, 0) }

// Seats returns the seats field of the CCN.
func (p Position) Seats() string { return field(p.CCN, 1) }

// field returns the i-th space-separated field of ccn (0 or 1), without allocating. A byte loop:
// the first two fields are a few bytes at the CCN's start, where strings.Cut's search costs more
// than the scan (Counts reads both fields of every position at every start).
func field(ccn string, i int) string {
	start := 0
	for k := 0; k < len(ccn); k++ {
		if ccn[k] != ' ' {
			continue
		}
		if i == 0 {
			return ccn[start:k]
		}
		i, start = i-1, k+1
	}
	if i == 0 {
		return ccn[start:]
	}
	return ""
}

// Suite is a parsed suite file.
type Suite struct {
	Name      string
	Header    Header
	Rules     game.Rules
	Positions []Position
}

// Count is the number of a suite's positions on one board with one seat set.
type Count struct {
	Board, Seats string
	N            int
}

// Counts returns the number of positions per board and seat set, in order of first appearance.
func (s *Suite) Counts() []Count {
	var out []Count
	for _, p := range s.Positions {
		if n := len(out); n > 0 && out[n-1].holds(p.CCN) { // a suite lists each group's positions together
			out[n-1].N++
			continue
		}
		b, seats := p.Board(), p.Seats()
		i := slices.IndexFunc(out, func(c Count) bool { return c.Board == b && c.Seats == seats })
		if i < 0 {
			out = append(out, Count{b, seats, 0})
			i = len(out) - 1
		}
		out[i].N++
	}
	return out
}

// holds reports whether ccn's board and seats fields are c's.
func (c Count) holds(ccn string) bool {
	nb, ns := len(c.Board), len(c.Seats)
	return len(ccn) > nb+ns && ccn[:nb] == c.Board && ccn[nb] == ' ' && ccn[nb+1:nb+1+ns] == c.Seats &&
		(len(ccn) == nb+1+ns || ccn[nb+1+ns] == ' ')
}

// Names returns the names of the embedded suites, sorted.
func Names() []string {
	entries, err := suiteFS.ReadDir("suites")
	if err != nil {
		panic("positions: embedded suites missing: " + err.Error()) // impossible: go:embed checked it at build time
	}
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".txt"))
	}
	return names
}

// SeatSets are the seat sets of the suites on each board: all six of docs/rules.md on star73 (2, 3,
// 4, 5-adv, 5-dis, 6 players), those docs/rules.md has perft counts for on star121, and Franks'
// player counts on the triangle (3) and the square (4).
var SeatSets = map[string][]string{
	"star73":   {"03", "024", "0134", "01245", "02345", "012345"},
	"star121":  {"03", "024", "0134", "012345"},
	"triangle": {"024"},
	"square:8": {"0123"},
}

// Boards are the boards the suites cover, in suite order: the two star boards of docs/rules.md, then
// the triangle and the default square board of Franks' framework (docs/boards.md) with the
// seats his thesis plays on them.
var Boards = []string{"star73", "star121", "triangle", "square:8"}

// IDPrefix is how a board name starts position ids: the name without ":" ("square:8" gives
// "square8"), since ids use only letters, digits and "-".
func IDPrefix(board string) string { return strings.ReplaceAll(board, ":", "") }

// Raw returns the embedded bytes of suite name, exactly the committed suites/<name>.txt (a copy
// the caller may keep or change).
func Raw(name string) ([]byte, error) {
	data, err := suiteFS.ReadFile("suites/" + name + ".txt")
	if err != nil {
		return nil, fmt.Errorf("positions: unknown suite %q (have %s)", name, strings.Join(Names(), ", "))
	}
	return data, nil
}

// loaded holds each embedded suite parsed once per process (name -> *loadedSuite): a sweep reads
// a suite twice (its board/seats groups, then a group's positions), and parsing checks every
// position by building its State, most of a short sweep's start-up. The embedded bytes never
// change, so the first parse serves every later Load.
var loaded sync.Map

type loadedSuite struct {
	once  sync.Once
	suite *Suite
	err   error
}

// Load parses the embedded suite name. The suite is parsed once per process; every call returns
// its own copy, which the caller may change. It checks what Parse checks but the CCNs: those of
// the embedded suites are the committed files' (TestRaw), each parsed by TestSuites, and building
// all 420 States of the mid suite to check them again was a quarter of a short sweep's start-up.
// Position.State parses the ones a caller uses.
func Load(name string) (*Suite, error) {
	v, _ := loaded.LoadOrStore(name, new(loadedSuite))
	l := v.(*loadedSuite)
	l.once.Do(func() {
		data, err := Raw(name)
		if err != nil {
			l.err = err
			return
		}
		l.suite, l.err = parse(name, data, false)
	})
	if l.err != nil {
		return nil, l.err
	}
	c := *l.suite
	c.Header = slices.Clone(c.Header)
	c.Positions = slices.Clone(c.Positions)
	return &c, nil
}

// Parse reads a suite file and checks it (see the package comment). Errors start with
// "positions: " and name the suite and line.
func Parse(name string, data []byte) (*Suite, error) { return parse(name, data, true) }

// parse is Parse; with strict false (Load's embedded suites, which TestSuites parses strictly)
// it neither parses the positions' CCNs nor checks their ids, a third of a small sweep's start.
func parse(name string, data []byte, strict bool) (*Suite, error) {
	s := &Suite{Name: name}
	errf := func(line int, format string, args ...any) error {
		return fmt.Errorf("positions: %s:%d: %s", name, line, fmt.Sprintf(format, args...))
	}
	lines := strings.Split(string(data), "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	var ids map[string]int // nil: entry checks no ids
	if strict {
		ids = make(map[string]int, len(lines))
	}
	rulesLine := 0
	for i, text := range lines {
		ln := i + 1
		if strings.HasPrefix(text, "#") {
			if len(s.Positions) > 0 {
				return nil, errf(ln, "header line after the first position")
			}
			if k, v, ok := headerField(text); ok {
				s.Header = append(s.Header, Field{k, v})
				if k == "rules" {
					r, err := game.ParseRules(v)
					if err != nil {
						return nil, errf(ln, "%v", err)
					}
					s.Rules, rulesLine = r, ln
				}
			}
			continue
		}
		if rulesLine == 0 {
			return nil, errf(ln, "no \"# rules: <free|nostop|goallock>\" header before the first position")
		}
		id, ccn, err := entry(errf, ln, text, "CCN", ids)
		if err != nil {
			return nil, err
		}
		p := Position{ID: id, CCN: ccn, Rules: s.Rules}
		if strict {
			if _, err := game.Parse(ccn, s.Rules); err != nil {
				return nil, errf(ln, "%s: %v", id, err)
			}
		}
		s.Positions = append(s.Positions, p)
	}
	if rulesLine == 0 {
		return nil, fmt.Errorf("positions: %s: no \"# rules: ...\" header", name)
	}
	if len(s.Positions) == 0 {
		return nil, fmt.Errorf("positions: %s: no positions", name)
	}
	if err := s.checkCounts(); err != nil {
		return nil, err
	}
	return s, nil
}

// checkID accepts ids made of ASCII letters, digits and "-". Benchmark names write an id as
// pos=<id> with every "-" turned into "_", and read it back by the inverse; that is exact only if
// no id holds a "_", and "/" (sub-benchmark separator), "=" (key=value separator) and whitespace
// would break the name's fields. Every other character is refused too, so the rule is one line.
func checkID(id string) error {
	for _, r := range id {
		if r == '-' || '0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
			continue
		}
		return fmt.Errorf("id %q contains %q: ids use letters, digits and \"-\"", id, string(r))
	}
	return nil
}

// headerField splits "# key: value"; keys are lower-case words, digits, spaces and ":" (board
// names such as square:8 in "count square:8 0123").
func headerField(line string) (key, value string, ok bool) {
	k, v, ok := strings.Cut(strings.TrimPrefix(line, "# "), ": ")
	if !ok || k == "" || strings.Trim(k, "abcdefghijklmnopqrstuvwxyz0123456789 :") != "" {
		return "", "", false
	}
	return k, v, true
}

// checkCounts compares the "count" and "count <board> <seats>" fields with the positions.
func (s *Suite) checkCounts() error {
	total, err := strconv.Atoi(s.Header.Get("count"))
	if err != nil {
		return fmt.Errorf("positions: %s: want a \"# count: N\" header, got %q", s.Name, s.Header.Get("count"))
	}
	if total != len(s.Positions) {
		return fmt.Errorf("positions: %s: header says %d positions, file has %d", s.Name, total, len(s.Positions))
	}
	counts := s.Counts()
	declared := 0
	for _, f := range s.Header {
		b, seats, ok := strings.Cut(strings.TrimPrefix(f.Key, "count "), " ")
		if !strings.HasPrefix(f.Key, "count ") || !ok {
			continue
		}
		declared++
		want, err := strconv.Atoi(f.Value)
		if err != nil {
			return fmt.Errorf("positions: %s: header %q: %q is not a count", s.Name, f.Key, f.Value)
		}
		i := slices.IndexFunc(counts, func(c Count) bool { return c.Board == b && c.Seats == seats })
		if got := 0; i < 0 && want != 0 || i >= 0 && counts[i].N != want {
			if i >= 0 {
				got = counts[i].N
			}
			return fmt.Errorf("positions: %s: header says %d positions on %s %s, file has %d", s.Name, want, b, seats, got)
		}
	}
	if declared != len(counts) {
		return fmt.Errorf("positions: %s: header declares %d board/seats counts, file has %d board/seats groups", s.Name, declared, len(counts))
	}
	return nil
}

// entry reads the line "<id> <position>" of a suite file at line ln (errf makes its errors): a
// valid id used once in the file (ids holds the ids seen, with their lines; nil checks neither)
// and the position's text; what names the notation in the error ("CCN").
func entry(errf func(int, string, ...any) error, ln int, text, what string, ids map[string]int) (id, pos string, err error) {
	id, pos, ok := strings.Cut(text, " ")
	if !ok || id == "" {
		return "", "", errf(ln, "want \"<id> <%s>\", got %q", what, text)
	}
	if ids == nil {
		return id, pos, nil
	}
	if err := checkID(id); err != nil {
		return "", "", errf(ln, "%v", err)
	}
	if prev, dup := ids[id]; dup {
		return "", "", errf(ln, "id %q already used on line %d", id, prev)
	}
	ids[id] = ln
	return id, pos, nil
}
