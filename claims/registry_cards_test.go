package claims

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/match/record"
)

// TestDepthGain checks the depth-gain measure on a hand-made table: the mean of the paired
// differences per position and its standard error, other games, player counts, evaluations and
// algorithms left out, and one-line errors for a malformed file or a missing cell.
func TestDepthGain(t *testing.T) {
	dir := t.TempDir()
	rows := strings.Join([]string{
		"# game players eval algo position depth nodes",
		"hearts 4 share maxn p0 6 100000",
		"hearts 4 share maxn(speculative) p0 7 100000",
		"hearts 4 share maxn p1 6 100000",
		"hearts 4 share maxn(speculative) p1 6 100000",
		"hearts 4 share maxn p2 5 100000",
		"hearts 4 share maxn(speculative) p2 8 100000",
		"hearts 4 points maxn(speculative) p0 9 100000", // another evaluation
		"hearts 3 share maxn(speculative) p0 9 100000",  // another player count
		"spades 4 share maxn(speculative) p0 9 100000",  // another game
		"hearts 4 share maxn(shallow) p0 9 100000",      // another algorithm
	}, "\n") + "\n"
	if err := os.WriteFile(filepath.Join(dir, depthGainFile), []byte(rows), 0o644); err != nil {
		t.Fatal(err)
	}
	e, err := depthGain("hearts", 4, "share", "maxn(speculative)")(dir)
	if err != nil {
		t.Fatal(err)
	}
	// Differences 1, 0, 3: mean 4/3, SD sqrt(7/3), SE sqrt(7/3)/sqrt(3).
	if want, se := 4.0/3, math.Sqrt(7.0/3)/math.Sqrt(3); math.Abs(e.Value-want) > 1e-12 || math.Abs(e.SE-se) > 1e-12 || e.N != 3 {
		t.Errorf("depth gain %+v, want %.4f with SE %.4f over 3 positions", e, want, se)
	}
	if _, err := depthGain("hearts", 3, "share", "maxn(speculative)")(dir); err == nil || !strings.Contains(err.Error(), "want at least 2") {
		t.Errorf("one position: %v, want an error naming the positions needed", err)
	}
	bad := t.TempDir()
	os.WriteFile(filepath.Join(bad, depthGainFile), []byte("hearts 4 share maxn p0 six 100000\n"), 0o644)
	if _, err := depthGain("hearts", 4, "share", "maxn(speculative)")(bad); err == nil || !strings.Contains(err.Error(), ":1: players and depth must be integers") {
		t.Errorf("malformed depth: %v, want an error naming the line", err)
	}
}

// TestOIShare checks the Opponent Impact measure on a hand-made line: influential over samples as
// a share of the samples, the line chosen by game and depth, and errors for a missing line and
// for counts that cannot be.
func TestOIShare(t *testing.T) {
	dir := t.TempDir()
	lines := "game=hearts(eval=mpmix) players=4 depth=1 samples=200 influential=50 oi=0.2500\n" +
		"game=hearts(eval=points) players=4 depth=1 samples=200 influential=10 oi=0.0500\n" +
		"game=hearts(eval=mpmix) players=4 depth=2 samples=200 influential=300 oi=1.5\n"
	if err := os.WriteFile(filepath.Join(dir, oiHeartsFile), []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	e, err := oiShare("hearts(eval=points)", 1)(dir)
	if err != nil || e.Value != 0.05 || e.N != 200 || e.Neff != 200 || !(e.Lo < 0.05 && e.Hi > 0.05) {
		t.Errorf("points depth 1: %+v %v, want 0.05 of 200 states with its Wilson interval", e, err)
	}
	if _, err := oiShare("hearts(eval=mpmix)", 3)(dir); err == nil || !strings.Contains(err.Error(), "no line of game=hearts(eval=mpmix) depth=3") {
		t.Errorf("missing depth: %v", err)
	}
	if _, err := oiShare("hearts(eval=mpmix)", 2)(dir); err == nil || !strings.Contains(err.Error(), "must be counts") {
		t.Errorf("300 of 200: %v, want an error", err)
	}
	// The lines of cctree oi -eval progress are told from the game's own by their eval field.
	risk := "game=risk(players=6) players=6 depth=1 samples=100 influential=90 oi=0.9000\n" +
		"game=risk(players=6) eval=progress players=6 depth=1 samples=100 influential=70 oi=0.7000\n"
	if err := os.WriteFile(filepath.Join(dir, oiRiskFile), []byte(risk), 0o644); err != nil {
		t.Fatal(err)
	}
	for ev, want := range map[string]float64{"": 0.9, "progress": 0.7} {
		if e, err := oiShareIn(oiRiskFile, "risk(players=6)", ev, 1)(dir); err != nil || e.Value != want {
			t.Errorf("eval %q: %+v %v, want %v", ev, e, err, want)
		}
	}
	if _, err := oiShareIn(oiRiskFile, "risk(players=6)", "progress", 2)(dir); err == nil || !strings.Contains(err.Error(), "no line of game=risk(players=6) eval=progress depth=2") {
		t.Errorf("missing progress depth: %v", err)
	}
}

// TestSeatLead checks the per-seat lead on the committed PAR run (PAR on three seats, MAXN on
// one): counted per contestant, PAR's three seats would win about three times MAXN's one; per
// seat the two are near each other, and the lead is PAR's rate per seat minus MAXN's.
func TestSeatLead(t *testing.T) {
	data := filepath.Join("..", "reports", "data")
	e, err := seatLead("match-hearts-exp1-par.jsonl", "paranoid", map[string]int{"paranoid": 3, "maxn": 1})(data)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := lead("match-hearts-exp1-par.jsonl", "paranoid")(data)
	if err != nil {
		t.Fatal(err)
	}
	if !(whole.Value > 0.3) || !(math.Abs(e.Value) < 0.15) || !(e.SE > 0) {
		t.Errorf("per-seat lead %+v, per-contestant %+v: want the contestant's lead above 30 points and the per-seat one within 15", e, whole)
	}
	if _, err := seatLead("match-hearts-exp1-par.jsonl", "paranoid", map[string]int{"paranoid": 3})(data); err == nil || !strings.Contains(err.Error(), "no seat count") {
		t.Errorf("a contestant without a seat count: %v, want an error", err)
	}
}

// TestDrawSeatShare checks experiment 2's rates on the committed draw-design file against counts
// made here from its records: a type's seats that won over its seats (a type drawn twice at a
// table holds two seats, each a win or a loss), every seat counted once (four a tournament);
// not the rate per tournament taken part in, which counts a table with a type twice once; and
// an unknown contestant is an error.
func TestDrawSeatShare(t *testing.T) {
	data := filepath.Join("..", "reports", "data")
	recs, err := record.ReadFile(filepath.Join(data, heartsExp2File))
	if err != nil {
		t.Fatal(err)
	}
	seats, wins := map[string]int{}, map[string]int{}
	doubled := false
	for _, r := range recs {
		held := map[string]int{}
		for p, name := range r.Players {
			seats[name]++
			held[name]++
			if r.Winner != nil && *r.Winner == p {
				wins[name]++
			}
		}
		for _, k := range held {
			doubled = doubled || k > 1
		}
	}
	if !doubled {
		t.Fatal("no table of the file seats a type twice: the test would not tell seats from tournaments")
	}
	total := 0
	for name, n := range seats {
		total += n
		e, err := drawSeatShare(heartsExp2File, name)(data)
		if err != nil {
			t.Fatal(err)
		}
		if want := float64(wins[name]) / float64(n); math.Abs(e.Value-want) > 1e-12 || e.N != n || !(e.Neff > 0 && e.Neff <= float64(n)) {
			t.Errorf("%s: %+v, want %d of %d seats (%.4f), Neff in (0, seats]", name, e, wins[name], n, want)
		}
	}
	if total != 4*len(recs) {
		t.Errorf("%d seats in %d tournaments, want 4 each", total, len(recs))
	}
	perGame, err := winShare(heartsExp2File, "random")(data)
	if err != nil {
		t.Fatal(err)
	}
	if perGame.N == seats["random"] {
		t.Errorf("random: %d tournaments taken part in, the same as its %d seats: no table with random twice", perGame.N, seats["random"])
	}
	l, err := drawSeatLead(heartsExp2File, "sampled(algo=mpmix(td=25,to=inf),samples=10)")(data)
	if err != nil || !(l.SE > 0) || l.Value < -1 || l.Value > 1 {
		t.Errorf("lead %+v, %v: want a difference of two rates with an SE above 0", l, err)
	}
	if _, err := drawSeatShare(heartsExp2File, "maxn")(data); err == nil || !strings.Contains(err.Error(), "no contestant maxn") {
		t.Errorf("an unknown contestant: %v", err)
	}
}
