package claims

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"
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
	if err := CheckQuotes(texts, Registry()); err != nil {
		t.Error(err)
	}
	if err := CheckMissing(texts, Missing()); err != nil {
		t.Error(err)
	}
	// The check can fail: a word changed, fragments out of order, or too far apart.
	c := Registry()[0]
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
	if err := Validate(Registry()); err != nil {
		t.Fatal(err)
	}
	bad := []Claim{Registry()[0], Registry()[0]} // repeated id
	if Validate(bad) == nil {
		t.Error("a repeated id passed")
	}
	c := Registry()[0]
	c.ID, c.Rule, c.Margin = "x", Null, 0
	if Validate([]Claim{c}) == nil {
		t.Error("a null rule without its margin passed")
	}
	// A compare against a paper value at the null: margin 0, cannot pass.
	c.Rule, c.Theirs, c.Null = Compare, paperShare(1.0/3, 90), 1.0/3
	if Validate([]Claim{c}) == nil {
		t.Error("a compare at the null passed")
	}
	// A compare whose paper's error alone exceeds its margin.
	c.Theirs, c.Margin = paperShare(0.38, 90), 0.04
	if Validate([]Claim{c}) == nil {
		t.Error("a compare that cannot pass passed")
	}
	c.Theirs, c.Margin = paperShare(0.6, 1000), 0
	if err := Validate([]Claim{c}); err != nil {
		t.Errorf("a compare that can pass: %v", err)
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
	res, err := Evaluate(filepath.Join(root, "data"), Registry())
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
	// The coverage table's counts are the registry's: decided rows by verdict (the tally's
	// total), claims without a row by kind (Missing and the rows waiting for their sample).
	decided, kinds := map[bool]int{}, map[string]int{}
	for _, m := range Missing() {
		kinds[m.Kind]++
	}
	for _, r := range res {
		if r.Pending != nil {
			kinds[r.Pending.Kind]++
			continue
		}
		decided[r.Decision.Verdict == NotComp]++
	}
	all := fmt.Sprintf("| all | %d | %d |", decided[false], decided[true])
	for _, k := range missingKinds {
		all += fmt.Sprintf(" %d |", kinds[k])
	}
	if !strings.Contains(string(doc), all) || !strings.Contains(string(doc), fmt.Sprintf("%d rows decided: ", decided[false]+decided[true])) {
		t.Errorf("the coverage table's totals are not the registry's %s", all)
	}
	for _, r := range res {
		// "direction" is an effect's verdict only: a value, a range or a ranking unlike the
		// paper's is not half a success.
		if r.Pending == nil && r.Decision.Verdict == Direction && r.KindOf() != KindEffect {
			t.Errorf("%s: direction on a %s claim", r.ID, r.KindOf())
		}
		if !slices.Contains(Kinds, r.KindOf()) {
			t.Errorf("%s: no kind", r.ID)
		}
		if r.Rule != Compare || r.Pending != nil {
			continue
		}
		lo, hi := r.Ours.interval(r.Decision.Level)
		sigPaperSide := (r.Theirs.Value > r.Null && lo > r.Null) || (r.Theirs.Value < r.Null && hi < r.Null)
		differs := math.Abs(r.Ours.Value-r.Theirs.Value) > z975*math.Hypot(r.Ours.SE, r.Theirs.SE)
		switch v := r.Decision.Verdict; {
		case v == Inconclusive && (sigPaperSide || differs):
			t.Errorf("%s: inconclusive with ours significant on the paper's side or differing from it", r.ID)
		case v == Reproduced && differs:
			t.Errorf("%s: reproduced though ours and the paper's differ significantly", r.ID)
		}
	}
}

func share(p float64, n int) Estimate { return shareOf(p, n, float64(n)) }

func TestCompare(t *testing.T) {
	for _, c := range []struct {
		name    string
		p, o    Estimate
		verdict string
	}{
		{"agrees, enough games", paperPM(0.562, 0.031), share(0.563, 1008), Reproduced},
		{"significant, differs from the paper", paperPM(0.765, 0.026), share(0.602, 1054), Direction},
		{"significant the other way", paperPM(0.60, 0.03), share(0.40, 1000), Contradicted},
		{"no effect, paper rejected", paperPM(0.60, 0.02), share(0.50, 10000), NotReproduced},
		{"no effect, paper not rejected", paperPM(0.65, 0.15), share(0.52, 50), Inconclusive},
		// The cases: 520/1000 against a paper's 0.55 is not reproduced (not significant).
		{"520 of 1000 against 0.55", paperShare(0.55, 1000), share(0.52, 1000), Inconclusive},
		// Zero wins and all wins keep an error: no "reproduced" from 1 game or 10.
		{"1 of 1 against 0.6", paperShare(0.6, 100), share(1, 1), Inconclusive},
		{"10 of 10 against 0.9", paperShare(0.9, 100), share(1, 10), Reproduced},
		{"10 of 10 against 0.6", paperShare(0.6, 1000), share(1, 10), Direction},
	} {
		d := Decide(Compare, c.p, c.o, 0.5, 0, [2]float64{})
		if d.Verdict != c.verdict {
			t.Errorf("%s: %s (%s), want %s", c.name, d.Verdict, d.Basis, c.verdict)
		}
	}
	// A precise null result against a paper's 0.60 is "not reproduced", not inconclusive.
	if d := Decide(Compare, paperShare(0.6, 1000), share(0.5, 10000), 0.5, 0, [2]float64{}); d.Verdict != NotReproduced {
		t.Errorf("0.500 of 10,000 against 0.60: %s (%s)", d.Verdict, d.Basis)
	}
	// 20 of 20 against 0.9 keeps an error and a power below 1.
	if o := share(1, 20); o.SE < 0.01 {
		t.Errorf("20 of 20: SE %v", o.SE)
	}
	if d := Decide(Compare, paperShare(0.9, 20), share(1, 20), 0.5, 0, [2]float64{}); d.Power > 0.96 {
		t.Errorf("20 of 20 against 0.9: power %.2f", d.Power)
	}
	// The inconclusive verdict names the sample that would decide it.
	d := Decide(Compare, paperShare(0.6, 1000), share(0.56, 100), 0.5, 0, [2]float64{})
	if d.Verdict != Inconclusive || !strings.Contains(d.Basis, "(ours: 100) would reproduce it 80% of the time") {
		t.Errorf("56 of 100 against 0.6: %s (%s)", d.Verdict, d.Basis)
	}
}

// binomial draws a share of n trials at rate p.
func binomial(rng *rand.Rand, n int, p float64) float64 {
	return distuv.Binomial{N: float64(n), P: p, Src: rng}.Rand() / float64(n)
}

// TestCompareSimulated: for each scenario, outcomes without skill (ours' true rate the null)
// give "reproduced" at most 5% of the time, and exact replications (ours' and the paper's true
// rates both the paper's value) give it at the stated power within 5 points.
func TestCompareSimulated(t *testing.T) {
	const runs = 2000
	rng := rand.New(rand.NewPCG(33, 1))
	for _, c := range []struct {
		p      float64
		np, no int
		null   float64
	}{
		{0.545, 1000, 1000, 0.5}, {0.55, 1000, 1000, 0.5}, {0.55, 1000, 8000, 0.5}, {0.6, 500, 500, 0.5},
		{0.7, 500, 500, 0.5}, {0.562, 1000, 1008, 0.5}, {0.9, 20, 40, 0.5}, {0.45, 90, 1000, 1.0 / 3}, {0.2, 500, 2000, 0.25},
	} {
		margin := math.Abs(c.p - c.null)
		paper := paperShare(c.p, c.np)
		power := comparePower(paper, share(c.p, c.no), c.null, margin, Alpha)
		noSkill, replicated := 0, 0
		for range runs {
			o := binomial(rng, c.no, c.null)
			if compare(paper, share(o, c.no), c.null, margin, Alpha, false).Verdict == Reproduced {
				noSkill++
			}
			pp, oo := binomial(rng, c.np, c.p), binomial(rng, c.no, c.p)
			if compare(paperShare(pp, c.np), share(oo, c.no), c.null, margin, Alpha, false).Verdict == Reproduced {
				replicated++
			}
		}
		fp, rp := float64(noSkill)/runs, float64(replicated)/runs
		t.Logf("paper %.3f of %d, ours %d, null %.3f: no skill reproduced %.3f; replication reproduced %.3f, stated power %.3f", c.p, c.np, c.no, c.null, fp, rp, power)
		if fp > 0.05 {
			t.Errorf("paper %.3f of %d, ours %d: a no-skill outcome reproduced %.3f of the time", c.p, c.np, c.no, fp)
		}
		if math.Abs(rp-power) > 0.05 {
			t.Errorf("paper %.3f of %d, ours %d: replications reproduced %.3f, stated power %.3f", c.p, c.np, c.no, rp, power)
		}
	}
}

// TestCompareSimulatedNormal: the same for numbers with a normal error (a saving of Polk &
// Oommen's protocol: the paper's from its 50 trials, ours from our trials).
func TestCompareSimulatedNormal(t *testing.T) {
	const runs = 4000
	rng := rand.New(rand.NewPCG(37, 1))
	for _, c := range []struct{ p, sp, so float64 }{{0.14, 0.06, 0.05}, {0.14, 0.04, 0.02}, {0.10, 0.02, 0.02}, {0.012, 0.025, 0.01}} {
		paper := normal(c.p, c.sp, 50)
		margin := defaultMargin(paper, 0, 0)
		power := comparePower(paper, normal(c.p, c.so, 50), 0, margin, Alpha)
		noSkill, replicated := 0, 0
		for range runs {
			if compare(paper, normal(c.so*rng.NormFloat64(), c.so, 50), 0, margin, Alpha, false).Verdict == Reproduced {
				noSkill++
			}
			pp, oo := normal(c.p+c.sp*rng.NormFloat64(), c.sp, 50), normal(c.p+c.so*rng.NormFloat64(), c.so, 50)
			if compare(pp, oo, 0, margin, Alpha, false).Verdict == Reproduced {
				replicated++
			}
		}
		fp, rp := float64(noSkill)/runs, float64(replicated)/runs
		t.Logf("paper %.3f ± %.3f, ours ± %.3f, margin %.3f: no skill reproduced %.3f; replication reproduced %.3f, stated power %.3f", c.p, c.sp, c.so, margin, fp, rp, power)
		if fp > 0.05 {
			t.Errorf("paper %.3f: a no-skill outcome reproduced %.3f of the time", c.p, fp)
		}
		if math.Abs(rp-power) > 0.05 {
			t.Errorf("paper %.3f: replications reproduced %.3f, stated power %.3f", c.p, rp, power)
		}
	}
}

// TestNullSimulated: with no effect the null rule passes at its stated power within 5 points;
// with an effect the size of the margin it passes at most 5% of the time (the TOST's level).
func TestNullSimulated(t *testing.T) {
	const runs = 2000
	rng := rand.New(rand.NewPCG(34, 1))
	for _, c := range []struct {
		n            int
		null, margin float64
	}{{504, 0.5, 0.05}, {2000, 0.5, 0.05}, {1000, 0.25, 0.03}} {
		power := nullPower(share(c.null, c.n), c.null, c.margin)
		pass, fp := 0, 0
		for range runs {
			if nullRule(share(binomial(rng, c.n, c.null), c.n), c.null, c.margin, Alpha).Verdict == Reproduced {
				pass++
			}
			if nullRule(share(binomial(rng, c.n, c.null+c.margin), c.n), c.null, c.margin, Alpha).Verdict == Reproduced {
				fp++
			}
		}
		t.Logf("n %d, null %.2f ± %.2f: passes %.3f (stated %.3f); with an effect of the margin %.3f", c.n, c.null, c.margin, float64(pass)/runs, power, float64(fp)/runs)
		if math.Abs(float64(pass)/runs-power) > 0.05 {
			t.Errorf("n %d: passed %.3f, stated power %.3f", c.n, float64(pass)/runs, power)
		}
		// The TOST's level is 5%; binomial steps and the simulation's own error (0.5 points)
		// allow a point more.
		if float64(fp)/runs > 0.06 {
			t.Errorf("n %d: an effect of the margin passed %.3f of the time", c.n, float64(fp)/runs)
		}
	}
}

// TestJointSimulated: two samples of the same three-way shares differ by the chi-square test
// 5% of the time within 2 points; shares that differ by 20 points in 180 games are told apart.
func TestJointSimulated(t *testing.T) {
	const runs = 4000
	rng := rand.New(rand.NewPCG(35, 1))
	draw := func(n int, p []float64) []int {
		c := make([]int, len(p))
		for range n {
			u, i := rng.Float64(), 0
			for ; i < len(p)-1 && u >= p[i]; i++ {
				u -= p[i]
			}
			c[i]++
		}
		return c
	}
	same, apart := 0, 0
	shares := []float64{0.35, 0.3, 0.35}
	for range runs {
		if joint(Estimate{Counts: draw(180, shares)}, Estimate{Counts: draw(180, shares)}, Alpha).Verdict == NotReproduced {
			same++
		}
	}
	for range runs / 10 {
		if joint(Estimate{Counts: draw(180, shares)}, Estimate{Counts: draw(180, []float64{0.15, 0.3, 0.55})}, Alpha).Verdict == NotReproduced {
			apart++
		}
	}
	t.Logf("same shares told apart %.3f; shares 20 points apart %.3f", float64(same)/runs, float64(apart)/(runs/10))
	if r := float64(same) / runs; math.Abs(r-0.05) > 0.02 {
		t.Errorf("same shares rejected %.3f of the time, want 0.05 ± 0.02", r)
	}
	if r := float64(apart) / (runs / 10); r < 0.9 {
		t.Errorf("shares 20 points apart told apart %.3f of the time", r)
	}
}

// TestHolm: a known case, and the family-wise error of ten tests without effects at most 5%.
func TestHolm(t *testing.T) {
	ps := []float64{0.01, 0.04, 0.03, 0.005, math.NaN()}
	// Holm: sorted 0.005 (x4 = 0.02), 0.01 (x3 = 0.03), 0.03 (x2 = 0.06), 0.04 (x1 -> 0.06).
	levels := holm(ps)
	for i, want := range []bool{true, false, false, true, false} {
		if got := ps[i] <= levels[i]; got != want {
			t.Errorf("p %v at level %v: significant %v, want %v", ps[i], levels[i], got, want)
		}
	}
	rng := rand.New(rand.NewPCG(36, 1))
	const runs = 4000
	any := 0
	for range runs {
		ps := make([]float64, 10)
		for i := range ps {
			ps[i] = rng.Float64() // a p-value without effect is uniform
		}
		l := holm(ps)
		for i := range ps {
			if ps[i] <= l[i] {
				any++
				break
			}
		}
	}
	if r := float64(any) / runs; r > 0.05+0.01 {
		t.Errorf("ten null tests: some significant %.3f of the time", r)
	}
}

func TestRangeAndNull(t *testing.T) {
	// An exact ratio is inside its range or outside it; no "direction" outside on the paper's side.
	if d := Decide(Range, exact(10), exact(18), 1, 0, oom); d.Verdict != Reproduced {
		t.Errorf("18x in an order of magnitude: %s", d.Verdict)
	}
	if d := Decide(Range, exact(10), exact(40), 1, 0, oom); d.Verdict != NotReproduced {
		t.Errorf("40x for an order of magnitude: %s", d.Verdict)
	}
	if d := Decide(Range, exact(10), exact(0.5), 1, 0, oom); d.Verdict != NotReproduced {
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

// TestEvenSharesSimulated: the null rule on shares of the same games (three types, 180 games):
// with even shares it passes at its stated power within 5 points and calls them uneven about
// 5% of the time; with one share off by the margin it passes at most 5% of the time.
func TestEvenSharesSimulated(t *testing.T) {
	const runs, n = 2000, 180
	rng := rand.New(rand.NewPCG(38, 1))
	draw := func(p []float64) []int {
		c := make([]int, len(p))
		for range n {
			u, i := rng.Float64(), 0
			for ; i < len(p)-1 && u >= p[i]; i++ {
				u -= p[i]
			}
			c[i]++
		}
		return c
	}
	even, off := []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}, []float64{1.0/3 - 0.1, 1.0/3 + 0.05, 1.0/3 + 0.05}
	power := evenPower(3, n, 1.0/3, 0.1)
	pass, uneven, falsePass := 0, 0, 0
	for range runs {
		switch evenShares(Estimate{Counts: draw(even)}, 1.0/3, 0.1, Alpha).Verdict {
		case Reproduced:
			pass++
		case Contradicted:
			uneven++
		}
		if evenShares(Estimate{Counts: draw(off)}, 1.0/3, 0.1, Alpha).Verdict == Reproduced {
			falsePass++
		}
	}
	t.Logf("even: passes %.3f (stated %.3f), uneven %.3f; one share 10 points off: passes %.3f", float64(pass)/runs, power, float64(uneven)/runs, float64(falsePass)/runs)
	if math.Abs(float64(pass)/runs-power) > 0.05 {
		t.Errorf("even shares passed %.3f, stated power %.3f", float64(pass)/runs, power)
	}
	if r := float64(uneven) / runs; r > 0.07 {
		t.Errorf("even shares called uneven %.3f of the time", r)
	}
	if r := float64(falsePass) / runs; r > 0.05 {
		t.Errorf("a share off by the margin passed %.3f of the time", r)
	}
}

// TestCoverage: the coverage table counts each paper's rows and claims without a row by kind,
// and every claim without a row has a known paper and kind.
func TestCoverage(t *testing.T) {
	q := func(s string) []string { return []string{s} }
	// Two rows of one claim (opps "a"), and a row waiting for its sample (Pending) of a claim
	// another row decides (opps "b"): the rows count per kind, the claim once.
	res := []Result{
		{Claim: Claim{Paper: "opps", Where: "T1", Quote: q("a")}, Decision: Decision{Verdict: Reproduced}},
		{Claim: Claim{Paper: "opps", Where: "T1", Quote: q("a")}, Decision: Decision{Verdict: Direction}},
		{Claim: Claim{Paper: "opps", Where: "T2", Quote: q("b")}, Decision: Decision{Verdict: NotComp}},
		{Claim: Claim{Paper: "opps", Where: "T2", Quote: q("b")}, Pending: &MissingClaim{Paper: "opps", Where: "T2", Quote: q("b"), Kind: NotRun}},
		{Claim: Claim{Paper: "franks", Where: "F", Quote: q("c")}, Decision: Decision{Verdict: Inconclusive}},
	}
	// Two numbers of one quote are two claims (franks "c"), and so are a missing quote's numbers;
	// a sentence not checkable and a repeated cell are claims of their own kinds.
	res = append(res, Result{Claim: Claim{Paper: "franks", Where: "F", Quote: q("c"), Theirs: exact(0.3)}, Decision: Decision{Verdict: Reproduced}})
	missing := []MissingClaim{{Paper: "opps", Where: "T3", Quote: q("d"), Kind: NotRun}, {Paper: "opps", Where: "§5", Quote: q("e"), Kind: NotInText}, {Paper: "franks", Where: "G", Quote: q("f"), Kind: GameMissing, Numbers: 3}}
	missing = append(missing, MissingClaim{Paper: "franks", Where: "H", Quote: q("g"), Kind: NotCheckable}, MissingClaim{Paper: "opps", Where: "T4", Quote: q("h"), Kind: Repeated})
	got := Coverage(res, missing)
	for _, want := range []string{"| opps | 2 | 1 | 2 | 0 | 0 | 1 | 0 | 1 | 5 |", "| franks | 2 | 0 | 0 | 1 | 0 | 0 | 1 | 0 | 6 |", "| all | 4 | 1 | 2 | 1 | 0 | 1 | 1 | 1 | 11 |"} {
		if !strings.Contains(got, want) {
			t.Errorf("coverage lacks %q:\n%s", want, got)
		}
	}
	for _, m := range Missing() {
		if paperOf(m.Paper) == nil || !slices.Contains(missingKinds, m.Kind) || m.Why == "" || len(m.Quote) == 0 {
			t.Errorf("claim without a row %s %s: paper, kind %q, quote and why are required", m.Paper, m.Where, m.Kind)
		}
	}
}

// TestRankings: rankings joins independent runs' rankings: their differences in turn, labelled
// by run, with each run's covariance on the diagonal and none between runs.
func TestRankings(t *testing.T) {
	run := func(a, b, c float64) Measure {
		return func(string) (Estimate, error) {
			es := []Estimate{normal(a, 0.02, 100), normal(b, 0.03, 100), normal(c, 0.01, 100)}
			cov := [][]float64{{0.0004, 0.0001, 0}, {0.0001, 0.0009, 0}, {0, 0, 0.0001}}
			return rankingOf([]string{"x", "y", "z"}, [][2]int{{0, 1}, {2, 1}}, es, cov), nil
		}
	}
	e, err := rankings([]string{"r1", "r2"}, run(0.5, 0.3, 0.4), run(0.2, 0.1, 0.6))("")
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, q := range e.Parts {
		texts = append(texts, fmt.Sprintf("%s %.2f", q.Text, q.Value))
	}
	if want := []string{"r1: x - y 0.20", "r1: z - y 0.10", "r2: x - y 0.10", "r2: z - y 0.50"}; !slices.Equal(texts, want) {
		t.Errorf("parts %v, want %v", texts, want)
	}
	// Within a run: var(x - y) = 4 + 9 - 2, cov(x - y, z - y) = 0 - 1 - 0 + 9 (units of 1e-4).
	block := [][]float64{{11e-4, 8e-4}, {8e-4, 10e-4}}
	for i := range 4 {
		for j := range 4 {
			want := 0.0
			if i/2 == j/2 {
				want = block[i%2][j%2]
			}
			if math.Abs(e.Cov[i][j]-want) > 1e-12 {
				t.Errorf("cov[%d][%d] = %g, want %g", i, j, e.Cov[i][j], want)
			}
		}
	}
}
