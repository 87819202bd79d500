// Package record is the format of cctree match's results files: Record, one finished game per
// JSON line (docs/architecture.md, "Match records"), Read, the one strict reader, and Write, the
// one writer. It is a leaf: it imports nothing of cctree, so reading results does not link the
// engine. Package match builds records from its games (match.NewRecord) and checks them against
// the engine (match.Replay, match.SameMatch).
package record

import "time"

// The field comments name the match.Config and match.Result fields a record is made from.

// Record is one finished game as a results file holds it: one JSON object per line. The match
// fields (Board to Design) are the same on every line of a file (the design as match.SameMatch
// compares it: a file begun before designs and resumed after holds lines with and without the
// field); a run that appends to a file checks them first.
type Record struct {
	Version string `json:"version"` // the cctree build that played it
	// GameSpec is the game of a game other than Chinese Checkers, the canonical game spec of the
	// registry (match.Config.Game as games.Position.Spec writes it: "virus(players=4)"); then
	// Board, Seats and Rules are absent. Absent for Chinese Checkers, whose records are as they
	// always were. (Its JSON name is not "game": that field is the game's place in the plan.)
	GameSpec      string   `json:"game_spec,omitempty"`
	Board         string   `json:"board,omitempty"` // Chinese Checkers: the board, seats (as in CCN) and rule set
	Seats         string   `json:"seats,omitempty"`
	Rules         string   `json:"rules,omitempty"`
	Contestants   []string `json:"contestants"`   // Config.Players, in the order given (SPEC or SPEC@BUDGET)
	Budget        string   `json:"budget"`        // the budget of contestants without their own ("" if none)
	Deterministic bool     `json:"deterministic"` // Config.Deterministic: false for time budgets and engines without det: a rerun may play other moves
	Games         int      `json:"games"`         // Config.Games, Openings, OpeningPlies, Cap and Seed: the plan
	Openings      int      `json:"openings"`
	OpeningPlies  int      `json:"opening_plies"`
	Cap           int      `json:"cap"`
	Seed          uint64   `json:"seed"`
	FixedSeating  []int    `json:"fixed_seating,omitempty"` // Config.Seating: the one seating played (absent when the match plays every seating)
	Design        string   `json:"design,omitempty"`        // Config.Design; absent in records made before designs (full up to MaxSeatings seatings, else rotations)
	Shard         string   `json:"shard,omitempty"`         // "i/n" in the file of shard i of n (cctree match -shard; match.ShardName); absent in a whole run's and a merge's

	Game         int      `json:"game"`    // place in the plan
	Block        int      `json:"block"`   // the block (one opening over every seating)
	Seating      int      `json:"seating"` // index into the match's seatings
	OpeningIndex int      `json:"opening_index"`
	Players      []string `json:"players"` // the contestant of each player index, in turn order
	Opening      []string `json:"opening"` // the opening moves from the start position
	Start        string   `json:"start"`   // the position after the opening, where the searchers began: CCN, or the game's notation
	Moves        []string `json:"moves"`   // every move from Start: "f-t" or "pass", or in the game's notation
	Nodes        []int64  `json:"nodes"`   // NC of each move's search
	Depths       []int    `json:"depths"`  // depth reached by each move's search
	TimesUS      []int64  `json:"times_us"`
	Winner       *int     `json:"winner"` // player index, or null (capped, forfeited, or no single winner: a draw or a shared win of another game)
	// Values is, for a game other than Chinese Checkers that ended (not capped), the value vector
	// of its final position, one entry per player index in the scale gamekit.S = 2^20: the whole
	// scale to a sole winner (then Winner is that player), shared equally otherwise (a draw, or
	// Virus players tied for the most squares: Winner null). Absent for Chinese Checkers.
	Values []int64 `json:"values,omitempty"`
	Capped bool    `json:"capped"`
	Plies  int     `json:"plies"` // len(Moves)
	// Forfeit: an engine failed and forfeited (match.Result.Forfeit); the game stops after Moves,
	// before a terminal position, without a winner. Absent for every other game.
	Forfeit *Forfeit `json:"forfeit,omitempty"`
	// Hands, for a game played as a series of hands (Hearts' tournament to 100 points), is
	// each hand played, in order; absent for every other game. Values and Winner are then the
	// series': the whole scale to the one player with the lowest total, shared equally by
	// players tied for it (Winner null).
	Hands []Hand `json:"hands,omitempty"`
}

// Hand is one hand of a series (Record.Hands).
type Hand struct {
	First  int    `json:"first"`  // the index in Moves of the hand's first card (0 for the first hand, whose start is Start)
	Deal   uint64 `json:"deal"`   // the seed of its deal (package cards' Deal)
	Totals []int  `json:"totals"` // each player's total at the hand's end, or at the series' end if it ended in the hand
}

// Forfeit is the end of a game by an engine's failure (ccp.Failure): the player index whose
// engine failed (the player to move), the kind of failure, the offending line ("" when there was
// none, as for a hang) and what was wrong.
type Forfeit struct {
	Player int    `json:"player"`
	Reason string `json:"reason"` // ccp.Kind: crash, hang, illegal, garbage, flood or refused
	Line   string `json:"line"`
	Detail string `json:"detail"`
}

// Elapsed returns the summed search time of the record's moves.
func (rec *Record) Elapsed() time.Duration {
	var t int64
	for _, us := range rec.TimesUS {
		t += us
	}
	return time.Duration(t) * time.Microsecond
}
