// Package ccp is CCP, the engine protocol of docs/protocol.md: a UCI-like line protocol by which
// an engine in any language is searched, perft-checked and matched like one of cctree's own
// searchers, on Chinese Checkers and on every game of the games registry (engine/searchers/games).
//
// Version 1.1 (Version) names the game in newgame, lets an engine declare the games, seat sets
// and rule sets it plays, adds divide, and has the host send stop when a movetime runs out. The
// host offers 1.1 and falls back to 1 for an engine that refuses it, so 1.0 engines work
// unchanged (on Chinese Checkers).
//
// Files: message.go parses and formats the protocol's lines (strictly: a malformed line is an
// error of one line starting with "ccp: "); server.go serves a search.Searcher over a reader and
// a writer (the engine side, `cctree engine`); client.go runs an engine process and talks to it
// (the host side), turning every misbehaviour into a *Failure; proc_*.go start and kill the
// process group; searcher.go wraps an engine as a search.Searcher for matches and sweeps.
//
// Guarantees: the host never blocks past a request's deadline (budget plus grace), every failure
// names its kind and the offending line, and an engine's process group is killed when the host is
// done with it (Close), when its context ends, and on every failure.
package ccp

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/spec"
	"github.com/cctree/cctree/engine/searchers/games"
)

// Version is the protocol version this package speaks; V10 the first, which it still speaks
// to an engine that does not know 1.1.
const (
	Version = "1.1"
	V10     = "1"
)

// ChineseCheckers is the name of Chinese Checkers in a "games" line (the game of 1.0).
const ChineseCheckers = "chinesecheckers"

// MaxLine is the longest line either side may write, newline included.
const MaxLine = 8192

// MaxLines is the default number of lines an engine may write in reply to one command.
const MaxLines = 10000

// Option is one option an engine declares: "option name NAME type TYPE [default D] [min A] [max B] [var V]...".
type Option struct {
	Name, Type, Default string
	Min, Max            string // spin only ("" when absent)
	Vars                []string
}

// String formats the option line.
func (o Option) String() string {
	var b strings.Builder
	b.WriteString("option name " + o.Name + " type " + o.Type)
	if o.Default != "" {
		b.WriteString(" default " + o.Default)
	}
	if o.Min != "" {
		b.WriteString(" min " + o.Min)
	}
	if o.Max != "" {
		b.WriteString(" max " + o.Max)
	}
	for _, v := range o.Vars {
		b.WriteString(" var " + v)
	}
	return b.String()
}

// ParseOption parses an option line.
func ParseOption(line string) (Option, error) {
	f := strings.Fields(line)
	var o Option
	if len(f) < 5 || f[0] != "option" || f[1] != "name" || f[3] != "type" {
		return o, fmt.Errorf("ccp: option: want \"option name NAME type TYPE ...\", got %q", line)
	}
	o.Name, o.Type = f[2], f[4]
	switch o.Type {
	case "spin", "check", "string", "combo":
	default:
		return o, fmt.Errorf("ccp: option %s: unknown type %q (want spin, check, string or combo)", o.Name, o.Type)
	}
	for i := 5; i < len(f); i += 2 {
		if i+1 >= len(f) {
			return o, fmt.Errorf("ccp: option %s: %q without a value", o.Name, f[i])
		}
		v := f[i+1]
		switch f[i] {
		case "default":
			o.Default = v
		case "min":
			o.Min = v
		case "max":
			o.Max = v
		case "var":
			o.Vars = append(o.Vars, v)
		default:
			return o, fmt.Errorf("ccp: option %s: unknown key %q", o.Name, f[i])
		}
	}
	return o, nil
}

// Hello is what an engine says in the handshake.
type Hello struct {
	Name, Author string
	Options      []Option
	Boards       []string // nil: every board of CCN
	Seats        []string // 1.1: the Chinese Checkers seat sets it plays; nil: every seat set of its boards
	Rules        []string // nil: free only
	// Games (1.1) are the games it plays: "chinesecheckers", game names of the registry
	// ("virus": every variant) or game specs ("virus(size=5)": that variant, any player count
	// unless players= is given). nil: Chinese Checkers only.
	Games    []string
	DetDepth bool   // "det depth"
	DetNodes bool   // "det nodes"
	Reuse    bool   // "reuse newgame": one process plays game after game
	Version  string // the version of its "ready": V10 or Version
}

// Lines returns the handshake reply, "ready" last.
func (h Hello) Lines() []string {
	l := []string{"id name " + h.Name, "id author " + h.Author}
	for _, o := range h.Options {
		l = append(l, o.String())
	}
	if h.Games != nil {
		l = append(l, "games "+strings.Join(h.Games, " "))
	}
	if h.Boards != nil {
		l = append(l, "boards "+strings.Join(h.Boards, " "))
	}
	if h.Seats != nil {
		l = append(l, "seats "+strings.Join(h.Seats, " "))
	}
	if h.Rules != nil {
		l = append(l, "rules "+strings.Join(h.Rules, " "))
	}
	if h.DetDepth || h.DetNodes {
		d := "det"
		if h.DetDepth {
			d += " depth"
		}
		if h.DetNodes {
			d += " nodes"
		}
		l = append(l, d)
	}
	if h.Reuse {
		l = append(l, "reuse newgame")
	} else {
		l = append(l, "reuse fresh")
	}
	v := h.Version
	if v == "" {
		v = Version
	}
	return append(l, "ready "+v)
}

// add reads one handshake line into h, from an engine offered version offer; done is true after
// "ready". Lines of 1.1 (games, seats) are garbage from an engine that answers 1.
func (h *Hello) add(offer, line string) (done bool, err error) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false, nil
	}
	bad := func(want string) error { return fmt.Errorf("ccp: handshake: want %s, got %q", want, line) }
	switch f[0] {
	case "id":
		if len(f) < 3 || (f[1] != "name" && f[1] != "author") {
			return false, bad(`"id name NAME" or "id author AUTHOR"`)
		}
		rest := strings.Join(f[2:], " ")
		if f[1] == "name" {
			h.Name = rest
		} else {
			h.Author = rest
		}
	case "option":
		o, err := ParseOption(line)
		if err != nil {
			return false, err
		}
		h.Options = append(h.Options, o)
	case "boards":
		if len(f) < 2 {
			return false, bad("boards B...")
		}
		for _, b := range f[1:] {
			if !knownBoard(b) {
				return false, fmt.Errorf("ccp: handshake: boards: unknown board %q in %q", b, line)
			}
		}
		h.Boards = f[1:]
	case "seats":
		if len(f) < 2 {
			return false, bad("seats S...")
		}
		for _, x := range f[1:] {
			if _, err := game.ParseSeats(x); err != nil {
				return false, fmt.Errorf("ccp: handshake: seats: %v in %q", err, line)
			}
		}
		h.Seats = f[1:]
	case "games":
		if len(f) < 2 {
			return false, bad("games G...")
		}
		for _, g := range f[1:] {
			if g == ChineseCheckers {
				continue
			}
			if _, err := games.Start(g); err != nil {
				return false, fmt.Errorf("ccp: handshake: games: %v in %q", err, line)
			}
		}
		h.Games = f[1:]
	case "rules":
		if len(f) < 2 {
			return false, bad("rules R...")
		}
		for _, r := range f[1:] {
			if _, err := game.ParseRules(r); err != nil {
				return false, fmt.Errorf("ccp: handshake: rules: %v in %q", err, line)
			}
		}
		h.Rules = f[1:]
	case "det":
		for _, k := range f[1:] {
			switch k {
			case "depth":
				h.DetDepth = true
			case "nodes":
				h.DetNodes = true
			default:
				return false, fmt.Errorf("ccp: handshake: det: unknown kind %q (want depth, nodes) in %q", k, line)
			}
		}
	case "reuse":
		if len(f) != 2 || (f[1] != "newgame" && f[1] != "fresh") {
			return false, bad(`"reuse newgame" or "reuse fresh"`)
		}
		h.Reuse = f[1] == "newgame"
	case "ready":
		if len(f) != 2 {
			return false, bad(`"ready VERSION"`)
		}
		v := f[1]
		if v != V10 && v != offer {
			return false, fmt.Errorf("ccp: handshake: engine speaks version %s, want %s or %s", v, V10, offer)
		}
		h.Version = v
		if h.Name == "" {
			return false, fmt.Errorf("ccp: handshake: ready before \"id name\"")
		}
		if v == V10 && (h.Games != nil || h.Seats != nil) {
			return false, fmt.Errorf("ccp: handshake: games and seats lines are version %s; the engine answered ready %s", Version, V10)
		}
		if v != V10 {
			for _, o := range h.Options {
				if err := o.check64(); err != nil {
					return false, err
				}
			}
		}
		return true, nil
	case "info":
		if len(f) >= 2 && f[1] == "string" {
			return false, nil
		}
		return false, bad("a handshake line (id, option, games, boards, seats, rules, det, reuse, ready)")
	default:
		return false, bad("a handshake line (id, option, games, boards, seats, rules, det, reuse, ready)")
	}
	return false, nil
}

func safe(f []string, i int) string {
	if i < len(f) {
		return f[i]
	}
	return ""
}

// check64 reports a spin option whose default or bounds do not fit a signed 64-bit integer
// (1.1: so that every language's integer reads them).
func (o Option) check64() error {
	if o.Type != "spin" {
		return nil
	}
	for _, v := range []string{o.Default, o.Min, o.Max} {
		if v == "" {
			continue
		}
		if _, err := strconv.ParseInt(v, 10, 64); err != nil {
			return fmt.Errorf("ccp: handshake: option %s: %q does not fit a signed 64-bit integer", o.Name, v)
		}
	}
	return nil
}

// Plays reports whether the engine declared Chinese Checkers on board with seats under rules
// (by their CCN names; rules in any spelling ParseRules reads: "free" is "free+spoil").
func (h *Hello) Plays(board, seats, rules string) bool {
	if h.Games != nil && !contains(h.Games, ChineseCheckers) {
		return false
	}
	if h.Boards != nil && !contains(h.Boards, board) {
		return false
	}
	if h.Seats != nil && !contains(h.Seats, seats) {
		return false
	}
	want, err := game.ParseRules(rules)
	if err != nil {
		return false
	}
	if h.Rules == nil {
		return want == game.Free
	}
	for _, r := range h.Rules {
		if got, err := game.ParseRules(r); err == nil && got == want {
			return true
		}
	}
	return false
}

// RuleSets returns the rule sets the engine declared, canonical (free only without a rules line).
func (h *Hello) RuleSets() []game.Rules {
	if h.Rules == nil {
		return []game.Rules{game.Free}
	}
	var out []game.Rules
	for _, r := range h.Rules {
		if x, err := game.ParseRules(r); err == nil && !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// PlaysGame reports whether the engine declared the game of the canonical game spec want (a
// Position's Spec, "virus(players=4)"): a 1.1 engine whose games line has the game's name, or a
// spec that names the same variant (its arguments, with want's players unless it gives them,
// start the game whose Spec is want).
func (h *Hello) PlaysGame(want string) bool {
	if h.Version == V10 || h.Games == nil {
		return false
	}
	w, err := spec.ParseSpec(want)
	if err != nil {
		return false
	}
	if _, err := games.Start(want); err != nil {
		return false // no game of the registry
	}
	for _, g := range h.Games {
		d, err := spec.ParseSpec(g)
		if err != nil || d.Name != w.Name {
			continue
		}
		if len(d.Args) == 0 {
			return true
		}
		text := g
		if !slices.ContainsFunc(d.Args, func(a spec.Arg) bool { return a.Key == "players" }) {
			for _, a := range w.Args {
				if a.Key == "players" {
					text = strings.TrimSuffix(g, ")") + ",players=" + a.Value + ")"
				}
			}
		}
		if p, err := games.Start(text); err == nil && p.Spec() == want {
			return true
		}
	}
	return false
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// Go is a search request.
type Go struct {
	Depth    int           // 0: none
	Nodes    int64         // 0: none
	MoveTime time.Duration // 0: none; whole milliseconds
	Clocks   []time.Duration
}

// String formats the go line.
func (g Go) String() string {
	b := []byte("go")
	if g.Depth > 0 {
		b = append(b, " depth "...)
		b = strconv.AppendInt(b, int64(g.Depth), 10)
	}
	if g.Nodes > 0 {
		b = append(b, " nodes "...)
		b = strconv.AppendInt(b, g.Nodes, 10)
	}
	if g.MoveTime > 0 {
		b = append(b, " movetime "...)
		b = strconv.AppendInt(b, g.MoveTime.Milliseconds(), 10)
	}
	for i, c := range g.Clocks {
		if i == 0 {
			b = append(b, " clocks "...)
		} else {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, c.Milliseconds(), 10)
	}
	return string(b)
}

// ParseGo parses a go line.
func ParseGo(line string) (Go, error) {
	f := strings.Fields(line)
	var g Go
	if len(f) == 0 || f[0] != "go" {
		return g, fmt.Errorf("ccp: go: want \"go ...\", got %q", line)
	}
	seen := map[string]bool{}
	for i := 1; i < len(f); i += 2 {
		k := f[i]
		if i+1 >= len(f) {
			return g, fmt.Errorf("ccp: go: %q without a value in %q", k, line)
		}
		if seen[k] {
			return g, fmt.Errorf("ccp: go: %q twice in %q", k, line)
		}
		seen[k] = true
		v := f[i+1]
		switch k {
		case "depth":
			d, err := strconv.Atoi(v)
			if err != nil || d < 1 || d >= game.MaxDepth {
				return g, fmt.Errorf("ccp: go: depth: want 1 to %d, got %q", game.MaxDepth-1, v)
			}
			g.Depth = d
		case "nodes":
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 1 {
				return g, fmt.Errorf("ccp: go: nodes: want a count >= 1, got %q", v)
			}
			g.Nodes = n
		case "movetime":
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 1 || n > 1<<40 {
				return g, fmt.Errorf("ccp: go: movetime: want milliseconds >= 1, got %q", v)
			}
			g.MoveTime = time.Duration(n) * time.Millisecond
		case "clocks":
			for c := range strings.SplitSeq(v, ",") {
				n, err := strconv.ParseInt(c, 10, 64)
				if err != nil || n > 1<<40 {
					return g, fmt.Errorf("ccp: go: clocks: want milliseconds separated by commas, got %q", v)
				}
				g.Clocks = append(g.Clocks, time.Duration(n)*time.Millisecond)
			}
		default:
			return g, fmt.Errorf("ccp: go: unknown key %q (want depth, nodes, movetime, clocks) in %q", k, line)
		}
	}
	if g.Depth == 0 && g.Nodes == 0 && g.MoveTime == 0 {
		return g, fmt.Errorf("ccp: go: no budget (want depth, nodes or movetime) in %q", line)
	}
	return g, nil
}

// Info is a progress line: "info depth D nodes N ...". The last one before bestmove is the result.
type Info struct {
	Depth                  int
	Nodes                  int64
	Time                   int64        // milliseconds; -1 when absent
	Value                  search.Value // N == 0: no score; N == 1: score; N > 1: vector
	Cutoffs, Leaves, Evals int64        // -1 when absent
	Stopped                int          // -1 when absent, else 0 or 1
	Strategy               string
	PV                     []string
}

// InfoOf returns the final info line of a search result.
func InfoOf(r search.Result) Info {
	return Info{Depth: r.Depth, Nodes: r.NC, Time: r.Elapsed.Milliseconds(), Value: r.Value,
		Cutoffs: r.Stats.Cutoffs, Leaves: r.Stats.Leaves, Evals: r.Stats.Evals, Stopped: b2i(r.Stopped), Strategy: r.Strategy}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Append appends the info line (without a newline) to b.
func (in *Info) Append(b []byte) []byte {
	b = append(b, "info depth "...)
	b = strconv.AppendInt(b, int64(in.Depth), 10)
	b = append(b, " nodes "...)
	b = strconv.AppendInt(b, in.Nodes, 10)
	if in.Time >= 0 {
		b = append(b, " time "...)
		b = strconv.AppendInt(b, in.Time, 10)
	}
	switch {
	case in.Value.N == 1:
		b = append(b, " score "...)
		b = strconv.AppendInt(b, in.Value.Vec[0], 10)
	case in.Value.N > 1:
		b = append(b, " vector "...)
		for i := range in.Value.N {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, in.Value.Vec[i], 10)
		}
	}
	for _, kv := range [...]struct {
		k string
		v int64
	}{{" cutoffs ", in.Cutoffs}, {" leaves ", in.Leaves}, {" evals ", in.Evals}, {" stopped ", int64(in.Stopped)}} {
		if kv.v >= 0 {
			b = append(b, kv.k...)
			b = strconv.AppendInt(b, kv.v, 10)
		}
	}
	if in.Strategy != "" {
		b = append(b, " strategy "...)
		b = append(b, in.Strategy...)
	}
	if len(in.PV) > 0 {
		b = append(b, " pv"...)
		for _, m := range in.PV {
			b = append(b, ' ')
			b = append(b, m...)
		}
	}
	return b
}

// String formats the info line.
func (in *Info) String() string { return string(in.Append(nil)) }

// uciKeys are the info keys UCI engines print by habit: the host accepts and ignores them (each
// with one value).
var uciKeys = map[string]bool{"seldepth": true, "nps": true, "hashfull": true, "currmove": true, "currmovenumber": true,
	"multipv": true, "tbhits": true, "sbhits": true, "cpuload": true}

// ParseInfo parses an info line other than "info string ...". UCI's habitual keys (uciKeys,
// "score cp N", "score mate N", refutation, currline) are accepted and ignored, but for the
// score of "score cp N".
func ParseInfo(line string) (Info, error) {
	in := Info{Time: -1, Cutoffs: -1, Leaves: -1, Evals: -1, Stopped: -1}
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "info" {
		return in, fmt.Errorf("ccp: info: want \"info ...\", got %q", line)
	}
	seen := map[string]bool{}
	for i := 1; i < len(f); i += 2 {
		k := f[i]
		if k == "pv" {
			in.PV = f[i+1:]
			break
		}
		if k == "string" || k == "refutation" || k == "currline" {
			break // UCI's: the rest of the line, ignored
		}
		if k == "score" && i+2 < len(f) && (f[i+1] == "cp" || f[i+1] == "mate") {
			// UCI's "score cp N" (a score N) and "score mate N" (no score), each perhaps followed
			// by lowerbound or upperbound.
			if f[i+1] == "cp" {
				n, err := strconv.ParseInt(f[i+2], 10, 64)
				if err != nil || seen["score"] || seen["vector"] {
					return in, fmt.Errorf("ccp: info: score: bad value %q in %q", f[i+2], line)
				}
				in.Value.Vec[0], in.Value.N = n, 1
			}
			seen["score"] = true
			i++
			if i+2 < len(f) && (f[i+2] == "lowerbound" || f[i+2] == "upperbound") {
				i++
			}
			continue
		}
		if uciKeys[k] {
			if i+1 >= len(f) {
				return in, fmt.Errorf("ccp: info: %q without a value in %q", k, line)
			}
			continue // UCI's habitual keys, accepted and ignored
		}
		if i+1 >= len(f) {
			return in, fmt.Errorf("ccp: info: %q without a value in %q", k, line)
		}
		if seen[k] {
			return in, fmt.Errorf("ccp: info: %q twice in %q", k, line)
		}
		seen[k] = true
		v := f[i+1]
		num := func(min int64) (int64, error) {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < min {
				return 0, fmt.Errorf("ccp: info: %s: want an integer >= %d, got %q in %q", k, min, v, line)
			}
			return n, nil
		}
		var err error
		switch k {
		case "depth":
			var d int64
			d, err = num(0)
			if err == nil && d >= game.MaxDepth {
				err = fmt.Errorf("ccp: info: depth: want 0 to %d, got %q in %q", game.MaxDepth-1, v, line)
			}
			in.Depth = int(d)
		case "nodes":
			in.Nodes, err = num(0)
		case "time":
			in.Time, err = num(0)
		case "cutoffs":
			in.Cutoffs, err = num(0)
		case "leaves":
			in.Leaves, err = num(0)
		case "evals":
			in.Evals, err = num(0)
		case "stopped":
			var s int64
			s, err = num(0)
			if err == nil && s > 1 {
				err = fmt.Errorf("ccp: info: stopped: want 0 or 1, got %q in %q", v, line)
			}
			in.Stopped = int(s)
		case "score", "vector":
			if seen["score"] && seen["vector"] {
				return in, fmt.Errorf("ccp: info: both score and vector in %q", line)
			}
			parts := strings.Split(v, ",")
			if k == "score" && len(parts) != 1 || len(parts) > game.MaxPlayers {
				return in, fmt.Errorf("ccp: info: %s: bad value %q in %q", k, v, line)
			}
			for j, p := range parts {
				n, err := strconv.ParseInt(p, 10, 64)
				if err != nil {
					return in, fmt.Errorf("ccp: info: %s: %q is not an integer in %q", k, p, line)
				}
				in.Value.Vec[j] = n
			}
			in.Value.N = len(parts)
		case "strategy":
			in.Strategy = v
		default:
			return in, fmt.Errorf("ccp: info: unknown key %q in %q", k, line)
		}
		if err != nil {
			return in, err
		}
	}
	if !seen["depth"] || !seen["nodes"] {
		return in, fmt.Errorf("ccp: info: want depth and nodes in %q", line)
	}
	return in, nil
}

// Position formats the position command for s plus moves played since (texts "f-t" or "pass").
func Position(s *game.State, moves []string) string {
	l := "position ccn " + s.String()
	if len(moves) > 0 {
		l += " moves " + strings.Join(moves, " ")
	}
	return l
}

// PositionOf formats the position command of a game of the registry: its notation (which starts
// with the game's name) plus moves played since, in the game's notation.
func PositionOf(notation string, moves []string) string {
	l := "position " + notation
	if len(moves) > 0 {
		l += " moves " + strings.Join(moves, " ")
	}
	return l
}

// ParseGamePosition parses a position command of a game of the registry ("position NOTATION
// [moves M...]": the notation is every word up to "moves", which no game's notation holds) and
// plays its moves, each checked legal.
func ParseGamePosition(line string) (games.Position, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "position" {
		return nil, fmt.Errorf("ccp: position: want \"position NOTATION [moves ...]\", got %q", trim(line))
	}
	i := slices.Index(f, "moves")
	if i < 0 {
		i = len(f)
	}
	p, err := games.Parse(strings.Join(f[1:i], " "))
	if err != nil {
		return nil, fmt.Errorf("ccp: position: %v", err)
	}
	for j := i + 1; j < len(f); j++ {
		if err := p.Play(f[j]); err != nil {
			return nil, fmt.Errorf("ccp: position: %v", err)
		}
	}
	return p, nil
}

// ParsePosition parses a position command under rules and plays its moves, each checked legal.
func ParsePosition(line string, rules game.Rules) (*game.State, error) {
	f := strings.Fields(line)
	if len(f) < 6 || f[0] != "position" || f[1] != "ccn" {
		return nil, fmt.Errorf("ccp: position: want \"position ccn BOARD SEATS TO-MOVE ROWS [moves ...]\", got %q", trim(line))
	}
	s, err := game.Parse(strings.Join(f[2:6], " "), rules)
	if err != nil {
		return nil, fmt.Errorf("ccp: position: %v", err)
	}
	if len(f) > 6 {
		if f[6] != "moves" {
			return nil, fmt.Errorf("ccp: position: want \"moves\" after the CCN, got %q", f[6])
		}
		for _, t := range f[7:] {
			if s.Terminal() {
				return nil, fmt.Errorf("ccp: position: move %s after the game ended", t)
			}
			m, err := s.ParseMove(t)
			if err != nil {
				return nil, fmt.Errorf("ccp: position: %v", err)
			}
			s.Make(m)
		}
	}
	return s, nil
}

// trim shortens a line for an error message.
func trim(line string) string {
	if len(line) > 200 {
		return line[:200] + "..."
	}
	return line
}

// knownBoard reports whether b is a board name of CCN.
func knownBoard(b string) bool {
	g := board.ByName(b)
	return g != nil && g.Name == b
}
