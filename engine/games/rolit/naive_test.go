package rolit

import (
	"strings"

	"github.com/cctree/cctree/engine/gamekit"
)

// The naive rules below are written from docs/games/rolit.md alone, square by square on a board
// read off the notation, and share no code with the package's generator, make or evaluation.

// naiveBoard is a position read off its notation: board[row][column] is -1 empty, a player, or
// 9 a neutral disc.
type naiveBoard struct {
	n, players, mover int
	pass              bool // stuck=pass
	b                 [][]int
}

const naiveNeutral = 9

func readNaive(s *State) naiveBoard {
	f := strings.Fields(s.String())
	nb := naiveBoard{players: int(f[2][0] - '0'), mover: int(f[3][0] - '0'), pass: strings.Contains(f[1], "stuck=pass")}
	for _, row := range strings.Split(f[4], "/") {
		var r []int
		for _, ch := range row {
			switch {
			case ch == '.':
				r = append(r, -1)
			case ch == 'x':
				r = append(r, naiveNeutral)
			default:
				r = append(r, int(ch-'0'))
			}
		}
		nb.b = append(nb.b, r)
	}
	nb.n = len(nb.b)
	return nb
}

var naiveDirs = [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}

func (nb naiveBoard) on(r, c int) bool { return r >= 0 && r < nb.n && c >= 0 && c < nb.n }

// trapped lists the squares player p's disc on the empty square (r, c) would turn: in each
// direction, the unbroken line of discs not p's that ends at a disc of p.
func (nb naiveBoard) trapped(p, r, c int) [][2]int {
	var out [][2]int
	for _, d := range naiveDirs {
		var line [][2]int
		rr, cc := r+d[0], c+d[1]
		for nb.on(rr, cc) && nb.b[rr][cc] != -1 && nb.b[rr][cc] != p {
			line = append(line, [2]int{rr, cc})
			rr, cc = rr+d[0], cc+d[1]
		}
		if len(line) > 0 && nb.on(rr, cc) && nb.b[rr][cc] == p {
			out = append(out, line...)
		}
	}
	return out
}

// traps lists the empty squares where player p would trap.
func (nb naiveBoard) traps(p int) []int {
	var out []int
	for r := range nb.n {
		for c := range nb.n {
			if nb.b[r][c] == -1 && len(nb.trapped(p, r, c)) > 0 {
				out = append(out, r*nb.n+c)
			}
		}
	}
	return out
}

func (nb naiveBoard) full() bool {
	for _, row := range nb.b {
		for _, q := range row {
			if q == -1 {
				return false
			}
		}
	}
	return true
}

func (nb naiveBoard) terminal() bool {
	if nb.full() {
		return true
	}
	if !nb.pass {
		return false
	}
	for p := range nb.players {
		if len(nb.traps(p)) > 0 {
			return false
		}
	}
	return true
}

// naiveMoves lists the mover's legal moves: its trapping squares; else (stuck=adjacent) the empty
// squares with a disc among their eight neighbours, or (stuck=pass) [Pass]; nothing when over.
func naiveMoves(s *State) []Move {
	nb := readNaive(s)
	if nb.terminal() {
		return nil
	}
	var out []Move
	for _, c := range nb.traps(nb.mover) {
		out = append(out, MoveAt(c))
	}
	if len(out) > 0 {
		return out
	}
	if nb.pass {
		return []Move{Pass}
	}
	for r := range nb.n {
		for c := range nb.n {
			if nb.b[r][c] != -1 {
				continue
			}
			for _, d := range naiveDirs {
				if rr, cc := r+d[0], c+d[1]; nb.on(rr, cc) && nb.b[rr][cc] != -1 {
					out = append(out, MoveAt(r*nb.n+c))
					break
				}
			}
		}
	}
	return out
}

// after returns the board after the mover places on (r, c), and the next mover.
func (nb naiveBoard) after(r, c int) ([][]int, int) {
	b := make([][]int, nb.n)
	for i := range b {
		b[i] = append([]int(nil), nb.b[i]...)
	}
	for _, sq := range nb.trapped(nb.mover, r, c) {
		b[sq[0]][sq[1]] = nb.mover
	}
	b[r][c] = nb.mover
	return b, (nb.mover + 1) % nb.players
}

// naiveVector is the evaluation of docs/games/rolit.md, computed plainly.
func naiveVector(s *State) []int64 {
	nb := readNaive(s)
	k := nb.players
	weight := func(r, c int) int64 {
		er, ec := r == 0 || r == nb.n-1, c == 0 || c == nb.n-1
		switch {
		case er && ec:
			return 5
		case er || ec:
			return 2
		}
		return 1
	}
	discs := make([]int, k)
	w := make([]int64, k)
	for r := range nb.n {
		for c := range nb.n {
			if q := nb.b[r][c]; q >= 0 && q < k {
				discs[q]++
				w[q] += weight(r, c)
			}
		}
	}
	if nb.terminal() {
		best := 0
		for _, d := range discs {
			best = max(best, d)
		}
		for p := range k {
			w[p] = 0
			if discs[p] == best {
				w[p] = 1
			}
		}
	} else {
		for p := range k {
			w[p] += 1 + int64(len(nb.traps(p)))
		}
	}
	var total int64
	for _, x := range w {
		total += x
	}
	v := make([]int64, k)
	var sum int64
	for p := range k {
		v[p] = gamekit.S * w[p] / total
		sum += v[p]
	}
	for p := range k {
		if sum < gamekit.S && w[p] > 0 {
			v[p]++
			sum++
		}
	}
	return v
}
