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
	if len(recs) > 0 && recs[0].GameSpec != "" {
		return name, su.loadOtherGames(path, name, recs)
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

// loadOtherGames is LoadGames for a results file of a game other than Chinese Checkers: the
// positions moves were searched from (after the opening, up to the last move, terminal ones
// left out), replayed and dealt by match.GamePositions, become the suite name of that game
// (Suites.GameSuites lists it beside the embedded ones; SourceGame names the game), grouped
// by game spec as the game's own suites are.
func (su *Suites) loadOtherGames(path, name string, recs []*record.Record) error {
	game, _, _ := strings.Cut(recs[0].GameSpec, "(")
	var b strings.Builder
	n := 0
	for i, rec := range recs {
		if g, _, _ := strings.Cut(rec.GameSpec, "("); g != game {
			return fmt.Errorf("sweep: games %s:%d: a game of %s, but the first is of %s: one game per file", path, i+1, rec.GameSpec, recs[0].GameSpec)
		}
		after, _, err := match.GamePositions(rec)
		if err != nil {
			return fmt.Errorf("sweep: games %s:%d: %v", path, i+1, err)
		}
		for ply := len(rec.Opening); ply < len(after)-1; ply++ {
			if after[ply].Terminal() {
				continue
			}
			fmt.Fprintf(&b, "g%d-%03d %s\n", rec.Game, ply, after[ply])
			n++
		}
	}
	if n == 0 {
		return fmt.Errorf("sweep: games %s: no searched positions (an empty file?)", path)
	}
	data := fmt.Sprintf("# game: %s\n# suite: %s\n# count: %d\n%s", game, name, n, b.String())
	return su.AddGameSuite(game, name, []byte(data))
}

// SourceGame returns the game of the games source suite (LoadGames of another game's results
// file), false for a source of Chinese Checkers or a name su does not hold.
func (su *Suites) SourceGame(suite string) (string, bool) {
	if su == nil {
		return "", false
	}
	su.mu.Lock()
	defer su.mu.Unlock()
	for k := range su.added {
		if g, s, _ := strings.Cut(k, " "); s == suite && strings.HasPrefix(s, GamesPrefix) {
			return g, true
		}
	}
	return "", false
}
