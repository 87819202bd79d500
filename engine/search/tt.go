package search

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
)

// # Transposition tables
//
// A searcher of the alpha-beta kernel (ABOptions.TT) or of max^n (VectorOf.Table) may keep a
// transposition table: a node at ply >= 1 with remaining depth d >= 1 looks its position up before
// it expands, and stores what it found when it is done (not when the search was stopped). Horizon
// leaves (d == 0) are neither looked up nor stored: their evaluation is cheaper than a probe.
//
// The key is the game's Hash (every game's is a Zobrist key of the whole position, the player to
// move included: gamekit.State) mixed with the root player and, for OPPS, with the opponents'
// counter m at min nodes, cut to min(m, N1+1) (the only distinction of m the tree below makes:
// m == N1 chooses the l2 cut, and m never falls). Each search starts with an empty table (a
// generation counter: entries of earlier searches count as empty), so node counts do not depend
// on what the searcher searched before, nor on how many workers share a sweep; the iterations of
// one iterative deepening share it.
//
// The one rule that keeps values exact: a stored value is used only by a node with the same
// remaining depth and the same ply as the node that stored it. A node's value at a fixed depth is
// then a function of the key alone: the subtree below a position at (ply, d) is the same tree
// for every path to it (the children are what the position, d and, for OPPS, m say; Franks'
// evaluations and best-x read the ply). A value from a deeper search of the same position is a
// different number (the value of another tree), so using it would change the root value against
// the search without the table; entries of other depths serve move ordering only.
//
// Alpha-beta entries hold the value with its bound from the window it was searched with
// (fail-soft: exact when alpha < v < beta, a lower bound when v >= beta, an upper bound when
// v <= alpha), and a hit returns the value when it is exact or its bound already cuts the window
// (a lower bound >= beta, an upper bound <= alpha); the window is not narrowed. By induction the
// value a node returns keeps fail-soft's contract, so the root, searched with an open window,
// gets exactly the value of the search without the table (TestTTValues). They also hold the best
// move (at a min node of BRS, with its opponent): a node with an entry of any depth tries that
// move first when it is among the node's children (it is looked for in the node's ordered list,
// so a key collision cannot make an illegal move), the others after it in their order. The root
// is never looked up and keeps the static ordering, so ties choose the same root move. OPPS's
// counter m and its cut to the first l1 or l2 moves use each move's index in static ordering, so
// putting the table's move first changes the order of the children, never which they are. Under
// Threat-ADS the opponents keep the list's order (a passed-out opponent could otherwise change
// which children a layer has); without it, the table's opponent is tried first.
//
// Max^n entries hold the node's value vector; every max^n value is exact, and only the value is
// used: trying the table's move first would change which of two children with equal entries for
// the mover wins the tie, and so the vector. For the same reason max^n's tie randomisation
// (ties=) does not combine with a table. Max^n's pruning variants store and use the exact results
// only (a node "blocked below" an ancestor has no value to store).
//
// Replacement: a table of 2^k entries is 2^(k-1) buckets of two. A store overwrites the entry of
// its bucket with the same key, depth and ply if there is one; else the first entry if it is
// empty (of an earlier search) or its depth is at most the new one (depth-preferred); else the
// second (always replaced). A lookup reads both.

// MaxTT is the largest table (entries) a spec may ask for: 2^26, 1.5 GiB of Chinese Checkers'
// alpha-beta entries.
const MaxTT = 1 << 26

// ParseTT reads a table size: a number of entries with an optional suffix k or K (x 1024) or
// m or M (x 1048576), 0 for no table. It returns the size rounded down to a power of two (at
// least 2, the two entries of one bucket); the message of the error names the value.
func ParseTT(v string) (int, error) {
	num, mult := v, 1
	switch {
	case strings.HasSuffix(v, "k"), strings.HasSuffix(v, "K"):
		num, mult = v[:len(v)-1], 1<<10
	case strings.HasSuffix(v, "m"), strings.HasSuffix(v, "M"):
		num, mult = v[:len(v)-1], 1<<20
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || num != strconv.Itoa(n) {
		return 0, fmt.Errorf("tt = %q: want a number of entries >= 0, such as 65536, 64K or 1M (0 for no table)", v)
	}
	if n > MaxTT/mult {
		return 0, fmt.Errorf("tt = %q: at most %s entries", v, TTString(MaxTT))
	}
	n *= mult
	if n == 0 {
		return 0, nil
	}
	return max(2, 1<<(bits.Len(uint(n))-1)), nil
}

// TTString writes a table size as ParseTT reads it, shortest: 1M, 64K, 512; "" for 0.
func TTString(n int) string {
	switch {
	case n == 0:
		return ""
	case n%(1<<20) == 0:
		return strconv.Itoa(n>>20) + "M"
	case n%(1<<10) == 0:
		return strconv.Itoa(n>>10) + "K"
	}
	return strconv.Itoa(n)
}

// TTArg is the spec argument of a table size, "tt=1M", or "" for none (for spec.Join).
func TTArg(n int) string {
	if n == 0 {
		return ""
	}
	return "tt=" + TTString(n)
}

// Bounds of an alpha-beta entry's value.
const (
	boundExact uint8 = iota + 1
	boundLower
	boundUpper
)

// noOpp is an entry's opponent when its move is not a min node's (or there is none).
const noOpp = 0xff

// abEntry is one entry of the alpha-beta kernel's table.
type abEntry[M comparable] struct {
	key   uint64
	value int64
	gen   uint16
	move  M
	depth uint8
	ply   uint8
	bound uint8
	opp   uint8 // the opponent whose move move is, at a min node of BRS; noOpp otherwise
}

// abTable is the alpha-beta kernel's transposition table (see above); the zero value is off.
type abTable[M comparable] struct {
	slots[abEntry[M], uint16]
}

// slots is the storage both tables share: the entries (buckets of two), the generation that
// empties them for a new search, and the root player's salt of the keys.
type slots[E any, G ~uint16 | ~uint32] struct {
	e    []E
	mask uint64 // bucket index mask
	gen  G
	size int // entries asked for when e was made
	salt uint64
}

// start prepares t for a new search with size entries (0: off) and root player root: an empty
// table (the generation moves on; on its wrap the entries are cleared).
func (t *slots[E, G]) start(size, root int) {
	if size == 0 {
		t.e = nil
		return
	}
	if t.size != size || t.e == nil {
		t.e = make([]E, size)
		t.mask = uint64(size/2 - 1)
		t.size = size
		t.gen = 0
	}
	t.gen++
	if t.gen == 0 {
		clear(t.e)
		t.gen = 1
	}
	t.salt = gamekit.Mix(uint64(root) + 1)
}

// key returns the table key of a position with hash h searched with OPPS counter class m.
func (t *abTable[M]) key(h uint64, m int) uint64 {
	return h ^ t.salt ^ uint64(m)*0x9e3779b97f4a7c15
}

// probe returns the entry of key whose value a node at depth d and ply ply may use (nil if none)
// and the move of the deepest entry of key (ok false if none).
func (t *abTable[M]) probe(key uint64, d, ply int) (hit *abEntry[M], move M, opp int, ok bool) {
	b := t.e[(key&t.mask)*2:]
	b = b[:2]
	deepest := -1
	for i := range b {
		e := &b[i]
		if e.key != key || e.gen != t.gen {
			continue
		}
		if int(e.depth) == d && int(e.ply) == ply || ttMutant == mutantDepth {
			hit = e
		}
		if int(e.depth) > deepest {
			deepest, move, opp, ok = int(e.depth), e.move, int(e.opp), true
		}
	}
	return hit, move, opp, ok
}

// store records what a node at depth d and ply ply found (see above for the replacement).
func (t *abTable[M]) store(key uint64, d, ply int, v int64, bound uint8, move M, opp int) {
	b := t.e[(key&t.mask)*2:]
	b = b[:2]
	e := &b[1]
	switch {
	case b[0].gen == t.gen && b[0].key == key && int(b[0].depth) == d && int(b[0].ply) == ply:
		e = &b[0]
	case b[1].gen == t.gen && b[1].key == key && int(b[1].depth) == d && int(b[1].ply) == ply:
	case b[0].gen != t.gen || int(b[0].depth) <= d:
		e = &b[0]
	}
	*e = abEntry[M]{key: key, value: v, gen: t.gen, move: move, depth: uint8(d), ply: uint8(ply), bound: bound, opp: uint8(opp)}
}

// ttNode is what the alpha-beta kernel keeps of a node with the table between its probe and its
// store: the key, the table's move and opponent, the window it was searched with, and its best
// move so far.
type ttNode[M comparable] struct {
	key         uint64
	alpha, beta int64
	move, best  M
	opp         int
}

// first moves the table's opponent to the front of order (the opponents of a BRS min node in
// turn order), the others keeping their order.
func (n *ttNode[M]) first(order []uint8) {
	if n.opp == noOpp {
		return
	}
	for g := 1; g < len(order); g++ {
		if int(order[g]) == n.opp {
			copy(order[1:g+1], order[:g])
			order[0] = uint8(n.opp)
			return
		}
	}
}

// bound classifies a fail-soft value v searched with the window (alpha, beta).
func bound(v, alpha, beta int64) uint8 {
	switch {
	case v >= beta:
		return boundLower
	case v <= alpha:
		return boundUpper
	}
	return boundExact
}

// cuts reports whether e's value answers a node searched with the window (alpha, beta).
func (e *abEntry[M]) cuts(alpha, beta int64) bool {
	if ttMutant == mutantBounds {
		return true
	}
	switch e.bound {
	case boundExact:
		return true
	case boundLower:
		return e.value >= beta
	}
	return e.value <= alpha
}

// ttMutant is a deliberate error the tests switch on (export_test.go) to show that they fail
// without the rules above: mutantDepth uses the value of an entry of any depth and ply (so an
// earlier iteration's shallower value), mutantBounds reads every bound as exact.
var ttMutant int

const (
	mutantDepth = iota + 1
	mutantBounds
)

// vecEntry is one entry of max^n's table: a value vector.
type vecEntry struct {
	key   uint64
	vals  [gamekit.MaxPlayers]int64
	gen   uint32
	depth uint8
	ply   uint8
}

// VecTable is max^n's transposition table (VectorOf.Table; see above). The zero value is off;
// Start turns it on.
type VecTable struct {
	slots[vecEntry, uint32]
}

// On reports whether the table is on for the search under way.
func (t *VecTable) On() bool { return t.e != nil }

// Start prepares t for a new search with size entries (0: off) and root player root.
func (t *VecTable) Start(size, root int) { t.start(size, root) }

// Probe copies into v the stored value of the position of hash h for a node at depth d and ply
// ply and reports whether there was one.
func (t *VecTable) Probe(h uint64, d, ply int, v *[gamekit.MaxPlayers]int64) bool {
	key := h ^ t.salt
	b := t.e[(key&t.mask)*2:]
	b = b[:2]
	for i := range b {
		e := &b[i]
		if e.key == key && e.gen == t.gen && (int(e.depth) == d && int(e.ply) == ply || ttMutant == mutantDepth) {
			*v = e.vals
			return true
		}
	}
	return false
}

// Store records v, the exact value of the position of hash h at depth d and ply ply.
func (t *VecTable) Store(h uint64, d, ply int, v *[gamekit.MaxPlayers]int64) {
	key := h ^ t.salt
	b := t.e[(key&t.mask)*2:]
	b = b[:2]
	e := &b[1]
	switch {
	case b[0].gen == t.gen && b[0].key == key && int(b[0].depth) == d && int(b[0].ply) == ply:
		e = &b[0]
	case b[1].gen == t.gen && b[1].key == key && int(b[1].depth) == d && int(b[1].ply) == ply:
	case b[0].gen != t.gen || int(b[0].depth) <= d:
		e = &b[0]
	}
	*e = vecEntry{key: key, vals: *v, gen: t.gen, depth: uint8(d), ply: uint8(ply)}
}

// moved returns the index in the node's own order of the child handed out i-th when the move of
// index rot was moved to the front (rot == 0: none was): OPPS's cuts and counter read it.
func moved(i, rot int) int {
	switch {
	case rot == 0 || i > rot:
		return i
	case i == 0:
		return rot
	}
	return i - 1
}
