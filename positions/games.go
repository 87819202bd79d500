package positions

import (
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
)

// The suites of the games other than Chinese Checkers (engine/games: the Virus Game, Focus, Hearts, Spades) are
// files suites/<game>/<suite>.txt beside Chinese Checkers' suites/<suite>.txt, in the same form:
// "#" header lines ("# key: value" fields: suite, game, description, generator, seed,
// parameters, count and "count <n> players" per player count), then one position per line,
// "<id> <notation>", the notation the game's own (its first word is the game's name). Ids follow
// the rule of Chinese Checkers' (letters, digits and "-"): <game>-<players> in the initial suites,
// <game>-<players>-NNN in the others.
//
// This package stays data only: it reads the ids and the text of a game's positions but does not
// parse the notation, which needs the game's package (the registry, engine/searchers/games, is
// above it). The generators (package positions/generate) parse every position they write back
// through the registry, and so does package sweep when it loads a suite.

//go:embed suites/*/*.txt
var gameFS embed.FS

// GamePosition is one line of a game's suite: its id and the position in the game's notation.
type GamePosition struct {
	ID, Text string
}

// GameSuite is a parsed suite file of a game other than Chinese Checkers.
type GameSuite struct {
	Game, Name string // the game's name ("virus") and the suite's ("mid")
	Header     Header
	Positions  []GamePosition
}

// Games returns the games other than Chinese Checkers that have embedded suites, sorted.
func Games() []string {
	entries, err := fs.ReadDir(gameFS, "suites")
	if err != nil {
		panic("positions: embedded game suites missing: " + err.Error()) // impossible: go:embed checked it at build time
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	return out
}

// GameSuites returns the names of the embedded suites of game, sorted (none for a game
// without suites).
func GameSuites(game string) []string {
	entries, err := fs.ReadDir(gameFS, "suites/"+game)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".txt"))
	}
	return out
}

// RawGame returns the embedded bytes of game's suite, exactly the committed
// suites/<game>/<suite>.txt (a copy the caller may keep or change).
func RawGame(game, suite string) ([]byte, error) {
	if !slices.Contains(Games(), game) {
		return nil, fmt.Errorf("positions: no suites of the game %q (have suites of %s)", game, strings.Join(Games(), ", "))
	}
	data, err := gameFS.ReadFile("suites/" + game + "/" + suite + ".txt")
	if err != nil {
		return nil, fmt.Errorf("positions: %s has no suite %q (have %s)", game, suite, strings.Join(GameSuites(game), ", "))
	}
	return data, nil
}

// LoadGame parses the embedded suite of game.
func LoadGame(game, suite string) (*GameSuite, error) {
	data, err := RawGame(game, suite)
	if err != nil {
		return nil, err
	}
	return ParseGame(game, suite, data)
}

// ParseGame reads a suite file of game and checks what can be checked without the game's rules:
// a "# game: <game>" header, ids unique and made of letters, digits and "-", every position's
// notation starting with the game's name, and the "# count: N" header equal to the number of
// positions. Errors start with "positions: " and name the suite file and line.
func ParseGame(game, suite string, data []byte) (*GameSuite, error) {
	s := &GameSuite{Game: game, Name: suite}
	file := game + "/" + suite
	errf := func(line int, format string, args ...any) error {
		return fmt.Errorf("positions: %s:%d: %s", file, line, fmt.Sprintf(format, args...))
	}
	lines := strings.Split(string(data), "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	ids := map[string]int{}
	for i, text := range lines {
		ln := i + 1
		if strings.HasPrefix(text, "#") {
			if len(s.Positions) > 0 {
				return nil, errf(ln, "header line after the first position")
			}
			if k, v, ok := headerField(text); ok {
				s.Header = append(s.Header, Field{k, v})
			}
			continue
		}
		if g := s.Header.Get("game"); g != game {
			return nil, errf(ln, "header names the game %q, want \"# game: %s\" before the first position", g, game)
		}
		id, pos, err := entry(errf, ln, text, "notation", ids)
		if err != nil {
			return nil, err
		}
		if name, _, _ := strings.Cut(pos, " "); name != game {
			return nil, errf(ln, "%s: the notation starts with %q, not the game's name %q", id, name, game)
		}
		s.Positions = append(s.Positions, GamePosition{ID: id, Text: pos})
	}
	if len(s.Positions) == 0 {
		return nil, fmt.Errorf("positions: %s: no positions", file)
	}
	total, err := strconv.Atoi(s.Header.Get("count"))
	if err != nil || total != len(s.Positions) {
		return nil, fmt.Errorf("positions: %s: header says %q positions, file has %d", file, s.Header.Get("count"), len(s.Positions))
	}
	return s, nil
}
