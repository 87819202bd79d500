// Package hearts is Hearts as the MP-Mix paper's §4.1 plays it and docs/games/hearts.md settles
// what it leaves open: 4 players (3 as an option), the deck dealt evenly by a seeded deal, the
// holder of the two of clubs leads it to the first trick, players follow suit if they can and may
// play any card if they cannot, the highest card of the suit led wins the trick and its winner
// leads the next, each heart taken is a penalty point and the queen of spades 13, no shooting the
// moon. A position (State) is one hand of 13 tricks (17 with 3 players) with every hand visible:
// the full-information game that the sampling players search. The tournament score before the
// hand rides along in the position for the MP-Mix evaluation's score feature.
//
// The position implements gamekit.Evaluated[Move] on package cards' Table: make and unmake in
// place, legal moves into the caller's buffer, two evaluations (Options.Eval: the points taken so
// far, whose bounds make max^n's shallow, last-branch and speculative pruning sound; the same with
// the points still out shared equally, a constant-sum vector; or the MP-Mix paper's heuristic
// features), the static move ordering and the one-line notation.
//
// Guarantees: Make followed by Unmake restores a State exactly (String and Hash); Moves, Make,
// Unmake, Order, Value and Vector allocate nothing; a seed gives the same deal everywhere.
package hearts

import (
	"fmt"
	"math/bits"

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

// HandPoints is the penalty points of one hand: 13 hearts and the queen of spades' 13.
const HandPoints = 26

// MaxScore bounds the tournament score a position may carry for a player (a tournament ends once
// a player reaches 100 at the end of a trick, so at most 99 + 26 = 125 is ever carried).
const MaxScore = 200

var (
	queen   = cards.Of(cards.Spades, 10)
	twoClub = cards.Of(cards.Clubs, 0)
	hearts  = cards.SuitSet(cards.Hearts)
	points  = hearts | cards.Bit(queen)
)

// Eval selects the evaluation (Options.Eval).
type Eval uint8

const (
	// EvalPoints (eval=points, the default) is each player's share of the points the others
	// have taken so far.
	EvalPoints Eval = iota
	// EvalMPMix (eval=mpmix) is the MP-Mix paper's heuristic features with the weights of
	// docs/games/hearts.md.
	EvalMPMix
	// EvalShare (eval=share) is EvalPoints with the points still out counted as if they were
	// shared equally: every vector sums to the same constant, which lets last-branch and
	// speculative max^n prune from the first trick on.
	EvalShare
)

// Options are the rule choices of docs/games/hearts.md the paper leaves open, and the deal.
type Options struct {
	// Deal is the seed of the deal (cards.Deal) of the start position.
	Deal uint64
	// BreakHearts (hearts=broken): no heart may be led until a heart has been played to an
	// earlier trick, unless the leader holds nothing but hearts. False (hearts=any, the paper's
	// reading) lets any card lead.
	BreakHearts bool
	// CleanFirst (first=clean): on the first trick a player who cannot follow suit may play a
	// heart or the queen of spades only if it holds nothing else. False (first=any, the paper's
	// reading) lets points fall on the first trick.
	CleanFirst bool
	// Eval is the evaluation.
	Eval Eval
}

// DefaultOptions is the paper's literal reading, the points evaluation, deal 1.
func DefaultOptions() Options { return Options{Deal: 1} }

// State is a position of one hand of Hearts. Copy it with Clone.
type State struct {
	t     cards.Table
	opt   Options
	score [MaxPlayers]int // tournament scores before this hand
	skey  uint64          // the key of the scores
}

// New returns the start of the hand dealt by o.Deal for players players: the holder of the two of
// clubs is to lead; every tournament score 0.
func New(players int, o Options) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("hearts: players %d: want %d or %d", players, MinPlayers, MaxPlayers)
	}
	hands := cards.Deal(players, o.Deal)
	lead := 0
	for p := range players {
		if hands[p].Has(twoClub) {
			lead = p
		}
	}
	return &State{t: cards.NewTable(players, -1, lead, hands), opt: o}, nil
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

// Table is the hand in play (read only).
func (s *State) Table() *cards.Table { return &s.t }

// Score returns player p's tournament score before this hand.
func (s *State) Score(p int) int { return s.score[p] }

// Points returns the penalty points player p has taken in this hand so far.
func (s *State) Points(p int) int { return pointsOf(s.t.Won(p)) }

func pointsOf(won cards.Set) int {
	n := won.Suit(cards.Hearts).Len()
	if won.Has(queen) {
		n += 13
	}
	return n
}

func (s *State) NumPlayers() int      { return s.t.NumPlayers() }
func (s *State) Mover() int           { return s.t.Mover() }
func (s *State) InGame(p int) bool    { return p >= 0 && p < s.t.NumPlayers() }
func (s *State) Terminal() bool       { return s.t.Terminal() }
func (s *State) PassMove() Move       { return cards.Pass }
func (s *State) Make(m Move)          { s.t.Make(m) }
func (s *State) Unmake(m Move)        { s.t.Unmake(m) }
func (s *State) Hash() uint64         { return s.t.Key() ^ s.skey }
func (s *State) MoveIndex(m Move) int { return int(m) }

// MoveString writes m as its card ("Qs") or "pass".
func (s *State) MoveString(m Move) string { return m.String() }

// Legal returns the cards the mover may play (docs/games/hearts.md): on the first lead the two of
// clubs if it holds it; then the follow-suit rule, with hearts=broken and first=clean's
// restrictions where they apply.
func (s *State) Legal() cards.Set {
	t := &s.t
	h := t.Hand(t.Mover())
	first := t.AllWon() == 0 // no trick completed yet
	if t.TrickLen() == 0 {
		if first && h.Has(twoClub) {
			return cards.Bit(twoClub)
		}
		if s.opt.BreakHearts && t.AllWon()&hearts == 0 && h&^hearts != 0 {
			return h &^ hearts
		}
		return h
	}
	f := t.Follow()
	if s.opt.CleanFirst && first && f == h && h&^points != 0 {
		return h &^ points
	}
	return f
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
		return 0, fmt.Errorf("hearts: %v", err)
	}
	return m, nil
}

// Bounds: under eval=points every entry lies in [0, 26 units] and the entries sum to at most
// players-1 times that, exactly so once the hand is over; under eval=share (its own unit) in
// [0, players*26] summing to exactly players*(players-1)*26; under eval=mpmix (its own unit) in
// [0, mpmixMax] summing to at most players times that (no useful sum: max^n's pruning variants
// prune little with it).
func (s *State) Bounds() gamekit.Bounds {
	n := int64(s.t.NumPlayers())
	if s.opt.Eval == EvalMPMix {
		u := mpmixUnit(s.t.NumPlayers())
		return gamekit.Bounds{Max: mpmixMax * u, Sum: n * mpmixMax * u}
	}
	if s.opt.Eval == EvalShare {
		u := shareUnit(s.t.NumPlayers())
		return gamekit.Bounds{Max: n * HandPoints * u, Sum: n * (n - 1) * HandPoints * u, ConstantSum: true}
	}
	u := pointUnit(s.t.NumPlayers())
	return gamekit.Bounds{Max: HandPoints * u, Sum: (n - 1) * HandPoints * u}
}

// PointUnit is what one penalty point is worth in the evaluation of s's game: under eval=points
// one point the others took, under eval=mpmix one point of the player's own (taken or scored),
// which the heuristic weighs 32 of its units.
func (s *State) PointUnit() int64 {
	switch s.opt.Eval {
	case EvalMPMix:
		return mpmixPoint * mpmixUnit(s.t.NumPlayers())
	case EvalShare:
		return int64(s.t.NumPlayers()) * shareUnit(s.t.NumPlayers())
	}
	return pointUnit(s.t.NumPlayers())
}

func pointUnit(players int) int64 { return gamekit.S / int64((players-1)*HandPoints) }

func shareUnit(players int) int64 { return gamekit.S / int64(players*(players-1)*HandPoints) }

// Value is entry p of Vector.
func (s *State) Value(p int) int64 {
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	if p < 0 || p >= gamekit.MaxPlayers {
		return 0
	}
	return v[p]
}

// Vector writes every player's value (docs/games/hearts.md). eval=points: the points the other
// players have taken in this hand, in units of S/((players-1)*26), so that a finished hand's
// vector sums to exactly (players-1)*26 units, as a constant-sum game's does. eval=mpmix: the
// heuristic (mpmixValue), in units of S/(players*mpmixMax). eval=share: players times the points
// the others have taken plus players-1 times the points still out, in units of
// S/(players*(players-1)*26): each player's expected share of the others' points if the rest fell
// evenly, a constant sum.
func (s *State) Vector(v *[gamekit.MaxPlayers]int64) {
	*v = [gamekit.MaxPlayers]int64{}
	n := s.t.NumPlayers()
	if s.opt.Eval == EvalMPMix {
		u := mpmixUnit(n)
		for p := range n {
			v[p] = s.mpmixValue(p) * u
		}
		return
	}
	var pts [MaxPlayers]int64
	var total int64
	for p := range n {
		pts[p] = int64(pointsOf(s.t.Won(p)))
		total += pts[p]
	}
	if s.opt.Eval == EvalShare {
		// n times (the others' points + their equal share of the points still out, (n-1)/n of
		// them): the vector sums to n(n-1)*26 units whatever has been taken.
		u, rest, k := shareUnit(n), HandPoints-total, int64(n)
		for p := range n {
			v[p] = (k*(total-pts[p]) + (k-1)*rest) * u
		}
		return
	}
	u := pointUnit(n)
	for p := range n {
		v[p] = (total - pts[p]) * u
	}
}

// The MP-Mix heuristic's weights (docs/games/hearts.md), in its units: a penalty point (taken in
// this hand or in the tournament score) costs 32; a card that will take a trick 12; a card's rank
// (2 for the two ... 14 for the ace) 1 per pip; a card that will duck a trick earns 8 and an
// empty suit 24.
const (
	mpmixPoint = 32
	mpmixTake  = 12
	mpmixPip   = 1
	mpmixDuck  = 8
	mpmixVoid  = 24
	maxHand    = 17
	// mpmixBase is the largest penalty: every point of a score of MaxScore and a hand, a hand of
	// takers of the highest ranks.
	mpmixBase = mpmixPoint*(MaxScore+HandPoints) + mpmixTake*maxHand + mpmixPip*14*maxHand
	// mpmixMax is the largest value: no penalty and the largest bonuses.
	mpmixMax = mpmixBase + mpmixDuck*maxHand + mpmixVoid*4
)

func mpmixUnit(players int) int64 { return gamekit.S / int64(players*mpmixMax) }

// mpmixValue is player p's heuristic in [0, mpmixMax]: mpmixBase less the penalties plus the
// bonuses of the features. Each suit is a 13-bit mask: the cards above the others' highest take,
// those below their lowest duck, and the pips come from a table.
func (s *State) mpmixValue(p int) int64 {
	t := &s.t
	h := uint64(t.Hand(p))
	var others uint64
	for q := range t.NumPlayers() {
		if q != p {
			others |= uint64(t.Hand(q))
		}
	}
	takes, ducks, voids, pips := 0, 0, 0, 0
	for suit := range 4 {
		mine := h >> (13 * suit) & 0x1fff
		if mine == 0 {
			voids++
			continue
		}
		pips += int(pipSum[mine])
		theirs := others >> (13 * suit) & 0x1fff
		if theirs == 0 {
			takes += bits.OnesCount64(mine) // nobody else can follow: each wins when the suit is led
			continue
		}
		takes += bits.OnesCount64(mine >> (64 - bits.LeadingZeros64(theirs)))
		ducks += bits.OnesCount64(mine & (1<<bits.TrailingZeros64(theirs) - 1))
	}
	own := s.score[p] + pointsOf(t.Won(p))
	return int64(mpmixBase - mpmixPoint*own - mpmixTake*takes - mpmixPip*pips + mpmixDuck*ducks + mpmixVoid*voids)
}

//go:generate go test -run TestTablesGenerated -update

// buildPipSum makes pipSum (tables_gen.go), pipSum[m] the pips (2 for the two ... 14 for the ace)
// of the ranks in the 13-bit mask m: the test's source of the file.
func buildPipSum() (t [1 << 13]uint8) {
	for m := 1; m < len(t); m++ {
		r := bits.TrailingZeros(uint(m))
		t[m] = t[m&(m-1)] + uint8(r+2)
	}
	return t
}

// Order sorts the mover's moves best first for a player avoiding points (a total order, ties by
// card): leading, low cards first, hearts last; following suit, the highest card that stays under
// the card winning the trick first (then lower ones), then the cards that would win, lowest first;
// discarding, the queen of spades first, then the ace and king of spades, then hearts high first,
// then the rest high first.
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
			k = 100 - r
			if c.Suit() == cards.Hearts {
				k -= 20
			}
		case c.Suit() == t.Led():
			if t.Beats(c) {
				k = 100 - r
			} else {
				k = 200 + r
			}
		case c == queen:
			k = 400
		case c.Suit() == cards.Spades && r > queen.Rank():
			k = 350 + r
		case c.Suit() == cards.Hearts:
			k = 300 + r
		default:
			k = 200 + r
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

// Redeal returns a copy of s with the players' hands replaced by hands (cards.Table.Redeal: the
// same number of cards each, the same cards in all; the trick, the won cards, the mover and the
// scores stay): a deal of the hidden cards that a sampling player searches.
func (s *State) Redeal(hands [cards.MaxPlayers]cards.Set) (*State, error) {
	t, err := s.t.Redeal(hands)
	if err != nil {
		return nil, fmt.Errorf("hearts: %v", err)
	}
	return &State{t: t, opt: s.opt, score: s.score, skey: s.skey}, nil
}

// WeakRational is the move of the MP-Mix paper's weak rational player (WRT), which "picks the
// lowest possible card if it is starting or following a trick, and picks the highest card if it
// does not need to follow suit": the legal card of lowest rank when leading or following suit,
// of highest rank when it cannot follow; among cards of equal rank, the first suit in the order
// clubs, diamonds, hearts, spades. It needs no search and sees only the mover's own cards and the
// trick. Pass when the mover has no card (only after passes); the zero Move on a terminal position.
func (s *State) WeakRational() Move {
	if s.t.Terminal() {
		return 0
	}
	legal := s.Legal()
	if legal == 0 {
		return cards.Pass
	}
	led := s.t.Led()
	if led >= 0 && legal.Suit(led) == 0 {
		for r := 12; r >= 0; r-- {
			for suit := range 4 {
				if c := cards.Of(suit, r); legal.Has(c) {
					return cards.Play(c)
				}
			}
		}
	}
	for r := range 13 {
		for suit := range 4 {
			if c := cards.Of(suit, r); legal.Has(c) {
				return cards.Play(c)
			}
		}
	}
	return cards.Pass // not reached: legal holds a card
}

// Limit is the tournament's end: a tournament of hands ends once a player's score reaches it at
// the end of a trick, and the lowest score wins (§4.1).
const Limit = 100

// Totals returns every player's tournament score with the points it has taken in this hand.
func (s *State) Totals() []int {
	out := make([]int, s.t.NumPlayers())
	for p := range out {
		out[p] = s.score[p] + s.Points(p)
	}
	return out
}

// TournamentOver reports whether the tournament ends at s: no trick is in progress and some
// player's total (Totals) has reached limit (Limit in the paper). A tournament can so end in the
// middle of a hand, as the paper's "at the conclusion of a trick" says.
func (s *State) TournamentOver(limit int) bool {
	if s.t.TrickLen() != 0 {
		return false
	}
	for _, v := range s.Totals() {
		if v >= limit {
			return true
		}
	}
	return false
}

// Leaders returns the players with the lowest total (Totals), in seat order: the winners when
// the tournament is over (tied players share the lowest score; who counts a shared win how is
// the tournament's business).
func (s *State) Leaders() []int {
	tot := s.Totals()
	low := tot[0]
	for _, v := range tot {
		low = min(low, v)
	}
	var out []int
	for p, v := range tot {
		if v == low {
			out = append(out, p)
		}
	}
	return out
}

// NextHand returns the start of the next hand of a tournament after the finished hand s: the
// hand dealt by seed deal under s's options, the scores carrying s's totals (each at most
// MaxScore).
func (s *State) NextHand(deal uint64) (*State, error) {
	if !s.t.Terminal() {
		return nil, fmt.Errorf("hearts: next hand: this hand is not over")
	}
	o := s.opt
	o.Deal = deal
	n, err := New(s.t.NumPlayers(), o)
	if err != nil {
		return nil, err
	}
	return n.SetScores(s.Totals())
}

// Dealt returns the start of a hand of s's game (its players and options) dealt by seed, every
// tournament score 0: the start position of another deal, which the match engine deals from
// its seed.
func (s *State) Dealt(seed uint64) *State {
	o := s.opt
	o.Deal = seed
	n, _ := New(s.t.NumPlayers(), o) // s's player count is valid
	return n
}
