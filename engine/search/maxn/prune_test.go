package maxn_test

import (
	"testing"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search/maxn"
	"github.com/cctree/cctree/engine/search/searchtest"
)

var variants = []maxn.Prune{maxn.Shallow, maxn.LastBranch, maxn.Speculative}

func TestNames(t *testing.T) {
	for _, tc := range []struct {
		p    maxn.Prune
		name string
	}{{maxn.None, "maxn"}, {maxn.Shallow, "maxn(shallow)"}, {maxn.LastBranch, "maxn(lastbranch)"}, {maxn.Speculative, "maxn(speculative)"}} {
		if n := maxn.New(maxn.Options{Prune: tc.p}).Name(); n != tc.name {
			t.Errorf("Prune %d: name %q, want %q", tc.p, n, tc.name)
		}
		if tc.p != maxn.None {
			if p, ok := maxn.ParsePrune(tc.p.String()); !ok || p != tc.p {
				t.Errorf("ParsePrune(%q) = %d, %v", tc.p, p, ok)
			}
		}
	}
	if _, ok := maxn.ParsePrune(""); ok {
		t.Errorf(`ParsePrune("") accepted`)
	}
}

// TestShallowAndLastBranch checks shallow and last-branch pruning against plain max^n on the
// pruned-searcher suite (208 random-play positions and 48 endgames, 3 to 6 players, both boards,
// depths 1-4): same value vector, same move, never more nodes, and never a re-expansion (they
// only prune what cannot matter, so nothing is ever searched twice).
func TestShallowAndLastBranch(t *testing.T) { shallowAndLastBranch(t, false) }

// TestLongShallowAndLastBranch is the long part of TestShallowAndLastBranch (make test-long).
func TestLongShallowAndLastBranch(t *testing.T) { shallowAndLastBranch(t, true) }

func shallowAndLastBranch(t *testing.T, long bool) {
	for _, p := range variants[:2] {
		sr := maxn.New(maxn.Options{Prune: p})
		t.Run(sr.Name(), func(t *testing.T) {
			searchtest.PrunedSuite(t, sr, maxn.New(maxn.Options{}), long)
			if n := sr.Reexpansions(); n != 0 {
				t.Errorf("%s re-expanded %d nodes", sr.Name(), n)
			}
		})
	}
}

// Speculative max^n may search a subtree twice, so its NC can exceed plain max^n's; on these
// positions it never has. maxSpecAbove is the fraction of positions on which its NC (re-expansions
// included) may exceed max^n's before the test fails: Sturtevant reports that re-expansions never
// outweighed the savings in his Chinese Checkers experiments, so more than one position in fifty
// would mean speculation that does not pay, and we want to know.
const maxSpecAbove = 0.02

// maxSpecNoGain is the fraction of positions searched at least as deep as there are players on
// which speculative max^n may save nothing (NC equal to max^n's) before the test fails. Lemma 1
// adds one bound per player of a chain; bounds of fewer players than all rarely reach S (each
// player's share of S is about 1/players), so a search shallower than the number of players
// seldom prunes and is not held to this. At depth >= players a position where nothing is pruned
// is one where the ordering or the values gave Lemma 1 no chance anywhere in the tree: allowed on
// at most one position in five (small trees near the end of a game, a few moves per node).
const maxSpecNoGain = 0.2

// specCase is a position and the depth the speculative test searches it at.
type specCase struct {
	name  string
	s     *game.State
	depth int
}

// specCases are the pruned-searcher suite at its depths (the part's: searchtest.PartDepth), and
// in the long part (unless -short) deeper searches: 3-player star73 midgames at depth 5,
// 3-player star121 midgames at depth 4, 4-player star73 midgames at depth 4 and early 6-player
// star73 positions at depth 6, where Lemma 1 can combine the bounds of every player.
func specCases(long bool) []specCase {
	var out []specCase
	suite := append(searchtest.Positions(7, searchtest.SuitePositions, 120), searchtest.EndgamePositions(8, searchtest.SuiteEndgames)...)
	for i, p := range suite {
		if d, ok := searchtest.PartDepth(i, p, long); ok {
			out = append(out, specCase{p.Name, p.State, d})
		}
	}
	if testing.Short() || !long {
		return out
	}
	for _, c := range []struct {
		board, seats string
		n, depth     int
	}{{"star73", "024", 4, 5}, {"star121", "024", 3, 4}, {"star73", "0134", 4, 4}} {
		for j, s := range searchtest.Midgame(21, c.n, c.board, c.seats) {
			out = append(out, specCase{"mid" + string(rune('0'+j)) + "/" + c.board + "/" + c.seats, s, c.depth})
		}
	}
	for j, p := range searchtest.Positions(22, 10, 8) {
		if p.State.Players == 6 && p.State.Geo.Name == "star73" {
			out = append(out, specCase{"early" + string(rune('0'+j)) + "/" + p.Name, p.State, 6})
		}
	}
	return out
}

// TestSpeculative checks speculative max^n against plain max^n: the same value vector and move on
// every position, NC compared position by position (see maxSpecAbove and maxSpecNoGain); every
// position where its NC is not below max^n's is logged with its CCN and both counts. The long
// part (TestLongSpeculative, make test-long) has the deep searches, where re-expansions happen.
func TestSpeculative(t *testing.T) { speculative(t, false) }

// TestLongSpeculative is the long part of TestSpeculative (make test-long).
func TestLongSpeculative(t *testing.T) { speculative(t, true) }

func speculative(t *testing.T, long bool) {
	plain := maxn.New(maxn.Options{})
	spec := maxn.New(maxn.Options{Prune: maxn.Speculative})
	cases := specCases(long)
	var above, noGain, deep int
	var ns, np, reexp int64
	for _, c := range cases {
		before := spec.Reexpansions()
		rs := searchtest.Search(t, spec, c.s, c.depth)
		rp := searchtest.Search(t, plain, c.s, c.depth)
		if rs.Value != rp.Value || rs.Move != rp.Move {
			t.Fatalf("%s depth %d on %s: value %s move %s, maxn gives %s %s", c.name, c.depth, c.s,
				rs.Value, c.s.MoveString(rs.Move), rp.Value, c.s.MoveString(rp.Move))
		}
		ns, np, reexp = ns+rs.NC, np+rp.NC, reexp+spec.Reexpansions()-before
		isDeep := c.depth >= c.s.Players
		if isDeep {
			deep++
		}
		switch {
		case rs.NC > rp.NC:
			above++
			t.Logf("NC above maxn: %s depth %d: speculative %d (%d re-expanded) > maxn %d: %s", c.name, c.depth, rs.NC, spec.Reexpansions()-before, rp.NC, c.s)
		case rs.NC == rp.NC && isDeep:
			noGain++
			t.Logf("no gain at depth >= players: %s depth %d: speculative %d = maxn %d: %s", c.name, c.depth, rs.NC, rp.NC, c.s)
		case rs.NC == rp.NC:
			t.Logf("no gain at depth < players: %s depth %d: speculative %d = maxn %d: %s", c.name, c.depth, rs.NC, rp.NC, c.s)
		}
	}
	t.Logf("%d positions (%d searched at depth >= players): speculative %d nodes (%d re-expanded), maxn %d; NC above maxn on %d, no gain at depth >= players on %d",
		len(cases), deep, ns, reexp, np, above, noGain)
	if float64(above) > maxSpecAbove*float64(len(cases)) {
		t.Errorf("speculative NC above maxn's on %d of %d positions (allowed: %.0f%%)", above, len(cases), 100*maxSpecAbove)
	}
	if float64(noGain) > maxSpecNoGain*float64(deep) {
		t.Errorf("speculative saved nothing on %d of %d positions searched at depth >= players (allowed: %.0f%%)", noGain, deep, 100*maxSpecNoGain)
	}
	if reexp == 0 && long && !testing.Short() {
		t.Errorf("no re-expansion on any position: the re-search path is untested")
	}
}

// TestLastBranchPrunes checks that last-branch pruning prunes at all on 3-player midgames (shallow
// pruning with heuristic values almost never can).
func TestLastBranchPrunes(t *testing.T) {
	plain := maxn.New(maxn.Options{})
	lb := maxn.New(maxn.Options{Prune: maxn.LastBranch})
	var nl, np int64
	for _, s := range searchtest.Midgame(23, 4, "star73", "024") {
		rl, rp := searchtest.SameAsUnpruned(t, lb, plain, s, 4)
		nl, np = nl+rl.NC, np+rp.NC
	}
	if nl >= np {
		t.Errorf("lastbranch %d nodes, maxn %d: nothing pruned", nl, np)
	}
}

func TestPruneConformance(t *testing.T) {
	for _, p := range variants {
		searchtest.Conformance(t, maxn.New(maxn.Options{Prune: p}))
	}
}

// TestNodeCountIsPerftSumWithWins checks on endgames, where wins lie within the horizon, that
// plain max^n still visits perft(0)+...+perft(d) nodes (perft stops at won positions as max^n
// does), the identity the measurement uses for max^n at depth 6.
func TestNodeCountIsPerftSumWithWins(t *testing.T) {
	sr := maxn.New(maxn.Options{})
	for i, p := range searchtest.EndgamePositions(31, 16) {
		d := 1 + i%3
		r := searchtest.Search(t, sr, p.State, d)
		if want := searchtest.PerftSum(p.State, d); r.NC != want {
			t.Errorf("%s depth %d: NC %d, perft sum %d", p.Name, d, r.NC, want)
		}
	}
}

// TestPruneDistance: Sturtevant's §4.1 "Neither algorithm, however, will prune more than n levels
// away from where the first bound originates." On the pruned-searcher suite, per variant and
// player count, the largest distance from a pruned node to the top of the chain that pruned it is
// below the number of players (a chain has distinct movers); shallow pruning's is 1 (parent and
// node; it prunes nothing on these positions, as Sturtevant's §3.3 says of Chinese Checkers), and
// last-branch and speculative pruning reach past the parent with 3 and with 4 players (the suite's
// depths seldom let 5 or 6 players' bounds combine), or the distance would not be measured at all.
func TestPruneDistance(t *testing.T) {
	cases := specCases(false)
	for _, p := range variants {
		far := map[int]int{} // players -> largest distance
		for _, c := range cases {
			sr := maxn.New(maxn.Options{Prune: p})
			searchtest.Search(t, sr, c.s, c.depth)
			d := sr.PruneDistance()
			if d >= c.s.Players {
				t.Errorf("%s %s depth %d: a prune %d plies below its chain's top, with %d players", sr.Name(), c.name, c.depth, d, c.s.Players)
			}
			far[c.s.Players] = max(far[c.s.Players], d)
		}
		t.Logf("%s: largest prune distance per player count %v", maxn.Options{Prune: p}, far)
		for n, d := range far {
			switch {
			case p == maxn.Shallow && d > 1:
				t.Errorf("shallow pruning pruned %d plies below a bound with %d players", d, n)
			case p != maxn.Shallow && n <= 4 && d < 2:
				t.Errorf("%s never pruned past the parent's bound with %d players (largest distance %d)", maxn.Options{Prune: p}, n, d)
			}
		}
	}
}
