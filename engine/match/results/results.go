// Package results plays a match into its results file: the JSON-lines file of its records
// (package record), one line per finished game, appended and synced to disk as each game ends,
// in plan order whatever the number of workers.
//
// Guarantees: the file is always a prefix of the full run, so playing into it again resumes it
// (the games it holds are skipped, a last line cut off by a kill is dropped) and the finished file
// equals an uninterrupted run's (with depth or node budgets). A file holding a game of another
// match, or of another shard, or a line that is not a record, is bad input: Play returns a
// *FileError and leaves the file as it was. The file is locked (package internal/filelock)
// before it is read and until Play returns, so a second writer stops at once instead of
// interleaving its lines.
//
// cctree match and the experiments (package experiments) both play through Play; the command
// line adds its progress bar, its SPRT stop and its messages through Options.
package results

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/cctree/cctree/internal/english"
	"io"
	"os"
	"path/filepath"

	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
	"github.com/cctree/cctree/internal/filelock"
)

// Stop, returned by Options.Start or Options.Played, ends Play early without an error.
var Stop = errors.New("results: stop")

// Options are what Play does besides playing.
type Options struct {
	Shard   string // the records' shard field (match.ShardName); "" for a whole match
	Version string // the records' version field: the build that plays
	Workers int    // games played at once; <= 0: GOMAXPROCS. The games do not depend on it.

	// Out receives the records when Play has no path (nil: discarded).
	Out io.Writer
	// Note, if set, receives one-line notes on what the file held: resuming, extending the
	// match, every game already played, another build.
	Note func(string)
	// Start, if set, is called once the games still to play are known (at least one) and
	// before the first is played, with them and the games the file held. Stop ends Play there.
	Start func(todo []match.Game, prev []*record.Record) error
	// Played, if set, is called after each game is written, with its record and every game so
	// far (the file's, in file order). Stop ends the match after that game.
	Played func(rec *record.Record, all []*record.Record) error
}

// Play plays the games of plan (c's plan or a shard of it, c validated) that the results file at
// path does not hold yet, appending each to the file as it ends, and returns every game of the
// file, those played before included. With path "" the records go to opt.Out and nothing is
// resumed. Bad input (the file's folder missing, the file unreadable, locked by another writer,
// of another match or shard, or holding games beyond c's plan) is a *FileError; an error while
// playing (a cancelled ctx included) is returned wrapped after the finished games are written.
func Play(ctx context.Context, c *match.Config, plan []match.Game, path string, opt Options) ([]*record.Record, error) {
	note := opt.Note
	if note == nil {
		note = func(string) {}
	}
	template := match.MatchRecord(c, opt.Version)
	template.Shard = opt.Shard
	w := opt.Out
	if w == nil {
		w = io.Discard
	}
	done := map[int]bool{}
	var prev []*record.Record
	if path != "" {
		f, recs, err := Open(path, template)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		planned := len(c.Plan())
		for _, r := range recs {
			if r.Game >= planned {
				return nil, &FileError{Path: path, Problem: Shrinks, Game: r.Game, Planned: planned}
			}
			done[r.Game] = true
		}
		if n := len(recs); n > 0 {
			last := recs[n-1]
			per := c.BlockSize()
			if old := (last.Games + per - 1) / per * per; old < planned {
				note(fmt.Sprintf("extending %s from %d to %d planned games (the games played keep their places)", path, old, planned))
			}
			if last.Version != template.Version {
				note(fmt.Sprintf("note: %s was played by another build (%s); this one is %s, and each record names its own", path, last.Version, template.Version))
			}
		}
		prev = recs
		w = syncWriter{f}
	}
	var todo []match.Game
	for _, g := range plan {
		if !done[g.Index] {
			todo = append(todo, g)
		}
	}
	if len(todo) == 0 {
		note(fmt.Sprintf("all %s of %s are already played", english.Count(len(plan), "game"), path))
		return prev, nil
	}
	if len(done) > 0 {
		note(fmt.Sprintf("resuming %s: %d of %s played", path, len(plan)-len(todo), english.Count(len(plan), "game")))
	}
	if opt.Start != nil {
		if err := opt.Start(todo, prev); err != nil {
			if errors.Is(err, Stop) {
				return prev, nil
			}
			return nil, err
		}
	}
	err := match.Run(ctx, c, todo, opt.Workers, func(r *match.Result) error {
		rec := match.NewRecord(c, r, opt.Version)
		rec.Shard = opt.Shard
		if err := record.Write(w, rec); err != nil {
			return err
		}
		prev = append(prev, rec)
		if opt.Played != nil {
			return opt.Played(rec, prev)
		}
		return nil
	})
	if errors.Is(err, Stop) {
		err = nil
	}
	if err != nil {
		return nil, fmt.Errorf("match: %w", err)
	}
	return prev, nil
}

// Open opens the results file at path for appending (creating it) after checking what it
// holds: every complete line must be a game of want's match and shard (match.SameMatch), else a
// *FileError and the file untouched; a last line without its newline (a run killed while writing
// it) is cut off. It returns the games already played. The file is locked before it is read; the
// lock lasts until the file is closed.
func Open(path string, want *record.Record) (*os.File, []*record.Record, error) {
	if st, err := os.Stat(filepath.Dir(path)); err != nil || !st.IsDir() {
		return nil, nil, &FileError{Path: path, Problem: NoFolder}
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		return nil, nil, &FileError{Path: path, Problem: CannotOpen, Err: errors.Unwrap(err)}
	}
	fail := func(err error) (*os.File, []*record.Record, error) {
		f.Close()
		return nil, nil, err
	}
	if err := filelock.Lock(f); err != nil {
		var held *filelock.HeldError
		if errors.As(err, &held) {
			return fail(&FileError{Path: path, Problem: Locked, PID: held.PID})
		}
		return fail(err)
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return fail(err)
	}
	complete := data
	if i := bytes.LastIndexByte(data, '\n'); i+1 < len(data) {
		complete = data[:i+1]
	}
	recs, err := record.Read(bytes.NewReader(complete), path)
	if err != nil {
		return fail(&FileError{Path: path, Problem: Unreadable, Err: err})
	}
	for i, r := range recs {
		if field := match.SameMatch(r, want); field != "" {
			return fail(&FileError{Path: path, Problem: OtherMatch, Line: i + 1, Field: field})
		}
		if r.Shard != want.Shard {
			return fail(&FileError{Path: path, Problem: OtherShard, Line: i + 1, Shard: r.Shard, Want: want.Shard})
		}
	}
	if len(complete) < len(data) {
		if err := f.Truncate(int64(len(complete))); err != nil {
			return fail(err)
		}
	}
	if _, err := f.Seek(0, io.SeekEnd); err != nil {
		return fail(err)
	}
	return f, recs, nil
}

// syncWriter writes each line through to the disk.
type syncWriter struct{ f *os.File }

func (w syncWriter) Write(p []byte) (int, error) {
	n, err := w.f.Write(p)
	if err == nil {
		err = w.f.Sync()
	}
	return n, err
}
