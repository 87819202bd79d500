package compare

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/internal/golden"
)

func read(t *testing.T, name string) *Set {
	t.Helper()
	s, err := ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// verdicts returns "name unit" -> verdict for the rows that are not Same.
func verdicts(rep *Report) map[string]Verdict {
	m := map[string]Verdict{}
	for _, r := range rep.Rows {
		if r.Verdict != Same {
			m[r.Name+" "+r.Unit] = r.Verdict
		}
	}
	return m
}

const (
	perft  = "Perft/board=star73/seats=0134/depth=6"
	search = "Search/board=star73/seats=0134/suite=mid/algo=paranoid/depth=4"
)

func TestCompare(t *testing.T) {
	old := read(t, "old.txt")
	for _, tc := range []struct {
		file string
		want map[string]Verdict // rows whose verdict is not Same
	}{
		// same.txt was run with GOMAXPROCS 8 (-8 suffix), old.txt with 2: they still pair up.
		{"same.txt", map[string]Verdict{}},
		{"regress.txt", map[string]Verdict{perft + " sec/op": Regression, perft + " leaves/s": Regression}},
		{"improve.txt", map[string]Verdict{perft + " sec/op": Improvement, perft + " leaves/s": Improvement}},
		{"worse_small.txt", map[string]Verdict{perft + " sec/op": Worse, perft + " leaves/s": Worse}},
		// One node more is a regression however small; significance does not apply to exact units.
		{"nodes_plus1.txt", map[string]Verdict{search + " nodes/op": Regression, search + " nodes/pos": Regression}},
		{"nodes_minus.txt", map[string]Verdict{search + " nodes/op": Improvement, search + " nodes/pos": Improvement, search + " sec/node": Worse}},
		// Rates are higher-is-better: a 30% drop fails, a 40% rise passes.
		{"rate_regress.txt", map[string]Verdict{perft + " leaves/s": Regression}},
		{"rate_improve.txt", map[string]Verdict{perft + " leaves/s": Improvement}},
		// One run cannot be significant, however large the change.
		{"few_runs.txt", map[string]Verdict{}},
		{"extra_bench.txt", map[string]Verdict{}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			rep := Compare(old, read(t, tc.file), DefaultOptions)
			if len(rep.Rows) != 11 {
				t.Errorf("compared %d rows, want 11", len(rep.Rows))
			}
			got := verdicts(rep)
			for k, v := range tc.want {
				if got[k] != v {
					t.Errorf("%s: verdict %v, want %v", k, got[k], v)
				}
			}
			for k, v := range got {
				if _, ok := tc.want[k]; !ok {
					t.Errorf("%s: verdict %v, want ~", k, v)
				}
			}
		})
	}
}

func TestThresholdOption(t *testing.T) {
	// regress.txt is about 30% slower: a 50% threshold lets it pass, a 5% one does not.
	old, slow := read(t, "old.txt"), read(t, "regress.txt")
	if n := len(Compare(old, slow, Options{Threshold: 0.5, Alpha: 0.05}).Regressions()); n != 0 {
		t.Errorf("threshold 50%%: %d regressions, want 0", n)
	}
	if n := len(Compare(old, slow, Options{Threshold: 0.05, Alpha: 0.05}).Regressions()); n != 2 {
		t.Errorf("threshold 5%%: %d regressions, want 2", n)
	}
	// worse_small.txt is about 8% slower: fails at 5%.
	if n := len(Compare(old, read(t, "worse_small.txt"), Options{Threshold: 0.05, Alpha: 0.05}).Regressions()); n != 2 {
		t.Errorf("worse_small at 5%%: %d regressions, want 2", n)
	}
}

func TestOnlyInOneFile(t *testing.T) {
	old, extra := read(t, "old.txt"), read(t, "extra_bench.txt")
	rep := Compare(old, extra, DefaultOptions)
	if want := []string{"MoveGen/board=star73 sec/op"}; strings.Join(rep.OnlyNew, ",") != strings.Join(want, ",") || len(rep.OnlyOld) != 0 {
		t.Errorf("only new %q, only old %q; want %q and none", rep.OnlyNew, rep.OnlyOld, want)
	}
	rep = Compare(extra, old, DefaultOptions)
	if len(rep.OnlyOld) != 1 || len(rep.OnlyNew) != 0 {
		t.Errorf("reversed: only old %q, only new %q; want one and none", rep.OnlyOld, rep.OnlyNew)
	}
}

// TestReadErrors: files are read by benchfile, whose one-line errors come through unchanged.
func TestReadErrors(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "old.txt"))
	if err != nil {
		t.Fatal(err)
	}
	head := filepath.Join(t.TempDir(), "head.txt") // head -c 1200 old.txt: cut inside a line
	if err := os.WriteFile(head, data[:1200], 0o666); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ file, want string }{
		{filepath.Join("testdata", "malformed.txt"), "malformed.txt:2: parsing measurement"},
		{filepath.Join("testdata", "empty.txt"), "no benchmark results"},
		{filepath.Join("testdata", "missing.txt"), "no such file"},
		{head, "truncated"},
	} {
		_, err := ReadFile(tc.file)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), tc.file+": ") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want one line starting with \"%s: \" containing %q", tc.file, err, tc.file, tc.want)
		}
	}
}

func TestParseThreshold(t *testing.T) {
	for in, want := range map[string]float64{"15%": 0.15, "15": 0.15, "2.5%": 0.025, "0": 0, " 20% ": 0.2} {
		got, err := ParseThreshold(in)
		if err != nil || got != want {
			t.Errorf("ParseThreshold(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "abc", "-5%", "15%%", "NaN", "Inf", "%"} {
		if _, err := ParseThreshold(in); err == nil {
			t.Errorf("ParseThreshold(%q): no error", in)
		}
	}
}

// TestWriteGolden checks the printed report against testdata/*.golden (go test ./analysis/compare
// -run TestWriteGolden -update rewrites them).
func TestWriteGolden(t *testing.T) {
	for _, name := range []string{"regress", "nodes_plus1", "extra_bench"} {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Compare(read(t, "old.txt"), read(t, name+".txt"), DefaultOptions).Write(&buf); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", name+".golden"), buf.Bytes())
		})
	}
}

// TestExactSpread: an exact metric whose runs disagree is a non-deterministic count; the report
// says so.
func TestExactSpread(t *testing.T) {
	const head = "pkg: cctree/bench\nUnit nodes/op assume=exact\n"
	old, err := Read(strings.NewReader(head+"BenchmarkS-2 1 100 ns/op 500 nodes/op\nBenchmarkS-2 1 100 ns/op 500 nodes/op\n"), "old")
	if err != nil {
		t.Fatal(err)
	}
	new, err := Read(strings.NewReader(head+"BenchmarkS-4 1 100 ns/op 500 nodes/op\nBenchmarkS-4 1 100 ns/op 501 nodes/op\n"), "new")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Compare(old, new, DefaultOptions).Write(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "warning: S nodes/op: exact distribution expected") {
		t.Errorf("no warning about the spread of an exact metric:\n%s", buf.String())
	}
}

// TestUnitMetadataInNewOnly: "assume=exact" declared only in the new file still makes the unit exact.
func TestUnitMetadataInNewOnly(t *testing.T) {
	old, _ := Read(strings.NewReader("BenchmarkS 1 100 ns/op 500 nodes/op\n"), "old")
	new, _ := Read(strings.NewReader("Unit nodes/op assume=exact\nBenchmarkS 1 100 ns/op 501 nodes/op\n"), "new")
	if old == nil || new == nil {
		t.Fatal("synthetic input did not read")
	}
	if n := len(Compare(old, new, DefaultOptions).Regressions()); n != 1 {
		t.Errorf("%d regressions, want 1 (nodes/op +1)", n)
	}
}

// TestExactWithoutDeclaration: the project's counts are exact even when neither file declares
// them (benchname.IsExact); other undeclared units are not.
func TestExactWithoutDeclaration(t *testing.T) {
	old, err := Read(strings.NewReader("BenchmarkS 1 100 ns/op 500 nodes/op 7 foo\n"), "old")
	if err != nil {
		t.Fatal(err)
	}
	new, err := Read(strings.NewReader("BenchmarkS 1 100 ns/op 501 nodes/op 8 foo\n"), "new")
	if err != nil {
		t.Fatal(err)
	}
	rep := Compare(old, new, DefaultOptions)
	if got := verdicts(rep); len(got) != 1 || got["S nodes/op"] != Regression {
		t.Errorf("verdicts %v, want only S nodes/op a regression", got)
	}
	for _, r := range rep.Rows {
		if r.Exact != (r.Unit == "nodes/op") {
			t.Errorf("%s: exact %v", r.Unit, r.Exact)
		}
	}
}

// TestFailedRun: a file whose run failed is compared, and the report says it failed.
func TestFailedRun(t *testing.T) {
	old, err := Read(strings.NewReader("BenchmarkS 1 100 ns/op 500 nodes/op\n"), "old")
	if err != nil {
		t.Fatal(err)
	}
	new, err := Read(strings.NewReader("BenchmarkS 1 100 ns/op 500 nodes/op\n--- FAIL: BenchmarkT\nFAIL\n"), "new")
	if err != nil {
		t.Fatal(err)
	}
	if old.Failed != "" || new.Failed != "--- FAIL: BenchmarkT" {
		t.Errorf("failed %q, %q", old.Failed, new.Failed)
	}
	var buf bytes.Buffer
	if err := Compare(old, new, DefaultOptions).Write(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "warning: new: the run failed (\"--- FAIL: BenchmarkT\")") {
		t.Errorf("no warning about the failed run:\n%s", buf.String())
	}
}

// TestNoisyWarning: two samples of the same code on a busy machine (spreads of ±40% and more, as
// back-to-back go test runs gave on the 2-core dev machine) come with the warning that names
// make bench-timing; quiet samples (spread ±1%) do not.
func TestNoisyWarning(t *testing.T) {
	file := func(vals ...float64) *Set {
		var b strings.Builder
		b.WriteString("goos: linux\ngoarch: amd64\npkg: cctree/bench\n")
		for _, v := range vals {
			fmt.Fprintf(&b, "BenchmarkPerft/board=star73/seats=0134/depth=5-2 \t1\t%g ns/op\n", v)
		}
		s, err := Read(strings.NewReader(b.String()), "x.txt")
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	const hint = "make bench-timing"
	noisy := file(100, 180, 95, 140, 60, 210, 100, 120, 75, 160)
	quiet := file(100, 101, 99, 100, 100.5, 99.5, 100, 101, 99, 100)
	for _, c := range []struct {
		name     string
		old, new *Set
		warn     bool
	}{{"noisy", noisy, quiet, true}, {"noisy new", quiet, noisy, true}, {"quiet", quiet, quiet, false}} {
		var out bytes.Buffer
		if err := Compare(c.old, c.new, DefaultOptions).Write(&out); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(out.String(), hint); got != c.warn {
			t.Errorf("%s: warning naming %s printed %v, want %v:\n%s", c.name, hint, got, c.warn, out.String())
		}
	}
}

// TestNoImprovementWhenNoisy: when one timing spreads beyond the threshold (the spread warning),
// a timing that came out significantly better is "better? (noisy)", not an improvement, and the
// summary names no improvements (the slowed build had 2 on a busy machine); the same
// better timing beside quiet ones is an improvement. Regressions are still reported.
func TestNoImprovementWhenNoisy(t *testing.T) {
	file := func(rows map[string][]float64) *Set {
		var b strings.Builder
		b.WriteString("goos: linux\ngoarch: amd64\npkg: cctree/bench\n")
		for _, name := range slices.Sorted(maps.Keys(rows)) {
			for _, v := range rows[name] {
				fmt.Fprintf(&b, "Benchmark%s-2 \t1\t%g ns/op\n", name, v)
			}
		}
		s, err := Read(strings.NewReader(b.String()), "x.txt")
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	quiet := []float64{100, 101, 99, 100, 100.5, 99.5, 100, 101, 99, 100}
	faster := []float64{80, 81, 79, 80, 80.5, 79.5, 80, 81, 79, 80}
	slower := []float64{130, 131, 129, 130, 130.5, 129.5, 130, 131, 129, 130}
	noisy := []float64{100, 180, 95, 140, 60, 210, 100, 120, 75, 160}
	for _, c := range []struct {
		name     string
		old, new map[string][]float64
		want     []string // in the report
		not      string   // not in it
		verdict  Verdict  // of row A
	}{
		{"quiet", map[string][]float64{"A": quiet, "B": quiet}, map[string][]float64{"A": faster, "B": quiet},
			[]string{"improvements 1"}, "noisy", Improvement},
		{"noisy", map[string][]float64{"A": quiet, "B": quiet, "C": quiet}, map[string][]float64{"A": faster, "B": noisy, "C": slower},
			[]string{"regressions 1", "too noisy to claim an improvement (1 looked better)", "better? (noisy)", "make perf-gate"}, "improvements", Unresolved},
	} {
		rep := Compare(file(c.old), file(c.new), DefaultOptions)
		var out bytes.Buffer
		if err := rep.Write(&out); err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%s: no %q in\n%s", c.name, w, out.String())
			}
		}
		if strings.Contains(out.String(), c.not) {
			t.Errorf("%s: %q in\n%s", c.name, c.not, out.String())
		}
		if v := rep.Rows[0].Verdict; rep.Rows[0].Name != "A" || v != c.verdict {
			t.Errorf("%s: row %s %v, want A %v", c.name, rep.Rows[0].Name, v, c.verdict)
		}
	}
}
