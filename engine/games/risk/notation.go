package risk

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
)

// Fortify is the fortification rule (Options.Fortify).
type Fortify uint8

const (
	// FortifyLux (fortify=lux, the default) is Lux's rule, the game the paper played: every army
	// may move once, to a neighbouring territory of its owner, leaving one army behind.
	FortifyLux Fortify = iota
	// FortifySingle (fortify=single) is the 1963 rules': one move of armies from one territory
	// to one neighbouring territory of its owner, leaving one behind.
	FortifySingle
)

// Placement is how the starting armies are placed (Options.Place).
type Placement uint8

const (
	// PlaceEven (place=even, the default): one army on each territory dealt, the rest spread as
	// evenly as they go, the territories dealt first taking the odd ones.
	PlaceEven Placement = iota
	// PlaceRandom (place=random): one army on each territory dealt, each of the rest on one of
	// the player's territories drawn uniformly.
	PlaceRandom
)

// View is how the searchers of the registry see the dice (Options.View, State.SearchView).
type View uint8

const (
	// ViewExpected (view=expected, the default): every battle resolved by its expected losses.
	ViewExpected View = iota
	// ViewSample (view=sample): the dice of another key, one sample the game's dice do not follow.
	ViewSample
	// ViewKnown (view=known): the game's own dice (the searchers foresee them).
	ViewKnown
)

// Options are the rule choices of docs/games/risk.md and the deal.
type Options struct {
	// Deal seeds the start: the territories dealt, a random placement and the dice key.
	Deal    uint64
	Fortify Fortify
	Place   Placement
	// Width is the number of children of a position: the best bids (and the pass), 1 to
	// MaxWidth.
	Width int
	// Rounds is the cap on rounds, 1 to MaxRounds: a game not won by then ends without a winner.
	Rounds int
	View   View
}

// The defaults of Options.
const (
	DefaultWidth  = 3
	DefaultRounds = 100
)

// DefaultOptions are the defaults: deal 1, Lux's fortification, even placement, width 3, 100
// rounds, the expected view.
func DefaultOptions() Options { return Options{Deal: 1, Width: DefaultWidth, Rounds: DefaultRounds} }

var (
	fortifyNames = [...]string{"lux", "single"}
	placeNames   = [...]string{"even", "random"}
	viewNames    = [...]string{"expected", "sample", "known"}
)

// String is the canonical form of o, which ParseOptions reads back: every option, defaults
// included ("deal=1,fortify=lux,place=even,width=3,rounds=100,view=expected").
func (o Options) String() string {
	return "deal=" + strconv.FormatUint(o.Deal, 10) + "," + o.rules()
}

// rules is String without the deal: the options a position's notation carries (its board is
// the deal's outcome).
func (o Options) rules() string {
	return "fortify=" + fortifyNames[o.Fortify] + ",place=" + placeNames[o.Place] +
		",width=" + strconv.Itoa(o.Width) + ",rounds=" + strconv.Itoa(o.Rounds) + ",view=" + viewNames[o.View]
}

func (o Options) check() error {
	switch {
	case int(o.Fortify) >= len(fortifyNames):
		return fmt.Errorf("risk: fortify %d: want FortifyLux or FortifySingle", o.Fortify)
	case int(o.Place) >= len(placeNames):
		return fmt.Errorf("risk: place %d: want PlaceEven or PlaceRandom", o.Place)
	case int(o.View) >= len(viewNames):
		return fmt.Errorf("risk: view %d: want ViewExpected, ViewSample or ViewKnown", o.View)
	case o.Width < 1 || o.Width > MaxWidth:
		return fmt.Errorf("risk: width %d: want 1 to %d", o.Width, MaxWidth)
	case o.Rounds < 1 || o.Rounds > MaxRounds:
		return fmt.Errorf("risk: rounds %d: want 1 to %d", o.Rounds, MaxRounds)
	}
	return nil
}

// ParseOptions reads comma-separated options over the defaults: deal=N (a seed),
// fortify=lux|single, place=even|random, width=1..8, rounds=1..1000, view=expected|sample|known.
// "" is the defaults. Errors are one line naming the option and what it accepts.
func ParseOptions(args string) (Options, error) {
	o := DefaultOptions()
	if strings.TrimSpace(args) == "" {
		return o, nil
	}
	seen := map[string]bool{}
	for _, item := range strings.Split(args, ",") {
		key, val, _ := strings.Cut(strings.TrimSpace(item), "=")
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if seen[key] {
			return o, fmt.Errorf("risk: option %s given twice", key)
		}
		seen[key] = true
		choice := func(names []string) (uint8, error) {
			for i, n := range names {
				if val == n {
					return uint8(i), nil
				}
			}
			return 0, fmt.Errorf("risk: %s %.20q: want %s", key, val, strings.Join(names, " or "))
		}
		number := func(lo, hi int) (int, error) {
			n, err := strconv.Atoi(val)
			if err != nil || n < lo || n > hi {
				return 0, fmt.Errorf("risk: %s %.20q: want %d to %d", key, val, lo, hi)
			}
			return n, nil
		}
		var err error
		var c uint8
		switch key {
		case "deal":
			if o.Deal, err = strconv.ParseUint(val, 10, 64); err != nil {
				return o, fmt.Errorf("risk: deal %.20q: want the deal's seed, a whole number 0 to 18446744073709551615", val)
			}
		case "fortify":
			c, err = choice(fortifyNames[:])
			o.Fortify = Fortify(c)
		case "place":
			c, err = choice(placeNames[:])
			o.Place = Placement(c)
		case "view":
			c, err = choice(viewNames[:])
			o.View = View(c)
		case "width":
			o.Width, err = number(1, MaxWidth)
		case "rounds":
			o.Rounds, err = number(1, MaxRounds)
		default:
			return o, fmt.Errorf("risk: option %.20q: want deal=N, fortify=lux|single, place=even|random, width=1..%d, rounds=1..%d or view=expected|sample|known", item, MaxWidth, MaxRounds)
		}
		if err != nil {
			return o, err
		}
	}
	return o, nil
}

// String is the position in one line (docs/games/risk.md, "Notation"):
//
//	risk RULES players=N mover=P round=R dice=D terr=O:A,O:A,...
//
// RULES is Options without the deal; D the dice key or "expected"; terr the 42 territories in
// index order, each its holder and armies.
func (s *State) String() string {
	var b strings.Builder
	b.Grow(400)
	b.WriteString("risk ")
	b.WriteString(s.opt.rules())
	b.WriteString(" players=")
	b.WriteByte('0' + s.n)
	b.WriteString(" mover=")
	b.WriteByte('0' + s.mover)
	b.WriteString(" round=")
	b.WriteString(strconv.Itoa(int(s.round)))
	b.WriteString(" dice=")
	if s.expected {
		b.WriteString("expected")
	} else {
		b.WriteString(strconv.FormatUint(s.dice, 10))
	}
	b.WriteString(" terr=")
	for t := range NumTerritories {
		if t > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('0' + s.owner[t])
		b.WriteByte(':')
		b.WriteString(strconv.FormatUint(uint64(s.armies[t]), 10))
	}
	return b.String()
}

// Parse reads a position in the notation of String. It refuses, with a one-line error naming
// the field, another game's line, options that are not canonical or name a deal, a count out of
// range, a territory of no player or without an army, a round past the cap's end, and a mover
// who holds nothing.
func Parse(text string) (*State, error) {
	f := strings.Fields(text)
	if len(f) == 0 || f[0] != "risk" {
		head := ""
		if len(f) > 0 {
			head = f[0]
		}
		return nil, fmt.Errorf("risk: not a risk position (starts with %.20q, want \"risk\")", head)
	}
	if len(f) != 7 {
		return nil, fmt.Errorf("risk: %d fields, want 7: risk RULES players= mover= round= dice= terr=", len(f))
	}
	o, err := ParseOptions(f[1])
	if err != nil {
		return nil, err
	}
	if o.rules() != f[1] {
		return nil, fmt.Errorf("risk: rules %.60q are not canonical (write %q; a position names no deal)", f[1], o.rules())
	}
	val := func(i int, key string) (string, error) {
		v, ok := strings.CutPrefix(f[i], key+"=")
		if !ok {
			return "", fmt.Errorf("risk: field %d is %.20q, want %s=...", i+1, f[i], key)
		}
		return v, nil
	}
	v, err := val(2, "players")
	if err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("risk: players=%.20q: want %d to %d", v, MinPlayers, MaxPlayers)
	}
	s := &State{opt: o, n: uint8(n)}
	if v, err = val(3, "mover"); err != nil {
		return nil, err
	}
	if len(v) != 1 || v[0] < '0' || int(v[0]-'0') >= n {
		return nil, fmt.Errorf("risk: mover=%.20q: want a player 0 to %d", v, n-1)
	}
	s.mover = v[0] - '0'
	if v, err = val(4, "round"); err != nil {
		return nil, err
	}
	r, err := strconv.Atoi(v)
	if err != nil || r < 1 || r > o.Rounds+1 || strconv.Itoa(r) != v {
		return nil, fmt.Errorf("risk: round=%.20q: want 1 to %d (the cap %d, and %d once it has ended the game)", v, o.Rounds+1, o.Rounds, o.Rounds+1)
	}
	s.round = uint16(r)
	if v, err = val(5, "dice"); err != nil {
		return nil, err
	}
	if v == "expected" {
		s.expected = true
	} else if s.dice, err = strconv.ParseUint(v, 10, 64); err != nil {
		return nil, fmt.Errorf("risk: dice=%.30q: want the dice key (0 to 18446744073709551615) or expected", v)
	}
	if v, err = val(6, "terr"); err != nil {
		return nil, err
	}
	items := strings.Split(v, ",")
	if len(items) != NumTerritories {
		return nil, fmt.Errorf("risk: terr= has %d territories, want %d (holder:armies each, in the map's order)", len(items), NumTerritories)
	}
	for t, it := range items {
		o, a, ok := strings.Cut(it, ":")
		if !ok || len(o) != 1 || o[0] < '0' || int(o[0]-'0') >= n {
			return nil, fmt.Errorf("risk: terr %s %.20q: want holder:armies, the holder a player 0 to %d", territories[t].code, it, n-1)
		}
		k, err := strconv.Atoi(a)
		if err != nil || k < 1 || k > MaxArmies || strconv.Itoa(k) != a {
			return nil, fmt.Errorf("risk: terr %s %.20q: armies must be 1 to %d", territories[t].code, it, MaxArmies)
		}
		s.owner[t], s.armies[t] = o[0]-'0', uint32(k)
	}
	s.derive()
	if s.own[s.mover] == 0 {
		return nil, fmt.Errorf("risk: mover %d holds no territory (he is out of the game)", s.mover)
	}
	if s.winner >= 0 && s.winner != int8(s.mover) {
		return nil, fmt.Errorf("risk: player %d holds every territory, so the game is over, but mover=%d (want the winner)", s.winner, s.mover)
	}
	s.hash = s.fullHash()
	return s, nil
}

// MoveString writes m: "pass", or the bid's source and targets in order joined by '-'
// ("ukr-ura-chi": from Ukraine take Ural, then China from Ural).
func (s *State) MoveString(m Move) string {
	if m == movePass {
		return "pass"
	}
	k := m.steps()
	if k == 0 || m.src() >= NumTerritories || m>>(8+6*k) != 0 {
		return fmt.Sprintf("?%d", uint32(m))
	}
	var b strings.Builder
	b.WriteString(territories[m.src()].code)
	for i := range k {
		t := m.target(i)
		if t >= NumTerritories {
			return fmt.Sprintf("?%d", uint32(m))
		}
		b.WriteByte('-')
		b.WriteString(territories[t].code)
	}
	return b.String()
}

// ParseMove reads a move in the notation of MoveString and accepts it only if it is one of the
// mover's moves here (Moves: the Width best).
func (s *State) ParseMove(text string) (Move, error) {
	t := strings.TrimSpace(text)
	if s.Terminal() {
		return 0, fmt.Errorf("risk: move %.40q: the game is over", t)
	}
	var m Move
	if t == "pass" {
		m = movePass
	} else {
		codes := strings.Split(t, "-")
		if len(codes) < 2 || len(codes) > MaxSteps+1 {
			return 0, fmt.Errorf("risk: move %.40q: want pass or a source and 1 to %d targets, territory codes joined by '-' (ukr-ura-chi)", t, MaxSteps)
		}
		for i, c := range codes {
			k := territoryIndex(c)
			if k < 0 {
				return 0, fmt.Errorf("risk: move %.40q: %.10q is not a territory code", t, c)
			}
			if i == 0 {
				m = Move(k) << 2
			} else {
				m = m.with(k, i-1)
			}
		}
	}
	var buf [gamekit.MaxMoves]Move
	for _, l := range s.Moves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	var legal []string
	for _, l := range s.Moves(buf[:0]) {
		legal = append(legal, s.MoveString(l))
	}
	return 0, fmt.Errorf("risk: move %.40q is not one of player %d's %d best moves here (%s)", t, s.mover, len(legal), strings.Join(legal, " "))
}

// TextBoard is the map as rows of holders, one row per continent (North America, South
// America, Europe, Africa, Asia, Australia), its territories in index order: the picture
// cctree show draws of a game without one of its own.
func (s *State) TextBoard() []string {
	rows := make([]string, NumContinents)
	for t := range NumTerritories {
		rows[territories[t].cont] += string(rune('0' + s.owner[t]))
	}
	return rows
}
