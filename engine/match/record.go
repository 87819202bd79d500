package match

import (
	"fmt"
	"slices"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/searchers/games"
)

// budgetString is the -budget of the match, "" when every contestant has its own.
func (c *Config) budgetString() string {
	if c.Budget == (Budget{}) {
		return ""
	}
	return c.Budget.String()
}

// MatchRecord returns a record with only the match fields of c set (those SameMatch compares).
// A game other than Chinese Checkers is named by its canonical spec (GameSpec), without board,
// seats and rules.
func MatchRecord(c *Config, version string) *record.Record {
	rec := &record.Record{
		Version: version, Board: c.Board, Seats: c.seats(), Rules: c.Rules.String(),
		Contestants: ContestantStrings(c.Players), Budget: c.budgetString(), Deterministic: c.Deterministic(),
		Games: c.Games, Openings: c.Openings, OpeningPlies: c.OpeningPlies, Cap: c.plyCap(), Seed: c.Seed,
		FixedSeating: slices.Clone(c.Seating), Design: string(c.Design),
	}
	if c.Game != "" {
		rec.GameSpec, rec.Rules = c.CanonicalGame(), ""
	}
	return rec
}

// CanonicalGame returns the canonical spec of the game of c (games.Position.Spec: "virus" is
// "virus(players=4)"), the one spelling records use; "" for Chinese Checkers, and Game itself
// when it names no game.
func (c *Config) CanonicalGame() string {
	if c.Game == "" {
		return ""
	}
	p, err := games.Start(c.Game)
	if err != nil {
		return c.Game
	}
	return p.Spec()
}

// RecordDesign is the design the match of a played (Config.EffectiveDesign): its design field,
// or for a record without one what that meant.
func RecordDesign(a *record.Record) Design {
	c := Config{Game: a.GameSpec, Seats: a.Seats, Players: make([]Contestant, len(a.Contestants)), Seating: a.FixedSeating, Design: Design(a.Design)}
	return c.EffectiveDesign()
}

// NewRecord describes r, a game of c, played by the build version.
func NewRecord(c *Config, r *Result, version string) *record.Record {
	rec := MatchRecord(c, version)
	rec.Game, rec.Block, rec.Seating, rec.OpeningIndex = r.Index, r.Block, r.Seating, r.Opening
	rec.Players, rec.Capped, rec.Plies = r.Players, r.Capped, len(r.Moves)
	rec.Opening, rec.Moves, rec.Nodes, rec.Depths, rec.TimesUS = []string{}, []string{}, []int64{}, []int{}, []int64{}
	if c.Game == "" {
		s := c.start()
		for _, m := range r.OpeningMoves {
			rec.Opening = append(rec.Opening, s.MoveString(m))
			s.Make(m)
		}
		rec.Start = r.Start.String()
		t := *r.Start
		for _, m := range r.Moves {
			rec.Moves = append(rec.Moves, t.MoveString(m.Move))
			t.Make(m.Move)
		}
	} else {
		rec.Start, rec.Values, rec.Hands = r.GameStart.String(), slices.Clone(r.Values), slices.Clone(r.Hands)
		rec.Opening = append(rec.Opening, r.OpeningText...)
		for _, m := range r.Moves {
			rec.Moves = append(rec.Moves, m.Text)
		}
	}
	for _, m := range r.Moves {
		rec.Nodes = append(rec.Nodes, m.Nodes)
		rec.Depths = append(rec.Depths, m.Depth)
		rec.TimesUS = append(rec.TimesUS, m.Time.Microseconds())
	}
	if r.Winner >= 0 {
		w := r.Winner
		rec.Winner = &w
	}
	if r.Forfeit != nil {
		f := *r.Forfeit
		rec.Forfeit = &f
	}
	return rec
}

// SameMatch reports which match field of a differs from b's ("" if none): lines of one file
// must come from one match.
func SameMatch(a, b *record.Record) string {
	switch {
	case a.GameSpec != b.GameSpec:
		return "game"
	case a.Board != b.Board:
		return "board"
	case a.Seats != b.Seats:
		return "seats"
	case a.Rules != b.Rules:
		return "rules"
	case !sameContestants(a.Contestants, b.Contestants): // as values: records of older builds spelt specs as given
		return "contestants"
	case a.Budget != b.Budget:
		return "budget"
	case !slices.Equal(a.FixedSeating, b.FixedSeating):
		return "fixed seating"
	case RecordDesign(a) != RecordDesign(b):
		return "design"
	case a.Openings != b.Openings || a.OpeningPlies != b.OpeningPlies || a.Cap != b.Cap || a.Seed != b.Seed:
		// Not Games: a game depends only on its place in the plan, so a match grows by raising
		// -games, and the games played keep their places.
		return "plan (openings, opening plies, cap or seed)"
	}
	return ""
}

// Replay plays the record's opening from the start position and its moves from Start through
// the engine's own move generator, and checks that every move is legal, that the opening leads
// to Start, that the game ends as recorded (winner, capped, plies; a forfeited game before a
// terminal position, by the player to move, without a winner; for a game other than Chinese
// Checkers the final values too, see Outcome), and that the per-move arrays have one entry per
// move. A record of another game (GameSpec) replays through the game registry.
func Replay(rec *record.Record) error {
	if rec.GameSpec != "" {
		return ReplayGame(rec, nil)
	}
	return ReplayEach(rec, nil)
}

// ReplayEach is Replay that also hands visit (if not nil) each position a move of rec.Moves was
// played from, before the move, with the move's index: the positions searched in the game. The
// state is the replay's own, valid only during the call; visit copies what it keeps. A record
// that Replay refuses may have been visited in part. It replays Chinese Checkers only: a record
// of another game is an error (ReplayGame replays those).
func ReplayEach(rec *record.Record, visit func(i int, s *game.State)) error {
	if rec.GameSpec != "" {
		return fmt.Errorf("game %d: a game of %s, not of Chinese Checkers", rec.Game, rec.GameSpec)
	}
	if rec.Values != nil {
		return fmt.Errorf("game %d: values %v in a record of Chinese Checkers, whose result is its winner", rec.Game, rec.Values)
	}
	rules, err := game.ParseRules(rec.Rules)
	if err != nil {
		return fmt.Errorf("game %d: %v", rec.Game, err)
	}
	c := Config{Board: rec.Board, Seats: rec.Seats, Rules: rules}
	s := c.start()
	if s == nil {
		return fmt.Errorf("game %d: board %q seats %q do not make a position", rec.Game, rec.Board, rec.Seats)
	}
	for i, text := range rec.Opening {
		m, err := s.ParseMove(text)
		if err != nil {
			return fmt.Errorf("game %d: opening move %d: %v", rec.Game, i+1, err)
		}
		s.Make(m)
	}
	if got := s.String(); got != rec.Start {
		return fmt.Errorf("game %d: the opening reaches %q, the record says start %q", rec.Game, got, rec.Start)
	}
	n := len(rec.Moves)
	if len(rec.Nodes) != n || len(rec.Depths) != n || len(rec.TimesUS) != n || rec.Plies != n {
		return fmt.Errorf("game %d: %d moves but %d nodes, %d depths, %d times, plies %d", rec.Game, n, len(rec.Nodes), len(rec.Depths), len(rec.TimesUS), rec.Plies)
	}
	for i, text := range rec.Moves {
		if s.Terminal() {
			return fmt.Errorf("game %d: move %d (%s) after the game was won", rec.Game, i+1, text)
		}
		m, err := s.ParseMove(text)
		if err != nil {
			return fmt.Errorf("game %d: move %d: %v", rec.Game, i+1, err)
		}
		if visit != nil {
			visit(i, s)
		}
		s.Make(m)
	}
	winner := -1
	if rec.Winner != nil {
		winner = *rec.Winner
	}
	if f := rec.Forfeit; f != nil {
		switch {
		case rec.Capped || winner >= 0 || s.Terminal():
			return fmt.Errorf("game %d: forfeited, but capped %v, winner %d, terminal %v", rec.Game, rec.Capped, winner, s.Terminal())
		case f.Player != s.ToMove:
			return fmt.Errorf("game %d: forfeited by player %d, but player %d is to move after %d plies", rec.Game, f.Player, s.ToMove, n)
		case f.Reason == "":
			return fmt.Errorf("game %d: forfeited without a reason", rec.Game)
		}
		return nil
	}
	switch {
	case rec.Capped && (winner >= 0 || s.Terminal() || n != rec.Cap):
		return fmt.Errorf("game %d: capped, but winner %d, terminal %v, %d plies (cap %d)", rec.Game, winner, s.Terminal(), n, rec.Cap)
	case !rec.Capped && s.Winner != winner:
		return fmt.Errorf("game %d: the moves end with winner %d, the record says %d", rec.Game, s.Winner, winner)
	case !rec.Capped && !s.Terminal():
		return fmt.Errorf("game %d: not capped, but the game has not ended after %d plies", rec.Game, n)
	}
	return nil
}

// ReplayGame is ReplayEach for a record of a game other than Chinese Checkers (GameSpec): it
// plays the opening from the game's start position and the moves from Start through the game's
// own rules (games.Position.Play checks each is legal), handing visit (if not nil) each position
// a move was played from, and checks the arrays and the end: a capped game after Cap moves,
// unfinished, without winner or values; any other finished, with the winner and the values of
// Outcome; a forfeited one (an engine's failure) ended with its forfeiter to move, unfinished,
// without winner or values.
func ReplayGame(rec *record.Record, visit func(i int, p games.Position)) error {
	if rec.GameSpec == "" {
		return fmt.Errorf("game %d: a game of Chinese Checkers (ReplayEach replays it)", rec.Game)
	}
	if _, err := games.Start(rec.GameSpec); err != nil {
		return fmt.Errorf("game %d: %v", rec.Game, err)
	}
	c := Config{Game: rec.GameSpec, Seed: rec.Seed}
	p := c.gameStart(rec.OpeningIndex)
	if rec.Board != "" || rec.Seats != "" || rec.Rules != "" {
		return fmt.Errorf("game %d: a game of %s with board %q, seats %q, rules %q of Chinese Checkers", rec.Game, rec.GameSpec, rec.Board, rec.Seats, rec.Rules)
	}
	for i, text := range rec.Opening {
		if err := p.Play(text); err != nil {
			return fmt.Errorf("game %d: opening move %d: %v", rec.Game, i+1, err)
		}
	}
	if got := p.String(); got != rec.Start {
		return fmt.Errorf("game %d: the opening reaches %q, the record says start %q", rec.Game, got, rec.Start)
	}
	n := len(rec.Moves)
	if len(rec.Nodes) != n || len(rec.Depths) != n || len(rec.TimesUS) != n || rec.Plies != n {
		return fmt.Errorf("game %d: %d moves but %d nodes, %d depths, %d times, plies %d", rec.Game, n, len(rec.Nodes), len(rec.Depths), len(rec.TimesUS), rec.Plies)
	}
	if len(rec.Players) != p.NumPlayers() {
		return fmt.Errorf("game %d: %d players for %s's %d", rec.Game, len(rec.Players), rec.GameSpec, p.NumPlayers())
	}
	w := newWalk(p, rec.Seed, rec.OpeningIndex)
	for i, text := range rec.Moves {
		if w.over() {
			return fmt.Errorf("game %d: move %d (%s) after the game ended", rec.Game, i+1, text)
		}
		if visit != nil {
			visit(i, w.p)
		}
		if err := w.play(text); err != nil {
			return fmt.Errorf("game %d: move %d: %v", rec.Game, i+1, err)
		}
	}
	p = w.p
	if err := sameHands(w.hands, rec.Hands); err != nil {
		return fmt.Errorf("game %d: %v", rec.Game, err)
	}
	winner := -1
	if rec.Winner != nil {
		winner = *rec.Winner
	}
	if f := rec.Forfeit; f != nil { // an engine (CCP 1.1) misbehaved: the game ended there
		switch {
		case rec.Capped || winner >= 0 || rec.Values != nil || p.Terminal():
			return fmt.Errorf("game %d: forfeited, but capped %v, winner %d, values %v, terminal %v", rec.Game, rec.Capped, winner, rec.Values, p.Terminal())
		case f.Player != p.Mover():
			return fmt.Errorf("game %d: forfeited by player %d, but player %d is to move after %d plies", rec.Game, f.Player, p.Mover(), n)
		case f.Reason == "":
			return fmt.Errorf("game %d: forfeited without a reason", rec.Game)
		}
		return nil
	}
	switch {
	case rec.Capped && (winner >= 0 || rec.Values != nil || w.over() || n != rec.Cap):
		return fmt.Errorf("game %d: capped, but winner %d, values %v, terminal %v, %d plies (cap %d)", rec.Game, winner, rec.Values, w.over(), n, rec.Cap)
	case rec.Capped:
		return nil
	case !w.over():
		return fmt.Errorf("game %d: not capped, but the game has not ended after %d plies", rec.Game, n)
	}
	won, values := w.outcome()
	switch {
	case !slices.Equal(values, rec.Values):
		return fmt.Errorf("game %d: the moves end with values %v, the record says %v", rec.Game, values, rec.Values)
	case won != winner:
		return fmt.Errorf("game %d: the moves end with winner %d, the record says %d", rec.Game, won, winner)
	}
	return nil
}

// sameHands reports how the hands a replay played (got) differ from a record's (want), nil if
// they do not.
func sameHands(got, want []record.Hand) error {
	if len(got) != len(want) {
		return fmt.Errorf("the moves play %d hands, the record has %d", len(got), len(want))
	}
	for k := range got {
		g, r := got[k], want[k]
		if g.First != r.First || g.Deal != r.Deal || !slices.Equal(g.Totals, r.Totals) {
			return fmt.Errorf("hand %d: the moves make first move %d, deal %d, totals %v; the record says %d, %d, %v", k, g.First, g.Deal, g.Totals, r.First, r.Deal, r.Totals)
		}
	}
	return nil
}

// Movers returns the player index that made each move of rec.Moves, replaying the record
// (Replay's errors): the turn order of Chinese Checkers, or whatever a game's rules say (a game
// may skip players who are out).
func Movers(rec *record.Record) ([]int, error) {
	out := make([]int, 0, len(rec.Moves))
	var err error
	if rec.GameSpec != "" {
		err = ReplayGame(rec, func(_ int, p games.Position) { out = append(out, p.Mover()) })
	} else {
		err = ReplayEach(rec, func(_ int, s *game.State) { out = append(out, s.ToMove) })
	}
	if err != nil {
		return nil, err
	}
	return out, nil
}
