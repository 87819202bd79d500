// Package table writes cctree's text and Markdown tables with tablewriter, and keeps a writer's
// first error for reports written in many pieces. It imports no plotting library.
package table

import (
	"io"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// Format selects the table syntax.
type Format int

const (
	Text     Format = iota // plain ASCII tables
	Markdown               // GitHub-flavoured Markdown tables
)

// Write renders one table with tablewriter v1: header as given (no upper-casing), columns
// aligned by align ('L' or 'R' per column), each row a fresh []string.
func Write(w io.Writer, f Format, header []string, align string, rows [][]string) error {
	var r tw.Renderer
	if f == Markdown {
		r = renderer.NewMarkdown()
	} else {
		r = renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleASCII)})
	}
	aligns := make([]tw.Align, len(align))
	for i, c := range align {
		aligns[i] = tw.AlignLeft
		if c == 'R' {
			aligns[i] = tw.AlignRight
		}
	}
	t := tablewriter.NewTable(w,
		tablewriter.WithRenderer(r),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignmentConfig(tw.CellAlignment{PerColumn: aligns}),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: aligns}),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithHeaderAutoWrap(tw.WrapNone),
	)
	t.Header(header)
	for _, row := range rows {
		if err := t.Append(append([]string(nil), row...)); err != nil {
			return err
		}
	}
	if err := t.Render(); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// ErrWriter keeps the first write error (of its writes and of the errors given to Check), so a
// report can write many pieces and check once.
type ErrWriter struct {
	W   io.Writer
	Err error // the first error
}

func (e *ErrWriter) Write(p []byte) (int, error) {
	if e.Err != nil {
		return 0, e.Err
	}
	n, err := e.W.Write(p)
	e.Err = err
	return n, err
}

func (e *ErrWriter) Check(err error) {
	if e.Err == nil {
		e.Err = err
	}
}
