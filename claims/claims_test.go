package claims

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestQuotes checks every quote against the papers' texts, read from the folder named by
// CCTREE_PAPERS (the texts are not the project's to ship; CI points it at its copies).
func TestQuotes(t *testing.T) {
	dir := os.Getenv("CCTREE_PAPERS")
	if dir == "" {
		t.Skip("CCTREE_PAPERS is not set: the papers' texts are not available")
	}
	texts, err := Texts(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckQuotes(texts, Registry); err != nil {
		t.Error(err)
	}
	// The check can fail: a word changed, fragments out of order, or too far apart.
	c := Registry[0]
	if CheckQuote(texts[c.Paper], []string{c.Quote[0] + " (sic)"}) == nil {
		t.Error("a changed quote passed")
	}
	if CheckQuote(texts["opps"], []string{"Table 2: Performance", "Table 1: Performance"}) == nil {
		t.Error("fragments out of order passed")
	}
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"a  b\n\tc":           "a b c",
		"Move-to-\n  Front":   "Move-toFront",
		"six-\nplayer games ": "sixplayer games",
		"no change":           "no change",
		"  ± 3.1%\n":          "± 3.1%",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestValidate(t *testing.T) {
	if err := Validate(Registry); err != nil {
		t.Fatal(err)
	}
	bad := []Claim{Registry[0], Registry[0]} // repeated id
	if Validate(bad) == nil {
		t.Error("a repeated id passed")
	}
	c := Registry[0]
	c.ID, c.Rule, c.Margin = "x", Null, 0
	if Validate([]Claim{c}) == nil {
		t.Error("a null rule without its margin passed")
	}
}

// TestCommittedVerdicts fails when REPRODUCTION.md's generated table differs from the one
// computed from the registry and the committed data.
func TestCommittedVerdicts(t *testing.T) {
	if testing.Short() {
		t.Skip("reads every committed data file")
	}
	root := filepath.Join("..", "reports")
	doc, err := os.ReadFile(filepath.Join(root, "REPRODUCTION.md"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Evaluate(filepath.Join(root, "data"), Registry)
	if err != nil {
		t.Fatal(err)
	}
	want, err := Update(string(doc), Table(res))
	if err != nil {
		t.Fatal(err)
	}
	if want != string(doc) {
		t.Error("reports/REPRODUCTION.md's table differs from the computed verdicts: run go run ./tools/cctree claims and commit")
	}
	for _, r := range res {
		if r.Decision.Verdict == Reproduced && r.Rule != Band && (r.Theirs.Value < r.Ours.Lo || r.Theirs.Value > r.Ours.Hi) {
			t.Errorf("%s: reproduced with the paper's %v outside our [%v, %v]", r.ID, r.Theirs.Value, r.Ours.Lo, r.Ours.Hi)
		}
	}
}

func share(p float64, n int) Estimate { return proportion(p, n) }

func TestWithin(t *testing.T) {
	for _, c := range []struct {
		name    string
		p, o    Estimate
		verdict string
	}{
		{"inside, enough games", paperPM(0.562, 0.031), share(0.563, 1008), Reproduced},
		{"outside, same side", paperPM(0.765, 0.026), share(0.602, 1054), Direction},
		{"outside, other side", paperPM(0.60, 0.03), share(0.40, 1000), Contradicted},
		{"outside, ours not significant", paperPM(0.70, 0.03), share(0.52, 200), Inconclusive},
		{"inside, too few games", paperShare(0.516, 500), share(0.528, 504), Inconclusive},
	} {
		d := Decide(Within, c.p, c.o, 0.5, 0, [2]float64{})
		if d.Verdict != c.verdict {
			t.Errorf("%s: %s (%s), want %s", c.name, d.Verdict, d.Basis, c.verdict)
		}
	}
}

// TestEquivalenceRejectsNoSkill: an outcome at the fair share never agrees with a paper that
// reports skill, whatever the number of games; an outcome at the paper's value with many games
// does.
func TestEquivalenceRejectsNoSkill(t *testing.T) {
	for _, f := range franksFigures {
		p := float64(f.wins) / float64(f.games)
		if math.Abs(p-f.seats) < 1e-9 {
			continue
		}
		for _, n := range []int{90, 1000, 100000} {
			noSkill := share(f.seats, n)
			if d := Decide(Equivalence, paperShare(p, f.games), noSkill, f.seats, 0, [2]float64{}); d.Verdict == Reproduced {
				t.Errorf("fig %d %s: a no-skill outcome of %d games passed: %s", f.fig, f.board, n, d.Basis)
			}
		}
	}
	d := Decide(Equivalence, paperShare(0.7, 100000), share(0.7, 100000), 1.0/3, 0, [2]float64{})
	if d.Verdict != Reproduced || d.Power < 0.99 {
		t.Errorf("equal shares of 100,000 games: %s, power %v (%s)", d.Verdict, d.Power, d.Basis)
	}
	// A small effect in few games cannot be shown equivalent: the margin is narrower than the error.
	d = Decide(Equivalence, paperShare(0.45, 90), share(0.45, 90), 1.0/3, 0, [2]float64{})
	if d.Verdict != Inconclusive || d.Power > 0.05 {
		t.Errorf("equal shares of 90 games, small effect: %s, power %v, want inconclusive (%s)", d.Verdict, d.Power, d.Basis)
	}
}

func TestBandAndNull(t *testing.T) {
	if d := Decide(Band, exact(10), exact(18), 1, 0, oom); d.Verdict != Reproduced {
		t.Errorf("18x in an order of magnitude: %s", d.Verdict)
	}
	if d := Decide(Band, exact(10), exact(40), 1, 0, oom); d.Verdict != Direction {
		t.Errorf("40x for an order of magnitude: %s", d.Verdict)
	}
	if d := Decide(Band, exact(10), exact(0.5), 1, 0, oom); d.Verdict != Contradicted {
		t.Errorf("0.5x for an order of magnitude: %s", d.Verdict)
	}
	if d := Decide(Null, exact(0), normal(0.01, 0.01, 50), 0, 0.05, [2]float64{}); d.Verdict != Reproduced {
		t.Errorf("1%% ± 1%% against no effect: %s", d.Verdict)
	}
	if d := Decide(Null, exact(0), normal(0.21, 0.04, 50), 0, 0.05, [2]float64{}); d.Verdict != Contradicted {
		t.Errorf("21%% ± 4%% against no effect: %s", d.Verdict)
	}
	if d := Decide(Null, exact(0), normal(0.03, 0.04, 50), 0, 0.05, [2]float64{}); d.Verdict != Inconclusive {
		t.Errorf("3%% ± 4%% against no effect: %s", d.Verdict)
	}
}

// TestSaving checks the delta-method error of a saving against a simulation-free case: equal
// samples give no saving, and the error shrinks as 1/sqrt(n).
func TestSaving(t *testing.T) {
	a := savingOf(100, 20, 50, 100, 20, 50)
	b := savingOf(100, 20, 200, 100, 20, 200)
	if a.Value != 0 || math.Abs(a.SE/b.SE-2) > 1e-9 {
		t.Errorf("saving %v ± %v, %v ± %v", a.Value, a.SE, b.Value, b.SE)
	}
}

// TestMeanAndDiff: the mean of independent savings has SE sqrt(Σ SE²)/k and prints their range;
// a difference has SE hypot(SE_a, SE_b).
func TestMeanAndDiff(t *testing.T) {
	a, b, c := normal(0.10, 0.03, 50), normal(0.20, 0.04, 50), normal(0.06, 0.00, 50)
	m := meanOf(a, b, c)
	if math.Abs(m.Value-0.12) > 1e-12 || math.Abs(m.SE-0.05/3) > 1e-12 || m.N != 150 {
		t.Errorf("meanOf = %+v, want 0.12 with SE 0.05/3", m)
	}
	if want := "12.0% [8.7, 15.3], the mean of 3 cells (from 6.0% to 20.0%)"; m.Text != want {
		t.Errorf("meanOf text %q, want %q", m.Text, want)
	}
	d := diffOf(b, a)
	if math.Abs(d.Value-0.10) > 1e-12 || math.Abs(d.SE-0.05) > 1e-12 || math.Abs(d.Lo-(0.10-z975*0.05)) > 1e-12 {
		t.Errorf("diffOf = %+v, want 0.10 with SE 0.05", d)
	}
	if want := "20.0% - 10.0% = +10.0 points [+0.2, +19.8]"; d.Text != want {
		t.Errorf("diffOf text %q, want %q", d.Text, want)
	}
}

// TestGameCells: every row of the paper's game tables is measured on the cell of ours it names
// (the game spec with its players, the start, the depth and the rule), and its number is the
// saving of the quoted rows.
func TestGameCells(t *testing.T) {
	ids := map[string]bool{}
	for _, c := range gameCells {
		cl := c.claim()
		ids[cl.ID] = true
		if cl.Quote[1] != c.none || cl.Quote[2] != c.row {
			t.Errorf("%s: quote %q", cl.ID, cl.Quote)
		}
		if want := 1 - c.mt/c.mb; math.Abs(cl.Theirs.Value-want) > 1e-12 {
			t.Errorf("%s: theirs %v, want %v", cl.ID, cl.Theirs.Value, want)
		}
		// The numbers are the quoted rows' (mean and SD), but where the note says the paper
		// misprinted one.
		for i, row := range []string{c.none, c.row} {
			f := strings.Fields(row)
			m, _ := strconv.ParseFloat(strings.ReplaceAll(f[len(f)-2], ",", ""), 64)
			sd, _ := strconv.ParseFloat(strings.ReplaceAll(f[len(f)-1], ",", ""), 64)
			want := [][2]float64{{c.mb, c.sb}, {c.mt, c.st}}[i]
			if (m != want[0] || sd != want[1]) && !strings.Contains(c.note, "printed") {
				t.Errorf("%s: the quoted row %q is %v, %v; the cell has %v", cl.ID, row, m, sd, want)
			}
		}
	}
	for _, id := range []string{"threat-virus-t2-pos", "threat-focus-t3-transpose", "threat-virus-t11-ahead", "threat-virus-t13-5p", "threat-focus-t15-4p"} {
		if !ids[id] {
			t.Errorf("no claim %s", id)
		}
	}
	// Tables 2, 6, 10 and 11 have four rules, 3 and 7 two (their starred rows repeat), 12-15 one
	// per player count: 32 rows.
	if len(gameCells) != 32 {
		t.Errorf("%d cells, want 32", len(gameCells))
	}
}
