package claims

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Measures of several numbers at once: a trend's estimates over its parameter, an ordering's
// claimed differences.

// series is a trend's Parts: the estimates of ms at the parameter's values xs (label names the
// parameter as printed), taken as independent (separate runs or samples).
func series(label string, xs []float64, unit string, ms ...Measure) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		for _, m := range ms {
			e, err := m(data)
			if err != nil {
				return Estimate{}, err
			}
			es = append(es, e)
		}
		return seriesOf(label, xs, unit, es), nil
	}
}

// seriesOf is the estimates es at xs as one Estimate (its Parts), printed one by one.
func seriesOf(label string, xs []float64, unit string, es []Estimate) Estimate {
	var parts []string
	for i, e := range es {
		parts = append(parts, fmt.Sprintf("%s %g: %s", label, xs[i], value(unit, Estimate{Value: e.Value, SE: e.SE, Lo: e.Lo, Hi: e.Hi, N: e.N})))
	}
	return Estimate{Value: math.NaN(), Parts: es, Text: strings.Join(parts, "; ")}
}

// rankingOf is an ordering's claimed differences: for each pair (i, j) of contestants, i claimed
// above j, es[i] - es[j], with the covariance of the differences from the contestants' cov (nil:
// independent contestants, each its SE²).
func rankingOf(names []string, pairs [][2]int, es []Estimate, cov [][]float64) Estimate {
	if cov == nil {
		cov = make([][]float64, len(es))
		for i, e := range es {
			cov[i] = make([]float64, len(es))
			cov[i][i] = e.SE * e.SE
		}
	}
	out := Estimate{Value: math.NaN(), Cov: make([][]float64, len(pairs))}
	var parts []string
	for a, p := range pairs {
		out.Cov[a] = make([]float64, len(pairs))
		for b, q := range pairs {
			out.Cov[a][b] = cov[p[0]][q[0]] - cov[p[0]][q[1]] - cov[p[1]][q[0]] + cov[p[1]][q[1]]
		}
		d := normal(es[p[0]].Value-es[p[1]].Value, math.Sqrt(out.Cov[a][a]), 0)
		d.Text = names[p[0]] + " - " + names[p[1]]
		out.Parts = append(out.Parts, d)
	}
	for i, e := range es {
		parts = append(parts, fmt.Sprintf("%s %s", names[i], pct(e.Value)))
	}
	out.Text = strings.Join(parts, ", ")
	return out
}

// ranking is rankingOf on contestants measured by ms, independent (separate runs).
func ranking(names []string, pairs [][2]int, ms ...Measure) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		for _, m := range ms {
			e, err := m(data)
			if err != nil {
				return Estimate{}, err
			}
			es = append(es, e)
		}
		r := rankingOf(names, pairs, es, nil)
		var parts []string
		for i, e := range es {
			parts = append(parts, fmt.Sprintf("%s %s [%s, %s]", names[i], pct(e.Value), pct1(e.Lo), pct1(e.Hi)))
		}
		r.Text = strings.Join(parts, ", ") + " (independent runs)"
		return r, nil
	}
}

// rankings joins the rankings ms measure (rankingOf's estimates) in independent runs into one:
// their claimed differences in turn, each labelled with its run's label, the covariance
// block-diagonal.
func rankings(labels []string, ms ...Measure) Measure {
	return func(data string) (Estimate, error) {
		var es []Estimate
		n := 0
		for _, m := range ms {
			e, err := m(data)
			if err != nil {
				return Estimate{}, err
			}
			es = append(es, e)
			n += len(e.Parts)
		}
		out := Estimate{Value: math.NaN(), Cov: make([][]float64, n)}
		var texts []string
		for i, e := range es {
			at := len(out.Parts)
			for j, q := range e.Parts {
				q.Text = labels[i] + ": " + q.Text
				out.Parts = append(out.Parts, q)
				out.Cov[at+j] = make([]float64, n)
				copy(out.Cov[at+j][at:], e.Cov[j])
			}
			texts = append(texts, labels[i]+": "+e.Text)
		}
		out.Text = strings.Join(texts, "; ") + " (independent runs)"
		return out, nil
	}
}

// drawRanking is rankingOf on contestants' rates per seat in one results file of drawn tables
// (drawCounts): the contestants share the games, so their covariance is the ratio estimators'
// cluster covariance over blocks, sum over blocks of r_a r_b times B/(B-1), r_c = (wins_c - p_c
// seats_c) / seats_c of the whole file; each variance at least the binomial one (as
// drawSeatShare).
func drawRanking(file string, contestants, names []string, pairs [][2]int) Measure {
	return func(data string) (Estimate, error) {
		s, err := drawCounts(data, file)
		if err != nil {
			return Estimate{}, err
		}
		k := len(contestants)
		idx := make([]int, k)
		p, n := make([]float64, k), make([]float64, k)
		for i, c := range contestants {
			if idx[i] = slices.Index(s.Contestants, c); idx[i] < 0 {
				return Estimate{}, fmt.Errorf("claims: %s: no contestant %s (have %v)", file, c, s.Contestants)
			}
			var w float64
			for _, b := range s.PerBlock {
				w, n[i] = w+float64(b.Wins[idx[i]]), n[i]+float64(b.Games[idx[i]])
			}
			if n[i] == 0 {
				return Estimate{}, fmt.Errorf("claims: %s: %s holds no seat", file, c)
			}
			p[i] = w / n[i]
		}
		B := float64(len(s.PerBlock))
		if B < 2 {
			return Estimate{}, fmt.Errorf("claims: %s: %d blocks, a covariance over blocks needs two", file, len(s.PerBlock))
		}
		cov := make([][]float64, k)
		for i := range cov {
			cov[i] = make([]float64, k)
		}
		for _, b := range s.PerBlock {
			r := make([]float64, k)
			for i := range k {
				r[i] = (float64(b.Wins[idx[i]]) - p[i]*float64(b.Games[idx[i]])) / n[i]
			}
			for i := range k {
				for j := range k {
					cov[i][j] += r[i] * r[j] * B / (B - 1)
				}
			}
		}
		es := make([]Estimate, k)
		for i := range k {
			cov[i][i] = max(cov[i][i], p[i]*(1-p[i])/n[i])
			es[i] = normal(p[i], math.Sqrt(cov[i][i]), int(n[i]))
		}
		r := rankingOf(names, pairs, es, cov)
		r.Text += fmt.Sprintf(" per seat (%d tournaments, %d blocks; the differences' errors from the blocks' covariance: the types share the tournaments)", s.Games, len(s.PerBlock))
		return r, nil
	}
}
