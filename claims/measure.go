package claims

import (
	"fmt"
	"gonum.org/v1/gonum/stat"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/reports"
	"github.com/cctree/cctree/reports/matchstat"
)

// A Measure computes our number from the committed data folder (reports/data).
type Measure func(data string) (Estimate, error)

// paperPM is a paper's percentage printed with its 95% half-width ("56.2% ± 3.1%").
func paperPM(p, half float64) Estimate { return normal(p, half/z975, 0) }

// paperShare is a paper's share of n games (n the paper's minimum where it gives one).
func paperShare(p float64, n int) Estimate { return proportion(p, n) }

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

// summary reads a results file of data and summarises it.
func summary(data, file string) (*matchstat.Summary, error) {
	recs, err := record.ReadFile(filepath.Join(data, file))
	if err != nil {
		return nil, err
	}
	return matchstat.SummarizeNoRatings(recs) // the claims read win rates, not ratings
}

// winShare is a contestant's share of the non-capped games of a results file, with its Wilson
// interval.
func winShare(file, contestant string) Measure {
	return func(data string) (Estimate, error) {
		c, err := contestantOf(data, file, contestant)
		if err != nil {
			return Estimate{}, err
		}
		e := proportion(c.P, c.Games)
		e.Lo, e.Hi = c.Lo, c.Hi
		return e, nil
	}
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

// withDepths adds to a win share the mean depth each contestant's searches reached: what a time
// budget bought on the machine that played.
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
		var parts []string
		for _, c := range s.Overall {
			parts = append(parts, fmt.Sprintf("%s %.2f", c.Name, c.MeanDepth))
		}
		e.Text = value("share", e) + "; mean depth reached per move: " + strings.Join(parts, ", ")
		return e, nil
	}
}

// winShares prints every contestant's share of a results file (for claims shown without a
// verdict).
func winShares(file string) Measure {
	return func(data string) (Estimate, error) {
		s, err := summary(data, file)
		if err != nil {
			return Estimate{}, err
		}
		var parts []string
		for _, c := range s.Overall {
			parts = append(parts, fmt.Sprintf("%s %s [%s, %s]", c.Name, pct(c.P), pct1(c.Lo), pct1(c.Hi)))
		}
		return Estimate{Value: math.NaN(), N: s.Games, Text: strings.Join(parts, "; ") + fmt.Sprintf(" (%d games, fair share %s)", s.Games, pct(s.Overall[0].FairShare))}, nil
	}
}

// samples reads a benchmark data file once per call.
func sample(data, file string, g reports.Group, algo string, depth int) (*reports.Sample, error) {
	r, err := reports.ReadFiles(filepath.Join(data, file))
	if err != nil {
		return nil, err
	}
	for _, s := range r.Samples() {
		if s.Group == g && s.Algo == algo && s.Depth == depth {
			return s, nil
		}
	}
	return nil, fmt.Errorf("claims: %s: no sample %s %s depth %d", file, g, algo, depth)
}

// pair reads the samples of algos a and b at depth d of one group of a data file.
func pair(data, file string, g reports.Group, a, b string, d int) (*reports.Sample, *reports.Sample, error) {
	sa, err := sample(data, file, g, a, d)
	if err != nil {
		return nil, nil, err
	}
	sb, err := sample(data, file, g, b, d)
	return sa, sb, err
}

// ncRatio is the mean Node Count of algo a over that of algo b at depth d in one group of a
// data file: exact (node counts are deterministic on a fixed set of positions).
func ncRatio(file string, g reports.Group, a, b string, d int) Measure {
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
func saving(file string, g reports.Group, base, treat string, d int) Measure {
	return func(data string) (Estimate, error) {
		sb, st, err := pair(data, file, g, base, treat, d)
		if err != nil {
			return Estimate{}, err
		}
		return savingOf(stat.Mean(sb.NC, nil), stat.StdDev(sb.NC, nil), len(sb.NC), stat.Mean(st.NC, nil), stat.StdDev(st.NC, nil), len(st.NC)), nil
	}
}

// franksShare is the share of the games won by players of one type (B, M or P: the spec's
// family brs, maxn or paranoid) over every seating file of one of Franks' figures on one
// board (reports/data/franks/figNN-BOARD-*.jsonl), with its Wilson interval and the win
// rule the games were played under.
func franksShare(fig int, board string, typ byte) Measure {
	return func(data string) (Estimate, error) {
		e, err := franksFolder(data, "franks", fig, board, typ)
		if err != nil {
			return Estimate{}, err
		}
		// The side result: the same configurations played under our win rule.
		if side, err := franksFolder(data, "franks-spoil", fig, board, typ); err == nil {
			e.Text += "; under our win rule (spoil): " + side.Text
		}
		return e, nil
	}
}

// franksFolder is franksShare over the records in one folder of data.
func franksFolder(data, folder string, fig int, board string, typ byte) (Estimate, error) {
	files, err := filepath.Glob(filepath.Join(data, folder, fmt.Sprintf("fig%02d-%s-*.jsonl", fig, board)))
	if err != nil || len(files) == 0 {
		return Estimate{}, fmt.Errorf("claims: no records of Franks' figure %d (%s) in %s", fig, board, filepath.Join(data, folder))
	}
	slices.Sort(files)
	var wins, games int
	rules := map[string]bool{}
	for _, f := range files {
		recs, err := record.ReadFile(f)
		if err != nil {
			return Estimate{}, err
		}
		for _, r := range recs {
			rules[r.Rules] = true
			if r.Capped || r.Winner == nil {
				continue
			}
			games++
			if franksType(r.Players[*r.Winner]) == typ {
				wins++
			}
		}
	}
	if games == 0 {
		return Estimate{}, fmt.Errorf("claims: Franks' figure %d (%s): no game with a winner", fig, board)
	}
	p := float64(wins) / float64(games)
	e := proportion(p, games)
	e.Lo, e.Hi = matchstat.Wilson(wins, games, reports.Confidence)
	var rs []string
	for r := range rules {
		rs = append(rs, r)
	}
	slices.Sort(rs)
	e.Text = fmt.Sprintf("%s [%s, %s] (%d of %d games; rules %s)", pct(p), pct1(e.Lo), pct1(e.Hi), wins, games, strings.Join(rs, ", "))
	return e, nil
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

// constant is a number of ours that has no data file (say, a definition): shown as is.
func constant(text string) Measure {
	return func(string) (Estimate, error) { return Estimate{Value: math.NaN(), Text: text}, nil }
}

// lead is a contestant's win rate minus the best other contestant's in a results file, with the
// standard error of the difference of two independent shares: how far it leads (or trails).
func lead(file, contestant string) Measure {
	return func(data string) (Estimate, error) {
		s, err := summary(data, file)
		if err != nil {
			return Estimate{}, err
		}
		var me, best *matchstat.Contestant
		for i := range s.Overall {
			c := &s.Overall[i]
			switch {
			case c.Name == contestant:
				me = c
			case best == nil || c.P > best.P:
				best = c
			}
		}
		if me == nil || best == nil {
			return Estimate{}, fmt.Errorf("claims: %s: no contestant %s beside others (have %v)", file, contestant, names(s))
		}
		se := math.Hypot(math.Sqrt(me.P*(1-me.P)/float64(me.Games)), math.Sqrt(best.P*(1-best.P)/float64(best.Games)))
		e := normal(me.P-best.P, se, s.Games)
		e.Text = fmt.Sprintf("%s %s - %s %s = %+.1f points [%+.1f, %+.1f] (%d games)", contestant, pct(me.P), best.Name, pct(best.P), 100*e.Value, 100*e.Lo, 100*e.Hi, s.Games)
		return e, nil
	}
}

// seatShare is a contestant's chance of winning per seat it holds, in a results file whose
// design gives it seats seats in every game (counts=...): its share of the non-capped games
// divided by seats, with a standard error scaled alike: the larger of the binomial one (games as
// independent trials) and the one across blocks (the games of a block share an opening).
func seatShare(file, contestant string, seats int) Measure {
	return func(data string) (Estimate, error) {
		c, err := contestantOf(data, file, contestant)
		if err != nil {
			return Estimate{}, err
		}
		k := float64(seats)
		se := math.Sqrt(c.P * (1 - c.P) / float64(c.Games))
		if c.Blocks.N >= 2 {
			se = max(se, c.Blocks.SD/math.Sqrt(float64(c.Blocks.N)))
		}
		e := normal(c.P/k, se/k, c.Games)
		e.Text = fmt.Sprintf("%s %s (%d games)", contestant, pct(e.Value), c.Games)
		if seats > 1 {
			e.Text = fmt.Sprintf("%s %s per seat of %d (%d games)", contestant, pct(e.Value), seats, c.Games)
		}
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
