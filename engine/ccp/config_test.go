package ccp

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestParseEngines(t *testing.T) {
	file := `# engines
[greedy]
command = python3 'examples/engines/python/greedy.py'
dir = .
env = PYTHONHASHSEED=0
option = Hash 16
grace = 2s

[served]
command = cctree engine -algo "opps(1, 5, 1)"
timeout = 1m
det = depth nodes
`
	got, err := ParseEngines("engines.txt", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Config{
		"greedy": {Command: []string{"python3", "examples/engines/python/greedy.py"}, Dir: ".", Env: []string{"PYTHONHASHSEED=0"},
			Options: map[string]string{"Hash": "16"}, Grace: 2 * time.Second},
		"served": {Command: []string{"cctree", "engine", "-algo", "opps(1, 5, 1)"}, Timeout: time.Minute, DetDepth: true, DetNodes: true},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	for spec, cmd := range map[string][]string{
		"engine:greedy":                     want["greedy"].Command,
		"engine:cctree engine -algo 'maxn'": {"cctree", "engine", "-algo", "maxn"},
		"engine:./bot":                      {"./bot"},
	} {
		c, ok, err := Lookup(spec, got)
		if !ok || err != nil || !reflect.DeepEqual(c.Command, cmd) {
			t.Errorf("Lookup(%q) = %q, %v, %v; want %q", spec, c.Command, ok, err, cmd)
		}
	}
	if _, ok, _ := Lookup("paranoid", got); ok {
		t.Error("Lookup(paranoid): a registry spec taken for an engine")
	}
	if _, _, err := Lookup("engine:nosuch", got); err == nil || !strings.Contains(err.Error(), `no engine "nosuch"`) {
		t.Errorf("Lookup(engine:nosuch): %v", err)
	}
	for _, c := range []struct{ file, want string }{
		{"command = x", `engines.txt:1: "command = x" before the first section`},
		{"[a b]", `engines.txt:1: want a section`},
		{"[a]\ncommand = x\n[a]", `engines.txt:3: engine "a" defined twice`},
		{"[a]\ncolour = red", `engines.txt:2: colour: unknown key`},
		{"[a]\ncommand = 'x", `engines.txt:2: command: unclosed '`},
		{"[a]\ncommand = x\ngrace = -1s", `engines.txt:3: grace: want a duration > 0`},
		{"[a]\ncommand = x\noption = Hash", `engines.txt:3: option: want "option = NAME VALUE"`},
		{"[a]\ndir = .", `engine "a" has no command`},
		{"[a]\ncommand = x\ndet = time", `engines.txt:3: det: "time": want depth and/or nodes`},
	} {
		_, err := ParseEngines("engines.txt", []byte(c.file))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.file, err, c.want)
		}
	}
}
