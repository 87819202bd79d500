package sweep

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/cctree/cctree/sweep/benchname"
	"golang.org/x/perf/benchfmt"
)

// assign returns the shard of each case of a split into n by these costs (Plan.Owner). The split
// is balanced by estimated cost, not by count (a depth-6 paranoid group weighs far more than a
// depth-2 one): cases are dealt, most expensive first, to the shard with the least cost so far
// (longest processing time first; ties to the lower index), so every shard's invocation computes
// the same split from the same cases and costs. The shards together hold every case once.
func assign(costs []float64, n int) []int {
	order := make([]int, len(costs))
	for k := range order {
		order[k] = k
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(costs[b], costs[a]) })
	load := make([]float64, n)
	owner := make([]int, len(costs))
	for _, k := range order {
		s := 0
		for j := 1; j < n; j++ {
			if load[j] < load[s] {
				s = j
			}
		}
		owner[k] = s
		load[s] += costs[k]
	}
	return owner
}

// Estimate returns the estimated cost (a node count) of each case: its nodes/op in known (node
// counts of group cases by their Search name, e.g. the committed baseline), else extrapolated from
// known depths of the same searcher on the same group (the per-ply growth between the two nearest
// known depths, or that depth's mean growth), else the group's size (its positions in su) times
// 30^depth.
func Estimate(su *Suites, cases []benchname.Case, known map[string]float64) []float64 {
	type key struct{ game, board, seats, suite, algo string }
	byKey := map[key]map[int]float64{}
	for name, nodes := range known {
		c, ok, err := benchname.ParseName([]byte(name))
		if !ok || err != nil || c.Pos != "" {
			continue
		}
		k := key{c.Game, c.Board, c.Seats, c.Suite, c.Algo}
		if byKey[k] == nil {
			byKey[k] = map[int]float64{}
		}
		byKey[k][c.Depth] = nodes
	}
	out := make([]float64, len(cases))
	for i, c := range cases {
		size := 1.0
		if pcs, err := su.Positions(c); err == nil && c.Pos == "" {
			size = float64(len(pcs))
		}
		ds := byKey[key{c.Game, c.Board, c.Seats, c.Suite, c.Algo}]
		if v, ok := ds[c.Depth]; ok {
			out[i] = v
			continue
		}
		if len(ds) == 0 {
			out[i] = size * math.Pow(30, float64(c.Depth))
			continue
		}
		depths := slices.Sorted(mapsKeys(ds))
		near := slices.MinFunc(depths, func(a, b int) int { return cmp.Compare(absInt(a-c.Depth), absInt(b-c.Depth)) })
		g := math.Pow(ds[near]/size, 1/float64(max(near, 1))) // mean growth per ply
		if j := slices.Index(depths, near); len(depths) > 1 {
			other := depths[max(j-1, 0)]
			if other == near {
				other = depths[j+1]
			}
			g = math.Pow(ds[near]/ds[other], 1/float64(near-other))
		}
		out[i] = ds[near] * math.Pow(math.Max(g, 1), float64(c.Depth-near))
	}
	return out
}

// Costs are what a split is balanced by: known node counts of group cases by their Search name
// (Estimate's known), and the identity of where they came from. A sharded sweep records the
// identity in every shard's file (Plan), so a merge refuses shards split with other costs.
type Costs struct {
	Known  map[string]float64
	Source string // for people: the file, or the baseline built into cctree
	ID     string // "sha256:" and the first 16 hex digits of the source's bytes
}

// ReadCosts reads the nodes/op of the Search lines of a benchmark results file (data, named
// source in errors and in Costs.Source). A file that benchfmt cannot read, or that holds no
// Search line with nodes/op, is an error: costs never fall back to extrapolation silently.
func ReadCosts(data []byte, source string) (Costs, error) {
	sum := sha256.Sum256(data)
	c := Costs{Known: map[string]float64{}, Source: source, ID: "sha256:" + hex.EncodeToString(sum[:8])}
	r := benchfmt.NewReader(bytes.NewReader(data), source)
	for r.Scan() {
		switch x := r.Result().(type) {
		case *benchfmt.SyntaxError:
			return Costs{}, fmt.Errorf("%s:%d: %s", source, x.Line, x.Msg)
		case *benchfmt.Result:
			cs, ok, err := benchname.ParseName(x.Name)
			if !ok || err != nil || cs.Pos != "" {
				continue
			}
			if v, ok := x.Value("nodes/op"); ok {
				c.Known[string(cs.Name())] = v
			}
		}
	}
	if err := r.Err(); err != nil {
		return Costs{}, err
	}
	if len(c.Known) == 0 {
		return Costs{}, fmt.Errorf("%s: no Search line with nodes/op: not a file of node counts (want e.g. bench/testdata/baseline.txt or a cctree sweep output)", source)
	}
	return c, nil
}

func mapsKeys(m map[int]float64) func(func(int) bool) {
	return func(yield func(int) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// ParseShard reads "i/n" (0 <= i < n); "" is shard 0 of 1.
func ParseShard(s string) (i, n int, err error) {
	if s == "" {
		return 0, 1, nil
	}
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return 0, 0, fmt.Errorf("want i/n with 0 <= i < n, e.g. 0/4")
	}
	return i, n, nil
}

// ResolveShard returns the shard a command runs: the flag's "i/n" when given, else the Slurm
// array task's (ShardFromEnv), else 0 of 1. Errors name their source: a *FieldError of the field
// shard for the given text, or the array task.
func ResolveShard(flag string, getenv func(string) string) (i, n int, err error) {
	if flag != "" {
		if i, n, err = ParseShard(flag); err != nil {
			return 0, 0, &FieldError{Field: "shard", Value: flag, Problem: err.Error()}
		}
		return i, n, nil
	}
	i, n, ok, err := ShardFromEnv(getenv)
	if err != nil {
		return 0, 0, fmt.Errorf("Slurm array task: %v", err)
	}
	if !ok {
		return 0, 1, nil
	}
	return i, n, nil
}

// ShardFromEnv returns the shard of a Slurm array task: i = SLURM_ARRAY_TASK_ID minus
// SLURM_ARRAY_TASK_MIN (0 if unset), n = SLURM_ARRAY_TASK_COUNT, else MAX - MIN + 1. ok is false
// outside an array task. An explicit -shard wins over the environment (the callers check it
// first): a task re-submitted alone (--array=3) sees MIN = MAX = 3, so scripts that may be
// re-submitted pass -shard $SLURM_ARRAY_TASK_ID/N with the original N, as cctree slurm's do.
func ShardFromEnv(getenv func(string) string) (i, n int, ok bool, err error) {
	id := getenv("SLURM_ARRAY_TASK_ID")
	if id == "" {
		return 0, 0, false, nil
	}
	num := func(name string, def int) (int, error) {
		v := getenv(name)
		if v == "" {
			return def, nil
		}
		x, err := strconv.Atoi(v)
		if err != nil || x < 0 {
			return 0, fmt.Errorf("%s=%q is not a task number", name, v)
		}
		return x, nil
	}
	task, err := num("SLURM_ARRAY_TASK_ID", 0)
	if err != nil {
		return 0, 0, false, err
	}
	lo, err := num("SLURM_ARRAY_TASK_MIN", 0)
	if err != nil {
		return 0, 0, false, err
	}
	hi, err := num("SLURM_ARRAY_TASK_MAX", task)
	if err != nil {
		return 0, 0, false, err
	}
	count, err := num("SLURM_ARRAY_TASK_COUNT", hi-lo+1)
	if err != nil {
		return 0, 0, false, err
	}
	i, n = task-lo, count
	if i < 0 || i >= n {
		return 0, 0, false, fmt.Errorf("SLURM_ARRAY_TASK_ID %d outside %d-%d", task, lo, hi)
	}
	return i, n, true, nil
}
