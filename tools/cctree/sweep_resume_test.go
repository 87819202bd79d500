package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// stopRule cancels a sweep as Ctrl-C does: once at positions are done (at < 0: the first
// position after the first of -at equal parts of the run's positions) and the partial file holds
// cases whole cases. The worker that finished the position waits in the progress callback for
// the runner to write them, so the interrupted file holds exactly those cases.
type stopRule struct {
	at      int
	partial string
	cases   int
}

// sweepCounted runs cctree with args, its sweep's progress counted (sweepProgressKey) and the
// run cancelled by stop (nil: never). It returns stderr, the exit status and the positions the
// run searched.
func sweepCounted(t *testing.T, stop *stopRule, args ...string) (string, int, int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	searched := 0
	ctx = context.WithValue(ctx, sweepProgressKey{}, func(done, total int) {
		mu.Lock()
		defer mu.Unlock()
		searched = done
		if stop == nil {
			return
		}
		if at := stop.at; done != at && (at >= 0 || done != total/-at+1) {
			return
		}
		for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			if b, _ := os.ReadFile(stop.partial); searchLines(b) >= stop.cases {
				break
			}
		}
		cancel()
	})
	var out, errb bytes.Buffer
	code := exitCode(run(ctx, &out, &errb, args), &errb)
	mu.Lock()
	defer mu.Unlock()
	return errb.String(), code, searched
}

// searchLines counts the whole Search lines of a results text: the cases it holds.
func searchLines(data []byte) int {
	n := 0
	for _, l := range strings.SplitAfter(string(data), "\n") {
		if strings.HasPrefix(l, "BenchmarkSearch/") && strings.HasSuffix(l, "\n") {
			n++
		}
	}
	return n
}

// onlyFiles fails unless dir holds exactly these files.
func onlyFiles(t *testing.T, dir string, names ...string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if strings.Join(got, " ") != strings.Join(names, " ") {
		t.Errorf("%s holds %q, want %q", dir, got, names)
	}
}

// TestSweepResume: a sweep to -out cancelled part way (as Ctrl-C does) leaves the cases it
// finished in FILE.partial and no FILE; the same command then searches only the positions of the
// missing cases, says what it resumed, and writes the bytes of an uninterrupted -counts run, with
// no partial file left. A partial file cut anywhere (a kill while writing: in its own lines, in a
// line, between a case's SearchPos lines and its Search line) resumes from its whole cases.
func TestSweepResume(t *testing.T) {
	dir := t.TempDir()
	sel := []string{"sweep", "-algo", "paranoid brs+", "-depth", "1-2", "-board", "star73", "-seats", "024", "-per-pos", "-counts"}
	const perCase, cases = 50, 4 // the mid suite's positions; 2 searchers x 2 depths
	ref, stderr, code := runCmd(t, sel...)
	if code != 0 || searchLines([]byte(ref)) != cases {
		t.Fatalf("uninterrupted sweep: exit %d, %s", code, stderr)
	}
	out := filepath.Join(dir, "r.txt")
	partial := out + ".partial"
	// Cancelled at the first position of the third case, once two are written (one worker).
	const k = 2
	stderr, code, _ = sweepCounted(t, &stopRule{at: k*perCase + 1, partial: partial, cases: k}, append(sel, "-workers", "1", "-out", out)...)
	data, err := os.ReadFile(partial)
	if err != nil {
		t.Fatalf("no partial file after the interrupt (exit %d, %s)", code, stderr)
	}
	if code != 1 || searchLines(data) != k || !strings.Contains(stderr, fmt.Sprintf("interrupted; %d of 4 cases measured are in %s: run the same command again to resume", k, partial)) {
		t.Fatalf("interrupted: exit %d, %d cases in the partial file (want %d), %q", code, searchLines(data), k, stderr)
	}
	onlyFiles(t, dir, "r.txt.partial")
	if !strings.HasSuffix(string(data), "\n") || !strings.Contains(ref, string(data[bytes.Index(data, []byte("Unit ")):])) {
		t.Fatalf("the partial file's results are not a prefix of the run's:\n%s", data)
	}
	// Resumed, on two workers: only the missing cases' positions are searched.
	stderr, code, searched := sweepCounted(t, nil, append(sel, "-workers", "2", "-out", out)...)
	if code != 0 || searched != (cases-k)*perCase || !strings.Contains(stderr, fmt.Sprintf("resuming %s: %d of 4 cases measured\n", out, k)) {
		t.Fatalf("resumed: exit %d, %d positions searched (want %d), %q", code, searched, (cases-k)*perCase, stderr)
	}
	if got, _ := os.ReadFile(out); string(got) != ref {
		t.Fatalf("the resumed file differs from an uninterrupted run's:\n%s\n---\n%s", got, ref)
	}
	onlyFiles(t, dir, "r.txt")

	// Partial files cut at every kind of place: the run's own first lines (from data) and the
	// results of the uninterrupted run up to the cut.
	own := string(data[:bytes.Index(data, []byte("Unit "))])
	line := func(prefix string, nth int) int { // the offset of the nth line (from 0) starting with prefix
		off := 0
		for _, l := range strings.SplitAfter(ref, "\n") {
			if strings.HasPrefix(l, prefix) {
				if nth == 0 {
					return off
				}
				nth--
			}
			off += len(l)
		}
		t.Fatalf("no line %q", prefix)
		return 0
	}
	search1 := line("BenchmarkSearch/", 0)
	for _, tc := range []struct {
		what    string
		partial string
		cut     bool // whole cases and lines after them
	}{
		{"cut in its first line", own[:20], false},
		{"cut in its resume line", own[:len(own)-10], false},
		{"its own lines only", own, false},
		{"cut in the units", own + ref[:30], false},
		{"cut in a SearchPos line of the first case", own + ref[:line("BenchmarkSearchPos/", 10)+25], false},
		{"the first case without its Search line", own + ref[:search1], false},
		{"cut in the first Search line", own + ref[:search1+40], false},
		{"one whole case", own + ref[:line("BenchmarkSearchPos/", perCase)], false},
		{"one case and a cut line", own + ref[:line("BenchmarkSearchPos/", perCase)+7], true},
		{"three cases and half the fourth's lines", own + ref[:line("BenchmarkSearchPos/", 3*perCase+25)], true},
		{"every case", own + ref, false},
	} {
		os.WriteFile(partial, []byte(tc.partial), 0o666)
		whole := searchLines([]byte(tc.partial))
		stderr, code, searched := sweepCounted(t, nil, append(sel, "-out", out)...)
		if code != 0 || searched != (cases-whole)*perCase {
			t.Errorf("%s: exit %d, %d positions searched, want %d: %s", tc.what, code, searched, (cases-whole)*perCase, stderr)
		}
		if want := fmt.Sprintf("resuming %s: %d of 4 cases measured", out, whole); !strings.Contains(stderr, want) {
			t.Errorf("%s: stderr %q lacks %q", tc.what, stderr, want)
		}
		if said := strings.Contains(stderr, "the cut lines after them are measured again"); said != tc.cut {
			t.Errorf("%s: stderr %q; want a note of the cut lines: %v", tc.what, stderr, tc.cut)
		}
		if got, _ := os.ReadFile(out); string(got) != ref {
			t.Errorf("%s: the resumed file differs from an uninterrupted run's", tc.what)
		}
		onlyFiles(t, dir, "r.txt")
	}
}

// TestSweepResumeRefused: a partial file of another selection (another flag, shard, cost plan),
// not a partial file at all, or edited, is refused with one line naming -out, the partial file
// and the fix, exit 2, and nothing changed; a selection in other words (-depth 1,2 for 1-2) is
// the same sweep and resumes.
func TestSweepResumeRefused(t *testing.T) {
	dir := t.TempDir()
	sel := []string{"sweep", "-algo", "paranoid brs+", "-depth", "1-2", "-board", "star73", "-seats", "024", "-per-pos", "-counts", "-workers", "1"}
	out := filepath.Join(dir, "r.txt")
	partial := out + ".partial"
	if stderr, code, _ := sweepCounted(t, &stopRule{at: 51, partial: partial, cases: 1}, append(sel, "-out", out)...); code != 1 {
		t.Fatalf("interrupted: exit %d, %s", code, stderr)
	}
	held, err := os.ReadFile(partial)
	if err != nil || searchLines(held) != 1 {
		t.Fatalf("the partial file holds no case: %v", err)
	}
	costs := filepath.Join(dir, "costs.txt")
	if _, stderr, code := runCmd(t, "sweep", "-algo", "paranoid", "-depth", "1", "-board", "star73", "-seats", "024", "-counts", "-out", costs); code != 0 {
		t.Fatal(stderr)
	}
	sharded := filepath.Join(dir, "s.txt")
	// Shard 1/2 of this selection holds three cases.
	if stderr, code, _ := sweepCounted(t, &stopRule{at: 51, partial: sharded + ".partial", cases: 1}, append(sel, "-shard", "1/2", "-out", sharded)...); code != 1 {
		t.Fatalf("interrupted shard: exit %d, %s", code, stderr)
	}
	heldShard, _ := os.ReadFile(sharded + ".partial")
	if searchLines(heldShard) != 1 || !bytes.Contains(heldShard, []byte("\n# cctree sweep shard 1/2")) {
		t.Fatalf("the shard's partial file holds %d cases, or no plan:\n%s", searchLines(heldShard), heldShard)
	}
	// check: the run, and -check before it, refuse the partial file of file.
	check := func(what, file string, args []string, want ...string) {
		t.Helper()
		before, _ := os.ReadFile(file + ".partial")
		_, checked, checkCode := runCmd(t, append(args, "-out", file, "-check")...)
		_, stderr, code := runCmd(t, append(args, "-out", file)...)
		if code != 2 || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%s: exit %d, %q; want exit 2 and one line", what, code, stderr)
		}
		if checkCode != 2 || checked != stderr {
			t.Errorf("%s: -check: exit %d, %q; want the run's refusal", what, checkCode, checked)
		}
		for _, w := range append([]string{"-out " + file, file + ".partial"}, want...) {
			if !strings.Contains(stderr, w) {
				t.Errorf("%s: %q lacks %q", what, stderr, w)
			}
		}
		if after, _ := os.ReadFile(file + ".partial"); !bytes.Equal(after, before) {
			t.Errorf("%s: the partial file was changed", what)
		}
		if _, err := os.Stat(file); err == nil {
			t.Errorf("%s: %s was written", what, file)
		}
	}
	fix := "finish it with its own command, or delete " + partial
	check("another depth", out, append(sel, "-depth", "1-3"), `it was started with -depth "1-2", this command has -depth "1-3"`, fix)
	check("another searcher", out, append(sel, "-algo", "paranoid"), `-algo "paranoid brs+"`, fix)
	check("-leaves", out, append(sel, "-leaves"), "it was started with no -leaves, this command has -leaves", fix)
	noPerPos := append([]string{}, sel[:len(sel)-4]...) // without -per-pos
	check("no -per-pos", out, append(noPerPos, sel[len(sel)-3:]...), "it was started with -per-pos, this command has no -per-pos", fix)
	check("a shard", out, append(sel, "-shard", "0/2"), "it runs the whole sweep, this command shard 0/2", fix)
	check("another shard", sharded, append(sel, "-shard", "0/2"), "it runs shard 1/2, this command shard 0/2")
	check("other costs", sharded, append(sel, "-shard", "1/2", "-costs", costs), "it was started with -costs sha256:", "(bench/testdata/baseline.txt (built into cctree)), this command has -costs sha256:", "("+costs+")")
	os.WriteFile(partial, []byte("BenchmarkSomething 1 5 ns/op\n"), 0o666)
	check("not a partial file", out, sel, "not the partial file of a cctree sweep", "delete it")
	edited := bytes.Replace(held, []byte("pos=star73_024_003 "), []byte("pos=star73_024_004 "), 1)
	os.WriteFile(partial, edited, 0o666)
	check("an edited partial file", out, sel, "the file was edited")
	// A games source whose content changed under the same name.
	games := filepath.Join(dir, "m.jsonl")
	if _, stderr, code := runCmd(t, append(matchArgs, "-out", games)...); code != 0 {
		t.Fatal(stderr)
	}
	gsel := []string{"sweep", "-games", games, "-algo", "paranoid", "-depth", "1-2", "-counts", "-workers", "1"}
	gout := filepath.Join(dir, "g.txt")
	if stderr, code, _ := sweepCounted(t, &stopRule{at: -2, partial: gout + ".partial", cases: 1}, append(gsel, "-out", gout)...); code != 1 {
		t.Fatalf("interrupted games sweep: exit %d, %s", code, stderr)
	}
	recs, _ := os.ReadFile(games)
	os.WriteFile(games, recs[:bytes.LastIndexByte(recs[:len(recs)-1], '\n')+1], 0o666) // one game fewer
	check("another games source", gout, gsel, "it was started with -games "+games+" sha256:", "this command has -games "+games+" sha256:")

	// The same cases in other words resume (-check says so first); then the shard resumes, and
	// the shards merge into the unsharded run.
	os.WriteFile(partial, held, 0o666)
	if _, stderr, code := runCmd(t, append(sel, "-depth", "1,2", "-out", out, "-check")...); code != 0 || stderr != "cctree: sweep: "+partial+" holds 1 of 4 cases: the run resumes from them\n" {
		t.Errorf("-check of a resumable partial file: exit %d, %q", code, stderr)
	}
	if b, _ := os.ReadFile(partial); !bytes.Equal(b, held) {
		t.Fatal("-check changed the partial file")
	}
	if stderr, code, _ := sweepCounted(t, nil, append(sel, "-depth", "1,2", "-algo", "paranoid  brs+", "-out", out)...); code != 0 || !strings.Contains(stderr, "resuming") {
		t.Errorf("the same cases in other words: exit %d, %q", code, stderr)
	}
	if after, _ := os.ReadFile(sharded + ".partial"); !bytes.Equal(after, heldShard) {
		t.Fatal("the refused runs changed the shard's partial file")
	}
	if stderr, code, searched := sweepCounted(t, nil, append(sel, "-shard", "1/2", "-out", sharded)...); code != 0 || !strings.Contains(stderr, "resuming "+sharded) || searched == 0 {
		t.Fatalf("resuming the shard: exit %d, %d positions, %q", code, searched, stderr)
	}
	s0 := filepath.Join(dir, "s0.txt")
	if _, stderr, code := runCmd(t, append(sel, "-shard", "0/2", "-out", s0)...); code != 0 {
		t.Fatal(stderr)
	}
	one, _ := os.ReadFile(out)
	if merged, stderr, code := runCmd(t, "sweep", "-merge", s0+" "+sharded); code != 0 || merged != string(one) {
		t.Errorf("-merge of a resumed shard and another: exit %d, %s; or not the unsharded run's bytes", code, stderr)
	}
}

// TestSweepKill kills a sweep (SIGKILL, a real process: the test binary as cctree) once it has
// finished a case, after checking that a second run on the same -out stops at once naming the
// first's pid; the same command then finishes the sweep with the bytes of an uninterrupted run.
func TestSweepKill(t *testing.T) {
	dir := t.TempDir()
	sel := []string{"sweep", "-algo", "paranoid", "-depth", "1-4", "-board", "star73", "-seats", "0134", "-per-pos", "-counts", "-workers", "1"}
	ref, stderr, code := runCmd(t, sel...)
	if code != 0 {
		t.Fatal(stderr)
	}
	out := filepath.Join(dir, "r.txt")
	args := selfCommand(append(sel, "-out", out)...)
	cmd := exec.Command(args[0], args[1:]...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
		if b, _ := os.ReadFile(out + ".partial"); searchLines(b) >= 1 {
			break
		}
	}
	before, _ := os.ReadFile(out + ".partial")
	if _, stderr, code := runCmd(t, append(sel, "-out", out)...); code != 2 || !strings.Contains(stderr, fmt.Sprintf("another cctree (pid %d) is running this sweep", cmd.Process.Pid)) {
		// The first may have finished meanwhile; then the second ran the sweep again.
		if _, err := os.Stat(out + ".partial"); err == nil {
			t.Errorf("a second run while the first runs: exit %d, %q", code, stderr)
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	err := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		t.Skipf("the sweep finished (%v) before the kill; nothing to resume", err)
	}
	after, _ := os.ReadFile(out + ".partial")
	if !bytes.HasPrefix(after, before) || searchLines(after) >= 4 {
		t.Fatalf("after the kill the partial file holds %d cases, or lost lines", searchLines(after))
	}
	_, stderr, code = runCmd(t, append(sel, "-out", out)...)
	if code != 0 || !strings.Contains(stderr, fmt.Sprintf("resuming %s: %d of 4 cases measured", out, searchLines(after))) {
		t.Fatalf("resume after the kill: exit %d, %q", code, stderr)
	}
	if got, _ := os.ReadFile(out); string(got) != ref {
		t.Errorf("the resumed file differs from an uninterrupted run's")
	}
	onlyFiles(t, dir, "r.txt")

	// Ctrl-C (SIGINT): exit 130, whole cases in the partial file, and how to resume.
	out = filepath.Join(dir, "i.txt")
	args = selfCommand(append(sel, "-out", out)...)
	cmd = exec.Command(args[0], args[1:]...)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
		if b, _ := os.ReadFile(out + ".partial"); searchLines(b) >= 1 {
			break
		}
	}
	cmd.Process.Signal(syscall.SIGINT)
	if err := cmd.Wait(); !errors.As(err, &exit) || exit.ExitCode() != 130 {
		t.Skipf("the sweep finished (%v) before the interrupt", err)
	}
	b, _ := os.ReadFile(out + ".partial")
	if n := searchLines(b); !strings.HasSuffix(string(b), "\n") || !strings.Contains(errb.String(), fmt.Sprintf("interrupted; %d of 4 cases measured are in %s.partial: run the same command again to resume", n, out)) {
		t.Errorf("SIGINT: %q, and a partial file of %d cases ending %q", errb.String(), n, b[max(0, len(b)-20):])
	}
}
