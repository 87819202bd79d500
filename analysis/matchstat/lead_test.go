package matchstat

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cctree/cctree/analysis/stats"
)

// leadSummary is a summary of three contestants over blocks whose per-block games and wins
// are given: wins[b][c] of games[b][c].
func leadSummary(games, wins [][]int) *Summary {
	s := &Summary{Contestants: []string{"mix", "a", "b"}}
	for b := range games {
		s.PerBlock = append(s.PerBlock, BlockCount{Block: b, Games: games[b], Wins: wins[b]})
	}
	return s
}

// TestLeadKnown: the lead is the contestant's rate minus the best other's on all blocks; with
// identical blocks every resample gives the same lead (SE 0); the result depends only on the
// seed; bad input is an error.
func TestLeadKnown(t *testing.T) {
	same := leadSummary([][]int{{10, 10, 10}, {10, 10, 10}, {10, 10, 10}}, [][]int{{5, 3, 2}, {5, 3, 2}, {5, 3, 2}})
	l, err := Lead(same, "mix", 500, 1)
	if err != nil {
		t.Fatal(err)
	}
	if l.Best != "a" || math.Abs(l.Value-0.2) > 1e-12 || l.SE > 1e-12 || math.Abs(l.Lo-0.2) > 1e-12 || math.Abs(l.Hi-0.2) > 1e-12 || l.Blocks != 3 {
		t.Errorf("identical blocks: %+v, want a lead of 0.2 over a with no spread", l)
	}
	varied := leadSummary([][]int{{10, 10, 10}, {10, 10, 10}, {10, 10, 10}, {10, 10, 10}}, [][]int{{6, 3, 1}, {3, 4, 3}, {5, 2, 3}, {4, 5, 1}})
	a, _ := Lead(varied, "mix", 500, 7)
	b, _ := Lead(varied, "mix", 500, 7)
	if a != b {
		t.Errorf("same seed, other results: %+v, %+v", a, b)
	}
	if !(a.SE > 0 && a.Lo < a.Value && a.Value < a.Hi) {
		t.Errorf("varied blocks: %+v, want a spread around the lead", a)
	}
	for _, c := range []struct {
		s    *Summary
		name string
		n    int
		want string
	}{
		{same, "nobody", 10, "no contestant"},
		{leadSummary([][]int{{10, 10, 10}}, [][]int{{5, 3, 2}}), "mix", 10, "two blocks"},
		{same, "mix", 0, "resamples"},
	} {
		if _, err := Lead(c.s, c.name, c.n, 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s, %d resamples: error %v, want one naming %q", c.name, c.n, err, c.want)
		}
	}
}

// TestLeadSelection: when every contestant is equally strong (true lead 0), the lead over the
// best of the others picked and measured on the same games is negative on average (the
// selection), the cross-fitted lead is not, and its bootstrap interval covers 0 at least 95%
// of the time, more often than the interval of two independent shares, which ignores both the
// pairing of the games and the selection.
func TestLeadSelection(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates 300 matches")
	}
	rng := rand.New(rand.NewPCG(5, 5))
	const runs, blocks, per = 300, 20, 12
	cover, naive := 0, 0
	var mean, same float64
	for range runs {
		games, wins := make([][]int, blocks), make([][]int, blocks)
		for b := range blocks {
			shift := 0.08 * rng.NormFloat64() // the block's opening favours some games
			games[b], wins[b] = make([]int, 5), make([]int, 5)
			for c := range 5 {
				games[b][c] = per
				for range per {
					if rng.Float64() < 0.3+shift*float64(c%2*2-1) {
						wins[b][c]++
					}
				}
			}
		}
		s := leadSummary(games, wins)
		s.Contestants = []string{"mix", "a", "b", "c", "d"}
		l, err := Lead(s, "mix", 400, 1)
		if err != nil {
			t.Fatal(err)
		}
		mean += l.Value / runs
		var r [5]float64
		for _, b := range s.PerBlock {
			for c := range 5 {
				r[c] += float64(b.Wins[c]) / float64(blocks*per)
			}
		}
		same += (r[0] - max(r[1], r[2], r[3], r[4])) / runs
		if l.Lo <= 0 && 0 <= l.Hi {
			cover++
		}
		n := float64(blocks * per)
		se := math.Hypot(math.Sqrt(l.Mine*(1-l.Mine)/n), math.Sqrt(l.Other*(1-l.Other)/n))
		if math.Abs(l.Value) <= 1.959964*se {
			naive++
		}
	}
	t.Logf("mean lead %.4f (picked on the same games %.4f); bootstrap interval covers 0 in %d of %d, independent shares in %d", mean, same, cover, runs, naive)
	if same > -0.02 {
		t.Errorf("mean lead over the best of four equal others picked on the same games %.4f, want below -0.02", same)
	}
	if math.Abs(mean) > 0.005 {
		t.Errorf("mean cross-fitted lead %.4f, want 0 ± 0.005", mean)
	}
	if float64(cover)/runs < 0.95 {
		t.Errorf("bootstrap interval covered the true lead %d of %d times", cover, runs)
	}
	if naive >= cover {
		t.Errorf("independent shares covered 0 %d times, the bootstrap %d: the simulation does not tell them apart", naive, cover)
	}
}

// TestInflation: one block or a rate of 0 or 1 inflate nothing; block rates that vary more
// than binomially do.
func TestInflation(t *testing.T) {
	c := &Contestant{Rate: Rate{Games: 100, Wins: 50, P: 0.5}}
	c.Blocks = stats.Summarize([]float64{0.5})
	if f := Inflation(c); f != 1 {
		t.Errorf("one block: %v", f)
	}
	c.Blocks = stats.Summarize([]float64{0.2, 0.8, 0.3, 0.7}) // SD 0.294, 4 blocks of 25
	want := (0.2944 * 0.2944 / 4) / (0.25 / 100)
	if f := Inflation(c); math.Abs(f-want) > 0.05 {
		t.Errorf("varied blocks: %v, want about %v", f, want)
	}
	c.Blocks = stats.Summarize([]float64{0.5, 0.5, 0.5, 0.5})
	if f := Inflation(c); f != 1 {
		t.Errorf("equal blocks: %v, want 1", f)
	}
}

// TestPerSeat: a contestant on two seats of every table has its games counted twice, so its
// rate is per seat (2 wins of 10 tables on two seats: 10%, not 20%), the others' unchanged, the
// summary it came from untouched; a contestant without a seat count is an error naming it.
func TestPerSeat(t *testing.T) {
	s := leadSummary([][]int{{10, 10, 10}, {10, 10, 10}}, [][]int{{2, 5, 3}, {2, 5, 3}})
	ps, err := PerSeat(s, map[string]int{"mix": 2, "a": 1, "b": 1})
	if err != nil {
		t.Fatal(err)
	}
	l, err := Lead(ps, "mix", 10, 1)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(l.Mine-0.1) > 1e-12 || math.Abs(l.Other-0.5) > 1e-12 {
		t.Errorf("per seat: mix %v, best other %v; want 0.1 and 0.5", l.Mine, l.Other)
	}
	if s.PerBlock[0].Games[0] != 10 {
		t.Errorf("PerSeat changed its input: %v", s.PerBlock[0].Games)
	}
	if _, err := PerSeat(s, map[string]int{"mix": 2, "a": 1}); err == nil || !strings.Contains(err.Error(), "contestant b has no seat count") {
		t.Errorf("missing seat count: %v", err)
	}
}
