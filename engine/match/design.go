package match

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// Design is how a match seats its contestants in each block (Config.Design). A seating is the
// contestant index of every player index; the relative position of player index j to player
// index i is d = (j - i) mod n, the number of turns j moves after i ("opposite" is d = n/2).
//
//   - DesignFull: every seating in which each contestant takes a seat, in lexicographic order.
//     Closed under relabelling the contestants, so every contestant holds every player index
//     equally often and every ordered pair of distinct contestants sits at every d equally often.
//   - DesignBalanced: the orbit of a base seating (balancedBase: each contestant floor(n/k) or
//     ceil(n/k) seats, every relative position between two different contestants somewhere)
//     under a 2-transitive group of contestant relabellings: AGL(1,q) for k = q = 2, 3, 4, 5
//     (k(k-1) seatings), PSL(2,5) on the projective line for k = 6 (60); sorted. The same two
//     balances hold exactly (Balance.Exact). Only for 2 <= k <= 6 (BalancedExists).
//   - DesignRandom: k(k-1) seatings a block, each drawn uniformly from the full design's by a
//     generator seeded by Config.Seed and the block: balanced only in expectation.
//   - DesignDraw: the MP-Mix paper's tables: each game's n players drawn uniformly with
//     replacement from the k contestants (a table with a single contestant is drawn again), by a
//     generator seeded by Config.Seed and the game; k(k-1) games a block. A contestant may be
//     absent from a game or hold several seats.
//   - counts=C0,C1,...: contestant x holds Cx player indices in every game (the Cx sum to n);
//     the block is every distinct arrangement of that table, in lexicographic order. The MP-Mix
//     paper's experiments 1 and 3 (a fixed field, one player plugged in): every contestant holds
//     every player index in proportion to its count, and every ordered pair of distinct
//     contestants sits at every relative position equally often per pair of seats they hold
//     (the arrangements are closed under rotating and reflecting the player indices' labels).
//   - DesignRotations: the 2k seatings "player i plays (i+r) mod k" and "(r-i) mod k",
//     r = 0..k-1 (legacy): every contestant holds every player index equally often, but pairs
//     are not balanced (with 5 contestants on 6 players each never sits opposite two others).
//
// The empty design is what a record without a design field means: full when it has at most
// MaxSeatings seatings, else rotations.
type Design string

// The designs.
const (
	DesignFull      Design = "full"
	DesignBalanced  Design = "balanced"
	DesignRandom    Design = "random"
	DesignDraw      Design = "draw"
	DesignRotations Design = "rotations"
)

// Designs lists the designs; DesignsAccepted is the list as error messages give it.
var Designs = []Design{DesignFull, DesignBalanced, DesignRandom, DesignDraw, DesignRotations}

const DesignsAccepted = "full, balanced, random, draw, rotations or counts=C0,C1,... (the seats each contestant holds)"

// countsPrefix starts the design of fixed seat counts.
const countsPrefix = "counts="

// ParseDesign returns the design named s.
func ParseDesign(s string) (Design, error) {
	if d := Design(s); slices.Contains(Designs, d) {
		return d, nil
	}
	if _, ok := strings.CutPrefix(s, countsPrefix); ok {
		if _, err := Design(s).Counts(); err != nil {
			return "", err
		}
		return Design(s), nil
	}
	return "", &FieldError{"design", strconv.Quote(s), "want one of " + DesignsAccepted}
}

// Counts returns the seat counts of a counts= design (nil for the other designs).
func (d Design) Counts() ([]int, error) {
	list, ok := strings.CutPrefix(string(d), countsPrefix)
	if !ok {
		return nil, nil
	}
	var counts []int
	for _, f := range strings.Split(list, ",") {
		c, err := strconv.Atoi(f)
		if err != nil || c < 1 {
			return nil, &FieldError{"design", strconv.Quote(string(d)), "want counts=C0,C1,... with every count a whole number >= 1 (the seats of each contestant, in {players} order)"}
		}
		counts = append(counts, c)
	}
	return counts, nil
}

// Surjections returns the number of seatings of k contestants on n player indices in which
// each contestant takes a seat: sum over j of (-1)^j C(k,j) (k-j)^n.
func Surjections(n, k int) int {
	total, binom := 0, 1
	for j := 0; j <= k; j++ {
		term := binom
		for range n {
			term *= k - j
		}
		if j%2 == 1 {
			term = -term
		}
		total += term
		binom = binom * (k - j) / (j + 1)
	}
	return total
}

// BalancedExists reports whether DesignBalanced is defined for k contestants.
func BalancedExists(k int) bool { return labelGroup(k) != nil }

// DefaultDesign is the design of a new match of k contestants on n players: full when it has
// at most MaxSeatings seatings, else balanced when it exists (always, for k <= 6), else random.
// It equals the legacy
// design (a record without a design) whenever full has at most MaxSeatings seatings, so every
// such match plays as it always has.
func DefaultDesign(n, k int) Design {
	switch {
	case Surjections(n, k) <= MaxSeatings:
		return DesignFull
	case BalancedExists(k):
		return DesignBalanced
	}
	return DesignRandom
}

// legacyDesign is what the empty design means.
func legacyDesign(n, k int) Design {
	if Surjections(n, k) <= MaxSeatings {
		return DesignFull
	}
	return DesignRotations
}

// EffectiveDesign is the design the match plays: Config.Design, or for the empty design the
// legacy one; "" with a fixed seating (Config.Seating).
func (c *Config) EffectiveDesign() Design {
	switch {
	case c.Seating != nil:
		return ""
	case c.Design != "":
		return c.Design
	}
	return legacyDesign(c.NumPlayers(), len(c.Players))
}

// selfPlay reports whether the match seats one contestant at every player index (design
// counts=N with one count): the field of a claim such as "MAXN in an environment of three MAXN",
// whose share per seat is a quarter less the games without a single winner.
func (c *Config) selfPlay() bool {
	counts, err := c.Design.Counts()
	return err == nil && len(counts) == 1 && len(c.Players) == 1
}

// drawn reports whether the design draws its seatings per block or per game.
func (d Design) drawn() bool { return d == DesignRandom || d == DesignDraw }

// validateDesign checks Config.Design (after Seats, Players and Seating are checked).
func (c *Config) validateDesign() error {
	if c.Design == "" {
		return nil
	}
	if _, err := ParseDesign(string(c.Design)); err != nil {
		return err
	}
	switch k := len(c.Players); {
	case c.Seating != nil:
		return &FieldError{"design", string(c.Design), "a fixed seating is its own design; want no design with it"}
	case c.Design == DesignBalanced && !BalancedExists(k):
		return &FieldError{"design", "balanced", fmt.Sprintf("no 2-transitive design is known here for %d contestants; want full or random", k)}
	}
	if counts, _ := c.Design.Counts(); counts != nil {
		sum := 0
		for _, x := range counts {
			sum += x
		}
		if len(counts) != len(c.Players) || sum != c.NumPlayers() {
			return &FieldError{"design", string(c.Design), fmt.Sprintf("want one count per contestant (%d) summing to the players (%d)", len(c.Players), c.NumPlayers())}
		}
	}
	return nil
}

// BlockSize returns the games of a block.
func (c *Config) BlockSize() int {
	if d := c.EffectiveDesign(); d.drawn() {
		return drawnBlock(len(c.Players))
	}
	return len(c.Seatings())
}

// drawnBlock is the block of the random and draw designs: k(k-1) games.
func drawnBlock(k int) int { return k * (k - 1) }

// Seatings returns the seatings of the match's first block, each the contestant index of every
// player index: with Config.Seating that one seating; else those of the design (see Design),
// which are every block's except for the random and draw designs.
func (c *Config) Seatings() [][]int { return c.BlockSeatings(0) }

// BlockSeatings returns the seatings of block b, game by game.
func (c *Config) BlockSeatings(b int) [][]int {
	if c.Seating != nil {
		return [][]int{slices.Clone(c.Seating)}
	}
	n, k := c.NumPlayers(), len(c.Players)
	switch c.EffectiveDesign() {
	case DesignBalanced:
		return balancedSeatings(n, k)
	case DesignRotations:
		return rotationSeatings(n, k)
	case DesignRandom:
		rng := rand.New(rand.NewPCG(c.Seed, 0x7365617400000000|uint64(b))) // "seat"
		out := make([][]int, drawnBlock(k))
		for i := range out {
			for {
				out[i] = drawTable(rng, n, k)
				if distinct(out[i]) == k {
					break
				}
			}
		}
		return out
	case DesignDraw:
		out := make([][]int, drawnBlock(k))
		for i := range out {
			out[i] = c.drawGame(b*len(out) + i)
		}
		return out
	}
	if counts, _ := c.Design.Counts(); counts != nil {
		return slices.DeleteFunc(fullSeatings(n, k), func(st []int) bool {
			return !hasCounts(st, counts)
		})
	}
	return fullSeatings(n, k)
}

// drawGame is game g's table of the draw design.
func (c *Config) drawGame(g int) []int {
	rng := rand.New(rand.NewPCG(c.Seed, 0x6472617700000000|uint64(g))) // "draw"
	for {
		t := drawTable(rng, c.NumPlayers(), len(c.Players))
		if distinct(t) >= 2 {
			return t
		}
	}
}

// drawTable draws each of n player indices' contestant uniformly from k.
func drawTable(rng *rand.Rand, n, k int) []int {
	t := make([]int, n)
	for i := range t {
		t[i] = rng.IntN(k)
	}
	return t
}

// distinct returns the number of distinct contestants of a seating.
func distinct(s []int) int {
	return len(slices.Compact(slices.Sorted(slices.Values(s))))
}

// seatingCode numbers a seating of k contestants as the base-k number of its entries: the
// Game.Seating of the drawn designs, the same number for the same seating in every block.
func seatingCode(s []int, k int) int {
	code := 0
	for _, x := range s {
		code = code*k + x
	}
	return code
}

// seatingOfCode inverts seatingCode for n player indices.
func seatingOfCode(code, n, k int) []int {
	s := make([]int, n)
	for i := n - 1; i >= 0; i-- {
		s[i] = code % k
		code /= k
	}
	return s
}

// SeatingOf returns game g's seating: the contestant index of every player index.
func (c *Config) SeatingOf(g Game) []int {
	if c.EffectiveDesign().drawn() {
		return seatingOfCode(g.Seating, c.NumPlayers(), len(c.Players))
	}
	return c.Seatings()[g.Seating]
}

// fullSeatings returns every surjection of n player indices onto k contestants in
// lexicographic order.
func fullSeatings(n, k int) [][]int {
	var out [][]int
	cur := make([]int, n)
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			used := 0
			for _, x := range cur {
				used |= 1 << x
			}
			if used == 1<<k-1 {
				out = append(out, slices.Clone(cur))
			}
			return
		}
		for x := range k {
			cur[i] = x
			rec(i + 1)
		}
	}
	rec(0)
	return out
}

// rotationSeatings returns the 2k rotations and reflections (DesignRotations).
func rotationSeatings(n, k int) [][]int {
	var out [][]int
	for r := range 2 * k { // k rotations, then k reflections
		st := make([]int, n)
		for i := range n {
			if r < k {
				st[i] = (i + r) % k
			} else {
				st[i] = ((r-i)%k + k) % k
			}
		}
		out = append(out, st)
	}
	return out
}

// balancedSeatings returns the orbit of balancedBase(n, k) under labelGroup(k), sorted.
func balancedSeatings(n, k int) [][]int {
	base := balancedBase(n, k)
	var out [][]int
	for _, g := range labelGroup(k) {
		st := make([]int, n)
		for i, x := range base {
			st[i] = g[x]
		}
		out = append(out, st)
	}
	slices.SortFunc(out, slices.Compare)
	return out
}

// balancedBase returns the base seating of the balanced design: the lexicographically first of
// the seatings that give each contestant floor(n/k) or ceil(n/k) seats and, among those, have
// the most player indices i with different contestants at i and i+d for the d where that is
// fewest. The orbit seats every ordered pair of distinct contestants at relative position d
// that many times |G| / (k(k-1)), so no d is left without pairs (as i mod k would leave d = k
// when k divides n).
func balancedBase(n, k int) []int {
	var best []int
	bestScore := -1
	for _, s := range fullSeatings(n, k) {
		if !slices.ContainsFunc(s, func(x int) bool { m := count(s, x); return m < n/k || m > (n+k-1)/k }) {
			score := n
			for d := 1; d < n; d++ {
				m := 0
				for i := range n {
					if s[i] != s[(i+d)%n] {
						m++
					}
				}
				score = min(score, m)
			}
			if score > bestScore {
				best, bestScore = s, score
			}
		}
	}
	return best
}

// hasCounts reports whether contestant x holds counts[x] player indices of st, for every x.
func hasCounts(st, counts []int) bool {
	for x, want := range counts {
		if count(st, x) != want {
			return false
		}
	}
	return true
}

// count returns how many player indices of s contestant x holds.
func count(s []int, x int) int {
	m := 0
	for _, y := range s {
		if y == x {
			m++
		}
	}
	return m
}

// labelGroup returns the elements of a 2-transitive permutation group on k points (each a
// permutation as the image of every point): AGL(1,q) for k = q in 2, 3, 4, 5 (x -> ax+b,
// a != 0, over GF(q)) and PSL(2,5) on the projective line GF(5) + {inf} for k = 6. nil for any
// other k.
func labelGroup(k int) [][]int {
	var gens [][]int
	perm := func(f func(x int) int) []int {
		p := make([]int, k)
		for x := range p {
			p[x] = f(x)
		}
		return p
	}
	switch k {
	case 2, 3, 5: // GF(p): x+1 and x*g for a generator g of the multiplicative group
		g := map[int]int{2: 1, 3: 2, 5: 2}[k]
		gens = [][]int{perm(func(x int) int { return (x + 1) % k }), perm(func(x int) int { return x * g % k })}
	case 4: // GF(4) = {0, 1, w, w+1} as bits, w^2 = w+1: x+1 (xor) and x*w
		mulW := []int{0, 2, 3, 1}
		gens = [][]int{perm(func(x int) int { return x ^ 1 }), perm(func(x int) int { return mulW[x] })}
	case 6: // PSL(2,5) on {0..4, inf=5}: x+1, 4x (4 a square), -1/x
		inf := 5
		inv := []int{0, 1, 3, 2, 4} // multiplicative inverses mod 5 (0 unused)
		gens = [][]int{
			perm(func(x int) int {
				if x == inf {
					return inf
				}
				return (x + 1) % 5
			}),
			perm(func(x int) int {
				if x == inf {
					return inf
				}
				return 4 * x % 5
			}),
			perm(func(x int) int {
				switch x {
				case inf:
					return 0
				case 0:
					return inf
				}
				return (5 - inv[x]) % 5
			}),
		}
	default:
		return nil
	}
	return closure(gens)
}

// closure returns the group generated by gens, identity first, in order of discovery.
func closure(gens [][]int) [][]int {
	k := len(gens[0])
	id := make([]int, k)
	for i := range id {
		id[i] = i
	}
	out := [][]int{id}
	seen := map[string]bool{fmt.Sprint(id): true}
	for i := 0; i < len(out); i++ {
		for _, g := range gens {
			p := make([]int, k)
			for x := range p {
				p[x] = g[out[i][x]]
			}
			if key := fmt.Sprint(p); !seen[key] {
				seen[key] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// Balance counts, over a set of seatings (a block, a plan or the games played), how often each
// contestant holds each player index and how often each ordered pair of contestants sits at each
// relative position.
type Balance struct {
	N, K  int
	Games int     // seatings counted
	Seat  [][]int // Seat[p][x]: games in which contestant x holds player index p
	// Pair[d-1][x][y], d = 1..N-1: (game, player index i) in which x holds i and y holds
	// i+d mod N (y moves d turns after x). x == y counts a contestant next to itself.
	Pair   [][][]int
	Absent []int // Absent[x]: games without contestant x
}

// BalanceOf counts the seatings of k contestants on n player indices.
func BalanceOf(n, k int, seatings [][]int) *Balance {
	b := &Balance{N: n, K: k, Games: len(seatings), Seat: make([][]int, n), Pair: make([][][]int, n-1), Absent: make([]int, k)}
	for p := range b.Seat {
		b.Seat[p] = make([]int, k)
	}
	for d := range b.Pair {
		b.Pair[d] = make([][]int, k)
		for x := range b.Pair[d] {
			b.Pair[d][x] = make([]int, k)
		}
	}
	for _, s := range seatings {
		for x := range k {
			if !slices.Contains(s, x) {
				b.Absent[x]++
			}
		}
		for i, x := range s {
			b.Seat[i][x]++
			for d := 1; d < n; d++ {
				b.Pair[d-1][x][s[(i+d)%n]]++
			}
		}
	}
	return b
}

// PlanBalance counts the seatings of games (e.g. the plan) of c.
func (c *Config) PlanBalance(games []Game) *Balance {
	var fixed [][]int
	if !c.EffectiveDesign().drawn() {
		fixed = c.Seatings() // once, not per game
	}
	seatings := make([][]int, len(games))
	for i, g := range games {
		if fixed != nil {
			seatings[i] = fixed[g.Seating]
		} else {
			seatings[i] = c.SeatingOf(g)
		}
	}
	return BalanceOf(c.NumPlayers(), len(c.Players), seatings)
}

// ratio returns max/min of counts: 1 when all are equal, +Inf when the smallest is 0 and the
// largest is not, NaN for no counts or all zero.
func ratio(counts []int) float64 {
	if len(counts) == 0 {
		return math.NaN()
	}
	lo, hi := slices.Min(counts), slices.Max(counts)
	switch {
	case hi == 0:
		return math.NaN()
	case lo == 0:
		return math.Inf(1)
	}
	return float64(hi) / float64(lo)
}

// SeatRatio returns, for player index p, max/min over the contestants of Seat[p]: 1 when every
// contestant held p equally often.
func (b *Balance) SeatRatio(p int) float64 { return ratio(b.Seat[p]) }

// PairRatio returns, for relative position d (1..N-1), max/min over the ordered pairs of
// distinct contestants of Pair[d-1]: 1 when every pair sat at d equally often.
func (b *Balance) PairRatio(d int) float64 {
	var counts []int
	for x := range b.K {
		for y := range b.K {
			if x != y {
				counts = append(counts, b.Pair[d-1][x][y])
			}
		}
	}
	return ratio(counts)
}

// Imbalance returns the worst SeatRatio over player indices and the worst PairRatio over
// relative positions (1 and 1: Exact).
func (b *Balance) Imbalance() (seat, pair float64) {
	seat, pair = 1, 1
	for p := range b.N {
		seat = worse(seat, b.SeatRatio(p))
	}
	for d := 1; d < b.N; d++ {
		pair = worse(pair, b.PairRatio(d))
	}
	return seat, pair
}

func worse(a, r float64) float64 {
	if math.IsNaN(r) || r > a {
		return r
	}
	return a
}

// Exact reports whether the seatings are balanced exactly: at every player index every
// contestant equally often, at every relative position every ordered pair of distinct
// contestants equally often (and at least once).
func (b *Balance) Exact() bool {
	seat, pair := b.Imbalance()
	return seat == 1 && pair == 1
}
