package match

import (
	"strings"
	"testing"
)

// TestReadRecordsCutLine: a last line without its newline (a kill while writing) is left out by
// every reader, as resume cuts it off; a bad complete line is an error naming it.
func TestReadRecordsCutLine(t *testing.T) {
	line := `{"version":"v","board":"star73","seats":"024","rules":"free","contestants":["a","b"],"budget":"depth=1","deterministic":true,"games":6,"openings":0,"opening_plies":0,"cap":10,"seed":1,"game":0,"block":0,"seating":0,"opening_index":0,"players":["a","b","a"],"opening":[],"start":"x","moves":[],"nodes":[],"depths":[],"times_us":[],"winner":null,"capped":false,"plies":0}`
	recs, err := ReadRecords(strings.NewReader(line+"\n"+line[:40]), "f")
	if err != nil || len(recs) != 1 {
		t.Errorf("a cut last line: %d records, %v; want 1 and no error", len(recs), err)
	}
	recs, err = ReadRecords(strings.NewReader(line+"\n"+line), "f")
	if err != nil || len(recs) != 1 {
		t.Errorf("a whole last line without its newline: %d records, %v; want 1 (it is not known to be complete)", len(recs), err)
	}
	if _, err := ReadRecords(strings.NewReader(line[:40]+"\n"+line+"\n"), "f"); err == nil || !strings.Contains(err.Error(), "f:1:") {
		t.Errorf("a bad complete line: %v, want an error naming f:1", err)
	}
}
