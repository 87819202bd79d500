package analysis

import (
	"bytes"
	"context"
	"fmt"
	"github.com/cctree/cctree/analysis/svgfig"
	"github.com/cctree/cctree/analysis/table"
	"os"
	"path/filepath"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// Options tune Render.
type Options struct {
	// Baseline is the searcher the others are compared with (see Results.Reports).
	Baseline string
	// PNG asks for a raster copy of each figure beside the SVG, at DPI dots per inch (150 if 0).
	// Off by default: the SVG is the figure, and the repository commits no PNG that duplicates one.
	PNG bool
	DPI int
}

// Extensions of the files Render writes for each group, in the order written (.png after .svg
// when Options.PNG asks for it).
var Extensions = []string{".svg", ".csv", ".md", ".txt"}

// extensions is Extensions with .png when opt asks for it.
func (opt Options) extensions() []string {
	if !opt.PNG {
		return Extensions
	}
	return append([]string{".svg", ".png"}, Extensions[1:]...)
}

// Render writes, for every group of res, into dir:
//
//	BASE.svg            the tree-growth figure (BASE is Group.BaseName, e.g. search-star73-0134-mid)
//	BASE.png            the same figure as a raster, only with Options.PNG
//	BASE.csv            the plotted numbers
//	BASE.md, BASE.txt   the tables, in Markdown and in plain text
//
// and returns the paths written. Everything is first written to a staging directory inside dir
// and renamed into place only when all files are ready (the context is checked between files
// until then), so an error or a cancelled ctx leaves dir as it was, without partial files.
func Render(ctx context.Context, res *Results, dir string, opt Options) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	styles := Styles(res.Algos())
	files := map[string][]byte{}
	var names []string
	for _, rep := range res.Reports(opt.Baseline) {
		content, err := rep.render(styles, opt)
		if err != nil {
			return nil, err
		}
		for _, ext := range opt.extensions() {
			name := rep.Group.BaseName() + ext
			files[name] = content[ext]
			names = append(names, name)
		}
	}
	return WriteFiles(ctx, dir, names, files)
}

// WriteFiles writes files[name] for every name into dir, atomically as a set: everything is first
// written to a staging directory inside dir (the context is checked between files) and renamed
// into place only when all files are ready, so an error or a cancelled ctx leaves dir as it was.
// It returns the paths written, in the order of names.
func WriteFiles(ctx context.Context, dir string, names []string, files map[string][]byte) ([]string, error) {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, fmt.Errorf("analysis: %w", err)
	}
	staging, err := os.MkdirTemp(dir, ".cctree-report-*")
	if err != nil {
		return nil, fmt.Errorf("analysis: %w", err)
	}
	defer os.RemoveAll(staging)
	for _, name := range names {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(staging, name), files[name], 0o666); err != nil {
			return nil, fmt.Errorf("analysis: %w", err)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var paths []string
	for _, name := range names {
		p := filepath.Join(dir, name)
		if err := os.Rename(filepath.Join(staging, name), p); err != nil {
			return paths, fmt.Errorf("analysis: %w", err)
		}
		paths = append(paths, p)
	}
	return paths, nil
}

// render produces the content of every file of one report, by extension.
func (rep *Report) render(styles map[string]Style, opt Options) (map[string][]byte, error) {
	out := map[string][]byte{}
	p, err := rep.Plot(styles)
	if err != nil {
		return nil, err
	}
	svg, err := svgfig.SVG(FigureWidth, FigureHeight, svgfig.Paint(p))
	if err != nil {
		return nil, fmt.Errorf("analysis: %s: %w", rep.Group, err)
	}
	out[".svg"] = svg
	var buf bytes.Buffer

	if opt.PNG {
		if err := renderPNG(out, p, rep, opt.DPI); err != nil {
			return nil, err
		}
	}

	buf.Reset()
	if err := rep.WriteCSV(&buf); err != nil {
		return nil, err
	}
	out[".csv"] = bytes.Clone(buf.Bytes())

	for ext, f := range map[string]table.Format{".md": table.Markdown, ".txt": table.Text} {
		buf.Reset()
		if err := rep.WriteTables(&buf, f); err != nil {
			return nil, err
		}
		out[ext] = bytes.Clone(buf.Bytes())
	}
	return out, nil
}

// renderPNG adds the raster copy of figure p to out, at dpi dots per inch (150 if 0).
func renderPNG(out map[string][]byte, p *plot.Plot, rep *Report, dpi int) error {
	if dpi == 0 {
		dpi = 150
	}
	var buf bytes.Buffer
	img := vgimg.NewWith(vgimg.UseWH(FigureWidth, FigureHeight), vgimg.UseDPI(dpi))
	svgfig.Paint(p)(svgfig.Padded(draw.New(img))) // as SVG lays it out
	if _, err := (vgimg.PngCanvas{Canvas: img}).WriteTo(&buf); err != nil {
		return fmt.Errorf("analysis: %s: png: %w", rep.Group, err)
	}
	out[".png"] = buf.Bytes()
	return nil
}
