package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/game"
	"github.com/cctree/cctree/engine/match/record"
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
		{[]string{"replay", "-in", illegalPath, "-game", "0"}, fmt.Sprintf("game 0: ply %d: move: \"0-72\" is not legal", no+5)},
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
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	script, err := filepath.Abs(filepath.Join("..", "install-chromium.sh"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	t.Logf("chromium not on PATH: running %s", script)
	out, err := exec.CommandContext(ctx, "bash", script).CombinedOutput()
	if err != nil {
		t.Skipf("chromium is not installed and %s could not install it (%v): %s", script, err, strings.TrimSpace(string(out)))
	}
	p, err := exec.LookPath("chromium")
	if err != nil {
		t.Skipf("%s succeeded but chromium is still not on PATH", script)
	}
	return p
}

// dumpDOM loads url in headless chromium and returns the DOM after its scripts ran.
func dumpDOM(t *testing.T, chromium, url string) string {
	t.Helper()
	profile, err := os.MkdirTemp("", "cctree-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(profile) // not t.TempDir: a browser helper may still write there as it exits
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage",
		"--no-first-run", "--user-data-dir="+profile, "--dump-dom", url)
	cmd.WaitDelay = 5 * time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium --dump-dom %s: %v (timeout 60 s)\n%s", url, err, lastLines(stderr.String(), 10))
	}
	return stdout.String()
}

func lastLines(s string, n int) string {
	l := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(l[max(0, len(l)-n):], "\n")
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
