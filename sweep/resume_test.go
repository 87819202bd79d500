package sweep

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// interruptAt returns a context and a progress callback that cancels it once at positions are
// done and the partial file holds cases Search lines (the worker waits in the callback for the
// runner to write them), and counts the positions done.
func interruptAt(partial string, at, cases int) (context.Context, func(done, total int), *int) {
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	searched := new(int)
	return ctx, func(done, total int) {
		mu.Lock()
		defer mu.Unlock()
		*searched = done
		if done != at {
			return
		}
		for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			if b, _ := os.ReadFile(partial); bytes.Count(b, []byte("\nBenchmarkSearch/")) >= cases {
				break
			}
		}
		cancel()
	}, searched
}

// TestFileRun: a FileRun cancelled after its first case leaves that case in the partial file and
// no results file; run again, it searches only the other cases' positions, notes what it resumed,
// writes Run's bytes after its Header (counts) or Run's lines with one configuration block
// (timings), and removes the partial file. A partial file of other options or inputs is a
// *PartialError naming the difference, the file unchanged; Check says what Run finds; a run that
// fails before its first case leaves no partial file.
func TestFileRun(t *testing.T) {
	cases, err := Selection{Algos: []string{"paranoid", "brs"}, Depths: "1-2", Board: "star73", Seats: "03"}.Cases()
	if err != nil {
		t.Fatal(err)
	}
	const perCase = 50
	header := []byte("# a header the file keeps\n")
	for _, counts := range []bool{true, false} {
		dir := t.TempDir()
		path := filepath.Join(dir, "r.txt")
		opt := Options{Workers: 1, PerPos: true, Counts: counts}
		ctx, progress, _ := interruptAt(PartialPath(path), perCase+1, 1)
		opt.Progress = progress
		fr := &FileRun{Path: path, Cases: cases, Options: opt, Header: header, Inputs: []Input{{"source", "a"}}}
		n, err := fr.Run(ctx)
		if !errors.Is(err, context.Canceled) || n != 1 {
			t.Fatalf("counts %v: interrupted run: %d cases, %v", counts, n, err)
		}
		if _, err := os.Stat(path); err == nil {
			t.Fatalf("counts %v: the results file was written by an interrupted run", counts)
		}
		held, _ := os.ReadFile(PartialPath(path))
		if n, err := fr.Check(); n != 1 || err != nil {
			t.Errorf("counts %v: Check of the interrupted run's partial file: %d cases, %v; want 1", counts, n, err)
		}

		// Other options or inputs: refused, nothing changed.
		for _, tc := range []struct {
			key    string
			change func(*FileRun)
		}{
			{"source", func(f *FileRun) { f.Inputs = []Input{{"source", "b"}} }},
			{"leaves", func(f *FileRun) { f.Options.Leaves = true }},
			{"cases", func(f *FileRun) { f.Cases = cases[:3] }},
			{"header", func(f *FileRun) { f.Header = []byte("# another header\n") }},
		} {
			other := *fr
			tc.change(&other)
			_, checked := other.Check()
			_, err := other.Run(context.Background())
			var pe *PartialError
			if !errors.As(err, &pe) || pe.Problem != PartialOther || pe.Key != tc.key {
				t.Errorf("counts %v: a partial file of other %s: %v", counts, tc.key, err)
			}
			if checked == nil || checked.Error() != err.Error() {
				t.Errorf("counts %v: Check of a partial file of other %s: %v; want Run's %v", counts, tc.key, checked, err)
			}
			if b, _ := os.ReadFile(PartialPath(path)); !bytes.Equal(b, held) {
				t.Fatalf("counts %v: refusing other %s changed the partial file", counts, tc.key)
			}
		}

		var notes []string
		_, progress, searched := interruptAt("", -1, 0)
		fr.Options.Progress = progress
		fr.Note = func(s string) { notes = append(notes, s) }
		if n, err := fr.Run(context.Background()); err != nil || n != len(cases) {
			t.Fatalf("counts %v: resumed run: %d cases, %v", counts, n, err)
		}
		if *searched != (len(cases)-1)*perCase || len(notes) != 1 || notes[0] != "resuming "+path+": 1 of 4 cases measured" {
			t.Errorf("counts %v: resumed run searched %d positions, want %d; notes %q", counts, *searched, (len(cases)-1)*perCase, notes)
		}
		got, _ := os.ReadFile(path)
		want := append(bytes.Clone(header), run(t, cases, Options{Workers: 2, PerPos: true, Counts: counts})...)
		if counts && !bytes.Equal(got, want) {
			t.Errorf("the resumed counts file differs from Run's bytes:\n%s\n---\n%s", got, want)
		}
		if !counts {
			names := func(b []byte) (out []string) {
				for _, l := range benchLines(b) {
					out = append(out, strings.Fields(l)[0])
				}
				return out
			}
			if g, w := names(got), names(want); strings.Join(g, " ") != strings.Join(w, " ") || len(g) != len(cases)*(perCase+1) {
				t.Errorf("the resumed timed file's lines are not Run's: %d lines, want %d", len(g), len(w))
			}
			if !bytes.HasPrefix(got, header) || bytes.Count(got, []byte("\ncpu: ")) != 1 || bytes.Count(got, []byte("\nUnit nodes/op ")) != 1 {
				t.Errorf("the resumed timed file has not its header, units and configuration once:\n%s", got)
			}
		}
		if _, err := os.Stat(PartialPath(path)); err == nil {
			t.Errorf("counts %v: the partial file is left after the run", counts)
		}
	}

	// Cancelled before any case: no partial file, no results file.
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	fr := &FileRun{Path: filepath.Join(dir, "r.txt"), Cases: cases, Options: Options{Counts: true}}
	if n, err := fr.Run(ctx); !errors.Is(err, context.Canceled) || n != 0 {
		t.Errorf("a cancelled run: %d cases, %v", n, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a run cancelled before its first case left %d files", len(entries))
	}
}
