package blokus

// The 21 pieces of a colour and their 91 orientations (docs/games/blokus.md, "Pieces").

// NumPieces is the number of pieces of a colour; NumOrientations the distinct orientations of
// them all, NumSquares their squares.
const (
	NumPieces       = 21
	NumOrientations = 91
	NumSquares      = 89
)

// The board's side (option size): MaxSize, 20, the published board, or down to MinSize for tests.
// Cells are numbered row*MaxSize + column whatever the size.
const (
	MinSize = 5
	MaxSize = 20
	// Size is the cells' row stride, the largest side.
	Size = MaxSize
)

const numCells = Size * Size

// pieceDefs are the pieces in the order of their numbers: name and base shape, rows top to
// bottom separated by '/', 'X' a square.
var pieceDefs = [NumPieces]struct{ name, shape string }{
	{"I1", "X"},
	{"I2", "XX"},
	{"I3", "XXX"},
	{"V3", "X./XX"},
	{"I4", "XXXX"},
	{"L4", "X../XXX"},
	{"O4", "XX/XX"},
	{"T4", "XXX/.X."},
	{"Z4", "XX./.XX"},
	{"F5", ".XX/XX./.X."},
	{"I5", "XXXXX"},
	{"L5", "X.../XXXX"},
	{"N5", "XX../.XXX"},
	{"P5", "XX/XX/X."},
	{"T5", "XXX/.X./.X."},
	{"U5", "X.X/XXX"},
	{"V5", "X../X../XXX"},
	{"W5", "X../XX./.XX"},
	{"X5", ".X./XXX/.X."},
	{"Y5", ".X../XXXX"},
	{"Z5", "XX./.X./.XX"},
}

// monomino is the piece whose placement as a colour's last piece earns the extra bonus.
const monomino = 0

// orient is one orientation of a piece: its bounding box (h rows, w columns), its rows as bit
// masks (bit c is column c of the box), and its squares (row, column in the box) in row-major
// order: sq[0] is the anchor the notation names.
type orient struct {
	piece, h, w, n uint8
	rows           [5]uint32
	sq             [5][2]int8
	// nbr[k] are the sides of square k the piece continues on: bit 0 up, 1 down, 2 left, 3
	// right. A square on a corner cell whose side leads to a square the colour may not cover
	// cannot be there (the generator's first filter).
	nbr [5]uint8
}

// pieceTables are the pieces' tables, as buildPieces makes them and tables_gen.go holds them
// (orients, pieceOrient, pieceSize, orientIndex).
type pieceTables struct {
	orients [NumOrientations]orient
	// pieceOrient[p] is the first orientation of piece p and pieceOrient[p+1] the end.
	pieceOrient [NumPieces + 1]uint8
	pieceSize   [NumPieces]uint8
	// orientIndex[o] is o's number among its piece's orientations (the notation's).
	orientIndex [NumOrientations]uint8
}

// The eight symmetries of the square, in the order the orientations are numbered: the identity,
// the rotations by 90, 180 and 270 degrees clockwise, then the mirror image (columns reversed)
// and its three rotations. (r, c) -> (a*r + b*c, d*r + e*c).
var symmetries = [8][4]int{
	{1, 0, 0, 1}, {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
	{1, 0, 0, -1}, {0, -1, -1, 0}, {-1, 0, 0, 1}, {0, 1, 1, 0},
}

//go:generate go test -run TestTablesGenerated -update

// buildPieces makes the pieces' tables from pieceDefs and symmetries: the test's source of
// tables_gen.go, which programs start with.
func buildPieces() (pt pieceTables) {
	o := 0
	for p, def := range pieceDefs {
		var base [5][2]int
		nb := 0
		r, c := 0, 0
		for _, ch := range def.shape {
			switch ch {
			case '/':
				r, c = r+1, 0
				continue
			case 'X':
				base[nb] = [2]int{r, c}
				nb++
			}
			c++
		}
		pt.pieceOrient[p] = uint8(o)
		pt.pieceSize[p] = uint8(nb)
		var seen [8][5]uint32
		ns := 0
	sym:
		for _, t := range symmetries {
			var sq [5][2]int
			minR, minC := 99, 99
			for i, b := range base[:nb] {
				sq[i] = [2]int{t[0]*b[0] + t[1]*b[1], t[2]*b[0] + t[3]*b[1]}
				minR, minC = min(minR, sq[i][0]), min(minC, sq[i][1])
			}
			var or orient
			or.piece, or.n = uint8(p), uint8(nb)
			for i := range sq[:nb] {
				sq[i][0] -= minR
				sq[i][1] -= minC
				or.rows[sq[i][0]] |= 1 << sq[i][1]
				or.h = max(or.h, uint8(sq[i][0]+1))
				or.w = max(or.w, uint8(sq[i][1]+1))
			}
			for _, s := range seen[:ns] {
				if s == or.rows {
					continue sym
				}
			}
			seen[ns] = or.rows
			ns++
			k := 0
			for rr := range int(or.h) {
				for cc := range int(or.w) {
					if or.rows[rr]>>cc&1 != 0 {
						or.sq[k] = [2]int8{int8(rr), int8(cc)}
						k++
					}
				}
			}
			for k := range int(or.n) {
				r, c := int(or.sq[k][0]), int(or.sq[k][1])
				has := func(r, c int) bool { return r >= 0 && c >= 0 && r < 5 && or.rows[r]>>c&1 != 0 }
				for bit, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					if has(r+d[0], c+d[1]) {
						or.nbr[k] |= 1 << bit
					}
				}
			}
			pt.orientIndex[o] = uint8(ns - 1)
			pt.orients[o] = or
			o++
		}
	}
	pt.pieceOrient[NumPieces] = uint8(o)
	if o != NumOrientations {
		panic("blokus: the pieces do not have 91 orientations")
	}
	return pt
}

// PieceName is the name of piece p ("I1" ... "Z5").
func PieceName(p int) string { return pieceDefs[p].name }

// PieceSize is the number of squares of piece p.
func PieceSize(p int) int { return int(pieceSize[p]) }

// Orientations is the number of distinct orientations of piece p.
func Orientations(p int) int { return int(pieceOrient[p+1] - pieceOrient[p]) }
