// Package sampled plays the card games of the game registry (Hearts, Spades) as a player who sees
// only its own cards, the way the MP-Mix paper (§4.1, after Ginsberg) and Sturtevant play them:
// for each move it samples deals of the cards it cannot see, consistent with what it has seen
// (cards.Table.Sample: the cards played, and the suits each player has shown void in, drawn
// uniformly among the consistent deals), searches every sampled deal with full information with
// a searcher of the registry, and plays the card the samples chose most often. The match engine
// seats it by spec, sampled(algo=SPEC,samples=N), beside the MP-Mix paper's weak rational player
// wrt (spec.go).
//
// Guarantees: the same Config, position and stream give the same samples, searches and card on
// every machine (the samples come from cards.Rand, the searches are deterministic, and a searcher
// that draws random numbers is seeded per sample); the card is legal in the position; the
// position is left as it was. A position carries what its player saw only as far as its Table's
// history goes (the tricks played on it since the deal or since it was parsed).
package sampled

import (
	"context"
	"fmt"
	"hash/fnv"
	"time"

	"github.com/cctree/cctree/engine/games/cards"
	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/games/spades"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers"
	"github.com/cctree/cctree/engine/searchers/games"
)

// MaxSamples bounds Config.Samples.
const MaxSamples = 100000

// Config is a sampling player.
type Config struct {
	// Algo is the registry searcher (a spec of package searchers, "maxn", "mpmix(td=0.1,to=inf)")
	// run on each sampled deal.
	Algo string
	// Samples is the number of deals sampled per move, 1 to MaxSamples.
	Samples int
	// Limits bound each sample's search: a depth, a node budget, or both (iterative deepening
	// under a budget). A move's budget is Samples times Limits.Nodes.
	Limits search.Limits
	// Seed seeds the samples (with the stream of each move, Choose).
	Seed uint64
}

// Player is a sampling player. It keeps one searcher per game; it is not safe for concurrent
// use.
type Player struct {
	cfg Config
	sr  map[*games.Game]games.Searcher
}

// New checks cfg and returns its player. Errors are one line naming the field.
func New(cfg Config) (*Player, error) {
	if cfg.Samples < 1 || cfg.Samples > MaxSamples {
		return nil, fmt.Errorf("sampled: samples %d: want 1 to %d deals per move", cfg.Samples, MaxSamples)
	}
	if _, err := searchers.Parse(cfg.Algo); err != nil {
		return nil, fmt.Errorf("sampled: algo: %v", err)
	}
	if cfg.Limits.Nodes < 0 {
		return nil, fmt.Errorf("sampled: nodes %d: want a node budget per sample >= 1, or 0 for none", cfg.Limits.Nodes)
	}
	if cfg.Limits.Depth < 1 && cfg.Limits.Nodes == 0 {
		return nil, fmt.Errorf("sampled: limits: want a depth or a node budget per sample (a search of a whole hand per sample does not end)")
	}
	return &Player{cfg: cfg, sr: map[*games.Game]games.Searcher{}}, nil
}

// Vote is a card and the number of samples whose search chose it.
type Vote struct {
	Move  string
	Count int
}

// Choice is what Choose decided and why.
type Choice struct {
	// Move is the card to play, in the game's notation.
	Move string
	// Votes are the cards the samples chose, most votes first, ties in the order of the legal
	// moves (card order); empty when the mover had a single legal move and nothing was searched.
	Votes []Vote
	// Nodes is the searches' node count summed over the samples.
	Nodes int64
	// Depth is the depth every sample's search completed (the least of them; 0 when nothing
	// was searched).
	Depth int
}

// Choose returns the card the mover of p plays: the one most sampled deals' searches chose, ties
// going to the card first in the legal moves' order. stream tells the moves of a game apart
// (the match engine would pass the ply): the samples of (Seed, stream) are always the same. A
// mover with a single legal move plays it without sampling.
func (pl *Player) Choose(ctx context.Context, p games.Position, stream uint64) (Choice, error) {
	if p.Terminal() {
		return Choice{}, fmt.Errorf("sampled: the hand is over")
	}
	var tb *cards.Table
	redeal := func(h [cards.MaxPlayers]cards.Set) (string, error) { return "", nil }
	switch s := games.State(p).(type) {
	case *hearts.State:
		tb = s.Table()
		redeal = func(h [cards.MaxPlayers]cards.Set) (string, error) {
			q, err := s.Redeal(h)
			if err != nil {
				return "", err
			}
			return q.String(), nil
		}
	case *spades.State:
		tb = s.Table()
		redeal = func(h [cards.MaxPlayers]cards.Set) (string, error) {
			q, err := s.Redeal(h)
			if err != nil {
				return "", err
			}
			return q.String(), nil
		}
	default:
		return Choice{}, fmt.Errorf("sampled: game %s: want a card game (hearts or spades); its other players see every piece", p.Game().Name)
	}
	legal := p.Moves()
	if len(legal) == 1 {
		return Choice{Move: legal[0]}, nil
	}
	sr, ok := pl.sr[p.Game()]
	if !ok {
		var err error
		if sr, err = p.NewSearcher(pl.cfg.Algo); err != nil {
			return Choice{}, fmt.Errorf("sampled: algo: %v", err)
		}
		pl.sr[p.Game()] = sr
	}
	count := make(map[string]int, len(legal))
	var ch Choice
	r := cards.NewRand(mix(pl.cfg.Seed, stream))
	mover := p.Mover()
	for i := range pl.cfg.Samples {
		if err := ctx.Err(); err != nil {
			return Choice{}, err
		}
		hands, err := tb.Sample(mover, r)
		if err != nil {
			return Choice{}, fmt.Errorf("sampled: %v", err)
		}
		text, err := redeal(hands)
		if err != nil {
			return Choice{}, fmt.Errorf("sampled: %v", err)
		}
		q, err := games.Parse(text)
		if err != nil {
			return Choice{}, fmt.Errorf("sampled: a sampled deal does not read back: %v", err)
		}
		sr.Reset() // each sample's search on its own, whatever came before
		if sd, ok := sr.(search.Seeder); ok {
			sd.Seed(pl.cfg.Seed, mix(stream, uint64(i)))
		}
		res, err := sr.Search(ctx, q, pl.cfg.Limits)
		if err != nil {
			return Choice{}, fmt.Errorf("sampled: %v", err)
		}
		count[res.Move]++
		ch.Nodes += res.NC
		if i == 0 || res.Depth < ch.Depth {
			ch.Depth = res.Depth
		}
	}
	for _, m := range legal {
		if n := count[m]; n > 0 {
			ch.Votes = append(ch.Votes, Vote{m, n})
		}
	}
	if len(ch.Votes) == 0 {
		return Choice{}, fmt.Errorf("sampled: no sample's search chose a legal card")
	}
	// Most votes first; the sort is stable, so equal counts keep the legal moves' order.
	for i := 1; i < len(ch.Votes); i++ {
		for j := i; j > 0 && ch.Votes[j].Count > ch.Votes[j-1].Count; j-- {
			ch.Votes[j], ch.Votes[j-1] = ch.Votes[j-1], ch.Votes[j]
		}
	}
	ch.Move = ch.Votes[0].Move
	return ch, nil
}

// mix combines a seed and a stream into one generator seed (SplitMix64's finaliser).
func mix(a, b uint64) uint64 {
	x := a ^ (b+0x632be59bd9b4e019)*0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Searcher is pl as a registry searcher (games.Searcher), for what plays games through that
// interface (the match engine's table): Search chooses for the mover of p with the stream taken
// from p itself (an FNV-1a hash of its notation), so a position always gets the same samples and
// a game replays exactly. A zero lim keeps the Config's per-sample limits; otherwise lim is the
// move's: every sample searches to lim.Depth with an equal share of lim.Nodes (at least 1 node).
// The result's Move, NC and Depth are the choice's (Depth: the depth every sample completed);
// Value is empty; Strategy reads "sampled".
func (pl *Player) Searcher() games.Searcher { return &searcher{pl} }

type searcher struct{ pl *Player }

func (a *searcher) Name() string {
	return fmt.Sprintf("sampled(algo=%s,samples=%d)", a.pl.cfg.Algo, a.pl.cfg.Samples)
}

// Reset drops the searchers kept between moves.
func (a *searcher) Reset() { clear(a.pl.sr) }

// Seed implements search.Seeder: the samples' seed becomes one of (seed, stream), so the match
// engine seeds each game's and player's samples apart and a replayed plan draws alike.
func (a *searcher) Seed(seed, stream uint64) { a.pl.cfg.Seed = mix(seed, stream) }

func (a *searcher) Search(ctx context.Context, p games.Position, lim search.Limits) (search.ResultOf[string], error) {
	start := time.Now()
	pl := *a.pl
	if lim != (search.Limits{}) {
		pl.cfg.Limits = search.Limits{Depth: lim.Depth}
		if lim.Nodes > 0 {
			pl.cfg.Limits.Nodes = max(1, lim.Nodes/int64(pl.cfg.Samples))
		}
	}
	h := fnv.New64a()
	h.Write([]byte(p.String()))
	ch, err := pl.Choose(ctx, p, h.Sum64())
	if err != nil {
		return search.ResultOf[string]{}, err
	}
	return search.ResultOf[string]{Move: ch.Move, NC: ch.Nodes, Depth: ch.Depth, Elapsed: time.Since(start), Strategy: "sampled"}, nil
}
