package board

import (
	"bytes"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

// TestGeneratedUpToDate regenerates the tables with the committed generator and compares the bytes.
func TestGeneratedUpToDate(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH")
	}
	out := filepath.Join(t.TempDir(), "tables_gen.go")
	cmd := exec.Command(goTool, "run", "gen.go", "-o", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen.go: %v\n%s", err, b)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("tables_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("tables_gen.go is stale: run go generate ./engine/board")
	}
}

// refCell is a cell of star(n) computed here from docs/rules.md.
type refCell struct{ x, y, z int }

func refCells(n int) []refCell {
	var out []refCell
	for z := -2 * n; z <= 2*n; z++ {
		for x := -2 * n; x <= 2*n; x++ {
			y := -x - z
			if max(x, y, z) <= n || min(x, y, z) >= -n {
				out = append(out, refCell{x, y, z})
			}
		}
	}
	return out
}

func refCorner(n int, c refCell) int {
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

func abs(v int) int { return max(v, -v) }

func hexDist(a, b refCell) int { return max(abs(a.x-b.x), abs(a.y-b.y), abs(a.z-b.z)) }

func coordOf(g *Geometry, b uint8) refCell {
	c := g.Coord[b]
	return refCell{int(c[0]), int(c[1]), int(c[2])}
}

var geometries = []struct {
	g      *Geometry
	name   string
	n      int
	cells  int
	pieces int
	rows   []int
}{
	{Star73(), "star73", 3, 73, 6, []int{1, 2, 3, 10, 9, 8, 7, 8, 9, 10, 3, 2, 1}},
	{Star121(), "star121", 4, 121, 10, []int{1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1}},
}

func TestGeometry(t *testing.T) {
	for _, tc := range geometries {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.g
			if ByName(tc.name) != g || g.Name != tc.name || g.N != tc.n || g.Cells != tc.cells || g.Pieces != tc.pieces || g.MaxDist != 4*tc.n {
				t.Fatalf("header: %s n=%d cells=%d pieces=%d maxdist=%d", g.Name, g.N, g.Cells, g.Pieces, g.MaxDist)
			}
			if !slices.Equal(g.RowLen, tc.rows) {
				t.Errorf("RowLen = %v, want %v", g.RowLen, tc.rows)
			}
			cells := refCells(tc.n)
			if len(cells) != tc.cells || len(g.CellBit) != tc.cells {
				t.Fatalf("%d reference cells, %d CellBit entries, want %d", len(cells), len(g.CellBit), tc.cells)
			}
			bitOf := map[refCell]uint8{}
			var mask Bitboard
			for i, c := range cells {
				b := g.CellBit[i]
				if b >= 128 || int(g.BitCell[b]) != i {
					t.Fatalf("cell %d: bit %d, BitCell %d", i, b, g.BitCell[b%128])
				}
				if coordOf(g, b) != c {
					t.Errorf("cell %d: Coord %v, want %v (docs/rules.md cell order)", i, coordOf(g, b), c)
				}
				if i > 0 && b <= g.CellBit[i-1] {
					t.Errorf("bit order is not cell order at cell %d", i)
				}
				bitOf[c] = b
				mask = mask.Or(Bit(b))
			}
			if mask != g.Mask || g.Mask.Count() != tc.cells {
				t.Errorf("Mask %v, want %v", g.Mask, mask)
			}
			for b := range 128 {
				if !mask.Has(uint8(b)) {
					if g.BitCell[b] != -1 || g.CornerOf[b] != -1 {
						t.Errorf("off-board bit %d: BitCell %d, CornerOf %d", b, g.BitCell[b], g.CornerOf[b])
					}
					for d := range 6 {
						if g.Step[b][d] != NoBit || g.Jump[b][d] != NoBit {
							t.Errorf("off-board bit %d has a step or jump", b)
						}
					}
				}
			}
			if tc.name == "star121" {
				for i, b := range g.CellBit {
					if int(b) != i {
						t.Fatalf("star121: bit %d for cell %d, want bit = cell", b, i)
					}
				}
			}

			// Corners, apexes, distances.
			var union Bitboard
			for k := range 6 {
				var want Bitboard
				for _, c := range cells {
					if refCorner(tc.n, c) == k {
						want = want.Or(Bit(bitOf[c]))
					}
				}
				if g.Corner[k] != want || want.Count() != tc.pieces {
					t.Errorf("corner %d: %v, want %v (%d cells)", k, g.Corner[k], want, want.Count())
				}
				if !union.And(want).IsZero() {
					t.Errorf("corner %d overlaps another corner", k)
				}
				union = union.Or(want)
				// The apex is the corner's unique cell farthest from the centre.
				centre := refCell{}
				a := g.Apex[k]
				if !g.Corner[k].Has(a) {
					t.Errorf("apex %d of corner %d lies outside it", a, k)
				}
				for x := g.Corner[k]; !x.IsZero(); {
					b := x.PopLowest()
					if int(g.CornerOf[b]) != k {
						t.Errorf("CornerOf[%d] = %d, want %d", b, g.CornerOf[b], k)
					}
					if b != a && hexDist(coordOf(g, b), centre) >= hexDist(coordOf(g, a), centre) {
						t.Errorf("corner %d: cell bit %d is as far from the centre as the apex %d", k, b, a)
					}
				}
				if hexDist(coordOf(g, a), centre) != 2*tc.n {
					t.Errorf("apex of corner %d at distance %d from the centre, want %d", k, hexDist(coordOf(g, a), centre), 2*tc.n)
				}
				for _, c := range cells {
					b := bitOf[c]
					if got, want := int(g.Dist[k][b]), hexDist(c, coordOf(g, a)); got != want {
						t.Errorf("Dist[%d][%d] = %d, want %d", k, b, got, want)
					}
					if int(g.Dist[k][b]) > g.MaxDist {
						t.Errorf("Dist[%d][%d] = %d exceeds MaxDist", k, b, g.Dist[k][b])
					}
				}
			}
			// Opposite corners: k and k+3 are point reflections of each other.
			for k := range 6 {
				a, o := coordOf(g, g.Apex[k]), coordOf(g, g.Apex[(k+3)%6])
				if a != (refCell{-o.x, -o.y, -o.z}) {
					t.Errorf("apexes %d and %d are not opposite: %v %v", k, (k+3)%6, a, o)
				}
			}
			for _, c := range cells {
				if refCorner(tc.n, c) == -1 && int(g.CornerOf[bitOf[c]]) != -1 {
					t.Errorf("central cell %v has CornerOf %d", c, g.CornerOf[bitOf[c]])
				}
			}
			if union.Count() != 6*tc.pieces || g.Mask.AndNot(union).Count() != tc.cells-6*tc.pieces {
				t.Errorf("corners cover %d cells", union.Count())
			}

			// Distance, steps, jumps, neighbours.
			for _, a := range cells {
				for _, b := range cells {
					if got := g.Distance(bitOf[a], bitOf[b]); got != hexDist(a, b) {
						t.Fatalf("Distance(%v, %v) = %d, want %d", a, b, got, hexDist(a, b))
					}
				}
				b := bitOf[a]
				var nbr Bitboard
				for d, v := range Directions {
					s := refCell{a.x + v[0], a.y + v[1], a.z + v[2]}
					j := refCell{a.x + 2*v[0], a.y + 2*v[1], a.z + 2*v[2]}
					wantStep, wantJump := uint8(NoBit), uint8(NoBit)
					if sb, ok := bitOf[s]; ok {
						wantStep = sb
						nbr = nbr.Or(Bit(sb))
						if jb, ok := bitOf[j]; ok {
							wantJump = jb
						}
					}
					if g.Step[b][d] != wantStep || g.Jump[b][d] != wantJump {
						t.Errorf("cell %v dir %d: Step %d Jump %d, want %d %d", a, d, g.Step[b][d], g.Jump[b][d], wantStep, wantJump)
					}
				}
				if g.Neighbors[b] != nbr {
					t.Errorf("Neighbors of %v: %v, want %v", a, g.Neighbors[b], nbr)
				}
			}
		})
	}
}

func TestDirections(t *testing.T) {
	want := [6][3]int{{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}}
	if Directions != want {
		t.Errorf("Directions = %v, want docs/rules.md order %v", Directions, want)
	}
	if !slices.Equal(Names, []string{"star73", "star121"}) || ByName("star99") != nil || ByName("") != nil {
		t.Errorf("Names %v / ByName of an unknown board", Names)
	}
}

// TestPaddedShift: on star73 every direction is one constant shift, and a shifted board bit lands on
// its true neighbour or outside the board (never on some other board cell).
func TestPaddedShift(t *testing.T) {
	g := Star73()
	if !g.Padded || Star121().Padded {
		t.Fatalf("Padded: star73 %v, star121 %v", g.Padded, Star121().Padded)
	}
	w := Star73Width
	if want := [6]int{1, 1 - w, -w, -1, w - 1, w}; g.Shift != want {
		t.Errorf("Shift = %v, want %v", g.Shift, want)
	}
	for i := range g.Cells {
		b := int(g.CellBit[i])
		if want := w*(int(g.Coord[b][2])+2*g.N) + int(g.Coord[b][0]) - g.N; b != want {
			t.Errorf("cell %d at bit %d, want W*(z+2n)+x-n = %d", i, b, want)
		}
		for d := range 6 {
			nb := b + g.Shift[d]
			step := g.Step[b][d]
			switch {
			case step != NoBit && int(step) != nb:
				t.Errorf("bit %d dir %d: neighbour %d, shift gives %d", b, d, step, nb)
			case step == NoBit && nb >= 0 && nb < 128 && g.Mask.Has(uint8(nb)):
				t.Errorf("bit %d dir %d: no neighbour, but the shift lands on board bit %d", b, d, nb)
			}
			// The bitboard shifts agree with the per-bit tables.
			var moved Bitboard
			if s := g.Shift[d]; s > 0 {
				moved = Bit(uint8(b)).Shl(uint(s))
			} else {
				moved = Bit(uint8(b)).Shr(uint(-s))
			}
			moved = moved.And(g.Mask)
			if (step == NoBit) != moved.IsZero() || (step != NoBit && moved != Bit(step)) {
				t.Errorf("bit %d dir %d: shifted bitboard %v, step %d", b, d, moved, step)
			}
		}
	}
}

// TestParity: the four classes partition the board by (x mod 2, z mod 2); hops keep the class and
// steps change it.
func TestParity(t *testing.T) {
	for _, tc := range geometries {
		g := tc.g
		var union Bitboard
		for p := range 4 {
			if !union.And(g.Parity[p]).IsZero() {
				t.Errorf("%s: parity class %d overlaps another", g.Name, p)
			}
			union = union.Or(g.Parity[p])
		}
		if union != g.Mask {
			t.Errorf("%s: parity classes cover %v, board %v", g.Name, union, g.Mask)
		}
		for _, b := range g.CellBit {
			c := g.Coord[b]
			want := uint8((int(c[0])&1)<<1 | int(c[2])&1)
			if g.ParityOf[b] != want || !g.Parity[want].Has(b) {
				t.Errorf("%s: bit %d %v: ParityOf %d, want %d", g.Name, b, c, g.ParityOf[b], want)
			}
			for d := range 6 {
				if j := g.Jump[b][d]; j != NoBit && g.ParityOf[j] != g.ParityOf[b] {
					t.Errorf("%s: hop %d->%d changes the parity class", g.Name, b, j)
				}
				if s := g.Step[b][d]; s != NoBit && g.ParityOf[s] == g.ParityOf[b] {
					t.Errorf("%s: step %d->%d keeps the parity class", g.Name, b, s)
				}
			}
		}
	}
}

// ref is a 128-bit set as an array, the reference for the Bitboard methods.
type ref [128]bool

func toRef(x Bitboard) ref {
	var r ref
	for i := range 128 {
		if i < 64 {
			r[i] = x.Lo>>i&1 != 0
		} else {
			r[i] = x.Hi>>(i-64)&1 != 0
		}
	}
	return r
}

func randBB(rng *rand.Rand) Bitboard {
	x := Bitboard{rng.Uint64(), rng.Uint64()}
	switch rng.IntN(4) {
	case 0:
		x.Lo = 0
	case 1:
		x.Hi = 0
	case 2:
		x = x.And(Bitboard{rng.Uint64(), rng.Uint64()}) // sparse
	}
	return x
}

func TestBitboard(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for b := range 128 {
		x := Bit(uint8(b))
		r := toRef(x)
		for i := range 128 {
			if r[i] != (i == b) || x.Has(uint8(i)) != (i == b) {
				t.Fatalf("Bit(%d) / Has(%d) wrong", b, i)
			}
		}
		if x.Lowest() != uint8(b) || x.Count() != 1 || x.IsZero() {
			t.Fatalf("Bit(%d): Lowest %d Count %d", b, x.Lowest(), x.Count())
		}
	}
	if !(Bitboard{}).IsZero() {
		t.Fatal("zero bitboard is not IsZero")
	}
	for range 2000 {
		x, y := randBB(rng), randBB(rng)
		rx, ry := toRef(x), toRef(y)
		and, or, xor, andNot := toRef(x.And(y)), toRef(x.Or(y)), toRef(x.Xor(y)), toRef(x.AndNot(y))
		n := 0
		for i := range 128 {
			if and[i] != (rx[i] && ry[i]) || or[i] != (rx[i] || ry[i]) || xor[i] != (rx[i] != ry[i]) || andNot[i] != (rx[i] && !ry[i]) {
				t.Fatalf("set operations on %v %v wrong at bit %d", x, y, i)
			}
			if rx[i] {
				n++
			}
		}
		if x.Count() != n || x.IsZero() != (n == 0) {
			t.Fatalf("%v: Count %d, want %d", x, x.Count(), n)
		}
		// Shifts across the 64-bit boundary, every k.
		for k := 1; k < 64; k++ {
			l, r := toRef(x.Shl(uint(k))), toRef(x.Shr(uint(k)))
			for i := range 128 {
				wantL := i-k >= 0 && rx[i-k]
				wantR := i+k < 128 && rx[i+k]
				if l[i] != wantL || r[i] != wantR {
					t.Fatalf("%v shifted by %d: bit %d: Shl %v want %v, Shr %v want %v", x, k, i, l[i], wantL, r[i], wantR)
				}
			}
		}
		// PopLowest visits the set bits in ascending order and empties the board.
		var got []int
		for c := x; !c.IsZero(); {
			low := c.Lowest()
			if p := c.PopLowest(); p != low {
				t.Fatalf("%v: Lowest %d, PopLowest %d", x, low, p)
			}
			got = append(got, int(low))
		}
		var want []int
		for i := range 128 {
			if rx[i] {
				want = append(want, i)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("PopLowest order on %v: %v, want %v", x, got, want)
		}
	}
	// Explicit boundary cases.
	if got := (Bitboard{Lo: 1 << 63}).Shl(1); got != (Bitboard{Hi: 1}) {
		t.Errorf("bit 63 << 1 = %v", got)
	}
	if got := (Bitboard{Hi: 1}).Shr(1); got != (Bitboard{Lo: 1 << 63}) {
		t.Errorf("bit 64 >> 1 = %v", got)
	}
	if got := (Bitboard{Hi: 1 << 63}).Shl(1); !got.IsZero() {
		t.Errorf("bit 127 << 1 = %v, want empty", got)
	}
	if got := (Bitboard{Lo: 1}).Shr(1); !got.IsZero() {
		t.Errorf("bit 0 >> 1 = %v, want empty", got)
	}
	if got := (Bitboard{Lo: 1 << 40}).Shl(30); got != (Bitboard{Hi: 1 << 6}) {
		t.Errorf("bit 40 << 30 = %v", got)
	}
	x := Bitboard{Lo: 1 << 5, Hi: 1 << 3}
	if b := x.PopLowest(); b != 5 || x != (Bitboard{Hi: 1 << 3}) {
		t.Errorf("PopLowest = %d leaving %v", b, x)
	}
	if b := x.PopLowest(); b != 67 || !x.IsZero() {
		t.Errorf("PopLowest = %d leaving %v", b, x)
	}
}

// TestFranksGeometry pins the triangle and the squares to docs/boards.md, recomputing every table
// from the spec's coordinates: the triangle is star73's big triangle max(x, y, z) <= 3 in cube
// coordinates, square:N the N x N lattice as (column, 0, row) with king steps.
func TestFranksGeometry(t *testing.T) {
	if !slices.Equal(Names, []string{"star73", "star121"}) {
		t.Fatalf("Names = %v: the new boards must stay out of Names (suites, sweeps, gate)", Names)
	}
	for _, bad := range []string{"square:5", "square:12", "square:08", "square:", "square8", "triangle:3", "Square:8"} {
		if ByName(bad) != nil {
			t.Errorf("ByName(%q) is a board", bad)
		}
	}
	if ByName("square") != Square(8) {
		t.Errorf("square is not square:8")
	}
	type spec struct {
		g       *Geometry
		cells   []refCell
		dirs    [][3]int
		corner  func(c refCell) int
		apex    map[int]refCell
		goal    map[int]int
		seats   string
		rows    []int
		maxDist int
	}
	var specs []spec
	// The triangle.
	{
		var cs []refCell
		for _, c := range refCells(3) {
			if max(c.x, c.y, c.z) <= 3 {
				cs = append(cs, c)
			}
		}
		specs = append(specs, spec{
			g: Triangle(), cells: cs, dirs: Directions[:],
			corner: func(c refCell) int { return refCorner(3, c) },
			apex:   map[int]refCell{0: {3, 3, -6}, 2: {3, -6, 3}, 4: {-6, 3, 3}},
			goal:   map[int]int{0: 4, 4: 2, 2: 0}, seats: "024",
			rows: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, maxDist: 9,
		})
	}
	for n := SquareMin; n <= SquareMax; n++ {
		var cs []refCell
		var rows []int
		for r := range n {
			rows = append(rows, n)
			for x := range n {
				cs = append(cs, refCell{x, 0, r})
			}
		}
		m := n - 1
		specs = append(specs, spec{
			g: ByName(fmt.Sprintf("square:%d", n)), cells: cs, dirs: SquareDirections[:],
			corner: func(c refCell) int {
				for k, a := range []refCell{{0, 0, 0}, {m, 0, 0}, {m, 0, m}, {0, 0, m}} {
					if abs(c.x-a.x)+abs(c.z-a.z) <= 2 {
						return k
					}
				}
				return -1
			},
			apex: map[int]refCell{0: {0, 0, 0}, 1: {m, 0, 0}, 2: {m, 0, m}, 3: {0, 0, m}},
			goal: map[int]int{0: 2, 1: 3, 2: 0, 3: 1}, seats: "0123", rows: rows, maxDist: m,
		})
	}
	for _, sp := range specs {
		g := sp.g
		t.Run(g.Name, func(t *testing.T) {
			if ByName(g.Name) != g || g.Cells != len(sp.cells) || g.Pieces != 6 || g.N != 3 || g.Padded ||
				g.Dirs != len(sp.dirs) || g.DefaultSeats != sp.seats || g.MaxDist != sp.maxDist || !slices.Equal(g.RowLen, sp.rows) {
				t.Fatalf("header: %+v", struct {
					N, Cells, Pieces, MaxDist, Dirs int
					Padded                          bool
					Seats                           string
					Rows                            []int
				}{g.N, g.Cells, g.Pieces, g.MaxDist, g.Dirs, g.Padded, g.DefaultSeats, g.RowLen})
			}
			bitOf := map[refCell]uint8{}
			var mask Bitboard
			for i, c := range sp.cells {
				if int(g.CellBit[i]) != i || int(g.BitCell[i]) != i || coordOf(g, uint8(i)) != c {
					t.Fatalf("cell %d: bit %d, coord %v, want the dense layout and %v", i, g.CellBit[i], coordOf(g, uint8(i)), c)
				}
				bitOf[c] = uint8(i)
				mask = mask.Or(Bit(uint8(i)))
			}
			if mask != g.Mask {
				t.Errorf("Mask %v, want %v", g.Mask, mask)
			}
			maxD := 0
			for k := range 6 {
				a, has := sp.apex[k]
				if !has {
					if !g.Corner[k].IsZero() || g.Apex[k] != NoBit || g.GoalOf[k] != -1 || g.HasCorner(k) {
						t.Errorf("corner %d should not exist", k)
					}
					continue
				}
				if int(g.GoalOf[k]) != sp.goal[k] || g.Apex[k] != bitOf[a] {
					t.Errorf("corner %d: goal %d apex %d, want %d %d", k, g.GoalOf[k], g.Apex[k], sp.goal[k], bitOf[a])
				}
				var want Bitboard
				for _, c := range sp.cells {
					if sp.corner(c) == k {
						want = want.Or(Bit(bitOf[c]))
						if int(g.CornerOf[bitOf[c]]) != k {
							t.Errorf("CornerOf %v = %d, want %d", c, g.CornerOf[bitOf[c]], k)
						}
					}
					d := max(abs(c.x-a.x), abs(c.y-a.y), abs(c.z-a.z))
					maxD = max(maxD, d)
					if int(g.Dist[k][bitOf[c]]) != d {
						t.Errorf("Dist[%d] of %v = %d, want %d", k, c, g.Dist[k][bitOf[c]], d)
					}
				}
				if g.Corner[k] != want || want.Count() != 6 {
					t.Errorf("corner %d = %v, want %v", k, g.Corner[k], want)
				}
				// Rows of 3, 2, 1 cells: three distinct rows.
				rows := map[int8]int{}
				for x := want; !x.IsZero(); {
					rows[g.Coord[x.PopLowest()][2]]++
				}
				if len(rows) != 3 {
					t.Errorf("corner %d spans rows %v", k, rows)
				}
				for j := range 6 {
					if _, has := sp.apex[j]; has && j != k && !g.Corner[j].And(g.Corner[k]).IsZero() {
						t.Errorf("corners %d and %d overlap", j, k)
					}
				}
			}
			if maxD != g.MaxDist {
				t.Errorf("MaxDist %d, largest distance to an apex %d", g.MaxDist, maxD)
			}
			// Goals run counter-clockwise on the triangle and to the opposite corner on the squares;
			// corner numbers run clockwise. Screen coordinates, Y up: the triangle (2x+z, -z), the
			// square (column - m/2, m/2 - row).
			screen := func(c refCell) (float64, float64) {
				if g == Triangle() {
					return float64(2*c.x + c.z), float64(-c.z)
				}
				h := float64(len(sp.rows)-1) / 2
				return float64(c.x) - h, h - float64(c.z)
			}
			cross := func(a, b refCell) float64 {
				ax, ay := screen(a)
				bx, by := screen(b)
				return ax*by - ay*bx
			}
			homes := g.Homes()
			for i, k := range homes {
				next := homes[(i+1)%len(homes)]
				if cross(sp.apex[k], sp.apex[next]) >= 0 {
					t.Errorf("corner %d -> %d is not clockwise", k, next)
				}
				if g == Triangle() && cross(sp.apex[k], sp.apex[int(g.GoalOf[k])]) <= 0 {
					t.Errorf("goal of %d is not the next corner counter-clockwise", k)
				}
			}
			// Steps, hops, neighbours, near, parity.
			for _, c := range sp.cells {
				b := bitOf[c]
				var nbr, near Bitboard
				near = Bit(b)
				for d := range 8 {
					wantStep, wantJump := uint8(NoBit), uint8(NoBit)
					if d < len(sp.dirs) {
						v := sp.dirs[d]
						s := refCell{c.x + v[0], c.y + v[1], c.z + v[2]}
						j := refCell{c.x + 2*v[0], c.y + 2*v[1], c.z + 2*v[2]}
						if sb, ok := bitOf[s]; ok {
							wantStep = sb
							nbr = nbr.Or(Bit(sb))
							near = near.Or(Bit(sb))
							if jb, ok := bitOf[j]; ok {
								wantJump = jb
							}
						}
						if jb, ok := bitOf[j]; ok {
							near = near.Or(Bit(jb))
						}
					}
					if g.Step[b][d] != wantStep || g.Jump[b][d] != wantJump {
						t.Errorf("%v dir %d: Step %d Jump %d, want %d %d", c, d, g.Step[b][d], g.Jump[b][d], wantStep, wantJump)
					}
					if j := g.Jump[b][d]; j != NoBit && g.ParityOf[j] != g.ParityOf[b] {
						t.Errorf("hop %d->%d changes the parity class", b, j)
					}
					if s := g.Step[b][d]; s != NoBit && g.ParityOf[s] == g.ParityOf[b] {
						t.Errorf("step %d->%d keeps the parity class", b, s)
					}
				}
				if g.Neighbors[b] != nbr || g.Near[b] != near {
					t.Errorf("%v: Neighbors %v Near %v, want %v %v", c, g.Neighbors[b], g.Near[b], nbr, near)
				}
				if p := uint8((c.x&1)<<1 | c.z&1); g.ParityOf[b] != p || !g.Parity[p].Has(b) {
					t.Errorf("%v: parity %d, want %d", c, g.ParityOf[b], p)
				}
				for _, o := range sp.cells {
					if got, want := g.Distance(b, bitOf[o]), max(abs(c.x-o.x), abs(c.y-o.y), abs(c.z-o.z)); got != want {
						t.Fatalf("Distance(%v, %v) = %d, want %d", c, o, got, want)
					}
				}
			}
			for b := len(sp.cells); b < 128; b++ {
				if g.BitCell[b] != -1 || g.CornerOf[b] != -1 || g.Step[b] != [8]uint8{255, 255, 255, 255, 255, 255, 255, 255} {
					t.Errorf("off-board bit %d has cell data", b)
				}
			}
		})
	}
	// The stars keep their six directions and the goal (c+3)%6.
	for _, g := range []*Geometry{Star73(), Star121()} {
		if g.Dirs != 6 || g.Corners != 6 || g.GoalOf != [6]int8{3, 4, 5, 0, 1, 2} || g.DefaultSeats != "0134" || len(g.Homes()) != 6 {
			t.Errorf("%s: Dirs %d Corners %d GoalOf %v", g.Name, g.Dirs, g.Corners, g.GoalOf)
		}
		for b := range 128 {
			if g.Step[b][6] != NoBit || g.Step[b][7] != NoBit || g.Jump[b][6] != NoBit || g.Jump[b][7] != NoBit {
				t.Fatalf("%s: bit %d has a 7th or 8th direction", g.Name, b)
			}
		}
	}
}

// TestSplit: every dense board has a parity-split layout (star73 none); Bit and Cell are inverse
// one-to-one maps of the board cells into 64-bit class words; every hop of Step/Jump is its
// pair's shift within the class word and its over cell the direction's constant shift into the
// over class's word, and From holds exactly the cells with a hop; Words and Dense round-trip.
func TestSplit(t *testing.T) {
	if Star73().Split != nil {
		t.Fatal("star73 (padded) has a split layout")
	}
	rng := rand.New(rand.NewPCG(7, 16))
	for _, g := range append([]*Geometry{Star121(), Triangle()}, squares[:]...) {
		sp := g.Split
		if sp == nil {
			t.Fatalf("%s: no split layout", g.Name)
		}
		if sp.Pairs != g.Dirs/2 {
			t.Fatalf("%s: %d direction pairs, want %d", g.Name, sp.Pairs, g.Dirs/2)
		}
		// The smallest stride from 2 that fits, as newSplit promises (smaller ones can fit too).
		for w := 2; w < sp.W; w++ {
			if trySplit(g, w) != nil {
				t.Fatalf("%s: stride %d, but %d fits", g.Name, sp.W, w)
			}
		}
		if sp.W < 2 || trySplit(g, sp.W) == nil {
			t.Fatalf("%s: stride %d does not fit", g.Name, sp.W)
		}
		cells := 0
		for b := range 128 {
			if g.BitCell[b] < 0 {
				if sp.Bit[b] != NoBit {
					t.Fatalf("%s: off-board bit %d has class bit %d", g.Name, b, sp.Bit[b])
				}
				continue
			}
			cells++
			k, v := sp.Class(uint8(b)), sp.Bit[b]
			if k != g.ParityOf[b] || v >= 64 || sp.Cell[k][v] != uint8(b) || sp.Mask[k]>>v&1 == 0 {
				t.Fatalf("%s bit %d: class %d bit %d does not map back", g.Name, b, k, v)
			}
		}
		inMask := 0
		for k := range 4 {
			inMask += bits.OnesCount64(sp.Mask[k])
		}
		if inMask != cells || cells != g.Cells {
			t.Fatalf("%s: %d cells in the class masks, %d on the board, want %d", g.Name, inMask, cells, g.Cells)
		}
		var from [4][8]uint64
		for b := range 128 {
			for i := range sp.Pairs {
				for j, d := range [2]uint8{sp.Up[i], sp.Dn[i]} {
					land := g.Jump[b][d]
					if land == NoBit {
						continue
					}
					k, v := g.ParityOf[b], int(sp.Bit[b])
					h := sp.Hop[k][2*i+j]
					want := v + int(sp.Shift[i])
					if j == 1 {
						want = v - int(sp.Shift[i])
					}
					over := g.Step[b][d]
					if int(sp.Bit[land]) != want || g.ParityOf[land] != k {
						t.Fatalf("%s bit %d direction %d: landing at class bit %d, want %d", g.Name, b, d, sp.Bit[land], want)
					}
					if g.ParityOf[over] != h.OverClass || int(sp.Bit[over]) != v+int(h.OverShr)-int(h.OverShl) ||
						(sp.Mask[h.OverClass]>>h.OverShr<<h.OverShl)>>v&1 == 0 {
						t.Fatalf("%s bit %d direction %d: over cell %d not at class %d bit %d", g.Name, b, d, over, h.OverClass, v+int(h.OverShr)-int(h.OverShl))
					}
					from[k][2*i+j] |= 1 << v
				}
			}
		}
		for k := range 4 {
			for i := range 8 {
				if sp.Hop[k][i].From != from[k][i] {
					t.Fatalf("%s class %d hop %d: From %x, want %x", g.Name, k, i, sp.Hop[k][i].From, from[k][i])
				}
			}
		}
		for range 200 {
			x := Bitboard{rng.Uint64(), rng.Uint64()}.And(g.Mask)
			w := sp.Words(x)
			var back Bitboard
			for k := range 4 {
				back = back.Or(sp.Dense(uint8(k), w[k]))
			}
			if back != x {
				t.Fatalf("%s: Words/Dense of %v gave %v", g.Name, x, back)
			}
		}
	}
}
