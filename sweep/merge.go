package sweep

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/cctree/cctree/sweep/benchname"
	"golang.org/x/perf/benchfmt"
)

// Plan is a sweep split into shards, as the file of every shard records it: comment lines at
// the top of the file, which benchfmt skips (so benchstat, cctree report and every other reader
// of results files see only the results), and which Merge drops:
//
//	# cctree sweep shard 1/3: this file is one shard of the plan below; cctree sweep -merge joins the shards
//	# plan {"shards":3,"selection":{"algo":"paranoid brs+","depth":"1-3"},"per_pos":true,"counts":true,"leaves":false,"costs":"sha256:0123456789abcdef","costs_from":"...","cases":12}
//	# case 0 Search/board=star73/seats=0134/suite=mid/algo=paranoid/depth=1
//	# case 2 Search/board=star73/seats=0134/suite=mid/algo=paranoid/depth=2
//	...
//
// one case line per case of the unsharded sweep, in its order, with the shard that runs it. So a
// merge needs only the shards' files: the plan says which cases there are, in which order, and
// which shard runs each, whatever selection, costs or directory the shards were run with.
type Plan struct {
	Shards int // n: the sweep is split into shards 0 to n-1
	// Selection is the selection and options as the command that split the sweep was given
	// them (cctree sweep's flags without their "-", e.g. "algo": "paranoid brs+"; only those
	// given), for people and for checking the flags given to a merge.
	Selection map[string]string
	PerPos    bool             // Options.PerPos: each case's SearchPos lines before its Search line
	Counts    bool             // Options.Counts
	Leaves    bool             // Options.Leaves
	Costs     string           // Costs.ID of the costs the split is balanced by
	CostsFrom string           // Costs.Source
	Cases     []benchname.Case // every case (Case.Pos empty) of the unsharded sweep, in its order
	Owner     []int            // the shard of each case
}

// planJSON is the plan line's object.
type planJSON struct {
	Shards    int               `json:"shards"`
	Selection map[string]string `json:"selection"`
	PerPos    bool              `json:"per_pos"`
	Counts    bool              `json:"counts"`
	Leaves    bool              `json:"leaves"`
	Costs     string            `json:"costs"`
	CostsFrom string            `json:"costs_from"`
	Cases     int               `json:"cases"`
}

// The prefixes of the plan's lines.
const (
	shardLine = "# cctree sweep shard "
	planLine  = "# plan "
	caseLine  = "# case "
)

// NewPlan splits cases (the unsharded sweep's, in its order) into n shards balanced by costs
// (assign with Estimate's costs, the groups' sizes from opt.Suites); selection and opt are
// recorded with it.
func NewPlan(cases []benchname.Case, costs Costs, n int, selection map[string]string, opt Options) *Plan {
	return &Plan{
		Shards: n, Selection: maps.Clone(selection), PerPos: opt.PerPos, Counts: opt.Counts, Leaves: opt.Leaves,
		Costs: costs.ID, CostsFrom: costs.Source, Cases: slices.Clone(cases), Owner: assign(Estimate(opt.Suites, cases, costs.Known), n),
	}
}

// Shard returns the cases of shard i, in their order in the plan.
func (p *Plan) Shard(i int) []benchname.Case {
	var out []benchname.Case
	for k, c := range p.Cases {
		if p.Owner[k] == i {
			out = append(out, c)
		}
	}
	return out
}

// WriteHeader writes the plan's lines for the file of shard i (see Plan).
func (p *Plan) WriteHeader(w io.Writer, i int) error {
	obj, err := json.Marshal(planJSON{p.Shards, p.Selection, p.PerPos, p.Counts, p.Leaves, p.Costs, p.CostsFrom, len(p.Cases)})
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%s%d/%d: this file is one shard of the plan below; cctree sweep -merge joins the shards\n", shardLine, i, p.Shards)
	fmt.Fprintf(bw, "%s%s\n", planLine, obj)
	for k, c := range p.Cases {
		fmt.Fprintf(bw, "%s%d %s\n", caseLine, p.Owner[k], c.Name())
	}
	return bw.Flush()
}

// ErrNoPlan is the error of ReadPlan for a file that records no plan.
var ErrNoPlan = errors.New("records no shard plan")

// ReadPlan reads the plan a shard's results file (data, named name in errors) records, and the
// shard the file holds. A file without one (an unsharded sweep's, or a shard's of a cctree
// older than plans) is an error wrapping ErrNoPlan.
func ReadPlan(data []byte, name string) (*Plan, int, error) {
	lines := strings.SplitAfter(string(data), "\n")
	head, ok := strings.CutPrefix(lines[0], shardLine)
	if !ok {
		return nil, 0, fmt.Errorf("%s %w: it is not the file of a shard (cctree sweep -shard i/n, n > 1) of this cctree, which starts with %q", name, ErrNoPlan, strings.TrimSpace(shardLine))
	}
	bad := func(line int, what string) (*Plan, int, error) {
		return nil, 0, fmt.Errorf("%s:%d: %s in the shard plan; the file was edited or cut: run its shard again", name, line, what)
	}
	var i, n int
	if _, err := fmt.Sscanf(head, "%d/%d:", &i, &n); err != nil || n < 2 || i < 0 || i >= n {
		return bad(1, "a bad shard line")
	}
	obj, ok := strings.CutPrefix(lines[min(1, len(lines)-1)], planLine)
	var pj planJSON
	if !ok || json.Unmarshal([]byte(obj), &pj) != nil || pj.Shards != n || pj.Cases < 1 {
		return bad(2, "a bad plan line")
	}
	p := &Plan{Shards: n, Selection: pj.Selection, PerPos: pj.PerPos, Counts: pj.Counts, Leaves: pj.Leaves, Costs: pj.Costs, CostsFrom: pj.CostsFrom}
	for k := range pj.Cases {
		line := 3 + k
		rest, ok := strings.CutPrefix(lines[min(line-1, len(lines)-1)], caseLine)
		owner, cname, ok2 := strings.Cut(strings.TrimSuffix(rest, "\n"), " ")
		o, err := strconv.Atoi(owner)
		c, isCase, err2 := benchname.ParseName(benchfmt.Name(cname))
		if !ok || !ok2 || err != nil || o < 0 || o >= n || !isCase || err2 != nil || c.Pos != "" {
			return bad(line, fmt.Sprintf("a bad case line (want %d case lines)", pj.Cases))
		}
		p.Cases, p.Owner = append(p.Cases, c), append(p.Owner, o)
	}
	return p, i, nil
}

// differs names what of the plan q differs from p's ("" if nothing). The selection's text only
// explains differing cases: the same cases selected in other words (-depth 1,2,3 and -depth 1-3,
// a shard rerun by hand) are one plan.
func (p *Plan) differs(q *Plan) string {
	switch {
	case p.Shards != q.Shards:
		return fmt.Sprintf("shard count (%d against %d)", q.Shards, p.Shards)
	case p.Costs != q.Costs:
		return fmt.Sprintf("costs (%s from %s against %s from %s)", q.Costs, q.CostsFrom, p.Costs, p.CostsFrom)
	case !slices.Equal(p.Cases, q.Cases):
		keys := maps.Clone(p.Selection)
		maps.Copy(keys, q.Selection)
		for _, k := range slices.Sorted(maps.Keys(keys)) {
			a, okA := q.Selection[k]
			b, okB := p.Selection[k]
			if a != b || okA != okB {
				return fmt.Sprintf("selection (%s: %s against %s)", k, given(a, okA), given(b, okB))
			}
		}
		return "cases (the same selection: another build of cctree?)"
	case p.PerPos != q.PerPos || p.Counts != q.Counts || p.Leaves != q.Leaves:
		return "options (per-pos, counts, leaves)"
	case !slices.Equal(p.Owner, q.Owner):
		return "split"
	}
	return ""
}

// given quotes a recorded setting, or says it was not given.
func given(v string, ok bool) string {
	if !ok {
		return "not given"
	}
	return strconv.Quote(v)
}

// ShardFile is one shard's results file: its name (for messages) and content.
type ShardFile struct {
	Name string
	Data []byte
}

// Merged is a sharded sweep joined: its plan and its lines in the order of the unsharded sweep.
type Merged struct {
	Plan  *Plan
	From  []string // the file of each shard
	lines []*benchfmt.Result
}

// Merge joins the files of a sharded sweep into the lines of the unsharded sweep, in its order,
// needing nothing but the files: each records the plan (Plan). It checks that every file records
// the same plan, that each shard is there once and holds exactly its cases (with SearchPos lines
// before each Search line when the plan has PerPos), and that no shard is missing; an error
// names the file, the shard or the cases.
func Merge(files []ShardFile) (*Merged, error) {
	if len(files) == 0 {
		return nil, errors.New("no shard files to merge")
	}
	var m *Merged
	var first string
	entries := [][]*benchfmt.Result{}
	index := map[string]int{}
	for _, f := range files {
		p, i, err := ReadPlan(f.Data, f.Name)
		if err != nil {
			return nil, err
		}
		if m == nil {
			m = &Merged{Plan: p, From: make([]string, p.Shards)}
			first = f.Name
			entries = make([][]*benchfmt.Result, len(p.Cases))
			for k, c := range p.Cases {
				index[string(c.Name())] = k
			}
		} else if d := m.Plan.differs(p); d != "" {
			return nil, fmt.Errorf("%s is a shard of another plan than %s (its %s differs): merge the shards of one split", f.Name, first, d)
		}
		if prev := m.From[i]; prev != "" {
			return nil, fmt.Errorf("%s and %s both hold shard %d/%d: merge each shard's file once", prev, f.Name, i, p.Shards)
		}
		m.From[i] = f.Name
		if err := m.read(f, i, entries, index); err != nil {
			return nil, err
		}
	}
	p := m.Plan
	var missing []int
	for i, f := range m.From {
		if f == "" {
			missing = append(missing, i)
		}
	}
	if len(missing) > 0 {
		return nil, &MissingError{Plan: p, Shards: missing}
	}
	for _, e := range entries {
		m.lines = append(m.lines, e...)
	}
	return m, nil
}

// MissingError is Merge's error when no file holds some shards of the plan.
type MissingError struct {
	Plan   *Plan
	Shards []int // the missing shards
}

func (e *MissingError) Error() string {
	var names, shards []string
	for _, i := range e.Shards {
		shards = append(shards, fmt.Sprintf("%d/%d", i, e.Plan.Shards))
		for _, c := range e.Plan.Shard(i) {
			names = append(names, string(c.Name()))
		}
	}
	list := strings.Join(names, ", ")
	if len(names) > 3 {
		list = fmt.Sprintf("%s and %d more", strings.Join(names[:3], ", "), len(names)-3)
	}
	s := "shard %s of the plan is missing"
	if len(shards) > 1 {
		s = "shards %s of the plan are missing"
	}
	return fmt.Sprintf(s+" (%d cases: %s): no file given holds them; run them and merge again", strings.Join(shards, ", "), len(names), list)
}

// read reads the results of f, the file of shard i, into entries (each case's lines, by its
// index in the plan), checking that they are exactly the shard's cases.
func (m *Merged) read(f ShardFile, i int, entries [][]*benchfmt.Result, index map[string]int) error {
	p := m.Plan
	shard := fmt.Sprintf("shard %d/%d", i, p.Shards)
	var pending []*benchfmt.Result
	r := benchfmt.NewReader(bytes.NewReader(f.Data), f.Name)
	for r.Scan() {
		var res *benchfmt.Result
		switch x := r.Result().(type) {
		case *benchfmt.SyntaxError:
			return fmt.Errorf("%s:%d: %s: not a results file of cctree sweep", f.Name, x.Line, x.Msg)
		case *benchfmt.Result:
			res = x.Clone()
		default:
			continue
		}
		c, ok, err := benchname.ParseName(res.Name)
		if !ok || err != nil {
			return fmt.Errorf("%s: %s is not a search case of a sweep", f.Name, res.Name)
		}
		if c.Pos != "" {
			pending = append(pending, res)
			continue
		}
		name := string(c.Name())
		k, ok := index[name]
		switch {
		case !ok:
			return fmt.Errorf("%s: %s is not a case of the plan the file records: the file was edited", f.Name, name)
		case p.Owner[k] != i:
			return fmt.Errorf("%s (%s) holds %s, a case of shard %d/%d: the file was edited", f.Name, shard, name, p.Owner[k], p.Shards)
		case entries[k] != nil:
			return fmt.Errorf("%s holds %s twice: the file was edited", f.Name, name)
		case p.PerPos && len(pending) == 0:
			return fmt.Errorf("%s: %s has no SearchPos lines, but the plan has per-pos: the file was edited", f.Name, name)
		case !p.PerPos && len(pending) > 0:
			return fmt.Errorf("%s: SearchPos lines before %s, but the plan has no per-pos: the file was edited", f.Name, name)
		}
		for _, pr := range pending {
			if pc, _, _ := benchname.ParseName(pr.Name); string(pc.Group().Name()) != name {
				return fmt.Errorf("%s: %s comes before %s, not before its own group's line: the file was edited", f.Name, pr.Name, name)
			}
		}
		entries[k] = append(pending, res)
		pending = nil
	}
	if err := r.Err(); err != nil {
		return err
	}
	if len(pending) > 0 {
		return fmt.Errorf("%s: SearchPos lines after the last Search line: the file is cut; run %s again", f.Name, shard)
	}
	for k, c := range p.Cases {
		if p.Owner[k] == i && entries[k] == nil {
			return fmt.Errorf("%s (%s) lacks %s, a case of its shard: the file is not a complete shard; run %s again", f.Name, shard, c.Name(), shard)
		}
	}
	return nil
}

// Write writes the merged sweep as the unsharded sweep writes it (Run): the unit metadata, then
// every line in the plan's order, without the shards' plan lines.
func (m *Merged) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	out := benchfmt.NewWriter(bw)
	if err := benchname.WriteUnits(out, slices.ContainsFunc(m.Plan.Cases, func(c benchname.Case) bool { return c.Iters > 0 })); err != nil {
		return err
	}
	for _, r := range m.lines {
		if err := out.Write(r); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// Holds reports whether data is a results file of the plan's cases (a merge of it, or the
// unsharded sweep): a file a merge of this plan may replace.
func (p *Plan) Holds(data []byte) bool {
	want := map[string]bool{}
	for _, c := range p.Cases {
		want[string(c.Name())] = true
	}
	seen := map[string]bool{}
	r := benchfmt.NewReader(bytes.NewReader(data), "")
	for r.Scan() {
		var x *benchfmt.Result
		switch y := r.Result().(type) {
		case *benchfmt.SyntaxError:
			return false
		case *benchfmt.Result:
			x = y
		default:
			continue
		}
		c, ok, err := benchname.ParseName(x.Name)
		if !ok || err != nil {
			return false
		}
		if c.Pos == "" {
			if !want[string(c.Name())] {
				return false
			}
			seen[string(c.Name())] = true
		}
	}
	return r.Err() == nil && len(seen) == len(want)
}
