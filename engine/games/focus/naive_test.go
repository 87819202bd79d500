package focus

import (
	"strconv"
	"strings"
)

// naiveMoves lists the legal moves of the mover of s written plainly from docs/games/focus.md and
// independently of the package's generator: it reads the position from its notation (not from
// the State's fields), lays the rows out on an 8x8 grid centred as the rules draw them, and
// encodes moves by the bit layout the rules page documents.
func naiveMoves(s *State) []Move {
	f := strings.Fields(s.String())
	whole := strings.Contains(f[1], "moves=whole")
	mover := f[3][len("mover="):]
	res := strings.Split(strings.TrimPrefix(f[5], "res="), ",")
	mi, _ := strconv.Atoi(mover)
	reserve, _ := strconv.Atoi(res[mi])

	// grid[r][c]: "#" off the board, "" empty, else the stack bottom to top.
	var grid [8][8]string
	var number [8][8]int
	rows := strings.Split(strings.TrimPrefix(f[7], "board="), "/")
	k := 0
	for r := range 8 {
		cells := strings.Split(rows[r], ",")
		first := (8 - len(cells)) / 2
		for c := range 8 {
			grid[r][c] = "#"
			if c >= first && c < first+len(cells) {
				grid[r][c] = strings.TrimPrefix(cells[c-first], ".")
				number[r][c] = k
				k++
			}
		}
	}
	var moves []Move
	steps := [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} // up, right, down, left
	for r := range 8 {
		for c := range 8 {
			stack := grid[r][c]
			if stack == "#" || stack == "" || stack[len(stack)-1:] != mover {
				continue
			}
			for n := 1; n <= len(stack); n++ {
				if whole && n != len(stack) {
					continue
				}
				for dir, st := range steps {
					rr, cc := r+n*st[0], c+n*st[1]
					if rr < 0 || rr > 7 || cc < 0 || cc > 7 || grid[rr][cc] == "#" {
						continue
					}
					// bits 0-5 the from square, 6-7 the direction, 8-10 the number of pieces
					moves = append(moves, Move(number[r][c]+dir*64+n*256))
				}
			}
		}
	}
	if reserve > 0 {
		for r := range 8 {
			for c := range 8 {
				if grid[r][c] != "#" {
					moves = append(moves, Move(2048+number[r][c])) // bit 11: an entry
				}
			}
		}
	}
	if len(moves) == 0 {
		moves = append(moves, Move(4096)) // bit 12: the pass
	}
	return moves
}
