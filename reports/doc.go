// Package reports turns Go benchmark result files from cctree's search benchmarks into
// tree-growth statistics, tables (github.com/olekukonko/tablewriter) and plots
// (gonum.org/v1/plot): the data behind `cctree report`.
//
// # Input
//
// Any number of files written by `go test ./bench -bench 'Search|Protocol'`, read with
// golang.org/x/perf/benchfmt and merged, so that a sweep split across machines (one -bench
// pattern per job) reads back as one. Three benchmark families are understood, every name made
// of key=value parts (a -GOMAXPROCS suffix is ignored):
//
//	BenchmarkSearch/board=B/seats=S/suite=K/algo=SPEC/depth=D          nodes/pos, nodes/op (aggregate)
//	BenchmarkSearchPos/board=B/seats=S/suite=K/algo=SPEC/depth=D/pos=ID nodes/op = NC of one position
//	BenchmarkProtocol/board=B/seats=S/suite=K/algo=SPEC/depth=D/trial=T nodes/op = NC of one trial
//
// Other benchmarks (Perft, MoveGen) are skipped; a file with none of the three families is an
// error. Keys other than those above are kept (Key.Extra) so that results that differ in them
// are never pooled.
//
// # Guarantees
//
//   - Node counts are deterministic, so a result read twice (the same name and position in two
//     files, or -count N in one) is kept once, and an exact metric (nodes/op, nodes/pos, or a
//     unit a file declares "assume=exact") that differs between the copies is an error naming
//     both places. Nothing is averaged over repeats.
//   - Each (family, board, seats, suite, algo, depth) has one Sample: the per-position NC of
//     BenchmarkSearchPos (or per-trial NC of BenchmarkProtocol); only when no per-position
//     result exists is the aggregate nodes/pos used, as a single value without SD or interval.
//   - A file that is missing, empty, ends mid-line (truncated), has a malformed benchmark line,
//     or holds no search results is rejected with an error that names it and says what to do;
//     nothing of a rejected file is merged. A file that records a failed run (a FAIL or panic
//     line) is read, with a warning in Results.Warnings.
//   - Statistics are computed with gonum (mean, sample SD, Student-t interval) and
//     github.com/aclements/go-moremath (Mann-Whitney U); see stats.go for every formula.
//   - Render writes every file through a staging directory and renames it into place only
//     after all files have been produced, so an error or a cancelled context leaves no new or
//     half-written file in the output directory.
//
// Files: read.go (parsing and merging), stats.go (statistics), report.go (the per-group
// numbers), table.go (tables), plot.go (figures and their CSV), render.go (writing files).
package reports
