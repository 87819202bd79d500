package sampled_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/games/cards"
	"github.com/cctree/cctree/engine/games/hearts"
	"github.com/cctree/cctree/engine/games/spades"
	"github.com/cctree/cctree/engine/search"
	"github.com/cctree/cctree/engine/searchers/games"
	"github.com/cctree/cctree/engine/searchers/sampled"
)

// play plays a whole hand of game with one sampling player per seat and returns the moves and
// the final position.
func play(t *testing.T, game string, cfg sampled.Config) ([]string, games.Position) {
	t.Helper()
	p, err := games.Start(game)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := sampled.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	for ply := 0; !p.Terminal(); ply++ {
		before := p.String()
		ch, err := pl.Choose(context.Background(), p, uint64(ply))
		if err != nil {
			t.Fatal(err)
		}
		if p.String() != before {
			t.Fatalf("Choose changed %s to %s", before, p)
		}
		total := 0
		for _, v := range ch.Votes {
			total += v.Count
		}
		if len(ch.Votes) > 0 && total != cfg.Samples {
			t.Fatalf("%s: %d votes of %d samples", p, total, cfg.Samples)
		}
		if len(ch.Votes) > 0 && ch.Votes[0].Move != ch.Move {
			t.Fatalf("%s: plays %s, the votes say %v", p, ch.Move, ch.Votes)
		}
		if err := p.Play(ch.Move); err != nil {
			t.Fatalf("ply %d: %v", ply, err)
		}
		moves = append(moves, ch.Move)
	}
	return moves, p
}

// TestHands: sampling players finish hands of Hearts and Spades with 3 and 4 players, every
// card legal, and replay them card for card with the same seed.
func TestHands(t *testing.T) {
	for _, c := range []struct {
		game string
		cfg  sampled.Config
	}{
		{"hearts(players=4)", sampled.Config{Algo: "maxn", Samples: 5, Limits: search.Limits{Depth: 2}, Seed: 1}},
		{"hearts(players=3,deal=2,eval=mpmix)", sampled.Config{Algo: "mpmix(td=0.02,to=inf)", Samples: 4, Limits: search.Limits{Nodes: 300}, Seed: 2}},
		{"spades(players=4,deal=3)", sampled.Config{Algo: "paranoid", Samples: 3, Limits: search.Limits{Depth: 3}, Seed: 3}},
		{"spades(players=3,eval=share)", sampled.Config{Algo: "maxn(speculative)", Samples: 3, Limits: search.Limits{Depth: 3}, Seed: 4}},
	} {
		a, end := play(t, c.game, c.cfg)
		b, _ := play(t, c.game, c.cfg)
		if strings.Join(a, " ") != strings.Join(b, " ") {
			t.Fatalf("%s: two plays with the same seed differ:\n%v\n%v", c.game, a, b)
		}
		start, _ := games.Start(c.game)
		if len(a) != cardsOf(start) {
			t.Fatalf("%s: %d cards played, %d dealt", c.game, len(a), cardsOf(start))
		}
		if h, ok := games.State(end).(*hearts.State); ok {
			sum := 0
			for p := range h.NumPlayers() {
				sum += h.Points(p)
			}
			if sum != hearts.HandPoints {
				t.Fatalf("%s: %d points taken", end, sum)
			}
		}
	}
}

// cardsOf is the number of cards dealt in a start position: the hands' ranks in its notation.
func cardsOf(p games.Position) int {
	n := 0
	for _, c := range strings.Fields(p.String())[4] {
		if c != '.' && c != '/' {
			n++
		}
	}
	return n
}

// TestSamplesDiffer: different seeds sample different deals, so the votes of a move are spread
// over several cards on some positions; a single sample's vote is its search's move.
func TestSamplesDiffer(t *testing.T) {
	p, err := games.Start("hearts(players=4,deal=5)")
	if err != nil {
		t.Fatal(err)
	}
	spread := 0
	for ply := 0; ply < 20 && !p.Terminal(); ply++ {
		pl, err := sampled.New(sampled.Config{Algo: "maxn", Samples: 12, Limits: search.Limits{Depth: 3}, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		ch, err := pl.Choose(context.Background(), p, uint64(ply))
		if err != nil {
			t.Fatal(err)
		}
		if len(ch.Votes) > 1 {
			spread++
		}
		if err := p.Play(ch.Move); err != nil {
			t.Fatal(err)
		}
	}
	if spread == 0 {
		t.Fatal("in 20 moves the samples never disagreed: the deals sampled are all alike")
	}
}

// TestErrors: bad configurations and positions are one-line errors naming the field.
func TestErrors(t *testing.T) {
	for _, c := range []struct {
		cfg  sampled.Config
		want string
	}{
		{sampled.Config{Algo: "maxn", Samples: 0, Limits: search.Limits{Depth: 1}}, "samples"},
		{sampled.Config{Algo: "maxn", Samples: sampled.MaxSamples + 1, Limits: search.Limits{Depth: 1}}, "samples"},
		{sampled.Config{Algo: "nosuch", Samples: 1, Limits: search.Limits{Depth: 1}}, "algo"},
		{sampled.Config{Algo: "maxn", Samples: 1}, "limits"},
		{sampled.Config{Algo: "maxn", Samples: 1, Limits: search.Limits{Nodes: -5}}, "nodes"},
	} {
		if _, err := sampled.New(c.cfg); err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("New(%+v): %v, want one line with %q", c.cfg, err, c.want)
		}
	}
	pl, err := sampled.New(sampled.Config{Algo: "maxn(eval=franks1)", Samples: 1, Limits: search.Limits{Depth: 1}})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := games.Start("hearts")
	if err := p.Play("2c"); err != nil { // deal 1: player 0 leads the two of clubs; player 1 has one club
		t.Fatal(err)
	}
	if err := p.Play("6c"); err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Choose(context.Background(), p, 0); err == nil || !strings.Contains(err.Error(), "eval=franks1") {
		t.Errorf("Choose with eval=franks1: %v", err)
	}
	v, _ := games.Start("virus")
	if _, err := pl.Choose(context.Background(), v, 0); err == nil || !strings.Contains(err.Error(), "card game") {
		t.Errorf("Choose on virus: %v", err)
	}
}

// TestSeesOnlyItsCards: the choice does not depend on how the hidden cards actually lie. On
// positions read from their notation (so no tricks were seen and no voids shown), dealing the
// other players' cards differently changes neither the card, nor the votes, nor the nodes.
func TestSeesOnlyItsCards(t *testing.T) {
	cfg := sampled.Config{Algo: "maxn", Samples: 6, Limits: search.Limits{Depth: 3}, Seed: 11}
	r := cards.NewRand(3)
	checked := 0
	for _, game := range []string{"hearts(players=4,deal=8)", "spades(players=3,deal=9)"} {
		p, err := games.Start(game)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; !p.Terminal(); ply++ {
			q, err := games.Parse(p.String())
			if err != nil {
				t.Fatal(err)
			}
			var other string
			switch s := games.State(q).(type) {
			case *hearts.State:
				h, err := s.Table().Sample(s.Mover(), r)
				if err != nil {
					t.Fatal(err)
				}
				o, err := s.Redeal(h)
				if err != nil {
					t.Fatal(err)
				}
				other = o.String()
			case *spades.State:
				h, err := s.Table().Sample(s.Mover(), r)
				if err != nil {
					t.Fatal(err)
				}
				o, err := s.Redeal(h)
				if err != nil {
					t.Fatal(err)
				}
				other = o.String()
			}
			o, err := games.Parse(other)
			if err != nil {
				t.Fatal(err)
			}
			a, err1 := mustNew(t, cfg).Choose(context.Background(), q, uint64(ply))
			b, err2 := mustNew(t, cfg).Choose(context.Background(), o, uint64(ply))
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if fmt.Sprint(a) != fmt.Sprint(b) {
				t.Fatalf("%s: %+v\nthe same seen from %s: %+v", q, a, o, b)
			}
			if q.String() != o.String() {
				checked++
			}
			if err := p.Play(a.Move); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d positions with the hidden cards dealt differently", checked)
	}
}

func mustNew(t *testing.T, cfg sampled.Config) *sampled.Player {
	t.Helper()
	pl, err := sampled.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return pl
}

// TestSearcher: as a registry searcher the player chooses the same card for the same position
// (the stream comes from the position), splits a move's node budget over its samples, and
// leaves the position as it was.
func TestSearcher(t *testing.T) {
	pl := mustNew(t, sampled.Config{Algo: "maxn", Samples: 4, Limits: search.Limits{Depth: 2}, Seed: 5})
	var sr games.Searcher = pl.Searcher()
	p, err := games.Start("spades(players=4,deal=4)")
	if err != nil {
		t.Fatal(err)
	}
	for ply := 0; ply < 24; ply++ {
		before := p.String()
		a, err := sr.Search(context.Background(), p, search.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := pl.Searcher().Search(context.Background(), p.Clone(), search.Limits{})
		if err != nil || a.Move != b.Move || a.NC != b.NC {
			t.Fatalf("%s: %s %d, again %s %d (%v)", p, a.Move, a.NC, b.Move, b.NC, err)
		}
		c, err := sr.Search(context.Background(), p, search.Limits{Depth: 6, Nodes: 400})
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Moves()) > 1 && (c.NC > 400 || c.NC == 0) {
			t.Fatalf("%s: %d nodes for a move budget of 400", p, c.NC)
		}
		if p.String() != before {
			t.Fatalf("Search changed %s", before)
		}
		if err := p.Play(a.Move); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.HasPrefix(sr.Name(), "sampled(algo=maxn") {
		t.Errorf("name %q", sr.Name())
	}
}

// TestSpecs: the specs of the hidden-card players read back canonically (the registry spec inside
// sampled(...) too, parentheses and all), and bad ones are one-line errors naming the argument.
func TestSpecs(t *testing.T) {
	for in, want := range map[string]string{
		"wrt":                "wrt",
		"sampled(algo=maxn)": "sampled(algo=maxn,samples=20)",
		"sampled(samples=7, algo=mpmix(to=inf,td=25))": "sampled(algo=mpmix(td=25,to=inf),samples=7)",
		"sampled(algo=opps(1,5,1),samples=3)":          "sampled(algo=opps(1,5,1),samples=3)",
	} {
		sp, err := sampled.ParseSpec(in)
		if err != nil || sp.String() != want || !sampled.IsSpec(in) {
			t.Errorf("ParseSpec(%q) = %v, %v; want %s", in, sp, err, want)
			continue
		}
		if again, err := sampled.ParseSpec(sp.String()); err != nil || again != sp {
			t.Errorf("%s does not read back: %v, %v", sp, again, err)
		}
	}
	for in, want := range map[string]string{
		"sampled":                          "want sampled(algo=SPEC,samples=N)",
		"sampled(samples=3)":               "want algo=SPEC",
		"sampled(algo=nosuch)":             "algo=nosuch",
		"sampled(algo=maxn,samples=0)":     "samples=0",
		"sampled(algo=maxn,algo=paranoid)": "algo given twice",
		"sampled(algo=maxn,depth=3)":       `unknown argument "depth=3"`,
		"sampled(algo=maxn,samples=3":      "want sampled(algo=SPEC,samples=N)",
	} {
		if _, err := sampled.ParseSpec(in); err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseSpec(%q): %v, want one line with %q", in, err, want)
		}
	}
	if sampled.IsSpec("maxn") || sampled.IsSpec("samples") {
		t.Error("IsSpec takes a registry spec for a hidden-card player")
	}
}

// TestPlayers: NewSearcher refuses what the players do not play, the weak rational player plays
// hearts.State.WeakRational's card, and the sampling player seeded differently samples
// differently (its votes) while seeded alike it chooses alike.
func TestPlayers(t *testing.T) {
	wrt, _ := sampled.ParseSpec("wrt")
	smp, _ := sampled.ParseSpec("sampled(algo=maxn,samples=8)")
	virus, _ := games.Start("virus")
	spadesStart, _ := games.Start("spades")
	for _, c := range []struct {
		sp   sampled.Spec
		p    games.Position
		want string
	}{
		{wrt, spadesStart, "plays Hearts"},
		{smp, virus, "card game"},
		{sampled.Spec{Algo: "maxn(eval=franks1)", Samples: 2}, spadesStart, "eval=franks1"},
	} {
		if _, err := sampled.NewSearcher(c.sp, c.p); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("NewSearcher(%s, %s): %v, want %q", c.sp, c.p.Game().Name, err, c.want)
		}
	}
	p, _ := games.Start("hearts(deal=5)")
	sr, err := sampled.NewSearcher(wrt, p)
	if err != nil {
		t.Fatal(err)
	}
	for !p.Terminal() {
		r, err := sr.Search(context.Background(), p, search.Limits{Nodes: 5})
		if err != nil {
			t.Fatal(err)
		}
		if want := games.State(p).(*hearts.State).WeakRational().String(); r.Move != want || r.NC != 0 {
			t.Fatalf("wrt plays %s (%d nodes) in %s, WeakRational %s", r.Move, r.NC, p, want)
		}
		if err := p.Play(r.Move); err != nil {
			t.Fatal(err)
		}
	}
	q, _ := games.Start("hearts(deal=6)")
	for _, m := range []string{"2c"} {
		if err := q.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	choose := func(seed, stream uint64) search.ResultOf[string] {
		sr, err := sampled.NewSearcher(smp, q)
		if err != nil {
			t.Fatal(err)
		}
		sr.(search.Seeder).Seed(seed, stream)
		r, err := sr.Search(context.Background(), q, search.Limits{Depth: 2})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	a, b := choose(1, 2), choose(1, 2)
	if a.Move != b.Move || a.NC != b.NC || a.Depth != 2 {
		t.Errorf("seeded alike: %s %d, %s %d (depth %d)", a.Move, a.NC, b.Move, b.NC, a.Depth)
	}
	differ := false
	for s := uint64(3); s < 12 && !differ; s++ {
		differ = choose(s, 2).NC != a.NC
	}
	if !differ {
		t.Error("nine other seeds sample the same deals (the same node counts) as seed 1")
	}
}
