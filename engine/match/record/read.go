package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"

	gojson "github.com/goccy/go-json"
)

// Read reads the JSON lines of a results file, name being what errors call it: blank lines are
// skipped, and a line that is not a complete game record (an unknown field, a value of the wrong
// type, a missing board (or game_spec) or moves, text after the object) is an error naming name and the line.
// A last line without its newline is what a run killed while writing leaves (Write ends every
// record with its newline): it is left out, as a resumed run cuts it off, so every reader agrees
// on a file's games.
func Read(r io.Reader, name string) ([]*Record, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	var recs []*Record
	for n, line := range bytes.SplitAfter(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 || !bytes.HasSuffix(line, []byte("\n")) {
			continue // blank, or the last line cut off by a kill
		}
		rec, err := decode(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: not a game record of cctree match (%v)", name, n+1, err)
		}
		recs = append(recs, rec)
	}
	return recs, nil
}

// ReadFile reads the records of the file at path (see Read).
func ReadFile(path string) ([]*Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// Write writes rec as one line of a results file: its JSON object and a newline, in one call of
// w.Write, so that a file holds whole records but for a last line cut by a kill, which Read
// leaves out.
func Write(w io.Writer, rec *Record) error {
	line, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	_, err = w.Write(append(line, '\n'))
	return err
}

// decode reads one line strictly: unknown fields, missing match fields (the board of Chinese
// Checkers, or the game_spec of another game; not both) and anything after the object are
// errors, said without Go's names for the types.
func decode(line []byte) (*Record, error) {
	rec, ok := decodeFast(line)
	if !ok {
		var err error
		if rec, err = decodeStd(line); err != nil {
			return nil, err
		}
	}
	switch {
	case rec.Board == "" && rec.GameSpec == "":
		return nil, errors.New(`no "board" (Chinese Checkers) or "game_spec" (another game)`)
	case rec.Board != "" && rec.GameSpec != "":
		return nil, errors.New(`both "board" and "game_spec": a record is of Chinese Checkers (board, seats, rules) or of another game (game_spec)`)
	case rec.Moves == nil:
		return nil, errors.New(`no "moves"`)
	}
	return rec, nil
}

// decodeFast parses a line that is exactly as Write writes it, with goccy/go-json: its parse and
// the check's encoding together about 4 times faster than encoding/json's decoder on records (a
// results file is mostly arrays of moves and nodes, and make test and cctree claims read 380 MB
// of them). It takes a line only when
// encoding the record it decodes to gives the line back byte for byte, so no unknown field,
// other spelling or number form is taken; ok is false for any other line (or a panic), which
// decodeStd parses, so every error is encoding/json's. On the committed results files and on
// probes of where JSON parsers differ both give the same records (TestDecodeFastIsStd).
func decodeFast(line []byte) (rec *Record, ok bool) {
	defer func() {
		if recover() != nil {
			rec, ok = nil, false
		}
	}()
	body := bytes.TrimSuffix(line, []byte("\n"))
	var r Record
	if gojson.Unmarshal(body, &r) != nil {
		return nil, false
	}
	if canon, err := gojson.Marshal(&r); err != nil || !bytes.Equal(canon, body) {
		return nil, false
	}
	return &r, true
}

// decodeStd parses a line with encoding/json, whose errors jsonError rephrases.
func decodeStd(line []byte) (*Record, error) {
	var rec Record
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec); err != nil {
		return nil, jsonError(err)
	}
	if rest := bytes.TrimSpace(line[dec.InputOffset():]); len(rest) > 0 {
		return nil, fmt.Errorf("text after the record: %q", cut(string(rest)))
	}
	return &rec, nil
}

// jsonError says what encoding/json found wrong in the terms of the file: field names as the
// file writes them and JSON's kinds of values, not Go's types.
func jsonError(err error) error {
	var typ *json.UnmarshalTypeError
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &typ):
		if typ.Field == "" {
			return fmt.Errorf("a JSON %s where an object is wanted", typ.Value)
		}
		return fmt.Errorf("field %q: a JSON %s where %s is wanted", typ.Field, typ.Value, kind(typ.Type))
	case errors.As(err, &syn):
		return fmt.Errorf("not JSON: %v at byte %d", syn, syn.Offset)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return errors.New("the object is not complete")
	}
	// The decoder's own messages ("json: unknown field \"x\"") name no Go type.
	return errors.New(strings.TrimPrefix(err.Error(), "json: "))
}

// kind names the JSON value a Go type of Record reads.
func kind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Pointer:
		return kind(t.Elem()) + " or null"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int64:
		return "an integer"
	case reflect.Uint64:
		return "a non-negative integer"
	case reflect.Slice:
		return "a list"
	case reflect.Struct:
		return "an object"
	}
	return "another value"
}

// cut shortens s for an error message.
func cut(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}
