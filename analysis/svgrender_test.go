package analysis

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"github.com/cctree/cctree/internal/browsertest"
	"html"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestCommittedFiguresRender renders every SVG the repository commits (git ls-files '*.svg': the
// tree-growth and match figures, the board and game pictures and the golden files) in the two
// renderers a reader meets, librsvg (rsvg-convert, what converters and many desktop viewers use)
// and headless Chromium, and fails when a text is clipped by the figure's edge or touches it. On
// this machine as in CI neither has Liberation Serif, the font gonum lays figures out with, so
// both draw the text in a wider fallback (DejaVu), the case the figures must survive.
//
//   - librsvg (which ignores textLength and @font-face): each figure is rendered with its drawing
//     hidden and each <text> in a colour of its own, on a canvas larger than the figure by
//     renderBorder on every side, so that ink outside the figure is drawn rather than cut; every
//     text's ink (its pixels of its colour) must lie inside the figure, edgeGap away from each
//     edge, and a text with characters must have ink.
//   - Chromium: one page holds every figure; a script compares each <text>'s box
//     (getBoundingClientRect, the glyphs' advance and the font's ascent and descent, so larger than
//     the ink) with the figure's box.
//
// Both checks prove they can fail: a copy of a figure with its title moved 300 units right must
// be reported by each. The renderers are installed when missing (tools/install-librsvg.sh,
// tools/install-chromium.sh: apt-get as root); the test skips, saying why, only when that fails.
//
// make test renders the first figure of each folder (TestCommittedFiguresRender: every kind of
// figure the project draws, about a seventh of them); make test-long renders every one
// (TestLongCommittedFiguresRender).
func TestCommittedFiguresRender(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: renders committed figures in two renderers")
	}
	all := committedSVGs(t)
	var sample []figure
	seen := map[string]bool{}
	for _, f := range all {
		if d := filepath.Dir(f.path); !seen[d] {
			seen[d] = true
			sample = append(sample, f)
		}
	}
	checkFiguresRender(t, all, sample)
}

// TestLongCommittedFiguresRender is TestCommittedFiguresRender on every committed figure.
func TestLongCommittedFiguresRender(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: renders every committed figure in two renderers")
	}
	all := committedSVGs(t)
	checkFiguresRender(t, all, all)
}

// checkFiguresRender renders files in both renderers, with the control that proves each check
// can fail (made from the first tree-growth figure of all).
func checkFiguresRender(t *testing.T, all, files []figure) {
	// The control: the first tree-growth figure with its title moved out of the figure.
	var control figure
	for _, f := range all {
		if bytes.Contains(f.data, []byte("Tree size vs depth")) {
			control = f
			break
		}
	}
	if control.data == nil {
		t.Fatal("no tree-growth figure among the committed SVGs")
	}
	loc := regexp.MustCompile(`<text x="(-?[0-9.]+)"`).FindSubmatchIndex(control.data)
	if loc == nil {
		t.Fatalf("%s: no <text x=...>", control.path)
	}
	x, _ := strconv.ParseFloat(string(control.data[loc[2]:loc[3]]), 64)
	moved := slices.Concat(control.data[:loc[2]], fmt.Appendf(nil, "%.3f", x+300), control.data[loc[3]:])
	control = figure{path: control.path + " (title moved 300 right)", data: moved}

	t.Run("librsvg", func(t *testing.T) {
		rsvg := ensureRenderer(t, "rsvg-convert", "install-librsvg.sh")
		if bad := rsvgClipped(t, rsvg, control); len(bad) == 0 {
			t.Fatalf("%s: not reported: the check cannot fail", control.path)
		}
		var mu sync.Mutex
		var wg sync.WaitGroup
		work := make(chan figure)
		for range 2 {
			wg.Go(func() {
				for f := range work {
					bad := rsvgClipped(t, rsvg, f)
					mu.Lock()
					for _, b := range bad {
						t.Errorf("%s: %s", f.path, b)
					}
					mu.Unlock()
				}
			})
		}
		for _, f := range files {
			work <- f
		}
		close(work)
		wg.Wait()
	})

	t.Run("chromium", func(t *testing.T) {
		chromium := ensureRenderer(t, "chromium", "install-chromium.sh")
		all := chromiumClipped(t, chromium, append([]figure{control}, files...))
		if len(all[control.path]) == 0 {
			t.Fatalf("%s: not reported: the check cannot fail", control.path)
		}
		for _, f := range files {
			for _, b := range all[f.path] {
				t.Errorf("%s: %s", f.path, b)
			}
		}
	})
}

// figure is a committed SVG: its path from the repository's root and its content.
type figure struct {
	path string
	data []byte
}

// committedSVGs returns every SVG file git tracks, read from the working tree.
func committedSVGs(t *testing.T) []figure {
	t.Helper()
	top, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skipf("not in a git checkout (git rev-parse: %v): the committed figures are the ones git ls-files lists", err)
	}
	root := strings.TrimSpace(string(top))
	cmd := exec.Command("git", "ls-files", "*.svg")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	var files []figure
	for _, p := range strings.Fields(string(out)) {
		data, err := os.ReadFile(filepath.Join(root, p))
		if os.IsNotExist(err) {
			continue // deleted in the working tree, not yet committed
		}
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, figure{p, data})
	}
	if len(files) == 0 {
		t.Fatal("git ls-files '*.svg' lists no figure")
	}
	return files
}

// ensureRenderer returns the path of the command bin, running tools/<script> to install it when
// it is not on PATH, and skips the test when that fails.
func ensureRenderer(t *testing.T, bin, script string) string {
	t.Helper()
	path, err := filepath.Abs(filepath.Join("..", "tools", script))
	if err != nil {
		t.Fatal(err)
	}
	return browsertest.Ensure(t, bin, path)
}

const (
	// renderBorder is the room around the figure, in its user units, that the librsvg check
	// renders so that text past the edge is drawn and seen.
	renderBorder = 60
	// renderZoom is the pixels per user unit of the librsvg check.
	renderZoom = 2
	// edgeGap is how close, in user units, a text's ink may come to the figure's edge.
	edgeGap = 1.0
)

var (
	svgOpen   = regexp.MustCompile(`<svg\b[^>]*>`)
	viewBoxRE = regexp.MustCompile(`viewBox="([-0-9.]+)[ ,]+([-0-9.]+)[ ,]+([0-9.]+)[ ,]+([0-9.]+)"`)
	textOpenA = regexp.MustCompile(`<text\b[^>]*>`)
	textElem  = regexp.MustCompile(`(?s)<text\b[^>]*>(.*?)</text>`)
	fillAttr  = regexp.MustCompile(`\sfill="[^"]*"`)
	fillStyle = regexp.MustCompile(`fill:[^;"]*;?`)
)

// viewBox returns the figure's user-space box.
func viewBox(data []byte) (x, y, w, h float64, err error) {
	open := svgOpen.Find(data)
	m := viewBoxRE.FindSubmatch(open)
	if m == nil {
		return 0, 0, 0, 0, fmt.Errorf("no viewBox on the <svg> element")
	}
	var v [4]float64
	for i := range v {
		v[i], _ = strconv.ParseFloat(string(m[i+1]), 64)
	}
	return v[0], v[1], v[2], v[3], nil
}

// textColour is the fill of the i-th text in the librsvg check: 16 levels per channel, 8 apart
// from either end, so that rounding in the renderer cannot turn one text's colour into another's.
func textColour(i int) [3]uint8 {
	return [3]uint8{uint8(8 + 16*(i&15)), uint8(8 + 16*(i>>4&15)), uint8(8 + 16*(i>>8&15))}
}

// rsvgClipped renders f with rsvg-convert as TestCommittedFiguresRender says and returns one line
// per text whose ink leaves the figure or comes within edgeGap of its edge.
func rsvgClipped(t *testing.T, rsvg string, f figure) []string {
	t.Helper()
	vx, vy, vw, vh, err := viewBox(f.data)
	if err != nil {
		return []string{err.Error()}
	}
	texts := textElem.FindAllSubmatch(f.data, -1)
	if len(texts) > 4096 {
		t.Fatalf("%s: %d texts, more than the check's 4096 colours", f.path, len(texts))
	}
	// Colour each text, hide everything else and enlarge the canvas.
	i := 0
	src := textOpenA.ReplaceAllFunc(f.data, func(tag []byte) []byte {
		c := textColour(i)
		i++
		tag = fillAttr.ReplaceAll(tag, nil)
		tag = fillStyle.ReplaceAll(tag, nil)
		return fmt.Appendf(tag[:len(tag)-1:len(tag)-1], ` fill="#%02x%02x%02x" fill-opacity="1">`, c[0], c[1], c[2])
	})
	b := renderBorder
	pw, ph := int((vw+2*float64(b))*renderZoom), int((vh+2*float64(b))*renderZoom)
	open := svgOpen.Find(src)
	newOpen := regexp.MustCompile(`\s(width|height|viewBox)="[^"]*"`).ReplaceAll(open, nil)
	newOpen = fmt.Appendf(newOpen[:len(newOpen)-1:len(newOpen)-1], ` width="%d" height="%d" viewBox="%g %g %g %g">`+
		`<style>path,rect,circle,ellipse,line,polyline,polygon,image,use{display:none}</style>`,
		pw, ph, vx-float64(b), vy-float64(b), vw+2*float64(b), vh+2*float64(b))
	src = bytes.Replace(src, open, newOpen, 1)

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, rsvg, "--format", "png")
	cmd.Stdin = bytes.NewReader(src)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return []string{fmt.Sprintf("rsvg-convert: %v: %s", err, strings.TrimSpace(stderr.String()))}
	}
	img, err := png.Decode(&stdout)
	if err != nil {
		return []string{fmt.Sprintf("rsvg-convert's PNG: %v", err)}
	}
	if img.Bounds().Dx() != pw || img.Bounds().Dy() != ph {
		return []string{fmt.Sprintf("rsvg-convert drew %v, want %dx%d", img.Bounds(), pw, ph)}
	}
	boxes := inkBoxes(img, len(texts))
	var bad []string
	for i, m := range texts {
		content := strings.TrimSpace(html.UnescapeString(string(m[1])))
		r := boxes[i]
		if r.Empty() {
			if content != "" {
				bad = append(bad, fmt.Sprintf("librsvg: text %q drew no ink inside %d units around the figure", content, b))
			}
			continue
		}
		// The ink in user units.
		x0, x1 := float64(r.Min.X)/renderZoom-float64(b)+vx, float64(r.Max.X)/renderZoom-float64(b)+vx
		y0, y1 := float64(r.Min.Y)/renderZoom-float64(b)+vy, float64(r.Max.Y)/renderZoom-float64(b)+vy
		if x0 < vx+edgeGap || x1 > vx+vw-edgeGap || y0 < vy+edgeGap || y1 > vy+vh-edgeGap {
			bad = append(bad, fmt.Sprintf("librsvg: text %q inks x %.1f-%.1f, y %.1f-%.1f: outside the figure %g %g %g %g less %g at each edge",
				content, x0, x1, y0, y1, vx, vy, vw, vh, edgeGap))
		}
	}
	return bad
}

// inkBoxes returns, for each of n texts drawn in textColour, the pixels its colour covers (alpha
// at least 3/8, so that rounding of faint edge pixels cannot misattribute them; where two texts
// overlap, their blend is attributed to neither).
func inkBoxes(img image.Image, n int) []image.Rectangle {
	boxes := make([]image.Rectangle, n)
	bounds := img.Bounds()
	nrgba, _ := img.(*image.NRGBA)
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			var r, g, b, a uint8
			if nrgba != nil {
				o := nrgba.PixOffset(x, y)
				r, g, b, a = nrgba.Pix[o], nrgba.Pix[o+1], nrgba.Pix[o+2], nrgba.Pix[o+3]
			} else {
				c := img.At(x, y)
				rr, gg, bb, aa := c.RGBA()
				if aa == 0 {
					continue
				}
				// un-premultiply
				r, g, b, a = uint8(rr*0xffff/aa>>8), uint8(gg*0xffff/aa>>8), uint8(bb*0xffff/aa>>8), uint8(aa>>8)
			}
			if a < 96 {
				continue
			}
			q := func(v uint8) (int, bool) {
				k := (int(v) - 8 + 8) / 16
				return k, max(int(v)-(8+16*k), (8+16*k)-int(v)) <= 4
			}
			kr, ok1 := q(r)
			kg, ok2 := q(g)
			kb, ok3 := q(b)
			if !ok1 || !ok2 || !ok3 {
				continue
			}
			i := kr | kg<<4 | kb<<8
			if i >= n {
				continue
			}
			boxes[i] = boxes[i].Union(image.Rect(x, y, x+1, y+1))
		}
	}
	return boxes
}

// chromiumClipped loads every figure in one page of headless Chromium and returns, by figure
// path, one line per <text> whose box leaves the figure's box.
func chromiumClipped(t *testing.T, chromium string, files []figure) map[string][]string {
	t.Helper()
	var page bytes.Buffer
	page.WriteString("<!doctype html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">\n")
	for i, f := range files {
		start := bytes.Index(f.data, []byte("<svg"))
		if start < 0 {
			t.Fatalf("%s: no <svg>", f.path)
		}
		fmt.Fprintf(&page, "<div data-fig=\"%d\" style=\"margin:4px\">%s</div>\n", i, f.data[start:])
	}
	page.WriteString(`<script>
const report = {};
for (const div of document.querySelectorAll("div[data-fig]")) {
  const svg = div.querySelector("svg");
  const box = svg.getBoundingClientRect();
  const vb = svg.viewBox.baseVal;
  const sx = vb.width / box.width, sy = vb.height / box.height;
  const out = [];
  for (const el of svg.querySelectorAll("text")) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const x0 = vb.x + (r.left - box.left) * sx, x1 = vb.x + (r.right - box.left) * sx;
    const y0 = vb.y + (r.top - box.top) * sy, y1 = vb.y + (r.bottom - box.top) * sy;
    if (x0 < vb.x - 0.01 || x1 > vb.x + vb.width + 0.01 || y0 < vb.y - 0.01 || y1 > vb.y + vb.height + 0.01)
      out.push("chromium: text " + JSON.stringify(el.textContent.trim()) + " box x " + x0.toFixed(1) + "-" + x1.toFixed(1) +
        ", y " + y0.toFixed(1) + "-" + y1.toFixed(1) + ": outside the figure " + [vb.x, vb.y, vb.width, vb.height].join(" "));
  }
  report[div.dataset.fig] = out;
}
document.body.setAttribute("data-report", JSON.stringify(report));
</script></body></html>`)
	dir := t.TempDir()
	path := filepath.Join(dir, "figures.html")
	if err := os.WriteFile(path, page.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	dom := dumpDOM(t, chromium, "file://"+path)
	m := regexp.MustCompile(`data-report="([^"]*)"`).FindStringSubmatch(dom)
	if m == nil {
		t.Fatalf("the page's script did not report\n%.1500s", dom)
	}
	var report map[string][]string
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &report); err != nil {
		t.Fatalf("the page's report: %v", err)
	}
	if len(report) != len(files) {
		t.Fatalf("the page measured %d figures of %d", len(report), len(files))
	}
	out := map[string][]string{}
	for i, f := range files {
		out[f.path] = report[strconv.Itoa(i)]
	}
	return out
}

// dumpDOM loads url in headless Chromium and returns the DOM after its scripts ran; the browser
// is stopped before it returns.
func dumpDOM(t *testing.T, chromium, url string) string {
	t.Helper()
	return browsertest.DumpDOM(t, chromium, url, 90*time.Second)
}
