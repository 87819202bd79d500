package game

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/cctree/cctree/engine/board"
)

// TestEnterLeavesMakesEachLeaf checks the leaf loop of full perft, the assembly (where built) and
// the Go code, leaf by leaf. Cut off after its k-th leaf, for every k, it must have counted and
// digested the first k leaves and leave s holding exactly the k-th leaf as Make makes it, Winner
// excepted (it is taken back). The digest alone would not see a wrong Pieces or Occ word.
func TestEnterLeavesMakesEachLeaf(t *testing.T) {
	impls := []struct {
		name string
		f    func(*State, *[MaxPieces]uint8, *[MaxPieces]board.Bitboard, int, *leafTable, *[128]board.Bitboard, *stepFix, bool) (uint64, uint64)
	}{{"enterLeaves", enterLeaves}, {"enterLeavesGo", enterLeavesGo}}
	positions := 3000
	if testing.Short() {
		positions = 1000
	}
	for i, ss := range seatSets {
		t.Run(fmt.Sprintf("board=%s/seats=%s", ss.board, ss.seats), func(t *testing.T) {
			t.Parallel()
			var leaves, wins, hiLeaves int
			// The ways through the loops: leaves of pieces that could fill a goal (tested for a
			// win), leaves in a goal corner of pieces that could not (not tested), and leaves in
			// the other word than the piece's origin.
			var risky, goalUntested, crossWord, untested int
			rng := rand.New(rand.NewPCG(uint64(i), 77))
			playRandom(t, ss.board, ss.seats, ruleSets[i%len(ruleSets)], uint64(5100+i), positions, 1000, func(s *State) {
				if s.Winner >= 0 {
					return
				}
				p := s.ToMove
				var from [MaxPieces]uint8
				var dest [MaxPieces]board.Bitboard
				n, _ := s.destinations(p, &from, &dest)
				type leaf struct {
					piece int
					to    uint8
				}
				var order []leaf // enterLeavesGo's order: pieces, then low word, then high word
				for i := range n {
					for w, word := range []uint64{dest[i].Lo, dest[i].Hi} {
						for ; word != 0; word &= word - 1 {
							order = append(order, leaf{i, uint8(64*w + bits.TrailingZeros64(word))})
						}
					}
				}
				var cut [MaxPieces]board.Bitboard
				var digest uint64
				lt := leafTableOf(s)
				onlyOwn := true // no other player has a piece in its goal: only p's goal can be won
				for o := range s.Players {
					if o != p && !s.Pieces[o].And(s.Goal[o]).IsZero() {
						onlyOwn = false
					}
				}
				noRisk := true // no piece could fill a goal: full perft passes a nil risk table
				for i := range n {
					if !dest[i].And(lt.risk[from[i]]).IsZero() {
						noRisk = false
					}
				}
				if noRisk {
					untested += len(order)
				}
				for k, l := range order {
					switch f := from[l.piece]; {
					case !dest[l.piece].And(lt.risk[f]).IsZero():
						risky++
					case s.goalAt[l.to] >= 0:
						goalUntested++
					}
					if from[l.piece] >= 64 != (l.to >= 64) {
						crossWord++
					}
					want := *s
					want.Make(Move{From: from[l.piece], To: l.to})
					digest += want.LeafDigest()
					cut[l.piece] = cut[l.piece].Or(board.Bit(l.to))
					leaves++
					if want.Winner >= 0 {
						wins++
					}
					if l.to >= 64 {
						hiLeaves++
					}
					for j := range 3 * len(impls) {
						impl, risk := impls[j%len(impls)], &lt.risk
						switch j / len(impls) {
						case 1: // the mover's goal only, where full perft uses it
							if !onlyOwn {
								continue
							}
							risk = &lt.players[p].risk
						case 2: // no test at all, where full perft uses it
							if !noRisk {
								continue
							}
							risk = nil
						}
						got := *s // the pieces up to the leaf's; the assembly tidies between pieces
						count, sum := impl.f(&got, &from, &cut, l.piece+1, lt, risk, &noFix, true)
						if count != uint64(k+1) || sum != digest {
							t.Fatalf("%s, %s cut after leaf %d (%s): %d leaves, digest %#x; want %d, %#x",
								s, impl.name, k+1, s.MoveString(Move{From: from[l.piece], To: l.to}), count, sum, k+1, digest)
						}
						if got.Winner != -1 {
							t.Fatalf("%s, %s: Winner %d not taken back", s, impl.name, got.Winner)
						}
						if got.Winner = want.Winner; got != want {
							t.Fatalf("%s, %s cut after leaf %d (%s): the State is not the leaf Make makes", s,
								impl.name, k+1, s.MoveString(Move{From: from[l.piece], To: l.to}))
						}
					}
				}
				checkStepFix(t, s, &from, &dest, n, rng)
			})
			if wins == 0 || hiLeaves == 0 || risky == 0 || goalUntested == 0 || crossWord == 0 || untested == 0 {
				t.Errorf("%d leaves, of them %d won, %d in the high word, %d tested for a win, %d in a goal corner untested, %d in the other word than their origin, %d with no risk table: want some of each",
					leaves, wins, hiLeaves, risky, goalUntested, crossWord, untested)
			}
		})
	}
}

// checkStepFix checks the correction of the destination sets in enterLeaves and enterLeavesGo:
// with a random empty cell e taken out of p's destinations and given back by fix.gain to the
// pieces next to it, and a random destination x dropped by fix.keep, both must enter exactly the
// moves of the corrected sets, computed here bit by bit.
func checkStepFix(t *testing.T, s *State, from *[MaxPieces]uint8, dest *[MaxPieces]board.Bitboard, n int, rng *rand.Rand) {
	t.Helper()
	g := s.Geo
	var empty, all []uint8
	for b := range 128 {
		if g.Mask.Has(uint8(b)) && !s.Occ.Has(uint8(b)) {
			empty = append(empty, uint8(b))
		}
	}
	for i := range n {
		for b := range 128 {
			if dest[i].Has(uint8(b)) {
				all = append(all, uint8(b))
			}
		}
	}
	if len(empty) == 0 || len(all) == 0 {
		return
	}
	e, x := empty[rng.IntN(len(empty))], all[rng.IntN(len(all))]
	var adj gainers
	adj.of(g, from, n)
	fix := stepFix{gain: board.Bit(e), keep: board.Bitboard{Lo: ^uint64(0), Hi: ^uint64(0)}.AndNot(board.Bit(x)),
		pieces: uint64(adj.adj[e])}
	var base [MaxPieces]board.Bitboard
	var want, wantDigest uint64
	for i := range n {
		base[i] = dest[i].AndNot(board.Bit(e))
		for b := range 128 {
			in := base[i].Has(uint8(b)) || uint8(b) == e && g.Neighbors[from[i]].Has(e)
			if !in || uint8(b) == x {
				continue
			}
			leaf := *s
			leaf.Make(Move{From: from[i], To: uint8(b)})
			want++
			wantDigest += leaf.LeafDigest()
		}
	}
	for name, f := range map[string]func(*State, *[MaxPieces]uint8, *[MaxPieces]board.Bitboard, int, *leafTable, *[128]board.Bitboard, *stepFix, bool) (uint64, uint64){
		"enterLeaves": enterLeaves, "enterLeavesGo": enterLeavesGo,
	} {
		got := *s
		if count, sum := f(&got, from, &base, n, leafTableOf(s), &leafTableOf(s).risk, &fix, false); count != want || sum != wantDigest {
			t.Fatalf("%s, %s with gain %d and %d dropped: %d leaves, digest %#x; want %d, %#x", s, name, e, x, count, sum, want, wantDigest)
		}
		if got != *s {
			t.Fatalf("%s, %s: the parent is not restored", s, name)
		}
	}
}

// TestGainersReach checks what full2With relies on to drop the goal test (baseRisk nil): in
// every child of the player p to move whose move leaves the next player q's jumps as they were
// (the Near test, or the hop masks unchanged where q's floods read them), q's destinations lie
// in gainers.reach of q's destinations in the parent. It also checks gainers.adj against the
// neighbours.
func TestGainersReach(t *testing.T) {
	positions := 600
	if testing.Short() {
		positions = 150
	}
	for i, ss := range seatSets {
		if ss.board != "star73" {
			continue // full2With runs on the padded layout only
		}
		kept := 0
		playRandom(t, ss.board, ss.seats, ruleSets[i%2+3*(i/2%2)], uint64(6100+i), positions, 1000, func(s *State) {
			if s.Winner >= 0 {
				return
			}
			g := s.Geo
			p := s.ToMove
			q := (p + 1) % s.Players
			h := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
			var from, pfrom [MaxPieces]uint8
			var base, pdest, child [MaxPieces]board.Bitboard
			nq, touched := s.destinationsHop(q, &h, &from, &base)
			np, _ := s.destinationsHop(p, &h, &pfrom, &pdest)
			var qg gainers
			qg.of(g, &from, nq)
			for c := range 128 {
				var want uint16
				for j := range nq {
					if g.Neighbors[from[j]].Has(uint8(c)) {
						want |= 1 << j
					}
				}
				if qg.adj[c] != want {
					t.Fatalf("%s: gainers of cell %d %b, want %b", s, c, qg.adj[c], want)
				}
			}
			reach := qg.reach(&base, nq)
			for i := range np {
				for d := pdest[i]; !d.IsZero(); {
					m := Move{pfrom[i], d.PopLowest()}
					s.Make(m)
					h2 := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
					if s.Winner < 0 && (g.Near[m.From].Or(g.Near[m.To]).And(touched).IsZero() || h.changed(h2).And(touched).IsZero()) {
						kept++
						var cfrom [MaxPieces]uint8
						n, _ := s.destinations(q, &cfrom, &child)
						for j := range n {
							if !child[j].AndNot(reach).IsZero() {
								t.Fatalf("%s after %s: %d's destinations from %d outside the reach", s, s.MoveString(m), q, cfrom[j])
							}
						}
					}
					s.Unmake(m)
				}
			}
		})
		if kept == 0 {
			t.Errorf("%s %s: no child kept its sets", ss.board, ss.seats)
		}
		t.Logf("%s %s: %d children kept their sets", ss.board, ss.seats, kept)
	}
}

// TestEnterKidsMakesEachChild checks enterKids, the assembly (where built) and the Go code, as
// full2With calls it: on positions of every star73 seat set, for the player p to move and the
// next player q, it must leave to the caller exactly the children into a cell of winCells or
// near q's floods (all of a piece near them) and mark their pieces, report q's passes, and enter the leaves of every
// other child as Make makes them (count and digest against Make: q's sets of the node serve
// those children unchanged); the State must be the node again once p's fields are put back. Then, one child and a cut of q's sets at a time, it must leave s holding exactly each
// leaf in turn, as the child's Make and the leaf's Make make it (Winner excepted).
func TestEnterKidsMakesEachChild(t *testing.T) {
	impls := []struct {
		name string
		f    func(*State, *[MaxPieces]uint8, *[MaxPieces]board.Bitboard, int, *leafTable, *[128]board.Bitboard, *kidSet, bool) (uint64, uint64)
	}{{"enterKids", enterKids}, {"enterKidsGo", enterKidsGo}}
	positions := 800
	if testing.Short() {
		positions = 200
	}
	for i, ss := range seatSets {
		if ss.board != "star73" {
			continue // full2With runs on the padded layout only
		}
		var made, slow, leaves, cuts, untested int
		rng := rand.New(rand.NewPCG(uint64(i), 63))
		playRandom(t, ss.board, ss.seats, ruleSets[i%2+3*(i/2%2)], uint64(6300+i), positions, 1000, func(s *State) {
			if s.Winner >= 0 {
				return
			}
			g, lt := s.Geo, leafTableOf(s)
			p := s.ToMove
			q := (p + 1) % s.Players
			h := newHopMasks(s.Occ, g.Mask.AndNot(s.Occ))
			var pfrom, from [MaxPieces]uint8
			var pdest, base [MaxPieces]board.Bitboard
			np, _ := s.destinationsHop(p, &h, &pfrom, &pdest)
			nq, touched := s.destinationsHop(q, &h, &from, &base)
			node := *s
			node.ToMove = q
			// With a risk table, and without where no piece of q could fill a goal (the copy of
			// the loop for the children after the first runs only then).
			risks := []*[128]board.Bitboard{&lt.risk}
			noRisk := true
			for j := range nq {
				if !base[j].And(lt.risk[from[j]]).IsZero() {
					noRisk = false
				}
			}
			if noRisk {
				risks = append(risks, nil)
				untested++
			}
			kidsOf := func(np int, pfrom *[MaxPieces]uint8, pdest *[MaxPieces]board.Bitboard) kidSet {
				return kidSet{own: s.Pieces[p], occ: s.Occ, key: s.Key ^ s.turnKey[p], dist: s.Dist[p], p: p, np: np,
					from: pfrom, dest: pdest, touched: touched, near: &g.Near, win: s.winCells()}
			}
			// The reference: which children are left, and the leaves of the others.
			var wantSlow, wantPass [MaxPieces]board.Bitboard
			var wantLeaves, wantSum uint64
			win := s.winCells()
			for i := range np {
				f := pfrom[i]
				for d := pdest[i]; !d.IsZero(); {
					c := d.PopLowest()
					if !g.Near[f].And(touched).IsZero() || win.Has(c) || !g.Near[c].And(touched).IsZero() {
						wantSlow[i] = wantSlow[i].Or(board.Bit(c))
						continue
					}
					child := *s
					child.Make(Move{f, c})
					if child.Winner >= 0 {
						t.Fatalf("%s: %s wins but is not in winCells", s, s.MoveString(Move{f, c}))
					}
					ms := child.Moves(make([]Move, 0, MaxMoves))
					if ms[0].IsPass() {
						wantPass[i] = wantPass[i].Or(board.Bit(c))
						continue
					}
					for _, m := range ms {
						leaf := child
						leaf.Make(m)
						wantLeaves++
						wantSum += leaf.LeafDigest()
					}
				}
			}
			for j := range len(risks) * len(impls) { // every implementation with every risk table
				impl, risk := impls[j%len(impls)], risks[j/len(impls)]
				got := node
				kids := kidsOf(np, &pfrom, &pdest)
				count, sum := impl.f(&got, &from, &base, nq, lt, risk, &kids, false)
				var wantLeft uint64
				for i := range np {
					if !wantSlow[i].Or(wantPass[i]).IsZero() {
						wantLeft |= 1 << i
					}
				}
				if count != wantLeaves || sum != wantSum || kids.slow != wantSlow || kids.pass != wantPass || kids.left != wantLeft {
					t.Fatalf("%s, %s: %d leaves, digest %#x, left %v, passes %v; want %d, %#x, %v, %v", s, impl.name,
						count, sum, kids.slow, kids.pass, wantLeaves, wantSum, wantSlow, wantPass)
				}
				got.Pieces[p], got.Occ, got.Key, got.Dist[p] = s.Pieces[p], s.Occ, s.Key, s.Dist[p]
				if got != node {
					t.Fatalf("%s, %s: not the node again", s, impl.name)
				}
			}
			leaves += int(wantLeaves)
			// Leaf by leaf: the children of a piece up to one of them, with q's sets cut after a
			// leaf (the same cut for every child); s must hold that leaf of the last child, and
			// the count and digest be those of the cut leaves of every child so far.
			type leaf struct {
				piece int
				to    uint8
			}
			var order []leaf // q's leaves in the loop's order: pieces, low word, high word
			for j := range nq {
				for w, word := range []uint64{base[j].Lo, base[j].Hi} {
					for ; word != 0; word &= word - 1 {
						order = append(order, leaf{j, uint8(64*w + bits.TrailingZeros64(word))})
					}
				}
			}
			for i := range np {
				f := pfrom[i]
				var upTo board.Bitboard // the children so far
				var before []State      // the earlier children
				for d := pdest[i].AndNot(wantSlow[i]).AndNot(wantPass[i]); !d.IsZero(); {
					c := d.PopLowest()
					made++
					child := *s
					child.Make(Move{f, c})
					upTo = upTo.Or(board.Bit(c))
					before = append(before, child)
					one := [MaxPieces]uint8{f}
					oneDest := [MaxPieces]board.Bitboard{upTo}
					if len(order) == 0 || rng.IntN(4) != 0 && cuts > 50 {
						continue // a sample of the children, after the first ones
					}
					var cut [MaxPieces]board.Bitboard
					for k, l := range order {
						cuts++
						cut[l.piece] = cut[l.piece].Or(board.Bit(l.to))
						var want State
						var count, digest uint64
						for _, b := range before { // the cut leaves of every child so far
							for _, m := range order[:k+1] {
								want = b
								want.Make(Move{From: from[m.piece], To: m.to})
								count++
								digest += want.LeafDigest()
							}
						}
						for j := range len(risks) * len(impls) { // every implementation with every risk table
							impl, risk := impls[j%len(impls)], risks[j/len(impls)]
							got := node
							kids := kidsOf(1, &one, &oneDest)
							n, sum := impl.f(&got, &from, &cut, l.piece+1, lt, risk, &kids, true)
							if n != count || sum != digest {
								t.Fatalf("%s, %s children up to %s cut after leaf %d: %d leaves, digest %#x; want %d, %#x", s, impl.name,
									s.MoveString(Move{f, c}), k+1, n, sum, count, digest)
							}
							if got.Winner != -1 {
								t.Fatalf("%s, %s: Winner %d not taken back", s, impl.name, got.Winner)
							}
							if got.Winner = want.Winner; got != want {
								t.Fatalf("%s, %s children up to %s cut after leaf %d (%s): the State is not the leaf Make makes", s,
									impl.name, s.MoveString(Move{f, c}), k+1, child.MoveString(Move{From: from[l.piece], To: l.to}))
							}
						}
					}
				}
				for d := wantSlow[i]; !d.IsZero(); d.PopLowest() {
					slow++
				}
			}
		})
		if made == 0 || slow == 0 || leaves == 0 || cuts == 0 || untested == 0 {
			t.Errorf("%s %s: %d children made, %d left to the caller, %d leaves, %d cuts, %d nodes without a risk table: want some of each",
				ss.board, ss.seats, made, slow, leaves, cuts, untested)
		}
	}
}
