//go:build ignore

// gen.go computes the board tables of docs/rules.md and docs/boards.md and writes tables_gen.go:
// the two star boards, the triangle and the squares square:6 .. square:11.
// Run with: go generate ./engine/board
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"strings"
)

// cell is a cell's coordinates: cube coordinates (x, y, z) on the hex boards, (column, 0, row) on
// the squares. On every board the row is z and cells of a row run by x ascending.
type cell struct{ x, y, z int }

// hexDirs are docs/rules.md's six directions; squareDirs the eight of the square board as (dx, 0, drow):
// E, NE, N, NW, W, SW, S, SE (counter-clockwise from east, like the hex order).
var (
	hexDirs    = [][3]int{{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}}
	squareDirs = [][3]int{{1, 0, 0}, {1, 0, -1}, {0, 0, -1}, {-1, 0, -1}, {-1, 0, 0}, {-1, 0, 1}, {0, 0, 1}, {1, 0, 1}}
)

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// shape is one board: its cells in cell order and everything the tables derive from.
type shape struct {
	goName, name string
	n            int    // corner side; pieces = n(n+1)/2
	cells        []cell // cell order: rows top to bottom (z ascending), x ascending in a row
	dirs         [][3]int
	corner       func(c cell) int // corner area of a cell, -1 for none
	corners      int              // corner numbers run 0..corners-1
	apex         [6]*cell         // tip cell of each corner area, nil for a corner number without one
	goalOf       [6]int           // goal corner of each home corner, -1 for none
	maxDist      int
	seats        string // default seats
	pad          bool   // look for a padded layout (star boards)
}

// dist is the board's distance: hex distance max(|dx|,|dy|,|dz|), which on the squares'
// (column, 0, row) coordinates is the Chebyshev (king-move) distance.
func dist(a, b cell) int { return max(abs(a.x-b.x), abs(a.y-b.y), abs(a.z-b.z)) }

func starCorner(n int, c cell) int {
	switch {
	case c.z < -n:
		return 0
	case c.x > n:
		return 1
	case c.y < -n:
		return 2
	case c.z > n:
		return 3
	case c.x < -n:
		return 4
	case c.y > n:
		return 5
	}
	return -1
}

// hexCells lists the cells of star(n)'s coordinate range for which in holds, rows z = -2n..2n, x
// ascending.
func hexCells(n int, in func(c cell) bool) []cell {
	var out []cell
	for z := -2 * n; z <= 2*n; z++ {
		for x := -2 * n; x <= 2*n; x++ {
			if c := (cell{x, -x - z, z}); in(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

func starApexes(n int) [6]*cell {
	return [6]*cell{{n, n, -2 * n}, {2 * n, -n, -n}, {n, -2 * n, n}, {-n, -n, 2 * n}, {-2 * n, n, n}, {-n, 2 * n, -n}}
}

// star is star(n) of docs/rules.md.
func star(goName string, n int) shape {
	cs := hexCells(n, func(c cell) bool { return max(c.x, c.y, c.z) <= n || min(c.x, c.y, c.z) >= -n })
	return shape{
		goName: goName, name: fmt.Sprint("star", len(cs)), n: n, cells: cs, dirs: hexDirs,
		corner: func(c cell) int { return starCorner(n, c) }, corners: 6, apex: starApexes(n),
		goalOf: [6]int{3, 4, 5, 0, 1, 2}, maxDist: 4 * n, seats: "0134", pad: true,
	}
}

// triangle is the big triangle max(x, y, z) <= n of star(n): star's corners 0, 2 and 4 with their
// numbers; the goal of each is the next corner counter-clockwise (0 -> 4 -> 2 -> 0).
func triangle(n int) shape {
	cs := hexCells(n, func(c cell) bool { return max(c.x, c.y, c.z) <= n })
	ap := starApexes(n)
	ap[1], ap[3], ap[5] = nil, nil, nil
	return shape{
		goName: "Triangle", name: "triangle", n: n, cells: cs, dirs: hexDirs,
		corner: func(c cell) int { return starCorner(n, c) }, corners: 6, apex: ap,
		goalOf: [6]int{4, -1, 0, -1, 2, -1}, maxDist: 3 * n, seats: "024",
	}
}

// square is the side x side square with the 6-cell triangles (rows of 3, 2, 1 cells) at its
// corners, numbered clockwise from the top left; the goal of each is the opposite corner.
func square(side int) shape {
	var cs []cell
	for r := range side {
		for x := range side {
			cs = append(cs, cell{x, 0, r})
		}
	}
	m := side - 1
	corner := func(c cell) int {
		switch {
		case c.x+c.z <= 2:
			return 0
		case m-c.x+c.z <= 2:
			return 1
		case m-c.x+m-c.z <= 2:
			return 2
		case c.x+m-c.z <= 2:
			return 3
		}
		return -1
	}
	return shape{
		goName: fmt.Sprint("Square", side), name: fmt.Sprint("square:", side), n: 3, cells: cs, dirs: squareDirs,
		corner: corner, corners: 4, apex: [6]*cell{{0, 0, 0}, {m, 0, 0}, {m, 0, m}, {0, 0, m}},
		goalOf: [6]int{2, 3, 0, 1, -1, -1}, maxDist: m, seats: "0123",
	}
}

// paddedWidth finds the smallest row stride W for which bit = W*(z+2n)+x-n fits in 128 bits and a
// step off the board never lands on a board bit. It returns 0 if there is none.
func paddedWidth(n int, cs []cell, onBoard func(cell) bool) int {
	for w := 2 * n; w <= 4*n+1; w++ {
		bit := func(c cell) int { return w*(c.z+2*n) + c.x - n }
		used := map[int]bool{}
		ok := true
		for _, c := range cs {
			b := bit(c)
			if b < 0 || b > 127 || used[b] {
				ok = false
				break
			}
			used[b] = true
		}
		for _, c := range cs {
			for _, d := range hexDirs {
				nb := cell{c.x + d[0], c.y + d[1], c.z + d[2]}
				if !onBoard(nb) && used[bit(nb)] {
					ok = false
				}
			}
		}
		if ok {
			return w
		}
	}
	return 0
}

var outFile = flag.String("o", "tables_gen.go", "output file")

func main() {
	flag.Parse()
	var out bytes.Buffer
	out.WriteString("// Code generated by gen.go; DO NOT EDIT.\n\npackage board\n\n")
	shapes := []shape{star("Star73", 3), star("Star121", 4), triangle(3)}
	for side := 6; side <= 11; side++ {
		shapes = append(shapes, square(side))
	}
	for _, sh := range shapes {
		write(&out, sh)
	}
	out.WriteString("// bitTable[b] holds only bit b; bits 128-255 (NoBit among them) give the empty set.\nvar bitTable = [256]Bitboard{")
	for b := range 128 {
		m := [2]uint64{}
		m[b/64] = 1 << (b % 64)
		fmt.Fprintf(&out, "{0x%x, 0x%x},", m[0], m[1])
	}
	out.WriteString("}\n")
	src, err := format.Source(out.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*outFile, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

func write(out *bytes.Buffer, sh shape) {
	n, cs := sh.n, sh.cells
	onBoard := map[cell]bool{}
	for _, c := range cs {
		onBoard[c] = true
	}
	w := 0
	if sh.pad {
		w = paddedWidth(n, cs, func(c cell) bool { return onBoard[c] })
	}
	bitOf := make(map[cell]int)
	for i, c := range cs {
		if w > 0 {
			bitOf[c] = w*(c.z+2*n) + c.x - n
		} else {
			bitOf[c] = i
		}
	}
	bitAt := func(c cell) int {
		if b, ok := bitOf[c]; ok {
			return b
		}
		return 255
	}
	var rows []int
	for i, c := range cs {
		if i == 0 || c.z != cs[i-1].z {
			rows = append(rows, 0)
		}
		rows[len(rows)-1]++
	}
	var bitCell [128]int
	for i := range bitCell {
		bitCell[i] = -1
	}
	var cellBit []int
	var coord [128][3]int
	var mask [2]uint64
	var corner [6][2]uint64
	var cornerOfBit [128]int
	for i := range cornerOfBit {
		cornerOfBit[i] = -1
	}
	var dist6 [6][128]int
	var step, jump [128][8]int
	var nbr [128][2]uint64
	var near [128][2]uint64
	var parity [4][2]uint64
	var parityOf [128]int
	for i := range 128 {
		for d := range 8 {
			step[i][d], jump[i][d] = 255, 255
		}
	}
	set := func(m *[2]uint64, bit int) { m[bit/64] |= 1 << (bit % 64) }
	for i, c := range cs {
		bit := bitOf[c]
		cellBit = append(cellBit, bit)
		bitCell[bit] = i
		coord[bit] = [3]int{c.x, c.y, c.z}
		set(&mask, bit)
		if k := sh.corner(c); k >= 0 {
			set(&corner[k], bit)
			cornerOfBit[bit] = k
		}
		for k, a := range sh.apex {
			if a != nil {
				dist6[k][bit] = dist(c, *a)
			}
		}
		for d, v := range sh.dirs {
			s := cell{c.x + v[0], c.y + v[1], c.z + v[2]}
			t := cell{c.x + 2*v[0], c.y + 2*v[1], c.z + 2*v[2]}
			step[bit][d] = bitAt(s)
			set(&near[bit], bit)
			if b := bitAt(s); b != 255 {
				set(&near[bit], b)
			}
			if b := bitAt(t); b != 255 {
				set(&near[bit], b)
			}
			if step[bit][d] != 255 {
				set(&nbr[bit], step[bit][d])
				jump[bit][d] = bitAt(t)
			}
		}
		// A hop moves x and z by 0 or +-2 on every board, so it keeps (x mod 2, z mod 2).
		p := (c.x&1)<<1 | c.z&1
		set(&parity[p], bit)
		parityOf[bit] = p
	}
	var apexBit [6]int
	for k, a := range sh.apex {
		apexBit[k] = 255
		if a != nil {
			apexBit[k] = bitOf[*a]
		}
	}
	name := sh.goName
	bb := func(m [2]uint64) string { return fmt.Sprintf("{0x%016x, 0x%016x}", m[0], m[1]) }
	fmt.Fprintf(out, "var %s = &Geometry{\n", strings.ToLower(name[:1])+name[1:]) // unexported: Star73() and the others hand it out, so no importer can replace it
	fmt.Fprintf(out, "Name: %q, N: %d, Cells: %d, Pieces: %d, MaxDist: %d,\n", sh.name, n, len(cs), n*(n+1)/2, sh.maxDist)
	fmt.Fprintf(out, "Dirs: %d, Corners: %d, GoalOf: [6]int8{%d, %d, %d, %d, %d, %d}, DefaultSeats: %q,\n", len(sh.dirs), sh.corners,
		sh.goalOf[0], sh.goalOf[1], sh.goalOf[2], sh.goalOf[3], sh.goalOf[4], sh.goalOf[5], sh.seats)
	fmt.Fprintf(out, "RowLen: %#v,\n", rows)
	fmt.Fprintf(out, "CellBit: []uint8{")
	for _, v := range cellBit {
		fmt.Fprintf(out, "%d,", v)
	}
	fmt.Fprintf(out, "},\nBitCell: [128]int16{")
	for _, v := range bitCell {
		fmt.Fprintf(out, "%d,", v)
	}
	fmt.Fprintf(out, "},\nCoord: [128][3]int8{")
	for _, v := range coord {
		fmt.Fprintf(out, "{%d,%d,%d},", v[0], v[1], v[2])
	}
	fmt.Fprintf(out, "},\nMask: Bitboard%s,\nCorner: [6]Bitboard{", bb(mask))
	for _, v := range corner {
		fmt.Fprintf(out, "%s,", bb(v))
	}
	fmt.Fprintf(out, "},\nCornerOf: [128]int8{")
	for _, v := range cornerOfBit {
		fmt.Fprintf(out, "%d,", v)
	}
	fmt.Fprintf(out, "},\nApex: [6]uint8{")
	for _, a := range apexBit {
		fmt.Fprintf(out, "%d,", a)
	}
	fmt.Fprintf(out, "},\nDist: [6][128]uint8{")
	for _, row := range dist6 {
		fmt.Fprintf(out, "{")
		for _, v := range row {
			fmt.Fprintf(out, "%d,", v)
		}
		fmt.Fprintf(out, "},\n")
	}
	for _, t := range []struct {
		name string
		tab  [128][8]int
	}{{"Step", step}, {"Jump", jump}} {
		fmt.Fprintf(out, "},\n%s: [128][8]uint8{", t.name)
		for _, v := range t.tab {
			fmt.Fprintf(out, "{%d,%d,%d,%d,%d,%d,%d,%d},", v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7])
		}
	}
	fmt.Fprintf(out, "},\nNeighbors: [128]Bitboard{")
	for _, v := range nbr {
		fmt.Fprintf(out, "%s,", bb(v))
	}
	fmt.Fprintf(out, "},\nNear: [128]Bitboard{")
	for _, v := range near {
		fmt.Fprintf(out, "%s,", bb(v))
	}
	fmt.Fprintf(out, "},\nParity: [4]Bitboard{")
	for _, v := range parity {
		fmt.Fprintf(out, "%s,", bb(v))
	}
	fmt.Fprintf(out, "},\nParityOf: [128]uint8{")
	for _, v := range parityOf {
		fmt.Fprintf(out, "%d,", v)
	}
	fmt.Fprintf(out, "},\n")
	if w > 0 {
		fmt.Fprintf(out, "Padded: true, Shift: [6]int{%d, %d, %d, %d, %d, %d},\n", 1, 1-w, -w, -1, w-1, w)
	} else {
		sp := newSplit(sh.dirs, &bitCell, &coord, &parityOf, &step, &jump)
		if sp == nil {
			log.Fatalf("%s: no parity-split layout", sh.name)
		}
		writeSplit(out, sp, &parityOf)
	}
	fmt.Fprintf(out, "}\n\n")
	if w > 0 {
		fmt.Fprintf(out, "// %sWidth is the row stride of the padded %s layout: the six direction shifts are\n// +1, 1-W, -W, -1, W-1, +W.\nconst %sWidth = %d\n\n", name, name, name, w)
	}
}

// split is a dense board's parity-split layout, board.Split (split.go), with ints for the
// generator's arithmetic.
type split struct {
	w, pairs      int
	shift, up, dn [4]int
	bit           [128]int
	cell          [4][64]int
	mask          [4]uint64
	hop           [4][8]splitHop
	words         [128][4]uint64
}

// splitHop is board.SplitHop.
type splitHop struct {
	from                        uint64
	overClass, overShr, overShl int
}

// newSplit builds the split layout with the smallest row stride from 2 that keeps every class
// inside 64 bits and one bit per cell, or returns nil when there is none or a hop's shift is not
// constant across a class. TestSplitGenerated checks it against the board package's own
// construction from the Geometry.
func newSplit(dirs [][3]int, bitCell *[128]int, coord *[128][3]int, class *[128]int, step, jump *[128][8]int) *split {
	for w := 2; w <= 16; w++ {
		if sp := trySplit(w, dirs, bitCell, coord, class, step, jump); sp != nil {
			return sp
		}
	}
	return nil
}

func trySplit(w int, dirs [][3]int, bitCell *[128]int, coord *[128][3]int, class *[128]int, step, jump *[128][8]int) *split {
	sp := &split{w: w, pairs: len(dirs) / 2}
	half := func(b int) int { return w*(coord[b][2]>>1) + coord[b][0]>>1 }
	lo := [4]int{1 << 30, 1 << 30, 1 << 30, 1 << 30}
	for b := range 128 {
		if bitCell[b] >= 0 {
			lo[class[b]] = min(lo[class[b]], half(b))
		}
	}
	for k := range sp.cell {
		for i := range sp.cell[k] {
			sp.cell[k][i] = 255
		}
	}
	for b := range 128 {
		sp.bit[b] = 255
		if bitCell[b] < 0 {
			continue
		}
		k, v := class[b], half(b)-lo[class[b]]
		if v >= 64 || sp.cell[k][v] != 255 {
			return nil
		}
		sp.bit[b], sp.cell[k][v] = v, b
		sp.mask[k] |= 1 << v
		sp.words[b][k] = 1 << v
	}
	// Pair each direction with its opposite; the member whose landing is a higher bit goes up.
	for i := range sp.pairs {
		a, b := i, i+sp.pairs
		s := dirs[a][0] + w*dirs[a][2]
		if s < 0 {
			a, b, s = b, a, -s
		}
		sp.up[i], sp.dn[i], sp.shift[i] = a, b, s
	}
	var seen [4][8]bool
	for b := range 128 {
		for i := range sp.pairs {
			for j, d := range [2]int{sp.up[i], sp.dn[i]} {
				land := jump[b][d]
				if land == 255 {
					continue
				}
				over, k := step[b][d], class[b]
				shift := sp.shift[i]
				if j == 1 {
					shift = -shift
				}
				if class[land] != k || sp.bit[land]-sp.bit[b] != shift {
					return nil
				}
				h := &sp.hop[k][2*i+j]
				ov := sp.bit[over] - sp.bit[b]
				if !seen[k][2*i+j] {
					seen[k][2*i+j] = true
					h.overClass = class[over]
					if ov >= 0 {
						h.overShr = ov
					} else {
						h.overShl = -ov
					}
				} else if h.overClass != class[over] || h.overShr-h.overShl != ov {
					return nil
				}
				h.from |= 1 << sp.bit[b]
			}
		}
	}
	return sp
}

// writeSplit writes sp as the Split field of a Geometry literal.
func writeSplit(out *bytes.Buffer, sp *split, class *[128]int) {
	ints := func(v []int) {
		for _, x := range v {
			fmt.Fprintf(out, "%d,", x)
		}
	}
	fmt.Fprintf(out, "Split: &Split{\nW: %d, Pairs: %d,\nShift: [4]uint8{", sp.w, sp.pairs)
	ints(sp.shift[:])
	fmt.Fprintf(out, "},\nUp: [4]uint8{")
	ints(sp.up[:])
	fmt.Fprintf(out, "},\nDn: [4]uint8{")
	ints(sp.dn[:])
	fmt.Fprintf(out, "},\nBit: [128]uint8{")
	ints(sp.bit[:])
	fmt.Fprintf(out, "},\nCell: [4][64]uint8{")
	for k := range sp.cell {
		fmt.Fprintf(out, "{")
		ints(sp.cell[k][:])
		fmt.Fprintf(out, "},\n")
	}
	fmt.Fprintf(out, "},\nMask: [4]uint64{")
	for _, m := range sp.mask {
		fmt.Fprintf(out, "0x%016x,", m)
	}
	fmt.Fprintf(out, "},\nHop: [4][8]SplitHop{")
	for k := range sp.hop {
		fmt.Fprintf(out, "{")
		for _, h := range sp.hop[k] {
			fmt.Fprintf(out, "{From: 0x%016x, OverClass: %d, OverShr: %d, OverShl: %d},", h.from, h.overClass, h.overShr, h.overShl)
		}
		fmt.Fprintf(out, "},\n")
	}
	fmt.Fprintf(out, "},\nclass: [128]uint8{")
	ints(class[:])
	fmt.Fprintf(out, "},\nwords: [128][4]uint64{")
	for _, v := range sp.words {
		fmt.Fprintf(out, "{0x%x, 0x%x, 0x%x, 0x%x},", v[0], v[1], v[2], v[3])
	}
	fmt.Fprintf(out, "},\n},\n")
}
