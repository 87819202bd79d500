package sweep

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// GamesPrefix starts the suite name of a games source (see LoadGames).
const GamesPrefix = "games-"

// LoadGames makes the positions searched in a `cctree match` results file a suite of su: every
// position of every game from which a move was searched (the position after the opening and after
// each move, up to the last move, terminal positions excluded), in file order, with ids
// g<game>-<ply> (ply counted from the game's start). It replays every game once through the engine
// (match.ReplayEach: an illegal move, or a game that does not end as recorded, is an error) and
// adds the suite to su under the returned name, "games-<file base name>", so that a Selection
// with that Suite and these Suites (and cases, runners and benchmarks given them) use it: tree
// growth "averaged over all move searches in those games", as the OPPS paper's Fig. 3 measures
// it. Only su sees the suite.
func (su *Suites) LoadGames(path string) (string, error) {
	if su == nil {
		return "", fmt.Errorf("sweep: games %s: no Suites to load them into (NewSuites makes one)", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("sweep: games %s: %v", path, err)
	}
	defer f.Close()
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	name := GamesPrefix + regexp.MustCompile(`[^A-Za-z0-9-]+`).ReplaceAllString(base, "-")
	recs, err := record.Read(f, path) // the one strict reader: unknown fields are an error
	if err != nil {
		return "", fmt.Errorf("sweep: games: %v", err)
	}
	g := &group{}
	board, seats := "", ""
	for n, rec := range recs {
		n++
		if board == "" {
			board, seats = rec.Board, rec.Seats
		} else if rec.Board != board || rec.Seats != seats {
			return "", fmt.Errorf("sweep: games %s:%d: board %s seats %s, but the first game is on %s %s: one board and seat set per file", path, n, rec.Board, rec.Seats, board, seats)
		}
		// One replay checks every move and the end, and collects the positions moves were
		// searched from (never terminal: ReplayEach refuses a move after the game was won).
		kept := len(g.ids)
		err := match.ReplayEach(rec, func(i int, s *game.State) {
			g.ids = append(g.ids, fmt.Sprintf("g%d-%03d", rec.Game, len(rec.Opening)+i))
			g.states = append(g.states, *s)
		})
		if err != nil {
			g.ids, g.states = g.ids[:kept], g.states[:kept]
			return "", fmt.Errorf("sweep: games %s:%d: %v", path, n, err)
		}
	}
	if len(g.ids) == 0 {
		return "", fmt.Errorf("sweep: games %s: no searched positions (an empty file?)", path)
	}
	su.mu.Lock()
	defer su.mu.Unlock()
	su.groups[name+" "+board+" "+seats] = g
	su.games[name] = [2]string{board, seats}
	return name, nil
}
