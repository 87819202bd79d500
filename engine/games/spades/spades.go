// Package spades is Spades as Sturtevant's max^n papers use it and docs/games/spades.md settles
// it: 4 players (3 as an option), each for himself (no partnerships), no bidding, the deck dealt
// evenly by a seeded deal, seat 0 leads the first trick, players follow suit if they can and may
// play any card if they cannot, spades are trumps, the winner of a trick leads the next, and a
// player scores 1 point per trick taken. A position (State) is one hand of 13 tricks (17 with 3
// players) with every hand visible.
//
// The position implements gamekit.Evaluated[Move] on package cards' Table. The evaluation is the
// tricks taken so far, Sturtevant's monotonic evaluation: every entry in [0, tricks*u] and the
// entries summing to at most tricks*u (Max = Sum), which max^n's shallow pruning needs; or, as
// options, the same with the tricks still to play shared equally, a constant-sum vector
// (eval=share), or with a prediction of the tricks each hand will still take (eval=predict,
// within the same bounds). Any of them may count from a search's root instead of from the
// start of the hand (before=, State.Rooted): the tricks taken before the root are left out and
// the bounds shrink to the tricks still to play there, the points "taken in the game tree so
// far" of Sturtevant's §3.3.
//
// A game of Spades is a series of hands (docs/games/spades.md): the tricks each player has taken
// in the hands before this one ride along in the position (Score, the notation's optional scores
// field), and Totals, GameOver and NextHand are what the match engine plays the series with:
// hands until the end of a hand in which some player's total reaches Target tricks, the highest
// total winning. The first trick of hand k (0 the first) is led by seat k mod players, as the
// deal passes to the left. The scores do not enter the evaluation (a hand's tricks are the
// player's to take whatever the score), nor Hash.
//
// Guarantees: Make followed by Unmake restores a State exactly (String and Hash); Moves, Make,
// Unmake, Order, Value and Vector allocate nothing; a seed gives the same deal everywhere.
package spades

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/games/cards"
)

// The player counts New accepts.
const (
	MinPlayers = cards.MinPlayers
	MaxPlayers = cards.MaxPlayers
)

// Move is a card played, or cards.Pass.
type Move = cards.Move

var spadeSet = cards.SuitSet(cards.Spades)

// Eval selects the evaluation (Options.Eval).
type Eval uint8

const (
	// EvalTricks (eval=tricks, the default) is the tricks taken so far, Sturtevant's monotonic
	// evaluation.
	EvalTricks Eval = iota
	// EvalShare (eval=share) counts the tricks still to play as if they were shared equally, so
	// every value vector sums to the same constant.
	EvalShare
	// EvalPredict (eval=predict) is the tricks taken so far plus a prediction of the tricks each
	// player's hand will still take (State.Vector): a predictive component within the bounds
	// of eval=tricks.
	EvalPredict
)

var evalNames = [...]string{"tricks", "share", "predict"}

// Options are the rule choices of docs/games/spades.md and the deal.
type Options struct {
	// Deal is the seed of the deal (cards.Deal) of the start position.
	Deal uint64
	// LeadSpades (spades=any) lets spades be led at any time. False (spades=broken, the
	// default, the usual rule) forbids leading a spade until a spade has been played to an
	// earlier trick, unless the leader holds nothing but spades.
	LeadSpades bool
	// Eval is the evaluation: the tricks taken so far (eval=tricks, the default), with the
	// tricks still to play shared equally (eval=share), or with the tricks still to come
	// predicted from the hands (eval=predict).
	Eval Eval
	// Before (before=a/b/c[/d], BeforeN seats; BeforeN 0, the default, when absent) is the
	// tricks each seat had taken at the position a search starts from (State.Rooted): every
	// evaluation leaves them out, counting only the tricks taken from there on (the points
	// "taken in the game tree so far"), and Bounds shrinks to the tricks still to play there.
	// It is the position's, not the game's: a start has none (New refuses it, Dealt and
	// NextHand drop it), Parse checks it against the tricks taken, and Hash leaves it out.
	Before  [MaxPlayers]int8
	BeforeN int8
}

// Game is o without Before: the game's options, which a new deal or hand keeps (before= is a
// position's).
func (o Options) Game() Options {
	o.Before, o.BeforeN = [MaxPlayers]int8{}, 0
	return o
}

// beforeSum is the tricks Before leaves out, all seats together.
func (o Options) beforeSum() int {
	n := 0
	for _, b := range o.Before[:o.BeforeN] {
		n += int(b)
	}
	return n
}

// before is the tricks Before leaves out for seat p.
func (o Options) before(p int) int {
	if p >= int(o.BeforeN) {
		return 0
	}
	return int(o.Before[p])
}

// DefaultOptions is deal 1 with the usual rule on leading spades.
func DefaultOptions() Options { return Options{Deal: 1} }

// State is a position of one hand of Spades. Copy it with Clone.
type State struct {
	t     cards.Table
	opt   Options
	score [MaxPlayers]int // tricks taken in the game's earlier hands
}

// Target is the end of a game of Spades: the game ends at the end of the hand in which some
// player's total reaches it, and the highest total wins (docs/games/spades.md says why 26).
const Target = 26

// MaxScore bounds the score a position may carry for a player: a game ends once a total reaches
// Target, which a player's hand of at most 17 tricks can overshoot.
const MaxScore = Target - 1 + 17

// New returns the start of the hand dealt by o.Deal for players players, seat 0 to lead.
func New(players int, o Options) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("spades: players %d: want %d or %d", players, MinPlayers, MaxPlayers)
	}
	if o.BeforeN > 0 {
		return nil, fmt.Errorf("spades: before= names the tricks taken before a search's root: a start has none (give it to a position, or use State.Rooted)")
	}
	return &State{t: cards.NewTable(players, cards.Spades, 0, cards.Deal(players, o.Deal)), opt: o}, nil
}

// NewWithOptions is New with the options read by ParseOptions.
func NewWithOptions(players int, options string) (*State, error) {
	o, err := ParseOptions(options)
	if err != nil {
		return nil, err
	}
	return New(players, o)
}

// Clone returns an independent copy of s, its pending moves included.
func (s *State) Clone() *State { c := *s; return &c }

// Options returns the options of s's game.
func (s *State) Options() Options { return s.opt }

// Rooted returns a copy of s whose evaluation counts only the tricks taken from s on: before=
// set to every seat's tricks at s. Searched from the copy, every evaluation is the points "taken
// in the game tree so far" (Sturtevant's §3.3), the tricks taken before the root left out, and
// Bounds the tricks still to play at s: the sum a shallow cut needs two players' entries to pass
// is then the tree's, not the hand's.
func (s *State) Rooted() *State {
	c := *s
	n := s.t.NumPlayers()
	c.opt.BeforeN = int8(n)
	c.opt.Before = [MaxPlayers]int8{}
	for p := range n {
		c.opt.Before[p] = int8(s.t.Tricks(p))
	}
	return &c
}

// Table is the hand in play (read only).
func (s *State) Table() *cards.Table { return &s.t }

func (s *State) NumPlayers() int      { return s.t.NumPlayers() }
func (s *State) Mover() int           { return s.t.Mover() }
func (s *State) InGame(p int) bool    { return p >= 0 && p < s.t.NumPlayers() }
func (s *State) Terminal() bool       { return s.t.Terminal() }
func (s *State) PassMove() Move       { return cards.Pass }
func (s *State) Make(m Move)          { s.t.Make(m) }
func (s *State) Unmake(m Move)        { s.t.Unmake(m) }
func (s *State) Hash() uint64         { return s.t.Key() }
func (s *State) MoveIndex(m Move) int { return int(m) }

// MoveString writes m as its card ("Qs") or "pass".
func (s *State) MoveString(m Move) string { return m.String() }

// Legal returns the cards the mover may play: the follow-suit rule; leading, no spade until
// spades are broken (spades=broken) unless the hand holds only spades.
func (s *State) Legal() cards.Set {
	t := &s.t
	h := t.Hand(t.Mover())
	if t.TrickLen() == 0 && !s.opt.LeadSpades && t.AllWon()&spadeSet == 0 && h&^spadeSet != 0 {
		return h &^ spadeSet
	}
	return t.Follow()
}

// Moves appends the mover's legal cards in card order: [Pass] when its hand is empty (only after
// passes), nothing on a terminal position.
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	if s.t.Terminal() {
		return buf
	}
	return cards.AppendMoves(buf, s.Legal())
}

// ParseMove reads a card ("Qs") or "pass", legal in s: a playable card, or a pass when the
// mover has none.
func (s *State) ParseMove(text string) (Move, error) {
	m, err := cards.ParseLegal(text, s.Legal())
	if err != nil {
		return 0, fmt.Errorf("spades: %v", err)
	}
	return m, nil
}

// Tricks is the number of tricks of a hand: 13, or 17 with 3 players.
func (s *State) Tricks() int { return cards.Deck(s.t.NumPlayers()).Len() / s.t.NumPlayers() }

// TrickUnit is what one trick is worth in the evaluation: S / Tricks, rounded down.
func (s *State) TrickUnit() int64 { return gamekit.S / int64(s.Tricks()) }

// shareUnit is the unit of eval=share: S / (players * Tricks).
func (s *State) shareUnit() int64 { return gamekit.S / int64(s.t.NumPlayers()*s.Tricks()) }

// Bounds: every entry lies in [0, Tricks*u] and the entries sum to at most Tricks*u, exactly that
// once the hand is over (Max = Sum, so a player with every trick has the only best vector), under
// eval=tricks and eval=predict alike; under eval=share in [0, players*Tricks*u'] and summing to
// exactly that. With before=, Tricks is the tricks still to play at the root (the hand's less
// those Before leaves out), in the same units.
func (s *State) Bounds() gamekit.Bounds {
	tricks := int64(s.Tricks() - s.opt.beforeSum())
	if s.opt.Eval == EvalShare {
		m := int64(s.t.NumPlayers()) * tricks * s.shareUnit()
		return gamekit.Bounds{Max: m, Sum: m, ConstantSum: true}
	}
	m := tricks * s.TrickUnit()
	return gamekit.Bounds{Max: m, Sum: m}
}

// Value is entry p of Vector.
func (s *State) Value(p int) int64 {
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	if p < 0 || p >= gamekit.MaxPlayers {
		return 0
	}
	return v[p]
}

// Vector writes every player's tricks taken so far, in units of TrickUnit; under eval=share
// players times its tricks plus the tricks still to play, in units of S/(players*Tricks): its
// tricks if the rest fell evenly, a constant sum; under eval=predict its tricks plus its
// predicted tricks (predict), in units of TrickUnit. With before=, a player's tricks are those
// taken since the root (its tricks less Before's).
func (s *State) Vector(v *[gamekit.MaxPlayers]int64) {
	*v = [gamekit.MaxPlayers]int64{}
	n := s.t.NumPlayers()
	if s.opt.Eval == EvalPredict {
		s.predict(v)
		return
	}
	if s.opt.Eval == EvalShare {
		rest := int64(s.Tricks())
		for p := range n {
			rest -= int64(s.t.Tricks(p))
		}
		u := s.shareUnit()
		for p := range n {
			v[p] = (int64(n*(s.t.Tricks(p)-s.opt.before(p))) + rest) * u
		}
		return
	}
	u := s.TrickUnit()
	for p := range n {
		v[p] = int64(s.t.Tricks(p)-s.opt.before(p)) * u
	}
}

// predict writes eval=predict's vector: each player's tricks taken plus the tricks its hand is
// predicted to take, the usual predictive component of a card game's evaluation, counted from
// the cards alone (no search, no allocation, deterministic):
//
//   - a suit's winners are the run of its highest live cards (cards not yet in a completed
//     trick, those of the trick in progress included) that one player holds: in spades, the
//     trumps, each of them wins a trick whenever it is played (a sure trick); in another suit
//     at most as many as the shortest holding of that suit among the opponents who still hold a
//     spade, the rounds before one of them can trump (a quick trick, an estimate);
//   - the players' winners together are capped at the tricks still to play, R: when they count
//     W > R, each player's count is scaled by R/W (rounded down), because each trick has one
//     winner and a prediction of more tricks than are left would break the bound pruning needs.
//
// So every entry lies in [0, Tricks*u] and the entries sum to at most (tricks taken + R)*u =
// Tricks*u: eval=tricks' bounds (Bounds), which the prediction fills closer to the sum but
// never past it. At the end of the hand no card is left and the vector is eval=tricks'. With
// before=, the tricks taken are those since the root, and the sum at most the root's tricks
// still to play (Bounds' with before=).
func (s *State) predict(v *[gamekit.MaxPlayers]int64) {
	t := &s.t
	n := t.NumPlayers()
	live := cards.Deck(n) &^ t.AllWon()
	var wins [MaxPlayers]int64
	var total int64
	for suit := range 4 {
		ls := live.Suit(suit)
		if ls == 0 {
			continue
		}
		top := ls.Highest()
		p := -1
		for q := range n {
			if t.Hand(q).Has(top) {
				p = q
			}
		}
		if p < 0 {
			continue // the suit's highest live card is in the trick in progress
		}
		h := t.Hand(p).Suit(suit)
		run := int64(ls.Len()) // every live card of the suit is p's
		if rest := ls &^ h; rest != 0 {
			above := ^(cards.Bit(rest.Highest())<<1 - 1)
			run = int64((h & above).Len())
		}
		if suit != cards.Spades {
			for o := range n {
				if o != p && t.Hand(o)&spadeSet != 0 {
					run = min(run, int64(t.Hand(o).Suit(suit).Len()))
				}
			}
		}
		wins[p] += run
		total += run
	}
	left := int64(s.Tricks())
	for p := range n {
		left -= int64(t.Tricks(p))
	}
	u := s.TrickUnit()
	den := max(total, left)
	for p := range n {
		v[p] = int64(t.Tricks(p)-s.opt.before(p)) * u
		if wins[p] > 0 {
			v[p] += wins[p] * left * u / den
		}
	}
}

// Order sorts the mover's moves best first for a player taking tricks (a total order, ties by
// card): leading, high cards first, spades after the other suits; following, the lowest card that
// would win the trick so far first, then the losing cards lowest first (discarding, the lowest
// non-spade first).
func (s *State) Order(moves []Move) {
	if len(moves) < 2 {
		return
	}
	var keys [cards.NumCards]uint16
	t := &s.t
	for i, m := range moves {
		if m == cards.Pass || int(m) > cards.NumCards {
			return // not a list of the mover's cards
		}
		c := m.Card()
		r := c.Rank()
		var k int
		switch {
		case t.TrickLen() == 0:
			k = 100 + r
			if c.Suit() == cards.Spades {
				k -= 20
			}
		case t.Beats(c):
			k = 300 - r
		case c.Suit() == cards.Spades:
			k = 100 - r
		default:
			k = 200 - r
		}
		keys[i] = uint16(k)<<6 | uint16(63-c)
	}
	n := len(moves)
	for i := 1; i < n; i++ {
		k := keys[i]
		j := i
		for ; j > 0 && keys[j-1] < k; j-- {
			keys[j] = keys[j-1]
		}
		keys[j] = k
	}
	for i := range n {
		moves[i] = cards.Play(cards.Card(63 - keys[i]&63))
	}
}

// String is the canonical form of o, which ParseOptions reads back
// ("deal=1,spades=broken,eval=tricks"; before=a/b/c[/d] after them when it is given).
func (o Options) String() string {
	lead := "broken"
	if o.LeadSpades {
		lead = "any"
	}
	out := "deal=" + strconv.FormatUint(o.Deal, 10) + ",spades=" + lead + ",eval=" + evalNames[o.Eval]
	if o.BeforeN > 0 {
		bs := make([]string, o.BeforeN)
		for p := range bs {
			bs[p] = strconv.Itoa(int(o.Before[p]))
		}
		out += ",before=" + strings.Join(bs, "/")
	}
	return out
}

// ParseOptions reads comma-separated options over the defaults: deal=N (a seed, 0 to 2^64-1),
// spades=broken|any, eval=tricks|share|predict, before=a/b/c[/d] (a position's, see
// Options.Before: each seat's tricks, 0 to 17). "" is the defaults. Errors are one line naming
// the option.
func ParseOptions(args string) (Options, error) {
	o := DefaultOptions()
	if strings.TrimSpace(args) == "" {
		return o, nil
	}
	seen := map[string]bool{}
	for _, item := range strings.Split(args, ",") {
		key, val, _ := strings.Cut(strings.TrimSpace(item), "=")
		if seen[key] {
			return o, fmt.Errorf("spades: option %s given twice", key)
		}
		seen[key] = true
		switch key {
		case "deal":
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				return o, fmt.Errorf("spades: deal %.20q: want the deal's seed, a whole number 0 to 18446744073709551615", val)
			}
			o.Deal = n
		case "spades":
			if val != "broken" && val != "any" {
				return o, fmt.Errorf("spades: spades %.20q: want broken or any", val)
			}
			o.LeadSpades = val == "any"
		case "eval":
			i := slices.Index(evalNames[:], val)
			if i < 0 {
				return o, fmt.Errorf("spades: eval %.20q: want tricks, share or predict", val)
			}
			o.Eval = Eval(i)
		case "before":
			fs := strings.Split(val, "/")
			if len(fs) < MinPlayers || len(fs) > MaxPlayers {
				return o, fmt.Errorf("spades: before %.20q: want each seat's tricks taken before the root, %d or %d numbers separated by /", val, MinPlayers, MaxPlayers)
			}
			for p, f := range fs {
				n, err := strconv.Atoi(f)
				if err != nil || n < 0 || n > 17 {
					return o, fmt.Errorf("spades: before %.20q: seat %d's tricks %.8q: want 0 to 17", val, p, f)
				}
				o.Before[p] = int8(n)
			}
			o.BeforeN = int8(len(fs))
		default:
			return o, fmt.Errorf("spades: option %.20q: want deal=N, spades=broken|any, eval=tricks|share|predict or before=a/b/c[/d]", item)
		}
	}
	return o, nil
}

// String is s in the notation of docs/games/spades.md:
// "spades <options> <players> <mover> <hands> <trick> <won> [<scores>]", as Hearts', the scores
// (the tricks of the game's earlier hands) written only when one is not 0.
func (s *State) String() string {
	var b strings.Builder
	frame.Write(&b, s.opt.String(), &s.t, s.score[:s.t.NumPlayers()])
	return b.String()
}

// frame is Spades' position notation: the trick games' frame with spades trumps and the scores
// written only when one is not 0.
var frame = cards.Frame{Game: "spades", Title: "Spades", Trump: cards.Spades, MaxScore: MaxScore, ScoresOptional: true, Scores: "scores (tricks of the earlier hands)"}

// Parse reads a position in the notation State.String writes. A text of another game or a
// malformed one is a one-line error naming the field at fault.
func Parse(text string) (*State, error) {
	opts, t, score, err := frame.Parse(text)
	if err != nil {
		return nil, err
	}
	o, err := ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	if o.BeforeN > 0 {
		if int(o.BeforeN) != t.NumPlayers() {
			return nil, fmt.Errorf("spades: before= names %d seats, the position has %d players", o.BeforeN, t.NumPlayers())
		}
		for p := range t.NumPlayers() {
			if o.before(p) > t.Tricks(p) {
				return nil, fmt.Errorf("spades: before= gives seat %d %d tricks before the root, more than the %d it has taken", p, o.before(p), t.Tricks(p))
			}
		}
	}
	return &State{t: t, opt: o, score: score}, nil
}

// Redeal returns a copy of s with the players' hands replaced by hands (cards.Table.Redeal: the
// same number of cards each, the same cards in all; the trick, the won cards and the mover stay):
// a deal of the hidden cards that a sampling player searches.
func (s *State) Redeal(hands [cards.MaxPlayers]cards.Set) (*State, error) {
	t, err := s.t.Redeal(hands)
	if err != nil {
		return nil, fmt.Errorf("spades: %v", err)
	}
	return &State{t: t, opt: s.opt, score: s.score}, nil
}

// Dealt returns the start of a hand of s's game (its players and options) dealt by seed, every
// score 0: the start position of another deal, which the match engine deals from its seed.
func (s *State) Dealt(seed uint64) *State {
	o := s.opt
	o.Deal = seed
	o = o.Game()
	n, _ := New(s.t.NumPlayers(), o) // s's player count is valid
	return n
}

// Score returns the tricks player p took in the game's hands before this one.
func (s *State) Score(p int) int { return s.score[p] }

// Totals returns every player's score in the game: its tricks of the earlier hands and of this one.
func (s *State) Totals() []int {
	out := make([]int, s.t.NumPlayers())
	for p := range out {
		out[p] = s.score[p] + s.t.Tricks(p)
	}
	return out
}

// GameOver reports whether the game ends at s: the hand is over and some player's total has
// reached target (Target in a match). Unlike Hearts' tournament, a game of Spades ends only
// with a hand, where Spades settles its scores.
func (s *State) GameOver(target int) bool {
	if !s.t.Terminal() {
		return false
	}
	for _, v := range s.Totals() {
		if v >= target {
			return true
		}
	}
	return false
}

// NextHand returns the start of the next hand of the game after the finished hand s: dealt by
// seed deal under s's options, the scores carrying s's totals, the first trick led by the seat
// after the one that led s's (every hand gives out every trick, so the hands played are the
// totals' sum over the tricks of a hand).
func (s *State) NextHand(deal uint64) (*State, error) {
	if !s.t.Terminal() {
		return nil, fmt.Errorf("spades: next hand: this hand is not over")
	}
	n := s.t.NumPlayers()
	var score [MaxPlayers]int
	sum := 0
	for p, v := range s.Totals() {
		if v > MaxScore {
			return nil, fmt.Errorf("spades: next hand: player %d's total %d is past the game's end (at most %d)", p, v, MaxScore)
		}
		score[p] = v
		sum += v
	}
	o := s.opt
	o.Deal = deal
	o = o.Game()
	hands := sum / s.Tricks()
	return &State{t: cards.NewTable(n, cards.Spades, hands%n, cards.Deal(n, deal)), opt: o, score: score}, nil
}
