package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/cctree/cctree/engine/ccp"
	gamereg "github.com/cctree/cctree/engine/searchers/games"
)

// asMain makes the test binary cctree itself: with CCTREE_AS_MAIN=1 it runs the command line
// instead of the tests, so that a test can start `cctree engine` as a real process without a build.
const asMain = "CCTREE_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMain) == "1" {
		main()
	}
	code := m.Run()
	for _, d := range tempDirs {
		os.RemoveAll(d)
	}
	os.Exit(code)
}

// tempDirs are removed when the tests end.
var tempDirs []string

// selfCommand is the command line of cctree (the test binary as main) with args.
func selfCommand(args ...string) []string {
	return append([]string{"env", asMain + "=1", os.Args[0]}, args...)
}

// TestEngineTranscript plays the host's lines of docs/protocol.md's transcript to cctree engine
// and checks each engine line (but the time values), so the documented session is the real one.
func TestEngineTranscript(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "protocol.md"))
	if err != nil {
		t.Fatal(err)
	}
	type step struct {
		host  string
		reply []string
	}
	var steps []step
	for _, l := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(l, "    > "):
			steps = append(steps, step{host: l[6:]})
		case strings.HasPrefix(l, "    < "):
			steps[len(steps)-1].reply = append(steps[len(steps)-1].reply, l[6:])
		}
	}
	if len(steps) < 8 {
		t.Fatalf("found %d host lines in the transcript of docs/protocol.md", len(steps))
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	old := stdin
	stdin = inR
	defer func() { stdin = old }()
	var wg sync.WaitGroup
	wg.Add(1)
	var runErr error
	go func() {
		defer wg.Done()
		runErr = run(context.Background(), outW, io.Discard, []string{"engine", "-algo", "paranoid"})
		outW.Close()
	}()
	sc := bufio.NewScanner(outR)
	times := regexp.MustCompile(` time \d+`)
	for _, st := range steps {
		fmt.Fprintln(inW, st.host)
		for _, want := range st.reply {
			if !sc.Scan() {
				t.Fatalf("after %q: output ended, want %q", st.host, want)
			}
			if strings.HasPrefix(want, "games ") { // the registry's games, which grow
				want = "games " + ccp.ChineseCheckers
				for _, name := range gamereg.Names() {
					if p, err := gamereg.Start(name); err == nil {
						if _, err := p.NewSearcher("paranoid"); err == nil {
							want += " " + name
						}
					}
				}
			}
			if got := times.ReplaceAllString(sc.Text(), " time 0"); got != want {
				t.Errorf("after %q:\ngot  %q\nwant %q", st.host, got, want)
			}
		}
	}
	inW.Close()
	if sc.Scan() {
		t.Errorf("unexpected line after quit: %q", sc.Text())
	}
	wg.Wait()
	if runErr != nil {
		t.Error(runErr)
	}
}

// TestEngineCheck: cctree engine, as a real process, passes engine-check on everything it
// declares: Chinese Checkers on every board, seat set and rule set (+allhome included), every game
// of the registry at every player count, stop and ignored commands of 1.1.
func TestEngineCheck(t *testing.T) {
	var out, errb bytes.Buffer
	args := append([]string{"engine-check", "-depth", "2", "-mid-depth", "1", "-per", "1", "-movetime", "20ms"}, selfCommand("engine", "-algo", "brs+")...)
	err := run(context.Background(), &out, &errb, args)
	if code := exitCode(err, &errb); code != 0 {
		t.Fatalf("engine-check of cctree engine: exit %d: %s\n%s", code, errb.String(), out.String())
	}
	for _, want := range []string{"| handshake ", "; CCP 1.1; ", "| perft star121 012345 nostop ", "| perft star73 0134 goallock+allhome ", "| moves square:6 03 free ",
		"| perft virus(players=6) ", "| moves focus(players=3) ", "| search tictactoe(players=2) ", "| stop ", "| ignored xyzzy ", "| det nodes "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("engine-check output lacks %q:\n%s", want, out.String())
		}
	}
	if !regexp.MustCompile(`cctree brs\+: all \d+ checks passed\n$`).MatchString(out.String()) {
		t.Errorf("no \"all checks passed\":\n%s", out.String())
	}
}

// TestEngineCheckBroken: engines of engine/ccp/testdata/broken, each wrong in one way, fail
// engine-check (exit 1) with a message that names the problem; correct minimal engines of 1.0
// and 1.1 pass it on exactly what they declare.
func TestEngineCheckBroken(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "broken")
	if b, err := exec.Command("go", "build", "-o", bin, "../../engine/ccp/testdata/broken").CombinedOutput(); err != nil {
		t.Fatalf("go build broken: %v\n%s", err, b)
	}
	v11 := []string{"-ready", "1.1", "-hello", "boards star73;seats 03"}
	for _, c := range []struct {
		name   string
		flags  []string // engine-check's
		engine []string
		code   int
		want   []string
		absent []string
	}{
		// A minimal 1.0 engine (name, author, boards, ready): checked on star73 alone, under free.
		{"minimal 1.0", nil, []string{"-mode", "correct", "-hello", "boards star73"}, 0,
			[]string{"; CCP 1; ", "| perft star73 03 free ", "| perft star73 012345 free ", "broken correct: all "},
			[]string{"star121", "triangle", "nostop", "| stop "}},
		// A minimal 1.1 engine with seat sets and +allhome: exactly those, and stop.
		{"minimal 1.1", nil, []string{"-mode", "correct", "-ready", "1.1", "-hello", "boards star73;seats 03 0134;rules free free+allhome"}, 0,
			[]string{"; CCP 1.1; ", "| perft star73 03 free+allhome ", "| perft star73 0134 free ", "| moves star73 0134 free+allhome ", "| stop ", "| ignored stop ", "broken correct: all "},
			[]string{"| perft star73 024 ", "| perft star73 012345 ", "nostop"}},
		// A 1.0 engine that refuses "ccp 1.1" is offered 1 and passes.
		{"strict 1.0", nil, []string{"-mode", "strict10", "-hello", "boards star73;rules free"}, 0, []string{"; CCP 1; ", "broken strict10: all "}, nil},
		{"ignores moves", nil, append([]string{"-mode", "ignoremoves"}, v11...), 1,
			[]string{"| moves star73 03 free ", "FAIL", `does the engine play the moves of "position ... moves"?`}, nil},
		{"70% over movetime", []string{"-movetime", "200ms"}, append([]string{"-mode", "slow"}, v11...), 1,
			[]string{"| search star73 03 ", "FAIL", "go movetime 200: answered in 3", "more than the movetime plus the tolerance (260ms) every time"}, nil},
		{"perft against its own divide (1.1)", nil, append([]string{"-mode", "baddivide"}, v11...), 1,
			[]string{"perft 2 = 101, cctree 100 ", "FAIL", "the engine's perft 2 is 101 but its own divide sums to 100: its perft disagrees with its own divide",
				"divide 2 of star73 03 0 "}, nil},
		{"perft against its own divide (1.0)", nil, []string{"-mode", "baddivide", "-hello", "boards star73;rules free"}, 1,
			[]string{"the engine's perft 2 is 101 but its counts below the 10 moves sum to 100: its perft disagrees with its own divide"}, nil},
		// perft always 1.
		{"perft 1", nil, []string{"-mode", "good"}, 1, []string{"| perft star73 03 free ", "FAIL", "perft 1 = 1, cctree 10 on the start position; at star73 03 0 ",
			"the move lists differ: the engine counts 1 moves, cctree 10"}, nil},
		// perft under nostop, so from the third ply on: located with divides down to perft 1.
		{"perft under nostop", nil, []string{"-mode", "nostop"}, 1,
			[]string{"perft 3 = 1720, cctree 1800 on the start position; at star73 03 0 ", `after "1-9 67-60" the move lists differ: the engine counts 17 moves, cctree 19`,
				"divide 3 of star73 03 0 ", "  1-9                 190          170   <- first difference", "divide 2 of star73 03 1 ",
				"  67-60                19           17   <- first difference"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			args := append(append([]string{"engine-check", "-depth", "3", "-per", "1"}, c.flags...), append([]string{bin}, c.engine...)...)
			err := run(context.Background(), &out, &errb, args)
			if code := exitCode(err, &errb); code != c.code {
				t.Errorf("exit %d, want %d: %s", code, c.code, errb.String())
			}
			for _, want := range c.want {
				if !strings.Contains(out.String(), want) {
					t.Errorf("output lacks %q:\n%s", want, out.String())
				}
			}
			for _, no := range c.absent {
				if strings.Contains(out.String(), no) {
					t.Errorf("output has %q:\n%s", no, out.String())
				}
			}
		})
	}
}

// TestEngineCheckCpp builds the C++ example engine (examples/engines/cpp/multi.cpp) with the
// system's C++ compiler and runs engine-check on it: the Virus Game at 2-6 players, Focus at 2-4
// and Chinese Checkers on star73 under all six rule sets, with stop polled during its searches.
// It skips only when no C++ compiler is found.
func TestEngineCheckCpp(t *testing.T) {
	t.Parallel() // a minute of child processes, run beside the other slow ones: the package is the last of make test
	cxx := ""
	for _, c := range []string{"g++", "c++", "clang++"} {
		if _, err := exec.LookPath(c); err == nil {
			cxx = c
			break
		}
	}
	if cxx == "" {
		t.Skip("no C++ compiler (g++, c++, clang++) found: the C++ example engine cannot be built here (CI has one)")
	}
	bin := filepath.Join(t.TempDir(), "multi")
	if b, err := exec.Command(cxx, "-O2", "-std=c++17", "-Wall", "-o", bin, "../../examples/engines/cpp/multi.cpp").CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", cxx, err, b)
	}
	var out, errb bytes.Buffer
	err := run(context.Background(), &out, &errb, []string{"engine-check", bin})
	if code := exitCode(err, &errb); code != 0 {
		t.Fatalf("engine-check of multi.cpp: exit %d: %s\n%s", code, errb.String(), out.String())
	}
	for _, want := range []string{"; CCP 1.1; ", "| perft virus(players=2) ", "| perft virus(players=6) ", "| perft focus(players=4) ", "| search focus(players=3) ",
		"| perft star73 012345 goallock+allhome ", "| stop ", "stop after 100ms: bestmove after", "| det nodes "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("engine-check output lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "star121") || !regexp.MustCompile(`multi.cpp: all \d+ checks passed\n$`).MatchString(out.String()) {
		t.Errorf("want every check passed, on star73 only:\n%s", out.String())
	}
	// The variants its games line covers beyond the defaults, named with -games.
	out.Reset()
	variants := "virus(players=3,size=6,adj=8,noconvert) virus(players=4,size=4,start=single,target=empty,limit=0) focus(players=3,moves=whole,win=capture) focus(players=2,win=capture)"
	err = run(context.Background(), &out, &errb, []string{"engine-check", "-games", variants, bin})
	if code := exitCode(err, &errb); code != 0 {
		t.Fatalf("engine-check -games of multi.cpp: exit %d: %s\n%s", code, errb.String(), out.String())
	}
	for _, want := range []string{"| perft virus(players=3,size=6,adj=8,noconvert) ", "| perft focus(players=3,moves=whole,win=capture) ", "| perft virus(players=4,size=4,start=single,target=empty,limit=0) "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("engine-check -games output lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "| perft star73") {
		t.Errorf("-games without chinesecheckers checked star73:\n%s", out.String())
	}
}

// TestEngineUsage: bad flags are usage errors (exit 2); -h prints the flags.
func TestEngineUsage(t *testing.T) {
	for _, args := range [][]string{{"engine"}, {"engine", "-algo", "nosuch"}, {"engine-check"}, {"engine-check", "-depth", "0", "x"},
		{"engine-check", "-games", "virus(size=99)", "x"}, {"engine-check", "-games", "chess", "x"}, {"engine-check", "-tolerance", "-1", "x"}} {
		var out, errb bytes.Buffer
		if code := exitCode(run(context.Background(), &out, &errb, args), &errb); code != 2 {
			t.Errorf("cctree %q: exit %d, want 2", args, code)
		}
	}
	for _, cmd := range []string{"engine", "engine-check"} {
		var out bytes.Buffer
		if code := exitCode(run(context.Background(), &out, io.Discard, []string{cmd, "-h"}), io.Discard); code != 0 || !strings.Contains(out.String(), "usage: cctree "+cmd) {
			t.Errorf("cctree %s -h: exit %d, output %q", cmd, code, out.String())
		}
	}
}

// TestREADMEEngines runs the command lines of docs/engines.md's "Bring your own engine" section from
// the repository's root, with `go run ./tools/cctree` replaced by this test binary as cctree and
// tmp/ by a temporary folder: the C engine is built with cc and both example engines pass
// engine-check (so does a served cctree searcher). Without cc or python3 it skips, saying so.
func TestREADMEEngines(t *testing.T) {
	t.Parallel() // a minute of child processes, run beside the other slow ones: the package is the last of make test
	if testing.Short() {
		t.Skip("runs the example engines through engine-check; run without -short")
	}
	root := filepath.Join("..", "..")
	data, err := os.ReadFile(filepath.Join(root, "docs", "engines.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(data), "# Bring your own engine\n")
	if !ok {
		t.Fatal(`docs/engines.md does not start with "# Bring your own engine"`)
	}
	sec, _, _ = strings.Cut(sec, "\n## ")
	tools := []string{"cc", "python3"}
	if strings.Contains(sec, "g++ ") { // the C++ example, once the section builds it
		tools = append(tools, "g++")
	}
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: the example engines cannot be built or run here (CI has it)", tool)
		}
	}
	var cmds []string
	for _, l := range strings.Split(sec, "\n") {
		if strings.HasPrefix(l, "    ") {
			cmds = append(cmds, strings.TrimSpace(l))
		}
	}
	if len(cmds) < 3 {
		t.Fatalf("found %d commands in the section: %q", len(cmds), cmds)
	}
	tmp := t.TempDir()
	self := strings.Join(selfCommand(), " ")
	for _, c := range cmds {
		line := strings.ReplaceAll(c, "tmp/", tmp+"/")
		line = strings.ReplaceAll(line, "go run ./tools/cctree", self)
		if strings.Contains(c, "engine-check go run ./tools/cctree engine ") {
			// cctree's served searcher at one position a game and 50 ms (TestEngineCheck's
			// scale): at the defaults, two positions and 200 ms, it was 19 s of make test.
			line = strings.Replace(line, "engine-check ", "engine-check -per 1 -movetime 50ms ", 1)
		}
		t.Run(c, func(t *testing.T) {
			cmd := exec.Command("sh", "-c", line)
			cmd.Dir = root
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%s: %v\n%s", line, err, out)
			}
			if strings.Contains(c, "engine-check") && !regexp.MustCompile(`: all \d+ checks passed\n$`).Match(out) {
				t.Errorf("%s: no \"all checks passed\":\n%s", line, out)
			}
		})
	}
}
