package analysis

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/cctree/cctree/internal/golden"
)

// TestGolden renders every group of the synthetic files and compares the tables (.md, .txt),
// the plotted data (.csv) and the figure (.svg, deterministic for a given gonum/plot version)
// with testdata/golden; PNGs (asked for with Options.PNG) are checked to decode at the expected size. Regenerate with
// go test ./analysis -run TestGolden -update (and look at the diff).
func TestGolden(t *testing.T) {
	res := mustRead(t, allFiles...)
	dir := t.TempDir()
	paths, err := Render(context.Background(), res, dir, Options{Baseline: "brs", PNG: true})
	if err != nil {
		t.Fatal(err)
	}
	if want := len(res.Groups()) * (len(Extensions) + 1); len(paths) != want {
		t.Fatalf("wrote %d files, want %d", len(paths), want)
	}
	dirGolden := filepath.Join("testdata", "golden")
	for _, p := range paths {
		name := filepath.Base(p)
		got, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		switch filepath.Ext(name) {
		case ".png":
			cfg, err := png.DecodeConfig(bytes.NewReader(got))
			if err != nil {
				t.Errorf("%s: %v", name, err)
			} else if cfg.Width != 1200 || cfg.Height != 825 {
				t.Errorf("%s: %dx%d, want 1200x825 (8x5.5 in at 150 dpi)", name, cfg.Width, cfg.Height)
			}
			continue
		case ".svg":
			checkSVG(t, name, got)
		}
		golden.Check(t, filepath.Join(dirGolden, name), got)
	}
}

// checkSVG checks that an SVG figure is well-formed XML and carries its title and axis labels.
func checkSVG(t *testing.T, name string, data []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	var texts []string
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Errorf("%s: not well-formed: %v", name, err)
			return
		}
		if cd, ok := tok.(xml.CharData); ok {
			texts = append(texts, strings.TrimSpace(string(cd)))
		}
	}
	for _, want := range []string{"Tree size vs depth — ", XLabel, "Node Count (mean per "} {
		if !slices.ContainsFunc(texts, func(s string) bool { return strings.HasPrefix(s, want) }) {
			t.Errorf("%s: no text starting %q", name, want)
		}
	}
}
