package match

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
)

// ReadRecords reads the JSON lines of a results file: blank lines are skipped, and a line that
// is not a complete game record (unknown fields included) is an error naming name and the line.
// A last line without its newline is what a run killed while writing leaves (every record is
// written with its newline): it is left out, as a resumed run cuts it off, so every reader agrees
// on a file's games.
func ReadRecords(r io.Reader, name string) ([]*Record, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	var recs []*Record
	lines := bytes.SplitAfter(data, []byte("\n"))
	for n, line := range lines {
		if len(bytes.TrimSpace(line)) == 0 || !bytes.HasSuffix(line, []byte("\n")) {
			continue // blank, or the last line cut off by a kill
		}
		rec, err := decodeRecord(line)
		if err != nil {
			return nil, fmt.Errorf("match: %s:%d: not a game record of cctree match (%v); the file is left as it is", name, n+1, err)
		}
		recs = append(recs, rec)
	}
	return recs, nil
}

// decodeRecord reads one line strictly: unknown fields and missing match fields are errors.
func decodeRecord(line []byte) (*Record, error) {
	var rec Record
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec); err != nil {
		return nil, err
	}
	if rec.Board == "" || rec.Moves == nil {
		return nil, fmt.Errorf("fields missing")
	}
	return &rec, nil
}

// ReadRecordsFile reads the records of the file at path (see ReadRecords).
func ReadRecordsFile(path string) ([]*Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadRecords(f, path)
}
