// Package rolit is Rolit, Othello for 2 to 4 players, as docs/games/rolit.md settles its rules:
// on an n x n board (8x8, or 4x4 and 6x6 for tests) a player places a disc of its colour so that
// it traps lines of other discs against one of its own, in any of the eight directions, and the
// trapped discs turn to its colour. A player who cannot trap places a disc next to any disc
// (stuck=adjacent, the published rule) or passes (stuck=pass, Othello's rule). The position
// (State) implements gamekit.Evaluated[Move]: make and unmake in place, legal moves into the
// caller's buffer, the evaluation (shares of weighted discs and mobility), the static move
// ordering and the one-line notation.
//
// The four centre discs are one of each colour, whatever the number of players; a colour nobody
// plays is a neutral disc, which any player may trap and nobody owns.
//
// Guarantees: Make followed by Unmake restores a State exactly (String and Hash); Moves, Make,
// Unmake, Order and Vector allocate nothing; moves come out in cell order; every placement fills
// a square and passes keep no record, so any number of passes and every placement the board has
// room for (gamekit.MaxLine moves and more) can be made before Unmake.
package rolit

import (
	"fmt"
	"math/bits"

	"github.com/cctree/cctree/engine/gamekit"
)

// The player counts New accepts.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// The board sizes (squares per side): even, so that the four centre squares exist.
const (
	MinSize = 4
	MaxSize = 8
)

const maxCells = MaxSize * MaxSize

// Neutral is what At returns for a disc of a colour nobody plays.
const Neutral = MaxPlayers

// Move is a placement, stored as its cell index plus one, or Pass. The zero Move is never legal.
type Move uint8

// Pass is the null move: the mover places nothing and the next player is to move. Under
// stuck=pass it is the move of a player who cannot trap; otherwise only the searchers make it.
const Pass Move = 0xff

// Cell returns the cell index of a placement (undefined for Pass).
func (m Move) Cell() int { return int(m) - 1 }

// MoveAt is the placement on cell c.
func MoveAt(c int) Move { return Move(c + 1) }

// Stuck is what a player does who has no placement that traps a disc (option stuck).
type Stuck uint8

const (
	// StuckAdjacent (stuck=adjacent, the default): the published rule; it places a disc on any
	// empty square next to a disc (in the eight directions), turning nothing. The game then
	// never passes and ends when the board is full.
	StuckAdjacent Stuck = iota
	// StuckPass (stuck=pass): Othello's rule; it passes, and the game ends when the board is full
	// or no player can trap.
	StuckPass
)

// Options are the rule choices of docs/games/rolit.md.
type Options struct {
	Size  int // squares per side: 4, 6 or 8
	Stuck Stuck
}

// DefaultOptions is the published game: 8x8, and a player who cannot trap places next to any disc.
func DefaultOptions() Options { return Options{Size: MaxSize, Stuck: StuckAdjacent} }

// check reports the first option out of range as a one-line error.
func (o Options) check() error {
	switch {
	case o.Size < MinSize || o.Size > MaxSize || o.Size%2 != 0:
		return fmt.Errorf("rolit: size %d: want 4, 6 or 8", o.Size)
	case o.Stuck != StuckAdjacent && o.Stuck != StuckPass:
		return fmt.Errorf("rolit: stuck %d: want StuckAdjacent or StuckPass", o.Stuck)
	}
	return nil
}

// The square weights of the evaluation and the ordering (docs/games/rolit.md, "Evaluation"):
// a corner can never be taken back and an edge disc only along the edge.
const (
	weightInner  = 1
	weightEdge   = 2
	weightCorner = 5
)

// geometry is what the moves need of a board size: the shift and the wrap mask of each of the
// eight directions (cells are r*n + c), and the squares of each weight.
type geometry struct {
	n, cells      int
	all           uint64
	shift         [8]int // > 0: left shift; < 0: right shift
	mask          [8]uint64
	edge, corners uint64 // edge excludes the corners
	weight        [maxCells]uint8
}

// sh moves every disc of x one square in direction d, dropping those that leave the board.
func (g *geometry) sh(x uint64, d int) uint64 {
	if s := g.shift[d]; s > 0 {
		return x << uint(s) & g.mask[d]
	}
	return x >> uint(-g.shift[d]) & g.mask[d]
}

// dilate returns the squares next to a disc of x (x itself included).
func (g *geometry) dilate(x uint64) uint64 {
	out := x
	for d := range 8 {
		out |= g.sh(x, d)
	}
	return out
}

// geos[n] is the geometry of the n x n board (nil for sizes that are not allowed).
var geos = func() (gs [MaxSize + 1]*geometry) {
	dirs := [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	for n := MinSize; n <= MaxSize; n += 2 {
		g := &geometry{n: n, cells: n * n}
		var notCol0, notColLast uint64
		for r := range n {
			for c := range n {
				i := r*n + c
				g.all |= 1 << i
				if c > 0 {
					notCol0 |= 1 << i
				}
				if c < n-1 {
					notColLast |= 1 << i
				}
				rowEdge, colEdge := r == 0 || r == n-1, c == 0 || c == n-1
				switch {
				case rowEdge && colEdge:
					g.corners |= 1 << i
					g.weight[i] = weightCorner
				case rowEdge || colEdge:
					g.edge |= 1 << i
					g.weight[i] = weightEdge
				default:
					g.weight[i] = weightInner
				}
			}
		}
		for d, dir := range dirs {
			g.shift[d] = dir[0]*n + dir[1]
			g.mask[d] = g.all
			switch dir[1] {
			case 1: // moving right: what lands in the first column wrapped round
				g.mask[d] &= notCol0
			case -1:
				g.mask[d] &= notColLast
			}
		}
		gs[n] = g
	}
	return gs
}()

// Zobrist keys from a fixed-seed SplitMix64: per square and owner (the players, then neutral)
// and per mover.
var (
	zCell  [maxCells][MaxPlayers + 1]uint64
	zMover [MaxPlayers]uint64
)

func init() {
	x := gamekit.SplitMix64(0x726f6c6974) // "rolit"
	next := x.Next
	for i := range zCell {
		for p := range zCell[i] {
			zCell[i][p] = next()
		}
	}
	for p := range zMover {
		zMover[p] = next()
	}
}

// undo is what Unmake needs to take back a placement: the discs each player and the neutral
// colour lost to it, and the key and end flag before it.
type undo struct {
	lost    [MaxPlayers]uint64
	neutral uint64
	hash    uint64
	over    bool
}

// State is a Rolit position. Copy it with Clone.
type State struct {
	opt     Options
	g       *geometry
	players int
	mover   int
	own     [MaxPlayers]uint64 // the discs of each player (entries from players on are 0)
	neutral uint64             // the discs of the colours nobody plays
	occ     uint64
	over    bool // stuck=pass: no player can trap (the board need not be full)
	hash    uint64
	sp      int
	undo    [maxCells]undo // every placement fills a square: at most maxCells pending
}

// New returns the start position for players players: the four centre squares hold one disc of
// each colour, clockwise from the top left red, yellow, green, blue; player i plays colour i
// (player 0 red, moving first) and the colours from players on are neutral discs.
func New(players int, o Options) (*State, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("rolit: players %d: want %d to %d", players, MinPlayers, MaxPlayers)
	}
	s := newState(o, players)
	n := o.Size
	h := n/2 - 1
	for colour, c := range [4]int{h*n + h, h*n + h + 1, (h+1)*n + h + 1, (h+1)*n + h} {
		s.set(c, min(colour, players))
	}
	s.over = s.computeOver()
	return s, nil
}

func newState(o Options, players int) *State {
	return &State{opt: o, g: geos[o.Size], players: players, hash: zMover[0]}
}

// set puts a disc of owner q (a player, or players for neutral) on the empty cell c.
func (s *State) set(c, q int) {
	b := uint64(1) << c
	if q >= s.players {
		s.neutral |= b
		s.hash ^= zCell[c][Neutral]
	} else {
		s.own[q] |= b
		s.hash ^= zCell[c][q]
	}
	s.occ |= b
}

func (s *State) setMover(p int) {
	s.hash ^= zMover[s.mover] ^ zMover[p]
	s.mover = p
}

// Clone returns an independent copy of s, its pending moves included.
func (s *State) Clone() *State {
	c := &State{opt: s.opt, g: s.g, players: s.players, mover: s.mover, own: s.own, neutral: s.neutral,
		occ: s.occ, over: s.over, hash: s.hash, sp: s.sp}
	copy(c.undo[:s.sp], s.undo[:s.sp])
	return c
}

// Options returns the rule options of s's game.
func (s *State) Options() Options { return s.opt }

// Size is the side of the board: it has Size() x Size() squares.
func (s *State) Size() int { return s.g.n }

// NumPlayers is the number of seats.
func (s *State) NumPlayers() int { return s.players }

// Mover is the player to move (on a terminal position, the one who would move next).
func (s *State) Mover() int { return s.mover }

// InGame is true for every player: a player without discs still places (docs/games/rolit.md).
func (s *State) InGame(p int) bool { return p >= 0 && p < s.players }

// At returns the owner of cell c: a player, Neutral, or -1 when it is empty.
func (s *State) At(c int) int {
	b := uint64(1) << c
	switch {
	case s.occ&b == 0:
		return -1
	case s.neutral&b != 0:
		return Neutral
	}
	for p := range s.players {
		if s.own[p]&b != 0 {
			return p
		}
	}
	return -1
}

// Count returns the number of discs of player p.
func (s *State) Count(p int) int { return bits.OnesCount64(s.own[p]) }

// Terminal reports whether the game is over: the board is full or, under stuck=pass, no player
// can trap a disc.
func (s *State) Terminal() bool { return s.occ == s.g.all || s.over }

// captures returns the empty squares where player p's disc would trap at least one disc: a line
// of other discs (the opponents' or neutral) running from the square to a disc of p.
func (s *State) captures(p int) uint64 {
	g := s.g
	mine := s.own[p]
	other := s.occ &^ mine
	empty := g.all &^ s.occ
	var t uint64
	for d := range 8 {
		x := g.sh(mine, d) & other
		for range g.n - 3 { // a line holds at most n-2 trapped discs
			x |= g.sh(x, d) & other
		}
		t |= g.sh(x, d) & empty
	}
	return t
}

// computeOver is the stuck=pass end: no player can trap (false under stuck=adjacent, whose end
// is the full board alone).
func (s *State) computeOver() bool {
	if s.opt.Stuck != StuckPass {
		return false
	}
	for p := range s.players {
		if s.captures(p) != 0 {
			return false
		}
	}
	return true
}

// targets returns the squares the mover may place on: its trapping placements, else under
// stuck=adjacent the empty squares next to a disc.
func (s *State) targets() uint64 {
	if t := s.captures(s.mover); t != 0 || s.opt.Stuck == StuckPass {
		return t
	}
	return s.g.dilate(s.occ) &^ s.occ
}

// Moves appends the mover's legal moves to buf[:0] in cell order: [Pass] when it has none,
// nothing on a terminal position.
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	if s.Terminal() {
		return buf
	}
	t := s.targets()
	if t == 0 {
		return append(buf, Pass)
	}
	for ; t != 0; t &= t - 1 {
		buf = append(buf, Move(bits.TrailingZeros64(t)+1))
	}
	return buf
}

// PassMove is Pass.
func (s *State) PassMove() Move { return Pass }

// flips returns the discs player p's disc on the empty cell c would trap.
func (s *State) flips(p, c int) uint64 {
	g := s.g
	mine := s.own[p]
	other := s.occ &^ mine
	from := uint64(1) << c
	var out uint64
	for d := range 8 {
		var line uint64
		x := g.sh(from, d)
		for x&other != 0 {
			line |= x
			x = g.sh(x, d)
		}
		if x&mine != 0 {
			out |= line
		}
	}
	return out
}

func (s *State) next(p int) int {
	if p++; p == s.players {
		return 0
	}
	return p
}

// Make plays m, a placement legal for the mover, or Pass.
func (s *State) Make(m Move) {
	p := s.mover
	if m == Pass {
		s.setMover(s.next(p))
		return
	}
	c := m.Cell()
	f := s.flips(p, c)
	u := &s.undo[s.sp]
	s.sp++
	u.hash, u.over = s.hash, s.over
	h := s.hash ^ zCell[c][p]
	for q := range s.players {
		l := s.own[q] & f
		u.lost[q] = l
		s.own[q] &^= l
		for x := l; x != 0; x &= x - 1 {
			i := bits.TrailingZeros64(x)
			h ^= zCell[i][q] ^ zCell[i][p]
		}
	}
	u.neutral = s.neutral & f
	s.neutral &^= f
	for x := u.neutral; x != 0; x &= x - 1 {
		i := bits.TrailingZeros64(x)
		h ^= zCell[i][Neutral] ^ zCell[i][p]
	}
	b := uint64(1) << c
	s.own[p] |= f | b
	s.occ |= b
	s.hash = h
	if s.opt.Stuck == StuckPass {
		s.over = s.computeOver()
	}
	s.setMover(s.next(p))
}

// Unmake takes back m, the last move made.
func (s *State) Unmake(m Move) {
	p := s.mover - 1
	if p < 0 {
		p = s.players - 1
	}
	if m == Pass {
		s.setMover(p)
		return
	}
	s.sp--
	u := &s.undo[s.sp]
	taken := u.neutral | uint64(1)<<m.Cell()
	for q := range s.players {
		taken |= u.lost[q]
		s.own[q] |= u.lost[q]
	}
	s.own[p] &^= taken
	s.neutral |= u.neutral
	s.occ &^= uint64(1) << m.Cell()
	s.mover, s.hash, s.over = p, u.hash, u.over
}

// Hash is a Zobrist key of the squares' owners and the mover.
func (s *State) Hash() uint64 { return s.hash }

// MoveIndex maps a placement to its cell index plus one and Pass to 0.
func (s *State) MoveIndex(m Move) int {
	if m == Pass {
		return 0
	}
	return int(m)
}

// Value is player p's entry of Vector.
func (s *State) Value(p int) int64 {
	var v [gamekit.MaxPlayers]int64
	s.Vector(&v)
	if p < 0 || p >= gamekit.MaxPlayers {
		return 0
	}
	return v[p]
}

// weighted returns the weighted discs of x: interior 1, edge 2, corner 5 each.
func (s *State) weighted(x uint64) int64 {
	g := s.g
	all := bits.OnesCount64(x)
	edge := bits.OnesCount64(x & g.edge)
	corner := bits.OnesCount64(x & g.corners)
	return int64(weightInner*(all-edge-corner) + weightEdge*edge + weightCorner*corner)
}

// Vector writes every player's value: on a terminal position the result (S split equally between
// the players with the most discs), otherwise each player's share of the weights 1 + its
// weighted discs + its mobility (the squares where it could trap, as if it were to move). The
// units lost to rounding go one each to the first players in turn order with a weight, so every
// vector sums to exactly S.
func (s *State) Vector(v *[gamekit.MaxPlayers]int64) {
	*v = [gamekit.MaxPlayers]int64{}
	var w [MaxPlayers]int64
	var total int64
	if s.Terminal() {
		best := 0
		for p := range s.players {
			best = max(best, bits.OnesCount64(s.own[p]))
		}
		for p := range s.players {
			if bits.OnesCount64(s.own[p]) == best {
				w[p] = 1
				total++
			}
		}
	} else {
		for p := range s.players {
			w[p] = 1 + s.weighted(s.own[p]) + int64(bits.OnesCount64(s.captures(p)))
			total += w[p]
		}
	}
	gamekit.Share(v, w[:s.players], total)
}

// Bounds: every entry lies in [0, S] and every vector sums to exactly S.
func (s *State) Bounds() gamekit.Bounds {
	return gamekit.Bounds{Max: gamekit.S, Sum: gamekit.S, ConstantSum: true}
}

// Order sorts the mover's moves best first: by the weight the move gains the mover (the placed
// square's and the trapped discs' square weights), then by cell (lower first). Pass, the only
// move when it is one, stays.
func (s *State) Order(moves []Move) {
	n := len(moves)
	if n < 2 || n > maxCells {
		return
	}
	var keys [maxCells]uint32
	for i, m := range moves {
		c := m.Cell()
		if m == Pass || c < 0 || c >= s.g.cells {
			return // not a list of placements
		}
		gain := uint32(s.g.weight[c]) + uint32(s.weighted(s.flips(s.mover, c)))
		keys[i] = gain<<8 | uint32(255-c)
	}
	for i := 1; i < n; i++ {
		k := keys[i]
		j := i
		for ; j > 0 && keys[j-1] < k; j-- {
			keys[j] = keys[j-1]
		}
		keys[j] = k
	}
	for i := range n {
		moves[i] = MoveAt(255 - int(keys[i]&255))
	}
}
