package main

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"
)

// TestFigureFontsInBrowser opens a tree-growth figure that `cctree report` wrote in a real
// headless browser (chromium, whose Debian package brings no Liberation fonts, the family gonum
// names) and checks that its text stays whole with the generic fallback reports.FontFallback
// adds: in the live page every <text> element lies inside the figure; in a screenshot of the
// figure the title's ink spans, within a few pixels, the extent gonum laid the title out with
// (its x and the textLength the SVG pins it to). Both checks prove they can fail: the same
// figure with its title moved past the right edge must fail them.
func TestFigureFontsInBrowser(t *testing.T) {
	chromium := ensureChromium(t)
	dir := t.TempDir()
	if _, stderr, err := call(t, "report", "-in", reportData("split_a.txt"), "-out", dir); err != nil {
		t.Fatalf("report: %v: %s", err, stderr)
	}
	svgPath := filepath.Join(dir, "search-star73-0134-mid.svg")
	svg, err := os.ReadFile(svgPath)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(svg, []byte("serif;")) {
		t.Fatal("the figure names no generic font fallback")
	}
	// The title is the first <text>; moving it 500 pt right must break both checks.
	title := regexp.MustCompile(`<text x="([0-9.]+)"`)
	m := title.FindSubmatch(svg)
	if m == nil {
		t.Fatal("no <text> in the figure")
	}
	x, _ := strconv.ParseFloat(string(m[1]), 64)
	clipped := bytes.Replace(svg, m[0], fmt.Appendf(nil, `<text x="%.3f"`, x+500), 1)

	for _, tc := range []struct {
		name  string
		svg   []byte
		whole bool
	}{{"as written", svg, true}, {"title moved out", clipped, false}} {
		t.Run(tc.name, func(t *testing.T) {
			sub := t.TempDir()
			fig := filepath.Join(sub, "fig.svg")
			if err := os.WriteFile(fig, tc.svg, 0o644); err != nil {
				t.Fatal(err)
			}
			outside := textsOutside(t, chromium, sub, tc.svg)
			lo, hi := titleExtent(t, tc.svg)
			inkLo, inkHi := screenshotInk(t, chromium, fig)
			whole := abs(inkLo-lo) <= 6 && abs(inkHi-hi) <= 6
			if tc.whole {
				if outside != "" {
					t.Errorf("text outside the figure in the browser: %s", outside)
				}
				if !whole {
					t.Errorf("screenshot: title ink spans pixels %d-%d, laid out as %d-%d", inkLo, inkHi, lo, hi)
				}
				return
			}
			if outside == "" {
				t.Error("the moved title is not reported outside the figure: the DOM check cannot fail")
			}
			if whole {
				t.Errorf("the screenshot check passes a title moved out of the figure (ink %d-%d, laid out %d-%d): it cannot fail", inkLo, inkHi, lo, hi)
			}
		})
	}
}

// textsOutside embeds svg in a page whose script measures every <text> element against the
// figure's box and returns the texts that stick out ("" when none).
func textsOutside(t *testing.T, chromium, dir string, svg []byte) string {
	t.Helper()
	body := svg[bytes.Index(svg, []byte("<svg")):]
	page := filepath.Join(dir, "fig.html")
	html := `<!doctype html><html><body style="margin:0">` + string(body) + `<script>
const box = document.querySelector("svg").getBoundingClientRect();
const out = [];
for (const el of document.querySelectorAll("svg text")) {
  const r = el.getBoundingClientRect();
  if (r.width === 0) continue;
  if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
    out.push(el.textContent.slice(0, 40) + " [" + Math.round(r.left) + "," + Math.round(r.right) + "]");
}
document.body.setAttribute("data-outside", out.join(" | "));
document.body.setAttribute("data-texts", document.querySelectorAll("svg text").length);
</script></body></html>`
	if err := os.WriteFile(page, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	dom := dumpDOM(t, chromium, "file://"+page)
	n := regexp.MustCompile(`data-texts="(\d+)"`).FindStringSubmatch(dom)
	if n == nil || n[1] == "0" {
		t.Fatalf("the page's script did not run or found no text\n%.1500s", dom)
	}
	o := regexp.MustCompile(`data-outside="([^"]*)"`).FindStringSubmatch(dom)
	if o == nil {
		t.Fatalf("the page's script did not report\n%.1500s", dom)
	}
	return o[1]
}

// titleBand is the top of the figure that holds the title and nothing else, in points.
const titleBand = 20.0

// titleRows is the title band in pixels at 96 dpi.
const titleRows = 27

// titleExtent returns the pixels (at 96 dpi) from the left end of the leftmost title line to the
// right end of the rightmost, as the SVG lays them out: each <text> of the title band starts at
// its x and is textLength long.
func titleExtent(t *testing.T, svg []byte) (lo, hi int) {
	t.Helper()
	height := 396.0
	lo, hi = 1<<30, -1
	for _, m := range regexp.MustCompile(`<text x="([0-9.]+)" y="(-?[0-9.]+)" transform="scale\(1, -1\)" textLength="([0-9.]+)"`).FindAllSubmatch(svg, -1) {
		x, _ := strconv.ParseFloat(string(m[1]), 64)
		y, _ := strconv.ParseFloat(string(m[2]), 64)
		w, _ := strconv.ParseFloat(string(m[3]), 64)
		if height+y > titleBand { // y is negated: the baseline is height+y points from the top
			continue
		}
		lo, hi = min(lo, int(x*4/3+0.5)), max(hi, int((x+w)*4/3+0.5))
	}
	if hi < 0 {
		t.Fatal("no title text with a textLength in the figure")
	}
	return lo, hi
}

func abs(x int) int { return max(x, -x) }

// screenshotInk screenshots the figure at its own size (576 x 396 pt = 768 x 528 px) and returns
// the first and last columns with dark pixels in the title band.
func screenshotInk(t *testing.T, chromium, fig string) (inkLo, inkHi int) {
	t.Helper()
	profile, err := os.MkdirTemp("", "cctree-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(profile)
	shot := filepath.Join(filepath.Dir(fig), "shot.png")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage",
		"--no-first-run", "--hide-scrollbars", "--user-data-dir="+profile, "--window-size=768,528", "--screenshot="+shot, "file://"+fig)
	cmd.WaitDelay = 5 * time.Second
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium --screenshot: %v\n%s", err, lastLines(stderr.String(), 10))
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() < 700 || b.Dy() < 500 {
		t.Fatalf("screenshot is %dx%d, want about 768x528", b.Dx(), b.Dy())
	}
	dark := func(x, y int) bool {
		r, g, bl, _ := img.At(x, y).RGBA()
		return r+g+bl < 3*0x8000
	}
	inkLo, inkHi = b.Max.X, -1
	for y := b.Min.Y; y < b.Min.Y+titleRows; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if dark(x, y) {
				inkLo, inkHi = min(inkLo, x-b.Min.X), max(inkHi, x-b.Min.X)
			}
		}
	}
	return inkLo, inkHi
}
