package reports

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"flag"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var regen = flag.Bool("regen", false, "rewrite the golden files in testdata/golden/")

// TestGolden renders every group of the synthetic files and compares the tables (.md, .txt),
// the plotted data (.csv) and the figure (.svg, deterministic for a given gonum/plot version)
// with testdata/golden; PNGs (asked for with Options.PNG) are checked to decode at the expected size. Regenerate with
// go test ./reports -regen (and look at the diff).
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
	golden := filepath.Join("testdata", "golden")
	if *regen {
		if err := os.MkdirAll(golden, 0o777); err != nil {
			t.Fatal(err)
		}
	}
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
		gp := filepath.Join(golden, name)
		if *regen {
			if err := os.WriteFile(gp, got, 0o666); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(gp)
		if err != nil {
			t.Errorf("%v (run go test ./reports -regen)", err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from %s (run go test ./reports -regen and review the diff):\n%s", name, gp, firstDiff(string(got), string(want)))
		}
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

// firstDiff shows the first differing line.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(g), len(w)); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return "line " + strconv.Itoa(i+1) + ":\n got  " + gl + "\n want " + wl
		}
	}
	return ""
}
