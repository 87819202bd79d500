package cards

import (
	"fmt"
	"math/bits"
)

// This file is what a player who cannot see the others' cards knows of a Table, and the deals
// of the unseen cards consistent with it: the sampling of the hidden-card players (package
// engine/searchers/sampled).

// Voids returns, for each player, the suits it has shown it holds none of (bit s for suit s):
// it played a card of another suit to a trick led in s. It reads the tricks played on this Table
// (its undo history: the completed tricks since the Table was dealt or parsed) and the trick in
// progress; a Table read from a notation knows nothing of the tricks before it.
func (t *Table) Voids() [MaxPlayers]uint8 {
	var v [MaxPlayers]uint8
	see := func(trick *[MaxPlayers]Card, by *[MaxPlayers]int8, n int) {
		for i := 1; i < n; i++ {
			if led := trick[0].Suit(); trick[i].Suit() != led {
				v[by[i]] |= 1 << led
			}
		}
	}
	for i := range t.sp {
		if d := &t.undo[i]; d.completed {
			see(&d.trick, &d.by, int(d.tn))
		}
	}
	see(&t.trick, &t.by, t.tn)
	return v
}

// Redeal returns t with the players' hands replaced by hands: the trick in progress, the won
// cards and the mover stay, the history is dropped (the result is a position to search, not a
// game to take back). Each player must get as many cards as it holds, and the hands together
// must be the cards the hands hold now.
func (t *Table) Redeal(hands [MaxPlayers]Set) (Table, error) {
	var now, then Set
	for p := range t.n {
		if hands[p].Len() != t.hands[p].Len() {
			return Table{}, fmt.Errorf("redeal: player %d gets %d cards, holds %d", p, hands[p].Len(), t.hands[p].Len())
		}
		if now&hands[p] != 0 {
			return Table{}, fmt.Errorf("redeal: %s is dealt twice", (now & hands[p]).Lowest())
		}
		now |= hands[p]
		then |= t.hands[p]
	}
	for p := t.n; p < MaxPlayers; p++ {
		if hands[p] != 0 {
			return Table{}, fmt.Errorf("redeal: cards for player %d of %d", p, t.n)
		}
	}
	if now != then {
		return Table{}, fmt.Errorf("redeal: the hands hold other cards than the table's (%s)", (now ^ then).Lowest())
	}
	c := *t
	c.hands = hands
	c.sp = 0
	c.key = c.computeKey()
	return c, nil
}

// Sample deals the cards viewer cannot see (the other players' hands) at random among the other
// players, uniformly over the deals consistent with what viewer has seen: every player gets as
// many cards as it holds, and no card of a suit it has shown void in (Voids). The viewer's hand,
// the trick and the won cards stay. The deal is drawn exactly uniformly: the number of consistent
// deals is counted suit by suit (a suit's cards are interchangeable for the constraints), a split
// of each suit's count among the players is drawn with probability proportional to the deals it
// leaves, and the suit's cards are then shuffled into that split. The true hands are always one
// of the deals, so there is always one. Sample fails only when the number of deals passes 2^64,
// which a hand dealt evenly never does (at most 39!/(13!)^3, about 8.4e16).
func (t *Table) Sample(viewer int, r *Rand) ([MaxPlayers]Set, error) {
	var others []int
	var need [MaxPlayers]int
	var unseen Set
	for q := range t.n {
		if q != viewer {
			others = append(others, q)
			need[len(others)-1] = t.hands[q].Len()
			unseen |= t.hands[q]
		}
	}
	voids := t.Voids()
	sm := sampler{memo: map[uint32]uint64{}}
	for i, q := range others {
		sm.void[i] = voids[q]
	}
	sm.k = len(others)
	for s := range 4 {
		sm.count[s] = unseen.Suit(s).Len()
	}
	total, ok := sm.ways(0, need)
	if !ok {
		return [MaxPlayers]Set{}, fmt.Errorf("sample: more than 2^64 deals of %d unseen cards", unseen.Len())
	}
	if total == 0 {
		return [MaxPlayers]Set{}, fmt.Errorf("sample: no deal is consistent with the voids shown")
	}
	hands := t.hands
	for _, q := range others {
		hands[q] = 0
	}
	caps := need
	for s := range 4 {
		all, _ := sm.ways(s, caps)
		x := r.N(all)
		var split [MaxPlayers]int
		sm.splits(s, caps, func(sp [MaxPlayers]int, w uint64) bool {
			if x < w {
				split = sp
				return false
			}
			x -= w
			return true
		})
		// The suit's cards in a random order, dealt into the split.
		var cs [13]Card
		n := 0
		for y := unseen.Suit(s); y != 0; y &= y - 1 {
			cs[n] = Card(bits.TrailingZeros64(uint64(y)))
			n++
		}
		for i := n - 1; i > 0; i-- {
			j := r.N(uint64(i + 1))
			cs[i], cs[j] = cs[j], cs[i]
		}
		at := 0
		for i, q := range others {
			for range split[i] {
				hands[q] |= Bit(cs[at])
				at++
			}
			caps[i] -= split[i]
		}
	}
	return hands, nil
}

// sampler counts the deals of the unseen cards, suit by suit, for up to three other players.
type sampler struct {
	k     int      // other players
	void  [3]uint8 // suits each has shown void in
	count [4]int   // unseen cards per suit
	memo  map[uint32]uint64
}

// buildBinom makes binom (tables_gen.go), binom[n][k] n choose k for n up to 13, a suit's cards:
// the test's source of the file.
func buildBinom() (b [14][14]uint64) {
	for n := range 14 {
		b[n][0] = 1
		for k := 1; k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}

// splits calls f with every split of suit s's unseen cards among the other players that fits
// caps and the voids, in a fixed order, with the number of deals of suits s.. it leaves (overflow
// when that passes 2^64 - 2; splits leaving none are skipped), until f returns false.
func (sm *sampler) splits(s int, caps [MaxPlayers]int, f func([MaxPlayers]int, uint64) bool) {
	n := sm.count[s]
	var sp [MaxPlayers]int
	var rec func(i, left int, ways uint64) bool
	rec = func(i, left int, ways uint64) bool {
		if i == sm.k-1 || left == 0 {
			for j := i; j < sm.k; j++ {
				sp[j] = 0
			}
			if left > 0 && (left > caps[i] || sm.void[i]>>s&1 != 0) {
				return true
			}
			sp[i] = left
			var rest [MaxPlayers]int
			for j := range sm.k {
				rest[j] = caps[j] - sp[j]
			}
			w, ok := sm.ways(s+1, rest)
			if !ok {
				return f(sp, overflow)
			}
			hi, lo := bits.Mul64(ways, w)
			if hi != 0 || lo == overflow {
				return f(sp, overflow)
			}
			return w == 0 || f(sp, lo)
		}
		top := min(left, caps[i])
		if sm.void[i]>>s&1 != 0 {
			top = 0
		}
		for a := 0; a <= top; a++ {
			sp[i] = a
			if !rec(i+1, left-a, ways*binom[left][a]) {
				return false
			}
		}
		return true
	}
	rec(0, n, 1)
}

// ways is the number of deals of the unseen cards of suits s.. that give each other player
// caps[i] cards and none of a suit it is void in; false when it passes 2^64.
func (sm *sampler) ways(s int, caps [MaxPlayers]int) (uint64, bool) {
	if s == 4 {
		for i := range sm.k {
			if caps[i] != 0 {
				return 0, true
			}
		}
		return 1, true
	}
	key := uint32(s)
	for i := range sm.k {
		key = key<<6 | uint32(caps[i])
	}
	if w, ok := sm.memo[key]; ok {
		return w, w != overflow
	}
	var total uint64
	ok := true
	sm.splits(s, caps, func(_ [MaxPlayers]int, w uint64) bool {
		if w == overflow {
			ok = false
			return false
		}
		var carry uint64
		total, carry = bits.Add64(total, w, 0)
		ok = carry == 0 && total != overflow
		return ok
	})
	if !ok {
		sm.memo[key] = overflow
		return 0, false
	}
	sm.memo[key] = total
	return total, true
}

// overflow marks a count past 2^64 - 2 in the memo.
const overflow = ^uint64(0)
