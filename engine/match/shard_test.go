package match

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/match/record"
)

// TestShardMerge: the shards of a plan partition it by block, and Merge of their records (each
// naming its shard) gives the records of the whole run, in plan order, without the shard field,
// from the records alone (ConfigOf); a missing or unfinished shard names itself and its blocks.
func TestShardMerge(t *testing.T) {
	c := config(t, "paranoid", "maxn")
	c.Games, c.Cap = 18, 20 // three blocks of six; short games
	var whole []*record.Record
	err := Run(context.Background(), c, c.Plan(), 2, func(r *Result) error {
		whole = append(whole, NewRecord(c, r, "test"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var files []RecordsFile
	var n int
	for i := range 2 {
		f := RecordsFile{Name: "s" + ShardName(i, 2)}
		for _, g := range c.Shard(i, 2) {
			if g.Block%2 != i {
				t.Fatalf("shard %d/2 holds game %d of block %d", i, g.Index, g.Block)
			}
			rec := *whole[g.Index]
			rec.Shard = ShardName(i, 2)
			f.Records = append(f.Records, &rec)
			n++
		}
		files = append(files, f)
	}
	if n != len(whole) {
		t.Fatalf("the shards hold %d games, the plan %d", n, len(whole))
	}
	got, recs, err := Merge([]RecordsFile{files[1], files[0]})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Plan()) != len(c.Plan()) || !slices.Equal(got.Players, c.Players) || got.Budget != c.Budget {
		t.Errorf("the merged match is %+v, want %+v", got, c)
	}
	line := func(r *record.Record) string { b, _ := json.Marshal(r); return string(b) }
	for i, r := range recs {
		if line(r) != line(whole[i]) {
			t.Errorf("merged game %d:\n%s\nwant\n%s", i, line(r), line(whole[i]))
		}
	}
	if _, _, err := Merge(files[:1]); err == nil || !strings.Contains(err.Error(), "shard 1/2 is missing: no file given holds its 6 games (block 1 (games 6-11))") {
		t.Errorf("shard 1/2 missing: %v", err)
	}
	cut := RecordsFile{Name: "cut", Records: files[0].Records[:8]}
	if _, _, err := Merge([]RecordsFile{cut, files[1]}); err == nil || !strings.Contains(err.Error(), "shard 0/2 (cut) is unfinished: 4 of its 12 games missing (block 2 (games 14-17))") {
		t.Errorf("shard 0/2 cut: %v", err)
	}
	if _, _, err := Merge([]RecordsFile{files[0], files[1], {Name: "again", Records: files[1].Records}}); err == nil || !strings.Contains(err.Error(), "both hold shard 1/2") {
		t.Errorf("shard 1/2 twice: %v", err)
	}
}
