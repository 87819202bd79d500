package match

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
)

// ReadRecords reads the JSON lines of a results file: blank lines are skipped, and a line that
// is not a complete game record (unknown fields included) is an error naming name and the line.
func ReadRecords(r io.Reader, name string) ([]*Record, error) {
	var recs []*Record
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 64<<20)
	for n := 1; sc.Scan(); n++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var rec Record
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		err := dec.Decode(&rec)
		if err == nil && (rec.Board == "" || rec.Moves == nil) {
			err = fmt.Errorf("fields missing")
		}
		if err != nil {
			return nil, fmt.Errorf("match: %s:%d: not a game record of cctree match (%v); the file is left as it is", name, n, err)
		}
		recs = append(recs, &rec)
	}
	return recs, sc.Err()
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
