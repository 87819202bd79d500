package experiments

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cctree/cctree/analysis"
)

// TestThreatGamesCommitted renders the committed data of threat-ads-games (render only, into a
// temporary folder) and checks that it gives the committed files, every cell of the matrix a row.
func TestThreatGamesCommitted(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the committed data")
	}
	out := t.TempDir()
	if err := os.MkdirAll(filepath.Join(out, "data"), 0o777); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join("..", "reports", "data", "threat-ads-games.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "data", "threat-ads-games.txt"), b, 0o666); err != nil {
		t.Fatal(err)
	}
	e, _ := Lookup("threat-ads-games")
	paths, err := e.Run(context.Background(), out, "", Options{RenderOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	// 12 groups (a game spec and a start; both depths of the Virus Game's 4 and 5 players in
	// one group) of four files each, and the summary in two formats.
	if len(paths) != 12*len(analysis.Extensions)+2 {
		t.Errorf("rendered %d files, want %d", len(paths), 12*len(analysis.Extensions)+2)
	}
	for _, p := range paths {
		got, _ := os.ReadFile(p)
		want, err := os.ReadFile(filepath.Join("..", "reports", "threat-ads-games", filepath.Base(p)))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s differs from the committed reports/threat-ads-games/%s (%v): rerun make reports ONLY=threat-ads-games", p, filepath.Base(p), err)
		}
	}
	sum, _ := os.ReadFile(filepath.Join(out, "threat-ads-games", "threat-ads-games.txt"))
	if n := strings.Count(string(sum), "| virus(players="); n != 12 {
		t.Errorf("%d Virus rows in the summary, want 12", n)
	}
	if n := strings.Count(string(sum), "| focus(players="); n != 4 {
		t.Errorf("%d Focus rows in the summary, want 4", n)
	}
}

// TestThreatGamesTableMissing: a cell of the matrix without its trials is an error naming it,
// not a row left out.
func TestThreatGamesTableMissing(t *testing.T) {
	in := "BenchmarkProtocol/game=virus(players=3)/suite=initial/algo=brs/depth=4/trial=0 1 90 nodes/op\n" +
		"BenchmarkProtocol/game=virus(players=3)/suite=initial/algo=brs(threat=mtf)/depth=4/trial=0 1 80 nodes/op\n"
	res := analysis.NewResults()
	if err := res.Read(strings.NewReader(in), "part.txt"); err != nil {
		t.Fatal(err)
	}
	_, err := threatGamesTable(context.Background(), res, t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "brs(threat=transpose) on virus(players=3), initial, depth 4") {
		t.Errorf("error %v, want one naming the missing rule and cell", err)
	}
}
