package gamekit

// MaxPly bounds the depth of every search: per-ply buffers have this many entries.
const MaxPly = 64

// Plies is the move source a game without a faster one of its own hands the searchers: a Ply per
// search ply, the game's Value as the leaf evaluation, and Franks' best-x by that Value. It
// implements the alpha-beta kernel's Source (package search). Chinese Checkers has its own,
// which lists lazily (package eval).
type Plies[S Evaluated[M], M comparable] struct {
	ply   [MaxPly]Ply[S, M]
	score [MaxMoves]int64 // Best's child values
}

// At returns the move source of ply ply.
func (p *Plies[S, M]) At(ply int) *Ply[S, M] { return &p.ply[ply] }

// Leaf is the value of s (a horizon leaf or a terminal position) for player root: the game's
// Value.
func (p *Plies[S, M]) Leaf(s S, root int) int64 { return s.Value(root) }

// TunedLeaf is Leaf: games other than Chinese Checkers have one evaluation.
func (p *Plies[S, M]) TunedLeaf(s S, root, ply int, e uint8) int64 { return s.Value(root) }

// Best sorts moves (the mover's) by the game's Value of each child for the mover, largest first,
// ties in static ordering, and returns the first n (n >= 1): Franks' "best x moves" for any game.
// Scoring a child is not a search node.
func (p *Plies[S, M]) Best(s S, moves []M, e uint8, ply, n int) []M {
	s.Order(moves)
	mover := s.Mover()
	vals := &p.score
	for i, m := range moves {
		s.Make(m)
		v := s.Value(mover)
		s.Unmake(m)
		j := i // insertion by value, stable: m goes after every earlier move of value >= v
		for ; j > 0 && vals[j-1] < v; j-- {
			vals[j], moves[j] = vals[j-1], moves[j-1]
		}
		vals[j], moves[j] = v, m
	}
	return moves[:min(n, len(moves))]
}

// Vector writes the game's value vector of s: the max^n kernel's leaves.
func (p *Plies[S, M]) Vector(s S, v *[MaxPlayers]int64) { s.Vector(v) }

// TunedVector is Vector: games other than Chinese Checkers have one evaluation (e is 0, or the
// Opponent Impact sampler's progress, EvalProgress, for which a game's own vector stands unless
// the game has a raw measure of its own: a ProgressVectorer's ProgressVector).
func (p *Plies[S, M]) TunedVector(s S, ply int, e uint8, v *[MaxPlayers]int64) {
	if e == EvalProgress {
		if r, ok := any(s).(ProgressVectorer); ok {
			r.ProgressVector(v)
			return
		}
	}
	s.Vector(v)
}

// EvalProgress is the Opponent Impact sampler's evaluation choice (search.EvalProgress): each
// player's own raw measure instead of its share.
const EvalProgress = 0xff

// ProgressVectorer is a game state with a raw measure per player beside its value vector (Risk:
// each player's strength, not its share of the strengths), which the Opponent Impact sampler's
// EvalProgress scores: a move then changes an opponent's value only by changing that opponent.
type ProgressVectorer interface {
	ProgressVector(v *[MaxPlayers]int64)
}

// Bounds is the game's declaration.
func (p *Plies[S, M]) Bounds(s S) Bounds { return s.Bounds() }

// Order sorts moves into the game's static ordering.
func (p *Plies[S, M]) Order(s S, moves []M) { s.Order(moves) }

// Ply is the plain move source of one node: it lists the mover's moves, sorts them into the
// game's static ordering and hands them out best first.
type Ply[S Evaluated[M], M comparable] struct {
	moves []M
}

// Start has q list the moves of the mover of s into buf (capacity MaxMoves) in static ordering
// and keep the first limit (limit >= 1).
func (p *Plies[S, M]) Start(q *Ply[S, M], s S, mover int, buf []M, limit int) {
	q.Start(s, mover, buf, limit)
}

// Start lists the moves of the mover of s into buf (capacity MaxMoves) in static ordering and
// keeps the first limit (limit >= 1).
func (p *Ply[S, M]) Start(s S, mover int, buf []M, limit int) {
	m := s.Moves(buf[:0])
	s.Order(m)
	p.moves = m[:min(limit, len(m))]
}

// Move returns the move of index i, or the zero move past the last.
func (p *Ply[S, M]) Move(i int) M {
	if i < len(p.moves) {
		return p.moves[i]
	}
	var end M
	return end
}

// Has reports whether there is a move of index i.
func (p *Ply[S, M]) Has(i int) bool { return i < len(p.moves) }

// Rest does nothing: leaving the rest unsorted is proved for Chinese Checkers' evaluation only.
func (p *Ply[S, M]) Rest(S) {}

// Use makes p hand out moves as they are.
func (p *Ply[S, M]) Use(moves []M) { p.moves = moves }
