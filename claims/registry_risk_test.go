package claims

import (
	"math"
	"path/filepath"
	"testing"

	"github.com/cctree/cctree/engine/match/record"
)

// TestRiskShares checks experiment 1's measures on the committed Td = 10 run against counts made
// here from its records: each type's share is its wins over the games with a winner (both its
// seats; the games without one left out), the three shares sum to 1, their errors are at least
// the binomial ones, the difference of two is the difference of the shares with an error no
// larger than the two errors added, and the ranking's parts are the differences it claims.
func TestRiskShares(t *testing.T) {
	data := filepath.Join("..", "reports", "data")
	file := riskExp1File(10)
	recs, err := record.ReadFile(filepath.Join(data, file))
	if err != nil {
		t.Fatal(err)
	}
	wins := map[string]int{}
	decided := 0
	for _, r := range recs {
		if r.Winner != nil {
			decided++
			wins[r.Players[*r.Winner]]++
		}
	}
	if decided < 100 {
		t.Fatalf("%s: %d games, %d with a winner: want a sample with a winner", file, len(recs), decided)
	}
	types := []string{riskMix(10), "maxn", "paranoid"}
	var sum float64
	for _, c := range types {
		e, err := riskTypeShare(file, c)(data)
		if err != nil {
			t.Fatal(err)
		}
		want := float64(wins[c]) / float64(decided)
		if math.Abs(e.Value-want) > 1e-12 || e.N != decided || !(e.SE >= math.Sqrt(want*(1-want)/float64(decided))-1e-12) {
			t.Errorf("%s: %+v, want %d/%d = %.4f with at least the binomial SE", c, e, wins[c], decided, want)
		}
		sum += e.Value
	}
	if math.Abs(sum-1) > 1e-12 {
		t.Errorf("the shares sum to %v, want 1", sum)
	}
	d, err := riskShareDiff(file, types[0], "maxn")(data)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := riskTypeShare(file, types[0])(data)
	b, _ := riskTypeShare(file, "maxn")(data)
	if math.Abs(d.Value-(a.Value-b.Value)) > 1e-12 || !(d.SE > 0 && d.SE <= a.SE+b.SE+1e-12) {
		t.Errorf("MIX - MAXN %+v, want %.4f - %.4f with an SE in (0, %.4f]", d, a.Value, b.Value, a.SE+b.SE)
	}
	r, err := riskRanking([]int{10})(data)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := riskTypeShare(file, "paranoid")(data)
	if len(r.Parts) != 2 || math.Abs(r.Parts[0].Value-d.Value) > 1e-12 || math.Abs(r.Parts[1].Value-(a.Value-p.Value)) > 1e-12 || math.Abs(r.Parts[0].SE-d.SE) > 1e-12 {
		t.Errorf("ranking at Td 10: %+v, want MIX - MAXN %+v and MIX - PAR %.4f", r.Parts, d, a.Value-p.Value)
	}
	if _, err := riskTypeShare(file, "brs")(data); err == nil {
		t.Error("a contestant not in the file: no error")
	}
}
