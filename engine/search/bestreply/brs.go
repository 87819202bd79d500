// Package bestreply is the best-reply family of paranoid searchers: Best-Reply Search (BRS,
// Schadd & Winands), Opponent-Pruning Paranoid Search (OPPS, Baier & Kaisers, Algorithm 1) and
// BRS+ (Esser et al.), which is exactly OPPS(1,∞,1). All search with alpha-beta on the root
// player's value (the player to move at the root): the root player maximises, every opponent
// minimises, a terminal node scores eval.S if the root player has won and 0 otherwise (tested
// before the depth), a horizon leaf scores eval.Value for the root player. Every searcher has an
// unpruned twin (Prune false) that searches the same tree in the same order without cutoffs.
//
// Interpretations made where the papers leave a choice open:
//
// BRS. A search alternates a max layer (the root player moves) and a min layer (exactly one
// opponent moves, every other opponent passes), and each layer is one ply of depth: depth 4 is
// root, opponents, root, opponents. The min layer is one node whose children are, for each
// opponent in turn order after the root player and for each of that opponent's legal moves in
// static ordering, the state after the opponents before it pass, it moves, and the opponents after
// it pass (the move list of the Schadd & Winands pseudocode: the opponents' move lists
// concatenated in turn order). Passes are made with State.Make(game.Pass); they are not nodes.
// If the opponent's move wins the game, the later opponents do not pass: the child is terminal.
// An opponent with no legal move contributes its pass (a child in which everyone passes).
// With two players BRS is Paranoid.
//
// OPPS. Line 11 resets m at the root player's nodes; lines 12-13 cut an opponent's ordered move
// list to its first l2 moves when m = n1 and to its first l1 moves otherwise; line 16 applies only
// to opponent nodes: an opponent's move outside its first l2 moves raises m by one, the root
// player's moves never do (so m counts, since the root player's last move, the opponents' moves
// that a group-two opponent could not have made). A pass is an opponent's only move and so always
// among its first l2 (l2 >= 1). l1 and l2 may be infinite (Inf); the registry requires
// 0 <= n1, 1 <= l2 <= l1. Hence OPPS(0,x,l2) does not depend on x, and OPPS(k-1,∞,∞) in a k-player
// game (indeed OPPS(n1,∞,∞) for any n1) is Paranoid, node for node.
//
// Threat-ADS (Polk & Oommen, Algorithm 1). BRS with a threat rule keeps, per root player, an
// adaptive list (package ads) of that player's opponents, initially in turn order after it. A min
// layer takes a snapshot of the list (queries below it must not reorder the loop) and collects the
// opponents' moves opponent by opponent in that order, each opponent's moves in static ordering
// as in BRS (the opponents before it in turn order pass, those after it pass). After the layer,
// at every min node that was expanded (Algorithm 1, line 16, is inside every Min call, not only
// at the root's layer), it queries the list with the opponent whose move gave the layer's value:
// the first move in search order with the smallest value found, also when a cutoff ended the
// layer early (the most minimising move seen). A search that is stopped does not query at the
// nodes it abandons. The lists persist across searches (the paper's multi-turn protocol: the
// ranking learned in one turn orders the next); Reset restores turn order. A search with a
// different number of players than the previous one resets the lists first. The value and the
// move are those of BRS (ordering never changes an alpha-beta value with an open root window,
// and the root layer's order is untouched); only NC differs.
//
// In all of them the alpha-beta is fail-soft, and the best root move is the first in ordering
// order that reaches the best value, as in package paranoid.
package bestreply

import (
	"context"
	"strconv"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/search/ads"
	"github.com/cctree/cctree/engine/search/spec"
)

// BRS is a Best-Reply searcher: the alpha-beta kernel of package search with the opponents'
// moves merged into one min layer (search.AlphaBeta.BestReply). Make it with NewBRS or
// NewBRSThreat and reuse it.
type BRS struct {
	ab      search.AlphaBeta
	threats search.Threats // Threat-ADS's lists (off without threat=)
}

func newBRS(prune bool) search.AlphaBeta {
	return search.AlphaBeta{ABOptions: BRSConfig{Prune: prune}.AlphaBeta()}
}

// NewBRS returns a BRS searcher; prune false gives the unpruned twin.
func NewBRS(prune bool) *BRS { return &BRS{ab: newBRS(prune)} }

// NewBRSThreat returns a BRS searcher with Threat-ADS opponent ordering updated by rule with
// parameter k (used by ads.MoveAhead and ads.POS; k >= 1); prune false gives the unpruned twin.
func NewBRSThreat(rule ads.Rule, k int, prune bool) *BRS {
	return &BRS{ab: newBRS(prune), threats: search.Threats{On: true, Rule: rule, K: k}}
}

// Name returns the canonical spec, its BRSConfig's String().
func (b *BRS) Name() string {
	c := BRSConfig{Prune: b.ab.Prune, Order: b.ab.OppOrder, Tune: b.ab.Tune, TT: b.ab.TT}
	if b.threats.On {
		c.Threat, c.Rule, c.K = true, b.threats.Rule, b.threats.K
	}
	return c.String()
}

// BRSConfig is the configuration of a BRS searcher, what a spec of the brs family means
// (spec.Config).
type BRSConfig struct {
	Prune  bool            // alpha-beta cutoffs; false for the unpruned twin
	Threat bool            // Threat-ADS opponent ordering by Rule with parameter K (both zero without it)
	Rule   ads.Rule        // the list's update rule
	K      int             // its parameter (ads.DefaultK unless given)
	Order  search.OppOrder // how the opponents' moves are ordered
	Tune   search.Tuning   // Franks' options
	TT     int             // transposition table entries (search.ParseTT; 0 for none)
}

// String returns "brs" or "brs(noprune)", or with Threat-ADS "brs(threat=R)" followed by ",k=N"
// when k is not ads.DefaultK, then order=, Franks' options, tt=, and ",noprune" for the twin.
func (c BRSConfig) String() string {
	var threat, k, np string
	if c.Threat {
		threat = "threat=" + c.Rule.String()
		if c.K != ads.DefaultK {
			k = "k=" + strconv.Itoa(c.K)
		}
	}
	if !c.Prune {
		np = "noprune"
	}
	order := ""
	if c.Order != search.OrderStatic {
		order = "order=" + c.Order.String()
	}
	return spec.Join("brs", threat, k, order, c.Tune.Args(), search.TTArg(c.TT), np)
}

// AlphaBeta returns what c means to the alpha-beta kernel, on any game.
func (c BRSConfig) AlphaBeta() search.ABOptions {
	return search.ABOptions{Prune: c.Prune, BestReply: true, L1: search.Unlimited, L2: search.Unlimited, Learn: true, Tune: c.Tune, OppOrder: c.Order, TT: c.TT}
}

// Threats returns c's Threat-ADS lists (off without threat=).
func (c BRSConfig) Threats() search.Threats {
	return search.Threats{On: c.Threat, Rule: c.Rule, K: c.K}
}

// New returns a new BRS searcher of c.
func (c BRSConfig) New() search.Searcher {
	b := NewBRS(c.Prune)
	if c.Threat {
		b = NewBRSThreat(c.Rule, c.K, c.Prune)
	}
	b.ab.TT = c.TT
	return b.Tune(c.Tune).WithOppOrder(c.Order)
}

func (b *BRS) Reset() { b.threats.Reset(); b.ab.Tie.Reset() }

// Tune gives b Franks' options t (search.Tuning) and returns b.
func (b *BRS) Tune(t search.Tuning) *BRS {
	b.ab.Tune = t
	b.ab.Tie.SetP(t.Ties)
	return b
}

// WithOppOrder sets how b orders the opponents' moves (search.OppOrder; the Threat-ADS experiments
// vary it) and returns b.
func (b *BRS) WithOppOrder(o search.OppOrder) *BRS {
	b.ab.OppOrder = o
	return b
}

// Seed implements search.Seeder (tie randomisation).
func (b *BRS) Seed(seed, stream uint64) { b.ab.Tie.Seed(seed, stream) }

// Order appends the Threat-ADS list of root player p, head first, to dst (nil without threat or
// before the first search).
func (b *BRS) Order(p int, dst []int) []int { return b.threats.Order(p, dst) }

// Search searches s for the player to move; Limits.Depth counts layers.
func (b *BRS) Search(ctx context.Context, s *game.State, lim search.Limits) search.Result {
	b.ab.Threat = b.threats.For(s.Players, s.ToMove)
	r := b.ab.Search(ctx, s, lim)
	b.ab.Threat = nil
	return r
}
