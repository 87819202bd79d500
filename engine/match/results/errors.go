package results

import (
	"fmt"
)

// Problem is what is wrong with a results file.
type Problem int

const (
	NoFolder   Problem = iota + 1 // the file's folder does not exist
	CannotOpen                    // the file cannot be opened or created (Err)
	Locked                        // another process is writing it (PID)
	Unreadable                    // a complete line is not a record (Err, naming file:line)
	OtherMatch                    // the game on Line is of another match (Field differs: match.SameMatch)
	OtherShard                    // the game on Line is of shard Shard, the run plays Want ("": the whole match)
	Shrinks                       // the file holds Game, beyond the Planned games of the match's plan
)

// A FileError is a results file that cannot be played into; the file is left as it was. Its
// fields say what is wrong, so a front end can say it in its own terms (cctree names -out,
// -games and -shard).
type FileError struct {
	Path    string
	Problem Problem
	Line    int    // OtherMatch, OtherShard: the line of the game
	Err     error  // CannotOpen, Unreadable
	PID     int    // Locked
	Field   string // OtherMatch
	Shard   string // OtherShard: the game's shard field
	Want    string // OtherShard: the shard played
	Game    int    // Shrinks: the game beyond the plan
	Planned int    // Shrinks: the games of the plan
}

func (e *FileError) Error() string {
	switch e.Problem {
	case NoFolder:
		return fmt.Sprintf("match: results file %s: its folder does not exist", e.Path)
	case CannotOpen:
		return fmt.Sprintf("match: results file %s: %v", e.Path, e.Err)
	case Locked:
		return fmt.Sprintf("match: results file %s: another process (pid %d) is writing it", e.Path, e.PID)
	case Unreadable:
		return fmt.Sprintf("match: %v; the file is left as it is", e.Err)
	case OtherMatch:
		return fmt.Sprintf("match: %s:%d: a game of another match (its %s differs)", e.Path, e.Line, e.Field)
	case OtherShard:
		return fmt.Sprintf("match: %s:%d: a game of %s, but the match plays %s", e.Path, e.Line, ShardWords(e.Shard), ShardWords(e.Want))
	case Shrinks:
		return fmt.Sprintf("match: results file %s holds game %d, beyond the %d games the match plans; a match grows but does not shrink", e.Path, e.Game, e.Planned)
	}
	return fmt.Sprintf("match: results file %s: problem %d", e.Path, e.Problem)
}

// ShardWords names a record's shard field in messages: "shard i/n", or "the whole match".
func ShardWords(shard string) string {
	if shard == "" {
		return "the whole match"
	}
	return "shard " + shard
}
