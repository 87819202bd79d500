package blokus

import (
	"slices"
	"strconv"
	"strings"
)

// The naive rules below are written from docs/games/blokus.md alone, square by square on a
// [20][20] board read off the notation: every piece left, every orientation, every cell of the
// board tried directly. They share no code with the package's generator, make or evaluation;
// only the last step, naming a placement as a Move, asks the package's table of orientations
// (orientOf), which the notation's test checks on its own.

// naiveShapes are the 21 pieces as the page draws them.
var naiveShapes = []string{
	"#", "##", "###", "#./##", "####", "#../###", "##/##", "###/.#.", "##./.##",
	".##/##./.#.", "#####", "#.../####", "##../.###", "##/##/#.", "###/.#./.#.", "#.#/###",
	"#../#../###", "#../##./.##", ".#./###/.#.", ".#../####", "##./.#./.##",
}

type naiveSq struct{ r, c int }

// naiveNormal is a set of squares moved to the top-left corner, sorted.
func naiveNormal(sq []naiveSq) []naiveSq {
	out := slices.Clone(sq)
	minR, minC := 100, 100
	for _, q := range out {
		minR, minC = min(minR, q.r), min(minC, q.c)
	}
	for i := range out {
		out[i].r -= minR
		out[i].c -= minC
	}
	slices.SortFunc(out, func(a, b naiveSq) int { return (a.r*100 + a.c) - (b.r*100 + b.c) })
	return out
}

func naiveKey(sq []naiveSq) string {
	var b strings.Builder
	for _, q := range naiveNormal(sq) {
		b.WriteString(strconv.Itoa(q.r) + "," + strconv.Itoa(q.c) + ";")
	}
	return b.String()
}

// naiveOrients[p] are piece p's distinct orientations: four quarter turns of the shape and of
// its mirror image.
var naiveOrients = func() [][][]naiveSq {
	var out [][][]naiveSq
	for _, shape := range naiveShapes {
		var base []naiveSq
		for r, row := range strings.Split(shape, "/") {
			for c, ch := range row {
				if ch == '#' {
					base = append(base, naiveSq{r, c})
				}
			}
		}
		seen := map[string]bool{}
		var list [][]naiveSq
		for mirror := range 2 {
			cur := slices.Clone(base)
			if mirror == 1 {
				for i := range cur {
					cur[i].c = -cur[i].c
				}
			}
			for range 4 {
				for i := range cur {
					cur[i] = naiveSq{cur[i].c, -cur[i].r}
				}
				if k := naiveKey(cur); !seen[k] {
					seen[k] = true
					list = append(list, naiveNormal(cur))
				}
			}
		}
		out = append(out, list)
	}
	return out
}()

// naiveBoard is a position read off its notation.
type naiveBoard struct {
	n, players, turn, colour int
	set                      int         // the first set pieces of naiveShapes
	b                        [20][20]int // -1 empty, else a colour 0-3
	left                     [4][21]bool
	placed                   [4]int
	monoLast                 [4]bool
}

func readNaive(s *State) naiveBoard {
	f := strings.Fields(s.String())
	var nb naiveBoard
	nb.players, _ = strconv.Atoi(f[2])
	nb.turn, _ = strconv.Atoi(f[3])
	nb.colour = nb.turn % 4
	nb.n = strings.Count(f[4], "/") + 1
	_, set, _ := strings.Cut(f[1], "pieces=")
	set, _, _ = strings.Cut(set, ",")
	nb.set, _ = strconv.Atoi(set)
	for r, row := range strings.Split(f[4], "/") {
		c := 0
		for i := 0; i < len(row); i++ {
			if row[i] >= '0' && row[i] <= '9' {
				j := i
				for j < len(row) && row[j] >= '0' && row[j] <= '9' {
					j++
				}
				n, _ := strconv.Atoi(row[i:j])
				for range n {
					nb.b[r][c] = -1
					c++
				}
				i = j - 1
				continue
			}
			nb.b[r][c] = strings.IndexByte("byrg", row[i])
			c++
		}
	}
	for k := range 4 {
		for p := range nb.set {
			nb.left[k][p] = true
		}
		if strings.ContainsRune(f[5], rune("byrg"[k])) {
			nb.monoLast[k] = true
		}
	}
	// Every group of a colour's squares joined along edges is one of its pieces.
	for r := range 20 {
		for c := range 20 {
			if r >= nb.n || c >= nb.n {
				nb.b[r][c] = -1
			}
		}
	}
	var seen [20][20]bool
	for r := range nb.n {
		for c := range nb.n {
			k := nb.b[r][c]
			if k < 0 || seen[r][c] {
				continue
			}
			group := []naiveSq{}
			todo := []naiveSq{{r, c}}
			seen[r][c] = true
			for len(todo) > 0 {
				q := todo[0]
				todo = todo[1:]
				group = append(group, q)
				for _, d := range []naiveSq{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					n := naiveSq{q.r + d.r, q.c + d.c}
					if nb.on(n.r, n.c) && !seen[n.r][n.c] && nb.b[n.r][n.c] == k {
						seen[n.r][n.c] = true
						todo = append(todo, n)
					}
				}
			}
			key := naiveKey(group)
			for p, list := range naiveOrients {
				for _, o := range list {
					if naiveKey(o) == key {
						nb.left[k][p] = false
					}
				}
			}
			nb.placed[k] += len(group)
		}
	}
	return nb
}

func (nb *naiveBoard) on(r, c int) bool { return r >= 0 && r < nb.n && c >= 0 && c < nb.n }

// fits reports whether colour k may place the squares sq (absolute) on the board.
func (nb *naiveBoard) fits(k int, sq []naiveSq) bool {
	first := nb.placed[k] == 0
	touches := false
	for _, q := range sq {
		if !nb.on(q.r, q.c) || nb.b[q.r][q.c] != -1 {
			return false
		}
		for _, d := range []naiveSq{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if nb.on(q.r+d.r, q.c+d.c) && nb.b[q.r+d.r][q.c+d.c] == k {
				return false
			}
		}
		for _, d := range []naiveSq{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}} {
			if nb.on(q.r+d.r, q.c+d.c) && nb.b[q.r+d.r][q.c+d.c] == k {
				touches = true
			}
		}
		if first && q == [4]naiveSq{{0, 0}, {0, nb.n - 1}, {nb.n - 1, nb.n - 1}, {nb.n - 1, 0}}[k] {
			touches = true
		}
	}
	return touches
}

// placements lists colour k's placements as square sets.
func (nb *naiveBoard) placements(k int, stop bool) [][]naiveSq {
	var out [][]naiveSq
	sq := make([]naiveSq, 5)
	for p, list := range naiveOrients {
		if !nb.left[k][p] {
			continue
		}
		for _, o := range list {
			for r := range nb.n {
				for c := range nb.n {
					sq = sq[:len(o)]
					for i, q := range o {
						sq[i] = naiveSq{q.r + r, q.c + c}
					}
					if nb.fits(k, sq) {
						out = append(out, slices.Clone(sq))
						if stop {
							return out
						}
					}
				}
			}
		}
	}
	return out
}

func (nb *naiveBoard) terminal() bool {
	for k := range 4 {
		if len(nb.placements(k, true)) > 0 {
			return false
		}
	}
	return true
}

// naiveMove names a placement (its squares, in absolute cells) as a Move.
func naiveMove(sq []naiveSq) Move {
	minR, minC := 100, 100
	var g [][2]int
	for _, q := range sq {
		minR, minC = min(minR, q.r), min(minC, q.c)
		g = append(g, [2]int{q.r, q.c})
	}
	return moveOf(orientOf(g), minR, minC)
}

// naiveMoves lists the mover's legal moves: its placements, else [Pass]; nothing when over.
func naiveMoves(s *State) []Move {
	nb := readNaive(s)
	if nb.terminal() {
		return nil
	}
	var out []Move
	for _, sq := range nb.placements(nb.colour, false) {
		out = append(out, naiveMove(sq))
	}
	if len(out) == 0 {
		return []Move{Pass}
	}
	return out
}

// naiveScore is player p's score: minus the squares its colours have left, the bonus added.
func (nb *naiveBoard) score(p int, bonus bool) int {
	n := 0
	for k := range 4 {
		mine := k == p
		if nb.players == 2 {
			mine = k%2 == p
		}
		if !mine {
			continue
		}
		all := true
		for _, l := range nb.left[k] {
			all = all && !l
		}
		switch {
		case all && bonus && nb.monoLast[k]:
			n += 20
		case all && bonus:
			n += 15
		case !all:
			for q := range nb.set {
				n -= len(naiveOrients[q][0])
			}
			n += nb.placed[k]
		}
	}
	return n
}
