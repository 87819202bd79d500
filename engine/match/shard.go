package match

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match/record"
)

// Shard returns the games of c's plan that shard i of n plays: those of the blocks b with
// b mod n == i. A game depends only on the Config and its place in the plan, so the shards
// together play the games of one run, and Merge joins their records into that run's.
func (c *Config) Shard(i, n int) []Game {
	var out []Game
	for _, g := range c.Plan() {
		if g.Block%n == i {
			out = append(out, g)
		}
	}
	return out
}

// ShardName is a record's shard field for shard i of n: "i/n", and "" for the whole plan (n = 1),
// whose records carry no shard field.
func ShardName(i, n int) string {
	if n <= 1 {
		return ""
	}
	return fmt.Sprintf("%d/%d", i, n)
}

// parseShard reads a record's shard field ("" is 0/1).
func parseShard(s string) (i, n int, err error) {
	if s == "" {
		return 0, 1, nil
	}
	if _, err := fmt.Sscanf(s, "%d/%d", &i, &n); err != nil || n < 2 || i < 0 || i >= n || ShardName(i, n) != s {
		return 0, 0, fmt.Errorf("shard %q: want i/n with 0 <= i < n", s)
	}
	return i, n, nil
}

// ConfigOf returns the match of a record: its match fields as a Config, with the record's plan
// (Games). It has no Engines: enough for Plan, Shard and MatchRecord, not for playing.
func ConfigOf(r *record.Record) (*Config, error) {
	var rules game.Rules
	if r.GameSpec == "" {
		var err error
		if rules, err = game.ParseRules(r.Rules); err != nil {
			return nil, fmt.Errorf("game %d: %v", r.Game, err)
		}
	}
	players, err := ParseContestants(r.Contestants)
	if err != nil {
		return nil, fmt.Errorf("game %d: %v", r.Game, err)
	}
	c := &Config{Game: r.GameSpec, Board: r.Board, Seats: r.Seats, Rules: rules, Players: players, Seating: slices.Clone(r.FixedSeating),
		Design: Design(r.Design), Games: r.Games, Openings: r.Openings, OpeningPlies: r.OpeningPlies, Cap: r.Cap, Seed: r.Seed}
	if r.Budget != "" {
		if c.Budget, err = ParseBudget(r.Budget); err != nil {
			return nil, fmt.Errorf("game %d: %v", r.Game, err)
		}
	}
	switch {
	case r.GameSpec != "" && (len(c.Players) == 0 || c.NumPlayers() == 0):
		return nil, fmt.Errorf("game %d: game %q and %d contestants do not make a match", r.Game, r.GameSpec, len(c.Players))
	case r.GameSpec == "" && (len(c.Players) == 0 || c.start() == nil):
		return nil, fmt.Errorf("game %d: board %q, seats %q and %d contestants do not make a match", r.Game, r.Board, r.Seats, len(c.Players))
	}
	return c, nil
}

// RecordsFile is the records of one results file and its name (for messages).
type RecordsFile struct {
	Name    string
	Records []*record.Record
}

// Merge joins the results files of a sharded match into the games of one run: every game of
// the plan once, in plan order, without their shard field, so the result is what an unsharded
// run writes. It needs only the files: the records carry the match and its plan, and each
// record its shard. It checks that every record is of one match, that each file holds one
// shard's games and each shard is in one file, and that no game of the plan is missing; an
// error names the file, the shard and the games. The plan is the largest that the records name
// (a match grows by raising Games), and the returned Config is that match.
func Merge(files []RecordsFile) (*Config, []*record.Record, error) {
	var first *record.Record
	var firstFile string
	n := 0
	fileOf := map[int]string{} // shard -> file
	byGame := map[int]*record.Record{}
	where := map[int]string{}
	for _, f := range files {
		fileShard := -1
		for line, r := range f.Records {
			if first == nil {
				first, firstFile = r, f.Name
			}
			if field := SameMatch(r, first); field != "" {
				return nil, nil, fmt.Errorf("%s: game %d is of another match than game %d of %s (its %s differs): merge the shards of one match", f.Name, r.Game, first.Game, firstFile, field)
			}
			i, rn, err := parseShard(r.Shard)
			if err != nil {
				return nil, nil, fmt.Errorf("%s:%d: %v", f.Name, line+1, err)
			}
			switch {
			case n == 0:
				n = rn
			case rn != n:
				return nil, nil, fmt.Errorf("%s: game %d is of shard %s, but %s's are of a split into %d: merge the shards of one split", f.Name, r.Game, ShardName(i, rn)+orWhole(rn), firstFile, n)
			}
			if fileShard < 0 {
				fileShard = i
				if prev, dup := fileOf[i]; dup {
					return nil, nil, fmt.Errorf("%s and %s both hold shard %s: merge each shard's file once", prev, f.Name, ShardName(i, n)+orWhole(n))
				}
				fileOf[i] = f.Name
			} else if i != fileShard {
				return nil, nil, fmt.Errorf("%s holds games of shards %s and %s: one file per shard", f.Name, ShardName(fileShard, n), ShardName(i, n))
			}
			if r.Block%n != i {
				return nil, nil, fmt.Errorf("%s: game %d is of block %d, which shard %s does not play: the file was edited", f.Name, r.Game, r.Block, ShardName(i, n))
			}
			if prev, dup := where[r.Game]; dup {
				return nil, nil, fmt.Errorf("game %d is in both %s and %s: merge each shard's file once", r.Game, prev, f.Name)
			}
			byGame[r.Game], where[r.Game] = r, f.Name
		}
	}
	if first == nil {
		return nil, nil, fmt.Errorf("no games in %s: nothing to merge", strings.Join(names(files), ", "))
	}
	largest := first
	for _, r := range byGame {
		if r.Games > largest.Games {
			largest = r
		}
	}
	c, err := ConfigOf(largest)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", where[largest.Game], err)
	}
	plan := c.Plan()
	var out []*record.Record
	missing := map[int][]Game{} // by shard
	for _, g := range plan {
		r, ok := byGame[g.Index]
		if !ok {
			missing[g.Block%n] = append(missing[g.Block%n], g)
			continue
		}
		if r.Block != g.Block || r.Seating != g.Seating || r.OpeningIndex != g.Opening {
			return nil, nil, fmt.Errorf("%s: game %d is not the plan's game %d (block %d, seating %d, opening %d): the file was edited", where[g.Index], r.Game, g.Index, g.Block, g.Seating, g.Opening)
		}
		rec := *r
		rec.Shard = ""
		out = append(out, &rec)
	}
	if len(missing) > 0 {
		var msgs []string
		for _, i := range slices.Sorted(maps.Keys(missing)) {
			gs := missing[i]
			all := len(c.Shard(i, n))
			if f, ok := fileOf[i]; ok {
				msgs = append(msgs, fmt.Sprintf("shard %[1]s (%[2]s) is unfinished: %[3]d of its %[4]d games missing (%[5]s); run shard %[1]s again, which resumes it", ShardName(i, n)+orWhole(n), f, len(gs), all, gameList(gs)))
			} else {
				msgs = append(msgs, fmt.Sprintf("shard %[1]s is missing: no file given holds its %[2]d games (%[3]s); run shard %[1]s", ShardName(i, n)+orWhole(n), all, gameList(gs)))
			}
		}
		return nil, nil, fmt.Errorf("%s; then merge again", strings.Join(msgs, "; "))
	}
	if len(out) != len(byGame) {
		return nil, nil, fmt.Errorf("the files hold %d games, the plan %d: games outside the plan", len(byGame), len(out))
	}
	return c, out, nil
}

// orWhole names the whole plan as a shard ("" for n > 1).
func orWhole(n int) string {
	if n <= 1 {
		return "0/1 (the whole plan)"
	}
	return ""
}

func names(files []RecordsFile) []string {
	var out []string
	for _, f := range files {
		out = append(out, f.Name)
	}
	return out
}

// gameList names games by their blocks, the first few of them: "blocks 1 (games 6-11), 4 (games 24-29)".
func gameList(gs []Game) string {
	var parts []string
	for k := 0; k < len(gs); {
		j := k
		for j+1 < len(gs) && gs[j+1].Block == gs[k].Block {
			j++
		}
		games := fmt.Sprintf("game %d", gs[k].Index)
		if j > k {
			games = fmt.Sprintf("games %d-%d", gs[k].Index, gs[j].Index)
		}
		parts = append(parts, fmt.Sprintf("%d (%s)", gs[k].Block, games))
		k = j + 1
	}
	s := "block " + strings.Join(parts[:min(len(parts), 4)], ", ")
	if len(parts) > 1 {
		s = "blocks " + strings.Join(parts[:min(len(parts), 4)], ", ")
	}
	if len(parts) > 4 {
		s += fmt.Sprintf(" and %d more blocks", len(parts)-4)
	}
	return s
}
