package risk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// naiveMoves lists the mover's moves written plainly from docs/games/risk.md and independently
// of the package's generator: it reads the position from its notation (not from the State's
// fields), enumerates every bid by brute force over copies of the board, resolves each by its
// own expected-loss battle (naiveMeanBattle, from naiveRoll's enumeration of the dice), scores it
// by the Value of the position written out and parsed back, and keeps the Width best in the
// documented order. Only the map (Neighbours) and the evaluation (Value, the definition of
// "best") are the package's.
func naiveMoves(s *State) []Move {
	f := strings.Fields(s.String())
	width := 0
	for _, kv := range strings.Split(f[1], ",") {
		if v, ok := strings.CutPrefix(kv, "width="); ok {
			width, _ = strconv.Atoi(v)
		}
	}
	mover, _ := strconv.Atoi(strings.TrimPrefix(f[3], "mover="))
	var owner [NumTerritories]int
	var armies [NumTerritories]int
	for t, it := range strings.Split(strings.TrimPrefix(f[6], "terr="), ",") {
		o, a, _ := strings.Cut(it, ":")
		owner[t], _ = strconv.Atoi(o)
		armies[t], _ = strconv.Atoi(a)
	}
	held := 0
	for t := range NumTerritories {
		if owner[t] == mover {
			held++
		}
	}
	if held == NumTerritories || s.Capped() {
		return nil
	}
	type cand struct {
		value int64
		steps int
		move  Move
	}
	score := func(ow [NumTerritories]int, ar [NumTerritories]int) int64 {
		parts := make([]string, NumTerritories)
		for t := range NumTerritories {
			parts[t] = fmt.Sprintf("%d:%d", ow[t], ar[t])
		}
		g := slices.Clone(f)
		g[6] = "terr=" + strings.Join(parts, ",")
		p, err := Parse(strings.Join(g, " "))
		if err != nil {
			panic(err)
		}
		return p.Value(mover)
	}
	cands := []cand{{score(owner, armies), 0, 1 << 26}}
	var walk func(ow, ar [NumTerritories]int, cur int, path []int)
	walk = func(ow, ar [NumTerritories]int, cur int, path []int) {
		for _, t := range Neighbours(cur) {
			if ow[t] == mover {
				continue
			}
			o2, a2 := ow, ar
			a, d := naiveMeanBattle(ar[cur], ar[t])
			p := append(slices.Clone(path), t)
			m := Move(len(p)-1) | Move(path[0])<<2
			for i, x := range p[1:] {
				m |= Move(x) << (8 + 6*i)
			}
			if d > 0 {
				a2[cur], a2[t] = a, d
				cands = append(cands, cand{score(o2, a2), len(p) - 1, m})
				continue
			}
			o2[t], a2[t], a2[cur] = mover, a-1, 1
			cands = append(cands, cand{score(o2, a2), len(p) - 1, m})
			won := true
			for _, x := range o2 {
				won = won && x == mover
			}
			if len(p)-1 < MaxSteps && a-1 >= 2 && !won {
				walk(o2, a2, t, p)
			}
		}
	}
	for src := range NumTerritories {
		if owner[src] == mover && armies[src] >= 2 {
			walk(owner, armies, src, []int{src})
		}
	}
	slices.SortFunc(cands, func(x, y cand) int {
		switch {
		case x.value != y.value:
			if x.value > y.value {
				return -1
			}
			return 1
		case x.steps != y.steps:
			return x.steps - y.steps
		}
		return int(x.move) - int(y.move)
	})
	var out []Move
	for _, c := range cands[:min(width, len(cands))] {
		out = append(out, c.move)
	}
	return out
}

// naiveRoll enumerates every throw of na attacking and nd defending dice and counts, per
// outcome, the throws: out[la][ld] is the number of the 6^(na+nd) throws in which the attacker
// loses la armies and the defender ld. Written from the rules, not from rollLosses: the dice of
// each side sorted from the highest, compared pair by pair, the defender winning ties.
func naiveRoll(na, nd int) (out [3][3]int) {
	total := 1
	for range na + nd {
		total *= 6
	}
	for code := range total {
		dice := make([]int, na+nd)
		c := code
		for i := range dice {
			dice[i] = c%6 + 1
			c /= 6
		}
		att, def := slices.Clone(dice[:na]), slices.Clone(dice[na:])
		slices.Sort(att)
		slices.Reverse(att)
		slices.Sort(def)
		slices.Reverse(def)
		la, ld := 0, 0
		for i := 0; i < na && i < nd; i++ {
			if att[i] > def[i] {
				ld++
			} else {
				la++
			}
		}
		out[la][ld]++
	}
	return out
}

// naiveMeanBattle is the expected-loss battle of docs/games/risk.md: every roll the attacker
// (a armies, a-1 attacking) and the defender (d) are charged their expected losses of the roll,
// as exact fractions carried from roll to roll; a side loses an army for each whole army its
// carried loss reaches (the attacker never below one army, the defender never below none), until
// the defender has no army or the attacker one.
func naiveMeanBattle(a, d int) (int, int) {
	ca, cd := 0, 0 // carried losses in 1/7776 of an army
	for a > 1 && d > 0 {
		na, nd := min(3, a-1), min(2, d)
		r := naiveRollMemo(na, nd)
		scale := 7776
		for range na + nd {
			scale /= 6
		}
		for la := range 3 {
			for ld := range 3 {
				ca += la * r[la][ld] * scale
				cd += ld * r[la][ld] * scale
			}
		}
		la, ld := min(ca/7776, a-1), min(cd/7776, d)
		ca -= la * 7776
		cd -= ld * 7776
		a, d = a-la, d-ld
	}
	return a, d
}

var naiveRolls = map[[2]int][3][3]int{}

func naiveRollMemo(na, nd int) [3][3]int {
	k := [2]int{na, nd}
	if r, ok := naiveRolls[k]; ok {
		return r
	}
	r := naiveRoll(na, nd)
	naiveRolls[k] = r
	return r
}
