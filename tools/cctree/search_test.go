package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// fields runs cctree with args and returns the key=value fields of its one output line.
func fields(t *testing.T, args ...string) map[string]string {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), &out, &errb, args)
	if code := exitCode(err, &errb); code != 0 {
		t.Fatalf("cctree %v: exit %d, stderr %q", args, code, errb.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 1 {
		t.Fatalf("cctree %v: want one line, got %q", args, out.String())
	}
	f := map[string]string{}
	for _, kv := range strings.Fields(lines[0]) {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			t.Fatalf("cctree %v: field %q is not key=value", args, kv)
		}
		f[k] = v
	}
	for _, k := range []string{"algo", "depth", "move", "value", "nodes", "time", "nps", "cutoffs", "leaves", "evals", "rules"} {
		if _, ok := f[k]; !ok {
			t.Errorf("cctree %v: no %s= field in %q", args, k, lines[0])
		}
	}
	return f
}

func TestSearchCommand(t *testing.T) {
	start4 := "star73 0134 0 0/00/000/.......111/.......11/.......1/......./3......./33......./333......./222/22/2"
	for _, tc := range []struct {
		args []string
		want map[string]string
	}{
		// max^n to depth 2 from the start visits perft(0)+perft(1)+perft(2) = 1+10+103 nodes.
		{[]string{"-algo", "maxn", "-depth", "2", "-pos", start4},
			map[string]string{"algo": "maxn", "depth": "2", "nodes": "114", "rules": "free", "cutoffs": "0"}},
		{[]string{"-algo", "paranoid(noprune)", "-depth", "2"},
			map[string]string{"algo": "paranoid(noprune)", "depth": "2", "nodes": "114", "leaves": "103", "evals": "103"}},
		{[]string{"-algo", "opps( 1,inf,1 )", "-depth", "3", "-rules", "nostop", "-board", "star121", "-seats", "03"},
			map[string]string{"algo": "opps(1,inf,1)", "depth": "3", "rules": "nostop"}},
		{[]string{"-algo", "brs+", "-depth", "20", "-nodes", "500"},
			map[string]string{"algo": "brs+", "stopped": "true"}},
		{[]string{"-algo", "paranoid", "-depth", "40", "-time", "50ms", "-board", "star121", "-seats", "012345"},
			map[string]string{"algo": "paranoid", "stopped": "true"}},
		// MP-Mix and Offensive say which strategy ran; brs(threat=mtf) is plain BRS's value.
		{[]string{"-algo", "mpmix(td=0.05,to=0.1)", "-depth", "2"},
			map[string]string{"algo": "mpmix(td=0.05,to=0.1)", "strategy": "maxn", "nodes": "114", "value": "291271,291271,233016,233016"}},
		{[]string{"-algo", "mpmix(td=0.05,to=0.1)", "-depth", "3", "-pos", "star73 024 0 0/../.00/...0....../..0....../..0...../......./2......1/22.....11/222....111/.../../."},
			map[string]string{"strategy": "paranoid"}},
		{[]string{"-algo", "mpmix(td=0.05, to=0.1)", "-depth", "3", "-pos", "star73 024 0 0/00/000/........../........./....11../......1/2......./22.....1./222....1.1/.../../."},
			map[string]string{"strategy": "offensive(target=1)"}},
		{[]string{"-algo", "offensive", "-depth", "2", "-seats", "024"},
			map[string]string{"algo": "offensive", "strategy": "offensive(target=1)", "nodes": "111"}},
		{[]string{"-algo", "brs(threat=mtf)", "-depth", "4"},
			map[string]string{"algo": "brs(threat=mtf)", "value": "317011", "move": "3-9"}},
		{[]string{"-algo", "brs", "-depth", "4"},
			map[string]string{"algo": "brs", "value": "317011", "move": "3-9"}},
		{[]string{"-algo", "maxn", "-depth", "3", "-pos", "star73 03 1 1/11/111/........../........./......../......./......../........./........../000/00/0"},
			map[string]string{"move": "none", "value": "1048576,0", "nodes": "1", "depth": "3", "leaves": "1", "evals": "0"}},
	} {
		f := fields(t, append([]string{"search"}, tc.args...)...)
		for k, v := range tc.want {
			if f[k] != v {
				t.Errorf("cctree search %v: %s=%s, want %s", tc.args, k, f[k], v)
			}
		}
		if !strings.Contains(f["move"], "-") && f["move"] != "pass" && f["move"] != "none" {
			t.Errorf("cctree search %v: move=%s is not f-t or pass", tc.args, f["move"])
		}
	}
	if _, ok := fields(t, "search", "-algo", "paranoid", "-depth", "1")["strategy"]; ok {
		t.Errorf("paranoid prints a strategy= field; only adaptive searchers do")
	}
	if v := fields(t, "search", "-algo", "maxn", "-depth", "1")["value"]; strings.Count(v, ",") != 3 {
		t.Errorf("maxn value %q: want 4 comma-separated integers", v)
	}
	// The paranoid value is one integer; the two searchers agree with the CLI's pruned twin.
	a := fields(t, "search", "-algo", "paranoid", "-depth", "4")
	b := fields(t, "search", "-algo", "paranoid(noprune)", "-depth", "4")
	if a["value"] != b["value"] || a["move"] != b["move"] || strings.Contains(a["value"], ",") {
		t.Errorf("paranoid %v vs noprune %v", a, b)
	}
}

func TestSearchUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-depth", "3"}, "-algo: missing searcher spec"},
		{[]string{"-algo", "nosuch", "-depth", "3"}, `unknown searcher "nosuch"`},
		{[]string{"-algo", "opps(1,2)", "-depth", "3"}, "want 3 numbers, got 2"},
		{[]string{"-algo", "opps(1,2,5)", "-depth", "3"}, "l1 = 2 is smaller than l2 = 5"},
		{[]string{"-algo", "opps(1,-2,1)", "-depth", "3"}, "negative"},
		{[]string{"-algo", "paranoid"}, "-depth: want 1 to 63 (or a -nodes or -time budget), got 0"},
		{[]string{"-algo", "paranoid", "-depth", "0"}, "-depth: want 1 to 63 (or a -nodes or -time budget), got 0"},
		{[]string{"-algo", "paranoid", "-depth", "-2"}, "-depth: want 1 to 63 (or a -nodes or -time budget), got -2"},
		{[]string{"-algo", "paranoid", "-depth", "2", "-nodes", "-1"}, "-nodes"},
		{[]string{"-algo", "paranoid", "-depth", "2", "-time", "-1s"}, "-time"},
		{[]string{"-algo", "paranoid", "-depth", "2", "-pos", "star73 0134"}, "-pos: ccn:"},
		{[]string{"-algo", "paranoid", "-depth", "x"}, "invalid value"},
		{[]string{"-algo", "brs(threat=foo)", "-depth", "3"}, `unknown threat rule "foo"`},
		{[]string{"-algo", "mpmix(td=x)", "-depth", "3"}, "want both td and to"},
		{[]string{"-algo", "mpmix(td=x,to=1)", "-depth", "3"}, `td = "x" is not a number >= 0 or inf`},
		{[]string{"-algo", "offensive(target=9)", "-depth", "3"}, "not a player index 0 to 5"},
		// A target the registry accepts but the game does not seat: refused before searching.
		{[]string{"-algo", "offensive(target=4)", "-depth", "3", "-seats", "024"}, "target 4 is not a player of this 3-player game"},
		{[]string{"-algo", "offensive(target=0)", "-depth", "3"}, "target 0 is the player to move"},
	} {
		var out, errb bytes.Buffer
		err := run(context.Background(), &out, &errb, append([]string{"search"}, tc.args...))
		if code := exitCode(err, &errb); code != 2 {
			t.Errorf("cctree search %v: exit %d, want 2", tc.args, code)
		}
		msg := errb.String()
		// (A flag the flag package cannot parse also prints the flag list to stdout: newFlagSet's Usage.)
		if strings.Count(msg, "\n") != 1 || !strings.Contains(msg, tc.want) || out.Len() != 0 && tc.want != "invalid value" {
			t.Errorf("cctree search %v: stderr %q stdout %q, want one line containing %q", tc.args, msg, out.String(), tc.want)
		}
	}
}

// TestSearchNoIteration: a search stopped before depth 1 completed (interrupted, or a budget
// too small; the context is checked every 1024 nodes, so the search must be bigger) prints move=none at depth=0 and exits 1, as an interrupted perft does; it must
// not print the placeholder move of an unsearched result.
func TestSearchNoIteration(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name string
		ctx  context.Context
		args []string
		want string
	}{
		{"interrupted", cancelled, []string{"-algo", "paranoid", "-depth", "5"}, "interrupted before depth 1 completed: no move"},
		{"node budget", context.Background(), []string{"-algo", "paranoid", "-depth", "3", "-nodes", "1"}, "node budget (-nodes) ran out before depth 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			err := run(tc.ctx, &out, &errb, append([]string{"search"}, tc.args...))
			if code := exitCode(err, &errb); code != 1 {
				t.Errorf("exit %d, want 1 (stderr %q)", code, errb.String())
			}
			if !strings.Contains(errb.String(), tc.want) {
				t.Errorf("stderr %q, want %q", errb.String(), tc.want)
			}
			if line := out.String(); !strings.Contains(line, " depth=0 move=none value=none ") {
				t.Errorf("stdout %q, want depth=0 move=none value=none", line)
			}
		})
	}
}

// TestPerftDepthHelp: the -depth help of perft and divide names its value N and keeps the
// output formats whole (the flag package takes the first backquoted word as the value name).
func TestPerftDepthHelp(t *testing.T) {
	for cmd, want := range map[string]string{
		"perft":  `  -depth N` + "\n" + `    	largest depth N; prints a line "perft D COUNT" for each D = 1..N`,
		"divide": `  -depth N` + "\n" + `    	depth N of the perft below the root; prints a line "MOVE COUNT" per root move, then "total SUM"`,
	} {
		var out, errb bytes.Buffer
		if err := run(context.Background(), &out, &errb, []string{cmd, "-h"}); exitCode(err, &errb) != 0 {
			t.Fatalf("%s -h: %v", cmd, err)
		}
		if !strings.Contains(out.String(), want) {
			t.Errorf("%s -h lacks\n%s\nin\n%s", cmd, want, out.String())
		}
	}
}

// TestSearchBudgetWithoutDepth: -nodes or -time alone deepen as far as the budget allows.
func TestSearchBudgetWithoutDepth(t *testing.T) {
	for _, budget := range [][]string{{"-nodes", "5000"}, {"-time", "50ms"}} {
		out, stderr, code := runCmd(t, append([]string{"search", "-algo", "paranoid", "-board", "star73", "-seats", "0134"}, budget...)...)
		if code != 0 || !strings.Contains(out, "depth=") || strings.Contains(out, "depth=0 ") {
			t.Errorf("%v: exit %d, %q %q", budget, code, out, stderr)
		}
	}
}
