package profsum

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/pprof/profile"
)

// synthetic builds a CPU profile: main -> search -> eval (inlined into search's location) and
// main -> movegen, with samples labelled algo=paranoid and algo=maxn, and one unlabelled sample.
func synthetic() *profile.Profile {
	fn := func(id uint64, name string) *profile.Function { return &profile.Function{ID: id, Name: name} }
	mainF, searchF, evalF, genF := fn(1, "main"), fn(2, "search"), fn(3, "eval"), fn(4, "movegen")
	loc := func(id uint64, fs ...*profile.Function) *profile.Location {
		l := &profile.Location{ID: id, Address: 0x1000 + id}
		for _, f := range fs {
			l.Line = append(l.Line, profile.Line{Function: f})
		}
		return l
	}
	lMain, lEvalInSearch, lGen := loc(1, mainF), loc(2, evalF, searchF), loc(3, genF)
	sample := func(v int64, algo string, locs ...*profile.Location) *profile.Sample {
		s := &profile.Sample{Value: []int64{v / 1e7, v}, Location: locs}
		if algo != "" {
			s.Label = map[string][]string{"algo": {algo}}
		}
		return s
	}
	return &profile.Profile{
		SampleType:        []*profile.ValueType{{Type: "samples", Unit: "count"}, {Type: "cpu", Unit: "nanoseconds"}},
		DefaultSampleType: "cpu",
		PeriodType:        &profile.ValueType{Type: "cpu", Unit: "nanoseconds"},
		Period:            1e7,
		Sample: []*profile.Sample{
			sample(6e8, "paranoid", lEvalInSearch, lMain),
			sample(3e8, "paranoid", lGen, lMain),
			sample(2e8, "maxn", lGen, lMain),
			sample(1e8, "", lMain),
		},
		Location: []*profile.Location{lMain, lEvalInSearch, lGen},
		Function: []*profile.Function{mainF, searchF, evalF, genF},
	}
}

func TestTop(t *testing.T) {
	p := synthetic()
	got := Top(p.Sample, 1, 10)
	want := []Func{{"eval", 6e8, 6e8}, {"movegen", 5e8, 5e8}, {"main", 1e8, 12e8}, {"search", 0, 6e8}}
	if len(got) != len(want) {
		t.Fatalf("Top = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Top[%d] = %v, want %v", i, got[i], want[i])
		}
	}
	if got := Top(p.Sample, 1, 2); len(got) != 2 {
		t.Errorf("Top(n=2) has %d entries", len(got))
	}
}

// TestWrite writes the synthetic profile to a file, reads it back with Read and checks the
// summary: the total, the overall table and one table per algo label.
func TestWrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.prof")
	var b bytes.Buffer
	if err := synthetic().Write(&b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Write(&out, p, Options{Top: 5, Label: "algo"}); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{
		"sample type cpu (nanoseconds), total 1.200s",
		"all samples",
		"algo=(none): 0.100s (8.3%)",
		"algo=maxn: 0.200s (16.7%)",
		"algo=paranoid: 0.900s (75.0%)",
		"0.600s  50.0%       0.600s  50.0%  eval",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("summary lacks %q:\n%s", want, s)
		}
	}
	if err := Write(&out, p, Options{SampleType: "alloc_space", Top: 5}); err == nil || !strings.Contains(err.Error(), "have samples, cpu") {
		t.Errorf("unknown sample type: error %v", err)
	}
	if _, err := Read(filepath.Join(t.TempDir(), "none.prof")); err == nil || !strings.HasPrefix(err.Error(), "profsum: ") {
		t.Errorf("missing file: error %v", err)
	}
}
