package cards

import (
	"math"
	"math/bits"
	"testing"
)

// playRandom plays plies cards of a dealt table at random under the follow-suit rule.
func playRandom(t *Table, r *Rand, plies int) {
	for range plies {
		if t.Terminal() {
			return
		}
		legal := t.Follow()
		i := int(r.N(uint64(legal.Len())))
		for range i {
			legal &= legal - 1
		}
		t.Make(Play(legal.Lowest()))
	}
}

// naiveVoids reads the voids off the tricks as Make recorded them, trick by trick.
func naiveVoids(t *Table, history [][2][]int) [MaxPlayers]uint8 {
	var v [MaxPlayers]uint8
	for _, tr := range history {
		cards, by := tr[0], tr[1]
		for i := 1; i < len(cards); i++ {
			if cards[i]/13 != cards[0]/13 {
				v[by[i]] |= 1 << (cards[0] / 13)
			}
		}
	}
	return v
}

// TestVoids: the voids a table reports are those its tricks show, recomputed from the moves.
func TestVoids(t *testing.T) {
	r := NewRand(9)
	for g := range 200 {
		n := 3 + g%2
		trump := -1
		if g%3 == 2 {
			trump = Spades
		}
		tb := NewTable(n, trump, 0, Deal(n, uint64(g)))
		var history [][2][]int
		var cur [2][]int
		for !tb.Terminal() && r.N(40) != 0 {
			legal := tb.Follow()
			for range r.N(uint64(legal.Len())) {
				legal &= legal - 1
			}
			c := legal.Lowest()
			cur[0] = append(cur[0], int(c))
			cur[1] = append(cur[1], tb.Mover())
			tb.Make(Play(c))
			if tb.TrickLen() == 0 {
				history = append(history, cur)
				cur = [2][]int{}
			}
		}
		if got, want := tb.Voids(), naiveVoids(&tb, append(history, cur)); got != want {
			t.Fatalf("game %d: voids %v, want %v", g, got, want)
		}
	}
}

// TestSample: sampled deals keep the viewer's hand, the trick and the won cards, give every
// other player as many cards as it holds, of no suit it has shown void in, and the same seed
// gives the same deals.
func TestSample(t *testing.T) {
	r := NewRand(1)
	for g := range 300 {
		n := 3 + g%2
		tb := NewTable(n, Spades, 0, Deal(n, uint64(g)))
		playRandom(&tb, r, int(r.N(uint64(Deck(n).Len()))))
		if tb.Terminal() {
			continue
		}
		viewer := tb.Mover()
		voids := tb.Voids()
		seed := uint64(g)
		for k := range 5 {
			h, err := tb.Sample(viewer, NewRand(seed+uint64(k)))
			if err != nil {
				t.Fatal(err)
			}
			again, _ := tb.Sample(viewer, NewRand(seed+uint64(k)))
			if again != h {
				t.Fatalf("game %d: the same seed sampled two deals", g)
			}
			var all, was Set
			for q := range n {
				all |= h[q]
				was |= tb.Hand(q)
				if h[q].Len() != tb.Hand(q).Len() {
					t.Fatalf("game %d: player %d gets %d cards, holds %d", g, q, h[q].Len(), tb.Hand(q).Len())
				}
				for s := range 4 {
					if voids[q]>>s&1 != 0 && h[q].Suit(s) != 0 {
						t.Fatalf("game %d: player %d void in suit %d gets %s", g, q, s, h[q])
					}
				}
			}
			if all != was || h[viewer] != tb.Hand(viewer) {
				t.Fatalf("game %d: sampled %v from %v", g, h, tb.hands)
			}
			red, err := tb.Redeal(h)
			if err != nil || red.Hand(viewer) != tb.Hand(viewer) || red.AllWon() != tb.AllWon() || red.TrickLen() != tb.TrickLen() || red.Mover() != tb.Mover() {
				t.Fatalf("game %d: redeal: %v", g, err)
			}
		}
	}
}

// TestSampleUniform: on positions with 3 to 40 consistent deals, the counted deals equal a brute-force
// enumeration, and 200 samples per deal hit every deal within 5 standard deviations of its share.
func TestSampleUniform(t *testing.T) {
	r := NewRand(5)
	tested := 0
	for g := 0; tested < 12 && g < 5000; g++ {
		n := 3 + g%2
		tb := NewTable(n, -1, 0, Deal(n, uint64(g)))
		playRandom(&tb, r, Deck(n).Len()-n*3-int(r.N(uint64(n)))) // 2 to 3 cards in each hand
		viewer := tb.Mover()
		voids := tb.Voids()
		if voids == [MaxPlayers]uint8{} {
			continue // want positions where the voids matter
		}
		var unseen []Card
		var others []int
		for q := range n {
			if q != viewer {
				others = append(others, q)
				for x := tb.Hand(q); x != 0; x &= x - 1 {
					unseen = append(unseen, Card(bits.TrailingZeros64(uint64(x))))
				}
			}
		}
		// Every assignment of the unseen cards to the other players, kept when consistent.
		deals := map[[MaxPlayers]Set]int{}
		total := 1
		for range unseen {
			total *= len(others)
		}
		for code := range total {
			h := tb.hands
			for _, q := range others {
				h[q] = 0
			}
			x := code
			ok := true
			for _, c := range unseen {
				q := others[x%len(others)]
				x /= len(others)
				if voids[q]>>c.Suit()&1 != 0 {
					ok = false
				}
				h[q] |= Bit(c)
			}
			for _, q := range others {
				ok = ok && h[q].Len() == tb.Hand(q).Len()
			}
			if ok {
				deals[h] = 0
			}
		}
		if len(deals) < 3 || len(deals) > 40 {
			continue // few enough deals to draw each 200 times quickly
		}
		tested++
		sm := sampler{k: len(others), memo: map[uint32]uint64{}}
		var need [MaxPlayers]int
		for i, q := range others {
			sm.void[i] = voids[q]
			need[i] = tb.Hand(q).Len()
		}
		for _, c := range unseen {
			sm.count[c.Suit()]++
		}
		if w, ok := sm.ways(0, need); !ok || w != uint64(len(deals)) {
			t.Fatalf("game %d: %d deals counted, %d enumerated", g, w, len(deals))
		}
		samples := 200 * len(deals)
		rr := NewRand(uint64(g))
		for range samples {
			h, err := tb.Sample(viewer, rr)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := deals[h]; !ok {
				t.Fatalf("game %d: sampled an inconsistent deal %v", g, h)
			}
			deals[h]++
		}
		p := 1 / float64(len(deals))
		sd := math.Sqrt(float64(samples) * p * (1 - p))
		for h, c := range deals {
			if math.Abs(float64(c)-200) > 5*sd {
				t.Errorf("game %d: deal %v drawn %d times of %d, expected 200", g, h, c, samples)
			}
		}
	}
	if tested < 12 {
		t.Fatalf("only %d positions with voids and several deals", tested)
	}
}

// TestSampleOpening: at the first card of a 4-player hand the viewer sees only its own 13: the
// count of deals is 39!/(13!)^3, the largest a sample meets.
func TestSampleOpening(t *testing.T) {
	tb := NewTable(4, -1, 0, Deal(4, 1))
	sm := sampler{k: 3, memo: map[uint32]uint64{}}
	for q := 1; q < 4; q++ {
		for s := range 4 {
			sm.count[s] += tb.Hand(q).Suit(s).Len()
		}
	}
	w, ok := sm.ways(0, [MaxPlayers]int{13, 13, 13})
	// 39! / (13!)^3 = 8,122,425,444 * 10,400,600 = 84,478,098,498,009,400 (C(39,13) * C(26,13)).
	if !ok || w != 8122425444*10400600 {
		t.Fatalf("ways %d %v, want 39!/(13!)^3", w, ok)
	}
	if _, err := tb.Sample(0, NewRand(1)); err != nil {
		t.Fatal(err)
	}
}
