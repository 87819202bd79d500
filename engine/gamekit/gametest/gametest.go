// Package gametest is the conformance check every game of package gamekit passes, for the tests
// of each game's package: the game's move generator against an independent naive one, make and
// unmake restoring the position, the notation read back, the evaluation within its declared
// bounds, the static ordering a permutation, and no allocation in move generation.
package gametest

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
)

// Game is what Conform needs of a game beside its positions.
type Game[S gamekit.Evaluated[M], M comparable] struct {
	// Parse reads the game's notation (State.String) back into a position.
	Parse func(string) (S, error)
	// Naive lists the legal moves of the mover of s, written independently of the game's
	// generator (from the rules, plainly); Conform compares the two as sets.
	Naive func(s S) []M
}

// Playouts returns n positions reached from the start positions by random legal moves (seeded:
// the same positions on every run), between 0 and maxPlies plies deep, terminal ones included.
// clone must return an independent copy of a position. The moves are made and never unmade, so a
// game's undo history must hold maxPlies moves beyond a search's depth (or wrap around).
func Playouts[S gamekit.State[M], M comparable](starts []S, clone func(S) S, n, maxPlies int, seed uint64) []S {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	var buf [gamekit.MaxMoves]M
	out := make([]S, 0, n)
	for i := range n {
		s := clone(starts[i%len(starts)])
		plies := rng.IntN(maxPlies + 1)
		for range plies {
			if s.Terminal() {
				break
			}
			moves := s.Moves(buf[:0])
			s.Make(moves[rng.IntN(len(moves))])
		}
		out = append(out, s)
	}
	return out
}

// Conform checks every position of ps (see the package comment) and, for each move, the child.
func Conform[S gamekit.Evaluated[M], M comparable](t *testing.T, g Game[S, M], ps []S) {
	t.Helper()
	var buf [gamekit.MaxMoves]M
	var zero M
	for _, s := range ps {
		text := s.String()
		back, err := g.Parse(text)
		if err != nil {
			t.Fatalf("%s: parse of its own notation: %v", text, err)
		}
		if back.String() != text || back.Hash() != s.Hash() {
			t.Fatalf("%s: read back as %s (hash %x, want %x)", text, back.String(), back.Hash(), s.Hash())
		}
		checkValues(t, s, text)
		moves := s.Moves(buf[:0])
		if s.Terminal() {
			if len(moves) != 0 {
				t.Fatalf("%s: terminal with %d moves", text, len(moves))
			}
			continue
		}
		if !s.InGame(s.Mover()) {
			t.Fatalf("%s: mover %d is out of the game", text, s.Mover())
		}
		if len(moves) == 0 {
			t.Fatalf("%s: not terminal and no move (not even a pass)", text)
		}
		if a := testing.AllocsPerRun(3, func() { s.Moves(buf[:0]) }); a != 0 {
			t.Fatalf("%s: Moves allocates %v times", text, a)
		}
		got := names(s, moves)
		want := names(s, g.Naive(s))
		if !slices.Equal(got, want) {
			t.Fatalf("%s: moves %v, naive generator %v", text, got, want)
		}
		ordered := slices.Clone(moves)
		s.Order(ordered)
		if !slices.Equal(names(s, ordered), got) {
			t.Fatalf("%s: Order is not a permutation of the moves", text)
		}
		again := slices.Clone(moves)
		s.Order(again)
		if !slices.Equal(again, ordered) {
			t.Fatalf("%s: Order is not deterministic", text)
		}
		for _, m := range moves {
			if m == zero {
				t.Fatalf("%s: the zero move is legal", text)
			}
			if i := s.MoveIndex(m); i < 0 || i >= gamekit.MaxMoveIndex {
				t.Fatalf("%s: MoveIndex(%s) = %d", text, s.MoveString(m), i)
			}
			h := s.Hash()
			s.Make(m)
			child := s.String()
			s.Unmake(m)
			if s.String() != text || s.Hash() != h {
				t.Fatalf("%s: make/unmake %s left %s", text, s.MoveString(m), s.String())
			}
			if child == text && m != s.PassMove() {
				t.Fatalf("%s: move %s changed nothing", text, s.MoveString(m))
			}
		}
		p := s.PassMove()
		h := s.Hash()
		s.Make(p)
		s.Unmake(p)
		if s.String() != text || s.Hash() != h {
			t.Fatalf("%s: make/unmake of the pass left %s", text, s.String())
		}
	}
}

func checkValues[S gamekit.Evaluated[M], M comparable](t *testing.T, s S, text string) {
	t.Helper()
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	b := s.Bounds()
	var sum int64
	for p := range gamekit.MaxPlayers {
		if p >= s.NumPlayers() {
			if v[p] != 0 {
				t.Fatalf("%s: vector entry %d of %d players is %d", text, p, s.NumPlayers(), v[p])
			}
			continue
		}
		if v[p] < 0 || v[p] > b.Max {
			t.Fatalf("%s: value %d of player %d outside [0, %d]", text, v[p], p, b.Max)
		}
		if got := s.Value(p); got != v[p] {
			t.Fatalf("%s: Value(%d) = %d, Vector has %d", text, p, got, v[p])
		}
		sum += v[p]
	}
	if b.Sum > 0 && sum > b.Sum {
		t.Fatalf("%s: vector sums to %d > %d", text, sum, b.Sum)
	}
	if b.ConstantSum && sum != b.Sum {
		t.Fatalf("%s: vector sums to %d, declared constant %d", text, sum, b.Sum)
	}
}

func names[S gamekit.State[M], M comparable](s S, moves []M) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = s.MoveString(m)
	}
	slices.Sort(out)
	return out
}

// CheckTable reads the perft table at path (at least minRows rows) and checks every count of
// every row against gamekit.Perft and against NaivePerft with the naive generator: the one check
// of every game's committed table.
func CheckTable[S gamekit.State[M], M comparable](t *testing.T, path string, minRows int, parse func(string) (S, error), naive func(S) []M) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rows := ParseTable(t, string(data))
	if len(rows) < minRows {
		t.Fatalf("%s: %d rows, want at least %d", path, len(rows), minRows)
	}
	for _, r := range rows {
		s, err := parse(r.Pos)
		if err != nil {
			t.Fatalf("%s: %v", r.Pos, err)
		}
		for i, want := range r.Counts {
			d := i + 1
			if got := gamekit.Perft(s, d); got != want {
				t.Errorf("%s: perft %d = %d, want %d", r.Pos, d, got, want)
			}
			if got := NaivePerft(s, naive, d); got != want {
				t.Errorf("%s: naive perft %d = %d, want %d", r.Pos, d, got, want)
			}
		}
	}
}

// WriteTable writes the perft table at path (what CheckTable reads; a test's -update): the
// header's comment lines, then a row per position, its counts from depth 1 for as long as
// deeper(s, d, count at d) says to go on.
func WriteTable[S gamekit.State[M], M comparable](t *testing.T, path, header string, ps []S, deeper func(s S, d int, n uint64) bool) {
	t.Helper()
	var b strings.Builder
	b.WriteString(header)
	for _, s := range ps {
		b.WriteString(s.String())
		b.WriteString(" |")
		for d := 1; ; d++ {
			n := gamekit.Perft(s, d)
			b.WriteString(" " + strconv.FormatUint(n, 10))
			if !deeper(s, d, n) {
				break
			}
		}
		b.WriteByte('\n')
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// NaivePerft is perft with the naive generator: the leaf count the game's Perft must equal.
func NaivePerft[S gamekit.State[M], M comparable](s S, naive func(S) []M, d int) uint64 {
	if d == 0 || s.Terminal() {
		return 1
	}
	var n uint64
	for _, m := range naive(s) {
		s.Make(m)
		n += NaivePerft(s, naive, d-1)
		s.Unmake(m)
	}
	return n
}

// Row is one line of a committed perft table: "<notation> | <count> <count> ...", the counts of
// depths 1, 2, ... in order; lines starting with '#' are comments.
type Row struct {
	Pos    string
	Counts []uint64 // Counts[d-1] is perft d
}

// ParseTable reads a perft table's text into its rows.
func ParseTable(t *testing.T, text string) []Row {
	t.Helper()
	var rows []Row
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		pos, nums, ok := strings.Cut(line, "|")
		if !ok {
			t.Fatalf("perft table: no '|' in %q", line)
		}
		r := Row{Pos: strings.TrimSpace(pos)}
		for _, f := range strings.Fields(nums) {
			var n uint64
			for _, c := range f {
				if c < '0' || c > '9' {
					t.Fatalf("perft table: %q is not a count in %q", f, line)
				}
				n = n*10 + uint64(c-'0')
			}
			r.Counts = append(r.Counts, n)
		}
		rows = append(rows, r)
	}
	return rows
}

// DocSection returns the section of the game page docs/games/<page> under the heading "## <heading>"
// up to the next "## ", read from the test of a game package (engine/games/<name>); the test
// fails when the page or the section is missing.
func DocSection(t testing.TB, page, heading string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "games", page))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## "+heading+"\n")
	if !ok {
		t.Fatalf("docs/games/%s has no section %q", page, heading)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	return section
}

// DocPage is a game page docs/games/<page> as a game package's test reads its numbers: Text as
// written, Flat with every run of white space one space (so a sentence a line break splits
// still matches one regular expression).
type DocPage struct {
	t          testing.TB
	name       string
	Text, Flat string
}

// ReadDocPage reads docs/games/<page> from the test of a game package (engine/games/<name>); the
// test fails when the page is missing.
func ReadDocPage(t testing.TB, page string) *DocPage {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "games", page))
	if err != nil {
		t.Fatal(err)
	}
	return &DocPage{t: t, name: "docs/games/" + page, Text: string(data), Flat: strings.Join(strings.Fields(string(data)), " ")}
}

// Find returns the submatches of the regular expression re in Flat; the test fails when re does
// not match.
func (p *DocPage) Find(re string) []string {
	p.t.Helper()
	m := regexp.MustCompile(re).FindStringSubmatch(p.Flat)
	if m == nil {
		p.t.Fatalf("%s: %q not found", p.name, re)
	}
	return m[1:]
}

// Ints is Find with every submatch read as an integer (a sign allowed); the test fails on one
// that is not.
func (p *DocPage) Ints(re string) []int {
	p.t.Helper()
	var n []int
	for _, v := range p.Find(re) {
		x, err := strconv.Atoi(v)
		if err != nil {
			p.t.Fatalf("%s: %q, matched by %q, is not a number", p.name, v, re)
		}
		n = append(n, x)
	}
	return n
}

// CheckDocCounts holds the counts a game page prints for position s (what names it in errors) to
// perft: counts[i] is perft to depth i+1, written with or without thousands commas; empty cells
// are skipped. It returns how many counts it checked.
func CheckDocCounts[S gamekit.State[M], M comparable](t testing.TB, page string, s S, what string, counts []string) int {
	t.Helper()
	checked := 0
	for d, cell := range counts {
		cell = strings.ReplaceAll(strings.TrimSpace(cell), ",", "")
		if cell == "" {
			continue
		}
		want, err := strconv.ParseUint(cell, 10, 64)
		if err != nil {
			t.Fatalf("docs/games/%s: %s depth %d: %q is not a count", page, what, d+1, cell)
		}
		if got := gamekit.Perft(s, d+1); got != want {
			t.Errorf("docs/games/%s: %s depth %d: the page says %d, perft %d", page, what, d+1, want, got)
		}
		checked++
	}
	return checked
}
