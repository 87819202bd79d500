package focus

import "github.com/cctree/cctree/engine/gamekit"

// maxCount bounds a reserve or a capture count: no player has more than 18 pieces.
const maxCount = 18

// zobristKeys are the Zobrist keys (tables_gen.go's zPiece, zReserve, zCapt, zOut and zMover),
// drawn by buildZobrist from SplitMix64 with a fixed seed: the same on every run and machine.
type zobristKeys struct {
	zPiece   [NumSquares][MaxHeight][MaxPlayers]uint64 // a piece of a player at a level of a square
	zReserve [MaxPlayers][maxCount + 1]uint64          // a player's reserve count
	zCapt    [MaxPlayers][MaxPlayers][maxCount + 1]uint64
	zOut     [MaxPlayers]uint64
	zMover   [MaxPlayers]uint64
}

// zobristSeed is the SplitMix64 seed of the keys ("focus" in ASCII).
const zobristSeed = 0x666f637573

// buildZobrist draws the keys: the test's source of tables_gen.go.
func buildZobrist() (z zobristKeys) {
	x := gamekit.SplitMix64(zobristSeed)
	next := x.Next
	for sq := range z.zPiece {
		for l := range z.zPiece[sq] {
			for p := range z.zPiece[sq][l] {
				z.zPiece[sq][l][p] = next()
			}
		}
	}
	for p := range z.zReserve {
		for c := range z.zReserve[p] {
			z.zReserve[p][c] = next()
		}
	}
	for p := range z.zCapt {
		for q := range z.zCapt[p] {
			for c := range z.zCapt[p][q] {
				z.zCapt[p][q][c] = next()
			}
		}
	}
	for p := range z.zOut {
		z.zOut[p] = next()
	}
	for p := range z.zMover {
		z.zMover[p] = next()
	}
	return z
}

// squareHash is the key of the stack on square sq (0 when empty).
func (s *State) squareHash(sq int) uint64 {
	var k uint64
	v := s.cell[sq]
	for l := range s.height[sq] {
		k ^= zPiece[sq][l][v&3]
		v >>= 2
	}
	return k
}

// fullHash computes the key of s from scratch.
func (s *State) fullHash() uint64 {
	var k uint64
	for sq := range NumSquares {
		k ^= s.squareHash(sq)
	}
	for p := range int(s.n) {
		k ^= zReserve[p][s.reserve[p]]
		for q := range int(s.n) {
			k ^= zCapt[p][q][s.capt[p][q]]
		}
		if s.out&(1<<p) != 0 {
			k ^= zOut[p]
		}
	}
	return k ^ zMover[s.mover]
}
