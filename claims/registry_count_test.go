package claims

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/gonum/stat"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/search/maxn"
)

// writeBench writes a benchmark data file of per-position (or per-trial) node counts: lines[name]
// are the counts of one sample, its name the benchmark's path up to the position.
func writeBench(t *testing.T, dir, file, leaf string, lines map[string][]float64) {
	t.Helper()
	var b strings.Builder
	b.WriteString("Unit nodes/op assume=exact\n")
	names := make([]string, 0, len(lines))
	for n := range lines {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		for i, v := range lines[n] {
			fmt.Fprintf(&b, "%s/%s=%s 1 %g nodes/op\n", n, leaf, fmt.Sprintf(map[string]string{"pos": "star73_024_%03d", "trial": "%d"}[leaf], i), v)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, file), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestNcMinRatio: the smallest per-position ratio over the depths, exact, with the searches
// below 1 counted; a ratio below 1 on one position puts a "never more" range outside.
func TestNcMinRatio(t *testing.T) {
	dir := t.TempDir()
	base := "BenchmarkSearchPos/board=star73/seats=024/suite=mid/algo="
	writeBench(t, dir, "s.txt", "pos", map[string][]float64{
		base + "maxn/depth=1":              {10, 20, 30},
		base + "maxn(speculative)/depth=1": {10, 20, 30},
		base + "maxn/depth=2":              {100, 200, 300},
		base + "maxn(speculative)/depth=2": {50, 250, 100},
	})
	e, err := ncMinRatio("s.txt", sturtevantGroup, "maxn", "maxn(speculative)", []int{1, 2})(dir)
	if err != nil {
		t.Fatal(err)
	}
	if e.Value != 0.8 || e.SE != 0 || e.N != 6 || !strings.Contains(e.Text, "below 1 on 1 of 6 searches") || !strings.Contains(e.Text, "position 1 at depth 2") {
		t.Errorf("min ratio %v (SE %v, n %d): %s", e.Value, e.SE, e.N, e.Text)
	}
	if v := rangeVerdict(e, more1); v != NotReproduced {
		t.Errorf("a ratio of 0.8 on one position: %s, want %s", v, NotReproduced)
	}
	if v := rangeVerdict(exact(1), more1); v != Reproduced {
		t.Errorf("a ratio of exactly 1: %s, want %s (the bound is inclusive)", v, Reproduced)
	}
	r, err := ncRatioDepths("s.txt", sturtevantGroup, "maxn", "maxn(speculative)", []int{1, 2})(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Parts) != 2 || r.Parts[0].Value != 1 || math.Abs(r.Parts[1].Value-600.0/400) > 1e-12 {
		t.Errorf("mean ratios per depth: %+v", r.Parts)
	}
	// Positions that differ between the two samples are an error, not a ratio.
	writeBench(t, dir, "bad.txt", "pos", map[string][]float64{base + "maxn/depth=1": {1, 2}, base + "maxn(speculative)/depth=1": {1}})
	if _, err := ncMinRatio("bad.txt", sturtevantGroup, "maxn", "maxn(speculative)", []int{1})(dir); err == nil {
		t.Error("samples of different positions: no error")
	}
}

// TestGlass: Polk & Oommen's effect sizes are Glass's delta (the BRS SD), not the pooled SD's
// standardized difference: Table 1's three printed values from its means and SDs; and the SE of
// glass covers its sampling error (simulated, normal trials).
func TestGlass(t *testing.T) {
	for _, c := range []struct{ mb, sb, mt, st, printed float64 }{
		{264000, 32000, 237000, 29000, 0.84},
		{6859000, 695000, 6443000, 805000, 0.61},
		{3485000, 850000, 3070000, 836000, 0.49},
	} {
		g := glass(c.mb, c.sb, 50, c.mt, 50)
		pooled := (c.mb - c.mt) / math.Sqrt((c.sb*c.sb+c.st*c.st)/2)
		if math.Abs(g.Value-c.printed) > 0.015 {
			t.Errorf("Glass's delta %.3f, printed %.2f", g.Value, c.printed)
		}
		if c.printed == 0.84 && math.Abs(pooled-c.printed) < 0.03 {
			t.Errorf("the pooled SD's difference %.3f also fits: the test does not tell them apart", pooled)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	const runs, n, delta = 2000, 50, 0.5
	var ds, ses []float64
	for range runs {
		b, tr := make([]float64, n), make([]float64, n)
		for i := range n {
			b[i], tr[i] = r.NormFloat64(), r.NormFloat64()-delta
		}
		g := glass(stat.Mean(b, nil), stat.StdDev(b, nil), n, stat.Mean(tr, nil), n)
		ds, ses = append(ds, g.Value), append(ses, g.SE)
	}
	sd, se := stat.StdDev(ds, nil), stat.Mean(ses, nil)
	if math.Abs(se/sd-1) > 0.1 {
		t.Errorf("Glass's delta at %.1f, %d trials each: SD over %d runs %.3f, mean SE %.3f", delta, n, runs, sd, se)
	}
}

// TestEffectSize: effectSize reads a cell's trials and gives Glass's delta of them.
func TestEffectSize(t *testing.T) {
	dir := t.TempDir()
	base := "BenchmarkProtocol/board=star73/seats=024/suite=initial/algo="
	writeBench(t, dir, "p.txt", "trial", map[string][]float64{
		base + "brs/depth=4":             {10, 12, 14, 16},
		base + "brs(threat=mtf)/depth=4": {9, 10, 11, 12},
	})
	e, err := effectSize("p.txt", protocol("024", "initial"), "brs", "brs(threat=mtf)", 4)(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := (13 - 10.5) / stat.StdDev([]float64{10, 12, 14, 16}, nil)
	if math.Abs(e.Value-want) > 1e-12 || !(e.SE > 0) || !strings.Contains(e.Text, "(4 trials each)") {
		t.Errorf("effect size %v (SE %v), want %v: %s", e.Value, e.SE, want, e.Text)
	}
}

// TestCountRows: the count's rows measure what they say on the committed data: the orderings of
// two tables pair cells of one table only, every part of a multi-cell row is labelled, and Franks'
// per-board share is his figure's count.
func TestCountRows(t *testing.T) {
	if testing.Short() {
		t.Skip("reads committed data files")
	}
	data := filepath.Join("..", "reports", "data")
	byID := map[string]Claim{}
	for _, c := range countClaims() {
		byID[c.ID] = c
	}
	for id, pairs := range map[string]int{"threat-cc-4-5-over-3-6": 12, "threat-cc-4p-over-3p": 2, "threat-5p-dis-greatest": 4} {
		c, ok := byID[id]
		if !ok {
			t.Fatalf("no row %s", id)
		}
		o, err := c.Measure(data)
		if err != nil {
			t.Fatal(err)
		}
		if len(o.Parts) != pairs || len(c.Theirs.Parts) != pairs {
			t.Errorf("%s: %d differences of ours, %d of the paper's, want %d", id, len(o.Parts), len(c.Theirs.Parts), pairs)
		}
		for _, p := range o.Parts {
			a, b, _ := strings.Cut(p.Text, " - ")
			if strings.HasSuffix(a, "initial") != strings.HasSuffix(b, "initial") {
				t.Errorf("%s: %s pairs cells of two tables", id, p.Text)
			}
		}
	}
	for _, c := range countClaims() {
		if c.Rule != Sign && c.Rule != Range {
			continue
		}
		o, err := c.Measure(data)
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		for _, p := range o.Parts {
			if p.Text == "" || !(p.SE >= 0) {
				t.Errorf("%s: a part without its label or SE: %+v", c.ID, p)
			}
		}
	}
	share, err := franksShare(13, "triangle", 'B')(data)
	if err != nil {
		t.Fatal(err)
	}
	counts, err := franksCounts(13, "triangle", []byte{'P', 'M', 'B'})(data)
	if err != nil {
		t.Fatal(err)
	}
	if want := float64(counts.Counts[2]) / float64(counts.N); share.Value != want || share.N != counts.N {
		t.Errorf("BRS's share of Fig. 13 (triangle) %v of %d, its counts give %v of %d", share.Value, share.N, want, counts.N)
	}
}

// TestMissingNamesRows: a claim without a row that names the row deciding it (a repeated cell,
// a summary) names one of the registry's.
func TestMissingNamesRows(t *testing.T) {
	ids := map[string]bool{}
	for _, c := range Registry() {
		ids[c.ID] = true
	}
	re := regexp.MustCompile("rows? ((?:opps|sturtevant|franks|mpmix|threat)-[a-z0-9*-]*[a-z0-9*])")
	for _, m := range missingCounted() {
		found := re.FindAllStringSubmatch(m.Why, -1)
		if m.Kind == Repeated && len(found) == 0 {
			t.Errorf("%s %s: a repeated cell names no row that decides it", m.Paper, m.Where)
		}
		for _, f := range found {
			if id := f[1]; !strings.Contains(id, "*") && !ids[id] {
				t.Errorf("%s %s: names the row %s, which the registry does not hold", m.Paper, m.Where, id)
			}
		}
	}
}

// TestUniform: the synthetic trees of Sturtevant's same-evaluation sentence are what they say:
// every node has b children (max^n's NC is the full tree, 1 + b + ... + b^d), and pruning never
// changes the root's value or move; on them last-branch pruning cuts on every tree and shallow
// pruning on none (the rows' numbers), and speculative pruning at least as often as last-branch.
func TestUniform(t *testing.T) {
	for _, c := range uniformCases {
		full := int64(0)
		for k, w := 0, int64(1); k <= c.depth; k, w = k+1, w*int64(c.b) {
			full += w
		}
		plain := uniformSearch(maxn.None, c)
		if plain.NC != full || plain.Stats.Cutoffs != 0 {
			t.Errorf("%+v: plain max^n NC %d (want the full tree's %d), %d cutoffs", c, plain.NC, full, plain.Stats.Cutoffs)
		}
		var cuts []int64
		for _, p := range []maxn.Prune{maxn.Shallow, maxn.LastBranch, maxn.Speculative} {
			r := uniformSearch(p, c)
			if r.Move != plain.Move || r.Value != plain.Value {
				t.Errorf("%+v: %v moves %v value %v, plain max^n %v %v", c, p, r.Move, r.Value, plain.Move, plain.Value)
			}
			cuts = append(cuts, r.Stats.Cutoffs)
		}
		if cuts[0] != 0 || cuts[1] < 1 || cuts[2] < cuts[1] {
			t.Errorf("%+v: cutoffs shallow %d, last-branch %d, speculative %d", c, cuts[0], cuts[1], cuts[2])
		}
	}
	for _, p := range []maxn.Prune{maxn.Shallow, maxn.LastBranch} {
		e, err := uniformPrunes(p)("")
		if err != nil || len(e.Parts) != len(uniformCases) {
			t.Fatalf("%v: %d parts, %v", p, len(e.Parts), err)
		}
	}
}

// TestOrdered: the ordered trees of Sturtevant's optimal-ordering sentence: speculative max^n
// returns their exact max^n value under every ordering, and the optimal ordering puts first,
// at every node, a child whose exact value is the node's.
func TestOrdered(t *testing.T) {
	var check func(tr *orderedTree) bool
	check = func(tr *orderedTree) bool {
		if tr.Terminal() {
			return true
		}
		moves := tr.Moves(make([]uniformMove, 0, gamekit.MaxMoves))
		tr.Order(moves)
		want := tr.exact()
		for i, m := range moves {
			tr.Make(m)
			v := tr.exact()
			ok := check(tr)
			tr.Unmake(m)
			if !ok || (i == 0 && v[tr.mover] != want[tr.mover]) {
				return false
			}
		}
		return true
	}
	for _, c := range []orderedCase{{3, 3, 4}, {4, 3, 5}} {
		for seed := uint64(1); seed <= 3; seed++ {
			if !check(newOrderedTree(c.n, c.b, c.h, seed, optimal)) {
				t.Errorf("%+v seed %d: a node's first child in optimal order is not its best", c, seed)
			}
			for _, o := range []treeOrder{generated, optimal, pessimal} {
				r, _ := orderedSearch(c, seed, o)
				if want := newOrderedTree(c.n, c.b, c.h, seed, o).exact(); r.Value.Vec != want {
					t.Errorf("%+v seed %d, %v order: value %v, exact max^n %v", c, seed, o, r.Value.Vec, want)
				}
			}
		}
	}
	e, err := reexpansionsUnder(optimal)("")
	if err != nil || len(e.Parts) != len(orderedCases) {
		t.Fatalf("%d parts, %v", len(e.Parts), err)
	}
}
