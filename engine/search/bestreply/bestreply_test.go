package bestreply_test

import (
	"testing"

	"github.com/cctree/cctree/engine/game"

	"github.com/cctree/cctree/engine/search/bestreply"
	"github.com/cctree/cctree/engine/search/paranoid"
	"github.com/cctree/cctree/engine/search/searchtest"
)

const inf = bestreply.Inf

func TestPrunedEqualsUnpruned(t *testing.T) { prunedEqualsUnpruned(t, false) }

// TestLongPrunedEqualsUnpruned is the long part of TestPrunedEqualsUnpruned (make test-long).
func TestLongPrunedEqualsUnpruned(t *testing.T) { prunedEqualsUnpruned(t, true) }

func prunedEqualsUnpruned(t *testing.T, long bool) {
	t.Run("brs", func(t *testing.T) { searchtest.PrunedSuite(t, bestreply.NewBRS(true), bestreply.NewBRS(false), long) })
	t.Run("brs+", func(t *testing.T) {
		searchtest.PrunedSuite(t, bestreply.NewBRSPlus(true), bestreply.NewBRSPlus(false), long)
	})
	t.Run("brs+(line16=literal)", func(t *testing.T) {
		searchtest.PrunedSuite(t, bestreply.NewBRSPlusLiteral(true), bestreply.NewBRSPlusLiteral(false), long)
	})
	for _, p := range [][3]int{{1, 5, 1}, {2, 8, 5}, {1, inf, 2}, {0, 3, 2}, {2, 2, 1}} {
		pruned := bestreply.NewOPPS(p[0], p[1], p[2], true)
		t.Run(pruned.Name(), func(t *testing.T) {
			searchtest.PrunedSuite(t, pruned, bestreply.NewOPPS(p[0], p[1], p[2], false), long)
		})
		literal := bestreply.NewOPPSLiteral(p[0], p[1], p[2], true)
		t.Run(literal.Name(), func(t *testing.T) {
			searchtest.PrunedSuite(t, literal, bestreply.NewOPPSLiteral(p[0], p[1], p[2], false), long)
		})
	}
}

// TestBRSPlusIsOPPS checks brs+ against opps(1,inf,1), both pruned and unpruned.
func TestBRSPlusIsOPPS(t *testing.T) { bRSPlusIsOPPS(t, false) }

// TestLongBRSPlusIsOPPS is the long part of TestBRSPlusIsOPPS (make test-long).
func TestLongBRSPlusIsOPPS(t *testing.T) { bRSPlusIsOPPS(t, true) }

func bRSPlusIsOPPS(t *testing.T, long bool) {
	for i, pos := range searchtest.Positions(21, 60, 120) {
		d, ok := searchtest.PartDepth(i, pos, long)
		if !ok {
			continue
		}
		searchtest.Same(t, bestreply.NewBRSPlus(true), bestreply.NewOPPS(1, inf, 1, true), pos.State, d)
		searchtest.Same(t, bestreply.NewBRSPlus(false), bestreply.NewOPPS(1, inf, 1, false), pos.State, d)
	}
}

// TestOPPSZeroIgnoresL1 checks that opps(0,x,l2) does not depend on x.
func TestOPPSZeroIgnoresL1(t *testing.T) { oPPSZeroIgnoresL1(t, false) }

// TestLongOPPSZeroIgnoresL1 is the long part of TestOPPSZeroIgnoresL1 (make test-long).
func TestLongOPPSZeroIgnoresL1(t *testing.T) { oPPSZeroIgnoresL1(t, true) }

func oPPSZeroIgnoresL1(t *testing.T, long bool) {
	for i, pos := range searchtest.Positions(22, 40, 120) {
		d, ok := searchtest.PartDepth(i, pos, long)
		if !ok {
			continue
		}
		for _, l2 := range []int{1, 2, 3} {
			ref := bestreply.NewOPPS(0, l2, l2, true)
			for _, x := range []int{l2 + 1, 7, inf} {
				searchtest.Same(t, ref, bestreply.NewOPPS(0, x, l2, true), pos.State, d)
			}
		}
	}
}

// TestOPPSUnlimitedIsParanoid checks that opps(k-1,inf,inf) is paranoid in a k-player game:
// same value, move and NC, pruned and unpruned.
func TestOPPSUnlimitedIsParanoid(t *testing.T) { oPPSUnlimitedIsParanoid(t, false) }

// TestLongOPPSUnlimitedIsParanoid is the long part of TestOPPSUnlimitedIsParanoid (make test-long).
func TestLongOPPSUnlimitedIsParanoid(t *testing.T) { oPPSUnlimitedIsParanoid(t, true) }

func oPPSUnlimitedIsParanoid(t *testing.T, long bool) {
	for i, pos := range searchtest.Positions(23, 40, 120) {
		d, ok := searchtest.PartDepth(i, pos, long)
		if !ok {
			continue
		}
		k := pos.State.Players
		searchtest.Same(t, paranoid.New(true), bestreply.NewOPPS(k-1, inf, inf, true), pos.State, d)
		searchtest.Same(t, paranoid.New(false), bestreply.NewOPPS(k-1, inf, inf, false), pos.State, d)
	}
}

// TestTwoPlayersIsParanoid checks that with two players BRS, BRS+ and every OPPS are Paranoid
// except for OPPS's limits on the opponent (which BRS+ lifts for the single opponent).
func TestTwoPlayersIsParanoid(t *testing.T) {
	for _, b := range []string{"star73", "star121"} {
		s := searchtest.RandomPlay(nil, b, "03", 0, 0)
		for d := 1; d <= 4; d++ {
			searchtest.Same(t, paranoid.New(true), bestreply.NewBRS(true), s, d)
			searchtest.Same(t, paranoid.New(true), bestreply.NewBRSPlus(true), s, d)
		}
	}
}

// TestBRSNodeCount checks BRS's unpruned tree size at depth 2 against a direct count: the root,
// one min-layer node per root move, and as its children the moves of every opponent in the state
// where the opponents before it have passed.
func TestBRSNodeCount(t *testing.T) {
	var buf [game.MaxMoves]game.Move
	for _, pos := range searchtest.Positions(24, 30, 100) {
		s := pos.State
		want := int64(1)
		for _, m := range s.Moves(buf[:0]) {
			want++
			s.Make(m)
			if !s.Terminal() {
				for j := 1; j < s.Players; j++ {
					want += int64(s.CountMoves())
					s.Make(game.Pass)
				}
				for j := 1; j < s.Players; j++ {
					s.Unmake(game.Pass)
				}
			}
			s.Unmake(m)
		}
		if r := searchtest.Search(t, bestreply.NewBRS(false), s, 2); r.NC != want {
			t.Errorf("brs(noprune) depth 2 on %s: NC %d, want %d", s, r.NC, want)
		}
	}
}

func TestConformance(t *testing.T) {
	searchtest.Conformance(t, bestreply.NewBRS(true))
	searchtest.Conformance(t, bestreply.NewBRS(false))
	searchtest.Conformance(t, bestreply.NewBRSPlus(true))
	searchtest.Conformance(t, bestreply.NewBRSPlus(false))
	searchtest.Conformance(t, bestreply.NewOPPS(2, 8, 5, true))
	searchtest.Conformance(t, bestreply.NewOPPS(2, 8, 5, false))
	searchtest.Conformance(t, bestreply.NewBRSPlusLiteral(true))
	searchtest.Conformance(t, bestreply.NewOPPSLiteral(1, 5, 1, false))
}
