package claims

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFieldRows: every row of the field's findings states its finding in our words and quotes
// nothing (the quote check has no text for it), declares before its data the games of every
// match it is decided on, with the command that plays them at 20,000 nodes or a time budget,
// and is refused with a quote or without its finding.
func TestFieldRows(t *testing.T) {
	n := 0
	for _, c := range Registry() {
		if !isField(c.Paper) {
			continue
		}
		n++
		if len(c.Quote) > 0 || c.Finding == "" || len(c.Needs) == 0 {
			t.Errorf("%s: quote %q, finding %q, %d needs", c.ID, c.Quote, c.Finding, len(c.Needs))
		}
		for _, nd := range c.Needs {
			if !strings.Contains(nd.Run, "-out reports/data/"+nd.File) || !strings.Contains(nd.Run, "-design full") || !strings.Contains(nd.Run, "-workers 1") || nd.Games < 1008 || nd.Pace <= 0 {
				t.Errorf("%s: need %+v", c.ID, nd)
			}
		}
	}
	if n == 0 {
		t.Fatal("no row of the field's findings")
	}
	c := fieldImproves("x", "nijssen2010", findPH, nw2010Set, fieldCC4, mPH, "w")
	if err := Validate([]Claim{c}); err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]func(*Claim){
		"a quote":                             func(c *Claim) { c.Quote = []string{"q"} },
		"no finding":                          func(c *Claim) { c.Finding = "" },
		"no side":                             func(c *Claim) { c.Side = 0 },
		"a finding of ours on a quoted paper": func(c *Claim) { c.Paper = "opps"; c.Quote = []string{"q"} },
	} {
		b := c
		bad(&b)
		if Validate([]Claim{b}) == nil {
			t.Errorf("a field row with %s passed", name)
		}
	}
}

// TestFieldTable: a field row waiting for its sample is listed in the field's section with its
// need, and not among the claims without a row; the coverage table counts it as not run.
func TestFieldTable(t *testing.T) {
	c := fieldImproves("x", "nijssen2010", findPH, nw2010Set, fieldCC4, mPH, "w")
	res, err := Evaluate(t.TempDir(), []Claim{c})
	if err != nil || len(res) != 1 || res[0].Pending == nil {
		t.Fatalf("%+v, %v", res, err)
	}
	tbl := Table(res)
	field, rest, ok := strings.Cut(tbl[strings.Index(tbl, "### The field's findings"):], "### Claims without a row")
	if !ok || !strings.Contains(field, "| `x-cc4p` |") || !strings.Contains(field, "*setting not run*") || !strings.Contains(field, c.Needs[0].Run) || strings.Contains(rest, "x-cc4p") {
		t.Errorf("the waiting row is not in its section, or is listed twice:\n%s", tbl)
	}
	if !strings.Contains(Coverage(res, nil), "| nijssen2010 | 0 | 0 | 1 | 0 | 0 | 0 | 0 | 0 | 1 |") {
		t.Errorf("coverage:\n%s", Coverage(res, nil))
	}
}

// TestFindingsInOurWords: no finding repeats six words running of literature.md, the summary of
// the field's papers beside the papers' texts (CCTREE_PAPERS): its sentences are not ours to
// copy.
func TestFindingsInOurWords(t *testing.T) {
	dir := os.Getenv("CCTREE_PAPERS")
	if dir == "" {
		t.Skip("CCTREE_PAPERS is not set")
	}
	b, err := os.ReadFile(filepath.Join(dir, "literature.md"))
	if err != nil {
		t.Skip("no literature.md beside the papers' texts")
	}
	words := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '^' || r == '-' || r == '+')
		})
	}
	lw := words(string(b))
	lit := " " + strings.Join(lw, " ") + " "
	const run = 6
	copied := func(finding string) string {
		w := words(finding)
		for i := 0; i+run <= len(w); i++ {
			if s := strings.Join(w[i:i+run], " "); strings.Contains(lit, " "+s+" ") {
				return s
			}
		}
		return ""
	}
	for _, c := range Registry() {
		if s := copied(c.Finding); s != "" {
			t.Errorf("%s: its finding repeats literature.md's %q", c.ID, s)
		}
	}
	// The check can fail: words of literature.md itself, in a sentence of ours, are found.
	if len(lw) < 200 || copied("We find that "+strings.Join(lw[150:157], " ")+" here.") == "" {
		t.Error("seven words of literature.md passed as ours")
	}
}

// TestDecidedShare: a field row's share is of the games with a winner. Where every game has one
// (Chinese Checkers) it is the win rate's estimate exactly; in Blokus, where about a game in ten
// is a tie, it is a's wins over a's and b's (458 of 911), not over the 1,008 games.
func TestDecidedShare(t *testing.T) {
	data := filepath.Join("..", "reports", "data")
	cc := "match-mcts-solver-cc4p.jsonl"
	got, err := decidedShare(cc, "mcts(solver)", "mcts")(data)
	if err != nil {
		t.Fatal(err)
	}
	want, err := winShare(cc, "mcts(solver)")(data)
	if err != nil {
		t.Fatal(err)
	}
	if got.Value != want.Value || got.SE != want.SE || got.Neff != want.Neff || got.N != want.N {
		t.Errorf("%s: decided share %+v, win rate %+v: want the same where every game has a winner", cc, got, want)
	}
	b, err := decidedShare("match-mcts-solver-blokus4p.jsonl", "mcts(solver)", "mcts")(data)
	if err != nil {
		t.Fatal(err)
	}
	if b.N != 911 || b.Value != 458.0/911 {
		t.Errorf("blokus: share %v of %d games, want 458/911", b.Value, b.N)
	}
	if _, err := decidedShare(cc, "mcts(solver)", "maxn")(data); err == nil {
		t.Error("a contestant not in the file: no error")
	}
}
