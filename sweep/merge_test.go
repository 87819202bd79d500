package sweep

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"golang.org/x/perf/benchfmt"
)

// TestPlanMerge: shard files written with their plan (NewPlan, WriteHeader, Run) read as the
// shard's results alone through benchfmt, their plan reads back as written (ReadPlan), and
// Merge of them writes the bytes of the unsharded run, whatever order the files come in;
// a missing shard is a *MissingError naming it, and shards of other costs do not merge.
func TestPlanMerge(t *testing.T) {
	cases, err := Selection{Algos: []string{"paranoid", "brs"}, Depths: "1-2", Board: "star73", Seats: "03"}.Cases()
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Workers: 1, PerPos: true, Counts: true}
	costs := Costs{Known: map[string]float64{string(cases[1].Name()): 1e9}, Source: "test", ID: "sha256:test"}
	sel := map[string]string{"algo": "paranoid brs", "depth": "1-2"}
	plan := NewPlan(cases, costs, 3, sel, opt)
	one := run(t, cases, opt)
	var files []ShardFile
	for i := range 3 {
		var b bytes.Buffer
		if err := plan.WriteHeader(&b, i); err != nil {
			t.Fatal(err)
		}
		b.Write(run(t, plan.Shard(i), opt))
		files = append(files, ShardFile{Name: string(rune('a' + i)), Data: b.Bytes()})

		r := benchfmt.NewReader(bytes.NewReader(b.Bytes()), "shard")
		n := 0
		for r.Scan() {
			switch x := r.Result().(type) {
			case *benchfmt.SyntaxError:
				t.Fatalf("shard %d: benchfmt reads a plan line as a bad line: %v", i, x)
			case *benchfmt.Result:
				n++
			}
		}
		if want := len(benchLines(run(t, plan.Shard(i), opt))); n != want {
			t.Errorf("shard %d: benchfmt reads %d results, the shard ran %d", i, n, want)
		}
		p, got, err := ReadPlan(b.Bytes(), "shard")
		if err != nil || got != i || plan.differs(p) != "" || p.CostsFrom != "test" || p.Selection["algo"] != "paranoid brs" {
			t.Errorf("shard %d: ReadPlan gives shard %d, %+v, %v; want the plan written", i, got, p, err)
		}
	}
	if len(plan.Shard(0)) != 1 || plan.Shard(0)[0] != cases[1] {
		t.Errorf("shard 0 is %v; want only the case of cost 1e9, %v", plan.Shard(0), cases[1])
	}
	m, err := Merge([]ShardFile{files[2], files[0], files[1]})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := m.Write(&b); err != nil {
		t.Fatal(err)
	}
	if b.String() != string(one) {
		t.Errorf("merged:\n%s\nwant the unsharded run's:\n%s", b.String(), one)
	}
	if !plan.Holds(one) || plan.Holds(files[0].Data) {
		t.Error("Holds: want true for the run's file, false for one shard's")
	}
	_, err = Merge(files[:2])
	var missing *MissingError
	if !errors.As(err, &missing) || len(missing.Shards) != 1 || missing.Shards[0] != 2 || !strings.Contains(err.Error(), "shard 2/3 of the plan is missing") {
		t.Errorf("two of three shards: %v", err)
	}
	other := NewPlan(cases, Costs{Known: costs.Known, Source: "other", ID: "sha256:other"}, 3, sel, opt)
	var ob bytes.Buffer
	other.WriteHeader(&ob, 2)
	ob.Write(run(t, other.Shard(2), opt))
	if _, err := Merge([]ShardFile{files[0], files[1], {"c2", ob.Bytes()}}); err == nil || !strings.Contains(err.Error(), "c2 is a shard of another plan than a (its costs (sha256:other") {
		t.Errorf("a shard of other costs: %v", err)
	}
	// The same cases selected in other words merge; other cases name the selection that differs.
	var rb bytes.Buffer
	reworded := NewPlan(cases, costs, 3, map[string]string{"algo": "paranoid brs", "depth": "1,2"}, opt)
	reworded.WriteHeader(&rb, 2)
	rb.Write(run(t, reworded.Shard(2), opt))
	if _, err := Merge([]ShardFile{files[0], files[1], {"c2", rb.Bytes()}}); err != nil {
		t.Errorf("a shard of the same cases selected as -depth 1,2: %v", err)
	}
	fewer, err := Selection{Algos: []string{"paranoid"}, Depths: "1-2", Board: "star73", Seats: "03"}.Cases()
	if err != nil {
		t.Fatal(err)
	}
	fp := NewPlan(fewer, costs, 3, map[string]string{"algo": "paranoid", "depth": "1-2"}, opt)
	if d := plan.differs(fp); d != `selection (algo: "paranoid" against "paranoid brs")` {
		t.Errorf("a plan of other cases: differs says %q", d)
	}
	if _, _, err := ReadPlan(one, "one"); !errors.Is(err, ErrNoPlan) {
		t.Errorf("ReadPlan of an unsharded run's file: %v; want ErrNoPlan", err)
	}
}
