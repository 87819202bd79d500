package matchstat

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/cctree/cctree/analysis/rating"
	"github.com/cctree/cctree/analysis/stats"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// Rate is a win rate: Wins of Games, with its Wilson interval at stats.Confidence.
type Rate struct {
	Games, Wins int
	P           float64 // Wins/Games; NaN when Games = 0
	Lo, Hi      float64 // Wilson interval; NaN when Games = 0
}

func newRate(wins, games int) Rate {
	r := Rate{Games: games, Wins: wins, P: math.NaN()}
	if games > 0 {
		r.P = float64(wins) / float64(games)
	}
	r.Lo, r.Hi = Wilson(wins, games, stats.Confidence)
	return r
}

// Contestant is one contestant's results over the whole match.
type Contestant struct {
	Name string
	Rate // over the non-capped games it sat in
	// FairShare is the mean over those games of the fraction of the seats it held; Excess is
	// P - FairShare. Both NaN without games.
	FairShare, Excess float64
	// Blocks summarizes the per-block win rates wins/games of the blocks in which it has a
	// non-capped game: N blocks, their Mean, SD and Student t interval CILo, CIHi (NaN with one
	// block).
	Blocks stats.Summary
	// Moves is the number of moves its players made (capped games included); MeanNodes and
	// MeanDepth are the mean NC and depth reached per move (NaN without moves).
	Moves                int
	MeanNodes, MeanDepth float64
}

// BlockCount is one block's non-capped games and wins of each contestant.
type BlockCount struct {
	Block       int
	Games, Wins []int
}

// Seat is one contestant's results at one player index.
type Seat struct {
	Player     int    // the player index
	Contestant string // the contestant
	Rate              // over the non-capped games in which it held Player; a win is Player winning
}

// Seating is the games of one seating.
type Seating struct {
	Index   int    // Record.Seating (the smallest, when designs drawn per block reuse a table)
	Players string // the contestant of each player index, joined with "/"
	Games   int    // every game of the seating, capped ones included
	Capped  int
	// NoWinner counts the non-capped games without a winner; Wins the wins of each contestant,
	// in the order of Summary.Contestants.
	NoWinner int
	Wins     []int
}

// Pair is the head-to-head result of two contestants over the non-capped games in which both
// sat: A's wins, B's wins, and the games won by someone else or by nobody (Others).
type Pair struct {
	A, B                       string
	Games, AWins, BWins, Other int
}

// Summary is the statistics of one match's records. Every per-contestant slice is in the order
// of Contestants.
type Summary struct {
	Board, Seats, Rules, Budget string   // the match, as the records give it
	Game                        string   // the game spec of a game other than Chinese Checkers (Record.GameSpec; Board, Seats and Rules are then empty), "" for Chinese Checkers
	Contestants                 []string // Record.Contestants
	Players                     int      // player indices at the board

	Games    int // records summarized
	Capped   int // ended by the cap: left out of every win rate
	NoWinner int // ended without a winner and not capped (forfeited games included)
	Decided  int // ended with a winner
	// Forfeits counts, per contestant, the games its engine forfeited (record.Record's Forfeit):
	// each is also a game without a winner. Nil when no game was forfeited.
	Forfeits []int

	// Blocks is the number of distinct blocks, SeatingsPerBlock the seatings of the match
	// (match.Config.Seatings); Incomplete lists the blocks with fewer games than that (a match
	// cut short or still running), in which seat advantage does not cancel.
	Blocks, SeatingsPerBlock int
	Incomplete               []int
	// Planned is the games of the match's plan (the largest games field of the records,
	// rounded up to whole blocks): more than Games for a shard's file or an unfinished run.
	Planned int

	Overall []Contestant // one per contestant
	// PerBlock is each block's non-capped games and wins per contestant (in the order of
	// Contestants), by block: what a bootstrap over blocks resamples (Lead).
	PerBlock []BlockCount
	// ByPlayer is each player index's wins over every non-capped game, whoever held it: the
	// seat advantage. BySeat splits it by contestant: one per (player index, contestant), by
	// player index then contestant.
	ByPlayer []Rate
	BySeat   []Seat
	Seatings []Seating // by seating index
	Pairs    []Pair    // every pair of contestants, in contestant order; only with more than two
	SPRT     *SPRT     // only with exactly two contestants: the first one tested

	// Ratings is the Plackett-Luce fit with a seat term (package rating) to the winners of the
	// games with one, with bootstrap intervals over blocks (RatingResamples, seed
	// RatingSeed); nil when it has no finite maximum, and RatingError says why.
	Ratings     *rating.Ratings
	RatingError string
}

// The bootstrap of the ratings: fixed, so a summary depends only on its records.
const (
	RatingResamples = rating.DefaultBootstrap
	RatingSeed      = 1
)

// Summarize computes the statistics of recs, the records of one match (see the package
// documentation for what it checks and every formula).
func Summarize(recs []*record.Record) (*Summary, error) { return summarize(recs, true) }

// SummarizeNoRatings is Summarize without the ratings (Ratings and RatingError stay empty): the
// rating fit's bootstrap is most of a summary's cost, and a check made at every block end (the
// SPRT of a running match) does not read it.
func SummarizeNoRatings(recs []*record.Record) (*Summary, error) { return summarize(recs, false) }

// Check makes Summarize's checks of recs but for the replay of another game's records (one
// match, every record of it well formed, each game once) and returns the match's contestants,
// named as Summarize names them: what a count of winners needs, without the replays that
// attribute each move's effort to its player (most of a summary's cost in Risk).
func Check(recs []*record.Record) ([]string, error) {
	s, _, err := checked(recs)
	if err != nil {
		return nil, err
	}
	return s.Contestants, nil
}

func summarize(recs []*record.Record, ratings bool) (*Summary, error) {
	s, ordered, err := checked(recs)
	if err != nil {
		return nil, err
	}
	k, n := len(s.Contestants), s.Players
	idx := map[string]int{}
	for c, name := range s.Contestants {
		idx[name] = c
	}
	type blockCount struct{ games, wins []int }
	blocks := map[int]*blockCount{}
	var blockIDs []int
	blockGames := map[int]int{}
	games, wins := make([]int, k), make([]int, k)
	fair := make([]float64, k)
	moves, nodes, depths := make([]int, k), make([]float64, k), make([]float64, k)
	seatGames, seatWins := make([][]int, n), make([][]int, n) // player index x contestant
	for p := range n {
		seatGames[p], seatWins[p] = make([]int, k), make([]int, k)
	}
	seatings := map[string]*Seating{}
	pairGames := make([][]int, k) // [a][b], a < b
	pairWins := make([][]int, k)  // [a][b]: a's wins in games with b
	for c := range k {
		pairGames[c], pairWins[c] = make([]int, k), make([]int, k)
	}
	var trials []trial
	var rated []rating.Game

	for _, r := range ordered {
		who := make([]int, n) // contestant of each player index
		held := make([]int, k)
		for p, name := range r.Players {
			who[p] = idx[name]
			held[who[p]]++
		}
		// Effort, over every game.
		mover, err := movers(r, n)
		if err != nil {
			return nil, fmt.Errorf("game %d: %v", r.Game, err)
		}
		for i := range r.Nodes {
			c := who[mover(i)]
			moves[c]++
			nodes[c] += float64(r.Nodes[i])
			depths[c] += float64(r.Depths[i])
		}
		// Seating: one row per table of contestants.
		joined := strings.Join(r.Players, "/")
		st := seatings[joined]
		if st == nil {
			st = &Seating{Index: r.Seating, Players: joined, Wins: make([]int, k)}
			seatings[joined] = st
		}
		st.Index = min(st.Index, r.Seating)
		st.Games++
		rg := rating.Game{Block: r.Block, Players: who, Capped: r.Capped}
		if r.Winner != nil && !r.Capped {
			rg.Order = []int{*r.Winner}
		}
		rated = append(rated, rg)
		blockGames[r.Block]++
		b := blocks[r.Block]
		if b == nil {
			b = &blockCount{games: make([]int, k), wins: make([]int, k)}
			blocks[r.Block] = b
			blockIDs = append(blockIDs, r.Block)
		}
		winner := -1 // contestant
		switch {
		case r.Capped:
			s.Capped++
			st.Capped++
			continue
		case r.Winner == nil:
			s.NoWinner++
			st.NoWinner++
			if r.Forfeit != nil {
				if s.Forfeits == nil {
					s.Forfeits = make([]int, k)
				}
				s.Forfeits[who[r.Forfeit.Player]]++
			}
		default:
			s.Decided++
			winner = who[*r.Winner]
			st.Wins[winner]++
			seatWins[*r.Winner][winner]++
		}
		for p := range n {
			seatGames[p][who[p]]++
		}
		for c := range k {
			if held[c] == 0 {
				continue
			}
			games[c]++
			b.games[c]++
			fair[c] += float64(held[c]) / float64(n)
			if winner == c {
				wins[c]++
				b.wins[c]++
			}
			for d := c + 1; d < k; d++ {
				if held[d] == 0 {
					continue
				}
				pairGames[c][d]++
				if winner == c {
					pairWins[c][d]++
				}
				if winner == d {
					pairWins[d][c]++
				}
			}
		}
		if k == 2 && held[0] > 0 && held[1] > 0 {
			trials = append(trials, trial{won: winner == 0, p0: float64(held[0]) / float64(n), block: r.Block})
		}
	}

	slices.Sort(blockIDs)
	s.Blocks = len(blockIDs)
	for _, b := range blockIDs {
		s.PerBlock = append(s.PerBlock, BlockCount{Block: b, Games: blocks[b].games, Wins: blocks[b].wins})
	}
	for _, b := range blockIDs {
		if blockGames[b] < s.SeatingsPerBlock {
			s.Incomplete = append(s.Incomplete, b)
		}
	}
	for c, name := range s.Contestants {
		o := Contestant{Name: name, Rate: newRate(wins[c], games[c]), FairShare: math.NaN(), Excess: math.NaN(),
			Moves: moves[c], MeanNodes: math.NaN(), MeanDepth: math.NaN()}
		if games[c] > 0 {
			o.FairShare = fair[c] / float64(games[c])
			o.Excess = o.P - o.FairShare
		}
		var rates []float64
		for _, b := range blockIDs {
			if g := blocks[b].games[c]; g > 0 {
				rates = append(rates, float64(blocks[b].wins[c])/float64(g))
			}
		}
		o.Blocks = stats.Summarize(rates)
		if moves[c] > 0 {
			o.MeanNodes = nodes[c] / float64(moves[c])
			o.MeanDepth = depths[c] / float64(moves[c])
		}
		s.Overall = append(s.Overall, o)
	}
	for p := range n {
		won := 0
		for c := range k {
			won += seatWins[p][c]
		}
		s.ByPlayer = append(s.ByPlayer, newRate(won, s.Decided+s.NoWinner))
		for c, name := range s.Contestants {
			s.BySeat = append(s.BySeat, Seat{Player: p, Contestant: name, Rate: newRate(seatWins[p][c], seatGames[p][c])})
		}
	}
	for _, st := range seatings {
		s.Seatings = append(s.Seatings, *st)
	}
	slices.SortFunc(s.Seatings, func(a, b Seating) int { return cmp.Or(a.Index-b.Index, strings.Compare(a.Players, b.Players)) })
	if k > 2 {
		for a := range k {
			for b := a + 1; b < k; b++ {
				g := pairGames[a][b]
				s.Pairs = append(s.Pairs, Pair{A: s.Contestants[a], B: s.Contestants[b], Games: g,
					AWins: pairWins[a][b], BWins: pairWins[b][a], Other: g - pairWins[a][b] - pairWins[b][a]})
			}
		}
	}
	if k == 2 {
		t := newSPRT(s.Contestants[0], trials)
		s.SPRT = &t
	}
	if !ratings {
		return s, nil
	}
	if r, err := rating.Fit(s.Contestants, n, rated, rating.Options{Bootstrap: RatingResamples, Seed: RatingSeed, Confidence: stats.Confidence}); err != nil {
		s.RatingError = strings.TrimPrefix(err.Error(), "rating: ")
	} else {
		s.Ratings = r
	}
	return s, nil
}

// checked is Summarize's checks: the match's fields of a Summary, and recs in game order.
func checked(recs []*record.Record) (*Summary, []*record.Record, error) {
	if len(recs) == 0 {
		return nil, nil, errors.New("no records: nothing to summarize")
	}
	recs = canonicalNames(recs)
	first := recs[0]
	s := &Summary{
		Board: first.Board, Seats: first.Seats, Rules: first.Rules, Budget: first.Budget, Game: first.GameSpec,
		Contestants: slices.Clone(first.Contestants), Players: len(first.Players), Games: len(recs),
	}
	k, n := len(s.Contestants), s.Players
	cfg := match.Config{Game: s.Game, Seats: s.Seats, Players: make([]match.Contestant, k), Design: match.Design(first.Design)} // the block size needs only their number
	if counts, _ := cfg.Design.Counts(); k < 2 && !(k == 1 && len(counts) == 1) {
		return nil, nil, fmt.Errorf("game %d: %d contestants; a match has at least two, or one in self-play (design counts=N)", first.Game, k)
	}
	if n < 2 || n != cfg.NumPlayers() {
		if s.Game != "" {
			return nil, nil, fmt.Errorf("game %d: %d players for game %q", first.Game, n, s.Game)
		}
		return nil, nil, fmt.Errorf("game %d: %d players for seats %q", first.Game, n, first.Seats)
	}
	s.SeatingsPerBlock = cfg.BlockSize()
	for _, r := range recs {
		if per := s.SeatingsPerBlock; per > 0 {
			s.Planned = max(s.Planned, (r.Games+per-1)/per*per)
		}
	}

	// Check every record and put them in game order.
	ordered := slices.Clone(recs)
	for i, r := range recs {
		if f := match.SameMatch(r, first); f != "" {
			return nil, nil, fmt.Errorf("record %d (game %d): its %s differs from the first record's (game %d): one match per summary", i+1, r.Game, f, first.Game)
		}
		if err := check(r, s.Contestants, n); err != nil {
			return nil, nil, fmt.Errorf("record %d (game %d): %v", i+1, r.Game, err)
		}
	}
	slices.SortStableFunc(ordered, func(a, b *record.Record) int { return a.Game - b.Game })
	for i := 1; i < len(ordered); i++ {
		if ordered[i].Game == ordered[i-1].Game {
			return nil, nil, fmt.Errorf("game %d appears twice; each game of the plan once (were two results files concatenated?)", ordered[i].Game)
		}
	}
	// A seating index names one table within a block; designs that draw the tables per block
	// may give it other tables in others.
	blockSeating := map[[2]int]string{}
	for _, r := range ordered {
		joined := strings.Join(r.Players, "/")
		key := [2]int{r.Block, r.Seating}
		if prev, ok := blockSeating[key]; ok && prev != joined {
			return nil, nil, fmt.Errorf("game %d: seating %d of block %d is %s here but %s in an earlier game", r.Game, r.Seating, r.Block, joined, prev)
		}
		blockSeating[key] = joined
	}
	return s, ordered, nil
}

// canonicalNames returns shallow copies of recs whose contestants and players are named as this
// build writes them (match.CanonicalContestant): a file begun by an older build, which spelt
// specs as they were given ("opps(noprune,1,5,1)"), and resumed by this one names each
// contestant one way.
func canonicalNames(recs []*record.Record) []*record.Record {
	canon := map[string]string{}
	name := func(text string) string {
		c, ok := canon[text]
		if !ok {
			c = match.CanonicalContestant(text)
			canon[text] = c
		}
		return c
	}
	names := func(texts []string) []string {
		out := make([]string, len(texts))
		for i, t := range texts {
			out[i] = name(t)
		}
		return out
	}
	out := make([]*record.Record, len(recs))
	for i, r := range recs {
		c := *r
		c.Contestants, c.Players = names(r.Contestants), names(r.Players)
		out[i] = &c
	}
	return out
}

// check validates the fields of r that Summarize reads.
func check(r *record.Record, contestants []string, n int) error {
	if len(r.Players) != n {
		return fmt.Errorf("%d players, the first record has %d", len(r.Players), n)
	}
	for p, name := range r.Players {
		if !slices.Contains(contestants, name) {
			return fmt.Errorf("player %d is %q, not one of the contestants %s", p, name, strings.Join(contestants, ", "))
		}
	}
	if r.Winner != nil && (*r.Winner < 0 || *r.Winner >= n) {
		return fmt.Errorf("winner %d is not a player index 0-%d", *r.Winner, n-1)
	}
	if r.Capped && r.Winner != nil {
		return fmt.Errorf("capped, but winner %d", *r.Winner)
	}
	if f := r.Forfeit; f != nil && (f.Player < 0 || f.Player >= n || r.Winner != nil || r.Capped) {
		return fmt.Errorf("forfeited by player %d: want a player index 0-%d, no winner, not capped", f.Player, n-1)
	}
	if r.GameSpec != "" {
		// A game of the registry: its notation and turn order are the game's (movers).
	} else if t, err := startToMove(r.Start); err != nil {
		return err
	} else if t >= n {
		return fmt.Errorf("start %q: to-move %d is not a player index 0-%d", r.Start, t, n-1)
	}
	if len(r.Nodes) != len(r.Depths) {
		return fmt.Errorf("%d nodes but %d depths; want one of each per move", len(r.Nodes), len(r.Depths))
	}
	return nil
}

// Testbed names the match's game in titles: "star73 024" (board and seats) for Chinese Checkers,
// the game spec for another game.
func (s *Summary) Testbed() string {
	if s.Game != "" {
		return s.Game
	}
	return s.Board + " " + s.Seats
}

// GameRules is Testbed with the rule set of Chinese Checkers: "star73 024, rules free".
func (s *Summary) GameRules() string {
	if s.Game != "" {
		return s.Game
	}
	return s.Testbed() + ", rules " + s.Rules
}

// movers returns the player index of each move i of r: in Chinese Checkers the turn order
// from Start's player to move; in another game whatever its rules say (a player out is
// skipped), which only a replay of the record tells (match.Movers).
func movers(r *record.Record, n int) (func(i int) int, error) {
	if r.GameSpec == "" {
		toMove, err := startToMove(r.Start)
		return func(i int) int { return (toMove + i) % n }, err
	}
	ms, err := match.Movers(r)
	if err != nil {
		return nil, err
	}
	return func(i int) int { return ms[i] }, nil
}

// startToMove returns the to-move field of a CCN position, "<board> <seats> <to-move> <rows>".
func startToMove(ccn string) (int, error) {
	f := strings.Split(ccn, " ")
	if len(f) != 4 {
		return 0, fmt.Errorf("start %q: want a CCN position, <board> <seats> <to-move> <rows>", ccn)
	}
	t, err := strconv.Atoi(f[2])
	if err != nil || t < 0 {
		return 0, fmt.Errorf("start %q: to-move %q is not a player index", ccn, f[2])
	}
	return t, nil
}

// BudgetText names the match budget; "" means every contestant has its own (SPEC@BUDGET).
func BudgetText(b string) string {
	if b == "" {
		return "per contestant"
	}
	return b
}
