package benchfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// good is a small complete result file: a header, unit metadata, results of two families at
// GOMAXPROCS 2, and the trailer of go test.
const good = `goos: linux
goarch: amd64
pkg: cctree/bench
Unit nodes/op assume=exact
Unit foo assume=exact
BenchmarkPerft/board=star73/seats=0134/depth=3-2 	       1	    99295 ns/op	   3408 leaves/op	 3.4e+07 leaves/s
BenchmarkSearch/board=star73/seats=0134/suite=mid/algo=paranoid/depth=4-2 	 1	 4930 ns/op	1234567 nodes/op	24691.34 nodes/pos	7 foo	9 bar
BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=paranoid/depth=4/pos=star73_0134_017-2 	 1	 4930 ns/op	812 nodes/op
PASS
ok  	cctree/bench	12.345s
`

func TestRead(t *testing.T) {
	f, err := Read(strings.NewReader(good), "good.txt")
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "good.txt" || f.Failed != "" || f.FailedLine != 0 {
		t.Errorf("name %q, failed %q at %d", f.Name, f.Failed, f.FailedLine)
	}
	if len(f.Results) != 3 {
		t.Fatalf("%d results, want 3", len(f.Results))
	}
	// In file order, each one its own copy (benchfmt reuses its Result between Scans), with its
	// position and configuration.
	for i, want := range []struct {
		prefix string
		line   int
		values int
	}{{"Perft/", 6, 3}, {"Search/", 7, 5}, {"SearchPos/", 8, 2}} { // benchfmt drops "Benchmark"
		r := f.Results[i]
		if !strings.HasPrefix(string(r.Name), want.prefix) || len(r.Values) != want.values {
			t.Errorf("result %d: %s with %d values, want %s... with %d", i, r.Name, len(r.Values), want.prefix, want.values)
		}
		if file, line := r.Pos(); file != "good.txt" || line != want.line {
			t.Errorf("result %d at %s:%d, want good.txt:%d", i, file, line, want.line)
		}
		if pkg := r.GetConfig("pkg"); pkg != "cctree/bench" {
			t.Errorf("result %d: pkg %q", i, pkg)
		}
	}
	if f.Results[0] == f.Results[1] || &f.Results[0].Values[0] == &f.Results[1].Values[0] {
		t.Error("results share storage")
	}
}

// TestIsExact: the project's exact units are exact without a declaration; other units only
// when the file declares them assume=exact.
func TestIsExact(t *testing.T) {
	f, err := Read(strings.NewReader(good), "good.txt")
	if err != nil {
		t.Fatal(err)
	}
	bare, err := Read(strings.NewReader("BenchmarkS 1 5 nodes/op 3 foo\n"), "bare.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		f     *File
		unit  string
		exact bool
	}{
		{f, "nodes/op", true}, {f, "foo", true}, {f, "bar", false}, {f, "sec/op", false}, {f, "leaves/s", false},
		{bare, "nodes/op", true}, {bare, "nodes/pos", true}, {bare, "leaves/op", true}, // no declaration needed
		{bare, "foo", false}, {bare, "sec/op", false}, {bare, "ns/node", false},
	} {
		if got := c.f.IsExact(c.unit); got != c.exact {
			t.Errorf("%s: IsExact(%q) = %v, want %v", c.f.Name, c.unit, got, c.exact)
		}
	}
}

// TestFailed: a run that failed is read, and its first failure line is recorded.
func TestFailed(t *testing.T) {
	for _, c := range []struct {
		in, failed string
		line       int
	}{
		{"BenchmarkS 1 5 nodes/op\n--- FAIL: BenchmarkT\n    t_test.go:9: boom\nFAIL\nFAIL\tcctree/bench\t0.1s\n", "--- FAIL: BenchmarkT", 2},
		{"BenchmarkS 1 5 nodes/op\nFAIL\tcctree/bench\t0.1s\n", "FAIL\tcctree/bench\t0.1s", 2},
		{"goos: linux\nBenchmarkS 1 5 nodes/op\npanic: runtime error: index out of range\n\ngoroutine 1 [running]:\n", "panic: runtime error: index out of range", 3},
		{"BenchmarkS 1 5 nodes/op\n    x_test.go:1: a log line mentioning FAIL\nPASS\n", "", 0},
	} {
		f, err := Read(strings.NewReader(c.in), "run.txt")
		if err != nil {
			t.Fatal(err)
		}
		if f.Failed != c.failed || f.FailedLine != c.line || len(f.Results) != 1 {
			t.Errorf("%q: failed %q at line %d, %d results; want %q at %d, 1 result", c.in, f.Failed, f.FailedLine, len(f.Results), c.failed, c.line)
		}
	}
}

func TestErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o666); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// A long file cut like `head -c 1200 results.txt`: the cut falls inside a line.
	var long strings.Builder
	long.WriteString("Unit nodes/op assume=exact\n")
	for i := 0; long.Len() < 3000; i++ {
		long.WriteString("BenchmarkSearchPos/board=star73/seats=0134/suite=mid/algo=brs/depth=2/pos=star73_0134_000-2 \t 1\t 812 nodes/op\t 38.00 ns/node\n")
	}
	head := long.String()[:1200]
	if head[len(head)-1] == '\n' {
		t.Fatal("the cut falls at the end of a line; change the test data")
	}
	if _, err := Read(strings.NewReader(long.String()), "long.txt"); err != nil {
		t.Fatalf("the whole file: %v", err)
	}
	for _, c := range []struct {
		name, path string
		want       []string // substrings of the error
	}{
		{"missing", filepath.Join(dir, "missing.txt"), []string{"no such file", "check the path", "run the benchmarks first"}},
		{"empty", write("empty.txt", ""), []string{"empty file", "go test"}},
		{"blank", write("blank.txt", "\n \n\t\n"), []string{"empty file"}},
		{"truncated", write("head.txt", head), []string{"truncated", "without a newline", "rerun the benchmark"}},
		{"truncated one line", write("one.txt", "BenchmarkS 1 5 nodes/op"), []string{"truncated", "line 1"}},
		{"malformed", write("malformed.txt", "goos: linux\nBenchmarkS 1 5 nodes/op\nBenchmarkS 1 five nodes/op\n"), []string{"line 3 is not a valid benchmark", "malformed.txt:3: parsing measurement", "fix the line"}},
		{"conflicting units", write("units.txt", "Unit foo assume=exact\nUnit foo assume=nothing\nBenchmarkS 1 5 foo\n"), []string{"line 2 is not a valid", "already set"}},
		{"odd fields", write("odd.txt", "BenchmarkS 1 5 nodes/op 7\n"), []string{"line 1 is not a valid", "odd.txt:1: "}},
		{"bad unit line", write("unit.txt", "Unit nodes/op garbage\nBenchmarkS 1 5 nodes/op\n"), []string{"line 1 is not a valid", "unit.txt:1: expected key=value"}},
		{"no results", write("none.txt", "goos: linux\npkg: cctree/bench\nPASS\nok  \tcctree/bench\t0.01s\n"), []string{"no benchmark results", "go test"}},
		{"only a failure", write("fail.txt", "--- FAIL: BenchmarkS\nFAIL\n"), []string{"no benchmark results"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := ReadFile(c.path)
			if err == nil {
				t.Fatalf("no error; read %d results", len(f.Results))
			}
			msg := err.Error()
			if prefix := c.path + ": "; !strings.HasPrefix(msg, prefix) {
				t.Errorf("error %q does not start with %q", msg, prefix)
			}
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("error %q does not contain %q", msg, w)
				}
			}
			if strings.Contains(msg, "\n") {
				t.Errorf("error has several lines: %q", msg)
			}
			// Read says the same as ReadFile, for whatever exists.
			if data, rerr := os.ReadFile(c.path); rerr == nil {
				_, err2 := Read(strings.NewReader(string(data)), c.path)
				if err2 == nil || err2.Error() != msg {
					t.Errorf("Read: %v; ReadFile: %v", err2, err)
				}
			}
		})
	}
	if _, err := ReadFile(filepath.Join(dir, "missing.txt")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v is not fs.ErrNotExist", err)
	}
	if _, err := ReadFile(dir); err == nil || !strings.HasPrefix(err.Error(), dir+": cannot read it") {
		t.Errorf("a directory: %v", err)
	}
}
