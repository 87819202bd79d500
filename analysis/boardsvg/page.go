package boardsvg

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"

	"github.com/cctree/cctree/engine/game"
)

// Frame is one position of a game: the start (Ply 0, Move nil) or the position after a ply.
type Frame struct {
	State   *game.State // the position; Write keeps no reference
	Ply     int
	Player  int        // who played Move; -1 for the start
	Move    *game.Move // the ply's move (game.Pass for a pass), nil for the start
	Opening bool       // a random opening ply, not a searcher's move
	Caption string     // shown above the board
}

// Page is a game to look at: its frames in order and a few lines about it.
type Page struct {
	Title   string
	Info    []string // lines above the board (match, players, result)
	Players []string // contestant of each player index, for the legend
	Frames  []Frame
}

// pageFrame is a frame as the page's script reads it.
type pageFrame struct {
	Ply     int    `json:"ply"`
	Player  int    `json:"player"`
	Move    string `json:"move"`
	From    int    `json:"from"` // cell indices, -1 for none
	To      int    `json:"to"`
	Opening bool   `json:"opening"`
	CCN     string `json:"ccn"`
	Caption string `json:"caption"`
}

// WritePage writes p as one self-contained HTML page: the SVG of the last frame, previous/next
// buttons (and the arrow keys), a slider over every frame, and a small inline script that
// redraws the SVG from each frame's CCN. It opens on the last frame, or on frame K when the
// address ends in #ply=K. Nothing is loaded from elsewhere. When the script has shown its first
// frame and checked that the circles match that frame's CCN, it sets data-ok="1" on <body>;
// an exception is written to data-error instead.
//
// The bytes depend only on p.
func WritePage(w io.Writer, p *Page) error {
	if len(p.Frames) == 0 {
		return fmt.Errorf("boardsvg: a page needs at least one frame")
	}
	frames := make([]pageFrame, len(p.Frames))
	for i, f := range p.Frames {
		pf := pageFrame{Ply: f.Ply, Player: f.Player, From: -1, To: -1, Opening: f.Opening, CCN: f.State.String(), Caption: f.Caption}
		if f.Move != nil {
			pf.Move = f.State.MoveString(*f.Move)
			if *f.Move != game.Pass {
				pf.From, pf.To = int(f.State.Geo.BitCell[f.Move.From]), int(f.State.Geo.BitCell[f.Move.To])
			}
		}
		frames[i] = pf
	}
	last := p.Frames[len(p.Frames)-1]
	var svg bytes.Buffer
	if err := Write(&svg, last.State, Options{Last: last.Move, Caption: last.Caption, Players: p.Players, keepMark: true}); err != nil {
		return err
	}
	// json.Marshal escapes <, > and &, so the data cannot end the <script> element.
	data, err := json.Marshal(struct {
		Palette [game.MaxPlayers]string `json:"palette"`
		Empty   [2]string               `json:"empty"`
		Piece   string                  `json:"pieceStroke"`
		Ring    int                     `json:"ring"`
		Frames  []pageFrame             `json:"frames"`
	}{Palette, [2]string{EmptyFill, EmptyStroke}, PieceStroke, RingR, frames})
	if err != nil {
		return err
	}
	lf := frames[len(frames)-1]
	bw := bufio.NewWriter(w)
	pr := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	WritePageTop(pr, p.Title, p.Info, len(frames), lf.Ply, MoveText(lf.Ply, lf.Player, lf.Move, lf.Opening))
	pr("<div id=\"board\">\n%s</div>\n", svg.Bytes())
	pr("<p>position (CCN): <code id=\"ccn\">%s</code></p>\n", html.EscapeString(lf.CCN))
	pr("<script id=\"game-data\" type=\"application/json\">%s</script>\n", data)
	pr("<script>\n%s</script>\n</body>\n</html>\n", pageJS)
	return bw.Flush()
}

// WritePageTop writes what every replay page starts with (this package's and analysis/gamesvg's):
// the head with the title and the shared style, the heading, the info lines, the step controls for
// n frames the last of which is at ply last, and the last frame's move text.
func WritePageTop(pr func(string, ...any), title string, info []string, n, last int, move string) {
	pr("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n", html.EscapeString(title))
	pr("<style>\n%s</style>\n</head>\n<body>\n", pageCSS)
	pr("<h1>%s</h1>\n", html.EscapeString(title))
	for _, l := range info {
		pr("<p class=\"info\">%s</p>\n", html.EscapeString(l))
	}
	pr("<div id=\"controls\">\n<button id=\"prev\" type=\"button\" title=\"previous ply (left arrow)\">&#9664; previous</button>\n")
	pr("<input id=\"slider\" type=\"range\" min=\"0\" max=\"%d\" value=\"%d\" aria-label=\"frame\">\n", n-1, n-1)
	pr("<button id=\"next\" type=\"button\" title=\"next ply (right arrow)\">next &#9654;</button>\n")
	pr("<span>ply <output id=\"ply\">%d</output> of %d</span>\n</div>\n", last, last)
	pr("<p id=\"move\">%s</p>\n", html.EscapeString(move))
}

// MoveText describes a frame's ply in words; the pages' scripts (moveText) say the same.
func MoveText(ply, player int, move string, opening bool) string {
	switch {
	case move == "":
		return "start position"
	case opening:
		return fmt.Sprintf("ply %d: player %d plays %s (opening, random)", ply, player, move)
	}
	return fmt.Sprintf("ply %d: player %d plays %s", ply, player, move)
}

const pageCSS = `body { font-family: sans-serif; margin: 1em; }
h1 { font-size: 1.2em; }
p.info { margin: 0.2em 0; }
#controls { margin: 0.8em 0; display: flex; gap: 0.6em; align-items: center; }
#slider { width: 20em; }
code { font-size: 0.9em; word-break: break-all; }
`

// pageJS draws frame i into the SVG: fills and data-p of every cell circle from the frame's CCN,
// the last-move marks, caption, texts and controls.
const pageJS = PageStartJS + `  var cells = svg.querySelectorAll("circle[data-cell]");
  var caption = svg.querySelector("text.caption");

  function rowsOf(ccn) {
    var f = ccn.split(" ");
    if (f.length !== 4) { throw new Error("bad CCN " + ccn); }
    return f[3].split("/").join("");
  }
  function moveText(f) {
    if (f.move === "") { return "start position"; }
    return "ply " + f.ply + ": player " + f.player + " plays " + f.move + (f.opening ? " (opening, random)" : "");
  }
  function xy(c) {
    return [Number(cells[c].getAttribute("cx")), Number(cells[c].getAttribute("cy"))];
  }
  function show(i) {
    var f = frames[i];
    var rows = rowsOf(f.ccn);
    if (rows.length !== cells.length) { throw new Error("frame " + i + ": " + rows.length + " cells, the board has " + cells.length); }
    for (var c = 0; c < cells.length; c++) {
      var ch = rows.charAt(c);
      var el = cells[c];
      el.setAttribute("data-p", ch);
      if (ch === ".") {
        el.setAttribute("fill", G.empty[0]);
        el.setAttribute("stroke", G.empty[1]);
      } else {
        el.setAttribute("fill", G.palette[Number(ch)]);
        el.setAttribute("stroke", G.pieceStroke);
      }
    }
    if (f.from >= 0) {
      var a = xy(f.from), b = xy(f.to);
      var dx = b[0] - a[0], dy = b[1] - a[1], d = Math.sqrt(dx * dx + dy * dy);
      var ux = dx * G.ring / d, uy = dy * G.ring / d;
      arrow.setAttribute("x1", (a[0] + ux).toFixed(1));
      arrow.setAttribute("y1", (a[1] + uy).toFixed(1));
      arrow.setAttribute("x2", (b[0] - ux).toFixed(1));
      arrow.setAttribute("y2", (b[1] - uy).toFixed(1));
      ringFrom.setAttribute("cx", a[0]); ringFrom.setAttribute("cy", a[1]);
      ringTo.setAttribute("cx", b[0]); ringTo.setAttribute("cy", b[1]);
      mark.removeAttribute("display");
    } else {
      mark.setAttribute("display", "none");
    }
    if (caption) { caption.textContent = f.caption; }
    svg.querySelector("title").textContent = f.ccn;
    document.getElementById("ply").textContent = String(f.ply);
    document.getElementById("move").textContent = moveText(f);
    document.getElementById("ccn").textContent = f.ccn;
    slider.value = String(i);
    prev.disabled = i === 0;
    next.disabled = i === frames.length - 1;
    cur = i;
  }
` + PageStepJS + `  // Self-check: the circles now say what the frame's CCN says.
  var got = "";
  for (var c = 0; c < cells.length; c++) { got += cells[c].getAttribute("data-p"); }
  if (got !== rowsOf(frames[start].ccn)) { throw new Error("the board does not show frame " + start); }
  document.body.setAttribute("data-ok", "1");
})();
`

// PageStartJS opens every replay page's script (this package's and analysis/gamesvg's): it
// reports a script error on the body (data-error, which the browser tests read) and finds the
// frames, the picture, the last-move marks and the controls.
const PageStartJS = `(function () {
  "use strict";
  window.addEventListener("error", function (e) {
    document.body.setAttribute("data-error", String(e.message));
  });
  var G = JSON.parse(document.getElementById("game-data").textContent);
  var frames = G.frames;
  var svg = document.querySelector("#board svg");
  var mark = svg.querySelector("g.last");
  var arrow = mark.querySelector(".last-arrow");
  var ringFrom = mark.querySelector(".last-from");
  var ringTo = mark.querySelector(".last-to");
  var slider = document.getElementById("slider");
  var prev = document.getElementById("prev");
  var next = document.getElementById("next");
  var cur = frames.length - 1;
`

// PageStepJS is the part of every replay page's script (this package's and analysis/gamesvg's)
// that steps through the frames: the buttons, the slider, the arrow keys and a #ply=N in the
// address call show(i), which each page defines, and the page opens at the last frame or ply N.
const PageStepJS = `  function go(i) { show(Math.max(0, Math.min(frames.length - 1, i))); }

  prev.addEventListener("click", function () { go(cur - 1); });
  next.addEventListener("click", function () { go(cur + 1); });
  slider.addEventListener("input", function () { go(Number(slider.value)); });
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowLeft") { go(cur - 1); } else if (e.key === "ArrowRight") { go(cur + 1); }
  });

  var m = /^#ply=(\d+)$/.exec(window.location.hash);
  var start = frames.length - 1;
  if (m) {
    for (var i = 0; i < frames.length; i++) { if (frames[i].ply === Number(m[1])) { start = i; } }
  }
  show(start);
`
