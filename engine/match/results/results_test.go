package results

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

func small(t *testing.T, games int) *match.Config {
	t.Helper()
	c := &match.Config{Board: "star73", Seats: "03", Players: match.MustParseContestants("paranoid", "brs"), Budget: match.Budget{Depth: 1}, Games: games, Cap: 20, Seed: 1}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	return c
}

// games returns the records of a results file without their times, which differ between runs.
func games(t *testing.T, path string) string {
	t.Helper()
	recs, err := record.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	for _, r := range recs {
		r.TimesUS = nil
		record.Write(&b, r)
	}
	return b.String()
}

// TestPlayResumes: a file cut off after a game and in the middle of a line resumes to the games
// of an uninterrupted run; a finished file plays nothing; Stop from Played ends the match early.
func TestPlayResumes(t *testing.T) {
	dir := t.TempDir()
	whole := filepath.Join(dir, "whole.jsonl")
	c := small(t, 4)
	recs, err := Play(context.Background(), c, c.Plan(), whole, Options{Version: "test"})
	if err != nil || len(recs) != 4 {
		t.Fatalf("%d games, %v", len(recs), err)
	}
	want, _ := os.ReadFile(whole)
	first := bytes.IndexByte(want, '\n') + 1
	cut := filepath.Join(dir, "cut.jsonl")
	os.WriteFile(cut, want[:first+10], 0o666) // one game and a piece of the next
	var notes []string
	recs, err = Play(context.Background(), c, c.Plan(), cut, Options{Version: "test", Note: func(n string) { notes = append(notes, n) }})
	if got := games(t, cut); err != nil || len(recs) != 4 || got != games(t, whole) {
		t.Errorf("resumed: %d games, %v; the file's games:\n%s\nthe whole run's:\n%s", len(recs), err, got, games(t, whole))
	}
	if len(notes) != 1 {
		t.Errorf("notes %q, want one (resuming)", notes)
	}
	played := false
	if _, err := Play(context.Background(), c, c.Plan(), cut, Options{Version: "test", Start: func([]match.Game, []*record.Record) error { played = true; return nil }}); err != nil || played {
		t.Errorf("a finished file: %v, started playing %v", err, played)
	}
	stopped := filepath.Join(dir, "stopped.jsonl")
	recs, err = Play(context.Background(), c, c.Plan(), stopped, Options{Version: "test", Workers: 1, Played: func(*record.Record, []*record.Record) error { return Stop }})
	if err != nil || len(recs) != 1 {
		t.Errorf("Stop after the first game: %d games, %v", len(recs), err)
	}
}

// TestPlayRefuses: a file of another match, of a shard, beyond the plan, unreadable, or in a
// folder that does not exist is a *FileError naming the problem, and the file is left as it was.
func TestPlayRefuses(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.jsonl")
	c := small(t, 4)
	if _, err := Play(context.Background(), c, c.Plan(), path, Options{Version: "test"}); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	other := small(t, 4)
	other.Seed = 2
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte("{\"nonsense\":1}\n"), 0o666)
	for _, tc := range []struct {
		c     *match.Config
		path  string
		shard string
		want  Problem
	}{
		{other, path, "", OtherMatch},
		{c, path, "0/2", OtherShard},
		{small(t, 2), path, "", Shrinks},
		{c, bad, "", Unreadable},
		{c, filepath.Join(dir, "no", "such.jsonl"), "", NoFolder},
	} {
		_, err := Play(context.Background(), tc.c, tc.c.Plan(), tc.path, Options{Version: "test", Shard: tc.shard})
		var fe *FileError
		if !errors.As(err, &fe) || fe.Problem != tc.want {
			t.Errorf("%s: %v, want problem %d", tc.path, err, tc.want)
		}
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("a refused file changed")
	}
}

// TestPlayResumesGame: a results file of a game other than Chinese Checkers, cut off inside a
// line, resumes to the games of an uninterrupted run; a file of another game is another match.
func TestPlayResumesGame(t *testing.T) {
	dir := t.TempDir()
	c := &match.Config{Game: "virus(players=3,size=4)", Players: match.MustParseContestants("paranoid", "brs+"), Budget: match.Budget{Depth: 2}, Games: 12, Cap: 40, Seed: 1}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	whole := filepath.Join(dir, "whole.jsonl")
	if recs, err := Play(context.Background(), c, c.Plan(), whole, Options{Version: "test", Workers: 2}); err != nil || len(recs) != 12 {
		t.Fatalf("%d games, %v", len(recs), err)
	}
	want, _ := os.ReadFile(whole)
	lines := bytes.SplitAfter(want, []byte("\n"))
	cut := filepath.Join(dir, "cut.jsonl")
	os.WriteFile(cut, append(bytes.Join(lines[:5], nil), lines[5][:len(lines[5])/2]...), 0o666)
	var notes []string
	recs, err := Play(context.Background(), c, c.Plan(), cut, Options{Version: "test", Workers: 1, Note: func(n string) { notes = append(notes, n) }})
	if got := games(t, cut); err != nil || len(recs) != 12 || got != games(t, whole) {
		t.Errorf("resumed: %d games, %v; the file's games:\n%s\nthe whole run's:\n%s", len(recs), err, got, games(t, whole))
	}
	if len(notes) != 1 || !strings.Contains(notes[0], "5 of 12 games played") {
		t.Errorf("notes %q, want one: resuming after 5 games", notes)
	}
	for _, other := range []*match.Config{small(t, 12), {Game: "virus(players=3,size=5)", Players: c.Players, Budget: c.Budget, Games: 12, Cap: 40, Seed: 1}} {
		_, err := Play(context.Background(), other, other.Plan(), whole, Options{Version: "test"})
		var fe *FileError
		if !errors.As(err, &fe) || fe.Problem != OtherMatch || fe.Field != "game" {
			t.Errorf("%s %s against a file of %s: %v, want another match whose game differs", other.Game, other.Board, c.Game, err)
		}
	}
	if after, _ := os.ReadFile(whole); !bytes.Equal(after, want) {
		t.Error("a refused file changed")
	}
}
