package matchstat

import (
	"fmt"
	"github.com/cctree/cctree/internal/english"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/cctree/cctree/analysis/rating"
	"github.com/cctree/cctree/analysis/stats"
	"github.com/cctree/cctree/analysis/table"
)

// WriteText writes the summary as headed tables in format f (table.Text or
// table.Markdown): the games, win rates per contestant, per seat and per seating, the search
// effort per move, and the pairwise results (more than two contestants) or the SPRT (two).
func (s *Summary) WriteText(w io.Writer, f table.Format) error {
	ew := &table.ErrWriter{W: w}
	heading := func(level int, text string) {
		if f == table.Markdown {
			fmt.Fprintf(ew, "%s %s\n\n", strings.Repeat("#", level), text)
		} else {
			fmt.Fprintf(ew, "%s\n%s\n\n", text, strings.Repeat("=-"[level-1:level], len([]rune(text))))
		}
	}
	conf := fmt.Sprintf("%.0f%%", stats.Confidence*100)
	heading(1, fmt.Sprintf("Match: %s, budget %s", s.GameRules(), BudgetText(s.Budget)))
	fmt.Fprintf(ew, "Contestants: %s. %s: %d won, %d capped, %d ended otherwise without a winner. %s of %d seatings",
		strings.Join(s.Contestants, ", "), english.Count(s.Games, "game"), s.Decided, s.Capped, s.NoWinner, english.Count(s.Blocks, "block"), s.SeatingsPerBlock)
	if s.Planned > s.Games {
		fmt.Fprintf(ew, " (%d of the plan's %d games: a shard's file or an unfinished run)", s.Games, s.Planned)
	}
	if len(s.Incomplete) > 0 {
		ids := make([]string, len(s.Incomplete))
		for i, b := range s.Incomplete {
			ids[i] = strconv.Itoa(b)
		}
		fmt.Fprintf(ew, "; incomplete (seat advantage does not cancel): block %s", strings.Join(ids, ", "))
	}
	fmt.Fprintf(ew, ".\n\nCapped games are counted as neither wins nor games in any win rate. A game without a winner otherwise is a game that no one won.")
	if s.Forfeits != nil {
		var parts []string
		for c, n := range s.Forfeits {
			if n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", s.Contestants[c], n))
			}
		}
		fmt.Fprintf(ew, " Forfeits (an engine that failed ends its game there, without a winner): %s.", strings.Join(parts, ", "))
	}
	fmt.Fprintf(ew, "\n\n")

	heading(2, "Win rates")
	fmt.Fprintf(ew, "games: non-capped games the contestant sat in; win rate = wins / games with its %s Wilson interval (games as independent trials); fair share = mean fraction of the seats it held; excess = win rate - fair share. Per block (one opening over every seating): mean of wins / games in each block, with the %s Student t interval across blocks (n/a with one block; not clipped to [0, 1]), the honest interval when the games of a block are correlated.\n\n", conf, conf)
	var rows [][]string
	for _, o := range s.Overall {
		rows = append(rows, []string{o.Name, strconv.Itoa(o.Games), strconv.Itoa(o.Wins), fmtRate(o.P), fmtInterval(o.Lo, o.Hi),
			fmtRate(o.FairShare), fmtSigned(o.Excess), strconv.Itoa(o.Blocks.N), fmtRate(o.Blocks.Mean), fmtInterval(o.Blocks.CILo, o.Blocks.CIHi)})
	}
	ew.Check(table.Write(ew, f, []string{"contestant", "games", "wins", "win rate", conf + " Wilson", "fair share", "excess", "blocks", "block mean", conf + " t (blocks)"}, "LRRRRRRRRR", rows))

	s.writeRatings(ew, f, heading)

	heading(2, "Per seat")
	fmt.Fprintf(ew, "Non-capped games in which the contestant held the player index (\"any\": every non-capped game), and that player's wins, with the %s Wilson interval.\n\n", conf)
	rows = nil
	for p, r := range s.ByPlayer {
		rows = append(rows, []string{strconv.Itoa(p), "any", strconv.Itoa(r.Games), strconv.Itoa(r.Wins), fmtRate(r.P), fmtInterval(r.Lo, r.Hi)})
		for _, st := range s.BySeat {
			if st.Player == p {
				rows = append(rows, []string{strconv.Itoa(st.Player), st.Contestant, strconv.Itoa(st.Games), strconv.Itoa(st.Wins), fmtRate(st.P), fmtInterval(st.Lo, st.Hi)})
			}
		}
	}
	ew.Check(table.Write(ew, f, []string{"player", "contestant", "games", "wins", "win rate", conf + " Wilson"}, "RLRRRR", rows))

	heading(2, "Per seating")
	fmt.Fprintf(ew, "The contestant of each player index in turn order; games include the capped ones; wins per contestant.\n\n")
	header := []string{"seating", "games", "capped", "no winner"}
	align := "LRRR"
	for _, c := range s.Contestants {
		header = append(header, c)
		align += "R"
	}
	rows = nil
	for _, st := range s.Seatings {
		row := []string{st.Players, strconv.Itoa(st.Games), strconv.Itoa(st.Capped), strconv.Itoa(st.NoWinner)}
		for _, n := range st.Wins {
			row = append(row, strconv.Itoa(n))
		}
		rows = append(rows, row)
	}
	ew.Check(table.Write(ew, f, header, align, rows))

	heading(2, "Search effort per move")
	fmt.Fprintf(ew, "Over every move of the contestant's players, capped games included: NC (nodes searched) and depth reached per move.\n\n")
	rows = nil
	for _, o := range s.Overall {
		rows = append(rows, []string{o.Name, strconv.Itoa(o.Moves), fmtNC(o.MeanNodes), fmtFixed(o.MeanDepth, 2)})
	}
	ew.Check(table.Write(ew, f, []string{"contestant", "moves", "mean NC", "mean depth"}, "LRRR", rows))

	if len(s.Pairs) > 0 {
		heading(2, "Pairwise")
		fmt.Fprintf(ew, "Over the non-capped games in which both sat: the wins of each, and the games won by another contestant or by no one.\n\n")
		rows = nil
		for _, p := range s.Pairs {
			rows = append(rows, []string{p.A, p.B, strconv.Itoa(p.Games), strconv.Itoa(p.AWins), strconv.Itoa(p.BWins), strconv.Itoa(p.Other)})
		}
		ew.Check(table.Write(ew, f, []string{"A", "B", "games", "A wins", "B wins", "other"}, "LLRRRR", rows))
	}

	if t := s.SPRT; t != nil {
		heading(2, "Sequential probability ratio test")
		fmt.Fprintf(ew, "%s's wins, game by game: H0 P(win) = its fair share in the game, H1 = fair share + %.2f; alpha = beta = %.2f. LLR = Σ ln(p1/p0) over wins + Σ ln((1-p1)/(1-p0)) over other games, divided by the variance inflation of the block totals (games of a block share an opening; here %s from %d blocks); at the end of a block, from the fifth on, accept H1 when LLR >= ln((1-beta)/alpha), H0 when LLR <= ln(beta/(1-alpha)), otherwise continue.\n\n", t.Contestant, t.Delta, t.Alpha, fmtFixed(t.Inflation, 2), t.Blocks)
		decided := "-"
		if t.DecidedAt > 0 {
			decided = fmt.Sprintf("after %d games (LLR %s)", t.DecidedAt, fmtFixed(t.LLRAtDecision, 3))
		}
		ew.Check(table.Write(ew, f, []string{"contestant", "games", "LLR", "lower", "upper", "decision", "decided"}, "LRRRRLL",
			[][]string{{t.Contestant, strconv.Itoa(t.Games), fmtFixed(t.LLR, 3), fmtFixed(t.Lower, 3), fmtFixed(t.Upper, 3), t.Decision, decided}}))
	}
	return ew.Err
}

func bad(x float64) bool { return math.IsNaN(x) || math.IsInf(x, 0) }

// fmtFixed prints x with prec decimals, "-" when it is not a number.
func fmtFixed(x float64, prec int) string {
	if bad(x) {
		return "-"
	}
	return strconv.FormatFloat(x, 'f', prec, 64)
}

func fmtRate(x float64) string { return fmtFixed(x, 3) }

func fmtSigned(x float64) string {
	if bad(x) {
		return "-"
	}
	return fmt.Sprintf("%+.3f", x)
}

// fmtInterval prints [lo, hi], "n/a" when there is no interval.
func fmtInterval(lo, hi float64) string {
	if bad(lo) || bad(hi) {
		return "n/a"
	}
	return "[" + fmtRate(lo) + ", " + fmtRate(hi) + "]"
}

// fmtNC prints a mean node count: thousands separators from 1,000 up, one decimal below.
func fmtNC(x float64) string {
	switch {
	case bad(x):
		return "-"
	case math.Abs(x) < 1000:
		return strconv.FormatFloat(x, 'f', 1, 64)
	}
	digits := strconv.FormatFloat(math.Round(x), 'f', 0, 64)
	var b strings.Builder
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// writeRatings writes the Plackett-Luce ratings and the seat effects beside the seats' win
// rates in the games fitted, or why there are none.
func (s *Summary) writeRatings(ew *table.ErrWriter, f table.Format, heading func(int, string)) {
	heading(2, "Ratings")
	r := s.Ratings
	if r == nil {
		fmt.Fprintf(ew, "No ratings: %s.\n\n", s.RatingError)
		return
	}
	conf := fmt.Sprintf("%.0f%%", r.Confidence*100)
	var boot string
	switch tail := (1 - r.Confidence) / 2; {
	case r.Bootstrap == 0:
		boot = conf + " bootstrap interval over blocks: n/a with one block"
	case float64(r.Failed) > tail*float64(r.Bootstrap):
		boot = fmt.Sprintf("no bootstrap intervals: %d of %d resamples of the %d blocks (seed %d) had no finite fit, more than %.1f%%", r.Failed, r.Bootstrap, r.Blocks, RatingSeed, tail*100)
	default:
		boot = fmt.Sprintf("%s bootstrap percentile interval over blocks (%d resamples of the %d blocks, seed %d", conf, r.Bootstrap, r.Blocks, RatingSeed)
		if r.Failed > 0 {
			boot += fmt.Sprintf("; %d without a finite fit left out", r.Failed)
		}
		boot += ")"
		if r.Blocks < 10 {
			boot += ", which understates the uncertainty with so few blocks"
		}
	}
	fmt.Fprintf(ew, "Plackett-Luce model with a seat term, winner only (the records give no finishing order): the player at index p held by contestant c wins with probability γ_c·σ_p / Σ γ·σ over the game's players, fitted by maximum likelihood (log-likelihood %s) over the %s with a winner; capped games and games without a winner are left out. rating = 400·log10 γ, averaging 0 over the contestants (400 points: 10:1 odds between two players at equal seats); seat effect = 400·log10 σ, averaging 0 over the player indices; %s. A contestant or seat that never won has strength 0 (\"never won\").\n\n",
		fmtFixed(r.LogLik, 2), english.Count(r.Ranked, "game"), boot)
	var rows [][]string
	for _, e := range r.Contestants {
		rows = append(rows, []string{e.Name, strconv.Itoa(e.Games), strconv.Itoa(e.Wins), fmtRating(e), fmtRatingInterval(e)})
	}
	ew.Check(table.Write(ew, f, []string{"contestant", "games", "wins", "rating", conf + " bootstrap"}, "LRRRR", rows))
	rows = nil
	for _, e := range r.Seats {
		wr := "-"
		if e.Games > 0 {
			wr = fmtRate(float64(e.Wins) / float64(e.Games))
		}
		rows = append(rows, []string{e.Name, strconv.Itoa(e.Games), strconv.Itoa(e.Wins), wr, fmtRating(e), fmtRatingInterval(e)})
	}
	ew.Check(table.Write(ew, f, []string{"player", "games", "wins", "win rate", "seat effect", conf + " bootstrap"}, "RRRRRR", rows))
}

// fmtRating prints a rating or seat effect in whole points, or what it is instead.
func fmtRating(e rating.Estimate) string {
	switch e.Status {
	case rating.Rated:
		return fmtPoints(e.Rating)
	case rating.NeverWon:
		return "never won"
	}
	return "-"
}

func fmtRatingInterval(e rating.Estimate) string {
	if e.Status != rating.Rated || math.IsNaN(e.Lo) || math.IsNaN(e.Hi) {
		return "n/a"
	}
	return "[" + fmtPoints(e.Lo) + ", " + fmtPoints(e.Hi) + "]"
}

// fmtPoints prints a rating in whole signed points; -inf for a strength 0 (in an interval: some
// resamples in which it never won).
func fmtPoints(x float64) string {
	switch {
	case math.IsInf(x, -1):
		return "-inf"
	case math.IsInf(x, 1):
		return "+inf"
	case math.IsNaN(x):
		return "-"
	}
	if math.Round(x) == 0 {
		return "0"
	}
	return fmt.Sprintf("%+.0f", x)
}
