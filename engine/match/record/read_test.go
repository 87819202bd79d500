package record

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

const line = `{"version":"v","board":"star73","seats":"024","rules":"free","contestants":["a","b"],"budget":"depth=1","deterministic":true,"games":6,"openings":0,"opening_plies":0,"cap":10,"seed":1,"game":0,"block":0,"seating":0,"opening_index":0,"players":["a","b","a"],"opening":[],"start":"x","moves":[],"nodes":[],"depths":[],"times_us":[],"winner":null,"capped":false,"plies":0}`

// TestReadCutLine: a last line without its newline (a kill while writing) is left out, as resume
// cuts it off; a bad complete line is an error naming it.
func TestReadCutLine(t *testing.T) {
	recs, err := Read(strings.NewReader(line+"\n"+line[:40]), "f")
	if err != nil || len(recs) != 1 {
		t.Errorf("a cut last line: %d records, %v; want 1 and no error", len(recs), err)
	}
	recs, err = Read(strings.NewReader(line+"\n"+line), "f")
	if err != nil || len(recs) != 1 {
		t.Errorf("a whole last line without its newline: %d records, %v; want 1 (it is not known to be complete)", len(recs), err)
	}
	recs, err = Read(strings.NewReader("\n"+line+"\n  \n"+line+"\n"), "f")
	if err != nil || len(recs) != 2 {
		t.Errorf("blank lines around two records: %d records, %v; want 2", len(recs), err)
	}
	if _, err := Read(strings.NewReader(line[:40]+"\n"+line+"\n"), "f"); err == nil || !strings.Contains(err.Error(), "f:1:") {
		t.Errorf("a bad complete line: %v, want an error naming f:1", err)
	}
}

// TestReadErrors: each way a complete line can fail to be a record is one line naming the file,
// the line and what is wrong, in the file's terms (no Go type or field names).
func TestReadErrors(t *testing.T) {
	for _, c := range []struct {
		name, line, want string
	}{
		{"unknown field", strings.Replace(line, `"plies":0`, `"plies":0,"extra":1`, 1), `unknown field "extra"`},
		{"wrong type", strings.Replace(line, `"nodes":[]`, `"nodes":["7"]`, 1), `field "nodes": a JSON string where an integer is wanted`},
		{"wrong type in forfeit", strings.Replace(line, `"plies":0`, `"plies":0,"forfeit":{"player":"x"}`, 1), `field "forfeit.player": a JSON string where an integer is wanted`},
		{"negative seed", strings.Replace(line, `"seed":1`, `"seed":-1`, 1), `field "seed": a JSON number -1 where a non-negative integer is wanted`},
		{"not an object", `[1,2]`, `a JSON array where an object is wanted`},
		{"not JSON", `{"board":star73}`, `not JSON: invalid character 's'`},
		{"incomplete", line[:60], `the object is not complete`},
		{"text after", line + ` {}`, `text after the record: "{}"`},
		{"no board", strings.Replace(line, `"board":"star73"`, `"board":""`, 1), `no "board"`},
		{"no moves", strings.Replace(line, `"moves":[]`, `"moves":null`, 1), `no "moves"`},
		{"null", `null`, `no "board"`},
		{"board and game_spec", strings.Replace(line, `"version":"v",`, `"version":"v","game_spec":"virus(players=3)",`, 1), `both "board" and "game_spec"`},
	} {
		_, err := Read(strings.NewReader(line+"\n"+c.line+"\n"), "dir/m.jsonl")
		want := "dir/m.jsonl:2: not a game record of cctree match (" + c.want
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: %v\nwant an error starting %s", c.name, err, want)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "\n") || strings.Contains(msg, "Record") || strings.Contains(msg, "int64") || strings.Contains(msg, "json:") {
			t.Errorf("%s: %q is not one line in the file's terms", c.name, msg)
		}
	}
}

// TestWriteRoundTrip: Write writes what Read reads, one line with its newline, in one call.
func TestWriteRoundTrip(t *testing.T) {
	recs, err := Read(strings.NewReader(line+"\n"), "f")
	if err != nil || len(recs) != 1 {
		t.Fatalf("%d records, %v", len(recs), err)
	}
	w := 3
	recs[0].Winner, recs[0].Forfeit = &w, &Forfeit{Player: 1, Reason: "crash", Line: "", Detail: "exit 2"}
	var calls countWriter
	if err := Write(&calls, recs[0]); err != nil || calls.n != 1 {
		t.Fatalf("Write: %v, %d calls; want one", err, calls.n)
	}
	got := calls.b.String()
	if !strings.HasSuffix(got, "\n") || strings.Count(got, "\n") != 1 || !strings.Contains(got, `"winner":3`) || !strings.Contains(got, `"forfeit":{"player":1,"reason":"crash","line":"","detail":"exit 2"}`) {
		t.Errorf("Write wrote %q", got)
	}
	back, err := Read(strings.NewReader(got), "f")
	if err != nil || len(back) != 1 || *back[0].Winner != 3 || *back[0].Forfeit != *recs[0].Forfeit {
		t.Errorf("Read(Write(r)): %v, %v", back, err)
	}
}

// gameLine is a record of a game other than Chinese Checkers: game_spec for board, seats and
// rules, and the final values.
const gameLine = `{"version":"v","game_spec":"tictactoe(players=2,size=3)","contestants":["a","b"],"budget":"depth=1","deterministic":true,"games":2,"openings":0,"opening_plies":0,"cap":10,"seed":1,"design":"full","game":0,"block":0,"seating":0,"opening_index":0,"players":["a","b"],"opening":["b2"],"start":"tictactoe 3 2 1 ....0....","moves":["a1"],"nodes":[5],"depths":[1],"times_us":[3],"winner":null,"values":[524288,524288],"capped":false,"plies":1}`

// TestGameRecord: a record of another game reads (game_spec instead of board, seats and
// rules; values) and writes back byte for byte; a Chinese Checkers record written has neither
// field, and a game record none of board, seats and rules.
func TestGameRecord(t *testing.T) {
	recs, err := Read(strings.NewReader(gameLine+"\n"+line+"\n"), "f")
	if err != nil || len(recs) != 2 {
		t.Fatalf("%d records, %v", len(recs), err)
	}
	g, cc := recs[0], recs[1]
	if g.GameSpec != "tictactoe(players=2,size=3)" || g.Board != "" || len(g.Values) != 2 || g.Values[0] != 1<<19 {
		t.Errorf("the game record reads as %+v", g)
	}
	if cc.GameSpec != "" || cc.Values != nil {
		t.Errorf("the Chinese Checkers record reads with game_spec %q, values %v", cc.GameSpec, cc.Values)
	}
	for i, want := range []string{gameLine, line} {
		var b bytes.Buffer
		if err := Write(&b, recs[i]); err != nil || b.String() != want+"\n" {
			t.Errorf("record %d written back:\n%s\nwant\n%s", i, b.String(), want)
		}
	}
	for _, c := range []struct{ name, line, want string }{
		{"no game_spec", strings.Replace(gameLine, `"game_spec":"tictactoe(players=2,size=3)",`, "", 1), `no "board" (Chinese Checkers) or "game_spec" (another game)`},
		{"values of text", strings.Replace(gameLine, `[524288,524288]`, `["x"]`, 1), `field "values": a JSON string where an integer is wanted`},
	} {
		if _, err := Read(strings.NewReader(c.line+"\n"), "f"); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
}

type countWriter struct {
	b bytes.Buffer
	n int
}

func (w *countWriter) Write(p []byte) (int, error) { w.n++; return w.b.Write(p) }

// TestCommittedFiles: every committed results file reads, and writing its records again gives
// the file byte for byte: the format has not changed under any of them.
func TestCommittedFiles(t *testing.T) {
	data := filepath.Join("..", "..", "..", "reports", "data")
	files, _ := filepath.Glob(filepath.Join(data, "*.jsonl"))
	sub, _ := filepath.Glob(filepath.Join(data, "*", "*.jsonl"))
	files = append(files, sub...)
	if len(files) == 0 {
		t.Skip("no committed match results (reports/data is a module of its own)")
	}
	games := 0
	for _, f := range files {
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		recs, err := ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		for _, r := range recs {
			if err := Write(&got, r); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%s: its %d records written again differ from the file", f, len(recs))
		}
		games += len(recs)
	}
	t.Logf("%d games of %d files written back byte for byte", games, len(files))
}

// TestDecodeFastIsStd: wherever the fast parser (goccy/go-json) accepts a line, encoding/json
// accepts it too and gives the same record, on lines that probe where JSON parsers differ
// (letter case of keys, duplicate keys, numbers an integer field cannot hold, escapes, invalid
// UTF-8) and on every tenth line of each committed results file; a line it refuses is parsed by
// encoding/json alone (TestReadErrors holds its messages).
func TestDecodeFastIsStd(t *testing.T) {
	probes := []string{
		line,
		strings.Replace(line, `"board"`, `"Board"`, 1),
		strings.Replace(line, `"seed":1`, `"seed":1,"seed":2`, 1),
		strings.Replace(line, `"nodes":[]`, `"nodes":[1.0]`, 1),
		strings.Replace(line, `"nodes":[]`, `"nodes":[1e3]`, 1),
		strings.Replace(line, `"nodes":[]`, `"nodes":[9223372036854775808]`, 1),
		strings.Replace(line, `"seed":1`, `"seed":18446744073709551616`, 1),
		strings.Replace(line, `"games":6`, `"games":-0`, 1),
		strings.Replace(line, `"start":"x"`, `"start":"\u00e9\ud800\n\"<&>"`, 1),
		strings.Replace(line, `"start":"x"`, "\"start\":\"\xff\xfe\"", 1),
		strings.Replace(line, `"winner":null`, `"winner":2`, 1),
		strings.Replace(line, `"capped":false`, `"capped":0`, 1),
		strings.Replace(line, `"moves":[]`, `"moves":[null,"a"]`, 1),
		strings.Replace(line, `"plies":0`, `"plies":0,"forfeit":null`, 1),
		strings.Replace(line, `"plies":0`, `"plies":0,"hands":[{}]`, 1),
		strings.Replace(line, `"plies":0}`, `"plies":0}  `, 1),
		line + "}",
		"\ufeff" + line,
		`{"version":"v",}`,
	}
	data := filepath.Join("..", "..", "..", "reports", "data")
	files, _ := filepath.Glob(filepath.Join(data, "*.jsonl"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range bytes.Split(b, []byte("\n")) {
			if i%10 == 0 && len(l) > 0 {
				probes = append(probes, string(l))
			}
		}
	}
	fast := 0
	for i, p := range probes {
		got, ok := decodeFast([]byte(p))
		if !ok {
			continue
		}
		fast++
		want, err := decodeStd([]byte(p))
		if err != nil {
			t.Errorf("probe %d: the fast parser accepts what encoding/json refuses (%v): %.120s", i, err, p)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("probe %d: the two parsers give different records: %.120s", i, p)
		}
	}
	if fast < len(probes)/2 {
		t.Errorf("the fast parser took %d of %d lines: it should take the committed files' lines", fast, len(probes))
	}
}
