package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// TestMatchHeartsTournaments: the command, a contestant named twice holding two seats
// (the MP-Mix paper's "PAR, PAR, MAXN" and MIX), plays Hearts tournaments into a results file
// that resumes, whose records hold every hand and replay through cctree replay hand by hand; a
// repeated contestant with an explicit -design is refused as before.
func TestMatchHeartsTournaments(t *testing.T) {
	out := filepath.Join(t.TempDir(), "h.jsonl")
	args := []string{"match", "-game", "hearts", "-players", "mpmix(td=25,to=inf) maxn paranoid paranoid", "-budget", "nodes=300", "-games", "12", "-out", out}
	_, stderr, err := call(t, args...)
	if err != nil || !strings.Contains(stderr, "-design counts=1,1,2") {
		t.Fatalf("%v\n%s", err, stderr)
	}
	recs, err := record.ReadFile(out)
	if err != nil || len(recs) != 12 {
		t.Fatalf("%d records, %v", len(recs), err)
	}
	for _, r := range recs {
		if r.Design != "counts=1,1,2" || len(r.Hands) < 4 || r.Capped {
			t.Fatalf("game %d: design %q, %d hands, capped %v", r.Game, r.Design, len(r.Hands), r.Capped)
		}
		if err := match.Replay(r); err != nil {
			t.Fatal(err)
		}
	}
	if _, stderr, err := call(t, args...); err != nil || !strings.Contains(stderr, "already played") {
		t.Errorf("the second run: %v\n%s", err, stderr)
	}
	before, _ := os.ReadFile(out)
	stdout, _, err := call(t, "replay", "-in", out, "-game", "3", "-out", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for k := range recs[3].Hands {
		if !strings.Contains(stdout, "# hand "+strconv.Itoa(k+1)+": deal ") {
			t.Errorf("replay names no hand %d:\n%.600s", k+1, stdout)
		}
	}
	if !strings.Contains(stdout, "hands, totals") {
		t.Errorf("replay's result names no totals:\n%s", stdout[max(0, len(stdout)-300):])
	}
	after, _ := os.ReadFile(out)
	if string(before) != string(after) {
		t.Error("replay changed the results file")
	}
	if _, _, err := call(t, "match", "-game", "hearts", "-players", "maxn paranoid paranoid", "-design", "full", "-budget", "nodes=300", "-games", "1"); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("a repeated contestant with -design full: %v", err)
	}
}
