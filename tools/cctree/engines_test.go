package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/cctree/cctree/engine/match"
	"github.com/cctree/cctree/engine/match/record"
)

// Engines as contestants and in sweeps, with real processes. Every engine of these tests is
// started with the environment variable engineMark set to a value of its own test (the engines
// file's env line), which its children inherit, so markedProcs finds every process an engine
// left, its process group's included.
const engineMark = "CCTREE_ENGINE_TEST"

var (
	brokenOnce sync.Once
	brokenBin  string
	brokenErr  error
)

// brokenEngine builds engine/ccp/testdata/broken once (into the test binary's temporary folder).
func brokenEngine(t *testing.T) string {
	t.Helper()
	brokenOnce.Do(func() {
		dir, err := os.MkdirTemp("", "cctree-engines")
		if err != nil {
			brokenErr = err
			return
		}
		tempDirs = append(tempDirs, dir)
		brokenBin = filepath.Join(dir, "broken")
		if out, err := exec.Command("go", "build", "-o", brokenBin, "../../engine/ccp/testdata/broken").CombinedOutput(); err != nil {
			brokenErr = fmt.Errorf("go build engine/ccp/testdata/broken: %v\n%s", err, out)
		}
	})
	if brokenErr != nil {
		t.Fatal(brokenErr)
	}
	return brokenBin
}

// enginesFile writes an engines file of sections (name to its key = value lines), each engine
// marked with this test's mark, and returns its path and the mark.
func enginesFile(t *testing.T, sections map[string][]string) (string, string) {
	t.Helper()
	mark := fmt.Sprintf("%s-%d-%d", t.Name(), os.Getpid(), time.Now().UnixNano())
	mark = regexp.MustCompile(`[^A-Za-z0-9-]`).ReplaceAllString(mark, "_")
	var b strings.Builder
	for name, lines := range sections {
		fmt.Fprintf(&b, "[%s]\n%s\nenv = %s=%s\n\n", name, strings.Join(lines, "\n"), engineMark, mark)
	}
	path := filepath.Join(t.TempDir(), "engines.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o666); err != nil {
		t.Fatal(err)
	}
	return path, mark
}

// servedLine is the command line of an engines file that serves algo with cctree engine (this
// test binary as cctree, the command line's own code).
func servedLine(algo string) []string {
	return []string{"command = " + os.Args[0] + " engine -algo " + algo, "env = " + asMain + "=1"}
}

// markedProcs returns the processes (not zombies) whose environment holds mark.
func markedProcs(mark string) []int {
	want := []byte(engineMark + "=" + mark + "\x00")
	ents, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		env, err := os.ReadFile(filepath.Join("/proc", e.Name(), "environ"))
		if err != nil || !strings.Contains(string(env), string(want)) || !running(pid) {
			continue
		}
		out = append(out, pid)
	}
	return out
}

// running reports whether process pid exists and is not a zombie.
func running(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	_, after, _ := strings.Cut(string(b), ") ")
	return !strings.HasPrefix(after, "Z") && !strings.HasPrefix(after, "X")
}

// checkNoEngine fails if a process of mark is still running 2 s from now (a killed grandchild
// is reaped by init soon, not at once), and kills what it finds.
func checkNoEngine(t *testing.T, mark string) {
	t.Helper()
	if _, err := os.Stat("/proc/self/environ"); err != nil {
		return // no /proc: nothing to look at
	}
	for i := 0; ; i++ {
		left := markedProcs(mark)
		if len(left) == 0 {
			return
		}
		if i == 200 {
			for _, pid := range left {
				syscall.Kill(pid, syscall.SIGKILL)
			}
			t.Errorf("engine processes %v still running", left)
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// records reads a results file.
func records(t *testing.T, path string) []*record.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := record.Read(f, path)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if err := match.Replay(r); err != nil {
			t.Error(err)
		}
	}
	return recs
}

// gameFields returns the records of a results file without the fields that name the contestants
// or the build or measure time: what must be equal whoever serves a searcher.
func gameFields(t *testing.T, path string) []string {
	t.Helper()
	var out []string
	for _, g := range games(t, path) { // without times_us and version
		var m map[string]any
		json.Unmarshal([]byte(g), &m)
		delete(m, "contestants")
		delete(m, "players")
		b, _ := json.Marshal(m)
		out = append(out, string(b))
	}
	return out
}

// TestEngineServedMatch: the protocol changes nothing. A match of paranoid against maxn plays
// exactly the games (moves, node counts, depths, winners, every field but the contestants' names,
// the build and the times) when paranoid is served by a cctree engine process, under depth and
// node budgets; a sweep of the served searcher writes the in-process node counts.
func TestEngineServedMatch(t *testing.T) {
	if testing.Short() {
		t.Skip("runs engine processes")
	}
	engines, mark := enginesFile(t, map[string][]string{"par": append(servedLine("paranoid"), "det = depth nodes")})
	dir := t.TempDir()
	for _, c := range []struct{ seats, budget string }{{"03", "depth=2"}, {"024", "nodes=300"}} {
		args := []string{"match", "-seats", c.seats, "-budget", c.budget, "-games", "2", "-cap", "30", "-workers", "2", "-openings", "1"}
		in := filepath.Join(dir, "in-"+c.seats+".jsonl")
		served := filepath.Join(dir, "served-"+c.seats+".jsonl")
		if _, stderr, err := call(t, append(args, "-players", "paranoid maxn", "-out", in)...); err != nil {
			t.Fatalf("%v\n%s", err, stderr)
		}
		if _, stderr, err := call(t, append(args, "-players", "engine:par maxn", "-engines", engines, "-out", served)...); err != nil {
			t.Fatalf("%v\n%s", err, stderr)
		}
		want, got := gameFields(t, in), gameFields(t, served)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("seats %s %s: the served paranoid's games differ from the in-process one's:\n%s\nwant\n%s", c.seats, c.budget, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		for _, r := range records(t, served) {
			if !r.Deterministic || r.Forfeit != nil || r.Contestants[0] != "engine:par" {
				t.Errorf("game %d: deterministic %v, forfeit %v, contestants %q", r.Game, r.Deterministic, r.Forfeit, r.Contestants)
			}
		}
	}
	checkNoEngine(t, mark)

	sweepArgs := []string{"sweep", "-depth", "2", "-board", "star73", "-counts", "-workers", "2"}
	in, _, err := call(t, append(sweepArgs, "-algo", "paranoid")...)
	if err != nil {
		t.Fatal(err)
	}
	served, stderr, err := call(t, append(sweepArgs, "-algo", "engine:par", "-engines", engines)...)
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr)
	}
	if got := strings.ReplaceAll(served, "algo=engine:par/", "algo=paranoid/"); got != in || !strings.Contains(in, " nodes/op") {
		t.Errorf("sweep of the served paranoid:\n%s\nwant the in-process counts:\n%s", served, in)
	}
	checkNoEngine(t, mark)
}

// TestEngineForfeits: an engine that crashes, hangs, answers an illegal move, garbage or a flood
// forfeits each game at its misbehaviour (here at its second search): the record says who, the
// reason and the offending line, and has no winner; the match plays every other game, the
// summary counts the forfeits, the file replays and resumes (a rerun plays nothing), and no
// engine process is left, the hanging engine's child included. A cancelled match is interrupted,
// not forfeited.
func TestEngineForfeits(t *testing.T) {
	if testing.Short() {
		t.Skip("runs engine processes")
	}
	bin := brokenEngine(t)
	for _, c := range []struct{ mode, reason, line string }{
		{"crash", "crash", ""},
		{"hang", "hang", ""},
		{"illegal", "illegal", "bestmove 0-0"},
		{"garbage", "garbage", "hello, world"},
		{"flood-long", "flood", "info string xxxx"},
		{"flood-lines", "flood", "info string flood"},
	} {
		t.Run(c.mode, func(t *testing.T) {
			engines, mark := enginesFile(t, map[string][]string{"bad": {"command = " + bin + " -mode " + c.mode + " -after 1", "timeout = 500ms", "grace = 200ms"}})
			out := filepath.Join(t.TempDir(), "r.jsonl")
			args := []string{"match", "-players", "engine:bad maxn", "-engines", engines, "-seats", "03", "-budget", "depth=1", "-games", "4", "-cap", "20", "-workers", "2", "-out", out}
			stdout, stderr, err := call(t, args...)
			if err != nil {
				t.Fatalf("%v\n%s", err, stderr)
			}
			recs := records(t, out)
			if len(recs) != 4 {
				t.Fatalf("%d games, want 4", len(recs))
			}
			for _, r := range recs {
				f := r.Forfeit
				switch {
				case f == nil:
					t.Errorf("game %d: no forfeit", r.Game)
				case r.Players[f.Player] != "engine:bad" || f.Reason != c.reason || !strings.HasPrefix(f.Line, c.line) || f.Detail == "":
					t.Errorf("game %d: forfeit %+v, want player of engine:bad, reason %s, a line starting %q and a detail", r.Game, *f, c.reason, c.line)
				case r.Winner != nil || r.Capped || r.Deterministic:
					t.Errorf("game %d: winner %v, capped %v, deterministic %v; want null, false, false (no det line)", r.Game, r.Winner, r.Capped, r.Deterministic)
				case len(r.Moves) < 1:
					t.Errorf("game %d: forfeited after %d moves; the engine answers one search well", r.Game, len(r.Moves))
				}
			}
			if !strings.Contains(stdout, "Forfeits (an engine that failed ends its game there, without a winner): engine:bad 4.") {
				t.Errorf("the summary does not count the forfeits:\n%s", stdout)
			}
			// cctree replay shows each forfeit, with its reason and line; -summary counts them.
			for _, r := range recs {
				text, stderr, err := call(t, "replay", "-in", out, "-game", strconv.Itoa(r.Game))
				want := fmt.Sprintf("result: player %d (engine:bad) forfeited at ply %d, its engine's %s", r.Forfeit.Player, len(r.Opening)+len(r.Moves)+1, c.reason)
				if err != nil || !strings.Contains(text, want) || (c.line != "" && !strings.Contains(text, "line \""+c.line)) {
					t.Errorf("replay of forfeited game %d: %v %s\n%s\nwant %q and its line", r.Game, err, stderr, text, want)
				}
			}
			if sum, stderr, err := call(t, "match", "-summary", out); err != nil || !strings.Contains(sum, "engine:bad 4.") {
				t.Errorf("match -summary of forfeits: %v %s\n%s", err, stderr, sum)
			}
			checkNoEngine(t, mark)
			before, _ := os.ReadFile(out)
			if _, stderr, err := call(t, args...); err != nil || !strings.Contains(stderr, "all 4 games of "+out+" are already played") {
				t.Errorf("rerun: %v\n%s", err, stderr)
			}
			if after, _ := os.ReadFile(out); string(after) != string(before) {
				t.Error("the rerun changed the file")
			}
		})
	}

	t.Run("interrupt", func(t *testing.T) {
		engines, mark := enginesFile(t, map[string][]string{"bad": {"command = " + bin + " -mode hang", "timeout = 1m"}})
		out := filepath.Join(t.TempDir(), "r.jsonl")
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(500*time.Millisecond, cancel)
		err := run(ctx, new(strings.Builder), new(strings.Builder), []string{"match", "-players", "engine:bad maxn", "-engines", engines, "-seats", "03", "-budget", "depth=1", "-games", "2", "-out", out})
		if err == nil || !strings.Contains(err.Error(), "interrupted") {
			t.Errorf("cancelled match: %v, want interrupted", err)
		}
		if b, _ := os.ReadFile(out); len(b) != 0 {
			t.Errorf("a cancelled game was recorded:\n%s", b)
		}
		checkNoEngine(t, mark)
	})
}

// TestEngineMatchKilled: cctree killed with SIGKILL in the middle of a match leaves no engine
// process (Linux: the engines die with their host).
func TestEngineMatchKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("runs engine processes")
	}
	if _, err := os.Stat("/proc/self/environ"); err != nil {
		t.Skip("no /proc")
	}
	engines, mark := enginesFile(t, map[string][]string{"par": servedLine("paranoid")})
	out := filepath.Join(t.TempDir(), "r.jsonl")
	host := exec.Command(os.Args[0], "match", "-players", "engine:par paranoid", "-engines", engines, "-board", "star121", "-seats", "012345",
		"-budget", "depth=4", "-games", "6", "-workers", "2", "-out", out)
	host.Env = append(os.Environ(), asMain+"=1")
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	for i := 0; len(markedProcs(mark)) < 2; i++ {
		if i == 1000 {
			host.Process.Kill()
			host.Wait()
			t.Fatal("no engine started within 10 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	host.Process.Signal(syscall.SIGKILL)
	host.Wait()
	checkNoEngine(t, mark)
}

// TestEngineExamples: short matches against the example engines of examples/engines (Python, C
// and C++), each as an engine contestant, and a sweep of the Python one.
func TestEngineExamples(t *testing.T) {
	t.Parallel() // a minute of child processes, run beside the other slow ones: the package is the last of make test
	if testing.Short() {
		t.Skip("runs engine processes")
	}
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	sections := map[string][]string{}
	if _, err := exec.LookPath("python3"); err == nil {
		sections["greedy"] = []string{"command = python3 examples/engines/python/greedy.py", "dir = " + root}
	}
	if _, err := exec.LookPath("cc"); err == nil {
		bin := filepath.Join(t.TempDir(), "paranoid")
		if out, err := exec.Command("cc", "-O2", "-o", bin, filepath.Join(root, "examples/engines/c/paranoid.c")).CombinedOutput(); err != nil {
			t.Fatalf("cc: %v\n%s", err, out)
		}
		sections["paranoidc"] = []string{"command = " + bin, "det = depth nodes"}
	}
	if _, err := exec.LookPath("g++"); err == nil {
		bin := filepath.Join(t.TempDir(), "multi")
		if out, err := exec.Command("g++", "-O2", "-std=c++17", "-o", bin, filepath.Join(root, "examples/engines/cpp/multi.cpp")).CombinedOutput(); err != nil {
			t.Fatalf("g++: %v\n%s", err, out)
		}
		sections["multicpp"] = []string{"command = " + bin, "det = depth nodes"}
	}
	if len(sections) == 0 {
		t.Skip("neither python3 nor cc nor g++")
	}
	engines, mark := enginesFile(t, sections)
	for name := range sections {
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "r.jsonl")
			_, stderr, err := call(t, "match", "-players", "engine:"+name+" maxn", "-engines", engines, "-seats", "03", "-budget", "depth=1",
				"-games", "2", "-cap", "40", "-workers", "2", "-out", out)
			if err != nil {
				t.Fatalf("%v\n%s", err, stderr)
			}
			for _, r := range records(t, out) {
				if r.Forfeit != nil || len(r.Moves) == 0 || r.Deterministic != (name != "greedy") {
					t.Errorf("game %d: forfeit %+v, %d moves, deterministic %v", r.Game, r.Forfeit, len(r.Moves), r.Deterministic)
				}
			}
		})
	}
	if _, ok := sections["greedy"]; ok {
		// The greedy engine declares det depth nodes: its counts are written exact.
		out, stderr, err := call(t, "sweep", "-algo", "engine:greedy", "-engines", engines, "-depth", "1", "-board", "star73", "-seats", "03", "-counts")
		if err != nil || !regexp.MustCompile(`algo=engine:greedy/depth=1 1 \d+ nodes/op`).MatchString(out) {
			t.Errorf("sweep of the Python engine: %v\n%s%s", err, out, stderr)
		}
	}
	checkNoEngine(t, mark)
}

// TestEngineSweepReported: an engine that does not declare det depth has its counts written
// under the reported units, which are not exact; its failure ends the sweep with the error.
func TestEngineSweepReported(t *testing.T) {
	if testing.Short() {
		t.Skip("runs engine processes")
	}
	bin := brokenEngine(t)
	engines, mark := enginesFile(t, map[string][]string{"legal": {"command = " + bin + " -mode legal"}, "bad": {"command = " + bin + " -mode garbage"}})
	out, stderr, err := call(t, "sweep", "-algo", "engine:legal", "-engines", engines, "-depth", "1", "-board", "star73", "-seats", "03", "-leaves")
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr)
	}
	if !regexp.MustCompile(`algo=engine:legal/depth=1(-\d+)? 1 \S+ ns/op \d+ reported-nodes/op \S+ reported-nodes/pos \d+ reported-leaves/op \S+ ns/node`).MatchString(out) {
		t.Errorf("sweep of an engine without det:\n%s", out)
	}
	_, _, err = call(t, "sweep", "-algo", "engine:bad", "-engines", engines, "-depth", "1", "-board", "star73", "-seats", "03")
	if err == nil || !strings.Contains(err.Error(), "engine garbage") {
		t.Errorf("sweep of a failing engine: %v", err)
	}
	checkNoEngine(t, mark)
}

// TestEngineBadInput: engine contestants and the engines file are checked before anything runs:
// one line naming the flag, exit 2.
func TestEngineBadInput(t *testing.T) {
	engines, _ := enginesFile(t, map[string][]string{"par": servedLine("paranoid")})
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte("[x]\ncolour = red\n"), 0o666)
	m := []string{"match", "-budget", "depth=1", "-seats", "03", "-games", "2"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{append(m, "-players", "engine:nosuch maxn", "-engines", engines), `-players "engine:nosuch": no engine "nosuch" in the engines file`},
		{append(m, "-players", "engine:python3 greedy.py"), "give an inline engine:COMMAND without spaces"},
		{append(m, "-players", "engine:./no/such/bot maxn"), "engine command ./no/such/bot: not an executable file"},
		{append(m, "-players", "engine:par maxn", "-engines", "/no/such/file"), "-engines: open /no/such/file"},
		{append(m, "-players", "engine:par maxn", "-engines", bad), "-engines: " + bad + ":2: colour: unknown key"},
		{[]string{"sweep", "-algo", "engine:nosuch", "-engines", engines}, `-algo "engine:nosuch": no engine "nosuch"`},
		{[]string{"sweep", "-algo", "engine:./bot"}, `-algo "engine:./bot": no engine "./bot"`},
	} {
		_, _, err := call(t, c.args...)
		var ue usageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v, want a usage error (exit 2) with %q on one line", c.args, err, c.want)
		}
	}
}

// TestEngineGames: an engine contestant plays a game of the registry (CCP 1.1: newgame names the
// game, positions and moves in its notation): the C++ example against paranoid on the Virus Game,
// with deterministic records; a broken engine that turns illegal after two moves forfeits, and
// cctree replay shows the forfeit; an engine that does not declare the game fails the match.
func TestEngineGames(t *testing.T) {
	if testing.Short() {
		t.Skip("runs engine processes")
	}
	dir := t.TempDir()
	bin := brokenEngine(t)
	script := func(name, args string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("#!/bin/sh\nexec "+bin+" "+args+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return path
	}
	bad := script("bad.sh", `-mode illegal -after 2 -ready 1.1 -hello "games virus"`)
	out := filepath.Join(dir, "bad.jsonl")
	if _, stderr, err := call(t, "match", "-game", "virus(players=3)", "-players", "paranoid engine:"+bad, "-budget", "depth=1", "-games", "3", "-out", out); err != nil {
		t.Fatalf("%v\n%s", err, stderr)
	}
	for _, r := range records(t, out) {
		if r.Forfeit == nil || r.Forfeit.Reason != "illegal" || r.Forfeit.Line != "bestmove 0-0" || r.Players[r.Forfeit.Player] != "engine:"+bad {
			t.Fatalf("game %d: forfeit %+v, want the engine's illegal bestmove 0-0", r.Game, r.Forfeit)
		}
		text, stderr, err := call(t, "replay", "-in", out, "-game", strconv.Itoa(r.Game))
		if err != nil || !strings.Contains(text, "forfeited at ply") || !strings.Contains(text, `its engine's illegal, line "bestmove 0-0"`) {
			t.Errorf("replay of forfeited game %d of the Virus Game: %v %s\n%s", r.Game, err, stderr, text)
		}
	}
	ccOnly := script("cc.sh", "-mode legal")
	_, _, err := call(t, "match", "-game", "virus(players=3)", "-players", "paranoid engine:"+ccOnly, "-budget", "depth=1", "-games", "1", "-out", filepath.Join(dir, "cc.jsonl"))
	if err == nil || !strings.Contains(err.Error(), "does not play this board or rule set") && !strings.Contains(err.Error(), "virus(players=3)") {
		t.Errorf("an engine without the game on -game virus: %v, want an error naming the game", err)
	}
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found: the C++ example engine cannot be built here (CI has it)")
	}
	multi := filepath.Join(dir, "multi")
	if b, err := exec.Command("g++", "-O2", "-std=c++17", "-o", multi, "../../examples/engines/cpp/multi.cpp").CombinedOutput(); err != nil {
		t.Fatalf("g++: %v\n%s", err, b)
	}
	for _, g := range []string{"virus(players=3)", "focus(players=2)"} {
		out := filepath.Join(dir, "multi.jsonl")
		os.Remove(out)
		if _, stderr, err := call(t, "match", "-game", g, "-players", "paranoid engine:"+multi, "-budget", "depth=2", "-games", "2", "-cap", "30", "-out", out); err != nil {
			t.Fatalf("%s: %v\n%s", g, err, stderr)
		}
		for _, r := range records(t, out) {
			if r.Forfeit != nil || len(r.Moves) == 0 || r.GameSpec != g {
				t.Errorf("%s game %d: forfeit %+v, %d moves, game %q", g, r.Game, r.Forfeit, len(r.Moves), r.GameSpec)
			}
			if _, stderr, err := call(t, "replay", "-in", out, "-game", strconv.Itoa(r.Game)); err != nil {
				t.Errorf("replay %s game %d: %v %s", g, r.Game, err, stderr)
			}
		}
	}
}

// TestEngineUCIHabits: an engine with UCI's habits ("info depth 1 seldepth 5 nps 1000 score cp
// 12 hashfull 3", "bestmove M ponder M") plays a match without forfeits.
func TestEngineUCIHabits(t *testing.T) {
	if testing.Short() {
		t.Skip("runs engine processes")
	}
	bin := brokenEngine(t)
	engines, mark := enginesFile(t, map[string][]string{"uci": {"command = " + bin + " -mode uci"}})
	out := filepath.Join(t.TempDir(), "r.jsonl")
	if _, stderr, err := call(t, "match", "-players", "engine:uci maxn", "-engines", engines, "-seats", "03", "-budget", "depth=1", "-games", "2", "-cap", "20", "-out", out); err != nil {
		t.Fatalf("%v\n%s", err, stderr)
	}
	for _, r := range records(t, out) {
		if r.Forfeit != nil || len(r.Moves) < 20 {
			t.Errorf("game %d: forfeit %+v after %d moves, want none and the cap", r.Game, r.Forfeit, len(r.Moves))
		}
	}
	checkNoEngine(t, mark)
}

// TestEngineStartupNotTimed: an engine's start-up (here a handshake that sleeps 400ms) is not
// part of its first move's time in the record (times_us), as docs/protocol.md says.
func TestEngineStartupNotTimed(t *testing.T) {
	if testing.Short() {
		t.Skip("runs engine processes")
	}
	bin := brokenEngine(t)
	engines, mark := enginesFile(t, map[string][]string{"slow": {`command = ` + bin + ` -mode correct -startup 400ms -hello "boards star73"`}})
	out := filepath.Join(t.TempDir(), "r.jsonl")
	if _, stderr, err := call(t, "match", "-players", "engine:slow maxn", "-engines", engines, "-seats", "03", "-budget", "depth=1", "-games", "2", "-cap", "6", "-out", out); err != nil {
		t.Fatalf("%v\n%s", err, stderr)
	}
	for _, r := range records(t, out) {
		p := slices.Index(r.Players, "engine:slow")
		for i, us := range r.TimesUS {
			// two players in turn, from the start of the opening: move i is player (opening+i) mod 2's
			if (len(r.Opening)+i)%2 == p && us >= 400000 {
				t.Errorf("game %d: the engine's move %d took %d µs: its start-up (400ms) was counted", r.Game, i, us)
			}
		}
		if r.Forfeit != nil {
			t.Errorf("game %d: forfeit %+v", r.Game, r.Forfeit)
		}
	}
	checkNoEngine(t, mark)
}
