package risk

import (
	"fmt"
	"math/big"
	"math/bits"
	"strings"
	"testing"
)

func mustNew(t testing.TB, players int, opts string) *State {
	t.Helper()
	s, err := NewWithOptions(players, opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustParse(t testing.TB, text string) *State {
	t.Helper()
	s, err := Parse(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return s
}

// board writes a position of players players with the given holders and armies (territory
// codes to "holder:armies"); every other territory is player fill's with one army.
func board(t testing.TB, rules string, players, mover, round int, fill int, terr map[string]string) *State {
	t.Helper()
	parts := make([]string, NumTerritories)
	for i := range parts {
		parts[i] = fmt.Sprintf("%d:1", fill)
	}
	for code, v := range terr {
		i := territoryIndex(code)
		if i < 0 {
			t.Fatalf("no territory %q", code)
		}
		parts[i] = v
	}
	if rules == "" {
		rules = DefaultOptions().rules()
	}
	return mustParse(t, fmt.Sprintf("risk %s players=%d mover=%d round=%d dice=7 terr=%s", rules, players, mover, round, strings.Join(parts, ",")))
}

// TestMap pins the classic map: 42 territories, 83 undirected borders, every territory with at
// least two neighbours (the MP-Mix paper's §5), the six continents with their sizes and bonuses,
// codes unique, the map connected.
func TestMap(t *testing.T) {
	degrees := 0
	for i := range NumTerritories {
		d := bits.OnesCount64(neighbours[i])
		if d < 2 {
			t.Errorf("%s has %d neighbours", Name(i), d)
		}
		if neighbours[i]>>i&1 != 0 {
			t.Errorf("%s borders itself", Name(i))
		}
		for _, j := range Neighbours(i) {
			if neighbours[j]>>i&1 == 0 {
				t.Errorf("%s borders %s, not the other way", Name(i), Name(j))
			}
		}
		degrees += d
		if territoryIndex(Code(i)) != i {
			t.Errorf("code %s of %s is not unique", Code(i), Name(i))
		}
	}
	if numBorders != 83 || degrees != 2*83 {
		t.Errorf("%d borders (degrees sum to %d), want 83", numBorders, degrees)
	}
	sizes := [NumContinents]int{9, 4, 7, 6, 12, 4}
	bonus := [NumContinents]int{5, 2, 5, 3, 7, 2}
	var union uint64
	for c := range NumContinents {
		if n := bits.OnesCount64(continents[c].mask); n != sizes[c] || ContinentBonus(c) != bonus[c] {
			t.Errorf("%s: %d territories, bonus %d; want %d, %d", ContinentName(c), n, ContinentBonus(c), sizes[c], bonus[c])
		}
		if union&continents[c].mask != 0 {
			t.Errorf("%s overlaps another continent", ContinentName(c))
		}
		union |= continents[c].mask
	}
	if union != allTerritories {
		t.Errorf("continents cover %x, want every territory", union)
	}
	reach := uint64(1)
	for range NumTerritories {
		for m := reach; m != 0; m &= m - 1 {
			reach |= neighbours[bits.TrailingZeros64(m)]
		}
	}
	if reach != allTerritories {
		t.Errorf("the map is not connected: from Alaska %x", reach)
	}
	// Spot checks of the borders across continents.
	for _, pair := range []string{"ala-kam", "grl-ice", "cam-ven", "bra-naf", "weu-naf", "seu-egy", "seu-mid", "egy-mid", "eaf-mid", "ukr-ura", "ukr-afg", "ukr-mid", "sia-ido"} {
		a, b, _ := strings.Cut(pair, "-")
		if neighbours[territoryIndex(a)]>>territoryIndex(b)&1 == 0 {
			t.Errorf("no border %s", pair)
		}
	}
}

// TestRollOutcomes: one roll's outcomes by enumeration of the package's dice code (rollLosses
// over every throw of diceFor's dice) equal the rules' counts (naiveRoll), among them 3 dice
// against 2: 2275, 2611 and 2890 of 7776 for the attacker losing two, each side one, the defender
// two; and expectedLoss is their mean.
func TestRollOutcomes(t *testing.T) {
	for na := 1; na <= 3; na++ {
		for nd := 1; nd <= 2; nd++ {
			var got [3][3]int
			total := 1
			for range na + nd {
				total *= 6
			}
			for code := range total {
				var att [3]uint8
				var def [2]uint8
				c := code
				for i := range na {
					att[i] = uint8(c%6 + 1)
					c /= 6
				}
				for i := range nd {
					def[i] = uint8(c%6 + 1)
					c /= 6
				}
				la, ld := rollLosses(att, na, def, nd)
				if la+ld != uint32(min(na, nd)) {
					t.Fatalf("%v vs %v: losses %d+%d, want %d in all", att[:na], def[:nd], la, ld, min(na, nd))
				}
				got[la][ld]++
			}
			if want := naiveRoll(na, nd); got != want {
				t.Errorf("%d vs %d dice: outcomes %v, rules %v", na, nd, got, want)
			}
			scale := rollDenom / total
			var ea, ed int
			for la := range 3 {
				for ld := range 3 {
					ea += la * got[la][ld] * scale
					ed += ld * got[la][ld] * scale
				}
			}
			if e := expectedLoss[na-1][nd-1]; e != [2]uint32{uint32(ea), uint32(ed)} {
				t.Errorf("%d vs %d dice: expectedLoss %v, enumeration %d %d", na, nd, e, ea, ed)
			}
			if na == 3 && nd == 2 && (got[2][0] != 2275 || got[1][1] != 2611 || got[0][2] != 2890) {
				t.Errorf("3 vs 2: %d, %d, %d of 7776; want 2275, 2611, 2890", got[2][0], got[1][1], got[0][2])
			}
		}
	}
	if a, d := diceFor(4, 1); a != 3 || d != 1 {
		t.Errorf("diceFor(4, 1) = %d, %d; want 3, 1", a, d)
	}
	if a, d := diceFor(2, 5); a != 1 || d != 2 {
		t.Errorf("diceFor(2, 5) = %d, %d; want 1, 2", a, d)
	}
}

// conquestByCode is the probability that A attacking armies (a territory of A+1, one staying
// behind) take a territory of D, attacking until one side is exhausted: the package's battle
// code enumerated roll by roll (afterRoll over every throw of diceFor's dice; attacking decides
// when the attack ends), memoised by the armies left.
func conquestByCode(a, d uint32, memo map[[2]uint32]*big.Rat) *big.Rat {
	if !attacking(a, d) {
		if d == 0 {
			return big.NewRat(1, 1)
		}
		return new(big.Rat)
	}
	if p, ok := memo[[2]uint32{a, d}]; ok {
		return p
	}
	na, nd := diceFor(a, d)
	total := 1
	for range na + nd {
		total *= 6
	}
	sum := new(big.Rat)
	for code := range total {
		var att [3]uint8
		var def [2]uint8
		c := code
		for i := range na {
			att[i] = uint8(c%6 + 1)
			c /= 6
		}
		for i := range nd {
			def[i] = uint8(c%6 + 1)
			c /= 6
		}
		a2, d2 := afterRoll(a, d, att, def)
		sum.Add(sum, conquestByCode(a2, d2, memo))
	}
	p := sum.Quo(sum, big.NewRat(int64(total), 1))
	memo[[2]uint32{a, d}] = p
	return p
}

// conquestExact is the same probability computed from the rules alone (naiveRoll's counts),
// over attacking armies A and defenders D: min(3, A) dice against min(2, D).
func conquestExact(A, D int, memo map[[2]int]*big.Rat) *big.Rat {
	switch {
	case D == 0:
		return big.NewRat(1, 1)
	case A == 0:
		return new(big.Rat)
	}
	if p, ok := memo[[2]int{A, D}]; ok {
		return p
	}
	na, nd := min(3, A), min(2, D)
	r := naiveRoll(na, nd)
	total := 0
	p := new(big.Rat)
	for la := range 3 {
		for ld := range 3 {
			if r[la][ld] == 0 {
				continue
			}
			total += r[la][ld]
			q := new(big.Rat).Mul(big.NewRat(int64(r[la][ld]), 1), conquestExact(A-la, D-ld, memo))
			p.Add(p, q)
		}
	}
	p.Quo(p, big.NewRat(int64(total), 1))
	memo[[2]int{A, D}] = p
	return p
}

// TestConquestProbabilities: the probability of conquering a territory of D armies with A
// attacking armies, by enumeration of the package's battle code, equals the exact rational
// computed from the rules, for A and D up to 8; A = 2, D = 3 is 692225/3359232.
func TestConquestProbabilities(t *testing.T) {
	code, exact := map[[2]uint32]*big.Rat{}, map[[2]int]*big.Rat{}
	for A := 1; A <= 8; A++ {
		for D := 1; D <= 8; D++ {
			got := conquestByCode(uint32(A+1), uint32(D), code)
			if want := conquestExact(A, D, exact); got.Cmp(want) != 0 {
				t.Errorf("A=%d D=%d: battle code %s, rules %s", A, D, got, want)
			}
		}
	}
	if got := conquestByCode(3, 3, code); got.Cmp(big.NewRat(692225, 3359232)) != 0 {
		t.Errorf("A=2 D=3: %s, want 692225/3359232", got)
	}
	if got := conquestByCode(2, 1, code); got.Cmp(big.NewRat(15, 36)) != 0 {
		t.Errorf("A=1 D=1: %s, want 15/36", got)
	}
}

// TestDice: the stream's dice are fair (each face within 1% of a sixth over 600,000 throws)
// and a battle with them ends with one side exhausted.
func TestDice(t *testing.T) {
	r := diceStream{12345}
	var n [7]int
	for range 600000 {
		n[r.die()]++
	}
	for f := 1; f <= 6; f++ {
		if n[f] < 99000 || n[f] > 101000 {
			t.Errorf("face %d: %d of 600000 throws", f, n[f])
		}
	}
	if n[0] != 0 {
		t.Errorf("%d throws of 0", n[0])
	}
	for k := range 100 {
		a, d := battle(uint32(2+k%9), uint32(1+k%7), &r)
		if attacking(a, d) || a < 1 {
			t.Fatalf("battle ended at %d, %d", a, d)
		}
	}
}

// TestMeanBattle: the expected-loss battle on a few cases worked by hand.
func TestMeanBattle(t *testing.T) {
	for _, c := range []struct{ a, d, wa, wd uint32 }{
		{4, 1, 4, 0}, // 3 dice vs 1: 5130/7776 of a defender per roll, so the second roll takes it
		{2, 3, 1, 3}, // 1 die vs 2: the attacker's 5796/7776 per roll cost his army at the second roll
		{1, 5, 1, 5}, // no army to attack with
		{10, 2, 9, 0},
	} {
		if a, d := meanBattle(c.a, c.d); a != c.wa || d != c.wd {
			t.Errorf("meanBattle(%d, %d) = %d, %d; want %d, %d", c.a, c.d, a, d, c.wa, c.wd)
		}
		if a, d := naiveMeanBattle(int(c.a), int(c.d)); a != int(c.wa) || d != int(c.wd) {
			t.Errorf("naiveMeanBattle(%d, %d) = %d, %d; want %d, %d", c.a, c.d, a, d, c.wa, c.wd)
		}
	}
	for a := uint32(1); a < 40; a++ {
		for d := uint32(1); d < 40; d++ {
			ga, gd := meanBattle(a, d)
			if na, nd := naiveMeanBattle(int(a), int(d)); int(ga) != na || int(gd) != nd {
				t.Fatalf("meanBattle(%d, %d) = %d, %d; naive %d, %d", a, d, ga, gd, na, nd)
			}
		}
	}
}
