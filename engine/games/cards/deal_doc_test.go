package cards

import (
	"math/bits"
	"testing"
)

// TestDealAsDocumented deals by the four steps of docs/games/hearts.md, "The deal", written from
// the page alone (the deck listed by index, SplitMix64, Fisher-Yates from the end with the
// multiply-shift reduction, card i to seat i mod players), and finds Deal's hands.
func TestDealAsDocumented(t *testing.T) {
	for _, players := range []int{3, 4} {
		for _, seed := range []uint64{0, 1, 2, 7, 1 << 40, 1<<64 - 1} {
			var list []int
			for index := range 52 {
				if players == 3 && index == 13 { // the two of diamonds
					continue
				}
				list = append(list, index)
			}
			state := seed
			next := func() uint64 {
				state += 0x9e3779b97f4a7c15
				z := state
				z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
				z = (z ^ z>>27) * 0x94d049bb133111eb
				return z ^ z>>31
			}
			for i := len(list) - 1; i >= 1; i-- {
				j, _ := bits.Mul64(next(), uint64(i+1))
				list[i], list[j] = list[j], list[i]
			}
			want := make([]uint64, players)
			for i, index := range list {
				want[i%players] |= 1 << index
			}
			got := Deal(players, seed)
			for p := range players {
				if uint64(got[p]) != want[p] {
					t.Errorf("%d players, seed %d: seat %d gets %s by the page, %s by Deal", players, seed, p, Set(want[p]), got[p])
				}
			}
		}
	}
}
