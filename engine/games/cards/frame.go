package cards

import (
	"fmt"
	"strconv"
	"strings"
)

// Frame is the notation of a position that the trick games share:
// "<game> <options> <players> <mover> <hands> <trick> <won> [<scores>]", the table's fields as
// Table.Notation writes them and the scores of the game's earlier hands separated by ','. A game
// declares its frame once and reads and writes its positions through it; the options field is
// the game's own.
type Frame struct {
	Game, Title    string // the first field ("hearts") and the game's name in errors ("Hearts")
	Trump          int    // the trump suit, -1 for none
	MaxScore       int    // the largest score a player may carry
	ScoresOptional bool   // the scores field is written only when a score is not 0
	Scores         string // what the scores are, in errors: "tournament scores"
}

// Write writes a position: the game, its options field, the table and the scores (all of them,
// or none when the frame's scores are optional and every one is 0).
func (f Frame) Write(b *strings.Builder, options string, t *Table, scores []int) {
	b.WriteString(f.Game)
	b.WriteByte(' ')
	b.WriteString(options)
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(t.NumPlayers()))
	b.WriteByte(' ')
	t.Notation(b)
	if f.ScoresOptional && !nonZero(scores) {
		return
	}
	for p, v := range scores {
		if p == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(v))
	}
}

func nonZero(scores []int) bool {
	for _, v := range scores {
		if v != 0 {
			return true
		}
	}
	return false
}

// Parse reads a position Write wrote: its options field (for the game to read), its table and
// its scores (all 0 when left out). A text of another game or a malformed one is a one-line error
// naming the field at fault.
func (f Frame) Parse(text string) (options string, t Table, scores [MaxPlayers]int, err error) {
	fs := strings.Split(text, " ")
	if fs[0] != f.Game {
		return "", t, scores, fmt.Errorf("%s: not a %s position: %.40q does not start with \"%s \"", f.Game, f.Title, text, f.Game)
	}
	if f.ScoresOptional && len(fs) != 7 && len(fs) != 8 {
		return "", t, scores, fmt.Errorf("%s: want 7 or 8 fields separated by single spaces: %s <options> <players> <mover> <hands> <trick> <won> [<scores>], got %d", f.Game, f.Game, len(fs))
	}
	if !f.ScoresOptional && len(fs) != 8 {
		return "", t, scores, fmt.Errorf("%s: want 8 fields separated by single spaces: %s <options> <players> <mover> <hands> <trick> <won> <scores>, got %d", f.Game, f.Game, len(fs))
	}
	players, err := strconv.Atoi(fs[2])
	if err != nil || players < MinPlayers || players > MaxPlayers {
		return "", t, scores, fmt.Errorf("%s: players %.10q: want %d or %d", f.Game, fs[2], MinPlayers, MaxPlayers)
	}
	if t, err = ParseTable(players, f.Trump, fs[3], fs[4], fs[5], fs[6]); err != nil {
		return "", t, scores, fmt.Errorf("%s: %v", f.Game, err)
	}
	if len(fs) == 8 {
		list := strings.Split(fs[7], ",")
		if len(list) != players {
			return "", t, scores, fmt.Errorf("%s: scores %.40q: want %d %s separated by ','", f.Game, fs[7], players, f.Scores)
		}
		for p, text := range list {
			n, err := strconv.Atoi(text)
			if err != nil || n < 0 || n > f.MaxScore {
				return "", t, scores, fmt.Errorf("%s: score of player %d %.10q: want 0 to %d", f.Game, p, text, f.MaxScore)
			}
			scores[p] = n
		}
	}
	return fs[1], t, scores, nil
}
