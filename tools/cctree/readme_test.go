package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestREADMECommands runs every command line of README.md that selects benchmarks or sweep
// cases (go test ./bench ..., cctree sweep ..., make bench/sweep ...) at its smallest size: every
// depth becomes 1, -count 1, -benchtime 1x, outputs go to a temporary folder. Each must exit 0
// and produce at least one benchmark result: an example that selects nothing fails here. The
// commands with external engines (-engines), matches included, run as written from the
// repository's root (outputs in a temporary folder), skipped without python3.
// TestLongREADMECommands does the same for docs/*.md (make test-long).
func TestREADMECommands(t *testing.T) {
	root := filepath.Join("..", "..")
	readmeCommandsTest(t, []string{filepath.Join(root, "README.md")}, 1)
}

// TestLongREADMECommands is TestREADMECommands for the commands of docs/*.md.
func TestLongREADMECommands(t *testing.T) {
	root := filepath.Join("..", "..")
	readmeCommandsTest(t, docFiles(t, root)[1:], 8)
}

func readmeCommandsTest(t *testing.T, files []string, least int) {
	if testing.Short() {
		t.Skip("builds the bench test binary and runs every documented example; run without -short")
	}
	root := filepath.Join("..", "..")
	var cmds []string
	for _, f := range files {
		cmds = append(cmds, readmeCommands(t, f)...)
	}
	if len(cmds) < least {
		t.Fatalf("found only %d benchmark/sweep commands in %v: %q", len(cmds), files, cmds)
	}
	tmp := t.TempDir()
	benchBin := filepath.Join(tmp, "bench.test")
	if out, err := exec.Command("go", "test", "-c", "-o", benchBin, "../../bench").CombinedOutput(); err != nil {
		t.Fatalf("go test -c ./bench: %v\n%s", err, out)
	}
	ran := map[string]string{} // a bench run's arguments -> the line that ran them
	for _, line := range cmds {
		t.Run(line, func(t *testing.T) {
			words, err := shellWords(line)
			if err != nil {
				t.Fatal(err)
			}
			var env []string
			for len(words) > 0 && regexp.MustCompile(`^[A-Z_]+=`).MatchString(words[0]) {
				env, words = append(env, words[0]), words[1:]
			}
			if words[0] == "make" {
				words, env = makeRecipe(t, root, words, env)
			}
			var out string
			if slices.Contains(words, "-engines") {
				if _, err := exec.LookPath("python3"); err != nil {
					t.Skip("no python3 for the example engine")
				}
				out = runEngineCommand(t, words, root, tmp)
				if words[3] == "match" {
					if !strings.Contains(out, "Match: ") {
						t.Fatalf("no match summary:\n%s", out)
					}
					return
				}
			}
			switch {
			case out != "":
			case len(words) > 3 && words[0] == "go" && words[1] == "test" && words[2] == "./bench":
				bargs := benchArgs(t, words[3:])
				// Several lines (a make target and its recipe by hand, one line in two files) come
				// to the same run: it passed once with these arguments, and a second run of the
				// whole default matrix would only repeat it.
				key := strings.Join(benchRunKey(bargs), "\x00") + "\x00" + strings.Join(env, "\x00")
				if first, ok := ran[key]; ok {
					t.Logf("the same run as %q, which passed", first)
					return
				}
				out = runBenchBinary(t, benchBin, bargs, env)
				ran[key] = line
			case len(words) > 3 && words[0] == "go" && words[1] == "run" && words[2] == "./tools/cctree" && words[3] == "sweep":
				out = runSweepSmall(t, words[4:], tmp)
			default:
				t.Fatalf("do not know how to run %q", words)
			}
			if !regexp.MustCompile(`(?m)^Benchmark\S+\s+\d+\s+\S+ \S+`).MatchString(out) {
				t.Fatalf("no benchmark result:\n%s", out)
			}
		})
	}
}

// docFiles returns README.md and every docs/*.md (docs/games/ included), the files whose commands
// the tests run.
func docFiles(t *testing.T, root string) []string {
	t.Helper()
	files := []string{filepath.Join(root, "README.md")}
	for _, pat := range []string{"docs/*.md", "docs/*/*.md"} {
		m, err := filepath.Glob(filepath.Join(root, pat))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	return files
}

// readmeCommands returns the README's command lines (code blocks and table cells) that select
// benchmarks or sweeps, without trailing comments.
func readmeCommands(t *testing.T, path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cmds []string
	re := regexp.MustCompile("`((?:[A-Z_]+=\\S+ )*go test \\./bench[^`]*)`")
	for _, l := range strings.Split(string(data), "\n") {
		for _, m := range re.FindAllStringSubmatch(l, -1) { // table cells
			if strings.Contains(m[1], "-bench") {
				cmds = append(cmds, m[1])
			}
		}
		if !strings.HasPrefix(l, "    ") {
			continue
		}
		c := strings.TrimSpace(l)
		if i := strings.Index(c, "   #"); i >= 0 {
			c = strings.TrimSpace(c[:i])
		}
		if i := strings.Index(c, " > "); i >= 0 {
			c = strings.TrimSpace(c[:i])
		}
		c = regexp.MustCompile(`\s*\[[^]]*\]`).ReplaceAllString(c, "") // optional flags of a synopsis
		switch {
		case regexp.MustCompile(`^([A-Z_]+=\S+ )*go test \./bench `).MatchString(c),
			strings.HasPrefix(c, "go run ./tools/cctree sweep "),
			strings.HasPrefix(c, "go run ./tools/cctree match ") && strings.Contains(c, " -engines "),
			regexp.MustCompile(`^([A-Z_]+=\S+ )*make (bench|sweep)( |$)`).MatchString(c):
			cmds = append(cmds, c)
		}
	}
	return cmds
}

// makeRecipe returns the command make would run for a make line (make -n), without its tee.
func makeRecipe(t *testing.T, root string, words, env []string) ([]string, []string) {
	t.Helper()
	cmd := exec.Command("make", append([]string{"-s", "-n"}, words[1:]...)...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("make -n: %v\n%s", err, out)
	}
	for _, l := range strings.Split(string(out), "\n") {
		l = strings.TrimPrefix(l, "set -o pipefail; ")
		if i := strings.Index(l, " | tee"); i >= 0 {
			l = l[:i]
		}
		if strings.HasPrefix(l, "go test ./bench") || strings.HasPrefix(l, "go run ./tools/cctree sweep") {
			w, err := shellWords(l)
			if err != nil {
				t.Fatal(err)
			}
			return w, env
		}
	}
	t.Fatalf("make -n %v runs no benchmark:\n%s", words[1:], out)
	return nil, nil
}

// benchArgs translates go test's flags to the bench test binary's, at depth 1, -benchtime 1x.
func benchArgs(t *testing.T, args []string) []string {
	t.Helper()
	var bargs []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name := strings.TrimLeft(a, "-")
		switch name {
		case "run", "bench", "benchtime", "count", "timeout", "cpuprofile", "memprofile", "o":
			if i+1 >= len(args) {
				t.Fatalf("%s without a value", a)
			}
			v := args[i+1]
			i++
			switch name {
			case "count", "benchtime", "timeout", "cpuprofile", "memprofile", "o":
				continue // set below, or not wanted in a test
			}
			bargs = append(bargs, "-test."+name, v)
		case "benchmem":
			bargs = append(bargs, "-test.benchmem")
		case "cctree.depth":
			i++ // replaced by depth 1
		default:
			if strings.HasPrefix(name, "cctree.") && i+1 < len(args) {
				bargs = append(bargs, a, args[i+1])
				i++
				continue
			}
			t.Fatalf("unexpected go test argument %q", a)
		}
	}
	return append(bargs, "-test.benchtime", "1x", "-test.count", "1", "-cctree.depth", "1")
}

// benchRunKey is bargs without the flags that change no case run: -test.benchmem (columns, not
// cases) and -cctree.matrix default (the matrix unset is the default one).
func benchRunKey(bargs []string) []string {
	var k []string
	for i := 0; i < len(bargs); i++ {
		switch {
		case bargs[i] == "-test.benchmem":
		case bargs[i] == "-cctree.matrix" && i+1 < len(bargs) && bargs[i+1] == "default":
			i++
		default:
			k = append(k, bargs[i])
		}
	}
	return k
}

// runBenchBinary runs the compiled bench test binary with the arguments benchArgs made.
func runBenchBinary(t *testing.T, bin string, bargs, env []string) string {
	t.Helper()
	cmd := exec.Command(bin, bargs...)
	cmd.Dir = filepath.Join("..", "..", "bench")
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %q: %v\n%s%s", bin, bargs, err, out.String(), errb.String())
	}
	return out.String()
}

// runSweepSmall runs cctree sweep with the line's flags at depth 1, -out into dir.
func runSweepSmall(t *testing.T, args []string, dir string) string {
	t.Helper()
	var sargs []string
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "-depth", "-out", "-workers":
			i++
			continue
		}
		sargs = append(sargs, args[i])
	}
	sargs = append(sargs, "-depth", "1")
	var out, errb bytes.Buffer
	if err := run(context.Background(), &out, &errb, append([]string{"sweep"}, sargs...)); err != nil {
		t.Fatalf("cctree sweep %q: %v\n%s", sargs, err, errb.String())
	}
	return out.String()
}

// runEngineCommand runs a README line "go run ./tools/cctree match|sweep ... -engines FILE ..." as
// this test binary (cctree) from the repository's root, a sweep at depth 1, -out in dir.
func runEngineCommand(t *testing.T, words []string, root, dir string) string {
	t.Helper()
	var args []string
	for i := 3; i < len(words); i++ {
		switch {
		case words[i] == "-out" && i+1 < len(words):
			i++
			args = append(args, "-out", filepath.Join(dir, filepath.Base(words[i])))
		case words[i] == "-depth" && words[3] == "sweep" && i+1 < len(words):
			i++
		default:
			args = append(args, words[i])
		}
	}
	if words[3] == "sweep" {
		args = append(args, "-depth", "1")
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), asMain+"=1")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("cctree %q: %v\n%s%s", args, err, out.String(), errb.String())
	}
	return out.String()
}

// shellWords splits a command line as sh would for the simple quoting the README uses.
func shellWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\'' || c == '"':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return nil, &os.PathError{Op: "shellWords", Path: s, Err: os.ErrInvalid}
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}
