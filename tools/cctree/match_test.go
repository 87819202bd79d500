package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/board"
	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// matchArgs is a small deterministic match: 2 searchers on 3 players, 6 seatings, 2 blocks.
var matchArgs = []string{"match", "-players", "paranoid maxn", "-board", "star73", "-seats", "024", "-budget", "depth=2", "-games", "12"}

// games returns the file's records without their timings and build, as comparable lines.
func games(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%s: %v: %q", path, err, l)
		}
		delete(m, "times_us")
		delete(m, "version")
		b, _ := json.Marshal(m)
		out = append(out, string(b))
	}
	return out
}

// withoutKey drops a field from JSON lines.
func withoutKey(lines []string, key string) []string {
	var out []string
	for _, l := range lines {
		var m map[string]any
		json.Unmarshal([]byte(l), &m)
		delete(m, key)
		b, _ := json.Marshal(m)
		out = append(out, string(b))
	}
	return out
}

func equalGames(t *testing.T, what string, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s: %d games differ from the uninterrupted run's %d", what, len(got), len(want))
	}
}

// TestMatchResume: every seating played; a second run plays nothing; a run cut off in the
// middle of a line resumes to the same games; -workers 1 and 2 and shards 0/2 + 1/2 give the
// same games and the same summary.
func TestMatchResume(t *testing.T) {
	dir := t.TempDir()
	full := filepath.Join(dir, "full.jsonl")
	out, stderr, code := runCmd(t, append(matchArgs, "-out", full, "-workers", "2")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := games(t, full)
	if len(want) != 12 {
		t.Fatalf("%d games, want 12 (2 blocks of 6 seatings)", len(want))
	}
	seatings := map[string]bool{}
	for _, g := range want {
		var m struct{ Players []string }
		json.Unmarshal([]byte(g), &m)
		seatings[strings.Join(m.Players, "/")] = true
	}
	if len(seatings) != 6 {
		t.Errorf("%d distinct seatings, want 6: %v", len(seatings), seatings)
	}
	before, _ := os.ReadFile(full)
	if _, stderr, code := runCmd(t, append(matchArgs, "-out", full)...); code != 0 || !strings.Contains(stderr, "already played") {
		t.Errorf("second run: exit %d, %q", code, stderr)
	}
	if after, _ := os.ReadFile(full); string(after) != string(before) {
		t.Error("a second run changed the file")
	}
	// Cut off inside game 5's line, as a kill while writing would leave it.
	cut := filepath.Join(dir, "cut.jsonl")
	lines := strings.SplitAfter(string(before), "\n")
	partial := strings.Join(lines[:4], "") + lines[4][:len(lines[4])/2]
	os.WriteFile(cut, []byte(partial), 0o666)
	if _, stderr, code := runCmd(t, append(matchArgs, "-out", cut, "-workers", "1")...); code != 0 || !strings.Contains(stderr, "4 of 12 games played") {
		t.Errorf("resume: exit %d, %q", code, stderr)
	}
	equalGames(t, "resumed after a cut line", games(t, cut), want)
	// Shards.
	s0, s1 := filepath.Join(dir, "s0.jsonl"), filepath.Join(dir, "s1.jsonl")
	runCmd(t, append(matchArgs, "-out", s0, "-shard", "0/2")...)
	runCmd(t, append(matchArgs, "-out", s1, "-shard", "1/2")...)
	// Each record of a shard's file names its shard; without that field the shards hold the run's games.
	if g := games(t, s1); len(g) == 0 || !strings.Contains(g[0], `"shard":"1/2"`) {
		t.Errorf("shard 1/2's records do not name their shard: %.200s", g)
	}
	equalGames(t, "shards 0/2 + 1/2", withoutKey(append(games(t, s0), games(t, s1)...), "shard"), want)
	plot := filepath.Join(dir, "win.svg")
	sumOne, _, _ := runCmd(t, "match", "-summary", "-plot", plot, full)
	if b, err := os.ReadFile(plot); err != nil || !strings.Contains(string(b), "<svg") {
		t.Errorf("-plot: %v", err)
	}
	// Player 0 wins all these 12 games (no finite ratings): no ratings figure.
	if _, err := os.Stat(filepath.Join(dir, "win-ratings.svg")); err == nil || !strings.Contains(sumOne, "No ratings: seat 0 won every game") {
		t.Errorf("-plot: a ratings figure without ratings (%v):\n%s", err, sumOne)
	}
	// With other winners (game g won by player g mod 3) there are ratings, and their figure.
	var rated []string
	raw, err := os.ReadFile(full)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatal(err)
		}
		m["winner"] = int(m["game"].(float64)) % 3
		b, _ := json.Marshal(m)
		rated = append(rated, string(b))
	}
	ratedPath := filepath.Join(dir, "rated.jsonl")
	if err := os.WriteFile(ratedPath, []byte(strings.Join(rated, "\n")+"\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if sum, stderr, code := runCmd(t, "match", "-summary", "-plot", filepath.Join(dir, "rated.svg"), ratedPath); code != 0 || !strings.Contains(sum, "| contestant | games | wins | rating |") {
		t.Errorf("rated: exit %d %s\n%s", code, stderr, sum)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "rated-ratings.svg")); err != nil || !strings.Contains(string(b), "<svg") {
		t.Errorf("-plot: the ratings figure: %v", err)
	}
	sumShards, _, code := runCmd(t, "match", "-summary", s0, s1)
	if code != 0 || sumOne != sumShards || !strings.Contains(out, sumOne) {
		t.Errorf("summary of the shards differs from the single run's (exit %d):\n%s\n---\n%s", code, sumShards, sumOne)
	}
}

// TestMatchKill kills a running match (SIGKILL, from outside) and checks that rerunning the
// command completes the same games as an uninterrupted run.
func TestMatchKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds cctree")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "cctree")
	if b, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	args := []string{"match", "-players", "paranoid brs", "-board", "star73", "-seats", "0134", "-budget", "depth=3", "-games", "28", "-workers", "1"}
	full := filepath.Join(dir, "full.jsonl")
	if b, err := exec.Command(bin, append(args, "-out", full)...).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	want := games(t, full)
	killed := filepath.Join(dir, "killed.jsonl")
	cmd := exec.Command(bin, append(args, "-out", killed)...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if b, _ := os.ReadFile(killed); strings.Count(string(b), "\n") >= 3 {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	// A second run on the same file while the first writes it: exit 2 at once, naming the
	// first's pid, and nothing written.
	before, _ := os.ReadFile(killed)
	second := exec.Command(bin, append(args, "-out", killed)...)
	out, err := second.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 || !strings.Contains(string(out), fmt.Sprintf("another cctree (pid %d) is writing it", cmd.Process.Pid)) {
		t.Errorf("a second run on the file being written: %v\n%s", err, out)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	if after, _ := os.ReadFile(killed); !bytes.HasPrefix(after, before) {
		t.Error("the second run changed the lines the first had written")
	}
	b, _ := os.ReadFile(killed)
	n := strings.Count(string(b), "\n")
	if n >= len(want) {
		t.Skipf("the match finished (%d games) before the kill; nothing to resume", n)
	}
	if out, err := exec.Command(bin, append(args, "-out", killed)...).CombinedOutput(); err != nil {
		t.Fatalf("resume: %v\n%s", err, out)
	}
	equalGames(t, "killed after "+filepath.Base(killed)+" had games and resumed", games(t, killed), want)

	// Ctrl-C: exit 130, whole lines only, and a hint to resume.
	interrupted := filepath.Join(dir, "interrupted.jsonl")
	cmd = exec.Command(bin, append(args, "-out", interrupted)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if b, _ := os.ReadFile(interrupted); strings.Count(string(b), "\n") >= 1 {
			break
		}
	}
	cmd.Process.Signal(syscall.SIGINT)
	err = cmd.Wait()
	if errors.As(err, &exit) && exit.ExitCode() == 130 {
		if !strings.Contains(stderr.String(), "run the same command again to resume") {
			t.Errorf("SIGINT: %q", stderr.String())
		}
		if b, _ := os.ReadFile(interrupted); len(b) > 0 && b[len(b)-1] != '\n' {
			t.Error("SIGINT left a cut line")
		}
	} else if err != nil || len(games(t, interrupted)) < len(want) {
		t.Errorf("SIGINT: %v, want exit 130\n%s", err, stderr.String())
	}
}

// TestMatchBadInput: one line naming the problem, exit 2, and the results file untouched.
func TestMatchBadInput(t *testing.T) {
	dir := t.TempDir()
	res := filepath.Join(dir, "r.jsonl")
	if _, stderr, code := runCmd(t, append(matchArgs, "-out", res)...); code != 0 {
		t.Fatal(stderr)
	}
	good, _ := os.ReadFile(res)
	corrupt := filepath.Join(dir, "corrupt.jsonl")
	os.WriteFile(corrupt, append([]byte("{not json}\n"), good...), 0o666)
	for _, tc := range []struct {
		args []string
		want string
		file string
	}{
		{[]string{"match", "-players", "parnoid maxn", "-budget", "depth=2", "-games", "6"}, "unknown searcher", ""},
		{[]string{"match", "-players", "paranoid", "-budget", "depth=2", "-games", "6"}, "at least two", ""},
		{[]string{"match", "-players", "paranoid maxn", "-budget", "plies=3", "-games", "6"}, "-budget", ""},
		{[]string{"match", "-players", "paranoid maxn", "-budget", "depth=2", "-games", "6", "-seats", "07"}, "-seats", ""},
		{[]string{"match", "-players", "paranoid maxn", "-budget", "depth=2", "-games", "0"}, "-games", ""},
		{[]string{"match", "-players", "paranoid maxn", "-budget", "depth=2", "-games", "6", "-shard", "2/2"}, "-shard", ""},
		{append(slicesClone(matchArgs[:len(matchArgs)-2]), "-games", "12", "-budget", "depth=3", "-out", res), "another match", res},
		{append(slicesClone(matchArgs), "-out", corrupt), "corrupt.jsonl:1", corrupt},
		{[]string{"match", "-summary", corrupt}, "corrupt.jsonl:1", corrupt},
		{append(slicesClone(matchArgs), "-out", filepath.Join(dir, "nodir", "x.jsonl")), "-out " + filepath.Join(dir, "nodir", "x.jsonl") + ": the folder", ""},
		{append(slicesClone(matchArgs), "-out", res, "-plot", filepath.Join(dir, "nodir", "w.svg")), "-plot", res},
	} {
		var before []byte
		if tc.file != "" {
			before, _ = os.ReadFile(tc.file)
		}
		_, stderr, code := runCmd(t, tc.args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", tc.args, code, stderr, tc.want)
		}
		if tc.file != "" {
			if after, _ := os.ReadFile(tc.file); string(after) != string(before) {
				t.Errorf("%v: %s changed", tc.args, tc.file)
			}
		}
	}
}

func slicesClone(s []string) []string { return append([]string(nil), s...) }

// TestMatchSPRT: a lopsided match stops at the end of the first block after which the SPRT
// decided, and a rerun plays nothing more.
func TestMatchSPRT(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.jsonl")
	args := []string{"match", "-players", "paranoid random", "-seats", "024", "-budget", "depth=1", "-games", "600", "-cap", "300", "-sprt", "-out", path}
	out, stderr, code := runCmd(t, args...)
	if code != 0 || !strings.Contains(stderr, "the SPRT decided (accept H1)") || !strings.Contains(out, "accept H1") {
		t.Fatalf("exit %d, %q\n%s", code, stderr, out)
	}
	n := len(games(t, path))
	if n >= 600 || n%6 != 0 {
		t.Errorf("%d games: want whole blocks of 6, fewer than 600", n)
	}
	if _, stderr, code := runCmd(t, args...); code != 0 || !strings.Contains(stderr, "nothing more to play") || len(games(t, path)) != n {
		t.Errorf("rerun: exit %d, %q, %d games (had %d)", code, stderr, len(games(t, path)), n)
	}
	if _, stderr, code := runCmd(t, "match", "-players", "paranoid random maxn", "-budget", "depth=1", "-games", "6", "-sprt"); code != 2 || !strings.Contains(stderr, "exactly two") {
		t.Errorf("three contestants with -sprt: exit %d, %q", code, stderr)
	}
}

// TestMatchSummaryBudgets: files of one match at two budgets give one summary per budget, in
// budget order whatever the order of the files, and -plot draws both budgets in one figure;
// files of other contestants are exit 2, one line naming the field.
func TestMatchSummaryBudgets(t *testing.T) {
	dir := t.TempDir()
	small := []string{"match", "-players", "paranoid maxn", "-seats", "024", "-games", "6"}
	d1, d2 := filepath.Join(dir, "d1.jsonl"), filepath.Join(dir, "d2.jsonl")
	for _, f := range []struct{ budget, out string }{{"depth=1", d1}, {"depth=2", d2}} {
		if _, stderr, code := runCmd(t, append(slicesClone(small), "-budget", f.budget, "-out", f.out)...); code != 0 {
			t.Fatalf("-budget %s: exit %d: %s", f.budget, code, stderr)
		}
	}
	one1, _, _ := runCmd(t, "match", "-summary", d1)
	one2, _, _ := runCmd(t, "match", "-summary", d2)
	plot := filepath.Join(dir, "x.svg")
	out, stderr, code := runCmd(t, "match", "-summary", "-plot", plot, d2, d1)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if out != one1+one2 {
		t.Errorf("the summary of both files is not depth=1's then depth=2's:\n%s", out)
	}
	if i, j := strings.Index(out, "budget depth=1"), strings.Index(out, "budget depth=2"); i < 0 || j < i {
		t.Errorf("budget headings at %d and %d, want depth=1 first", i, j)
	}
	b, err := os.ReadFile(plot)
	if err != nil || !strings.Contains(string(b), "<svg") || !strings.Contains(string(b), "depth=1") || !strings.Contains(string(b), "depth=2") {
		t.Errorf("-plot: %v; want an SVG with both budgets", err)
	}
	other := filepath.Join(dir, "other.jsonl")
	if _, stderr, code := runCmd(t, "match", "-players", "paranoid random", "-seats", "024", "-games", "6", "-budget", "depth=1", "-out", other); code != 0 {
		t.Fatal(stderr)
	}
	_, stderr, code = runCmd(t, "match", "-summary", "-plot", filepath.Join(dir, "y.svg"), d1, other)
	if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "contestants differs") || !strings.Contains(stderr, "other.jsonl") {
		t.Errorf("other contestants: exit %d, %q; want exit 2 and one line naming the contestants and the file", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "y.svg")); err == nil {
		t.Error("other contestants: the plot was written")
	}
}

// TestProgressText: the bar's description gives each contestant's win rate over its
// non-capped games so far.
func TestProgressText(t *testing.T) {
	tl := newTally([]string{"paranoid", "maxn"})
	if got, want := tl.String(), "match: paranoid - maxn - won;"; got != want {
		t.Errorf("before any game: %q, want %q", got, want)
	}
	win := func(players []string, w int) *record.Record {
		r := &record.Record{Players: players}
		if w >= 0 {
			r.Winner = &w
		}
		return r
	}
	P, M := "paranoid", "maxn"
	tl.add(win([]string{P, P, M}, 0)) // paranoid
	tl.add(win([]string{P, M, M}, 2)) // maxn
	tl.add(win([]string{M, P, M}, 1)) // paranoid
	tl.add(&record.Record{Players: []string{P, M, P}, Capped: true})
	if got, want := tl.String(), "match: paranoid 67% maxn 33% won, 1 capped;"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	three := newTally([]string{P, M, "brs"})
	three.add(win([]string{P, M, P}, -1)) // no winner; brs did not sit
	if got, want := three.String(), "match: paranoid 0% maxn 0% brs - won;"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// TestMatchMerge: shards merged into one file give the games of an unsharded run in its order,
// given only the shard files, from another directory than the one they were made in; a flag
// given too must agree with the records; a missing or unfinished shard, or a shard given twice,
// fails with exit 2, one line naming it, and nothing written.
func TestMatchMerge(t *testing.T) {
	dir, made, elsewhere := t.TempDir(), t.TempDir(), t.TempDir()
	one := filepath.Join(dir, "one.jsonl")
	runCmd(t, append(matchArgs, "-out", one)...)
	t.Chdir(made)
	for i := range 2 {
		p := fmt.Sprintf("shard-%d.jsonl", i)
		if _, stderr, code := runCmd(t, append(matchArgs, "-shard", fmt.Sprintf("%d/2", i), "-out", p)...); code != 0 {
			t.Fatal(stderr)
		}
	}
	t.Chdir(elsewhere)
	shards := []string{filepath.Join(made, "shard-0.jsonl"), filepath.Join(made, "shard-1.jsonl")}
	merged := filepath.Join(dir, "merged.jsonl")
	out, stderr, code := runCmd(t, "match", "-merge", filepath.Join(made, "shard-*.jsonl"), "-out", merged)
	if code != 0 || !strings.Contains(out, "Win rates") {
		t.Fatalf("merge of the files alone: exit %d, %s", code, stderr)
	}
	equalGames(t, "merged shards", games(t, merged), games(t, one))
	if data, _ := os.ReadFile(merged); strings.Contains(string(data), `"shard"`) {
		t.Error("the merged records keep their shard field; an unsharded run's have none")
	}
	if _, stderr, code := runCmd(t, append(matchArgs, "-merge", shards[0]+" "+shards[1], "-out", filepath.Join(dir, "m1.jsonl"))...); code != 0 {
		t.Errorf("merge with the match's own flags: exit %d, %q", code, stderr)
	}
	cut := filepath.Join(dir, "cut.jsonl")
	data, _ := os.ReadFile(shards[1])
	lines := strings.SplitAfter(string(data), "\n")
	os.WriteFile(cut, []byte(strings.Join(lines[:2], "")), 0o666)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-merge", shards[0]}, "shard 1/2 is missing: no file given holds its 6 games (block 1 (games 6-11))"},
		{[]string{"-merge", shards[0] + " " + cut}, "shard 1/2 (" + cut + ") is unfinished: 4 of its 6 games missing (block 1 (games 8-11))"},
		{[]string{"-merge", shards[0] + " " + shards[1] + " " + cut}, "both hold shard 1/2"},
		{[]string{"-merge", shards[0] + " " + shards[1], "-budget", "depth=3"}, `-budget "depth=3" disagrees with the match the records hold (depth=2`},
		{[]string{"-merge", shards[0] + " " + shards[1], "-games", "18"}, `-games "18" disagrees`},
		{[]string{"-merge", shards[0] + " " + shards[1], "-seed", "7"}, `-seed "7" disagrees with the match the records hold (1,`},
		{[]string{"-merge", shards[0] + " " + shards[1], "-cap", "999"}, `-cap "999" disagrees with the match the records hold (1000,`},
		{[]string{"-merge", shards[0] + " " + shards[1], "-shard", "0/2"}, "does not combine with -shard"},
	} {
		m := filepath.Join(dir, "m2.jsonl")
		_, stderr, code := runCmd(t, append(append([]string{"match"}, tc.args...), "-out", m)...)
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want exit 2 and one line with %q", tc.args[2:], code, stderr, tc.want)
		}
		if _, err := os.Stat(m); err == nil {
			t.Fatalf("%v: %s was written", tc.args, m)
		}
	}
	if _, _, code := runCmd(t, append(matchArgs, "-shard", "0/2", "-check")...); code != 0 {
		t.Error("-check of a valid shard failed")
	}
	if _, stderr, code := runCmd(t, append(matchArgs, "-shard", "5/6", "-check")...); code != 2 {
		t.Errorf("-check of an empty shard: exit %d, %q", code, stderr)
	}
}

// figure17 returns Figure 17's configuration file (engine/match/franks/testdata) with edits:
// "old=>new" replacements, separated by ";".
func figure17(t *testing.T, edits ...string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "engine", "match", "franks", "testdata", "figure17.cfg"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	for _, e := range edits {
		old, new, _ := strings.Cut(e, "=>")
		if !strings.Contains(text, old) {
			t.Fatalf("figure17.cfg has no %q", old)
		}
		text = strings.ReplaceAll(text, old, new)
	}
	return text
}

// TestMatchConfig plays Figure 17's configuration file end to end at lookahead 1 and 2 (on the
// triangle board when this build has it, on the 3-player star, and as a 4-player square:6 run):
// the records replay, seat the
// players as the file says and start from the start position; the CSV has one row per game, in
// game order, whose winner is the records'; a rerun plays nothing and rewrites the same CSV.
func TestMatchConfig(t *testing.T) {
	maxn1, brs2 := "maxn(eval=franks3,best=6,ties=0.25)@depth=1", "brs(eval=franks3,best=6,ties=0.25)@depth=2"
	for _, tc := range []struct {
		name, board string
		edits       []string
		players     []string
		seating     []int
	}{
		{"triangle", "triangle", nil, []string{maxn1, maxn1, brs2}, []int{0, 0, 1}},
		{"star", "star73", []string{"board.type = triangle=>board.type = star"}, []string{maxn1, maxn1, brs2}, []int{0, 0, 1}},
		{"square", "square:6", []string{"board.type = triangle=>board.type = square", "board.numPlayers = 3=>board.numPlayers = 4\nboard.size = 6",
			"player.2.heuristic = 3=>player.2.heuristic = 3\nplayer.3.playerType = bestReply\nplayer.3.lookahead = 2\nplayer.3.heuristic = 3"},
			[]string{maxn1, maxn1, brs2, brs2}, []int{0, 0, 1, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if board.ByName(tc.board) == nil {
				t.Skipf("no %s board in this build", tc.board)
			}
			dir := t.TempDir()
			cfg := filepath.Join(dir, "run.cfg")
			text := figure17(t, append(tc.edits, "runNTimes = 30=>runNTimes = 3", "player.0.lookahead = 6=>player.0.lookahead = 1",
				"player.1.lookahead = 6=>player.1.lookahead = 1", "player.2.lookahead = 6=>player.2.lookahead = 2")...)
			os.WriteFile(cfg, []byte(text), 0o666)
			out, stderr, code := runCmd(t, "match", "-config", cfg, "-workers", "2")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if !strings.Contains(out, "total brs(eval=franks3,best=6,ties=0.25)@depth=2:") {
				t.Errorf("no Franks-style table on stdout:\n%s", out)
			}
			data, _ := os.ReadFile(filepath.Join(dir, "T3MMB.jsonl"))
			recs, err := record.Read(strings.NewReader(string(data)), "T3MMB.jsonl")
			if err != nil || len(recs) != 3 {
				t.Fatalf("%d records, %v; want 3", len(recs), err)
			}
			rows := []string{"game,winner,playerType,heuristic,lookahead,spec,plies,capped"}
			plies := map[int]bool{}
			for i, r := range recs {
				if err := match.Replay(r); err != nil {
					t.Error(err)
				}
				if r.Game != i || r.Board != tc.board || !slices.Equal(r.Players, tc.players) || len(r.Opening) != 0 || r.OpeningPlies != match.NoOpening || !slices.Equal(r.FixedSeating, tc.seating) {
					t.Errorf("game %d (record %d): players %q, opening %v (plies %d), fixed seating %v", r.Game, i, r.Players, r.Opening, r.OpeningPlies, r.FixedSeating)
				}
				row := fmt.Sprintf("%d,,,,,,%d,%v", r.Game, r.Plies, r.Capped)
				if r.Winner != nil {
					w := *r.Winner
					typ, depth := "maxn", 1
					if w >= 2 {
						typ, depth = "bestReply", 2
					}
					row = fmt.Sprintf("%d,%d,%s,3,%d,\"%s\",%d,%v", r.Game, w, typ, depth, r.Players[w], r.Plies, r.Capped)
				}
				rows = append(rows, row)
				plies[r.Plies] = true
			}
			csvPath := filepath.Join(dir, "T3MMB.csv")
			got, _ := os.ReadFile(csvPath)
			if want := strings.Join(rows, "\n") + "\n"; string(got) != want {
				t.Errorf("CSV:\n%s\nwant (from the records):\n%s", got, want)
			}
			if len(plies) < 2 {
				t.Errorf("the 3 games all last %v plies: the tie draws do not vary the games", plies)
			}
			// A rerun plays nothing and writes the same CSV, no row twice.
			if _, stderr, code := runCmd(t, "match", "-config", cfg); code != 0 || !strings.Contains(stderr, "already played") {
				t.Errorf("rerun: exit %d, %q", code, stderr)
			}
			if again, _ := os.ReadFile(csvPath); string(again) != string(got) {
				t.Errorf("rerun changed the CSV:\n%s", again)
			}
			if again, _ := os.ReadFile(filepath.Join(dir, "T3MMB.jsonl")); string(again) != string(data) {
				t.Error("rerun changed the records")
			}
			// The same file run again elsewhere plays the same games (seeded tie draws).
			dir2 := t.TempDir()
			os.WriteFile(filepath.Join(dir2, "run.cfg"), []byte(text), 0o666)
			if _, stderr, code := runCmd(t, "match", "-config", filepath.Join(dir2, "run.cfg"), "-workers", "1"); code != 0 {
				t.Fatal(stderr)
			}
			equalGames(t, "a second run with 1 worker", games(t, filepath.Join(dir2, "T3MMB.jsonl")), games(t, filepath.Join(dir, "T3MMB.jsonl")))
		})
	}
}

// TestMatchConfigBadInput: a bad configuration file (each class: unknown key, missing key, bad
// value, player index out of range or missing), a flag that -config does not take, or an output
// folder that does not exist is one line naming the key, exit 2, and nothing written.
func TestMatchConfigBadInput(t *testing.T) {
	star := "board.type = triangle=>board.type = star"
	for _, tc := range []struct {
		edits []string
		args  []string
		want  string
	}{
		{[]string{star, "board.numPlayers = 3=>board.numPlayers = 3\nboard.shape = round"}, nil, "run.cfg:15: unknown key board.shape"},
		{[]string{star, "stats.runNTimes = 30=>"}, nil, "run.cfg: stats.runNTimes missing"},
		{[]string{star, "board.numPlayers = 3=>"}, nil, "board.numPlayers missing (mandatory with board.type = star)"},
		{[]string{star, "board.limitToMoves = 6=>"}, nil, "board.limitToNMoves (or board.limitToMoves) missing"},
		{[]string{star, "player.2.heuristic = 3=>player.2.heuristic = 7"}, nil, "run.cfg:27: player.2.heuristic = \"7\": want 1, 2 or 3"},
		{[]string{star, "player.1.playerType = maxn=>player.1.playerType = expectimax"}, nil, "player.1.playerType = \"expectimax\": want maxn, paranoid, bestReply or random"},
		{[]string{star, "board.limitToMoves = 6=>board.limitToMoves = six"}, nil, "run.cfg:15: board.limitToMoves = \"six\""},
		{[]string{star, "player.2.heuristic = 3=>player.2.heuristic = 3\nplayer.3.heuristic = 3"}, nil, "run.cfg:28: player.3.heuristic: player index 3 out of range"},
		{[]string{star, "player.1.lookahead = 6=>"}, nil, "player.1.lookahead missing"},
		{[]string{star, "stats.file = T3MMB.csv=>stats.file = nowhere/T3MMB.csv"}, nil, "stats.file: folder"},
		{[]string{star, "stats.file = T3MMB.csv=>stats.file = T3MMB.csv\ncctree.out = nowhere/r.jsonl"}, nil, "cctree.out: folder"},
		{[]string{star}, []string{"-players", "brs maxn"}, "-players does not combine with it"},
		{[]string{star}, []string{"-seed", "3"}, "-seed does not combine with it"},
	} {
		dir := t.TempDir()
		cfg := filepath.Join(dir, "run.cfg")
		os.WriteFile(cfg, []byte(figure17(t, tc.edits...)), 0o666)
		args := append([]string{"match", "-config", cfg}, tc.args...)
		_, stderr, code := runCmd(t, args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q %v: exit %d, stderr %q; want exit 2 and one line with %q", tc.edits, tc.args, code, stderr, tc.want)
		}
		if ents, _ := os.ReadDir(dir); len(ents) != 1 {
			t.Errorf("%q %v: %d files in the folder, want only run.cfg", tc.edits, tc.args, len(ents))
		}
	}
	if _, stderr, code := runCmd(t, "match", "-config", filepath.Join(t.TempDir(), "none.cfg")); code != 2 || !strings.Contains(stderr, "none.cfg") {
		t.Errorf("a missing file: exit %d, %q", code, stderr)
	}
}

// balanceTables returns the text from the first "Seats:" line through the relative-position
// table of out (a run's stderr or a -summary's stdout).
func balanceTables(t *testing.T, out string) string {
	t.Helper()
	i := strings.Index(out, "Seats: ")
	j := strings.Index(out, "Relative positions: ")
	if i < 0 || j < i {
		t.Fatalf("no balance tables in:\n%s", out)
	}
	end := strings.Index(out[j:], "\n\n")
	return out[i : j+end]
}

// TestMatchDesign: -design is recorded in every game; the balance a run prints before playing
// (the plan's) is the balance -summary computes from the players of the games played, for a
// design drawn at random too, where it is not exact; -check prints a 5-on-6 balanced design
// exactly balanced; a bad design is one line, exit 2.
func TestMatchDesign(t *testing.T) {
	dir := t.TempDir()
	for _, design := range []string{"random", "draw", "balanced"} {
		path := filepath.Join(dir, design+".jsonl")
		args := []string{"match", "-players", "random greedy paranoid", "-seats", "024", "-budget", "depth=1", "-games", "12", "-cap", "20", "-design", design, "-out", path}
		out, stderr, code := runCmd(t, args...)
		if code != 0 {
			t.Fatalf("-design %s: exit %d: %s", design, code, stderr)
		}
		if !strings.Contains(stderr, "design "+design+": ") {
			t.Errorf("-design %s: the run does not name its design:\n%s", design, stderr)
		}
		if got, want := balanceTables(t, stderr), balanceTables(t, out); got != want {
			t.Errorf("-design %s: the balance printed before playing differs from the games':\n%s\n---\n%s", design, got, want)
		}
		exact := strings.Contains(stderr, "balanced exactly over the 12 games")
		if exact != (design == "balanced") {
			t.Errorf("-design %s: balanced exactly %v:\n%s", design, exact, stderr)
		}
		for _, g := range games(t, path) {
			if !strings.Contains(g, `"design":"`+design+`"`) {
				t.Fatalf("-design %s: a record without it: %s", design, g)
			}
		}
		if design == "draw" && !strings.Contains(stderr, "sat out") {
			t.Errorf("-design draw: no contestant sat out a game of 12 (seed 1 has some that do):\n%s", stderr)
		}
	}
	out, stderr, code := runCmd(t, "match", "-players", "random greedy paranoid maxn brs", "-seats", "012345", "-budget", "depth=1", "-games", "40", "-check")
	if code != 0 || !strings.Contains(out, "design balanced: 20 seatings a block") || !strings.Contains(out, "balanced exactly over the 40 games") {
		t.Errorf("5 on 6 by default: exit %d, %s\n%s", code, stderr, out)
	}
	if _, stderr, code := runCmd(t, "match", "-players", "random greedy", "-budget", "depth=1", "-games", "6", "-design", "latin"); code != 2 || strings.Count(stderr, "\n") != 1 ||
		!strings.Contains(stderr, `-design "latin": want one of full, balanced, random, draw, rotations`) {
		t.Errorf("-design latin: exit %d, %q", code, stderr)
	}
}

// TestMatchLegacyDesign: the committed 5-on-6 file, written before designs, resumes without
// -design as what it was (rotations; nothing left to play, the file untouched), is another match
// with -design balanced (exit 2, one line), and -summary shows its pair imbalance (two
// contestants never opposite random).
func TestMatchLegacyDesign(t *testing.T) {
	committed, err := os.ReadFile(filepath.Join("..", "..", "reports", "data", "match-mpmix-6p.jsonl"))
	if err != nil {
		t.Skip(err)
	}
	path := filepath.Join(t.TempDir(), "mpmix.jsonl")
	os.WriteFile(path, committed, 0o666)
	args := []string{"match", "-players", "random greedy paranoid maxn mpmix(td=0.05,to=inf)", "-board", "star73", "-seats", "012345", "-games", "1000", "-budget", "nodes=20000", "-out", path}
	out, stderr, code := runCmd(t, args...)
	if code != 0 || !strings.Contains(stderr, "design rotations, the design of the games in") || !strings.Contains(stderr, "already played") {
		t.Errorf("resume without -design: exit %d, %q", code, stderr)
	}
	if _, stderr, code := runCmd(t, append(args, "-design", "balanced")...); code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "design differs") {
		t.Errorf("-design balanced: exit %d, %q", code, stderr)
	}
	if after, _ := os.ReadFile(path); string(after) != string(committed) {
		t.Error("the file changed")
	}
	if !strings.Contains(out, "Seating balance of these 1000 games (design rotations)") || !strings.Contains(out, "| AB      | 500 |  200 |   0 |") {
		t.Errorf("the summary's balance:\n%s", out)
	}
}

// TestMatchGrows: -games may be raised on an existing file (the first games keep their places
// and the file ends as a run of the larger plan would, but for each record's games field), an
// equal plan after rounding is the same match, and a smaller one is refused; -merge never writes
// onto one of its inputs or onto another match's file unless told to.
func TestMatchGrows(t *testing.T) {
	dir := t.TempDir()
	full := filepath.Join(dir, "full.jsonl")
	if _, stderr, code := runCmd(t, append(matchArgs, "-out", full)...); code != 0 {
		t.Fatal(stderr)
	}
	small := slicesClone(matchArgs[:len(matchArgs)-2])
	grown := filepath.Join(dir, "grown.jsonl")
	if _, stderr, code := runCmd(t, append(small, "-games", "6", "-out", grown)...); code != 0 {
		t.Fatal(stderr)
	}
	if _, stderr, code := runCmd(t, append(small, "-games", "5", "-out", grown)...); code != 0 || !strings.Contains(stderr, "already played") {
		t.Errorf("-games 5 on a file of -games 6 (one block of 6 either way): exit %d, %q", code, stderr)
	}
	if _, stderr, code := runCmd(t, append(small, "-games", "12", "-out", grown)...); code != 0 || !strings.Contains(stderr, "extending") {
		t.Fatalf("-games 12: exit %d, %q", code, stderr)
	}
	withoutGames := func(lines []string) []string {
		var out []string
		for _, l := range lines {
			var m map[string]any
			json.Unmarshal([]byte(l), &m)
			delete(m, "games")
			b, _ := json.Marshal(m)
			out = append(out, string(b))
		}
		return out
	}
	equalGames(t, "6 games extended to 12", withoutGames(games(t, grown)), withoutGames(games(t, full)))
	before, _ := os.ReadFile(grown)
	if _, stderr, code := runCmd(t, append(small, "-games", "6", "-out", grown)...); code != 2 || !strings.Contains(stderr, "does not shrink") {
		t.Errorf("-games 6 on a file of 12 games: exit %d, %q", code, stderr)
	}
	if after, _ := os.ReadFile(grown); string(after) != string(before) {
		t.Error("a refused shrink changed the file")
	}

	s0, s1 := filepath.Join(dir, "s0.jsonl"), filepath.Join(dir, "s1.jsonl")
	runCmd(t, append(matchArgs, "-out", s0, "-shard", "0/2")...)
	runCmd(t, append(matchArgs, "-out", s1, "-shard", "1/2")...)
	shard0, _ := os.ReadFile(s0)
	foreign := filepath.Join(dir, "foreign.txt")
	os.WriteFile(foreign, []byte("not a results file\n"), 0o666)
	for _, tc := range []struct {
		out, want string
		extra     []string
		code      int
	}{
		{s0, "one of the files merged", nil, 2},
		{s0, "one of the files merged", []string{"-replace"}, 2},
		{foreign, "give -replace", nil, 2},
		{full, "", nil, 0}, // a results file of this match: an earlier merge
		{foreign, "", []string{"-replace"}, 0},
	} {
		args := append(append(slicesClone(matchArgs), "-merge", s0+" "+s1, "-out", tc.out), tc.extra...)
		_, stderr, code := runCmd(t, args...)
		if code != tc.code || !strings.Contains(stderr, tc.want) {
			t.Errorf("-merge -out %s %v: exit %d, %q; want %d with %q", filepath.Base(tc.out), tc.extra, code, stderr, tc.code, tc.want)
		}
	}
	if after, _ := os.ReadFile(s0); string(after) != string(shard0) {
		t.Error("a merge wrote onto one of its inputs")
	}
}

// TestMatchResumesOlderSpelling: a results file whose contestants an older build spelt as they
// were given (opps(noprune,1,3,1), brs(k=2,threat=ahead)) is the same match as this build's, which
// spells them canonically: it resumes, and its summary and seating balance count every game under
// one name per contestant. Its first games are the games this build plays, byte for byte.
func TestMatchResumesOlderSpelling(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.jsonl")
	args := []string{"match", "-players", "opps(noprune,1,3,1) brs(k=2,threat=ahead)", "-seats", "024", "-budget", "depth=1", "-cap", "12", "-workers", "1"}
	if _, stderr, code := runCmd(t, append(slicesClone(args), "-games", "6", "-out", path)...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	now, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(now), `"contestants":["opps(1,3,1,noprune)","brs(threat=ahead)"]`) {
		t.Fatalf("contestants not written canonically:\n%s", now)
	}
	older := strings.NewReplacer("opps(1,3,1,noprune)", "opps(noprune,1,3,1)", "brs(threat=ahead)", "brs(k=2,threat=ahead)").Replace(string(now))
	if err := os.WriteFile(path, []byte(older), 0o644); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := runCmd(t, append(slicesClone(args), "-games", "12", "-out", path)...)
	if code != 0 {
		t.Fatalf("resuming the older spelling: exit %d: %s", code, stderr)
	}
	all, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(all), older) || strings.Count(string(all), "\n") != 12 {
		t.Fatalf("want the 6 older games kept and 6 more, got:\n%s", all)
	}
	for _, want := range []string{"Contestants: opps(1,3,1,noprune), brs(threat=ahead). 12 games", "Seating balance of these 12 games"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
}
