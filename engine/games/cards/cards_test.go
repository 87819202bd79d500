package cards

import (
	"strings"
	"testing"
)

// TestNotation: every card and a range of sets read back; bad cards and sets are one-line errors.
func TestNotation(t *testing.T) {
	for c := Card(0); c < NumCards; c++ {
		back, err := ParseCard(c.String())
		if err != nil || back != c {
			t.Fatalf("card %d: %s read back as %d, %v", c, c, back, err)
		}
		if m, err := ParseMove(Play(c).String()); err != nil || m.Card() != c {
			t.Fatalf("move of %s read back as %v, %v", c, m, err)
		}
	}
	if m, err := ParseMove("pass"); err != nil || m != Pass {
		t.Fatalf("pass: %v %v", m, err)
	}
	if c, err := ParseCard("qS"); err != nil || c != Of(Spades, 10) {
		t.Fatalf("qS: %v %v", c, err)
	}
	for _, s := range []Set{0, Full, Deck(3), SuitSet(Hearts), Bit(Of(Clubs, 0)) | Bit(Of(Spades, 12)), 0x5555555555555 & Full} {
		back, err := ParseSet(s.String())
		if err != nil || back != s {
			t.Fatalf("set %x: %s read back as %x, %v", uint64(s), s, uint64(back), err)
		}
	}
	if got := (Bit(Of(Clubs, 0)) | Bit(Of(Clubs, 8)) | Bit(Of(Diamonds, 12)) | Bit(Of(Spades, 1))).String(); got != "2T.A..3" {
		t.Fatalf("String = %q", got)
	}
	for _, c := range []struct{ text, want string }{
		{"1c", "rank"}, {"Ax", "suit"}, {"A", "card"}, {"10h", "card"},
	} {
		if _, err := ParseCard(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseCard(%q): %v", c.text, err)
		}
	}
	for _, c := range []struct{ text, want string }{
		{"2.3.4", "four suits"}, {"22...", "twice"}, {"2x...", "rank"},
	} {
		if _, err := ParseSet(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseSet(%q): %v", c.text, err)
		}
	}
}

// TestDeal: the deal of a seed is the same every time, deals the deck evenly, and seeds differ.
// Its hands for seed 1 are pinned: the shuffle is written out so that they never change (the
// perft tables of hearts and spades, whose start positions are deals, pin more).
func TestDeal(t *testing.T) {
	h := Deal(4, 1)
	got := h[0].String() + "/" + h[1].String() + "/" + h[2].String() + "/" + h[3].String()
	const want = "2578J.46TQK..6TA/6.235A.689.3489J/3K.89J.347TJKA.K/49TQA.7.25Q.257Q"
	if got != want {
		t.Errorf("deal 1: %s, want %s", got, want)
	}
	seen := map[Set]bool{}
	for seed := range uint64(100) {
		for _, n := range []int{3, 4} {
			h := Deal(n, seed)
			var all Set
			for p := range n {
				if h[p].Len() != 52/n || all&h[p] != 0 {
					t.Fatalf("seed %d, %d players: hand %d %s", seed, n, p, h[p])
				}
				all |= h[p]
			}
			if all != Deck(n) || h != Deal(n, seed) {
				t.Fatalf("seed %d, %d players: %s", seed, n, all)
			}
			seen[h[0]] = true
		}
	}
	if len(seen) != 200 {
		t.Errorf("%d different first hands of 200 deals", len(seen))
	}
	if Deck(3).Has(Of(Diamonds, 0)) || !Deck(3).Has(Of(Clubs, 0)) || Deck(3).Len() != 51 {
		t.Errorf("3-player deck %s", Deck(3))
	}
}

// TestTrickWinner: the highest trump wins, else the highest card of the suit led; the others
// never win, however high.
func TestTrickWinner(t *testing.T) {
	for _, c := range []struct {
		trump int
		trick string
		win   int
	}{
		{-1, "2c Ac Kd 3c", 1},
		{-1, "5h Ah As Ad", 1},
		{-1, "Td Ac As Jd", 3},
		{Spades, "Td Ac 2s Jd", 2},
		{Spades, "Ts Ac 2s Js", 3},
		{Spades, "Ah Kh Qh", 0},
	} {
		var hands [MaxPlayers]Set
		cs := strings.Fields(c.trick)
		n := len(cs)
		for i, text := range cs {
			card, err := ParseCard(text)
			if err != nil {
				t.Fatal(err)
			}
			hands[i] = Bit(card)
		}
		tb := NewTable(n, c.trump, 0, hands)
		key := tb.Key()
		var moves []Move
		for i := range n {
			m := Play(hands[i].Lowest())
			moves = append(moves, m)
			tb.Make(m)
		}
		if tb.Mover() != c.win || tb.Won(c.win).Len() != n || tb.Tricks(c.win) != 1 || !tb.Terminal() {
			t.Errorf("%s (trump %d): mover %d, won %s; want player %d", c.trick, c.trump, tb.Mover(), tb.Won(c.win), c.win)
		}
		for i := n - 1; i >= 0; i-- {
			tb.Unmake(moves[i])
		}
		if tb.Key() != key || tb.Mover() != 0 || tb.Hand(n-1) != hands[n-1] {
			t.Errorf("%s: unmade to a different table", c.trick)
		}
	}
}
