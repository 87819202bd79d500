//go:build !lean

package main

import (
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
	"github.com/cctree/cctree/engine/game"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/internal/atomicfile"
)

// runShow writes the SVG picture of one position (package analysis/boardsvg, or analysis/gamesvg
// for the other games): to stdout, or with -out to a file written through a temporary file in
// its folder.
func runShow(ctx context.Context, stdout, stderr io.Writer, args []string) error {
	fs := newFlagSet("show", `-pos "<CCN>" [-rules R] [-last f-t] [-caption TEXT] [-out FILE.svg]  (or -board B -seats S for a start position; or -game SPEC [-pos NOTATION] [-last MOVE] for another game)`, stdout)
	var pf posFlags
	pf.register(fs)
	last := fs.String("last", "", "mark this move (f-t, or a move in -game's notation) as the one that led to the position; the position must show the player before the one to move could have played it")
	caption := fs.String("caption", "", "text above the board (default: who is to move, or who has won; -caption '' for none)")
	out := fs.String("out", "", "write the SVG to this file (default: stdout)")
	numbers := fs.Bool("numbers", false, "write each cell's index on it (the f and t of moves f-t; Chinese Checkers only: the other games' pictures name their squares around the board)")
	if err := parse(fs, args); err != nil {
		return err
	}
	other, err := pf.other()
	if err != nil {
		return usagef("show: %v", err)
	}
	if other != nil {
		if *numbers {
			return usagef("show: -numbers: Chinese Checkers only; the picture of %s names its squares around the board", other.Game().Name)
		}
		var capText *string
		if flagSet(fs, "caption") {
			capText = caption
		}
		return showGame(stdout, &pf, other, *last, capText, *out)
	}
	s, err := pf.state()
	if err != nil {
		return usagef("show: %v", err)
	}
	o := boardsvg.Options{Caption: positionCaption(s), Numbers: *numbers}
	if flagSet(fs, "caption") {
		o.Caption = *caption
	}
	if *last != "" {
		m, err := lastMove(s, *last)
		if err != nil {
			return usagef("show: -last %s: %v", *last, err)
		}
		o.Last = &m
	}
	svg, err := boardsvg.SVG(s, o)
	if err != nil {
		return err
	}
	if *out == "" {
		_, err := stdout.Write(svg)
		return err
	}
	return writeOutFile(*out, svg)
}

// showGame writes the picture of p, a position of another game (analysis/gamesvg). A -game with
// arguments must be the game spec of -pos's position; -last must be a move the position shows
// the player before the one to move could have played (gamesvg.CheckLast).
func showGame(stdout io.Writer, pf *posFlags, p gamereg.Position, last string, caption *string, out string) error {
	if pf.pos != "" && strings.Contains(pf.game, "(") {
		want, err := gamereg.Start(pf.game)
		if err != nil {
			return usagef("show: -game: %v", err)
		}
		if want.Spec() != p.Spec() {
			return usagef("show: -pos: a position of %s, but -game is %s", p.Spec(), want.Spec())
		}
	}
	o := gamesvg.Options{Caption: gameCaption(p), Last: last}
	if caption != nil {
		o.Caption = *caption
	}
	if err := gamesvg.CheckLast(gamereg.State(p), last); err != nil {
		if last == "" {
			return usagef("show: %v", err) // name only the flags given
		}
		return usagef("show: -last %s: %v", last, err)
	}
	svg, err := gamesvg.SVG(gamereg.State(p), o)
	if err != nil {
		return err
	}
	if out == "" {
		_, err := stdout.Write(svg)
		return err
	}
	return writeOutFile(out, svg)
}

// gameCaption says who is to move in a position of another game, or how it ended: the players
// its value vector gives the most (one has won, several share the win, or all draw).
func gameCaption(p gamereg.Position) string {
	if !p.Terminal() {
		return fmt.Sprintf("player %d to move", p.Mover())
	}
	return "game over: " + winnersText(valuesOf(p))
}

// winnersText names the players with the largest value: "player 2 has won", "players 0 and 3
// share the win", or "a draw" when every player has it.
func winnersText(values []int64) string {
	best := slices.Max(values)
	var w []string
	for p, v := range values {
		if v == best {
			w = append(w, strconv.Itoa(p))
		}
	}
	switch {
	case len(w) == 1:
		return "player " + w[0] + " has won"
	case len(w) == len(values):
		return "a draw"
	}
	return "players " + strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1] + " share the win"
}

// positionCaption says who is to move, or who has won.
func positionCaption(s *game.State) string {
	if s.Terminal() {
		return fmt.Sprintf("player %d has won", s.Winner)
	}
	return fmt.Sprintf("player %d to move", s.ToMove)
}

// lastMove reads the move that led to s and checks it: the position before it (the piece moved
// back, the previous player to move) must be one where that player could play it.
func lastMove(s *game.State, text string) (game.Move, error) {
	prev := (s.ToMove + s.Players - 1) % s.Players
	if text == "pass" {
		return game.Pass, nil
	}
	a, b, ok := strings.Cut(text, "-")
	f, err1 := strconv.Atoi(a)
	t, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || f < 0 || t < 0 || f >= s.Geo.Cells || t >= s.Geo.Cells {
		return game.Move{}, fmt.Errorf("want f-t with cell indices 0-%d, or pass", s.Geo.Cells-1)
	}
	fields := strings.Fields(s.String())
	cells := []byte(strings.ReplaceAll(fields[3], "/", ""))
	if cells[t] != byte('0'+prev) || cells[f] != '.' {
		return game.Move{}, fmt.Errorf("player %d (the one before the player to move) has no piece on %d, or %d is not empty", prev, t, f)
	}
	cells[f], cells[t] = cells[t], '.'
	var rows []string
	for _, n := range s.Geo.RowLen {
		rows, cells = append(rows, string(cells[:n])), cells[n:]
	}
	before, err := game.Parse(fmt.Sprintf("%s %s %d %s", fields[0], fields[1], prev, strings.Join(rows, "/")), s.Rules)
	if err != nil {
		return game.Move{}, err
	}
	if before.Terminal() {
		return game.Move{}, fmt.Errorf("the position before it was already won by player %d", before.Winner)
	}
	return before.ParseMove(text)
}

// writeOutFile writes data to path atomically (atomicfile.WriteFile); the folder must exist.
func writeOutFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usagef("-out %s: folder %s does not exist; create it first", path, dir)
	}
	return atomicfile.WriteFile(path, data)
}
