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

// TestEngineCheck: cctree engine, as a real process, passes engine-check; broken engines (perft
// always 1; perft under the wrong rule set) fail it with the first divergence and exit status 1.
func TestEngineCheck(t *testing.T) {
	var out, errb bytes.Buffer
	args := append([]string{"engine-check", "-depth", "2", "-mid-depth", "1", "-per", "1", "-movetime", "20ms"}, selfCommand("engine", "-algo", "brs+")...)
	err := run(context.Background(), &out, &errb, args)
	if code := exitCode(err, &errb); code != 0 {
		t.Fatalf("engine-check of cctree engine: exit %d: %s\n%s", code, errb.String(), out.String())
	}
	for _, want := range []string{"| perft star121 012345 nostop ", "| det nodes ", "cctree brs+: all 51 checks passed"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("engine-check output lacks %q:\n%s", want, out.String())
		}
	}

	bin := filepath.Join(t.TempDir(), "broken")
	if b, err := exec.Command("go", "build", "-o", bin, "../../engine/ccp/testdata/broken").CombinedOutput(); err != nil {
		t.Fatalf("go build broken: %v\n%s", err, b)
	}
	for _, c := range []struct {
		mode string
		want []string
	}{
		{"good", []string{"| perft star73 03 free ", "FAIL", "perft 1 = 1, cctree 10 on the start position; first divergence after \"\""}},
		// perft under nostop, so from the third ply on: located with divides down to perft 1.
		{"nostop", []string{"perft 3 = 1720, cctree 1800 on the start position; first divergence after \"1-9 67-60\": the move lists differ",
			"divide 3 of star73 03 0 ", "  1-9               190          170   <- first difference", "divide 2 of star73 03 1 ",
			"  67-60              19           17   <- first difference"}},
	} {
		out.Reset()
		errb.Reset()
		err = run(context.Background(), &out, &errb, []string{"engine-check", "-depth", "3", "-per", "1", bin, "-mode", c.mode})
		if code := exitCode(err, &errb); code != 1 {
			t.Errorf("engine-check of a broken engine: exit %d, want 1", code)
		}
		for _, want := range c.want {
			if !strings.Contains(out.String(), want) {
				t.Errorf("engine-check -mode %s: output lacks %q:\n%s", c.mode, want, out.String())
			}
		}
	}
}

// TestEngineUsage: bad flags are usage errors (exit 2); -h prints the flags.
func TestEngineUsage(t *testing.T) {
	for _, args := range [][]string{{"engine"}, {"engine", "-algo", "nosuch"}, {"engine-check"}, {"engine-check", "-depth", "0", "x"}} {
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

// TestREADMEEngines runs the command lines of README.md's "Bring your own engine" section from
// the repository's root, with `go run ./tools/cctree` replaced by this test binary as cctree and
// tmp/ by a temporary folder: the C engine is built with cc and both example engines pass
// engine-check (so does a served cctree searcher). Without cc or python3 it skips, saying so.
func TestREADMEEngines(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the example engines through engine-check; run without -short")
	}
	for _, tool := range []string{"cc", "python3"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: the example engines cannot be built or run here (CI has it)", tool)
		}
	}
	root := filepath.Join("..", "..")
	data, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(data), "\n## Bring your own engine\n")
	if !ok {
		t.Fatal(`README.md has no "## Bring your own engine" section`)
	}
	sec, _, _ = strings.Cut(sec, "\n## ")
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
