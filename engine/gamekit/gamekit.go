// Package gamekit is the game abstraction every searcher runs on: what a game's position must
// offer (State) and what its evaluation adds (Evaluated), the generic perft and divide over
// them, and Ply, the move source a game without a faster one of its own hands the searchers.
//
// A game is a package whose position type implements State for its own move type. The searchers
// never assume a turn order: the player to move after a move is whatever Mover says (a trick's
// winner leads, an eliminated player is skipped), and "the root player against the others" is
// decided by comparing Mover with the root player at every node.
//
// Guarantees asked of every game (checked for each by package gamekit/gametest): Make followed by
// Unmake restores a position exactly (String and Hash equal); Moves is deterministic and allocates
// nothing into a buffer of capacity MaxMoves; a non-terminal position always has a move (a pass
// when the mover has no other); the zero value of the move type is never a legal move (searchers
// use it as "no more moves"); evaluation is integer arithmetic, so node counts are the same on
// every machine. It imports nothing of the module.
package gamekit

// MaxPlayers is the largest number of players of any game.
const MaxPlayers = 6

// MaxMoves bounds the legal moves of any position of any game: move buffers have this capacity.
// Blokus sets it: its positions early in the game have several hundred placements, up to 1,032
// in 18,000 random and greedy games (docs/games/blokus.md, "Moves"); every other game stays
// below 512.
const MaxMoves = 2048

// MaxLine is how many moves every game lets a searcher make in a row before it unmakes them
// (a game's undo stack, where it has one, holds at least this many): the deepest line of any
// search, Monte Carlo tree search's descents with their playouts included.
const MaxLine = 256

// S is the evaluation scale of every game: a player's value lies in [0, S], a won game is worth S
// to its winner, and the entries of one value vector sum to at most S (see Bounds).
const S = 1 << 20

// State is a position of a game with moves of type M, made and unmade in place.
type State[M comparable] interface {
	// NumPlayers is the number of seats; players are 0..NumPlayers()-1.
	NumPlayers() int
	// Mover is the player to move. On a terminal position it is the player who would move next.
	Mover() int
	// InGame reports whether player p still plays (false once eliminated). An eliminated player
	// is never the mover of a non-terminal position.
	InGame(p int) bool
	// Terminal reports whether the game is over.
	Terminal() bool
	// Moves appends the mover's legal moves to buf[:0] in generation order (deterministic) and
	// returns it; [PassMove()] when the mover has no other move; nothing on a terminal position.
	Moves(buf []M) []M
	// Make plays m (a legal move or PassMove) for the mover; Unmake takes back the last Make.
	Make(m M)
	Unmake(m M)
	// PassMove is the null move: the mover passes and the game's next player is to move. Best-
	// Reply searchers make it for the opponents who do not move in a layer, whether or not the
	// rules let a player pass.
	PassMove() M
	// Hash is a key of the position (pieces and mover); equal positions have equal keys.
	Hash() uint64
	// MoveIndex maps a move to [0, MaxMoveIndex) for tables kept per move (the history heuristic).
	MoveIndex(m M) int
	// String is the position in the game's one-line notation, which the game's parser reads back.
	String() string
	// MoveString writes a move in the game's notation.
	MoveString(m M) string
}

// MaxMoveIndex bounds State.MoveIndex for every game.
const MaxMoveIndex = 1 << 14

// Evaluated is a State with its game's default evaluation and static move ordering, what Ply
// and the value-vector searchers need of a game.
type Evaluated[M comparable] interface {
	State[M]
	// Value is the position's value for player p in [0, S]: on a terminal position the result
	// (S to a sole winner), otherwise the heuristic. It equals entry p of Vector.
	Value(p int) int64
	// Vector writes every player's Value into v (entries from NumPlayers on are 0).
	Vector(v *[MaxPlayers]int64)
	// Order sorts moves (the mover's, as Moves lists them) into the static move ordering, best
	// first: a total, deterministic order.
	Order(moves []M)
	// Bounds declares what max^n pruning may assume of Vector.
	Bounds() Bounds
}

// Bounds is what a game declares of its value vectors for max^n's shallow, last-branch and
// speculative pruning: every entry lies in [0, Max] and the entries of one vector sum to at most
// Sum. ConstantSum says every vector sums to exactly Sum. A game whose vectors have no such sum
// sets Sum to 0, and the pruning variants prune nothing on it.
type Bounds struct {
	Max, Sum    int64
	ConstantSum bool
}

// Perft counts the leaves of the move tree of s to depth d: the positions reached by d moves,
// a terminal position before depth d counting as one leaf (the game stops there). s is restored.
// It allocates its move buffers once per call (64 plies of MaxMoves moves), nothing per node.
func Perft[S State[M], M comparable](s S, d int) uint64 {
	var bufs [64][MaxMoves]M
	return perft(s, d, bufs[:])
}

func perft[S State[M], M comparable](s S, d int, bufs [][MaxMoves]M) uint64 {
	if d == 0 || s.Terminal() {
		return 1
	}
	moves := s.Moves(bufs[0][:0])
	if d == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		s.Make(m)
		n += perft(s, d-1, bufs[1:])
		s.Unmake(m)
	}
	return n
}

// DivideEntry is one root move of Divide and the perft below it.
type DivideEntry[M comparable] struct {
	Move  M
	Count uint64
}

// Divide returns, for every legal move of s in generation order, perft of depth d-1 below it.
func Divide[S State[M], M comparable](s S, d int) []DivideEntry[M] {
	var buf [MaxMoves]M
	var out []DivideEntry[M]
	for _, m := range s.Moves(buf[:0]) {
		s.Make(m)
		out = append(out, DivideEntry[M]{m, Perft(s, d-1)})
		s.Unmake(m)
	}
	return out
}
