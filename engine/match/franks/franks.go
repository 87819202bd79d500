// Package franks reads the configuration files that drive a batch of games in Franks' thesis
// (papers/002, §7.3, §7.4 and Appendix I), maps one onto a match.Config, and writes the CSV of
// winners his program wrote, one row per game.
//
// A file is lines of "key = value" (spaces around "=" optional); blank lines and lines starting
// with "#" (or "!", as in Java properties files) are skipped. The keys are Appendix I's:
//
//	stats.file           the CSV of winners                                      mandatory
//	stats.runNTimes      games to play, >= 1                                     mandatory
//	board.type           triangle, square or star                                mandatory
//	board.numPlayers     2, 3, 4 or 6                                            mandatory with star (3 with triangle, 4 with square if given)
//	board.size           n, the n x n square board                               mandatory with square, refused otherwise
//	board.limitToNMoves  the best x children, -1 for all                         mandatory; also spelt board.limitToMoves, as the thesis' own sample file (Figure 17) does; give one of the two
//	player.X.playerType  maxn, paranoid, bestReply or random                     mandatory for every X
//	player.X.heuristic   1, 2 or 3 (Franks' heuristics, eval=franks1..3)         mandatory for every X
//	player.X.lookahead   the search depth, 1 to search.MaxPly-1                  mandatory for every X
//
// with X = 0 .. players-1, one per player index (player.0 moves first and sits on the first seat).
// What the thesis leaves open is set by keys of ours, all optional:
//
//	cctree.seed   the match seed of the tie draws (default 1)
//	cctree.cap    plies after which a game ends capped, without a winner (default 1000)
//	cctree.ties   the probability that a newly found equal value replaces the best (default 0.25, Franks' value; 0: never, and the games repeat)
//	cctree.rules  free, nostop or goallock: the move restriction (docs/rules.md; default free)
//	cctree.win    allhome or spoil: the win rule (default allhome, Franks' own)
//	cctree.out    the game records, JSON lines of cctree match (default: stats.file with the extension .jsonl)
//
// The win rule: Franks' thesis ends a game "when one player has all their pieces in their goal
// area" (§5.2.1.2) and has no anti-spoiling rule, so his configurations default to allhome (a
// player wins when all its own pieces are in its goal corner); spoil is docs/rules.md's rule (a full
// goal corner with at least one own piece wins), under which an opponent's pieces left in the
// goal cannot block the win (the triangle start can then be won at ply 5). The match's rule set
// is the two together (cctree.rules = nostop, cctree.win = spoil: game rules "nostop"; the
// default: "free+allhome"), and the game records carry it.
//
// Keys are case-sensitive; the values of board.type and playerType are matched ignoring case.
// Relative paths (stats.file, cctree.out) are relative to the configuration file's folder, so a
// batch of files writes its results beside them whatever the working directory.
//
// Mapping onto the match engine:
//
//   - Boards: star with 2, 3, 4 or 6 players is board star73 with seats 03, 024, 0134 or 012345;
//     triangle is board triangle with seats 024; square of size n is board square:n with seats 0123.
//   - Strategies: player type T, heuristic H, lookahead L under limit N and tie probability P is
//     the searcher spec T'(eval=franksH,best=N,ties=P)@depth=L with T' = maxn, paranoid or brs
//     (bestReply); random is random(eval=franksH,best=N)@depth=L, a uniformly random child of the
//     best N by heuristic H, and for N = -1 the match's own random player, random@depth=L (a
//     uniformly random legal move; the heuristic does not matter and the registry refuses eval=
//     without best=). best= is left out for N = -1 and ties= for P = 0; the lookahead is the depth
//     budget of every type (the random players do not search, whatever it is).
//   - Seating: fixed, as the file says (match.Config.Seating): equal (spec, lookahead) players are
//     one contestant holding several seats, contestants numbered in order of first seat.
//   - Openings: none (match.NoOpening): every game starts from the start position, as Franks'
//     did; games differ through the tie draws, seeded per game and player index.
//
// The CSV (WriteCSV) has a header and one row per game in game order: game index, the winner's
// player index X, its playerType, heuristic and lookahead, its contestant spec, the plies, and
// whether the cap ended the game; a game without a winner has the winner fields empty.
//
// Guarantees: Parse reports the first error as one line naming the file, the line (when the
// error has one), the key and the accepted values, and never panics on any input; a Run that
// Parse returns gives a valid match.Config. The CSV is a function of the configuration and the
// game records alone, so rewriting it after a resumed run gives the same file as one run.
package franks

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
)

// Player is one player.X of the file.
type Player struct {
	Type      string // maxn, paranoid, bestReply or random (as the thesis spells them)
	Heuristic int    // 1, 2 or 3
	Lookahead int    // search depth
}

// Run is one configuration file.
type Run struct {
	Name       string // the file, as given to Parse
	CSV        string // stats.file, relative to the file's folder unless absolute
	Out        string // cctree.out, or stats.file with .jsonl
	Games      int    // stats.runNTimes
	BoardType  string // triangle, square or star
	NumPlayers int    // board.numPlayers, or the board's fixed count
	Size       int    // board.size (square only)
	Limit      int    // board.limitToNMoves: best x children, -1 for all
	Players    []Player
	Seed       uint64
	Cap        int
	Ties       float64
	Rules      game.Rules // cctree.rules with cctree.win: free+allhome by default
}

// DefaultRules is the rule set of a file without cctree.rules and cctree.win: no move
// restriction, and Franks' win rule (all own pieces home).
var DefaultRules = game.Free.WithWin(game.AllHome)

// key names for messages and checks.
const (
	kFile    = "stats.file"
	kGames   = "stats.runNTimes"
	kType    = "board.type"
	kNum     = "board.numPlayers"
	kSize    = "board.size"
	kLimit   = "board.limitToNMoves"
	kLimitFx = "board.limitToMoves" // Figure 17's spelling
	kSeed    = "cctree.seed"
	kCap     = "cctree.cap"
	kTies    = "cctree.ties"
	kRules   = "cctree.rules"
	kWin     = "cctree.win"
	kOut     = "cctree.out"
)

var playerKeys = []string{"playerType", "heuristic", "lookahead"}

// accepted returns what a key accepts, for messages.
func accepted(key string) string {
	switch key {
	case kFile:
		return "a file name for the CSV of winners, such as T3MMB.csv"
	case kGames:
		return "the number of games, an integer >= 1"
	case kType:
		return "triangle, square or star"
	case kNum:
		return "2, 3, 4 or 6 with board.type = star (3 with triangle, 4 with square)"
	case kSize:
		return "n, an integer, for the n x n board with board.type = square"
	case kLimit, kLimitFx:
		return "-1 (every child) or the number of best children, an integer >= 1"
	case kSeed:
		return "an unsigned integer"
	case kCap:
		return "a number of plies >= 1"
	case kTies:
		return "a probability from 0 to 1 (Franks: 0.25)"
	case kRules:
		return "free, nostop or goallock (the win rule is cctree.win)"
	case kWin:
		return "allhome (Franks' rule, the default) or spoil (docs/rules.md's)"
	case kOut:
		return "a file name for the game records, such as T3MMB.jsonl"
	}
	switch key[strings.LastIndexByte(key, '.')+1:] {
	case "playerType":
		return "maxn, paranoid, bestReply or random"
	case "heuristic":
		return "1, 2 or 3"
	case "lookahead":
		return fmt.Sprintf("a search depth from 1 to %d", search.MaxPly-1)
	}
	return ""
}

// knownKeys lists the keys for the unknown-key message.
const knownKeys = "stats.file, stats.runNTimes, board.type, board.numPlayers, board.size, board.limitToNMoves (or board.limitToMoves), player.X.playerType, player.X.heuristic, player.X.lookahead, cctree.seed, cctree.cap, cctree.ties, cctree.rules, cctree.win, cctree.out"

// entry is one key's value and line, and the key as the file spells it.
type entry struct {
	key, value string
	line       int
}

// parser collects the file's entries and words its errors.
type parser struct {
	name    string
	entries map[string]entry
}

func (p *parser) errf(line int, format string, args ...any) error {
	where := p.name
	if line > 0 {
		where += ":" + strconv.Itoa(line)
	}
	return fmt.Errorf("franks: %s: %s", where, fmt.Sprintf(format, args...))
}

// bad is the error of a value that the key does not accept.
func (p *parser) bad(key string, why string) error {
	e := p.entries[key]
	if why != "" {
		why = " (" + why + ")"
	}
	return p.errf(e.line, "%s = %q%s: want %s", e.key, e.value, why, accepted(key))
}

// missing is the error of a mandatory key that is not there.
func (p *parser) missing(key, when string) error {
	return p.errf(0, "%s missing%s: want %s", key, when, accepted(key))
}

// integer reads key's value as an int in [lo, hi]; ok is false when the key is absent.
func (p *parser) integer(key string, lo, hi int) (n int, ok bool, err error) {
	e, ok := p.entries[key]
	if !ok {
		return 0, false, nil
	}
	n, perr := strconv.Atoi(e.value)
	if perr != nil || n < lo || n > hi {
		return 0, true, p.bad(key, "")
	}
	return n, true, nil
}

// Parse reads a configuration file; name is its path, used in messages and to resolve the
// relative paths it holds.
func Parse(name string, r io.Reader) (*Run, error) {
	p := &parser{name: name, entries: map[string]entry{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' || text[0] == '!' {
			continue
		}
		key, value, ok := strings.Cut(text, "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !ok || key == "" {
			return nil, p.errf(line, "%q is not a key = value line (keys: %s)", text, knownKeys)
		}
		if !known(key) {
			return nil, p.errf(line, "unknown key %s: want one of %s", key, knownKeys)
		}
		canon := key
		if key == kLimitFx {
			canon = kLimit // one limit, whichever spelling
		}
		if f := strings.Split(key, "."); f[0] == "player" {
			x, err := strconv.Atoi(f[1])
			if err != nil || x < 0 || x >= game.MaxPlayers {
				return nil, p.errf(line, "%s: player index %q out of range: want 0 to players-1 (at most %d), one player.X per player", key, f[1], game.MaxPlayers-1)
			}
			canon = fmt.Sprintf("player.%d.%s", x, f[2]) // player.00 is player.0
		}
		if prev, dup := p.entries[canon]; dup {
			return nil, p.errf(line, "%s given again (first on line %d); give each key once (board.limitToNMoves and board.limitToMoves are one key)", key, prev.line)
		}
		p.entries[canon] = entry{key: key, value: value, line: line}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("franks: %s: %v", name, err)
	}
	return p.run()
}

// known reports whether key is one of the file's keys (player indices not yet range-checked).
func known(key string) bool {
	switch key {
	case kFile, kGames, kType, kNum, kSize, kLimit, kLimitFx, kSeed, kCap, kTies, kRules, kWin, kOut:
		return true
	}
	f := strings.Split(key, ".")
	return len(f) == 3 && f[0] == "player" && slices.Contains(playerKeys, f[2])
}

// run checks the entries and builds the Run.
func (p *parser) run() (*Run, error) {
	r := &Run{Name: p.name, Seed: 1, Cap: 1000, Ties: 0.25, Rules: DefaultRules}
	var err error

	// stats.*
	e, ok := p.entries[kFile]
	if !ok {
		return nil, p.missing(kFile, "")
	}
	if e.value == "" {
		return nil, p.bad(kFile, "empty")
	}
	r.CSV = resolve(p.name, e.value)
	if r.Games, ok, err = p.integer(kGames, 1, 1<<30); err != nil {
		return nil, err
	} else if !ok {
		return nil, p.missing(kGames, "")
	}

	// board.*
	e, ok = p.entries[kType]
	if !ok {
		return nil, p.missing(kType, "")
	}
	r.BoardType = strings.ToLower(e.value)
	num, hasNum, err := p.integer(kNum, 0, 1<<30)
	if err != nil {
		return nil, err
	}
	size, hasSize, err := p.integer(kSize, 1, 1<<30)
	if err != nil {
		return nil, err
	}
	switch r.BoardType {
	case "star":
		if !hasNum {
			return nil, p.missing(kNum, " (mandatory with board.type = star)")
		}
		if _, ok := starSeats[num]; !ok {
			return nil, p.bad(kNum, "")
		}
		r.NumPlayers = num
	case "triangle", "square":
		r.NumPlayers = 3
		if r.BoardType == "square" {
			r.NumPlayers = 4
		}
		if hasNum && num != r.NumPlayers {
			return nil, p.bad(kNum, fmt.Sprintf("the %s board is for %d players", r.BoardType, r.NumPlayers))
		}
	default:
		return nil, p.bad(kType, "")
	}
	switch {
	case r.BoardType == "square" && !hasSize:
		return nil, p.missing(kSize, " (mandatory with board.type = square)")
	case r.BoardType != "square" && hasSize:
		return nil, p.bad(kSize, "the "+r.BoardType+" board has one size; board.size is only for board.type = square")
	}
	r.Size = size
	if name, _ := r.Board(); board.ByName(name) == nil {
		key := kType
		if r.BoardType == "square" {
			key = kSize
		}
		return nil, p.errf(p.entries[key].line, "%s = %s: this build has no board %s (boards: %s)", key, p.entries[key].value, name, board.Accepted)
	}
	if r.Limit, ok, err = p.integer(kLimit, -1, 1<<30); err != nil {
		return nil, err
	} else if !ok {
		return nil, p.errf(0, "%s (or %s) missing: want %s", kLimit, kLimitFx, accepted(kLimit))
	} else if r.Limit == 0 {
		return nil, p.bad(kLimit, "")
	}

	// cctree.*
	if e, ok := p.entries[kSeed]; ok {
		if r.Seed, err = strconv.ParseUint(e.value, 10, 64); err != nil {
			return nil, p.bad(kSeed, "")
		}
	}
	if c, ok, err := p.integer(kCap, 1, 1<<30); err != nil {
		return nil, err
	} else if ok {
		r.Cap = c
	}
	if e, ok := p.entries[kTies]; ok {
		t, err := strconv.ParseFloat(e.value, 64)
		if err != nil || !(t >= 0 && t <= 1) {
			return nil, p.bad(kTies, "")
		}
		r.Ties = t
	}
	if e, ok := p.entries[kRules]; ok {
		m, err := game.ParseRules(e.value)
		if err != nil || strings.Contains(e.value, "+") {
			return nil, p.bad(kRules, "")
		}
		r.Rules = m.WithWin(r.Rules.Win())
	}
	if e, ok := p.entries[kWin]; ok {
		switch e.value {
		case game.AllHome.String():
			r.Rules = r.Rules.WithWin(game.AllHome)
		case game.Spoil.String():
			r.Rules = r.Rules.WithWin(game.Spoil)
		default:
			return nil, p.bad(kWin, "")
		}
	}
	r.Out = strings.TrimSuffix(r.CSV, filepath.Ext(r.CSV)) + ".jsonl"
	if e, ok := p.entries[kOut]; ok {
		if e.value == "" {
			return nil, p.bad(kOut, "empty")
		}
		r.Out = resolve(p.name, e.value)
	}
	if filepath.Clean(r.Out) == filepath.Clean(r.CSV) {
		line := p.entries[kFile].line
		if e, ok := p.entries[kOut]; ok {
			line = e.line
		}
		return nil, p.errf(line, "%s and the game records (cctree.out) are both %s: want two files (set cctree.out to another name)", kFile, r.Out)
	}

	// player.X.*: every index in range, every player complete.
	for key, e := range sortedEntries(p.entries) {
		if !strings.HasPrefix(key, "player.") {
			continue
		}
		if x, _ := strconv.Atoi(strings.Split(key, ".")[1]); x >= r.NumPlayers {
			return nil, p.errf(e.line, "%s: player index %d out of range: %s = %s has %d players, 0 to %d, one player.X per player", e.key, x, kType, r.BoardType, r.NumPlayers, r.NumPlayers-1)
		}
	}
	for x := range r.NumPlayers {
		var pl Player
		for _, k := range playerKeys {
			key := fmt.Sprintf("player.%d.%s", x, k)
			e, ok := p.entries[key]
			if !ok {
				return nil, p.missing(key, fmt.Sprintf(" (every player 0 to %d needs playerType, heuristic and lookahead)", r.NumPlayers-1))
			}
			switch k {
			case "playerType":
				i := slices.IndexFunc(playerTypes, func(t string) bool { return strings.EqualFold(t, e.value) })
				if i < 0 {
					return nil, p.bad(key, "")
				}
				pl.Type = playerTypes[i]
			case "heuristic":
				if pl.Heuristic, _, err = p.integer(key, 1, 3); err != nil {
					return nil, err
				}
			case "lookahead":
				if pl.Lookahead, _, err = p.integer(key, 1, search.MaxPly-1); err != nil {
					return nil, err
				}
			}
		}
		if _, err := searchers.Parse(pl.spec(r.Limit, r.Ties)); err != nil {
			key := fmt.Sprintf("player.%d.playerType", x)
			return nil, p.errf(p.entries[key].line, "%s = %s: its searcher %s is not accepted by this build: %v", key, pl.Type, pl.spec(r.Limit, r.Ties), err)
		}
		r.Players = append(r.Players, pl)
	}
	if _, err := r.Config(); err != nil {
		return nil, fmt.Errorf("franks: %s: %v", p.name, err)
	}
	return r, nil
}

// sortedEntries yields the entries in line order, so the first bad line is the one reported.
func sortedEntries(m map[string]entry) func(yield func(string, entry) bool) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return m[a].line - m[b].line })
	return func(yield func(string, entry) bool) {
		for _, k := range keys {
			if !yield(k, m[k]) {
				return
			}
		}
	}
}

// resolve makes path relative to the folder of the configuration file name.
func resolve(name, path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(filepath.Dir(name), path)
}

// playerTypes are the thesis' player types, as it spells them.
var playerTypes = []string{"maxn", "paranoid", "bestReply", "random"}

// families maps a player type to its searcher family.
var families = map[string]string{"maxn": "maxn", "paranoid": "paranoid", "bestReply": "brs", "random": "random"}

// starSeats are the seats of the star board for each player count.
var starSeats = map[int]string{2: "03", 3: "024", 4: "0134", 6: "012345"}

// Board returns the board and seats the run is played on.
func (r *Run) Board() (name, seats string) {
	switch r.BoardType {
	case "triangle":
		return "triangle", "024"
	case "square":
		return "square:" + strconv.Itoa(r.Size), "0123"
	}
	return "star73", starSeats[r.NumPlayers]
}

// spec is the player's searcher spec, without its budget.
func (pl Player) spec(limit int, ties float64) string {
	if pl.Type == "random" && limit <= 0 {
		return match.Random // a uniformly random child among all: the heuristic does not matter
	}
	args := []string{"eval=franks" + strconv.Itoa(pl.Heuristic)}
	if limit > 0 {
		args = append(args, "best="+strconv.Itoa(limit))
	}
	if ties > 0 && pl.Type != "random" {
		args = append(args, "ties="+strconv.FormatFloat(ties, 'g', -1, 64))
	}
	return families[pl.Type] + "(" + strings.Join(args, ",") + ")"
}

// Contestant returns player x's contestant: its searcher and its budget, the lookahead
// ("maxn(eval=franks3,best=6,ties=0.25)@depth=6"). An error says the searcher is not one this
// build accepts (Read has checked every player of a file).
func (r *Run) Contestant(x int) (match.Contestant, error) {
	pl := r.Players[x]
	sp, err := searchers.Parse(pl.spec(r.Limit, r.Ties))
	if err != nil {
		return match.Contestant{}, fmt.Errorf("player %d: %v", x, err)
	}
	return match.Contestant{Spec: sp, Budget: match.Budget{Depth: pl.Lookahead}}, nil
}

// Config returns the match the run plays: its board and seats, one fixed seating of the
// players' contestants, no opening, the run's games, cap, rules and seed.
func (r *Run) Config() (*match.Config, error) {
	name, seats := r.Board()
	c := &match.Config{Board: name, Seats: seats, Rules: r.Rules, Games: r.Games,
		OpeningPlies: match.NoOpening, Cap: r.Cap, Seed: r.Seed}
	for x := range r.Players {
		ct, err := r.Contestant(x)
		if err != nil {
			return nil, err
		}
		i := slices.Index(c.Players, ct)
		if i < 0 {
			i = len(c.Players)
			c.Players = append(c.Players, ct)
		}
		c.Seating = append(c.Seating, i)
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return c, nil
}

// CSVHeader is the first row of the CSV.
var CSVHeader = []string{"game", "winner", "playerType", "heuristic", "lookahead", "spec", "plies", "capped"}

// WriteCSV writes the CSV of winners of recs, the games of r's match (in any order), one row per
// game in game order after CSVHeader: the game index (the records' game), the winner's player
// index X (player.X), its playerType as the thesis spells it, heuristic and lookahead, its
// contestant (searcher spec and budget), the plies played, and whether the cap ended it. A game
// without a winner (capped, or ended otherwise) has the five winner fields empty.
func WriteCSV(w io.Writer, r *Run, recs []*record.Record) error {
	recs = slices.Clone(recs)
	slices.SortFunc(recs, func(a, b *record.Record) int { return a.Game - b.Game })
	cw := csv.NewWriter(w)
	cw.Write(CSVHeader)
	for _, rec := range recs {
		row := []string{strconv.Itoa(rec.Game), "", "", "", "", "", strconv.Itoa(rec.Plies), strconv.FormatBool(rec.Capped)}
		if rec.Winner != nil {
			x := *rec.Winner
			if x < 0 || x >= len(r.Players) || x >= len(rec.Players) {
				return fmt.Errorf("franks: game %d: winner %d is not a player index 0-%d", rec.Game, x, len(r.Players)-1)
			}
			pl := r.Players[x]
			row[1], row[2], row[3], row[4], row[5] = strconv.Itoa(x), pl.Type, strconv.Itoa(pl.Heuristic), strconv.Itoa(pl.Lookahead), rec.Players[x]
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// WriteTable writes the wins of each player index as Franks' figures give them (one row per
// player: its index, type, heuristic, lookahead and wins), then each contestant's total wins and
// the games that ended without a winner.
func WriteTable(w io.Writer, r *Run, recs []*record.Record) error {
	wins := make([]int, len(r.Players))
	none := 0
	for _, rec := range recs {
		if rec.Winner == nil || *rec.Winner < 0 || *rec.Winner >= len(wins) {
			none++
			continue
		}
		wins[*rec.Winner]++
	}
	c, err := r.Config()
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d games on %s %s, %s\n", r.Name, len(recs), c.Board, c.Seats, strings.Join(match.ContestantStrings(c.Players), ", "))
	fmt.Fprintf(&b, "%-7s %-10s %-9s %-9s %s\n", "player", "playerType", "heuristic", "lookahead", "wins")
	for x, pl := range r.Players {
		fmt.Fprintf(&b, "%-7d %-10s %-9d %-9d %d\n", x, pl.Type, pl.Heuristic, pl.Lookahead, wins[x])
	}
	for i, ct := range c.Players {
		total := 0
		for x, s := range c.Seating {
			if s == i {
				total += wins[x]
			}
		}
		fmt.Fprintf(&b, "total %s: %d\n", ct, total)
	}
	fmt.Fprintf(&b, "no winner (capped or otherwise): %d\n", none)
	_, err = io.WriteString(w, b.String())
	return err
}
