package game

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// docSection returns the section of docs/<page> under "## <heading>", up to the next "## ".
func docSection(t *testing.T, page, heading string) string {
	t.Helper()
	data, err := os.ReadFile("../../docs/" + page)
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## "+heading+"\n")
	if !ok {
		t.Fatalf("docs/%s has no section %q", page, heading)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	return section
}

// docCount reads a count as the pages write it, with or without thousands commas.
func docCount(t *testing.T, page, cell string) uint64 {
	t.Helper()
	n, err := strconv.ParseUint(strings.ReplaceAll(strings.Trim(strings.TrimSpace(cell), "*"), ",", ""), 10, 64)
	if err != nil {
		t.Fatalf("docs/%s: %q is not a count", page, cell)
	}
	return n
}

func docInt(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%q is not a number", s)
	}
	return n
}

// tableRows returns the cells of the table rows of text that are not its header or rule: rows
// whose first cell is not "seats" or "board" and not dashes.
func tableRows(text string) [][]string {
	var rows [][]string
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "|") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.Trim(strings.TrimSpace(cells[i]), "`")
		}
		if cells[0] == "seats" || cells[0] == "board" || strings.HasPrefix(cells[0], "---") {
			continue
		}
		rows = append(rows, cells)
	}
	return rows
}

// TestDocCounts holds every count that docs/rules.md and docs/boards.md print for the Chinese
// Checkers boards to the counts the perft tests pin against the engine (perftTable,
// testdata/perft-franks.txt, the perft 7 constants), and docs/engine.md's allhome examples too:
// a count changed on a page, or a row the tests do not pin, fails here; a count changed in the
// engine fails those tests.
func TestDocCounts(t *testing.T) {
	pinned := map[string][]uint64{} // "board seats rules" -> counts from depth 1
	for _, r := range perftTable {
		pinned[r.board+" "+r.seats+" "+r.rules.String()] = r.counts
	}
	for _, r := range readFranksPerft(t) {
		pinned[r.board+" "+r.seats+" "+r.rules.String()] = r.counts
	}
	checked := 0
	check := func(page, board, seats, rules string, depth int, cell string) {
		t.Helper()
		r, err := ParseRules(rules)
		if err != nil {
			t.Fatalf("docs/%s: %s %s: rules %q: %v", page, board, seats, rules, err)
		}
		key := board + " " + seats + " " + r.String()
		counts, ok := pinned[key]
		want := docCount(t, page, cell)
		switch {
		case !ok || depth > len(counts):
			t.Errorf("docs/%s: %s depth %d: the page prints %d, which no perft test pins", page, key, depth, want)
		case counts[depth-1] != want:
			t.Errorf("docs/%s: %s depth %d: the page prints %d, the perft tests pin %d", page, key, depth, want, counts[depth-1])
		}
		checked++
	}

	// docs/rules.md: two star73 tables of a rule set each (named in the line above the table),
	// then star121 with a column per rule set, each cell the counts from depth 1.
	rules := docSection(t, "rules.md", "Perft")
	star73, star121, ok := strings.Cut(rules, "`star121`, depths")
	if !ok {
		t.Fatalf("docs/rules.md: no star121 table")
	}
	for _, part := range strings.Split(star73, "`star73`, `")[1:] {
		set := part[:strings.Index(part, "`")]
		for _, cells := range tableRows(part) {
			for d, cell := range cells[1:] {
				if cell != "" {
					check("rules.md", "star73", cells[0], set, d+1, cell)
				}
			}
		}
	}
	for _, cells := range tableRows(star121) {
		for i, set := range []string{"free", "nostop"} {
			for d, cell := range strings.Split(cells[1+i], ",") {
				check("rules.md", "star121", cells[0], set, d+1, cell)
			}
		}
	}
	m := regexp.MustCompile(`perft 7 = \*\*([\d,]+)\*\*\. At ply 6, (\d+) positions .*? reaches ([\d,]+)\.`).FindStringSubmatch(strings.Join(strings.Fields(rules), " "))
	if m == nil {
		t.Errorf("docs/rules.md: the perft 7 paragraph (perft 7, the positions won at ply 6, the count without the win rule) was not found")
	} else {
		for i, want := range []uint64{perft7, perft7Won, perft7NoWinAt} {
			if got := docCount(t, "rules.md", m[i+1]); got != want {
				t.Errorf("docs/rules.md: perft 7 paragraph prints %d, TestPerft7WinRule pins %d", got, want)
			}
			checked++
		}
	}

	// docs/boards.md: a table of depths 1-5, then the allhome table of depths 4-7, whose seats
	// cell may name several seatings.
	boards := docSection(t, "boards.md", "Perft")
	first, second, ok := strings.Cut(boards, "**Franks' win rule**")
	if !ok {
		t.Fatalf("docs/boards.md: no allhome table after the first perft table")
	}
	for i, part := range []string{first, second} {
		for _, cells := range tableRows(part) {
			for _, seats := range strings.Split(cells[1], ",") {
				for d, cell := range cells[3:] {
					if cell != "" {
						check("boards.md", cells[0], strings.Trim(strings.TrimSpace(seats), "`"), cells[2], d+1+3*i, cell)
					}
				}
			}
		}
	}

	// docs/engine.md's examples of allhome against spoil.
	data, err := os.ReadFile("../../docs/engine.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(data)), " ")
	examples := regexp.MustCompile(`(triangle|square:8) (\d+) depth (\d): ([\d,]+) against (?:spoil's )?([\d,]+)`).FindAllStringSubmatch(text, -1)
	if len(examples) != 2 {
		t.Errorf("docs/engine.md: found %d examples of allhome against spoil, want 2", len(examples))
	}
	for _, e := range examples {
		d, _ := strconv.Atoi(e[3])
		check("engine.md", e[1], e[2], "free+allhome", d, e[4])
		check("engine.md", e[1], e[2], "free", d, e[5])
	}

	// engine.md's earliest spoil wins: the ply is one less than the first depth at which the
	// pinned counts under spoil and allhome part, and the triangle's line is earlyWins'.
	m = regexp.MustCompile("Under \x60spoil\x60 the triangle start can be won at ply (\\d) \\(\x60([^\x60]+)\x60: .*? square:8 at ply (\\d) and square:6 at ply (\\d)").FindStringSubmatch(text)
	if m == nil {
		t.Fatal("docs/engine.md: the earliest spoil wins were not found")
	}
	if m[2] != earlyWins[0].moves || len(strings.Fields(m[2])) != docInt(t, m[1]) {
		t.Errorf("docs/engine.md: the triangle's win at ply %s by %q; winrule_test.go's line is %q", m[1], m[2], earlyWins[0].moves)
	}
	for i, b := range []string{"triangle 024", "square:8 0123", "square:6 0123"} {
		ply := docInt(t, m[[]int{1, 3, 4}[i]])
		spoil, allhome := pinned[b+" free"], pinned[b+" free+allhome"]
		first := 0
		for d := range min(len(spoil), len(allhome)) {
			if spoil[d] != allhome[d] {
				first = d + 1
				break
			}
		}
		if first != ply+1 {
			t.Errorf("docs/engine.md: %s can be won at ply %d; the pinned counts under spoil and allhome part at depth %d", b, ply, first)
		}
		checked++
	}

	if checked < 220 {
		t.Errorf("checked %d counts: a table of the pages was not found or not read", checked)
	}
}
