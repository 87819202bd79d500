// Package virus is the Virus Game of Polk and Oommen's Threat-ADS experiments as
// docs/games/virus.md settles its rules: players claim squares of an n x n board by infecting a
// square next to one they control, which claims that square and its neighbours. The position
// (State) implements gamekit.Evaluated[Move]: make and unmake in place, legal moves into the
// caller's buffer, the evaluation (each player's share of the controlled squares), the static
// move ordering and the one-line notation.
//
// Each player starts with a square on the board's edge and, by default (start=infected), that
// square's neighbours too; start=single is one square each.
//
// Guarantees: Make followed by Unmake restores a State exactly (String and Hash); Moves, Make,
// Unmake, Order and Vector allocate nothing; moves come out in cell order.
package virus

import (
	"fmt"
	"math/bits"

	"github.com/cctree/cctree/engine/gamekit"
)

// The player counts New accepts. Polk and Oommen play with 3 to 6 players; 2 is allowed too.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// The board sizes (squares per side) a game may have.
const (
	MinSize = 3
	MaxSize = 8
)

// MaxLimit is the largest Options.Limit.
const MaxLimit = 1000

const maxCells = MaxSize * MaxSize

// undoCap bounds the infections that can be pending on one State: at most every square with
// target=empty (every infection fills an empty square), at most Limit with target=any (which
// needs a limit). Passes keep no record.
const undoCap = max(maxCells, MaxLimit)

// Move is an infection of a square, stored as its cell index plus one, or Pass. The zero Move is
// never legal.
type Move uint16

// Pass is the null move: the mover passes and the next player still in the game is to move.
const Pass Move = 0xffff

// Cell returns the cell index infected by m (undefined for Pass).
func (m Move) Cell() int { return int(m) - 1 }

// MoveAt is the move infecting cell c.
func MoveAt(c int) Move { return Move(c + 1) }

// Start is how many squares each player controls at the start (option start).
type Start uint8

const (
	// StartInfected (start=infected, the default): each player controls its start square and
	// that square's neighbours, as if it had just infected its start square. A neighbour that
	// is another player's start square stays that player's; one next to the start squares of
	// several players goes to the first of them in turn order.
	StartInfected Start = iota
	// StartSingle (start=single): each player controls its start square only.
	StartSingle
)

// Options are the rule choices of docs/games/virus.md that the paper leaves open.
type Options struct {
	Size    int   // squares per side, MinSize to MaxSize
	Adj     int   // 4 (squares sharing a side) or 8 (also the diagonal ones)
	Start   Start // the squares each player controls at the start
	Convert bool  // an infection also claims the opponents' squares next to the infected one
	// AnyTarget lets a player infect an opponent's square, not only an empty one. Such a game
	// has no natural end, so it needs a Limit.
	AnyTarget bool
	// Limit ends the game once this many infections (passes do not count) have been made since
	// the start; 0 is no limit.
	Limit int
}

// DefaultLimit is the limit of infections of DefaultOptions.
const DefaultLimit = 200

// DefaultOptions is the game of docs/games/virus.md's literal reading: 5x5, four neighbours,
// each player starting with its start square and that square's neighbours, conversion on, any
// square but the mover's own can be infected, and the game ends after DefaultLimit infections.
func DefaultOptions() Options {
	return Options{Size: 5, Adj: 4, Start: StartInfected, Convert: true, AnyTarget: true, Limit: DefaultLimit}
}

// check reports the first option out of range as a one-line error.
func (o Options) check() error {
	switch {
	case o.Size < MinSize || o.Size > MaxSize:
		return fmt.Errorf("virus: size %d: want %d to %d", o.Size, MinSize, MaxSize)
	case o.Adj != 4 && o.Adj != 8:
		return fmt.Errorf("virus: adj %d: want 4 or 8", o.Adj)
	case o.Start != StartInfected && o.Start != StartSingle:
		return fmt.Errorf("virus: start %d: want StartInfected or StartSingle", o.Start)
	case o.Limit < 0 || o.Limit > MaxLimit:
		return fmt.Errorf("virus: limit %d: want 0 (none) to %d", o.Limit, MaxLimit)
	case o.AnyTarget && o.Limit == 0:
		return fmt.Errorf("virus: target=any: needs limit=1 to %d (such a game has no other end)", MaxLimit)
	}
	return nil
}

// geometry is what the moves need of a board size and adjacency.
type geometry struct {
	n, adj     int
	cells      int
	all        uint64 // the board's cells
	notCol0    uint64 // the cells outside the first column
	notColLast uint64 // the cells outside the last column
	nbr        [maxCells]uint64
}

//go:generate go test -run TestTablesGenerated -update

// buildGeos makes geos (tables_gen.go), geos[size][adj==8] the geometry of each board: the test's
// source of the file.
func buildGeos() (g [MaxSize + 1][2]*geometry) {
	for n := MinSize; n <= MaxSize; n++ {
		for k, adj := range [2]int{4, 8} {
			geo := &geometry{n: n, adj: adj, cells: n * n}
			for r := range n {
				for c := range n {
					i := r*n + c
					geo.all |= 1 << i
					if c > 0 {
						geo.notCol0 |= 1 << i
					}
					if c < n-1 {
						geo.notColLast |= 1 << i
					}
					for dr := -1; dr <= 1; dr++ {
						for dc := -1; dc <= 1; dc++ {
							rr, cc := r+dr, c+dc
							if (dr == 0 && dc == 0) || rr < 0 || rr >= n || cc < 0 || cc >= n {
								continue
							}
							if adj == 4 && dr != 0 && dc != 0 {
								continue
							}
							geo.nbr[i] |= 1 << (rr*n + cc)
						}
					}
				}
			}
			g[n][k] = geo
		}
	}
	return g
}

func geoOf(o Options) *geometry {
	k := 0
	if o.Adj == 8 {
		k = 1
	}
	return geos[o.Size][k]
}

// dilate returns b and every cell next to a cell of b.
func (g *geometry) dilate(b uint64) uint64 {
	n := uint(g.n)
	e := (b << 1) & g.notCol0
	w := (b >> 1) & g.notColLast
	if g.adj == 8 {
		h := b | e | w
		return (h | h<<n | h>>n) & g.all
	}
	return (b | e | w | b<<n | b>>n) & g.all
}

// zobristKeys are the Zobrist keys (tables_gen.go's zCell, zMover and zMade) from a fixed-seed
// SplitMix64.
type zobristKeys struct {
	zCell  [maxCells][MaxPlayers]uint64
	zMover [MaxPlayers]uint64
	zMade  uint64 // times the number of infections made, in games with a limit
}

// buildZobrist draws the keys: the test's source of tables_gen.go.
func buildZobrist() (z zobristKeys) {
	x := gamekit.SplitMix64(0x7669727573) // "virus"
	next := x.Next
	for i := range z.zCell {
		for p := range z.zCell[i] {
			z.zCell[i][p] = next()
		}
	}
	for p := range z.zMover {
		z.zMover[p] = next()
	}
	z.zMade = next() | 1
	return z
}

// undo is what Unmake needs to take back an infection: the cells the mover gained and, four
// bits per gained cell in cell order, their previous owners (0 empty, p+1 player p). An
// infection changes at most nine cells.
type undo struct {
	gained uint64
	prev   uint64
}

// State is a position of the Virus Game. Copy it with Clone.
type State struct {
	opt     Options
	g       *geometry
	players int
	mover   int
	made    int // infections made since the start (kept for the limit)
	own     [MaxPlayers]uint64
	occ     uint64 // the cells some player controls
	owner   [maxCells]uint8
	hash    uint64 // of the cells and the mover; Hash adds made in a game with a limit
	sp      int
	undo    [undoCap]undo
}

// New returns the start position for players players (docs/games/virus.md): each has a start
// square on the board's edge and controls it, with start=infected also its neighbours; player 0
// is to move. A start that would already be over (start=infected filling the board of a small
// game with target=empty) is refused.
func New(players int, o Options) (*State, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("virus: players %d: want %d to %d", players, MinPlayers, MaxPlayers)
	}
	s := newState(o, players)
	cells := startCells(o.Size, players)
	for p, c := range cells {
		s.set(c, p)
	}
	if o.Start == StartInfected {
		for p, c := range cells { // in turn order: the first player next to a square gets it
			for x := s.g.nbr[c] &^ s.occ; x != 0; x &= x - 1 {
				s.set(bits.TrailingZeros64(x), p)
			}
		}
	}
	if s.Terminal() {
		return nil, fmt.Errorf("virus: start=infected: %d players fill the %dx%d board (adj=%d) at the start, so target=empty would end the game before the first move; want start=single or target=any",
			players, o.Size, o.Size, o.Adj)
	}
	s.setMover(0)
	return s, nil
}

func newState(o Options, players int) *State {
	return &State{opt: o, g: geoOf(o), players: players, hash: zMover[0]}
}

// startCells returns the start square of each player: the squares of the board's edge are
// walked clockwise from the top left corner, and player i starts on the square round(i*P/k)
// of the walk, P the edge's 4(n-1) squares and k the players.
func startCells(n, k int) []int {
	p := 4 * (n - 1)
	out := make([]int, k)
	for i := range k {
		j := (2*i*p + k) / (2 * k)
		var r, c int
		switch {
		case j < n-1:
			r, c = 0, j
		case j < 2*(n-1):
			r, c = j-(n-1), n-1
		case j < 3*(n-1):
			r, c = n-1, n-1-(j-2*(n-1))
		default:
			r, c = n-1-(j-3*(n-1)), 0
		}
		out[i] = r*n + c
	}
	return out
}

// set gives the empty cell c to player p (setting up a position).
func (s *State) set(c, p int) {
	s.own[p] |= 1 << c
	s.occ |= 1 << c
	s.owner[c] = uint8(p + 1)
	s.hash ^= zCell[c][p]
}

func (s *State) setMover(p int) {
	s.hash ^= zMover[s.mover] ^ zMover[p]
	s.mover = p
}

// Clone returns an independent copy of s, its pending moves included.
func (s *State) Clone() *State {
	c := &State{opt: s.opt, g: s.g, players: s.players, mover: s.mover, made: s.made, own: s.own,
		occ: s.occ, owner: s.owner, hash: s.hash, sp: s.sp}
	copy(c.undo[:s.sp], s.undo[:s.sp])
	return c
}

// Options returns the rule options of s's game.
func (s *State) Options() Options { return s.opt }

// NumPlayers is the number of seats.
func (s *State) NumPlayers() int { return s.players }

// Mover is the player to move (on a terminal position, the one who would move next).
func (s *State) Mover() int { return s.mover }

// InGame reports whether player p still controls a square.
func (s *State) InGame(p int) bool { return p >= 0 && p < s.players && s.own[p] != 0 }

// At returns the owner of cell c, or -1 when it is empty.
func (s *State) At(c int) int { return int(s.owner[c]) - 1 }

// Count returns the number of squares player p controls.
func (s *State) Count(p int) int { return bits.OnesCount64(s.own[p]) }

// Made returns the number of infections made since the start (counted for Options.Limit; 0 in a
// position read by Parse of a game without a limit).
func (s *State) Made() int { return s.made }

// Terminal reports whether the game is over: one player left, no empty square left (when only
// empty squares can be infected), or the limit of infections reached.
func (s *State) Terminal() bool {
	return s.own[s.mover] == s.occ || // the mover always controls a square
		(!s.opt.AnyTarget && s.occ == s.g.all) ||
		(s.opt.Limit > 0 && s.made >= s.opt.Limit)
}

// targets returns the cells the mover may infect.
func (s *State) targets() uint64 {
	mine := s.own[s.mover]
	t := s.g.dilate(mine) &^ mine
	if !s.opt.AnyTarget {
		t &^= s.occ
	}
	return t
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

// claim returns the cells the mover gains by infecting cell c.
func (s *State) claim(c int) uint64 {
	nb := s.g.nbr[c]
	cl := uint64(1)<<c | nb&^s.occ
	if s.opt.Convert {
		cl |= nb
	}
	return cl &^ s.own[s.mover]
}

// next returns the first player after p in turn order who still controls a square (p itself
// when no other does).
func (s *State) next(p int) int {
	for range s.players - 1 {
		if p++; p == s.players {
			p = 0
		}
		if s.own[p] != 0 {
			return p
		}
	}
	if p++; p == s.players {
		p = 0
	}
	return p
}

// prev is the inverse of next over the players in the game.
func (s *State) prev(p int) int {
	for range s.players - 1 {
		if p--; p < 0 {
			p = s.players - 1
		}
		if s.own[p] != 0 {
			return p
		}
	}
	if p--; p < 0 {
		p = s.players - 1
	}
	return p
}

// Make plays m, an infection legal for the mover or Pass.
func (s *State) Make(m Move) {
	p := s.mover
	if m == Pass {
		s.setMover(s.next(p))
		return
	}
	gained := s.claim(m.Cell())
	h := s.hash
	var prev uint64
	sh := 0
	for x := gained; x != 0; x &= x - 1 {
		i := bits.TrailingZeros64(x)
		q := s.owner[i]
		prev |= uint64(q) << sh
		sh += 4
		if q != 0 {
			s.own[q-1] &^= 1 << i
			h ^= zCell[i][q-1]
		}
		s.owner[i] = uint8(p + 1)
		h ^= zCell[i][p]
	}
	s.own[p] |= gained
	s.occ |= gained
	s.undo[s.sp] = undo{gained, prev}
	s.sp++
	s.made++
	s.hash = h
	s.setMover(s.next(p))
}

// Unmake takes back m, the last move made.
func (s *State) Unmake(m Move) {
	if m == Pass {
		s.setMover(s.prev(s.mover))
		return
	}
	p := int(s.owner[m.Cell()]) - 1 // the infecting player owns the infected square
	s.sp--
	u := s.undo[s.sp]
	h := s.hash
	prev := u.prev
	taken := uint64(0)
	for x := u.gained; x != 0; x &= x - 1 {
		i := bits.TrailingZeros64(x)
		q := uint8(prev & 15)
		prev >>= 4
		h ^= zCell[i][p]
		s.owner[i] = q
		if q != 0 {
			s.own[q-1] |= 1 << i
			h ^= zCell[i][q-1]
			taken |= 1 << i
		}
	}
	s.own[p] &^= u.gained
	s.occ = s.occ&^u.gained | taken
	s.made--
	s.hash = h
	s.setMover(p)
}

// Hash is a Zobrist key of the cells' owners and the mover (and, in a game with a limit, the
// infections made).
func (s *State) Hash() uint64 {
	if s.opt.Limit > 0 {
		return s.hash ^ uint64(s.made)*zMade
	}
	return s.hash
}

// MoveIndex maps an infection to its cell index plus one and Pass to 0.
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

// Vector writes every player's value: on a terminal position the result (S split equally between
// the players with the most squares), otherwise each player's share of the controlled squares.
// The units lost to rounding go one each to the first players in turn order with a share, so
// every vector sums to exactly S.
func (s *State) Vector(v *[gamekit.MaxPlayers]int64) {
	*v = [gamekit.MaxPlayers]int64{}
	var cnt [MaxPlayers]int64
	for p := range s.players {
		cnt[p] = int64(bits.OnesCount64(s.own[p]))
	}
	if s.Terminal() {
		best, k := int64(0), int64(0)
		for p := range s.players {
			switch {
			case cnt[p] > best:
				best, k = cnt[p], 1
			case cnt[p] == best:
				k++
			}
		}
		for p := range s.players {
			if cnt[p] == best {
				cnt[p] = 1
			} else {
				cnt[p] = 0
			}
		}
		gamekit.Share(v, cnt[:s.players], k)
		return
	}
	gamekit.Share(v, cnt[:s.players], int64(bits.OnesCount64(s.occ)))
}

// Bounds: every entry lies in [0, S] and every vector sums to exactly S.
func (s *State) Bounds() gamekit.Bounds {
	return gamekit.Bounds{Max: gamekit.S, Sum: gamekit.S, ConstantSum: true}
}

// Order sorts the mover's moves best first: by the mover's share of the controlled squares
// right after the move (more first), then by the squares it gains (more first), then by cell
// (lower first). Pass, the only move when it is one, stays.
func (s *State) Order(moves []Move) {
	n := len(moves)
	if n < 2 || n > maxCells {
		return
	}
	c := uint64(bits.OnesCount64(s.own[s.mover]))
	t := uint64(bits.OnesCount64(s.occ))
	var keys [maxCells]uint64
	for i, m := range moves {
		cell := m.Cell()
		if m == Pass || cell < 0 || cell >= s.g.cells {
			return // not a list of Moves
		}
		gained := s.claim(cell)
		g := uint64(bits.OnesCount64(gained))
		e := uint64(bits.OnesCount64(gained &^ s.occ))
		// (c+g)/(t+e) <= 1 with denominators at most 128: two different shares differ by at
		// least 2^-14, so their 2^32-scaled floors keep the order and ties stay ties.
		share := (c + g) << 32 / (t + e)
		keys[i] = share<<16 | g<<8 | uint64(255-cell)
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
