package sweep

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"runtime"
	"slices"
	"strconv"

	"golang.org/x/perf/benchfmt"

	"github.com/cctree/cctree/internal/atomicfile"
	"github.com/cctree/cctree/internal/english"
	"github.com/cctree/cctree/internal/filelock"
	"github.com/cctree/cctree/sweep/benchname"
)

// FileRun is a sweep written to a results file that survives its interruption. While it runs,
// each finished case's lines are appended to the partial file beside Path (PartialPath: Path
// with ".partial"), in the order of the cases, and synced to disk; when every case is measured,
// the file at Path is replaced atomically by the partial file's results and the partial file is
// removed. Running the same FileRun again after an interruption (a cancelled context, a kill)
// continues from the cases the partial file holds: a case whose lines were cut is measured
// again, and the finished file is the one an uninterrupted run writes (the same bytes with
// Options.Counts; timings aside otherwise). A partial file of another sweep (other cases,
// options, inputs, machine) is refused and left as it is.
type FileRun struct {
	Path    string           // the results file; its folder must exist
	Cases   []benchname.Case // the cases, in the order of the file
	Options Options
	// Header is written before the results and is part of the finished file: a shard's plan
	// (Plan.WriteHeader), or nothing.
	Header []byte
	// Inputs are what decides the results besides the cases and options (the shard run, the
	// content of a games source or of an engines file...), by name: a partial file recorded with
	// other inputs is of another sweep. They are compared in this order, before the cases.
	Inputs []Input
	// Selection is the selection as the caller was given it (cctree sweep's flags, e.g. "depth":
	// "1-3"), recorded for the message that refuses a partial file of other cases.
	Selection map[string]string
	// Note, if set, receives one-line notes: what the run resumed.
	Note func(string)
}

// Input is one named input of a FileRun (see FileRun.Inputs).
type Input struct{ Name, Value string }

// PartialPath is the partial file of the results file at path: the file that holds the cases
// measured so far while a FileRun runs, or after it was interrupted.
func PartialPath(path string) string { return path + ".partial" }

// The partial file's own lines, before FileRun.Header and the results; benchfmt skips them, and
// the finished file does not have them.
const (
	partialLine = "# cctree sweep in progress: the cases measured so far; the same command resumes it, and writes the file without .partial when every case is measured\n"
	resumeLine  = "# resume "
)

// resumeID is what a partial file records of its sweep, on its resume line.
type resumeID struct {
	Inputs    [][2]string       `json:"inputs,omitempty"`
	PerPos    bool              `json:"per_pos"`
	Counts    bool              `json:"counts"`
	Leaves    bool              `json:"leaves"`
	Cases     int               `json:"cases"`
	CaseHash  string            `json:"case_hash"`         // the cases' names and their positions
	Machine   string            `json:"machine,omitempty"` // timed sweeps: what the timings and names depend on
	Header    string            `json:"header,omitempty"`  // FileRun.Header's hash
	Selection map[string]string `json:"selection,omitempty"`
}

// PartialProblem is what is wrong with a partial file (PartialError).
type PartialProblem int

const (
	PartialCannotOpen PartialProblem = iota + 1 // the partial file cannot be opened or created (Err)
	PartialLocked                               // another process runs the sweep (PID)
	PartialUnreadable                           // the partial file is not one of a FileRun, or was edited (Line, Err)
	PartialOther                                // the partial file is of another sweep (Key, Was, Now)
)

// PartialError is a partial file that a FileRun does not resume; the file is left as it was. Its
// fields say what is wrong, so a front end can say it in its own terms.
type PartialError struct {
	Path    string // the results file
	Partial string // its partial file
	Problem PartialProblem
	// PartialOther: the first difference, in the order of FileRun.Inputs, then "per-pos",
	// "counts", "leaves", then the cases (a key of FileRun.Selection that differs, or "cases"
	// when none does), "machine" and "header". Was is the partial file's, Now the run's ("" for
	// a key one of them lacks).
	Key, Was, Now string
	Line          int   // PartialUnreadable: the line of the partial file (0: the file as a whole)
	Err           error // PartialCannotOpen, PartialUnreadable
	PID           int   // PartialLocked
}

func (e *PartialError) Error() string {
	switch e.Problem {
	case PartialCannotOpen:
		return fmt.Sprintf("sweep: %s: %v", e.Partial, e.Err)
	case PartialLocked:
		return fmt.Sprintf("sweep: %s: another process (pid %d) is running this sweep", e.Partial, e.PID)
	case PartialUnreadable:
		if e.Line > 0 {
			return fmt.Sprintf("sweep: %s:%d: %v", e.Partial, e.Line, e.Err)
		}
		return fmt.Sprintf("sweep: %s: %v", e.Partial, e.Err)
	case PartialOther:
		return fmt.Sprintf("sweep: %s is the partial file of another sweep (its %s %q, this one's %q)", e.Partial, e.Key, e.Was, e.Now)
	}
	return fmt.Sprintf("sweep: %s: problem %d", e.Partial, e.Problem)
}

// Run runs the cases the partial file does not hold yet and, when all are measured, writes the
// file at r.Path; it returns how many cases the partial file holds when it returns (all of them
// once Path is written). A partial file that cannot be resumed is a *PartialError, with nothing
// changed; an error while running (a cancelled ctx included) is returned after the finished cases
// are in the partial file. A partial file that holds no finished case when Run fails is removed.
func (r *FileRun) Run(ctx context.Context) (measured int, err error) {
	opt, names, id, err := r.prepare()
	if err != nil {
		return 0, err
	}
	partial := PartialPath(r.Path)
	f, err := os.OpenFile(partial, os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		return 0, &PartialError{Path: r.Path, Partial: partial, Problem: PartialCannotOpen, Err: errors.Unwrap(err)}
	}
	defer f.Close()
	if err := filelock.Lock(f); err != nil {
		var held *filelock.HeldError
		if errors.As(err, &held) {
			return 0, &PartialError{Path: r.Path, Partial: partial, Problem: PartialLocked, PID: held.PID}
		}
		return 0, err
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return 0, err
	}
	own, head, err := r.head(id)
	if err != nil {
		return 0, err
	}
	done, cut, ownLen, err := r.resumable(data, head, id, names)
	if err != nil {
		return 0, err
	}
	if done == 0 {
		cut, ownLen = 0, len(own) // restart the file: the header and the units again
	}
	if err := f.Truncate(int64(cut)); err != nil {
		return 0, err
	}
	if _, err := f.Seek(int64(cut), io.SeekStart); err != nil {
		return 0, err
	}
	if done == 0 {
		if _, err := f.Write(head); err != nil {
			return 0, err
		}
	}
	if len(data) > 0 && r.Note != nil {
		msg := fmt.Sprintf("resuming %s: %d of %s measured", r.Path, done, english.Count(len(r.Cases), "case"))
		if cut < len(data) && done > 0 {
			msg += " (the cut lines after them are measured again)"
		}
		r.Note(msg)
	}
	measured = done
	if done < len(r.Cases) {
		err = runCases(ctx, f, r.Cases[done:], opt, runHooks{appending: done > 0, caseDone: func(int) error {
			measured++
			return f.Sync() // a finished case survives a crash of the machine, too
		}})
		if err != nil {
			if measured == 0 {
				os.Remove(partial) // it holds nothing worth resuming
			}
			return measured, err
		}
	}
	// Every case is measured: the results file is the partial file without its own lines (those
	// it was started with: the resume line records the selection as then given).
	err = atomicfile.Write(r.Path, func(w io.Writer) error {
		_, err := io.Copy(w, io.NewSectionReader(f, int64(ownLen), 1<<62))
		return err
	})
	if err != nil {
		return measured, err
	}
	return measured, os.Remove(partial)
}

// Check returns what Run would find, running nothing and changing nothing: the cases the partial
// file holds (0 without one), or the *PartialError that refuses it. A partial file that another
// process is writing is read as it is.
func (r *FileRun) Check() (int, error) {
	_, names, id, err := r.prepare()
	if err != nil {
		return 0, err
	}
	partial := PartialPath(r.Path)
	data, err := os.ReadFile(partial)
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, &PartialError{Path: r.Path, Partial: partial, Problem: PartialCannotOpen, Err: errors.Unwrap(err)}
	}
	_, head, err := r.head(id)
	if err != nil {
		return 0, err
	}
	done, _, _, err := r.resumable(data, head, id, names)
	return done, err
}

// prepare returns the options Run runs with, the result names of each case and the run's
// identity (identity).
func (r *FileRun) prepare() (Options, [][]string, resumeID, error) {
	if len(r.Cases) == 0 {
		return Options{}, nil, resumeID{}, fmt.Errorf("sweep: no cases to run")
	}
	opt := r.Options
	opt.Suites = opt.Suites.orNew()
	names, id, err := r.identity(opt)
	return opt, names, id, err
}

// head returns the partial file's own lines for the run of id, and them followed by r.Header:
// what a partial file starts with.
func (r *FileRun) head(id resumeID) (own, head []byte, err error) {
	idLine, err := json.Marshal(id)
	if err != nil {
		return nil, nil, err
	}
	own = []byte(partialLine + resumeLine + string(idLine) + "\n")
	return own, append(slices.Clip(own), r.Header...), nil
}

// identity returns the names of the result lines of each case (SearchPos lines with
// Options.PerPos, then the Search line) and what the partial file records of the run.
func (r *FileRun) identity(opt Options) ([][]string, resumeID, error) {
	id := resumeID{PerPos: opt.PerPos, Counts: opt.Counts, Leaves: opt.Leaves, Cases: len(r.Cases), Selection: maps.Clone(r.Selection)}
	for _, in := range r.Inputs {
		id.Inputs = append(id.Inputs, [2]string{in.Name, in.Value})
	}
	if !opt.Counts {
		id.Machine = fmt.Sprintf("%s/%s, cpu %q, GOMAXPROCS %d", runtime.GOOS, runtime.GOARCH, cpuName(), runtime.GOMAXPROCS(0))
	}
	if len(r.Header) > 0 {
		id.Header = hash(r.Header)
	}
	h := sha256.New()
	names := make([][]string, len(r.Cases))
	for i, c := range r.Cases {
		pcs := []benchname.Case{c}
		if c.Pos == "" {
			var err error
			if pcs, err = opt.Suites.Positions(c); err != nil {
				return nil, resumeID{}, err
			}
		}
		fmt.Fprintf(h, "%s", c.Name())
		for _, pc := range pcs {
			fmt.Fprintf(h, " %s", pc.Pos)
			if opt.PerPos && c.Pos == "" {
				names[i] = append(names[i], string(timedName(pc.Name(), opt.Counts)))
			}
		}
		fmt.Fprintln(h)
		names[i] = append(names[i], string(timedName(c.Name(), opt.Counts)))
	}
	id.CaseHash = "sha256:" + hex.EncodeToString(h.Sum(nil)[:8])
	return names, id, nil
}

// hash identifies data: "sha256:" and 16 hex digits.
func hash(data []byte) string {
	sum := sha256.Sum256(data)
	return "sha256:" + hex.EncodeToString(sum[:8])
}

// resumable checks the partial file's content data against the run (head: the lines a fresh
// partial file starts with; names: each case's result names) and returns how many whole cases
// it holds, the length of the content they end at and the length of the file's own lines. A
// file that holds no whole line of results, or only a cut start of its own lines (a run killed
// as it started), holds 0 cases.
func (r *FileRun) resumable(data, head []byte, id resumeID, names [][]string) (done, cut, ownLen int, err error) {
	partial := PartialPath(r.Path)
	bad := func(line int, format string, args ...any) (int, int, int, error) {
		return 0, 0, 0, &PartialError{Path: r.Path, Partial: partial, Problem: PartialUnreadable, Line: line, Err: fmt.Errorf(format, args...)}
	}
	if bytes.HasPrefix(head, data) {
		return 0, 0, 0, nil
	}
	first, rest, _ := bytes.Cut(data, []byte("\n"))
	if string(first)+"\n" != partialLine {
		return bad(1, "not the partial file of a cctree sweep (it starts with %q)", trim(first))
	}
	second, body, ok := bytes.Cut(rest, []byte("\n"))
	if !ok {
		return 0, 0, 0, nil // cut in its own lines: nothing measured
	}
	var was resumeID
	text, isResume := bytes.CutPrefix(second, []byte(resumeLine))
	if !isResume || json.Unmarshal(text, &was) != nil {
		return bad(2, "a bad resume line (%q): the file was edited", trim(second))
	}
	if key, a, b := was.differs(id); key != "" {
		return 0, 0, 0, &PartialError{Path: r.Path, Partial: partial, Problem: PartialOther, Key: key, Was: a, Now: b}
	}
	ownLen = len(data) - len(body)
	if !bytes.HasPrefix(body, r.Header) {
		if bytes.HasPrefix(r.Header, body) {
			return 0, 0, 0, nil
		}
		return bad(3, "the header differs from this sweep's: the file was edited")
	}
	// The results: every whole line, in the order of names; the case of a cut line is measured again.
	start := ownLen + len(r.Header)
	results := data[start:]
	results = results[:bytes.LastIndexByte(results, '\n')+1]
	ends := []int{0} // the end of each line of results, by its number (from 1)
	for i, b := range results {
		if b == '\n' {
			ends = append(ends, i+1)
		}
	}
	lines0 := bytes.Count(data[:start], []byte("\n")) // the lines before the results
	ci, k := 0, 0                                     // the next result: line k of case ci
	rd := benchfmt.NewReader(bytes.NewReader(results), partial)
	for rd.Scan() {
		switch x := rd.Result().(type) {
		case *benchfmt.SyntaxError:
			return bad(lines0+x.Line, "%s: the file was edited", x.Msg)
		case *benchfmt.Result:
			_, line := x.Pos()
			if ci == len(names) {
				return bad(lines0+line, "a line after the last case's: the file was edited")
			}
			if want := names[ci][k]; string(x.Name) != want {
				return bad(lines0+line, "Benchmark%s where the sweep writes Benchmark%s: the file was edited", x.Name, want)
			}
			if k++; k == len(names[ci]) {
				ci, k, cut = ci+1, 0, start+ends[line]
			}
		}
	}
	if err := rd.Err(); err != nil {
		return 0, 0, 0, &PartialError{Path: r.Path, Partial: partial, Problem: PartialUnreadable, Err: err}
	}
	return ci, cut, ownLen, nil
}

// trim shortens a line for a message.
func trim(line []byte) string {
	if len(line) > 60 {
		return string(line[:60]) + "..."
	}
	return string(line)
}

// differs returns the first difference of the sweep a partial file recorded (p) from the run's
// (q): its key and the two values (see PartialError.Key); "" if they are one sweep.
func (p resumeID) differs(q resumeID) (key, was, now string) {
	in := func(list [][2]string, name string) string {
		for _, x := range list {
			if x[0] == name {
				return x[1]
			}
		}
		return ""
	}
	for _, x := range q.Inputs {
		if v := in(p.Inputs, x[0]); v != x[1] {
			return x[0], v, x[1]
		}
	}
	for _, x := range p.Inputs {
		if v := in(q.Inputs, x[0]); v != x[1] {
			return x[0], x[1], v
		}
	}
	for _, o := range []struct {
		key  string
		a, b bool
	}{{"per-pos", p.PerPos, q.PerPos}, {"counts", p.Counts, q.Counts}, {"leaves", p.Leaves, q.Leaves}} {
		if o.a != o.b {
			return o.key, strconv.FormatBool(o.a), strconv.FormatBool(o.b)
		}
	}
	if p.Cases != q.Cases || p.CaseHash != q.CaseHash {
		keys := maps.Clone(p.Selection)
		maps.Copy(keys, q.Selection)
		for _, k := range slices.Sorted(maps.Keys(keys)) {
			if p.Selection[k] != q.Selection[k] {
				return k, p.Selection[k], q.Selection[k]
			}
		}
		return "cases", english.Count(p.Cases, "case") + " " + p.CaseHash, english.Count(q.Cases, "case") + " " + q.CaseHash
	}
	if p.Machine != q.Machine {
		return "machine", p.Machine, q.Machine
	}
	if p.Header != q.Header {
		return "header", p.Header, q.Header
	}
	return "", "", ""
}
