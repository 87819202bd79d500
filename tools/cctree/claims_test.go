package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLongClaimsCommand: cctree claims regenerates the committed table unchanged (twice), -check
// fails on a table that differs and writes nothing, and without -check the table is rewritten
// to the computed one. It evaluates every claim on the committed data (about 20 s), as
// claims.TestCommittedVerdicts does in make test, so it is of make test-long.
func TestLongClaimsCommand(t *testing.T) {
	data, doc, committed := claimsDoc(t)
	for range 2 {
		out, errs, code := runCmd(t, "claims", "-data", data, "-doc", doc)
		if code != 0 || !strings.Contains(out, "unchanged") {
			t.Fatalf("claims on the committed table: exit %d, %q %q; want it unchanged (run go run ./tools/cctree claims and commit)", code, out, errs)
		}
	}
	if got, _ := os.ReadFile(doc); string(got) != string(committed) {
		t.Error("claims rewrote an up-to-date table")
	}
	if _, errs, code := runCmd(t, "claims", "-data", data, "-doc", doc, "-check"); code != 0 {
		t.Errorf("-check on the committed table: exit %d, %s", code, errs)
	}
	// A changed verdict in the table: -check fails and writes nothing; without -check it is
	// rewritten to the computed one.
	changed := strings.Replace(string(committed), "**reproduced**", "**contradicted**", 1)
	if err := os.WriteFile(doc, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, code := runCmd(t, "claims", "-data", data, "-doc", doc, "-check"); code != 1 {
		t.Errorf("-check on a changed table: exit %d, want 1", code)
	}
	if got, _ := os.ReadFile(doc); string(got) != changed {
		t.Error("-check wrote the document")
	}
	if _, errs, code := runCmd(t, "claims", "-data", data, "-doc", doc); code != 0 {
		t.Fatalf("claims: exit %d, %s", code, errs)
	}
	if got, _ := os.ReadFile(doc); string(got) != string(committed) {
		t.Error("claims did not restore the computed table")
	}
}

// claimsDoc returns the committed data folder, a copy of the committed REPRODUCTION.md in a
// temporary folder, and the committed text.
func claimsDoc(t *testing.T) (data, doc string, committed []byte) {
	t.Helper()
	data = filepath.Join("..", "..", "reports", "data")
	committed, err := os.ReadFile(filepath.Join("..", "..", "reports", "REPRODUCTION.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc = filepath.Join(t.TempDir(), "REPRODUCTION.md")
	if err := os.WriteFile(doc, committed, 0o644); err != nil {
		t.Fatal(err)
	}
	return data, doc, committed
}

// TestClaimsBadInput: a missing data folder, document or papers folder, or a document without
// the table's markers, is one line naming the flag, exit 2.
func TestClaimsBadInput(t *testing.T) {
	data, doc, _ := claimsDoc(t)
	noMarkers := filepath.Join(t.TempDir(), "plain.md")
	if err := os.WriteFile(noMarkers, []byte("# no table\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-data", filepath.Join(t.TempDir(), "none"), "-doc", doc}, "-data"},
		{[]string{"-data", data, "-doc", filepath.Join(t.TempDir(), "none.md")}, "-doc"},
		{[]string{"-data", data, "-doc", noMarkers}, "-doc"},
		{[]string{"-data", data, "-doc", doc, "-papers", filepath.Join(t.TempDir(), "none")}, "-papers"},
	} {
		_, errs, code := runCmd(t, append([]string{"claims"}, c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) || strings.Contains(strings.TrimSpace(errs), "\n") {
			t.Errorf("claims %v: exit %d, %q; want exit 2 naming %s", c.args, code, errs, c.want)
		}
	}
}
