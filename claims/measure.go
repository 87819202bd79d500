package claims

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"gonum.org/v1/gonum/stat"

	"github.com/cctree/cctree/analysis"
	"github.com/cctree/cctree/analysis/matchstat"
	"github.com/cctree/cctree/analysis/stats"
	"github.com/cctree/cctree/engine/match/record"
)

// A Measure computes our number from the committed data folder (reports/data).
type Measure func(data string) (Estimate, error)

// paperPM is a paper's percentage printed with its 95% half-width ("56.2% ± 3.1%").
func paperPM(p, half float64) Estimate { return normal(p, half/z975, 0) }

// paperShare is a paper's share of n games (n the paper's minimum where it gives one), as
// independent trials.
func paperShare(p float64, n int) Estimate { return shareOf(p, n, float64(n)) }

// exact is a deterministic number (a ratio of node counts, a printed value without error).
func exact(v float64) Estimate { return Estimate{Value: v, Lo: v, Hi: v} }

// savingOf is 1 - treated/base for two independent samples given by their means, standard
// deviations and sizes, with the delta-method standard error of the ratio.
func savingOf(mb, sb float64, nb int, mt, st float64, nt int) Estimate {
	r := mt / mb
	se := r * math.Sqrt(st*st/(float64(nt)*mt*mt)+sb*sb/(float64(nb)*mb*mb))
	e := normal(1-r, se, min(nb, nt))
	return e
}

// paperSaving is the saving of a table of Polk & Oommen: averages and SDs over n trials each.
func paperSaving(mb, sb, mt, st float64, n int) Estimate { return savingOf(mb, sb, n, mt, st, n) }

// cache holds what one process has read and computed from the data files, by path and the
// file's size and time: a verdict table reads the same file for many claims (the protocol
// files for every cell), and each read parses it whole. Nothing read is modified.
var cache struct {
	sync.Mutex
	m map[string]any
}

// cached returns f's value for the file at path (and key), computing it once per file state.
func cached[T any](path, key string, f func() (T, error)) (T, error) {
	var zero T
	st, err := os.Stat(path)
	if err != nil {
		return zero, err
	}
	k := fmt.Sprintf("%s\x00%s\x00%d\x00%d", path, key, st.Size(), st.ModTime().UnixNano())
	cache.Lock()
	v, ok := cache.m[k]
	cache.Unlock()
	if ok {
		return v.(T), nil
	}
	t, err := f()
	if err != nil {
		return zero, err
	}
	cache.Lock()
	if cache.m == nil {
		cache.m = map[string]any{}
	}
	cache.m[k] = t
	cache.Unlock()
	return t, nil
}

// readRecords reads a results file (cached).
func readRecords(path string) ([]*record.Record, error) {
	return cached(path, "records", func() ([]*record.Record, error) { return record.ReadFile(path) })
}

// summary reads a results file of data and summarises it (cached).
func summary(data, file string) (*matchstat.Summary, error) {
	path := filepath.Join(data, file)
	return cached(path, "summary", func() (*matchstat.Summary, error) { return summarize(path) })
}

// contestantsChecked is the contestants of a results file after matchstat.Check's checks of
// its records (one match, each game once): for counts of winners, which need no replay.
func contestantsChecked(data, file string) ([]string, error) {
	path := filepath.Join(data, file)
	return cached(path, "check", func() ([]string, error) {
		recs, err := readRecords(path)
		if err != nil {
			return nil, err
		}
		return matchstat.Check(recs)
	})
}

func summarize(path string) (*matchstat.Summary, error) {
	recs, err := readRecords(path)
	if err != nil {
		return nil, err
	}
	return matchstat.SummarizeNoRatings(recs) // the claims read win rates, not ratings
}

// winShare is a contestant's share of the non-capped games of a results file, worth the games
// over the variance inflation of its block totals (blockShare).
func winShare(file, contestant string) Measure {
	return func(data string) (Estimate, error) {
		c, err := contestantOf(data, file, contestant)
		if err != nil {
			return Estimate{}, err
		}
		return blockShare(c), nil
	}
}

// decidedShare is contestant a's share of the games of a two-contestant results file that a or
// b won: the games with a winner (a tie, which no single player wins, counts for neither; capped
// games are left out), worth them over the variance inflation of the per-block shares, as
// blockShare. Its fair share is 50% whatever the share of ties; where every game has a winner it
// is blockShare's estimate exactly.
func decidedShare(file, a, b string) Measure {
	return func(data string) (Estimate, error) {
		s, err := summary(data, file)
		if err != nil {
			return Estimate{}, err
		}
		ia, ib := slices.Index(s.Contestants, a), slices.Index(s.Contestants, b)
		if ia < 0 || ib < 0 || len(s.Contestants) != 2 {
			return Estimate{}, fmt.Errorf("claims: %s: want the two contestants %s and %s (have %v)", file, a, b, s.Contestants)
		}
		var won, decided int
		var rates []float64
		for _, blk := range s.PerBlock {
			w, d := blk.Wins[ia], blk.Wins[ia]+blk.Wins[ib]
			won, decided = won+w, decided+d
			if d > 0 {
				rates = append(rates, float64(w)/float64(d))
			}
		}
		if decided == 0 {
			return Estimate{}, fmt.Errorf("claims: %s: no game with a winner", file)
		}
		c := matchstat.Contestant{Name: a, Rate: matchstat.Rate{Games: decided, Wins: won, P: float64(won) / float64(decided)}, Blocks: stats.Summarize(rates)}
		return blockShare(&c), nil
	}
}

// blockShare is a contestant's win rate as a share worth Neff = games / inflation independent
// trials, the inflation the variance of its per-block rates over the mean's binomial variance
// (SD²/B against p(1-p)/n), at least 1: games of one block share an opening, so they are not
// independent trials, and with one block the binomial error is all there is.
func blockShare(c *matchstat.Contestant) Estimate {
	return shareOf(c.P, c.Games, float64(c.Games)/matchstat.Inflation(c))
}

// contestantOf summarises a results file of data and returns the line of one contestant.
func contestantOf(data, file, contestant string) (*matchstat.Contestant, error) {
	s, err := summary(data, file)
	if err != nil {
		return nil, err
	}
	for i := range s.Overall {
		if s.Overall[i].Name == contestant {
			return &s.Overall[i], nil
		}
	}
	return nil, fmt.Errorf("claims: %s: no contestant %s (have %v)", file, contestant, names(s))
}

func names(s *matchstat.Summary) []string {
	var out []string
	for _, c := range s.Overall {
		out = append(out, c.Name)
	}
	return out
}

// withDepths adds to a win share the mean depth and Node Count each contestant's searches
// reached per move: what a time budget bought on the machine that played.
func withDepths(m Measure, file string) Measure {
	return func(data string) (Estimate, error) {
		e, err := m(data)
		if err != nil {
			return e, err
		}
		s, err := summary(data, file)
		if err != nil {
			return e, err
		}
		var parts, nodes []string
		for _, c := range s.Overall {
			parts = append(parts, fmt.Sprintf("%s %.2f", c.Name, c.MeanDepth))
			nodes = append(nodes, fmt.Sprintf("%s %s", c.Name, fmtNC(c.MeanNodes)))
		}
		e.Text = value("share", e) + "; mean depth reached per move: " + strings.Join(parts, ", ") + "; mean nodes per move: " + strings.Join(nodes, ", ")
		return e, nil
	}
}

// sample is one sample of a benchmark data file (its samples read once per process: cached).
func sample(data, file string, g analysis.Group, algo string, depth int) (*analysis.Sample, error) {
	path := filepath.Join(data, file)
	samples, err := cached(path, "samples", func() ([]*analysis.Sample, error) {
		r, err := analysis.ReadFiles(path)
		if err != nil {
			return nil, err
		}
		return r.Samples(), nil
	})
	if err != nil {
		return nil, err
	}
	for _, s := range samples {
		if s.Group == g && s.Algo == algo && s.Depth == depth {
			return s, nil
		}
	}
	return nil, fmt.Errorf("claims: %s: no sample %s %s depth %d", file, g, algo, depth)
}

// pair reads the samples of algos a and b at depth d of one group of a data file.
func pair(data, file string, g analysis.Group, a, b string, d int) (*analysis.Sample, *analysis.Sample, error) {
	sa, err := sample(data, file, g, a, d)
	if err != nil {
		return nil, nil, err
	}
	sb, err := sample(data, file, g, b, d)
	return sa, sb, err
}

// ncRatio is the mean Node Count of algo a over that of algo b at depth d in one group of a
// data file: exact (node counts are deterministic on a fixed set of positions).
func ncRatio(file string, g analysis.Group, a, b string, d int) Measure {
	return func(data string) (Estimate, error) {
		sa, sb, err := pair(data, file, g, a, b, d)
		if err != nil {
			return Estimate{}, err
		}
		ma, mb := stat.Mean(sa.NC, nil), stat.Mean(sb.NC, nil)
		e := exact(ma / mb)
		e.N = sa.Size
		e.Text = fmt.Sprintf("%s / %s = %s (%s positions)", fmtNC(ma), fmtNC(mb), ratio(ma/mb), thousands(sa.Size))
		return e, nil
	}
}

// minRatio is the smaller of two ratios (both must exceed 1 for "both more and less").
func minRatio(m1, m2 Measure) Measure {
	return func(data string) (Estimate, error) {
		a, err := m1(data)
		if err != nil {
			return Estimate{}, err
		}
		b, err := m2(data)
		if err != nil {
			return Estimate{}, err
		}
		e := exact(math.Min(a.Value, b.Value))
		e.Text = a.Text + "; " + b.Text
		return e, nil
	}
}

// saving is the Threat-ADS saving of Polk & Oommen's protocol trials: 1 - mean NC of treat /
// mean NC of base.
func saving(file string, g analysis.Group, base, treat string, d int) Measure {
	return func(data string) (Estimate, error) {
		sb, st, err := pair(data, file, g, base, treat, d)
		if err != nil {
			return Estimate{}, err
		}
		return savingOf(stat.Mean(sb.NC, nil), stat.StdDev(sb.NC, nil), len(sb.NC), stat.Mean(st.NC, nil), stat.StdDev(st.NC, nil), len(st.NC)), nil
	}
}

// franksGames reads the games with a winner of every seating file of Franks' figure fig on one
// board (board "*": every board) in one folder of data, and the win rules they were played
// under. No file, or no game with a winner, is an error.
func franksGames(data, folder string, fig int, board string) ([]*record.Record, []string, error) {
	files, err := filepath.Glob(filepath.Join(data, folder, fmt.Sprintf("fig%02d-%s-*.jsonl", fig, board)))
	if err != nil || len(files) == 0 {
		return nil, nil, fmt.Errorf("claims: no records of Franks' figure %d (%s) in %s", fig, board, filepath.Join(data, folder))
	}
	slices.Sort(files)
	var games []*record.Record
	rules := map[string]bool{}
	for _, f := range files {
		recs, err := readRecords(f)
		if err != nil {
			return nil, nil, err
		}
		for _, r := range recs {
			rules[r.Rules] = true
			if !r.Capped && r.Winner != nil {
				games = append(games, r)
			}
		}
	}
	if len(games) == 0 {
		return nil, nil, fmt.Errorf("claims: Franks' figure %d (%s): no game with a winner", fig, board)
	}
	var rs []string
	for r := range rules {
		rs = append(rs, r)
	}
	slices.Sort(rs)
	return games, rs, nil
}

// franksCounts is the wins of each player type of types (B, M or P) in Franks' figure fig on
// one board, and with one type, the other's wins as the rest; printed with each share's
// Wilson interval, and the same games under our win rule (spoil) as a side result.
func franksCounts(fig int, board string, types []byte) Measure {
	count := func(data, folder string) (Estimate, error) {
		games, rules, err := franksGames(data, folder, fig, board)
		if err != nil {
			return Estimate{}, err
		}
		counts := make([]int, max(2, len(types)))
		for _, r := range games {
			if i := slices.Index(types, franksType(r.Players[*r.Winner])); i >= 0 {
				counts[i]++
			} else if len(types) == 1 {
				counts[1]++
			}
		}
		var parts []string
		for i, c := range counts {
			name := "the other"
			if i < len(types) {
				name = franksTypeNames[types[i]]
			}
			lo, hi := wilson(float64(c)/float64(len(games)), float64(len(games)), z975)
			parts = append(parts, fmt.Sprintf("%s %d (%s [%s, %s])", name, c, pct(float64(c)/float64(len(games))), pct1(lo), pct1(hi)))
		}
		return Estimate{Value: math.NaN(), Lo: math.NaN(), Hi: math.NaN(), N: len(games), Counts: counts,
			Text: fmt.Sprintf("%s of %d games; rules %s", strings.Join(parts, ", "), len(games), strings.Join(rules, ", "))}, nil
	}
	return func(data string) (Estimate, error) {
		e, err := count(data, "franks")
		if err != nil {
			return e, err
		}
		if side, err := count(data, "franks-spoil"); err == nil {
			e.Text += "; under our win rule (spoil): " + side.Text
		}
		return e, nil
	}
}

// franksExcess is player type typ's wins minus its fair share (the seats it holds over the
// players, per game) over every game of Franks' figures figs on both boards, per game; its SE
// that of a sum of binomials at each figure and board's own rate.
func franksExcess(typ byte, figs []int) Measure {
	return func(data string) (Estimate, error) {
		var ex, v float64
		var n int
		for _, fig := range figs {
			for _, board := range []string{"star", "triangle", "square"} {
				games, _, err := franksGames(data, "franks", fig, board)
				if err != nil {
					continue // the figure was not played on this board
				}
				w := 0
				for _, r := range games {
					k := 0
					for _, p := range r.Players {
						if franksType(p) == typ {
							k++
						}
					}
					ex -= float64(k) / float64(len(r.Players))
					if franksType(r.Players[*r.Winner]) == typ {
						ex++
						w++
					}
				}
				p := float64(w) / float64(len(games))
				v += float64(len(games)) * p * (1 - p)
				n += len(games)
			}
		}
		if n == 0 {
			return Estimate{}, fmt.Errorf("claims: no records of Franks' figures %v", figs)
		}
		e := normal(ex/float64(n), math.Sqrt(v)/float64(n), n)
		e.Text = fmt.Sprintf("%+.1f points [%+.1f, %+.1f] over the fair share (%d games)", 100*e.Value, 100*e.Lo, 100*e.Hi, n)
		return e, nil
	}
}

// boardFig is one figure of Franks' board comparison: the player type whose share is compared
// across his two 3-player boards and the sign of his star-minus-triangle difference.
type boardFig struct {
	fig  int
	typ  byte
	sign float64
}

// franksBoardEffect is the mean over figs of sign × (typ's share of the star board's games -
// its share of the triangle's): how far our boards differ in the directions his differ. Its SE
// that of a mean of independent differences of binomial shares.
func franksBoardEffect(figs []boardFig) Measure {
	return func(data string) (Estimate, error) {
		var sum, v float64
		var n int
		var parts []string
		for _, f := range figs {
			var p [2]float64
			for i, board := range []string{"star", "triangle"} {
				games, _, err := franksGames(data, "franks", f.fig, board)
				if err != nil {
					return Estimate{}, err
				}
				w := 0
				for _, r := range games {
					if franksType(r.Players[*r.Winner]) == f.typ {
						w++
					}
				}
				p[i] = float64(w) / float64(len(games))
				v += p[i] * (1 - p[i]) / float64(len(games))
				n += len(games)
			}
			sum += f.sign * (p[0] - p[1])
			parts = append(parts, fmt.Sprintf("Fig. %d %s %+.1f", f.fig, franksTypeNames[f.typ], 100*(p[0]-p[1])))
		}
		k := float64(len(figs))
		e := normal(sum/k, math.Sqrt(v)/k, n)
		e.Text = fmt.Sprintf("%+.1f points [%+.1f, %+.1f] in his directions (star minus triangle: %s)", 100*e.Value, 100*e.Lo, 100*e.Hi, strings.Join(parts, ", "))
		return e, nil
	}
}

// franksFirstPlayer is the first mover's wins minus its fair share (one over the players) per
// game, over every game of Franks' figures 7-16 on every board; its SE that of a sum of
// binomials at each player count's own rate.
func franksFirstPlayer() Measure {
	return func(data string) (Estimate, error) {
		wins, games := map[int]int{}, map[int]int{}
		for fig := 7; fig <= 16; fig++ {
			recs, _, err := franksGames(data, "franks", fig, "*")
			if err != nil {
				return Estimate{}, err
			}
			for _, r := range recs {
				f := strings.Fields(r.Start)
				if len(f) != 4 {
					return Estimate{}, fmt.Errorf("claims: Franks' figure %d: start %q is not a CCN position", fig, r.Start)
				}
				n := len(r.Players)
				games[n]++
				if f[2] == fmt.Sprint(*r.Winner) {
					wins[n]++
				}
			}
		}
		var ex, v float64
		var n int
		var parts []string
		for _, k := range []int{3, 4} {
			if games[k] == 0 {
				continue
			}
			p := float64(wins[k]) / float64(games[k])
			ex += float64(wins[k]) - float64(games[k])/float64(k)
			v += float64(games[k]) * p * (1 - p)
			n += games[k]
			parts = append(parts, fmt.Sprintf("%d of %d %d-player games (%s, fair %s)", wins[k], games[k], k, pct(p), pct(1/float64(k))))
		}
		e := normal(ex/float64(n), math.Sqrt(v)/float64(n), n)
		e.Text = fmt.Sprintf("%+.1f points [%+.1f, %+.1f] over the fair share: the first mover won %s", 100*e.Value, 100*e.Lo, 100*e.Hi, strings.Join(parts, " and "))
		return e, nil
	}
}

// franksType is B, M or P for a contestant spec of Franks' players.
func franksType(spec string) byte {
	switch {
	case strings.HasPrefix(spec, "brs"):
		return 'B'
	case strings.HasPrefix(spec, "maxn"):
		return 'M'
	case strings.HasPrefix(spec, "paranoid"):
		return 'P'
	}
	return '?'
}

// lead is a contestant's win rate minus the best other contestant's in a results file
// (matchstat.Lead): the best other chosen on half the blocks and the paired difference measured
// on the other half, both ways round, so the choice made after seeing the data does not bias
// it; its standard error the SD of a bootstrap over blocks.
func lead(file, contestant string) Measure {
	return func(data string) (Estimate, error) {
		s, err := summary(data, file)
		if err != nil {
			return Estimate{}, err
		}
		l, err := matchstat.Lead(s, contestant, leadResamples, leadSeed)
		if err != nil {
			return Estimate{}, fmt.Errorf("claims: %s: %w", file, err)
		}
		e := normal(l.Value, l.SE, s.Games)
		e.Text = fmt.Sprintf("%s %s - %s %s = %+.1f points [%+.1f, %+.1f] (%d games, %d blocks; the best other chosen on alternate blocks and measured on the rest, both ways; bootstrap over blocks, %d resamples, percentile interval [%+.1f, %+.1f])",
			contestant, pct(l.Mine), l.Best, pct(l.Other), 100*e.Value, 100*e.Lo, 100*e.Hi, s.Games, l.Blocks, leadResamples, 100*l.Lo, 100*l.Hi)
		return e, nil
	}
}

// The bootstrap of lead: fixed, so a verdict depends only on the data.
const (
	leadResamples = 2000
	leadSeed      = 1
)

// seatShare is a contestant's chance of winning per seat it holds, in a results file whose
// design gives it seats seats in every game (counts=...): its share of the non-capped games
// divided by seats. With one seat it is a share worth the games over the block inflation
// (blockShare); with more, a number with that share's standard error divided by seats.
func seatShare(file, contestant string, seats int) Measure {
	return func(data string) (Estimate, error) {
		c, err := contestantOf(data, file, contestant)
		if err != nil {
			return Estimate{}, err
		}
		e := blockShare(c)
		if seats > 1 {
			k := float64(seats)
			e = normal(e.Value/k, e.SE/k, c.Games)
			e.Text = fmt.Sprintf("%s %s per seat of %d (%d games)", contestant, pct(e.Value), seats, c.Games)
			return e, nil
		}
		e.Text = fmt.Sprintf("%s %s [%s, %s] (%d games)", contestant, pct(e.Value), pct1(e.Lo), pct1(e.Hi), c.Games)
		return e, nil
	}
}

// seatShareDiff is seatShare of a minus seatShare of b, measured in two results files (two
// independent matches), with the standard error of the difference.
func seatShareDiff(fa, ca string, sa int, fb, cb string, sb int) Measure {
	return func(data string) (Estimate, error) {
		a, err := seatShare(fa, ca, sa)(data)
		if err != nil {
			return Estimate{}, err
		}
		b, err := seatShare(fb, cb, sb)(data)
		if err != nil {
			return Estimate{}, err
		}
		e := normal(a.Value-b.Value, math.Hypot(a.SE, b.SE), a.N+b.N)
		e.Text = fmt.Sprintf("%s - %s = %+.1f points [%+.1f, %+.1f]", a.Text, b.Text, 100*e.Value, 100*e.Lo, 100*e.Hi)
		return e, nil
	}
}

// savingDiff is the saving measured by a minus the saving measured by b, two cells of their own
// trials, with the standard error of a difference of independent estimates (diffOf).
func savingDiff(a, b Measure) Measure {
	return func(data string) (Estimate, error) {
		ea, err := a(data)
		if err != nil {
			return Estimate{}, err
		}
		eb, err := b(data)
		if err != nil {
			return Estimate{}, err
		}
		return diffOf(ea, eb), nil
	}
}

// meanSaving is the mean of several cells' savings, each of its own trials, with the standard
// error of a mean of independent estimates (meanOf).
func meanSaving(ms ...Measure) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		for _, m := range ms {
			e, err := m(data)
			if err != nil {
				return Estimate{}, err
			}
			es = append(es, e)
		}
		return meanOf(es...), nil
	}
}

// diffOf is a - b for two independent estimates of a saving: SE = hypot(SE_a, SE_b), printed in
// percentage points.
func diffOf(a, b Estimate) Estimate {
	e := normal(a.Value-b.Value, math.Hypot(a.SE, b.SE), min(a.N, b.N))
	e.Text = fmt.Sprintf("%s - %s = %+.1f points [%+.1f, %+.1f]", pct(a.Value), pct(b.Value), 100*e.Value, 100*e.Lo, 100*e.Hi)
	return e
}

// meanOf is the mean of k independent estimates of a saving: SE = sqrt(Σ SE_i²) / k, printed with
// the range of the estimates.
func meanOf(es ...Estimate) Estimate {
	var sum, v float64
	lo, hi := math.Inf(1), math.Inf(-1)
	n := 0
	for _, e := range es {
		sum += e.Value
		v += e.SE * e.SE
		lo, hi = min(lo, e.Value), max(hi, e.Value)
		n += e.N
	}
	k := float64(len(es))
	e := normal(sum/k, math.Sqrt(v)/k, n)
	e.Text = fmt.Sprintf("%s [%s, %s], the mean of %d cells (from %s to %s)", pct(e.Value), pct1(e.Lo), pct1(e.Hi), len(es), pct(lo), pct(hi))
	return e
}
