package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/cctree/cctree/internal/browsertest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match/record"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
)

// matchFile plays a small match (3 players, 2 searchers, 6 games at depth 1) into a results file.
func matchFile(t *testing.T) (string, []*record.Record) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "results.jsonl")
	var out, errb bytes.Buffer
	err := run(context.Background(), &out, &errb, []string{"match", "-players", "paranoid maxn", "-board", "star73", "-seats", "024", "-budget", "depth=1", "-games", "6", "-out", path})
	if err != nil {
		t.Fatalf("match: %v\n%s", err, errb.String())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := record.Read(f, path)
	if err != nil || len(recs) != 6 {
		t.Fatalf("%d records, err %v", len(recs), err)
	}
	return path, recs
}

// writeRecords writes records as a results file.
func writeRecords(t *testing.T, path string, recs ...*record.Record) {
	t.Helper()
	var b bytes.Buffer
	for _, r := range recs {
		if err := record.Write(&b, r); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestReplay: the header, one line per ply whose CCN is the engine's position after that ply
// (checked here by playing the record's moves again), opening plies marked, then the result;
// the same bytes on every run.
func TestReplay(t *testing.T) {
	path, recs := matchFile(t)
	for _, rec := range recs {
		t.Run(fmt.Sprint("game ", rec.Game), func(t *testing.T) {
			out, errOut, err := call(t, "replay", "-in", path, "-game", strconv.Itoa(rec.Game))
			if err != nil || errOut != "" {
				t.Fatalf("err %v, stderr %q", err, errOut)
			}
			if again, _, _ := call(t, "replay", "-in", path, "-game", strconv.Itoa(rec.Game)); again != out {
				t.Error("two runs printed different text")
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			plies := len(rec.Opening) + len(rec.Moves)
			if len(lines) != 4+plies+1 {
				t.Fatalf("%d lines, want 4 header + %d plies + 1 result:\n%s", len(lines), plies, out)
			}
			seats, _ := game.ParseSeats(rec.Seats)
			s, _ := game.NewState(board.ByName(rec.Board), seats, game.Free)
			if lines[2] != "# start: "+s.String() {
				t.Errorf("start line %q", lines[2])
			}
			moves := append(append([]string{}, rec.Opening...), rec.Moves...)
			for i, text := range moves {
				m, err := s.ParseMove(text)
				if err != nil {
					t.Fatal(err)
				}
				player := s.ToMove
				s.Make(m)
				want := fmt.Sprintf("%d %d %s %s", i+1, player, text, s)
				if i < len(rec.Opening) {
					want += " opening"
				}
				if got := lines[4+i]; got != want {
					t.Fatalf("ply %d: %q, want %q", i+1, got, want)
				}
			}
			want := fmt.Sprintf("result: capped after %d searched plies (ply %d), no winner", len(rec.Moves), plies)
			if rec.Winner != nil {
				want = fmt.Sprintf("result: player %d (%s) won at ply %d", *rec.Winner, rec.Players[*rec.Winner], plies)
			}
			if got := lines[len(lines)-1]; got != want {
				t.Errorf("result %q, want %q", got, want)
			}
		})
	}
}

// TestReplayOut: -out writes game-N.svg (the final position, with its last move) and a
// self-contained game-N.html, the same bytes on every run, nothing else in the folder.
func TestReplayOut(t *testing.T) {
	path, recs := matchFile(t)
	rec := recs[3]
	dir := filepath.Join(t.TempDir(), "pages") // created by replay
	final := lastCCN(t, rec)
	var first [2][]byte
	for run := range 2 {
		if _, _, err := call(t, "replay", "-in", path, "-game", "3", "-out", dir); err != nil {
			t.Fatal(err)
		}
		svg, err1 := os.ReadFile(filepath.Join(dir, "game-3.svg"))
		page, err2 := os.ReadFile(filepath.Join(dir, "game-3.html"))
		if err := errors.Join(err1, err2); err != nil {
			t.Fatal(err)
		}
		if run == 0 {
			first = [2][]byte{svg, page}
			continue
		}
		if !bytes.Equal(svg, first[0]) || !bytes.Equal(page, first[1]) {
			t.Error("a second run wrote different files")
		}
	}
	svg, page := string(first[0]), string(first[1])
	if n := strings.Count(svg, "<circle "); n != 73+2 || !strings.Contains(svg, "<title>"+final+"</title>") {
		t.Errorf("game-3.svg: %d circles (want 73 cells + 2 rings) or not the final position %q", n, final)
	}
	local := strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, "") // a name, not a fetch
	for _, ref := range []string{"http:", "https:", "file:", " src=", " href=", "<link", "@import", "url(http"} {
		if strings.Contains(local, ref) {
			t.Errorf("game-3.html refers to something outside it (%q)", ref)
		}
	}
	plies := len(rec.Opening) + len(rec.Moves)
	for _, want := range []string{fmt.Sprintf(`<output id="ply">%d</output>`, plies), `<code id="ccn">` + final + `</code>`, `id="prev"`, `id="next"`, `type="range"`} {
		if !strings.Contains(page, want) {
			t.Errorf("game-3.html lacks %q", want)
		}
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 2 {
		t.Errorf("%d files in -out, want game-3.svg and game-3.html", len(ents))
	}
}

// lastCCN replays rec and returns its final position.
func lastCCN(t *testing.T, rec *record.Record) string {
	t.Helper()
	frames, err := replayGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	return frames[len(frames)-1].State.String()
}

// TestReplayBadInput: one line, exit 2, for every kind of bad input; an illegal move names its ply.
func TestReplayBadInput(t *testing.T) {
	path, recs := matchFile(t)
	dir := t.TempDir()
	clone := func(r *record.Record) *record.Record {
		c := *r
		c.Opening = append([]string{}, r.Opening...)
		c.Moves = append([]string{}, r.Moves...)
		return &c
	}
	rec := recs[0]
	no := len(rec.Opening)

	illegal := clone(rec)
	illegal.Moves[4] = "0-72"
	illegalPath := filepath.Join(dir, "illegal.jsonl")
	writeRecords(t, illegalPath, illegal)

	badOpening := clone(rec)
	badOpening.Opening[1] = badOpening.Opening[0]
	badOpeningPath := filepath.Join(dir, "opening.jsonl")
	writeRecords(t, badOpeningPath, badOpening)

	wrongStart := clone(rec) // without its opening, the start position does not lead to Start
	wrongStart.Opening = wrongStart.Opening[:0]
	wrongStartPath := filepath.Join(dir, "start.jsonl")
	writeRecords(t, wrongStartPath, wrongStart)

	afterWin := clone(rec)
	afterWin.Moves = append(afterWin.Moves, "pass")
	afterWinPath := filepath.Join(dir, "afterwin.jsonl")
	writeRecords(t, afterWinPath, afterWin)

	notText := filepath.Join(dir, "notes.txt")
	os.WriteFile(notText, []byte("hello\n"), 0o644)

	won := rec.Winner != nil
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", "-game", "0"}, "-in: name the results file"},
		{[]string{"replay", "-in", path}, "-game: name the game"},
		{[]string{"replay", "-in", filepath.Join(dir, "missing.jsonl"), "-game", "0"}, "no such file"},
		{[]string{"replay", "-in", path, "-game", "6"}, "-game 6: not in " + path + ", whose 6 games are numbered 0 to 5"},
		{[]string{"replay", "-in", path, "-game", "x"}, "invalid value"},
		{[]string{"replay", "-in", notText, "-game", "0"}, "not a game record"},
		{[]string{"replay", "-in", illegalPath, "-game", "0"}, fmt.Sprintf("illegal.jsonl:1: game 0: ply %d: move: \"0-72\" is not legal", no+5)},
		{[]string{"replay", "-in", badOpeningPath, "-game", "0"}, "game 0: ply 2 (opening): move:"},
		{[]string{"replay", "-in", wrongStartPath, "-game", "0"}, "but the record's start is"},
	} {
		t.Run(strings.Join(tc.args[1:], " "), func(t *testing.T) {
			out, _, err := call(t, tc.args...)
			wantUsage(t, err, tc.want)
			if out != "" {
				t.Errorf("printed %q before failing", out)
			}
		})
	}
	if won {
		_, _, err := call(t, "replay", "-in", afterWinPath, "-game", "0")
		wantUsage(t, err, fmt.Sprintf("game 0: ply %d: move \"pass\" after player %d had won", no+len(rec.Moves)+1, *rec.Winner))
	}
	// An illegal move writes no files either.
	out := filepath.Join(dir, "pages")
	call(t, "replay", "-in", illegalPath, "-game", "0", "-out", out)
	if _, err := os.Stat(out); err == nil {
		t.Error("-out folder made for a game with an illegal move")
	}
}

// TestReplayBrowser opens the replay page in a real headless browser (Debian's chromium; the
// test installs it with tools/install-chromium.sh when it is not on PATH, and skips only when
// that fails) and reads the DOM after its script ran: it shows the final position when opened
// plainly and the start or a middle ply with #ply=K, every cell circle as that ply's CCN says,
// and the script finished without an exception (data-ok="1"). A page whose data is broken must
// not carry the marker.
func TestReplayBrowser(t *testing.T) {
	chromium := ensureChromium(t)
	path, recs := matchFile(t)
	rec := recs[2]
	dir := t.TempDir()
	if _, _, err := call(t, "replay", "-in", path, "-game", "2", "-out", dir); err != nil {
		t.Fatal(err)
	}
	frames, err := replayGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "game-2.html")
	last := len(frames) - 1
	for _, tc := range []struct {
		fragment string
		ply      int
	}{{"", last}, {"#ply=0", 0}, {fmt.Sprintf("#ply=%d", last/2), last / 2}} {
		t.Run("ply "+strconv.Itoa(tc.ply), func(t *testing.T) {
			dom := dumpDOM(t, chromium, "file://"+page+tc.fragment)
			if m := regexp.MustCompile(`data-error="([^"]*)"`).FindStringSubmatch(dom); m != nil {
				t.Fatalf("the page's script failed: %s", m[1])
			}
			if !regexp.MustCompile(`<body[^>]* data-ok="1"`).MatchString(dom) {
				t.Fatalf("no data-ok=\"1\" on <body>: the script did not run to its end\n%.2000s", dom)
			}
			ccn := frames[tc.ply].State.String()
			for _, want := range []string{fmt.Sprintf(`<output id="ply">%d</output>`, tc.ply), `<code id="ccn">` + ccn + `</code>`} {
				if !strings.Contains(dom, want) {
					t.Errorf("the DOM lacks %q", want)
				}
			}
			rows := strings.ReplaceAll(strings.Fields(ccn)[3], "/", "")
			cells := regexp.MustCompile(`<circle [^>]*data-cell="(\d+)" data-p="(.)"`).FindAllStringSubmatch(dom, -1)
			if len(cells) != len(rows) {
				t.Fatalf("%d cell circles in the DOM, want %d", len(cells), len(rows))
			}
			for i, c := range cells {
				if c[1] != strconv.Itoa(i) || c[2][0] != rows[i] {
					t.Fatalf("circle %d is cell %s showing %q, want cell %d showing %q", i, c[1], c[2], i, rows[i])
				}
			}
			hidden := strings.Contains(regexp.MustCompile(`<g class="last"[^>]*>`).FindString(dom), `display="none"`)
			if hidden != (tc.ply == 0) {
				t.Errorf("last-move marks hidden: %v at ply %d", hidden, tc.ply)
			}
		})
	}

	// The marker means something: a frame the script cannot draw leaves it off.
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	broken := filepath.Join(dir, "broken.html")
	final := frames[last].State.String()
	data := bytes.Replace(html, []byte(`"ccn":"`+final+`"`), []byte(`"ccn":"star73 024 0 ./."`), 1)
	if bytes.Equal(data, html) {
		t.Fatal("final CCN not found in the page's data")
	}
	os.WriteFile(broken, data, 0o644)
	dom := dumpDOM(t, chromium, "file://"+broken)
	if strings.Contains(dom, `data-ok="1"`) || !strings.Contains(dom, `data-error=`) {
		t.Errorf("a page whose script throws still says data-ok=\"1\" or records no error")
	}
}

// ensureChromium returns the path of chromium, installing it with tools/install-chromium.sh
// when it is not on PATH; it skips the test only when that script fails.
func ensureChromium(t *testing.T) string {
	t.Helper()
	script, err := filepath.Abs(filepath.Join("..", "install-chromium.sh"))
	if err != nil {
		t.Fatal(err)
	}
	return browsertest.Ensure(t, "chromium", script)
}

// dumpDOM loads url in headless chromium and returns the DOM after its scripts ran.
func dumpDOM(t *testing.T, chromium, url string) string {
	t.Helper()
	return browsertest.DumpDOM(t, chromium, url, 60*time.Second)
}

// TestReplayCapped: a game stopped by the cap ends with the capped result, and its page says so.
func TestReplayCapped(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "capped.jsonl")
	var out, errb bytes.Buffer
	if err := run(context.Background(), &out, &errb, []string{"match", "-players", "paranoid maxn", "-board", "star121", "-seats", "03", "-budget", "depth=1", "-games", "2", "-cap", "5", "-out", path}); err != nil {
		t.Fatalf("match: %v\n%s", err, errb.String())
	}
	text, _, err := call(t, "replay", "-in", path, "-game", "1", "-out", dir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(text, "\nresult: capped after 5 searched plies (ply 7), no winner\n") {
		t.Errorf("replay of a capped game ends\n%s", lastLines(text, 2))
	}
	page, err := os.ReadFile(filepath.Join(dir, "game-1.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(page, []byte(">ply 7 of 7, capped: no winner</text>")) {
		t.Error("the page's final caption does not say the game was capped")
	}
}

// gameMatchFile plays a small match of another game into a results file.
func gameMatchFile(t *testing.T, game string, args ...string) (string, []*record.Record) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "results.jsonl")
	var out, errb bytes.Buffer
	err := run(context.Background(), &out, &errb, append([]string{"match", "-game", game, "-out", path}, args...))
	if err != nil {
		t.Fatalf("match: %v\n%s", err, errb.String())
	}
	recs, err := record.ReadFile(path)
	if err != nil || len(recs) == 0 {
		t.Fatalf("%d records, err %v", len(recs), err)
	}
	return path, recs
}

// gameReplayMatches are the matches the replay tests of the other games play.
var gameReplayMatches = []struct {
	game string
	args []string
}{
	{"virus(players=3)", []string{"-players", "paranoid brs", "-budget", "depth=1", "-games", "3", "-opening-plies", "2"}},
	{"focus(players=3)", []string{"-players", "paranoid maxn", "-budget", "nodes=300", "-games", "3", "-cap", "12"}},
	{"tictactoe(players=3)", []string{"-players", "paranoid random", "-budget", "depth=2", "-games", "3"}},
}

// TestReplayGames: a record of another game replays as one of Chinese Checkers does: the header,
// one line per ply whose position is the registry's after that ply, opening plies marked, the
// result; -out writes the final picture (analysis/gamesvg) and the game's page, the same bytes on
// every run.
func TestReplayGames(t *testing.T) {
	for _, m := range gameReplayMatches {
		t.Run(m.game, func(t *testing.T) {
			path, recs := gameMatchFile(t, m.game, m.args...)
			for _, rec := range recs {
				out, errOut, err := call(t, "replay", "-in", path, "-game", strconv.Itoa(rec.Game))
				if err != nil || errOut != "" {
					t.Fatalf("game %d: err %v, stderr %q", rec.Game, err, errOut)
				}
				lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
				plies := len(rec.Opening) + len(rec.Moves)
				if len(lines) != 4+plies+1 || !strings.HasPrefix(lines[0], fmt.Sprintf("# game %d: %s, budget ", rec.Game, rec.GameSpec)) {
					t.Fatalf("game %d: %d lines, want 4 header + %d plies + 1 result:\n%s", rec.Game, len(lines), plies, out)
				}
				p, _ := gamereg.Start(rec.GameSpec)
				if lines[2] != "# start: "+p.String() {
					t.Errorf("start line %q", lines[2])
				}
				for i, text := range append(slices.Clone(rec.Opening), rec.Moves...) {
					player := p.Mover()
					if err := p.Play(text); err != nil {
						t.Fatal(err)
					}
					want := fmt.Sprintf("%d %d %s %s", i+1, player, text, p)
					if i < len(rec.Opening) {
						want += " opening"
					}
					if lines[4+i] != want {
						t.Fatalf("game %d ply %d: %q, want %q", rec.Game, i+1, lines[4+i], want)
					}
				}
				var want string
				switch {
				case rec.Capped:
					want = fmt.Sprintf("result: capped after %d searched plies (ply %d), no winner", len(rec.Moves), plies)
				case rec.Winner != nil:
					want = fmt.Sprintf("result: player %d (%s) won at ply %d", *rec.Winner, rec.Players[*rec.Winner], plies)
				default:
					want = fmt.Sprintf("result: %s at ply %d", winnersText(rec.Values), plies)
				}
				if got := lines[len(lines)-1]; got != want {
					t.Errorf("game %d: result %q, want %q", rec.Game, got, want)
				}
			}

			rec := recs[len(recs)-1]
			dir := filepath.Join(t.TempDir(), "pages")
			var first [2][]byte
			for run := range 2 {
				if _, _, err := call(t, "replay", "-in", path, "-game", strconv.Itoa(rec.Game), "-out", dir); err != nil {
					t.Fatal(err)
				}
				name := filepath.Join(dir, fmt.Sprintf("game-%d", rec.Game))
				svg, err1 := os.ReadFile(name + ".svg")
				page, err2 := os.ReadFile(name + ".html")
				if err := errors.Join(err1, err2); err != nil {
					t.Fatal(err)
				}
				if run == 1 && (!bytes.Equal(svg, first[0]) || !bytes.Equal(page, first[1])) {
					t.Error("a second run wrote different files")
				}
				first = [2][]byte{svg, page}
			}
			final := finalPosition(t, rec)
			svg, page := string(first[0]), string(first[1])
			name := strings.SplitN(rec.GameSpec, "(", 2)[0]
			if !strings.Contains(svg, `data-game="`+name+`"`) || !strings.Contains(svg, "<title>"+final.String()+"</title>") || !strings.Contains(svg, `class="last-to"`) {
				t.Errorf("the SVG is not the final position %q with its last move", final)
			}
			plies := len(rec.Opening) + len(rec.Moves)
			for _, want := range []string{fmt.Sprintf(`<output id="ply">%d</output>`, plies), `<code id="pos">` + final.String() + `</code>`, `id="prev"`, `type="range"`} {
				if !strings.Contains(page, want) {
					t.Errorf("the page lacks %q", want)
				}
			}
			if n := strings.Count(page, `"codes":`); n != plies+1 {
				t.Errorf("the page holds %d frames, want %d", n, plies+1)
			}
		})
	}
}

// finalPosition replays rec through the registry.
func finalPosition(t *testing.T, rec *record.Record) gamereg.Position {
	t.Helper()
	p, err := gamereg.Start(rec.GameSpec)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range append(slices.Clone(rec.Opening), rec.Moves...) {
		if err := p.Play(text); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// TestReplayGamesBadInput: a record of another game that match.Replay refuses is one line naming
// the file and the record's line, exit 2, and writes nothing.
func TestReplayGamesBadInput(t *testing.T) {
	path, recs := gameMatchFile(t, "virus(players=3)", gameReplayMatches[0].args...)
	dir := t.TempDir()
	clone := func(r *record.Record) *record.Record {
		c := *r
		c.Opening = slices.Clone(r.Opening)
		c.Moves = slices.Clone(r.Moves)
		c.Values = slices.Clone(r.Values)
		return &c
	}
	rec := recs[1]
	illegal := clone(rec)
	illegal.Moves[3] = "z9"
	wrongStart := clone(rec)
	wrongStart.Opening = wrongStart.Opening[:1]
	wrongEnd := clone(rec)
	wrongEnd.Moves = wrongEnd.Moves[:len(wrongEnd.Moves)-1]
	wrongEnd.Nodes, wrongEnd.Depths, wrongEnd.TimesUS = wrongEnd.Nodes[:len(wrongEnd.Moves)], wrongEnd.Depths[:len(wrongEnd.Moves)], wrongEnd.TimesUS[:len(wrongEnd.Moves)]
	wrongEnd.Plies--
	unknown := clone(rec)
	unknown.GameSpec = "chess(players=3)"
	for _, tc := range []struct {
		name string
		rec  *record.Record
		want string
	}{
		{"illegal", illegal, `:2: game 1: move 4: virus: move "z9"`},
		{"start", wrongStart, ":2: game 1: the opening reaches"},
		{"end", wrongEnd, ":2: game 1: not capped, but the game has not ended"},
		{"game", unknown, `:2: game 1: game "chess"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := filepath.Join(dir, tc.name+".jsonl")
			writeRecords(t, bad, recs[0], tc.rec)
			out := filepath.Join(dir, tc.name+"-pages")
			text, _, err := call(t, "replay", "-in", bad, "-game", "1", "-out", out)
			wantUsage(t, err, "replay: "+bad+tc.want)
			if text != "" {
				t.Errorf("printed %q before failing", text)
			}
			if _, err := os.Stat(out); err == nil {
				t.Error("-out folder made for a bad record")
			}
		})
	}
	// Blank lines count: the record's line is its line in the file.
	spaced := filepath.Join(dir, "spaced.jsonl")
	writeRecords(t, spaced, recs[0], illegal)
	data, _ := os.ReadFile(spaced)
	os.WriteFile(spaced, append([]byte("\n\n"), data...), 0o644)
	_, _, err := call(t, "replay", "-in", spaced, "-game", "1")
	wantUsage(t, err, spaced+":4: game 1: move 4")
	if _, _, err := call(t, "replay", "-in", path, "-game", "1"); err != nil {
		t.Errorf("the match's own file: %v", err)
	}
}

// TestReplayGameBrowser opens a replay page of the Virus Game in headless chromium (as
// TestReplayBrowser does for Chinese Checkers; skipped only when chromium cannot be installed):
// plainly it shows the final position, with #ply=K ply K; each time every square's data-p reads
// as that ply's rows of the notation, the legend and caption are that ply's, the mark is hidden
// only at the start, and the script ran to its end (data-ok="1"). A page whose data does not fit
// the picture does not carry the marker.
func TestReplayGameBrowser(t *testing.T) {
	chromium := ensureChromium(t)
	path, recs := gameMatchFile(t, "virus(players=3)", gameReplayMatches[0].args...)
	rec := recs[0]
	dir := t.TempDir()
	if _, _, err := call(t, "replay", "-in", path, "-game", "0", "-out", dir); err != nil {
		t.Fatal(err)
	}
	p, _ := gamereg.Start(rec.GameSpec)
	positions := []gamereg.Position{p.Clone()}
	for _, text := range append(slices.Clone(rec.Opening), rec.Moves...) {
		if err := p.Play(text); err != nil {
			t.Fatal(err)
		}
		positions = append(positions, p.Clone())
	}
	last := len(positions) - 1
	page := filepath.Join(dir, "game-0.html")
	for _, tc := range []struct {
		fragment string
		ply      int
	}{{"", last}, {"#ply=0", 0}, {"#ply=1", 1}, {fmt.Sprintf("#ply=%d", last/2), last / 2}} {
		t.Run("ply "+strconv.Itoa(tc.ply), func(t *testing.T) {
			dom := dumpDOM(t, chromium, "file://"+page+tc.fragment)
			if m := regexp.MustCompile(`data-error="([^"]*)"`).FindStringSubmatch(dom); m != nil {
				t.Fatalf("the page's script failed: %s", m[1])
			}
			if !regexp.MustCompile(`<body[^>]* data-ok="1"`).MatchString(dom) {
				t.Fatalf("no data-ok=\"1\" on <body>\n%.2000s", dom)
			}
			q := positions[tc.ply]
			f := strings.Fields(q.String())
			rows := strings.ReplaceAll(f[len(f)-1], "/", "")
			cells := regexp.MustCompile(`<rect data-slot="(\d+)" data-cell="(\d+)" data-p="(.)"`).FindAllStringSubmatch(dom, -1)
			if len(cells) != len(rows) {
				t.Fatalf("%d squares in the DOM, want %d", len(cells), len(rows))
			}
			for i, c := range cells {
				if c[2] != strconv.Itoa(i) || c[3][0] != rows[i] {
					t.Fatalf("square %d is cell %s showing %q, want cell %d showing %q", i, c[2], c[3], i, rows[i])
				}
			}
			for _, want := range []string{fmt.Sprintf(`<output id="ply">%d</output>`, tc.ply), `<code id="pos">` + q.String() + `</code>`,
				fmt.Sprintf(">ply %d of %d, ", tc.ply, last), fmt.Sprintf("player 0 (%s): ", rec.Players[0])} {
				if !strings.Contains(dom, want) {
					t.Errorf("the DOM lacks %q", want)
				}
			}
			hidden := strings.Contains(regexp.MustCompile(`<g class="last"[^>]*>`).FindString(dom), `display="none"`)
			if hidden != (tc.ply == 0) {
				t.Errorf("last-move mark hidden: %v at ply %d", hidden, tc.ply)
			}
		})
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	codes := regexp.MustCompile(`"codes":"([^"]*)"`).FindAllSubmatchIndex(html, -1)
	if len(codes) != last+1 {
		t.Fatalf("%d frames' codes in the page, want %d", len(codes), last+1)
	}
	c := codes[last]
	broken := slices.Concat(html[:c[2]], []byte("0"), html[c[3]:]) // one code for every square
	bad := filepath.Join(dir, "broken.html")
	os.WriteFile(bad, broken, 0o644)
	dom := dumpDOM(t, chromium, "file://"+bad)
	if strings.Contains(dom, `data-ok="1"`) || !strings.Contains(dom, `data-error=`) {
		t.Errorf("a page whose data does not fit still says data-ok=\"1\" or records no error")
	}
}

func lastLines(s string, n int) string {
	l := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(l[max(0, len(l)-n):], "\n")
}
