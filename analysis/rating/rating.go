// Package rating fits ratings to multiplayer game results: a Plackett-Luce model with a seat
// term, by maximum likelihood, with bootstrap intervals over blocks of games.
//
// # Model
//
// Contestant c has strength γ_c = exp(θ_c) and player index (seat) p has strength
// σ_p = exp(φ_p); the player at index p, held by contestant c(p), has strength γ_c(p)·σ_p. A
// game's finishing order (or its prefix: the winner alone) is a sequence of choices: each
// next finisher is drawn from the players not yet placed with probability proportional to
// their strengths. With the winner only this is Luce's choice model,
// P(w wins) = γ_c(w)σ_w / Σ_i γ_c(i)σ_i. A contestant may hold several seats of a game or none.
//
// # Guarantees
//
//   - Fit returns the maximum of the log-likelihood (Newton's method on θ and φ; the
//     log-likelihood is concave there), converged until the largest gradient component is
//     below 1e-9 times the number of choices, or an error: it never returns NaN ratings for
//     contestants with games, and never panics on its input.
//   - Scale: Rating = 400·log10 γ_c (Elo-like: 400 points is a 10:1 ratio of strengths, the odds
//     of a two-player game at equal seats), centred so the contestants' ratings average 0;
//     seat effects the same, 400·log10 σ_p, averaging 0 over the seats. Contestants and seats
//     that never won are left out of both averages.
//   - A contestant (or seat) that lost a choice to another player of positive strength but
//     never won one has maximum-likelihood strength 0: it is reported as NeverWon with Rating
//     -Inf (log 0) rather than fitted, repeatedly until no such remains, and the choices it
//     no longer affects are dropped. A contestant left with no rival of positive strength is
//     rated only if it is the sole one left (then at 0, e.g. the winner of a single game);
//     otherwise, and for any other separation (a group that beats everyone else in every
//     shared game), the likelihood has no finite maximum and Fit says so in its error.
//   - Capped games are skipped and counted (Ratings.Capped), as are games without a winner
//     (Unranked). The result does not depend on the order of the games.
//   - Intervals are bootstrap percentile intervals over blocks (the unit of resampling, since
//     games of a block share an opening): B resamples of the blocks with replacement from a
//     generator seeded with Options.Seed, each refitted. With fewer than two blocks there is
//     no interval (NaN). Each resample is centred on the contestants (seats) finite in it and in
//     the full fit, to average what they average there, so one that drops a weak contestant does
//     not shift the others. A resample in which a contestant never won gives it -Inf; one with no
//     finite maximum is left out and counted (Ratings.Failed), and when more than a tail's
//     share ((1-Confidence)/2 of B) has none, there are no intervals (NaN): the survivors'
//     percentiles would hide the infinite ends.
package rating

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/gonum/mat"
	"gonum.org/v1/gonum/stat"
)

// Scale converts a natural-log strength to the rating scale: 400·log10 e.
const Scale = 400 / math.Ln10

// Game is one game's result.
type Game struct {
	Block int // the unit of bootstrap resampling
	// Players is the contestant (index into the contestants) of each player index.
	Players []int
	// Order is the finishing order as player indices, winner first; a prefix is fine (the
	// winner alone: the Luce model), empty when no one won.
	Order  []int
	Capped bool // skipped and counted; Order must then be empty
}

// Options of Fit. The zero value fits a seat term and draws DefaultBootstrap resamples.
type Options struct {
	NoSeat     bool    // fit contestants only (every σ_p = 1)
	Bootstrap  int     // resamples; 0 means DefaultBootstrap, negative none
	Seed       uint64  // of the resampling generator
	Confidence float64 // of the intervals; 0 means 0.95
}

// DefaultBootstrap is the number of bootstrap resamples when Options.Bootstrap is 0.
const DefaultBootstrap = 1000

// Status says whether a rating was estimated.
type Status int

const (
	Rated    Status = iota // a finite maximum-likelihood estimate
	NeverWon               // strength 0 (Rating -Inf): it never won a choice that mattered
	NoGames                // it played no ranked game (Rating NaN)
)

func (s Status) String() string {
	switch s {
	case Rated:
		return "rated"
	case NeverWon:
		return "never won"
	case NoGames:
		return "no games"
	}
	return "status " + strconv.Itoa(int(s))
}

// Estimate is a fitted contestant or seat.
type Estimate struct {
	Name        string // the contestant, or the player index
	Games       int    // ranked games it took part in
	Wins        int    // ranked games it won (finished first)
	Status      Status
	Rating      float64 // on the rating scale (see the package documentation)
	Lo, Hi      float64 // bootstrap percentile interval; NaN without one
	Resamples   int     // resamples in which it had games (the interval's sample)
	LogStrength float64 // natural log strength (θ or φ), centred as Rating
}

// Ratings is the fit.
type Ratings struct {
	Contestants []Estimate // in the order given to Fit
	Seats       []Estimate // one per player index; nil with Options.NoSeat
	LogLik      float64    // at the maximum
	Ranked      int        // games fitted
	Capped      int        // capped games, skipped
	Unranked    int        // games with no winner and not capped, skipped
	Blocks      int        // distinct blocks of the ranked games
	Bootstrap   int        // resamples drawn (0 without intervals)
	Failed      int        // resamples without a finite maximum, left out (too many: no intervals)
	Confidence  float64
}

// Fit fits the model to games among the named contestants on players player indices.
func Fit(contestants []string, players int, games []Game, opt Options) (*Ratings, error) {
	k, n := len(contestants), players
	if k < 2 {
		return nil, fmt.Errorf("rating: %d contestants; want at least two", k)
	}
	if n < 2 {
		return nil, fmt.Errorf("rating: %d players; want at least two", n)
	}
	conf := opt.Confidence
	if conf == 0 {
		conf = 0.95
	}
	if !(conf > 0 && conf < 1) {
		return nil, fmt.Errorf("rating: confidence %v not in (0, 1)", conf)
	}
	r := &Ratings{Confidence: conf}
	var ranked []Game
	for i, g := range games {
		if err := checkGame(g, k, n); err != nil {
			return nil, fmt.Errorf("rating: game %d: %v", i+1, err)
		}
		switch {
		case g.Capped:
			r.Capped++
		case len(g.Order) == 0:
			r.Unranked++
		default:
			ranked = append(ranked, g)
		}
	}
	r.Ranked = len(ranked)
	if len(ranked) == 0 {
		return nil, fmt.Errorf("rating: no game with a winner to fit (%d capped, %d without a winner)", r.Capped, r.Unranked)
	}
	// Blocks in sorted order, so the resamples do not depend on the order of the games.
	m := &model{k: k, n: n, noSeat: opt.NoSeat, names: contestants}
	byBlock := map[int][]Game{}
	var ids []int
	for _, g := range ranked {
		if _, ok := byBlock[g.Block]; !ok {
			ids = append(ids, g.Block)
		}
		byBlock[g.Block] = append(byBlock[g.Block], g)
	}
	slices.Sort(ids)
	r.Blocks = len(ids)
	tallies := make([]*tally, len(ids))
	for i, id := range ids {
		tallies[i] = m.tally(byBlock[id])
	}
	est, err := m.fit(tallies, nil)
	if err != nil {
		return nil, err
	}
	r.LogLik = est.logLik

	B := opt.Bootstrap
	if B == 0 {
		B = DefaultBootstrap
	}
	npar := k + n
	samples := make([][]float64, npar)
	if B > 0 && len(ids) >= 2 {
		r.Bootstrap = B
		rng := rand.New(rand.NewPCG(opt.Seed, 0x9e3779b97f4a7c15))
		for range B {
			drawn := make([]*tally, len(ids))
			for i := range drawn {
				drawn[i] = tallies[rng.IntN(len(ids))]
			}
			e, err := m.fit(drawn, est.value)
			if err != nil {
				r.Failed++
				continue
			}
			align(e.value[:k], est.value[:k])
			align(e.value[k:], est.value[k:])
			for j := range npar {
				if !math.IsNaN(e.value[j]) {
					samples[j] = append(samples[j], e.value[j])
				}
			}
		}
	}
	// Failed resamples are ones where some rating is infinite: beyond a tail's worth of
	// them the percentile ends are not the survivors' ends.
	tooMany := float64(r.Failed) > (1-conf)/2*float64(B)
	interval := func(j int) (lo, hi float64, n int) {
		xs := samples[j]
		if len(xs) == 0 || tooMany {
			return math.NaN(), math.NaN(), 0
		}
		slices.Sort(xs)
		a := (1 - conf) / 2
		// Empirical quantiles pick sample values: no arithmetic on a -Inf.
		return Scale * stat.Quantile(a, stat.Empirical, xs, nil), Scale * stat.Quantile(1-a, stat.Empirical, xs, nil), len(xs)
	}
	for c, name := range contestants {
		e := Estimate{Name: name, Games: est.games[c], Wins: est.wins[c], Status: est.status[c],
			LogStrength: est.value[c], Rating: Scale * est.value[c]}
		e.Lo, e.Hi, e.Resamples = interval(c)
		r.Contestants = append(r.Contestants, e)
	}
	if !opt.NoSeat {
		for p := range n {
			j := k + p
			e := Estimate{Name: strconv.Itoa(p), Games: est.games[j], Wins: est.wins[j], Status: est.status[j],
				LogStrength: est.value[j], Rating: Scale * est.value[j]}
			e.Lo, e.Hi, e.Resamples = interval(j)
			r.Seats = append(r.Seats, e)
		}
	}
	return r, nil
}

// align moves a resample's values into the full fit's frame: centred so that the items finite
// in both average what they average in the full fit. Without it, a resample in which a weak
// contestant never won (-Inf, left out of its centring) would shift every other rating by that
// contestant's share of the mean, and the intervals would measure the shift, not the rating.
func align(sample, full []float64) {
	var d float64
	var n int
	for j := range sample {
		if finite(sample[j]) && finite(full[j]) {
			d += full[j] - sample[j]
			n++
		}
	}
	if n == 0 {
		return
	}
	for j := range sample {
		if finite(sample[j]) {
			sample[j] += d / float64(n)
		}
	}
}

func finite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

func checkGame(g Game, k, n int) error {
	if len(g.Players) != n {
		return fmt.Errorf("%d players, want %d", len(g.Players), n)
	}
	for p, c := range g.Players {
		if c < 0 || c >= k {
			return fmt.Errorf("player %d is contestant %d, not one of 0-%d", p, c, k-1)
		}
	}
	if g.Capped && len(g.Order) > 0 {
		return errors.New("capped, but it has a finishing order")
	}
	if len(g.Order) > n {
		return fmt.Errorf("a finishing order of %d for %d players", len(g.Order), n)
	}
	seen := make([]bool, n)
	for _, p := range g.Order {
		if p < 0 || p >= n {
			return fmt.Errorf("finisher %d is not a player index 0-%d", p, n-1)
		}
		if seen[p] {
			return fmt.Errorf("player %d finishes twice", p)
		}
		seen[p] = true
	}
	return nil
}

// model holds the dimensions: parameters 0..k-1 are the contestants' θ, k..k+n-1 the seats' φ.
type model struct {
	k, n   int
	noSeat bool
	names  []string // the contestants, for errors
}

// choice is one distinct choice: the items (contestant, seat) remaining, the chosen first, and
// how many times it occurred.
type choice struct {
	items  [][2]int // [0] chosen
	weight float64
}

// fitted is one fit: per parameter its centred natural-log value (-Inf never won, NaN no
// games), status, games and wins.
type fitted struct {
	value       []float64
	status      []Status
	games, wins []int
	logLik      float64
}

// seat returns the seat parameter's index of player p, or -1 without a seat term.
func (m *model) seat(p int) int {
	if m.noSeat {
		return -1
	}
	return m.k + p
}

// tally is a set of games reduced to what the fit reads: the distinct choices with their
// counts, and the games and wins of each parameter. The bootstrap adds up the tallies of the
// blocks drawn, so a resample costs the distinct choices, not the games.
type tally struct {
	choices     map[string]*choice
	games, wins []int
}

// tally reduces games.
func (m *model) tally(games []Game) *tally {
	npar := m.k + m.n
	t := &tally{choices: map[string]*choice{}, games: make([]int, npar), wins: make([]int, npar)}
	var key []byte
	inGame := make([]bool, npar)
	placed := make([]bool, m.n)
	for _, g := range games {
		clear(inGame)
		for p, c := range g.Players {
			inGame[c] = true
			if s := m.seat(p); s >= 0 {
				inGame[s] = true
			}
		}
		for j, in := range inGame {
			if in {
				t.games[j]++
			}
		}
		t.wins[g.Players[g.Order[0]]]++
		if s := m.seat(g.Order[0]); s >= 0 {
			t.wins[s]++
		}
		clear(placed)
		for _, w := range g.Order {
			items := [][2]int{{g.Players[w], w}}
			for p := range m.n {
				if !placed[p] && p != w {
					items = append(items, [2]int{g.Players[p], p})
				}
			}
			placed[w] = true
			if len(items) < 2 {
				break
			}
			// The rivals in a canonical order, so equal choices share a key.
			slices.SortFunc(items[1:], func(a, b [2]int) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) })
			key = key[:0]
			for _, it := range items {
				key = binary.AppendUvarint(binary.AppendUvarint(key, uint64(it[0])), uint64(it[1]))
			}
			if ch := t.choices[string(key)]; ch != nil {
				ch.weight++
			} else {
				t.choices[string(key)] = &choice{items: items, weight: 1}
			}
		}
	}
	return t
}

// fit fits the sum of tallies, starting Newton from the finite entries of start (nil: from 0).
func (m *model) fit(tallies []*tally, start []float64) (*fitted, error) {
	npar := m.k + m.n
	f := &fitted{value: make([]float64, npar), status: make([]Status, npar), games: make([]int, npar), wins: make([]int, npar)}
	// Distinct choices with their counts, in the order of their keys: the fit does not
	// depend on the order of the games.
	counts := map[string]float64{}
	items := map[string][][2]int{}
	for _, t := range tallies {
		for j := range npar {
			f.games[j] += t.games[j]
			f.wins[j] += t.wins[j]
		}
		for key, ch := range t.choices {
			counts[key] += ch.weight
			items[key] = ch.items
		}
	}
	keys := make([]string, 0, len(counts))
	for key := range counts {
		keys = append(keys, key)
	}
	slices.Sort(keys)
	var choices []choice
	for _, key := range keys {
		choices = append(choices, choice{items: items[key], weight: counts[key]})
	}

	// Strength 0 for whatever never won a choice that another positive item was in, until
	// nothing changes: such a choice carries no information once the others are 0.
	zero := make([]bool, npar)
	for j := range npar {
		if f.games[j] == 0 {
			f.status[j] = NoGames
			zero[j] = true
		}
	}
	if m.noSeat {
		for p := range m.n {
			f.status[m.k+p] = NoGames
		}
	}
	positive := func(it [2]int) bool {
		s := m.seat(it[1])
		return !zero[it[0]] && (s < 0 || !zero[s])
	}
	for {
		won := make([]bool, npar)
		for _, ch := range choices {
			if informative(ch, positive) {
				won[ch.items[0][0]] = true
				if s := m.seat(ch.items[0][1]); s >= 0 {
					won[s] = true
				}
			}
		}
		// Only the losers of informative choices: an item whose rivals all went to 0 is
		// not beaten by anyone left.
		lost := make([]bool, npar)
		for _, ch := range choices {
			if informative(ch, positive) {
				for _, it := range ch.items[1:] {
					lost[it[0]] = true
					if s := m.seat(it[1]); s >= 0 {
						lost[s] = true
					}
				}
			}
		}
		changed := false
		for j := range npar {
			if !zero[j] && !won[j] && lost[j] {
				zero[j], f.status[j], changed = true, NeverWon, true
			}
		}
		if !changed {
			break
		}
	}
	var live []choice
	for _, ch := range choices {
		if !informative(ch, positive) {
			continue
		}
		var items [][2]int
		for _, it := range ch.items {
			if positive(it) {
				items = append(items, it)
			}
		}
		live = append(live, choice{items: items, weight: ch.weight})
	}

	// A positive item in no live choice is one whose every rival went to 0: unless it is the
	// only positive one of its kind (then it is the reference), it beats the rest without
	// limit.
	inLive := make([]bool, npar)
	for _, ch := range live {
		for _, it := range ch.items {
			inLive[it[0]] = true
			if s := m.seat(it[1]); s >= 0 {
				inLive[s] = true
			}
		}
	}
	// Every choice made uninformative by one seat winning them all: the contestants left
	// cannot be told apart.
	if len(live) == 0 && len(slices.DeleteFunc(positives(zero), func(j int) bool { return j >= m.k })) > 1 {
		var seats []int
		for p := range m.n {
			if s := m.seat(p); s >= 0 && !zero[s] {
				seats = append(seats, p)
			}
		}
		if len(seats) == 1 {
			return nil, fmt.Errorf("rating: seat %d won every game, so no game tells the contestants apart (no finite maximum)", seats[0])
		}
	}
	for _, r := range [][2]int{{0, m.k}, {m.k, npar}} {
		pos, isolated := 0, []int(nil)
		for j := r[0]; j < r[1]; j++ {
			if !zero[j] {
				pos++
				if !inLive[j] {
					isolated = append(isolated, j)
				}
			}
		}
		if pos > 1 && len(isolated) > 0 {
			return nil, m.diverge(isolated)
		}
	}

	// Free parameters: the positive ones but the first contestant and the first seat (held
	// at 0; the result is centred afterwards).
	var free []int
	firstC, firstS := true, true
	for j := range npar {
		if zero[j] {
			continue
		}
		switch {
		case j < m.k && firstC:
			firstC = false
		case j >= m.k && firstS:
			firstS = false
		default:
			free = append(free, j)
		}
	}
	x := make([]float64, npar)
	for j, v := range start {
		if !math.IsNaN(v) && !math.IsInf(v, 0) {
			x[j] = v
		}
	}
	var ll float64
	if len(live) > 0 {
		var err error
		if ll, err = newton(live, m, x, free, positives(zero)); err != nil {
			return nil, err
		}
	}
	f.logLik = ll
	centre := func(lo, hi int) {
		var sum float64
		var cnt int
		for j := lo; j < hi; j++ {
			if !zero[j] {
				sum += x[j]
				cnt++
			}
		}
		for j := lo; j < hi; j++ {
			switch f.status[j] {
			case Rated:
				f.value[j] = x[j] - sum/float64(cnt)
			case NeverWon:
				f.value[j] = math.Inf(-1)
			default:
				f.value[j] = math.NaN()
			}
		}
	}
	centre(0, m.k)
	centre(m.k, npar)
	if m.noSeat {
		for p := range m.n {
			f.value[m.k+p] = math.NaN()
		}
	}
	return f, nil
}

// informative reports whether a choice's chosen item and at least one other are positive.
func informative(ch choice, positive func([2]int) bool) bool {
	if !positive(ch.items[0]) {
		return false
	}
	for _, it := range ch.items[1:] {
		if positive(it) {
			return true
		}
	}
	return false
}

// maxLog bounds the spread of θ (and of φ) of a finite fit: beyond it (a strength ratio of
// e^15, 6,500 rating points) the likelihood is rising towards a limit at infinity, where
// Newton's gradient test would stop near e^20, not at a maximum.
const maxLog = 15

// eval returns the log-likelihood at x and, when grad is non-nil, adds its gradient to grad
// and its Hessian to hess (npar x npar, row-major, the upper triangle i <= j only). An item's
// log-strength is θ_c + φ_p: its indicator vector has a 1 at c and one at p.
func eval(choices []choice, m *model, x []float64, grad, hess []float64) float64 {
	var ll float64
	npar := len(x)
	mean := make([]float64, npar)
	var eta []float64
	var nz []int // the entries of mean this choice touches
	in := make([]bool, npar)
	upper := func(i, j int, v float64) {
		if i > j {
			i, j = j, i
		}
		hess[i*npar+j] += v
	}
	for _, ch := range choices {
		eta = eta[:0]
		top := math.Inf(-1)
		for _, it := range ch.items {
			e := x[it[0]]
			if s := m.seat(it[1]); s >= 0 {
				e += x[s]
			}
			eta = append(eta, e)
			top = max(top, e)
		}
		var z float64
		e0 := eta[0]
		for i, e := range eta {
			eta[i] = math.Exp(e - top)
			z += eta[i]
		}
		ll += ch.weight * (e0 - top - math.Log(z))
		if grad == nil {
			continue
		}
		nz = nz[:0]
		for i, it := range ch.items {
			w := eta[i] / z
			a, s := it[0], m.seat(it[1])
			if !in[a] {
				in[a], nz = true, append(nz, a)
			}
			mean[a] += w
			// -Σ w x xᵀ
			upper(a, a, -ch.weight*w)
			if s >= 0 {
				if !in[s] {
					in[s], nz = true, append(nz, s)
				}
				mean[s] += w
				upper(s, s, -ch.weight*w)
				upper(a, s, -ch.weight*w)
			}
		}
		a, s := ch.items[0][0], m.seat(ch.items[0][1])
		grad[a] += ch.weight
		if s >= 0 {
			grad[s] += ch.weight
		}
		// + m mᵀ, m = Σ w x
		for u, i := range nz {
			grad[i] -= ch.weight * mean[i]
			for _, j := range nz[u:] {
				upper(i, j, ch.weight*mean[i]*mean[j])
			}
		}
		for _, i := range nz {
			mean[i], in[i] = 0, false
		}
	}
	return ll
}

// newton maximises the log-likelihood over x[free] (the other entries stay as they are) and
// returns it.
func newton(choices []choice, m *model, x []float64, free, pos []int) (float64, error) {
	npar := len(x)
	var weight float64
	for _, ch := range choices {
		weight += ch.weight
	}
	tol := 1e-9 * weight
	grad := make([]float64, npar)
	hess := make([]float64, npar*npar)
	nf := len(free)
	try := make([]float64, npar)
	for iter := 0; ; iter++ {
		clear(grad)
		clear(hess)
		ll := eval(choices, m, x, grad, hess)
		g := mat.NewVecDense(max(nf, 1), nil)
		worst := 0.0
		for i, j := range free {
			g.SetVec(i, grad[j])
			worst = max(worst, math.Abs(grad[j]))
		}
		if nf == 0 || worst <= tol {
			if runsOff(x, pos, m.k, maxLog) {
				return 0, m.diverge(runners(x, pos, m.k))
			}
			return ll, nil
		}
		if iter == 200 {
			return 0, m.diverge(runners(x, pos, m.k))
		}
		// Newton step d solves (-H) d = g on the free parameters.
		neg := mat.NewSymDense(nf, nil)
		for a, i := range free {
			for b := a; b < nf; b++ {
				neg.SetSym(a, b, -hess[min(i, free[b])*npar+max(i, free[b])])
			}
		}
		var ch mat.Cholesky
		if !ch.Factorize(neg) {
			return 0, fmt.Errorf("rating: the ratings are not identifiable from these games (the information matrix is singular): e.g. a contestant that only ever held one seat no one else held")
		}
		var d mat.VecDense
		if err := ch.SolveVecTo(&d, g); err != nil {
			return 0, fmt.Errorf("rating: %v", err)
		}
		// Halve the step until the likelihood does not fall (it is concave, so a short
		// enough step along an ascent direction rises), up to rounding: near the maximum a
		// full step changes it by less than its last digits.
		step, slack := 1.0, 1e-12*(1+math.Abs(ll))
		for {
			copy(try, x)
			for a, j := range free {
				try[j] += step * d.AtVec(a)
			}
			if eval(choices, m, try, nil, nil) >= ll-slack || step < 1e-9 {
				break
			}
			step /= 2
		}
		copy(x, try)
		if runsOff(x, pos, m.k, 4*maxLog) {
			return 0, m.diverge(runners(x, pos, m.k))
		}
	}
}

// diverge is the error of data whose likelihood rises without limit as the parameters ids
// (contestants, then seats) run off.
func (m *model) diverge(ids []int) error {
	var names []string
	for _, j := range ids {
		if j < m.k {
			names = append(names, m.names[j])
		} else {
			names = append(names, "seat "+strconv.Itoa(j-m.k))
		}
	}
	who := strings.Join(names, ", ")
	if who == "" {
		who = "some contestants or seats"
	}
	return fmt.Errorf("rating: the likelihood has no finite maximum: %s beat the others in every game they share (their strengths run off to infinity)", who)
}

// positives lists the parameters not at 0 strength.
func positives(zero []bool) []int {
	var out []int
	for j, z := range zero {
		if !z {
			out = append(out, j)
		}
	}
	return out
}

// runners returns, for the kind (contestants, seats) whose values in x spread widest, the
// parameters above the widest gap between consecutive values: the group running off upwards.
func runners(x []float64, pos []int, k int) []int {
	var best []int
	widest := 0.0
	for kind := range 2 {
		var ids []int
		for _, j := range pos {
			if (j >= k) == (kind == 1) {
				ids = append(ids, j)
			}
		}
		slices.SortFunc(ids, func(a, b int) int { return cmp.Compare(x[a], x[b]) })
		for i := 1; i < len(ids); i++ {
			if gap := x[ids[i]] - x[ids[i-1]]; gap > widest {
				widest, best = gap, slices.Clone(ids[i:])
			}
		}
	}
	slices.Sort(best)
	return best
}

// runsOff reports whether the contestants' θ (parameters below k) or the seats' φ of the
// positive parameters pos spread over more than bound.
func runsOff(x []float64, pos []int, k int, bound float64) bool {
	lo, hi := [2]float64{math.Inf(1), math.Inf(1)}, [2]float64{math.Inf(-1), math.Inf(-1)}
	for _, j := range pos {
		kind := 0
		if j >= k {
			kind = 1
		}
		lo[kind], hi[kind] = min(lo[kind], x[j]), max(hi[kind], x[j])
	}
	return hi[0]-lo[0] > bound || hi[1]-lo[1] > bound
}
