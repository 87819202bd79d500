package ccp

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Prefix starts a contestant spec that names an engine: "engine:NAME" for an engine of the
// engines file, "engine:COMMAND ARGS..." for an inline command (a name is a single word).
const Prefix = "engine:"

// ParseEngines reads an engines file: sections "[NAME]", each with lines "key = value":
//
//	# comments and blank lines are ignored
//	[greedy]
//	command = python3 examples/engines/python/greedy.py   (words; '...' and "..." quote)
//	dir = .                      (working directory, relative to the host's)
//	env = PYTHONHASHSEED=0       (repeatable)
//	option = Hash 16             (repeatable: setoption name Hash value 16)
//	grace = 1s                   (past the budget, before a hang)
//	timeout = 1m                 (budget of requests without movetime)
//	det = depth nodes            (the determinism the engine declares, for match records)
//
// Names are single words of letters, digits and "-_.+". Errors name the file and line.
func ParseEngines(file string, data []byte) (map[string]Config, error) {
	out := map[string]Config{}
	var name string
	var cur *Config
	flush := func() {
		if cur != nil {
			out[name] = *cur
		}
	}
	for i, raw := range strings.Split(string(data), "\n") {
		line := strings.TrimSpace(raw)
		where := fmt.Sprintf("ccp: %s:%d: ", file, i+1)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "[") {
			if !strings.HasSuffix(line, "]") || !validName(line[1:len(line)-1]) {
				return nil, fmt.Errorf("%swant a section \"[NAME]\" with NAME a word of letters, digits and -_.+, got %q", where, line)
			}
			flush()
			name = line[1 : len(line)-1]
			if _, dup := out[name]; dup {
				return nil, fmt.Errorf("%sengine %q defined twice", where, name)
			}
			cur = &Config{}
			continue
		}
		if cur == nil {
			return nil, fmt.Errorf("%s%q before the first section [NAME]", where, line)
		}
		k, v, ok := strings.Cut(line, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || v == "" {
			return nil, fmt.Errorf("%swant \"key = value\", got %q", where, line)
		}
		var err error
		switch k {
		case "command":
			cur.Command, err = Words(v)
		case "dir":
			cur.Dir = v
		case "env":
			if !strings.Contains(v, "=") {
				err = errors.New("want KEY=VALUE")
			}
			cur.Env = append(cur.Env, v)
		case "option":
			on, ov, ok := strings.Cut(v, " ")
			if !ok {
				err = errors.New("want \"option = NAME VALUE\"")
				break
			}
			if cur.Options == nil {
				cur.Options = map[string]string{}
			}
			cur.Options[on] = strings.TrimSpace(ov)
		case "grace", "timeout":
			var d time.Duration
			if d, err = time.ParseDuration(v); err == nil && d <= 0 {
				err = errors.New("want a duration > 0")
			}
			if k == "grace" {
				cur.Grace = d
			} else {
				cur.Timeout = d
			}
		case "det":
			for _, w := range strings.Fields(v) {
				switch w {
				case "depth":
					cur.DetDepth = true
				case "nodes":
					cur.DetNodes = true
				default:
					err = fmt.Errorf("%q: want depth and/or nodes", w)
				}
			}
		default:
			err = errors.New("unknown key (want command, dir, env, option, grace, timeout, det)")
		}
		if err != nil {
			return nil, fmt.Errorf("%s%s: %v", where, k, err)
		}
	}
	flush()
	for n, c := range out {
		if len(c.Command) == 0 {
			return nil, fmt.Errorf("ccp: %s: engine %q has no command", file, n)
		}
	}
	return out, nil
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("-_.+", c)) {
			return false
		}
	}
	return true
}

// Lookup resolves a contestant spec "engine:NAME" (an engine of engines) or "engine:COMMAND
// ARGS..." (inline; the contestant's name is then the whole spec). ok is false for a spec without
// the prefix (a registry searcher).
func Lookup(spec string, engines map[string]Config) (cfg Config, ok bool, err error) {
	rest, ok := strings.CutPrefix(spec, Prefix)
	if !ok {
		return cfg, false, nil
	}
	if c, found := engines[rest]; found {
		return c, true, nil
	}
	words, err := Words(rest)
	if err != nil {
		return cfg, true, fmt.Errorf("ccp: %s: %v", spec, err)
	}
	if len(words) < 2 && validName(rest) {
		return cfg, true, fmt.Errorf("ccp: %s: no engine %q in the engines file (and a command needs its arguments or a path)", spec, rest)
	}
	if len(words) == 0 {
		return cfg, true, fmt.Errorf("ccp: %s: no command", spec)
	}
	return Config{Command: words}, true, nil
}

// Words splits s into words at spaces, with '...' and "..." quoting (no escapes).
func Words(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\'', '"':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return nil, fmt.Errorf("unclosed %c in %q", c, s)
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			in = true
		case ' ', '\t':
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteByte(c)
			in = true
		}
	}
	if in {
		words = append(words, cur.String())
	}
	return words, nil
}
