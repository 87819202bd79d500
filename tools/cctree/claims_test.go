package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestClaimsCommand: cctree claims regenerates the committed table unchanged (twice), -check
// fails on a table that differs, and bad flags are one line naming the flag, exit 2.
func TestClaimsCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("evaluates every claim on the committed data")
	}
	data := filepath.Join("..", "..", "reports", "data")
	committed, err := os.ReadFile(filepath.Join("..", "..", "reports", "REPRODUCTION.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := filepath.Join(t.TempDir(), "REPRODUCTION.md")
	if err := os.WriteFile(doc, committed, 0o644); err != nil {
		t.Fatal(err)
	}
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
