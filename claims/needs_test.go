package claims

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNeeds: a claim whose data file lacks the games it declares is not measured but listed as
// not run, with the games it holds, the games left and the command; absent, it is listed too;
// with its games it is decided. The coverage table counts it where the list puts it.
func TestNeeds(t *testing.T) {
	const file = "match-opps-brsplus-4p-250ms.jsonl" // 56 games, committed
	src, err := os.ReadFile(filepath.Join("..", "reports", "data", file))
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(bytes.TrimSpace(src), []byte("\n"))
	if len(lines) != 56 {
		t.Fatalf("%s: %d games, the test expects the committed 56", file, len(lines))
	}
	c := Claim{ID: "x", Paper: "opps", Where: "w", Quote: []string{"q"}, Setting: "s", Command: "c",
		Theirs: paperPM(0.562, 0.031), Null: 0.5, Rule: Compare, Measure: winShare(file, "opps(1,5,1)"),
		Needs: []Need{{File: file, Games: 56, Run: "cctree match ... -out " + file, Pace: 23}}}
	if err := Validate([]Claim{c}); err != nil {
		t.Fatal(err)
	}
	bad := c
	bad.Needs = []Need{{File: file, Games: 0, Run: "r"}}
	if Validate([]Claim{bad}) == nil {
		t.Error("a need of 0 games passed")
	}

	dir := t.TempDir()
	res, err := Evaluate(dir, []Claim{c})
	if err != nil || len(res) != 1 || res[0].Pending == nil {
		t.Fatalf("no file: %+v, %v", res, err)
	}
	if p := res[0].Pending; p.Kind != NotRun || !strings.Contains(p.Why, "not yet in the data (0 of 56 games)") || !strings.Contains(p.Why, "0.4 CPU-hours") {
		t.Errorf("no file: %+v", p)
	}

	if err := os.WriteFile(filepath.Join(dir, file), bytes.Join(lines[:30], nil), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err = Evaluate(dir, []Claim{c})
	if err != nil || res[0].Pending == nil || !strings.Contains(res[0].Pending.Why, "holds 30 of the 56 games it needs: 26 more") || !strings.Contains(res[0].Pending.Why, "resumes it") {
		t.Fatalf("30 of 56 games: %+v, %v", res, err)
	}
	cov := Coverage(res, nil)
	if !strings.Contains(cov, "| opps | 0 | 0 | 1 | 0 | 0 | 0 | 0 | 0 | 1 |") {
		t.Errorf("a pending row is not counted as not run:\n%s", cov)
	}
	if tbl := Table(res); !strings.Contains(tbl, "0 rows decided: reproduced 0") || !strings.Contains(tbl, "its row `x` (kind effect, declared) waits for its sample") {
		t.Errorf("the table decides or leaves out a pending row:\n%s", tbl)
	}

	if err := os.WriteFile(filepath.Join(dir, file), src, 0o644); err != nil {
		t.Fatal(err)
	}
	res, err = Evaluate(dir, []Claim{c})
	if err != nil || res[0].Pending != nil || res[0].Ours.N != 56 || res[0].Decision.Verdict == "" {
		t.Fatalf("every game: %+v, %v", res, err)
	}
}

// TestNeedsTable: a claim whose measurement table is absent, or holds fewer searches than it
// declares, is listed as not run with the searches, their cost and the command; with them it is
// measured. A need of both games and searches, or of neither, is refused.
func TestNeedsTable(t *testing.T) {
	const file = "x-table.txt"
	c := Claim{ID: "x", Paper: "sturtevant", Where: "w", Quote: []string{"q"}, Setting: "s", Command: "c",
		Theirs: Estimate{Value: math.NaN()}, Null: 0, Rule: Sign, Side: 1, Margin: 0.05, Unit: "saving",
		Measure: func(data string) (Estimate, error) {
			if _, err := os.Stat(filepath.Join(data, file)); err != nil {
				return Estimate{}, err
			}
			return normal(0.2, 0.01, 3), nil
		},
		Needs: []Need{{File: file, Lines: 3, Run: "go test ... -run TestMeasureX", Pace: 0.5}}}
	if err := Validate([]Claim{c}); err != nil {
		t.Fatal(err)
	}
	for _, nd := range []Need{{File: file, Lines: 3, Games: 3, Run: "r"}, {File: file, Run: "r"}} {
		bad := c
		bad.Needs = []Need{nd}
		if Validate([]Claim{bad}) == nil {
			t.Errorf("need %+v passed", nd)
		}
	}
	dir := t.TempDir()
	res, err := Evaluate(dir, []Claim{c})
	if err != nil || res[0].Pending == nil || !strings.Contains(res[0].Pending.Why, "x-table.txt not yet in the data (0 of 3 searches): about 2 s of CPU") || !strings.Contains(res[0].Pending.Why, "TestMeasureX") {
		t.Fatalf("no table: %+v, %v", res, err)
	}
	if err := os.WriteFile(filepath.Join(dir, file), []byte("# a comment\n1 2\n\n3 4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err = Evaluate(dir, []Claim{c})
	if err != nil || res[0].Pending == nil || !strings.Contains(res[0].Pending.Why, "holds 2 of the 3 searches it needs") {
		t.Fatalf("2 of 3 searches: %+v, %v", res, err)
	}
	if err := os.WriteFile(filepath.Join(dir, file), []byte("# a comment\n1 2\n3 4\n5 6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err = Evaluate(dir, []Claim{c})
	if err != nil || res[0].Pending != nil || res[0].Decision.Verdict != Reproduced {
		t.Fatalf("every search: %+v, %v", res, err)
	}
}
