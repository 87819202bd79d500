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
	Version       string   `json:"version"` // the cctree build that played it
	Board         string   `json:"board"`
	Seats         string   `json:"seats"`
	Rules         string   `json:"rules"`
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
	Start        string   `json:"start"`   // CCN after the opening, where the searchers began
	Moves        []string `json:"moves"`   // every move from Start, "f-t" or "pass"
	Nodes        []int64  `json:"nodes"`   // NC of each move's search
	Depths       []int    `json:"depths"`  // depth reached by each move's search
	TimesUS      []int64  `json:"times_us"`
	Winner       *int     `json:"winner"` // player index, or null (capped, forfeited or no winner)
	Capped       bool     `json:"capped"`
	Plies        int      `json:"plies"` // len(Moves)
	// Forfeit: an engine failed and forfeited (match.Result.Forfeit); the game stops after Moves,
	// before a terminal position, without a winner. Absent for every other game.
	Forfeit *Forfeit `json:"forfeit,omitempty"`
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
