package gamesvg

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"

	"github.com/cctree/cctree/analysis/boardsvg"
)

// Frame is one position of a game: the start (Ply 0, Move "") or the position after a ply.
type Frame struct {
	Pos     any // the position (*virus.State, *focus.State, *tictactoe.State); WritePage keeps no reference
	Ply     int
	Player  int    // who played Move; -1 for the start
	Move    string // the ply's move in the game's notation, "" for the start
	Opening bool   // a random opening ply, not a searcher's move
	Caption string // shown above the board
}

// Page is a game to look at: its frames in order and a few lines about it.
type Page struct {
	Title   string
	Info    []string // lines above the board (match, players, result)
	Players []string // contestant of each player index, for the legend
	Frames  []Frame
}

// pageFrame is a frame as the page's script reads it: the codes of the slots in document order,
// the texts it sets (data-t order) with their widths, and the marks.
type pageFrame struct {
	Ply     int      `json:"ply"`
	Player  int      `json:"player"`
	Move    string   `json:"move"`
	Opening bool     `json:"opening"`
	Pos     string   `json:"pos"` // the notation
	Codes   string   `json:"codes"`
	Texts   []string `json:"texts"`
	Widths  []string `json:"widths"` // textLength of each text, "" for an empty one
	To      []int    `json:"to"`     // top left corner of the to ring, null for no mark
	From    []int    `json:"from"`   // of the from ring, null for none
	Arrow   []string `json:"arrow"`  // x1 y1 x2 y2, null without a from ring
}

// WritePage writes p as one self-contained HTML page: the SVG of the last frame (Write's
// picture), previous/next buttons (and the arrow keys), a slider over every frame, and a small
// inline script that sets the picture to each frame from data computed here: every slot's code,
// every text with its width, the rings and the arrow (it computes no geometry and measures no
// text). It opens on the last frame, or on frame K when the address ends in #ply=K. Nothing is
// loaded from elsewhere. When the script has shown its first frame and checked that the slots'
// data-p and the texts are that frame's, it sets data-ok="1" on <body>; an exception is
// written to data-error instead. Every frame must be a position of the same game and board.
//
// The bytes depend only on p.
func WritePage(w io.Writer, p *Page) error {
	if len(p.Frames) == 0 {
		return fmt.Errorf("gamesvg: a page needs at least one frame")
	}
	caption := false
	for _, f := range p.Frames {
		caption = caption || f.Caption != ""
	}
	gs := make([]game, len(p.Frames))
	rows, cols := 0, 0
	for i, pf := range p.Frames {
		g, err := gameOf(pf.Pos)
		if err != nil {
			return fmt.Errorf("gamesvg: frame %d: %v", i, err)
		}
		gs[i] = g
		if gg, ok := g.(genericGame); ok {
			rows, cols = max(rows, gg.nrows), max(cols, gg.ncols)
		}
	}
	// A generic picture's grid fits its position; the frames of a page share the largest.
	for i, g := range gs {
		if gg, ok := g.(genericGame); ok {
			gg.nrows, gg.ncols = rows, cols
			gs[i] = gg
		}
	}
	var l *layout
	frames := make([]*frame, len(p.Frames))
	for i, pf := range p.Frames {
		g := gs[i]
		var err error
		gl := g.layout(caption)
		if l == nil {
			l = gl
		} else if gl.game != l.game || len(gl.slots) != len(l.slots) || len(gl.boardTexts) != len(l.boardTexts) || gl.players != l.players {
			return fmt.Errorf("gamesvg: frame %d is a position of another game or board than frame 0", i)
		}
		if frames[i], err = frameOf(g, pf.Pos, pf.Move, pf.Caption, p.Players); err != nil {
			return fmt.Errorf("gamesvg: frame %d (ply %d): %v", i, pf.Ply, err)
		}
	}
	width := widthOf(l, frames)
	data := make([]pageFrame, len(frames))
	for i, f := range frames {
		pf := pageFrame{Ply: p.Frames[i].Ply, Player: p.Frames[i].Player, Move: p.Frames[i].Move, Opening: p.Frames[i].Opening, Pos: f.title, Codes: string(f.codes)}
		add := func(size int, s string) {
			pf.Texts = append(pf.Texts, s)
			pf.Widths = append(pf.Widths, widthText(size, s))
		}
		if l.caption {
			add(fontSize, f.caption)
		}
		for _, s := range f.boardTexts {
			add(smallSize, s)
		}
		for _, s := range f.legend {
			add(fontSize, s)
		}
		if f.to >= 0 {
			m := markOf(l, f)
			pf.To, pf.From = m.to, m.from
			if m.from != nil {
				pf.Arrow = m.arrow[:]
			}
		}
		data[i] = pf
	}
	var svg bytes.Buffer
	if err := render(&svg, l, frames[len(frames)-1], width, true); err != nil {
		return err
	}
	// json.Marshal escapes <, > and &, so the data cannot end the <script> element.
	js, err := json.Marshal(struct {
		Palette [len(boardsvg.Palette)]string `json:"palette"`
		Empty   [2]string                     `json:"empty"`
		Piece   string                        `json:"pieceStroke"`
		Frames  []pageFrame                   `json:"frames"`
	}{boardsvg.Palette, [2]string{boardsvg.EmptyFill, boardsvg.EmptyStroke}, boardsvg.PieceStroke, data})
	if err != nil {
		return err
	}
	lf := data[len(data)-1]
	bw := bufio.NewWriter(w)
	pr := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	boardsvg.WritePageTop(pr, p.Title, p.Info, len(data), lf.Ply, boardsvg.MoveText(lf.Ply, lf.Player, lf.Move, lf.Opening))
	pr("<div id=\"board\">\n%s</div>\n", svg.Bytes())
	pr("<p>position: <code id=\"pos\">%s</code></p>\n", html.EscapeString(lf.Pos))
	pr("<script id=\"game-data\" type=\"application/json\">%s</script>\n", js)
	pr("<script>\n%s</script>\n</body>\n</html>\n", pageJS)
	return bw.Flush()
}

// pageJS sets the picture to frame i: every slot's fill, stroke, visibility and data-p from the
// frame's codes, every data-t text and its width, the marks, the title and the controls.
const pageJS = boardsvg.PageStartJS + `  var slots = svg.querySelectorAll("[data-slot]");
  var texts = svg.querySelectorAll("text[data-t]");

  function moveText(f) {
    if (f.move === "") { return "start position"; }
    return "ply " + f.ply + ": player " + f.player + " plays " + f.move + (f.opening ? " (opening, random)" : "");
  }
  function place(el, xy) {
    el.setAttribute("x", xy[0]);
    el.setAttribute("y", xy[1]);
  }
  function show(i) {
    var f = frames[i];
    if (f.codes.length !== slots.length) { throw new Error("frame " + i + ": " + f.codes.length + " codes for " + slots.length + " slots"); }
    if (f.texts.length !== texts.length) { throw new Error("frame " + i + ": " + f.texts.length + " texts for " + texts.length); }
    for (var k = 0; k < slots.length; k++) {
      var ch = f.codes.charAt(k);
      var el = slots[k];
      el.setAttribute("data-p", ch);
      if (ch === ".") {
        if (el.getAttribute("data-hide") === "1") {
          el.setAttribute("display", "none");
          continue;
        }
        el.setAttribute("fill", G.empty[0]);
        el.setAttribute("stroke", G.empty[1]);
      } else {
        el.setAttribute("fill", G.palette[Number(ch)]);
        el.setAttribute("stroke", G.pieceStroke);
      }
      el.removeAttribute("display");
    }
    for (var t = 0; t < texts.length; t++) {
      texts[t].textContent = f.texts[t];
      if (f.widths[t] === "") {
        texts[t].removeAttribute("textLength");
        texts[t].removeAttribute("lengthAdjust");
      } else {
        texts[t].setAttribute("textLength", f.widths[t]);
        texts[t].setAttribute("lengthAdjust", "spacingAndGlyphs");
      }
    }
    if (f.to) {
      place(ringTo, f.to);
      if (ringFrom) {
        if (f.from) {
          place(ringFrom, f.from);
          arrow.setAttribute("x1", f.arrow[0]);
          arrow.setAttribute("y1", f.arrow[1]);
          arrow.setAttribute("x2", f.arrow[2]);
          arrow.setAttribute("y2", f.arrow[3]);
          ringFrom.removeAttribute("display");
          arrow.removeAttribute("display");
        } else {
          ringFrom.setAttribute("display", "none");
          arrow.setAttribute("display", "none");
        }
      }
      mark.removeAttribute("display");
    } else {
      mark.setAttribute("display", "none");
    }
    svg.querySelector("title").textContent = f.pos;
    document.getElementById("ply").textContent = String(f.ply);
    document.getElementById("move").textContent = moveText(f);
    document.getElementById("pos").textContent = f.pos;
    slider.value = String(i);
    prev.disabled = i === 0;
    next.disabled = i === frames.length - 1;
    cur = i;
  }
` + boardsvg.PageStepJS + `  // Self-check: the slots and texts now say what the frame says.
  var got = "";
  for (var c = 0; c < slots.length; c++) { got += slots[c].getAttribute("data-p"); }
  if (got !== frames[start].codes) { throw new Error("the board does not show frame " + start); }
  for (var j = 0; j < texts.length; j++) {
    if (texts[j].textContent !== frames[start].texts[j]) { throw new Error("text " + j + " does not show frame " + start); }
  }
  document.body.setAttribute("data-ok", "1");
})();
`
