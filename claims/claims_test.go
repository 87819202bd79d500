package claims

import (
	"math"
	"os"
	"path/filepath"
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
