//go:build !lean

package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/cctree/cctree/analysis/boardsvg"
	"github.com/cctree/cctree/analysis/gamesvg"
	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
)

// runReplay replays one game of a results file of cctree match through the engine (every move
// checked legal) and prints it ply by ply; with -out DIR it also writes DIR/game-N.svg (the
// final position) and DIR/game-N.html (a self-contained page that steps through the game). A
// record of another game (game_spec) is checked by match.Replay first and drawn with
// analysis/gamesvg.
func runReplay(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("replay", "-in results.jsonl -game N [-out DIR]", stdout)
	in := fs.String("in", "", "results file of cctree match (JSON lines)")
	num := fs.Int("game", -1, "the game to replay: the \"game\" field of its line (its place in the match plan, from 0)")
	out := fs.String("out", "", "also write DIR/game-N.svg (final position) and DIR/game-N.html (every position, with controls); the folder is created if missing")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *in == "" {
		return usagef("replay: -in: name the results file of cctree match (cctree replay -in results.jsonl -game N)")
	}
	if *num < 0 {
		return usagef("replay: -game: name the game to replay, a number >= 0 (the \"game\" field of its line in %s)", *in)
	}
	data, err := os.ReadFile(*in)
	if err != nil {
		return usagef("replay: -in: %v", err)
	}
	recs, err := record.Read(bytes.NewReader(data), *in)
	if err != nil {
		return usagef("replay: %v", err)
	}
	lines := recordLines(data)
	var rec *record.Record
	line := 0
	lo, hi := -1, -1
	for i, r := range recs {
		if r.Game == *num && rec == nil {
			rec, line = r, lines[i]
		}
		if lo < 0 || r.Game < lo {
			lo = r.Game
		}
		hi = max(hi, r.Game)
	}
	if rec == nil {
		if len(recs) == 0 {
			return usagef("replay: -game %d: %s holds no games", *num, *in)
		}
		return usagef("replay: -game %d: not in %s, whose %d games are numbered %d to %d", *num, *in, len(recs), lo, hi)
	}
	if rec.GameSpec != "" {
		return replayOther(stdout, fmt.Sprintf("%s:%d", *in, line), rec, *out)
	}
	frames, err := replayGame(rec)
	if err != nil {
		return usagef("replay: %s:%d: %v", *in, line, err)
	}
	w := bufio.NewWriter(stdout)
	writeReplay(w, rec, frames)
	if err := w.Flush(); err != nil {
		return err
	}
	if *out == "" {
		return nil
	}
	return writeReplayFiles(*out, rec, frames)
}

// replayGame plays rec through the engine: its opening from the start position of its board and
// seats, then its moves from its start (read with game.Parse), every move checked legal by
// State.ParseMove, and checks that the game ends as recorded. It returns every position, the
// start first. Errors name the game and the ply (counted from the start, opening included).
func replayGame(rec *record.Record) ([]boardsvg.Frame, error) {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("game %d: "+format, append([]any{rec.Game}, args...)...)
	}
	rules, err := game.ParseRules(rec.Rules)
	if err != nil {
		return nil, fail("%v", err)
	}
	g := board.ByName(rec.Board)
	if g == nil {
		return nil, fail("unknown board %q (want star73 or star121)", rec.Board)
	}
	seats, err := game.ParseSeats(rec.Seats)
	if err != nil {
		return nil, fail("%v", err)
	}
	s, err := game.NewState(g, seats, rules)
	if err != nil {
		return nil, fail("%v", err)
	}
	start, err := game.Parse(rec.Start, rules)
	if err != nil {
		return nil, fail("start: %v", err)
	}
	frames := []boardsvg.Frame{{State: copyState(s), Player: -1}}
	step := func(text string, opening bool) error {
		ply := len(frames)
		if s.Terminal() {
			return fail("ply %d: move %q after player %d had won", ply, text, s.Winner)
		}
		m, err := s.ParseMove(text)
		if err != nil {
			what := ""
			if opening {
				what = " (opening)"
			}
			return fail("ply %d%s: %v", ply, what, err)
		}
		p := s.ToMove
		s.Make(m)
		frames = append(frames, boardsvg.Frame{State: copyState(s), Ply: ply, Player: p, Move: &m, Opening: opening})
		return nil
	}
	for _, text := range rec.Opening {
		if err := step(text, true); err != nil {
			return nil, err
		}
	}
	if got, want := s.String(), start.String(); got != want {
		return nil, fail("the opening (%d plies) reaches %q, but the record's start is %q", len(rec.Opening), got, want)
	}
	for _, text := range rec.Moves {
		if err := step(text, false); err != nil {
			return nil, err
		}
	}
	plies := len(frames) - 1
	switch f := rec.Forfeit; {
	case f != nil && (rec.Winner != nil || rec.Capped || s.Terminal()):
		return nil, fail("forfeited by player %d, but the record names a winner or a cap, or the game has ended after ply %d", f.Player, plies)
	case f != nil && f.Player != s.ToMove:
		return nil, fail("forfeited by player %d, but player %d is to move after ply %d", f.Player, s.ToMove, plies)
	case f != nil:
	case rec.Winner != nil && *rec.Winner != s.Winner:
		return nil, fail("the moves end with winner %d, the record says player %d won", s.Winner, *rec.Winner)
	case rec.Winner == nil && s.Terminal():
		return nil, fail("player %d has won after ply %d, the record names no winner", s.Winner, plies)
	case rec.Winner == nil && !rec.Capped:
		return nil, fail("the record names neither a winner nor a cap, and the game has not ended after ply %d", plies)
	}
	for i := range frames {
		frames[i].Caption = frameCaption(frames[i].State, frames[i].Ply, plies, rec.Capped)
	}
	if f := rec.Forfeit; f != nil {
		frames[plies].Caption = fmt.Sprintf("ply %d of %d, player %d forfeited (%s)", plies, plies, f.Player, f.Reason)
	}
	return frames, nil
}

func copyState(s *game.State) *game.State {
	c := *s
	return &c
}

// frameCaption is the line above the board of a frame.
func frameCaption(s *game.State, ply, plies int, capped bool) string {
	switch {
	case s.Terminal():
		return fmt.Sprintf("ply %d of %d, player %d has won", ply, plies, s.Winner)
	case ply == plies && capped:
		return fmt.Sprintf("ply %d of %d, capped: no winner", ply, plies)
	}
	return fmt.Sprintf("ply %d of %d, player %d to move", ply, plies, s.ToMove)
}

// writeReplay prints the game: a header (lines starting with #), one line per ply
// "ply player move CCN-after" (opening plies end with the word opening), and the result.
func writeReplay(w io.Writer, rec *record.Record, frames []boardsvg.Frame) {
	fmt.Fprintf(w, "# game %d: %s seats %s rules %s, budget %s, %d opening plies then %d searched (cap %d)\n",
		rec.Game, rec.Board, rec.Seats, rec.Rules, rec.Budget, len(rec.Opening), len(rec.Moves), rec.Cap)
	fmt.Fprintf(w, "# players: %s\n", playerList(rec.Players))
	fmt.Fprintf(w, "# start: %s\n", frames[0].State)
	fmt.Fprintln(w, "# ply player move CCN-after")
	for _, f := range frames[1:] {
		mark := ""
		if f.Opening {
			mark = " opening"
		}
		fmt.Fprintf(w, "%d %d %s %s%s\n", f.Ply, f.Player, frames[f.Ply-1].State.MoveString(*f.Move), f.State, mark)
	}
	fmt.Fprintln(w, resultLine(rec, frames))
}

func playerList(players []string) string {
	parts := make([]string, len(players))
	for i, p := range players {
		parts[i] = fmt.Sprintf("%d %s", i, p)
	}
	return strings.Join(parts, ", ")
}

// forfeitLine says who forfeited a game and why: the failure, the engine's offending line and the
// host's detail (record.Forfeit), for a forfeited game at ply plies.
func forfeitLine(rec *record.Record, plies int) string {
	f := rec.Forfeit
	name := ""
	if f.Player >= 0 && f.Player < len(rec.Players) {
		name = " (" + rec.Players[f.Player] + ")"
	}
	line := ""
	if f.Line != "" {
		line = fmt.Sprintf(", line %q", f.Line)
	}
	return fmt.Sprintf("result: player %d%s forfeited at ply %d, its engine's %s%s: %s; no winner", f.Player, name, plies+1, f.Reason, line, f.Detail)
}

// resultLine says how the game ended.
func resultLine(rec *record.Record, frames []boardsvg.Frame) string {
	last := frames[len(frames)-1]
	if rec.Forfeit != nil {
		return forfeitLine(rec, last.Ply)
	}
	if w := last.State.Winner; w >= 0 {
		name := ""
		if w < len(rec.Players) {
			name = " (" + rec.Players[w] + ")"
		}
		return fmt.Sprintf("result: player %d%s won at ply %d", w, name, last.Ply)
	}
	return fmt.Sprintf("result: capped after %d searched plies (ply %d), no winner", len(rec.Moves), last.Ply)
}

// writeReplayFiles writes DIR/game-N.svg and DIR/game-N.html, each through a temporary file.
func writeReplayFiles(dir string, rec *record.Record, frames []boardsvg.Frame) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return usagef("replay: -out %s: %v", dir, err)
	}
	last := frames[len(frames)-1]
	svg, err := boardsvg.SVG(last.State, boardsvg.Options{Last: last.Move, Caption: last.Caption, Players: rec.Players})
	if err != nil {
		return err
	}
	var page bytes.Buffer
	err = boardsvg.WritePage(&page, &boardsvg.Page{
		Title: fmt.Sprintf("cctree game %d: %s %s, %s", rec.Game, rec.Board, rec.Seats, strings.Join(rec.Contestants, " vs ")),
		Info: []string{
			fmt.Sprintf("rules %s, budget %s, %d opening plies (random) then %d searched, cap %d", rec.Rules, rec.Budget, len(rec.Opening), len(rec.Moves), rec.Cap),
			"players: " + playerList(rec.Players),
			resultLine(rec, frames),
		},
		Players: rec.Players,
		Frames:  frames,
	})
	if err != nil {
		return err
	}
	name := fmt.Sprintf("game-%d", rec.Game)
	if err := writeOutFile(filepath.Join(dir, name+".svg"), svg); err != nil {
		return err
	}
	return writeOutFile(filepath.Join(dir, name+".html"), page.Bytes())
}

// recordLines returns the line number (from 1) of each record record.Read reads from data, in
// its order: the lines that are neither blank nor a last line cut off without its newline.
func recordLines(data []byte) []int {
	var out []int
	for n, line := range bytes.SplitAfter(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) > 0 && bytes.HasSuffix(line, []byte("\n")) {
			out = append(out, n+1)
		}
	}
	return out
}

// replayOther replays rec, a record of another game, named where (file:line) in errors: the
// whole record through match.Replay (every move legal, the opening reaching the start, the end
// as recorded), then its positions through the registry; it prints them as runReplay does for
// Chinese Checkers, each ply's position in the game's notation, and with -out writes the final
// picture and the page of the game (analysis/gamesvg).
func replayOther(stdout io.Writer, where string, rec *record.Record, out string) error {
	// The positions through match.GamePositions, which checks the record (match.Replay: every
	// move legal, the opening reaching the start, the end and a series' hands as recorded) and
	// deals a card game's hands as the match did.
	after, hand, err := match.GamePositions(rec)
	if err != nil {
		return usagef("replay: %s: %v", where, err)
	}
	series := rec.Hands != nil
	frames := []gamesvg.Frame{{Pos: gamereg.State(after[0]), Player: -1}}
	played := append(slices.Clone(rec.Opening), rec.Moves...)
	for i, text := range played {
		mark := text
		if hand[i+1] != hand[i] {
			mark = "" // the card ended a hand: the frame is the next hand's deal, where it is not
		}
		frames = append(frames, gamesvg.Frame{Pos: gamereg.State(after[i+1]), Ply: i + 1, Player: after[i].Mover(), Move: mark, Opening: i < len(rec.Opening)})
	}
	plies := len(frames) - 1
	for i := range frames {
		q := after[i]
		prefix := fmt.Sprintf("ply %d of %d", i, plies)
		if series {
			prefix = fmt.Sprintf("hand %d, ply %d of %d", hand[i]+1, i, plies)
		}
		switch {
		case i == plies && rec.Forfeit != nil:
			frames[i].Caption = fmt.Sprintf("%s, player %d forfeited (%s)", prefix, rec.Forfeit.Player, rec.Forfeit.Reason)
		case i == plies && series && !rec.Capped:
			frames[i].Caption = fmt.Sprintf("%s, game over: %s", prefix, seriesText(rec))
		case q.Terminal():
			frames[i].Caption = fmt.Sprintf("%s, game over: %s", prefix, winnersText(valuesOf(q)))
		case i == plies && rec.Capped:
			frames[i].Caption = fmt.Sprintf("%s, capped: no winner", prefix)
		default:
			frames[i].Caption = fmt.Sprintf("%s, player %d to move", prefix, q.Mover())
		}
	}
	result := otherResult(rec, after[plies], plies)
	w := bufio.NewWriter(stdout)
	fmt.Fprintf(w, "# game %d: %s, budget %s, %d opening plies then %d searched (cap %d)\n",
		rec.Game, rec.GameSpec, rec.Budget, len(rec.Opening), len(rec.Moves), rec.Cap)
	fmt.Fprintf(w, "# players: %s\n", playerList(rec.Players))
	fmt.Fprintf(w, "# start: %s\n", after[0])
	fmt.Fprintln(w, "# ply player move position-after")
	next := 0 // the next hand of a series to announce
	for i, f := range frames[1:] {
		if k := next; k < len(rec.Hands) && i-len(rec.Opening) == rec.Hands[k].First {
			fmt.Fprintf(w, "# hand %d: deal %d, from move %d; totals at its end %s\n", k+1, rec.Hands[k].Deal, rec.Hands[k].First+1, intList(rec.Hands[k].Totals))
			next++
		}
		mark := ""
		if f.Opening {
			mark = " opening"
		}
		fmt.Fprintf(w, "%d %d %s %s%s\n", f.Ply, f.Player, played[i], after[i+1], mark)
	}
	fmt.Fprintln(w, result)
	if err := w.Flush(); err != nil {
		return err
	}
	if out == "" {
		return nil
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return usagef("replay: -out %s: %v", out, err)
	}
	last := frames[plies]
	svg, err := gamesvg.SVG(last.Pos, gamesvg.Options{Last: last.Move, Caption: last.Caption, Players: rec.Players})
	if err != nil {
		return err
	}
	var page bytes.Buffer
	err = gamesvg.WritePage(&page, &gamesvg.Page{
		Title: fmt.Sprintf("cctree game %d: %s, %s", rec.Game, rec.GameSpec, strings.Join(rec.Contestants, " vs ")),
		Info: []string{
			fmt.Sprintf("budget %s, %d opening plies (random) then %d searched, cap %d", rec.Budget, len(rec.Opening), len(rec.Moves), rec.Cap),
			"players: " + playerList(rec.Players),
			result,
		},
		Players: rec.Players,
		Frames:  frames,
	})
	if err != nil {
		return err
	}
	name := fmt.Sprintf("game-%d", rec.Game)
	if err := writeOutFile(filepath.Join(out, name+".svg"), svg); err != nil {
		return err
	}
	return writeOutFile(filepath.Join(out, name+".html"), page.Bytes())
}

// seriesText says how a series of hands ended: its totals and who won (the lowest total; a tie
// for it shares the win).
func seriesText(rec *record.Record) string {
	totals := rec.Hands[len(rec.Hands)-1].Totals
	return fmt.Sprintf("totals %s, %s", intList(totals), winnersText(rec.Values))
}

// intList writes numbers separated by commas.
func intList(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ",")
}

// otherResult says how a game of another game ended: capped, or the players its final values
// give the most (the record's winner, checked by match.Replay).
func otherResult(rec *record.Record, final gamereg.Position, plies int) string {
	if rec.Forfeit != nil {
		return forfeitLine(rec, plies)
	}
	if rec.Capped {
		return fmt.Sprintf("result: capped after %d searched plies (ply %d), no winner", len(rec.Moves), plies)
	}
	totals := ""
	if n := len(rec.Hands); n > 0 {
		totals = fmt.Sprintf(" after %d hands, totals %s", n, intList(rec.Hands[n-1].Totals))
	}
	if w := rec.Winner; w != nil {
		name := ""
		if *w < len(rec.Players) {
			name = " (" + rec.Players[*w] + ")"
		}
		return fmt.Sprintf("result: player %d%s won at ply %d%s", *w, name, plies, totals)
	}
	if totals != "" {
		return fmt.Sprintf("result: %s at ply %d%s", winnersText(rec.Values), plies, totals)
	}
	return fmt.Sprintf("result: %s at ply %d", winnersText(valuesOf(final)), plies)
}

// valuesOf is p's value vector, one entry per player.
func valuesOf(p gamereg.Position) []int64 {
	v := p.Values()
	return v.Vec[:v.N]
}
