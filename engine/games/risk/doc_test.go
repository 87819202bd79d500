package risk

import (
	"fmt"
	"math/big"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/gamekit"
	"github.com/cctree/cctree/engine/gamekit/gametest"
)

// The pieces of docs/games/risk.md, "The deal, exactly", written from the page; the constants
// are read off the page (docConstants), so a page whose constants are not the code's fails.
var docK struct{ mul1, mul2, gamma, territories, dice, hash, sample uint64 }

func docMix(x uint64) uint64 {
	x ^= x >> 30
	x *= docK.mul1
	x ^= x >> 27
	x *= docK.mul2
	return x ^ x>>31
}

type docStream struct{ x uint64 }

func (r *docStream) number() uint64 { r.x += docK.gamma; return docMix(r.x) }

// docConstants reads the constants of the deal, the dice and the hash from the page.
func docConstants(t *testing.T) {
	t.Helper()
	data, err := os.ReadFile("../../../docs/games/risk.md")
	if err != nil {
		t.Fatal(err)
	}
	page := strings.Join(strings.Fields(string(data)), " ")
	for _, c := range []struct {
		re string
		v  *uint64
	}{
		{"`x \\^= x>>30; x \\*= (0x[0-9a-f]+); x \\^= x>>27; x \\*= 0x", &docK.mul1},
		{"x \\^= x>>27; x \\*= (0x[0-9a-f]+); x \\^= x>>31`", &docK.mul2},
		{"each number is `x \\+= (0x[0-9a-f]+); mix\\(x\\)`", &docK.gamma},
		{"A stream from state `mix\\(deal XOR (0x[0-9a-f]+)\\)`", &docK.territories},
		{"The dice key is `mix\\(deal XOR (0x[0-9a-f]+)\\)`", &docK.dice},
		{"Exactly: `mix\\(mover \\| round<<8 \\| (0x[0-9a-f]+)<<32\\)`", &docK.hash},
		{"`mix\\(K XOR (0x[0-9a-f]+)\\)` for the game's key", &docK.sample},
	} {
		m := regexp.MustCompile(c.re).FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("docs/games/risk.md: %q not found", c.re)
		}
		v, err := strconv.ParseUint(m[1][2:], 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		*c.v = v
	}
}

func (r *docStream) below(n uint64) uint64 {
	l := (1<<64 - 1) - (1<<64-1)%n
	for {
		if v := r.number(); v < l {
			return v % n
		}
	}
}

// docHash is the page's hash: mover, round, and every territory's holder and armies.
func docHash(mover, round int, holder []int, armies []uint32) uint64 {
	h := docMix(uint64(mover) | uint64(round)<<8 | docK.hash<<32)
	for t := range holder {
		h ^= docMix(uint64(t+1)<<56 ^ uint64(holder[t])<<48 ^ uint64(armies[t]))
	}
	return h
}

// TestDealAsDocumented deals by the six steps of docs/games/risk.md, "The deal, exactly" (the
// reinforcement policy of "A turn" for player 0's first income, the hash of "Notation"), and
// finds New's start positions.
func TestDealAsDocumented(t *testing.T) {
	docConstants(t)
	start := map[int]uint32{2: 40, 3: 35, 4: 30, 5: 25, 6: 20} // the page's starting armies
	for k := 2; k <= 6; k++ {
		for _, place := range []string{"even", "random"} {
			for _, deal := range []uint64{0, 1, 2, 7, 1 << 40, 1<<64 - 1} {
				r := docStream{docMix(deal ^ docK.territories)}
				list := make([]int, 42)
				for i := range list {
					list[i] = i
				}
				for i := 41; i >= 1; i-- {
					j := r.below(uint64(i + 1))
					list[i], list[j] = list[j], list[i]
				}
				holder, armies := make([]int, 42), make([]uint32, 42)
				dealt := make([][]int, k)
				for p := range k {
					for i := p; i < 42; i += k {
						dealt[p] = append(dealt[p], list[i])
						holder[list[i]], armies[list[i]] = p, 1
					}
				}
				for p := range k {
					c := uint32(len(dealt[p]))
					left := start[k] - c
					for i, tr := range dealt[p] {
						if place == "even" {
							armies[tr] += left / c
							if uint32(i) < left%c {
								armies[tr]++
							}
						}
					}
					if place == "random" {
						for range left {
							armies[dealt[p][r.below(uint64(c))]]++
						}
					}
				}
				dice := docMix(deal ^ docK.dice)
				docReinforce(0, holder, armies)

				s := mustNew(t, k, fmt.Sprintf("deal=%d,place=%s", deal, place))
				what := fmt.Sprintf("%d players, place=%s, deal %d", k, place, deal)
				for tr := range 42 {
					if s.Owner(tr) != holder[tr] || uint32(s.Armies(tr)) != armies[tr] {
						t.Fatalf("%s: territory %d is %d:%d by the page, %d:%d by New", what, tr, holder[tr], armies[tr], s.Owner(tr), s.Armies(tr))
					}
				}
				if key, _ := s.DiceKey(); key != dice {
					t.Errorf("%s: dice key %d by the page, %d by New", what, dice, key)
				}
				if h := docHash(0, 1, holder, armies); h != s.Hash() {
					t.Errorf("%s: hash %#x by the page, %#x by New", what, h, s.Hash())
				}
			}
		}
	}
}

// docReinforce places player p's income, floor(territories/3) and at least 3 plus the bonus of
// every continent he holds, on his border territory whose enemy neighbours' armies exceed its own
// by the most (ties: the lowest index).
func docReinforce(p int, holder []int, armies []uint32) {
	held := 0
	for tr := range 42 {
		if holder[tr] == p {
			held++
		}
	}
	income := max(3, held/3)
	for _, c := range continents {
		all := true
		for tr := range 42 {
			if c.mask>>tr&1 != 0 && holder[tr] != p {
				all = false
			}
		}
		if all {
			income += c.bonus
		}
	}
	best, bestScore := -1, int64(0)
	for tr := range 42 {
		if holder[tr] != p {
			continue
		}
		score, border := -int64(armies[tr]), false
		for n := range 42 {
			if neighbours[tr]>>n&1 != 0 && holder[n] != p {
				score += int64(armies[n])
				border = true
			}
		}
		if border && (best < 0 || score > bestScore) {
			best, bestScore = tr, score
		}
	}
	armies[best] += uint32(income)
}

// TestDiceAsDocumented plays every bid of positions along a few games by docs/games/risk.md's
// dice (the stream from mix(K XOR mix(H XOR m)), a die a draw below 6 plus one, the attacker's
// dice first, pairs of the highest dice, ties to the defender, every attacking army moving in)
// and finds the package's battles.
func TestDiceAsDocumented(t *testing.T) {
	docConstants(t)
	var buf [gamekit.MaxMoves]Move
	positions, conquests := 0, 0
	for _, players := range []int{3, 6} {
		s := mustNew(t, players, "deal=5")
		c := s.Clone()
		c.opt.View = ViewSample
		if key, _ := c.SearchView().DiceKey(); key != docMix(s.dice^docK.sample) {
			t.Errorf("view=sample: dice key %d, the page's %d", key, docMix(s.dice^docK.sample))
		}
		for ply := 0; ply < 60 && !s.Terminal(); ply++ {
			key, _ := s.DiceKey()
			moves := s.Moves(buf[:0])
			for _, m := range moves {
				if m == movePass {
					continue
				}
				holder, armies := make([]int, 42), make([]uint32, 42)
				for tr := range 42 {
					holder[tr], armies[tr] = s.Owner(tr), uint32(s.Armies(tr))
				}
				r := docStream{docMix(key ^ docMix(s.Hash()^uint64(m)))}
				die := func() int { return int(r.below(6)) + 1 }
				cur := m.src()
				for i := range m.steps() {
					tr := m.target(i)
					a, d := armies[cur], armies[tr]
					for a >= 2 && d >= 1 {
						att := make([]int, min(3, a-1))
						def := make([]int, min(2, d))
						for j := range att {
							att[j] = die()
						}
						for j := range def {
							def[j] = die()
						}
						sortDown(att)
						sortDown(def)
						for j := range min(len(att), len(def)) {
							if att[j] > def[j] {
								d--
							} else {
								a--
							}
						}
					}
					if d > 0 {
						armies[cur], armies[tr] = a, d
						break
					}
					holder[tr], armies[tr], armies[cur] = s.Mover(), a-1, 1
					cur = tr
					conquests++
				}
				c := s.Clone()
				c.attack(m)
				for tr := range 42 {
					if c.Owner(tr) != holder[tr] || uint32(c.Armies(tr)) != armies[tr] {
						t.Fatalf("%s: bid %s: territory %d is %d:%d by the page, %d:%d by the package", s, s.MoveString(m), tr, holder[tr], armies[tr], c.Owner(tr), c.Armies(tr))
					}
				}
			}
			positions++
			s.Make(moves[ply%len(moves)])
		}
	}
	if positions < 60 || conquests < 100 {
		t.Errorf("%d positions played, %d conquests", positions, conquests)
	}
}

func sortDown(x []int) {
	for i := 1; i < len(x); i++ {
		for j := i; j > 0 && x[j] > x[j-1]; j-- {
			x[j], x[j-1] = x[j-1], x[j]
		}
	}
}

// TestDocPerft recomputes the perft table of docs/games/risk.md and holds the counts its prose
// quotes from testdata/perft.txt (which TestPerftTable checks against gamekit.Perft) to the file.
func TestDocPerft(t *testing.T) {
	section := gametest.DocSection(t, "risk.md", "Perft")
	checked := 0
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if !strings.HasPrefix(line, "|") || strings.TrimSpace(cells[0]) != "6-player start of deal 1" {
			continue
		}
		checked += gametest.CheckDocCounts(t, "risk.md", mustNew(t, 6, ""), cells[0], cells[1:])
	}
	if checked < 6 {
		t.Errorf("checked %d counts of the table", checked)
	}
	data, err := os.ReadFile("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	rows := gametest.ParseTable(t, string(data))
	text := strings.Join(strings.Fields(section), " ")
	quoted := []struct {
		re   string
		what func(r gametest.Row, n []uint64) bool
	}{
		{`a game capped after one round, (\d+) at depth 3 and 4`, func(r gametest.Row, n []uint64) bool {
			return strings.Contains(r.Pos, "rounds=1,") && r.Counts[2] == n[0] && r.Counts[3] == n[0]
		}},
		{`a mover with one army to attack with, (\d+) at depth 5`, func(r gametest.Row, n []uint64) bool {
			return len(r.Counts) >= 5 && r.Counts[4] == n[0]
		}},
		{`a game one conquest from its end, (\d+), (\d+), (\d+), (\d+)`, func(r gametest.Row, n []uint64) bool {
			return len(r.Counts) >= 4 && r.Counts[0] == n[0] && r.Counts[1] == n[1] && r.Counts[2] == n[2] && r.Counts[3] == n[3]
		}},
	}
	for _, q := range quoted {
		m := regexp.MustCompile(q.re).FindStringSubmatch(text)
		if m == nil {
			t.Errorf("docs/games/risk.md, Perft: %q not found", q.re)
			continue
		}
		var n []uint64
		for _, v := range m[1:] {
			x, _ := strconv.ParseUint(v, 10, 64)
			n = append(n, x)
		}
		found := false
		for _, r := range rows {
			found = found || q.what(r, n)
		}
		if !found {
			t.Errorf("docs/games/risk.md, Perft: %q: no row of testdata/perft.txt has those counts", m[0])
		}
	}
}

// TestDocNumbers holds the other numbers docs/games/risk.md prints to the code: the map, the
// starting armies, the 6-player even spread, the start's notation, the dice fractions and the
// conquest probabilities.
func TestDocNumbers(t *testing.T) {
	data, err := os.ReadFile("../../../docs/games/risk.md")
	if err != nil {
		t.Fatal(err)
	}
	page := strings.Join(strings.Fields(string(data)), " ")
	find := func(re string) []string {
		t.Helper()
		m := regexp.MustCompile(re).FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("docs/games/risk.md: %q not found", re)
		}
		return m[1:]
	}
	num := func(s string) int64 {
		n, err := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64)
		if err != nil {
			t.Fatalf("docs/games/risk.md: %q is not a number", s)
		}
		return n
	}

	// The map: the territory table (index, code, name by continent and bonus) and the borders.
	mapSection := gametest.DocSection(t, "risk.md", "Map")
	rowRe := regexp.MustCompile(`^\| ([A-Za-z ]+) \((?:bonus )?(\d+)\) \| (.*) \|$`)
	terrRe := regexp.MustCompile("(\\d+) `([a-z]+)` ([^,]+)")
	seen := 0
	for _, line := range strings.Split(mapSection, "\n") {
		m := rowRe.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		c := -1
		for i, ct := range continents {
			if ct.name == m[1] {
				c = i
			}
		}
		if c < 0 || int64(continents[c].bonus) != num(m[2]) {
			t.Errorf("docs/games/risk.md: continent %q bonus %s: the code has no such continent or another bonus", m[1], m[2])
			continue
		}
		for _, tm := range terrRe.FindAllStringSubmatch(m[3], -1) {
			i := int(num(tm[1]))
			if i >= NumTerritories || territories[i].code != tm[2] || territories[i].name != strings.TrimSpace(tm[3]) || int(territories[i].cont) != c {
				t.Errorf("docs/games/risk.md: territory %s %s %q in %s: not the code's", tm[1], tm[2], tm[3], m[1])
			}
			seen++
		}
	}
	if seen != NumTerritories {
		t.Errorf("docs/games/risk.md: the map table names %d territories, the code %d", seen, NumTerritories)
	}
	_, borders, _ := strings.Cut(mapSection, "The borders:")
	borders, _, _ = strings.Cut(borders, "\n\n"+"Lux")
	pair := func(p string) string {
		a, b, _ := strings.Cut(p, "-")
		return min(a, b) + "-" + max(a, b)
	}
	page83 := map[string]bool{}
	for _, p := range strings.Fields(borders) {
		page83[pair(p)] = true
	}
	code83 := map[string]bool{}
	for _, p := range strings.Fields(borderList) {
		code83[pair(p)] = true
	}
	if fmt.Sprint(page83) != fmt.Sprint(code83) || len(code83) != numBorders {
		t.Errorf("docs/games/risk.md: the page's %d borders are not the code's %d", len(page83), len(code83))
	}
	if m := find(`The classic map: (\d+) territories in six continents, (\d+) undirected borders`); num(m[0]) != NumTerritories || num(m[1]) != int64(numBorders) {
		t.Errorf("docs/games/risk.md: %s territories and %s borders; the code has %d and %d", m[0], m[1], NumTerritories, numBorders)
	}

	// The start.
	m := find(`starting armies (\d+)/(\d+)/(\d+)/(\d+)/(\d+) for 2-6 players`)
	for i, v := range m {
		if num(v) != int64(startArmies[i+2]) {
			t.Errorf("docs/games/risk.md: %s starting armies for %d players, the code %d", v, i+2, startArmies[i+2])
		}
	}
	m = find(`with 6 players: (\d+) territories, (\d+) armies, so (\d+) or (\d+) on each`)
	s := mustNew(t, 6, "")
	if num(m[0]) != 7 || num(m[1]) != int64(startArmies[6]) {
		t.Errorf("docs/games/risk.md: 6 players: %s territories and %s armies each, the code 7 and %d", m[0], m[1], startArmies[6])
	}
	for tr := range NumTerritories {
		if p := s.Owner(tr); p != 0 { // player 0's income is placed too
			if a := int64(s.Armies(tr)); a != num(m[2]) && a != num(m[3]) {
				t.Errorf("docs/games/risk.md: player %d has %d armies on %s at the start, not %s or %s", p, a, territories[tr].code, m[2], m[3])
			}
		}
	}
	notation := gametest.DocSection(t, "risk.md", "Notation")
	if !strings.Contains(notation, "\n    "+s.String()+"\n") {
		t.Errorf("docs/games/risk.md, Notation: the 6-player start of deal 1 is not the page's line; the code writes\n%s", s)
	}

	// The dice.
	m = find(`3 dice against 2: the attacker loses two in (\d+) of (\d+) throws, each side one in (\d+), the defender two in (\d+)`)
	var outcomes [3][3]int64
	for code := range 7776 {
		att := [3]uint8{uint8(code%6 + 1), uint8(code/6%6 + 1), uint8(code/36%6 + 1)}
		def := [2]uint8{uint8(code/216%6 + 1), uint8(code/1296%6 + 1)}
		la, ld := rollLosses(att, 3, def, 2)
		outcomes[la][ld]++
	}
	if num(m[1]) != rollDenom || num(m[0]) != outcomes[2][0] || num(m[2]) != outcomes[1][1] || num(m[3]) != outcomes[0][2] {
		t.Errorf("docs/games/risk.md: %v of %s throws; the code's rolls give %d, %d, %d of 7776", m, m[1], outcomes[2][0], outcomes[1][1], outcomes[0][2])
	}
	m = find(`with 3 dice against 2, (\d+)/(\d+) of an army to the attacker and (\d+)/(\d+) to the defender`)
	if e := expectedLoss[2][1]; num(m[0]) != int64(e[0]) || num(m[2]) != int64(e[1]) || num(m[1]) != rollDenom || num(m[3]) != rollDenom {
		t.Errorf("docs/games/risk.md: expected losses %s/%s and %s/%s; the code's %d and %d of %d", m[0], m[1], m[2], m[3], e[0], e[1], rollDenom)
	}
	memo := map[[2]uint32]*big.Rat{}
	for _, q := range []struct {
		re   string
		a, d uint32 // the armies of the attacking territory and of the defender
	}{
		{`\x60A = 2, D = 3\x60 is (\d+)/(\d+)`, 3, 3},
		{`\(and \x60A = D = 1\x60 (\d+)/(\d+)\)`, 2, 1},
		{`a territory of 2 armies \(one attacker\) against 3 takes it with probability (\d+)/(\d+)`, 2, 3},
	} {
		m := find(q.re)
		want := big.NewRat(num(m[0]), num(m[1]))
		if got := conquestByCode(q.a, q.d, memo); got.Cmp(want) != 0 {
			t.Errorf("docs/games/risk.md: %s: the battle code gives %s", m, got)
		}
	}
}
