// Package testmatch holds the match records the tests of packages matchstat and matchplot
// summarize and draw: small matches on star73 with every number worked out by hand in
// matchstat's tests.
package testmatch

import "github.com/cctree/cctree/engine/match/record"

const (
	P     = "paranoid"
	B     = "brs"
	Rows  = "0/00/000/........../........./......../......./2......1/22.....11/222....111/.../../."
	Start = "star73 024 "
)

// Record makes a game of the match between contestants on seats 024. players gives the
// contestant of each player index; winner -1 is none. The start has player game%3 to move and
// there are four moves; each contestant's moves cost effort[contestant] nodes and depth.
func Record(contestants []string, game, block, seating int, players []string, winner int, capped bool) *record.Record {
	r := &record.Record{
		Board: "star73", Seats: "024", Rules: "free", Contestants: contestants, Budget: "depth=2",
		Deterministic: true, Games: 12, Cap: 300, Seed: 1,
		Game: game, Block: block, Seating: seating, Players: players, Capped: capped,
		Start: Start + string(rune('0'+game%3)) + " " + Rows,
	}
	if winner >= 0 {
		r.Winner = &winner
	}
	for i := range 4 {
		switch players[(game%3+i)%3] {
		case P:
			r.Nodes, r.Depths = append(r.Nodes, 1000), append(r.Depths, 4)
		default:
			r.Nodes, r.Depths = append(r.Nodes, 10), append(r.Depths, 2)
		}
	}
	r.Plies = len(r.Nodes)
	return r
}

// Two is paranoid against brs on 3 players: two blocks over the 6 seatings
// (match.Config.Seatings: PPB PBP PBB BPP BPB BBP), game 6 capped.
//
//	game  seating  players  winner
//	0     0        P P B    0 P
//	1     1        P B P    1 B
//	2     2        P B B    0 P
//	3     3        B P P    2 P
//	4     4        B P B    0 B
//	5     5        B B P    2 P     block 0: P 4 of 6, B 2 of 6
//	6     0        P P B    capped
//	7     1        P B P    0 P
//	8     2        P B B    1 B
//	9     3        B P P    1 P
//	10    4        B P B    2 B
//	11    5        B B P    0 B     block 1: P 2 of 5, B 3 of 5
func Two() []*record.Record {
	cs := []string{P, B}
	seat := [][]string{{P, P, B}, {P, B, P}, {P, B, B}, {B, P, P}, {B, P, B}, {B, B, P}}
	winners := []int{0, 1, 0, 2, 0, 2, -1, 0, 1, 1, 2, 0}
	var recs []*record.Record
	for g, w := range winners {
		recs = append(recs, Record(cs, g, g/6, g%6, seat[g%6], w, g == 6))
	}
	return recs
}

// Three is maxn, paranoid and brs on 3 players, one block of the 6 seatings (the
// permutations in lexicographic order); game 4 ends without a winner.
//
//	game  players           winner
//	0     maxn para brs     0 maxn
//	1     maxn brs  para    1 brs
//	2     para maxn brs     1 maxn
//	3     para brs  maxn    0 paranoid
//	4     brs  maxn para    none
//	5     brs  para maxn    2 maxn
func Three() []*record.Record {
	const M = "maxn"
	cs := []string{M, P, B}
	seat := [][]string{{M, P, B}, {M, B, P}, {P, M, B}, {P, B, M}, {B, M, P}, {B, P, M}}
	var recs []*record.Record
	for g, w := range []int{0, 1, 1, 0, -1, 2} {
		recs = append(recs, Record(cs, g, 0, g, seat[g], w, false))
	}
	return recs
}

// AtBudget returns recs with their budget set to b (copies: the records are not shared).
func AtBudget(recs []*record.Record, b string) []*record.Record {
	var out []*record.Record
	for _, r := range recs {
		c := *r
		c.Budget = b
		out = append(out, &c)
	}
	return out
}
