package board

import "testing"

// TestSplitGenerated recomputes every dense board's split layout from its Geometry the way the
// package once built it at init (newSplit below, independent of gen.go's construction) and
// compares it with the generated one, so that the generator cannot drift from the layout's
// definition unnoticed.
func TestSplitGenerated(t *testing.T) {
	for _, g := range append([]*Geometry{Star73(), Star121(), Triangle()}, squares[:]...) {
		if g.Padded {
			if g.Split != nil {
				t.Errorf("%s: padded, but has a split layout", g.Name)
			}
			continue
		}
		want := newSplit(g)
		if want == nil {
			t.Fatalf("%s: no split layout", g.Name)
		}
		if g.Split == nil || *g.Split != *want {
			t.Errorf("%s: the generated split layout differs from newSplit's: run go generate ./engine/board", g.Name)
		}
	}
}

// newSplit builds g's split layout with the smallest row stride that keeps every class inside
// 64 bits and one bit per cell, or returns nil when there is none or a hop's shift is not
// constant across a class (which would be a table error).
func newSplit(g *Geometry) *Split {
	for w := 2; w <= 16; w++ {
		if sp := trySplit(g, w); sp != nil {
			return sp
		}
	}
	return nil
}

func trySplit(g *Geometry, w int) *Split {
	class := &g.ParityOf
	sp := &Split{W: w, Pairs: g.Dirs / 2, class: *class}
	half := func(b int) int { return w*(int(g.Coord[b][2])>>1) + int(g.Coord[b][0])>>1 }
	var lo [4]int
	for k := range lo {
		lo[k] = 1 << 30
	}
	for b := range 128 {
		if g.BitCell[b] >= 0 {
			lo[class[b]] = min(lo[class[b]], half(b))
		}
	}
	for k := range sp.Cell {
		for i := range sp.Cell[k] {
			sp.Cell[k][i] = NoBit
		}
	}
	for b := range 128 {
		sp.Bit[b] = NoBit
		if g.BitCell[b] < 0 {
			continue
		}
		k, v := class[b], half(b)-lo[class[b]]
		if v >= 64 || sp.Cell[k][v] != NoBit {
			return nil
		}
		sp.Bit[b], sp.Cell[k][v] = uint8(v), uint8(b)
		sp.Mask[k] |= 1 << v
		sp.words[b][k] = 1 << v
	}
	// Pair each direction with its opposite; the member whose landing is a higher bit goes up.
	dirs := Directions[:]
	if g.Dirs == 8 {
		dirs = SquareDirections[:]
	}
	for i := range sp.Pairs {
		a, b := i, i+sp.Pairs
		s := dirs[a][0] + w*dirs[a][2]
		if s < 0 {
			a, b, s = b, a, -s
		}
		sp.Up[i], sp.Dn[i], sp.Shift[i] = uint8(a), uint8(b), uint8(s)
	}
	var seen [4][8]bool
	for b := range 128 {
		for i := range sp.Pairs {
			for j, d := range [2]uint8{sp.Up[i], sp.Dn[i]} {
				land := g.Jump[b][d]
				if land == NoBit {
					continue
				}
				over, k := g.Step[b][d], class[b]
				shift := int(sp.Shift[i])
				if j == 1 {
					shift = -shift
				}
				if class[land] != k || int(sp.Bit[land])-int(sp.Bit[b]) != shift {
					return nil
				}
				h := &sp.Hop[k][2*i+j]
				ov := int(sp.Bit[over]) - int(sp.Bit[b])
				if !seen[k][2*i+j] {
					seen[k][2*i+j] = true
					h.OverClass = class[over]
					if ov >= 0 {
						h.OverShr = uint8(ov)
					} else {
						h.OverShl = uint8(-ov)
					}
				} else if h.OverClass != class[over] || int(h.OverShr)-int(h.OverShl) != ov {
					return nil
				}
				h.From |= 1 << sp.Bit[b]
			}
		}
	}
	return sp
}
