package main

import (
	"fmt"
	"github.com/cctree/cctree/internal/english"
	"io"
	"math"
	"slices"
	"strconv"

	"github.com/cctree/cctree/analysis/table"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/match/results"
)

// adoptDesign sets the design of c (validated, without -design) with results.AdoptDesign: the
// design of the games already in the first of files holding a game of this match, else the
// default. It returns a note for stderr when the design comes from a file.
func adoptDesign(c *match.Config, files []string) string {
	if path := results.AdoptDesign(c, files); path != "" {
		return fmt.Sprintf("cctree: match: design %s, the design of the games in %s (-design to choose another, with another -out)\n", c.Design, path)
	}
	return ""
}

// describeDesign says in a line what the design of c plays, over games (the plan).
func describeDesign(c *match.Config, games []match.Game) string {
	n, k, per := c.NumPlayers(), len(c.Players), c.BlockSize()
	blocks := 0
	if len(games) > 0 {
		blocks = games[len(games)-1].Block + 1
	}
	var what string
	switch d := c.EffectiveDesign(); d {
	case match.DesignFull:
		what = fmt.Sprintf("every seating of %d contestants on %d players, %d a block", k, n, per)
	case match.DesignBalanced:
		what = fmt.Sprintf("%d seatings a block, the orbit of one seating under a 2-transitive group of relabellings: seats and ordered pairs at every relative position balanced exactly", per)
	case match.DesignRandom:
		what = fmt.Sprintf("%d seatings a block drawn at random from the %d of full: balanced only in expectation", per, match.Surjections(n, k))
	case match.DesignDraw:
		what = fmt.Sprintf("each game's %d players drawn with replacement from the %d contestants, %d games a block: a contestant may sit out a game or hold several seats", n, k, per)
	case match.DesignRotations:
		what = fmt.Sprintf("the %d rotations and reflections (legacy): seats balanced, pairs not", per)
	default: // counts=C0,C1,...
		if k == 1 {
			what = fmt.Sprintf("self-play, the one contestant at all %d players", n)
		} else {
			what = fmt.Sprintf("every arrangement of the table's seat counts, %d a block", per)
		}
	}
	return fmt.Sprintf("design %s: %s; %s in %s", c.EffectiveDesign(), what, english.Count(len(games), "game"), english.Count(blocks, "block"))
}

// writeBalance prints the balance tables of b, whose contestants are names: seat x contestant
// (with the games each contestant sat out when any did) and ordered pair x relative position,
// each with max/min per column; contestants are letters, named in a legend.
func writeBalance(w io.Writer, names []string, b *match.Balance) error {
	ew := &table.ErrWriter{W: w}
	letter := func(x int) string { return string(rune('A' + x)) }
	fmt.Fprint(ew, "contestants:")
	for x, name := range names {
		fmt.Fprintf(ew, " %s %s", letter(x), name)
		if x < len(names)-1 {
			fmt.Fprint(ew, ",")
		}
	}
	fmt.Fprintln(ew)
	seat, pair := b.Imbalance()
	if b.Exact() {
		fmt.Fprintf(ew, "balanced exactly over the %s: every contestant at every player index equally often, every ordered pair at every relative position equally often\n\n", english.Count(b.Games, "game"))
	} else {
		fmt.Fprintf(ew, "imbalance over the %s: max/min %s over contestants at a player index, %s over ordered pairs at a relative position (1 is balanced)\n\n", english.Count(b.Games, "game"), ratioText(seat), ratioText(pair))
	}

	fmt.Fprintln(ew, "Seats: games in which the contestant holds the player index")
	header := []string{"contestant"}
	align := "L"
	for p := range b.N {
		header = append(header, "p"+strconv.Itoa(p))
		align += "R"
	}
	absent := slices.ContainsFunc(b.Absent, func(a int) bool { return a > 0 })
	if absent {
		header = append(header, "sat out")
		align += "R"
	}
	var rows [][]string
	for x := range b.K {
		row := []string{letter(x)}
		for p := range b.N {
			row = append(row, strconv.Itoa(b.Seat[p][x]))
		}
		if absent {
			row = append(row, strconv.Itoa(b.Absent[x]))
		}
		rows = append(rows, row)
	}
	last := []string{"max/min"}
	for p := range b.N {
		last = append(last, ratioText(b.SeatRatio(p)))
	}
	if absent {
		last = append(last, "")
	}
	ew.Check(table.Write(ew, table.Text, header, align, append(rows, last)))
	if b.K < 2 { // self-play: no pair to balance
		return ew.Err
	}

	fmt.Fprintf(ew, "Relative positions: times the second of the pair moves d turns after the first")
	if b.N%2 == 0 {
		fmt.Fprintf(ew, " (d = %d: opposite)", b.N/2)
	}
	fmt.Fprintln(ew)
	header, align, rows = []string{"pair"}, "L", nil
	for d := 1; d < b.N; d++ {
		header = append(header, "d="+strconv.Itoa(d))
		align += "R"
	}
	for x := range b.K {
		for y := range b.K {
			if x == y {
				continue
			}
			row := []string{letter(x) + letter(y)}
			for d := 1; d < b.N; d++ {
				row = append(row, strconv.Itoa(b.Pair[d-1][x][y]))
			}
			rows = append(rows, row)
		}
	}
	last = []string{"max/min"}
	for d := 1; d < b.N; d++ {
		last = append(last, ratioText(b.PairRatio(d)))
	}
	ew.Check(table.Write(ew, table.Text, header, align, append(rows, last)))
	return ew.Err
}

func ratioText(r float64) string {
	switch {
	case math.IsNaN(r):
		return "-"
	case math.IsInf(r, 1):
		return "inf"
	}
	return strconv.FormatFloat(r, 'f', 2, 64)
}

// writeDesign prints the design of c and the balance of the seatings of games (the plan).
func writeDesign(w io.Writer, c *match.Config, games []match.Game) error {
	if c.Seating != nil {
		return nil
	}
	if _, err := fmt.Fprintln(w, describeDesign(c, games)); err != nil {
		return err
	}
	return writeBalance(w, match.ContestantStrings(c.Players), c.PlanBalance(games))
}

// writeRecordsBalance prints the design of the records' match and the balance of the seatings
// they played (their players), nothing for a fixed seating.
func writeRecordsBalance(w io.Writer, recs []*record.Record) error {
	if len(recs) == 0 || recs[0].FixedSeating != nil {
		return nil
	}
	first := recs[0]
	// Contestants by canonical name: a file an older build began spelt them as given, and the
	// games this build added to it spell them canonically.
	contestants := make([]string, len(first.Contestants))
	for i, name := range first.Contestants {
		contestants[i] = match.CanonicalContestant(name)
	}
	var seatings [][]int
	for _, r := range recs {
		s := make([]int, len(r.Players))
		for i, name := range r.Players {
			s[i] = slices.Index(contestants, match.CanonicalContestant(name))
			if s[i] < 0 {
				return fmt.Errorf("match: game %d: player %d is %s, not a contestant", r.Game, i, name)
			}
		}
		seatings = append(seatings, s)
	}
	if _, err := fmt.Fprintf(w, "Seating balance of these %s (design %s)\n", english.Count(len(recs), "game"), match.RecordDesign(first)); err != nil {
		return err
	}
	return writeBalance(w, contestants, match.BalanceOf(len(first.Players), len(contestants), seatings))
}
