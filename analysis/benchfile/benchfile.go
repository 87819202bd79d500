// Package benchfile is cctree's one reader of Go benchmark result files (the output of
// `go test -bench`, of `cctree sweep`, or of benchstat's input): package analysis (the
// tree-growth tables and figures), analysis/compare (`cctree compare` and the CI gate) and every
// other reader go through Read, so they accept and reject the same files for the same reasons.
//
// It is a thin layer over golang.org/x/perf/benchfmt, which does the parsing.
//
// # Guarantees
//
//   - A File holds every benchmark result of its input, cloned (safe to keep), in file order,
//     with the unit metadata the input declares ("Unit nodes/op assume=exact" lines).
//   - Whether a unit is an exact count is decided in one place, benchname.IsExact: the project's
//     list of exact units (nodes/op, nodes/pos, leaves/op) plus whatever the file declares
//     "assume=exact". File.IsExact is that test with the file's own declarations.
//   - An input that is missing, empty, truncated (its data does not end in a newline, as when
//     a run is cut off or a file is cut with `head -c`), that has a malformed benchmark or Unit
//     line, or that holds no benchmark result at all is rejected. Every error is one line that
//     starts with "<name>: ", says what is wrong (with the line number for a malformed
//     line, also as "<name>:<line>:") and what to do.
//   - A run that failed ("--- FAIL", "FAIL" or "panic:" at the start of a line) is not an error:
//     its results are read and File.Failed holds the first such line, for the caller to warn
//     about or reject.
package benchfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"golang.org/x/perf/benchfmt"

	"github.com/cctree/cctree/sweep/benchname"
)

// File is the content of one result file.
type File struct {
	Name    string                   // the file name given
	Results []*benchfmt.Result       // every result, cloned, in file order
	Units   benchfmt.UnitMetadataMap // the unit metadata the file declares
	// Failed is the first "--- FAIL", "FAIL" or "panic:" line, if the run failed ("" otherwise);
	// FailedLine is its line number (1-based, 0 if none).
	Failed     string
	FailedLine int
}

// IsExact reports whether unit is an exact count in f: benchname.IsExact with f's declarations.
func (f *File) IsExact(unit string) bool { return benchname.IsExact(f.Units, unit) }

// howToMake is the hint of the errors that want a new file.
const howToMake = "go test ./bench -run '^$' -bench . > results.txt"

// ReadFile reads the file at path (see Read). A missing file is an error that says so.
func ReadFile(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &fileError{fmt.Sprintf("%s: no such file (check the path, or run the benchmarks first: %s)", path, strings.Replace(howToMake, "results.txt", path, 1)), err}
		}
		cause := err
		var pe *fs.PathError
		if errors.As(err, &pe) {
			cause = pe.Err
		}
		return nil, &fileError{fmt.Sprintf("%s: cannot read it (%v): check the path and its permissions", path, cause), err}
	}
	return parse(data, path)
}

// Read reads the results of one file from r; name names it in errors and in the results'
// positions (Result.Pos).
func Read(r io.Reader, name string) (*File, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, &fileError{fmt.Sprintf("%s: reading failed (%s): check the input and retry", name, oneLine(err.Error())), err}
	}
	return parse(data, name)
}

func parse(data []byte, name string) (*File, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: empty file: want the output of a benchmark run redirected to it, e.g. %s", name, howToMake)
	}
	if data[len(data)-1] != '\n' {
		return nil, fmt.Errorf("%s: truncated (the data ends without a newline, in the middle of line %d): rerun the benchmark, or delete the partial last line", name, bytes.Count(data, []byte("\n"))+1)
	}
	f := &File{Name: name}
	for i, line := range bytes.Split(data, []byte("\n")) {
		if bytes.HasPrefix(line, []byte("--- FAIL")) || bytes.HasPrefix(line, []byte("FAIL")) || bytes.HasPrefix(line, []byte("panic:")) {
			f.Failed, f.FailedLine = strings.TrimSpace(string(line)), i+1
			break
		}
	}
	br := benchfmt.NewReader(bytes.NewReader(data), name)
	for br.Scan() {
		switch x := br.Result().(type) {
		case *benchfmt.SyntaxError:
			return nil, fmt.Errorf("%s: line %d is not a valid benchmark or Unit line (%s:%d: %s): rerun the benchmark, or fix the line", name, x.Line, name, x.Line, oneLine(x.Msg))
		case *benchfmt.Result:
			f.Results = append(f.Results, x.Clone())
		}
	}
	if err := br.Err(); err != nil {
		return nil, fmt.Errorf("%s: %s", name, oneLine(err.Error()))
	}
	if len(f.Results) == 0 {
		return nil, fmt.Errorf("%s: no benchmark results (a run that selected no benchmark, or not benchmark output): want the output of e.g. %s", name, howToMake)
	}
	f.Units = br.Units()
	return f, nil
}

// fileError is an error of the file itself (missing, unreadable): its message, and the
// underlying error for errors.Is (fs.ErrNotExist, ...).
type fileError struct {
	msg string
	err error
}

func (e *fileError) Error() string { return e.msg }
func (e *fileError) Unwrap() error { return e.err }

// oneLine keeps an error message on one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
