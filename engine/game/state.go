// Package game is Chinese Checkers as docs/rules.md defines it, on its star boards and on the triangle and
// square boards of docs/boards.md: the position (State), moves, make/unmake
// in place, legal move generation into caller-owned buffers, the three rule sets, the win rule, the
// CCN notation and perft.
//
// Guarantees: Make followed by Unmake restores a State bit for bit; move generation and perft
// allocate nothing (full perft after its first call on a board and seats, which builds the
// board's leaf table once per process); moves come out sorted by (from, to) in cell order.
package game

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/cctree/cctree/engine/board"
)

// MaxPlayers is the largest number of seats.
const MaxPlayers = 6

// MaxPieces is the largest number of pieces per player (star121).
const MaxPieces = 10

// MaxMoves bounds the legal moves of any position: 10 pieces, each with at most 6 steps and one
// parity class (at most 37 cells on star121) of jump destinations; on the squares 6 pieces with
// at most 8 steps and a parity class of at most 36 cells (square:11).
const MaxMoves = 512

// Rules is a rule set: a move restriction of docs/rules.md (Free, NoStop or GoalLock) and a win rule
// (WinRule) in the bits from winShift. The zero win rule is Spoil, docs/rules.md's, so Free, NoStop
// and GoalLock alone are docs/rules.md's rule sets, as before the win rule was a choice; Franks'
// rule is, for example, Free.WithWin(AllHome), spelt "free+allhome".
type Rules uint8

const (
	Free     Rules = iota // no restriction
	NoStop                // a move may not end in a corner that is neither home nor goal
	GoalLock              // a piece that starts in its goal must end in its goal
)

// winShift is where the win rule sits in Rules; the bits below it are the move restriction.
const winShift = 4

// WinRule is when a player has won.
type WinRule uint8

const (
	// Spoil is docs/rules.md's rule: a player wins when its goal corner is full, whoever owns the
	// pieces there, and at least one of them is its own (an opponent cannot spoil a win by
	// parking in the goal).
	Spoil WinRule = iota
	// AllHome is Franks' rule (papers/002): a player wins when all its own pieces are in its
	// goal corner. Every corner holds exactly a player's pieces, so that is the corner full of
	// its own pieces: a piece an opponent leaves in the goal blocks the win.
	AllHome
)

var rulesNames = [...]string{"free", "nostop", "goallock"}
var winNames = [...]string{"spoil", "allhome"}

func (w WinRule) String() string {
	if int(w) < len(winNames) {
		return winNames[w]
	}
	return fmt.Sprintf("WinRule(%d)", w)
}

// Restriction returns r's move restriction: Free, NoStop or GoalLock.
func (r Rules) Restriction() Rules { return r & (1<<winShift - 1) }

// Win returns r's win rule.
func (r Rules) Win() WinRule { return WinRule(r >> winShift) }

// WithWin returns r with the win rule w.
func (r Rules) WithWin(w WinRule) Rules { return r.Restriction() | Rules(w)<<winShift }

// String is the restriction's name, then "+" and the win rule's name unless it is Spoil (the
// default): "free", "nostop+allhome".
func (r Rules) String() string {
	m, w := r.Restriction(), r.Win()
	if int(m) >= len(rulesNames) || int(w) >= len(winNames) {
		return fmt.Sprintf("Rules(%d)", r)
	}
	if w == Spoil {
		return rulesNames[m]
	}
	return rulesNames[m] + "+" + winNames[w]
}

// ParseRules reads a rule set: a move restriction (free, nostop or goallock), optionally followed
// by "+" and a win rule (spoil, the default, or allhome): "free", "free+allhome".
func ParseRules(s string) (Rules, error) {
	name, win, hasWin := strings.Cut(s, "+")
	r := Rules(len(rulesNames))
	for i, n := range rulesNames {
		if name == n {
			r = Rules(i)
		}
	}
	if r == Rules(len(rulesNames)) {
		return 0, fmt.Errorf("rules: unknown rule set %q (want free, nostop or goallock, optionally with +allhome or +spoil, e.g. free+allhome)", s)
	}
	if !hasWin {
		return r, nil
	}
	for i, n := range winNames {
		if win == n {
			return r.WithWin(WinRule(i)), nil
		}
	}
	return 0, fmt.Errorf("rules: unknown win rule %q in %q (want spoil or allhome, e.g. free+allhome)", win, s)
}

// Move is a move in layout bits. Pass is the move of a player without another.
type Move struct{ From, To uint8 }

// Pass is the move of a player who has no legal move.
var Pass = Move{board.NoBit, board.NoBit}

// IsPass reports whether m is the pass.
func (m Move) IsPass() bool { return m == Pass }

// State is a position. Copying a State (s2 := *s) gives an independent position.
type State struct {
	Geo     *board.Geometry
	Rules   Rules
	Players int
	Seats   [MaxPlayers]uint8 // home corner of each player
	ToMove  int
	Pieces  [MaxPlayers]board.Bitboard
	Occ     board.Bitboard
	Key     uint64          // Zobrist key of pieces and side to move
	Dist    [MaxPlayers]int // sum over a player's pieces of the distance to its goal's apex; 0 for the seats from Players on (eval.Value sums all six)
	Winner  int             // the player who has won, -1 while nobody has
	Goal    [MaxPlayers]board.Bitboard
	Dest    [MaxPlayers]board.Bitboard // where a player's move may end under Rules (empty or not)

	destSplit [MaxPlayers][4]uint64 // Dest in the class words of Geo.Split (dense boards)

	goalDist  [MaxPlayers]*[128]uint8
	turnKey   [MaxPlayers]uint64 // Key change when player p's turn passes to the next player
	goalOwner [7]int8            // by CornerOf+1: the player whose goal that corner is, -1 for none
	goalAt    [128]int8          // by bit: the player whose goal holds that cell, -1 for none
	cells     *cellTable         // shared by every State of the same board and seats

	// closed[p] is where another player's piece keeps p from winning with a full goal: none
	// under Spoil, p's whole goal under AllHome (see hasWon). Last: Make reads it only when a
	// goal fills, so it stays off the cache lines of the fields every move touches.
	closed [MaxPlayers]board.Bitboard
}

// cellInfo is what a piece of one player on one bit contributes: its key, its distance, and
// the player whose goal holds the bit. One load serves a leaf's three updates in enterLeaves.
type cellInfo struct {
	key  uint64
	dist int32
	goal int32 // -1 for none
}

type cellTable [MaxPlayers][128]cellInfo

// cellTables caches a cellTable per board and seats, so NewState does not rebuild one. It is
// process-wide on purpose: a cellTable is a function of the geometry (board and seats) alone,
// immutable once built, so sharing it between callers shares no state (see leafTables).
var cellTables sync.Map // cellTableKey -> *cellTable

type cellTableKey struct {
	geo   *board.Geometry
	seats [MaxPlayers]uint8
	n     int
}

// Start returns the start position of a board named as the notation names it (star73, star121,
// triangle, square, square:N) with seats as in CCN ("0134"; "" for the board's default seats),
// under rules (Free, the zero Rules, is the default rule set): the one call from names to a
// position. An unknown board or seats the board lacks is an error naming the field.
func Start(boardName, seats string, rules Rules) (*State, error) {
	g := board.ByName(boardName)
	if g == nil {
		return nil, fmt.Errorf("board: unknown board %q (want %s)", boardName, board.Accepted)
	}
	if seats == "" {
		seats = g.DefaultSeats
	}
	ss, err := ParseSeats(seats)
	if err != nil {
		return nil, err
	}
	return NewState(g, ss, rules)
}

// NewState returns the start position of seats (home corners in turn order) on g (an error for
// a nil g).
func NewState(g *board.Geometry, seats []int, rules Rules) (*State, error) {
	if g == nil {
		return nil, fmt.Errorf("board: nil geometry (board.ByName returns nil for an unknown name; game.Start names the board by name and says so)")
	}
	if err := CheckSeatsOn(g, seats); err != nil {
		return nil, err
	}
	var pieces [MaxPlayers]board.Bitboard
	for i, c := range seats {
		pieces[i] = g.Corner[c]
	}
	return newState(g, seats, 0, pieces, rules), nil
}

// ParseSeats reads a seats field such as "0134".
func ParseSeats(s string) ([]int, error) {
	seats := make([]int, 0, len(s))
	for _, r := range s {
		if r < '0' || r > '5' {
			return nil, fmt.Errorf("seats: %q is not a corner digit 0-5 (e.g. 0134)", r)
		}
		seats = append(seats, int(r-'0'))
	}
	if err := checkSeats(seats); err != nil {
		return nil, err
	}
	return seats, nil
}

func checkSeats(seats []int) error {
	if len(seats) < 2 || len(seats) > MaxPlayers {
		return fmt.Errorf("seats: want 2 to 6 corners, got %d", len(seats))
	}
	var seen [6]bool
	for _, c := range seats {
		if c < 0 || c > 5 {
			return fmt.Errorf("seats: corner %d out of range 0-5", c)
		}
		if seen[c] {
			return fmt.Errorf("seats: corner %d appears twice; corners must be distinct", c)
		}
		seen[c] = true
	}
	return nil
}

// CheckSeatsOn checks seats (home corners in turn order) against the corners of g: 2 or more
// distinct corners that have a corner area (all six on the stars; 0, 2, 4 on the triangle; 0-3 on
// the squares).
func CheckSeatsOn(g *board.Geometry, seats []int) error {
	if err := checkSeats(seats); err != nil {
		return err
	}
	homes := g.Homes()
	for _, c := range seats {
		if !g.HasCorner(c) {
			ds := make([]string, len(homes))
			for i, h := range homes {
				ds[i] = strconv.Itoa(h)
			}
			return fmt.Errorf("seats: corner %d is not a corner of %s (want 2 to %d distinct corners from %s, e.g. %s)",
				c, g.Name, len(homes), strings.Join(ds, ", "), g.DefaultSeats)
		}
	}
	return nil
}

// newState fills the derived fields; seats and pieces must already be valid.
func newState(g *board.Geometry, seats []int, toMove int, pieces [MaxPlayers]board.Bitboard, rules Rules) *State {
	s := &State{Geo: g, Rules: rules, Players: len(seats), ToMove: toMove, Pieces: pieces, Winner: -1}
	for i := range s.goalOwner {
		s.goalOwner[i] = -1
	}
	for p, c := range seats {
		s.Seats[p] = uint8(c)
		goal := int(g.GoalOf[c])
		s.Goal[p] = g.Corner[goal]
		s.goalOwner[goal+1] = int8(p)
		s.goalDist[p] = &g.Dist[goal]
		s.Occ = s.Occ.Or(pieces[p])
		for b := pieces[p]; !b.IsZero(); {
			bit := b.PopLowest()
			s.Key ^= zobrist[p][bit]
			s.Dist[p] += int(g.Dist[goal][bit])
		}
	}
	s.Key ^= zobristSide[toMove]
	for p := range s.Players {
		s.turnKey[p] = zobristSide[p] ^ zobristSide[(p+1)%s.Players]
	}
	for b := range s.goalAt {
		s.goalAt[b] = s.goalOwner[g.CornerOf[b]+1]
	}
	// Full perft's leafTable is not built here: PerftFull builds it on its first call per board
	// and seats. Building it with every State cost parsing a suite of 420 positions about 6M
	// instructions (11 tables), a third of a depth-1 sweep's start-up, for no search.
	s.cells = s.cellTable()
	s.SetRules(rules)
	return s
}

func (s *State) cellTable() *cellTable {
	k := cellTableKey{s.Geo, s.Seats, s.Players}
	if t, ok := cellTables.Load(k); ok {
		return t.(*cellTable)
	}
	t := new(cellTable)
	for p := range t {
		for b := range t[p] {
			t[p][b] = cellInfo{key: zobrist[p][b], goal: -1}
			if p < s.Players {
				t[p][b].dist = int32(s.goalDist[p][b])
				t[p][b].goal = int32(s.goalAt[b])
			}
		}
	}
	v, _ := cellTables.LoadOrStore(k, t)
	return v.(*cellTable)
}

// SetRules changes the rule set, and Winner to the player who has won under it, if any (a parsed
// position could show several: the first in turn order counts).
func (s *State) SetRules(r Rules) {
	s.Rules = r
	for p := range s.Players {
		s.Dest[p] = s.Geo.Mask
		s.closed[p] = board.Bitboard{}
		if r.Win() == AllHome {
			s.closed[p] = s.Goal[p]
		}
		if r.Restriction() == NoStop {
			for c := range s.Geo.Corners {
				if c != int(s.Seats[p]) && c != int(s.Geo.GoalOf[s.Seats[p]]) {
					s.Dest[p] = s.Dest[p].AndNot(s.Geo.Corner[c])
				}
			}
		}
		if s.Geo.Split != nil {
			s.destSplit[p] = s.Geo.Split.Words(s.Dest[p])
		}
	}
	s.Winner = -1
	for p := range s.Players {
		if s.hasWon(p) {
			s.Winner = p
			break
		}
	}
}

// hasWon reports whether p has won: its goal is full and holds one of its pieces (Spoil), and
// none of another player's pieces is in closed[p] (under AllHome, the goal: the goal is full of
// p's pieces, which are then all of them). The closed test comes last, so Spoil reaches it only
// for a win.
func (s *State) hasWon(p int) bool {
	g := s.Goal[p]
	return g.AndNot(s.Occ).IsZero() && !s.Pieces[p].And(g).IsZero() && s.Occ.AndNot(s.Pieces[p]).And(s.closed[p]).IsZero()
}

// winsAfter reports whether playing m (not a pass) for the player to move, giving occupancy occ,
// wins the game for somebody; s itself is not changed.
func (s *State) winsAfter(m Move, occ board.Bitboard) bool {
	q := s.goalAt[m.To&127]
	if q < 0 || !s.Goal[q].AndNot(occ).IsZero() {
		return false
	}
	own := s.Pieces[q]
	if int(q) == s.ToMove {
		own = own.Xor(board.Bit(m.From).Or(board.Bit(m.To)))
	}
	return !own.And(s.Goal[q]).IsZero() && occ.AndNot(own).And(s.closed[q]).IsZero()
}

// WinInOne reports whether a single move could end the game: some player's goal lacks exactly one
// piece (a win needs a full goal, and a move fills only the cell it enters). Searchers use it to
// know that no child of a node is terminal.
func (s *State) WinInOne() bool {
	for q := range s.Players {
		if s.Goal[q].AndNot(s.Occ).Count() == 1 {
			return true
		}
	}
	return false
}

// MayWin reports whether m, a move of the player to move, enters the last empty cell of a goal:
// only such a move can end the game (a win needs a full goal, and a move fills only the cell it
// enters), so after any other the position is not terminal. The pass enters none.
func (s *State) MayWin(m Move) bool {
	q := s.goalAt[m.To&127]
	return q >= 0 && m != Pass && s.Goal[q].AndNot(s.Occ) == board.Bit(m.To)
}

// Terminal reports whether some player has won.
func (s *State) Terminal() bool { return s.Winner >= 0 }

// Make plays m for the player to move. s must not be terminal and m must be legal.
func (s *State) Make(m Move) {
	p := s.ToMove
	if m != Pass {
		f, t := m.From&127, m.To&127 // masked: no bounds checks below
		x := board.Bit(f).Or(board.Bit(t))
		s.Pieces[p] = s.Pieces[p].Xor(x)
		s.Occ = s.Occ.Xor(x)
		z := &zobrist[p]
		s.Key ^= z[f] ^ z[t]
		gd := s.goalDist[p]
		s.Dist[p] += int(gd[t]) - int(gd[f])
		// Only the owner of the goal the piece entered can have just won, and only if the goal
		// is now full: that test, inline, spares nearly every move the call of hasWon.
		if q := int(s.goalAt[t]); q >= 0 && s.Goal[q].AndNot(s.Occ).IsZero() && s.hasWon(q) {
			s.Winner = q
		}
	}
	next := p + 1
	if next == s.Players {
		next = 0
	}
	s.Key ^= s.turnKey[p]
	s.ToMove = next
}

// Unmake takes back m, the last move made.
func (s *State) Unmake(m Move) {
	p := s.ToMove - 1
	if p < 0 {
		p = s.Players - 1
	}
	s.Key ^= s.turnKey[p]
	s.ToMove = p
	if m != Pass {
		f, t := m.From&127, m.To&127
		x := board.Bit(f).Or(board.Bit(t))
		s.Pieces[p] = s.Pieces[p].Xor(x)
		s.Occ = s.Occ.Xor(x)
		z := &zobrist[p]
		s.Key ^= z[f] ^ z[t]
		gd := s.goalDist[p]
		s.Dist[p] -= int(gd[t]) - int(gd[f])
		s.Winner = -1 // moves are made only from non-terminal positions
	}
}

// The Zobrist keys, zobrist and zobristSide, are generated by gen.go (a fixed SplitMix64 stream,
// so keys are identical on every machine) into zobrist_gen.go.
//
//go:generate go run gen.go

// The methods below make *State a gamekit.State[Move], the position every searcher runs on.

// NumPlayers is the number of players.
func (s *State) NumPlayers() int { return s.Players }

// Mover is the player to move.
func (s *State) Mover() int { return s.ToMove }

// InGame is true: nobody is eliminated in Chinese Checkers.
func (s *State) InGame(int) bool { return true }

// PassMove is Pass.
func (s *State) PassMove() Move { return Pass }

// Hash is the Zobrist key.
func (s *State) Hash() uint64 { return s.Key }

// MoveIndex maps m to [0, 1<<14): its layout bits, from then to.
func (s *State) MoveIndex(m Move) int { return int(m.From&127)<<7 | int(m.To&127) }
